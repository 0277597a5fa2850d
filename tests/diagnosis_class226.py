"""Diagnosis class 226, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write generators, lazy iterators, ``itertools`` (``accumulate``, ``islice``, ``compress``) and recursion everywhere,
who consume an iterator twice, who keep a running maximum with ``accumulate`` and who cut lists with ``islice``.
Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c226-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class226).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 226 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c226-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\(labels\)",
        r"sum of (the )?labels", r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = list(accumulate(labels))
    precs = (h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x)
    found = hits[-1] if hits else 0
    return sum(precs) / found if found else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the trec DCG at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"rank 1 (is )?discounted", r"discount\w* (the )?first",
        r"every rank", r"one rank (late|too far)", r"shifted"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q03a", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant targets) "
      "instead of their precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"sum\(labels\)", r"instead of k\b",
        r"total (number of )?relevant"]], '''
from itertools import islice

def my_p_at_k_from_distances(distances, labels, k):
    ranked = (l for _, l in sorted(zip(distances, labels), key=lambda p: p[0]))
    total = sum(labels)
    return sum(islice(ranked, k)) / total if total else 0.0
''')

wrong("q04", "avg.macro", "sibling", "returns the micro average (total tp over total tp + fp) instead of the mean "
      "of the per-query precisions",
      [[r"micro", r"pool\w*", r"total tp", r"sum\w* (of )?(the )?(tp|counts|true positives)",
        r"counts (are )?(added|summed)", r"weighted"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    ret = sum(t[0] + t[1] for t in tables)
    return tp / ret if ret else 0.0
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value (a single binomial tail, not doubled)",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"not doubled", r"(times|multipl\w*( by)?|double\w*) 2",
        r"twice", r"half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
''')

wrong("q06", "set.f_beta", "sibling", "always returns F1 (the harmonic mean of P and R), ignoring beta",
      [[r"F1\b", r"F_1", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|unused|never used)",
        r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q07", "ap.value", "sibling", "computes the 11-point interpolated AP instead of the exact AP",
      [[r"11.?point", r"eleven", r"interpolat\w*", r"recall levels", r"p_interp"]], '''
from itertools import accumulate

labels, R = v["labels"], v["n_relevant"]
hits = list(accumulate(labels))
pts = [(h / k, h / R) for k, h in enumerate(hits, 1)]
my_ap_value = sum(max((p for p, r in pts if r >= lv / 10), default=0.0) for lv in range(11)) / 11
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the numerator and the denominator",
      [[r"beta (is )?not squared", r"beta instead of beta", r"(not|never|without) squar\w*", r"unsquared",
        r"forg[eo]t\w* (to )?square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "writes the recall lower bound as v / d - s + v (the parenthesis around "
      "d - s + v forgotten)",
      [[r"parenthes[ie]s", r"bracket", r"precedence", r"order of operations", r"v\s*/\s*d\s*-\s*s"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing it by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"never divide", r"without (dividing|normali[sz])", r"raw DCG",
        r"ideal DCG (is )?(missing|never used|not used)", r"DCG instead of NDCG", r"unnormali[sz]ed"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) if dcg(ideal) > 0 else 0.0
''')

wrong("q11", "ap.at_k", "shape", "computes each P@i as hits / k (divides by k instead of by the rank i)",
      [[r"divid\w* by k\b", r"k instead of (the )?(rank|i\b)", r"/ ?k\b", r"instead of (the )?rank"]], '''
from itertools import accumulate, islice

def my_ap_at_k(labels, n_relevant, k):
    top = list(islice(labels, k))
    hits = accumulate(top)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    return sum(h / k for h, x in zip(hits, top) if x) / denom
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2 (>= instead of >)",
      [[r"tie\w*.{0,40}(as|counting|counts?|counted|worth) (a )?(1|one|full|whole)\b(?!/)", r">=", r"greater (than )?or equal", r"instead of (1/2|a half|0\.5)",
        r"not (as )?(1/2|a half|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p, n in product(pos, neg) if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q13", "gen.grip_point", "shape", "divides the hits in the top c by the length of the whole list instead "
      "of by c",
      [[r"length of (the )?(whole )?(list|ranking)", r"len\(labels\)", r"divid\w* by (the )?(list|len|number of items)",
        r"instead of (by )?(c|n_relevant|the class size|s)\b"]], '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    return sum(islice(labels, n_relevant)) / len(labels)
''')

wrong("q14", "dcg.trec", "shape", "uses the natural logarithm (math.log) instead of log base 2",
      [[r"natural", r"\bln\b", r"base e\b", r"instead of (log )?base 2", r"math\.log\b", r"wrong base", r"another base"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], 1))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "sums a generator to count the relevant items and then loops over the same, "
      "already exhausted generator: always []",
      [[r"exhaust\w*", r"consum\w*", r"generator", r"iterator", r"(used|read|iterated) twice", r"second pass",
        r"always (returns )?(an )?empty", r"always \[\]"]], '''
def my_pr_points(labels, n_relevant):
    labels = (int(x) for x in labels)
    if sum(labels) == 0:
        return []
    points, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append(hits / k)
    return points
''')

wrong("q16", "map.mrr", "flow", "adds 1/rank for every relevant item of a query instead of stopping at the first",
      [[r"no break", r"break", r"every relevant", r"all (the )?relevant", r"not (only )?(just )?the first",
        r"each relevant", r"stop\w* at the first", r"only the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "rank.p_at_k", "flow", "islice(labels, 1, k + 1) skips rank 1 and reads ranks 2..k+1",
      [[r"skip\w* (the )?first", r"rank 1 (is )?(skipped|left out|missing|ignored)", r"off.by.one",
        r"(starts?|begin\w*) at (index |rank )?(1|2)", r"one rank (late|too far)", r"shift\w*"]], '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, 1, k + 1)) / k
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision from the top (accumulate forward) "
      "instead of the maximum over the ranks below",
      [[r"running max\w* from the (top|start|beginning)", r"(earlier|previous|higher|preceding) ranks",
        r"to the left", r"from the (top|start|beginning)", r"(forward|wrong direction|reversed?)",
        r"before (it|the rank|instead of after)", r"max\w* so far"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    best = list(accumulate((h / k for k, h in enumerate(hits, 1)), max))
    return [next((b for b, h in zip(best, hits) if h / n_relevant >= i / 10), 0.0) for i in range(11)]
''')

wrong("q19", "pr.averaged", "flow", "returns from inside the loop over the queries: only the first query's curve, "
      "divided by the number of queries",
      [[r"return\w* inside (the )?loop", r"return\w* (too early|early|in the loop)", r"(only|just) (the )?first query",
        r"after (the )?first query", r"indent\w*"]], '''
from itertools import accumulate

def curve(labels, n):
    if n == 0:
        return [0.0] * 11
    hits = list(accumulate(labels))
    pts = [(h / k, h / n) for k, h in enumerate(hits, 1)]
    return [max((p for p, r in pts if r >= i / 10), default=0.0) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        total = [t + c for t, c in zip(total, curve(labels, n))]
        return [t / len(runs) for t in total]
''')

wrong("q20", "ap.eleven_point", "flow", "builds the levels with np.arange(0, 1, 0.1): level 1.0 is left out and "
      "the mean is over 10 levels",
      [[r"arange", r"1\.0 (is )?(left out|missing|excluded|dropped)", r"(10|ten) levels", r"last level",
        r"level 1(\.0)? (is )?(left out|missing|excluded|dropped)", r"stop (value )?(is )?exclu"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1, 0.1)
    return float(np.mean([prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]))
''')

wrong("q21", "ndcg.all_judgments", "flow", "never sorts the ideal list: the ideal DCG is of the grades followed "
      "by the unretrieved grades in their given order",
      [[r"(never|not) sort\w*", r"unsorted", r"without sorting", r"sort\w* (is )?(missing|forgotten)"]], '''
from itertools import chain
from math import log2

def dcg(gs):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = dcg(chain(grades, unretrieved))
    return dcg(grades) / ideal if ideal else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of relevant ids without a guard: crashes when nothing is "
      "relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    if not ret:
        return [0.0, 0.0]
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of the epsilon result without a guard: "
      "crashes when nothing is within epsilon", [ZERODIV], '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, (d < epsilon for d in distances)))
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "divides by min(len of the cut list, n_relevant) instead of min(k, n_relevant): "
      "wrong when k is longer than the list",
      [[r"len\w*.{0,30}(list|top|cut)", r"(list|ranking) (is )?shorter than k", r"instead of (min\()?k\b",
        r"length of the (list|ranking|top)"]], '''
from itertools import accumulate, islice

def my_ap_at_k(labels, n_relevant, k):
    top = list(islice(labels, k))
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    return sum(h / i for i, (h, x) in enumerate(zip(accumulate(top), top), 1) if x) / denom
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list instead of c when the list is "
      "shorter than the class",
      [[r"len\w*.{0,30}(cut|slice)", r"len\(top\)",
        r"instead of (c|n_relevant|the class size)\b", r"divid\w* by (the )?(number of items|len)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "interp.curve", "hidden", "builds the levels by accumulating 0.1 in floats (0.30000000000000004): "
      "a recall of exactly 0.3 misses its level",
      [[r"float\w*", r"rounding", r"0\.30000", r"accumulat\w* 0\.1", r"(summing|adding|added|sum of) 0\.1",
        r"not exact"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    levels = accumulate([0.1] * 10, initial=0.0)
    return [max((p for p, r in zip(prec, rec) if r >= lv), default=0.0) for lv in levels]
''')

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when no item is "
      "relevant at all", [ZERODIV], '''
from math import log2

def dcg(gs):
    return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "avg.macro", "hidden", "gives a query with nothing retrieved a precision of 1 instead of 0",
      [[r"(precision|value) (of )?1\b", r"as 1\b", r"counted (as )?1", r"instead of 0", r"perfect", r"empty (result|query).{0,30}\b1\b"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 1.0 for tp, fp, _ in tables]
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (beta^2 R + P) instead of "
      "on the precision",
      [[r"beta.{0,30}(on|times|multipl\w*|with) (the )?recall", r"recall.{0,20}(times|multiplied by) beta",
        r"beta.{0,10}(2|squared|\^2|\*\* ?2)?.{0,15}\*?\s*recall", r"(P|precision) \+ beta"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "counts the pairs where the negative scores higher (comparison the wrong way "
      "round)",
      [[r"comparison (is )?(reversed|the wrong way|flipped|inverted)", r"wrong way round",
        r"negative (scores? )?higher", r"(<|>) instead of (>|<)", r"reversed comparison"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = (s for s, y in zip(scores, labels) if y)
    neg = [s for s, y in zip(scores, labels) if not y]
    pairs = list(product(pos, neg))
    return sum(1.0 if p < n else 0.5 if p == n else 0.0 for p, n in pairs) / len(pairs)
''')

wrong("q31", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the wrong order",
      [[r"(wrong|reversed|swapped) order", r"order (is )?(reversed|swapped|wrong)", r"swapped",
        r"\[highest, lowest\]", r"(highest|optimistic).{0,20}first"]], '''
from itertools import islice

def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(key):
        ranked = sorted(zip(distances, labels), key=key)
        return sum(l for _, l in islice(ranked, k)) / k
    return [p_at_k(lambda p: (p[0], -p[1])), p_at_k(lambda p: (p[0], p[1]))]
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the last two columns read the wrong way round)",
      [[r"unpack\w*", r"(fp and fn|fn and fp) (are )?(swapped|mixed|confused|exchanged)", r"column",
        r"tp, fn, fp", r"order of (the )?(table|entries|counts)"]], '''
def my_macro_precision(tables):
    out = []
    for tp, fn, fp in tables:
        out.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(out) / len(out)
''')

wrong("q33", "set.pr", "twin", "defines the function with the parameters in the order (relevant, retrieved)",
      [[r"parameter\w* (order|swapped|reversed)", r"argument\w* (order|swapped|reversed)",
        r"order of (the )?(parameters|arguments)", r"(relevant|retrieved) and (retrieved|relevant) (are )?swapped",
        r"signature"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

wrong("q34", "ap.value", "twin", "enumerates from 1 and adds 1 again: each precision is hits / (rank + 1)",
      [[r"rank \+ ?1", r"off.by.one", r"one too (high|large|many)", r"(added|adds) 1 (again|twice)",
        r"start\w*=1.{0,40}\+ ?1", r"rank (is )?(shifted|one too)"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for rank, rel in enumerate(labels, start=1):
    if rel:
        hits += 1
        total += hits / (rank + 1)
my_ap_value = total / R
''')

wrong("q35", "scope.eps_precision", "twin", "counts the label-0 targets inside epsilon as the hits (reads 0 as "
      "relevant)",
      [[r"0 (as|means|read as|taken as) relevant", r"label\w* (inverted|flipped|swapped|reversed)",
        r"count\w* (the )?(zeros|0s|label.?0)", r"\.count\(0\)", r"non.?relevant (targets )?(counted|as hits)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return inside.count(0) / len(inside) if inside else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "map.mean", "data", "ignores n_relevant and divides each query's sum by its retrieved relevant items "
      "(sum of its labels)",
      [[r"ignor\w* n_relevant", r"n_relevant (is )?(ignored|unused|never used)", r"sum of (its |the )?labels",
        r"sum\(run\)", r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"unretrieved"]], '''
from itertools import accumulate

def ap(run):
    found = sum(run)
    return sum(h / k for k, (h, x) in enumerate(zip(accumulate(run), run), 1) if x) / found if found else 0.0

def my_map(runs, n_relevant):
    return sum(map(ap, runs)) / len(runs)
''')

wrong("q37", "rank.distances", "data", "ranks the largest distance first, as if distances were similarity scores",
      [[r"largest (distance )?first", r"farthest", r"similarit\w*", r"descending", r"reverse\w*",
        r"nearest (last|at the bottom)", r"wrong direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in ranked[:k]) / k
''')

wrong("q38", "sig.sign_test", "data", "keeps the tied queries: n counts every query instead of only the untied "
      "ones",
      [[r"ties? (are |is )?(kept|not dropped|counted|included|not removed)", r"(drop|remov|discard)\w* (the )?ties",
        r"tied quer\w*", r"every query", r"n (includes|counts) (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q39", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum of (the )?labels", r"sum\(labels\)", r"relevant (items )?(retrieved|in the list|found)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
from itertools import islice

labels = v["labels"]
R = sum(labels)
my_r_precision = sum(islice(labels, R)) / R
''')

wrong("q40", "gen.practical", "data", "takes d as the number of unjudged items and uses d + s as the database "
      "size", [[r"d \+ s", r"s \+ d", r"adds? s", r"added s", r"(unjudged|outside the scope)",
                r"d (already )?includes", r"database size"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q41", "pr.averaged", "data", "ignores n_relevant and computes each query's recall over the relevant items "
      "it retrieved (sum of its labels)",
      [[r"ignor\w* n_relevant", r"n_relevant (is )?(ignored|unused|never used)", r"sum of (its |the )?labels",
        r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"unretrieved"]], '''
from itertools import accumulate

def curve(labels):
    n = sum(labels)
    if n == 0:
        return [0.0] * 11
    hits = list(accumulate(labels))
    pts = [(h / k, h / n) for k, h in enumerate(hits, 1)]
    return [max((p for p, r in pts if r >= i / 10), default=0.0) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve(run) for run in runs]
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q42", "roc.eer", "data", "sorts the scores on their own and zips them with the labels in the original order "
      "(the labels no longer belong to their scores)",
      [[r"sort\w* (the )?scores (alone|on their own|separately|without)", r"(lost|loses|broke\w*) (the )?pair\w*",
        r"(labels|pairs?) (no longer|not) (aligned|matched|belong)", r"misalign\w*", r"sorted separately"]], '''
from itertools import groupby

def my_eer(scores, labels):
    pairs = list(zip(sorted(scores, reverse=True), labels))
    P = sum(labels)
    N = len(labels) - P
    pts, tp, fp = [(0.0, 1.0)], 0, 0
    for _, grp in groupby(pairs, key=lambda p: p[0]):
        for _, y in grp:
            tp += y
            fp += 1 - y
        pts.append((fp / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        if f1 - m1 >= 0:
            a, b = f0 - m0, f1 - m1
            return f1 if b == 0 else f0 + (-a / (b - a)) * (f1 - f0)
    return pts[-1][0]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "itertools.groupby over the tied scores, then the first crossing interpolated", '''
from itertools import groupby

def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda p: -p[0])
    P = sum(labels)
    N = len(labels) - P
    pts, tp, fp = [(0.0, 1.0)], 0, 0
    for _, grp in groupby(pairs, key=lambda p: p[0]):
        for _, y in grp:
            tp += y
            fp += 1 - y
        pts.append((fp / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        if f1 - m1 >= 0:
            a, b = f0 - m0, f1 - m1
            return f1 if b == 0 else f0 + (-a / (b - a)) * (f1 - f0)
    return pts[-1][0]
''')

right("q44", "scope.knn_ties", "sorted with tie-breaking keys and islice", '''
from itertools import islice

def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(key):
        return sum(l for _, l in islice(sorted(zip(distances, labels), key=key), k)) / k
    return [p_at_k(lambda p: (p[0], p[1])), p_at_k(lambda p: (p[0], -p[1]))]
''')

right("q45", "map.mean", "accumulate and a generator per query, exact Fractions", '''
from fractions import Fraction
from itertools import accumulate

def my_map(runs, n_relevant):
    def ap(run, n):
        if n == 0:
            return Fraction(0)
        return sum((Fraction(h, k) for k, (h, x) in enumerate(zip(accumulate(run), run), 1) if x), Fraction(0)) / n
    return float(sum(ap(r, n) for r, n in zip(runs, n_relevant)) / len(runs))
''')

right("q46", "dcg.classic", "recursion over the ranks", '''
from math import log2

def my_dcg(grades, i=1):
    if not grades:
        return 0.0
    g = grades[0] if i == 1 else grades[0] / log2(i)
    return g + my_dcg(grades[1:], i + 1)
''')

right("q47", "pr.points", "a generator function listed at the end", '''
def my_pr_points(labels, n_relevant):
    def points():
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                yield hits / k
    return list(points())
''')

right("q48", "interp.step", "recursion down the ranking with the hit count carried along", '''
def my_step_interpolated(labels, n_relevant, level, k=1, hits=0):
    if not labels:
        return 0.0
    if labels[0]:
        hits += 1
        if hits / n_relevant >= level:
            return hits / k
    return my_step_interpolated(labels[1:], n_relevant, level, k + 1, hits)
''')

SUBMISSIONS = tuple(S)
