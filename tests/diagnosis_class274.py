"""Diagnosis class 274, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- careless
typists: a wrong variable name that still exists, a wrong index, a swapped operand, a stray minus sign (styles
vary: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c274-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class274): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 274 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c274-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.pr", "sibling", "recall divides the hits by the size of the retrieved set (typed ret for rel), "
      "so it returns the precision twice",
      [[r"recall.{0,20}(is|equals|=|gives|becomes) (the )?precision", r"precision twice", r"typed ret", r"\bret\b", r"len\(ret\)",
        r"recall.{0,30}divid\w* by .{0,20}retrieved", r"same denominator"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(ret) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError")

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(hits) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"hits", r"found", r"number of relevant (items )?in "
        r"the (list|ranking)", r"sum of (the )?labels", r"instead of n_relevant", r"not n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the log2(i + 1) "
      "discount",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log2 of (the )?rank\b", r"first (item|rank) (is )?not discounted",
        r"undiscounted", r"rank 1 .{0,20}no discount"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(x / math.log2(i) for i, x in enumerate(g[1:], 2))
''')

wrong("q04", "map.mrr", "sibling", "takes the reciprocal rank of the LAST relevant item (index [-1] typed for [0])",
      [[r"last relevant", r"\[-1\]", r"last (hit|one)", r"final relevant"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        idx = [i for i, x in enumerate(run, 1) if x == 1]
        rr.append(1 / idx[-1] if idx else 0.0)
    return sum(rr) / len(runs)
''')

wrong("q05", "gen.grip_point", "sibling", "precision at the end of the list (cut at len(labels)) instead of at "
      "s = n_relevant",
      [[r"len\(labels\)", r"whole list", r"all (the )?(retrieved|ranks)", r"list length",
        r"length of the (list|ranking)", r"entire (list|ranking)"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)
    top = labels[:s]
    return sum(top) / s
''')

wrong("q06", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the mean "
      "of the queries' precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|counts)", r"total tp", r"summ\w* .{0,30}before divid"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    denom = (tp + fp).sum()
    return float(tp.sum() / denom) if denom else 0.0
''')

wrong("q07", "rank.distances", "sibling", "divides the hits by the number of relevant items (sum(labels), R@k) "
      "instead of by k",
      [[r"recall", r"sum\(labels\)", r"number of relevant", r"all relevant", r"instead of k", r"not (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / sum(labels)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "typed beta * 2 for beta squared",
      [[r"beta \* 2", r"beta\*2", r"2 ?\* ?beta", r"twice beta", r"doubl\w*", r"not squared", r"instead of "
        r"beta.?\^ ?2", r"instead of beta ?\*\* ?2", r"instead of (the )?square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "natural log np.log instead of log2 in the discount",
      [[r"natural", r"\bln\b", r"np\.log\b", r"base e", r"another base", r"wrong base", r"log base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - v + s): s and v swapped in the denominator",
      [[r"recall"], [r"swap", r"d - v \+ s", r"d-v\+s", r"exchang", r"\+ ?s\b", r"s and v", r"v and s"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("q11", "sig.sign_test", "shape", "one-sided p-value: the binomial tail is not doubled",
      [[r"one.sided", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"single tail", r"one tail", r"half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q12", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"\b10\b", r"ten"], [r"divid", r"mean", r"average", r"instead of 11", r"not 11"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pts if rec >= r - 1e-12], default=0.0)
    return total / 10
''')

wrong("q13", "roc.auc", "shape", "divides the pair count by n_pos * n_pos (typed n_pos for n_neg)",
      [[r"n_pos \* n_pos", r"positives squared", r"square", r"n_neg", r"number of negatives"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    n_pos, n_neg = len(pos), len(neg)
    wins = 0.0
    for p in pos:
        for q in neg:
            if p > q:
                wins += 1
            elif p == q:
                wins += 0.5
    return wins / (n_pos * n_pos)
''')

wrong("q14", "ndcg.value", "shape", "ideal DCG divided by the DCG (operands of the ratio swapped)",
      [[r"invert", r"swap", r"upside", r"reciprocal", r"ideal.{0,20}(over|divided by).{0,20}dcg",
        r"idcg ?/ ?dcg", r"1 ?/ ?ndcg"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short, but divides by k",
      [[r"k ?- ?1", r"one (rank|item) short", r"off.by.one", r"first k-1", r"misses the k.?th", r"drops? the k.?th",
        r"k.?th (rank|item) (is )?(not|never)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once, before the loop over queries, and never reset",
      [[r"reset", r"carr\w* over", r"not reinitiali", r"previous quer", r"accumulat\w* across", r"outside the loop",
        r"once before"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "the rank loop runs range(1, len(labels)) and never looks at the last rank",
      [[r"last rank", r"last item", r"off.by.one", r"range\(1, ?len", r"final rank", r"one rank short",
        r"misses the last"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(1, len(labels)):
        hits += labels[k - 1]
        pts.append((hits / n_relevant, hits / k))
    return [max([p for r, p in pts if r >= lvl / 10 - 1e-12], default=0.0) for lvl in range(11)]
''')

wrong("q18", "pr.points", "flow", "appends the precision before counting the current relevant item (hits += 1 "
      "after the append)",
      [[r"before (count|increment|add)", r"after (the )?append", r"not yet counted", r"hits - 1", r"one hit short",
        r"previous (hit )?count", r"order of", r"increment\w* (too )?late"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q19", "pr.averaged", "flow", "the loop over queries runs range(len(runs) - 1): the last query is dropped "
      "(still divided by the number of queries)",
      [[r"last query", r"off.by.one", r"len\(runs\) ?- ?1", r"one query short", r"drops? (a|the) query",
        r"misses the last"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for q in range(len(runs) - 1):
        run, n = runs[q], n_relevant[q]
        if n == 0:
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / n
        for j in range(11):
            ok = rec >= j / 10 - 1e-12
            total[j] += prec[ok].max() if ok.any() else 0.0
    return list(total / len(runs))
''')

wrong("q20", "ap.at_k", "flow", "computes top = labels[:k] but then loops over labels, the whole list",
      [[r"whole list", r"beyond k", r"past k", r"after (rank )?k", r"not (cut|truncat|slic)", r"ignor\w* k\b",
        r"all ranks", r"labels instead of top"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q21", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item",
      [[r"break", r"every relevant", r"all relevant", r"not (stop|only the first)", r"sum of (the )?reciprocal",
        r"keeps? (adding|going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there",
      [ZERODIV, [r"both (are )?(0|zero)", r"p ?= ?r ?= ?0", r"precision and recall (both )?(are )?(0|zero)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty epsilon result: divides by zero",
      [ZERODIV, [r"empty", r"nothing (within|inside|returned)", r"no target"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?= ?0", r"empty", r"no (item|document)s? retrieved"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    return float(sum(Fraction(tp, tp + fp) for tp, fp, fn in tables) / len(tables))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "loops for i in range(k) over labels[i]: IndexError when k is longer than "
      "the list",
      [INDEX, [r"longer than the list", r"shorter than k", r"beyond the end", r"k (is )?(greater|larger|bigger) than"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")

wrong("q26", "interp.curve", "hidden", "levels built as i * 0.1 and compared with >= exactly: 3 * 0.1 is "
      "0.30000000000000004, so a recall of exactly 0.3 (0.6, 0.7) does not reach its own level",
      [[r"float", r"rounding", r"0\.30000000000000004", r"exact(ly)? (compar|equal)", r"tolerance", r"i \* 0\.1",
        r"representation", r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i * 0.1 for i in range(11)]
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    return [max([p for r, p in pts if r >= lvl], default=0.0) for lvl in levels]
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero",
      [ZERODIV, [r"ideal", r"idcg", r"no relevant", r"all (grades )?(are )?(0|zero)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "hidden", "tests R_(i-1) <= level < R_i (the equality on the wrong side): a level "
      "exactly at R_i takes the next point's precision",
      [[r"strict", r"inequalit", r"equal to (a )?recall", r"boundary", r"endpoint",
        r"wrong side", r"next (point|relevant)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    prev_r, hits = 0.0, 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            r = hits / n_relevant
            if prev_r <= level < r:
                return hits / rank
            prev_r = r
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "the two denominators are swapped: precision divides by |relevant|, recall by "
      "|retrieved|",
      [[r"swap", r"exchang", r"mixed up", r"confus", r"the other way"], [r"denominator", r"divid", r"\|rel",
        r"relevant set", r"len\(rel"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q30", "roc.auc", "twin", "the comparison is typed the wrong way round (neg > pos counted as a win): "
      "1 - AUC",
      [[r"comparison", r"revers", r"swap", r"wrong way", r"neg\w* (scores? )?(higher|above|>)", r"<", r"flipped "
        r"(comparison|inequality)", r"inequality"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "rank.distances", "twin", "a stray minus sign in the sort key ranks the farthest items first",
      [[r"minus", r"negat", r"-d", r"sign"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: -t[0])
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q32", "scope.knn_ties", "twin", "the minus sign on the label is on the wrong sort: the pessimistic order "
      "puts tied relevant targets first, so [highest, lowest] comes back",
      [[r"minus", r"negat", r"sign", r"key"], [r"pessimistic", r"optimistic", r"wrong (sort|order)", r"swap",
        r"tied relevant"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    low = sum(y for _, y in pess[:k]) / k
    high = sum(y for _, y in opt[:k]) / k
    return [low, high]
''')

wrong("q33", "gen.practical", "twin", "generality's lower bound divides v by the scope s (typed s for d)",
      [[r"generality"], [r"scope s\b.{0,20}(instead|rather)", r"instead of d\b", r"not d\b", r"v ?/ ?s",
        r"database size", r"divid\w* by (the )?(scope|s)\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), v / s]
''')

wrong("q34", "ap.at_k", "twin", "the denominator is min(k, len(labels)) (typed len(labels) for n_relevant)",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"instead of n_relevant",
        r"not n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, len(labels))
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q35", "ndcg.all_judgments", "twin", "the minus sign of the sort key was dropped: the ideal ranking is "
      "sorted from low to high",
      [[r"ascending", r"low to high", r"lowest first", r"increasing", r"minus", r"not reversed", r"wrong order"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), key=lambda g: g)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "sig.sign_test", "data", "tied queries are counted as wins (x >= y) instead of being dropped",
      [[r"ties?", r"tied", r">="], [r"win", r"not dropped", r"kept", r"count\w*", r"included"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x >= y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q37", "rank.r_precision", "data", "cuts at R = sum(labels), the relevant items retrieved, instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in the list|retrieved)", r"instead of n_relevant",
        r"not n_relevant", r"number of ones"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q38", "dcg.trec", "data", "starts at grades[1:] (wrong index): the first item's grade is skipped",
      [[r"first (item|grade|rank)", r"grades\[1:\]", r"skip", r"index 1", r"off.by.one", r"dropp"]], '''
import numpy as np

g = np.array(v["grades"][1:], dtype=float)
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q39", "roc.eer", "data", "takes label 0 as the positive class (labels == 0 typed for labels == 1)",
      [[r"label", r"class"], [r"invert", r"0 as (the )?positive", r"== ?0", r"swap", r"flip", r"negative class",
        r"revers"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    pts = [(0.0, 0.0)]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        pts.append(((sel & ~y).sum() / N, (sel & y).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        h0, h1 = f0 + t0 - 1, f1 + t1 - 1
        if h0 <= 0 <= h1 and h1 > h0:
            return float(f0 + (-h0 / (h1 - h0)) * (f1 - f0))
    return 0.0
''')

wrong("q40", "scope.eps_precision", "data", "the numerator sums every label (typed labels for the selected ones): "
      "all relevant targets over the result size",
      [[r"all (the )?labels", r"every (relevant|label)", r"whole list", r"sum\(labels\)", r"outside",
        r"all relevant"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(labels) / len(inside) if inside else 0.0
''')

wrong("q41", "interp.step", "data", "recall is taken over sum(labels), the relevant items retrieved, instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in the list|retrieved)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    prev, hits = 0.0, 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            rec = hits / R
            if prev < level <= rec + 1e-12:
                return hits / rank
            prev = rec
    return 0.0
''')

wrong("q42", "pr.averaged", "data", "every query's recall uses n_relevant[0] (wrong index) instead of its own "
      "n_relevant[q]",
      [[r"n_relevant\[0\]", r"first query", r"same n_relevant", r"one query's", r"own n_relevant", r"wrong index",
        r"every query"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for q, run in enumerate(runs):
        n = n_relevant[0]
        if n_relevant[q] == 0:
            curves.append([0.0] * 11)
            continue
        hits, pts = 0, []
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n, hits / k))
        curves.append([max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC points by distinct thresholds, the crossing interpolated", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    pts = [(0.0, 0.0)]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        pts.append(((sel & ~y).sum() / N, (sel & y).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        h0, h1 = f0 + t0 - 1, f1 + t1 - 1
        if h0 <= 0 <= h1 and h1 > h0:
            return float(f0 + (-h0 / (h1 - h0)) * (f1 - f0))
    return 0.0
''')

right("q44", "gen.grip_point", "padded slice with a Fraction", '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    top = (list(labels) + [0] * n_relevant)[:n_relevant]
    return float(Fraction(sum(top), n_relevant))
''')

right("q45", "scope.knn_ties", "counting the tie straddling the cut", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    room = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(closer) + max(0, room - non_t)
    high = sum(closer) + min(room, rel_t)
    return [low / k, high / k]
''')

right("q46", "ap.eleven_point", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    pts = [(h / n_relevant, h / i) for i, h in enumerate(hits, 1)]
    return sum(max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)) / 11
''')

right("q47", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if y.size == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("q48", "dcg.classic", "explicit loop with the rank-1 special case", '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log2(i)
    return total
''')

SUBMISSIONS = tuple(S)
