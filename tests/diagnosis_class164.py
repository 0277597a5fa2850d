"""Diagnosis class 164, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- lazy-pipeline
students who write generators with ``yield``, ``itertools.islice``, ``takewhile`` and ``dropwhile``, ``chain``,
``zip_longest`` and ``enumerate`` everywhere (with some loops, NumPy, comprehensions and fractions mixed in). Only
the task registry (``ireval_teach/exercises/tasks.py``, ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c164-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class164).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 164 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c164-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found", r"sum\(labels\)", r"hits",
        r"in the (list|ranking)", r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = accumulate(labels)
    precs = [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q02", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"2\s*\*\*", r"2\^", r"exponential", r"\bgain\b", r"2 ?\*\* ?rel"]], '''
from math import log2

def dcg_terms(grades):
    for i, g in enumerate(grades, 1):
        yield (2 ** g - 1) / log2(i + 1)

my_dcg_trec = sum(dcg_terms(v["grades"]))
''')

wrong("q03", "map.mrr", "sibling", "returns MAP (the mean of each query's average precision) instead of the mean "
      "reciprocal rank",
      [[r"\bAP\b", r"average precision", r"\bMAP\b", r"every relevant", r"all (the )?relevant"]], '''
from itertools import accumulate

def ap(run):
    precs = [h / i for i, (h, x) in enumerate(zip(accumulate(run), run), 1) if x]
    return sum(precs) / len(precs) if precs else 0.0

def my_mrr(runs):
    return sum(ap(run) for run in runs) / len(runs)
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp)", r"total (tp|true positives)", r"over all queries"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("q05", "interp.curve", "sibling", "returns the precision at the first rank that reaches each level, without "
      "the maximum over the later ranks (not interpolated)",
      [[r"not interpolat", r"uninterpolat", r"without (the |taking the )?max", r"no max", r"first rank",
        r"max\w*.{0,40}(later|right|following|beyond|higher recall)", r"raw precision", r"first point"]], '''
from itertools import accumulate, dropwhile

def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        level = j / 10
        points = ((h / n_relevant if n_relevant else 0.0, h / i)
                  for i, h in enumerate(accumulate(labels), 1))
        first = next(dropwhile(lambda p: p[0] < level, points), None)
        out.append(first[1] if first else 0.0)
    return out
''')

wrong("q06", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant found over c) instead of "
      "the precision at scope c",
      [[r"recall (of|over|at the end of|for) the (whole|entire|full)", r"whole (list|ranking)",
        r"entire (list|ranking)", r"all (the )?ranks", r"every rank", r"instead of (the )?precision"]], '''
def my_grip_point(labels, n_relevant):
    found = sum(1 for x in labels if x)
    return found / n_relevant if n_relevant else 0.0
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided tail probability instead of the two-sided p-value",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"without doubling",
        r"(forg\w*|miss\w*|omit\w*).{0,30}(doubl|factor.{0,5}2|two.sided|times 2)", r"half"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"unsquared", r"without squaring", r"forg\w* to square", r"squar\w* (is )?missing",
        r"beta instead of beta", r"beta rather than beta", r"missing (the )?square"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e", r"log base", r"wrong base", r"another base", r"other base",
        r"instead of log2", r"not log2"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"ties? (count|counted|as) (as )?(1|one|a (whole|full)|wins?)", r">=", r"full (point|win|credit)",
        r"tied pairs?.{0,40}(whole|full|as (a )?win|as 1\b(?!/))", r"instead of (1/2|a half|half)", r"not halved"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of the "
      "largest possible class (d - s + v)",
      [[r"d\s*-\s*s(?!\s*\+)", r"\+ ?v.{0,30}(missing|dropped|left out|forgotten)",
        r"(forg\w*|omit\w*|drop\w*|leav\w*|miss\w*).{0,30}\+ ?v\b", r"unjudged (items )?only"],
       [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10", r"/ ?10\b", r"ten (levels|instead)", r"10 instead of 11", r"mean over 10",
        r"by ten"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts = [(h / n_relevant, h / i) for i, h in enumerate(accumulate(labels), 1)]
    total = 0.0
    for j in range(11):
        total += max((p for r, p in pts if r >= j / 10), default=0.0)
    return total / 10
''')

wrong("q13", "rank.r_precision", "shape", "divides the hits in the top R by the length of the list instead of by R",
      [[r"len\w*\(", r"list length", r"length of (the|your) (list|ranking)", r"whole list",
        r"number of (retrieved|ranked) items", r"divid\w* by (the )?(list|ranking|length)", r"instead of R\b"]], '''
from itertools import islice

R = v["n_relevant"]
my_r_precision = sum(islice(v["labels"], R)) / len(v["labels"])
''', )

wrong("q14", "scope.knn_ties", "shape", "the optimistic bound adds every tied relevant target without capping it "
      "at the places left before k (no min)",
      [[r"\bmin\b", r"\bcap", r"more than (the )?(remaining|free|open|left)", r"places? left", r"slots?",
        r"exceed\w* k", r"above 1", r"more (hits|relevant) than k"]], '''
from itertools import takewhile

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    dk = pairs[k - 1][0]
    before = list(takewhile(lambda t: t[0] < dk, pairs))
    tied = [y for dd, y in pairs if dd == dk]
    slots = k - len(before)
    rel_before = sum(y for _, y in before)
    rel_t = sum(tied)
    low = rel_before + max(0, slots - (len(tied) - rel_t))
    high = rel_before + rel_t
    return [low / k, high / k]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "takewhile with i < k on a 1-based enumerate keeps only the first k - 1 ranks",
      [[r"off.by.one", r"k\s*-\s*1", r"one (rank|item) (short|too few|less|fewer)", r"first k-1",
        r"stops? (one )?(rank )?(too )?early", r"<\s*k", r"strict", r"<= ?k"]], '''
from itertools import takewhile

def my_p_at_k(labels, k):
    top = takewhile(lambda t: t[0] < k, enumerate(labels, 1))
    return sum(x for _, x in top) / k
''')

wrong("q16", "map.mean", "flow", "uses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s?", r"same n_relevant", r"one query'?s? (n_relevant|value|count)",
        r"reus\w*", r"every query.{0,30}same"]], '''
from itertools import accumulate

def ap(run, n):
    return sum(h / i for i, (h, x) in enumerate(zip(accumulate(run), run), 1) if x) / n if n else 0.0

def my_map(runs, n_relevant):
    total = 0.0
    for q, run in enumerate(runs):
        total += ap(run, n_relevant[0])
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "yields the precision before counting the current relevant item (the hit "
      "counter is raised after the yield)",
      [[r"before (the )?(hit|count|counter|current)", r"(counter|count|hits?) (is )?(updated|incremented|increased|raised) "
        r"(too )?late", r"one hit (too )?(few|short)", r"not yet counted", r"after (the )?(yield|precision)",
        r"hits? ?- ?1", r"exclud\w* the current", r"one (too )?few"]], '''
def pr_gen(labels):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            yield hits / i
            hits += 1

def my_pr_points(labels, n_relevant):
    return list(pr_gen(labels))
''')

wrong("q18", "interp.step", "flow", "the loop never breaks, so it keeps the last relevant point whose recall "
      "reaches the level instead of the first",
      [[r"break", r"last (point|relevant|one)", r"(keeps?|kept) (going|looping|overwrit)", r"overwrit",
        r"never stops?", r"not the first", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, value = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / i
    return value
''')

wrong("q19", "pr.averaged", "flow", "re-initialises the sum of the curves inside the loop over the queries, so "
      "only the last query's curve is kept (divided by the number of queries)",
      [[r"reset", r"last query", r"inside the (query |queries )?loop", r"only (the )?last", r"overwrit",
        r"re-?initiali[sz]"]], '''
from itertools import accumulate

def curve(run, n):
    pts = [(h / n, h / i) for i, h in enumerate(accumulate(run), 1)] if n else []
    for j in range(11):
        yield max((p for r, p in pts if r >= j / 10), default=0.0)

def my_averaged_curve(runs, n_relevant):
    for run, n in zip(runs, n_relevant):
        total = [0.0] * 11
        for j, p in enumerate(curve(run, n)):
            total[j] += p
    return [t / len(runs) for t in total]
''')

wrong("q20", "avg.macro", "flow", "assigns each query's precision to the total instead of adding it (= instead of "
      "+=), so only the last query counts",
      [[r"\+=", r"overwrit", r"last query", r"not (summed|accumulated|added)", r"accumulat",
        r"only the last"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        total = tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q21", "ndcg.all_judgments", "flow", "sorts the ideal ranking from low to high (sorted without reverse=True)",
      [[r"ascending", r"low to high", r"reverse", r"increasing", r"worst first", r"smallest first",
        r"lowest (grade )?first", r"wrong order"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: crashes when P = R = 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the number of ranks islice returned instead of by c: a list "
      "shorter than the class is measured over its own length",
      [[r"len\w*\(", r"divid\w* by (the )?(number of (items|ranks)|list length|length)", r"instead of (c|n_relevant)",
        r"not (by )?(c|n_relevant)", r"own length", r"fewer than c"]], '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    top = list(islice(labels, n_relevant))
    return sum(top) / len(top) if top else 0.0
''')

wrong("q24", "scope.eps_precision", "hidden", "no guard for an empty result: crashes when nothing is within "
      "epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "divides by n_relevant without a guard: crashes on a query with no relevant "
      "items", [ZERODIV], '''
from itertools import accumulate

def curve(run, n):
    pts = [(h / n, h / i) for i, h in enumerate(accumulate(run), 1)]
    return [max((p for r, p in pts if r >= j / 10), default=0.0) for j in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve(run, n) for run, n in zip(runs, n_relevant)]
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV], '''
def precisions(tables):
    for tp, fp, fn in tables:
        yield tp / (tp + fp)

def my_macro_precision(tables):
    ps = list(precisions(tables))
    return sum(ps) / len(ps)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "the denominator uses the length of the islice'd top k instead of k: a list "
      "shorter than k gives min(len, R)",
      [[r"len\w*\(", r"length of (the )?(list|ranking|slice|top)", r"list length", r"instead of k\b",
        r"number of (items|ranks) (in the )?(slice|top|list)", r"not k\b"]], '''
from itertools import accumulate, islice

def my_ap_at_k(labels, n_relevant, k):
    top = list(islice(labels, k))
    den = min(len(top), n_relevant)
    if den == 0:
        return 0.0
    return sum(h / i for i, (h, x) in enumerate(zip(accumulate(top), top), 1) if x) / den
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "swaps the classes: the items labelled 0 are taken as the positives",
      [[r"labels? (are )?(swapped|inverted|flipped|reversed)", r"(classes|roles) (are )?(swapped|reversed|inverted)",
        r"0 (as|for) (the )?positive", r"label 0", r"negatives? as (the )?positive", r"y ?== ?0",
        r"non-?relevant as positive", r"positive.{0,20}negative.{0,20}swap"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    score = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return score / (len(pos) * len(neg))
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"(wrong|reversed|other|inverted) order", r"highest first", r"\[high\w*, ?low\w*\]",
        r"(bounds|order) (are )?(reversed|exchanged|inverted)", r"optimistic first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    dk = pairs[k - 1][0]
    rel_before = sum(y for dd, y in pairs if dd < dk)
    n_before = sum(1 for dd, _ in pairs if dd < dk)
    tied = [y for dd, y in pairs if dd == dk]
    slots = k - n_before
    rel_t = sum(tied)
    high = rel_before + min(rel_t, slots)
    low = rel_before + max(0, slots - (len(tied) - rel_t))
    return [high / k, low / k]
''')

wrong("q31", "set.pr", "twin", "returns [recall, precision] instead of [precision, recall]",
      [[r"swap", r"(wrong|reversed|other) order", r"\[recall, ?precision\]", r"recall first",
        r"order (is )?(reversed|exchanged)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q32", "dcg.classic", "twin", "enumerates grades[1:] from 3 instead of 2, so every rank after the first is "
      "discounted by the next rank's log",
      [[r"enumerate", r"start\w* (at|from|with) 3", r"start ?= ?3", r"counter start", r"index(es)? (shifted|one too)",
        r"rank (shifted|one too)", r"off.by.one"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 3))
''')

wrong("q33", "set.f_beta", "twin", "puts beta^2 on recall instead of on precision in the denominator (P and R "
      "swapped there)",
      [[r"(swap|exchang|confus|mix|revers)\w*.{0,40}(precision|recall|\bP\b|\bR\b)",
        r"(precision|recall|\bP\b|\bR\b).{0,40}(swap|exchang|confus|mix|revers)",
        r"b\w*\s*\*?\s*(\^ ?2 ?|\*\* ?2 ?)?\*?\s*(recall|R\b).{0,30}instead", r"beta.{0,20}on recall",
        r"weight\w*.{0,20}recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q34", "roc.eer", "twin", "returns the FPR at the first ROC point where FPR >= FNR without interpolating "
      "between that point and the one before",
      [[r"without interpolat", r"not interpolat", r"never interpolat", r"no (linear )?interpolat",
        r"first (ROC )?point", r"first crossing", r"stops? at the first", r"corner"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    tp = fp = 0
    for _, grp in groupby(items, key=lambda t: t[0]):
        for _, y in grp:
            if y:
                tp += 1
            else:
                fp += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')

wrong("q35", "rank.distances", "twin", "sorts the distances with reverse=True, so the farthest item comes first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"highest distance",
        r"wrong (sort )?direction", r"decreasing"]], '''
from itertools import islice

def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(y for _, y in islice(ranked, k)) / k
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (columns misread), so it averages tp / (tp + "
      "fn)",
      [[r"(fp|fn).{0,40}(swap|confus|mix|misread|wrong (column|order)|exchang)",
        r"(swap|confus|mix|misread|exchang)\w*.{0,40}(fp|fn|columns)", r"unpack", r"recall", r"tp ?\+ ?fn"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so they "
      "count in the system's DCG as well",
      [[r"unretrieved.{0,30}(appended|added|to the (end|ranking|run))", r"append", r"as if (they were )?retrieved",
        r"system'?s DCG", r"(chain|concatenat)\w*", r"end of the (ranking|list)"]], '''
from itertools import chain
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    run = list(chain(grades, unretrieved))
    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg else 0.0
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances alone and zips them with the labels in their "
      "original order (the pairs are broken)",
      [[r"labels? (are )?(not|never) (re)?(ordered|sorted|moved|permuted)", r"misalign", r"sorted (only )?the distances",
        r"(lost|break\w*|broken) (the )?pair", r"zip\w*.{0,20}sorted", r"out of (step|sync)",
        r"(distances|labels) (no longer )?(match|line up)"]], '''
from itertools import takewhile

def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [y for _, y in takewhile(lambda t: t[0] < epsilon, zip(ds, labels))]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q39", "ap.value", "data", "divides by the relevant items in the list (sum of the labels) instead of "
      "n_relevant", [[r"sum\(labels\)", r"retrieved", r"found", r"in the (list|ranking)", r"instead of n_relevant",
                      r"ignor\w* n_relevant", r"unretrieved", r"never retrieved"]], '''
from itertools import accumulate

labels = v["labels"]
precs = [h / i for i, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
my_ap_value = sum(precs) / sum(labels)
''')

wrong("q40", "map.mrr", "data", "chains all the queries' lists into one ranking and takes its reciprocal rank",
      [[r"chain", r"one (long )?(list|ranking)", r"concatenat", r"flatten", r"merg\w* (the )?(queries|runs|lists)",
        r"single (list|ranking|query)", r"joined"]], '''
from itertools import chain

def my_mrr(runs):
    for i, x in enumerate(chain.from_iterable(runs), 1):
        if x:
            return 1 / i
    return 0.0
''')

wrong("q41", "gen.practical", "data", "takes v as the number of judged items (len(labels)) instead of the number "
      "of relevant ones",
      [[r"v ?= ?len", r"v ?= ?s\b", r"every judged (item|one)", r"all (the )?judged (items )?(as|count|counted)",
        r"count\w* (all|every)", r"instead of (the )?(number of )?(ones|relevant|1s)",
        r"non-?relevant (ones )?(counted|as relevant)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q42", "interp.curve", "data", "computes recall over the length of the list instead of n_relevant",
      [[r"len\w*\(labels\)", r"list length", r"length of the (list|ranking)", r"instead of n_relevant",
        r"number of (ranked|retrieved) items", r"ignor\w* n_relevant"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    n = len(labels)
    pts = [(h / n, h / i) for i, h in enumerate(accumulate(labels), 1)]
    return [max((p for r, p in pts if r >= j / 10), default=0.0) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "islice over a padded chain (missing ranks count 0)", '''
from itertools import chain, islice, repeat

def my_p_at_k(labels, k):
    return sum(islice(chain(labels, repeat(0)), k)) / k
''')

right("q44", "ap.eleven_point", "exact Fractions for the levels, generator of interpolated precisions", '''
from fractions import Fraction
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts = [(Fraction(h, n_relevant), Fraction(h, i)) for i, h in enumerate(accumulate(labels), 1)]
    levels = (Fraction(j, 10) for j in range(11))
    return float(sum(max((p for r, p in pts if r >= lv), default=Fraction(0)) for lv in levels) / 11)
''')

right("q45", "map.mrr", "takewhile counts the non-relevant prefix", '''
from itertools import takewhile

def my_mrr(runs):
    def rr(run):
        if not any(run):
            return 0.0
        return 1 / (1 + sum(1 for _ in takewhile(lambda x: not x, run)))
    return sum(map(rr, runs)) / len(runs)
''')

right("q46", "interp.step", "dropwhile over a generator of (recall, precision) points, exact Fractions", '''
from fractions import Fraction
from itertools import dropwhile

def points(labels, n_relevant):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            yield Fraction(hits, n_relevant), Fraction(hits, i)

def my_step_interpolated(labels, n_relevant, level):
    lv = Fraction(level).limit_denominator(1000)
    p = next(dropwhile(lambda t: t[0] < lv, points(labels, n_relevant)), None)
    return float(p[1]) if p else 0.0
''')

right("q47", "scope.knn_ties", "NumPy masks around the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    before = d < dk
    tied = d == dk
    slots = k - before.sum()
    rel_b, rel_t, non_t = y[before].sum(), y[tied].sum(), (1 - y[tied]).sum()
    low = rel_b + max(0, slots - non_t)
    high = rel_b + min(rel_t, slots)
    return [float(low / k), float(high / k)]
''')

right("q48", "gen.practical", "plain counts, generator sum", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
