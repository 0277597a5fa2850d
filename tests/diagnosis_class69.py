"""Diagnosis class 69, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
port code they wrote in another language (Java, JavaScript, MATLAB, Excel formulas) line by line into Python:
integer arithmetic, 1-based loops, arrays preallocated to a size, sentinel values, string comparisons and the
idioms of that language carried over; plus the usual misremembered formulas. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library (``ireval_teach/generality.py``, ``ireval_teach/roc.py`` for two formulas), the
first 80 lines of tests/heldout_submissions.py, the first 60 and last 30 lines of tests/diagnosis_class19.py (for
the format) and the docstring of tests/validate_class.py were read. Same format as tests/diagnosis_class19.py (the
category is kept in ``style``). Student ids are ``"c69-" + sid``. The keys were fixed before the checker was run.
Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class69).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 69 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c69-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the 1s in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (1s|ones|hits)",
        r"sum\(labels\)", r"only (the )?(found|retrieved)", r"found relevant", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* (the )?(unretrieved|missed|never retrieved)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i in range(1, len(labels) + 1):
        if labels[i - 1] == 1:
            hits = hits + 1
            total = total + hits / i
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("s02", "map.mean", "sibling", "geometric mean of the APs (GMAP) instead of the arithmetic mean",
      [[r"geometric", r"gmap", r"product", r"n-?th root", r"log.{0,20}(mean|average)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return float(np.prod(aps) ** (1.0 / len(aps)))
''')

wrong("s03", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest generality", r"maximum generality",
        r"d ?- ?s ?\+ ?v", r"unjudged.{0,40}(relevant|counted)", r"\(d - s \+ v\) / d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("s04", "ndcg.all_judgments", "sibling", "exponential gain 2^rel - 1 with the log2(i + 1) discount (the "
      "Burges / web formulation) instead of classic DCG",
      [[r"exponential", r"2 ?\*\* ?(rel|g)", r"2\^", r"burges", r"log2\(i ?\+ ?1\)", r"web (formulation|dcg)",
        r"gain.{0,20}2"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.log2(np.arange(2, len(g) + 2))
        return float(np.sum((2 ** g - 1) / disc))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("s05", "interp.step", "sibling", "takes the maximum precision at any recall >= level (the 11-point "
      "max-to-the-right interpolation) instead of the step rule's P_i",
      [[r"max-interpolat", r"(standard|trec|11-point|eleven-point) interpolation", r"max \{",
        r"highest precision at (any|a|every) (higher|later|larger)", r"upper envelope",
        r"max(imum)? (over|of) (all )?(later|following|higher-recall|larger-recall)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k in range(len(labels)):
        if labels[k] == 1:
            hits += 1
            if hits / n_relevant >= level:
                best = max(best, hits / (k + 1))
    return best
''')

wrong("s06", "dcg.exponential", "sibling", "linear gain rel_i (the trec DCG) instead of 2^rel - 1",
      [[r"linear gain", r"rel_i (itself|directly|as (the )?gain)", r"grade (itself|as (the )?gain)",
        r"without (the )?(exponential|2\^|2 ?\*\*)", r"forg[eo]t.{0,20}(exponential|2\^|2 ?\*\*)",
        r"raw grade", r"trec (dcg|formulation)"]], '''
import math
g = v["grades"]
my_dcg_exp = sum(g[i - 1] / math.log2(i + 1) for i in range(1, len(g) + 1))
''')

wrong("s07", "roc.eer", "sibling", "returns 1 - AUC (the area above the ROC curve) instead of the equal error "
      "rate",
      [[r"1 ?- ?auc", r"auc", r"area (above|over|under)", r"mann", r"pairs"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return 1 - wins / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "beta used unsquared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"unsquared", r"without squar", r"forg[eo]t.{0,20}squar", r"beta instead of beta",
        r"beta rather than beta", r"squar\w* .{0,15}missing", r"b instead of b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.trec", "shape", "natural logarithm ln(i + 1) for the discount instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"np\.log\(", r"wrong base",
        r"another base", r"not base 2", r"instead of log2"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(1, len(g) + 1) + 1)))
''')

wrong("h03", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"greater of", r"maximum of k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1]:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("h04", "gen.grip_point", "shape", "divides the hits in the top c by the whole list's length instead of by c",
      [[r"(whole|entire|full) list", r"len\(labels\)", r"list('s)? length", r"length of the (list|ranking)",
        r"all (the )?(ranks|items)", r"number of (items|ranks) retrieved"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[:c]
    return sum(top) / len(labels)
''')

wrong("h05", "ap.eleven_point", "shape", "sums the 11 interpolated precisions and divides by 10",
      [[r"\b10\b", r"ten\b", r"divid\w* by (ten|10)", r"/ ?10\b", r"11 values.{0,30}10"]], '''
def my_11pt(labels, n_relevant):
    P, R = [], []
    hits = 0
    for i in range(len(labels)):
        hits += labels[i]
        P.append(hits / (i + 1))
        R.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(P, R) if rr >= r]
        total += max(cand) if cand else 0.0
    return total / 10
''')

wrong("h06", "pr.points", "shape", "precision at each point computed as hits / n_relevant (the recall) instead "
      "of hits / rank",
      [[r"returns? (the )?recall", r"recall (instead|rather)", r"computed? (the )?recall",
        r"n_relevant.{0,30}(instead|rather|denominator)", r"divid\w* by n_relevant",
        r"number of relevant (items )?instead of (the )?rank"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("h07", "map.mrr", "shape", "reciprocal of the mean rank (1 / mean of first ranks) instead of the mean of "
      "the reciprocal ranks",
      [[r"reciprocal of (the )?mean", r"1 ?/ ?(the )?mean", r"mean rank", r"average rank",
        r"invert\w* (after|the mean|the average)", r"harmonic"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        r = 0
        for i in range(1, len(run) + 1):
            if run[i - 1] == 1:
                r = i
                break
        if r:
            ranks.append(r)
    if not ranks:
        return 0.0
    return len(ranks) / len(runs) / (sum(ranks) / len(ranks))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"never sort", r"not sort", r"no sort", r"without sort", r"unsorted", r"input order",
        r"forg[eo]t.{0,20}sort", r"order (given|as given)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    rel = 0
    for i in range(k):
        if labels[i] == 1:
            rel += 1
    return rel / k
''')

wrong("f02", "map.mean", "flow", "averages only over the queries whose AP is not 0 (skips queries with nothing "
      "relevant retrieved)",
      [[r"skip", r"only (the )?queries", r"(drop|exclud|ignor|omit|leav)\w*.{0,40}(quer|zero|0)",
        r"zero (ap|aps).{0,30}(not|never) counted", r"non-?zero", r"fewer queries",
        r"divid\w* by (the )?(number|count) of (queries )?with"]], '''
def my_map(runs, n_relevant):
    total, count = 0.0, 0
    for q in range(len(runs)):
        hits, s = 0, 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits += 1
                s += hits / (i + 1)
        if hits > 0:
            total += s / n_relevant[q]
            count += 1
    return total / count if count else 0.0
''')

wrong("f03", "interp.curve", "flow", "running maximum from the top of the ranking (max of the precisions before "
      "and at the rank) instead of the maximum at recall >= r",
      [[r"(left|before|earlier|previous|higher ranks|above)", r"running max", r"cumulative max",
        r"max(imum)? so far", r"wrong direction", r"forward"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = [0.0] * 11
    hits, best = 0, 0.0
    pts = []
    for i, lab in enumerate(labels):
        hits += lab
        best = max(best, hits / (i + 1))
        pts.append((hits / n_relevant if n_relevant else 0.0, best))
    for j, r in enumerate(levels):
        for rec, p in pts:
            if rec >= r:
                out[j] = p
                break
    return out
''')

wrong("f04", "pr.averaged", "flow", "1-based loop range(1, len(labels)) misses the last rank of every query",
      [[r"last (rank|item|element)", r"off.by.one", r"range\(1, ?len", r"one (rank|item) short",
        r"stops? (one|before)", r"misses? the (last|final)"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for q in range(len(runs)):
        labels, R = runs[q], n_relevant[q]
        P, Rc = [], []
        hits = 0
        for k in range(1, len(labels)):
            hits += labels[k - 1]
            P.append(hits / k)
            Rc.append(hits / R if R else 0.0)
        for j in range(11):
            cand = [p for p, r in zip(P, Rc) if r >= j / 10 and R]
            curve[j] += (max(cand) if cand else 0.0) / len(runs)
    return curve
''')

wrong("f05", "avg.macro", "flow", "running average avg = (avg + p) / 2 (pairwise halving) instead of the mean",
      [[r"\(avg ?\+ ?p\) ?/ ?2", r"halv", r"pairwise", r"running average", r"/ ?2\b",
        r"(later|last) quer\w* (weigh|count)", r"weigh\w* (later|the last)", r"not (an? )?(equal|plain|arithmetic) mean"]], '''
def my_macro_precision(tables):
    avg = None
    for tp, fp, fn in tables:
        p = tp / (tp + fp) if tp + fp else 0.0
        avg = p if avg is None else (avg + p) / 2
    return avg
''')

wrong("f06", "scope.knn_ties", "flow", "loop ported from for (i = 0; i <= k; i++): counts k + 1 targets, "
      "divided by k",
      [[r"off.by.one", r"<= ?k\b", r"k ?\+ ?1 (items|targets|neighbou?rs|ranks)", r"one (item|target|neighbou?r) too many",
        r"one extra", r"too many (items|targets|neighbou?rs)", r"loop bound"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    pess = sorted(range(n), key=lambda i: (distances[i], labels[i]))
    opt = sorted(range(n), key=lambda i: (distances[i], -labels[i]))
    lo = hi = 0
    for i in range(0, min(k + 1, n)):
        lo += labels[pess[i]]
        hi += labels[opt[i]]
    return [lo / k, hi / k]
''')

wrong("f07", "ap.value", "flow", "precision taken before the hit counter is incremented (hits - 1 over the rank)",
      [[r"before (the )?(count|counter|increment|hit)", r"increment\w* after", r"hits ?- ?1", r"one hit short",
        r"counter.{0,30}(late|after)", r"order of (the )?(statements|lines)", r"not yet counted",
        r"excluding the (current|item itself)"]], '''
labels = v["labels"]
hits = 0
s = 0.0
for i in range(len(labels)):
    if labels[i] == 1:
        s += hits / (i + 1)
        hits += 1
my_ap_value = s / v["n_relevant"]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "interp.curve", "hidden", "levels made with np.arange(0, 1.1, 0.1): 0.30000000000000004 is above a "
      "recall of exactly 0.3",
      [[r"float", r"round", r"arange", r"0\.30000", r"inexact", r"precision error", r"representation"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    P = hits / np.arange(1, len(lab) + 1)
    R = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(0, 1.1, 0.1):
        m = P[R >= r]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("d02", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "scope.eps_precision", "hidden", "divides by the size of an empty result: nothing within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    n = 0
    rel = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            n += 1
            rel += labels[i]
    return rel / n
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ap.at_k", "hidden", "divides by min(k, n_relevant) without guarding n_relevant = 0", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    s, hits = 0.0, 0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when the ideal DCG is 0 gives nan", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("d06", "pr.averaged", "hidden", "recall hits / n_relevant without a guard for a query with no relevant items",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        pts = []
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / R, hits / k))
        for j in range(11):
            best = 0.0
            for rec, p in pts:
                if rec >= j / 10 and p > best:
                    best = p
            sums[j] += best
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], which is shorter than c "
      "when the list is shorter than the class",
      [[r"slice", r"len\(labels\[:", r"shorter (list|ranking)", r"fewer (ranks|items) than",
        r"length of the (cut|top|slice)", r"missing ranks.{0,40}(not counted|ignored|dropped|left out)",
        r"divid\w* by (the )?(list|number of items)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.pr", "twin", "swaps the denominators: precision over the relevant set, recall over the "
      "retrieved set",
      [[r"denominator", r"divid\w* by", r"over the (relevant|retrieved)", r"\|relevant\||\|retrieved\|",
        r"len\((relevant|retrieved)\)"],
       [r"swap", r"exchang", r"the other", r"wrong", r"revers", r"mix", r"confus", r"instead"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("t02", "scope.knn_ties", "twin", "believes the pessimistic tie rule puts the tied relevant targets FIRST "
      "(and the optimistic last)",
      [[r"pessimistic", r"optimistic", r"relevant (targets )?first", r"relevant (targets )?last",
        r"tie rule", r"tie-?break"],
       [r"swap", r"exchang", r"revers", r"the other way", r"wrong (way|rule|direction)", r"confus", r"mix",
        r"backwards", r"upside"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    # pessimistic: ties broken in favour of relevant (the student's reading)
    pess = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    opt = sorted(idx, key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in pess[:k]) / k
    high = sum(labels[i] for i in opt[:k]) / k
    return [low, high]
''')

wrong("t03", "avg.macro", "twin", "leaves queries with nothing retrieved out of the mean (divides by the queries "
      "that retrieved something)",
      [[r"(nothing|no item|no document|empty).{0,30}retriev", r"tp ?\+ ?fp ?(==|=|is) ?0", r"empty (result|set)"],
       [r"skip", r"left out", r"leav\w* out", r"drop", r"exclud", r"ignor", r"omit", r"not counted",
        r"fewer queries"]], '''
def my_macro_precision(tables):
    ps = []
    for t in tables:
        if t[0] + t[1] > 0:
            ps.append(t[0] / (t[0] + t[1]))
    return sum(ps) / len(ps) if ps else 0.0
''')

wrong("t04", "ap.eleven_point", "twin", "interpolates with a strict recall > r instead of >= r",
      [[r"strict", r"> ?r\b", r"greater than", r"instead of >=", r"rather than >=", r"not >=",
        r"(reaches|exactly) (the )?level.{0,30}(not|missed|excluded)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    pr = []
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
        pr.append((hits / n_relevant, hits / (i + 1)))
    s = 0.0
    for j in range(11):
        r = j / 10
        s += max([p for rec, p in pr if rec > r] + [0.0]) if r > 0 else max(p for _, p in pr)
    return s / 11
''')

wrong("t05", "rank.r_precision", "twin", "takes R as the number of 1s in the list (relevant retrieved) instead of "
      "n_relevant",
      [[r"(number|count) of (1s|ones)", r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"in the list", r"instead of n_relevant", r"not n_relevant", r"only the (found|retrieved)"]], '''
labels = v["labels"]
R = labels.count(1)
my_r_precision = sum(labels[:R]) / R
''')

wrong("t06", "gen.practical", "twin", "recall's lower bound v / (d - s): forgot to add v back to the largest class",
      [[r"\+ ?v\b", r"forg[eo]t.{0,20}\bv\b", r"without (the )?\bv\b", r"d ?- ?s\b(?! ?\+)", r"missing v",
        r"the v (found|relevant)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v = v + 1
    if v == 0:
        rec = 0.0
    elif d == s:
        rec = 1.0
    else:
        rec = v / (d - s)
    return [v / s, rec, v / d]
''')

wrong("t07", "map.mean", "twin", "each AP divided by the number of relevant items retrieved instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (1s|ones|hits)",
        r"sum\(", r"instead of n_relevant", r"not n_relevant", r"only (the )?(found|retrieved)",
        r"ignor\w* (the )?(unretrieved|missed|never retrieved)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        r = np.asarray(run)
        if r.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(r) / np.arange(1, len(r) + 1)
        aps.append(float(prec[r == 1].sum() / r.sum()))
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "counts the retrieved list with its duplicates (a list, not a set)",
      [[r"duplicat", r"more than once", r"repeated", r"not a set", r"as a list", r"list,? not"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for doc in retrieved:
        if doc in relevant:
            hits += 1
    p = hits / len(retrieved) if len(retrieved) > 0 else 0.0
    r = hits / len(relevant) if len(relevant) > 0 else 0.0
    return [p, r]
''')

wrong("a02", "roc.auc", "data", "reads label 0 as the positive class (labels swapped)",
      [[r"label 0", r"0 (as|is) (the )?positive", r"positive.{0,20}(0|zero)", r"swap", r"invert", r"flip",
        r"revers", r"1 ?- ?auc", r"wrong class", r"complement"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else (0.5 if a == b else 0.0)
    return total / (len(pos) * len(neg))
''')

wrong("a03", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision = tp / (tp + fn)",
      [[r"false negatives?", r"order of the (table|entries|fields|columns)", r"\[tp, fn, fp\]",
        r"(third|last) (entry|column|field|number)", r"recall", r"swap\w* (fp|fn)", r"fp and fn"]], '''
def my_macro_precision(tables):
    n = len(tables)
    acc = 0.0
    for i in range(n):
        tp, fn, fp = tables[i]
        acc += tp / (tp + fp) if (tp + fp) else 0.0
    return acc / n
''')

wrong("a04", "dcg.exponential", "data", "sorts the grades from high to low before discounting (the ideal "
      "ranking, not the run's order)",
      [[r"sort", r"ideal", r"best (order|ranking)", r"high to low", r"reorder", r"idcg", r"descending"]], '''
import math
g = sorted(v["grades"], reverse=True)
my_dcg_exp = 0.0
for i in range(1, len(g) + 1):
    my_dcg_exp += (2 ** g[i - 1] - 1) / math.log2(i + 1)
''')

wrong("a05", "scope.eps_precision", "data", "reads the distances as similarities: keeps targets with d > epsilon",
      [[r"similarit", r"farthest", r"far(ther)? away", r"> ?eps", r"greater than eps", r"larger distances?",
        r"wrong side", r"outside", r"beyond eps"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    sel = y[d > epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

wrong("a06", "ndcg.all_judgments", "data", "appends the unretrieved grades to the run (as if retrieved after "
      "the list) before computing DCG",
      [[r"append", r"(added|adds|counted|counts).{0,40}(run|retrieved|list|dcg)", r"as if (they were )?retrieved",
        r"after the (list|run)", r"concatenat", r"extend"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        total = 0.0
        for i in range(len(g)):
            total += g[i] if i == 0 else g[i] / math.log2(i + 1)
        return total
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    d = dcg(ideal)
    return dcg(run) / d if d else 0.0
''')

wrong("a07", "interp.step", "data", "reads the level as a percentage and divides it by 100",
      [[r"percent", r"/ ?100", r"100\b", r"scale"]], '''
def my_step_interpolated(labels, n_relevant, level):
    lev = level / 100.0
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            if hits / n_relevant >= lev:
                return hits / (i + 1)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "set.pr", "sets, Java-style guards", '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    tp = len(ret.intersection(rel))
    precision = 0.0 if len(ret) == 0 else tp / len(ret)
    recall = 0.0 if len(rel) == 0 else tp / len(rel)
    return [precision, recall]
''')

right("r02", "rank.p_at_k", "1-based loop with padding past the end", '''
def my_p_at_k(labels, k):
    count = 0
    for i in range(1, k + 1):
        if i <= len(labels) and labels[i - 1] == 1:
            count += 1
    return count / k
''')

right("r03", "dcg.classic", "NumPy with the rank-1 term apart", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1))))
''')

right("r04", "map.mrr", "sentinel -1 for no hit", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = -1
        for i in range(len(run)):
            if run[i] == 1:
                first = i + 1
                break
        if first != -1:
            total += 1.0 / first
    return total / len(runs)
''')

right("r05", "ap.value", "comprehension", '''
labels = v["labels"]
my_ap_value = sum(sum(labels[:i + 1]) / (i + 1) for i in range(len(labels)) if labels[i]) / v["n_relevant"]
''')

right("r06", "dcg.trec", "MATLAB-style vectors", '''
import numpy as np
g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float((g / np.log2(i + 1)).sum())
''')

SUBMISSIONS = tuple(S)
