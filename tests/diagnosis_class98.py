"""Diagnosis class 98, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
translate the course documents' notation literally: variable names from the slides and papers (tp, fp, fn, rel_i,
P_i, R_i, v, s, d, c), formulas copied term by term, a worked example's table rebuilt in code, and mistakes in
reading a document's notation (a subscript, a sum's bounds, a term the document writes differently). Styles vary
inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c98-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class98).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 98 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c98-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F_beta (the slides' E "
      "measure) instead of F_beta",
      [[r"\bE\b.?(measure|=)", r"1 ?- ?F", r"effectiveness", r"complement", r"van rijsbergen", r"one minus"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    alpha = 1 / (beta ** 2 + 1)
    E = 1 - 1 / (alpha * (1 / P) + (1 - alpha) * (1 / R))
    return E
''')

wrong("q02", "ap.value", "sibling", "types the 11-point interpolated average precision of the ranking instead of "
      "its (non-interpolated) AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*"]], '''
labels, n_relevant = v["labels"], v["n_relevant"]
P, R = [], []
hits = 0
for k, rel in enumerate(labels, start=1):
    hits += rel
    P.append(hits / k)
    R.append(hits / n_relevant)
levels = [j / 10 for j in range(11)]
p_interp = [max([p for p, r in zip(P, R) if r >= lvl], default=0.0) for lvl in levels]
my_ap_value = sum(p_interp) / 11
''')

wrong("q03", "dcg.exponential", "sibling", "computes the slides' classic DCG (rel_1 + sum rel_i / log2 i, linear "
      "gain) instead of the exponential-gain DCG asked",
      [[r"classic", r"linear gain", r"rel_?i? ?/ ?log2\(?i\)?", r"without (the )?(exponential|2\^)", r"not (the )?exponential",
        r"gain (of )?rel", r"raw grade", r"instead of 2\^"]], '''
import math

grades = v["grades"]
rel = grades
DCG = rel[0]
for i in range(2, len(rel) + 1):
    DCG += rel[i - 1] / math.log2(i)
my_dcg_exp = DCG
''')

wrong("q04", "ap.at_k", "sibling", "divides the top-k precision sum by n_relevant (the full query's R, trec_eval's "
      "truncated AP) instead of min(k, n_relevant)",
      [[r"all (the )?relevant", r"full (query|R)\b", r"whole query", r"trec_eval", r"total (number of )?relevant",
        r"(divid\w*|denominator).{0,30}\bR\b"],
       [r"instead of min", r"not min", r"rather than min", r"not (by )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    s, hits = 0.0, 0
    for i, rel_i in enumerate(labels[:k], start=1):
        if rel_i:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and returns sum tp / sum "
      "(tp + fp) instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total tp", r"aggregat\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.array(tables)
    tp, fp = T[:, 0].sum(), T[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "rank.distances", "sibling", "returns the recall at k (relevant in the top k over all relevant "
      "targets) instead of the precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"over (the )?(number of )?relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / sum(labels)
''')

wrong("q07", "interp.curve", "sibling", "returns the non-interpolated precision at the first rank whose recall "
      "reaches r instead of the maximum precision over all ranks with R@k >= r",
      [[r"first rank", r"non.?interpolated", r"not (the )?max", r"without (the )?max", r"instead of (the )?max",
        r"no max", r"first (point|k)"]], '''
def my_interpolated(labels, n_relevant):
    P_k, R_k = [], []
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        P_k.append(hits / k)
        R_k.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        p = 0.0
        for pk, rk in zip(P_k, R_k):
            if rk >= r:
                p = pk
                break
        out.append(p)
    return out
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "the denominator has beta * P instead of beta^2 * P (the square dropped in "
      "one place)",
      [[r"beta\b(?!.?(\^|\*\*|squared|2)).{0,30}(instead of|not).{0,20}(beta.?(\^|\*\*) ?2|beta squared|square)",
        r"(squar\w*|\^ ?2|\*\* ?2).{0,40}(denominator|missing|dropped|forgot)",
        r"denominator.{0,40}(beta\b|not squared|squar\w*)", r"not squared"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta ** 2) * P * R / (beta * P + R)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e", r"wrong base", r"another base", r"log base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    rel = np.asarray(grades, dtype=float)
    if rel.size == 0:
        return 0.0
    i = np.arange(2, rel.size + 1)
    return float(rel[0] + np.sum(rel[1:] / np.log(i)))
''')

wrong("q10", "dcg.trec", "shape", "divides by log2(i) + 1 instead of log2(i + 1) (the parenthesis read "
      "around the log only)",
      [[r"log2 ?\(i\) ?\+ ?1", r"log2\(i\)\+1", r"\+ ?1 outside", r"outside (the )?(log|parenthes)",
        r"parenthes\w*", r"plus one after"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(rel_i / (math.log2(i) + 1) for i, rel_i in enumerate(grades, start=1))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound drops the + v term: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"v ?/ ?\(d ?- ?s\)", r"(drop\w*|miss\w*|forg[eo]t|without|omit\w*).{0,30}\+ ?v", r"\+ ?v.{0,30}(missing|dropped)",
        r"d ?- ?s instead"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2 (>= instead of >)",
      [[r"ti\w*.{0,40}(as )?(1|one|a full|whole)\b(?!/)", r">=", r"greater (than )?or equal", r"instead of (1/2|a half|0\.5)",
        r"not (halved|1/2|a half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for sp in pos for sn in neg if sp >= sn)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ndcg.value", "shape", "types the DCG of the grades and never divides it by the ideal DCG",
      [[r"(never|not|without|forg[eo]t\w*|missing|no).{0,30}(divi\w*|normali[sz]\w*)", r"ideal DCG.{0,30}(missing|never|not)",
        r"only (the )?DCG", r"DCG instead of NDCG", r"un.?normali[sz]ed", r"raw DCG"]], '''
import math

grades = v["grades"]
DCG = grades[0] + sum(grades[i - 1] / math.log2(i) for i in range(2, len(grades) + 1))
my_ndcg_value = DCG
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"11", r"eleven", r"instead", r"divid\w*", r"number of levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    k = np.arange(1, len(y) + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        mask = R >= r - 1e-12
        total += P[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "takes P@k at a relevant rank before counting that relevant item (hits "
      "incremented after the precision is read)",
      [[r"before (count|increment|adding|updat)\w*", r"after (the )?precision", r"off.by.one", r"one (hit|relevant) (short|too few|behind)",
        r"increment\w* (too )?late", r"hits - 1", r"not (yet )?count\w*"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel_k in enumerate(labels, start=1):
        if rel_k:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "the relevant-item counter is not reset between queries, so later queries' "
      "precisions carry the earlier queries' hits",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) (over|on)", r"accumulat\w* across", r"previous quer\w*",
        r"earlier quer\w*", r"outside the loop", r"leak\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "appends a PR point at every rank instead of only at the ranks of relevant "
      "items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"irrelevant ranks", r"outside the if", r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    if not any(labels):
        return []
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        points.append(hits / k)
    return points
''')

wrong("q18", "interp.step", "flow", "the loop over the relevant items never breaks at the first R_i >= level, so "
      "it returns the precision of the last relevant item reaching the level",
      [[r"break", r"last (relevant|R_i|point|item)", r"keeps? (going|looping|overwrit\w*)", r"overwrit\w*",
        r"not (the )?first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R_i, P_i = [], []
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            R_i.append(hits / n_relevant)
            P_i.append(hits / k)
    p = 0.0
    for i in range(len(R_i)):
        if R_i[i] >= level - 1e-12:
            p = P_i[i]
    return p
''')

wrong("q19", "rank.distances", "flow", "never sorts the items by distance: takes P@k of the labels in the given "
      "order",
      [[r"(never|not|without|forg[eo]t\w*|no)\s+(sort|rank|order)\w*", r"unsorted", r"given order", r"original order",
        r"input order", r"ignor\w* (the )?distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(l for _, l in top) / k
''')

wrong("q20", "pr.averaged", "flow", "the list of interpolated precisions is created once outside the query loop "
      "and its maximum carries from one query to the next",
      [[r"outside (the )?(query )?loop", r"(not|never) reset", r"carr(y|ies|ied) (over|on)", r"previous quer\w*",
        r"shared (list|curve)", r"reus\w*", r"leak\w*", r"accumulat\w* across"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    p_interp = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        for k, x in enumerate(run, start=1):
            hits += x
            P, Rk = hits / k, hits / R
            for j, r in enumerate(levels):
                if Rk >= r - 1e-12:
                    p_interp[j] = max(p_interp[j], P)
        for j in range(11):
            sums[j] += p_interp[j]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank is overwritten by "
      "the last relevant item's rank",
      [[r"break", r"last relevant", r"overwrit\w*", r"not (the )?first", r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved with no guard: crashes when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    tp = len(A & B)
    fp = len(A - B)
    fn = len(B - A)
    P = tp / (tp + fp)
    R = tp / (tp + fn) if tp + fn else 0.0
    return [P, R]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "takes the mean of the labels of the result A with no guard: an "
      "empty result gives nan instead of 0", [NAN], '''
import warnings
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    A = d < epsilon
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(y[A].mean())
''')

wrong("q24", "interp.step", "hidden", "when no R_i reaches the level it falls back on the last point's precision "
      "P_i instead of 0",
      [[r"last (point|P_?i|relevant|precision)", r"fall\w* back", r"instead of (0|zero)", r"not (0|zero)",
        r"never reach\w*.{0,40}(last|P_?i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R_i, P_i = [], []
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            R_i.append(hits / n_relevant)
            P_i.append(hits / k)
    if not P_i:
        return 0.0
    i = next((i for i, R in enumerate(R_i) if R >= level - 1e-12), len(R_i) - 1)
    return P_i[i]
''')

wrong("q25", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the slice's length, so a list shorter "
      "than the class is divided by its length instead of c",
      [[r"(length|len) of (the )?(slice|list)", r"len\(", r"instead of (c|n_relevant|the class size)",
        r"divid\w* by (the )?(slice|list)'?s? length"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    scope = labels[:c]
    return sum(scope) / len(scope)
''')

wrong("q26", "ap.at_k", "hidden", "uses the length of the top-k slice for k in min(k, R), so a list shorter than "
      "k gets a smaller denominator",
      [[r"(length|len) of (the )?(slice|list|top)", r"len\(", r"instead of k\b", r"truncat\w*"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(top, start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q27", "scope.knn_ties", "hidden", "looks at the (k+1)-th distance to see whether the tie straddles the "
      "cut: crashes when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d_k = pairs[k - 1][0]
    if pairs[k][0] != d_k:
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    closer = [l for d, l in pairs if d < d_k]
    tied = [l for d, l in pairs if d == d_k]
    slots = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    lo = sum(closer) + max(0, slots - nonrel_tied)
    hi = sum(closer) + min(slots, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with no guard: 0/0 gives nan when there is "
      "no relevant item at all", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        rel = np.asarray(rel, dtype=float)
        if rel.size == 0:
            return np.float64(0.0)
        return rel[0] + np.sum(rel[1:] / np.log2(np.arange(2, rel.size + 1)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on R instead of P in the denominator: (1 + b^2) P R / (P + b^2 R)",
      [[r"beta.?(\^|\*\*) ?2.{0,30}(on|with|times|multipl\w*) (the )?(R|recall)", r"(R|recall) (instead of|not) (P|precision)",
        r"(P|precision) ?\+ ?beta", r"denominator.{0,40}(recall|R\b)", r"wrong term"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * P * R / (P + b2 * R)
''')

wrong("q30", "map.mean", "twin", "pools the precision sums of all queries and divides by the total number of "
      "relevant items (sum of n_relevant), not the mean of the queries' APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum of (the )?n_relevant", r"sum\(n_relevant\)", r"micro",
        r"all queries'? relevant"]], '''
def my_map(runs, n_relevant):
    total_prec = 0.0
    for run in runs:
        hits = 0
        for k, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                total_prec += hits / k
    R_total = sum(n_relevant)
    return total_prec / R_total if R_total else 0.0
''')

wrong("q31", "roc.auc", "twin", "counts only pairs where the positive scores strictly higher: a tied pair counts "
      "0 instead of 1/2",
      [[r"ti\w*.{0,40}(count\w* )?(0|zero|nothing|ignored|dropped)", r"strict\w*", r"instead of (1/2|a half|0\.5)",
        r"no half", r"without (the )?(1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] > neg[None, :]).mean())
''')

wrong("q32", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the columns in another order), so fn is "
      "used as the false positives",
      [[r"column", r"order of (the )?(table|entries|counts)", r"\[tp, ?fn, ?fp\]", r"fn (as|for|instead of) (the )?fp",
        r"(swap|confus|mix)\w*.{0,20}(fp|fn)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q33", "ndcg.all_judgments", "twin", "cuts the ideal ranking to the length of the retrieved list (only its "
      "first len(grades) ideal grades are kept)",
      [[r"cut\w*", r"truncat\w*", r"length of (the )?(retrieved|grades)", r"len\(grades\)", r"first n",
        r"top.?n", r"only (the )?first"]], '''
import math

def my_ndcg(grades, unretrieved):
    def DCG(rel):
        return sum(r if i == 1 else r / math.log2(i) for i, r in enumerate(rel, start=1))
    n = len(grades)
    ideal = sorted(grades + unretrieved, reverse=True)[:n]
    IDCG = DCG(ideal)
    return DCG(grades) / IDCG if IDCG else 0.0
''')

wrong("q34", "rank.p_at_k", "twin", "copies the 1-based ranks of the slides as indices: sums labels[1:k+1], "
      "skipping the item at rank 1",
      [[r"1.based", r"one.based", r"labels\[1", r"index 1", r"skip\w* (the )?(first|rank 1)", r"off.by.one",
        r"shift\w*"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("q35", "map.mrr", "twin", "leaves queries with no relevant item out of the mean (divides by the number "
      "of queries that found one)",
      [[r"(left|leaves|leaving|dropp\w*|skip\w*|exclud\w*|ignor\w*).{0,30}quer\w*", r"number of queries (that|with)",
        r"only (the )?quer\w* (with|that)", r"denominator"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        try:
            rank = run.index(1) + 1
        except ValueError:
            continue
        rr.append(1 / rank)
    return sum(rr) / len(rr) if rr else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "divides by the number of labels in the top-k slice, so ranks beyond the end "
      "of the list are dropped instead of counting as not relevant",
      [[r"shorter than k", r"len\(", r"length of (the )?(list|slice)", r"instead of k\b", r"dropp\w*.{0,30}ranks"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q37", "set.pr", "data", "treats retrieved as a list: an id retrieved twice counts twice (in tp and in "
      "the number retrieved)",
      [[r"duplicat\w*", r"counted twice", r"counts? (it )?twice", r"not (as )?a set", r"as a list", r"set\(", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    tp = sum(1 for d in retrieved if d in rel)
    P = tp / len(retrieved) if retrieved else 0.0
    R = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [P, R]
''')

wrong("q38", "roc.eer", "data", "takes label 0 as the positive class (positives and negatives swapped)",
      [[r"label 0", r"(swap|revers|invert|flip)\w*.{0,30}(label|class|positive)", r"0 as (the )?positive",
        r"positive class", r"negatives? as positive"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    n_p, n_n = pos.sum(), (~pos).sum()
    FPR, TPR = [0.0], [0.0]
    for t in sorted(set(s), reverse=True):
        FPR.append(((s >= t) & ~pos).sum() / n_n)
        TPR.append(((s >= t) & pos).sum() / n_p)
    for i in range(1, len(FPR)):
        g0 = 1 - TPR[i - 1] - FPR[i - 1]
        g1 = 1 - TPR[i] - FPR[i]
        if g0 >= 0 >= g1:
            if g0 == g1:
                return float(FPR[i - 1])
            t = g0 / (g0 - g1)
            return float(FPR[i - 1] + t * (FPR[i] - FPR[i - 1]))
    return 0.0
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items, so the database size is taken as "
      "d + s",
      [[r"d ?\+ ?s", r"unjudged", r"database size", r"size of the database", r"d (is|as) the (whole|database)",
        r"not judged"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [float(Fraction(v, s)), float(Fraction(v, D - s + v)) if D - s + v else 0.0, float(Fraction(v, D))]
''')

wrong("q40", "scope.knn_ties", "data", "sorts the distances but not the labels with them: the labels stay in "
      "the input order",
      [[r"labels? (are |is )?(not|never) (sorted|reordered|moved)", r"(not|never) (sort|reorder)\w* (the )?labels",
        r"input order", r"original order", r"labels? (out of|in the wrong) order", r"misalign\w*", r"zip"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.sort(np.asarray(distances))
    y = np.asarray(labels)
    d_k = d[k - 1]
    closer = d < d_k
    tied = d == d_k
    slots = k - closer.sum()
    rel_closer = y[closer].sum()
    rel_tied = y[tied].sum()
    nonrel_tied = tied.sum() - rel_tied
    lo = rel_closer + max(0, slots - nonrel_tied)
    hi = rel_closer + min(slots, rel_tied)
    return [float(lo / k), float(hi / k)]
''')

wrong("q41", "pr.averaged", "data", "uses the first query's n_relevant for every query (n_relevant read as one "
      "number)",
      [[r"first query'?s? (n_relevant|class|R)", r"n_relevant\[0\]", r"one (number|value)", r"same (n_relevant|R)",
        r"every query'?s? (own )?(n_relevant|class size)", r"per.query"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for run in runs:
        hits, P_k, R_k = 0, [], []
        for k, x in enumerate(run, start=1):
            hits += x
            P_k.append(hits / k)
            R_k.append(hits / R if R else 0.0)
        curves.append([max([p for p, r in zip(P_k, R_k) if r >= j / 10 - 1e-12], default=0.0) if R else 0.0
                       for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q42", "ap.exact", "data", "uses the number of relevant items in the list (sum of labels) as R instead of "
      "n_relevant, as if every relevant item had been retrieved",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"ignor\w* n_relevant",
        r"instead of n_relevant", r"ones in (the )?(list|labels)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.array(labels)
    R = y.sum()
    if R == 0:
        return 0.0
    P_at_k = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((P_at_k * y).sum() / R)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fraction, the slides' sum of P@k over relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, rel_k in enumerate(labels, start=1):
        if rel_k:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "dcg.classic", "NumPy, rel_1 plus the discounted tail", '''
import numpy as np

def my_dcg(grades):
    rel = np.asarray(grades, dtype=float)
    if rel.size == 0:
        return 0.0
    return float(rel[0] + np.sum(rel[1:] / np.log2(np.arange(2, rel.size + 1))))
''')

right("q45", "pr.points", "comprehension with itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), start=1) if x]
''')

right("q46", "scope.eps_precision", "itertools.compress over d(Q, T_i) < epsilon", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    A = list(compress(labels, [d < epsilon for d in distances]))
    return sum(A) / len(A) if A else 0.0
''')

right("q47", "gen.grip_point", "explicit loop over s = c ranks, missing ranks not relevant", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    v = 0
    for i in range(c):
        if i < len(labels) and labels[i]:
            v += 1
    return v / c
''')

right("q48", "interp.curve", "the worked example's table rebuilt, exact Fraction levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    table = []
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        table.append((Fraction(hits, k), Fraction(hits, n_relevant) if n_relevant else Fraction(0)))
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        out.append(float(max([P for P, R in table if R >= r], default=0)) if n_relevant else 0.0)
    return out
''')

SUBMISSIONS = tuple(S)
