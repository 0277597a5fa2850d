"""Diagnosis class 86, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
keep a small personal toolkit of helper functions in the same cell (``precision(hits, n)``, ``recall(...)``,
``dcg(gains)``, ``cumulative_hits(labels)``, ``rank_of(...)``, ``mean(...)``) and compose them for each task, in
loops, NumPy, comprehensions, itertools or fractions. The one mistake of a wrong submission sits in a helper, in
how a helper is called (arguments, order, defaults) or in how two helpers are combined. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c86-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class86).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 86 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c86-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages the precisions at the retrieved relevant ranks with the mean helper "
      "(divides by the number of relevant items retrieved) instead of dividing their sum by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"number of hits", r"hits in the (list|ranking)",
        r"mean of (the )?precisions", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"sum\(labels\)", r"relevant items in the (list|ranking)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, precs = 0, []
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            precs.append(precision(hits, k))
    return mean(precs)
''')

wrong("q02", "rank.p_at_k", "sibling", "returns the precision of the whole list (hits over its length), "
      "never cutting at k",
      [[r"whole (list|ranking)", r"all (the )?(ranks|items)", r"len\(labels\)", r"length of the (list|ranking)",
        r"entire (list|ranking)", r"(ignor\w+|never (uses|cuts at)|without) k\b", r"not (cut|truncated) at k",
        r"k (is )?(ignored|unused|never used)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_p_at_k(labels, k):
    return precision(sum(labels), len(labels))
''')

wrong("q03", "dcg.classic", "sibling", "the dcg helper uses the log2(i + 1) discount on every rank (the TREC DCG) "
      "instead of classic DCG's rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"log_?2\s*\(\s*(rank|i|k) ?\+ ?1", r"trec", r"burges", r"i ?\+ ?1", r"rank ?\+ ?1",
        r"discount\w* (also |even )?(the )?first", r"first (rank|item|grade) (is )?discount"]], '''
from math import log2

def dcg(gains):
    return sum(g / log2(i + 1) for i, g in enumerate(gains, start=1))

def my_dcg(grades):
    return dcg(grades)
''')

wrong("q04", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)",
        r"ideal.{0,40}(retrieved (list|grades)|the list)", r"judged.?list"]], '''
import numpy as np

def dcg(gains):
    g = np.asarray(gains, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
    return float((g / disc).sum())

def my_ndcg(grades, unretrieved):
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q05", "scope.eps_precision", "sibling", "calls the recall helper: relevant targets inside epsilon over all "
      "relevant targets, instead of over the targets returned",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"instead of (the )?(number|count) (returned|retrieved)", r"sum\(labels\)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return recall(sum(inside), sum(labels))
''')

wrong("q06", "rank.distances", "sibling", "returns R@k (relevant in the top k over all relevant targets) instead of "
      "P@k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"every relevant", r"sum\(labels\)",
        r"(number|count) of relevant (items|targets)", r"instead of (by )?k\b"]], '''
import numpy as np

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(recall(y[:k].sum(), y.sum()))
''')

wrong("q07", "dcg.exponential", "sibling", "feeds the raw grades to the dcg helper (linear gain, the TREC DCG) "
      "instead of the gains 2^rel - 1",
      [[r"linear", r"raw grades?", r"grades? (themselves|directly|as (the )?gains?)", r"without (the )?2"]], '''
from math import log2

def dcg(gains):
    return sum(g / log2(i + 1) for i, g in enumerate(gains, start=1))

my_dcg_exp = dcg(v["grades"])
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "the F helper weights with beta instead of beta squared",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2)(?! squared).{0,40}(instead of|not|rather than).{0,20}(beta\s*(\^|\*\*)\s*2|beta squared|squared)",
        r"not squared", r"without squaring", r"forg\w+ to square", r"beta instead of beta", r"unsquared",
        r"beta\s*(\^|\*\*)\s*2.{0,30}(missing|forgotten|replaced)", r"squar\w+ (is )?missing"]], '''
def f_measure(p, r, b=1.0):
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)

def my_f(precision, recall, beta):
    return f_measure(precision, recall, beta)
''')

wrong("q09", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\s*\(", r"larger of", r"bigger of", r"maximum", r"instead of min"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += precision(hits, i)
    return total / denom
''')

wrong("q10", "dcg.trec", "shape", "the discount is log2(i) + 1 (the 1 outside the logarithm) instead of log2(i + 1)",
      [[r"log2\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"\+ ?1 (is )?(added )?(after|outside)",
        r"log2\(rank\) ?\+ ?1", r"plus one outside", r"parenthes"]], '''
import numpy as np

def dcg(gains):
    g = np.asarray(gains, dtype=float)
    i = np.arange(1, len(g) + 1)
    return float(np.sum(g / (np.log2(i) + 1)))

my_dcg_trec = dcg(v["grades"])
''')

wrong("q11", "gen.practical", "shape", "the smallest recall divides v by d - s, leaving the v relevant items found "
      "out of the largest possible class (v / (d - s) instead of v / (d - s + v))",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"without (the )?\+ ?v", r"\+ ?v.{0,20}(missing|forgotten|left out)",
        r"forg\w+.{0,20}(the )?v\b", r"leav\w+ out.{0,30}(found|v\b)", r"largest (possible )?class"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    recall_lower = v / (d - s) if d > s else (1.0 if v else 0.0)
    return [precision(v, s), recall_lower, v / d]
''')

wrong("q12", "roc.eer", "shape", "returns FPR + FNR at the crossing (the sum of both error rates, twice the EER) "
      "instead of the common error rate",
      [[r"sum", r"twice", r"doubl", r"2\s*\*", r"fpr ?\+ ?fnr", r"both (error )?rates", r"added", r"not halved",
        r"half"]], '''
def roc_points(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y == 1)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and y == 0)
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    pts = roc_points(scores, labels)
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            fpr = f0 + a * (f1 - f0)
            fnr = 1 - (t0 + a * (t1 - t0))
            return fpr + fnr
    return 0.0
''')

wrong("q13", "avg.macro", "shape", "calls the precision helper with fp as the count (tp / fp) instead of tp + fp",
      [[r"tp\s*/\s*fp\b", r"(by|over) fp\b(?!\s*\+)", r"fp (alone|only)", r"instead of tp ?\+ ?fp",
        r"without (the )?tp", r"forg\w+.{0,20}tp", r"retrieved (count|number).{0,30}(fp|false positives)",
        r"false positives (only|alone)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def mean(xs):
    return sum(xs) / len(xs)

def my_macro_precision(tables):
    return mean([precision(tp, fp) for tp, fp, fn in tables])
''')

wrong("q14", "ndcg.value", "shape", "the dcg helper adds rel_1 on its own and then again in the loop over all "
      "ranks (the first grade counted twice)",
      [[r"twice", r"double", r"two times", r"counted (again|twice)", r"first (grade|term|item|rank).{0,30}(again|twice|double)",
        r"rel_?1.{0,30}(again|twice|double)"]], '''
from math import log2

def dcg(gains):
    total = gains[0]
    for i, g in enumerate(gains, start=1):
        total += g / max(1.0, log2(i))
    return total

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the return is indented inside the query loop: MAP is the first query's AP "
      "divided by the number of queries",
      [[r"inside (the )?loop", r"indent", r"first (query|iteration)", r"return\w* (too )?early", r"after (one|the first)",
        r"only (the )?first", r"premature"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def ap(labels, n_rel):
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += precision(hits, k)
    return total / n_rel if n_rel else 0.0

def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        total += ap(run, n)
        return total / len(runs)
''')

wrong("q16", "interp.curve", "flow", "the loop over ranks runs range(1, len(labels)) and never looks at the last "
      "rank",
      [[r"last (rank|item|position|element)", r"off.by.one", r"range\(1, ?len", r"one rank short", r"final rank",
        r"misses the (last|end)", r"stops? (one )?(rank )?(too )?early"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def my_interpolated(labels, n_relevant):
    pts = []
    for k in range(1, len(labels)):
        hits = sum(labels[:k])
        pts.append((recall(hits, n_relevant), precision(hits, k)))
    out = []
    for j in range(11):
        r = j / 10
        out.append(max([p for rr, p in pts if rr >= r], default=0.0))
    return out
''')

wrong("q17", "pr.points", "flow", "the cumulative_hits helper records the count before adding the current item "
      "(hits of the ranks above, one behind)",
      [[r"before (adding|counting|updating|the update)", r"one (rank |step )?(behind|late)", r"previous rank",
        r"not (yet )?(include|count)\w*.{0,20}(current|this)", r"excluding (the )?current", r"off.by.one",
        r"updated? after"]], '''
from itertools import compress

def cumulative_hits(labels):
    out, h = [], 0
    for x in labels:
        out.append(h)
        h += x
    return out

def precision(hits, n):
    return hits / n if n else 0.0

def my_pr_points(labels, n_relevant):
    ranks = range(1, len(labels) + 1)
    cum = cumulative_hits(labels)
    return [precision(cum[k - 1], k) for k in compress(ranks, labels)]
''')

wrong("q18", "map.mrr", "flow", "rank_of has no break: it keeps the rank of the LAST relevant item, not the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"forg\w+.{0,20}break", r"keeps? (on )?(overwriting|updating|looping)",
        r"overwrit", r"not the first"]], '''
def rank_of(labels):
    r = None
    for i, x in enumerate(labels, start=1):
        if x:
            r = i
    return r

def mean(xs):
    return sum(xs) / len(xs)

def my_mrr(runs):
    rr = []
    for run in runs:
        r = rank_of(run)
        rr.append(1 / r if r else 0.0)
    return mean(rr)
''')

wrong("q19", "pr.averaged", "flow", "the 11-level accumulator is created once before the query loop and each query "
      "takes the max with it instead of starting fresh (earlier queries' precisions carry over)",
      [[r"reset", r"carr(y|ies) over", r"shared", r"outside (the )?(query )?loop", r"previous quer", r"earlier quer",
        r"not (re)?initiali[sz]ed", r"reus\w+", r"accumulat\w+ across"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    sums = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits = 0
        for k, rel in enumerate(run, start=1):
            hits += rel
            if n == 0:
                continue
            r, p = recall(hits, n), precision(hits, k)
            for j in range(11):
                if r >= j / 10:
                    curve[j] = max(curve[j], p)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q20", "ap.eleven_point", "flow", "interpolates with the maximum precision of the ranks BEFORE recall reaches "
      "the level (slice [:i]) instead of from there on ([i:])",
      [[r"before", r"\[:\s*i\s*\]", r"wrong (end|side|direction)", r"prefix", r"left", r"earlier ranks",
        r"instead of (from|after)", r"ranks above"]], '''
import numpy as np

def mean(xs):
    return sum(xs) / len(xs)

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        if len(idx) == 0:
            vals.append(0.0)
        else:
            i = idx[0]
            vals.append(float(prec[:i + 1].max()))
    return mean(vals)
''')

wrong("q21", "rank.r_precision", "flow", "slices labels[1:R + 1] (1-based ranks used as 0-based indices): rank 1 is skipped and rank R + 1 counted",
      [[r"off.by.one", r"1.based", r"0.based", r"zero.based", r"\[1:", r"skip\w*.{0,20}(first|rank 1)",
        r"rank R ?\+ ?1", r"shifted", r"first (rank|item) (is )?(skipped|missed|left out)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

R = v["n_relevant"]
my_r_precision = precision(sum(v["labels"][1:R + 1]), R)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "the mean helper of the slice labels[:c] divides by the slice's length, "
      "so a list shorter than the class divides by the list length instead of c",
      [[r"len\(labels\)", r"length of the (list|slice)", r"slice", r"instead of (by )?(c|n_relevant)\b",
        r"shorter (list|slice)", r"mean of (the )?slice"]], '''
def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def my_grip_point(labels, n_relevant):
    return mean(labels[:n_relevant])
''')

wrong("q23", "set.pr", "hidden", "the recall helper returns 1 when nothing is relevant (nothing to find "
      "counted as all found) instead of 0",
      [[r"(returns?|gives?|is) 1\b", r"1\.0", r"one instead of (0|zero)", r"instead of (0|zero)",
        r"all found", r"perfect recall"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 1.0

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [precision(hits, len(ret)), recall(hits, len(rel))]
''')

wrong("q24", "ap.eleven_point", "hidden", "the recall levels are built by adding 0.1 repeatedly (r += 0.1), so "
      "0.3, 0.6 and 0.7 come out a hair too large and a recall of exactly that level is missed",
      [[r"float", r"round", r"0\.1 repeatedly", r"\+= ?0\.1", r"accumulat", r"0\.30000000000000004", r"repeated addition"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def mean(xs):
    return sum(xs) / len(xs)

def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        pts.append((recall(hits, n_relevant), precision(hits, k)))
    vals, r = [], 0.0
    for _ in range(11):
        vals.append(max([p for rr, p in pts if rr >= r], default=0.0))
        r += 0.1
    return mean(vals)
''')

wrong("q25", "scope.eps_precision", "hidden", "the mean of the returned labels has no guard: nothing within "
      "epsilon raises ZeroDivisionError instead of giving 0",
      [ZERODIV], '''
def mean(xs):
    return sum(xs) / len(xs)

def my_eps_precision(distances, labels, epsilon):
    return mean([l for d, l in zip(distances, labels) if d < epsilon])
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "the precision helper has no guard: a query with nothing retrieved (tp + fp = 0) "
      "raises ZeroDivisionError instead of counting 0",
      [ZERODIV], '''
def precision(hits, n):
    return hits / n

def mean(xs):
    return sum(xs) / len(xs)

def my_macro_precision(tables):
    return mean([precision(tp, tp + fp) for tp, fp, fn in tables])
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it: no relevant item at all "
      "raises ZeroDivisionError instead of returning 0",
      [ZERODIV], '''
from math import log2

def dcg(gains):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(gains, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "hidden", "when the ranking never reaches the level the function falls out of "
      "the loop and returns the last relevant item's precision instead of 0",
      [[r"last (relevant|point|precision)", r"never reach\w*.{0,40}(not 0|instead of 0|last)", r"instead of (0|zero)",
        r"falls? (out|through)", r"after the loop", r"leftover", r"stale"]], '''
def cumulative_hits(labels):
    out, h = [], 0
    for x in labels:
        h += x
        out.append(h)
    return out

def precision(hits, n):
    return hits / n if n else 0.0

def my_step_interpolated(labels, n_relevant, level):
    p = 0.0
    for k, (rel, h) in enumerate(zip(labels, cumulative_hits(labels)), start=1):
        if rel:
            p = precision(h, k)
            if level <= h / n_relevant + 1e-12:
                return p
    return p
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "calls the F helper with recall and precision in swapped order (f_measure(recall, "
      "precision, beta))",
      [[r"swap", r"revers", r"(argument|parameter)s?.{0,20}order", r"order of (the )?(argument|parameter)",
        r"precision and recall (are )?(exchanged|interchanged|the other way)", r"recall (passed|given) (as|for) precision",
        r"(roles|places) of (p|precision) and (r|recall)"]], '''
def f_measure(p, r, beta=1.0):
    b2 = beta * beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b2) * p * r / (b2 * p + r)

def my_f(precision, recall, beta):
    return f_measure(recall, precision, beta)
''')

wrong("q30", "map.mean", "twin", "calls the ap helper without n_relevant, so its default (the number of relevant "
      "items in the list) is used as each query's denominator",
      [[r"default", r"not passed", r"without (passing )?n_relevant", r"forg\w+.{0,30}n_relevant", r"n_relevant.{0,30}(ignored|never used|unused|not used)",
        r"omit"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def ap(labels, n_rel=None):
    if n_rel is None:
        n_rel = sum(labels)
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += precision(hits, k)
    return total / n_rel if n_rel else 0.0

def my_map(runs, n_relevant):
    return sum(ap(run) for run in runs) / len(runs)
''')

wrong("q31", "roc.auc", "twin", "compares pairs with a strict > only, so a tied (positive, negative) pair counts 0 "
      "instead of 1/2",
      [[r"strict", r"> only", r"ties? (count|counted|scored|score|as|get)\w* (as )?(0|zero|nothing|a loss)",
        r"ignor\w+ (the )?ties", r"ties? .{0,20}(lose|loss|zero)", r"without (the )?(tie|half)", r"forg\w+.{0,20}(tie|half)"]], '''
from itertools import product

def mean(xs):
    return sum(xs) / len(xs)

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    return mean([1.0 if p > n else 0.0 for p, n in product(pos, neg)])
''')

wrong("q32", "ap.at_k", "twin", "divides by k (the P@k denominator) instead of min(k, n_relevant)",
      [[r"by k\b", r"divid\w+ by k", r"/ ?k\b", r"instead of min", r"not min", r"ignor\w+ n_relevant",
        r"k rather than"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / k)
''')

wrong("q33", "rank.r_precision", "twin", "calls the p_at helper without k, so its default k = 10 is used instead of "
      "R = n_relevant",
      [[r"default", r"k ?= ?10", r"P@10", r"not passed", r"without (passing )?(k|R)\b", r"forg\w+.{0,30}(k|R|n_relevant)\b",
        r"omit"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def p_at(labels, k=10):
    return precision(sum(labels[:k]), k)

R = v["n_relevant"]
my_r_precision = p_at(v["labels"])
''')

wrong("q34", "dcg.classic", "twin", "indexes the discount with 0-based positions (np.arange(n)), so rank i gets "
      "the discount of rank i - 1",
      [[r"0.based", r"zero.based", r"arange\(n\)", r"arange\(len", r"off.by.one", r"index\w* (starts? )?(at|from) 0",
        r"shifted", r"previous rank", r"i ?- ?1"]], '''
import numpy as np

def dcg(gains):
    g = np.asarray(gains, dtype=float)
    with np.errstate(divide="ignore"):
        disc = np.maximum(1.0, np.log2(np.arange(len(g))))
    return float((g / disc).sum())

def my_dcg(grades):
    return dcg(grades)
''')

wrong("q35", "avg.macro", "twin", "passes fn instead of fp to the precision helper (precision(tp, tp + fn)), which "
      "gives each query's recall",
      [[r"fn instead of fp", r"tp ?\+ ?fn", r"false negatives", r"recall", r"fp and fn (are )?(swapped|confused|mixed)",
        r"wrong (column|count|entry)", r"missed relevant"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def mean(xs):
    return sum(xs) / len(xs)

def my_macro_precision(tables):
    return mean([precision(tp, tp + fn) for tp, fp, fn in tables])
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.eps_precision", "data", "sorts the distances on their own and then reads labels in the original "
      "order: the labels no longer belong to the distances",
      [[r"misalign", r"align", r"sort\w* (the )?distances (alone|only|on (its|their) own|separately)",
        r"labels? (no longer|not) (match|belong|paired|follow)", r"without (the|their) labels",
        r"original order", r"pair", r"mismatch"]], '''
import numpy as np

def precision(hits, n):
    return hits / n if n else 0.0

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances))
    m = int((d < epsilon).sum())
    return float(precision(sum(labels[:m]), m))
''')

wrong("q37", "rank.distances", "data", "ranks by descending distance (farthest first), as if distances were "
      "similarity scores",
      [[r"descend", r"farthest", r"reverse", r"larg\w+ (distance )?first", r"highest first", r"as (if )?(they were )?(scores|similarit)",
        r"wrong (order|direction)"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_p_at_k_from_distances(distances, labels, k):
    ranked = [l for d, l in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return precision(sum(ranked[:k]), k)
''')

wrong("q38", "roc.auc", "data", "takes label 0 as the positive class (pairs where the label-0 item scores higher)",
      [[r"label 0", r"0 as (the )?positive", r"classes? (swapped|inverted|revers)", r"positive and negative (swapped|exchanged|reversed)",
        r"1 ?- ?AUC", r"invert", r"wrong class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = 0.0
    for p in pos:
        for n in neg:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(pos) * len(neg))
''')

wrong("q39", "ndcg.all_judgments", "data", "takes `unretrieved` as a count of missing relevant items and adds that "
      "many grade-1 items to the ideal, instead of their own grades",
      [[r"count", r"len\(unretrieved\)", r"grade 1", r"grades? of (the )?unretrieved", r"as (if )?(they were )?(all )?1",
        r"ones", r"its own grades", r"their (own )?grades"]], '''
from math import log2

def dcg(gains):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(gains, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q40", "scope.knn_ties", "data", "assumes the targets are already in distance order and cuts labels[:k] "
      "without ranking them by distance",
      [[r"already (sorted|in order|ordered|ranked)", r"never sort", r"not sorted", r"without sort", r"unsorted",
        r"input order", r"given order", r"original order", r"forg\w+ to sort"]], '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    top = labels[:k]
    tied_rel = sum(1 for d, l in zip(distances, labels) if d == dk and l)
    tied_in = sum(1 for d in distances[:k] if d == dk)
    sure = sum(top) - sum(1 for d, l in zip(distances[:k], top) if d == dk and l)
    low = precision(sure + max(0, tied_in - (sum(1 for d in distances if d == dk) - tied_rel)), k)
    high = precision(sure + min(tied_in, tied_rel), k)
    return [low, high]
''')

wrong("q41", "gen.practical", "data", "treats d as the number of items outside the judged scope (adds s to it): "
      "the database is taken as d + s",
      [[r"d ?\+ ?s", r"outside (the )?(judged )?scope", r"unjudged", r"database size", r"size of the database",
        r"d (is|as) (the )?(rest|remaining)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [float(Fraction(v, s)), float(Fraction(v, total - s + v)) if v else 0.0, float(Fraction(v, total))]
''')

wrong("q42", "interp.step", "data", "takes the number of relevant items from the list (sum(labels)) instead of the "
      "given n_relevant, so recall reaches 1 at the last retrieved relevant item",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in the list|retrieved)", r"ignor\w+ n_relevant",
        r"instead of n_relevant", r"not n_relevant", r"unretrieved", r"never retrieved"]], '''
def cumulative_hits(labels):
    out, h = [], 0
    for x in labels:
        h += x
        out.append(h)
    return out

def precision(hits, n):
    return hits / n if n else 0.0

def recall(hits, n_rel):
    return hits / n_rel if n_rel else 0.0

def my_step_interpolated(labels, n_relevant, level):
    n = sum(labels)
    prev = 0.0
    for k, (rel, h) in enumerate(zip(labels, cumulative_hits(labels)), start=1):
        if rel:
            R = recall(h, n)
            if prev < level <= R + 1e-12:
                return precision(h, k)
            prev = R
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "helpers precision() and cumulative_hits() with a comprehension", '''
def cumulative_hits(labels):
    out, h = [], 0
    for x in labels:
        h += x
        out.append(h)
    return out

def precision(hits, n):
    return hits / n if n else 0.0

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    cum = cumulative_hits(labels)
    return sum(precision(cum[k - 1], k) for k, rel in enumerate(labels, start=1) if rel) / n_relevant
''')

right("q44", "map.mrr", "rank_of with a default and a mean helper", '''
def rank_of(labels, default=None):
    for i, x in enumerate(labels, start=1):
        if x:
            return i
    return default

def mean(xs):
    return sum(xs) / len(xs)

def my_mrr(runs):
    return mean([1 / r if r else 0.0 for r in (rank_of(run) for run in runs)])
''')

right("q45", "scope.knn_ties", "precision helper, tied block counted by hand", '''
def precision(hits, n):
    return hits / n if n else 0.0

def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [l for d, l in zip(distances, labels) if d < dk]
    tied = [l for d, l in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_t, non_t = sum(tied), len(tied) - sum(tied)
    low = sum(before) + max(0, slots - non_t)
    high = sum(before) + min(slots, rel_t)
    return [precision(low, k), precision(high, k)]
''')

right("q46", "roc.eer", "roc_points helper and a segment walk", '''
def roc_points(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y == 1)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and y == 0)
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    pts = roc_points(scores, labels)
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q47", "pr.averaged", "NumPy helpers: interpolated curve per query, then the mean", '''
import numpy as np

def interpolated(labels, n_rel):
    if n_rel == 0 or len(labels) == 0:
        return np.zeros(11)
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_rel
    levels = np.arange(11) / 10
    return np.array([prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels])

def my_averaged_curve(runs, n_relevant):
    curves = [interpolated(run, n) for run, n in zip(runs, n_relevant)]
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q48", "set.pr", "precision and recall helpers over sets, exact Fractions", '''
from fractions import Fraction

def precision(hits, n):
    return Fraction(hits, n) if n else Fraction(0)

def recall(hits, n_rel):
    return Fraction(hits, n_rel) if n_rel else Fraction(0)

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [float(precision(hits, len(ret))), float(recall(hits, len(rel)))]
''')

SUBMISSIONS = tuple(S)
