"""Diagnosis class 134, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
reason about the best and the worst case: ideal rankings, worst orderings, upper and lower bounds, optimistic and
pessimistic tie handling, "at least" and "at most" readings. Their slips swap best for worst, take a bound for the
value, or build the ideal from the wrong items. Styles vary inside the class: loops, NumPy, comprehensions,
itertools, ``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c134-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class134): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 134 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c134-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "gen.practical", "sibling", "returns the largest possible recall (every relevant item already in the "
      "scope, c = v, recall 1) instead of the smallest",
      [[r"upper", r"largest (possible )?recall", r"highest (possible )?recall", r"maxim\w* recall",
        r"best.?case", r"optimistic", r"c\s*=\s*v", r"recall (of|is|=) 1\b", r"always 1"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    # best case: nothing relevant outside what we judged, c = v
    recall = v / v if v else 0.0
    generality = v / d
    return [precision, recall, generality]
''')

wrong("q02", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = float((g / disc).sum())
    ideal = np.sort(g)[::-1]          # the best order of what we got
    idcg = float((ideal / disc).sum())
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tables|tp)", r"total tp", r"tp.{0,20}summed",
        r"aggregat\w*"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the "
      "uninterpolated value) instead of the maximum precision over all ranks with recall >= r",
      [[r"not interpolated", r"uninterpolated", r"no interpolation", r"without (the )?max",
        r"first rank.{0,40}reach", r"instead of the max", r"not the max", r"max\w*.{0,40}(missing|forgot|omitted)",
        r"forg[eo]t.{0,20}max", r"step rule", r"raw precision"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, start=1):
            hits += lab
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q05", "ap.at_k", "sibling", "divides the sum of precisions in the top k by n_relevant (plain AP cut at k) "
      "instead of min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"n_relevant instead", r"by (the )?(number of|all (the )?) relevant",
        r"\bR\b instead", r"not min", r"instead of min", r"without (the )?min", r"class size",
        r"ignor\w*.{0,20}\bk\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / n_relevant)
''')

wrong("q06", "sig.sign_test", "sibling", "reports the one-sided p-value (only the tail of at most the smaller "
      "count) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not (doubled|two.?sided)",
        r"forg[eo]t.{0,20}(doubl|two|2 ?\*|times 2)", r"half (of )?the (two.?sided )?p", r"without doubling"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
worst = min(wins, losses)
# P(at most `worst` wins) under H0
my_sign_p = sum(comb(n, i) for i in range(worst + 1)) / 2 ** n
''')

wrong("q07", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (trec_eval's DCG) instead of "
      "rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec", r"another discount", r"other discount",
        r"shift\w* (the )?discount", r"discount.{0,30}(one rank|off by one|shifted)", r"rank 1.{0,30}discount"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator "
      "((beta^2 + 1) P R / (P + beta^2 R)): the weights of P and R swapped",
      [[r"swap", r"revers", r"wrong (term|side)", r"beta.{0,20}on (recall|R\b)", r"1\s*/\s*beta", r"weights?.{0,30}(swapped|exchanged)",
        r"(precision|recall) and (recall|precision).{0,20}(confus|exchang|mixed)", r"inverse"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    if den == 0:
        return 0.0
    return (1 + b2) * precision * recall / den
''')

wrong("q09", "gen.practical", "shape", "the smallest recall divides v by d - s (the unjudged items only) instead "
      "of d - s + v (the found relevant items left out of the largest class)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"without (the )?\+\s*v", r"forg[eo]t.{0,20}\+\s*v", r"\+\s*v.{0,20}(missing|dropped)",
        r"unjudged (items )?only", r"found relevant.{0,30}(left out|missing|not (added|counted))"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    worst_c = d - s          # every item we never looked at is relevant
    recall = Fraction(v, worst_c) if v else Fraction(0)
    return [float(Fraction(v, s)), float(recall), float(Fraction(v, d))]
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"number of (levels|points).{0,30}(wrong|off)", r"off.by.one.{0,30}(levels|points)",
        r"eleven.{0,20}(not|instead)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q11", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target without capping them at the "
      "places left in the top k (min(slots, tied relevant) missing)",
      [[r"cap", r"\bmin\b", r"more than k", r"exceed\w*", r"places? left", r"slots?", r"above 1",
        r"greater than 1", r"room"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    sure = sum(l for d, l in zip(distances, labels) if d < cut)
    inside = sum(1 for d in distances if d < cut)
    slots = k - inside
    tied_rel = sum(l for d, l in zip(distances, labels) if d == cut)
    tied_non = sum(1 - l for d, l in zip(distances, labels) if d == cut)
    low = sure + max(0, slots - tied_non)
    high = sure + tied_rel
    return [low / k, high / k]
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"min.{0,20}(max|swapped)", r"instead of min",
        r"wrong bound", r"upper bound"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if n_relevant else 0.0
''')

wrong("q13", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural", r"\bln\b", r"base e", r"math\.log\b", r"log base", r"another base", r"wrong base",
        r"base of the log"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q14", "gen.grip_point", "shape", "divides the hits in the first c ranks by the length of the whole list "
      "instead of by c",
      [[r"len\w*\(labels\)", r"length of the (whole )?list", r"whole list", r"all (the )?ranks",
        r"list length", r"number of (items|ranks) (in|of) the list", r"instead of (by )?c\b",
        r"instead of n_relevant"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    return float(y[:n_relevant].sum() / len(y))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes each point's precision before counting the relevant item at that rank "
      "(hits one short)",
      [[r"before (counting|increment|adding|updat)", r"one short", r"off.by.one", r"hits?.{0,30}(late|after)",
        r"increment\w*.{0,30}after", r"count.{0,20}too late", r"previous (count|hits)", r"one (less|fewer)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            points.append(hits / k)
            hits += 1
    return points
''')

wrong("q16", "interp.curve", "flow", "takes the best precision of the ranks up to the first one reaching r (looks "
      "back) instead of the best over the ranks at or after it",
      [[r"look\w* back", r"earlier ranks", r"ranks? (before|up to)", r"prefix", r"so far",
        r"(left|before) of", r"wrong direction", r"instead of (after|to the right|later|beyond)",
        r"(not|instead of) (the )?(ranks? )?(after|later|to the right)", r"running max"]], '''
def my_interpolated(labels, n_relevant):
    best_so_far, hits = 0.0, 0
    reach = []
    for k, lab in enumerate(labels, start=1):
        hits += lab
        best_so_far = max(best_so_far, hits / k)
        reach.append((hits / n_relevant if n_relevant else 0.0, best_so_far))
    out = []
    for i in range(11):
        r = i / 10
        out.append(next((p for rec, p in reach if rec >= r - 1e-12), 0.0))
    return out
''')

wrong("q17", "map.mean", "flow", "never resets the precision sum between queries, so each query's AP carries the "
      "earlier queries' precisions",
      [[r"reset", r"re.?initiali[sz]", r"carr\w*", r"accumulat\w*", r"outside (the )?loop",
        r"earlier quer\w*", r"previous quer\w*", r"not cleared"]], '''
def my_map(runs, n_relevant):
    aps = []
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                total += hits / k
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "rank.distances", "flow", "never sorts by distance: takes the first k items in input order",
      [[r"never sort", r"not sort", r"unsorted", r"without sort", r"input order", r"given order",
        r"order (given|as given|of the input)", r"forg[eo]t.{0,20}sort", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("q19", "map.mrr", "flow", "never breaks out of the loop, so the rank kept is that of the last relevant item, "
      "not the first",
      [[r"\blast\b", r"break", r"no early (exit|stop)", r"overwrit\w*", r"keeps? (going|looping)",
        r"not the first", r"instead of the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run, start=1):
            if x == 1:
                rank = i
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "the running maximum (interpolation from the bottom of the list) is never "
      "reset between queries, so a query inherits the previous query's best precision",
      [[r"reset", r"re.?initiali[sz]", r"carr\w*", r"previous quer\w*", r"earlier quer\w*", r"inherit\w*",
        r"outside (the )?loop", r"shared", r"leak\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    best = 0.0
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts, hits = [], 0
        for k, lab in enumerate(labels, start=1):
            hits += lab
            pts.append((hits / n, hits / k))
        interp = []
        for rec, p in reversed(pts):
            best = max(best, p)
            interp.append((rec, best))
        for j, r in enumerate(levels):
            sums[j] += max((p for rec, p in interp if rec >= r - 1e-12), default=0.0)
    return [s / len(runs) for s in sums]
''')

wrong("q21", "roc.auc", "flow", "the inner loop starts after the outer index, so only the pairs whose negative "
      "comes later in the list than the positive are compared",
      [[r"inner loop", r"range\s*\(\s*i", r"later in the list", r"half (of )?the pairs", r"only (some|part)",
        r"pairs? (missing|skipped|left out)", r"not all (the )?pairs", r"each pair once", r"index"]], '''
def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    pairs = sum(labels) * (n - sum(labels))
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / pairs
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by zero when precision and recall are both 0 (no guard)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "when the list is shorter than the class, divides by the ranks available "
      "instead of by c (missing ranks not counted as non-relevant)",
      [[r"missing ranks.{0,30}(ignored|not counted|dropped)", r"available", r"instead of (by )?c\b",
        r"divid\w* by (the )?(ranks|items) (there|present|in the list)", r"len\w*\(labels",
        r"length of the (list|slice)", r"fewer (ranks|items) than"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "scope.eps_precision", "hidden", "divides by zero when nothing lies within epsilon (an empty result)",
      [ZERODIV, [r"empty", r"nothing (within|inside|returned|retrieved)", r"no (target|item)s?"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(got) / len(got)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.knn_ties", "hidden", "looks at the (k+1)-th distance to test whether a tie straddles the cut, "
      "which is past the end when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    ds = [distances[i] for i in order]
    if ds[k - 1] != ds[k]:                       # no tie across the cut
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    cut = ds[k - 1]
    before = [i for i in order if distances[i] < cut]
    tied = [i for i in order if distances[i] == cut]
    slots = k - len(before)
    sure = sum(labels[i] for i in before)
    t_rel = sum(labels[i] for i in tied)
    t_non = len(tied) - t_rel
    return [(sure + max(0, slots - t_non)) / k, (sure + min(slots, t_rel)) / k]
''', crash="IndexError", scope="all")

wrong("q26", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)) (the most relevant items the list can "
      "hold) instead of n_relevant, which differs when there are more relevant items than the list is long",
      [[r"min\w*.{0,40}len", r"len\w*\(labels\)", r"length of the list", r"list (is )?shorter",
        r"cap\w*.{0,30}(list|length)", r"instead of n_relevant",
        r"list can hold"]], '''
def my_ap(labels, n_relevant):
    denom = min(n_relevant, len(labels))   # at most len(labels) can be found
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q27", "avg.macro", "hidden", "divides by zero for a query with nothing retrieved (tp + fp = 0) instead of "
      "giving it precision 0",
      [ZERODIV, [r"nothing retrieved", r"tp\s*\+\s*fp\s*(=|is|==)\s*0", r"empty", r"no (item|document)s? retrieved"]],
      '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=int)
    precs = [int(tp) / int(tp + fp) for tp, fp, _ in t]
    return float(np.mean(precs))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "map.mean", "hidden", "computes AP as the mean of the precisions at the relevant ranks times the "
      "hits over n_relevant, which is nan for a query whose relevant items were never retrieved",
      [NAN, [r"never retrieved", r"no relevant (item )?retrieved", r"empty", r"mean of (an )?empty",
             r"nothing (relevant )?(retrieved|found)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        at_rel = prec[y == 1]
        aps.append(at_rel.mean() * len(at_rel) / n if n else 0.0)
    return float(np.mean(aps))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "returns the pair in the wrong order, [highest, lowest], instead of "
      "[lowest, highest]",
      [[r"order", r"swap", r"revers", r"exchang", r"wrong way round", r"(highest|upper).{0,30}first",
        r"the other way"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    opt, pes, taken = 0, 0, 0
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        g = [lab for _, lab in grp]
        room = k - taken
        if room <= 0:
            break
        if len(g) <= room:
            opt += sum(g)
            pes += sum(g)
        else:
            rel = sum(g)
            opt += min(room, rel)
            pes += max(0, room - (len(g) - rel))
        taken += len(g)
    return [opt / k, pes / k]
''')

wrong("q30", "rank.distances", "twin", "ranks the items farthest first (descending distance, as if distances were "
      "scores) instead of nearest first",
      [[r"farthest", r"furthest", r"descending", r"largest distance", r"revers\w*", r"highest (distance|first)",
        r"wrong (order|direction)", r"as (a )?(score|similarit)", r"nearest last"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q31", "ndcg.all_judgments", "twin", "sorts the ideal ranking from low to high (the worst order) instead of "
      "high to low",
      [[r"ascending", r"low to high", r"lowest first", r"worst", r"revers\w*", r"increasing",
        r"wrong (order|direction)", r"not (sorted )?descending", r"forg[eo]t.{0,20}reverse"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q32", "ap.value", "twin", "averages the precisions at the relevant ranks found (divides by the relevant "
      "items retrieved) instead of dividing their sum by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"sum\s*\(\s*labels", r"hits",
        r"mean of the precisions", r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,20}n_relevant",
        r"unretrieved"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].mean())
''')

wrong("q33", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 (pessimistic) instead of 1/2",
      [[r"ties? (count\w* )?(as )?(0|zero)", r"ignor\w*.{0,20}ties?", r"pessimistic", r"strict\w*",
        r"ties? (are )?(not|never) (counted|credited)", r"(no|without) (half|1/2)", r"tied pairs? (count\w* )?(as )?(0|zero|nothing)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for q in neg if p > q)
    return wins / (len(pos) * len(neg))
''')

wrong("q34", "set.pr", "twin", "returns [recall, precision] (the pair in the wrong order)",
      [[r"order", r"swap", r"revers", r"exchang", r"wrong way round", r"recall first", r"the other way",
        r"recall.{0,20}(instead of|for) precision"]], '''
def my_set_pr(retrieved, relevant):
    got, rel = set(retrieved), set(relevant)
    hit = len(got & rel)
    p = hit / len(got) if got else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q35", "rank.p_at_k", "twin", "takes the mean of the slice labels[:k], which divides by the ranks that exist "
      "instead of by k when k is past the end of the list",
      [[r"mean", r"len\w*\(?.{0,15}(slice|labels)", r"available", r"exist",
        r"past the end", r"shorter", r"not (by )?k\b", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "treats every grade above 0 as 1 (binary relevance) instead of using the "
      "graded gains",
      [[r"binary", r"0/1", r"grades? (as|to) 1", r"ignor\w*.{0,20}grade", r"not (the )?grade",
        r"graded gain", r"relevant or not", r"clip\w*"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

gains = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted([1 if g > 0 else 0 for g in v["grades"] + v["unretrieved"]], reverse=True)
my_ndcg_value = dcg(gains) / dcg(ideal)
''')

wrong("q37b", "rank.r_precision", "data", "takes R as the number of relevant items retrieved (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\s*\(\s*(the )?labels", r"relevant (items )?retrieved", r"retrieved relevant", r"found",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,20}n_relevant", r"count\w* of (the )?1s",
        r"hits"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q38", "gen.practical", "data", "reads d as the number of items outside the judged scope, so the database "
      "size is taken as d + s",
      [[r"d\s*\+\s*s", r"outside (the )?scope", r"unjudged", r"database size.{0,30}(wrong|misread|plus)",
        r"added s", r"adds? (the )?scope", r"(size|d) (mis)?read", r"misread\w*.{0,20}\bd\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s                 # d unjudged + the s judged
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q39", "roc.eer", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"invert", r"flip", r"revers\w*.{0,20}label", r"label.{0,20}(swapped|inverted|flipped|reversed)",
        r"0 as (the )?positive", r"positive.{0,20}(class )?0", r"negatives? as positives?", r"1 - label",
        r"classes? swapped"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0          # the "accepted" ones
    P, N = pos.sum(), (~pos).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append((sel & pos).sum() / P)
        fpr.append((sel & ~pos).sum() / N)
    for i in range(1, len(fpr)):
        f0, t0, f1, t1 = fpr[i - 1], tpr[i - 1], fpr[i], tpr[i]
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return float(f0)
            a = -g0 / (g1 - g0)
            return float(f0 + a * (f1 - f0))
    return 0.0
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp], so its precision tp / (tp + fp) really "
      "divides by tp + fn (the columns confused)",
      [[r"column", r"false negatives?", r"tp\s*\+\s*fn", r"(fp|fn) and (fn|fp).{0,20}(swapped|confused|exchanged)", r"order of (the )?(table|entries|counts)",
        r"\[tp, fn, fp\]", r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q41", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon (the farthest ones)",
      [[r"similarit", r"farthest", r"furthest", r"d\s*>\s*eps", r"greater than epsilon", r"outside",
        r"beyond epsilon", r"wrong side", r"revers\w*", r"larger distance"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    sim = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    keep = sim > epsilon
    return float(y[keep].mean()) if keep.any() else 0.0
''')

wrong("q42", "pr.averaged", "data", "takes each query's class size as the relevant items in its list (sum of the "
      "labels) instead of its n_relevant",
      [[r"sum\s*\(\s*(the )?(labels|run)", r"relevant (items )?retrieved", r"retrieved relevant", r"found",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,20}n_relevant", r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        row = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
               for r in np.linspace(0, 1, 11)]
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "exact Fractions: the sure hits plus the best and worst share of the tied group", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    before = [l for d, l in zip(distances, labels) if d < cut]
    tied = [l for d, l in zip(distances, labels) if d == cut]
    slots = k - len(before)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    low = Fraction(sum(before) + max(0, slots - t_non), k)
    high = Fraction(sum(before) + min(slots, t_rel), k)
    return [float(low), float(high)]
''')

right("q44", "roc.eer", "loop over grouped ROC points, linear crossing with FPR = 1 - TPR", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(sorted(zip(scores, labels), key=lambda t: -t[0]), key=lambda t: t[0]):
        for _, y in grp:
            if y:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q45", "interp.step", "the first relevant rank whose recall reaches the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    lvl = Fraction(str(level))
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= lvl:
                return hits / k
    return 0.0
''')

right("q46", "map.mean", "comprehension of per-query APs", '''
def my_map(runs, n_relevant):
    def ap(labels, n):
        if n == 0:
            return 0.0
        hits = 0
        out = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                out += hits / i
        return out / n
    return sum(ap(l, n) for l, n in zip(runs, n_relevant)) / len(runs)
''')

right("q47", "pr.averaged", "NumPy: reversed running maximum per query, then the column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    rows = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.sum() == 0:
            rows.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for r in levels:
            idx = np.nonzero(rec >= r - 1e-12)[0]
            row.append(best[idx[0]] if len(idx) else 0.0)
        rows.append(np.array(row))
    return [float(x) for x in np.mean(rows, axis=0)]
''')

right("q48", "gen.practical", "exact Fractions for the worst-case class size d - s + v", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)), float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
