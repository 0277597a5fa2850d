"""Diagnosis class 158, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse neighbouring measures of the course: R-precision, P@k and recall@k, MAP and MRR, the DCG variants, micro
and macro averages, ROC and PR quantities; written in varied styles (loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c158-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class158): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 158 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c158-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.r_precision", "sibling", "computes the precision of the whole list (P at its length) instead "
      "of the precision at rank R = n_relevant",
      [[r"whole (list|ranking)", r"full (list|ranking)", r"entire (list|ranking)", r"len\(labels\)",
        r"length of the (list|ranking)", r"all (the )?retrieved",
        r"not (cut|at) (at )?(rank )?R\b", r"instead of (at )?(rank )?R\b"]], '''
labels = v["labels"]
my_r_precision = sum(labels) / len(labels)
''')

wrong("q02", "map.mrr", "sibling", "averages each query's average precision (MAP with n_relevant = the query's "
      "retrieved relevant items) instead of its reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"precision at (every|each|all) relevant",
        r"all (the )?relevant (items|ranks)", r"every relevant (item|rank)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                s += hits / rank
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("q03", "avg.macro", "sibling", "micro-averages the precision (summed tp over summed tp + fp) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp|true positives)", r"total tp",
        r"summ\w* over (all )?(the )?queries (before|first)", r"weight\w* by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i ?\+ ?1", r"rank 1 (is )?discounted",
        r"discount\w* (at |of )?(every|each|all|the first) rank", r"one rank (later|further|shifted)",
        r"burges", r"another (DCG|formulation)"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q05", "ap.eleven_point", "sibling", "returns the exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"non.?interpolated", r"not interpolat", r"without interpolat", r"exact AP", r"\bAP\b",
        r"uninterpolated", r"plain AP"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q06", "roc.auc", "sibling", "computes the average precision of the ranking by score (area under the PR "
      "curve) instead of the area under the ROC curve",
      [[r"average precision", r"\bAP\b", r"precision.?recall", r"\bPR\b", r"area under (the )?PR"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    n_pos = sum(1 for y in labels if y)
    hits, total = 0, 0.0
    for rank, i in enumerate(order, 1):
        if labels[i]:
            hits += 1
            total += hits / rank
    return total / n_pos if n_pos else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of by "
      "min(k, n_relevant)",
      [[r"instead of min", r"not min", r"without (the )?min", r"ignor\w* k\b", r"plain AP", r"by n_relevant",
        r"all (the )?relevant items", r"total (number of )?relevant", r"class size"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared in F_beta",
      [[r"not squared", r"squar", r"beta instead of", r"power", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1",
      [[r"forg\w*.{0,20}- ?1", r"minus (one|1)", r"subtract", r"2\^rel\b(?! ?-)", r"gain of (a )?(grade )?0",
        r"zero grades? (gain|count|contribut)", r"grade 0 .{0,30}1"]], '''
import math
grades = v["grades"]
my_dcg_exp = sum(2 ** g / math.log2(i + 2) for i, g in enumerate(grades))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides v by d - s (the unjudged rest) instead of "
      "d - s + v",
      [[r"\+ ?v\b", r"d ?- ?s\b(?! ?\+)", r"unjudged", r"forg\w* .{0,20}v\b", r"without (adding )?v\b",
        r"left out v", r"missing v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "roc.eer", "shape", "returns the TPR at the crossing (1 - EER) instead of the error rate itself",
      [[r"returns? (the )?TPR", r"TPR instead", r"true positive rate",
        r"instead of (the )?(error|EER)", r"1 ?- ?(the )?EER", r"complement", r"one minus",
        r"hit rate", r"sensitivity"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0:
        eer = fpr[j]
    else:
        t = -diff[j - 1] / (diff[j] - diff[j - 1])
        eer = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return float(1 - eer)
''')

wrong("q12", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing by the ideal DCG",
      [[r"not normali[sz]", r"without (dividing|normali[sz])", r"DCG instead of (the )?NDCG", r"unnormali[sz]",
        r"forg\w* .{0,30}(IDCG|ideal)", r"no (division|normali[sz])", r"never divid"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if dcg(ideal) == 0:
        return 0.0
    return dcg(grades)
''')

wrong("q13", "dcg.trec", "shape", "uses the natural logarithm in the discount instead of log base 2",
      [[r"natural", r"\bln\b", r"base e\b", r"base 2", r"math\.log\b", r"another base", r"wrong base"]], '''
import math
my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    my_dcg_trec += g / math.log(i + 1)
''')

wrong("q14", "scope.knn_ties", "shape", "divides the hits by the end of the tied group (the targets nearer plus "
      "the tied ones) instead of by k",
      [[r"instead of (by )?k\b", r"not (by )?k\b", r"denominator", r"divid\w* by (the )?(size|number|length|count)",
        r"tie group", r"tied group"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [l for d, l in zip(distances, labels) if d < dk]
    tied = [l for d, l in zip(distances, labels) if d == dk]
    slots = k - len(before)
    n = len(before) + len(tied)
    lo = (sum(before) + max(0, slots - (len(tied) - sum(tied)))) / n
    hi = (sum(before) + min(slots, sum(tied))) / n
    return [lo, hi]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop runs over range(1, k) and misses the k-th rank (off by one)",
      [[r"off.by.one", r"range\(1, ?k\)", r"k ?- ?1", r"miss\w* (the )?(k-?th|last)", r"one rank (short|too few)",
        r"stops? (one|a rank) (early|short|before)", r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the return sits inside the loop over queries, so only the first query's AP is "
      "returned (divided by the number of queries)",
      [[r"inside (the )?loop", r"first query", r"early return", r"return\w* (too )?early", r"indent",
        r"only one query", r"after one query"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, ap = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                ap += hits / i
        total += ap / R if R else 0.0
        return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "takes the maximum precision over the ranks up to the first rank reaching the "
      "level (a running max from the top) instead of over the ranks from there on",
      [[r"prefix", r"(from|to) the left", r"(ranks?|points?) (before|above|up to)", r"earlier ranks",
        r"running max", r"instead of (after|below|to the right|from there on)", r"wrong direction",
        r"preceding"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        best, reached = 0.0, False
        for p, rc in zip(precs, recs):
            best = max(best, p)
            if rc >= r:
                reached = True
                break
        out.append(best if reached else 0.0)
    return out
''')

wrong("q18", "pr.averaged", "flow", "one curve list created outside the loop is filled and appended for every "
      "query, so every entry is the last query's curve",
      [[r"same (list|object|curve)", r"reus", r"outside (the )?loop", r"created once", r"alias",
        r"last query", r"overwrit"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        precs, recs, hits = [], [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            precs.append(hits / k)
            recs.append(hits / n if n else 0.0)
        for j, r in enumerate(levels):
            curve[j] = max([p for p, rr in zip(precs, recs) if rr >= r and n], default=0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q19", "pr.points", "flow", "appends the precision at every rank, not only at the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"missing (the )?if", r"irrelevant ranks"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        out.append(hits / i)
    return out if hits else []
''')

wrong("q20", "roc.auc", "flow", "itertools.combinations visits each pair once in list order, so only pairs whose "
      "positive comes before the negative in the list are counted",
      [[r"list order", r"combinations", r"one direction", r"only pairs", r"half (of )?the pairs",
        r"positive (comes |item )?(first|before)", r"order of the (items|list|pairs)", r"(misses|miss\w*) pairs"]], '''
from itertools import combinations

def my_auc(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    good = 0.0
    for (sa, ya), (sb, yb) in combinations(zip(scores, labels), 2):
        if ya == 1 and yb == 0:
            good += 1.0 if sa > sb else 0.5 if sa == sb else 0.0
    return good / (n_pos * n_neg)
''')

wrong("q21", "ap.exact", "flow", "the precision at a relevant rank is taken before the hit counter is increased, "
      "so it leaves the item itself out",
      [[r"before (count|increment|add|updat)", r"after (comput|tak)", r"counter .{0,30}(late|after)",
        r"exclud\w* (itself|the current)", r"leaves? (the )?(item|hit) (itself )?out", r"one hit short",
        r"order of (the )?(increment|update|statements)", r"(hits|counter) (is )?(incremented|updated) (too )?late"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels):
        if rel:
            total += hits / (i + 1)
            hits += 1
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the division by beta^2 P + R = 0 crashes",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved is left out of the mean instead of counting "
      "as precision 0",
      [[r"left out", r"skip", r"drop", r"exclud", r"ignor", r"not counted", r"omit"]], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(ps) / len(ps) if ps else 0.0
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut list (len(labels[:R])) instead of R, "
      "so a list shorter than R is not penalised",
      [[r"len\(labels", r"length of the (cut|slice|list|ranking)", r"instead of (R|n_relevant|c)\b",
        r"slice('s)? length", r"size of the slice", r"fewer than R", r"not (by )?(R|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "scope.eps_precision", "hidden", "np.mean of an empty selection gives nan when nothing is within "
      "epsilon",
      [NAN + [r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "ap.at_k", "hidden", "indexes labels[i] for i < k, which runs past the end of a list shorter than k",
      [INDEX], '''
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

wrong("q27", "pr.averaged", "hidden", "recall hits / n crashes for a query with no relevant items (n = 0)",
      [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, n in zip(runs, n_relevant):
        hits = np.cumsum(labels)
        p = hits / np.arange(1, len(labels) + 1)
        r = [int(h) / n for h in hits]
        curves.append([max([pp for pp, rr in zip(p, r) if rr >= lv - 1e-12], default=0.0) for lv in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: dividing by it crashes when nothing "
      "is relevant",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the nearest ROC point instead of interpolating the "
      "crossing",
      [[r"nearest", r"closest", r"no interpolat", r"not interpolat", r"without interpolat",
        r"instead of interpolat", r"(an?|the) (single )?ROC point", r"doesn.t interpolat"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    best = None
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        pts.append((fp / N, 1 - tp / P))
    for fpr, fnr in pts:
        if best is None or abs(fpr - fnr) < abs(best[0] - best[1]):
            best = (fpr, fnr)
    return (best[0] + best[1]) / 2
''')

wrong("q30", "dcg.trec", "twin", "enumerates from 1 and adds 1 again, so the discount is log2(i + 2) (every "
      "rank shifted one place down)",
      [[r"log2?\s*\(\s*i\s*\+\s*2\s*\)", r"twice", r"double\w*.{0,20}(shift|\+ ?1|offset)",
        r"enumerate.{0,40}(1|start)", r"one rank (too )?(far|late|down|lower)", r"shifted (by )?one",
        r"off.by.one"]], '''
from math import log2
my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    rank = i + 1  # ranks start at 1
    my_dcg_trec += g / log2(rank + 1)
''')

wrong("q31", "ndcg.value", "twin", "sorts the ideal ranking ascending (sorted without reverse=True), worst "
      "grades first",
      [[r"ascending", r"reverse", r"low(est)? (to|first)", r"worst (grades? )?first", r"increasing",
        r"wrong (sort )?order", r"not (sorted )?descending"]], '''
from math import log2
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
ideal = sorted(v["grades"] + v["unretrieved"])
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q32", "roc.auc", "twin", "counts a tied pair as a full win (>=) instead of 1/2",
      [[r">=", r"ties? (are |is )?(counted|count) (as )?(a )?(1|one|full|win)", r"full (point|win|credit)",
        r"instead of (1/2|a half|0\.5)", r"not (as )?(1/2|half|0\.5)", r"greater.or.equal",
        r"tied pairs? .{0,20}(win|full)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("q33", "set.f_beta", "twin", "puts beta^2 on the recall in the denominator (beta^2 R + P) instead of on "
      "the precision",
      [[r"(beta|b)\W{0,4}2\W{0,6}(\*\W{0,3})?(R|recall)\b", r"(beta|b)(\^?2| squared)? (on|multipl\w*|times|with) "
        r"(the )?recall", r"wrong term", r"recall (is )?weighted", r"denominator.{0,40}recall"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q34", "map.mean", "twin", "pools the precisions at relevant ranks of all queries and divides by the total "
      "n_relevant (micro-averaged AP) instead of averaging the queries' APs",
      [[r"pool", r"micro", r"total (number of )?relevant", r"sum of (the )?n_relevant", r"weight\w* by",
        r"sum\(n_relevant\)", r"all queries together"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
    return total / sum(n_relevant) if sum(n_relevant) else 0.0
''')

wrong("q35", "rank.distances", "twin", "sorts with reverse=True, so the farthest targets come first",
      [[r"reverse", r"descending", r"farthest", r"largest distances? first", r"wrong (sort )?order",
        r"decreasing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts a retrieved id listed twice twice (lists, not sets)",
      [[r"duplicat", r"unique", r"more than once", r"repeated", r"counted (twice|two times|again)",
        r"lists?,? not (as )?sets?", r"instead of (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "scope.knn_ties", "data", "reads the distances as similarities and ranks the farthest targets first",
      [[r"similarit", r"farthest", r"larg\w* distances? first", r"descending", r"reverse", r"scores?"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances, reverse=True)[k - 1]
    before = [l for d, l in zip(distances, labels) if d > dk]
    tied = [l for d, l in zip(distances, labels) if d == dk]
    slots = k - len(before)
    lo = (sum(before) + max(0, slots - (len(tied) - sum(tied)))) / k
    hi = (sum(before) + min(slots, sum(tied))) / k
    return [lo, hi]
''')

wrong("q38", "interp.step", "data", "computes recall over the relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"never retrieved", r"unretrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    total = sum(labels)
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / total >= level:
                return hits / i
    return 0.0
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so it averages tp / (tp + fn), the recall",
      [[r"\[tp, ?fn", r"fn (as|for|instead of) fp", r"fp (as|for|instead of) fn", r"order of (the )?(columns|table|entries|fields)",
        r"swap", r"recall", r"wrong column"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q40", "dcg.classic", "data", "sorts the grades from high to low before computing DCG (the ideal DCG, not "
      "the ranking as given)",
      [[r"sort", r"ideal", r"IDCG", r"reorder", r"order (of the )?grades", r"as given"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

wrong("q41", "ap.exact", "data", "divides by the length of the list (the number retrieved) instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"number (of items )?retrieved", r"retrieved items",
        r"instead of n_relevant", r"list length"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / len(labels)
''')

wrong("q42", "map.mrr", "data", "leaves the queries with no relevant item retrieved out of the mean instead of "
      "counting them 0",
      [[r"left out", r"skip", r"drop", r"exclud", r"ignor", r"only (the )?queries with", r"omit",
        r"not counted"]], '''
def my_mrr(runs):
    rr = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rr) / len(rr) if rr else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "gen.grip_point", "list comprehension, missing ranks as 0", '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

right("q44", "scope.eps_precision", "itertools.compress and an exact Fraction", '''
from fractions import Fraction
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, (d < epsilon for d in distances)))
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q45", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(x) for x in p[y == 1]]
''')

right("q46", "rank.distances", "sorted pairs, stable on ties", '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels), key=lambda t: t[0])]
    return sum(ranked[:k]) / k
''')

right("q47", "ap.eleven_point", "explicit loops over levels", '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rc, p in pts if rc >= r and n_relevant], default=0.0)
    return total / 11
''')

right("q48", "rank.p_at_k", "Fraction and a padded slice", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    return float(Fraction(sum(labels[:k]), k))
''')

SUBMISSIONS = tuple(S)
