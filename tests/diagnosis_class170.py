"""Diagnosis class 170, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
round, format and convert: round() in the middle of a computation, int() casts, percentages computed and divided
back, values formatted with f-strings or "%" and parsed back with float(), exact fractions turned into floats.
Styles vary inside the class: explicit loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c170-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks (6 value tasks in all). Before
hand-over each was compared with the task's reference only (no checker, see tests/validate_class.py
diagnosis_class170): every right one agrees on the student's visible and hidden inputs and on 200 random draws of the
task's generator, every wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one
differs only on hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 170 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c170-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(hits) instead of n_relevant, so relevant items never retrieved are ignored",
      [[r"relevant (items )?(that were |were )?retrieved", r"retrieved relevant", r"(number|count) of hits",
        r"(divid\w*|denominator).{0,40}(hits|found)", r"ignor\w*.{0,30}(unretrieved|never retrieved)",
        r"instead of n_relevant"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits = 0
    total = Fraction(0)
    for rank, lab in enumerate(labels, start=1):
        if int(lab) == 1:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / hits) if hits else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the TREC formulation at every rank "
      "(rank 1 discounted too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec", r"burges", r"rank 1 (is )?(also )?discounted",
        r"discount\w*.{0,30}(first|rank 1)", r"every rank (is )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float(np.round((g / disc).sum(), 9))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], """
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    best = dcg(sorted(grades, reverse=True))
    return float("%.10f" % (dcg(grades) / best)) if best else 0.0
""")

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total (tp|true positives)",
        r"aggregat", r"(all|every) quer(y|ies) together"]], '''
def my_macro_precision(tables):
    tp = sum(int(t[0]) for t in tables)
    retrieved = sum(int(t[0]) + int(t[1]) for t in tables)
    if retrieved == 0:
        return 0.0
    percent = 100 * tp / retrieved
    return percent / 100
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision at any rank whose recall reaches the level "
      "(the usual max-to-the-right interpolation) instead of the step rule's P_i",
      [[r"(takes|uses|returns) the max\w*", r"max(imum)? (precision )?(over|at) (all |every |any )?ranks?",
        r"(standard|usual|11.?point|classic|ordinary) interpolat", r"max\s*\{", r"highest precision",
        r"instead of (the step rule|P_i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    points = []
    for k, lab in enumerate(labels, 1):
        hits += int(lab)
        points.append((round(hits / n_relevant, 12), hits / k))
    return max([p for r, p in points if r >= level], default=0.0)
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i (the TREC DCG) instead of the exponential "
      "gain 2^rel_i - 1",
      [[r"linear gain", r"gain.{0,20}rel_?i?\b (itself|directly)", r"rel_i (itself|directly)",
        r"without (the )?(exponential|2\s*\^|2\*\*)", r"(forgot|missing|instead of).{0,20}(2\s*\^|2\*\*|exponential)",
        r"trec dcg", r"log2\(i ?\+ ?1\) dcg"]], '''
import math

g = v["grades"]
my_dcg_exp = round(sum(rel / math.log2(i + 1) for i, rel in enumerate(g, 1)), 4)
''')

wrong("q07", "ap.at_k", "sibling", "divides by n_relevant (plain AP's denominator) instead of min(k, n_relevant)",
      [[r"n_relevant (alone|only|itself)", r"instead of min", r"not (by )?min", r"plain ap",
        r"(divid\w*|denominator).{0,30}(all|every|total|whole) (the )?relevant",
        r"ignor\w*.{0,20}k.{0,20}denominator", r"(divid\w*|denominator).{0,20}\bR\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"beta instead of beta", r"without squar", r"forg[eo]t.{0,20}squar",
        r"(never|not) squar", r"missing.{0,15}(square|\^ ?2|\*\* ?2)", r"b instead of b"]], '''
def my_f(precision, recall, beta):
    p, r, b = float(precision), float(recall), float(beta)
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("q09", "dcg.trec", "shape", "discounts by log2(i) + 1 (the 1 added outside the logarithm) instead of "
      "log2(i + 1)",
      [[r"log2\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"(1|one) added (after|outside)",
        r"\+ ?1 (is )?(outside|after)", r"parenthes"]], '''
import math

grades = v["grades"]
total = 0.0
for i, rel in enumerate(grades, start=1):
    total += rel / (math.log2(i) + 1)
my_dcg_trec = float(f"{total:.4f}")
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten (levels|points)", r"\b10 levels",
        r"11 .{0,30}\b10\b"]], '''
def my_11pt(labels, n_relevant):
    hits = 0
    pts = []
    for k, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s instead of d - s + v (the + v "
      "dropped from the largest possible class)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(forgot|missing|without|drop\w*|left out).{0,20}\+\s*v",
        r"\+ ?v (is )?(missing|dropped)", r"v (is )?(not|never) added"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(int(x) for x in labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r">=", r"ties? (count\w*|as) (as )?(1|one|a (whole|full) win|a win|whole|full)",
        r"(count\w*) (a |each )?tie.{0,20}(1|one|full|whole)", r"instead of (1/2|half|0\.5)",
        r"not (as )?(1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q13", "ndcg.value", "shape", "reports the DCG itself and never divides by the ideal DCG",
      [[r"not normali[sz]ed", r"(never|not|forg[eo]t|without|no) (divid|normali)", r"raw dcg",
        r"dcg (itself|only|alone|instead)", r"ideal dcg.{0,30}(missing|never|not)"]], '''
import math

grades = v["grades"]
dcg = grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=2))
my_ndcg_value = round(dcg, 4)
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (never doubled) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[eo]t|without).{0,15}doubl",
        r"(times|multipl\w*) (by )?2", r"half (the|of)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
my_sign_p = round(p, 4)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so missing ranks "
      "beyond the end of a short list are not counted",
      [[r"len\(", r"length of the (slice|list|top|cut)", r"shorter", r"instead of k\b", r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so each query's precisions count "
      "the previous queries' relevant items",
      [[r"reset", r"(hits|count(er)?).{0,40}(carried|carry|across|between|over) (the )?quer",
        r"not (re)?initiali[sz]", r"previous quer", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / rank
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank (non-relevant ranks too) instead of only where a "
      "relevant item raises recall",
      [[r"every rank", r"each rank", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"one (point )?per rank", r"(all|every) (the )?ranks"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += int(lab)
        points.append(round(hits / k, 10))
    return points
''')

wrong("q18", "avg.macro", "flow", "the loop starts at index 1 and skips the first query (still dividing by the "
      "number of queries)",
      [[r"first query", r"off.?by.?one", r"skip\w*", r"range\(1", r"index 1", r"query 1 .{0,20}(left out|missing|ignored)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for i in range(1, len(tables)):
        tp, fp, fn = tables[i]
        total += tp / (tp + fp) if tp + fp > 0 else 0.0
    return total / len(tables)
''')

wrong("q19", "ap.at_k", "flow", "sums the precisions at relevant ranks over the whole list, never cut at rank k",
      [[r"beyond k", r"(past|after|below) (rank )?k\b", r"whole (list|ranking)", r"all ranks", r"not cut",
        r"(never|not) (cut|truncat|slic)", r"\[:k\]"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.array(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    denom = min(k, n_relevant)
    return float((prec * y).sum() / denom) if denom else 0.0
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"break", r"(every|all|each) relevant (item|rank)", r"not (only|just) the first", r"stop",
        r"reciprocal ranks? of (all|every)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x == 1:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q21", "pr.averaged", "flow", "the list of best precisions per level is created once outside the query loop, "
      "so each query's curve keeps the maxima of the previous queries",
      [[r"reset", r"(carried|carry|reused|shared|kept).{0,40}(quer|across|between)", r"across queries",
        r"previous quer", r"not (re)?initiali[sz]", r"outside the (query )?loop"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    best = [0.0] * 11
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            rec, prec = hits / R, hits / k
            for j, r in enumerate(levels):
                if rec >= r and prec > best[j]:
                    best[j] = prec
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "reads pts[-1] of the list of PR points, which raises IndexError when no "
      "relevant item is retrieved",
      [INDEX, [r"no relevant (item )?(is )?retrieved", r"nothing relevant", r"empty", r"no (pr )?points?"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        if r > pts[-1][0]:
            out.append(0.0)
        else:
            out.append(max(p for rec, p in pts if rec >= r))
    return out
''', crash="IndexError", scope="all")

wrong("q23", "set.pr", "hidden", "divides by len(retrieved) without a guard: ZeroDivisionError when nothing is "
      "retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set)", r"no (items?|ids?) retrieved",
                 r"retrieved (set |list )?(is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p_pct = 100.0 * hit / len(ret)
    r_pct = 100.0 * hit / len(rel) if rel else 0.0
    return [p_pct / 100, r_pct / 100]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: "
      "ZeroDivisionError when no target is within epsilon",
      [ZERODIV, [r"nothing (is )?(within|inside|returned|retrieved)", r"empty", r"no targets?",
                 r"result (is )?empty"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    pct = 100 * sum(inside) / len(inside)
    return pct / 100
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], so a list "
      "shorter than the class does not count its missing ranks as non-relevant",
      [[r"len\(", r"length of the (list|slice)", r"divid\w* by (the )?(slice|list)('s)? length",
        r"instead of n_relevant", r"not (by )?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ap.exact", "hidden", "divides by np.float64(n_relevant) without a guard, so a query with no relevant "
      "items gives nan instead of 0",
      [NAN, [r"n_relevant (is |= ?|== ?)?0", r"no relevant items", r"zero relevant", r"0 relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / np.float64(n_relevant))
''')

wrong("q27", "scope.knn_ties", "hidden", "looks at d[k] to see whether a tie straddles the cut, which raises "
      "IndexError when k is the whole list",
      [INDEX, [r"k (=|==|equals?|is) (the )?(whole|length|len|entire|size)", r"whole list", r"k == len",
               r"last (item|target|position)", r"d\[k\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d = [x for x, _ in pairs]
    cut = d[k - 1]
    if d[k] != cut:
        p = sum(int(lab) for _, lab in pairs[:k]) / k
        return [p, p]
    before = [int(lab) for x, lab in pairs if x < cut]
    tied = [int(lab) for x, lab in pairs if x == cut]
    slots = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = (sum(before) + max(0, slots - non_t)) / k
    high = (sum(before) + min(slots, rel_t)) / k
    return [low, high]
''', crash="IndexError", scope="all")

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / R without a guard: ZeroDivisionError for a query "
      "with no relevant items",
      [ZERODIV, [r"no relevant items", r"n_relevant (is |= ?|== ?)?0", r"zero relevant", r"\bR (is |= ?|== ?)0"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        hits, pts = 0, []
        for k, lab in enumerate(labels, 1):
            hits += int(lab)
            pts.append((hits / R, hits / k))
        curves.append([max([p for rec, p in pts if rec >= r], default=0.0) for r in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order, "
      "[highest, lowest]",
      [[r"swap", r"(wrong|reversed?|other) order", r"order.{0,20}(reversed|swapped|wrong)", r"highest first",
        r"\[highest, lowest\]", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    cut = pairs[k - 1][0]
    rel_before = sum(1 for d, y in pairs if d < cut and y == 1)
    n_before = sum(1 for d, y in pairs if d < cut)
    rel_tied = sum(1 for d, y in pairs if d == cut and y == 1)
    non_tied = sum(1 for d, y in pairs if d == cut and y != 1)
    room = k - n_before
    best = (rel_before + min(room, rel_tied)) / k
    worst = (rel_before + max(0, room - non_tied)) / k
    return [best, worst]
''')

wrong("q30", "set.f_beta", "twin", "casts beta with int() before squaring, so beta = 0.5 (or 0.25) becomes 0 and "
      "the function returns the precision",
      [[r"int\(", r"truncat", r"\bcast", r"integer", r"round\w* (beta )?down", r"floor",
        r"0\.5 (becomes|->|to|turns into) 0"]], '''
def my_f(precision, recall, beta):
    b2 = int(beta) ** 2
    denom = b2 * precision + recall
    if denom == 0:
        return 0.0
    return (1 + b2) * precision * recall / denom
''')

wrong("q31", "ap.value", "twin", "truncates the AP to 2 decimals with int(ap * 100) / 100 (chops the digits "
      "instead of keeping at least 4 decimals)",
      [[r"truncat", r"int\(", r"chop", r"floor", r"rounded down", r"cut off"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, s = 0, 0.0
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        s += hits / k
ap = s / R
my_ap_value = int(ap * 100) / 100
''')

wrong("q32", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest, never "
      "interpolating between two ROC points",
      [[r"nearest", r"closest", r"not interpolat", r"no interpolation", r"without interpolat",
        r"never interpolat", r"interpolat\w* (is )?missing"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda q: abs(q[0] - q[1]))
    return (fpr + fnr) / 2
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = every query, wins = a's wins) instead of "
      "dropping them",
      [[r"ties? (are |were )?(not|never) dropped", r"kept (the )?ties", r"ties? (kept|included|counted|left in)",
        r"(includ\w*|count\w*|keep\w*) (the )?tie", r"n (includes|counts) (the )?ties", r"len\(a\)",
        r"(all|every) quer(y|ies)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = round(binomtest(wins, len(a)).pvalue, 4)
''')

wrong("q34", "interp.curve", "twin", "builds the levels as i * 0.1, whose floating-point error makes 0.3, 0.6 and "
      "0.7 slightly too large, so a recall exactly at one of them does not reach it",
      [[r"float(ing)?.?point", r"i \* 0\.1", r"0\.1 \* i", r"rounding error", r"0\.3000000000000000\d",
        r"0\.600000000000000\d", r"levels? (are |is )?(not exact|inexact)", r"representation"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i * 0.1 for i in range(11)]
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant, hits / k))
    return [max((p for rec, p in pts if rec >= r), default=0.0) for r in levels]
''')

wrong("q35", "ap.at_k", "twin", "divides by min(k, len(labels)), the list's length, instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"(list|ranking)('s)? length", r"length of the (list|ranking)",
        r"number of (ranks|items) (retrieved|in the list)", r"list length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, len(labels))
    if n_relevant == 0 or denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"duplicat", r"count\w* (it |them )?twice", r"more than once", r"not (a |as a )?set", r"as a list", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [float(f"{p:.12f}"), float(f"{r:.12f}")]
''')

wrong("q37", "rank.distances", "data", "sorts the distances in descending order (as if they were similarity "
      "scores), so the farthest items come first",
      [[r"descending", r"farthest", r"largest distance", r"revers", r"(as|like) (a )?(score|similarit)",
        r"biggest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    top = np.asarray(labels)[order][:k]
    return float(top.sum()) / k
''')

wrong("q38", "rank.r_precision", "data", "takes R as the length of the ranking (len(labels)) instead of "
      "n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"number of (retrieved|ranked) items",
        r"instead of n_relevant", r"not n_relevant"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = round(sum(labels[:R]) / R, 4)
''')

wrong("q39", "roc.auc", "data", "reads the scores as distances (a lower score means positive), so it counts the "
      "pairs where the positive scores lower: 1 - AUC",
      [[r"lower", r"revers", r"invert", r"1 ?- ?auc", r"distance", r"smaller score", r"flipp", r"opposite"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q40", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (fn and fp swapped), so it averages "
      "tp / (tp + fn), the recalls",
      [[r"(columns?|order|fields?|entries).{0,30}(swap|confus|misread|mix)", r"(swap|confus|mix)\w*.{0,30}(fp|fn|false)",
        r"recall", r"\[tp, fn, fp\]", r"fn (as|for) fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items outside the judged top s and uses d + s "
      "as the database size",
      [[r"d \+ s", r"adds? (the )?s\b", r"d (as|is) (the )?(unjudged|rest|remaining|items outside)",
        r"misread\w* d", r"d.{0,20}(excludes|without) the (judged|scope)",
        r"database size.{0,30}(too (large|big)|plus)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = list(labels).count(1)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q42", "gen.grip_point", "data", "takes the class size c as sum(labels), the relevant items in the list, "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = int(sum(labels))
    top = list(labels[:c]) + [0] * max(0, c - len(labels))
    return sum(top) / c if c else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "an exact Fraction turned into a float at the end, int() casts", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    k = int(k)
    return float(Fraction(sum(int(x) for x in labels[:k]), k))
''')

right("q44", "roc.eer", "explicit loop over the tied score groups, intersection of each ROC segment", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        g0, g1 = f0 - m0, f1 - m1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return round(f0 + a * (f1 - f0), 10)
    return 0.0
''')

right("q45", "ndcg.all_judgments", "NumPy discounts, rounded to 9 decimals at the very end", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return round(dcg(grades) / idcg, 9) if idcg > 0 else 0.0
''')

right("q46", "map.mrr", "comprehension with next() and an infinite default rank", '''
def my_mrr(runs):
    rrs = [1 / next((i for i, x in enumerate(run, 1) if int(x) == 1), float("inf")) for run in runs]
    return sum(rrs) / len(rrs)
''')

right("q47", "interp.step", "exact Fraction recall compared with the level parsed from its string", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    target = Fraction(str(level))
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / rank
    return 0.0
''')

right("q48", "scope.knn_ties", "itertools.groupby over the sorted distances", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    low = high = 0
    left = k
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        labs = [int(y) for _, y in grp]
        if left <= 0:
            break
        if len(labs) <= left:
            low += sum(labs)
            high += sum(labs)
            left -= len(labs)
        else:
            rel = sum(labs)
            high += min(left, rel)
            low += max(0, left - (len(labs) - rel))
            left = 0
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
