"""Diagnosis class 19, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
vectorise everything with NumPy, students who write long explicit loops, students who copy a formula from another
source, students who misread the input format, students who handle edge cases badly. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class9.py (the category is kept
in ``style``). Student ids are ``"c19-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class19): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 19 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c19-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits over all relevant "
      "targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"relevant (targets|items) in (the )?(collection|database|whole list)",
        r"instead of (the )?(number|count) (returned|retrieved)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = d < epsilon
    n_rel = y.sum()
    return float(y[inside].sum() / n_rel) if n_rel else 0.0
''')

wrong("q02", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q03", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recall"], [r"instead of (the )?precision", r"not (the )?precision", r"rather than (the )?precision",
                     r"returns? (the )?recall", r"recalls?\b.{0,30}\binstead", r"divid\w*.{0,30}n_relevant",
                     r"/ ?n_relevant.{0,30}(instead|not)", r"x.?(axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    found = 0
    for lab in labels:
        if lab:
            found += 1
            pts.append(found / n_relevant)
    return pts
''')

wrong("q04", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value (scipy) instead of the sign test's",
      [[r"Wilcoxon", r"signed.?rank", r"rank\w*.{0,20}(differences|magnitudes)", r"magnitude",
        r"sizes? of the differences"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("q05", "map.mean", "sibling", "the mean R-precision over the queries instead of MAP",
      [[r"R.?precision", r"precision at (rank )?R\b", r"precision at n_relevant", r"P@R\b", r"rank R\b", r"top R\b",
        r"first R\b", r"P@n_relevant"]], '''
def my_map(runs, n_relevant):
    vals = []
    for labels, R in zip(runs, n_relevant):
        top = list(labels[:R])
        vals.append(sum(top) / R if R else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q06", "ap.at_k", "sibling", "AP cut at k divided by n_relevant (trec_eval's AP at a cutoff) instead of by "
      "min(k, n_relevant)",
      [[r"divid\w* by (the )?(n_relevant|R\b|number of relevant|all (the )?relevant)", r"not (the )?min",
        r"instead of (the )?min", r"without (the )?min", r"ignor\w* k\b", r"trec_eval",
        r"denominator.{0,40}(n_relevant|number of relevant|R\b)", r"/ ?n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # cut the ranking at k, then AP as usual
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q07", "dcg.classic", "sibling", "the exponential-gain DCG (2^rel - 1) / log2(i + 1) (Burges et al.) instead "
      "of the classic one",
      [[r"exponential", r"2 ?\*\* ?", r"2\^", r"Burges", r"gain.{0,20}\b2\b", r"2 to the", r"2\*\*rel"]], '''
import math

def my_dcg(grades):
    return sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "operator precedence: the denominator is not in parentheses, so the code "
      "computes (1 + b^2) P R / b^2 * P + R",
      [[r"parenthes", r"precedence", r"bracket", r"order of operations", r"operator",
        r"denominator.{0,40}(not|isn.t|never) (grouped|in parenthes|bracketed)", r"/ ?b2 ?\* ?precision"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / b2 * precision + recall
''')

wrong("q09", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10",
      [[r"/ ?10\b", r"divid\w* by 10\b", r"ten (levels|points)", r"\b10 (levels|points|instead)",
        r"11 levels?.{0,30}(10|ten)", r"number of levels", r"count of levels", r"eleven",
        r"\b11\b.{0,30}(not|instead)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    total = 0.0
    for j in range(11):
        reached = 10 * hits >= j * n_relevant
        if reached.any():
            total += prec[reached].max()
    return float(total / 10)
''')

wrong("q10", "map.mrr", "shape", "the reciprocal of the mean first-relevant rank, 1 / mean(rank), instead of the "
      "mean of the reciprocal ranks",
      [[r"mean rank", r"average rank", r"reciprocal of the (mean|average)", r"1 ?/ ?(the )?(mean|average)",
        r"harmonic", r"mean of (the )?reciprocals?", r"order of (the )?(mean|averaging) and",
        r"invert\w* (the|after)", r"inverse of the (mean|average)"]], '''
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

wrong("q11", "roc.eer", "shape", "the interpolation fraction taken from the wrong end of the ROC piece "
      "(d1 / (d1 - d0) instead of -d0 / (d1 - d0))",
      [[r"interpolat", r"straight piece", r"segment", r"crossing"],
       [r"wrong (end|side|endpoint)", r"mirror", r"1 ?- ?(lambda|lam|t)\b", r"fraction.{0,30}(wrong|other)",
        r"from the (other|wrong) (end|side|point)", r"swapped", r"weight", r"other end"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]  # (FPR, FNR)
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                tp += y == 1
                fp += y == 0
        pts.append((fp / N, 1 - tp / P))
    for (x0, m0), (x1, m1) in zip(pts, pts[1:]):
        d0, d1 = x0 - m0, x1 - m1  # FPR - FNR goes from -1 up to 1
        if d0 <= 0 <= d1:
            if d1 == d0:
                return x0
            t = d1 / (d1 - d0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

wrong("q12", "gen.practical", "shape", "the recall bound divides v by the database size d instead of by the "
      "largest possible class size d - s + v",
      [[r"v ?/ ?d\b", r"(database|collection) size", r"size of the (database|collection)", r"d ?- ?s ?\+ ?v",
        r"largest possible (class|c\b)", r"c_max", r"c max", r"at most d ?- ?s", r"unjudged",
        r"outside the (scope|top)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d, v / d]
''')

wrong("q13", "roc.auc", "shape", "divides by every pair of items n(n - 1)/2 instead of the (positive, negative) "
      "pairs n_pos * n_neg",
      [[r"all pairs", r"every pair", r"n ?\(n ?- ?1\)", r"combinations", r"pairs of items",
        r"total (number of )?pairs", r"n_pos ?\* ?n_neg", r"positives? times (the )?negatives?",
        r"number of positives.{0,25}negatives", r"same.label pairs", r"pairs with (the )?same label",
        r"n choose 2", r"C\(n, ?2\)"]], '''
from itertools import combinations

def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    for i, j in combinations(range(n), 2):
        if labels[i] == labels[j]:
            continue
        p, q = (i, j) if labels[i] else (j, i)
        if scores[p] > scores[q]:
            good += 1
        elif scores[p] == scores[q]:
            good += 0.5
    return good / (n * (n - 1) / 2)
''')

wrong("q14", "ndcg.value", "shape", "the ideal DCG uses the log2(i + 1) discount while the DCG uses the classic "
      "one", [[r"ideal", r"IDCG"], [r"log2\(i ?\+ ?1\)", r"different discount", r"discount.{0,40}(differ|mismatch|other)",
                                     r"trec", r"two (different )?(formulations|discounts)", r"\bmix",
                                     r"same discount", r"inconsisten"]], '''
from math import log2

g = list(v["grades"])
dcg = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
ideal = sorted(g + list(v["unretrieved"]), reverse=True)
idcg = sum(x / log2(i + 1) for i, x in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the relevance test is written into the while condition: the loop stops at "
      "the first non-relevant item instead of at rank k",
      [[r"stops? at the first (non.?relevant|irrelevant|zero|0|miss)", r"first (non.?relevant|irrelevant) (item|label|rank)",
        r"while", r"loop (condition|stops|ends)", r"break", r"(stops?|ends?) (early|too early|before (rank )?k)",
        r"consecutive", r"leading (run|relevant)", r"after the first (miss|0|zero)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    i = 0
    while i < k and i < len(labels) and labels[i] == 1:
        hits += 1
        i += 1
    return hits / k
''')

wrong("q16", "interp.step", "flow", "no break: the precision kept is that of the LAST relevant item reaching the "
      "level, not the first",
      [[r"break", r"last relevant", r"overwrit", r"keeps? (going|looping|updating)", r"later relevant",
        r"not the first", r"last (one|point|hit)", r"first (relevant item|point|rank).{0,30}(reach|where)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    result = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            recall = hits / n_relevant
            if recall >= level:
                result = hits / k
    return result
''')

wrong("q17", "pr.averaged", "flow", "the running maximum is taken from the left (np.maximum.accumulate without "
      "reversing): the max over the earlier ranks, not the later ones",
      [[r"from the (left|start|top|beginning)", r"prefix", r"to the right", r"from the right", r"later ranks",
        r"higher ranks", r"ranks? (at or )?(after|below|beyond)", r"direction", r"revers", r"earlier ranks",
        r"ranks? before", r"accumulate"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        best = np.maximum.accumulate(prec)
        curve = []
        for j in range(11):
            idx = np.flatnonzero(10 * hits >= j * R)
            curve.append(best[idx[0]] if idx.size else 0.0)
        curves.append(np.array(curve))
    return np.mean(curves, axis=0).tolist()
''')

wrong("q18", "ap.exact", "flow", "the precision is added at every rank (the += sits outside the if), not only at "
      "the relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items|positions)",
        r"not only (at )?(the )?relevant", r"indent", r"outside the if", r"irrelevant (ranks|items)",
        r"every position"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        total += hits / k
    return total / n_relevant
''')

wrong("q19", "map.mean", "flow", "the return statement sits inside the loop over queries: the first query's AP only",
      [[r"return.{0,30}(inside|in) the loop", r"first query only", r"only (the )?first (query|run)",
        r"returns? (early|too early|after the first)", r"indent", r"stops? after the first",
        r"first query'?s AP"]], '''
def my_map(runs, n_relevant):
    aps = []
    for q in range(len(runs)):
        labels, R = runs[q], n_relevant[q]
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
        return sum(aps) / len(aps)
''')

wrong("q20", "rank.r_precision", "flow", "slices labels[1:R + 1]: rank 1 is skipped and rank R + 1 counted",
      [[r"off.by.one", r"\[1:", r"skip\w* (the )?(first|rank 1|top)", r"rank 1\b", r"first (item|rank|label)",
        r"1.based", r"one.based", r"shifted", r"index"]], '''
R = v["n_relevant"]
labels = v["labels"]
top = labels[1:R + 1]
my_r_precision = sum(top) / R
''')

wrong("q21", "ndcg.all_judgments", "flow", "ideal = grades aliases the input list: += and sort change grades "
      "itself, so the DCG is computed on the ideal ranking",
      [[r"alias", r"same list", r"mutat", r"in.?place", r"modif\w* (the )?(input|grades|argument)", r"copy",
        r"\+=", r"extend", r"changed (the )?grades", r"sorted (the )?grades", r"always 1", r"1\.0 always"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = grades
    ideal += unretrieved
    ideal.sort(reverse=True)

    def dcg(gs):
        return sum(g / (math.log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))

    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "divides by min(k, n_relevant) unguarded: ZeroDivisionError when n_relevant is 0",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    total, hits = 0.0, 0
    for i in range(len(top)):
        if top[i]:
            hits += 1
            total += hits / (i + 1)
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "pr.averaged", "hidden", "recall hits / R for a query with no relevant items: ZeroDivisionError",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        prec, rec = [], []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            prec.append(hits / k)
            rec.append(hits / R)
        for j in range(11):
            c = [p for p, r in zip(prec, rec) if r * 10 >= j - 1e-9]
            sums[j] += max(c) if c else 0.0
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "NumPy 0/0 for a query with nothing retrieved: the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(p.mean())
''')

wrong("q25", "roc.eer", "hidden", "only a crossing strictly inside a piece is found: where FPR = FNR at a ROC "
      "point itself (a perfect separation) the function falls off its end and returns None",
      [NONE], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and not y)
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(1, len(fpr)):
        a = fpr[i - 1] - fnr[i - 1]
        b = fpr[i] - fnr[i]
        if a < 0 < b:
            lam = -a / (b - a)
            return fpr[i - 1] + lam * (fpr[i] - fpr[i - 1])
''')

wrong("q26", "scope.knn_ties", "hidden", "looks at pairs[k] to see whether the tie straddles the cut: IndexError "
      "when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    if pairs[k][0] != kth:
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    before = [lab for d, lab in pairs if d < kth]
    tied = [lab for d, lab in pairs if d == kth]
    slots = k - len(before)
    lo = sum(before) + max(0, slots - tied.count(0))
    hi = sum(before) + min(slots, sum(tied))
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant: IndexError when the list is "
      "shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(c):
        hits += labels[i]
    return hits / c
''', crash="IndexError", scope="all")

wrong("q28", "set.pr", "hidden", "precision is None (undefined) when nothing is retrieved, instead of 0",
      [NONE], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else None
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "the function's parameters are declared (recall, precision, beta): the two "
      "inputs are read in the wrong order",
      [[r"argument", r"parameter", r"signature", r"positional", r"order of the (inputs|arguments|parameters)",
        r"recall first", r"(declared|defined) .{0,30}(order|recall, precision)"]], '''
def my_f(recall, precision, beta):
    b2 = beta ** 2
    num = (1 + b2) * precision * recall
    den = b2 * precision + recall
    return num / den if den else 0.0
''')

wrong("q30", "rank.distances", "twin", "converts distances to similarities 1 - d and sorts them ascending "
      "(least similar first)",
      [[r"similarit", r"1 ?- ?d\b", r"conver"],
       [r"ascending", r"(lowest|smallest) (similarity|score) first", r"not (sorted )?descending", r"revers",
        r"wrong (direction|order)", r"least similar", r"argsort"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    sim = 1 - np.asarray(distances, dtype=float)
    order = np.argsort(sim)
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q31", "roc.auc", "twin", "the rank-sum formula fed with ranks counted from the highest score down (rank 1 "
      "= best), where it needs ranks from the lowest score up",
      [[r"rank"], [r"descending", r"highest (score )?(first|gets rank 1|= ?rank 1)", r"rank 1 (to|for|=|is) (the )?(highest|best|top)",
                   r"(ascending|increasing) (order|ranks?)", r"low(est)? score.{0,25}rank 1", r"from the (top|highest)",
                   r"-s\b", r"negat\w* (the )?scores", r"rank(ed|ing)? .{0,20}(wrong|other) (direction|end|way)"]], '''
from scipy.stats import rankdata

def my_auc(scores, labels):
    r = rankdata([-s for s in scores])  # rank 1 = the highest score
    pos = [ri for ri, y in zip(r, labels) if y == 1]
    n1 = len(pos)
    n0 = len(labels) - n1
    return float((sum(pos) - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q32", "roc.eer", "twin", "walks the thresholds from the lowest score up (ascending sort): the same crossing "
      "seen from the other corner, so it returns 1 - EER",
      [[r"ascending", r"low(est)? to high", r"(lowest|smallest) (score )?first", r"wrong end", r"from the bottom",
        r"increasing (score|threshold)", r"sorted\(set\(scores\)\)", r"not (sorted )?descending",
        r"without reverse"]], '''
def my_eer(scores, labels):
    pos = sum(labels)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]  # (false positive rate, true positive rate)
    tp = fp = 0
    for t in sorted(set(scores)):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y == 0)
        pts.append((fp / neg, tp / pos))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            lam = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + lam * (f1 - f0)
    return 0.0
''')

wrong("q33", "set.pr", "twin", "both values are right but returned in the order [recall, precision]",
      [[r"order of the (result|returned|output|pair|values|list|elements)", r"\[recall, precision\]",
        r"recall first", r"(returned|output|result).{0,25}(order|revers|swap)", r"wrong (position|slot)",
        r"positions"]], '''
def my_set_pr(retrieved, relevant):
    found = set(retrieved) & set(relevant)
    n_ret, n_rel = len(set(retrieved)), len(set(relevant))
    recall = len(found) / n_rel if n_rel else 0.0
    precision = len(found) / n_ret if n_ret else 0.0
    return [recall, precision]
''')

wrong("q34", "dcg.classic", "twin", "turns the 0-based index into a rank twice: log2(i + 2) for index i, one rank "
      "too far from rank 2 on",
      [[r"off.by.one", r"i ?\+ ?2", r"0.based", r"zero.based", r"index (i|of the loop)",
        r"position (and|vs|versus) rank", r"index.{0,30}rank.{0,30}(twice|two)"]], '''
import math

def my_dcg(grades):
    total = grades[0] if grades else 0.0
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q35", "avg.macro", "twin", "the ratio of the means: mean tp over mean (tp + fp), not the mean of the "
      "ratios",
      [[r"ratio of (the )?(means|averages)", r"mean of (the )?(tp|true positives|numerators)",
        r"(means|averages) (of|over) (the )?(numerator|denominator|counts)", r"mean_tp",
        r"averag\w* (the )?(counts|numerators?|denominators?) (first|before)", r"divid\w* (the )?(means|averages)"]],
      '''
from statistics import mean

def my_macro_precision(tables):
    mean_tp = mean(t[0] for t in tables)
    mean_ret = mean(t[0] + t[1] for t in tables)
    return mean_tp / mean_ret if mean_ret else 0.0
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "reads the labels as worst-first and reverses the list before cutting at k",
      [[r"revers", r"worst.first", r"last (item|element|label).{0,30}(first|top|best)", r"wrong end", r"bottom",
        r"backwards", r"\[::-1\]", r"upside"]], '''
def my_p_at_k(labels, k):
    ranked = list(reversed(labels))
    top = ranked[:k]
    return sum(top) / k
''')

wrong("q37", "ndcg.all_judgments", "data", "the unretrieved grades are appended to the ranking: the DCG counts "
      "them as if retrieved after the list",
      [[r"unretrieved", r"never retrieved", r"not retrieved"],
       [r"appended", r"(added|put|placed|ranked) (to|at|after) the (end|list|ranking)", r"counted in (the )?DCG",
        r"DCG (includes|counts)", r"as if (they were )?retrieved", r"after the (list|retrieved)",
        r"part of the ranking"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    ranking = np.array(list(grades) + list(unretrieved), dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, ranking.size + 1)))
    dcg = (ranking / disc).sum()
    ideal = np.sort(ranking)[::-1]
    idcg = (ideal / disc).sum()
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q38", "roc.auc", "data", "a tied (positive, negative) pair counts as a win (>=) instead of 1/2",
      [[r"tie", r"tied", r"equal scores"],
       [r"as (a )?(win|1|one)\b", r"full (point|win|credit)", r">=", r"≥", r"\b1 instead of",
        r"instead of (1/2|a half|0\.5)", r"not (1/2|a half|half)", r"count(s|ed)? (as )?1\b"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q39", "gen.practical", "data", "reads d as the items outside the judged top s: the database size taken "
      "as d + s",
      [[r"d ?\+ ?s", r"database size", r"size of the database", r"d (as|is) the (rest|remainder|unjudged)",
        r"unjudged", r"outside the (scope|top)", r"beyond the scope", r"includes? the (judged|scope)",
        r"total (size|number of items)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q40", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon", [[r"similarit", r"farther", r"further", r"beyond epsilon", r"outside", r"d ?> ?eps",
                        r"greater than epsilon", r"larger than epsilon", r"wrong side", r"above epsilon",
                        r"complement"]], '''
def my_eps_precision(distances, labels, epsilon):
    sims = distances
    hits = [lab for s, lab in zip(sims, labels) if s > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q41", "ap.value", "data", "reads n_relevant as the relevant items NOT retrieved and adds the hits: R = "
      "n_relevant + hits",
      [[r"n_relevant", r"\bR\b", r"number of relevant", r"denominator"],
       [r"missed", r"not retrieved", r"unretrieved", r"added", r"\+ ?(found|sum|hits)", r"plus the (retrieved|found)",
        r"counted twice", r"double", r"too (large|big)"]], '''
labels = v["labels"]
found = sum(labels)
R = v["n_relevant"] + found
hits, total = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / k
my_ap_value = total / R
''')

wrong("q42", "interp.curve", "data", "recall relative to the relevant items in the list (sum of the labels), not "
      "n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\((labels|x|the labels)\)",
        r"retrieved relevant", r"number of hits", r"instead of n_relevant", r"not n_relevant",
        r"ignor\w* n_relevant", r"sum of the labels"]], '''
def my_interpolated(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return [0.0] * 11
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / R)
    out = []
    for j in range(11):
        cands = [p for p, r in zip(prec, rec) if r >= j / 10 - 1e-12]
        out.append(max(cands) if cands else 0.0)
    return out
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "set.f_beta", "statistics.harmonic_mean with weights 1 and beta^2", '''
from statistics import harmonic_mean

def my_f(precision, recall, beta):
    return harmonic_mean([precision, recall], weights=[1, beta ** 2])
''')

right("q44", "ap.exact", "itertools.accumulate zipped with the labels in one generator", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pairs = zip(accumulate(labels), labels)
    return sum(h / k for k, (h, x) in enumerate(pairs, 1) if x) / n_relevant
''')

right("q45", "pr.averaged", "NumPy 3-D broadcast over queries, levels and ranks (lists padded with 0)", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    n = max(len(r) for r in runs)
    Y = np.zeros((len(runs), n))
    for i, r in enumerate(runs):
        Y[i, :len(r)] = r
    R = np.asarray(n_relevant, dtype=float)[:, None]
    hits = np.cumsum(Y, axis=1)
    prec = hits / np.arange(1, n + 1)
    levels = np.arange(11)
    reached = 10 * hits[:, None, :] >= levels[None, :, None] * R[:, :, None]
    vals = np.where(reached, prec[:, None, :], 0.0).max(axis=2)
    vals[R[:, 0] == 0] = 0.0
    return vals.mean(axis=0).tolist()
''')

right("q46", "roc.auc", "scipy.stats.rankdata mid-ranks (Mann-Whitney U)", '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

right("q47", "map.mrr", "min() with default=inf: 1 / inf is 0", '''
import math

def my_mrr(runs):
    firsts = [min((i for i, x in enumerate(run, 1) if x), default=math.inf) for run in runs]
    return sum(1 / f for f in firsts) / len(runs)
''')

right("q48", "scope.eps_precision", "itertools.compress and an exact Fraction", '''
from fractions import Fraction
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, (d < epsilon for d in distances)))
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
