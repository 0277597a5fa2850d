"""Diagnosis class 216, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write dict- and Counter-heavy code: defaultdict accumulators, dict comprehensions over ranks, keys that collide,
get() defaults, next to some loops, NumPy, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c216-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class216): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 216 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c216-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"\bhits\b",
        r"found in the (list|ranking)", r"sum\(labels\)", r"count of (the )?1s", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant"]], '''
from collections import Counter

def my_ap(labels, n_relevant):
    seen = Counter()
    prec_at = {}
    for rank, lab in enumerate(labels, start=1):
        seen[lab] += 1
        if lab == 1:
            prec_at[rank] = seen[1] / rank
    if not prec_at:
        return 0.0
    return sum(prec_at.values()) / seen[1]
''')

wrong("q02", "dcg.classic", "sibling", "returns NDCG (DCG divided by the DCG of the grades sorted high to low) "
      "instead of the DCG itself",
      [[r"\bndcg\b", r"normali[sz]", r"ideal", r"divid\w* by (the )?(i?dcg|best)", r"\bidcg\b"]], '''
from math import log2

def my_dcg(grades):
    def dcg(gs):
        disc = {i: (1.0 if i == 1 else log2(i)) for i in range(1, len(gs) + 1)}
        return sum(g / disc[i] for i, g in enumerate(gs, 1))
    best = dcg(sorted(grades, reverse=True))
    return dcg(grades) / best if best else 0.0
''')

wrong("q03", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only: the "
      "unretrieved relevant items are left out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import math

def my_ndcg(grades, unretrieved):
    gain_at = {i: g for i, g in enumerate(grades, 1)}
    def dcg(by_rank):
        return sum(g if i == 1 else g / math.log2(i) for i, g in by_rank.items())
    ideal = {i: g for i, g in enumerate(sorted(grades, reverse=True), 1)}
    idcg = dcg(ideal)
    return dcg(gain_at) / idcg if idcg > 0 else 0.0
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (tp and fp summed over the queries "
      "first) instead of the macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables).{0,30}(first|over|before)",
        r"total (tp|counts)", r"aggregat\w* (the )?counts"]], '''
from collections import Counter

def my_macro_precision(tables):
    total = Counter()
    for tp, fp, fn in tables:
        total["tp"] += tp
        total["fp"] += fp
    retrieved = total["tp"] + total["fp"]
    return total["tp"] / retrieved if retrieved else 0.0
''')

wrong("q05", "interp.curve", "sibling", "uses the step rule (the precision at the first rank whose recall reaches r) "
      "instead of the maximum precision over all ranks at or beyond r",
      [[r"first rank", r"step (rule|interpolation)", r"not the max", r"without (the |a )?max",
        r"max\w* (precision )?(over|to the right|of (all|later))", r"later ranks",
        r"first (point|rank) (that|which|whose)"]], '''
def my_interpolated(labels, n_relevant):
    hits = 0
    points = {}
    for k, lab in enumerate(labels, 1):
        hits += lab
        points[k] = (hits / n_relevant if n_relevant else 0.0, hits / k)
    out = []
    for i in range(11):
        r = i / 10
        first = next((p for rec, p in points.values() if rec >= r), 0.0)
        out.append(first)
    return out
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper", r"largest (possible )?generality", r"highest generality", r"maximum generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"every unjudged item (is )?relevant", r"unjudged.{0,30}relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    counts = {lab: labels.count(lab) for lab in set(labels)}
    v = counts.get(1, 0)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"returns? (the )?recall", r"recalls? instead", r"recall (values|of each)", r"hits ?/ ?n_relevant",
        r"x.?coordinate", r"wrong (axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    curve = {}
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            curve[rank] = hits / n_relevant
    return list(curve.values())
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the formula (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"squar\w*", r"beta \*\* ?2", r"b\*\*2", r"beta instead of beta", r"power"]], '''
def my_f(precision, recall, beta):
    parts = {"p": precision, "r": recall, "b": beta}
    denom = parts["b"] * parts["p"] + parts["r"]
    if denom == 0:
        return 0.0
    return (1 + parts["b"]) * parts["p"] * parts["r"] / denom
''')

wrong("q09", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"full (win|point|credit)", r"whole (win|point)",
                                             r"counts? (as )?(a )?(1|one)\b", r">=", r"instead of (1/2|half|0\.5)",
                                             r"not (1/2|half|0\.5)", r"as (a )?win"]], '''
from collections import defaultdict

def my_auc(scores, labels):
    by_class = defaultdict(list)
    for s, y in zip(scores, labels):
        by_class[y].append(s)
    pos, neg = by_class[1], by_class[0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax\b", r"larger of", r"maximum"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = {rank: lab for rank, lab in enumerate(labels[:k], 1)}
    hits, total = 0, 0.0
    for rank, lab in top.items():
        if lab:
            hits += 1
            total += hits / rank
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q11", "dcg.trec", "shape", "the discount is log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2?\(i\) ?\+ ?1", r"outside (the )?(log|parenthes)", r"parenthes", r"\+ ?1 (outside|after)",
        r"1 \+ log"]], '''
import math

discount = {i: math.log2(i) + 1 for i in range(1, len(v["grades"]) + 1)}
my_dcg_trec = sum(g / discount[i] for i, g in enumerate(v["grades"], 1))
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled) instead "
      "of the two-sided one",
      [[r"one.sided", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"single tail",
        r"one tail"]], '''
from collections import Counter
from math import comb

signs = Counter((x > y) - (x < y) for x, y in zip(v["a"], v["b"]))
n = signs[1] + signs[-1]
low = min(signs[1], signs[-1])
my_sign_p = sum(comb(n, i) for i in range(low + 1)) / 2 ** n
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid", r"denominator", r"levels"]], '''
def my_11pt(labels, n_relevant):
    pr = {}
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr[k] = (hits / n_relevant if n_relevant else 0.0, hits / k)
    interp = {r: max((p for rec, p in pr.values() if rec >= r / 10), default=0.0) for r in range(11)}
    return sum(interp.values()) / 10
''')

wrong("q14", "gen.practical", "shape", "the recall lower bound drops the + v in its denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"\+ ?v", r"d ?- ?s\b(?! ?\+)", r"missing v", r"drop\w* (the )?v", r"forg\w* (the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for lab in labels if lab == 1)
    bounds = {"precision": v / s, "recall_lower": v / (d - s) if v else 0.0, "generality_lower": v / d}
    return [bounds["precision"], bounds["recall_lower"], bounds["generality_lower"]]
''', crash="ZeroDivisionError")

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break after the first relevant item: every relevant item's reciprocal rank "
      "is added to the query's value, not only the first one's",
      [[r"\bbreak\b", r"stop\w* at the first", r"every relevant", r"all (the )?relevant", r"not only the first",
        r"each relevant", r"sum\w* (of )?(the )?reciprocal", r"keeps? (adding|going|looping)", r"more than one"]], '''
from collections import defaultdict

def my_mrr(runs):
    rr = defaultdict(float)
    for q, run in enumerate(runs):
        rr[q] += 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                rr[q] += 1 / rank
    return sum(rr.values()) / len(runs)
''')

wrong("q16", "pr.points", "flow", "the precision of a point is taken before the hit counter is increased, so it "
      "reads (hits - 1) / rank",
      [[r"before (the )?(hit|count)", r"(increment|increas|updat)\w* (the )?(hit|count)\w* (after|too late|late)",
        r"hits? ?- ?1", r"one (hit )?(too )?(few|short|behind|late)", r"after (computing|reading)",
        r"order of (the )?(update|increment)", r"off by one"]], '''
from collections import Counter

def my_pr_points(labels, n_relevant):
    seen = Counter()
    out = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            out.append(seen[1] / rank)
        seen[lab] += 1
    return out
''')

wrong("q17", "interp.step", "flow", "the loop over the PR points never stops at the first one reaching the level: "
      "it keeps overwriting and returns the precision of the last relevant item",
      [[r"\bbreak\b", r"never stops?", r"last (relevant|point|item)", r"overwrit\w*", r"keeps? (going|looping)",
        r"first (point|rank|relevant).{0,40}(reach|level)", r"does not stop"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    points = {}
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points[hits / n_relevant] = hits / rank
    answer = 0.0
    for rec, prec in points.items():
        if rec >= level:
            answer = prec
    return answer
''')

wrong("q18", "map.mean", "flow", "the hit counter (a Counter made once, outside the loop over queries) is never "
      "reset, so each query's precisions count the hits of the queries before it",
      [[r"reset", r"never (re)?initiali[sz]", r"outside (the )?(query )?loop", r"carr\w* over",
        r"previous quer", r"queries before", r"accumulat\w* across", r"shared (across|between)",
        r"(each|every|new) query"]], '''
from collections import Counter

def my_map(runs, n_relevant):
    hits = Counter()
    aps = {}
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        total = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                hits["rel"] += 1
                total += hits["rel"] / rank
        aps[q] = total / n if n else 0.0
    return sum(aps.values()) / len(aps)
''')

wrong("q19", "pr.averaged", "flow", "the interpolated precision is a running maximum from the top of the ranking "
      "(over the ranks before) instead of the maximum over the ranks at or after the level's recall",
      [[r"running max", r"from the top", r"ranks? before", r"earlier ranks", r"wrong direction",
        r"(prefix|cumulative) max", r"instead of (the )?(ranks? )?(at or )?(after|below|later)",
        r"max\w* (over|of) (the )?(previous|earlier)"]], '''
from collections import defaultdict

def my_averaged_curve(runs, n_relevant):
    sums = defaultdict(float)
    for run, n in zip(runs, n_relevant):
        best, hits = 0.0, 0
        pts = []
        for k, lab in enumerate(run, 1):
            hits += lab
            best = max(best, hits / k)
            pts.append((hits / n if n else 0.0, best))
        for i in range(11):
            r = i / 10
            if n:
                sums[i] += next((p for rec, p in pts if rec >= r), 0.0)
    return [sums[i] / len(runs) for i in range(11)]
''')

wrong("q20", "roc.eer", "flow", "walks the thresholds from the lowest score up (sorted ascending, never reversed), "
      "so the ROC curve is traced from the wrong end",
      [[r"ascending", r"lowest (score|threshold)", r"reverse", r"wrong (end|direction|order)",
        r"never (sorted )?(descending|reversed)", r"from the bottom", r"sort\w* order"]], '''
from collections import defaultdict

def my_eer(scores, labels):
    groups = defaultdict(lambda: [0, 0])
    for s, y in zip(scores, labels):
        groups[s][1 if y else 0] += 1
    P = sum(g[1] for g in groups.values())
    N = sum(g[0] for g in groups.values())
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for s in sorted(groups):
        fp += groups[s][0]
        tp += groups[s][1]
        pts.append((fp / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        d0, d1 = f0 - m0, f1 - m1
        if d0 >= 0:
            return f0
        if d1 >= 0:
            if d1 == 0:
                return f1
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

wrong("q21", "ap.at_k", "flow", "the loop stops one rank early (range(1, k) leaves out rank k)",
      [[r"rank k\b", r"k-th rank", r"last rank", r"one (rank )?(too )?(early|short|few)", r"off.by.one",
        r"range\(1, ?k\)", r"k ?- ?1", r"excludes? (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    rel = {i: labels[i - 1] for i in range(1, min(k, len(labels)) + 1)}
    hits, total = 0, 0.0
    for i in range(1, k):
        if rel.get(i, 0):
            hits += 1
            total += hits / i
    denom = min(k, n_relevant)
    return total / denom if denom else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall divides by the number of relevant ids without a guard: it raises "
      "ZeroDivisionError when nothing is relevant",
      [ZERODIV, [r"nothing (is )?relevant", r"no relevant", r"relevant (set|list) (is )?empty",
                 r"empty relevant"]], '''
def my_set_pr(retrieved, relevant):
    ret = dict.fromkeys(retrieved)
    rel = dict.fromkeys(relevant)
    hits = sum(1 for d in ret if d in rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator is 0 and it raises ZeroDivisionError",
      [ZERODIV, [r"both (are )?(0|zero)", r"p ?= ?r ?= ?0", r"precision and recall (both )?(0|zero)",
                 r"denominator (is )?(0|zero)"]], '''
def my_f(precision, recall, beta):
    w = {"p": beta ** 2 * precision, "r": recall}
    return (1 + beta ** 2) * precision * recall / (w["p"] + w["r"])
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: with no relevant item at all it "
      "divides by zero",
      [ZERODIV, [r"ideal (dcg )?(is )?(0|zero)", r"idcg (is )?(0|zero)", r"no relevant", r"all (grades )?(0|zero)",
                 r"nothing relevant"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "returns 1.0 instead of 0 when nothing lies within epsilon (the "
      "empty result)",
      [[r"empty", r"nothing (lies |is )?(with)?in", r"no target", r"none within"],
       [r"\b1(\.0)?\b", r"one", r"instead of 0", r"should be 0", r"not 0"]], '''
from collections import Counter

def my_eps_precision(distances, labels, epsilon):
    inside = Counter(lab for d, lab in zip(distances, labels) if d < epsilon)
    n = sum(inside.values())
    return inside.get(1, 0) / n if n else 1.0
''')

wrong("q26", "avg.macro", "hidden", "queries with nothing retrieved are skipped (left out of the mean) instead of "
      "counting as precision 0",
      [[r"skip\w*", r"left out", r"drop\w*", r"ignor\w*", r"exclud\w*", r"not count\w*",
        r"fewer queries", r"denominator"], [r"nothing retrieved", r"empty", r"no (items? )?retrieved",
                                             r"tp ?\+ ?fp ?= ?0", r"precision (is )?0"]], '''
def my_macro_precision(tables):
    precs = {q: tp / (tp + fp) for q, (tp, fp, fn) in enumerate(tables) if tp + fp > 0}
    return sum(precs.values()) / len(precs) if precs else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by min(n_relevant, len(labels)) instead of n_relevant, so a "
      "list shorter than the class is not padded with non-relevant ranks",
      [[r"shorter", r"len\(labels\)", r"length of the list", r"list length", r"fewer ranks"],
       [r"min\(", r"smaller of", r"pad\w*", r"instead of n_relevant", r"not (divid\w* by )?n_relevant",
        r"denominator"]], '''
def my_grip_point(labels, n_relevant):
    top = {i: lab for i, lab in enumerate(labels[:n_relevant], 1)}
    return sum(top.values()) / min(n_relevant, len(labels))
''')

wrong("q28", "interp.step", "hidden", "compares recall > level (strict) instead of >=, so a level exactly equal "
      "to a recall R_i reads the next point's precision",
      [[r"strict", r">=", r"greater than or equal", r"next point",
        r"equal(s)? (to )?(the |a )?recall", r"> level"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    table = {}
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            table[rank] = (hits / n_relevant, hits / rank)
    return next((p for r, p in table.values() if r > level), 0.0)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "beta squared multiplies the recall instead of the precision in the "
      "denominator, (1 + b^2) P R / (P + b^2 R)",
      [[r"recall", r"\bR\b"], [r"b(eta)?\^?2", r"beta squared", r"b\*\*2", r"beta \*\* 2", r"weight"],
       [r"denominator", r"instead of (the )?precision", r"wrong (term|place|side)", r"multipl\w*",
        r"swap\w*", r"P and R"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    terms = {"num": (1 + b2) * precision * recall, "den": precision + b2 * recall}
    return terms["num"] / terms["den"] if terms["den"] else 0.0
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (the classes swapped when grouping the "
      "scores by label)",
      [[r"label 0", r"classes? (are )?swapped", r"swap\w* (the )?(classes|labels|positive)", r"positives? and "
        r"negatives? (are )?(swapped|exchanged|reversed)", r"negative (class|items?) (as|taken as) (the )?positive",
        r"invert\w* (the )?labels"]], '''
from collections import defaultdict

def my_auc(scores, labels):
    groups = defaultdict(list)
    for s, y in zip(scores, labels):
        groups["pos" if y == 0 else "neg"].append(s)
    pairs = [(a, b) for a in groups["pos"] for b in groups["neg"]]
    credit = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs)
    return credit / len(pairs)
''')

wrong("q31", "dcg.classic", "twin", "ranks counted from 2 (enumerate(grades, 2)), so every discount is shifted by "
      "one rank: rank i gets log2(i + 1)",
      [[r"enumerate\(grades, ?2\)", r"start\w* (at|from) 2", r"from 2", r"shift\w*", r"off.by.one",
        r"ranks? (counted|numbered) (from )?(2|two)", r"one rank (too )?(late|off)"]], '''
import math

def my_dcg(grades):
    discount = {i: max(1.0, math.log2(i)) for i in range(2, len(grades) + 2)}
    return sum(g / discount[i] for i, g in enumerate(grades, 2))
''')

wrong("q32", "rank.distances", "twin", "sorts by distance with reverse=True, so the farthest items come first "
      "(ranked like scores, highest first)",
      [[r"reverse", r"farthest", r"descending", r"largest distance", r"highest (distance )?first",
        r"like (a )?scores?", r"wrong (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    label_of = {i: lab for i, lab in enumerate(labels)}
    order = sorted(label_of, key=lambda i: distances[i], reverse=True)
    return sum(label_of[i] for i in order[:k]) / k
''')

wrong("q33", "ap.eleven_point", "twin", "the levels come from range(1, 11): level 0.0 is left out of the sum "
      "(still divided by 11)",
      [[r"level 0", r"r ?= ?0", r"0\.0", r"range\(1, ?11\)", r"first level", r"zero level", r"lowest level"],
       [r"left out", r"missing", r"skip\w*", r"omit\w*", r"not (included|counted)", r"drop\w*", r"forg\w*"]], '''
def my_11pt(labels, n_relevant):
    hits, pr = 0, []
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    interp = {i / 10: max((p for r, p in pr if r >= i / 10), default=0.0) for i in range(1, 11)}
    return sum(interp.values()) / 11
''')

wrong("q34", "avg.macro", "twin", "unpacks each row as (tp, fn, fp) instead of [tp, fp, fn], so what it "
      "calls tp / (tp + fp) is really tp / (tp + fn)",
      [[r"unpack\w*", r"column", r"order of (the )?(row|table|fields|entries)", r"fp and fn",
        r"fn and fp", r"swap\w*", r"\(tp, ?fn, ?fp\)", r"misread\w* (the )?(row|table)"]], '''
def my_macro_precision(tables):
    per_query = {}
    for q, (tp, fn, fp) in enumerate(tables):
        per_query[q] = tp / (tp + fp) if tp + fp else 0.0
    return sum(per_query.values()) / len(per_query)
''')

wrong("q35", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] (the "
      "optimistic P@k first)",
      [[r"order", r"swap\w*", r"revers\w*", r"wrong (way|position)", r"exchanged"],
       [r"optimistic", r"highest", r"lowest", r"pessimistic", r"bounds?"]], '''
from collections import defaultdict

def my_knn_tie_bounds(distances, labels, k):
    groups = defaultdict(lambda: {"rel": 0, "non": 0})
    for d, y in zip(distances, labels):
        groups[d]["rel" if y else "non"] += 1
    bounds = {}
    for mode in ("pessimistic", "optimistic"):
        taken, hits = 0, 0
        for d in sorted(groups):
            g = groups[d]
            order = [0] * g["non"] + [1] * g["rel"] if mode == "pessimistic" else [1] * g["rel"] + [0] * g["non"]
            for y in order:
                if taken < k:
                    taken += 1
                    hits += y
        bounds[mode] = hits / k
    return [bounds["optimistic"], bounds["pessimistic"]]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved ids with a Counter over the list, so an id retrieved twice "
      "counts twice (not a set)",
      [[r"duplicat\w*", r"repeated", r"not a set", r"more than once", r"multiset",
        r"counted (twice|two times|more than once)", r"Counter"]], '''
from collections import Counter

def my_set_pr(retrieved, relevant):
    ret = Counter(retrieved)
    rel = set(relevant)
    hits = sum(c for d, c in ret.items() if d in rel)
    n_ret = sum(ret.values())
    p = hits / n_ret if n_ret else 0.0
    r = len(rel & set(ret)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.value", "data", "builds the ideal ranking from a set of the grades, so equal grades collapse "
      "into one item",
      [[r"\bset\b", r"duplicat\w*", r"collaps\w*", r"equal grades", r"repeated grades", r"same grade",
        r"unique", r"distinct", r"only once"]], '''
from math import log2

def dcg(gs):
    return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))

ideal = sorted(set(v["grades"]) | set(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q38", "rank.r_precision", "data", "takes R as the length of the ranked list (the number of items "
      "retrieved) instead of n_relevant",
      [[r"length of the (list|ranking)", r"len\(labels\)", r"whole (list|ranking)", r"all (the )?(retrieved|ranks)",
        r"instead of n_relevant", r"not n_relevant", r"number of (items )?retrieved", r"list length",
        r"ignor\w* n_relevant"]], '''
from collections import Counter

counts = Counter(v["labels"])
R = sum(counts.values())
ranks = {i: lab for i, lab in enumerate(v["labels"], 1)}
my_r_precision = sum(ranks.get(i, 0) for i in range(1, R + 1)) / R
''')

wrong("q39", "pr.averaged", "data", "takes each query's n_relevant as the number of 1s in its run instead of "
      "the given n_relevant",
      [[r"number of 1s", r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(run\)",
        r"count\w* (of )?(the )?(1s|ones|hits)", r"instead of (the given )?n_relevant", r"not n_relevant",
        r"ignor\w* n_relevant", r"never retrieved", r"unretrieved"]], '''
from collections import defaultdict

def my_averaged_curve(runs, n_relevant):
    acc = defaultdict(float)
    for run in runs:
        n = run.count(1)
        pts, hits = [], 0
        for k, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits / n if n else 0.0, hits / k))
        for i in range(11):
            acc[i] += max((p for r, p in pts if r >= i / 10), default=0.0) if n else 0.0
    return [acc[i] / len(runs) for i in range(11)]
''')

wrong("q40", "scope.knn_ties", "data", "keys a dict by distance ({distance: label}), so tied targets overwrite "
      "each other and only the last one at each distance is kept",
      [[r"overwrit\w*", r"collid\w*", r"collision", r"dict\w* (keyed )?by distance", r"same (dict )?key",
        r"only (the )?last", r"lost", r"tied (targets|items|distances) (are )?(lost|merged|dropped|collapsed)",
        r"duplicate keys?"]], '''
def my_knn_tie_bounds(distances, labels, k):
    label_at = {d: y for d, y in zip(distances, labels)}
    ranked = [label_at[d] for d in sorted(label_at)]
    top = ranked[:k]
    return [sum(top) / k, sum(top) / k]
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the number of 1s in the list instead of "
      "n_relevant",
      [[r"number of 1s", r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)",
        r"count\w* (of )?(the )?(1s|ones|hits)", r"instead of n_relevant", r"not n_relevant",
        r"ignor\w* n_relevant"]], '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    c = Counter(labels).get(1, 0)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q42", "rank.distances", "data", "sorts the distances on their own and takes labels[:k] in the input "
      "order: the labels are never carried along with their distances",
      [[r"input order", r"never (re)?ordered", r"not (sorted|reordered) (with|along)", r"labels? (stay|kept|left)",
        r"(pair|pairing|zip)\w*", r"carr\w* along", r"separately", r"own"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = dict(zip(sorted(distances), labels))
    return sum(list(ranked.values())[:k]) / k
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "dict of first relevant ranks with get() default", '''
def my_mrr(runs):
    first = {}
    for q, run in enumerate(runs):
        for rank, lab in enumerate(run, 1):
            if lab and q not in first:
                first[q] = rank
    return sum(1 / first[q] if q in first else 0.0 for q in range(len(runs))) / len(runs)
''')

right("q44", "ndcg.all_judgments", "Counter of grades expanded into the ideal ranking", '''
from collections import Counter
from math import log2

def my_ndcg(grades, unretrieved):
    pool = Counter(g for g in list(grades) + list(unretrieved) if g > 0)
    ideal = [g for g in sorted(pool, reverse=True) for _ in range(pool[g])]
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

right("q45", "rank.p_at_k", "dict comprehension over ranks with get() default 0", '''
def my_p_at_k(labels, k):
    at = {i: lab for i, lab in enumerate(labels, 1)}
    return sum(at.get(i, 0) for i in range(1, k + 1)) / k
''')

right("q46", "interp.curve", "NumPy suffix maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if len(y) == 0 or n_relevant == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for i in range(11):
        r = i / 10
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best_after[idx[0]]) if len(idx) else 0.0)
    return out
''')

right("q47", "roc.eer", "defaultdict of score groups walked from the highest score", '''
from collections import defaultdict

def my_eer(scores, labels):
    groups = defaultdict(lambda: [0, 0])
    for s, y in zip(scores, labels):
        groups[s][1 if y else 0] += 1
    P = sum(g[1] for g in groups.values())
    N = sum(g[0] for g in groups.values())
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for s in sorted(groups, reverse=True):
        fp += groups[s][0]
        tp += groups[s][1]
        pts.append((fp / N, 1 - tp / P))
    prev = None
    for f, m in pts:
        d = f - m
        if d >= 0:
            if prev is None or d == 0:
                return f
            f0, m0 = prev
            d0 = f0 - m0
            t = -d0 / (d - d0)
            return f0 + t * (f - f0)
        prev = (f, m)
    return pts[-1][0]
''')

right("q48", "scope.eps_precision", "itertools.compress and an exact Fraction", '''
from fractions import Fraction
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, (d < epsilon for d in distances)))
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
