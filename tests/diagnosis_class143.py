"""Diagnosis class 143, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
unsure of 0-based versus 1-based positions and of inclusive versus exclusive cut-offs, who also mix strings and
numbers read from files; styles vary (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c143-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 or more value tasks. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class143).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NONE, ZERODIV, class_writer  # noqa: F401

BATCH = "diagnosis class 143 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c143-")

OFF1 = [r"off.by.one", r"one (rank|item|position|place) (too|short|early|late|further|deeper)",
        r"0.based", r"zero.based", r"1.based", r"one.based"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"found", r"in the list",
        r"number of (1s|ones|hits)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / hits if hits else 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant items) "
      "instead of their precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"total (number of )?relevant",
        r"divid\w* by.{0,40}relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    y = np.array(labels)[order]
    return float(y[:k].sum() / y.sum())
''')

wrong("q03", "map.mrr", "sibling", "averages whether the first item is relevant (success at 1 / P@1) instead of "
      "the reciprocal rank of the first relevant item",
      [[r"P@1", r"precision at (rank )?1", r"success", r"first (item|rank|position) only",
        r"only (the )?(first|top) (item|rank|position)", r"rank 1 only", r"run\[0\]"]], '''
def my_mrr(runs):
    return sum(run[0] for run in runs) / len(runs)
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole list (relevant found over the list "
      "length) instead of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)",
        r"all (the )?retrieved", r"length of the (list|ranking)", r"(not|instead of).{0,30}(scope|rank) (s|c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q05", "ndcg.all_judgments", "sibling", "the ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items are left out)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q06", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F instead of F",
      [[r"\bE\b", r"E.?measure", r"effectiveness", r"1 ?- ?F", r"complement", r"one minus"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    f = (1 + b2) * precision * recall / (b2 * precision + recall)
    return 1 - f
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"rel_i instead", r"grade itself", r"not (the )?exponential", r"without.{0,20}2\s*\^",
        r"2\s*\^\s*rel.{0,20}(missing|forgot|not)", r"raw grade"]], '''
from math import log2
grades = [int(g) for g in v["grades"]]
my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta instead of beta", r"power (of )?2", r"beta ?\*\* ?2.{0,20}(missing|forgot)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural", r"\bln\b", r"base e", r"math\.log\b", r"wrong base", r"another base"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades):
        rank = i + 1
        if rank == 1:
            total += g
        else:
            total += g / math.log(rank)
    return total
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"min\(k, ?(n_relevant|r)\).{0,30}(missing|not|instead)",
        r"instead of min", r"without (the )?min", r"forg\w* (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / k if k else 0.0
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v",
      [[r"\+ ?v", r"d ?- ?s\b(?! ?\+)", r"forg\w*.{0,20}\bv\b", r"missing.{0,20}\bv\b", r"without.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"full", r"as 1\b", r"as a (whole )?win", r">=", r"whole point", r"instead of (a )?half"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability without doubling it",
      [[r"one.sided", r"doubl", r"times 2", r"\* ?2", r"twice", r"both tails", r"single tail"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"10 instead of 11", r"11 levels", r"eleven", r"ten levels", r"divid\w* by 10"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, q in zip(prec, rec) if q >= r], default=0.0)
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops i over range(1, k + 1) but indexes the 0-based list with labels[i], so "
      "it reads ranks 2 to k + 1 and skips rank 1",
      [[r"0.based", r"zero.based", r"1.based", r"labels\[i\]", r"i ?- ?1", r"skip\w* (rank 1|the first)",
        r"(rank 1|first (item|rank)) (is )?(skipped|missed|never counted)", r"off.by.one", r"shift\w* by one"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "divides the hits by the 0-based index instead of the 1-based rank (and so "
      "crashes when rank 1 is relevant)",
      [[r"0.based", r"zero.based", r"index (instead of|not) (the )?rank", r"rank.{0,20}(from|at) 0",
        r"enumerate.{0,40}(0|start)", r"off.by.one", r"i \+ 1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, x in enumerate(labels):
        if x == 1:
            hits += 1
            points.append(hits / i)
    return points
''', crash="ZeroDivisionError")

wrong("q17", "map.mean", "flow", "the hit counter and the sum are set once before the query loop and never reset, "
      "so they carry over from query to query",
      [[r"reset", r"carr(y|ies|ied) over", r"outside the (query )?loop", r"before the (query )?loop",
        r"previous quer", r"accumulat\w* across"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    s = 0.0
    for labels, n in zip(runs, n_relevant):
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "takes the maximum over ranks whose recall is strictly greater than r "
      "(an exclusive cut-off) instead of recall >= r",
      [[r"strict", r"> ?r\b", r"greater than (r|the level)", r"exclusive", r"at least r",
        r"(recall )?equal to (r|the level)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for j in range(11):
        r = j / 10
        m = prec[rec > r]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("q19", "map.mrr", "flow", "averages over the queries that found a relevant item only (skips the others "
      "instead of counting them 0)",
      [[r"skip", r"left out", r"leav\w* out", r"ignor\w*", r"only (the )?quer\w* (that|with)",
        r"divid\w* by.{0,40}(found|with a relevant|answered)", r"instead of (counting|as) 0", r"not count\w* (as )?0"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        if 1 not in run:
            continue
        rr.append(1 / (run.index(1) + 1))
    return sum(rr) / len(rr) if rr else 0.0
''')

wrong("q20", "pr.averaged", "flow", "uses the first query's n_relevant[0] for every query",
      [[r"n_relevant\[0\]", r"first query'?s", r"same n_relevant", r"one (class size|n_relevant) for (all|every)",
        r"every query.{0,30}(same|first)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for q in range(len(runs)):
        labels = runs[q]
        n = n_relevant[0]
        hits = 0
        pts = []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / i))
        for j in range(11):
            r = j / 10
            best = max([p for rec, p in pts if rec >= r and n], default=0.0)
            sums[j] += best
    return [s / len(runs) for s in sums]
''')

wrong("q21", "dcg.trec", "flow", "enumerates from 1 and still adds 1 again: discounts with log2(i + 2), one rank "
      "too deep",
      [[r"i ?\+ ?2", r"one (rank|position) too (deep|far|late)", r"off.by.one", r"shift\w*", r"twice",
        r"enumerate.{0,40}1.{0,40}\+ ?1", r"added 1 (twice|again)"]], '''
import math
my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_trec += float(g) / math.log2(i + 2)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall divides by the number of relevant ids without a guard: crashes when "
      "nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without checking for 0: crashes on a query with no "
      "relevant items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    prec = []
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            prec.append(hits / rank)
    return sum(prec) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking for 0: crashes when "
      "nothing is relevant", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.array(sorted(list(grades) + list(unretrieved), reverse=True), dtype=float)
    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return float((x / disc).sum())
    return float(dcg(g) / dcg(ideal))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.step", "hidden", "picks the first relevant rank whose recall is strictly above the level "
      "(exclusive), so a level equal to R_i reads the next point",
      [[r"strict", r"exclusive", r"> ?level", r"above the level", r"equal to (the level|R_i)",
        r">= ?level", r"at least the level"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / i
    return 0.0
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], which is shorter "
      "than n_relevant when the list is shorter than the class",
      [[r"slice", r"len\(labels\[", r"len\(top\)", r"length of the (top|list|slice)",
        r"divid\w* by.{0,30}(length|len)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.eleven_point", "hidden", "builds the recall levels by adding 0.1 repeatedly, so float drift "
      "(0.30000000000000004) misses a recall of exactly 0.3",
      [[r"float", r"rounding", r"drift", r"\+= ?0\.1", r"add\w* 0\.1", r"accumulat", r"0\.3000"]], '''
def my_11pt(labels, n_relevant):
    hits = 0
    pts = []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    r = 0.0
    for _ in range(11):
        total += max([p for rec, p in pts if rec >= r], default=0.0)
        r += 0.1
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "drops the nearest item (slice [1:k + 1]) as if it were the query itself",
      [[r"query itself", r"itself", r"self", r"drop\w* the (first|nearest)", r"skip\w* the (first|nearest)",
        r"\[1: ?k ?\+ ?1\]", r"(first|nearest) (item|neighbou?r) (dropped|skipped|left out)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    nearest = order[1:k + 1]
    return float(np.array(labels)[nearest].sum() / k)
''')

wrong("q30", "dcg.classic", "twin", "enumerates the grades from 2 and divides every grade by log2(i), so rank 1 "
      "is discounted too (a 1-based/offset slip)",
      [[r"enumerate.{0,40}2", r"start\w* (at|from) 2", r"offset", r"shift\w*", r"off.by.one",
        r"rank 1.{0,40}discount", r"discount\w*.{0,40}(rank 1|first)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, 2))
''')

wrong("q31", "ap.at_k", "twin", "loops over range(1, k): the exclusive end stops one rank short of k",
      [[r"range\(1, ?k\)", r"exclusive", r"one rank short", r"stops? (one|at k ?- ?1)", r"k ?- ?1",
        r"off.by.one", r"misses rank k", r"rank k (itself )?(is )?(missing|left out|not)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
            s += hits / i
    return s / m
''')

wrong("q32", "rank.r_precision", "twin", "cuts at labels[:R + 1] (inclusive cut-off) and divides by R + 1: "
      "precision at rank R + 1", [[r"R ?\+ ?1", r"inclusive", r"one (rank|item) too (many|far|deep)", r"off.by.one"]], '''
R = int(v["n_relevant"])
top = v["labels"][:R + 1]
my_r_precision = sum(top) / (R + 1)
''')

wrong("q33", "interp.step", "twin", "takes the maximum precision over every rank with recall >= level (the "
      "11-point interpolation) instead of P_i at the first such relevant rank",
      [[r"highest", r"largest", r"max(imum)? (over|of) (all|every|later)", r"later ranks", r"11.point", r"best precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        if hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n instead of dropping them",
      [[r"ties?", r"tied", r"equal"], [r"not dropped", r"kept", r"keep", r"count\w*", r"includ\w*",
                                      r"n = len", r"all (the )?queries"]], '''
from scipy.stats import binomtest
wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("q35", "scope.knn_ties", "twin", "sorts with the key (distance, label) for the optimistic bound, which puts "
      "the tied non-relevant targets first: the two bounds come out swapped",
      [[r"swap", r"wrong (order|way)", r"reversed", r"non.?relevant (ones |targets )?first",
        r"(sort )?key", r"-label", r"sign"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], -t[1]))
    opt = sorted(pairs, key=lambda t: (t[0], t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [low, high]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "sorts the ideal grades in ascending order (never reversed)",
      [[r"ascending", r"revers", r"low to high", r"high to low", r"increasing", r"descending",
        r"wrong (order|direction)"]], '''
from math import log2
ideal = sorted(v["grades"] + v["unretrieved"])
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] (takes the third entry as fp)",
      [[r"column", r"wrong order", r"\bfn\b.{0,30}\bfp\b", r"third", r"swap", r"recall"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q38", "roc.eer", "data", "takes label 0 as the positive class",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (flipped|inverted|swapped|reversed)",
        r"1 ?- ?EER", r"flip", r"invert"]], '''
def my_eer(scores, labels):
    pos_label = 0
    pos = sum(1 for y in labels if y == pos_label)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == pos_label:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / neg, tp / pos))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 - (1 - y0), x1 - (1 - y1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return x0
            t = -g0 / (g1 - g0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances but not the labels, so labels no longer belong "
      "to their distances",
      [[r"not the labels", r"labels? (no longer|not) (aligned|match|paired|belong)", r"misalign",
        r"pair\w*", r"mismatch", r"sort\w* (only )?the distances"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = 0
    while n < len(ds) and ds[n] < epsilon:
        n += 1
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q40", "ap.value", "data", "takes the length of the list as the number of relevant items",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"number of (ranks|items)",
        r"instead of n_relevant", r"not n_relevant"]], '''
labels = v["labels"]
n_rel = len(labels)
hits, s = 0, 0.0
for i in range(1, len(labels) + 1):
    if labels[i - 1] == 1:
        hits += 1
        s += hits / i
my_ap_value = s / n_rel
''')

wrong("q41", "gen.practical", "data", "takes the database size as d + s (as if d counted only the unjudged items)",
      [[r"d ?\+ ?s", r"unjudged", r"outside the scope", r"database size", r"added s"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v), v / D]
''')

wrong("q42", "set.pr", "data", "pairs the two lists position by position (zip) instead of intersecting the sets "
      "of ids",
      [[r"position", r"zip", r"pairwise", r"same (index|place|rank)", r"aligned", r"intersect", r"element.?wise"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for a, b in zip(retrieved, relevant) if a == b)
    p = hits / len(set(retrieved)) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "1-based while loop, missing ranks count 0", '''
def my_p_at_k(labels, k):
    i, hits = 1, 0
    while i <= k:
        if i <= len(labels) and int(labels[i - 1]) == 1:
            hits += 1
        i += 1
    return hits / k
''')

right("q44", "pr.points", "comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    cum = list(accumulate(labels))
    return [cum[i] / (i + 1) for i, x in enumerate(labels) if x == 1]
''')

right("q45", "avg.macro", "fractions.Fraction per query", '''
from fractions import Fraction

def my_macro_precision(tables):
    ps = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(ps) / len(ps))
''')

right("q46", "scope.knn_ties", "tie group counted around the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    need = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, need - non_tied)
    high = sum(closer) + min(need, rel_tied)
    return [low / k, high / k]
''')

right("q47", "roc.eer", "NumPy ROC walk with tie groups, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    xs, ys = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        m = s >= t
        xs.append(float((m & (y == 0)).sum() / N))
        ys.append(float((m & (y == 1)).sum() / P))
    for i in range(1, len(xs)):
        g0 = xs[i - 1] - (1 - ys[i - 1])
        g1 = xs[i] - (1 - ys[i])
        if g0 <= 0 <= g1:
            if g1 == g0:
                return xs[i - 1]
            a = -g0 / (g1 - g0)
            return xs[i - 1] + a * (xs[i] - xs[i - 1])
    return 0.0
''')

right("q48", "map.mean", "explicit loops, 1-based ranks", '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for rank in range(1, len(labels) + 1):
            if labels[rank - 1] == 1:
                hits += 1
                s += hits / rank
        total += s / n if n else 0.0
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
