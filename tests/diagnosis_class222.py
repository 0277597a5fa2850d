"""Diagnosis class 222, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students with
a spreadsheet/pandas mindset who only have NumPy here: column arithmetic on whole arrays, cumulative columns
(np.cumsum, running maxima), group-by done by hand with loops and dictionaries, filters and sorts applied to one
column at a time; some write plain loops, comprehensions, itertools or exact fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c222-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class222): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 222 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c222-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items found in the "
      "ranking instead of n_relevant (AP over the retrieved relevant items only)",
      [[r"(relevant|hits?) (items )?(found|retrieved)", r"sum\(labels\)", r"number of hits",
        r"relevant (items )?in the (list|ranking)", r"(instead of|not|ignor\w*) (by )?n_relevant",
        r"unretrieved relevant.{0,40}(ignored|left out|not counted|missing)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    hits = y.sum()
    if hits == 0:
        return 0.0
    return float((prec * y).sum() / hits)
''')

wrong("q02", "avg.macro", "sibling", "micro-averages the precision (sums the tp and fp columns over the queries "
      "first, then divides) instead of averaging the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(tp|counts|columns|tables)", r"column (sum|total)s?",
        r"totals? (first|over|across)", r"(sums?|adds?) (up )?(the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q03", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear", r"(without|no|not|missing|forg\w*) (the )?(exponential|2\s*\^|2\*\*|power)",
        r"gain.{0,20}(rel_i|the grade)( itself)?", r"rel_i instead", r"trec dcg", r"plain grades?"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float((g / np.log2(ranks + 1)).sum())
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole list (at s = len(labels)) instead of "
      "the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"all (the )?ranks",
        r"(not|never) cut", r"(instead of|not) at (the )?(class size|c\b|n_relevant)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y.mean()) if len(y) else 0.0
''')

wrong("q05", "set.f_beta", "sibling", "returns F1 (the harmonic mean 2PR / (P + R)) whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used", r"beta = ?1 always",
        r"as if beta (were|was|= ?) ?1", r"without (using )?beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q06", "ap.eleven_point", "sibling", "computes exact (uninterpolated) AP, the mean of P@k at the relevant "
      "ranks over n_relevant, instead of the 11-point interpolated average",
      [[r"exact ap", r"uninterpolated", r"non-?interpolated", r"(no|without|never) interpolat",
        r"average precision instead", r"P@k at (the )?relevant ranks", r"plain ap\b"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((p * y).sum() / n_relevant)
''')

wrong("q07", "pr.points", "sibling", "returns the recalls of the PR points (i / n_relevant) instead of their "
      "precisions",
      [[r"recall(s)? (values )?instead", r"returns? (the )?recalls?", r"recall (axis|values|coordinate)",
        r"x.?(axis|coordinate)", r"i ?/ ?n_relevant", r"hits ?/ ?n_relevant"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    recall_col = np.cumsum(y) / n_relevant
    return [float(r) for r in recall_col[y == 1]]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log(arithm)? base e", r"(wrong|another|other) base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(1, len(g) + 1)
    disc = np.ones(len(g))
    disc[1:] = np.log(ranks[1:])
    return float((g / disc).sum())
''')

wrong("q09", "gen.practical", "shape", "writes the recall lower bound as v / (d - s), leaving the + v out of the "
      "denominator",
      [[r"v ?/ ?\(d ?- ?s\)", r"(forg[eo]t|miss\w*|without|drop\w*|leav\w* out|omit\w*).{0,30}\+ ?v",
        r"\+ ?v.{0,30}(missing|left out|forgotten|dropped|omitted)",
        r"denominator.{0,30}(d ?- ?s\b)(?! ?\+)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s, v = len(y), int(y.sum())
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q10", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta never squared)",
      [[r"not squared", r"(never|without|forg[eo]t\w*|miss\w*) (the )?squar", r"unsquared",
        r"beta instead of beta", r"squar\w* (is )?(missing|forgotten)", r"beta rather than beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= comparison)",
      [[r"(tie|tied pair)s?.{0,30}(counts?|counted|as|gets?|worth) (a )?(full|whole|1\b|one)",
        r">=", r"greater (than )?or equal", r"(not|instead of) (a )?half", r"(instead of|not) 1 ?/ ?2",
        r"ties? (as|count\w*) (a )?win"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"(max|maximum) instead of (the )?min"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    denom = max(k, n_relevant)
    if denom == 0 or n_relevant == 0:
        return 0.0
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((p * y).sum() / denom)
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"revers", r"wrong order", r"(other|opposite) order", r"highest first", r"order of the (two )?(bounds|values)",
        r"(lowest|highest) and (highest|lowest) (are )?(swapped|exchanged)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    before = d < dk
    tied = d == dk
    slots = k - before.sum()
    rel_before = y[before].sum()
    rel_tied = y[tied].sum()
    nonrel_tied = tied.sum() - rel_tied
    low = rel_before + max(0, slots - nonrel_tied)
    high = rel_before + min(slots, rel_tied)
    return [float(high / k), float(low / k)]
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[eo]t\w*( to)?|without) doubl", r"times 2",
        r"\* ?2", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] (np.mean of the slice) instead "
      "of k, so a list shorter than k is not padded with non-relevant ranks",
      [[r"(length|len|size) of (the )?slice", r"len\(labels\[:k\]\)", r"mean of (the )?slice", r"np\.mean",
        r"(instead of|not) (dividing )?by k", r"(divid\w*|divis\w*) by (the )?(list|slice) length"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q16", "map.mrr", "flow", "the loop over the ranks has no break, so the reciprocal rank of the LAST "
      "relevant item overwrites the first one",
      [[r"last relevant", r"(no|without|missing|forg[eo]t\w*( the)?|never) break", r"overwrit",
        r"(does not|doesn't|never) stop", r"keeps? (looping|going|overwriting)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(np.maximum.accumulate forward) instead of the maximum over the ranks at or after the level",
      [[r"(earlier|previous|preceding|higher|above) ranks", r"wrong direction", r"forward", r"from the (top|start|left|beginning)",
        r"(instead of|not) (from )?the (right|end|bottom)", r"(not|never|without) revers", r"ranks? before",
        r"maximum so far", r"running max\w* (from|down from) the top"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    run_max = np.maximum.accumulate(prec) if len(prec) else prec
    out = []
    for level in [i / 10 for i in range(11)]:
        ok = np.nonzero(rec >= level - 1e-12)[0]
        out.append(float(run_max[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("q18", "pr.averaged", "flow", "the cumulative relevant count is kept in one column over all the queries "
      "(never reset for a new query), so every query after the first starts with the previous queries' hits",
      [[r"(not|never) reset", r"across (the )?queries", r"carr(y|ies|ied) over", r"(previous|earlier) quer(y|ies)'?s? hits",
        r"(reset|restart)\w*.{0,30}(each|every|per|new) query", r"one (running|cumulative) (count|column|total)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        prec, rec = [], []
        for i, x in enumerate(labels, start=1):
            hits += x
            prec.append(hits / i)
            rec.append(hits / n if n else 0.0)
        prec, rec = np.array(prec), np.array(rec)
        row = []
        for r in levels:
            mask = rec >= r - 1e-9
            row.append(prec[mask].max() if n and mask.any() else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "ap.value", "flow", "computes P@k with the 0-based position as the rank (hits / i for i from "
      "enumerate starting at 0), so every precision is one rank off",
      [[r"0.based", r"zero.based", r"off.by.one", r"rank (counted|starting|starts|start) (from|at) 0",
        r"index instead of (the )?rank", r"enumerate.{0,30}(0|start)"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for i, x in enumerate(labels):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / n_rel
''')

wrong("q20", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|doesn't|does not|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"original order",
        r"input order", r"as given", r"order (of|in) the input"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    top = y[:k]
    return float(top.sum() / k)
''')

wrong("q21", "map.mean", "flow", "uses the first query's n_relevant for every query (n_relevant[0] in the loop)",
      [[r"first query'?s? (n_relevant|number of relevant|relevant count)", r"n_relevant\[0\]",
        r"same n_relevant", r"(one|a single|the first) n_relevant (for|used for|reused)", r"reuse\w*.{0,30}n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        n = n_relevant[0]
        aps.append((p * y).sum() / n if n else 0.0)
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23j", "set.pr", "hidden", "counts with the lists as given (len of the list), so an id retrieved twice is "
      "counted twice",
      [[r"duplicat", r"de-?dup", r"len\(retrieved\)", r"counted (twice|more than once|two times)",
        r"(without|not|never) (convert\w* to |using |making )?(a )?set", r"lists? (instead of|not) sets?"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q24", "avg.macro", "hidden", "column division tp / (tp + fp) with no guard: a query with nothing retrieved "
      "gives nan, and the mean is nan",
      [NAN + [r"0 ?/ ?0", r"(no|without) (a )?guard", r"divi(des|sion|ded) by zero"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(prec.mean())
''')

wrong("q25", "scope.eps_precision", "hidden", "keeps the targets with d <= epsilon instead of the strict d < epsilon",
      [[r"<=", r"less than or equal", r"(not|non-?)strict", r"includ\w* (the )?(targets? )?(at|equal to|on) (the )?(boundary|epsilon)",
        r"≤", r"inclusive"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d <= epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant] instead of "
      "n_relevant, so a list shorter than the class is not padded with non-relevant ranks",
      [[r"(length|len|size) of (the )?slice", r"len\(labels\[:", r"mean of (the )?slice", r"np\.mean",
        r"(instead of|not) (dividing )?by (c|n_relevant|the class size)", r"(divid\w*|divis\w*) by (the )?(list|slice) length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0 / 0 returns nan",
      [NAN + [r"0 ?/ ?0", r"(no|without) (a )?guard", r"divi(des|sion|ded) by zero"]], '''
import numpy as np

def _dcg(g):
    g = np.asarray(g, dtype=float)
    if len(g) == 0:
        return np.float64(0.0)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return (g / disc).sum()

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(_dcg(grades) / _dcg(ideal))
''')

wrong("q28", "ap.exact", "hidden", "divides by n_relevant with no guard: a query with no relevant items at all "
      "raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "reads the table columns as [tp, fn, fp] (takes column 2 as fp), so each query's "
      "precision is computed with the fn column",
      [[r"column", r"(fp|fn).{0,30}(swap|confus|mix|exchang)", r"(swap|confus|mix)\w*.{0,30}(fp|fn)",
        r"t\[:, ?2\]", r"\[tp, fn, fp\]", r"table (layout|format)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 2]
    retrieved = tp + fp
    prec = np.divide(tp, retrieved, out=np.zeros_like(tp), where=retrieved > 0)
    return float(prec.mean())
''')

wrong("q30", "interp.step", "twin", "compares the level with a strict r < R_i, so a level equal to a reached "
      "recall R_i is given the next point's precision",
      [[r"strict", r"\bboundary\b", r"(<=|≤).{0,30}(<|instead)", r"inclusive", r"r < R_i", r"comparison",
        r"(level )?equal to (a|the) (reached )?recall"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    for i in np.nonzero(y)[0]:
        if level < rec[i]:
            return float(prec[i])
    return 0.0
''')

wrong("q31", "roc.auc", "twin", "sorts by score and counts the negatives below each positive with a stable sort, "
      "so tied scores are broken by input order instead of counting 1/2",
      [[r"(input|original|list) order", r"stable sort", r"(break|broke|broken)\w* (the )?ties?",
        r"ties? (are )?(broken|resolved|ordered)", r"(not|never) group\w* (the )?ties?", r"argsort"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(s, kind="stable")
    y_sorted = y[order]
    neg_below = np.cumsum(y_sorted == 0)
    n_pos, n_neg = (y == 1).sum(), (y == 0).sum()
    return float(neg_below[y_sorted == 1].sum() / (n_pos * n_neg))
''')

wrong("q32", "roc.eer", "twin", "stops at the first ROC point where FPR >= FNR and reports (FPR + FNR) / 2 there, "
      "never interpolating between that point and the one before",
      [[r"(no|without|never|not) interpolat", r"first (ROC )?point", r"first crossing", r"stops? at"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    for t in [np.inf] + sorted(set(s), reverse=True):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        if fpr >= fnr:
            return float((fpr + fnr) / 2)
    return 0.5
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = len(a)) instead of dropping them",
      [[r"ties? (are |were )?(not dropped|kept|included|counted|left in)", r"(not|never|without|forg[eo]t\w*( to)?) (dropp|remov|exclud|discard)\w* (the )?(tie|tied)",
        r"n ?= ?len\(a\)", r"includ\w* (the )?(tie|tied)", r"tied queries (in|kept)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
p = 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n
my_sign_p = min(1.0, p)
''')

wrong("q34", "ap.at_k", "twin", "uses the number of relevant items in the given ranking (sum(labels)) in place "
      "of n_relevant in min(k, n_relevant)",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"(retrieved|found) relevant",
        r"(instead of|not|ignor\w*) n_relevant", r"counts? (the )?(ones|relevant labels)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)
    denom = min(k, int(y.sum()))
    if denom == 0:
        return 0.0
    top = y[:k]
    p = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((p * top).sum() / denom)
''')

wrong("q35", "rank.distances", "twin", "sorts the distances in descending order (farthest first), as if they were "
      "similarity scores",
      [[r"descending", r"farthest", r"largest (distances? )?first", r"revers", r"similarit(y|ies)",
        r"higher is better", r"as scores", r"\[::-1\]"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    order = np.argsort(d)[::-1]
    return float(y[order][:k].sum() / k)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.auc", "data", "takes label 0 as the positive class (the labels read inverted), so it returns "
      "1 - AUC",
      [[r"invert", r"flip", r"(labels?|classes) (are |were )?(swapped|reversed)", r"1 - (the )?auc",
        r"0 as (the )?positive", r"positive.{0,20}(and|&) negative.{0,20}swapped", r"label 0"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q37", "dcg.classic", "data", "binarises the grades (grade > 0 counts 1), treating graded relevance as "
      "relevant / not relevant",
      [[r"binar", r"0/1", r"relevant or not", r"ignor\w* (the )?(grade|graded) (levels|values)",
        r"(grades?|gains?) (treated|counted) as 1", r"> ?0"]], '''
import numpy as np

def my_dcg(grades):
    g = (np.asarray(grades) > 0).astype(float)
    if len(g) == 0:
        return 0.0
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

wrong("q38", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so the DCG of "
      "the run also counts them, as if they had been retrieved",
      [[r"append\w*.{0,40}(ranking|run|grades|list)", r"(adds?|added|append\w*) (the )?unretrieved.{0,30}(dcg|ranking|run|list)",
        r"unretrieved.{0,40}(in|into|part of) (the )?(run|ranking|system'?s? dcg)", r"as if (they were |they had been )?retrieved"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    if len(g) == 0:
        return 0.0
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())

def my_ndcg(grades, unretrieved):
    everything = list(grades) + list(unretrieved)
    ideal = dcg(sorted(everything, reverse=True))
    return dcg(everything) / ideal if ideal > 0 else 0.0
''')

wrong("q39", "map.mean", "data", "uses each run's length as its number of relevant items instead of n_relevant[i]",
      [[r"len\(run\)", r"length of (the )?(run|list|ranking)", r"number of (retrieved )?items",
        r"(list|run) length", r"(instead of|not|ignor\w*) n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((p * y).sum() / len(y))
    return float(np.mean(aps))
''')

wrong("q40", "dcg.trec", "data", "filters out the 0-grade rows before discounting, so the later items move up in "
      "rank",
      [[r"(drop|remov|filter|skip|delet)\w*.{0,30}(zero|0|non-?relevant)[- ]?(grade|item|row)",
        r"(zero|0)[- ]grade\w*.{0,30}(drop|remov|filter|skip)", r"ranks? (shift|move|change)", r"mov\w* up",
        r"g ?> ?0"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
g = g[g > 0]
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float((g / np.log2(ranks + 1)).sum())
''')

wrong("q41", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"(greater|larger|bigger|more) than epsilon", r"d ?> ?eps", r"similarit", r"outside",
        r"far(thest|ther)", r"wrong side"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    sel = y[d > epsilon]
    return float(sel.mean()) if len(sel) else 0.0
''')

wrong("q42", "gen.practical", "data", "reads d as the number of items beyond the judged scope (database size d + "
      "s), so both lower bounds use d + s for the database",
      [[r"d ?\+ ?s", r"(unjudged|not judged|beyond|remaining|rest of the) (items|database)",
        r"add\w* s to d", r"d as (the )?(unjudged|rest|remaining)", r"database size.{0,30}(plus|\+|added)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    precision = v / s
    recall_lower = v / (total - s + v) if v else 0.0
    return [precision, recall_lower, v / total]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "set comprehension and len of sets", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len({d for d in ret if d in rel})
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("q44", "pr.averaged", "group-by by hand: NumPy cumulative columns per query, reversed running max", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    rows = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or len(y) == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for r in levels:
            idx = np.nonzero(rec >= r - 1e-9)[0]
            row.append(best[idx[0]] if len(idx) else 0.0)
        rows.append(np.array(row))
    return [float(x) for x in np.mean(rows, axis=0)]
''')

right("q45", "scope.knn_ties", "column masks: before, tied and the free slots at the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    before, tied = d < dk, d == dk
    slots = k - int(before.sum())
    rel_before = int(y[before].sum())
    rel_tied = int(y[tied].sum())
    nonrel_tied = int(tied.sum()) - rel_tied
    low = rel_before + max(0, slots - nonrel_tied)
    high = rel_before + min(slots, rel_tied)
    return [low / k, high / k]
''')

right("q46", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "interp.step", "itertools.accumulate of the hits column", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    for i, (x, h) in enumerate(zip(labels, hits), start=1):
        if x and level <= h / n_relevant + 1e-12:
            return h / i
    return 0.0
''')

right("q48", "ndcg.all_judgments", "loops with a guard on the ideal DCG", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
