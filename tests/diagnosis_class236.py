"""Diagnosis class 236, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
keep module-level constants and globals (a ``K = 10``, a cached table, a counter) that their functions read or
change, in several styles (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c236-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class236).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 236 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c236-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found relevant", r"sum\(labels\)",
        r"relevant (items )?(in|of) the (list|ranking)", r"instead of n_relevant", r"not n_relevant",
        r"hits", r"ignor\w* (the )?(missing|unretrieved|never retrieved)"]], '''
HITS = 0

def my_ap(labels, n_relevant):
    global HITS
    HITS = 0
    total = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            HITS += 1
            total += HITS / rank
    return total / HITS if HITS else 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns R@k of the distance ranking (hits over all relevant items) "
      "instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of k\b", r"not (by )?k\b"]], '''
import numpy as np

NEAREST_FIRST = True

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum()) if y.sum() else 0.0
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables) (first|over)", r"total tp",
        r"instead of (the )?macro", r"not (the )?macro", r"aggregat\w* (the )?counts"]], '''
TOTALS = {"tp": 0, "fp": 0}

def my_macro_precision(tables):
    TOTALS["tp"] = sum(t[0] for t in tables)
    TOTALS["fp"] = sum(t[1] for t in tables)
    denom = TOTALS["tp"] + TOTALS["fp"]
    return TOTALS["tp"] / denom if denom else 0.0
''')

wrong("q04", "ndcg.all_judgments", "sibling", "normalises by the ideal of the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal ranking)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

IDEAL_CACHE = {}

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    key = tuple(grades)
    if key not in IDEAL_CACHE:
        IDEAL_CACHE[key] = _dcg(sorted(grades, reverse=True))
    ideal = IDEAL_CACHE[key]
    return _dcg(grades) / ideal if ideal else 0.0
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value (the tail is not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"single tail"]], '''
from math import comb

ALPHA = 0.05
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
N = wins + losses
my_sign_p = sum(comb(N, i) for i in range(min(wins, losses) + 1)) / 2 ** N
''')

wrong("q06", "ap.at_k", "sibling", "divides by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"all (the )?relevant", r"number of relevant", r"instead of min", r"not min",
        r"without (the )?min", r"plain AP", r"uncapped"]], '''
K_DEFAULT = 10

def my_ap_at_k(labels, n_relevant, k=K_DEFAULT):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    return s / n_relevant if n_relevant else 0.0
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each point instead of its precision",
      [[r"recalls? instead of (the )?precision", r"returns? (the )?recall", r"recall values", r"recalls\b", r"hits ?/ ?n_relevant", r"divid\w* by n_relevant", r"instead of (the )?precision",
        r"other (axis|coordinate)", r"x.?(axis|coordinate)"]], '''
from fractions import Fraction

POINTS = []

def my_pr_points(labels, n_relevant):
    POINTS.clear()
    hits = 0
    for lab in labels:
        if lab:
            hits += 1
            POINTS.append(float(Fraction(hits, n_relevant)))
    return list(POINTS)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the formula",
      [[r"beta\s*(instead of|not|rather than)\s*(beta\s*\^?\s*2|beta\s*\*\*\s*2|beta squared)",
        r"not squared", r"without squar\w*", r"forg\w* to square", r"squar\w*"]], '''
DEFAULT_BETA = 1.0

def my_f(precision, recall, beta=DEFAULT_BETA):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"without subtract\w*", r"forg\w* (to subtract|the -1|the minus)",
        r"2\^rel\b(?! ?- ?1)", r"2\*\*rel\b(?! ?- ?1)", r"gain of 1 for (a )?grade 0", r"zero.? grade"]], '''
import numpy as np

BASE = 2
g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(BASE ** g / np.log2(ranks + 1)))
''')

wrong("q10", "ndcg.value", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log\b.{0,20}(base e|instead of log2)", r"base e", r"another base",
        r"wrong base", r"base of the log"]], '''
import math

LOG = math.log

def dcg(gs):
    return sum(g if i == 1 else g / LOG(i) for i, g in enumerate(gs, 1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"ties?\w* (pairs? )?count\w* (as )?(1|one|full|a (full )?win)(?!\s*/)", r">=", r"greater or equal",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half|0\.5)", r"tie.{0,30}(win|whole)"]], '''
TIE_WEIGHT = 1.0

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1.0 if p > n else (TIE_WEIGHT if p == n else 0.0) for p in pos for n in neg)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "the recall bound divides v by d - s, leaving out the + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"plus v", r"forg\w* (the )?v", r"without (the )?v\b",
        r"missing v", r"denominator"]], '''
CACHE = {}

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    CACHE["last"] = (s, v, d)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not (by )?11", r"eleven"]], '''
LEVELS = [i / 10 for i in range(11)]
N_LEVELS = 10

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for r in LEVELS:
        total += max([p for rec, p in pts if rec >= r - 1e-12], default=0.0)
    return total / N_LEVELS
''')

wrong("q14", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"order", r"swap\w*", r"reversed", r"highest.{0,20}first", r"the other way round", r"exchang\w*"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    inside = d < kth
    tied = d == kth
    free = k - inside.sum()
    rel_in = y[inside].sum()
    rel_tied = y[tied].sum()
    nonrel_tied = tied.sum() - rel_tied
    low = rel_in + max(0, free - nonrel_tied)
    high = rel_in + min(free, rel_tied)
    return [float(high / k), float(low / k)]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"never sort\w*", r"not sort\w*", r"without sort\w*", r"unsorted", r"given order", r"input order",
        r"sort\w* (by|the) distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    top = labels[:k]
    return sum(top) / k
''')

wrong("q16", "map.mean", "flow", "accumulates into a module-level total that is never reset between calls",
      [[r"global", r"module.?level", r"never reset", r"not reset", r"previous call", r"earlier call",
        r"carr\w* over", r"across calls", r"accumulat\w*"]], '''
TOTAL_AP = 0.0

def my_map(runs, n_relevant):
    global TOTAL_AP
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        TOTAL_AP += s / n if n else 0.0
    return TOTAL_AP / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "the loop over the queries stops one query early (range(len(runs) - 1)) but "
      "still divides by the number of queries",
      [[r"last query", r"one query (too )?(early|short|less|fewer)", r"len\(runs\) ?- ?1", r"off.?by.?one",
        r"skip\w* (the )?(last|final)", r"misses (the )?(last|final)"]], '''
LEVELS = [i / 10 for i in range(11)]

def curve(run, n):
    if n == 0:
        return [0.0] * 11
    pts, hits = [], 0
    for k, x in enumerate(run, 1):
        hits += x
        pts.append((hits / n, hits / k))
    return [max([p for r, p in pts if r >= lv - 1e-12], default=0.0) for lv in LEVELS]

def my_averaged_curve(runs, n_relevant):
    acc = [0.0] * 11
    for q in range(len(runs) - 1):
        c = curve(runs[q], n_relevant[q])
        acc = [a + b for a, b in zip(acc, c)]
    return [a / len(runs) for a in acc]
''')

wrong("q18", "pr.points", "flow", "computes the precision before counting the current relevant item (hits is "
      "incremented after the point is taken)",
      [[r"before (count\w*|increment\w*|add\w*)", r"after (the point|appending|taking)", r"one (hit )?behind",
        r"previous (hit )?count", r"off.?by.?one", r"hits ?- ?1", r"not (yet )?counted"]], '''
HITS = [0]

def my_pr_points(labels, n_relevant):
    HITS[0] = 0
    out = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            out.append(HITS[0] / rank)
            HITS[0] += 1
    return out
''')

wrong("q19", "gen.grip_point", "flow", "cuts the list one rank early (labels[:c - 1]) while dividing by c",
      [[r"c ?- ?1", r"n_relevant ?- ?1", r"one (rank )?(too )?(early|short|fewer|less)", r"off.?by.?one",
        r"slice", r"last rank"]], '''
SCOPE_CACHE = {}

def my_grip_point(labels, n_relevant):
    c = n_relevant
    SCOPE_CACHE[c] = labels[:c - 1]
    return sum(SCOPE_CACHE[c]) / c
''')

wrong("q20", "ap.value", "flow", "adds the precision at every rank after the first hit (the addition is outside "
      "the if), not only at the relevant ranks",
      [[r"every rank", r"all ranks", r"non.?relevant ranks?", r"outside (the )?if", r"indent\w*",
        r"not only (at )?(the )?relevant", r"also at (the )?non.?relevant"]], '''
N_REL = v["n_relevant"]
hits = 0
total = 0.0
for rank, lab in enumerate(v["labels"], 1):
    if lab:
        hits += 1
    total += hits / rank
my_ap_value = total / N_REL
''')

wrong("q21", "interp.step", "flow", "the loop does not stop at the first relevant item whose recall reaches the "
      "level: it keeps going and returns the precision of the last relevant item",
      [[r"break", r"(does not|doesn't|never) stop", r"keeps? (going|looping)", r"last relevant",
        r"overwrit\w*", r"first (relevant item|point) (whose|where|with)"]], '''
FOUND = {"p": 0.0}

def my_step_interpolated(labels, n_relevant, level):
    FOUND["p"] = 0.0
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                FOUND["p"] = hits / rank
    return FOUND["p"]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "crashes with ZeroDivisionError when nothing is relevant (recall divides by "
      "an empty relevant set)", [ZERODIV], '''
RELEVANT = set()

def my_set_pr(retrieved, relevant):
    RELEVANT.clear()
    RELEVANT.update(relevant)
    ret = set(retrieved)
    hits = len(ret & RELEVANT)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(RELEVANT)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of the cut list, so a list shorter than the "
      "class divides by fewer than c ranks",
      [[r"len\(", r"length of the (list|slice|cut)", r"instead of (c|n_relevant)", r"fewer than (c|n_relevant)",
        r"mean of the (slice|cut|top)", r"divid\w* by the (list|slice)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean())
''')

wrong("q24", "ap.exact", "hidden", "crashes with ZeroDivisionError on a query with no relevant items "
      "(n_relevant = 0)", [ZERODIV], '''
PREC_AT = []

def my_ap(labels, n_relevant):
    PREC_AT.clear()
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            PREC_AT.append(hits / k)
    return sum(PREC_AT) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when the ideal DCG is 0 (no "
      "relevant item at all)", [ZERODIV], '''
import numpy as np

MAX_LEN = 1000
DISC = np.ones(MAX_LEN)
DISC[1:] = np.log2(np.arange(2, MAX_LEN + 1))

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    dcg = np.sum(g / DISC[:len(g)])
    idcg = np.sum(ideal / DISC[:len(ideal)])
    return float(dcg) / float(idcg)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.knn_ties", "hidden", "reads distances[k] past the end when k is the whole list "
      "(IndexError)", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    if pairs[k][0] != kth and (k < 2 or pairs[k - 2][0] != kth):
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    inside = [l for dd, l in pairs if dd < kth]
    tied = [l for dd, l in pairs if dd == kth]
    free = k - len(inside)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(inside) + max(0, free - non_t)
    high = sum(inside) + min(free, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q27", "interp.step", "hidden", "returns the precision of the last relevant item instead of 0 when the "
      "ranking never reaches the level",
      [[r"instead of 0", r"rather than 0", r"falls? through", r"should (be|return) 0", r"last relevant",
        r"unreached", r"after the loop"]], '''
LAST_P = 0.0

def my_step_interpolated(labels, n_relevant, level):
    global LAST_P
    LAST_P = 0.0
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            LAST_P = hits / rank
            if hits / n_relevant >= level - 1e-12:
                return LAST_P
    return LAST_P
''')

wrong("q28", "avg.macro", "hidden", "crashes with ZeroDivisionError on a query with nothing retrieved "
      "(tp + fp = 0)", [ZERODIV], '''
PRECISIONS = []

def my_macro_precision(tables):
    PRECISIONS.clear()
    for tp, fp, fn in tables:
        PRECISIONS.append(tp / (tp + fp))
    return sum(PRECISIONS) / len(PRECISIONS)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator",
      [[r"beta.{0,15}(on|times|multipl\w*|with) (the )?recall", r"beta\^?2 ?\* ?r", r"beta\*\*2 ?\* ?r",
        r"p ?\+ ?beta", r"precision ?\+ ?beta", r"wrong term", r"on the wrong (side|term)"]], '''
B2_CACHE = {}

def my_f(precision, recall, beta):
    if beta not in B2_CACHE:
        B2_CACHE[beta] = beta ** 2
    b2 = B2_CACHE[beta]
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as [tp, fn, fp], so it divides tp by tp + fn",
      [[r"unpack\w*", r"column", r"order of (the )?(table|fields|entries)", r"fn (as|for|instead of) fp",
        r"fp and fn (swapped|mixed|confused)", r"swap\w*", r"third (entry|column|field)", r"table\[2\]|t\[2\]"]], '''
FIELDS = ("tp", "fn", "fp")

def my_macro_precision(tables):
    precs = []
    for t in tables:
        row = dict(zip(FIELDS, t))
        denom = row["tp"] + row["fp"]
        precs.append(row["tp"] / denom if denom else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q31", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list length) instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"number of (ranks|items)",
        r"instead of n_relevant"]], '''
K = 10

def my_ap_at_k(labels, n_relevant, k=K):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    denom = min(k, len(labels))
    return s / denom if denom and n_relevant else 0.0
''')

wrong("q32", "roc.auc", "twin", "treats label 0 as the positive class (labels inverted)",
      [[r"invert\w*", r"label 0 as (the )?positive", r"positive class.{0,20}0", r"labels? (swapped|flipped|reversed)",
        r"0 and 1 (swapped|confused)", r"wrong class"]], '''
POSITIVE = 0

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == POSITIVE]
    neg = [s for s, l in zip(scores, labels) if l != POSITIVE]
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
''')

wrong("q33", "map.mean", "twin", "pools all queries (sum of all precisions over the total of n_relevant) instead "
      "of averaging the per-query APs",
      [[r"pool\w*", r"micro", r"total (of )?n_relevant", r"sum\(n_relevant\)", r"instead of (averaging|the mean)",
        r"weight\w* by"]], '''
from itertools import accumulate

def my_map(runs, n_relevant):
    s = 0.0
    for run in runs:
        hits = list(accumulate(run))
        s += sum(h / i for i, (h, x) in enumerate(zip(hits, run), 1) if x)
    total = sum(n_relevant)
    return s / total if total else 0.0
''')

wrong("q34", "interp.curve", "twin", "uses a strict R@k > r, so a level equal to a reached recall takes a later "
      "point's precision",
      [[r"strict", r"<=", r"equal to (a|the) (reached )?recall", r"exactly (at|equal)", r"boundary"]], '''
from fractions import Fraction

LEVELS = [Fraction(i, 10) for i in range(11)]

def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), hits / k))
    return [max([p for r, p in pts if r > lv], default=0.0) for lv in LEVELS]
''')

wrong("q35", "rank.p_at_k", "twin", "divides by the list length when k is larger than the list",
      [[r"len\(labels\)", r"length of the list", r"list length", r"shorter", r"min\(k"]], '''
import numpy as np

K = 10

def my_p_at_k(labels, k=K):
    top = np.asarray(labels[:k])
    return float(top.sum() / min(k, len(labels)))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "sorts the grades from high to low before computing DCG (computes the ideal "
      "DCG, not the DCG of the given order)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"given order", r"ranking order"]], '''
from math import log2

DISCOUNTS = [1.0] + [1 / log2(i) for i in range(2, 200)]

def my_dcg(grades):
    gs = sorted(grades, reverse=True)
    return sum(g * DISCOUNTS[i] for i, g in enumerate(gs))
''')

wrong("q37", "roc.eer", "data", "ranks low scores first (treats a lower score as more likely positive)",
      [[r"low\w* scores? (first|as)", r"ascending", r"revers\w*", r"score order", r"sort\w* (the )?wrong",
        r"higher (score|is) (less|negative)"]], '''
DESCENDING = False

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    levels = sorted(set(scores), reverse=DESCENDING)
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in levels:
        for s, l in zip(scores, labels):
            if s == t:
                tp += l
                fp += 1 - l
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = -g0 / (g1 - g0) if g1 != g0 else 0.0
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances but not the labels, so the labels no longer "
      "match their targets",
      [[r"misalign\w*", r"labels? (no longer|do not|don't) (match|line up|correspond)", r"sort\w* (only )?the distances",
        r"not the labels", r"pair\w*", r"zip"]], '''
EPS = 0.1

def my_eps_precision(distances, labels, epsilon=EPS):
    ds = sorted(distances)
    n = sum(1 for d in ds if d < epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q39", "gen.practical", "data", "takes the database size as d + s (reads d as the unjudged items only)",
      [[r"d ?\+ ?s", r"unjudged", r"database size", r"size of the database", r"d (already )?(includes|contains)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v) if v else 0.0, v / D]
''')

wrong("q40", "scope.knn_ties", "data", "reads the distances as similarities (largest first)",
      [[r"similarit\w*", r"largest first", r"farthest", r"descending", r"revers\w*", r"nearest"]], '''
from itertools import takewhile

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: -p[0])
    kth = pairs[k - 1][0]
    inside = [l for d, l in pairs if d > kth]
    tied = [l for d, l in pairs if d == kth]
    free = k - len(inside)
    rel_t = sum(tied)
    low = sum(inside) + max(0, free - (len(tied) - rel_t))
    high = sum(inside) + min(free, rel_t)
    return [low / k, high / k]
''')

wrong("q41", "sig.sign_test", "data", "keeps the tied queries in n instead of dropping them",
      [[r"ties? (are )?(kept|not dropped|counted|included)", r"(not|never) drop\w*", r"tied quer\w*",
        r"all (the )?queries", r"len\(", r"n includes"]], '''
from math import comb

N_QUERIES = len(v["a"])
wins = sum(x > y for x, y in zip(v["a"], v["b"]))
losses = sum(x < y for x, y in zip(v["a"], v["b"]))
tail = sum(comb(N_QUERIES, i) for i in range(min(wins, losses) + 1)) / 2 ** N_QUERIES
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q42", "pr.averaged", "data", "takes each query's number of relevant items from sum(run) (the relevant "
      "items retrieved) instead of the given n_relevant",
      [[r"sum\(run\)", r"retrieved relevant", r"relevant (items )?retrieved", r"instead of (the given )?n_relevant",
        r"ignor\w* n_relevant", r"never retrieved"]], '''
import numpy as np

LEVELS = np.linspace(0, 1, 11)

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        rec = hits / n
        prec = hits / np.arange(1, len(y) + 1)
        curves.append(np.array([prec[rec >= lv - 1e-12].max() if (rec >= lv - 1e-12).any() else 0.0
                                for lv in LEVELS]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "module-level K default, missing ranks count 0", '''
K = 10

def my_p_at_k(labels, k=K):
    return sum(labels[:k]) / k
''')

right("q44", "dcg.classic", "cached discount table grown on demand", '''
from math import log2

DISC = [1.0]

def my_dcg(grades):
    while len(DISC) < len(grades):
        DISC.append(1 / log2(len(DISC) + 1))
    return sum(g * DISC[i] for i, g in enumerate(grades))
''')

right("q45", "map.mrr", "global counter of calls, next() with default", '''
CALLS = 0

def my_mrr(runs):
    global CALLS
    CALLS += 1
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q46", "scope.eps_precision", "NumPy with a module-level dtype", '''
import numpy as np

DTYPE = float

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=DTYPE)
    y = np.asarray(labels, dtype=DTYPE)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q47", "roc.eer", "walk the ROC points, module-level tolerance", '''
TOL = 0.0

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, l in zip(scores, labels):
            if s == t:
                tp += l
                fp += 1 - l
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= TOL and g1 >= -TOL:
            a = -g0 / (g1 - g0) if g1 != g0 else 0.0
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q48", "set.pr", "Fractions, a module-level cache of the last sets", '''
from fractions import Fraction

LAST = {}

def my_set_pr(retrieved, relevant):
    LAST["ret"], LAST["rel"] = set(retrieved), set(relevant)
    hits = len(LAST["ret"] & LAST["rel"])
    p = Fraction(hits, len(LAST["ret"])) if LAST["ret"] else Fraction(0)
    r = Fraction(hits, len(LAST["rel"])) if LAST["rel"] else Fraction(0)
    return [float(p), float(r)]
''')

SUBMISSIONS = tuple(S)
