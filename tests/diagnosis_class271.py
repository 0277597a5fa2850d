"""Diagnosis class 271, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
half-remember the definitions: the right idea with one detail of the convention wrong (denominators, ties,
cut-offs, empty cases), writing loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c271-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class271).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 271 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c271-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the sum of P@k at the relevant "
      "ranks over n_relevant, instead of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"(non.?interpolated|uninterpolated) (AP|average precision)", r"average precision instead",
        r"\bAP\b instead", r"sum of P@k at (the )?relevant ranks", r"not (the )?11.?point",
        r"no (interpolation|11 (recall )?levels)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q02", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (the plain AP denominator) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant (alone|only)", r"\bR\b (alone|only)", r"(all|total|full|number of) (the )?relevant", r"plain AP"],
       [r"instead of min", r"not (by )?min", r"without (the )?min", r"ignor\w* k", r"plain AP", r"full AP"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / n_relevant)
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC/Jarvelin variant) "
      "instead of rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"trec", r"other (DCG|discount)", r"every rank (is )?discount",
        r"rank 1 discount"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once, "
      "instead of averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total tp", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "interp.step", "sibling", "uses the max interpolation (the maximum precision at any recall >= level) "
      "instead of the step rule's P_i",
      [[r"max(imum)? (interpolation|rule|over)", r"highest precision", r"11.?point (style|interpolation|rule)",
        r"interpolated precision max", r"instead of (the )?step"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the log2(i + 1) "
      "discount the task asks for",
      [[r"classic", r"log2?\s*\(\s*i\s*\)", r"rel_?1 (undiscounted|not discounted)", r"first (grade|rank) "
        r"(undiscounted|not discounted|as is)", r"Burges"]], '''
import math
g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper bound", r"(largest|highest|maximum) (possible )?generality", r"d ?- ?s ?\+ ?v\)? ?/ ?d",
        r"every unjudged item (is )?relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places",
      [[r"beta\b.{0,30}(not|instead of|without) (being )?squared", r"not squar\w*", r"forg[eo]t.{0,20}squar\w*",
        r"beta instead of beta.?(\^|\*\*)? ?2", r"beta\^?1", r"missing (the )?square"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("q09", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"instead of 11", r"not 11", r"11 levels", r"divid\w*", r"denominator"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    p = np.cumsum(y) / k
    r = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    levels = np.linspace(0, 1, 11)
    interp = [p[r >= lv - 1e-12].max() if (r >= lv - 1e-12).any() else 0.0 for lv in levels]
    return float(sum(interp) / 10)
''')

wrong("q10", "map.mrr", "shape", "takes the reciprocal of the mean first-relevant rank instead of the mean of the "
      "reciprocal ranks",
      [[r"reciprocal of (the )?mean", r"1 ?/ ?mean", r"mean (of the )?rank", r"invert\w* (the )?(mean|average)",
        r"average rank"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        if 1 in run:
            ranks.append(run.index(1) + 1)
    if not ranks:
        return 0.0
    return 1 / (sum(ranks) / len(runs))
''')

wrong("q11", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the - 1",
      [[r"2\s*(\^|\*\*)\s*rel\w*\b(?!\s*-)", r"forg[eo]t.{0,20}(- ?1|minus (one|1))", r"without (the )?- ?1",
        r"missing (the )?- ?1", r"minus (one|1)"]], '''
import math
my_dcg_exp = sum(2 ** g / math.log2(i + 2) for i, g in enumerate(v["grades"]))
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail) without doubling it",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubl\w*", r"forg[eo]t.{0,20}doubl\w*",
        r"(times|multiply\w*|x) ?(by )?2", r"half (of )?the (two.?sided )?p"]], '''
from scipy.stats import binom
a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
my_sign_p = float(binom.cdf(min(wins, losses), wins + losses, 0.5))
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|inverted) order", r"swap\w*", r"reversed", r"\[highest, lowest\]",
        r"optimistic (bound )?first", r"(lowest|highest) and (highest|lowest) (exchanged|swapped)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    dk = sorted(distances)[k - 1]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    slots = k - len(before)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    high = (sum(before) + min(slots, rel_tied)) / k
    low = (sum(before) + max(0, slots - non_tied)) / k
    return [high, low]
''')

wrong("q14", "gen.practical", "shape", "drops the + v of the recall bound's denominator: v / (d - s)",
      [[r"d ?- ?s\)?(?! ?\+)", r"(forg[eo]t|drop\w*|without|missing).{0,20}\+ ?v", r"\+ ?v (missing|dropped|left out)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "computes P@k at a relevant rank before counting that rank's hit (one hit short)",
      [[r"before (count|increment|add)\w*", r"one (hit )?(short|too few|less)", r"hits? - ?1", r"(increment|update)\w* "
        r"(too )?late", r"after (computing|taking) (the )?precision", r"off.?by.?one"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "reuses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number of relevant|R)", r"same n_relevant",
        r"one query'?s? (value|n_relevant)", r"reus\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    R = n_relevant[0]
    for run in runs:
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank, not only at the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks", r"outside (the )?if",
        r"not only (at )?(the )?relevant", r"one per rank"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, h in enumerate(hits, 1)] if any(labels) else []
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(over the ranks before) instead of over the ranks at and after the recall level",
      [[r"running max\w*", r"from the (top|start|left)", r"(ranks|precisions) before", r"wrong direction",
        r"left.?to.?right", r"prefix max\w*", r"instead of (from )?the (right|end|bottom)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        best, hits, reached = 0.0, 0, False
        for k, rel in enumerate(labels, 1):
            hits += rel
            best = max(best, hits / k)
            if n_relevant and hits / n_relevant >= r:
                reached = True
                break
        out.append(best if reached else 0.0)
    return out
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes P@k of the labels in their input order",
      [[r"never sort\w*", r"not sort\w*", r"without sort\w*", r"unsorted", r"input order", r"forg[eo]t.{0,20}sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(labels)
    return sum(ranked[:k]) / k
''')

wrong("q20", "pr.averaged", "flow", "resets the sum of the curves inside the loop over queries, so only the last "
      "query is kept (then divided by the number of queries)",
      [[r"reset\w*", r"inside the loop", r"(only|just) the last query", r"overwrit\w*", r"re.?initiali[sz]\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        total = [0.0] * 11
        prec, rec, hits = [], [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / R if R else 0.0)
        for i in range(11):
            cand = [p for p, r in zip(prec, rec) if R and r >= i / 10 - 1e-12]
            total[i] += max(cand) if cand else 0.0
    return [t / len(runs) for t in total]
''')

wrong("q21", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when no item "
      "is relevant at all (ideal DCG 0)",
      [ZERODIV, [r"ideal DCG (is |=+ ?)0", r"no relevant (item|grade)", r"all grades? (are )?0", r"zero ideal"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted([*grades, *unretrieved], reverse=True))
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the number of ranks the list has up to c, not by c, so a list "
      "shorter than the class scores too high",
      [[r"len\(labels", r"len\(top\)", r"length of the (list|ranking|slice)", r"(list|ranking|slice) length",
        r"instead of (c|n_relevant|the class size)", r"divid\w* by (the )?number of ranks"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q23", "rank.p_at_k", "flow", "divides by the number of ranks in the cut (min(k, len)) instead of k when the "
      "list is shorter than k",
      [[r"min\(k, ?len", r"len\(labels\)", r"len\(top\)", r"shorter (list|than k)", r"length of the (list|cut|slice)",
        r"instead of k", r"divid\w* by (the )?(slice|list) length"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q24", "set.pr", "hidden", "guards the empty retrieved set but divides by len(relevant) unguarded: crashes "
      "when nothing is relevant",
      [ZERODIV, [r"nothing (is )?relevant", r"no relevant", r"empty relevant", r"relevant (set )?(is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "takes the NumPy mean of the returned labels, which is nan when "
      "nothing is within epsilon",
      [NAN + [r"empty (mean|result|set|selection)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: crashes on a query without relevant items",
      [ZERODIV, [r"n_relevant (is |=+ ?)0", r"no relevant items", r"min\(k, ?(R|n_relevant)\) (is |=+ ?)0",
                 r"zero relevant"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "avg.macro", "hidden", "skips a query with nothing retrieved instead of counting its precision as 0 "
      "(divides by the number of non-empty queries)",
      [[r"skip\w*", r"leav\w* out", r"drop\w*", r"exclud\w*", r"ignor\w*", r"non.?empty queries"],
       [r"nothing retrieved", r"empty (quer|result)", r"tp ?\+ ?fp ?(=+|is) ?0", r"precision (of )?0"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q28", "map.mean", "hidden", "leaves out a query none of whose relevant items was retrieved instead of "
      "counting its AP as 0",
      [[r"skip\w*", r"leav\w* out", r"drop\w*", r"exclud\w*", r"ignor\w*"],
       [r"never retrieved", r"no relevant (item )?retrieved", r"AP (of )?0", r"zero AP", r"empty quer"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if y.sum() == 0:
            continue
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((p * y).sum() / R)
    return float(np.mean(aps)) if aps else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P + beta^2 R) instead of on "
      "the precision",
      [[r"beta.{0,25}(on|times|multipl\w*|weights?) (the )?(recall|\bR\b)", r"(P|precision) ?\+ ?beta",
        r"beta.?(\^|\*\*)? ?2 ?(\*|times)? ?(R|recall)\b", r"wrong term", r"instead of (on )?(the )?precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "dcg.classic", "twin", "uses log2(i + 1) with an already 1-based i for ranks >= 2 (an off-by-one in the "
      "rank index)",
      [[r"off.?by.?one", r"1.?based", r"i ?\+ ?1", r"rank index", r"shift\w*"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("q31", "rank.r_precision", "twin", "cuts the ranking at rank R + 1 (a 0-based index used as the rank: one "
      "rank too many) and divides by that cut",
      [[r"off.?by.?one", r"R ?\+ ?1", r"one rank too (many|far)", r"0.?based", r"\[:R ?\+ ?1\]",
        r"(extra|one more) rank"]], '''
R = v["n_relevant"]
labels = v["labels"]
cut = R  # index of rank R
my_r_precision = sum(labels[:cut + 1]) / (cut + 1)
''')

wrong("q32", "roc.eer", "twin", "stops at the first ROC point where FPR >= FNR and reports (FPR + FNR) / 2 there, "
      "never interpolating between the two points around the crossing",
      [[r"(no|without|never|not) interpolat\w*", r"first (ROC )?point", r"first crossing", r"nearest point",
        r"stops? at"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    for t in sorted(set(s), reverse=True):
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        if fpr >= fnr:
            return float((fpr + fnr) / 2)
    return 0.0
''')

wrong("q33", "interp.curve", "twin", "requires recall strictly greater than the level (R@k > r) instead of R@k >= r",
      [[r"strict\w*", r"> ?r\b", r"greater than (instead|rather)", r">= ?(instead|rather)", r"instead of >=",
        r"not >="]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    return [max([p for p, r in zip(prec, rec) if r > i / 10] or [0.0]) for i in range(11)]
''')

wrong("q34", "roc.auc", "twin", "sweeps the items one at a time in sorted order (tied scores not grouped into one "
      "step), so a tied pair counts 0 or 1 depending on the input order",
      [[r"ties? (not|never) grouped", r"not grouped", r"one (item )?at a time", r"(tied|ties).{0,30}(input|sort) order",
        r"ties? broken", r"diagonal", r"tied scores?.{0,30}(separate|one by one|own step)"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    area = 0.0
    for i in order:
        if labels[i] == 1:
            tp += 1
        else:
            fp += 1
            area += tp
    return area / (P * N)
''')

wrong("q35", "scope.eps_precision", "twin", "returns the targets with d <= epsilon (an inclusive cut-off) instead of "
      "the strict d < epsilon",
      [[r"<=", r"inclusive", r"not strict", r"equal to epsilon", r"at (exactly )?epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "avg.macro", "data", "reads a table as [tp, fn, fp]: divides tp by tp + fn (the third column taken "
      "for fp)",
      [[r"\bfn\b", r"false negatives?", r"columns?", r"\[tp, ?fn, ?fp\]", r"order of the table"],
       [r"instead of (fp|false positives)", r"(confus|swap|mix)\w*", r"recall", r"tp ?\+ ?fn", r"misread"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the run before computing its DCG, as "
      "if they had been retrieved at the end",
      [[r"append\w*", r"(add|put)\w* .{0,20}(to|at the end of) the (run|ranking|retrieved)", r"as if (they were |)retrieved",
        r"unretrieved.{0,40}(in|into) the (run|ranking|DCG)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    run = list(grades) + list(unretrieved)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best else 0.0
''')

wrong("q38", "set.pr", "data", "counts the retrieved list's length (a duplicated id twice) in the precision's "
      "denominator instead of the set's size",
      [[r"duplicat\w*", r"len\(retrieved\)", r"list (length|instead of (a )?set)", r"not (a |as a )?set",
        r"counted (twice|two times)", r"repeated ids?"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "roc.auc", "data", "takes label 0 as the positive class (the labels read the wrong way round)",
      [[r"label 0", r"0 as (the )?positive", r"(flipped|inverted|reversed|swapped) (the )?labels",
        r"labels? (flipped|inverted|reversed|swapped)", r"positive class", r"1 ?- ?AUC"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q40", "rank.distances", "data", "sorts the distances from largest to smallest, as if they were similarity "
      "scores",
      [[r"largest", r"descending", r"reverse", r"farthest", r"similarit\w*", r"higher is better", r"as scores"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q41", "ap.value", "data", "takes n_relevant as the number of 1s in the ranking, ignoring the relevant items "
      "never retrieved",
      [[r"sum\(labels\)", r"number of (1s|ones|relevant (items )?retrieved)", r"(retrieved|found) relevant",
        r"ignor\w*.{0,20}(never retrieved|unretrieved|n_relevant)", r"count\w* (the )?(1s|ones)"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        s += hits / k
my_ap_value = s / sum(labels)
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries in n (a tie counted as a non-win) instead of dropping "
      "them",
      [[r"ties?\b.{0,30}(not dropped|kept|included|counted)", r"(keep|kept|includ\w*|count\w*).{0,20}ti(es|ed)",
        r"not drop\w*", r"n ?= ?len", r"all (the )?queries"]], '''
from scipy.stats import binomtest
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "NumPy cumsum", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((p * y).sum() / n_relevant)
''')

right("q44", "ndcg.all_judgments", "explicit loop with an ideal from all judgments", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i == 1 else g / math.log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

right("q45", "scope.knn_ties", "comprehensions over the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel, non = sum(tied), len(tied) - sum(tied)
    return [(sum(before) + max(0, slots - non)) / k, (sum(before) + min(slots, rel)) / k]
''')

right("q46", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, y) in enumerate(zip(hits, labels), 1) if y]
''')

right("q47", "avg.macro", "exact Fractions", '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(precs) / len(precs))
''')

right("q48", "rank.distances", "sorted with a key (stable on ties)", '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for d, y in sorted(zip(distances, labels), key=lambda t: t[0])]
    return sum(ranked[:k]) / k
''')

SUBMISSIONS = tuple(S)
