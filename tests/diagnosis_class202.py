"""Diagnosis class 202, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute running quantities incrementally (running hits, running maxima, running sums and means, accumulators),
and who put the update of an accumulator in the wrong place or order, forget to reset it, or stop a loop too late.
Styles vary: explicit loops, NumPy cumsum / maximum.accumulate, comprehensions, itertools, fractions. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c202-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class202): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 202 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c202-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the running sum of precisions by the number of relevant items "
      "retrieved (the running hit count) instead of n_relevant",
      [[r"(number|count) of (relevant )?(items )?(retrieved|found|hits)", r"relevant (items )?(retrieved|found)",
        r"hits (found|retrieved)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"only (the )?retrieved", r"hit count"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level "
      "(not interpolated) instead of the maximum over all ranks with R@k >= r",
      [[r"not interpolated", r"uninterpolated", r"no(t the)? max", r"without (the |a |taking the )?max",
        r"instead of (the )?max", r"first rank (whose|where|that|with|reaching)",
        r"max(imum)? over (the )?(later|following|all|subsequent) ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("q03", "dcg.classic", "sibling", "uses exponential gains 2^rel - 1 instead of the grades themselves",
      [[r"exponential", r"2\s*\*\*", r"2\s*\^", r"2 to the (power|rel)", r"gain of 2"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / log2(i)
    return total
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (running totals of tp and of retrieved items, "
      "one division at the end) instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(counts|tp)", r"total\w* (of )?(the )?(tp|counts)",
        r"one division", r"instead of (the )?mean of (the )?(per.query|each query)"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    for tp, fp, fn in tables:
        tp_sum += tp
        ret_sum += tp + fp
    return tp_sum / ret_sum if ret_sum else 0.0
''')

wrong("q05", "pr.points", "sibling", "returns the recall of each point (running hits / n_relevant) instead of "
      "its precision",
      [[r"recalls? instead", r"returns? (the )?recall", r"recall values", r"recall (of|at) (each|the) point",
        r"hits\s*/\s*n_relevant", r"instead of (the )?precision", r"not (the )?precision"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for x in labels:
        if x:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum", r"\(d ?- ?s ?\+ ?v\) ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        v += 1 if x else 0
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 of (the )?rank\b", r"(rank|item) 1 (not |un)discounted",
        r"first (item|rank) (is )?(not |un)discounted", r"instead of log2\(i ?\+ ?1\)"]], '''
from math import log2

grades = v["grades"]
total = 0.0
for i, g in enumerate(grades, 1):
    if i == 1:
        total += g
    else:
        total += g / log2(i)
my_dcg_trec = total
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta^2 (beta never squared)",
      [[r"not squared", r"never squared", r"without squaring", r"forg\w* to square", r"unsquared",
        r"squar\w* (of )?beta.{0,20}missing", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e\b", r"wrong base", r"another base",
        r"base of the log", r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(1, len(g) + 1)
    disc = np.ones(len(g))
    disc[1:] = np.log(ranks[1:])
    return float(np.cumsum(g / disc)[-1])
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s (the unjudged items) and leaves "
      "out the + v of the found relevant items (crashes when the whole database is judged)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"forg\w* (the )?\+ ?v", r"without (the )?\+ ?v", r"drop\w* (the )?\+ ?v",
        r"missing (the )?\+ ?v", r"leav\w* out (the )?(\+ ?)?v\b", r"found relevant.{0,40}(left out|missing|dropped)"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.eer", "shape", "returns FPR + FNR at the interpolated crossing instead of their mean "
      "(twice the equal error rate)",
      [[r"twice", r"doubl", r"2 ?(×|x|\*) ?(the )?EER", r"FPR ?\+ ?FNR", r"sum of (the )?(two )?(rates|FPR)",
        r"not (divided|halved)", r"without (dividing|halving)", r"forg\w* to (divide|halve)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    tp = fp = 0
    prev_fpr, prev_fnr = 0.0, 1.0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            a = prev_fpr - prev_fnr
            b = fpr - fnr
            t = -a / (b - a)
            x = prev_fpr + t * (fpr - prev_fpr)
            y = prev_fnr + t * (fnr - prev_fnr)
            return x + y
        prev_fpr, prev_fnr = fpr, fnr
    return 1.0
''')

wrong("q12", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"invert", r"upside down", r"IDCG\s*/\s*DCG", r"ideal.{0,30}divided by (the )?(actual |run's )?DCG",
        r"swapp", r"reciprocal", r"the other way round", r"numerator and denominator"]], '''
from math import log2

def dcg(gs):
    total = 0.0
    for i, g in enumerate(gs, 1):
        total += g if i == 1 else g / log2(i)
    return total

grades, unret = list(v["grades"]), list(v["unretrieved"])
ideal = sorted(grades + unret, reverse=True)
my_ndcg_value = dcg(ideal) / dcg(grades)
''')

wrong("q13", "roc.auc", "shape", "halves the wins together with the ties: (wins + ties) / 2 instead of "
      "wins + ties / 2",
      [[r"parenthes", r"bracket", r"wins? (are |is )?(also )?halved", r"halv\w* (the )?(wins|whole|sum)",
        r"divid\w* (the )?(whole|sum|wins).{0,25}by 2", r"\(wins ?\+ ?ties\) ?/ ?2"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = ties = 0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                ties += 1
    return (wins + ties) / 2 / (len(pos) * len(neg))
''')

wrong("q14", "ap.at_k", "shape", "the precision at each relevant rank is the running hits divided by k "
      "instead of by the rank i",
      [[r"hits\s*/\s*k", r"divid\w* by k (instead of|not|rather than) (the )?(rank|i)\b", r"P@k instead of P@i",
        r"precision at k (instead|rather)", r"k instead of (the )?rank", r"k (and|with) (the )?(rank|i) (confused|swapped)"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    acc = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            acc += hits / k
    return acc / denom
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds the precision before incrementing the hit counter, so each relevant rank "
      "counts one hit too few",
      [[r"before (incrementing|updating|counting|adding)", r"increment\w* (the )?(hits?|count\w*) (after|too late)",
        r"one hit (short|too few)", r"(hits|count) ?- ?1", r"wrong order", r"too late", r"not yet counted",
        r"excludes? the current", r"without the current"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            s += hits / rank
            hits += 1
    return s / n_relevant
''')

wrong("q16", "rank.p_at_k", "flow", "the loop breaks only when i > k (0-based), so it counts the hits of k + 1 "
      "ranks",
      [[r"k ?\+ ?1", r"one (rank|item) too (many|far)", r"off.by.one", r"i ?> ?k", r"extra (rank|item)",
        r"rank k ?\+ ?1", r"one rank past"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i, x in enumerate(labels):
        if i > k:
            break
        hits += x
    return hits / k
''')

wrong("q17", "map.mean", "flow", "the running hit counter is set to 0 once, outside the loop over queries, so "
      "it carries over from one query to the next",
      [[r"reset", r"carr(y|ies|ied) over", r"outside the (query |outer )?loop", r"not (re)?initiali[sz]ed",
        r"previous quer(y|ies)", r"accumulat\w* across quer", r"leaks?"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "keeps a running maximum of precision from the top of the ranking, i.e. the "
      "maximum over the earlier ranks instead of the later ones",
      [[r"earlier ranks", r"(previous|preceding|earlier|higher) ranks", r"ranks? (before|above|so far|up to)",
        r"wrong direction", r"from the top", r"forward", r"instead of (the )?(later|following|remaining)",
        r"running max\w* (from|over) (the )?(start|top|beginning)"]], '''
def my_interpolated(labels, n_relevant):
    out = [0.0] * 11
    if n_relevant == 0:
        return out
    hits = 0
    best = 0.0
    level = 0
    for i, x in enumerate(labels, 1):
        hits += x
        best = max(best, hits / i)
        while level <= 10 and hits * 10 >= level * n_relevant:
            out[level] = best
            level += 1
    return out
''')

wrong("q19", "map.mrr", "flow", "never breaks after the first relevant item, so it sums the reciprocal ranks of "
      "every relevant item of a query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"not (only|just) the first", r"stops? at the first",
        r"each relevant item", r"reciprocal ranks of all"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "the running maximum of the backward pass is set to 0 once, outside the loop "
      "over queries, so a query's interpolated precisions carry over the previous query's maximum",
      [[r"reset", r"carr(y|ies|ied) over", r"previous quer", r"outside the (query |outer )?loop", r"leak",
        r"not (re)?initiali[sz]ed"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    acc = np.zeros(11)
    best = 0.0
    for run, R in zip(runs, n_relevant):
        curve = np.zeros(11)
        if R > 0 and len(run):
            y = np.asarray(run, dtype=float)
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            interp = np.zeros(len(y))
            for i in range(len(y) - 1, -1, -1):
                best = max(best, prec[i])
                interp[i] = best
            for j in range(11):
                idx = np.nonzero(hits * 10 >= j * R)[0]
                if len(idx):
                    curve[j] = interp[idx[0]]
        acc += curve
    return [float(x) for x in acc / len(runs)]
''')

wrong("q21", "interp.step", "flow", "saves the precision after the level test, so the loop breaks before storing "
      "P_i and returns the previous relevant item's precision P_(i-1)",
      [[r"previous (relevant|point|hit)", r"one (step|point|pass|item) (late|early|behind|too early)",
        r"P_?\(?i ?- ?1\)?", r"the point before", r"(assign|updat|sav|stor)\w* after the (check|test|break|if)",
        r"break\w* before (saving|updating|assigning|storing)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                break
            p = hits / i
    else:
        return 0.0
    return p
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the set sizes without a guard: crashes when nothing is retrieved "
      "or nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = 0
    for d in ret:
        if d in rel:
            hits += 1
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.eleven_point", "hidden", "builds the recall levels by adding 0.1 to a running float, so the "
      "third level is 0.30000000000000004 and a recall of exactly 0.3 does not reach it",
      [[r"float", r"rounding", r"0\.30000000000000004", r"accumulat\w* (the )?levels?", r"add\w* 0\.1",
        r"\+= ?0\.1", r"repeated(ly)? add", r"levels? (are |is )?(built|computed|made) by (adding|summing)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    r = 0.0
    for _ in range(11):
        cands = [p for p, q in zip(prec, rec) if q >= r]
        total += max(cands) if cands else 0.0
        r += 0.1
    return total / 11
''')

wrong("q24", "avg.macro", "hidden", "skips a query with nothing retrieved in its running mean instead of "
      "counting its precision as 0",
      [[r"skip", r"left out", r"leaves? out", r"ignor", r"dropp", r"not counted", r"exclud"],
       [r"nothing retrieved", r"empty", r"no (items? )?retrieved", r"tp ?\+ ?fp ?(=|==|is) ?0", r"zero retrieved"]],
      '''
def my_macro_precision(tables):
    mean = 0.0
    n = 0
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        n += 1
        mean += (tp / (tp + fp) - mean) / n
    return mean
''')

wrong("q25", "ap.at_k", "hidden", "clips k to the list length at the start, so the denominator becomes "
      "min(len(labels), n_relevant) when k is longer than the list",
      [[r"(cut|cuts|truncat|clip|clips|clipped|shrink)\w* k", r"k (to|at) (the )?(list|len)", r"min\(k, ?len",
        r"denominator.{0,40}(list length|len\(labels\)|length of the list)", r"k (is )?(replaced|overwritten|reassigned)"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    hits, acc = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            acc += hits / (i + 1)
    d = min(k, n_relevant)
    return acc / d if d else 0.0
''')

wrong("q26", "gen.grip_point", "hidden", "divides the hits of labels[:c] by the length of that slice, which is "
      "shorter than c when the list is shorter than the class",
      [[r"len\(", r"length of the (list|top|slice|cut)", r"slice", r"shorter (list|slice).{0,40}(divid|denominator)",
        r"divid\w* by (the )?(number of )?(items|ranks) (in the list|retrieved|there)", r"instead of (c|n_relevant)\b"]],
      '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    hits = 0
    for x in top:
        hits += x
    return hits / len(top)
''')

wrong("q27", "scope.eps_precision", "hidden", "divides the running hits by the running count of returned targets "
      "without a guard: crashes when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    found = hits = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            found += 1
            hits += y
    return hits / found
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when there is no "
      "relevant item at all", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        acc = 0.0
        for i, g in enumerate(gs, 1):
            acc += g / max(1.0, log2(i))
        return acc
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "loops over 0-based indices and adds 1 twice: the item at index i is "
      "discounted by log2(i + 2) instead of log2(i + 1) (off by one rank)",
      [[r"off.by.one", r"index\w* (is )?(shifted|off)", r"rank (is )?(counted|shifted|one too (high|far))",
        r"0.based", r"i ?\+ ?2", r"\+ ?1 (added )?twice", r"one rank (too|late)", r"position.{0,20}(shifted|off by one)"]],
      '''
from math import log2

def my_dcg(grades):
    total = grades[0] if grades else 0
    for i in range(1, len(grades)):
        total += grades[i] / log2(i + 2)
    return float(total)
''')

wrong("q30", "ap.eleven_point", "twin", "the loop over levels starts at 0.1 (range(1, 11)) and skips level 0.0, "
      "but the sum is still divided by 11",
      [[r"level 0(\.0)?\b.{0,40}(skipp|miss|left out|omitt|not (included|counted))",
        r"(skip|skips|skipped|miss|misses|missed|omit\w*) (the )?(first )?level", r"starts? (at|from) (level |r ?= ?)?0\.1",
        r"range\(1, ?11\)", r"(only )?10 levels", r"ten levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    total = 0.0
    for j in range(1, 11):
        mask = hits * 10 >= j * n_relevant
        total += prec[mask].max() if mask.any() else 0.0
    return total / 11
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (never drops them) while counting only a's "
      "strict wins",
      [[r"ties?.{0,40}(not dropped|kept|included|left in|still counted)", r"(not|never) drop\w* (the )?(tie|tied)",
        r"n (includes|counts) (the )?ties", r"ties? (are )?(part of|counted in) n\b"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = 0
for x, y in zip(a, b):
    if x > y:
        wins += 1
k = min(wins, n - wins)
tail = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q32", "roc.auc", "twin", "sorts (score, label) tuples with reverse=True, so among tied scores the "
      "positives come first and every tied pair counts as a win",
      [[r"sort\w*.{0,40}label", r"ties? (are |is )?broken by (the )?label", r"label.{0,30}break\w* (the )?ties?",
        r"positives? (are )?(placed |sorted |ranked )?(first|before|ahead)", r"tuple",
        r"reverse=True.{0,40}(label|tie)"]], '''
def my_auc(scores, labels):
    ranked = sorted(zip(scores, labels), reverse=True)
    n_pos = sum(1 for y in labels if y == 1)
    n_neg = len(labels) - n_pos
    neg_seen = 0
    bad = 0
    for s, y in ranked:
        if y == 1:
            bad += neg_seen
        else:
            neg_seen += 1
    return 1 - bad / (n_pos * n_neg)
''')

wrong("q33", "roc.eer", "twin", "stops the threshold loop at the first ROC point with FPR >= FNR and reports "
      "(FPR + FNR) / 2 there, without interpolating back to the crossing",
      [[r"first (ROC )?point (with|where|past|after|at which)", r"first crossing", r"stops? at the first",
        r"first threshold (where|with|at which)", r"point (just )?(past|after) the crossing"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.5
''')

wrong("q34", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]",
      [[r"swap", r"wrong order", r"reversed? order", r"order of the (two )?(bounds|values|results)",
        r"\[highest, ?lowest\]", r"highest first", r"opposite order", r"(bounds|values) (are )?(in the )?(wrong|reverse|opposite) order"]],
      '''
from itertools import accumulate

def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    lo = list(accumulate(y for _, y in pess))[k - 1] / k
    hi = list(accumulate(y for _, y in opt))[k - 1] / k
    return [hi, lo]
''')

wrong("q35", "set.f_beta", "twin", "in the weighted harmonic mean 1/F = a/P + b/R puts the beta^2 weight on "
      "1/P and the 1 weight on 1/R (weights of precision and recall swapped)",
      [[r"swap", r"weights?.{0,40}(swapp|exchang|revers|wrong (way|term))", r"(precision|P) and (recall|R) (are )?(swapped|exchanged)",
        r"beta\^?2 (weight|multipl)\w* (the )?(precision|1 ?/ ?P)", r"wrong term",
        r"weight\w* (on )?(the )?(precision|1 ?/ ?P) (term )?(by|with) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    b2 = beta ** 2
    inv = (b2 / (1 + b2)) / precision + (1 / (1 + b2)) / recall
    return 1 / inv
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts by distance in descending order (the farthest targets first, as if "
      "distances were similarity scores)",
      [[r"farthest", r"furthest", r"descending", r"revers", r"largest distances?", r"highest distances?",
        r"distances? (as|like) (a )?(scores?|similarit)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    hits = 0
    for i in order[:k]:
        hits += labels[i]
    return hits / k
''')

wrong("q37", "set.pr", "data", "counts each hit once but divides by the length of the retrieved list, "
      "duplicates included, instead of the number of distinct retrieved ids",
      [[r"duplicat", r"len\(retrieved\)", r"(list|raw) length", r"length of the (retrieved )?list",
        r"retrieved list.{0,20}(length|count)", r"not (a )?set\b", r"distinct"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = 0
    seen = set()
    for d in retrieved:
        if d in rel and d not in seen:
            hits += 1
            seen.add(d)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "gen.grip_point", "data", "takes the class size c from the list (sum(labels), the relevant items "
      "retrieved) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the list|found)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"number of (1s|ones|hits)", r"class size.{0,30}(from|counted in) the list"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    if c == 0:
        return 0.0
    return float(np.cumsum(y)[c - 1] / c)
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so they "
      "count in the DCG as if they had been retrieved",
      [[r"append", r"(added|adds|put|puts) (the )?unretrieved.{0,40}(ranking|run|list|end)",
        r"unretrieved.{0,40}(as if|treated as) (they (were|had been) )?retrieved", r"as (if )?retrieved",
        r"end of the (ranking|run|list)", r"unretrieved.{0,30}(counted|included) in the DCG"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)

    def dcg(gs):
        acc = 0.0
        for i, g in enumerate(gs, 1):
            acc += g if i == 1 else g / log2(i)
        return acc

    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg else 0.0
''')

wrong("q40", "ap.value", "data", "takes the number of relevant items from the list (sum of the labels) instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|in the (list|ranking)|found)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,30}(ignored|not counted|left out)",
        r"counts? the (1s|ones)"]], '''
labels = v["labels"]
n_rel = sum(labels)
hits = 0
acc = 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        acc += hits / i
my_ap_value = acc / n_rel
''')

wrong("q41", "avg.macro", "data", "unpacks each table as [tp, fn, fp], so the 'precision' it averages is each "
      "query's recall tp / (tp + fn)",
      [[r"order", r"fn and fp", r"fp and fn", r"unpack", r"\[tp, ?fn, ?fp\]", r"recall"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances on their own, so the labels read alongside the "
      "sorted distances belong to other targets",
      [[r"(sort\w*|order\w*) (the )?distances.{0,40}(without|not|but not) (the |their )?labels",
        r"labels? (are |were )?(not|never) (sorted|reordered|permuted|moved)",
        r"labels? (no longer|don't|do not) (match|line up|correspond)", r"misalign", r"mismatch\w*.{0,20}labels?",
        r"labels? (out of|in the original) order", r"(separately|on their own|alone)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    found = hits = 0
    for i, d in enumerate(ds):
        if d >= epsilon:
            break
        found += 1
        hits += labels[i]
    return hits / found if found else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.averaged", "NumPy cumsum and a backward np.maximum.accumulate per query", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        curve = np.zeros(11)
        if R > 0 and len(y):
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            interp = np.maximum.accumulate(prec[::-1])[::-1]
            for j in range(11):
                idx = np.nonzero(hits * 10 >= j * R)[0]
                if len(idx):
                    curve[j] = interp[idx[0]]
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q44", "map.mrr", "itertools.dropwhile to the first hit", '''
from itertools import dropwhile

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(dropwhile(lambda t: not t[1], enumerate(run, 1)), None)
        total += 1 / first[0] if first else 0.0
    return total / len(runs)
''')

right("q45", "rank.distances", "stable sort of indices and itertools.accumulate of the hits", '''
from itertools import accumulate

def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=distances.__getitem__)
    running = list(accumulate(labels[i] for i in order))
    return running[min(k, len(running)) - 1] / k
''')

right("q46", "interp.step", "running hits compared with the level as exact Fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    target = Fraction(str(level))
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / i
    return 0.0
''')

right("q47", "ap.exact", "exact Fractions summed in a comprehension over the running hit count", '''
from fractions import Fraction
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    running = list(accumulate(labels))
    return float(sum(Fraction(h, i) for i, (x, h) in enumerate(zip(labels, running), 1) if x) / n_relevant)
''')

right("q48", "scope.knn_ties", "sorted with (distance, label) keys and generator sums", '''
def my_knn_tie_bounds(distances, labels, k):
    lo = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    hi = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in lo[:k]) / k, sum(y for _, y in hi[:k]) / k]
''')

SUBMISSIONS = tuple(S)
