"""Diagnosis class 107, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
careless with numbers and comparisons: ``==`` on floats, ``<`` where ``<=`` is meant, ``sorted()`` with the wrong
key or reverse flag, min and max confused, a sign flipped, a mean where a sum is meant, rounding or ``int()`` at
the wrong moment -- writing in several styles (loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c107-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class107): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 107 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c107-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s1", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|unused|never used|not used)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("s2", "avg.macro", "sibling", "micro average: pools tp and fp over the queries before dividing instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|true positives).{0,40}(over|across|of all)",
        r"(total|summed) (counts|tp)", r"global (counts|precision)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("s3", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the trec "
      "discount log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log2 ?\(?rank\)?(?! ?\+)", r"rel_?1 (undiscounted|not discounted)",
        r"first (rank|item|grade) (is )?(not|never|un)\s?discounted", r"instead of log2\(i ?\+ ?1\)",
        r"(burges|jarvelin|järvelin)"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("s4", "sig.sign_test", "sibling", "one-sided sign test p-value (the binomial tail is not doubled)",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"not doubled", r"(forgot|without|missing|never).{0,30}"
        r"(doubl|times 2|\* ?2|twice|multipl\w* by 2)", r"half (of )?the (two.?sided )?p", r"halved"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("s5", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recall"], [r"instead of (the )?precision", r"not (the )?precision", r"rather than (the )?precision",
                      r"(returns?|gives?|lists?) (the )?recall", r"recall values", r"recalls"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for lab in labels:
        if lab == 1:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("s6", "ap.exact", "sibling", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"sum of (the )?labels",
        r"(hits|relevant) (in|of) the (list|ranking)", r"found", r"instead of n_relevant",
        r"not (by )?n_relevant", r"unretrieved.{0,40}(ignored|left out|not counted|missing)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0
''')

wrong("s7", "roc.auc", "sibling", "returns the Gini coefficient 2 AUC - 1 instead of the AUC",
      [[r"gini", r"2 ?\*? ?AUC ?- ?1", r"2AUC", r"rescal\w*", r"-1 to 1", r"\[-1, ?1\]", r"somers"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for q in neg:
            if p > q:
                total += 1
            elif p == q:
                total += 0.5
    auc = total / (len(pos) * len(neg))
    return 2 * auc - 1
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("h1", "dcg.classic", "shape", "discounts with the natural log instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"(wrong|another|other) (log(arithm)? )?base",
        r"log2.{0,30}(not|instead)", r"np\.log\b", r"math\.log\b", r"base 2.{0,30}(missing|not used|forgot)",
        r"not (a |the )?base.?2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("h2", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b.{0,30}(not|never|instead of|without) (being )?squar", r"squar\w*.{0,30}(missing|forgot|left out)",
        r"beta\^?2.{0,20}(→|->|replaced|became) beta", r"unsquared", r"beta (rather than|instead of) beta",
        r"forgot\w* to square", r"not squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h3", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"greater of"], [r"\bmin\b", r"smaller", r"instead", r"rather",
                                                                 r"confus", r"swap"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab == 1:
            hits += 1
            s += hits / i
    denom = max(k, n_relevant)
    return s / denom if denom else 0.0
''')

wrong("h4", "gen.practical", "shape", "smallest recall computed as v / (d - s), the v of the scope left out of "
      "the largest class",
      [[r"v ?/ ?\(d ?- ?s\)", r"(forgot|missing|without|left out|dropp\w*).{0,40}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgot|left out|dropped)", r"d ?- ?s(?! ?\+)", r"unjudged (items )?only",
        r"(class|denominator).{0,40}(without|excludes?|leav\w* out) (the )?v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    rest = d - s
    recall_lower = v / rest if rest > 0 else 1.0
    return [precision, recall_lower, v / d]
''')

wrong("h5", "map.mrr", "shape", "takes 1 over the mean first rank instead of the mean of the reciprocal ranks",
      [[r"1 ?/ ?(the )?mean", r"reciprocal of (the )?mean", r"mean (of the )?(first )?ranks?.{0,30}(then|before)",
        r"(invert|reciprocal)\w*.{0,30}after (averag|the mean)", r"average (the )?ranks? (first|before)",
        r"harmonic", r"order of (the )?(mean|averag\w*) and (the )?reciprocal"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        for i, x in enumerate(run, start=1):
            if x == 1:
                ranks.append(i)
                break
    if not ranks:
        return 0.0
    return 1 / (sum(ranks) / len(runs))
''')

wrong("h6", "pr.averaged", "shape", "sums the queries' interpolated precisions at each level instead of taking "
      "their mean",
      [[r"\bsum", r"summed", r"total", r"add\w* up"], [r"instead of (the )?(mean|averag)", r"not (the )?(mean|averag)",
                                                       r"(never|not|forgot\w*|without) divid", r"number of queries",
                                                       r"rather than (the )?(mean|averag)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        run = np.asarray(run, dtype=float)
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            ok = prec[rec >= r - 1e-12]
            total[j] += ok.max() if len(ok) else 0.0
    return total.tolist()
''')

wrong("h7", "rank.r_precision", "shape", "rounds the R-precision to 2 decimals before handing it in",
      [[r"round\w*", r"2 decimals", r"two decimals", r"precision lost", r"truncat\w*"]], '''
labels = v["labels"]
R = v["n_relevant"]
top = labels[:R] + [0] * max(0, R - len(labels))
my_r_precision = round(sum(top) / R, 2)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("f1", "ndcg.all_judgments", "flow", "sorts the ideal ranking from low to high (reverse=True forgotten)",
      [[r"ascending", r"low(est)? to high", r"reverse", r"increasing", r"wrong (sort )?order", r"worst first",
        r"smallest (grade )?first", r"not (sorted )?(from )?high"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("f2", "interp.curve", "flow", "takes the maximum precision over the ranks with R@k <= r (comparison turned "
      "round) instead of R@k >= r",
      [[r"<= ?r\b", r"R@k ?<=", r"(comparison|inequality) (turned|flipped|reversed|the wrong way)",
        r"before (the )?(level|recall)", r"(ranks|points) (up to|below|before)", r"to the left",
        r"at or below", r"(lower|smaller) recall", r"wrong (direction|side)"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        hits += lab
        points.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for rec, p in points if rec <= r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("f3", "map.mean", "flow", "rounds each query's AP to 2 decimals before averaging them",
      [[r"round\w*"], [r"each (query|AP)", r"per.?query", r"before (the )?(mean|averag)", r"too early",
                       r"intermediate", r"every AP"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(round(s / n, 2) if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f4", "ap.eleven_point", "flow", "loops over range(10), so the level 1.0 is never visited, but still divides "
      "by 11",
      [[r"level 1(\.0)? (is )?(missing|skipped|left out|never|not)", r"last level", r"range\(10\)", r"10 levels",
        r"ten levels", r"off.by.one", r"(only|just) 10", r"missing level",
        r"recall (level )?1(\.0)? (is )?(missing|skipped|left out|never)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(10):
        r = j / 10
        mask = rec >= r
        total += prec[mask].max() if mask.any() else 0.0
    return total / 11
''')

wrong("f5", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented one step late)",
      [[r"one (step|item|hit) (late|too late|behind)", r"before (count|increment|adding)", r"off.by.one",
        r"(hits|count)\s*-\s*1", r"not (yet )?count\w* (the )?(current|this)", r"(excludes?|without) the "
        r"(current|relevant) item (itself)?", r"increment\w* (after|too late)"]], '''
def my_pr_points(labels, n_relevant):
    precisions = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            precisions.append(hits / rank)
            hits += 1
    return precisions
''')

wrong("f6", "map.mrr", "flow", "keeps the last relevant item's rank (no break after the first one)",
      [[r"last relevant", r"no break", r"(forgot|missing|without) (a |the )?break", r"(overwrit|overwritten|"
        r"replaced).{0,40}later", r"not the first", r"every relevant item.{0,30}(overwrit|replac)",
        r"later relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("f7", "roc.eer", "flow", "walks the ROC curve one item at a time, so tied scores are not taken as one step",
      [[r"ties?", r"tied"], [r"(item|one) (at a time|by item)", r"not (grouped|group\w* together)", r"separately",
                             r"split", r"each item", r"individual", r"one point per item"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-s, kind="stable")
    y = y[order]
    P, N = y.sum(), len(y) - y.sum()
    fpr = np.concatenate([[0.0], np.cumsum(1 - y) / N])
    tpr = np.concatenate([[0.0], np.cumsum(y) / P])
    g = fpr - (1 - tpr)
    for i in range(1, len(g)):
        if g[i - 1] <= 0 <= g[i]:
            if g[i] == g[i - 1]:
                return float(fpr[i - 1])
            a = -g[i - 1] / (g[i] - g[i - 1])
            return float(fpr[i - 1] + a * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("x1a0", "scope.eps_precision", "hidden", "keeps targets with d <= epsilon (the lecture's strict < read as <=)",
      [[r"<=", r"≤", r"inclusive", r"on the boundary", r"non.?strict",
        r"includ\w*.{0,30}(at|equal to) (exactly )?epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("x2", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("x3", "gen.grip_point", "hidden", "divides the hits in the top c by the length of the cut list, not by c, "
      "when the list is shorter than the class",
      [[r"len\(labels\[:", r"len\(top\)", r"length of the (cut |sliced |truncated )?list",
        r"list length", r"instead of (by )?(c|n_relevant)\b", r"fewer than c", r"sliced? (list|length)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("x4a0", "interp.step", "hidden", "uses R_(i-1) <= r < R_i (boundaries on the wrong side), so a level exactly "
      "at R_i takes the next relevant item's precision",
      [[r"boundar", r"<=.{0,20}<", r"wrong side", r"(half.?open|closed) (interval|on the wrong)",
        r"r ?< ?R_?i", r"next (relevant|point|step)", r"interval"]], '''
def my_step_interpolated(labels, n_relevant, level):
    prev_r = 0.0
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            r = hits / n_relevant
            if prev_r <= level < r:
                return hits / k
            prev_r = r
    return 0.0
''')

wrong("x5", "ap.eleven_point", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose floats "
      "(0.30000000000000004, ...) miss a recall of exactly 0.3, 0.6 or 0.7",
      [[r"float", r"arange", r"rounding error", r"0\.30000000000000004", r"representation",
        r"0\.1 steps", r"floating"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("x6", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("x7", "scope.knn_ties", "hidden", "looks at pairs[k] to see whether the tie straddles the cut: an "
      "IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    if pairs[k][0] != pairs[k - 1][0]:
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    cut = pairs[k - 1][0]
    before = [lab for d, lab in pairs if d < cut]
    tied = [lab for d, lab in pairs if d == cut]
    room = k - len(before)
    rel = sum(tied)
    low = sum(before) + max(0, room - (len(tied) - rel))
    high = sum(before) + min(room, rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("t1", "set.f_beta", "twin", "P and R swapped in the denominator: beta^2 R + P (the numbers of F with "
      "1/beta)",
      [[r"swap", r"exchang", r"the wrong way round", r"confus\w*", r"mix\w* up", r"beta\^?2 ?\*? ?R",
        r"instead of beta\^?2 ?\*? ?P"], [r"denominator", r"precision and recall", r"P and R", r"R and P",
                                          r"beta\^?2 ?\*? ?R"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("t2", "set.pr", "twin", "the two denominators swapped: precision divides by the relevant set, recall by "
      "the retrieved set",
      [[r"denominators?"], [r"swap", r"exchang", r"wrong way round", r"mix\w* up", r"confus", r"interchang"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("t3", "roc.auc", "twin", "the comparison is turned round: counts pairs where the negative scores higher "
      "(1 - AUC)",
      [[r"comparison", r"negative scores? higher", r"neg(ative)? ?> ?pos", r"sign", r"flipped", r"reversed",
        r"wrong (way|direction)", r"<(?!=)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    wins = (diff < 0).sum() + 0.5 * (diff == 0).sum()
    return float(wins / diff.size)
''')

wrong("t4", "rank.distances", "twin", "sorts with reverse=True, so the farthest items are ranked first",
      [[r"reverse", r"farthest", r"descending", r"largest (distance )?first", r"far(thest)? first",
        r"wrong (sort )?order", r"high(est)? to low"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("t5", "scope.knn_ties", "twin", "min and max confused: returns [highest, lowest] instead of [lowest, highest]",
      [[r"swap", r"wrong order", r"reversed", r"\[highest, ?lowest\]", r"min.{0,20}max", r"max.{0,20}min",
        r"confus", r"order of the (two )?(bounds|values)"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    best = worst = 0
    taken = 0
    for d, grp in groupby(pairs, key=lambda p: p[0]):
        labs = [lab for _, lab in grp]
        room = k - taken
        if room <= 0:
            break
        if len(labs) <= room:
            best += sum(labs)
            worst += sum(labs)
        else:
            rel = sum(labs)
            best += min(room, rel)
            worst += max(0, room - (len(labs) - rel))
        taken += len(labs)
    return [max(best, worst) / k, min(best, worst) / k]
''')

wrong("t6", "map.mrr", "twin", "integer division 1 // rank: only a first relevant item at rank 1 counts",
      [[r"//", r"integer division", r"floor division", r"int(eger)? (arithmetic|divid)", r"truncat\w*"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        if 1 in run:
            total += 1 // (run.index(1) + 1)
    return total / len(runs)
''')

wrong("t7", "interp.curve", "twin", "rounds R@k to one decimal before comparing it with the level",
      [[r"round\w*"], [r"recall", r"R@k", r"one decimal", r"1 decimal", r"before compar"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((round(hits / n_relevant, 1) if n_relevant else 0.0, hits / k))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("d1", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the recall)",
      [[r"recall", r"false negatives?", r"tp ?\+ ?fn", r"\[tp, ?fn, ?fp\]", r"columns? (swapped|misread|confused)",
        r"wrong column"]], '''
def my_macro_precision(tables):
    vals = []
    for row in tables:
        tp, fn = row[0], row[2]
        vals.append(tp / (tp + fn) if tp + fn else 0.0)
    return sum(vals) / len(vals)
''')

wrong("d2", "dcg.classic", "data", "treats the graded judgments as binary (any grade > 0 counts 1)",
      [[r"binar", r"0/1", r"grades? (as|to) (1|one)", r"grade > ?0", r"ignor\w*.{0,20}grade",
        r"graded (relevance|judg\w*).{0,30}(lost|ignored|binar)", r"relevant or not"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(rel, start=1))
''')

wrong("d3", "ndcg.all_judgments", "data", "takes every unretrieved relevant item to have grade 1 (uses only how "
      "many there are)",
      [[r"grade 1", r"grades? (of|as|to) (1|one)", r"len\(unretrieved\)", r"count of (the )?unretrieved",
        r"how many", r"number of unretrieved", r"binar"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        return float(gs[0] + np.sum(gs[1:] / np.log2(np.arange(2, len(gs) + 1))))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("d4", "pr.averaged", "data", "uses the relevant items in the list (sum of the run) as each query's "
      "n_relevant",
      [[r"sum\(run\)", r"sum of (the )?(run|labels|list)", r"relevant (items )?(in the list|retrieved)",
        r"retrieved relevant", r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant", r"not (the given )?n_relevant",
        r"found"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        run = np.asarray(run, dtype=float)
        n = run.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= j / 10 - 1e-12].max() if (rec >= j / 10 - 1e-12).any() else 0.0
                                for j in range(11)]))
    return np.mean(curves, axis=0).tolist()
''')

wrong("d5", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved)",
        r"retrieved relevant", r"instead of n_relevant", r"ignor\w*.{0,20}n_relevant", r"found"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("d6", "rank.p_at_k", "data", "divides by the length of the cut list instead of k when the list is shorter "
      "than k",
      [[r"len\(labels", r"len\(top\)", r"length of the (cut |sliced |truncated )?list", r"shorter than k",
        r"instead of (by )?k\b", r"not (by )?k\b", r"fewer than k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("d7", "gen.practical", "data", "takes the scope s as the database: the smallest generality is v / s",
      [[r"v ?/ ?s", r"scope (as|for|instead of) (the )?database", r"s instead of d", r"instead of d\b",
        r"(database|collection) size.{0,30}(ignored|not used|unused)", r"generality.{0,30}(equal|same as).{0,20}precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), v / s]
''')

# ---------------------------------------------------------------------------------------------- right
right("r1", "ap.value", "exact Fraction sum over the relevant ranks", '''
from fractions import Fraction

labels, n = v["labels"], v["n_relevant"]
hits = 0
total = Fraction(0)
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        total += Fraction(hits, k)
my_ap_value = float(total / n)
''')

right("r2", "roc.eer", "NumPy ROC with tie groups and the crossing interpolated", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        fpr.append(float((sel & (y == 0)).sum() / N))
        tpr.append(float((sel & (y == 1)).sum() / P))
    for i in range(1, len(fpr)):
        g0 = fpr[i - 1] - (1 - tpr[i - 1])
        g1 = fpr[i] - (1 - tpr[i])
        if g0 <= 0 <= g1:
            if g1 == g0:
                return fpr[i - 1]
            a = -g0 / (g1 - g0)
            return fpr[i - 1] + a * (fpr[i] - fpr[i - 1])
    return fpr[-1]
''')

right("r3", "gen.practical", "one-liner with the bounds of Sebe et al.", '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("r4", "interp.step", "loop over the relevant ranks with the step intervals", '''
def my_step_interpolated(labels, n_relevant, level):
    prev = 0.0
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            r = hits / n_relevant
            if prev < level <= r + 1e-12:
                return hits / k
            prev = r
    return 0.0
''')

right("r5", "pr.averaged", "NumPy reverse cumulative maximum", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for j in range(11):
            idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
            row.append(best[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return np.mean(curves, axis=0).tolist()
''')

right("r6", "scope.knn_ties", "itertools.groupby over the tie groups", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    low = high = taken = 0
    for _, grp in groupby(pairs, key=lambda p: p[0]):
        labs = [lab for _, lab in grp]
        room = k - taken
        if room <= 0:
            break
        rel = sum(labs)
        if len(labs) <= room:
            low += rel
            high += rel
        else:
            high += min(room, rel)
            low += max(0, room - (len(labs) - rel))
        taken += len(labs)
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
