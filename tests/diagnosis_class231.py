"""Diagnosis class 231, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
adapt code from Stack Overflow answers and scikit-learn snippets and reshape it to the task's signature, with a
detail of the original left over (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c231-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class231).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 231 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c231-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "scikit-learn style AP: divides by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant",
      [[r"(number|count) of (relevant )?(hits|items) (retrieved|found|in the list)", r"relevant (items )?retrieved",
        r"retrieved relevant", r"sum\(labels\)", r"ignor\w* .{0,20}n_relevant", r"instead of (the )?n_relevant",
        r"hits (found|in the (list|ranking))", r"unretrieved .{0,30}(ignored|left out|not counted)",
        r"never retrieved .{0,30}(ignored|left out|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    # adapted from an answer on SO ("average precision from scratch")
    y = np.asarray(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    if y.sum() == 0:
        return 0.0
    return float((prec * y).sum() / y.sum())
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w* .{0,20}beta", r"beta (is )?(ignored|unused|never used)",
        r"beta = 1 always", r"always .{0,20}beta ?= ?1"]], '''
def my_f(precision, recall, beta):
    # sklearn f1_score, reshaped
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q03", "map.mean", "sibling", "returns GMAP (the geometric mean of the APs) instead of the arithmetic mean",
      [[r"geometric", r"GMAP", r"gmean", r"product of"]], '''
from scipy.stats import gmean

def ap(run, n):
    hits, s = 0, 0.0
    for i, x in enumerate(run, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n if n else 0.0

def my_map(runs, n_relevant):
    aps = [ap(r, n) for r, n in zip(runs, n_relevant)]
    return float(gmean(aps))
''')

wrong("q04", "roc.auc", "sibling", "returns the area under the precision-recall curve (average precision of the "
      "scores) instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"precision.recall", r"PR (curve|area)", r"average_precision"]], '''
import numpy as np

def my_auc(scores, labels):
    # from an SO answer that mimics sklearn.metrics.average_precision_score
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(-s, kind="mergesort")
    y = y[order]
    tp = np.cumsum(y)
    prec = tp / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i) from rank 2) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2 ?\(i\)", r"log_?2\(rank\)", r"first (rank|item|grade) (is )?(not |un)discounted",
        r"undiscounted", r"rel_1 \+", r"wrong discount", r"discount .{0,20}(off by one|one rank)",
        r"log2\(i\) instead"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(r / math.log2(i) for i, r in enumerate(g[1:], start=2))
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (sum of tp over sum of tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* .{0,20}(counts|tp|tables) (first|before)", r"(overall|global) (tp|counts)",
        r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"recalls? (instead of|rather than|not) (the )?precision", r"returns? (the )?recalls?", r"hits ?/ ?n_relevant",
        r"divid\w* by n_relevant", r"R@k", r"recall values", r"instead of (the )?rank"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"squar\w*", r"beta ?\*\* ?2", r"beta\u00b2", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract\w* (the )?(one|1)", r"without (subtracting|the minus|the - ?1)", r"2\^rel(_i)? (instead of|rather than)",
        r"forg\w+ .{0,20}(- ?1|minus|subtract)", r"gain .{0,20}(off by one|one too (high|large|big))"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"raw DCG", r"without (the )?(normali[sz]|divid)",
        r"forg\w+ .{0,30}(ideal|IDCG|divi|normali)", r"never divid", r"DCG (only|alone)", r"unnormali[sz]ed",
        r"(just|only) (the )?DCG", r"missing .{0,20}(IDCG|ideal DCG|normali)"]], '''
import numpy as np

def dcg(rels):
    rels = np.asarray(rels, dtype=float)
    if rels.size == 0:
        return 0.0
    disc = np.ones(rels.size)
    disc[1:] = np.log2(np.arange(2, rels.size + 1))
    return float((rels / disc).sum())

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) if dcg(ideal) > 0 else 0.0
''')

wrong("q11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"\bk\b instead of min", r"min.{0,25}(missing|forgot|ignored|dropped)",
        r"by k alone", r"forg\w+ .{0,20}min", r"without (the )?min", r"/ ?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("q12", "map.mrr", "shape", "returns 1 over the mean first rank instead of the mean of the reciprocal ranks",
      [[r"reciprocal of the (mean|average)", r"1 ?/ ?(mean|average)", r"(mean|average) (first )?rank",
        r"invert\w* .{0,20}(after|the mean|the average)", r"inverse of the (mean|average)",
        r"(mean|average) (taken |computed )?before .{0,20}(reciprocal|invert)"]], '''
import numpy as np

def my_mrr(runs):
    firsts = []
    for run in runs:
        r = next((i for i, x in enumerate(run, 1) if x), None)
        firsts.append(r if r is not None else np.inf)
    return float(1 / np.mean(firsts))
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided p-value (not doubled)",
      [[r"one.sided", r"one tail", r"single tail", r"not (doubled|multiplied)", r"forg\w+ .{0,20}(doubl|2|two)",
        r"half (of )?the (two.sided )?p", r"(times|multipl\w*) (by )?(2|two)", r"doubl"]], '''
from scipy.stats import binom

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("q14", "gen.practical", "shape", "recall's lower bound divides v by d - s, dropping the + v of d - s + v",
      [[r"\+ ?v\b", r"forg\w+ .{0,20}\bv\b", r"(missing|dropped|drops|without) .{0,20}\bv\b",
        r"d ?- ?s\b(?! ?\+)", r"d - s instead", r"(relevant|hits) (within|in) the scope .{0,30}(left out|missing)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "returns from inside the query loop: the MAP is the first query's AP alone",
      [[r"return\w* (from )?(inside|in|within) the loop", r"first query('s)? (only|alone|AP)", r"only (the )?first query",
        r"after (the )?first (query|iteration)", r"loop .{0,20}(stops|ends|exits) early", r"return .{0,15}indent"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / n if n else 0.0
        return total / len(runs)
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision over the ranks above (a max from the "
      "top down) instead of over the ranks at or after the level",
      [[r"(earlier|preceding|previous|higher|above) ranks", r"from the (top|start|beginning)", r"wrong direction",
        r"instead of (the )?(later|following|right|ranks below)", r"(left|forward) (running )?max",
        r"max\w* .{0,30}(before|so far|up to)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    k = np.arange(1, len(y) + 1)
    prec = np.maximum.accumulate(hits / k)   # monotone envelope, as in the SO answer
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for i in range(11):
        r = i / 10
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q17", "dcg.classic", "flow", "uses the 0-based index as the rank from the third item on (one rank off) and "
      "so skips the second grade",
      [[r"off.by.one", r"0.based", r"zero.based", r"index .{0,20}(as|for|instead of) (the )?rank",
        r"one (rank|position) (off|late|early|too (soon|early))", r"skip\w* (the )?second", r"second (grade|item) .{0,20}(skipped|missing|dropped|left out)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    dcg = grades[0]
    for i in range(2, len(grades)):
        dcg += grades[i] / math.log2(i)
    return dcg
''')

wrong("q18", "ap.eleven_point", "flow", "divides the sum of the 11 interpolated precisions by 10",
      [[r"divid\w* by 10", r"by ten", r"/ ?10\b", r"off.by.one", r"10 instead of 11", r"ten instead of eleven",
        r"(one|a) level (short|too few)"]], '''
def my_11pt(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(precs, recs) if rr >= r]
        total += max(cand) if cand else 0.0
    return total / 10
''')

wrong("q19", "map.mrr", "flow", "never breaks out of the loop: the rank kept is the last relevant one, not the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"(forgot|missing|forgets) .{0,10}break",
        r"overwrit\w*", r"keeps? (looping|going)", r"not (stop|break)\w*", r"(last|final) hit"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = 0
        for i, rel in enumerate(run):
            if rel:
                rank = i + 1
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q20", "pr.points", "flow", "computes the precision before counting the current relevant item (one hit short)",
      [[r"before (counting|adding|incrementing|updating)", r"one (hit|relevant( item)?) (short|behind|late|too few)",
        r"not yet counted", r"stale", r"off.by.one", r"before .{0,20}(update|increment)", r"current (item|hit) .{0,20}(not|missed)"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            pts.append(hits / rank)
            hits += 1
    return pts
''')

wrong("q21", "interp.step", "flow", "no break when the level is reached: returns the precision at the last relevant "
      "item whose recall reaches the level, not the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"(forgot|missing|forgets) .{0,10}break",
        r"overwrit\w*", r"keeps? (looping|going)", r"last (point|P_?i)", r"not (the )?first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, p = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / k
    return p
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the length of labels[:n_relevant]: a list shorter than the class "
      "is not padded with non-relevant ranks",
      [[r"divid\w* by (the )?(list'?s? |slice'?s? )?length", r"len\(labels(\[:n_relevant\])?\)", r"min\(",
        r"instead of (the )?(class size|n_relevant|c)\b", r"not padded", r"slice'?s? length",
        r"number of (items|ranks) (returned|present|in the (list|slice))", r"ranks? (past|beyond) the end .{0,30}(ignored|not counted|dropped)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q23", "ap.eleven_point", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose float steps "
      "(0.30000000000000004) miss a recall of exactly 0.3, 0.6 or 0.7",
      [[r"float\w*", r"round\w*", r"arange", r"inexact", r"0\.3000", r"representation", r"precision error"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(y)
    vals = []
    for r in np.arange(0.0, 1.1, 0.1):
        m = rec >= r
        vals.append(prec[m].max() if m.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q25", "avg.macro", "hidden", "divides by tp + fp with no guard: a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.exact", "hidden", "NumPy division by n_relevant = 0 gives nan instead of 0 for a query with no "
      "relevant items", [NAN], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.sum(prec * y) / np.float64(n_relevant))
''')

wrong("q27", "ndcg.all_judgments", "hidden", "NumPy 0/0 when the ideal DCG is 0: returns nan instead of 0", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(r):
        r = np.asarray(r, dtype=float)
        d = np.ones(len(r))
        d[1:] = np.log2(np.arange(2, len(r) + 1))
        return np.sum(r / d)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q28", "pr.averaged", "hidden", "skips a query with no relevant items instead of counting it as 0 at every "
      "level (the mean is over fewer queries)",
      [[r"skip\w*", r"(left|leaves|dropped|drops|excluded?|excludes) .{0,30}(query|mean|average)", r"not counted",
        r"fewer queries", r"divid\w* by (the )?(number|count) of queries with", r"continue"]], '''
import numpy as np

def curve(labels, n):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n
    return [float(prec[rec >= j / 10].max()) if (rec >= j / 10).any() else 0.0 for j in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve(r, n) for r, n in zip(runs, n_relevant) if n > 0]
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q38", "set.f_beta", "hidden", "no guard for P = R = 0: raises ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall term of the denominator instead of on the "
      "precision term",
      [[r"(wrong|other) term", r"beta.{0,15}(on|times|multipl\w*|with) (the )?(recall|R)\b",
        r"(recall|R) (term )?(instead of|rather than) (the )?(precision|P)\b", r"beta\^?2? ?\*? ?(R|recall)\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "treats label 0 as the positive class (counts negatives scoring above positives)",
      [[r"label 0", r"(positive|negative)s? .{0,25}(swapped|inverted|reversed|flipped|confused)",
        r"(swap|invert|flip|revers|confus)\w* .{0,25}(labels|classes|positive)", r"0 as (the )?positive",
        r"pos_label"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "ap.value", "twin", "divides the sum of precisions by the number of relevant items in the ranking "
      "(the hits) instead of n_relevant",
      [[r"(number|count) of (relevant )?(hits|items) (retrieved|found|in the (list|ranking))",
        r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"ignor\w* .{0,20}n_relevant",
        r"instead of (the )?n_relevant", r"(mean|average) of the precisions"]], '''
labels = v["labels"]
hits, precs = 0, []
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / len(precs)
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|opposite) order", r"swap\w*", r"revers\w*", r"(highest|optimistic) first",
        r"order of the (two )?(bounds|values)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in opt[:k]) / k, sum(l for _, l in pess[:k]) / k]
''')

wrong("q33", "roc.eer", "twin", "takes the ROC point where max(FPR, FNR) is smallest without interpolating the "
      "crossing between two points",
      [[r"(no|without|never|skips?) (the )?interpolat\w*", r"not interpolat\w*", r"nearest (ROC )?point",
        r"closest (ROC )?point", r"(discrete|existing|actual) (ROC )?points", r"max\(fpr, ?fnr\)",
        r"(min|smallest) .{0,20}max"]], '''
import numpy as np

def my_eer(scores, labels):
    # sklearn.metrics.roc_curve-style thresholds, from an SO answer
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    best = 1.0
    for t in np.unique(s):
        pred = s >= t
        fpr = (pred & ~y).sum() / (~y).sum()
        fnr = (~pred & y).sum() / y.sum()
        best = min(best, max(fpr, fnr))
    return float(best)
''')

wrong("q34", "interp.curve", "twin", "uses R@k > r (strict) instead of R@k >= r",
      [[r"strict\w*", r">\s*r\b", r"greater than (instead of|rather than)", r"instead of >=",
        r"(>=|at least|or equal) .{0,25}(replaced|instead|missing|dropped)", r"excludes? .{0,20}(equal|exact)"]], '''
def my_interpolated(labels, n_relevant):
    P, R, hits = [], [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for i in range(11):
        r = i / 10
        ps = [p for p, rr in zip(P, R) if rr > r]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("q35", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list's length) instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"min\(k, ?len",
        r"number of (items|ranks) (retrieved|in the list)"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, len(labels))
    if min(k, n_relevant) == 0 or den == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / den)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q24", "set.pr", "data", "counts the retrieved list as it is (not as a set): an id retrieved twice counts "
      "twice",
      [[r"duplicat\w*", r"(not|never|without) (a |using |converting .{0,10})?sets?\b", r"set\(\)",
        r"counts? .{0,25}(more than once|two times|double)", r"double.count\w*", r"len\(retrieved\)", r"list,? not a set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q36", "rank.distances", "data", "sorts the distances in descending order (farthest first), as for scores",
      [[r"farthest", r"descending", r"largest (distance )?first", r"revers\w*", r"(similarit\w*|scores?)",
        r"wrong (direction|order)", r"high(est)? .{0,10}first"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q37", "map.mean", "data", "uses each run's number of relevant items retrieved (sum(run)) instead of the "
      "given n_relevant",
      [[r"sum\(run\)", r"relevant (items )?(retrieved|in the (list|run))", r"ignor\w* .{0,20}n_relevant",
        r"instead of (the )?(given )?n_relevant", r"(number|count) of (hits|relevant) (in|retrieved)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / y.sum()))
    return float(np.mean(aps))
''')


wrong("q39", "gen.grip_point", "data", "takes the class size as len(labels) (the list's length) instead of "
      "n_relevant",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"whole (list|ranking)", r"instead of n_relevant",
        r"length of the (list|ranking)", r"ignor\w* .{0,20}n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)
    return sum(labels[:s]) / s
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries (counts them as losses) instead of dropping them",
      [[r"ties? (were |are )?(kept|counted|included|not dropped)", r"(kept|counted|included|keeps|counts|includes) "
        r".{0,25}ties?", r"zero differences?", r"without dropping", r"(equal|tied) quer\w+ .{0,30}(kept|counted|loss)"]], '''
from scipy.stats import binomtest

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
n = len(v["a"])
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so labels are "
      "paired with the wrong targets",
      [[r"sort\w* .{0,30}(distances|only)", r"labels? .{0,30}(not|never) (sorted|permuted|reordered|moved)",
        r"misalign\w*", r"out of (step|sync)", r"mismatch\w*", r"pair\w* .{0,20}wrong", r"wrong (targets|labels)"]], '''
import bisect

def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    n = bisect.bisect_left(d, epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q42", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"first query'?s? (n_relevant|class size)", r"n_relevant\[0\]", r"same n_relevant",
        r"one (class size|n_relevant) for (all|every)", r"(every|all) quer\w+ .{0,30}(same|first)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    n = n_relevant[0]
    levels = [i / 10 for i in range(11)]
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n if n else np.zeros_like(y)
        curves.append([prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "loop over the distinct thresholds, interpolating the crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        f0 = x0 - (1 - y0)
        f1 = x1 - (1 - y1)
        if f0 <= 0 <= f1:
            if f1 == f0:
                return x0
            t = -f0 / (f1 - f0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

right("q44", "gen.practical", "Fractions, the paper's letters", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q45", "interp.step", "itertools.accumulate and a generator with next()", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    pts = [(h / n_relevant, h / k) for k, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
    return next((p for r, p in pts if r >= level - 1e-12), 0.0)
''')

right("q46", "ndcg.value", "NumPy with the ideal from all judgments", '''
import numpy as np

def dcg(r):
    r = np.asarray(r, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(r) + 1)))
    return float(np.sum(r / disc))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

right("q47", "scope.eps_precision", "list comprehension over zip", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q48", "rank.p_at_k", "NumPy padding to k", '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.zeros(k)
    n = min(k, len(labels))
    top[:n] = labels[:n]
    return float(top.sum() / k)
''')

SUBMISSIONS = tuple(S)
