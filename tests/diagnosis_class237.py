"""Diagnosis class 237, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
translate the slides' LaTeX formulas symbol by symbol (sums indexed from 0 or from 1, products, fractions,
subscripts such as rel_i, P_i, R_(i-1)), in loops, NumPy, comprehensions, itertools and ``fractions.Fraction``.
Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c237-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class237).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 237 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c237-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the sum of P@k at the relevant "
      "ranks over n_relevant, instead of the mean of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)",
        r"average precision (instead|rather)", r"no interpolation", r"not interpolat", r"instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    # AP = \\frac{1}{R} \\sum_{k=1}^{n} P@k \\cdot rel_k
    R = n_relevant
    if R == 0:
        return 0.0
    total = 0.0
    hits = 0
    for k in range(1, len(labels) + 1):
        rel_k = labels[k - 1]
        hits += rel_k
        total += (hits / k) * rel_k
    return total / R
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the per-query APs (GMAP, the slide's product "
      "to the power 1/Q) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"\bprod\b"]], '''
import numpy as np

def my_map(runs, n_relevant):
    # GMAP slide: (\\prod_{q=1}^{Q} AP_q)^{1/Q}
    aps = []
    for labels, R in zip(runs, n_relevant):
        labels = np.asarray(labels, dtype=float)
        P = np.cumsum(labels) / np.arange(1, len(labels) + 1)
        aps.append((P * labels).sum() / R if R else 0.0)
    Q = len(aps)
    return float(np.prod(aps) ** (1 / Q))
''')

wrong("q03", "dcg.trec", "sibling", "computes classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead of the "
      "log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log_?2 ?i\b", r"rel_?1 (is )?(not|un)discounted",
        r"first (grade|item|rank) (is )?(not|un)discounted", r"wrong discount", r"instead of log2\s*\(\s*i ?\+ ?1"]], '''
from math import log2

grades = v["grades"]
# DCG = rel_1 + \\sum_{i=2}^{n} rel_i / log_2 i
my_dcg_trec = grades[0] + sum(grades[i - 1] / log2(i) for i in range(2, len(grades) + 1))
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking sorts the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def DCG(rel):
        rel = np.asarray(rel, dtype=float)
        i = np.arange(1, len(rel) + 1)
        disc = np.ones(len(rel))
        disc[1:] = np.log2(i[1:])
        return float((rel / disc).sum())
    IDCG = DCG(sorted(grades, reverse=True))
    return DCG(grades) / IDCG if IDCG > 0 else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(tp|true positives).{0,40}(before|first|over all)",
        r"totals? (first|before)"]], '''
def my_macro_precision(tables):
    # P = \\frac{\\sum_q tp_q}{\\sum_q (tp_q + fp_q)}
    num = sum(tp for tp, fp, fn in tables)
    den = sum(tp + fp for tp, fp, fn in tables)
    return num / den if den else 0.0
''')

wrong("q06", "rank.distances", "sibling", "returns R@k (relevant in the top k over all relevant targets) instead "
      "of P@k of the distance ranking",
      [[r"recall", r"R@k", r"all (the )?relevant", r"(divid|normali)\w* by (the )?(number|count) of relevant",
        r"instead of (dividing by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    rel_total = sum(labels)
    hits = sum(labels[order[i]] for i in range(k))
    return hits / rel_total if rel_total else 0.0
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i (the trec DCG) instead of the exponential "
      "gain 2^rel_i - 1",
      [[r"linear", r"2\*\*", r"exponential gain.{0,30}(missing|not|forgot|instead)",
        r"(forgot|missing|without|no) (the )?(exponential|2\^)", r"rel_?i instead", r"gain (is )?(the )?grade"]], '''
import math

rel = v["grades"]
# DCG = \\sum_{i=1}^{n} \\frac{rel_i}{\\log_2(i+1)}
my_dcg_exp = sum(rel[i - 1] / math.log2(i + 1) for i in range(1, len(rel) + 1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (the superscript 2 was dropped in both "
      "places)",
      [[r"beta squared", r"square", r"beta\*\*2", r"not squared", r"beta (itself|alone)"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("q09", "ap.at_k", "shape", "divides the sum of P@i by k instead of by min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is |of )?k\b", r"instead of (the )?min",
        r"ignor\w* (the )?(number of relevant|n_relevant|R\b)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # AP@k = \\frac{1}{k} \\sum_{i=1}^{k} P@i \\, rel_i
    if min(k, n_relevant) == 0:
        return 0.0
    s = 0.0
    for i in range(1, min(k, len(labels)) + 1):
        rel_i = labels[i - 1]
        P_i = sum(labels[:i]) / i
        s += P_i * rel_i
    return s / k
''')

wrong("q10", "dcg.classic", "shape", "uses the natural logarithm (math.log) instead of log base 2 in the discount",
      [[r"natural", r"\bln\b", r"base ?e\b", r"base 2", r"log_2", r"(wrong|another|different) base",
        r"math\.log\b", r"np\.log\b"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    dcg = grades[0]
    for i in range(2, len(grades) + 1):
        dcg += grades[i - 1] / math.log(i)
    return float(dcg)
''')

wrong("q11", "gen.practical", "shape", "the smallest recall is v / (d - s), the + v of the largest class size "
      "d - s + v left out",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+ ?v\b", r"d\s*-\s*s\b", r"(largest|biggest|maximum|upper) (possible )?class",
        r"missing (the )?v\b"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    P = Fraction(v, s)
    R_min = Fraction(v, d - s) if d - s else Fraction(1)
    g_min = Fraction(v, d)
    return [float(P), float(R_min), float(g_min)]
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided binomial tail, without doubling it for the "
      "two-sided p-value",
      [[r"one.?sided", r"doubl", r"(factor|times|multipl\w*) (of |by )?2", r"2 ?\*", r"\* ?2",
        r"single tail", r"one tail", r"both tails"]], '''
from math import comb

a, b = v["a"], v["b"]
n_plus = sum(1 for x, y in zip(a, b) if x > y)
n_minus = sum(1 for x, y in zip(a, b) if x < y)
n = n_plus + n_minus
k = min(n_plus, n_minus)
# p = \\sum_{i=0}^{k} \\binom{n}{i} (1/2)^n
my_sign_p = sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= used for the "
      "indicator)",
      [[r">=", r"greater (than )?or equal", r"ti\w*.{0,30}(count\w*|as) (1(?![/.\d])|one|a (full|whole))",
        r"full (win|point|pair)", r"instead of (1/2|half|0\.5)", r"not (as )?(1/2|half|0\.5)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    # AUC = \\frac{1}{n_+ n_-} \\sum_i \\sum_j 1[s_i \\ge s_j]
    return float((pos[:, None] >= neg[None, :]).sum() / (len(pos) * len(neg)))
''')

wrong("q14", "ap.exact", "shape", "divides the sum of P@k by the number of relevant items retrieved (sum of the "
      "labels) instead of by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\s*\(\s*labels", r"found",
        r"instead of (the )?n_relevant", r"not (by )?n_relevant", r"unretrieved.{0,30}(ignored|left out|missing)",
        r"ignor\w* (the )?(unretrieved|missed|never retrieved)"]], '''
def my_ap(labels, n_relevant):
    P = [sum(labels[:k]) / k for k in range(1, len(labels) + 1)]
    terms = [P[k] for k in range(len(labels)) if labels[k] == 1]
    return sum(terms) / len(terms) if terms else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the sum written with i from 0 to k takes k + 1 ranks (labels[:k + 1]) over k",
      [[r"off.?by.?one", r"k ?\+ ?1", r"one (rank|item) too many", r"extra (rank|item)", r"\[: ?k ?\+ ?1\]",
        r"index\w* from 0", r"0.?based"]], '''
def my_p_at_k(labels, k):
    # P@k = \\frac{1}{k} \\sum_{i=0}^{k} rel_i
    return sum(labels[i] for i in range(0, k + 1) if i < len(labels)) / k
''')

wrong("q16", "pr.points", "flow", "computes P_i before the relevant item at rank i is counted (the hit counter is "
      "incremented after the precision)",
      [[r"before (it is |the (hit|item) is )?(counted|increment)", r"(increment|count)\w* (too )?late",
        r"after (the )?precision", r"previous (count|hits)", r"one (hit|relevant) (short|fewer|behind)",
        r"not (yet )?counted", r"order of (the )?(statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, rel_i in enumerate(labels, start=1):
        if rel_i:
            P_i = hits / i
            points.append(P_i)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "takes the precision at the first rank whose recall reaches r (the loop breaks "
      "there) instead of the maximum over all ranks with R@k >= r",
      [[r"first rank", r"break", r"not (the )?max", r"no max", r"maximum.{0,40}(missing|not taken|never)",
        r"instead of (the )?max", r"(later|following|deeper) ranks", r"stops? at"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        p_r = 0.0
        for k in range(len(labels)):
            if R[k] >= r:
                p_r = P[k]
                break
        out.append(p_r)
    return out
''')

wrong("q18", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so P@k of a query "
      "counts the previous queries' relevant items",
      [[r"reset", r"carr\w* over", r"(not|never) (re)?initiali[sz]", r"accumulat\w*.{0,30}across",
        r"previous quer", r"outside (the )?(query )?loop", r"once before"]], '''
def my_map(runs, n_relevant):
    Q = len(runs)
    total = 0.0
    hits = 0
    for q in range(Q):
        AP_q = 0.0
        for k, rel in enumerate(runs[q], 1):
            if rel:
                hits += 1
                AP_q += hits / k
        total += AP_q / n_relevant[q] if n_relevant[q] else 0.0
    return total / Q
''')

wrong("q19", "pr.averaged", "flow", "the per-query curve is overwritten in the loop, so the last query's curve is "
      "returned (divided by the number of queries) instead of the mean",
      [[r"last query", r"overwrit", r"(only|just) one query", r"not (summed|accumulated|added)",
        r"(=|assign\w*) instead of \+=", r"replac\w* (the )?(sum|total)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    Q = len(runs)
    levels = [j / 10 for j in range(11)]
    total = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        P = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        Rk = np.cumsum(lab) / R if R else np.zeros(len(lab))
        curve = np.array([P[Rk >= r].max() if R and (Rk >= r).any() else 0.0 for r in levels])
        total = curve
    return list(total / Q)
''')

wrong("q20", "ndcg.value", "flow", "the ideal ranking is the retrieved and unretrieved grades in their given order, "
      "never sorted from high to low",
      [[r"(not|never|un) ?sort", r"without sorting", r"sort\w*.{0,30}(missing|forgot)", r"forgot.{0,20}sort",
        r"(high|largest|best) (to|first)", r"descending"]], '''
from math import log2

def dcg(rel):
    # rel_1 + \\sum_{i=2}^{n} rel_i / log_2 i
    return rel[0] + sum(rel[i - 1] / log2(i) for i in range(2, len(rel) + 1))

ideal = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q21", "rank.distances", "flow", "sorts the distances but leaves the labels in the original order, so the "
      "top-k labels are not the nearest targets' labels",
      [[r"labels? (are |were )?(not|never) (re)?(ordered|sorted|permuted)", r"only (the )?distances",
        r"sort\w* (the )?distances (only|alone|but)", r"(original|input) order", r"together",
        r"labels? (stay|kept|left)", r"not (sorted|reordered) (with|along)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d_sorted = sorted(distances)
    rel = labels
    # P@k = \\frac{1}{k} \\sum_{i=1}^{k} rel_i  over the sorted d_i
    return sum(rel[i - 1] for i in range(1, k + 1)) / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: an empty retrieved set raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    P = len(A & B) / len(A)
    R = len(A & B) / len(B) if B else 0.0
    return [P, R]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "the sum from i = 1 to k reads labels[i - 1] past the end when k is longer than "
      "the list (IndexError)", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i in range(1, k + 1):
        rel_i = labels[i - 1]
        hits += rel_i
        total += rel_i * hits / i
    return total / denom
''', crash="IndexError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides by the length of labels[:R] instead of by R, so a list shorter "
      "than the class counts the missing ranks as absent rather than not relevant",
      [[r"(list|slice)'?s? length", r"len\s*\(", r"length of (the )?(list|slice|labels)",
        r"instead of (by )?(R|c|n_relevant|the class)",
        r"not (by |divided by )?(R|c|n_relevant)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean())
''')

wrong("q25", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "a query with nothing retrieved is dropped from the mean instead of counting "
      "precision 0", [[r"(skip|drop|omit|exclud|left out|leav\w* out|ignor)\w*.{0,40}(query|quer|mean|average)",
                       r"(query|queries).{0,40}(skipped|dropped|omitted|excluded|left out|ignored)",
                       r"instead of (counting )?(it )?(as )?0", r"fewer queries", r"not counted as 0",
                       r"denominator.{0,30}(queries|count)"]], '''
def my_macro_precision(tables):
    P = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(P) / len(P) if P else 0.0
''')

wrong("q27", "ndcg.all_judgments", "hidden", "NumPy division by an ideal DCG of 0 returns nan when no item is "
      "relevant at all (NDCG must be 0)", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def DCG(rel):
        rel = np.asarray(rel, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(rel) + 1)))
        return (rel / disc).sum()
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(DCG(grades)) / np.float64(DCG(ideal)))
''')

wrong("q28", "scope.knn_ties", "hidden", "reads the distance after the k-th place (d[k]) to see whether the tie "
      "straddles k, which is past the end when k is the whole list (IndexError)", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d_k = pairs[k - 1][0]
    if pairs[k][0] != d_k:
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    closer = [l for d, l in pairs if d < d_k]
    tied = [l for d, l in pairs if d == d_k]
    slots = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(closer) + max(0, slots - non_t)
    high = sum(closer) + min(slots, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator "
      "((1 + b^2) P R / (P + b^2 R)), the same numbers as F with 1/beta",
      [[r"beta.{0,30}(on|times|multipl\w*|with) (the )?(recall|R\b)", r"(recall|R)\b.{0,20}instead of (the )?(precision|P\b)",
        r"(P|precision) and (R|recall) (are )?(swapped|exchanged|interchanged|switched)",
        r"swapp\w*.{0,40}denominator", r"denominator.{0,40}swapp"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta ** 2) * P * R / (P + beta ** 2 * R)
''')

wrong("q30", "roc.auc", "twin", "the indicator is written 1[s_j > s_i] with the negative's score first, so it "
      "counts the pairs where the negative scores higher (1 - AUC)",
      [[r"comparison.{0,30}(revers|flip|invert|wrong way|backwards|other way)",
        r"negative\w* (one )?scor\w* higher", r"negative (is |ranked )?(above|higher|first)",
        r"(revers|flip|invert)\w*.{0,20}(comparison|inequality|indicator|>|<)", r"wrong direction",
        r"s_?j ?> ?s_?i"]], '''
from itertools import product

def my_auc(scores, labels):
    P = [s for s, y in zip(scores, labels) if y == 1]
    N = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for s_i, s_j in product(P, N):
        if s_j > s_i:
            total += 1
        elif s_j == s_i:
            total += 0.5
    return total / (len(P) * len(N))
''')

wrong("q31", "set.pr", "twin", "returns [recall, precision], the two values in the wrong order in the result list",
      [[r"(return\w*|result|list).{0,30}(order|swapp|reversed)", r"recall first", r"\[\s*recall,\s*precision\s*\]",
        r"wrong order", r"order of (the )?(two |returned )?(values|results|outputs)"]], '''
def my_set_pr(retrieved, relevant):
    Ret, Rel = set(retrieved), set(relevant)
    inter = len(Ret & Rel)
    P = inter / len(Ret) if Ret else 0.0
    R = inter / len(Rel) if Rel else 0.0
    return [R, P]
''')

wrong("q32", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), ranking the "
      "farthest targets first",
      [[r"descending", r"reverse", r"farthest", r"largest (distance )?first", r"(high|large)\w* distances? first",
        r"wrong (sort )?order", r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(rel for _, rel in ranked[:k]) / k
''')

wrong("q33", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the wrong order in the result",
      [[r"wrong order", r"(order|swapp|revers)\w*.{0,30}(bounds|result|list|values)", r"highest first",
        r"\[\s*highest,\s*lowest\s*\]", r"(bounds|values) (are )?(swapped|reversed|exchanged)"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d_k = pairs[k - 1][0]
    closer = sum(l for d, l in pairs if d < d_k)
    n_closer = sum(1 for d, l in pairs if d < d_k)
    tied = [l for d, l in pairs if d == d_k]
    slots = k - n_closer
    rel_t = sum(tied)
    lowest = Fraction(closer + max(0, slots - (len(tied) - rel_t)), k)
    highest = Fraction(closer + min(slots, rel_t), k)
    return [float(highest), float(lowest)]
''')

wrong("q34", "gen.practical", "twin", "the smallest generality divides v by the scope s instead of the database "
      "size d (the same number as the precision)",
      [[r"\bs\b.{0,20}instead of.{0,10}\bd\b", r"scope (size )?instead of (the )?database",
        r"divid\w* by (the )?(scope|s)\b", r"(database|collection) size.{0,30}(missing|not used|ignored)",
        r"v ?/ ?s\b", r"instead of v ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    P = v / s
    R_min = v / (d - s + v) if v else 0.0
    g_min = v / s
    return [P, R_min, g_min]
''')

wrong("q35", "pr.averaged", "twin", "writes the interpolation condition R@k > r (strict) instead of R@k >= r, "
      "so a level exactly at a query's recall takes the maximum over the later ranks only",
      [[r"strict", r"R@k ?> ?r\b", r"> instead of >=", r"greater than (instead of|rather than|and not)",
        r"(missing|forgot|without) (the )?(equal|=)", r"(exactly|equal) (at|to) (a |the )?(recall|level)"]], """
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        P = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        Rk = np.cumsum(lab) / R
        curves.append(np.array([P[Rk > r].max() if (Rk > r).any() else 0.0 for r in levels]))
    return list(np.mean(curves, axis=0))
""")

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved LIST, so an id retrieved twice counts twice in the hits and "
      "in the number retrieved",
      [[r"duplicat", r"counted twice", r"counts? (it )?twice", r"list.{0,30}instead of.{0,10}set",
        r"twice in (the )?(hits|count|number)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    P = hits / len(retrieved) if retrieved else 0.0
    R = hits / len(set(relevant)) if relevant else 0.0
    return [P, R]
''')

wrong("q37", "map.mean", "data", "takes each query's number of relevant items as the relevant items retrieved "
      "(sum of its run) instead of the given n_relevant[i]",
      [[r"sum\s*\(\s*(run|labels|the run)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"ignor\w* (the )?(given )?n_relevant", r"instead of n_relevant", r"not (the given )?n_relevant",
        r"unretrieved.{0,30}(ignored|left out|missing)"]], '''
def my_map(runs, n_relevant):
    APs = []
    for run in runs:
        R = sum(run)
        s = sum(sum(run[:k]) / k for k in range(1, len(run) + 1) if run[k - 1])
        APs.append(s / R if R else 0.0)
    return sum(APs) / len(APs)
''')

wrong("q38", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so they add to "
      "the system's DCG as if retrieved at the end",
      [[r"append\w*.{0,40}(ranking|grades|list|DCG)", r"(as if|treated as) (they were )?retrieved",
        r"unretrieved.{0,40}(in|to|added to) (the )?(system'?s? |actual )?(DCG|ranking|numerator)",
        r"numerator.{0,40}unretrieved", r"(system'?s?|actual) DCG.{0,40}(includ|with)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = list(grades) + list(unretrieved)
    def DCG(x):
        return sum(x[i - 1] if i == 1 else x[i - 1] / log2(i) for i in range(1, len(x) + 1))
    ideal = sorted(rel, reverse=True)
    return DCG(rel) / DCG(ideal) if DCG(ideal) > 0 else 0.0
''')

wrong("q39", "roc.eer", "data", "walks the ROC curve from the LOWEST score up (sorted ascending), as if a low "
      "score meant positive",
      [[r"ascending", r"lowest (score )?first", r"low(er)? scores?.{0,30}positive", r"wrong (sort )?order",
        r"revers\w*.{0,20}(order|sort|scores)", r"not (sorted )?descending"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores)):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            lam = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + lam * (f1 - f0)
    return 0.0
''')

wrong("q40", "scope.eps_precision", "data", "reads the values as similarities and returns the targets with "
      "d > epsilon (the far ones) as the epsilon-query's result",
      [[r"similarit", r"d\s*>\s*eps", r"greater than (the )?eps", r"(far|farther|outside)\w*",
        r"(wrong|reversed|flipped) (side|inequality|comparison)", r"above (the )?eps"]], '''
def my_eps_precision(distances, labels, epsilon):
    result = [l for d, l in zip(distances, labels) if d > epsilon]
    return sum(result) / len(result) if result else 0.0
''')

wrong("q41", "gen.practical", "data", "takes the scope s as the number of relevant judged items (sum of the "
      "labels) instead of the number judged, len(labels)",
      [[r"\bs\b.{0,30}(sum|number of relevant|relevant (items|count))",
        r"(scope|s) (is|=) (the )?(length|number judged)", r"\bs (and|=) v\b", r"confus\w* s (and|with) v",
        r"(used|took|takes) v (as|for) s\b", r"scope.{0,30}(relevant (count|items)|sum of (the )?labels)"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    P = v / s if s else 0.0
    R_min = v / (d - s + v) if v else 0.0
    return [P, R_min, v / d]
''')

wrong("q42", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (the columns misread), so it averages "
      "tp / (tp + fn)",
      [[r"(column|field|entr\w*) (order|misread)", r"misread", r"\[\s*tp,\s*fn,\s*fp\s*\]", r"fn (and|with) fp",
        r"fp (and|with) fn", r"swapp\w*.{0,20}(fp|fn)", r"(fp|fn).{0,20}swapp", r"wrong (column|order|position)"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tp, fn, fp = T[:, 0], T[:, 1], T[:, 2]
    den = tp + fp
    P_q = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(P_q.mean())
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "sum over k = 1..n with Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s = Fraction(0)
    hits = 0
    for k in range(1, len(labels) + 1):
        rel_k = labels[k - 1]
        hits += rel_k
        s += Fraction(hits, k) * rel_k
    return float(s / n_relevant)
''')

right("q44", "interp.step", "R_(i-1) < r <= R_i translated with zip over consecutive points", '''
def my_step_interpolated(labels, n_relevant, level):
    R, P = [0.0], [None]
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / i)
    for i in range(1, len(R)):
        if R[i - 1] < level <= R[i] + 1e-12:
            return P[i]
    return 0.0
''')

right("q45", "map.mrr", "comprehension with next() and a default", '''
def my_mrr(runs):
    rr = [1 / next((i for i, x in enumerate(run, 1) if x), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q46", "dcg.classic", "NumPy, the discount max(1, log2 i)", '''
import numpy as np

def my_dcg(grades):
    rel = np.asarray(grades, dtype=float)
    i = np.arange(1, len(rel) + 1)
    return float((rel / np.maximum(1.0, np.log2(i))).sum())
''')

right("q47", "roc.eer", "tie groups with itertools.groupby, crossing of FPR = 1 - TPR", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    for _, grp in groupby(items, key=lambda t: t[0]):
        for _, y in grp:
            if y:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            lam = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + lam * (f1 - f0)
    return 0.0
''')

right("q48", "scope.knn_ties", "closer / tied groups counted with comprehensions", '''
def my_knn_tie_bounds(distances, labels, k):
    d_k = sorted(distances)[k - 1]
    closer = [l for d, l in zip(distances, labels) if d < d_k]
    tied = [l for d, l in zip(distances, labels) if d == d_k]
    slots = k - len(closer)
    rel_t = sum(tied)
    low = sum(closer) + max(0, slots - (len(tied) - rel_t))
    high = sum(closer) + min(slots, rel_t)
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
