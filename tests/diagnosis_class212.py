"""Diagnosis class 212, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students in a
hurry before a deadline: partially finished code, a forgotten branch, a variable from the previous task reused, a
return in the wrong place (styles vary: loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c212-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class212).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 212 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c212-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the precision at rank n_relevant (R-precision, the previous "
      "exercise's code) instead of average precision",
      [[r"R.?precision", r"precision at (rank )?(R|n_relevant)\b", r"P@R\b", r"P@n_relevant",
        r"precision at the cut.?off (R|n_relevant)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    R = n_relevant
    top = labels[:R]
    return sum(top) / R
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) of the previous "
      "exercise instead of the log2(i + 1) discount",
      [[r"classic", r"log2\s*\(?\s*i\s*\)?(?!\s*\+)", r"rank 1 (is )?(not|un)discounted",
        r"first (grade|item|rank) (not|un)discounted", r"log2\(i\) instead of log2\(i ?\+ ?1\)",
        r"Burges|J[aä]rvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / log2(i) for i in range(2, len(g) + 1))
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries (sum tp / sum (tp + fp)) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"summ\w* (the )?counts? (over|across|of all)", r"counts (are )?added"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "set.f_beta", "sibling", "always returns F1, the harmonic mean of P and R (beta is never used: the "
      "F_beta branch was left unfinished)",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"beta (is )?(ignored|never used|unused|not used)",
        r"ignor\w* (the )?beta", r"beta\s*=\s*1 (always|for every)", r"as if beta (were|was|is) 1"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p + r == 0:
        return 0.0
    # TODO beta version
    return 2 * p * r / (p + r)
''')

wrong("q05", "interp.step", "sibling", "uses the max interpolation of the previous exercise (max precision at any "
      "recall >= level) instead of the step rule's P_i",
      [[r"max(imum)? (interpolat\w*|rule|scheme)", r"highest precision", r"largest precision",
        r"interpolat\w* (by|with|as) (the )?max", r"11.?point (rule|interpolation)", r"best precision",
        r"any (later|higher) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"unjudged (items|ones) (all |counted )?relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s
    rec_low = v / (d - s + v) if v else 0.0
    gen_low = (d - s + v) / d
    return [prec, rec_low, gen_low]
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of P@i by n_relevant (plain AP truncated at k) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by (the )?n_relevant", r"\bby R\b", r"instead of (the )?min", r"not (by )?(the )?min",
        r"without (the )?min", r"plain AP", r"all (the )?relevant items"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta instead of beta squared in front of P in the denominator",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2)(?! ?squared)", r"not squared", r"square\w* (only )?(once|in the numerator)",
        r"missing (the )?square", r"forg\w* (to )?square", r"beta instead of beta"],
       [r"denominator", r"b(eta)? ?\* ?P", r"bottom", r"beta P\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"log base e", r"np\.log\b(?!2)",
        r"wrong (log )?base", r"not (log )?base 2", r"instead of log2", r"another base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "dcg.exponential", "shape", "uses gain 2^rel without the - 1",
      [[r"without (the )?- ?1", r"minus 1", r"- ?1 (is )?(missing|forgotten|dropped|left out)",
        r"forg\w* (the )?- ?1", r"2\^rel\b(?! ?- ?1)", r"2 ?\*\* ?rel\w*(?! ?- ?1)", r"gain of 2\^",
        r"grade 0 (gains|gives|adds|counts) 1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(1, len(g) + 1) + 1)))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving out the + v of "
      "(d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"missing (the )?\+ ?v", r"forg\w* (the )?\+ ?v",
        r"\+ ?v (is )?(missing|dropped|left out)", r"v found (are )?not (counted|added)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of (by )?11", r"not (by )?11", r"one level (too )?(few|less)"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max([p for p, rc in zip(precs, recs) if rc >= r], default=0.0)
    return total / 10
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided tail probability, not doubled for the two-sided "
      "test",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"forg\w* to double",
        r"half (of )?the (two.?sided )?p", r"times 2 (is )?missing", r"\* ?2 (is )?missing"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "pr.points", "shape", "the point's precision divides the hits by n_relevant (that is its recall) "
      "instead of by the rank",
      [[r"by n_relevant", r"n_relevant instead of (the )?rank", r"not by (the )?rank",
        r"instead of (by )?(the )?rank", r"recall instead of (the )?precision", r"returns? (the |its )?recall",
        r"(is|gives|computes) (the |its )?recall"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop range(1, k) stops one rank early: the k-th item is never counted",
      [[r"off.?by.?one", r"one (rank )?(too )?(early|short|few)", r"k.?th (item|rank) (is )?(never|not) "
        r"(counted|included|looked at)", r"range\(1, ?k\)", r"first k ?- ?1", r"top k ?- ?1", r"k ?- ?1 (items|ranks)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the return sits inside the loop over queries: it returns after the first "
      "query (its AP divided by the number of queries)",
      [[r"return\w* (is )?inside (the )?loop", r"return in the loop", r"after the first query",
        r"only (the )?first query", r"first query only", r"return\w* too early", r"indent\w*",
        r"early return"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
        return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "averages the last query's curve only: the mean is taken of the curve "
      "variable left over from the loop, not of the accumulated curves",
      [[r"last query", r"only one query", r"one query'?s? (curve|values?) (reused|only)",
        r"left.?over", r"final query", r"not (accumulated|summed|averaged) over (the |all )?queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for run, R in zip(runs, n_relevant):
        run = np.asarray(run, dtype=float)
        curve = np.zeros(11)
        if R > 0 and len(run):
            hits = np.cumsum(run)
            prec = hits / np.arange(1, len(run) + 1)
            rec = hits / R
            for j, r in enumerate(levels):
                ok = rec >= r - 1e-12
                curve[j] = prec[ok].max() if ok.any() else 0.0
        curves.append(curve)
    return [float(x) for x in np.mean([curve], axis=0)]
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"\bbreak\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not (only )?the first", r"keeps? (on )?(adding|summing|counting)", r"sum of (the )?reciprocal ranks",
        r"stop\w* at the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x == 1:
                total += 1 / i
    return total / len(runs)
''')

wrong("q19", "ap.at_k", "flow", "never cuts the list at k: sums P@i over the relevant ranks of the whole list",
      [[r"never cut", r"not cut", r"whole list", r"beyond (rank )?k", r"past k", r"after (rank )?k",
        r"ignor\w* k", r"\[:k\]", r"all ranks", r"every relevant rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    precs = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
    return sum(precs) / den
''')

wrong("q20", "gen.grip_point", "flow", "slices one rank too many, labels[:c + 1], but still divides by c",
      [[r"off.?by.?one", r"one (rank|item) too (many|far|long)", r"c ?\+ ?1", r"n_relevant ?\+ ?1",
        r"rank c ?\+ ?1", r"one extra (rank|item)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c + 1]) / c
''')

wrong("q21", "interp.curve", "flow", "builds the levels with np.arange(0, 1, 0.1): level 1.0 is left out, "
      "10 values instead of 11",
      [[r"arange", r"1\.0 (is )?(missing|left out|excluded|dropped)", r"(missing|without|drops?|omits?) "
        r"(the )?(level )?1\.0", r"\b10 (values|levels|numbers)", r"one level short", r"last level"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(lab))
    out = []
    for r in np.arange(0, 1, 0.1):
        ok = rec >= r - 1e-9
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by zero (the zero-recall "
      "branch was forgotten)",
      [ZERODIV, [r"relevant set (is )?empty", r"empty relevant", r"no relevant", r"nothing (is )?relevant",
                 r"len\(relevant\) ?(==|is) ?0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?(==|=|is) ?0", r"empty (result|retrieved)",
                 r"no (item|document)s? retrieved", r"zero retrieved"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "set.f_beta", "hidden", "the P = R = 0 case was left out: the formula divides 0 by 0",
      [ZERODIV, [r"P ?= ?R ?= ?0", r"both (are )?(0|zero)", r"precision and recall (are )?(both )?(0|zero)",
                 r"0 ?/ ?0", r"zero (by|over) zero"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy divides 0 by 0 and "
      "returns nan",
      [NAN, [r"ideal (DCG )?(is )?(0|zero)", r"IDCG ?(=|==|is) ?0", r"no relevant (item|grade)",
             r"all (grades )?(are )?(0|zero)", r"0 ?/ ?0"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return np.float64(0.0)
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list, not by c: a list shorter than "
      "the class is not padded with non-relevant ranks",
      [[r"len\(", r"length of the (cut |sliced )?list", r"not padded", r"fewer (items|ranks) than",
        r"divid\w* by (the number of )?(items|ranks) (returned|present|in the list)", r"instead of (by )?c\b",
        r"not by c\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides "
      "by zero",
      [ZERODIV, [r"no relevant", r"n_relevant ?(=|==|is) ?0", r"min\(k, ?n_relevant\) ?(=|==|is) ?0",
                 r"zero relevant", r"R ?= ?0"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "no branch for an empty epsilon result: np.mean of an empty array "
      "gives nan",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned)", r"no target", r"mean of an empty",
             r"0 ?/ ?0"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "takes label 0 as the positive class (the if is the wrong way round), which gives "
      "1 - AUC, the same as reading the scores as distances",
      [[r"label 0 (as|is|taken as|treated as) (the )?positive", r"labels? (are )?(swapped|inverted|flipped|reversed)",
        r"positive and negative (classes )?(swapped|inverted|mixed up|confused)",
        r"negatives? (taken|treated|used) as (the )?positive", r"wrong class", r"classes (swapped|inverted)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q30", "gen.practical", "twin", "the generality lower bound divides v by s (the scope) instead of d (the "
      "database size), the same number as copying the precision into it",
      [[r"\bby s\b", r"v ?/ ?s\b", r"scope instead of (the )?(database|d\b)", r"s instead of d",
        r"divid\w* by (the )?scope", r"not by (the )?database (size)?", r"instead of (the )?database size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / s
    return [v / s, recall_lower, generality_lower]
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as tp, fn, fp (columns in the wrong order), so it averages "
      "tp / (tp + fn), the same numbers as macro recall",
      [[r"column", r"unpack\w*", r"order of (the )?(table|entries|counts)", r"fp and fn (swapped|confused|mixed)",
        r"fn and fp (swapped|confused|mixed)", r"\[tp, fn, fp\]", r"tp, fn, fp", r"misread\w* (the )?table"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        total += tp / (tp + fp) if tp + fp > 0 else 0.0
    return total / len(tables)
''')

wrong("q32", "rank.distances", "twin", "sorts with reverse=True (farthest first, as for scores), the same numbers "
      "as counting the last k of the nearest-first list",
      [[r"reverse", r"farthest first", r"descending", r"largest distance first", r"wrong (sort )?order",
        r"as (if they were )?(similarity )?scores", r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (ties are not dropped), the same number as "
      "counting each tie as a loss of a",
      [[r"ties? (are |were )?(not|never) (dropped|removed|excluded)", r"(kept|keeps|keeping) (the )?ties",
        r"ties? (kept|included|counted)", r"n includes (the )?ties", r"all (the )?queries (in|as) n",
        r"drop\w* (the )?ties"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = float(binomtest(wins, len(a)).pvalue)
''')

wrong("q34", "scope.knn_ties", "twin", "the tie-break keys are the wrong way round (the 'pessimistic' sort puts "
      "tied relevant targets first), the same numbers as returning the two bounds in swapped order",
      [[r"tie.?break\w* (key|rule)s? (is |are )?(reversed|swapped|inverted|wrong)",
        r"sort key", r"-label", r"relevant (targets )?first in the pessimistic",
        r"pessimistic (sort|order|key) (puts|ranks) (the )?relevant (targets )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], -t[1]))
    opt = sorted(pairs, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q35", "ndcg.all_judgments", "twin", "the ideal ranking is the sorted retrieved grades with the unretrieved "
      "grades appended after them, not all judged grades sorted together (the same numbers as sorting the "
      "retrieved grades alone and adding the unretrieved gains at the following ranks)",
      [[r"append\w*", r"not (all )?sorted together", r"not merged", r"(placed|put|added|kept) (at the end|after|last)",
        r"sorted separately", r"unretrieved (grades )?(are )?not sorted", r"after the retrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True) + list(unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of the given n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"sum of (the )?labels",
        r"ones in the (list|labels)", r"ignor\w* (the )?(given )?n_relevant", r"instead of n_relevant",
        r"unretrieved (relevant )?(items )?(ignored|left out|not counted)"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / k
my_ap_value = s / sum(labels)
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so labels no "
      "longer belong to their targets",
      [[r"label\w* (are )?not (sorted|reordered|moved)", r"(misaligned|out of step|mismatch\w*)",
        r"sorted (the )?distances (only|alone)", r"only (the )?distances (are )?sorted",
        r"labels? (no longer|don.?t) (match|belong)", r"pair\w* (broken|lost)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [y for d, y in zip(ds, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q38", "set.pr", "data", "counts retrieved ids as a list (an id retrieved twice counts twice in the "
      "precision's denominator)",
      [[r"duplicat\w*", r"(list|lists) (not|instead of) (a )?set", r"not (as )?(a )?set",
        r"len\(retrieved\)", r"repeated id", r"counts? (it|them|the id) twice", r"counted twice"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "roc.eer", "data", "divides the false positives by the number of all items (len(labels)) instead of "
      "the number of negatives",
      [[r"len\(labels\)", r"all (the )?items", r"every item", r"total (number of )?(items|scores|samples)",
        r"not (by )?(the )?(number of )?negatives", r"instead of (the )?(number of )?negatives",
        r"whole (list|sample)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), len(y)
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    for j in range(len(fpr)):
        if fpr[j] >= fnr[j]:
            if j == 0 or fpr[j] == fnr[j]:
                return float(fpr[j])
            f0, f1, n0, n1 = fpr[j - 1], fpr[j], fnr[j - 1], fnr[j]
            u = (n0 - f0) / ((f1 - f0) - (n1 - n0))
            return float(f0 + u * (f1 - f0))
    return float(fpr[-1])
''')

wrong("q40", "map.mean", "data", "uses n_relevant[0] (the first query's number of relevant items) for every "
      "query",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|count)", r"same n_relevant",
        r"one n_relevant for (every|all)", r"(every|each) query'?s? (own )?n_relevant (not|never) used",
        r"wrong query'?s? n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    R = n_relevant[0]
    for run in runs:
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q41", "dcg.classic", "data", "treats the graded relevance as binary (any grade > 0 counts 1)",
      [[r"binary", r"grade\w* (as|treated as) (0/1|1)", r"> ?0", r"counts? (as )?1",
        r"ignor\w* (the )?grade", r"relevant or not", r"grades? (are )?(clipped|capped)"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 0 else r / log2(i + 1) for i, r in enumerate(rel))
''')

wrong("q42", "interp.step", "data", "takes the class size as the relevant items retrieved (sum of the labels) "
      "instead of n_relevant, so recall reaches 1 too early",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"ignor\w* (the )?(given )?n_relevant", r"instead of n_relevant", r"unretrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    prev_recall = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            rec = hits / R
            if prev_recall < level <= rec + 1e-12:
                return hits / k
            prev_recall = rec
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact fractions", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "map.mrr", "itertools.dropwhile and next with a default", '''
from itertools import dropwhile

def my_mrr(runs):
    rr = []
    for run in runs:
        first = next(dropwhile(lambda t: not t[1], enumerate(run, 1)), None)
        rr.append(1 / first[0] if first else 0.0)
    return sum(rr) / len(rr)
''')

right("q45", "interp.curve", "NumPy, levels i / 10", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    out = []
    for i in range(11):
        if n_relevant == 0:
            out.append(0.0)
            continue
        ok = hits * 10 >= i * n_relevant
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q46", "scope.knn_ties", "sorted with tuple keys in comprehensions", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("q47", "rank.distances", "explicit loop over argsort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    hits = 0
    for i in order[:k]:
        hits += labels[i]
    return hits / k
''')

right("q48", "dcg.exponential", "loop with math.log2", '''
from math import log2

total = 0.0
for i, g in enumerate(v["grades"], 1):
    total += (2 ** g - 1) / log2(i + 1)
my_dcg_exp = total
''')

SUBMISSIONS = tuple(S)
