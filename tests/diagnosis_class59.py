"""Diagnosis class 59, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of careful students of an IR evaluation course whose
core formula is right but who trip on the conventions and edge cases the course names -- queries with no relevant
items, P@k past the end of the list, tied scores and distances, duplicate ids, empty inputs, defensive defaults,
trec_eval's conventions against the textbook's -- plus a few misremembered formulas; written in varied styles
(NumPy, explicit loops, comprehensions, ``fractions``, scipy). Only these were read: the task registry
(``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library outside ``exercises/`` and ``grading/`` (``generality.py``,
``roc.py``, ``significance.py``), lines 1-80 of tests/heldout_submissions.py (``class_writer``, ``Submission``, the
shared key lists), the first 60 and last 30 lines of tests/diagnosis_class19.py (the format) and the docstring of
tests/validate_class.py. Student ids are ``"c59-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class59): every right
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

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 59 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c59-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (full AP's denominator, as trec_eval's "
      "truncated AP) instead of min(k, n_relevant)",
      [[r"(divid\w*|denominator|normali[sz]\w*).{0,40}(all|every|total|whole|full).{0,20}relevant",
        r"full AP'?s? denominator", r"without (the |taking the )?min", r"ignor\w*.{0,20}\bmin\b",
        r"(not|never) (capp|truncat|limit|clipp)\w*.{0,30}(denominator|by k|at k)",
        r"trec_eval'?s? (truncated |cut.?off )?AP", r"(denominator|divid\w*).{0,30}n_relevant (alone|only)",
        r"(divid\w*|denominator).{0,20}\bR\b (alone|only|rather|instead)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where the two rates are nearest "
      "instead of interpolating the crossing on the straight piece",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"(average|mean) of (the )?(FPR|false positive rate|"
        r"two (error )?rates)", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"without interpolat", r"no interpolat",
        r"(did not|didn'?t|never|does not|doesn'?t) interpolat", r"instead of interpolat",
        r"(only|just) (at )?(the )?(ROC )?(points|corners)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best_gap, eer = None, None
    for t in np.unique(np.r_[np.inf, s])[::-1]:      # thresholds from high to low
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = (~pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, eer = gap, (fpr + fnr) / 2
    return float(eer)
''')

wrong("q03", "dcg.classic", "sibling", "uses trec_eval's discount log2(i + 1) at every rank (rank 1 discounted "
      "too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?'?s? (discount|formulation|dcg|version)",
        r"discount\w*.{0,40}(every|all|each|the first) (rank|item|position)s?",
        r"(first|top) (rank|item|position).{0,30}(is |was |also )?discount", r"i ?\+ ?1",
        r"(Burges|Microsoft|trec|modern) (DCG|formulation|variant)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole list (v / s, a practical study's "
      "precision) instead of the precision at the class size",
      [[r"(whole|entire|full|complete) (list|ranking)", r"(every|all) (retrieved|returned|judged) (items|ranks)",
        r"len\(labels\)", r"length of the (list|ranking)", r"(not|never) (cut|truncat)\w*.{0,30}(c\b|class|n_relevant)",
        r"instead of (the )?(class size|n_relevant)", r"v ?/ ?s\b", r"(list|ranking)'?s? (own )?length"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"(sum|total|add)\w* (up )?(of )?(the )?(counts|tps?|true positives|tables)",
        r"(one|a single) (big|overall|combined) table", r"weight\w* by (the )?(number|size|retrieved|count)",
        r"(divid\w*|ratio) (of|after) (the )?(sums|totals)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("q06", "sig.sign_test", "sibling", "one-sided binomial p-value (alternative 'greater') instead of the "
      "two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single.?tail", r"(only|just) one (tail|side|direction)",
        r"(forgot|without|not|never) (to )?doubl", r"\bgreater\b", r"upper tail"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
n = sum(x != y for x, y in zip(a, b))
my_sign_p = binomtest(wins, n, 0.5, alternative="greater").pvalue
''')

wrong("q07", "interp.step", "sibling", "takes the maximum precision over every relevant rank whose recall reaches "
      "the level (the 11-point rule) instead of the step rule's P_i",
      [[r"max\w*.{0,40}(later|further|deeper|higher recall|beyond|following)", r"(11|eleven).?point (rule|interpolation)",
        r"(highest|best|largest) precision (at|for|of|over) (any|all|every|later)",
        r"upper envelope", r"(textbook|standard|classic|usual) interpolat\w*", r"max \{?P@k"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                best = max(best, hits / i)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "exponential gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"\b(forgot|forgets|without|missing|dropp\w*|left out|leaves out|omit\w*|no)\b.{0,25}(- ?1\b|minus (one|1))",
        r"(never|not|didn'?t|did not) subtract\w*", r"(grade|rel\w*) (of )?0 (still )?(gains?|counts?|adds?|contribut\w*) 1",
        r"zero grades? (still )?(gain|count|add|contribut)\w*", r"gain of 2\^rel\b(?! ?-)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q09", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta never squared)",
      [[r"(not|never|forgot\w*|without|isn'?t|wasn'?t) (to )?(be )?squar\w*", r"unsquared",
        r"beta (in place of|instead of|for) beta(\^| ?\*\* ?|\s)?(2|squared)", r"linear\w* in beta",
        r"beta(\^| ?\*\* ?)2.{0,30}(replaced|missing) by beta", r"squar\w* (is |was )?(missing|forgotten|dropped)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q10", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"(divid\w*|denominator).{0,30}\b(10|ten)\b", r"\b(10|ten) (levels|points|intervals)",
        r"(off.by.one|one too few).{0,40}(level|point|count|divisor|denominator)", r"/ ?10\b",
        r"(intervals|gaps) (instead of|rather than) (the )?(levels|points)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0.0, 1.0, 11):
        ok = prec[rec >= r - 1e-12]
        total += ok.max() if ok.size else 0.0
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound as v / (d - s): the + v of the largest class size "
      "d - s + v is left out",
      [[r"forg[eo]t.{0,30}\+ ?v", r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v",
        r"(missing|dropp\w*|left out|leaves out|omit\w*).{0,30}(\+ ?v|the v\b|(visible|found) relevant)",
        r"(only|just) the (unjudged|unseen|items outside)",
        r"(largest|maximum|max) class size.{0,40}(wrong|d ?- ?s\b(?! ?\+))"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 0.0, v / d]
''')

wrong("q12", "scope.knn_ties", "shape", "returns the number of relevant targets in the top k (both bounds) "
      "without dividing by k",
      [[r"(forgot|forgets|without|never|not|no) (to )?divi\w*", r"(count|number) of relevant (targets|items|hits)",
        r"raw (count|hits|number)", r"not (a )?(fraction|ratio|proportion)", r"instead of (the )?(precision|fraction)",
        r"(counts?|hits) (instead of|rather than|not) (the )?precision"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(lab for _, lab in pess[:k])
    high = sum(lab for _, lab in opt[:k])
    return [low, high]
''')

wrong("q13", "map.mrr", "shape", "reciprocal of the mean first rank (of the queries with a hit, scaled by their "
      "share) instead of the mean of the reciprocal ranks",
      [[r"reciprocal of (the )?(mean|average)", r"(1|one) ?/ ?(the )?(np\.)?mean", r"(invert\w*|inverse of) (the )?(mean|average)",
        r"mean (first )?rank (first|before)", r"averag\w* (the )?ranks (first|before|then)", r"harmonic",
        r"order of (the )?(mean|averaging) and (the )?(reciprocal|inverse)", r"mean of (the )?ranks"]], '''
import numpy as np

def my_mrr(runs):
    ranks = [list(run).index(1) + 1 for run in runs if 1 in run]
    if not ranks:
        return 0.0
    return float(1 / np.mean(ranks) * len(ranks) / len(runs))
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the list instead of by k",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list|ranking)", r"(number|count) of (items|documents|labels|ranks) "
        r"(in the (list|ranking)|retrieved)", r"(list|ranking)'?s? (own )?length", r"instead of (by )?k\b",
        r"(whole|entire) (list|ranking)", r"\bk\b and (the )?(list )?length (confused|mixed|swapped)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "scope.eps_precision", "flow", "sorts the distances alone to stop early, then reads labels by the "
      "sorted position: the labels no longer belong to their targets",
      [[r"sort\w*.{0,40}(distances|them) (only|alone|but not)", r"(labels|relevance).{0,40}(not|never) "
        r"(sorted|re-?ordered|moved|permuted|kept)", r"misalign\w*", r"out of (step|sync)", r"mismatch\w*",
        r"no longer (match|line|align|belong)", r"(wrong|another|other) (target|item)'?s? labels?",
        r"sorted (list|order|position).{0,40}(original|unsorted) (index|position|order)",
        r"(labels|relevance).{0,30}(don'?t|do not|does not|no longer) (follow|move with)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    hits = n = 0
    for i, d in enumerate(ds):
        if d >= epsilon:
            break
        n += 1
        hits += labels[i]
    return hits / n if n else 0.0
''')

wrong("q16", "interp.curve", "flow", "interpolates with a running maximum from the top (the best precision at or "
      "BEFORE the first rank reaching r) instead of the maximum at the ranks from there on",
      [[r"max\w*.{0,40}(earlier|above|before|preceding|left|top|higher|first) ranks",
        r"(running|cumulative|accumulat\w*|prefix) max\w*", r"(wrong|reverse\w*|opposite) direction",
        r"(ranks|precisions) (before|above) (it|the level|that rank)", r"maximum\.accumulate",
        r"from the (top|start|beginning) (down|of the list)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    p = hits / np.arange(1, len(lab) + 1)
    r = hits / n_relevant
    pmax = np.maximum.accumulate(p)
    out = []
    for i in range(11):
        idx = np.nonzero(r >= i / 10 - 1e-9)[0]
        out.append(float(pmax[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "later queries' precisions count earlier queries' hits",
      [[r"(not|never|forgot\w*|without|isn'?t|wasn'?t) (to )?(be )?reset", r"(carr\w*|leak\w*|kept|keeps|accumulat\w*) "
        r"(over|across|into|between|from)", r"(outside|before) the (query |queries |outer )?loop",
        r"(previous|earlier|other) quer(y|ies)'?s? (hits|count)", r"(shared|global|single) (hit )?(count|counter)",
        r"re-?initiali[sz]"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(not|never|without|forgot\w*|forgets|no) (to )?(sort|rank|order)\w*", r"(input|given|original|list) order",
        r"unsorted", r"as (given|listed|they come|they are)", r"ignor\w*.{0,20}distances",
        r"distances.{0,30}(unused|not used|never used)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q19", "pr.averaged", "flow", "builds the levels with range(10): the level 1.0 is missing (10 values)",
      [[r"\b(10|ten) (levels|values|points|numbers|entries)", r"(miss\w*|drop\w*|without|lacks?|no|skip\w*) "
        r"(the )?(level|recall|r ?=) ?1(\.0)?\b", r"range\(10\)", r"off.by.one", r"(last|final|top) level",
        r"(one|a) level (short|missing|too few)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(10)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / R if R else 0.0, hits / i))
        curves.append([max((p for r, p in pts if R and r >= lvl), default=0.0) for lvl in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(len(levels))]
''')

wrong("q20", "map.mrr", "flow", "no break: the loop keeps overwriting the position, so it keeps the LAST relevant "
      "rank",
      [[r"(no|missing|forgot\w*|without|lacks?)( a| the)? break", r"last relevant", r"(keeps|kept) (overwrit|updat|going|looping)",
        r"overwrit\w*", r"(stop|exit|leav)\w* (the loop )?(at|on|after) the first", r"(never|not|doesn'?t|does not) stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for pos, rel in enumerate(run, start=1):
            if rel:
                first = pos
        total += 1 / first if first else 0
    return total / len(runs)
''')

wrong("q21", "ap.value", "flow", "adds the precision before counting the current relevant item (hits one short "
      "at every relevant rank)",
      [[r"(before|after) (count|increment|add|updat)\w*.{0,30}(hits?|current|relevant|counter)",
        r"(increment|count|add|updat)\w*.{0,30}(too late|afterwards)", r"(exclud|miss|not count|omit)\w*.{0,30}"
        r"(current|this|own) (item|document|relevant|hit)", r"off.by.one", r"one (hit|relevant item) (short|fewer|too few)",
        r"(hits|numerator|counter) (lag|behind|one short)"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for i, rel in enumerate(labels):
    if rel:
        total += hits / (i + 1)
        hits += 1
my_ap_value = total / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards precision against an empty retrieved set but not recall against an empty "
      "relevant set: ZeroDivisionError when nothing is relevant",
      [ZERODIV, [r"(no|empty|nothing) relevant", r"relevant (set|list) (is )?empty", r"empty relevant",
                 r"recall.{0,40}(guard|check|zero|empty)", r"len\(relevant\) ?(==|is|=) ?0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without the 0 case: ZeroDivisionError for a query with "
      "no relevant items",
      [ZERODIV, [r"n_relevant ?(=|is|==) ?0", r"(no|zero) relevant (items|documents)", r"(guard|check)\w*.{0,30}(zero|0)",
                 r"(empty|no relevant) quer"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    lab = np.asarray(labels)
    ranks = np.flatnonzero(lab) + 1
    prec = np.arange(1, len(ranks) + 1) / ranks
    return float(prec.sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without checking it: ZeroDivisionError "
      "when no item is relevant",
      [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"IDCG (is |of )?(0|zero)", r"(no|nothing) relevant",
                 r"all (the )?(grades )?(are )?(0|zero)", r"(guard|check)\w*.{0,30}(ideal|IDCG|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "set.f_beta", "hidden", "no special case for P = R = 0: ZeroDivisionError",
      [ZERODIV, [r"both.{0,20}(0|zero)", r"(0|zero).{0,20}both", r"(P|precision) ?= ?(R|recall) ?= ?0",
                 r"denominator (is |becomes )?(0|zero)", r"(guard|check|special case)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "reads the cumulative hits at index n_relevant - 1: IndexError when the "
      "list is shorter than the class",
      [INDEX, [r"shorter", r"(beyond|past) the end", r"(list|ranking) (is )?too short", r"(fewer|less) (items|ranks|labels) than",
               r"pad\w*", r"(missing|absent) ranks"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    found = np.cumsum(labels)
    return float(found[n_relevant - 1] / n_relevant)
''', crash="IndexError", scope="all")

wrong("q27", "pr.averaged", "hidden", "recall hits / R with no guard: ZeroDivisionError for a query with no "
      "relevant items",
      [ZERODIV, [r"(no|zero) relevant", r"n_relevant ?(=|is|==) ?0", r"\bR ?(=|is|==) ?0", r"empty quer",
                 r"(guard|check)\w*.{0,30}(zero|0)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        points = []
        hits = 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            points.append((hits / R, hits / rank))
        for j, lvl in enumerate(levels):
            sums[j] += max([p for r, p in points if r >= lvl], default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "map.mean", "hidden", "skips a query where nothing relevant was retrieved, so the mean is over fewer "
      "queries (it should count AP 0)",
      [[r"skip\w*", r"(left|leaves|leaving|drop\w*|exclud\w*|ignor\w*|omit\w*).{0,40}(query|queries)",
        r"(not|never) (count|averag|includ)\w*.{0,30}(query|queries|zero|0)", r"(fewer|only the|only some) queries",
        r"(divid\w*|averag\w*|mean).{0,30}(only )?(over )?(the )?queries (with|that)", r"\bcontinue\b"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        if not any(labels):
            continue  # nothing found: no AP to compute
        hits, s = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / R)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (b^2 R + P): the same numbers as "
      "F with 1/beta",
      [[r"swap\w*", r"exchang\w*", r"(P|precision) and (R|recall) (are |were )?(the other way|reversed|interchanged|mixed|switched)",
        r"(roles|places|positions) of (P|precision) and (R|recall)", r"mixed up (P|precision) and (R|recall)",
        r"beta(\^2| ?\*\* ?2| squared)? (on|multiplies|weights|times) (the )?(R|recall)\b"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P + R == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * P * R / (b2 * R + P)
''')

wrong("q30", "rank.distances", "twin", "reverses the ascending argsort: the farthest targets first",
      [[r"farthest", r"furthest", r"descending", r"revers\w*", r"largest (distances? )?first",
        r"(highest|biggest|largest) distances?", r"\[::-1\]"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q31", "roc.auc", "twin", "walks the ROC curve one item at a time in a stable sort, so tied scores are not "
      "merged into one diagonal step (ties broken by input order)",
      [[r"(tied|ties|equal) (scores? )?(are |were )?(not |never )(grouped|merged|pooled|combined)",
        r"(not|never|without) (group|merg|pool|combin)\w*.{0,30}(tie|tied|equal)",
        r"(one|each) (item|example|point) (at a time|per step|its own)", r"(broke|break\w*|split\w*) (the )?ties",
        r"(input|stable|list) order.{0,40}ties?", r"ties?.{0,40}(input|stable|list) order", r"staircase"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)[np.argsort(-s, kind="stable")]
    tpr = np.concatenate([[0.0], np.cumsum(y == 1) / (y == 1).sum()])
    fpr = np.concatenate([[0.0], np.cumsum(y == 0) / (y == 0).sum()])
    return float(np.sum((fpr[1:] - fpr[:-1]) * (tpr[1:] + tpr[:-1]) / 2))
''')

wrong("q32", "map.mrr", "twin", "np.argmax of an all-zero query is 0, so a query without a relevant item gets "
      "rank 1 (RR 1)",
      [[r"argmax", r"(all.?zero|no 1|no ones?|without (a )?1).{0,40}(index 0|position 0|first (index|position))",
        r"(index|position) 0.{0,40}(no|without) (relevant|hit|1)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(r) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = all queries), which gives the same "
      "p-value as counting the ties as wins of b",
      [[r"(ties?|tied (queries|pairs)).{0,40}(kept|not dropped|counted|included|left in|stay)",
        r"(not|never|without|forgot\w*|forgets) (to )?(drop|remov|exclud|discard)\w*.{0,30}(ties?|tied)",
        r"n ?= ?len\(a\)", r"(every|all) (the )?quer(y|ies).{0,20}(in|as|for) n\b", r"n (counts|includes) (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q34", "ap.exact", "twin", "takes the mean of the precisions at the retrieved relevant ranks (divides by "
      "the relevant items found, not by n_relevant)",
      [[r"(mean|averag\w*) (of|over) (the )?(precisions? )?(at )?(the )?(retrieved|found) relevant",
        r"(divid\w*|denominator).{0,40}(relevant (items )?(retrieved|found)|hits|number found)",
        r"(retrieved|found) relevant (items )?(only|instead)", r"ignor\w*.{0,20}(n_relevant|unretrieved|never retrieved)",
        r"\.mean\(\)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    lab = np.asarray(labels)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    p = np.cumsum(lab) / np.arange(1, lab.size + 1)
    return float(p[lab == 1].mean())
''')

wrong("q35", "pr.points", "twin", "interpolates the points: each precision is replaced by the maximum of it and "
      "the later points",
      [[r"interpolat\w*", r"(running|cumulative|suffix) max", r"max\w*.{0,40}(later|following|next|right|beyond)",
        r"upper envelope", r"(smooth|monoton)\w*"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append(hits / i)
    for j in range(len(pts) - 2, -1, -1):
        pts[j] = max(pts[j], pts[j + 1])
    return pts
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts hits over the retrieved LIST: a duplicate id counts twice in precision's "
      "numerator and denominator",
      [[r"duplicat\w*", r"counted (more than once|again|several times)", r"repeated (ids?|items?|entries|documents)",
        r"(not|never|without) (de-?dup\w*|remov\w* (the )?repeats)", r"(as a |a )list,? not a set",
        r"(list|lists) (instead of|rather than) (a )?sets?"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of relevant items and gives each one "
      "grade 1 in the ideal ranking, ignoring their grades",
      [[r"(unretrieved|never retrieved|missing).{0,40}(grade|gain) (of )?1\b",
        r"(grade|gain) (of )?1 (for|to) (each|every|the|all) (unretrieved|missing|never)",
        r"(binary|0/1|labels?) (instead of|not|rather than) (their |the )?grades", r"(ignor\w*|lost|dropp\w*) (their|the) grades",
        r"(count|length|len|number)\w* of (the )?unretrieved", r"len\(unretrieved\)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q38", "dcg.classic", "data", "turns the graded relevance into 0/1 labels (any positive grade gains 1)",
      [[r"binar\w*", r"(0/1|zero.one|labels?) (instead of|rather than|not) (the )?grades",
        r"(grades?|gains?) (clipped|capped|collapsed|reduced|flattened|truncated) to (0/1|1|binary)",
        r"(any|every) (positive|nonzero|non-zero) grade (as|counts as|to|becomes) 1", r"relevant or not"]], '''
import math

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    if not rel:
        return 0.0
    return rel[0] + sum(r / math.log2(i) for i, r in enumerate(rel[1:], 2))
''')

wrong("q39", "avg.macro", "data", "unpacks each table as [tp, fn, fp]: fp and fn swapped (tp / (tp + fn))",
      [[r"(column|field|entry|value|element)s? (order|swapped|mixed|confused)",
        r"(fp|false positives?) and (fn|false negatives?) (swapped|confused|mixed|exchanged|the other way)",
        r"(fn|false negatives?) and (fp|false positives?) (swapped|confused|mixed|exchanged|the other way)",
        r"(unpack\w*|read\w*).{0,30}(tp, fn, fp|wrong order)", r"\[tp, fn, fp\]",
        r"(swap|exchang|mix|confus)\w*.{0,30}(fp|fn|false (positives|negatives))"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q40", "scope.knn_ties", "data", "reads the distances as similarity scores: the largest distance first",
      [[r"similarit\w*", r"(largest|biggest|highest|farthest|furthest) (distances? )?first", r"descending",
        r"revers\w*", r"(higher|larger|bigger) (is|=|means) (better|closer|nearer)", r"\bscores?\b.{0,20}(not|instead of) distances?"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    low = np.lexsort((y, -d))     # largest first, relevant last among ties
    high = np.lexsort((-y, -d))   # largest first, relevant first among ties
    return [float(y[low[:k]].sum() / k), float(y[high[:k]].sum() / k)]
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items outside the judged scope (database d + s)",
      [[r"d ?\+ ?s\b", r"(database|collection) (size )?(as|=|is|of) d ?\+ ?s",
        r"\bd\b (as|is|read as|taken as|meant) (the )?(number|count|size) of (the )?(unjudged|unseen|other|remaining|items outside|"
        r"non.?judged)", r"(unjudged|unseen|remaining|outside the scope).{0,40}\bd\b", r"(added|adds|adding) (the )?(scope|s) to d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q42", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"(number|count) of (relevant )?(items |ones )?(retrieved|found|in the (list|ranking))", r"sum\(labels\)",
        r"(ones|1s|relevant labels) in the (list|ranking)", r"(instead of|not|ignor\w*) (the )?(given )?n_relevant",
        r"(retrieved|found) relevant (items|count)", r"sum of (the )?labels"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy zero padding past the end of the list", '''
import numpy as np

def my_p_at_k(labels, k):
    padded = np.zeros(max(k, len(labels)))
    padded[:len(labels)] = labels
    return float(padded[:k].mean())
''')

right("q44", "ap.at_k", "explicit loop, min(k, R) guarded", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

right("q45", "scope.knn_ties", "sorted with (distance, label) keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(lab for _, lab in low) / k, sum(lab for _, lab in high) / k]
''')

right("q46", "interp.step", "early return at the first relevant rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / rank
    return 0.0
''')

right("q47", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

right("q48", "set.pr", "set algebra with guards", '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    both = A & B
    return [len(both) / len(A) if A else 0.0, len(both) / len(B) if B else 0.0]
''')

SUBMISSIONS = tuple(S)
