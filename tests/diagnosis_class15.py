"""Diagnosis class 15, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course from
varied backgrounds get wrong (a statistics student who thinks in NumPy, a Java programmer new to Python, a student
who copies another convention from the web, one who half-remembers the lecture). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class9.py (the category is
kept in ``style``). Student ids are ``"c15-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class15): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, indexing, reuse), ``hidden`` (shows only on an edge case the hidden
checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold the true
cause only), ``data`` (mistakes about the input data: ids, order, thresholds, graded labels, ties). The
individual mistakes are named only in the labels below.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 15 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c15-")

NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "nothing (is )?returned",
        "bare return", "returns? nothing"]
NAN = [r"\bnan\b", "not a number"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero"]
INDEX = ["IndexError", "index out of range", r"out of (range|bounds)", "past the end"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision", [[r"recalls? instead of (the )?precision", r"returns? (the )?recalls?", "recall values",
                     r"x.?(axis|coordinate)", "horizontal", r"R@k instead", r"hits? ?/ ?n_relevant",
                     "recall (coordinate|axis|side)", "wrong (axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    found = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            found += 1
            pts.append(found / n_relevant)  # one point of the curve per relevant item
    return pts
''')

wrong("s02", "map.mean", "sibling", "the mean R-precision (precision at rank n_relevant) instead of the mean of the "
      "APs", [["R.?prec", r"P@R\b", r"precision at (rank )?(R|n_relevant)\b", "break.?even"]], '''
def my_map(runs, n_relevant):
    # average precision of a query = its precision once R documents are shown
    vals = []
    for run, R in zip(runs, n_relevant):
        top = run[:R]
        vals.append(sum(top) / R if R else 0.0)
    return sum(vals) / len(vals)
''')

wrong("s03", "gen.grip_point", "sibling", "the precision of the whole judged list (scope = its length), not at "
      "the scope s = c", [["whole (list|ranking)", r"len\(labels\)", "entire (list|ranking)", "all (the )?(ranks|items)",
                           r"(list|ranking)'?s? length", "length of the (list|ranking)", "every (rank|item)",
                           r"instead of (at )?(the )?(class size|n_relevant|s ?= ?c)"]], '''
def my_grip_point(labels, n_relevant):
    # GRiP plots precision: relevant found / items shown
    return sum(labels) / len(labels)
''')

wrong("s04", "roc.eer", "sibling", "the 'nearest point' EER: (FPR + FNR) / 2 at the ROC point with the smallest "
      "|FPR - FNR|, with no interpolation between points",
      [["nearest", "closest", "no interpolation", r"not interpolat", "without interpolat",
        r"\(FPR ?\+ ?FNR\) ?/ ?2", "average of (the )?(FPR|false positive rate) and", "mean of (the )?(FPR|false pos)",
        r"smallest \|?(difference|gap)"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]  # (FPR, FNR) before any threshold
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("s05", "scope.eps_precision", "sibling", "the recall of the epsilon-query (relevant found / all relevant "
      "targets) instead of its precision",
      [["recall", "all (the )?relevant", "number of relevant", r"sum\(labels\)", "class size",
        "relevant targets in (the )?(database|collection|list)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = sum(lab for d, lab in zip(distances, labels) if d < epsilon)
    total = sum(labels)
    return found / total if total else 0.0
''')

wrong("s06", "ndcg.value", "sibling", "the classic DCG itself, never divided by the ideal DCG",
      [["not normali[sz]ed", "unnormali[sz]ed", "without normali", "never normali",
        "forgot.{0,30}(ideal|IDCG|normali|divid)", r"\bDCG\b.{0,30}(instead|not NDCG|rather)", "no division",
        "not divided", "never divided", "missing (the )?(ideal|IDCG|normali)", "divide by (the )?(ideal|IDCG)"]], '''
import math

g = v["grades"]
my_ndcg_value = g[0] + sum(x / math.log2(i) for i, x in enumerate(g[1:], start=2))
''')

wrong("s07", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value (scipy) instead of the sign "
      "test's", [["Wilcoxon", "signed.?rank", "ranks? of the (absolute )?differences", "magnitude",
                  "size of the differences", "how (much|big|large)"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("h01", "dcg.classic", "shape", "the ranks from 2 on are discounted by log2(i + 1) (the other DCG's "
      "discount) while rank 1 stays undiscounted: the two formulas mixed",
      [[r"log2?\(i ?\+ ?1\)", r"i ?\+ ?1", "off.by.one", r"one (rank|position) (too )?(deep|far|late|off)",
        "shifted", r"rank ?\+ ?1", "mix(es|ed|ing)? (the )?(two|both)", r"\bTREC\b"]], '''
import math

def my_dcg(grades):
    score = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            score += g
        else:
            score += g / math.log2(i + 1)
    return score
''')

wrong("h02", "set.f_beta", "shape", "the numerator squares the whole sum: (1 + beta)^2 instead of 1 + beta^2",
      [["numerator", "parenthes", "bracket", r"\(1 ?\+ ?(beta|b|β)\) ?(\*\*|\^|²) ?2?", r"square of \(?1 ?\+",
        "squared? the (whole )?sum", "precedence"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return (1 + beta) ** 2 * precision * recall / (beta ** 2 * precision + recall)
''')

wrong("h03", "avg.macro", "shape", "the mean divides by the number of queries minus 1 (a sample-variance habit); "
      "one query divides by zero",
      [[r"n ?- ?1", r"len\(.{0,15}\) ?- ?1", "one (query )?(fewer|less|too few)", "Bessel", "ddof", "unbiased",
        "sample (variance|correction)", "number of queries minus"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables]
    return sum(precs) / (len(precs) - 1)  # unbiased mean over the sample of queries
''', crash="ZeroDivisionError")

wrong("h04", "ap.at_k", "shape", "each hit's precision is taken at the cutoff k (hits / k) instead of at its own "
      "rank i", [[r"hits? ?/ ?k\b", r"P@k\b.{0,40}(instead|rather|not)", r"instead of P@i", r"precision at (the )?(cutoff|k)\b",
                  "cutoff (instead|rather)", r"divid(es|ed|ing) (each|every|the) (hit|precision|count)s?.{0,20}by k\b",
                  r"by k instead of (by )?(the |its )?rank", "not (at|by) (the|its|each) (own )?rank",
                  "(its|their) own rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("h05", "interp.curve", "shape", "the maximum is taken over the ranks with R@k <= r (the left of the level) "
      "instead of R@k >= r", [["left", r"<= ?r\b", r"R@k ?<=? ?r\b", "below", "lower recall", "up to r",
                              r"before (reaching|r\b)", "wrong (side|direction)",
                              "revers(ed|es)? (the )?(inequality|comparison)", "smaller recall", "at most r"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, x in zip(prec, rec) if x <= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("h06", "gen.practical", "shape", "the largest possible class is taken as d (recall bound v / d): the s - v "
      "judged non-relevant items of the scope are not subtracted",
      [[r"d ?- ?s", "minus s", r"(judged|known) non.?relevant", "non.?relevant (items )?(in|within) the scope",
        r"s ?- ?v", "largest possible (c|class)", "c_max", "class size", r"v ?/ ?d\b.{0,40}(recall|both|twice)",
        "same as (the )?generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d, v / d]
''')

wrong("h07", "dcg.trec", "shape", "log2(i) + 1 instead of log2(i + 1): the 1 added outside the logarithm",
      [[r"log2\(i\) ?\+ ?1", "parenthes", "bracket", "precedence", "inside the log", r"\+ ?1 (outside|after)",
        "outside the log", "added after"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], start=1))
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.p_at_k", "flow", "a Java-style loop from index 1: the item at rank 1 is never counted",
      [["rank 1", "first (item|rank|label|element|position)", "index 0", r"\[0\]", "skip",
        r"(starts?|begins?) at (index )?1", "1.based", "one.based", "off.by.one"]], '''
def my_p_at_k(labels, k):
    relevant = 0
    i = 1
    while i < k and i < len(labels):
        if labels[i] == 1:
            relevant += 1
        i += 1
    return relevant / k
''')

wrong("f02", "map.mrr", "flow", "the return is indented inside the loop over queries: only the first query's "
      "reciprocal rank is summed (then divided by the number of queries)",
      [["first query", r"only (the )?(one|first|1)\b", r"return.{0,40}(inside|in|within) the (for )?loop", "indent",
        "early return", "returns? (too )?(early|soon)", "after the first", "stops? after"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for pos, rel in enumerate(run):
            if rel == 1:
                total += 1 / (pos + 1)
                break
        return total / len(runs)
''')

wrong("f03", "pr.averaged", "flow", "one curve list made before the loop and appended for every query: all the "
      "entries are the same list, so the 'mean' is the last query's curve",
      [["alias", "same list", "reus", "shared", "copy", "last query", "overwrit", r"outside the (query )?loop",
        r"(new|fresh) list", "only the last", "one list"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    curves = []
    for labels, R in zip(runs, n_relevant):
        prec, rec = [], []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            prec.append(hits / k)
            rec.append(hits / R if R else 0.0)
        for j in range(11):
            ps = [p for p, r in zip(prec, rec) if R and r >= j / 10]
            curve[j] = max(ps) if ps else 0.0
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("f04", "interp.step", "flow", "no break: every relevant item whose recall reaches the level overwrites the "
      "answer, so the last one's precision is kept, not the first one's",
      [["break", "last relevant", "overwrit", "keeps? (going|looping|updating)", "not the first", "later relevant",
        r"last (point|hit|one|item)", "stop at the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    answer = 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                answer = hits / k
    return answer
''')

wrong("f05", "ap.eleven_point", "flow", "range(10) makes only 10 levels (0.0 to 0.9): the level 1.0 is left out "
      "of the mean", [["last level", r"level 1(\.0)?\b", r"recall (of )?1(\.0)?\b", r"\b(ten|10) levels",
                       r"range\(10\)", "off.by.one", "11th", "eleventh", "missing (the )?(top|last|final)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    vals = []
    for r in [j / 10 for j in range(10)]:
        c = [p for p, x in zip(prec, rec) if x >= r]
        vals.append(max(c) if c else 0.0)
    return sum(vals) / len(vals)
''')

wrong("f06", "roc.auc", "flow", "a triangular double loop (j < i) only meets the pairs where the negative comes "
      "before the positive in the input; the other pairs are never counted",
      [["every pair", "all (the )?pairs", "half (of )?the pairs", "triangular", r"range\(i\)", r"j ?< ?i",
        "input order", r"pairs? (are |is )?(skipped|missed|missing|left out|never)", r"only (the )?pairs",
        "positive (comes |listed )?(first|before)", "(earlier|before) in the (input|list)"]], '''
def my_auc(scores, labels):
    n = len(scores)
    pos = sum(labels)
    neg = n - pos
    good = 0.0
    for i in range(n):
        for j in range(i):  # each pair once
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / (pos * neg)
''')

wrong("f07", "ndcg.all_judgments", "flow", "0-based enumerate with the 1-based discount: the item at rank r is "
      "discounted by log2(r - 1) (ranks 1 and 2 undiscounted), in the DCG and the ideal alike",
      [["0.based", "zero.based", r"index(es|ed)? (from|starting at|at) (0|zero)", r"enumerate.{0,30}(\b0\b|zero)",
        "off.by.one", r"one (rank|position) (too )?(early|late|off)", r"log2?\((i|r|rank) ?- ?1\)", r"rank ?- ?1",
        "shifted", "start=1", "ranks? (1 and 2|2 undiscounted)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs):
            total += g if i < 2 else g / math.log2(i)
        return total

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "beta^2 looked up in a table of the lecture's betas (0.5, 1, 2, 3): any other "
      "beta raises KeyError", [["KeyError", "lookup", r"look.?up table", "dictionary", r"\bdict\b", "hard.?coded",
                                "only (the |a )?(few|four|listed|some) (beta|values)", "table of (beta|b)"]], '''
B2 = {0.5: 0.25, 1.0: 1.0, 2.0: 4.0, 3.0: 9.0}  # beta^2 for the betas of the lecture

def my_f(precision, recall, beta):
    b2 = B2[beta]
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''', crash="KeyError", scope="all")

wrong("d02", "set.pr", "hidden", "precision as statistics.mean over the retrieved set: an empty retrieved set "
      "raises StatisticsError", [["StatisticsError", r"mean\(\).{0,40}empty", "empty (data|sequence|list|set|input)",
                                  "mean of (an|the) empty", "at least one (data )?point"]], '''
from statistics import mean

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    precision = mean(d in rel for d in ret)
    recall = mean(d in ret for d in rel) if rel else 0.0
    return [float(precision), float(recall)]
''', crash="StatisticsError", scope="all")

wrong("d03", "ap.exact", "hidden", "returns nan ('undefined') for a query with no relevant items instead of 0",
      [NAN], '''
import math

def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / k
    return s / n_relevant if n_relevant else math.nan  # AP is undefined without relevant items
''')

wrong("d04", "scope.knn_ties", "hidden", "looks at the (k+1)-th distance to see whether a tie crosses the cut: "
      "IndexError when k is the whole list", [INDEX + [r"\[k\]", r"\(k ?\+ ?1\)", r"k ?\+ ?1.?th", "next item after"]],
      '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels))
    d = [x for x, _ in items]
    if d[k - 1] != d[k]:  # the k-th and the next one differ: no tie at the cut
        p = sum(lab for _, lab in items[:k]) / k
        return [p, p]
    kth = d[k - 1]
    before = [lab for x, lab in items if x < kth]
    tied = [lab for x, lab in items if x == kth]
    slots = k - len(before)
    ones = sum(tied)
    zeros = len(tied) - ones
    lo = sum(before) + max(0, slots - zeros)
    hi = sum(before) + min(slots, ones)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "a Java-style loop over indices 0..c-1: IndexError when the list is "
      "shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    found = 0
    for i in range(c):
        if labels[i] == 1:
            found += 1
    return found / c
''', crash="IndexError", scope="all")

wrong("d06", "gen.practical", "hidden", "the recall bound rewritten as 1 / (1 + (d - s) / v): v = 0 divides by "
      "zero", [ZERODIV], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    # r >= v / (v + (d - s)) = 1 / (1 + (d - s) / v)
    return [v / s, 1 / (1 + (d - s) / v), v / d]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "rank.p_at_k", "hidden", "a bare return (None) when the list holds no relevant item",
      [NONE], '''
def my_p_at_k(labels, k):
    if 1 not in labels:
        return
    top = labels[:k]
    return sum(top) / k
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("t01", "rank.distances", "twin", "ranks by a similarity 1/d but sorts it ascending like a distance (the "
      "same numbers as sorting the distances farthest first)",
      [["similarit", r"1 ?/ ?d\b", "invert", "reciprocal", "convert"],
       ["ascending", r"smallest (similarity|first|value)", r"lowest (similarity|first)", "wrong (direction|order|way)",
        "revers", "least similar", "increasing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    sims = [1 / d for d in distances]  # similarity: closer = bigger
    ranked = sorted(zip(sims, labels))
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("t02", "ap.at_k", "twin", "divides by min(k, len(labels)), the length of the list instead of n_relevant "
      "(the same numbers as always dividing by k while k is within the list)",
      [[r"len\(labels\)", "length of the (list|ranking)", r"list'?s? length", "list length", "(list|ranking) is long",
        "number of (items|ranks|labels) (in|of) the (list|ranking)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    den = min(k, len(labels))  # the most relevant items a top-k list can hold
    return s / den if den and n_relevant else 0.0
''')

wrong("t03", "set.f_beta", "twin", "the weighted harmonic mean with alpha = 1 / (1 + beta^2) put on recall "
      "instead of precision (the same numbers as F with 1/beta, or as beta^2 on the wrong term)",
      [["alpha", "α", "weighted harmonic", "harmonic mean.{0,40}weight", r"1 ?/ ?\(1 ?\+ ?(beta|b|β)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta ** 2)
    # weighted harmonic mean of P and R
    return 1 / (alpha / recall + (1 - alpha) / precision)
''')

wrong("t04", "avg.macro", "twin", "unpacks each row as tp, fn, fp (columns in the wrong order): the same numbers "
      "as macro-averaged recall", [["unpack", "column", r"order of (the )?(fields|columns|entries|values|elements|items)",
                                    r"fn ?, ?fp", "(fp|fn) and (fn|fp) (are )?(swapped|exchanged|mixed|switched|confused)",
                                    r"swapp?(ed|ing)? (fp|fn)", "wrong order", "mixed up"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if (tp + fp) > 0 else 0.0)
    return sum(ps) / len(ps)
''')

wrong("t05", "map.mrr", "twin", "np.argmax(run) as the first relevant rank: an all-zero run gives index 0, so a "
      "query with nothing relevant scores 1 (the same numbers as counting an empty query as a perfect one)",
      [["argmax", r"max\(", "maximum", "largest"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(run) + 1) for run in runs]  # position of the first 1
    return float(np.mean(rr))
''')

wrong("t06", "roc.auc", "twin", "scores negated as if they were ranks (smaller is better): 1 - AUC, the same "
      "numbers as flipping the labels", [[r"negat(ed|es|ing|ion)\b", r"minus (the )?scores?", r"sign of the scores?",
                                          "lower (score |rank )?(is|=|means) better", r"ranks? instead of (the )?scores?",
                                          "treat(s|ed|ing)? (the )?scores? as ranks?", r"-s\b"]], '''
def my_auc(scores, labels):
    ranks = [-s for s in scores]  # a better document has a smaller rank
    pos = [r for r, y in zip(ranks, labels) if y]
    neg = [r for r, y in zip(ranks, labels) if not y]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
''')

wrong("t07", "interp.curve", "twin", "strict R@k > r: a level the ranking reaches exactly takes the best precision "
      "of the later ranks only", [[r"R@k ?> ?r\b", "strict", r"> ?r\b(?!=)", "greater than r", r"not ?>=",
                                  "inclusive", r"non.?strict", r"exactly (at|on|equal)", "equal to the level"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if hits / n_relevant > r and hits / k > best:
                best = hits / k
        out.append(best)
    return out
''')

# ------------------------------------------------------------------------------------------------- data
wrong("a01", "dcg.classic", "data", "the grade-0 items are filtered out first, so the relevant items move up to "
      "better-discounted ranks", [["zero", "non.?relevant (items? )?(are |were )?(removed|dropped|filtered|left out|skipped)",
                                   "filter", "remov", "drop", "shift", "collaps", r"move(s|d)? up",
                                   "positions? (change|shift)"]], '''
import math

def my_dcg(grades):
    rel = [g for g in grades if g > 0]  # only relevant items count
    return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(rel, start=1))
''')

wrong("a02", "roc.eer", "data", "one fixed threshold 0.5 on the scores: (FPR + FNR) / 2 at that single operating "
      "point, the ROC curve never walked", [["threshold", r"0\.5", "single (operating )?point",
                                            "one (cut|cutoff|threshold|operating point|point)", "fixed (cut|threshold)",
                                            "half.?total error", "HTER"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fp = sum(1 for s, y in zip(scores, labels) if s >= 0.5 and not y)
    fn = sum(1 for s, y in zip(scores, labels) if s < 0.5 and y)
    return (fp / N + fn / P) / 2
''')

wrong("a03", "set.pr", "data", "compares the two id lists position by position (zip) instead of by membership",
      [["position", r"\bzip", "aligned", "pairwise", "same (index|position|place)", "element.?wise", "membership",
        "intersection", r"\bin relevant", "order of the (ids|lists)", "side by side"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for a, b in zip(retrieved, relevant):
        if a == b:
            hits += 1
    p = hits / len(set(retrieved)) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("a04", "scope.eps_precision", "data", "the distances read as similarities: keeps the targets with d > epsilon",
      [["similarit", r"d ?> ?epsilon", r"> ?epsilon", "greater than epsilon", "farther", "beyond epsilon", "outside",
        "wrong side", "larger (distance|than)", r"far(thest)? (targets|items)"]], '''
def my_eps_precision(distances, labels, epsilon):
    # epsilon-query: the targets whose similarity passes epsilon
    hits = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("a05", "scope.knn_ties", "data", "ties left in input order by a stable sort, and that single P@k returned as "
      "both bounds", [["input order", r"returned (as )?both", r"(same|one|single) P@k (for|as) both", "same (value|number|P@k) twice",
                       "stable", r"ties? (were |are )?(not|never) (considered|handled)", r"ignor.{0,20}ties?",
                       "one tie (rule|order)", "single (tie )?order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    p = sum(labels[i] for i in order[:k]) / k
    return [p, p]
''')

wrong("a06", "ndcg.all_judgments", "data", "the unretrieved grades are appended to the ranking itself, as if they "
      "had been retrieved at the bottom of the list (they enter the DCG, not only the ideal)",
      [["appended", r"as if (they were |it were |they had been )?retrieved", "end of the (ranking|list)",
        "bottom of the (ranking|list)", r"(unretrieved|never retrieved|missing).{0,40}(in|into|to) (the )?(DCG|numerator)",
        r"DCG.{0,30}includ", "numerator", "added to the (ranking|list|DCG)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)  # every judged item
    ideal = sorted(ranking, reverse=True)

    def dcg(g):
        return sum(x / max(1, math.log2(i)) for i, x in enumerate(g, 1))

    best = dcg(ideal)
    return dcg(ranking) / best if best else 0.0
''')

wrong("a07", "ap.value", "data", "the labels sorted relevant-first before the walk: the AP of the ideal reordering, "
      "not of the student's ranking", [["sort", "reorder", "order of the (list|ranking|labels)",
                                       "relevant (items |ones )?first", "ideal (order|ranking)", "re.?rank"]], '''
labels = sorted(v["labels"], reverse=True)  # relevant documents first
hits = 0
total = 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / k
my_ap_value = total / v["n_relevant"]
''')

# ------------------------------------------------------------------------------------------------ right
right("g01", "ap.exact", "itertools.accumulate of the hits, one generator expression", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = list(accumulate(1 if x else 0 for x in labels))
    if not n_relevant:
        return 0.0
    return sum(h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant
''')

right("g02", "interp.step", "exact Fractions for the recall comparison, first relevant item reaching the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(1000)
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return hits / k
    return 0.0
''')

right("g03", "pr.averaged", "NumPy: an (11, n) reached-mask compared in integers, max per row, mean over queries", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11)  # tenths, compared as integers
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        if R == 0 or y.size == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        reached = 10 * hits[None, :] >= levels[:, None] * R
        rows.append(np.where(reached, prec[None, :], 0.0).max(axis=1))
    return np.mean(rows, axis=0).tolist()
''')

right("g04", "set.pr", "Java-style dictionaries as sets, explicit counters", '''
def my_set_pr(retrieved, relevant):
    seen = {}
    for doc in retrieved:
        seen[doc] = True
    relevant_set = {}
    for doc in relevant:
        relevant_set[doc] = True
    tp = 0
    for doc in seen:
        if doc in relevant_set:
            tp = tp + 1
    precision = 0.0
    if len(seen) > 0:
        precision = tp / len(seen)
    recall = 0.0
    if len(relevant_set) > 0:
        recall = tp / len(relevant_set)
    return [precision, recall]
''')

right("g05", "map.mean", "statistics.fmean over a nested generator with a nonlocal hit counter", '''
from statistics import fmean

def my_map(runs, n_relevant):
    def ap(run, R):
        hits = 0

        def step(x, k):
            nonlocal hits
            hits += x
            return hits / k if x else 0.0

        return sum(step(x, k) for k, x in enumerate(run, 1)) / R if R else 0.0

    return fmean(ap(r, R) for r, R in zip(runs, n_relevant))
''')

right("g06", "roc.eer", "NumPy thresholds from np.unique, first ROC point with FPR >= FNR, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P = y.sum()
    N = y.size - P
    fpr = [0.0] + [float(((s >= t) & (y == 0)).sum() / N) for t in np.unique(s)[::-1]]
    tpr = [0.0] + [float(((s >= t) & (y == 1)).sum() / P) for t in np.unique(s)[::-1]]
    d = [f - (1 - t) for f, t in zip(fpr, tpr)]
    for j in range(1, len(d)):
        if d[j] >= 0:
            if d[j] == 0:
                return fpr[j]
            lam = -d[j - 1] / (d[j] - d[j - 1])
            return fpr[j - 1] + lam * (fpr[j] - fpr[j - 1])
    return fpr[-1]
''')

SUBMISSIONS = tuple(S)
