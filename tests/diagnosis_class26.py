"""Diagnosis class 26, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
came from a recommender-systems course. They bring its top-N habits: hit rate and user-averaged metrics, implicit
feedback read as 0/1 (graded relevance collapsed, the relevant count taken from the list itself), item ids as
ints, sets instead of ranked lists, scores where higher is better, pandas ``groupby`` and ``sort_values``,
scikit-learn's metrics, and that course's conventions (exponential gain, AP@N denominators, weighting users by
their activity) mixed into this one's. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library, the
course documents, tests/heldout_submissions.py lines 1-80 (``class_writer`` and the shared key lists),
tests/validate_class.py and the header and last 30 lines of tests/diagnosis_class19.py (for the format) were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c26-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class26): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 26 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c26-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("r01", "rank.p_at_k", "sibling", "returns the hit rate at k (1 if any relevant item is in the top k, "
      "else 0) instead of the fraction of the top k that is relevant",
      [[r"hit.?rate", r"hit ratio", r"\bany relevant", r"at least one relevant", r"\b1 if\b.{0,40}(any|one)",
        r"binary (hit|success)", r"success(@| at )k", r"whether (there is|a) relevant", r"0 or 1 (per|for)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    hit = any(x == 1 for x in top)
    return 1.0 if hit else 0.0
''')

wrong("r02", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (the recommender/Burges "
      "NDCG) instead of the classic gain rel",
      [[r"exponential", r"2\s*(\^|\*\*)\s*(rel|grade|g\b|r\b)", r"2 to the (power|grade)", r"burges",
        r"power of (2|two)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return 0.0
        gains = 2.0 ** gs - 1.0
        disc = np.ones(gs.size)
        disc[1:] = np.log2(np.arange(2, gs.size + 1))
        return float((gains / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("r03", "map.mrr", "sibling", "computes mean average precision (each query's AP over its own relevant "
      "count) instead of the mean reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"precision at (each|every) relevant",
        r"all (the )?relevant (items|ranks)", r"every relevant (item|rank)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("r04", "roc.auc", "sibling", "returns scikit-learn's average precision (area under the precision-recall "
      "curve) instead of the ROC AUC",
      [[r"average.?precision", r"precision.?recall", r"\bPR\b.{0,20}(curve|area)", r"area under (the )?PR",
        r"\bAP\b"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("r05", "interp.step", "sibling", "takes the 11-point interpolation (the largest precision at any rank whose "
      "recall is at least the level) instead of the lecture notes' step rule",
      [[r"max\w*.{0,60}(recall (>=|≥|at least|of at least)|R@k\s*(>=|≥)|later|deeper|further down|subsequent|"
        r"following|beyond)", r"11.?point", r"eleven.?point", r"upper envelope", r"running max", r"ceiling",
        r"max(imum)?.interpolat"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    rec = hits / n_relevant
    ok = rec >= level - 1e-12
    return float(prec[ok].max()) if ok.any() else 0.0
''')

wrong("r06", "interp.curve", "sibling", "uses the step rule (the precision at the first rank that reaches the "
      "level) instead of the maximum precision at any rank reaching it",
      [[r"step (rule|interpolation|function)", r"first rank (that |to )?reach", r"first (relevant )?rank where",
        r"no max", r"without (the |a |taking the )?max", r"not the max", r"instead of the max",
        r"(never|not|didn.t) tak\w* the max"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = []
    for r in levels:
        hits, value = 0, 0.0
        for k, rel in enumerate(labels, start=1):
            hits += rel
            if hits / n_relevant >= r:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("r07", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d as the third "
      "value instead of the smallest",
      [[r"upper (bound|limit)", r"largest", r"highest", r"maximum (possible )?generality",
        r"\(?d\s*-\s*s\s*\+\s*v\)?\s*/\s*d", r"generality_upper", r"most (it|generality) can"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("r08", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 (the number of "
      "steps between levels) instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"divid", r"denominator", r"instead of 11", r"over 10", r"/ ?10",
                                 r"mean of 10"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = rec >= r
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("r09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"np\.log\b(?!2)",
        r"wrong (log(arithm)?'?s? )?base", r"base of the log", r"log(arithm)? base"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("r10", "gen.practical", "shape", "the smallest recall is v / (d - s): the + v is left out of the "
      "denominator",
      [[r"\+ ?v\b", r"d\s*-\s*s\)?(?!\s*\+)", r"v (is )?(left out|missing|dropped|forgotten)",
        r"without (adding |the )?v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else (1.0 if v else 0.0)
    return [precision, recall_lower, v / d]
''')

wrong("r11", "sig.sign_test", "shape", "reports the one-sided binomial tail (not doubled) as the two-sided "
      "p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forgot|without|missing).{0,30}"
        r"(doubl|times 2|\* ?2|twice|multiply)", r"half (of )?the (two.sided )?p"]], '''
from scipy.stats import binom

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("r12", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"swap", r"revers", r"wrong order", r"order of the (two )?(bounds|values)", r"other way (round|around)",
        r"(highest|upper|optimistic).{0,30}first", r"switched", r"backwards"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))
    high = sorted(pairs, key=lambda p: (p[0], -p[1]))
    p_low = sum(lab for _, lab in low[:k]) / k
    p_high = sum(lab for _, lab in high[:k]) / k
    return [p_high, p_low]
''')

wrong("r13", "ap.value", "shape", "types in the sum of the precisions at the relevant ranks without dividing by "
      "the number of relevant items",
      [[r"(not|never|without|forgot\w*|missing).{0,30}divid", r"(the )?sum (itself|only|alone)",
        r"just the sum", r"undivided", r"no (division|denominator)", r"(divid\w*|denominator).{0,30}(missing|"
        r"forgotten|left out)"]], '''
hits, total = 0, 0.0
for i, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        total += hits / i
my_ap_value = round(total, 4)
''')

wrong("r14", "set.f_beta", "shape", "leaves the 1 out of (1 + beta^2) in the numerator",
      [[r"(missing|without|forgot\w*|dropp\w*|left out|leav\w* out|omit\w*).{0,40}(1 ?\+|one plus|the (\"|')?1"
        r"(\"|')?\b|\+ ?1)", r"(1 ?\+|one plus).{0,40}(missing|dropped|left out|forgotten|omitted)",
        r"numerator.{0,40}beta\s*(\^|\*\*)\s*2 (only|alone)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * precision + recall
    return 0.0 if denom == 0 else b2 * precision * recall / denom
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("r15", "rank.distances", "flow", "never sorts: takes the first k items in input order as the k nearest",
      [[r"(never|not|without|didn.t|forgot to) sort", r"unsorted", r"input order", r"order (they|it) (are|is) "
        r"given", r"given order", r"original order", r"as (listed|given)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = list(zip(distances, labels))[:k]
    return sum(lab for _, lab in nearest) / k
''')

wrong("r16", "ap.exact", "flow", "adds P@k at every rank (relevant or not) instead of only at the ranks of "
      "relevant items",
      [[r"(every|all|each) rank", r"non.?relevant ranks", r"not only (at )?(the )?relevant", r"irrelevant ranks",
        r"regardless of relevance", r"every position", r"(ranks|positions) of non.?relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        total += hits / k
    return total / n_relevant
''')

wrong("r17", "map.mean", "flow", "the hit counter and the sum are set up once before the loop over queries and "
      "never reset, so each query's AP carries the previous queries' counts",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"across queries", r"from (the )?previous quer",
        r"outside the (query )?loop", r"accumulat\w* (over|across|between) (the )?quer", r"leak"]], '''
def my_map(runs, n_relevant):
    hits = 0
    s = 0.0
    aps = []
    for run, n in zip(runs, n_relevant):
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("r18", "gen.grip_point", "flow", "slices labels[1:c + 1] (1-based habit): rank 1 is skipped and rank "
      "c + 1 counted",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"1.based", r"start\w* at (index |rank )?1\b",
        r"(ignor|miss|drop)\w* (the )?(first|rank 1|top) (item|rank|label)", r"shifted by one", r"c ?\+ ?1",
        r"\[1:"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[1:c + 1]) / c
''')

wrong("r19", "pr.points", "flow", "computes each point's precision before counting the relevant item at that "
      "rank (hits not yet incremented)",
      [[r"before (count|add|increment|updat)", r"off.by.one", r"not yet (count|includ|increment)",
        r"previous (count|hit)", r"one (hit|relevant item) (short|too few)", r"increment\w* after"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("r20", "map.mrr", "flow", "no break: the loop keeps overwriting the rank, so the last relevant item's rank "
      "is used instead of the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"missing break", r"overwrit", r"last hit",
        r"(lowest|deepest|final) relevant", r"keeps? (updating|going)"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        first = None
        for i, x in enumerate(run):
            if x == 1:
                first = i + 1
        rr.append(1.0 / first if first else 0.0)
    return float(np.mean(rr))
''')

wrong("r21", "pr.averaged", "flow", "the running maximum goes from rank 1 downwards (the best precision at or "
      "before each rank) instead of from the bottom up",
      [[r"from (the )?(top|left|start|first rank|rank 1)", r"wrong direction", r"earlier ranks",
        r"(at or )?before (each|the) rank", r"forward", r"cumulative max", r"np\.maximum\.accumulate",
        r"precedin", r"higher ranks"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append(np.zeros(11))
            continue
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = np.maximum.accumulate(hits / np.arange(1, len(y) + 1))
        rec = hits / n
        row = []
        for r in np.linspace(0, 1, 11):
            ok = rec >= r - 1e-9
            row.append(prec[ok][0] if ok.any() else 0.0)
        curves.append(np.array(row))
    return list(np.mean(curves, axis=0))
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("r22", "set.f_beta", "hidden", "divides without checking for P = R = 0 (ZeroDivisionError)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("r23", "ap.exact", "hidden", "divides by n_relevant without the n_relevant = 0 case (ZeroDivisionError)",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    precisions = [sum(labels[:i + 1]) / (i + 1) for i in range(len(labels)) if labels[i]]
    return sum(precisions) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("r24", "ndcg.all_judgments", "hidden", "NumPy division by an ideal DCG of 0 gives nan (no guard for a "
      "query without relevant items)",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.log2(np.maximum(np.arange(1, len(x) + 1), 2))
        return (x / disc).sum()
    return float(dcg(g) / dcg(ideal))
''', scope="all")

wrong("r25", "avg.macro", "hidden", "NumPy's tp / (tp + fp) is nan for a query with nothing retrieved, and the "
      "mean becomes nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''', scope="all")

wrong("r26", "gen.grip_point", "hidden", "divides by the number of labels it sliced (len(labels[:c])), which is "
      "fewer than c when the list is shorter than the class",
      [[r"len\(", r"length of the (list|slice|ranking|cut)", r"(list|slice)'?s? length", r"number of (items|ranks|"
        r"labels) (in the (list|slice|cut)|retrieved|returned|present|available)", r"fewer than c",
        r"instead of (by )?(c|n_relevant|the class size)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("r27", "scope.eps_precision", "hidden", "divides by the size of the epsilon result without the empty case "
      "(ZeroDivisionError)",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("r28", "ap.at_k", "hidden", "loops over range(k) and indexes the list, so k longer than the list raises "
      "IndexError",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")


# ------------------------------------------------------------------------------------------------- twin
wrong("r29", "roc.auc", "twin", "a tied (positive, negative) pair counts 0 (strict > only), not 1/2",
      [[r"\bties?\b", r"\btied\b", r"equal scores?"], [r"ignor", r"zero", r"count\w* (them |it )?(as )?0\b",
                                                         r"not (counted|credited)", r"no credit", r"dropp",
                                                         r"discard", r"strict"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("r30", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (b^2 R + P) instead of on precision",
      [[r"beta.{0,30}(on|with|times|multipl\w*|weight\w*) (the )?recall", r"recall.{0,20}(times|multiplied by|"
        r"weighted by) (the )?beta", r"beta.{0,20}wrong (term|side)", r"wrong term.{0,30}beta",
        r"b\s*(\^|\*\*)\s*2\s*\*?\s*R\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("r31", "ap.at_k", "twin", "divides by min(k, len(labels)), the list's length, instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking|run)", r"(list|ranking)'?s? length",
        r"number of (ranked|retrieved|returned) items", r"min\(k, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = labels[:k]
    hits, s = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / min(k, len(labels))
''')

wrong("r32", "sig.sign_test", "twin", "tied queries are not dropped: they stay in n (the count of wins is still "
      "a's wins)",
      [[r"ties?.{0,40}(not (dropped|removed|excluded|discarded)|kept|included|left in|still count)",
        r"(didn.t|did not|forgot to|never|not) (drop|remove|exclude|discard)\w*.{0,20}ties?",
        r"includ\w* (the )?(ties|tied)", r"n (includes|counts) (the )?ti", r"all (the )?queries.{0,30}n\b"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("r33", "rank.distances", "twin", "treats the distances as similarity scores (higher = better) and takes "
      "the k largest",
      [[r"similarit", r"(as|like) (a |relevance |recommendation )?scores?", r"higher.{0,25}(better|closer|"
        r"more similar)", r"larg\w* (distance|value)s? (as|first|are)", r"farthest", r"furthest",
        r"descending"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("r34", "scope.knn_ties", "twin", "the lowest bound leaves the whole tie group at the k-th distance out "
      "(only targets strictly closer count)",
      [[r"strictly (closer|nearer|smaller|less)", r"(tie|tied).{0,30}(group|targets|items).{0,30}(left out|"
        r"dropped|excluded|ignored|none of)", r"(drop|exclud|ignor|skip)\w*.{0,20}(the )?(whole |entire )?"
        r"(tie|tied)", r"only.{0,20}(closer|nearer) than"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    kth = distances[order[k - 1]]
    closer = sum(labels[i] for i in order if distances[i] < kth)
    n_closer = sum(1 for i in order if distances[i] < kth)
    tied_rel = sum(labels[i] for i in order if distances[i] == kth)
    lowest = closer / k
    highest = (closer + min(k - n_closer, tied_rel)) / k
    return [lowest, highest]
''')

wrong("r35", "avg.macro", "twin", "weights each query's precision by its number of retrieved items (as users are "
      "weighted by activity), which is the micro average",
      [[r"weight", r"(by|with) (its|their) (number|count) of retrieved", r"bigger quer\w* (count|weigh)",
        r"more retrieved.{0,20}(count|weigh)"]], '''
import pandas as pd

def my_macro_precision(tables):
    df = pd.DataFrame(tables, columns=["tp", "fp", "fn"])
    df["n_ret"] = df.tp + df.fp
    df["prec"] = (df.tp / df.n_ret).fillna(0.0)
    if df.n_ret.sum() == 0:
        return 0.0
    return float((df.prec * df.n_ret).sum() / df.n_ret.sum())
''')


# ------------------------------------------------------------------------------------------------- data
wrong("r36", "set.pr", "data", "keeps the retrieved ids as a list: a duplicated id counts twice in the hits "
      "and in the retrieved count",
      [[r"duplicat", r"repeat", r"counted (more than once|two times|again|double)", r"double.?count",
        r"not de.?duplicat", r"(list|len\(retrieved\)).{0,30}(instead of|rather than|not) (a )?set",
        r"without (a )?set\("]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for doc in retrieved if doc in rel)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("r37", "map.mean", "data", "takes each query's relevant count from its list (sum of the labels, implicit "
      "feedback) instead of n_relevant",
      [[r"sum\(.{0,10}(labels|run)", r"relevant (items )?retrieved", r"(found|retrieved) relevant",
        r"ignor\w* n_relevant", r"n_relevant (is |was )?(ignored|unused|not used)",
        r"(in|from) the (list|run) (itself|only)", r"retrieved ones only"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / y.sum())
    return float(np.mean(aps))
''')

wrong("r38", "pr.points", "data", "reads the list bottom-up (as an ascending sort_values order) so rank 1 is the "
      "last label",
      [[r"revers", r"backwards", r"bottom.?up", r"ascending", r"last (label|item|element).{0,20}(as|is) "
        r"(rank 1|the top|first)", r"wrong end", r"upside.?down", r"\[::-1\]"]], '''
import pandas as pd

def my_pr_points(labels, n_relevant):
    df = pd.DataFrame({"rel": list(labels)[::-1]})
    df["rank"] = range(1, len(df) + 1)
    df["hits"] = df.rel.cumsum()
    df["prec"] = df.hits / df["rank"]
    return df.loc[df.rel == 1, "prec"].tolist()
''')

wrong("r39", "roc.eer", "data", "reads a low score as the positive side (scores like distances or ranks), so "
      "the ROC curve is built from the negated scores",
      [[r"(low|lower|smaller) scores?.{0,30}(positive|better|relevant|more likely)", r"negat\w* (the )?scores",
        r"revers\w* (the )?(scores|score order|ranking)", r"scores?.{0,20}(as|like) (distances|ranks)",
        r"wrong (direction|sign)", r"ascending"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, -np.asarray(scores, dtype=float))
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("r40", "dcg.exponential", "data", "reads the grades as implicit 0/1 feedback (any grade > 0 is 1), so "
      "every gain is 2^1 - 1 = 1",
      [[r"binar", r"0/1", r"implicit", r"(grade|relevance) (levels?|values?) (ignored|lost|collapsed)",
        r"graded.{0,30}(ignored|collapsed|as 1)", r"(every|each|any) relevant .{0,20}(as|is|=) 1\b",
        r"all (grades )?(above|over|> ?) ?0.{0,20}1"]], '''
import math

my_dcg_exp = sum((2 ** (1 if g > 0 else 0) - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("r41", "rank.r_precision", "data", "treats the ranking as a set: counts every relevant item retrieved "
      "anywhere in the list, not only within the top R",
      [[r"whole list", r"anywhere", r"(ignor|regardless|disregard)\w*.{0,25}(rank|order|position|cut)",
        r"not cut", r"(beyond|below|after) (rank )?R\b", r"as a set", r"all (the )?relevant (items )?retrieved",
        r"entire (list|ranking)"]], '''
R = v["n_relevant"]
my_r_precision = sum(v["labels"]) / R
''')

wrong("r42", "avg.macro", "data", "reads the table columns as [tp, fn, fp] and so divides tp by tp + fn "
      "(per-query recall)",
      [[r"recall", r"tp ?\+ ?fn", r"(fn|false negatives?).{0,30}(as|for|instead of) (the )?(fp|false positives?)",
        r"column", r"(swap|confus|mix)\w*.{0,30}(fp|fn|false)", r"order of (the )?(counts|entries|fields)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')


# ------------------------------------------------------------------------------------------------ right
right("r43", "ap.exact", "NumPy cumsum, precisions at the relevant ranks", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

right("r44", "map.mrr", "next() over a generator with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("r45", "pr.averaged", "NumPy reverse running maximum per query, then a column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    rows = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.size == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        env = np.maximum.accumulate(prec[::-1])[::-1]
        rec = hits / n
        row = np.zeros(11)
        for j, r in enumerate(levels):
            idx = np.nonzero(rec >= r - 1e-12)[0]
            row[j] = env[idx[0]] if idx.size else 0.0
        rows.append(row)
    return [float(x) for x in np.mean(rows, axis=0)]
''')

right("r46", "scope.knn_ties", "sorted with a tie key: relevant last, then relevant first", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("r47", "set.pr", "Python sets of ids", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("r48", "roc.eer", "scikit-learn roc_curve and a linear crossing", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, np.asarray(scores, dtype=float), drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

SUBMISSIONS = tuple(S)
