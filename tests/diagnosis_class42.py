"""Diagnosis class 42, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes, feedback or student traces), and never ran the checker on this class before handing it
over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
work straight from the course documents (``/work/shared/seeds/``: the image-retrieval slides, the MLRF lecture
walk-through, the cross-modal retrieval notes, Sebe et al.'s paper and the similarity-query lecture notes) and
transcribe a formula as they read it on a slide: they misread the documents' notation (a lost exponent, a relation
solved the wrong way round, a table's column order), take a worked example's particular numbers or procedure as the
general rule, mix two documents' conventions (scores read as distances, distances read as similarities, the notes'
"average precision" where the assignment means exact AP, one DCG formulation's rank 1 with another's discount), and
make the usual slips of misremembered formulas, loops and edge cases. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py (the
``class_writer`` helper, the Submission record and the shared key lists), the header and the last lines of
tests/diagnosis_class19.py (the file format only) and tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c42-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class42): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 42 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c42-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "rank.p_at_k", "sibling", "divides the relevant items of the top k by all the relevant items of the "
      "list (a recall at k whose class is the list's own relevant items) instead of by k",
      [[r"recall", r"all (the )?relevant items", r"relevant items (in|of) the (whole )?list",
        r"number of relevant (items )?(in the list|retrieved|found)", r"sum\(labels\)", r"instead of (by )?k\b",
        r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    found = sum(top)
    total = sum(labels)
    return found / total if total else 0.0
''')

wrong("k02", "ap.exact", "sibling", "computes the lecture notes' 'Average precision = 1/j sum p(Gamma_i)' over the "
      "reference recall levels 0, 0.1, ..., 1 (the 11-point interpolated average) instead of exact AP",
      [[r"11.?point", r"eleven", r"interpolat", r"(reference|standard|fixed) recall levels",
        r"recall levels 0(\.0)?, ?0\.1"]], '''
def my_ap(labels, n_relevant):
    # notes: Average precision = (1/j) sum_i p(Gamma_i), Gamma_i = 0, 0.1, ..., 1
    if n_relevant == 0:
        return 0.0
    P, R = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        P.append(hits / k)
        R.append(hits / n_relevant)
    levels = [i / 10 for i in range(11)]
    interp = [max([p for p, r in zip(P, R) if r >= g], default=0.0) for g in levels]
    return sum(interp) / len(levels)
''')

wrong("k03", "ap.eleven_point", "sibling", "interpolates with the lecture notes' step rule p(r) = P_i for "
      "R_(i-1) < r <= R_i (the precision of the first relevant rank reaching r, P_1 at r = 0) instead of the "
      "maximum precision at any recall >= r",
      [[r"step", r"first (relevant )?(point|rank)", r"not the max", r"without (the|a) max", r"instead of (the )?max",
        r"max\w*.{0,30}(right|later ranks|further down|higher recall)", r"upper envelope"]], '''
def my_11pt(labels, n_relevant):
    # step rule of the notes: p(r) = P_i for R_(i-1) < r <= R_i, with R_0 = 0
    R, P = [0.0], [None]
    hits = 0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / i)
    total = 0.0
    for j in range(11):
        r = j / 10
        if r == 0:
            total += P[1] if len(P) > 1 else 0.0
            continue
        for i in range(1, len(R)):
            if R[i - 1] < r <= R[i]:
                total += P[i]
                break
    return total / 11
''')

wrong("k04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where they are closest instead of the "
      "crossing of the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"no(t)? interpolat", r"without interpolat", r"instead of interpolat",
        r"\(fpr ?\+ ?fnr\) ?/ ?2", r"mean of (the )?(fpr|false positive rate) and", r"average of (the )?(fpr|false "
        r"positive rate) and"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = (~pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("k05", "dcg.classic", "sibling", "uses the slides' alternative formulation's gain 2^rel - 1 (with the classic "
      "discount) instead of the grade itself",
      [[r"exponential", r"2 ?\^ ?rel", r"2 ?\*\* ?(rel|g)", r"2 to the (power|grade)", r"alternative formulation",
        r"gain of 2"]], '''
from math import log2

def my_dcg(grades):
    # "alternative formulation: emphasis on retrieving highly relevant images"
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / log2(i)
    return total
''')

wrong("k06", "sig.sign_test", "sibling", "the one-sided p-value (a better than b) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"(only )?one tail", r"single tail", r"not doubled", r"without doubling",
        r"alternative ?= ?.?greater", r"forg[eo]t.{0,20}doubl"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("k07", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d (the largest class size "
      "the judgments allow) instead of its lower bound v / d",
      [[r"upper bound", r"largest (possible )?(class|c\b|generality)", r"maximum (class|c\b|generality)",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"instead of (the )?lower bound", r"most relevant items possible"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d      # c is at most d - s + v
    return [precision, recall_lower, generality]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("k08", "set.f_beta", "shape", "uses beta where the formula has beta squared (the slide's exponents lost): "
      "(beta + 1) P R / (beta P + R)",
      [[r"squar", r"exponent", r"power of (2|two)", r"β²", r"beta itself", r"beta\s*\^?\s*2\b.{0,30}(not|instead|"
        r"missing)", r"instead of beta\s*(\^|\*\*)\s*2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (beta + 1) * precision * recall / (beta * precision + recall)
''')

wrong("k09", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"greater of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("k10", "dcg.exponential", "shape", "gain 2^(rel - 1) instead of 2^rel - 1 (the minus one moved into the "
      "exponent)",
      [[r"2\s*\^\s*\(\s*rel\w*\s*-\s*1\s*\)", r"2\s*\*\*\s*\(\s*\w+\s*-\s*1\s*\)", r"(in|into|inside) the exponent", r"minus one",
        r"parenthes", r"- ?1.{0,20}(inside|in the exponent|moved)"]], '''
import math

my_dcg_exp = sum(2 ** (g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("k11", "dcg.trec", "shape", "discount log2(i) + 1 instead of log2(i + 1) (the + 1 outside the logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"\+ ?1 (is )?(added )?(after|outside)",
        r"parenthes", r"log.{0,20}plus one"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = 0.0
for i in range(len(grades)):
    rank = i + 1
    my_dcg_trec += grades[i] / (log2(rank) + 1)
''')

wrong("k12", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks (a query with nothing found makes the mean rank infinite)",
      [[r"reciprocal of the (mean|average)", r"(mean|average) (first )?rank", r"1 ?/ ?(mean|average)",
        r"invert\w* (the |after the )?(mean|average)", r"(mean|average) (taken )?before", r"order of (the )?(mean|"
        r"average|reciprocal)"]], '''
import numpy as np

def my_mrr(runs):
    ranks = []
    for run in runs:
        hits = np.flatnonzero(run)
        ranks.append(hits[0] + 1 if len(hits) else np.inf)
    return float(1 / np.mean(ranks))
''')

wrong("k13", "ndcg.all_judgments", "shape", "mixes the two DCG formulations: rank 1 undiscounted as in the classic "
      "formula but log2(i + 1) (the other formulation's discount) from rank 2 on",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec.{0,20}discount", r"discount.{0,40}(one rank (too )?(late|far)|"
        r"shifted|off by one)", r"mix\w*.{0,40}(formulation|discount)", r"(formulation|discount)s? (are )?mixed"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i + 1) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("k14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie", r"tied", r">=", r"greater (than )?or equal", r"equal scores"],
       [r"full", r"whole", r"as (a )?win", r"counted (as )?1\b(?!/)", r"1 instead of", r"instead of (1/2|half|0\.5)",
        r"not (1/2|half|0\.5)", r"no half"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("k15", "pr.averaged", "flow", "the per-query interpolated precisions live in one list created before the "
      "query loop and never reset, so each query's maxima carry over to the later queries",
      [[r"reset", r"carr(y|ies|ied) over", r"reus", r"before the (query )?loop", r"outside the (query )?loop",
        r"previous quer(y|ies)", r"earlier quer(y|ies)", r"across queries", r"(initiali[sz]|creat)\w* once"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = [0.0] * 11            # interpolated precision at each level
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n == 0:
                continue
            p, r = hits / k, hits / n
            for j, lev in enumerate(levels):
                if r >= lev and p > best[j]:
                    best[j] = p
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("k16", "pr.points", "flow", "computes each point's precision before counting the current relevant item, so "
      "every precision misses the item itself ((hits - 1) / rank)",
      [[r"before (incrementing|counting|adding|updating)", r"after (comput|append|the precision)",
        r"(counter|count|hits?|found) (is )?(incremented|updated|increased|counted) (too )?late",
        r"order of (the )?(update|increment)", r"miss\w* (the )?(current|item itself)", r"not (yet )?(counted|included)",
        r"off.by.one", r"one (too )?(few|less)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(found / rank)
            found += 1
    return points
''')

wrong("k17", "interp.curve", "flow", "takes the running maximum from the top of the list (the best precision at or "
      "ABOVE the first rank reaching r) instead of the maximum over the ranks whose recall is >= r",
      [[r"left", r"above", r"(earlier|previous|preceding) ranks", r"from the top", r"wrong direction",
        r"running max", r"cumulative max", r"(before|up to) (the|that) (rank|point)", r"instead of (to the )?right"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    env = np.maximum.accumulate(prec)          # precision never decreases... the envelope
    out = []
    for j in range(11):
        reached = np.flatnonzero(rec >= j / 10)
        out.append(float(env[reached[0]]) if len(reached) else 0.0)
    return out
''')

wrong("k18", "map.mean", "flow", "the relevant-item counter is set to 0 once before the query loop, so the hits of "
      "earlier queries inflate the precisions of later ones",
      [[r"reset", r"carr(y|ies|ied) over", r"before the (query )?loop", r"outside the (query )?loop",
        r"previous quer(y|ies)", r"earlier quer(y|ies)", r"across queries", r"(initiali[sz]|set)\w* (to (0|zero) )?once",
        r"not (re)?initiali[sz]ed"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("k19", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those within "
      "the top k (the list is never cut at k)",
      [[r"past (rank )?k\b", r"beyond (rank )?k\b", r"after (rank )?k\b", r"below (rank )?k\b", r"whole list",
        r"entire list", r"all (the )?(ranks|relevant ranks)", r"not (cut|truncat|sliced|stopped)",
        r"(forg[eo]t|without|never) .{0,20}(cut|truncat|slic|stop)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("k20", "gen.grip_point", "flow", "indexes labels[rank] with 1-based ranks, so it reads ranks 2 to c + 1 (the "
      "first item skipped, one item past the scope read)",
      [[r"off.by.one", r"1.based", r"one.based", r"0.based", r"zero.based", r"shift\w* by one",
        r"(skips?|skipped|misses|missed|ignores?) the first", r"index(es|ed|ing)? (from|at) 1", r"labels\[rank\]",
        r"one (rank|position) (too )?(late|far|down)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for rank in range(1, c + 1):
        if rank < len(labels) and labels[rank]:
            hits += 1
    return hits / c
''')

wrong("k21", "interp.step", "flow", "finds the interval R_(i-1) < r <= R_i but returns P_(i-1), the precision of the "
      "previous point (P_0 = 1 at the curve's start), instead of P_i",
      [[r"previous (point|relevant|step)", r"P_?\(?i ?- ?1\)?", r"one (point|step|index) (too )?(early|back|before)",
        r"off.by.one", r"left end", r"lower end", r"start of the (interval|step)", r"shifted by one", r"P_?0\b"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = [0.0]
    P = [1.0]        # the curve starts at (0, 1)
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / i)
    for i in range(1, len(R)):
        if R[i - 1] < level <= R[i]:
            return P[i - 1]
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("k22", "scope.knn_ties", "hidden", "looks at the item after the k-th (pairs[k]) to see whether a tie crosses "
      "the k-th place; that item does not exist when k is the whole list (IndexError)",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    if pairs[k][0] != cut:          # no tie across the k-th place
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    sure = [lab for d, lab in pairs if d < cut]
    tied = [lab for d, lab in pairs if d == cut]
    need = k - len(sure)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(sure) + max(0, need - non_t)
    high = sum(sure) + min(need, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("k23", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    total, hits = 0.0, 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("k24", "map.mean", "hidden", "leaves the queries that retrieved no relevant item out of the mean (divides by "
      "the number of queries with a nonzero AP)",
      [[r"left out", r"leaves? out", r"skip", r"exclud", r"ignor", r"drop", r"only (the )?quer(y|ies) (with|that)",
        r"fewer queries", r"number of queries with"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        if s > 0:            # a query that found nothing has no AP to average
            aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("k25", "gen.grip_point", "hidden", "divides by the length of the top-c slice, which is shorter than c when the "
      "list is shorter than the class",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks))", r"len\(", r"denominator",
        r"instead of (by )?(c|n_relevant)\b", r"not (by )?(c|n_relevant)\b", r"slice('s)? length",
        r"length of the (slice|list|top)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("k26", "pr.averaged", "hidden", "computes recall as hits / n with no guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        hits, pts = 0, []
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / n, hits / k))
        curves.append([max((p for r, p in pts if r >= lev / 10), default=0.0) for lev in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("k27", "scope.eps_precision", "hidden", "takes the mean of the labels inside epsilon with no guard: an empty "
      "result gives nan", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("k28", "interp.step", "hidden", "returns from inside the loop only: a level the ranking never reaches falls off "
      "the end and returns None", [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("k29", "dcg.classic", "twin", "enumerate starts at 2 (the formula's sum_{i>=2} copied into the loop), so every "
      "rank is numbered one too high and the rank-1 special case never fires",
      [[r"enumerate", r"start\w*.{0,20}\b2\b", r"one too (high|far|late)", r"(numbered|counted) from 2",
        r"off.by.one", r"rank (index|number)\w* .{0,20}(one too|shift)", r"never (fires|applies|used|reached)"]], '''
import math

def my_dcg(grades):
    dcg = 0.0
    for i, rel in enumerate(grades, 2):
        dcg += rel if i == 1 else rel / math.log2(i)
    return dcg
''')

wrong("k30", "avg.macro", "twin", "unpacks each row as [tp, fn, fp] (Sebe et al.'s Table 1 puts FN next to TP), so "
      "its 'precision' divides by tp + fn",
      [[r"order of (the )?(row|table|fields|columns|entries|values|counts)", r"unpack", r"columns?",
        r"tp, ?fn, ?fp", r"(fn|false negatives?) (read|taken|used) as (fp|false positives?)",
        r"(second|third) (entry|element|column|value|field)", r"table.{0,20}(order|layout)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:          # Table 1: v and c - v in the first row
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("k31", "interp.curve", "twin", "the scan over the ranks breaks at the first relevant rank whose recall reaches "
      "r and keeps that precision, instead of the maximum over all ranks with recall >= r",
      [[r"\bbreak", r"stops? (at|on) the first", r"exits? the loop", r"(early|too soon).{0,20}(exit|stop|loop)",
        r"loop (ends|stops)", r"stop\w* (scanning|looking|searching)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        value = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if rel and hits / n_relevant >= r:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("k32", "set.f_beta", "twin", "solves the slide's beta^2 = (1 - alpha) / alpha the wrong way round (alpha = "
      "beta^2 / (1 + beta^2)) before using F = 1 / (alpha / P + (1 - alpha) / R)",
      [[r"alpha", r"α"], [r"invert", r"wrong way", r"other way", r"upside", r"reciprocal", r"1 ?/ ?(beta|β)",
                          r"solv\w*", r"relation", r"weight"]], '''
def my_f(precision, recall, beta):
    # slide: F = 1 / (alpha/P + (1 - alpha)/R), beta^2 = (1 - alpha)/alpha
    if precision == 0 or recall == 0:
        return 0.0
    alpha = beta ** 2 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("k33", "roc.auc", "twin", "reads the scores as distances (smaller = nearer, as in the similarity-query notes), "
      "so a pair counts when the positive scores LOWER than the negative",
      [[r"distance", r"smaller (is|=|means) (better|more similar|closer|nearer)", r"lower (is|=|means) better",
        r"ascending", r"nearer", r"closer"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, lab in zip(scores, labels) if lab]
    neg = [s for s, lab in zip(scores, labels) if not lab]
    # the better target is the one nearer the query: a smaller score ranks first
    total = 0.0
    for p, n in product(pos, neg):
        if p < n:
            total += 1
        elif p == n:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("k34", "rank.distances", "twin", "sorts the distances alone and zips them with the labels in their input order, "
      "so the labels no longer follow their items",
      [[r"labels? (are |were )?(not|never) (re)?(sorted|ordered|permuted|moved|reordered)",
        r"sort\w* (only )?the distances (alone|only|but not)", r"only the distances", r"pairing",
        r"(lost|broke|breaks?)\w* the (pair|link|correspond)", r"out of (step|sync|alignment)", r"misaligned",
        r"no longer (match|follow|aligned)", r"separately"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)                     # nearest first
    ranking = list(zip(d, labels))
    return sum(lab for _, lab in ranking[:k]) / k
''')

wrong("k35", "set.pr", "twin", "takes its arguments in the order (relevant, retrieved) (the lecture's 'given e_i and "
      "ret_i'), so the two sets are swapped",
      [[r"argument", r"parameter", r"(order|position) of the (inputs?|sets?)", r"(inputs?|sets?) (are |were )?"
        r"(swapped|exchanged|reversed)", r"signature", r"relevant (set )?(first|as the first)"]], '''
def my_set_pr(expected, returned):
    # "Compute the AP ap_i given e_i and ret_i": the expected results first
    e, r = set(expected), set(returned)
    hits = len(e & r)
    precision = hits / len(r) if r else 0.0
    recall = hits / len(e) if e else 0.0
    return [precision, recall]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("k36", "set.pr", "data", "counts the retrieved list with its repeats: an id retrieved twice counts in the hits "
      "and in the number retrieved twice",
      [[r"duplicat", r"repeat", r"more than once", r"list instead of (a )?set", r"multiset", r"dedup",
        r"(two|2) times", r"double.count"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("k37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking as if they had "
      "been retrieved there, so they add to the DCG too (not only to the ideal)",
      [[r"(added|appended|append|adds|counted|included) .{0,40}(ranking|run\b|dcg\b|retrieved list)",
        r"as if (they were |it were |they had been )?retrieved", r"end of the (ranking|list|run)", r"in the dcg",
        r"dcg (also|too) (includes|counts)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = np.array(list(grades) + list(unretrieved), dtype=float)   # every judged item
    disc = np.ones(len(run))
    disc[1:] = np.log2(np.arange(2, len(run) + 1))
    dcg = (run / disc).sum()
    idcg = (np.sort(run)[::-1] / disc).sum()
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("k38", "pr.averaged", "data", "counts each query's relevant items from its own list (the sum of its labels) and "
      "ignores n_relevant, so relevant items never retrieved are forgotten",
      [[r"sum\(labels\)", r"sum of (the|its) labels", r"(count|counted|counts|computes|computed) .{0,30}from the "
        r"(list|labels|ranking)", r"ignor\w* (the )?n_relevant", r"n_relevant (is |was )?(ignored|unused|not used)",
        r"never retrieved.{0,40}(forgot|ignor|missing|left out)", r"(unretrieved|missing) relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    out = [0.0] * 11
    for labels in runs:
        n = sum(labels)                 # relevant items of this query
        hits, pts = 0, []
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n:
                pts.append((hits / n, hits / k))
        for j in range(11):
            out[j] += max((p for r, p in pts if r >= j / 10), default=0.0)
    return [x / len(runs) for x in out]
''')

wrong("k39", "rank.distances", "data", "reads the distances as similarity scores and ranks the LARGEST first (the "
      "farthest items) instead of the nearest first",
      [[r"similarit", r"largest (first|distance)", r"farthest", r"furthest", r"descending", r"(reverse|reversed|wrong) "
        r"order", r"highest (distance|value) first", r"decreasing (distance|order)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]       # most similar first
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("k40", "ndcg.value", "data", "turns the graded judgments into 0/1 relevance (any grade above 0 counts 1) "
      "before computing NDCG",
      [[r"binar", r"0/1", r"(grades?|gains?) (as|to|into) (0|1|binary|yes)", r"relevant or not",
        r"(ignor|lost|drop)\w* the (grade|level)s?", r"all (grades?|relevant items) (count|as) 1",
        r"grade (levels? )?(ignored|lost)"]], '''
import math

grades = [1 if g > 0 else 0 for g in v["grades"]]
unret = [1 if g > 0 else 0 for g in v["unretrieved"]]


def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))


ideal = sorted(grades + unret, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("k41", "map.mrr", "data", "treats runs as a rectangular matrix (np.array) though the queries' lists have "
      "different lengths", [[r"same length", r"different lengths?", r"ragged", r"rectangular", r"matrix",
                             r"inhomogeneous", r"unequal length", r"2.?d array"]], '''
import numpy as np

def my_mrr(runs):
    R = np.array(runs)                      # one row per query
    first = np.argmax(R == 1, axis=1)
    found = R.any(axis=1)
    return float(np.where(found, 1.0 / (first + 1), 0.0).mean())
''', crash="ValueError")

wrong("k42", "gen.practical", "data", "reads d as the number of items outside the judged scope, so it takes the "
      "database size as d + s",
      [[r"d ?\+ ?s\b", r"d ?\+ ?len", r"database size .{0,30}(too (large|big))", r"(outside|beyond|after) the "
        r"(judged )?(scope|top)", r"unjudged", r"not judged", r"rest of the database", r"adds? (the )?(scope|s\b)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s               # d items outside the judged top s
    precision = v / s
    recall_low = v / (total - s + v)
    gen_low = v / total
    return [precision, recall_low, gen_low]
''')


# ---------------------------------------------------------------------------------------------- right
right("k43", "roc.eer", "walk the ROC points (tied scores one step) and intersect FPR = FNR on a segment", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]                       # (FPR, TPR)
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            return f0 + (-d0 / (diff - d0)) * (fpr - f0)
        prev = (fpr, diff)
''')

right("k44", "scope.knn_ties", "sorted with the label as a tie key: relevant last, then relevant first", '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("k45", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("k46", "ap.eleven_point", "comprehensions over (recall, precision) pairs, exact levels j / 10", '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    return sum(max((p for r, p in pts if r >= j / 10), default=0.0) for j in range(11)) / 11
''')

right("k47", "avg.macro", "NumPy with np.divide(where=...) for the empty results", '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    prec = np.divide(tp, tp + fp, out=np.zeros_like(tp), where=(tp + fp) > 0)
    return float(prec.mean())
''')

right("k48", "rank.p_at_k", "fractions.Fraction, k past the end counts as misses", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    return float(Fraction(sum(labels[:k]), k))
''')

SUBMISSIONS = tuple(S)
