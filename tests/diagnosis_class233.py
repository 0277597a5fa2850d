"""Diagnosis class 233, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- defensive
coders: students who wrap everything in try/except that swallows errors, return a default value, add guards and
"clean up" their inputs in ways that change the data (loops, NumPy, comprehensions, itertools, fractions). Only
the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``ireval_teach/exercises/variants.py``, the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c233-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class233): every right
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

BATCH = "diagnosis class 233 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c233-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (the AP of the retrieved list only)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of hits", r"sum\(labels\)",
        r"relevant (items )?in the (list|ranking)", r"found relevant", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* (the )?(unretrieved|never retrieved|missing)"]], '''
def my_ap(labels, n_relevant):
    try:
        hits = 0
        total = 0.0
        for k, lab in enumerate(labels, start=1):
            if lab == 1:
                hits += 1
                total += hits / k
        return total / hits
    except ZeroDivisionError:
        return 0.0
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* beta", r"beta (is )?(ignored|unused|never used)",
        r"without beta"]], '''
def my_f(precision, recall, beta):
    try:
        p = float(precision)
        r = float(recall)
    except (TypeError, ValueError):
        return 0.0
    if p + r == 0:
        return 0.0
    return 2 * p * r / (p + r)
''')

wrong("q03", "ndcg.value", "sibling", "the ideal ranking holds only the retrieved grades (the unretrieved relevant "
      "grades are left out of the ideal DCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"ignor\w*.{0,30}unretrieved", r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"drop\w*.{0,30}unretrieved"]], '''
from math import log2

grades = [g for g in v["grades"] if g is not None]

def dcg(gs):
    total = 0.0
    for i, g in enumerate(gs, 1):
        total += g if i == 1 else g / log2(i)
    return total

try:
    my_ndcg_value = dcg(grades) / dcg(sorted(grades, reverse=True))
except ZeroDivisionError:
    my_ndcg_value = 0.0
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP, zeros replaced by a small "
      "epsilon) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product of", r"log.{0,20}(average|mean)", r"exp\w*.{0,30}mean.{0,20}log"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        try:
            run = np.asarray(run)
            ranks = np.flatnonzero(run == 1) + 1
            ap = float(np.sum(np.arange(1, len(ranks) + 1) / ranks) / n)
        except ZeroDivisionError:
            ap = 0.0
        aps.append(max(ap, 1e-5))
    return float(np.exp(np.mean(np.log(aps)))) if aps else 0.0
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole judged list instead of the precision "
      "at the scope s = c = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|items)", r"len\(labels\)",
        r"length of the (list|ranking)", r"full (list|ranking)", r"not (at|cut at) .{0,20}(n_relevant|class size|c\b)",
        r"instead of (the )?(class size|n_relevant)", r"(scope|cut.?off|cut).{0,30}(ignored|missing|never)"]], '''
def my_grip_point(labels, n_relevant):
    try:
        labels = [1 if x else 0 for x in labels]
        return sum(labels) / len(labels)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q06", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total tp", r"aggregat\w*",
        r"add\w* (up )?(the )?counts", r"weight\w* by"]], '''
def my_macro_precision(tables):
    tp_all = 0
    fp_all = 0
    for row in tables:
        try:
            tp, fp, fn = row
        except (TypeError, ValueError):
            continue
        tp_all += tp
        fp_all += fp
    try:
        return tp_all / (tp_all + fp_all)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q07", "interp.curve", "sibling", "returns the plain (uninterpolated) precision at the first rank reaching each "
      "recall level instead of the maximum precision at any rank reaching it",
      [[r"uninterpolated", r"not interpolated", r"no (max|maximum)", r"without (the )?(max|maximum|interpolation)",
        r"first rank", r"(max|maximum).{0,40}(missing|never|not taken|forgot)", r"forg[eo]t.{0,20}(max|maximum)",
        r"precision at the (first|rank where)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        value = 0.0
        try:
            hits = 0
            for k, lab in enumerate(labels, 1):
                hits += lab
                if hits / n_relevant >= r - 1e-12:
                    value = hits / k
                    break
        except ZeroDivisionError:
            value = 0.0
        out.append(value)
    return out
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "uses the gain 2^rel without the -1 (a grade 0 item still adds 1 / log2(i + 1))",
      [[r"minus (one|1)", r"2\s*\^\s*rel\b(?!\s*-)", r"2\*\*\s*(rel|g)\b(?!\s*-)", r"without .{0,20}subtract",
        r"forg[eo]t.{0,20}(subtract|minus|the -1|the - 1)", r"grade 0.{0,40}(adds|counts|gain of 1)",
        r"gain of 1 for (a )?(grade )?0"]], '''
import math

my_dcg_exp = 0.0
for i, g in enumerate(v["grades"], start=1):
    try:
        my_dcg_exp += (2 ** int(g)) / math.log2(i + 1)
    except (TypeError, ValueError):
        pass
''')

wrong("q09", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2).{0,20}(instead of|not) .{0,10}(beta\s*(\^|\*\*)\s*2|beta squared|beta²)",
        r"not squar\w*", r"squar\w*.{0,20}(missing|forgot|never)", r"forg[eo]t.{0,20}squar",
        r"beta (instead of|rather than) (beta\s*(\^|\*\*)\s*2|beta squared|beta²)", r"unsquared", r"without squaring"]], '''
def my_f(precision, recall, beta):
    if beta is None or beta < 0:
        beta = 1.0
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log(arithm)? base e", r"base e\b", r"math\.log\(", r"np\.log\(",
        r"wrong (log(arithm)? )?base", r"base.{0,20}(instead of|not) 2", r"not log2", r"instead of log2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = 0.0
    for i, g in enumerate(grades, 1):
        try:
            total += g if i == 1 else g / math.log(i)
        except (ZeroDivisionError, TypeError):
            continue
    return total
''')

wrong("q11", "ap.at_k", "shape", "divides by n_relevant instead of min(k, n_relevant)",
      [[r"minimum", r"(instead of|not|rather than) .{0,20}min", r"by n_relevant",
        r"whole n_relevant", r"not capped", r"cap\w*.{0,20}(k|missing)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    try:
        k = int(k)
        top = list(labels)[:k]
        hits, s = 0, 0.0
        for i, x in enumerate(top, 1):
            if x:
                hits += 1
                s += hits / i
        return s / n_relevant
    except (ZeroDivisionError, ValueError, TypeError):
        return 0.0
''')

wrong("q12", "map.mrr", "shape", "returns 1 / (mean rank of the first relevant item) instead of the mean of the "
      "reciprocal ranks",
      [[r"mean (of the )?ranks?", r"average (of the )?ranks?", r"reciprocal of the (mean|average)",
        r"1\s*/\s*(the )?(mean|average)", r"inverts? (the )?(mean|average)", r"invert\w* after",
        r"(mean|average) (taken )?before (the )?(reciprocal|invert)", r"harmonic"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        try:
            ranks.append(list(run).index(1) + 1)
        except ValueError:
            ranks.append(float("inf"))
    try:
        return 1 / (sum(ranks) / len(ranks))
    except ZeroDivisionError:
        return 0.0
''')

wrong("q13", "sig.sign_test", "shape", "takes the binomial tail of the larger count of wins (then clips the doubled "
      "p-value to 1) instead of the smaller count",
      [[r"larger", r"bigger", r"max\w*\s*(\(|count|number|of)", r"more frequent", r"wrong tail", r"(upper|other) tail",
        r"instead of (the )?(smaller|min)", r"not (the )?(smaller|min)"]], '''
from math import comb

plus = minus = 0
for x, y in zip(v["a"], v["b"]):
    try:
        if x > y:
            plus += 1
        elif x < y:
            minus += 1
    except TypeError:
        continue
n = plus + minus
k = max(plus, minus)
tail = sum(comb(n, i) for i in range(k + 1)) / 2 ** n if n else 1.0
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q14", "set.pr", "shape", "recall divides by the number retrieved and precision by the number relevant (the "
      "two denominators swapped)",
      [[r"swap\w*", r"switch\w*", r"exchang\w*", r"confus\w*", r"(the )?other way (a)?round", r"interchang\w*",
        r"revers\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret = {str(x).strip() for x in retrieved if x is not None}
    rel = {str(x).strip() for x in relevant if x is not None}
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "each query's precisions count the earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"outside the (query )?loop", r"accumulat\w* across",
        r"(hits|counter).{0,40}(previous|earlier|other) quer", r"shared between quer", r"before the (outer )?loop"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits / k
        try:
            total += s / n
        except ZeroDivisionError:
            pass
    return total / len(runs) if runs else 0.0
''')

wrong("q16", "pr.averaged", "flow", "one 11-level list is built before the query loop and each query takes the "
      "maximum with it, so a query's curve keeps earlier queries' values",
      [[r"reset", r"re-?initiali[sz]", r"outside the (query )?loop", r"reus\w*", r"shared", r"carr(y|ies|ied) over",
        r"(previous|earlier|other) quer", r"before the (outer |query )?loop", r"never cleared"]], '''
def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        if not n:
            continue
        hits = 0
        pts = []
        for k, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits / n, hits / k))
        for j in range(11):
            r = j / 10
            best = max((p for rec, p in pts if rec >= r - 1e-12), default=0.0)
            curve[j] = max(curve[j], best)
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q17", "rank.distances", "flow", "never sorts the items by distance: takes P@k of the labels in the order "
      "given",
      [[r"never sort", r"not sort", r"no sort", r"without sort", r"unsorted", r"forg[eo]t.{0,20}sort",
        r"(given|original|input) order", r"order (as )?given", r"ignor\w* (the )?distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    try:
        k = int(k)
    except (TypeError, ValueError):
        return 0.0
    if k <= 0:
        return 0.0
    pairs = list(zip(distances, labels))
    top = [lab for d, lab in pairs[:k]]
    return sum(1 for lab in top if lab == 1) / k
''')

wrong("q18", "ap.eleven_point", "flow", "the recall levels come from range(10), so level 1.0 is left out and the "
      "mean is over 10 levels",
      [[r"range\(10\)", r"\b10 levels", r"ten levels", r"(level|recall) 1(\.0)?.{0,30}(missing|left out|skipped|dropped|omitted)",
        r"(miss|skip|drop|omit)\w*.{0,30}(level|recall) 1(\.0)?", r"off.by.one", r"last level", r"11th level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    try:
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n_relevant
    except (ZeroDivisionError, ValueError):
        return 0.0
    vals = []
    for i in range(10):
        mask = rec >= i / 10 - 1e-12
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals)) if vals else 0.0
''')

wrong("q19", "roc.auc", "flow", "compares each item only with the items after it in the input order (j > i), so "
      "a pair whose negative comes first is scored the wrong way round",
      [[r"j\s*>\s*i", r"i\s*\+\s*1", r"(only|half) (the )?pairs", r"after it", r"input order", r"order of the (input|list)",
        r"(each|every) pair (only )?once.{0,40}(order|direction)", r"inner loop.{0,30}(start|from)",
        r"(negative|non-relevant) (comes |is )?first"]], '''
def my_auc(scores, labels):
    n = min(len(scores), len(labels))
    pos = sum(1 for l in labels[:n] if l == 1)
    neg = n - pos
    if pos == 0 or neg == 0:
        return 0.5
    wins = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == labels[j]:
                continue
            if scores[i] == scores[j]:
                wins += 0.5
            elif scores[i] > scores[j]:
                wins += 1
    return wins / (pos * neg)
''')

wrong("q20", "pr.points", "flow", "computes the precision before adding the current hit (hits / rank with the hit "
      "counter one behind)",
      [[r"before (the )?(hit|count|counter|increment)", r"one behind", r"(hit|counter).{0,30}(after|late)",
        r"increment\w*.{0,30}after", r"off.by.one", r"(hits|count) - 1", r"previous (hit )?count", r"not yet counted"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        try:
            if int(lab) == 1:
                points.append(hits / rank)
                hits += 1
        except (TypeError, ValueError):
            continue
    return points
''')

wrong("q21", "rank.p_at_k", "flow", "the loop runs range(1, k) so the k-th rank is never looked at (only k - 1 "
      "ranks counted, still divided by k)",
      [[r"range\(1,\s*k\)", r"off.by.one", r"(k-th|last) rank.{0,30}(missing|skipped|left out|never)",
        r"(miss|skip|omit)\w*.{0,20}(k-th|last) rank", r"k\s*-\s*1 ranks", r"one rank (short|too few)",
        r"stops? one (rank )?(early|short)"]], '''
def my_p_at_k(labels, k):
    try:
        k = int(k)
    except (TypeError, ValueError):
        return 0.0
    if k <= 0:
        return 0.0
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "clips the class size to the list length (c = min(n_relevant, "
      "len(labels))), so when the list is shorter than the class the missing ranks are no longer counted",
      [[r"min\s*\(\s*n_relevant", r"clip\w*", r"cap\w*", r"len\(labels\)", r"length of the list",
        r"truncat\w*", r"divid\w* by (the )?(list )?length"]], '''
def my_grip_point(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    c = min(int(n_relevant), len(labels))
    if c <= 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q23", "interp.step", "hidden", "uses R_(i-1) <= r < R_i, so a level exactly at a reached recall R_i takes the "
      "next relevant item's precision",
      [[r"<=\s*r\s*<", r"boundar\w*", r"(strict|inclusive|exclusive)", r"r\s*<\s*R_?i",
        r"(equal|equals) (to )?(a )?(reached )?recall", r"wrong side", r"next (relevant )?(item|point|step)"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    try:
        n = int(n_relevant)
        r = Fraction(str(level))
        prev = Fraction(0)
        hits = 0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                cur = Fraction(hits, n)
                if prev <= r < cur:
                    return hits / k
                prev = cur
    except (ZeroDivisionError, ValueError):
        pass
    return 0.0
''')

wrong("q24", "ap.exact", "hidden", "clips n_relevant to the list length (min(n_relevant, len(labels))), so relevant "
      "items that could not fit in the list are dropped from the denominator",
      [[r"min\s*\(\s*n_relevant", r"clip\w*", r"cap\w*", r"len\(labels\)", r"length of the list",
        r"(don't|do not|cannot|couldn't|could not) fit", r"truncat\w*"]], '''
def my_ap(labels, n_relevant):
    labels = list(labels)
    n = min(int(n_relevant), len(labels))
    if n <= 0:
        return 0.0
    hits, total = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
            total += hits / k
    return total / n
''')

wrong("q25", "set.pr", "hidden", "returns precision 1 when nothing is retrieved (no false positives taken as a "
      "perfect precision) instead of 0",
      [[r"precision (of |is |=\s*)?1", r"1(\.0)? (instead of|not|rather than) 0", r"nothing retrieved.{0,40}\b1(\.0)?\b",
        r"perfect precision", r"no false positives"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    if not ret:
        return [1.0, 0.0]
    hits = len(ret & rel)
    recall = hits / len(rel) if rel else 0.0
    return [hits / len(ret), recall]
''')

wrong("q26", "scope.eps_precision", "hidden", "returns 1.0 instead of 0 when nothing is within epsilon (the "
      "ZeroDivisionError handler gives a perfect precision)",
      [[r"1(\.0)? (instead of|not|rather than) 0", r"returns? 1(\.0)?", r"(perfect|full) precision",
        r"empty.{0,40}(1(\.0)?|one)\b", r"(except|handler|default).{0,40}1(\.0)?"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    try:
        return sum(inside) / len(inside)
    except ZeroDivisionError:
        return 1.0
''')

wrong("q27", "roc.auc", "hidden", "returns 0 when every score is tied (a guard for 'degenerate' scores) "
      "instead of 1/2",
      [[r"0(\.0)? (instead of|not|rather than) (0\.5|1\s*/\s*2|a half|one half)", r"degenerate",
        r"(returns?|gives?) 0\b.{0,40}tied", r"tied.{0,40}(returns?|gives?) 0\b", r"(ptp|max.{0,10}min).{0,30}(guard|0)",
        r"guard"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    if np.ptp(s) == 0 or y.all() or not y.any():
        return 0.0
    pos, neg = s[y], s[~y]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q28", "ndcg.all_judgments", "hidden", "returns 1.0 instead of 0 when the ideal DCG is 0 (the "
      "ZeroDivisionError handler treats no relevant item as a perfect ranking)",
      [[r"1(\.0)? (instead of|not|rather than) 0", r"returns? 1(\.0)?", r"perfect",
        r"ideal (DCG )?(is )?(0|zero).{0,40}(1(\.0)?|one)\b", r"(except|handler|default).{0,40}1(\.0)?"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    try:
        return dcg(grades) / dcg(ideal)
    except ZeroDivisionError:
        return 1.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts by distance in descending order (farthest first) instead of nearest "
      "first",
      [[r"descend\w*", r"reverse\s*=\s*True", r"farthest", r"largest distance", r"(wrong|reversed?) order",
        r"revers\w*", r"high(est)? to low", r"most distant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    try:
        ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
        return sum(lab for _, lab in ranked[:k]) / k
    except ZeroDivisionError:
        return 0.0
''')

wrong("q30", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P instead of "
      "beta^2 P + R)",
      [[r"swap\w*", r"switch\w*", r"exchang\w*", r"interchang\w*", r"the other way (a)?round", r"beta\s*(\^|\*\*)\s*2\s*\*?\s*R",
        r"confus\w* (precision|P) (and|with) (recall|R)", r"(precision|P) and (recall|R) (are )?(swapped|reversed|exchanged)"]], '''
def my_f(precision, recall, beta):
    p, r, b2 = float(precision), float(recall), float(beta) ** 2
    den = b2 * r + p
    if den <= 0:
        return 0.0
    return (1 + b2) * p * r / den
''')

wrong("q31", "ap.at_k", "twin", "divides by min(k, number of relevant items in the list) instead of min(k, "
      "n_relevant)",
      [[r"sum\(labels\)", r"relevant (items )?in the (list|ranking)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"count\w* (the )?(relevant|ones|1s) in", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    labels = [int(x) for x in labels]
    denom = min(k, sum(labels))
    if denom <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x == 1:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q32", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum(labels)) instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?in the (list|ranking)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"count\w* (the )?(relevant|ones|1s) in", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
labels = [1 if x else 0 for x in v["labels"]]
R = sum(labels)
try:
    top = labels[:R] + [0] * max(0, R - len(labels))
    my_r_precision = sum(top) / R
except ZeroDivisionError:
    my_r_precision = 0.0
''')

wrong("q33", "interp.curve", "twin", "computes recall over the relevant items in the list (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?in the (list|ranking)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"count\w* (the )?(relevant|ones|1s) in", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    total = sum(1 for x in labels if x == 1)
    if total == 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x == 1:
            hits += 1
        pts.append((Fraction(hits, total), Fraction(hits, k)))
    return [float(max((p for r, p in pts if r >= Fraction(i, 10)), default=0)) for i in range(11)]
''')

wrong("q34", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"greater (than )?or equal", r"ties? (count\w* )?(as )?(a )?(full|whole|1\b|one)", r"tie.{0,30}win",
        r"(instead of|not) (a )?half", r"instead of 1\s*/\s*2", r"not 1\s*/\s*2"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l != 1]
    try:
        return sum(1 for p, n in product(pos, neg) if p >= n) / (len(pos) * len(neg))
    except ZeroDivisionError:
        return 0.5
''')

wrong("q35", "map.mean", "twin", "each query's AP divides by the relevant items it retrieved (sum of the run) "
      "instead of its n_relevant",
      [[r"sum\(run\)", r"relevant (items )?in the (list|ranking|run)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"count\w* (the )?(relevant|ones|1s) in", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps) if aps else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.trec", "data", "clamps the grades to 0/1 (min(g, 1)) before the DCG, so graded relevance becomes "
      "binary",
      [[r"binar\w*", r"clamp\w*", r"clip\w*", r"min\s*\(\s*g", r"cap\w*", r"0\s*/\s*1", r"grades? (are |is )?(lost|flattened)",
        r"(treat|turn)\w* .{0,20}(grades|relevance) .{0,20}(binary|0 or 1)"]], '''
import math

grades = []
for g in v["grades"]:
    try:
        grades.append(min(max(int(g), 0), 1))
    except (TypeError, ValueError):
        grades.append(0)
my_dcg_trec = sum(g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp], so precision is tp / (tp + fn) (a recall)",
      [[r"false negatives?", r"recall", r"(order|column|field)s?.{0,30}(wrong|swapp|confus|misread)",
        r"misread\w*", r"\[tp, fn, fp\]", r"swap\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    vals = []
    for row in tables:
        try:
            tp, fn, fp = (float(x) for x in row)
            vals.append(tp / (tp + fp))
        except ZeroDivisionError:
            vals.append(0.0)
        except (TypeError, ValueError):
            continue
    return float(np.mean(vals)) if vals else 0.0
''')

wrong("q38", "roc.eer", "data", "treats label 0 as the positive class (positives = labels == 0)",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (are |is )?(inverted|flipped|swapped|reversed)",
        r"(invert|flip|swap|revers)\w* (the )?(labels|classes)", r"wrong class", r"==\s*0"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    P, N = pos.sum(), (~pos).sum()
    if P == 0 or N == 0:
        return 0.0
    pts = [(0.0, 0.0)]
    for t in sorted(set(s.tolist()), reverse=True):
        pts.append(((s[~pos] >= t).sum() / N, (s[pos] >= t).sum() / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        d0, d1 = x0 - (1 - y0), x1 - (1 - y1)
        if d0 <= 0 <= d1:
            if d1 == d0:
                return float(x0)
            t = -d0 / (d1 - d0)
            return float(x0 + t * (x1 - x0))
    return 0.0
''')

wrong("q39", "gen.practical", "data", "takes d as the number of items outside the scope (adds s to it), so the "
      "database size is d + s",
      [[r"d\s*\+\s*s", r"(adds?|added) (s|the scope)", r"outside the scope", r"database size.{0,30}(wrong|misread|includ)",
        r"misread\w* d", r"(d|database) (as|is) (the )?(rest|remaining|unjudged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s
    try:
        precision = v / s
    except ZeroDivisionError:
        precision = 0.0
    c_max = total - s + v
    recall_lower = v / c_max if c_max else 0.0
    generality_lower = v / total if total else 0.0
    return [precision, recall_lower, generality_lower]
''')

wrong("q40", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself, as if they were retrieved "
      "at the end of the list",
      [[r"append\w*", r"(add|put|place)\w* .{0,30}(ranking|list|end)", r"as if (they were )?retrieved",
        r"(unretrieved|never retrieved).{0,40}(in|into|to) the (ranking|list|run|DCG)",
        r"(ranking|DCG).{0,30}includ\w*.{0,30}unretrieved", r"at the end"]], '''
from math import log2

grades = list(v["grades"]) + [g for g in v["unretrieved"] if g]

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = dcg(sorted(grades, reverse=True))
my_ndcg_value = dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances on their own (without their labels), so the labels "
      "no longer belong to their distances",
      [[r"without (their |the )?labels", r"(labels|pairs?) (no longer|not) (match|aligned|belong|paired)",
        r"misalign\w*", r"(sort|sorted)\w* (the )?distances (alone|only|on their own|separately)",
        r"(lost|broke|breaks|break) the pairing", r"zip", r"(not|never) sort\w* (the )?labels"]], '''
def my_eps_precision(distances, labels, epsilon):
    try:
        dist = sorted(float(d) for d in distances)
    except (TypeError, ValueError):
        return 0.0
    inside = [lab for d, lab in zip(dist, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q42", "scope.knn_ties", "data", "reads the distances as similarities: the largest values are taken as the "
      "nearest targets",
      [[r"similarit\w*", r"descend\w*", r"farthest", r"largest (distance|value)s? (first|as nearest)",
        r"revers\w*", r"most distant", r"high(est)? to low"]], '''
def my_knn_tie_bounds(distances, labels, k):
    sim = [float(d) for d in distances]
    order = sorted(range(len(sim)), key=lambda i: -sim[i])
    if k <= 0 or not order:
        return [0.0, 0.0]
    kk = min(k, len(order))
    sk = sim[order[kk - 1]]
    before = [i for i in order if sim[i] > sk]
    tied = [i for i in order if sim[i] == sk]
    rel_before = sum(1 for i in before if labels[i])
    need = kk - len(before)
    tied_rel = sum(1 for i in tied if labels[i])
    tied_non = len(tied) - tied_rel
    return [(rel_before + max(0, need - tied_non)) / k, (rel_before + min(need, tied_rel)) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "loops with explicit tie bookkeeping", '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    if k <= 0:
        return [0.0, 0.0]
    dk = distances[order[min(k, len(order)) - 1]]
    before = [i for i in order if distances[i] < dk]
    tied = [i for i in order if distances[i] == dk]
    rel_before = sum(1 for i in before if labels[i])
    need = min(k, len(order)) - len(before)
    tied_rel = sum(1 for i in tied if labels[i])
    tied_non = len(tied) - tied_rel
    low = rel_before + max(0, need - tied_non)
    high = rel_before + min(need, tied_rel)
    return [low / k, high / k]
''')

right("q44", "gen.practical", "guards for an empty scope and c_max = 0", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if s == 0 or d <= 0:
        return [0.0, 0.0, 0.0]
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

right("q45", "pr.points", "list comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q46", "ap.eleven_point", "exact Fraction levels with a default guard", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += 1 if x else 0
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    levels = [max((p for r, p in pts if r >= Fraction(i, 10)), default=Fraction(0)) for i in range(11)]
    return float(sum(levels) / 11)
''')

right("q47", "ndcg.all_judgments", "NumPy discounts, try/except returning 0", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return 0.0
        disc = np.ones(gs.size)
        disc[1:] = np.log2(np.arange(2, gs.size + 1))
        return float((gs / disc).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    try:
        return dcg(grades) / ideal if ideal else 0.0
    except ZeroDivisionError:
        return 0.0
''')

right("q48", "dcg.trec", "value: loop over enumerate from 1", '''
import math

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    my_dcg_trec += g / math.log2(i + 1)
''')

SUBMISSIONS = tuple(S)
