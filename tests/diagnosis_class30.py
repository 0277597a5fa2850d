"""Diagnosis class 30, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its first
run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class that tests its code only on the course
documents' worked examples -- the slides' 3, 2, 3, 0, 0, 1, 2, 2, 3, 0 DCG list, the walk-through of a ranking of 10
with 3 relevant items, the notes' table of relevant images at positions 1, 2, 4 and 15 -- so its code is fitted to
those examples: conventions read off a slide's numbers (discounts rounded as printed, the PR graph's (x, y) order,
the notes' 1/j sum over the recall levels, the trapezoid of the mAP slide, the query image found at rank 1),
formulas copied from one document and data formats guessed from another. Coding styles vary: NumPy, plain loops,
comprehensions, ``fractions``, ``bisect``, ``statistics``, scipy and scikit-learn where a student would reach for
them. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library, the course documents, the first 80 lines of
tests/heldout_submissions.py (``class_writer`` and the shared key lists), the first 60 and last 30 lines of
tests/diagnosis_class19.py (the file format) and tests/validate_class.py were read. Same format as class 19 (the
category is kept in ``style``). Student ids are ``"c30-" + sid``. The keys were fixed before the checker was run.
Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class30): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity or convention the course teaches), ``shape`` (a slip in the
formula's shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order),
``hidden`` (shows only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same
numbers on typical inputs; the keys hold the true cause only), ``data`` (a misreading of the input data). The
individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 30 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c30-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("r01", "sig.sign_test", "sibling", "one-sided p-value: the binomial tail of the smaller count is reported "
      "without doubling it (no second tail)",
      [[r"one.?sided", r"one tail", r"single tail", r"(one|a single|only one) side", r"doubl",
        r"(times|multipl\w* by) (2|two)", r"both tails", r"other tail", r"second tail",
        r"only (the )?(lower|upper|smaller|left|right) tail", r"half (of )?(the|what the) (two.sided )?p"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("r02", "ndcg.all_judgments", "sibling", "the ideal ranking is the retrieved list sorted (the slide's perfect "
      "ranking of the same 10 images): the unretrieved relevant items are left out of the ideal",
      [[r"retrieved (grades|items|list|ranking) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted|added))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing|not (used|included|counted|added))",
        r"(sort\w*|reorder\w*) (of )?the (retrieved )?(list|grades|ranking) (itself|only|alone)",
        r"same (10 |ten )?(retrieved )?(images|items|grades)", r"unretrieved (is |are )?(never |not )?used"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    perfect = sorted(grades, reverse=True)      # slide: perfect ranking 3, 3, 3, 2, 2, 2, 1, 0, 0, 0
    best = dcg(perfect)
    return dcg(grades) / best if best else 0.0
''')

wrong("r03", "interp.curve", "sibling", "uses the lecture notes' step rule (the precision of the first PR point "
      "whose recall reaches r) instead of the maximum precision over every rank at or beyond that recall",
      [[r"step (rule|interpolation|function)", r"\bstep\b", r"first (relevant )?(rank|point|item)",
        r"not the max", r"instead of the max", r"rather than the max", r"without (taking )?the max", r"no max",
        r"max(imum)? (of|over) (the )?(later|following|subsequent|higher|remaining)",
        r"(later|higher|following|subsequent|remaining) (ranks|points|precisions?).{0,40}(ignored|not (considered|used|looked at)|missed)",
        r"lecture notes"]], '''
def my_interpolated(labels, n_relevant):
    # the notes: p(r) = P_i for R_(i-1) < r <= R_i
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        p = 0.0
        for R, P in points:
            if R >= r:
                p = P
                break
        out.append(p)
    return out
''')

wrong("r04", "ap.exact", "sibling", "divides the sum of the precisions by the number of relevant items found in the "
      "list (the mean of the precisions at the hits, which equals AP on the slide's case where all 3 relevant items "
      "are retrieved) instead of by n_relevant",
      [[r"relevant (items |ones |documents |images )?(found|retrieved|in the (list|ranking))",
        r"retrieved relevant", r"\bfound\b", r"hits", r"instead of n_relevant", r"not (by )?n_relevant",
        r"len\(precisions\)", r"sum\(labels\)", r"mean of the precisions", r"average of the precisions",
        r"count of (the )?(ones|1s)"],
       [r"divi", r"denominator", r"divisor", r"normali[sz]", r"\bmean\b", r"averag"]], '''
def my_ap(labels, n_relevant):
    precisions = []
    found = 0
    for rank, rel in enumerate(labels, 1):
        if rel == 1:
            found += 1
            precisions.append(found / rank)
    # slide, case 1: (1 + 2/3 + 3/9) / 3
    return sum(precisions) / len(precisions) if precisions else 0.0
''')

wrong("r05", "map.mean", "sibling", "each query's AP is the trapezoid area under its PR points (the mAP slide's "
      "'trapezoid technique', starting from recall 0 at precision 1) instead of the exact sum of P@k at the relevant "
      "ranks divided by n_relevant",
      [[r"trapez", r"area under (the |its )?(PR|precision.recall|P-R) (curve|graph|points)",
        r"(linear(ly)? )?interpolat\w* between (the |its )?(PR )?points", r"np\.trapz", r"integra",
        r"straight (lines|segments) between"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run)
        ranks = np.flatnonzero(y) + 1
        hits = np.arange(1, len(ranks) + 1)
        rec = np.concatenate([[0.0], hits / R])
        prec = np.concatenate([[1.0], hits / ranks])
        # trapezoid technique: area under the PR points
        aps.append(float(np.sum((rec[1:] - rec[:-1]) * (prec[1:] + prec[:-1]) / 2)))
    return sum(aps) / len(aps)
''')

wrong("r06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where the two rates are closest "
      "(scikit-learn's points) instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat",
        r"(does not|doesn't|never|no) intersect", r"average of (the )?FPR and FNR", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        r"mean of (the )?(two|both) (error )?rates", r"(an? )?(existing|actual|single) (ROC )?point",
        r"smallest \|?(gap|difference)", r"argmin"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = int(np.nanargmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("r07", "rank.p_at_k", "sibling", "divides by the number of items actually in the top k (the mean of the "
      "slice) instead of by k when the list is shorter than k",
      [[r"past the end", r"(list|ranking) (is )?shorter than k", r"fewer (items|labels|ranks) than k",
        r"divid\w* by (the )?(number of (items|labels|ranks|results)|len|min|length|size)",
        r"instead of (dividing )?by k\b", r"rather than (by )?k\b", r"not by k\b", r"mean of the (slice|top|first)",
        r"np\.mean", r"\.mean\(\)", r"min\(k", r"(only|just) the (items|ranks) (that )?(exist|present|there)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k])
    return float(top.mean())
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("r08", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions is divided by 10 (the number of "
      "0.1 steps, the notes' j) instead of by 11",
      [[r"(divid\w*|averag\w*|mean) .{0,25}\b(10|ten)\b", r"/ ?10\b", r"\b(10|ten) instead of (11|eleven)",
        r"(11|eleven) (levels|values|points).{0,40}\b(10|ten)\b", r"\bten\b", r"\bj ?= ?10\b",
        r"off.by.one .{0,30}(levels|count|denominator)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = prec[rec >= r]
        total += ok.max() if ok.size else 0.0
    # Average precision = 1/j * sum p(r_i), r_i = 0, 0.1, ..., 1 (j = 10 steps)
    return float(total / 10)
''')

wrong("r09", "dcg.exponential", "shape", "the gain is 2^rel without the minus 1 (a grade-0 item still gains 1)",
      [[r"(without|forg[eo]t\w*|missing|dropp?\w*|omit\w*|left out|leav\w* out|no) (the |a )?(- ?1|minus (1|one)|subtract)",
        r"(never|not|didn't|did not|does not|doesn't) subtract", r"subtract\w* (1|one) (is )?missing",
        r"grade 0 .{0,40}gain (of )?1", r"(non.?relevant|irrelevant|zero.grade) .{0,40}gain (of )?1",
        r"gain (of )?1 (for|at|to) (a )?(grade.?0|non.?relevant|irrelevant)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("r10", "gen.practical", "shape", "the largest possible class size is taken as d - s (the unjudged items "
      "only), forgetting the + v relevant items found in the scope, so the recall bound is v / (d - s)",
      [[r"\+ ?v\b", r"plus v\b", r"forg[eo]t\w* .{0,25}\bv\b", r"(missing|without|dropp\w*|omit\w*|left out) (the )?\bv\b",
        r"d ?- ?s\b(?! ?\+)", r"(unjudged|unseen|outside the scope|rest of the database) (items )?only",
        r"relevant (items )?(found )?(in|within) the scope (are |were )?(not|never) (counted|added|included)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s                      # every unjudged item could be relevant
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

wrong("r11", "roc.auc", "shape", "operator precedence: (wins + ties/2) / P * N divides by the number of positives "
      "and then multiplies by the number of negatives instead of dividing by P * N",
      [[r"parenthes", r"bracket", r"precedence", r"order of (the )?operations", r"operator priority",
        r"multipl\w* by (the number of )?(negatives|N\b|len\(neg\))", r"times (the number of )?negatives",
        r"/ ?len\(pos\) ?\* ?len\(neg\)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    ties = sum(1 for p in pos for n in neg if p == n)
    return (wins + 0.5 * ties) / len(pos) * len(neg)
''')

wrong("r12", "dcg.classic", "shape", "each log2 discount is rounded to 2 decimals as printed on the slide "
      "(1.59, 2.59, 2.81, 3.17), so the DCG is close to but not the exact value",
      [[r"round", r"2 decimals", r"two decimals", r"decimal places", r"approximat", r"1\.59", r"as printed"]], '''
import math

def my_dcg(grades):
    # discounts as on the slide: 3, 2/1, 3/1.59, 0, 0, 1/2.59, 2/2.81, 2/3, 3/3.17, 0 -> 9.61
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / round(math.log2(i), 2)
    return total
''')

wrong("r13", "ndcg.all_judgments", "shape", "the DCG helper adds rel_1 and then sums over every rank from the first "
      "one (log2(1) = 0 clamped to 1), so the first grade is counted twice in both DCG and ideal DCG",
      [[r"twice", r"two times", r"\bdouble", r"counted again", r"(added|counts?|counted) (a second time|again)",
        r"(also|again) (in|inside) the (sum|loop)"],
       [r"first", r"rank.?1\b", r"rel_?1", r"\[0\]", r"\btop\b"]], '''
import math

def _dcg(gs):
    # DCG = rel_1 + sum_{i>=2} rel_i / log2(i)
    if not gs:
        return 0.0
    return gs[0] + sum(g / max(1.0, math.log2(i + 1)) for i, g in enumerate(gs))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = _dcg(ideal)
    return _dcg(list(grades)) / best if best else 0.0
''')

wrong("r14", "set.f_beta", "shape", "beta is used where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta ?\^ ?2", r"beta ?\*\* ?2", r"b ?\^ ?2", r"β²", r"β ?\^ ?2", r"beta²", r"exponent",
        r"power"],
       [r"\bnot\b", r"never", r"forg[eo]t", r"without", r"missing", r"instead of", r"rather than", r"plain",
        r"(left|leaves|leaving) out", r"omit", r"drop"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("r15", "rank.p_at_k", "flow", "the loop reads labels[1] .. labels[k] (1-based ranks used as 0-based indices), "
      "so the first item is skipped and one item past rank k is counted",
      [[r"off.by.one", r"1.based", r"one.based", r"0.based", r"zero.based",
        r"(skips?|skipped|skipping|miss\w*|ignor\w*|left out) (the )?(first|rank.?1|top) (item|label|rank|result|element)",
        r"labels\[rank\]", r"index(es|ing)? (starts?|from|at) (at )?1", r"shift\w* by one", r"index 0",
        r"labels\[0\]", r"(one|1) (position|place|rank) (too far|late|later|off)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for rank in range(1, k + 1):
        if rank < len(labels) and labels[rank] == 1:
            hits += 1
    return hits / k
''')

wrong("r16", "map.mean", "flow", "the hit counter and the running sum are set to 0 once, before the loop over the "
      "queries, so each query's AP carries over the previous queries' hits and precisions",
      [[r"reset", r"re-?initiali[sz]", r"carr\w* over", r"(not|never) (cleared|zeroed|restarted|set back)",
        r"(outside|before) the (outer |query |queries )?loop", r"accumulat\w* across (the )?queries",
        r"(from|of) (the )?previous quer(y|ies)", r"leak\w*", r"(once|only once) for all (the )?queries"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    total = 0.0
    for run, R in zip(runs, n_relevant):
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("r17", "pr.points", "flow", "appends the precision at every rank (the append is outside the if, like the "
      "notes' table of k = 1 .. 20) instead of only at the ranks of relevant items",
      [[r"every (rank|item|position|k\b|step)", r"each (rank|item|position)", r"all (the )?(ranks|items|positions)",
        r"non.?relevant (ranks|items|positions) (too|as well|also)", r"not only (at )?(the )?relevant",
        r"(outside|after) the if", r"indent", r"one (point|value|precision) per rank",
        r"irrelevant (ranks|items|positions)", r"(for|at) non.?relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
        points.append(hits / k)
    return points
''')

wrong("r18", "interp.step", "flow", "returns the precision saved at the previous relevant item (the variable is "
      "updated after the test), i.e. P_(i-1) instead of P_i, 0 at the first one",
      [[r"previous", r"\bbefore (the|it|updat)", r"one (point|step|item|hit) (too )?(early|late|behind|back)",
        r"off.by.one", r"P_?\(?i ?- ?1", r"stale", r"(updat\w*|assign\w*|set) (after|too late)", r"prev_p",
        r"(last|prior) (point|hit)'?s? precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, prev_p = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return prev_p
            prev_p = hits / k
    return 0.0
''')

wrong("r19", "rank.distances", "flow", "sorts the distances but never reorders the labels with them: the top k "
      "labels are taken in the input order",
      [[r"(labels?|relevance) (are |were |is )?(not|never) (re)?(sorted|ordered|permuted|reordered|moved|ranked)",
        r"(sort\w*|order\w*) (only )?the distances (only|but not|and not|alone)", r"argsort",
        r"(input|original|given) order", r"never (sorted|ranked|reordered)",
        r"(not|never) (ranked|sorted|reordered) by (the )?distance", r"unsorted", r"np\.sort",
        r"sorted (array|distances?) (is |are )?(never |not )?used"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.sort(np.asarray(distances))          # nearest first
    y = np.asarray(labels)
    return float(y[:k].sum() / k)
''')

wrong("r20", "ap.at_k", "flow", "the loop runs over the whole list, not just the top k: precisions at relevant "
      "ranks below k are added while the sum is still divided by min(k, n_relevant)",
      [[r"(beyond|past|after|below) (rank )?k\b", r"(whole|entire|full) (list|ranking)",
        r"(not|never) (cut|stop\w*|truncat\w*|sliced?|limited)", r"labels\[:k\]", r"(all|every) (the )?ranks\b",
        r"k (is )?(ignored|unused|only used)", r"only (in|for) the denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    s, hits = 0.0, 0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("r21", "map.mrr", "flow", "no break: the loop keeps overwriting the rank, so the reciprocal rank of the LAST "
      "relevant item is used",
      [[r"\bbreak", r"last relevant", r"(stop|exit|leav)\w* (the loop )?(at|after) the first", r"overwrit",
        r"(keeps?|continues?) (looping|scanning|going|searching)", r"later relevant",
        r"lowest.ranked relevant", r"(last|final) (hit|one|match)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = 0
        for rank, rel in enumerate(run, 1):
            if rel:
                first = rank
        total += 1 / first if first else 0.0
    return total / len(runs)
''')


# ------------------------------------------------------------------------------------------------- twin
wrong("r22", "dcg.classic", "twin", "the ranks are counted from 2 (enumerate(..., start=2), to avoid log2(1) = 0), "
      "so every grade is discounted by log2(rank + 1): the same numbers as the TREC formulation, but the cause is "
      "the shifted rank counter",
      [[r"start ?= ?2", r"(start|begin|count|number)\w* (the )?(ranks?|counter|index|enumerat\w*) (at|from) 2",
        r"shift\w*", r"off.by.one", r"rank.? (is |are )?(one|1) (too )?(high|large|big)",
        r"ranks? (numbered|counted) from 2", r"enumerate", r"(avoid|dodg|work around)\w* (the )?log2?\(1\)",
        r"(counter|index) (one|1) (too )?(high|ahead)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=2):     # log2(1) = 0 divided by zero
        total += g / math.log2(i)
    return total
''')

wrong("r23", "set.pr", "twin", "returns the PR graph's (x, y) point, i.e. [recall, precision], instead of "
      "[precision, recall] (the same numbers as swapping the two denominators)",
      [[r"\border\b", r"(recall|x) (comes )?first", r"\(x, ?y\)", r"\baxis", r"\bx\b.{0,20}\by\b", r"coordinates?",
        r"(returned|returns?|list|pair|output) .{0,25}(swapped|reversed|the wrong way|wrong order)",
        r"(swapped|reversed) .{0,15}(order|positions|elements|entries)", r"\[recall, ?precision\]"]], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    hit = len(A & B)
    x = hit / len(B) if B else 0.0      # x axis: recall
    y = hit / len(A) if A else 0.0      # y axis: precision
    return [x, y]
''')

wrong("r24", "roc.auc", "twin", "counts the pairs where the positive scores LOWER than the negative (a lower score "
      "taken as better, as with the distances of the similarity lecture): 1 - AUC, the same numbers as inverting "
      "the labels",
      [[r"lower (score|value)s? .{0,30}(better|first|higher|ranked|win)", r"smaller (score|value)s? .{0,30}(better|first|win)",
        r"(scores?|them) as (a )?distances?", r"distance", r"ascending",
        r"(comparison|inequality|sign|<|>) .{0,20}(revers|flip|wrong|backwards|the other way)",
        r"(revers|flip)\w* (the )?(comparison|inequality)", r"positives? scor\w* lower", r"pos ?< ?neg"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    # a good ranking puts the positive first: the nearest (smallest) first
    first = (pos[:, None] < neg[None, :]).sum()
    tied = (pos[:, None] == neg[None, :]).sum()
    return float((first + 0.5 * tied) / (len(pos) * len(neg)))
''')

wrong("r25", "set.f_beta", "twin", "inverts beta (b = 1 / beta, believing that beta > 1 favours precision): the same "
      "numbers as swapping P and R in the formula",
      [[r"1 ?/ ?beta", r"invert\w* (the )?beta", r"beta .{0,20}invert", r"inverse of beta", r"reciprocal",
        r"(beta|β) .{0,40}(favou?rs?|weights?|emphasi[sz]\w*|stresses) precision",
        r"(thinks?|believ\w*|assum\w*) .{0,40}(beta|β) .{0,30}precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = (1 / beta) ** 2          # beta = 2 -> precision counts more
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("r26", "avg.macro", "twin", "unpacks each row as tp, fn, fp (the order of the slide's Relevant column: tp "
      "then fn), so the fn count is used as fp: the same numbers as computing the macro recall",
      [[r"unpack\w*", r"(column|field|entry|element|value)s?'? order", r"order of (the )?(columns|entries|values|triple|row|fields)",
        r"(fp|false positives?) and (fn|false negatives?) (are |were )?(swapped|exchanged|mixed|confused|switched)",
        r"(fn|false negatives?) and (fp|false positives?) (are |were )?(swapped|exchanged|mixed|confused|switched)",
        r"(read|took|takes|treat\w*|us\w*) (the )?(second|middle) (column|value|entry|number|element) as (fn|false neg)",
        r"(read|took|takes|treat\w*|us\w*) (the )?(third|last) (column|value|entry|number|element) as (fp|false pos)",
        r"\[?tp, ?fn, ?fp\]?"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fn, fp = row          # the slide's table: Relevant column = tp, fn
        retrieved = tp + fp
        precs.append(tp / retrieved if retrieved else 0.0)
    return sum(precs) / len(precs)
''')

wrong("r27", "roc.eer", "twin", "interpolates the crossing correctly but returns the TPR there (the hit rate) "
      "instead of the error rate: 1 - EER, the same numbers as inverting the labels",
      [[r"return\w* (the )?(TPR|true positive rate|sensitivity|hit rate|detection rate|recall)\b",
        r"(TPR|true positive rate|sensitivity|detection rate|hit rate) (at the crossing )?(instead|rather)",
        r"instead of (the )?(error|FPR|false positive rate|FNR)", r"(success|hit|detection|correct) rate",
        r"tpr\[i"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        fpr.append(float(((s >= t) & (y == 0)).sum() / N))
        tpr.append(float(((s >= t) & (y == 1)).sum() / P))
    for i in range(1, len(fpr)):
        d0 = fpr[i - 1] - (1 - tpr[i - 1])
        d1 = fpr[i] - (1 - tpr[i])
        if d1 >= 0:
            w = -d0 / (d1 - d0)
            return tpr[i - 1] + w * (tpr[i] - tpr[i - 1])   # the rate at the crossing
    return tpr[-1]
''')

wrong("r28", "scope.knn_ties", "twin", "the two tie rules are swapped: the 'lowest' sorts the tied relevant targets "
      "first and the 'highest' sorts them last, so the pair comes out as [highest, lowest] (the same numbers as "
      "returning the right pair in the wrong order)",
      [[r"(relevant|positive) (targets? |items? |ones )?(first|before|in front) .{0,40}(lowest|pessimistic|worst)",
        r"(lowest|pessimistic|worst) .{0,50}(relevant|positive) (targets? |items? |ones )?(first|before|in front)",
        r"(highest|optimistic|best) .{0,50}(relevant|positive) (targets? |items? |ones )?(last|after|behind)",
        r"(sort|tie).{0,30}key.{0,40}(wrong|swapped|reversed|opposite|sign)", r"-t\[1\]",
        r"(pessimistic|optimistic|tie) (and|or) (optimistic|pessimistic) (rules? )?(are |were )?(confused|swapped|mixed)",
        r"confus\w* (which|the) (tie|rule)", r"tie.?(break\w*|rules?) .{0,30}(swapped|reversed|backwards|the wrong way)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))[:k]    # pessimistic: the relevant ones first in a tie
    high = sorted(items, key=lambda t: (t[0], t[1]))[:k]    # optimistic: the relevant ones last
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("r29", "scope.eps_precision", "hidden", "statistics.mean of the labels inside epsilon raises StatisticsError "
      "when nothing is within epsilon (no guard for the empty result)",
      [[r"StatisticsError", r"mean requires", r"at least one data point", r"empty (result|list|set|selection|sequence)",
        r"mean of (an )?empty"]], '''
from statistics import mean

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(mean(inside))
''', crash="StatisticsError", scope="all")

wrong("r30", "pr.averaged", "hidden", "a query with no relevant items is skipped (continue) and left out of the mean "
      "instead of counting as a curve of zeros",
      [[r"(skip\w*|left out|leav\w* out|drop\w*|exclud\w*|ignor\w*|omit\w*) .{0,40}(quer(y|ies)|them|it)",
        r"(not|never) counted", r"(instead of|rather than|not) .{0,20}(counting|counted as|as) (0|zero)",
        r"(divid|averag)\w* .{0,30}(only )?(the )?(other|remaining|rest of the) quer", r"fewer queries",
        r"\bcontinue\b"]], '''
import numpy as np

LEVELS = [i / 10 for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue            # no PR curve for this query
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curves.append([float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in LEVELS])
    return np.mean(np.asarray(curves), axis=0).tolist()
''')

wrong("r31", "gen.grip_point", "hidden", "divides by the number of items in the first c (len of the slice) instead "
      "of by c when the list is shorter than the class",
      [[r"len\(top\)", r"(divid|normali)\w* by (the )?(number of (items|ranks|labels|results)|(list |slice )?length|len|size of the slice|items (present|there|returned|available))",
        r"instead of (dividing )?by (c\b|n_relevant|the class size)", r"rather than (by )?(c\b|n_relevant|the class size)",
        r"past the end", r"(missing|absent) ranks? (are )?(not counted|ignored|dropped)", r"mean of the (slice|top)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("r32", "ap.exact", "hidden", "divides by n_relevant with no guard: ZeroDivisionError on a query with no "
      "relevant items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("r33", "dcg.classic", "hidden", "the discounts are precomputed for the slide's 10 ranks and zipped with the "
      "grades, so grades beyond rank 10 are silently dropped",
      [[r"first (10|ten)\b", r"(only|just) (the )?(first )?(10|ten)\b", r"\bzip", r"truncat",
        r"(ranks?|grades?|items?) (beyond|after|past|below) (rank )?(10|ten)\b",
        r"(precomputed|pre-computed|fixed|hard.?coded) .{0,30}(discounts?|table|list|logs?)", r"DISCOUNTS",
        r"(longer|more) than (10|ten)\b"]], '''
import math

# the slide's 10 ranks: 1, 1, 1.58, 2, 2.32, 2.58, 2.81, 3, 3.17, 3.32
DISCOUNTS = [1.0] + [math.log2(i) for i in range(2, 11)]

def my_dcg(grades):
    return sum(g / d for g, d in zip(grades, DISCOUNTS))
''')

wrong("r34", "avg.macro", "hidden", "NumPy 0/0 for a query with nothing retrieved gives nan, and the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(prec.mean())
''', scope="all")

wrong("r35", "interp.curve", "hidden", "the recall levels come from np.arange(0, 1.01, 0.1), whose 0.3, 0.6 and 0.7 "
      "are a hair above the exact values, so a recall of exactly 0.3 (0.6, 0.7) does not reach its level",
      [[r"float", r"round(ing|-?off)? (error|issue|problem)", r"arange", r"0\.30000000000000004", r"inexact",
        r"not exact(ly)?\b", r"(levels|steps) .{0,30}(accumulat|drift|imprecis)", r"binary (representation|fraction)",
        r"representation", r"precision error", r"tolerance"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0.0, 1.01, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')


# ------------------------------------------------------------------------------------------------- data
wrong("r36", "set.pr", "data", "treats retrieved as a list: a duplicated id is counted twice both as a hit and in "
      "the number retrieved",
      [[r"duplicat", r"(repeated|doubled?) (ids?|items?|entries|documents?)",
        r"(not|never) (turned into |converted to |made into |as )?(a )?sets?\b",
        r"(lists?|multisets?) (instead of|not|rather than) (as )?sets?", r"more than once",
        r"counts? (it|them|the (same )?id|the duplicate) (two times|again)", r"set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("r37", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"sum\(labels\)", r"relevant (items |images |ones )?(in|of) the (list|ranking)",
        r"(relevant|ones) (retrieved|found)", r"instead of n_relevant", r"not n_relevant",
        r"(ignor|unused)\w* .{0,20}n_relevant", r"n_relevant .{0,20}(ignored|unused|not used)",
        r"count\w* the (ones|1s)"]], '''
labels = v["labels"]
R = sum(labels)                       # the number of relevant images
my_r_precision = sum(labels[:R]) / R
''')

wrong("r38", "rank.distances", "data", "reads the distances as similarity scores and ranks the largest distance "
      "first",
      [[r"(largest|biggest|highest|farthest|furthest) (distances? )?first", r"descending", r"revers\w*", r"\[::-1\]",
        r"(distances?) (as|like|for) (a )?(similarit|score)", r"similarit\w* (instead of|not|rather than) (a )?distance",
        r"wrong (direction|order|way)", r"most distant", r"farthest", r"furthest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]      # most similar first
    return float(np.asarray(labels)[order][:k].mean())
''')

wrong("r39", "ndcg.value", "data", "turns the graded judgments into 0/1 relevance (any grade > 0 counts 1) before "
      "computing DCG and the ideal DCG",
      [[r"binar", r"0/1", r"(grades?|gains?) (as|to|into) (0 and 1|0/1|1\b|yes/no|relevant/non-?relevant)",
        r"(ignor\w*|lost|los\w*|drops?|discard\w*) (the )?(grades?|relevance levels?|graded)",
        r"(every|any|all) relevant (items?|grades?) (counts?|gets?|as) 1", r"grade levels?",
        r"(grades?|levels) (are |were )?(flattened|collapsed)"]], '''
import math

g = [1 if x > 0 else 0 for x in v["grades"]]
u = [1 for x in v["unretrieved"] if x > 0]

def dcg(gs):
    return sum(x / max(1.0, math.log2(i)) for i, x in enumerate(gs, 1))

ideal = sorted(g + u, reverse=True)
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("r40", "scope.eps_precision", "data", "assumes the distances are already sorted (a ranked list) and stops at "
      "the first distance >= epsilon, missing closer targets later in the list",
      [[r"\bsort", r"\border", r"\bbreak\b", r"stop\w* at the first", r"(already|pre)[ -]?(sorted|ranked|ordered)",
        r"ranked list", r"(not|un)sorted"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = n = 0
    for d, y in zip(distances, labels):
        if d >= epsilon:
            break           # the rest of the ranking is farther away
        n += 1
        hits += y
    return hits / n if n else 0.0
''')

wrong("r41", "map.mrr", "data", "drops the first item of every run, taking it for the query image itself (as in a "
      "CBIR ranking where the query finds itself at rank 1)",
      [[r"query (image |item )?itself", r"(drops?|dropp\w*|skips?|skipp\w*|ignor\w*|remov\w*|discard\w*) (the )?(first|rank.?1|top) (item|result|element|position|rank|entry)",
        r"run\[1:\]", r"\[1:\]", r"self.?match"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        results = run[1:]          # rank 1 is the query image itself
        rr.append(next((1 / r for r, x in enumerate(results, 1) if x), 0.0))
    return sum(rr) / len(rr)
''')

wrong("r42", "gen.practical", "data", "reads d as the number of items besides the judged ones, so the database is "
      "taken as d + s in both bounds",
      [[r"d ?\+ ?s\b", r"(database|collection)( size)? (as|is|taken as|of) d ?\+ ?s",
        r"\bd (as|is|read as|taken as|means) (the )?(number of )?(unjudged|not judged|remaining|other|rest|un-?judged)",
        r"(add\w*|count\w*) (the )?(scope|judged items|s\b) (twice|again|to d|on top)",
        r"(already )?(includes?|contains?) (the )?(judged|scope)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s                 # d items besides the s judged ones
    return [v / s, v / (total - s + v), v / total]
''')


# ------------------------------------------------------------------------------------------------ right
right("r43", "ap.eleven_point", "NumPy: running maximum from the right and searchsorted on the recalls", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    levels = np.arange(11) / 10
    idx = np.searchsorted(rec, levels, side="left")
    vals = np.where(idx < len(y), best_after[np.minimum(idx, len(y) - 1)], 0.0)
    return float(vals.mean())
''')

right("r44", "gen.grip_point", "pads the list with non-relevant ranks up to c", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    if c == 0:
        return 0.0
    padded = list(labels) + [0] * max(0, c - len(labels))
    return sum(padded[:c]) / c
''')

right("r45", "interp.step", "bisect_left on the recalls of the PR points", '''
import bisect

def my_step_interpolated(labels, n_relevant, level):
    recalls, precisions, hits = [], [], 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            recalls.append(hits / n_relevant)
            precisions.append(hits / k)
    i = bisect.bisect_left(recalls, level)
    return precisions[i] if i < len(precisions) else 0.0
''')

right("r46", "ap.at_k", "exact fractions over the top k", '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = Fraction(0), 0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

right("r47", "pr.averaged", "plain loops with max(..., default=0.0)", '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            if R:
                pts.append((hits / R, hits / k))
        curves.append([max((p for rc, p in pts if rc >= r), default=0.0) if R else 0.0 for r in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

right("r48", "scope.knn_ties", "sorted with (distance, label) keys both ways", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))      # tied relevant targets last
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))      # tied relevant targets first
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

SUBMISSIONS = tuple(S)
