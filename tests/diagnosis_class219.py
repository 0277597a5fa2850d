"""Diagnosis class 219, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an ordinary class of an IR evaluation course at the
end of term, handing in all six assignments -- the mistakes a TA sees most often, written in every style (explicit
loops, NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c219-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class219).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 219 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c219-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives).{0,40}(over|before|then)",
        r"total (tp|true positives)", r"aggregat\w* (the )?counts", r"counts (summed|added) (over|across)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"every rank (is )?discounted", r"discount\w* (the )?(first|rank 1)",
        r"(first|top) (item|grade|rank) (is )?discounted", r"burges", r"one rank (too )?(late|deep)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q03", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"returns? (the )?recalls?", r"recalls? instead of (the )?precisions?", r"recall (values|levels) (are )?returned",
        r"x.?(axis|coordinate)", r"divid\w* by n_relevant", r"hits / n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q04", "interp.step", "sibling", "uses the usual interpolation (maximum precision at any recall >= level) "
      "instead of the step rule's P_i",
      [[r"(usual|standard|classic|trec|11.point|ordinary) interpolat\w*",
        r"max\w* (precision )?(at|over|of) (any|all|every|later|deeper) (recall|rank|level|point)", r"max\w* instead of",
        r"instead of (the )?step", r"highest precision at (any|a|every) (recall|rank|level)", r"any (later|deeper) (rank|point)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q05", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear", r"gain (of|is) (the )?(raw )?grade", r"raw grade", r"grade itself", r"without (the )?(exponential|2\^)",
        r"no exponential", r"rel_i (itself|directly)", r"instead of (the )?(exponential|2\^)"]], '''
import math
my_dcg_exp = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"]))
''')

wrong("q06", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full AP denominator) instead of min(k, "
      "n_relevant)",
      [[r"(divid\w*|denominator) (by |is )?(the )?n_relevant", r"n_relevant instead", r"full (ap|average precision)",
        r"not min", r"instead of min", r"without (the )?min", r"(total|whole) number of relevant",
        r"every relevant item", r"all (the )?relevant items"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of the "
      "lower bound v / d",
      [[r"upper", r"largest (possible )?generality", r"\(d\s*-\s*s\s*\+\s*v\)\s*/\s*d", r"maximum generality",
        r"highest generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_low = v / (d - s + v) if v else 0.0
    gen = (d - s + v) / d
    return [precision, recall_low, gen]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (itself|alone)", r"not squared", r"unsquared", r"without squaring", r"forg\w* to square",
        r"squar\w* (is )?missing", r"beta instead of", r"no square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log2(i + 1) as the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"np\.log\b", r"(wrong|another|other) base",
        r"base.{0,10}(of|in) (the )?log", r"log(arithm)? base"]], '''
import math
my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_trec += g / math.log(i + 1)
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2",
      [[r"tie\w*"], [r"as (1|one|a full|a whole)\b", r"full (point|win|credit)", r">=", r"not (as )?(1/2|half|0\.5)",
                     r"instead of (1/2|half|0\.5)", r"as a win"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"divid\w*", r"denominator", r"mean", r"averag\w*", r"levels?", r"instead of 11"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = prec[rec >= r - 1e-12]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail) without doubling it",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"forg\w* to double",
        r"(times|multipl\w* by) 2", r"half (of )?the (two.sided )?p", r"doubl\w*"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "scope.eps_precision", "shape", "returns the number of relevant targets within epsilon without "
      "dividing by the size of the result",
      [[r"count", r"number of (relevant|hits)", r"not divided", r"without dividing", r"forg\w* to divide",
        r"no division", r"raw (hits|count)"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = 0
    returned = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            returned += 1
            hits += y
    if returned == 0:
        return 0.0
    return float(hits)
''')

wrong("q14", "ap.value", "shape", "divides the sum of the precisions at the relevant ranks by the length of the "
      "ranking instead of n_relevant",
      [[r"len(gth)?\b", r"list length", r"number of (ranks|items|retrieved)", r"ranking's length",
        r"length of the (list|ranking)", r"all (the )?ranks"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for i, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        s += hits / i
my_ap_value = s / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so the "
      "precisions of later queries count the earlier queries' hits",
      [[r"reset", r"re.?initiali[sz]\w*", r"(carr|kept|keeps|carries)\w* (over|across|between)",
        r"accumulat\w* across", r"outside (the )?(query )?loop", r"previous quer\w*", r"earlier quer\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank of the LAST relevant "
      "item is kept",
      [[r"break", r"last relevant", r"overwrit\w*", r"keeps? (on )?(looping|going)", r"does not stop",
        r"doesn't stop", r"never stops", r"stop at the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel == 1:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "averages with the curve variable of the last query only (the per-query "
      "curves are computed but only the last one is returned)",
      [[r"last query", r"only (the )?(last|final) (query|curve|run)", r"one query'?s? (curve|value)",
        r"reus\w*", r"overwrit\w*", r"not averag\w*", r"never averag\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    for labels, R in zip(runs, n_relevant):
        curve = []
        for r in levels:
            best = 0.0
            hits = 0
            for k, rel in enumerate(labels, 1):
                hits += rel
                if R and hits / R >= r and hits / k > best:
                    best = hits / k
            curve.append(best if R else 0.0)
    return curve
''')

wrong("q18", "rank.p_at_k", "flow", "off by one: range(1, k) counts only the first k - 1 ranks",
      [[r"off.by.one", r"k\s*-\s*1", r"range\(1,\s*k\)", r"one (rank|item) (too )?(short|few|less)",
        r"misses the k.?th", r"last rank"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q19", "interp.curve", "flow", "the loop over ranks stops one rank early (range(1, len(labels))), so the "
      "last rank is never used",
      [[r"off.by.one", r"last rank", r"last item", r"one (rank|item) (too )?(early|short)", r"stops early",
        r"range\(1,\s*len"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best = 0.0
        for k in range(1, len(labels)):
            hits = sum(labels[:k])
            if hits / n_relevant >= r:
                best = max(best, hits / k)
        out.append(best)
    return out
''')

wrong("q20", "scope.knn_ties", "flow", "the hit counter of the pessimistic pass is not reset before the "
      "optimistic pass, so the highest P@k also counts the first pass's hits",
      [[r"reset", r"re.?initiali[sz]\w*", r"carr\w* over", r"accumulat\w*", r"first pass", r"reus\w*",
        r"previous (pass|loop)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    hits = 0
    for d, y in sorted(items, key=lambda t: (t[0], t[1]))[:k]:
        hits += y
    low = hits / k
    for d, y in sorted(items, key=lambda t: (t[0], -t[1]))[:k]:
        hits += y
    high = hits / k
    return [low, high]
''')

wrong("q21", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted: the retrieved grades followed by "
      "the unretrieved ones, in input order",
      [[r"never sorted", r"not sorted", r"unsorted", r"without sorting", r"forg\w* to sort", r"input order",
        r"not (in )?(descending|decreasing) order", r"not ordered"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    ideal = [g for g in ideal if g > 0]
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: crashes when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so a level like 0.3 is "
      "0.30000000000000004 and a recall of exactly 0.3 misses it",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"repeated(ly)? add\w*", r"accumulat\w* 0\.1",
        r"\+= ?0\.1", r"precision error", r"not exact"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        precs.append(hits / k)
        recs.append(hits / n_relevant)
    out = []
    r = 0.0
    for _ in range(11):
        cand = [p for p, rc in zip(precs, recs) if rc >= r]
        out.append(max(cand) if cand else 0.0)
        r += 0.1
    return out
''')

wrong("q24", "ap.at_k", "hidden", "clips k to the list length first, so when k is longer than the list the "
      "denominator min(k, n_relevant) uses the list length",
      [[r"clip\w*", r"k\s*=\s*min\(k,\s*len", r"(truncat|cap|cut|shrink|limit)\w* k\b", r"k (is )?(replaced|set) (by|to)",
        r"len\(labels\) instead of k", r"list length instead of k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class gets a too high precision",
      [[r"len\w*\s*\(", r"length of the (slice|top|list)", r"slice", r"instead of (dividing by )?(c|n_relevant)\b",
        r"mean of (the )?(slice|top)", r"divid\w* by (the )?(number of items|fewer)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.array(labels[:n_relevant])
    return float(top.mean())
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 returns nan when "
      "nothing is relevant", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return (x / disc).sum()
    return float(np.float64(dcg(g)) / np.float64(dcg(ideal)))
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and crashes",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "avg.macro", "hidden", "computes tp / (tp + fp) without a guard: crashes on a query with nothing "
      "retrieved", [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "the tie-break keys are inverted: the 'lowest' pass sorts relevant targets "
      "first among ties and the 'highest' pass sorts them last",
      [[r"tie.?break\w*", r"sort\w* key", r"sign", r"relevant (targets )?first", r"relevant (targets )?last",
        r"invert\w*", r"-\s*label"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low_order = sorted(pairs, key=lambda p: (p[0], -p[1]))
    high_order = sorted(pairs, key=lambda p: (p[0], p[1]))
    low = sum(y for _, y in low_order[:k]) / k
    high = sum(y for _, y in high_order[:k]) / k
    return [low, high]
''')

wrong("q30", "map.mrr", "twin", "queries with no relevant item are skipped (continue) and so left out of the "
      "number of queries the mean divides by",
      [[r"skip\w*", r"left out", r"exclud\w*", r"ignor\w*", r"drop\w*", r"only (the )?queries (with|that)",
        r"continue"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        try:
            first = run.index(1) + 1
        except ValueError:
            continue
        rrs.append(1 / first)
    return sum(rrs) / len(rrs)
''')

wrong("q31", "ap.exact", "twin", "the rank counter is increased only at relevant items, so every P@k is 1 and AP "
      "becomes the fraction of relevant items retrieved",
      [[r"rank (counter|variable|index)", r"counter", r"increment\w*", r"only (at|for|on) relevant",
        r"inside the if", r"counts? only relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    rank = 0
    hits = 0
    total = 0.0
    for rel in labels:
        if rel:
            rank += 1
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("q32", "dcg.classic", "twin", "sorts the grades from high to low before the sum, which gives the ideal DCG "
      "of the grades instead of the ranking's DCG",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"high to low", r"descending"]], '''
from math import log2

def my_dcg(grades):
    gs = sorted(grades, reverse=True)
    return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], 2)) if gs else 0.0
''')

wrong("q33", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the fp and fn columns confused), so it "
      "averages tp / (tp + fn)",
      [[r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|confused|mixed|exchanged)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|confused|mixed|exchanged)",
        r"(swapped|confused|mixed up|exchanged) (the )?(fp|fn|false positives?|false negatives?) (and|with)",
        r"column order", r"wrong column", r"\[tp, fn, fp\]", r"wrong (entry|position)", r"order of the (table|entries)"]], '''
import numpy as np

def my_macro_precision(tables):
    vals = []
    for row in tables:
        tp, fn, fp = row
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return float(np.mean(vals))
''')

wrong("q34", "set.pr", "twin", "the parameters are in the wrong order (relevant, retrieved), so precision and "
      "recall come out swapped",
      [[r"param\w*", r"argument\w*", r"signature", r"(relevant|retrieved).{0,20}(swapped|exchanged|confused)",
        r"wrong order", r"order of the (inputs|arguments|parameters)"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q35", "roc.auc", "twin", "uses ordinal ranks (argsort of argsort) in the rank-sum formula, so tied scores "
      "get distinct ranks instead of mid-ranks",
      [[r"ordinal", r"mid.?rank", r"average rank", r"argsort", r"distinct ranks", r"consecutive ranks",
        r"tie\w* (get|given|receive)\w* (distinct|different|consecutive)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable")) + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved LIST's length in the precision's denominator, so an id "
      "retrieved twice counts twice",
      [[r"duplicat\w*", r"counts? (it |the id )?twice", r"len\(retrieved\)", r"list('s)? length", r"length of the list",
        r"not (a|the) set", r"instead of (the )?set", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "dcg.exponential", "data", "treats the grades as binary (any grade > 0 counts as 1), so every "
      "relevant item has gain 1",
      [[r"binar\w*", r"0/1", r"grade\w* (above|>) 0", r"relevant or not", r"ignor\w* (the )?grade",
        r"gain (of )?1 for every"]], '''
import numpy as np
g = np.array(v["grades"])
rel = (g > 0).astype(float)
my_dcg_exp = float(((2 ** rel - 1) / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q38", "rank.distances", "data", "treats the distances as similarity scores and ranks the largest first",
      [[r"similarit\w*", r"largest (first|distance)", r"farthest", r"descending", r"reverse\w*",
        r"wrong direction", r"biggest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q39", "map.mean", "data", "uses sum(run), the relevant items retrieved, as each query's R instead of "
      "n_relevant",
      [[r"sum\(", r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"count\w* (of )?(the )?ones"]], '''
from fractions import Fraction

def my_map(runs, n_relevant):
    total = Fraction(0)
    for run in runs:
        R = sum(run)
        hits, s = 0, Fraction(0)
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += Fraction(hits, i)
        total += s / R if R else 0
    return float(total / len(runs))
''')

wrong("q40", "roc.eer", "data", "treats the scores as distances: a LOWER score is taken as more likely positive "
      "when walking the ROC curve",
      [[r"lower", r"ascending", r"distances?", r"wrong direction", r"revers\w*", r"smallest (score )?first",
        r"invert\w*"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores)):
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 0)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q41", "interp.step", "data", "takes R as sum(labels) (the relevant items retrieved) instead of n_relevant, "
      "so the recalls R_i are too high",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"wrong (number of relevant|R\b)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / R >= level:
                return hits / k
    return 0.0
''')

wrong("q42", "gen.practical", "data", "reads d as the number of unjudged items and uses d + s as the database size",
      [[r"d\s*\+\s*s", r"s\s*\+\s*d", r"database size", r"size of the database", r"unjudged", r"misread\w* d",
        r"rest of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "NumPy cumsum", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

right("q44", "map.mrr", "itertools.compress and next with a default", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q45", "ndcg.all_judgments", "a generator expression for the discounted gains", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

right("q46", "pr.points", "a list comprehension over enumerate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, y) in enumerate(zip(hits, labels), 1) if y]
''')

right("q47", "scope.knn_ties", "explicit loops over the tie", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(before)
    rel_tied = sum(tied)
    low = sum(before) + max(0, room - (len(tied) - rel_tied))
    high = sum(before) + min(room, rel_tied)
    return [low / k, high / k]
''')

right("q48", "scope.eps_precision", "Fraction and a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
