"""Diagnosis class 208, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
over-engineer: they validate every input, sort and copy inputs "to be safe", clamp parameters into ranges they
think are sensible and normalise things that should not be normalised. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c208-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class208): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 208 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c208-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were |actually )?(retrieved|found)",
        r"sum\(labels\)", r"number of (relevant )?hits", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"n_relevant (is )?(ignored|not used|unused)", r"relevant items in the (list|ranking)"]], '''
def my_ap(labels, n_relevant):
    if not isinstance(labels, (list, tuple)):
        raise TypeError("labels must be a list")
    labels = [int(bool(x)) for x in list(labels)]  # copy and normalise to 0/1
    if n_relevant < 0:
        raise ValueError("n_relevant must be non-negative")
    found = sum(labels)
    if found == 0 or n_relevant == 0:
        return 0.0
    total, hits = 0.0, 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total += hits / rank
    return total / found
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC DCG) instead of the "
      "classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i \+ 1", r"discount\w*.{0,40}(first|rank 1|every rank)",
        r"(first|rank 1|top) (rank|item|grade).{0,40}discount", r"shift\w*.{0,20}(rank|discount)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(list(grades), dtype=float).copy()
    if g.ndim != 1:
        raise ValueError("grades must be one-dimensional")
    if np.any(g < 0):
        raise ValueError("grades must be non-negative")
    if g.size == 0:
        return 0.0
    ranks = np.arange(1, g.size + 1, dtype=float)
    discounts = np.log2(ranks + 1)
    return float(np.sum(g / discounts))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tp|tables).{0,40}(before|then)",
        r"total tp", r"summ\w* (tp|the counts) over (all )?(the )?queries",
        r"(aggregate|add)\w* (the )?(counts|tables)"]], '''
def my_macro_precision(tables):
    checked = []
    for row in tables:
        if len(row) != 3:
            raise ValueError("each table must be [tp, fp, fn]")
        tp, fp, fn = (int(x) for x in row)
        if min(tp, fp, fn) < 0:
            raise ValueError("counts must be non-negative")
        checked.append((tp, fp, fn))
    if not checked:
        return 0.0
    tp_total = sum(t[0] for t in checked)
    retrieved_total = sum(t[0] + t[1] for t in checked)
    return tp_total / retrieved_total if retrieved_total else 0.0
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"gmap", r"\blog\w*.{0,30}(mean|average|exp)", r"exp\w*.{0,30}log",
        r"product of (the )?ap"]], '''
import numpy as np

def my_map(runs, n_relevant):
    if len(runs) != len(n_relevant):
        raise ValueError("one n_relevant per query")
    aps = []
    for labels, n in zip([list(r) for r in runs], list(n_relevant)):
        hits, total = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                total += hits / k
        aps.append(total / n if n > 0 else 0.0)
    aps = np.clip(np.array(aps, dtype=float), 1e-5, None)  # avoid log(0)
    return float(np.exp(np.mean(np.log(aps))))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant retrieved over "
      "n_relevant) instead of the precision at s = n_relevant",
      [[r"recall of the (whole|entire|full)", r"whole (list|ranking)", r"entire (list|ranking)",
        r"all (the )?(ranks|labels|items)", r"not cut", r"without (the )?cut", r"never cut\w*", r"sum\(labels\)",
        r"(found|retrieved) ?(relevant )?(items )?(over|divided by|/) ?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    if n_relevant <= 0:
        raise ValueError("the class must have at least one member")
    found = sum(labels)
    if found > n_relevant:
        raise ValueError("more relevant items found than exist")
    return found / n_relevant
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of interpolating the crossing between two ROC points",
      [[r"nearest", r"closest", r"smallest \|?fpr", r"not interpolat\w*", r"no interpolation",
        r"without interpolat\w*", r"never interpolat\w*", r"(one|a single|an existing) roc point",
        r"min\w* .{0,20}\|?fpr ?- ?fnr"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float).copy()
    y = np.array(labels, dtype=int).copy()
    if s.shape != y.shape:
        raise ValueError("scores and labels differ in length")
    P, N = int((y == 1).sum()), int((y == 0).sum())
    if P == 0 or N == 0:
        raise ValueError("need both classes")
    best_gap, best = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return float(best)
''')

wrong("q30", "rank.r_precision", "sibling", "computes the precision of the whole retrieved list (relevant retrieved "
      "over its length) instead of the precision at rank R = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"length of the (list|ranking)",
        r"all (the )?(ranks|items|retrieved)", r"not at (rank )?r\b", r"instead of (at )?(rank )?r\b",
        r"never cut\w*", r"not cut"]], '''
labels = list(v["labels"])  # copy
assert all(x in (0, 1) for x in labels), "labels must be 0/1"
assert len(labels) > 0
my_r_precision = round(sum(labels) / len(labels), 4)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta) P R / (beta P + R)",
      [[r"beta\s*\*\*\s*2.{0,30}(missing|forgot|not|instead)", r"not squar\w*", r"without squar\w*",
        r"squar\w*.{0,30}(missing|forgot|left out|omitted)", r"forg[eo]t.{0,20}squar\w*", r"beta instead of beta",
        r"\bb instead of b\^?2", r"beta\^?2.{0,20}(missing|forgot)", r"linear in beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    precision, recall, beta = float(precision), float(recall), float(beta)
    if not (0.0 <= precision <= 1.0 and 0.0 <= recall <= 1.0):
        raise ValueError("precision and recall must lie in [0, 1]")
    if beta <= 0:
        raise ValueError("beta must be positive")
    denominator = beta * precision + recall
    if denominator == 0:
        return 0.0
    return (1 + beta) * precision * recall / denominator
''')

wrong("q09", "dcg.trec", "shape", "divides by the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e\b", r"log base e", r"(another|wrong|other) base",
        r"not (in )?base 2", r"instead of log2", r"log\b(?!2).{0,20}instead"]], '''
import numpy as np

grades = np.array(list(v["grades"]), dtype=float)
if (grades < 0).any():
    raise ValueError("negative grade")
positions = np.arange(1, len(grades) + 1)
my_dcg_trec = float(np.sum(grades / np.log(positions + 1)))
''')

wrong("q10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"max\(k", r"larger of", r"bigger of", r"greater of", r"instead of (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if k <= 0:
        raise ValueError("k must be positive")
    top = list(labels)[:k]          # copy of the top k only
    top = [1 if x else 0 for x in top]
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, acc = 0, 0.0
    for i, lab in enumerate(top, start=1):
        if lab:
            hits += 1
            acc += hits / i
    return acc / denom
''')

wrong("q11", "gen.practical", "shape", "computes recall's lower bound as v / (d - s), leaving the + v out of the "
      "denominator d - s + v",
      [[r"\+ ?v.{0,30}(missing|left out|dropped|forgot|omitted)", r"(missing|without|forgot|drop\w*|omit\w*).{0,20}\+ ?v",
        r"d ?- ?s\b(?! ?\+)", r"v ?/ ?\(d ?- ?s\)"]], '''
def my_practical(labels, d):
    labels = [int(bool(x)) for x in labels]
    s = len(labels)
    if s == 0:
        raise ValueError("empty scope")
    if d < s:
        raise ValueError("the database cannot be smaller than the scope")
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    if n_relevant <= 0:
        return 0.0
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        points.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = Fraction(0)
    for i in range(11):
        r = Fraction(i, 10)
        total += max((p for rec, p in points if rec >= r), default=Fraction(0))
    return float(total / 10)
''')

wrong("q13", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target without capping it at the "
      "free places left in the top k (no min(tied relevant, slots))",
      [[r"\bcap\w*", r"\bmin\b", r"more than (the )?(k|free|available|remaining)", r"exceed\w* (k|the (free|available))",
        r"(free|remaining|available|open) (places|slots|positions)", r"all (the )?tied relevant",
        r"every tied relevant", r"above 1", r"bigger than 1", r"greater than 1"]], '''
def my_knn_tie_bounds(distances, labels, k):
    if len(distances) != len(labels):
        raise ValueError("lengths differ")
    if not 1 <= k <= len(distances):
        raise ValueError("k out of range")
    pairs = sorted(zip([float(x) for x in distances], [int(bool(y)) for y in labels]))
    cut = pairs[k - 1][0]
    before = [y for dd, y in pairs if dd < cut]
    tied = [y for dd, y in pairs if dd == cut]
    slots = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = sum(before) + max(0, slots - tied_non)
    high = sum(before) + tied_rel
    return [low / k, high / k]
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"\btie\w*.{0,40}(1\b(?!/)|one\b|whole|full|win)", r">=", r"greater or equal", r"at least as high",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float).copy()
    y = np.asarray(labels).astype(int)
    if s.shape != y.shape:
        raise ValueError("scores and labels must have the same length")
    pos, neg = s[y == 1], s[y == 0]
    if pos.size == 0 or neg.size == 0:
        raise ValueError("need at least one positive and one negative")
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (pos.size * neg.size))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1], so the item at rank k is never counted (off by one)",
      [[r"off.by.one", r"k ?- ?1", r"rank k (is )?(never|not) (counted|included|read)", r"misses? (the )?(rank k|k-th|last)",
        r"one (rank|item) (short|too few)", r"(first|top) k ?- ?1", r"(last|k-th) (rank|item) (left out|dropped|skipped)"]], '''
def my_p_at_k(labels, k):
    if not isinstance(k, int) or k < 1:
        raise ValueError("k must be a positive integer")
    labels = [1 if x else 0 for x in list(labels)]
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank, non-relevant ranks included, instead of only at "
      "the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items).{0,30}(too|also|included|add)",
        r"(also|too) (at|for) (the )?non.?relevant", r"not only (at )?(the )?relevant", r"one point per rank",
        r"outside the if", r"regardless of (the )?(label|relevance)"]], '''
def my_pr_points(labels, n_relevant):
    labels = [int(bool(x)) for x in labels]
    if n_relevant < 0:
        raise ValueError("n_relevant must be >= 0")
    if sum(labels) == 0:
        return []
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("q17", "map.mean", "flow", "the hit counter and the precision sum are set to 0 once before the query loop, "
      "so they accumulate over the queries instead of being reset for each query",
      [[r"reset", r"re-?initiali[sz]\w*", r"accumulat\w*", r"carr\w* over", r"carried",
        r"(outside|before) the (query )?loop", r"previous quer\w*", r"across (the )?queries",
        r"never (set back|zeroed)", r"not (set back|zeroed)"]], '''
def my_map(runs, n_relevant):
    runs = [list(r) for r in runs]           # defensive copies
    n_relevant = list(n_relevant)
    if len(runs) != len(n_relevant):
        raise ValueError("runs and n_relevant must have the same length")
    if not runs:
        return 0.0
    aps = []
    hits, total = 0, 0.0
    for labels, n in zip(runs, n_relevant):
        for k, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                total += hits / k
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision over the ranks UP TO the first rank "
      "reaching the level (the ranks above it) instead of over the ranks at or after it",
      [[r"(up to|before|above|earlier|preceding) (the )?(first )?rank", r"running max\w*", r"prefix",
        r"left of", r"(ranks|items) before", r"instead of (the ranks )?(after|below|to the right)",
        r"not (the ranks )?(after|below|to the right)", r"wrong side", r"so far"]], '''
def my_interpolated(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    if n_relevant <= 0:
        return [0.0] * 11
    levels = [i / 10 for i in range(11)]
    result = []
    for r in levels:
        best, hits, reached = 0.0, 0, False
        for k, lab in enumerate(labels, 1):
            hits += lab
            best = max(best, hits / k)
            if hits / n_relevant >= r:
                reached = True
                break
        result.append(best if reached else 0.0)
    return result
''')

wrong("q19", "pr.averaged", "flow", "the return sits inside the loop over the queries, so only the first query's "
      "11-point curve is returned",
      [[r"return.{0,30}(inside|in) the (query |for )?loop", r"first query", r"only one query", r"one query only",
        r"(early|premature) return", r"loop (stops|ends|exits) after", r"(other|remaining|later) queries (are )?(ignored|never|skipped)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    runs = [np.array(r, dtype=int).copy() for r in runs]
    nrel = [int(n) for n in n_relevant]
    if len(runs) != len(nrel):
        raise ValueError("length mismatch")
    levels = np.linspace(0.0, 1.0, 11)
    total = np.zeros(11)
    for labels, n in zip(runs, nrel):
        curve = np.zeros(11)
        if n > 0 and labels.size:
            hits = np.cumsum(labels)
            prec = hits / np.arange(1, labels.size + 1)
            rec = hits / n
            for i, r in enumerate(levels):
                ok = rec >= r - 1e-12
                curve[i] = prec[ok].max() if ok.any() else 0.0
        total += curve
        return (total / len(runs)).tolist()
''')

wrong("q20", "ndcg.all_judgments", "flow", "sorts the ideal ranking in ascending order (lowest grade first; the "
      "sort is never reversed)",
      [[r"ascending", r"low(est)? (to|first)", r"not reversed", r"never reversed", r"reverse ?= ?true.{0,20}(missing|forgot)",
        r"forg[eo]t.{0,20}reverse", r"without reverse", r"wrong (sort )?order", r"increasing (order)?",
        r"worst.{0,10}first"]], '''
import math

def my_ndcg(grades, unretrieved):
    grades = [float(g) for g in grades]
    unretrieved = [float(g) for g in unretrieved]
    if any(g < 0 for g in grades + unretrieved):
        raise ValueError("grades must be non-negative")

    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

    ideal = sorted(g for g in grades + unretrieved if g > 0)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q21", "interp.step", "flow", "the loop over the PR points has no break, so it keeps overwriting the value "
      "and returns the precision of the LAST point whose recall reaches the level, not the first",
      [[r"\bbreak\b", r"last (point|relevant|one)", r"overwrit\w*", r"keeps? (going|looping|updating)",
        r"(doesn't|does not|never) stop", r"not the first", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if not 0 < level <= 1:
        raise ValueError("level must be in (0, 1]")
    labels = [int(bool(x)) for x in labels]
    if n_relevant <= 0:
        return 0.0
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    value = 0.0
    for rec, prec in points:
        if rec >= level:
            value = prec
    return value
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "raises ValueError on an empty retrieved list (input validation) instead of "
      "returning precision 0",
      [[r"ValueError", r"raises?", r"crash\w*", r"exception"],
       [r"empty", r"nothing (is )?retrieved", r"no (item|document|id)s? (is |are )?retrieved"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        raise ValueError("retrieved must not be empty")
    ret = set(map(str, retrieved))
    rel = set(map(str, relevant))
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ValueError", scope="all")

wrong("q23", "set.f_beta", "hidden", "clamps beta into [0.5, 3] (the values of the lecture) before using it, so a "
      "larger or smaller beta is changed",
      [[r"clamp\w*", r"clip\w*", r"cap\w*", r"limit\w*", r"restrict\w*", r"bound\w* (beta|to)",
        r"\[0\.5, ?3\]", r"range", r"(changes|replaces|overrides) beta", r"min\(.{0,10}max\("]], '''
def my_f(precision, recall, beta):
    p, r = float(precision), float(recall)
    if p < 0 or r < 0:
        raise ValueError("negative precision or recall")
    b = min(max(float(beta), 0.5), 3.0)   # keep beta in a sensible range
    if p == 0 and r == 0:
        return 0.0
    b2 = b * b
    return (1 + b2) * p * r / (b2 * p + r)
''')

wrong("q24", "ap.at_k", "hidden", "clips k to the list length before the denominator min(k, n_relevant), so a k "
      "longer than the list divides by too little",
      [[r"clip\w*", r"clamp\w*", r"cap\w*", r"truncat\w*", r"min\(k, ?len", r"k.{0,30}(list|ranking)'?s? length",
        r"length of the (list|ranking)", r"len\(labels\)", r"shorten\w* k", r"reduc\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    labels = [1 if x else 0 for x in labels]
    if k < 1:
        raise ValueError("k must be >= 1")
    k = min(k, len(labels))          # k cannot be longer than the ranking
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

wrong("q25", "gen.grip_point", "hidden", "cuts the scope at min(n_relevant, len(labels)) and divides by that, so a "
      "list shorter than the class divides by the list length instead of counting the missing ranks as not relevant",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"min\(", r"divid\w* by (the )?(list|ranking|number of (items|ranks))", r"truncat\w*", r"clip\w*",
        r"clamp\w*", r"cap\w*"]], '''
def my_grip_point(labels, n_relevant):
    labels = list(labels)
    if n_relevant < 1:
        raise ValueError("class size must be positive")
    s = min(n_relevant, len(labels))     # cannot look beyond the end
    return sum(1 for x in labels[:s] if x) / s
''')

wrong("q26", "pr.averaged", "hidden", "drops the queries with no relevant items from the mean (divides by the "
      "number of queries that have relevant items) instead of counting them as 0 at every level",
      [[r"drop\w*", r"skip\w*", r"exclud\w*", r"filter\w*", r"left out", r"leav\w* out", r"ignor\w*",
        r"not count\w*", r"omit\w*"],
       [r"no relevant", r"zero relevant", r"n_relevant (is |= ?|== ?)0", r"empty (quer|class)", r"without relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    queries = [(list(r), int(n)) for r, n in zip(runs, n_relevant) if int(n) > 0]  # only meaningful queries
    if not queries:
        return [0.0] * 11
    sums = [0.0] * 11
    for labels, n in queries:
        prec, rec, hits = [], [], 0
        for k, lab in enumerate(labels, 1):
            hits += 1 if lab else 0
            prec.append(hits / k)
            rec.append(hits / n)
        for i in range(11):
            r = i / 10
            sums[i] += max([p for p, rc in zip(prec, rec) if rc >= r - 1e-12], default=0.0)
    return [x / len(queries) for x in sums]
''')

wrong("q27", "scope.knn_ties", "hidden", "its input check raises ValueError when k equals the number of targets "
      "(k = the whole list is valid)",
      [[r"ValueError", r"raises?", r"crash\w*", r"exception"],
       [r"whole list", r"k ?(=|==|equals?) ?(the )?(len|number|length|n\b)", r"k.{0,20}(all|every) (the )?targets",
        r"k equal", r"as (long|large) as the list"]], '''
def my_knn_tie_bounds(distances, labels, k):
    distances = [float(x) for x in distances]
    labels = [int(bool(y)) for y in labels]
    if len(distances) != len(labels):
        raise ValueError("distances and labels must have the same length")
    if not 0 < k < len(distances):
        raise ValueError("k must be between 1 and the number of targets - 1")
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    n_before = sum(1 for d in distances if d < cut)
    rel_before = sum(y for d, y in zip(distances, labels) if d < cut)
    tied_rel = sum(y for d, y in zip(distances, labels) if d == cut)
    tied_non = sum(1 - y for d, y in zip(distances, labels) if d == cut)
    slots = k - n_before
    return [(rel_before + max(0, slots - tied_non)) / k, (rel_before + min(slots, tied_rel)) / k]
''', crash="ValueError", scope="all")

wrong("q28", "ap.exact", "hidden", "caps n_relevant at the list length ('cannot have more relevant than "
      "retrieved'), so a query with more relevant items than ranks divides by too little",
      [[r"cap\w*", r"clip\w*", r"clamp\w*", r"min\(n_relevant", r"len\(labels\)", r"list length",
        r"length of the (list|ranking)", r"truncat\w*", r"limit\w*"]], '''
def my_ap(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    n_relevant = min(int(n_relevant), len(labels))  # sanity: cannot exceed the ranking
    if n_relevant <= 0:
        return 0.0
    hits, total = 0, 0.0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "clamps k to the list length (k = min(k, len(labels))) before dividing, so a k "
      "beyond the end of the list divides by the list length instead of k",
      [[r"clamp\w*", r"clip\w*", r"cap\w*", r"min\(k", r"truncat\w*", r"limit\w* k", r"reduc\w* k", r"shorten\w* k",
        r"k.{0,20}(set|reset|changed) to (the )?(list|len)"]], '''
def my_p_at_k(labels, k):
    labels = [int(bool(x)) for x in labels]
    if k < 1:
        raise ValueError("k must be at least 1")
    if not labels:
        return 0.0
    k = min(k, len(labels))   # guard against k past the end of the list
    return sum(labels[:k]) / k
''')

wrong("q07", "rank.r_precision", "twin", "takes R as the number of relevant items found in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|items) (found|retrieved)", r"retrieved relevant", r"ignor\w* n_relevant",
        r"instead of n_relevant", r"n_relevant (is )?(ignored|not used|unused)", r"recount\w*",
        r"count\w* (the )?(ones|relevant labels|1s)"]], '''
labels = [1 if x else 0 for x in v["labels"]]
R = sum(labels)  # count the relevant items myself instead of trusting the given number
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q31", "ndcg.all_judgments", "twin", "sorts the retrieved grades from high to low (a copy 'to be safe') "
      "before computing the DCG, so the numerator is the DCG of the best order of what was retrieved",
      [[r"sort\w*.{0,40}(retrieved|grades|ranking|input|numerator|dcg)", r"(retrieved|input) (grades|ranking).{0,30}sort\w*",
        r"(reorder|re-?rank)\w*", r"ranking order.{0,20}(lost|ignored)", r"ignor\w*.{0,20}(the )?(order|ranking)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranked = sorted([float(g) for g in grades], reverse=True)   # work on a clean sorted copy
    pool = sorted([float(g) for g in grades] + [float(g) for g in unretrieved], reverse=True)

    def dcg(gs):
        return sum(g / (1.0 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))

    ideal = dcg(pool)
    return dcg(ranked) / ideal if ideal > 0 else 0.0
''')

wrong("q32", "scope.eps_precision", "twin", "sorts the distances (a copy) but not the labels with them, so the "
      "labels no longer belong to their targets",
      [[r"sort\w*.{0,40}(distances|not the labels|without the labels)", r"(labels|pairs?).{0,30}(misaligned|mismatch\w*|out of (sync|step))",
        r"misalign\w*", r"mismatch\w*", r"labels (are |were )?not (sorted|moved|permuted|reordered)",
        r"(no longer|don't|do not|not) (belong|match|correspond)"]], '''
def my_eps_precision(distances, labels, epsilon):
    if len(distances) != len(labels):
        raise ValueError("length mismatch")
    if epsilon <= 0:
        raise ValueError("epsilon must be positive")
    d = sorted(float(x) for x in distances)   # sorted copy, nearest first
    y = [int(bool(l)) for l in labels]
    inside = [y[i] for i in range(len(d)) if d[i] < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q33", "pr.points", "twin", "deduplicates and sorts the precisions ('to be safe': set, then sorted high to "
      "low) instead of keeping one point per relevant item in rank order",
      [[r"\bset\b", r"dedup\w*", r"duplicat\w*", r"sort\w*", r"rank order.{0,20}(lost|not kept)", r"descending",
        r"high to low", r"reorder\w*"]], '''
def my_pr_points(labels, n_relevant):
    labels = [1 if x else 0 for x in labels]
    if n_relevant < 0:
        raise ValueError("n_relevant must be non-negative")
    precisions = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            precisions.append(hits / rank)
    return sorted(set(precisions), reverse=True)
''')

wrong("q34", "interp.curve", "twin", "rounds each recall to one decimal ('to avoid float problems') before "
      "comparing it with the level, so a recall just below a level counts as reaching it",
      [[r"round\w*", r"one decimal", r"1 decimal", r"\bdecimal"]], '''
def my_interpolated(labels, n_relevant):
    labels = [int(bool(x)) for x in labels]
    if n_relevant <= 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        hits += lab
        pts.append((round(hits / n_relevant, 1), hits / k))
    return [max([p for rc, p in pts if rc >= round(i / 10, 1)], default=0.0) for i in range(11)]
''')

wrong("q35", "ap.value", "twin", "sorts the labels high to low 'to be safe' before computing AP, so it computes "
      "the AP of the perfect reordering of the list",
      [[r"sort\w*", r"reorder\w*", r"re-?rank\w*", r"ranking order.{0,20}(lost|ignored)", r"ignor\w*.{0,20}order",
        r"relevant (items )?(moved|put) (to the )?(top|first)"]], '''
labels = sorted((int(x) for x in v["labels"]), reverse=True)
n = int(v["n_relevant"])
assert n >= sum(labels), "more relevant found than exist"
hits, acc = 0, 0.0
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        acc += hits / k
my_ap_value = round(acc / n, 4) if n else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "sig.sign_test", "data", "keeps the tied queries and counts them as losses of a (n = all queries) "
      "instead of dropping them",
      [[r"ties? (are |were )?(kept|counted|included|not dropped)", r"(kept|counted|includ\w*|keep\w*).{0,30}ties?",
        r"tied quer\w*.{0,30}(loss|kept|counted|included|not dropped)", r"(did not|didn't|never|not) drop",
        r"n ?= ?(all|every|len)", r"ties? as (a )?loss\w*", r"all (the )?queries"]], '''
from scipy.stats import binomtest

a = [float(x) for x in v["a"]]
b = [float(x) for x in v["b"]]
assert len(a) == len(b), "paired samples must have the same length"
wins = sum(1 for x, y in zip(a, b) if x > y)
n = len(a)
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("q37", "scope.eps_precision", "data", "normalises the distances by the largest distance before comparing "
      "them with epsilon, so epsilon is applied to rescaled distances",
      [[r"normali[sz]\w*", r"rescal\w*", r"scal\w*", r"divid\w* by (the )?(max|largest)", r"max\(distances\)",
        r"relative distances"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float).copy()
    y = np.asarray(labels, dtype=int).copy()
    if d.shape != y.shape:
        raise ValueError("shapes differ")
    if d.max() > 0:
        d = d / d.max()              # put distances on a common [0, 1] scale
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("q38", "rank.distances", "data", "sorts the distances from large to small (treats them as similarity scores), "
      "so the farthest items are ranked first",
      [[r"descending", r"large(st)? (to|first)", r"farthest", r"furthest", r"reverse", r"similarit\w*",
        r"score\w* instead of (a )?distance", r"wrong (sort )?(order|direction)", r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if len(distances) != len(labels):
        raise ValueError("distances and labels must match")
    if k <= 0:
        raise ValueError("k must be positive")
    ranked = sorted(zip(list(distances), list(labels)), key=lambda t: t[0], reverse=True)
    top = ranked[:k]
    return sum(1 for _, lab in top if lab) / k
''')

wrong("q39", "map.mean", "data", "sorts n_relevant (a copy 'to be safe'), so the class sizes no longer belong to "
      "their queries",
      [[r"sort\w*.{0,30}n_relevant", r"n_relevant.{0,40}sort\w*", r"misalign\w*", r"mismatch\w*",
        r"(no longer|don't|do not|not) (belong|match|correspond|line up)", r"wrong (quer|class size)\w*",
        r"out of (order|sync|step)"]], '''
def my_map(runs, n_relevant):
    runs = [list(r) for r in runs]
    n_relevant = sorted(int(n) for n in n_relevant)
    if len(runs) != len(n_relevant):
        raise ValueError("mismatched lengths")
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total += s / n if n else 0.0
    return total / len(runs) if runs else 0.0
''')

wrong("q40", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (the columns in the wrong order), so its "
      "tp + fp is really tp + fn",
      [[r"tp ?\+ ?fn", r"\bfn\b.{0,30}(instead of|as|for|in place of).{0,10}\bfp\b",
        r"\bfp\b.{0,30}(and|with|swapped|confused).{0,10}\bfn\b", r"swap\w*", r"column\w*.{0,20}order",
        r"order of the (columns|counts|fields)", r"\[tp, ?fn, ?fp\]", r"recall"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    if not tables:
        raise ValueError("no queries")
    precisions = []
    for t in tables:
        tp, fn, fp = (int(x) for x in t)
        if tp < 0 or fp < 0 or fn < 0:
            raise ValueError("negative count")
        retrieved = tp + fp
        precisions.append(Fraction(tp, retrieved) if retrieved else Fraction(0))
    return float(sum(precisions) / len(precisions))
''')

wrong("q41", "dcg.classic", "data", "normalises the grades by the largest grade (to [0, 1]) before summing the "
      "discounted gains",
      [[r"normali[sz]\w*", r"rescal\w*", r"scal\w*", r"divid\w* by (the )?(max|largest|highest)", r"max\(grades\)",
        r"\[0, ?1\]"]], '''
import math

def my_dcg(grades):
    grades = [float(g) for g in grades]
    if any(g < 0 for g in grades):
        raise ValueError("grades must be >= 0")
    top = max(grades, default=0.0)
    if top == 0:
        return 0.0
    gains = [g / top for g in grades]      # grades on a 0..1 scale
    return gains[0] + sum(g / math.log2(i) for i, g in enumerate(gains[1:], start=2))
''')

wrong("q42", "gen.practical", "data", "takes the database size as d + s (reads d as the items outside the judged "
      "scope)",
      [[r"d ?\+ ?s", r"s ?\+ ?d", r"(outside|beyond|besides|apart from) the (judged )?scope", r"add\w* s",
        r"database (size )?(too large|wrong)", r"double.?count\w*"]], '''
def my_practical(labels, d):
    labels = [1 if x else 0 for x in labels]
    s = len(labels)
    if s == 0 or d <= 0:
        raise ValueError("empty scope or database")
    v = sum(labels)
    size = d + s              # the judged scope plus the rest of the database
    return [v / s, v / (size - s + v), v / size]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "validated input, sets of str ids", '''
def my_set_pr(retrieved, relevant):
    if retrieved is None or relevant is None:
        raise TypeError("inputs must be lists")
    ret = {str(x) for x in retrieved}
    rel = {str(x) for x in relevant}
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [float(precision), float(recall)]
''')

right("q44", "rank.distances", "stable sorted copy of (distance, index) pairs", '''
def my_p_at_k_from_distances(distances, labels, k):
    if len(distances) != len(labels):
        raise ValueError("length mismatch")
    if k < 1:
        raise ValueError("k must be >= 1")
    order = sorted(range(len(distances)), key=lambda i: (float(distances[i]), i))
    return sum(1 for i in order[:k] if labels[i]) / k
''')

right("q45", "roc.auc", "NumPy pairwise comparison with validation", '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores, dtype=float, copy=True)
    y = np.array(labels, dtype=int, copy=True)
    if s.shape != y.shape:
        raise ValueError("scores and labels must have the same length")
    pos, neg = s[y == 1], s[y == 0]
    if pos.size == 0 or neg.size == 0:
        raise ValueError("need both classes")
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

right("q46", "map.mrr", "itertools.compress over ranks, defensive copies", '''
from itertools import compress, count

def my_mrr(runs):
    runs = [[int(bool(x)) for x in run] for run in runs]
    if not runs:
        raise ValueError("no queries")
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q47", "gen.practical", "Fractions with input checks", '''
from fractions import Fraction

def my_practical(labels, d):
    labels = [1 if x else 0 for x in labels]
    s = len(labels)
    if s == 0 or d < s:
        raise ValueError("need 0 < s <= d")
    v = sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q48", "interp.step", "list of PR points, first reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    labels = [int(bool(x)) for x in labels]
    if not 0 < level <= 1:
        raise ValueError("level must be in (0, 1]")
    if n_relevant <= 0:
        return 0.0
    hits, points = 0, []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    return next((p for r, p in points if r >= level), 0.0)
''')

SUBMISSIONS = tuple(S)
