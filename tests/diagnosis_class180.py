"""Diagnosis class 180, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned R first: vector thinking, 1-based habits, seq_len/which-style code translated to Python, NumPy where R
would vectorise (cumsum, flatnonzero, boolean masks), with some loops, comprehensions, itertools and fractions.
Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c180-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class180).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 180 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c180-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the plain F1 harmonic mean 2PR/(P+R), ignoring beta",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|not used|unused)",
        r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of trec_eval (every rank discounted) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?('s)? (dcg|discount|formulation)", r"i\s*\+\s*1",
        r"first (rank|item|grade) (is )?discounted", r"discount\w* (the )?first", r"rank \+ 1"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(i + 1)))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved relevant grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(x):
        x = np.asarray(x, dtype=float)
        i = np.arange(1, len(x) + 1)
        disc = np.where(i == 1, 1.0, np.log2(np.maximum(i, 2)))
        return float(np.sum(x / disc))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "rank.distances", "sibling", "returns the recall at k (relevant in the top k over all relevant "
      "labels) instead of the precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"divid\w* by (the )?(number|count|sum) of relevant",
        r"instead of (dividing by )?k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    o = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[o]
    return float(y[:k].sum() / y.sum())
''')

wrong("q05", "interp.curve", "sibling", "reads the precision at the first rank whose recall reaches r (the step "
      "value) instead of the maximum precision over all ranks with recall >= r",
      [[r"first rank", r"no max", r"not (the )?max", r"without (the |taking the )?max", r"max\w*.{0,40}(missing|never|not taken)",
        r"step (rule|interpolation|value)", r"instead of the max", r"first (point|rank) (that|which|whose|where)",
        r"highest precision.{0,30}(right|later|after)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q06", "avg.macro", "sibling", "computes the micro average (total tp over total tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"total (tp|true positives)", r"sum\w* (the |of )?(counts|tp|tables) (first|before)",
        r"sums? (over|across) (all )?(the )?queries (first|before)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q07", "pr.points", "sibling", "returns the recall at each relevant rank (hits over n_relevant) instead "
      "of the precision there",
      [[r"returns? (the )?recall", r"recall (values|instead)", r"hits? (over|/) n_relevant",
        r"instead of (the )?precision", r"divid\w* by n_relevant"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    which = np.flatnonzero(y == 1)
    return [float(hits[i] / n_relevant) for i in which]
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "ap.at_k", "shape", "divides by n_relevant instead of min(k, n_relevant)",
      [[r"divid\w* by (the )?n_relevant", r"n_relevant (alone|only)", r"(missing|without|ignor\w*|drop\w*) (the )?min",
        r"instead of min", r"not capped", r"denominator (is )?n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1] == 1:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound is v / (d - s), the + v of the denominator left out",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"\+\s*v.{0,30}(missing|left out|dropped|forgot)", r"(missing|without|forgot\w*|dropp\w*).{0,30}\+\s*v",
        r"judged relevant.{0,40}(left out|missing|not added)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q10", "dcg.trec", "shape", "the discount is log2(i) + 1 instead of log2(i + 1) (the +1 outside the log)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"\+\s*1.{0,30}outside", r"outside (the )?log", r"instead of log2?\s*\(\s*i\s*\+\s*1",
        r"added (to|after) the log"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / (np.log2(i) + 1)))
''')

wrong("q11", "sig.sign_test", "shape", "one tail of the binomial only: the two-sided p-value is not doubled",
      [[r"one.?(sided|tailed|tail)", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"factor (of )?2",
        r"half (the|of the) (p|two)"]], '''
import numpy as np
from scipy.stats import binom

a, b = np.array(v["a"]), np.array(v["b"])
d = a - b
d = d[d != 0]
n = len(d)
w = int(np.sum(d > 0))
my_sign_p = float(binom.cdf(min(w, n - w), n, 0.5))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"11", r"eleven", r"divid\w*", r"instead"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    tot = 0.0
    for j in range(11):
        r = j / 10
        m = prec[rec >= r]
        tot += m.max() if m.size else 0.0
    return float(tot / 10)
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r">=", r"tied pairs? (count(ed|s)?|as) (1\b(?!/)|one|a (full )?win|wins?)", r"full (point|credit|win)",
        r"instead of (1/2|a half|half)", r"ties? (count(ed)?|as) (a )?(full|whole)"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores), np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("q14", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]",
      [[r"order", r"swap\w*", r"revers\w*", r"wrong way", r"other way", r"exchang\w*", r"the wrong (place|position)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d, y = np.asarray(distances), np.asarray(labels)
    cut = np.sort(d)[k - 1]
    inside = d < cut
    tied = d == cut
    m = k - inside.sum()
    rel_in = y[inside].sum()
    rel_t, non_t = y[tied].sum(), (1 - y[tied]).sum()
    lo = rel_in + max(0, m - non_t)
    hi = rel_in + min(m, rel_t)
    return [float(hi / k), float(lo / k)]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break after the first relevant item: the loop keeps overwriting rr, so the "
      "reciprocal rank of the LAST relevant item is used",
      [[r"last relevant", r"no break", r"without (a )?break", r"(forgot|missing) (the |a )?break", r"does not stop",
        r"doesn't stop", r"never stops", r"overwrit\w*", r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    tot = 0.0
    for run in runs:
        rr = 0.0
        for i in range(len(run)):
            if run[i] == 1:
                rr = 1 / (i + 1)
        tot += rr
    return tot / len(runs)
''')

wrong("q16", "ap.exact", "flow", "the 1-based loop range(1, n) stops one short: the last rank is never visited",
      [[r"last (rank|item|position)", r"off.by.one", r"range\(1, ?n\)", r"one short", r"stops? (one|a) (rank )?(early|short)",
        r"(misses|skips|never visits?) the (last|final)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    n = len(labels)
    hits, s = 0, 0.0
    for k in range(1, n):
        if labels[k - 1] == 1:
            hits += 1
            s += hits / k
    return s / n_relevant
''')

wrong("q17", "pr.points", "flow", "the precision is taken before the current relevant item is counted (hits "
      "incremented after the division)",
      [[r"before (the )?(current|this) (item|hit|relevant)", r"before (it is |the hit is )?count\w*", r"increment\w* (after|too late|late)",
        r"one (hit|relevant) (short|too few|less)", r"\(hits? ?- ?1\)", r"not yet counted", r"after the division"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q18", "pr.averaged", "flow", "the running total is updated after the loop over queries, so only the last "
      "query's curve is averaged (divided by the number of queries)",
      [[r"last query", r"only (one|the last)", r"outside (the )?loop", r"after the loop", r"(indent|indentation)",
        r"other quer\w* (are )?(lost|ignored|dropped|overwritten)", r"overwrit\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    levels = np.arange(11) / 10
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run)
        cur = np.zeros(11)
        if n > 0:
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            rec = hits / n
            for j, r in enumerate(levels):
                m = prec[rec >= r - 1e-12]
                cur[j] = m.max() if m.size else 0.0
    total = total + cur
    return list(total / len(runs))
''')

wrong("q19", "map.mean", "flow", "a running mean m = (m + ap) / 2 each query instead of the sum over the number "
      "of queries",
      [[r"running (mean|average)", r"\(\s*m\s*\+\s*ap\s*\)\s*/\s*2", r"halv\w*", r"/ ?2 (each|every|at each)",
        r"averag\w* (pairwise|two at a time|with the previous)", r"weights? (the )?later quer\w*",
        r"last quer\w* (counts?|weighs?) more"]], '''
import numpy as np

def my_map(runs, n_relevant):
    m = None
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        ap = float(p[y == 1].sum() / n) if n > 0 else 0.0
        m = ap if m is None else (m + ap) / 2
    return m
''')

wrong("q20", "gen.grip_point", "flow", "the R slice 1:c translated to labels[:c + 1]: one rank too many is "
      "counted (but still divided by c)",
      [[r"c ?\+ ?1", r"one (rank|item) too many", r"off.by.one", r"\[:c ?\+ ?1\]", r"1:c", r"extra rank",
        r"one more rank"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c + 1]) / c
''')

wrong("q21", "rank.r_precision", "flow", "the seq_len-style loop range(1, R) stops one short: rank R itself is "
      "never counted",
      [[r"rank R (itself )?(is )?(never|not) (counted|visited|included)", r"last rank", r"off.by.one", r"one short", r"range\(1, ?R\)", r"R ?- ?1", r"stops? (one|a) (rank )?(early|short)"]], '''
labels = list(v["labels"]) + [0] * v["n_relevant"]
R = v["n_relevant"]
hits = 0
for i in range(1, R):
    hits += labels[i - 1]
my_r_precision = hits / R
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the length of labels[:c], not by c, when the list is shorter "
      "than the class",
      [[r"divid\w* by (the )?len", r"len\(", r"length of the (slice|cut|list) instead", r"fewer than c ranks",
        r"not by (c|n_relevant)", r"instead of (c|n_relevant)", r"mean of (the )?(slice|cut)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels)[:n_relevant]
    return float(np.mean(top)) if len(top) else 0.0
''')

wrong("q23", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan when nothing lies within epsilon",
      [NAN + [r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.asarray(distances), np.asarray(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q24", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "set.f_beta", "hidden", "P = R = 0 raises ZeroDivisionError (the 0 case never handled)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "n_relevant = 0 gives min(k, 0) = 0 and a ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "an ideal DCG of 0 (nothing relevant at all) raises "
      "ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "pr.averaged", "hidden", "a query with n_relevant = 0 raises ZeroDivisionError (recall divided by 0)",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(run, start=1):
            hits += x
            pts.append((hits / n, hits / k))
        for j, r in enumerate(levels):
            total[j] += max([p for rc, p in pts if rc >= r - 1e-12], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in decreasing order (as R's order(decreasing = TRUE) "
      "for scores): the farthest items come first",
      [[r"decreasing", r"descending", r"farthest", r"largest (distance )?first", r"reverse\w*", r"high(est)? (distance )?first",
        r"similarit\w*", r"wrong (sort )?(order|direction)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    o = np.argsort(-np.asarray(distances), kind="stable")
    return float(np.asarray(labels)[o][:k].sum() / k)
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (y == 0), so it returns 1 - AUC",
      [[r"label 0", r"labels? (are )?(inverted|swapped|flipped|reversed)", r"0 as (the )?positive",
        r"positive and negative (classes )?(swapped|exchanged|reversed)", r"y ?== ?0", r"wrong class"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores), np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    gt = (pos[:, None] > neg[None, :]).sum()
    eq = (pos[:, None] == neg[None, :]).sum()
    return float((gt + eq / 2) / (len(pos) * len(neg)))
''')

wrong("q31", "set.f_beta", "twin", "precision and recall swapped in the formula: beta^2 multiplies the recall in "
      "the denominator",
      [[r"swap\w*", r"exchang\w*", r"(precision|P) and (recall|R) (are )?(confused|mixed|the wrong way)",
        r"beta\^?2?\s*\*?\s*(recall|R)\b", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta ** 2) * P * R / (beta ** 2 * R + P)
''')

wrong("q32", "set.pr", "twin", "returns [recall, precision]: the two results in the wrong order",
      [[r"order", r"swap\w*", r"revers\w*", r"wrong (way|place|position)", r"other way", r"exchang\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q33", "interp.curve", "twin", "the levels run from 1.0 down to 0.0 (R's seq(1, 0, by = -0.1)), so the "
      "curve comes out reversed",
      [[r"revers\w*", r"backwards?", r"1\.0 down", r"from 1 (down )?to 0", r"decreasing (levels|order)",
        r"wrong order", r"seq\(1"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.round(np.arange(1.0, -0.05, -0.1), 10):
        m = prec[rec >= r - 1e-12]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("q34", "map.mrr", "twin", "np.argmax of an all-zero run returns 0, so a query with no relevant item gets "
      "rank 1 (RR 1)",
      [[r"argmax", r"all.zero", r"no relevant item.{0,40}(1|one|rank 1)", r"(counts?|scores?|gets?) 1",
        r"empty query"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1 / (np.argmax(np.asarray(r)) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("q35", "rank.p_at_k", "twin", "sorts the labels (np.sort, decreasing) before cutting at k, so every "
      "relevant item of the list lands in the top k",
      [[r"sort\w*", r"reorder\w*", r"order of the (labels|list|ranking)", r"rank(ing)? (is )?(destroyed|lost|ignored)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.sort(np.asarray(labels))[::-1]
    y = np.concatenate([y, np.zeros(max(0, k - len(y)))])
    return float(y[:k].sum() / k)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "an id retrieved twice counts twice: precision divides by len(retrieved), the "
      "list, not the set",
      [[r"duplicat\w*", r"len\(retrieved\)", r"counted twice", r"counts? (it )?twice", r"repeated",
        r"list (length|instead of the set)"]], '''
def my_set_pr(retrieved, relevant):
    hit = len(set(retrieved) & set(relevant))
    p = hit / len(retrieved) if len(retrieved) else 0.0
    r = hit / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "map.mean", "data", "uses n_relevant[0] for every query (the first query's count)",
      [[r"n_relevant\[0\]", r"first query'?s? (count|n_relevant|number)", r"same n_relevant",
        r"one n_relevant", r"single (n_relevant|number)", r"every query.{0,30}(same|first)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(p[y == 1].sum() / n_relevant[0] if n_relevant[0] else 0.0)
    return float(np.mean(aps))
''')

wrong("q38", "ap.exact", "data", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved", r"relevant in the list",
        r"hits", r"ignor\w* n_relevant", r"instead of n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if y.sum() == 0:
        return 0.0
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(p[y == 1].sum() / y.sum())
''')

wrong("q39", "dcg.classic", "data", "turns the graded relevance into 0/1 (grade > 0) before discounting",
      [[r"binar\w*", r"0/1", r"grade ?> ?0", r"grades? (as|treated as|turned into) (0|1|binary)",
        r"graded relevance (ignored|lost)", r"ignor\w* (the )?grade"]], '''
import numpy as np

def my_dcg(grades):
    g = (np.asarray(grades) > 0).astype(float)
    i = np.arange(1, len(g) + 1)
    disc = np.log2(np.maximum(i, 2))
    return float(np.sum(g / disc))
''')

wrong("q40", "ndcg.value", "data", "appends the unretrieved grades to the run itself, so they earn DCG as if "
      "retrieved after the last rank",
      [[r"unretrieved.{0,40}(appended|added|included|counted).{0,30}(dcg|run|ranking|list)",
        r"append\w*.{0,30}unretrieved", r"as if (they were )?retrieved", r"unretrieved.{0,30}(in|into) the (dcg|run)",
        r"dcg.{0,30}(includes|counts) (the )?unretrieved"]], '''
import numpy as np

def dcg(x):
    x = np.asarray(x, dtype=float)
    i = np.arange(1, len(x) + 1)
    return float(np.sum(x / np.log2(np.maximum(i, 2))))

run = list(v["grades"]) + list(v["unretrieved"])
ideal = dcg(sorted(run, reverse=True))
my_ndcg_value = dcg(run) / ideal if ideal > 0 else 0.0
''')

wrong("q41", "pr.averaged", "data", "each query's n_relevant is replaced by the relevant items it retrieved "
      "(sum of the run)",
      [[r"sum\(run\)", r"sum of the run", r"retrieved relevant", r"relevant (items )?retrieved", r"ignor\w* n_relevant",
        r"instead of n_relevant", r"never retrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run)
        n = y.sum()
        cur = np.zeros(11)
        if n > 0:
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            rec = np.cumsum(y) / n
            for j in range(11):
                m = prec[rec >= j / 10 - 1e-12]
                cur[j] = m.max() if m.size else 0.0
        curves.append(cur)
    return list(np.mean(curves, axis=0))
''')

wrong("q42", "scope.knn_ties", "data", "breaks ties in input order (a stable argsort) for both bounds instead "
      "of ranking the tied relevant targets last and first",
      [[r"input order", r"stable", r"argsort", r"same (tie )?(order|rule) for both", r"ties? (are )?(not|never) broken",
        r"list order"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    o = np.argsort(distances, kind="stable")
    p = float(np.asarray(labels)[o][:k].sum() / k)
    return [p, p]
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "roc.eer", "NumPy ROC walk over the distinct thresholds, interpolated crossing", '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    th = np.unique(s)[::-1]
    fpr = np.concatenate([[0.0], [((s >= t) & (y == 0)).sum() / N for t in th]])
    tpr = np.concatenate([[0.0], [((s >= t) & (y == 1)).sum() / P for t in th]])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q44", "interp.step", "which()-style flatnonzero on exact Fraction recalls", '''
from fractions import Fraction
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    hits, pts = 0, []
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    lev = Fraction(level).limit_denominator(1000)
    idx = [i for i, (r, p) in enumerate(pts) if r >= lev]
    return float(pts[idx[0]][1]) if idx else 0.0
''')

right("q45", "scope.knn_ties", "sorted distances, tie group counted with boolean masks", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d, y = np.asarray(distances), np.asarray(labels)
    cut = np.sort(d)[k - 1]
    inside = d < cut
    tied = d == cut
    m = k - inside.sum()
    rel_in = y[inside].sum()
    lo = rel_in + max(0, m - (1 - y[tied]).sum())
    hi = rel_in + min(m, y[tied].sum())
    return [float(lo / k), float(hi / k)]
''')

right("q46", "ap.exact", "1-based loop with seq_len-style range(1, n + 1)", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits += 1
            s += hits / k
    return s / n_relevant
''')

right("q47", "map.mrr", "itertools.compress over 1-based ranks, next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q48", "gen.practical", "vectorised counts, one list", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
