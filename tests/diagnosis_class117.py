"""Diagnosis class 117, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
fluent in NumPy's counting and searching tools (``np.unique(return_counts=True)``, ``np.searchsorted``,
``np.bincount``, chains of ``np.where``, ``np.cumsum`` with masks, ``np.diff``, ``np.argsort(kind="stable")``,
``np.isclose``), whose slips come from those tools' conventions (``side=``, a default ``kind``, an empty input, an
axis, a dtype), next to a few who write loops, comprehensions, ``itertools`` or ``fractions``. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c117-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class117): every right
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

BATCH = "diagnosis class 117 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c117-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found", r"in the (list|ranking)",
        r"sum\(labels\)", r"number of (hits|ones)", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not (the )?n_relevant", r"unretrieved.{0,40}(ignored|left out|missing|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].mean())
''')

wrong("q02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the curve's straight pieces with FPR = FNR",
      [[r"nearest", r"closest", r"smallest (gap|difference|\|)", r"argmin", r"no interpolat", r"not interpolat",
        r"without interpolat", r"instead of interpolat", r"(an )?ROC point (itself|only)",
        r"(mean|average) of FPR and FNR", r"\(FPR \+ FNR\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = np.array([0.0] + [((s >= t) & ~y).sum() / N for t in thr])
    fnr = np.array([1.0] + [1 - ((s >= t) & y).sum() / P for t in thr])
    j = np.argmin(np.abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead "
      "of the log2(i + 1) discount asked for",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rel_?1 (is )?(not|un)discounted", r"first (rank|item|grade) "
        r"(not|un)discounted", r"Järvelin", r"Jarvelin", r"(another|other|wrong) (DCG )?formulation"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, g.size + 1)
disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
my_dcg_trec = float(np.sum(g / disc))
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level "
      "(np.searchsorted) instead of the maximum precision at any recall >= the level",
      [[r"first (rank|point|relevant)", r"not the max", r"no max", r"without (the |a )?max", r"instead of "
        r"(the )?max", r"step (rule|interpolation)", r"searchsorted", r"precision (at|where) (the )?recall "
        r"(first )?reaches", r"(later|higher) precision.{0,30}(ignored|missed)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    at = np.flatnonzero(y)
    rec = hits[at] / n_relevant
    prec = hits[at] / (at + 1)
    out = []
    for r in np.linspace(0, 1, 11):
        i = np.searchsorted(rec, r - 1e-12, side="left")
        out.append(float(prec[i]) if i < rec.size else 0.0)
    return out
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once, instead of "
      "averaging each query's precision",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp|tables)", r"total tp", r"sum of tp",
        r"over all (the )?queries (at once|together)", r"weight\w* by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "gen.practical", "sibling", "returns the UPPER bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper", r"largest (possible )?generality", r"highest (possible )?generality", r"\(d - s \+ v\) ?/ ?d",
        r"every unjudged item (is |as )?relevant", r"maximum generality"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s, v = y.size, int(np.count_nonzero(y))
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of P@i by k (the AP@k variant with a k denominator) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by k\b", r"denominator (of |is )?k\b", r"/ ?k\b", r"k denominator", r"not min",
        r"without (the )?min", r"instead of min", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=int)
    if min(k, n_relevant) == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.sum(prec * y) / k)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"beta instead of beta.?(\^|\*\*) ?2", r"forg\w* (to )?square", r"squar\w* missing",
        r"unsquared", r"missing square", r"beta\b.{0,20}not beta.?(\^|\*\*|²)"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b = np.float64(precision), np.float64(recall), np.float64(beta)
    den = b * p + r
    return float((1 + b) * p * r / den) if den else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e\b", r"(wrong|another|other) "
        r"(log(arithm)? )?base", r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus (one|1))", r"forg\w* (the )?(- ?1|minus|to subtract)", r"2\^rel instead",
        r"2 ?\*\* ?rel\b(?! ?- ?1)", r"not 2\^rel ?- ?1", r"missing (the )?(- ?1|minus)", r"subtract\w* 1",
        r"gain of 1 for (a )?(grade|rel\w*) 0", r"non.?relevant.{0,30}gain"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(np.exp2(g) / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v left out of the denominator",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"(missing|forg\w*|drop\w*|left out).{0,20}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgotten|dropped|left out)", r"only the unjudged", r"unjudged items only"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=bool)
    s, v = y.size, int(y.sum())
    return [v / s, v / (d - s), v / d]
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (np.searchsorted "
      "side='right') instead of 1/2",
      [[r"tie\w*.{0,40}(as (a )?(full|whole|1|one)\b(?!/)|full|whole|win)", r"(full|whole) (win|point|credit).{0,30}tie",
        r"side=.?right", r"instead of (1/2|a half|half)", r"not (1/2|a half|half)", r">=", r"greater or equal",
        r"at least as high"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    pos, neg = s[y == 1], np.sort(s[y == 0])
    wins = np.searchsorted(neg, pos, side="right")
    return float(wins.sum() / (pos.size * neg.size))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"ten\b", r"instead of 11", r"not 11", r"not (by )?eleven",
        r"(number|count) of (intervals|gaps|steps)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, y.size + 1)
    total = 0.0
    for r in np.linspace(0.0, 1.0, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q14", "gen.grip_point", "shape", "divides the relevant items of the top n_relevant by the list's length "
      "instead of by n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list('s)? length", r"whole list",
        r"all (the )?(ranks|items)", r"instead of (n_relevant|c|R)\b", r"not (by )?(n_relevant|c|R)\b",
        r"(size|length) of the ranking"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    return float(np.count_nonzero(y[:n_relevant]) / y.size)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "takes the mean of labels[:k], dividing by the length of the slice (shorter "
      "than k when k is past the end) instead of k",
      [[r"mean of (the )?slice", r"slice", r"len\(labels\[:k\]\)", r"length of (the )?(slice|cut|top)",
        r"fewer than k", r"shorter than k", r"instead of (by )?k\b", r"not (by )?k\b", r"missing ranks.{0,40}"
        r"(ignored|not counted|dropped)", r"np\.mean"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(np.asarray(labels[:k], dtype=float)))
''')

wrong("q16", "map.mean", "flow", "one np.cumsum over all the queries' labels concatenated: the hit count runs on "
      "from one query into the next instead of restarting at 0",
      [[r"not reset", r"never reset", r"(carr|run)\w* (on|over|across)", r"restart", r"concatenat\w*",
        r"across (the )?queries", r"from one query (in)?to the next", r"shared (counter|cumsum)",
        r"previous quer\w*.{0,30}hits"]], '''
import numpy as np

def my_map(runs, n_relevant):
    y = np.concatenate([np.asarray(r, dtype=int) for r in runs])
    hits = np.cumsum(y)
    aps, start = [], 0
    for run, R in zip(runs, n_relevant):
        n = len(run)
        ranks = np.arange(1, n + 1)
        h = hits[start:start + n]
        yy = y[start:start + n]
        aps.append(float(np.sum((h / ranks)[yy == 1]) / R) if R else 0.0)
        start += n
    return float(np.mean(aps))
''')

wrong("q17", "pr.points", "flow", "appends hits / rank before counting the current relevant item (the hit count "
      "is incremented one step late)",
      [[r"before (counting|increment|adding|updating)", r"(increment|count|update)\w* (the hits? )?(after|too "
        r"late|one step late)", r"one (step|hit) (late|behind)", r"previous (hit )?count", r"hits? - ?1",
        r"not (yet )?counted", r"order of (the )?(statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q18", "rank.r_precision", "flow", "reads the hits at rank R as np.cumsum(labels)[R] (0-based: the "
      "count after rank R + 1) instead of [R - 1]",
      [[r"off.?by.?one", r"\[R\]", r"0.?based", r"index R\b", r"rank R ?\+ ?1", r"one rank too (far|many|late)",
        r"instead of \[?R ?- ?1"]], '''
import numpy as np

hits = np.cumsum(np.asarray(v["labels"], dtype=int))
R = v["n_relevant"]
my_r_precision = float(hits[R] / R)
''')

wrong("q19", "map.mrr", "flow", "finds the first relevant rank with np.argmax, which returns 0 for a run with no "
      "relevant item, so that query counts RR = 1 instead of 0",
      [[r"argmax", r"no relevant.{0,40}(RR|counts?) (of |as |= ?)?1\b(?!/)", r"(all.?zero|empty) (run|query|list)",
        r"(1|one) instead of (0|zero)", r"rank 1 for"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(r)) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("q20", "scope.knn_ties", "flow", "builds the closer/tied masks on the sorted distances but applies them "
      "to the labels in their original order",
      [[r"sorted (distances|array|order)", r"original order", r"unsorted labels", r"(labels|y) (not|never) "
        r"(sorted|reordered|permuted)", r"mask\w*.{0,40}(order|sorted)", r"(mismatch|misalign)\w*",
        r"order of the labels"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    ds = np.sort(np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels, dtype=int)
    dk = ds[k - 1]
    closer, tied = ds < dk, ds == dk
    slots = k - int(closer.sum())
    rel_c, rel_t = int(y[closer].sum()), int(y[tied].sum())
    non_t = int(tied.sum()) - rel_t
    return [(rel_c + max(0, slots - non_t)) / k, (rel_c + min(slots, rel_t)) / k]
''')

wrong("q21", "ndcg.all_judgments", "flow", "builds the ideal ranking with np.sort, which sorts from low to high "
      "(the [::-1] is missing)",
      [[r"ascending", r"low to high", r"low.?est first", r"increasing", r"\[::-1\]", r"revers\w*",
        r"not (sorted )?(from )?high to low", r"wrong (sort )?order"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))

    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))
    ideal = ideal[ideal > 0]
    best = dcg(ideal)
    return float(dcg(grades) / best) if best > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty set: NumPy's 0 / 0 gives nan (nothing retrieved, or nothing "
      "relevant) instead of 0",
      [NAN], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.unique(np.asarray(retrieved, dtype=str))
    rel = np.unique(np.asarray(relevant, dtype=str))
    tp = np.isin(ret, rel).sum()
    return [float(np.float64(tp) / ret.size), float(np.float64(tp) / rel.size)]
''')

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the division by zero raises", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "caps the denominator with the length of the cut list (len(labels[:k])) instead "
      "of k, wrong when k is past the end of the list",
      [[r"len\(labels(\[:k\])?\)", r"length of the (list|cut|slice)", r"list('s)? length", r"slice",
        r"instead of k\b", r"not k\b", r"min\((len|n)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=int)
    denom = min(y.size, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].sum() / denom)
''')

wrong("q25", "scope.eps_precision", "hidden", "the mean of an empty selection is nan when no target lies within "
      "epsilon (no guard for the empty result)",
      [NAN, [r"empty", r"nothing (with)?in", r"no target", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q26", "gen.grip_point", "hidden", "averages labels[:n_relevant], which divides by the list's length when the "
      "list is shorter than the class (missing ranks dropped instead of counted as not relevant)",
      [[r"mean of (the )?slice", r"slice", r"length of the (list|slice|cut)", r"np\.mean", r"list('s)? length",
        r"instead of (by )?(n_relevant|c)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels, dtype=float)[:n_relevant]
    return float(np.mean(top))
''')

wrong("q27", "rank.distances", "hidden", "np.argpartition(d, k) raises when k is the whole list (kth out of bounds)",
      [[r"ValueError", r"argpartition", r"out of bounds", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the levels by adding 0.1 eleven times: the "
      "rounding error (0.30000000000000004) makes a recall of exactly 0.3 miss its level",
      [[r"\+= ?0\.1", r"add\w* 0\.1", r"accumulat\w*", r"rounding", r"floating.?point", r"float\w* (error|level)",
        r"0\.30000000000000004",
        r"levels? (computed )?in(exact|accurate)", r"not exact", r"1e-?1[0-9]", r"tolerance"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, y.size + 1)
    out, r = [], 0.0
    for _ in range(11):
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
        r += 0.1
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall in the denominator, (1 + b^2) P R / (P + b^2 R) (the "
      "same numbers as swapping precision and recall)",
      [[r"(beta|b).?(\^|\*\*|²) ?2?.{0,30}(on|multipl\w*|times|with) (the )?recall",
        r"recall.{0,20}(multiplied|weighted|times) by (beta|b)", r"wrong term", r"P \+ (beta|b).?(\^|\*\*|²)",
        r"precision \+ (beta|b)", r"(beta|b).?(\^|\*\*|²) ?2? ?\* ?(R|recall)\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    if den == 0:
        return 0.0
    return (1 + b2) * precision * recall / den
''')

wrong("q30", "avg.macro", "twin", "unpacks each row as tp, fn, fp (columns misread), so each query's 'precision' "
      "is tp / (tp + fn)",
      [[r"column", r"order of (the )?(fields|columns|entries)", r"unpack\w*", r"tp, fn, fp", r"(swapp|mix|confus)"
        r"\w* (fp and fn|fn and fp)", r"misread\w*", r"(fp|fn) (read|taken) as (fn|fp)"]], '''
import numpy as np

def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return float(np.mean(precs))
''')

wrong("q31", "scope.eps_precision", "twin", "counts the targets inside with np.searchsorted(..., side='right'), "
      "which includes a distance equal to epsilon (d <= epsilon)",
      [[r"side=.?right", r"<=", r"(includ|count)\w* (the )?(distances? |targets? )?(equal|at) (to )?epsilon",
        r"inclusive", r"at most epsilon", r"(instead of|not) <(?!=)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    order = np.argsort(d, kind="stable")
    y = np.asarray(labels, dtype=int)[order]
    n = np.searchsorted(d[order], epsilon, side="right")
    return float(y[:n].sum() / n) if n else 0.0
''')

wrong("q32", "roc.auc", "twin", "selects the positives with labels == 0 and the negatives with labels == 1 (classes "
      "swapped), giving 1 - AUC",
      [[r"swap\w*", r"(class(es)?|labels?) (swapped|inverted|reversed|flipped)", r"label 0 as positive",
        r"labels? ?== ?0", r"1 ?- ?AUC", r"(positives|negatives) (and|with) (the )?(negatives|positives)",
        r"invert\w*"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = np.sort(s[y == 0]), np.sort(s[y == 1])
    lt = np.searchsorted(neg, pos, side="left")
    le = np.searchsorted(neg, pos, side="right")
    return float((lt + (le - lt) / 2).sum() / (pos.size * neg.size))
''')

wrong("q33", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(wrong|reversed|swapped) order", r"order of the (two )?(bounds|values|elements)", r"swapp\w*",
        r"\[highest, lowest\]", r"highest first", r"reversed"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d, kind="stable")[k - 1]
    closer, tied = d < dk, d == dk
    slots = k - int(closer.sum())
    rel_c, rel_t = int(y[closer].sum()), int(y[tied].sum())
    non_t = int(tied.sum()) - rel_t
    lo = rel_c + max(0, slots - non_t)
    hi = rel_c + min(slots, rel_t)
    return [hi / k, lo / k]
''')

wrong("q34", "interp.step", "twin", "locates the level among the recalls with np.searchsorted(side='right'): at a "
      "level equal to a recall R_i it takes the next point's precision",
      [[r"side=.?right", r"searchsorted", r"next (point|relevant|step)", r"R_?\(?i\)? <= r < R_?\(?i ?\+ ?1",
        r"(level|r) (exactly )?(equal|at) .{0,20}R_?i", r"boundary", r"wrong side"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    at = np.flatnonzero(y)
    rec = np.arange(1, at.size + 1) / n_relevant
    prec = np.arange(1, at.size + 1) / (at + 1)
    i = np.searchsorted(rec, level, side="right")
    return float(prec[i]) if i < at.size else 0.0
''')

wrong("q35", "ap.eleven_point", "twin", "levels from np.arange(0, 1, 0.1) stop at 0.9: level 1.0 is left out and the "
      "mean is over 10 levels",
      [[r"arange", r"(level )?1\.0 (is )?(left out|missing|dropped|excluded)", r"stops? at 0\.9", r"excludes? "
        r"(the )?(end|stop|1\.0)", r"10 levels", r"without (the level )?1\.0", r"endpoint"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, y.size + 1)
    vals = []
    for r in np.arange(0, 1, 0.1):
        ok = rec >= r - 1e-12
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its repeats (an id retrieved twice counts twice) "
      "instead of as a set",
      [[r"duplicat\w*", r"repeat\w*", r"not (as )?a set", r"(list|lists) instead of (a )?sets?",
        r"counts? (it )?(twice|two times|more than once)", r"no set", r"unique"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    hit = np.isin(np.asarray(retrieved, dtype=str), np.unique(np.asarray(relevant, dtype=str)))
    p = hit.sum() / len(retrieved) if len(retrieved) else 0.0
    r = hit.sum() / len(set(relevant)) if relevant else 0.0
    return [float(p), float(r)]
''')

wrong("q37", "ap.value", "data", "takes the 0-based positions from np.flatnonzero as the ranks (the + 1 is "
      "missing), so each P@k divides by a rank one too small",
      [[r"0.?based", r"flatnonzero", r"(position|index)\w* (as|instead of) (the )?ranks?", r"\+ ?1 (is )?missing",
        r"(missing|forg\w*|without) (the )?\+ ?1", r"off.?by.?one", r"rank (one )?too small"]], '''
import numpy as np

pos = np.flatnonzero(np.asarray(v["labels"], dtype=int))
prec = np.arange(1, pos.size + 1) / pos
my_ap_value = float(prec.sum() / v["n_relevant"])
''')

wrong("q38", "rank.distances", "data", "ranks the largest distance first, as if distances were similarity scores",
      [[r"largest (distance )?first", r"farthest (first|item)", r"descending", r"similarit\w*", r"high(est)? to low",
        r"revers\w*", r"wrong (sort )?(order|direction)", r"instead of (the )?nearest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-d, kind="stable")
    return float(y[order][:k].sum() / k)
''')

wrong("q39", "pr.averaged", "data", "ignores n_relevant: each query's recall divides by the relevant items in its "
      "list (sum of the run)",
      [[r"sum\(run\)", r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant",
        r"relevant (items )?(in the (list|run)|retrieved)", r"retrieved relevant", r"unretrieved.{0,40}(ignored|"
        r"left out|not counted)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = np.zeros((len(runs), 11))
    for q, run in enumerate(runs):
        y = np.asarray(run, dtype=int)
        if y.sum() == 0:
            continue
        hits = np.cumsum(y)
        rec, prec = hits / y.sum(), hits / np.arange(1, y.size + 1)
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            curves[q, j] = prec[ok].max() if ok.any() else 0.0
    return curves.mean(axis=0).tolist()
''')

wrong("q40", "gen.practical", "data", "takes s as the number of relevant labels (v) instead of the number of judged "
      "items len(labels)",
      [[r"s ?= ?v", r"s (taken|read) as", r"(scope|s) (is|as) the (number|count) of relevant",
        r"judged items", r"instead of (the )?(scope|len)", r"confus\w* s and v", r"count_nonzero"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s = int(np.count_nonzero(y))
    v = int(y.sum())
    return [v / len(labels), v / (d - s + v), v / d]
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the retrieved list, so they count in "
      "the DCG as if retrieved at the end",
      [[r"append\w*", r"as if (they were )?retrieved", r"unretrieved.{0,40}(in|to) (the )?(DCG|ranking|retrieved)",
        r"(added|concatenated) to the (retrieved )?(list|grades|ranking)", r"end of the (list|ranking)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)])
    disc = np.log2(np.maximum(np.arange(1, run.size + 1), 2))
    dcg = np.sum(run / disc)
    ideal = np.sort(run)[::-1]
    idcg = np.sum(ideal / disc)
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q42", "dcg.classic", "data", "sorts the grades from high to low before discounting (the DCG of the ideal "
      "order, not of the ranking given)",
      [[r"sort\w*", r"ideal (order|ranking)", r"IDCG", r"reorder\w*", r"not (in )?the (given|ranking's) order",
        r"high to low"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    ranks = np.arange(1, g.size + 1)
    return float(np.sum(g / np.log2(np.maximum(ranks, 2))))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q44", "roc.auc", "np.searchsorted both sides: ties count 1/2", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    pos, neg = s[y == 1], np.sort(s[y == 0])
    lt = np.searchsorted(neg, pos, side="left")
    le = np.searchsorted(neg, pos, side="right")
    return float((lt + (le - lt) / 2).sum() / (pos.size * neg.size))
''')

right("q45", "pr.averaged", "explicit loops with a max(default=0)", '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for i, x in enumerate(run, 1):
            hits += 1 if x else 0
            pts.append((hits / R, hits / i))
        for j in range(11):
            r = j / 10
            total[j] += max((p for rc, p in pts if rc >= r - 1e-12), default=0.0)
    return [t / len(runs) for t in total]
''')

right("q46", "interp.step", "np.searchsorted side='left' on exact Fraction recalls", '''
from fractions import Fraction
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    at = np.flatnonzero(np.asarray(labels, dtype=int))
    recs = [Fraction(i + 1, n_relevant) for i in range(at.size)]
    i = int(np.searchsorted(np.array(recs, dtype=object), Fraction(str(level)), side="left"))
    return float(Fraction(i + 1, int(at[i]) + 1)) if i < at.size else 0.0
''')

right("q47", "set.pr", "Python sets and Fraction", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    p = Fraction(tp, len(ret)) if ret else Fraction(0)
    r = Fraction(tp, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q48", "scope.knn_ties", "np.sort(kind='stable') and boolean masks", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d, kind="stable")[k - 1]
    closer, tied = d < dk, d == dk
    slots = k - int(closer.sum())
    rel_c, rel_t = int(y[closer].sum()), int(y[tied].sum())
    non_t = int(tied.sum()) - rel_t
    return [(rel_c + max(0, slots - non_t)) / k, (rel_c + min(slots, rel_t)) / k]
''')

SUBMISSIONS = tuple(S)
