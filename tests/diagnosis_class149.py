"""Diagnosis class 149, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in documents and ids: they turn 0/1 labels into sets of relevant positions or ids and back, build
qrels-like dicts, count with ``collections.Counter`` and index by position (styles vary inside the class: loops,
NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), ``variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c149-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class149).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 149 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c149-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (AP over the found items only)",
      [[r"retrieved relevant", r"relevant (items|documents|docs)? ?(retrieved|found)", r"found",
        r"hits", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"number of relevant (items )?in the (list|ranking)"]], '''
def my_ap(labels, n_relevant):
    rel_pos = {i for i, x in enumerate(labels, start=1) if x == 1}
    if not rel_pos:
        return 0.0
    total = 0.0
    for hit, pos in enumerate(sorted(rel_pos), start=1):
        total += hit / pos
    return total / len(rel_pos)
''')

wrong("q02", "rank.distances", "sibling", "returns the recall at k (hits in the top k over all relevant targets) "
      "instead of the precision at k",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"total (number of )?relevant",
        r"relevant (items|targets) in (the )?(whole )?list", r"instead of k\b", r"not (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top_ids = set(order[:k])
    relevant_ids = {i for i, lab in enumerate(labels) if lab}
    return len(top_ids & relevant_ids) / len(relevant_ids)
''')

wrong("q03", "interp.curve", "sibling", "takes the plain precision at the first rank whose recall reaches r, not "
      "the maximum precision over all ranks reaching r (uninterpolated)",
      [[r"uninterpolated", r"not interpolated", r"no interpolation", r"without (taking )?(the )?max", r"no max",
        r"first rank", r"later ranks", r"to the right", r"higher precision (later|further)", r"not the (best|max)",
        r"first (point|position)"]], '''
def my_interpolated(labels, n_relevant):
    rel_pos = [i for i, x in enumerate(labels, start=1) if x]
    points = [(h / n_relevant, h / pos) for h, pos in enumerate(rel_pos, start=1)]
    out = []
    for j in range(11):
        r = j / 10
        reached = [p for rec, p in points if rec >= r - 1e-12]
        out.append(reached[0] if reached else 0.0)
    return out
''')

wrong("q04", "map.mean", "sibling", "pools all queries (micro-average): the sum of every query's precisions at "
      "relevant ranks over the total number of relevant items, instead of the mean of per-query APs",
      [[r"micro", r"pool", r"total (number of )?relevant", r"sum of (all )?n_relevant",
        r"not (the )?mean of (the )?(per.query )?APs?", r"instead of (averaging|the mean)",
        r"weight\w* by"]], '''
from collections import Counter

def my_map(runs, n_relevant):
    sums = Counter()
    for q, run in enumerate(runs):
        hits = 0
        for rank, lab in enumerate(run, start=1):
            if lab:
                hits += 1
                sums[q] += hits / rank
    total_rel = sum(n_relevant)
    return sum(sums.values()) / total_rel if total_rel else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) instead "
      "of the macro average of per-query precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(tp|counts|tables)", r"total tp", r"add\w* up (the )?(counts|tables)",
        r"not (the )?mean of (the )?(per.query )?precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"shift\w*", r"discount\w* (at )?rank 1",
        r"Burges", r"every rank (is )?discounted"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(pos + 1) for pos, g in enumerate(grades, start=1))
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (all the query's relevant items) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant", r"all (the )?relevant", r"every relevant", r"number of relevant"],
       [r"instead of (the )?min", r"not (by )?(the )?min", r"rather than (the )?min", r"even when",
        r"n_relevant > ?k", r"n_relevant (exceeds|is (larger|greater|bigger) than) k", r"larger than k", r"exceed", r"always (by )?n_relevant", r"ignor\w* (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    rel_ranks = [r for r, x in enumerate(top, 1) if x]
    if n_relevant == 0:
        return 0.0
    return sum(h / r for h, r in enumerate(rel_ranks, 1)) / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta\s*\*\*\s*2", r"beta²", r"not squared", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1 (the minus one is left out)",
      [[r"minus (one|1)", r"without (the )?- ?1", r"forg[eo]t.{0,20}- ?1", r"missing.{0,20}- ?1",
        r"2\s*\^\s*rel\b(?! ?-)", r"subtract", r"zero grade.{0,30}(gain|1)", r"gain of 1"]], '''
import math

gains = {pos: 2 ** g for pos, g in enumerate(v["grades"], start=1)}
my_dcg_exp = sum(gain / math.log2(pos + 1) for pos, gain in gains.items())
''')

wrong("q10", "gen.practical", "shape", "the smallest recall divides v by d - s (the unjudged items) and forgets "
      "the v relevant items found: v / (d - s) instead of v / (v + d - s)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"unjudged", r"forg[eo]t\w*.{0,20}\bv\b", r"without (the )?\bv\b",
        r"\+\s*v", r"v\s*\+", r"largest (possible )?class", r"c_?max"]], '''
def my_practical(labels, d):
    s = len(labels)
    found = [i for i, x in enumerate(labels) if x]
    v = len(found)
    precision = v / s
    recall_lower = v / (d - s) if d > s else (1.0 if v else 0.0)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "roc.auc", "shape", "divides the count of won pairs by all pairs of items n(n-1)/2 instead of "
      "n_pos * n_neg (positive, negative) pairs",
      [[r"n\s*\(\s*n\s*-\s*1\s*\)", r"all pairs", r"every pair", r"pairs of items", r"combinations",
        r"n_?pos\s*\*\s*n_?neg", r"positive.{0,10}negative pairs", r"number of pairs"]], '''
from itertools import combinations

def my_auc(scores, labels):
    pos = [i for i, y in enumerate(labels) if y == 1]
    neg = [i for i, y in enumerate(labels) if y == 0]
    won = 0.0
    for i in pos:
        for j in neg:
            if scores[i] > scores[j]:
                won += 1
            elif scores[i] == scores[j]:
                won += 0.5
    n_pairs = len(list(combinations(range(len(scores)), 2)))
    return won / n_pairs
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability: the binomial tail is not doubled "
      "for the two-sided test",
      [[r"one.sided", r"doubl", r"\* ?2", r"2 ?\*", r"one tail", r"single tail", r"half"]], '''
from collections import Counter
from math import comb

signs = Counter((x > y) - (x < y) for x, y in zip(v["a"], v["b"]))
wins, losses = signs[1], signs[-1]
n = wins + losses
kk = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(kk + 1)) / 2 ** n
''')

wrong("q13", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"\b11\b", r"eleven", r"instead", r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    rel_pos = [i for i, x in enumerate(labels, start=1) if x]
    pr = [(h / n_relevant, h / pos) for h, pos in enumerate(rel_pos, start=1)] if n_relevant else []
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pr if rec >= r - 1e-12], default=0.0)
    return total / 10
''')

wrong("q14", "avg.macro", "shape", "puts fn into the precision's denominator: tp / (tp + fp + fn)",
      [[r"\bfn\b", r"false negatives?", r"missed"], [r"denominator", r"divid", r"tp\s*\+\s*fp\s*\+\s*fn",
                                                      r"added", r"extra", r"includ"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        denom = tp + fp + fn
        precs.append(tp / denom if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a precision at every rank, the non-relevant ones too, instead of one "
      "point per relevant item",
      [[r"every rank", r"each rank", r"non.?relevant", r"all ranks", r"not only (at )?relevant",
        r"one (point )?per rank", r"irrelevant"]], '''
def my_pr_points(labels, n_relevant):
    rel_pos = {i for i, x in enumerate(labels, 1) if x}
    if not rel_pos:
        return []
    points, hits = [], 0
    for rank in range(1, max(rel_pos) + 1):
        if rank in rel_pos:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("q16", "pr.averaged", "flow", "the running curve list is made once outside the query loop, so each "
      "query's interpolated maxima carry over from the previous queries (never reset)",
      [[r"reset", r"re.?initiali", r"carr(y|ies|ied) over", r"previous quer", r"earlier quer",
        r"outside the (query )?loop", r"reused", r"shared across quer", r"accumulat\w* across"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, nrel in zip(runs, n_relevant):
        if nrel:
            rel_pos = [i for i, x in enumerate(run, 1) if x]
            pts = [(h / nrel, h / pos) for h, pos in enumerate(rel_pos, 1)]
            for j, r in enumerate(levels):
                curve[j] = max([curve[j]] + [p for rec, p in pts if rec >= r - 1e-12])
            for j in range(11):
                sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q17", "ap.value", "flow", "counts the hit after taking the precision, so each relevant rank uses one "
      "hit too few (the k-th relevant item gives (k - 1) / rank)",
      [[r"one (hit )?too few", r"before (count|increment|adding)", r"after (computing|taking|the precision)",
        r"off.by.one", r"k ?- ?1", r"increment\w* (too )?late", r"not yet counted", r"hit count"]], '''
hits = 0
total = 0.0
for rank, lab in enumerate(v["labels"], start=1):
    if lab:
        total += hits / rank
        hits += 1
my_ap_value = total / v["n_relevant"]
''')

wrong("q18", "rank.p_at_k", "hidden", "slices one rank short, labels[:k - 1], but still divides by k",
      [[r"k\s*-\s*1", r"one rank (short|too few)", r"off.by.one", r"last rank", r"k.th (rank|item)",
        r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    rel_pos = {i for i, x in enumerate(labels) if x}
    top = set(range(k - 1))
    return len(rel_pos & top) / k
''')

wrong("q19", "ndcg.all_judgments", "flow", "builds the ideal ranking from the judged grades without sorting "
      "them from high to low (the ideal is never sorted)",
      [[r"not sorted", r"unsorted", r"never sorted", r"without sorting", r"sort\w* (is )?missing",
        r"forg[eo]t.{0,20}sort", r"in (the )?(given|judged|input|original) order", r"not (in )?(descending|decreasing)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = [g for g in list(grades) + list(unretrieved) if g > 0]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q20", "dcg.trec", "flow", "the loop starts at index 1 and skips the first retrieved item",
      [[r"first (item|grade|rank|document|element)", r"rank 1", r"skip", r"index 0", r"range\(1",
        r"left out", r"off.by.one"]], '''
import math

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g)):
    my_dcg_trec += g[i] / math.log2(i + 1)
''')

wrong("q21", "ap.eleven_point", "flow", "interpolates with the maximum precision over the ranks up to the level "
      "(earlier ranks) instead of the ranks at or after it",
      [[r"earlier", r"before", r"up to", r"prefix", r"running max", r"from the top", r"left"],
       [r"later", r"after", r"to the right", r"recall >= ?r", r"higher recall", r"instead", r"not", r"wrong"]], '''
def my_11pt(labels, n_relevant):
    rel_pos = [i for i, x in enumerate(labels, start=1) if x]
    pts = [(h / n_relevant, h / pos) for h, pos in enumerate(rel_pos, start=1)] if n_relevant else []
    total = 0.0
    for j in range(11):
        r = j / 10
        reached = [idx for idx, (rec, p) in enumerate(pts) if rec >= r - 1e-12]
        if reached:
            total += max(p for rec, p in pts[:reached[0] + 1])
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides precision by len(retrieved), so an id retrieved twice is counted twice",
      [[r"duplicate", r"repeated", r"len\(retrieved\)", r"not a set", r"counted (twice|once more)",
        r"counts? (it )?twice", r"set\(retrieved\)", r"de.?dup"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q23", "ap.exact", "hidden", "crashes with ZeroDivisionError for a query with no relevant items "
      "(n_relevant = 0 is not guarded)",
      [ZERODIV, [r"n_relevant\s*(=|==|is)\s*0", r"no relevant", r"zero relevant", r"nothing relevant"]], '''
def my_ap(labels, n_relevant):
    qrels = {rank: 1 for rank, lab in enumerate(labels, 1) if lab}
    hits, total = 0, 0.0
    for rank in sorted(qrels):
        hits += 1
        total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a list "
      "shorter than the class counts its missing ranks out",
      [[r"len\(labels", r"len\(top", r"length of the (list|cut|slice)", r"instead of (c|n_relevant)\b",
        r"divid\w* by (the )?(list|slice|cut)", r"fewer than c\b", r"not by c\b", r"by (the )?number of (items|ranks) (in the list|available)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    rel_ids = [i for i, x in enumerate(top) if x]
    return len(rel_ids) / len(top) if top else 0.0
''')

wrong("q25", "scope.eps_precision", "hidden", "crashes with ZeroDivisionError when nothing lies within epsilon "
      "(the empty result is not guarded)",
      [ZERODIV, [r"empty", r"nothing (is )?(returned|within)", r"no target", r"none (of the targets )?(within|inside)"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = [i for i, dist in enumerate(distances) if dist < epsilon]
    rel_ids = {i for i, lab in enumerate(labels) if lab == 1}
    return len(rel_ids.intersection(returned)) / len(returned)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.step", "hidden", "uses R_(i-1) <= r < R_i, so a level exactly at a reached recall R_i takes "
      "the next relevant item's precision",
      [[r"next relevant item'?s precision", r"next (point|step)'?s", r"<= ?r ?<", r"<= level <",
        r"closed on the left", r"left.closed", r"open at R_?i", r"one step (too far|late)", r"boundary", r"end ?point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    rel_pos = [i for i, x in enumerate(labels, 1) if x]
    prev = 0.0
    for h, pos in enumerate(rel_pos, 1):
        rec = h / n_relevant
        if prev <= level < rec:
            return h / pos
        prev = rec
    if rel_pos and abs(prev - level) < 1e-12:
        return len(rel_pos) / rel_pos[-1]
    return 0.0
''')

wrong("q27", "roc.eer", "flow", "stops the walk at the first ROC point where FPR >= 1 - TPR and returns its FPR "
      "instead of intersecting the straight piece before it (no interpolation)",
      [[r"no interpolation", r"not interpolated", r"without interpolat", r"first (ROC )?point (past|after|where)",
        r"nearest (ROC )?point", r"returns? the FPR", r"a ROC point'?s FPR", r"instead of (the )?intersect",
        r"stops? at (the|a) (first )?(ROC )?point"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    thresholds = sorted(set(scores), reverse=True)
    for t in thresholds:
        picked = {i for i, s in enumerate(scores) if s >= t}
        tpr = sum(1 for i in picked if labels[i] == 1) / P
        fpr = sum(1 for i in picked if labels[i] == 0) / N
        if fpr >= 1 - tpr:
            return fpr
    return 0.0
''')

wrong("q28", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when no item is relevant at all "
      "(the ideal DCG 0 is not guarded)",
      [ZERODIV, [r"ideal (DCG )?(is )?0", r"no relevant", r"idcg", r"all (grades )?0", r"nothing relevant"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], 2)) if gs else 0.0
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(list(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps the roles of precision and recall: (1 + beta^2) P R / (beta^2 R + P)",
      [[r"swap", r"exchang", r"revers\w* (the )?roles", r"precision and recall (are )?(confused|mixed|the wrong way)",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*R", r"beta.{0,15}on (the )?recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "rank.distances", "twin", "sorts the items by distance in descending order (farthest first)",
      [[r"descending", r"revers", r"farthest", r"largest (distance )?first", r"wrong (sort )?order",
        r"high to low", r"similarit"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked_ids = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    rel_ids = {i for i, lab in enumerate(labels) if lab == 1}
    return sum(1 for i in ranked_ids[:k] if i in rel_ids) / k
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap", r"revers", r"highest first", r"\[highest, lowest\]", r"the wrong way"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ids = sorted(range(len(distances)), key=lambda i: distances[i])
    dk = distances[ids[k - 1]]
    inside = [i for i in ids if distances[i] < dk]
    tied = [i for i in ids if distances[i] == dk]
    r_in = sum(labels[i] for i in inside)
    r_tie = sum(labels[i] for i in tied)
    slots = k - len(inside)
    low = r_in + max(0, slots - (len(tied) - r_tie))
    high = r_in + min(slots, r_tie)
    return [high / k, low / k]
''')

wrong("q32", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the column order mixed up), so it divides "
      "tp by tp + fn",
      [[r"column", r"order", r"\[tp, fn, fp\]", r"fn and fp", r"fp and fn", r"swap", r"mixed up",
        r"unpack", r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q33", "ap.at_k", "twin", "divides AP@k by k instead of min(k, n_relevant)",
      [[r"by k\b", r"over k\b", r"/ ?k\b", r"k instead", r"divid\w* by (the )?cut.?off"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    rel_ranks = [r for r, x in enumerate(labels[:k], 1) if x]
    return sum(h / r for h, r in enumerate(rel_ranks, 1)) / k
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries: n counts every query, not only the ones where "
      "the systems differ",
      [[r"ties? (are |were )?(not dropped|kept|counted|included)", r"tied queries (are )?(kept|counted|included)",
        r"(kept|keeps|counts?|includ\w*) (the )?tie", r"n counts? (every|all)", r"did not drop", r"not dropp?ed",
        r"n = (the )?number of (all )?queries"]], '''
from collections import Counter
from math import comb

signs = Counter((x > y) - (x < y) for x, y in zip(v["a"], v["b"]))
n = len(v["a"])
kk = min(signs[1], signs[-1])
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(kk + 1)) / 2 ** n)
''')

wrong("q35", "interp.curve", "twin", "uses a strict R@k > r, so a level the recall reaches exactly is not "
      "counted as reached",
      [[r"strict", r"reach\w* exactly", r"exactly (equal|at)", r"equal to (the )?level", r"> ?r\b",
        r"boundary"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / rank))
    return [max([p for rec, p in pts if rec > j / 10], default=0.0) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "map.mean", "data", "uses n_relevant[0], the first query's number of relevant items, for every "
      "query",
      [[r"first query", r"n_relevant\[0\]", r"same n_relevant", r"one n_relevant", r"every query",
        r"per.query n_relevant", r"its own n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        rel_pos = [i for i, x in enumerate(run, 1) if x]
        s = sum(h / p for h, p in enumerate(rel_pos, 1))
        aps.append(s / n_relevant[0] if n_relevant[0] else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q37", "dcg.classic", "data", "turns the grades into binary relevance (any grade above 0 counts 1)",
      [[r"binary", r"0/1", r"grade.{0,20}(ignored|lost|as 1)", r"counts? (as )?1", r"relevant or not",
        r"grades? (above|greater than|>) ?0", r"ignor\w* (the )?grade"]], '''
import math

def my_dcg(grades):
    rel_pos = {i for i, g in enumerate(grades, 1) if g > 0}
    return sum(1.0 if i == 1 else 1 / math.log2(i) for i in rel_pos)
''')

wrong("q38", "roc.auc", "data", "takes label 0 as the positive class (labels inverted), returning 1 - AUC",
      [[r"1 ?- ?AUC", r"invert", r"label 0", r"0 as (the )?positive", r"positive.{0,20}(0|zero)",
        r"swap\w* (the )?(labels|classes)", r"flipped", r"classes (are )?reversed"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so they enter "
      "the system's DCG as if retrieved at the end",
      [[r"unretrieved.{0,40}(appended|added|put|placed) (to |in |into )?(the )?(ranking|run|system)",
        r"(appended|added) to (the )?(ranking|grades|run)", r"as if (they were )?retrieved", r"system'?s DCG",
        r"numerator", r"actual DCG"]], '''
import math

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(gs):
        return sum(g / (math.log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg else 0.0
''')

wrong("q40", "gen.practical", "data", "takes s as the number of relevant items in the judged list instead of its "
      "length (the scope)",
      [[r"sum\(labels\)", r"number of relevant (items )?(instead|as s)", r"s (is|as|=) (the )?(v|number of relevant)",
        r"s = v", r"s equal to v", r"length of (the )?list", r"instead of (the )?length"]], '''
from collections import Counter

def my_practical(labels, d):
    counts = Counter(labels)
    v = counts[1]
    s = counts[1]
    precision = v / s if s else 0.0
    c_max = v + (d - s)
    return [precision, v / c_max if c_max else 0.0, v / d]
''')

wrong("q41", "pr.averaged", "data", "ignores n_relevant and counts a query's relevant items as the 1s in its run "
      "(the relevant items retrieved)",
      [[r"ignor\w* n_relevant", r"n_relevant (is )?(ignored|not used|unused)", r"retrieved relevant",
        r"1s in (the|its) run", r"count\w* (the )?(1s|ones|relevant)", r"sum\(run\)", r"found",
        r"never retrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        rel_pos = np.flatnonzero(run) + 1
        nrel = len(rel_pos)
        if nrel == 0:
            curves.append(np.zeros(11))
            continue
        rec = np.arange(1, nrel + 1) / nrel
        prec = np.arange(1, nrel + 1) / rel_pos
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in np.linspace(0, 1, 11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q42", "set.pr", "data", "returns the pair in the wrong order, [recall, precision]",
      [[r"order", r"swap", r"revers", r"\[recall, precision\]", r"the wrong way", r"recall first"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(r), float(p)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "first relevant position with next() over enumerate", '''
def my_mrr(runs):
    rr = []
    for run in runs:
        first = next((rank for rank, x in enumerate(run, 1) if x), None)
        rr.append(1 / first if first else 0.0)
    return sum(rr) / len(rr)
''')

right("q44", "scope.knn_ties", "ids sorted by distance, the tied group split around the k-th place", '''
from collections import Counter

def my_knn_tie_bounds(distances, labels, k):
    ids = sorted(range(len(distances)), key=lambda i: distances[i])
    dk = distances[ids[k - 1]]
    closer = [i for i in ids if distances[i] < dk]
    tie = Counter(labels[i] for i in ids if distances[i] == dk)
    r_in = sum(labels[i] for i in closer)
    slots = k - len(closer)
    low = r_in + max(0, slots - tie[0])
    high = r_in + min(slots, tie[1])
    return [low / k, high / k]
''')

right("q45", "gen.grip_point", "set of relevant positions below c, exact Fraction", '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    c = n_relevant
    rel_pos = {i for i, x in enumerate(labels) if x}
    return float(Fraction(len({i for i in rel_pos if i < c}), c)) if c else 0.0
''')

right("q46", "interp.step", "list of (recall, precision) points and an exact Fraction scan", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    rel_pos = [i for i, x in enumerate(labels, 1) if x]
    lvl = Fraction(level).limit_denominator(1000)
    prev = Fraction(0)
    for h, pos in enumerate(rel_pos, 1):
        rec = Fraction(h, n_relevant)
        if prev < lvl <= rec:
            return h / pos
        prev = rec
    return 0.0
''')

right("q47", "pr.points", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / rank for rank, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "rank.p_at_k", "set intersection of relevant positions with range(k)", '''
def my_p_at_k(labels, k):
    rel_pos = {i for i, x in enumerate(labels) if x}
    return len(rel_pos & set(range(k))) / k
''')

SUBMISSIONS = tuple(S)
