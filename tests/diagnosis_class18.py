"""Diagnosis class 18, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), nor any
other class file than tests/diagnosis_class9.py (read for its format only), and never ran the checker on this
class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course get
wrong, several of them copied from the course documents (/work/shared/seeds/) and misread. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class9.py (the category is
kept in ``style``). Student ids are ``"c18-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class18): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches, which the library can compute),
``shape`` (a slip in the formula's shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one),
``hidden`` (wrong only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same
numbers on typical inputs; the keys hold the true cause only) and ``data`` (mistakes about the input data).
The individual mistakes are stated in each submission's label only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 18 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c18-")

NAN = [r"\bnan\b", "not a number"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|ding|sion) by zero", "division by zero", r"zero denominator"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "roc.eer", "sibling", "(FPR + FNR) / 2 at the ROC point where FPR and FNR are closest (the "
      "'nearest point' EER): the crossing is never interpolated between two points",
      [["nearest", "closest", "no interpolat", "not interpolat", "without interpolat", "never interpolat",
        "instead of interpolat", r"\(FPR ?\+ ?FNR\) ?/ ?2", "average of (the )?(FPR|false positive)",
        "half (the )?total error", "HTER", "smallest \\|FPR", "minimi[sz]\\w* \\|"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    # the ROC point where FPR and FNR are closest; report their mean there
    best = min(pts, key=lambda pt: abs(pt[0] - (1 - pt[1])))
    return (best[0] + (1 - best[1])) / 2
''')

wrong("s02", "ap.exact", "sibling", "R-precision (the precision of the top n_relevant items) instead of AP",
      [[r"R.?prec", r"precision at (rank )?R\b", r"P@R\b", r"\btop R\b", "at rank n_relevant",
        "cut(s|off)? at (rank )?n_relevant", "first n_relevant (items|ranks)", "top n_relevant"]], '''
def my_ap(labels, n_relevant):
    # "precision of the top Rel images returned" (lecture slides)
    R = n_relevant
    if R == 0:
        return 0.0
    return sum(labels[:R]) / R
''')

wrong("s03", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal DCG)",
      [["retrieved (grades|items|list) only", "only (the )?retrieved", r"ignor\w* (the )?unretrieved",
        "unretrieved.{0,40}(ignored|left out|missing|dropped|not (used|included|counted))",
        "ideal.{0,25}(from|of) (the )?retrieved", "without the unretrieved", "leaves? out (the )?unretrieved",
        "ideal of (the|your) (list|ranking)", "re.?sort\\w* (of )?(the|your) (list|grades)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("s04", "ap.eleven_point", "sibling", "the area under the uninterpolated PR curve by the trapezoid rule "
      "(from (0, 1) through the points at the relevant items) instead of the 11-point mean",
      [["trapez", "area under (the )?(PR|precision.recall) curve", r"AUC.?PR", r"PR.?AUC", r"\barea\b",
        "integra"]], '''
def my_11pt(labels, n_relevant):
    # "Computed for each query using the trapezoid technique" (lecture 04)
    if not n_relevant:
        return 0.0
    pts = [(0.0, 1.0)]
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    area = 0.0
    for (r0, p0), (r1, p1) in zip(pts, pts[1:]):
        area += (r1 - r0) * (p0 + p1) / 2
    return area
''')

wrong("s05", "avg.macro", "sibling", "micro-averaged precision (the counts pooled over the queries) instead of the "
      "mean of the queries' precisions",
      [["micro", "pool", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", "total tp", "one (big |pooled )?table",
        r"weight\w* by (the )?(number|size|retrieved)", "adds? up (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("s06", "scope.eps_precision", "sibling", "the recall of the epsilon-query (relevant targets found over all "
      "relevant targets) instead of its precision",
      [[r"\brecall\b", "relevant (targets|items) (found|retrieved)",
        r"divid\w* by (the )?(number of )?(all )?(relevant|similar)", "all (the )?relevant", "every relevant",
        "completeness", "sum\\(labels\\)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = sum(1 for d, y in zip(distances, labels) if d < epsilon and y)
    similar = sum(labels)
    return found / similar if similar else 0.0
''')

wrong("s07", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value instead of the sign test's",
      [["Wilcoxon", "signed.rank", r"rank(s|ed)? (of )?(the )?(absolute )?differences", "magnitude",
        "size of the differences"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("h01", "set.f_beta", "shape", "beta squared multiplies recall instead of precision in the denominator "
      "(P + b^2 R): the weights of P and R are swapped (F with 1/beta)",
      [["swap", "wrong term", r"recall.{0,30}(weighted|multiplied|times)", r"b(eta)?\^?2 ?\*? ?R\b",
        r"beta ?\*\* ?2 ?\* ?recall", "instead of (on )?(the )?precision", r"1 ?/ ?beta",
        "(P|precision) and (R|recall) (swapped|exchanged|reversed)", "favou?rs? precision", "weights? precision",
        "exchang", "other way (a)?round"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("h02", "dcg.classic", "shape", "ranks 2 and on discounted by log2(i + 1) while rank 1 keeps its full grade: "
      "the classic and TREC formulations mixed",
      [[r"log2?\(i ?\+ ?1\)", r"i ?\+ ?1", r"\bmix", "two formulations", "TREC", "one rank (too )?(far|late)",
        "discount.{0,30}(too (large|strong|big)|one rank)", "log2?\\(3\\)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log2(i + 1)
    return total
''')

wrong("h03", "gen.practical", "shape", "the generality bound divides the scope by the database size (s / d) instead "
      "of the relevant items found (v / d)",
      [[r"\bs ?/ ?d\b", r"scope.{0,30}(over|divided by|/) ?(the )?(database|d\b)",
        "generality.{0,30}(scope|retrieved|judged)", "numerator", r"\bv ?/ ?d\b", "relevant (items )?found",
        "visible relevant", "len\\(labels\\) ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = s / d
    return [precision, recall_lower, generality_lower]
''')

wrong("h04", "ap.at_k", "shape", "divides by k, not by min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", "by k instead", "k (rather than|instead of|not) (the )?min",
        r"ignor\w* n_relevant", "always k", r"denominator.{0,15}\bk\b", "precision.{0,10}@k.{0,20}(average|mean)"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("h05", "map.mrr", "shape", "the reciprocal of the mean first rank instead of the mean of the reciprocal ranks "
      "(queries without a hit left out of the mean rank)",
      [["mean (first )?rank", "average (first )?rank", "reciprocal of the (mean|average)", r"1 ?/ ?(the )?(mean|average)",
        "harmonic", r"invert\w* (the )?(mean|average)", "mean of the ranks",
        r"order of (the )?(mean|averag\w*) and (the )?(reciprocal|inver)"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                ranks.append(i)
                break
    if not ranks:
        return 0.0
    mean_rank = sum(ranks) / len(ranks)
    return 1 / mean_rank
''')

wrong("h06", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"forg[eo]t\w* (the )?(- ?1|minus)", r"without (the )?(- ?1|minus)", r"missing (the )?(- ?1|minus)",
        r"no (- ?1|minus one)", r"2\^rel\b(?! ?- ?1)", r"2 ?\*\* ?(rel|g|grade)\b(?! ?- ?1)",
        "grade (of )?0.{0,30}(gain|count|contribut)", "non.?relevant.{0,30}(gain|count|contribut)",
        "subtract"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("h07", "set.pr", "shape", "the denominators swapped: precision divides by the relevant set, recall by the "
      "retrieved set",
      [["swap", "exchang", "revers", "other way (a)?round", r"mix\w* up", "confus",
        r"precision.{0,40}(divid|over|/).{0,15}relevant", r"recall.{0,40}(divid|over|/).{0,15}retrieved",
        r"\|B\|.{0,20}\|A\|"]], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    both = len(A & B)
    precision = both / len(B) if B else 0.0
    recall = both / len(A) if A else 0.0
    return [precision, recall]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("f01", "interp.curve", "flow", "the running maximum goes from the top down (the best precision so far), "
      "not over the ranks at and after the level",
      [["so far", r"running max\w*.{0,30}(left|start|top|forward|wrong direction|down)", "(from|to) the left",
        "left to right", "earlier ranks", "previous ranks", "ranks before", "wrong direction", "prefix",
        r"max\w* over (the )?(ranks|items) (up to|before)", r"(later|higher|right).{0,30}ignor",
        r"not (the )?max\w* (to the right|over later)", "backwards"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    best, hits = 0.0, 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        best = max(best, hits / k)
        pts.append((hits / n_relevant if n_relevant else 0.0, best))
    out = []
    for i in range(11):
        r = i / 10
        val = 0.0
        for rec, p in pts:
            if rec >= r - 1e-12:
                val = p
                break
        out.append(val)
    return out
''')

wrong("f02", "map.mean", "flow", "the return is indented inside the loop over the queries: only the first query's "
      "AP is used (divided by the number of queries)",
      [[r"return.{0,40}(inside|in) (the )?(for )?loop", "first query only", "only the first query", "indent",
        r"returns? (too )?early", "premature", "after (the )?first (query|iteration)",
        r"other queries.{0,30}(ignored|skipped|never)", "single query", "first AP"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
        return total / len(runs)
''')

wrong("f03", "pr.averaged", "flow", "the per-level curve is created once before the loop over the queries and never "
      "reset: each query's interpolated precision is the maximum over it and every earlier query",
      [["reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", "previous quer", "across (the )?quer", "leak",
        "shared", r"(outside|before) the (query )?loop", r"accumulat\w* across", "earlier quer", "never cleared",
        "not cleared"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        prs = []
        for k, lab in enumerate(labels, 1):
            hits += lab
            prs.append((hits / R if R else 0.0, hits / k))
        for j, r in enumerate(levels):
            for rec, p in prs:
                if R and rec >= r - 1e-9:
                    curve[j] = max(curve[j], p)
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("f04", "rank.p_at_k", "flow", "1-based ranks used as 0-based indices (range(1, k)): rank 1 is never looked "
      "at, the ranks 2 .. k are",
      [["off.by.one", "rank 1 (is )?(skipped|never|missing|ignored|left out)",
        "first (item|rank|element|label|position) (is )?(skipped|never|missing|ignored|left out)",
        "skips? (the )?first", "index(es|ing)? (start|from) (at )?1", "0.based", "zero.based", "1.based",
        r"range\(1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for rank in range(1, k):
        if rank < len(labels) and labels[rank]:
            hits += 1
    return hits / k
''')

wrong("f05", "interp.step", "flow", "keeps overwriting with the last relevant item whose recall is <= the level "
      "(the step below the level), instead of taking the first one with R_i >= level",
      [[r"last (point|relevant|item).{0,40}(below|under|before|<=|at most)", "(below|before|under) the level",
        "previous (point|relevant|step)", "floor", r"R_i ?<= ?(r|level)", "wrong (side|end|neighbou?r|interval)",
        "overwrit", "no break", "keeps? (going|overwriting|updating)", "(left|lower) end"]], '''
def my_step_interpolated(labels, n_relevant, level):
    value = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant <= level:
                value = hits / k
    return value
''')

wrong("f06", "scope.knn_ties", "flow", "the optimistic order is the pessimistic list reversed: its top k are the "
      "farthest targets, not the nearest with relevant ones first in a tie",
      [["revers", "farthest", "furthest", "largest distance", "(whole|entire) (list|order|ranking) (is )?(flipped|inverted)",
        r"\[::-1\]", "end of the (list|ranking)", "bottom"]], '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels))  # in a tie the non-relevant (0) come first
    best = worst[::-1]                      # flip it for the relevant-first order
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

wrong("f07", "ap.value", "flow", "the hit counter is incremented for every rank (outside the if), so each "
      "'precision' is k / k = 1 and AP comes out as the recall",
      [["every (item|rank|document|position)", "counts? (all|every)", "outside (the )?if", "indent", "always 1",
        "precision.{0,20}(is|=|always) 1", r"k ?/ ?k", "not only (the )?relevant", "all (items|ranks) (counted|as hits)",
        r"\brecall\b"]], '''
hits, total = 0, 0.0
for k, lab in enumerate(v["labels"], 1):
    hits += 1
    if lab:
        total += hits / k
my_ap_value = total / v["n_relevant"]
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("x01", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError")

wrong("x02", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError")

wrong("x03", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when there is no relevant item at all: returns nan, "
      "not 0", [NAN + [r"0 ?/ ?0", "zero (divided )?by zero"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return (x / disc).sum()

    return dcg(g) / dcg(ideal)
''')

wrong("x04", "ap.eleven_point", "hidden", "the level-0 value is max() over the precisions at the relevant items "
      "with no default: ValueError when nothing relevant is retrieved",
      [["ValueError", r"empty (sequence|list)", r"max\(\) (arg|of an empty)", "max of (an )?empty", "default",
        "nothing to take the max"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    total = max(p for _, p in pts)  # level 0.0: the best precision anywhere
    for j in range(1, 11):
        r = j / 10
        total += max((p for rec, p in pts if rec >= r - 1e-9), default=0.0)
    return total / 11
''', crash="ValueError")

wrong("x05", "pr.points", "hidden", "returns [0.0] (one point at precision 0) instead of an empty list when "
      "nothing relevant is retrieved",
      [[r"\[0(\.0)?\]", "a (single|lone|one) (point|zero|0)", "(extra|spurious|fake|made.up) point",
        "instead of (an )?empty", "not (an )?empty", "point at (precision )?0", "placeholder"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            out.append(hits / k)
    return out or [0.0]
''')

wrong("x06", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], which is shorter than c "
      "when the list is shorter than the class",
      [[r"len\(", "length of (the )?(cut|slice|list|top)",
        r"divid\w* by (the )?(number of )?(items|ranks) (there|present|available|in the list|in the slice)",
        "fewer than c", "short(er)? (slice|cut)", r"\bpad", "missing ranks.{0,30}(dropped|ignored|not counted|left out)",
        "instead of (by )?(c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("x07", "rank.distances", "hidden", "np.argpartition(d, k) needs k < n: ValueError when k is the whole list",
      [["ValueError", "argpartition", "out of bounds", r"\bkth\b", r"k ?= ?(n|len)", "k equal to the (length|number)"]],
      '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError")

# ------------------------------------------------------------------------------------------------- twin
wrong("t01", "set.f_beta", "twin", "the weighted harmonic mean with alpha = 1 / (1 + beta): the lecture's "
      "beta^2 = (1 - alpha) / alpha read without the square (same numbers as F with beta not squared)",
      [["alpha", "α", r"weight(ed)? harmonic", r"beta\^?2 ?= ?\(1 ?- ?alpha\) ?/ ?alpha", r"conver(t|sion)",
        r"1 ?/ ?\(1 ?\+ ?beta\)"]], '''
def my_f(precision, recall, beta):
    # lecture: F = 1 / (alpha / P + (1 - alpha) / R)
    alpha = 1 / (1 + beta)
    if precision == 0 or recall == 0:
        return 0.0
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("t02", "map.mean", "twin", "the precisions at the relevant ranks of all queries pooled into one sum divided "
      "by the total n_relevant (each query weighted by its number of relevant items)",
      [["pool", "micro", r"weight\w* by (the )?(number of relevant|n_relevant|class size|R\b)", "one (big )?sum",
        "sum of (the )?n_relevant", "total (number of )?relevant", "total n_relevant",
        "queries with more relevant"]], '''
def my_map(runs, n_relevant):
    precs = 0.0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                precs += hits / k
    total_R = sum(n_relevant)
    return precs / total_R if total_R else 0.0
''')

wrong("t03", "dcg.classic", "twin", "the ranks start at 2 (enumerate(..., start=2), to avoid log2(1) = 0): every "
      "rank shifted by one (the numbers of the log2(i + 1) DCG)",
      [["off.by.one", "shift", "start(s|ed|ing)? at 2", r"start ?= ?2", "one (rank|position) (too )?(late|further|down|off)",
        "index", "(moved|shifted) by one"]], '''
import math

def my_dcg(grades):
    # log2(1) = 0 would divide by zero, so count the ranks from 2
    return sum(g / math.log2(i) for i, g in enumerate(grades, start=2))
''')

wrong("t04", "roc.auc", "twin", "the comparison is written the wrong way round (counts the pairs where the "
      "negative scores higher): 1 - AUC",
      [["revers", "wrong (way|direction)", "flip", "opposite", r"negative (item )?scores? higher",
        r"<.{0,10}instead of.{0,10}>", "direction", "comparison", "other way (a)?round"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("t05", "scope.knn_ties", "twin", "the tie keys swapped: the 'lowest' order puts relevant targets first in a "
      "tie and the 'highest' puts them last (comes out as [highest, lowest])",
      [["swap", "revers", "wrong order", "other way (a)?round", "exchang",
        r"tie (key|rule|order)s?.{0,30}(swapped|reversed|inverted|backwards)", "sort key", r"-t\[1\]",
        "sign of the label"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    high = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("t06", "ndcg.all_judgments", "twin", "the ideal is the retrieved grades sorted, then the unretrieved grades "
      "sorted and appended after them (the two parts never sorted together)",
      [["concaten", "append", r"(sorted|sorts?) (separately|each)", "not (sorted|merged) together", "two (parts|lists|halves)",
        "after the retrieved", "behind the retrieved", "unretrieved.{0,40}(end|last|after|behind|below)",
        r"zeros?.{0,40}(before|ahead|above)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("t07", "sig.sign_test", "twin", "a <= b counted against a: the tied queries go to b instead of being dropped",
      [[r"ties? (are |were )?(counted|given|credited|scored|going) (as|to|for)", r"ties?.{0,30}\b(b|losses|loss|defeats)\b",
        "<=", ">=", "not dropped", "kept", "tied queries"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
rest = sum(1 for x, y in zip(v["a"], v["b"]) if x <= y)
my_sign_p = binomtest(wins, wins + rest).pvalue
''')

# ------------------------------------------------------------------------------------------------- data
wrong("d01", "set.pr", "data", "hits counted over the retrieved LIST: a relevant id retrieved twice is a hit twice "
      "(the denominators are sets)",
      [["duplicat", "(counted|counts|hit|hits) twice", "twice as a hit", r"double.?count", "more than once",
        "repeated", r"set\(", "list (of|not) (a )?set", "counted (two|2)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    ret = set(retrieved)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("d02", "rank.distances", "data", "the distances taken as similarities: sorted largest first",
      [["descending", "largest (distance )?first", "farthest", "furthest", r"similarit(y|ies)", "high(est)? to low",
        "revers", "wrong (end|direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("d03", "roc.eer", "data", "the scores read like distances: the ROC walk starts at the LOWEST score",
      [["ascending", "low(est)? (score )?first", r"low(er)? scores?.{0,30}(positive|first|relevant|better)",
        "distance", "revers", "wrong (direction|end|order)", "increasing"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores)):
        for x, y in zip(scores, labels):
            if x == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d1 >= 0:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return 1.0
''')

wrong("d04", "avg.macro", "data", "each table unpacked as [tp, fn, fp] (the contingency table's row order): the "
      "precision computed is tp / (tp + fn), the recall",
      [["column", r"order of (the )?(fields|entries|values|counts|columns)", "unpack", "fn and fp", "fp and fn", "swap",
        r"\brecall\b", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:  # TP FN on the first row of the table
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("d05", "map.mrr", "data", "the first relevant rank found with run.index(max(run)): a query with no relevant "
      "item (max 0) is treated as a hit at rank 1",
      [[r"no relevant.{0,25}(rank 1|as a hit|full)", r"(counted|scored|treated) as (a hit|rank 1|1\b)",
        r"max\(run\)", "index of (the )?max", r"all.?zero (run|query|list)",
        r"without (a |any )?(relevant|hit).{0,40}(rank 1|full|\b1\b)", r"RR (of )?1\b"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = run.index(max(run))  # position of the first 1
        total += 1 / (first + 1)
    return total / len(runs)
''')

wrong("d06", "ndcg.value", "data", "grades turned into binary relevance (any grade > 0 counts 1) in both the DCG "
      "and the ideal DCG",
      [["binary", "0/1", "1 or 0", r"(grades?|gains?).{0,30}(ignored|flattened|collapsed|dropped)",
        r"grade.{0,20}(>|above) ?0", "any (positive )?grade", "relevance levels", "graded"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

rel = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(rel + [1 for g in v["unretrieved"] if g > 0], reverse=True)
my_ndcg_value = dcg(rel) / dcg(ideal)
''')

wrong("d07", "ap.at_k", "data", "R taken from the list (the relevant items retrieved, sum of the labels) instead of "
      "the given n_relevant",
      [[r"sum\(labels\)", r"(relevant|\bR\b).{0,30}(counted|taken|read|computed) (from|in|on) the (list|labels|ranking)",
        "retrieved relevant", "relevant (items )?retrieved", r"ignor\w* (the given )?n_relevant",
        "instead of (the given )?n_relevant", "unretrieved", r"never retrieved.{0,30}(ignored|missing|left out)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    R = sum(labels)  # the relevant items of this query
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    den = min(k, R)
    return s / den if den else 0.0
''')

# ------------------------------------------------------------------------------------------------ right
right("g01", "rank.p_at_k", "NumPy zero padding to max(k, len) and a mean over the first k", '''
import numpy as np

def my_p_at_k(labels, k):
    a = np.zeros(max(k, len(labels)))
    a[:len(labels)] = labels
    return float(a[:k].mean())
''')

right("g02", "ap.exact", "itertools.accumulate of the hits, a generator over the relevant ranks", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    cum = accumulate(1 if x else 0 for x in labels)
    return sum(c / k for k, (c, x) in enumerate(zip(cum, labels), 1) if x) / n_relevant
''')

right("g03", "pr.points", "one list comprehension over accumulate()", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("g04", "gen.practical", "fractions.Fraction for exact bounds", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("g05", "interp.step", "bisect_left on exact Fraction recalls", '''
from bisect import bisect_left
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(Fraction(hits, n_relevant))
            precs.append(hits / k)
    i = bisect_left(recalls, Fraction(str(level)))
    return precs[i] if i < len(precs) else 0.0
''')

right("g06", "scope.eps_precision", "NumPy boolean mask with a guarded mean", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    n = int(inside.sum())
    return float(np.asarray(labels)[inside].sum() / n) if n else 0.0
''')

SUBMISSIONS = tuple(S)
