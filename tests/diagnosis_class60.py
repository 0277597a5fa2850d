"""Diagnosis class 60, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
come from a recommender-systems or machine-learning course and bring that field's habits -- top-N metrics (hit
rate, precision@k and NDCG as recommender libraries define them), per-user averaging, scikit-learn's scoring
functions and their argument conventions, scores and probabilities where the course has labels and ranks -- plus
the usual misremembered formulas, loop slips and misread inputs. What was read: the task registry
(``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``: task ids, signatures,
statements, hidden-check hints, generators, references), the measure library outside ``exercises/`` and
``grading/`` (formulas of ``generality.py``, ``roc.py``'s EER and ``significance.py``'s sign test), lines 1-80 of
tests/heldout_submissions.py (``class_writer``, ``Submission``, the shared key lists), the first 60 and last 30
lines of tests/diagnosis_class19.py (the format only) and the docstring of tests/validate_class.py. Same format
as class 19 (the category is kept in ``style``). Student ids are ``"c60-" + sid``. The keys were fixed before
the checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task,
STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class60): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course or a library teaches), ``shape`` (a slip in the
formula's shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only
on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs;
the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 60 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c60-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "rank.p_at_k", "sibling", "precision@k as recommender libraries compute it: divides by the number of "
      "items actually in the top k (min(k, list length)) instead of k",
      [[r"min\(k", r"(number|count) of items (actually )?(in|present|returned)", r"(fewer|shorter) than k",
        r"(divid|normali)\w* by (the )?(list|slice|items returned|number returned)",
        r"(divid|normali)\w* by (the )?(length|size)", r"instead of k\b", r"rather than k\b",
        r"len\(labels\[:k\]\)", r"(number of )?(items|ranks) (present|available)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

wrong("a02", "roc.auc", "sibling", "returns scikit-learn's average precision (area under the precision-recall "
      "curve) instead of the ROC AUC",
      [[r"average precision", r"average_precision_score", r"\bAP\b", r"area under (the )?(PR|precision.recall)",
        r"precision.recall (curve|area)"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a03", "dcg.classic", "sibling", "returns NDCG (DCG divided by the DCG of the ideal reordering) instead of "
      "the plain DCG",
      [[r"normali[sz]", r"ideal", r"\bNDCG\b", r"IDCG", r"divid\w* by (the )?(best|perfect|ideal|sorted)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)

    def dcg(x):
        if x.size == 0:
            return 0.0
        disc = np.ones(x.size)
        disc[1:] = np.log2(np.arange(2, x.size + 1))
        return float((x / disc).sum())

    ideal = dcg(np.sort(g)[::-1])
    return dcg(g) / ideal if ideal > 0 else 0.0
''')

wrong("a04", "map.mrr", "sibling", "hit rate (the fraction of queries with any relevant item retrieved) instead of "
      "the mean reciprocal rank: the rank of the first hit is ignored",
      [[r"hit ?rate", r"hit.?ratio", r"\bHR\b", r"success ?(@|at)", r"(fraction|share|proportion|percentage) of "
        r"(the )?queries (with|that have|having)", r"ignor\w* (the )?(rank|position)",
        r"(any|a) hit (counts?|scores?) (as )?(1|one|fully)", r"(position|rank) (is )?(ignored|not used|never used)"]],
      '''
def my_mrr(runs):
    hits = [1.0 if any(run) else 0.0 for run in runs]
    return sum(hits) / len(runs)
''')

wrong("a05", "avg.macro", "sibling", "micro-averaged precision (pooled tp and fp over the queries) instead of the "
      "macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"(sum|add)\w* (up )?(the )?(counts|tp|true positives).{0,40}(over|across) (all )?(the )?"
        r"quer", r"global (counts?|precision)", r"(weight|dominat)\w* by (the )?(big|large)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a06", "dcg.exponential", "sibling", "the linear-gain DCG (the grade itself as the gain, as in the "
      "log2(i + 1) task) instead of the exponential gain 2^rel - 1",
      [[r"linear gain", r"raw grades?", r"grades? (itself|themselves|as (the )?gains?)",
        r"without (the )?(2\^|exponential|power)", r"instead of (2\^|the exponential)", r"not (the )?exponential",
        r"(forgot|missing|no) (the )?(2\^|exponential|power of 2|exponentiation)", r"rel_i (instead|rather)"]], '''
import math

my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("a07", "roc.eer", "sibling", "the scikit-learn recipe: the FPR at the ROC point nearest to FPR = FNR "
      "(argmin of |FNR - FPR| over roc_curve's corner points) instead of the interpolated crossing",
      [[r"nearest (ROC )?point", r"closest (ROC )?point", r"(no|without|never|not) interpolat", r"argmin",
        r"(snap|round)\w* to (a|the) (ROC )?point", r"(smallest|minimum) (gap|\|FPR ?- ?FNR\||difference)",
        r"drop_intermediate", r"corners? only"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = np.nanargmin(np.abs(fnr - fpr))
    return float(fpr[i])
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"(not|never|forg\w*( to)?|without|didn't|did not) squar", r"unsquared", r"beta instead of beta",
        r"squar\w* (is |was )?missing", r"missing (the )?squar", r"(linear|first power of) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.classic", "shape", "the discount uses the natural logarithm (math.log) instead of log2",
      [[r"natural (log|logarithm)", r"\bln\b", r"log(arithm)? base e\b", r"(another|wrong|different|other) "
        r"(log(arithm)? )?base", r"base.?e\b", r"math\.log\b", r"log instead of log2", r"not (the )?base.?2"]], '''
import math

def my_dcg(grades):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1))
''')

wrong("b03", "ndcg.all_judgments", "shape", "the DCG uses the classic discount but the ideal DCG the log2(i + 1) "
      "discount: two different formulas in the ratio",
      [[r"(different|two|mismatch\w*|inconsistent|not the same) (discounts?|formulations?|formulas?|DCGs?)",
        r"(ideal|IDCG).{0,60}log2\(i ?\+ ?1\)", r"log2\(i ?\+ ?1\).{0,60}(ideal|IDCG)",
        r"(ideal|IDCG).{0,40}(trec|other|another) (formulation|discount|formula)",
        r"(trec|other|another) (formulation|discount|formula).{0,40}(ideal|IDCG)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("b04", "gen.practical", "shape", "missing parentheses in the recall bound: v / d - s + v instead of "
      "v / (d - s + v)",
      [[r"parenthes[ie]s", r"bracket", r"precedence", r"v ?/ ?d ?- ?s ?\+ ?v", r"order of operations"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("b05", "interp.step", "shape", "returns the recall R_i of the point instead of its precision P_i",
      [[r"recall (instead|rather) (of|than) (the )?precision", r"returns? (the )?recall", r"R_i (instead|rather) "
        r"(of|than) P_i", r"(swapp|confus|mix)\w* (up )?(precision and recall|recall and precision|the axes|the "
        r"coordinates|P and R|R and P)", r"wrong (axis|coordinate)", r"x.?(coordinate|axis|value) instead"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            r = hits / n_relevant
            if r >= level:
                return r
    return 0.0
''')

wrong("b06", "dcg.trec", "shape", "the + 1 is outside the logarithm: rel_i / (log2(i) + 1) instead of "
      "rel_i / log2(i + 1)",
      [[r"log2\(i\) ?\+ ?1", r"(\+ ?1|one|constant) (added )?outside (the )?(log|logarithm)",
        r"outside (the )?(log|logarithm|parenthes)", r"parenthes[ie]s", r"bracket", r"log2 ?i ?\+ ?1"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("b07", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions is divided by 10 instead of 11",
      [[r"(divid\w*|averag\w*|mean) (by|over) 10\b", r"\b10 instead of 11", r"ten (levels|points|values)",
        r"/ ?10\b", r"(miscount|wrong count|wrong number)\w* (of )?(the )?levels",
        r"(10|ten) (as|for) the (number of levels|denominator)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "ap.exact", "flow", "the precision at a relevant rank is taken before that item is counted (the hit "
      "counter is incremented too late)",
      [[r"before (counting|adding|increment\w*|updat\w*)", r"(increment|count|updat)\w* .{0,30}(too late|after)",
        r"off.by.one", r"not yet counted", r"(without|excluding|leaves out|misses) the (current|item itself|"
        r"relevant item itself)", r"previous (count|hits|value)", r"one (hit|relevant) (too )?(short|fewer|less)"]],
      '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("c02", "map.mean", "flow", "the hit counter is not reset between queries: hits carry over from the "
      "previous queries",
      [[r"(not|never) reset", r"carr(y|ies|ied) over", r"reset", r"(shared|global|outer) (counter|accumulator|"
        r"hit count)", r"(leak|spill)\w* (from|between|across|into)", r"previous quer(y|ies)('s)? (hits|count)",
        r"outside the (query |outer )?loop", r"accumulat\w* across quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c03", "interp.curve", "flow", "the loop over the levels runs range(10): the level 1.0 is missing (10 "
      "values)",
      [[r"\b10 (values|levels|points|precisions|elements|entries)", r"(miss|drop|skip|omit|lose|lost)\w* (the )?"
        r"(level 1(\.0)?|last level|recall 1(\.0)?|eleventh)", r"range\(10\)", r"off.by.one",
        r"one (level|value|element) short", r"(eleventh|11th) (level|value)", r"stops? (at|before) (level )?0\.9"]],
      '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(10):
        r = j / 10
        ps = [p for rr, p in pts if rr >= r]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("c04", "rank.distances", "flow", "never sorts by distance: takes the first k items in the given order",
      [[r"(never|not|without|forg\w* to|didn't|did not) sort", r"(input|given|original|listed) order",
        r"unsorted", r"as (given|listed)", r"(ignor|unus|disregard)\w* (the )?distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("c05", "pr.points", "flow", "appends a point at every rank, not only at the relevant ranks",
      [[r"(every|each|all) ranks?\b", r"(non.?relevant|irrelevant) (ranks|items|positions) (too|as well|also)",
        r"not only (at )?(the )?relevant", r"append\w* (outside|for all|at every|unconditionally)",
        r"(point|precision) (for|at) every", r"indent\w*", r"one point per rank"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        out.append(hits / k)
    return out
''')

wrong("c06", "gen.grip_point", "flow", "off-by-one slice: labels[:c - 1] (the c-th rank is left out) divided by c",
      [[r"off.by.one", r"(one|1) (rank|item|position) (short|too few|less|fewer)", r"(n_relevant|\bc|\bR) ?- ?1",
        r"(inclusive|exclusive) (end|upper|stop|bound)", r"(slic|cut)\w*.{0,30}(one )?(too )?(short|early)",
        r"(miss|drop|exclud|omit|leav)\w* (out )?(the )?(last|c.th|R.th|final) (rank|item|position)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    return float(np.sum(labels[:c - 1]) / c)
''')

wrong("c07", "ap.value", "flow", "the loop breaks at the first non-relevant item: only the leading run of "
      "relevant items is summed",
      [[r"\bbreak", r"stops? (at|after|on) the first (non.?relevant|miss|zero|0|irrelevant)",
        r"(early|premature) (exit|stop|termination|break)", r"only the (leading|first run|initial|first streak|top) "
        r"relevant", r"(exits?|leaves?|ends?) the loop"]], '''
hits, total = 0, 0.0
for k, rel in enumerate(v["labels"], 1):
    if not rel:
        break
    hits += 1
    total += hits / k
my_ap_value = total / v["n_relevant"]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the size of the retrieved set and of the relevant set without "
      "guarding an empty one: ZeroDivisionError when nothing is retrieved or nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.exact", "hidden", "NumPy division by n_relevant unguarded: nan for a query with no relevant items",
      [NAN + ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y) + 1
    return float(np.sum(np.arange(1, len(ranks) + 1) / ranks) / n_relevant)
''', scope="all")

wrong("d03", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: ZeroDivisionError when "
      "there is no relevant item at all",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))

    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "avg.macro", "hidden", "vectorised tp / (tp + fp) without a guard: 0/0 gives nan for a query with "
      "nothing retrieved, and the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''', scope="all")

wrong("d05", "gen.grip_point", "hidden", "np.mean of labels[:c] divides by the number of ranks in the list, not by "
      "c, when the list is shorter than the class",
      [[r"(divid|normali|averag)\w* (by|over) (the )?(number of )?(ranks|items|labels) (present|available|there|in "
        r"the (list|slice))", r"len\(", r"np\.mean", r"mean (of|over) the (slice|list|top)",
        r"(list|slice|ranking)('s)? (length|size)", r"(fewer|less) than c (items|ranks)",
        r"(shorter|truncated) (list|ranking|slice)", r"missing ranks (are )?(not|never) counted",
        r"instead of (c|n_relevant|the class size)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("d06", "scope.knn_ties", "hidden", "looks at the distance after the k-th one (ds[k]) to detect a tie across "
      "the cut: IndexError when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    if ds[k - 1] != ds[k]:  # no tie across the cut: the top k is fixed
        top = sorted(zip(distances, labels))[:k]
        p = sum(lab for _, lab in top) / k
        return [p, p]
    cut = ds[k - 1]
    inside = [lab for d, lab in zip(distances, labels) if d < cut]
    tied = [lab for d, lab in zip(distances, labels) if d == cut]
    need = k - len(inside)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(inside) + max(0, need - non_t)
    high = sum(inside) + min(need, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("d07", "pr.averaged", "hidden", "recall hits / n without a guard: ZeroDivisionError for a query with no "
      "relevant items",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        hits, pts = 0, []
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / n, hits / k))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 R + P): the same "
      "numbers as F at 1/beta",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are |were )?(swapped|exchanged|reversed|confused|the wrong way)",
        r"beta\s*(\^|\*\*)\s*2 ?\*? ?(R|recall)\b", r"(weight|multipl)\w* (the )?recall (by|with) beta",
        r"roles? of (P|precision) and (R|recall)", r"(wrong|other) (term|one) (weighted|multiplied)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e02", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant) (the same numbers as dividing by "
      "min(k, list length) when k fits in the list)",
      [[r"(divid\w*|normali[sz]\w*) by k\b", r"denominator (is |of )?k\b", r"\bk instead of min",
        r"by k (alone|only|rather)", r"(ignor|forg|leav)\w* (out )?(the )?n_relevant (in|from) the (min|denominator)",
        r"(always|just) k\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if top.sum() == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / k)
''')

wrong("e03", "sig.sign_test", "twin", "ties are not dropped: n is every query (the same numbers as counting each "
      "tie as a loss of a)",
      [[r"ties? (were |are |is )?(not|never) (dropped|removed|discarded|excluded)", r"(kept|keeps|keeping|includ\w*|"
        r"retain\w*) (the )?(tied|ties)", r"without (dropping|removing|discarding) (the )?ties",
        r"n (is|=|counts) (all|every|the number of all) quer"]], '''
from scipy.stats import binomtest

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"])).pvalue
''')

wrong("e04", "map.mrr", "twin", "np.argmax of an all-zero run is 0, so a query with no hit scores 1 / 1",
      [[r"arg ?max"], [r"(all|only).?zeros?", r"no (relevant|1|hit|one)", r"never (hit|retrieved|found)",
                       r"(returns?|gives?) (index )?0", r"(nothing|none) (relevant )?(found|retrieved)",
                       r"first (index|position|element)"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')

wrong("e05", "dcg.classic", "twin", "1-based enumerate and still log2(i + 1): the rank is shifted twice (from rank "
      "2 on the discount is log2(rank + 1))",
      [[r"(double|twice|two).{0,20}(shift|\+ ?1|offsets?|off.by.one)", r"off.by.one", r"start\s*=\s*1.{0,60}\+ ?1",
        r"(1|one).based.{0,60}\+ ?1", r"(index|rank)\w* (already )?(shifted|offset|starts? at 1)",
        r"log2\(i ?\+ ?1\) (with|on|for) (a )?(1|one).based"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log2(i + 1)
    return total
''')

wrong("e06", "roc.auc", "twin", "Mann-Whitney from argsort-of-argsort ordinal ranks: tied scores get distinct "
      "ranks by position instead of their average rank",
      [[r"(average|mid|fractional|tied).?ranks?", r"rankdata", r"ordinal", r"argsort",
        r"ties? (are |get )?(broken|split|ordered|resolved) (by|in) (position|order|index|input)",
        r"(distinct|unique|different) ranks? (to|for) tied"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s)) + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("e07", "ap.eleven_point", "twin", "levels from np.arange(0, 1.1, 0.1) carry floating-point error "
      "(0.30000000000000004...), so a recall exactly at a level misses it",
      [[r"floating.?point", r"\bfloat\w* (error|rounding|inexact|imprecis)", r"rounding (error|noise)", r"arange",
        r"(accumulat|repeated)\w* (0\.1|additions?|steps?)", r"0\.30000000000000004|0\.6000000000000001|"
        r"0\.7000000000000001", r"not exact(ly representable)?", r"inexact"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    p = hits / np.arange(1, y.size + 1)
    r = hits / n_relevant
    levels = np.arange(0.0, 1.1, 0.1)
    return float(np.mean([p[r >= lv].max() if (r >= lv).any() else 0.0 for lv in levels]))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "scope.eps_precision", "data", "sorts the distances but not the labels: labels no longer line up "
      "with their distances",
      [[r"(labels?|pairs?) (are )?(no longer|not) (aligned|matched|paired)", r"misalign", r"sort\w* (only )?the "
        r"distances (but not|without) (the )?labels", r"(lost|broke\w*|break\w*) (the )?(pairing|alignment|"
        r"correspondence)", r"out of (sync|step)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels)
    m = int(np.sum(d < epsilon))
    return float(y[:m].mean()) if m else 0.0
''')

wrong("f02", "roc.auc", "data", "scikit-learn's roc_auc_score called with the arguments in the wrong order "
      "(scores as y_true): ValueError on continuous targets",
      [[r"argument order", r"(arguments?|parameters?) (are |were )?(swapped|reversed|in the wrong order|the wrong "
        r"way)", r"(swapp|revers|exchang)\w* .{0,30}(y_true|y_score|labels and scores|scores and labels)",
        r"y_true", r"(scores|labels) (passed )?(as|in place of) (the )?(labels|scores|y_true)",
        r"(labels|y_true) (must|should) come first"]], '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(scores, labels))
''', crash="ValueError")

wrong("f03", "ndcg.all_judgments", "data", "reads `unretrieved` as part of the run: appends those grades to the "
      "ranking, so they earn DCG as if retrieved at the end",
      [[r"(append|add|concatenat)\w* .{0,40}(unretrieved|never retrieved).{0,40}(ranking|list|run|retrieved|DCG)",
        r"unretrieved.{0,40}(as if|as though).{0,20}retrieved", r"(counts?|credit\w*) (the )?unretrieved.{0,30}"
        r"(in|to) (the )?DCG", r"DCG.{0,40}(includ|contain)\w* (the )?unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)

    def dcg(gs):
        return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))

    ideal = dcg(sorted(run, reverse=True))
    return dcg(run) / ideal if ideal else 0.0
''')

wrong("f04", "avg.macro", "data", "reads each table as [tp, fn, fp] (columns in the wrong order), so it averages "
      "tp / (tp + fn)",
      [[r"(order|columns?|fields?|entries|positions?) (of|in) (the )?(table|triple|row|list)", r"\[tp, ?fn, ?fp\]",
        r"\bfn (as|for|instead of) (the )?fp", r"(swapp|confus|mix|revers)\w* (up )?(the )?(fp|fn|false positives?) "
        r"(and|with) (the )?(fn|fp|false negatives?)", r"(unpack\w*|read\w*) .{0,20}wrong order", r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f05", "set.pr", "data", "duplicates in the retrieved list are counted as separate items (list length and "
      "per-item hits, never a set)",
      [[r"duplicat\w*", r"repeated (ids?|items?|documents?)", r"(not|never|without) (de-?dup\w*|remov\w* (the )?"
        r"duplicates|(making|turning|converting) .{0,20}(a )?set)", r"list length", r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f06", "scope.knn_ties", "data", "treats the distances as similarity scores: the largest distances are "
      "taken as the nearest",
      [[r"similarit", r"(larger|bigger|higher|greater) (distances? )?(is|are|=|means) (nearer|closer|better|more "
        r"similar)", r"(descending|reverse|decreasing)", r"farthest (first|targets)", r"(as|like) (a )?scores?",
        r"wrong (end|direction)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (-t[0], t[1]))[:k]
    high = sorted(pairs, key=lambda t: (-t[0], -t[1]))[:k]
    return [sum(lab for _, lab in low) / k, sum(lab for _, lab in high) / k]
''')

wrong("f07", "map.mean", "data", "ignores the given n_relevant and divides each query's sum by its number of "
      "hits in the list, as if every relevant item had been retrieved",
      [[r"sum\((labels|run|the list)\)", r"(number|count) of (1s|ones|hits|relevant (items )?(retrieved|found|in "
        r"the (list|run)))", r"(ignor|unus|disregard|never uses?)\w* (the )?(given )?n_relevant",
        r"only (the )?(retrieved|found) relevant", r"(assum|as if)\w* .{0,30}(all|every) relevant .{0,20}"
        r"(retrieved|found)", r"(divid\w*|normali[sz]\w*) by (the )?hits"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "rank.distances", "a stable NumPy argsort (ties keep the input order)", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

right("g02", "pr.points", "itertools.accumulate in a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, rel) in enumerate(zip(accumulate(labels), labels), 1) if rel]
''')

right("g03", "interp.step", "an explicit loop that returns at the first point reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return hits / k
    return 0.0
''')

right("g04", "ap.at_k", "a loop over the top k with the min(k, R) guard first", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

right("g05", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    recall_lower = float(Fraction(v, d - s + v)) if v else 0.0
    return [float(Fraction(v, s)), recall_lower, float(Fraction(v, d))]
''')

right("g06", "dcg.exponential", "vectorised NumPy with arange(2, n + 2)", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum((2 ** g - 1) / np.log2(np.arange(2, g.size + 2))))
''')

SUBMISSIONS = tuple(S)
