"""Diagnosis class 128, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write compact "clever" Python: sum() of generator expressions with conditions, any()/all(), next() with defaults,
enumerate with a start, zip(*...), slicing with steps, ternaries inside comprehensions and the walrus operator,
where each slip hides in one token of a dense line. Only the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and
the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c128-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class128).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 128 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c128-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(before|first|over all)",
        r"(total|overall) (tp|true positives)", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    return (tp := sum(t[0] for t in tables)) / (tp + sum(t[1] for t in tables)) if any(t[0] + t[1] for t in tables) else 0.0
''')

wrong("q02", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of "
      "its lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality",
        r"maximum generality", r"\(d - s \+ v\) ?/ ?d", r"d - s \+ v"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

wrong("q03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the "
      "step rule) instead of the maximum precision over all ranks with recall >= r",
      [[r"no max", r"not (the )?max", r"without (the |a )?max", r"first rank (whose|where|that|with)",
        r"step (rule|interpolation)", r"instead of (the )?max", r"max\w* .{0,40}(missing|ignored|forgot)",
        r"forg[eo]t .{0,20}max", r"next\(", r"first (point|rank) reaching"]], '''
def my_interpolated(labels, n_relevant):
    pts = [((h := h + x) / k, h / n_relevant) for k, x in enumerate(labels, 1)] if n_relevant and (h := 0) == 0 else []
    return [next((p for p, r in pts if r >= lvl / 10), 0.0) for lvl in range(11)]
''')

wrong("q04", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of by "
      "min(k, n_relevant)",
      [[r"plain AP", r"n_relevant instead of min", r"divid\w* by n_relevant", r"R instead of min",
        r"ignor\w* (the )?min", r"without (the )?min", r"not (by )?min\(k", r"instead of min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    h = 0
    return sum((h := h + 1) / i for i, x in enumerate(labels[:k], 1) if x) / n_relevant if n_relevant else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the exponential-gain DCG, (2^rel - 1) / log2(i + 1), instead of "
      "the linear gain rel / log2(i + 1)",
      [[r"exponential", r"2 ?\^ ?rel", r"2 ?\*\* ?", r"2\^g", r"gain (of )?2", r"2 to the"]], '''
from math import log2
my_dcg_trec = sum((2 ** g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q06", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank (trec_eval's "
      "DCG) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"i ?\+ ?1\b", r"discount\w* (the )?(first|rank 1|top)",
        r"(first|rank.?1).{0,30}discounted", r"trec.?eval'?s? dcg"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / log2(i + 1) for i, g in enumerate(gs, 1))
    return dcg(grades) / ideal if (ideal := dcg(sorted(grades + unretrieved, reverse=True))) else 0.0
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight piece of the curve with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"no interpolat\w*", r"not interpolat\w*", r"without interpolat\w*",
        r"smallest \|?fpr ?- ?fnr", r"\(fpr ?\+ ?fnr\) ?/ ?2", r"average of (the )?fpr", r"mean of (the )?fpr"]], '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    th = np.unique(s)[::-1]
    fpr = np.r_[0.0, [(s >= t)[~y].sum() / N for t in th]]
    fnr = np.r_[1.0, [1 - (s >= t)[y].sum() / P for t in th]]
    j = int(np.argmin(np.abs(np.rint(fpr * N) * P - np.rint(fnr * P) * N)))
    return float((fpr[j] + fnr[j]) / 2)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "sig.sign_test", "shape", "returns one tail of the binomial (forgot to double it for the two-sided "
      "test)",
      [[r"one.?(tail|sided)", r"single tail", r"(forg[eo]t|without|missing|not) .{0,25}(doubl|2 ?\*|times 2|twice|two.sided)",
        r"half (of )?the (two.sided )?p", r"not doubled"]], '''
from math import comb
n = len(d := [x - y for x, y in zip(v["a"], v["b"]) if x != y])
w = sum(x > 0 for x in d)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(min(w, n - w) + 1)) / 2 ** n)
''')

wrong("q09", "ndcg.value", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"wrong (log )?base",
        r"another base", r"not log2", r"instead of log2"]], '''
from math import log
dcg = lambda gs: gs[0] + sum(g / log(i) for i, g in enumerate(gs[1:], 2)) if gs else 0.0
my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"] + v["unretrieved"], reverse=True))
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of "
      "11",
      [[r"\b10\b", r"ten"], [r"divid\w*", r"instead of 11", r"not 11", r"levels", r"denominator", r"count"]], '''
def my_11pt(labels, n_relevant):
    pts = [(sum(labels[:k]) / k, sum(labels[:k]) / n_relevant) for k in range(1, len(labels) + 1)] if n_relevant else []
    return sum(max((p for p, r in pts if r * 10 >= lvl), default=0.0) for lvl in range(11)) / 10
''')

wrong("q11", "gen.grip_point", "shape", "divides the hits in the top n_relevant by the length of the whole list "
      "instead of by n_relevant",
      [[r"len\(labels\)", r"length of the (whole )?list", r"list length", r"whole list", r"all (the )?ranks",
        r"number of (items|results) (in the list|retrieved)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / len(labels) if labels else 0.0
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound written v / (d - s) (the + v dropped from the "
      "largest possible class d - s + v)",
      [[r"d - s\b(?! \+)", r"\+ ?v.{0,30}(missing|dropped|forg|left out)", r"(missing|dropped|forg\w*|without) .{0,20}\+ ?v",
        r"v / \(d - s\)"]], '''
def my_practical(labels, d):
    v, s = sum(map(bool, labels)), len(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q13", "set.pr", "shape", "recall divided by the number retrieved (copy of the precision line) instead "
      "of by the number relevant",
      [[r"recall.{0,40}(divid\w*|over|/).{0,30}(retrieved|len\(ret)", r"recall.{0,30}same denominator",
        r"recall.{0,40}precision'?s denominator", r"cop(y|ied)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    return [len(ret & rel) / len(ret) if ret else 0.0, len(ret & rel) / len(ret) if rel and ret else 0.0]
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the list instead of by k",
      [[r"len\(labels\)", r"length of the (whole )?list", r"list length", r"whole list", r"instead of k",
        r"not (by )?k\b", r"number of (items|labels)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "sums 1/rank over every relevant item of a query instead of stopping at the "
      "first one",
      [[r"every relevant", r"all (the )?relevant", r"each relevant", r"not (only )?(just )?the first",
        r"(stop|break|next).{0,30}first", r"sum\w* (of )?(the )?reciprocal", r"only the first"]], '''
def my_mrr(runs):
    return sum(sum(1 / i for i, x in enumerate(r, 1) if x) for r in runs) / len(runs)
''')

wrong("q16", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(the hit counter is one behind)",
      [[r"before (count|increment|add|updat)\w*", r"one behind", r"off.by.one", r"(count|hit)\w* .{0,30}(late|after)",
        r"previous (hit|count)", r"h ?- ?1", r"not (yet )?count"]], '''
def my_pr_points(labels, n_relevant):
    h, out = 0, []
    for i, x in enumerate(labels, 1):
        if x:
            out.append(h / i)
            h += 1
    return out
''')

wrong("q17", "map.mean", "flow", "returns inside the loop: the mean after the first query only",
      [[r"after the first query", r"inside the loop", r"return\w* (too )?early", r"only (the )?first quer",
        r"indent", r"first query only"]], '''
def my_map(runs, n_relevant):
    aps = []
    for r, n in zip(runs, n_relevant):
        h = 0
        aps.append(sum((h := h + 1) / i for i, x in enumerate(r, 1) if x) / n if n else 0.0)
        return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "the hit counter is never reset between queries (each later query's "
      "precision and recall carry the earlier queries' hits)",
      [[r"reset", r"carr\w* over", r"accumulat\w*", r"previous quer", r"earlier quer", r"across queries",
        r"outside the loop", r"re.?initiali"]], '''
def my_averaged_curve(runs, n_relevant):
    h, curves = 0, []
    for r, n in zip(runs, n_relevant):
        pts = [((h := h + x) / k, h / n) for k, x in enumerate(r, 1)] if n else []
        curves.append([max((p for p, rc in pts if rc * 10 >= lvl), default=0.0) for lvl in range(11)])
    return [sum(c) / len(c) for c in zip(*curves)]
''')

wrong("q19", "ap.value", "flow", "ranks counted from 0 (np.arange(n)) so each precision is divided by the rank "
      "minus one",
      [[r"from 0", r"zero.based", r"0.based", r"off.by.one", r"arange\(n\)", r"rank ?- ?1", r"rank minus one",
        r"start\w* at 0"]], '''
import numpy as np
y = np.asarray(v["labels"])
with np.errstate(divide="ignore", invalid="ignore"):
    my_ap_value = float((np.cumsum(y) / np.arange(len(y)))[y == 1].sum() / v["n_relevant"])
''')

wrong("q20", "rank.p_at_k", "flow", "keeps the ranks i < k instead of i <= k (the k-th rank is left out)",
      [[r"i ?< ?k", r"<= ?k", r"k.th (rank|item).{0,30}(left out|missing|ignored|dropped|skipped|not counted)",
        r"off.by.one", r"first k ?- ?1", r"k ?- ?1 (ranks|items)", r"one (rank|item) (short|too few)"]], '''
def my_p_at_k(labels, k):
    return sum(x for i, x in enumerate(labels, 1) if i < k) / k
''')

wrong("q21", "interp.step", "flow", "takes the first relevant rank whose recall is strictly above the level "
      "(> instead of >=), one point too late when the level equals R_i",
      [[r">=", r"strict\w*", r"> instead", r"one point (too )?late", r"next point", r"greater than or equal"]], '''
def my_step_interpolated(labels, n_relevant, level):
    h = 0
    return next((h / i for i, x in enumerate(labels, 1) if x and (h := h + 1) / n_relevant > level), 0.0)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    return (1 + (b2 := beta * beta)) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when no item is "
      "relevant",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, _ in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty result: divides by zero when nothing is "
      "within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the top-n_relevant slice (np.mean), which is "
      "shorter than n_relevant when the list is shorter than the class",
      [[r"slice", r"len\(labels\[", r"np\.mean", r"mean of", r"length of the (top|slice|cut)",
        r"divid\w* by (the )?(number of items|len)", r"min\(n_relevant, ?len"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant])) if n_relevant else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "caps the denominator by the list length too, min(k, len(labels), n_relevant), "
      "so k beyond the end of the list divides by too little",
      [[r"len\(labels\)", r"length of the list", r"list length", r"end of the list", r"list (is )?shorter",
        r"shorter (than|list)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    h = 0
    top = sum((h := h + 1) / i for i, x in enumerate(labels[:k], 1) if x)
    return top / m if (m := min(k, len(labels), n_relevant)) else 0.0
''')

wrong("q28", "pr.averaged", "hidden", "no guard for a query with no relevant items: recall h / n divides by "
      "zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for r, n in zip(runs, n_relevant):
        h = 0
        pts = [((h := h + x) / k, h / n) for k, x in enumerate(r, 1)]
        curves.append([max((p for p, rc in pts if rc * 10 >= lvl), default=0.0) for lvl in range(11)])
    return [sum(c) / len(c) for c in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerate(grades[1:], 3): the ranks after the first start at 3, one too "
      "many (the numbers are those of the log2(i + 1) discount)",
      [[r"enumerate", r"start\w* at 3", r"start ?= ?3", r"off.by.one", r"one too (many|high|large)",
        r"rank (index|numbering)", r"shifted"]], '''
from math import log2

def my_dcg(grades):
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 3)) if grades else 0.0
''')

wrong("q30", "rank.distances", "twin", "np.argsort(...)[-k:] keeps the k LAST indices of the ascending sort "
      "(the farthest items), as if sorted by similarity",
      [[r"last k", r"\[-k:\]", r"end of the (ascending )?sort", r"tail", r"largest distances?", r"farthest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    return float(np.asarray(labels)[np.argsort(distances, kind="stable")[-k:]].sum() / k)
''')

wrong("q31", "roc.auc", "twin", "computes 1 - (fraction of pairs where the negative scores higher), so tied "
      "pairs count as wins (1) instead of 1/2",
      [[r"1 ?- ", r"complement", r"one minus"], [r"ti\w*"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return 1 - sum(n > p for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q32", "map.mrr", "twin", "drops the queries with no relevant item retrieved from the mean (the "
      "comprehension filters them out) instead of counting them 0",
      [[r"drop\w*", r"filter\w*", r"skip\w*", r"left out", r"exclud\w*", r"ignor\w*", r"not count\w*",
        r"only (the )?queries (with|that)"]], '''
def my_mrr(runs):
    rr = [1 / next(i for i, x in enumerate(r, 1) if x) for r in runs if any(r)]
    return sum(rr) / len(rr) if rr else 0.0
''')

wrong("q33", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 R + P): the "
      "numbers of F with 1/beta",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|confused|reversed)",
        r"beta\^?2 ?\* ?r", r"b2 ?\* ?recall", r"beta.{0,5}\*\s*recall"]], '''
def my_f(precision, recall, beta):
    return (1 + (b2 := beta ** 2)) * precision * recall / (b2 * recall + precision) if precision + recall else 0.0
''')

wrong("q34", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"number (of )?(relevant )?(items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"\bhits\b",
        r"found"],
       [r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"denominator"]], '''
def my_ap(labels, n_relevant):
    h = 0
    return sum((h := h + 1) / i for i, x in enumerate(labels, 1) if x) / h if n_relevant and h else 0.0
''')

wrong("q35", "scope.knn_ties", "twin", "the tie-break keys are swapped: the pessimistic sort puts the relevant "
      "targets first among ties and the optimistic one last",
      [[r"swap\w*", r"revers\w*", r"wrong (way|order)", r"sign", r"relevant (targets )?first.{0,40}pessimistic",
        r"-y", r"tie.?break"]], '''
def my_knn_tie_bounds(distances, labels, k):
    at = lambda sgn: sum(y for _, y in sorted(zip(distances, labels), key=lambda t: (t[0], sgn * t[1]))[:k]) / k
    return [at(-1), at(1)]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list, not the set: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"counts? (it )?twice", r"list instead of (a )?set", r"set\(", r"repeated",
        r"not (de.?dup|unique)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(d in relevant for d in retrieved)
    return [hits / len(retrieved) if retrieved else 0.0, len(set(retrieved) & set(relevant)) / len(relevant) if relevant else 0.0]
''')

wrong("q37", "rank.distances", "data", "sorts the distances but then reads the labels in their original order "
      "(labels never reordered)",
      [[r"original order", r"not (re)?ordered", r"unsorted", r"never (re)?(sorted|ordered)", r"input order",
        r"labels? (are|were)?\s*not (sorted|reordered)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ds, ys = zip(*sorted(zip(distances, labels)))
    return sum(labels[:k]) / k
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn",
      [[r"false negatives? (as|for|instead)", r"\[tp, fn", r"columns? (swapped|order|mixed)",
        r"fp and fn (swapped|confused|mixed)", r"fn instead of fp", r"recall"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables) / len(tables)
''')

wrong("q39", "ndcg.all_judgments", "data", "uses binary gains (g > 0) instead of the graded relevance values",
      [[r"binary", r"g ?> ?0", r"0/1", r"grades? ignored", r"ignor\w* (the )?grade", r"relevant or not",
        r"not (the )?grade"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum((g > 0) / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    return dcg(grades) / ideal if (ideal := dcg(sorted(grades + unretrieved, reverse=True))) else 0.0
''')

wrong("q40", "roc.auc", "data", "takes label 0 as the positive class (classes swapped)",
      [[r"swap\w*", r"label 0", r"(positive|negative) class", r"revers\w*", r"classes", r"not y"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    return sum((p > n) + (p == n) / 2 for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q41", "gen.practical", "data", "takes s as the number of relevant labels (sum) instead of the number "
      "judged (the list length)",
      [[r"\bs\b.{0,40}(sum|number of relevant|relevant count)", r"sum\(labels\) (as|for) s", r"s = v",
        r"s (set )?(equal|=) (to )?v", r"confus\w* s (and|with) v", r"v (and|with) s"]], '''
def my_practical(labels, d):
    s = v = sum(labels)
    return [v / s if s else 0.0, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q42", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal DCG, not the "
      "ranking's own order)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"order of (the )?grades", r"own order"]], '''
from math import log2
my_dcg_trec = sum(g / log2(i + 1) for i, g in enumerate(sorted(v["grades"], reverse=True), 1))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC at every distinct score, linear crossing with FPR = FNR", '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    th = np.unique(s)[::-1]
    fpr = np.r_[0.0, [(s >= t)[~y].sum() / N for t in th]]
    fnr = np.r_[1.0, [1 - (s >= t)[y].sum() / P for t in th]]
    d = fpr - fnr
    j = next(i for i, x in enumerate(d) if x >= 0)
    if d[j] == 0 or j == 0:
        return float(fpr[j])
    t = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q44", "scope.knn_ties", "sorted() with tuple keys and a lambda per tie rule", '''
def my_knn_tie_bounds(distances, labels, k):
    at = lambda sgn: sum(y for _, y in sorted(zip(distances, labels), key=lambda t: (t[0], sgn * t[1]))[:k]) / k
    return [at(1), at(-1)]
''')

right("q45", "ap.eleven_point", "exact Fractions and max with default", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    pts = [(Fraction(sum(labels[:k]), k), Fraction(sum(labels[:k]), n_relevant)) for k in range(1, len(labels) + 1)] if n_relevant else []
    return float(sum(max((p for p, r in pts if r >= Fraction(lvl, 10)), default=0) for lvl in range(11)) / 11)
''')

right("q46", "interp.curve", "walrus in a comprehension, max with default", '''
def my_interpolated(labels, n_relevant):
    h = 0
    pts = [((h := h + x) / k, h) for k, x in enumerate(labels, 1)]
    return [max((p for p, c in pts if n_relevant and c * 10 >= lvl * n_relevant), default=0.0) for lvl in range(11)]
''')

right("q47", "sig.sign_test", "math.comb two-sided tail, capped at 1", '''
from math import comb
n = len(d := [x - y for x, y in zip(v["a"], v["b"]) if x != y])
w = sum(x > 0 for x in d)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(min(w, n - w) + 1)) / 2 ** n) if n else 1.0
''')

right("q48", "map.mean", "nested generator with the walrus counter", '''
def my_map(runs, n_relevant):
    def ap(r, n):
        h = 0
        return sum((h := h + 1) / i for i, x in enumerate(r, 1) if x) / n if n else 0.0
    return sum(ap(r, n) for r, n in zip(runs, n_relevant)) / len(runs)
''')

SUBMISSIONS = tuple(S)
