"""Diagnosis class 260, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
build dictionaries and lookup tables for everything (rank -> label, id -> grade, level -> precision, query ->
AP), written with loops, NumPy, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c260-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class260): every right
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

BATCH = "diagnosis class 260 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c260-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (the AP of the retrieved list only)",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"hits? (found|retrieved)",
        r"found (relevant|in the list)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    prec_at = {}
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            prec_at[rank] = hits / rank
    if not prec_at:
        return 0.0
    return sum(prec_at.values()) / len(prec_at)
''')

wrong("q02", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits over all relevant "
      "targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"instead of (the )?(number|count|size) (of )?(returned|retrieved|the result)"]], '''
def my_eps_precision(distances, labels, epsilon):
    table = {i: (d, y) for i, (d, y) in enumerate(zip(distances, labels))}
    returned = [i for i, (d, y) in table.items() if d < epsilon]
    n_rel = sum(y for d, y in table.values())
    if n_rel == 0:
        return 0.0
    return sum(table[i][1] for i in returned) / n_rel
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing, instead "
      "of averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables).{0,30}(before|first|then)",
        r"total tp", r"over all (the )?queries.{0,20}(counts|tp)"]], '''
def my_macro_precision(tables):
    totals = {"tp": 0, "fp": 0, "fn": 0}
    for tp, fp, fn in tables:
        totals["tp"] += tp
        totals["fp"] += fp
        totals["fn"] += fn
    retrieved = totals["tp"] + totals["fp"]
    return totals["tp"] / retrieved if retrieved else 0.0
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (item|rank|grade).{0,30}(not|un)discounted",
        r"rel_1 \+", r"burges|jarvelin|järvelin"]], '''
from math import log2

discount = {1: 1.0}
for i in range(2, len(v["grades"]) + 1):
    discount[i] = log2(i)
my_dcg_trec = sum(g / discount[i] for i, g in enumerate(v["grades"], start=1))
''')

wrong("q05", "rank.distances", "sibling", "returns the recall of the top k (relevant among the k nearest over all "
      "relevant items) instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant (items|targets)", r"total (number of )?relevant",
        r"instead of k\b", r"not (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    by_id = {i: (d, y) for i, (d, y) in enumerate(zip(distances, labels))}
    order = sorted(by_id, key=lambda i: by_id[i][0])
    top = order[:k]
    n_rel = sum(y for _, y in by_id.values())
    return sum(by_id[i][1] for i in top) / n_rel if n_rel else 0.0
''')

wrong("q06", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"(exact|plain|ordinary) average precision", r"\bAP\b",
        r"precisions? at (the )?relevant ranks"]], '''
def my_11pt(labels, n_relevant):
    p_at_rank = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if lab:
            p_at_rank[k] = hits / k
    return sum(p_at_rank.values()) / n_relevant if n_relevant else 0.0
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper (bound|limit)", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"d - s \+ v\) ?/ ?d", r"every unjudged item (is )?relevant",
        r"all (the )?unjudged.{0,30}relevant"]], '''
def my_practical(labels, d):
    counts = {"s": len(labels), "v": sum(1 for x in labels if x)}
    s, v = counts["s"], counts["v"]
    bounds = {
        "precision": v / s,
        "recall_lower": v / (d - s + v) if v else 0.0,
        "generality": (d - s + v) / d,
    }
    return [bounds["precision"], bounds["recall_lower"], bounds["generality"]]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared: (1 + beta) P R / (beta P + R)",
      [[r"beta.?squared", r"beta\s*\*\*\s*2", r"beta²", r"square (of )?beta",
        r"not squared", r"squar\w* beta"]], '''
def my_f(precision, recall, beta):
    w = {"p": beta * precision, "r": recall}
    denom = w["p"] + w["r"]
    if denom == 0:
        return 0.0
    return (1 + beta) * precision * recall / denom
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm for the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"np\.log\b",
        r"(another|wrong|other) base", r"not (log )?base 2", r"instead of log2"]], '''
import math

def my_dcg(grades):
    discount = {i: (1.0 if i == 1 else math.log(i)) for i in range(1, len(grades) + 1)}
    return float(sum(g / discount[i] for i, g in enumerate(grades, 1)))
''')

wrong("q10", "dcg.exponential", "shape", "uses 2^rel as the gain and forgets the - 1",
      [[r"minus (one|1)", r"2\s*(\^|\*\*)\s*rel(_i)?\b(?! ?- ?1)", r"without (the )?(- ?1|minus)",
        r"forg[eo]t.{0,20}(- ?1|minus|subtract)", r"grade 0.{0,30}(gain|counts?) 1"]], '''
import numpy as np

grades = np.array(v["grades"])
gain = {g: 2 ** g for g in range(0, 4)}
ranks = np.arange(1, len(grades) + 1)
my_dcg_exp = float(sum(gain[int(g)] / np.log2(r + 1) for g, r in zip(grades, ranks)))
''')

wrong("q11", "sig.sign_test", "shape", "returns the one-sided p-value (one binomial tail) and never doubles it",
      [[r"one.?sided", r"one tail", r"single tail", r"doubl\w*", r"times 2", r"\* ?2", r"both tails",
        r"twice"]], '''
from math import comb

wins = {"a": 0, "b": 0}
for x, y in zip(v["a"], v["b"]):
    if x > y:
        wins["a"] += 1
    elif y > x:
        wins["b"] += 1
n = wins["a"] + wins["b"]
k = min(wins.values())
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "set.pr", "shape", "swaps the denominators: precision divides by the number of relevant ids and "
      "recall by the number retrieved",
      [[r"swap\w*", r"revers\w*", r"the other way round", r"confus\w*", r"mixed up", r"interchang\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    sizes = {"retrieved": len(ret), "relevant": len(rel)}
    hits = len(ret & rel)
    precision = hits / sizes["relevant"] if sizes["relevant"] else 0.0
    recall = hits / sizes["retrieved"] if sizes["retrieved"] else 0.0
    return [precision, recall]
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w*.{0,30}(full|whole|win)", r"(1|one|full|whole) instead of (1/2|a half|0\.5|half)",
        r">=", r"greater (than )?or equal", r"as a win"]], '''
def my_auc(scores, labels):
    pos = {i: s for i, (s, y) in enumerate(zip(scores, labels)) if y == 1}
    neg = {i: s for i, (s, y) in enumerate(zip(scores, labels)) if y == 0}
    wins = sum(1 for sp in pos.values() for sn in neg.values() if sp >= sn)
    return wins / (len(pos) * len(neg))
''')

wrong("q14", "gen.practical", "shape", "writes recall's lower bound as v / (d - s), leaving the + v out of the "
      "denominator",
      [[r"\+ ?v", r"plus v", r"d - s\b(?! \+)", r"missing v", r"without (the )?v\b", r"leav\w* out (the )?v",
        r"forg[eo]t.{0,30}\bv\b", r"found relevant.{0,30}(denominator|missing|left out)"]], '''
def my_practical(labels, d):
    info = {"s": len(labels), "v": sum(labels)}
    s, v = info["s"], info["v"]
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, never cutting the "
      "list at k",
      [[r"(never|not|doesn.t|does not) (cut|slic|truncat|stop)\w*", r"whole list", r"entire list",
        r"beyond (rank )?k", r"past k", r"after (rank )?k", r"ignor\w* k", r"all ranks", r"top.?k.{0,20}(ignored|not)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = {}
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            prec[i] = hits / i
    return sum(prec.values()) / denom
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so each query's precisions count "
      "the previous queries' hits",
      [[r"reset\w*", r"re-?initiali[sz]\w*", r"carr\w* over", r"previous quer", r"accumulat\w*.{0,40}quer",
        r"(outside|before) the (query |outer )?loop", r"shared between quer"]], '''
def my_map(runs, n_relevant):
    ap_of = {}
    hits = 0
    for q, (run, R) in enumerate(zip(runs, n_relevant)):
        total = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                hits += 1
                total += hits / rank
        ap_of[q] = total / R if R else 0.0
    return sum(ap_of.values()) / len(ap_of)
''')

wrong("q17", "pr.points", "flow", "records the precision before counting the current relevant item (one hit "
      "short at each point)",
      [[r"before (count|increment|add|updat)\w*", r"one (hit )?(short|too few|less)", r"off.by.one",
        r"hits? - ?1", r"(increment|count)\w* (the hit )?(too )?late", r"previous (count|hits)"]], '''
def my_pr_points(labels, n_relevant):
    points = {}
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            points[rank] = hits / rank
            hits += 1
    return [points[r] for r in sorted(points)]
''')

wrong("q18", "interp.curve", "flow", "stops at the first rank that reaches each level and takes its precision, "
      "instead of the maximum over all ranks at or beyond it",
      [[r"first rank", r"(break|stop)\w* (at|on) the first", r"not the max", r"instead of the max",
        r"no max", r"(never|without) (taking )?(the )?max", r"maximum.{0,40}(ranks? )?(beyond|after|later|to the right)",
        r"uninterpolated"]], '''
def my_interpolated(labels, n_relevant):
    pr = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr[k] = (hits / k, hits / n_relevant if n_relevant else 0.0)
    curve = {}
    for step in range(11):
        level = step / 10
        curve[step] = 0.0
        for k in sorted(pr):
            p, r = pr[k]
            if r >= level:
                curve[step] = p
                break
    return [curve[s] for s in range(11)]
''')

wrong("q19", "map.mrr", "flow", "never breaks after the first relevant item: adds the reciprocal rank of every "
      "relevant item of a query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"(not|never|doesn.t) stop", r"only the first",
        r"each relevant", r"more than one"]], '''
def my_mrr(runs):
    rr = {}
    for q, run in enumerate(runs):
        rr[q] = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                rr[q] += 1 / rank
    return sum(rr.values()) / len(rr)
''')

wrong("q20", "pr.averaged", "flow", "creates the 11-level curve once outside the query loop, so each query's "
      "maximum is taken together with the earlier queries' values",
      [[r"(outside|before) the (query |outer )?loop", r"reset\w*", r"re-?initiali[sz]\w*", r"reus\w*",
        r"carr\w* over", r"previous quer", r"earlier quer", r"shared (between|across) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = {i: i / 10 for i in range(11)}
    sums = {i: 0.0 for i in levels}
    curve = {i: 0.0 for i in levels}
    for run, R in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(run, 1):
            hits += lab
            p, r = hits / k, (hits / R if R else 0.0)
            for i, lv in levels.items():
                if R and r >= lv:
                    curve[i] = max(curve[i], p)
        for i in levels:
            sums[i] += curve[i]
    return [sums[i] / len(runs) for i in levels]
''')

wrong("q21", "rank.distances", "hidden", "never sorts by distance: takes the first k items in the given order",
      [[r"(never|not|doesn.t|does not|without) sort\w*", r"unsorted", r"given order", r"input order",
        r"list order", r"(not|never) (rank|order)\w* by distance", r"first k (items|labels) (of|in) the (input|list)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    rank_of = {i: i + 1 for i in range(len(distances))}
    label_at = {rank_of[i]: y for i, y in enumerate(labels)}
    return sum(label_at.get(r, 0) for r in range(1, k + 1)) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.p_at_k", "flow", "divides by the list length when k is longer than the list, instead of by k",
      [[r"min\(k", r"list length", r"length of the list", r"len\(labels\)", r"shorter than k",
        r"instead of (by )?k\b", r"not (by )?k\b", r"missing ranks.{0,40}(dropped|ignored|not counted)"]], '''
def my_p_at_k(labels, k):
    by_rank = {r: y for r, y in enumerate(labels, 1)}
    cut = min(k, len(by_rank))
    return sum(by_rank[r] for r in range(1, cut + 1)) / cut
''')

wrong("q23", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so 0.3, 0.6 and 0.7 come "
      "out slightly too big and a rank exactly at that recall is missed",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"\+= ?0\.1", r"adding 0\.1", r"repeated(ly)? add",
        r"accumulat\w*", r"not exact\w*", r"inexact"]], '''
def my_interpolated(labels, n_relevant):
    pr = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr[k] = (hits / k, hits / n_relevant if n_relevant else 0.0)
    curve = {}
    level = 0.0
    for step in range(11):
        curve[step] = max((p for p, r in pr.values() if r >= level), default=0.0)
        level += 0.1
    return [curve[s] for s in range(11)]
''')

wrong("q24", "set.pr", "hidden", "counts with lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"(not|never|without) (a )?set", r"as (a )?lists?", r"repeated id",
        r"(count|counted|counts) (it )?(twice|two times|more than once)"]], '''
def my_set_pr(retrieved, relevant):
    is_rel = {doc: True for doc in relevant}
    hits = sum(1 for doc in retrieved if is_rel.get(doc, False))
    p = hits / len(retrieved) if retrieved else 0.0
    r = len({d for d in retrieved if d in is_rel}) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q25", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes "
      "when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = {i: y for i, (d, y) in enumerate(zip(distances, labels)) if d < epsilon}
    return sum(result.values()) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of labels[:n_relevant], so a list shorter than the "
      "class is divided by its own length instead of by c",
      [[r"len\(labels\[", r"length of the (slice|list|cut)", r"slice",
        r"instead of (by )?(c|n_relevant|the class)", r"not (by )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = {r: y for r, y in enumerate(labels[:n_relevant], 1)}
    return sum(top.values()) / len(top) if top else 0.0
''')

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking for 0: crashes when there is "
      "no relevant item at all", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    disc = {i: (1.0 if i == 1 else log2(i)) for i in range(1, len(grades) + len(unretrieved) + 1)}
    dcg = sum(g / disc[i] for i, g in enumerate(grades, 1))
    ideal = sorted(grades + unretrieved, reverse=True)
    idcg = sum(g / disc[i] for i, g in enumerate(ideal, 1))
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "avg.macro", "hidden", "divides tp by tp + fp without a guard: crashes on a query with nothing "
      "retrieved", [ZERODIV], '''
def my_macro_precision(tables):
    prec = {q: tp / (tp + fp) for q, (tp, fp, fn) in enumerate(tables)}
    return sum(prec.values()) / len(prec)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "interp.step", "twin", "takes the maximum precision at or beyond the level (the 11-point "
      "interpolation rule) instead of the step rule's P_i",
      [[r"highest precision", r"(at or )?beyond (the level|it)", r"later ranks", r"max\(",
        r"max(imum)? over", r"11.point (rule|interpolation)", r"interpolat\w* rule", r"not (the )?step"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points[hits / n_relevant] = hits / k
    return max((p for r, p in points.items() if r >= level), default=0.0)
''')

wrong("q30", "map.mean", "twin", "divides each query's sum of precisions by the number of relevant items it "
      "retrieved instead of its n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"hits? (found|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    ap = {}
    for q, run in enumerate(runs):
        y = np.asarray(run, dtype=float)
        ranks = np.arange(1, len(y) + 1)
        prec = np.cumsum(y) / ranks
        ap[q] = float(prec[y == 1].mean()) if y.sum() else 0.0
    return float(np.mean(list(ap.values())))
''')

wrong("q31", "roc.eer", "twin", "takes the ROC point where FPR and FNR are closest and averages them, instead of "
      "intersecting the segment with FPR = 1 - TPR",
      [[r"closest", r"nearest", r"(no|without|not|never) (linear )?interpolat\w*", r"averag\w* (the )?(FPR|false)",
        r"mean of (the )?(FPR|false)", r"(not|never) intersect\w*", r"segment"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    points = {}
    for t in sorted(set(scores), reverse=True) + [float("-inf")]:
        tp = sum(1 for s, y in zip(scores, labels) if y and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s >= t)
        points[t] = (fp / N, 1 - tp / P)
    fpr, fnr = min(points.values(), key=lambda q: abs(q[0] - q[1]))
    return (fpr + fnr) / 2
''')

wrong("q32", "dcg.classic", "twin", "discounts ranks 2 and on by log2(i + 1) (the trec_eval discount) while keeping "
      "rel_1 undiscounted",
      [[r"log2\(i ?\+ ?1\)", r"i ?\+ ?1", r"trec", r"one rank (too far|off)", r"off.by.one", r"shifted"]], '''
from math import log2

def my_dcg(grades):
    disc = {1: 1.0}
    disc.update({i: log2(i + 1) for i in range(2, len(grades) + 1)})
    return sum(g / disc[i] for i, g in enumerate(grades, 1))
''')

wrong("q33", "scope.knn_ties", "twin", "the highest P@k counts every tied relevant target without capping them at "
      "the free places left before k",
      [[r"cap\w*", r"min\(", r"free (places|slots)", r"places? left", r"more than (the )?(remaining|free|k)",
        r"exceed\w*", r"all (the )?tied relevant", r"every tied relevant"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    groups = {"below": [], "tied": []}
    for d, y in zip(distances, labels):
        if d < cut:
            groups["below"].append(y)
        elif d == cut:
            groups["tied"].append(y)
    free = k - len(groups["below"])
    rb, rt, nt = sum(groups["below"]), sum(groups["tied"]), len(groups["tied"])
    low = rb + max(0, free - (nt - rt))
    high = rb + rt
    return [low / k, high / k]
''')

wrong("q34", "rank.r_precision", "twin", "divides the relevant items in the top R by the length of the whole list "
      "instead of by R",
      [[r"len\(labels\)", r"(whole|entire|full) list", r"list length", r"length of the list",
        r"instead of (by )?R\b", r"not (by )?R\b", r"number of (ranks|items) in the list"]], '''
rank_label = {r: y for r, y in enumerate(v["labels"], 1)}
R = v["n_relevant"]
my_r_precision = sum(rank_label.get(r, 0) for r in range(1, R + 1)) / len(rank_label)
''')

wrong("q35", "ap.eleven_point", "twin", "averages over the ten levels 0.1 .. 1.0 only, leaving out level 0.0",
      [[r"level 0(\.0)?\b", r"ten levels", r"10 levels", r"range\(1, ?11\)",
        r"(leav|left|skip|miss|drop)\w* .{0,20}(0\.0|zero|first level)", r"/ ?10\b"]], '''
def my_11pt(labels, n_relevant):
    pr = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr.append((hits / k, hits / n_relevant if n_relevant else 0.0))
    table = {i / 10: max((p for p, r in pr if n_relevant and r >= i / 10), default=0.0) for i in range(1, 11)}
    return sum(table.values()) / len(table)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.auc", "data", "keys a dict by score (score -> label), so items with the same score overwrite "
      "each other and tied items are lost",
      [[r"dict\w*", r"overwrit\w*", r"(same|equal|tied|duplicate) scores?.{0,40}(lost|dropped|collapsed|once|overwrit)",
        r"lost", r"collaps\w*", r"key\w*"]], '''
def my_auc(scores, labels):
    label_of = dict(zip(scores, labels))
    pos = [s for s, y in label_of.items() if y == 1]
    neg = [s for s, y in label_of.items() if y == 0]
    total = 0.0
    for sp in pos:
        for sn in neg:
            total += 1.0 if sp > sn else (0.5 if sp == sn else 0.0)
    return total / (len(pos) * len(neg))
''', crash="ZeroDivisionError")

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so its DCG counts "
      "items that were never retrieved",
      [[r"append\w*", r"(treat|count)\w* .{0,30}unretrieved.{0,30}(as )?(retrieved|in the ranking|in the dcg)",
        r"unretrieved.{0,40}(dcg|ranking|list)", r"concatenat\w*", r"as if (they were )?retrieved",
        r"never retrieved.{0,40}(counted|added)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    all_grades = list(grades) + list(unretrieved)
    disc = {i: (1.0 if i == 1 else np.log2(i)) for i in range(1, len(all_grades) + 1)}
    dcg = sum(g / disc[i] for i, g in enumerate(all_grades, 1))
    idcg = sum(g / disc[i] for i, g in enumerate(sorted(all_grades, reverse=True), 1))
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp], so it divides tp by tp + fn (each query's "
      "recall) instead of tp + fp",
      [[r"\[tp, fn, fp\]", r"column order", r"order of (the )?(columns|counts|entries)", r"fn instead of fp",
        r"tp ?\+ ?fn", r"recall", r"false negatives"]], '''
def my_macro_precision(tables):
    names = ("tp", "fn", "fp")
    rows = [dict(zip(names, t)) for t in tables]
    precs = [r["tp"] / (r["tp"] + r["fp"]) if r["tp"] + r["fp"] else 0.0 for r in rows]
    return sum(precs) / len(precs)
''')

wrong("q39", "gen.grip_point", "data", "uses the number of relevant items in the list (sum of labels) as the class "
      "size instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"(count|number) of (ones|1s)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    rank_label = {r: y for r, y in enumerate(labels, 1)}
    return sum(rank_label.get(r, 0) for r in range(1, c + 1)) / c if c else 0.0
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries: n counts every query, ties included, instead of "
      "dropping them",
      [[r"ties?.{0,40}(kept|not dropped|included|counted)", r"(not|never|without) drop\w*",
        r"(keep|kept|includ)\w* (the )?ti", r"all (the )?queries", r"every query", r"n ?= ?len"]], '''
from math import comb

outcome = {q: ("a" if x > y else "b") for q, (x, y) in enumerate(zip(v["a"], v["b"]))}
n = len(outcome)
wins_a = sum(1 for w in outcome.values() if w == "a")
k = min(wins_a, n - wins_a)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q41", "pr.averaged", "data", "takes each query's number of relevant items as the ones in its run (sum of "
      "labels) instead of n_relevant",
      [[r"sum\(run\)", r"sum of (the )?labels", r"relevant (items )?(in the (run|list)|retrieved|found)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    per_query = {}
    for q, run in enumerate(runs):
        R = sum(run)
        pts = []
        hits = 0
        for k, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits / k, hits / R if R else 0.0))
        per_query[q] = [max((p for p, r in pts if R and r >= i / 10), default=0.0) for i in range(11)]
    return [sum(c[i] for c in per_query.values()) / len(per_query) for i in range(11)]
''')

wrong("q42", "interp.step", "data", "counts n_relevant as the relevant items in the list (sum of labels), so "
      "recall reaches 1 at the last relevant item retrieved",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,40}(ignored|left out)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    step = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            step[hits] = (hits / R, hits / k)
    prev = 0.0
    for i in sorted(step):
        r, p = step[i]
        if prev < level <= r:
            return p
        prev = r
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact Fractions and a dict of weights", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    w = {"b2": Fraction(beta) ** 2, "p": Fraction(precision), "r": Fraction(recall)}
    denom = w["b2"] * w["p"] + w["r"]
    if denom == 0:
        return 0.0
    return float((1 + w["b2"]) * w["p"] * w["r"] / denom)
''')

right("q44", "map.mrr", "dict of first relevant ranks with next() and a default", '''
def my_mrr(runs):
    first = {q: next((r for r, y in enumerate(run, 1) if y), None) for q, run in enumerate(runs)}
    return sum(1 / r for r in first.values() if r) / len(runs)
''')

right("q45", "gen.grip_point", "rank -> label lookup with .get for missing ranks", '''
def my_grip_point(labels, n_relevant):
    label_at = {r: y for r, y in enumerate(labels, 1)}
    if n_relevant == 0:
        return 0.0
    return sum(label_at.get(r, 0) for r in range(1, n_relevant + 1)) / n_relevant
''')

right("q46", "pr.points", "itertools.accumulate and a rank -> precision table", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    table = {k: hits[k - 1] / k for k, y in enumerate(labels, 1) if y}
    return [table[k] for k in sorted(table)]
''')

right("q47", "rank.p_at_k", "NumPy with zero padding past the list", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(max(k, len(labels)))
    y[:len(labels)] = labels
    return float(y[:k].sum() / k)
''')

right("q48", "avg.macro", "query -> precision dict comprehension", '''
def my_macro_precision(tables):
    prec = {q: (tp / (tp + fp) if tp + fp else 0.0) for q, (tp, fp, fn) in enumerate(tables)}
    return sum(prec.values()) / len(prec)
''')

SUBMISSIONS = tuple(S)
