"""Diagnosis class 210, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix Python 2-era habits and type confusion: integer division and ``float(x) / y`` everywhere, ``map``/``filter``
results treated as lists and consumed twice, booleans summed, strings compared with ints, lists and tuples mixed
up. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check
hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c210-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class210): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 210 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c210-")

RETRIEVED_ONLY = [r"(relevant|hits?) (items? )?(retrieved|found|in the (list|ranking))", r"instead of n_relevant",
                  r"not n_relevant", r"ignor\w*.{0,40}(unretrieved|never retrieved|missing relevant)",
                  r"sum\(labels\)", r"(count|number) of (1s|ones)", r"n_relevant (is )?(ignored|unused|not used)"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (trec_eval's DCG) instead of "
      "the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"trec", r"log.{0,12}rank\s*\+\s*1", r"(rank 1|first rank|first item).{0,50}"
        r"(discount|divid)", r"discount\w*.{0,30}(every|all|each) rank", r"i\s*\+\s*1\b"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(len(grades)):
        total += grades[i] / math.log(i + 2, 2)
    return total
''')

wrong("q02", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the mean "
      "of the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(counts|tp|tables)", r"total(s|led)? (over|across|of) (all )?"
        r"(the )?(queries|counts)", r"(counts|tp|fp) (are )?(added|summed) (up )?(over|across)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    ret = sum(t[0] + t[1] for t in tables)
    return float(tp) / ret if ret else 0.0
''')

wrong("q03", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions (hits / rank)",
      [[r"recalls? instead of (the |their )?precisions?", r"divid\w* by n_relevant", r"n_relevant instead of (the )?rank",
        r"hits\s*/\s*n_relevant", r"(returns?|gives?|lists?) (the )?recalls?", r"recall (values|levels) instead"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append(float(hits) / n_relevant)
    return pts
''')

wrong("q04", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)",
        r"average precision (itself|instead)", r"\bAP\b instead", r"no interpolation", r"not interpolat",
        r"without interpolat", r"(precisions? )?at the relevant ranks"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels):
        if rel == 1:
            hits += 1
            total += hits / float(i + 1)
    return total / n_relevant
''')

wrong("q05", "sig.sign_test", "sibling", "gives the one-sided p-value (one binomial tail, never doubled) instead of "
      "the two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"half (of )?the two.?sided",
        r"forg\w* to double", r"times 2", r"one.?tailed"]], '''
from math import factorial

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))      # True counts 1
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
choose = lambda n, i: factorial(n) // (factorial(i) * factorial(n - i))
my_sign_p = sum(choose(n, i) for i in range(k + 1)) / 2.0 ** n
''')

wrong("q06", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F_beta instead of F_beta",
      [[r"\bE.?measure", r"E\s*=\s*1\s*-", r"1\s*-\s*F", r"one minus", r"complement", r"effectiveness",
        r"van rijsbergen"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    # van Rijsbergen's measure from the textbook
    return 1.0 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q07", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"gm_?map", r"product", r"n.?th root"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1.0)
        aps.append(s / R if R else 0.0)
    return float(np.prod(aps) ** (1.0 / len(aps)))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"squar", r"beta instead of beta", r"missing (the )?(\^|\*\*) ?2", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "writes the gain as 2 ^ rel - 1, which in Python is a bitwise XOR "
      "(2 ^ (rel - 1)), not the power 2 ** rel - 1",
      [[r"xor", r"\^.{0,30}(not|isn't|is not).{0,20}power", r"bitwise", r"exclusive or", r"power operator"]], '''
from math import log

g = v["grades"]
my_dcg_exp = sum((2 ^ rel - 1) / log(i + 1, 2) for i, rel in enumerate(g, 1))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(as|count\w*|scor\w*) (a )?(1(?!/)|one\b|whole|full|win)", r">=", r"greater than or equal",
        r"tie\w*.{0,40}instead of (1/2|half|0\.5)", r"full (point|credit)", r"tie\w* (are )?(counted )?as wins"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(p >= n for p in pos for n in neg)   # summing bools
    return good / float(len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "the recall bound divides by d - s, leaving the + v out of v / (d - s + v)",
      [[r"\+\s*v\b", r"plus v\b", r"(left|leaves|leaving) out.{0,20}\bv\b", r"without.{0,20}\bv\b",
        r"forg\w*.{0,20}\bv\b", r"v\s*/\s*\(?d\s*-\s*s\)?(?!\s*\+)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / float(s), v / float(d - s), v / float(d)]
''', crash="ZeroDivisionError")

wrong("q12", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/\s*k\b", r"instead of min", r"not (by )?min", r"denominator (is |of )?k\b",
        r"(always|just|only) k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += float(hits) / (i + 1)
    return s / k
''')

wrong("q13", "set.pr", "shape", "the two denominators are swapped: precision divides the hits by the relevant set, "
      "recall by the retrieved set",
      [[r"swap", r"revers", r"exchang", r"wrong (way|order)", r"other way (round|around)",
        r"mix\w* up"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = float(hit) / len(rel) if rel else 0.0
    r = float(hit) / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant hits within epsilon by the number of all targets "
      "instead of the number returned",
      [[r"all (the )?targets", r"len\(distances\)", r"whole (list|collection|database)",
        r"instead of (the )?(number|count) (returned|retrieved|within|inside)",
        r"(number|count) of (all )?(targets|items|distances)\b(?! (returned|within))"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = sum(1 for d, l in zip(distances, labels) if d < epsilon and l)
    return hits / float(len(distances))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.averaged", "flow", "keeps the per-query curves in a map() iterator, which the first level uses up: "
      "every later level averages nothing and is 0",
      [[r"iterator", r"exhaust", r"consum", r"map\(", r"used up", r"(second|one) pass", r"generator",
        r"only (the )?first level"]], '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels, R):
        if R == 0:
            return [0.0] * 11
        precs, recs = [], []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            precs.append(hits / float(k))
            recs.append(hits / float(R))
        out = []
        for j in range(11):
            cand = [p for p, rr in zip(precs, recs) if rr >= j / 10.0]
            out.append(max(cand) if cand else 0.0)
        return out

    curves = map(curve, runs, n_relevant)
    result = []
    for j in range(11):
        result.append(sum(c[j] for c in curves) / len(runs))
    return result
''')

wrong("q16", "map.mrr", "flow", "never breaks out of the loop: adds 1/rank of every relevant item of a query, not "
      "only the first",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant (items|ranks)", r"each relevant",
        r"not (just|only) the first", r"stop\w* at the first", r"(sum|add)\w* .{0,30}(every|all|each) relevant"]],
      '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1.0 / (i + 1)
    return total / len(runs)
''')

wrong("q17", "ap.exact", "flow", "enumerates from 1 and still adds 1 to the rank, so every precision is taken one "
      "rank too far (hits / (rank + 1))",
      [[r"off.?by.?one", r"rank\s*\+\s*1", r"i\s*\+\s*1", r"one (rank )?too (far|many|late)", r"(0|zero|1|one).?based",
        r"enumerate", r"shifted"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += float(hits) / (i + 1)
    return total / n_relevant
''')

wrong("q18", "interp.step", "flow", "keeps overwriting the result without a break: takes the precision at the LAST "
      "relevant item whose recall reaches the level instead of the first",
      [[r"\bbreak\b", r"last (relevant |PR )?(point|item|rank)", r"(first|earliest) (relevant |PR )?(point|item|rank)"
        r" (that|whose|where|reaching)", r"overwrit", r"keeps? (going|looping)", r"stop\w* at the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    result = 0.0
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if float(hits) / n_relevant >= level:
                result = float(hits) / k
    return result
''')

wrong("q19", "ndcg.all_judgments", "flow", "sorts the ideal ranking ascending (sorted() without reverse=True), so the "
      "ideal puts the lowest grades first",
      [[r"ascending", r"low(est)? to high", r"lowest (grades? )?first", r"reverse", r"not (sorted )?(in )?descending",
        r"wrong (sort )?order", r"(smallest|worst) (grades? )?first", r"increasing"]], '''
from math import log

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log(i, 2) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q20", "roc.eer", "flow", "stops the threshold loop at the first ROC point with FPR >= FNR and returns "
      "(FPR + FNR) / 2 there, never intersecting the piece between it and the point before",
      [[r"not interpolat", r"without interpolat", r"no interpolation", r"never interpolat",
        r"first (ROC )?point (with|where|past|at which)", r"stops? at the first", r"(mean|average) of FPR and FNR",
        r"instead of interpolat"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fpr, fnr = 0.0, 1.0
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fpr = fp / float(N)
        fnr = 1 - tp / float(P)
        if fpr >= fnr:
            break
    return (fpr + fnr) / 2
''')

wrong("q21", "map.mean", "flow", "reads n_relevant[0] for every query: the first query's number of relevant items "
      "is reused for all of them",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|count|value)", r"same n_relevant",
        r"one query'?s? (value|n_relevant|count)", r"reus", r"every query.{0,40}(first|same)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        labels = runs[q]
        R = n_relevant[0]
        hits, s = 0, 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
                s += hits / float(i + 1)
        total += s / R if R else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the length of the top-c slice instead of c, so a list shorter "
      "than the class is scored as if it were complete",
      [[r"len\((top|labels|the slice)", r"(divid\w*|denominator).{0,40}(slice|length of the (list|top|cut))",
        r"instead of (dividing by )?(c|n_relevant|the class size)\b", r"not (by )?(c|n_relevant)\b",
        r"(fewer|less) than c\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / float(len(top))
''')

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp without a guard: a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [float(tp) / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i in range(len(gs)):
            total += gs[i] if i == 0 else gs[i] / math.log(i + 1, 2)
        return total
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "divides by the number of targets inside epsilon without a guard: an "
      "empty result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return float(sum(inside)) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / float(i)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.knn_ties", "hidden", "looks at the (k+1)-th sorted distance to test for a tie at the cut, which "
      "raises IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    if ds[k - 1] != ds[k]:
        p = sum(l for _, l in pairs[:k]) / float(k)
        return [p, p]
    t = ds[k - 1]
    inside = [l for d, l in pairs if d < t]
    tied = [l for d, l in pairs if d == t]
    need = k - len(inside)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(inside) + max(0, need - non_t)
    high = sum(inside) + min(need, rel_t)
    return [low / float(k), high / float(k)]
''', crash="IndexError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above the exact levels, so a recall of exactly 0.3, 0.6 or 0.7 does not reach its own level",
      [[r"float\w*.{0,30}(error|rounding|inexact|representation|precision)", r"rounding", r"0\.30000000000000004",
        r"arange", r"0\.1\s*\*\s*i", r"inexact", r"representation", r"not exactly (0\.3|representable)",
        r"exact (levels|fractions)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    levels = np.arange(0.0, 1.1, 0.1)
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(float(hits) / k)
        rec.append(float(hits) / n_relevant)
    prec, rec = np.array(prec), np.array(rec)
    out = []
    for r in levels:
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator (P + beta^2 R) instead of on "
      "precision", [[r"beta\s*(\^|\*\*)\s*2.{0,40}recall", r"recall.{0,40}beta\s*(\^|\*\*)\s*2", r"wrong term",
                     r"(swap|exchang)\w*.{0,40}(precision|recall)", r"\bb\^?2\s*\*?\s*(R|recall)\b",
                     r"beta.{0,20}(on|with|multipl\w*) (the )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is written the wrong way round (counts pairs where the positive "
      "scores LOWER), giving 1 - AUC",
      [[r"(comparison|inequality|<|>).{0,40}(flipped|reversed|wrong way|backwards|the other way)",
        r"positive\w* .{0,20}(scores? )?lower", r"negative\w* .{0,20}(scores? )?higher", r"1\s*-\s*(the )?AUC",
        r"complement", r"reversed", r"invert"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    lower = (pos[:, None] < neg[None, :]).sum()
    ties = (pos[:, None] == neg[None, :]).sum()
    return float(lower + 0.5 * ties) / (len(pos) * len(neg))
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"(wrong|reversed?|other) order", r"revers", r"highest.{0,20}first", r"exchang",
        r"the other way (round|around)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    t = pairs[k - 1][0]
    closer = [l for d, l in pairs if d < t]
    tied = [l for d, l in pairs if d == t]
    need = k - len(closer)
    best = sum(closer) + min(need, sum(tied))
    worst = sum(closer) + max(0, need - tied.count(0))
    return [best / float(k), worst / float(k)]
''')

wrong("q32", "sig.sign_test", "twin", "does not drop the tied queries: n = len(a) keeps them (they end up counted as "
      "losses of a)",
      [[r"ties? (are )?(not|never) dropped", r"(kept|keeps|keeping|including|includes?|count\w*) (the )?(tied|ties)",
        r"tied (queries|pairs).{0,30}(kept|counted|not (dropped|removed|excluded))", r"len\(a\)",
        r"n\b.{0,30}(includes?|counts?) (the )?ties", r"all (the )?queries"]], '''
from math import factorial

a, b = v["a"], v["b"]
n = len(a)
wins = len([1 for x, y in zip(a, b) if x > y])
k = min(wins, n - wins)
C = lambda n, i: factorial(n) // (factorial(i) * factorial(n - i))
my_sign_p = min(1.0, 2 * sum(C(n, i) for i in range(k + 1)) / 2.0 ** n)
''')

wrong("q33", "ap.eleven_point", "twin", "loops over range(10): the levels 0.0 ... 0.9 only, level 1.0 is left out "
      "(and the mean is over 10 levels)",
      [[r"level 1(\.0)? (is )?(left out|missing|skipped|dropped|omitted|never)", r"last level", r"range\(10\)",
        r"(without|missing|skips?|drops?|omits?|leaves out) (the )?(level )?1\.0", r"(10|ten) levels", r"eleventh",
        r"(off.?by.?one|misses|skips|leaves out|drops|omits).{0,30}level"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((float(hits) / k, float(hits) / n_relevant))
    total = 0.0
    for j in range(10):
        r = j / 10.0
        total += max([p for p, rc in pts if rc >= r] or [0])
    return total / 10
''')

wrong("q34", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item (the list comprehension "
      "filters the others out of the denominator)",
      [[r"(skip|drop|left out|leav|ignor|exclud|filter)\w*.{0,40}(quer|RR|zero)",
        r"(divid|denominator|mean).{0,50}(queries|those) (with|that have|that retrieved) (a )?relevant",
        r"only (the )?queries (with|that)", r"not (all|every) quer", r"instead of (all|every) quer",
        r"len\(runs\)"]], '''
def my_mrr(runs):
    rrs = [1.0 / (r.index(1) + 1) for r in runs if 1 in r]
    return sum(rrs) / len(rrs)
''')

wrong("q35", "ap.value", "twin", "divides the sum of precisions by the number of relevant items retrieved instead of "
      "n_relevant", [RETRIEVED_ONLY + [r"len\(precs\)", r"mean of (the )?precisions"]], '''
labels = v["labels"]
precs = [sum(labels[:i + 1]) / float(i + 1) for i in range(len(labels)) if labels[i]]
my_ap_value = sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "counts the string '1' in the list of int labels, so no hit is ever found",
      [[r"str(ing)?s?\b", r"'1'", r"\"1\"", r"\btext\b", r"character", r"\bint(eger)?s?\b.{0,30}(str|text)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return top.count('1') / float(k)
''')

wrong("q37", "set.pr", "data", "works on the lists as given: a duplicated retrieved id is counted twice in the hits "
      "and in the retrieved count",
      [[r"duplicat", r"set\(", r"not (a |as a |into a |to a )?set", r"repeated", r"list instead of a set",
        r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(d in relevant for d in retrieved)
    p = hits / float(len(retrieved)) if retrieved else 0.0
    r = hits / float(len(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q38b", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) instead "
      "of n_relevant", [RETRIEVED_ONLY], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / float(R)
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items and takes the database size as d + s",
      [[r"d\s*\+\s*s", r"database size", r"unjudged", r"(added|adds|adding) s\b", r"d (is|as) (the )?(rest|remaining)",
        r"not judged"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    n = d + s
    return [v / float(s), v / float(n - s + v), v / float(n)]
''')

wrong("q40", "rank.distances", "data", "treats the distances as similarity scores and ranks the largest distance "
      "first", [[r"farthest", r"descending", r"reverse", r"largest (distance )?first", r"similarit",
                 r"highest (distance )?first", r"furthest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(l for d, l in ranked[:k]) / float(k)
''')

wrong("q41", "avg.macro", "data", "unpacks each table as (tp, fn, fp): the third number is taken as fp, so it "
      "averages tp / (tp + fn), the recalls",
      [[r"(fp|fn) and (fn|fp)", r"column", r"unpack", r"order of (the )?(entries|fields|columns|counts|numbers)",
        r"recall", r"(second|third) (entry|field|column|number|element)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += float(tp) / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q42", "pr.averaged", "data", "uses the number of relevant items in each run (sum of its labels) as its "
      "n_relevant", [RETRIEVED_ONLY + [r"sum\(run\)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    out = np.zeros(11)
    for run in runs:
        R = sum(run)
        if R == 0:
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1.0, len(run) + 1)
        rec = hits / float(R)
        for j in range(11):
            ok = rec >= j / 10.0
            out[j] += prec[ok].max() if ok.any() else 0.0
    return list(out / len(runs))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "itertools.islice and float()", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / float(k)
''')

right("q44", "ap.exact", "exact Fractions in a 1-based loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, total = 0, Fraction(0)
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q45", "roc.auc", "NumPy broadcasting over all pairs", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    gt = (pos[:, None] > neg[None, :]).sum()
    eq = (pos[:, None] == neg[None, :]).sum()
    return float((gt + 0.5 * eq) / (len(pos) * len(neg)))
''')

right("q46", "set.pr", "sets with a conditional expression", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [float(hit) / len(ret) if ret else 0.0, float(hit) / len(rel) if rel else 0.0]
''')

right("q47", "interp.curve", "integer comparison of levels (hits * 10 >= j * n)", '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits, float(hits) / k))
    out = []
    for j in range(11):
        cand = [p for h, p in pts if n_relevant and h * 10 >= j * n_relevant]
        out.append(max(cand) if cand else 0.0)
    return out
''')

right("q48", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.log2(np.maximum(np.arange(1, g.size + 1), 2))
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
