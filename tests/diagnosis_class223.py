"""Diagnosis class 223, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
come from MATLAB and Julia: 1-based indices, inclusive ranges (``1:k``, ``0:0.1:1``), column vectors, element-wise
operators (``.*``, ``./``, ``.^``), ``numel``/``zeros``/``cumsum`` habits carried over to Python and NumPy. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c223-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class223).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 223 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c223-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives|counts).{0,40}(before|then) divid",
        r"(total|summed|overall) (tp|counts|true positives)", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.array(tables, dtype=float)      # n x 3, like a MATLAB matrix
    tp = T[:, 0]
    fp = T[:, 1]
    return float(np.sum(tp) / np.sum(tp + fp))
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the trec/Jarvelin DCG at every rank "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec.?(style|eval)? dcg", r"discount.{0,40}(rank 1|first rank|every rank)",
        r"(other|wrong|different) discount", r"burges", r"shifted discount"]], '''
from math import log2

def my_dcg(grades):
    n = len(grades)
    dcg = 0.0
    for i in range(1, n + 1):          # i = 1:n
        dcg = dcg + grades[i - 1] / log2(i + 1)
    return dcg
''')

wrong("q03", "interp.step", "sibling", "takes the maximum precision at any recall >= level (the 11-point "
      "interpolation rule) instead of the step rule's P_i",
      [[r"max(imum)? (precision )?(at|over) (any|all|every|higher|later)", r"highest precision",
        r"(11|eleven).?point (rule|interpolation)", r"instead of (the step|P_i)", r"interpolated precision (rule|max)",
        r"max\(?\s*P"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.array(labels, dtype=float).reshape(-1, 1)     # column vector
    k = np.arange(1, y.shape[0] + 1).reshape(-1, 1)
    P = np.cumsum(y, axis=0) / k
    R = np.cumsum(y, axis=0) / n_relevant
    mask = (R >= level - 1e-12) & (y == 1)
    if not mask.any():
        return 0.0
    return float(P[mask].max())
''')

wrong("q04", "ap.at_k", "sibling", "divides the sum of precisions by k (the other AP@k denominator) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by k\b", r"denominator (of |is |= )?k\b", r"\bk\b instead of min", r"/ ?k\b",
        r"always k\b", r"over k\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.array(labels[:k], dtype=float)
    if n_relevant == 0:
        return 0.0
    P = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(P * y) / k)
''')

wrong("q05", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank (trec_eval's "
      "DCG) instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"(other|wrong|different) discount",
        r"discount.{0,40}(rank 1|first rank|every rank)", r"shifted discount"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    disc = lambda n: np.log2(np.arange(1, n + 1) + 1)
    dcg = np.sum(g / disc(len(g)))
    idcg = np.sum(ideal / disc(len(ideal)))
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q06", "sig.sign_test", "sibling", "reports the one-sided sign test p-value instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"(not|never|forgot\w*).{0,20}doubl\w*", r"single tail",
        r"only one (tail|side)", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for i in range(1, len(a) + 1) if a[i - 1] > b[i - 1])
losses = sum(1 for i in range(1, len(a) + 1) if a[i - 1] < b[i - 1])
n = wins + losses
kmin = min(wins, losses)
my_sign_p = sum(comb(n, j) for j in range(0, kmin + 1)) / 2 ** n
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain DCG sum rel_i / log2(i + 1) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear gain", r"(raw|plain) (grade|gain|rel)", r"grade itself", r"without (the )?(2\^|exponential|2 \*\*|power)",
        r"gain (is|was|of) (the )?(rel|grade)", r"not exponenti\w*", r"grades? (used )?as (the )?gain"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, g.size + 1)
my_dcg_exp = float(np.sum(g / np.log2(i + 1)))
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (the .^2 left out) in both places of the "
      "F formula",
      [[r"beta\b(?! ?(\^|\*\*|squared|²))", r"not squared", r"squar\w*", r"beta\^?2"],
       [r"instead of", r"without", r"missing", r"forgot\w*", r"left out", r"not"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("q09", "ndcg.value", "shape", "discounts with the natural log (MATLAB's log) instead of log2",
      [[r"natural log", r"\bln\b", r"log\b(?!2)", r"base e", r"(wrong|another|other) base", r"log_?e"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
u = np.array(v["unretrieved"], dtype=float)

def dcg(x):
    out = x[0]
    for i in range(2, len(x) + 1):
        out = out + x[i - 1] / np.log(i)
    return out

ideal = np.sort(np.concatenate([g, u]))[::-1]
my_ndcg_value = float(dcg(g) / dcg(ideal))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2",
      [[r"tie\w*"], [r"count\w* (as )?(1|one|a full|a whole)\b(?! ?/)", r"instead of (1/2|a half|0\.5|half)", r">=",
                     r"greater (than )?or equal", r"not (halved|half)", r"full (point|pair|credit)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    pos = s[y == 1].reshape(-1, 1)      # column vector
    neg = s[y == 0].reshape(1, -1)      # row vector
    M = pos >= neg                      # broadcast like MATLAB's bsxfun
    return float(M.sum() / M.size)
''')

wrong("q11", "ap.value", "shape", "returns the sum of the precisions at the relevant ranks, never divided by "
      "n_relevant",
      [[r"(never|not|no|without|forgot\w*|missing).{0,30}divid\w*", r"sum (of (the )?precisions )?(only|instead)",
        r"not (averaged|normali[sz]ed)", r"just the sum", r"divided by .{0,20}missing", r"the sum of the precisions"]], '''
labels = v["labels"]
n_relevant = v["n_relevant"]
hits = 0
s = 0.0
for k in range(1, len(labels) + 1):
    if labels[k - 1] == 1:
        hits = hits + 1
        s = s + hits / k
my_ap_value = s
''')

wrong("q12", "pr.points", "shape", "computes each point's precision upside down, rank / hits instead of hits / rank",
      [[r"invert\w*", r"upside", r"recipro\w*", r"rank\s*/\s*hits", r"swapp\w*", r"the wrong way round",
        r"numerator and denominator"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.array(labels)
    ranks = np.flatnonzero(y == 1) + 1       # 1-based ranks of the relevant items
    hits = np.arange(1, ranks.size + 1)
    return list(ranks / hits)
''')

wrong("q13", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"divid\w*", r"denominator", r"instead of 11", r"mean", r"average"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels, dtype=float)
    k = np.arange(1, y.size + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(0, 11):               # r = 0:0.1:1
        r = j / 10
        ok = R >= r - 1e-12
        total = total + (P[ok].max() if ok.any() else 0.0)
    return float(total / 10)
''')

wrong("q14", "gen.practical", "shape", "the recall lower bound drops the + v: v / (d - s) instead of v / (d - s + v)",
      [[r"\+ ?v", r"d ?- ?s\b(?! ?\+)", r"(missing|forgot\w*|without|drop\w*|left out).{0,30}\bv\b",
        r"v / ?\(d ?- ?s\)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.array(labels)
    s = y.size
    v = y.sum()
    return [float(v / s), float(v / (d - s)), float(v / d)]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "overwrites the accumulator (total = ap) instead of adding, so the last query's AP "
      "is divided by the number of queries",
      [[r"overwrit\w*", r"last query", r"not (accumulat|add|summ)\w*", r"instead of add\w*", r"\+=",
        r"replac\w*.{0,30}(sum|total)", r"only the last"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(1, len(runs) + 1):
        y = runs[q - 1]
        hits, s = 0, 0.0
        for k in range(1, len(y) + 1):
            if y[k - 1]:
                hits += 1
                s += hits / k
        ap = s / n_relevant[q - 1] if n_relevant[q - 1] else 0.0
        total = ap
    return total / len(runs)
''')

wrong("q16", "rank.p_at_k", "flow", "translates labels(1:k) to labels[1:k], skipping the first rank (and reading "
      "one rank short)",
      [[r"1:k", r"\[1 ?: ?k\]", r"skip\w* (the )?first", r"first (rank|item|label).{0,30}(skipped|ignored|left out|missing)",
        r"off.by.one", r"shift\w*", r"from (the )?second"]], '''
def my_p_at_k(labels, k):
    top = labels[1:k]
    return sum(top) / k
''')

wrong("q17", "map.mrr", "flow", "loops i in range(1, n), which like 1:n-1 never looks at the last rank",
      [[r"last (rank|item|position|element)", r"range\(1, ?(n|len)", r"off.by.one", r"exclusive",
        r"stops? (one )?(rank )?(short|early)", r"one (rank )?short"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        n = len(run)
        for i in range(1, n):           # meant 1:n
            if run[i - 1] == 1:
                total += 1 / i
                break
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "resets the running sum inside the query loop, so only the last query's curve "
      "is divided by the number of queries",
      [[r"reset\w*", r"re.?initiali[sz]\w*", r"inside the (query )?loop", r"last query", r"only the last",
        r"overwrit\w*", r"zeros.{0,30}(inside|every|each)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    nq = len(runs)
    for q in range(nq):
        acc = np.zeros(11)
        y = np.array(runs[q], dtype=float)
        if n_relevant[q] == 0 or y.size == 0:
            continue
        k = np.arange(1, y.size + 1)
        P = np.cumsum(y) / k
        R = np.cumsum(y) / n_relevant[q]
        for j in range(11):
            ok = R >= j / 10 - 1e-12
            acc[j] = P[ok].max() if ok.any() else 0.0
    return list(acc / nq)
''')

wrong("q19", "roc.eer", "flow", "walks the ROC curve in the given order of the scores, never sorting them by "
      "score first",
      [[r"(never|not|without|forgot\w*|no) sort\w*", r"unsorted", r"given order", r"input order",
        r"order (of|in) the input", r"sort\w* .{0,20}(missing|forgotten)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    f, t = [0.0], [0.0]
    tp = fp = 0
    i = 0
    while i < s.size:
        j = i
        while j < s.size and s[j] == s[i]:
            j += 1
        tp += (y[i:j] == 1).sum()
        fp += (y[i:j] == 0).sum()
        f.append(fp / N)
        t.append(tp / P)
        i = j
    for m in range(1, len(f)):
        f0, t0, f1, t1 = f[m - 1], t[m - 1], f[m], t[m]
        if f1 >= 1 - t1:
            den = (f1 - f0) + (t1 - t0)
            a = (1 - t0 - f0) / den if den else 0.0
            return float(f0 + a * (f1 - f0))
    return 1.0
''')

wrong("q20", "ap.exact", "flow", "divides by the rank before counting the hit (hits is incremented after the "
      "precision is taken), so each precision is one hit short",
      [[r"before (it is |being )?(increment|count|add)\w*", r"after (taking|computing|the precision)",
        r"one hit short", r"(increment|update)\w*.{0,30}(too late|after|order)", r"off.by.one", r"hits - 1",
        r"order of (the )?(two )?(lines|statements|updates)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            s = s + hits / k
            hits = hits + 1
    return s / n_relevant
''')

wrong("q21", "scope.knn_ties", "flow", "cuts the sorted targets with [0:k + 1] (MATLAB's inclusive 1:k+1 habit), counting k + 1 "
      "targets in both bounds",
      [[r"k ?\+ ?1", r"one (target|item|rank) too many", r"off.by.one", r"inclusive", r"0:k",
        r"(first )?k ?\+ ?1 (targets|items|ranks)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.array(distances, dtype=float)
    y = np.array(labels)
    low = np.lexsort((y, d))          # ties: non-relevant first
    high = np.lexsort((-y, d))        # ties: relevant first
    return [float(y[low[0:k + 1]].sum() / k), float(y[high[0:k + 1]].sum() / k)]
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved even when nothing is retrieved "
      "(ZeroDivisionError instead of precision 0)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    hit = len(A & B)
    p = hit / len(A)
    r = hit / len(B) if B else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(skip|drop|exclud|ignor|left out|leav)\w*.{0,40}(query|queries)", r"(query|queries).{0,40}(skipped|dropped|excluded|ignored|left out)",
        r"fewer queries", r"not counted as 0", r"instead of (counting )?(it as )?0"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.array(tables, dtype=float)
    ret = T[:, 0] + T[:, 1]
    keep = ret > 0
    return float(np.mean(T[keep, 0] / ret[keep]))
''')

wrong("q24", "ap.at_k", "hidden", "reads labels[i] for i up to k, which raises IndexError when k is longer than "
      "the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(1, k + 1):
        if labels[i - 1] == 1:
            hits += 1
            s += hits / i
    return s / den
''', crash="IndexError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG even when it is 0 (ZeroDivisionError "
      "instead of NDCG 0)",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(g[i - 1] / (1 if i == 1 else log2(i)) for i in range(1, len(g) + 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "takes np.mean of an empty selection when nothing is within "
      "epsilon, returning nan instead of 0",
      [NAN, [r"empty", r"nothing (is )?within", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances, dtype=float)
    y = np.array(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "interp.step", "hidden", "when the level is never reached, clamps the index to the last relevant item "
      "and returns its precision instead of 0",
      [[r"clamp\w*", r"last (relevant|point|precision)", r"instead of 0", r"min\(",
        r"beyond the (last|highest) recall"]], '''
import math

def my_step_interpolated(labels, n_relevant, level):
    P = []
    hits = 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            hits += 1
            P.append(hits / k)
    if not P:
        return 0.0
    i = math.ceil(round(level * n_relevant, 9))
    i = min(i, len(P))
    return P[i - 1]
''')

wrong("q28", "pr.points", "hidden", "returns [0.0] instead of an empty list when no relevant item is retrieved",
      [[r"\[0(\.0)?\]", r"instead of (an )?empty", r"empty list", r"a (single|lone|spurious|extra) (0|zero)",
        r"(extra|spurious) point"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.array(labels, dtype=float)
    P = np.cumsum(y) / np.arange(1, y.size + 1)
    pts = P[y == 1]
    if pts.size == 0:
        return [0.0]                      # like MATLAB's p = 0 default
    return pts.tolist()
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1, 0.1) (MATLAB's 0:0.1:1 is "
      "inclusive), so level 1.0 is left out while the sum is still divided by 11",
      [[r"arange", r"1\.0.{0,40}(left out|missing|excluded|dropped|not included)",
        r"(missing|without|excludes?|drops?|never).{0,30}(level )?1\.0", r"exclusive", r"end ?point",
        r"last level", r"only 10 levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels, dtype=float)
    k = np.arange(1, y.size + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    levels = np.arange(0, 1, 0.1)            # meant 0:0.1:1
    vals = [P[R >= r - 1e-12].max() if (R >= r - 1e-12).any() else 0.0 for r in levels]
    return float(np.sum(vals) / 11)
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator "
      "(beta^2 R + P), which equals F with 1/beta",
      [[r"denominator", r"beta.?\^?2 ?\*? ?r\b", r"beta.{0,20}(recall|r)\b instead of .{0,20}(precision|p)\b",
        r"swapp\w*", r"(precision|p) and (recall|r).{0,30}(swapp|confus|exchang)\w*", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta ** 2) * P * R / (beta ** 2 * R + P)
''')

wrong("q31", "scope.knn_ties", "twin", "confuses the tie rules: the lowest bound puts the tied relevant targets "
      "first and the highest puts them last",
      [[r"(optimistic|pessimistic).{0,40}(swapp|confus|revers|exchang|wrong way)\w*",
        r"(swapp|confus|revers|exchang)\w*.{0,40}(optimistic|pessimistic|tie rule|bounds|order)",
        r"relevant (targets )?first for the (lowest|lower)", r"wrong way round", r"tie rules? (swapped|reversed)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.array(distances, dtype=float)
    y = np.array(labels)
    first = np.lexsort((-y, d))       # ties: relevant first
    last = np.lexsort((y, d))         # ties: relevant last
    return [float(y[first[:k]].mean()), float(y[last[:k]].mean())]
''')

wrong("q32", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"(number|count) of (relevant )?(items )?retrieved", r"retrieved relevant",
        r"relevant (items )?(retrieved|in the list|found)", r"hits instead of n_relevant", r"found"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.array(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    P = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.sum(P * y) / np.sum(y))
''')

wrong("q33", "map.mrr", "twin", "leaves the queries with no relevant item retrieved out of the mean instead of "
      "counting their RR as 0",
      [[r"(skip|drop|exclud|ignor|left out|leav)\w*.{0,40}(query|queries)",
        r"(query|queries).{0,40}(skipped|dropped|excluded|ignored|left out)", r"fewer queries",
        r"only (the )?queries with", r"not counted as 0"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr.append(1 / i)
                break
    return sum(rr) / len(rr)
''')

wrong("q34", "roc.auc", "twin", "breaks tied scores by their position (ordinal ranks) in the rank-sum formula "
      "instead of giving them mid-ranks",
      [[r"ordinal", r"mid.?ranks?", r"average ranks?", r"(tie|tied)\w*.{0,40}(position|order|broken|arbitrar)",
        r"(broken|break\w*).{0,30}ties?"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    order = np.argsort(s, kind="stable")
    r = np.empty(s.size)
    r[order] = np.arange(1, s.size + 1)      # 1-based ranks
    n1, n0 = (y == 1).sum(), (y == 0).sum()
    return float((r[y == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q35", "ap.at_k", "twin", "uses min(k, sum(labels)), the relevant items in the list, instead of "
      "min(k, n_relevant)",
      [[r"sum\(labels\)", r"(number|count) of (relevant )?(items )?retrieved", r"retrieved relevant",
        r"relevant (items )?(retrieved|in the list|found)", r"instead of n_relevant", r"found"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.array(labels, dtype=float)
    top = y[:k]
    den = min(k, int(y.sum()))
    if den == 0:
        return 0.0
    P = np.cumsum(top) / np.arange(1, top.size + 1)
    return float(np.sum(P * top) / den)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"(not|never) (a |as a )?set", r"as a list", r"repeated", r"counted (twice|two times|more than once)",
        r"(twice|two times) in (the )?(numerator|count|precision)"]], '''
def my_set_pr(retrieved, relevant):
    hit = sum(1 for x in retrieved if x in relevant)
    p = hit / len(retrieved) if len(retrieved) else 0.0
    r = len(set(retrieved) & set(relevant)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "ranks the distances from largest to smallest, as if they were scores",
      [[r"descend\w*", r"largest (first|distance)", r"farthest", r"(as|like) (a )?(score|similarit)\w*",
        r"revers\w*", r"wrong (direction|order)", r"highest (distance )?first"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances, dtype=float)
    y = np.array(labels, dtype=float)
    order = np.argsort(-d)
    return float(y[order[:k]].sum() / k)
''')

wrong("q38", "map.mean", "data", "uses n_relevant[0] (the first query's count) for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (count|n_relevant|number)", r"same n_relevant",
        r"one n_relevant", r"every query.{0,40}(same|first)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for y in runs:
        y = np.array(y, dtype=float)
        P = np.cumsum(y) / np.arange(1, y.size + 1)
        aps.append(np.sum(P * y) / n_relevant[0])
    return float(np.mean(aps))
''')

wrong("q39", "roc.auc", "data", "takes label 0 as the positive class",
      [[r"label 0", r"0 as (the )?positive", r"positive.{0,30}(class|label).{0,30}(0|swapp|revers|invert)",
        r"labels? (swapped|reversed|inverted)", r"1 ?- ?auc", r"complement"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    pos = s[y == 0][:, None]
    neg = s[y == 1][None, :]
    return float(((pos > neg) + 0.5 * (pos == neg)).mean())
''')

wrong("q40", "ndcg.all_judgments", "data", "puts a grade 1 for each unretrieved item in the ideal (treats them as "
      "binary relevant) instead of their own grades",
      [[r"grade (of )?1", r"binary", r"(their|own|actual) grades", r"count of unretrieved", r"len\(unretrieved\)",
        r"(as|like) 1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(g[i - 1] / (1 if i == 1 else log2(i)) for i in range(1, len(g) + 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    z = dcg(ideal)
    return dcg(grades) / z if z > 0 else 0.0
''')

wrong("q41", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon",
      [[r"similarit\w*", r"d ?> ?eps", r"greater than eps", r"(far|farther|beyond|outside) (than )?eps",
        r"wrong (side|direction)", r"revers\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    sel = [labels[i - 1] for i in range(1, len(distances) + 1) if distances[i - 1] > epsilon]
    return sum(sel) / len(sel) if sel else 0.0
''')

wrong("q42", "interp.curve", "data", "takes the number of relevant items as sum(labels) (those retrieved) instead "
      "of n_relevant, so recall reaches 1 too early",
      [[r"sum\(labels\)", r"(number|count) of (relevant )?(items )?retrieved", r"retrieved relevant",
        r"relevant (items )?(retrieved|in the list|found)", r"instead of n_relevant", r"unretrieved"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels, dtype=float)
    R_total = y.sum()
    if R_total == 0:
        return [0.0] * 11
    k = np.arange(1, y.size + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / R_total
    out = []
    for j in range(11):
        ok = R >= j / 10 - 1e-12
        out.append(float(P[ok].max()) if ok.any() else 0.0)
    return out
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "rank.p_at_k", "1-based loop over 1:k with a bounds check", '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

right("q44", "map.mrr", "next() over enumerate(run, 1) with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x == 1), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q45", "gen.grip_point", "zero-padded NumPy column vector", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    y = np.zeros((max(c, len(labels)), 1))
    y[:len(labels), 0] = labels
    return float(y[:c].sum() / c)
''')

right("q46", "rank.distances", "argsort with a stable sort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.array(distances, dtype=float), kind="stable")
    y = np.array(labels)[order]
    return float(y[:k].sum() / k)
''')

right("q47", "set.pr", "exact Fractions over sets", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    hit = len(A & B)
    p = Fraction(hit, len(A)) if A else Fraction(0)
    r = Fraction(hit, len(B)) if B else Fraction(0)
    return [float(p), float(r)]
''')

right("q48", "dcg.classic", "itertools.starmap over 1-based ranks", '''
from itertools import starmap
from math import log2

def my_dcg(grades):
    return float(sum(starmap(lambda i, g: g if i == 1 else g / log2(i), enumerate(grades, 1))))
''')

SUBMISSIONS = tuple(S)
