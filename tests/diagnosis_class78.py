"""Diagnosis class 78, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students whose
code is built around sorting and ranking: ``np.argsort`` (ascending where descending was meant, or applied twice),
``scipy.stats.rankdata`` and its tie methods, ``sorted()`` with a key or ``reverse``, stable versus unstable order of
ties, zip-then-sort pairs, ranks computed as positions in a sorted copy, 0-based versus 1-based ranks. Styles vary
inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c78-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class78): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an edge
case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 78 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c78-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "returns the mean reciprocal rank (1 / rank of the first relevant item per "
      "query) instead of the mean average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant (item|rank|hit)", r"1 ?/ ?(the )?rank of the first",
        r"only the first relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    scores = []
    for labels in runs:
        lab = np.asarray(labels)
        # positions of the relevant items, best rank first
        pos = np.sort(np.flatnonzero(lab == 1)) + 1
        scores.append(1.0 / pos[0] if len(pos) else 0.0)
    return float(np.mean(scores))
''')

wrong("q02", "ap.eleven_point", "sibling", "returns uninterpolated average precision (the sum of P@k at the "
      "relevant ranks over n_relevant) instead of the mean of the 11 interpolated precisions",
      [[r"(uninterpolated|non-interpolated|exact|plain) (average precision|AP)", r"\bAP\b.{0,30}instead",
        r"average precision instead", r"precisions? at (the )?relevant ranks",
        r"no interpolation", r"not interpolated", r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    ranks = sorted(i for i, x in enumerate(labels, start=1) if x)
    total = 0.0
    for j, r in enumerate(ranks, start=1):
        total += j / r
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q03", "rank.distances", "sibling", "returns the recall of the top k (hits over all relevant labels) "
      "instead of the precision at k",
      [[r"recall", r"all (the )?relevant (items|labels|targets)", r"divid\w* by (the )?(number|count) of relevant",
        r"sum\(labels\)", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    lab = np.asarray(labels)[order]
    return float(lab[:k].sum() / lab.sum())
''')

wrong("q04", "ndcg.all_judgments", "sibling", "the ideal ranking is the retrieved grades sorted high to low only; "
      "the unretrieved relevant grades are left out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|the list)", r"judged.?list"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q05", "pr.averaged", "sibling", "averages the step-interpolated precisions (the precision at the first "
      "rank reaching each level) instead of the max-to-the-right interpolated precisions",
      [[r"step", r"first rank (that |where |whose recall )?reach", r"no max", r"not the max",
        r"without (the |taking the )?max", r"max(imum)? (to the right|over (the )?(later|following|higher))",
        r"instead of the max"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / n if n else np.zeros_like(hits)
        row = []
        for r in levels:
            idx = np.flatnonzero(rec >= r - 1e-12)
            row.append(prec[idx[0]] if len(idx) else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) discount asked for",
      [[r"classic", r"log2\(i\)", r"log ?2 ?of (the )?rank\b", r"first (grade|item|rank) (is )?(not|un)discounted",
        r"rel_?1 (not|un)discounted", r"instead of log2\(i ?\+ ?1\)"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC curve's straight pieces (no interpolation)",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat",
        r"(FPR|false positive rate) ?\+ ?(FNR|false negative rate)", r"mean of (the )?(FPR|two rates)",
        r"argmin"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.sort(np.unique(s))[::-1]:
        above = s >= t
        fpr.append(((y == 0) & above).sum() / N)
        fnr.append(1 - ((y == 1) & above).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (is )?not squared", r"beta instead of beta ?(\^|\*\*) ?2", r"forg[eo]t.{0,20}squar",
        r"without squaring", r"(missing|no) (the )?square", r"beta\^?2 (replaced|written) (by|as) beta",
        r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e\b", r"(wrong|another) (log )?base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.ones_like(g)
    disc[1:] = np.log(ranks[1:])
    return float((g / disc).sum())
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of P@i by k instead of by min(k, n_relevant)",
      [[r"divid\w* by k\b", r"k instead of min", r"denominator (is )?k\b", r"over k\b",
        r"min(imum)?\(k, ?(n_relevant|R)\).{0,30}(replaced|missing|dropped|ignored)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / k if k else 0.0
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound drops the + v in its denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"d ?- ?s\)?(?! ?\+)", r"(missing|forg[eo]t|drop\w*|without) (the )?\+ ?v", r"\+ ?v.{0,20}(missing|dropped)",
        r"v / \(d - s\)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if d > s else (1.0 if v else 0.0)
    return [precision, recall_lower, v / d]
''')

wrong("q12", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1 (the - 1 left out)",
      [[r"- ?1.{0,20}(missing|left out|forgotten|dropped)", r"(missing|forg[eo]t|without|drop\w*) (the )?- ?1",
        r"2 ?(\^|\*\*) ?rel(_i)? instead", r"gain (of )?2 ?(\^|\*\*) ?rel\b(?! ?- ?1)", r"zero grades? (gain|count) 1",
        r"grade 0 (gives|has) (a )?gain (of )?1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q13", "roc.auc", "shape", "Mann-Whitney AUC from rankdata subtracts n1(n1 - 1)/2 instead of "
      "n1(n1 + 1)/2 from the positives' rank sum",
      [[r"n1 ?\(n1 ?- ?1\)", r"n_?1 ?\* ?\(n_?1 ?- ?1\)", r"n1 ?- ?1", r"(wrong|off).{0,20}(constant|correction)",
        r"rank sum.{0,40}(wrong|off)", r"0-based ranks?", r"too (large|big) by 1 ?/ ?n"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 - 1) / 2) / (n1 * n0))
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided binomial tail instead of the two-sided p-value "
      "(not doubled)",
      [[r"one.?sided", r"not doubled", r"(forg[eo]t|without|missing).{0,20}(doubl|times 2|\* ?2|factor (of )?2)",
        r"half (of )?the (two.?sided )?p", r"single tail", r"one tail"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for dd in diffs if dd > 0)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "sorts the labels high to low before cutting at k, so P@k is that of the "
      "ideal ranking, not of the given order",
      [[r"sort\w*", r"reorder\w*", r"ideal (ranking|order)", r"relevant (items )?(moved )?first",
        r"(ignor|los)\w* (the )?(rank )?order"]], '''
def my_p_at_k(labels, k):
    ranked = sorted(labels, reverse=True)
    return sum(ranked[:k]) / k
''')

wrong("q16", "rank.distances", "flow", "applies argsort twice: np.argsort(np.argsort(d)) gives each item's rank, "
      "which is then used as if it were the nearest-first order",
      [[r"argsort.{0,30}twice", r"double argsort", r"argsort\(np\.argsort", r"argsort of (the )?argsort",
        r"ranks? (used )?(as|instead of) (an |the )?order", r"rank of each item.{0,40}(not|instead)",
        r"inverse permutation"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    order = np.argsort(np.argsort(d))
    lab = np.asarray(labels)[order]
    return float(lab[:k].sum() / k)
''')

wrong("q17", "map.mrr", "flow", "takes 1 / (0-based index of the first relevant item): the rank is one too "
      "small (and a relevant item at rank 1 divides by zero)",
      [[r"0.based", r"zero.based", r"off.by.one", r"index (instead of|not) (the )?rank", r"(missing|forg[eo]t).{0,10}\+ ?1",
        r"rank (is )?one too (small|low)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        if 1 in run:
            total += 1 / run.index(1)
    return total / len(runs)
''', crash="ZeroDivisionError")

wrong("q18", "pr.points", "flow", "computes each point's precision before counting the relevant item at that "
      "rank (the hit counter is incremented one step late)",
      [[r"(before|late|after).{0,40}(count|increment|add)", r"increment\w* (too )?late", r"one (step|hit) (too )?late",
        r"hits? (counted|incremented) after", r"(missing|without|excluding) the current (hit|item)",
        r"one hit (too )?(few|short)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for i, x in enumerate(labels, start=1):
        if x:
            out.append(hits / i)
            hits += 1
    return out
''')

wrong("q19", "interp.curve", "flow", "takes the running maximum from the top of the list (max of the precisions "
      "at or above each rank) instead of the maximum over the ranks at or below it",
      [[r"max(imum)? (from|over) (the )?(left|top|earlier|preceding|previous|ranks above)",
        r"running max(imum)? (forward|from the (start|top))", r"accumulate.{0,40}(forward|wrong direction|not reversed)",
        r"wrong direction", r"(not|never) reversed", r"instead of (to )?the right", r"max(imum)? to the left"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.round(np.arange(11) / 10, 1):
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(best[idx].max()) if len(idx) else 0.0)
    return out
''')

wrong("q20", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so it carries "
      "over from one query to the next",
      [[r"(not|never) reset", r"carr(y|ies|ied) over", r"reset\w*.{0,30}(each|every|per) query",
        r"(outside|before) the (query )?loop", r"accumulat\w*.{0,30}across queries", r"previous quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q21", "ap.at_k", "flow", "sums P@i over the relevant ranks of the whole list, not only those within the "
      "top k (the list is never cut at k)",
      [[r"(never|not) cut", r"whole list", r"beyond (rank )?k", r"(ignor|forg[eo]t)\w*.{0,20}\bk\b.{0,20}(slic|cut)",
        r"(missing|no) slic", r"all (the )?relevant ranks", r"past (rank )?k", r"after (rank )?k"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    lab = np.asarray(labels)
    pos = np.flatnonzero(lab) + 1
    prec = np.arange(1, len(pos) + 1) / pos
    denom = min(k, n_relevant)
    return float(prec.sum() / denom) if denom else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: the division by zero raises",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    b2 = Fraction(beta) ** 2
    p, r = Fraction(precision), Fraction(recall)
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0 / 0 returns nan when no "
      "item is relevant at all", [NAN + [r"0 ?/ ?0", r"zero (divided )?by zero", r"(no|missing) guard"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.log2(np.maximum(np.arange(1, len(x) + 1), 2))
        return (x / disc).sum()
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(g) / dcg(ideal))
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: the division by zero raises",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    ranks = [i for i, x in sorted(enumerate(labels, start=1)) if x == 1]
    return sum((j + 1) / r for j, r in enumerate(ranks)) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "when nothing lies within epsilon the mean of an empty slice is "
      "nan instead of 0", [NAN + [r"empty (slice|result|array)", r"mean of (an )?empty"]], '''
import warnings
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    order = np.argsort(d, kind="stable")
    cut = np.searchsorted(d[order], epsilon, side="left")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.asarray(labels, dtype=float)[order][:cut].mean())
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a "
      "list shorter than the class counts the missing ranks out instead of as not relevant",
      [[r"len\(labels\[:", r"length of the (cut|sliced|truncated) (list|slice)", r"(shorter|short) list",
        r"missing ranks.{0,40}(not counted|ignored|left out|dropped)", r"instead of (by )?c\b",
        r"divid\w* by (the )?(list|slice)'?s? length", r"not (treated|counted) as (not |non-?)relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): a list shorter than k makes the "
      "denominator the list's length instead of k",
      [[r"len\(labels\[:k\]\)", r"(list|slice)'?s? length", r"shorter than k",
        r"length of the (top|cut|slice|list)", r"instead of min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    ranks = [i for i, x in enumerate(top, start=1) if x]
    s = sum(j / r for j, r in enumerate(ranks, start=1))
    denom = min(len(top), n_relevant)
    return s / denom if denom else 0.0
''')

wrong("q28", "pr.averaged", "hidden", "a query with n_relevant = 0 divides by zero when its recalls are "
      "computed (no guard for an empty class)", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(labels, start=1):
            hits += x
            pts.append((hits / n, hits / i))
        for j, r in enumerate(levels):
            total[j] += max((p for rec, p in pts if rec >= r - 1e-12), default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "uses scipy's rankdata of the grades (highest grade = rank 1) as the "
      "positions, so the grades are discounted by their rank by grade, i.e. in the ideal order",
      [[r"rankdata", r"rank(ed|s|ing)? (of |by )(the )?grades?", r"grades?'? ranks? (instead|as)",
        r"positions? (from|by) (the )?grades?", r"(not|instead of) (the|their) (list |rank )?positions?"]], '''
import numpy as np
from scipy.stats import rankdata

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    pos = rankdata(-g, method="ordinal")
    disc = np.where(pos == 1, 1.0, np.log2(np.maximum(pos, 2)))
    return float((g / disc).sum())
''')

wrong("q30", "roc.auc", "twin", "ranks the scores with rankdata(method='ordinal'), which breaks ties by input "
      "order instead of giving tied scores their mean rank",
      [[r"ordinal", r"(breaks?|broken) (the )?ties? by (input |list )?(order|position)", r"order of appearance",
        r"(mean|average|mid).?ranks?", r"method='?average"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores, method="ordinal")
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q31", "scope.knn_ties", "twin", "for the optimistic order sorts the (distance, label) pairs with "
      "reverse=True and then reverses the list again, which restores the pessimistic order: both bounds are the "
      "lowest P@k",
      [[r"revers\w* (it )?(twice|again)", r"double revers", r"reverse=True.{0,40}\[::-1\]",
        r"undo(es|ing)? the revers", r"restor\w* the (pessimistic|same|first) order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels))
    opt = sorted(zip(distances, labels), reverse=True)[::-1]
    low = sum(lab for _, lab in pess[:k]) / k
    high = sum(lab for _, lab in opt[:k]) / k
    return [low, high]
''')

wrong("q32", "interp.step", "twin", "finds the level with bisect_right on the recalls, so a level equal to a "
      "recall R_i reads the next relevant rank's precision instead of P_i",
      [[r"bisect_right", r"bisect(\.bisect)?\b(?!_left)", r"side='?right", r"(level|r) (exactly )?equal to (a )?recall",
        r"(next|following) (relevant )?(rank|point)", r"strict(ly)? (<|less|greater)", r"< ?instead of <="]], '''
from bisect import bisect_right

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / i)
    j = bisect_right(recalls, level)
    return precs[j] if j < len(precs) else 0.0
''')

wrong("q33", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant", [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))",
                      r"retrieved relevant", r"(ignor|instead of|not)\w* (the )?n_relevant", r"hits? (found|count)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    lab = np.asarray(labels)
    pos = np.sort(np.flatnonzero(lab)) + 1
    if len(pos) == 0:
        return 0.0
    return float(np.mean(np.arange(1, len(pos) + 1) / pos))
''')

wrong("q34", "scope.eps_precision", "twin", "cuts the sorted distances with searchsorted(side='right'), which "
      "includes a target at exactly epsilon (d <= epsilon instead of d < epsilon)",
      [[r"side='?right", r"searchsorted", r"<= ?epsilon", r"<= instead of <", r"not strict",
        r"(includ|count)\w* .{0,30}(equal to|exactly|at) epsilon", r"inclusive"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    order = np.argsort(d, kind="stable")
    cut = np.searchsorted(d[order], epsilon, side="right")
    if cut == 0:
        return 0.0
    return float(np.asarray(labels)[order][:cut].mean())
''')

wrong("q35", "ndcg.value", "twin", "sorts the ideal grades with sorted() but without reverse=True, so the ideal "
      "ranking runs from low to high grades",
      [[r"reverse", r"ascending", r"low(est)? to high", r"smallest (grade )?first", r"worst first",
        r"(not|never) (sorted )?(descending|high to low)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

ideal = sorted(v["grades"] + v["unretrieved"])
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "treats the distances as similarity scores: argsort of -distance ranks "
      "the farthest item first",
      [[r"farthest", r"furthest", r"largest distances? first", r"similarit", r"descending",
        r"-distance", r"(high|large) to (low|small)", r"(ascending|nearest).{0,30}(meant|instead|not)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q37", "set.pr", "data", "counts an id retrieved twice twice: the retrieved list is sorted but never made "
      "a set",
      [[r"duplicat", r"counted (twice|more than once)", r"counts? .{0,15}(twice|more than once)",
        r"(not|never) (made |turned into |converted to )?(a )?set", r"repeated", r"de-?dup"]], '''
def my_set_pr(retrieved, relevant):
    ret = sorted(retrieved)
    rel = set(relevant)
    hits = sum(1 for d in ret if d in rel)
    p = hits / len(ret) if ret else 0.0
    r = len(rel & set(ret)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "roc.eer", "data", "walks the thresholds from the lowest score up, as if a low score meant "
      "positive (the score order is reversed)",
      [[r"(lowest|low|smallest) (score )?first", r"ascending", r"reversed? (score )?order", r"low score.{0,30}positive",
        r"(higher|high) (score|scores) (is|are|means?) (negative|worse)", r"inverted", r"1 ?- ?(the )?EER"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s):  # ascending
        sel = s <= t
        fpr.append(((y == 0) & sel).sum() / N)
        tpr.append(((y == 1) & sel).sum() / P)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    a, b = diff[j - 1], diff[j]
    t = -a / (b - a)
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q39", "ap.value", "data", "sorts the 0/1 labels (relevant first) before computing AP, as if the list "
      "still had to be ranked",
      [[r"sort\w*", r"reorder\w*", r"ideal (ranking|order)", r"relevant (items )?(moved )?first",
        r"(ignor|los)\w* (the )?(rank )?order"]], '''
labels = sorted(v["labels"], reverse=True)
hits, s = 0, 0.0
for i, x in enumerate(labels, start=1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / v["n_relevant"]
''')

wrong("q40", "interp.curve", "data", "takes the number of relevant items retrieved (sum(labels)) as the class "
      "size for recall instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"(ignor|instead of|not)\w* (the )?n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    found = sum(labels)
    pts, hits = [], 0
    for i, x in enumerate(labels, start=1):
        hits += x
        pts.append((hits / found if found else 0.0, hits / i))
    out = []
    for lv in range(11):
        r = lv / 10
        out.append(max((p for rec, p in pts if rec >= r - 1e-12), default=0.0))
    return out
''')

wrong("q41", "gen.grip_point", "data", "takes the class size c as the number of relevant items found "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"(ignor|instead of|not)\w* (the )?n_relevant", r"class size.{0,30}(found|retrieved)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    lab = np.asarray(labels)
    c = int(lab.sum())
    if c == 0:
        return 0.0
    return float(lab[:c].sum() / c)
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp] (the last two columns swapped), so tp / "
      "(tp + fn) is averaged: macro recall",
      [[r"columns? (order|swapped|mixed)", r"swap\w*", r"fn and fp", r"fp and fn", r"\[tp, ?fn, ?fp\]",
        r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy: pad the list with zeros up to k", '''
import numpy as np

def my_p_at_k(labels, k):
    lab = np.zeros(max(k, len(labels)))
    lab[:len(labels)] = labels
    return float(lab[:k].sum() / k)
''')

right("q44", "ap.exact", "Fractions over the sorted relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = sorted(i for i, x in enumerate(labels, start=1) if x)
    return float(sum(Fraction(j, r) for j, r in enumerate(ranks, start=1)) / n_relevant)
''')

right("q45", "roc.auc", "scipy.stats.rankdata mid-ranks (Mann-Whitney U)", '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores, method="average")
    n1, n0 = int(y.sum()), int((~y).sum())
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

right("q46", "scope.knn_ties", "sorted() with a tuple key: label as tie-breaker", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

right("q47", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(rr)
''')

right("q48", "dcg.trec", "comprehension over 1-based ranks", '''
from math import log2

my_dcg_trec = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

SUBMISSIONS = tuple(S)
