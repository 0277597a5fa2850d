"""Diagnosis class 194, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
handle edge cases defensively (an empty list, no relevant item, tied scores, k past the end of the list) but guess
the wrong convention for them, plus a few ordinary slips; styles vary (explicit loops, NumPy, comprehensions,
itertools, ``fractions.Fraction``). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c194-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class194): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 194 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c194-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were |actually )?retrieved", r"number of hits",
        r"\bhits\b", r"found in the (list|ranking)", r"sum\(labels\)", r"relevant items in the (list|ranking)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / i
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"as if beta (were|was|is) 1"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q03", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP, a zero AP floored "
      "at 1e-5) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product of", r"log.{0,20}mean", r"exp\(.{0,20}mean"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        labels = np.asarray(labels)
        if R == 0:
            aps.append(0.0)
            continue
        ranks = np.flatnonzero(labels) + 1
        prec = np.arange(1, len(ranks) + 1) / ranks
        aps.append(prec.sum() / R)
    aps = np.maximum(np.array(aps), 1e-5)   # avoid log(0)
    return float(np.exp(np.log(aps).mean()))
''')

wrong("q04", "interp.step", "sibling", "takes the maximum precision at or after the level (the usual "
      "interpolation) instead of the step rule's P_i at the first relevant rank reaching it",
      [[r"highest precision", r"best precision", r"max\w* precision", r"max\{", r"11.?point interpolation",
        r"usual interpolat", r"standard interpolat", r"max\w* (of |over )?(the )?(later|following|subsequent|remaining)",
        r"max\w* (at or )?after"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    best = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating between the two ROC points around the crossing",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolation",
        r"never interpolat", r"(FPR|fpr) \+ (FNR|fnr)", r"average of (the )?(FPR|fpr|two rates)",
        r"one ROC point", r"a single (ROC )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best_gap, best = np.inf, None
    for t in [np.inf] + sorted(set(s), reverse=True):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (sum of tp over sum of tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum of (the )?(tp|true positives).{0,40}(sum|total)", r"summ?\w* (the )?counts",
        r"total (tp|true positives)", r"adds up the (tables|counts)", r"before dividing"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    if retrieved == 0:
        return 0.0
    return tp / retrieved
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain DCG sum rel_i / log2(i + 1) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear", r"rel_i / log", r"grade itself", r"raw grade", r"not (the )?exponential",
        r"without (the )?exponential", r"instead of 2\^", r"2\^rel.{0,30}(missing|forgot|not used)",
        r"trec.{0,10}DCG", r"plain grade"]], '''
import math

my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\s*\^?\s*2", r"beta squared", r"squar", r"beta\*\*2", r"b\^2", r"b2"],
       [r"not squared", r"never squared", r"without squaring", r"forg[eo]t", r"instead of", r"missing",
        r"beta itself", r"plain beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\(", r"wrong base", r"another base",
        r"base of the log", r"log base", r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return float(total)
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of "
      "d - s + v", [[r"d - s \+ v", r"d-s\+v", r"\+ ?v\b", r"d - s\b", r"d-s\b", r"largest possible class",
                     r"unjudged.{0,30}plus", r"forg[eo]t.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?", r">="],
       [r"(count\w*|as) (a )?(full|whole|one)\b", r"(as|counts?|counted) 1(?!/)\b", r"instead of (1/2|half|0\.5)",
        r"not (1/2|half|0\.5)", r"full (win|point|credit)", r">=", r"counted as (a )?win", r"weight 1\b"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    if not pos or not neg:
        return 0.5
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax(imum)?\b", r"larger of", r"bigger of", r"greater of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0 or n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided binomial tail (never doubled) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"never doubled", r"without doubling",
        r"half (of )?the (two.?sided )?p", r"times 2", r"\* ?2", r"double"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n if n else 1.0
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"instead of", r"levels", r"off.by.one", r"count"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    labels = np.asarray(labels, dtype=float)
    if n_relevant == 0 or labels.sum() == 0:
        return 0.0
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-9
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"input order", r"given order",
        r"order (they|the items) (are|were) given", r"as listed", r"original order", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if k <= 0:
        return 0.0
    top = labels[:k]
    return sum(top) / k
''')

wrong("q16", "pr.points", "flow", "appends a precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"irrelevant (ranks|items)",
        r"not only (at )?(the )?relevant", r"one (point )?per rank", r"too many points",
        r"also at (the )?(non|ir)", r"every item"]], '''
def my_pr_points(labels, n_relevant):
    if n_relevant == 0:
        return []
    out, hits = [], 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        out.append(hits / i)
    return out if hits else []
''')

wrong("q17", "map.mrr", "flow", "skips queries with no relevant item retrieved, so the mean divides by the "
      "queries that have a hit instead of all queries",
      [[r"skip", r"left out", r"leaves? out", r"exclud", r"ignor", r"dropp", r"only (the )?queries (with|that)",
        r"not counted", r"divid\w* by (the number of )?(queries with|answered)", r"instead of (all|every) quer",
        r"fewer queries"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 not in run:
            continue            # nothing to rank
        rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q18", "interp.curve", "flow", "keeps a running maximum from the top of the ranking, so each level "
      "takes the best precision at or BEFORE the first rank reaching it instead of at or after it",
      [[r"running max", r"max\w* so far", r"(before|earlier|above|preceding|previous) (ranks|the rank|positions)",
        r"from the top", r"up to", r"prefix", r"not (at or )?after", r"instead of (at or )?after",
        r"to the left", r"left of"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = [0.0] * 11
    if n_relevant == 0:
        return out
    hits, best, j = 0, 0.0, 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        best = max(best, hits / k)
        while j < 11 and hits / n_relevant >= levels[j] - 1e-12:
            out[j] = best
            j += 1
    return out
''')

wrong("q19", "pr.averaged", "flow", "the per-level maxima list is created once before the query loop and never "
      "reset, so a query's curve carries over the maxima of the earlier queries",
      [[r"reset", r"re-?initiali", r"carr(y|ies|ied) over", r"previous quer", r"earlier quer",
        r"outside the (query )?loop", r"before the (query )?loop", r"leak", r"accumulat", r"reused? across",
        r"shared between"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            p, r = hits / k, hits / R
            for j, lev in enumerate(levels):
                if r >= lev - 1e-12 and p > best[j]:
                    best[j] = p
        total = [t + b for t, b in zip(total, best)]
    return [t / len(runs) for t in total]
''')

wrong("q20", "dcg.classic", "flow", "the loop's range stops one rank early and never adds the last grade",
      [[r"last (grade|rank|item|position)", r"final (grade|rank|item)", r"off.by.one", r"one (rank )?(too )?early",
        r"range\(2, len", r"stops? (one )?(rank )?(short|early|before)", r"end of the (list|range)"]], '''
from math import log2

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / log2(i)
    return float(total)
''')

wrong("q21", "ap.value", "flow", "adds P@k at every rank, not only at the ranks of relevant items, before "
      "dividing by n_relevant",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"irrelevant (ranks|items)",
        r"not only (at )?(the )?relevant", r"also at (the )?(non|ir)", r"every item"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for k, lab in enumerate(labels, 1):
    hits += lab
    total += hits / k
my_ap_value = total / R if R else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "returns recall 1 when nothing is relevant (nothing to find counted as "
      "everything found) instead of 0",
      [[r"recall.{0,40}\b1(\.0)?\b", r"\b1(\.0)? .{0,30}recall", r"everything found", r"all found",
        r"perfect recall", r"recall of one"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 1.0      # nothing to find: all of it found
    return [p, r]
''')

wrong("q23", "ap.at_k", "hidden", "clips k to the length of the list, so a k past the end divides by "
      "min(len(labels), n_relevant) instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"list'?s length", r"clip",
        r"clamp", r"cap\w* k", r"shorten\w* k", r"k.{0,30}(cut|reduced|limited) to"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))        # cannot look past the end
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("q24", "ndcg.all_judgments", "hidden", "returns 1 when there is no relevant item at all (ideal DCG 0) "
      "instead of 0", [[r"\b1(\.0)?\b", r"one", r"perfect"],
                       [r"ideal.{0,30}\b0\b", r"IDCG.{0,20}(0|zero)", r"no relevant", r"nothing relevant",
                        r"all.{0,10}(grades )?(0|zero)", r"empty ideal"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 1.0          # nothing to find: the ranking cannot be improved
    return dcg(grades) / idcg
''')

wrong("q25", "scope.eps_precision", "hidden", "returns precision 1 for an empty epsilon-query result instead "
      "of 0", [[r"\b1(\.0)?\b", r"one", r"perfect"],
               [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no target", r"none (within|inside)"]],
      '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d < epsilon
    if not inside.any():
        return 1.0          # no false positives at all
    return float(y[inside].mean())
''')

wrong("q26", "pr.averaged", "hidden", "leaves a query with no relevant items out of the mean (divides by the "
      "queries with relevant items) instead of counting it as 0 at every level",
      [[r"skip", r"left out", r"leaves? out", r"exclud", r"ignor", r"dropp", r"not counted",
        r"only (the )?queries (with|that)", r"divid\w* by (the number of )?queries with", r"fewer queries"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue                     # undefined recall: skip the query
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        curves.append([max([p for r, p in pts if r >= lev - 1e-12], default=0.0) for lev in levels])
    if not curves:
        return [0.0] * 11
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q27", "gen.grip_point", "hidden", "when the list is shorter than the class, divides by the list length "
      "instead of c (the missing ranks are not counted as non-relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"list'?s length", r"clip", r"clamp",
        r"(shorter|short) list", r"divid\w* by (the )?(number of items|list)"]], '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s = min(n_relevant, len(labels))     # cannot go past the list
    return sum(labels[:s]) / s
''')

wrong("q28", "map.mean", "hidden", "leaves a query whose relevant items were never retrieved out of the mean "
      "instead of counting its AP as 0",
      [[r"skip", r"left out", r"leaves? out", r"exclud", r"ignor", r"dropp", r"not counted",
        r"only (the )?queries (with|that)", r"divid\w* by (the number of )?queries with", r"fewer queries"]], '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        if R == 0 or not any(labels):
            continue            # nothing found: no AP to speak of
        hits, s = 0, Fraction(0)
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += Fraction(hits, k)
        aps.append(s / R)
    return float(sum(aps) / len(aps)) if aps else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 weights recall "
      "there instead of precision",
      [[r"swap", r"swapp", r"revers", r"exchang", r"interchang", r"wrong (way|order)",
        r"beta.{0,20}(on|times|multipl\w*|weights?) (the )?recall", r"b\^2 ?\*? ?R", r"beta\^2 ?\*? ?R"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"swapp", r"revers", r"wrong order", r"order of the (two )?(bounds|values)",
        r"(highest|optimistic).{0,20}first", r"exchang", r"interchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    hi = sum(l for _, l in best[:k]) / k
    lo = sum(l for _, l in worst[:k]) / k
    return [hi, lo]
''')

wrong("q31", "dcg.exponential", "twin", "forgets the - 1 of the gain: 2^rel_i instead of 2^rel_i - 1",
      [[r"- ?1", r"minus (one|1)", r"2\^rel(_i)?\b(?! ?- ?1)", r"2 ?\*\* ?rel", r"subtract"],
       [r"forg[eo]t", r"missing", r"without", r"instead of", r"left out", r"leaves? out", r"no "]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the fp and fn columns swapped), so each "
      "query's value is its recall",
      [[r"swap", r"swapp", r"mix\w* up", r"confus", r"wrong (column|order|position)", r"revers",
        r"(fp|false positives?) and (fn|false negatives?)", r"(fn|false negatives?) and (fp|false positives?)",
        r"column order", r"order of the (table|columns)", r"t\[2\]"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals) if vals else 0.0
''')

wrong("q33", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), ranking the "
      "farthest item first",
      [[r"descending", r"reverse", r"farthest", r"furthest", r"largest distance", r"highest distance",
        r"wrong direction", r"biggest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    top = order[:k]
    return sum(labels[i] for i in top) / k if k else 0.0
''')

wrong("q34x", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of the labels", r"(relevant|ones) in the (list|ranking)", r"retrieved relevant",
        r"relevant (items )?(that were |actually )?retrieved", r"counted from the labels", r"\bhits\b",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q35", "roc.eer", "twin", "returns the TPR at the crossing (1 - EER) instead of the FPR there",
      [[r"returns? (the )?(TPR|true positive rate)", r"(TPR|true positive rate) (instead|rather|at the crossing)",
        r"1 - EER", r"one minus (the )?EER", r"complement of the (EER|error)", r"1 - (the )?equal error"]],
      '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s), reverse=True):
        fpr.append(((s >= t) & (y == 0)).sum() / N)
        tpr.append(((s >= t) & (y == 1)).sum() / P)
    fpr, tpr = np.array(fpr), np.array(tpr)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(tpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(tpr[j - 1] + t * (tpr[j] - tpr[j - 1]))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "when k is past the end of the list divides by the list length instead of "
      "k (the missing ranks are not counted as non-relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"list'?s length", r"min\(k",
        r"clip", r"clamp", r"divid\w* by (the )?(number of items|list)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

wrong("q37", "set.pr", "data", "counts the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"counts? (it )?twice", r"counted twice", r"duplicat", r"repeated", r"more than once", r"not (as )?a set",
        r"as a list", r"list instead of a set", r"without (a )?set", r"double.?count"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "roc.auc", "data", "reads the scores as distances: a lower score counts as ranked higher",
      [[r"lower score", r"smaller score", r"distance", r"revers", r"invert", r"backwards", r"wrong direction",
        r"opposite", r"higher (score )?(is|means) worse", r"<"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    if len(pos) == 0 or len(neg) == 0:
        return 0.5
    wins = (pos[:, None] < neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q39", "gen.practical", "data", "takes d as the items outside the judged scope, so the database size is "
      "d + s", [[r"d \+ s", r"d\+s", r"adds? (s|the scope|len\(labels\)) to d", r"outside the (judged )?scope",
                  r"d already (includes|contains|holds)", r"database size", r"size of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s            # d items beyond the judged ones
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q40", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so the DCG "
      "counts them as retrieved after the list",
      [[r"unretrieved.{0,40}(in|into|to) the (DCG|ranking|run|list)",
        r"(append|add|concaten|extend)\w*.{0,40}unretrieved.{0,40}(ranking|run|list|DCG)",
        r"as if (they were |it was |they had been )?retrieved", r"(DCG|numerator) (also )?(counts|includes).{0,30}unretrieved",
        r"unretrieved.{0,30}counted (in|as)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(run, reverse=True)
    idcg = dcg(ideal)
    return dcg(run) / idcg if idcg > 0 else 0.0
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels "
      "counted are the first ones in the input order",
      [[r"labels.{0,40}(not|never) (sorted|moved|reordered|aligned)", r"(mis|un)aligned", r"out of (step|sync)",
        r"no longer (match|line up|aligned)", r"sort\w* (only )?the distances", r"input order",
        r"wrong labels", r"labels.{0,30}(original|input) order"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = sum(1 for d in ds if d < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("q42b", "interp.curve", "data", "takes the recall denominator as the relevant items in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of the labels", r"(relevant|ones) in the (list|ranking)", r"retrieved relevant",
        r"relevant (items )?(that were |actually )?retrieved", r"\bhits\b", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    R = y.sum()
    if R == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / R
    return [float(prec[rec >= r - 1e-9].max()) if (rec >= r - 1e-9).any() else 0.0
            for r in np.linspace(0, 1, 11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "sorted with keys: relevant last, then relevant first", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in worst[:k]) / k, sum(l for _, l in best[:k]) / k]
''')

right("q44", "ap.exact", "exact Fraction accumulation", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''')

right("q45", "map.mrr", "itertools.compress over 1-based ranks, next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q46", "roc.eer", "NumPy ROC over distinct thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
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

right("q47", "pr.points", "list comprehension over a running count", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, lab) in enumerate(zip(hits, labels), 1) if lab]
''')

right("q48", "rank.p_at_k", "defensive: k <= 0 guarded, missing ranks padded as 0", '''
def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    padded = list(labels[:k]) + [0] * max(0, k - len(labels))
    return sum(padded) / k
''')

SUBMISSIONS = tuple(S)
