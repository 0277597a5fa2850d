"""Diagnosis class 85, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
batch everything as 2-D NumPy arrays: several queries' runs padded into one matrix (with 0, -1 or nan), boolean
masks, np.where, axis reductions (axis=0 versus axis=1), keepdims, broadcasting a per-query vector against a
matrix, np.nanmean versus np.mean, np.argsort along an axis, and single-query tasks written as a batch of one.
Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c85-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class85): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden
edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 85 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c85-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"\bgmap\b", r"\blog\w*", r"product of"]], '''
import numpy as np

def my_map(runs, n_relevant):
    width = max(len(r) for r in runs)
    M = np.zeros((len(runs), width))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    ranks = np.arange(1, width + 1)
    prec = np.cumsum(M, axis=1) / ranks
    ap = (prec * M).sum(axis=1) / np.asarray(n_relevant, dtype=float)
    with np.errstate(divide="ignore"):
        return float(np.exp(np.mean(np.log(ap))))
''')

wrong("q02", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*(i|rank|r|k)\s*\+\s*1", r"\+ ?1\)", r"(first|top) (item|rank|grade) (is )?(also )?discounted",
        r"discount\w* (at|from|of) rank 1", r"rank 1 (is )?(also )?discounted"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray([grades], dtype=float)
    ideal = np.sort(np.r_[grades, unretrieved].astype(float))[::-1][None, :]

    def dcg(G):
        disc = np.log2(np.arange(2, G.shape[1] + 2))
        return (G / disc).sum(axis=1)

    idcg = dcg(ideal)
    return float(np.where(idcg > 0, dcg(g) / np.where(idcg > 0, idcg, 1.0), 0.0)[0])
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"aggregat\w*", r"total (tp|true positives)",
        r"sum\w* (the )?(counts|tp|true positives).{0,40}(before|first|then)"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tp, fp = T[:, 0], T[:, 1]
    retrieved = tp + fp
    return float(tp.sum() / retrieved.sum()) if retrieved.sum() else 0.0
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the lower "
      "bound v / d",
      [[r"upper", r"larg\w* (possible )?generality", r"highest (possible )?generality", r"maxim\w* generality",
        r"\(?d ?- ?s ?\+ ?v\)? ?/ ?d"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray([labels])          # a batch of one query
    s = y.shape[1]
    v = y.sum(axis=1)
    prec = v / s
    rec_low = np.where(v > 0, v / np.maximum(d - s + v, 1), 0.0)
    gen = (d - s + v) / d
    return [float(prec[0]), float(rec_low[0]), float(gen[0])]
''')

wrong("q05", "rank.distances", "sibling", "returns recall at k (hits over all relevant targets) instead of P@k",
      [[r"recall", r"divid\w* by (the )?(number|count|total) (of )?relevant", r"all (the )?relevant",
        r"total (number of )?relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    D = np.asarray([distances], dtype=float)
    Y = np.asarray([labels])
    order = np.argsort(D, axis=1, kind="stable")
    top = np.take_along_axis(Y, order, axis=1)[:, :k]
    return float((top.sum(axis=1) / Y.sum(axis=1))[0])
''')

wrong("q06", "dcg.exponential", "sibling", "computes the linear-gain DCG (the grade itself as gain) instead of the "
      "exponential gain 2^rel - 1",
      [[r"linear", r"raw grade", r"grade itself", r"grades? (as|for) (the )?gain", r"instead of 2\W+rel",
        r"without (the )?(exponential|power)", r"no(t)? exponential"]], '''
import numpy as np

g = np.asarray([v["grades"]], dtype=float)
disc = np.log2(np.arange(2, g.shape[1] + 2))
my_dcg_exp = float((g / disc).sum(axis=1)[0])
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain truncated AP) instead of min(k, n_relevant)",
      [[r"divid\w* by (the )?(full |total |whole )?(n_relevant|number of relevant|R\b|all relevant)",
        r"instead of (the )?min", r"not (the )?min\b", r"ignor\w* (the )?min", r"without (the )?min"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    Y = np.zeros((1, k))
    top = np.asarray(labels[:k], dtype=float)
    Y[0, :top.size] = top
    prec = np.cumsum(Y, axis=1) / np.arange(1, k + 1)
    s = (prec * Y).sum(axis=1)
    return float(s[0] / n_relevant) if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + b) P R / (b P + R)",
      [[r"squar", r"not \*\* ?2", r"plain beta", r"linear (in )?beta", r"beta (itself|alone)",
        r"forg\w* .{0,20}(power|exponent)"]], '''
import numpy as np

def my_f(precision, recall, beta):
    P = np.array([precision], dtype=float)
    R = np.array([recall], dtype=float)
    b = np.array([beta], dtype=float)
    num = (1 + b) * P * R
    den = b * P + R
    F = np.where(den > 0, num / np.where(den > 0, den, 1.0), 0.0)
    return float(F[0])
''')

wrong("q09", "ap.exact", "shape", "returns the sum of the precisions at the relevant ranks without dividing by "
      "n_relevant",
      [[r"(not|never|forg\w*|without|missing|no) .{0,30}divi", r"sum (only|alone|instead of (the )?(mean|average))",
        r"un-?normali[sz]ed", r"not normali[sz]ed"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    return float((prec * Y).sum(axis=1)[0])
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e\b", r"wrong base", r"log base", r"instead of log2",
        r"not (log )?base 2"]], '''
import numpy as np

def my_dcg(grades):
    G = np.asarray([grades], dtype=float)
    ranks = np.arange(1, G.shape[1] + 1)
    disc = np.where(ranks < 2, 1.0, np.log(np.maximum(ranks, 2)))
    return float((G / disc).sum(axis=1)[0])
''')

wrong("q11", "roc.auc", "shape", "compares with >= so a tied pair counts as a whole win instead of 1/2",
      [[r">=", r"tie\w*.{0,30}(count\w*|as) (as )?(a )?(full|whole|one|1(?![/.\d]))",
        r"instead of (1/2|a half|half)", r"whole (pair|win)", r"full (point|win)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos = s[y][:, None]
    neg = s[~y][None, :]
    return float((pos >= neg).mean())
''')

wrong("q12", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"revers\w* (the )?order", r"(wrong|other) order", r"highest first", r"optimistic first",
        r"order of the (two|bounds|pair)", r"(exchanged|other way round)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    out = []
    for key in (-y, y):     # relevant first among ties, then relevant last
        order = np.lexsort((key, d))
        out.append(y[order][:k].mean())
    return [float(x) for x in out]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"/ ?10\b", r"(divid\w*|mean) .{0,20}(by )?10\b", r"\bten\b", r"instead of 11", r"10 (levels|instead)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    n = Y.shape[1]
    prec = np.cumsum(Y, axis=1) / np.arange(1, n + 1)
    rec = np.cumsum(Y, axis=1) / n_relevant
    levels = np.linspace(0, 1, 11)[:, None, None]
    ok = rec[None] >= levels - 1e-12
    interp = np.where(ok, prec[None], 0.0).max(axis=2)
    return float(interp.sum(axis=0)[0] / 10)
''')

wrong("q14", "dcg.trec", "shape", "adds the 1 outside the log: rel_i / (log2(i) + 1) instead of rel_i / log2(i + 1)",
      [[r"log2\s*\(\s*(i|rank|r)\s*\)\s*\+\s*1", r"parenthes", r"bracket", r"outside (the )?log",
        r"add\w* (1|one) (to|after) the log"]], '''
import numpy as np

G = np.asarray([v["grades"]], dtype=float)
ranks = np.arange(1, G.shape[1] + 1)
my_dcg_trec = float((G / (np.log2(ranks) + 1)).sum(axis=1)[0])
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "takes argmax + 1 as the first relevant rank, so a query with no relevant item "
      "gets rank 1 (RR 1) instead of 0",
      [[r"argmax", r"(1|one) (for|when|if|on) .{0,30}(no|without|empty|all-?zero)",
        r"(empty|all-?zero|no-?hit) (row|query|queries|run).{0,40}(rr|reciprocal rank|rank) (of )?1",
        r"rank 1 .{0,40}(no|without) (a )?relevant"]], '''
import numpy as np

def my_mrr(runs):
    width = max(len(r) for r in runs)
    M = np.zeros((len(runs), width), dtype=int)
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    first = np.argmax(M, axis=1) + 1
    return float(np.mean(1.0 / first))
''')

wrong("q16", "pr.points", "flow", "keeps every rank with np.where(..., prec, 0) instead of selecting the relevant "
      "ranks, so zeros stand at the non-relevant ranks",
      [[r"(every|each|all) ranks?", r"non-?relevant ranks", r"zeros? (at|for|in place of|in)",
        r"np\.where .{0,30}(instead of|rather than)", r"(keeps|kept|includes?) .{0,30}(non-?relevant|zeros)",
        r"(not|never) (filter|select|mask)\w*"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    pts = np.where(Y > 0, prec, 0.0)
    return [float(p) for p in pts[0]]
''')

wrong("q17", "map.mean", "flow", "takes the cumulative sum of the padded matrix along axis=0 (down the queries) "
      "instead of axis=1 (along each ranking)",
      [[r"axis", r"down the (columns|queries)", r"across (the )?queries", r"wrong (dimension|direction)",
        r"cumulat\w* .{0,30}(over|across|down) (the )?queries"]], '''
import numpy as np

def my_map(runs, n_relevant):
    width = max(len(r) for r in runs)
    M = np.zeros((len(runs), width))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    ranks = np.arange(1, width + 1)
    prec = np.cumsum(M, axis=0) / ranks
    ap = (prec * M).sum(axis=1) / np.asarray(n_relevant, dtype=float)
    return float(ap.mean())
''')

wrong("q18", "pr.averaged", "flow", "averages the queries x levels matrix along axis=1 (one value per query) "
      "instead of axis=0 (one value per level)",
      [[r"axis", r"one (value|number) (per|for each) query", r"(over|across) (the )?levels (instead|rather)",
        r"wrong (dimension|direction)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / R if R else np.zeros_like(y)
        rows.append([prec[rec >= r - 1e-12].max(initial=0.0) if R else 0.0 for r in levels])
    C = np.asarray(rows)          # queries x levels
    return [float(x) for x in C.mean(axis=1)]
''')

wrong("q19", "interp.curve", "flow", "takes a running maximum from the top of the ranking (np.maximum.accumulate "
      "forward) so it maximises over earlier ranks instead of later ones",
      [[r"(left|before|earlier|preceding|above)", r"forward", r"wrong direction",
        r"(not|instead of|without) .{0,20}(revers\w*|from the (right|end|bottom))", r"from the (top|start)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    rec = np.cumsum(Y, axis=1) / n_relevant
    best = np.maximum.accumulate(prec, axis=1)
    out = []
    for r in np.linspace(0, 1, 11):
        hit = rec[0] >= r - 1e-12
        out.append(float(best[0][hit][0]) if hit.any() else 0.0)
    return out
''')

wrong("q20", "gen.grip_point", "flow", "masks the ranks with ranks < n_relevant, so rank c itself is left out "
      "(off by one)",
      [[r"off.by.one", r"<\s*(c|n_relevant)\b(?! ?=)", r"rank c (itself )?(is )?(left out|excluded|dropped|missing)",
        r"(first|top) c ?- ?1", r"one rank (too )?(few|short)", r"strict\w*"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    Y = np.zeros((1, max(len(labels), n_relevant)))
    Y[0, :len(labels)] = labels
    ranks = np.arange(1, Y.shape[1] + 1)
    top = np.where(ranks < n_relevant, Y, 0)
    return float(top.sum(axis=1)[0] / n_relevant)
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions over the whole list instead of cutting the list at k",
      [[r"(not|never|forg\w*|without|no) .{0,20}(cut|truncat|slic|limit)", r"whole (list|ranking)",
        r"(beyond|past|after|below) (rank )?k\b", r"all ranks"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    denom = min(k, n_relevant)
    return float((prec * Y).sum(axis=1)[0] / denom) if denom else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the NumPy division 0/0 returns nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"zero (denominator|division)", r"divi\w* by zero"]], '''
import numpy as np

def my_f(precision, recall, beta):
    P, R, B = (np.atleast_1d(np.asarray(x, dtype=float)) for x in (precision, recall, beta))
    b2 = B ** 2
    F = (1 + b2) * P * R / (b2 * P + R)
    return float(F[0])
''')

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items gives "
      "nan (0/0 in NumPy) instead of 0",
      [NAN + ZERODIV + [r"0 ?/ ?0"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    ap = (prec * Y).sum(axis=1) / np.asarray([n_relevant], dtype=float)
    return float(ap[0])
''')

wrong("q24", "avg.macro", "hidden", "uses np.nanmean so a query with nothing retrieved (0/0 = nan) is dropped from "
      "the mean instead of counting as precision 0",
      [[r"nanmean", r"(skip|drop|ignor|leav|exclud)\w* .{0,40}(empty|nothing retrieved|that query|the query)",
        r"(left|leaves) out of the (mean|average)", r"instead of (counting|as) (it )?(as )?0"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = T[:, 0] / (T[:, 0] + T[:, 1])
    return float(np.nanmean(p))
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides DCG by an ideal DCG of 0 without a guard: nan when nothing "
      "is relevant",
      [NAN + ZERODIV + [r"0 ?/ ?0"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    G = np.asarray([grades], dtype=float)
    I = np.sort(np.r_[grades, unretrieved].astype(float))[::-1][None, :]

    def dcg(M):
        r = np.arange(1, M.shape[1] + 1)
        return (M / np.maximum(1.0, np.log2(r))).sum(axis=1)

    with np.errstate(invalid="ignore"):
        return float((dcg(G) / dcg(I))[0])
''')

wrong("q26", "scope.eps_precision", "hidden", "np.mean of an empty selection when nothing lies within epsilon: "
      "returns nan instead of 0",
      [NAN + [r"mean of (an )?empty", r"empty (slice|array|selection|mask)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    D = np.asarray([distances], dtype=float)
    Y = np.asarray([labels], dtype=float)
    inside = D < epsilon
    return float(np.mean(Y[inside]))
''')

wrong("q27", "gen.grip_point", "hidden", "takes the mean of the slice labels[:c], which divides by the list's length "
      "instead of c when the list is shorter than the class",
      [[r"(divid\w*|mean) .{0,40}(len\b|length|number of (items|ranks) (kept|in the slice|there))",
        r"slice (is )?shorter", r"fewer than c", r"mean of the slice",
        r"instead of (by )?(c|n_relevant)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    return float(Y[:, :n_relevant].mean(axis=1)[0])
''')

wrong("q28", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: ZeroDivisionError for a query "
      "with no relevant items", [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    Y = np.zeros((1, k))
    top = np.asarray(labels[:k], dtype=float)
    Y[0, :top.size] = top
    prec = np.cumsum(Y, axis=1) / np.arange(1, k + 1)
    total = float((prec * Y).sum())
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.value", "twin", "divides by the number of relevant items retrieved (Y.sum()) instead of n_relevant",
      [[r"(retrieved|found) relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"\bhits\b",
        r"sum\(labels\)|Y\.sum", r"instead of n_relevant", r"unretrieved .{0,30}(ignored|left out|dropped)"]], '''
import numpy as np

Y = np.asarray([v["labels"]], dtype=float)
prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
my_ap_value = float(((prec * Y).sum(axis=1) / Y.sum(axis=1))[0])
''')

wrong("q30", "rank.p_at_k", "twin", "takes the mean of labels[:k], which divides by the list's length instead of k "
      "when k is past the end",
      [[r"(divid\w*|mean) .{0,40}(len\b|length|number of (items|ranks) (retrieved|in the (list|slice)|there))",
        r"instead of (by )?k\b", r"(slice|list) (is )?shorter", r"mean of the (slice|top)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    Y = np.asarray([labels], dtype=float)
    return float(Y[:, :k].mean(axis=1)[0])
''')

wrong("q31", "map.mrr", "twin", "sets a query without a relevant item to nan and uses np.nanmean, so the mean runs "
      "over the queries with a hit only",
      [[r"nanmean", r"(skip|drop|ignor|leav|exclud)\w* .{0,40}(quer|run)",
        r"(only|just) (the )?quer\w* (with|that have) (a )?(hit|relevant)",
        r"divid\w* by (the )?(number|count) of (answered|successful|hit)"]], '''
import numpy as np

def my_mrr(runs):
    width = max(map(len, runs))
    M = np.full((len(runs), width), np.nan)
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    hit = np.nan_to_num(M) > 0
    first = np.where(hit.any(axis=1), hit.argmax(axis=1) + 1.0, np.nan)
    return float(np.nanmean(1.0 / first))
''')

wrong("q32", "roc.auc", "twin", "ranks the scores with argsort (ordinal ranks) in the Mann-Whitney formula, so tied "
      "scores get distinct ranks instead of their average rank",
      [[r"argsort", r"ordinal", r"mid-?ranks?", r"average (the )?ranks?", r"averaged ranks?",
        r"tied (scores|items) .{0,30}(different|distinct|consecutive) ranks",
        r"ties? .{0,30}(input|position|index) order", r"rank\w* .{0,20}(not|never) averaged"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.empty(s.size)
    ranks[np.argsort(s, kind="stable")] = np.arange(1, s.size + 1)
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q33", "ap.eleven_point", "twin", "compares recall > level (strict) instead of recall >= level",
      [[r"strict", r"greater than (instead|rather)", r"instead of >=", r"(not|without) >=",
        r"(recall )?equal to the level .{0,30}(excluded|left out|not counted)",
        r"exactly (at|on) (a|the) level .{0,30}(excluded|left out|not counted|missed)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    rec = np.cumsum(Y, axis=1) / n_relevant
    L = np.round(np.arange(11) / 10, 1)[:, None]
    P = np.where(rec > L, prec, 0.0).max(axis=1)
    return float(P.mean())
''')

wrong("q34", "scope.eps_precision", "twin", "selects d <= epsilon, so targets at exactly epsilon are returned",
      [[r"<=", r"less than or equal", r"(at|on) (exactly )?epsilon .{0,30}(included|counted|kept|returned)",
        r"includ\w* .{0,40}(equal|boundary|at epsilon)", r"boundary", r"border"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    D = np.asarray([distances], dtype=float)
    Y = np.asarray([labels], dtype=float)
    inside = D <= epsilon
    n = inside.sum(axis=1)
    hits = (Y * inside).sum(axis=1)
    return float(np.where(n > 0, hits / np.maximum(n, 1), 0.0)[0])
''')

wrong("q35", "rank.distances", "twin", "sorts the distances alone with np.sort, so the labels stay in input order",
      [[r"(labels|Y) (were |are |stay |remain )?(never |not )?(re)?(ordered|sorted|permuted|moved)",
        r"sort\w* (only )?the distances (alone|only)", r"np\.sort (instead of|rather than)", r"argsort",
        r"input order", r"same (order|permutation)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    D = np.sort(np.asarray([distances], dtype=float), axis=1)
    Y = np.asarray([labels], dtype=float)
    nearest = D[:, :k]
    return float(Y[:, :nearest.shape[1]].mean(axis=1)[0])
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "uses np.isin on the retrieved list, so an id retrieved twice is counted twice",
      [[r"duplicat", r"np\.unique", r"repeated (id|item)", r"(counted|counts) (it )?(two times|more than once|again)",
        r"not (de-?duplicated|unique)"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.asarray([retrieved])
    rel = np.asarray(relevant)
    hit = np.isin(ret, rel)
    p = hit.mean(axis=1) if ret.size else np.zeros(1)
    r = hit.sum(axis=1) / rel.size if rel.size else np.zeros(1)
    return [float(p[0]), float(r[0])]
''')

wrong("q37", "sig.sign_test", "data", "keeps the tied queries in n (only the wins of a are counted) instead of "
      "dropping them",
      [[r"ties? .{0,40}(kept|not dropped|counted|included|left in)", r"(not|never) (drop|remov|exclud)\w* .{0,20}ties?",
        r"n (includes|counts) (the )?ties", r"all (the )?queries"]], '''
import numpy as np
from scipy.stats import binomtest

A = np.asarray([v["a"], v["b"]], dtype=float)
diff = A[0] - A[1]
wins = int((diff > 0).sum())
my_sign_p = float(binomtest(wins, n=diff.size, p=0.5).pvalue)
''')

wrong("q38", "ndcg.value", "data", "appends the unretrieved grades to the retrieved ranking, counting them in the "
      "DCG as if they had been retrieved",
      [[r"(append\w*|added|adds?) .{0,40}unretrieved", r"unretrieved .{0,40}(counted|included|treated|added)"
        r" .{0,30}(retrieved|dcg|ranking|list)", r"as if (they were |they had been )?retrieved",
        r"unretrieved .{0,20}(in|into) the (dcg|ranking|numerator)"]], '''
import numpy as np

all_g = np.concatenate([v["grades"], v["unretrieved"]]).astype(float)
G = all_g[None, :]
I = np.sort(all_g)[::-1][None, :]
disc = lambda n: np.maximum(1.0, np.log2(np.arange(1, n + 1)))
dcg = lambda M: (M / disc(M.shape[1])).sum(axis=1)
my_ndcg_value = float((dcg(G) / dcg(I))[0])
''')

wrong("q39", "gen.grip_point", "data", "takes the class size from the labels (the relevant items retrieved) "
      "instead of n_relevant",
      [[r"(retrieved|found) relevant", r"sum\(labels\)|Y\.sum", r"\bhits\b", r"instead of n_relevant",
        r"class size .{0,30}(from|as|counted) .{0,20}(labels|list|retrieved)",
        r"relevant (items )?in the (list|ranking)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    Y = np.asarray([labels], dtype=float)
    c = int(Y.sum())
    return float(Y[:, :c].sum(axis=1)[0] / c) if c else 0.0
''')

wrong("q40", "scope.knn_ties", "data", "reads the distances as similarities and ranks the largest distance first",
      [[r"similarit", r"(largest|farthest|biggest|highest|greatest) (distance|value)s? first", r"descending",
        r"(nearest|closest) last", r"(farthest|furthest) first"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    D = np.asarray([distances], dtype=float)
    Y = np.asarray([labels], dtype=float)
    lo = np.lexsort((Y[0], -D[0]))      # tied relevant targets last
    hi = np.lexsort((-Y[0], -D[0]))     # tied relevant targets first
    return [float(Y[0][lo][:k].mean()), float(Y[0][hi][:k].mean())]
''')

wrong("q41", "roc.eer", "data", "takes label 0 as the positive class (the classes swapped)",
      [[r"label 0", r"(positive|genuine|relevant) class .{0,30}(swapped|wrong|0|inverted|flipped)",
        r"swap\w* .{0,20}(classes|labels)", r"labels? (are )?(inverted|flipped|reversed|swapped)",
        r"== ?0", r"(classes|labels) (mixed up|confused)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    thr = np.unique(s)[::-1]
    P, N = pos.sum(), (~pos).sum()
    tpr = np.r_[0.0, [(s[pos] >= t).sum() / P for t in thr]]
    fpr = np.r_[0.0, [(s[~pos] >= t).sum() / N for t in thr]]
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q42", "avg.macro", "data", "unpacks the table's columns as [tp, fn, fp] instead of [tp, fp, fn]",
      [[r"column", r"\b(fp|fn) and (fn|fp)\b.{0,30}(swapped|exchanged|confused|mixed)",
        r"order of (the )?(entries|fields|columns|values)", r"unpack\w*", r"(fp|fn) (read|taken) as (fn|fp)"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tp, fn, fp = T.T
    den = tp + fp
    p = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(p.mean())
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "batch of one, boolean mask of the relevant ranks, flatnonzero", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    Y = np.asarray([labels], dtype=float)
    prec = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    rec = np.cumsum(Y, axis=1) / n_relevant
    at_rel = Y[0] > 0
    P_i, R_i = prec[0][at_rel], rec[0][at_rel]
    reached = np.flatnonzero(R_i >= level - 1e-12)
    return float(P_i[reached[0]]) if reached.size else 0.0
''')

right("q44", "dcg.classic", "batch of one, np.maximum(1, log2(rank)) discount", '''
import numpy as np

def my_dcg(grades):
    G = np.asarray([grades], dtype=float)
    ranks = np.arange(1, G.shape[1] + 1)
    return float((G / np.maximum(1.0, np.log2(ranks))).sum(axis=1)[0])
''')

right("q45", "map.mean", "runs padded with 0 into a matrix, cumsum along axis=1, per-query vector broadcast", '''
import numpy as np

def my_map(runs, n_relevant):
    width = max(len(r) for r in runs)
    M = np.zeros((len(runs), width))
    for i, r in enumerate(runs):
        M[i, :len(r)] = r
    prec = np.cumsum(M, axis=1) / np.arange(1, width + 1)
    nrel = np.asarray(n_relevant, dtype=float)[:, None]
    ap = np.divide((prec * M).sum(axis=1, keepdims=True), nrel, out=np.zeros_like(nrel), where=nrel > 0)
    return float(ap.mean())
''')

right("q46", "pr.averaged", "queries x levels matrix, mean along axis=0", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if not R or y.size == 0:
            rows.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / R
        ok = rec[None, :] >= levels[:, None] - 1e-12
        rows.append(np.where(ok, prec[None, :], 0.0).max(axis=1))
    return [float(x) for x in np.asarray(rows).mean(axis=0)]
''')

right("q47", "scope.knn_ties", "np.lexsort with the label as tie key", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    lo = np.lexsort((y, d))
    hi = np.lexsort((-y, d))
    return [float(y[lo][:k].mean()), float(y[hi][:k].mean())]
''')

right("q48", "gen.practical", "batch of one with np.where guards", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray([labels])
    s = y.shape[1]
    v = y.sum(axis=1).astype(float)
    prec = v / s
    rec_low = np.where(v > 0, v / np.maximum(d - s + v, 1), 0.0)
    gen_low = v / d
    return [float(prec[0]), float(rec_low[0]), float(gen_low[0])]
''')

SUBMISSIONS = tuple(S)
