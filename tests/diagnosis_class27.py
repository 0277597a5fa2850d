"""Diagnosis class 27, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its first
run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of mathematically minded students who write
the definitions literally -- set notation turned into Python sets and comprehensions, sums with explicit index
ranges (1-based in the formula, 0-based in Python), recursion, ``fractions.Fraction``, ``math.log`` next to
``log2``, closed forms they derived themselves -- with a few who reach for NumPy, scipy or a stable sort. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library (``ireval_teach/`` outside ``exercises/`` and ``grading/``),
the first 80 lines of tests/heldout_submissions.py (``class_writer`` and the shared key lists), the header and
the last lines of tests/diagnosis_class19.py (the format) and tests/validate_class.py were read (the course
documents were listed, not needed). Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c27-" +
sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class27): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised. Two ``hidden`` submissions carry a letter in their
sid (``k23a``, ``k27a``): for their first ids a visible input happened to show the edge case; the next id
whose visible inputs agree with the reference was taken (found with the references only).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 27 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c27-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP, a floor for an AP of 0) "
      "instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"log.{0,30}(mean|average)", r"product", r"exp\w*.{0,20}log"]], '''
import math

def my_map(runs, n_relevant):
    def ap(labels, R):
        if R == 0:
            return 0.0
        hits, s = 0, 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        return s / R
    logs = [math.log(max(ap(l, R), 1e-5)) for l, R in zip(runs, n_relevant)]
    return math.exp(sum(logs) / len(logs))
''')

wrong("k02", "dcg.classic", "sibling", "computes the DCG with the log2(i + 1) discount at every rank (rank 1 "
      "discounted too) instead of the classic rel_1 + sum_{i>=2} rel_i / log2(i)",
      [[r"log2?\s*\(\s*(i|rank|r|k)\s*\+\s*1\s*\)", r"\btrec\b", r"trec_eval", r"Burges",
        r"(rank|position) 1.{0,40}discount", r"discount\w*.{0,40}(rank|position) 1",
        r"(other|another|different) (DCG )?(formulation|discount|convention)"]], '''
from math import log2

def my_dcg(grades):
    n = len(grades)
    return sum(grades[i - 1] / log2(i + 1) for i in range(1, n + 1))
''')

wrong("k03", "roc.auc", "sibling", "computes the average precision of the ranking by decreasing score (the area "
      "under the precision-recall curve) instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"precision.recall", r"\bPR\b", r"area under the PR"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    hits, total = 0, 0.0
    for rank, i in enumerate(order, start=1):
        if labels[i] == 1:
            hits += 1
            total += hits / rank
    n_pos = sum(1 for y in labels if y == 1)
    return total / n_pos if n_pos else 0.0
''')

wrong("k04", "avg.macro", "sibling", "returns the micro-averaged precision (the tp and fp pooled over the queries, "
      "one division) instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"(sum|add)\w*.{0,30}(counts|tp|tables|over (all )?queries).{0,30}(before|then)",
        r"(one|single) (big|pooled|overall) table", r"total(s| counts)", r"weight\w*.{0,30}(query|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("k05", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d as the third "
      "number instead of the smallest, v / d",
      [[r"upper", r"largest", r"maximum", r"highest", r"most (optimistic|generous)"],
       [r"generality", r"d\s*-\s*s\s*\+\s*v", r"third"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)), float(Fraction(c_max, d))]
''')

wrong("k06", "sig.sign_test", "sibling", "reports the one-sided p-value P(X <= min(wins, losses)), never doubled "
      "for the two-sided test",
      [[r"one.sided", r"one.tailed", r"single.tail", r"(not|never|forg[eo]t\w*( to)?) doubl",
        r"(times|multipl\w* by|factor of) (2|two)", r"half (of )?the (two.sided )?p"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
m = min(wins, n - wins)
my_sign_p = sum(comb(n, j) for j in range(m + 1)) / 2 ** n
''')

wrong("k07", "interp.step", "sibling", "takes the usual interpolated precision (the maximum precision over the "
      "relevant ranks with recall >= level) instead of the lecture notes' step value P_i",
      [[r"max\w*"],
       [r"instead of (the )?step", r"rather than (the )?step", r"not the step",
        r"(usual|standard|classic|ordinary|trec) interpolat", r"11.point", r"eleven.point",
        r"(all|every|later|deeper|following) (ranks|relevant items|points)"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    r = Fraction(level).limit_denominator(1000)
    cands = [p for R, p in pts if R >= r]
    return float(max(cands)) if cands else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("k08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta and beta * P)",
      [[r"squar", r"beta\s*(\*\*|\^)\s*2.{0,30}(not|instead|forg[eo]t|missing)",
        r"(not|instead of|forg[eo]t\w*|missing).{0,30}beta\s*(\*\*|\^)\s*2", r"beta instead of beta",
        r"linear (in )?beta", r"unsquared", r"β²"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("k09", "dcg.exponential", "shape", "discounts with the natural logarithm ln(i + 1) (math.log) instead of "
      "log2(i + 1)",
      [[r"natural", r"\bln\b", r"base.?e\b", r"(wrong|another|different|other) (log(arithm)? )?base",
        r"log(arithm)? (in|to|of|with) base", r"base (of )?(the )?log", r"math\.log\("]], '''
import math

g = v["grades"]
my_dcg_exp = sum((2 ** g[i - 1] - 1) / math.log(i + 1) for i in range(1, len(g) + 1))
''')

wrong("k10", "ap.eleven_point", "shape", "adds the 11 interpolated precisions but divides the sum by 10",
      [[r"divid\w* by 10", r"/ ?10\b", r"\b10 (levels|points|values)", r"ten (levels|points|values)",
        r"(11|eleven) (levels|points|values).{0,40}(10|ten)", r"(count|number) of levels",
        r"(divid|denominator).{0,30}(10|ten)\b"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    P, R, hits = [], [], 0
    for k, x in enumerate(labels, start=1):
        hits += x
        P.append(hits / k)
        R.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rr in zip(P, R) if rr >= r - 1e-12], default=0.0)
    return total / 10
''')

wrong("k11", "ndcg.all_judgments", "shape", "discounts the ideal ranking with log2(i + 1) while the DCG of the "
      "ranking uses the classic rel_1 + rel_i / log2(i): numerator and denominator in different formulations",
      [[r"ideal.{0,60}(discount|log2?\s*\(\s*i\s*\+\s*1|formula|formulation)",
        r"(discount|formula|formulation).{0,60}ideal", r"(same|different|inconsistent|mismatch\w*) "
        r"(discounts?|formulas?|formulations?)", r"IDCG.{0,40}(log|discount)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("k12", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the error "
      "rate there",
      [[r"true positive rate", r"1 ?- ?(the )?EER", r"one minus", r"complement", r"TPR (instead|rather)",
        r"instead of (the )?(error|FPR|FNR|false)", r"sensitivity", r"(accuracy|correct) (rate|side)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(float(((s >= t) & ~y).sum() / N))
        tpr.append(float(((s >= t) & y).sum() / P))
    fpr, tpr = np.array(fpr), np.array(tpr)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(tpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(tpr[j - 1] + t * (tpr[j] - tpr[j - 1]))
''')

wrong("k13", "pr.points", "shape", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"recalls? instead", r"instead of (the )?precisions?", r"(returned|returns|gives|reports) (the )?recalls?",
        r"recall (values|levels|points|coordinates)", r"x.?(axis|coordinate)",
        r"(confus|swap|mix)\w*.{0,30}(precision and recall|recall and precision)"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("k14", "gen.practical", "shape", "bounds recall by v / (d - s): the v relevant items found in the scope "
      "are left out of the largest possible class d - s + v",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v\b", r"(forg[eo]t|miss|without|left out|drop|omit)\w*.{0,40}\bv\b",
        r"\bv\b.{0,40}(forg[eo]t|missing|left out|dropped|omitted)", r"class size.{0,40}(at most|largest|upper)"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- flow
wrong("k15", "rank.p_at_k", "flow", "sums the ranks i = 1 .. k - 1 (range(1, k)): rank k itself is never counted",
      [[r"off.by.one", r"range\(1, ?k\)", r"rank k\b.{0,40}(miss|left out|skip|exclu|not counted|dropped)",
        r"(miss|skip|drop|leav|exclu)\w*.{0,30}(rank k\b|last rank|k.?th)", r"(first|only) k ?- ?1",
        r"one (rank|item) (short|too few)", r"stops? (one|a) (rank )?(early|short)"]], '''
def my_p_at_k(labels, k):
    hits = sum(labels[i - 1] for i in range(1, k) if i <= len(labels))
    return hits / k
''')

wrong("k16", "map.mean", "flow", "the hit counter is set once before the loop over the queries and never reset: "
      "each query's precisions count the previous queries' hits",
      [[r"reset", r"carr(y|ied|ies) over", r"(accumulat|counter|running).{0,40}(queries|query|reset|previous)",
        r"across queries", r"previous quer", r"re-?initiali[sz]", r"(initiali[sz]|set)\w* (once|outside)",
        r"outside the loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("k17", "interp.curve", "flow", "keeps a running maximum down the ranking, so each level gets the best "
      "precision at or above the first rank reaching it instead of the best at or below it",
      [[r"(from|to) the left", r"prefix", r"ranks? (before|above|up to)", r"(cumulative|running) max",
        r"wrong direction", r"(later|deeper|lower|following) ranks", r"to the right",
        r"(earlier|higher|previous|preceding) ranks"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    levels = [Fraction(j, 10) for j in range(11)]
    out = [0.0] * 11
    best, hits = Fraction(0), 0
    done = set()
    for k, x in enumerate(labels, 1):
        hits += x
        best = max(best, Fraction(hits, k))
        R = Fraction(hits, n_relevant)
        for j, r in enumerate(levels):
            if j not in done and R >= r:
                out[j] = float(best)
                done.add(j)
    return out
''')

wrong("k18", "pr.averaged", "flow", "for each level takes the precision at the first rank whose recall reaches it "
      "(the loop breaks there) instead of the maximum over all ranks that reach it",
      [[r"first rank", r"\bbreak", r"stop\w* (at|after)", r"(no|not the|without( the)?|instead of the) max",
        r"max\w* over (all|every|later|the)", r"only the first"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        curve = []
        for j in range(11):
            r, p, hits = Fraction(j, 10), 0.0, 0
            if R > 0:
                for k, x in enumerate(labels, start=1):
                    hits += x
                    if Fraction(hits, R) >= r:
                        p = hits / k
                        break
            curve.append(p)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("k19", "dcg.classic", "flow", "translates the 1-based sum over i = 2..n into range(2, n) over 0-based indexes: "
      "the grade at rank 2 is skipped and every later grade is discounted by the previous rank's log",
      [[r"off.by.one", r"0.based", r"zero.based", r"1.based", r"one.based", r"index\w*", r"shift\w*",
        r"rank 2\b.{0,40}(miss|skip|left out|dropped)", r"(miss|skip|drop)\w*.{0,30}(rank 2|second)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(grades[i] / math.log2(i) for i in range(2, len(grades)))
''')

wrong("k20", "ap.exact", "flow", "computes P@k at a relevant rank before counting that rank's hit (the increment "
      "comes after the division)",
      [[r"before (counting|incrementing|adding|updating)", r"increment\w*.{0,30}(after|late|too late|before)",
        r"(after|late) .{0,20}increment", r"order of (the )?(update|statements|lines)",
        r"(not|without) (counting |including )?(the )?(current|item itself|this (item|relevant))",
        r"one (hit|relevant (item)?) (short|too few|less)", r"off.by.one"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("k21", "map.mrr", "flow", "loops over the whole list without a break, so the rank kept is the last relevant "
      "one instead of the first",
      [[r"last relevant", r"(no|without|missing|forg[eo]t\w*)( a| the)? break", r"overwrit", r"last (hit|one|match)",
        r"(deepest|lowest|final) relevant", r"(not|instead of) the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for i in range(len(run)):
            if run[i] == 1:
                first = i + 1
        total += 1 / first if first else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("k22", "set.pr", "hidden", "divides by |retrieved| and |relevant| with no guard: an empty set raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    return [len(A & B) / len(A), len(A & B) / len(B)]
''', crash="ZeroDivisionError", scope="all")

wrong("k23a", "interp.step", "hidden", "puts the interval boundaries on the wrong side (R_(i-1) <= r < R_i): a "
      "level exactly at a recall R_i takes the next step's precision",
      [[r"boundar", r"strict\w*", r"(left|right|half).?(closed|open)",
        r"(interval|range)\w*.{0,40}(wrong side|wrong end|other side|closed|open|shifted)", r"(the )?wrong (side|end)",
        r"(which|next) (step|interval)", r"inclusive", r"exclusive"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    r = Fraction(level).limit_denominator(1000)
    prev, hits = Fraction(0), 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            R = Fraction(hits, n_relevant)
            if prev <= r < R:
                return hits / k
            prev = R
    return 0.0
''')

wrong("k24", "rank.distances", "hidden", "selects the k nearest with np.argpartition(d, k), which raises "
      "ValueError when k is the whole list",
      [[r"ValueError", r"argpartition", r"kth", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("k25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class is measured on the ranks it has",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks|labels))", r"len\(", r"(slice|list)'?s? length",
        r"instead of (c|n_relevant|the class size)", r"truncat", r"fewer than c (items|ranks)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("k26", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result gives "
      "nan instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("k27a", "ap.eleven_point", "hidden", "builds the levels as floats 0.1 * j and compares R@k >= level: a recall "
      "of exactly 0.3, 0.6 or 0.7 falls just below 0.30000000000000004, 0.6000000000000001 or 0.7000000000000001",
      [[r"float", r"floating.?point", r"round\w*", r"0\.30000000000000004", r"0\.6000000000000001",
        r"0\.1 ?\* ?(j|i)", r"arange", r"(exact|exactly)\w*.{0,30}(fraction|rational)", r"precision error",
        r"representation", r"1e-\d+", r"tolerance", r"epsilon"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = hits / np.arange(1, len(y) + 1)
    R = hits / n_relevant
    levels = [0.1 * j for j in range(11)]
    return float(np.mean([P[R >= r].max() if (R >= r).any() else 0.0 for r in levels]))
''')

wrong("k28", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG with no guard: no relevant item at all "
      "raises ZeroDivisionError",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, start=1))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("k29", "ap.at_k", "twin", "divides by min(k, len(labels)), the ranks the list holds, instead of "
      "min(k, n_relevant)",
      [[r"len(gth)?\W{0,3}(of )?(the )?(labels|list|ranking)", r"list('s)? length", r"(items|ranks) in the list",
        r"(number|count) of (items|ranks) (retrieved|in the list)", r"retrieved (items|ranks)",
        r"instead of (min\(k, ?)?n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s = sum(sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1])
    return s / min(k, len(labels))
''')

wrong("k30", "rank.distances", "twin", "sorts the distances alone: the labels stay in input order, no longer "
      "paired with their distances",
      [[r"labels? (were |are )?(not|never) (re)?(ordered|sorted|permuted|moved)", r"(sort|order)\w* (only )?the "
        r"distances (alone|only|but)", r"distances (alone|only)",
        r"(not|never) (carried|moved|permuted|reordered|sorted) (along|together|with)",
        r"sort\w* .{0,20}(separately|independently)", r"(zip|pair)\w*.{0,30}after (the )?sort",
        r"(out of|lost) (sync|alignment)", r"misalign"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    distances = sorted(distances)
    ranked = [lab for d, lab in zip(distances, labels)]
    return sum(ranked[:k]) / k
''')

wrong("k31", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (beta^2 R + P): precision and recall "
      "swapped there",
      [[r"swap", r"(exchang|switch|confus|interchang|revers)\w*.{0,30}(P and R|precision and recall|recall and "
        r"precision|R and P)", r"(P and R|precision and recall|recall and precision).{0,30}(exchang|switch|confus|"
        r"interchang|swap|revers)", r"beta\s*(\^|\*\*)?\s*2?\s*\*?\s*(R|recall)\s*\+\s*(P|precision)",
        r"(weight|multipl)\w*.{0,30}(recall|R\b).{0,20}(instead|rather)"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("k32", "sig.sign_test", "twin", "keeps the tied queries in n (n = len(a)): only the wins of a are counted, "
      "the ties fall on the other side",
      [[r"ties?.{0,40}(kept|not dropped|included|still|remain)", r"(kept|keep|includ\w*|not drop\w*).{0,40}ties?",
        r"n ?= ?len", r"(all|every) (the )?(queries|query)", r"(never|not) drop\w*"]], '''
from scipy.stats import binom

n = len(v["a"])
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
my_sign_p = min(1.0, 2 * binom.cdf(min(wins, n - wins), n, 0.5))
''')

wrong("k33", "scope.knn_ties", "twin", "confuses the two tie rules: ranks the tied relevant targets first for the "
      "lowest P@k and last for the highest",
      [[r"(tie|tie.?break\w*) (rules?|orders?) (swapped|confused|exchanged|reversed|mixed)",
        r"(swapped|confused|exchanged|reversed|mixed up).{0,30}(tie|optimistic|pessimistic)",
        r"(optimistic|pessimistic).{0,40}(swapped|confused|exchanged|reversed|wrong way)",
        r"relevant (targets |items )?first.{0,30}(gives|for|as).{0,20}(the )?(lowest|lower)",
        r"(lowest|lower bound).{0,40}relevant (targets |items )?(ranked )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    rel_first = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    rel_last = sorted(idx, key=lambda i: (distances[i], labels[i]))
    lowest = sum(labels[i] for i in rel_first[:k]) / k
    highest = sum(labels[i] for i in rel_last[:k]) / k
    return [lowest, highest]
''')

wrong("k34", "set.pr", "twin", "intersects sets but divides by len(retrieved), the list with its duplicates",
      [[r"len\(retrieved\)", r"(list|raw) length", r"duplicat\w*.{0,40}(denominator|counted (twice|two)|twice|"
        r"not removed|kept)", r"(denominator|divid\w*).{0,40}duplicat", r"(not|never) (de-?duplicated|made a set|a set)",
        r"counted twice", r"(list|retrieved list)('s)? (length|size)"]], '''
def my_set_pr(retrieved, relevant):
    hits = set(retrieved) & set(relevant)
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("k35", "roc.auc", "twin", "walks the items in a stable sort by score, so tied scores are broken by input "
      "order instead of forming one step (half a pair each)",
      [[r"ties?.{0,60}(order|sort|broken|break|position|grouped|step)", r"(input|stable|list) order",
        r"(one|single|same) step", r"not grouped", r"(break|broke|breaks|breaking)\w* .{0,20}ties?"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i], reverse=True)
    pos_seen, pairs = 0, 0
    for i in order:
        if labels[i] == 1:
            pos_seen += 1
        else:
            pairs += pos_seen
    P = sum(labels)
    N = len(labels) - P
    return pairs / (P * N)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("k36", "avg.macro", "data", "reads each row as [tp, fn, fp] and so averages tp / (tp + fn), the recall",
      [[r"(column|field|entry|element|position)s? (order|swapped|mixed|confused)",
        r"(order|swap|confus|exchang|mix)\w*.{0,30}(fp|fn|false positives?|false negatives?|columns?)",
        r"fn.{0,20}(instead of|for|as).{0,20}fp", r"recall instead", r"tp ?/ ?\(tp ?\+ ?fn\)",
        r"(computes?|returns?|gives?|averag\w*) (the )?recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("k37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so they add "
      "to the DCG as if they had been retrieved",
      [[r"unretrieved.{0,40}(appended|added to the (list|ranking)|counted in (the )?DCG|in the DCG|as retrieved)",
        r"as if (they|it) (were|was|had been) retrieved", r"(appended|added) (at|to) the end",
        r"(DCG|gain).{0,40}(includes?|counts?).{0,30}unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    ideal = sorted(ranking, reverse=True)
    def dcg(g):
        return sum(x if i == 0 else x / log2(i + 1) for i, x in enumerate(g))
    z = dcg(ideal)
    return dcg(ranking) / z if z else 0.0
''')

wrong("k38", "gen.practical", "data", "reads d as the number of items beyond the judged scope, so the database "
      "holds d + s items",
      [[r"d \+ s", r"(d|database size).{0,40}(unjudged|beyond|besides|in addition|excluding|rest)",
        r"(unjudged|remaining|other) items", r"(misread|misunderst|read)\w*.{0,20}\bd\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("k39", "interp.curve", "data", "takes n_relevant as the relevant items NOT retrieved and adds the retrieved "
      "ones to it (sum(labels) + n_relevant as the recall denominator)",
      [[r"n_relevant.{0,60}(added|plus|\+|on top|extra|unretrieved|missing|not retrieved)",
        r"(add|adds|added|plus).{0,40}(retrieved|found).{0,40}n_relevant", r"sum\(labels\) ?\+ ?n_relevant",
        r"(count|counted|counting) (the )?(retrieved )?relevant (items )?twice", r"double.?count",
        r"(misread|misunderst|read)\w*.{0,30}n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    total = sum(labels) + n_relevant
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / total, hits / k))
    return [max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)]
''')

wrong("k40", "ndcg.value", "data", "removes the grade-0 items from the ranking before computing DCG, so the "
      "relevant items after them move up",
      [[r"(zero|0).{0,30}(grades?|items).{0,40}(removed|dropped|filtered|skipped|left out|deleted)",
        r"(remov|dropp|filter|skipp|delet)\w*.{0,30}(zero|0|non.?relevant)", r"positions? (shift|moved|collapsed)",
        r"(ranks|positions) (of|after).{0,30}(move|shift)\w* up", r"non.?relevant (items )?(removed|dropped|ignored|"
        r"skipped)"]], '''
from math import log2

rel = [g for g in v["grades"] if g > 0]
ideal = sorted(rel + list(v["unretrieved"]), reverse=True)

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg(rel) / dcg(ideal)
''')

wrong("k41", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"retrieved relevant",
        r"instead of n_relevant", r"(not|ignor\w*|without) (the )?n_relevant", r"(found|retrieved) (ones|items) "
        r"(only|as R)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("k42", "scope.knn_ties", "data", "reads the distances as similarities and ranks the largest first (the "
      "farthest targets are taken as the nearest)",
      [[r"similarit", r"farthest", r"descending", r"largest (distance|first)", r"revers\w*",
        r"(highest|larger|largest|biggest) (distances?|scores?)( first)?", r"(bigger|larger) is (better|closer|nearer)"]],
      '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    worst = sorted(idx, key=lambda i: (-distances[i], labels[i]))
    best = sorted(idx, key=lambda i: (-distances[i], -labels[i]))
    return [sum(labels[i] for i in worst[:k]) / k, sum(labels[i] for i in best[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("k43", "ap.exact", "fractions.Fraction over a set comprehension of the relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = sorted({i for i, x in enumerate(labels, 1) if x})
    return float(sum(Fraction(j, r) for j, r in enumerate(ranks, 1)) / n_relevant)
''')

right("k44", "roc.eer", "explicit ROC walk over the distinct thresholds, straight-line crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        g = fpr - (1 - tpr)
        if g >= 0:
            if prev is None or g == 0:
                return fpr
            f0, g0 = prev
            return f0 + (-g0 / (g - g0)) * (fpr - f0)
        prev = (fpr, g)
    return 1.0
''')

right("k45", "pr.averaged", "exact levels with Fraction, max over the ranks that reach each level", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(j, 10) for j in range(11)]
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, R), Fraction(hits, k)))
        for j, r in enumerate(levels):
            total[j] += float(max([p for rr, p in pts if rr >= r], default=0))
    return [t / len(runs) for t in total]
''')

right("k46", "scope.knn_ties", "closed form: strictly closer targets plus the tied ones that fit", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    base = sum(closer)
    lowest = base + max(0, slots - nonrel_tied)
    highest = base + min(slots, rel_tied)
    return [lowest / k, highest / k]
''')

right("k47", "sig.sign_test", "scipy.stats.binomtest on the untied queries", '''
from scipy.stats import binomtest

pairs = [(x, y) for x, y in zip(v["a"], v["b"]) if x != y]
wins = sum(1 for x, y in pairs if x > y)
my_sign_p = binomtest(wins, len(pairs), 0.5).pvalue
''')

right("k48", "gen.grip_point", "recursion on the first c ranks", '''
def my_grip_point(labels, n_relevant):
    def hits(ls, s):
        if s == 0 or not ls:
            return 0
        return ls[0] + hits(ls[1:], s - 1)
    return hits(list(labels), n_relevant) / n_relevant
''')

SUBMISSIONS = tuple(S)
