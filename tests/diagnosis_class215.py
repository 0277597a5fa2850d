"""Diagnosis class 215, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse the course's neighbouring definitions: precision vs recall, P@k vs R-precision, AP vs 11-point AP, MAP vs
MRR, DCG vs NDCG, AUC vs EER, generality vs scope. Their styles vary: loops, NumPy, comprehensions, itertools,
fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, generators, hidden-check hints, references), the measure library and the course documents were read,
with the opening lines of tests/heldout_submissions.py, tests/diagnosis_class19.py and tests/validate_class.py for
the format. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c215-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class215).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 215 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c215-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "computes 11-point interpolated AP (mean of the 11 interpolated precisions) "
      "instead of exact (non-interpolated) AP",
      [[r"11.?point", r"eleven.?point", r"interpolated (average )?precision", r"11 (recall )?levels",
        r"eleven (recall )?levels", r"11 interpolated"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, start=1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, q in zip(prec, rec) if q >= r], default=0.0)
    return total / 11
''')

wrong("q02", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP -- P@k summed at the relevant "
      "ranks over n_relevant -- instead of the 11-point interpolated AP",
      [[r"exact (average precision|AP)", r"non.?interpolated", r"uninterpolated", r"(plain|ordinary|exact) AP\b",
        r"average precision \(AP\)", r"\bAP\b instead", r"instead of (the )?11.?point"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    p_at = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((p_at * y).sum() / n_relevant)
''')

wrong("q03", "ndcg.all_judgments", "sibling", "returns the DCG of the list, never divided by the ideal DCG "
      "(DCG instead of NDCG)",
      [[r"\bDCG\b.{0,40}(not|never|without) (normali[sz]ed|divided)", r"(not|never|without) (normali[sz]\w*|divid\w*)"
        r".{0,30}(ideal|IDCG)", r"unnormali[sz]ed", r"\bDCG instead of (the )?NDCG", r"IDCG.{0,30}(missing|left out)",
        r"(left out|leaves? out|forg\w*).{0,30}(IDCG|ideal DCG|normali[sz]ation)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / math.log2(i)
    return dcg
''')

wrong("q04", "roc.eer", "sibling", "returns 1 - AUC (the area above the ROC curve) as the error rate instead of "
      "the equal error rate where FPR = FNR",
      [[r"1\s*-\s*AUC", r"AUC", r"area (above|under|over) the (ROC )?curve", r"complement of the (ROC )?area"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                good += 1
            elif a == b:
                good += 0.5
    return 1 - good / (len(pos) * len(neg))
''')

wrong("q05", "map.mean", "sibling", "computes MRR (the mean of 1 / rank of the first relevant item) instead of "
      "MAP",
      [[r"\bMRR\b", r"reciprocal rank", r"1\s*/\s*(the )?rank of the first", r"first relevant (item|rank)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        for rank, x in enumerate(labels, start=1):
            if x:
                total += 1 / rank
                break
    return total / len(runs)
''')

wrong("q06", "rank.r_precision", "sibling", "computes P@10 (precision at the usual cut-off 10) instead of the "
      "precision at rank R = n_relevant",
      [[r"P@10", r"precision at (rank |k = ?)?10", r"cut.?off (of )?10", r"k\s*=\s*10", r"10 instead of R",
        r"divid\w* by 10"]], '''
labels = v["labels"]
k = 10
my_r_precision = sum(labels[:k]) / k
''')

wrong("q07", "avg.macro", "sibling", "computes micro-averaged precision (all tp over all retrieved, pooled) "
      "instead of the macro average of the queries' precisions",
      [[r"micro", r"pooled", r"(sum|total) of (all )?(the )?tp", r"summ\w* (the )?counts? (first|over)",
        r"counts? (summed|added) (over|across) (the )?queries"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (instead of|not|without) (beta|b)?\s*(\^|\*\*)?\s*2", r"(square|squaring)\w*.{0,30}(missing|dropped|"
        r"left out|forgot)", r"(not|never|without) squar\w*",
        r"square (dropped|left out|missing)", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"math\.log\(", r"base e\b", r"instead of log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of P@i at the relevant ranks by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"\bk instead of min", r"denominator (is )?k\b", r"/ ?k\b", r"over k\b",
        r"min\(k, ?(R|n_relevant)\).{0,30}(k alone|only k|just k)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / k if k else 0.0
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(without|no|forgot\w*|missing|dropp\w*|left out) .{0,20}(- ?1|minus (one|1))",
        r"(- ?1|minus (one|1)).{0,30}(missing|dropped|left out|forgotten)", r"one too (much|many)"]], '''
import math
g = v["grades"]
my_dcg_exp = sum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q12", "gen.practical", "shape", "writes recall's lower bound as v / (d - s), leaving out the + v of the "
      "denominator d - s + v",
      [[r"v\s*/\s*\(?d\s*-\s*s\)?(?!\s*\+)", r"\+ ?v.{0,30}(missing|left out|dropped|forgotten)",
        r"(without|leav\w* out|dropp\w*|forg\w*|missing) (the )?\+ ?v", r"d - s instead of d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q13", "map.mean", "shape", "pools the queries: the sum of every query's P@k at its relevant ranks divided "
      "by the total number of relevant items over all queries, instead of the mean of the queries' APs",
      [[r"pool\w*", r"(total|sum) (of|over) (all )?(the )?n_relevant", r"sum\(n_relevant\)",
        r"weighted by (the )?(number of )?relevant", r"micro"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                num += hits / i
    return num / sum(n_relevant)
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(as |count\w* as )(1(?![/.\d])|one|a (full )?win|whole)", r">=",
        r"(1|one) instead of (1/2|a half|0\.5)", r"tied pairs?.{0,30}(full|1(?![/.\d])|wins?)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the loop over ranks has no break, so it keeps the reciprocal rank of the LAST "
      "relevant item instead of the first",
      [[r"no break", r"without (a )?break", r"last relevant", r"(keeps?|overwrit\w*).{0,30}(last|later)",
        r"instead of the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current hit (hits / rank with the "
      "hit at this rank not yet added)",
      [[r"before (count\w*|add\w*|increment\w*)", r"(hit|relevant item) (is )?counted after",
        r"not yet (counted|added)", r"(one|1) hit (too )?(few|short|less)", r"increment\w* after"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, x in enumerate(labels):
        if x:
            points.append(hits / (i + 1))
            hits += 1
    return points
''')

wrong("q17", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"never sorted", r"not sorted", r"(without|no) sort\w*", r"input order", r"unsorted",
        r"sort\w*.{0,30}(missing|never|forgot)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("q18", "interp.step", "flow", "the search for the PR point has no break, so it keeps the precision of the "
      "LAST relevant rank whose recall reaches the level, not the first",
      [[r"no break", r"without (a )?break", r"last (relevant|point|match|PR point)",
        r"(keeps?|overwrit\w*).{0,30}last", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    value = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / i
    return value
''')

wrong("q19", "ap.eleven_point", "flow", "loops over range(10): the level 1.0 is never visited, and the sum is "
      "divided by 10",
      [[r"range\(10\)", r"(level )?1\.0.{0,30}(missing|never|left out|skipped)", r"10 levels",
        r"(stops?|ends?) (before|at) 0\.9", r"ten (recall )?levels", r"one level short"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    levels = [j / 10 for j in range(10)]
    vals = [max((p for p, r in zip(prec, rec) if r >= lv), default=0.0) for lv in levels]
    return sum(vals) / len(levels)
''')

wrong("q20", "pr.averaged", "flow", "the running maximum of a query is reset once per query, not once per level, "
      "so every level keeps the best precision found at any lower level",
      [[r"(not|never) reset", r"reset.{0,30}(once|outside|per query)", r"running max\w*.{0,40}(carried|kept|levels)",
        r"(carried|kept) (over|across) (the )?levels", r"(outside|before) the level loop"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        curve = []
        best = 0.0
        if n == 0:
            curves.append([0.0] * 11)
            continue
        hits, p, r = 0, [], []
        for i, x in enumerate(labels, 1):
            hits += x
            p.append(hits / i)
            r.append(hits / n)
        for lv in levels:
            for pk, rk in zip(p, r):
                if rk >= lv and pk > best:
                    best = pk
            if not any(rk >= lv for rk in r):
                best = 0.0
            curve.append(best)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q21", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k], which stops at the list's end, "
      "instead of by k (missing ranks past the end are not counted as non-relevant)",
      [[r"min\(k, ?len", r"len\(labels\[:k\]\)", r"(list('s)?|its) length instead of k",
        r"divid\w* by (the )?(list('s)? length|length of the (list|slice)|len)",
        r"missing ranks.{0,40}(not counted|ignored|dropped)", r"slice.{0,30}(stops|ends) at the (list's )?end"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(skip\w*|drop\w*|leav\w* out|left out|ignor\w*|exclud\w*).{0,60}(nothing retrieved|empty|tp ?\+ ?fp ?(==|=|is) ?0)",
        r"(nothing retrieved|empty).{0,60}(skipped|dropped|left out|ignored|excluded|not counted)",
        r"divid\w* by (the )?(number of )?(queries|those) (with|that) retrieved",
        r"fewer queries"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q23", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    recall = hits / len(rel) if rel else 0.0
    return [hits / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "indexes labels[i] for i in range(k), which runs past the end of a list "
      "shorter than k", [INDEX], '''
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

wrong("q25", "scope.eps_precision", "hidden", "an empty epsilon-query gets precision 1 instead of 0",
      [[r"(empty|nothing).{0,60}\b(1|1\.0|one)\b", r"\b1\b.{0,20}(instead of|where|for) (the )?0",
        r"perfect", r"returns:?\s*1_for_0"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    if not inside:
        return 1.0
    return sum(inside) / len(inside)
''')

wrong("q26", "interp.curve", "hidden", "builds the levels as i * 0.1 (0.30000000000000004, 0.6000000000000001, ...), "
      "so a recall exactly equal to 0.3, 0.6 or 0.7 does not reach its level",
      [[r"i ?\* ?0\.1", r"0\.30000000000000004", r"floating.point", r"float\w* (error|rounding|precision)",
        r"0\.6000000000000001"]], '''
def my_interpolated(labels, n_relevant):
    ps, rs, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        ps.append(hits / k)
        rs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for i in range(11):
        level = i * 0.1
        out.append(max([p for p, r in zip(ps, rs) if r >= level], default=0.0))
    return out
''')

wrong("q27", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, so a list "
      "shorter than the class size divides by the list length instead of c",
      [[r"len\(labels\[:", r"length of the (slice|list)", r"(list('s)?|its) length instead of (c|n_relevant)",
        r"divid\w* by (the )?(list('s)? length|len)", r"missing ranks.{0,40}(not counted|ignored|dropped)",
        r"slice.{0,30}(stops|ends) at the (list's )?end"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "ndcg.all_judgments", "hidden", "NumPy division with no guard: 0 / 0 gives nan when the ideal DCG is 0",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return np.sum(g / disc)
    ideal = sorted([x for x in list(grades) + list(unretrieved) if x > 0], reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "map.mrr", "twin", "computes the reciprocal rank with integer division 1 // rank, which gives 0 for "
      "every rank above 1 (the same numbers as P@1)",
      [[r"//", r"integer division", r"floor division", r"truncat\w*"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0
        for rank, x in enumerate(run, start=1):
            if x:
                rr = 1 // rank
                break
        rrs.append(rr)
    return sum(rrs) / len(rrs)
''')

wrong("q30", "roc.auc", "twin", "compares with a strict > only: a tied (positive, negative) pair counts 0 instead "
      "of 1/2",
      [[r"tie\w*.{0,40}(as |count\w* )?(0\b|zero|nothing|ignored|not counted)", r"strict",
        r"tied pairs?.{0,30}(ignored|0\b|zero|never)", r"(0|nothing) instead of (1/2|a half|0\.5)",
        r"without (the )?(1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum(1 for a in pos for b in neg if a > b)
    return wins / (len(pos) * len(neg))
''')

wrong("q31", "interp.curve", "twin", "interpolates with a strict comparison R@k > r instead of R@k >= r",
      [[r"strict", r"R@k\s*>\s*r", r">\s*instead of\s*>=", r"greater than (instead of|rather than)",
        r"(level|recall) equal to (a|the) (level|recall).{0,40}(excluded|left out|not counted)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    p = np.cumsum(y) / ranks
    r = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for level in np.linspace(0, 1, 11):
        mask = r > level
        out.append(float(p[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q32", "roc.eer", "twin", "takes the ROC point nearest to FPR = FNR (np.argmin of |FPR - FNR|) and returns "
      "its mean, without intersecting the straight piece of the curve",
      [[r"nearest", r"argmin", r"(no|without|not) interpolat\w*", r"closest (ROC )?point",
        r"(never|not|without) intersect\w*"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr.append(((pred) & (y == 0)).sum() / N)
        fnr.append(1 - ((pred) & (y == 1)).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    i = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("q33", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P + beta^2 R) instead of on "
      "the precision",
      [[r"beta.{0,15}(\^|\*\*) ?2.{0,20}(on|times|multipl\w*|with) (the )?recall", r"P \+ (beta|b)\s*(\^|\*\*)\s*2\s*\*?\s*R",
        r"precision \+ beta\s*(\^|\*\*)\s*2\s*\*?\s*recall", r"(beta|b)\s*(\^|\*\*)\s*2 on the wrong term"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    if den == 0:
        return 0.0
    return (1 + b2) * precision * recall / den
''')

wrong("q34", "ap.value", "twin", "divides the sum of P@k at the relevant ranks by the number of relevant items "
      "retrieved (sum(labels)) instead of n_relevant",
      [[r"relevant (items )?(retrieved|found|in the list)", r"sum\(labels\)", r"number of hits",
        r"instead of n_relevant", r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / hits
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries: n is every query and a tie counts as a loss for a",
      [[r"ties? (are |were )?(not|never) dropped", r"ties? (kept|counted|included)", r"tied quer\w+ (kept|counted|included)",
        r"(kept|keeps|keeping|includ\w*) (the )?(ties|tied)", r"n includes (the )?ties", r"without dropping"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
p = 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n
my_sign_p = min(1.0, p)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.knn_ties", "data", "returns the two bounds in the other order: [highest, lowest]",
      [[r"swap\w*", r"(other|reverse\w*|wrong) order", r"highest.{0,20}lowest", r"optimistic.{0,40}pessimistic.{0,20}"
        r"(swapped|order)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], t[1]))
    opt = sorted(pairs, key=lambda t: (t[0], -t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [high, low]
''')

wrong("q37", "set.pr", "data", "counts an id retrieved twice twice (the retrieved list is used as is, never made a "
      "set)",
      [[r"count\w* (it )?twice", r"duplicat\w*", r"(not|never) (made |turned into |converted to )?a set", r"as a list",
        r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "avg.macro", "data", "reads the table's columns as [tp, fn, fp], so each query's 'precision' is "
      "tp / (tp + fn), its recall",
      [[r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)", r"fn (instead of|for) fp", r"columns?.{0,30}(order|swapped)",
        r"\[tp, fn, fp\]"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q39", "ndcg.all_judgments", "data", "ignores `unretrieved`: the ideal ranking is the retrieved grades "
      "sorted, so relevant items never retrieved are left out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q40", "rank.distances", "data", "reads the distances as similarity scores and ranks the largest distance "
      "first (farthest first)",
      [[r"farthest", r"largest (distance )?first", r"descending", r"revers\w*", r"highest (distance|value) first",
        r"similarit\w*"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the relevant items found in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(found|retrieved|in the list)", r"instead of n_relevant",
        r"n_relevant (read|taken) as", r"class size.{0,30}(found|retrieved)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q42", "pr.averaged", "data", "uses each query's relevant items found (sum of its list) as its n_relevant, "
      "ignoring the given n_relevant",
      [[r"sum\(labels\)", r"sum of (its|the) list", r"relevant (items )?(found|retrieved|in the list)",
        r"instead of n_relevant", r"n_relevant (read|taken) as", r"ignor\w* (the given )?n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels in runs:
        n = sum(labels)
        hits, pts = 0, []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / i))
        for j in range(11):
            lv = j / 10
            cand = [p for r, p in pts if r >= lv and n]
            total[j] += max(cand) if cand else 0.0
    return [t / len(runs) for t in total]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact Fraction arithmetic", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q44", "ap.exact", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    running = list(accumulate(labels))
    return sum(h / i for i, (x, h) in enumerate(zip(labels, running), 1) if x) / n_relevant
''')

right("q45", "roc.auc", "NumPy broadcasting with 1/2 for ties", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y][:, None], s[~y][None, :]
    return float(((pos > neg) + 0.5 * (pos == neg)).mean())
''')

right("q46", "map.mrr", "generator with next() and a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "scope.knn_ties", "explicit loops counting the tie at the k-th place", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [l for d, l in zip(distances, labels) if d < kth]
    tied = [l for d, l in zip(distances, labels) if d == kth]
    room = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, room - non_tied)
    high = sum(closer) + min(room, rel_tied)
    return [low / k, high / k]
''')

right("q48", "interp.step", "a loop that stops at the first point reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / i
    return 0.0
''')

SUBMISSIONS = tuple(S)
