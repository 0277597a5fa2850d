"""Diagnosis class 11, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, public draws, code
reading, step profiles, contrasts, ratios, checker, feedback or explanations) nor the other classes' submissions
(only class 9's file, as a format template), and never ran the checker on this class before handing it over: its
first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what second-year students of an IR evaluation
course get wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class9.py (the category is kept in ``style``). Student ids are ``"c11-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks (ap.value, ndcg.value,
dcg.exponential, sig.sign_test). Before hand-over each was compared with the task's reference only (no checker,
see tests/validate_class.py diagnosis_class11): every right one agrees on the student's visible and hidden inputs and on 200
random draws of the task's generator, every wrong one differs (or raises) on at least one of its own student's
inputs, a ``hidden`` one differs only on hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each):

* ``sibling``: another quantity the course teaches (R-precision for AP, MAP for MRR, the nearest-point EER,
  micro for macro precision, the TREC log2(i + 1) DCG, the recall of an epsilon-query, a paired t-test);
* ``shape``: a slip in the formula's shape (the (1 + beta^2) factor left out, 2^rel without the - 1, positives
  and negatives swapped in the pair comparison, AP@k over k alone, a missing parenthesis, recall returned for
  precision, 11 levels divided by 10);
* ``flow``: control flow and indexing (a rank counter never reset before the ideal's loop, 1-based ranks as
  0-based indices, a return inside the query loop, a running maximum from the wrong end, a tie group searched
  forward only, the rank counter advanced only on hits, a pairwise running average over queries);
* ``hidden``: shows only on an edge case the hidden checks cover (raises, nan, a constant returned, float levels,
  a mean over a short slice);
* ``twin``: two plausible causes give the same numbers on typical inputs; the keys hold the true cause only
  (1/beta vs beta^2 on the other term, rectangles vs ties counted 0, ties kept vs ties as losses, columns swapped
  vs 1 - precision, a 0-based index vs rank - 1, k clipped vs the list length in the denominator, a [-k:] slice
  vs a descending sort);
* ``data``: mistakes about the input data (a duplicate id hit twice, unretrieved grades appended to the ranking,
  low scores ranked first, the ideal from the retrieved grades only, grade-0 items dropped, distances sorted
  without their labels, R taken from the labels).
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 11 (written blind, first run, 2026-11-26)"

S, wrong, right = class_writer("c11-")

NAN = [r"\bnan\b", "not a number", r"0 ?/ ?0"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of AP",
      [["R.?precision", "rank n_relevant", r"rank R\b", "precision at R\\b", r"P@R\b", r"labels\[:n_relevant\]",
        "first R (ranks|items)", "cut.?off R\\b"]], '''
def my_ap(labels, n_relevant):
    # "average precision": the precision once as many items as there are relevant ones were seen
    if n_relevant == 0:
        return 0.0
    top = labels[:n_relevant]
    return sum(top) / n_relevant
''')

wrong("k02", "map.mrr", "sibling", "each query's average precision (R = the relevant items in its list), i.e. MAP, "
      "instead of the reciprocal rank of the first relevant item",
      [["average precision", r"\bAP\b", r"\bMAP\b", "every relevant (item|rank)", "all (the )?relevant (items|ranks)",
        "not only the first", "beyond the first", "later relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("k03", "roc.eer", "sibling", "(FPR + FNR) / 2 at the ROC point nearest to FPR = FNR, no interpolation between "
      "the two points around the crossing",
      [["nearest", "closest", "no interpolat", "without interpolat", "not interpolat", "never interpolat",
        r"\(FPR ?\+ ?FNR\) ?/ ?2", "average of (FPR|the two)", "mean of (FPR|the two)", "midpoint",
        "smallest (\\||difference|gap)"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0, 0)]  # (fp, tp) after each distinct threshold, highest score first
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and not y)
        pts.append((fp, tp))
    best = min(pts, key=lambda p: abs(p[0] / N - (1 - p[1] / P)))
    return (best[0] / N + 1 - best[1] / P) / 2
''')

wrong("k04", "avg.macro", "sibling", "micro-averaged precision (total tp over total retrieved) instead of the mean "
      "of the queries' precisions",
      [["micro", "pool", "total tp", r"sum of (the |all )?tp", "overall", "aggregat", "weighted by",
        "sum(med)? over (the |all )?quer"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("k05", "dcg.classic", "sibling", "the TREC / Burges discount log2(i + 1) at every rank instead of the "
      "classic formula (rank 1 undiscounted, log2(i) from rank 2)",
      [[r"log_?2? ?\(i ?\+ ?1\)", r"i ?\+ ?1", "TREC", "trec_eval", "Burges", "every rank (is )?discounted",
        "rank 1 (is )?discounted", "first (rank|item) (is )?discounted", r"arange\(2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("k06", "scope.eps_precision", "sibling", "the recall of the epsilon-query (relevant found / all relevant "
      "targets in the list) instead of its precision",
      [["recall", "all (the )?relevant", "every relevant", "number of relevant", r"sum\(labels\)", "class size",
        "relevant targets in the (whole )?(list|database|collection)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = sum(1 for d, y in zip(distances, labels) if d < epsilon and y == 1)
    total = sum(labels)
    return found / total if total else 0.0
''')

wrong("k07", "sig.sign_test", "sibling", "a paired t-test's p-value (scipy.stats.ttest_rel) instead of the sign "
      "test's", [["t.?test", "Student", r"\bt\b.{0,10}(statistic|distribution)", "ttest", "mean (of the )?difference",
                  "size of the difference", "magnitude"]], '''
from scipy import stats

my_sign_p = float(stats.ttest_rel(v["a"], v["b"]).pvalue)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("k08", "set.f_beta", "shape", "the (1 + beta^2) factor of the numerator is left out: P R / (b^2 P + R)",
      [["factor", "numerator", "scal", r"\bhalf\b",
        r"1 ?\+ ?(beta|b|β)\^?2?.{0,40}(missing|left out|omitted|forg[eo]t|dropped)",
        r"(missing|left out|omit|forg[eo]t|dropp|without).{0,40}1 ?\+ ?(beta|b|β)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * precision + recall
    if denom == 0:
        return 0.0
    return precision * recall / denom
''')

wrong("k09", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade-0 item still gains 1)",
      [["minus (one|1)", r"forg[eo]t.{0,20}(- ?1|minus)", r"without (the )?(- ?1|minus)",
        r"missing (the )?(- ?1|minus)", "grade.?0", "zero grade",
        "non.?relevant (items? )?(gain|count|add|contribut|score)", r"2\^0", "gain of 1", "offset"]], '''
from math import log2

my_dcg_exp = 0.0
for i, g in enumerate(v["grades"]):
    my_dcg_exp += 2 ** g / log2(i + 2)
''')

wrong("k10", "roc.auc", "shape", "the pair comparison is the wrong way round (the negative scoring higher counts): "
      "1 - AUC", [[r"1 ?- ?AUC", "swap", "the other way", "negative (scores|ranks|is) (higher|above|first)", "revers",
                   "invert", "complement", "wrong (direction|way)", "flipp"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                wins += 1
            elif n == p:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("k11", "ap.at_k", "shape", "always divides by k instead of min(k, n_relevant)",
      [[r"denominator (is |of )?k\b", r"divides by k\b", r"/ ?k\b", r"by k (alone|only|always)", "always k",
        "k instead of min", r"ignor.{0,30}n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    s, hits = 0.0, 0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / k
''')

wrong("k12", "gen.practical", "shape", "parentheses left out of the recall bound: v / d - s + v instead of "
      "v / (d - s + v)", [["parenthes", "precedence", "bracket", "order of operations", r"v ?/ ?d ?- ?s",
                           "negative"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / s, v / d - s + v, v / d]
''')

wrong("k13", "pr.points", "shape", "returns each point's recall (hits / n_relevant) instead of its precision "
      "(hits / rank)", [["recall (values|instead|not precision|of each|coordinate)", r"x.?(coordinate|axis)",
                         "instead of (its |the )?precision", r"divid.{0,20}n_relevant", "other (coordinate|axis)",
                         r"rank.{0,20}(instead|not)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    found = 0
    for lab in labels:
        if lab:
            found += 1
            pts.append(found / n_relevant)
    return pts
''')

wrong("k14", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10",
      [[r"/ ?10\b", r"\b(ten|10) (levels|points|intervals)", r"divid.{0,30}\b10\b", "instead of 11", "not 11",
        "intervals", "fence.?post"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        c = [p for p, q in zip(prec, rec) if q >= r]
        total += max(c) if c else 0.0
    return total / 10
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("k15", "ndcg.all_judgments", "flow", "one rank counter for both loops, never reset: the ideal ranking is "
      "discounted from rank len(grades) + 1 on", [["reset", r"not (re)?initiali[sz]", r"carr(y|ies|ied) over",
                                                  r"continues? (from|counting)", "counter", "shared",
                                                  r"same (counter|variable|index)", r"rank len", "where the DCG"]], '''
import math

def my_ndcg(grades, unretrieved):
    i = 1
    dcg = 0.0
    for g in grades:
        dcg += g if i == 1 else g / math.log2(i)
        i += 1
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = 0.0
    for g in ideal:
        idcg += g if i == 1 else g / math.log2(i)
        i += 1
    return dcg / idcg if idcg else 0.0
''')

wrong("k16", "rank.p_at_k", "flow", "1-based ranks used as 0-based indices: labels[0] (rank 1) is skipped and "
      "labels[k] (rank k + 1) counted", [["off.by.one", "index 0", r"labels\[0\]", "first (item|rank|label)", "skip",
                                         "1.based", "0.based", "zero.based", "one.based", r"range\(1", "shift"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / k
''')

wrong("k17", "map.mean", "flow", "the return is indented inside the loop over queries: it returns after the first "
      "query, that query's AP divided by the number of queries",
      [["return.{0,30}(inside|in) the loop", "indent", "first query only", "only the first query",
        "after the first (query|iteration)", "returns? (too )?early", "premature", "loop (ends|stops) after"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        labels, R = runs[q], n_relevant[q]
        hits, ap = 0, 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                ap += hits / k
        total += ap / R if R else 0.0
        return total / len(runs)
''')

wrong("k18", "interp.curve", "flow", "the running maximum is taken from the top of the list (max over the ranks "
      "before the level is reached), not over the ranks at or after it",
      [[r"running max.{0,40}(wrong|top|start|front|left|before|earlier)", "prefix", "from the (top|start|front|left)",
        "earlier ranks", r"ranks? before", "wrong direction", "revers", r"maximum.{0,30}(above|before|earlier)",
        "accumulate"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)  # running maximum
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        out.append(float(best[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("k19", "scope.knn_ties", "flow", "the tied group is searched from the k-th place forward only: tied targets "
      "above it are kept as sure and just one slot is left open",
      [[r"tied (targets|items|group).{0,40}(before|above|ahead)", "only (from|after) the k.?th", "forward",
        r"\bsure\b", "whole tie(d)? group", "start of the tie", "one slot", "single slot"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels), key=lambda t: t[0])
    kth = items[k - 1][0]
    sure = sum(lab for _, lab in items[:k - 1])
    j = k - 1
    tied = []
    while j < len(items) and items[j][0] == kth:
        tied.append(items[j][1])
        j += 1
    lo = sure + (1 if all(tied) else 0)
    hi = sure + (1 if any(tied) else 0)
    return [lo / k, hi / k]
''')

wrong("k20", "ap.value", "flow", "the rank counter is advanced only inside the `if` (on relevant items), so "
      "every precision is 1", [[r"rank.{0,40}(only|inside|within).{0,20}(if|relevant)", "indent",
                                "every precision (is )?1", "precisions? (are|all|is) (all )?1",
                                "non.?relevant (items|ranks) (are )?(not|never) (count|advanc|increment)",
                                "counter"]], '''
labels = v["labels"]
rank = 0
hits = 0
total = 0.0
for lab in labels:
    if lab:
        rank += 1
        hits += 1
        total += hits / rank
my_ap_value = total / v["n_relevant"]
''')

wrong("k21", "pr.averaged", "flow", "a pairwise running average (avg + curve) / 2 over the queries: right for two "
      "queries, later queries weigh more with three",
      [["running (mean|average)", "pairwise", r"/ ?2\b", "halv", r"(later|last) quer.{0,30}(weigh|count)", "weigh",
        "not (an )?equal", "unequal"]], '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels, R):
        if R == 0:
            return [0.0] * 11
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]

    avg = None
    for labels, R in zip(runs, n_relevant):
        c = curve(labels, R)
        avg = c if avg is None else [(a + b) / 2 for a, b in zip(avg, c)]
    return avg
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("k22", "ap.exact", "hidden", "no guard for n_relevant = 0: ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    precisions = [sum(labels[:i + 1]) / (i + 1) for i in range(len(labels)) if labels[i]]
    return sum(precisions) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("k23", "gen.practical", "hidden", "when every judged item is relevant (v = s) the recall bound is set to 1, "
      "as if nothing relevant could lie outside the scope (c = v)",
      [[r"c ?= ?v\b", r"v ?= ?s\b", "nothing (was |is )?missed",
        r"assum.{0,40}(no|nothing).{0,30}(outside|beyond|else|more)", "outside the scope", "beyond the scope",
        r"returns? 1\b", r"set (it )?to 1\b"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    if v == s:
        recall_lower = 1.0  # everything retrieved is relevant: nothing was missed
    else:
        recall_lower = v / (d - s + v)
    return [v / s, recall_lower, v / d]
''')

wrong("k24", "scope.knn_ties", "hidden", "looks at the item after the k-th (pairs[k]) to see whether the tie "
      "continues: IndexError when k is the whole list",
      [["IndexError", "index (is )?out of range", "out of (range|bounds)", r"pairs\[k\]", "past the end",
        "beyond the (end|last)", "no item after", "one past"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    if pairs[k][0] != kth:
        # the tie (if any) ends at the k-th place: nothing to break
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    above = [lab for d, lab in pairs if d < kth]
    tied = [lab for d, lab in pairs if d == kth]
    slots = k - len(above)
    lo = sum(above) + max(0, slots - tied.count(0))
    hi = sum(above) + min(slots, sum(tied))
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("k25", "avg.macro", "hidden", "NumPy division tp / (tp + fp): a query with nothing retrieved gives 0/0 = nan "
      "and the mean is nan", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(p.mean())
''')

wrong("k26", "pr.averaged", "hidden", "recall hits / R with no guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        P, Rc = [], []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            P.append(hits / k)
            Rc.append(hits / R)
        for j, r in enumerate(levels):
            sums[j] += max([p for p, rc in zip(P, Rc) if rc >= r], default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("k27", "ap.eleven_point", "hidden", "the levels are built by adding 0.1 eleven times: the third level is "
      "0.30000000000000004, so a recall of exactly 0.3 does not reach it",
      [["floating", r"float(ing)?.?point", "rounding", "round-?off", r"0\.3000", r"repeated(ly)? add",
        r"\+= ?0\.1", r"accumulat.{0,30}(0\.1|error)", "representation", "binary fraction", "exactly representable"]],
      '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total, r = 0.0, 0.0
    for _ in range(11):
        cands = [p for p, q in zip(prec, rec) if q >= r]
        total += max(cands) if cands else 0.0
        r += 0.1
    return total / 11
''')

wrong("k28", "gen.grip_point", "hidden", "np.mean(labels[:c]): a list shorter than c is divided by its own length "
      "(the missing ranks dropped instead of counted as not relevant)",
      [[r"np\.mean", "mean of the (slice|first|top|labels)", r"averag.{0,30}(slice|labels)",
        r"divid.{0,30}(len|length|slice)", "length of the (slice|list)", "padd", "denominator"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("k29", "set.f_beta", "twin", "beta replaced by 1 / beta (the student reads beta as the weight of precision): "
      "the same numbers as putting beta^2 on the recall term",
      [["invert", "inverse", "reciprocal", r"1 ?/ ?(beta|β|b)\b", "upside"]], '''
def my_f(precision, recall, beta):
    # beta > 1 should favour precision: w is the weight of P
    w = (1.0 / beta) ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + w) * precision * recall / (w * precision + recall)
''')

wrong("k30", "roc.auc", "twin", "the ROC area summed as rectangles under the lower end of each step (not "
      "trapezoids): a tied group's diagonal loses its triangle, the same numbers as tied pairs counting 0",
      [["rectangle", "trapez", r"lower (end|edge|height|corner)", r"left (end|height|corner|endpoint)",
        r"previous (TPR|height)", r"step (area|sum|function)", "Riemann"]], '''
def my_auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tpr_prev = fpr_prev = 0.0
    area = 0.0
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        fpr, tpr = fp / N, tp / P
        area += (fpr - fpr_prev) * tpr_prev  # width times height
        fpr_prev, tpr_prev = fpr, tpr
    return area
''')

wrong("k31", "sig.sign_test", "twin", "tied queries are not dropped: n counts every query (the same numbers as "
      "counting each tie as a loss of a)",
      [["not dropped", "never dropped", r"\bkept\b", r"includ.{0,30}(ties|tied)", "n (counts|includes|is) (all|every)",
        r"len\(a\)", "all (the )?queries", "every query", "(number|count) of (all )?queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("k32", "avg.macro", "twin", "each table is unpacked as fp, tp, fn (tp and fp swapped): every precision is "
      "fp / (tp + fp), the same numbers as 1 - precision",
      [["unpack", "column", r"order of the (fields|columns|entries|values)", "swap", "tp and fp", "fp and tp",
        r"mix(ed)? up", r"wrong (position|order|index)"]], '''
def my_macro_precision(tables):
    ps = []
    for fp, tp, fn in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("k33", "map.mrr", "twin", "the 0-based index of the first relevant item used as its rank (index 0 guarded as "
      "1): the same numbers as 1 / (rank - 1)",
      [["0.based", "zero.based", r"\bindex\b", "off.by.one", r"\+ ?1\b", "position (not|instead of) (the )?rank"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        if 1 in run:
            idx = run.index(1)
            total += 1.0 if idx == 0 else 1.0 / idx
    return total / len(runs)
''')

wrong("k34", "ap.at_k", "twin", "k is clipped to the list length first (k = min(k, len(labels))), so past the end "
      "the denominator becomes min(len, n_relevant): the same numbers as keeping k but writing the denominator with "
      "len(labels)",
      [["clip", r"\bcap", r"k ?= ?min\(k, ?len", r"min\(k, ?len",
        r"k (is |was )?(reduced|shortened|limited|set|cut) to", "shrunk", "changed k", r"overwrit(es|ing|ten)? k",
        "reassign"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))  # don't run past the end
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    d = min(k, n_relevant)
    return s / d if d else 0.0
''')

wrong("k35", "rank.distances", "twin", "the top-k idiom for scores, np.argsort(...)[-k:], on distances: the last k "
      "of the ascending order (the same numbers as sorting the distances descending)",
      [[r"\[-k", r"-k:", "last k", "tail", r"end of the (sorted|argsort|ascending)", r"top.?k idiom",
        r"negative (index|slice)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    top = np.argsort(distances)[-k:]  # top-k indices
    return float(np.asarray(labels)[top].sum() / k)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("k36", "set.pr", "data", "the hits are counted over the retrieved LIST: a relevant id retrieved twice is a "
      "hit twice (the denominators use the sets)",
      [["duplicat", "more than once", "repeat", r"de.?dup", "unique", "each occurrence",
        r"hits?.{0,30}(list|occurrence)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    ret = set(retrieved)
    hits = sum(1 for doc in retrieved if doc in rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("k37", "ndcg.all_judgments", "data", "the unretrieved grades are appended to the ranking, as if they were "
      "retrieved after the last item (they enter the DCG too)",
      [["append", r"added (at|to) the end", r"as if (they|it) (were|was|had been) retrieved", "after the retrieved",
        r"part of the (ranking|run)", "extend", r"(in|into) the DCG"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)  # every judged item, the retrieved ones first
    def dcg(g):
        return sum(x / (log2(i) if i > 1 else 1) for i, x in enumerate(g, 1))
    ideal = dcg(sorted(ranking, reverse=True))
    return dcg(ranking) / ideal if ideal else 0.0
''')

wrong("k38", "roc.eer", "data", "ranks the lowest score first (scores read as distances): the ROC is walked the "
      "wrong way and the value is 1 - EER",
      [["ascending", "lowest (score )?first", "low.?to.?high", "revers", r"wrong (direction|order|way)", "distance",
        "smallest (score )?first", "increasing"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    groups = {}
    for s, y in zip(scores, labels):
        groups.setdefault(s, [0, 0])[0 if y else 1] += 1
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for s in sorted(groups):  # the threshold walks through the scores
        tp += groups[s][0]
        fp += groups[s][1]
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d0 < 0 <= d1:
            t = -d0 / (d1 - d0)
            return fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
    return fpr[-1]
''')

wrong("k39", "ndcg.value", "data", "the ideal ranking holds only the retrieved grades (the unretrieved relevant "
      "items are left out of the IDCG)",
      [["ideal", "IDCG"], [r"unretrieved.{0,40}(ignor|left out|missing|dropped|omitted|not (used|included))",
                           r"(ignor|left out|missing|dropped|omit|without).{0,40}unretrieved",
                           r"retrieved (grades|items) only", "only (the )?retrieved",
                           r"never.retrieved.{0,30}(ignor|left|missing|dropped)"]], '''
import math

g = v["grades"]
dcg = sum(x / max(1.0, math.log2(i)) for i, x in enumerate(g, 1))
ideal = sorted(g, reverse=True)
idcg = sum(x / max(1.0, math.log2(i)) for i, x in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg
''')

wrong("k40", "dcg.classic", "data", "the grade-0 items are dropped before discounting, so the relevant items move "
      "up in rank", [[r"(drop|remov|filter|skip|delet)\w*.{0,40}(\b0\b|zero|non.?relevant)",
                      r"(\b0\b|zero|non.?relevant).{0,40}(drop|remov|filter|skip|delet)", "move up",
                      "closes? (up )?the gaps?", r"positions? (change|shift)", r"ranks? (change|shift)", "shift"]], '''
import math

def my_dcg(grades):
    rel = [g for g in grades if g > 0]  # non-relevant items add nothing anyway
    total = 0.0
    i = 1
    while i <= len(rel):
        total += rel[i - 1] / (1 if i == 1 else math.log2(i))
        i += 1
    return total
''')

wrong("k41", "scope.eps_precision", "data", "the distances are sorted alone (for bisect): the labels stay in input "
      "order, unpaired", [[r"labels.{0,50}(not|never|without|aren.t|are not).{0,25}(sort|reorder|move|follow|permut)",
                           r"sort.{0,40}(separately|only the distances|alone|apart|on its own)", "pair", "zip",
                           "together", "misalign", "mismatch", "input order"]], '''
from bisect import bisect_left

def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = bisect_left(ds, epsilon)  # how many are strictly closer
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("k42", "interp.step", "data", "R taken from the labels (the relevant items retrieved) instead of n_relevant: "
      "recall reaches 1 at the last relevant item retrieved",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", "retrieved relevant",
        "instead of n_relevant", "not n_relevant", r"ignor.{0,20}n_relevant", "number of hits"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)  # the relevant items of this ranking
    found = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            found += 1
            if found / R >= level:
                return found / k
    return 0.0
''')

# ------------------------------------------------------------------------------------------------ right
right("k43", "pr.points", "recursion over the rest of the list, rank and hits carried as arguments", '''
def my_pr_points(labels, n_relevant, _rank=1, _hits=0):
    if not labels:
        return []
    head, rest = labels[0], labels[1:]
    if head:
        return [(_hits + 1) / _rank] + my_pr_points(rest, n_relevant, _rank + 1, _hits + 1)
    return my_pr_points(rest, n_relevant, _rank + 1, _hits)
''')

right("k44", "interp.step", "bisect_left over the recalls at the relevant items", '''
from bisect import bisect_left

def my_step_interpolated(labels, n_relevant, level):
    ranks = [k for k, x in enumerate(labels, 1) if x]
    recalls = [i / n_relevant for i in range(1, len(ranks) + 1)]
    i = bisect_left(recalls, level)  # the first relevant item with R_i >= level
    return (i + 1) / ranks[i] if i < len(ranks) else 0.0
''')

right("k45", "roc.eer", "NumPy: FPR - FNR strictly increases along the ROC, so np.interp finds the crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    thr = np.unique(s)[::-1]
    above = s[None, :] >= thr[:, None]
    tpr = np.concatenate([[0.0], (above & y).sum(axis=1) / y.sum()])
    fpr = np.concatenate([[0.0], (above & ~y).sum(axis=1) / (~y).sum()])
    diff = fpr - (1.0 - tpr)  # -1 at (0, 0), +1 at (1, 1), one step per distinct score
    return float(np.interp(0.0, diff, fpr))
''')

right("k46", "gen.practical", "a dict of counts and exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    n = {"s": len(labels), "v": sum(1 for x in labels if x)}
    n["c_max"] = d - n["s"] + n["v"]
    out = {"precision": Fraction(n["v"], n["s"]),
           "recall_lower": Fraction(n["v"], n["c_max"]) if n["c_max"] else Fraction(0),
           "generality_lower": Fraction(n["v"], d)}
    return [float(out[k]) for k in ("precision", "recall_lower", "generality_lower")]
''')

right("k47", "ndcg.all_judgments", "heapq.nlargest for the ideal, a discount lambda", '''
import heapq
from math import log2

def my_ndcg(grades, unretrieved):
    disc = lambda i: 1.0 if i < 2 else log2(i)
    dcg = sum(g / disc(i) for i, g in enumerate(grades, 1))
    pool = list(grades) + list(unretrieved)
    ideal = heapq.nlargest(len(pool), pool)
    idcg = sum(g / disc(i) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

right("k48", "pr.averaged", "NumPy broadcasting; levels compared in integers (10 hits >= j R)", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        if R == 0 or y.size == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        reach = 10 * hits[None, :] >= levels[:, None] * R  # R@k >= j/10, exactly
        curves.append(np.where(reach, prec[None, :], 0.0).max(axis=1))
    return np.mean(curves, axis=0).tolist()
''')

SUBMISSIONS = tuple(S)
