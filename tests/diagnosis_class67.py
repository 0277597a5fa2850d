"""Diagnosis class 67, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
debug by printing and patching: leftover debugging edits (a hard-coded value kept from a test, a print of an
intermediate, a temporary clamp, a try/except that swallows an error and returns a default), quick fixes for one
failing example that break the general case, plus the usual misremembered formulas. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library (``ireval_teach/roc.py``'s ``equal_error_rate`` docstring,
``ireval_teach/generality.py``'s ``PracticalBounds.FORMULAS``), the first 80 lines of
tests/heldout_submissions.py, the first 60 and last 30 lines of tests/diagnosis_class19.py (for the format) and the
docstring of tests/validate_class.py were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c67-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class67): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 67 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c67-")

EMPTY = [r"empty", r"nothing (is |was )?(retrieved|returned|inside|within)", r"no (item|target|document)s?",
         r"zero (items|targets|documents)"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones in the list) instead of n_relevant",
      [[r"relevant (items |documents )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"sum\(labels\)", r"number of (ones|1s|hits)", r"(count|number) of relevant (items )?(retrieved|found)",
        r"instead of n_relevant", r"ignor\w* .{0,30}(unretrieved|never retrieved|missed)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            precs.append(hits / i)
    # print(precs, n_relevant)
    if not precs:
        return 0.0
    return sum(precs) / len(precs)
''')

wrong("a02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the log2(i + 1) "
      "discount the task asks for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log2 ?i\b", r"first (rank|item|grade) (is )?(not )?(undiscounted|"
        r"discounted)", r"(rank|item) 1 (is )?(left )?undiscounted", r"no discount (at|for) (rank|item) 1",
        r"wrong (discount|formulation)", r"other (discount|formulation)"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / math.log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("a03", "avg.macro", "sibling", "micro-averages: pools every query's tp and fp and divides the totals",
      [[r"micro", r"pool\w*", r"sum\w* (of |over )?(all |the )?(tp|true positives)", r"total (tp|true positives)",
        r"weighted by", r"(bigger|larger) quer\w+ (weigh|count)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a04", "gen.grip_point", "sibling", "returns the precision of the whole list (at s = len(labels)) instead of "
      "at the scope s = n_relevant",
      [[r"(whole|entire|full) (list|ranking)", r"len\(labels\)", r"all (the )?(ranks|items) (of|in) the list",
        r"length of the list", r"(list|ranking) length", r"instead of (at )?(n_relevant|the class size|c)\b"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("a05", "interp.step", "sibling", "uses the usual interpolation (the maximum precision at every recall >= "
      "level) instead of the step rule's P_i",
      [[r"max\w* .{0,40}(instead of|rather than) .{0,30}(step|p_i)", r"standard interpolation",
        r"usual interpolation", r"11.point interpolation", r"(highest|best) precision (at|to the right|after|further)",
        r"maximum over (the )?(later|following|higher|further)", r"max\(best"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if n_relevant and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("a06", "roc.eer", "sibling", "takes (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"no interpolat\w*", r"without interpolat\w*", r"not interpolat\w*",
        r"smallest \|?(fpr|difference|gap)", r"(a|one|the) (roc )?point (itself|only)", r"average of fpr and fnr",
        r"\(fpr ?\+ ?fnr\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels, int)
    P, N = y.sum(), (1 - y).sum()
    best, gap = None, np.inf
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        if abs(fpr - fnr) < gap:
            gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

wrong("a07", "gen.practical", "sibling", "returns the upper bound of the generality (d - s + v) / d as the third "
      "value instead of its lower bound",
      [[r"upper", r"largest (possible )?generality", r"highest (possible )?generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d",
        r"most (optimistic|generous)", r"maximum generality"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    print("v =", v, "s =", s)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"squar\w+", r"not squared", r"beta instead of beta", r"(plain|bare|unsquared) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.exponential", "shape", "writes the gain as 2^(rel - 1) (the minus one inside the exponent) "
      "instead of 2^rel - 1",
      [[r"2\s*\*\*\s*\(\s*(rel|g|r)\w*\s*-\s*1\s*\)", r"2\^\(\s*rel\w* ?- ?1\s*\)", r"inside the (exponent|power)",
        r"in the exponent", r"parenthes[ie]s", r"brackets?", r"precedence"]], '''
import numpy as np

g = np.array(v["grades"])
ranks = np.arange(1, len(g) + 1)
gains = np.where(g > 0, 2.0 ** (g - 1), 0.0)
my_dcg_exp = float((gains / np.log2(ranks + 1)).sum())
''')

wrong("b03", "gen.practical", "shape", "recall's lower bound v / (d - s): drops the + v of the denominator",
      [[r"\+ ?v\b", r"drop\w* (the )?v", r"(missing|forgot\w*|without|left out|omit\w*) .{0,30}\bv\b",
        r"d ?- ?s\b(?! ?\+)", r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("b04", "ndcg.all_judgments", "shape", "discounts with the natural logarithm (ln i) instead of log2 i in both "
      "DCG and the ideal DCG",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"np\.log\(", r"wrong base",
        r"another base", r"not (in )?base 2", r"instead of log2"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("b05", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"order of the (two )?(bounds|values)", r"the other way round",
        r"inverted", r"backwards", r"(highest|optimistic) first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda p: (p[0], p[1]))
    opt = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(lab for _, lab in pess[:k]) / k
    hi = sum(lab for _, lab in opt[:k]) / k
    return [hi, lo]
''')

wrong("b06", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax\w*\b.{0,30}(instead of|not) .{0,10}min", r"larger of", r"bigger of", r"greater of",
        r"min and max", r"maximum instead"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("b07", "pr.averaged", "shape", "returns the sum over the queries at each level, never divided by the number "
      "of queries",
      [[r"\bsum\w*", r"total\w*", r"(never|not|forgot\w*|without) (to )?divid\w*", r"not (the )?(mean|average)",
        r"number of queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    acc = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, float)
        if R == 0 or lab.size == 0:
            continue
        hits = np.cumsum(lab)
        p = hits / np.arange(1, lab.size + 1)
        r = hits / R
        acc += [p[r >= L - 1e-9].max() if (r >= L - 1e-9).any() else 0.0 for L in levels]
    return acc.tolist()
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "pr.points", "flow", "appends the precision before counting the current relevant item (the hit "
      "counter is updated one step late)",
      [[r"before (counting|increment\w*|updat\w*|adding)", r"(one step|too) late", r"after (append\w*|record\w*)",
        r"previous (count|hits|item)", r"off.by.one", r"one (hit|relevant item) (short|fewer|less)",
        r"order of (the )?(two )?(statements|lines)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("c02", "map.mean", "flow", "never resets the hit counter between queries (it keeps counting from the "
      "previous query)",
      [[r"reset\w*", r"re-?initiali[sz]\w*", r"carr(y|ies|ied) over", r"(outside|before) the (outer )?loop",
        r"previous quer\w+", r"kept (from|across)", r"accumulat\w+ across"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c03", "interp.curve", "flow", "stops at the first rank whose recall reaches the level (break) and takes "
      "its precision, without the maximum over the later ranks",
      [[r"\bbreak\b", r"first rank", r"stops? (at|on)", r"(never|not|no|without) .{0,20}max\w*",
        r"later ranks", r"(ranks|points) (after|below|further)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("c04", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"(never|not|without|no|forgot\w*) (to )?(sort|order|rank)\w*", r"unsorted", r"input order",
        r"given order", r"original order", r"as (they are )?given", r"sort\w* .{0,20}(missing|skipped)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    # order = sorted(range(len(distances)), key=lambda i: distances[i])   # TODO
    top = labels[:k]
    return sum(top) / k
''')

wrong("c05", "rank.p_at_k", "flow", "a temporary clamp k = min(k, len(labels)) kept, so past the end it divides "
      "by the list length instead of k",
      [[r"clamp\w*", r"min\(k", r"cap\w* (k|at)", r"(cut|limit\w*|shorten\w*) k", r"k (is )?(cut|capped|limited)",
        r"divid\w+ by (the )?(list|length)", r"len\(labels\)", r"length of the list"]], '''
def my_p_at_k(labels, k):
    k = min(k, len(labels))   # quick fix for an IndexError
    return sum(labels[i] for i in range(k)) / k
''')

wrong("c06", "map.mrr", "flow", "the try/except around runs.index(1) returns 0.0 for the whole function as soon "
      "as one query has no relevant item",
      [[r"return\w* (0|zero|early)", r"early return", r"whole (function|mean|result)", r"except\w*",
        r"(all|every|other) quer\w+ (are )?(lost|dropped|ignored|skipped)", r"stops? (the )?(loop|early)",
        r"swallow\w*"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        try:
            total += 1 / (list(run).index(1) + 1)
        except ValueError:
            return 0.0
    return total / len(runs)
''')

wrong("c07", "ap.eleven_point", "flow", "the levels from np.arange(0, 1, 0.1) stop at 0.9: level 1.0 is missing "
      "and the mean is over 10 levels",
      [[r"arange", r"(10|ten) levels", r"1\.0 (is )?(missing|left out|never|dropped|excluded)",
        r"(missing|without|drops?|leaves out|excludes?) (the )?(level )?1\.0", r"off.by.one", r"last level",
        r"end (point|value) excluded"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1, 0.1)
    vals = [prec[rec >= r - 1e-9].max() if np.any(rec >= r - 1e-9) else 0.0 for r in levels]
    return float(np.mean(vals))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV, EMPTY], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator is 0 and it raises ZeroDivisionError",
      [ZERODIV, [r"(precision|p) (and|=) (recall|r)?.{0,10}(both )?(0|zero)", r"both (are )?(0|zero)",
                 r"p ?= ?r ?= ?0", r"guard", r"denominator (is )?(0|zero)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV, [r"n_relevant (is |= ?)?(0|zero)", r"no relevant", r"zero relevant",
                                       r"guard"]], '''
def my_ap(labels, n_relevant):
    found, score = 0, 0
    for rank in range(1, len(labels) + 1):
        if labels[rank - 1]:
            found += 1
            score += found / rank
    return score / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV, [r"ideal (dcg )?(is )?(0|zero)", r"idcg (is |= ?)?(0|zero)",
                                             r"no relevant", r"guard", r"all (grades )?(are )?(0|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs):
            total += g if i == 0 else g / log2(i + 1)
        return total
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "divides by the length of the cut list (labels[:c]), not by c, so a list "
      "shorter than the class gets too high a precision",
      [[r"divid\w*", r"denominator", r"\bover\b"],
       [r"len\(", r"length of the (cut |sliced? )?(list|slice|top)", r"(actual|real) (number|length)",
        r"instead of (c|n_relevant)\b", r"not by (c|n_relevant)\b", r"number of (ranks|items) (actually )?"
        r"(retrieved|returned|in the (list|slice))"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d06", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): it raises "
      "ZeroDivisionError", [ZERODIV, [r"nothing (was )?retrieved", r"tp ?\+ ?fp (is |= ?)?(0|zero)",
                                      r"no (items|documents) retrieved", r"guard", r"empty"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "scope.eps_precision", "hidden", "np.mean of an empty selection: nothing within epsilon gives nan "
      "instead of 0", [NAN, EMPTY + [r"guard"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    with np.errstate(all="ignore"):
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return float(np.mean(y[d < epsilon]))
''', scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "map.mean", "twin", "pools the queries: the sum of every query's precisions over the total number of "
      "relevant items (a weighted, micro-style average) instead of the mean of the APs",
      [[r"pool\w*", r"micro", r"weight\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant",
        r"(all|every) quer\w+ (together|at once)"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    for labels in runs:
        h = 0
        for i, x in enumerate(labels, 1):
            if x:
                h += 1
                num += h / i
    den = sum(n_relevant)
    return num / den if den else 0.0
''')

wrong("e02", "dcg.classic", "twin", "an off-by-one rank: enumerate from 1 and then log2(i + 1), so ranks 2 on are "
      "discounted as if one place lower (rank 1 kept as is)",
      [[r"off.by.one", r"i ?\+ ?1", r"one (place|rank|position) (lower|later|too far)", r"shift\w*",
        r"rank (plus|\+) ?(one|1)", r"(1|one).based", r"counts? (the )?ranks? from"]], '''
import math

def my_dcg(grades):
    total = 0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("e03", "rank.distances", "twin", "sorts the labels themselves (relevant first) instead of sorting the items "
      "by their distance",
      [[r"sort\w* (the )?labels", r"labels (are )?sorted", r"relevant (ones |items )?first", r"by (the )?label",
        r"not by (the )?distance", r"instead of (by )?(the )?distance", r"ignor\w* (the )?distances?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(labels, reverse=True)
    return sum(ranked[:k]) / k
''')

wrong("e04", "interp.curve", "twin", "a strict recall > r test instead of >= r (a level exactly reached takes the "
      "next point's precision)",
      [[r"strict\w*", r"greater than or equal", r"> instead of", r"(exactly|equal) (reached|to the level)",
        r"boundary", r"equality"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(precs, recs) if rr > r or (r == 0 and rr >= r)]
        out.append(max(cand) if cand and n_relevant else 0.0)
    return out
''')

wrong("e05", "ap.at_k", "twin", "uses the number of relevant items in the list (sum(labels)) instead of n_relevant "
      "in min(k, R)",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"relevant (items )?(retrieved|found)", r"instead of n_relevant", r"(count|number) of (ones|1s|hits)",
        r"ignor\w* .{0,30}(unretrieved|never retrieved)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    R = sum(labels)
    denom = min(k, R)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("e06", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>= instead of >) instead "
      "of 1/2",
      [[r"ties?d?", r">=", r"greater (than )?or equal"],
       [r"(full|whole|as) (a )?(win|1|one)", r"counts? (as )?1\b", r"instead of (1/2|a half|0\.5|half)",
        r"not (1/2|a half|half)", r">= instead of >", r"or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("e07", "scope.eps_precision", "twin", "an inclusive d <= epsilon (a target exactly at epsilon is counted "
      "as returned) instead of the strict d < epsilon",
      [[r"<=", r"inclusive", r"less than or equal", r"(at|on) (the )?(border|boundary|threshold|epsilon) "
        r"(is |are )?(included|counted|returned)", r"not strict", r"(exactly|equal to) epsilon (is |are )?"
        r"(included|counted|returned)"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = [lab for dist, lab in zip(distances, labels) if dist <= epsilon]
    return sum(got) / len(got) if got else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "treats the retrieved ids as a list: an id retrieved twice counts twice in the "
      "precision",
      [[r"duplicat\w*", r"(list|lists) (instead of|not) (a )?sets?", r"not (as )?(a )?set\b",
        r"counted (twice|more than once|two times)", r"(repeated|same) id (counted|twice)", r"repeat\w* ids?"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        p = 0.0
    else:
        p = sum(1 for d in retrieved if d in relevant) / len(retrieved)
    r = len(set(retrieved) & set(relevant)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of items and puts each in the ideal with "
      "grade 1 (binary), ignoring their grades",
      [[r"grade (of )?1", r"grades? (are )?ignored", r"ignor\w* (their|the) grades?", r"binary",
        r"as (relevant|1s|ones)", r"(count|number) of unretrieved", r"len\(unretrieved\)",
        r"labels? (instead of|not) grades?"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float((g / disc).sum())
    ideal = np.sort(np.r_[np.asarray(grades, float), np.ones(len(unretrieved))])[::-1]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("f03", "avg.macro", "data", "reads each table as [tp, fn, fp] (the columns swapped): tp / (tp + fn) is the "
      "recall",
      [[r"column\w*", r"swap\w*", r"\bfn\b.{0,30}(instead of|for|as) .{0,10}\bfp\b", r"order of (the )?(entries|"
        r"values|fields)", r"recall", r"misread"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:   # [tp, fn, fp]
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("f04", "rank.r_precision", "data", "takes R as the number of relevant items retrieved (sum of the labels) "
      "instead of n_relevant",
      [[r"sum of (the )?labels", r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))",
        r"retrieved relevant", r"instead of n_relevant", r"(count|number) of (ones|1s|hits)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("f05", "ndcg.value", "data", "reads the grades from the bottom up (the list reversed)",
      [[r"revers\w*", r"bottom", r"backwards?", r"last (item|rank) first", r"wrong (end|direction)",
        r"upside down"]], '''
from math import log2

g = v["grades"][::-1]
ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
dcg = sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
idcg = sum(x if i == 1 else x / log2(i) for i, x in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg
''')

wrong("f06", "scope.knn_ties", "data", "sorts the distances but keeps the labels in the input order (the labels "
      "no longer belong to their targets)",
      [[r"labels? (are |were )?(not |never )?(moved|reordered|sorted|permuted)",
        r"(not|never) (reorder|sort|permut)\w* (the )?labels", r"(input|original|given) order",
        r"(mismatch|misalign)\w*", r"no longer (belong|match)", r"separately", r"(pair|zip)\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    cut = d[k - 1]
    above = [lab for dd, lab in zip(d, labels) if dd < cut]
    tied = [lab for dd, lab in zip(d, labels) if dd == cut]
    need = k - len(above)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    lo = sum(above) + max(0, need - t_non)
    hi = sum(above) + min(need, t_rel)
    return [lo / k, hi / k]
''')

wrong("f07", "roc.auc", "data", "takes label 0 as the positive class (the classes swapped), so it returns 1 - AUC",
      [[r"(class|label)e?s? (are )?(swapped|flipped|inverted|reversed)", r"label 0 (as|is) (the )?positive",
        r"positive (and|/) negative (are )?(swapped|flipped|reversed)", r"1 ?- ?auc", r"(wrong|other) class",
        r"zeros? as positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "dcg.classic", "NumPy discount vector with rank 1 undiscounted", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

right("g02", "rank.p_at_k", "pad with zeros past the end", '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    return sum(padded[:k]) / k
''')

right("g03", "map.mrr", "next() over enumerate with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("g04", "interp.step", "exact Fractions for the level test", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    target = Fraction(str(level))
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / rank
    return 0.0
''')

right("g05", "set.pr", "sets and conditional expressions", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret) if ret else 0.0, tp / len(rel) if rel else 0.0]
''')

right("g06", "map.mean", "a helper AP and a list comprehension", '''
def my_map(runs, n_relevant):
    def ap(labels, R):
        if R == 0:
            return 0.0
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        return s / R
    return sum(ap(l, R) for l, R in zip(runs, n_relevant)) / len(runs)
''')

SUBMISSIONS = tuple(S)
