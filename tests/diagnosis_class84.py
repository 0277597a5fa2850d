"""Diagnosis class 84, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
start each task from their own (or a classmate's) solution to ANOTHER task and adapt it: AP code turned into AP@k,
P@k code turned into R-precision, DCG code turned into NDCG, the ROC AUC loop turned into the EER, the interpolated
curve turned into the averaged curve. The one mistake of a wrong submission is a leftover of the source task (a
denominator, a cut-off, a sort, a normalisation, a parameter) that was not adapted. Styles vary: loops, NumPy,
comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c84-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class84).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 84 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c84-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.at_k", "sibling", "AP@k adapted from the AP code keeps AP's denominator n_relevant instead of "
      "min(k, n_relevant)",
      [[r"(divid\w*|denominator).{0,20}(by )?n_relevant\b(?!\))", r"n_relevant instead of min", r"instead of min\(k",
        r"not (by )?min\(k", r"AP's denominator", r"denominator of (exact|full|plain) AP", r"ignor\w* k in the denominator",
        r"all (of )?the relevant items (as|in the) denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # from my AP: sum of P@i at relevant ranks / n_relevant
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q02", "map.mrr", "sibling", "MRR adapted from the MAP code still averages each query's average precision "
      "instead of its reciprocal rank",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"mean average precision"],
       [r"instead of (the )?(reciprocal|1 ?/ ?rank|first)", r"not (the )?reciprocal", r"reciprocal rank",
        r"first relevant", r"\bRR\b", r"\bMRR\b"]], '''
def my_mrr(runs):
    # reused my_map: AP of each run, n_relevant = the relevant items in the run
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q03", "pr.averaged", "sibling", "averaged curve built from the lecture notes' step interpolation (P_i for "
      "R_(i-1) < r <= R_i) kept from the step task instead of the max over ranks with recall >= r",
      [[r"step", r"P_i", r"first (rank|point).{0,40}(reach|recall)", r"precision at the (first|point)"],
       [r"instead of (the )?max", r"not (the )?max", r"max(imum)? (to the right|over|of)", r"later (ranks|points)",
        r"interpolat"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                pts.append((Fraction(hits, n), hits / i))
        for j, r in enumerate(levels):
            val = 0.0
            if n:
                for rec, p in pts:
                    if rec >= r:
                        val = p
                        break
            total[j] += val
    return [t / len(runs) for t in total]
''')

wrong("q04", "roc.eer", "sibling", "EER read at the nearest ROC point as (FPR + FNR) / 2 instead of interpolating "
      "the crossing of the straight pieces",
      [[r"nearest", r"closest", r"smallest \|?(FPR|gap|difference)", r"(FPR \+ FNR) ?/ ?2", r"mean of FPR and FNR",
        r"a ROC point", r"no interpolation", r"not interpolat\w*", r"without interpolat\w*"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels, int)
    P, N = y.sum(), (1 - y).sum()
    best, best_gap = None, None
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return float(best)
''')

wrong("q05", "dcg.classic", "sibling", "classic DCG adapted from the trec DCG code keeps the log2(i + 1) discount "
      "(rank 1 discounted too)",
      [[r"log2? ?\(i ?\+ ?1\)", r"i ?\+ ?1", r"trec(_eval)?('s)? (DCG|discount|formulation)", r"Burges",
        r"rank 1 (is )?discounted", r"discount(s|ed|ing)? (the )?(first|rank 1)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float((g / disc).sum())
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"\(d - s \+ v\) ?/ ?d",
        r"d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

wrong("q07", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is only the retrieved grades re-sorted (the "
      "unretrieved grades left out), kept from the NDCG-of-the-list exercise",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"ignor\w*.{0,30}unretrieved", r"judged.?list", r"without (the )?unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|own list|the list)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is used unsquared (beta * P in the denominator, 1 + beta in front) "
      "instead of beta^2",
      [[r"not squared", r"unsquared", r"beta instead of beta\s?\^?\*?\*?\s?2", r"without squar\w*",
        r"forg\w* (to )?square", r"beta (is )?(used )?(not|never) squared", r"beta itself"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "trec DCG adapted from the classic DCG code adds the 1 outside the logarithm: "
      "log2(i) + 1 instead of log2(i + 1)",
      [[r"log2? ?\(i\) ?\+ ?1", r"outside (the )?(log|logarithm|parenthes)", r"\+ ?1 (is )?(added )?(after|outside)",
        r"parenthes[ie]s", r"1 added to the log"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = sum(g / (log2(i) + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q10", "ap.eleven_point", "shape", "the 11 interpolated precisions are summed and divided by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"instead of 11", r"not 11", r"divid\w*", r"mean", r"average", r"levels"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), hits / k))
    curve = []
    for j in range(11):
        r = Fraction(j, 10)
        cand = [p for rec, p in pts if rec >= r and (n_relevant and hits)]
        curve.append(max(cand) if cand else 0.0)
    return sum(curve) / 10
''')

wrong("q11", "roc.auc", "shape", "Mann-Whitney AUC subtracts n1 (n1 - 1) / 2 from the positives' rank sum instead "
      "of n1 (n1 + 1) / 2",
      [[r"n1 ?\(n1 ?- ?1\)", r"n1 ?\* ?\(n1 ?- ?1\)", r"- ?1\) ?/ ?2", r"minus one instead of plus one",
        r"\(n1 ?\+ ?1\)", r"rank.?sum.{0,40}(correction|constant|subtract)", r"wrong (constant|correction)"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[y].sum() - n1 * (n1 - 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q12", "gen.practical", "shape", "the recall lower bound drops the + v: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"v ?/ ?\(d ?- ?s\)", r"d ?- ?s\b(?! ?\+)", r"(missing|without|drop\w*|forg\w*).{0,20}\+ ?v",
        r"\+ ?v.{0,20}(missing|dropped|left out|forgotten)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s
    rec_low = v / (d - s) if v else 0.0
    gen_low = v / d
    return [prec, rec_low, gen_low]
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest] (the "
      "optimistic P@k first)",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"order of the (two )?(bounds|values)", r"(highest|optimistic) first",
        r"exchang\w*", r"the other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda p: (p[0], p[1]))
    opt = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(l for _, l in pess[:k]) / k
    hi = sum(l for _, l in opt[:k]) / k
    return [hi, lo]
''')

wrong("q14", "roc.eer", "shape", "returns FPR + FNR at the crossing (the total error) instead of the rate itself, "
      "twice the EER",
      [[r"twice", r"doubl\w*", r"2 ?\*", r"FPR ?\+ ?FNR", r"sum of (the )?(two )?(rates|errors|FPR)",
        r"not halved", r"without (dividing|halving)", r"total error"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels, int)
    P, N = y.sum(), len(y) - y.sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s), reverse=True):
        pred = s >= t
        fpr.append(((y == 0) & pred).sum() / N)
        fnr.append(1 - ((y == 1) & pred).sum() / P)
    for j in range(1, len(fpr)):
        d0, d1 = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
        if d1 >= 0:
            t = 0.0 if d1 == d0 else -d0 / (d1 - d0)
            f = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
            n = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
            return float(f + n)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.at_k", "flow", "AP@k adapted from the AP loop still sums P@i over every relevant rank of the "
      "list, not only those i <= k (only the denominator was changed)",
      [[r"beyond (rank )?k", r"past (rank )?k", r"after (rank )?k", r"whole list", r"all (the )?relevant ranks",
        r"not (cut|truncat\w*|stopp\w*)", r"never (cut|truncat\w*|stop\w*)",
        r"cut.?off", r"ranks? (greater|larger|higher) than k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q16", "ap.value", "flow", "P@i taken before the current hit is counted (hits incremented after the "
      "precision), so each relevant rank's precision misses itself",
      [[r"before.{0,40}(count|increment|add)\w*", r"after.{0,30}(precision|P@)", r"off.by.one",
        r"(misses|excludes|without) (the )?(current|itself|its own)", r"one hit (too )?(few|short|less)",
        r"hits? (counted|updated|incremented) (too )?late"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
hits = 0
total = 0.0
for i, lab in enumerate(labels, start=1):
    if lab:
        total += hits / i
        hits += 1
my_ap_value = total / n_rel
''')

wrong("q17", "map.mean", "flow", "the hit counter is set to 0 once outside the query loop, so each query's P@i "
      "keeps counting the previous queries' hits",
      [[r"reset", r"re-?initiali[sz]\w*", r"outside (the )?(query )?loop", r"carr(y|ies|ied) over",
        r"previous quer\w*", r"accumulat\w* across"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "the running maximum of the interpolation is not reset between queries: a "
      "later query inherits the previous query's precisions",
      [[r"reset", r"re-?initiali[sz]\w*", r"carr(y|ies|ied) over", r"previous quer\w*", r"outside (the )?(query )?loop",
        r"shared (between|across)", r"inherit\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    best = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / n
        for j in range(11):
            ok = rec >= j / 10 - 1e-12
            if ok.any():
                best[j] = max(best[j], prec[ok].max())
        curves.append(best.copy())
    return list(np.mean(curves, axis=0))
''')

wrong("q19", "dcg.classic", "flow", "the discount loop runs range(2, len(grades)): the last grade is never added",
      [[r"last (grade|item|rank|element)", r"off.by.one", r"one (item|rank) short", r"range\(2, ?len",
        r"stops? (one )?(too )?early"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / log2(i)
    return float(total)
''')

wrong("q20", "roc.eer", "flow", "the ROC points are walked in the input order of the items (kept from the AUC "
      "pair loop), never sorted by score",
      [[r"never sorted", r"not sorted", r"unsorted", r"without sorting", r"input order", r"given order",
        r"sort\w* by (the )?score"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    prev = (0.0, 1.0)
    for s, y in zip(scores, labels):
        if y:
            tp += 1
        else:
            fp += 1
        cur = (fp / N, 1 - tp / P)
        d0, d1 = prev[0] - prev[1], cur[0] - cur[1]
        if d1 >= 0:
            if d1 == d0:
                return cur[0]
            t = -d0 / (d1 - d0)
            return prev[0] + t * (cur[0] - prev[0])
        prev = cur
    return 0.0
''')

wrong("q21", "pr.points", "flow", "appends the precision at every rank (the P@k loop) instead of only at the "
      "ranks where a relevant item raises recall",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks?", r"not only (at )?(the )?relevant",
        r"also (at|for) (the )?(non|ir)relevant", r"recall (does not|doesn't) (change|rise)"]], '''
def my_pr_points(labels, n_relevant):
    if not any(labels):
        return []
    out = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        out.append(hits / k)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22d", "interp.step", "hidden", "uses R_i > level (strict) to find the step, so a level exactly equal to a "
      "reached recall R_i takes the next point's precision",
      [[r"strict", r"> ?instead of >=", r"not >=", r">= ", r"equal to (a|the) (reached )?recall",
        r"boundary", r"R_\(?i-1\)? ?<= ?r", r"next point"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lvl = Fraction(level).limit_denominator(1000)
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) > lvl:
                return hits / i
    return 0.0
''')

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query without relevant items",
      [ZERODIV, [r"n_relevant\s?(=|==|is)\s?0", r"no relevant items?", r"without relevant", r"zero relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for i, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?(=|==|is) ?0", r"empty (result|retrieved)", r"no (items? )?retrieved"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "the per-query recall Fraction(hits, n) has no guard for a query with no "
      "relevant items: it divides by zero",
      [ZERODIV, [r"n_relevant\s?(=|==|is)\s?0", r"no relevant items", r"without relevant items", r"zero relevant",
                 r"empty query"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, n), hits / i))
        for j in range(11):
            c = [p for r, p in pts if r >= Fraction(j, 10) and hits]
            sums[j] += max(c) if c else 0.0
    return [x / len(runs) for x in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "the P@k code divides by the number of items actually in the top c "
      "(len(labels[:c])), not c, when the list is shorter than the class",
      [[r"shorter", r"missing ranks", r"len\(labels", r"beyond the end", r"padd\w*", r"list length"],
       [r"divid\w*", r"denominator", r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the F formula divides by zero",
      [ZERODIV, [r"P ?= ?R ?= ?0", r"both (are )?(0|zero)", r"precision and recall (both )?(are )?(0|zero)",
                 r"zero precision and (zero )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when no item is "
      "relevant",
      [ZERODIV, [r"ideal DCG (is )?(0|zero)", r"IDCG ?(=|==|is) ?0", r"no relevant", r"all grades? (are )?0",
                 r"nothing relevant"]], '''
import numpy as np

def _dcg(g):
    g = np.asarray(g, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return _dcg(grades) / _dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum of the labels, kept from "
      "the MRR/P@k helper) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"number of (hits|ones|1s)",
        r"hits (found|in the list)", r"relevant items? (found|in the list)"],
       [r"denominator", r"divid\w*", r"instead of n_relevant", r"not n_relevant"]], '''
def my_ap(labels, n_relevant):
    found = sum(labels)
    if n_relevant == 0 or found == 0:
        return 0.0
    precs = [sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]]
    return sum(precs) / found
''')

wrong("q30", "rank.distances", "twin", "sorts with reverse=True, kept from the score-ranking code, so the farthest "
      "items come first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"highest (distance )?first",
        r"wrong (sort )?(order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q31", "roc.auc", "twin", "tied (positive, negative) pairs are not counted at all (only strict wins, no 1/2)",
      [[r"ties?\b.{0,40}(0|zero|ignored|not counted|dropped|nothing)", r"tied pairs?.{0,40}(0|zero|ignored|not counted|dropped)",
        r"(ignor\w*|drop\w*|forg\w*).{0,20}ties", r"no (1/2|half)", r"without (the )?(1/2|half)", r"strict"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a, b in product(pos, neg) if a > b)
    return wins / (len(pos) * len(neg))
''')

wrong("q32", "ndcg.value", "twin", "IDCG computed from the student's own retrieved grades re-sorted, leaving the "
      "unretrieved grades out of the ideal",
      [[r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"ignor\w*.{0,30}unretrieved",
        r"retrieved (grades|items) only", r"only (the )?retrieved", r"without (the )?unretrieved",
        r"own grades", r"judged.?list"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

g = v["grades"]
idcg = dcg(sorted(g, reverse=True))
my_ndcg_value = dcg(g) / idcg if idcg else 0.0
''')

wrong("q33", "map.mrr", "twin", "the mean is taken over the queries that have a relevant item only (queries with RR "
      "0 dropped from the denominator)",
      [[r"(drop\w*|skip\w*|exclud\w*|left out|ignor\w*).{0,40}(quer\w*|RR)", r"quer\w*.{0,40}(drop\w*|skip\w*|exclud\w*|left out|ignor\w*)",
        r"only (the )?quer\w* (with|that)", r"number of (non.?zero|answered)"],
       [r"denominator", r"divid\w*", r"mean", r"count\w*", r"all (the )?queries", r"len\(runs\)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rrs.append(1 / i)
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q34", "gen.practical", "twin", "the generality lower bound divides v by the scope s instead of the database "
      "size d",
      [[r"v ?/ ?s", r"scope (s )?instead of (the )?(database|d)", r"by s\b", r"instead of d\b", r"not (by )?d\b",
        r"database size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, (v / (d - s + v)) if v else 0.0, v / s]
''')

wrong("q35", "set.pr", "twin", "precision divides by len(retrieved) as a list, so an id retrieved twice counts "
      "twice in the denominator",
      [[r"duplicat\w*", r"count\w* twice", r"list (not|instead of) (a )?set", r"len\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "reads `unretrieved` as a count of missing relevant items and adds that "
      "many grade-1 items to the ideal instead of their grades",
      [[r"grade.?1", r"grade of 1", r"as (a )?(count|number)", r"len\(unretrieved\)", r"instead of their grades",
        r"ignor\w* (the|their) grades", r"binary"]], '''
from math import log2

def dcg(gs):
    return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp]: takes the third entry (fn) as fp and "
      "divides tp by tp + fn",
      [[r"\[tp, ?fn, ?fp\]", r"order", r"fn instead of fp", r"tp ?\+ ?fn", r"recall"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 2]
    den = tp + fp
    prec = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(prec.mean())
''')

wrong("q38", "scope.eps_precision", "data", "counts how many distances are below epsilon but then takes that many "
      "labels from the front of the unsorted label list",
      [[r"first (n|count|\w+) labels", r"front of", r"labels? (are|is) not (sorted|reordered|permuted)",
        r"unsorted labels", r"wrong labels", r"labels? (do not|don't) (match|follow)", r"mismatch\w*",
        r"position", r"order of the labels"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = sum(1 for d in distances if d < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("q39", "roc.auc", "data", "takes label 0 as the positive class (swapped classes), giving 1 - AUC",
      [[r"1 ?- ?AUC", r"swap\w*", r"invert\w*", r"label 0", r"positive class", r"classes? (are )?(swapped|reversed)",
        r"complement"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q40", "map.mean", "data", "ignores the given n_relevant and divides each AP by the number of 1s in the run",
      [[r"n_relevant.{0,30}(ignored|not used|unused)", r"ignor\w* (the )?n_relevant", r"sum\(run\)", r"number of (1s|ones|hits)",
        r"retrieved relevant", r"relevant (items )?retrieved", r"relevant items? (found|in the (list|run))"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q41", "dcg.classic", "data", "the AP helper's binary gain is kept: a grade above 0 counts as 1",
      [[r"binary", r"grades? (as|treated as|reduced to|turned into) (0/1|1|relevant)", r"counts? as 1",
        r"g ?> ?0", r"ignor\w* the grades?", r"grade level"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(rel, 1))
''')

wrong("q42", "rank.r_precision", "data", "takes R as the number of 1s in the list instead of the given n_relevant",
      [[r"n_relevant.{0,30}(ignored|not used|unused)", r"ignor\w* (the )?n_relevant", r"sum\(labels\)",
        r"number of (1s|ones|hits)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"R (is|as) the (count|number)"]], '''
labels = v["labels"]
R = sum(labels)
top = labels[:R] + [0] * max(0, R - len(labels))
my_r_precision = sum(top) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.curve", "NumPy cumulative sums, exact Fraction recall", '''
from fractions import Fraction
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=int)
    if n_relevant == 0 or lab.sum() == 0:
        return [0.0] * 11
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    out = []
    for j in range(11):
        ok = [Fraction(int(h), n_relevant) >= Fraction(j, 10) for h in hits]
        vals = prec[np.array(ok)]
        out.append(float(vals.max()) if vals.size else 0.0)
    return out
''')

right("q44", "rank.p_at_k", "slice and divide by k (missing ranks not relevant)", '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / k
''')

right("q45", "scope.knn_ties", "two stable sorts with label keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))[:k]
    high = sorted(pairs, key=lambda p: (p[0], -p[1]))[:k]
    return [sum(l for _, l in low) / k, sum(l for _, l in high) / k]
''')

right("q46", "ap.eleven_point", "loops with exact Fractions", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = Fraction(0)
    for j in range(11):
        cand = [p for r, p in pts if r >= Fraction(j, 10)]
        total += max(cand) if cand else 0
    return float(total / 11)
''')

right("q47", "pr.points", "comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "rank.distances", "NumPy stable argsort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

SUBMISSIONS = tuple(S)
