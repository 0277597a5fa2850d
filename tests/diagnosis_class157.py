"""Diagnosis class 157, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of one class of an IR evaluation course -- students who
think in 2-D arrays: a matrix of queries x ranks, ragged lists padded into rectangles, operations along an axis
(and now and then along the wrong one), boolean masks over rows, broadcasting of positives against negatives; a
few of them still fall back on loops, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c157-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class157): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 157 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c157-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated average precision (mean of the interpolated "
      "precisions at the 11 recall levels) instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"recall levels", r"0\.0, 0\.1"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    levels = np.linspace(0, 1, 11)
    # levels x ranks mask
    M = rec[None, :] >= levels[:, None] - 1e-12
    interp = np.where(M, prec[None, :], 0.0).max(axis=1)
    return float(interp.mean())
''')

wrong("q02", "map.mean", "sibling", "averages each query's R-precision (precision at rank n_relevant) instead of "
      "its average precision",
      [[r"R.?precision", r"precision at (rank )?R\b", r"precision at (rank )?n_relevant", r"P@R"]], '''
import numpy as np

def my_map(runs, n_relevant):
    L = max(len(r) for r in runs)
    M = np.zeros((len(runs), L))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    vals = []
    for i, R in enumerate(n_relevant):
        vals.append(M[i, :R].sum() / R if R else 0.0)
    return float(np.mean(vals))
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC / Jarvelin "
      "formulation) instead of the classic rel_1 + sum_{i>=2} rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i\s*\+\s*1", r"rank 1 (is )?discounted",
        r"discount\w*.{0,30}(first|rank 1|top)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float((g / disc).sum())
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (counts summed over the queries first) "
      "instead of the macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w*.{0,30}(counts|tp|over (the )?queries).{0,30}(first|before)",
        r"total tp", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tot = T.sum(axis=0)
    tp, fp = tot[0], tot[1]
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "gen.grip_point", "sibling", "returns the ranking's average precision (mean of P@k at the relevant "
      "ranks over c) instead of the precision at scope s = c",
      [[r"average precision", r"\bAP\b", r"precisions? at (the|each|every) relevant rank"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing on the straight piece",
      [[r"nearest", r"closest", r"no(t)? interpolat", r"without interpolat", r"(FPR|fpr) \+ (FNR|fnr)",
        r"(a|the) ROC point itself", r"never interpolat"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)[::-1]
    # thresholds x items
    above = s[None, :] >= th[:, None]
    tpr = np.r_[0.0, (above & y).sum(axis=1) / y.sum()]
    fpr = np.r_[0.0, (above & ~y).sum(axis=1) / (~y).sum()]
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q07", "dcg.trec", "sibling", "computes the exponential-gain DCG (2^rel - 1 in the numerator) instead of the "
      "plain grades over log2(i + 1)",
      [[r"exponential", r"2\s*(\^|\*\*)\s*rel", r"2\^", r"gain 2", r"2 to the"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(((2 ** g - 1) / np.log2(ranks + 1)).sum())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"not squared", r"beta instead of beta", r"missing (the )?(square|\^ ?2|power)", r"power of 2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"invert\w*", r"upside", r"IDCG\s*/\s*DCG", r"recipro\w*", r"swap\w*", r"ideal.{0,30}(over|divided by).{0,20}"
        r"(actual|system|dcg)"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    if len(g) == 0:
        return 0.0
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())

def my_ndcg(grades, unretrieved):
    ideal = sorted([x for x in list(grades) + list(unretrieved) if x > 0], reverse=True)
    d, i = dcg(grades), dcg(ideal)
    return i / d if d else 0.0
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie", r"tied", r"equal scores"], [r"full", r"whole", r"as a win", r">=", r"instead of "
        r"(a )?half", r"not (1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    M = pos[:, None] >= neg[None, :]
    return float(M.mean())
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound is v / (d - s), the + v of the largest class size "
      "d - s + v left out", [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v\b", r"d\s*-\s*s\b", r"(forg\w*|drop\w*|miss\w*|"
      r"left out).{0,30}\bv\b", r"largest (possible )?class"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks", [[r"mean (of the )?(first )?ranks?", r"average (first )?rank", r"1\s*/\s*mean",
      r"reciprocal of the (mean|average)", r"mean before", r"(invert|reciprocal)\w* after"]], '''
import numpy as np

def my_mrr(runs):
    L = max(len(r) for r in runs)
    M = np.zeros((len(runs), L), dtype=bool)
    for i, r in enumerate(runs):
        M[i, :len(r)] = np.asarray(r, dtype=bool)
    first = np.where(M.any(axis=1), M.argmax(axis=1) + 1, np.inf)
    return float(1 / first.mean())
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"divid", r"/", r"denominator", r"instead of 11", r"levels", r"count"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    levels = np.array([i / 10 for i in range(11)])
    ok = rec[None, :] >= levels[:, None]
    interp = np.where(ok, prec[None, :], 0.0).max(axis=1)
    return float(interp.sum() / 10)
''')

wrong("q14", "pr.points", "shape", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision (hits / rank)", [[r"recall (instead|in place) of (the )?precision", r"returns? (the )?recall",
      r"hits\s*/\s*n_relevant", r"divid\w* by n_relevant", r"instead of (the )?rank", r"recalls? of (each|the) (PR )?point",
      r"not (the )?precision"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    vals = hits / n_relevant
    return [float(x) for x in vals[y == 1]]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "in the padded queries x ranks matrix, the hits are cumulated down axis 0 (over "
      "the queries) instead of axis 1 (along each ranking)",
      [[r"axis", r"across (the )?queries", r"(previous|earlier|other|preceding) quer(y|ies)", r"between (the )?quer",
        r"carr(y|ies|ied) over", r"wrong direction", r"over the queries"]], '''
import numpy as np

def my_map(runs, n_relevant):
    L = max(len(r) for r in runs)
    M = np.zeros((len(runs), L))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    hits = np.cumsum(M, axis=0)
    prec = hits / np.arange(1, L + 1)[None, :]
    R = np.asarray(n_relevant, dtype=float)
    ap = np.where(R > 0, (prec * M).sum(axis=1) / np.where(R > 0, R, 1), 0.0)
    return float(ap.mean())
''')

wrong("q16", "pr.averaged", "flow", "takes the mean of the queries x levels matrix over axis 1 (each query's "
      "mean over the levels) instead of over axis 0 (each level's mean over the queries)",
      [[r"axis", r"per query", r"each query'?s? (mean|average)", r"(averag|mean)\w* over (the )?levels",
        r"instead of over (the )?queries", r"wrong dimension"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    rows = []
    for lab, R in zip(runs, n_relevant):
        y = np.asarray(lab, dtype=float)
        if R == 0:
            rows.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R
        ok = rec[None, :] >= levels[:, None] - 1e-9
        rows.append(np.where(ok, prec[None, :], 0.0).max(axis=1))
    M = np.vstack(rows)
    return M.mean(axis=1).tolist()
''')

wrong("q17", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short of the top k, while dividing by k",
      [[r"off.by.one", r"k\s*-\s*1", r"one (rank|item|position) (short|too few|less)", r"(miss|skip|drop)\w* (the )?"
        r"k.?th", r"last rank of the top"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)
    return float(y[:k - 1].sum() / k)
''')

wrong("q18", "interp.curve", "flow", "runs the maximum of the precisions forward (np.maximum.accumulate over the "
      "earlier ranks) instead of over the ranks from there to the end",
      [[r"forward", r"earlier ranks", r"(left|before|preceding|previous)", r"(running|cumulative|prefix) max",
        r"wrong direction", r"revers\w*", r"accumulate"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) and n_relevant else 0.0)
    return out
''')

wrong("q19", "map.mrr", "flow", "the loop has no break, so each query keeps the rank of its LAST relevant item "
      "instead of the first", [[r"last", r"break", r"overwrit\w*", r"final relevant", r"(keeps|takes) the latest",
      r"not (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run, start=1):
            if x == 1:
                rank = i
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q20", "ap.at_k", "flow", "sums P@i over every relevant rank of the whole list, never cutting it at k",
      [[r"beyond k", r"past k", r"after (rank )?k", r"whole list", r"(not|never) (cut|truncat|stop)",
        r"ignor\w* k", r"all (the )?ranks", r"below (rank )?k"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / den)
''')

wrong("q21", "interp.step", "flow", "np.searchsorted(..., side='right') finds the first recall strictly above the "
      "level, so a level equal to some R_i reads the next relevant item's precision",
      [[r"side", r"strictly (above|greater|larger)", r"\bnext\b", r"one (point|item|step) too far", r"> ?level",
        r"instead of >=", r"off.by.one"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    pos = np.flatnonzero(y) + 1
    hits = np.arange(1, len(pos) + 1)
    rec = hits / n_relevant
    prec = hits / pos
    i = np.searchsorted(rec, level, side="right")
    return float(prec[i]) if i < len(prec) else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: the division raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "with no relevant item at all the NumPy 0 / 0 returns nan instead of 0",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))
        return (x / disc).sum()
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(g)) / np.float64(dcg(ideal)))
''')

wrong("q24", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant), the length of the cut list, "
      "instead of min(k, n_relevant)",
      [[r"len", r"length of the (cut|list|slice|top)", r"list'?s length", r"instead of k\b", r"shorter than k",
        r"size of the (slice|cut)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    den = min(len(top), n_relevant)
    if den == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / den)
''')

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty result: dividing by its size 0 raises",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "np.mean of labels[:c] divides by the slice's length, so a list shorter "
      "than c is divided by its own length instead of c",
      [[r"np\.mean", r"mean of the (slice|cut|top|first)", r"divid\w* by (the )?(len|length|number of (items|ranks) "
        r"(retrieved|in the list))", r"instead of (c|n_relevant|the class size)", r"fewer than c",
        r"slice'?s? length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[:n_relevant]))
''')

wrong("q27", "interp.curve", "hidden", "the levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004), "
      "so a recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"arange", r"floating", r"float\w* (point|error|round)", r"round\w*", r"0\.30000000000000004", r"not exact",
        r"inexact", r"representation"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    levels = np.arange(0, 1.1, 0.1)
    ok = rec[None, :] >= levels[:, None]
    return np.where(ok, prec[None, :], 0.0).max(axis=1).tolist()
''')

wrong("q28", "avg.macro", "hidden", "np.nanmean drops a query with nothing retrieved from the average instead of "
      "counting its precision as 0",
      [[r"nanmean", r"(drop|skip|ignor|exclud|leav)\w*.{0,40}quer(y|ies)", r"left out of the (mean|average)",
        r"fewer queries", r"not counted"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore"):
        p = T[:, 0] / (T[:, 0] + T[:, 1])
    return float(np.nanmean(p))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "computes both right, then returns them in the order [recall, precision]",
      [[r"order", r"swap\w*", r"revers\w*", r"\[recall, precision\]", r"wrong (place|position|slot)",
        r"other way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q30", "ap.exact", "twin", "takes np.mean of the precisions at the retrieved relevant ranks (dividing by "
      "how many were retrieved) instead of dividing their sum by n_relevant",
      [[r"np\.mean", r"mean of (the )?precisions", r"averag\w* (the )?precisions", r"retrieved relevant",
        r"relevant (items )?(retrieved|found)", r"number of hits"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("q31", "roc.auc", "twin", "the broadcast comparison is written the wrong way round (pos < neg), counting the "
      "pairs where the negative scores higher",
      [[r"comparison", r"inequality", r"wrong way", r"pos\s*<\s*neg", r"negative (item )?scores? higher",
        r"flipp\w*", r"direction"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] < neg[None, :]).sum()
    ties = (pos[:, None] == neg[None, :]).sum()
    return float((wins + 0.5 * ties) / (len(pos) * len(neg)))
''')

wrong("q32", "gen.practical", "twin", "bounds the class size by the whole database d (recall >= v / d), forgetting "
      "that the s - v judged non-relevant items cannot be relevant",
      [[r"c\s*<=?\s*d", r"class size.{0,40}\bd\b", r"s\s*-\s*v", r"judged non.?relevant",
        r"d\s*-\s*s\s*\+\s*v"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    c_max = d
    return [v / s, v / c_max, v / d]
''')

wrong("q33", "rank.distances", "twin", "sorts by distance descending (treats the distance like a similarity "
      "score), so the farthest items come first",
      [[r"farthest", r"descending", r"largest (distance )?first", r"(similarity|score)", r"highest distance",
        r"revers\w*"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    order = np.argsort(-d, kind="stable")
    return float(y[order][:k].sum() / k)
''')

wrong("q34", "scope.knn_ties", "twin", "the tie-break directions are swapped: the 'lowest' sort puts the tied "
      "relevant targets first and the 'highest' sort puts them last",
      [[r"tie.?break\w*.{0,40}(revers|swap|wrong|opposite)", r"(revers|swap|opposite)\w*.{0,40}tie",
        r"sort keys?", r"relevant (targets )?(first|ahead).{0,40}(lowest|pessimistic)", r"label key"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    low = np.lexsort((-y, d))
    high = np.lexsort((y, d))
    return [float(y[low][:k].mean()), float(y[high][:k].mean())]
''')

wrong("q35", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 * R + P instead of "
      "beta^2 * P + R", [[r"swap\w*", r"interchang\w*", r"exchang\w*", r"the wrong way round", r"mixed up",
      r"(precision|recall) and (recall|precision) (are )?(swapped|exchanged)"], [r"denominator",
      r"beta.{0,10}squared", r"below the (fraction )?line", r"bottom"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "takes R as the number of 1s in the list (relevant items retrieved) instead of "
      "the given n_relevant", [[r"retrieved relevant", r"relevant (items )?(retrieved|in the list|found)",
      r"number of (1s|ones|hits)", r"sum\(labels\)", r"instead of n_relevant", r"ignor\w* n_relevant",
      r"count\w* of (1s|ones)"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float((prec * y).sum() / y.sum())
''')

wrong("q37", "ndcg.value", "data", "reads the grades as binary (any grade > 0 counts 1), losing the graded levels",
      [[r"binary", r"0/1", r"> ?0", r"binar\w*", r"grades? (levels )?(ignored|lost|flattened)",
        r"(every|any) relevant (item )?(as|counts?) 1"]], '''
import numpy as np

g = (np.asarray(v["grades"]) > 0).astype(float)
u = (np.asarray(v["unretrieved"]) > 0).astype(float)
def dcg(x):
    return float((x / np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))).sum())
ideal = np.sort(np.concatenate([g, u]))[::-1]
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q38", "rank.r_precision", "data", "uses the list's length as R instead of n_relevant",
      [[r"len", r"length of the (list|ranking)", r"whole list", r"list length", r"instead of n_relevant",
        r"number of (ranks|items) in the list"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
R = y.shape[0]
my_r_precision = float(y[:R].sum() / R)
''')

wrong("q39", "set.pr", "data", "keeps the retrieved list as a list, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"(not|never) (a |into a )?set", r"dedup\w*", r"repeated", r"counted (twice|more than once)",
        r"multiset", r"as a list"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.asarray(retrieved)
    hit = np.isin(ret, list(relevant)).sum()
    rel = set(relevant)
    p = hit / len(ret) if len(ret) else 0.0
    r = len(set(ret[np.isin(ret, list(relevant))])) / len(rel) if rel else 0.0
    return [float(p), float(r)]
''')

wrong("q40", "map.mean", "data", "divides each query's precision sum by the padded row length of the queries x "
      "ranks matrix instead of its n_relevant",
      [[r"padd\w*", r"row length", r"length of the (row|padded)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"matrix width", r"number of columns",
        r"longest (run|query|list)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    L = max(len(r) for r in runs)
    M = np.zeros((len(runs), L))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    prec = np.cumsum(M, axis=1) / np.arange(1, L + 1)
    ap = (prec * M).sum(axis=1) / M.shape[1]
    return float(ap.mean())
''')

wrong("q41", "avg.macro", "data", "reads each table as [tp, fn, fp] (the second column taken as fn), so it averages "
      "tp / (tp + fn)", [[r"column", r"\[tp, ?fn, ?fp\]", r"order of the (counts|fields|columns|entries)",
      r"fn (instead of|for|as) fp", r"(second|third) (column|entry)", r"recall"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tp, fn = T[:, 0], T[:, 2]
    den = tp + fn
    p = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(p.mean())
''')

wrong("q42", "pr.averaged", "data", "truncates every run to the shortest run's length to make the matrix "
      "rectangular, dropping the later ranks of the longer queries",
      [[r"truncat\w*", r"shortest", r"cut\w* .{0,30}(length|shortest)", r"dropp\w* (the )?(later )?ranks",
        r"rectangular", r"min(imum)? length"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    L = min(len(r) for r in runs)
    M = np.array([r[:L] for r in runs], dtype=float)
    R = np.asarray(n_relevant, dtype=float)[:, None]
    prec = np.cumsum(M, axis=1) / np.arange(1, L + 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        rec = np.where(R > 0, np.cumsum(M, axis=1) / np.where(R > 0, R, 1), 0.0)
    out = []
    for r in np.linspace(0, 1, 11):
        ok = (rec >= r - 1e-9) & (R > 0)
        out.append(float(np.where(ok, prec, 0.0).max(axis=1).mean()))
    return out
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "np.pad to length k (missing ranks count 0)", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)[:k]
    y = np.pad(y, (0, k - len(y)))
    return float(y.mean())
''')

right("q44", "pr.points", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), start=1) if x]
''')

right("q45", "dcg.classic", "NumPy discount vector with log2 clipped at 1", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

right("q46", "scope.knn_ties", "np.lexsort on (label, distance) both ways", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    low = np.lexsort((y, d))
    high = np.lexsort((-y, d))
    return [float(y[low][:k].sum() / k), float(y[high][:k].sum() / k)]
''')

right("q47", "scope.eps_precision", "boolean mask and an exact Fraction", '''
from fractions import Fraction
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    mask = np.asarray(distances, dtype=float) < epsilon
    n = int(mask.sum())
    return float(Fraction(int(np.asarray(labels)[mask].sum()), n)) if n else 0.0
''')

right("q48", "gen.practical", "a comprehension over the three bounds' formulas", '''
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
