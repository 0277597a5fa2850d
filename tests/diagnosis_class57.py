"""Diagnosis class 57, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
strong in mathematics and weak in programming, who write each formula literally with NumPy: sums over index sets,
closed forms, vectorised expressions and products; their mistakes are in the index sets, the ranges of the sums,
the order of operations, broadcasting and the translation of the notation, plus the usual misremembered formulas.
Read for it: the task registry (``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside
``exercises/`` and ``grading/``: generality.py, significance.py, roc.py), tests/heldout_submissions.py lines 1-80,
the first 60 and last 30 lines of tests/diagnosis_class19.py (format only) and the docstring of
tests/validate_class.py. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c57-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class57): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 57 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c57-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("m01", "rank.p_at_k", "sibling", "divides by the number of ranks actually in the list (min(k, len)) "
      "instead of k: the ranks past the end are dropped rather than counted as not relevant",
      [[r"min\(k, ?len", r"len(gth)?\(labels\)", r"length of the (list|ranking)", r"(ranks|items) (actually )?"
        r"(in|on) the list", r"(shorter|truncated) (list|ranking).{0,40}(denominator|divid)",
        r"divid\w* by (the )?(number of )?(retrieved|returned|available|actual)",
        r"(drop|ignor|skip)\w* (the )?(missing|absent|non-existent) ranks"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("m02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"(relevant|hits) (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"sum of (the )?labels", r"sum\(labels\)", r"(number|count) of (ones|1s|hits)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    return float((prec * y).sum() / y.sum())
''')

wrong("m03", "map.mean", "sibling", "takes the geometric mean of the APs (GMAP) instead of the arithmetic mean",
      [[r"geometric", r"GMAP", r"product of (the )?APs?", r"(n-?th|nth) root", r"exp.{0,20}(log|mean of log)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.array(run, dtype=float)
        i = np.arange(1, len(y) + 1)
        aps.append((np.cumsum(y) / i * y).sum() / R if R else 0.0)
    aps = np.array(aps)
    return float(np.prod(aps) ** (1 / len(aps)))
''')

wrong("m04", "dcg.classic", "sibling", "computes DCG with the log2(i + 1) discount at every rank (the other "
      "formulation), not rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"(trec|burges|microsoft|other|second) (formulation|"
        r"discount|version|DCG)", r"discount\w* (the )?(first|rank 1|top)", r"first (grade|rank|item) "
        r"(is )?(also )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, g.size + 1)
    return float(np.sum(g / np.log2(i + 1)))
''')

wrong("m05", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides the sums",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp|true positives).{0,40}(over|across|of all)",
        r"(total|summed|overall) (tp|counts|true positives)", r"one big (table|contingency)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("m06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the straight piece of the curve",
      [[r"nearest", r"closest (ROC )?point", r"(smallest|minimum|minimal) (\|?FPR ?- ?FNR\|?|gap|difference)",
        r"no(t|t an?)? interpolat", r"without interpolat", r"average of (FPR|the two rates)",
        r"\(FPR ?\+ ?FNR\) ?/ ?2", r"(a|one) (ROC )?point (only|instead)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best = None
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("m07", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper (bound|limit)", r"(largest|highest|maximum|biggest) (possible )?generality",
        r"\(?d ?- ?s ?\+ ?v\)? ?/ ?d", r"every unjudged item (is |as )?relevant",
        r"(unjudged|unknown|rest of the database) (items )?(counted|treated|assumed) (as )?relevant"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("m08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta) P R / (beta P + R)",
      [[r"squar", r"not (raised |taken )?to the (power|second)", r"power (of )?(2|two)", r"\*\* ?2",
        r"beta (itself|alone|instead of (its|the) square)", r"b²|β²"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("m09", "dcg.trec", "shape", "uses the natural logarithm (np.log) instead of log base 2 in the discount",
      [[r"natural (log|logarithm)", r"\bln\b", r"base.?e\b", r"np\.log\b(?!2)", r"math\.log\b(?!2)",
        r"(wrong|another|other|different) (log(arithm)? )?base", r"base of the log", r"not (log )?base.?2",
        r"instead of (log )?base.?2", r"instead of log2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log(i + 1)))
''')

wrong("m10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of one half",
      [[r"ties? (pairs? )?(count|counted|as|scored?) (as )?(1|one|a (full|whole))", r">=|≥",
        r"greater (than )?or equal", r"full (point|credit|win)", r"(tied pairs?|ties) (as|are) wins",
        r"instead of (a )?half", r"not (as )?(a )?half", r"ties? (count|counted) (fully|whole)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("m11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* (it )?(only )?by k\b", r"by k alone", r"k instead of min", r"denominator (is |of |= ?)?k\b",
        r"/ ?k\b", r"(forgot|forgets|missing|without) (the )?min", r"not (the )?min\(k"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if y.size == 0 or k == 0:
        return 0.0
    i = np.arange(1, y.size + 1)
    return float(np.sum(np.cumsum(y) / i * y) / k)
''')

wrong("m12", "ap.eleven_point", "shape", "divides the sum over the 11 levels by 10",
      [[r"(divid|mean|averag)\w*.{0,30}\b(10|ten)\b", r"\b(10|ten) (levels|points|intervals)",
        r"instead of (11|eleven)", r"/ ?10\b", r"(11|eleven) (levels|values|terms) but \w* (10|ten)",
        r"(count|number) of levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    k = np.arange(1, y.size + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = R >= r
        total += P[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("m13", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not normali[sz]", r"unnormali[sz]", r"never divid", r"without (dividing|the ideal|normali[sz])",
        r"forg\w+ (to )?(divide|normali[sz])", r"raw DCG", r"DCG (itself|only|alone|instead)",
        r"no (division|normali[sz]ation)", r"(missing|omit\w*) (the )?(IDCG|ideal)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log2(i)))
''')

wrong("m14", "map.mrr", "shape", "takes the reciprocal of the mean rank (scaled by the share of queries with a hit) "
      "instead of the mean of the reciprocal ranks",
      [[r"(reciprocal|inverse|invert\w*|1 ?/) (of )?the mean", r"mean (first )?rank", r"mean of (the )?ranks",
        r"order of (the )?operations", r"wrong order", r"harmonic", r"averag\w* (the )?ranks? (first|before)",
        r"invert\w* after (averag|the mean)"]], '''
import numpy as np

def my_mrr(runs):
    ranks = [list(r).index(1) + 1 for r in runs if 1 in r]
    if not ranks:
        return 0.0
    return float(len(ranks) / len(runs) / np.mean(ranks))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("m15", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(cumulative max forwards) instead of the maximum over the ranks at or after the one reaching r",
      [[r"(running|cumulative) max\w*.{0,40}(from|over) (the )?(top|start|beginning|first)",
        r"wrong direction", r"forwards?", r"(before|above|earlier|preceding) ranks", r"not reversed",
        r"(without|forgot\w*|never) (to )?revers", r"left to right", r"maximum accumulat\w* (from|over) the top",
        r"instead of (the )?(later|following|lower|deeper) ranks"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    out = [0.0] * 11
    if n_relevant == 0 or y.sum() == 0:
        return out
    k = np.arange(1, y.size + 1)
    P = np.maximum.accumulate(np.cumsum(y) / k)
    R = np.cumsum(y) / n_relevant
    for j in range(11):
        idx = np.nonzero(R >= j / 10)[0]
        out[j] = float(P[idx[0]]) if idx.size else 0.0
    return out
''')

wrong("m16", "pr.points", "flow", "counts the relevant item after computing its precision: each point's precision "
      "misses the current hit (hits before the rank over the rank)",
      [[r"(before|prior to) (counting|adding|increment\w*|updating)", r"(update|increment)\w* (the )?(count|hits|"
        r"counter).{0,30}(after|too late|late)", r"too late", r"not (yet )?count\w* (the )?(current|this) "
        r"(item|hit|relevant)", r"one (hit|relevant( item)?) (short|too few)", r"off.by.one",
        r"(excludes?|misses|missing|without) (the )?(current|this) (hit|item|relevant)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("m17", "map.mrr", "flow", "keeps looping after the first relevant item, so the reciprocal rank of the last "
      "relevant item overwrites the first",
      [[r"last relevant", r"no(t a)? break", r"without (a )?break", r"(forgot|forgets|missing) (the |a )?break",
        r"overwrit", r"keeps? (looping|updat|overwrit)", r"(stop|exit)\w* (at|after) the first",
        r"never stops?", r"does not stop"]], '''
import numpy as np

def my_mrr(runs):
    rr = np.zeros(len(runs))
    for q, run in enumerate(runs):
        for i, rel in enumerate(run, start=1):
            if rel:
                rr[q] = 1.0 / i
    return float(rr.mean())
''')

wrong("m18", "interp.step", "flow", "picks the first relevant rank whose recall is strictly above the level "
      "(> instead of >=), so a level equal to R_i reads the next point",
      [[r"strict\w*", r"(>|greater( than)?) instead of (>=|≥|greater (than )?or equal)", r"(>|greater) rather than",
        r"(R_i|recall) (is )?(equal|exactly equal) (to )?(the )?level", r"next (relevant|point|step|rank)",
        r"one (point|step) (too )?late", r"(equality|equal case) (excluded|missed|skipped)"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    i = np.arange(1, ranks.size + 1)
    R = i / n_relevant
    P = i / ranks
    after = np.flatnonzero(R > level)
    return float(P[after[0]]) if after.size else 0.0
''')

wrong("m19", "avg.macro", "flow", "returns inside the loop: the result is the first query's precision over the number of queries",
      [[r"return\w* (inside|in|within) the (for )?loop", r"(only|just) the first query", r"first query only",
        r"return.{0,30}indent", r"loop (ends|stops|exits) after (the )?first", r"(one|a single) (iteration|query)"
        r" only"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
        return total / len(tables)
''')

wrong("m20", "map.mean", "flow", "never resets the hit counter between queries: hits carry over from the previous "
      "query",
      [[r"(never |not |without |forg\w+ to )?reset", r"reiniti", r"re-initi", r"carr(y|ies|ied) over",
        r"shared (counter|count|hits)", r"previous quer(y|ies)", r"(hits|counter|count) (outside|before) the "
        r"(outer |query )?loop", r"accumulat\w* across queries"]], '''
def my_map(runs, n_relevant):
    hits = 0
    total = 0.0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("m21", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|without|forg\w+ to|no) (be )?sort", r"unsorted", r"input order", r"given order", r"as given",
        r"order (of|in) the input", r"(ignor|unused)\w* (the )?distances", r"distances (are )?(never|not) used"]],
      '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    y = np.asarray(labels, dtype=float)
    return float(y[:k].sum() / k)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("m22", "set.pr", "hidden", "divides by len(set(retrieved)) without a guard: ZeroDivisionError when nothing "
      "is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    p = both / len(ret)
    r = both / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("m23", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan when nothing is within epsilon",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("m24", "ap.exact", "hidden", "divides by n_relevant with no guard: ZeroDivisionError when the query has no "
      "relevant items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("m25", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard: ZeroDivisionError when "
      "n_relevant is 0", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    total, hits = 0.0, 0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1]:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("m26", "gen.grip_point", "hidden", "divides the hits in the top c by the number of labels actually there "
      "(len(labels[:c])), not by c, when the list is shorter than the class",
      [[r"divid\w* by (the )?(list'?s? )?len", r"len\(labels", r"len\(top", r"(number of|how many) (items|ranks|"
        r"labels) (in the list|retrieved|returned|there|present)", r"instead of (n_relevant|the class size|c)\b",
        r"(mean|average) of (the )?(slice|top)", r"np\.mean", r"ranks? (past|after) the end (are )?(dropped|ignored"
        r"|left out)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if n_relevant else 0.0
''')

wrong("m27", "pr.averaged", "hidden", "divides hits by n_relevant with no guard: ZeroDivisionError for a query "
      "with no relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        P, Rc, hits = [], [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            P.append(hits / k)
            Rc.append(hits / R)
        curves.append([max([p for p, r in zip(P, Rc) if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("m28", "ndcg.all_judgments", "hidden", "divides NumPy floats with no guard: nan when the ideal DCG is 0",
      [NAN], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    if g.size == 0:
        return np.float64(0.0)
    return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(all="ignore"):
        return float(dcg(grades) / dcg(ideal))
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("m29", "roc.auc", "twin", "flips the labels (1 - labels) before scikit-learn's roc_auc_score, so the "
      "negatives are taken as the positive class (1 - AUC)",
      [[r"(labels?|classes) (are )?(flipped|inverted|swapped|reversed|negated)", r"(flip|invert|swap|revers)\w* "
        r"(the )?(labels?|classes)", r"1 ?- ?labels", r"positives? and negatives? (are )?(swapped|switched|"
        r"confused|exchanged|mixed)", r"negatives? (taken |treated )?as (the )?positive", r"pos_label",
        r"wrong (positive )?class"]], '''
import numpy as np
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    y = 1 - np.asarray(labels)
    return float(roc_auc_score(y, scores))
''')

wrong("m30", "scope.knn_ties", "twin", "believes the pessimistic rule ranks the tied relevant targets first, so "
      "the lowest bound is computed with relevant first and the highest with relevant last",
      [[r"pessimistic.{0,40}(first|optimistic)", r"(swapp|switch|revers|invert|confus|mix)\w*.{0,40}"
        r"(pessimistic|optimistic|tie rules?|lowest and highest)", r"(pessimistic|optimistic).{0,40}(swapp|switch|"
        r"revers|confus|mix)", r"(relevant|hits) first (for|gives|as) the (lowest|pessimistic)",
        r"(which|the) (rule|bound) is which"]], '''
import numpy as np

def p_at_k(d, y, k, relevant_first):
    key = -y if relevant_first else y
    order = np.lexsort((key, d))
    return float(y[order[:k]].sum() / k)

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    pessimistic = p_at_k(d, y, k, relevant_first=True)
    optimistic = p_at_k(d, y, k, relevant_first=False)
    return [pessimistic, optimistic]
''')

wrong("m31", "sig.sign_test", "twin", "uses a one-sided binomial test (alternative='greater') instead of the "
      "two-sided one",
      [[r"one.sided", r"one.tailed", r"single.(tail|sided)", r"alternative ?= ?.?(greater|less)",
        r"(only|just) one (tail|side|direction)", r"not (the )?two.sided", r"instead of two.sided"]], '''
import numpy as np
from scipy.stats import binomtest

d = np.array(v["a"]) - np.array(v["b"])
wins, losses = int((d > 0).sum()), int((d < 0).sum())
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("m32", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P + beta^2 R) instead of "
      "on the precision",
      [[r"(beta|b)(\^2|\*\*2|²| squared)? (\*|times|on|with|multipl\w*( by)?) (the )?(R|recall)\b",
        r"(precision|P) and (recall|R) (are )?(swapped|switched|confused|exchanged|mixed)",
        r"swap\w* (P|precision) and (R|recall)", r"wrong (term|side|one)", r"(weights?|weighted) the wrong",
        r"(recall|R) (instead of|rather than) (the )?(precision|P)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("m33", "dcg.classic", "twin", "enumerates the ranks from 2 but writes the discount as log2(i + 1), so ranks "
      "2, 3, ... are discounted as ranks 3, 4, ... (index shifted by one)",
      [[r"off.by.one", r"(rank|index|position|i)s? (is |are )?(shifted|one (too )?(high|large|big|far))",
        r"(shifted|shift) by one", r"start\w*.{0,30}(2|two).{0,40}\+ ?1", r"enumerat\w*.{0,40}(start|\+ ?1)",
        r"counts? (the )?rank twice", r"(double|twice).{0,20}(shift|offset|\+ ?1)"]], '''
import numpy as np

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / np.log2(i + 1)
    return float(total)
''')

wrong("m34", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1.1, 0.1): 0.30000000000000004 and "
      "0.6000000000000001 are above the recall 0.3 or 0.6 a ranking reaches",
      [[r"float\w*", r"round\w*", r"0\.3000000000000000?4", r"0\.6000000000000001", r"inexact",
        r"not exact(ly)? (0\.|representable)", r"np\.arange", r"(arange|linspace).{0,30}0\.1",
        r"representation (error)?", r"precision (error|issue) (of|in) the levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    k = np.arange(1, y.size + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    levels = np.arange(0, 1.1, 0.1)
    return float(np.mean([P[R >= r].max() if (R >= r).any() else 0.0 for r in levels]))
''')

wrong("m35", "map.mrr", "twin", "uses np.argmax to find the first relevant rank: a query with no relevant item "
      "gives argmax 0, i.e. a reciprocal rank of 1",
      [[r"arg.?max", r"index of the (max|maximum|largest)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("m36", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon (the far ones)",
      [[r"similarit", r"(farthest|farther|furthest|further|far) (targets|items|ones|away)",
        r"(>|greater|larger|bigger|above) (than )?(the )?epsilon", r"wrong side", r"(outside|beyond) (the )?"
        r"(radius|epsilon|ball|threshold)", r"(high|large|bigger) (distance|value)s? (are |as |mean )?(better|"
        r"closer|more similar)", r"(comparison|inequality) (is )?(reversed|flipped|the wrong way)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d > epsilon
    return float(y[inside].sum() / inside.sum()) if inside.any() else 0.0
''')

wrong("m37", "ndcg.all_judgments", "data", "reads `unretrieved` as more ranked items: appends them to the bottom "
      "of the ranking before computing the DCG",
      [[r"(append|add|concatenat|count|treat)\w*.{0,40}(unretrieved|never retrieved).{0,40}(ranking|list|run|DCG|"
        r"retrieved)", r"unretrieved.{0,40}(end|bottom|tail) of the (list|ranking)", r"(as if|as though) "
        r"(they were )?retrieved", r"DCG.{0,30}(include|with)\w* (the )?unretrieved",
        r"unretrieved.{0,30}(in|into) the (DCG|numerator|ranking)"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    return float(g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))) if g.size else 0.0

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best > 0 else 0.0
''')

wrong("m38", "set.pr", "data", "counts the retrieved list with its duplicates: precision divides by "
      "len(retrieved) and the repeated id counts as two hits",
      [[r"duplicat", r"repeat\w* (id|item|document)s?", r"lists? (instead of|rather than|not) (as )?(a )?sets?",
        r"without (a |the )?set\(", r"no set\(", r"len\(retrieved\)", r"(never|not) (made|turned|converted) "
        r"(in)?to (a )?sets?", r"(counts?|counted) (it )?(two|2|several|multiple) times"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = np.array([doc in rel for doc in retrieved], dtype=float)
    p = float(hits.mean()) if len(retrieved) else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("m39", "avg.macro", "data", "reads each table as [tp, fn, fp]: the second column (really fp) is used as fn "
      "and the third as fp",
      [[r"(order|columns?|fields?|entries|positions?) .{0,40}(confus|swap|mix|switch|wrong|misread)",
        r"(fp|fn) and (fn|fp) (are )?(swapped|switched|confused|mixed|exchanged)", r"swap\w* (the )?(fp|fn)",
        r"\[?tp, ?fn, ?fp\]?", r"(third|last) (column|entry|value|element) (as|for) (fp|false positives)",
        r"misread\w* (the )?tables?"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    denom = tp + fp
    prec = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(prec.mean())
''')

wrong("m40", "dcg.exponential", "data", "sorts the grades from high to low before the DCG (the ideal DCG of "
      "the grades, not the DCG of the ranking as given)",
      [[r"sort\w*", r"ideal", r"IDCG", r"(best|descending|decreasing) order", r"reorder\w*",
        r"(not|instead of) (in )?the (given|ranked|retrieved) order"]], '''
import numpy as np

g = np.sort(np.array(v["grades"], dtype=float))[::-1]
i = np.arange(1, g.size + 1)
my_dcg_exp = float(np.sum((2 ** g - 1) / np.log2(i + 1)))
''')

wrong("m41", "pr.averaged", "data", "uses the first query's n_relevant for every query (n_relevant[0])",
      [[r"first query'?s? (n_relevant|number|class|count|R)", r"n_relevant\[0\]", r"same n_relevant",
        r"(one|a single|the same) (n_relevant|R|class size|number of relevant( items)?) (for|to|in) (all|every)",
        r"(ignor|unused)\w* (the )?(other|later) (queries'|n_relevant)", r"(not|never) (index|indexes|indexed|"
        r"per query)", r"(scalar|single value) (instead of|rather than) (a|the) list"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R0 = n_relevant[0]
    curves = np.zeros((len(runs), 11))
    for q, run in enumerate(runs):
        y = np.asarray(run, dtype=float)
        if R0 == 0 or y.sum() == 0:
            continue
        P = np.cumsum(y) / np.arange(1, y.size + 1)
        Rc = np.cumsum(y) / R0
        for j in range(11):
            ok = Rc >= j / 10 - 1e-12
            curves[q, j] = P[ok].max() if ok.any() else 0.0
    return curves.mean(axis=0).tolist()
''')

wrong("m42", "ap.value", "data", "reads the ranking backwards (labels[::-1]): the last label taken as rank 1",
      [[r"revers", r"backwards?", r"bottom.up", r"(last|end) (item|element|label|position) (as|is|taken as) "
        r"(rank )?(1|one|first|the top)", r"\[::-1\]", r"(wrong|opposite|inverted) (rank )?order",
        r"upside.down"]], '''
import numpy as np

y = np.array(v["labels"][::-1], dtype=float)
k = np.arange(1, y.size + 1)
my_ap_value = float(np.sum(np.cumsum(y) / k * y) / v["n_relevant"])
''')


# ---------------------------------------------------------------------------------------------- right
right("m43", "interp.step", "NumPy: the first relevant rank whose recall reaches the level", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    i = np.arange(1, ranks.size + 1)
    reached = np.flatnonzero(i >= level * n_relevant - 1e-9)
    return float(i[reached[0]] / ranks[reached[0]]) if reached.size else 0.0
''')

right("m44", "pr.averaged", "NumPy: a suffix maximum per query, then the mean over the queries", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    out = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if R == 0 or y.sum() == 0:
            continue
        hits = np.cumsum(y)
        P = np.maximum.accumulate((hits / np.arange(1, y.size + 1))[::-1])[::-1]
        for j in range(11):
            ok = np.flatnonzero(hits * 10 >= j * R)
            out[j] += P[ok[0]] if ok.size else 0.0
    return (out / len(runs)).tolist()
''')

right("m45", "roc.eer", "ROC points of the tied-score groups, then the crossing of FPR - FNR with 0", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & (y == 0)).sum() / N)
        fnr.append(1 - ((s >= t) & (y == 1)).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("m46", "gen.practical", "closed forms with fractions.Fraction", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("m47", "scope.knn_ties", "sorted with a key (distance, relevant last / first)", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(items, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("m48", "dcg.trec", "a generator expression with math.log2", '''
import math

my_dcg_trec = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

SUBMISSIONS = tuple(S)
