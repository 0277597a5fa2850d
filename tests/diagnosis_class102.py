"""Diagnosis class 102, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
under exam time pressure: minimal code, one-liners and lambdas, shortcuts that assume things the task does not
promise (the input already sorted, a list at least k long, at least one relevant item, binary grades), a formula
half-remembered from the lecture. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c102-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class102).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 102 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c102-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of average "
      "precision",
      [[r"r.?prec", r"precision at (rank )?(r\b|n_relevant)", r"p@r\b", r"precision of the top (r|n_relevant)",
        r"cut at (rank )?(r\b|n_relevant)"]], '''
my_ap = lambda labels, n_relevant: sum(labels[:n_relevant]) / n_relevant if n_relevant else 0.0
''')

wrong("q02", "map.mrr", "sibling", "returns the mean precision at rank 1 (success at 1) instead of the mean "
      "reciprocal rank",
      [[r"p@1", r"precision at (rank )?1", r"success(@| at )1", r"only (the )?first (item|rank)",
        r"first (item|rank) (only|relevant or not)", r"rank 1 only"]], '''
my_mrr = lambda runs: sum(r[0] for r in runs) / len(runs)
''')

wrong("q03", "dcg.trec", "sibling", "computes classic DCG (rel_1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2?\s*\(?\s*i\s*\)", r"log2? of (the )?rank\b(?! ?\+)", r"first (grade|item|rank) "
        r"(not|un)discounted", r"without (the )?\+ ?1", r"rel_1 \+"]], '''
from math import log2
g = v["grades"]
my_dcg_trec = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
''')

wrong("q04", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used",
        r"beta = 1 always", r"always beta ?= ?1"]], '''
my_f = lambda precision, recall, beta: 2 * precision * recall / (precision + recall) if precision + recall else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total tp", r"summ\w* (the )?counts"]], '''
my_macro_precision = lambda tables: sum(t[0] for t in tables) / sum(t[0] + t[1] for t in tables)
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole list (all judged ranks) instead "
      "of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"all (the )?ranks", r"entire (list|ranking)", r"len\(labels\)",
        r"(ignor\w*|without) (the )?(scope|cut|cutoff)", r"not cut", r"list length"]], '''
my_grip_point = lambda labels, n_relevant: sum(labels) / len(labels)
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of P@i by n_relevant (plain AP truncated at k) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant", r"number of relevant", r"\bR\b", r"all (the )?relevant"],
       [r"instead of min", r"not (the )?min", r"without (the )?min", r"plain ap", r"n_relevant instead"]], '''
def my_ap_at_k(labels, n_relevant, k):
    h = 0; s = 0
    for i, x in enumerate(labels[:k], 1):
        if x: h += 1; s += h / i
    return s / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (is )?not squared", r"without squar", r"forg[eo]t\w* .{0,20}squar", r"beta instead of beta",
        r"squared"]], '''
my_f = lambda precision, recall, beta: (1 + beta) * precision * recall / (beta * precision + recall) if precision + recall else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log base", r"another base", r"wrong base"]], '''
import math
my_dcg = lambda grades: sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound written v / (d - s - v) (the sign of v flipped) "
      "instead of v / (d - s + v)",
      [[r"sign", r"- ?v\b", r"minus v", r"subtract\w* v", r"\+ ?v"]], '''
my_practical = lambda labels, d: [sum(labels) / len(labels), sum(labels) / (d - len(labels) - sum(labels)),
                                  sum(labels) / d]
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"levels", r"instead", r"divid"]], '''
def my_11pt(labels, n_relevant):
    P, R, h = [], [], 0
    for i, x in enumerate(labels, 1):
        h += x; P.append(h / i); R.append(h / n_relevant if n_relevant else 0)
    return sum(max([p for p, r in zip(P, R) if r >= l / 10 - 1e-12], default=0) for l in range(11)) / 10
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties? (pairs? )?(count|counted|counting) (as )?(1|one|a (whole|full) win|fully|as wins?)",
        r">=", r"tied pairs?.{0,30}(as (1|one)\b|whole|full)", r"instead of (1/2|a half|half)",
        r"not (halved|1/2|half)", r"ties?.{0,20}wins?"]], '''
my_auc = lambda scores, labels: (lambda P, N: sum(p >= n for p in P for n in N) / (len(P) * len(N)))(
    [s for s, y in zip(scores, labels) if y], [s for s, y in zip(scores, labels) if not y])
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided binomial tail (never doubled) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forg[eo]t|without|missing).{0,20}"
        r"(doubl|2 ?\*|times 2|twice)", r"half (of )?the (two.?sided )?p", r"upper tail only"]], '''
from math import comb
w = sum(x > y for x, y in zip(v["a"], v["b"]))
n = sum(x != y for x, y in zip(v["a"], v["b"]))
k = max(w, n - w)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')

wrong("q14", "ndcg.all_judgments", "shape", "returns the DCG only, never divided by the ideal DCG",
      [[r"(not|never|un)\s?normali[sz]", r"\bidcg\b", r"without (the )?(division|dividing)", r"divid\w* by (the )?ideal",
        r"dcg (only|itself|alone)", r"raw dcg"]], '''
from math import log2
my_ndcg = lambda grades, unretrieved: sum(g / max(1, log2(i)) for i, g in enumerate(grades, 1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "reads the precision before counting the relevant item at that rank (the "
      "hit counter is raised after the precision is taken)",
      [[r"before (count|increment|add|rais|updat)", r"after (taking|reading|computing) (the )?precision",
        r"(current|this) (relevant )?(item|hit) (is )?not counted", r"one hit (short|too few)",
        r"hits? - ?1", r"counter.{0,30}(late|after)", r"previous (count|hits)"]], '''
def my_pr_points(labels, n_relevant):
    out, h = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            out.append(h / i)
            h += 1
    return out
''')

wrong("q16", "map.mean", "flow", "the hit counter and the sum are set to 0 once, outside the query loop, so "
      "they carry over from one query to the next",
      [[r"reset", r"carr(y|ies|ied) over", r"outside (the )?(query )?loop", r"accumulat\w* across",
        r"not (re)?initiali[sz]", r"previous quer(y|ies)"]], '''
def my_map(runs, n_relevant):
    aps = []
    h = s = 0
    for labels, n in zip(runs, n_relevant):
        for i, x in enumerate(labels, 1):
            if x:
                h += 1
                s += h / i
        aps.append(s / n if n else 0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "stops at the first rank whose recall reaches the level (break) instead "
      "of taking the maximum precision over all ranks from there on",
      [[r"\bbreak", r"first rank", r"stops? (at|after) the first", r"not the max", r"instead of the max",
        r"later ranks", r"max(imum)? (to the right|over .{0,20}(later|after|following))"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for l in range(11):
        val, h = 0.0, 0
        for i, x in enumerate(labels, 1):
            h += x
            if n_relevant and h / n_relevant >= l / 10 - 1e-12:
                val = h / i
                break
        out.append(val)
    return out
''')

wrong("q18", "pr.averaged", "flow", "keeps a running pairwise mean (avg = (avg + curve) / 2) over the queries, "
      "which weights the later queries more instead of the plain mean",
      [[r"running (mean|average)", r"pairwise", r"\(avg ?\+", r"weight\w* .{0,30}(later|last)",
        r"average of (the )?averages?", r"halv\w*", r"/ ?2 each"]], '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels, n):
        P, R, h = [], [], 0
        for i, x in enumerate(labels, 1):
            h += x; P.append(h / i); R.append(h / n if n else 0)
        return [max([p for p, r in zip(P, R) if n and r >= l / 10 - 1e-12], default=0.0) for l in range(11)]
    avg = None
    for labels, n in zip(runs, n_relevant):
        c = curve(labels, n)
        avg = c if avg is None else [(a + b) / 2 for a, b in zip(avg, c)]
    return avg
''')

wrong("q19", "ap.at_k", "flow", "sums P@i over the relevant ranks of the whole list, never cut at k",
      [[r"whole list", r"never cut", r"not cut", r"beyond (rank )?k", r"after (rank )?k", r"past (rank )?k",
        r"ignor\w* k\b", r"all ranks", r"below (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    h, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            h += 1
            s += h / i
    return s / min(k, n_relevant) if min(k, n_relevant) else 0.0
''')

wrong("q20", "rank.distances", "flow", "sorts the distances in descending order (farthest first) before cutting "
      "at k",
      [[r"farthest", r"descending", r"reverse", r"largest (distance )?first", r"wrong (sort )?order",
        r"highest distance", r"most distant"]], '''
my_p_at_k_from_distances = lambda distances, labels, k: sum(y for _, y in sorted(zip(distances, labels), reverse=True)[:k]) / k
''')

wrong("q21", "ap.value", "flow", "takes ranks from 0 (enumerate without start=1), so each precision is hits "
      "over the rank minus one",
      [[r"off.?by.?one", r"0.?based", r"from (0|zero)", r"rank (minus|- ?)1", r"start=1", r"enumerate",
        r"index (instead of|not) (the )?rank"]], '''
hits, tot = 0, 0.0
for i, x in enumerate(v["labels"]):
    if x:
        hits += 1
        tot += hits / i
my_ap_value = tot / v["n_relevant"]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: P = R = 0 raises "
      "ZeroDivisionError", [ZERODIV], '''
my_f = lambda precision, recall, beta: (1 + beta ** 2) * precision * recall / (beta ** 2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "no guard for an empty retrieved list: precision divides by zero",
      [ZERODIV], '''
my_set_pr = lambda retrieved, relevant: [len(set(retrieved) & set(relevant)) / len(set(retrieved)),
                                         len(set(retrieved) & set(relevant)) / len(set(relevant)) if relevant else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(left|leaves|leaving|dropp\w*|skip\w*|exclud\w*|ignor\w*|omit\w*).{0,40}quer(y|ies)",
        r"quer(y|ies).{0,40}(left out|dropped|skipped|excluded|ignored|omitted)",
        r"fewer queries", r"not counted as 0", r"instead of (counting )?(it as )?0"]], '''
my_macro_precision = lambda tables: (lambda ps: sum(ps) / len(ps))([tp / (tp + fp) for tp, fp, fn in tables if tp + fp])
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list (len(labels[:c])) instead of c "
      "when the list is shorter than the class",
      [[r"len\(labels", r"list('s)? length", r"length of the (cut |sliced )?list",
        r"instead of (c|n_relevant)\b", r"slice"]], '''
my_grip_point = lambda labels, n_relevant: sum(labels[:n_relevant]) / len(labels[:n_relevant])
''')

wrong("q26", "ap.at_k", "hidden", "divides by min(k, len(labels), n_relevant): a k longer than the list "
      "shrinks the denominator to the list's length",
      [[r"len\(labels\)", r"list('s)? length", r"length of the list", r"shorter list"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    prec = [sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x]
    m = min(len(top), n_relevant)
    return sum(prec) / m if m else 0.0
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query without any relevant "
      "item raises ZeroDivisionError", [ZERODIV], '''
from math import log2
dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
my_ndcg = lambda grades, unretrieved: dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "pr.averaged", "hidden", "no guard for a query with no relevant items: the recall h / n_relevant "
      "divides by zero", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        l = np.array(labels, float)
        h = np.cumsum(l)
        P, R = h / np.arange(1, len(l) + 1), np.array([x / n for x in h.tolist()])
        curves.append([P[R >= r - 1e-12].max() if (R >= r - 1e-12).any() else 0.0 for r in np.arange(11) / 10])
    return list(np.mean(curves, axis=0))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "returns the pair in the wrong order, [recall, precision]",
      [[r"(wrong|reversed|swapped) order", r"swap\w*", r"order of the (pair|two|values|result)",
        r"\[recall, precision\]", r"recall first", r"reversed"]], '''
def my_set_pr(retrieved, relevant):
    a, b = set(retrieved), set(relevant)
    hit = len(a & b)
    return [hit / len(b) if b else 0.0, hit / len(a) if a else 0.0]
''')

wrong("q30", "scope.knn_ties", "twin", "breaks the ties the wrong way round: the 'lowest' bound sorts the tied "
      "relevant targets first and the 'highest' sorts them last",
      [[r"tie.{0,40}(wrong way|reversed|swapped|inverted|backwards)", r"relevant (targets )?first.{0,40}"
        r"(lowest|pessimistic)", r"(lowest|pessimistic).{0,40}relevant (targets )?first",
        r"-\s?y\b", r"tie.?break\w* .{0,20}(opposite|reversed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    lo = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))[:k]
    hi = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))[:k]
    return [sum(y for _, y in lo) / k, sum(y for _, y in hi) / k]
''')

wrong("q31", "roc.auc", "twin", "computes 1 minus the fraction of pairs where the negative scores higher, so a "
      "tied pair counts as a whole win for the positive",
      [[r"1 ?- ", r"one minus", r"complement"], [r"tie", r"tied"]], '''
my_auc = lambda scores, labels: 1 - sum(n > p for p, a in zip(scores, labels) if a for n, b in zip(scores, labels)
                                        if not b) / (sum(labels) * (len(labels) - sum(labels)))
''')

wrong("q32", "ap.exact", "twin", "averages the precisions at the retrieved relevant ranks (np.mean), dividing by "
      "the relevant items found instead of n_relevant",
      [[r"mean of (the )?precisions", r"np\.mean", r"(relevant|hits?) (items )?(found|retrieved)",
        r"retrieved relevant", r"instead of n_relevant", r"not (by )?n_relevant", r"number of hits"]], '''
import numpy as np
my_ap = lambda labels, n_relevant: float(np.mean([sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x])) if any(labels) and n_relevant else 0.0
''')

wrong("q33", "map.mrr", "twin", "averages the reciprocal ranks over the queries that have a relevant item "
      "only, instead of counting the others as 0 in the mean",
      [[r"(left|leaves|dropp\w*|skip\w*|exclud\w*|ignor\w*|filter\w*).{0,40}quer(y|ies)",
        r"quer(y|ies) (with no|without).{0,40}(left out|dropped|skipped|excluded|ignored|not counted)",
        r"fewer queries", r"not counted as 0", r"divid\w* by (the )?(number of )?quer(y|ies) with"]], '''
my_mrr = lambda runs: (lambda rr: sum(rr) / len(rr))([1 / (r.index(1) + 1) for r in runs if 1 in r])
''')

wrong("q34", "dcg.classic", "twin", "enumerates the ranks from 2 (enumerate(grades, 2)) so every grade, the "
      "first included, is discounted by log2 of its rank plus one",
      [[r"off.?by.?one", r"enumerate\(.{0,10}2\)", r"(start|begin)\w* (at|from) 2", r"rank (is )?one too (high|big)",
        r"first (grade|item|rank) (is )?discounted"]], '''
from math import log2
my_dcg = lambda grades: sum(g / log2(i) for i, g in enumerate(grades, 2))
''')

wrong("q35", "scope.eps_precision", "twin", "cuts the sorted distances with bisect_right, which keeps a target "
      "at exactly epsilon (d <= epsilon instead of the strict d < epsilon)",
      [[r"<=", r"bisect_right", r"inclusive", r"at exactly epsilon", r"not strict"]], '''
from bisect import bisect_right

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    n = bisect_right([d for d, _ in pairs], epsilon)
    return sum(y for _, y in pairs[:n]) / n if n else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of the given n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"(count|counted) (the )?(1s|ones|hits)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("q37", "rank.distances", "data", "assumes the distances already come nearest first: takes the first k "
      "labels in input order",
      [[r"never sort", r"not sort", r"unsorted", r"input order", r"already sorted", r"ignor\w* (the )?distances",
        r"without sorting"]], '''
my_p_at_k_from_distances = lambda distances, labels, k: sum(labels[:k]) / k
''')

wrong("q38", "interp.step", "data", "computes recall against the relevant items in the list (sum(labels)) "
      "instead of n_relevant, as if every relevant item was retrieved",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"every relevant item (was )?"
        r"retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    h, tot = 0, sum(labels)
    for i, x in enumerate(labels, 1):
        if x:
            h += 1
            if h / tot >= level - 1e-12:
                return h / i
    return 0.0
''')

wrong("q39", "ndcg.all_judgments", "data", "assumes the unretrieved grades are lower than every retrieved one: "
      "the ideal is the sorted retrieved grades with the unretrieved ones appended unsorted",
      [[r"append\w*", r"(not|never|un)\s?sorted", r"at the end", r"after the retrieved", r"only (the )?retrieved "
        r"(grades )?sorted", r"concatenat"]], '''
from math import log2
dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
my_ndcg = lambda grades, unretrieved: (lambda i: dcg(grades) / i if i else 0.0)(dcg(sorted(grades, reverse=True) + list(unretrieved)))
''')

wrong("q40", "map.mean", "data", "divides each query's AP by the relevant items in its list (sum(run)), "
      "ignoring the n_relevant given",
      [[r"sum\((run|labels|r)\)", r"relevant (items )?(in|of) the (list|run|ranking)", r"retrieved relevant",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant"]], '''
ap = lambda r: sum(sum(r[:i + 1]) / (i + 1) for i, x in enumerate(r) if x) / sum(r) if sum(r) else 0.0
my_map = lambda runs, n_relevant: sum(map(ap, runs)) / len(runs)
''')

wrong("q41", "roc.auc", "data", "assumes the items are already sorted by score (highest first): counts a pair "
      "as won when the positive comes earlier in the list, never looking at the scores",
      [[r"already sorted", r"input order", r"(list|input) position", r"position in the list",
        r"ignor\w* (the )?scores", r"never (looks at|reads|uses) the scores", r"not sort", r"order of the list"]], '''
def my_auc(scores, labels):
    pos_seen, wins = 0, 0
    for y in labels:
        if y:
            pos_seen += 1
        else:
            wins += pos_seen
    P = sum(labels)
    return wins / (P * (len(labels) - P))
''')

wrong("q42", "rank.p_at_k", "data", "assumes the list is at least k long: divides by len(labels[:k]) instead "
      "of k",
      [[r"len\(labels", r"list('s)? length", r"length of the (cut |sliced )?list", r"shorter (list|than k)",
        r"instead of k\b", r"not (by )?k\b"]], '''
my_p_at_k = lambda labels, k: sum(labels[:k]) / len(labels[:k])
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "a sweep over the distinct scores, linear crossing of FPR and FNR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y); N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if y and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s >= t)
        pts.append((fp / N, tp / P))
    prev = None
    for f, t in pts:
        d = f - (1 - t)
        if d >= 0:
            if prev is None or d == 0:
                return f
            f0, t0 = prev
            d0 = f0 - (1 - t0)
            return f0 + (-d0 / (d - d0)) * (f - f0)
        prev = (f, t)
    return pts[-1][0]
''')

right("q44", "scope.knn_ties", "two sorted() calls with lambdas", '''
def my_knn_tie_bounds(distances, labels, k):
    z = list(zip(distances, labels))
    lo = sorted(z, key=lambda t: (t[0], t[1]))[:k]
    hi = sorted(z, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in lo) / k, sum(y for _, y in hi) / k]
''')

right("q45", "interp.step", "a generator and next() with a default", '''
def my_step_interpolated(labels, n_relevant, level):
    pts, h = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            h += 1
            pts.append((h / n_relevant, h / i))
    return next((p for r, p in pts if r >= level - 1e-12), 0.0)
''')

right("q46", "rank.p_at_k", "one-liner dividing by k", '''
my_p_at_k = lambda labels, k: sum(labels[:k]) / k
''')

right("q47", "gen.practical", "exact Fractions", '''
from fractions import Fraction as F
my_practical = lambda labels, d: (lambda s, v: [float(F(v, s)), float(F(v, d - s + v)) if v else 0.0, float(F(v, d))])(len(labels), sum(labels))
''')

right("q48", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    m = np.asarray(distances) < epsilon
    return float(np.asarray(labels)[m].mean()) if m.any() else 0.0
''')

SUBMISSIONS = tuple(S)
