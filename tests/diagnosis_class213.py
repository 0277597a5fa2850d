"""Diagnosis class 213, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
reason geometrically: areas under curves, trapezoids, step functions, crossings of lines, distances on plots. They
write loops, NumPy, comprehensions, itertools and ``fractions.Fraction``. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c213-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class213): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 213 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c213-")

RETRIEVED_ONLY = [r"relevant (items )?(actually )?(retrieved|found|in the (list|ranking))", r"sum\((labels|run)\)",
                  r"(number|count) of (1s|ones|hits)", r"instead of (the )?n_relevant",
                  r"(found|retrieved) relevant", r"ignor\w* (the )?n_relevant", r"n_relevant (is )?(ignored|unused|never used)"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "interp.curve", "sibling", "reads the step rule (the precision at the first relevant rank whose recall "
      "reaches r) instead of the maximum precision at every rank with recall >= r",
      [[r"step (rule|function|interpolation)", r"first (relevant )?rank (whose|where|with|that)", r"first point",
        r"(not|never|without) (taking |the )?(the )?max", r"instead of the max", r"no max",
        r"(rise|rising|higher precision).{0,40}(later|to the right|further)"]], '''
def my_interpolated(labels, n_relevant):
    # walk the PR staircase: at each level take the height of the first step that reaches it
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    curve = []
    for i in range(11):
        r = i / 10
        height = 0.0
        for rec, prec in points:
            if rec >= r:
                height = prec
                break
        curve.append(height)
    return curve
''')

wrong("q02", "dcg.classic", "sibling", "returns NDCG (DCG divided by the DCG of the grades sorted high to low) "
      "instead of DCG",
      [[r"NDCG", r"normali[sz]", r"ideal", r"IDCG", r"divid\w* by (the )?(best|sorted|perfect)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    dcg = float(np.sum(g / disc))
    best = float(np.sum(np.sort(g)[::-1] / disc))
    return dcg / best if best > 0 else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (scope = its length) instead of "
      "the precision at the scope equal to the class size",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(retrieved|ranks|items)", r"len\(labels\)",
        r"length of the (list|ranking)", r"(scope|cut).{0,30}(list.s length|end of the list)",
        r"instead of (at )?(the class size|c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    # the point of the whole retrieved set on the plot: hits over everything shown
    return sum(labels) / len(labels)
''')

wrong("q04", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (relevant targets inside "
      "the ball over all relevant targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"divid\w* by (the )?(number of )?relevant", r"instead of (the )?(number|count) (returned|retrieved|inside)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    in_ball = d < epsilon
    if y.sum() == 0:
        return 0.0
    return float(y[in_ball].sum() / y.sum())
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value (one binomial tail, never doubled) instead "
      "of the two-sided one",
      [[r"one.?sided", r"(not|never|without|forg[eo]t\w*) (to )?doubl", r"single tail", r"one tail",
        r"half (of )?(the )?(two.?sided|p)", r"doubl\w* (is )?missing"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
# area of the binomial histogram left of k
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q06", "ap.exact", "sibling", "returns the 11-point interpolated average precision (mean of the interpolated "
      "curve at 0.0, ..., 1.0) instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat", r"11 (recall )?levels", r"reference levels"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    # area under the (interpolated) PR curve, sampled at 11 recall levels
    heights = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in np.linspace(0, 1, 11)]
    return float(np.mean(heights))
''')

wrong("q07", "avg.macro", "sibling", "micro-averages: pools tp and fp of all queries into one precision instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool", r"(sum|total)\w* (of )?(the )?(tp|counts|tables)",
        r"global (precision|table)", r"aggregat\w* (the )?counts", r"one (big |combined |merged )?table"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (both in 1 + beta and in beta * P)",
      [[r"not squared", r"(never|forg[eo]t\w*|without|didn.t|doesn.t|missing) (to )?squar", r"unsquared",
        r"beta (is )?used (linearly|as is)", r"beta instead of beta", r"square of beta.{0,20}(missing|forgotten)",
        r"squar\w* (is )?(missing|forgotten|dropped)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "roc.eer", "shape", "finds the crossing of the ROC curve with FPR = 1 - TPR correctly but returns the "
      "TPR there (1 - EER) instead of the error rate",
      [[r"1\s*-\s*(the )?EER", r"complement", r"(returns?|gives?|reports?) (the )?(TPR|true positive rate)",
        r"(TPR|true positive rate) (there )?instead", r"one minus (the )?(EER|error)", r"hit rate"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, tp / P))
    # intersect each straight piece with the line FPR + TPR = 1
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 + y0 - 1, x1 + y1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return y0
            t = -g0 / (g1 - g0)
            return y0 + t * (y1 - y0)
    return pts[-1][1]
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"(without|forg[eo]t\w*|miss\w*|drop\w*|omit\w*|never) .{0,25}(subtract\w*|the\s*-\s*1|the minus)",
        r"gain (of |is )?2\^rel(_i)? (instead|rather)", r"2\^g(rade)? instead", r"(extra|additional|spurious) 1 per",
        r"subtract\w* (the )?(one|1).{0,20}(missing|forgotten)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(i + 1)))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides v by d - s (the unjudged part) without adding "
      "back the v relevant items of the scope",
      [[r"\+\s*v\b", r"plus v\b", r"(forg[eo]t\w*|drop\w*|miss\w*|omit\w*|without)\W.{0,30}\bv\b",
        r"d\s*-\s*s\b(?!\s*\+)", r"unjudged.{0,40}only", r"c_?max", r"largest (possible )?class"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = Fraction(v, s)
    recall_low = Fraction(v, d - s)   # all the unseen part could be relevant
    generality_low = Fraction(v, d)
    return [float(precision), float(recall_low), float(generality_low)]
''', crash="ZeroDivisionError")

wrong("q12", "ap.at_k", "shape", "computes each P@i as the hits so far over k instead of over the rank i",
      [[r"hits\s*/\s*k", r"/\s*k\b", r"divid\w* (each |the )?(hits|count|precision)? ?by k\b", r"over k\b",
        r"k instead of (the )?(rank|i)\b", r"instead of (the |its )?rank", r"P@k instead of P@i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q13", "map.mrr", "shape", "takes the reciprocal of the mean first-hit rank instead of the mean of the "
      "reciprocal ranks",
      [[r"reciprocal of (the )?(mean|average)", r"1\s*/\s*(the )?(mean|average)", r"mean (first.?hit )?rank",
        r"average rank", r"harmonic", r"invert\w* (the )?(mean|average)", r"mean of (the )?ranks"]], '''
import numpy as np

def my_mrr(runs):
    firsts = []
    for run in runs:
        pos = [i for i, x in enumerate(run, start=1) if x]
        firsts.append(pos[0] if pos else np.inf)
    return float(1 / np.mean(firsts))
''')

wrong("q14", "rank.distances", "shape", "divides the relevant items among the k nearest by the number of targets "
      "instead of by k",
      [[r"len\((labels|distances)\)", r"(number|count) of (targets|items|distances)", r"list length",
        r"all (the )?(targets|items|points)", r"instead of k\b", r"not (by )?k\b", r"divid\w* by (n|the length)\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = sorted(range(len(distances)), key=lambda i: distances[i])[:k]
    return sum(labels[i] for i in nearest) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.eleven_point", "flow", "samples only the 10 levels 0.0, ..., 0.9 (range(10)): level 1.0 is left "
      "out of the mean",
      [[r"range\(10\)", r"\b10 levels", r"ten levels", r"(level|recall) 1(\.0)?.{0,30}(missing|left out|skipped|dropped|never)",
        r"(miss|skip|drop|omit|leav)\w*.{0,30}(level |recall )?1\.0", r"off.?by.?one", r"last level"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / rank))
    heights = []
    for i in range(10):
        r = i / 10
        heights.append(max([p for rec, p in pts if rec >= r], default=0.0))
    return sum(heights) / len(heights)
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank (the append sits outside the if), not only at "
      "the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)", r"outside (the )?if",
        r"one (point|precision) per (rank|item)\b", r"(irrelevant|non.?relevant).{0,30}(too|as well|also)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
        out.append(hits / rank)
    return out if hits else []
''')

wrong("q17", "map.mean", "flow", "the hit counter is set before the query loop and never reset, so each query's "
      "precisions count the previous queries' hits",
      [[r"not reset", r"never reset", r"reset", r"carr\w* over", r"accumulat\w*.{0,40}(across|between|over) (the )?queries",
        r"previous quer", r"outside (the )?(query |outer )?loop", r"running (count|total|hits)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        area = 0.0
        for rank, lab in enumerate(run, start=1):
            if lab:
                hits += 1
                area += hits / rank
        aps.append(area / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "rank.p_at_k", "flow", "the loop range(1, k) stops before rank k, so the k-th item is never counted",
      [[r"off.?by.?one", r"range\(1, ?k\)", r"(miss|skip|drop|omit|leav)\w*.{0,20}(rank|item|position) k\b",
        r"(the )?k.?th (rank|item|position).{0,30}(not|never|missing|skipped|left)", r"only (the first )?k\s*-\s*1",
        r"k\s*-\s*1 (ranks|items)", r"stops? (one|a rank) (too )?(early|short|before)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for r in range(1, k):
        if r <= len(labels) and labels[r - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q19", "interp.step", "flow", "returns the precision saved at the previous relevant rank (P_(i-1), 0 before "
      "the first) because the check comes before the update",
      [[r"previous (point|relevant|step|precision|rank)", r"one (point|step|relevant item|rank) (too )?(early|late|before)",
        r"P_?\(?i\s*-\s*1", r"before (it is|being|the) updat", r"stale", r"off.?by.?one", r"lag"]], '''
def my_step_interpolated(labels, n_relevant, level):
    height = 0.0
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return height
            height = hits / rank
    return 0.0
''')

wrong("q20", "ndcg.all_judgments", "flow", "cuts the ideal ranking to the length of the retrieved list before "
      "summing its DCG",
      [[r"truncat", r"\bcut", r"\[:len", r"only (the )?(first|top) (n|len|as many)", r"length of the (retrieved )?(list|ranking)",
        r"as (long|many) as (the )?(retrieved|list)", r"(slice|sliced|slicing)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)[:len(grades)]
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q21", "pr.averaged", "flow", "adds up the curves after the query loop, so only the last query's curve is "
      "averaged (divided by the number of queries)",
      [[r"last query", r"only (the )?(final|last) (query|curve|run)", r"indent", r"outside (the )?(query )?loop",
        r"(one|a single) query.{0,20}(only|reused)", r"other quer\w* (are )?(lost|dropped|ignored|overwritten)",
        r"overwrit"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        curve = np.zeros(11)
        if R > 0:
            for i in range(11):
                ok = hits * 10 >= i * R
                curve[i] = prec[ok].max() if ok.any() else 0.0
    total += curve
    return list(total / len(runs))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the division by beta^2 P + R = 0 raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: the final division raises",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    area = 0.0
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            area += hits / rank   # one rectangle per relevant step
    return area / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides the hits in the top c by the length of the slice labels[:c], "
      "which is shorter than c when the list is shorter than the class",
      [[r"len\(top", r"len\(labels\[:", r"(length|size) of the (slice|cut|top|truncated)",
        r"divid\w* by (the )?(number of )?(items|ranks) (actually )?(there|present|retrieved|available)",
        r"instead of (c|n_relevant|the class size)\b", r"not by (c|n_relevant|the class size)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "ap.at_k", "hidden", "the denominator takes min(len(labels[:k]), n_relevant): the length of the "
      "top-k slice instead of k when the list is shorter than k",
      [[r"len\(top", r"min\(len", r"(length|size) of the (slice|cut|top|truncated)", r"list length instead of k",
        r"instead of k\b", r"not k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    s, hits = 0.0, 0
    for i, lab in enumerate(top, 1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q26", "scope.eps_precision", "hidden", "the mean of an empty selection gives nan when no target is within "
      "epsilon (the 0 rule is missing)",
      [NAN + [r"empty (result|set|array|selection|ball)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: the division raises when no item is "
      "relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], start=2)) if gs else 0.0
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.knn_ties", "hidden", "looks one place past the k-th distance to test for a straddling tie, "
      "which raises when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    if ds[k] != cut:   # the boundary falls between two distances: no tie to break
        p = sum(l for d, l in zip(distances, labels) if d <= cut) / k
        return [p, p]
    inside = sum(l for d, l in zip(distances, labels) if d < cut)
    n_in = sum(1 for d in distances if d < cut)
    tied_rel = sum(l for d, l in zip(distances, labels) if d == cut)
    tied_non = sum(1 for d, l in zip(distances, labels) if d == cut and not l)
    need = k - n_in
    low = inside + max(0, need - tied_non)
    high = inside + min(need, tied_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall in the denominator (beta^2 R + P): precision and "
      "recall swapped there",
      [[r"swap", r"(P|precision) and (R|recall) (are |were )?(swapped|exchanged|interchanged|confused|mixed|reversed)",
        r"beta.{0,10}(on|multiplies|times|weights) (the )?(R|recall)\b", r"(R|recall) (gets|takes|carries) (the )?beta",
        r"wrong (term|one) (in the denominator|weighted)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list length instead of n_relevant in the "
      "min)",
      [[r"len\(labels\)", r"list.s length", r"list length", r"length of the (list|ranking)",
        r"(number|count) of (ranks|items) (in the list|retrieved)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / min(k, len(labels)))
''')

wrong("q31", "roc.auc", "twin", "walks the items one by one with ties sorted positives first (an optimistic "
      "tie order), so every tied pair counts as won",
      [[r"optimistic", r"positives? (ranked |sorted |placed |put )?(first|before|ahead)", r"tie.?break",
        r"broke?\w* (the )?ties?", r"(ties?|tied scores) (not|never) grouped", r"one (step|item) at a time"]], '''
def my_auc(scores, labels):
    items = sorted(zip(scores, labels), key=lambda t: (-t[0], -t[1]))
    P = sum(labels)
    N = len(labels) - P
    x = y = 0
    area = 0.0
    for s, lab in items:
        if lab:
            y += 1            # step up
        else:
            area += y         # step right: a column of height y
            x += 1
    return area / (P * N)
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (n = all queries) while the tail counts the "
      "smaller of wins and losses",
      [[r"ties? (were |are )?(not|never) (dropped|removed|excluded|discarded)", r"(kept|keeps|keeping) (the )?ties",
        r"\bn (still )?(counts|includes) (the )?ties", r"includ\w* (the )?(tied|ties)",
        r"ties? .{0,20}(left|kept) in", r"(all|every) (the )?quer\w*.{0,30}\bn\b", r"len\(a\)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = len(a)
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q33", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns misread), so the 'fp' it adds "
      "is the fn column",
      [[r"column", r"unpack", r"misread", r"(order|position)s? of (the )?(entries|columns|values|table)",
        r"(fp|fn) and (fn|fp) (swapped|confused|mixed|exchanged)", r"third (column|entry|value)",
        r"(index|position) 2\b", r"tp, fn, fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q34", "dcg.classic", "twin", "starts the rank at 2 after rank 1 and also adds 1 inside the log: the "
      "discount is shifted by one rank (log2(i + 1) from rank 2 on)",
      [[r"off.?by.?one", r"shift\w*", r"one (rank|position) (too )?(late|far|off)", r"(index|rank) (counted|added|offset) twice",
        r"start=2.{0,40}\+\s*1", r"double.{0,20}(offset|shift|\+ ?1)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / math.log2(i + 1) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q35", "map.mrr", "twin", "takes np.argmax of each run as its first hit: a run without a relevant item "
      "gives index 0, so it counts 1 instead of 0",
      [[r"argmax", r"(never|not|no|without) check\w*.{0,40}(relevant|hit|\b1\b)",
        r"assum\w* .{0,30}(every|each) (query|run) (has|holds|contains) a (relevant|hit)",
        r"all.?zero (run|list|query).{0,40}(index 0|first|rank 1)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (int(np.argmax(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts precision over the retrieved list with its duplicates (hits and length of "
      "the list, not of the set)",
      [[r"duplicat", r"(not|never) (de-?duplicated|a set|converted to a set)", r"as a list", r"repeated",
        r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits_list = [d for d in retrieved if d in rel]
    precision = len(hits_list) / len(retrieved) if retrieved else 0.0
    recall = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37b", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant", [RETRIEVED_ONLY], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q38", "map.mean", "data", "divides each query's sum of precisions by the relevant items it retrieved "
      "(sum of the run) instead of its n_relevant", [RETRIEVED_ONLY], '''
def my_map(runs, n_relevant):
    aps = []
    for q, run in enumerate(runs):
        hits, area = 0, 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                hits += 1
                area += hits / rank
        aps.append(area / sum(run) if sum(run) else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q39", "rank.distances", "data", "reads the distances as similarity scores and ranks the largest first (the "
      "farthest items first)",
      [[r"farthest", r"descending", r"largest (distance )?first", r"similarit", r"revers", r"as (a )?scores?",
        r"highest (distance )?first", r"wrong (direction|end)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q40", "roc.auc", "data", "takes label 0 as the positive class (the classes swapped): 1 - AUC",
      [[r"(label|class) 0", r"0 as (the )?positive", r"classes? (are )?(swapped|flipped|reversed|inverted)",
        r"1\s*-\s*(the )?AUC", r"labels? (are )?(swapped|flipped|inverted|reversed)",
        r"positive (and|&) negative.{0,20}(swapped|reversed|flipped)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = s[np.asarray(labels) == 0]
    neg = s[np.asarray(labels) == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q41", "gen.grip_point", "data", "takes the class size c as the number of relevant items in the list (sum "
      "of the labels) instead of n_relevant", [RETRIEVED_ONLY], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q42", "scope.knn_ties", "data", "sorts the distances alone and reads the labels in their input order, so "
      "the labels no longer belong to their distances",
      [[r"labels? (are |were )?(not|never) (moved|permuted|reordered|sorted|carried)",
        r"(sorted|sorts|sorting) (only )?(the )?distances (only|alone|but not)", r"mismatch", r"misalign",
        r"out of (sync|step)", r"labels? .{0,20}(original|input) order", r"(lost|broke|breaks) the pair",
        r"not (zipped|paired)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    before = [l for d, l in zip(ds, labels) if d < cut]
    tied = [l for d, l in zip(ds, labels) if d == cut]
    need = k - len(before)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(before) + max(0, need - non_tied)
    high = sum(before) + min(need, rel_tied)
    return [low / k, high / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "trapezoids under the ROC staircase, tied scores one diagonal step", '''
def my_auc(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    x0 = y0 = 0.0
    area = 0.0
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        x1, y1 = x0 + fp / N, y0 + tp / P
        area += (x1 - x0) * (y0 + y1) / 2
        x0, y0 = x1, y1
    return area
''')

right("q44", "roc.eer", "crossing of the ROC polyline with the line FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append((sel & y).sum() / y.sum())
        fpr.append((sel & ~y).sum() / (~y).sum())
    fpr, tpr = np.array(fpr), np.array(tpr)
    gap = fpr - (1 - tpr)
    j = int(np.argmax(gap >= 0))
    if gap[j] == 0:
        return float(fpr[j])
    t = -gap[j - 1] / (gap[j] - gap[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q45", "interp.step", "the step's index from the level: the ceil(level * R)-th relevant item, exact Fraction", '''
from fractions import Fraction
from math import ceil

def my_step_interpolated(labels, n_relevant, level):
    need = ceil(Fraction(str(level)) * n_relevant)
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits == need:
                return hits / rank
    return 0.0
''')

right("q46", "pr.averaged", "NumPy staircase per query, levels compared in integers", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        curve = np.zeros(11)
        if R > 0:
            for i in range(11):
                ok = hits * 10 >= i * R
                curve[i] = prec[ok].max() if ok.any() else 0.0
        curves.append(curve)
    return list(np.mean(curves, axis=0))
''')

right("q47", "gen.practical", "Fractions for the three bounds", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

right("q48", "ap.value", "loop over the ranks, adding a rectangle at each relevant step", '''
hits, area = 0, 0.0
for rank, lab in enumerate(v["labels"], start=1):
    if lab:
        hits += 1
        area += hits / rank
my_ap_value = area / v["n_relevant"] if v["n_relevant"] else 0.0
''')

SUBMISSIONS = tuple(S)
