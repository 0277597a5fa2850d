"""Diagnosis class 248, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- optimisers:
students who sort once and bisect, precompute prefix sums with ``itertools.accumulate`` or ``np.cumsum``, write
single-pass algorithms and clever index arithmetic (loops, NumPy, comprehensions, itertools, fractions). Only the
task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c248-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class248).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 248 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c248-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |of )?(counts|tp|true positives).{0,40}(before|first)",
        r"total (tp|true positives)", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q02", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (AP truncated at k) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant", r"number of relevant", r"\bR\b", r"all (the )?relevant"],
       [r"instead of (the )?min", r"not (by )?min", r"rather than (the )?min", r"without (the )?min",
        r"instead of the smaller", r"ignor\w*.{0,20}min"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits = list(accumulate(top))
    s = sum(h / i for i, (h, x) in enumerate(zip(hits, top), 1) if x)
    return s / n_relevant if n_relevant else 0.0
''')

wrong("q03", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank instead of the classic "
      "DCG (rel_1 undiscounted, then log2(i))",
      [[r"log2\(i ?\+ ?1\)", r"i ?\+ ?1", r"trec", r"burges", r"shifted discount", r"discount.{0,30}one rank"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q04", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F instead of F",
      [[r"\bE\b", r"1 ?- ?F", r"effectiveness", r"complement", r"one minus"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * precision + recall
    if den == 0:
        return 0.0
    return 1 - (1 + b2) * precision * recall / den
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of the generality ((d - s + v) / d) instead of "
      "its lower bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum"], [r"generality", r"third", r"\bg\b"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    rest = d - s
    return [v / s, v / (rest + v) if v else 0.0, (rest + v) / d]
''')

wrong("q06", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (with the log2(i + 1) "
      "discount) instead of classic DCG",
      [[r"exponential", r"2\s*\*\*\s*rel", r"2\^rel", r"2 ?\^", r"gain"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(((2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q07", "ap.value", "sibling", "computes the 11-point interpolated average precision instead of exact AP",
      [[r"11.?point", r"eleven", r"interpolat\w*"]], '''
from itertools import accumulate

labels, n = v["labels"], v["n_relevant"]
hits = list(accumulate(labels))
prec = [h / i for i, h in enumerate(hits, 1)]
rec = [h / n for h in hits]
best = [0.0] * len(prec)
m = 0.0
for i in range(len(prec) - 1, -1, -1):
    m = max(m, prec[i])
    best[i] = m
vals = []
for j in range(11):
    idx = next((i for i, r in enumerate(rec) if r >= j / 10), None)
    vals.append(best[idx] if idx is not None else 0.0)
my_ap_value = sum(vals) / 11
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"without squaring", r"forg\w* .{0,20}squar",
        r"instead of beta.?(\^|\*\*) ?2", r"instead of beta squared", r"square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"forg\w*.{0,20}\+ ?v", r"missing.{0,20}\bv\b",
        r"left out.{0,20}\bv\b", r"d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q10", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,30}(as|counts?|counted|scores?) (1|one|a full|a whole|a win)\b(?! ?/)",
        r"instead of (1/2|half|0\.5)", r">=", r"full (point|win|credit)", r"ties? (as|are) (wins|a win)"]], '''
from bisect import bisect_right

def my_auc(scores, labels):
    neg = sorted(s for s, y in zip(scores, labels) if not y)
    pos = [s for s, y in zip(scores, labels) if y]
    wins = sum(bisect_right(neg, s) for s in pos)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "ndcg.value", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not normali[sz]ed", r"unnormali[sz]ed", r"without (dividing|normali)", r"forg\w*.{0,30}(ideal|normali|divid)",
        r"DCG (itself|only|instead)", r"ideal DCG.{0,30}(missing|never)", r"no (division|normali)"]], '''
from math import log2

g = v["grades"]
my_ndcg_value = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
''')

wrong("q12", "map.mrr", "shape", "returns the sum of the reciprocal ranks without dividing by the number of queries",
      [[r"sum\b", r"not (averaged|divided)", r"without (averag|divid)", r"forg\w*.{0,30}(divid|mean|averag)",
        r"total instead"]], '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0.0) for r in runs)
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax(imum)?\b", r"larger of", r"greater of"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if y.size == 0:
        return 0.0
    p = np.cumsum(y) / np.arange(1, y.size + 1)
    den = max(k, n_relevant)
    return float((p * y).sum() / den) if den else 0.0
''')

wrong("q14", "dcg.trec", "shape", "discount log2(i) + 1 instead of log2(i + 1) (the 1 outside the logarithm)",
      [[r"log2\(i\) ?\+ ?1", r"outside", r"\+ ?1.{0,30}(outside|after)", r"parenthes"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float((g / (np.log2(i) + 1)).sum())
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the prefix sum is read one index short (the first k - 1 labels only) while dividing by k",
      [[r"off.by.one", r"one (rank|item|position) (short|too few|early)", r"k ?- ?1 (ranks|items)",
        r"first k ?- ?1", r"misses (the )?k.?th", r"last rank", r"k-th (item|rank)"]], '''
from itertools import accumulate

def my_p_at_k(labels, k):
    cum = [0] + list(accumulate(labels))
    j = min(k - 1, len(labels))
    return cum[j] / k
''')

wrong("q16", "map.mean", "flow", "the running hit count is set to 0 once, before the loop over queries, so it "
      "keeps counting the previous queries' hits",
      [[r"reset", r"not re.?initiali", r"carr\w* over", r"accumulat\w*.{0,40}(queries|across)",
        r"previous quer", r"outside the loop", r"across queries"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / n if n else 0.0
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(ranks up to k) instead of the maximum over the ranks at and after k",
      [[r"prefix max", r"running max\w*.{0,40}(front|start|top|beginning|forward|left)", r"wrong direction",
        r"(before|above|earlier)", r"instead of.{0,30}(after|below|later|suffix|right)", r"forward"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0 or n_relevant == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    p = hits / np.arange(1, y.size + 1)
    r = hits / n_relevant
    best = np.maximum.accumulate(p)
    out = []
    for j in range(11):
        ok = np.nonzero(r >= j / 10 - 1e-12)[0]
        out.append(float(best[ok[0]]) if ok.size else 0.0)
    return out
''')

wrong("q18", "interp.step", "flow", "bisect_right instead of bisect_left over the recalls: a level equal to R_i "
      "takes the next relevant item's precision",
      [[r"bisect_right", r"bisect_left", r"next (relevant|point|step)",
        r"one (step|point) (too far|late|later)", r"off.by.one", r"boundary", r"equal to R_i.{0,40}next"]], '''
from bisect import bisect_right
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(Fraction(hits, n_relevant))
            precs.append(hits / i)
    j = bisect_right(recalls, Fraction(level).limit_denominator(1000))
    return precs[j] if j < len(precs) else 0.0
''')

wrong("q19", "pr.averaged", "flow", "the loop over queries stops one short (range(len(runs) - 1)) while the sum "
      "is divided by all the queries",
      [[r"last query", r"len\(runs\) ?- ?1", r"off.by.one", r"one (query )?short", r"skip\w*.{0,20}(last|final)",
        r"final query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for q in range(len(runs) - 1):
        y = np.asarray(runs[q], dtype=float)
        n = n_relevant[q]
        if n == 0 or y.size == 0:
            continue
        hits = np.cumsum(y)
        p = hits / np.arange(1, y.size + 1)
        best = np.maximum.accumulate(p[::-1])[::-1]
        r = hits / n
        for j in range(11):
            ok = np.nonzero(r >= j / 10 - 1e-12)[0]
            if ok.size:
                total[j] += best[ok[0]]
    return list(total / len(runs))
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"not (only|just) the first",
        r"(stop|stops|stopping) at the first", r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
    return total / len(runs)
''')

wrong("q21", "ap.exact", "flow", "reads the exclusive prefix sum (hits before the item) so each relevant rank's "
      "precision misses the item itself",
      [[r"off.by.one", r"exclusive", r"before (the|this) (item|rank)", r"not count\w* (the )?(item|itself|current)",
        r"one (hit|relevant) (short|too few|less)", r"(current|itself).{0,30}(missing|not counted|left out)",
        r"shift"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    before = [0] + list(accumulate(labels))
    return sum(before[i] / (i + 1) for i, x in enumerate(labels) if x) / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids with no guard: an empty retrieved set "
      "raises ZeroDivisionError", [ZERODIV, [r"nothing retrieved", r"empty", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty epsilon result: bisect gives 0 and it divides "
      "by 0", [ZERODIV, [r"empty", r"nothing within", r"no target", r"nothing (is )?returned"]], '''
from bisect import bisect_left

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    n = bisect_left([d for d, _ in pairs], epsilon)
    return sum(y for _, y in pairs[:n]) / n
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "indexes labels[i] for i < k without cutting k to the list length: k longer "
      "than the list raises IndexError", [INDEX, [r"k (longer|larger|greater|bigger) than", r"beyond the (end|list)",
                                          r"shorter than k", r"past the end"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / den
''', crash="IndexError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard when the ideal DCG is 0 (no relevant item at all): divides "
      "by zero", [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"no relevant", r"all grades (are )?(0|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    return dcg(grades) / dcg(sorted([*grades, *unretrieved], reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "vectorised tp / (tp + fp) gives nan for a query with nothing retrieved "
      "instead of precision 0", [NAN, [r"nothing retrieved", r"0 ?/ ?0", r"tp ?\+ ?fp.{0,20}(0|zero)",
                                      r"empty"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore"):
        return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

wrong("q27", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV, [r"n_relevant (is |= ?)?(0|zero)", r"no relevant items", r"zero relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(p[y == 1].sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"divid\w*.{0,30}len", r"len\w*.{0,20}slice", r"not padded",
        r"length of the (list|slice)", r"instead of (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P)",
      [[r"swap\w*", r"exchang\w*", r"confus\w*.{0,30}(precision|recall)", r"(precision|recall).{0,30}(swapped|"
        r"exchanged|the other way|reversed)", r"beta.{0,10}on (the )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (the positive/negative labels inverted)",
      [[r"label.{0,30}(invert|swap|revers|flip)", r"(invert|swap|revers|flip)\w*.{0,30}label",
        r"0 as (the )?positive", r"positive.{0,20}(class|label).{0,20}(0|wrong|swapped)", r"classes swapped"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "scope.knn_ties", "twin", "the two tie-break keys are swapped: the bound labelled pessimistic sorts "
      "the relevant targets first among ties",
      [[r"swap\w*", r"revers\w*", r"(wrong|opposite) (way|order|sign)", r"pessimistic.{0,40}(first|optimistic)",
        r"exchang\w*", r"order of the (two|bounds)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (columns misread), so it divides by tp + fn",
      [[r"unpack\w*", r"column\w*", r"order of (the )?(table|fields|entries)", r"\[tp, ?fn, ?fp\]",
        r"misread", r"fp and fn (swapped|confused)", r"(swapped|confused) fp and fn"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q33", "rank.distances", "twin", "negates the distances as if they were similarity scores, so the farthest "
      "items are ranked first",
      [[r"similarit\w*", r"farthest", r"descending", r"negat\w*", r"revers\w*", r"largest (distance )?first",
        r"wrong (sort )?order"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q34", "ndcg.all_judgments", "twin", "the ideal list is sorted ascending (reverse=True forgotten), the worst "
      "order instead of the best",
      [[r"ascending", r"reverse", r"low to high", r"worst", r"smallest first", r"(wrong|opposite) order",
        r"not sorted (from )?high"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
        return float((g / disc).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved)))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q35", "ap.eleven_point", "twin", "recall is divided by the number of relevant items retrieved (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant",
        r"ignor\w*.{0,20}n_relevant", r"n_relevant.{0,30}(ignored|unused|never used)"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    found = sum(labels)
    if found == 0:
        return 0.0
    hits = list(accumulate(labels))
    prec = [h / i for i, h in enumerate(hits, 1)]
    suffix = list(accumulate(reversed(prec), max))[::-1]
    total = 0.0
    for j in range(11):
        idx = next((i for i, h in enumerate(hits) if h * 10 >= j * found), None)
        total += suffix[idx] if idx is not None else 0.0
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "sorts the labels (relevant first) before cutting at R, as if the "
      "ranking's order did not matter",
      [[r"sort\w*", r"order (of the ranking )?(ignored|lost|did not matter)", r"ignor\w*.{0,20}(order|ranking)",
        r"(unordered|a set)", r"relevant (items )?first"]], '''
R = v["n_relevant"]
labels = sorted(v["labels"], reverse=True)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "set.pr", "data", "counts the retrieved list's length (a duplicated id counted twice) instead of "
      "the size of the set",
      [[r"duplicat\w*", r"len\(retrieved\)", r"list length", r"not (a )?set", r"dedup\w*",
        r"counted (more than )?once"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "dcg.classic", "data", "turns the graded relevance into binary (any grade > 0 counts 1)",
      [[r"binar\w*", r"grade\w*.{0,30}(1|one)\b", r"> ?0", r"graded", r"ignor\w*.{0,20}grade"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r / max(1.0, log2(i)) for i, r in enumerate(rel, 1))
''')

wrong("q39", "map.mean", "data", "uses each query's list length as its number of relevant items",
      [[r"len\(", r"list length", r"length of (the )?(run|list|ranking)", r"instead of n_relevant",
        r"ignor\w*.{0,20}n_relevant", r"number of (items|ranks) retrieved"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        p = np.cumsum(y) / np.arange(1, y.size + 1)
        aps.append((p * y).sum() / y.size)
    return float(np.mean(aps))
''')

wrong("q40", "roc.eer", "data", "sorts the scores ascending, as if a low score meant positive (distances)",
      [[r"ascending", r"low(er)? scores? (first|positive|means)", r"distance", r"revers\w*", r"(wrong|opposite) "
        r"(order|direction)", r"smallest first"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(sorted(zip(scores, labels)), key=lambda t: t[0]):
        for _, y in grp:
            if y:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1 and g1 != g0:
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
        if g0 == 0:
            return f0
    return pts[-1][0]
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself (as if they were "
      "retrieved at the end)",
      [[r"append\w*", r"unretrieved.{0,40}(ranking|retrieved|end|list)", r"as if.{0,20}retrieved",
        r"(added|concatenat\w*).{0,30}ranking"]], '''
from math import log2

def dcg(g):
    return sum(x / max(1.0, log2(i)) for i, x in enumerate(g, 1))

ranking = v["grades"] + v["unretrieved"]
ideal = dcg(sorted(ranking, reverse=True))
my_ndcg_value = dcg(ranking) / ideal if ideal else 0.0
''')

wrong("q42", "gen.practical", "data", "takes d as the number of unjudged items (database size d + s)",
      [[r"d ?\+ ?s", r"unjudged", r"database size", r"size of the database", r"\bd\b.{0,30}(includ|exclud|rest)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    D = d + s
    return [v / s, v / (D - s + v) if v else 0.0, v / D]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.points", "accumulate prefix sums and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q44", "roc.eer", "one sort, tied scores grouped, single pass intersection", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(sorted(zip(scores, labels), key=lambda t: -t[0]), key=lambda t: t[0]):
        for _, y in grp:
            if y:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 == 0:
            return f0
        if g0 < 0 <= g1:
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return pts[-1][0]
''')

right("q45", "interp.step", "bisect_left over exact Fraction recalls", '''
from bisect import bisect_left
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(Fraction(hits, n_relevant))
            precs.append(hits / i)
    j = bisect_left(recalls, Fraction(level).limit_denominator(1000))
    return precs[j] if j < len(precs) else 0.0
''')

right("q46", "map.mrr", "next() with a default in a comprehension", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0.0) for r in runs) / len(runs)
''')

right("q47", "scope.knn_ties", "one sort per bound with the label as tie key", '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

right("q48", "rank.distances", "NumPy argsort (stable), labels fancy-indexed", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

SUBMISSIONS = tuple(S)
