"""Diagnosis class 73, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
trip over numbers and dtypes: integer division where a ratio was meant, rounding too early, boolean arithmetic,
integer arrays that truncate a float assignment, the wrong logarithm, float equality on thresholds, a mean over
the wrong axis, cumsum/cumprod confusion, int() truncation. Styles vary: loops, NumPy, comprehensions, itertools,
fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c73-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task,
STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class73): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 73 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c73-")

DTYPE = [r"dtype", r"int(eger)? (array|dtype)", r"array of int", r"zeros_like", r"(stored|assigned|written) "
         r"(in|into) an? int", r"int(eger)?-typed", r"trunc\w* .{0,30}(array|assign|stor)"]
INTDIV = [r"//", r"floor division", r"integer division", r"floor.?divid"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "discounts every rank by log2(i + 1) (the trec_eval DCG) instead of rel_1 "
      "undiscounted and log2(i) from rank 2",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i ?\+ ?1", r"rank 1 (is )?(also )?discount",
        r"discount\w* (every|each|all) rank", r"shifted discount", r"first (item|rank|grade) (is )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q02", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool", r"sum\w* (the )?(tp|counts|true positives) (over|across)", r"total (tp|true positives)",
        r"(summed|summing) (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "ap.at_k", "sibling", "divides by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"divid\w* by (R|n_relevant|the number of relevant|all (the )?relevant)\b(?! *,)",
        r"R instead of min", r"n_relevant instead of min", r"ignor\w* (the )?min",
        r"without (the )?min", r"denominator (is )?(R|n_relevant)\b(?!,)", r"not min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest the crossing instead of "
      "interpolating between the two points around it",
      [[r"nearest", r"closest (roc )?point", r"no interpolat", r"without interpolat", r"not interpolat",
        r"(fpr|fp rate) ?\+ ?(fnr|fn rate)\)? ?/ ?2", r"smallest \|?(fpr|difference)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fprs, fnrs = [0.0], [1.0]
    for t in sorted(set(s), reverse=True):
        pred = s >= t
        fprs.append((pred & ~y).sum() / N)
        fnrs.append(1 - (pred & y).sum() / P)
    fprs, fnrs = np.array(fprs), np.array(fnrs)
    i = int(np.argmin(np.abs(fprs - fnrs)))
    return float((fprs[i] + fnrs[i]) / 2)
''')

wrong("q05", "map.mean", "sibling", "each query's AP divides by the relevant items retrieved (sum of its labels) "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were )?(retrieved|found)", r"\bfound\b",
        r"sum\s*\(\s*(labels|run|r)\s*\)", r"sum of (its |the )?labels", r"hits in the (list|run)",
        r"instead of n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.array(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / y.sum() if y.sum() else 0.0)
    return float(np.mean(aps))
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper", r"\(\s*d\s*-\s*s\s*\+\s*v\s*\)\s*/\s*d", r"largest (possible )?generality",
        r"maximum generality", r"highest generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of 2^rel_i - 1 (the trec DCG)",
      [[r"linear gain", r"(plain|raw) (grades?|gains?)", r"grade itself", r"without (the )?exponential",
        r"not (the )?exponential", r"gain (is |of )?rel_?i\b", r"\btrec\b", r"rel_i instead"]], '''
import math
my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared",
      [[r"not squared", r"(forg[eo]t|missing|without|never|no)\w*.{0,25}squar", r"unsquared",
        r"beta instead of beta", r"linear in beta", r"beta (is )?not squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm math.log instead of log2",
      [[r"natural log", r"\bln\b", r"math\.log\b(?!2)", r"base e\b", r"wrong (log )?base", r"another base",
        r"log base e", r"np\.log\b(?!2)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "dcg.trec", "shape", "discounts with log10(i + 1) instead of log2(i + 1)",
      [[r"log10", r"base 10", r"common log", r"decimal log", r"wrong (log )?base", r"another base"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log10(np.arange(2, len(g) + 2))))
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"],
       [r">=", r"as (a )?(whole|full|1|one)\b", r"count\w* (fully|as 1|as one|as a win)", r"instead of (1/2|half)",
        r"not (1/2|half)", r"full (point|win)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v",
      [[r"\+ ?v\b", r"d ?- ?s\b(?! ?\+)", r"(forg[eo]t|missing|without|leav\w* out|dropp\w*).{0,20}\bv\b",
        r"v relevant (found )?in the scope"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s), v / d]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"ten\b", r"10 instead of 11", r"instead of 11", r"not (by )?11"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points, hits = [], 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        points.append((hits / n_relevant, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in points if rec >= r], default=0.0)
    return total / 10
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail probability, not doubled for the two-sided test",
      [[r"one.sided", r"not doubled", r"(forg[eo]t|without|missing|never)\w*.{0,20}(doubl|2 ?\*|times 2|multipl)",
        r"single tail", r"one tail", r"half (of )?the (two.sided )?p"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "rounds each precision to 2 decimals inside the loop before adding it up",
      [[r"round\w*.{0,40}(early|inside|in the loop|each|every|intermediate|before)", r"(early|premature) round",
        r"round\(", r"rounding"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += round(hits / i, 2)
    return total / n_relevant
''')

wrong("q16", "pr.averaged", "flow", "np.mean over axis=1 averages each query's 11 precisions instead of each "
      "level over the queries",
      [[r"axis", r"wrong (axis|dimension)", r"per.query (mean|average)", r"mean of each query",
        r"averag\w* (over|across) (the )?levels", r"(rows|columns) instead of"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.array(run)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n if n else np.zeros(len(y))
        curves.append([prec[rec >= r].max() if n and (rec >= r).any() else 0.0
                       for r in np.linspace(0, 1, 11)])
    return list(np.mean(np.array(curves), axis=1))
''')

wrong("q17", "map.mrr", "flow", "never breaks out of the loop: keeps the reciprocal rank of the LAST relevant "
      "item instead of the first",
      [[r"last relevant", r"(no|missing|without|forg[eo]t\w*)\s.{0,20}break", r"keeps? (on )?(looping|overwriting)",
        r"overwrit", r"latest relevant", r"not (stop|break)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q18", "pr.points", "flow", "off by one: divides the hits by i + 1 although enumerate already starts at 1",
      [[r"off.by.one", r"i ?\+ ?1", r"one rank too (many|far)", r"rank (plus|\+) ?(one|1)",
        r"denominator.{0,20}(one|1) too (big|large)", r"shifted by one"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            out.append(hits / (i + 1))
    return out
''')

wrong("q19", "dcg.exponential", "flow", "sums np.cumsum of the discounted gains (the running totals) instead of "
      "the gains themselves",
      [[r"cumsum", r"cumulative sum", r"sum of (the )?(running|partial|cumulative)", r"running totals?",
        r"prefix sums"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
terms = (2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))
my_dcg_exp = float(np.cumsum(terms).sum())
''')

wrong("q20", "rank.distances", "flow", "sorts the distances but not the labels with them: P@k of the labels in "
      "their input order",
      [[r"labels? (are |were )?(not|never) (sorted|reordered|moved|permuted)", r"sort\w* (only )?the distances",
        r"original (input )?order", r"input order", r"unsorted labels", r"never sort", r"not (re)?ordered",
        r"labels? .{0,20}(not|never) .{0,10}(sorted|reordered)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

wrong("q21", "gen.grip_point", "flow", "slices one rank short (labels[:c - 1]) but divides by c",
      [[r"c ?- ?1", r"off.by.one", r"one (rank|item) (too )?(short|few)", r"misses the c.?th", r"first c ?- ?1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c - 1]) / c
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides 0 by 0",
      [ZERODIV, [r"(both|precision and recall|p and r|p = r) .{0,20}(0|zero)", r"0 ?/ ?0", r"guard",
                 r"zero precision and (zero )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose float steps give "
      "0.30000000000000004 and 0.7000000000000001, so a recall of exactly 0.3 or 0.7 no longer reaches its level",
      [[r"arange", r"0\.30000000000000004", r"0\.7000000000000001", r"float\w*.{0,40}(step|rounding|error|level)",
        r"levels? .{0,30}(not exact|inexact|float)", r"exact (float )?(comparison|equality)",
        r"float (comparison|equality)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for level in np.arange(0, 1.1, 0.1):
        mask = rec >= level
        out.append(float(prec[mask].max()) if n_relevant and mask.any() else 0.0)
    return out
''')

wrong("q24", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 in floats, so the level 0.3 is "
      "0.30000000000000004 and a recall of exactly 0.3 no longer reaches it",
      [[r"0\.30000000000000004", r"float\w*.{0,40}(accumulat|rounding|error|drift|level)",
        r"accumulat\w*.{0,40}(float|rounding|error)", r"(adding|add|summing|\+=) ?0\.1",
        r"levels? .{0,30}(not exact|inexact|float)", r"exact (float )?(comparison|equality)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.array(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total, level = 0.0, 0.0
    for _ in range(11):
        mask = rec >= level
        total += prec[mask].max() if mask.any() else 0.0
        level += 0.1
    return float(total / 11)
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 in NumPy floats when nothing is "
      "relevant: returns nan instead of 0",
      [NAN, [r"ideal (dcg )?.{0,20}(is )?(0|zero)", r"idcg.{0,15}(0|zero)", r"0 ?/ ?0", r"no relevant",
             r"(all|every) grades? (are )?(0|zero)", r"zero ideal"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return np.float64(0.0)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return np.sum(gs / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q26", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in the NumPy division and "
      "the mean becomes nan",
      [NAN, [r"nothing retrieved", r"tp ?\+ ?fp ?(=|==|is) ?0", r"0 ?/ ?0", r"empty (result|retrieved)",
             r"no (item|document)s? retrieved"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    with np.errstate(invalid="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.mean(prec))
''')

wrong("q27", "gen.grip_point", "hidden", "np.mean of labels[:c] divides by the slice's length, which is shorter "
      "than c when the list is shorter than the class",
      [[r"np\.mean", r"mean of (the )?slice", r"len(gth)? of (the )?(slice|list)", r"slice.{0,20}(length|len)",
        r"divid\w* by (the )?(number of )?(items|ranks|labels) (present|there|available|in the list)",
        r"instead of (c|n_relevant|the class size)"],
       [r"beyond (the )?end", r"missing ranks", r"short(er)? (list|ranking)", r"fewer (items|ranks|labels) than"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(np.mean(np.array(labels[:n_relevant])))
''')

wrong("q28", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when "
      "nothing lies within epsilon",
      [NAN, [r"empty", r"nothing (lies |is )?(within|inside|returned)", r"mean of an empty", r"no target"]], '''
import warnings
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.mean(y[d < epsilon]))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "pr.points", "twin", "stores the precisions in np.zeros_like(labels), an integer array, so every "
      "precision below 1 is truncated to 0",
      [DTYPE], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.array(labels)
    prec = np.zeros_like(y)
    hits = 0
    for i in range(len(y)):
        hits += y[i]
        prec[i] = hits / (i + 1)
    return [float(p) for p, rel in zip(prec, y) if rel]
''')

wrong("q30", "dcg.classic", "twin", "collects the discounted gains in np.zeros(n, dtype=int), which truncates "
      "each term to an integer",
      [DTYPE], '''
import numpy as np

def my_dcg(grades):
    n = len(grades)
    terms = np.zeros(n, dtype=int)
    for i in range(n):
        terms[i] = grades[i] if i == 0 else grades[i] / np.log2(i + 1)
    return float(terms.sum())
''')

wrong("q31", "ap.at_k", "twin", "counts the hits with np.cumprod instead of np.cumsum (the product stays 1 only "
      "until the first non-relevant item)",
      [[r"cumprod", r"cumulative product", r"product instead of (a |the )?(cumulative )?sum"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    y = np.array(labels[:k])
    hits = np.cumprod(y)
    prec = hits / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / denom)
''')

wrong("q32", "avg.macro", "twin", "integer division tp // (tp + fp): a query's precision is 0 unless it is "
      "perfect", [INTDIV], '''
def my_macro_precision(tables):
    precs = [tp // (tp + fp) if tp + fp else 0 for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''')

wrong("q33", "map.mrr", "twin", "integer division 1 // rank: only a relevant item at rank 1 scores",
      [INTDIV], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), None)
        rrs.append(1 // first if first else 0)
    return sum(rrs) / len(rrs)
''')

wrong("q34", "ap.exact", "twin", "keeps the running hit count as a NumPy bool, where True + True stays True, so "
      "the count never passes 1",
      [[r"\bbool", r"np\.bool_", r"logical or", r"true ?\+ ?true", r"saturat"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.array(labels, dtype=bool)
    hits = np.False_
    total = 0.0
    for i, rel in enumerate(y, start=1):
        hits = hits + rel
        if rel:
            total += hits / i
    return float(total / n_relevant)
''')

wrong("q35", "ap.value", "twin", "cuts the answer to 2 decimals with int(ap * 100) / 100 (truncation, not "
      "rounding, and too coarse)",
      [[r"int\(", r"truncat", r"floor", r"chop", r"cut (off )?to 2"]], '''
hits, total = 0, 0.0
for i, rel in enumerate(v["labels"], start=1):
    if rel:
        hits += 1
        total += hits / i
ap = total / v["n_relevant"]
my_ap_value = int(ap * 100) / 100
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.auc", "data", "takes the negatives with ~y on an integer 0/1 array: ~1 = -2 and ~0 = -1 are "
      "indices, not a mask",
      [[r"~", r"bitwise", r"invert\w*.{0,20}int", r"not a (boolean )?mask", r"-2", r"negative ind",
        r"int(eger)? (array|labels) .{0,20}(not|instead of) bool"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    pos = s[y == 1]
    neg = s[~y]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q37", "set.pr", "data", "works on the lists, not sets: a duplicated retrieved id is counted twice",
      [[r"duplicate", r"counted (twice|more than once)", r"not (a |as )?sets?\b", r"set\(", r"repeated id",
        r"lists? (instead of|not) sets?"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "rank.r_precision", "data", "cuts at the length of the list instead of R = n_relevant",
      [[r"len\s*\(\s*(v\[.labels.\]|labels)\s*\)", r"length of (the )?(list|ranking)", r"list length",
        r"instead of (R|n_relevant)", r"whole list", r"all ranks"]], '''
labels = v["labels"]
my_r_precision = sum(labels) / len(labels)
''')

wrong("q39", "interp.step", "data", "uses sum(labels) (the relevant items retrieved) as the number of relevant "
      "items instead of n_relevant",
      [[r"sum\s*\(\s*labels\s*\)", r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / R >= level:
                return hits / i
    return 0.0
''')

wrong("q40", "scope.knn_ties", "data", "ranks the largest distances first, as if they were similarity scores",
      [[r"farthest", r"largest distance", r"descending", r"similarit", r"revers", r"highest distance",
        r"distances? as scores"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: -distances[i])
    kth = distances[order[k - 1]]
    better = [i for i in order if distances[i] > kth]
    tied = [labels[i] for i in order if distances[i] == kth]
    base = sum(labels[i] for i in better)
    room = k - len(better)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = base + max(0, room - non_tied)
    high = base + min(room, rel_tied)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

wrong("q41", "pr.averaged", "data", "collects the 11-level curves in np.zeros((n, 11), dtype=int), truncating "
      "every interpolated precision below 1 to 0",
      [DTYPE], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = np.zeros((len(runs), 11), dtype=int)
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        if n == 0:
            continue
        hits, pts = 0, []
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n, hits / i))
        for j in range(11):
            curves[q, j] = max([p for r, p in pts if r >= j / 10], default=0.0)
    return [float(x) for x in curves.mean(axis=0)]
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries: n is the number of queries, not the number of "
      "queries where a and b differ",
      [[r"ties? (are |were )?(not|never) dropped", r"(keeps?|kept|includ\w*|count\w*) (the )?ties",
        r"n ?= ?len", r"all (the )?queries", r"tied queries (are )?(kept|counted|included)",
        r"(didn.t|does not|doesn.t) drop"]], '''
from scipy.stats import binomtest
wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "Fraction and missing ranks counted as 0", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    return float(Fraction(sum(labels[:k]), k))
''')

right("q44", "roc.eer", "NumPy ROC walk with linear interpolation of the crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr.append((pred & ~y).sum() / N)
        fnr.append(1 - (pred & y).sum() / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d0 <= 0 <= d1:
            if d1 == d0:
                return float(fpr[i])
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

right("q45", "map.mean", "comprehension with itertools.accumulate", '''
from itertools import accumulate

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        hits = list(accumulate(run))
        aps.append(sum(h / i for i, (h, x) in enumerate(zip(hits, run), 1) if x) / n if n else 0.0)
    return sum(aps) / len(aps)
''')

right("q46", "scope.knn_ties", "Fractions, tied group counted both ways", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    room = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(closer) + max(0, room - non_t)
    high = sum(closer) + min(room, rel_t)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

right("q47", "ndcg.value", "plain loop, ideal from all judgments", '''
from math import log2

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = _dcg(v["grades"]) / _dcg(ideal) if _dcg(ideal) else 0.0
''')

right("q48", "set.f_beta", "explicit zero guard", '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

SUBMISSIONS = tuple(S)
