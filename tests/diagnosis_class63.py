"""Diagnosis class 63, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
read the task statements hastily or in a second language and misread their wording ("at most" / "at least",
"among the retrieved", which argument is which, what a count refers to, what is returned in which order),
students who misremember a formula, students who copy a convention from another tool. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references; of
``variants.py`` only its function names), the measure library (``ireval_teach/`` outside ``exercises/`` and
``grading/``: its EER, sign test and practical bounds), the first 80 lines of tests/heldout_submissions.py
(``class_writer``, ``Submission``, the shared key lists), the first 60 and last 30 lines of
tests/diagnosis_class19.py (the format) and the docstring of tests/validate_class.py were read; no course document
was needed. The category is kept in ``style``. Student ids are ``"c63-" + sid``. The keys were fixed before the
checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in
the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class63): every right
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

BATCH = "diagnosis class 63 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c63-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"ignor\w*.{0,20}beta", r"beta.{0,30}(never|not|isn't|is not) used",
        r"beta.{0,20}(ignored|unused|dropped)", r"harmonic mean", r"as if beta (were|was|is|=) ?1",
        r"beta (fixed|set) (at|to) 1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full AP denominator cut at k) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant", r"\bR\b", r"number of relevant (items|documents)", r"all (the )?relevant",
        r"full AP", r"plain AP"],
       [r"instead of (the )?min", r"not (by )?(the )?min", r"without (the )?min", r"(forg[eo]t|ignor\w*|dropp\w*) (the )?min",
        r"min\(k, ?(n_relevant|R)\).{0,30}(missing|forgotten|ignored|not used)", r"not capped", r"uncapped",
        r"(just|only|plain|always|simply) (divid\w* )?by (n_relevant|\bR\b)", r"full (AP )?denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("a03", "pr.averaged", "sibling", "averages the precision at the first rank reaching each level (no "
      "interpolation: no maximum over the later ranks)",
      [[r"not interpolated", r"no interpolation", r"without interpolat", r"uninterpolated",
        r"interpolat\w*.{0,30}(missing|forgotten|skipped|left out)", r"no max", r"without (the |a )?max",
        r"first rank (that |which )?reach", r"instead of the max", r"not the max"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        curve = []
        for r in levels:
            value = 0.0
            hits = 0
            for k, lab in enumerate(labels, 1):
                hits += lab
                if R and hits / R >= r:
                    value = hits / k
                    break
            curve.append(value if R else 0.0)
        curves.append(curve)
    return list(np.mean(curves, axis=0))
''')

wrong("a04", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC / Burges DCG) "
      "instead of the classic one",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\(rank ?\+ ?1\)", r"\btrec\b", r"burges", r"every rank (is )?discounted",
        r"rank 1 (is )?discounted", r"discount\w*.{0,30}(first|rank 1|top)", r"other (DCG )?formulation",
        r"wrong formulation", r"i ?\+ ?1"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where they are closest, never "
      "intersecting the straight piece",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolated", r"without interpolat",
        r"interpolat\w*.{0,30}(missing|forgotten|skipped)", r"smallest (gap|difference)", r"\(FPR ?\+ ?FNR\) ?/ ?2",
        r"average of (the )?FPR and FNR", r"mean of (the )?FPR and FNR", r"a ROC point instead"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return float(best)
''')

wrong("a06", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tp|tables)", r"total tp", r"add\w* up the counts",
        r"one big table", r"sum of tp over", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("a07", "interp.step", "sibling", "takes the maximum precision at or after the level (the usual max-to-the-"
      "right interpolation) instead of the lecture notes' step rule P_i",
      [[r"maximum (precision )?(over|at or after|of) (the )?later", r"max-to-the-right interpolation", r"(took|takes|taking) the max",
        r"highest precision (at or )?after", r"usual interpolation", r"standard interpolation", r"11.?point interpolation",
        r"instead of (the )?step", r"not the step rule", r"ceiling", r"max over (the )?later"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                best = max(best, hits / k)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "weights with beta instead of beta squared",
      [[r"(not|never|isn't) squared", r"squar\w*.{0,30}(missing|forgotten|left out|dropped)", r"unsquared",
        r"forg[eo]t.{0,20}squar", r"beta (instead of|rather than|in place of) beta", r"without (the )?squar",
        r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("b02", "gen.practical", "shape", "signs slipped in the recall bound's denominator: v / (d + s - v) instead "
      "of v / (d - s + v)",
      [[r"recall"],
       [r"sign", r"\+ ?s\b", r"plus s", r"- ?v\b", r"minus v", r"d \+ s", r"added s", r"subtract\w* v"]], '''
import numpy as np

def my_practical(labels, d):
    lab = np.asarray(labels)
    s, v = lab.size, int(lab.sum())
    return [v / s, v / (d + s - v), v / d]
''')

wrong("b03", "dcg.trec", "shape", "divides by the natural logarithm instead of log base 2",
      [[r"natural", r"\bln\b", r"base e", r"log base", r"np\.log\b", r"math\.log\b", r"instead of (the )?log2",
        r"not log2", r"wrong base", r"another base", r"other base"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log(np.arange(2, len(g) + 2))).sum())
''')

wrong("b04", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"tie", r"tied", r">="],
       [r"(counted|counts?|as) (a )?(whole|full) (win|point|pair|1)", r"as a win", r"counted (as )?1\b",
        r"not (as )?(a )?half", r"instead of (a )?half", r"instead of 1 ?/ ?2", r">=", r"greater (than )?or equal",
        r"full credit"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("b05", "gen.practical", "shape", "generality's lower bound from the scope s instead of the v relevant "
      "items found: s / d",
      [[r"generality"],
       [r"s ?/ ?d", r"scope (size )?(over|divided by|/) (the )?(database|d)", r"\bs\b instead of \bv\b",
        r"instead of v", r"scope instead of", r"v and s (confused|swapped|mixed)", r"s and v (confused|swapped|mixed)",
        r"judged items instead of (the )?relevant", r"all the judged"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), s / d]
''')

wrong("b06", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks",
      [[r"reciprocal of the mean", r"1 ?/ ?(the )?mean", r"inverse of the (mean|average)", r"mean (first )?rank",
        r"average (first )?rank", r"order of (the )?(mean|average|operations) and (the )?(reciprocal|inverse)",
        r"invert\w* after averag", r"averag\w* before invert", r"harmonic"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), None)
        ranks.append(first)
    found = [r for r in ranks if r is not None]
    if not found:
        return 0.0
    mean_rank = sum(found) / len(found)
    return (1 / mean_rank) * len(found) / len(runs)
''')

wrong("b07", "scope.knn_ties", "shape", "returns the two bounds in the other order: [highest, lowest]",
      [[r"order", r"swapp", r"revers", r"other way round", r"the wrong way", r"exchang", r"interchang",
        r"highest first", r"optimistic first", r"lowest (and|&) highest (confused|mixed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels))
    dk = items[k - 1][0]
    closer = [y for d, y in items if d < dk]
    tied = [y for d, y in items if d == dk]
    room = k - len(closer)
    base = sum(closer)
    n_rel_tied = sum(tied)
    n_non_tied = len(tied) - n_rel_tied
    high = base + min(room, n_rel_tied)
    low = base + max(0, room - n_non_tied)
    return [high / k, low / k]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "slices labels[1:k + 1]: skips rank 1 and reads one rank too far "
      "(1-based ranks used as 0-based indices)",
      [[r"off.by.one", r"rank 1 (is )?(skipped|missed|left out|ignored)", r"skip\w* (the )?(first|rank 1)",
        r"one (rank|position) too far", r"shifted", r"0-based", r"1-based", r"zero-based", r"one-based",
        r"index(es|ing)? (start|from) (at )?(1|one)", r"labels\[1:"]], '''
def my_p_at_k(labels, k):
    top = labels[1:k + 1]
    return sum(top) / k
''')

wrong("c02", "pr.points", "flow", "appends a precision at every rank, not only at the relevant ones",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"irrelevant (ranks|items)",
        r"not only (at )?(the )?relevant", r"outside (the )?if", r"also at (the )?non", r"too many points",
        r"one (point|value) per rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
        points.append(hits / k)
    return points if hits else []
''')

wrong("c03", "map.mean", "flow", "the hit counter is not reset between queries (it carries over from the "
      "previous query)",
      [[r"reset", r"carr(y|ies|ied) over", r"previous quer", r"re-?initiali[sz]", r"outside (the )?(query )?loop",
        r"before the loop", r"leaks?", r"accumulat\w*.{0,40}(across|between|over) (the )?quer",
        r"never (set back|zeroed)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for k, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c04", "interp.curve", "flow", "takes the maximum precision over the ranks BEFORE recall reaches the level "
      "(a running max from the top) instead of the ranks at or after it",
      [[r"before", r"earlier ranks", r"running max", r"to the left", r"prefix", r"wrong direction",
        r"from the top", r"instead of (the ranks )?after", r"instead of (the )?later", r"max so far"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best, hits = 0.0, 0
        reached = False
        for k, lab in enumerate(labels, 1):
            hits += lab
            best = max(best, hits / k)
            if n_relevant and hits / n_relevant >= r:
                reached = True
                break
        out.append(best if reached else 0.0)
    return out
''')

wrong("c05", "ap.eleven_point", "flow", "loops over 10 levels (range(10): 0.0 to 0.9) and leaves level 1.0 out",
      [[r"10 levels", r"ten levels", r"range\(10\)", r"1\.0 (is )?(missing|left out|skipped|forgotten|dropped)",
        r"(missing|without|skips?|drops?|omits?) (the )?(level )?1\.0", r"last level", r"off.by.one",
        r"instead of 11", r"only 10", r"11 levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    vals = []
    for i in range(10):
        r = i / 10
        ok = rec >= r
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("c06", "ap.at_k", "flow", "reads only the top k - 1 ranks (labels[:k - 1]): the k-th rank is never counted",
      [[r"k ?- ?1", r"off.by.one", r"k-th rank", r"rank k\b.{0,30}(missing|left out|skipped|not counted|excluded)",
        r"one rank (too )?short", r"last rank of the top", r"strict(ly)? (less|<)", r"< ?k\b", r"exclud\w* (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(k - 1):
        if i < len(labels) and labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("c07", "map.mrr", "flow", "no break: the loop keeps overwriting the rank and uses the LAST relevant item of "
      "each query, not the first",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"keeps? (going|looping|updating)", r"instead of the first",
        r"not the first", r"stop\w* at the first", r"does not stop", r"doesn't stop", r"never stops"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = 0
        for i, lab in enumerate(run):
            if lab:
                rank = i + 1
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "ap.exact", "hidden", "divides by n_relevant unguarded: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    found, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            found += 1
            total += found / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError",
      [ZERODIV], '''
import statistics

def my_macro_precision(tables):
    return statistics.mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: with no relevant item at all it "
      "raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "gen.grip_point", "hidden", "divides by the number of ranks the slice holds: a list shorter than "
      "n_relevant gets its missing ranks dropped instead of counted as not relevant",
      [[r"missing ranks.{0,40}(dropped|ignored|left out|not counted)", r"len\(", r"slice'?s? length",
        r"divid\w* by (the )?(length|len|size|number of (ranks|items)) (of )?(the )?(slice|list)",
        r"(denominator|divid\w*).{0,40}(length|len|size) of the (list|slice)", r"mean of the (slice|top)",
        r"instead of (dividing by )?(n_relevant|c|R|the class size)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("d05", "ap.eleven_point", "hidden", "levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004): "
      "a recall of exactly 0.3 or 0.7 does not reach its level",
      [[r"float", r"rounding", r"arange", r"0\.30000000000000004", r"not exact", r"inexact", r"precision error"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    lab = np.array(labels)
    hits = np.cumsum(lab)
    p = hits / np.arange(1, len(lab) + 1)
    r = hits / n_relevant
    levels = np.arange(0, 1.1, 0.1)
    return float(np.mean([p[r >= x].max() if (r >= x).any() else 0.0 for x in levels]))
''')

wrong("d06", "pr.averaged", "hidden", "divides by n_relevant unguarded: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        pts = []
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        for j, r in enumerate(levels):
            total[j] += max([p for rec, p in pts if rec >= r], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "scope.eps_precision", "hidden", "divides by the size of the result unguarded: an empty result "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(result) / len(result)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "P and R swapped in the denominator: beta^2 R + P (the same numbers as F with "
      "1 / beta)",
      [[r"swap", r"interchang", r"exchang", r"the other way round", r"revers", r"mixed up", r"confus"],
       [r"denominator", r"P and R", r"precision and recall", r"recall and precision", r"beta\^?2 ?\*? ?R",
        r"weight\w*"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e02", "set.pr", "twin", "the two denominators swapped: precision over the relevant set, recall over the "
      "retrieved set (the definitions of precision and recall confused)",
      [[r"denominator", r"definitions?", r"divid\w* by the (relevant|retrieved)", r"over the (relevant|retrieved)"],
       [r"swap", r"confus", r"mixed up", r"interchang", r"exchang", r"the other way round", r"revers",
        r"instead of"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    p = both / len(rel) if rel else 0.0
    r = both / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("e03", "map.mean", "twin", "ignores the n_relevant argument and counts each query's relevant items from "
      "its 0/1 list (the relevant items retrieved)",
      [[r"ignor\w*.{0,30}n_relevant", r"n_relevant.{0,30}(ignored|unused|not used|never used)",
        r"count\w* (the )?relevant (items )?(in|from) the (list|run|labels|ranking|0/1 list)", r"sum\(labels\)",
        r"sum of (the )?(labels|0/1 list|run)", r"instead of (the given )?n_relevant", r"not (the given )?n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        x = np.asarray(run, dtype=float)
        R = x.sum()
        if R == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(x) / np.arange(1, len(x) + 1)
        aps.append(float((prec * x).sum() / R))
    return float(np.mean(aps))
''')

wrong("e04", "interp.curve", "twin", "a strict inequality R@k > r where the statement says R@k >= r (a level "
      "reached exactly gets the next point's precision, level 1.0 gets 0)",
      [[r"strict", r"\b>\s?(instead|rather) of\s?>=", r"> ?instead", r"greater (than )?or equal",
        r"equal(ity)? (case|excluded|not included)", r"reached exactly", r"exactly (reached|equal)"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q > r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("e05", "interp.step", "twin", "the interval closed on the wrong side (R_(i-1) <= r < R_i): at a level equal "
      "to a recall reached, it reads the next relevant item's precision",
      [[r"strict", r"\b>\s?(instead|rather) of\s?>=", r"closed", r"wrong side", r"boundar",
        r"equal to (a|the) recall", r"reached exactly", r"next (relevant|point|item)", r"one (point|item) too late"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("e06", "scope.eps_precision", "twin", "divides the relevant targets inside epsilon by ALL the targets "
      "(the mean of the masked labels), not by the number returned",
      [[r"all (the )?targets", r"whole (list|collection|database)", r"total number of targets",
        r"len\(labels\)", r"len\(distances\)", r"instead of (the )?(number )?(returned|retrieved)",
        r"not (by )?the (number|size of the result) (returned|retrieved)", r"mask\w*", r"among all"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances) < epsilon
    return float(np.mean(np.asarray(labels) * inside))
''')

wrong("e07", "sig.sign_test", "twin", "reports the one-sided tail (forgets to double it for the two-sided test)",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"doubl", r"times 2", r"\* ?2",
        r"both tails", r"half (the|of the)"]], '''
from scipy.stats import binom
diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
my_sign_p = float(binom.cdf(min(wins, n - wins), n, 0.5))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "counts an id retrieved twice two times (the retrieved list is not made a set)",
      [[r"duplicat", r"two times", r"counted twice", r"counted more than once", r"unique", r"repeated", r"dedup",
        r"not (made |turned into |converted to )?a set", r"without (a )?set\(", r"list instead of a set"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "rank.distances", "data", "ranks the largest distance first (treats distances as scores, farthest "
      "first)",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"revers", r"as (a )?scores?",
        r"as similarit", r"highest (distance )?first", r"wrong (sort )?order", r"instead of nearest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("f03", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself (counts them in "
      "the system's DCG as if retrieved at the end)",
      [[r"unretrieved.{0,50}(dcg|ranking|list|retrieved|appended|added)",
        r"(append|add|concatenat)\w*.{0,40}unretrieved", r"as if (they were )?retrieved",
        r"never retrieved.{0,40}(counted|added|included)", r"system's dcg", r"retrieved and unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    ranking = np.array(list(grades) + list(unretrieved), dtype=float)
    ideal = np.sort(ranking)[::-1]
    disc = np.ones(len(ranking))
    disc[1:] = np.log2(np.arange(2, len(ranking) + 1))
    idcg = float((ideal / disc).sum())
    return float((ranking / disc).sum()) / idcg if idcg else 0.0
''')

wrong("f04", "scope.knn_ties", "data", "reads the labels in the given order as if the targets were already sorted "
      "by distance (never sorts)",
      [[r"(not|never|without) (being )?sort", r"unsorted", r"input order", r"given order", r"as given",
        r"already sorted", r"assum\w* (it is |they are |the list is )?sorted", r"sort\w*.{0,20}(missing|forgotten)",
        r"forg[eo]t.{0,20}sort"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = distances[k - 1]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    before = sum(y for d, y in zip(distances[:k], labels[:k]) if d != dk)
    slots = k - sum(1 for d in distances[:k] if d != dk)
    rel_t = sum(tied)
    lo = before + max(0, slots - (len(tied) - rel_t))
    hi = before + min(slots, rel_t)
    return [lo / k, hi / k]
''')

wrong("f05", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in|on) the (list|ranking)",
        r"relevant (items )?retrieved", r"retrieved relevant", r"found", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w*.{0,20}n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("f06", "avg.macro", "data", "reads each table as [tp, fn, fp] (the column order): precision becomes "
      "tp / (tp + fn)",
      [[r"column", r"order of (the )?(counts|columns|fields|entries)", r"\[tp, ?fn, ?fp\]", r"fp and fn",
        r"fn and fp", r"fn instead of fp", r"false negatives instead", r"recall instead",
        r"macro.{0,10}recall", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("f07", "rank.distances", "data", "takes the arguments as (labels, distances, k): the first two swapped",
      [[r"argument", r"parameter", r"labels and distances", r"distances and labels", r"signature"],
       [r"swap", r"order", r"confus", r"mixed up", r"revers", r"the other way", r"interchang", r"exchang"]], '''
def my_p_at_k_from_distances(labels, distances, k):
    ranked = sorted(zip(distances, labels))
    return sum(lab for _, lab in ranked[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "ndcg.value", "sorted ideal of every judgment, classic discount in a loop", '''
import math
grades = v["grades"]
ideal = sorted(list(grades) + list(v["unretrieved"]), reverse=True)

def _dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

my_ndcg_value = _dcg(grades) / _dcg(ideal)
''')

right("g02", "map.mrr", "list.index with a membership test", '''
def my_mrr(runs):
    rr = [1 / (run.index(1) + 1) if 1 in run else 0.0 for run in runs]
    return sum(rr) / len(rr)
''')

right("g03", "roc.eer", "ROC points by threshold groups, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    xs, ys = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        pred = s >= t
        xs.append((pred & ~y).sum() / N)
        ys.append((pred & y).sum() / P)
    for i in range(1, len(xs)):
        f0, f1 = xs[i - 1] - (1 - ys[i - 1]), xs[i] - (1 - ys[i])
        if f1 >= 0:
            if f1 == 0 or f1 == f0:
                return float(xs[i])
            a = -f0 / (f1 - f0)
            return float(xs[i - 1] + a * (xs[i] - xs[i - 1]))
    return 1.0
''')

right("g04", "gen.practical", "the three bounds in one list comprehension of counts", '''
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("g05", "scope.knn_ties", "sort with the relevant last / first as a tie key", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))
    high = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

right("g06", "pr.points", "comprehension over the relevant ranks", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, lab) in enumerate(zip(hits, labels), 1) if lab]
''')

SUBMISSIONS = tuple(S)
