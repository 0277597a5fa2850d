"""Diagnosis class 245, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in probabilities and expectations (random baselines, expected values, conditional probabilities), writing
loops, NumPy, comprehensions, itertools and ``fractions.Fraction``. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c245-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class245).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 245 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c245-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the mean precision over the hits) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"sum\(labels\)",
        r"found relevant", r"instead of n_relevant", r"not (by )?n_relevant", r"only (the )?retrieved",
        r"mean (of the )?precision", r"unretrieved.{0,30}(ignored|left out|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.sum() == 0:
        return 0.0
    p_at = np.cumsum(y) / np.arange(1, len(y) + 1)
    # E[precision | a relevant item is hit]
    return float(p_at[y == 1].mean())
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool(ed|s|ing)", r"sum(med|s)? (the )?(counts|tp)", r"total tp", r"aggregat\w+ (the )?counts"]],
      '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("q03", "sig.sign_test", "sibling", "reports the one-sided p-value P(X >= wins) instead of the two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"not (doubled|two.?sided)", r"(forgot|without|never) "
        r"(to )?doubl", r"half (of )?the (two.?sided )?p", r"greater"]], '''
from math import comb

d = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(d)
wins = sum(1 for x in d if x > 0)
my_sign_p = sum(comb(n, j) for j in range(max(wins, n - wins), n + 1)) / 2 ** n
''')

wrong("q04", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2 ?\^ ?rel", r"2\*\*", r"2 to the", r"gain 2"]], '''
from math import log2

my_dcg_trec = sum((2 ** g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of "
      "its lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"maximum generality", r"c_?max", r"d ?- ?s ?\+ ?v"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s + v
    precision = v / s
    recall_lower = v / c_max if c_max else 0.0
    return [precision, recall_lower, c_max / d]
''')

wrong("q06", "interp.step", "sibling", "returns the max-interpolated precision (best precision at any recall >= "
      "level) instead of the step rule's P_i",
      [[r"max(imum)?.{0,30}(interpolat|precision)", r"interpolated precision", r"best precision",
        r"highest precision", r"ceiling", r"any (later|higher) (rank|recall)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, x in enumerate(labels, start=1):
        hits += x
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q07", "set.f_beta", "sibling", "returns the harmonic mean F1 whatever beta is (beta ignored)",
      [[r"F.?1\b", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)", r"harmonic mean",
        r"balanced F", r"beta ?= ?1 (always|every)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (instead of|not|rather than) (beta.?\^ ?2|beta squared|beta\*\*2)", r"not squared",
        r"without squaring", r"forg[eo]t.{0,20}squar", r"squar\w*.{0,20}(missing|forgotten)",
        r"beta\b.{0,20}\bunsquared", r"beta\^1"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"wrong base", r"another base",
        r"base of the log"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving the + v out of the "
      "largest class size d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"(without|missing|forg[eo]t\w*|leav\w* out|drop\w*).{0,20}\+ ?v",
        r"\+ ?v.{0,20}(missing|left out|dropped|forgotten)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = Fraction(v, s)
    r_low = Fraction(v, d - s) if d - s else Fraction(0)
    return [float(p), float(r_low), float(Fraction(v, d))]
''')

wrong("q11", "ndcg.all_judgments", "shape", "the ideal DCG uses the log2(i + 1) discount while the DCG of the "
      "ranking uses the classic rel_1 + rel_i / log2(i)",
      [[r"ideal.{0,60}log2? ?\(?i ?\+ ?1", r"log2? ?\(?i ?\+ ?1.{0,60}ideal", r"(different|two|mixed|another) "
        r"discount", r"discount.{0,40}(differ|inconsistent|not the same)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    disc = np.where(i == 1, 1.0, np.log2(np.maximum(i, 2)))
    dcg = float((g / disc).sum())
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    j = np.arange(1, len(ideal) + 1)
    idcg = float((ideal / np.log2(j + 1)).sum())
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead of|not|rather than) (by )?11", r"by 10\b", r"ten (levels|instead)",
        r"/ ?10\b"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 10
''')

wrong("q13", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"(without|missing|forg[eo]t\w*|drop\w*|no) (the )?- ?1", r"2 ?\^ ?rel\b(?! ?- ?1)", r"minus (one|1)",
        r"2\*\*rel\b(?! ?- ?1)", r"zero grades? (gain|count|give) 1", r"grade 0 (adds|gains|counts)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float((2 ** g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q14", "rank.distances", "shape", "divides the hits in the top k by the length of the whole list instead "
      "of by k",
      [[r"len(gth)?\(?.{0,20}(list|labels)", r"all (the )?items", r"(instead of|not|rather than) "
        r"(by )?k\b", r"number of (items|targets)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / len(y))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "never stops at the first relevant item: adds the reciprocal rank of every "
      "relevant item of a query",
      [[r"every relevant", r"all (the )?relevant", r"(no|never|without|missing|forg[eo]t\w*).{0,20}break",
        r"(not|never|doesn.t) stop", r"first relevant (item )?only", r"sum of (the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (hits - 1 "
      "over the rank)",
      [[r"before (it is |being )?(count|increment|add)", r"hits ?- ?1", r"(increment|update|count)\w* "
        r"(too )?late", r"off.by.one", r"current (relevant )?item (not|isn.t) (yet )?counted", r"one hit short"]],
      '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q17", "interp.curve", "flow", "builds the levels with np.arange(0, 1, 0.1): level 1.0 is left out "
      "(10 values instead of 11)",
      [[r"1\.0.{0,30}(missing|left out|dropped|excluded|not included)", r"(missing|without|leaves? out|drops?)"
        r" (the )?(level )?1\.0", r"10 (values|levels|points)", r"arange", r"last level", r"end.?point",
        r"eleventh"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    levels = np.arange(0, 1, 0.1)
    return [float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0 for r in levels]
''')

wrong("q18", "map.mean", "flow", "divides every query's summed precisions by the first query's n_relevant "
      "(n_relevant[0] reused for all queries)",
      [[r"n_relevant\[0\]", r"first query.s n_relevant", r"(same|one) n_relevant", r"reus\w+",
        r"first query.s (number|count)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q19", "ap.at_k", "flow", "slices labels[:k + 1], reading one rank past k",
      [[r"k ?\+ ?1", r"one (rank|item|position) (too many|past|beyond|more)", r"off.by.one", r"past k",
        r"beyond (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k + 1], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q20", "pr.averaged", "flow", "keeps a running average (mean + curve) / 2 per query, which weights later "
      "queries more instead of the plain mean over queries",
      [[r"running (average|mean)", r"pairwise", r"/ ?2\b", r"halv", r"(later|last) quer\w+.{0,30}(weigh|count)"
        r"", r"weight\w*.{0,30}(unequal|more|not equal)", r"not (the|a) (plain |simple )?mean"]], '''
def my_averaged_curve(runs, n_relevant):
    mean = None
    for run, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R if R else 0.0, hits / k))
        curve = [max([p for r, p in pts if R and r >= j / 10], default=0.0) for j in range(11)]
        mean = curve if mean is None else [(a + b) / 2 for a, b in zip(mean, curve)]
    return mean
''')

wrong("q21", "roc.auc", "flow", "only looks at pairs i < j in list order, so a positive listed after a "
      "negative is never compared with it",
      [[r"i ?< ?j", r"list order", r"(only|half (of )?the) pairs", r"(positive|negative) (listed|appearing) "
        r"(after|before|later)", r"range\(i ?\+ ?1", r"missing pairs", r"not every pair", r"ordered pairs"]], '''
def my_auc(scores, labels):
    n_pos = sum(1 for y in labels if y == 1)
    n_neg = len(labels) - n_pos
    good = 0.0
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            if labels[i] == 1 and labels[j] == 0:
                good += 1.0 if scores[i] > scores[j] else 0.5 if scores[i] == scores[j] else 0.0
            elif labels[i] == 0 and labels[j] == 1:
                good += 0.0
    return good / (n_pos * n_neg)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved with no guard: nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no item retrieved",
                                      r"retrieved (set|list) (is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?(=|is) ?0", r"empty (result|retrieved)",
                 r"no (item|document)s? retrieved"]], '''
from statistics import mean

def my_macro_precision(tables):
    return mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV, [r"n_relevant ?(=|is) ?0", r"no relevant items", r"zero relevant"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, s = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result "
      "gives nan instead of 0", [NAN + [r"empty (result|mean|slice|array)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "interp.step", "hidden", "looks the level up with next() over the PR points without a default: a "
      "level never reached raises StopIteration",
      [[r"StopIteration", r"next\(", r"no default"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    return next(p for r, p in pts if r >= level - 1e-12)
''', crash="StopIteration", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with no guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"no relevant item",
                                             r"all grades? (are )?(0|zero)", r"idcg ?(=|is) ?0"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the sliced list labels[:c] instead of c, so "
      "a list shorter than the class gets too high a precision",
      [[r"len\(labels\[:", r"length of the (sliced |cut )?list", r"(shorter|short) list", r"missing ranks?.{0,30}"
        r"(ignored|dropped|not counted)", r"(instead of|not|rather than) (by )?(c|n_relevant)\b",
        r"fewer (than|items)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall in the denominator, beta^2 P + R written "
      "P + beta^2 R (the weights of P and R swapped)",
      [[r"beta.?\^? ?2? ?(\*|on|times|with|multipl\w*).{0,20}recall", r"P ?\+ ?beta", r"(weight|beta)\w*.{0,30}"
        r"(wrong|other) (term|side)", r"swap\w*.{0,30}weight", r"denominator.{0,40}(swap|wrong)"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]",
      [[r"(wrong|reversed|swapped|other) order", r"swap\w*", r"reversed", r"\[highest, lowest\]",
        r"highest first", r"optimistic first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))
    p_low = sum(y for _, y in low[:k]) / k
    p_high = sum(y for _, y in high[:k]) / k
    return [p_high, p_low]
''')

wrong("q31", "rank.distances", "twin", "sorts by distance in descending order (the farthest targets first)",
      [[r"descending", r"farthest", r"reverse", r"largest distance", r"(wrong|opposite) (order|direction)",
        r"similarit(y|ies)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q32", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant)",
      [[r"by k\b", r"(instead of|not|rather than) min", r"min\(k, ?(n_relevant|R)\).{0,20}(ignored|missing)",
        r"(always|only) k\b", r"divid\w* by k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q33", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the fp and fn columns swapped)",
      [[r"column", r"fn.{0,20}(instead of|for|as) fp", r"fp.{0,20}(and|with) fn.{0,20}swap",
        r"swap\w*.{0,20}(fp|fn)", r"\[tp, fn, fp\]", r"(order|layout) of the table"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q34", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,30}(full|whole|as 1\b(?!/)|as one|win)", r">=", r"greater or equal", r"instead of (1/2|a half|0\.5)",
        r"not (as )?(1/2|half)"]], '''
import itertools

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in itertools.product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q35", "ap.eleven_point", "twin", "takes the precision at the first rank whose recall reaches r, not the "
      "max over all ranks with recall >= r",
      [[r"first rank", r"(no|without|never|missing) (the )?max", r"not the max", r"(later|higher|following) ranks?"
        r".{0,30}(ignored|not (considered|looked|used))", r"first (point|time)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    for j in range(11):
        r = j / 10
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if hits / n_relevant >= r - 1e-12:
                total += hits / k
                break
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "divides by the lengths of the lists instead of the sets: an id retrieved twice "
      "counts twice in the denominator",
      [[r"duplicate", r"len\((retrieved|relevant)\)", r"list length", r"not (a )?set",
        r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hit = len(set(retrieved) & set(relevant))
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "gen.grip_point", "data", "takes the class size as sum(labels) (the relevant items in the list) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (in|within) the (list|ranking)", r"(instead of|not|ignor\w*) "
        r"n_relevant", r"retrieved relevant", r"class size.{0,30}(count|wrong)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    if c == 0:
        return 0.0
    return float(y[:c].sum() / c)
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low first (computes the ideal DCG, not the "
      "ranking's)",
      [[r"sort\w*", r"ideal", r"(high|best) to (low|worst)", r"ranking.s order (ignored|lost)"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return g[0] + sum(x / math.log2(i) for i, x in enumerate(g[1:], start=2)) if g else 0.0
''')

wrong("q39", "roc.eer", "data", "takes label 0 as the positive class (labels inverted)",
      [[r"invert", r"label 0", r"0 as (the )?positive", r"(positive|negative)s? (and|or) (negative|positive)s? "
        r"swapped", r"swap\w*.{0,20}(label|class)", r"flip\w*"]], '''
def my_eer(scores, labels):
    y = [1 - l for l in labels]
    P = sum(y)
    N = len(y) - P
    pts = [(0.0, 0.0)]
    fp = tp = 0
    for t in sorted(set(scores), reverse=True):
        for s, l in zip(scores, y):
            if s == t:
                tp += l
                fp += 1 - l
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        f0, f1 = x0 - (1 - y0), x1 - (1 - y1)
        if f0 <= 0 <= f1:
            if f1 == f0:
                return x0
            t = -f0 / (f1 - f0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

wrong("q40", "ap.value", "data", "takes n_relevant as the length of the list instead of the given n_relevant",
      [[r"len(gth)?\(?.{0,10}(labels|list)", r"length of the (list|ranking)", r"(instead of|not|ignor\w*) "
        r"n_relevant", r"number of (items|ranks)"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / k
my_ap_value = s / len(labels)
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances but not the labels with them, then takes the "
      "first m labels of the unsorted list",
      [[r"(labels|pairs?).{0,30}(not|never) (sorted|reordered|moved)", r"misalign", r"(out of|lost) "
        r"(sync|order|pairing)", r"separately", r"unsorted labels", r"pair\w*.{0,20}(broken|lost)"]], '''
from itertools import takewhile

def my_eps_precision(distances, labels, epsilon):
    m = sum(1 for _ in takewhile(lambda d: d < epsilon, sorted(distances)))
    return sum(labels[:m]) / m if m else 0.0
''')

wrong("q42", "pr.averaged", "data", "uses each query's relevant items in the list, sum(run), as its n_relevant "
      "instead of the given n_relevant",
      [[r"sum\(run\)", r"(relevant|hits) (in|within) the (list|run|ranking)", r"(instead of|not|ignor\w*) "
        r"(the given )?n_relevant", r"retrieved relevant", r"unretrieved.{0,30}(ignored|not counted)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R if R else np.zeros_like(y)
        curves.append([prec[rec >= j / 10 - 1e-12].max() if R and (rec >= j / 10 - 1e-12).any() else 0.0
                       for j in range(11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "Fraction over k, missing ranks count as 0", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    return float(Fraction(sum(labels[:k]), k))
''')

right("q44", "gen.grip_point", "NumPy: precision at s = c, padded with zeros", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.zeros(max(n_relevant, len(labels)))
    y[:len(labels)] = labels
    return float(y[:n_relevant].sum() / n_relevant)
''')

right("q45", "sig.sign_test", "exact binomial tail by comb, doubled and capped at 1", '''
from math import comb

d = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(d)
w = sum(1 for x in d if x > 0)
m = max(w, n - w)
my_sign_p = min(1.0, 2 * sum(comb(n, j) for j in range(m, n + 1)) / 2 ** n)
''')

right("q46", "map.mean", "comprehension of per-query APs", '''
def my_map(runs, n_relevant):
    def ap(run, R):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        return s / R if R else 0.0
    return sum(ap(r, R) for r, R in zip(runs, n_relevant)) / len(runs)
''')

right("q47", "pr.points", "itertools.accumulate of the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (x, h) in enumerate(zip(labels, accumulate(labels)), 1) if x]
''')

right("q48", "roc.eer", "walk the ROC steps, intersect FPR = 1 - TPR", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    fp = tp = 0
    for t in sorted(set(scores), reverse=True):
        for s, l in zip(scores, labels):
            if s == t:
                tp += l
                fp += 1 - l
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        f0, f1 = x0 - (1 - y0), x1 - (1 - y1)
        if f0 <= 0 <= f1:
            if f1 == f0:
                return x0
            t = -f0 / (f1 - f0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

SUBMISSIONS = tuple(S)
