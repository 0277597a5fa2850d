"""Diagnosis class 273, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
answer a neighbouring question: a related measure, another convention, or the right measure of the wrong thing
(styles vary: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept
in ``style``). Student ids are ``"c273-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 or more value tasks. Before hand-over each
was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class273).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 273 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c273-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (hits|relevant (items )?found)",
        r"found relevant", r"relevant .{0,20}in the (list|ranking)", r"instead of n_relevant",
        r"ignor\w* .{0,30}(unretrieved|never retrieved|missing)", r"sum\(labels\)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "computes the trec_eval DCG with the log2(i + 1) discount at every rank "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?.{0,20}(dcg|discount|formulation)", r"i\s*\+\s*1",
        r"discount\w*.{0,40}(rank 1|first rank|every rank)", r"(other|another|wrong) (dcg|discount|formulation)",
        r"burges|järvelin|jarvelin"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total tp", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q04", "rank.r_precision", "sibling", "computes the precision of the whole ranked list instead of the precision "
      "at rank R = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|retrieved)", r"len\(labels\)",
        r"length of the (whole )?list", r"set precision", r"instead of (rank )?R\b",
        r"not (cut|at) (at )?(rank )?R\b"]], '''
labels = v["labels"]
my_r_precision = sum(labels) / len(labels)
''')

wrong("q05", "ndcg.all_judgments", "sibling", "uses the trec log2(i + 1) discount in both DCGs instead of the "
      "classic DCG the task asks for",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec(_eval)?.{0,6}discount",
        r"(other|another|wrong) (dcg|discount|formulation)", r"discount\w*.{0,40}(rank 1|first rank)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i + 1) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q06", "map.mean", "sibling", "averages the queries' R-precisions instead of their average precisions",
      [[r"r.?prec", r"precision at (rank )?R\b", r"P@R", r"precision at n_relevant",
        r"precision at (the )?(rank|cut).{0,20}(number of relevant|n_relevant)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    vals = []
    for run, r in zip(runs, n_relevant):
        top = np.zeros(r)
        m = min(r, len(run))
        top[:m] = run[:m]
        vals.append(top.mean() if r else 0.0)
    return float(np.mean(vals))
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided sign test p-value instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single.?tail", r"not doubled", r"without doubling", r"half (of )?the",
        r"(forgot|missing|no) .{0,20}(factor (of )?2|times 2|doubl)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"\(1 \+ beta\)", r"beta \* P", r"not squared", r"unsquared", r"square\w*.{0,20}(missing|forgot)",
        r"forg[eo]t.{0,20}squar", r"without squaring", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus (one|1))", r"(forg[eo]t|missing|no|dropp\w*).{0,30}(- ?1|minus (one|1)|subtract)",
        r"gain of 1 for (a )?(grade|rel\w*) 0", r"non.?relevant .{0,30}gain"]], '''
import math

grades = v["grades"]
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s instead of d - s + v (the relevant "
      "items found are left out of the largest class)",
      [[r"d\s*-\s*s(?!\s*\+)", r"(forg[eo]t|missing|without|drop\w*|left out).{0,30}\+\s*v",
        r"(forg[eo]t|without|not|never) add\w*.{0,30}\bv\b", r"largest (possible )?class.{0,40}(v|found|scope)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "ap.at_k", "shape", "computes P@i as hits / k instead of hits / i (k and i confused)",
      [[r"/\s*k\b", r"divid\w* by k\b", r"(k|cut.?off) instead of (the rank )?i\b", r"i and k",
        r"k and i", r"P@k instead of P@i", r"precision at k (at|for) every"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q12", "interp.curve", "shape", "takes the maximum precision over ranks whose recall is at most r (the wrong "
      "side of the level) instead of at least r",
      [[r"at most", r"<=\s*r", r"below (the )?(level|r)", r"(left|wrong side|before)",
        r"(smaller|lower) recall", r"revers\w* (the )?(inequality|comparison)"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        points.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for rec, p in points if rec <= r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("q13", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside.?down", r"invert\w*", r"revers\w* (the )?(ratio|fraction)", r"ideal.{0,30}divided by",
        r"idcg\s*/\s*dcg", r"swap\w*.{0,30}(numerator|denominator)", r"reciprocal"]], '''
import math

def dcg(gs):
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q14", "pr.averaged", "shape", "sums the queries' interpolated precisions at each level instead of "
      "averaging them",
      [[r"sum\w*(?!.{0,10}mean)", r"not (divided|averag)", r"without (divid|averag)", r"(forgot|missing).{0,20}(divi|mean|averag)",
        r"total instead of (the )?(mean|average)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    for run, r in zip(runs, n_relevant):
        if r == 0:
            continue
        run = np.asarray(run, dtype=float)
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / r
        for j, lev in enumerate(levels):
            ok = rec >= lev - 1e-12
            total[j] += prec[ok].max() if ok.any() else 0.0
    return total.tolist()
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k when k is longer "
      "than the list",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list|cut)", r"(slice|list)('s)? length", r"instead of k",
        r"not by k", r"fewer than k", r"shorter than k", r"missing ranks.{0,40}(not counted|ignored|dropped)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q16", "map.mrr", "flow", "the loop has no break, so it keeps the rank of the last relevant item instead of "
      "the first",
      [[r"\bbreak\b", r"last relevant", r"(keeps?|overwrit\w*).{0,30}(rank|last)", r"stop\w* at the first",
        r"not (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run):
            if x == 1:
                rank = i + 1
        if rank is not None:
            total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (the hit "
      "counter is incremented one step late)",
      [[r"before (count|increment|adding)", r"(one|a) step late", r"off.?by.?one", r"hits?\s*-\s*1",
        r"not (yet )?count\w*.{0,30}(current|this)", r"increment\w* after"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q18", "ap.eleven_point", "flow", "loops over only 10 levels (range(10) misses r = 1.0) while dividing by 11",
      [[r"range\(10\)", r"1\.0.{0,30}(miss|skip|left out|dropp)", r"(miss|skip)\w*.{0,30}(level|r =) ?1(\.0)?",
        r"(only|just) 10 levels", r"last level", r"off.?by.?one"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(10):
        r = j / 10
        total += max((p for p, rc in zip(precs, recs) if rc >= r), default=0.0)
    return total / 11
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"never sort", r"not sort", r"unsorted", r"without sort", r"given order", r"input order", r"original order",
        r"(forgot|forget|no) .{0,20}sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "interp.step", "flow", "loops over the relevant items without stopping, so it returns the precision "
      "of the last one whose recall reaches the level instead of the first",
      [[r"\bbreak\b", r"last (relevant|point|one|recall)", r"(stop|first).{0,30}(R_i|recall|point|reach)",
        r"overwrit\w*", r"keeps? (going|looping)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    result = 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                result = hits / i
    return result
''')

wrong("q21", "roc.auc", "flow", "the pair loop only looks at j > i, so it misses every pair whose negative comes "
      "before the positive in the list",
      [[r"j\s*>\s*i", r"i\s*\+\s*1", r"(half|some|missing|misses) (of )?(the )?pairs", r"each pair once",
        r"(only|just) (the )?pairs (where|with|in)", r"list order", r"order of the (list|input)",
        r"negative (comes )?(before|first)"]], '''
def my_auc(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    good = 0.0
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
            elif labels[i] == 0 and labels[j] == 1:
                pass
    return good / (n_pos * n_neg)
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set even when nothing is retrieved "
      "(ZeroDivisionError)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in the NumPy division, so the "
      "mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) even when it is 0 (ZeroDivisionError)",
      [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG even when it is 0 (ZeroDivisionError)",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.curve", "hidden", "builds the levels as j * 0.1 in floating point, so 0.3, 0.6 and 0.7 are "
      "slightly above an exact recall of 0.3, 0.6, 0.7 and miss it",
      [[r"float\w*.{0,30}(round|error|point|precision|inexact)", r"rounding", r"0\.1\s*\*", r"\*\s*0\.1",
        r"0\.30000000000000004", r"not exact", r"inexact"]], '''
def my_interpolated(labels, n_relevant):
    levels = [j * 0.1 for j in range(11)]
    hits = 0
    pts = []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    return [max([p for rc, p in pts if rc >= r], default=0.0) for r in levels]
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the cut list instead of n_relevant when the "
      "list is shorter than the class",
      [[r"len\(", r"length of the (list|slice|cut|ranking)", r"instead of n_relevant", r"not by n_relevant",
        r"missing ranks.{0,40}(not counted|ignored|dropped)",
        r"(slice|list)('s)? length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean())
''')

wrong("q28", "scope.eps_precision", "hidden", "takes the NumPy mean of an empty selection when nothing is within "
      "epsilon, which gives nan instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "the tie-break key has its sign inverted: the 'lowest' sort puts the tied "
      "relevant targets first and the 'highest' sort puts them last",
      [[r"tie.?break\w*.{0,40}(invert|revers|wrong|sign|opposite|swap)", r"(sign|key).{0,30}(invert|revers|wrong|opposite)",
        r"-\s*label", r"relevant (targets )?first.{0,40}(lowest|pessimistic)",
        r"(lowest|pessimistic).{0,40}relevant (targets )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], -p[1]))
    high = sorted(pairs, key=lambda p: (p[0], p[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q30", "rank.distances", "twin", "sorts with reverse=True, ranking the farthest items first",
      [[r"revers\w*", r"descending", r"farthest", r"largest (distance )?first", r"(highest|biggest) distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q31", "ap.eleven_point", "twin", "takes the precision at the first rank whose recall reaches r instead of "
      "the maximum precision over all ranks reaching r",
      [[r"first rank", r"(no|without|forg[eo]t|missing) .{0,20}max", r"not the max", r"instead of (the )?max",
        r"max\w* (over|of) (the )?(later|following|all) ranks"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        hits = 0
        p = 0.0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r - 1e-12:
                p = hits / i
                break
        total += p
    return total / 11
''')

wrong("q32", "sig.sign_test", "twin", "does not drop the tied queries: they are counted as losses of a, so n "
      "includes them",
      [[r"ties?.{0,40}(not dropped|kept|counted|included|as loss)", r"(not|never|forgot to|didn.t) drop\w*",
        r"(include|count)\w*.{0,20}ties", r"<=", r"n (includes|counts) (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q33", "roc.auc", "twin", "compares with a strict > only, so tied pairs count 0 instead of 1/2",
      [[r"ties?.{0,40}(0|zero|nothing|not counted|ignored)", r"(half|1/2|0\.5).{0,30}(missing|forg|not)",
        r"strict", r"tied pairs? (count|score|give)s? (0|zero|nothing)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float((pos[:, None] > neg[None, :]).mean())
''')

wrong("q34", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item, dropping the "
      "queries whose RR is 0",
      [[r"(drop|skip|ignor|exclud|left out|leav)\w*.{0,40}(quer|RR|zero|0)", r"only (over )?(the )?quer\w* (that|with)",
        r"(quer\w*|RR) (of|with) 0.{0,30}(not counted|dropped|ignored)", r"instead of (all|every|the number of) quer"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rrs.append(1 / i)
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q35", "dcg.trec", "twin", "uses the classic discount log2(i) guarded with max(1, .) instead of log2(i + 1)",
      [[r"log2?\s*\(\s*i\s*\)", r"classic", r"max\(1", r"rank 1 (not )?(un)?discount", r"without (the )?\+\s*1",
        r"(forg[eo]t|missing).{0,20}\+\s*1"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(g / max(1.0, math.log2(i)) for i, g in enumerate(grades, 1))
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list as is, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"count\w* twice", r"(not|never) (a |as a )?set", r"list instead of (a )?set", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "gen.practical", "data", "takes the scope s as the number of relevant labels instead of the length of "
      "the judged list",
      [[r"s\s*=\s*sum", r"scope.{0,20}(sum|number of (relevant|ones))", r"(number|count) of (relevant|ones).{0,30}(as|for|instead) (the )?(s|scope)",
        r"instead of len\(labels\)", r"not (the )?len(gth)?"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    return [v / s if s else 0.0, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q38", "ndcg.all_judgments", "data", "treats the unretrieved items as grade-1 items (only their count is "
      "used), not their own grades",
      [[r"grade (of )?1", r"(as|count\w*) (binary|ones)", r"only (their|the) (count|number)", r"len\(unretrieved\)",
        r"\[1\]\s*\*", r"(ignor|not us)\w*.{0,30}(their )?grades"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q39", "map.mean", "data", "takes each query's number of relevant items as sum(run) (the relevant items "
      "retrieved) instead of the given n_relevant",
      [[r"sum\(run\)", r"ignor\w*.{0,20}n_relevant", r"instead of (the given )?n_relevant",
        r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (ones|hits|found)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q40", "roc.eer", "data", "reads the scores as distances (a lower score is more positive)",
      [[r"lower (score|value)s? .{0,30}(positive|better|relevant)", r"distance", r"revers\w*", r"invert\w*",
        r"ascending", r"(sign|direction) of the scores", r"negat\w* (the )?scores"]], '''
import numpy as np

def my_eer(scores, labels):
    s = -np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr, fnr = [0.0], [1.0]
    for t in thr:
        fpr.append(((s >= t) & ~y).sum() / N)
        fnr.append(1 - ((s >= t) & y).sum() / P)
    for i in range(1, len(fpr)):
        d0 = fpr[i - 1] - fnr[i - 1]
        d1 = fpr[i] - fnr[i]
        if d0 <= 0 <= d1:
            if d1 == d0:
                return float(fpr[i])
            a = -d0 / (d1 - d0)
            return float(fpr[i - 1] + a * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

wrong("q41", "avg.macro", "data", "reads each table as [tp, fn, fp], so it averages tp / (tp + third entry), the recall",
      [[r"recall", r"\bfn\b.{0,30}(instead of|for|as) (the )?fp", r"(swap|confus|mix)\w*.{0,30}(fp|fn)",
        r"(second|middle) (column|entry|value)", r"\[tp, fn, fp\]"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q42", "ap.value", "data", "uses the number of ones in the list as the number of relevant items instead of "
      "the given n_relevant",
      [[r"sum\(labels\)", r"ignor\w*.{0,20}n_relevant", r"instead of (the given )?n_relevant",
        r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (ones|hits|found)"]], '''
labels = v["labels"]
ranks = [i for i, x in enumerate(labels, 1) if x]
my_ap_value = sum(j / r for j, r in enumerate(ranks, 1)) / len(ranks)
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "pr.averaged", "NumPy cumsum per query, mean over the queries", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, r in zip(runs, n_relevant):
        if r == 0 or len(run) == 0:
            curves.append(np.zeros(11))
            continue
        run = np.asarray(run, dtype=float)
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        curve = []
        for j in range(11):
            ok = hits * 10 >= j * r
            curve.append(prec[ok].max() if ok.any() else 0.0)
        curves.append(np.array(curve))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q44", "roc.auc", "itertools.product over positive and negative scores", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    score = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return score / (len(pos) * len(neg))
''')

right("q45", "interp.step", "Fractions for exact recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(10 ** 6)
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return hits / i
    return 0.0
''')

right("q46", "dcg.classic", "comprehension with max(1, log2 i)", '''
import math

def my_dcg(grades):
    return float(sum(g / max(1.0, math.log2(i)) for i, g in enumerate(grades, 1)))
''')

right("q47", "scope.knn_ties", "counts before the tie and inside it", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tie = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_tie = sum(tie)
    non_tie = len(tie) - rel_tie
    low = sum(before) + max(0, slots - non_tie)
    high = sum(before) + min(rel_tie, slots)
    return [low / k, high / k]
''')

right("q48", "rank.p_at_k", "slice and divide by k", '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / k
''')

SUBMISSIONS = tuple(S)
