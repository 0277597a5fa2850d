"""Diagnosis class 99, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write in a functional style: ``functools.reduce``, ``map``/``filter`` with lambdas, recursion on a list's head and
tail, ``itertools.accumulate`` and ``starmap``, ``zip`` tricks and generator pipelines (and the slips those bring:
an initial value, a generator consumed twice, a zip that stops at the shorter list), next to a few loops, NumPy
and ``fractions``. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c99-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class99): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 99 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c99-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1), rank 1 "
      "included) instead of the classic DCG", [[r"log2\(i ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"rank 1.{0,40}(discount|divid)",
      r"(other|another|different|wrong) (dcg )?formulation", r"discount\w* (every|each|all) rank"]], '''
from math import log2
from itertools import starmap

def my_dcg(grades):
    return sum(starmap(lambda i, g: g / log2(i + 1), enumerate(grades, 1)))
''')

wrong("q02", "set.f_beta", "sibling", "returns F1, the harmonic mean of P and R, whatever beta is",
      [[r"\bF1\b", r"ignor\w* (the )?beta", r"beta.{0,30}(ignored|unused|never used|not used)", r"harmonic mean",
        r"beta ?= ?1 (always|whatever)", r"always (uses )?beta ?= ?1"]], '''
from statistics import harmonic_mean

def my_f(precision, recall, beta):
    return float(harmonic_mean([precision, recall]))
''')

wrong("q03", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recalls? (instead|rather)", r"(returns?|gives?|lists?) (the )?recalls?", r"recall (values|levels) (instead|rather)",
        r"instead of (the |their )?precisions?", r"x.?(axis|coordinate)"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = accumulate(labels)
    return [h / n_relevant for h, x in zip(hits, labels) if x]
''')

wrong("q04", "interp.step", "sibling", "takes the usual interpolated precision (the highest precision at any rank "
      "whose recall reaches the level) instead of the step rule's P_i",
      [[r"max(imum)? (of|over) (the )?(later|following|all|every|higher)", r"highest precision", r"max\(",
        r"(usual|standard|classic|11.?point|ordinary) interpolat", r"best precision", r"p_interp\(r\) ?= ?max"]], '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    pts = [(h / k, h / n_relevant) for k, h in enumerate(hits, 1)]
    return max((p for p, r in pts if r >= level), default=0.0)
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of the generality ((d - s + v) / d) instead of "
      "its lower bound", [[r"upper bound", r"largest (possible )?generality", r"highest generality",
      r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"generality_upper", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q06", "ndcg.all_judgments", "sibling", "computes the exponential-gain NDCG ((2^rel - 1) / log2(i + 1)) "
      "instead of the classic one", [[r"2 ?\*\* ?rel", r"2\^ ?rel", r"2\^g", r"exponential", r"burges",
      r"gain.{0,20}2 ?(\*\*|\^)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(map(lambda ig: (2 ** ig[1] - 1) / log2(ig[0] + 1), enumerate(gs, 1)))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of precisions by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)", [[r"n_relevant\b.{0,30}(instead|not min)", r"instead of min",
      r"(divid\w*|denominator).{0,30}(all|every|total|whole|full).{0,20}(relevant|R\b)", r"not min\(k",
      r"R instead of min", r"(plain|classic|ordinary|uncapped) AP", r"ignor\w* (the )?cap"]], '''
from itertools import accumulate, count

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [h / i for i, h, x in zip(count(1), accumulate(top), top) if x]
    return sum(precs) / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar\w*", r"beta instead of beta.?(\^|\*\*)", r"\bb instead of b\^?2"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.trec", "shape", "adds the 1 outside the logarithm: log2(i) + 1 instead of log2(i + 1)",
      [[r"log2\(i\) ?\+ ?1", r"outside (the )?(log|parenthes|bracket)", r"parenthes", r"bracket",
        r"added after (the )?log", r"1 ?\+ ?log"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = sum(map(lambda ig: ig[1] / (log2(ig[0]) + 1), enumerate(g, 1)))
''')

wrong("q10", "gen.practical", "shape", "the recall's lower bound divides by d - s, the +v of d - s + v dropped",
      [[r"d ?- ?s(?! ?\+ ?v)\b", r"without (the )?\+ ?v", r"(missing|forg\w*|drop\w*|left out|omit\w*).{0,30}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgotten|dropped|left out)", r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"(count\w*|scor\w*) (tied pairs?|ties) (as )?(1|one|a (whole |full )?win)\b(?! ?/)",
        r"tied pairs?.{0,30}(whole|full) (win|point)", r">=", r"instead of (1/2|a half|half)", r"ties?.{0,30}as wins?"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum(map(lambda pn: pn[0] >= pn[1], product(pos, neg)))
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "the precision at each relevant rank i is taken as hits / k instead of hits / i",
      [[r"/ ?k\b", r"divid\w* by k\b", r"over k\b", r"instead of (the rank|i\b)", r"P@k instead of P@i",
        r"precision at k (instead|rather)"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    return sum(h / k for h, x in zip(accumulate(top), top) if x) / denom
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"(reversed|wrong) order", r"order of the (two )?(bounds|values)", r"exchang\w*",
        r"highest.{0,20}(first|before).{0,20}lowest"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))[:k]
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))[:k]
    pk = lambda top: sum(map(lambda p: p[1], top)) / k
    return [pk(best), pk(worst)]
''')

wrong("q14", "dcg.exponential", "shape", "puts the -1 inside the exponent: 2^(rel - 1) instead of 2^rel - 1",
      [[r"2 ?\*\* ?\((rel|r|g) ?- ?1\)", r"2\^\((rel|r|g) ?- ?1\)", r"inside the (exponent|power)", r"in the exponent",
        r"grade 0.{0,30}(1/2|0\.5|half)"]], '''
from math import log2

g = v["grades"]
my_dcg_exp = sum(2 ** (r - 1) / log2(i + 1) for i, r in enumerate(g, 1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "folds the APs with reduce((acc + ap) / 2): a running pairwise average, not the "
      "mean over the queries", [[r"running (average|mean)", r"pairwise", r"\(acc ?\+ ?\w+\) ?/ ?2", r"halv\w*",
      r"/ ?2 (at|in) (each|every) step", r"later queries (weigh|count) more", r"not (an? )?(equal|plain|arithmetic) mean",
      r"weight\w* (unequal|differently)"]], '''
from functools import reduce
from itertools import accumulate

def ap(labels, n):
    if n == 0:
        return 0.0
    return sum(h / i for i, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x) / n

def my_map(runs, n_relevant):
    aps = list(map(ap, runs, n_relevant))
    return reduce(lambda acc, a: (acc + a) / 2, aps)
''')

wrong("q16", "interp.curve", "flow", "the (precision, recall) points are a generator: the first level consumes it "
      "and every later level finds it empty (0)", [[r"generator", r"consum\w*", r"exhaust\w*",
      r"(used|iterated|read) (only )?once", r"empty after"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    points = ((h / k, h / n_relevant) for k, h in enumerate(accumulate(labels), 1))
    levels = [i / 10 for i in range(11)]
    return [max((p for p, r in points if r >= lev), default=0.0) for lev in levels]
''')

wrong("q17", "map.mrr", "flow", "counts the leading non-relevant items with takewhile: a query with no relevant "
      "item runs to the end and gets 1 / (n + 1) instead of 0",
      [[r"1 ?/ ?\(?(n|len)\w*(\(\w+\))? ?\+ ?1", r"(no|without) relevant.{0,60}(not 0|non.?zero|1 ?/|gets? (some )?credit)",
        r"takewhile", r"past the end", r"one (rank )?(past|beyond) the (end|last)"]], '''
from itertools import takewhile

def my_mrr(runs):
    rank = lambda run: len(list(takewhile(lambda x: not x, run))) + 1
    return sum(map(lambda run: 1 / rank(run), runs)) / len(runs)
''')

wrong("q18", "ap.eleven_point", "flow", "range(10) gives the levels 0.0 to 0.9 only: level 1.0 is left out and "
      "the mean is over 10 levels", [[r"range\(10\)", r"1\.0.{0,20}(missing|left out|dropped|skipped|forgotten)",
      r"(missing|without|skips?|drops?|leaves? out|omits?|forg\w*) (the )?(level )?1\.0", r"\b10 levels", r"ten levels",
      r"off.by.one", r"last level"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    pts = [(h / k, h / n_relevant) for k, h in enumerate(accumulate(labels), 1)] if n_relevant else []
    levels = map(lambda i: i / 10, range(10))
    vals = [max((p for p, r in pts if r >= lev), default=0.0) for lev in levels]
    return sum(vals) / len(vals)
''')

wrong("q19", "pr.points", "flow", "accumulate(labels, initial=0) zipped with the labels gives the hits before "
      "the current rank: each precision misses the relevant item itself",
      [[r"initial", r"one (rank|step|position) (late|behind|early|off)", r"shift\w*",
        r"before (the )?(current|this) (item|rank)", r"off.by.one", r"(not|without) (counting )?(the )?(current|item itself)"]], '''
from itertools import accumulate, count

def my_pr_points(labels, n_relevant):
    return [h / k for h, x, k in zip(accumulate(labels, initial=0), labels, count(1)) if x]
''')

wrong("q20", "rank.distances", "flow", "computes the nearest-first order but never applies it: P@k of the labels "
      "in their given order", [[r"never (sort|appl|us)\w*", r"not sorted", r"unsorted", r"input order",
      r"(original|given) order", r"order (is )?(never|not) (used|applied)", r"without sorting"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = labels[:k]
    return sum(top) / k
''')

wrong("q21", "avg.macro", "flow", "filter(None, ...) drops the queries whose precision is 0 before taking the mean",
      [[r"filter", r"drop\w*.{0,40}\b(0|zero)\b", r"\b(0|zero)\b.{0,40}(dropped|left out|skipped|removed|excluded|ignored)",
        r"(skip|exclud|ignor)\w*.{0,40}\b(0|zero)\b", r"fewer queries"]], '''
from statistics import mean
from itertools import starmap

def my_macro_precision(tables):
    precs = starmap(lambda tp, fp, fn: tp / (tp + fp) if tp + fp else 0.0, tables)
    return mean(filter(None, precs))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)",
      r"no (item|id)s? retrieved", r"retrieved (set|list) is empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query: nothing within epsilon raises "
      "ZeroDivisionError", [ZERODIV, [r"empty", r"nothing (with)?in", r"no targets?", r"(is|are) no (items|targets)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "looks at the item after the k-th to detect a tie: with k = the whole list "
      "that index is out of range", [INDEX, [r"k ?= ?(len|the whole|n\b)", r"whole list", r"k equals",
      r"past the end", r"beyond the (end|last)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    if pairs[k][0] != cut:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    before = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    need = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(before) + max(0, need - non_t)
    high = sum(before) + min(need, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c]: a list shorter than the "
      "class is divided by its own length instead of c", [[r"len\(", r"(length|size) of the (slice|list|top)",
      r"(shorter|fewer).{0,40}(divid|denominator)", r"instead of (c|n_relevant)\b",
      r"missing ranks.{0,30}(not counted|ignored|dropped)", r"divid\w* by (the )?(number of )?(items|ranks|labels) (present|there|returned)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "pr.averaged", "hidden", "recall h / n with no guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV, [r"no relevant items", r"n_relevant (is |= ?)0", r"class size (of )?0",
      r"zero relevant"]], '''
from itertools import accumulate

def curve(labels, n):
    pts = [(h / k, h / n) for k, h in enumerate(accumulate(labels), 1)]
    return [max((p for p, r in pts if r >= i / 10), default=0.0) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = list(map(curve, runs, n_relevant))
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "interp.curve", "hidden", "builds the levels by adding 0.1 ten times (accumulate): 0.1 + 0.1 + 0.1 "
      "is 0.30000000000000004, so a recall of exactly 0.3 misses its level",
      [[r"float\w*", r"round\w*", r"0\.1 ?\+", r"accumulat\w*", r"summ\w* 0\.1", r"0\.3000", r"not exact\w*",
        r"adding 0\.1"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    levels = list(accumulate([0.1] * 10, initial=0.0))
    pts = [(h / k, h / n_relevant) for k, h in enumerate(accumulate(labels), 1)]
    return [max((p for p, r in pts if r >= lev), default=0.0) for lev in levels]
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV, [r"ideal (dcg )?(is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)",
      r"no relevant", r"all (the )?(grades )?(are )?(0|zero)"]], '''
from math import log2

def dcg(gs):
    return sum(g / log2(max(i, 2)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerate(grades, 2) starts the ranks at 2, so every discount is log2(i + 1) "
      "(the numbers of the trec_eval formulation, but the cause is the shifted start)",
      [[r"enumerate\(\w*, ?2\)", r"start\w* (at|from) 2", r"off.by.one", r"(index|rank|count)\w* (start|begin)\w* (at|from) 2",
        r"shift\w*.{0,20}(rank|index|start)"]], '''
from math import log2

def my_dcg(grades):
    return sum(map(lambda ig: ig[1] / log2(ig[0]), enumerate(grades, 2)))
''')

wrong("q30", "rank.p_at_k", "twin", "statistics.mean of labels[:k]: divides by the slice's length, not by k, "
      "when the list is shorter than k", [[r"\bmean\b", r"len\(", r"(length|size) of the (slice|list|top)",
      r"\bslice", r"instead of k\b", r"divid\w* by (the )?(number of )?(items|labels) (present|there|returned|in the list)"]], '''
from statistics import mean

def my_p_at_k(labels, k):
    return float(mean(labels[:k]))
''')

wrong("q31", "roc.auc", "twin", "compares with a strict > so a tied pair counts 0 instead of 1/2",
      [[r"ties? .{0,30}(\b0\b|zero|nothing|not counted|ignored|dropped|lost)", r"strict", r"without (the )?(1/2|half)",
        r"(forg\w*|miss\w*) (the )?(tie|half)\b", r"tied pairs?.{0,30}(\b0\b|zero|nothing|not counted)"]], '''
from itertools import product, starmap

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    pairs = list(product(pos, neg))
    return sum(starmap(lambda a, b: a > b, pairs)) / len(pairs)
''')

wrong("q32", "ap.exact", "twin", "takes statistics.mean of the precisions at the retrieved relevant ranks: divides "
      "by the number of relevant items found instead of n_relevant",
      [[r"mean of (the )?precisions", r"(count|number) of (the )?relevant (items )?(retrieved|found)",
        r"retrieved relevant", r"found relevant", r"number of hits", r"instead of n_relevant",
        r"unretrieved.{0,40}(ignored|not counted)", r"never retrieved.{0,40}(ignored|not counted|left out)"]], '''
from statistics import mean
from itertools import accumulate, count

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = [h / k for h, k, x in zip(accumulate(labels), count(1), labels) if x]
    return float(mean(precs)) if precs else 0.0
''')

wrong("q33", "interp.step", "twin", "pairs each PR point with the next (zip(pts, pts[1:])) and returns the earlier "
      "one's precision: P_(i-1) instead of P_i", [[r"previous (point|relevant|precision)", r"P_\(?i ?- ?1\)?",
      r"one (point|step) (early|behind|too early|before)", r"zip\(\w+, ?\w+\[1:\]\)", r"(pair|neighbou?r)\w*.{0,40}(first|earlier|left)"]], '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    pts = [(h / k, h / n_relevant) for k, h, x in zip(range(1, len(labels) + 1), accumulate(labels), labels) if x]
    for (p_prev, r_prev), (p, r) in zip(pts, pts[1:]):
        if r >= level:
            return p_prev
    return 0.0
''')

wrong("q34", "ap.eleven_point", "twin", "next() takes the precision at the first rank reaching each level, not the "
      "maximum over the ranks reaching it", [[r"first (rank|point|match)", r"next\(", r"no max",
      r"(without|not|instead of|never) (taking )?(the )?max", r"not interpolated"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = [(h / k, h / n_relevant) for k, h in enumerate(accumulate(labels), 1)]
    first = lambda lev: next((p for p, r in pts if r >= lev), 0.0)
    return sum(map(first, (i / 10 for i in range(11)))) / 11
''')

wrong("q35", "ndcg.value", "twin", "the ideal ranking concatenates the sorted retrieved grades and the sorted "
      "unretrieved grades instead of sorting all of them together",
      [[r"(not|never) (re-?)?sort\w*.{0,30}(together|whole|all)", r"concatenat\w*", r"appended", r"sorted separately",
        r"two sorted lists", r"(after|at the end|behind|below).{0,30}retrieved"]], '''
from math import log2

g, u = list(v["grades"]), list(v["unretrieved"])
dcg = lambda gs: sum(x / log2(max(i, 2)) for i, x in enumerate(gs, 1))
ideal = sorted(g, reverse=True) + sorted(u, reverse=True)
my_ndcg_value = dcg(g) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, not sets: an id retrieved twice is counted twice",
      [[r"duplicat\w*", r"(count|counted|counts) (it )?(two|2|more than once|again)", r"(not|never|without) (a |using )?sets?\b",
        r"lists? (instead of|not|rather than) sets?", r"repeated (id|item)s?"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(list(filter(lambda d: d in relevant, retrieved)))
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "sorts the distances in descending order: the farthest items come first",
      [[r"farthest", r"(largest|biggest|highest) distances?", r"descending", r"revers\w*", r"similarit(y|ies)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(map(lambda p: p[1], ranked[:k])) / k
''')

wrong("q38", "ap.value", "data", "takes the number of relevant items as the relevant labels in the list (sum of "
      "the labels), ignoring the given n_relevant", [[r"sum\(labels\)", r"ignor\w* (the given )?n_relevant",
      r"(relevant|ones) in the (list|ranking)", r"(retrieved|found) relevant", r"instead of n_relevant",
      r"unretrieved.{0,30}(ignored|not counted|left out)", r"never retrieved.{0,40}(ignored|not counted|left out)"]], '''
from itertools import accumulate

labels = v["labels"]
hits = list(accumulate(labels))
precs = [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
my_ap_value = sum(precs) / sum(labels)
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the recall)",
      [[r"fn.{0,20}(for|as|instead of) (the )?fp", r"fp.{0,20}fn.{0,20}(swap|exchang|confus|mix)", r"swap\w*",
        r"(column|field|position)s? (order|mixed|confused)", r"\[tp, ?fn, ?fp\]", r"\brecall"]], '''
from itertools import starmap

def my_macro_precision(tables):
    precs = list(starmap(lambda tp, fn, fp: tp / (tp + fp) if tp + fp else 0.0, tables))
    return sum(precs) / len(precs)
''')

wrong("q40", "roc.eer", "data", "walks the thresholds from the lowest score up, as if a low score meant positive",
      [[r"ascending", r"(low|lowest|smallest) scores? first", r"revers\w*", r"(high|large) scores? (as|mean\w*) (negative|less)",
        r"wrong direction", r"invert\w*", r"low scores? (as|mean\w*) positive"]], '''
from itertools import accumulate, groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    ranked = sorted(zip(scores, labels), key=lambda t: t[0])
    groups = [list(g) for _, g in groupby(ranked, key=lambda t: t[0])]
    fp = accumulate((sum(1 for _, y in g if not y) for g in groups), initial=0)
    tp = accumulate((sum(1 for _, y in g if y) for g in groups), initial=0)
    pts = [(f / N, t / P) for f, t in zip(fp, tp)]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 + y0 - 1, x1 + y1 - 1
        if g0 == 0:
            return x0
        if g0 < 0 <= g1:
            t = -g0 / (g1 - g0)
            return x0 + t * (x1 - x0)
    return pts[-1][0]
''')

wrong("q41", "ndcg.all_judgments", "data", "turns the grades into binary relevance (1 for any grade above 0)",
      [[r"binar\w*", r"0/1", r"(grades?|gains?) (as |to |treated as |become )?(1|one)\b", r"ignor\w* (the )?(grade|graded|level)",
        r"relevant or not"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = lambda gs: [1 if g > 0 else 0 for g in gs]
    dcg = lambda gs: sum(x / log2(max(i, 2)) for i, x in enumerate(gs, 1))
    idcg = dcg(sorted(rel(list(grades) + list(unretrieved)), reverse=True))
    return dcg(rel(grades)) / idcg if idcg else 0.0
''')

wrong("q42", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with d > epsilon",
      [[r"similarit(y|ies)", r"d ?> ?eps", r"(greater|larger|more) than (the )?eps", r"farther|farthest|outside",
        r"wrong side", r"beyond epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "groupby over the tied scores, accumulate with initial=0, zip of neighbouring points", '''
from itertools import accumulate, groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    ranked = sorted(zip(scores, labels), key=lambda t: -t[0])
    groups = [list(g) for _, g in groupby(ranked, key=lambda t: t[0])]
    fp = accumulate((sum(1 for _, y in g if not y) for g in groups), initial=0)
    tp = accumulate((sum(1 for _, y in g if y) for g in groups), initial=0)
    pts = [(f / N, t / P) for f, t in zip(fp, tp)]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 + y0 - 1, x1 + y1 - 1
        if g0 == 0:
            return x0
        if g0 < 0 <= g1:
            t = -g0 / (g1 - g0)
            return x0 + t * (x1 - x0)
    return pts[-1][0]
''')

right("q44", "map.mrr", "recursion on the list's head and tail", '''
def first_rank(run, i=1):
    if not run:
        return None
    head, *tail = run
    return i if head else first_rank(tail, i + 1)

def my_mrr(runs):
    rrs = [1 / r if r else 0.0 for r in map(first_rank, runs)]
    return sum(rrs) / len(rrs)
''')

right("q45", "pr.averaged", "exact Fractions, map over two lists, zip(*curves) for the columns", '''
from fractions import Fraction
from itertools import accumulate

def one_curve(labels, n):
    if n == 0:
        return [Fraction(0)] * 11
    pts = [(Fraction(h, k), Fraction(h, n)) for k, h in enumerate(accumulate(labels), 1)]
    return [max((p for p, r in pts if r >= Fraction(i, 10)), default=Fraction(0)) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = list(map(one_curve, runs, n_relevant))
    return [float(sum(col) / len(curves)) for col in zip(*curves)]
''')

right("q46", "gen.grip_point", "NumPy: the top c padded with zeros", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = np.zeros(c)
    x = np.asarray(labels[:c], dtype=float)
    top[:len(x)] = x
    return float(top.sum() / c)
''')

right("q47", "scope.knn_ties", "two sorts with tuple keys (the label breaks the tie)", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))[:k]
    high = sorted(pairs, key=lambda p: (p[0], -p[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("q48", "map.mean", "functools.reduce over (hits, sum of precisions) with exact Fractions", '''
from fractions import Fraction
from functools import reduce

def ap(labels, n):
    if n == 0:
        return Fraction(0)
    step = lambda acc, kx: (acc[0] + kx[1], acc[1] + (Fraction(acc[0] + 1, kx[0]) if kx[1] else 0))
    return reduce(step, enumerate(labels, 1), (0, Fraction(0)))[1] / n

def my_map(runs, n_relevant):
    return float(sum(map(ap, runs, n_relevant)) / len(runs))
''')

SUBMISSIONS = tuple(S)
