"""Diagnosis class 175, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute a whole series and then pick one value out of it: every P@k and then one indexed, every threshold and
then one chosen, a whole curve and then one point read off (loops, NumPy, comprehensions, itertools, fractions).
Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c175-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class175).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 175 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c175-")

RECALL_NOT_P = [r"recall", r"divid\w* by (the )?n_relevant", r"relevant (items|count) instead of k"]
SUM_LABELS = [r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(found|retrieved|in the (list|ranking))",
              r"n_relevant.{0,30}(ignored|not used|unused)", r"ignor\w*.{0,20}n_relevant",
              r"never retrieved.{0,40}(ignored|left out|missing)", r"instead of n_relevant"]
SHORT = [r"divid\w* by (the )?(list'?s? )?length", r"len\(labels\)", r"P at the (list'?s? )?(end|last rank)",
         r"last (rank|value) of the (list|series)", r"fewer ranks", r"pad\w*", r"min\(", r"past the end",
         r"(list|ranking)'?s? length", r"length of the (list|ranking)"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "builds the R@k series (hits over all relevant in the list) and indexes it "
      "at k: recall at k instead of precision at k", [RECALL_NOT_P], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.array(list(labels) + [0] * k)
    hits = np.cumsum(y)
    rec = hits / max(y.sum(), 1)
    return float(rec[k - 1])
''')

wrong("q02", "ap.exact", "sibling", "computes the 11-point interpolated curve and returns its mean (11-point "
      "interpolated AP) instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"11 (recall )?levels"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    curve = []
    for j in range(11):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q >= r]
        curve.append(max(cands) if cands else 0.0)
    return sum(curve) / 11
''')

wrong("q03", "interp.step", "sibling", "returns the usual interpolated precision (the maximum precision at any "
      "recall >= level) instead of the step rule's P_i",
      [[r"max\w* (precision )?(at|over) (any|all|every|each) (higher|later|greater|larger)", r"usual interpolat\w*",
        r"max \{", r"standard interpolat\w*", r"instead of (the )?step", r"not (the )?step rule"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    right_of = [p for r, p in points if r >= level - 1e-12]
    return max(right_of) if right_of else 0.0
''')

wrong("q04", "map.mean", "sibling", "per query takes the precision series and keeps 1 / rank of the first relevant "
      "item: the mean reciprocal rank instead of MAP",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    vals = []
    for run, n in zip(runs, n_relevant):
        ranks = [k for k, x in enumerate(run, 1) if x]
        vals.append(1 / ranks[0] if ranks else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q05", "ndcg.all_judgments", "sibling", "builds the discount series with log2(i + 1) for every rank (the "
      "trec_eval/Burges DCG) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"log_?2 ?\(i ?\+ ?1\)", r"trec_?eval'?s? (discount|formulation)",
        r"Burges", r"(other|another|wrong) (dcg )?(discount|formulation)", r"discount\w* (the )?first rank",
        r"first (rank|item) (is )?discounted"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.log2(np.arange(2, len(gs) + 2))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    i = dcg(ideal)
    return dcg(grades) / i if i > 0 else 0.0
''')

wrong("q06", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp)", r"total tp", r"instead of (the )?mean of (the )?"
        r"(per.query )?precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"recall (values|levels|of (each|the) point)", r"recalls? instead", r"x.?(coordinate|axis|values?)",
        r"returns? (the )?recall"]], '''
def my_pr_points(labels, n_relevant):
    curve, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            curve.append((hits / n_relevant, hits / k))
    return [r for r, p in curve]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (is )?not squared", r"square\w*.{0,20}beta", r"not squared", r"missing (the )?square",
        r"beta instead of beta", r"without (the )?square"]], '''
def my_f(precision, recall, beta):
    betas = [0.5, 1.0, 2.0, 3.0, 4.0, 0.25, beta]
    table = {b: ((1 + b) * precision * recall / (b * precision + recall) if precision + recall else 0.0)
             for b in betas}
    return table[beta]
''')

wrong("q09", "dcg.classic", "shape", "adds rel_1 once by hand and again inside the loop (log2(max(i, 2)) at i = "
      "1): the first grade counted twice",
      [[r"(first|rel_?1|top).{0,40}(twice|two times|double)", r"double.?count\w*", r"counted twice"]], '''
from math import log2

def my_dcg(grades):
    terms = [grades[0]] if grades else []
    terms += [g / log2(max(i, 2)) for i, g in enumerate(grades, 1)]
    return float(sum(terms))
''')

wrong("q10", "ndcg.all_judgments", "shape", "the discount uses the natural log instead of log2 (rel_1 + rel_i / "
      "ln i), so the ratio to the ideal changes",
      [[r"natural log", r"\bln\b", r"log base", r"base.?e\b", r"np\.log\b", r"instead of log2", r"wrong base",
        r"another base"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        disc = np.ones(len(gs))
        disc[1:] = np.log(np.arange(2, len(gs) + 1))
        return float((gs / disc).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q11", "ap.at_k", "shape", "the precision at each relevant rank i is hits / k (the cut-off) instead of "
      "hits / i", [[r"divid\w* by k", r"hits ?/ ?k", r"over k instead", r"k instead of (the )?(rank|i)\b",
                     r"(cut.?off|k) (as|in) the denominator of (the )?P@i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    d = min(k, n_relevant)
    if d == 0:
        return 0.0
    prec, hits = [], 0
    for x in top:
        hits += x
        prec.append(hits / k)
    return sum(p for p, x in zip(prec, top) if x) / d
''')

wrong("q12", "ap.value", "shape", "divides the sum of P@k at the relevant ranks by the list length instead of by "
      "n_relevant", [[r"list length", r"len\(labels\)", r"length of the (list|ranking)", r"number of ranks",
                      r"divid\w* by (the )?(list|ranking|10)"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
prec = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
my_ap_value = sum(p for p, x in zip(prec, labels) if x) / len(labels)
''')

wrong("q13", "avg.macro", "shape", "each query's precision is tp / (tp + fp + fn): the whole table in the "
      "denominator", [[r"false negatives?", r"tp ?\+ ?fp ?\+ ?fn", r"whole (table|row)",
                       r"all three", r"adds? (the )?fn", r"fn (in|to) the denominator"]], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp + fn) if tp + fp + fn else 0.0 for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''')

wrong("q14", "dcg.trec", "shape", "writes the discount as log2(i) + 1 instead of log2(i + 1) (parenthesis misplaced)",
      [[r"log2\(i\) ?\+ ?1", r"parenthes\w*", r"bracket", r"\+ ?1 outside"]], '''
from math import log2
discounts = [log2(i) + 1 for i in range(1, len(v["grades"]) + 1)]
my_dcg_trec = sum(g / d for g, d in zip(v["grades"], discounts))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "indexes the 0-based precision series at k, reading P@(k+1) (off by one)",
      [[r"off.by.one", r"P@\(?k ?\+ ?1", r"one rank (too )?(far|late|further)", r"next rank", r"index k\b",
        r"0.based"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.array(list(labels) + [0] * (k + 1))
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[k])
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank, not only at the relevant ones",
      [[r"every rank", r"each rank", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"all ranks"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "map.mean", "flow", "computes every query's AP but returns the last one (the return value is the last "
      "AP of the loop, not the mean)",
      [[r"last query", r"only (the )?(last|one|final) query", r"not (the )?mean", r"never averag\w*",
        r"last (AP|value)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return aps[-1]
''')

wrong("q18", "map.mrr", "flow", "walks each run without stopping at the first relevant item, so it keeps 1 / rank "
      "of the LAST relevant item",
      [[r"last relevant", r"\bbreak\b", r"never stop\w*", r"without stopping", r"overwrit\w*", r"keeps? going"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for k, x in enumerate(run, 1):
            if x:
                rr = 1 / k
        rrs.append(rr)
    return sum(rrs) / len(rrs)
''')

wrong("q19", "ap.exact", "flow", "computes P@k before counting the relevant item at rank k (hits incremented one "
      "step late), so each precision is (hits - 1) / k",
      [[r"before (count|increment|add)\w*", r"(increment|count)\w* (too )?late", r"after (computing|the precision)",
        r"one (hit|step) behind", r"not (yet )?counted", r"hits ?- ?1", r"\(hits? ?- ?1\)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q20", "ap.eleven_point", "flow", "loops over range(10): the level 1.0 is left out and the mean is over 10 "
      "levels", [[r"range\(10\)", r"10 levels", r"ten levels", r"1\.0.{0,30}(missing|left out|omitted|skipped|dropped)",
                  r"(missing|leaves? out|omits?|skips?|drops?).{0,30}1\.0", r"last level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    curve = []
    for j in range(10):
        mask = rec >= j / 10
        curve.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(curve))
''')

wrong("q21", "interp.curve", "flow", "takes the running maximum from the top of the ranking (over earlier ranks) "
      "instead of the maximum over the ranks at or after recall r",
      [[r"(earlier|previous|higher|above|preceding) ranks", r"prefix", r"wrong direction", r"from the (top|start|front)",
        r"running max\w*", r"before (the|that) rank", r"up to"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    prec = [h / k for k, h in enumerate(hits, 1)]
    runmax = list(accumulate(prec, max))
    rec = [h / n_relevant for h in hits] if n_relevant else [0.0] * len(hits)
    out = []
    for j in range(11):
        r = j / 10
        ks = [i for i, q in enumerate(rec) if q >= r]
        out.append(runmax[ks[0]] if ks and n_relevant else 0.0)
    return out
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q23", "gen.grip_point", "hidden", "reads the precision series at min(c, len(labels)): a list shorter than the "
      "class gives P at the list's end instead of counting the missing ranks as not relevant", [SHORT], '''
def my_grip_point(labels, n_relevant):
    prec, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
    return prec[min(n_relevant, len(prec)) - 1]
''')

wrong("q25", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    prec = [Fraction(sum(labels[:i]), i) for i in range(1, min(k, len(labels)) + 1)]
    total = sum((p for p, x in zip(prec, labels) if x), Fraction(0))
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "computes each query's precision tp / (tp + fp) without a guard: a query with "
      "nothing retrieved raises ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [row[0] / (row[0] + row[1]) for row in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")


wrong("q22", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: with no relevant item at all "
      "it raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.step", "hidden", "takes next() over the PR points with no default, so a level the ranking never "
      "reaches raises StopIteration instead of giving 0", [[r"StopIteration", r"next\(", r"no default"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    return next(p for r, p in pts if r >= level)
''', crash="StopIteration", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first) before reading "
      "P@k", [[r"descending", r"farthest", r"largest (distance )?first", r"revers\w*", r"wrong (sort )?order",
               r"highest distance", r"as (a )?similarit"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[k - 1])
''')

wrong("q30", "set.pr", "twin", "returns the pair in the order [recall, precision]",
      [[r"swap\w*", r"(wrong|reversed?|other) order", r"order of the (pair|two|list|result)", r"interchang\w*",
        r"\[recall, precision\]"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q31", "ndcg.value", "twin", "cuts the ideal ranking to the length of the retrieved list, dropping the "
      "lowest judged grade(s)",
      [[r"cut", r"truncat\w*", r"length of the (retrieved )?(list|ranking)", r"len\(grades\)", r"top.{0,10}len",
        r"only as (long|many)", r"(drop|lose|loses|leaves? out)\w*.{0,30}(lowest|last|smallest)"]], '''
from math import log2
g = v["grades"]
def dcg(gs):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(gs, 1))
ideal = sorted(g + v["unretrieved"], reverse=True)[:len(g)]
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q32", "dcg.trec", "twin", "enumerates from 1 and adds 1 again: log2(i + 2), every discount one rank too late",
      [[r"log2\(i ?\+ ?2\)", r"one rank (too )?late", r"shift\w*", r"off.by.one", r"\+ ?1 twice", r"twice",
        r"start=1"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log2(ranks + 2)))
''')

wrong("q33", "roc.auc", "twin", "counts the pairs where the negative scores higher (comparison the wrong way), "
      "giving 1 - AUC",
      [[r"1 ?- ?AUC", r"wrong way", r"negative.{0,30}(higher|above|greater|outscor)", r"invert\w*", r"revers\w*",
        r"(comparison|sign) (flipped|reversed)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = [1.0 if n > p else 0.5 if n == p else 0.0 for p, n in product(pos, neg)]
    return sum(wins) / len(wins)
''')

wrong("q34", "interp.curve", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.30000000000000004 etc. "
      "are not reached by a recall of exactly 0.3",
      [[r"arange", r"floating", r"float(ing)?.?point", r"rounding", r"0\.3000", r"inexact", r"not exact"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        m = rec >= r
        out.append(float(prec[m].max()) if m.any() else 0.0)
    return out
''')

wrong("q35", "ap.at_k", "twin", "sums P@i over the relevant ranks of the whole list, not only those i <= k",
      [[r"beyond k", r"past k", r"after k", r"whole list", r"not cut", r"ignor\w* (the )?(cut|k)",
        r"below k", r"(ranks|items) (after|below|past) (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    d = min(k, n_relevant)
    if d == 0:
        return 0.0
    prec = [sum(labels[:i]) / i for i in range(1, len(labels) + 1)]
    return sum(p for p, x in zip(prec, labels) if x) / d
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "divides by the relevant items found in the list (sum of the labels) instead of "
      "n_relevant", [SUM_LABELS], '''
from fractions import Fraction
labels = v["labels"]
prec = [Fraction(sum(labels[:k]), k) for k in range(1, len(labels) + 1)]
my_ap_value = float(sum(p for p, x in zip(prec, labels) if x) / sum(labels))
''')

wrong("q37", "rank.r_precision", "data", "takes R as the length of the ranking instead of n_relevant",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"R ?= ?len",
        r"instead of n_relevant", r"last rank", r"P@(len|n)\b"]], '''
labels = v["labels"]
p_at = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
my_r_precision = p_at[len(labels) - 1]
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances alone and then reads the labels in their original "
      "order, so the labels no longer belong to their distances",
      [[r"labels?.{0,40}(not|never) (re)?(ordered|sorted|permuted|moved)", r"sort\w* (the )?distances (only|alone)",
        r"misalign\w*", r"out of (sync|step)", r"(pairing|pairs?) (lost|broken)", r"original order",
        r"no longer (match|belong)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    m = sum(1 for d in ds if d < epsilon)
    taken = labels[:m]
    return sum(taken) / m if m else 0.0
''')

wrong("q39", "gen.grip_point", "data", "takes the class size c as the relevant items in the list (sum of the "
      "labels) instead of n_relevant", [SUM_LABELS], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    padded = list(labels) + [0] * c
    prec = [sum(padded[:s]) / s for s in range(1, len(padded) + 1)]
    return prec[c - 1] if c else 0.0
''')


wrong("q40", "dcg.classic", "data", "turns the grades into binary relevance (grade > 0 counts 1)",
      [[r"binary", r"0/1", r"grade.{0,20}> ?0", r"graded", r"relevance levels", r"(ignor|los|drop)\w* (the )?grade"]], '''
from math import log2

def my_dcg(grades):
    gains = [1 if g > 0 else 0 for g in grades]
    return float(sum(x if i == 1 else x / log2(i) for i, x in enumerate(gains, 1)))
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the run, so they are "
      "counted in the system's DCG as if retrieved",
      [[r"unretrieved.{0,60}(appended|added|ranked|counted|included).{0,40}(run|ranking|list|dcg|system)",
        r"as if (they were )?retrieved", r"appended to the (run|ranking|list)",
        r"(system|run)'?s? dcg.{0,40}unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    run = list(grades) + list(unretrieved)
    ideal = dcg(sorted(run, reverse=True))
    return dcg(run) / ideal if ideal > 0 else 0.0
''')

wrong("q42", "map.mean", "data", "divides each query's AP by the relevant items found in its run instead of its "
      "n_relevant", [SUM_LABELS + [r"sum\(run\)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / y.sum()) if y.sum() else 0.0)
    return float(np.mean(aps))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "every threshold's (FPR, FNR), then the crossing piece chosen and interpolated", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 <= 0 <= d1:
            if d1 == d0:
                return f0
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return 0.0
''')

right("q44", "pr.averaged", "NumPy: a matrix of curves, then the column means", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = np.zeros((len(runs), 11))
    levels = np.arange(11) / 10
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        y = np.asarray(run, dtype=float)
        if n == 0 or len(y) == 0:
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            m = rec >= r - 1e-12
            curves[q, j] = prec[m].max() if m.any() else 0.0
    return [float(x) for x in curves.mean(axis=0)]
''')

right("q45", "scope.knn_ties", "ranks both tie orders fully, then reads P@k of each", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("q46", "gen.practical", "the whole precision-scope series, then its last value", '''
def my_practical(labels, d):
    s = len(labels)
    series = [sum(labels[:i]) for i in range(1, s + 1)]
    v = series[-1]
    return [v / s, v / (v + d - s), v / d]
''')

right("q47", "map.mrr", "Fractions: the reciprocal of the first rank from a list of all relevant ranks", '''
from fractions import Fraction

def my_mrr(runs):
    rr = []
    for run in runs:
        ranks = [k for k, x in enumerate(run, 1) if x]
        rr.append(Fraction(1, ranks[0]) if ranks else Fraction(0))
    return float(sum(rr) / len(rr))
''')

right("q48", "interp.curve", "comprehension over a suffix-max series", '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec = [sum(labels[:k]) / k for k in range(1, n + 1)]
    hits = [sum(labels[:k]) for k in range(1, n + 1)]
    suffix = prec[:]
    for i in range(n - 2, -1, -1):
        suffix[i] = max(suffix[i], suffix[i + 1])
    out = []
    for j in range(11):
        ks = [i for i in range(n) if n_relevant and hits[i] * 10 >= j * n_relevant]
        out.append(suffix[ks[0]] if ks else 0.0)
    return out
''')

SUBMISSIONS = tuple(S)
