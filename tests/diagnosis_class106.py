"""Diagnosis class 106, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
misread the task statements: a convention the statement fixes read another way (what an edge case returns, which
denominator, inclusive or exclusive bounds, 0- or 1-based, a list or a number, which argument is which), and
students who read one sentence of a statement and not the next. Their styles vary: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, generators, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c106-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class106): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 106 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c106-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.at_k", "sibling", "AP@k divided by the full n_relevant (plain AP cut at k) instead of min(k, "
      "n_relevant)",
      [[r"instead of min", r"not (by )?min\s*\(", r"divid\w* by (the )?(full |whole |total )?(n_relevant|R\b)",
        r"denominator (is |of |as )?(the )?(full )?(n_relevant|R\b)", r"ignor\w* (the )?min", r"without (the )?min",
        r"(full|total|all) (n_relevant|R\b|number of relevant)", r"every relevant item.{0,30}(denominator|divid)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averaged precision (counts summed over the queries, then one "
      "division) instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (up )?(the )?(counts|tp|fp|true positives)", r"total (tp|counts)",
        r"before divid", r"one (big|pooled) table", r"summ\w* over (all )?(the )?queries"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where FPR and FNR are closest instead "
      "of intersecting the straight pieces of the curve",
      [[r"nearest", r"closest", r"no(t)? interpolat", r"without interpolat", r"smallest \|?\s*fpr\s*-\s*fnr",
        r"instead of intersect", r"\(?\s*(fpr|far) \+ (fnr|frr)\s*\)? ?/ ?2", r"average of (the )?(fpr|far) and",
        r"(existing|actual) roc point"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (no maximum "
      "over the later ranks)",
      [[r"not (the |a )?max", r"no max", r"without (the |a )?max", r"first rank (where|that|whose|reaching|at which)",
        r"instead of the max", r"uninterpolated", r"step (rule|interpolation)", r"precision (at|where) (the )?recall "
        r"first reaches", r"(ignor|miss)\w* (the )?(higher|later) precision", r"first point"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q05", "dcg.exponential", "sibling", "uses the grade itself as the gain (the log2(i + 1) DCG) instead of "
      "2^rel - 1", [[r"linear gain", r"rel_?i? (itself|directly|as (the )?gain)", r"without (the )?(2\^|2 ?\*\*|exponential)",
                      r"not (the )?exponential", r"(gain|grade)s? (used )?as (is|the gain)", r"trec dcg",
                      r"forg\w* (the )?(2\^|2 ?\*\*|exponential)", r"grade instead of 2"]], '''
from math import log2

grades = v["grades"]
my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q06", "ap.value", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the mean of the precisions) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"number of hits", r"sum\s*\(\s*labels",
        r"instead of n_relevant", r"mean of (the )?precisions", r"unretrieved.{0,40}(ignored|left out|missing|not counted)",
        r"never retrieved.{0,40}(ignored|left out|not counted)", r"ones in the (list|ranking)"]], '''
labels = v["labels"]
precs = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
my_ap_value = sum(precs) / len(precs)
''')

wrong("q07", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recalls? instead of (the )?precision", r"recall values", r"returns? (the )?recalls", r"x.?(coordinate|axis|values)",
        r"recall (of|at) (each|every) (point|relevant)", r"wrong coordinate", r"recall,? not (the )?precision",
        r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rel in labels:
        if rel:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta^2 (beta never squared)",
      [[r"not squared", r"beta instead of beta", r"unsquared", r"without squar", r"forg\w* (to )?square",
        r"missing (the )?square", r"square", r"beta\s*\*\*\s*2.{0,30}(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log base", r"wrong base", r"base of the log",
        r"log(arithm)? (in|of|to) base", r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) without the + v in the denominator "
      "(and so a division by zero when the whole database is judged)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"without (the )?\+ ?v", r"drop\w* (the )?\+ ?v", r"missing (the )?\+ ?v",
        r"forg\w* (the )?(\+ ?)?v\b", r"(unjudged|unseen|outside the scope) (items )?only",
        r"(found|judged) relevant.{0,30}(not|never) (added|counted)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s)), float(Fraction(v, d))]
''', crash="ZeroDivisionError")

wrong("q11", "sig.sign_test", "shape", "one tail of the binomial only: the two-sided p-value is never doubled",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"forg\w* (to )?double",
        r"half (of )?the (two.?sided )?p", r"(times|multipl\w* by) (2|two)", r"\* ?2\b"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
''')

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= where > and "
      "a half for ties were meant)",
      [[r"ties? (count|counted|as|counts) (as )?(1(?!\s*/)|one\b|a (full )?win|full)", r">=",
        r"tied pairs? (as|count\w*) (a )?(wins?|1(?!\s*/)|one\b|correct)",
        r"instead of (1/2|a half|0\.5|half)", r"full (point|credit)", r"ties? (as|are) wins"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"denominator (of )?10\b",
        r"by ten\b"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for p, rr in zip(prec, rec) if rr >= r - 1e-9]
        total += max(cands) if cands else 0.0
    return total / 10
''')

wrong("q14", "map.mean", "shape", "pools the precisions of all queries and divides by the total of n_relevant "
      "instead of averaging the per-query APs",
      [[r"pool", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant", r"sum\s*\(\s*n_relevant",
        r"all queries.{0,20}(together|at once)", r"micro", r"not (a |the )?(mean|average) of (the )?(per.?query )?APs?",
        r"one big (query|ranking|sum)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / i
    return total / sum(n_relevant)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ndcg.all_judgments", "flow", "sorts the ideal ranking from low to high (sorted() without "
      "reverse=True)",
      [[r"ascending", r"low to high", r"lowest (grades? )?first", r"reverse", r"wrong (sort )?order",
        r"sorted the wrong way", r"worst.{0,20}first", r"increasing"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q16", "map.mrr", "flow", "keeps looping after the first relevant item, so the rank of the LAST relevant "
      "item is used (no break)",
      [[r"last relevant", r"no break", r"without (a )?break", r"missing break", r"(keeps|kept) (on )?(looping|overwriting|going)",
        r"overwrit", r"not (the )?first relevant", r"(lowest|deepest|final) relevant", r"never stops"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run, start=1):
            if rel:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "levels from np.arange(0, 1, 0.1): the stop is exclusive, so level 1.0 is "
      "missing and the curve has 10 values",
      [[r"10 levels", r"ten levels", r"1\.0 (is )?(missing|left out|excluded|dropped)",
        r"(missing|without|drops?|excludes?|omits?) (the )?(level )?1\.0", r"arange", r"exclusive (upper )?(end|bound|stop)",
        r"stop.{0,20}exclusive", r"(list|curve) of 10", r"10 values", r"last level", r"off.by.one", r"10 instead of 11"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(0.0, 1.0, 0.1)
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if R == 0:
            curves.append(np.zeros(len(levels)))
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q18", "ap.exact", "flow", "P@k counted with labels[:i] (0-based i), which leaves the relevant item at rank "
      "k itself out of the hits",
      [[r"off.by.one", r"(excludes?|without|leav\w* out|miss\w*|omit\w*) (the )?(current|item itself|relevant item itself|k.?th)",
        r"labels\[:i\]", r"slice.{0,30}(stops|ends) (one )?(before|short)", r"one (hit|relevant) (too )?(few|short|less)",
        r"hits? before (counting|incrementing|adding)", r"(itself|current item) (is )?not counted"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s = 0.0
    for i, rel in enumerate(labels):
        if rel:
            s += sum(labels[:i]) / (i + 1)
    return s / n_relevant
''')

wrong("q19", "rank.distances", "flow", "computes the nearest-first order with argsort but then takes the first k "
      "labels in input order (the order is never applied)",
      [[r"never sort", r"not sort", r"unsorted", r"input order", r"(order|argsort) (is )?(never|not) (used|applied)",
        r"without (sorting|ranking)", r"first k (items|labels) (as given|of the input)", r"given order",
        r"not (re)?ordered"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    top = np.asarray(labels)[:k]
    return float(top.sum() / k)
''')

wrong("q20", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so missing ranks "
      "beyond the list are not counted",
      [[r"list length", r"len\s*\(\s*(labels|top|the slice)", r"length of the (list|slice|top)",
        r"missing ranks.{0,40}(ignored|dropped|not counted|left out)", r"divid\w* by (the )?(number of items|fewer)",
        r"instead of k\b", r"shorter than k", r"not (by )?k\b", r"(slice|retrieved items?) instead of k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions over the whole ranking instead of only the relevant ranks "
      "i <= k (the list is never cut at k)",
      [[r"whole (list|ranking)", r"beyond (rank )?k\b", r"past (rank )?k\b", r"not (cut|truncat)", r"ignor\w* k\b",
        r"all ranks", r"below (rank )?k\b", r"after (rank )?k\b", r"without (the )?cut", r"never cut"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "returns recall 1 when nothing is relevant (the statement fixes 0)",
      [[r"recall (of |is |as |=\s*)?1\b", r"1\.0 when nothing (is )?relevant", r"returns? 1\b", r"(empty|no) relevant.{0,40}\b1(\.0)?\b",
        r"vacuous"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 1.0
    return [p, r]
''')

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of the result with no check for an empty "
      "result (ZeroDivisionError when nothing is within epsilon)", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "pr.averaged", "hidden", "recall hits / n_relevant with no guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        points = []
        for k, rel in enumerate(labels, 1):
            hits += rel
            points.append((hits / R, hits / k))
        for j in range(11):
            ps = [p for r, p in points if r >= j / 10 - 1e-9]
            sums[j] += max(ps) if ps else 0.0
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "returns 1 when the ideal DCG is 0 (the statement fixes 0)",
      [[r"1(\.0)? when (the )?(ideal|idcg)", r"returns? 1\b", r"perfect score", r"(ideal dcg|idcg) (is )?(0|zero).{0,40}\b1\b",
        r"\b1\.0\b", r"instead of 0\b"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted([x for x in list(grades) + list(unretrieved) if x > 0], reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 1.0
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c, so a list shorter than "
      "the class is not padded with non-relevant ranks",
      [[r"divid\w* by (the )?(list length|length of the (list|slice)|number of (ranks|items) (retrieved|in the list))",
        r"len\s*\(", r"instead of (c|n_relevant|the class size)\b", r"missing ranks.{0,30}(ignored|dropped|left out|not counted)",
        r"fewer than (c|n_relevant) (ranks|items)", r"not padded", r"slice length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "interp.step", "hidden", "reads the step rule's interval as R_(i-1) <= r < R_i (closed on the wrong "
      "side), so a level exactly at a reached recall takes the next point's precision",
      [[r"(inclusive|exclusive).{0,30}(bound|end|side)", r"<=\s*r\s*<", r"wrong (side|end) of the (interval|bound)",
        r"bounds? (reversed|swapped|the wrong way)", r"exactly (at|on) (a|the) recall.{0,40}(next|following)",
        r"half.open", r"(next|following) (point|relevant item)'?s? precision", r"strict(ly)? (less|<)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    prev_r = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            r_i = hits / n_relevant
            if prev_r <= level < r_i:
                return hits / k
            prev_r = r_i
    return 0.0
''')

wrong("q28", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"skip", r"(left|leaves|leaving) (it )?out", r"drop", r"exclud", r"ignor", r"not counted", r"fewer queries",
        r"only (the )?queries (with|that)", r"out of the (mean|average)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator "
      "(beta^2 R + P): precision and recall swapped there",
      [[r"(beta\s*(\^|\*\*)\s*2|b2|weight) (on|multiplies|times|applied to) (the )?recall",
        r"beta.{0,20}recall.{0,20}instead of (the )?precision",
        r"(swapped|switched|confus\w*|mixed up|exchang\w*).{0,40}(precision|P\b).{0,20}(recall|R\b).{0,30}denominator",
        r"denominator.{0,40}(swapped|switched|exchanged|mixed up)",
        r"(beta\s*(\^|\*\*)\s*2|b2)\s*\*?\s*(recall|R)\s*\+\s*(precision|P)\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (positives and negatives swapped)",
      [[r"labels?.{0,30}(inverted|swapped|flipped|reversed)", r"(positive|negative)s?( class| items)?.{0,30}(swapped|switched|mixed up|confused|inverted)",
        r"0 (as|is|means|for) (the )?positive", r"label 0 (as|is)", r"(swapped|switched|flipped) (the )?(classes|positives and negatives)",
        r"y ?== ?0"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (fp and fn columns swapped), so it averages "
      "tp / (tp + fn)",
      [[r"column", r"(fp|false positives?) and (fn|false negatives?) (are |were )?(swapped|switched|confused|mixed up)",
        r"(fn|false negatives?) (read |taken |used )?(as|for|instead of) (the )?(fp|false positives?)",
        r"order of the (table|entries|fields|counts)", r"unpack", r"\[\s*tp,\s*fn,\s*fp\s*\]", r"wrong (field|entry|position)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q32", "gen.practical", "twin", "generality's lower bound divided by the scope s (the judged items) instead "
      "of the database size d",
      [[r"(divid\w* by|over) (the )?(scope|s\b|len\s*\(\s*labels|number (of items )?judged)", r"\bs instead of d\b",
        r"scope (size )?instead of (the )?(database|d\b)", r"(judged|scope).{0,30}instead of (the )?(whole )?(database|d\b)",
        r"(not|instead of) (the )?database size"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')

wrong("q33", "rank.distances", "twin", "sorts the distances from large to small (reverse=True), as if they were "
      "similarity scores",
      [[r"descending", r"farthest", r"largest (distances? )?first", r"reverse\s*=\s*True",
        r"distances? (as|like) (a )?(score|similarit)", r"high(est)? (distances?|values?) first", r"wrong (sort )?direction",
        r"decreasing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(order|positions?) (of the (two )?(values|bounds) )?(swapped|reversed|switched)", r"\[\s*highest,\s*lowest\s*\]",
        r"highest (first|before)", r"(swapped|switched|reversed).{0,20}(bounds|order|pair|positions)",
        r"(lowest|highest) and (highest|lowest) (swapped|switched|exchanged)", r"wrong order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    best = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    worst = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    hi = sum(lab for _, lab in best[:k]) / k
    lo = sum(lab for _, lab in worst[:k]) / k
    return [hi, lo]
''')

wrong("q35", "dcg.classic", "twin", "counts ranks from 2 and then discounts by log2(rank + 1): the TREC discount "
      "mixed into the classic DCG from rank 2 on",
      [[r"log2?\s*\(\s*(i|rank|r|k)\s*\+\s*1\s*\)", r"trec", r"rank\s*\+\s*1", r"\+ ?1 (in|inside) the (log|discount)",
        r"(mix|mixes|mixed).{0,40}(discount|formulation)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for rank, g in enumerate(grades[1:], start=2):
        total += g / math.log2(rank + 1)
    return total
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\s*\(\s*labels", r"(retrieved|found) relevant", r"relevant (items )?(in|within) the (list|ranking)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant", r"count\w* (the )?(ones|1s)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "set.pr", "data", "returns [recall, precision] instead of [precision, recall]",
      [[r"swapped", r"(wrong|reversed) order", r"\[\s*recall,\s*precision\s*\]", r"order of the (two )?(values|results|list|entries)",
        r"recall first"]], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    both = A & B
    precision = len(both) / len(A) if A else 0.0
    recall = len(both) / len(B) if B else 0.0
    return [recall, precision]
''')

wrong("q38", "pr.averaged", "data", "ignores the n_relevant argument and takes each query's number of relevant "
      "items as sum(run), the relevant items retrieved",
      [[r"sum\s*\(\s*run", r"ignor\w* (the )?n_relevant", r"(retrieved|found) relevant", r"instead of n_relevant",
        r"never retrieved.{0,30}(ignored|left out|not counted)", r"unretrieved.{0,30}(ignored|left out|not counted)",
        r"recall.{0,30}(over|divided by) (the )?(retrieved|found)"]], '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        R = sum(run)
        if R == 0:
            curves.append([0.0] * 11)
            continue
        pts = [(h / R, h / k) for k, h in enumerate(accumulate(run), 1)]
        curves.append([max([p for r, p in pts if r >= j / 10 - 1e-9], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q39", "sig.sign_test", "data", "keeps the tied queries: n is the number of all queries, not of the queries "
      "where a and b differ",
      [[r"ties? (are |were )?(not dropped|kept|counted|included)", r"(kept|keeps|keeping|counts|counting|included|includes) (the )?(tied|ties)",
        r"n (includes|counts) (the )?(ties|tied)", r"all (the )?queries", r"without dropping", r"len\s*\(\s*a"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q40", "roc.eer", "data", "reads the scores as distances: a LOWER score is taken as the more positive one",
      [[r"lower (scores?|values?) (as|is|=|means|taken as) (better|positive|more)", r"ascending",
        r"(scores?) (as|like) distances?", r"wrong (direction|end)", r"reversed (ranking|order|threshold)",
        r"<=\s*t\b", r"below the threshold", r"smallest scores? first"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s):  # smallest score = best match
        acc = s <= t
        fpr.append((acc & ~y).sum() / N)
        fnr.append(1 - (acc & y).sum() / P)
    for j in range(1, len(fpr)):
        d0, d1 = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
        if d1 >= 0:
            if d1 == d0 or d1 == 0:
                return float(fpr[j])
            t = -d0 / (d1 - d0)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

wrong("q41", "dcg.exponential", "data", "sorts the grades from high to low first, so it computes the ideal DCG "
      "instead of the DCG of the given order",
      [[r"ideal", r"sort", r"(best|descending) order", r"reorder", r"given order.{0,30}(ignored|lost|not kept)"]], '''
from math import log2

grades = sorted(v["grades"], reverse=True)
my_dcg_exp = sum((2 ** g - 1) / log2(i + 2) for i, g in enumerate(grades))
''')

wrong("q42", "map.mean", "data", "ignores n_relevant and takes each query's number of relevant items as sum(run), "
      "the relevant items retrieved",
      [[r"sum\s*\(\s*(run|labels)", r"ignor\w* (the )?n_relevant", r"(retrieved|found) relevant", r"instead of n_relevant",
        r"never retrieved.{0,30}(ignored|left out|not counted)", r"unretrieved.{0,30}(ignored|left out|not counted)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.points", "explicit index loop", '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            out.append(hits / (i + 1))
    return out
''')

right("q44", "scope.knn_ties", "NumPy lexsort, the label as the tie key", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    lo = y[np.lexsort((y, d))][:k].sum() / k
    hi = y[np.lexsort((-y, d))][:k].sum() / k
    return [float(lo), float(hi)]
''')

right("q45", "map.mrr", "comprehension with next() and a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q46", "ap.at_k", "exact Fractions", '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = Fraction(0), 0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

right("q47", "interp.step", "itertools.accumulate: the first relevant rank whose recall reaches the level", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    for k, (rel, hits) in enumerate(zip(labels, accumulate(labels)), 1):
        if rel and hits / n_relevant >= level - 1e-12:
            return hits / k
    return 0.0
''')

right("q48", "gen.practical", "Fractions for the three bounds", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    recall_lower = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(recall_lower), float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
