"""Diagnosis class 261, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write small general helpers (``safe_div``, ``mean``, ``cumulative``, ``argsort``) and compose every task from
them, in loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c261-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class261).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 261 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c261-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages the precisions at the retrieved relevant ranks (divides by the number "
      "of relevant items found) instead of dividing their sum by n_relevant",
      [[r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"number of hits", r"instead of n_relevant",
        r"not (by )?n_relevant", r"mean of the precisions", r"unretrieved relevant.{0,40}(ignored|missing|left out)",
        r"never retrieved.{0,40}(ignored|left out|not counted)", r"found relevant"]], '''
def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def my_ap(labels, n_relevant):
    hits = cumulative(labels)
    precs = [hits[i] / (i + 1) for i, x in enumerate(labels) if x]
    return mean(precs)
''')

wrong("q02", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) instead "
      "of the classic one (rel_1 + rel_i / log2(i))",
      [[r"log2?\s*\(\s*(i|rank|k)\s*\+\s*1\s*\)", r"trec", r"i ?\+ ?1 discount",
        r"(burges|jarvelin|kekalainen)"]], '''
from math import log2

def discount(rank):
    return log2(rank + 1)

def my_dcg(grades):
    return sum(g / discount(r) for r, g in enumerate(grades, start=1))
''')

wrong("q03", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant targets) "
      "instead of their precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"total (number of )?relevant",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (by )?k\b"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def argsort(xs):
    return sorted(range(len(xs)), key=lambda i: xs[i])

def my_p_at_k_from_distances(distances, labels, k):
    order = argsort(distances)
    hits = sum(labels[i] for i in order[:k])
    return safe_div(hits, sum(labels))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages precision (pools tp and fp over the queries) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp|fp|tables)", r"total (tp|fp|counts)",
        r"weighted by", r"(bigger|larger) quer\w+ (count|weigh)"]], '''
import numpy as np

def safe_div(a, b):
    return a / b if b else 0.0

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(safe_div(tp, tp + fp))
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "value) instead of the maximum precision over all ranks with R@k >= r",
      [[r"\bstep", r"first rank (where|whose|that|reaching|at which)", r"no max", r"without (the |taking the )?max",
        r"not the max", r"max\w* (to|on) the right", r"later (ranks|precisions?)",
        r"(ignores|ignoring|misses|missing) .{0,30}(higher|later) precision"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def my_interpolated(labels, n_relevant):
    hits = cumulative(labels)
    points = [(safe_div(h, n_relevant), h / (i + 1)) for i, h in enumerate(hits)]
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((p for rec, p in points if rec >= r), 0.0))
    return out
''')

wrong("q06", "sig.sign_test", "sibling", "reports the one-sided p-value (a single binomial tail, never doubled) "
      "instead of the two-sided one",
      [[r"one.?sided", r"not doubled", r"never doubled", r"doubl\w*", r"times 2", r"single tail", r"one tail",
        r"half (of )?the (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
diffs = [x - y for x, y in zip(a, b) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i (the trec_eval DCG) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear gain", r"exponential gain", r"gain.{0,30}(not|never|without).{0,20}exponen",
        r"rel_?i? (as|is) (the )?gain", r"raw grades?", r"2\s*(\^|\*\*)\s*rel\w*.{0,20}(missing|forgotten|never)",
        r"(forgot|forgets|without|missing|never).{0,30}2\s*(\^|\*\*)"]], '''
from math import log2

def dcg(gains):
    return sum(g / log2(i + 2) for i, g in enumerate(gains))

my_dcg_exp = dcg(v["grades"])
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"without squar\w*", r"forg\w+ (to )?square", r"squar\w*.{0,30}(missing|forgotten|dropped)",
        r"beta instead of beta", r"linear in beta", r"\bb\b instead of b"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_f(precision, recall, beta):
    return safe_div((1 + beta) * precision * recall, beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound divides by d - s instead of d - s + v (the v found "
      "relevant items are left out of the largest possible class)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"without (the )?\+ ?v", r"(missing|forg\w+|drop\w*|left out|omit\w*).{0,30}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgotten|dropped|left out|omitted)",
        r"(found|judged) relevant.{0,40}(left out|not (added|counted|included))"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [safe_div(v, s), safe_div(v, d - s), safe_div(v, d)]
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing it by the ideal DCG",
      [[r"not normali[sz]ed", r"without normali[sz]", r"un.?normali[sz]ed",
        r"(no|never|missing|forg\w*|without).{0,20}(division|divid\w*) by (the )?(ideal|idcg)",
        r"\bIDCG\b.{0,30}(missing|never|not used|unused)", r"returns? (the )?(raw |plain )?DCG\b",
        r"DCG (itself|only|alone)"]], '''
from math import log2

def safe_div(a, b):
    return a / b if b else 0.0

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    score = dcg(grades)
    return score if idcg else 0.0
''')

wrong("q11", "ap.at_k", "shape", "divides the sum of the precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k (alone|only|always)", r"instead of min", r"not (by )?min",
        r"min\(k, ?(R|n_relevant)\).{0,30}(ignored|missing|replaced)", r"always k\b", r"over k\b"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels)[:k]
    hits = cumulative(top)
    total = sum(hits[i] / (i + 1) for i, x in enumerate(top) if x)
    return safe_div(total, k) if n_relevant else 0.0
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(count\w* (as )?(1(?!/)\b|one|fully|a full|whole)|full (point|credit|win))",
        r">=", r"greater (than )?or equal", r"at least as high",
        r"tie\w*.{0,30}instead of (1/2|a half|half)", r"tie\w*.{0,30}not (as )?(1/2|half)"]], '''
from itertools import product

def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    return mean(1.0 if p >= n else 0.0 for p, n in product(pos, neg))
''')

wrong("q13", "dcg.trec", "shape", "discounts by log2(i) + 1 (the + 1 outside the logarithm) instead of log2(i + 1)",
      [[r"log2?\s*\(\s*(i|rank)\s*\)\s*\+\s*1", r"parenthes\w*", r"bracket\w*", r"\+ ?1 (is )?outside",
        r"outside (the )?log", r"added (after|to) (the )?log\w*( of i)?"]], '''
from math import log2

def discount(i):
    return log2(i) + 1

my_dcg_trec = sum(g / discount(i) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q14", "map.mean", "shape", "pools the precisions of every query and divides by the total number of relevant "
      "items (sum over all queries) instead of averaging the per-query APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant", r"all queries together",
        r"not (the |a )?mean of (the )?(per.query )?APs?", r"weighted", r"micro"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def my_map(runs, n_relevant):
    num = 0.0
    for labels in runs:
        hits = cumulative(labels)
        num += sum(hits[i] / (i + 1) for i, x in enumerate(labels) if x)
    return safe_div(num, sum(n_relevant))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "reads the running hit count at index k, i.e. counts the first k + 1 ranks "
      "(off by one)",
      [[r"off.by.one", r"k ?\+ ?1 (items|ranks|labels|positions)", r"one (rank|item|label) too (many|far)",
        r"index k\b", r"\[k\]", r"(first|top) k ?\+ ?1", r"extra rank"]], '''
def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def my_p_at_k(labels, k):
    padded = list(labels) + [0] * (k + 1)
    return cumulative(padded)[k] / k
''')

wrong("q16", "pr.points", "flow", "counts ranks from 0 (enumerate without start=1), so each precision is hits over "
      "rank - 1 (and 0 at rank 1 through safe_div)",
      [[r"off.by.one", r"enumerate", r"(counted|counts|count|starts?) (ranks )?(from|at) (0|zero)", r"rank ?- ?1",
        r"0.based", r"zero.based", r"rank index"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i, x in enumerate(labels):
        if x:
            hits += 1
            out.append(safe_div(hits, i))
    return out
''')

wrong("q17", "map.mrr", "flow", "the loop over a query's ranks has no break, so it keeps the reciprocal rank of "
      "the LAST relevant item instead of the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"break (is )?missing", r"missing break",
        r"overwrit\w*", r"not the first relevant", r"every (later )?relevant"]], '''
def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, start=1):
            if x:
                rr = 1 / rank
        rrs.append(rr)
    return mean(rrs)
''')

wrong("q18", "interp.step", "flow", "updates the kept precision after the recall test, so it returns the "
      "precision of the PREVIOUS relevant item (P_(i-1), 0 in the first step)",
      [[r"previous (point|relevant|step|precision)", r"one (point|step|relevant item) (too )?early",
        r"before the (point|relevant)", r"P_?\(?i ?- ?1", r"off.by.one", r"assign\w* after", r"lags? (one|behind)",
        r"one step behind"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_step_interpolated(labels, n_relevant, level):
    kept, hits = 0.0, 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if safe_div(hits, n_relevant) >= level:
                return kept
            kept = hits / rank
    return 0.0
''')

wrong("q19", "pr.averaged", "flow", "the running sum of the curves is reset inside the query loop, so only the last "
      "query's curve (divided by the number of queries) is returned",
      [[r"reset\w*", r"(initiali[sz]\w*|set|created?).{0,40}inside (the )?(query )?loop",
        r"(only )?the last query('s)?( curve)? only", r"only the last query", r"overwrit\w*",
        r"earlier queries.{0,30}(lost|dropped|discarded)"]], '''
import numpy as np

def safe_div(a, b):
    return a / b if b else 0.0

def curve11(labels, n):
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    rec = hits / n if n else np.zeros(len(labels))
    return [float(max(prec[rec >= r / 10], default=0.0)) for r in range(11)]

def my_averaged_curve(runs, n_relevant):
    for labels, n in zip(runs, n_relevant):
        total = np.zeros(11)
        total += curve11(labels, n)
    return [float(safe_div(t, len(runs))) for t in total]
''')

wrong("q20", "roc.eer", "flow", "stops at the first ROC point where FPR >= FNR and reports (FPR + FNR) / 2 there, "
      "never interpolating along the ROC piece that crosses FPR = FNR",
      [[r"not interpolat\w*", r"without interpolat\w*", r"no interpolation", r"never interpolat\w*",
        r"first (ROC )?point", r"stops? at", r"nearest (ROC )?point", r"(fpr ?\+ ?fnr) ?\) ?/ ?2",
        r"(skips|misses|ignores) the (straight )?(piece|segment|line)"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        fpr, fnr = safe_div(fp, N), 1 - safe_div(tp, P)
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.0
''')

wrong("q21", "ndcg.value", "flow", "the DCG helper starts its sum at 0 and the loop at rank 2, so rel_1 is never "
      "added (to the DCG nor to the ideal DCG)",
      [[r"(first|top) (rank|item|grade)\w*.{0,40}(skipp\w*|miss\w*|left out|dropped|ignored|not (counted|added))",
        r"(skipp\w*|miss\w*|drop\w*|ignor\w*|without|forg\w*|leaves out|left out).{0,30}(rel_?1|first (rank|item|grade)|rank 1)",
        r"rel_?1 .{0,20}(missing|not added|never added)"]], '''
from math import log2

def dcg(gs):
    total = 0.0
    for i in range(1, len(gs)):
        total += gs[i] / log2(i + 1)
    return total

def safe_div(a, b):
    return a / b if b else 0.0

grades, unretrieved = v["grades"], v["unretrieved"]
my_ndcg_value = safe_div(dcg(grades), dcg(sorted(grades + unretrieved, reverse=True)))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without a guard: P = R = 0 raises ZeroDivisionError instead of "
      "returning 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i], so a k longer than the list raises "
      "IndexError", [INDEX], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return safe_div(total, min(k, n_relevant))
''', crash="IndexError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "takes the mean of labels[:c], which divides by the list's length when the "
      "list is shorter than the class instead of by c",
      [[r"divid\w* by (the )?(list'?s? )?length", r"mean of (the )?(top|slice|first|labels)", r"len\(",
        r"instead of (by )?(c|n_relevant)\b", r"not (divided )?by (c|n_relevant)\b",
        r"(slice|labels\[:c\]).{0,40}(shorter|fewer)", r"fewer than c (items|ranks).{0,40}divid"]], '''
def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0

def my_grip_point(labels, n_relevant):
    return mean(labels[:n_relevant])
''')

wrong("q25", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard: a query with no "
      "relevant items raises ZeroDivisionError", [ZERODIV], '''
def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def cumulative(xs):
    out, total = [], 0
    for x in xs:
        total += x
        out.append(total)
    return out

def curve11(labels, n):
    hits = cumulative(labels)
    pts = [(h / n, h / (i + 1)) for i, h in enumerate(hits)]
    return [max((p for r, p in pts if r >= lvl / 10), default=0.0) for lvl in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve11(lab, n) for lab, n in zip(runs, n_relevant)]
    return [mean([c[j] for c in curves]) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "takes the mean of the labels inside epsilon with a plain division: "
      "nothing within epsilon raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 multiplies recall "
      "(beta^2 R + P) instead of precision",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|confused|mixed|switched)",
        r"(confus|mix)\w*.{0,20}(precision|recall)", r"multipl\w* (the )?recall",
        r"beta.{0,8}(on|times|with) (the )?recall", r"wrong (term|one) in the denominator"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_f(precision, recall, beta):
    b2 = beta * beta
    return safe_div((1 + b2) * precision * recall, b2 * recall + precision)
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is reversed: it counts the pairs where the NEGATIVE scores "
      "higher (ties 1/2), giving 1 - AUC",
      [[r"comparison (is )?(reversed|flipped|inverted|the wrong way)", r"revers\w* (the )?(comparison|inequality)",
        r"negative (item |one |score )?(scores? )?(higher|greater|above|beats|wins)", r"counts? (the )?negative.{0,20}wins?", r"<\s*instead of\s*>",
        r"wrong direction", r"(wrong way round|the wrong way)"]], '''
from fractions import Fraction
from itertools import product

def safe_div(a, b):
    return a / b if b else 0.0

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(Fraction(1) if n > p else Fraction(1, 2) if n == p else 0 for p, n in product(pos, neg))
    return float(safe_div(wins, len(pos) * len(neg)))
''')

wrong("q31", "dcg.classic", "twin", "special-cases rank 1 but then discounts rank i by log2(i + 1) (the rank "
      "shifted by one), which happens to equal the trec_eval formulation",
      [[r"off.by.one", r"shift\w*( by one)?", r"one (rank|position) (late|too far|off)", r"discount index",
        r"(rank|index) (is )?(shifted|off)", r"\+ ?1 too many"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for rank, g in enumerate(grades, start=1):
        if rank == 1:
            total += g
        else:
            total += g / log2(rank + 1)
    return total
''')

wrong("q32", "rank.distances", "twin", "ranks the items from the farthest to the nearest (argsort reversed, "
      "descending distance)",
      [[r"descending", r"revers\w*", r"farthest (first|items?)", r"largest distances? first",
        r"\[::-1\]", r"wrong (sort )?order", r"highest distances? first", r"far(thest)? .{0,20}(near|close)"]], '''
def argsort(xs):
    return sorted(range(len(xs)), key=lambda i: xs[i])

def my_p_at_k_from_distances(distances, labels, k):
    order = argsort(distances)[::-1]
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q33", "scope.knn_ties", "twin", "the tie-break keys are exchanged: the 'pessimistic' sort puts the tied "
      "relevant targets first (key -label) and the 'optimistic' one last",
      [[r"(tie.?break\w*|sort keys?|keys?).{0,40}(exchanged|reversed|swapped|wrong|sign|confused|inverted)",
        r"relevant (targets )?first.{0,40}pessimistic", r"pessimistic.{0,40}relevant (targets )?first",
        r"-\s*label", r"sign of the label"]], '''
from fractions import Fraction

def argsort(keys):
    return sorted(range(len(keys)), key=lambda i: keys[i])

def p_at_k(labels, order, k):
    return float(Fraction(sum(labels[i] for i in order[:k]), k))

def my_knn_tie_bounds(distances, labels, k):
    low = argsort([(d, -y) for d, y in zip(distances, labels)])
    high = argsort([(d, y) for d, y in zip(distances, labels)])
    return [p_at_k(labels, low, k), p_at_k(labels, high, k)]
''')

wrong("q34", "gen.practical", "twin", "the generality's lower bound divides v by the scope s (len(labels)) instead "
      "of the database size d",
      [[r"divid\w* by (the )?(scope|s\b|len\(labels\)|number judged|judged)", r"\bs instead of d\b",
        r"scope instead of (the )?(database|d\b)", r"(confus|mix)\w*.{0,20}\b(s|scope)\b.{0,20}\b(d|database)\b",
        r"not (by )?(the )?database size"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_practical(labels, d):
    n = len(labels)
    v = sum(labels)
    return [safe_div(v, n), safe_div(v, d - n + v), safe_div(v, n)]
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries in n (n = number of queries) instead of dropping "
      "them before the binomial test",
      [[r"ties? (are |were )?(not dropped|kept|included|not removed|left in)",
        r"(did not|doesn'?t|does not|never|not) (drop|remov)\w* (the )?(ties|tied)",
        r"tied queries.{0,30}(kept|included|in n|left in)", r"n (includes|counts) (the )?(ties|tied)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats retrieved as a list: a duplicated id is counted twice in tp and in the "
      "number retrieved",
      [[r"duplicat\w*", r"not (as |a )?sets?\b", r"list (instead of|rather than|not) (a )?set",
        r"repeated (ids?|items?)", r"counted (two|2) times", r"set\(\).{0,20}(missing|never)"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_set_pr(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    return [safe_div(tp, len(retrieved)), safe_div(tp, len(set(relevant)))]
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances but zips them with the labels in their original "
      "order, so each distance gets another target's label",
      [[r"(labels?|relevance).{0,40}(not|never) (re)?(ordered|sorted|permuted|moved)", r"misalign\w*",
        r"out of (step|sync)", r"sorted (the )?distances.{0,40}(without|but not).{0,20}labels",
        r"(wrong|another|other) targets?'?s? label", r"zip\w*.{0,30}sorted"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [y for d, y in zip(ds, labels) if d < epsilon]
    return safe_div(sum(inside), len(inside))
''')

wrong("q38", "ap.at_k", "data", "takes the number of relevant items from the list (sum(labels)) instead of the "
      "given n_relevant in min(k, R)",
      [[r"relevant (items )?in the (list|ranking)", r"sum\(labels\)", r"instead of (the given )?n_relevant",
        r"not (the given )?n_relevant", r"retrieved relevant", r"unretrieved.{0,30}(ignored|left out|not counted)",
        r"never retrieved.{0,30}(ignored|left out|not counted)"]], '''
import numpy as np

def safe_div(a, b):
    return a / b if b else 0.0

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(safe_div((prec * y).sum(), min(k, int(np.sum(labels))))) if n_relevant else 0.0
''')

wrong("q39", "avg.macro", "data", "reads the table as [tp, fn, fp]: uses fn (t[2]) where fp belongs, so each "
      "query's value is tp / (tp + fn)",
      [[r"fn instead of fp", r"(fp|fn) (and|with) (fp|fn).{0,20}(swapped|confused|mixed)", r"wrong (column|index|position|entry)",
        r"t\[2\]", r"third (entry|column|value)", r"(column|index) order"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

def my_macro_precision(tables):
    return mean([safe_div(t[0], t[0] + t[2]) for t in tables])
''')

wrong("q40", "gen.practical", "data", "takes d as the number of items beyond the judged scope, so the database size "
      "becomes d + s",
      [[r"d ?\+ ?s\b", r"(adds?|added) (the )?(scope|s\b).{0,20}(to|onto) d",
        r"d (as|is) (the number of )?(unjudged|items beyond|remaining|not judged)",
        r"database size.{0,30}(too large|overcounted|wrong)"]], '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [safe_div(v, s), safe_div(v, total - s + v), safe_div(v, total)]
''')

wrong("q41", "ndcg.value", "data", "treats the grades as binary relevance (any grade > 0 counts 1)",
      [[r"binar\w*", r"grades? (as|treated as|turned into|read as) (0/1|binary|relevant)",
        r"(ignor|lost|drop|flatten)\w*.{0,20}grade (levels|values)", r"graded.{0,20}(ignored|lost)", r"0/1",
        r"every (relevant )?grade (as|counts?) 1"]], '''
from math import log2

def safe_div(a, b):
    return a / b if b else 0.0

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

rel = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(rel + [1 if g > 0 else 0 for g in v["unretrieved"]], reverse=True)
my_ndcg_value = safe_div(dcg(rel), dcg(ideal))
''')

wrong("q42", "interp.curve", "data", "computes recall against the relevant items in the list (sum(labels)) instead "
      "of the given n_relevant",
      [[r"relevant (items )?in the (list|ranking)", r"sum\(labels\)", r"instead of (the given )?n_relevant",
        r"not (the given )?n_relevant", r"retrieved relevant", r"unretrieved.{0,30}(ignored|left out|not counted)",
        r"never retrieved.{0,30}(ignored|left out|not counted)"]], '''
import numpy as np

def safe_div(a, b):
    return a / b if b else 0.0

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / y.sum() if y.sum() else np.zeros(len(y))
    return [float(max(prec[rec >= j / 10], default=0.0)) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.eleven_point", "NumPy with a cumulative helper and a reversed running maximum", '''
import numpy as np

def mean(xs):
    return sum(xs) / len(xs) if len(xs) else 0.0

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    vals = []
    for j in range(11):
        ok = np.nonzero(rec >= j / 10)[0]
        vals.append(float(best[ok[0]]) if len(ok) else 0.0)
    return mean(vals)
''')

right("q44", "roc.eer", "explicit loop over tied-score thresholds, interpolating the crossing piece", '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((safe_div(fp, N), 1 - safe_div(tp, P)))
    for j, (fpr, fnr) in enumerate(pts):
        diff = fpr - fnr
        if diff >= 0:
            if diff == 0 or j == 0:
                return fpr
            f0, n0 = pts[j - 1]
            d0 = f0 - n0
            t = -d0 / (diff - d0)
            return f0 + t * (fpr - f0)
    return pts[-1][0]
''')

right("q45", "scope.knn_ties", "argsort helper with (distance, label) keys and exact fractions", '''
from fractions import Fraction

def argsort(keys):
    return sorted(range(len(keys)), key=lambda i: keys[i])

def p_at_k(labels, order, k):
    return float(Fraction(sum(labels[i] for i in order[:k]), k))

def my_knn_tie_bounds(distances, labels, k):
    low = argsort([(d, y) for d, y in zip(distances, labels)])
    high = argsort([(d, -y) for d, y in zip(distances, labels)])
    return [p_at_k(labels, low, k), p_at_k(labels, high, k)]
''')

right("q46", "set.pr", "sets and a safe_div helper", '''
def safe_div(a, b):
    return a / b if b else 0.0

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [safe_div(tp, len(ret)), safe_div(tp, len(rel))]
''')

right("q47", "gen.grip_point", "itertools.islice padded with zeros, divided by c", '''
from itertools import chain, islice, repeat

def safe_div(a, b):
    return a / b if b else 0.0

def my_grip_point(labels, n_relevant):
    top = islice(chain(labels, repeat(0)), n_relevant)
    return safe_div(sum(top), n_relevant)
''')

right("q48", "dcg.exponential", "generator expression with a gain helper", '''
from math import log2

def gain(g):
    return 2 ** g - 1

my_dcg_exp = sum(gain(g) / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

SUBMISSIONS = tuple(S)
