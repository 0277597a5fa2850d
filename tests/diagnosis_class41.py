"""Diagnosis class 41, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of cautious, defensive programmers --
students who write many special cases, early returns and guards (some firing in the wrong place or on the wrong
condition), try/except blocks that swallow an error and return a default, default arguments, small helper
functions, and input "validation" that silently changes the input (deduplication, clipping, sorting, casting).
Their slips come from those guards and helpers as much as from the IR formulas. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py (the
``class_writer`` helper and the shared key lists) and the header and last lines of tests/diagnosis_class19.py (the
file format) were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c41-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class41).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 41 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c41-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "a helper computes the plain harmonic mean F1 of P and R: beta is accepted "
      "but never used",
      [[r"beta.{0,40}(ignored|never used|unused|not used|dropped|has no effect|no effect)",
        r"ignor\w*.{0,20}beta", r"\bF1\b", r"F_1\b", r"(plain|simple|unweighted|balanced) harmonic mean",
        r"as if beta (were|was|is|=) ?1", r"beta (fixed|set|taken) (at|to|as) 1", r"without (the )?beta"]], '''
def _harmonic(p, r):
    if p <= 0 or r <= 0:
        return 0.0
    return 2 * p * r / (p + r)


def my_f(precision, recall, beta=1.0):
    if beta is None or beta <= 0:
        beta = 1.0
    p = min(max(float(precision), 0.0), 1.0)
    r = min(max(float(recall), 0.0), 1.0)
    return _harmonic(p, r)
''')

wrong("a02", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by (all (the )?|the (total |full )?)?(n_relevant|number of relevant|relevant (items|count)|R\b)"
        r"(?!.{0,4}min)", r"(not|instead of|rather than) (by )?min\(k", r"without (the )?min\(", r"ignor\w* (the )?min",
        r"(plain|ordinary|full|whole|standard|usual|uncapped) AP", r"denominator.{0,30}(n_relevant|all relevant|R\b)",
        r"(n_relevant|all relevant items).{0,30}(denominator|divisor)", r"never (caps?|capp\w*)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant is None or n_relevant <= 0 or k <= 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("a03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight pieces of the curve",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat\w*", r"without interpolat\w*",
        r"(mean|average|midpoint) of (the )?FPR and FNR", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        r"smallest \|?(gap|difference)", r"(a|one|an existing) ROC point", r"never intersect\w*",
        r"(instead of|rather than) intersect\w*"]], '''
import numpy as np


def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    if y.all() or (~y).all():
        return 0.0
    best_gap, best = None, 0.0
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        pred = s >= t
        fpr = (pred & ~y).sum() / (~y).sum()
        fnr = (~pred & y).sum() / y.sum()
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return float(best)
''')

wrong("a04", "pr.averaged", "sibling", "each query's value at level r is the precision at the first relevant rank "
      "whose recall reaches r (the step rule), not the maximum precision at or after it",
      [[r"step (rule|interpolation|function)", r"first (relevant )?(rank|point) (whose|where|that|with).{0,30}reach",
        r"no max", r"not the max", r"without (the |a )?max", r"instead of the max", r"rather than the max",
        r"(max|maximum).{0,30}(missing|never taken|not taken|skipped|forgotten)",
        r"(later|deeper|following) (ranks|points).{0,30}(ignored|not considered)"]], '''
def _curve(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    if not n_relevant:
        return [0.0] * 11
    points = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    out = []
    for r in levels:
        value = 0.0
        for rec, prec in points:
            if rec >= r:
                value = prec
                break
        out.append(value)
    return out


def my_averaged_curve(runs, n_relevant):
    curves = [_curve(run, n) for run, n in zip(runs, n_relevant)]
    if not curves:
        return [0.0] * 11
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("a05", "map.mean", "sibling", "geometric mean of the APs (GMAP, a small epsilon for 0) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"\bproduct\b", r"log(arithm)?s? of (the )?AP", r"exp\(.{0,20}log",
        r"(multipl\w*).{0,30}AP", r"n-?th root"]], '''
import math

EPS = 1e-5


def _ap(labels, n_rel):
    if n_rel <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_rel


def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    logs = [math.log(max(_ap(r, n), EPS)) for r, n in zip(runs, n_relevant)]
    return math.exp(sum(logs) / len(logs))
''')

wrong("a06", "gen.grip_point", "sibling", "returns the precision of the whole judged list (v / len(labels)) instead "
      "of the precision at rank c = n_relevant",
      [[r"whole (judged )?list", r"entire list", r"(all|every) (the )?ranks", r"len\(labels\)", r"full list",
        r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"end of the list instead",
        r"not (cut|cutting) at", r"(never|without) cut\w*", r"(ignor|unus)\w*.{0,20}n_relevant",
        r"n_relevant.{0,20}(ignored|never used|unused|not used)"]], '''
def my_grip_point(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    if not labels or n_relevant <= 0:
        return 0.0
    return sum(labels) / len(labels)
''')

wrong("a07", "sig.sign_test", "sibling", "a one-sided binomial p-value (the tail in the direction of the winner), "
      "not doubled for the two-sided test",
      [[r"one.?sided", r"one.?tail\w*", r"single tail", r"not doubled", r"(forgot|without|missing|never).{0,30}doubl",
        r"half (of )?the (two.?sided )?p", r"alternative ?= ?.?(greater|less)", r"only one (side|tail|direction)"]], '''
from scipy.stats import binomtest

a, b = list(v["a"]), list(v["b"])
if len(a) != len(b):
    n = min(len(a), len(b))
    a, b = a[:n], b[:n]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n_used = wins + losses
if n_used == 0:
    my_sign_p = 1.0
else:
    side = "greater" if wins >= losses else "less"
    my_sign_p = binomtest(wins, n_used, 0.5, alternative=side).pvalue
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "dcg.classic", "shape", "discounts ranks 2 and on by log2(i + 1) instead of log2(i) (rank 1 still "
      "undiscounted)",
      [[r"log2?\(i ?\+ ?1\)", r"log2?\(rank ?\+ ?1\)", r"i ?\+ ?1", r"plus one", r"\+ ?1 (inside|in) the log",
        r"shifted (by one|discount)", r"(discount|log).{0,30}(one rank|off by one|one too (large|far|high))",
        r"off.by.one.{0,30}(discount|log)", r"trec.{0,20}discount"]], '''
import math


def my_dcg(grades):
    if grades is None or len(grades) == 0:
        return 0.0
    gains = [max(0.0, float(g)) for g in grades]
    total = gains[0]
    for i in range(2, len(gains) + 1):
        total += gains[i - 1] / math.log2(i + 1)
    return total
''')

wrong("b02", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the factor and in the "
      "denominator)",
      [[r"not squared", r"(never|forgot\w*|without|missing|no) (to )?squar\w*", r"beta instead of beta ?(\^|\*\*) ?2",
        r"beta rather than beta", r"square of beta", r"beta (\^|\*\*) ?2.{0,30}(missing|forgotten|dropped)",
        r"beta squared.{0,40}(missing|forgotten|dropped|should)", r"linear in beta"]], '''
def my_f(precision, recall, beta=1.0):
    try:
        p, r, b = float(precision), float(recall), float(beta)
    except (TypeError, ValueError):
        return 0.0
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("b03", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (>= instead of > with "
      "1/2 for ties)",
      [[r"ties? (count(ed|s)?|as|scored|get) (as )?(a )?(full|whole|1\b|one\b|win)", r">=", r"greater or equal",
        r"full (point|win|credit)", r"instead of (1/2|half|0\.5)", r"(whole|full) (pair|win) for (a )?tie",
        r"tied pairs? (are |is )?(counted|scored) (as )?(1\b|one|fully|wins?|a win)", r"not (as )?(a )?half",
        r"non-?strict"]], '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(int)
    pos, neg = s[y == 1], s[y == 0]
    if pos.size == 0 or neg.size == 0:
        return 0.5
    good = (pos[:, None] >= neg[None, :]).sum()
    return float(good / (pos.size * neg.size))
''')

wrong("b04", "gen.practical", "shape", "recall's lower bound divides by d - s (the unjudged items) and forgets the "
      "+ v of the largest possible class d - s + v",
      [[r"\+ ?v\b", r"forg[oe]t.{0,30}\bv\b", r"without (the )?\bv\b", r"d ?- ?s\b(?! ?\+)", r"missing.{0,20}\bv\b",
        r"unjudged (items )?only", r"leav\w* out (the )?\bv\b", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    labels = [1 if x else 0 for x in labels]
    s = len(labels)
    v = sum(labels)
    if s == 0 or d <= 0:
        return [0.0, 0.0, 0.0]
    precision = v / s
    if v == 0:
        return [precision, 0.0, 0.0]
    rest = max(d - s, 1)
    return [precision, v / rest, v / d]
''')

wrong("b05", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions is divided by 10 instead of 11",
      [[r"divid\w* by 10", r"/ ?10\b", r"\bten\b", r"10 instead of 11", r"instead of 11", r"rather than 11",
        r"(mean|average) over 10", r"(wrong|off.by.one) (count|number) of levels", r"one level too few"]], '''
import numpy as np


def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant <= 0 or y.size == 0:
        return 0.0
    ranks = np.arange(1, y.size + 1)
    hits = np.cumsum(y)
    prec = hits / ranks
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b06", "interp.step", "shape", "returns the recall R_i of the point the level falls into instead of its "
      "precision P_i",
      [[r"recall instead of (the )?precision", r"returns? (the )?recall", r"R_i instead of P_i",
        r"R_?i\b.{0,20}(not|instead of|rather than) P_?i", r"(x|horizontal).?(coordinate|axis) instead",
        r"(swapped|confused|mixed up) (precision and recall|recall and precision)", r"the level's recall",
        r"recall of the point"]], '''
def my_step_interpolated(labels, n_relevant, level=1.0):
    if not n_relevant or n_relevant < 0:
        return 0.0
    level = min(max(float(level), 0.0), 1.0)
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if not x:
            continue
        hits += 1
        rec = hits / n_relevant
        if rec >= level:
            return rec
    return 0.0
''')

wrong("b07", "dcg.exponential", "shape", "gain written 2 ** (rel - 1) (the - 1 inside the exponent) instead of "
      "2 ** rel - 1",
      [[r"2 ?(\^|\*\*) ?\(rel ?- ?1\)", r"- ?1 (inside|in) the (exponent|power)", r"exponent.{0,30}(- ?1|minus one)",
        r"(minus one|- ?1) (moved|put|placed) (into|inside)", r"parenthes\w*", r"bracket\w*",
        r"2 ?(\^|\*\*) ?\(g ?- ?1\)", r"2 ?(\^|\*\*) ?\(grade ?- ?1\)"]], '''
import math

grades = [int(g) for g in v["grades"] if g is not None]
my_dcg_exp = 0.0
for i, g in enumerate(grades, start=1):
    if g <= 0:
        continue
    my_dcg_exp += 2 ** (g - 1) / math.log2(i + 1)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c08", "rank.p_at_k", "flow", "the while loop breaks before adding rank k, so only ranks 1 to k - 1 are "
      "counted (still divided by k)",
      [[r"k ?- ?1 ranks", r"(only|first) k ?- ?1", r"(misses|skips|drops|omits|loses|forgets|never counts|ignores) "
        r"(the )?(k-?th|last) (rank|item|label)", r"(stops|breaks|exits) (one (rank|item|step) )?(too )?early",
        r"off.by.one", r"one (rank|item) short", r"(rank|item) k (is )?(not|never) counted", r"break.{0,30}before"]],
      '''
def my_p_at_k(labels, k):
    if k is None or k <= 0:
        return 0.0
    hits = 0
    i = 0
    while i < len(labels):
        i += 1
        if i >= k:
            break
        hits += 1 if labels[i - 1] else 0
    return hits / k
''')

wrong("c02", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"every relevant", r"all (the )?relevant (items|ranks)", r"each relevant", r"not (only |just )?the first",
        r"(no|missing|without|forg[oe]t\w*( the)?) (a )?break", r"(doesn'?t|does not|never) stop",
        r"sum\w* (of )?(the )?reciprocal ranks", r"(more than|beyond) the first", r"keeps? (adding|summing|going)"]],
      '''
def my_mrr(runs):
    runs = [list(r) for r in runs if r is not None]
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, 1):
            if x == 1:
                rr += 1.0 / rank
        total += rr
    return total / len(runs)
''')

wrong("c03", "pr.points", "flow", "appends a point at every rank, relevant or not, instead of one per relevant "
      "item",
      [[r"every rank", r"each rank", r"all ranks", r"(non-?relevant|irrelevant) (ranks|items) (too|also|as well)",
        r"not only (at )?(the )?relevant", r"one (point )?per rank", r"(append|add)\w* .{0,30}(every|each|all) (rank|item)",
        r"outside the if", r"(too many|extra) points"]], '''
def my_pr_points(labels, n_relevant):
    if n_relevant is None or n_relevant <= 0:
        return []
    labels = [1 if x else 0 for x in labels]
    if not any(labels):
        return []
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append(hits / k)
    return points
''')

wrong("c04", "interp.curve", "flow", "keeps a running maximum of precision from the top of the ranking, so each "
      "level takes the best precision at or BEFORE the first rank reaching it instead of at or after",
      [[r"(max|maximum).{0,40}(before|above|earlier|so far|from the top|prefix|preceding)",
        r"running max\w* (from|over) (the )?(top|start|beginning)", r"wrong direction", r"(left|backward|backwards)",
        r"(earlier|higher|previous) ranks", r"instead of (at or )?(after|below|later|deeper|to the right)",
        r"cumulative max\w*", r"(ranks|precisions) (already )?seen"]], '''
def my_interpolated(labels, n_relevant):
    out = [0.0] * 11
    if not n_relevant or n_relevant <= 0:
        return out
    hits, best, lvl = 0, 0.0, 0
    for rank, x in enumerate(labels, 1):
        hits += 1 if x else 0
        best = max(best, hits / rank)
        while lvl <= 10 and hits / n_relevant >= lvl / 10:
            out[lvl] = best
            lvl += 1
    return out
''')

wrong("c05", "ap.exact", "flow", "the hit counter is incremented after the precision is taken, so P@k at a "
      "relevant rank leaves out that rank's own hit",
      [[r"before (counting|adding|increment\w*|updating)", r"after (computing|taking) the precision",
        r"off.by.one", r"counter.{0,40}(late|after|too late)", r"not (yet )?count\w* (the )?(current|this|own)",
        r"one hit (short|too few|less)", r"exclud\w* the (current|own|relevant item itself)",
        r"(current|own) (hit|item|relevant item).{0,30}(left out|missing|not counted|excluded)",
        r"\(hits ?- ?1\)|hits ?- ?1"]], '''
def my_ap(labels, n_relevant):
    try:
        n_relevant = int(n_relevant)
    except (TypeError, ValueError):
        return 0.0
    if n_relevant <= 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("c06", "avg.macro", "flow", "a running pairwise average (avg + p) / 2 over the queries instead of the sum "
      "divided by the number of queries",
      [[r"running (mean|average)", r"pairwise", r"\(avg ?\+ ?p\) ?/ ?2", r"halv\w*", r"divid\w* by 2",
        r"(later|last) quer\w* (weigh|count)\w* more", r"(weigh|weight)\w* (the )?(later|last)",
        r"average of (the )?(running|previous|old) average", r"exponential\w*", r"not the (plain|simple) mean"]], '''
def my_macro_precision(tables):
    avg = None
    for row in tables:
        try:
            tp, fp, fn = (int(x) for x in row)
        except (TypeError, ValueError):
            continue
        p = tp / (tp + fp) if tp + fp > 0 else 0.0
        avg = p if avg is None else (avg + p) / 2
    return 0.0 if avg is None else avg
''')

wrong("c07", "scope.knn_ties", "flow", "the pessimistic bound is read off the original, never-sorted input order "
      "(the sorted list is built but not used)",
      [[r"never sorted", r"unsorted", r"not sorted", r"input order", r"original order", r"given order",
        r"(sorted|sorting) (list|order) (is )?(not|never) used", r"without sorting", r"forg[oe]t\w* to sort",
        r"(pairs|list) instead of (the )?(sorted|worst)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(labels)
    k = max(1, min(int(k), n))
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(lab for _, lab in pairs[:k]) / k
    hi = sum(lab for _, lab in best[:k]) / k
    del worst
    return [lo, hi]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "only recall is guarded: precision divides by the empty retrieved set and raises "
      "ZeroDivisionError when nothing is retrieved",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    recall = hits / len(rel) if rel else 0.0
    precision = hits / len(ret)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ndcg.all_judgments", "hidden", "the guard checks for an empty list, not for an ideal DCG of 0: "
      "ZeroDivisionError when no item is relevant at all",
      [ZERODIV], '''
import math


def _dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))


def my_ndcg(grades, unretrieved=()):
    if not grades:
        return 0.0
    ideal = sorted(list(grades) + list(unretrieved or []), reverse=True)
    return _dcg(grades) / _dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "gen.grip_point", "hidden", "indexes labels[0..c-1] directly: IndexError when the list is shorter "
      "than the class",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    if c <= 0:
        return 0.0
    hits = 0
    for i in range(c):
        if labels[i]:
            hits += 1
    return hits / c
''', crash="IndexError", scope="all")

wrong("d04", "ap.at_k", "hidden", "input validation clips k to the list length first, so the denominator "
      "min(k, n_relevant) uses the clipped k when k is longer than the list",
      [[r"(clip|clamp|cap|truncat|shr[iu]nk|reduc|limit|lower)\w*.{0,30}\bk\b",
        r"\bk\b.{0,30}(clip|clamp|capp|truncat|shr[iu]nk|reduc|limit|lowered)\w*", r"min\(k, ?len",
        r"k (set|changed|replaced|reset) to (the )?(list|len)", r"list length instead of k",
        r"len\(labels\) instead of k", r"validation.{0,40}\bk\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    labels = list(labels)
    if k > len(labels):
        k = len(labels)
    denom = min(k, n_relevant)
    if denom <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("d05", "set.f_beta", "hidden", "catches the ZeroDivisionError of P = R = 0 and returns nan instead of 0",
      [NAN], '''
import math


def my_f(precision, recall, beta=1.0):
    try:
        b2 = beta ** 2
        return (1 + b2) * precision * recall / (b2 * precision + recall)
    except ZeroDivisionError:
        return math.nan
''', scope="all")

wrong("d06", "rank.p_at_k", "hidden", "raises ValueError for a list with no relevant item, although P@k is then 0",
      [[r"ValueError"]], '''
def my_p_at_k(labels, k):
    labels = [int(x) for x in labels]
    if k < 1:
        raise ValueError(f"k must be positive, got {k}")
    if sum(labels) == 0:
        raise ValueError("no relevant item in this ranking")
    top = labels[:k]
    return sum(top) / k
''', crash="ValueError", scope="all")

wrong("d07", "roc.auc", "hidden", "an early return gives 0.0 when all scores are equal (no ranking information), "
      "where every pair is a tie worth 1/2 (AUC 0.5)",
      [[r"special.?case", r"early return", r"guard", r"short.?circuit", r"returns? (0|zero)\b",
        r"(0|zero) (for|when|if)", r"instead of 0\.5", r"rather than 0\.5", r"not 0\.5"],
       [r"tie", r"equal", r"same score", r"identical", r"one distinct", r"constant", r"no ranking information"]], '''
def my_auc(scores, labels):
    if len(set(scores)) < 2:
        return 0.0
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return 0.0
    total = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                total += 1
            elif a == b:
                total += 0.5
    return total / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "ap.exact", "twin", "input validation sorts the labels (relevant first), destroying the ranking: "
      "the value is then the final recall",
      [[r"sort\w*.{0,30}(labels|ranking|list|input)", r"(labels|ranking|list|input).{0,30}(sorted|re-?ordered)",
        r"re-?order\w*", r"destroy\w* (the )?(ranking|order)", r"(relevant|ones) (moved|put) (to the )?(first|top|front)",
        r"order (of the ranking )?(is )?(lost|ignored|changed)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant <= 0:
        return 0.0
    labels = sorted((1 if x else 0 for x in labels), reverse=True)
    hits, total = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("e02", "ap.eleven_point", "twin", "the levels start at 0.1 (level 0.0 left out of the sum) while the sum is "
      "still divided by 11",
      [[r"level 0(\.0)? (is )?(left out|missing|skipped|omitted|dropped|never)", r"(skip|omit|drop|miss|leav)\w*.{0,20}"
        r"(level|recall) 0(\.0)?\b", r"start\w* (at|from) 0\.1", r"(only )?10 levels", r"range\(1, ?11\)",
        r"without (the )?(level )?(0\.0|zero)", r"first level"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant <= 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += bool(x)
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for i in range(1, 11):
        level = i / 10
        cands = [p for p, r in zip(prec, rec) if r >= level]
        total += max(cands, default=0.0)
    return total / 11
''')

wrong("e03", "dcg.classic", "twin", "input validation sorts the grades from high to low before computing DCG "
      "(the result is the ideal DCG)",
      [[r"sort\w*.{0,30}(grades|ranking|list|input)", r"(grades|ranking|list|input).{0,30}(sorted|re-?ordered)",
        r"re-?order\w*", r"destroy\w* (the )?(ranking|order)", r"order (of the ranking )?(is )?(lost|ignored|changed)",
        r"(high|best) (grades )?first"]], '''
import math


def my_dcg(grades):
    try:
        gs = sorted((float(g) for g in grades), reverse=True)
    except TypeError:
        return 0.0
    if not gs:
        return 0.0
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2))
''')

wrong("e04", "roc.auc", "twin", "scikit-learn's roc_curve is called with pos_label=0, so label 0 is taken as the "
      "positive class",
      [[r"pos_label", r"positive class", r"label 0 (taken |treated |used )?as (the )?positive",
        r"(labels|classes) (are )?(inverted|flipped|swapped|reversed)", r"(inverted|flipped|swapped|reversed) (the )?"
        r"(labels|classes)", r"(0|zero) (is|as) (the )?(positive|relevant)"]], '''
import numpy as np
from sklearn.metrics import auc, roc_curve


def my_auc(scores, labels):
    y = np.asarray(labels).astype(int)
    if len(np.unique(y)) < 2:
        return 0.5
    fpr, tpr, _ = roc_curve(y, np.asarray(scores, dtype=float), pos_label=0)
    return float(auc(fpr, tpr))
''')

wrong("e05", "scope.knn_ties", "twin", "both bounds are computed right but returned in the wrong order "
      "[highest, lowest]",
      [[r"wrong order", r"(swapped|reversed|inverted|exchanged)", r"\[highest, ?lowest\]", r"order of the (two )?"
        r"(values|bounds|results)", r"(highest|optimistic) first", r"(lowest|pessimistic) (second|last)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    k = max(1, min(int(k), len(labels)))
    pairs = sorted(zip(distances, labels))
    low = sum(lab for _, lab in pairs[:k]) / k
    best = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    high = sum(lab for _, lab in best[:k]) / k
    return [high, low]
''')

wrong("e06", "map.mean", "twin", "the AP helper's default n_relevant=None falls back on the relevant items in "
      "the list and the helper is called without n_relevant",
      [[r"default (argument|value|parameter)", r"n_relevant.{0,40}(not passed|never passed|unused|never used)",
        r"(helper|function|_?ap\(\)?) (is )?called without", r"forg[eo]t\w*.{0,20}pass", r"never passe[sd]",
        r"n_relevant=None", r"fall\w* back"]], '''
def _ap(labels, n_relevant=None):
    if n_relevant is None:
        n_relevant = sum(1 for x in labels if x)
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / k
    return s / n_relevant


def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    return sum(_ap(run) for run in runs) / len(runs)
''')

wrong("e07", "gen.practical", "twin", "a helper's default v=None falls back on v = s and is called without v "
      "(every judged item counted as relevant)",
      [[r"default (argument|value|parameter)", r"\bv\b.{0,40}(not passed|never passed|unused|never used)",
        r"(helper|function) (is )?called without", r"forg[eo]t\w*.{0,20}pass", r"never passe[sd]", r"v=None",
        r"fall\w* back", r"v ?= ?s\b"]], '''
def _bounds(d, s, v=None):
    if v is None:
        v = s
    if s <= 0 or v <= 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]


def my_practical(labels, d):
    judged = [1 if x else 0 for x in labels]
    return _bounds(int(d), len(judged))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "precision divides by the raw retrieved list, so an id retrieved twice counts twice "
      "(only the relevant side is made a set)",
      [[r"duplicat\w*", r"(counted|counts|counting) (it )?(twice|more than once)", r"not (made |turned into |converted "
        r"to )?a set", r"set\(retrieved\)", r"len\(retrieved\)", r"repeated (id|item)", r"raw (retrieved )?list"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    if not retrieved:
        return [0.0, 0.0]
    hits = len(set(retrieved) & rel)
    precision = hits / len(retrieved)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("f02", "rank.distances", "data", "sorts by distance from largest to smallest, as if distances were scores "
      "(farthest first)",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse=True", r"as (if they were )?"
        r"(scores|similarit\w*)", r"(higher|larger|bigger) (distance|is better)", r"wrong (sort )?direction",
        r"reversed"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if len(distances) != len(labels):
        n = min(len(distances), len(labels))
        distances, labels = distances[:n], labels[:n]
    k = max(1, int(k))
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    top = [labels[i] for i in order[:k]]
    return sum(top) / k
''')

wrong("f03", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of missing items and gives each grade 1 "
      "in the ideal ranking, instead of using their grades",
      [[r"grade (of )?1\b", r"(grades?|gains?|values?) (of |as |set to |to )?1\b", r"(binary|one|1)s? for (each|every) unretrieved",
        r"unretrieved.{0,40}(grades|values) (ignored|not used|unused|replaced)", r"ignor\w*.{0,30}unretrieved "
        r"grades", r"count of (the )?unretrieved", r"number of unretrieved", r"(ids|items) (rather|instead) "
        r"(than|of) grades", r"len\(unretrieved\)"]], '''
import math


def my_ndcg(grades, unretrieved=None):
    unretrieved = list(unretrieved or [])
    def dcg(gs):
        return sum(g / math.log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("f04", "avg.macro", "data", "unpacks each row as [tp, fn, fp] (the fp and fn columns swapped): the mean is "
      "the macro recall",
      [[r"(fp|fn) and (fn|fp) (are )?(swapped|confused|mixed up|exchanged)", r"swap\w* (fp|fn)",
        r"column (order|swap)", r"\[tp, ?fn, ?fp\]", r"(wrong|another) (column )?order", r"tp ?/ ?\(tp ?\+ ?fn\)",
        r"recall instead of precision", r"macro.?recall", r"misread\w* (the )?(row|table|column)"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float).reshape(-1, 3)
    if t.shape[0] == 0:
        return 0.0
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    denom = tp + fp
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.where(denom > 0, tp / np.where(denom > 0, denom, 1), 0.0)
    return float(p.mean())
''')

wrong("f05", "pr.averaged", "data", "'validates' n_relevant by recomputing it from the labels (the relevant items "
      "retrieved), so unretrieved relevant items are ignored",
      [[r"recomput\w*.{0,30}(n_relevant|from the labels)", r"n_relevant.{0,40}(ignored|never used|unused|replaced|"
        r"overwritten|recomputed)", r"sum\(run\)", r"sum of the labels", r"(relevant items )?(retrieved|found) "
        r"(relevant )?(only|instead)", r"unretrieved relevant.{0,30}(ignored|left out|not counted)",
        r"(ignor|overwr|replac)\w*.{0,20}n_relevant"]], '''
import numpy as np


def my_averaged_curve(runs, n_relevant=None):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        n = int(y.sum())
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in np.linspace(0, 1, 11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("f06", "scope.eps_precision", "data", "sorts the distances without their labels ('validation'), so the "
      "labels no longer belong to their targets",
      [[r"sort\w*.{0,30}distances.{0,30}(without|not|but not).{0,20}labels", r"(labels|pairs?) (no longer|not) "
        r"(aligned|match\w*|belong)", r"misalign\w*", r"(lost|broke|break\w*) (the )?(pairing|alignment|link)",
        r"distances (alone|only) (sorted|re-?ordered)", r"labels (left|kept) in (the )?(original|input) order",
        r"mismatch\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    distances = sorted(float(d) for d in distances)
    labels = [1 if x else 0 for x in labels]
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return sum(inside) / len(inside)
''')

wrong("f07", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\((the )?labels\)", r"sum of (the )?labels", r"(relevant items )?(retrieved|found|in the list) "
        r"(instead|rather)", r"(number|count) of (ones|1s|relevant (items )?(retrieved|in the list|found))",
        r"n_relevant.{0,30}(ignored|unused|not used|replaced)", r"ignor\w*.{0,20}n_relevant",
        r"unretrieved relevant.{0,30}(ignored|left out|not counted)"]], '''
labels = [1 if x else 0 for x in v["labels"]]
R = sum(labels)
if R == 0:
    my_r_precision = 0.0
else:
    my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "ap.value", "loop with guards, divide by n_relevant", '''
labels = [1 if x else 0 for x in v["labels"]]
n_rel = int(v["n_relevant"])
hits, total = 0, 0.0
for k, x in enumerate(labels, start=1):
    if x:
        hits += 1
        total += hits / k
my_ap_value = total / n_rel if n_rel > 0 else 0.0
''')

right("r02", "roc.eer", "threshold sweep with mid-point guard and linear interpolation", '''
import numpy as np


def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    P, N = y.sum(), (~y).sum()
    if P == 0 or N == 0:
        return 0.0
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        pred = s >= t
        fpr.append((pred & ~y).sum() / N)
        fnr.append((~pred & y).sum() / P)
    prev_d = fpr[0] - fnr[0]
    for j in range(1, len(fpr)):
        d = fpr[j] - fnr[j]
        if d >= 0:
            if d == 0:
                return float(fpr[j])
            t = -prev_d / (d - prev_d)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
        prev_d = d
    return float(fpr[-1])
''')

right("r03", "interp.step", "early return at the first relevant point reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant <= 0:
        return 0.0
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / rank
    return 0.0
''')

right("r04", "rank.distances", "stable sorted() on distance, k guarded", '''
def my_p_at_k_from_distances(distances, labels, k):
    if k <= 0:
        return 0.0
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(1 for i in order[:k] if labels[i]) / k
''')

right("r05", "pr.points", "NumPy cumsum, boolean mask", '''
import numpy as np


def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0 or n_relevant <= 0:
        return []
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return [float(p) for p in prec[y > 0]]
''')

right("r06", "map.mrr", "try/except ValueError on list.index (no hit counts 0)", '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        try:
            total += 1.0 / (list(run).index(1) + 1)
        except ValueError:
            pass
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
