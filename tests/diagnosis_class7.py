"""Diagnosis class 7, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these). Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), the measure library and the course documents were
read. Same format as tests/diagnosis_class6.py (the category is kept in ``style``); the mistakes were chosen as a
TA who has graded such courses would meet them, away from the textbook ones where possible (NumPy idioms such as
``argsort`` used as ranks or ``argmax`` on an all-zero run, ``set()`` dropping repeated grades, float recall
levels, a rank-sum without mid-ranks, the standard library's ``statistics.fmean``). Student ids are
``"c7-" + sid``. The keys were fixed before the checker was run.

40 wrong and 6 right submissions. Before hand-over each was compared with the task's reference only (no checker;
tests/validate_class7.py): every right one agrees on all the inputs tried (its own visible and hidden inputs,
those of 30 other ids and 200 inputs of the task's generator), every wrong one differs (or raises) on at least
one of its own student's visible or hidden inputs, and a ``hidden`` one differs only on the edge inputs.

Categories (8 each, spread over all 22 function tasks of the registry):

* ``sibling``: the student computed another quantity the course teaches (R-precision, 11-point AP, the TREC
  discount, ties counted as wins, micro averaging, recall instead of precision, the max-to-the-right rule
  instead of the step rule, ...);
* ``shape``: a slip in the formula's shape (beta not squared, float recall levels, a mean over 10 levels, the
  natural log, the wrong end of an interval closed, a weighted mean, the midpoint instead of the crossing,
  ``+ v`` left out);
* ``flow``: control flow and indexing (a slice one short, ``argsort`` read as ranks, a hit counted after its
  precision, a swapped return, no cut at k, a missing break, an accumulator never reset, a reversed sort);
* ``hidden``: a mistake that shows only on an edge case of the hidden checks: nan, an empty list, a float
  instead of a list, None, or a raise; the keys name the type returned or the exception;
* ``twin``: two causes give the same numbers on typical inputs; the keys hold the true cause only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 7 (written blind, first run, 2026-11-26)"

S, wrong, right = class_writer("c7-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "falls? (off|through)",
        "bare return", "empty return"]
NAN = [r"\bnan\b", "not a number"]
ZERO_DIV = ["ZeroDivisionError", "division by zero", r"divid\w* by (zero|0)", "zero division"]


# ------------------------------------------------------------------------------------------------ set.f_beta
wrong("p01", "set.f_beta", "shape", "beta is used where beta squared belongs (both in 1 + beta^2 and in beta^2 P)",
      [[r"\bbeta\b", r"\bb\b", "β"],
       ["not squared", "unsquared", "without squar", r"(instead of|rather than|in place of) (beta|b|β) ?(\^|\*\*|²) ?2",
        r"(forg[oe]t\w*|miss\w*|left out|drop\w*|omit\w*|never) .{0,30}squar", r"squar\w* .{0,20}(missing|forgotten|"
        r"left out|dropped|omitted)", r"(used|uses|using) (beta|b|β) (itself|alone|directly)", r"linear(ly)? in (beta|b)",
        r"(where|instead of|in place of|rather than) (beta|b|β)[ -]?squared"]],
      '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("p02", "set.f_beta", "hidden", "NumPy floats: at P = R = 0 the division 0/0 gives nan instead of 0",
      [NAN],
      '''
import numpy as np


def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    b2 = beta ** 2
    with np.errstate(invalid="ignore", divide="ignore"):
        return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("p03", "set.f_beta", "twin", "P and R swapped in the denominator (beta^2 R + P): the same numbers as F with 1/beta",
      [["swap", "exchang", "interchang", "other way round", r"P and R (are )?(switched|reversed|swapped)",
        r"(b|beta|β) ?(\^|\*\*)? ?2? ?\*? ?R\b ?\+ ?P", r"(multipl|weight)\w* (the )?recall",
        r"(beta|b|β).{0,20}(on|times|with|multiplies) (the )?recall"]],
      '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return 0.0 if den == 0 else (1 + b2) * precision * recall / den
''')

# ------------------------------------------------------------------------------------------------ rank.p_at_k
wrong("p04", "rank.p_at_k", "flow", "the slice [:k - 1] leaves rank k out of the count (still divided by k)",
      [[r"\bk ?- ?1", "one (rank|item|position|label) (too )?(few|short|less)", r"(rank|item|label) k\b.{0,30}(left out|"
        r"dropped|missing|not counted|excluded|skipped)", r"(miss|drop|skip|leav|left|exclud|los)\w* (out )?the "
        r"(k-?th|last) (rank|item|label)", "inclusive", "off[- ]by[- ]one"]],
      '''
import numpy as np


def my_p_at_k(labels, k):
    top = np.asarray(labels, dtype=float)[:k - 1]
    return float(top.sum() / k)
''')

wrong("p05", "rank.p_at_k", "twin", "divides by max(k, len(labels)): when k is shorter than the list it divides by "
      "the list's length (right when k reaches past the end)",
      [[r"\bmax\b", "larger of", "greater of", "longer of", "bigger of", r"whichever is (larger|longer|greater)"],
       ["len", "length", "list"]],
      '''
def my_p_at_k(labels, k):
    hits = sum(1 for x in labels[:k] if x == 1)
    return hits / max(k, len(labels))
''')

# ------------------------------------------------------------------------------------------------ rank.distances
wrong("p06", "rank.distances", "flow", "the argsort (the order of the indices) is read as each item's rank: "
      "order < k is not the k nearest",
      [["argsort", r"(sort(ed)? )?order .{0,20}(as|for|instead of) (the |each item'?s? )?ranks?",
        r"ranks? .{0,20}(instead of|confused with) (the )?(sort(ed)? )?order", "inverse permutation"]],
      '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    chosen = np.asarray(labels)[order < k]
    return float(chosen.sum()) / k
''')

wrong("p07", "rank.distances", "sibling", "R-precision of the distance ranking: cut at the number of relevant items, "
      "not at k",
      [["R-?precision", r"rank R\b", r"number of relevant", r"sum\(labels\)", "count of relevant",
        "how many (are )?relevant"]],
      '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels))]
    r = sum(labels)
    return sum(ranked[:r]) / r
''')

# ------------------------------------------------------------------------------------------------ interp.curve
wrong("p08", "interp.curve", "shape", "the levels j * 0.1 are inexact floats (0.30000000000000004): a recall of "
      "exactly 0.3, 0.6 or 0.7 does not reach its level",
      [["floating", "float(ing)?[- ]point", "rounding error", "round-?off", "arange", r"\* ?0\.1\b", r"0\.1 ?\*",
        r"0\.30000", r"0\.60000", r"0\.70000", "inexact", "representation"]],
      '''
import numpy as np


def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
    rec = np.cumsum(lab) / n_relevant if n_relevant else np.zeros(len(lab))
    out = []
    for r in np.arange(11) * 0.1:
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("p09", "interp.curve", "hidden", "returns an empty list when no relevant item was retrieved (instead of 11 zeros)",
      [["empty", r"\[\]", "no (values|elements|levels|numbers)", "length 0", "0 (values|elements|items|levels)",
        r"instead of (11|eleven)"]],
      '''
def my_interpolated(labels, n_relevant):
    found = [i for i, x in enumerate(labels, 1) if x]
    if not found:
        return []
    pts = [(j / n_relevant, j / rank) for j, rank in enumerate(found, 1)]
    curve = []
    for lvl in range(11):
        r = lvl / 10
        cands = [p for rec, p in pts if rec >= r - 1e-12]
        curve.append(max(cands) if cands else 0.0)
    return curve
''')

# ------------------------------------------------------------------------------------------------ ap.exact
wrong("p10", "ap.exact", "sibling", "11-point interpolated AP instead of exact (non-interpolated) AP",
      [["11[- ]?point", "eleven", "interpolat", "recall levels", r"0\.0, 0\.1"]],
      '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, prec, rec = 0, [], []
    for i, x in enumerate(labels, start=1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total = 0.0
    for lvl in range(11):
        vals = [p for p, r in zip(prec, rec) if r >= lvl / 10]
        total += max(vals, default=0.0)
    return total / 11
''')

wrong("p11", "ap.exact", "flow", "the hit counter is raised after the precision is added: each P@k leaves out the "
      "relevant item at rank k itself",
      [[r"(before|after) (the )?(hit|relevant|it|counter|count)", "not (yet )?(counted|included)",
        r"(itself|current (item|one|hit)) (is )?(not|never) counted", "one (fewer|less) (hit|relevant)",
        r"hits ?\+= ?1", "too late", "order of (the )?(two )?(lines|statements|steps)",
        "exclud\\w* the (current|relevant item itself)", r"(counter|count|hits?) (is )?(raised|incremented|increased|updated) after"]],
      '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = 0
    s = 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            s += hits / rank
            hits += 1
    return s / n_relevant
''')

# ------------------------------------------------------------------------------------------------ ap.eleven_point
wrong("p12", "ap.eleven_point", "shape", "the sum over the 11 levels is divided by 10",
      [[r"/ ?10\b", r"by 10\b", r"\bten\b", r"10 (levels|values|points)", r"instead of (11|eleven)"]],
      '''
def my_11pt(labels, n_relevant):
    prec, rec, h = [], [], 0
    for i, lab in enumerate(labels):
        h += lab
        prec.append(h / (i + 1))
        rec.append(h / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        best = 0.0
        for p, r in zip(prec, rec):
            if r >= j / 10 and p > best:
                best = p
        total += best
    return total / 10
''')

wrong("p13", "ap.eleven_point", "twin", "R@k > r (strict) instead of R@k >= r: a level the ranking reaches exactly "
      "takes the next step, and level 1.0 is always 0",
      [["strict", r">(?!=) ?r\b", "> instead of >=", r"greater than(?! or equal)",
        r"(instead of|not) (>=|≥|at least|greater than or equal)"]],
      '''
def my_11pt(labels, n_relevant):
    n = len(labels)
    hits = [sum(labels[:k]) for k in range(1, n + 1)]
    total = 0.0
    for j in range(11):
        r = j / 10
        ps = [hits[k] / (k + 1) for k in range(n) if hits[k] / n_relevant > r]
        total += max(ps) if ps else 0.0
    return total / 11
''')

# ------------------------------------------------------------------------------------------------ map.mean
wrong("p14", "map.mean", "twin", "every query's AP is divided by n_relevant[0], the first query's count",
      [[r"n_relevant\[0\]", r"first query'?s? (number|n_relevant|count|class|relevant)",
        r"(same|one) (number of relevant|n_relevant|denominator|count) for (every|all|each)",
        r"(every|all|each) quer\w+ .{0,40}first query"]],
      '''
def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n_relevant[0])
    return sum(aps) / len(aps)
''')

# ------------------------------------------------------------------------------------------------ dcg.classic
wrong("p15", "dcg.classic", "shape", "math.log (natural log) instead of log2 in the discount",
      [["natural", r"\bln\b", "base e", r"math\.log\((?![^)]*, ?2)", r"(wrong|other) (log(arithm)? )?base",
        "base of the log"]],
      '''
import math


def my_dcg(grades):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1))
''')

# ------------------------------------------------------------------------------------------------ ndcg.all_judgments
wrong("p16", "ndcg.all_judgments", "sibling", "the TREC discount log2(i + 1) (rank 1 discounted too) instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2? ?\(i ?\+ ?1\)", r"log2 ?\(rank ?\+ ?1\)", r"\btrec\b.{0,20}(discount|formulation|dcg)",
        "(other|different|wrong) (discount|formulation)", r"discount\w* (the )?(first|rank 1)",
        "rank 1 (is )?discounted", "arange\\(2"]],
      '''
import numpy as np


def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("p17", "ndcg.all_judgments", "hidden", "NumPy: with no relevant item at all the 0/0 gives nan, not 0",
      [NAN],
      '''
import numpy as np


def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]

    def disc(n):
        return np.maximum(1.0, np.log2(np.arange(1, n + 1)))

    dcg = np.sum(g / disc(len(g)))
    idcg = np.sum(ideal / disc(len(ideal)))
    with np.errstate(invalid="ignore"):
        return float(dcg / idcg)
''')

wrong("p18", "ndcg.all_judgments", "twin", "set() builds the ideal ranking: a grade that occurs twice is kept once, "
      "so the ideal DCG is too small",
      [[r"set\(", "duplicat", "repeated", "distinct", "unique", "only once",
        r"(same|equal) grades?.{0,30}(once|dropped|lost|merged)"]],
      '''
import math


def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i < 2 else g / math.log2(i)
        return total
    ideal = sorted(set(grades) | set(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

# ------------------------------------------------------------------------------------------------ roc.auc
wrong("p19", "roc.auc", "sibling", "a tied pair counts as a win (p >= n): full credit instead of 1/2",
      [["tie", "tied", "equal score", "same score"],
       [r"(count\w*|credit\w*|scor\w*) (as )?(a )?(1(?![/.\d])|one|full|whole|win)", "full (credit|point|win)", ">=",
        "greater than or equal", "at least as high", r"instead of (1/2|a half|half|0\.5)"]],
      '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("p20", "roc.auc", "twin", "the Mann-Whitney rank sum with ordinal ranks (argsort of argsort) instead of mid-ranks "
      "for tied scores: ties are broken by the input order",
      [["rank"], [r"averag\w* (the )?ranks", "mid-?rank", "ordinal", "argsort", "rank-?sum", "mann", "wilcoxon"]],
      '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = s.argsort(kind="stable").argsort() + 1
    n_pos, n_neg = y.sum(), (~y).sum()
    u = ranks[y].sum() - n_pos * (n_pos + 1) / 2
    return float(u / (n_pos * n_neg))
''')

# ------------------------------------------------------------------------------------------------ avg.macro
wrong("p21", "avg.macro", "sibling", "micro-averaged precision (the counts pooled over the queries)",
      [["micro", "pool", r"sum\w* (of )?(the )?(counts|tp|tables|all)", "total (tp|true positives|counts)",
        r"(added|adds|summed|sums) (up )?(the )?(counts|tp)", "weighted by"]],
      '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    ret = sum(t[0] + t[1] for t in tables)
    return tp / ret if ret else 0.0
''')

wrong("p22", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError",
      [ZERO_DIV],
      '''
from statistics import fmean


def my_macro_precision(tables):
    return fmean(tp / (tp + fp) for tp, fp, _fn in tables)
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------ gen.grip_point
wrong("p23", "gen.grip_point", "hidden", "labels[i] for i < c: a list shorter than the class raises IndexError",
      [["IndexError", "index out of range", "index error"]],
      '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(c):
        if labels[i] == 1:
            hits += 1
    return hits / c
''', crash="IndexError", scope="all")

# ------------------------------------------------------------------------------------------------ set.pr
wrong("p24", "set.pr", "flow", "returns [recall, precision]: the two values in the wrong order",
      [["swap", r"(wrong|reversed|other) order", "the other way", "recall first", r"\[recall, precision\]",
        "exchanged", "switched"]],
      '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("p25", "set.pr", "hidden", "with nothing retrieved it returns the float 0.0, not a list of two",
      [["a float", r"float (instead|rather|not)", "not a list", r"single (value|number|float)", "scalar",
        "one (value|number)", r"instead of (a |the )?(list|pair|two)", "a number"]],
      '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    common = ret.intersection(rel)
    if not ret:
        return 0.0
    if not rel:
        return [len(common) / len(ret), 0.0]
    return [len(common) / len(ret), len(common) / len(rel)]
''')

# ------------------------------------------------------------------------------------------------ pr.points
wrong("p26", "pr.points", "twin", "enumerate's 0-based index used as the rank (max(i, 1) hides rank 1): the "
      "same numbers as dividing the hits by rank - 1",
      [["enumerate", "0-based", "zero-based", r"(index|\bi\b) (starts?|from|begins?) (at )?(0|zero)",
        r"i ?\+ ?1", "off[- ]by[- ]one", r"max\(i, ?1\)", "index (as|for|instead of) (the )?rank"]],
      '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, lab in enumerate(labels):
        if lab:
            hits += 1
            pts.append(hits / max(i, 1))
    return pts
''')

wrong("p27", "pr.points", "sibling", "returns the recall of each point instead of its precision",
      [["recall"], ["instead of (the )?precision", "not (the )?precision", "rather than (the )?precision",
                    r"divid\w* by n_relevant", "(returned|returns|gives) (the )?recall"]],
      '''
def my_pr_points(labels, n_relevant):
    out = []
    seen = 0
    for lab in labels:
        if lab == 1:
            seen += 1
            out.append(seen / n_relevant)
    return out
''')

# ------------------------------------------------------------------------------------------------ interp.step
wrong("p28", "interp.step", "shape", "the interval is closed at the wrong end (R_(i-1) <= r < R_i): a level equal "
      "to R_i takes the next step, and level 1.0 gives 0",
      [[r"<= ?(level|r) ?<", r"R_?\(?i ?- ?1\)? ?<=", r"(closed|open) (on|at) the wrong", "boundar", "endpoint",
        r"(interval|range)s? .{0,30}(wrong|shifted|closed|open|end)", "next (relevant item|step|point)'?s? precision"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    prev_r = 0.0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            r_i = hits / n_relevant
            if prev_r <= level < r_i:
                return hits / rank
            prev_r = r_i
    return 0.0
''')

wrong("p29", "interp.step", "sibling", "the 11-point rule (the maximum precision at any rank reaching the level) "
      "instead of the lecture notes' step rule",
      [[r"(takes?|took|taking|uses?|used|using|computes?|computed) the max(imum)?\b",
        r"max(imum)? (precision )?(at|over|of) (any|all|every|later|following|deeper)", "later ranks", "highest precision",
        "(trec|standard|11-point|usual) (interpolation|rule)", "ceiling"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

# ------------------------------------------------------------------------------------------------ ap.at_k
wrong("p30", "ap.at_k", "flow", "the loop runs over the whole list: relevant items below rank k are summed too",
      [[r"(beyond|past|after|below) (rank )?k\b", "whole (list|ranking)", "(not|never) (cut|truncat|stop)",
        r"ignor\w* k\b", "all (the )?ranks", r"labels\[:k\]", "every rank"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("p31", "ap.at_k", "hidden", "a bare return when min(k, n_relevant) is 0: the function returns None",
      [NONE],
      '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return
    top = labels[:k]
    s, h = 0.0, 0
    for i in range(len(top)):
        if top[i]:
            h += 1
            s += h / (i + 1)
    return s / m
''')

# ------------------------------------------------------------------------------------------------ map.mrr
wrong("p32", "map.mrr", "flow", "no break after the first relevant item: the reciprocal ranks of every relevant item "
      "are summed",
      [["break", r"(every|all|each) relevant", r"(only|just) the first", "stop",
        r"sum\w* .{0,30}(reciprocal|1 ?/ ?rank)", "(more than one|several|later) relevant"]],
      '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, 1):
            if x:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("p33", "map.mrr", "twin", "np.argmax of an all-zero run is 0, so a query with no relevant item gets RR 1",
      [["argmax", "arg ?max"]],
      '''
import numpy as np


def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(r)) + 1) for r in runs]
    return float(np.mean(rr))
''')

# ------------------------------------------------------------------------------------------------ pr.averaged
wrong("p34", "pr.averaged", "flow", "the per-query curve is created once outside the loop and never reset: each "
      "query's maxima carry over to the next",
      [["reset", "reus", r"(carr(y|ies|ied)|leak\w*) over", "shared", "previous quer", "outside the loop",
        r"not (re-?)?initiali[sz]ed", "from (one|the previous|an earlier) query"]],
      '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    totals = [0.0] * 11
    best = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n == 0:
                continue
            for j, r in enumerate(levels):
                if hits / n >= r:
                    best[j] = max(best[j], hits / k)
        for j in range(11):
            totals[j] += best[j]
    return [t / len(runs) for t in totals]
''')

wrong("p35", "pr.averaged", "hidden", "recall hits / n with n = 0: a query with no relevant items raises "
      "ZeroDivisionError",
      [ZERO_DIV],
      '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        pr = []
        h = 0
        for k, x in enumerate(labels, 1):
            h += x
            pr.append((h / n, h / k))
        curves.append([max([p for r, p in pr if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("p36", "pr.averaged", "shape", "each query's curve is weighted by its n_relevant: a weighted mean, not the "
      "plain mean over the queries",
      [["weight", "proportional", r"(by|times|multipl\w*) .{0,20}(n_relevant|number of relevant|class size)",
        "(larger|bigger) (queries|classes) count more"]],
      '''
import numpy as np


def my_averaged_curve(runs, n_relevant):
    curves, weights = [], []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        rec = np.cumsum(lab) / n if n else np.zeros(len(lab))
        row = [prec[rec >= j / 10 - 1e-12].max(initial=0.0) if n else 0.0 for j in range(11)]
        curves.append(row)
        weights.append(n)
    w = np.asarray(weights, dtype=float)
    return [float(x) for x in (np.asarray(curves) * w[:, None]).sum(axis=0) / w.sum()]
''')

# ------------------------------------------------------------------------------------------------ roc.eer
wrong("p37", "roc.eer", "shape", "between the two ROC points around the crossing it returns the midpoint of their "
      "FPRs, not the intersection with FPR = 1 - TPR",
      [["midpoint", "half ?way", "(mean|average) of the two", r"(not|without|instead of) (the )?(intersect\w*|"
        r"interpolat\w*|crossing)", "halv"]],
      '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        if f1 >= 1 - t1:
            return f1 if f1 == 1 - t1 else (f0 + f1) / 2
    return pts[-1][0]
''')

# ------------------------------------------------------------------------------------------------ gen.practical
wrong("p38", "gen.practical", "shape", "the recall bound is v / (d - s): the + v of the largest class d - s + v is "
      "left out",
      [[r"(missing|forg[oe]t\w*|left out|drop\w*|without|omit\w*|no) .{0,20}(\+ ?v\b|plus v\b)", r"d ?- ?s\)",
        r"v ?/ ?\(d ?- ?s\)", r"(largest|maximum|max) (possible )?class (size )?.{0,30}(d ?- ?s\b|\bv\b)"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 0.0, v / d]
''')

# ------------------------------------------------------------------------------------------------ scope.eps_precision
wrong("p39", "scope.eps_precision", "sibling", "the recall of the epsilon-query: divided by all relevant targets, "
      "not by the number returned",
      [[r"recall (instead of|rather than|not) (the )?precision", r"(computed|computes|returns|returned|gives|gave|is) "
        r"(the |its )?recall", r"(all|every|total) relevant", r"sum\(labels\)",
        r"relevant (targets|items) in the (whole )?(database|collection|list)",
        r"divid\w* by (the )?(number|count) of relevant"]],
      '''
def my_eps_precision(distances, labels, epsilon):
    relevant = sum(labels)
    if relevant == 0:
        return 0.0
    found = sum(lab for dist, lab in zip(distances, labels) if dist < epsilon)
    return found / relevant
''')

# ------------------------------------------------------------------------------------------------ scope.knn_ties
wrong("p40", "scope.knn_ties", "flow", "reverse=True on the (distance, label) key for the upper bound reverses the "
      "distances too: the k farthest are taken",
      [["revers", "farthest", "descending", "largest distance", r"(whole|entire) (list|order|ranking) (is )?(flipped|"
        r"reversed)", r"distances? (in )?(the )?wrong (order|direction)"]],
      '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))
    high = sorted(pairs, key=lambda p: (p[0], p[1]), reverse=True)
    lo = sum(lab for _, lab in low[:k]) / k
    hi = sum(lab for _, lab in high[:k]) / k
    return [lo, hi]
''')


# ------------------------------------------------------------------------------------------------ right ones
right("p41", "map.mean", "recursion over the ranks", '''
def my_map(runs, n_relevant):
    def ap(labels, n, rank=1, hits=0):
        if not labels:
            return 0.0
        head, rest = labels[0], labels[1:]
        here = (hits + 1) / rank / n if head else 0.0
        return here + ap(rest, n, rank + 1, hits + head)

    if not runs:
        return 0.0
    return sum(ap(list(lab), n) if n else 0.0 for lab, n in zip(runs, n_relevant)) / len(runs)
''')

right("p42", "gen.grip_point", "NumPy, the top c padded with zeros (R@c and P@c share the denominator c)", '''
import numpy as np


def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    top = np.zeros(c)
    got = np.asarray(labels[:c], dtype=float)
    top[:len(got)] = got
    return float(top.sum() / c)
''')

right("p43", "roc.auc", "itertools.product over the pairs, exact fractions", '''
from fractions import Fraction
from itertools import product


def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    credit = sum(Fraction(1) if p > n else Fraction(1, 2) if p == n else Fraction(0) for p, n in product(pos, neg))
    return float(credit / (len(pos) * len(neg)))
''')

right("p44", "dcg.classic", "NumPy dot product with the discount vector", '''
import numpy as np


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(1, g.size + 1))
    if g.size:
        disc[0] = 1.0
    return float(g @ (1 / disc)) if g.size else 0.0
''')

right("p45", "interp.curve", "itertools.accumulate: a suffix maximum and integer recall levels", '''
from itertools import accumulate


def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    prec = [h / k for k, h in enumerate(hits, 1)]
    best_after = list(accumulate(reversed(prec), max))[::-1]
    out = []
    for j in range(11):
        k = next((i for i, h in enumerate(hits) if n_relevant and h * 10 >= j * n_relevant), None)
        out.append(best_after[k] if k is not None else 0.0)
    return out
''')

right("p46", "scope.knn_ties", "sorted with tuple keys, the label as tie breaker", '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    worst = sorted(idx, key=lambda i: (distances[i], labels[i]))
    best = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in worst[:k]) / k, sum(labels[i] for i in best[:k]) / k]
''')

SUBMISSIONS = tuple(S)
