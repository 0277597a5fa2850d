"""Diagnosis class 95, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute everything in one pass with online / incremental updates (a running mean updated as
``mean += (x - mean) / n``, running maxima and minima, counters updated per item, a streaming precision or AUC),
whose one mistake sits in an update rule (the count used before or after it is incremented, the update applied at
the wrong time or to the wrong variable, a running value never initialised right) or elsewhere in the category
below. Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c95-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class95).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 95 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c95-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "the running mean of the precisions at the relevant ranks divides by the "
      "number of relevant items retrieved (hits) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"hits", r"instead of n.?relevant",
        r"not (by )?n.?relevant", r"ignor\w* n.?relevant", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"mean of (the )?precisions"]], '''
def my_ap(labels, n_relevant):
    mean = 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            mean += (hits / i - mean) / hits
    return mean if n_relevant else 0.0
''')

wrong("q02", "ap.at_k", "sibling", "AP@k divided by n_relevant (exact AP's denominator) instead of min(k, n_relevant)",
      [[r"divid\w* by n.?relevant", r"n.?relevant instead of min", r"instead of min\s*\(", r"exact AP'?s denominator",
        r"not min\s*\(\s*k", r"ignor\w*.{0,20}\bk\b.{0,20}denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    total, hits = 0.0, 0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant if min(k, n_relevant) else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes classic DCG (first grade undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log2 of (the )?rank\b", r"first (grade|item|rank).{0,30}(undiscounted|not discounted)",
        r"rel_?1 \+", r"instead of log2\s*\(\s*i\s*\+\s*1"]], '''
import math

dcg = 0.0
for i, g in enumerate(v["grades"], 1):
    dcg += g if i == 1 else g / math.log2(i)
my_dcg_trec = dcg
''')

wrong("q04", "avg.macro", "sibling", "micro-averaged precision (running totals of tp and fp, one division at the "
      "end) instead of the macro mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts)", r"total (tp|counts)", r"overall counts",
        r"one division", r"summ\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp_sum = fp_sum = 0
    for tp, fp, fn in tables:
        tp_sum += tp
        fp_sum += fp
    return tp_sum / (tp_sum + fp_sum) if tp_sum + fp_sum else 0.0
''')

wrong("q05", "interp.step", "sibling", "returns the max-interpolated precision (the running maximum of the "
      "precisions to the right) instead of the step rule's P_i",
      [[r"max\w*.interpolat\w*", r"running max", r"maximum (of the )?precision\w* (to the right|after|at or after)",
        r"interpolated precision instead", r"instead of (the step rule'?s )?P_?i", r"highest precision (to the right|after)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    points = []
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / i))
    best = 0.0
    for r, p in reversed(points):
        best = max(best, p)
        if r >= level - 1e-12:
            out = best
    return out if points and points[-1][0] >= level - 1e-12 else 0.0
''')

wrong("q06", "rank.distances", "sibling", "returns R@k (hits in the top k over all relevant targets) instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"every relevant", r"number of relevant (items|targets)",
        r"instead of k\b", r"not (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    hits = 0
    for x in y[:k]:
        hits += int(x)
    total = int(y.sum())
    return hits / total if total else 0.0
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain TREC DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear", r"2\s*\^\s*rel", r"2\*\*", r"exponential", r"gain"],
       [r"linear", r"rel_?i /", r"grade itself", r"raw grade", r"without", r"instead", r"missing", r"not"]], '''
from math import log2

my_dcg_exp = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_exp += g / log2(i + 1)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta instead of beta", r"not squared", r"without squar\w*", r"forg\w* (to )?squar\w*", r"unsquared",
        r"beta\s*,? not beta\s*(\^|\*\*)\s*2", r"linear beta", r"never squared"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"base e\b", r"log base", r"another base", r"wrong base",
        r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i < 2 else g / math.log(i)
    return dcg
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v", r"plus v", r"add\w* v", r"v (is )?(missing|left out)"]], '''
def my_practical(labels, d):
    s = v = 0
    for x in labels:
        s += 1
        v += 1 if x else 0
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid\w*", r"instead", r"level"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        best = 0.0
        for rec, prec in pts:
            if rec >= r - 1e-12 and n_relevant and prec > best:
                best = prec
        total += best
    return total / 10
''')

wrong("q12", "sig.sign_test", "shape", "one-sided p-value: the binomial tail is never doubled",
      [[r"one.?sided", r"not doubled", r"never doubled", r"doubl\w*", r"times 2", r"factor (of )?2", r"single tail",
        r"one tail", r"only one tail"]], '''
from math import comb

wins = losses = 0
for x, y in zip(v["a"], v["b"]):
    if x > y:
        wins += 1
    elif x < y:
        losses += 1
n = wins + losses
tail = 0
for i in range(min(wins, losses) + 1):
    tail += comb(n, i)
my_sign_p = min(1.0, tail / 2 ** n)
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"order", r"swap\w*", r"revers\w*", r"the other way", r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer_rel = closer = tied = tied_rel = 0
    for d, y in zip(distances, labels):
        if d < kth:
            closer += 1
            closer_rel += y
        elif d == kth:
            tied += 1
            tied_rel += y
    room = k - closer
    low = closer_rel + max(0, room - (tied - tied_rel))
    high = closer_rel + min(room, tied_rel)
    return [high / k, low / k]
''')

wrong("q14", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the false "
      "positive rate",
      [[r"returns? (the )?TPR", r"TPR instead", r"1\s*-\s*(the )?EER", r"one minus (the )?EER",
        r"true positive rate (instead|at the crossing)", r"complement of (the )?EER", r"hit rate"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    fpr = tpr = 0.0
    i = 0
    while i < len(pairs):
        j = i
        tp = fp = 0
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            tp += pairs[j][1] == 1
            fp += pairs[j][1] != 1
            j += 1
        nf, nt = fpr + fp / N, tpr + tp / P
        g0, g1 = fpr + tpr - 1, nf + nt - 1
        if g0 <= 0 <= g1 and g1 != g0:
            a = -g0 / (g1 - g0)
            return tpr + a * (nt - tpr)
        fpr, tpr = nf, nt
        i = j
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the running mean's query counter starts at 1 and is incremented before the "
      "update, so the first query gets weight 1/2 (n is one too large)",
      [[r"count\w*", r"\bn\b", r"off.by.one", r"one too (large|many)", r"start\w* at 1", r"increment\w*",
        r"running mean", r"weight"]], '''
def my_map(runs, n_relevant):
    mean, n = 0.0, 1
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        ap = s / R if R else 0.0
        n += 1
        mean += (ap - mean) / n
    return mean
''')

wrong("q16", "pr.points", "flow", "the precision is read before the hit counter is incremented (hits - 1 over i)",
      [[r"before (the )?(hit|count|increment)", r"increment\w* (after|too late)", r"after (append|record)",
        r"one (hit )?(too )?(few|short)", r"off.by.one", r"hits\s*-\s*1", r"previous (count|hit)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "the backward running maximum is updated after it is stored, so each rank "
      "gets the maximum of the precisions strictly after it (its own precision left out)",
      [[r"after (it is )?(stor|sav|assign|record)", r"too late", r"own precision", r"strictly (after|below|to the right)",
        r"before (the )?update", r"(updat|max)\w* after", r"one rank (late|behind)", r"excluding"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    best = 0.0
    mx = [0.0] * n
    for i in range(n - 1, -1, -1):
        mx[i] = best
        best = max(best, prec[i])
    out = []
    for j in range(11):
        r = j / 10
        v = 0.0
        for i in range(n):
            if rec[i] >= r:
                v = mx[i]
                break
        out.append(v)
    return out
''')

wrong("q18", "pr.averaged", "flow", "the per-query curve list is created once outside the query loop, so each "
      "query's running maxima start from the previous query's values (never reset)",
      [[r"reset", r"re-?initiali[sz]", r"outside (the )?(query )?loop", r"carr\w* over", r"previous query",
        r"reus\w*", r"shared"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    mean = [0.0] * 11
    curve = [0.0] * 11
    for q, (run, R) in enumerate(zip(runs, n_relevant), 1):
        hits = 0
        for i, x in enumerate(run, 1):
            hits += x
            if R == 0:
                continue
            r, p = hits / R, hits / i
            for j, lv in enumerate(levels):
                if r >= lv and p > curve[j]:
                    curve[j] = p
        for j in range(11):
            mean[j] += (curve[j] - mean[j]) / q
    return mean
''')

wrong("q19", "rank.p_at_k", "flow", "the loop runs over range(1, k) and counts only the first k - 1 ranks",
      [[r"k\s*-\s*1", r"off.by.one", r"range\s*\(\s*1\s*,\s*k\s*\)", r"one rank short", r"last rank",
        r"k.th (rank|item)", r"skip\w*"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q20", "ndcg.all_judgments", "flow", "the DCG accumulator is not reset before the ideal ranking's loop, so "
      "the ideal DCG also holds the retrieved DCG",
      [[r"reset", r"re-?initiali[sz]", r"accumulat\w*", r"carr\w* over", r"reus\w*", r"added (in|to)",
        r"not (set|started) (back )?(to )?(0|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    acc = 0.0
    for i, g in enumerate(grades, 1):
        acc += g / max(1.0, log2(i))
    dcg = acc
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    for i, g in enumerate(ideal, 1):
        acc += g / max(1.0, log2(i))
    return dcg / acc if acc else 0.0
''')

wrong("q21", "gen.grip_point", "flow", "the break test comes after the count (i > c), so c + 1 ranks are counted",
      [[r"c\s*\+\s*1", r"one (rank|item) too (many|far)", r"off.by.one", r"break\w* (too late|after)",
        r"extra rank", r"one more rank"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        if i > c:
            break
    return hits / c
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: crashes when P = R = 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "the recall levels are accumulated as r += 0.1 (0.30000000000000004), so "
      "a recall of exactly 0.3 misses its level",
      [[r"float\w*", r"round\w*", r"accumulat\w*", r"0\.30000", r"\+= ?0\.1", r"precision error",
        r"repeated addition", r"summ\w* 0\.1"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    r = 0.0
    for _ in range(11):
        best = 0.0
        for p, q in zip(prec, rec):
            if q >= r and p > best:
                best = p
        out.append(best)
        r += 0.1
    return out
''')

wrong("q24", "roc.eer", "hidden", "walks the ROC curve one item at a time without grouping tied scores into one step",
      [[r"ties? (are )?(not|never) grouped", r"not group\w*", r"without group\w*", r"one item at a time",
        r"item by item", r"each (tied )?item (its own|a separate) step", r"split\w* (the )?ties?", r"ignor\w* ties"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    fpr = tpr = 0.0
    for s, y in sorted(zip(scores, labels), key=lambda t: -t[0]):
        nf = fpr + (y != 1) / N
        nt = tpr + (y == 1) / P
        g0, g1 = fpr + tpr - 1, nf + nt - 1
        if g0 <= 0 <= g1 and g1 != g0:
            a = -g0 / (g1 - g0)
            return fpr + a * (nf - fpr)
        fpr, tpr = nf, nt
    return 0.0
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when no item is "
      "relevant (ideal DCG 0)", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g / max(1.0, np.log2(i))
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "indexes labels[0 .. c-1] directly: crashes on a list shorter than the class",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("q27", "ap.at_k", "hidden", "loops over range(k) indexing labels[i]: crashes when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "divides by the count of returned targets without a guard: crashes "
      "when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    n_in = hits = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            n_in += 1
            hits += y
    return hits / n_in
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "map.mean", "twin", "the running mean's counter is never incremented (n stays 1), so each update "
      "overwrites the mean with the current query's AP",
      [[r"never increment\w*", r"not increment\w*", r"n stays", r"counter", r"n (is )?never", r"forg\w* .{0,20}n\s*\+= ?1",
        r"without increment\w*"]], '''
def my_map(runs, n_relevant):
    mean = 0.0
    n = 1
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        ap = s / R if R else 0.0
        mean += (ap - mean) / n
    return mean
''')

wrong("q30", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 R + P)",
      [[r"swap\w*", r"the other way", r"revers\w*", r"exchang\w*", r"confus\w*", r"mix\w* up"],
       [r"precision", r"recall", r"\bP\b", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q31", "roc.auc", "twin", "the streaming counter adds, for each positive, the negatives already seen in the "
      "descending order (ranked above it) instead of those below it",
      [[r"negatives? (ranked |scored )?above", r"higher.scor\w* negatives", r"wrong direction", r"already seen",
        r"instead of (those )?below", r"the other way", r"counts? (the )?negatives (before|above)"]], '''
def my_auc(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    P = sum(1 for _, y in pairs if y == 1)
    N = len(pairs) - P
    neg_seen = 0
    total = 0.0
    i = 0
    while i < len(pairs):
        j = i
        tp = tn = 0
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            if pairs[j][1] == 1:
                tp += 1
            else:
                tn += 1
            j += 1
        total += tp * (neg_seen + tn / 2)
        neg_seen += tn
        i = j
    return total / (P * N)
''')

wrong("q32", "map.mrr", "twin", "no break after the first relevant item: the reciprocal rank is overwritten at every "
      "relevant item, ending on the last one",
      [[r"break", r"overwrit\w*", r"last relevant", r"every relevant", r"stop\w*"]], '''
def my_mrr(runs):
    mean = 0.0
    for q, run in enumerate(runs, 1):
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
        mean += (rr - mean) / q
    return mean
''')

wrong("q33", "scope.eps_precision", "twin", "the returned-targets counter is incremented for every target, outside "
      "the d < epsilon test, so precision divides by the whole list length",
      [[r"all (the )?targets", r"whole list", r"len\s*\(", r"outside (the )?(if|test|condition)", r"list length",
        r"number of targets", r"every target,? not", r"all targets instead"]], '''
def my_eps_precision(distances, labels, epsilon):
    n_in = hits = 0
    for d, y in zip(distances, labels):
        n_in += 1
        if d < epsilon:
            hits += y
    return hits / n_in if n_in else 0.0
''')

wrong("q34", "dcg.exponential", "twin", "the gain is 2^rel_i without the - 1",
      [[r"without (the )?-\s*1", r"minus (one|1)", r"forg\w*.{0,20}(-\s*1|minus)", r"missing (the )?-\s*1",
        r"2\s*\^\s*rel(_?i)? instead", r"2\*\*g", r"subtract\w*", r"no -\s*1"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(i + 1)))
''')

wrong("q35", "gen.practical", "twin", "generality's lower bound divides v by the scope s instead of the database "
      "size d",
      [[r"divid\w* by (the )?(scope|s)\b", r"generality.{0,40}(v\s*/\s*s|scope|\bs\b instead)",
        r"scope instead of (the )?database", r"s instead of d\b", r"v\s*/\s*s instead"]], '''
def my_practical(labels, d):
    s = v = 0
    for x in labels:
        s += 1
        if x:
            v += 1
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "divides by the list length when k is longer than the list (missing ranks "
      "not counted as non-relevant)",
      [[r"divid\w* by (the )?(list )?len\w*", r"list length", r"shorter (list|than k)", r"min\s*\(\s*k\s*,\s*len",
        r"instead of k\b", r"not by k\b", r"missing ranks (not|never) counted"]], '''
def my_p_at_k(labels, k):
    hits = n = 0
    for x in labels[:k]:
        n += 1
        hits += x
    return hits / n if n else 0.0
''')

wrong("q37", "set.pr", "data", "counts a duplicated retrieved id twice (the retrieved list is not made a set)",
      [[r"duplicat\w*", r"counted twice", r"counts? (it )?twice", r"repeated", r"not (made |turned into |converted to )?a set",
        r"without (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    n_ret = hits = 0
    for d in retrieved:
        n_ret += 1
        if d in rel:
            hits += 1
    p = hits / n_ret if n_ret else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "avg.macro", "data", "reads the table as [tp, fn, fp]: precision uses the third column (fn) as the "
      "false positives",
      [[r"\bfn\b.{0,30}(as|instead of|for) (the )?(fp|false positives)", r"false negatives (as|instead of)", r"column",
        r"third", r"order of", r"swap\w*", r"tp, fn, fp"]], '''
def my_macro_precision(tables):
    mean = 0.0
    for n, (tp, fn, fp) in enumerate(tables, 1):
        p = tp / (tp + fp) if tp + fp else 0.0
        mean += (p - mean) / n
    return mean
''')

wrong("q39", "sig.sign_test", "data", "keeps the tied queries in n (they are not dropped)",
      [[r"ties? (are |were )?(not|never) dropped", r"kept", r"includ\w* (the )?ti", r"tied queries (counted|kept|included)",
        r"not drop\w*", r"without dropping", r"n includes"]], '''
from math import comb

n = wins = 0
for x, y in zip(v["a"], v["b"]):
    n += 1
    if x > y:
        wins += 1
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q40", "rank.distances", "data", "ranks the farthest targets first (distances sorted descending as if they "
      "were scores)",
      [[r"descending", r"farthest", r"largest (distance )?first", r"revers\w*", r"as (if they were )?scores",
        r"similarit\w*", r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    hits = 0
    for _, y in ranked[:k]:
        hits += y
    return hits / k
''')

wrong("q41", "scope.knn_ties", "data", "sorts the distances alone and reads the labels in their original order "
      "(labels not carried along with the sort)",
      [[r"labels? (not|never) (carried|moved|sorted|reordered)", r"original order", r"sort\w* (the )?distances (alone|only)",
        r"misalign\w*", r"zip", r"label.{0,30}(wrong|original) (target|order|position)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    kth = ds[k - 1]
    closer_rel = tied = tied_rel = closer = 0
    for d, y in zip(ds, labels):
        if d < kth:
            closer += 1
            closer_rel += y
        elif d == kth:
            tied += 1
            tied_rel += y
    room = k - closer
    low = closer_rel + max(0, room - (tied - tied_rel))
    high = closer_rel + min(room, tied_rel)
    return [low / k, high / k]
''')

wrong("q42", "pr.averaged", "data", "uses n_relevant[0] (the first query's class size) for every query",
      [[r"n.?relevant\s*\[\s*0\s*\]", r"first query", r"same (class size|n.?relevant)", r"every query",
        r"index\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    mean = [0.0] * 11
    R = n_relevant[0]
    for q, run in enumerate(runs, 1):
        curve = [0.0] * 11
        hits = 0
        for i, x in enumerate(run, 1):
            hits += x
            if R == 0:
                continue
            r, p = hits / R, hits / i
            for j in range(11):
                if r >= j / 10 - 1e-12 and p > curve[j]:
                    curve[j] = p
        for j in range(11):
            mean[j] += (curve[j] - mean[j]) / q
    return mean
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "one pass, running sum with the hit counter incremented first", '''
hits = 0
total = 0.0
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / v["n_relevant"] if v["n_relevant"] else 0.0
''')

right("q44", "roc.auc", "streaming AUC: ascending order, negatives-below counter, ties half", '''
from itertools import groupby

def my_auc(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    neg_below = 0
    total = 0.0
    for _, grp in groupby(sorted(zip(scores, labels)), key=lambda t: t[0]):
        grp = list(grp)
        tp = sum(1 for _, y in grp if y == 1)
        tn = len(grp) - tp
        total += tp * (neg_below + tn / 2)
        neg_below += tn
    return total / (P * N)
''')

right("q45", "map.mrr", "running mean mean += (rr - mean) / q with a break", '''
def my_mrr(runs):
    mean = 0.0
    for q, run in enumerate(runs, 1):
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
                break
        mean += (rr - mean) / q
    return mean
''')

right("q46", "dcg.classic", "NumPy: discounts as a vector, rank 1 undiscounted", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

right("q47", "pr.points", "exact Fractions, counter incremented before reading", '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(float(Fraction(hits, i)))
    return out
''')

right("q48", "set.pr", "comprehensions over sets", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len([d for d in ret if d in rel])
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

SUBMISSIONS = tuple(S)
