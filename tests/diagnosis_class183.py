"""Diagnosis class 183, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in TREC terms: qrels and runs as dicts keyed by document id, sets of ids, ``sorted()`` with key functions,
with some loops, NumPy, comprehensions, itertools and ``fractions`` among them. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c183-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class183): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 183 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c183-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (precision at rank n_relevant) instead of average "
      "precision",
      [[r"R-?prec", r"precision at (rank )?(R|n_relevant)\b", r"precision at (the )?rank (equal to )?(the number of "
        r"relevant|n_relevant|R)", r"P@R\b"]], '''
def my_ap(labels, n_relevant):
    run = {f"doc{i}": rel for i, rel in enumerate(labels, 1)}
    if n_relevant == 0:
        return 0.0
    top_r = sorted(run, key=lambda d: int(d[3:]))[:n_relevant]
    return sum(run[d] for d in top_r) / n_relevant
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the per-query APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product of (the )?(APs|average precisions)", r"log.{0,20}(mean|average)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    per_query = {}
    for qid, (run, R) in enumerate(zip(runs, n_relevant)):
        hits, total = 0, 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
        per_query[qid] = total / R if R else 0.0
    aps = np.array(list(per_query.values()))
    return float(np.exp(np.mean(np.log(np.maximum(aps, 1e-5)))))
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC/Burges DCG) instead "
      "of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log.{0,10}\(?rank \+ 1", r"trec", r"burges", r"discount\w* (the )?(first|rank 1)",
        r"first (rank|item|grade).{0,40}(discounted|divided)"]], '''
import math

def my_dcg(grades):
    run = dict(enumerate(grades, start=1))
    return sum(rel / math.log2(rank + 1) for rank, rel in sorted(run.items()))
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables).{0,40}before", r"aggregat\w* (the )?counts",
        r"total tp"]], '''
def my_macro_precision(tables):
    qrels = {f"q{i}": dict(zip(("tp", "fp", "fn"), t)) for i, t in enumerate(tables)}
    tp = sum(q["tp"] for q in qrels.values())
    fp = sum(q["fp"] for q in qrels.values())
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "ap.eleven_point", "sibling", "returns the non-interpolated average precision (mean of P@k at the "
      "relevant ranks over n_relevant) instead of the 11-point interpolated average",
      [[r"non-?interpolated", r"uninterpolated", r"(exact|plain|ordinary) (AP|average precision)",
        r"\bAP\b.{0,30}instead", r"instead of (the )?11", r"at the relevant ranks", r"not interpolat"]], '''
def my_11pt(labels, n_relevant):
    relevant_ranks = [r for r, rel in enumerate(labels, 1) if rel]
    if not n_relevant:
        return 0.0
    return sum(i / r for i, r in enumerate(relevant_ranks, 1)) / n_relevant
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of its "
      "lower bound v / d",
      [[r"upper", r"\(\s*d\s*-\s*s\s*\+\s*v\s*\)\s*/\s*d", r"largest (possible )?generality",
        r"highest (possible )?generality", r"maximum generality"]], '''
def my_practical(labels, d):
    judged = {f"d{i}": rel for i, rel in enumerate(labels, 1)}
    s = len(judged)
    v = sum(1 for rel in judged.values() if rel)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "ap.value", "sibling", "computes the 11-point interpolated average precision instead of (exact) "
      "average precision",
      [[r"11.?point", r"eleven", r"interpolat"]], '''
labels, R = v["labels"], v["n_relevant"]
points = []
hits = 0
for k, rel in enumerate(labels, 1):
    hits += rel
    points.append((hits / R, hits / k))
levels = [i / 10 for i in range(11)]
my_ap_value = sum(max((p for r, p in points if r >= lv), default=0.0) for lv in levels) / 11
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (is )?not squared", r"without squaring", r"beta instead of beta\s*(\^|\*\*|squared)",
        r"forg[eo]t.{0,20}squar", r"\bbeta\b.{0,20}not.{0,10}squared", r"b instead of b\s*(\^|\*\*)\s*2",
        r"missing (the )?square", r"\bsquare"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"log base", r"(another|wrong|other) base", r"math\.log\b",
        r"not (log )?base 2", r"instead of log2"]], '''
import math

grades = dict(enumerate(v["grades"], start=1))
my_dcg_trec = sum(rel / math.log(rank + 1) for rank, rel in grades.items())
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (subtracting|the) (- ?)?1", r"forg[eo]t.{0,30}(- ?1|minus (one|1)|subtract)", r"2\s*(\^|\*\*)\s*rel\w*\b(?!\s*-)",
        r"missing (the )?(- ?1|minus)", r"no (- ?1|minus one)", r"gain of 1 for (a )?grade 0", r"non-?relevant.{0,30}gain 1"]], '''
import math

run = {f"d{i}": g for i, g in enumerate(v["grades"], 1)}
ranked = sorted(run, key=lambda doc: int(doc[1:]))
my_dcg_exp = sum(2 ** run[doc] / math.log2(rank + 1) for rank, doc in enumerate(ranked, 1))
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\s*\(", r"max(imum)? of k and", r"larger of k", r"bigger of k", r"max instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = {rank: rel for rank, rel in enumerate(labels[:k], 1)}
    hits, total = 0, 0.0
    for rank in sorted(top):
        if top[rank]:
            hits += 1
            total += hits / rank
    denom = max(k, n_relevant)
    return total / denom if min(k, n_relevant) else 0.0
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ti\w* (pair )?count\w* (as )?(a )?(full|whole) (win|1|one)", r">=", r"greater (than )?or equal",
        r"ties? (count\w* )?(fully|in full|as (a )?(full )?wins?)", r"instead of (1/2|a half|half)", r"not (as )?(1/2|half)"]], '''
def my_auc(scores, labels):
    docs = {f"d{i}": (s, y) for i, (s, y) in enumerate(zip(scores, labels))}
    pos = [s for s, y in docs.values() if y == 1]
    neg = [s for s, y in docs.values() if y != 1]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "scope.eps_precision", "shape", "divides the hits inside epsilon by the number of all targets instead "
      "of the number returned",
      [[r"all (the )?targets", r"whole (list|collection|database)", r"len\(labels\)",
        r"total number of (targets|items)", r"instead of (the number )?(returned|retrieved|inside)",
        r"not (by )?(the )?(number|count) (returned|retrieved|inside)"]], '''
def my_eps_precision(distances, labels, epsilon):
    qrels = {i: y for i, y in enumerate(labels)}
    returned = {i for i, d in enumerate(distances) if d < epsilon}
    if not returned:
        return 0.0
    return sum(qrels[i] for i in returned) / len(qrels)
''')

wrong("q14", "set.pr", "shape", "recall copies precision's denominator: hits over the retrieved set instead of "
      "over the relevant set",
      [[r"recall.{0,30}divid\w*.{0,30}retrieved", r"recall.{0,40}(size|number|count) of (the )?retrieved", r"(divid\w*|denominator).{0,40}retrieved.{0,30}recall",
        r"copy", r"same denominator", r"recall (equals|=|is) precision", r"precision twice"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = ret & rel
    precision = len(hits) / len(ret) if ret else 0.0
    recall = len(hits) / len(ret) if ret else 0.0
    return [precision, recall]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "later queries' precisions count earlier queries' hits",
      [[r"(never|not) reset", r"reset\w*.{0,30}(per|each|every) query", r"carr(y|ies|ied) over",
        r"accumulat\w*.{0,40}across (the )?queries", r"outside (the )?(query )?loop", r"initiali[sz]\w*.{0,30}once",
        r"previous quer(y|ies)'?s? hits"]], '''
def my_map(runs, n_relevant):
    run_dict = {f"q{i}": run for i, run in enumerate(runs)}
    qrels = {f"q{i}": R for i, R in enumerate(n_relevant)}
    ap = {}
    hits = 0
    for qid in sorted(run_dict, key=lambda q: int(q[1:])):
        total = 0.0
        for rank, rel in enumerate(run_dict[qid], 1):
            if rel:
                hits += 1
                total += hits / rank
        ap[qid] = total / qrels[qid] if qrels[qid] else 0.0
    return sum(ap.values()) / len(ap)
''')

wrong("q16", "rank.p_at_k", "flow", "slices labels[1:k + 1], skipping rank 1 and reading one rank past k (0-based "
      "versus 1-based slicing)",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1)", r"\[1\s*:\s*k\s*\+\s*1\]", r"shift\w* by one",
        r"(one|1) rank (too )?(late|further|past)", r"starts? at (rank 2|index 1)", r"0-based|1-based|zero-based"]], '''
def my_p_at_k(labels, k):
    top_k = labels[1:k + 1]
    return sum(top_k) / k
''')

wrong("q17", "rank.distances", "flow", "sorts the document ids by distance but then takes the first k labels "
      "of the original, unsorted list",
      [[r"(never|not|un)\s?sorted", r"sort\w*.{0,40}(unused|never used|not used|discarded|thrown away)",
        r"original (input )?order", r"(given|input) order", r"order (of|as) (the )?input", r"ignor\w*.{0,20}sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    run = {f"d{i}": dist for i, dist in enumerate(distances)}
    qrels = {f"d{i}": y for i, y in enumerate(labels)}
    ranking = sorted(run, key=run.get)
    top = list(qrels.values())[:k]
    return sum(top) / k
''')

wrong("q18", "interp.curve", "flow", "stops at the first rank whose recall reaches r (break) and takes its "
      "precision, instead of the maximum precision over all ranks with recall >= r",
      [[r"\bbreak", r"first rank.{0,50}(reach|recall)", r"stops? at the first", r"not the max",
        r"instead of (the )?max", r"without (the |taking the )?max", r"later (higher )?precisions? (ignored|missed)"]], '''
def my_interpolated(labels, n_relevant):
    pr = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pr.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    curve = []
    for i in range(11):
        level = i / 10
        value = 0.0
        for recall, precision in pr:
            if recall >= level:
                value = precision
                break
        curve.append(value)
    return curve
''')

wrong("q19", "pr.averaged", "flow", "computes the first query's 11-point curve once and reuses it for every query "
      "(the loop never recomputes it from the current run)",
      [[r"first quer\w*.{0,40}(reused|every|each|all)", r"reus\w*", r"same (curve|query)",
        r"(only|just) (the )?first (query|run)", r"runs\[0\]", r"one query'?s? (curve|value)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]

    def curve(run, R):
        if not R:
            return [0.0] * 11
        pts, hits = [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / R, hits / k))
        return [max((p for r, p in pts if r >= lv), default=0.0) for lv in levels]

    first = curve(runs[0], n_relevant[0])
    per_query = {qid: first for qid in range(len(runs))}
    return [sum(c[j] for c in per_query.values()) / len(per_query) for j in range(11)]
''')

wrong("q20", "map.mrr", "flow", "the loop over ranks has no break, so each query's reciprocal rank is taken at "
      "its LAST relevant item instead of its first",
      [[r"\blast relevant", r"no break", r"without (a )?break", r"(missing|forg[eo]t\w*) (the )?break",
        r"overwrit\w*", r"keeps? (looping|going)", r"never stops"]], '''
def my_mrr(runs):
    rr = {}
    for qid, run in enumerate(runs):
        rr[qid] = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr[qid] = 1 / rank
    return sum(rr.values()) / len(rr)
''')

wrong("q21", "pr.points", "flow", "takes the precision before counting the current relevant item (hits "
      "incremented after the precision is computed)",
      [[r"before (counting|increment|adding|updating)", r"after (the )?precision", r"increment\w* (too )?late",
        r"off.by.one", r"(one|1) hit (short|too few|behind)", r"hits - 1", r"order of (the )?(two )?(statements|lines)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "reads labels[i] for i in range(k), which runs past the end of a list shorter "
      "than k", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0 / 0 returns nan instead of 0",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        ranks = np.arange(1, len(gs) + 1)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(ranks[1:])
        return np.sum(gs / disc)

    judged = {f"r{i}": g for i, g in enumerate(grades)}
    judged.update({f"u{i}": g for i, g in enumerate(unretrieved)})
    ideal = sorted(judged.values(), reverse=True)
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "gen.grip_point", "hidden", "loops over range(n_relevant) reading labels[i], which runs past the end "
      "of a list shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    found = 0
    for i in range(c):
        found += labels[i]
    return found / c
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "returns 1.0 instead of 0 when nothing lies within epsilon (empty "
      "result)",
      [[r"1(\.0)? (for|when|on|if).{0,30}(empty|nothing)", r"empty.{0,50}(1(\.0)?|one)\b",
        r"nothing (is )?(within|inside|returned).{0,50}\b1(\.0)?\b", r"instead of 0", r"should be 0"]], '''
def my_eps_precision(distances, labels, epsilon):
    result = {i: y for i, (d, y) in enumerate(zip(distances, labels)) if d < epsilon}
    if not result:
        return 1.0
    return sum(result.values()) / len(result)
''')

wrong("q27", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precisions = {qid: tp / (tp + fp) for qid, (tp, fp, fn) in enumerate(tables)}
    return sum(precisions.values()) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "pr.averaged", "hidden", "skips a query with no relevant items and averages over the remaining "
      "queries only, instead of counting it as 0 at every level",
      [[r"skip\w*", r"leav\w* out", r"left out", r"exclud\w*", r"ignor\w*", r"drop\w*", r"not count\w*",
        r"fewer queries", r"only (the )?queries with"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = {}
    for qid, (run, R) in enumerate(zip(runs, n_relevant)):
        if R == 0:
            continue
        pts, hits = [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((Fraction(hits, R), Fraction(hits, k)))
        curves[qid] = [max((p for r, p in pts if r >= Fraction(i, 10)), default=Fraction(0)) for i in range(11)]
    return [float(sum(c[j] for c in curves.values()) / len(curves)) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "divides by the number of items actually in the top k (len of the slice) "
      "instead of k, so missing ranks beyond the list end are dropped rather than counted non-relevant",
      [[r"len\w*.{0,20}(slice|top|retrieved|list)", r"number of (items|ranks|documents) (actually )?(retrieved|in the (top|slice|list))",
        r"min\s*\(\s*k", r"instead of k\b", r"not (by )?k\b", r"missing ranks.{0,40}(dropped|ignored|not counted)",
        r"shorter than k"]], '''
def my_p_at_k(labels, k):
    run = {rank: rel for rank, rel in enumerate(labels, 1)}
    top = [run[r] for r in sorted(run) if r <= k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q30", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of n_relevant",
      [[r"sum\s*\(\s*labels", r"(relevant )?(items|documents) retrieved", r"retrieved relevant",
        r"relevant.{0,20}in the (list|ranking|run)", r"instead of n_relevant", r"ignor\w*.{0,30}(n_relevant|unretrieved|never retrieved)",
        r"number of hits"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    rel_ranks = [r for r, y in enumerate(labels, 1) if y]
    if not rel_ranks or not n_relevant:
        return 0.0
    return float(sum(Fraction(i, r) for i, r in enumerate(rel_ranks, 1)) / len(rel_ranks))
''')

wrong("q31", "dcg.classic", "twin", "uses the 0-based enumerate index as the rank (i < 2 undiscounted, then "
      "/ log2(i)), so every discount is one rank late",
      [[r"0-?based", r"zero-?based", r"index (starts?|starting|from) (at )?0", r"enumerate.{0,30}(0|start)",
        r"off.by.one", r"one rank (late|too (late|far))", r"shift\w*"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades):
        if i < 2:
            total += rel
        else:
            total += rel / math.log2(i)
    return total
''')

wrong("q32", "roc.auc", "twin", "ranks the documents by ascending score (lowest first) with sorted(), so it counts "
      "the pairs the negative wins: 1 - AUC",
      [[r"ascending", r"lowest (score )?first", r"revers\w*", r"(wrong|opposite) (sort )?(order|direction)",
        r"1\s*-\s*(the )?AUC", r"complement", r"reverse=True"]], '''
def my_auc(scores, labels):
    run = {f"d{i}": s for i, s in enumerate(scores)}
    qrels = {f"d{i}": y for i, y in enumerate(labels)}
    ranked = sorted(run, key=run.get)
    pos = [d for d in ranked if qrels[d] == 1]
    neg = [d for d in ranked if qrels[d] != 1]
    total = 0.0
    for p in pos:
        for n in neg:
            if run[p] == run[n]:
                total += 0.5
            elif ranked.index(p) < ranked.index(n):
                total += 1
    return total / (len(pos) * len(neg))
''')

wrong("q33", "scope.knn_ties", "twin", "sorts the tied targets relevant-first for the lowest bound and "
      "relevant-last for the highest, so the two bounds come out swapped",
      [[r"swap\w*", r"revers\w*", r"(wrong|opposite) order", r"(lowest|pessimistic).{0,50}relevant (first|ranked first)",
        r"relevant (first|ranked first).{0,50}(lowest|pessimistic)", r"highest first", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ids = range(len(distances))
    low_order = sorted(ids, key=lambda i: (distances[i], -labels[i]))
    high_order = sorted(ids, key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in low_order[:k]) / k
    high = sum(labels[i] for i in high_order[:k]) / k
    return [low, high]
''')

wrong("q34", "map.mrr", "twin", "averages the reciprocal ranks over the queries that found a relevant item only, "
      "dropping the queries whose RR is 0 from the denominator",
      [[r"(only|just) (the )?queries (that|with|which)", r"drop\w*", r"skip\w*", r"exclud\w*", r"leav\w* out",
        r"left out", r"not count\w*.{0,30}(0|zero)", r"fewer queries", r"denominator"]], '''
def my_mrr(runs):
    rr = {}
    for qid, run in enumerate(runs):
        first = next((rank for rank, rel in enumerate(run, 1) if rel), None)
        if first is not None:
            rr[qid] = 1 / first
    return sum(rr.values()) / len(rr)
''')

wrong("q35", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the first ROC point where FPR >= FNR, without "
      "interpolating the crossing between two ROC points",
      [[r"(not|never|without|no) interpolat\w*", r"interpolat\w*.{0,30}(missing|skipped|not done)",
        r"first (ROC )?point", r"nearest (ROC )?point", r"a ROC point.{0,30}instead"]], '''
def my_eer(scores, labels):
    run = {i: s for i, s in enumerate(scores)}
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    for t in sorted(set(run.values()), reverse=True):
        above = [i for i in run if run[i] >= t]
        tp = sum(1 for i in above if labels[i] == 1)
        fp = len(above) - tp
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.5
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision divides by the length of the retrieved LIST, so an id retrieved twice "
      "counts twice in the denominator",
      [[r"duplicat\w*", r"count\w* twice", r"len\s*\(\s*retrieved\s*\)", r"list.{0,20}not.{0,10}set",
        r"not (a )?set", r"without (a )?set", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = {doc for doc in retrieved if doc in rel}
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    recall = len(hits) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "rank.distances", "data", "treats the distances as retrieval scores and sorts them high to low "
      "(farthest first)",
      [[r"farthest", r"furthest", r"descending", r"high(est)? (to low|first)", r"largest (distance )?first",
        r"reverse=True", r"as (retrieval )?scores", r"(wrong|opposite) (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    run = {f"d{i}": dist for i, dist in enumerate(distances)}
    qrels = {f"d{i}": y for i, y in enumerate(labels)}
    ranking = sorted(run, key=lambda doc: run[doc], reverse=True)
    return sum(qrels[doc] for doc in ranking[:k]) / k
''')

wrong("q38", "ndcg.value", "data", "appends the unretrieved grades to the ranking, so the DCG counts the relevant "
      "items that were never retrieved as if retrieved at the end",
      [[r"unretrieved.{0,30}(in|into|to) the (DCG|ranking|run)", r"DCG.{0,40}(includes?|counts?).{0,30}unretrieved", r"append\w*", r"(added|adds) to the (ranking|run|list)",
        r"as if (they were )?retrieved", r"never retrieved.{0,40}(counted|included)"]], '''
import math

ranking = list(v["grades"]) + list(v["unretrieved"])
ideal = sorted(ranking, reverse=True)

def dcg(gs):
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2))

my_ndcg_value = dcg(ranking) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q39", "gen.grip_point", "data", "takes the class size from the labels (the number of relevant items "
      "retrieved) instead of n_relevant",
      [[r"sum\s*\(\s*labels", r"(relevant )?(items )?retrieved", r"count\w* (of )?(the )?(1s|ones|labels)",
        r"instead of n_relevant", r"ignor\w*.{0,20}n_relevant", r"class size.{0,40}labels"]], '''
def my_grip_point(labels, n_relevant):
    run = {f"d{i}": rel for i, rel in enumerate(labels, 1)}
    c = sum(run.values())
    top_c = sorted(run, key=lambda d: int(d[1:]))[:c]
    return sum(run[d] for d in top_c) / c if c else 0.0
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp], so it averages tp / (tp + fn) (recall) "
      "instead of tp / (tp + fp)",
      [[r"\[tp, fn, fp\]", r"column", r"order of (the )?(fields|columns|entries)", r"fn (instead of|for) fp",
        r"fp and fn (swapped|confused|mixed)", r"swap\w*", r"recall"]], '''
def my_macro_precision(tables):
    per_query = {}
    for qid, (tp, fn, fp) in enumerate(tables):
        per_query[qid] = tp / (tp + fp) if tp + fp else 0.0
    return sum(per_query.values()) / len(per_query)
''')

wrong("q41", "roc.eer", "data", "takes label 0 as the positive class, so the ROC curve is that of the negatives "
      "and the EER comes out as 1 - EER",
      [[r"label 0", r"0 as (the )?positive", r"positive (class )?(is|as) 0", r"(labels|classes) (inverted|swapped|flipped)",
        r"invert\w*", r"flip\w*", r"1\s*-\s*(the )?EER", r"negatives as positives"]], '''
def my_eer(scores, labels):
    qrels = {i: (1 if y == 0 else 0) for i, y in enumerate(labels)}
    P = sum(qrels.values())
    N = len(qrels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        above = [i for i, s in enumerate(scores) if s >= t]
        tp = sum(qrels[i] for i in above)
        pts.append(((len(above) - tp) / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        if f1 >= m1:
            if f0 >= m0 or f1 - m1 == 0:
                return f1 if f1 - m1 == 0 else f0
            t = (m0 - f0) / ((f1 - f0) - (m1 - m0))
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances on their own, so the labels no longer line up "
      "with the distances they belong to",
      [[r"(labels?|relevance).{0,40}(no longer|not|don'?t|misaligned|out of) (line|align|match|step)",
        r"misalign\w*", r"sort\w* (the )?distances (alone|on their own|separately|without)", r"separately",
        r"(broke|lost|breaks|loses) (the )?(pairing|alignment|correspondence)", r"wrong labels"]], '''
def my_eps_precision(distances, labels, epsilon):
    ranked = sorted(distances)
    inside = [labels[i] for i, d in enumerate(ranked) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "dict of relevant ranks and next() over sorted recalls", '''
def my_step_interpolated(labels, n_relevant, level):
    if not n_relevant:
        return 0.0
    points = {}
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points[hits / n_relevant] = hits / rank
    return next((points[r] for r in sorted(points) if r >= level), 0.0)
''')

right("q44", "set.pr", "sets of ids with a guard on each empty set", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("q45", "ap.exact", "run dict and exact Fractions", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    run = {f"d{r}": y for r, y in enumerate(labels, 1)}
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for rank, doc in enumerate(sorted(run, key=lambda d: int(d[1:])), 1):
        if run[doc]:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q46", "ndcg.all_judgments", "qrels dict of all judged grades, sorted() for the ideal", '''
import math

def my_ndcg(grades, unretrieved):
    qrels = {f"r{i}": g for i, g in enumerate(grades)}
    qrels.update({f"u{i}": g for i, g in enumerate(unretrieved)})

    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(qrels.values(), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

right("q47", "map.mrr", "itertools.compress over the ranks", '''
from itertools import compress

def my_mrr(runs):
    rr = {}
    for qid, run in enumerate(runs):
        first = next(compress(range(1, len(run) + 1), run), None)
        rr[qid] = 1 / first if first else 0.0
    return sum(rr.values()) / len(rr)
''')

right("q48", "rank.distances", "NumPy stable argsort of the distances", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

SUBMISSIONS = tuple(S)
