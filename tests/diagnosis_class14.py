"""Diagnosis class 14, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), nor any
earlier class except tests/diagnosis_class9.py (read for its format only), and never ran the checker on this class
before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course get
wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class9.py (the category is kept in ``style``). Student ids
are ``"c14-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class14): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised. Two mistakes show on about one student in three (a slice
one short, a recall denominator): their student ids (``f07b``, ``a07c``) were picked, with the reference
only, among ids whose visible inputs show the mistake.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, indexing), ``hidden`` (shows only on an edge case the
hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold the
true cause only), ``data`` (mistakes about the input data). The labels say each mistake; this docstring does not.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 14 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c14-")

NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "nothing (is )?returned",
        "bare return", "returns? nothing"]
NAN = [r"\bnan\b", "not a number", "0 ?/ ?0", "zero by zero"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero", "denominator (is |of )?(0|zero)"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "the trapezoid area under the PR curve drawn from (0, 1) through every rank "
      "(the lecture's 'trapezoid technique'), not exact AP",
      [["trapez", "area under the (PR|precision.recall) curve", "PR (curve )?area", "linear interpolation between",
        r"\(P_?\(?i.?1\)? ?\+ ?P_?i\) ?/ ?2", "average of (two|consecutive|neighbou?ring) precisions"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    # trapezoid technique: area under the precision-recall curve
    xs, ys = [0.0], [1.0]
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        xs.append(hits / n_relevant)
        ys.append(hits / k)
    area = 0.0
    for i in range(1, len(xs)):
        area += (xs[i] - xs[i - 1]) * (ys[i] + ys[i - 1]) / 2
    return area
''')

wrong("s02", "dcg.classic", "sibling", "the log2(i + 1) discount at every rank (the TREC / Burges formulation) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\(i ?\+ ?1\)", r"log.{0,6}\(rank ?\+ ?1\)", r"i ?\+ ?1", "trec", "burges", "other formulation",
        "alternative formulation", "rank 2.{0,40}discount", "discount.{0,40}(one rank|shifted|off by one)"]], '''
from math import log2

def my_dcg(grades):
    return sum(rel / log2(i + 1) for i, rel in enumerate(grades, start=1))
''')

wrong("s03", "scope.eps_precision", "sibling", "the recall of the epsilon-query (relevant targets within "
      "epsilon over all relevant targets) instead of its precision",
      [["recall", "all (the )?relevant", "total (number of )?relevant", r"sum\(labels\)",
        "divid.{0,30}relevant (targets|items)", "instead of (the )?(number|count|size).{0,30}(returned|result)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = [lab for d, lab in zip(distances, labels) if d < epsilon]
    relevant = sum(labels)
    return sum(found) / relevant if relevant else 0.0
''')

wrong("s04", "roc.eer", "sibling", "the nearest-point EER: (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is "
      "smallest, with no interpolation between the two points around the crossing",
      [["nearest", "closest", "no interpolat", "not interpolat", "without interpolat", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        "average of (the )?(FPR and FNR|two (error )?rates)", "smallest (difference|gap)", r"\|FPR ?- ?FNR\|",
        "argmin"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    points = [(0.0, 1.0)]  # (false positive rate, false negative rate) before any threshold
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("s05", "map.mean", "sibling", "the mean R-precision over the queries (precision at rank n_relevant) instead "
      "of the mean of the average precisions",
      [["R.?prec", r"precision at (rank )?(R|n_relevant)\b", r"P@R\b", r"top.?R\b", "rank n_relevant",
        r"labels\[:R\]", "first n_relevant"]], '''
def my_map(runs, n_relevant):
    values = []
    for labels, R in zip(runs, n_relevant):
        values.append(sum(labels[:R]) / R if R else 0.0)
    return sum(values) / len(values)
''')

wrong("s06", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value instead of the sign test's",
      [["wilcoxon", "signed.rank", "ranks? of the (absolute )?differences", "magnitude", "size of the difference",
        "uses? the differences"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("s07", "pr.points", "sibling", "returns the recall of each point (hits / n_relevant) instead of its precision",
      [["recalls", r"recall (values|levels|points)", "instead of (the |its )?precision", "returns? (the )?recall",
        "not (the )?precision", r"x.?(coordinate|axis|value)", r"hits? ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    tp = 0
    for lab in labels:
        if lab == 1:
            tp += 1
            points.append(tp / n_relevant)
    return points
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("h01", "set.f_beta", "shape", "the (1 + beta^2) factor of the numerator is left out: P R / (b^2 P + R)",
      [[r"\(?1 ?\+ ?(beta|b|β)\^?2?\)?.{0,40}(missing|left out|forgot|dropp|omit|numerator)",
        r"(missing|left out|forgot|dropp|omit).{0,40}1 ?\+ ?(beta|b|β)", "numerator", "normali[sz]", "factor",
        "scal"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return precision * recall / (b2 * precision + recall)
''')

wrong("h02", "ap.at_k", "shape", "always divides by k instead of min(k, n_relevant)",
      [[r"/ ?k\b", r"by k\b", r"\bk alone", "instead of min", r"not min\(", r"without (the )?min",
        "ignor.{0,30}n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    total, found = 0.0, 0
    for i in range(min(k, len(labels))):
        if labels[i]:
            found += 1
            total += found / (i + 1)
    return total / k
''')

wrong("h03", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 (the number of "
      "intervals) instead of 11",
      [[r"/ ?10\b", r"by 10\b", r"\bten\b", "instead of (11|eleven)", "not (11|eleven)", "intervals",
        "fence.?post", "one (level|point) (short|too few)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        cands = [p for p, r in zip(prec, rec) if n_relevant and hits and r * 10 >= j - 1e-9]
        total += max(cands) if cands else 0.0
    return total / 10
''')

wrong("h04", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [["without (the )?- ?1", "minus (one|1)", "forg[eo]t.{0,30}(- ?1|minus|subtract)", "missing (the )?- ?1",
        "grade 0.{0,40}(gain|1|one)", "non.?relevant.{0,40}gain", "subtract"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("h05", "gen.practical", "shape", "the recall bound's denominator with s and v swapped: v / (d - v + s) "
      "instead of v / (d - s + v)",
      [[r"d ?- ?v ?\+ ?s", r"d ?\+ ?s ?- ?v", "swap", r"\bs and v\b", r"\bv and s\b", "sign", r"d ?- ?s ?\+ ?v",
        "largest possible (class|c)", "c_max", "upper bound (on|of) (c|the class)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("h06", "pr.averaged", "shape", "interpolates with the maximum over the ranks with R@k <= r (to the left) "
      "instead of R@k >= r (to the right)",
      [["left", "<=", "≤", "wrong (direction|side|way)", "revers", "earlier ranks", "before (the )?level",
        "lower recall", r"R@k ?<=? ?r", "inequality"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R if R else 0.0, hits / k))
        for j in range(11):
            r = j / 10
            cands = [p for rec, p in pts if rec <= r + 1e-12] if R else []
            curve[j] += max(cands) if cands else 0.0
    return [c / len(runs) for c in curve]
''')

wrong("h07", "ndcg.value", "shape", "discounts by the rank i instead of log2(i) (the log left out), in DCG and IDCG",
      [["without (the |a )?log", "no log", "forg[eo]t (the )?log", "log.{0,20}(missing|left out|dropped)",
        "rank itself", r"/ ?i\b", r"by (the )?rank\b", "linear(ly)? discount", r"1 ?/ ?(rank|i)\b"]], '''
def dcg(gs):
    return sum(g / i for i, g in enumerate(gs, start=1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.distances", "flow", "range(1, k) over 0-based positions: the nearest item is skipped and "
      "only k - 1 items are counted (still divided by k)",
      [[r"range\(1", "skip", "nearest (item|one|target).{0,30}(missed|left out|not counted|ignored|skipped)",
        "first (item|position|element|one)", "index 0", "off.by.one", "0.based", "1.based", "k ?- ?1 items"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels))
    hits = 0
    for i in range(1, k):
        hits += ranked[i][1]
    return hits / k
''')

wrong("f02", "ap.exact", "flow", "the return statement is indented into the loop: only rank 1 is ever seen",
      [["indent", "inside the loop", "in the loop", "first (iteration|rank|item) only", "only (the )?(first|rank 1)",
        "return.{0,30}(early|too soon|loop)", "premature", "exits? (the loop )?(early|after)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel == 1:
            hits += 1
            total += hits / k
        return total / n_relevant
    return 0.0
''')

wrong("f03", "map.mean", "flow", "appends the running AP inside the loop over ranks (at every relevant item), "
      "so the mean is over partial APs, not one AP per query",
      [["inside the (inner )?loop", "in the (inner )?loop", "indent", "every relevant (item|rank)",
        "partial", "running", "intermediate", "(once|one AP) per query", "too many (values|APs)",
        "appended? (at|for) each"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1)
                aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("f04", "interp.curve", "flow", "range(10) gives 10 levels: recall 1.0 is missing",
      [[r"range\(10\)", r"\b10 (values|levels|numbers|elements|points)", "1\\.0.{0,30}(missing|left out|dropp)",
        "(missing|left out|dropp).{0,30}(1\\.0|last level|level 1)", "last level", "one (level|value) short",
        "length", "off.by.one"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    tp = 0
    for k, x in enumerate(labels, 1):
        tp += x
        P.append(tp / k)
        R.append(tp / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(10):
        ok = [p for p, r in zip(P, R) if n_relevant and tp and 10 * r >= j - 1e-9]
        out.append(max(ok) if ok else 0.0)
    return out
''')

wrong("f05", "roc.auc", "flow", "the pair loop runs j over range(i + 1, n) only: a pair is seen only when the "
      "positive comes first in the input",
      [[r"range\(i ?\+ ?1", r"j ?> ?i", r"i ?< ?j", "half (of )?the pairs", "(some|missing|miss(es)?) pairs",
        "positive (comes |is )?(first|before)", "input order", "not every pair", "each pair once",
        "only (the )?pairs"]], '''
def my_auc(scores, labels):
    n = len(scores)
    n_pos = sum(labels)
    n_neg = n - n_pos
    good = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / (n_pos * n_neg)
''')

wrong("f06", "scope.knn_ties", "flow", "sorts the distances but reads the k-th distance from the unsorted input "
      "list (distances[k - 1] instead of the sorted list's)",
      [["unsorted", "not sorted", "input order", "original (list|order)", "before sorting", "wrong (list|variable)",
        "sorted (copy|list).{0,40}(not used|unused|ignored)", "k.th (nearest|smallest)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    kth = distances[k - 1]
    before = [lab for d, lab in zip(distances, labels) if d < kth]
    tied = [lab for d, lab in zip(distances, labels) if d == kth]
    slots = k - len(before)
    lo = sum(before) + max(0, slots - tied.count(0))
    hi = sum(before) + min(slots, sum(tied))
    return [lo / k, hi / k]
''')

wrong("f07b", "gen.grip_point", "flow", "the slice stops one short (labels[:c - 1]): rank c itself is left out",
      [[r"c ?- ?1", r"n_relevant ?- ?1", "one short", "off.by.one", "(rank|item) c.{0,30}(left out|missing|excluded)",
        "exclusive", "slice", "one (item|rank) (too )?(few|short)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    if c == 0:
        return 0.0
    return sum(labels[:c - 1]) / c
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "rank.p_at_k", "hidden", "a bare return (None) when the list holds no relevant item at all",
      [NONE], '''
def my_p_at_k(labels, k):
    if 1 not in labels:
        return
    return sum(labels[:k]) / k
''')

wrong("d02", "gen.grip_point", "hidden", "the scope is floored at 2 (max(n_relevant, 2), the paper's smallest "
      "class), so a class of one item is measured at rank 2",
      [[r"max\(.{0,20}2", r"at least (2|two)", "floor", r"rank 2\b", r"\bscope (of )?2\b",
        r"never (below|under|less than) (2|two)", r"n_relevant ?(=|==|is) ?1\b.{0,60}(2|two)",
        "single relevant"]], '''
def my_grip_point(labels, n_relevant):
    s = max(n_relevant, 2)   # a class has the query image and at least one partner
    top = list(labels[:s]) + [0] * max(0, s - len(labels))
    return sum(top) / s
''')

wrong("d03", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: ZeroDivisionError when the query has no "
      "relevant items", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, total = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "set.f_beta", "hidden", "NumPy arithmetic with no P = R = 0 guard: 0/0 gives nan, not 0",
      [NAN], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("d05", "pr.averaged", "hidden", "a query with no relevant items is skipped and the mean divides by the "
      "other queries only (it should count 0 at every level)",
      [["skip", "left out", "dropp", "exclud", "ignor", "divid.{0,40}(other|remaining|fewer|non.?empty) quer",
        "number of quer", "count(s|ed)? (as )?(0|zero)", "instead of 0"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    used = 0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        used += 1
        hits, ranks = 0, []
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                ranks.append((hits, hits / k))
        for j in range(11):
            cands = [p for h, p in ranks if 10 * h >= j * R]
            sums[j] += max(cands) if cands else 0.0
    return [s / used for s in sums] if used else [0.0] * 11
''')

wrong("d06", "scope.eps_precision", "hidden", "statistics.mean of the labels within epsilon: StatisticsError when "
      "nothing is within epsilon", [["StatisticsError", r"mean.{0,40}empty", "empty (data|list|selection|result)",
                                     r"statistics\.mean"]], '''
import statistics

def my_eps_precision(distances, labels, epsilon):
    return statistics.mean([lab for d, lab in zip(distances, labels) if d < epsilon])
''', crash="StatisticsError", scope="all")

wrong("d07", "scope.knn_ties", "hidden", "looks at the (k+1)-th nearest distance to see whether a tie straddles "
      "rank k: IndexError when k is the whole list",
      [["IndexError", "out of range", r"\[k\]", "past the end", "beyond the (end|list)",
        r"(k\+1|k ?\+ ?1).{0,20}(th|item|distance)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels))
    kth = items[k - 1][0]
    if items[k][0] != kth:           # no tie across the cut: both bounds are P@k
        p = sum(lab for _, lab in items[:k]) / k
        return [p, p]
    before = [lab for d, lab in items if d < kth]
    tied = [lab for d, lab in items if d == kth]
    slots = k - len(before)
    lo = sum(before) + max(0, slots - tied.count(0))
    hi = sum(before) + min(slots, sum(tied))
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("t01", "set.f_beta", "twin", "alpha taken as 1 / (1 + beta) in the weighted harmonic mean 1 / (alpha/P + "
      "(1 - alpha)/R) instead of 1 / (1 + beta^2) (the same numbers as beta left unsquared)",
      [["alpha", "α", "weighted harmonic", "harmonic mean"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("t02", "avg.macro", "twin", "each query's precision weighted by its number of retrieved items (tp + fp) "
      "in the mean (the same numbers as the micro average)",
      [["weight", "retrieved (items|count|documents)", r"tp ?\+ ?fp", "bigger quer", "larger quer",
        "each query (does not |doesn.t )?count(s)? (equally|the same)", "not equally"]], '''
def my_macro_precision(tables):
    num = den = 0.0
    for tp, fp, fn in tables:
        retrieved = tp + fp
        prec = tp / retrieved if retrieved else 0.0
        num += prec * retrieved
        den += retrieved
    return num / den if den else 0.0
''')

wrong("t03", "gen.practical", "twin", "the class size bounded by d (every unjudged and judged item could be "
      "relevant) instead of d - s + v: the recall bound v / d (the same numbers as the generality bound copied)",
      [[r"d ?- ?s ?\+ ?v", r"s ?- ?v", "judged non.?relevant", "known (non|ir)relevant", "cannot be relevant",
        "c_max", "largest possible (class|c)", "upper bound (on|of) (c|the class)", r"c ?<= ?d\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d              # at most every item of the database is relevant
    return [v / s, v / c_max, v / d]
''')

wrong("t04", "rank.p_at_k", "twin", "np.mean of the slice labels[:k]: a slice past the end is shorter, so it "
      "divides by the list length when k is larger (the same numbers as capping k at the list length)",
      [["np\\.mean", "mean of (the )?(slice|top)", "slice", "shorter", r"len\(labels\[:k\]\)",
        "divid.{0,30}(list length|length of the list|number of items)", "instead of k",
        "past the end", "padd"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("t05", "ap.eleven_point", "twin", "at each level takes the precision of the first relevant item whose "
      "recall reaches r, not the maximum over it and the later ranks (the same numbers as the step "
      "interpolation)",
      [["max", "first (relevant )?(item|rank|point)", "later ranks", "to the right", "not interpolat",
        "upper envelope"]], '''
def my_11pt(labels, n_relevant):
    points = []
    found = 0
    for i, lab in enumerate(labels):
        if lab:
            found += 1
            points.append((found, found / (i + 1)))
    total = 0.0
    for j in range(11):
        for h, p in points:
            if 10 * h >= j * n_relevant:
                total += p
                break
    return total / 11 if n_relevant else 0.0
''')

wrong("t06", "rank.distances", "twin", "distances turned into similarities 1/d but still sorted ascending: the "
      "least similar first (the same numbers as sorting the distances from far to near)",
      [["similarit", r"1 ?/ ?d\b", "ascending", "reciprocal", "farthest", "wrong (direction|order|way)", "revers",
        "least similar"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    sims = [1 / d for d in distances]
    order = sorted(range(len(sims)), key=lambda i: sims[i])
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("t07", "map.mrr", "twin", "np.argmax finds the first relevant item, but on a query with no relevant item "
      "it returns index 0, so that query scores 1 (the same numbers as counting an empty query as a hit at "
      "rank 1)",
      [["argmax", "index 0", "all.zero", "(no|without) relevant.{0,60}(rank 1|RR of 1|reciprocal rank of 1|"
        "counts? (as )?1|as 1|full|score 1|scores 1)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (int(np.argmax(run)) + 1) for run in runs]
    return sum(rr) / len(rr)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "counts over the retrieved LIST: a duplicated id counts twice in the hits and in "
      "the retrieved count",
      [["duplicat", r"de.?dup", r"set\(", "unique", "counted (twice|more than once)", "repeated",
        r"len\(retrieved\)", "list (instead of|not) (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for doc in retrieved if doc in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "ndcg.all_judgments", "data", "the unretrieved judgments are ignored: the ideal ranking is the "
      "retrieved grades re-sorted",
      [["ignor.{0,30}(unretrieved|never retrieved|not retrieved|missed)", "retrieved (grades|items) only",
        "only (the )?retrieved", "without (the )?unretrieved", "left out.{0,30}unretrieved",
        "unretrieved.{0,40}(ignored|left out|missing|dropped|not used|not included)",
        "ideal.{0,40}(incomplete|only)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("a03", "roc.auc", "data", "a tied (positive, negative) pair counts as a full win (>=) instead of one half",
      [["tie", "tied"], ["full (win|point|credit|pair)", r"counts? (as )?(1|one)\b", ">=", "≥", "as a win", "whole",
                         r"instead of (1/2|half|0\.5)", r"not (1/2|half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("a04", "map.mrr", "data", "queries with no relevant item retrieved are left out of the mean instead of "
      "counting 0",
      [["left out", "skip", "dropp", "exclud", "ignor", "omit",
        "divid.{0,40}(quer(y|ies) (with|that)|number of (found|hits|answered))", "fewer queries",
        "only (the )?quer(y|ies) (with|that)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                rrs.append(1 / rank)
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("a05", "ap.value", "data", "the ranking read bottom-up: the last label taken as rank 1",
      [["revers", "bottom", "backwards", "last (item|label|one) (as|at|taken as) (rank )?(1|first|the top)",
        "wrong (order|end|direction)", "upside", "inverted order", "ascending"]], '''
labels = list(reversed(v["labels"]))
hits, total = 0, 0.0
for k, lab in enumerate(labels, start=1):
    if lab:
        hits += 1
        total += hits / k
my_ap_value = total / v["n_relevant"]
''')

wrong("a06", "dcg.classic", "data", "grades divided by the top grade 3 (gains normalised to [0, 1])",
      [["normali[sz]", r"/ ?3\b", "divid.{0,30}(3|three|max|top|highest)", "scal", "maximum grade", "top grade",
        "highest grade", "fraction"]], '''
import math

def my_dcg(grades):
    gains = [g / 3 for g in grades]          # relevance on a 0..1 scale
    return sum(x / (1 if i == 1 else math.log2(i)) for i, x in enumerate(gains, 1))
''')

wrong("a07c", "interp.step", "data", "recall computed over the relevant items found in the list (sum of the "
      "labels), not n_relevant",
      [[r"sum\((the )?labels\)", "number of relevant (items )?(retrieved|in the (list|ranking))",
        "retrieved relevant", "relevant retrieved", "number of hits", "instead of n_relevant", "not n_relevant",
        "ignor.{0,20}n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    total = sum(labels)
    if total == 0:
        return 0.0
    seen = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            seen += 1
            if seen / total >= level - 1e-12:
                return seen / k
    return 0.0
''')

# ------------------------------------------------------------------------------------------------ right
right("r01", "ap.exact", "NumPy: the ranks of the relevant items with flatnonzero", '''
import numpy as np

def my_ap(labels, n_relevant):
    ranks = np.flatnonzero(np.asarray(labels) == 1) + 1
    if n_relevant == 0 or ranks.size == 0:
        return 0.0
    return float(np.sum(np.arange(1, ranks.size + 1) / ranks) / n_relevant)
''')

right("r02", "pr.points", "itertools.accumulate of the labels zipped back with them", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [hits / rank for rank, (hits, lab) in enumerate(zip(accumulate(labels), labels), 1) if lab]
''')

right("r03", "set.pr", "frozensets and a conditional division helper", '''
def my_set_pr(retrieved, relevant):
    ret, rel = frozenset(retrieved), frozenset(relevant)
    share = lambda a, b: len(a & b) / len(b) if b else 0.0
    return [share(rel, ret), share(ret, rel)]
''')

right("r04", "map.mean", "statistics.fmean over a nested AP with a while loop", '''
import statistics

def my_map(runs, n_relevant):
    def ap(labels, R):
        i, hits, total = 0, 0, 0.0
        while i < len(labels):
            if labels[i]:
                hits += 1
                total += hits / (i + 1)
            i += 1
        return total / R if R else 0.0
    return statistics.fmean(ap(list(x), R) for x, R in zip(runs, n_relevant))
''')

right("r05", "dcg.exponential", "NumPy vectorised gains and discounts", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum((np.power(2.0, g) - 1) / np.log2(np.arange(2, g.size + 2))))
''')

right("r06", "avg.macro", "exact fractions, converted at the end", '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, _ in tables]
    return float(sum(precs, Fraction(0)) / len(precs))
''')

SUBMISSIONS = tuple(S)
