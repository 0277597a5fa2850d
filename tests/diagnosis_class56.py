"""Diagnosis class 56, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course writing under
exam pressure with hand-made index arithmetic -- while-loops with manual counters, 1-based math notation
translated to 0-based code, ranges and slices computed by hand, flags and early returns, temporary variables
reused across queries, plus the usual misremembered formulas and misread inputs; a few vectorise with NumPy or
reach for scipy. Only these were read: the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references) and ``ireval_teach/exercises/variants.py``, the measure
library (``ireval_teach/generality.py``'s bound formulas, ``ireval_teach/roc.py``'s equal error rate), the first
80 lines of tests/heldout_submissions.py (``class_writer``, the Submission record, the shared key lists), the
first 60 and last 30 lines of tests/diagnosis_class19.py (the format only), and the first 40 lines of
tests/validate_class.py (its docstring, its imports and its ``run`` helper). Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c56-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class56): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 56 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c56-")

# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is: beta "
      "is never used",
      [[r"\bF_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used",
        r"(without|no) beta", r"balanced F", r"beta\s*=\s*1 (always|for every|whatever)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("s02", "rank.p_at_k", "sibling", "divides by the number of items actually in the top k (min(k, list "
      "length)) instead of k: precision of what was retrieved when the list is shorter than k",
      [[r"min\(k", r"(number|count) (of )?(items )?(actually )?retrieved", r"length of the (list|ranking|slice)",
        r"(list|slice)'?s? length", r"instead of k\b", r"not by k\b", r"rather than k\b",
        r"past the end.{0,40}(ignored|dropped|not counted)", r"missing ranks.{0,30}(ignored|dropped|not counted)",
        r"len\("]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("s03", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"\blogs?\b.{0,30}(mean|average)", r"product of"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return float(np.exp(np.mean(np.log(np.maximum(aps, 1e-5)))))
''')

wrong("s04", "avg.macro", "sibling", "micro-averages: pools tp and fp of all queries into one table before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives)", r"total (tp|counts|true positives)",
        r"all (the )?queries together", r"one (big|single) (contingency )?table", r"before divid\w*"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("s05", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP: precision at each relevant rank, "
      "divided by n_relevant",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)",
        r"precision at (the|each|every) relevant (rank|item)s?", r"instead of (the )?(11|eleven)",
        r"no interpolation", r"not interpolated", r"without interpolat\w*", r"\bAP\b instead"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    found = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            found += 1
            total += found / rank
    return total / n_relevant
''')

wrong("s06", "roc.eer", "sibling", "takes the ROC point nearest to FPR = FNR and returns (FPR + FNR) / 2 there "
      "instead of interpolating the crossing",
      [[r"nearest", r"closest (ROC )?point", r"smallest (gap|difference)", r"no interpolation",
        r"not interpolat\w*", r"without interpolat\w*", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        r"(mean|average) of (the )?(FPR and FNR|two (error )?rates)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("s07", "dcg.exponential", "sibling", "uses the linear gain rel_i (the log2(i + 1) DCG of the other formula) "
      "instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"gain (is|=|was) (the )?(grade|rel)", r"(without|no|forgot|missing|dropp\w*) (the )?(exponential|2\^|power)",
        r"not exponential", r"instead of 2\^", r"grades? (itself|themselves|as (the )?gain)", r"raw grade"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("h01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"(forgot|forgets|forgetting|without|missing|never|no) .{0,25}squar", r"unsquared",
        r"beta (rather than|instead of) beta ?(\^ ?2|\*\* ?2|squared)", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    denom = b * P + R
    return (1 + b) * P * R / denom if denom else 0.0
''')

wrong("h02", "dcg.classic", "shape", "natural logarithm (math.log) for the discount instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"wrong (log(arithm)? )?base",
        r"(another|different|other) base", r"not (in )?base 2", r"instead of log ?2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    i = 2
    while i <= len(grades):
        total += grades[i - 1] / math.log(i)
        i += 1
    return float(total)
''')

wrong("h03", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"\bten\b", r"\b10 (levels|points|values)", r"instead of 11",
        r"not (by )?11", r"rather than 11"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for j in range(11):
        ok = rec >= j / 10
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(sum(vals) / 10)
''')

wrong("h04", "roc.auc", "shape", "a tied (positive, negative) pair counts as a whole win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}\b(full|whole)\b", r"tie\w*.{0,40}\bwins?\b", r">=", r"greater than or equal",
        r"instead of (1/2|a half|half)", r"not (as )?(1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, lab in zip(scores, labels) if lab == 1]
    neg = [s for s, lab in zip(scores, labels) if lab != 1]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("h05", "gen.practical", "shape", "recall's lower bound v / (d - (s + v)): v subtracted instead of added "
      "(parenthesis slip)",
      [[r"d ?- ?s ?- ?v", r"d ?- ?\(s ?\+ ?v\)", r"subtract\w*.{0,30}\bv\b", r"minus v\b", r"sign of v",
        r"parenthes\w*", r"bracket"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - (s + v)), v / d]
''')

wrong("h06", "dcg.trec", "shape", "discount log2(i) + 1 instead of log2(i + 1): the 1 outside the log",
      [[r"log2?\(i\) ?\+ ?1", r"\+ ?1 outside", r"outside (the )?(log|parenthes)", r"added (the )?1 (after|outside)",
        r"1 ?\+ ?log"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("h07", "ndcg.all_judgments", "shape", "computes the ideal DCG but returns the DCG itself (never divides by it)",
      [[r"(not|never|forgot\w*|without) (to )?(normali[sz]\w*|divid\w*)", r"un.?normali[sz]ed",
        r"DCG (itself|alone|only)", r"(the )?DCG instead of (the )?NDCG", r"raw DCG"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)

    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))

    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(grades)
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "the manual rank counter is incremented before it is read and starts at 1: "
      "every precision divides by rank + 1",
      [[r"off.?by.?one", r"rank ?\+ ?1", r"one rank too (far|late|many|high)", r"counter.{0,40}(early|twice|before)",
        r"increment\w* (too early|before)", r"(starts|started|begins) at 2", r"divid\w* by (the )?next rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    rank = 1
    i = 0
    while i < len(labels):
        rank += 1
        if labels[i] == 1:
            hits += 1
            points.append(hits / rank)
        i += 1
    return points
''')

wrong("f02", "map.mean", "flow", "the hit counter is set once before the query loop and never reset: later "
      "queries' precisions count the earlier queries' hits",
      [[r"not reset", r"never reset", r"(reset|re-?initiali[sz]e)\w* .{0,40}(each|every|per|new|next) query",
        r"carr(y|ies|ied) over", r"previous quer(y|ies)", r"(accumulat|kept|keep)\w* across quer",
        r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for q in range(len(runs)):
        ap = 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits += 1
                ap += hits / (i + 1)
        if n_relevant[q] > 0:
            total += ap / n_relevant[q]
    return total / len(runs)
''')

wrong("f03", "interp.curve", "flow", "range(1, n) stops one rank short: the last rank's precision and recall are "
      "never computed",
      [[r"last rank", r"final rank", r"off.?by.?one", r"range\(1, ?n\)", r"stops? (one )?(rank )?(too )?(early|short)",
        r"(skip|drop|miss|ignor|omit)\w* the last", r"one (rank )?short"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec = [], []
    hits = 0
    for k in range(1, n):
        hits += labels[k - 1]
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, q in zip(prec, rec) if q >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("f04", "ap.at_k", "flow", "1-based k translated to the slice labels[:k - 1]: rank k is left out",
      [[r"off.?by.?one", r"k ?- ?1", r"one rank (too )?(short|few|early)", r"first k ?- ?1",
        r"rank k (itself )?(is )?(left out|dropped|missed|excluded|not counted|ignored)",
        r"(miss|drop|leav|exclud|ignor)\w* (the )?(rank k|k-th rank|kth rank|last rank)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = labels[:k - 1]
    s = 0.0
    hits = 0
    for i, x in enumerate(top):
        if x:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("f05", "rank.distances", "flow", "computes the nearest-first order with argsort but never applies it: P@k of "
      "the labels in their input order",
      [[r"never (sorted|ranked|reordered|applied|used)", r"not (sorted|ranked|reordered)",
        r"(input|given|original|unsorted) order", r"unsorted", r"ignor\w* (the )?distances",
        r"without (sorting|ranking|reordering)", r"order (is )?(never|not) (used|applied)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances)
    order = np.argsort(d)
    y = np.array(labels)
    top = y[:k]
    return float(top.sum() / k)
''')

wrong("f06", "pr.averaged", "flow", "the per-query curve list is made once before the query loop and never "
      "reset: each query's maxima carry over to the next queries",
      [[r"not reset", r"never reset", r"(reset|re-?initiali[sz]e)\w* .{0,40}(each|every|per|new|next) query",
        r"carr(y|ies|ied) over", r"previous quer(y|ies)", r"(leak|spill)\w*", r"outside the (query )?loop",
        r"shared (between|across) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        pts = []
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / R if R else 0.0, hits / k))
        for j, r in enumerate(levels):
            for rec, p in pts:
                if R and rec >= r and p > curve[j]:
                    curve[j] = p
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

wrong("f07", "gen.grip_point", "flow", "1-based ranks 1..c translated to labels[1:c + 1]: rank 1 skipped, rank c + 1 "
      "counted",
      [[r"off.?by.?one", r"skip\w* (the )?first (rank|item)", r"rank 1 (is )?(skipped|missed|left out|dropped)",
        r"1-based", r"labels\[1:", r"shifted (by )?one", r"(starts?|started) at (rank 2|index 1)"]], '''
def my_grip_point(labels, n_relevant):
    R = n_relevant
    if R == 0:
        return 0.0
    found = sum(labels[1:R + 1])
    return found / R
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "precision divides by the size of the retrieved set with no guard: crashes when "
      "nothing is retrieved",
      [ZERODIV, [r"nothing (is |was )?retrieved", r"empty (retrieved|result|set)", r"no (item|document|id)s? (is |are |was )?retrieved",
                 r"retrieved (set|list) (is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "dcg.classic", "hidden", "a discount table precomputed for the slides' 10 ranks: a longer list cannot be "
      "divided by it",
      [[r"ValueError", r"broadcast"], [r"long(er)? (list|ranking)", r"more than (10|ten)", r"(fixed|hard.?coded) (length|size|10|table)",
                                      r"\b10 ranks", r"(only|just) (10|ten)"]], '''
import numpy as np

DISC = np.array([1.0] + [np.log2(i) for i in range(2, 11)])

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float((g / DISC[:len(g)]).sum())
''', crash="ValueError", scope="all")

wrong("d03", "interp.step", "hidden", "returns from inside the loop only: falls off the end (None) when the level is "
      "never reached",
      [NONE, [r"never reach\w*", r"not reached", r"level (is )?(too high|unreached)", r"end of the (loop|list|ranking)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
''', scope="all")

wrong("d04", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard: crashes on a query with no relevant "
      "items",
      [ZERODIV, [r"no relevant items?", r"n_relevant (is |= ?)0", r"zero relevant", r"min\(k, ?(n_relevant|R)\) (is |= ?)0",
                 r"empty (class|query)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    score = 0.0
    num_hits = 0
    for i, rel in enumerate(labels[:k]):
        if rel:
            num_hits += 1
            score += num_hits / (i + 1)
    return score / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "scope.eps_precision", "hidden", "divides by the size of the epsilon result with no guard: crashes when "
      "nothing is within epsilon",
      [ZERODIV, [r"nothing (is )?(within|inside|returned)", r"empty (result|set|answer|list)", r"no targets?",
                 r"result (is )?empty"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when there is no relevant item at all: returns nan "
      "instead of 0",
      [NAN, [r"ideal DCG (is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)", r"no relevant item", r"0 ?/ ?0", r"zero by zero",
             r"divid\w* by (the )?(zero|0)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return (x / disc).sum()

    return float(dcg(g) / dcg(ideal))
''', scope="all")

wrong("d07", "avg.macro", "hidden", "a query's precision tp / (tp + fp) with no guard: crashes on a query with "
      "nothing retrieved",
      [ZERODIV, [r"nothing (is |was )?retrieved", r"tp ?\+ ?fp (is |= ?)?(0|zero)", r"no (item|document)s? (is |are |was )?retrieved",
                 r"empty (result|retrieved)"]], '''
def my_macro_precision(tables):
    precisions = []
    for tp, fp, fn in tables:
        precisions.append(tp / (tp + fp))
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")


# ------------------------------------------------------------------------------------------------- twin
wrong("t01", "set.pr", "twin", "returns [recall, precision]: both right, in the wrong order",
      [[r"\border\b", r"swap\w*", r"revers\w*", r"wrong way round", r"exchanged", r"\[recall, ?precision\]",
        r"the other way (round|around)"]], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    inter = len(A & B)
    precision = inter / len(A) if A else 0.0
    recall = inter / len(B) if B else 0.0
    return [recall, precision]
''')

wrong("t02", "roc.auc", "twin", "the pair comparison is reversed (<): counts the pairs where the positive scores "
      "lower",
      [[r"(comparison|inequality|sign|direction) (is |was )?(reversed|flipped|inverted|backwards|the wrong way)",
        r"revers\w* (the )?(comparison|inequality|sign|direction)", r"positive (item )?scor\w* lower",
        r"lower.{0,20}count\w* as (a )?win", r"<\s*instead of\s*>", r"ascending", r"smaller score"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("t03", "interp.step", "twin", "strict recall > level instead of >=: a level a ranking reaches exactly takes the "
      "next point",
      [[r"strict\w*", r"> instead of >=", r">=", r"greater than or equal", r"equal(ity)? .{0,30}(excluded|left out|missed|not counted)",
        r"boundary"]], '''
def my_step_interpolated(labels, n_relevant, level):
    found = 0
    for i in range(len(labels)):
        if labels[i]:
            found += 1
            if found / n_relevant > level:
                return found / (i + 1)
    return 0.0
''')

wrong("t04", "scope.knn_ties", "twin", "returns [highest, lowest]: both bounds right, in the wrong order",
      [[r"\border\b", r"swap\w*", r"revers\w*", r"wrong way round", r"exchanged", r"\[highest, ?lowest\]",
        r"(optimistic|highest) (one )?first", r"the other way (round|around)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    closer = [lab for d, lab in pairs if d < kth]
    tied = [lab for d, lab in pairs if d == kth]
    room = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    base = sum(closer)
    best = base + min(room, rel_tied)
    worst = base + max(0, room - nonrel_tied)
    return [best / k, worst / k]
''')

wrong("t05", "rank.distances", "twin", "sorts with reverse=True: descending distances, the farthest item first",
      [[r"descending", r"reverse(d)? (sort|order)", r"reverse ?= ?True", r"sorted .{0,20}(high|large)\w* to (low|small)",
        r"wrong (sort )?direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("t06", "gen.grip_point", "twin", "divides the hits in labels[:c] by the slice's length: when the list is "
      "shorter than the class the missing ranks are dropped",
      [[r"len\(", r"length of the (list|slice|ranking)", r"(list|slice)'?s? length",
        r"instead of (n_relevant|c|R|the class size)\b", r"not by (n_relevant|c|R|the class size)\b",
        r"missing ranks.{0,30}(ignored|dropped|not counted)", r"(number|count) (of )?(items )?(actually )?retrieved"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("t08", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of labels) instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"(retrieved|found) relevant", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"ones in the (list|ranking)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')


# ------------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "treats the retrieved list as a list: a duplicated id counts twice",
      [[r"duplicat\w*", r"counted (twice|two times|more than once)", r"repeated (id|item|document)s?",
        r"not (de-?duplicated|a set|turned into a set)", r"without (a )?set\b", r"multiset"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for doc in retrieved:
        if doc in relevant:
            hits += 1
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "ap.exact", "data", "ignores n_relevant and divides by the relevant items found in the list "
      "(sum of labels)",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"(retrieved|found) relevant", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"not n_relevant", r"ones in the (list|ranking)"]], '''
def my_ap(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    ap, seen = 0.0, 0
    for idx in range(len(labels)):
        if labels[idx] == 1:
            seen += 1
            ap += seen / (idx + 1)
    return ap / R
''')

wrong("a03", "pr.averaged", "data", "reads n_relevant as one number: uses the first query's n_relevant for every "
      "query",
      [[r"first quer(y|y's)", r"n_relevant\[0\]", r"same n_relevant",
        r"(one|the same|a single) (class size|number of relevant|n_relevant)",
        r"(every|each) query'?s? own (n_relevant|number of relevant|class size)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for run in runs:
        y = np.asarray(run)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R if R else np.zeros(len(y))
        for j, r in enumerate(levels):
            ok = rec >= r
            sums[j] += prec[ok].max() if R and ok.any() else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("a04", "gen.practical", "data", "reads d as the number of unjudged items: the database taken as d + s",
      [[r"d ?\+ ?s\b", r"(add|added|adds|adding) (s|the scope|the judged)", r"unjudged", r"outside the scope",
        r"d (as|is) (the )?(number of )?(unknown|remaining|other)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("a05", "sig.sign_test", "data", "keeps the tied queries: n is the number of all queries",
      [[r"ties? (were |are |is )?(not dropped|kept|included|counted)", r"(kept|keeps|keeping|includ\w*|count\w*) (the )?(ties|tied)",
        r"n ?= ?len", r"without dropping", r"(all|every) quer(y|ies) (as|in) (n|the trials)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("a06", "scope.knn_ties", "data", "reads the distances as similarities: the largest distance ranked first",
      [[r"similarit\w*", r"(larger|largest|higher|bigger) (distance|value)s? (is |are |as )?(better|closer|first|nearer)",
        r"(as|like) (a )?scores?", r"farthest", r"furthest"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    kth = distances[order[k - 1]]
    above = [labels[i] for i in order if distances[i] > kth]
    tied = [labels[i] for i in order if distances[i] == kth]
    room = k - len(above)
    lo = sum(above) + max(0, room - (len(tied) - sum(tied)))
    hi = sum(above) + min(room, sum(tied))
    return [lo / k, hi / k]
''')

wrong("a07", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking as if retrieved at the end: "
      "the DCG counts them",
      [[r"unretrieved.{0,60}(as if|appended|added|counted|ranked|placed).{0,40}(retrieved|ranking|list|end|DCG)",
        r"(appended|added|put) .{0,30}unretrieved.{0,40}(ranking|list|end)",
        r"unretrieved.{0,40}(in|into) the (DCG|ranking|run)", r"DCG .{0,30}(includes|counts) (the )?unretrieved",
        r"never retrieved.{0,40}(as if|counted|ranked)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    ideal = sorted(ranking, reverse=True)

    def dcg(g):
        return sum(x / log2(i) if i > 1 else x for i, x in enumerate(g, 1))

    best = dcg(ideal)
    return dcg(ranking) / best if best else 0.0
''')


# ------------------------------------------------------------------------------------------------ right
right("r01", "ap.exact", "1-based while loop with a manual counter", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    i, hits, total = 1, 0, 0.0
    while i <= len(labels):
        if labels[i - 1] == 1:
            hits += 1
            total += hits / i
        i += 1
    return total / n_relevant
''')

right("r02", "interp.curve", "NumPy cumsum and boolean masks", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for j in range(11):
        ok = rec >= j / 10
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("r03", "map.mrr", "while loop scanning for the first hit", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        k = 0
        while k < len(run) and run[k] != 1:
            k += 1
        if k < len(run):
            total += 1 / (k + 1)
    return total / len(runs)
''')

right("r04", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    lower = float(Fraction(v, d - s + v)) if v else 0.0
    return [float(Fraction(v, s)), lower, float(Fraction(v, d))]
''')

right("r05", "scope.knn_ties", "two sorts with tie-breaking keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(lab for _, lab in pess[:k]) / k, sum(lab for _, lab in opt[:k]) / k]
''')

right("r06", "dcg.trec", "NumPy discount vector log2(2..n+1)", '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

SUBMISSIONS = tuple(S)
