"""Diagnosis class 34, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
misread the task statements -- what is returned and in which order, which argument is which, inclusive versus
exclusive bounds, percent versus fraction, a convention of one task carried into another -- written in NumPy,
in long explicit loops, in comprehensions and with scipy where it comes naturally. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library (``ireval_teach/`` outside ``exercises/`` and ``grading/``), the course
documents, the first 80 lines of tests/heldout_submissions.py (``class_writer`` and the shared key lists), the
header and the last 30 lines of tests/diagnosis_class19.py (the format) and tests/validate_class.py were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c34-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class34): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (a misreading of the input data). The individual mistakes
are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 34 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c34-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "always computes the balanced F1 = 2PR / (P + R): beta is accepted and "
      "never used",
      [[r"\bF1\b", r"F_?1\b", r"ignor\w*.{0,20}\bbeta", r"beta.{0,30}(ignored|unused|never used|not used)",
        r"balanced F", r"without (the )?beta", r"(no|never|doesn'?t use) beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "ap.exact", "sibling", "divides the sum of P@k by the number of relevant items retrieved (found "
      "in the list) instead of n_relevant",
      [[r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"found (relevant|in the list)",
        r"number of hits", r"instead of n_?relevant", r"(ignor\w*|unused|not using) n_?relevant",
        r"relevant items in the (list|ranking)", r"sum\(labels\)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("a03", "map.mean", "sibling", "geometric mean of the queries' APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"\blog", r"n-?th root"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels)
        ranks = np.flatnonzero(lab) + 1
        prec = np.arange(1, len(ranks) + 1) / ranks
        aps.append(prec.sum() / R if R else 0.0)
    return float(np.prod(aps) ** (1 / len(aps)))
''')

wrong("a04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight pieces",
      [[r"nearest", r"closest", r"smallest \|?FPR ?- ?FNR", r"(no|without|not|never) interpolat",
        r"(average|mean) of (the )?FPR and FNR", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"half (the )?total error",
        r"HTER", r"at a ROC point", r"existing (ROC )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, np.inf
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

wrong("a05", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank (rank 1 discounted too) "
      "instead of the classic formula",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"TREC", r"(Burges|exponential|other|modern) (DCG|formulation)",
        r"rank 1 (is )?discounted", r"discount\w* (at|from) rank 1", r"every rank discounted",
        r"shifted discount"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("a06", "ap.at_k", "sibling", "AP@k divided by n_relevant (the full AP denominator) instead of min(k, "
      "n_relevant)",
      [[r"divid\w* by n_?relevant", r"(by|over) (the )?(total |whole |full )?number of relevant",
        r"instead of min", r"not (the )?min", r"(exact|full|plain) AP'?s? denominator", r"(by|over) R\b",
        r"without (the )?min", r"denominator.{0,30}n_?relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = list(labels)[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("a07", "pr.averaged", "sibling", "per query takes the step rule (the precision at the first rank whose "
      "recall reaches r) instead of the maximum over all ranks with R@k >= r",
      [[r"step", r"first rank (whose|that|where)", r"first (point|relevant)", r"(not|no|instead of|without) "
        r"(the )?max", r"maximum (is )?(not|never) taken", r"lecture notes'? rule"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        curve = []
        for r in levels:
            val, hits = 0.0, 0
            for k, x in enumerate(labels, 1):
                hits += x
                if R and hits / R >= r:
                    val = hits / k
                    break
            curve.append(val if R else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta instead of beta", r"beta (is )?(not|never|isn'?t) squared",
        r"(forgot|missing|without|dropped)\w* (the )?(square|\^ ?2|\*\* ?2)", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("b02", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"minus (one|1)", r"(forgot|missing|without|dropped|left out|omit)\w* (the )?(- ?1|minus|subtract)",
        r"grade 0.{0,30}(gains?|counts?|contributes?) (1|one)", r"non-?relevant.{0,30}gain",
        r"2\^rel(_i)? (without|instead)", r"forgot\w*.{0,20}(subtract|one)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("b03", "ndcg.all_judgments", "shape", "the ideal DCG is the plain sum of the ideal grades (never "
      "discounted) while the DCG is discounted",
      [[r"undiscounted", r"(not|never|without) (being )?discount", r"no discount", r"plain sum",
        r"sum of (the )?(ideal )?grades", r"IDCG.{0,40}(sum|discount)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / math.log2(i)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(ideal)
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("b04", "map.mrr", "shape", "the reciprocal of the mean first rank, 1 / mean(rank), instead of the "
      "mean of the reciprocal ranks",
      [[r"1 ?/ ?(the )?(mean|average)", r"reciprocal of (the )?(mean|average)", r"mean (of the )?(first )?ranks?\b",
        r"average (first )?rank", r"inverse of the (mean|average)", r"(mean|average) of (the )?(first )?ranks",
        r"(mean|average) (taken|computed) (before|inside)"]], '''
import math

def my_mrr(runs):
    firsts = []
    for run in runs:
        firsts.append(next((i for i, x in enumerate(run, 1) if x == 1), math.inf))
    mean_rank = sum(firsts) / len(firsts)
    return 1 / mean_rank
''')

wrong("b05", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (1) instead of 1/2",
      [[r"ties? (count|counted|counting|scored?|credited) (as )?(a )?(full|whole|one|1)\b(?!/)",
        r"ties? (as|are) (a )?(wins?|correct)", r"(full|whole) (point|win|credit) for (a )?ties?",
        r">= ?(instead of|rather than) >", r"greater or equal", r"ties?.{0,30}(instead of|not) (1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("b06", "gen.practical", "shape", "the generality lower bound divides v by the scope s instead of the "
      "database size d (so it repeats the precision)",
      [[r"generality.{0,60}\b(s|scope)\b", r"(divid\w*|over|by) (the )?scope",
        r"\bs\b instead of \bd\b", r"v ?/ ?s.{0,30}generality", r"(repeat|same as|equals?) (the )?precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')

wrong("b07", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions is divided by 10 instead of 11",
      [[r"(divid\w*|over|by) (by )?10\b", r"10 instead of 11", r"ten (levels|values|points)", r"/ ?10\b",
        r"(fence.?post|one level short|11 levels.{0,20}10)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "slices labels[:k - 1] (one rank short) and still divides by k",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item|position) (short|too few|less)", r"first k ?- ?1",
        r"slic\w*.{0,30}(short|wrong|k-1|k - 1)", r"(misses|drops|skips|loses) (the )?(k-th|kth|last) (rank|item)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("c02", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"every relevant", r"all (the )?relevant", r"(no|missing|without|forgot\w*)( a| the)? break",
        r"not (only|just) the first", r"(sum|add)\w*.{0,30}(each|every|all) (relevant|hits?)",
        r"stop\w* at the first", r"(keeps|continues) (looping|counting)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("c03", "interp.curve", "flow", "takes the running maximum of the precisions at the ranks BEFORE (down to) "
      "each rank instead of at the ranks from it on",
      [[r"running max", r"max\w*.{0,40}(before|earlier|preceding|so far|previous|up to)",
        r"(wrong|reverse|opposite) direction", r"left to right", r"instead of (the )?(later|following|ranks? after)",
        r"cumulative max", r"maximum\.accumulate"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("c04", "pr.points", "flow", "reads the precision before counting the current relevant item (hits "
      "incremented after the division)",
      [[r"before (the )?(hit|count|increment|updat)", r"(increment|update|count)\w* (the hits? )?after",
        r"current (item|rank|relevant item|hit) (is )?(not|never) counted", r"off.by.one", r"one hit (short|too few)",
        r"(previous|stale) (count|hits)"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, lab in enumerate(labels):
        if lab:
            points.append(hits / (i + 1))
            hits += 1
    return points
''')

wrong("c05", "rank.distances", "flow", "never sorts: takes the first k items in the input order as the k "
      "nearest",
      [[r"(never|not|didn'?t|without|forgot\w*( to)?) (be )?sort", r"unsorted", r"input order",
        r"as given", r"original order", r"first k (items|labels) (of|in) the (input|list)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("c06", "avg.macro", "flow", "the return sits inside the loop: only the first query's precision (over the "
      "number of queries) is returned",
      [[r"return.{0,40}(inside|in|within) (the )?loop", r"indent", r"(only|just) (the )?first (query|table)",
        r"first (query|table) only", r"returns? (too )?early", r"(loop|for).{0,30}(stops|ends) after"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
        return total / len(tables)
''')

wrong("c07", "scope.eps_precision", "flow", "inclusive bound d <= epsilon where the epsilon-query is strict",
      [[r"<=", r"inclusive", r"(less than )?or equal", r"(not|isn'?t) strict", r"at (exactly )?epsilon.{0,30}"
        r"(included|kept|counted)", r"includ\w*.{0,30}(equal|exactly|boundary)", r"boundary"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d <= epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "avg.macro", "hidden", "skips a query with nothing retrieved (drops it from the mean) instead of "
      "counting its precision as 0",
      [[r"skip", r"drop", r"exclud", r"left out of the (mean|average)", r"leaves? (it|the query) out",
        r"ignor", r"fewer queries", r"(not|never) counted in the (mean|average)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("d02", "set.pr", "hidden", "divides by len(retrieved) and len(relevant) with no guard: an empty set "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    return [both / len(ret), both / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query with no relevant item "
      "raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / log2(i + 1) for i, g in enumerate(gs))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "gen.grip_point", "hidden", "divides by the length of the cut list (the list shorter than the "
      "class) instead of by c",
      [[r"(divid\w*|over|by) (the )?(list'?s? )?length", r"len\(", r"(length|size) of the (cut |sliced )?list",
        r"(items|ranks) (present|there|available)", r"instead of (c|n_?relevant|the class size)",
        r"missing ranks.{0,40}(dropped|not counted|ignored|left out)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d05", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): a k longer than the list raises "
      "IndexError", [INDEX], '''
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

wrong("d06", "scope.eps_precision", "hidden", "divides by the size of the result with no guard: an empty "
      "epsilon-query raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "interp.step", "hidden", "the step interval closed on the wrong side (R_(i-1) <= r < R_i): a level "
      "exactly at a recall reached takes the next relevant item's precision",
      [[r"(wrong|other) side", r"<= ?r ?<", r"r ?< ?R_?i\b", r"(strict|exclusive)\w*.{0,30}(upper|R_?i)",
        r"(at|equal to) (exactly )?R_?i.{0,40}(next|following)", r"next relevant", r"half.?open",
        r"(upper bound|right end).{0,30}(exclu|open)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if level < hits / n_relevant:
                return hits / k
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "the parameters in the wrong order (recall first, precision second): beta "
      "ends up weighting the wrong measure",
      [[r"(argument|parameter)s?.{0,40}(order|swap|switch|revers|confus|mix)",
        r"(swap|switch|revers|confus|mix)\w*.{0,40}(argument|parameter)s?",
        r"precision and recall (swapped|switched|reversed|exchanged|confused|mixed up)",
        r"recall (as|for) (the )?precision"]], '''
def my_f(recall, precision, beta):
    b2 = beta * beta
    denom = b2 * precision + recall
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("e02", "set.pr", "twin", "returns [recall, precision] (the two values in the wrong order)",
      [[r"(wrong|reverse|swapped|switched|opposite) order", r"order.{0,30}(swap|switch|revers|wrong)",
        r"(swap|switch|revers|exchang)\w*.{0,40}(values|results|positions|entries|elements|outputs)",
        r"\[recall, precision\]", r"recall first", r"wrong (position|place|slot)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("e03", "roc.auc", "twin", "treats a LOWER score as the better one (counts pairs where the positive scores "
      "below the negative)",
      [[r"lower (score|scores|is|as) (better|first|higher|more)", r"(smaller|lower) scores? (ranked|come|as) "
        r"(first|better|higher)", r"ascending", r"(comparison|inequality|<|>) (is )?(reversed|flipped|the wrong way)",
        r"scores?.{0,30}(reversed|inverted|negated|the wrong way)", r"below (the )?negative"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    less = (pos[:, None] < neg[None, :]).sum()
    tie = (pos[:, None] == neg[None, :]).sum()
    return float((less + 0.5 * tie) / (len(pos) * len(neg)))
''')

wrong("e04", "rank.distances", "twin", "sorts the distances in descending order (farthest first)",
      [[r"descending", r"farthest", r"(largest|biggest|highest|greatest) (distance )?first",
        r"revers\w*.{0,30}(order|sort)", r"reverse=True", r"sort\w*.{0,30}(wrong|other) (way|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("e05", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the last two columns swapped): "
      "tp / (tp + fn) per query",
      [[r"\[tp, ?fn, ?fp\]", r"(column|field|entry|entries|element|position)s?.{0,40}(order|swap|switch|revers|confus|mix)",
        r"(fp|false positives?) and (fn|false negatives?).{0,30}(swap|switch|confus|mix|exchang|revers)",
        r"(swap|switch|confus|mix|exchang|revers)\w*.{0,30}(fp|false positives?) and (fn|false negatives?)",
        r"(misread|wrong order of) (the )?table", r"unpack\w*.{0,30}(order|wrong)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if (tp + fp) > 0 else 0.0
    return total / len(tables)
''')

wrong("e06", "interp.curve", "twin", "returns the 11 values from level 1.0 down to 0.0 (the list reversed)",
      [[r"revers", r"backwards?", r"(from|start\w* at) (level )?1\.0", r"descending (level|order|recall)",
        r"(wrong|opposite) order", r"high(est)? level first", r"\[::-1\]"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(10, -1, -1):
        r = j / 10
        cand = [p for rec, p in pts if rec >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("e07", "scope.knn_ties", "twin", "returns [highest, lowest] (optimistic first) instead of [lowest, highest]",
      [[r"(wrong|reverse|swapped|switched|opposite) order", r"order.{0,30}(swap|switch|revers|wrong)",
        r"(swap|switch|revers|exchang)\w*.{0,40}(values|results|bounds|positions|entries|elements)",
        r"(highest|optimistic|upper) (bound |value )?first", r"\[highest, ?lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    opt = sorted(range(n), key=lambda i: (distances[i], -labels[i]))
    pes = sorted(range(n), key=lambda i: (distances[i], labels[i]))
    hi = sum(labels[i] for i in opt[:k]) / k
    lo = sum(labels[i] for i in pes[:k]) / k
    return [hi, lo]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "gen.practical", "data", "reads d as the number of items OUTSIDE the judged scope (the database "
      "taken as d + s)",
      [[r"\bd\b.{0,40}(outside|beyond|besides|excluding|not including|apart from|after) (the )?(scope|judged|top)",
        r"d ?\+ ?s", r"(adds?|added|adding) (the scope|s)\b", r"database (size )?(as|taken as|read as)",
        r"(misread|mistak)\w*.{0,20}\bd\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("f02", "map.mean", "data", "takes each query's number of relevant items as sum(labels) (the relevant "
      "items retrieved), ignoring n_relevant",
      [[r"sum\(", r"relevant (items )?(retrieved|found|in the (list|run|ranking))", r"retrieved relevant",
        r"(ignor\w*|unused|not using|never uses?) (the )?n_?relevant", r"n_?relevant.{0,20}(ignored|unused|not used)",
        r"(assum|as if).{0,40}(all|every) relevant.{0,20}retrieved", r"hits"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        r = np.asarray(run)
        rel_ranks = np.where(r == 1)[0] + 1
        if len(rel_ranks) == 0:
            aps.append(0.0)
            continue
        aps.append(np.mean(np.arange(1, len(rel_ranks) + 1) / rel_ranks))
    return float(np.mean(aps))
''')

wrong("f03", "ndcg.all_judgments", "data", "appends the unretrieved grades to the retrieved list, as if they had "
      "been retrieved at the end, before computing the DCG",
      [[r"unretrieved.{0,60}(as if|appended|append|added to|included in|part of|at the end)",
        r"(counted|treated|scored|included) as (if )?retrieved", r"(append|add|concat)\w*.{0,40}unretrieved",
        r"DCG.{0,40}(includes|counts) (the )?unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranked = list(grades) + list(unretrieved)
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(ranked, reverse=True)
    idcg = dcg(ideal)
    return dcg(ranked) / idcg if idcg else 0.0
''')

wrong("f04", "dcg.exponential", "data", "treats the grades as binary (any grade > 0 gains 1): the grade levels "
      "are lost",
      [[r"binar", r"(0/1|zero.?one)", r"relevant or not", r"grades? (levels? )?(lost|ignored|flattened|collapsed)",
        r"ignor\w* (the )?grade", r"(any|every) (grade|relevant).{0,30}(gains?|counts?) (1|one|the same)"]], '''
import math

grades = v["grades"]
my_dcg_exp = 0.0
for i, g in enumerate(grades):
    rel = 1 if g > 0 else 0
    my_dcg_exp += (2 ** rel - 1) / math.log2(i + 2)
''')

wrong("f05", "interp.step", "data", "reads the level as a percentage and divides it by 100",
      [[r"percent", r"per ?cent", r"/ ?100", r"divid\w* (it )?by 100", r"%"]], '''
def my_step_interpolated(labels, n_relevant, level):
    r = level / 100
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= r:
                return hits / k
    return 0.0
''')

wrong("f06", "sig.sign_test", "data", "keeps the tied queries in the number of trials (counted as neither win): "
      "ties are not dropped",
      [[r"ties?.{0,40}(kept|not dropped|included|counted|left in|remain)", r"(didn'?t|did not|forgot\w*( to)?|never|"
        r"not|without) (drop|remov|exclud|discard)\w*.{0,20}ties?", r"(tied|tie) quer\w*.{0,30}(kept|counted|included|in n)",
        r"number of (trials|queries).{0,30}(includes|with) (the )?ties?"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("f07", "rank.r_precision", "data", "gives R-precision as a percentage (times 100)",
      [[r"percent", r"per ?cent", r"\* ?100", r"times 100", r"×\s*100", r"%", r"(not|instead of) a fraction"]], '''
labels, R = v["labels"], v["n_relevant"]
padded = list(labels) + [0] * max(0, R - len(labels))
my_r_precision = 100 * sum(padded[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "scope.knn_ties", "sort keys with the label as tie-breaker", '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low = sorted(idx, key=lambda i: (distances[i], labels[i]))[:k]
    high = sorted(idx, key=lambda i: (distances[i], -labels[i]))[:k]
    return [sum(labels[i] for i in low) / k, sum(labels[i] for i in high) / k]
''')

right("g02", "gen.practical", "the paper's letters v, s, d", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("g03", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
    return [float(x) for x in prec[lab == 1]]
''')

right("g04", "map.mean", "explicit loops", '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
    return total / len(runs)
''')

right("g05", "interp.curve", "max over the later ranks with a reversed running maximum", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, k)))
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        cand = [p for rec, p in pts if rec >= r]
        out.append(float(max(cand)) if cand else 0.0)
    return out
''')

right("g06", "ap.value", "a comprehension over the relevant ranks", '''
ranks = [i for i, x in enumerate(v["labels"], 1) if x]
my_ap_value = sum((j + 1) / r for j, r in enumerate(ranks)) / v["n_relevant"]
''')

SUBMISSIONS = tuple(S)
