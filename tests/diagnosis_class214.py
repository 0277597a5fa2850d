"""Diagnosis class 214, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
keep everything as NumPy arrays of floats and booleans, with the surprises that brings: integer arrays used as
indices, floor division on integer arrays, axis confusion when unpacking a 2-D array, broadcasting where a
concatenation was meant, ``np.mean`` of booleans and of empty selections, float level grids. Some write loops,
comprehensions, ``itertools`` or ``fractions.Fraction`` too. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c214-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 or more value tasks. Before hand-over each
was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class214).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 214 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c214-")

# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall of the top k (hits over all relevant targets) "
      "instead of P@k", [[r"recall", r"all (the )?relevant", r"total (number of )?relevant",
                          r"divid\w* by (the )?(number|count) of relevant", r"instead of (dividing by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=bool)
    order = np.argsort(d)
    top = y[order][:k]
    return float(top.sum() / y.sum())
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the mean precision at the hits) instead of n_relevant",
      [[r"retrieved relevant", r"number of hits",
        r"instead of n_relevant", r"not (by )?n_relevant", r"labels?\.sum|sum of (the )?labels",
        r"mean (of the )?precision", r"(hits|found) only"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    hits = y.sum()
    return float((prec * y).sum() / hits) if hits > 0 else 0.0
''')

wrong("q03", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\^", r"2\s*\*\*", r"2 to the (power|grade)", r"gain"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    disc = np.ones_like(g)
    disc[1:] = np.log2(i[1:])
    return float(np.sum((2 ** g - 1) / disc))
''')

wrong("q04", "avg.macro", "sibling", "returns the macro-averaged recall tp / (tp + fn) instead of the precision",
      [[r"recall", r"tp\s*\+\s*fn", r"false negatives? (instead|in place)", r"fn instead of fp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp, fn = t[:, 0], t[:, 1], t[:, 2]
    denom = tp + fn
    rec = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(rec.mean())
''')

wrong("q05", "map.mrr", "sibling", "returns the mean P@1 (success at rank 1) instead of the reciprocal rank",
      [[r"P@1", r"precision at (rank )?1", r"success", r"first (item|rank|position) only",
        r"only (the )?(first|top) (item|rank)", r"hits?@1"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([np.asarray(r, dtype=bool)[0] for r in runs]))
''')

wrong("q06", "interp.step", "sibling", "returns the usual interpolated precision (the best precision at any rank "
      "with recall >= level) instead of the step rule's P_i",
      [[r"max\s*\{", r"highest precision", r"best precision", r"(11.point|classic|standard|usual|trec) interpolat",
        r"max(imum)? over (all )?(the )?(later|deeper|following) ranks", r"at (any|every) (later|deeper) rank",
        r"max(imum)? (of|over) (the )?precisions? (where|with|at) recall"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    ok = rec >= level
    return float(prec[ok].max()) if ok.any() else 0.0
''')

wrong("q07", "ndcg.value", "sibling", "NDCG whose ideal ranking sorts the retrieved grades only (the unretrieved "
      "relevant items left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
disc = np.maximum(1, np.log2(np.arange(1, len(g) + 1)))
dcg = np.sum(g / disc)
ideal = np.sort(g)[::-1]
idcg = np.sum(ideal / disc)
my_ndcg_value = float(dcg / idcg)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both places)",
      [[r"not squar", r"without squar", r"squar\w* (is )?(missing|forgotten|left out)", r"forg[eo]t.{0,20}squar",
        r"beta instead of beta.?(\^|\*\*|squared|2)", r"\bbeta\b (rather than|not) beta"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b = np.float64(precision), np.float64(recall), np.float64(beta)
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b) * p * r / (b * p + r))
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural log np.log instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"base e", r"instead of log2", r"not log2",
        r"wrong (log(arithm)? )?base", r"another base"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    allg = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        if len(x) == 0:
            return 0.0
        i = np.arange(2, len(x) + 1)
        return x[0] + np.sum(x[1:] / np.log(i))

    ideal = dcg(allg)
    return float(dcg(g) / ideal) if ideal > 0 else 0.0
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k (alone|only)", r"\bk instead of min", r"instead of min\s*\(",
        r"ignor\w* n_relevant", r"without (the )?min", r"always k\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / k) if k else 0.0
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s (the unjudged items) and drops "
      "the + v of v / (d - s + v)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"missing\s*\+\s*v", r"without (the )?\+\s*v", r"drop\w*.{0,20}\+\s*v",
        r"forg[eo]t.{0,30}\bv\b.{0,30}denominator", r"(unjudged|unseen) items (only|alone)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=bool)
    s = y.size
    v = y.sum()
    prec = v / s
    rec_lo = v / (d - s) if v else 0.0
    gen_lo = v / d
    return [float(prec), float(rec_lo), float(gen_lo)]
''')

wrong("q12", "dcg.exponential", "shape", "writes 2 ^ g (bitwise XOR on the integer grade array) for the power "
      "2 ** g in the gain", [[r"xor", r"bitwise", r"exclusive or", r"\^ (is|means|does) (not )?(xor|bit|power)"]], '''
import numpy as np

g = np.array(v["grades"])
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(((2 ^ g) - 1) / np.log2(i + 1)))
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 (>=) instead of 1/2",
      [[r"ties? (count|counted|as|is) (1|one|a (full )?win|fully|whole)",
        r"tied pairs? (count|counted|as|are) (1|one|a win|fully|whole|wins)", r">=", r"greater.or.equal",
        r"instead of (1/2|a half|half)", r"not (1/2|half)", r"full (point|credit)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead "
      "of by k",
      [[r"len(gth)?\s*(\(|of )\s*(the )?(labels|list)", r"list length", r"length of the (whole )?(list|ranking)",
        r"divid\w* by (the )?(whole|entire|full) list", r"y\.size", r"number of (items|labels) in the list",
        r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)
    return float(y[:k].sum() / y.size)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(the ranks before) instead of the maximum over the ranks at and after the level",
      [[r"wrong direction", r"from the (top|start|left|beginning)", r"(earlier|previous|preceding|higher) ranks",
        r"instead of (from )?(the )?(bottom|end|right)", r"not revers", r"backwards?",
        r"running max(imum)?", r"maximum\.accumulate", r"max(imum)? (of|over) (the )?(earlier|previous|preceding)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        ok = rec >= j / 10
        out.append(float(best[ok][0]) if ok.any() else 0.0)
    return out
''')

wrong("q16", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(hits incremented one step late)",
      [[r"before (counting|adding|increment)", r"(increment|count|add)\w* (the )?(hits?|relevant).{0,30}(after|too late|late)",
        r"(one|1) (hit|relevant item) (short|too few|fewer)", r"not (yet )?counted", r"excluding (the )?current",
        r"current (relevant )?item.{0,30}not counted", r"off.by.one"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i, rel in enumerate(np.asarray(labels, dtype=bool), start=1):
        if rel:
            pts.append(hits / i)
            hits += 1
    return pts
''')

wrong("q17", "ap.eleven_point", "flow", "np.arange(10) / 10 gives only the levels 0.0 to 0.9: recall level 1.0 "
      "is left out and the mean is over 10 levels",
      [[r"\b10 levels", r"ten levels", r"(level|recall) 1(\.0)? (is )?(missing|left out|skipped|dropped)",
        r"(miss|skip|drop|leav|omit)\w*.{0,30}(level|recall) 1(\.0)?", r"arange\(10\)", r"range\(10\)",
        r"off.by.one", r"stops? (at|before) 0?\.9", r"only (up )?to 0?\.9", r"last level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    vals = []
    for r in np.arange(10) / 10:
        ok = rec >= r
        vals.append(prec[ok].max() if (ok.any() and n_relevant) else 0.0)
    return float(np.mean(vals))
''')

wrong("q18", "pr.averaged", "flow", "the per-query curve array is created once outside the query loop, so each "
      "query's maxima carry over from the previous queries",
      [[r"not reset", r"never reset", r"(reset|re-?initiali[sz]|zero)\w*.{0,30}(each|every|per) query",
        r"outside the (query )?loop", r"carr(y|ies|ied) over", r"previous quer(y|ies)",
        r"accumulat\w*.{0,30}across quer"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    total = np.zeros(11)
    curve = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / n if n else np.zeros_like(y)
        for j, r in enumerate(levels):
            ok = (rec >= r) & (n > 0)
            if ok.any():
                curve[j] = max(curve[j], prec[ok].max())
        total += curve
    return list(total / len(runs))
''')

wrong("q19", "rank.r_precision", "flow", "slices labels[1:R + 1] (1-based ranks used as 0-based indices), so "
      "rank 1 is skipped and rank R + 1 read instead",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"rank 1 (is )?(skipped|missing|dropped|left out)",
        r"1.based", r"start\w* (at|from) (index )?1\b", r"labels\[1:", r"one (rank|position) (late|too far|shifted)",
        r"shift\w* by one"]], '''
import numpy as np

y = np.array(v["labels"], dtype=float)
R = v["n_relevant"]
my_r_precision = float(y[1:R + 1].sum() / R)
''')

wrong("q20", "map.mean", "flow", "the hit counter is set to 0 once before the query loop, never reset per query",
      [[r"not reset", r"never reset", r"(reset|re-?initiali[sz])\w*.{0,30}(each|every|per) query",
        r"carr(y|ies|ied) over", r"outside the (query )?loop", r"previous quer(y|ies)",
        r"accumulat\w*.{0,30}across"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return float(np.mean(aps))
''')

wrong("q21", "roc.eer", "flow", "walks the ROC curve one item at a time, so tied scores are split into several "
      "steps (in list order) instead of one",
      [[r"ties?\b.{0,40}(not grouped|not merged|separately|one (by|at a) (one|time))", r"(one|each) (item|score) at a time",
        r"item by item", r"(not|never|without) (group|merg)\w*.{0,30}ti", r"tied scores?.{0,30}(split|broken|separate)",
        r"(split|break)\w*.{0,20}ties"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ys = y[np.argsort(-s, kind="stable")]
    tpr = np.concatenate([[0.0], np.cumsum(ys) / ys.sum()])
    fpr = np.concatenate([[0.0], np.cumsum(~ys) / (~ys).sum()])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: 0 / 0 on NumPy floats gives nan instead of 0",
      [NAN], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    b2 = beta ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q23", "avg.macro", "hidden", "tp / (tp + fp) on float arrays gives nan for a query with nothing retrieved, "
      "and np.mean of the precisions is then nan", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.mean(prec))
''')

wrong("q24", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: ZeroDivisionError "
      "when nothing is retrieved", [ZERODIV], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.unique(np.asarray(retrieved, dtype=str))
    rel = np.unique(np.asarray(relevant, dtype=str))
    hit = np.intersect1d(ret, rel).size
    p = hit / ret.size
    r = hit / rel.size if rel.size else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "np.mean of an empty selection is nan when nothing is within epsilon "
      "(no guard for the empty result)", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=bool)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: 0 / 0 on NumPy floats gives nan "
      "when there is no relevant item at all", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        disc = np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))
        return np.sum(x / disc)

    return float(dcg(g) / dcg(ideal))
''')

wrong("q27", "gen.grip_point", "hidden", "the mean of labels[:n_relevant] divides by the slice's length, so a list "
      "shorter than the class is divided by its length instead of n_relevant",
      [[r"\.mean\(\)|np\.mean", r"mean of (the )?(slice|labels)", r"divid\w* by (the )?(length|size) of the (slice|list)",
        r"slice.{0,30}shorter", r"instead of (by )?(n_relevant|c\b|the class size)",
        r"missing ranks?.{0,40}(not|never) (counted|padded)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y[:n_relevant].mean())
''')

wrong("q28", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: the NumPy division gives nan for a query "
      "with no relevant items", [NAN], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)[:k]
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.sum(prec * y) / np.minimum(k, n_relevant))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distance array in place (d.sort()) but never reorders the "
      "labels with it, so P@k is taken in the input order",
      [[r"labels? (are |were )?(not|never) (re)?(ordered|sorted|permuted|moved)",
        r"sort\w* (only )?the distances.{0,40}(not|without|but not) (the )?labels", r"(reorder|permut)\w*.{0,30}labels",
        r"argsort", r"d\.sort", r"sort\w* (the )?distances (alone|only|on their own|separately)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances, dtype=float)
    y = np.array(labels, dtype=float)
    d.sort()
    top = y[:k]
    return float(top.sum() / k)
''')

wrong("q30", "sig.sign_test", "twin", "asks scipy's binomtest for the one-sided p-value (alternative='greater') "
      "instead of the two-sided one",
      [[r"one.sided", r"one.tailed", r"single.tail", r"alternative\s*=?\s*['\"]?greater", r"upper tail only"]], '''
import numpy as np
from scipy.stats import binomtest

a, b = np.array(v["a"]), np.array(v["b"])
diff = a - b
wins = int(np.sum(diff > 0))
losses = int(np.sum(diff < 0))
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("q31", "ap.exact", "twin", "floor division // on the integer cumsum and rank arrays truncates every P@k "
      "below 1 to 0",
      [[r"floor", r"integer division", r"//", r"truncat\w*", r"int(eger)? (arrays?|dtype).{0,40}(divi|round)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, y.size + 1)
    prec = hits // ranks
    return float(np.sum(prec * y) / n_relevant) if n_relevant else 0.0
''')

wrong("q32", "set.f_beta", "twin", "writes beta * 2 for beta squared (the same at beta = 2, F1 at beta = 0.5)",
      [[r"beta\s*\*\s*2\b", r"doubl\w*.{0,10}beta", r"beta (times|multiplied by) (2|two)", r"\b2\s*\*?\s*beta\b",
        r"twice beta", r"\*\s*2 instead of \*\*\s*2"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    b2 = beta * 2
    den = b2 * p + r
    return float((1 + b2) * p * r / den) if den > 0 else 0.0
''')

wrong("q33", "avg.macro", "twin", "divides the mean of the tp column by the mean of tp + fp (a ratio of means) "
      "instead of averaging the per-query precisions",
      [[r"ratio of (the )?(means|averages)", r"mean of (the )?tp", r"averag\w* (the )?(counts|tp|columns) (first|before)",
        r"means? before (dividing|the division)", r"divid\w* (the )?(means|averages)", r"mean\(tp\)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    return float(np.mean(tp) / np.mean(tp + fp))
''')

wrong("q34", "ap.value", "twin", "np.mean of the precisions at the retrieved relevant ranks divides by the "
      "number of hits instead of n_relevant",
      [[r"np\.mean", r"mean of (the )?precisions", r"averag\w* (the )?precisions? (at|of) (the )?(retrieved|found|hits)",
        r"mean over (the )?(retrieved|found|hit)", r"number of hits", r"instead of n_relevant", r"not (by )?n_relevant"]], '''
import numpy as np

y = np.array(v["labels"], dtype=bool)
prec = np.cumsum(y) / np.arange(1, y.size + 1)
my_ap_value = float(np.mean(prec[y]))
''')

wrong("q35", "pr.averaged", "twin", "marks a level a query never reaches (and a query without relevant items) as "
      "NaN and averages with np.nanmean, so those queries are skipped instead of counting 0",
      [[r"nanmean", r"\bnan\b.{0,40}(skip|ignor|drop|left out)", r"(skip|ignor|drop)\w*.{0,40}\bnan",
        r"(marked|set|filled) (as |to |with )?nan"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        c = np.full(11, np.nan)
        if n > 0:
            prec = np.cumsum(y) / np.arange(1, y.size + 1)
            rec = np.cumsum(y) / n
            for j in range(11):
                ok = rec >= j / 10
                if ok.any():
                    c[j] = prec[ok].max()
        curves.append(c)
    return [float(x) for x in np.nanmean(np.vstack(curves), axis=0)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "keeps the retrieved ids as an array with their duplicates (np.isin over the raw "
      "list), so a repeated id counts each time",
      [[r"duplicat", r"repeated (ids?|items?|entr)", r"(counted|counts) (each time|every time|more than once)",
        r"not (de-?dup|unique)", r"np\.unique", r"raw list"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.asarray(retrieved, dtype=str)
    rel = np.unique(np.asarray(relevant, dtype=str))
    p = np.isin(ret, rel).mean() if ret.size else 0.0
    r = np.isin(rel, ret).mean() if rel.size else 0.0
    return [float(p), float(r)]
''')

wrong("q37", "pr.points", "data", "indexes the precision array with the integer 0/1 labels array (fancy indexing "
      "positions 0 and 1) instead of a boolean mask",
      [[r"integer (array|index|indices|indexing)", r"fancy index", r"(as|used as) (an )?ind(ex|ices)",
        r"boolean mask", r"not (a )?bool", r"astype\(bool\)|dtype=bool", r"positions? 0 (and|or) 1",
        r"index(es|ed)? 0 and 1"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return [float(x) for x in prec[y]]
''')

wrong("q38", "ndcg.all_judgments", "data", "adds the grades and unretrieved arrays with + (element-wise, a "
      "broadcasting error) where the two lists must be concatenated",
      [[r"concatenat", r"broadcast", r"element.?wise (add|sum)", r"adds? the (two )?arrays", r"instead of (joining|appending)",
        r"\+ on (numpy )?arrays"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    u = np.asarray(unretrieved, dtype=float)
    ideal = np.sort(g + u)[::-1]

    def dcg(x):
        disc = np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))
        return float(np.sum(x / disc))

    best = dcg(ideal)
    return dcg(g) / best if best > 0 else 0.0
''', crash="ValueError")

wrong("q39", "scope.knn_ties", "data", "sorts by -distance (largest first), treating the distances like "
      "similarity scores",
      [[r"(largest|biggest|farthest|furthest|highest) (distance|first)", r"distances? (as|like) (a )?(similarit|score)",
        r"descending", r"(far|farthest|furthest)\w* (targets? )?first", r"revers\w* (the )?(order|sort)",
        r"negat\w* (the )?distances", r"-d\b"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    lo_order = np.lexsort((y, -d))
    hi_order = np.lexsort((-y, -d))
    return [float(y[lo_order][:k].mean()), float(y[hi_order][:k].mean())]
''')

wrong("q40", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal DCG, not the "
      "DCG of the ranking as given)",
      [[r"sort", r"ideal", r"(best|descending|high.to.low) order", r"(given|ranking'?s?|original) order"]], '''
import numpy as np

g = np.sort(np.array(v["grades"], dtype=float))[::-1]
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q41", "gen.practical", "data", "counts v with len(np.nonzero(y)), the length of the tuple np.nonzero "
      "returns, so v is always 1",
      [[r"nonzero", r"tuple", r"\bv (is )?(always )?1\b", r"always (one|1)\b", r"count_nonzero"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=bool)
    s = y.size
    v = len(np.nonzero(y)) if y.any() else 0
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q42", "avg.macro", "data", "unpacks the 2-D tables array by rows (tp, fp, fn = array) instead of by "
      "columns (queries taken as counts)",
      [[r"rows? (instead of|not|rather than) (the )?columns?", r"unpack\w*.{0,30}rows?", r"axis", r"transpos",
        r"\.T\b", r"first (row|query).{0,20}(as|is|taken as) (the )?tp", r"columns?.{0,30}rows?"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.asarray(tables, dtype=float)
    retrieved = tp + fp
    prec = np.where(retrieved > 0, tp / np.where(retrieved > 0, retrieved, 1), 0.0)
    return float(prec.mean())
''', crash="ValueError")

# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "NumPy cumsum, precision and recall at the relevant ranks, first R_i >= level", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    at_rel = y > 0
    P = prec[at_rel]
    R = hits[at_rel] / n_relevant
    idx = np.nonzero(R >= level - 1e-12)[0]
    return float(P[idx[0]]) if idx.size else 0.0
''')

right("q44", "scope.knn_ties", "counts below and inside the tie at the k-th distance, exact Fractions", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    below = [l for d, l in zip(distances, labels) if d < t]
    tied = [l for d, l in zip(distances, labels) if d == t]
    need = k - len(below)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(below) + max(0, need - non_t)
    hi = sum(below) + min(need, rel_t)
    return [float(Fraction(lo, k)), float(Fraction(hi, k))]
''')

right("q45", "roc.auc", "NumPy broadcasting of every (positive, negative) pair, ties 1/2", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    diff = s[y][:, None] - s[~y][None, :]
    return float(np.mean((diff > 0) + 0.5 * (diff == 0)))
''')

right("q46", "gen.practical", "exact Fractions of v, s and d", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "ap.eleven_point", "plain nested loops over the 11 levels and the ranks", '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        best = 0.0
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / i)
        total += best
    return total / 11
''')

right("q48", "map.mrr", "itertools.compress over count(1) for the first relevant rank", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
