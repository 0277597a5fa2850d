"""Diagnosis class 220, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned the measures from library documentation (ranx, ir_measures, scikit-learn) and rebuild them from memory,
option names and defaults half-remembered. Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the format of tests/diagnosis_class19.py were read.
Student ids are ``"c220-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4+ value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class220).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 220 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c220-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(scikit-learn style) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of hits", r"\bhits\b",
        r"relevant (items )?(found|in the (list|ranking))", r"instead of n_relevant", r"not (by )?n_relevant",
        r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 (the ranx/ir_measures default) instead "
      "of the plain grade",
      [[r"exponential", r"2 ?\^ ?rel", r"2\*\*", r"2 to the", r"power of 2", r"gain 2"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum((2 ** g - 1) / np.log2(ranks + 1)))
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, as ir_measures' AP, instead of "
      "the 11-point interpolated average",
      [[r"exact AP", r"non.?interpolated", r"(plain|ordinary|uninterpolated) (AP|average precision)",
        r"average precision instead", r"not interpolat", r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q04", "map.mrr", "sibling", "averages P@1 (success at the first rank) instead of the reciprocal rank of the "
      "first relevant item",
      [[r"P@1", r"precision at (rank )?1", r"first (rank|item|position) only", r"only the first (rank|item)",
        r"success@1", r"top.?1"]], '''
def my_mrr(runs):
    return sum(run[0] if run else 0 for run in runs) / len(runs)
''')

wrong("q05", "ndcg.all_judgments", "sibling", "uses the log2(i + 1) discount on every rank (ranx / trec_eval "
      "formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"log2?\s*\(?\s*rank\s*\+\s*1", r"trec_eval (formulation|style|discount)", r"discount\w* (the )?first",
        r"first (rank|item|grade) (is )?discounted", r"another discount", r"wrong discount"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i + 1) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q06", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"\(d - s \+ v\) ?/ ?d", r"highest generality",
        r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s if s else 0.0
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (trec_eval's cut AP) instead of min(k, n_relevant)",
      [[r"divid\w* by (n_relevant|R)\b", r"all (the )?relevant", r"number of relevant", r"total relevant"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* k", r"cut"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (1 + beta) P R / (beta P + R)",
      [[r"beta (is )?not squared", r"beta\s*\*\*\s*2", r"squar", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "forgets the - 1 of the gain: 2^rel / log2(i + 1)",
      [[r"without (the )?- ?1", r"missing (the )?- ?1", r"minus (one|1)", r"forg[eo]t\w* .{0,20}1", r"zero grade.{0,30}(1|one)",
        r"grade 0 .{0,30}gain"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v of the denominator forgotten",
      [[r"\+ ?v", r"plus v", r"d - s\b(?! \+)", r"forg[eo]t\w* .{0,20}\bv\b", r"denominator"]], '''
import numpy as np

def my_practical(labels, d):
    lab = np.asarray(labels)
    s = lab.size
    v = int(lab.sum())
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q11", "dcg.classic", "shape", "discounts with the natural log instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e", r"log base", r"another base", r"wrong base", r"base 2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (not doubled for the two-sided test)",
      [[r"one.?sided", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"instead of min", r"min.{0,10}max"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("q14", "avg.macro", "shape", "puts fn into each query's precision denominator: tp / (tp + fp + fn)",
      [[r"fn (in|into|added)", r"false negatives?", r"tp ?\+ ?fp ?\+ ?fn", r"every (cell|count)", r"all three"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        tot = tp + fp + fn
        precs.append(tp / tot if tot else 0.0)
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "records the precision before counting the current hit (the hit counter is "
      "increased after the point is saved)",
      [[r"before (count|increment|updat|add)", r"one (hit )?too few", r"after (saving|the point|appending)",
        r"one step late", r"previous (hit|count)", r"order of", r"increment\w* (too )?late"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q16", "map.mean", "flow", "never resets the running sum of precisions between queries, so each AP "
      "includes the earlier queries' precisions",
      [[r"reset", r"re.?initiali", r"carr(y|ies|ied) over", r"accumulat\w* across", r"outside the loop",
        r"earlier quer", r"previous quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    s = 0.0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "ap.eleven_point", "flow", "averages over ten levels 0.0 ... 0.9 only (range(10)), leaving out level "
      "1.0",
      [[r"(level )?1\.0 (is )?(missing|left out|skipped|dropped|never)", r"without (level )?1\.0", r"ten levels", r"10 levels", r"range\(10\)", r"last level", r"off.?by.?one", r"eleventh"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    ranks = np.arange(1, lab.size + 1)
    prec = np.cumsum(lab) / ranks
    rec = np.cumsum(lab) / n_relevant
    vals = []
    for j in range(10):
        r = j / 10
        ok = rec >= r - 1e-12
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: sums the reciprocal ranks of every "
      "relevant item of the query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"(sum|add)\w* .{0,30}reciprocal",
        r"not only the first", r"stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run, 1):
            if rel:
                total += 1 / i
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "returns the last query's 11-point curve instead of the mean over queries "
      "(the curve variable is overwritten in the loop)",
      [[r"last query", r"overwrit", r"only one query", r"one query's", r"not averaged", r"no (mean|average)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        lab = np.asarray(run, dtype=float)
        if R == 0 or lab.size == 0:
            curve = [0.0] * 11
            continue
        prec = np.cumsum(lab) / np.arange(1, lab.size + 1)
        rec = np.cumsum(lab) / R
        curve = [float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0 for r in levels]
    return curve
''')

wrong("q20", "scope.knn_ties", "flow", "sorts once (ties broken by label) and reads both bounds from that one "
      "order, so the lowest and highest P@k are the same",
      [[r"same (order|ranking|sort)", r"one (order|sort)", r"sorted once", r"(bounds|values) (are )?(identical|the same)",
        r"never re.?sort", r"tie.{0,20}(broken|break).{0,20}(once|same)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], labels[i]))
    top = [labels[i] for i in order[:k]]
    low = sum(top) / k
    high = sum(top) / k
    return [low, high]
''')

wrong("q21", "dcg.classic", "flow", "starts the loop at the second item: rel_1 is never added",
      [[r"first (item|grade|rank)", r"rel_?1 (is )?(missing|skipped|never added|left out)", r"skip", r"range\(1", r"off.?by.?one", r"index 0"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i in range(1, len(grades)):
        total += grades[i] / log2(i + 1)
    return total
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the length of the cut list, not n_relevant, when the list "
      "is shorter than the class (missing ranks not counted as non-relevant)",
      [[r"len\w*", r"length of the (list|slice|cut)", r"shorter list.{0,40}(divid|len)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"padd"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q23", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose float 0.3, 0.6, 0.7 "
      "are a hair above the exact recalls",
      [[r"arange", r"float\w*", r"rounding", r"0\.30000", r"precision error",
        r"tolerance"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(lab) / np.arange(1, lab.size + 1)
    rec = np.cumsum(lab) / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q24", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: crashes when nothing "
      "is retrieved", [ZERODIV, [r"nothing retrieved", r"empty", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret)
    r = tp / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when the ideal DCG is 0: returns nan instead of 0",
      [NAN, [r"ideal", r"IDCG", r"no relevant", r"all (grades )?(are )?0", r"zero"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''', scope="all")

wrong("q26", "scope.eps_precision", "hidden", "takes the NumPy mean of an empty selection when nothing is within "
      "epsilon: returns nan instead of 0",
      [NAN, [r"nothing (is )?within", r"empty", r"no target", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("q27", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) crashes with a division by zero",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?(=|is) ?0", r"empty", r"no (item )?retrieved"]], '''
from statistics import mean

def my_macro_precision(tables):
    return mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "min(k, n_relevant) is 0 for a query without relevant items: division by zero",
      [ZERODIV, [r"no relevant", r"n_relevant (=|is) ?0", r"min\(k, ?n_relevant\) (=|is) ?0", r"zero relevant"]],
      '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += Fraction(hits, i)
    return float(s / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator (P and "
      "R swapped there)",
      [[r"swap", r"(P|precision) and (R|recall) (are )?(swapped|exchanged|confused)", r"recall and precision", r"beta\W*2 \W*\*?\W*R",
        r"wrong (term|side)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "sorts the scores ascending (lowest first), so pairs are counted the wrong way "
      "round and the result is 1 - AUC",
      [[r"ascending", r"lowest (score )?first", r"revers", r"wrong (way|direction)", r"sort\w* .{0,20}order",
        r"1 ?- ?AUC", r"inverted"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    pos_seen = 0
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    good = 0.0
    i = 0
    while i < len(order):
        j = i
        while j < len(order) and scores[order[j]] == scores[order[i]]:
            j += 1
        grp = [labels[t] for t in order[i:j]]
        p = sum(grp)
        n = len(grp) - p
        good += n * pos_seen + 0.5 * n * p
        pos_seen += p
        i = j
    return good / (n_pos * n_neg)
''')

wrong("q31", "rank.distances", "twin", "sorts the distances descending (reverse=True, as for scores): the farthest "
      "targets ranked first",
      [[r"descending", r"reverse", r"farthest", r"largest (distance )?first", r"like (a )?score", r"similarit"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels), reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q32", "dcg.exponential", "twin", "off-by-one rank: log2(i + 2) with i already 1-based",
      [[r"off.?by.?one", r"i ?\+ ?2", r"1.?based", r"0.?based", r"shifted", r"one rank (too )?(late|far)"]], '''
import numpy as np

g = np.array(v["grades"])
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(((2.0 ** g - 1) / np.log2(i + 2)).sum())
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n instead of dropping them",
      [[r"ties? (are )?(not dropped|kept|counted|included)", r"tied queries (are )?(kept|counted|included|not dropped)",
        r"(keep|kept|includ\w*|count\w*) (the )?(tied|ties)", r"len\(a\)", r"all (the )?queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q34", "scope.knn_ties", "twin", "returns the bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap", r"revers", r"highest first", r"wrong way"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [high, low]
''')

wrong("q35", "ap.value", "twin", "takes the number of relevant items from the list (sum of labels) instead of "
      "the given n_relevant",
      [[r"sum\(labels\)", r"from the (list|labels|ranking)", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"relevant (items )?(in the list|retrieved)", r"unretrieved", r"never retrieved"]], '''
labels = v["labels"]
R = sum(labels)
hits = 0
acc = 0.0
for pos, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        acc += hits / pos
my_ap_value = acc / R if R else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice (lists, not sets)",
      [[r"duplicat", r"repeated", r"counted (twice|two times|more than once)", r"double.?count",
        r"lists? (instead of|not) sets?"]], '''
def my_set_pr(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    p = tp / len(retrieved) if retrieved else 0.0
    r = tp / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself (as if retrieved last), "
      "not only to the ideal",
      [[r"unretrieved.{0,40}(appended|added|counted|placed) (to|in|at the end of) (the )?(ranking|run|DCG|list)", r"(append|add|concatenat)\w*.{0,40}unretrieved",
        r"as if (they were )?retrieved", r"retrieved last"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

run = v["grades"] + v["unretrieved"]
ideal = sorted(run, reverse=True)
my_ndcg_value = dcg(run) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q38", "rank.p_at_k", "data", "reads k as a 0-based index: takes labels[:k + 1] (one rank too many)",
      [[r"k ?\+ ?1", r"0.?based", r"zero.?based", r"index", r"one rank too many", r"off.?by.?one"]], '''
def my_p_at_k(labels, k):
    top = labels[:k + 1]
    return sum(top) / (k + 1)
''')

wrong("q39", "gen.practical", "data", "takes d as the unjudged part of the database and adds s to it",
      [[r"d \+ s", r"adds? s", r"d (already )?includes", r"database size", r"unjudged"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v) if v else 0.0, v / D]
''')

wrong("q40", "gen.grip_point", "data", "takes the class size from the labels (the relevant items found) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"from the (list|labels)", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"found", r"class size (taken )?from"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    lab = np.asarray(labels)
    c = int(lab.sum())
    if c == 0:
        return 0.0
    return float(lab[:c].sum() / c)
''')

wrong("q41", "ap.eleven_point", "data", "computes recall against the relevant items in the list instead of "
      "n_relevant (never-retrieved relevant items ignored)",
      [[r"sum\(labels\)", r"in the list", r"ignor\w* n_relevant", r"instead of n_relevant", r"unretrieved",
        r"never.retrieved.{0,30}(ignored|left out|missing)", r"relevant (items )?retrieved"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / i))
    return sum(max([p for r, p in pts if r >= j / 10 - 1e-9], default=0.0) for j in range(11)) / 11
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision becomes tp / (tp + fn), the recall",
      [[r"column", r"order", r"fn (as|for|instead of) fp", r"\[tp, fn, fp\]", r"recall", r"tp ?\+ ?fn"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn = t[:, 0], t[:, 2]
    den = tp + fn
    p = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(p.mean())
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "loop over the relevant ranks, Fraction recalls", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    lev = Fraction(level).limit_denominator(1000)
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return hits / i
    return 0.0
''')

right("q44", "roc.eer", "walk the ROC steps, intersect x = 1 - y", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for sc, l in zip(scores, labels):
            if sc == s:
                if l:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 + y0 - 1, x1 + y1 - 1
        if g0 <= 0 <= g1:
            t = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

right("q45", "rank.r_precision", "list slice with padding", '''
R = v["n_relevant"]
top = (v["labels"] + [0] * R)[:R]
my_r_precision = sum(top) / R
''')

right("q46", "gen.grip_point", "itertools.islice", '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(islice(labels, n_relevant)) / n_relevant
''')

right("q47", "scope.eps_precision", "comprehension", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q48", "roc.auc", "pairs with itertools.product", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    tot = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return tot / (len(pos) * len(neg))
''')

SUBMISSIONS = tuple(S)
