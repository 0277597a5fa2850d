"""Diagnosis class 224, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
follow the course seeds' formulas closely (generality, scope, the PR-curve table, Sebe et al.'s graphs with their
letters d, s, v, c) and mix up their symbols; written in varied styles (loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py``, ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c224-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class224): every right
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

BATCH = "diagnosis class 224 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c224-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest possible generality", r"highest possible generality", r"maximum generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"generality_upper", r"unjudged.{0,40}(all )?relevant",
        r"c ?= ?d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v)
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q02", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant items found anywhere "
      "over c) instead of the precision at scope s = c",
      [[r"recall (of|over|at the end of) the (whole|entire|full) (list|ranking)", r"v ?/ ?c", r"whole list", r"entire list", r"all (the )?ranks", 
        r"not (cut|truncated) at", r"ignor\w*.{0,30}(scope|cut)", r"without (the )?cut"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    v = 0
    for lab in labels:
        if lab == 1:
            v += 1
    return v / c if c else 0.0
''')

wrong("q03", "pr.points", "sibling", "returns the recall column of the PR table at each relevant item instead of "
      "the precision column",
      [[r"recalls? instead", r"returns? (the )?recalls?", r"R@k", r"recall (values|levels|column)", r"x.?(axis|coordinate)",
        r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q04", "ndcg.all_judgments", "sibling", "uses the log2(i + 1) discount (trec_eval/Burges DCG) for every "
      "rank instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"burges", r"trec.?(style|dcg|discount)",
        r"discount.{0,40}(every|each|all|first) (rank|position)", r"first (rank|item|grade).{0,30}discounted",
        r"discounts? the first", r"log2\(2\)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        return float(np.sum(x / np.log2(np.arange(2, len(x) + 2))))
    idcg = dcg(ideal)
    return dcg(g) / idcg if idcg > 0 else 0.0
''')

wrong("q05", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(counts|tp|true positives).{0,40}before",
        r"total tp", r"aggregat\w*.{0,30}(counts|tables)", r"weight\w*.{0,30}(by|with) (the )?(size|number retrieved|retrieved)"]], '''
def my_macro_precision(tables):
    tp_total = sum(t[0] for t in tables)
    ret_total = sum(t[0] + t[1] for t in tables)
    return tp_total / ret_total if ret_total else 0.0
''')

wrong("q06", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (truncated AP) instead of by "
      "min(k, n_relevant)",
      [[r"(truncated|plain|ordinary|full|usual) AP", r"instead of (the )?min", r"not (the )?min", r"(by|over) n_relevant(?!\))",
        r"ignor\w*.{0,20}\bmin\b", r"(by|over) (the )?(whole )?class size", r"(by|over) (the )?(total )?number of relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) DCG asked for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"first (rank|item|grade).{0,30}(not|un)\s?discounted",
        r"rel_?1 \+", r"undiscounted", r"j(a|ä)rvelin"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 2))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "gen.practical", "shape", "mixes up s and v in the recall's lower bound: v / (d - v + s) instead of "
      "v / (d - s + v)",
      [[r"\bs\b.{0,20}\bv\b.{0,30}(swap|confus|mix|exchang|interchang)", r"(swap|confus|mix|exchang|interchang)\w*.{0,30}\bs\b.{0,10}\bv\b",
        r"d ?- ?v ?\+ ?s", r"(swap|confus|mix)\w*.{0,40}(scope|judged).{0,30}relevant",
        r"(swap|confus|mix)\w*.{0,40}relevant.{0,30}(scope|judged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("q09", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta instead of beta", r"beta squared", r"squar\w*", r"not squared", r"beta\*\*2", r"β²"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta) * P * R / (beta * P + R)
''')

wrong("q10", "dcg.classic", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"np\.log\b", r"another base",
        r"wrong base", r"base of the log"]], '''
import math

def my_dcg(grades):
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return total
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"tie\w*.{0,40}(as|count\w*) (1(?!/)|one|a win|a whole|fully|full)", r">=", r"(whole|full) (win|point)",
        r"instead of (1/2|half|0\.5)", r"ties? (count|counted|score) (as )?(1(?!/)|one|fully)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "rank.distances", "shape", "returns the number of relevant targets among the k nearest without "
      "dividing by k",
      [[r"divid\w*.{0,20}by k", r"not divided", r"without dividing", r"/ ?k", r"count (of|instead)",
        r"number of relevant.{0,30}(instead|not)", r"raw count", r"forg\w+.{0,30}divi"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    return float(np.asarray(labels)[order][:k].sum())
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid\w*", r"denominator", r"number of levels"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    rows = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        rows.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = Fraction(0)
    for j in range(11):
        r = Fraction(j, 10)
        ps = [p for rec, p in rows if rec >= r]
        total += max(ps) if ps else 0
    return float(total / 10)
''')

wrong("q14", "ap.exact", "shape", "returns the sum of the precisions at the relevant ranks without dividing by "
      "n_relevant",
      [[r"not divided", r"without dividing", r"never divid", r"forg\w+.{0,30}divi", r"sum instead",
        r"(missing|no) (division|denominator)", r"(the )?sum.{0,30}not.{0,20}(mean|average)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    s = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits += 1
            s += hits / k
    return s
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q23", "rank.p_at_k", "flow", "the loop over ranks runs range(1, k), so the k-th rank is never counted",
      [[r"off.by.one", r"range\s*\(\s*1\s*,\s*k\s*\)", r"k.?th (rank|item|position).{0,30}(never|not|missing|skipped|left)",
        r"(last|k-th) rank.{0,30}(skipped|missed|left out|ignored|dropped)", r"one rank (short|too few)",
        r"k ?- ?1 (ranks|items)", r"stops? (one|a) (rank|item|step) (early|too soon|short)"]], '''
def my_p_at_k(labels, k):
    rel = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            rel += 1
    return rel / k
''')

wrong("q16", "interp.curve", "flow", "builds the PR table over range(len(labels) - 1), so the last rank's point "
      "is never in the table",
      [[r"last (rank|row|item|point|position)", r"final (rank|row|item|point)", r"off.by.one",
        r"len\s*\(\s*labels\s*\)\s*-\s*1", r"one (rank|row) (short|too few)", r"bottom (rank|row) (missing|skipped)"]], '''
def my_interpolated(labels, n_relevant):
    table = []
    hits = 0
    for i in range(len(labels) - 1):
        hits += labels[i]
        table.append((hits / n_relevant, hits / (i + 1)))
    curve = []
    for j in range(11):
        r = j / 10
        ps = [p for rec, p in table if rec >= r - 1e-12]
        curve.append(max(ps) if ps else 0.0)
    return curve
''')

wrong("q17", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so each query's "
      "precisions keep counting the earlier queries' relevant items",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}(across|over|between) (the )?quer",
        r"(outside|before) the (query )?loop", r"previous quer\w*", r"earlier quer\w*", r"not (set|zeroed) (back )?(to 0 )?per query"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so the rank of the "
      "last relevant item is used",
      [[r"\bbreak\b", r"last relevant", r"(stop|exit)\w*.{0,30}first", r"overwrit\w*", r"keeps? (looping|going|searching)",
        r"not the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, 1):
            if lab == 1:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the 11-level list is created once before the loop over queries and updated "
      "with max(), so each query's curve carries the earlier queries' maxima",
      [[r"reset", r"re-?initiali[sz]", r"(outside|before) the (query )?loop", r"carr(y|ies|ied) over",
        r"previous quer\w*", r"earlier quer\w*", r"shared (list|curve)", r"max\w*.{0,40}across (the )?quer",
        r"not (re)?created per query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curve = np.zeros(11)
    total = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        if R:
            y = np.asarray(run, dtype=float)
            hits = np.cumsum(y)
            rec = hits / R
            prec = hits / np.arange(1, len(y) + 1)
            for j, r in enumerate(levels):
                ok = rec >= r - 1e-9
                if ok.any():
                    curve[j] = max(curve[j], prec[ok].max())
        total += curve
    return list(total / len(runs))
''')

wrong("q20", "interp.step", "flow", "takes the precision from the counter before it is incremented at the "
      "relevant item, i.e. (hits - 1) / rank: the precision is read one step late",
      [[r"before (it is |the counter is |hits is )?(increment|updat|count)", r"(one|a) step (late|behind|early)",
        r"\(?hits ?- ?1\)?", r"stale", r"previous (count|hit)", r"not (yet )?(count|includ)\w*.{0,30}(itself|current|this)",
        r"(itself|current item) (not )?(count|includ)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            p = hits / rank
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return p
    return 0.0
''')

wrong("q21", "ndcg.all_judgments", "flow", "never sorts the ideal list: it concatenates the retrieved and "
      "unretrieved grades in their given order",
      [[r"never sort", r"not sort", r"unsorted", r"without sorting", r"forg\w+.{0,20}sort", r"given order", r"input order", r"as (they|it) (come|came|stand)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q15", "ap.exact", "hidden", "divides by n_relevant with no guard (NumPy), so a query with no relevant "
      "items gives 0/0 = nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"(no|missing|without a) guard", r"zero by zero"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')
wrong("q24", "interp.curve", "hidden", "builds the levels as 0.1 * j in floating point, so a recall of exactly "
      "0.3, 0.6 or 0.7 fails R@k >= r (0.1 * 3 is 0.30000000000000004)",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"0\.1 ?\* ?", r"precision error",
        r"representation"]], '''
def my_interpolated(labels, n_relevant):
    rec, prec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        rec.append(hits / n_relevant)
        prec.append(hits / k)
    out = []
    for j in range(11):
        r = 0.1 * j
        cands = [p for rr, p in zip(rec, prec) if rr >= r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking for 0, so a query with no "
      "relevant item at all divides by zero",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], 2)) if gs else 0
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(list(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list instead of c, so a list shorter "
      "than the class gives too high a precision",
      [[r"len\s*\(", r"length of the (cut|list|slice)",
        r"missing ranks.{0,40}(dropped|ignored|not counted)(?! as)", r"instead of (c|n_relevant)\b",
        r"divid\w*.{0,30}(fewer|number of items|list)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "set.pr", "hidden", "precision divides by the number of retrieved ids without a guard, so an empty "
      "result set divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    hit = len(A & B)
    return [hit / len(A), hit / len(B) if B else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "hidden", "when the level is never reached it returns the last point's precision "
      "instead of 0",
      [[r"last (point|precision|relevant)", r"(instead of|not|rather than) 0\b", r"falls? (off|through).{0,30}(loop|end)",
        r"return\w* (the )?(last|final) (p|precision|point)", r"(should|must) (be|return) 0", r"instead of zero"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(1000)
    hits = 0
    p = 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            p = hits / k
            if Fraction(hits, n_relevant) >= lev:
                return p
    return p
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerates the items after the first from 3 instead of 2, so rank i gets "
      "log2(i + 1) (same numbers as a trec-style discount after rank 1)",
      [[r"enumerat\w*", r"start\w*.{0,20}(at|from) 3", r"off.by.one", r"index\w*.{0,30}(one|1) too (high|large|far)",
        r"rank (counted|numbered).{0,20}(one|1) too", r"shift\w*"]], '''
from math import log2

def my_dcg(grades):
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 3))
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (misreads the column order), so precision "
      "is tp / (tp + fn)",
      [[r"column", r"order of (the )?(fields|entries|counts|columns)", r"unpack\w*", r"misread", r"tp, fn, fp",
        r"(fp|false positives?) and (fn|false negatives?).{0,30}(swap|confus|mix)",
        r"(swap|confus|mix)\w*.{0,30}(fp|false positives?) and (fn|false negatives?)"]], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fn, fp = t
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q31", "roc.auc", "twin", "flips the comparison in the pair count (counts pairs where the negative scores "
      "higher), giving 1 - AUC",
      [[r"compar\w*.{0,30}(flip|revers|wrong|invert)", r"(flip|revers|invert)\w*.{0,30}compar",
        r"negative scor\w* higher", r"n ?> ?p", r"wrong direction", r"<\s*instead of\s*>", r"s_neg ?> ?s_pos"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                total += 1
            elif n == p:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q32", "set.pr", "twin", "declares the parameters in the wrong order (relevant, retrieved), so the sets are "
      "swapped and precision and recall trade places",
      [[r"(parameter|argument)s?.{0,40}(order|swap|revers)", r"(swap|revers)\w*.{0,30}(parameter|argument)",
        r"def my_set_pr\(relevant", r"(relevant, retrieved)", r"wrong order.{0,30}(parameter|argument|signature)"]], '''
def my_set_pr(relevant, retrieved):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q33", "scope.knn_ties", "twin", "sorts the tied targets with relevant first for the lowest bound and "
      "relevant last for the highest (the tie keys are the wrong way round)",
      [[r"tie.{0,40}(wrong way|revers|invert|swap|opposite)", r"(relevant|non.?relevant) first.{0,40}(lowest|pessimistic)",
        r"(lowest|pessimistic).{0,40}relevant first", r"sort key", r"-label", r"tie.?break\w*.{0,30}(wrong|revers|swap)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low_order = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    high_order = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    low = sum(y for _, y in low_order[:k]) / k
    high = sum(y for _, y in high_order[:k]) / k
    return [low, high]
''')

wrong("q34", "rank.distances", "twin", "sorts the distances with reverse=True as if they were similarity "
      "scores, so the k farthest targets are taken",
      [[r"farthest", r"furthest", r"descending", r"reverse", r"largest distance", r"(as|like) (a )?(similarit|score)",
        r"wrong (sort )?order", r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q35", "map.mean", "twin", "keeps one running sum of precisions and one running total of n_relevant over "
      "all queries and divides at the end (pooled over relevant items, not a mean of per-query APs)",
      [[r"pool\w*", r"micro", r"total (number of )?relevant", r"sum of (the )?n_relevant", r"weight\w*.{0,30}(by|with) (the )?(number|n_relevant|class)",
        r"not (a|the) mean of (the )?(per.query )?AP", r"single (running )?(sum|total)"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    den = 0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                num += hits / k
        den += R
    return num / den if den else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "gen.grip_point", "data", "takes the class size c from the relevant items in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\s*\(\s*labels", r"relevant (items )?(in|of) the list", r"retrieved relevant", r"ignor\w*.{0,20}n_relevant",
        r"class size.{0,40}(from|as) (the )?(labels|list|retrieved)", r"c ?= ?v\b", r"n_relevant.{0,30}(ignored|unused|not used)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    if c == 0:
        return 0.0
    top = np.zeros(c)
    m = min(c, len(y))
    top[:m] = y[:m]
    return float(top.mean())
''')

wrong("q37", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"n_relevant\s*\[\s*0\s*\]", r"first query'?s? (n_relevant|class|number of relevant)", r"same n_relevant",
        r"one n_relevant", r"(n_relevant|class size).{0,30}(every|each|all) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    sums = [0.0] * 11
    for run in runs:
        curve = [0.0] * 11
        if R:
            hits = 0
            pts = []
            for k, lab in enumerate(run, 1):
                hits += lab
                pts.append((hits / R, hits / k))
            for j in range(11):
                ps = [p for r, p in pts if r >= j / 10 - 1e-9]
                curve[j] = max(ps) if ps else 0.0
        sums = [a + b for a, b in zip(sums, curve)]
    return [x / len(runs) for x in sums]
''')

wrong("q38", "roc.eer", "data", "takes label 0 as the positive class (positives and negatives swapped)",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"(positives?|negatives?).{0,20}(swap|revers|invert|exchang)",
        r"(swap|revers|invert)\w*.{0,20}(labels|classes|positives)", r"labels? (inverted|flipped)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 0)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), reverse=True)
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1] == 0:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances on their own, so the labels no longer belong to "
      "their targets",
      [[r"sort\w*.{0,40}(on (their|its) own|alone|separately|without (the|their) labels)",
        r"labels.{0,40}(misaligned|no longer|out of (step|order)|not (sorted|moved|reordered))", r"misalign\w*",
        r"(pairing|alignment).{0,20}(lost|broken)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [lab for d, lab in zip(ds, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q40", "ap.value", "data", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\s*\(\s*labels", r"found relevant",
        r"ignor\w*.{0,20}n_relevant", r"(never|not) retrieved.{0,30}(ignored|left out|not counted)",
        r"unretrieved.{0,30}(ignored|left out|not counted)"]], '''
labels = v["labels"]
hits = 0
precs = []
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / len(precs)
''')

wrong("q41", "ndcg.value", "data", "builds the ideal ranking from the retrieved grades only, leaving out the "
      "unretrieved grades",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
disc = np.ones(len(g))
disc[1:] = np.log2(np.arange(2, len(g) + 1))
ideal = np.sort(g)[::-1]
my_ndcg_value = float((g / disc).sum() / (ideal / disc).sum())
''')

wrong("q42", "rank.r_precision", "data", "takes R as the length of the ranking instead of n_relevant",
      [[r"len\s*\(\s*labels", r"length of (the )?(list|ranking)", r"list length", r"whole (list|ranking)",
        r"ignor\w*.{0,20}n_relevant", r"R ?= ?len"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fractions over the PR table", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "roc.auc", "itertools.product over (positive, negative) pairs", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    score = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return score / (len(pos) * len(neg))
''')

right("q45", "gen.practical", "Sebe et al.'s letters d, s, v", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), v / d]
''')

right("q46", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    mask = d < epsilon
    return float(y[mask].mean()) if mask.any() else 0.0
''')

right("q47", "pr.points", "list comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, lab) in enumerate(zip(hits, labels), 1) if lab]
''')

right("q48", "interp.step", "explicit loop with R_(i-1) < r <= R_i", '''
def my_step_interpolated(labels, n_relevant, level):
    prev = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            R = hits / n_relevant
            if prev < level <= R + 1e-12:
                return hits / k
            prev = R
    return 0.0
''')

SUBMISSIONS = tuple(S)
