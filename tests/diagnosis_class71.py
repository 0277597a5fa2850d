"""Diagnosis class 71, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
work in pairs and merge two halves -- one partner's helper returns one convention (1-based ranks, a tuple in one
order, a fraction) while the other's caller expects another; renamed variables and counters that now live in the
wrong loop; half-finished refactors; plus the usual misremembered formulas, edge cases left unguarded and misread
input data. Styles vary: NumPy, explicit loops, comprehensions, ``itertools``, ``fractions``.

What was read: the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
generators, hidden-check hints, references; ``ireval_teach/exercises/variants.py``), the measure library
(``ireval_teach/generality.py`` for the practical bounds' formulas), tests/heldout_submissions.py lines 1-80
(``class_writer`` and the shared key lists), the first 60 and last 30 lines of tests/diagnosis_class19.py (the
format only) and the docstring of tests/validate_class.py. Same format as tests/diagnosis_class19.py (the category
is kept in ``style``). Student ids are ``"c71-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class71): every right
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

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 71 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c71-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items found in the "
      "list instead of n_relevant",
      [[r"(number|count) of relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"relevant (items )?(retrieved|found)", r"sum\(labels\)", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"hits (found|retrieved)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the top k (hits over all relevant items) "
      "instead of the precision",
      [[r"recall", r"R@k", r"all (the )?relevant", r"total (number of )?relevant",
        r"divid\w* by (the )?(number|count) of relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (first grade undiscounted, log2(i) after) instead "
      "of the log2(i + 1) one", [[r"classic", r"log2\(i\)", r"first (rank|item|grade) (is )?(not |un)discounted",
                                  r"rel_1 \+", r"undiscounted", r"log ?2 ?of (the )?rank itself"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / math.log2(i) for i in range(2, len(g) + 1))
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of "
      "the macro average", [[r"micro", r"pool\w*", r"sum\w* (up )?(the )?(tp|counts|tables)", r"total tp",
                             r"add\w* up (the )?(counts|tables)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "gen.grip_point", "sibling", "returns the generality of the query (class size over list length) "
      "instead of the precision at rank n_relevant",
      [[r"generality", r"n_relevant ?/ ?len", r"class size (over|divided by) (the )?(list|database)",
        r"fraction of (the )?(list|database) (that is )?relevant"]], '''
def my_grip_point(labels, n_relevant):
    return n_relevant / len(labels)
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recall"], [r"instead of (the )?precision", r"rather than (the )?precision", r"not (the )?precision",
                     r"recall (values|levels)? ?(instead|in place)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for x in labels:
        if x == 1:
            found += 1
            points.append(found / n_relevant)
    return points
''')

wrong("q07", "interp.step", "sibling", "returns the interpolated precision (the maximum of the precisions at "
      "this and all later relevant items) instead of the step rule's P_i",
      [[r"interpolat\w*", r"\bmax\w*"], [r"instead of (P_i|the step|the precision at)", r"11.?point", r"eleven",
                                          r"later (ranks|items|points)", r"ranks? (below|after)", r"rather than"]], '''
def my_step_interpolated(labels, n_relevant, level):
    precs, recs = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / k)
            recs.append(hits / n_relevant)
    cands = [p for p, r in zip(precs, recs) if r >= level - 1e-12]
    return max(cands) if cands else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (in both places)",
      [[r"beta\^?2", r"beta squared", r"squar\w*", r"beta \*\* ?2", r"b\^2"],
       [r"not squared", r"instead of", r"forg[eo]t", r"missing", r"plain beta", r"unsquared", r"without squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log base e", r"math\.log\b", r"wrong (log )?base",
        r"base of the log"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win instead of a half",
      [[r"ti\w*.{0,40}(as (a )?(full|whole) (win|point)|as (one|1) (win|point)|as (a )?win)", r">=", r"counted as 1\b(?!/)", r"(full|whole) (point|win|pair)",
        r"instead of (a )?half", r"not (1/2|half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    s, hits = 0.0, 0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    d = max(k, n_relevant)
    return s / d if d else 0.0
''')

wrong("q12", "dcg.exponential", "shape", "uses 2^rel as the gain, without subtracting 1",
      [[r"- ?1\b", r"minus (one|1)", r"subtract", r"2\^rel", r"gain"],
       [r"forg[eo]t", r"missing", r"without", r"dropp\w*", r"left out", r"omit\w*", r"instead of"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(1, len(g) + 1) + 1)))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"\b10\b", r"\bten\b"], [r"divid\w*", r"instead of 11", r"eleven", r"\b11\b", r"mean", r"count"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    total = 0.0
    for r in np.linspace(0, 1, 11):
        mask = rec >= r - 1e-12
        total += prec[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')

wrong("q14", "map.mean", "shape", "each query's AP divides by the length of its list instead of n_relevant",
      [[r"len\(", r"length of the (list|ranking|run)", r"number of (ranks|items retrieved|retrieved items|items in the (list|run))",
        r"list length", r"ranking'?s length"],
       [r"instead of n_relevant", r"not n_relevant", r"rather than n_relevant", r"divid\w*", r"denominator"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / len(labels))
    return sum(aps) / len(aps)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "sums labels[:k - 1] (one rank short) and divides by k",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item) (short|too few|less)", r"miss\w* the k.?th",
        r"stops? (one )?(rank )?(too )?early", r"range\(1, ?k\)", r"exclud\w* (rank )?k"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.averaged", "flow", "the per-level best precision list is created once, outside the query loop, "
      "so each query's interpolated values carry over the previous queries' maxima",
      [[r"reset", r"re-?initiali[sz]", r"outside the (query )?loop", r"carr(y|ies|ied) over", r"previous quer(y|ies)",
        r"shared across quer", r"never cleared", r"across quer(y|ies)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    best = [0.0] * 11
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        pts = []
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / k, hits / n if n else 0.0))
        for j, r in enumerate(levels):
            for p, rec in pts:
                if rec >= r and p > best[j]:
                    best[j] = p
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("q17", "map.mrr", "flow", "no break: the reciprocal rank is overwritten by every relevant item, so the "
      "last relevant one counts", [[r"last relevant", r"no break", r"\bbreak\b", r"overwrit\w*",
                                    r"keeps? (going|looping|updating)", r"every relevant (item|rank)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q18", "interp.curve", "flow", "running maximum taken from the top of the ranking (ranks up to the first "
      "one reaching r) instead of over the ranks below",
      [[r"(ranks?|items?|points?) (above|before|up to)", r"prefix", r"running max\w* from the top",
        r"wrong direction", r"(left|top).{0,20}instead of.{0,20}(right|below|after)", r"lower recall",
        r"recall (below|under|smaller)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(y)
    run_max = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        reach = np.flatnonzero(rec >= j / 10 - 1e-12)
        out.append(float(run_max[reach[0]]) if reach.size else 0.0)
    return out
''')

wrong("q19", "roc.auc", "flow", "the win counter is reset inside the loop over positives, so only the last "
      "positive's wins are divided by all pairs",
      [[r"reset", r"inside the (outer )?loop", r"only the last positive", r"re-?initiali[sz]", r"overwrit\w*",
        r"last positive"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    for p in pos:
        wins = 0.0
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q20", "ap.value", "flow", "takes the precision at a relevant rank before counting that relevant item "
      "(the hit counter is incremented after the division)",
      [[r"before (it is |being )?(count|increment|add)\w*", r"off.by.one", r"(current|own|this) (relevant )?(item|hit) (is )?not counted",
        r"count\w* (the hit|it) after", r"one hit (short|too few|less)", r"\(hits ?- ?1\)", r"order of (the )?(update|increment)",
        r"increment\w* (too )?late", r"after the division"]], '''
hits = 0
total = 0.0
for rank, rel in enumerate(v["labels"], start=1):
    if rel:
        total += hits / rank
        hits += 1
my_ap_value = total / v["n_relevant"]
''')

wrong("q21", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted: the judged grades are used in "
      "the given order (retrieved then unretrieved)",
      [[r"not sorted", r"unsorted", r"never sort", r"forg[eo]t.{0,20}sort", r"without sorting", r"in (the )?given order",
        r"as (given|listed|retrieved)", r"(no|missing) sort"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = list(grades) + list(unretrieved)
    ideal_dcg = dcg(ideal)
    return dcg(grades) / ideal_dcg if ideal_dcg else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "map.mean", "hidden", "NumPy mean of an empty array for a query with no relevant item retrieved "
      "gives nan", [NAN], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.array(labels)
        prec = np.cumsum(y)[y == 1] / (np.flatnonzero(y) + 1)
        aps.append(prec.mean() * len(prec) / n)
    return float(np.mean(aps))
''', scope="all")

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without guarding 0: crashes when n_relevant is 0",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x]
    return sum(precs) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0: crashes when "
      "nothing is relevant", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes "
      "when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(hits) / len(hits)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.knn_ties", "hidden", "looks at the (k+1)-th distance to test for a tie at the cut: "
      "crashes when k is the whole list", [INDEX], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(d, kind="stable")
    ds = d[order]
    cut = ds[k - 1]
    if ds[k] != cut:
        p = float(y[order[:k]].mean())
        return [p, p]
    before = y[d < cut]
    tied = y[d == cut]
    room = k - before.size
    lo = before.sum() + max(0, room - int((tied == 0).sum()))
    hi = before.sum() + min(room, int(tied.sum()))
    return [float(lo / k), float(hi / k)]
''', crash="IndexError", scope="all")

wrong("q27", "avg.macro", "hidden", "tp / (tp + fp) without a guard: crashes on a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides the hits of labels[:R] by the length of that slice, which is "
      "less than R when the list is too short",
      [[r"divid\w* by (the )?(length|len|number of (items|ranks) (in|of) the (list|slice))", r"len\(",
        r"instead of (dividing by )?(n_relevant|R\b|c\b|the class size)", r"(slice|list)'?s? length",
        r"fewer than n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (P and R "
      "swapped there)",
      [[r"swap\w*", r"confus\w*", r"mix\w* up", r"(P|precision) and (R|recall).{0,30}(swapped|exchanged|reversed|the wrong way)",
        r"wrong (places?|way round)", r"beta\^?2 ?\*? ?(R|recall)\b", r"weights? (the )?(wrong|other) one"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "scope.knn_ties", "twin", "the pessimistic and optimistic tie rules are mixed up: the 'lowest' "
      "puts the tied relevant targets first",
      [[r"(relevant|tied) (targets? )?(ranked|placed|put) first.{0,60}(low|pessimis)",
        r"pessimistic.{0,40}(relevant|tied).{0,20}first", r"tie.?break\w*.{0,40}(wrong|backward|revers|invert)",
        r"which tie rule", r"(definitions?|rules?).{0,30}(mixed|confused|swapped)", r"mixed up"]], '''
def my_knn_tie_bounds(distances, labels, k):
    # lowest: break ties by putting the relevant targets first
    low_order = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    high_order = sorted(range(len(distances)), key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in low_order[:k]) / k
    high = sum(labels[i] for i in high_order[:k]) / k
    return [low, high]
''')

wrong("q31", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"k alone", r"always k", r"without (the )?min", r"ignor\w* n_relevant",
        r"instead of min"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / k)
''')

wrong("q32", "interp.curve", "twin", "keeps the ranks whose recall is strictly greater than r (> instead of >=)",
      [[r"strict\w*", r"> ?r\b", r"(>|greater) instead of (>=|greater or equal)", r"excludes? (the )?(level|rank) (itself|exactly)",
        r"reach\w* r exactly", r"not >="]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / k, hits / n_relevant if n_relevant else 0.0))
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for p, rec in pts if rec > r] if r > 0 else [p for p, rec in pts]
        out.append(max(cands, default=0.0))
    return out
''')

wrong("q33", "dcg.exponential", "twin", "the rank helper already returns 1-based ranks and the caller adds 1 "
      "again: log2(i + 2)",
      [[r"1-based.{0,40}(again|twice|\+ ?1)", r"(added|adds|shift\w*) (one|1|\+ ?1) twice", r"double (shift|offset|\+ ?1)",
        r"off.by.one", r"log2\(i ?\+ ?2\)", r"rank.{0,20}(already|twice)"]], '''
import numpy as np

def ranks(n):
    return np.arange(1, n + 1)

g = np.array(v["grades"])
i = ranks(len(g)) + 1
my_dcg_exp = float(((2.0 ** g - 1) / np.log2(i + 1)).sum())
''')

wrong("q34", "roc.eer", "twin", "takes the ROC point where FPR and FNR are closest and averages them, with no "
      "interpolation along the straight piece",
      [[r"interpolat\w*", r"nearest (ROC )?point", r"closest (ROC )?point", r"straight (piece|line|segment)"],
       [r"\bno\b", r"\bnot\b", r"without", r"instead of", r"never", r"skip\w*"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best = (np.inf, 0.0)
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q35", "set.pr", "twin", "the partner's helper returns (recall, precision) and the caller unpacks it as "
      "(precision, recall): the two values come back in the wrong order",
      [[r"\border\b", r"swap\w*", r"reversed", r"(wrong|other) way round", r"\[recall, ?precision\]",
        r"recall first", r"tuple", r"unpack\w*"]], '''
def _counts(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    r = hit / len(rel) if rel else 0.0
    p = hit / len(ret) if ret else 0.0
    return r, p

def my_set_pr(retrieved, relevant):
    precision, recall = _counts(retrieved, relevant)
    return [precision, recall]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest, as if they were scores",
      [[r"descend\w*", r"farthest", r"largest (distance )?first", r"revers\w*", r"(as|like) (a )?(score|similarit)",
        r"high\w* (distance )?first", r"-distance", r"biggest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    top = np.asarray(labels)[order][:k]
    return float(top.sum() / k)
''')

wrong("q37", "set.pr", "data", "the precision divides by the length of the retrieved list, so an id retrieved "
      "twice is counted twice",
      [[r"duplicat\w*", r"twice", r"repeated", r"more than once"],
       [r"not (de-?dup\w*|a set|unique)", r"without (de-?dup\w*|set\(|removing)", r"len\(retrieved\)", r"list length",
        r"length of the (retrieved )?list", r"counted (twice|again|more than once)", r"never (de-?dup\w*|made a set)"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: the precision uses the fn column",
      [[r"column", r"\border\b", r"fn (as|for|instead of) fp", r"fp and fn", r"swap\w*", r"\[tp, ?fn, ?fp\]",
        r"misread\w*"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q39", "map.mean", "data", "ignores the n_relevant list and divides each AP by the relevant items found "
      "in the run", [[r"ignor\w* (the )?n_relevant", r"sum\(labels\)", r"retrieved relevant",
                      r"relevant (items )?(retrieved|found|in the (list|run))", r"(not|never) (use|read)\w* n_relevant",
                      r"instead of n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        aps.append(float((prec * y).sum() / y.sum()))
    return float(np.mean(aps))
''')

wrong("q40", "gen.practical", "data", "reads d as the number of items beyond the judged top (adds s to it)",
      [[r"unjudged", r"beyond the (top|scope|judged)", r"(rest|remainder) of the database", r"d ?\+ ?s\b",
        r"add\w* s to d", r"excluding the (top|scope|judged)", r"outside the (top|scope)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q41", "roc.auc", "data", "treats a lower score as more positive (as a distance), giving 1 - AUC",
      [[r"lower (score|value)s? (is|are|as|means|=) ?(more )?(positive|better|relevant)", r"distance",
        r"revers\w*", r"invert\w*", r"1 ?- ?(the )?AUC", r"wrong direction", r"smaller scores?"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q42", "ndcg.value", "data", "appends the unretrieved grades to the ranking, so they count in the "
      "system's DCG as if retrieved",
      [[r"append\w*", r"as if (they were )?retrieved", r"added to the (ranking|retrieved|list|DCG)",
        r"(in|into) the (system'?s )?(DCG|ranking)", r"concatenat\w*"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ranking = v["grades"] + v["unretrieved"]
ideal = sorted(ranking, reverse=True)
my_ndcg_value = dcg(ranking) / dcg(ideal)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "first relevant item whose recall reaches the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("q44", "scope.knn_ties", "counts below the cut and inside the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    below = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(below)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(below) + max(0, room - non_t)
    hi = sum(below) + min(room, rel_t)
    return [lo / k, hi / k]
''')

right("q45", "gen.practical", "fractions.Fraction", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

right("q46", "dcg.classic", "NumPy discount vector with the first rank set to 1", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(1, g.size + 1))
    if g.size:
        disc[0] = 1.0
    return float((g / disc).sum())
''')

right("q47", "pr.points", "comprehension over the cumulative hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "map.mrr", "next() with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x == 1), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

SUBMISSIONS = tuple(S)
