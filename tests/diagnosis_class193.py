"""Diagnosis class 193, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write very short code: one-liners, nested comprehensions, ``sum()`` of generator expressions, ``any()``/``all()``,
slicing tricks, with some NumPy, ``itertools`` and ``fractions`` among them. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c193-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class193): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 193 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c193-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes the log2(i + 1) discount DCG (trec_eval / Jarvelin's later form) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec(_eval)?.{0,20}(dcg|discount|formulation)",
        r"(discount|divid\w*).{0,40}(every|each|all) (rank|grade|item)s?.{0,30}(including|also|even).{0,20}(first|rank 1)",
        r"first (rank|grade|item).{0,40}(discounted|divided)", r"rank 1.{0,30}(discounted|divided)",
        r"(another|other|different|wrong) (dcg )?formulation"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |of the )?(counts|tables|tp)", r"(totals|summed counts) (over|across|of) "
        r"(all )?(the )?quer", r"(one|a single) (big|pooled|combined) table", r"add\w* (up )?the tables"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.sum(tables, axis=0)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where FPR and FNR are nearest instead "
      "of intersecting the ROC curve's straight piece with FPR = FNR (no interpolation)",
      [[r"nearest", r"closest", r"no(t)? interpolat\w*", r"without interpolat\w*", r"never interpolat\w*",
        r"(a|one|an existing|the) (roc )?point.{0,40}(instead of|rather than|not).{0,40}(interpolat|intersect|crossing)",
        r"(mean|average) of (the )?fpr and fnr", r"\(fpr \+ fnr\) ?/ ?2", r"smallest \|?fpr ?- ?fnr"]], '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels) == 1
    fpr = np.r_[0, [(s[~y] >= t).mean() for t in np.unique(s)[::-1]]]
    fnr = np.r_[1, [(s[y] < t).mean() for t in np.unique(s)[::-1]]]
    j = np.argmin(abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking sorts the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the (ranked )?list)",
        r"(sort|reorder)\w* (of )?(the )?(retrieved )?grades"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda g: sum(x / max(1.0, log2(i)) for i, x in enumerate(g, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision at or beyond the level (the 11-point rule's "
      "max to the right) instead of the lecture notes' step rule P_i",
      [[r"max\w* (of|over) (the )?(precisions|later|following|remaining|points)", r"(takes|took|returns|uses) the max",
        r"highest precision", r"best precision", r"max\s*\(", r"(standard|usual|11.point|eleven.point|trec) "
        r"interpolat\w*", r"instead of (the )?step", r"not (the )?step rule"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts = [(sum(labels[:i + 1]) / (i + 1), sum(labels[:i + 1]) / n_relevant) for i, x in enumerate(labels) if x]
    return max((p for p, r in pts if r >= level), default=0.0)
''')

wrong("q06", "rank.p_at_k", "sibling", "divides by the number of ranks actually retrieved within k "
      "(min(k, len(labels))) instead of k",
      [[r"min\s*\(\s*k", r"len\w*\s*\(?\s*labels", r"(list|ranking)('s)? length", r"length of the (list|ranking)",
        r"(number|count) of (ranks|items) (retrieved|returned|in the list)", r"instead of (by )?k\b",
        r"(missing|absent) ranks.{0,40}(not counted|dropped|ignored|left out)", r"(shorter|short) (list|ranking)",
        r"beyond the end.{0,40}(ignored|dropped|not counted)", r"retrieved (items|ranks) only"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels[:k])
''')

wrong("q07", "sig.sign_test", "sibling", "computes the one-sided p-value P(X >= wins) instead of the two-sided "
      "p-value", [[r"one.sided", r"one.tailed", r"single.tail\w*", r"not (doubled|two.sided)",
                   r"(forgot|without|missing|never).{0,20}(doubl|times 2|2 \*|\* ?2)", r"(only )?one tail",
                   r"half (the|of the) (two.sided )?p", r"greater"]], '''
from math import comb

a, b = v["a"], v["b"]
w = sum(x > y for x, y in zip(a, b))
n = sum(x != y for x, y in zip(a, b))
my_sign_p = sum(comb(n, i) for i in range(w, n + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta(\s*\*\*\s*2|\^2|²| squared)?.{0,40}(not squared|instead of beta(\s*\*\*\s*2|\^2|²| squared))",
        r"(not|never|forg[eo]t\w*( to)?|without) squar\w*", r"beta instead of beta", r"square (of )?beta.{0,20}(missing|forgotten)",
        r"unsquared", r"b instead of b\s*(\*\*\s*2|\^2|²)", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    return (1 + beta) * precision * recall / (beta * precision + recall) if precision or recall else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "gain 2^rel without the - 1", [
    [r"- ?1.{0,30}(missing|forgotten|dropped|left out)", r"(forg[eo]t|without|missing|drop\w*|omit\w*).{0,20}(the )?(- ?1|minus (one|1))",
     r"2\s*(\^|\*\*)\s*rel\w*(_i)? (instead|rather) of", r"2\s*(\^|\*\*)\s*(rel|g)\w*\b(?! ?- ?1)", r"gain (of )?2\s*(\^|\*\*)"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound typed as v / d - s + v (the parenthesis around "
      "d - s + v forgotten)",
      [[r"parenthes\w*", r"bracket\w*", r"precedence", r"v ?/ ?d ?- ?s ?\+ ?v", r"order of operations",
        r"(divid\w*|division) (by|only by) d (only|first|alone)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"\b11\b", r"eleven", r"divi\w*", r"levels", r"mean"]], '''
def my_11pt(labels, n_relevant):
    P = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
    R = [sum(labels[:k]) / n_relevant for k in range(1, len(labels) + 1)]
    return sum(max((p for p, r in zip(P, R) if r >= l / 10), default=0) for l in range(11)) / 10
''')

wrong("q12", "scope.knn_ties", "shape", "returns the counts of relevant targets in the top k (lowest and highest) "
      "without dividing them by k",
      [[r"(not|never|without|forg[eo]t\w*( to)?) divid\w*", r"counts? (of relevant|instead)", r"number of relevant "
        r"(targets|items)( instead)?", r"(missing|no) (division|/ ?k)", r"not (normali[sz]ed|a precision|a fraction)",
        r"raw (count|number)", r"(divid\w*|division) by k.{0,20}(missing|forgotten|left out)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    a = sum(l for d, l in zip(distances, labels) if d < t)
    slots = k - sum(d < t for d in distances)
    rt = sum(l for d, l in zip(distances, labels) if d == t)
    nt = sum(d == t for d in distances) - rt
    return [a + max(0, slots - nt), a + min(slots, rt)]
''')

wrong("q13", "dcg.trec", "shape", "discount typed as log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"\+ ?1.{0,30}outside", r"outside (the )?(log|logarithm)", r"parenthes\w*",
        r"bracket\w*", r"(added|adds|adding) (1 )?(after|to) the (log|logarithm)"]], '''
from math import log2

my_dcg_trec = sum(g / (log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q14", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"ties?d?.{0,40}(count\w*|scor\w*|give\w*)( as)? (1(?! ?/)(?!\.)|one\b(?! half)|a (full|whole)|fully|as wins?)",
        r"(full|whole) (point|credit|win)", r">=", r"greater (than )?or equal", r"instead of (1/2|half|0\.5)",
        r"not (1/2|half|0\.5)", r"ties?d? (pairs? )?(counted )?as (a )?wins?"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(p >= n for p in pos for n in neg) / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "P@k at each relevant rank is computed from r[:i] (0-based i), leaving out the "
      "relevant item at rank k itself",
      [[r"off.by.one", r"r\[:i\]", r"\[:i\]", r"(leav\w*|left|misses|missing|exclud\w*|without).{0,30}(current|itself|"
        r"the relevant item (at|of) (that|this) rank|own)", r"slice.{0,40}(one short|too short|stops? (one|before))",
        r"(one|an) item (too )?(short|few)", r"(before|preceding) (that|the) rank", r"hits? before"]], '''
import numpy as np

def my_map(runs, n_relevant):
    return float(np.mean([sum(sum(r[:i]) / (i + 1) for i, x in enumerate(r) if x) / n if n else 0.0
                          for r, n in zip(runs, n_relevant)]))
''')

wrong("q16", "pr.points", "flow", "returns the precision at every rank instead of at the relevant ranks only "
      "(the filter on relevant items missing)",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"(not|never|without|missing) (a )?filter",
        r"non.?relevant ranks?", r"not only (at )?(the )?relevant", r"(includ\w*|also).{0,30}(non.?relevant|irrelevant)",
        r"recall (does not|doesn't|did not) (change|rise|increase)"]], '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:i]) / i for i in range(1, len(labels) + 1)] if any(labels) else []
''')

wrong("q17", "map.mrr", "flow", "adds the reciprocal ranks of every relevant item of a query instead of the first "
      "one only",
      [[r"every relevant", r"all (the )?relevant", r"each relevant", r"(not|never|without|missing|no) (a )?(stop|break)",
        r"(not only|beyond) the first", r"(sum|adds?|added|summ\w*) (of |up )?(all|every|the) (the )?reciprocal",
        r"more than one (relevant|reciprocal)"]], '''
def my_mrr(runs):
    return sum(sum(1 / i for i, x in enumerate(r, 1) if x) for r in runs) / len(runs)
''')

wrong("q18", "interp.curve", "flow", "the running maximum of the precisions is accumulated from the top of the "
      "ranking (a prefix max) instead of from the bottom (max over the ranks at and after)",
      [[r"prefix", r"from the (top|start|first rank|beginning)", r"(earlier|previous|preceding|before) ranks?",
        r"(to|on) the left", r"wrong direction", r"(forward|forwards)", r"(not|never|without) revers\w*",
        r"instead of (from )?(the )?(bottom|end|right)", r"(max\w*).{0,40}(up to|so far)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    P = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
    R = [sum(labels[:k]) / n_relevant for k in range(1, len(labels) + 1)]
    M = list(accumulate(P, max))
    return [next((m for m, r in zip(M, R) if r >= l / 10), 0.0) for l in range(11)]
''')

wrong("q19", "pr.averaged", "flow", "takes the NumPy mean along the wrong axis (axis=1: each query's mean over the "
      "levels) instead of over the queries at each level",
      [[r"axis", r"wrong (dimension|direction)", r"(over|across) (the )?levels", r"per.query (mean|average)",
        r"(each|every) query'?s? (own )?(mean|average)", r"one (value|number) per query",
        r"(mean|averag\w*) (of|over) (each|every) (row|curve)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = [[max([sum(r[:k]) / k for k in range(1, len(r) + 1) if n and sum(r[:k]) / n >= l / 10], default=0.0)
               for l in range(11)] for r, n in zip(runs, n_relevant)]
    return np.mean(curves, axis=1).tolist()
''')

wrong("q20", "ap.at_k", "flow", "sums P@i over the relevant ranks of the whole list, not only those within the "
      "top k (the list is never cut at k)",
      [[r"(not|never|without|forg[eo]t\w*( to)?) (cut|truncat|slic|limit|stop)\w*", r"whole (list|ranking)",
        r"(beyond|past|after|below) (rank )?k\b", r"entire (list|ranking)", r"all (the )?relevant ranks",
        r"ranks? (greater|larger|higher) than k", r"i > k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    d = min(k, n_relevant)
    return sum(sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]) / d if d else 0.0
''')

wrong("q21", "gen.grip_point", "flow", "slices labels[1:R + 1] (1-based ranks as slice indices), dropping rank 1 "
      "and taking rank R + 1",
      [[r"off.by.one", r"\[1:", r"1.based", r"shift\w*", r"(skip\w*|drop\w*|miss\w*|ignor\w*|leav\w* out).{0,20}"
        r"(the )?(first|rank 1|top)", r"rank r ?\+ ?1", r"one (rank|place|position) (too )?(late|later|down)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[1:n_relevant + 1]) / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall divides by len(set(relevant)) with no guard: ZeroDivisionError when "
      "nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    h = set(retrieved) & set(relevant)
    return [len(h) / len(set(retrieved)) if retrieved else 0.0, len(h) / len(set(relevant))]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "pr.averaged", "hidden", "leaves the queries with no relevant items out of the mean (divides by the "
      "number of queries that have relevant items) instead of counting them as 0 at every level",
      [[r"(skip\w*|drop\w*|exclud\w*|leav\w* out|left out|ignor\w*|filter\w*).{0,50}(quer(y|ies)|n_relevant|n ?= ?0)",
        r"quer(y|ies).{0,50}(skipped|dropped|excluded|left out|ignored|filtered)",
        r"(fewer|smaller number of|only the) quer(y|ies)", r"(not|never) count\w* (as )?(0|zero)",
        r"instead of (counting (it|them) as )?(0|zero)", r"denominator.{0,30}quer"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = [[max([sum(r[:k]) / k for k in range(1, len(r) + 1) if sum(r[:k]) / n >= l / 10], default=0.0)
               for l in range(11)] for r, n in zip(runs, n_relevant) if n]
    return np.mean(curves, axis=0).tolist()
''')

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant, len(labels)): a list shorter than k lowers the "
      "denominator below min(k, R)",
      [[r"len\w*\s*\(?\s*labels", r"(list|ranking)('s)? length", r"length of the (list|ranking)",
        r"min\s*\(\s*k\s*,\s*n_relevant\s*,\s*len", r"three.way min", r"(number|count) of (ranks|items) (retrieved|in the list)",
        r"(shorter|short) (list|ranking)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    d = min(k, n_relevant, len(labels))
    return sum(sum(labels[:i]) / i for i in range(1, min(k, len(labels)) + 1) if labels[i - 1]) / d if d else 0.0
''')

wrong("q25", "interp.curve", "hidden", "the recall levels are built as l * 0.1 in floating point (0.30000000000000004, "
      "0.6000000000000001, 0.7000000000000001), so a recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"0\.6000000000000001", r"0\.7000000000000001",
        r"\* ?0\.1", r"imprecis\w*", r"representation", r"l \* 0\.1"]], '''
def my_interpolated(labels, n_relevant):
    pts = [(sum(labels[:k]) / k, sum(labels[:k]) / n_relevant) for k in range(1, len(labels) + 1)]
    return [max((p for p, r in pts if r >= l * 0.1), default=0.0) for l in range(11)]
''')

wrong("q26", "scope.eps_precision", "hidden", "divides by the number of targets within epsilon with no guard: "
      "ZeroDivisionError when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    return sum(l for d, l in zip(distances, labels) if d < epsilon) / sum(d < epsilon for d in distances)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "avg.macro", "hidden", "NumPy division tp / (tp + fp) gives nan for a query with nothing retrieved "
      "(0/0) instead of its precision 0, and the mean is nan",
      [NAN + [r"0 ?/ ?0", r"(nothing|no items?) retrieved.{0,40}(not|never) (set|counted|treated) (to|as) 0",
        r"(no|missing|without) guard"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

wrong("q28", "gen.grip_point", "hidden", "divides by len(labels[:R]) (the ranks present) instead of R, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\w*\s*\(?\s*labels", r"(list|ranking)('s)? length", r"length of the (list|ranking)",
        r"(number|count) of (ranks|items) (present|retrieved|in the list)", r"instead of (by )?(r|n_relevant|c)\b",
        r"(missing|absent) ranks.{0,40}(not counted|dropped|ignored|left out)", r"(not|never|without) pad\w*",
        r"beyond the end.{0,40}(ignored|dropped|not counted)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / len(labels[:n_relevant])
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "beta squared multiplies recall instead of precision in the denominator "
      "(b^2 R + P): the same numbers as F at 1/beta",
      [[r"(beta|b)\s*(\*\*\s*2|\^2|²| squared|2)?\s*\*?\s*(r|recall)\b", r"(multipl\w*|weight\w*|on|times) (the )?recall",
        r"(precision|p) and (recall|r) (are )?swapped", r"swapp?\w* (p|precision) and (r|recall)",
        r"(recall|r) instead of (precision|p) in the denominator", r"denominator.{0,40}(swapped|wrong (term|place))"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision) if precision or recall else 0.0
''')

wrong("q30", "roc.auc", "twin", "the comparison is reversed (counts the pairs where the negative scores higher): "
      "the same numbers as reading the labels the wrong way round (1 - AUC)",
      [[r"(comparison|inequality|sign) (is )?(reversed|inverted|flipped|backwards|the wrong way)",
        r"negative (scores|score is|item scores|ranked) (higher|above|first|greater)",
        r"(n|neg\w*) ?> ?(p|pos\w*)", r"revers\w* (the )?(comparison|inequality)", r"the wrong way round.{0,30}compar",
        r"compar\w*.{0,30}(wrong way|backwards|reversed)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum((n > p) + (n == p) / 2 for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q31", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]: the same numbers as swapping which tie rule is pessimistic",
      [[r"(wrong|reversed|swapped|inverted) order", r"order.{0,30}(swapped|reversed|wrong)", r"swapp?\w*.{0,40}(bounds|"
        r"lowest|highest|pair|elements|entries|positions|results)", r"\[highest, lowest\]", r"returns? (the )?highest first",
        r"(lowest|highest) and (highest|lowest).{0,20}(swapped|exchanged|the wrong way)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    a = sum(l for d, l in zip(distances, labels) if d < t)
    slots = k - sum(d < t for d in distances)
    rt = sum(l for d, l in zip(distances, labels) if d == t)
    nt = sum(d == t for d in distances) - rt
    return [(a + min(slots, rt)) / k, (a + max(0, slots - nt)) / k]
''')

wrong("q32", "rank.distances", "twin", "sorts with reverse=True (the farthest items first): the same numbers as "
      "reading the distances as similarity scores",
      [[r"revers\w*", r"farthest", r"furthest", r"descending", r"largest (distance|first)", r"(highest|biggest) distances?",
        r"wrong (sort )?order", r"instead of (the )?nearest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(l for _, l in sorted(zip(distances, labels), reverse=True)[:k]) / k
''')

wrong("q33", "roc.eer", "twin", "the thresholds count a score at or BELOW the threshold as positive (the "
      "comparisons reversed): the same numbers as reading the labels the wrong way round",
      [[r"(comparison|inequality|threshold\w*).{0,30}(reversed|inverted|flipped|backwards|the wrong way)",
        r"(low|lower|small|smaller) scores?.{0,40}(positive|predicted|accepted|as relevant)", r"<= ?t",
        r"(at or )?below the threshold", r"revers\w* (the )?(comparison|inequality|direction)", r"ascending"]], '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels) == 1
    fpr = np.r_[0, [(s[~y] <= t).mean() for t in np.unique(s)]]
    fnr = np.r_[1, [(s[y] > t).mean() for t in np.unique(s)]]
    d = fpr - fnr
    j = int(np.argmax(d >= 0))
    if j == 0 or d[j] == 0:
        return float(fpr[j])
    t = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of n_relevant: the same numbers as taking the mean of the precisions at the relevant ranks",
      [[r"(relevant|ones|hits) (items )?retrieved", r"retrieved relevant", r"sum\s*\(?\s*(of )?(the )?labels",
        r"(number|count) of (ones|1s|hits)", r"found (relevant|items)", r"instead of (by )?n_relevant",
        r"(unretrieved|never retrieved|missed) (relevant )?(items )?(ignored|left out|not counted)"]], '''
labels = v["labels"]
my_ap_value = sum(sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]) / sum(labels)
''')

wrong("q35", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns misread): the same numbers as "
      "averaging the queries' recalls",
      [[r"unpack\w*", r"column\w*", r"(order|positions?) of (the )?(table|tp, fp, fn|entries|counts|fields)",
        r"fp and fn (are |were )?(swapped|confused|mixed)", r"fn (and|with) fp (swapped|confused|mixed)",
        r"misread\w*", r"swapp?\w*.{0,20}(fp|fn)", r"tp, fn, fp"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables) / len(tables)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision divides by len(retrieved), counting an id retrieved twice twice "
      "(the retrieved list is not made a set)",
      [[r"duplicat\w*", r"(counted|counts|counting|count it) twice", r"(not|never) (made |turned into |converted to )?(a )?set",
        r"len\s*\(\s*retrieved\s*\)", r"(repeated|repeat\w*) ids?", r"list (length|instead of (the )?set)",
        r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    h = set(retrieved) & set(relevant)
    return [len(h) / len(retrieved) if retrieved else 0.0, len(h) / len(set(relevant)) if relevant else 0.0]
''')

wrong("q37", "dcg.classic", "data", "sorts the grades (high to low) before discounting: the ideal DCG, not the "
      "DCG of the ranking as given",
      [[r"sort\w*", r"ideal", r"(reorder|re-order|rearrang)\w*", r"(given|input|ranked) order (is )?(lost|ignored|changed)",
        r"idcg"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(sorted(grades, reverse=True), 1))
''')

wrong("q38", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\s*\(?\s*(of )?(the )?labels", r"(number|count) of (ones|1s|hits|relevant (items )?(retrieved|in the (list|ranking)))",
        r"retrieved relevant", r"instead of (by |using )?n_relevant", r"(relevant|ones) (in|of) the (list|ranking)",
        r"r ?= ?sum"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q39", "scope.eps_precision", "data", "keeps the targets with d > epsilon (reads the distances as "
      "similarities) instead of d < epsilon",
      [[r"d ?> ?eps", r"> ?epsilon", r"(greater|larger|farther|further|beyond|outside) (than )?(the )?epsilon",
        r"similarit\w*", r"(comparison|inequality) (is )?(reversed|inverted|flipped|backwards)", r"wrong side",
        r"farthest|outside the ball|outside the radius"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = [l for d, l in zip(distances, labels) if d > epsilon]
    return sum(got) / len(got) if got else 0.0
''')

wrong("q40", "rank.distances", "data", "sorts the distances on their own and takes labels[:k] in the input order "
      "(the labels are not carried along with their distances)",
      [[r"labels?.{0,40}(not|never) (sorted|reordered|carried|moved|paired|kept with)", r"(unsorted|original|input) "
        r"(order of the )?labels", r"labels? in (the )?(input|original|given) order", r"(decoupl|mismatch|misalign)\w*",
        r"(without|not) (zip|pair)\w*", r"only the distances (are )?sorted", r"lost (the )?(pairing|link)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    return sum(l for x, l in zip(d[:k], labels) if x <= d[k - 1]) / k
''')

wrong("q41", "sig.sign_test", "data", "keeps the tied queries: n is the number of all queries and a tie counts as "
      "a loss of a",
      [[r"ties?d? (queries |pairs )?(are |were )?(kept|counted|included|not dropped)", r"(not|never|without) drop\w*",
        r"(includ\w*|keep\w*|count\w*) (the )?ties", r"ties?.{0,30}(as )?(a )?loss\w*", r"n ?= ?len",
        r"all (the )?queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n, w = len(a), sum(x > y for x, y in zip(a, b))
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(min(w, n - w) + 1)) / 2 ** n)
''')

wrong("q42", "ap.exact", "data", "divides by the length of the ranking (len(labels)) instead of n_relevant",
      [[r"len\w*\s*\(?\s*labels", r"(list|ranking)('s)? length", r"length of the (list|ranking)",
        r"(number|count) of (ranks|items) (retrieved|in the list|returned)", r"instead of (by )?n_relevant",
        r"every rank", r"all (the )?ranks"]], '''
def my_ap(labels, n_relevant):
    return sum(sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]) / len(labels) \\
        if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "counts with sum() of generator expressions around the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    a = sum(l for d, l in zip(distances, labels) if d < t)
    slots = k - sum(d < t for d in distances)
    rt = sum(l for d, l in zip(distances, labels) if d == t)
    nt = sum(d == t for d in distances) - rt
    return [(a + max(0, slots - nt)) / k, (a + min(slots, rt)) / k]
''')

right("q44", "gen.practical", "one-line list of Fractions", '''
from fractions import Fraction as F

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [float(F(v, s)), float(F(v, d - s + v)) if d - s + v else 0.0, float(F(v, d))]
''')

right("q45", "ndcg.value", "lambda for DCG, sorted() of all judgments", '''
from math import log2

dcg = lambda g: sum(x / max(1.0, log2(i)) for i, x in enumerate(g, 1))
ideal = dcg(sorted(v["grades"] + v["unretrieved"], reverse=True))
my_ndcg_value = dcg(v["grades"]) / ideal if ideal else 0.0
''')

right("q46", "pr.points", "nested comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
''')

right("q47", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0) for r in runs) / len(runs)
''')

right("q48", "ap.eleven_point", "itertools.accumulate over the reversed precisions", '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    P = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
    R = [sum(labels[:k]) / n_relevant for k in range(1, len(labels) + 1)]
    M = list(accumulate(P[::-1], max))[::-1]
    return sum(next((m for m, r in zip(M, R) if r >= l / 10), 0.0) for l in range(11)) / 11
''')

SUBMISSIONS = tuple(S)
