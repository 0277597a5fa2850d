"""Diagnosis class 21, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its first
run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of first-year programmers in an IR
evaluation course -- explicit while and for loops with index arithmetic, dicts and sets, hand-written sorting,
defensive if-chains, formulas copied from the slides by hand, and a few who reach for NumPy, scipy or scikit-learn
as soon as they can. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside
``exercises/`` and ``grading/``; mostly its conventions), the list of course documents (not their text), the
``class_writer`` helper of tests/heldout_submissions.py (its first 80 lines), the header and the last lines of
tests/diagnosis_class19.py (for the format only) and tests/validate_class.py were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c21-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class21): every right
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

BATCH = "diagnosis class 21 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c21-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |of the )?(counts|tp|true positives).{0,40}(over|across) (all )?(the )?queries",
        r"(total|summed|overall) (tp|true positives|counts)", r"aggregat\w* (the )?(counts|tables)",
        r"one (big|single|global) (contingency )?table"]], '''
def my_macro_precision(tables):
    total_tp = 0
    total_ret = 0
    for row in tables:
        total_tp = total_tp + row[0]
        total_ret = total_ret + row[0] + row[1]
    if total_ret == 0:
        return 0.0
    return total_tp / total_ret
''')

wrong("s02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight piece of the curve",
      [[r"nearest", r"closest", r"(no|without|never|instead of) (the )?(linear )?interpolat", r"not interpolat",
        r"(average|mean) of (the )?(FPR and FNR|two error rates|both rates)", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        r"smallest (gap|difference|\|FPR ?- ?FNR\|)", r"a (ROC )?point (itself|of the curve) instead"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    thresholds = sorted(set(scores), reverse=True)
    points = [(0.0, 0.0)]
    for t in thresholds:
        tp = 0
        fp = 0
        for s, y in zip(scores, labels):
            if s >= t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / N, tp / P))
    best = None
    best_gap = 2.0
    for fpr, tpr in points:
        fnr = 1 - tpr
        if abs(fpr - fnr) < best_gap:
            best_gap = abs(fpr - fnr)
            best = (fpr + fnr) / 2
    return best
''')

wrong("s03", "ap.at_k", "sibling", "AP@k divided by n_relevant (the query's whole class) instead of min(k, n_relevant)",
      [[r"divid\w* by (the )?n_relevant", r"n_relevant (alone|only|as (the )?denominator)",
        r"denominator (is |of )?(n_relevant|R\b|the (number|count) of relevant)", r"(all|every) relevant items? of the query",
        r"(ignor|forg|miss|without)\w* (the )?min", r"not capped (at|by) k", r"(plain|full|exact|uncut) AP('s)? denominator",
        r"relevant items? (beyond|past|below|after) (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / n_relevant
''')

wrong("s04", "dcg.classic", "sibling", "the log2(i + 1) discount (trec_eval's formulation) instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2? ?\(i ?\+ ?1\)", r"log2? ?\(rank ?\+ ?1\)", r"trec(_eval)?('s)? (formulation|discount|DCG)",
        r"(every|each|all) ranks? discounted", r"(first|rank.?1) (item|rank|grade) (is |gets )?discounted",
        r"(other|another|wrong) (DCG )?formulation", r"Burges", r"shifted discount"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("s05", "sig.sign_test", "sibling", "Wilcoxon signed-rank p-value instead of the sign test's",
      [[r"wilcoxon", r"signed.?rank", r"rank\w* (of )?(the )?(absolute )?differences",
        r"(size|magnitude)s? of (the )?differences"]], '''
from scipy.stats import wilcoxon

res = wilcoxon(v["a"], v["b"])
my_sign_p = res.pvalue
''')

wrong("s06", "ap.eleven_point", "sibling", "exact (non-interpolated) AP instead of the 11-point interpolated mean",
      [[r"non.?interpolated", r"(exact|plain|uninterpolated|ordinary) (AP|average precision)",
        r"(no|without|never|skips?|skipped) (the )?interpolat", r"(P@k|precision) at (the )?relevant ranks",
        r"not (at )?(the )?11 (recall )?levels", r"(sum|mean) of (P@k|precisions) .{0,30}relevant"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found = 0
    s = 0.0
    for pos in range(len(labels)):
        if labels[pos]:
            found += 1
            s += found / (pos + 1)
    return s / n_relevant
''')

wrong("s07", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d instead of the "
      "smallest v / d",
      [[r"upper (bound|generality|limit)", r"(largest|highest|biggest|maximum) (possible )?generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"(un(judged|seen)|outside the scope).{0,40}(counted|assumed|taken) (as )?relevant",
        r"most (generous|optimistic)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v += 1
    precision = v / s
    recall_lower = v / (d - s + v) if v > 0 else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("s08", "set.f_beta", "shape", "beta left unsquared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"(forgot|forgets|forgotten|missing|without|drop\w*|no) (to )?(the )?squar",
        r"beta instead of beta ?(\^|\*\*|²) ?2?", r"squar\w* (of )?(the )?beta (is )?(missing|forgotten|dropped|left out)",
        r"linear in beta", r"\bb instead of b ?(\^|\*\*|²)", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    top = (1 + beta) * precision * recall
    bottom = beta * precision + recall
    return top / bottom
''')

wrong("s09", "dcg.exponential", "shape", "gain typed as 2^(rel - 1) instead of 2^rel - 1 (the minus one moved into "
      "the exponent, so grade 0 gains 1/2)",
      [[r"2 ?(\^|\*\*) ?\( ?\w+ ?- ?1 ?\)", r"parenthes", r"bracket", r"precedence",
        r"(minus one|- ?1) (is |moved |put )?(inside|in|into) the (exponent|power)",
        r"exponent.{0,30}(minus one|- ?1)", r"grade 0 (gains|gives|counts) (1/2|0\.5|a half)"]], '''
import math

grades = v["grades"]
total = 0
for i in range(len(grades)):
    rank = i + 1
    total += 2 ** (grades[i] - 1) / math.log2(rank + 1)
my_dcg_exp = total
''')

wrong("s10", "gen.practical", "shape", "smallest recall typed v / (d - s): the + v of the denominator is missing",
      [[r"(missing|forgot\w*|drop\w*|left out|without|lost) (the )?\+ ?v", r"\+ ?v\b.{0,20}(missing|forgotten|dropped|left out)",
        r"v ?/ ?\(d ?- ?s\)", r"(only|just) the (unjudged|unseen|items outside)",
        r"(forgot|not|never) (to )?add\w* (back )?(the )?(v\b|relevant (items )?found|found relevant)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("s11", "ndcg.all_judgments", "shape", "natural logarithm (np.log) in the discount instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"math\.log\b(?!2)", r"base e\b",
        r"(wrong|other|another|different) (log(arithm)? )?base", r"not log2", r"instead of log2", r"log base"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log(np.arange(2, len(g) + 1))
        return float(np.sum(g / disc))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    if best == 0:
        return 0.0
    return dcg(grades) / best
''')

wrong("s12", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (>=) instead of 1/2",
      [[r"ties? (pairs? )?(count|counted|counts|counting|as) (as )?(1\b|one\b|a (full )?win|fully|whole)",
        r"(uses?|used|with|by) >= ", r"greater than or equal", r"instead of (a )?half", r"not (as )?(1/2|half|0\.5)",
        r"full (point|credit|win)"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 1:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("s13", "gen.grip_point", "shape", "hits in the top c divided by the length of the whole list instead of by c",
      [[r"divid\w* by (the )?(length|size|len|number of items)", r"len\(labels\)", r"list length",
        r"(length|size) of the (whole )?(list|ranking)", r"number of (retrieved|ranked) items",
        r"denominator (is )?(the )?(list|ranking)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(min(c, len(labels))):
        if labels[i] == 1:
            hits = hits + 1
    return hits / len(labels)
''')

wrong("s14", "scope.eps_precision", "shape", "relevant targets within epsilon divided by the number of all targets "
      "instead of the number returned",
      [[r"all (the )?targets", r"(whole|entire) (collection|database|list|set of targets)", r"len\(distances\)",
        r"(number|count) of (all )?targets", r"instead of (the )?(number|count|size) (of )?(returned|inside|within|retrieved)",
        r"denominator (is )?(the )?(whole|database|collection|all)"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = 0
    good = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            returned += 1
            if y == 1:
                good += 1
    if returned == 0:
        return 0.0
    return good / len(distances)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("s15", "map.mrr", "flow", "adds 1/rank for every relevant item of a query (no break after the first one)",
      [[r"every relevant", r"all (the )?relevant (items|ranks|documents)", r"not (only|just) the first",
        r"(no|without|missing|forg\w*) (a |the )?break", r"(never|doesn't|does not|didn't) stop",
        r"(sum|add)\w* (of )?(the )?reciprocal ranks? (of|for) (all|every|each)", r"(each|later|further) relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i in range(len(run)):
            if run[i] == 1:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("s16", "ap.exact", "flow", "the hit counter is incremented after P@k is taken, so each relevant item's "
      "precision leaves the item itself out",
      [[r"before (count|increment|add|updat)\w*", r"(count|increment|updat)\w* (the )?(hits?|counter) (too late|after)",
        r"exclud\w* (the )?(current|item itself|relevant item itself)", r"one (hit|relevant) (short|too few)",
        r"\(hits? ?- ?1\)", r"(not|without) count\w* (the )?(current )?(item|relevant item|hit) (itself|at that rank)",
        r"off.by.one", r"order of (the )?(update|statements|lines)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    k = 0
    for lab in labels:
        k += 1
        if lab == 1:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("s17", "pr.averaged", "flow", "the running maximum is not reset between queries (it carries over from the "
      "previous query)",
      [[r"not reset", r"never reset", r"carr(y|ies|ied) over", r"previous query", r"reset\w* (the )?(running )?(max|best)",
        r"leak\w*", r"shared (across|between) queries", r"reus\w* (the )?(max|best|running)",
        r"(outside|before) the (query )?loop"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    best = 0.0
    for q in range(len(runs)):
        labels = runs[q]
        R = n_relevant[q]
        if R == 0:
            continue
        pts = []
        hits = 0
        for k in range(len(labels)):
            hits += labels[k]
            pts.append((hits / R, hits / (k + 1)))
        for j in range(10, -1, -1):
            for rec, prec in pts:
                if rec >= levels[j] and prec > best:
                    best = prec
            sums[j] += best
    return [s / len(runs) for s in sums]
''')

wrong("s18", "interp.curve", "flow", "the maximum is taken over the ranks up to the first one reaching the level "
      "(earlier ranks) instead of every rank from there on",
      [[r"earlier ranks", r"ranks? (before|above|up to) (it|the first|that)", r"(stops?|break\w*) at the first rank",
        r"instead of (the )?(later|following|lower|subsequent) ranks", r"max\w* over (the )?(preceding|previous|earlier|higher) ranks",
        r"(wrong|opposite) direction", r"looks? (back|backward|upward)", r"(prefix|running) max"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        best = 0.0
        hits = 0
        reached = False
        for k in range(len(labels)):
            hits += labels[k]
            p = hits / (k + 1)
            if p > best:
                best = p
            if n_relevant > 0 and hits / n_relevant >= r:
                reached = True
                break
        if not reached:
            best = 0.0
        out.append(best)
    return out
''')

wrong("s19", "rank.p_at_k", "flow", "slices labels[:k-1] (one rank short) and divides by k",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item|position) (short|too few|missing)",
        r"(miss|drop|leav|skip)\w* (out )?the k.?th", r"last rank (is )?(missing|dropped|left out|not counted)",
        r"\[: ?k ?- ?1\]"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("s20", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"(all|each) ranks?\b", r"non.?relevant (ranks|items) (too|also|as well)",
        r"not only (at )?(the )?(ranks of )?relevant", r"append\w* .{0,30}(outside|every|each|all)",
        r"one point per rank", r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    started = False
    for i, lab in enumerate(labels):
        if lab:
            hits += 1
            started = True
        if started:
            points.append(hits / (i + 1))
    return points
''')

wrong("s21", "rank.r_precision", "flow", "counts ranks 2 to R + 1 (labels[1:R + 1], a 1-based slice) instead of "
      "ranks 1 to R",
      [[r"off.by.one", r"skip\w* (the )?(first|top) (rank|item)", r"(starts?|begins?) at (index )?1",
        r"\[1 ?: ?R ?\+ ?1\]", r"1.based", r"shifted (by one)?", r"(rank|item) 1 (is )?(missing|left out|dropped)"]], '''
labels = v["labels"]
R = v["n_relevant"]
my_r_precision = sum(labels[1:R + 1]) / R
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("s22", "avg.macro", "hidden", "precision tp / (tp + fp) with no guard: a query that retrieved nothing "
      "divides by zero", [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("s23", "ap.at_k", "hidden", "denominator min(k, len(labels), n_relevant): also capped by the list length "
      "when k is longer than the list",
      [[r"(length|size) of the (list|ranking)", r"len\(labels\)", r"list length", r"(list|ranking) is shorter",
        r"number of (retrieved|ranked) items", r"capped (at|by) the (list|ranking)", r"(list|ranking)('s)? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, len(labels), n_relevant)
    if denom == 0:
        return 0.0
    hits, acc = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            acc += hits / i
    return acc / denom
''')

wrong("s24", "gen.grip_point", "hidden", "np.mean of labels[:c]: when the list is shorter than c the mean divides by "
      "the ranks present, not by c",
      [[r"mean of (the )?(slice|top|first)", r"np\.mean", r"divid\w* by (the )?(number of )?(ranks|items) (there|present|available|in the (slice|list))",
        r"(slice|cut) (is )?shorter", r"fewer than (c|n_relevant) (ranks|items)", r"length of the slice",
        r"missing ranks? (are |were )?(not counted|ignored|dropped|left out)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.array(labels[:n_relevant])
    return float(np.mean(top))
''')

wrong("s25", "dcg.classic", "hidden", "a discount table sized for the slides' 10 ranks: a longer list runs past it",
      [INDEX], '''
import math

DISCOUNT = [1.0] + [math.log2(i) for i in range(2, 11)]   # ranks 1..10 as on the slide

def my_dcg(grades):
    total = 0.0
    for i in range(len(grades)):
        total += grades[i] / DISCOUNT[i]
    return total
''', crash="IndexError", scope="all")

wrong("s26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 gives nan", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))
        return np.sum(x / disc)
    return float(dcg(g) / dcg(ideal))
''', scope="all")

wrong("s27", "interp.curve", "hidden", "the levels are built by adding 0.1 repeatedly, so the fourth level is "
      "0.30000000000000004 and a recall of exactly 0.3 misses it",
      [[r"floating.?point", r"float (arithmetic|error|precision|rounding)", r"rounding", r"0\.30000000000000004", r"repeated(ly)? add", r"accumulat\w* (the )?(level|0\.1)",
        r"\+= ?0\.1", r"inexact", r"not exactly (0\.3|representable)", r"representation error"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    r = 0.0
    for _ in range(11):
        cands = [p for p, rr in zip(prec, rec) if rr >= r]
        out.append(max(cands) if cands else 0.0)
        r += 0.1
    return out
''')

wrong("s28", "pr.averaged", "hidden", "recall hits / n_relevant with no guard: a query with no relevant items "
      "divides by zero", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    rows = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = [h / R for h in hits.tolist()]
        row = []
        for r in levels:
            ok = [p for p, x in zip(prec, rec) if x >= r - 1e-12]
            row.append(max(ok) if ok else 0.0)
        rows.append(row)
    return np.mean(np.array(rows), axis=0).tolist()
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("s29", "set.f_beta", "twin", "precision and recall swapped in the denominator: (1 + b^2) P R / (b^2 R + P) "
      "(the same numbers as F with 1/beta)",
      [[r"(precision and recall|P and R|recall and precision) (are |were )?(swapped|exchanged|interchanged|switched|reversed|confused|mixed up)",
        r"swap\w* (of )?(precision|P\b|recall|R\b)", r"beta.?(\^|\*\*|²) ?2? (multiplies|on|times|weights) (the )?recall",
        r"(weights?|multipl\w*) (the )?recall (by|with) beta", r"denominator.{0,40}(swapped|wrong (term|one)|reversed)",
        r"roles? of (precision|P\b|recall|R\b)"]], '''
def my_f(precision, recall, beta):
    P = precision
    R = recall
    b2 = beta * beta
    if P + R == 0:
        return 0.0
    return (1 + b2) * P * R / (b2 * R + P)
''')

wrong("s30", "roc.auc", "twin", "the comparison reads a lower score as better (counts pairs where the positive "
      "scores lower): the same numbers as swapping the labels",
      [[r"lower (score|value)s? (is|are|as|means?) (better|more relevant)", r"smaller (score|value)s? (is|are|as|means?) (better|more relevant)",
        r"(scores?|values?) (read|treated|taken|seen) as (ranks|distances)", r"(ascending|reversed|wrong) (score )?(order|direction)",
        r"comparison (is )?(reversed|flipped|backwards|the wrong way)", r"(<|less than) instead of (>|greater)"]], '''
def my_auc(scores, labels):
    # like a rank: 1 is the best, so the smaller score wins
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    count = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                count += 1
            elif p == n:
                count += 0.5
    return count / (len(pos) * len(neg))
''')

wrong("s31", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns read in the wrong order): the same "
      "numbers as macro recall",
      [[r"columns? (order|swapped|misread|confused|mixed)", r"(fp|false positives?) and (fn|false negatives?) (are |were )?(swapped|confused|exchanged|mixed|switched)",
        r"(fn|false negatives?) and (fp|false positives?) (are |were )?(swapped|confused|exchanged|mixed|switched)",
        r"unpack\w*", r"order of the (table|columns|entries|counts)", r"\[?tp, ?fn, ?fp\]?", r"(reads?|read|took|takes) fn as fp"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        if tp + fp == 0:
            p = 0.0
        else:
            p = tp / (tp + fp)
        total += p
    return total / len(tables)
''')

wrong("s32", "gen.practical", "twin", "the smallest generality divides by the scope s instead of the database size d "
      "(the same numbers as returning the precision twice)",
      [[r"\bs\b instead of \bd\b", r"(scope|\bs\b) (used )?(instead of|for|as) (the )?(database|\bd\b|collection)",
        r"(confus|mix)\w* (the )?(scope|\bs\b) (and|with) (the )?(database|\bd\b)",
        r"(confus|mix)\w* (the )?(database|\bd\b) (and|with) (the )?(scope|\bs\b)", r"v ?/ ?s\b.{0,40}generality",
        r"generality.{0,40}v ?/ ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    precision = v / s
    if v == 0:
        recall_low = 0.0
    else:
        recall_low = v / (d - s + v)
    generality_low = v / s
    return [precision, recall_low, generality_low]
''')

wrong("s33", "scope.knn_ties", "twin", "the tie-break sort keys are backwards (the key with -label puts relevant "
      "targets first): the same numbers as returning [highest, lowest]",
      [[r"sort(ing)? keys?", r"-label", r"(negat\w*|minus|sign) (of )?(the )?label",
        r"tie.?break\w* (key|rule)?.{0,40}(backwards|reversed|wrong way|inverted|swapped)",
        r"(backwards|reversed|inverted|swapped) (tie|sort)", r"relevant (targets? )?(ranked |sorted |put )?first (for|in) the (lowest|low)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))   # relevant last
    high = sorted(items, key=lambda t: (t[0], t[1]))   # relevant first
    p_low = sum(lab for _, lab in low[:k]) / k
    p_high = sum(lab for _, lab in high[:k]) / k
    return [p_low, p_high]
''')

wrong("s34", "map.mean", "twin", "each query's AP divides by the relevant items found in its list (sum of the run) "
      "instead of the given n_relevant",
      [[r"ignor\w* (the )?(given )?n_relevant", r"n_relevant (is |was )?(ignored|unused|never used|not used)",
        r"sum\w* (of )?(the )?(labels|list|run)", r"count\w* (the )?relevant (items )?(in|of) the (list|run|ranking)",
        r"(from|out of) the (list|run|ranking) (itself|instead)", r"instead of the given"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        if R == 0:
            aps.append(0.0)
            continue
        hits = 0
        s = 0.0
        for i, x in enumerate(run):
            if x == 1:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R)
    return sum(aps) / len(aps)
''')

wrong("s35", "rank.distances", "twin", "sorts the (distance, label) pairs with reverse=True as for scores (the "
      "farthest targets first)",
      [[r"descending", r"revers\w*", r"(largest|biggest|greatest) (distances? )?first", r"farthest",
        r"as (if they were )?(similarit(y|ies)|scores)", r"higher (is|means) (better|closer|more similar)",
        r"(sorted|ranked|ordered) the wrong way"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    pairs.sort(reverse=True)
    top = pairs[:k]
    rel = 0
    for d, y in top:
        if y == 1:
            rel += 1
    return rel / k
''')

# ------------------------------------------------------------------------------------------------- data
wrong("s36", "set.pr", "data", "counts a duplicated retrieved id once per occurrence (loops over the list, never "
      "makes a set)",
      [[r"duplicat", r"counted (it )?(twice|more than once|again|each time)", r"counts? (an id|a document|the same id) (twice|more than once)",
        r"lists? (instead of|not) (a )?sets?", r"not (de.?duplicat\w*|a set|turned into a set)", r"repeated (id|document)s?",
        r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for doc in retrieved:
        if doc in relevant:
            hits += 1
    p = hits / len(retrieved) if len(retrieved) > 0 else 0.0
    r = hits / len(relevant) if len(relevant) > 0 else 0.0
    return [p, r]
''')

wrong("s37", "ndcg.value", "data", "treats the unretrieved grades as ranked after the retrieved ones (appended to "
      "the ranking, so they count in the DCG too)",
      [[r"unretrieved.{0,60}(appended|added|placed|put|counted|ranked|included) (to|at|in|after|as|into)",
        r"(append|add|count|includ)\w* (the )?unretrieved .{0,40}(ranking|list|DCG|numerator|retrieved)",
        r"as if (they were |it were )?retrieved", r"treat\w* (the )?unretrieved .{0,20}as retrieved",
        r"(DCG|numerator) (includes|counts|contains) (the )?unretrieved"]], '''
import math

g = v["grades"] + v["unretrieved"]

def dcg(gs):
    out = gs[0]
    for i in range(1, len(gs)):
        out += gs[i] / math.log2(i + 1)
    return out

my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')

wrong("s38", "interp.step", "data", "reads the level as a percentage and divides it by 100",
      [[r"percent", r"/ ?100", r"divid\w* (the level )?by 100", r"(scale|units?) of the level",
        r"0.?(to|-).?100"]], '''
def my_step_interpolated(labels, n_relevant, level):
    r = level / 100          # level in percent
    hits = 0
    prev_recall = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            recall = hits / n_relevant
            if prev_recall < r <= recall:
                return hits / (i + 1)
            prev_recall = recall
    return 0.0
''')

wrong("s39", "scope.eps_precision", "data", "reads the distances as similarities: returns the targets with "
      "d > epsilon",
      [[r"similarit", r"(greater|larger|bigger|more) than epsilon", r"> ?eps", r"(far|farthest|distant) (away )?(targets|items)",
        r"outside (the )?(ball|radius|epsilon)", r"distances? (read|treated|taken|seen) as (scores|similarities)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    hit = d > epsilon
    if hit.sum() == 0:
        return 0.0
    return float(y[hit].mean())
''')

wrong("s40", "rank.p_at_k", "data", "reads the list as ordered worst-first (argsort habit): takes labels[-k:] as "
      "the top k",
      [[r"last k", r"(from|at) the end of the (list|ranking)", r"labels\[-k:\]", r"(reversed|wrong|ascending|backwards?) order",
        r"bottom of the (list|ranking)", r"(rank 1|the best|the top) (is |as )?(at )?the end", r"worst.first"]], '''
def my_p_at_k(labels, k):
    top = labels[-k:]
    return sum(top) / k
''')

wrong("s41", "roc.eer", "data", "calls sklearn's roc_curve with the scores and the labels swapped (y_true must come "
      "first)",
      [[r"argument order", r"arguments? (are |were )?(swapped|reversed|in the wrong order|exchanged)",
        r"y_true", r"(labels|true labels) (must|should) (come|be|go) first", r"(scores|labels) passed as (the )?(labels|scores|y_true)",
        r"(swapped|reversed) (the )?(scores and labels|labels and scores)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(scores, labels)
    fnr = 1 - tpr
    i = np.argmin(np.abs(fpr - fnr))
    if fpr[i] == fnr[i] or i == 0:
        return float(fpr[i])
    j = i if fpr[i] - fnr[i] >= 0 else i + 1
    a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
    t = -a / (b - a)
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''', crash="ValueError")

wrong("s42", "dcg.classic", "data", "drops the grade-0 items first (as if unjudged), which moves the later items up "
      "the ranking",
      [[r"(drop|remov|filter|skip|delet)\w* (out )?(the )?(zero|0|non.?relevant|irrelevant)( grades?| items?)?",
        r"(zero|0).?grades? (are |were )?(dropped|removed|filtered|skipped|ignored)", r"shift\w* (the )?(later )?(ranks|items|positions)",
        r"(later|following) items? (move|moved|moving) up", r"ranks? (are |were )?(renumbered|compressed|closed up)",
        r"unjudged"]], '''
import math

def my_dcg(grades):
    judged = [g for g in grades if g > 0]
    if not judged:
        return 0.0
    total = judged[0]
    for i in range(1, len(judged)):
        total += judged[i] / math.log2(i + 1)
    return total
''')

# ------------------------------------------------------------------------------------------------ right
right("s43", "ap.exact", "while loop, exact Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    i = 0
    hits = 0
    total = Fraction(0)
    while i < len(labels):
        if labels[i]:
            hits += 1
            total += Fraction(hits, i + 1)
        i += 1
    return float(total / n_relevant)
''')

right("s44", "pr.points", "NumPy cumsum and a boolean mask", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return [float(p) for p in prec[y > 0]]
''')

right("s45", "scope.knn_ties", "counting before and inside the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    lowest = sum(before) + max(0, slots - nonrel_tied)
    highest = sum(before) + min(slots, rel_tied)
    return [lowest / k, highest / k]
''')

right("s46", "interp.step", "explicit loop over the relevant ranks, if-chain", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            if hits * 1.0 >= level * n_relevant - 1e-9:
                return hits / (i + 1)
    return 0.0
''')

right("s47", "pr.averaged", "NumPy: a reversed running maximum per query", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        best_after = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for r in levels:
            idx = np.nonzero(rec >= r - 1e-12)[0]
            row.append(best_after[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return np.mean(curves, axis=0).tolist()
''')

right("s48", "map.mean", "comprehensions and a helper", '''
def my_map(runs, n_relevant):
    def ap(run, R):
        if R == 0:
            return 0.0
        ranks = [i for i, x in enumerate(run, 1) if x]
        return sum((j + 1) / r for j, r in enumerate(ranks)) / R
    return sum(ap(run, R) for run, R in zip(runs, n_relevant)) / len(runs)
''')

SUBMISSIONS = tuple(S)
