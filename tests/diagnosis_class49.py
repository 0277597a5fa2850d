"""Diagnosis class 49, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of students who learnt evaluation somewhere else and
carry its conventions and vocabulary into this course's tasks -- trec_eval's output lines and cutoffs, a search
company's dashboards, a recommender-systems course (hit rate, NDCG with exponential gains, AP@k over k,
precision over the returned list only), a classification course (sklearn metrics, column orders of a confusion
table, 0/1 labels) -- plus the usual misremembered formulas, loop slips and misread inputs. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the first 80 lines of tests/heldout_submissions.py (``class_writer``, the
Submission record, the shared key lists) and the header and last 30 lines of tests/diagnosis_class19.py (the file
format) were read. The category is kept in ``style``. Student ids are ``"c49-" + sid``. The keys were fixed before
the checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)``
in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class49): every right
one agrees on all its inputs, every wrong one differs (or raises) on at least one of its own student's inputs, a
``hidden`` one differs only on hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 49 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c49-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items found in the "
      "list (the hits) instead of n_relevant",
      [[r"(number|count) of relevant (items )?(retrieved|found)", r"retrieved relevant", r"number of hits",
        r"hits (found|in the list)",
        r"divid\w* by (the )?(number|count) of (relevant )?(hits|found|retrieved)",
        r"only (the )?(relevant )?(items )?(found|retrieved)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"found in the (list|ranking)", r"relevant items (that were |which were )?(found|retrieved)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = y.sum()
    if hits == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / hits)
''')

wrong("s02", "ndcg.all_judgments", "sibling", "the recommender-course NDCG: exponential gain 2^rel - 1 and the "
      "log2(i + 1) discount at every rank, instead of the classic DCG",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*\s*(rel|g)", r"2 to the", r"gain.{0,30}(2\b|power)",
        r"log2?\(i ?\+ ?1\)", r"burges", r"other (dcg )?formulation", r"trec formulation", r"recommender",
        r"another (dcg|formulation|gain)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(((2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("s03", "map.mrr", "sibling", "computes the hit rate (fraction of queries with any relevant item retrieved) "
      "instead of the mean reciprocal rank",
      [[r"hit.?rate", r"fraction of (the )?queries", r"share of (the )?queries", r"success(@| at)",
        r"ignor\w*.{0,30}rank", r"rank.{0,30}ignored", r"without (the )?reciprocal", r"(no|not the) reciprocal",
        r"1 for (every|each|any) (query|hit)", r"(any|at least one) relevant.{0,40}(counts?|scores?) 1"]], '''
def my_mrr(runs):
    hits = 0
    for run in runs:
        if any(run):
            hits += 1
    return hits / len(runs)
''')

wrong("s04", "rank.p_at_k", "sibling", "precision over the returned list only: divides by the number of items in "
      "the top k that exist (min(k, len)) instead of k",
      [[r"returned (list|items) only", r"only (the )?(returned|retrieved)", r"min\(k", r"min\(len",
        r"divid\w* by (the )?(length|len|number of (returned|retrieved|items))", r"instead of k\b",
        r"not (by )?k\b", r"past the end.{0,40}(ignored|dropped|not counted)",
        r"missing ranks.{0,40}(ignored|dropped|not counted)", r"(shorter|fewer) than k.{0,40}(divid|denominator)"]],
      '''
def my_p_at_k(labels, k):
    top = labels[:k]
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

wrong("s05", "roc.auc", "sibling", "returns scikit-learn's average precision of the scores (area under the PR "
      "curve) instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"precision.recall (curve|area)", r"area under the (PR|precision)",
        r"PR.?AUC", r"average_precision_score", r"PR curve"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("s06", "scope.knn_ties", "sibling", "returns the recall bounds of the kNN query (hits over all relevant "
      "targets) instead of its precision bounds",
      [[r"recall", r"divid\w* by (the )?(number|count) of relevant", r"all (the )?relevant targets",
        r"instead of (by )?k\b", r"relevant (targets|items) in (the )?(list|database)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n_rel = sum(labels)
    pess = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    opt = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    lo = sum(y for _, y in pess[:k]) / n_rel
    hi = sum(y for _, y in opt[:k]) / n_rel
    return [lo, hi]
''')

wrong("s07", "gen.grip_point", "sibling", "reports trec_eval's P_10 (precision at the fixed cutoff 10) instead of "
      "the precision at the class size",
      [[r"P@10", r"P_10", r"\b10\b.{0,30}(cutoff|cut.off|fixed)", r"fixed (cutoff|cut.off|rank|depth)",
        r"(cutoff|cut.off|depth|rank) (of )?10\b", r"instead of (at )?(rank |scope )?(R|c|n_relevant)\b",
        r"not at (the )?class size", r"ignor\w*.{0,30}(class size|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels[:10]) + [0] * max(0, 10 - len(labels))
    return sum(top) / 10
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta instead of beta", r"beta (itself|alone|unsquared)", r"power (of )?2",
        r"un.?squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log(arithm)? (to |in )?base e\b", r"base.?e\b", r"np\.log\b",
        r"math\.log\b", r"wrong base", r"another base", r"other base", r"(not|instead of) (log ?2|base 2|log2)"]],
      '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + (g[1:] / np.log(ranks)).sum())
''')

wrong("h03", "map.mean", "shape", "pools the queries: the sum of every query's precisions at its relevant ranks "
      "divided by the total n_relevant (a ratio of sums instead of the mean of the APs)",
      [[r"pool", r"ratio of (the )?sums", r"(total|sum of (the )?|all (the )?)n_relevant",
        r"(total|all) (number of )?relevant items (of|over|across|in) (all )?(the )?queries", r"micro",
        r"weight\w* by (the )?(number of )?relevant", r"(sum|add)\w* (over|across) (all )?(the )?queries.{0,40}(before|then) divid",
        r"not (the )?mean of (the )?(per.query )?APs?", r"instead of averaging (the )?APs?"]], '''
def my_map(runs, n_relevant):
    total_prec = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total_prec += hits / i
    total_rel = sum(n_relevant)
    return total_prec / total_rel if total_rel else 0.0
''')

wrong("h04", "gen.practical", "shape", "the generality's lower bound divides v by the scope s instead of the "
      "database size d (it repeats the precision)",
      [[r"divid\w* by (the )?scope", r"\bs\b instead of \bd\b", r"scope instead of (the )?(database|collection)",
        r"generality.{0,60}(v ?/ ?s\b|scope|judged (items|top))", r"(instead of|not) (by )?(the )?(database|collection) size",
        r"same as (the )?precision", r"generality.{0,30}(equals|=|repeats) ?(the )?precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("h05", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"\b10\b.{0,30}(instead of|not|rather than) .{0,10}11", r"divid\w* by 10\b", r"ten (levels|points)",
        r"11 levels.{0,40}\b10\b", r"/ ?10\b", r"by ten\b"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs, recs, hits = [], [], 0
    for i, x in enumerate(labels, start=1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rc in zip(precs, recs) if rc >= r], default=0.0)
    return total / 10
''')

wrong("h06", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1 (a grade 0 gains 1)",
      [[r"minus (one|1)", r"subtract", r"forg[eo]t.{0,30}(-|the) ?1\b", r"without (the )?- ?1\b",
        r"2\s*\^\s*rel(_i)?\b(?!\s*-)", r"2\s*\*\*\s*rel\w*(?!\s*-)", r"gain of 1 for (a )?(grade|rel\w*) 0",
        r"non.?relevant.{0,40}gain", r"grade 0.{0,40}(gains?|counts?) 1"]], '''
import math

g = v["grades"]
my_dcg_exp = sum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("h07", "sig.sign_test", "shape", "reports the one-sided p-value (one tail of the binomial) instead of the "
      "two-sided one",
      [[r"one.sided", r"one tail", r"single tail", r"one.tailed", r"not (doubled|two.sided)",
        r"forg[eo]t.{0,30}(doubl|two.sided|times 2)", r"half (of )?the (two.sided )?p"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(min(wins, losses), wins + losses, 0.5, alternative="less").pvalue
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "computes the precision before counting the relevant item of that rank (the "
      "hit counter is updated one step late)",
      [[r"before (count|increment|add|updat)\w*", r"(count|increment|updat)\w* (the )?(hit|relevant|counter)\w*.{0,30}(after|too late|late)",
        r"one (hit|relevant item) (behind|short|too few)", r"previous (hit|count)", r"hits? ?- ?1",
        r"(order|sequence) of (the )?(update|statements|increment)", r"off.by.one", r"too late"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("f02", "map.mean", "flow", "the hit counter is not reset between queries: it carries over from one "
      "query's AP to the next",
      [[r"not reset", r"never reset", r"reset", r"carr(y|ies|ied) over", r"across (the )?queries",
        r"(between|from one) quer\w*.{0,30}(to the next|kept|leaks?)", r"accumulat\w*.{0,40}(queries|previous)",
        r"previous quer", r"(outside|before) the (query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f03", "interp.curve", "flow", "the maximum over the later ranks starts one rank after the rank that "
      "reaches the level (its own precision is left out)",
      [[r"skip\w*.{0,40}(current|own|that|first) rank", r"exclud\w*.{0,30}(current|own|that|the) rank",
        r"(current|own) rank.{0,30}(left out|excluded|skipped|missing)", r"strictly (later|after|below|beyond)",
        r"i ?\+ ?1", r"off.by.one", r"slice", r"one rank (too )?(late|later|after)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in [j / 10 for j in range(11)]:
        reach = np.nonzero(rec >= r)[0]
        if len(reach) == 0:
            out.append(0.0)
            continue
        first = reach[0]
        out.append(float(prec[first + 1:].max()) if first + 1 < len(prec) else 0.0)
    return out
''')

wrong("f04", "pr.averaged", "flow", "after the loop over queries it divides the LAST query's curve by the number "
      "of queries (the curves are never summed)",
      [[r"last query", r"only (the )?(one|last|final) (query|curve)", r"(reuse|overwrit)\w*", r"outside the loop",
        r"after the loop", r"(final|last) curve", r"not (summed|accumulated|added)", r"never (summed|accumulated|added)"]],
      '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    for labels, R in zip(runs, n_relevant):
        precs, recs, hits = [], [], 0
        for k, x in enumerate(labels, start=1):
            hits += x
            precs.append(hits / k)
            recs.append(hits / R if R else 0.0)
        curve = []
        for r in levels:
            vals = [p for p, rc in zip(precs, recs) if rc >= r] if R else []
            curve.append(max(vals) if vals else 0.0)
    return [c / len(runs) for c in curve]
''')

wrong("f05", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|without) sort", r"unsorted", r"input order", r"given order", r"order (of|in) the input",
        r"forg[eo]t.{0,30}(sort|rank|order)", r"(as|in the order) (they are )?given", r"not (ranked|ordered)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("f06", "rank.r_precision", "flow", "off by one: counts the relevant items in the first R - 1 ranks and "
      "divides by R",
      [[r"off.by.one", r"R ?- ?1", r"one (rank|item) (short|too few|less)", r"first R ?- ?1",
        r"stops? one (rank )?(early|short)", r"(misses|missed|drops?|dropped) (the )?(last|R.th) rank"]], '''
R = v["n_relevant"]
labels = v["labels"]
my_r_precision = sum(labels[:R - 1]) / R
''')

wrong("f07", "map.mrr", "flow", "no break after the first relevant item: adds 1 / rank of every relevant item "
      "of the query",
      [[r"(no|without|missing|forg[eo]t\w*) (a |the )?break", r"every relevant", r"all (the )?relevant (items|ranks)",
        r"(not|never) stop\w*", r"keeps? (going|adding|summing)", r"(more than one|several|each) relevant",
        r"only the first", r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: crashes when nothing "
      "is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.at_k", "hidden", "indexes labels[i] for i < k: an IndexError when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("d03", "scope.eps_precision", "hidden", "takes the NumPy mean of the labels inside epsilon: nan when the "
      "result is empty",
      [[*NAN, r"mean of (an )?empty", r"empty (array|result|list|selection|set)", r"no (item|target)s? (inside|within)"]],
      '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("d04", "gen.grip_point", "hidden", "divides by the length of the cut list, so ranks missing past the end of "
      "a short list are dropped instead of counted as not relevant",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks))", r"len\(", r"past the end.{0,40}(ignored|dropped|not counted|left out)",
        r"missing ranks.{0,40}(ignored|dropped|not counted|left out)", r"shorter list",
        r"instead of (by )?(n_relevant|R|c|the class size)\b", r"(ranks|items) that do not exist"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d05", "avg.macro", "hidden", "divides tp by tp + fp without a guard: crashes on a query with nothing "
      "retrieved", [ZERODIV], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    precs = [a / (a + b) for a, b in zip(tp.tolist(), fp.tolist())]
    return float(np.mean(precs))
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard: crashes on a query with "
      "no relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        points = []
        for k, x in enumerate(labels, start=1):
            hits += x
            points.append((hits / R, hits / k))
        for j in range(11):
            r = j / 10
            sums[j] += max((p for rc, p in points if rc >= r), default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "interp.step", "hidden", "returns from inside the loop only: falls off the end (None) when the level "
      "is never reached", [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "roc.auc", "twin", "feeds the rank positions (1 = highest score) to roc_auc_score as if they were "
      "scores, so a low number, the best rank, counts as a low score",
      [[r"rank (numbers?|positions?) (as|used as|instead of) (the )?scores?", r"ranks? (used )?as (the )?scores?",
        r"rank 1.{0,40}(lowest|smallest|low)", r"(higher|larger) rank.{0,30}(better|positive|higher score)",
        r"invert\w*.{0,20}(scores?|ranks?|order)", r"lower (score|number|value|rank) (is|=|means) better",
        r"rankdata"]], '''
import numpy as np
from scipy.stats import rankdata
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    ranks = rankdata(-np.asarray(scores, dtype=float))
    return float(roc_auc_score(labels, ranks))
''')

wrong("t02", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (beta^2 R + P): precision "
      "and recall exchanged there",
      [[r"swap", r"exchang", r"interchang", r"(precision|P) and (recall|R) (the other way|reversed|inverted|mixed|switched)",
        r"beta\s*\^?\s*2?\s*\*?\s*(R|recall)\b", r"weight\w* (on )?(the )?(precision|P) instead of (the )?(recall|R)",
        r"(recall|R) (multiplied|weighted) by beta", r"wrong (term|one) in the denominator"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    if denom == 0:
        return 0.0
    return (1 + b2) * precision * recall / denom
''')

wrong("t03", "ap.at_k", "twin", "the recommender-course AP@k: divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"k as (the )?denominator", r"denominator (of|is) k\b",
        r"(not|instead of) min\(k", r"ignor\w*.{0,30}n_relevant", r"\bk\b rather than min",
        r"(over|divided by) (the )?cutoff"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("t04", "sig.sign_test", "twin", "does not drop the tied queries: n is the number of all queries",
      [[r"ties? (were |are )?(not|never) (dropped|removed|excluded|discarded)", r"(kept|keeps?|including|includ\w*|count\w*) (the )?ti(es|ed)",
        r"tied (queries|pairs).{0,40}(kept|counted|included|in n)", r"\bn (counts|includes) (the )?ti",
        r"all (the )?queries.{0,30}\bn\b", r"len\(a\)", r"(forg[eo]t|fail\w*) to drop"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("t05", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed?|swapped|other|opposite) order", r"swap", r"the other way (round|around)",
        r"(highest|optimistic) (bound )?first", r"\[highest, ?lowest\]", r"revers", r"exchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    relevant_first = sorted(items, key=lambda t: (t[0], -t[1]))
    relevant_last = sorted(items, key=lambda t: (t[0], t[1]))
    best = sum(lab for _, lab in relevant_first[:k]) / k
    worst = sum(lab for _, lab in relevant_last[:k]) / k
    return [best, worst]
''')

wrong("t06", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (a classification course's column order): "
      "fp and fn exchanged",
      [[r"column", r"unpack", r"order of (the )?(fields|entries|counts|values|columns)",
        r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|exchanged|mixed|confused)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|exchanged|mixed|confused)",
        r"swap\w*.{0,20}(fp|fn)", r"\[tp, ?fn, ?fp\]", r"misread.{0,30}(table|triple|entries)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("t07", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1.1, 0.1): 0.30000000000000004 etc. "
      "are not exact, so a recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"float", r"arange", r"round", r"0\.30000000000000004", r"0\.6000000000000001", r"0\.7000000000000001",
        r"inexact", r"not exact(ly)?", r"representation"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.arange(0.0, 1.1, 0.1)
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "treats the retrieved ids as a list: a duplicate id counts twice, as a hit and in "
      "the count of retrieved items",
      [[r"duplicat", r"(list|ids?) (instead of|not) (as )?(a )?set", r"not (de.?duplicat|unique)", r"\bset\(",
        r"repeated (id|item)s?", r"counted (twice|more than once)", r"counts? (it |them )?(twice|more than once)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "rank.distances", "data", "reads the distances as similarity scores: sorts them from the largest "
      "(farthest) first",
      [[r"descending", r"(largest|farthest|furthest|biggest|highest) (distance )?first", r"revers",
        r"similarit", r"(higher|larger) (is|=) (better|closer|more similar)", r"as (a )?scores?",
        r"wrong (sort )?direction"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("a03", "dcg.classic", "data", "sorts the grades from high to low before computing the DCG (ignores the "
      "ranking's order: computes the ideal DCG)",
      [[r"sort", r"\bideal", r"reorder", r"(ranking|rank) order (ignored|lost)", r"(best|highest) grades? first",
        r"IDCG"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    total = 0.0
    for i, rel in enumerate(g, start=1):
        total += rel if i == 1 else rel / math.log2(i)
    return total
''')

wrong("a04", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking (as if retrieved after "
      "the list) in the DCG as well as in the ideal",
      [[r"append\w*", r"(added|adds|add|concatenat\w*|extend\w*).{0,40}(ranking|list|dcg)",
        r"unretrieved.{0,50}(ranked|ranks|positions|as if retrieved|in the (dcg|ranking))",
        r"(as if|treated as).{0,20}retrieved", r"end of the (ranking|list)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, start=1))
    ranking = list(grades) + list(unretrieved)
    ideal = sorted(ranking, reverse=True)
    idcg = dcg(ideal)
    return dcg(ranking) / idcg if idcg else 0.0
''')

wrong("a05", "roc.eer", "data", "walks the ROC curve one item at a time: tied scores are split into separate "
      "steps in the input order",
      [[r"ties?\b.{0,40}(not|never) (grouped|merged|one step|together)", r"(item|one) (at a|by) (time|one)",
        r"each (item|score) (its own|a separate) (step|point)", r"tied scores.{0,40}(split|separate|broken|apart)",
        r"(break|broke|breaks|broken|split)\w*.{0,20}ties?", r"input order", r"not grouped"]], '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda p: -p[0])
    P = sum(labels)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for _, y in pairs:
        if y:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d0 <= 0 <= d1:
            t = -d0 / (d1 - d0)
            return fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
    return 0.0
''')

wrong("a06", "gen.practical", "data", "swaps s and v: takes s as the number of relevant labels and v as the "
      "length of the list",
      [[r"\bs\b and \bv\b (are )?(swapped|exchanged|confused|mixed)", r"\bv\b and \bs\b (are )?(swapped|exchanged|confused|mixed)",
        r"swap", r"(scope|\bs\b) (taken|read|counted) as (the )?(number of )?relevant",
        r"(sum|count) of (the )?labels.{0,30}(as|for) (the )?scope", r"len\(labels\).{0,30}(as|for) \bv\b",
        r"(length|size) of the list.{0,30}(as|for) (the )?(number of )?relevant"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = len(labels)
    return [v / s, v / (d - s + v), v / d]
''', crash="ZeroDivisionError")

wrong("a07", "dcg.trec", "data", "binarises the grades (every grade above 0 counts 1) as for 0/1 labels",
      [[r"binar", r"0/1", r"(grades?|gains?) (as|treated as|reduced to|turned into) (0/1|binary|labels|relevant)",
        r"(ignor\w*|lost|drop\w*) (the )?grade", r"grade levels", r"every relevant (item|grade) (counts|gains?) 1",
        r"graded.{0,30}(ignored|lost)"]], '''
import numpy as np

g = np.asarray(v["grades"]) > 0
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "rank.p_at_k", "pads the list with zeros up to k", '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    return sum(padded[:k]) / k
''')

right("r02", "interp.curve", "NumPy running maximum from the end", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for j in range(11):
        reach = np.nonzero(hits * 10 >= j * n_relevant)[0]
        out.append(float(best_after[reach[0]]) if len(reach) else 0.0)
    return out
''')

right("r03", "interp.step", "loop with a fraction comparison in whole numbers", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits >= level * n_relevant - 1e-12:
                return hits / rank
    return 0.0
''')

right("r04", "roc.eer", "ROC points grouped by distinct threshold, crossing found by linear interpolation", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    points = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        points.append((fp / N, 1 - tp / P))
    for (f0, m0), (f1, m1) in zip(points, points[1:]):
        d0, d1 = f0 - m0, f1 - m1
        if d0 <= 0 <= d1:
            if d1 == d0:
                return f0
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return 0.0
''')

right("r05", "pr.points", "list comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, start=1) if x]
    return [n / r for n, r in enumerate(ranks, start=1)]
''')

right("r06", "scope.eps_precision", "strict comparison, explicit empty case", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    if not inside:
        return 0.0
    return sum(inside) / len(inside)
''')

SUBMISSIONS = tuple(S)
