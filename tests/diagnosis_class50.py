"""Diagnosis class 50, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course writing in a
hurry the night before the deadline -- a similar variable used in place of the right one, a copy-pasted line not
edited, a condition written the wrong way round, a loop variable that shadows a parameter, a helper called with
its arguments in the wrong order, a counter not reset or incremented one step late, a misplaced parenthesis, a
misread input format, and the usual misremembered formulas; in loops, NumPy and comprehensions alike. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library (``ireval_teach/generality.py`` and ``roc.py`` for two
references' conventions), lines 1-80 of tests/heldout_submissions.py (the record and ``class_writer``) and the
header and last lines of tests/diagnosis_class19.py (the format) were read. The category is kept in ``style``.
Student ids are ``"c50-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer
name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class50): every right
one agrees on the student's visible and hidden inputs and on random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 50 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c50-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "always returns F1, the harmonic mean of P and R: beta is never used",
      [[r"ignor\w* (the )?beta", r"\bF1\b", r"F_?1 (instead|whatever|regardless)", r"harmonic mean",
        r"beta (is )?(never|not) used", r"(never|not|doesn'?t|does not) use (the )?beta", r"unused beta",
        r"as if beta (were|was|is|=) ?1", r"beta (fixed|set|stuck) (at|to) 1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "dcg.classic", "sibling", "computes the TREC-style DCG (every rank discounted by log2(rank + 1)) "
      "instead of the classic one (rank 1 undiscounted, log2(i) after)",
      [[r"log_?2 ?\(? ?(i|rank|r) ?\+ ?1", r"trec(_eval)?[- ]?(style|formulation|discount|dcg|version)",
        r"(the )?other (dcg )?formulation", r"rank 1 (is )?(also )?discounted", r"discount\w* (the )?first rank",
        r"(every|each|all) ranks? (is |are )?discounted", r"burges", r"\+ ?1 in the (log|discount)"]], '''
from math import log2

def my_dcg(grades):
    return sum(rel / log2(rank + 1) for rank, rel in enumerate(grades, start=1))
''')

wrong("a03", "pr.points", "sibling", "returns the recall of each point of the PR curve instead of its precision",
      [[r"recalls? instead of (the )?precisions?", r"recall (values|levels|of each point|at each)",
        r"returns? (the )?recalls?", r"R@k instead of P@k", r"(hits|found) ?/ ?n_relevant",
        r"divid\w* by n_relevant", r"x.?(coordinate|axis|value)s? (instead|rather)", r"wrong (axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    found = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            found += 1
            out.append(found / n_relevant)
    return out
''')

wrong("a04", "gen.grip_point", "sibling", "returns the average precision of the ranking instead of the precision "
      "at scope s = n_relevant (R-precision)",
      [[r"average precision", r"\bAP\b", r"(mean|sum|average) of (the )?precisions? at (the|each|every) relevant",
        r"precisions? at (each|every|all) relevant (rank|item)s?"]], '''
def my_grip_point(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("a05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where they are closest (the "
      "nearest-point EER) instead of intersecting the ROC segment with FPR = FNR",
      [[r"nearest(-| )(roc )?point", r"closest (roc )?point", r"no interpolation", r"without interpolat\w*",
        r"not interpolat\w*", r"never interpolat\w*", r"\(?fpr ?\+ ?fnr\)? ?/ ?2", r"average of (the )?(fpr|false "
        r"positive rate) and (the )?(fnr|false negative rate)", r"(snaps?|rounds?) to (a|the) (roc )?point",
        r"(smallest|minimal|minimum) (gap|difference|\|fpr ?- ?fnr\|)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    points = [(0.0, 1.0)]
    for t in sorted(set(s.tolist()), reverse=True):
        tp = (y & (s >= t)).sum()
        fp = (~y & (s >= t)).sum()
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return float((fpr + fnr) / 2)
''')

wrong("a06", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full query's denominator) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant (as|in|for) (the )?denominator", r"divid\w* by (all|every|the total|the number of|the whole "
        r"query'?s?) relevant", r"divid\w* by n_relevant", r"(full|plain|ordinary|whole)[- ]query (AP )?denominator",
        r"(instead of|not|without|ignor\w*|forg[eo]t\w*) (the )?min\(k", r"denominator (is |was )?(n_relevant|R\b)",
        r"(truncated|cut) AP"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = labels[:k]
    hits = 0
    total = 0.0
    for i, lab in enumerate(top, 1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("a07", "avg.macro", "sibling", "computes the micro average (all queries' tp over all retrieved) instead of "
      "the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"(sums?|summ\w*|adds?|add\w*) (up )?(the |all )?(counts|tp|true positives|tables)",
        r"(total|overall) (tp|true positives)", r"(over|across) all queries'? counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "ndcg.all_judgments", "shape", "discounts with the natural logarithm (math.log) instead of log2",
      [[r"natural log", r"\bln\b", r"log(arithm)? (in |to )?base e\b", r"math\.log\b(?!2)", r"math\.log\(",
        r"wrong (log(arithm)? )?base", r"base.{0,15}(\be\b|2\.718)", r"(instead of|not|rather than) log_?2",
        r"log_?e\b"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (math.log(i) if i > 1 else 1) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("b02", "gen.practical", "shape", "recall's lower bound written v / (d - s): the + v of the denominator "
      "(the v relevant items found) is left out", [[
          r"(forg[eo]t\w*|missing|drop\w*|without|left out|leaves out|omit\w*).{0,30}\+ ?v\b",
          r"d ?- ?s\)?(?! ?\+)", r"(only )?the unjudged (items )?(only|as the denominator)",
          r"(leav|left|leaves|omit)\w* out (the )?v (found|relevant)",
          r"(found|retrieved) relevant (items )?(left out of|missing from|not in) the denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("b03", "roc.auc", "shape", "(wins + ties) / 2 instead of wins + ties / 2: the won pairs are halved too "
      "(a misplaced parenthesis)",
      [[r"(wins|won pairs|correctly ordered pairs|pairs won|concordant).{0,30}(halved|divided by 2|/ ?2|half)",
        r"halv\w* (the )?(wins|whole|sum|total|every|all)", r"parenthes\w*", r"bracket\w*",
        r"1/2 (applied )?to (every|all|each|the won)", r"(every|all|each) pairs? (counted|counts|counting) (as )?"
        r"(1/2|half)", r"half (of )?(the )?(right|correct|true) (value|AUC)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    ties = sum(1 for p in pos for n in neg if p == n)
    return (wins + ties) / 2 / (len(pos) * len(neg))
''')

wrong("b04", "dcg.exponential", "shape", "gain 2^rel instead of 2^rel - 1 (the - 1 forgotten)",
      [[r"(forg[eo]t\w*|missing|without|drop\w*|omit\w*|left out).{0,20}(- ?1|minus (one|1))",
        r"2 ?\^ ?rel(_i)? instead of", r"2 ?\*\* ?\w+ instead of", r"gain.{0,20}2 ?(\^|\*\*) ?(rel|grade)\w*(?! ?-)",
        r"(one|1) too (large|high|big)", r"(non-?relevant|grade 0|zero).{0,30}gain (of )?1"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("b05", "map.mean", "shape", "returns the sum of the per-query APs: never divided by the number of queries",
      [[r"sum (of (the )?(per.query )?APs?|over (the )?queries)", r"(not|never|forg[eo]t\w*|without|no) "
        r"(divid\w*|to divide) by (the number of )?(queries|len)", r"total instead of (the )?mean",
        r"(no|missing|forg[eo]t\w*( the)?) (mean|averag\w*)", r"not averaged", r"summ?(ed|s) (the )?APs?"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        hits = 0
        ap = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                ap += hits / k
        total += ap / R if R else 0.0
    return total
''')

wrong("b06", "ap.eleven_point", "shape", "sums the 11 interpolated precisions and divides by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"\bten\b", r"10 instead of 11", r"(11|eleven) (values|levels|points) "
        r"(but|yet|over) (divided by )?10", r"wrong (count|number) of levels", r"fencepost"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        m = prec[rec >= r - 1e-12]
        total += m.max() if m.size else 0.0
    return float(total / 10)
''')

wrong("b07", "scope.knn_ties", "shape", "returns [highest, lowest]: the two bounds in the wrong order",
      [[r"swap\w*", r"(wrong|reversed|other|opposite) order", r"(highest|optimistic|upper)( bound)? (first|before)",
        r"the other way round", r"in reverse", r"(lowest|pessimistic|lower)( bound)? (second|last)",
        r"(order|positions) of the (two )?bounds"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(y for _, y in pess[:k]) / k
    high = sum(y for _, y in opt[:k]) / k
    return [high, low]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "the loop starts at index 1: rank 1 is never counted",
      [[r"(skip|miss|ignor|drop|leav|lose|los)\w*.{0,25}(rank 1|first (rank|item|label|element|position)|top "
        r"(item|rank)|index 0|labels\[0\])", r"off.by.one", r"range\(1", r"starts? (at|from) (index )?1",
        r"(rank 1|first (rank|item)) (is )?(never|not) (counted|included|seen)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("c02", "ap.exact", "flow", "adds hits / rank before incrementing hits: each relevant rank's precision "
      "misses the item itself (one hit late)",
      [[r"(before|not yet) (count|increment|add|updat)\w*", r"(increment|updat|count)\w* (the )?(hits?|counter) "
        r"(only |too )?(after|late)", r"one (hit|step|count) (too )?late", r"off.by.one", r"stale",
        r"previous (hit )?count", r"(misses|excludes|without|not counting) the (relevant )?item itself",
        r"\(hits? ?- ?1\)", r"order of the (two )?(lines|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            total += hits / rank
            hits += 1
    return total / n_relevant
''')

wrong("c03", "map.mean", "flow", "the hit counter is set once before the query loop and never reset: it "
      "carries over from one query to the next",
      [[r"(not|never|forg[eo]t\w*( to)?) (be )?reset", r"carr(y|ies|ied) over", r"(reset|re-?initiali[sz]e)\w* "
        r".{0,30}(each|every|per|next) query", r"accumulat\w*.{0,30}across (the )?queries", r"shared (across|between) "
        r"(the )?queries", r"outside the (query |outer )?loop", r"leak\w* (from|between|across)",
        r"(previous|earlier) quer(y|ies)'?s? (hits|count)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c04", "pr.averaged", "flow", "a running maximum from the top of the ranking: each level takes the best "
      "precision at or above the first rank reaching it, not the best at or below it (deeper ranks)",
      [[r"running max\w*", r"cumulative max\w*", r"max\w* (over|of) (the )?(earlier|previous|preceding|first|higher) "
        r"ranks", r"(left|before|above|top).{0,20}instead of.{0,20}(right|after|below|deeper|later)",
        r"wrong direction", r"maximum.accumulate", r"(from|at) the top (down|of the ranking)", r"not (the )?(later|"
        r"following|deeper) ranks", r"(max|maximum) (so far|up to)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        best = np.maximum.accumulate(prec)
        row = []
        for r in np.linspace(0, 1, 11):
            idx = np.nonzero(rec >= r - 1e-9)[0]
            row.append(best[idx[0]] if idx.size else 0.0)
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("c05", "interp.step", "flow", "no break/return at the first relevant item whose recall reaches the level: "
      "the loop goes on and keeps the last such point",
      [[r"(no|missing|without|forg[eo]t\w*( the| a| to)?) (break|return)", r"(last|final) (relevant|point|item|"
        r"relevant item|one)", r"(keeps|kept|goes on) (overwriting|going|looping)", r"overwrit\w*",
        r"not (at )?the first", r"(doesn'?t|does not|never) stop"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / rank
    return p
''')

wrong("c06", "map.mrr", "flow", "adds 1 / rank for every relevant item of a query (no break after the first)",
      [[r"(no|missing|without|forg[eo]t\w*( the| a| to)?) break", r"every relevant", r"all (the )?relevant "
        r"(items|ranks)", r"(sum|adds?|adding|summ\w*) (of |up )?(the |all )?reciprocal", r"not (only|just) the first",
        r"(each|every) (relevant )?hit", r"(doesn'?t|does not|never) stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run):
            if rel:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("c07", "rank.distances", "flow", "the enumerate loop variable is named k and overwrites the parameter k: "
      "the count is divided by k - 1 (ZeroDivisionError at k = 1)",
      [[r"shadow\w*", r"(loop|enumerate) (variable )?(overwrit|reus|clobber|rebind|rebound|replac)\w*",
        r"\bk\b (is |gets )?(overwritten|reused|rebound|reassigned|clobbered|replaced)", r"(reuse|reusing|reused) "
        r"(the name )?\bk\b", r"divid\w* by k ?- ?1", r"/ ?\(?k ?- ?1", r"same name"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    hits = 0
    for k, (d, y) in enumerate(pairs[:k]):
        hits += y
    return hits / k
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for P = R = 0: divides 0 by 0 (ZeroDivisionError)", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.exact", "hidden", "NumPy division by n_relevant = 0 gives nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"zero by zero", r"0\.0 ?/ ?0"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / np.float64(n_relevant))
''')

wrong("d03", "gen.grip_point", "hidden", "divides by the length of the cut list (labels[:n_relevant]) instead of "
      "n_relevant: a list shorter than the class is scored over its own length",
      [[r"(divid\w*|denominator).{0,40}(length|len|size) of the (list|slice|cut|prefix)", r"len\(\w*\[:",
        r"len\(top\)", r"(divid\w*|denominator).{0,20}(slice|cut|prefix)", r"(divid\w*|denominator) by (the )?"
        r"(number of )?(items|ranks) (actually )?(there|present|available|in the list)",
        r"missing ranks.{0,40}(not counted|ignored|dropped)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d04", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: ZeroDivisionError when nothing is "
      "relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / log2(i + 1) for i, g in enumerate(gs))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "scope.eps_precision", "hidden", "no guard for an empty result: ZeroDivisionError when nothing is "
      "within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "interp.curve", "hidden", "levels built as i * 0.1 in floating point: 0.6000000000000001 and "
      "0.30000000000000004 are not reached by a recall of exactly 0.6 or 0.3",
      [[r"float(ing)?[ -]point", r"round(ing)?[ -]?(off|error)", r"0\.1 ?\* ?i\b", r"\bi ?\* ?0\.1", r"0\.3000000",
        r"0\.6000000", r"0\.7000000", r"exact(ly)? (fractions?|comparison)", r"np\.arange", r"float (error|precision|"
        r"representation)", r"representation error"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, y in enumerate(labels, 1):
        hits += y
        precs.append(hits / k)
        recs.append(hits / n_relevant)
    out = []
    for i in range(11):
        r = i * 0.1
        cand = [p for p, rc in zip(precs, recs) if rc >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("d07", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): IndexError when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "dcg.classic", "twin", "the rank counter starts at 2 (enumerate(grades, 2), to avoid log2(1) = 0): "
      "every rank is shifted by one",
      [[r"start\w*.{0,20}(at|from|=) ?2", r"enumerate\(.{0,20}2\)", r"(ranks?|index|counter)( is| are)? (shifted|off by "
        r"one)", r"off.by.one", r"shift\w* (the |every |each )?ranks?", r"(counter|count|index|rank) (one|1) too "
        r"(high|large|big)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 2):
        total += g / math.log2(i)
    return total
''')

wrong("e02", "set.pr", "twin", "the helper ratio(a, b) = |a & b| / |a| is called with its two arguments in the "
      "wrong order both times",
      [[r"argument\w* (in the )?(wrong|swapped|reversed|other) order", r"swap\w* (the )?(arguments|inputs|parameters|"
        r"args)", r"(arguments|inputs|parameters|args) (are |were )?(swapped|reversed|exchanged)",
        r"(called|passed|calls|passes).{0,40}(wrong|reverse\w*|swapped|other) order",
        r"helper.{0,40}(swapped|wrong order|reversed)"]], '''
def ratio(a, b):
    a, b = set(a), set(b)
    return len(a & b) / len(a) if a else 0.0


def my_set_pr(retrieved, relevant):
    return [ratio(relevant, retrieved), ratio(retrieved, relevant)]
''')

wrong("e03", "set.f_beta", "twin", "beta^2 multiplies recall in the denominator instead of precision",
      [[r"beta.{0,25}(on|with|times|multipl\w*|next to|to) (the )?recall", r"b(eta)?( ?\^ ?| ?\*\* ?)2 ?\*? ?"
        r"(R|recall)\b", r"(R|recall) ?\* ?b(eta)?( ?\^ ?| ?\*\* ?)2", r"(wrong|other) term",
        r"beta.{0,20}(wrong|other) (term|variable|side)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("e04", "gen.practical", "twin", "generality's lower bound divides v by the scope s instead of the database "
      "size d", [[r"divid\w* by (the )?(scope|s)\b", r"scope (s )?(instead of|rather than|not) (the )?(database|d)\b",
                  r"\bs instead of d\b", r"(scope|\bs\b) (as|in|for) the denominator", r"denominator (is |was )?"
                  r"(the scope|s\b)", r"(instead of|not|rather than) (the )?(database|collection) size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("e05", "rank.distances", "twin", "reverses the ascending argsort ([::-1]): the farthest items first",
      [[r"descending", r"revers\w*", r"(largest|farthest|furthest|biggest|highest) (distances? )?first",
        r"\[::-1\]", r"(wrong|opposite) (end|direction|order)", r"(as|like) (similarit|score)\w*",
        r"(nearest|closest) (items? )?last"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("e06", "roc.auc", "twin", "the pair comparison is written the wrong way round (counts pairs where the "
      "positive scores LOWER)",
      [[r"(comparison|condition|inequality|sign|test)s? (is |was )?(written )?(the )?(wrong way|reversed|inverted|"
        r"flipped|backwards)", r"<\s*instead of\s*>", r"wrong (direction|way round)", r"(counts?|counting) (the )?pairs? "
        r"where (the )?(positive scores lower|negative scores higher)", r"(positive|relevant) (scores? )?lower",
        r"(reversed|inverted|flipped) comparison"]], '''
def my_auc(scores, labels):
    pairs = 0
    score = 0.0
    for i, yi in enumerate(labels):
        if yi != 1:
            continue
        for j, yj in enumerate(labels):
            if yj != 0:
                continue
            pairs += 1
            if scores[i] < scores[j]:
                score += 1
            elif scores[i] == scores[j]:
                score += 0.5
    return score / pairs
''')

wrong("e07", "interp.step", "twin", "the level test is strict (recall > level instead of >=): a level equal to "
      "R_i moves on to the next point",
      [[r"strict\w*", r">\s*instead of\s*>=", r"(>=|≥) (is |was )?(written as|replaced by|instead) ?>", r"not (>=|≥)",
        r"(greater than|>) (rather than|instead of) (greater than or equal|at least|>=)",
        r"(equality|equal case|boundary|the equal) (is )?(excluded|left out|missed)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    found = 0
    for i, x in enumerate(labels):
        if x == 1:
            found += 1
            if found / n_relevant > level:
                return found / (i + 1)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "ndcg.all_judgments", "data", "turns the grades into 0/1 (grade > 0) before computing DCG: the grade "
      "levels are lost",
      [[r"binar\w*", r"(grades|gains) (are |were )?(treated|read|turned|taken|converted|collapsed) (as|in)?to? ?"
        r"(0/1|binary|labels|relevant or not)", r"(ignor|drop|los|flatten)\w* (the )?(grade )?(levels|grades)",
        r"graded relevance (ignored|lost)", r"0/1 (labels|gains|relevance)", r"> ?0"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    rel = np.array([1.0 if g > 0 else 0.0 for g in grades])
    allrel = np.array([1.0 if g > 0 else 0.0 for g in list(grades) + list(unretrieved)])
    ideal = np.sort(allrel)[::-1]

    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return float(np.sum(x / disc))

    best = dcg(ideal)
    return dcg(rel) / best if best else 0.0
''')

wrong("f02", "map.mean", "data", "counts the relevant items of each run (sum(run)) instead of using the given "
      "n_relevant: relevant items never retrieved are left out",
      [[r"sum\(run", r"(count\w*|number of) (the )?relevant (items )?(in|within|of|inside) the (list|run|ranking)",
        r"(ignor|not us|never us|doesn'?t us|does not us|instead of|not|without)\w* (the given )?n_relevant",
        r"(retrieved|found) relevant (items )?only", r"(missed|unretrieved|never retrieved) relevant (items )?"
        r"(are |were )?(not counted|ignored|left out)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits = 0
        total = 0.0
        for pos, rel in enumerate(run):
            if rel:
                hits += 1
                total += hits / (pos + 1)
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f03", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision is computed with fn in place of fp",
      [[r"\b(fp|fn) and (fn|fp) (are |were )?(swapped|confused|mixed up|exchanged)", r"(order|columns?|fields?|entries) "
        r"of (the |each )?(table|row)", r"tp ?/ ?\(tp ?\+ ?fn\)", r"read (the )?(tables?|columns|entries|rows) in the "
        r"wrong order", r"\[tp, ?fn, ?fp\]", r"second and third", r"unpack\w*.{0,30}(wrong|order)",
        r"\bfn\b (in place of|instead of|for) \bfp\b"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f08", "ap.value", "data", "reads the ranking from the end (the last label taken as rank 1)",
      [[r"revers\w*", r"(bottom|last) (rank |label |item )?(up|first|as rank 1)", r"backwards", r"wrong (end|order)",
        r"\[::-1\]", r"(from|at) the (end|bottom)"]], '''
labels = list(v["labels"])[::-1]
hits = 0
total = 0.0
for rank, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        total += hits / rank
my_ap_value = total / v["n_relevant"]
''')

wrong("f05", "rank.r_precision", "data", "takes R as the length of the list instead of n_relevant (the precision "
      "of the whole list)",
      [[r"len(gth)?\(?\s*(v\[.labels.\]|labels)", r"length of the (list|ranking)", r"(whole|entire|full) (list|ranking)",
        r"(list|ranking)('s)? length (as|for|instead)", r"(number of|all) (retrieved|ranked|listed) items",
        r"precision of the (whole|entire|full) (list|ranking)"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("f06", "dcg.trec", "data", "sorts the grades from high to low before computing DCG (the ideal ranking's "
      "DCG, not the ranking's own order)",
      [[r"sort\w*", r"ideal (order|ranking|dcg)", r"\bIDCG\b", r"re-?order\w*", r"(best|highest) grades? first",
        r"(ignor|los|chang)\w* (the )?(rank(ing)? )?order"]], '''
from math import log2

g = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(x / log2(i + 2) for i, x in enumerate(g))
''')

wrong("f07", "scope.knn_ties", "data", "reads the distances as similarity scores and ranks the largest first",
      [[r"(as|like) (a )?(similarit|score)\w*", r"descending", r"(largest|farthest|furthest|biggest|highest) "
        r"(distances? )?first", r"revers\w*", r"(wrong|opposite) (end|direction|order)", r"-t\[0\]",
        r"(nearest|closest) (items? )?last"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (-t[0], t[1]))[:k]
    high = sorted(items, key=lambda t: (-t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "rank.p_at_k", "NumPy slice over k (missing ranks count 0)", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels, dtype=int)[:k]) / k)
''')

right("g02", "interp.curve", "exact Fractions for recall and levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, y in enumerate(labels, 1):
        hits += y
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    out = []
    for i in range(11):
        r = Fraction(i, 10)
        c = [p for rc, p in pts if rc >= r]
        out.append(float(max(c)) if c else 0.0)
    return out
''')

right("g03", "scope.knn_ties", "counting the tie group at the k-th place", '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    closer = [labels[i] for i in order if distances[i] < cut]
    tied = [labels[i] for i in order if distances[i] == cut]
    room = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, room - non_tied)
    high = sum(closer) + min(room, rel_tied)
    return [low / k, high / k]
''')

right("g04", "map.mrr", "loop with break, 0 for a query with no hit", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1 / rank
                break
    return total / len(runs)
''')

right("g05", "ap.value", "NumPy cumulative sums", '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float((prec * y).sum() / v["n_relevant"])
''')

right("g06", "gen.practical", "explicit counts, guarded v = 0", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]
''')

SUBMISSIONS = tuple(S)
