"""Diagnosis class 122, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
strong in maths but new to Python, who bring Python-2 habits (integer division), mutable default arguments, list
multiplication aliasing (``[[0] * n] * m``), shallow copies, ``is`` for numbers, chained comparisons, and who
misunderstand that ``range()`` excludes its end and what negative indices mean. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c122-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class122): every right
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

BATCH = "diagnosis class 122 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c122-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant", r"found relevant",
        r"sum\(labels\)", r"number of hits", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval DCG) instead of "
      "rank 1 undiscounted and log2(i) from rank 2",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log2\(rank ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"rank 1 (is )?discounted",
        r"discount\w* (the )?(first|rank 1)", r"burges", r"shifted discount"]], '''
import math

def my_dcg(grades):
    total = 0
    for i in range(1, len(grades) + 1):
        total += grades[i - 1] / math.log2(i + 1)
    return total
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight ROC pieces",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat", r"interpolat\w* .{0,30}missing",
        r"(mean|average) of (the )?fpr and fnr", r"\(fpr ?\+ ?fnr\) ?/ ?2", r"roc point.{0,40}instead",
        r"(a|one) (single )?roc point", r"never intersect", r"does not intersect"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    points = [(0.0, 0.0)]
    tp = 0
    fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / N, tp / P))
    best = min(points, key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + (1 - best[1])) / 2
''')

wrong("q04", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of averaging each "
      "query's precision",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|true positives).{0,40}(over|across|of all)",
        r"total tp", r"weighted by", r"one (single |pooled )?table", r"counts (added|summed)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    if tp + fp == 0:
        return 0.0
    return float(tp / (tp + fp))
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of the generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d",
        r"maximum generality", r"generality_upper", r"upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v)
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank reaching each recall level instead "
      "of the maximum precision over all ranks at or beyond it (no interpolation)",
      [[r"first rank", r"no interpolat", r"not interpolat", r"without interpolat", r"uninterpolated",
        r"not the max", r"instead of the max", r"max(imum)? .{0,40}(missing|not taken|ignored|forgotten)",
        r"first (point|rank) (that|which|where) (reaches|reach)", r"no max"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        value = 0.0
        hits = 0
        for k in range(1, len(labels) + 1):
            hits += labels[k - 1]
            if n_relevant > 0 and hits / n_relevant >= r:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value P(wins >= observed) instead of the "
      "two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not doubled", r"without doubling",
        r"forgot\w* (to )?double", r"(times|multipl\w* by) 2 missing", r"upper tail only", r"greater"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = 0
n = 0
for x, y in zip(a, b):
    if x > y:
        wins += 1
        n += 1
    elif x < y:
        n += 1
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"not squar", r"without squar", r"beta instead of beta.?\^?2", r"beta\^?2 missing",
        r"square (of )?beta.{0,30}(missing|forgot)", r"forgot\w* (to )?square", r"beta rather than beta",
        r"\bbeta\b.{0,20}\binstead of\b.{0,20}beta ?(\*\*|\^) ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "writes the discount as log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2\s*\(\s*i\s*\)\s*\+\s*1", r"\+ ?1 outside", r"outside (the )?(log|parenthes)", r"parenthes",
        r"brackets?", r"log2\(i\) ?\+ ?1"]], '''
import math

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g) + 1):
    my_dcg_trec += g[i - 1] / (math.log2(i) + 1)
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ti\w* .{0,40}(as|count\w* as) (a )?(whole|full|win)", r">=", r"greater (than )?or equal",
        r"(1|one) instead of (1/2|a half|half)", r"not (as )?(a )?half", r"half.{0,30}(missing|forgot)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    count = 0
    for p in pos:
        for n in neg:
            if p >= n:
                count += 1
    return count / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v (is )?(missing|left out|dropped|forgotten)", r"without (the )?\+ ?v",
        r"forg[eo]t .{0,20}\+ ?v", r"v (missing|left out) (in|from) the denominator", r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\s*\(", r"maximum", r"larger of", r"bigger of", r"max instead of min", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    return s / denom
''')

wrong("q13", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"without (normali[sz]|dividing)", r"unnormali[sz]ed", r"raw dcg",
        r"dcg (only|itself|instead)", r"ideal dcg.{0,40}(missing|never|not used|ignored)",
        r"forg[eo]t .{0,30}(ideal|idcg|normali)", r"no (normali[sz]ation|division by (the )?(ideal|idcg))",
        r"returns? (the )?dcg"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades + unretrieved, reverse=True)
    if sum(ideal) == 0:
        return 0.0
    dcg = grades[0]
    for i in range(2, len(grades) + 1):
        dcg += grades[i - 1] / math.log2(i)
    return dcg
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of 11", r"not 11", r"one level (too )?(few|less)", r"level count",
        r"11 levels.{0,30}(divid|10)"]], '''
def my_11pt(labels, n_relevant):
    precs = []
    recs = []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        best = 0.0
        for p, rc in zip(precs, recs):
            if rc >= r and p > best:
                best = p
        total += best
    return total / 10
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the return is indented inside the for loop, so only the first rank is "
      "counted before returning",
      [[r"return.{0,30}inside (the )?loop", r"return.{0,30}in(side)? the (for|loop)", r"indent\w*",
        r"(only|just) the first (rank|item|label)", r"after (the )?first (rank|item|iteration)",
        r"returns? (too )?early", r"premature\w* return", r"first iteration", r"loop (stops|ends) after"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k):
        if i < len(labels):
            hits += labels[i]
        return hits / k
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the query loop and never reset for the "
      "next query",
      [[r"not reset", r"never reset", r"without reset", r"reset\w*.{0,30}(missing|forgot)", r"carr(y|ies|ied) over",
        r"(counter|hits|count) .{0,40}(previous|earlier|last) quer", r"accumulat\w* across (the )?quer",
        r"shared (between|across) (the )?quer", r"outside (the|each) (query )?loop", r"leaks?"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for q in range(len(runs)):
        s = 0.0
        for i, x in enumerate(runs[q]):
            if x == 1:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / n_relevant[q] if n_relevant[q] else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.step", "flow", "loops i over range(1, len(labels) + 1) as 1-based ranks but reads "
      "labels[i], one item ahead (the first item skipped)",
      [[r"off.?by.?one", r"one (item|rank|position) (ahead|later|too far|shifted)", r"shift\w*",
        r"1.based.{0,40}0.based", r"0.based.{0,40}1.based", r"labels\[i\]", r"(first|rank 1) (item )?(skipped|ignored|missed)",
        r"skip\w* (the )?first", r"index(ing)? (error|mistake|off)", r"next (item|label)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(1, len(labels) + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
            if hits / n_relevant >= level:
                return hits / i
    return 0.0
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank of the LAST relevant "
      "item is kept",
      [[r"last relevant", r"no break", r"without (a )?break", r"break.{0,30}(missing|forgot)", r"forg[eo]t .{0,20}break",
        r"overwrit\w*", r"not stop", r"never stops?", r"keeps? (looping|going)", r"last (hit|one)"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        rr = 0
        for i in range(len(run)):
            if run[i] == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q19", "pr.points", "flow", "appends the precision at every rank instead of only at the relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items) (too|also|as well)",
        r"not only (at )?(the )?relevant", r"also (at )?(the )?non.?relevant", r"one (point|value) per rank",
        r"append\w* .{0,30}outside (the )?if", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k in range(len(labels)):
        if labels[k] == 1:
            hits += 1
        points.append(hits / (k + 1))
    return points
''')

wrong("q20", "ap.value", "flow", "computes P@k before adding the current relevant item to the hit count",
      [[r"before (count|add|increment|updat)", r"one (hit )?(too )?(few|less|short)", r"hits ?- ?1", r"\(hits ?- ?1\)",
        r"previous (hit )?count", r"not (yet )?counted", r"order of (the )?(update|statements)", r"increment\w* after",
        r"excludes? (the )?(current|item itself)", r"off.?by.?one"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
total = 0
for k in range(len(labels)):
    if labels[k] == 1:
        total = total + hits / (k + 1)
        hits = hits + 1
my_ap_value = total / R
''')

wrong("q21", "dcg.classic", "flow", "loops over range(2, len(grades)), the end being exclusive, so the last rank "
      "is never added",
      [[r"last (rank|item|grade|position) (is )?(never|not|left|missing|dropped|ignored|skipped)", r"end.{0,20}exclusive",
        r"range\(2, ?len\(grades\)\)", r"off.?by.?one", r"one (rank|item) (short|too few|missing)",
        r"(drops|skips|misses|ignores|leaves out) (the )?last"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / math.log2(i)
    return total
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides 0 by 0",
      [ZERODIV, [r"p ?= ?r ?= ?0", r"both (are )?(0|zero)", r"precision and recall (both )?(are )?(0|zero)",
                 r"no (guard|check)", r"zero"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query result: divides by zero",
      [ZERODIV, [r"empty", r"nothing (is )?(within|returned|retrieved|inside)", r"no (target|item)s? (within|inside|returned)",
                 r"zero (items|targets)", r"no guard"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [labels[i] for i in range(len(distances)) if distances[i] < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so level 0.3 is "
      "0.30000000000000004 and a recall of exactly 0.3 does not reach it",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"repeated(ly)? add", r"add\w* 0\.1",
        r"accumulat\w* (the )?levels?", r"not exact", r"inexact", r"binary (representation|fraction)",
        r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    r = 0.0
    for _ in range(11):
        cands = [p for p, rc in zip(precs, recs) if rc >= r]
        out.append(max(cands) if cands else 0.0)
        r += 0.1
    return out
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of labels[:n_relevant], which is shorter than "
      "n_relevant when the list is shorter than the class",
      [[r"len\(labels\[:", r"length of the (slice|cut|list)",
        r"slice.{0,40}(short|length|len)", r"(divid|denominator).{0,40}(list length|len\(|length of the list|fewer)",
        r"instead of (n_relevant|c\b|the class size)", r"not (by )?(n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    if len(top) == 0:
        return 0.0
    return sum(top) / len(top)
''')

wrong("q26", "ap.at_k", "hidden", "loops for i in range(k) reading labels[i], which runs past the end of a list "
      "shorter than k",
      [INDEX, [r"shorter than k", r"k (is )?(longer|larger|greater|bigger) than (the )?(list|len)", r"past the end",
               r"beyond the end", r"end of the list", r"range\(k\)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy divides 0 by 0 and returns "
      "nan",
      [NAN, [r"ideal (dcg )?(is |of )?(0|zero)", r"idcg (is |= ?)?(0|zero)", r"0 ?/ ?0", r"no relevant",
             r"no guard", r"zero"]], '''
import numpy as np

def dcg(g):
    g = np.array(g, dtype=float)
    if len(g) == 0:
        return np.float64(0.0)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q28", "pr.averaged", "hidden", "no guard for a query with no relevant items: recall hits / 0 raises "
      "ZeroDivisionError",
      [ZERODIV, [r"no relevant items?", r"n_relevant (is |= ?)?(0|zero)", r"(0|zero) relevant", r"no guard",
                 r"empty class", r"class size (of )?(0|zero)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        precs, recs = [], []
        hits = 0
        for k in range(1, len(labels) + 1):
            hits += labels[k - 1]
            precs.append(hits / k)
            recs.append(hits / R)
        for j in range(11):
            vals = [p for p, r in zip(precs, recs) if r >= j / 10]
            sums[j] += max(vals) if vals else 0.0
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "pr.averaged", "twin", "the per-query table is [[0.0] * 11] * n: all rows are the same list, so "
      "every row holds the last query's curve and the mean is that curve",
      [[r"alias\w*", r"same (inner )?list", r"\[\[0(\.0)?\] ?\* ?11\] ?\*", r"list multiplication",
        r"shared (row|list|reference)", r"references? (to )?the same", r"copies of (one|the same) (list|row)",
        r"\* ?n (repeats|copies)", r"one list repeated"]], '''
def my_averaged_curve(runs, n_relevant):
    n = len(runs)
    table = [[0.0] * 11] * n
    for q in range(n):
        labels, R = runs[q], n_relevant[q]
        hits = 0
        points = []
        for k in range(1, len(labels) + 1):
            hits += labels[k - 1]
            points.append((hits / R if R else 0.0, hits / k))
        for j in range(11):
            best = 0.0
            for rec, prec in points:
                if R and rec >= j / 10 and prec > best:
                    best = prec
            table[q][j] = best
    return [sum(table[q][j] for q in range(n)) / n for j in range(11)]
''')

wrong("q30", "map.mean", "twin", "computes each P@k with // (floor division, a Python 2 habit), so P@k is 0 "
      "unless every item so far is relevant",
      [[r"//", r"floor", r"integer division", r"int(eger)? divi", r"python ?2", r"truncat\w*", r"rounds? down"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        s = 0
        for k in range(1, len(labels) + 1):
            if labels[k - 1] == 1:
                hits += 1
                s += hits // k
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q31", "ndcg.all_judgments", "twin", "ideal = grades is not a copy: extending and sorting it in place also "
      "sorts and extends grades, so the DCG is taken of the ideal list (NDCG 1)",
      [[r"alias\w*", r"not a copy", r"no copy", r"without (a )?cop(y|ying)", r"same (list|object)", r"shallow",
        r"in.?place", r"mutat\w*", r"modif\w* (the )?(input|grades|argument)", r"\.copy\(\)", r"\.extend",
        r"\.sort\(\)"]], '''
import math

def dcg(g):
    total = 0.0
    for i in range(len(g)):
        total += g[i] / (1 if i == 0 else math.log2(i + 1))
    return total

def my_ndcg(grades, unretrieved):
    ideal = grades
    ideal.extend(unretrieved)
    ideal.sort(reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(grades) / idcg
''')

wrong("q32", "scope.knn_ties", "twin", "both orders are sorted in place on the same list (order = items, no "
      "copy), so the pessimistic P@k is read after the optimistic sort and both bounds are equal",
      [[r"alias\w*", r"same list", r"same object", r"not a copy", r"no copy", r"without (a )?cop(y|ying)",
        r"shallow", r"in.?place", r"\.sort\(", r"second sort.{0,40}(overwr|changes|reorders)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = items
    high = items
    low.sort(key=lambda t: (t[0], t[1]))
    high.sort(key=lambda t: (t[0], -t[1]))
    p_low = sum(y for _, y in low[:k]) / k
    p_high = sum(y for _, y in high[:k]) / k
    return [p_low, p_high]
''')

wrong("q33", "interp.curve", "twin", "the levels are j // 10 (floor division, a Python 2 habit): every level is "
      "0 except the last, so it returns the maximum precision at 10 levels",
      [[r"//", r"floor", r"integer division", r"int(eger)? divi", r"python ?2", r"truncat\w*", r"rounds? down"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(11):
        level = j // 10
        best = 0.0
        for r, p in pts:
            if r >= level and p > best:
                best = p
        out.append(best)
    return out
''')

wrong("q34", "rank.distances", "twin", "takes np.argsort(distances)[-k:], the last k of the ascending order "
      "(the k farthest), believing negative slicing gives the first k",
      [[r"negative (index|slic|indices)", r"\[-k:\]", r"last k", r"end of the (sorted )?(order|list|array)",
        r"slic\w* from the end", r"-k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    top = order[-k:]
    y = np.array(labels)
    return float(y[top].sum() / k)
''')

wrong("q35", "avg.macro", "twin", "each precision is tp // (tp + fp) (floor division, a Python 2 habit): 1 for a "
      "query without false positives, 0 otherwise",
      [[r"//", r"floor", r"integer division", r"int(eger)? divi", r"python ?2", r"truncat\w*", r"rounds? down"]], '''
def my_macro_precision(tables):
    total = 0
    for tp, fp, fn in tables:
        if tp + fp > 0:
            total += tp // (tp + fp)
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision divides by len(retrieved), the list, so an id retrieved twice counts "
      "twice in the denominator",
      [[r"duplicat\w*", r"count(ed|s) twice", r"len\(retrieved\)", r"list (length|instead of (a |the )?set)", r"not (a )?set",
        r"without (a )?set", r"counted (more than once|two times)", r"dedup\w*"]], '''
def my_set_pr(retrieved, relevant):
    hits = set(retrieved) & set(relevant)
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "reads the scores as distances: counts a pair when the positive has the LOWER "
      "score",
      [[r"lower score", r"distances?", r"(score|order|comparison|sign) (is )?(reversed|inverted|flipped)", r"1 ?- ?auc",
        r"smaller (score|is better)", r"wrong direction", r"revers\w*", r"invert\w*", r"<"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q38", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"(counts?|counted) (the )?(ones|1s)",
        r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q39", "map.mrr", "data", "uses the 0-based index as the rank: 1 / run.index(1), which divides by zero when "
      "the first item is relevant",
      [ZERODIV, [r"0.based", r"zero.based", r"index (is )?not (the )?rank", r"index instead of (the )?rank",
                 r"\+ ?1 (missing|forgot)", r"forg[eo]t .{0,15}\+ ?1", r"index\(1\)", r"off.?by.?one",
                 r"position.{0,20}(0|zero)"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        if 1 in run:
            rr.append(1 / run.index(1))
        else:
            rr.append(0)
    return sum(rr) / len(rr)
''', crash="ZeroDivisionError")

wrong("q40", "scope.knn_ties", "data", "sorts the distances alone and keeps the labels in their input order, "
      "so the labels no longer belong to the sorted distances",
      [[r"labels? (are |were )?not (sorted|moved|reordered|permuted)", r"(sorted|sorts) (only )?the distances (alone|only)",
        r"input order", r"original order", r"labels? (stay|stays|kept|keeps?)", r"not (sorted|reordered) (together|with)",
        r"mismatch\w*", r"no longer (belong|match)", r"(pair|zip)\w* (lost|broken)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    cut = d[k - 1]
    strictly = [labels[i] for i in range(len(d)) if d[i] < cut]
    tied = [labels[i] for i in range(len(d)) if d[i] == cut]
    room = k - len(strictly)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(strictly) + max(0, room - non_tied)
    high = sum(strictly) + min(room, rel_tied)
    return [low / k, high / k]
''')

wrong("q41", "ap.eleven_point", "data", "takes the number of relevant items as sum(labels) (those in the list) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels)
    R = y.sum()
    if R == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / R
    vals = []
    for r in np.linspace(0, 1, 11):
        m = prec[rec >= r - 1e-12]
        vals.append(m.max() if m.size else 0.0)
    return float(np.mean(vals))
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the third field "
      "taken as fp)",
      [[r"\[tp, ?fn, ?fp\]", r"fn (instead of|for|as) (the )?fp", r"fp and fn (swapped|confused|mixed)",
        r"(swapped|confused|mixed up) (fp|the fields|columns)", r"field order", r"wrong (field|column|order)",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall instead"]], '''
def my_macro_precision(tables):
    precisions = []
    for t in tables:
        tp, fn, fp = t[0], t[1], t[2]
        precisions.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precisions) / len(precisions)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact fractions.Fraction sum, 1-based enumerate", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = Fraction(0)
    for k, x in enumerate(labels, start=1):
        if x == 1:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "rank.p_at_k", "explicit loop with a bounds check (missing ranks not relevant)", '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

right("q45", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

right("q46", "map.mrr", "comprehension with next() and a default", '''
def my_mrr(runs):
    rr = [next((1 / r for r, x in enumerate(run, 1) if x == 1), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "scope.eps_precision", "itertools.compress and a guard", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    if len(inside) == 0:
        return 0.0
    return sum(inside) / len(inside)
''')

right("q48", "gen.practical", "plain formulas from v, s and d", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
