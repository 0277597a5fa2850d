"""Diagnosis class 136, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
translate everything into counting problems: combinatorics with math.comb and factorials, counting pairs, counting
orderings, probabilities as favourable over possible cases, and the counting slips that go with it (ordered versus
unordered pairs, with or without replacement, an off-by-one in a binomial coefficient, a case counted twice).
Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``variants.py``, the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c136-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class136): every right
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

BATCH = "diagnosis class 136 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c136-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "sig.sign_test", "sibling", "reports the one-sided sign test p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"not doubled", r"without doubling", r"forg\w* to double",
        r"(missing|no|lacks?) (the )?(factor (of )?)?(2|two)\b", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
favourable = sum(comb(n, i) for i in range(k + 1))
my_sign_p = favourable / 2 ** n
''')

wrong("q02", "map.mean", "sibling", "averages each query's R-precision (P at rank n_relevant) instead of its AP",
      [[r"r.?precision", r"precision at (rank )?(r\b|n_relevant)", r"p@r\b", r"p@n_relevant"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = sum(run[:R])
        total += hits / R
    return total / len(runs)
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over all queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(before|then) divid",
        r"aggregat\w* (the )?counts", r"total tp", r"weight\w* by (the )?(number|size)"]], '''
def my_macro_precision(tables):
    tp_total = sum(t[0] for t in tables)
    retrieved_total = sum(t[0] + t[1] for t in tables)
    return tp_total / retrieved_total if retrieved_total else 0.0
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the trec_eval "
      "discount log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (item|rank|grade) (is )?(not|un)discounted",
        r"rel_1 \+", r"burges|jarvelin|j.rvelin"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / math.log2(i) for i in range(2, len(g) + 1))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole list (v / s) instead of the precision "
      "at scope s = n_relevant",
      [[r"whole (list|ranking)", r"all (the )?ranks", r"entire (list|ranking)", r"len\(labels\)",
        r"(full|complete) (list|ranking)", r"v ?/ ?s\b", r"list length", r"not (cut|truncated) at"]], '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    if not labels:
        return 0.0
    return float(Fraction(sum(labels), len(labels)))
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"returns? (the )?recalls?", r"recalls? instead of (the )?precisions?", r"hits ?/ ?n_relevant",
        r"divid\w* by n_relevant", r"(x|horizontal).?(coordinate|axis|value)"]],
      '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("q07", "ap.eleven_point", "sibling", "returns non-interpolated AP (mean precision at the relevant ranks over "
      "n_relevant) instead of the 11-point interpolated mean",
      [[r"non.?interpolated", r"uninterpolated", r"exact AP", r"plain AP",
        r"precision at (the |each )?relevant ranks", r"not interpolat\w*", r"no interpolation"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "roc.auc", "shape", "divides the concordant pair count by comb(n, 2), all unordered pairs of items, "
      "instead of n_pos * n_neg (positive, negative) pairs",
      [[r"comb\(n, ?2\)", r"all (unordered )?pairs", r"every pair", r"n ?\(n ?- ?1\) ?/ ?2", r"same.?label pairs",
        r"pairs of (any|all) items", r"n choose 2", r"instead of n_?pos ?\* ?n_?neg",
        r"(positive|pos).{0,20}(negative|neg).{0,10}pairs only"]], '''
from itertools import combinations
from math import comb

def my_auc(scores, labels):
    good = 0.0
    for (s1, y1), (s2, y2) in combinations(zip(scores, labels), 2):
        if y1 == y2:
            continue
        pos, neg = (s1, s2) if y1 == 1 else (s2, s1)
        if pos > neg:
            good += 1
        elif pos == neg:
            good += 0.5
    return good / comb(len(scores), 2)
''')

wrong("q09", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta\b.{0,30}(not|never|instead of|without).{0,20}squar", r"squar\w*.{0,20}beta.{0,20}(missing|forgot)",
        r"forg\w* to square", r"beta instead of beta", r"(not|never|without) squar\w*", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q10", "ap.value", "shape", "divides the summed precisions by the length of the list instead of n_relevant",
      [[r"len(gth)?.{0,20}(list|ranking|labels)", r"number of (ranks|items|retrieved)", r"list length",
        r"len\(labels\)", r"retrieved items"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
precisions = []
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        precisions.append(hits / k)
my_ap_value = sum(precisions) / len(labels)
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves out the + v of the largest "
      "possible class d - s + v",
      [[r"d ?- ?s ?\+ ?v", r"\+ ?v\b", r"(missing|forgot|left out|without|drops?).{0,30}\bv\b",
        r"v ?/ ?\(d ?- ?s\)", r"unjudged items only", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    worst_class = d - s          # every unjudged item could be relevant
    recall_lower = v / worst_class if worst_class else 1.0
    return [precision, recall_lower, v / d]
''')

wrong("q12", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log ?base ?e\b", r"np\.log\b", r"math\.log\b", r"base e\b",
        r"(wrong|another|other) (log(arithm)?\s*)?base", r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q13", "sig.sign_test", "shape", "counts the possible outcomes as n ** 2 instead of 2 ** n",
      [[r"n ?\*\* ?2", r"n\^2", r"n squared", r"2 ?\*\* ?n", r"2\^n", r"power of two", r"number of outcomes",
        r"possible (sign )?(outcomes|sequences|cases)"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
plus = sum(d > 0 for d in diffs)
k = min(plus, n - plus)
tail = sum(comb(n, i) for i in range(k + 1)) / n ** 2
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q14", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"greater of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so missing ranks "
      "beyond the list are not counted",
      [[r"len\(labels\[:k\]\)", r"slice", r"(length|size) of the (top|list|cut)", r"instead of k\b",
        r"not (by )?k\b", r"fewer than k", r"shorter than k", r"missing ranks.{0,40}(not|never) counted",
        r"divid\w* by the number of (items|ranks) (present|available|retrieved)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q16", "map.mrr", "flow", "never stops at the first relevant item: adds the reciprocal rank of every "
      "relevant item of the query",
      [[r"(every|all|each) relevant (item|rank|document)", r"no break", r"(doesn'?t|does not|never) (stop|break)",
        r"not (only )?the first", r"sum\w* (of )?(the )?reciprocal ranks", r"missing break", r"beyond the first"]],
      '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum from the top of the ranking down (precision so far) "
      "instead of the maximum over the ranks at or after the level",
      [[r"running max\w* (from|of) the (top|left|start)", r"cumulative max", r"(max\w*|best) (so far|seen)",
        r"(earlier|previous|preceding) ranks", r"wrong direction", r"(left|top).{0,20}(instead of|not).{0,20}(right|below|later)",
        r"max\w* (over|of) (the )?ranks before"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = [0.0] * 11
    hits, best = 0, 0.0
    for k, rel in enumerate(labels, 1):
        hits += rel
        best = max(best, hits / k)
        recall = hits / n_relevant if n_relevant else 0.0
        for j, r in enumerate(levels):
            if recall >= r and out[j] == 0.0:
                out[j] = best
    return out
''')

wrong("q18", "pr.averaged", "flow", "keeps the interpolation maxima list from one query to the next (initialised "
      "once, outside the query loop)",
      [[r"(outside|before) the (query )?loop", r"(not|never) (re)?set", r"carr\w* over", r"reus\w*",
        r"previous quer", r"shared (across|between) quer", r"from one query to the next", r"not reinitiali[sz]ed"]],
      '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R:
            hits = 0
            for k, rel in enumerate(run, 1):
                hits += rel
                p, r = hits / k, hits / R
                for j in range(11):
                    if r >= j / 10 - 1e-12:
                        curve[j] = max(curve[j], p)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q19", "ap.exact", "flow", "computes P@k before counting the relevant item at rank k (hit counter "
      "incremented one step late)",
      [[r"(before|after).{0,30}(increment|count|add)\w*", r"one (step|rank) late", r"off.by.one",
        r"hits ?- ?1", r"(missing|miss\w*|excludes?|leaves? out) (the )?(current|item at rank k|rank k itself)",
        r"not (yet )?count\w* (the )?(current|item at)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q20", "interp.step", "flow", "returns the precision of the relevant item after the one whose recall first "
      "reaches the level (index one too far)",
      [[r"next relevant", r"one (item|point|step) (too )?(late|far)", r"off.by.one", r"index \+ ?1",
        r"following (relevant|point)", r"(item|point) after"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    for i, (r, p) in enumerate(points):
        if r >= level - 1e-12:
            return points[i + 1][1] if i + 1 < len(points) else p
    return 0.0
''')

wrong("q21", "scope.knn_ties", "flow", "counts the targets strictly nearer than the k-th distance with the wrong "
      "comparison (<=), so the tied group is counted both inside and as the tie",
      [[r"<=", r"counted twice", r"twice", r"double.?count", r"strictly (nearer|closer|less)",
        r"tied (group|targets|items).{0,40}(included|counted) (in|among) (the )?(nearer|sure|above)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    sure = [y for d, y in zip(distances, labels) if d <= kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(sure)
    rel_sure = sum(sure)
    n_rel_tied = sum(tied)
    n_non_tied = len(tied) - n_rel_tied
    low = rel_sure + max(0, slots - n_non_tied)
    high = rel_sure + min(max(slots, 0), n_rel_tied)
    return [low / k, high / k]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards the precision's division but not the recall's: no relevant item at "
      "all raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel))
    return [float(p), float(r)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "with P = R = 0 the NumPy division 0 / 0 gives nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"zero over zero", r"zero by zero"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    with np.errstate(invalid="ignore", divide="ignore"):
        return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q24", "avg.macro", "hidden", "leaves out a query with nothing retrieved instead of counting its precision "
      "as 0 (divides by fewer queries)",
      [[r"(skip|drop|leav|exclud|ignor|omit)\w*.{0,40}(query|queries)", r"fewer queries",
        r"(query|queries).{0,40}(skipped|dropped|left out|excluded|ignored|omitted)",
        r"not count\w* (in|towards) the (mean|average|denominator)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = [Fraction(tp, tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return float(sum(precs) / len(precs)) if precs else 0.0
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a "
      "list shorter than the class gets a too-high precision",
      [[r"len\(labels\[:", r"slice", r"length of the (cut|truncated|top) list", r"instead of (c|n_relevant)\b",
        r"missing ranks.{0,40}(not|never) counted", r"not (by )?(c|n_relevant)\b"]],
      '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of an empty selection when nothing lies within "
      "epsilon: NumPy returns nan instead of 0",
      [NAN + [r"empty (selection|result|array|slice)", r"mean of (an )?empty", r"np\.mean"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q27", "ap.at_k", "hidden", "loops over range(k) and reads labels[i]: k longer than the list raises "
      "IndexError", [INDEX], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i in range(k):
        if labels[i]:
            hits += 1
            total += Fraction(hits, i + 1)
    return float(total / denom)
''', crash="IndexError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "computes each query's recall tp / (tp + fn) instead of its precision",
      [[r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)", r"false negatives? instead of false positives?",
        r"fn instead of fp"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fp, fn in tables:
        vals.append(tp / (tp + fn) if tp + fn else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q30", "ap.exact", "twin", "averages the precisions at the retrieved relevant ranks (np.mean) instead of "
      "dividing their sum by n_relevant",
      [[r"mean of (the )?precisions", r"np\.mean", r"averag\w* (over|of) (the )?(retrieved|found) relevant",
        r"number of relevant (items )?retrieved", r"retrieved relevant", r"instead of (dividing by )?n_relevant",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missing relevant)", r"sum\(labels\)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("q31", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"k instead of min", r"not min\(k", r"ignor\w*.{0,20}min",
        r"(always|just|only) k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / k
''')

wrong("q32", "set.pr", "twin", "returns the pair in the wrong order, [recall, precision]",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"order of the (pair|list|result)", r"\[recall, ?precision\]",
        r"exchang\w*", r"the other way round"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(r), float(p)]
''')

wrong("q33", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first), as if they "
      "were similarities",
      [[r"descend\w*", r"largest (distance )?first", r"farthest first", r"reverse\w*", r"similarit\w*",
        r"wrong (sort )?order", r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q34", "roc.auc", "twin", "ranks the scores with ordinal ranks (argsort of argsort) instead of mid-ranks, "
      "so a tie is decided by position instead of counting 1/2",
      [[r"mid.?ranks?", r"average ranks?", r"ordinal ranks?", r"argsort", r"ties?.{0,40}(position|order|arbitrar)",
        r"(not|never) (count\w* )?(a )?(tie|tied pairs?).{0,20}(1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable")) + 1
    n1, n0 = y.sum(), (~y).sum()
    u = ranks[y].sum() - n1 * (n1 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q35", "rank.r_precision", "twin", "slices labels[:R + 1] thinking the slice end is inclusive, so it takes "
      "the precision at rank R + 1",
      [[r"R ?\+ ?1", r"off.by.one", r"inclusive", r"one rank too (many|far|deep)", r"(slice|end) (is )?exclusive",
        r"an extra rank", r"rank after R"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R + 1]        # up to and including rank R
my_r_precision = sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "treats the graded relevance as binary (any grade above 0 counts 1)",
      [[r"binary", r"(grade|relevance)s? (as|treated as|to) (0/1|1|one)", r"\brel ?> ?0\b", r"ignor\w* the grade",
        r"grade (value|size)s? (ignored|lost)", r"counts? 1 for (any|every)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        gain = 1 if g > 0 else 0
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("q37", "roc.eer", "data", "walks the scores from lowest to highest (treats a low score as the more "
      "positive one)",
      [[r"ascend\w*", r"lowest (score )?first", r"low(er)? scores? (as|are|means) (more )?positive",
        r"reverse\w* (order|direction)", r"wrong (sort )?order", r"(sorted|sorts) (the scores )?increasing"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for t in np.unique(s):             # ascending thresholds
        tp += ((s == t) & (y == 1)).sum()
        fp += ((s == t) & (y == 0)).sum()
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d1 == 0:
            return float(fpr[i])
        if d0 < 0 < d1:
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

wrong("q38", "gen.practical", "data", "reads d as the number of unjudged items and adds the scope to it (the "
      "database is d + s)",
      [[r"d ?\+ ?s", r"unjudged", r"database (size )?(is|as) d ?\+", r"adds? (the )?(scope|s) to d",
        r"d (is|as) (the )?(rest|remaining|unjudged)", r"(misread|misreads|misunderst\w*) d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q39", "scope.eps_precision", "data", "returns the targets with distance above epsilon (reads the distances "
      "as similarities)",
      [[r"similarit\w*", r"(above|greater than|larger than|more than) epsilon", r"d ?> ?epsilon",
        r"wrong side", r"(far|farther|farthest) (targets|ones|items)", r"revers\w* (the )?(comparison|inequality)"]],
      '''
def my_eps_precision(distances, labels, epsilon):
    picked = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(picked) / len(picked) if picked else 0.0
''')

wrong("q40", "pr.averaged", "data", "ignores the given n_relevant and takes each query's class size as the number "
      "of relevant items in its list",
      [[r"sum\(run\)", r"sum of (the )?(run|labels|list)", r"ignor\w*.{0,20}n_relevant",
        r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"instead of n_relevant",
        r"number of (ones|1s)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for run in runs:
        R = sum(run)
        if R == 0:
            continue
        pts = []
        hits = 0
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / R, hits / k))
        for j in range(11):
            sums[j] += max((p for r, p in pts if r >= j / 10 - 1e-12), default=0.0)
    return [x / len(runs) for x in sums]
''')

wrong("q41", "ndcg.all_judgments", "data", "builds the ideal ranking from `unretrieved` only, as if it held every "
      "judged grade (the retrieved grades are left out of the ideal)",
      [[r"unretrieved (grades )?only", r"only (the )?unretrieved", r"(retrieved|list'?s?) grades.{0,40}"
        r"(left out|missing|not (included|added|used)|ignored|omitted)", r"without (the )?retrieved",
        r"(misread|misunderst\w*|as if).{0,40}unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(unretrieved, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries in n (counts them as neither win nor loss but still "
      "as trials)",
      [[r"ties?.{0,40}(kept|not dropped|counted|included)", r"(kept|keeps|counts|includes?)\w*.{0,30}(tie|tied)",
        r"(not|never|forg\w* to) (drop|remov|exclud|discard)\w*.{0,30}ti", r"n ?= ?len\(a\)", r"all (the )?queries"]],
      '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "grouped thresholds from the top, linear crossing of FPR - FNR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for t in np.unique(s)[::-1]:
        tp += ((s == t) & (y == 1)).sum()
        fp += ((s == t) & (y == 0)).sum()
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(len(fpr)):
        d1 = fpr[i] - fnr[i]
        if d1 == 0:
            return float(fpr[i])
        if i and fpr[i - 1] - fnr[i - 1] < 0 < d1:
            d0 = fpr[i - 1] - fnr[i - 1]
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

right("q44", "scope.knn_ties", "counting the sure, tied relevant and tied non-relevant targets", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    sure = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(sure)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(sure) + max(0, slots - non_tied)
    high = sum(sure) + min(slots, rel_tied)
    return [low / k, high / k]
''')

right("q45", "sig.sign_test", "math.comb binomial tail, doubled and capped at 1", '''
from math import comb

pairs = [(x, y) for x, y in zip(v["a"], v["b"]) if x != y]
n = len(pairs)
wins = sum(x > y for x, y in pairs)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

right("q46", "rank.distances", "sorted indices by distance, a comprehension count", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=distances.__getitem__)
    return sum(labels[i] for i in order[:k]) / k
''')

right("q47", "ap.eleven_point", "exact Fraction levels, max over the later ranks", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    vals = [max((p for r, p in pts if r >= Fraction(j, 10)), default=Fraction(0)) for j in range(11)]
    return float(sum(vals) / 11)
''')

right("q48", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(runs)
''')

SUBMISSIONS = tuple(S)
