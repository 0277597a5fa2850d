"""Diagnosis class 22, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
translate formulas literally from the course documents (the Sebe et al. paper, the lecture notes, the slides),
mixing their notations, and who copy snippets from the internet (scikit-learn, scipy) and from the cross-modal
note's mAP code, adapting them badly. Read for writing it: the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library
outside ``exercises/`` and ``grading/`` (only the practical bounds' formulas, the equal error rate's docstring and
the contingency table's fields), the list of course documents in /work/shared/seeds/, the first 80 lines of
tests/heldout_submissions.py, the header and the last 30 lines of tests/diagnosis_class19.py (for the format)
and tests/validate_class.py. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c22-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class22): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 22 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c22-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F instead of F",
      [[r"\bE.?measure", r"effectiveness", r"1 ?- ?F\b", r"one minus (the )?F", r"complement",
        r"van Rijsbergen"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 1.0
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q02", "rank.p_at_k", "sibling", "divides by the number of ranks actually in the list (min(k, len)) instead "
      "of by k: the truncated-list convention",
      [[r"min\(k, ?len", r"len\(labels", r"length of the list", r"truncat", r"list'?s? length",
        r"(past|beyond) the end.{0,40}(ignored|not counted|dropped|left out)",
        r"number of (items|ranks) (retrieved|returned|in the list)", r"retrieved (items|ranks) only"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns non-interpolated AP (mean of the precisions at the relevant "
      "ranks over n_relevant) instead of the 11-point average",
      [[r"non.?interpolated", r"uninterpolated", r"(exact|plain|ordinary) (AP|average precision)",
        r"average precision instead", r"precision at (each|every|the) relevant (rank|item|document)",
        r"without interpolat"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q04", "roc.auc", "sibling", "computes the area under the precision-recall curve (average precision of the "
      "score ranking, sklearn) instead of the ROC AUC",
      [[r"precision.?recall", r"\bPR\b", r"average.?precision", r"average_precision_score"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("q05", "map.mean", "sibling", "geometric mean of the APs (GMAP, with a floor of 1e-5) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"gmean"]], '''
from scipy.stats import gmean

def ap(labels, R):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / R if R else 0.0

def my_map(runs, n_relevant):
    return float(gmean([max(ap(r, n), 1e-5) for r, n in zip(runs, n_relevant)]))
''')

wrong("q06", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2 ?\*\* ?(rel|g)", r"2\^", r"gain (of )?2", r"2 to the"]], '''
import math

my_dcg_trec = sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of the generality (d - s + v) / d instead of "
      "the lower bound",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"most (general|optimistic)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ndcg.all_judgments", "shape", "discounts with the natural logarithm (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"math\.log\b", r"log(arithm)? (of )?base",
        r"wrong base", r"not (in )?base 2", r"instead of log2"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q09", "dcg.classic", "shape", "multiplies the grade by log2(i) instead of dividing by it",
      [[r"multipl", r"times (the )?(log|discount)", r"instead of divid", r"not divid", r"\* ?(math\.|np\.)?log"]],
      '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(grades[i - 1] * math.log2(i) for i in range(2, len(grades) + 1))
''')

wrong("q10", "set.f_beta", "shape", "beta is used as is, never squared",
      [[r"not squar", r"without squar", r"forg\w* (to )?squar", r"squar\w* (is )?missing", r"unsquared",
        r"beta instead of beta", r"linear in beta", r"beta (used )?(as is|directly)"]], '''
def my_f(precision, recall, beta):
    den = beta * precision + recall
    return (1 + beta) * precision * recall / den if den else 0.0
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(k", r"max\(n_relevant", r"max(imum)? of k", r"larger of", r"bigger of", r"greater of",
        r"instead of (the )?min", r"not (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / rank
    den = max(k, n_relevant)
    return total / den if den else 0.0
''')

wrong("q12", "roc.eer", "shape", "returns FPR + FNR at the crossing (the sum of the two rates, twice the EER) "
      "instead of the common rate",
      [[r"sum of (the )?(two )?(rates|FPR)", r"add\w* (the )?(two )?rates", r"twice", r"doubl",
        r"2 ?(\*|x|times) (the )?EER", r"FPR ?\+ ?FNR",
        r"not (divided|halved)", r"without (dividing|halving)", r"forg\w* (to )?(divide|halve)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j] + fnr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    y = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
    return float(x + y)
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"swap", r"revers", r"wrong order", r"order of the (two|bounds)", r"(highest|optimistic|upper).{0,30}first",
        r"the other way round", r"exchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda p: (p[0], p[1]))
    opt = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(lab for _, lab in pess[:k]) / k
    hi = sum(lab for _, lab in opt[:k]) / k
    return [hi, lo]
''')

wrong("q14", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"minus (one|1)", r"subtract", r"forg\w* .{0,20}(-|minus) ?1", r"without (the )?(-|minus) ?1",
        r"2\^rel\w* instead of"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank, not only at the relevant ones (the append is "
      "outside the if)",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items) too",
        r"not only (at )?(the )?relevant", r"(also|even) at non.?relevant", r"one point per rank",
        r"outside the if", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for i, rel in enumerate(labels):
        if rel:
            found += 1
        points.append(found / (i + 1))
    return points if found else []
''')

wrong("q16", "map.mrr", "flow", "no break: the loop keeps the rank of the LAST relevant item",
      [[r"last relevant", r"no break", r"without (a )?break", r"forg\w* (to )?break", r"overwrit",
        r"keeps? (updating|going)", r"not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = 0
        for i, rel in enumerate(run, start=1):
            if rel:
                rank = i
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q17", "interp.step", "flow", "prepends R_0 = 0 to the recall list only, so the precision read is the next "
      "relevant item's (lists one position out of step)",
      [[r"off.by.one", r"shift", r"next relevant", r"one (item|position|place|index) (too )?(late|far|later)",
        r"(misaligned|out of step)", r"prepend", r"index(es)? (of|between) the (two )?lists"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = [0.0]
    P = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / i)
    for i in range(1, len(R)):
        if R[i - 1] < level <= R[i]:
            return P[i] if i < len(P) else 0.0
    return 0.0
''')

wrong("q18", "pr.averaged", "flow", "the per-level total is overwritten (=) instead of accumulated (+=): only the "
      "last query's curve, divided by the number of queries",
      [[r"only the last", r"last query", r"overwrit", r"\+=", r"not (summ|add|accumulat)",
        r"instead of (adding|accumulating|summing)", r"replac\w* (the )?(sum|total)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        ps, rs = [], []
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            ps.append(hits / i)
            rs.append(hits / n if n else 0.0)
        for j, r in enumerate(levels):
            cand = [p for p, rr in zip(ps, rs) if rr >= r and n]
            total[j] = max(cand) if cand else 0.0
    return [t / len(runs) for t in total]
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: P@k of the input order",
      [[r"not sort", r"never sort", r"unsorted", r"without sorting", r"input order", r"original order",
        r"order (given|as given)", r"forg\w* (to )?sort", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "ap.value", "flow", "the hit counter is incremented after the precision is taken: P@i leaves out "
      "the relevant item at rank i itself",
      [[r"before (counting|adding|increment)", r"off.by.one", r"increment\w* after", r"updated (too )?late",
        r"not count\w* (the )?(current|item itself)",
        r"(rank|item) itself"]], '''
hits, total = 0, 0.0
for i, rel in enumerate(v["labels"], start=1):
    if rel:
        total += hits / i
        hits += 1
my_ap_value = total / v["n_relevant"]
''')

wrong("q21", "roc.auc", "flow", "the inner loop starts at i + 1: only pairs whose positive comes before the "
      "negative in the input are counted",
      [[r"i ?< ?j", r"range\(i ?\+ ?1", r"(only|half) (of )?(the )?pairs", r"pairs? in (list|input) order",
        r"positive (comes|listed|appears) (before|first)", r"(skips|misses|drops) (the )?pairs", r"triangle",
        r"inner loop"]], '''
def my_auc(scores, labels):
    n = len(scores)
    npos = sum(labels)
    nneg = n - npos
    num = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    num += 1
                elif scores[i] == scores[j]:
                    num += 0.5
    return num / (npos * nneg)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard: an empty retrieved or relevant set divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "no guard: min(k, n_relevant) = 0 divides by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "pr.averaged", "hidden", "recall hits / n with no guard: a query with no relevant items divides by "
      "zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        pts = []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / i))
        for j in range(11):
            cand = [p for r, p in pts if r >= j / 10]
            curve[j] += max(cand) if cand else 0.0
    return [c / len(runs) for c in curve]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "NumPy 0/0 when the ideal DCG is 0: returns nan",
      [NAN + ZERODIV], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("q26", "ap.eleven_point", "hidden", "the recall level is accumulated r += 0.1 in floating point: the third "
      "level is 0.30000000000000004, so a recall of exactly 0.3 is missed",
      [[r"float", r"rounding", r"r ?\+= ?0\.1", r"accumulat\w* (0\.1|the levels?)", r"0\.30000000000000004",
        r"0\.1 (added|summed) repeatedly", r"binary fraction", r"imprecis"]], '''
def my_11pt(labels, n_relevant):
    ps, rs = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
        ps.append(hits / i)
        rs.append(hits / n_relevant if n_relevant else 0.0)
    total, r = 0.0, 0.0
    for _ in range(11):
        cand = [p for p, rr in zip(ps, rs) if rr >= r]
        total += max(cand) if cand else 0.0
        r += 0.1
    return total / 11
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of by c",
      [[r"len\(labels", r"length of the (list|cut|slice)", r"(slice|cut)'?s? length",
        r"divid\w* by (the )?(number|count) of (items|ranks) (actually )?(there|present|in the (list|slice))",
        r"instead of (dividing by )?(c|n_relevant|the class size)", r"fewer than c"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "avg.macro", "hidden", "no guard: a query with nothing retrieved (tp + fp = 0) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator (same numbers as swapping "
      "precision and recall)",
      [[r"beta.{0,25}(on|with|multipl\w* by|times) (the )?recall", r"recall.{0,20}(multiplied|weighted|scaled) by",
        r"wrong term", r"weight\w* (on|to) the wrong", r"beta ?\*\* ?2 ?\* ?recall", r"beta\^2 ?\*? ?R\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "pos_label=0: the non-relevant class is taken as positive (gives 1 - AUC, like "
      "reading scores as distances)",
      [[r"pos_label", r"label 0 (as|is) (the )?positive", r"positive class", r"(0|zero) as (the )?positive",
        r"inverted labels", r"classes (swapped|inverted|reversed)", r"non.?relevant (class )?as positive"]], '''
from sklearn.metrics import auc, roc_curve

def my_auc(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, pos_label=0)
    return float(auc(fpr, tpr))
''')

wrong("q31", "interp.step", "twin", "takes max {P : R >= level} (the 11-point interpolation) instead of the step "
      "rule's P_i",
      [[r"\bmax", r"maximum", r"highest", r"best precision"],
       [r"11.?point", r"max ?\{ ?P@k", r"instead of (the )?step", r"rather than (the )?step", r"not the step",
        r"(usual|standard|ordinary|classic) interpolation", r"(later|further|deeper) ranks"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    P, R = [], []
    for i, x in enumerate(labels, 1):
        hits += x
        P.append(hits / i)
        R.append(hits / n_relevant)
    cand = [p for p, r in zip(P, R) if r >= level]
    return max(cand) if cand else 0.0
''')

wrong("q32", "rank.distances", "twin", "sorts with reverse=True (a score-ranking snippet): farthest first",
      [[r"descend", r"revers", r"farthest", r"largest (distance )?first", r"highest (distance )?first",
        r"(as|like) (a )?(similarit|score)", r"wrong direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q33", "dcg.classic", "twin", "keeps rel_1 undiscounted but discounts the later ranks with log2(i + 1) "
      "(the slides' TREC discount mixed into the lecture's formula)",
      [[r"log2? ?\(i ?\+ ?1\)", r"i ?\+ ?1", r"trec", r"(mix|mixed|combin)\w* (the )?(two|both) (formulations|discounts|formulas)",
        r"discount.{0,30}one rank (too )?(late|far)"]], '''
import math

def my_dcg(grades):
    s = 0.0
    for i, g in enumerate(grades):
        s += g if i == 0 else g / math.log2(i + 2)
    return s
''')

wrong("q34", "sig.sign_test", "twin", "a one-sided binomial test (alternative='greater') instead of two-sided",
      [[r"one.?sided", r"one.?tailed", r"alternative ?= ?.?greater", r"single tail", r"not (two.?sided|doubled)"]],
      '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("q35", "map.mean", "twin", "each query's AP is np.mean of the precisions at the relevant ranks found "
      "(n_relevant never used)",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"(ignor|unused|never us)\w*.{0,20}n_relevant",
        r"n_relevant.{0,30}(ignored|unused|never used)", r"mean of the precisions", r"np\.mean"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        y = np.asarray(labels)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].mean() if y.any() else 0.0)
    return float(np.mean(aps))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision divides by tp plus the third column (the real fn)",
      [[r"\[tp, ?fn, ?fp\]", r"column", r"order of the (table|entries|fields|columns)",
        r"fn.{0,30}(for|as|instead of) (the )?fp", r"fp and fn (swapped|confused|mixed)",
        r"(swapped|confused|mixed).{0,20}fp and fn", r"misread"]], '''
import numpy as np

def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return float(np.mean(precs))
''')

wrong("q37", "set.pr", "data", "counts the retrieved LIST: an id retrieved twice counts twice (no set)",
      [[r"duplicat", r"more than once", r"set\(", r"as a list", r"not (a )?set", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking, as if retrieved after "
      "the last rank",
      [[r"append", r"concatenat", r"as if (they were )?retrieved", r"(added|put|placed) (them )?(to|at) the end",
        r"end of the (ranking|list)", r"unretrieved.{0,40}(counted|scored|in the DCG|into the ranking|ranked)",
        r"part of the ranking"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    def dcg(g):
        return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
    ideal = dcg(sorted(ranking, reverse=True))
    return dcg(ranking) / ideal if ideal else 0.0
''')

wrong("q39", "pr.averaged", "data", "uses n_relevant[0] for every query (one class size for all)",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|class)",
        r"same (n_relevant|number of relevant|class size) for (all|every)", r"one (n_relevant|number) for all",
        r"(a single|one) number", r"not per query", r"shared"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        p = hits / np.arange(1, len(y) + 1)
        r = hits / R if R else np.zeros_like(hits)
        curves.append([p[r >= lv - 1e-12].max() if R and (r >= lv - 1e-12).any() else 0.0 for lv in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q40", "roc.eer", "data", "passes the arguments to roc_curve in the wrong order (scores as y_true)",
      [[r"argument order", r"(swapped|reversed|wrong order of) (the )?arguments", r"y_true",
        r"scores (passed )?(as|for) (the )?labels", r"labels and scores (swapped|reversed)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(scores, labels)
    fnr = 1 - tpr
    i = int(np.nanargmin(np.abs(fnr - fpr)))
    return float((fpr[i] + fnr[i]) / 2)
''', crash="ValueError")

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone (np.sort) and reads the first labels: the "
      "labels no longer belong to their distances",
      [[r"(labels?|relevance).{0,40}(not|no longer|never) (re)?(ordered|sorted|aligned|matched|paired)",
        r"misalign", r"(lost|broke|breaks) the (pairing|alignment|link)", r"sorted (only )?the distances",
        r"np\.sort", r"argsort"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(distances)
    n_in = int((d < epsilon).sum())
    if n_in == 0:
        return 0.0
    return float(np.mean(labels[:n_in]))
''')

wrong("q42", "gen.practical", "data", "reads d as the unjudged rest of the database: the database is d + s",
      [[r"d ?\+ ?s", r"d as (the )?(number of )?(unjudged|remaining|other|rest)",
        r"(unjudged|remaining|rest of the) (items|database)", r"added (the )?scope", r"outside the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    n = d + s
    return [v / s, v / (n - s + v), v / n]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "explicit loop over 1-based ranks", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

right("q44", "set.pr", "sets and guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret) if ret else 0.0, tp / len(rel) if rel else 0.0]
''')

right("q45", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

right("q46", "map.mrr", "next() with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(runs)
''')

right("q47", "gen.grip_point", "slice divided by the class size", '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / n_relevant
''')

right("q48", "interp.curve", "levels as i / 10 and a running maximum from the bottom", '''
def my_interpolated(labels, n_relevant):
    ps, rs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        ps.append(hits / i)
        rs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        cand = [p for p, r in zip(ps, rs) if r >= j / 10]
        out.append(max(cand) if cand else 0.0)
    return out
''')

SUBMISSIONS = tuple(S)
