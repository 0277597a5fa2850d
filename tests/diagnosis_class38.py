"""Diagnosis class 38, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or feedback), and never ran
the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course taken by students
from a numerical-computing / physics background -- NumPy first, fond of broadcasting, boolean masks, ``cumsum``,
``argsort``/``lexsort``, ``rankdata`` and dtype tricks, whose slips come from numerics and array semantics (integer
and floor division, integer dtypes that truncate on assignment, rounding, float grids, the wrong axis or key order,
sort direction, ``np.where`` and ``argmax`` semantics, empty means, ragged arrays) as much as from the IR formulas.
What was read: the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), parts of the measure library (``generality.py``'s practical bounds,
``roc.py``'s equal error rate, ``significance.py``'s sign test docstring), the course documents in
``/work/shared/seeds/``, the first 80 lines of tests/heldout_submissions.py (``class_writer``, the shared key lists),
and, for the format only, the first 60 and last 30 lines of tests/diagnosis_class19.py and tests/validate_class.py.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c38-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class38): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity or convention the course teaches), ``shape`` (a slip in the
formula's shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on
an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels
only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 38 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c38-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "micro-averages: pools tp and fp over all queries (sum of the columns) and "
      "divides once, instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(over|across|of all) (the )?queries",
        r"total (tp|true positives)", r"(one|a single) (big|combined|overall|pooled) table",
        r"weight\w* by (the )?(number )?(of items )?retrieved"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q02", "ap.exact", "sibling", "averages the precisions at the relevant ranks it found: divides by the number "
      "of relevant items retrieved instead of n_relevant",
      [[r"relevant (items )?retrieved\b(?! \()", r"retrieved relevant", r"mean of (the )?precisions",
        r"averag\w* (the )?precisions? (at|over) (the )?(relevant|hits|found)", r"sum\(labels\)",
        r"number of hits", r"instead of n_relevant", r"not (by )?n_relevant",
        r"(unretrieved|never retrieved|missed) relevant.{0,40}(ignored|left out|not counted|count nothing)",
        r"divid\w* by (the )?(number|count) of (relevant items )?(found|retrieved)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].mean())
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the straight piece with FPR = FNR",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"(no|without|instead of) (the )?interpolat",
        r"(does not|doesn't|never) interpolat", r"average of (the )?fpr and fnr", r"\(fpr ?\+ ?fnr\) ?/ ?2",
        r"mean of (the )?fpr and fnr", r"at a (single )?roc point", r"(a|one) (roc )?corner"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = np.array([0.0] + [((s >= t) & ~y).sum() / N for t in thr])
    tpr = np.array([0.0] + [((s >= t) & y).sum() / P for t in thr])
    fnr = 1 - tpr
    j = np.argmin(np.abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q04", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant labels) "
      "instead of their precision",
      [[r"recall", r"all (the )?relevant (items|labels|targets)", r"every relevant", r"total (number of )?relevant",
        r"sum of (the )?labels", r"(divid\w*|denominator).{0,30}(number of )?relevant (items|labels|targets)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argsort(d, kind="stable")[:k]
    return y[nearest].sum() / y.sum()
''')

wrong("q05", "pr.averaged", "sibling", "takes the precision at the first rank whose recall reaches the level (no "
      "maximum over the ranks to the right): a non-interpolated / step reading of each curve",
      [[r"first rank (that |which |whose recall )?reach", r"(precision|p@k) at the first", r"not (the )?max",
        r"no max", r"without (the )?max", r"instead of (the )?max", r"step (rule|interpolation)",
        r"(un|non)-?interpolated", r"(never|does not|doesn't) interpolat", r"max\w* to the right",
        r"(max|maximum) over (the )?(later|following|higher) ranks"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / n
        row = []
        for r in levels:
            hit = np.flatnonzero(rec >= r - 1e-12)
            row.append(prec[hit[0]] if hit.size else 0.0)
        curves.append(row)
    return np.mean(curves, axis=0).tolist()
''')

wrong("q06", "ap.at_k", "sibling", "divides the sum by n_relevant (full AP's denominator) instead of min(k, "
      "n_relevant)",
      [[r"n_relevant (instead|rather)", r"(divid\w*|denominator).{0,30}(all|every|the whole|total).{0,20}relevant",
        r"full (ap|average precision)('s)? denominator", r"not (by )?min\(k", r"instead of min",
        r"without (the )?min", r"ignor\w* (the )?(cap|min)", r"(uncapped|not capped)",
        r"(divid\w*|denominator).{0,20}\bR\b.{0,20}(not|instead of|rather than) min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q07", "dcg.exponential", "sibling", "uses the grades themselves as gains (the linear-gain DCG with the "
      "log2(i + 1) discount) instead of 2^rel - 1",
      [[r"linear (gain|dcg)", r"gain.{0,20}(rel|grade)(_i)? (itself|themselves|alone)",
        r"(without|no|instead of|not|missing) (the )?(exponential|2\^|2 ?\*\*)", r"raw grades?",
        r"grades? (as|for) (the )?gains?", r"trec dcg", r"forg\w* (the )?exponen", r"(plain|linear) grades?"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall in the denominator (P + beta^2 R): the weight on the "
      "wrong term, i.e. F with 1/beta",
      [[r"(beta|b)\W{0,3}2?\W{0,3}(on|times|multipl\w*|weight\w*) (the )?recall",
        r"recall.{0,20}(instead of|rather than) (the )?precision", r"wrong term", r"swap\w*",
        r"(precision and recall|p and r) (are )?(swapped|exchanged|confused|inverted)",
        r"beta.{0,30}wrong (side|term|place)", r"1 ?/ ?beta", r"(inverse|reciprocal) of beta"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm np.log instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"log base e", r"base e\b",
        r"(wrong|another|other|different) (log(arithm)? )?base", r"instead of log2", r"not log2", r"log_?e\b",
        r"base.{0,10}(e|2\.718)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s (the + v of the largest class d - s + "
      "v dropped); also divides by zero when the whole database is judged",
      [[r"(missing|forg\w*|drop\w*|without|omit\w*|left out|lost).{0,30}\+ ?v\b",
        r"\+ ?v\b.{0,30}(missing|forg\w*|dropped|omitted|left out|lost)", r"v ?/ ?\(?d ?- ?s\)?(?! ?\+)",
        r"(only|just) the (unjudged|unseen|rest)", r"(class size|denominator).{0,40}(too small|d ?- ?s\b(?! ?\+))",
        r"(largest|maximum|biggest) (possible )?class.{0,40}(wrong|missing|too small)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(count\w*|worth|scor\w*) (as )?(a )?(full|whole|1(?!/)|one\b|win)", r">=",
        r"greater (than )?or equal", r"(instead of|not) (1/2|a half|half|0\.5)", r"tie\w*.{0,30}(as|a) win",
        r"(full|whole) (point|credit)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (pos.size * neg.size))
''')

wrong("q12", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"/ ?10\b", r"divid\w* by 10\b", r"10 (levels|points) instead of 11", r"ten instead of eleven",
        r"(11|eleven) (levels|points|values).{0,40}\b(10|ten)\b", r"wrong (count|number) of levels",
        r"(10|ten) (in|as) the denominator"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-9
        total += prec[ok].max() if ok.any() else 0.0
    return total / 10
''')

wrong("q13", "scope.knn_ties", "shape", "np.lexsort keys in the wrong order: the last key is the primary one, so it "
      "sorts by label first and by distance only within a label",
      [[r"lexsort", r"(primary|main|first) (sort )?key", r"key order", r"order of the (sort )?keys",
        r"sort\w* by (the )?label\w* (first|before)", r"labels? (before|over|ahead of) (the )?distance",
        r"last key", r"(distance|label)s? (is|are) (only )?(the )?secondary"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    worst = np.lexsort((d, y))[:k]    # by distance, relevant last among ties
    best = np.lexsort((d, -y))[:k]    # by distance, relevant first among ties
    return [float(y[worst].mean()), float(y[best].mean())]
''')

wrong("q14", "map.mrr", "shape", "takes the reciprocal of the mean first rank (1 / mean(rank)) instead of the mean "
      "of the reciprocal ranks",
      [[r"reciprocal of (the )?(mean|average)", r"1 ?/ ?(the )?mean", r"inverse of (the )?(mean|average)",
        r"mean (first )?rank", r"(invert|reciprocal)\w* (after|outside)", r"averag\w* (the )?ranks? (first|before)",
        r"(mean|average) (of the )?ranks? (first|before|then)"]], '''
import numpy as np

def my_mrr(runs):
    firsts = []
    for run in runs:
        hits = np.flatnonzero(np.asarray(run))
        firsts.append(hits[0] + 1 if hits.size else np.inf)
    return float(1.0 / np.mean(firsts))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank (the append sits outside the `if rel:`), not only "
      "at the relevant ones",
      [[r"every rank", r"each rank", r"all ranks", r"non-?relevant (ranks|items).{0,30}(too|also|as well|added|"
        r"appended)", r"(append|add)\w*.{0,40}(outside|for every|at every)", r"(not only|not just) (at )?(the )?relevant",
        r"too many points", r"one point per rank", r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
        points.append(hits / rank)
    return points if hits else []
''')

wrong("q16", "rank.p_at_k", "flow", "slices labels[1:k + 1] (ranks 2 to k + 1): the first rank is skipped",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"labels\[1:", r"(1|one)-based", r"starts? at (index )?1\b",
        r"ranks? 2 to k ?\+ ?1", r"shift\w* by one", r"(first|top) (item|rank) (is )?(skipped|missed|left out)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("q17", "map.mean", "flow", "the hit counter is set to 0 once before the query loop and never reset, so it "
      "carries over from one query to the next",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) over", r"(hits|count(er)?|relevant count).{0,30}(across|between"
        r"|from one|over) (the )?quer", r"(outside|before) the (query )?loop", r"accumulat\w* across quer",
        r"previous quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.step", "flow", "no break: keeps overwriting the value, so it returns the precision at the last "
      "relevant item whose recall reaches the level, not the first",
      [[r"\bbreak\b", r"never stops?", r"does(n't| not) stop", r"last (relevant item|relevant rank|point)",
        r"overwrit\w*", r"keeps? (going|looping|updating|overwriting)", r"(latest|last) .{0,20}instead of (the )?first"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    hits, value = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / rank
    return value
''')

wrong("q19", "ndcg.all_judgments", "flow", "the ideal ranking is sorted ascending (np.sort without reversing): "
      "lowest grades first",
      [[r"ascending", r"(low|lowest|smallest) (grades? )?(first|to high)", r"(not|never) (sorted )?(in )?(descending|"
        r"reverse|decreasing)", r"(reverse|\[::-1\]|descending).{0,30}(missing|forgot|omitted)", r"forg\w* to reverse",
        r"increasing order", r"wrong (sort )?(order|direction)", r"np\.sort"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float(np.sum(g / disc))

    ideal = np.sort(np.concatenate([grades, unretrieved]))
    ideal = ideal[ideal > 0]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q20e", "gen.grip_point", "flow", "reads the cumulative hits at index c (rank c + 1) instead of c - 1: an "
      "off-by-one with 0-based indexing (IndexError when the list has only c ranks or fewer)",
      [[r"off.by.one", r"rank c ?\+ ?1", r"one rank (too far|further|past|beyond|later)", r"index c\b",
        r"hits\[c\]", r"(0|zero)-based", r"\[c\] instead of \[c ?- ?1\]", r"index(ed)? one (too|past)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    hits = np.cumsum(labels)
    return float(hits[c] / c)
''', crash="IndexError")

wrong("q21", "interp.curve", "flow", "the running maximum is taken forward (np.maximum.accumulate from rank 1): the "
      "max over the ranks before, not after, the first rank reaching the level",
      [[r"(from|to) the left", r"(left|wrong) (side|direction)", r"(before|preceding|earlier|previous) ranks", r"forward",
        r"(not|never) reversed", r"revers\w*.{0,30}(missing|forgot|omitted)", r"\[::-1\]",
        r"running max(imum)? (from|of) the (start|beginning|top)", r"(maximum|max) (over|of) (the )?(earlier|previous|"
        r"higher|preceding) ranks", r"cumulative max\w* .{0,20}(wrong|forward)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    out = np.zeros(11)
    if n_relevant == 0 or y.size == 0:
        return out.tolist()
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)   # running max
    for j, r in enumerate(np.linspace(0, 1, 11)):
        idx = np.flatnonzero(rec >= r - 1e-9)
        if idx.size:
            out[j] = best[idx[0]]
    return out.tolist()
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.knn_ties", "hidden", "looks one place past the cut (ds[k]) to detect a tie: IndexError when k is "
      "the whole list", [INDEX], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(d, kind="stable")
    ds, ys = d[order], y[order]
    cut = ds[k - 1]
    if ds[k] != cut:                      # no tie across the cut
        p = ys[:k].mean()
        return [float(p), float(p)]
    inside = ds < cut
    tied = ds == cut
    sure = ys[inside].sum()
    room = k - inside.sum()
    rel_tied = ys[tied].sum()
    nonrel_tied = tied.sum() - rel_tied
    low = sure + max(0, room - nonrel_tied)
    high = sure + min(room, rel_tied)
    return [float(low / k), float(high / k)]
''', crash="IndexError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "the mean of labels[:c]: divides by the length of the slice, so a list "
      "shorter than c is divided by its own length instead of c",
      [[r"divid\w* by (the )?(list|slice)('s)? length", r"divid\w* by len", r"(list|slice)('s)? length.{0,40}instead of",
        r"instead of (dividing by )?(c|n_relevant|the class size)\b", r"mean of the (truncated |short )?(list|slice)",
        r"averag\w* over (the )?(available|existing|retrieved|present) (ranks|items)", r"np\.mean",
        r"(length|size) of (the )?(slice|list) (as|in) the denominator"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q25", "avg.macro", "hidden", "np.nanmean drops a query with nothing retrieved (0/0 = nan) from the mean "
      "instead of counting its precision as 0",
      [[r"nanmean", r"(skip|drop|ignor|exclud|leav|omit)\w*.{0,40}(nothing retrieved|empty|no retrieved|tp ?\+ ?fp ?= ?0"
        r"|nan)", r"(nothing retrieved|empty (query|result)|nan).{0,40}(skipped|dropped|ignored|excluded|left out|"
        r"omitted)", r"fewer queries", r"divid\w* by (the number of )?(the )?(other|remaining|non-empty)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("q26", "pr.averaged", "hidden", "recall hits / n with n_relevant = 0: ZeroDivisionError for a query with no "
      "relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            prec.append(hits / rank)
            rec.append(hits / n)
        for j, r in enumerate(levels):
            total[j] += max([p for p, q in zip(prec, rec) if q >= r], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "the mean of an empty selection when nothing is within epsilon: nan "
      "instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("q28", "interp.curve", "hidden", "levels from np.arange(0, 1.1, 0.1) carry floating-point error "
      "(0.30000000000000004, 0.6000000000000001 ...), so a rank whose recall is exactly 0.3, 0.6 or 0.7 does not "
      "reach its level",
      [[r"float(ing)?[- ]point", r"arange", r"0\.30000000000000004", r"0\.6000000000000001", r"rounding (error|noise)",
        r"(round-?off|representation) error", r"binary (fraction|representation)",
        r"(level|grid)s? .{0,30}(inexact|not exact|slightly (above|more|larger|off))", r"repeated (addition|adding)",
        r"tolerance", r"0\.1 (is not|isn't|cannot be) (exact|represent)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.arange(0.0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "Mann-Whitney rank sum with ranks of the negated scores (rank 1 = the highest "
      "score), so the formula that expects rank 1 = the lowest score gives 1 - AUC",
      [[r"rank (1|one) (is|=|for|to|goes to) the (best|highest|top|largest)", r"negat\w* (the )?scores", r"-scores",
        r"(rank|ranking) direction", r"ranks? (in )?(descending|reverse)", r"descending ranks", r"rankdata\(-",
        r"(ascending|lowest).{0,30}rank (1|one)", r"ranks? (from|counted from) the (top|highest)",
        r"(highest|largest|best) scores? (gets?|given|receives?) (the )?(rank 1|smallest rank|lowest rank)"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(-np.asarray(scores, dtype=float))   # rank 1 = best score
    n1, n0 = y.sum(), (~y).sum()
    u = r[y].sum() - n1 * (n1 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q30", "rank.distances", "twin", "sorts by the negated distance as if it were a score (largest distance "
      "first): the k farthest items",
      [[r"descending", r"(largest|biggest|highest) (distance|value)s? first", r"farthest (first|items|targets|k)",
        r"distances? (as|like) (a )?(score|similarit)", r"negat\w* (the )?distances?", r"-d\b",
        r"revers\w* (the )?(order|sort)", r"wrong (sort )?direction", r"higher (is|means) (better|closer|nearer)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(-d, kind="stable")   # best first, as with scores
    return float(y[order[:k]].sum() / k)
''')

wrong("q31", "map.mean", "twin", "stores the APs in an integer array (np.zeros(..., dtype=int)): each AP is "
      "truncated to 0 (or 1) on assignment",
      [[r"dtype", r"int(eger)?[- ]?(typed )?array", r"array of int", r"np\.zeros\(.{0,30}int",
        r"(stored|assign\w*|written|kept|saved) (in|into|as) (an )?int", r"cast\w* (to|into) int",
        r"int(eger)? (storage|buffer|container)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = np.zeros(len(runs), dtype=int)
    for q, (labels, n) in enumerate(zip(runs, n_relevant)):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        aps[q] = (prec * y).sum() / n if n else 0.0
    return float(aps.mean())
''')

wrong("q32", "scope.eps_precision", "twin", "divides by len(np.where(mask)), the length of the tuple np.where "
      "returns (always 1), so it returns the count of relevant targets within epsilon",
      [[r"tuple", r"len\(np\.where", r"np\.where.{0,60}(len|length|tuple|\b1\b|one)",
        r"where\(\).{0,40}(tuple|length|len)", r"len\(.{0,20}\) (is|=|==) ?(1|one)\b"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = np.where(d < epsilon)
    n_ret = len(inside)
    return float(y[inside].sum() / n_ret) if n_ret else 0.0
''')

wrong("q33", "map.mrr", "twin", "np.argmax of a run with no relevant item is 0, so such a query counts as a hit at "
      "rank 1 (RR 1) instead of 0",
      [[r"argmax", r"index 0 .{0,40}(no|without) (a )?(relevant|1|hit)", r"all.?zeros?.{0,40}(index 0|first index|"
        r"position 0|rank 1)", r"(returns?|gives?) (index )?0 (when|if|for)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(r)) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("q34", "ap.at_k", "twin", "the denominator is min(k, len(labels)) (the list's length taken for n_relevant)",
      [[r"len\(labels\)", r"(length|size) of the (list|ranking)", r"list('s)? length", r"number of (ranks|items) (in the "
        r"list|retrieved)", r"(instead of|not|rather than) n_relevant", r"n_relevant (is )?(never used|unused|ignored)",
        r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            s += hits / i
    denom = min(k, len(labels))
    return s / denom if denom and n_relevant else 0.0
''')

wrong("q35", "gen.practical", "twin", "floor division // on whole numbers: every ratio below 1 becomes 0",
      [[r"//", r"floor(ed)? division", r"integer division", r"integer (quotient|result)", r"floor\w* (the )?(ratio|quotient)",
        r"(rounds?|rounded|truncat\w*) down to (an )?(int|integer|0|zero)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = int(sum(labels))
    c_max = d - s + v
    return [v // s, v // c_max if c_max else 0, v // d]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "keeps the retrieved list as it is: a duplicated id counts as two hits and two "
      "retrieved items (np.isin on the raw list, no np.unique)",
      [[r"duplicat\w*", r"repeated ids?", r"(not|never) (de-?duplicat\w*|made a set|a set|unique)", r"np\.unique",
        r"set\(", r"(list|array) (instead of|not) a set", r"multiplicit"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.asarray(retrieved, dtype=str)
    rel = np.asarray(relevant, dtype=str)
    hit = np.isin(ret, rel)
    p = hit.mean() if ret.size else 0.0
    r = hit.sum() / rel.size if rel.size else 0.0
    return [float(p), float(r)]
''')

wrong("q37", "map.mrr", "data", "assumes every query's list has the same length: np.array(runs) of ragged lists "
      "raises ValueError",
      [[r"ragged", r"(different|unequal|varying|differing) lengths?", r"same length", r"inhomogeneous", r"rectangular",
        r"(2-?d|two-dimensional) array", r"np\.array\(runs"]], '''
import numpy as np

def my_mrr(runs):
    R = np.array(runs, dtype=float)          # queries x ranks
    has = R.any(axis=1)
    first = R.argmax(axis=1) + 1
    return float(np.where(has, 1.0 / first, 0.0).mean())
''', crash="ValueError")

wrong("q38", "sig.sign_test", "data", "keeps the tied queries: n is every query (ties counted as losses of a) instead "
      "of dropping them",
      [[r"ties? (are |were )?(kept|included|counted|not dropped|not removed)", r"(kept|keeps|included|includes|counted|"
        r"counts) (the )?(ties|tied)", r"n ?= ?len\(a\)", r"(all|every) (the )?quer\w*.{0,30}\b(n|trials|count)\b",
        r"tied (queries|pairs).{0,30}(kept|count\w*|included|loss)", r"(forgot|forgets|failed) to drop",
        r"not dropp?ed"]], '''
import numpy as np
from scipy.stats import binomtest

a, b = np.asarray(v["a"]), np.asarray(v["b"])
wins = int((a > b).sum())
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself (as if retrieved "
      "after the list), so the DCG counts them too",
      [[r"unretrieved.{0,50}(appended|added|tacked|put|placed|counted|included) (to|at|in|into) (the )?(end|ranking|list|"
        r"dcg|retrieved)", r"(appended|added|tacked|concatenat\w*).{0,40}unretrieved", r"(dcg|the ranking).{0,40}"
        r"(includes?|with|also) (the )?unretrieved", r"as if (they were |the unretrieved (items )?were )?retrieved",
        r"unretrieved.{0,40}(in|into) the dcg", r"never retrieved.{0,40}(ranked|counted in the dcg|scored)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    ranking = np.array(list(grades) + list(unretrieved), dtype=float)   # every judged item
    ideal = np.sort(ranking)[::-1]
    disc = np.log2(np.maximum(np.arange(1, ranking.size + 1), 2))
    dcg, idcg = (ranking / disc).sum(), (ideal / disc).sum()
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q40", "ndcg.value", "data", "binarises the grades (grade > 0 -> 1) before computing DCG and IDCG: the grades "
      "read as 0/1 labels",
      [[r"binar\w*", r"0/1", r"(grades?|graded relevance).{0,40}(as|to|into) (relevant|binary|1\b|yes|labels)",
        r"> ?0\b", r"threshold", r"ignor\w* (the )?(grade|level)s?", r"(levels|grades) (collapsed|lost|flattened)",
        r"relevant or not"]], '''
import numpy as np

g = (np.asarray(v["grades"]) > 0).astype(float)
ideal = np.sort((np.asarray(list(v["grades"]) + list(v["unretrieved"])) > 0).astype(float))[::-1]

def dcg(x):
    disc = np.log2(np.maximum(np.arange(1, len(x) + 1), 2))
    return float((x / disc).sum())

my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q41a", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|in the (list|ranking))\b",
        r"(retrieved|found) relevant", r"(instead of|not|ignor\w*|rather than) (the )?n_relevant",
        r"n_relevant (is )?(ignored|unused|never used)", r"(number|count) of (ones|1s|hits)"]], '''
y = v["labels"]
R = sum(y)                  # number of relevant items
my_r_precision = sum(y[:R]) / R
''')

wrong("q42", "avg.macro", "data", "unpacks the (queries x 3) array as if its rows were the tp, fp, fn columns "
      "(tp, fp, fn = np.asarray(tables)): garbage with 3 queries, ValueError otherwise",
      [[r"transpos\w*", r"\.T\b", r"rows? (instead of|as|for|and) (the )?columns?", r"columns? (instead of|as|and) (the )?"
        r"rows?", r"unpack\w*.{0,40}(rows?|quer(y|ies)|first axis)", r"(each|the first) (three )?rows?.{0,30}(tp|fp|fn)",
        r"(wrong|the first) axis", r"quer(y|ies) as (the )?(tp|counts|columns)"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.asarray(tables, dtype=float)    # the three columns
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.where(tp + fp > 0, tp / (tp + fp), 0.0)
    return float(p.mean())
''', crash="ValueError")


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "a zero-padded NumPy buffer of length k", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:top.size] = top
    return float(y.mean())
''')

right("q44", "interp.step", "cumsum at the relevant ranks and flatnonzero", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    at = np.flatnonzero(y)                 # relevant ranks, 0-based
    rec = hits[at] / n_relevant
    reach = np.flatnonzero(rec >= level - 1e-12)
    if reach.size == 0:
        return 0.0
    i = at[reach[0]]
    return float(hits[i] / (i + 1))
''')

right("q45", "set.pr", "Python sets", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret) if ret else 0.0, tp / len(rel) if rel else 0.0]
''')

right("q46", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

right("q47", "sig.sign_test", "math.comb, ties dropped, doubled smaller tail capped at 1", '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
tail = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')

right("q48", "roc.eer", "NumPy ROC at every distinct score, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = np.r_[0.0, [((s >= t) & ~y).sum() / N for t in thr]]
    fnr = 1 - np.r_[0.0, [((s >= t) & y).sum() / P for t in thr]]
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

SUBMISSIONS = tuple(S)
