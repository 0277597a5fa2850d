"""Diagnosis class 198, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
debug by hand on the slides' examples only, so their code is right on the slides' numbers and wrong elsewhere
(ranges, guards, lengths and options hard-wired to the example), writing in several styles: explicit loops, NumPy,
comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, generators, hidden-check hints, references), the measure
library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c198-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class198): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 198 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c198-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant, as on the slides' ranking where every relevant item is found",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"number of hits", r"hits in the (list|ranking)",
        r"sum\(labels\)", r"retrieved relevant", r"instead of n_relevant", r"ignor\w*.{0,40}(never retrieved|unretrieved|missing)",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"found relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total += hits / rank
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "ap.value", "sibling", "types the 11-point interpolated average precision instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*"]], '''
labels, n = v["labels"], v["n_relevant"]
precs, recs = [], []
hits = 0
for i, lab in enumerate(labels, 1):
    hits += lab
    precs.append(hits / i)
    recs.append(hits / n)
total = 0.0
for j in range(11):
    r = j / 10
    cands = [p for p, rc in zip(precs, recs) if rc >= r]
    total += max(cands) if cands else 0.0
my_ap_value = total / 11
''')

wrong("q03", "dcg.classic", "sibling", "computes the TREC DCG with the log2(i + 1) discount at every rank instead "
      "of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"every rank (is )?discounted",
        r"(burges|j[aä]rvelin).{0,30}(formula|discount)", r"discount\w* (shifted|off by one)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q04", "set.f_beta", "sibling", "always returns F1, the plain harmonic mean of P and R: beta is never used "
      "(the slides' example has beta = 1)",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used",
        r"beta.{0,20}(ignored|unused|has no effect)", r"as if beta (were|was|=) ?1", r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole returned list (v / len(labels)) "
      "instead of the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"all (the )?ranks",
        r"(list'?s? length|length of the list)", r"not (cut|truncated) at", r"never cut",
        r"scope (of|=) (the )?(list|len)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q06", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, leaving "
      "the unretrieved relevant items out (the slides' example retrieved all of them)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list",
        r"ideal.{0,40}(retrieved (list|grades)|the list)", r"sorted\(grades"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC segment with FPR = 1 - TPR (on the slides the curve hits the diagonal at a point)",
      [[r"nearest", r"closest", r"smallest \|?\s*fpr\s*-\s*fnr", r"no(t)? interpolat\w*", r"without interpolat\w*",
        r"never interpolat\w*", r"(fpr|fnr) ?\+ ?(fnr|fpr)\)? ?/ ?2", r"average of fpr and fnr",
        r"instead of intersect\w*", r"a roc point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return float(best)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula (the same "
      "number at beta = 1, the slides' only example)",
      [[r"beta (is )?not squared", r"without squaring", r"forg[eo]t.{0,20}squar", r"beta instead of beta",
        r"beta rather than beta", r"square (of )?beta.{0,20}(missing|dropped|forgotten)", r"unsquared",
        r"b\b.{0,10}instead of b\^?2", r"beta\b(?!\s*\*\*|\^|\s*squared|2).{0,20}instead of beta\s*(\*\*\s*2|\^\s*2|squared|2)"]],
      '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus (one|1)|subtract\w*)", r"forg[eo]t.{0,30}(- ?1|minus|subtract)",
        r"2\s*(\^|\*\*)\s*rel\w*(?!\s*-)(?!_i\s*-).{0,25}(instead|rather|not)", r"missing.{0,20}(- ?1|minus one)",
        r"no (- ?1|minus one)", r"(- ?1|minus one).{0,20}(missing|dropped|left out|omitted)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "gen.practical", "shape", "writes the recall bound as v / (d - s), dropping the + v of the "
      "denominator d - s + v", [[r"d\s*-\s*s\)?(?!\s*\+)", r"without (the )?\+ ?v", r"forg[eo]t.{0,20}\+ ?v",
                                 r"(\+ ?v|plus v).{0,20}(missing|dropped|left out|omitted)",
                                 r"drop\w*.{0,20}(\+ ?v|plus v)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"(divid\w*|mean|average).{0,30}\b10\b", r"\b10\b.{0,20}instead of (the )?11", r"ten instead of eleven",
        r"\b10 levels", r"/ ?10\b"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for i in range(11):
        ps = [p for r, p in pts if r >= i / 10]
        total += max(ps) if ps else 0.0
    return total / 10
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ties? (pairs? )?(count\w*|as) (a )?(whole|full|1(?!/)\b|one|win)", r"tied pairs? (count\w*|as) (a )?(1(?!/)|one|win|full)",
        r">=", r"greater (than )?or equal", r"instead of (1/2|a half|0\.5)", r"not (halved|1/2)",
        r"full (point|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) as the discount instead of log2(i + 1)",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"np\.log\b(?!2)", r"math\.log\b(?!2)",
        r"log(arithm)? (to|in|of) (the )?base e", r"wrong (log(arithm)? )?base", r"not (log ?2|base 2)",
        r"instead of log2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log(np.arange(2, len(g) + 2))).sum())
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail probability, never doubled for the "
      "two-sided test", [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"forg[eo]t.{0,20}doubl",
                          r"without doubling", r"half (of )?the (two.?sided )?p", r"(times|multipl\w* by) 2.{0,20}(missing|forgotten)",
                          r"missing.{0,20}(factor (of )?2|doubling)"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the 1-based loop range(1, k) stops one rank early: rank k itself is never "
      "counted", [[r"off.?by.?one", r"range\(1, ?k\)", r"stops? (one|a) rank (too )?early", r"rank k (itself )?"
                   r"(is )?(never|not) (counted|included|checked)", r"(misses|skips|drops|excludes) (the )?(last|k-?th) rank",
                   r"first k ?- ?1", r"k ?- ?1 (ranks|items)", r"one (rank|item) (too )?(few|short)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the hit counter and the precision sum are set to 0 once before the loop over "
      "queries, never reset for each query (right for the slides' single query)",
      [[r"(never|not) reset", r"without reset\w*", r"reset.{0,30}(missing|forgotten|outside)", r"carr(y|ies|ied) over",
        r"accumulat\w*.{0,40}(across|over|between) (the )?quer", r"(outside|before) the (outer )?loop",
        r"previous quer\w*.{0,30}(hits|count|sum)", r"leak\w*"]], '''
def my_map(runs, n_relevant):
    hits = 0
    psum = 0.0
    aps = []
    for labels, n in zip(runs, n_relevant):
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                psum += hits / rank
        aps.append(psum / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items) (too|also|as well)",
        r"(append|add)\w*.{0,40}(outside|regardless)", r"not only (at )?(the )?relevant",
        r"also (at|for) (the )?non.?relevant", r"one point per rank"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
        out.append(hits / k)
    return out
''')

wrong("q18", "pr.averaged", "flow", "divides each level's sum by a hard-wired 2 (the slides averaged two queries) "
      "instead of the number of queries",
      [[r"\b2\b.{0,30}(quer|instead)", r"hard.?(wired|coded)", r"len\(runs\)", r"number of queries",
        r"(always|fixed) (divid\w* by )?(2|two)", r"two queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = np.cumsum(labels)
        prec = hits / np.arange(1, len(labels) + 1)
        rec = hits / n
        for j in range(11):
            ok = rec * 10 >= j
            total[j] += prec[ok].max() if ok.any() else 0.0
    return list(total / 2)
''')

wrong("q19", "interp.step", "flow", "computes the precision at a relevant rank before counting that item as a hit "
      "(the hit counter is incremented after its use)",
      [[r"before (count|increment|updat)\w*", r"(increment|updat|count)\w*.{0,30}(after|too late|one step late)",
        r"(hits|counter) ?- ?1", r"not yet counted", r"one (hit|step) behind", r"order of (the )?(update|statements)",
        r"(excludes|without|missing) the (current|item itself)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            p = hits / rank
            hits += 1
            if hits / n_relevant >= level:
                return p
    return 0.0
''')

wrong("q20", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of "
      "the query (no break)",
      [[r"no break", r"(missing|without|forg[eo]t\w*).{0,20}break", r"every relevant item", r"all (the )?relevant items",
        r"(not|never) stop\w*.{0,30}first", r"each relevant (item|rank)", r"keeps? (on )?(adding|summing|looping)",
        r"sum\w* of (the )?reciprocal ranks"]], '''
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

wrong("q21", "rank.distances", "flow", "sorts the distances but takes the first k labels in the input order: "
      "the labels are never reordered",
      [[r"never (sorted|reordered|ranked)", r"not (sorted|reordered|ranked)", r"input order", r"unsorted",
        r"labels\[:k\]", r"(labels|them) (are )?not (re)?ordered", r"without (sorting|reordering)",
        r"(original|given) order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty result set or an empty relevant set: dividing by "
      "len(retrieved) or len(relevant) = 0 raises ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: the final division raises ZeroDivisionError",
      [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, total = 0, Fraction(0)
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "dcg.classic", "hidden", "the loop runs over range(10), the slides' 10 images: grades beyond rank 10 "
      "of a longer list are never added",
      [[r"range\(10\)", r"(only|just) (the )?(first |top )?(10|ten)\b", r"(first|top) (10|ten)",
        r"hard.?(wired|coded)", r"beyond (rank )?10", r"(stops|cut\w*|truncat\w*).{0,30}\b(10|ten)\b",
        r"after (rank )?(10|ten)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(10):
        if i >= len(grades):
            break
        if i == 0:
            total += grades[0]
        else:
            total += grades[i] / math.log2(i + 1)
    return total
''')

wrong("q25", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) with tp = fp = 0 "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i]: raises IndexError when k is longer "
      "than the list (missing ranks are not treated as non-relevant)", [INDEX], '''
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

wrong("q27", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon without a guard: an "
      "empty result gives nan instead of 0",
      [NAN + [r"mean of an empty", r"empty (array|slice|selection)", r"no guard", r"without (a )?guard"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q28", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the slice's length, not by c: a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"slice'?s? length", r"length of the (slice|cut|top)", r"not (padded|by c|by n_relevant)",
        r"instead of (by )?(c|n_relevant)\b", r"np\.mean", r"mean of (the )?slice",
        r"(divid\w*|denominator).{0,30}(fewer|shorter|smaller) than (c|n_relevant)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.array(labels[:n_relevant])
    return float(top.mean())
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant) (the same as dividing by min(k, "
      "len(labels)) while k fits in the list; the true cause is the plain k)",
      [[r"divid\w* (it |the sum )?by k\b(?!\s*,)", r"(plain|just|only|always) k\b", r"k instead of min",
        r"/ ?k\b", r"by k rather", r"ignor\w* n_relevant", r"n_relevant (is )?(never|not) used"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    s = sum(sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x)
    return s / k
''')

wrong("q30", "roc.eer", "twin", "stops at the first ROC point (from the highest threshold down) where FPR >= FNR "
      "and reports (FPR + FNR) / 2 there, never interpolating the crossing",
      [[r"first (roc )?point", r"first crossing", r"stops? at", r"first threshold", r"no(t)? interpolat\w*",
        r"never interpolat\w*", r"without interpolat\w*", r"break"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.0
''')

wrong("q31", "roc.auc", "twin", "the Mann-Whitney rank sum uses ordinal ranks (argsort of argsort) instead of "
      "mid-ranks, so tied scores are ordered by position instead of sharing their average rank",
      [[r"ordinal rank", r"argsort", r"mid.?ranks?", r"average rank", r"tied (scores|values).{0,40}(distinct|different|"
        r"separate|own) rank", r"ties? (are )?(not|never) (averaged|shared)", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable")) + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest(wins, len(a))) instead of dropping "
      "them: the same numbers as counting a tie as a loss of a, but the cause is the ties never dropped",
      [[r"ties? (are |were )?(not|never) (dropped|removed|discarded|excluded)", r"(kept|keeps|keep|includ\w*|count\w*) "
        r"(the )?(tied|ties)", r"tied queries.{0,30}(kept|counted|included|in n)", r"n ?= ?len\(a\)",
        r"without dropping", r"all (the )?queries.{0,20}(in n|counted)", r"len\(a\)"]], '''
from scipy.stats import binomtest

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("q33", "interp.curve", "twin", "takes the precision at the first rank whose recall reaches each level "
      "instead of the maximum precision at any rank with recall >= the level (no interpolation max)",
      [[r"no (interpolation )?max", r"(without|missing|forg[eo]t\w*).{0,20}max", r"first rank", r"not (the )?max",
        r"instead of (the )?max", r"not interpolated", r"uninterpolated", r"step (rule|interpolation)"]], '''
def my_interpolated(labels, n_relevant):
    vals = []
    for j in range(11):
        hits, got = 0, 0.0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if hits > 0 and hits * 10 >= j * n_relevant:
                got = hits / k
                break
        vals.append(got)
    return vals
''')

wrong("q34", "map.mean", "twin", "each query's AP divides by its number of relevant items retrieved (the hits) "
      "instead of n_relevant[i]",
      [[r"relevant (items )?(retrieved|found|in the (list|run))", r"number of hits", r"\bhits\b.{0,30}instead",
        r"sum\(labels\)", r"sum\(run\)", r"retrieved relevant", r"instead of n_relevant",
        r"n_relevant.{0,20}(never|not) used", r"ignor\w* n_relevant", r"found relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        r = np.asarray(run)
        hits = np.cumsum(r)
        prec = hits / np.arange(1, len(r) + 1)
        aps.append(prec[r == 1].mean() if r.sum() else 0.0)
    return float(np.mean(aps))
''')

wrong("q35", "map.mrr", "twin", "averages over the queries that have a relevant item only (the queries with "
      "nothing relevant are dropped from the mean instead of counting 0)",
      [[r"dropp\w*", r"skipp\w*", r"left out", r"exclud\w*", r"only (the )?quer\w* (with|that have)",
        r"not counted", r"not in the (mean|denominator|count)", r"(fewer|smaller) (number of )?quer"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks by decreasing distance, as if the distances were similarity scores "
      "(the farthest item first)",
      [[r"(decreasing|descending|largest|highest|biggest|farthest).{0,30}(first|order|distance)",
        r"reverse\s*=\s*True", r"as (if|though) .{0,30}(scores?|similarit)", r"(score|similarit\w*) instead of (a )?distance",
        r"(wrong|reversed|backwards|inverted) (sort )?order", r"farthest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in pairs[:k]) / k
''')

wrong("q37", "scope.knn_ties", "data", "assumes the distances come sorted nearest first (as on the slides) and "
      "reads the tie group around position k by index without sorting",
      [[r"(assum\w*|as if).{0,40}sorted", r"never sort\w*", r"not sorted", r"unsorted", r"without sorting",
        r"input order", r"already (sorted|ordered|ranked)", r"(given|original) order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = distances[k - 1]
    first = distances.index(dk)
    last = len(distances) - 1 - distances[::-1].index(dk)
    before = sum(labels[:first])
    tied = labels[first:last + 1]
    need = k - first
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    low = before + max(0, need - t_non)
    high = before + min(need, t_rel)
    return [low / k, high / k]
''')

wrong("q38", "set.pr", "data", "counts an id retrieved twice twice: the retrieved list is not turned into a set "
      "(no duplicates in the slides' example)",
      [[r"duplicat\w*", r"(not|never) (turned into|made|converted to|treated as) a set", r"without set\(",
        r"repeated id", r"counted (more than once|twice)", r"set\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q39", "ndcg.value", "data", "treats the grades as binary (any grade > 0 counts as 1) instead of using "
      "the graded relevance values", [[r"binary", r"(grade|grades|relevance) (> ?0 |above 0 )?(as|to|counted as) (1|one)",
                                        r"0/1", r"(ignor\w*|lose\w*|drop\w*) (the )?grade", r"graded.{0,30}(ignored|lost)",
                                        r"every relevant item (counts|as) 1", r"\b1 for (any|every)"]], '''
from math import log2

def dcg(gs):
    return sum((1 if g > 0 else 0) / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q40", "gen.practical", "data", "reads d as the number of items outside the judged top, so the database "
      "size is taken as d + s instead of d",
      [[r"d ?\+ ?s", r"(outside|beyond|besides|besides|not in) the (judged )?(top|scope)",
        r"(unjudged|remaining) (items|part)", r"database size.{0,30}(wrong|misread|d \+)",
        r"d (is|as) (the )?(rest|remainder|unjudged)", r"adds? s to d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q41", "rank.r_precision", "data", "uses R = the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"sum\(.{0,10}labels", r"relevant (items )?(in|of) the (list|ranking)", r"(retrieved|found) relevant",
        r"instead of n_relevant", r"n_relevant.{0,20}(ignored|not used|never used)", r"ignor\w* n_relevant",
        r"count\w* (of )?(the )?(ones|1s)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp] (the columns swapped), so tp / (tp + fn) "
      "per query is the recall, not the precision",
      [[r"\[?tp, ?fn, ?fp\]?", r"(swap\w*|confus\w*|mix\w*).{0,30}(fp|fn|columns|order)", r"fp and fn",
        r"fn and fp", r"\brecall\b", r"tp ?/ ?\(?tp ?\+ ?fn"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "pr.averaged", "explicit loops, exact integer comparison of recall with the level", '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        points = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            points.append((hits, hits / k))
        for j in range(11):
            ps = [p for h, p in points if n > 0 and h * 10 >= j * n]
            sums[j] += max(ps) if ps else 0.0
    return [x / len(runs) for x in sums]
''')

right("q44", "scope.knn_ties", "sorted with (distance, label) keys", '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low = sorted(idx, key=lambda i: (distances[i], labels[i]))[:k]
    high = sorted(idx, key=lambda i: (distances[i], -labels[i]))[:k]
    return [sum(labels[i] for i in low) / k, sum(labels[i] for i in high) / k]
''')

right("q45", "scope.eps_precision", "NumPy boolean mask with a guard", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q46", "ndcg.all_judgments", "comprehension DCG, ideal from every judgment", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    best = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / best if best else 0.0
''')

right("q47", "set.pr", "sets and exact fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q48", "interp.step", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    for k, (lab, hits) in enumerate(zip(labels, accumulate(labels)), 1):
        if lab and hits >= level * n_relevant - 1e-12:
            return hits / k
    return 0.0
''')

SUBMISSIONS = tuple(S)
