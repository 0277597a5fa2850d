"""Diagnosis class 39, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes or feedback code), nor any other class of submissions beyond the format lines of
tests/diagnosis_class19.py, and never ran the checker on this class before handing it over: its first run is the
measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
build each answer by copying their own function from an earlier task of the same assignment and adapting it --
and sometimes forget to adapt a piece (a leftover cutoff, a leftover normalisation, the previous task's
convention, a helper reused with another meaning) -- plus the usual misremembered formulas, loop slips and
misread inputs. Styles vary: plain loops, NumPy, comprehensions, scipy. Only these were read: the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library outside ``exercises/`` and ``grading/``, the course documents, lines 1-80 of
tests/heldout_submissions.py (``class_writer``, the Submission record and the shared key lists), and the header
and last lines of tests/diagnosis_class19.py for the file format, plus tests/validate_class.py. Student ids are
``"c39-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class39): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (a misreading of the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 39 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c39-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "pr.points", "sibling", "returns the interpolated precision at each relevant rank (the best precision "
      "at this or any later rank, left over from the interpolation task) instead of the precision at that rank",
      [[r"interpolat", r"max\w* (of |over )?(the )?(later|following|subsequent|remaining|next|deeper)",
        r"running max", r"max\w*.{0,30}(to the right|further down|later ranks|below)",
        r"best precision (at|from) (this|any)"]], '''
def my_pr_points(labels, n_relevant):
    precs, hits = [], 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits / i)
    out = []
    for i, lab in enumerate(labels):
        if lab:
            out.append(max(precs[i:]))
    return out
''')

wrong("q02", "ap.at_k", "sibling", "divides the top-k sum by n_relevant, the full AP denominator kept from the "
      "exact-AP task, instead of min(k, n_relevant)",
      [[r"(all|every|total|whole|full) (the )?(number of )?relevant", r"full AP", r"(plain|exact|ordinary|uncut|usual|"
        r"untruncated) AP('s)?", r"(not|never|without|forg\w*( to)?) (capp|cut|limit|bound)\w*.{0,30}(by k|at k|"
        r"denominator|to k)", r"(ignor|drop|miss|forg\w*)\w*.{0,20}min\s*\(", r"n_relevant (instead|rather) of min",
        r"\bR instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("q03", "map.mrr", "sibling", "computes each query's average precision over the relevant items it retrieved "
      "(the AP loop reused) and averages those, instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"(every|each|all (the )?) ?relevant (item|rank)s?.{0,40}"
        r"(precision|averag)", r"precision at (each|every) relevant"]], '''
def my_mrr(runs):
    scores = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        scores.append(s / hits if hits else 0.0)
    return sum(scores) / len(runs)
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (v / s with s = the list's "
      "length, the practical-study precision) instead of the precision at scope c = n_relevant",
      [[r"whole (list|ranking)", r"(entire|full|complete) (list|ranking)", r"len\(labels\)",
        r"(all|every) (the )?(retrieved|ranks|items|labels)", r"length of the (list|ranking)",
        r"instead of (at )?(rank|scope|cut.?off) (c|n_relevant|R)\b", r"(not|never) cut at (c|n_relevant|R)\b"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)          # the scope
    v = sum(labels)          # relevant items within the scope
    return v / s
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and fp over all queries and takes one precision, "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp|fp|true positives).{0,40}(over|across|of all) (the )?quer",
        r"(total|summed|overall) (tp|counts|true positives)", r"(one|a single) (big|pooled|combined|overall) table"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest (the "
      "nearest-point EER) instead of intersecting the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"(smallest|minimum|minimal|least) (gap|difference|\|\s*fpr\s*-\s*fnr\s*\|)",
        r"(no|not|never|without|instead of|rather than|missing) (the )?(linear )?(interpolat|intersect)",
        r"(average|mean) of (the )?fpr and fnr", r"\(\s*fpr\s*\+\s*fnr\s*\)\s*/\s*2",
        r"(at|from|of) (a|one|an existing|the best) roc point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best = None
    for t in np.unique(np.r_[s, np.inf]):   # predict positive when score >= t
        tpr = ((s >= t) & (y == 1)).sum() / P
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - tpr
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q07", "ndcg.all_judgments", "sibling", "uses the log2(i + 1) discount of the TREC DCG task for every rank "
      "(rank 1 included) instead of the classic DCG the task asks for",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\bi\s*\+\s*1\b", r"trec(_eval)?('s)? (dcg|discount|formula)",
        r"(other|another|different|wrong) discount", r"(rank|position) (1|one) (is )?discounted",
        r"discount\w* (the )?(first|top) (rank|item|position)", r"(burges|exponential|trec) (formulation|dcg)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i + 1) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator "
      "((1 + b^2) P R / (P + b^2 R)): precision and recall confused, which is F with 1 / beta",
      [[r"swap", r"(precision|\bP\b) and (recall|\bR\b) (are )?(swapped|exchanged|reversed|confused|mixed up|"
        r"the wrong way)", r"beta.{0,30}(on|with|multipl\w*|times|weights?) (the )?(recall|\bR\b)",
        r"(recall|\bR\b) (instead|rather) of (precision|\bP\b)", r"1\s*/\s*beta", r"inverse of beta",
        r"wrong (term|side)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural (log|logarithm)", r"\bln\b", r"np\.log\b(?!2)", r"log base e", r"base e\b",
        r"(wrong|another|different|other) (log(arithm)? )?base", r"base 2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.ones_like(g)
    disc[1:] = np.log(ranks[1:])
    return float((g / disc).sum())
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound as v / (d - s - v): v subtracted instead of added back "
      "(the largest possible class is d - s + v)",
      [[r"\bsign\b", r"minus v\b", r"-\s*v\b.{0,20}instead of\s*\+\s*v", r"subtract\w* v\b", r"d\s*-\s*s\s*-\s*v",
        r"d\s*-\s*\(\s*s\s*\+\s*v\s*\)", r"(add|plus)\w* v back", r"\+\s*v (became|turned into|written as)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s - v) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 instead of 11",
      [[r"divid\w* by 10\b", r"\b10 instead of 11", r"\bten (levels|points)", r"/\s*10\b",
        r"(one|a) level (short|too few|missing) in the (mean|denominator|average)", r"(count|number) of levels",
        r"denominator (of|is) (10|ten)\b"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    P, R = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        P.append(hits / i)
        R.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for p, rr in zip(P, R) if rr >= r]
        total += max(cands) if cands else 0.0
    return total / 10
''')

wrong("q12", "roc.auc", "shape", "Mann-Whitney rank-sum formula with the negatives' count in the correction term: "
      "U = R1 - n0 (n0 + 1) / 2 instead of R1 - n1 (n1 + 1) / 2",
      [[r"rank.?sum", r"mann.?whitney", r"\bU\b", r"correction", r"subtract\w*"],
       [r"negatives?", r"\bn0\b", r"n_neg", r"(wrong|other) (class|group)", r"(positives?'?|n1|n_pos)\b.{0,20}"
        r"(instead|rather)"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[y].sum() - n0 * (n0 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q13", "dcg.exponential", "shape", "gain 2^(rel - 1) instead of 2^rel - 1: the minus one put inside the "
      "exponent",
      [[r"2\s*\*\*\s*\(\s*(rel|g|grade|x)\w*\s*-\s*1\s*\)", r"2\s*\^\s*\(\s*(rel|g|grade|x)\w*\s*-\s*1\s*\)",
        r"(-\s*1|minus (one|1)) (inside|in|into) the (exponent|power)", r"exponent (minus|-\s*)1",
        r"(subtract|take)\w* (the )?1 (from|off) the (exponent|grade|power)", r"paren", r"bracket"]], '''
from math import log2

my_dcg_exp = sum(2 ** (g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q14", "pr.averaged", "shape", "divides each level's sum by the number of levels (11) instead of the number "
      "of queries",
      [[r"divid\w* by (the number of )?(recall )?(levels|11|eleven)", r"(11|eleven|levels) instead of (the number "
        r"of )?quer", r"number of (recall |reference )?levels", r"len\(levels\)", r"(mean|average)\w* over (the )?"
        r"(recall )?levels"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if R == 0 or len(lab) == 0:
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            total[j] += prec[ok].max() if ok.any() else 0.0
    return (total / len(levels)).tolist()
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.step", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented after P is taken), so each point's precision is one hit short",
      [[r"before (count|increment|add|updat)\w*", r"(current|this) (relevant )?(item|rank|hit) (is )?not (yet )?"
        r"(counted|included)", r"not yet counted", r"(order|sequence) of (the )?(update|statement|line)s?",
        r"off.by.one", r"(one|a) (hit|relevant item) (short|too few|missing)", r"\(\s*hits\s*-\s*1\s*\)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            p = hits / rank
            hits += 1
            if hits / n_relevant >= level:
                return p
    return 0.0
''')

wrong("q16", "rank.distances", "flow", "never sorts by distance: takes the first k items in the order they are "
      "given",
      [[r"(never|not|n't|without|forg[oe]t\w*( to)?|no) sort", r"unsorted", r"input order", r"(given|original) order",
        r"in the order (they|it) (are|is|was|were) given", r"(missing|no|forgotten) (argsort|sorting)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = list(zip(distances, labels))
    top = nearest[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("q17", "map.mean", "flow", "the return is indented inside the loop over queries: it returns after the first "
      "query (its AP divided by the number of queries)",
      [[r"return\w* (is |statement )?(inside|within|in) (the )?(query )?(loop|for)", r"(only|just) (the )?first "
        r"query", r"after (the )?first query", r"indent", r"(loop|for) (ends|stops|exits) (early|after)",
        r"premature\w*( return)?"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
        return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the running maximum of the backward interpolation pass is set once before the "
      "query loop and never reset, so a query inherits the previous query's best precision",
      [[r"(not|never|n't|forg[oe]t\w*( to)?) (be )?reset", r"reset\w* (for|per|between|at) (each|every|the next|"
        r"quer)", r"carr(y|ied|ies) over", r"(previous|earlier|last|first|other) query('s)? (max|maximum|precision|"
        r"best)", r"(leak|bleed)\w*", r"(outside|before) the (query )?loop", r"initiali[sz]\w* (once|only once|"
        r"outside)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        interp = []
        for rec, prec in reversed(pts):
            best = max(best, prec)
            interp.append((rec, best))
        for j, r in enumerate(levels):
            vals = [p for rec, p in interp if rec >= r]
            sums[j] += max(vals) if vals else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank for every relevant item of "
      "the query",
      [[r"\bbreak\b", r"(every|each|all) (the )?relevant (items?|ranks?|hits?)", r"not (only|just) the first",
        r"(doesn't|does not|never|n't|without) stop", r"sum\w* (of )?(the )?reciprocal ranks (of|over) (all|every)",
        r"after the first (relevant|hit)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q20", "ap.exact", "flow", "the loop runs k over range(1, len(labels)), one rank short: a relevant item at "
      "the last rank is never counted",
      [[r"last (rank|item|position|label|element)", r"range\(\s*1\s*,\s*len\(labels\)\s*\)", r"off.by.one",
        r"(one|a) rank short", r"(stops|ends) (one|a) (rank|item|step) (early|too soon)",
        r"(miss|skip|drop|ignor|omit)\w* the (last|final)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    for k in range(1, len(labels)):
        if labels[k - 1]:
            total += sum(labels[:k]) / k
    return total / n_relevant
''')

wrong("q21", "rank.p_at_k", "flow", "slices labels[1:k + 1] (ranks counted from 1 as list indices): the first "
      "item is skipped and rank k + 1 counted",
      [[r"off.by.one", r"(skip|miss|drop|ignor|leav|lose|los)\w*.{0,20}(the )?(first|rank.?1|top) (item|rank|label|"
        r"position|element)", r"(1|one).based", r"start\w* (at|from) (index )?(1|one)\b", r"labels\[\s*1\s*:",
        r"shifted (by )?one"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "np.mean over an empty list when nothing is retrieved or nothing is relevant: "
      "nan instead of 0", [NAN], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    precision = np.mean([d in rel for d in ret])
    recall = np.mean([d in ret for d in rel])
    return [float(precision), float(recall)]
''', scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it: ZeroDivisionError "
      "when no item is relevant at all", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "pr.averaged", "hidden", "recall computed as hits / n_relevant with no guard: ZeroDivisionError on a "
      "query with no relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits, prec, rec = 0, [], []
        for k, lab in enumerate(labels, 1):
            hits += lab
            prec.append(hits / k)
            rec.append(hits / R)
        for j, r in enumerate(levels):
            reach = [p for p, q in zip(prec, rec) if q >= r - 1e-9]
            curve[j] += max(reach, default=0.0)
    return [c / len(runs) for c in curve]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i]: IndexError when k is longer than the "
      "list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")

wrong("q26", "scope.knn_ties", "hidden", "looks at pairs[k] (the item after the k-th) to see whether the tie "
      "continues: IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    if pairs[k][0] != cut:          # the k-th and (k+1)-th differ: no tie to break
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    inside = [lab for d, lab in pairs if d < cut]
    tied = [lab for d, lab in pairs if d == cut]
    room = k - len(inside)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    lo = sum(inside) + max(0, room - nonrel_tied)
    hi = sum(inside) + min(room, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "takes the mean of labels[:n_relevant], which divides by the length of the "
      "slice: a list shorter than the class is divided by its own length, not by c",
      [[r"len(gth)? of (the )?(slice|cut|top|prefix|list)", r"\.mean\(\)", r"np\.mean", r"mean of (the )?(slice|top|"
        r"first)", r"divid\w* by (the )?(number of (items|ranks|labels) (present|there|available|in the (slice|"
        r"list))|fewer than)", r"(missing|absent) ranks? (are )?(not )?(counted|included) in the denominator",
        r"denominator.{0,40}(length of the list|items present|slice)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean()) if top.size else 0.0
''')

wrong("q28", "interp.curve", "hidden", "builds the levels with np.arange(0.0, 1.1, 0.1), whose floating-point "
      "steps lie slightly above 0.3, 0.6 and 0.7: a recall exactly at such a level does not reach it",
      [[r"arange", r"floating.?point", r"float(ing)? (error|rounding|precision|arithmetic)", r"round(ing|off)? error",
        r"0\.30000000000000004", r"(inexact|imprecise|not exact)\w* levels?", r"levels? (are |were )?(not exact|"
        r"inexact|slightly (above|off|larger|too large|too high))"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(0.0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if n_relevant and mask.any() else 0.0)
    return out
''')


# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the (distance, label) pairs with reverse=True, the score task's "
      "highest-first order, so the k farthest items are taken",
      [[r"revers", r"descending", r"(farthest|furthest|largest|biggest|longest)( distances?)? first",
        r"(high|large|big)\w* (to|before) (low|small)", r"(as|like) (a |the )?(scores?|similarit)",
        r"(distances?) (treated|taken|read|used) as (a )?(scores?|similarit)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q30", "interp.curve", "twin", "takes the precision at the first rank whose recall reaches the level and "
      "stops there, with no maximum over the later ranks",
      [[r"(no|without|missing|forg[oe]t\w*|skipp?\w*|never tak\w*|lacks?) (the |a )?(running )?max",
        r"first rank (that |which )?reach", r"(later|following|subsequent|deeper) ranks?", r"to the right",
        r"(stop|break)\w* at the first", r"not the (max|maximum|best|highest)",
        r"(instead of|rather than) the (max|maximum|highest|best)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        hits, val = 0, 0.0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q31", "dcg.trec", "twin", "reuses the classic-DCG function of the previous task (rel_1 + sum rel_i / "
      "log2(i)) for the log2(i + 1) DCG",
      [[r"classic", r"(previous|earlier|other|first|last) (task|exercise)", r"log2\s*\(\s*i\s*\)(?!\s*\+)",
        r"j[äa]rvelin", r"my_dcg\b", r"reus\w*"]], '''
from math import log2

def my_dcg(grades):          # my function from the classic DCG task
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / log2(i)
    return total

my_dcg_trec = my_dcg(v["grades"])
''')

wrong("q32", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order: [highest, "
      "lowest]",
      [[r"(swap|switch)\w*.{0,30}(order|two|bounds|values|results|elements|list|return)",
        r"(order|swap) of (the )?(two )?(values|bounds|results|elements)", r"(return\w*|list) (in )?(the )?(wrong|"
        r"reversed?|opposite) order", r"(highest|best|optimistic|upper)\w* (bound |value )?(comes |returned |is )?first",
        r"wrong way round", r"\[\s*(best|hi\w*)\s*/\s*k\s*,\s*(worst|lo\w*)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    kth = distances[order[k - 1]]
    sure = [labels[i] for i in order if distances[i] < kth]
    tied = [labels[i] for i in order if distances[i] == kth]
    free = k - len(sure)
    best = sum(sure) + min(free, sum(tied))
    worst = sum(sure) + max(0, free - (len(tied) - sum(tied)))
    return [best / k, worst / k]
''')

wrong("q33", "set.f_beta", "twin", "the weighted-harmonic (alpha) form with alpha = 1 / (1 + beta) instead of "
      "1 / (1 + beta^2)",
      [[r"alpha", r"weighted harmonic", r"van rijsbergen", r"\bE\b.?measure"],
       [r"squar", r"1\s*/\s*\(\s*1\s*\+\s*(beta|b)\s*\)", r"beta (instead of|not|rather than) beta",
        r"\bb\b (instead of|not) b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q34", "ap.eleven_point", "twin", "interpolates over the ranks with recall strictly above the level (rec > r), "
      "so a level reached exactly (always 1.0 when every relevant item is found) takes only later ranks",
      [[r"strict\w*", r">\s*instead of\s*>=", r"greater (than )?or equal", r"(recall )?(equal|exactly equal) to the "
        r"level.{0,30}(not|never|excluded|left out)", r"(exclud|miss)\w* (the )?(equality|equal case|boundary)",
        r"reach\w* (a |the )?level exactly"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    rec = hits / n_relevant
    vals = []
    for r in np.arange(11) / 10:
        mask = rec > r
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q35", "roc.auc", "twin", "negates the scores (lower = better, the distance task's convention), which gives "
      "1 - AUC",
      [[r"negat\w* (the )?scores", r"(low|small)\w* scores? (as|is|are|=|means?) (better|best|relevant|positive)",
        r"scores?.{0,30}(as|like) (a )?distances?", r"(minus|-)\s*scores?", r"sign of (the )?scores",
        r"(revers|flip|invert)\w* (the )?(scores?|sign)"]], '''
def my_auc(scores, labels):
    s = [-x for x in scores]
    pos = [a for a, y in zip(s, labels) if y == 1]
    neg = [b for b, y in zip(s, labels) if y == 0]
    good = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a in pos for b in neg)
    return good / (len(pos) * len(neg))
''')


# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision divides by len(retrieved), the list with its duplicates, not by the "
      "number of distinct ids retrieved",
      [[r"duplicat", r"len\(retrieved\)", r"repeat\w*", r"(not|never|without|forg[oe]t\w*( to)?) (de-?dup|remov\w* "
        r"(the )?duplicates|(convert|turn)\w* (it |them |retrieved )?(in)?to a set)", r"more than once",
        r"list (instead of|not|rather than) (a |the )?set", r"distinct"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    recall = len(set(hits)) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so the system's "
      "DCG counts them as if they had been retrieved at the end of the list",
      [[r"unretrieved.{0,60}(appended|added|concatenated|tacked|put|placed|counted|treated|included).{0,40}"
        r"(ranking|run|dcg|end|retrieved|numerator)", r"(append|concatenat|extend|glu)\w*.{0,40}unretrieved",
        r"as if (they|the unretrieved|those)( items)? (were|had been) retrieved", r"(numerator|system('s)? dcg)"
        r".{0,40}unretrieved", r"retrieved at the end"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    judged = list(grades) + list(unretrieved)
    def dcg(gs):
        return sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(judged, reverse=True))
    return dcg(judged) / ideal if ideal else 0.0
''')

wrong("q38", "map.mean", "data", "reads n_relevant as one number: uses the first query's count n_relevant[0] for "
      "every query",
      [[r"n_relevant\[\s*0\s*\]", r"first query's (n_relevant|count|number)", r"(same|one|single) (n_relevant|count|"
        r"number of relevant( items)?|R) for (every|all|each) quer", r"(single|one) (number|value|integer|int)\b",
        r"n_relevant\[i\] (is )?(not|never) used", r"(ignor|disregard)\w* (the )?(other|per.query|later) "
        r"(counts|n_relevant|values|queries' counts)"]], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant if n_relevant else 0.0

def my_map(runs, n_relevant):
    R = n_relevant[0]
    return sum(my_ap(run, R) for run in runs) / len(runs)
''')

wrong("q39", "avg.macro", "data", "unpacks each table as [tp, fn, fp]: fp and fn swapped, so it macro-averages the "
      "recalls",
      [[r"(swap|confus|mix|switch|exchang)\w*.{0,40}\b(fp|fn|false positives|false negatives)\b",
        r"\bfn\b.{0,30}(instead of|for|as|in place of) .{0,10}\bfp\b",
        r"\bfp\b.{0,30}(instead of|for|as|in place of) .{0,10}\bfn\b",
        r"(order|columns?|fields?|positions?) of (the )?(table|triple|entries|list|counts)",
        r"\[\s*tp\s*,\s*fn\s*,\s*fp\s*\]", r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "roc.eer", "data", "takes the negatives as the items labelled -1 (an SVM habit): with 0/1 labels no "
      "item is negative and the false positive rate is nan",
      [[r"-1\b", r"minus one", r"±\s*1", r"\+1\s*/\s*-1", r"(0|zero)s? (are |were )?not (counted|treated|read|taken) "
        r"as negatives?", r"negatives? (are |as |coded |labell?ed )+(as )?-1", r"no negatives? (found|counted|at all)",
        r"labels? (are |as )?(-1|minus one)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == -1]
    thresholds = np.r_[np.inf, np.unique(s)[::-1]]
    fpr = np.array([(neg >= t).mean() for t in thresholds])
    fnr = np.array([1 - (pos >= t).mean() for t in thresholds])
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    w = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + w * (fpr[j] - fpr[j - 1]))
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone (code from the distance-ranking task) and "
      "then reads labels[i] in the old order: the labels no longer belong to the distances",
      [[r"sort\w* (only )?(the )?distances.{0,50}(not|without|but not|never|alone|only)", r"labels? (no longer|"
        r"(are |were )?not|don't|do not|never) (match|matched|aligned|line up|paired|correspond|belong)",
        r"misalign", r"(lost|broke|break|losing|breaking)\w* the (pairing|link|correspondence|alignment)",
        r"labels? (stay|stayed|kept|left|remain\w*) in (the )?(input|original|old) order"]], '''
def my_eps_precision(distances, labels, epsilon):
    dist = sorted(distances)
    n_in = 0
    n_rel = 0
    for i, d in enumerate(dist):
        if d >= epsilon:
            break
        n_in += 1
        n_rel += labels[i]
    return n_rel / n_in if n_in else 0.0
''')

wrong("q42", "ndcg.value", "data", "turns the grades into 0/1 relevance (any grade > 0 counts 1) before computing "
      "NDCG",
      [[r"binar", r"0/1", r"(grades?|gains?).{0,30}(as|to|into) (1|one|0/1|yes/no)\b", r"(ignor|drop|lose|los|"
        r"flatten)\w* (the )?(grade|graded|levels)", r"relevant or not", r"(every|any) relevant (item|grade) "
        r"(counts?|as) (1|one)\b"]], '''
import math

g = [1 if x > 0 else 0 for x in v["grades"]]
u = [1 for x in v["unretrieved"] if x > 0]

def dcg(gs):
    return sum(x / (math.log2(i) if i > 1 else 1) for i, x in enumerate(gs, 1))

my_ndcg_value = dcg(g) / dcg(sorted(g + u, reverse=True))
''')


# ------------------------------------------------------------------------------------------------ right
right("q43", "sig.sign_test", "scipy.stats.binomtest on wins among the non-tied queries", '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
my_sign_p = binomtest(wins, wins + losses, 0.5).pvalue
''')

right("q44", "roc.eer", "NumPy ROC points at every distinct score, then the crossing interpolated", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = np.array([0.0] + [((s >= t) & ~y).sum() / N for t in thr])
    tpr = np.array([0.0] + [((s >= t) & y).sum() / P for t in thr])
    d = fpr - (1 - tpr)
    j = int(np.argmax(d >= 0))
    if j == 0 or d[j] == 0:
        return float(fpr[j])
    w = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + w * (fpr[j] - fpr[j - 1]))
''')

right("q45", "gen.practical", "exact Fractions of v, s and d", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    largest_class = d - s + v
    recall_lower = Fraction(v, largest_class) if v else Fraction(0)
    return [float(Fraction(v, s)), float(recall_lower), float(Fraction(v, d))]
''')

right("q46", "interp.step", "one pass, returns P_i at the first relevant item whose recall reaches the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
    return 0.0
''')

right("q47", "pr.averaged", "NumPy: a backward running maximum per query, levels compared with a tolerance", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    rows = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        row = np.zeros(11)
        if R > 0 and lab.size:
            hits = np.cumsum(lab)
            prec = hits / np.arange(1, lab.size + 1)
            rec = hits / R
            best = np.maximum.accumulate(prec[::-1])[::-1]
            for j, r in enumerate(levels):
                idx = np.nonzero(rec >= r - 1e-12)[0]
                row[j] = best[idx[0]] if idx.size else 0.0
        rows.append(row)
    return np.mean(rows, axis=0).tolist()
''')

right("q48", "set.pr", "set comprehensions and conditional expressions", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

SUBMISSIONS = tuple(S)
