"""Diagnosis class 234, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
writing the night before the deadline: single-letter names, minimal code, shortcuts and typos that still run,
in loops, NumPy, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
variant generators, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c234-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class234).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 234 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c234-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?found", r"sum\(l", r"instead of n_relevant", r"not (by )?n_relevant",
        r"number of hits", r"ignor\w* n_relevant", r"relevant items? (that were|it) retrieved"]], '''
def my_ap(l, n):
    h = 0; s = 0
    for i, x in enumerate(l, 1):
        if x:
            h += 1
            s += h / i
    return s / h if h else 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns the recall at k (hits in the top k over all relevant items) "
      "instead of the precision at k",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"number of relevant (items|targets)",
        r"sum\(l"]], '''
import numpy as np

def my_p_at_k_from_distances(d, l, k):
    l = np.array(l)
    o = np.argsort(d)
    return l[o][:k].sum() / l.sum()
''')

wrong("q03", "set.f_beta", "sibling", "returns the plain F1 harmonic mean and ignores beta",
      [[r"F1", r"F_?1\b", r"harmonic mean", r"ignor\w* beta", r"beta (is )?(ignored|unused|never used|not used)",
        r"without beta"]], '''
def my_f(p, r, b):
    if p + r == 0:
        return 0.0
    return 2 * p * r / (p + r)
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (total tp over total retrieved) instead of the "
      "macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"total tp", r"sum\w* (the )?(tp|counts|tables)", r"over all queries together",
        r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(t):
    a = sum(x[0] for x in t)
    b = sum(x[0] + x[1] for x in t)
    return a / b if b else 0.0
''')

wrong("q05", "dcg.classic", "sibling", "uses trec_eval's discount log2(i + 1) at every rank instead of the classic "
      "DCG (rank 1 undiscounted, log2(i) after)",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"trec", r"every rank (is )?discounted", r"discount\w* (at )?rank 1",
        r"first (rank|item) (is )?discounted", r"shifted"]], '''
import numpy as np

def my_dcg(g):
    g = np.array(g, float)
    return float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole list (at s = len(labels)) instead of "
      "the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"len\(l", r"length of the (list|ranking)", r"all (the )?ranks",
        r"entire (list|ranking)", r"instead of n_relevant", r"not (at )?(s = )?n_relevant"]], '''
def my_grip_point(l, c):
    return sum(l) / len(l)
''')

wrong("q07", "ndcg.value", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2
g = v["grades"]
d = lambda x: x[0] + sum(y / log2(i) for i, y in enumerate(x[1:], 2))
my_ndcg_value = d(g) / d(sorted(g, reverse=True))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta²", r"b\s*\*\s*b", r"plain beta", r"beta (used )?(as is|linearly)"]], '''
def my_f(p, r, b):
    return (1 + b) * p * r / (b * p + r) if p + r else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "the gain is 2^rel without the - 1",
      [[r"minus (one|1)", r"forg[eo]t .{0,20}1", r"2\s*(\^|\*\*)\s*rel\w* instead", r"missing .{0,20}1",
        r"without (the )?(- ?)?1", r"subtract"]], '''
import math
g = v["grades"]
my_dcg_exp = sum(2 ** x / math.log2(i + 2) for i, x in enumerate(g))
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"instead of min", r"not (by )?min", r"/\s*k\b",
        r"denominator (is )?k\b"]], '''
def my_ap_at_k(l, n, k):
    h = s = 0
    for i, x in enumerate(l[:k], 1):
        if x:
            h += 1; s += h / i
    return s / k if min(k, n) else 0.0
''')

wrong("q11", "gen.practical", "shape", "the smallest recall is v / (d - s): the v found in the scope is left out of "
      "the largest class size",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"forg[eo]t .{0,30}\bv\b", r"without (the )?\bv\b", r"unjudged (items )?only",
        r"(largest|biggest|maximum) class.{0,40}(miss|leav|without|forg)"]], '''
def my_practical(l, d):
    s = len(l); v = sum(l)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"ti\w*.{0,40}(counts? (as )?(1|one|full)|whole|fully)", r">=", r"instead of (1/2|a half|half)",
        r"not (1/2|half)", r"ties? (count\w* )?(as )?(wins?|1\b)"]], '''
def my_auc(s, l):
    P = [a for a, b in zip(s, l) if b]
    N = [a for a, b in zip(s, l) if not b]
    return sum(p >= n for p in P for n in N) / (len(P) * len(N))
''')

wrong("q13", "rank.p_at_k", "shape", "divides by the list length when k is larger than the list instead of k "
      "(min(k, len(labels)))",
      [[r"len\(l", r"length of the list", r"list('s)? length", r"min\(k", r"instead of k\b", r"not (by )?k\b",
        r"shorter list"]], '''
def my_p_at_k(l, k):
    k2 = min(k, len(l))
    return sum(l[:k2]) / k2
''')

wrong("q14", "sig.sign_test", "shape", "the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one tail", r"doubl", r"(times|multipl\w* by) 2", r"2\s*\*", r"single tail",
        r"not two.?sided"]], '''
from math import comb
a, b = v["a"], v["b"]
w = sum(x > y for x, y in zip(a, b)); q = sum(x < y for x, y in zip(a, b))
n = w + q
my_sign_p = sum(comb(n, i) for i in range(min(w, q) + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is never reset between queries, so later queries' precisions "
      "carry the earlier queries' hits",
      [[r"reset", r"carr\w* over", r"across (the )?queries", r"accumulat\w*.{0,40}queries",
        r"(outside|before) the (outer )?loop", r"previous quer", r"re-?initiali[sz]"]], '''
def my_map(R, N):
    t = 0; h = 0
    for r, n in zip(R, N):
        s = 0
        for i, x in enumerate(r, 1):
            if x:
                h += 1
                s += h / i
        t += s / n if n else 0
    return t / len(R)
''')

wrong("q16", "pr.points", "flow", "off by one: precision divides by the 0-based index instead of the rank",
      [[r"off.by.one", r"0.based", r"zero.based", r"i\s*\+\s*1", r"index instead of (the )?rank",
        r"rank - 1", r"one (rank )?(too )?(early|less|short)"]], '''
def my_pr_points(l, n):
    h = 0; o = []
    for i, x in enumerate(l):
        if x:
            h += 1
            o.append(h / max(i, 1))
    return o
''')

wrong("q17", "interp.curve", "flow", "loops over range(10): only 10 levels (0.0 to 0.9), the level 1.0 is missing",
      [[r"range\(10\)", r"10 (levels|values|points)", r"ten (levels|values|points)", r"(level |r = )?1\.0.{0,30}missing",
        r"missing.{0,30}1\.0", r"off.by.one", r"one level short", r"last level"]], '''
def my_interpolated(l, n):
    P = []; R = []; h = 0
    for i, x in enumerate(l, 1):
        h += x; P.append(h / i); R.append(h / n if n else 0)
    return [max([p for p, r in zip(P, R) if r >= j / 10], default=0) for j in range(10)]
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item, so the reciprocal rank of the LAST "
      "relevant item is kept",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"(keeps|takes|uses) the last", r"not (stop|stopping)",
        r"never stops", r"first relevant.{0,40}(replaced|overwritten)"]], '''
def my_mrr(R):
    t = 0
    for r in R:
        q = 0
        for i, x in enumerate(r, 1):
            if x:
                q = 1 / i
        t += q
    return t / len(R)
''')

wrong("q19", "ap.eleven_point", "flow", "the rank loop runs range(1, len(labels)) and never looks at the last rank",
      [[r"last rank", r"last item", r"range\(1,\s*len", r"off.by.one", r"one rank short", r"final rank",
        r"misses the last"]], '''
def my_11pt(l, n):
    P = []; R = []
    for k in range(1, len(l)):
        h = sum(l[:k]); P.append(h / k); R.append(h / n if n else 0)
    return sum(max([p for p, r in zip(P, R) if r >= j / 10], default=0) for j in range(11)) / 11
''')

wrong("q20", "pr.averaged", "flow", "the per-level sums are overwritten by each query instead of accumulated, so "
      "the last query's curve divided by the number of queries is returned",
      [[r"overwrit", r"last query", r"not (summed|accumulated|added)", r"\+=", r"accumulat",
        r"only (the )?(one|last) query", r"(=|assign\w*) instead of \+="]], '''
def my_averaged_curve(R, N):
    c = [0.0] * 11
    for l, n in zip(R, N):
        h = 0; P = []; Q = []
        for i, x in enumerate(l, 1):
            h += x; P.append(h / i); Q.append(h / n if n else 0)
        for j in range(11):
            c[j] = max([p for p, r in zip(P, Q) if r >= j / 10 and n], default=0)
    return [x / len(R) for x in c]
''')

wrong("q21", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted: grades + unretrieved in their given "
      "order",
      [[r"never sorted", r"not sorted", r"unsorted", r"given order", r"without sorting", r"forg\w* to sort",
        r"sort\w* (is )?missing", r"order (as|they are) given"]], '''
from math import log2

def my_ndcg(g, u):
    d = lambda x: sum(y / log2(max(i, 2)) for i, y in enumerate(x, 1))
    I = d(g + u)
    return d(g) / I if I else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero",
      [ZERODIV], '''
def my_f(p, r, b):
    b2 = b * b
    return (1 + b2) * p * r / (b2 * p + r)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
import numpy as np

def my_ap(l, n):
    l = np.array(l)
    c = np.cumsum(l) / np.arange(1, len(l) + 1)
    return float((c * l).sum()) / n
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): k equal to the whole list raises "
      "a ValueError",
      [[r"ValueError", r"out of bounds", r"argpartition", r"\bkth\b"]], '''
import numpy as np

def my_p_at_k_from_distances(d, l, k):
    return float(np.array(l)[np.argpartition(d, k)[:k]].mean())
''', crash="ValueError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by len(labels[:c]) so a list shorter than the class counts the "
      "missing ranks out instead of as not relevant",
      [[r"len\(l\[", r"length of the (slice|truncated list)", r"divid\w* by (the )?(slice|list)('s)? length",
        r"fewer than c\b", r"instead of (dividing by )?(c|n_relevant)\b"]], '''
def my_grip_point(l, c):
    t = l[:c]
    return sum(t) / len(t)
''')

wrong("q26", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
def my_macro_precision(t):
    return sum(a / (a + b) for a, b, c in t) / len(t)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "interp.step", "hidden", "uses R_i > level instead of R_i >= level, so a level exactly at a reached "
      "recall takes the next relevant item's precision",
      [[r"strict", r">\s*(lv|level)", r"boundary", r"next (relevant|step|point)", r"(level|r) equal",
        r"equality", r"instead of >="]], '''
def my_step_interpolated(l, n, lv):
    h = 0
    for i, x in enumerate(l, 1):
        if x:
            h += 1
            if h / n > lv:
                return h / i
    return 0.0
''')

wrong("q28", "ap.at_k", "hidden", "loops over range(k) indexing labels, so k longer than the list raises an "
      "IndexError",
      [INDEX], '''
def my_ap_at_k(l, n, k):
    m = min(k, n)
    if not m:
        return 0.0
    h = s = 0
    for i in range(k):
        if l[i]:
            h += 1; s += h / (i + 1)
    return s / m
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"order", r"\[recall,\s*precision\]", r"reversed", r"return\w* (them )?(swapped|backwards|the other way)",
        r"wrong (position|place)"]], '''
def my_set_pr(a, b):
    a, b = set(a), set(b); h = len(a & b)
    return [h / len(b) if b else 0.0, h / len(a) if a else 0.0]
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (misread column order), so fn ends up in the "
      "precision's denominator",
      [[r"order", r"\[tp,\s*fn,\s*fp\]", r"column", r"unpack", r"misread", r"(second|third) (entry|value|column)",
        r"wrong (position|place|index)"]], '''
def my_macro_precision(t):
    s = 0
    for tp, fn, fp in t:
        s += tp / (tp + fp) if tp + fp else 0
    return s / len(t)
''')

wrong("q31", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the wrong order",
      [[r"order", r"reversed", r"\[highest,\s*lowest\]", r"\[high,\s*low\]",
        r"return\w* (them )?(swapped|backwards|the other way)", r"wrong (position|place)"]], '''
def my_knn_tie_bounds(d, l, k):
    z = sorted(zip(d, l))
    t = z[k - 1][0]
    a = sum(y for x, y in z if x < t)
    m = k - sum(1 for x, y in z if x < t)
    r = sum(y for x, y in z if x == t)
    o = sum(1 for x, y in z if x == t) - r
    lo = a + max(0, m - o)
    hi = a + min(m, r)
    return [hi / k, lo / k]
''')

wrong("q32", "roc.auc", "twin", "the labels are inverted: the items labelled 0 are taken as the positives",
      [[r"label\w*.{0,30}(inverted|swapped|flipped|reversed)", r"0 as (the )?positive", r"(label|labelled) 0",
        r"negatives? as (the )?positives?", r"positives? and negatives? (swapped|switched|mixed)",
        r"== ?0"]], '''
def my_auc(s, l):
    P = [a for a, b in zip(s, l) if b == 0]
    N = [a for a, b in zip(s, l) if b == 1]
    return sum((p > n) + 0.5 * (p == n) for p in P for n in N) / (len(P) * len(N))
''')

wrong("q33", "set.f_beta", "twin", "precision and recall swapped in the denominator: beta^2 R + P",
      [[r"(precision|P) and (recall|R) (swapped|switched|exchanged)", r"swap\w* (P|precision) and (R|recall)",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*R\b", r"b\w*\s*\*\s*r\s*\+\s*p", r"wrong (one|term) (multiplied|weighted)"]],
      '''
def my_f(p, r, b):
    return (1 + b * b) * p * r / (b * b * r + p) if p + r else 0.0
''')

wrong("q34", "map.mrr", "twin", "queries with no relevant item are filtered out of the mean instead of counting 0",
      [[r"(filter|drop|skip|left out|leave out|exclud|ignor)\w*.{0,40}(quer|no relevant|empty)",
        r"(quer|no relevant|empty).{0,40}(filtered|dropped|skipped|left out|excluded|ignored)",
        r"instead of (counting )?0", r"not counted as 0", r"fewer queries"]], '''
def my_mrr(R):
    q = [1 / (r.index(1) + 1) for r in R if 1 in r]
    return sum(q) / len(q) if q else 0.0
''')

wrong("q35", "rank.distances", "twin", "argsort of the negated distances: the farthest items are ranked first",
      [[r"farthest", r"furthest", r"negat", r"descending", r"revers\w*", r"largest (distance )?first",
        r"-d\b", r"wrong (sort )?direction"]], '''
import numpy as np

def my_p_at_k_from_distances(d, l, k):
    return float(np.array(l)[np.argsort(-np.array(d))][:k].mean())
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "gen.practical", "data", "reads d as the number of items outside the judged scope (database = d + s), so "
      "the largest class is v + d and the smallest generality v / (d + s)",
      [[r"d\s*\+\s*s", r"v\s*\+\s*d\b", r"misread\w* d\b", r"d (is|as) (the )?(number of )?(unjudged|items outside|rest)", r"d includes"]], '''
def my_practical(l, d):
    s = len(l); v = sum(l)
    return [v / s, v / (v + d), v / (d + s)]
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, as if they were "
      "retrieved at the end, in the DCG of the run (not only in the ideal)",
      [[r"as if (they were |it was )?retrieved", r"unretrieved.{0,50}(appended|added|tacked) (to|on)",
        r"append\w*.{0,40}unretrieved", r"unretrieved.{0,40}(in|into|to) (the )?(run|ranking|numerator|actual)",
        r"numerator.{0,40}unretrieved", r"DCG of g ?\+ ?u"]], '''
from math import log2

def my_ndcg(g, u):
    d = lambda x: sum(y / log2(max(i, 2)) for i, y in enumerate(x, 1))
    g = g + u
    I = d(sorted(g, reverse=True))
    return d(g) / I if I else 0.0
''')

wrong("q38", "map.mean", "data", "ignores the given n_relevant and divides each AP by the relevant items in the run "
      "(sum of its labels)",
      [[r"sum\(r", r"ignor\w* (the given )?n_relevant", r"relevant (items )?(retrieved|found|in the run)",
        r"retrieved relevant", r"instead of n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_map(R, N):
    a = []
    for r in R:
        r = np.array(r)
        if r.sum() == 0:
            a.append(0); continue
        a.append((np.cumsum(r) / np.arange(1, len(r) + 1))[r == 1].sum() / r.sum())
    return float(np.mean(a))
''')

wrong("q39", "rank.r_precision", "data", "takes R as the length of the list instead of n_relevant",
      [[r"len\(", r"length of the (list|ranking)", r"whole (list|ranking)", r"instead of n_relevant",
        r"not n_relevant", r"list length"]], '''
l = v["labels"]
R = len(l)
my_r_precision = sum(l[:R]) / R
''')

wrong("q40", "roc.eer", "data", "sorts the scores ascending (lower score taken as more positive) when walking the "
      "ROC curve",
      [[r"ascending", r"low(er|est)? scores? (first|as)", r"revers\w*", r"wrong (sort )?direction", r"descending",
        r"score order"]], '''
def my_eer(s, l):
    P = sum(l); N = len(l) - P
    u = sorted(set(s))
    pts = [(0.0, 0.0)]
    for t in u:
        tp = sum(1 for a, b in zip(s, l) if a <= t and b)
        fp = sum(1 for a, b in zip(s, l) if a <= t and not b)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0 = f0 + t0 - 1; g1 = f1 + t1 - 1
        if g0 <= 0 <= g1:
            a = 0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q41", "dcg.classic", "data", "treats the grades as binary (any grade above 0 counts 1)",
      [[r"binary", r"(gain|grade)s? (of|as) 1", r"(grade|gain)s?.{0,30}(ignored|flattened|clipped)", r"> ?0",
        r"graded relevance (ignored|lost)", r"0/1"]], '''
from math import log2

def my_dcg(g):
    return sum((x > 0) / (log2(i) if i > 1 else 1) for i, x in enumerate(g, 1))
''')

wrong("q42", "scope.eps_precision", "data", "assumes the distances are sorted and takes the first n labels of the "
      "list, n being how many distances are below epsilon",
      [[r"sort", r"first \w+ (labels|items|targets)", r"list order", r"assum", r"given order",
        r"not (the )?(same|matching) (items|targets)"]], '''
def my_eps_precision(d, l, e):
    n = sum(x < e for x in d)
    return sum(l[:n]) / n if n else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "list comprehension with enumerate", '''
def my_ap(l, n):
    return sum(sum(l[:i]) / i for i, x in enumerate(l, 1) if x) / n if n else 0.0
''')

right("q44", "rank.p_at_k", "one-liner, slice beyond the end", '''
def my_p_at_k(l, k):
    return sum(l[:k]) / k
''')

right("q45", "pr.points", "itertools.accumulate and Fraction", '''
from fractions import Fraction
from itertools import accumulate

def my_pr_points(l, n):
    return [float(Fraction(h, i)) for i, (h, x) in enumerate(zip(accumulate(l), l), 1) if x]
''')

right("q46", "dcg.classic", "NumPy with np.maximum for rank 1", '''
import numpy as np

def my_dcg(g):
    g = np.array(g, float)
    return float((g / np.log2(np.maximum(np.arange(1, len(g) + 1), 2))).sum())
''')

right("q47", "map.mrr", "next() with a default", '''
def my_mrr(R):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0) for r in R) / len(R)
''')

right("q48", "interp.step", "plain loop", '''
def my_step_interpolated(l, n, lv):
    h = 0
    for i, x in enumerate(l, 1):
        if x:
            h += 1
            if h / n >= lv - 1e-12:
                return h / i
    return 0.0
''')

SUBMISSIONS = tuple(S)
