"""Diagnosis class 118, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of one class of an IR evaluation course -- students
who learned evaluation from trec_eval's documentation. They think in qrels and runs, num_rel, num_ret,
num_rel_ret and measure names such as P_5, map, map_cut, ndcg_cut, Rprec and recip_rank, and they bring
trec_eval's conventions (or their memory of them) into the course's tasks. Styles vary: loops, NumPy,
comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, generators, hidden-check hints, references), the measure
library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c118-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class118): every right
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

BATCH = "diagnosis class 118 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c118-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of the precisions by the number of relevant items retrieved "
      "(num_rel_ret) instead of n_relevant (num_rel)",
      [[r"num_rel_ret", r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"(hits|relevant) in the (list|ranking)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"unretrieved relevant.{0,30}(ignored|left out|not counted)",
        r"mean of (the )?precisions"]], '''
def my_ap(labels, n_relevant):
    # trec_eval style: walk the run, sum P at each rel_ret doc
    num_rel_ret = 0
    sum_prec = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            num_rel_ret += 1
            sum_prec += num_rel_ret / rank
    if num_rel_ret == 0:
        return 0.0
    return sum_prec / num_rel_ret
''')

wrong("q02", "rank.r_precision", "sibling", "takes the precision of the whole list (num_rel_ret / num_ret) instead "
      "of the precision at rank R",
      [[r"whole (list|ranking|run)", r"entire (list|ranking|run)", r"all (the )?retrieved", r"num_ret",
        r"(not|never) cut at (rank )?R", r"set precision", r"precision of (the )?(whole )?(list|run)",
        r"(ignor|forg[eo]t)\w*.{0,20}\bR\b"]], '''
rel = v["labels"]
num_ret = len(rel)
num_rel_ret = sum(rel)
my_r_precision = round(num_rel_ret / num_ret, 4)
''')

wrong("q03", "map.mrr", "sibling", "returns the mean average precision of the runs (with num_rel taken as the "
      "relevant items in each run) instead of the mean reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"all (the )?relevant (ranks|items)",
        r"every relevant (rank|item)"]], '''
def my_mrr(runs):
    aps = []
    for run in runs:
        num_rel = sum(run)
        hits, s = 0, 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / num_rel if num_rel else 0.0)
    return sum(aps) / len(runs)
''')

wrong("q04", "ndcg.all_judgments", "sibling", "uses the log2(i + 1) discount at every rank (the other DCG "
      "formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log2\s*\(\s*rank\s*\+\s*1", r"i\s*\+\s*1", r"rank 1 (is )?discounted",
        r"discount\w* (at )?(the )?(first rank|rank 1)", r"(other|another|wrong|different|trec.?style) (DCG|discount)",
        r"Burges"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q05", "roc.auc", "sibling", "computes the average precision of the ranking sorted by score instead of the "
      "area under the ROC curve",
      [[r"average precision", r"\bAP\b", r"precision.recall", r"PR curve", r"area under the PR"]], '''
def my_auc(scores, labels):
    run = sorted(zip(scores, labels), key=lambda t: -t[0])
    num_rel = sum(labels)
    hits, total = 0, 0.0
    for rank, (_, rel) in enumerate(run, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / num_rel
''')

wrong("q06", "avg.macro", "sibling", "micro-averages (pools tp and tp + fp over the queries) instead of averaging "
      "the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(counts|tp|tables)", r"total (tp|counts)", r"aggregat"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides by n_relevant, as map_cut does, instead of min(k, n_relevant)",
      [[r"map_cut", r"(divid\w*|denominator)( is)? (by )?(n_relevant|num_rel|R)\b",
        r"(n_relevant|num_rel) (alone|only)", r"(ignor|forg|drop)\w*.{0,20}min", r"without (the )?min",
        r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # map_cut_k: precision at each relevant doc in the top k, over num_rel
    if n_relevant == 0:
        return 0.0
    rel_so_far = 0
    total = 0.0
    for i, rel in enumerate(labels[:k]):
        if rel:
            rel_so_far += 1
            total += rel_so_far / (i + 1)
    return total / n_relevant
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta instead of beta", r"beta\s*(\^|\*\*)\s*2\b.{0,30}(missing|forgot|not)",
        r"(forgot|without|missing)\w*.{0,20}(\^|\*\*) ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"(another|wrong|other|different) (log )?base",
        r"np\.log\b", r"log\(\w*\) instead of log2", r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract\w* (one|1)", r"(forg[eo]t|without|missing|drop\w*)\W{0,3}(the )?(- ?1|minus)",
        r"2\^rel(_i)? instead", r"gain (of )?2\^rel\b(?! ?- ?1)", r"(not|never) subtract"]], '''
import math

my_dcg_exp = sum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(v["grades"], start=1))
''')

wrong("q11", "set.pr", "shape", "returns [recall, precision]: the two values in the wrong order",
      [[r"swap", r"revers", r"(wrong|other|opposite) order", r"order (is )?(wrong|reversed|swapped)",
        r"(exchanged|switched|interchanged|the wrong way round)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    num_rel_ret = len(ret & rel)
    p = num_rel_ret / len(ret) if ret else 0.0
    r = num_rel_ret / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q12", "gen.practical", "shape", "the recall bound divides v by d - s, leaving out the + v (the relevant "
      "items found are not in the largest possible class)",
      [[r"\+ ?v\b", r"d ?- ?s\b(?! ?\+)", r"(forg[eo]t|miss|leav|drop|without)\w*.{0,30}\bv\b",
        r"(relevant|found) (items )?(in|within) the scope.{0,40}(not|left out|missing)", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    return [precision, recall_lower, v / d]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"\bten\b", r"10 instead of 11", r"instead of 11", r"not (by )?11",
        r"(one|a) level (too few|short|missing)"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = 0
    for i in range(11):
        level = Fraction(i, 10)
        total += max((p for r, p in pts if r >= level), default=0)
    return float(total / 10)
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-tailed binomial probability without doubling it for the "
      "two-sided test",
      [[r"one.?(sided|tailed)", r"one tail", r"single tail", r"not doubled", r"(without|forg[eo]t\w*|missing)\W+(the )?doubl",
        r"(times|\*) ?2\b", r"half (of )?(the|its) (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "takes the mean of the slice labels[:k], so when k runs past the end of the "
      "list it divides by the list's length instead of k",
      [[r"slice", r"(list('s)?|its) length", r"len\w*\s*\(", r"fewer than k", r"min\s*\(\s*k",
        r"(divid\w*|denominator).{0,40}(items|ranks) (in the list|retrieved|there are)", r"np\.mean",
        r"mean of (the )?(top|first)", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q16", "map.mean", "flow", "the counter of relevant items seen (num_rel_ret) is set to 0 once, before the "
      "loop over the queries, and never reset for the next query",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"(previous|earlier|last) quer",
        r"accumulat\w*.{0,30}(across|over|between) (the )?quer", r"(outside|before) the (query )?loop",
        r"never (set back|zeroed)"]], '''
def my_map(runs, n_relevant):
    aps = []
    num_rel_ret = 0
    for run, num_rel in zip(runs, n_relevant):
        total = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                num_rel_ret += 1
                total += num_rel_ret / rank
        aps.append(total / num_rel if num_rel else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "takes at each level the running maximum of the precisions at the ranks up "
      "to the one reaching the level, instead of the maximum over that rank and all later ranks",
      [[r"(up to|before|preceding|earlier|previous) (the )?ranks?", r"ranks? (up to|before)", r"running max",
        r"wrong direction", r"(left|prefix|so far)", r"instead of (the )?(later|following|lower) ranks",
        r"not (the )?(later|following) ranks", r"(max|maximum) (so far|of the earlier)"]], '''
def my_interpolated(labels, n_relevant):
    curve = [0.0] * 11
    if n_relevant == 0:
        return curve
    best, hits, lvl = 0.0, 0, 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        best = max(best, hits / k)
        while lvl <= 10 and hits * 10 >= lvl * n_relevant:
            curve[lvl] = best
            lvl += 1
    return curve
''')

wrong("q18", "pr.points", "flow", "appends the precision at every rank (the append is outside the `if rel`), not "
      "only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks?|items?)",
        r"(point|precision)s? (at|for) (every|each|all) (rank|item|position)", r"outside the if", r"(too many|extra) points"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    num_rel_ret = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            num_rel_ret += 1
        points.append(num_rel_ret / rank)
    return points if num_rel_ret else []
''')

wrong("q19", "pr.averaged", "flow", "the return is indented inside the loop over the queries, so only the first "
      "query's curve (divided by the number of queries) comes back",
      [[r"return\w* inside (the )?loop", r"(only|just) (the )?first query", r"first query('s)? (curve )?only",
        r"loop (stops|ends|exits) after (the )?first", r"indent", r"other quer\w* (ignored|never|not)"]], '''
def my_averaged_curve(runs, n_relevant):
    n_q = len(runs)
    avg = [0.0] * 11
    for labels, num_rel in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / num_rel if num_rel else 0.0)
        for i in range(11):
            cands = [p for p, r in zip(prec, rec) if num_rel and r * 10 >= i - 1e-9]
            avg[i] += (max(cands) if cands else 0.0) / n_q
        return avg
''')

wrong("q20", "ndcg.value", "flow", "sorts the ideal ranking ascending (sorted() without reverse=True), lowest "
      "grade first",
      [[r"ascending", r"low(est)?.{0,15}(to|first)", r"(not|never) (sorted )?(descending|reversed|high to low)",
        r"reverse\s*=\s*True", r"(forg[eo]t|without|missing)\w*.{0,20}reverse", r"wrong (sort )?order",
        r"smallest (grade )?first"]], '''
import math

def dcg(gr):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gr, 1))

ideal = sorted(v["grades"] + v["unretrieved"])
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q21", "roc.eer", "flow", "walks the ROC curve one item at a time, so tied scores are split into several "
      "steps instead of one",
      [[r"ties? (are )?(not|never) grouped", r"(each|every|one) item (at a time|as (its own|a separate) (step|point))",
        r"split\w*.{0,20}ties?", r"ties?.{0,20}split", r"(broke|breaks|breaking|broken) (the )?ties",
        r"tied (scores|items) (as|in|into) (separate|several|different) (steps|points)", r"(input|stable) order"]], '''
def my_eer(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 1.0)]  # (fpr, fnr)
    for i in order:
        if labels[i]:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 <= 0 <= d1:
            if d1 == d0:
                return f0
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return 0.5
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the recall levels by adding 0.1 in a float loop, so the level "
      "0.30000000000000004 is missed by a recall of exactly 0.3",
      [[r"float", r"rounding", r"(accumulat|add)\w*.{0,20}0\.1", r"0\.30000000000000004", r"\+= ?0\.1",
        r"(level|0\.3)s? (is |are )?not exact", r"inexact", r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    prec, rec = [], []
    num_rel_ret = 0
    for k, rel in enumerate(labels, 1):
        num_rel_ret += rel
        prec.append(num_rel_ret / k)
        rec.append(num_rel_ret / n_relevant)
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max([p for p, rc in zip(prec, rec) if rc >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("q23", "set.f_beta", "hidden", "no guard for precision = recall = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved (num_ret = 0) out of the average "
      "instead of counting its precision as 0",
      [[r"(skip|drop|exclud|ignor|leav|omit)\w*.{0,40}(nothing retrieved|empty|no(thing)? retriev|num_ret)",
        r"(nothing retrieved|empty|num_ret ?= ?0).{0,40}(skipped|dropped|excluded|ignored|left out|omitted|not counted)",
        r"fewer queries", r"(denominator|divid\w*).{0,40}(only )?(the )?queries (that|which|with)",
        r"not counted as (0|zero)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q25", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query without relevant items",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    num_rel_ret = 0
    precs = []
    for rank, rel in enumerate(labels, start=1):
        if rel:
            num_rel_ret += 1
            precs.append(num_rel_ret / rank)
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides the hits of labels[:R] by the length of that slice, so a list "
      "shorter than R is divided by its own length instead of R",
      [[r"(slice|list)('s)? length", r"len\w*\s*\(", r"(divid\w*|denominator).{0,40}(length|number of (items|ranks) (in the list|retrieved))",
        r"(instead of|not) (by )?(R|c|n_relevant|the class size)\b", r"(truncat|slic)\w*.{0,30}(denominator|divid)",
        r"min\s*\(.{0,20}len", r"np\.mean"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean())
''')

wrong("q27", "map.mean", "hidden", "leaves a query whose relevant items were never retrieved out of the mean "
      "instead of counting its AP as 0",
      [[r"(skip|drop|exclud|ignor|leav|omit)\w*.{0,40}quer", r"quer\w*.{0,60}(skipped|dropped|excluded|ignored|left out|omitted|not counted)",
        r"fewer queries", r"(denominator|divid\w*).{0,40}quer\w* (that|which|with)", r"not counted as (0|zero)",
        r"AP (of )?0.{0,30}(missing|left out)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, num_rel in zip(runs, n_relevant):
        precs = []
        for i, rel in enumerate(run):
            if rel:
                precs.append((len(precs) + 1) / (i + 1))
        if precs:
            aps.append(sum(precs) / num_rel)
    return sum(aps) / len(aps)
''')

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard, so a query with no "
      "relevant items divides by zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, num_rel in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / num_rel, hits / k))
        curve = []
        for i in range(11):
            ok = [p for r, p in pts if r * 10 >= i - 1e-9]
            curve.append(max(ok) if ok else 0.0)
        curves.append(curve)
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (reverse=True, as trec_eval ranks "
      "by score), so the farthest items are ranked first",
      [[r"descending", r"reverse\s*=\s*True", r"(largest|farthest|biggest|highest) (distance )?first",
        r"(as|like) (a )?(scores?|similarit\w*)", r"(distance|distances) (treated|read|taken) as (scores?|similarit)",
        r"wrong (sort )?(direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    # rank the docs by sim, highest first, like trec_eval does
    run = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(rel for _, rel in run[:k]) / k
''')

wrong("q30", "dcg.classic", "twin", "starts the enumeration at 2 to avoid log2(1) = 0, which shifts every rank "
      "by one (rank i is discounted by log2(i + 1))",
      [[r"off.by.one", r"start\w*.{0,30}\b2\b", r"shift\w*", r"one rank (too )?(late|far|off)", r"enumerat\w*",
        r"(rank|index|i) (is )?(one|1) too (high|large|big)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, start=2):  # log2(1) = 0, so begin at 2
        total += rel / math.log2(i)
    return total
''')

wrong("q31", "set.f_beta", "twin", "puts beta squared on the recall term of the denominator instead of the "
      "precision term",
      [[r"beta.{0,30}(on|multipl\w*|times|with|weights?) (the )?recall", r"recall (term )?(is )?(weighted|multiplied|scaled)",
        r"wrong term", r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)\b", r"(R|recall) instead of (P|precision) in the denominator"]], '''
def my_f(precision, recall, beta):
    P, R, b2 = precision, recall, beta ** 2
    if P == 0 and R == 0:
        return 0.0
    return (1 + b2) * P * R / (P + b2 * R)
''')

wrong("q32", "scope.knn_ties", "twin", "inverts the tie-break of the sort keys: the key (distance, -label) meant "
      "to rank the tied relevant targets last actually ranks them first",
      [[r"sort key", r"-\s*label", r"(sign|negat)\w*.{0,30}(label|key)", r"tie.?break\w*.{0,40}(wrong|opposite|revers|invert)",
        r"(key|order).{0,30}(ranks?|puts|sorts) (the )?(tied )?relevant.{0,20}first",
        r"relevant (targets )?first.{0,40}(lowest|pessimistic)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], -t[1]))   # relevant last among ties
    best = sorted(pairs, key=lambda t: (t[0], t[1]))
    p_worst = sum(l for _, l in worst[:k]) / k
    p_best = sum(l for _, l in best[:k]) / k
    return [p_worst, p_best]
''')

wrong("q33", "roc.auc", "twin", "compares with >=, so a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r">=", r"greater (than )?or equal", r"ties? (count(ed|s)?|as) (1|one|a (full )?win|wins?|whole)",
        r"tied pairs? (count(ed|s)?|as) (1|one|fully|(a )?wins?)", r"full (credit|point)",
        r"instead of (1/2|a half|0\.5|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1 for p, n in product(pos, neg) if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q34", "map.mrr", "twin", "finds the first relevant rank with np.argmax, which returns 0 for a run with no "
      "relevant item, so such a query counts RR = 1",
      [[r"argmax", r"(all.?zero|no relevant|without (a )?relevant).{0,60}(RR|reciprocal rank) (of |= |is )?1\b",
        r"counted as (an? )?(RR (of )?)?1\b", r"(index|position) 0 (is )?returned", r"arg ?max"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q35", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns in the wrong order), so fn "
      "stands where fp should",
      [[r"unpack", r"column", r"tp, ?fn, ?fp", r"(fp and fn|fn and fp) (are )?(swapped|confused|exchanged|mixed)",
        r"(order|layout) of (the )?(table|columns|entries|fields|counts)", r"(read|took|uses?) fn (as|for|instead of) fp",
        r"(misread|wrong) (order|column)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:      # trec-style counts: rel_ret, rel-not-ret, nonrel_ret
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "gen.grip_point", "data", "takes R as the number of relevant items in the list (num_rel_ret, "
      "sum(labels)) instead of n_relevant (num_rel)",
      [[r"num_rel_ret", r"sum\s*\(\s*labels", r"relevant (items )?(in the list|retrieved|found)",
        r"(instead of|not) (the )?(n_relevant|num_rel\b|class size)", r"retrieved relevant"]], '''
def my_grip_point(labels, n_relevant):
    R = sum(labels)  # Rprec: R = number of rel docs
    if R == 0:
        return 0.0
    return sum(labels[:R]) / R
''')

wrong("q37", "rank.distances", "data", "sorts the distances alone and then reads the first k labels in the input "
      "order, so the labels no longer belong to the sorted distances",
      [[r"labels? (are )?(not|never) (re)?(ordered|sorted|permuted|moved)", r"(original|input|given) order",
        r"(sort\w* only|only sort\w*) (the )?distances", r"without (their|the) labels", r"labels? (don't|do not|no longer) (match|follow|belong)",
        r"(lost|loses|breaks) the (pairing|link)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top_labels = labels[:k]
    assert len(ranked[:k]) == len(top_labels)
    return sum(top_labels) / k
''')

wrong("q38", "set.pr", "data", "counts the retrieved list as it is (duplicates included) instead of as a set",
      [[r"duplicat", r"(not|never) (de.?duplicat\w*|made into a set|converted to a set|a set)",
        r"counted (twice|more than once)", r"list (length|len)", r"repeated (id|doc)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    num_ret = len(retrieved)
    num_rel_ret = sum(1 for doc in retrieved if doc in rel)
    p = num_rel_ret / num_ret if num_ret else 0.0
    r = num_rel_ret / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so the DCG "
      "counts them as if retrieved after the last rank",
      [[r"(append|add|concatenat)\w*.{0,40}(to )?(the )?(ranking|run|retrieved|DCG)",
        r"DCG.{0,40}(includes|with|of) (the )?unretrieved", r"unretrieved.{0,40}(as if|counted as|treated as) retrieved",
        r"(retrieved|ranked) (at|after) the end", r"unretrieved.{0,30}in (the )?(DCG|numerator)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    dcg = sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(run, 1))
    idcg = sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg else 0.0
''')

wrong("q40", "roc.auc", "data", "reads label 0 as the positive class (the labels flipped), which gives 1 - AUC",
      [[r"labels? (are |is )?(flipped|inverted|reversed|swapped)", r"(0|zero) (as|is|means) (the )?(positive|relevant)",
        r"positives? and negatives? (are )?(swapped|exchanged|reversed)", r"1\s*-\s*(the )?AUC", r"complement",
        r"(wrong|other|opposite) class"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]   # qrels: 0 = judged
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q41", "roc.eer", "data", "treats a lower score as better (like a rank number), walking the thresholds "
      "from the lowest score up",
      [[r"ascending", r"(low|lower|lowest|smaller|smallest) scores? (as|=|is|means|first|better)",
        r"(rank|distance)s? (instead of|not) (a )?scores?", r"revers\w* (the )?(score|order|ranking)",
        r"sorted (the )?wrong (way|direction)", r"(scores?|order) (inverted|reversed|flipped)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s):          # rank 1 = lowest value
        sel = s <= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d0 <= 0 <= d1:
            if d1 == d0:
                return float(fpr[i])
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return 0.5
''')

wrong("q42", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon (the ones outside the query's range)",
      [[r"similarit", r"(greater|larger|more|bigger) than epsilon", r">\s*epsilon", r"outside", r"wrong side",
        r"(far|farther|farthest) (targets|ones|items)"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [l for d, l in zip(distances, labels) if d > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "interp.step", "exact Fractions for the recall levels, a loop over the relevant ranks", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    target = Fraction(str(level))
    num_rel_ret = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            num_rel_ret += 1
            if Fraction(num_rel_ret, n_relevant) >= target:
                return num_rel_ret / rank
    return 0.0
''')

right("q44", "rank.p_at_k", "one-line comprehension over the top k, divided by k (P_k)", '''
def my_p_at_k(labels, k):
    return sum(1 for rel in labels[:k] if rel) / k
''')

right("q45", "gen.practical", "fractions.Fraction for the bounds", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q46", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q47", "ap.eleven_point", "NumPy cumsum with integer level tests", '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    vals = []
    for i in range(11):
        ok = hits * 10 >= i * n_relevant
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

right("q48", "scope.knn_ties", "itertools.groupby over the tied distances", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    low = high = taken = 0
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        labs = [l for _, l in grp]
        room = k - taken
        if room <= 0:
            break
        if len(labs) <= room:
            low += sum(labs)
            high += sum(labs)
            taken += len(labs)
        else:
            rel = sum(labs)
            non = len(labs) - rel
            high += min(rel, room)
            low += max(0, room - non)
            taken = k
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
