"""Diagnosis class 272, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
build the answer incrementally with running variables (counters, sums, running maxima) and update them in the
wrong place or order, in loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c272-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class272).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 272 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c272-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the running sum of precisions by the number of relevant items "
      "retrieved (hits) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"\bhits\b", r"found",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* (the )?(unretrieved|never retrieved|n_relevant)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averages: sums tp and fp over the queries in running totals and "
      "divides once, instead of averaging each query's precision",
      [[r"micro"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    fp_sum = 0
    for tp, fp, fn in tables:
        tp_sum += tp
        fp_sum += fp
    return tp_sum / (tp_sum + fp_sum) if tp_sum + fp_sum else 0.0
''')

wrong("q03", "interp.curve", "sibling", "returns the plain precision at the first rank that reaches each level, "
      "not the interpolated maximum over all later ranks",
      [[r"not interpolated", r"uninterpolated", r"non-?interpolated", r"no (running )?max", r"without (the )?max",
        r"first rank", r"max\w* (over|to the right|of (the )?later)", r"later ranks", r"to the right"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if hits * 10 >= j * n_relevant:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q04", "sig.sign_test", "sibling", "gives the one-sided p-value (the binomial tail is never doubled)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"half"]], '''
from math import comb

wins = 0
losses = 0
for x, y in zip(v["a"], v["b"]):
    if x > y:
        wins += 1
    elif x < y:
        losses += 1
n = wins + losses
m = min(wins, losses)
tail = 0.0
for i in range(m + 1):
    tail += comb(n, i) / 2 ** n
my_sign_p = tail
''')

wrong("q05", "rank.distances", "sibling", "returns recall at k (hits in the top k over all relevant labels) "
      "instead of precision at k",
      [[r"recall", r"all (the )?relevant", r"sum\(labels\)", r"number of relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = 0
    for i in order[:k]:
        hits += labels[i]
    return hits / sum(labels) if sum(labels) else 0.0
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of its "
      "lower bound v / d",
      [[r"upper bound", r"upper", r"largest possible", r"highest", r"d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = 0
    v = 0
    for x in labels:
        s += 1
        v += x
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"recalls? instead of (the )?precision", r"returns? (the )?recalls?", r"recall (values|levels) (instead|rather)", r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "multiplies by (1 + beta) instead of (1 + beta^2) in the numerator",
      [[r"1 ?\+ ?beta\b(?! ?\*\*| ?\^|\s?²|\s?squared)", r"not squared", r"unsquared", r"square",
        r"beta\^?2?.{0,20}numerator", r"numerator"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta ** 2 * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "gen.practical", "shape", "the recall lower bound divides by d - s, dropping the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"dropp\w* (the )?v", r"without (the )?v", r"forg\w* (the )?v",
        r"judged non-?relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        v += x
    recall_lower = v / (d - s) if v else 0.0
    return [v / s, recall_lower, v / d]
''', crash="ZeroDivisionError")

wrong("q10", "roc.eer", "shape", "adds FPR and FNR at the crossing without halving (returns twice the EER)",
      [[r"twice", r"double", r"2 ?\*|\* ?2", r"not (halved|divided by 2)", r"halv", r"sum of (the )?(fpr|false)",
        r"fpr ?\+ ?fnr", r"/ ?2"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    f0, t0 = 0.0, 0.0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        f1, t1 = fp / N, tp / P
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            lam = -g0 / (g1 - g0) if g1 != g0 else 0.0
            fpr = f0 + lam * (f1 - f0)
            fnr = 1 - (t0 + lam * (t1 - t0))
            return fpr + fnr
        f0, t0 = f1, t1
    return 0.0
''')

wrong("q11", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the 1 outside the log)",
      [[r"log2?\(i\) ?\+ ?1", r"outside (the )?log", r"\+ ?1 outside", r"added after", r"log2\(i\)"]], '''
import math

dcg = 0.0
i = 0
for g in v["grades"]:
    i += 1
    dcg += g / (math.log2(i) + 1)
my_dcg_trec = dcg
''')

wrong("q12", "ndcg.value", "shape", "returns the DCG of the grades without dividing by the ideal DCG",
      [[r"not normali[sz]ed", r"unnormali[sz]ed", r"without (dividing|normali)", r"never divid",
        r"ideal dcg", r"idcg", r"only (the )?dcg", r"raw dcg", r"dcg itself", r"dcg instead"]], '''
import math

dcg = 0.0
for i, g in enumerate(v["grades"], 1):
    if i == 1:
        dcg += g
    else:
        dcg += g / math.log2(i)
my_ndcg_value = dcg
''')

wrong("q13", "pr.averaged", "shape", "sums the queries' curves level by level but never divides by the number of "
      "queries",
      [[r"never divid", r"not divid", r"without divid", r"sum (instead|rather)", r"summed", r"sum of",
        r"number of queries", r"not averag", r"forg\w* to average"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts = []
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits, hits / k))
        for j in range(11):
            curve[j] += max([p for h, p in pts if h * 10 >= j * n], default=0.0)
    return curve
''')

wrong("q14", "scope.knn_ties", "shape", "divides the hits by the number of targets up to and including the tie "
      "instead of by k",
      [[r"instead of k", r"not (by )?k\b", r"tie (group|block)", r"including (the )?tie", r"whole tie",
        r"all (the )?tied", r"every tied", r"denominator"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_b = sum(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    n = len(before) + len(tied)
    low = (rel_b + max(0, slots - non_t)) / n
    high = (rel_b + min(slots, rel_t)) / n
    return [low, high]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds the precision before incrementing the hit counter, so each relevant rank "
      "uses one hit too few",
      [[r"before (incrementing|increasing|updating|counting)", r"one (hit )?too few", r"hits ?- ?1",
        r"off.by.one", r"wrong order", r"not yet (counted|incremented)", r"previous (hit )?count",
        r"too late", r"after (adding|using)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            total += hits / k
            hits += 1
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q16", "map.mrr", "flow", "the reciprocal rank variable is set once outside the query loop and never "
      "reset, so a query with no relevant item reuses the previous query's RR",
      [[r"reset", r"previous query", r"reus", r"carried over", r"carr(y|ies) over", r"stale",
        r"leftover", r"left over", r"last query"]], '''
def my_mrr(runs):
    total = 0.0
    rr = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
                break
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "the rank counter is incremented only on relevant items (inside the if), so "
      "every precision is 1",
      [[r"rank (counter )?(is )?(only )?(incremented|increased|counted|advanced)", r"inside (the )?if",
        r"only (on|for|at) relevant", r"non-?relevant (items|ranks) (are )?(not|never) counted",
        r"skip\w* (the )?non-?relevant", r"every precision (is )?1", r"always 1", r"all (ones|1)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    rank = 0
    hits = 0
    for x in labels:
        if x:
            rank += 1
            hits += 1
            points.append(hits / rank)
    return points
''')

wrong("q18", "interp.step", "flow", "saves the precision after the recall test, so it returns the precision of "
      "the previous relevant item (P_(i-1)) instead of P_i",
      [[r"previous (relevant|point|step|item)", r"p_?\(?i ?- ?1", r"one (point|step|item) (too )?(early|late|behind)",
        r"before (it is )?updat", r"after the (test|check|comparison)", r"wrong order", r"stale"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    prev_p = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return prev_p
            prev_p = hits / k
    return 0.0
''')

wrong("q19", "map.mean", "flow", "adds the query's running AP to the total inside the inner loop at every "
      "relevant rank instead of once per query",
      [[r"inside (the )?(inner )?loop", r"every relevant (rank|item)", r"partial", r"running (sum|ap)",
        r"more than once", r"(once|each) per (relevant|rank)", r"indent", r"several times", r"repeated"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        hits = 0
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
                total += s / n
    return total / len(runs)
''')

wrong("q20", "dcg.classic", "flow", "the loop over ranks 2.. starts at index 2, so the item at rank 2 is never "
      "added",
      [[r"rank 2", r"second (item|grade|rank)", r"skip", r"index 2", r"range\(2", r"off.by.one", r"never added",
        r"left out", r"missing"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    dcg = grades[0]
    for i in range(2, len(grades)):
        dcg += grades[i] / math.log2(i + 1)
    return float(dcg)
''')

wrong("q21", "pr.averaged", "flow", "the running maximum is initialised once per query, not per level, so every "
      "level keeps the query's overall best precision",
      [[r"reset", r"not (re)?initiali[sz]ed", r"per level", r"running max", r"carried",
        r"carr(y|ies) over", r"overall (best|max)", r"global max", r"never (lowered|decreas)"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts = []
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits, hits / k))
        best = 0.0
        for j in range(11):
            for h, p in pts:
                if h * 10 >= j * n and p > best:
                    best = p
            curve[j] += best
    return [c / len(runs) for c in curve]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the levels by adding 0.1 to a running float, so 0.3 becomes "
      "0.30000000000000004 and a recall of exactly 0.3 misses its level",
      [[r"float", r"round", r"0\.30000000000000004", r"accumulat", r"\+= ?0\.1", r"adding 0\.1"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max([p for rec, p in pts if rec >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("q23", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, which is "
      "shorter than c when the list is shorter than the class",
      [[r"len\(", r"slice", r"length of (the )?(slice|list)", r"fewer than (c|n_relevant)", r"instead of (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    hits = 0
    for x in top:
        hits += x
    return hits / len(top)
''')

wrong("q24m", "scope.eps_precision", "hidden", "keeps targets with d <= epsilon, so a target exactly at epsilon is "
      "returned",
      [[r"<=", r"at epsilon", r"equal to epsilon", r"less than or equal", r"inclusive"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = 0
    hits = 0
    for d, y in zip(distances, labels):
        if d <= epsilon:
            n += 1
            hits += y
    return hits / n if n else 0.0
''')

wrong("q25", "set.pr", "hidden", "no guard for an empty retrieved set or an empty relevant set: divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = 0
    for d in ret:
        if d in rel:
            hits += 1
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        total += tp / (tp + fp)
    return total / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all): divides "
      "by zero",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i == 1 else g / math.log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0 (a query with no relevant items): divides "
      "by zero",
      [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.array(labels[:k], dtype=float)
    hits = np.cumsum(top)
    ranks = np.arange(1, len(top) + 1)
    s = float((hits / ranks * top).sum())
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "the rank counter is incremented before the discount is computed, so rank i "
      "is discounted by log2(i + 1) (looks like the trec_eval discount)",
      [[r"increment\w* (too early|before)", r"counter", r"off.by.one", r"one too (large|high|big)",
        r"before (the )?(discount|division|use)", r"wrong order"]], '''
import math

def my_dcg(grades):
    dcg = 0.0
    rank = 1
    for g in grades:
        rank += 1
        dcg += g / math.log2(rank)
    return dcg
''')

wrong("q30", "rank.p_at_k", "twin", "reuses the last value of the loop index (i + 1) as the denominator, which is "
      "the list length, not k, when k exceeds the list",
      [[r"loop (index|variable|counter)", r"\bi ?\+ ?1\b", r"last (value of )?(the )?(index|loop)",
        r"number of ranks (seen|looped|visited)", r"ranks (actually )?(seen|visited|looped)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(min(k, len(labels))):
        hits += labels[i]
    return hits / (i + 1)
''')

wrong("q31", "roc.auc", "twin", "counts a tied pair as a whole win (>=) instead of 1/2",
      [[r"ti\w*.{0,40}(whole|full|as a win|a win)", r"(whole|full) (win|point|credit).{0,30}ti",
        r">=", r"instead of (1/2|a half|half)", r"not (as )?(1/2|half)"]], '''
def my_auc(scores, labels):
    wins = 0
    pairs = 0
    for sp, yp in zip(scores, labels):
        if yp != 1:
            continue
        for sn, yn in zip(scores, labels):
            if yn == 1:
                continue
            pairs += 1
            if sp >= sn:
                wins += 1
    return wins / pairs
''')

wrong("q32", "map.mrr", "twin", "never breaks out of the rank loop, so every relevant item's 1/rank is added, "
      "not only the first one's",
      [[r"break", r"(stop|stops|stopping) at the first", r"every relevant", r"all (the )?relevant",
        r"not only the first", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
    return total / len(runs)
''')

wrong("q33", "ap.eleven_point", "twin", "divides the sum of the 11 levels by the last value of the loop index "
      "(10) instead of 11",
      [[r"\b10\b", r"ten", r"loop (index|variable|counter)", r"instead of 11", r"not (by )?11"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits, hits / k))
    total = 0.0
    for i in range(11):
        total += max([p for h, p in pts if n_relevant and h * 10 >= i * n_relevant], default=0.0)
    return total / i
''')

wrong("q34", "scope.eps_precision", "twin", "the count of returned targets is incremented outside the if, so it "
      "counts every target in the list",
      [[r"outside (the )?if", r"whole list", r"counter",
        r"len\(distances\)", r"list length", r"indent"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = 0
    hits = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            hits += y
        n += 1
    return hits / n if n else 0.0
''')

wrong("q35", "ap.at_k", "twin", "tests the cut-off before counting the rank (breaks at i >= k), so only the top "
      "k - 1 ranks are summed",
      [[r"k ?- ?1", r"off.by.one", r"break\w* (too early|before)", r"one (rank )?too (early|few|soon)",
        r"rank k (is )?(not|never|left out|skipped|missing)", r"(leaves|left) out rank k", r"last rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i, x in enumerate(labels, 1):
        if i >= k:
            break
        if x:
            hits += 1
            s += hits / i
    m = min(k, n_relevant)
    return s / m if m else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances but takes the labels in their original order",
      [[r"labels? (are |is )?(not|never) (re)?(ordered|sorted|permuted)", r"original order", r"unsorted labels",
        r"labels.{0,30}(not|never).{0,20}(sort|reorder|follow)", r"(sort|sorted)\w* only the distances",
        r"without (re)?ordering (the )?labels"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ds = sorted(distances)
    hits = 0
    for i in range(k):
        if i < len(ds):
            hits += labels[i]
    return hits / k
''')

wrong("q37", "set.pr", "data", "counts over the retrieved list, so an id retrieved twice counts twice",
      [[r"duplicat", r"more than once", r"repeated", r"counts? (it )?twice", r"not (a |made into a )?set", r"without (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = 0
    n = 0
    for d in retrieved:
        n += 1
        if d in rel:
            hits += 1
    p = hits / n if n else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "ndcg.all_judgments", "data", "turns the graded relevance into 0/1 (any grade > 0 counts 1)",
      [[r"binar", r"0/1", r"grade\w* (as|to) 1", r"ignor\w* (the )?grade", r"graded", r"any grade",
        r"relevance levels"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            rel = 1 if g > 0 else 0
            total += rel if i == 1 else rel / math.log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q39", "ap.value", "data", "takes the number of relevant items as the ones in the ranking (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"ones in the (list|ranking)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
hits = 0
total = 0.0
for k, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += hits / k
my_ap_value = total / sum(v["labels"])
''')

wrong("q40", "scope.knn_ties", "data", "sorts the distances from the largest down (as if they were similarities)",
      [[r"largest", r"farthest", r"descending", r"reverse", r"similarit", r"wrong direction", r"high(est)? first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances, reverse=True)[k - 1]
    before = [y for d, y in zip(distances, labels) if d > dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_b = sum(before)
    rel_t = sum(tied)
    low = (rel_b + max(0, slots - (len(tied) - rel_t))) / k
    high = (rel_b + min(slots, rel_t)) / k
    return [low, high]
''')

wrong("q41", "roc.eer", "data", "walks the scores from the lowest up, as if a low score meant positive",
      [[r"lowest", r"ascending", r"reverse", r"low score", r"wrong direction", r"distances?"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    f0, t0 = 0.0, 0.0
    for s in sorted(set(scores)):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        f1, t1 = fp / N, tp / P
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            lam = -g0 / (g1 - g0) if g1 != g0 else 0.0
            return f0 + lam * (f1 - f0)
        f0, t0 = f1, t1
    return 0.0
''')

wrong("q42", "pr.averaged", "data", "computes recall against the relevant items retrieved (sum of the run) "
      "instead of the query's n_relevant",
      [[r"sum\(run\)", r"retrieved relevant", r"relevant (items )?retrieved", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for run in runs:
        n = sum(run)
        if n == 0:
            continue
        pts = []
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits, hits / k))
        for j in range(11):
            curve[j] += max([p for h, p in pts if h * 10 >= j * n], default=0.0)
    return [c / len(runs) for c in curve]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fraction running sum", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = 0
    total = Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "map.mean", "nested loops with running sums reset per query", '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        hits = 0
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        total += s / n if n else 0.0
    return total / len(runs)
''')

right("q45", "interp.step", "itertools.accumulate for the running hit count", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    for k, (x, hits) in enumerate(zip(labels, accumulate(labels)), 1):
        if x and hits / n_relevant >= level:
            return hits / k
    return 0.0
''')

right("q46", "scope.knn_ties", "NumPy masks", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    before = d < dk
    tied = d == dk
    slots = k - before.sum()
    rel_b = y[before].sum()
    rel_t = y[tied].sum()
    non_t = tied.sum() - rel_t
    return [float(rel_b + max(0, slots - non_t)) / k, float(rel_b + min(slots, rel_t)) / k]
''')

right("q47", "roc.eer", "ROC walk with running tp/fp counts", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    f0, t0 = 0.0, 0.0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        f1, t1 = fp / N, tp / P
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            lam = -g0 / (g1 - g0) if g1 != g0 else 0.0
            return f0 + lam * (f1 - f0)
        f0, t0 = f1, t1
    return 0.0
''')

right("q48", "ndcg.all_judgments", "comprehensions", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    best = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / best if best else 0.0
''')

SUBMISSIONS = tuple(S)
