"""Diagnosis class 217, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
test only on one tiny example they made up, so their guards, cut-offs and denominators fit that example and break
elsewhere (styles vary inside the class: explicit loops, NumPy, comprehensions, itertools, fractions). Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library, the course documents and the format lines of
tests/diagnosis_class19.py and tests/heldout_submissions.py were read. Student ids are ``"c217-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class217): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 217 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c217-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes the exponential-gain DCG ((2^rel - 1) / log2(i + 1)) instead of "
      "the classic DCG rel_1 + sum rel_i / log2(i)",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*", r"2 to the (power|rel)", r"gain.{0,30}(2|exponent)",
        r"(2\^|2\*\*)\s*\w+\s*-\s*1"]], '''
import math

def my_dcg(grades):
    # tested on [3, 2, 0] from the slides' example I remembered
    return sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q02", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, so the "
      "unretrieved relevant items never enter the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list",
        r"ideal.{0,40}(retrieved (list|grades)|the list|own grades)", r"never retrieved.{0,40}(left out|ignored)"]],
      '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    dcg = float((g / disc).sum())
    ideal = np.sort(g)[::-1]          # my test case had unretrieved = [] so this looked right
    idcg = float((ideal / disc).sum())
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (no maximum "
      "over the ranks further down), i.e. uninterpolated precision",
      [[r"no max", r"without (taking )?(the )?max", r"not (the )?max", r"first rank", r"uninterpolated",
        r"non.?interpolated", r"max\w*.{0,40}(missing|never|not taken|forgot)", r"forg\w+.{0,30}max",
        r"(higher|later|further|subsequent|deeper) ranks", r"step (rule|interpolation)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q04", "map.mrr", "sibling", "returns the mean precision at rank 1 (success at 1) instead of the mean "
      "reciprocal rank",
      [[r"P@1", r"precision at (rank )?1", r"success", r"only (the )?first (item|rank|position)",
        r"first (item|rank|position) only", r"rank 1 only", r"hit at (rank )?1", r"top.?1"]], '''
def my_mrr(runs):
    # my example: [[1, 0], [0, 1]] -> 0.5 ... looked fine
    return sum(1.0 if run and run[0] else 0.0 for run in runs) / len(runs)
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of interpolating the crossing of the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"smallest .{0,20}(differ|gap|\|)", r"no(t)? interpolat", r"without interpolat",
        r"never interpolat", r"instead of interpolat", r"(FPR|fpr) \+ (FNR|fnr)", r"average of (the )?(FPR|fpr)",
        r"mean of (the )?(FPR|fpr)", r"(a|one) (roc )?point", r"only .{0,20}points"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / neg, tp / pos))
    best = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + (1 - best[1])) / 2
''')

wrong("q06", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"sum of (the )?labels",
        r"found", r"in the (list|ranking)", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not (by )?n_relevant", r"unretrieved.{0,30}(ignored|left out|missing)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0
''')

wrong("q07", "ndcg.value", "sibling", "uses the log2(i + 1) discount (trec_eval's DCG) for DCG and ideal DCG "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"discount\w*.{0,40}(rank 1|first|every|all)",
        r"first (item|rank|grade).{0,30}discount", r"(rank|position) 1 .{0,20}discount"]], '''
import math
g = v["grades"]
ideal = sorted(g + v["unretrieved"], reverse=True)
dcg = sum(x / math.log2(i + 1) for i, x in enumerate(g, 1))
idcg = sum(x / math.log2(i + 1) for i, x in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula (only "
      "tested with beta = 1)",
      [[r"not squared", r"squar\w*.{0,30}(beta|missing|forgot)", r"beta\b.{0,30}instead of beta\s*(\^|\*\*)\s*2",
        r"beta\s*(\^|\*\*)?\s*2.{0,30}(missing|forgot|not)", r"forg\w+.{0,20}squar", r"without squar",
        r"beta itself", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract\w*.{0,20}(one|1)", r"2\s*(\^|\*\*)\s*rel\w*\b(?! ?- ?1)",
        r"zero grade.{0,30}(gain|count)", r"grade 0.{0,30}(gain|count|1)"]], '''
import math
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "sig.sign_test", "shape", "returns the one-sided p-value (forgets to double the binomial tail)",
      [[r"one.?sided", r"one tail", r"single tail", r"doubl", r"times 2", r"\* ?2", r"two.?sided.{0,30}(missing|not|forgot)",
        r"half"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of "
      "d - s + v", [[r"\+ ?v", r"plus v", r"d ?- ?s\b(?! ?\+)", r"without (the )?v", r"v (is )?(missing|left out)",
                     r"(found|relevant) (items )?(in|within) (the )?scope.{0,40}(missing|left out|not added)",
                     r"forg\w+.{0,30}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win instead of 1/2",
      [[r"ti\w*.{0,40}(as|counts?|counted as|gets?) (1|one|a full|a whole)\b(?!/)", r"(full|whole).{0,20}(credit|point|win)",
        r">=", r"greater than or equal", r"instead of (1/2|half|0\.5)", r"(not|never) (as )?(1/2|half|0\.5)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("q13", "ap.eleven_point", "shape", "sums the 11 interpolated precisions and divides by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"divid", r"denominator", r"levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        cand = [p for p, r in zip(prec, rec) if r >= j / 10 - 1e-12 and n_relevant]
        total += max(cand) if cand else 0.0
    return total / 10
''')

wrong("q14", "ap.exact", "shape", "returns the sum of the precisions at the relevant ranks without dividing by "
      "n_relevant", [[r"not divid", r"without divid", r"never divid", r"forg\w+.{0,30}divid", r"no division",
                      r"sum (of (the )?precisions )?(only|instead)", r"(only|just) (the )?sum",
                      r"divid\w*.{0,30}(missing|forgot)", r"the sum, not"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1], so the k-th rank is never counted",
      [[r"k ?- ?1", r"off.?by.?one", r"k-th (rank|item|position).{0,30}(missing|not counted|left out|dropped|skipped)",
        r"(miss|skip|drop)\w*.{0,30}(last|k-th) (rank|item|position)", r"one (rank|item) (too )?(short|few)",
        r"slice"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so a later query's precisions "
      "count the earlier queries' hits", [[r"reset", r"carr\w+ over", r"accumulat\w*.{0,40}(queries|across)",
                                           r"across queries", r"previous quer", r"earlier quer", r"outside the loop",
                                           r"not re.?initiali", r"shared between queries", r"leak"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "ap.value", "flow", "starts the loop at index 1, so the item at rank 1 is skipped",
      [[r"rank 1", r"first (item|rank|position|element)", r"index 1", r"range\(1", r"skip",
        r"off.?by.?one"]], '''
labels, n = v["labels"], v["n_relevant"]
hits = 0
total = 0.0
for i in range(1, len(labels)):
    if labels[i] == 1:
        hits += 1
        total += hits / (i + 1)
my_ap_value = total / n
''')

wrong("q18", "pr.points", "flow", "computes each point's precision before counting the relevant item itself "
      "(the hit counter is raised after the division)",
      [[r"before (count|increment|add|updat)", r"after (the )?(division|precision|append)",
        r"increment\w*.{0,30}(late|after)", r"(late|after).{0,20}increment", r"off.?by.?one",
        r"one (hit|relevant item) (too )?(few|short|behind)", r"hits ?- ?1", r"not (yet )?counted",
        r"previous (count|hits)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"(never|not|no|without) sort", r"unsorted", r"given order", r"input order", r"original order",
        r"forg\w+.{0,20}sort", r"sort\w*.{0,30}(missing|never)", r"first k (labels|items) (as given|in)",
        r"ignor\w*.{0,20}distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    # my example list was already nearest-first, so I skipped the sorting
    return sum(labels[:k]) / k
''')

wrong("q20", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so it adds up 1/rank "
      "of every relevant item of a query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"each relevant", r"sum\w* .{0,30}reciprocal",
        r"(not|never) stop", r"stop\w*.{0,30}first", r"only the first.{0,30}(not|never)", r"more than one"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q21", "pr.averaged", "flow", "creates the per-query list of 11 interpolated precisions once, outside the "
      "query loop, so each query keeps the maxima of the queries before it",
      [[r"outside (the )?(query )?loop", r"reus", r"(not|never) reset", r"re.?initiali", r"previous quer",
        r"earlier quer", r"carr\w+ over", r"shared", r"across queries", r"leak"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    best = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = np.cumsum(labels)
        prec = hits / np.arange(1, len(labels) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            m = prec[rec >= r - 1e-12]
            if m.size:
                best[j] = max(best[j], m.max())
        total += best
    return list(total / len(runs))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "scope.eps_precision", "hidden", "has no guard for an empty epsilon-result and divides by zero "
      "when nothing lies within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "has no guard for an empty retrieved set and divides by zero for precision",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    recall = hit / len(rel) if rel else 0.0
    return [hit / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard, so a query with no relevant "
      "items divides by zero", [ZERODIV], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    hits = list(accumulate(top))
    s = sum(h / i for i, (h, x) in enumerate(zip(hits, top), 1) if x)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.knn_ties", "hidden", "looks at the distance after the k-th (sorted[k]) to see whether the "
      "tie goes past the cut, which is out of range when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    s = sorted(distances)
    cut = s[k - 1]
    if s[k] != cut:                      # no tie across the cut: plain P@k
        top = sorted(zip(distances, labels))[:k]
        p = sum(y for _, y in top) / k
        return [p, p]
    closer = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    slots = k - len(closer)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    low = sum(closer) + max(0, slots - t_non)
    high = sum(closer) + min(slots, t_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a "
      "list shorter than the class gets too high a precision",
      [[r"len\w*\s*\(?\s*(of )?(the )?(cut|slice|top|labels)", r"length of (the )?(list|slice|cut|top)",
        r"len\(top\)", r"(fewer|less) than c",
        r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard, so a query with no "
      "relevant items divides by zero", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            prec.append(hits / k)
            rec.append(hits / n)
        for j in range(11):
            vals = [p for p, r in zip(prec, rec) if r * 10 >= j - 1e-9]
            curve[j] += max(vals) if vals else 0.0
    return [c / len(runs) for c in curve]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "hidden", "returns the last precision reached when the ranking never reaches the "
      "level, instead of 0", [[r"last (precision|point|value)", r"instead of 0", r"rather than 0", r"(left|stale|leftover) (value|precision)",
                               r"returns? (the )?(previous|last|final)"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            p = hits / rank
            if hits / n_relevant >= level:
                return p
    return p
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns read in the wrong order), so "
      "fn is used where fp belongs",
      [[r"order", r"swap", r"unpack", r"column", r"\[tp, ?fn, ?fp\]", r"fp and fn", r"fn and fp",
        r"(fn|false negatives?) (instead of|for|where) (fp|false positives?)", r"misread", r"positions?"]], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fn, fp = t                    # my test table was [2, 2, 2] so the order did not matter
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "roc.auc", "twin", "compares the pairs the wrong way round (counts pairs where the negative scores "
      "higher), giving 1 - AUC",
      [[r"(comparison|compar\w*).{0,30}(revers|wrong way|backwards|flipped|inverted)",
        r"(revers|flipped|inverted|wrong way|backwards).{0,30}compar", r"negative scores? higher",
        r"negative.{0,20}(above|beats|wins|outscores)", r"<\s*neg", r"neg\w*\s*>\s*pos", r"wrong direction"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q31", "dcg.classic", "twin", "starts the rank counter at 2 (enumerate(grades, 2)) so every item is "
      "discounted by log2 of its rank + 1",
      [[r"start\w*.{0,20}(at|from|=) ?2", r"enumerate\(.{0,20}2\)", r"off.?by.?one", r"rank \+ ?1",
        r"counter", r"(index|rank)\w* shifted", r"shift\w*.{0,20}(by )?one", r"one (rank|position) (too )?(late|off)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 2):     # log2(1) = 0, so I started at 2 to avoid dividing by 0
        total += g / math.log2(i)
    return total
''')

wrong("q32", "set.f_beta", "twin", "puts beta squared on recall instead of precision in the denominator "
      "(beta^2 R + P)",
      [[r"(beta|b)\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)\b", r"(on|multipl\w+|with|times) (the )?recall",
        r"recall (instead of|rather than) precision", r"wrong (term|one)", r"(P|precision) and (R|recall) swapped",
        r"swap"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q33", "gen.practical", "twin", "divides generality's lower bound by the scope s instead of the database "
      "size d", [[r"\bs\b.{0,20}instead of .{0,10}\bd\b", r"by (the )?(scope|s)\b", r"scope (instead|rather)",
                  r"instead of (the )?(database|d\b|collection)", r"not (by )?(the )?(database|d\b)",
]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')

wrong("q34", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), so the farthest "
      "items come first", [[r"descend", r"reverse", r"farthest", r"largest (distance )?first",
                            r"wrong (sort )?order", r"(highest|biggest) distance", r"backwards"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q35", "sig.sign_test", "twin", "does not drop the tied queries: n counts every query and the ties count "
      "for the losing side", [[r"ti\w*.{0,40}(not dropped|kept|included|counted|not removed|not excluded)",
                               r"(drop|remov|exclud|discard)\w*.{0,30}ti(e|ed)", r"ties", r"every query",
                               r"all (the )?queries"]], '''
from math import comb
a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.knn_ties", "data", "sorts the distances on their own and leaves the labels in input order, "
      "so the labels no longer belong to their distances",
      [[r"labels?.{0,40}(not|never) (sorted|moved|reordered|carried|kept)", r"(separately|on their own|alone)",
        r"(mismatch|misalign|out of step|no longer (match|belong))", r"zip", r"together",
        r"input order", r"original order"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels)
    cut = d[k - 1]
    closer = y[d < cut]
    tied = y[d == cut]
    slots = k - len(closer)
    t_rel = int(tied.sum())
    t_non = len(tied) - t_rel
    low = closer.sum() + max(0, slots - t_non)
    high = closer.sum() + min(slots, t_rel)
    return [float(low / k), float(high / k)]
''')

wrong("q37", "set.pr", "data", "divides precision by the length of the retrieved list, so an id retrieved "
      "twice is counted twice", [[r"duplicat", r"count\w* twice", r"len\(retrieved\)", r"(list|length) (of|instead)",
                                  r"not (a )?set", r"(list|length) of (the )?retrieved", r"more than once",
                                  r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hit = len(set(retrieved) & set(relevant))
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "ndcg.all_judgments", "data", "turns the grades into 0/1 relevance (any grade above 0 counts 1)",
      [[r"binar", r"0/1", r"grades?.{0,30}(ignored|lost|as 1|flattened|collapsed)", r"(any|every) (positive )?grade",
        r"grade (levels|values).{0,20}(ignored|lost)", r"relevant or not", r"graded.{0,30}(ignored|lost|not used)",
        r"as (1|one)\b"]], '''
import math

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    extra = [1 if g > 0 else 0 for g in unretrieved]
    def dcg(xs):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(xs, 1))
    ideal = dcg(sorted(rel + extra, reverse=True))
    return dcg(rel) / ideal if ideal else 0.0
''')

wrong("q39", "scope.eps_precision", "data", "reads the values as similarities and keeps the targets with "
      "d > epsilon (the farthest ones) instead of d < epsilon",
      [[r">\s*eps", r"greater than", r"larger than", r"farthest", r"outside", r"beyond", r"similarit",
        r"(comparison|inequality|sign).{0,30}(revers|wrong|flipped)", r"wrong (side|direction)", r"above epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    picked = [lab for dist, lab in zip(distances, labels) if dist > epsilon]
    return sum(picked) / len(picked) if picked else 0.0
''')

wrong("q40", "gen.practical", "data", "takes d as the number of unjudged items only and adds the scope to it "
      "(the database is d + s)", [[r"d ?\+ ?s", r"adds? (the )?(scope|s)\b", r"unjudged", r"(database|collection) "
                                   r"size.{0,30}(wrong|misread|plus)", r"d (is|as) (the )?(rest|remaining|unjudged)",
                                   r"(includes|already contains|already includes) (the )?(scope|judged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s            # d = the items nobody judged (that is how I read it)
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q41", "interp.curve", "data", "counts the relevant items from the labels (sum(labels)) instead of using "
      "n_relevant as the recall denominator",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"(relevant|retrieved) (items )?(in|found in) the (list|ranking)", r"retrieved relevant",
        r"not (by )?n_relevant"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n = y.sum()
    if n == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n
    return [float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0
            for r in np.linspace(0, 1, 11)]
''')

wrong("q42", "gen.grip_point", "data", "takes the class size c as the number of relevant labels in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"(relevant|retrieved) (items )?(in|found in) the (list|ranking)", r"retrieved relevant",
        r"not (at )?n_relevant", r"class size.{0,30}(wrong|from the labels|counted)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mean", "exact Fractions, one AP per query", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, Fraction(0)
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += Fraction(hits, k)
        aps.append(s / n if n else Fraction(0))
    return float(sum(aps) / len(aps))
''')

right("q44", "avg.macro", "NumPy arrays with np.divide where=", '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    den = tp + fp
    p = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(p.mean())
''')

right("q45", "interp.step", "a loop with Fractions for the recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    target = Fraction(str(level))
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / rank
    return 0.0
''')

right("q46", "roc.eer", "explicit ROC walk with tie groups and a segment intersection", '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / neg, tp / pos))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        n0, n1 = 1 - t0, 1 - t1
        if f1 >= n1:
            a = (n0 - f0) / ((f1 - f0) - (n1 - n0))
            return f0 + a * (f1 - f0)
    return 1.0
''')

right("q47", "ap.at_k", "itertools.accumulate and a guarded min(k, R)", '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    top = list(labels[:k])
    hits = list(accumulate(top))
    return sum(h / i for i, (h, x) in enumerate(zip(hits, top), 1) if x) / den
''')

right("q48", "scope.knn_ties", "zip-sorted pairs and comprehensions", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    slots = k - len(closer)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    return [(sum(closer) + max(0, slots - t_non)) / k, (sum(closer) + min(slots, t_rel)) / k]
''')

SUBMISSIONS = tuple(S)
