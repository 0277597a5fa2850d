"""Diagnosis class 230, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
mix up the vocabulary -- relevant versus retrieved, precision versus recall, a rank versus a 0-based index, the
query versus the documents -- in their variable names and in their code (loops, NumPy, comprehensions,
itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c230-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class230).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 230 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c230-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns the recall within the top k (relevant retrieved in the top k over "
      "all relevant items of the list) instead of P@k",
      [[r"recall", r"all (the )?relevant (items )?(in|of) the (list|ranking)", r"every relevant item",
        r"total (number of )?relevant", r"divid\w* by (the )?(number|count) of relevant"]], '''
def my_p_at_k(labels, k):
    relevant = sum(labels)
    retrieved_relevant = sum(labels[:k])
    if relevant == 0:
        return 0.0
    return retrieved_relevant / relevant
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"relevant.{0,30}found", r"hits",
        r"instead of n_relevant", r"not (by )?n_relevant", r"sum\(labels\)", r"in the (list|ranking)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    rel = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(rel) + 1)
    prec = np.cumsum(rel) / ranks
    n_retrieved = rel.sum()
    if n_retrieved == 0:
        return 0.0
    return float((prec * rel).sum() / n_retrieved)
''')

wrong("q03", "map.mean", "sibling", "computes the mean reciprocal rank (1 / rank of the first relevant item) instead "
      "of MAP",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for query, R in zip(runs, n_relevant):
        for rank, doc in enumerate(query, start=1):
            if doc == 1:
                total += 1 / rank
                break
    return total / len(runs)
''')

wrong("q04", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"every rank (is )?discounted", r"first (rank|item) (is )?discounted",
        r"off by one.{0,30}(discount|log)", r"(discount|log).{0,30}shifted"]], '''
import math

def my_dcg(grades):
    return sum(rel / math.log2(rank + 1) for rank, rel in enumerate(grades, start=1))
''')

wrong("q05", "avg.macro", "sibling", "returns the micro average (summed tp over summed tp + fp) instead of the macro "
      "average of the queries' precisions",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tables|tp)", r"total tp", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "interp.curve", "sibling", "returns the plain precision at the first rank whose recall reaches r "
      "instead of the maximum precision over all ranks with recall >= r",
      [[r"not interpolated", r"uninterpolated", r"no max", r"without (the |a )?max", r"first rank",
        r"instead of the max", r"max\w* (to|on) the right", r"max.{0,30}later ranks"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = []
    for r in levels:
        hits, value = 0, 0.0
        for rank, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                value = hits / rank
                break
        out.append(value)
    return out
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i)) instead of the TREC "
      "form log2(i + 1)",
      [[r"classic", r"log2?\s*\(?\s*i\s*\)", r"first (rank|item|grade).{0,30}(not|un)\s?discounted",
        r"rel_?1 \+", r"wrong discount"]], '''
import math
grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=2))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.pr", "shape", "precision and recall swapped: the hits are divided by the relevant set for "
      "precision and by the retrieved set for recall",
      [[r"swap", r"revers", r"exchang", r"confus\w* precision (and|with) recall", r"the other way round",
        r"denominators?.{0,30}(swapped|mixed)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q09", "set.f_beta", "shape", "P and R swapped in the denominator: beta^2 R + P instead of beta^2 P + R",
      [[r"swap", r"beta\^?2?\s*\*?\s*R\b", r"beta.{0,20}(on|with|times) (the )?recall", r"1 ?/ ?beta",
        r"weights? (precision|the wrong)", r"P and R.{0,20}(swapped|exchanged)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q10", "gen.practical", "shape", "divides the smallest generality by the scope s instead of the database size d",
      [[r"\bs\b.{0,30}instead of (the )?\bd\b", r"scope (size )?instead of (the )?database",
        r"divid\w* by (the )?(scope|s\b|len\(labels\)|number of judged)", r"generality.{0,40}(scope|\bs\b|v ?/ ?s)",
        r"database size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "ndcg.all_judgments", "shape", "the ideal DCG uses the TREC discount log2(i + 1) while the run's DCG "
      "uses the classic one",
      [[r"ideal.{0,60}(log2?\s*\(?\s*i\s*\+\s*1|trec|another discount|different discount)",
        r"(different|two|mismatch\w*|inconsistent) discounts?", r"discounts? (differ|do not match)"]], '''
import math

def dcg_classic(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg_classic(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q12", "dcg.exponential", "shape", "the gain is 2^rel without the - 1",
      [[r"(without|forg\w*|missing|drops?|left out|no)\W{0,3}(the )?\W?- ?1", r"minus (one|1)", r"2\s*\*\*\s*rel\b(?!\s*-)", r"2\^rel\b(?!\s*-)", r"gain.{0,30}(2\^|2\*\*)"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"greater of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant targets within epsilon by the number of all "
      "targets instead of the number returned",
      [[r"all (the )?targets", r"whole (list|collection|database)", r"len\(distances\)",
        r"instead of (the )?(number|count) (returned|retrieved)", r"collection size", r"number of targets"]], '''
def my_eps_precision(distances, labels, epsilon):
    relevant_retrieved = sum(1 for d, y in zip(distances, labels) if d < epsilon and y == 1)
    retrieved = [d for d in distances if d < epsilon]
    if not retrieved:
        return 0.0
    return relevant_retrieved / len(distances)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends the precision before counting the current relevant item (hits one too "
      "few at each point)",
      [[r"before (count|increment|add)\w*", r"one (too )?few", r"hits? (count|counter)?.{0,30}(late|after)",
        r"off.by.one", r"(count|increment)\w* after"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    relevant_seen = 0
    for index, lab in enumerate(labels):
        if lab == 1:
            points.append(relevant_seen / (index + 1))
            relevant_seen += 1
    return points
''')

wrong("q16", "map.mrr", "flow", "no break: the loop keeps going and takes the rank of the LAST relevant item of each "
      "query",
      [[r"last relevant", r"no break", r"without (a )?break", r"missing break", r"forg\w* (to )?break",
        r"(keeps|overwrit)\w*.{0,40}(later|last)"]], '''
def my_mrr(runs):
    total = 0.0
    for query in runs:
        rr = 0.0
        for idx, doc in enumerate(query):
            if doc:
                rr = 1 / (idx + 1)
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "the sum over the queries is outside the loop: only the last query's curve is "
      "added, then divided by the number of queries",
      [[r"last query", r"only one query", r"outside (the )?loop", r"(indent|dedent)\w*",
        r"one query'?s? (curve|value)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        curve = np.zeros(11)
        if R > 0:
            hits = np.cumsum(run)
            prec = hits / np.arange(1, len(run) + 1)
            rec = hits / R
            for j in range(11):
                ok = rec >= j / 10 - 1e-12
                curve[j] = prec[ok].max() if ok.any() else 0.0
    total += curve
    return list(total / len(runs))
''')

wrong("q18", "rank.distances", "flow", "computes the nearest-first order but then slices the labels in their "
      "original order (never sorted)",
      [[r"never sort", r"not sorted", r"unsorted", r"original order", r"given order", r"order (is )?(ignored|unused)",
        r"without sorting", r"argsort.{0,30}(unused|ignored|not used)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    rank_order = np.argsort(distances)
    top = np.asarray(labels)[:k]
    return float(top.sum() / k)
''')

wrong("q19", "ap.eleven_point", "flow", "range(10) gives only the ten levels 0.0 .. 0.9: the level 1.0 is left out "
      "(mean over ten)",
      [[r"1\.0.{0,30}(left out|missing|skipped|omitted|dropped)", r"ten levels", r"10 levels",
        r"range\(10\)", r"off.by.one", r"(misses|without|skips|drops) (the )?(level )?1(\.0)?\b"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    precisions, recalls = [], []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        precisions.append(Fraction(hits, rank))
        recalls.append(Fraction(hits, n_relevant) if n_relevant else Fraction(0))
    levels = [Fraction(i, 10) for i in range(10)]
    total = 0
    for r in levels:
        ok = [p for p, rc in zip(precisions, recalls) if rc >= r and n_relevant]
        total += max(ok) if ok else 0
    return float(total / len(levels))
''')

wrong("q20", "roc.auc", "flow", "combinations in list order only pair a positive with a negative that comes after it "
      "in the list (pairs where the negative comes first are never counted)",
      [[r"(list|input) order", r"after it", r"comes? (first|before)", r"combinations", r"half (of )?the pairs",
        r"only.{0,30}(one|half).{0,20}pairs?", r"i ?< ?j"]], '''
from itertools import combinations

def my_auc(scores, labels):
    n_pos = sum(1 for y in labels if y == 1)
    n_neg = len(labels) - n_pos
    wins = 0.0
    for i, j in combinations(range(len(scores)), 2):
        if labels[i] == 1 and labels[j] == 0:
            if scores[i] > scores[j]:
                wins += 1
            elif scores[i] == scores[j]:
                wins += 0.5
    return wins / (n_pos * n_neg)
''')

wrong("q21", "rank.r_precision", "flow", "the loop never stops at rank R: it returns the precision at the last "
      "rank of the list",
      [[r"(last|final) rank", r"never stops?", r"no break", r"without (a )?break",
        r"whole list", r"all (the )?ranks", r"len\(labels\)"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
for rank, doc in enumerate(labels, start=1):
    hits += doc
    precision_at_rank = hits / rank
my_r_precision = precision_at_rank
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.step", "hidden", "no return after the loop: None when the ranking never reaches the level",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    found = 0
    for idx, rel in enumerate(labels):
        if rel:
            found += 1
            if found / n_relevant >= level - 1e-12:
                return found / (idx + 1)
''')

wrong("q23", "gen.grip_point", "hidden", "divides by the list length when the list is shorter than the class "
      "(missing ranks dropped instead of counted as not relevant)",
      [[r"len\((labels|top)\)", r"min\(", r"truncat\w*", r"divid\w* by (the |its )?(list|its) length",
        r"length of the (list|slice)", r"(list|slice) length"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[:c]
    return sum(top) / len(top)
''')

wrong("q24", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    return (1 + beta ** 2) * precision * recall / (beta ** 2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i]: IndexError when k is longer than the "
      "list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / m
''', crash="IndexError", scope="all")

wrong("q27", "pr.averaged", "hidden", "recall is hits / n_relevant with no guard: a query with no relevant items "
      "divides by zero", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for run, n_rel in zip(runs, n_relevant):
        hits = 0
        pts = []
        for rank, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n_rel, hits / rank))
        for j, r in enumerate(levels):
            sums[j] += max([p for rc, p in pts if rc >= r - 1e-12], default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "roc.eer", "hidden", "steps the ROC curve one item at a time, so tied scores are not one diagonal step "
      "(an L-shaped corner instead)",
      [[r"ties?\b.{0,40}(not|never) (grouped|one step|together)", r"one (item|example) at a time",
        r"tied scores.{0,40}(split|separate|staircase|corner)", r"(not|never) group\w*.{0,20}ties?",
        r"each (item|score) (its own|a separate) step"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for i in order:
        if labels[i] == 1:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1 and g1 != g0:
            t = -g0 / (g1 - g0)
            return f0 + t * (f1 - f0)
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "computes each query's tp / (tp + fn), its recall, instead of tp / (tp + fp) "
      "(fn taken for fp)",
      [[r"recall", r"\bfn\b.{0,30}instead of.{0,10}\bfp\b", r"tp ?\+ ?fn", r"missed relevant",
        r"false negatives.{0,30}instead"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        retrieved = tp + fn
        precs.append(tp / retrieved if retrieved else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "rank.distances", "twin", "treats the distances as similarity scores: ranks the farthest item first",
      [[r"farthest", r"similarit", r"as (a )?scores?", r"descending", r"largest (distance )?first", r"reverse",
        r"(highest|biggest) distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    scores = np.asarray(distances, dtype=float)
    ranking = np.argsort(-scores)          # best score first
    return float(np.asarray(labels)[ranking][:k].mean())
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"wrong order", r"revers", r"order of the (two )?(bounds|values)", r"the other way round",
        r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    rel_first = sorted(items, key=lambda t: (t[0], -t[1]))
    rel_last = sorted(items, key=lambda t: (t[0], t[1]))
    best = sum(y for _, y in rel_first[:k]) / k
    worst = sum(y for _, y in rel_last[:k]) / k
    return [best, worst]
''')

wrong("q32", "rank.p_at_k", "twin", "divides by the number of items in the top-k slice, not by k (a list shorter "
      "than k is divided by its length)",
      [[r"len\((labels|top|.{0,10}\[:k\])", r"length of the (list|slice)", r"not (by )?k\b",
        r"instead of (by )?k\b", r"slice"]], '''
def my_p_at_k(labels, k):
    top_k = labels[:k]
    return sum(top_k) / len(top_k) if top_k else 0.0
''')

wrong("q33", "ap.at_k", "twin", "uses the number of relevant items in the retrieved list (sum(labels)) for "
      "n_relevant in min(k, n_relevant)",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    rel = np.asarray(labels[:k], dtype=float)
    n_rel_retrieved = int(np.sum(labels))
    m = min(k, n_rel_retrieved)
    if m == 0:
        return 0.0
    p = np.cumsum(rel) / np.arange(1, len(rel) + 1)
    return float((p * rel).sum() / m)
''')

wrong("q34", "roc.auc", "twin", "counts the pairs where the negative scores higher (positives and negatives "
      "swapped), giving 1 - AUC",
      [[r"1 ?- ?AUC", r"swap", r"invert", r"revers", r"negative (scores )?higher", r"the other way round",
        r"complement"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    rel, nonrel = s[y == 1], s[y == 0]
    diff = nonrel[:, None] - rel[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q35", "ndcg.value", "twin", "the ideal ranking is the judged grades in their given order, never sorted from "
      "high to low",
      [[r"not sorted", r"never sorted", r"unsorted", r"without sorting", r"given order", r"forg\w* to sort",
        r"sort\w*.{0,30}(missing|forgotten)"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "reads the graded relevances as binary (any grade > 0 counts 1)",
      [[r"binary", r"grades?.{0,30}(as|to) (0/1|1)", r"(> ?0|nonzero).{0,30}1", r"ignor\w* the grades?",
        r"boolean"]], '''
import math

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    total = rel[0] if rel else 0
    for i in range(2, len(rel) + 1):
        total += rel[i - 1] / math.log2(i)
    return total
''')

wrong("q37", "map.mean", "data", "uses each query's relevant items retrieved (sum of its list) instead of its "
      "n_relevant",
      [[r"sum\((run|query|labels)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant", r"in the (list|run)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for query in runs:
        relevant = sum(query)
        hits, s = 0, 0.0
        for rank, d in enumerate(query, 1):
            if d:
                hits += 1
                s += hits / rank
        aps.append(s / relevant if relevant else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q38", "ap.value", "data", "divides by the relevant items in the list (sum of labels) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the list)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
hits = 0
precisions = []
for rank, lab in enumerate(labels, start=1):
    if lab:
        hits += 1
        precisions.append(hits / rank)
my_ap_value = sum(precisions) / sum(labels)
''')

wrong("q39", "gen.practical", "data", "takes v as the number of judged items (len(labels)) instead of the relevant "
      "ones among them",
      [[r"judged items", r"(all|every) (judged )?items? (counted|as) relevant", r"count\w* (all|every) (judged )?items?",
        r"\bv ?= ?s\b", r"number of (labels|items) instead", r"count\w* (all|every) label"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len([x for x in labels])
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q40", "scope.eps_precision", "data", "counts how many are within epsilon but then takes that many labels "
      "from the front of the list (labels not matched to their distances)",
      [[r"front of the list", r"first m labels", r"labels\[:", r"not (matched|aligned|paired)",
        r"(list|index|input) order", r"positions?.{0,30}(distance|within)", r"mismatch\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    m = sum(1 for d in distances if d < epsilon)
    if m == 0:
        return 0.0
    return sum(labels[:m]) / m
''')

wrong("q41", "ap.eleven_point", "data", "uses the relevant items found in the list (sum of labels) as n_relevant "
      "for recall",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the list|found)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n_rel = y.sum()
    if n_rel == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_rel
    vals = [prec[rec >= r / 10 - 1e-12].max() if (rec >= r / 10 - 1e-12).any() else 0.0 for r in range(11)]
    return float(np.mean(vals))
''')

wrong("q42", "interp.curve", "data", "uses the list length (the number retrieved) as the number of relevant items "
      "in recall",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"number (of items )?retrieved",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    relevant = len(labels)
    hits = 0
    pr = []
    for rank, x in enumerate(labels, 1):
        hits += x
        pr.append((hits / relevant, hits / rank))
    return [max([p for r, p in pr if r >= lvl / 10 - 1e-12], default=0.0) for lvl in range(11)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "set comprehension with guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len({d for d in ret if d in rel})
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("q44", "ap.exact", "Fraction accumulator, 1-based ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q45", "scope.knn_ties", "sorted with tie-break keys", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(items, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("q46", "roc.eer", "grouped thresholds and a sign change", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1 and g1 != g0:
            t = -g0 / (g1 - g0)
            return f0 + t * (f1 - f0)
    return 0.0
''')

right("q47", "gen.practical", "counts then the three formulas", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v), v / d]
''')

right("q48", "gen.grip_point", "padding with zeros to the class size", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    padded = list(labels) + [0] * max(0, c - len(labels))
    return sum(padded[:c]) / c
''')

SUBMISSIONS = tuple(S)
