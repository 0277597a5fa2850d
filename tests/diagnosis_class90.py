"""Diagnosis class 90, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
reach for string processing: 0/1 labels joined into a string ("1011") and searched with str.find, str.count and
slicing, ids split and compared as strings, numbers formatted and parsed back ("%.2f", f-strings,
float(str(x))), TREC-line habits (split(), column positions), strings sorted instead of numbers. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category
is kept in ``style``). Student ids are ``"c90-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class90): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 90 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c90-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items it retrieved "
      "(the 1s in the string) instead of n_relevant",
      [[r"divid\w* by (the )?(number|count) of (relevant )?(items |documents )?(it )?(retrieved|found)",
        r"divid\w* by (the )?(number of )?hits", r"count\(.1.\)", r"(number|count) of (the )?1s",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out|not counted)",
        r"relevant (items )?(found|retrieved) only"]], '''
def my_ap(labels, n_relevant):
    s = "".join(str(x) for x in labels)
    total = 0.0
    pos = s.find("1")
    while pos != -1:
        total += s[:pos + 1].count("1") / (pos + 1)
        pos = s.find("1", pos + 1)
    hits = s.count("1")
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after it) instead of "
      "the log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\(i\)", r"log2 i\b", r"rel_?1 (is )?(not|un)discounted", r"first (grade|item|rank) (is )?"
        r"(not|un)discounted", r"no discount (at|for) rank 1", r"J.rvelin", r"instead of log2\(i ?\+ ?1\)"]], '''
from math import log2

g = [int(x) for x in " ".join(map(str, v["grades"])).split()]
my_dcg_trec = g[0] + sum(r / log2(i) for i, r in enumerate(g[1:], 2))
''')

wrong("q03", "interp.curve", "sibling", "returns the uninterpolated precision at the first rank whose recall "
      "reaches each level instead of the maximum precision over all ranks that reach it",
      [[r"not interpolated", r"uninterpolated", r"without interpolation", r"no interpolation",
        r"first rank (where|that|at which|whose)", r"instead of the max", r"not the max(imum)?",
        r"max(imum)? .{0,40}(later|following|deeper|higher) ranks", r"(never|not|no) tak\w* the max"]], '''
def my_interpolated(labels, n_relevant):
    s = "".join(map(str, labels))
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for k in range(1, len(s) + 1):
            if n_relevant and s[:k].count("1") / n_relevant >= r:
                val = s[:k].count("1") / k
                break
        out.append(val)
    return out
''')

wrong("q04", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact AP", r"(non-?interpolated|uninterpolated) (AP|average precision)", r"average precision "
        r".{0,30}(instead|rather)", r"\bAP\b.{0,30}instead", r"instead of (the )?11", r"mean of P@k at (the )?relevant",
        r"not (the )?11.?point", r"at the relevant ranks"]], '''
def my_11pt(labels, n_relevant):
    s = "".join(map(str, labels))
    ranks = [i + 1 for i, ch in enumerate(s) if ch == "1"]
    if not n_relevant:
        return 0.0
    return sum((j + 1) / r for j, r in enumerate(ranks)) / n_relevant
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole list instead of the precision at "
      "scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(retrieved|ranks|labels)",
        r"len\(labels\)", r"(list|ranking)'?s? length", r"ignor\w* (the )?(scope|n_relevant|class size)",
        r"not at (the )?scope", r"instead of (at )?(s|c|n_relevant|the class size)\b"]], '''
def my_grip_point(labels, n_relevant):
    line = " ".join(str(x) for x in labels)
    cols = line.split()
    return cols.count("1") / len(cols)
''')

wrong("q06", "set.f_beta", "sibling", "returns F1, the harmonic mean of P and R, whatever beta is",
      [[r"\bF1\b", r"F_1\b", r"ignor\w* (the )?beta", r"beta (is )?(never used|unused|ignored)", r"harmonic mean",
        r"without beta", r"always .{0,20}beta.{0,5}1"]], '''
def my_f(precision, recall, beta):
    p, r = float(str(precision)), float(str(recall))
    if p + r == 0:
        return 0.0
    return 2 * p * r / (p + r)
''')

wrong("q07", "avg.macro", "sibling", "micro-averages: sums tp and fp over the queries and divides once, instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables).{0,20}(over|across|of all) (the )?quer",
        r"total tp", r"one big table", r"add\w* up the (counts|tables)"]], '''
def my_macro_precision(tables):
    tp = fp = 0
    for row in tables:
        a, b, _ = (int(x) for x in str(row).strip("[]").split(","))
        tp += a
        fp += b
    return tp / (tp + fp) if tp + fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"without (the )?(- ?1|minus one)", r"forg[eo]t.{0,30}(- ?1|minus)", r"missing.{0,20}(- ?1|minus one)",
        r"no (- ?1|minus one)", r"2\^rel_?i? instead", r"2 ?\*\* ?rel\w* instead",
        r"(grade|rel(evance)?) (of )?0 (gives|gets|adds|counts|has a gain of) 1",
        r"non-?relevant items? (add|contribute|gain)"]], '''
import math

g = v["grades"]
my_dcg_exp = sum(2 ** r / math.log2(i + 1) for i, r in enumerate(g, 1))
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural logarithm (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"base e\b", r"another base", r"wrong base",
        r"base of the log", r"not log2", r"instead of log2", r"log\(i\)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return 0.0
        return float(gs[0] + np.sum(gs[1:] / np.log(np.arange(2, gs.size + 1))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}count\w* (as )?(1|one)\b(?!/)", r"tie\w*.{0,40}(as|a) (full|whole) (win|point|pair)",
        r">=", r"greater.or.equal", r"tie\w*.{0,30}(not|never) (halved|1/2|half)", r"full (point|win|credit)",
        r"instead of (1/2|a half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if str(y) == "1"]
    neg = [s for s, y in zip(scores, labels) if str(y) != "1"]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of the largest "
      "possible class d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"forg[eo]t.{0,30}\+ ?v", r"\+ ?v\b.{0,20}(missing|left out|"
        r"dropped)", r"(missing|left out|dropped|omit\w*).{0,30}\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = "".join(map(str, labels)).count("1")
    prec = v / s
    rec_low = v / (d - s) if d - s else 0.0
    gen_low = v / d
    return [prec, rec_low, gen_low]
''')

wrong("q12", "map.mean", "shape", "pools the queries: the sum of every query's precisions divided by the sum of "
      "n_relevant, instead of the mean of the per-query APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant", r"sum\(n_relevant\)",
        r"all quer\w* (together|at once)", r"one (big )?division", r"not (a |the )?mean of (the )?(per.query )?APs?",
        r"instead of averag\w* (the )?(per.query )?AP", r"weight\w* by (the number of )?relevant", r"micro"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    for run in runs:
        s = "".join(map(str, run))
        pos = s.find("1")
        while pos >= 0:
            num += s[:pos + 1].count("1") / (pos + 1)
            pos = s.find("1", pos + 1)
    den = sum(n_relevant)
    return num / den if den else 0.0
''')

wrong("q13", "set.f_beta", "shape", "uses beta where the formula has beta^2 (beta never squared)",
      [[r"not squared", r"beta (instead of|rather than|for) beta ?(\^|\*\*) ?2", r"without squaring",
        r"forg[eo]t.{0,20}squar", r"beta\b.{0,20}(not|never) squared", r"squar\w*.{0,20}(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    den = b * p + r
    return (1 + b) * p * r / den if den else 0.0
''')

wrong("q14", "ap.at_k", "shape", "computes each relevant rank's precision as hits / k instead of hits / i (k and "
      "the rank i confused)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"hits ?/ ?k", r"P@k (instead|rather) (of|than) P@i", r"over k (instead|rather)",
        r"(i and k|k and i|k for i|i for k) (are )?(confused|swapped|mixed)", r"k instead of (the rank|i)\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = "".join(map(str, labels))[:k]
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    total = 0.0
    for i, ch in enumerate(top, 1):
        if ch == "1":
            total += top[:i].count("1") / k
    return total / den
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "starts the str.find loop at pos = 0 and searches from pos + 1, so a relevant "
      "item at rank 1 is never found",
      [[r"(miss|skip|lose|drop)\w*.{0,40}(rank 1|first (item|rank|position|character)|index 0)",
        r"never (looks at|sees|checks|finds).{0,30}(rank 1|first|index 0)",
        r"search\w* (starts|begins) (at|from) (index |position )?1", r"off.by.one", r"pos ?\+ ?1"]], '''
def my_pr_points(labels, n_relevant):
    s = "".join(str(x) for x in labels)
    out = []
    pos = 0
    while True:
        pos = s.find("1", pos + 1)
        if pos == -1:
            break
        out.append(s[:pos + 1].count("1") / (pos + 1))
    return out
''')

wrong("q16", "rank.p_at_k", "flow", "slices s[1:k + 1] (ranks 2 to k + 1) instead of s[:k]",
      [[r"off.by.one", r"\[1:k ?\+ ?1\]", r"(miss|skip|drop|lose)\w*.{0,30}(first|rank 1|index 0)",
        r"(ranks|items) 2 (to|through|\.\.) k ?\+ ?1", r"shifted by one", r"one rank (too )?(late|down|later)"]], '''
def my_p_at_k(labels, k):
    s = "".join(map(str, labels))
    return s[1:k + 1].count("1") / k
''')

wrong("q17", "pr.averaged", "flow", "the per-query list of interpolated precisions is created once outside the "
      "query loop and never reset, so a query keeps the maxima of the previous ones",
      [[r"not reset", r"never reset", r"reset\w*.{0,30}(each|every|per) query",
        r"(carr\w*|kept|leak\w*).{0,30}(over|from|between|across) (the )?(previous|queries|one query)",
        r"previous quer", r"outside the (query )?loop", r"reus\w*.{0,30}(list|curve|best|maxim)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [float("0.%d" % j) if j < 10 else 1.0 for j in range(11)]
    total = [0.0] * 11
    best = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        s = "".join(map(str, run))
        for k in range(1, len(s) + 1):
            h = s[:k].count("1")
            if n == 0:
                continue
            for j, r in enumerate(levels):
                if h / n >= r:
                    best[j] = max(best[j], h / k)
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("q18", "ap.value", "flow", "adds hits / k before counting the current relevant item (hits += 1 comes one "
      "line too late)",
      [[r"before (the )?(hit|count|increment|it is counted|adding|counting)", r"(increment|count)\w*.{0,30}(too late|after)",
        r"not (yet )?count\w*.{0,30}(itself|the current|this)",
        r"(exclud|without|leav)\w*.{0,30}(current|this|the relevant) item", r"one (hit|relevant) (too )?(few|short|less)",
        r"\(hits? ?- ?1\)", r"off.by.one"]], '''
s = "".join(map(str, v["labels"]))
hits = 0
total = 0.0
for k, ch in enumerate(s, 1):
    if ch == "1":
        total += hits / k
        hits += 1
my_ap_value = total / v["n_relevant"]
''')

wrong("q19", "dcg.classic", "flow", "the loop range(2, len(g)) stops one rank early: the last grade is never added",
      [[r"last (grade|item|rank|position)", r"range\(2, ?len", r"one (item|rank|grade) (too )?short",
        r"stops? (one )?(rank )?(too )?early", r"(drop|miss|skip|lose|ignor)\w*.{0,30}last", r"off.by.one"]], '''
import math

def my_dcg(grades):
    g = "".join(str(x) for x in grades)
    total = int(g[0])
    for i in range(2, len(g)):
        total += int(g[i - 1]) / math.log2(i)
    return float(total)
''')

wrong("q20", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"never sort\w*", r"not sort\w*", r"without sort\w*", r"unsorted", r"input order", r"given order",
        r"order (as )?given", r"ignor\w* (the )?distances", r"distances (are )?(never|not) used"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    s = "".join(map(str, labels))
    return s[:k].count("1") / k
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those "
      "within the top k",
      [[r"beyond (rank )?k\b", r"past (rank )?k\b", r"after (rank )?k\b", r"whole (list|ranking)",
        r"not (cut|truncated|stopped) at k", r"never (cut|truncat|stop)\w* at k", r"ignor\w* (the cut.?off )?k\b",
        r"(all|every) relevant ranks?\b", r"without (the )?\[:k\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    s = "".join(map(str, labels))
    den = min(k, n_relevant)
    if not den:
        return 0.0
    total, pos = 0.0, s.find("1")
    while pos != -1:
        total += s[:pos + 1].count("1") / (pos + 1)
        pos = s.find("1", pos + 1)
    return total / den
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: crashes when nothing "
      "is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result)", r"no (item|id|document)s? retrieved",
                 r"len\(ret\w*\) ?(==|is) ?0"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(str(x).strip() for x in retrieved)
    rel = set(str(x).strip() for x in relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "divides by the number of targets inside epsilon without a guard: "
      "crashes when the epsilon-query returns nothing",
      [ZERODIV, [r"nothing (within|inside|returned|closer)", r"empty (result|query|answer)", r"no target"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [str(y) for d, y in zip(distances, labels) if d < epsilon]
    return "".join(inside).count("1") / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "looks at the sorted distance ds[k] after the k-th one to detect a tie: "
      "IndexError when k is the whole list",
      [INDEX, [r"k ?= ?(n|len|the (whole )?list)", r"whole list", r"k equal\w* (to )?the (list|number|length)",
               r"no (item|target|distance) after (the )?k", r"ds\[k\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    sure = "".join(str(y) for d, y in zip(distances, labels) if d < cut).count("1")
    n_sure = sum(1 for d in distances if d < cut)
    tied = "".join(str(y) for d, y in zip(distances, labels) if d == cut)
    if ds[k] != cut:
        return [(sure + tied.count("1")) / k] * 2
    slots = k - n_sure
    lo = max(0, slots - tied.count("0"))
    hi = min(slots, tied.count("1"))
    return [(sure + lo) / k, (sure + hi) / k]
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the sliced string, so a list shorter than the "
      "class size is scored over the ranks it has instead of over c",
      [[r"len\(top\)", r"(length|size) of the (slice|cut|top|string)",
        r"divid\w* by (the )?(number of )?(items|ranks|labels) (actually )?(in the|there|retrieved|present)",
        r"missing ranks.{0,40}(not counted|ignored|dropped|left out)", r"instead of (by )?(c|n_relevant|the class size)\b"]],
      '''
def my_grip_point(labels, n_relevant):
    top = "".join(map(str, labels))[:n_relevant]
    return top.count("1") / len(top) if top else 0.0
''')

wrong("q26b", "interp.curve", "hidden", "takes the levels from np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above the exact level, so a recall of exactly 0.3 (0.6, 0.7) does not reach it",
      [[r"arange", r"floating.point", r"float(ing)? (error|rounding|representation)", r"0\.30000000000000004",
        r"0\.3000", r"rounding error", r"inexact level", r"levels? (slightly )?(above|greater|over|larger)",
        r"j ?\* ?0\.1", r"i ?\* ?0\.1"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    s = "".join(map(str, labels))
    points = [(s[:k].count("1") / n_relevant, s[:k].count("1") / k) for k in range(1, len(s) + 1)] if n_relevant else []
    out = []
    for r in np.arange(0.0, 1.1, 0.1):
        ps = [p for rec, p in points if rec >= r]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("q27", "avg.macro", "hidden", "divides tp by tp + fp without a guard: crashes on a query with nothing "
      "retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"tp ?\+ ?fp ?(==|=|is) ?0", r"no (item|document)s? retrieved",
                 r"empty (result|retrieved)"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fp, fn = map(int, " ".join(map(str, row)).split())
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when no item is "
      "relevant at all",
      [ZERODIV, [r"IDCG (is |=|==) ?0", r"ideal DCG (is )?(0|zero)", r"no relevant (item|grade)s?",
                 r"all grades (are )?0"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29e", "rank.r_precision", "twin", "divides by the length of the sliced string s[:R], which is shorter than "
      "R when the list is shorter than R",
      [[r"len\(top\)", r"(length|size) of the (slice|cut|top|string)",
        r"missing ranks.{0,40}(not counted|ignored|dropped|left out)",
        r"divid\w* by (the )?(number of )?(items|ranks|labels) (actually )?(in the|there|retrieved|present)",
        r"(ranks|items) (beyond|past|after) the end.{0,40}(ignored|dropped|not counted|left out)",
        r"instead of (by )?R\b"]], '''
s = "".join(map(str, v["labels"]))
R = v["n_relevant"]
top = s[:R]
my_r_precision = top.count("1") / len(top)
''')

wrong("q30", "map.mrr", "twin", "a query without a relevant item raises ValueError in str.index and is skipped "
      "(continue), so the mean is over the other queries only",
      [[r"skip\w*.{0,40}quer", r"quer\w*.{0,40}(skipped|dropped|left out|not counted|ignored|excluded)",
        r"(fewer|only the) quer\w*", r"divid\w* by (the number of )?quer\w* (with|that have|having) a",
        r"denominator.{0,30}(smaller|fewer|only)", r"\bcontinue\b"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        s = "".join(map(str, run))
        try:
            rr.append(1 / (s.index("1") + 1))
        except ValueError:
            continue
    return sum(rr) / len(rr)
''')

wrong("q31", "roc.auc", "twin", "the rank-sum formula with ordinal ranks from argsort instead of average ranks, "
      "so tied scores are ranked by their position in the list",
      [[r"ordinal", r"argsort", r"average rank", r"mid.?rank", r"tie\w*.{0,30}(ranked|ordered) by (their )?(position|order)",
        r"ties? (get|given|receive) (different|distinct|consecutive) ranks",
        r"(broken|break\w*) (by|in) (the )?(input|list|position|order)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.array([str(x) == "1" for x in labels])
    ranks = np.empty(len(s))
    ranks[np.argsort(s, kind="stable")] = np.arange(1, len(s) + 1)
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q32", "roc.eer", "twin", "takes the threshold where FPR and FNR are closest and averages them, without "
      "interpolating between the two ROC points around the crossing",
      [[r"no interpolation", r"not interpolat\w*", r"without interpolat\w*", r"(closest|nearest) (ROC )?(point|threshold)",
        r"instead of intersect\w*", r"never intersect\w*", r"(mean|average) of (the )?FPR and FNR",
        r"\(FPR ?\+ ?FNR\) ?/ ?2"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    best = None
    for t in sorted(set(scores), key=float) + [float("inf")]:
        fpr = sum(1 for s in neg if s >= t) / len(neg)
        fnr = sum(1 for s in pos if s < t) / len(pos)
        if best is None or abs(fpr - fnr) < abs(best[0] - best[1]):
            best = (fpr, fnr)
    return (best[0] + best[1]) / 2
''')

wrong("q33", "interp.step", "twin", "rounds the recall to one decimal (f\"{r:.1f}\") before comparing it with "
      "the level",
      [[r"round\w*", r"\.1f", r"one decimal", r"1 decimal", r"format\w*.{0,30}(recall|string)", r"string (and )?back"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    s = "".join(map(str, labels))
    hits = 0
    for k, ch in enumerate(s, 1):
        if ch == "1":
            hits += 1
            if float(f"{hits / n_relevant:.1f}") >= level:
                return hits / k
    return 0.0
''')

wrong("q34", "gen.practical", "twin", "formats each value with \"%.4f\" and parses it back, rounding the results "
      "to 4 decimals",
      [[r"round\w*", r"\.4f", r"4 decimals", r"four decimals", r"format\w*.{0,30}(string|back)", r"string (and )?back"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = "".join(map(str, labels)).count("1")
    vals = [v / s, v / (d - s + v) if d - s + v else 0.0, v / d]
    return [float(f"{x:.4f}") for x in vals]
''')

wrong("q35", "dcg.classic", "twin", "with a 0-based index i it divides by log2(i + 2), i.e. log2(rank + 1) for "
      "ranks 2 and later (rank and index shifted by one)",
      [[r"off.by.one", r"log2\(i ?\+ ?2\)", r"(rank|index|position) (shifted|off) by one", r"log2\(rank ?\+ ?1\)",
        r"one rank (too )?(far|deep|late)", r"0.based", r"zero.based"]], '''
import math

def my_dcg(grades):
    g = "".join(map(str, grades))
    total = float(g[0])
    for i in range(1, len(g)):
        total += float(g[i]) / math.log2(i + 2)
    return total
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36f", "set.pr", "data", "matches ids with `in` on the joined relevant string, so 'd1' is found inside "
      "'d12' (substring instead of whole-id match)",
      [[r"substring", r"part of (another|a longer) id", r"d1.{0,20}d1\d", r"(inside|within) (another|a longer) (id|string)",
        r"prefix", r"string (search|match\w*|contain\w*)", r"not (compared|matched) as (whole )?(ids|items|tokens)",
        r"joined string"]], '''
def my_set_pr(retrieved, relevant):
    ret = sorted(set(retrieved))
    rel_line = " ".join(relevant)
    hit = sum(1 for d in ret if d in rel_line)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "pr.points", "data", "keys the precisions by str(rank) and returns them in sorted key order, so rank "
      "'10' comes before rank '2'",
      [[r"(sort\w*|order\w*).{0,40}(string|text|lexicograph|alphabetic)", r"lexicograph", r"alphabetic",
        r"'10' (before|ahead of|<) '2'", r"10 (comes )?(before|ahead of) 2", r"str\(k\)", r"(ranks|keys) (as|are) strings"]],
      '''
def my_pr_points(labels, n_relevant):
    prec = {}
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            prec[str(k)] = hits / k
    return [prec[key] for key in sorted(prec)]
''')

wrong("q38", "rank.distances", "data", "treats the distances like scores and ranks the farthest item first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"reverse\w*", r"high(est)? (distance )?first",
        r"distance.{0,30}(as|like) (a )?(similarit|score)", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: -t[0])
    top = "".join(str(y) for _, y in pairs[:k])
    return top.count("1") / k
''')

wrong("q39", "roc.eer", "data", "takes label 0 as the positive class (labels swapped), giving 1 - EER",
      [[r"labels? (are )?(swapped|inverted|flipped|reversed)", r"(swapped|inverted|flipped|reversed) labels?",
        r"(0|zero) (as|is|treated as) (the )?positive", r"positive (and|&) negative (swapped|mixed|reversed)",
        r"1 ?- ?EER", r"complement"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if str(y) == "0"]
    neg = [s for s, y in zip(scores, labels) if str(y) != "0"]
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tpr = sum(1 for s in pos if s >= t) / len(pos)
        fpr = sum(1 for s in neg if s >= t) / len(neg)
        pts.append((fpr, tpr))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0 = f0 + t0 - 1
        g1 = f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 0.5
''')

wrong("q40", "avg.macro", "data", "reads each row's columns as [tp, fn, fp] (fp and fn swapped), giving the "
      "macro-averaged recall",
      [[r"column", r"fp and fn (are )?(swapped|confused|mixed)", r"fn and fp (are )?(swapped|confused|mixed)",
        r"(swapp|confus|mix)\w*.{0,20}\b(fp|fn)\b", r"wrong (order|position)", r"recall instead", r"macro.?recall",
        r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for row in tables:
        cols = str(row).strip("[]").split(",")
        tp, fn, fp = (int(c) for c in cols)
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranked list, so they count in "
      "the DCG as if retrieved at the end",
      [[r"(unretrieved|never retrieved).{0,60}(appended|added|ranked|counted|included) (to|in|at) (the )?(end|ranking|"
        r"retrieved|list|DCG)", r"(append|add)\w*.{0,40}unretrieved", r"unretrieved.{0,40}(in|into) the (DCG|numerator)",
        r"as if (they were )?retrieved", r"treat\w*.{0,30}unretrieved.{0,30}retrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    ranked = list(grades) + list(unretrieved)
    ideal = sorted(ranked, reverse=True)
    best = dcg(ideal)
    return dcg(ranked) / best if best else 0.0
''')

wrong("q42", "scope.eps_precision", "data", "counts the n targets inside epsilon but then takes the first n labels "
      "of the input, as if the list were sorted by distance",
      [[r"(assum|treat)\w*.{0,40}sorted", r"already sorted", r"first n labels", r"labels? (are |is )?(not |never )?"
        r"(aligned|matched|paired|reordered)", r"input order", r"wrong labels", r"labels of the (first|nearest)"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = sum(1 for d in sorted(distances) if d < epsilon)
    if n == 0:
        return 0.0
    return "".join(map(str, labels))[:n].count("1") / n
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "ids split into sets, exact Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret = set(" ".join(retrieved).split())
    rel = set(" ".join(relevant).split())
    hit = len(ret & rel)
    p = Fraction(hit, len(ret)) if ret else Fraction(0)
    r = Fraction(hit, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q44", "rank.distances", "indices sorted by distance (stable), labels joined and counted", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = "".join(str(labels[i]) for i in order[:k])
    return top.count("1") / k
''')

right("q45", "interp.step", "str.find loop over the joined labels", '''
def my_step_interpolated(labels, n_relevant, level):
    s = "".join(map(str, labels))
    pos, hits = s.find("1"), 0
    while pos != -1:
        hits += 1
        if hits >= level * n_relevant - 1e-9:
            return hits / (pos + 1)
        pos = s.find("1", pos + 1)
    return 0.0
''')

right("q46", "scope.eps_precision", "NumPy mask over distances parsed with float(str(x))", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array([float(str(x)) for x in distances])
    y = np.asarray(labels)
    mask = d < epsilon
    return float(y[mask].mean()) if mask.any() else 0.0
''')

right("q47", "ap.eleven_point", "itertools.accumulate and integer level tests", '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = list(accumulate(labels))
    pts = [(h * 10, h / k) for k, h in enumerate(hits, 1)]
    total = 0.0
    for j in range(11):
        ps = [p for h10, p in pts if h10 >= j * n_relevant]
        total += max(ps) if ps else 0.0
    return total / 11
''')

right("q48", "map.mean", "joined strings and exact Fractions", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        s = "".join(map(str, run))
        ranks = [i + 1 for i, c in enumerate(s) if c == "1"]
        aps.append(sum(Fraction(j, r) for j, r in enumerate(ranks, 1)) / n if n else Fraction(0))
    return float(sum(aps) / len(aps))
''')

SUBMISSIONS = tuple(S)
