"""Diagnosis class 114, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students in
a hurry the night before the deadline, mixing approaches: half a function in NumPy and half in plain Python (an
array compared with a list, a NumPy bool summed, integer arrays divided), code pasted from a previous task's
solution with its variable names, and a test on the notebook's example that passed, so they stopped. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c114-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class114): every right
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

BATCH = "diagnosis class 114 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c114-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"\(d - s \+ v\) ?/ ?d", r"d - s \+ v.{0,30}/ ?d"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.array(labels)
    s = len(labels)
    v = int((y == 1).sum())
    precision = v / s
    recall_lower = v / (d - s + v)
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q02", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i ?\+ ?1", r"trec(_eval)?.{0,20}(discount|dcg|formulation)", r"rank \+ 1",
        r"(discount|divides?|divided).{0,40}(first|rank 1|every rank|all ranks)",
        r"(järvelin|jarvelin|burges).{0,20}", r"log2?\(1 ?\+ ?i\)", r"shifted.{0,20}discount"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool(s|ed|ing)", r"sum(s|med)? (of )?(the )?(tp|counts|true positives)",
        r"totals? (of|over) (the )?(tp|counts|queries)", r"big query dominates", r"weighted by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r "
      "(non-interpolated) instead of the maximum precision at any rank with recall >= r",
      [[r"first rank", r"not interpolated", r"non.?interpolated", r"without (the )?max", r"no max",
        r"instead of the max", r"max\w* (precision )?(to|on) the right", r"raw precision",
        r"precision (at|where) (the )?recall (first )?reaches"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in [i / 10 for i in range(11)]:
        idx = np.where(rec >= r)[0]
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q05", "ndcg.value", "sibling", "the ideal ranking holds the retrieved grades only (the unretrieved relevant "
      "grades are left out of the ideal DCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list"]], '''
import numpy as np

def dcg(gs):
    gs = np.array(gs, dtype=float)
    if len(gs) == 0:
        return 0.0
    return gs[0] + np.sum(gs[1:] / np.log2(np.arange(2, len(gs) + 1)))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = round(float(dcg(grades) / dcg(ideal)), 4)
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"recalls? instead of (the )?precisions?", r"returns? (the )?recalls?", r"hits ?/ ?n_relevant",
        r"recall (values|levels) (instead|rather)", r"divid\w* by (the )?(number of )?relevant",
        r"x.?(axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of precisions by n_relevant (trec_eval's AP cut at k) "
      "instead of min(k, n_relevant)",
      [[r"divid\w* by (n_relevant|r\b|the (number|count) of relevant)", r"n_relevant instead",
        r"instead of min", r"not (by )?min\(k", r"without (the )?min", r"ignor\w* (the )?min",
        r"trec(_eval)?.{0,30}(ap|map|cut)", r"plain ap", r"denominator.{0,30}(n_relevant|\bR\b)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.array(labels[:k])
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    if n_relevant == 0:
        return 0.0
    return float(np.sum(prec[top == 1]) / n_relevant)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "multiplies by (1 + beta) instead of (1 + beta^2) in the numerator",
      [[r"1 ?\+ ?beta\b(?!\s*(\^|\*\*|²))", r"(numerator|factor).{0,40}(beta|not squared)",
        r"beta (is )?not squared", r"(forgot|missing|without).{0,20}squar", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta ** 2 * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm (np.log) in the discount instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log(arithm)? (base|to base) e", r"base e",
        r"wrong (log )?base", r"another base", r"not log2", r"instead of log2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = round(float(np.sum(g / np.log(i + 1))), 4)
''')

wrong("q10", "gen.practical", "shape", "the recall's lower bound divides by d - s, leaving out the + v of "
      "v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"(missing|forgot|without|drops?|left out|leaves? out).{0,20}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgotten|left out|dropped)"]], '''
import numpy as np

def my_practical(labels, d):
    lab = np.asarray(labels)
    s = lab.size
    v = np.sum(lab == 1)
    return [float(v / s), float(v / (d - s)), float(v / d)]
''')

wrong("q11", "dcg.exponential", "shape", "gain 2^rel without the - 1 (an irrelevant item gains 1)",
      [[r"(without|forgot|missing|drops?|left out|no)\W{0,5}(the )?- ?1", r"2 ?\^ ?rel(_i)? ?/",
        r"2 ?\*\* ?\w+(?! ?- ?1)", r"irrelevant.{0,40}(gain|counts?|adds?) (of )?1", r"grade 0.{0,30}gain"]], '''
import math

my_dcg_exp = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_exp += 2 ** g / math.log2(i + 1)
my_dcg_exp = round(my_dcg_exp, 4)
''')

wrong("q12", "roc.auc", "shape", "operator precedence: divides by n_pos and then multiplies by n_neg "
      "(x / n_pos * n_neg instead of x / (n_pos * n_neg))",
      [[r"precedence", r"parenthes", r"bracket", r"multipl\w* by (the )?(number of )?(negatives|n_?neg)",
        r"/ ?n_?pos ?\* ?n_?neg", r"instead of dividing by (the )?product"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores)
    y = np.array(labels)
    pos = s[y == 1]
    neg = s[y == 0]
    n_pos, n_neg = len(pos), len(neg)
    greater = sum(1 for p in pos for n in neg if p > n)
    ties = sum(1 for p in pos for n in neg if p == n)
    return (greater + 0.5 * ties) / n_pos * n_neg
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"(divid\w*|denominator).{0,20}(10|ten)", r"instead of (11|eleven)",
        r"number of (levels|intervals|gaps)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    total = 0.0
    for j in range(11):
        r = j / 10
        mask = rec >= r
        total += prec[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')

wrong("q14", "set.pr", "shape", "returns precision and recall swapped: hits over the relevant set first, hits over "
      "the retrieved set second",
      [[r"swap", r"reversed", r"(wrong|other) order", r"interchang", r"exchang", r"confus\w* precision and recall",
        r"precision and recall (are )?(the other way|switched|mixed)", r"switched"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set to 0 once before the loop over the queries and never "
      "reset, so later queries carry the earlier queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"(accumulat|count)\w*.{0,30}across (the )?queries",
        r"never (re)?initiali[sz]", r"outside (the|its) (query )?loop", r"not zeroed", r"previous quer(y|ies)",
        r"before the loop"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return float(np.mean(aps))
''')

wrong("q16", "rank.p_at_k", "flow", "slices labels[1:k + 1], skipping rank 1 and counting rank k + 1 (an "
      "off-by-one in the slice)",
      [[r"off.by.one", r"\[1 ?: ?k ?\+ ?1\]", r"skip\w* (the )?(first|rank 1|top)", r"rank k ?\+ ?1",
        r"shift\w* by one", r"starts? at (index )?1", r"one rank (too )?late"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.array(labels)
    return float(np.sum(y[1:k + 1]) / k)
''')

wrong("q17", "pr.averaged", "flow", "averages the curves with a running pairwise mean (avg = (avg + curve) / 2), "
      "which weights the later queries more instead of dividing the sum by the number of queries",
      [[r"running (mean|average)", r"pairwise", r"\(avg ?\+ ?\w+\) ?/ ?2", r"/ ?2\b",
        r"(later|last) quer\w+.{0,30}(more|weight|count)", r"not (the|a) (plain|true|arithmetic) mean",
        r"halv", r"incremental"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    avg = None
    for labels, R in zip(runs, n_relevant):
        y = np.array(labels)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R if R else np.zeros(len(y))
        curve = np.zeros(11)
        if R:
            for j in range(11):
                m = rec >= j / 10
                curve[j] = prec[m].max() if m.any() else 0.0
        avg = curve if avg is None else (avg + curve) / 2
    return [float(x) for x in avg]
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: every relevant item's 1/rank is added to "
      "the query's reciprocal rank",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank|hit)", r"not (only )?the first",
        r"after the first", r"stop\w*", r"sum\w* (of )?(the )?reciprocal", r"more than one"]], '''
def my_mrr(runs):
    total = 0.0
    for labels in runs:
        rr = 0.0
        for rank, rel in enumerate(labels, 1):
            if rel == 1:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q19", "interp.step", "flow", "computes the precision at a relevant rank before counting that hit (hits / "
      "rank read one hit short)",
      [[r"before (counting|adding|increment)", r"one (hit )?(short|too few|less)", r"hits? (is )?(not )?(yet )?"
        r"(counted|incremented) (after|late)", r"increment\w* (too )?late", r"order of (the )?(update|statements)",
        r"hits ?- ?1", r"excluding (the|this) (current )?(hit|item)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            prec = hits / rank
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return prec
    return 0.0
''')

wrong("q20", "rank.distances", "flow", "sorts the distances but never reorders the labels: takes the first k "
      "labels in input order",
      [[r"never (re)?(sort|order)", r"not (re)?(sorted|ordered)", r"input order", r"original order",
        r"labels.{0,30}(not|never) (re)?(sorted|ordered|permuted)", r"unsorted", r"without sorting",
        r"(sorted|sorts) (only )?the distances"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.sort(np.array(distances))
    top = labels[:k]
    return float(np.sum(top) / k)
''')

wrong("q21", "pr.points", "flow", "appends a point at every rank (the append is outside the if), not only at the "
      "relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"outside (the|its) (if|condition)", r"indent",
        r"non.?relevant (ranks|items).{0,30}(points?|added|appended)", r"one (point )?per rank",
        r"not only (at )?(the )?relevant"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
        points.append(hits / k)
    return points
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "crashes with ZeroDivisionError when the relevant set is empty (recall is not "
      "guarded, only precision is)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if len(ret) > 0 else 0.0
    recall = hits / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "crashes with ZeroDivisionError for a query with n_relevant = 0 instead of "
      "returning 0",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides NumPy integer arrays tp / (tp + fp): a query with nothing retrieved "
      "gives nan (0/0) and the mean is nan instead of counting that precision as 0",
      [NAN + [r"0 ?/ ?0", r"nothing retrieved.{0,40}(not|never) (counted|set|treated) as 0"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp = t[:, 0], t[:, 1]
    return float(np.mean(tp / (tp + fp)))
''')

wrong("q25", "rank.distances", "hidden", "np.argpartition(distances, k) raises ValueError when k is the whole "
      "list (kth must be smaller than the length)",
      [[r"argpartition", r"\bkth\b", r"out of bounds", r"ValueError"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances)
    nearest = np.argpartition(d, k)[:k]
    return float(np.array(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "np.mean of an empty selection is nan when nothing is within "
      "epsilon, instead of precision 0",
      [NAN + [r"empty (result|selection|slice)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "gen.grip_point", "hidden", "np.mean over labels[:n_relevant] divides by the list length when the "
      "list is shorter than the class, instead of by n_relevant (missing ranks not counted as non-relevant)",
      [[r"np\.mean", r"mean of the (slice|top|first)", r"(divid\w*|denominator).{0,30}(length|len|number of (ranks|items))",
        r"len\(", r"instead of (by )?n_relevant", r"(list|slice)'?s? length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.array(labels)
    return float(np.mean(y[:n_relevant]))
''')

wrong("q28", "ap.at_k", "hidden", "the denominator takes min(len(labels[:k]), n_relevant): the length of the cut "
      "list instead of k, wrong when k is longer than the list",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list|slice|top)", r"list length",
        r"instead of k\b", r"(cut|sliced|truncated) list"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.array(labels[:k])
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float(prec[top == 1].sum() / denom)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall in the denominator (beta^2 R + P) instead of on "
      "the precision",
      [[r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(r|recall)\b", r"(beta|β).{0,30}(on|times|multipl\w*) (the )?recall",
        r"precision and recall (are )?(swapped|switched|exchanged) in the denominator",
        r"denominator.{0,40}(swap|switch|exchang|wrong term)", r"wrong term"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    num = (1 + b2) * precision * recall
    den = b2 * recall + precision
    return num / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"tie\w*.{0,40}(full|whole|as 1\b|as a win|one)", r"(full|whole) (win|point|pair)",
        r"greater (than )?or equal", r"instead of (a )?half", r"not (as )?(a )?half", r"not 1/2"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores)
    y = np.array(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n instead of dropping them",
      [[r"(tie|tied)\w*.{0,40}(kept|not dropped|not removed|included|counted|in n)",
        r"(keeps|keep|keeping|includes?|including).{0,20}(the )?(tie|tied)", r"(forgot|did ?n.t|never).{0,20}drop",
        r"n includes", r"all (the )?queries.{0,20}\bn\b"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
n = len(a)
k = min(wins, n - wins)
my_sign_p = round(min(1.0, 2 * binom.cdf(k, n, 0.5)), 4)
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|other) order", r"swap", r"reversed", r"(highest|optimistic) first",
        r"the other way round", r"switched"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.array(distances)
    y = np.array(labels)
    pess = np.lexsort((y, d))       # ties: non-relevant first
    opt = np.lexsort((-y, d))       # ties: relevant first
    return [float(y[opt[:k]].sum() / k), float(y[pess[:k]].sum() / k)]
''')

wrong("q33", "interp.curve", "twin", "uses recall > r (strict) instead of recall >= r, so a rank whose recall "
      "equals the level is left out",
      [[r"strict", r"> ?r\b(?! ?=)", r"instead of >=", r"recall (equal|exactly equal)\w* (to )?(the )?level",
        r"greater than or equal", r"not >="]], '''
def my_interpolated(labels, n_relevant):
    hits, pr = 0, []
    for k, rel in enumerate(labels, 1):
        hits += rel
        pr.append((hits / k, hits / n_relevant))
    out = []
    for j in range(11):
        r = j / 10
        ps = [p for p, rc in pr if rc > r]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items retrieved (np.mean of the precisions at "
      "the hits) instead of n_relevant",
      [[r"(number|count) of (the )?relevant (items )?(retrieved|found|in the (list|ranking))",
        r"retrieved relevant", r"sum\(labels\)", r"mean of (the )?precisions", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w*.{0,30}(unretrieved|never retrieved|missing relevant)"]], '''
import numpy as np

y = np.array(v["labels"])
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = round(float(np.mean(prec[y == 1])), 4)
''')

wrong("q35", "map.mrr", "twin", "averages over the queries that retrieved a relevant item only (a query without "
      "one is left out of the mean instead of counting 0)",
      [[r"(left|leaves|leaving) out", r"skip", r"exclud", r"drop", r"only (over )?(the )?quer\w+ (with|that)",
        r"not count\w* (as )?0", r"instead of (counting )?0", r"(divid\w*|denominator).{0,40}(found|with a relevant)"]],
      '''
def my_mrr(runs):
    rrs = []
    for labels in runs:
        for i, x in enumerate(labels):
            if x == 1:
                rrs.append(1 / (i + 1))
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks the farthest item first (sorts the distances descending, as if they "
      "were similarity scores)",
      [[r"farthest", r"descending", r"largest (distance )?first", r"reverse", r"similarit", r"highest first",
        r"wrong (sort )?direction", r"nearest last"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.array(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q37", "dcg.classic", "data", "turns the grades into 0/1 relevance (grade > 0 summed as a NumPy bool) instead "
      "of using the graded values",
      [[r"binar", r"0 ?/ ?1", r"bool", r"grade ?> ?0", r"graded (relevance|values?).{0,20}(ignored|lost|dropped)",
        r"ignor\w* (the )?grades?", r"every relevant item (gains|counts) 1"]], '''
import numpy as np

def my_dcg(grades):
    rel = np.array(grades) > 0
    total = float(rel[0]) if len(rel) else 0.0
    for i in range(1, len(rel)):
        total += rel[i] / np.log2(i + 1)
    return float(total)
''')

wrong("q38", "set.pr", "data", "counts the retrieved list's length with its duplicates (an id retrieved twice "
      "counts twice) instead of the set's size",
      [[r"duplicat", r"(list|its) length", r"len\(retrieved\)", r"not (as )?a set",
        r"repeated (id|item)", r"count(s|ed|ing)? (it )?twice", r"twice in the (count|denominator)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "roc.eer", "data", "treats a low score as positive (thresholds walked from the lowest score up), "
      "reversing the score direction",
      [[r"(low|lower|smallest) score.{0,30}(positive|first|relevant)", r"score direction", r"ascending",
        r"reversed? (the )?(scores|order|direction)", r"(inverted|flipped) (scores|ranking)",
        r"lowest (score )?first", r"higher score.{0,30}(negative|less likely)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s):
        sel = s <= t
        tpr.append((sel & (y == 1)).sum() / P)
        fpr.append((sel & (y == 0)).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    for j in range(1, len(diff)):
        if diff[j] >= 0:
            if diff[j] == diff[j - 1]:
                return float(fpr[j])
            t = -diff[j - 1] / (diff[j] - diff[j - 1])
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

wrong("q40", "pr.averaged", "data", "uses sum(labels), the relevant items retrieved, as each query's number of "
      "relevant items instead of the given n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits?) (items )?(retrieved|in the (list|ranking))",
        r"ignor\w* (the given )?n_relevant", r"instead of (the given )?n_relevant",
        r"(count|number) of (ones|1s)", r"unretrieved.{0,30}(ignored|left out|missing)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        y = np.array(labels)
        R = y.sum()
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        c = []
        for j in range(11):
            m = (hits / R >= j / 10) if R else np.zeros(len(y), bool)
            c.append(prec[m].max() if m.any() else 0.0)
        curves.append(c)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the retrieved list, "
      "counting them in the system's DCG as if they had been retrieved",
      [[r"(append|add|concatenat)\w*.{0,40}(unretrieved|never retrieved).{0,40}(ranking|list|dcg|retrieved)",
        r"unretrieved.{0,40}(as if|as though) (they were |they had been )?retrieved",
        r"unretrieved.{0,40}(counted|included) in (the )?(system'?s? )?dcg", r"dcg of (the )?(system|run) "
        r"includes?.{0,20}unretrieved", r"(end|bottom) of the (list|ranking)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = np.array(grades + unretrieved, dtype=float)
    ideal = np.sort(run)[::-1]
    disc = np.maximum(np.log2(np.arange(1, len(run) + 1)), 1.0)
    idcg = np.sum(ideal / disc)
    return float(np.sum(run / disc) / idcg) if idcg > 0 else 0.0
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision tp / (tp + fn) uses the missed "
      "relevant items instead of the false positives",
      [[r"false negatives?", r"column", r"\[tp, ?fn, ?fp\]", r"(wrong|third|other) (column|entry|field)",
        r"missed relevant", r"\bfn\b.{0,30}instead of.{0,10}\bfp\b", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "plain loop over the relevant ranks, first R_i >= level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    lev = Fraction(level).limit_denominator(1000)
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return hits / rank
    return 0.0
''')

right("q44", "scope.knn_ties", "np.lexsort on (label, distance) both ways", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.array(distances)
    y = np.array(labels)
    pess = np.lexsort((y, d))
    opt = np.lexsort((-y, d))
    return [float(y[pess[:k]].sum() / k), float(y[opt[:k]].sum() / k)]
''')

right("q45", "map.mean", "pasted AP helper with its own counters, np.mean over the queries", '''
import numpy as np

def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant if n_relevant else 0.0

def my_map(runs, n_relevant):
    return float(np.mean([my_ap(l, n) for l, n in zip(runs, n_relevant)]))
''')

right("q46", "ndcg.all_judgments", "NumPy discounts with max(log2 i, 1)", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.array(g, dtype=float)
        if g.size == 0:
            return 0.0
        return float(np.sum(g / np.maximum(np.log2(np.arange(1, g.size + 1)), 1.0)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    i = dcg(ideal)
    return dcg(grades) / i if i > 0 else 0.0
''')

right("q47", "rank.r_precision", "list padded with zeros to R", '''
labels = list(v["labels"]) + [0] * v["n_relevant"]
R = v["n_relevant"]
my_r_precision = sum(labels[:R]) / R
''')

right("q48", "scope.eps_precision", "comprehension with a guard for an empty result", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
