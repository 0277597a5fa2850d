"""Diagnosis class 206, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in sets and counts (set intersections, ``collections.Counter``, the ``len`` of a filtered list, a
contingency table of tp/fp/fn) even for ranked measures, written with loops, NumPy, comprehensions, itertools
and fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, generators, hidden-check hints, references), the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c206-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class206): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 206 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c206-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "micro-averages the precision (pools tp and fp over all queries) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(over|across|of) (all )?(the )?queries",
        r"total (tp|true positives)", r"one (big|global|pooled) (table|contingency)",
        r"(adds|added|summ\w*) (up )?(the )?tables"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC DCG) instead of the "
      "classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"rank (1|one) (is )?discounted", r"discount\w* (the )?first",
        r"(shifted|off by one).{0,30}discount", r"discount.{0,30}(shifted|off by one|one rank (too )?(late|far))"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1) if g)
''')

wrong("q03", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of IDCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing|dropped)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]],
      '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q04", "interp.step", "sibling", "returns the max-to-the-right interpolated precision (the best precision at "
      "any recall >= level) instead of the lecture notes' step rule P_i",
      [[r"(highest|best|largest) precision", r"max\w* (precision )?(at|over) (any|all|every) (later|higher|greater)",
        r"11.?point", r"eleven", r"max\(", r"instead of (the )?step", r"any (later|higher) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    reached = [p for r, p in points if r >= level]
    return max(reached) if reached else 0.0
''')

wrong("q05", "sig.sign_test", "sibling", "gives the one-sided p-value (only the tail of a's wins) instead of the "
      "two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"(only|just) (one|the upper|the lower) tail",
        r"not (doubled|two.?sided)", r"half (of )?the (two.?sided )?p", r"greater", r"upper tail"]], '''
from collections import Counter
from math import comb

signs = Counter((x > y) - (x < y) for x, y in zip(v["a"], v["b"]))
wins, losses = signs[1], signs[-1]
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole judged list (relevant found / "
      "len(labels)) instead of the precision at scope s = n_relevant",
      [[r"whole (list|ranking|scope)", r"entire (list|ranking)", r"all (the )?(ranks|items|judged)",
        r"len\(labels\)", r"length of the (list|ranking)", r"(not|never) cut", r"ignor\w* (the )?(scope|class size|n_relevant)",
        r"precision of the (whole|full)"]], '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    counts = Counter(labels)
    return counts[1] / len(labels)
''')

wrong("q07", "map.mrr", "sibling", "returns the fraction of queries whose first item is relevant (success@1 / "
      "mean P@1) instead of the mean reciprocal rank",
      [[r"success", r"P@1", r"precision at (rank )?1", r"(only|just) (the )?(first|top) (item|rank|result)",
        r"rank 1 only", r"not (the )?reciprocal", r"1 or 0 per query"]], '''
def my_mrr(runs):
    return len([r for r in runs if r and r[0] == 1]) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?!\s*(\*\*|\^)\s*2)(?!.{0,5}squared).{0,40}(instead of|not|rather than).{0,20}(beta\s*(\*\*|\^)\s*2|beta squared|b\^?2|squar)",
        r"(not|never|forgot\w*( to)?|without) squar\w*", r"unsquared", r"beta (is )?not squared",
        r"(squared|square of) beta.{0,30}(missing|forgotten|dropped)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(without|no|missing|forgot\w*).{0,20}(-\s*1|minus)", r"minus (one|1)", r"subtract\w*", r"2\s*(\^|\*\*)\s*rel(?!\w)(?!\s*-)", r"non.?relevant.{0,40}(gain|count|contribut)\w* (of )?1",
        r"grade 0.{0,40}(gain|count|contribut)\w* (of )?1"]], '''
from math import log2

g = v["grades"]
my_dcg_exp = sum(2 ** rel / log2(i + 1) for i, rel in enumerate(g, 1))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s (the unjudged items) instead of "
      "d - s + v, leaving out the v relevant items found",
      [[r"d\s*-\s*s(?!\s*\+)", r"without (the )?\+\s*v", r"(missing|forgot\w*|dropp\w*|left out|leav\w* out).{0,30}\+?\s*\bv\b",
        r"\+\s*v.{0,30}(missing|forgotten|dropped|left out)", r"unjudged (items )?only",
        r"(not|never) (add|count)\w* (the )?(v|relevant (items )?found)"]], '''
from collections import Counter

def my_practical(labels, d):
    c = Counter(labels)
    s, v = len(labels), c[1]
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"over k\b", r"denominator.{0,20}\bk\b(?!\s*,)", r"(not|without|missing|ignor\w*|forgot\w*).{0,20}min",
        r"min.{0,30}(missing|dropped|forgotten|ignored)", r"always k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hit_ranks = [i for i, x in enumerate(top, 1) if x]
    total = sum(len([x for x in top[:i] if x]) / i for i in hit_ranks)
    return total / k if k else 0.0
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"tie\w*.{0,30}(whole|full|complete) (win|point)", r"tie\w*.{0,30}as (a )?wins?", r"counts? ties? as 1(?![/\d.])",
        r">=", r"greater (than )?or equal", r"tied pairs? (count\w* )?fully"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = len([1 for p in pos for n in neg if p >= n])
    return good / (len(pos) * len(neg))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b", r"(instead of|not|rather than) (by )?11", r"number of (intervals|gaps|steps)"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = 0
    for j in range(11):
        r = Fraction(j, 10)
        ok = [p for rec, p in pts if rec >= r]
        total += max(ok) if ok else 0
    return float(total / 10)
''')

wrong("q14", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target, without capping them at "
      "the places left inside the top k (min(places, tied relevant) missing)",
      [[r"(cap|capp\w*|min\w*|limit\w*|more than k|exceed\w*|above 1|places? left|free (places|slots)|slots? left|room)"],
       [r"tie\w*|tied|highest|optimistic"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    places = k - len(closer)
    rel_closer = sum(closer)
    rel_tied, non_tied = sum(tied), len(tied) - sum(tied)
    lowest = (rel_closer + max(0, places - non_tied)) / k
    highest = (rel_closer + rel_tied) / k
    return [lowest, highest]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends each point's precision before counting the relevant item it is at "
      "(hits raised one step late: (hits - 1) / rank)",
      [[r"before (count|increment|add|rais|updat)\w*", r"(one|1) (step|item|hit) (too )?late", r"late\b",
        r"off.by.one", r"hits?\s*-\s*1", r"(not|without) (count|includ)\w* (the )?(current|item itself|relevant item at)",
        r"previous (count|hits)", r"order of (the )?(two )?(lines|statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q16", "map.mean", "flow", "divides every query's AP by the first query's n_relevant (n_relevant[0] reused)",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number of relevant|class size|R\b)",
        r"(same|one|single) n_relevant", r"reus\w*", r"(every|all) quer\w*.{0,40}(same|first) (n_relevant|number)",
        r"(instead of|not) (its|each query'?s?|the query'?s?) own"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits = [i for i, x in enumerate(run, 1) if x]
        s = sum(len([h for h in hits if h <= i]) / i for i in hits)
        aps.append(s / n_relevant[0])
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "stops at the first rank whose recall reaches the level (break) and takes its "
      "precision instead of the maximum over all later ranks",
      [[r"\bbreak\b", r"first rank", r"stops?\w* at", r"(not|instead of|never takes?|without) (the )?max",
        r"first point", r"later ranks? (ignored|never)", r"step"]], '''
def my_interpolated(labels, n_relevant):
    hits = 0
    pts = []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for rec, prec in pts:
            if rec >= r:
                val = prec
                break
        out.append(val)
    return out
''')

wrong("q18", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank)", r"(not|never|without) stop\w*",
        r"(sums?|adds?|added|summ\w*).{0,30}(every|all|each|several|more than one)", r"first relevant only",
        r"(only|just) the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19b", "dcg.trec", "flow", "the loop's range stops one short and leaves the last rank out of the sum",
      [[r"last (rank|item|grade|position)", r"off.by.one", r"one short", r"range\(", r"(skip|miss|drop|leav)\w*.{0,20}last",
        r"len\(\w*\)\s*-\s*1"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g)):
    my_dcg_trec += g[i - 1] / log2(i + 1)
''')

wrong("q20", "ap.exact", "flow", "the rank loop runs range(1, len(labels)) and never looks at the last rank",
      [[r"last (rank|item|position)", r"off.by.one", r"one short", r"range\(", r"(skip|miss|drop|leav|ignor)\w*.{0,20}last",
        r"len\(\w*\)\s*-\s*1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    for k in range(1, len(labels)):
        if labels[k - 1]:
            total += len([x for x in labels[:k] if x]) / k
    return total / n_relevant
''')

wrong("q21", "roc.eer", "flow", "stops at the first ROC point where FPR >= FNR and returns its FPR, never "
      "interpolating between that point and the one before",
      [[r"(no|not|never|without|instead of|skip\w*) (the )?interpolat\w*", r"interpolat\w* (is |was )?(missing|skipped|left out|never)",
        r"first (ROC )?point", r"(not|never|without) (intersect|interpolat)\w*",
        r"stops?\w* at", r"(a|one) (ROC )?point (instead|rather)"]], '''
def my_eer(scores, labels):
    P = len([y for y in labels if y == 1])
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True):
        tp = len([1 for s, y in zip(scores, labels) if s >= t and y == 1])
        fp = len([1 for s, y in zip(scores, labels) if s >= t and y == 0])
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by len(retrieved) without a guard: raises ZeroDivisionError when nothing "
      "is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set)", r"no (item|document|id)s? retrieved",
                 r"retrieved (set|list) is empty", r"len\(retrieved\)\s*(==|is)\s*0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    recall = tp / len(rel) if rel else 0.0
    return [tp / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides the relevant found in the top n_relevant by the length of the "
      "cut list, so a list shorter than the class divides by its length instead of n_relevant",
      [[r"len\(", r"length of the (cut|list|slice|top)",
        r"(number|count) of (items|ranks) (in the list|retrieved|present)", r"slice'?s? length",
        r"instead of (n_relevant|the class size|c\b)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return len([x for x in top if x]) / len(top)
''')

wrong("q24", "ap.at_k", "hidden", "divides by min(len(top k), n_relevant): when k is longer than the list the "
      "denominator uses the list's length instead of k",
      [[r"len\(", r"length of the (list|top|slice|cut)", r"list'?s? length",
        r"(number|count) of (items|ranks) (in the list|retrieved|present)", r"instead of (min\(k|k\b)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    found = [i for i, x in enumerate(top, 1) if x]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    return sum(len([j for j in found if j <= i]) / i for i in found) / denom
''')

wrong("q25", "avg.macro", "hidden", "computes tp / (tp + fp) per query without a guard: a query with nothing "
      "retrieved raises ZeroDivisionError",
      [ZERODIV, [r"nothing (is )?retrieved", r"tp\s*\+\s*fp\s*(==|is|=)\s*0", r"no (item|document)s? retrieved",
                 r"empty (result|retrieved)", r"(zero|0) retrieved"]], '''
from statistics import mean

def my_macro_precision(tables):
    return mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without a guard: raises "
      "ZeroDivisionError when no item is relevant at all",
      [ZERODIV, [r"no relevant", r"ideal DCG (is )?(0|zero)", r"IDCG\s*(=|==|is)\s*0", r"all (the )?grades? (are )?(0|zero)",
                 r"nothing relevant"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    disc = lambda i: 1 if i == 1 else log2(i)
    dcg = sum(g / disc(i) for i, g in enumerate(grades, 1))
    ideal = sorted([g for g in grades + unretrieved if g > 0], reverse=True)
    idcg = sum(g / disc(i) for i, g in enumerate(ideal, 1))
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "divides the relevant count by the size of the epsilon result "
      "without a guard: raises ZeroDivisionError when nothing lies within epsilon",
      [ZERODIV, [r"nothing (lies |is )?(within|inside|closer)", r"empty (result|answer|set|query)",
                 r"no (target|item)s? (within|inside|returned)", r"(zero|0) (targets )?returned"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return inside.count(1) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard: a query with no "
      "relevant items raises ZeroDivisionError",
      [ZERODIV, [r"no relevant items?", r"n_relevant\s*(=|==|is)\s*0", r"zero relevant", r"class size (of )?(0|zero)",
                 r"empty (class|query)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        pts = []
        for k in range(1, len(run) + 1):
            hits = len([x for x in run[:k] if x])
            pts.append((hits / R, hits / k))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "divides the overlap by the wrong set in each measure: precision by len(relevant) "
      "and recall by len(retrieved)",
      [[r"denominators?", r"divid\w*.{0,30}(wrong|other|swapp\w*)", r"precision.{0,40}(divid\w*|over) (by )?(the )?(number of |len\(|size of (the )?)?relevant",
        r"recall.{0,40}(divid\w*|over) (by )?(the )?(number of |len\(|size of (the )?)?retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = ret & rel
    p = len(both) / len(rel) if rel else 0.0
    r = len(both) / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q30", "rank.distances", "twin", "sorts the distances on their own and then counts the labels in their "
      "original order (the labels never move with their distances)",
      [[r"labels?.{0,40}(not|never|without) (sorted|moved|reordered|permuted|kept)",
        r"(sort\w*|order\w*) (only )?the distances (alone|only|on their own|separately)",
        r"(distances|them) (alone|separately|on their own)", r"(lost|broke\w*|break\w*) (the )?(pairing|link|correspondence)",
        r"labels? (stay|left|kept) in (the )?(original|input) order", r"not (sorted|zipped) together", r"out of step"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = sorted(distances)[:k]
    rel = [lab for d, lab in zip(nearest, labels) if lab == 1]
    return len(rel) / k
''')

wrong("q31", "roc.auc", "twin", "takes the items labelled 0 as the positives (the classes are swapped), which "
      "gives 1 - AUC",
      [[r"label\w*.{0,30}(swapp\w*|flipp\w*|invert\w*|reversed|mixed up)", r"(swapp\w*|flipp\w*|invert\w*).{0,30}(labels?|class\w*|positives?)",
        r"(label|labelled) 0.{0,30}(as )?(the )?positive", r"positives? and negatives? (are )?(swapped|exchanged|mixed up)",
        r"positive class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = len([1 for a in pos for b in neg if a > b])
    ties = len([1 for a in pos for b in neg if a == b])
    return (wins + ties / 2) / (len(pos) * len(neg))
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-breaking sort key has the wrong sign: the 'lowest' sort puts the "
      "tied relevant targets first and the 'highest' sort puts them last",
      [[r"sort\w* key", r"tie.?break\w*.{0,40}(wrong|invert\w*|reversed|backwards|sign)", r"(sign|minus).{0,30}(label|key)",
        r"-\s*y\b", r"-\s*label", r"relevant (targets )?(ranked |sorted |put )?first.{0,40}(lowest|pessimistic)",
        r"(lowest|pessimistic).{0,40}relevant (targets )?(ranked |sorted |put )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low_order = sorted(pairs, key=lambda t: (t[0], -t[1]))
    high_order = sorted(pairs, key=lambda t: (t[0], t[1]))
    low = len([y for d, y in low_order[:k] if y]) / k
    high = len([y for d, y in high_order[:k] if y]) / k
    return [low, high]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (binomial over all queries) instead of "
      "dropping them",
      [[r"ties?.{0,40}(not|never) (dropped|removed|excluded|discarded)", r"(kept|keeps|keep|includ\w*|count\w*).{0,30}ties?",
        r"ties?.{0,30}(kept|included|counted)", r"n\s*=\s*len\(", r"all (the )?(queries|pairs)",
        r"(number of|all) queries.{0,30}instead of.{0,30}(untied|non.?tied)"]], '''
from collections import Counter
from scipy.stats import binomtest

c = Counter("+" if x > y else "-" if x < y else "=" for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(c["+"], len(v["a"]), 0.5).pvalue
''')

wrong("q34", "interp.curve", "twin", "builds the recall levels by adding 0.1 repeatedly, so float drift "
      "(0.30000000000000004) makes R@k >= r fail where recall equals the level exactly",
      [[r"float\w*", r"round\w*", r"drift", r"0\.30000000000000004", r"accumulat\w*", r"repeated(ly)? add\w*",
        r"\+=\s*0\.1", r"(inexact|imprecise|not exact)"]], '''
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
        pts.append((hits / n_relevant, hits / k))
    out, r = [], 0.0
    for _ in range(11):
        out.append(max([p for rec, p in pts if rec >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("q35", "map.mean", "twin", "divides each query's precision sum by the relevant items it retrieved "
      "(sum of its labels) instead of its n_relevant",
      [[r"(relevant|items) (items )?(it |that were )?(retrieved|found)", r"sum\(\s*(run|labels|r)\s*\)",
        r"retrieved relevant", r"(ignor\w*|instead of|not) (the )?n_relevant", r"(count|number) of (1s|ones|hits)",
        r"unretrieved.{0,30}(ignored|left out|not counted)"]], '''
from collections import Counter

def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        found = Counter(run)[1]
        ranks = [i for i, x in enumerate(run, 1) if x]
        s = sum(n / r for n, r in enumerate(ranks, 1))
        total += s / found if found else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "builds the ideal ranking from a set of the grades, so repeated grades "
      "appear only once in IDCG",
      [[r"\bset\b", r"duplicat\w*", r"repeated grades?", r"(unique|distinct) grades?", r"(each|every) grade (only )?once",
        r"collaps\w*"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(set(grades) | set(unretrieved), reverse=True)
    idcg = dcg([g for g in ideal if g > 0])
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q37", "rank.p_at_k", "data", "takes the set of the top-k labels, so any number of relevant items counts "
      "as one",
      [[r"\bset\b", r"duplicat\w*", r"(counts?|counted) (as )?(only )?once", r"(any|several|many) relevant.{0,30}(one|once|1\b)",
        r"(unique|distinct) (labels|values)", r"collaps\w*", r"(at most|only) 1\s*/\s*k"]], '''
def my_p_at_k(labels, k):
    return len(set(labels[:k]) & {1}) / k
''')

wrong("q38", "gen.practical", "data", "reads d as the number of unjudged items (the database size taken as d + s)",
      [[r"d\s*\+\s*s", r"unjudged", r"(database|collection) size.{0,30}(wrong|misread|d \+ s)",
        r"d (as|is|taken as|read as) (the )?(rest|remaining|unjudged|items outside)", r"(outside|beyond) the scope",
        r"(added|adds|adding) s to d"]], '''
from collections import Counter

def my_practical(labels, d):
    c = Counter(labels)
    s, v = len(labels), c[1]
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q39", "avg.macro", "data", "unpacks each table as [tp, fn, fp], so the precision divides by tp + fn (the "
      "recall of each query)",
      [[r"(order|unpack\w*|read\w*).{0,30}(table|tp, ?fp, ?fn|\[tp)", r"tp,? ?fn,? ?fp", r"fp and fn.{0,20}(swapp\w*|mixed|confused)",
        r"(swapp\w*|mix\w*|confus\w*).{0,20}fp.{0,10}fn", r"tp\s*\+\s*fn", r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "dcg.trec", "data", "sorts the grades from high to low before discounting them (the ideal DCG, not "
      "the DCG of the ranking as given)",
      [[r"sort\w*", r"ideal", r"IDCG", r"(order|ranking).{0,30}(changed|ignored|lost|not kept)", r"best (possible )?order"]], '''
from math import log2

g = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(x / log2(i + 2) for i, x in enumerate(g))
''')

wrong("q41", "ap.eleven_point", "data", "counts the relevant items in the labels (Counter) instead of using "
      "n_relevant, so relevant items never retrieved are ignored in recall",
      [[r"(ignor\w*|instead of|not|never) (the )?n_relevant", r"Counter", r"(count|number) of (1s|ones|hits) in (the )?labels",
        r"relevant (items )?(retrieved|found|in the list)", r"sum\(\s*labels\s*\)"]], '''
from collections import Counter

def my_11pt(labels, n_relevant):
    R = Counter(labels)[1]
    if R == 0:
        return 0.0
    pts = []
    for k in range(1, len(labels) + 1):
        hits = len([x for x in labels[:k] if x])
        pts.append((hits / R, hits / k))
    levels = [j / 10 for j in range(11)]
    return sum(max([p for r, p in pts if r >= lv], default=0.0) for lv in levels) / 11
''')

wrong("q42", "scope.eps_precision", "data", "assumes the targets are already sorted by distance and counts the "
      "relevant labels among the first len(result) positions",
      [[r"(already |were |are )?sorted", r"(nearest|distance) (first|order)", r"first (len|n\b|positions|items)",
        r"labels\[:", r"(original|input|list) order", r"(not|never) (matched|paired|zipped)"]], '''
def my_eps_precision(distances, labels, epsilon):
    n_inside = len([d for d in distances if d < epsilon])
    if n_inside == 0:
        return 0.0
    return sum(labels[:n_inside]) / n_inside
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "set of relevant ranks and a len of a filtered list", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = {i for i, x in enumerate(labels, 1) if x}
    return sum(len([j for j in ranks if j <= i]) / i for i in ranks) / n_relevant
''')

right("q44", "rank.p_at_k", "NumPy count of the top k, divided by k", '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=int)
    return float(np.count_nonzero(top == 1) / k)
''')

right("q45", "pr.averaged", "Fractions for recall and a Counter-free max per level", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            curves.append([0.0] * 11)
            continue
        pts = []
        for k in range(1, len(run) + 1):
            hits = len([x for x in run[:k] if x])
            pts.append((Fraction(hits, R), Fraction(hits, k)))
        curves.append([float(max([p for r, p in pts if r >= Fraction(j, 10)], default=0)) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

right("q46", "ap.value", "a contingency count per relevant rank", '''
labels, R = v["labels"], v["n_relevant"]
hit_ranks = [i for i, x in enumerate(labels, 1) if x]
my_ap_value = sum(n / i for n, i in enumerate(hit_ranks, 1)) / R
''')

right("q47", "interp.step", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    for rank, (x, h) in enumerate(zip(labels, hits), 1):
        if x and h / n_relevant >= level - 1e-12:
            return h / rank
    return 0.0
''')

right("q48", "set.f_beta", "plain formula with a guard", '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

SUBMISSIONS = tuple(S)
