"""Diagnosis class 168, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write recursive or divide-and-conquer solutions, memoised recursion over ranks or queries (``functools.lru_cache``,
hand-made memo dicts, recursion on ``labels[1:]``, halving a list), with some loops, NumPy, comprehensions,
itertools and ``fractions.Fraction`` mixed in. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c168-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class168): every right
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

BATCH = "diagnosis class 168 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c168-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(found in the list) instead of n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant", r"found relevant",
        r"sum\(labels\)", r"number of hits", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not (by |using )?n_relevant"]], '''
from functools import lru_cache

def my_ap(labels, n_relevant):
    labels = tuple(labels)

    @lru_cache(maxsize=None)
    def walk(i, hits):
        # (sum of precisions, relevant found) from rank i + 1 on
        if i == len(labels):
            return 0.0, hits
        if labels[i]:
            s, found = walk(i + 1, hits + 1)
            return (hits + 1) / (i + 1) + s, found
        return walk(i + 1, hits)

    total, found = walk(0, 0)
    return total / found if found else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2 ?\*\* ?rel", r"2\^rel", r"2 to the", r"2\*\*g", r"gain (of )?2", r"power of (two|2)"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    if len(grades) == 1:
        return float(2 ** grades[0] - 1)
    i = len(grades)
    return my_dcg(grades[:-1]) + (2 ** grades[-1] - 1) / log2(i)
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the queries' precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|counts)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"add(s|ed|ing)? up the (tables|counts)"]], '''
def my_macro_precision(tables):
    def merge(ts):
        # divide and conquer: add the tables of each half
        if len(ts) == 1:
            return list(ts[0])
        mid = len(ts) // 2
        a, b = merge(ts[:mid]), merge(ts[mid:])
        return [x + y for x, y in zip(a, b)]

    tp, fp, fn = merge(tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q04", "interp.step", "sibling", "takes the maximum precision at or to the right of the level (standard "
      "interpolation) instead of the step rule's P_i",
      [[r"maximum precision", r"\bmax\(", r"standard interpolat", r"highest precision", r"best precision",
        r"max \{ ?P@k", r"11.point interpolat", r"instead of (the )?step", r"max(imum)? over (the )?later"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    points = []

    def walk(i, hits):
        if i == len(labels):
            return
        if labels[i]:
            points.append(((hits + 1) / n_relevant, (hits + 1) / (i + 1)))
            walk(i + 1, hits + 1)
        else:
            walk(i + 1, hits)

    walk(0, 0)
    best = [p for r, p in points if r >= level - 1e-12]
    return max(best) if best else 0.0
''')

wrong("q05", "dcg.exponential", "sibling", "uses the grade itself as the gain (linear gain, trec DCG) instead of "
      "2^rel - 1",
      [[r"linear", r"grade itself", r"rel_i (as|for) (the )?gain", r"without (the )?(exponential|2\^|2 ?\*\*)",
        r"no exponential", r"forgot\w* (the )?(2\^|2 ?\*\*|exponential|power)", r"not exponential",
        r"raw grade", r"instead of 2"]], '''
from math import log2

def dcg(gs, i=1):
    if not gs:
        return 0.0
    return gs[0] / log2(i + 1) + dcg(gs[1:], i + 1)

my_dcg_exp = dcg(list(v["grades"]))
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight piece of the curve",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolat", r"smallest \|",
        r"(fpr ?\+ ?fnr) ?\)? ?/ ?2", r"average of (fpr|the two rates)", r"mean of (fpr|the two rates)",
        r"at a (roc )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = 1 - ((s >= t) & y).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return float(best)
''')

wrong("q07", "sig.sign_test", "sibling", "gives the one-sided p-value (the upper tail of the wins of a) instead "
      "of the two-sided one",
      [[r"one.sided", r"one tail", r"single tail", r"(upper|one) tail only", r"not (doubled|two.sided)",
        r"forgot\w* to double", r"without doubling", r"(times|multiply\w*) (by )?2"]], '''
from fractions import Fraction
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(sum(Fraction(comb(n, i), 2 ** n) for i in range(wins, n + 1)))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"squar", r"beta itself", r"beta instead of beta", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e", r"math\.log\b(?!2)", r"log instead of log2", r"not log2",
        r"wrong (log(arithm)? )?base", r"another base", r"base of the log"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs, i=1):
        if not gs:
            return 0.0
        head = gs[0] if i == 1 else gs[0] / math.log(i)
        return head + dcg(gs[1:], i + 1)

    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(list(grades)) / ideal if ideal else 0.0
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, dropping the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"(drop|forg[eo]t|miss|left out|leav)\w*.{0,20}\+ ?v", r"without (the )?\+ ?v",
        r"\+ ?v (is )?missing", r"v (relevant )?found in the scope.{0,40}(left out|not added|missing)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "ap.at_k", "shape", "computes the precision at each relevant rank i as hits / k instead of hits / i",
      [[r"/ ?k\b", r"divid\w* by k\b", r"over k\b", r"P@k instead of P@i", r"instead of (hits )?/ ?i\b",
        r"precision at k (instead|rather)", r"not (the )?rank i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0

    def go(i, hits):
        if i > k or i > len(labels):
            return 0.0
        if labels[i - 1]:
            return (hits + 1) / k + go(i + 1, hits + 1)
        return go(i + 1, hits)

    return go(1, 0) / den
''')

wrong("q12", "roc.auc", "shape", "Mann-Whitney with n1 (n1 - 1) / 2 subtracted instead of n1 (n1 + 1) / 2",
      [[r"n1 ?\(n1 ?- ?1\)", r"n1 ?\* ?\(n1 ?- ?1\)", r"\(n1 ?- ?1\)", r"- ?1 instead of \+ ?1",
        r"minus (one|1) instead of plus", r"n1 ?\(n1 ?\+ ?1\)", r"n_?1\(n_?1 ?\+ ?1\)",
        r"wrong (correction|offset)"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    return float((r[y].sum() - n1 * (n1 - 1) / 2) / (n1 * n0))
''')

wrong("q13", "gen.grip_point", "shape", "divides the hits in the top c by the list's length instead of by c",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)",
        r"divid\w* by (the )?(number of )?(items|ranks) (in the list|retrieved)", r"whole list",
        r"instead of (by )?(c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    def hits(lst, c):
        if c == 0 or not lst:
            return 0
        return lst[0] + hits(lst[1:], c - 1)

    return hits(list(labels), n_relevant) / len(labels)
''')

wrong("q14", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the + 1 outside the log)",
      [[r"log2\(i\) ?\+ ?1", r"outside (the )?(log|parenthes)", r"\+ ?1 (added )?after", r"misplaced",
        r"parenthes", r"1 \+ log2\(i\)"]], '''
from math import log2

def dcg(gs, i):
    if i > len(gs):
        return 0.0
    return gs[i - 1] / (log2(i) + 1) + dcg(gs, i + 1)

my_dcg_trec = dcg(list(v["grades"]), 1)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "averages recursively as (AP of the first query + MAP of the rest) / 2, so the "
      "queries are not weighted equally",
      [[r"/ ?2", r"halv", r"weight", r"pairwise average", r"average of (an )?averages?", r"not (an )?equal",
        r"(first|later|last) quer(y|ies) (count|weigh)", r"running (average|mean)"]], '''
def ap(labels, n):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n if n else 0.0

def my_map(runs, n_relevant):
    if len(runs) == 1:
        return ap(runs[0], n_relevant[0])
    return (ap(runs[0], n_relevant[0]) + my_map(runs[1:], n_relevant[1:])) / 2
''')

wrong("q16", "map.mrr", "flow", "the loop does not stop at the first relevant item, so each query's RR is "
      "taken at its last relevant item",
      [[r"last relevant", r"no break", r"(never|does not|doesn't|didn't) (stop|break)", r"without (a )?break",
        r"overwrit", r"keeps? (going|updating)", r"after the first"]], '''
def my_mrr(runs):
    def rr(run):
        r = 0.0
        for i, x in enumerate(run, 1):
            if x:
                r = 1 / i
        return r

    def total(qs):
        if not qs:
            return 0.0
        return rr(qs[0]) + total(qs[1:])

    return total(runs) / len(runs)
''')

wrong("q17", "interp.curve", "flow", "the maximum over the later ranks starts one rank after the first rank whose "
      "recall reaches the level (that rank is sliced out)",
      [[r"off.by.one", r"one rank (too )?late", r"skip\w* (the )?(first|that|own) rank", r"\+ ?1\]?:",
        r"slic", r"exclud\w* (the )?rank", r"starts? (one|a) (rank|step) (later|after)",
        r"next rank"]], '''
from functools import lru_cache

def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)

    @lru_cache(maxsize=None)
    def best_from(j):
        if j >= n:
            return 0.0
        return max(prec[j], best_from(j + 1))

    out = []
    for lv in range(11):
        r = lv / 10
        first = next((j for j in range(n) if rec[j] >= r - 1e-12), None)
        out.append(0.0 if first is None else best_from(first + 1))
    return out
''')

wrong("q18", "pr.averaged", "flow", "a module-level memo of the per-query curves keyed by the query's position "
      "is never cleared, so a later call reuses the curves of an earlier call",
      [[r"memo", r"cache", r"global", r"stale", r"(previous|earlier|first) call", r"between calls",
        r"across calls", r"never (cleared|reset)", r"not (cleared|reset)", r"persist"]], '''
_curves = {}

def curve(labels, n):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n if n else 0.0, hits / i))
    return [max([p for r, p in pts if r >= lv / 10 - 1e-12], default=0.0) if n else 0.0 for lv in range(11)]

def my_averaged_curve(runs, n_relevant):
    def get(q):
        if q not in _curves:
            _curves[q] = curve(runs[q], n_relevant[q])
        return _curves[q]

    cs = [get(q) for q in range(len(runs))]
    return [sum(c[j] for c in cs) / len(cs) for j in range(11)]
''')

wrong("q19", "ap.eleven_point", "flow", "loops over range(10): the level 1.0 is left out and the mean is over "
      "10 levels",
      [[r"range\(10\)", r"1\.0 (is )?(missing|left out|skipped|dropped|not included)", r"(ten|10) levels",
        r"(missing|skip\w*|leav\w* out|drop\w*|omit\w*) (the )?(last )?(recall )?level( 1\.0| 1)?",
        r"last level", r"off.by.one"]], '''
def my_11pt(labels, n_relevant):
    def pinterp(lbls, r):
        # divide and conquer: the best P@k over the ranks that reach recall r
        def best(lo, hi):
            if hi - lo == 1:
                hits = sum(lbls[:lo + 1])
                rec = hits / n_relevant if n_relevant else 0.0
                return hits / (lo + 1) if rec >= r - 1e-12 and n_relevant else 0.0
            mid = (lo + hi) // 2
            return max(best(lo, mid), best(mid, hi))
        return best(0, len(lbls)) if lbls else 0.0

    levels = [i / 10 for i in range(10)]
    return sum(pinterp(list(labels), r) for r in levels) / len(levels)
''')

wrong("q20", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(hits is incremented after the division)",
      [[r"before (counting|adding|increment\w*|updating)", r"after the division", r"increment\w* (too )?late",
        r"current (relevant )?(item|hit) (is )?not (yet )?counted", r"one hit (short|too few)",
        r"(hits|count) (is )?one (too )?(low|short)", r"order of (the )?(update|increment)"]], '''
def my_pr_points(labels, n_relevant):
    def walk(i, hits):
        if i == len(labels):
            return []
        if labels[i]:
            p = hits / (i + 1)
            return [p] + walk(i + 1, hits + 1)
        return walk(i + 1, hits)

    return walk(0, 0)
''')

wrong("q21", "ap.value", "flow", "sums P@k at every rank, the non-relevant ranks too, instead of only at the "
      "relevant ranks",
      [[r"every rank", r"all (the )?ranks", r"non.?relevant (ranks|items) (are )?(also|too|included|counted)",
        r"not only (at )?(the )?relevant", r"(each|every) position", r"irrespective of relevance",
        r"whether (or not )?(it|the item) is relevant"]], '''
from fractions import Fraction

labels = list(v["labels"])

def psum(k, hits=0):
    if k > len(labels):
        return Fraction(0)
    hits += labels[k - 1]
    return Fraction(hits, k) + psum(k + 1, hits)

my_ap_value = float(psum(1) / v["n_relevant"])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "the denominator also takes the list's length: min(k, len(labels), n_relevant), "
      "too small when k runs past the end of the list",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)",
        r"number of (retrieved )?(items|ranks)", r"shorter (list|than k)", r"beyond the end",
        r"past the end", r"min\(k, ?len"]], '''
from functools import lru_cache

def my_ap_at_k(labels, n_relevant, k):
    labels = tuple(labels)
    den = min(k, len(labels), n_relevant)
    if den == 0:
        return 0.0

    @lru_cache(maxsize=None)
    def s(i, hits):
        if i >= min(k, len(labels)):
            return 0.0
        if labels[i]:
            return (hits + 1) / (i + 1) + s(i + 1, hits + 1)
        return s(i + 1, hits)

    return s(0, 0) / den
''')

wrong("q23", "rank.distances", "hidden", "np.argpartition(d, k) raises ValueError when k is the whole list (kth "
      "out of bounds)",
      [[r"ValueError", r"argpartition", r"out of bounds", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "reads labels[i] for every i < c: IndexError when the list is shorter "
      "than the class",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    def hits(i):
        if i == n_relevant:
            return 0
        return labels[i] + hits(i + 1)

    return hits(0) / n_relevant
''', crash="IndexError", scope="all")

wrong("q25", "set.pr", "hidden", "returns recall 1 instead of 0 when nothing is relevant",
      [[r"recall (of |is |as )?1", r"1(\.0)? (for|when|if) (nothing|no item|there is nothing|the relevant set)",
        r"(returns|gives) 1", r"instead of 0", r"empty relevant.{0,30}1", r"vacuous", r"should be 0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 1.0
    return [p, r]
''')

wrong("q26", "scope.eps_precision", "hidden", "np.mean of the labels inside epsilon gives nan (not 0) when "
      "nothing lies within epsilon",
      [NAN + [r"mean of (an )?empty", r"empty (array|slice|result)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "pr.averaged", "hidden", "divides by n_relevant with no guard: ZeroDivisionError for a query with no "
      "relevant items",
      [ZERODIV], '''
from functools import lru_cache

def my_averaged_curve(runs, n_relevant):
    def curve(labels, n):
        labels = tuple(labels)

        @lru_cache(maxsize=None)
        def best(i, hits, r):
            if i == len(labels):
                return 0.0
            h = hits + labels[i]
            here = h / (i + 1) if h / n >= r - 1e-12 else 0.0
            return max(here, best(i + 1, h, r))

        return [best(0, 0, lv / 10) for lv in range(11)]

    cs = [curve(l, n) for l, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in cs) / len(cs) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: ZeroDivisionError",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the last two columns swapped), so fn is used "
      "as fp",
      [[r"unpack", r"column", r"swap", r"order of (the )?(fields|entries|values|table)", r"tp, ?fn, ?fp",
        r"fp and fn (are )?(swapped|confused|mixed)", r"fn (is )?(used |taken )?(as|for) fp",
        r"confus\w* fp (and|with) fn"]], '''
def my_macro_precision(tables):
    def prec(t):
        tp, fn, fp = t
        return tp / (tp + fp) if tp + fp else 0.0

    def total(ts):
        if not ts:
            return 0.0
        return prec(ts[0]) + total(ts[1:])

    return total(tables) / len(tables)
''')

wrong("q30", "set.f_beta", "twin", "the helper takes (recall, precision) but is called with (precision, recall): "
      "precision and recall swapped",
      [[r"swap", r"(precision and recall|recall and precision|p and r|r and p) (are )?(swapped|exchanged|switched|"
        r"reversed|mixed|confused|interchanged)", r"argument order", r"order of (the )?(arguments|parameters)",
        r"parameters? (order|swapped)"]], '''
def my_f(precision, recall, beta):
    def f(r, p, b):
        if p == 0 and r == 0:
            return 0.0
        return (1 + b * b) * p * r / (b * b * p + r)

    return f(precision, recall, beta)
''')

wrong("q31", "dcg.classic", "twin", "the 0-based index is shifted twice (log2(i + 2)), so the first rank is "
      "discounted too",
      [[r"off.by.one", r"index", r"i ?\+ ?2", r"shift", r"0.based", r"first (rank|item|grade) (is )?(also )?"
        r"discounted", r"discount\w* (the )?first"]], '''
from math import log2
from itertools import starmap

def my_dcg(grades):
    return sum(starmap(lambda i, g: g / log2(i + 2), enumerate(grades)))
''')

wrong("q32", "rank.distances", "twin", "sorts nearest first but slices the last k items ([-k:]), the k farthest",
      [[r"\[-k:\]", r"last k", r"wrong end", r"slic", r"end of the (sorted )?(list|order)", r"tail"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    def msort(pairs):
        if len(pairs) <= 1:
            return pairs
        mid = len(pairs) // 2
        a, b = msort(pairs[:mid]), msort(pairs[mid:])
        out = []
        while a and b:
            out.append(a.pop(0) if a[0][0] <= b[0][0] else b.pop(0))
        return out + a + b

    ranked = msort(list(zip(distances, labels)))
    return sum(lab for _, lab in ranked[-k:]) / k
''')

wrong("q33", "interp.step", "twin", "finds the point with bisect_right on the recalls, so a level equal to a "
      "recall R_i reads the next point's precision",
      [[r"bisect", r"insertion point", r"right.?most"]], '''
from bisect import bisect_right

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / i)
    j = bisect_right(recalls, level)
    return precs[j] if j < len(precs) else 0.0
''')

wrong("q34", "ap.exact", "twin", "the recursion pops labels from the end, so the ranking is walked from the bottom "
      "(rank n first)",
      [[r"pop", r"from the (end|bottom|last)", r"(last|bottom) (rank|item) first", r"backwards",
        r"revers", r"wrong end"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    stack = list(labels)

    def walk(rank, hits):
        if not stack:
            return 0.0
        x = stack.pop()
        if x:
            return (hits + 1) / rank + walk(rank + 1, hits + 1)
        return walk(rank + 1, hits)

    return walk(1, 0) / n_relevant
''')

wrong("q35", "roc.auc", "twin", "ranks built with a dict comprehension over the sorted scores: the last of "
      "tied scores overwrites, so every tied score gets the highest rank",
      [[r"dict", r"overwrit", r"highest rank", r"max(imum)? rank", r"last (one|occurrence|index) wins",
        r"no (mid|average).?rank", r"instead of (the )?(mid|average).?rank"]], '''
def my_auc(scores, labels):
    rank = {s: i for i, s in enumerate(sorted(scores), 1)}
    pos = [rank[s] for s, y in zip(scores, labels) if y == 1]
    n1, n0 = len(pos), len(scores) - len(pos)
    return (sum(pos) - n1 * (n1 + 1) / 2) / (n1 * n0)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "divides by the list's length when k runs past the end, instead of counting "
      "the missing ranks as not relevant",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"shorter (list|than k)",
        r"min\(k", r"instead of (by )?k\b", r"divid\w* by (the )?(number of )?(labels|items in the list)"]], '''
from functools import lru_cache

def my_p_at_k(labels, k):
    labels = tuple(labels)
    n = min(k, len(labels))

    @lru_cache(maxsize=None)
    def hits(j):
        return 0 if j == 0 else hits(j - 1) + labels[j - 1]

    return hits(n) / n
''')

wrong("q37", "rank.distances", "data", "sorts the distances but keeps the labels in their input order (the labels "
      "are never permuted with them)",
      [[r"labels? (are |were )?(not|never) (re)?(ordered|sorted|permuted|moved)", r"input order",
        r"original order", r"pair\w*", r"(mismatch|misalign|lost) (the )?labels?", r"labels\[:k\]",
        r"only the distances (are )?sorted"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    def count(i):
        return 0 if i == k else labels[i] + count(i + 1)
    return count(0) / k
''')

wrong("q38", "scope.knn_ties", "data", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"wrong order", r"reversed?( order)?", r"\[high(est)?, ?low(est)?\]", r"highest first",
        r"optimistic first", r"order of the (two )?(bounds|values|results)"]], '''
from bisect import bisect_left, bisect_right

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    dk = ds[k - 1]
    lo, hi = bisect_left(ds, dk), bisect_right(ds, dk)
    sure = sum(l for _, l in pairs[:lo])
    tied_rel = sum(l for _, l in pairs[lo:hi])
    slots = k - lo
    tied_non = (hi - lo) - tied_rel
    low = sure + max(0, slots - tied_non)
    high = sure + min(slots, tied_rel)
    return [high / k, low / k]
''')

wrong("q39", "ndcg.all_judgments", "data", "adds the unretrieved grades to the end of the retrieved list, so the "
      "DCG counts items that were never retrieved",
      [[r"unretrieved.{0,40}(dcg|retrieved list|ranking|as if)", r"as if (they were )?retrieved",
        r"(dcg|numerator).{0,40}unretrieved", r"appended", r"never retrieved.{0,30}(counted|added|included)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    allg = list(grades) + list(unretrieved)

    def dcg(gs, i=1):
        if not gs:
            return 0.0
        return (gs[0] if i == 1 else gs[0] / log2(i)) + dcg(gs[1:], i + 1)

    ideal = dcg(sorted(allg, reverse=True))
    return dcg(allg) / ideal if ideal else 0.0
''')

wrong("q40", "roc.auc", "data", "negates the scores as if a lower score were better, so AUC comes out as "
      "1 - AUC",
      [[r"negat(e|es|ed|ing|ion)\b", r"lower (score )?(is|as) better", r"1 ?- ?AUC", r"invert", r"revers\w* (the )?(scores|order)",
        r"as distances", r"sign", r"flipp?"]], '''
from itertools import product

def my_auc(scores, labels):
    s = [-x for x in scores]
    pos = [x for x, y in zip(s, labels) if y == 1]
    neg = [x for x, y in zip(s, labels) if y == 0]
    wins = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in product(pos, neg))
    return wins / (len(pos) * len(neg))
''')

wrong("q41", "gen.practical", "data", "takes the database size as d + s (d read as the items outside the judged "
      "scope)",
      [[r"d ?\+ ?s", r"add\w* s to d", r"database size", r"(size|number of items) of the database",
        r"outside the (judged )?scope", r"d (is|as) the (number of )?unjudged"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [float(Fraction(v, s)), float(Fraction(v, D - s + v)), float(Fraction(v, D))]
''')

wrong("q42", "dcg.classic", "data", "sorts the grades high to low before discounting, so it returns the ideal "
      "DCG of the grades instead of the DCG of the ranking",
      [[r"sort", r"ideal", r"reorder", r"best order", r"rank order (is )?(lost|ignored)",
        r"ignores? the (ranking|order)"]], '''
from math import log2

def my_dcg(grades):
    gs = sorted(grades, reverse=True)

    def go(i):
        if i == len(gs):
            return 0.0
        return (gs[i] if i == 0 else gs[i] / log2(i + 1)) + go(i + 1)

    return go(0)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "sorted pairs and bisect on the tied block", '''
from bisect import bisect_left, bisect_right

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    dk = ds[k - 1]
    lo, hi = bisect_left(ds, dk), bisect_right(ds, dk)
    sure = sum(l for _, l in pairs[:lo])
    tied_rel = sum(l for _, l in pairs[lo:hi])
    slots = k - lo
    tied_non = (hi - lo) - tied_rel
    low = sure + max(0, slots - tied_non)
    high = sure + min(slots, tied_rel)
    return [low / k, high / k]
''')

right("q44", "map.mrr", "memoised recursion over the queries", '''
from functools import lru_cache

def my_mrr(runs):
    runs = tuple(tuple(r) for r in runs)

    def rr(run, i=1):
        if not run:
            return 0.0
        return 1 / i if run[0] else rr(run[1:], i + 1)

    @lru_cache(maxsize=None)
    def total(q):
        return 0.0 if q == len(runs) else rr(runs[q]) + total(q + 1)

    return total(0) / len(runs)
''')

right("q45", "roc.eer", "loop over the distinct thresholds, linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    prev = None
    for fpr, fnr in pts:
        diff = fpr - fnr
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            pf, pd = prev
            t = -pd / (diff - pd)
            return pf + t * (fpr - pf)
        prev = (fpr, diff)
    return 1.0
''')

right("q46", "interp.step", "recursion to the first relevant rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0

    def walk(i, hits):
        if i == len(labels):
            return 0.0
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / (i + 1)
        return walk(i + 1, hits)

    return walk(0, 0)
''')

right("q47", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (x, h) in enumerate(zip(labels, hits), 1) if x]
''')

right("q48", "map.mean", "lru_cache over (query, rank, hits)", '''
from functools import lru_cache

def my_map(runs, n_relevant):
    runs = tuple(tuple(r) for r in runs)

    @lru_cache(maxsize=None)
    def psum(q, i, hits):
        if i == len(runs[q]):
            return 0.0
        if runs[q][i]:
            return (hits + 1) / (i + 1) + psum(q, i + 1, hits + 1)
        return psum(q, i + 1, hits)

    aps = [psum(q, 0, 0) / n_relevant[q] if n_relevant[q] else 0.0 for q in range(len(runs))]
    return sum(aps) / len(aps)
''')

SUBMISSIONS = tuple(S)
