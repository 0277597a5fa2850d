"""Diagnosis class 186, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
under exam pressure, who copy-paste code from an earlier lab, mix up their variable names and leave debugging
leftovers (prints, commented-out lines) in their cells. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c186-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks or more. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class186).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 186 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c186-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"sum of (the )?labels",
        r"(number of )?hits", r"found (relevant|ones)", r"ignor\w*.{0,30}(n_relevant|unretrieved|never retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels):
        if lab == 1:
            hits += 1
            total += hits / (i + 1)
    # print("debug", hits, total)
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "map.mrr", "sibling", "copied the MAP lab: returns the mean average precision of the queries "
      "(relevant count taken from the list) instead of the mean reciprocal rank",
      [[r"\bAP\b", r"\bMAP\b", r"average precision", r"all (the )?relevant (ranks|items)",
        r"every relevant (rank|item)"]], '''
def my_mrr(runs):
    # from lab 3 (my_map)
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, lab in enumerate(run, start=1):
            if lab:
                hits += 1
                s += hits / k
        nrel = sum(run)
        aps.append(s / nrel if nrel else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (hits over the list length) "
      "instead of the precision at rank c = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|items)", r"len\(labels\)",
        r"list('s)? length", r"length of the list", r"not (cut|truncat)",
        r"without (cutting|truncat)", r"never cut"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    lab = np.array(labels)
    c = n_relevant
    prec = lab.sum() / len(lab)
    return float(prec)
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once, "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp|tables)", r"total tp", r"sum of tp",
        r"not (the )?(mean|average) of (the )?(per.query )?precisions"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    fp_sum = 0
    for tp, fp, fn in tables:
        tp_sum += tp
        fp_sum += fp
    if tp_sum + fp_sum == 0:
        return 0.0
    return tp_sum / (tp_sum + fp_sum)
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) copied "
      "from the lab instead of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log_?2 ?i\b", r"rel_?1 (is )?(not|un)discounted",
        r"first (grade|item|rank) (is )?(not |un)discounted", r"burges|järvelin|jarvelin"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0]
for i in range(2, len(g) + 1):
    my_dcg_trec += g[i - 1] / math.log2(i)
print(my_dcg_trec)
''')

wrong("q06", "interp.curve", "sibling", "takes P@k at the first rank whose recall reaches r, not the maximum "
      "precision over all ranks at or beyond it (no interpolation)",
      [[r"first rank", r"not interpolat", r"no interpolation", r"without interpolat", r"uninterpolated",
        r"not (the )?max", r"max(imum)? (to the right|over (all )?(later|following|deeper))",
        r"instead of (the )?max"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        hits = 0
        val = 0.0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q07", "ndcg.value", "sibling", "the ideal ranking sorts the retrieved grades only (the unretrieved "
      "relevant grades are left out of the IDCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta ?\*\* ?2", r"beta²", r"not squared", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b = beta
    return (1 + b) * precision * recall / (b * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log(arithm)? (base|to the base) e\b", r"base.?e\b", r"np\.log\b",
        r"math\.log\b", r"wrong base", r"another base", r"not (base.?2|log2)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "gen.practical", "shape", "the smallest recall leaves the + v out of its denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"\+ ?v", r"d ?- ?s\b(?! ?\+)", r"plus v", r"missing v", r"forg[eo]t.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s
    rec_low = v / (d - s) if v else 0.0
    gen_low = v / d
    return [prec, rec_low, gen_low]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie.{0,40}(as )?(1\b(?!/)|one\b|full|whole|a win)", r"(1|one|full|whole) (instead of|not) (1/2|half|0\.5)",
        r">=", r"greater.or.equal", r"not (counted as )?(1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    denom = max(k, n_relevant)
    return s / denom if denom else 0.0
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability: the tail is never doubled",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"(forg[eo]t|without|missing).{0,20}doubl",
        r"times 2", r"\* ?2", r"factor (of )?2", r"half (of )?the (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n
''')

wrong("q14", "pr.points", "shape", "divides the rank by the hit count (rank / hits) instead of hits / rank",
      [[r"invert", r"upside", r"reciprocal", r"rank ?/ ?hits", r"rank over (the )?hits",
        r"(swapped|flipped|exchanged).{0,30}(numerator|denominator|division|fraction)",
        r"(numerator|denominator).{0,30}(swapped|flipped|exchanged)", r"above 1", r"greater than 1"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
            pts.append(rank / hits)
    return pts
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1]: the k-th rank is never counted (off by one)",
      [[r"off.by.one", r"k ?- ?1", r"k-th (rank|item).{0,30}(missing|not counted|left out|skipped|dropped)",
        r"(misses|skips|drops|leaves out) the (k-th|last) (rank|item)", r"one (rank|item) (short|too few)",
        r"last rank"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    # print(top, k)
    return sum(top) / k
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries and never reset, "
      "so each query's precisions carry the previous queries' hits",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"previous quer", r"accumulat\w*.{0,40}quer",
        r"outside the (query )?loop", r"before the loop", r"not cleared", r"across quer", r"leak"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for q in range(len(runs)):
        s = 0.0
        for i, lab in enumerate(runs[q]):
            if lab == 1:
                hits += 1
                s += hits / (i + 1)
        total += s / n_relevant[q] if n_relevant[q] else 0.0
    return total / len(runs)
''')

wrong("q17", "interp.step", "flow", "compares recall > level strictly, so a level equal to a reached recall "
      "R_i takes the next point's precision",
      [[r"strict", r">=", r"greater.or.equal", r"at least", r"next point", r"one point (late|too far)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

wrong("q18", "pr.averaged", "flow", "the inner loop reads runs[0] instead of the current query, so the first "
      "query's curve is averaged with itself",
      [[r"first query", r"runs\[0\]", r"same query", r"one query('s)? (curve|values?) (reused|repeated|every)",
        r"reus\w*", r"only (the )?(first|one) query", r"loop variable", r"index\w* .{0,20}(wrong|fixed|constant)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for q in range(len(runs)):
        lab = np.array(runs[0], dtype=float)
        nrel = n_relevant[q]
        curve = []
        for r in levels:
            if nrel == 0:
                curve.append(0.0)
                continue
            hits = np.cumsum(lab)
            prec = hits / np.arange(1, len(lab) + 1)
            ok = hits / nrel >= r - 1e-12
            curve.append(float(prec[ok].max()) if ok.any() else 0.0)
        curves.append(curve)
    return list(np.mean(curves, axis=0))
''')

wrong("q19", "ap.eleven_point", "flow", "loops over range(10): the level 1.0 is never averaged (the mean of 10 "
      "levels, off by one)",
      [[r"range\(10\)", r"\b10 levels", r"ten levels", r"only (10|ten)", r"off.by.one",
        r"(level|recall) 1(\.0)?\b.{0,30}(missing|left out|skipped|never|dropped|forgotten)",
        r"(missing|skips|drops|leaves out|forgets) (the )?(level|recall) 1(\.0)?\b", r"last level"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    vals = []
    for i in range(10):
        r = i / 10
        cand = [p for p, rc in zip(precs, recs) if rc >= r]
        vals.append(max(cand) if cand else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q20", "ndcg.all_judgments", "flow", "builds the ideal list (grades + unretrieved) but never sorts it "
      "before taking its DCG",
      [[r"unsorted", r"not sorted", r"never sort", r"without sorting", r"forg[eo]t.{0,20}sort", r"didn'?t sort",
        r"no sort", r"sort\w* (is )?missing", r"in (the )?(input|given|original) order"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        s = 0.0
        for i, x in enumerate(g):
            s += x if i == 0 else x / math.log2(i + 1)
        return s
    ideal = list(grades) + list(unretrieved)
    # ideal.sort(reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q21", "roc.eer", "flow", "walks the sorted items one at a time, so tied scores give separate ROC points "
      "instead of one step",
      [[r"tied (scores|items).{0,40}(separate|split|one (at a time|by one)|own point|not grouped)",
        r"(each|every) item.{0,30}(own|separate) (point|threshold|step)", r"not group\w* (the )?ti",
        r"ties? (are )?(split|broken)", r"one item at a time", r"per item", r"item by item",
        r"threshold per item"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    fpr, tpr = [0.0], [0.0]
    tp = fp = 0
    for i in order:
        if labels[i] == 1:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        tpr.append(tp / P)
    for j in range(len(fpr)):
        d = fpr[j] - (1 - tpr[j])
        if d >= 0:
            if d == 0 or j == 0:
                return fpr[j]
            a = fpr[j - 1] - (1 - tpr[j - 1])
            t = -a / (d - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards recall against an empty relevant set but not precision: nothing "
      "retrieved divides by zero", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret)
    r = tp / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query without any relevant item "
      "divides by zero", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so the third level is "
      "0.30000000000000004 and a recall of exactly 0.3 misses it",
      [[r"float", r"rounding", r"accumulat", r"0\.3000", r"\+= ?0\.1", r"inexact", r"round.?off",
        r"repeated(ly)? add", r"adding 0\.1", r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    levels = []
    r = 0.0
    for _ in range(11):
        levels.append(r)
        r += 0.1
    hits = 0
    pts = []
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    return [max([p for rc, p in pts if rc >= lv], default=0.0) for lv in levels]
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c], so a list shorter "
      "than the class divides by too little (the missing ranks are not counted as non-relevant)",
      [[r"len\(", r"length of (the )?(cut|sliced|truncated|top)", r"shorter.{0,40}(divid|denominator)",
        r"(divid|denominator).{0,40}(list length|length of the list|slice|shorter)",
        r"missing ranks.{0,30}(ignored|dropped|not counted)", r"instead of (by )?c\b", r"not by c\b",
        r"instead of n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides "
      "NumPy's 0.0 by 0 and returns nan", [NAN], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.array(labels[:k], dtype=float)
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / min(k, n_relevant))
''')

wrong("q27", "scope.eps_precision", "hidden", "no guard for an empty result: nothing within epsilon divides by "
      "zero", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.f_beta", "hidden", "the P = R = 0 guard was deleted while debugging: F divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    # if precision == 0 and recall == 0:
    #     return 0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "the def lists its parameters as (relevant, retrieved), the wrong order, so "
      "precision and recall come out exchanged",
      [[r"parameters?", r"arguments?", r"signature", r"order of the (inputs|arguments|parameters)",
        r"(relevant and retrieved|retrieved and relevant).{0,30}(swapped|exchanged|mixed|switched|reversed)",
        r"(swapped|exchanged|mixed|switched|reversed).{0,30}(relevant and retrieved|retrieved and relevant)"]], '''
def my_set_pr(relevant, retrieved):
    rel = set(relevant)
    ret = set(retrieved)
    tp = len(rel & ret)
    precision = tp / len(ret) if ret else 0.0
    recall = tp / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (columns mixed up), so it averages "
      "tp / (tp + fn), the recalls",
      [[r"unpack", r"column", r"index", r"order of (the )?(table|counts|entries|fields)",
        r"fn and fp", r"fp and fn", r"(mixed|swapped|confused|exchanged).{0,20}(fp|fn)",
        r"\bfn\b.{0,20}instead of.{0,10}\bfp\b", r"tables?\[i\]\[[12]\]", r"table read"]], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fn, fp = t
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q31", "roc.auc", "twin", "Mann-Whitney with ordinal ranks (argsort of argsort): tied scores get "
      "distinct ranks instead of their mid-rank",
      [[r"ordinal", r"argsort", r"mid.?ranks?", r"average(d)? ranks?", r"ranks? (are )?not averaged",
        r"distinct ranks", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s)) + 1
    n1, n0 = y.sum(), (~y).sum()
    u = ranks[y].sum() - n1 * (n1 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-break keys are inverted: the 'pessimistic' sort puts the tied "
      "relevant targets first and the 'optimistic' one last, so the two bounds come out in reverse",
      [[r"tie.?break", r"sort key", r"key=", r"-label", r"relevant (targets? )?(first|last).{0,40}(pessimis|optimis|lowest|highest)",
        r"(pessimis|optimis|lowest|highest).{0,40}relevant (targets? )?(first|last)", r"label sign"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    pess = sorted(items, key=lambda t: (t[0], -t[1]))
    opt = sorted(items, key=lambda t: (t[0], t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [low, high]
''')

wrong("q33", "sig.sign_test", "twin", "counts every query a does not win as a loss (losses = n - wins), so tied "
      "queries are counted against a instead of dropped",
      [[r"ties? (are |were )?(counted|treated|scored) as (a )?loss", r"losses ?= ?(n|len)",
        r"(tied|tie) quer\w*.{0,40}(loss|against a|for b|b wins)", r"not (a )?win.{0,20}loss",
        r"(ties?|tied).{0,30}(kept|not dropped|included)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = len(a) - wins
my_sign_p = binomtest(wins, wins + losses).pvalue
''')

wrong("q34", "ap.at_k", "twin", "copied P@k's denominator len(labels[:k]) (the cut list's length) instead of "
      "min(k, n_relevant)",
      [[r"len\(", r"length of (the )?(cut|sliced|truncated|top)", r"list('s)? length", r"cut list",
        r"number of (items|ranks) (in|of) the (top|cut|list)", r"P@k'?s denominator", r"copied.{0,20}P@k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s, h = 0.0, 0
    for i, x in enumerate(top):
        if x:
            h += 1
            s += h / (i + 1)
    return s / len(top) if top else 0.0
''')

wrong("q35", "dcg.trec", "twin", "enumerates from 1 and still adds 2 inside the log (log2(i + 2)): every "
      "rank is discounted one place too deep",
      [[r"enumerate", r"start(s|ed)? (at|from) 1", r"1-based", r"(twice|double).{0,20}(shift|offset|\+ ?1)",
        r"log2\(i ?\+ ?2\)", r"one (place|rank|position) too (deep|far|late)", r"shift\w* (by )?one"]], '''
import numpy as np

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_trec += g / np.log2(i + 2)
my_dcg_trec = float(my_dcg_trec)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts by distance from high to low: the farthest item is ranked first "
      "(distances read as similarity scores)",
      [[r"farthest", r"furthest", r"descending", r"reverse", r"largest distance", r"high(est)? to low",
        r"similarit", r"as (a )?scores?", r"wrong direction", r"biggest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(l for _, l in ranked[:k]) / k
''')

wrong("q37", "ap.value", "data", "takes the number of relevant items from the list (sum of the labels), ignoring "
      "the relevant items never retrieved in n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"ignor\w*.{0,30}(n_relevant|unretrieved|never retrieved)", r"not n_relevant",
        r"instead of n_relevant", r"counted in the (list|ranking)"]], '''
labels = v["labels"]
n_rel = sum(labels)  # number of relevant
s, hits = 0.0, 0
for i in range(len(labels)):
    if labels[i] == 1:
        hits += 1
        s += hits / (i + 1)
my_ap_value = s / n_rel
''')

wrong("q38", "dcg.exponential", "data", "reads the grades as binary (any grade > 0 counts as 1), so the gain "
      "2^rel - 1 is always 0 or 1",
      [[r"binary", r"0/1", r"1 or 0", r"> ?0", r"ignor\w* (the )?(grade|level)s?", r"graded.{0,20}(lost|ignored)",
        r"(grade|relevance) (level|value)s? (ignored|lost)", r"as relevant or not"]], '''
import math

g = v["grades"]
rel = [1 if x > 0 else 0 for x in g]
my_dcg_exp = sum((2 ** r - 1) / math.log2(i + 2) for i, r in enumerate(rel))
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, as if retrieved "
      "after the list, so they also add to the DCG",
      [[r"unretrieved.{0,40}(added to the (dcg|ranking|list)|appended|as if retrieved|in the dcg|counted in (the )?dcg)",
        r"(append|add|concaten)\w*.{0,40}unretrieved", r"as if (they were )?retrieved",
        r"counted as retrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    dcg = sum(g / max(1, log2(i)) for i, g in enumerate(ranking, 1))
    ideal = sorted(ranking, reverse=True)
    idcg = sum(g / max(1, log2(i)) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg else 0.0
''')

wrong("q40", "gen.practical", "data", "reads d as the database outside the judged scope and uses d + s as the "
      "database size",
      [[r"d ?\+ ?s", r"outside the (judged )?scope", r"database size", r"size of the database",
        r"d (is|as) (the )?(rest|remaining|unjudged)", r"add\w* s to d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s  # total database
    prec = v / s
    rec_low = v / (D - s + v) if v else 0.0
    gen_low = v / D
    return [prec, rec_low, gen_low]
''')

wrong("q41", "map.mrr", "data", "reads a run as the ranks of the relevant items: takes 1 / runs[i][0] (the first "
      "label) instead of finding the rank of the first 1",
      [[r"ranks? of the relevant", r"runs?\[.{0,4}\]\[0\]", r"first (label|element|entry|value)",
        r"(label|list) (read|taken|treated) as (a )?rank", r"as ranks", r"1 ?/ ?(the )?(first )?label"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = run[0]
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

wrong("q42", "pr.points", "data", "treats n_relevant as a list length and pads: returns a point for every "
      "relevant item of n_relevant, 0 for those never retrieved",
      [[r"pad", r"(0|zero)s? for (the )?(unretrieved|missing|never)",
        r"n_relevant points", r"(one|a) point (for|per) (every|each) relevant item of n_relevant",
        r"too many points", r"extra (points|zeros)"]], '''
def my_pr_points(labels, n_relevant):
    out = [0.0] * n_relevant
    j = 0
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            out[j] = hits / k
            j += 1
    return out
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "one-liner with sum over a slice, divided by k", '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / k
''')

right("q44", "scope.knn_ties", "itertools: tied group counted with a Fraction", '''
from fractions import Fraction
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    low = high = 0
    taken = 0
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        g = [l for _, l in grp]
        room = k - taken
        if room <= 0:
            break
        if len(g) <= room:
            low += sum(g)
            high += sum(g)
        else:
            rel = sum(g)
            non = len(g) - rel
            low += max(0, room - non)
            high += min(rel, room)
        taken += len(g)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

right("q45", "roc.eer", "loops over the distinct thresholds, then intersects the crossing piece", '''
def my_eer(scores, labels):
    P = sum(1 for l in labels if l == 1)
    N = len(labels) - P
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, l in zip(scores, labels) if s >= t and l == 1)
        fp = sum(1 for s, l in zip(scores, labels) if s >= t and l != 1)
        fpr.append(fp / N)
        tpr.append(tp / P)
    for j in range(len(fpr)):
        d = fpr[j] - (1 - tpr[j])
        if d >= 0:
            if d == 0 or j == 0:
                return fpr[j]
            a = fpr[j - 1] - (1 - tpr[j - 1])
            t = -a / (d - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 1.0
''')

right("q46", "rank.distances", "sorted with a key, list comprehension", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

right("q47", "map.mean", "NumPy cumsum per query, debug print left in", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for lab, n in zip(runs, n_relevant):
        lab = np.asarray(lab, dtype=float)
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        aps.append((prec * lab).sum() / n if n else 0.0)
    # print(aps)
    return float(np.mean(aps))
''')

right("q48", "dcg.exponential", "value cell, comprehension with enumerate", '''
import math

my_dcg_exp = sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

SUBMISSIONS = tuple(S)
