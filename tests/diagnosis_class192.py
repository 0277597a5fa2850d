"""Diagnosis class 192, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned their evaluation from scikit-learn and try to reuse ``sklearn.metrics`` (``average_precision_score``,
``ndcg_score``, ``roc_auc_score``, ``roc_curve``, ``auc``, ``precision_recall_curve``) or imitate its conventions
(higher score ranked first, the positives of ``y_true`` as the whole relevant set, ``log2(i + 1)`` discounts,
micro averaging, nearest ROC point), in loops, NumPy, comprehensions, itertools and fractions. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c192-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class192): every right
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

BATCH = "diagnosis class 192 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c192-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.value", "sibling", "uses sklearn's average_precision_score, which divides by the relevant items "
      "in the list (the positives of y_true) instead of n_relevant",
      [[r"average_precision_score", r"sklearn", r"relevant (items )?(retrieved|in the (list|ranking)) only",
        r"only (the )?(retrieved|found) relevant", r"(divid\w*|normali[sz]\w*) by (the )?(number of )?(retrieved|found) "
        r"relevant", r"ignor\w* (the )?(unretrieved|n_relevant|missing relevant)", r"sum\(labels\)",
        r"positives (in|of) (the )?(list|labels|y_true)", r"instead of n_relevant"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

y = np.array(v["labels"])
scores = -np.arange(len(y))          # rank 1 gets the highest score
my_ap_value = round(float(average_precision_score(y, scores)), 4)
''')

wrong("q02", "ndcg.all_judgments", "sibling", "NDCG with sklearn's log2(i + 1) discount on every rank (the "
      "rank 1 item discounted too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log_?2\s*\(\s*i\s*\+\s*1\s*\)", r"log_?2\s*\(\s*(rank|position)\s*\+\s*1\s*\)", r"i ?\+ ?1",
        r"rank ?\+ ?1", r"trec[- ](style|dcg|discount|formulation)", r"sklearn", r"ndcg_score",
        r"(first|top) (rank|item|position).{0,30}discount", r"discount\w*.{0,30}(first|top|rank 1)",
        r"every rank (is )?discount"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        discounts = np.log2(np.arange(len(g)) + 2)     # as in sklearn's _dcg_sample_scores
        return float(np.sum(g / discounts))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q03", "dcg.exponential", "sibling", "uses the grade itself as the gain (sklearn's linear gain, the log2(i + 1) "
      "DCG) instead of 2^rel - 1",
      [[r"linear gain", r"gain (is |= ?|of )?(the )?(grade|rel_?i?)\b(?! ?-)", r"grade itself", r"raw grades?",
        r"without (the )?(exponential|2 ?\^|2\*\*)", r"instead of (the )?(exponential|2 ?\^|2\*\*)",
        r"not (the )?(exponential|2 ?\^|2\*\*)", r"no exponential", r"exponential gain (missing|forgotten|left out)",
        r"forg\w* .{0,20}(exponential|2 ?\^|2\*\*)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank that reaches each level (no "
      "maximum over the later ranks): an uninterpolated, step-like reading",
      [[r"first rank", r"no max", r"without (the |a )?max", r"not (the )?max", r"never (takes|uses) (the )?max",
        r"max\w*.{0,40}(missing|never|not taken|left out)", r"step (rule|interpolation)", r"uninterpolated",
        r"not interpolated", r"(later|lower|following) ranks?.{0,30}(ignored|not (considered|looked at))",
        r"precision (at|where) (the )?(curve |recall )?(first )?reach"]], '''
def my_interpolated(labels, n_relevant):
    precisions, recalls = [], []
    hits = 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        precisions.append(hits / i)
        recalls.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for level in [j / 10 for j in range(11)]:
        value = 0.0
        for p, r in zip(precisions, recalls):
            if r >= level:
                value = p          # the precision where the curve reaches the level
                break
        out.append(value)
    return out
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the sklearn roc_curve point nearest to FPR = FNR "
      "instead of intersecting the ROC curve's straight pieces",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolation", r"never interpolat",
        r"argmin", r"smallest \|?(FPR|FNR|difference)", r"(a|one) ROC point.{0,40}instead"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = np.nanargmin(np.abs(fnr - fpr))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recalls? instead", r"returns? (the )?recall", r"recall values", r"recall levels", r"R@k instead",
        r"recall.{0,30}(not|instead of|rather than) (the )?precision", r"x.?(axis|coordinate)",
        r"wrong (coordinate|axis|array)", r"hits ?/ ?n_relevant"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    precision = hits / ranks
    recall = hits / n_relevant
    keep = y == 1
    return recall[keep].tolist()
''')

wrong("q07", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp, sklearn's "
      "average='micro') instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp|tables)", r"total (tp|counts)",
        r"(counts|tp and fp) (added|summed) (over|across)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0      # precision_score(average="micro")
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta^2 (beta never squared)",
      [[r"not squar", r"unsquared", r"without squar", r"forg\w* .{0,20}squar", r"never squar",
        r"beta (instead of|not|rather than) (beta ?\^ ?2|beta squared|beta\*\*2|b\^2)", r"linear beta",
        r"squar\w* (is )?(missing|left out|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b(?!2)", r"wrong (log(arithm)? )?base", r"log base",
        r"instead of log ?2", r"not log ?2", r"another base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log(ranks + 1)))
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"10 levels", r"ten levels",
        r"divid\w* by ten"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        reached = prec[rec >= r - 1e-12]
        total += reached.max() if reached.size else 0.0
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "writes the recall bound v / (d - s + v) without its parentheses, "
      "v / d - s + v",
      [[r"parenthes", r"bracket", r"precedence", r"order of operations", r"v ?/ ?d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / d - s + v
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"ties? (count|counted|as) (as )?(a )?(full|whole|1\b|one\b|win)",
        r"tied pairs? (count|counted|counts) (as )?(a )?(1\b|one\b|full|whole|wins?)", r"full (point|win|credit)",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half|0\.5)", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ap.at_k", "shape", "returns the sum of the precisions at the relevant ranks without dividing "
      "by min(k, n_relevant)",
      [[r"never divid", r"not divid", r"without (the )?divi", r"forg\w* .{0,20}divi", r"sum of (the )?precisions",
        r"no (division|denominator)", r"(division|denominator) (is )?(missing|left out|forgotten)", r"undivided",
        r"raw sum"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if y.size == 0 or min(k, n_relevant) == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.sum(prec * y))
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail binom.cdf(min, n, 1/2) without doubling it",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"(not|never|forg\w*( to)?|without) doubl",
        r"times 2", r"factor (of )?(2|two)", r"half (of )?the (two.sided )?p", r"\* ?2"]], '''
from scipy.stats import binom

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
my_sign_p = float(binom.cdf(k, n, 0.5))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the return sits inside the loop over the queries: the first query's AP divided "
      "by the number of queries",
      [[r"return\w* inside (the )?(outer )?loop", r"inside the (outer |query )?loop", r"first query only",
        r"only (the )?first query", r"after (the )?first query", r"loop (ends|stops|exits|returns) (early|too soon)",
        r"indent", r"(early|premature) return"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        ap = s / R if R else 0.0
        total += ap
        return total / len(runs)
''')

wrong("q16", "pr.averaged", "flow", "keeps a running pairwise average (avg + curve) / 2, so later queries weigh "
      "more than earlier ones, instead of the plain mean over the queries",
      [[r"running (average|mean)", r"pairwise", r"halv", r"/ ?2\b", r"average of the (running|previous)",
        r"later quer\w* (weigh|count)", r"weigh\w*", r"(not|instead of) (a |the )?(plain |equal |simple )?mean",
        r"repeated(ly)? averag", r"averag\w* (the )?(running|accumulated|previous)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    avg = None
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R if R else np.zeros(len(y))
        curve = np.array([prec[rec >= r - 1e-9].max() if R and (rec >= r - 1e-9).any() else 0.0
                          for r in levels])
        avg = curve if avg is None else (avg + curve) / 2
    return avg.tolist()
''')

wrong("q45", "rank.p_at_k", "flow", "slices labels[:k - 1] (thinking of 0-based ranks), so the k-th rank is "
      "never counted",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item) (short|too few|fewer)", r"miss\w* (the )?(k-?th|last) (rank|item)",
        r"(k-?th|last) (rank|item) (is )?(left out|missing|dropped|excluded|never counted|not counted)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum from the top of the ranking (the best precision "
      "up to where the level is reached) instead of the maximum over the ranks from there down",
      [[r"(max|maximum).{0,40}(before|above|earlier|preceding|up to|prefix)", r"wrong direction",
        r"from the top", r"prefix max", r"running max\w*.{0,30}(from the top|forward|downward|wrong)",
        r"instead of (after|below|later|to the right|from there)", r"left of", r"higher ranks? .{0,20}instead",
        r"(earlier|previous|higher) ranks"]], '''
def my_interpolated(labels, n_relevant):
    hits = 0
    prec, rec = [], []
    for i, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    best_so_far = []
    m = 0.0
    for p in prec:
        m = max(m, p)
        best_so_far.append(m)
    out = []
    for j in range(11):
        r = j / 10
        idx = next((i for i, x in enumerate(rec) if x >= r - 1e-12), None)
        out.append(best_so_far[idx] if idx is not None else 0.0)
    return out
''')

wrong("q19", "interp.step", "flow", "no break: the loop keeps overwriting the value, so it returns the precision "
      "of the last relevant rank past the level instead of the first",
      [[r"no break", r"without (a )?break", r"(never|doesn't|does not|not) stop", r"last (relevant )?(rank|point|item)",
        r"keeps? (going|overwriting|updating|looping)", r"overwrit", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    value = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / i
    return value
''')

wrong("q20", "ap.exact", "flow", "adds the precision before counting the current relevant item (hits incremented "
      "too late), one hit short at every relevant rank",
      [[r"before (increment|count|updat|add)", r"(increment|count|updat)\w* (the )?(hits? )?(after|too late)",
        r"one (hit|relevant( item)?) (short|too few|behind)", r"current (relevant )?(item|hit) (is )?(not|never) counted",
        r"off.by.one", r"(hits|count) ?- ?1", r"too late"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            total += hits / i
            hits += 1
    return total / n_relevant
''')

wrong("q21", "scope.eps_precision", "flow", "loops over range(len(distances) - 1), so the last target is never "
      "looked at",
      [[r"last (item|target|element|distance|entry)", r"range\(len\(\w+\) ?- ?1\)", r"off.by.one",
        r"one (item|target) short", r"skip\w* (the )?(last|final)", r"len ?- ?1"]], '''
def my_eps_precision(distances, labels, epsilon):
    n_in = n_rel = 0
    for i in range(len(distances) - 1):
        if distances[i] < epsilon:
            n_in += 1
            n_rel += labels[i]
    return n_rel / n_in if n_in else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty set: divides by len(retrieved) (and len(relevant)) "
      "even when it is 0",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "clips k to the list length first (like sklearn's top_k), so min(k, n_relevant) "
      "shrinks when k runs past the end of the list",
      [[r"clip", r"min\(k, ?len", r"list length", r"length of the list", r"cap\w* k",
        r"k.{0,30}(cut|shortened|reduced|truncated|limited) to", r"len\(labels\)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))          # like sklearn's top_k: cannot look past the list
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 returns nan when no "
      "item is relevant",
      [NAN + [r"0 ?/ ?0", r"divi\w* by (zero|0)", r"zero division", r"unguarded", r"no guard"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return np.sum(x / disc)

    return float(dcg(g) / dcg(ideal))
''')

wrong("q25", "map.mean", "hidden", "skips a query with no relevant item retrieved (sklearn warns there is no "
      "positive in y_true) instead of counting its AP of 0 in the mean",
      [[r"skip", r"dropp", r"left out", r"exclud", r"ignor", r"leav\w* out", r"fewer queries", r"not counted",
        r"continue"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels)
        if y.sum() == 0:
            continue          # sklearn: "No positive class found in y_true"
        ap = average_precision_score(y, -np.arange(len(y)))
        aps.append(ap * y.sum() / R)
    return float(np.mean(aps)) if aps else 0.0
''')

wrong("q26", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): it raises when k is the whole "
      "list",
      [[r"ValueError", r"argpartition", r"kth", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "np.mean(labels[:c]) divides by the length of the slice, which is shorter "
      "than c when the list is shorter than the class",
      [[r"divid\w* by (the )?(length|len|list|slice|number of (items|ranks) (retrieved|in the list))",
        r"mean of (the )?(slice|list|labels)", r"np\.mean", r"instead of (by )?(c|n_relevant|the class size)\b",
        r"slice (length|len)", r"len\(labels\[", r"fewer than (c|n_relevant) (items|ranks)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved: NumPy's tp / (tp + fp) is nan "
      "there and the mean becomes nan",
      [NAN, [r"0 ?/ ?0", r"divi\w* by (zero|0)", r"nothing retrieved", r"tp ?\+ ?fp (is |= ?)?0", r"zero_division",
             r"empty (result|retrieved)", r"no guard", r"unguarded"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(prec.mean())
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "passes the axes of sklearn's auc swapped, auc(tpr, fpr): it integrates FPR over "
      "TPR and gets 1 - AUC (as if the labels were inverted, but the labels are read right)",
      [[r"swap", r"axes", r"exchang", r"auc\(tpr, ?fpr\)", r"(x|y).?axis", r"tpr.{0,20}(as|on) (the )?x",
        r"integrat\w* (the )?fpr", r"arguments? .{0,30}(order|reversed|wrong way)", r"fpr (over|against) tpr"]], '''
import numpy as np
from sklearn.metrics import roc_curve, auc

def my_auc(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    return float(auc(tpr, fpr))
''')

wrong("q30", "rank.r_precision", "twin", "divides the hits in the top R by the length of the slice labels[:R], "
      "which is the list length when the list is shorter than R, instead of by R",
      [[r"len\(top\)", r"slice", r"(divid\w*|denominator).{0,30}(list length|length of the list|len\w*|"
        r"number of (items|ranks) (retrieved|in the list))", r"instead of (by )?R\b", r"not (by )?R\b",
        r"(list|ranking) length (instead|rather)"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R]
my_r_precision = round(sum(top) / len(top), 4)
''')

wrong("q31", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator "
      "(b^2 R + P): precision and recall swapped, which is the same as using 1/beta",
      [[r"swap", r"exchang", r"interchang", r"(precision|P) and (recall|R) (the wrong way|reversed|mixed|confused|swapped)",
        r"b\^?2 ?\*? ?(R|recall)\b", r"beta.{0,20}(on|with|multiplies|times) (the )?recall",
        r"recall (is )?(weighted|multiplied) by beta"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [optimistic, pessimistic] "
      "(relevant-first tie rule put in the first place)",
      [[r"swap", r"revers", r"wrong order", r"(highest|optimistic|upper|best).{0,40}first",
        r"(lowest|pessimistic|lower|worst).{0,40}(second|last)", r"\[highest, lowest\]", r"exchang",
        r"order of the (two )?bounds"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))

    def p_at_k(relevant_first):
        order = sorted(items, key=lambda t: (t[0], -t[1] if relevant_first else t[1]))
        return sum(lab for _, lab in order[:k]) / k

    return [p_at_k(True), p_at_k(False)]
''')

wrong("q44", "map.mrr", "twin", "finds the first relevant rank with np.argmax, which returns 0 for a query with "
      "no relevant item, so that query counts RR = 1 instead of 0",
      [[r"argmax", r"(no relevant|all.?zeros?|no hit|without (a )?relevant).{0,60}(rank 1|1/1|first rank|counts? (as )?1\b|"
        r"RR (of |= ?)?1\b|reciprocal rank (of |= ?)?1\b|full (credit|score))",
        r"(rank 1|RR (of |= ?)?1\b).{0,60}(no relevant|all.?zeros?|no hit)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(run) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q34", "rank.distances", "twin", "ranks the items by decreasing distance (argsort()[::-1], the sklearn "
      "'higher score first' habit), so the farthest items are taken",
      [[r"farthest", r"furthest", r"descending", r"decreasing distance", r"largest distances?",
        r"distances? (as|like) (a )?(score|similarity)", r"higher (is|=|means) better", r"\[::-1\]",
        r"(highest|largest|biggest) distances? first"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]      # highest score first, like sklearn rankers
    y = np.asarray(labels)[order]
    return float(y[:k].mean())
''')

wrong("q35", "ap.exact", "twin", "passes the ranks 1, 2, ... as sklearn scores, where a higher score is ranked "
      "first: the ranking is read bottom-up (reversed)",
      [[r"ranks? (as|for|used as) (the )?(y_)?scores?", r"higher scores?", r"revers", r"ascending",
        r"bottom.{0,20}(first|top|up)", r"last (item|rank) (first|on top)", r"y_score",
        r"(upside|up.?side) down", r"inverted (order|ranking)"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    return float(average_precision_score(y, ranks) * y.sum() / n_relevant)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list as it is (a duplicated id counted twice) instead of "
      "as a set",
      [[r"duplicat", r"counted (twice|two times|more than once)", r"counts? (it|them|an id) (twice|two times)",
        r"not (de.?duplicat|made (into )?a set|converted (in)?to a set|a set)", r"list (instead of|not|rather than) "
        r"(a )?set", r"repeated ids? (counted|kept)", r"set\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] (sklearn's confusion-matrix habit), so fp "
      "and fn are swapped and it averages the recalls",
      [[r"column", r"order of (the )?(fields|columns|entries|counts)", r"fp and fn", r"fn and fp", r"swap",
        r"recall", r"\[tp, ?fn, ?fp\]", r"unpack\w*.{0,30}(order|wrong)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q38", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking, as if they had been "
      "retrieved, so they add to the DCG too",
      [[r"append", r"added to (the )?(ranking|retrieved|list|run)", r"(as|like) (if )?(they were |they had been )?"
        r"retrieved", r"end of the (ranking|list)", r"counted in (the )?(system'?s? )?DCG",
        r"in the (ranking|run)'?s? DCG", r"(unretrieved|never retrieved).{0,40}(in|into) the (ranking|DCG|list)"]], '''
import math

ranking = v["grades"] + v["unretrieved"]

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(ranking, reverse=True)
my_ndcg_value = round(dcg(ranking) / dcg(ideal), 4)
''')

wrong("q39", "gen.practical", "data", "reads d as the unjudged rest of the database and uses d + s as its size",
      [[r"d ?\+ ?s", r"(database|\bd\b).{0,30}(excludes|without|beyond|outside) (the )?(scope|judged)", r"unjudged",
        r"adds? (the )?(scope|s) to d", r"\bd\b (is|as) (the )?(rest|remainder)", r"misread\w* d\b",
        r"database size.{0,30}(wrong|misread|too (big|large))"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s          # d = the part of the database nobody judged
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q40", "dcg.classic", "data", "sorts the grades from high to low before discounting (treats them like "
      "sklearn's y_true), so it returns the ideal DCG, not the ranking's",
      [[r"sort", r"ideal", r"reorder", r"IDCG", r"rank(ing)? order (is )?(ignored|lost|not kept)",
        r"order of the (grades|ranking) (ignored|lost)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]     # y_true, most relevant first
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float(np.sum(g / disc))
''')

wrong("q41", "pr.averaged", "data", "takes a query's number of relevant items as sum(run) (the positives of the run) "
      "and never uses n_relevant",
      [[r"sum\(run\)", r"n_relevant (is )?(ignored|unused|not used|never used)", r"ignor\w* n_relevant",
        r"(never|not) us\w* n_relevant", r"(relevant|ones|positives) (in|of) the (run|list) only",
        r"retrieved relevant (only|items)", r"unretrieved", r"recall (relative to|over|out of) (the )?retrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run in runs:
        R = sum(run)              # the relevant ones are the 1s of the run
        pts = []
        hits = 0
        for i, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / R if R else 0.0, hits / i))
        curves.append([max([p for r, p in pts if r >= lev - 1e-12], default=0.0) if R else 0.0 for lev in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances for np.searchsorted but reads the labels in the "
      "original order, so the labels no longer belong to the distances",
      [[r"labels? (are |is )?(not|never) (re)?(ordered|sorted|permuted)", r"(not|never) (re)?(order|sort)\w* (the )?labels",
        r"labels? (out of|misaligned|mismatch)", r"misalign", r"align", r"sorted (the )?distances (only|but not)",
        r"(sort|order)\w* .{0,30}(without|but not) (the )?labels", r"wrong labels", r"labels? of other (items|targets)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances))
    n_in = int(np.searchsorted(d, epsilon, side="left"))    # how many d < epsilon
    if n_in == 0:
        return 0.0
    return float(np.mean(np.asarray(labels)[:n_in]))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "sklearn.metrics.roc_auc_score (ties count 1/2)", '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(labels, scores))
''')

right("q33", "map.mrr", "itertools.compress over count(1)", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q17", "interp.step", "NumPy cumsum and nonzero", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rel = y == 1
    recall_at_rel = hits[rel] / n_relevant
    ok = np.nonzero(recall_at_rel >= level - 1e-12)[0]
    return float(prec[rel][ok[0]]) if ok.size else 0.0
''')

right("q46", "ap.exact", "exact fractions.Fraction loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''')

right("q47", "scope.knn_ties", "two sorted() calls with tie-breaking keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [sum(lab for _, lab in worst[:k]) / k, sum(lab for _, lab in best[:k]) / k]
''')

right("q48", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
''')

SUBMISSIONS = tuple(S)
