"""Diagnosis class 97, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write general, reusable code: small generic helpers with keyword parameters and defaults, a generic "at k" or
"running" helper reused across tasks, a default argument with the wrong value, a helper called with arguments in
the wrong order or with the wrong keyword (styles vary: loops, NumPy, comprehensions, itertools, fractions). Only
the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c97-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class97).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 97 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c97-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(its helper's default) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)", r"number of hits",
        r"sum\(labels\)", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"only the relevant items (that were )?retrieved", r"hits found"]], '''
def mean(values, default=0.0):
    values = list(values)
    return sum(values) / len(values) if values else default

def precisions_at_hits(labels):
    hits, out = 0, []
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            out.append(hits / i)
    return out

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return mean(precisions_at_hits(labels))
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval DCG, from "
      "its helper's default offset=1) instead of rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"(burges|jarvelin).{0,30}(variant|dcg)",
        r"offset", r"rank 1 (is )?discounted", r"discount\w* (the )?first"]], '''
from math import log2

def discounted(gains, offset=1):
    return sum(g / log2(i + offset) for i, g in enumerate(gains, start=1))

def my_dcg(grades):
    return discounted(grades)
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before one division",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total tp",
        r"(add|sum)\w* (up )?(the )?counts (first|over)", r"weight\w* by (the )?(number|size|query)"]], '''
import numpy as np

def column_sum(tables, col):
    return np.asarray(tables, dtype=float)[:, col].sum()

def my_macro_precision(tables):
    tp, fp = column_sum(tables, 0), column_sum(tables, 1)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "rank.distances", "sibling", "returns recall at k (hits in the top k over all relevant items) "
      "instead of precision at k",
      [[r"recall", r"r@k", r"all (the )?relevant", r"total (number of )?relevant", r"sum\(labels\)",
        r"instead of k\b", r"not by k\b"]], '''
def top_k(items, key, k):
    return sorted(items, key=key)[:k]

def at_k(labels, k, of=None):
    hits = sum(labels[:k])
    return hits / (of if of is not None else k)

def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels), key=lambda p: p[0])]
    return at_k(ranked, k, of=sum(labels))
''')

wrong("q05", "interp.curve", "sibling", "takes the plain precision at the first rank reaching each recall level "
      "instead of the maximum precision over all ranks at or beyond it",
      [[r"first rank", r"not (the )?max", r"without (the )?max", r"no max", r"non.?interpolated",
        r"uninterpolated", r"(not|never) interpolat", r"instead of the max", r"max\w* (to|on) the right",
        r"first (point|k) (that )?reach"]], '''
def levels(n=11):
    return [i / (n - 1) for i in range(n)]

def pr_pairs(labels, n_relevant):
    hits, out = 0, []
    for k, x in enumerate(labels, start=1):
        hits += x
        out.append((hits / n_relevant, hits / k))
    return out

def my_interpolated(labels, n_relevant):
    pairs = pr_pairs(labels, n_relevant)
    curve = []
    for r in levels():
        p = next((prec for rec, prec in pairs if rec >= r), 0.0)
        curve.append(p)
    return curve
''')

wrong("q06", "sig.sign_test", "sibling", "gives the one-sided sign test p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"(double|times 2|twice|x ?2)", r"half",
        r"single tail", r"one tail"]], '''
from math import comb

def binom_cdf(x, n, p=0.5):
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(x + 1))

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binom_cdf(min(wins, losses), wins + losses)
''')

wrong("q07", "set.f_beta", "sibling", "returns F1 (the harmonic mean 2PR/(P+R)) whatever beta is: beta is "
      "accepted but never used",
      [[r"\bF1\b", r"harmonic mean", r"beta.{0,30}(ignored|never used|not used|unused)",
        r"ignor\w* (the )?beta", r"beta\s*=\s*1 (always|every)", r"always (with )?beta\s*=\s*1"]], '''
def harmonic(a, b):
    return 2 * a * b / (a + b) if a + b else 0.0

def my_f(precision, recall, beta):
    return harmonic(precision, recall)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.trec", "shape", "uses the natural logarithm (np.log) instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log(arithm)? base e", r"base e\b",
        r"(another|wrong|other) base", r"instead of log2", r"not log2"]], '''
import numpy as np

def dcg(gains, discount=np.log):
    g = np.asarray(gains, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float((g / discount(ranks + 1)).sum())

my_dcg_trec = dcg(v["grades"])
''')

wrong("q09", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside.?down", r"invert\w*", r"reciprocal", r"ideal.{0,20}(over|divided by|/).{0,10}dcg",
        r"(swapp|revers)\w* (the )?(ratio|numerator|fraction)", r"idcg\s*/\s*dcg", r"above 1", r"greater than 1"]], '''
from math import log2

def dcg(gains, start=2):
    gains = list(gains)
    if not gains:
        return 0.0
    return gains[0] + sum(g / log2(i) for i, g in enumerate(gains[1:], start=start))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving out the + v of the "
      "largest possible class size",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+ ?v\b", r"(missing|without|forgot|leav\w* out|drop\w*) .{0,20}\bv\b",
        r"largest (possible )?class", r"c_?max", r"v\s*/\s*\(?d\s*-\s*s\)?"]], '''
def ratio(a, b, default=0.0):
    return a / b if b else default

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [ratio(v, s), ratio(v, d - s), ratio(v, d)]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"tie\w*.{0,40}\b(whole|full|win)\b", r"(>=|≥|greater than or equal)", r"ties? (count\w*|as) (a )?(1|one)\b(?!\s*/)",
        r"ties? (count\w*|as) fully"]], '''
from itertools import product

def pair_score(a, b, tie=1.0):
    return 1.0 if a > b else (tie if a == b else 0.0)

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    return sum(pair_score(p, n) for p, n in product(pos, neg)) / (len(pos) * len(neg))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not (by )?11", r"eleven", r"number of levels"]], '''
def running_max(values, reverse=False):
    out, best = [], 0.0
    seq = reversed(values) if reverse else values
    for x in seq:
        best = max(best, x)
        out.append(best)
    return out[::-1] if reverse else out

def my_11pt(labels, n_relevant):
    hits, rec, prec = 0, [], []
    for k, x in enumerate(labels, 1):
        hits += x
        rec.append(hits / n_relevant)
        prec.append(hits / k)
    interp = running_max(prec, reverse=True)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += next((p for rr, p in zip(rec, interp) if rr >= r), 0.0)
    return total / 10
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed?|swapp\w*|other) order", r"swapp\w*", r"highest.{0,20}first", r"order of the (two )?bounds",
        r"\[highest, lowest\]", r"lowest and highest (are )?(swapped|exchanged|reversed)"]], '''
def p_at(labels, k):
    return sum(labels[:k]) / k

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = [y for _, y in sorted(pairs, key=lambda p: (p[0], p[1]))]
    best = [y for _, y in sorted(pairs, key=lambda p: (p[0], -p[1]))]
    return [p_at(best, k), p_at(worst, k)]
''')

wrong("q14", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the "
      "false positive rate there",
      [[r"1\s*-\s*(the )?eer", r"returns? (the )?(tpr|true positive rate)", r"(tpr|true positive rate) (at|instead)",
        r"complement of (the )?eer", r"instead of (the )?(fpr|false positive rate)"]], '''
def roc_points(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    pts = roc_points(scores, labels)
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return t0 + a * (t1 - t0)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.at_k", "flow", "calls its precision helper with the cut-off k at every relevant rank (P@k "
      "summed) instead of the rank i",
      [[r"p@k (at every|for every|each)", r"instead of (the rank )?i\b", r"p@k instead of p@i",
        r"(same|fixed|constant) (cut.?off|k)", r"k instead of i", r"wrong argument", r"rank i\b.{0,30}(not|instead)"]], '''
def p_at(labels, k):
    return sum(labels[:k]) / k

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total = 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            total += p_at(labels, k)
    return total / denom
''')

wrong("q16", "map.mrr", "flow", "never stops at the first relevant item: sums 1/rank over every relevant item "
      "of a query",
      [[r"every relevant", r"all (the )?relevant", r"\bbreak\b", r"(not|never) stop", r"first relevant (item )?only",
        r"sum\w* .{0,30}(reciprocal|1 ?/ ?rank)", r"more than (the )?first"]], '''
def reciprocal_ranks(run):
    return [1 / r for r, x in enumerate(run, start=1) if x]

def my_mrr(runs):
    return sum(sum(reciprocal_ranks(run)) for run in runs) / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "its running-max helper runs from the top of the ranking down (max over the "
      "ranks before) instead of from the bottom up",
      [[r"(top|first rank).{0,20}down", r"forward", r"(wrong|other) direction", r"from the (top|start|left)",
        r"ranks? before", r"earlier ranks", r"reversed?", r"left to right", r"max\w* (over|of) (the )?(previous|prefix)"]], '''
def running_max(xs, start=0.0):
    out, m = [], start
    for x in xs:
        m = max(m, x)
        out.append(m)
    return out

def eleven(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    hits, rec, prec = 0, [], []
    for k, x in enumerate(labels, start=1):
        hits += x
        rec.append(hits / n_relevant)
        prec.append(hits / k)
    interp = running_max(prec)
    return [next((p for r, p in zip(rec, interp) if r >= j / 10), 0.0) for j in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [eleven(run, n) for run, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q18", "ap.value", "flow", "counts the hit after taking the precision, so each relevant rank adds "
      "(hits - 1) / rank",
      [[r"(after|before) (taking|computing|the precision|the division)", r"hits? - ?1", r"one (hit|relevant) (short|too few|behind|late)",
        r"increment\w* (too late|after)", r"(not yet|without) (count\w*|includ\w*) (the )?(current|item itself|itself)",
        r"current (item|hit) (not|never)"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for rank, x in enumerate(labels, start=1):
    if x:
        total += hits / rank
        hits += 1
my_ap_value = total / n_rel
''')

wrong("q19", "interp.step", "flow", "never breaks out of the loop: returns the precision at the LAST relevant "
      "item whose recall reaches the level, not the first",
      [[r"\bbreak\b", r"last (relevant|point|item|one)", r"(not|never) stop", r"overwrit\w*",
        r"keeps? (going|looping)", r"first (one|point|relevant)"]], '''
def walk(labels, n_relevant):
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            yield hits / n_relevant, hits / k

def my_step_interpolated(labels, n_relevant, level):
    result = 0.0
    for rec, prec in walk(labels, n_relevant):
        if rec >= level:
            result = prec
    return result
''')

wrong("q20", "rank.p_at_k", "flow", "its slice stops one short: labels[:k - 1] (the top k - 1) divided by k",
      [[r"k\s*-\s*1", r"one (short|too few|item short)", r"off.?by.?one", r"misses the k.?th", r"last (rank|item) (of the top k )?(dropped|missed|left out)",
        r"k.?th (item|rank) (is )?(dropped|missed|left out|not counted)"]], '''
def at_k(labels, k, end=None):
    end = k - 1 if end is None else end
    return sum(labels[:end]) / k

def my_p_at_k(labels, k):
    return at_k(labels, k)
''')

wrong("q21", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"(inside|outside) the if", r"too many points", r"(one|a) point per rank"]], '''
def my_pr_points(labels, n_relevant):
    hits, points = 0, []
    for k, x in enumerate(labels, start=1):
        hits += x
        points.append(hits / k)
    return points if hits else []
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall divides by the number of relevant ids without a guard: an empty "
      "relevant set raises ZeroDivisionError", [ZERODIV], '''
def safe_ratio(a, b):
    return a / b if b else 0.0

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [safe_ratio(hit, len(ret)), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 in NumPy when nothing is relevant: "
      "returns nan instead of 0",
      [NAN, [r"ideal.{0,30}(0|zero)", r"(0|zero).{0,30}ideal", r"no relevant", r"nothing relevant", r"0 ?/ ?0",
             r"guard", r"idcg"]], '''
import numpy as np

def dcg(gains, first_discount=1.0):
    g = np.asarray(gains, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    disc[0] = first_discount
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q24", "map.mean", "hidden", "computes AP as the mean precision at the hits times hits / n_relevant with a "
      "generic mean helper that divides by zero for a query with no relevant item retrieved",
      [ZERODIV, [r"no relevant (item )?retrieved", r"never retrieved", r"(no|zero) hits?", r"empty", r"mean of (an )?empty",
                 r"nothing (relevant )?(retrieved|found)"]], '''
def mean(values):
    values = list(values)
    return sum(values) / len(values)

def ap(labels, n_relevant):
    hits, precs = 0, []
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / i)
    return mean(precs) * hits / n_relevant

def my_map(runs, n_relevant):
    return mean(ap(run, n) for run, n in zip(runs, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "np.mean of an empty selection when nothing is within epsilon: "
      "returns nan instead of 0",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned|selected)", r"no target", r"mean of (an )?empty",
             r"guard"]], '''
import numpy as np

def within(distances, epsilon, strict=True):
    d = np.asarray(distances, dtype=float)
    return d < epsilon if strict else d <= epsilon

def my_eps_precision(distances, labels, epsilon):
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[within(distances, epsilon)]))
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], not by c: a list shorter "
      "than the class gets a too large precision",
      [[r"len\(.{0,20}\[:", r"length of the (slice|list|cut)", r"slice",
        r"(not|instead of) (by )?(c|n_relevant)\b", r"list length"]], '''
def prefix_mean(xs, n):
    top = xs[:n]
    return sum(top) / len(top)

def my_grip_point(labels, n_relevant):
    return prefix_mean(labels, n_relevant)
''')

wrong("q27", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so 0.30000000000000004 "
      "misses a recall of exactly 0.3",
      [[r"float\w*.{0,30}(error|rounding|accumul|precision)", r"0\.30000000000000004", r"accumulat\w*",
        r"repeated(ly)? add", r"\+= ?0\.1", r"round(ing)? error", r"not exact(ly)?"]], '''
def frange(start=0.0, stop=1.0, step=0.1):
    out, x = [], start
    while x <= stop + 1e-9:
        out.append(x)
        x += step
    return out

def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, start=1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    return [max((p for r, p in pts if r >= lvl), default=0.0) for lvl in frange()]
''')

wrong("q28", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)) (its at-k helper's denominator), "
      "wrong when more items are relevant than the list is long",
      [[r"min\(", r"len\(labels\)", r"list(.s)? length", r"length of the list", r"capp\w*"]], '''
from fractions import Fraction

def ap_at(labels, n_relevant, k=None):
    k = len(labels) if k is None else k
    denom = min(n_relevant, k)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)

def my_ap(labels, n_relevant):
    return ap_at(labels, n_relevant)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (beta^2 R + P)",
      [[r"beta.{0,15}(on|times|\*|with) (the )?recall", r"(swapp|exchang|confus|revers)\w*.{0,30}(p|precision).{0,15}(r|recall)",
        r"(p|precision) and (r|recall).{0,20}(swapped|exchanged|confused)", r"beta\^?2?\s*\*?\s*r\s*\+\s*p",
        r"wrong term"]], '''
def weighted_harmonic(p, r, w=1.0):
    den = w * r + p
    return (1 + w) * p * r / den if den else 0.0

def my_f(precision, recall, beta):
    return weighted_harmonic(precision, recall, w=beta ** 2)
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is written the wrong way round: counts pairs where the "
      "NEGATIVE scores higher",
      [[r"negative scores? higher", r"(comparison|inequality|>|<).{0,30}(wrong way|reversed|backwards|flipped)",
        r"(wrong way|reversed|backwards|flipped).{0,30}(comparison|inequality)", r"negatives? (win|beat)",
        r"n\s*>\s*p", r"neg\w*\s*>\s*pos"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = neg[None, :] - pos[:, None]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "avg.macro", "twin", "unpacks each table in the wrong column order (tp, fn, fp), so fn is used "
      "where fp belongs",
      [[r"(column|field|element)s? (order|in the wrong order)", r"unpack\w*", r"tp, fn, fp", r"fn (is used )?(instead of|for|as) fp",
        r"(order|position)s? of (the )?(columns|values|fields|entries)", r"table\[?.?2.?\]? (as|for|instead)",
        r"fp and fn (swapped|exchanged|confused)"]], '''
def mean(xs, default=0.0):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else default

def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return mean(precs)
''')

wrong("q32", "ap.at_k", "twin", "divides by min(k, len(labels)), the list length instead of n_relevant",
      [[r"len\(labels\)", r"list(.s)? length", r"length of the (list|ranking)", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant"]], '''
def p_at(labels, k):
    return sum(labels[:k]) / k

def my_ap_at_k(labels, n_relevant, k, size=None):
    size = len(labels) if size is None else size
    denom = min(k, size)
    if n_relevant == 0 or denom == 0:
        return 0.0
    return sum(p_at(labels, i) for i in range(1, k + 1) if i <= len(labels) and labels[i - 1]) / denom
''')

wrong("q33", "rank.distances", "twin", "its generic top-k helper sorts with the default reverse=True (largest "
      "first, made for scores), so the farthest items are ranked first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"(high|large) to (low|small)",
        r"wrong (sort )?order", r"distances? (as|like) (scores|similarit)"]], '''
def top_k(values, payload, k, reverse=True):
    order = sorted(range(len(values)), key=lambda i: values[i], reverse=reverse)
    return [payload[i] for i in order[:k]]

def my_p_at_k_from_distances(distances, labels, k):
    return sum(top_k(distances, labels, k)) / k
''')

wrong("q34", "ndcg.all_judgments", "twin", "sorts the ideal grades without reverse=True (low to high), so the "
      "ideal DCG is too small",
      [[r"ascending", r"reverse", r"low(est)? to high", r"(worst|smallest|lowest) first", r"(not|never) sorted (from )?high",
        r"ideal.{0,30}(wrong order|increasing)"]], '''
from math import log2

def dcg(grades):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved))
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q35", "map.mean", "twin", "calls its AP helper without n_relevant, so the default (the relevant items "
      "retrieved) is used as each query's divisor",
      [[r"n_relevant.{0,40}(not passed|never passed|missing|forgot|omitt|left out|default)",
        r"(forgot|without|omit\w*|never pass\w*|not pass\w*).{0,30}n_relevant", r"default (argument|value|parameter)",
        r"retrieved relevant", r"sum\(labels\)"]], '''
def ap(labels, n_relevant=None):
    n = sum(labels) if n_relevant is None else n_relevant
    if n == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n

def my_map(runs, n_relevant):
    return sum(ap(run) for run in runs) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicate", r"counted twice", r"counts? (it |them )?twice", r"set\(", r"lists? (not|instead of) sets?",
        r"(not|never) (converted|turned) (in)?to (a )?sets?"]], '''
def frac(num, den):
    return num / den if den else 0.0

def my_set_pr(retrieved, relevant):
    hits_ret = [d for d in retrieved if d in relevant]
    hits_rel = [d for d in relevant if d in retrieved]
    return [frac(len(hits_ret), len(retrieved)), frac(len(hits_rel), len(relevant))]
''')

wrong("q37", "gen.practical", "data", "takes v as the number of judged items len(labels) instead of the number "
      "of relevant ones",
      [[r"(number|count) of (judged|labels|items)", r"(judged|all) items", r"sum\(labels\)",
        r"not (the )?(number|count) of relevant", r"v\s*=\s*s\b", r"v (is|as) s\b"]], '''
from fractions import Fraction

def bounds(d, s, v):
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)), float(Fraction(v, d))]

def my_practical(labels, d):
    v = sum(1 for _ in labels)
    return bounds(d, len(labels), v)
''')

wrong("q38", "sig.sign_test", "data", "keeps the tied queries in n (the number of trials) instead of dropping them",
      [[r"ties?.{0,30}(kept|not dropped|included|counted)", r"(keep|include|count)\w* (the )?ti", r"(not|never) drop\w*",
        r"tied queries", r"len\(a\)", r"all queries"]], '''
from math import comb

def binom_tail(x, n, p=0.5):
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(x + 1))

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
n = len(a)
my_sign_p = min(1.0, 2 * binom_tail(min(wins, n - wins), n))
''')

wrong("q39", "roc.auc", "data", "expects the negatives labelled -1, so with 0/1 labels no negative is found",
      [[r"-1", r"minus one", r"labels? (are )?0", r"0/1", r"\+1/-1", r"no negative", r"negatives? (are )?(not found|missing|empty)"]], '''
import numpy as np

def my_auc(scores, labels, neg_label=-1):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1], s[y == neg_label]
    d = pos[:, None] - neg[None, :]
    return float(((d > 0) + 0.5 * (d == 0)).sum() / (len(pos) * len(neg)))
''')

wrong("q40", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG), "
      "losing the ranking's order",
      [[r"sort\w*", r"ideal", r"(order|ranking).{0,30}(lost|ignored|changed)", r"reorder\w*",
        r"not (in )?(the )?(given|ranking|rank) order"]], '''
from math import log2

def dcg(gains, sort=True):
    g = sorted(gains, reverse=True) if sort else list(gains)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, start=1))

def my_dcg(grades):
    return dcg(grades)
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone, so they no longer line up with their "
      "labels",
      [[r"(line up|aligned?|match|pair)\w*.{0,30}labels?", r"labels?.{0,30}(misaligned|not (sorted|reordered|aligned))",
        r"sort\w* (only )?the distances", r"zip", r"pairing", r"misalign\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    dist = sorted(distances)
    chosen = [lab for d, lab in zip(dist, labels) if d < epsilon]
    return sum(chosen) / len(chosen) if chosen else 0.0
''')

wrong("q42", "rank.p_at_k", "data", "reads k as a 0-based index: takes labels[:k + 1] over k + 1 (P@(k+1))",
      [[r"0.?based", r"zero.?based", r"index", r"k\s*\+\s*1", r"one (rank|item) too many", r"off.?by.?one",
        r"p@\(?k\s*\+\s*1"]], '''
def at_k(labels, k, zero_based=True):
    n = k + 1 if zero_based else k
    return sum(labels[:n]) / n

def my_p_at_k(labels, k):
    return at_k(labels, k)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "generic at-k helper with a keyword default", '''
def at_k(labels, k, of=None):
    return sum(labels[:k]) / (k if of is None else of)

def my_p_at_k(labels, k):
    return at_k(labels, k)
''')

right("q44", "ndcg.all_judgments", "NumPy dcg helper with keyword start", '''
import numpy as np

def dcg(gains, start=2):
    g = np.asarray(gains, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + (g[1:] / np.log2(np.arange(start, start + g.size - 1))).sum())

def my_ndcg(grades, unretrieved):
    best = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / best if best else 0.0
''')

right("q45", "ap.at_k", "exact Fraction sums with a generic p_at helper", '''
from fractions import Fraction

def p_at(labels, i):
    return Fraction(sum(labels[:i]), i)

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total = sum((p_at(labels, i) for i, x in enumerate(labels[:k], 1) if x), Fraction(0))
    return float(total / denom)
''')

right("q46", "map.mrr", "itertools.compress and next with a default", '''
from itertools import compress, count

def first_rank(run, default=None):
    return next(compress(count(1), run), default)

def my_mrr(runs):
    ranks = [first_rank(run) for run in runs]
    return sum(1 / r for r in ranks if r) / len(runs)
''')

right("q47", "scope.knn_ties", "sorted with tuple keys, one p_at helper", '''
def p_at(labels, k):
    return sum(labels[:k]) / k

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = [y for _, y in sorted(pairs, key=lambda p: (p[0], p[1]))]
    high = [y for _, y in sorted(pairs, key=lambda p: (p[0], -p[1]))]
    return [p_at(low, k), p_at(high, k)]
''')

right("q48", "ap.value", "a comprehension over a running hit count", '''
from itertools import accumulate

labels, n_rel = v["labels"], v["n_relevant"]
hits = list(accumulate(labels))
my_ap_value = sum(h / r for r, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_rel
''')

SUBMISSIONS = tuple(S)
