"""Diagnosis class 105, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in records and tables: lists of dicts or tuples per item (rank, label, score, distance), sorting records by a
key (and slipping on the key), grouping with ``itertools.groupby`` or ``dict.setdefault``, ``Counter``, ``zip``
into records and back, lookups by id. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c105-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class105): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 105 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c105-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)",
        r"without (the )?beta", r"(as if|assum\w*) beta (is|were) (always )?1"]], '''
def my_f(precision, recall, beta):
    row = {"P": precision, "R": recall, "beta": beta}
    if row["P"] + row["R"] == 0:
        return 0.0
    return 2 * row["P"] * row["R"] / (row["P"] + row["R"])
''')

wrong("q02", "roc.auc", "sibling", "returns the average precision of the ranking sorted by score instead of the "
      "area under the ROC curve",
      [[r"average precision", r"\bAP\b", r"precision at (each|the) relevant", r"precision.{0,30}(ranking|ranks)"]], '''
def my_auc(scores, labels):
    records = [{"score": s, "label": y} for s, y in zip(scores, labels)]
    records.sort(key=lambda r: r["score"], reverse=True)
    hits, total = 0, 0.0
    for rank, rec in enumerate(records, start=1):
        if rec["label"] == 1:
            hits += 1
            total += hits / rank
    n_pos = sum(r["label"] for r in records)
    return total / n_pos if n_pos else 0.0
''')

wrong("q03", "pr.points", "sibling", "returns the interpolated precision at each point (the maximum precision at "
      "this rank or later) instead of the precision at the point itself",
      [[r"interpolat\w*", r"max\w* (of the )?precision", r"(maximum|max|best) .{0,30}(later|after|to the right|"
        r"further down|following)", r"running max", r"max\w* over"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append({"rank": rank, "recall": hits / n_relevant, "precision": hits / rank})
    out = []
    for i, p in enumerate(points):
        out.append(max(q["precision"] for q in points[i:]))
    return out
''')

wrong("q04", "ndcg.all_judgments", "sibling", "uses the trec_eval-style discount log2(i + 1) at every rank "
      "instead of the classic DCG (rel_1 undiscounted, then log2(i))",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"log\w*\(rank ?\+ ?1\)", r"i ?\+ ?1", r"rank ?\+ ?1",
        r"(other|another|wrong|different) (dcg )?"
        r"(discount|formulation)", r"discount.{0,40}(first|rank 1|every rank)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(rank + 1) for rank, g in enumerate(gs, 1))
    table = [("ret", g) for g in grades] + [("unret", g) for g in unretrieved]
    ideal = sorted((g for _, g in table), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (tp and fp summed over the queries "
      "first) instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables|true positives).{0,40}(first|before|over)",
        r"(summed|added|total).{0,30}(over|across) (all )?(the )?queries",
        r"(one|a single) (big|pooled|combined) (table|contingency)"]], '''
def my_macro_precision(tables):
    records = [dict(zip(("tp", "fp", "fn"), t)) for t in tables]
    tp = sum(r["tp"] for r in records)
    fp = sum(r["fp"] for r in records)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q06", "ap.eleven_point", "sibling", "returns the exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact (average precision|AP)", r"non.?interpolated", r"un.?interpolated", r"(plain|ordinary|uninterpolated) "
        r"(AP|average precision)", r"precision at (each|the) relevant (rank|item)", r"\bAP\b(?! *@)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    rows = [(rank, lab) for rank, lab in enumerate(labels, 1)]
    hits, precs = 0, []
    for rank, lab in rows:
        if lab:
            hits += 1
            precs.append(hits / rank)
    return sum(precs) / n_relevant
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value (one binomial tail) instead of the "
      "two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not (doubled|two.?sided)",
        r"(forgot|without|missing|never) (to )?doubl\w*", r"half (of )?the (two.?sided )?p"]], '''
from collections import Counter
from math import comb

rows = list(zip(v["a"], v["b"]))
outcome = Counter("win" if a > b else "loss" if a < b else "tie" for a, b in rows)
n = outcome["win"] + outcome["loss"]
k = min(outcome["win"], outcome["loss"])
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta squared", r"squar\w*", r"\bbeta\b.{0,30}not squared",
        r"beta\xb2", r"beta²"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"base.?e\b", r"log base", r"(other|another|wrong) base", r"math\.log\b",
        r"np\.log\b", r"base.?2"]], '''
import numpy as np

def my_dcg(grades):
    rows = list(enumerate(grades, start=1))
    return float(sum(g if rank == 1 else g / np.log(rank) for rank, g in rows))
''')

wrong("q10", "gen.practical", "shape", "writes the recall lower bound as v / (d - s), dropping the + v of "
      "v / (d - s + v)",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+ ?v\b", r"(missing|drop\w*|forg[eo]t|without|left out).{0,30}\bv\b",
        r"d\s*-\s*s\b"], [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for lab in labels if lab == 1)
    info = {"precision": v / s, "recall_lower": v / (d - s) if v else 0.0, "generality_lower": v / d}
    return [info["precision"], info["recall_lower"], info["generality_lower"]]
''', crash="ZeroDivisionError")

wrong("q11", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead of k",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list|whole list|ranking)", r"(whole|full|entire) list",
        r"list length", r"number of (items|ranks|labels) in the list", r"instead of (by )?k\b"]], '''
def my_p_at_k(labels, k):
    table = [{"rank": i + 1, "rel": x} for i, x in enumerate(labels)]
    top = [row for row in table if row["rank"] <= k]
    return sum(row["rel"] for row in top) / len(table)
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti\w*.{0,30}(full|whole) (win|point|pair|1)", r"ti\w*.{0,30}(count\w*|as) (a )?(1|one)\b(?!\s*/)", r">=",
        r"≥", r"greater (than )?or equal", r"at least as high", r"ties? (are |as )?(a )?wins?"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ap.exact", "shape", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant items (retrieved|found)", r"retrieved relevant", r"number of hits", r"(number|count) of "
        r"relevant (items )?(in the list|retrieved|found)", r"sum\(labels\)", r"instead of n_relevant",
        r"not (by )?n_relevant", r"unretrieved.{0,30}(ignored|left out|missing)"]], '''
def my_ap(labels, n_relevant):
    records = [(rank, lab) for rank, lab in enumerate(labels, 1)]
    rel_rows = [r for r in records if r[1] == 1]
    if not rel_rows or n_relevant == 0:
        return 0.0
    precs = [(i + 1) / rank for i, (rank, _) in enumerate(rel_rows)]
    return sum(precs) / len(rel_rows)
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant targets within epsilon by the number of all "
      "targets instead of the number returned",
      [[r"(divid\w*|over) (by )?all (the )?targets", r"(whole|entire) (collection|database|list)", r"len\(distances\)",
        r"total number of targets", r"instead of (the )?(number )?(returned|retrieved)",
        r"not (by )?(the )?(number )?(returned|retrieved)", r"collection size"]], '''
def my_eps_precision(distances, labels, epsilon):
    targets = [{"d": d, "rel": y} for d, y in zip(distances, labels)]
    result = [t for t in targets if t["d"] < epsilon]
    if not result:
        return 0.0
    return sum(t["rel"] for t in result) / len(targets)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.step", "flow", "does not stop at the first relevant point whose recall reaches the level: "
      "the loop overwrites it and returns the precision of the last point instead",
      [[r"(first|earliest) (relevant )?(point|rank|item)", r"no break", r"(missing|without|forg[eo]t\w*).{0,20}break",
        r"overwrit\w*", r"last (relevant )?(point|rank|item)", r"(keeps|kept) (on )?(going|looping|updating)",
        r"never stops?", r"does not stop"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append({"recall": hits / n_relevant, "precision": hits / rank})
    p = 0.0
    for pt in points:
        if pt["recall"] >= level:
            p = pt["precision"]
    return p
''')

wrong("q16", "map.mrr", "flow", "keeps looping after the first relevant item, so each query's reciprocal rank is "
      "that of its last relevant item",
      [[r"last relevant", r"no break", r"(missing|without|forg[eo]t\w*).{0,20}break",
        r"overwrit\w*", r"does not stop", r"never stops?", r"(keeps|kept) (on )?(going|looping|updating)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, start=1):
            if lab == 1:
                rr = 1 / rank
        rrs.append(rr)
    return sum(rrs) / len(rrs)
''')

wrong("q17", "interp.curve", "flow", "builds the recall levels with range(10), so the level 1.0 is missing (10 "
      "values instead of 11)",
      [[r"range\(10\)", r"10 (values|levels|points|precisions)", r"1\.0.{0,30}(missing|left out|never|omitted)",
        r"(missing|without|omit\w*|drop\w*|left out).{0,30}(level )?1\.0", r"last level", r"off.by.one",
        r"too short", r"one (level|value) (short|missing|too few)"]], '''
def my_interpolated(labels, n_relevant):
    rows, hits = [], 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        rows.append({"P": hits / rank, "R": hits / n_relevant if n_relevant else 0.0})
    curve = []
    for i in range(10):
        r = i / 10
        curve.append(max((row["P"] for row in rows if row["R"] >= r), default=0.0))
    return curve
''')

wrong("q18", "pr.averaged", "flow", "appends each query's curve after the loop over queries, so only the last "
      "query's curve is averaged",
      [[r"last query", r"only one query", r"(one|a single) query'?s? (curve|value)", r"after the loop",
        r"outside the loop", r"indent\w*", r"(other|earlier|first) quer(y|ies).{0,30}(lost|ignored|dropped|missing)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        rows, hits = [], 0
        for rank, lab in enumerate(labels, 1):
            hits += lab
            rows.append((hits / n if n else 0.0, hits / rank))
        curve = [max((p for r, p in rows if r >= lv), default=0.0) if n else 0.0 for lv in levels]
    curves.append(curve)
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q19", "rank.distances", "flow", "calls sorted() on the records but never keeps the result, so P@k is taken "
      "over the items in input order",
      [[r"never sorted", r"not sorted", r"unsorted", r"(input|original|given) order", r"sorted\(\).{0,40}"
        r"(discarded|thrown away|not (kept|assigned|used)|lost)", r"(result|return value) of sorted",
        r"without sorting", r"(never|not) (re)?ordered"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    records = [{"id": i, "dist": d, "rel": y} for i, (d, y) in enumerate(zip(distances, labels))]
    sorted(records, key=lambda r: r["dist"])
    top = records[:k]
    return sum(r["rel"] for r in top) / k
''')

wrong("q20", "scope.knn_ties", "flow", "sorts the same list object twice for the two tie rules (an alias, not a "
      "copy), so both bounds come from the last sort (the optimistic one)",
      [[r"alias\w*", r"same (list|object)", r"(not a|no|without a?) copy", r"cop(y|ies)",
        r"both bounds? (come from|use|are) (the )?(same sort|optimistic|highest)", r"in.?place",
        r"overwr\w*", r"second sort"]], '''
def my_knn_tie_bounds(distances, labels, k):
    records = list(zip(distances, labels))
    worst = records
    worst.sort(key=lambda r: (r[0], r[1]))
    best = records
    best.sort(key=lambda r: (r[0], -r[1]))
    low = sum(y for _, y in worst[:k]) / k
    high = sum(y for _, y in best[:k]) / k
    return [low, high]
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those "
      "within the top k",
      [[r"(beyond|past|after|below) (rank )?k", r"(whole|entire|full) list", r"not (only )?(within|in) the top ?k",
        r"(ignor\w*|no|without|missing) (the )?(cut|cutoff|slice|k\b)", r"every relevant rank",
        r"all (the )?relevant ranks", r"(stop|cut) at k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    rows, hits = [], 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            rows.append({"rank": rank, "prec": hits / rank})
    return sum(r["prec"] for r in rows) / denom
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard, so nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = ret & rel
    precision = len(hits) / len(ret)
    recall = len(hits) / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, so a list "
      "shorter than the class gets a too high precision (missing ranks not counted as non-relevant)",
      [[r"len\(labels\[:", r"length of the (slice|cut|top|list)", r"divid\w* by (the )?(number of )?(items|ranks) (in|of) the (slice|top)",
        r"slice'?s? length", r"(instead of|not) (by )?(c|n_relevant|the class size)\b"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = [{"rank": i, "rel": y} for i, y in enumerate(labels[:c], 1)]
    return sum(r["rel"] for r in top) / len(top)
''')

wrong("q24", "avg.macro", "hidden", "skips the queries with nothing retrieved instead of counting their precision "
      "as 0 in the mean",
      [[r"skip\w*", r"(left|leaves|leaving) out", r"drop\w*", r"ignor\w*", r"exclud\w*", r"not counted",
        r"(fewer|only the other) queries"], [r"nothing retrieved", r"empty", r"tp ?\+ ?fp ?(==|=|is) ?0",
        r"no (item|document)s? retrieved", r"retrieved nothing", r"(as|count\w*) (a )?0\b", r"zero"]], '''
def my_macro_precision(tables):
    precs = {}
    for qid, (tp, fp, fn) in enumerate(tables):
        if tp + fp == 0:
            continue
        precs[qid] = tp / (tp + fp)
    return sum(precs.values()) / len(precs)
''')

wrong("q25", "ap.exact", "hidden", "divides by n_relevant without the guard, so a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    table = list(zip(range(1, len(labels) + 1), labels))
    hits, total = 0, 0.0
    for rank, lab in table:
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "map.mean", "hidden", "leaves the queries with no relevant item retrieved out of the mean instead of "
      "counting their AP as 0",
      [[r"skip\w*", r"(left|leaves|leaving) out", r"drop\w*", r"ignor\w*", r"exclud\w*", r"not counted",
        r"fewer queries", r"only (the )?queries (with|that)"], [r"no relevant", r"never retrieved", r"nothing relevant",
        r"AP (of )?0", r"zero", r"(as|count\w*) (a )?0\b", r"without (a )?hits?"]], '''
def my_map(runs, n_relevant):
    by_query = {}
    for qid, (labels, n) in enumerate(zip(runs, n_relevant)):
        hits, total = 0, 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                total += hits / rank
        if hits:
            by_query.setdefault(qid, total / n)
    return sum(by_query.values()) / len(by_query) if by_query else 0.0
''')

wrong("q27", "scope.eps_precision", "hidden", "divides by the number of targets returned without a guard, so an "
      "empty result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = [(d, y) for d, y in zip(distances, labels) if d < epsilon]
    return sum(y for _, y in result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.knn_ties", "hidden", "looks up the distance of the item after the k-th (records[k]) to find the "
      "tie, which raises IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    records = sorted(zip(distances, labels), key=lambda r: r[0])
    cut = records[k - 1][0]
    after = records[k][0]
    if after != cut:
        p = sum(y for _, y in records[:k]) / k
        return [p, p]
    inside = [y for d, y in records if d < cut]
    tied = [y for d, y in records if d == cut]
    room = k - len(inside)
    rel_tied = sum(tied)
    low = sum(inside) + max(0, room - (len(tied) - rel_tied))
    high = sum(inside) + min(room, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 weights recall there), "
      "which gives F with 1/beta",
      [[r"swap\w*", r"(exchang|revers|interchang|mix)\w*", r"(wrong|other) way round", r"confus\w*",
        r"beta.{0,10}(\^|\*\*) ?2 \* recall", r"beta.?2.{0,20}(on|with|times|weights?) (the )?recall"],
       [r"precision", r"recall", r"\bP\b", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * p * r / (b2 * r + p)
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as (tp, fn, fp) instead of [tp, fp, fn], so what it "
      "divides by is tp + fn (the recall of each query)",
      [[r"unpack\w*", r"(column|field|entry|element|position)s? (order|swapped|mixed|confused)",
        r"(order|positions?) of (the )?(columns|fields|entries|counts|table)", r"(fp|fn) and (fn|fp) (swapped|mixed|confused)",
        r"swap\w*.{0,30}(fp|fn)", r"tp, fn, fp", r"misread\w*.{0,30}table"]], '''
def my_macro_precision(tables):
    records = []
    for tp, fn, fp in tables:
        records.append({"tp": tp, "fp": fp, "fn": fn})
    precs = [r["tp"] / (r["tp"] + r["fp"]) if r["tp"] + r["fp"] else 0.0 for r in records]
    return sum(precs) / len(precs)
''')

wrong("q31", "roc.auc", "twin", "groups the records by label with groupby over a list sorted by label, so the "
      "first group is label 0: positives and negatives are swapped (1 - AUC)",
      [[r"(positives?|negatives?).{0,30}(swap\w*|exchang\w*|revers\w*|confus\w*|mixed|the wrong way)",
        r"swap\w*.{0,30}(positive|negative|label|group)", r"label 0.{0,30}first", r"(group|unpack)\w*.{0,40}"
        r"(order|wrong)", r"sorted by label", r"groupby"]], '''
from itertools import groupby

def my_auc(scores, labels):
    records = sorted(zip(labels, scores), key=lambda r: r[0])
    groups = [[s for _, s in grp] for _, grp in groupby(records, key=lambda r: r[0])]
    pos, neg = groups
    total = 0.0
    for p in pos:
        for n in neg:
            total += 1.0 if p > n else 0.5 if p == n else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q32", "gen.practical", "twin", "returns the two bounds in the wrong order: the generality bound where the "
      "recall bound belongs and vice versa",
      [[r"(wrong|swapped|reversed|other) order", r"swap\w*", r"(exchang|interchang)\w*", r"order of (the )?"
        r"(list|result|values|bounds|outputs)", r"(positions?|places?) (swapped|exchanged|mixed)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    bounds = {"precision": v / s, "recall_lower": v / (d - s + v) if v else 0.0, "generality_lower": v / d}
    return [bounds["precision"], bounds["generality_lower"], bounds["recall_lower"]]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = the number of all queries) instead of "
      "dropping them before the binomial test",
      [[r"ti(e|es|ed)\b.{0,40}(not dropped|kept|included|counted|left in|in n\b)", r"(not|never|without) "
        r"drop\w*.{0,30}ti", r"n\s*=\s*len", r"(all|every) (the )?queries", r"n (counts|includes)"]], '''
from collections import Counter
from math import comb

outcome = Counter("a" if x > y else "b" if x < y else "tie" for x, y in zip(v["a"], v["b"]))
n = len(v["a"])
k = min(outcome["a"], n - outcome["a"])
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q34", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list length) instead of min(k, n_relevant)",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list)", r"list length", r"(length|size) of the (list|ranking)",
        r"min\(k, ?len", r"number of (items|ranks) (in the list|retrieved)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    rows = [{"rank": r, "rel": y} for r, y in enumerate(labels, 1) if r <= k]
    hits, total = 0, 0.0
    for row in rows:
        if row["rel"]:
            hits += 1
            total += hits / row["rank"]
    return total / min(k, len(labels))
''')

wrong("q35", "roc.eer", "twin", "sorts the records by score ascending (lowest first), so the ROC walk starts at "
      "the wrong end and the crossing read is 1 - EER",
      [[r"ascending", r"lowest (score )?first", r"reverse\s*=\s*True", r"(wrong|reversed|reverse|opposite) "
        r"(end|order|direction|sort)", r"not (sorted )?descending", r"(sorted|sorts) .{0,20}(the wrong way|upward)"]], '''
from itertools import groupby

def my_eer(scores, labels):
    records = sorted(zip(scores, labels), key=lambda r: r[0])
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(records, key=lambda r: r[0]):
        grp = list(grp)
        tp += sum(y for _, y in grp)
        fp += sum(1 - y for _, y in grp)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return pts[-1][0]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "sorts the (rank, label) records by the label instead of keeping "
      "them in rank order, so the relevant items are counted first",
      [[r"sort\w*.{0,30}(by )?(the )?label", r"(by|on) (the )?label", r"(rank|ranking'?s?|given|original) order",
        r"relevant (items )?first", r"(wrong|another) (sort )?key", r"key=.{0,20}(label|\[1\])",
        r"(reorder|re-order|rearrang)\w*"]], """
records = [(rank, lab) for rank, lab in enumerate(v["labels"], 1)]
records.sort(key=lambda r: r[1], reverse=True)
R = v["n_relevant"]
my_r_precision = sum(lab for _, lab in records[:R]) / R
""")

wrong("q37", "rank.distances", "data", "sorts by distance in descending order (as if the distance were a score), "
      "so the farthest items come first",
      [[r"descending", r"reverse\s*=\s*True", r"farthest", r"largest (distance )?first", r"(as if|like) (the )?"
        r"(distance|it) (was|were) a (score|similarity)", r"(wrong|reversed|opposite) (order|direction)",
        r"nearest (items? )?(last|at the end)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    records = [(d, y) for d, y in zip(distances, labels)]
    records.sort(key=lambda r: r[0], reverse=True)
    return sum(y for _, y in records[:k]) / k
''')

wrong("q38", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal DCG) instead of "
      "keeping the ranking's order",
      [[r"ideal", r"sort\w*", r"(high|best) (to|first)", r"(ranking'?s?|given|original) order",
        r"(reorder|re-order|rearrang)\w*", r"descending"]], '''
from math import log2

ranked = sorted(enumerate(v["grades"], 1), key=lambda r: r[1], reverse=True)
my_dcg_trec = sum(g / log2(pos + 1) for pos, (_, g) in enumerate(ranked, 1))
''')

wrong("q39", "set.pr", "data", "counts the retrieved list with its duplicates (an id retrieved twice counts "
      "twice) instead of as a set",
      [[r"duplicat\w*", r"(not|never) (as )?a set", r"(as|a) list", r"count\w* (it |them )?twice",
        r"repeated", r"dedup\w*", r"set\("]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [doc for doc in retrieved if doc in rel]
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    recall = len(set(hits)) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q40", "interp.curve", "data", "computes recall over the relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"instead of "
        r"n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,30}(ignored|left out|missing)"]], '''
def my_interpolated(labels, n_relevant):
    total = sum(labels)
    rows, hits = [], 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        rows.append({"P": hits / rank, "R": hits / total if total else 0.0})
    return [max((r["P"] for r in rows if r["R"] >= i / 10), default=0.0) for i in range(11)]
''')

wrong("q41", "map.mrr", "data", "takes the rank as labels.index(1), a 0-based position, so the ranks are one too "
      "small (and rank 1 divides by zero)",
      [[r"0.based", r"zero.based", r"index\(1\)", r"off.by.one", r"one too (small|low)", r"\+ ?1",
        r"(position|index) (instead of|not|is not) (the )?rank", r"rank (starts?|counted) (at|from) 0"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / run.index(1))
        else:
            rrs.append(0.0)
    return sum(rrs) / len(rrs)
''', crash="ZeroDivisionError")

wrong("q42", "ndcg.value", "data", "puts the unretrieved grades at the end of the ranking and counts them in the "
      "DCG of the run, not only in the ideal",
      [[r"unretrieved.{0,40}(in|into|to) the (run'?s? )?(dcg|ranking|run|list)", r"(append|add)\w*.{0,40}"
        r"unretrieved.{0,30}(ranking|run|dcg|end)", r"unretrieved.{0,30}(appended|added|counted) (to|in)",
        r"(as if|like) (they|the unretrieved).{0,20}(were )?retrieved", r"dcg of the run.{0,40}unretrieved"]], '''
from math import log2

run = [("ret", g) for g in v["grades"]] + [("unret", g) for g in v["unretrieved"]]

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted((g for _, g in run), reverse=True)
my_ndcg_value = dcg([g for _, g in run]) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mean", "records per query in a dict, dict.setdefault", '''
def my_map(runs, n_relevant):
    aps = {}
    for qid, (labels, n) in enumerate(zip(runs, n_relevant)):
        rows = [(rank, lab) for rank, lab in enumerate(labels, 1)]
        hits, total = 0, 0.0
        for rank, lab in rows:
            if lab:
                hits += 1
                total += hits / rank
        aps.setdefault(qid, total / n if n else 0.0)
    return sum(aps.values()) / len(aps)
''')

right("q44", "dcg.trec", "records (rank, grade) with enumerate", '''
from math import log2

rows = [{"rank": r, "grade": g} for r, g in enumerate(v["grades"], 1)]
my_dcg_trec = sum(row["grade"] / log2(row["rank"] + 1) for row in rows)
''')

right("q45", "set.pr", "sets and a Counter of the ids", '''
from collections import Counter

def my_set_pr(retrieved, relevant):
    ret = Counter(retrieved)
    rel = set(relevant)
    hits = sum(1 for doc in ret if doc in rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

right("q46", "scope.knn_ties", "records sorted with a key tuple for each tie rule", '''
def my_knn_tie_bounds(distances, labels, k):
    records = [(d, y) for d, y in zip(distances, labels)]
    worst = sorted(records, key=lambda r: (r[0], r[1]))
    best = sorted(records, key=lambda r: (r[0], -r[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("q47", "interp.curve", "records with exact Fractions", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    rows, hits = [], 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        rows.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, rank)))
    levels = [Fraction(i, 10) for i in range(11)]
    return [float(max((p for r, p in rows if r >= lv), default=0)) for lv in levels]
''')

right("q48", "ndcg.all_judgments", "records of (source, grade) and zip", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    judged = [("ret", g) for g in grades] + [("unret", g) for g in unretrieved]
    ideal = sorted((g for _, g in judged if g > 0), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
