"""Diagnosis class 75, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
imitate trec_eval's C code and other systems code: while loops with manual counters and index variables, 0-based
arrays with explicit bounds, a cutoff array walked with a pointer, break/continue conditions, accumulators reset
(or not) per query, explicit casts, sentinel values such as -1 or 1e9 (with some NumPy, comprehensions, itertools
and fractions among them). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task
ids, signatures, statements, hidden-check hints, references), the measure library and the course documents were
read, with the format lines of tests/diagnosis_class19.py and tests/heldout_submissions.py. Student ids are
``"c75-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class75).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 75 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c75-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (the query's total number of relevant items)",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"relevant (items )?(found|in the (list|ranking))",
        r"number of hits", r"hits instead", r"sum\(labels\)", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"instead of n_relevant", r"not (by )?n_relevant"]], '''
def my_ap(labels, n_relevant):
    n = len(labels)
    i = 0
    rel_ret = 0
    sum_prec = 0.0
    while i < n:
        if labels[i] > 0:
            rel_ret += 1
            sum_prec += float(rel_ret) / (i + 1)
        i += 1
    if rel_ret == 0:
        return 0.0
    return sum_prec / rel_ret
''')

wrong("q02", "ap.at_k", "sibling", "divides AP@k by n_relevant (trec_eval's cut AP) instead of min(k, n_relevant)",
      [[r"divid\w* by (all )?(the )?n_relevant", r"n_relevant (as|in) (the )?denominator", r"by R\b",
        r"denominator.{0,20}n_relevant", r"total number of relevant", r"trec_eval", r"plain AP",
        r"instead of min", r"not min", r"without (the )?min", r"rather than min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant <= 0:
        return 0.0
    n = len(labels)
    last = k if k < n else n
    i = 0
    num_rel = 0
    total = 0.0
    while i < last:
        if labels[i]:
            num_rel += 1
            total += num_rel / float(i + 1)
        i += 1
    return total / n_relevant
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (hits over its length) instead "
      "of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"length of the (list|ranking)",
        r"len\(labels\)", r"not (cut|truncated) at", r"instead of (at )?(the )?(scope|rank) (s|c|n_relevant|R)",
        r"ignor\w* (the )?(scope|class size|n_relevant)", r"never cut"]], '''
def my_grip_point(labels, n_relevant):
    n = len(labels)
    if n == 0:
        return 0.0
    i = 0
    hits = 0
    while i < n:
        hits += int(labels[i])
        i += 1
    return float(hits) / float(n)
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (summed tp over summed tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"summed (counts|tp)",
        r"aggregat\w* (the )?counts", r"instead of (the )?mean of (the )?(per.query )?precisions"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    q = 0
    while q < len(tables):
        tp_sum += tables[q][0]
        ret_sum += tables[q][0] + tables[q][1]
        q += 1
    if ret_sum == 0:
        return 0.0
    return float(tp_sum) / ret_sum
''')

wrong("q05", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) instead "
      "of the classic DCG",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"rank 1 (is )?discounted", r"first (rank|item) (is )?discounted",
        r"discount\w* (the )?first", r"i\s*\+\s*1"]], '''
import math

def my_dcg(grades):
    n = len(grades)
    dcg = 0.0
    i = 0
    while i < n:
        dcg += grades[i] / math.log2(i + 2)
        i += 1
    return dcg
''')

wrong("q06", "pr.points", "sibling", "returns P@k at every rank (the precision curve) instead of only at the ranks "
      "of relevant items",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant ranks", r"not only (at )?(the )?relevant",
        r"at (the )?non.?relevant", r"one (point|value) per rank", r"whole precision curve", r"every item"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    i = 0
    n = len(labels)
    while i < n:
        if labels[i] == 1:
            hits += 1
        out.append(hits / (i + 1.0))
        i += 1
    return out
''')

wrong("q07", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only, leaving the "
      "unretrieved relevant grades out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import math

g = list(v["grades"])
ideal = sorted(g, reverse=True)
dcg = 0.0
idcg = 0.0
i = 0
while i < len(g):
    disc = 1.0 if i == 0 else math.log2(i + 1)
    dcg += g[i] / disc
    idcg += ideal[i] / disc
    i += 1
my_ndcg_value = dcg / idcg if idcg > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (in both places of the formula)",
      [[r"not squar", r"without squar", r"forg\w* to square", r"beta squared", r"unsquared",
        r"instead of beta\s*(\*\*\s*2|\^\s*2|²)", r"plain beta", r"beta (used )?(linearly|as is)"]], '''
def my_f(precision, recall, beta):
    p = float(precision)
    r = float(recall)
    if p == 0.0 and r == 0.0:
        return 0.0
    b = float(beta)
    return (1.0 + b) * p * r / (b * p + r)
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"base e", r"math\.log\b(?!2)", r"log base", r"wrong base", r"another base",
        r"instead of log2", r"not log2", r"base.?2"]], '''
import math

g = v["grades"]
n = len(g)
total = 0.0
i = 1
while i <= n:
    total += g[i - 1] / math.log(i + 1)
    i += 1
my_dcg_trec = total
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s (the + v is dropped) instead of "
      "d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"drop\w*.{0,20}\+\s*v", r"forg\w*.{0,20}\+\s*v", r"missing.{0,20}\+\s*v",
        r"without.{0,20}\+\s*v", r"unjudged (items )?only", r"\+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    i = 0
    while i < s:
        if labels[i]:
            v += 1
        i += 1
    prec = float(v) / s
    rec_lo = float(v) / (d - s) if d - s > 0 else 1.0
    if v == 0:
        rec_lo = 0.0
    gen_lo = float(v) / d
    return [prec, rec_lo, gen_lo]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,40}(count\w*|as|scor\w*) (a )?(1(?!\s*/)|one\b|full|whole|win)", r"(full|whole) (point|credit|win).{0,30}tie",
        r"instead of (1/2|a half|0\.5|half)", r"not (1/2|a half|0\.5|half)", r">=", r"greater than or equal"]], '''
def my_auc(scores, labels):
    n = len(scores)
    num = 0.0
    pairs = 0
    i = 0
    while i < n:
        if labels[i] == 1:
            j = 0
            while j < n:
                if labels[j] == 0:
                    pairs += 1
                    if scores[i] >= scores[j]:
                        num += 1.0
                j += 1
        i += 1
    return num / pairs
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"instead of 11", r"not 11", r"eleven", r"\b11\b", r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    n = len(labels)
    prec = [0.0] * n
    rec = [0.0] * n
    hits = 0
    i = 0
    while i < n:
        hits += labels[i]
        prec[i] = hits / (i + 1.0)
        rec[i] = hits / float(n_relevant) if n_relevant > 0 else 0.0
        i += 1
    total = 0.0
    lvl = 0
    while lvl <= 10:
        r = lvl / 10.0
        best = 0.0
        j = 0
        while j < n:
            if rec[j] >= r and prec[j] > best:
                best = prec[j]
            j += 1
        total += best
        lvl += 1
    return total / 10.0
''')

wrong("q13", "scope.eps_precision", "shape", "divides the relevant targets inside epsilon by the number of all "
      "targets instead of the number inside epsilon",
      [[r"all (the )?targets", r"whole (list|database|collection)", r"len\(labels\)",
        r"total number of targets", r"number of targets", r"instead of (the )?(number|count) (inside|within|returned|retrieved)",
        r"not (the )?(number|count) (inside|within|returned)"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = len(distances)
    hits = 0
    inside = 0
    i = 0
    while i < n:
        if distances[i] < epsilon:
            inside += 1
            if labels[i]:
                hits += 1
        i += 1
    if inside == 0:
        return 0.0
    return float(hits) / n
''')

wrong("q14", "ndcg.all_judgments", "shape", "the DCG and ideal DCG discount ranks i >= 2 by log2(i + 1) instead of "
      "log2(i) (rank 1 kept undiscounted)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"instead of log2?\s*\(\s*i\s*\)", r"one rank too (far|much)",
        r"discount\w* (is )?off by one", r"shifted discount", r"trec.{0,20}discount"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        if len(g) == 0:
            return 0.0
        s = float(g[0])
        i = 2
        while i <= len(g):
            s += g[i - 1] / math.log2(i + 1)
            i += 1
        return s
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(list(grades)) / idcg
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the while loop runs while i <= k and so counts the item at rank k + 1 too",
      [[r"k\s*\+\s*1", r"off.by.one", r"one (item|rank) too many", r"<=", r"one extra (item|rank)",
        r"(item|rank) after (rank )?k", r"past (rank )?k"]], '''
def my_p_at_k(labels, k):
    n = len(labels)
    i = 0
    rel = 0
    while i <= k and i < n:
        if labels[i] == 1:
            rel += 1
        i += 1
    return float(rel) / k
''')

wrong("q16", "map.mean", "flow", "the hit counter and precision sum are declared once before the query loop and "
      "never reset for the next query",
      [[r"not reset", r"never reset", r"without reset", r"forg\w* to reset", r"carr\w* over", r"accumulat\w*.{0,40}(across|over|between) queries",
        r"previous quer", r"reset.{0,30}(each|per|every) query", r"leak\w*", r"running (count|total|sum)"]], '''
def my_map(runs, n_relevant):
    nq = len(runs)
    total = 0.0
    rel_ret = 0
    sum_prec = 0.0
    q = 0
    while q < nq:
        labels = runs[q]
        i = 0
        while i < len(labels):
            if labels[i]:
                rel_ret += 1
                sum_prec += float(rel_ret) / (i + 1)
            i += 1
        if n_relevant[q] > 0:
            total += sum_prec / n_relevant[q]
        q += 1
    return total / nq
''')

wrong("q17", "map.mrr", "flow", "the scan for the first relevant item has no break, so the rank of the LAST "
      "relevant item is kept",
      [[r"no break", r"missing break", r"without (a )?break", r"forg\w* (to )?break", r"last relevant",
        r"overwrit\w*", r"keeps? (scanning|looking|going)", r"does not stop", r"doesn't stop", r"never stops?"]], '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        first = -1
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                first = i + 1
            i += 1
        if first != -1:
            total += 1.0 / first
        q += 1
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the 11-slot interpolation array is allocated once before the query loop and "
      "not reset, so a query's maxima carry the previous query's precisions",
      [[r"not reset", r"never reset", r"without reset", r"forg\w* to reset", r"carr\w* over", r"previous quer",
        r"reset.{0,30}(each|per|every) query", r"reused across", r"leak\w*", r"shared (array|buffer)"]], '''
def my_averaged_curve(runs, n_relevant):
    nq = len(runs)
    sums = [0.0] * 11
    interp = [0.0] * 11
    q = 0
    while q < nq:
        labels = runs[q]
        R = n_relevant[q]
        hits = 0
        i = 0
        while i < len(labels) and R > 0:
            hits += labels[i]
            p = hits / (i + 1.0)
            r = hits / float(R)
            lvl = 0
            while lvl < 11:
                if r >= lvl / 10.0 and p > interp[lvl]:
                    interp[lvl] = p
                lvl += 1
            i += 1
        lvl = 0
        while lvl < 11:
            sums[lvl] += interp[lvl]
            lvl += 1
        q += 1
    return [s / nq for s in sums]
''')

wrong("q19", "interp.curve", "flow", "the max over ranks starts one rank after the first rank whose recall reaches "
      "r, skipping that rank itself",
      [[r"skip\w*", r"off.by.one", r"one rank (too )?late", r"j\s*\+\s*1", r"excluding (the|that) rank",
        r"misses (the|that) rank", r"next rank", r"after the (first )?rank"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec = [0.0] * n
    rec = [0.0] * n
    hits = 0
    i = 0
    while i < n:
        hits += labels[i]
        prec[i] = hits / float(i + 1)
        rec[i] = hits / float(n_relevant) if n_relevant else 0.0
        i += 1
    out = []
    lvl = 0
    while lvl <= 10:
        r = lvl / 10.0
        start = 0
        while start < n and rec[start] < r:
            start += 1
        best = 0.0
        j = start + 1
        while j < n:
            if prec[j] > best:
                best = prec[j]
            j += 1
        out.append(best)
        lvl += 1
    return out
''')

wrong("q20", "ap.at_k", "flow", "the loop walks the whole list instead of stopping at rank k",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"beyond (rank )?k", r"past (rank )?k",
        r"ignor\w* (the )?(cut.?off|k\b)", r"not (cut|stopp?\w*|truncat\w*) at (rank )?k", r"never stops? at",
        r"below (rank )?k", r"after (rank )?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = k if k < n_relevant else n_relevant
    if denom <= 0:
        return 0.0
    n = len(labels)
    i = 0
    rel = 0
    s = 0.0
    while i < n:
        if labels[i]:
            rel += 1
            s += rel / float(i + 1)
        i += 1
    return s / denom
''')

wrong("q21", "dcg.exponential", "flow", "the 1-based counter is also shifted by 2 (log2(i + 2) with i starting at "
      "1), discounting every rank one position too far",
      [[r"off.by.one", r"one (rank|position) too (far|late|much)", r"log2?\s*\(\s*i\s*\+\s*2\s*\)", r"i\s*\+\s*2",
        r"shifted (by one|index|rank)", r"index (shifted|off)"]], '''
import math

g = v["grades"]
n = len(g)
dcg = 0.0
i = 1
while i <= n:
    dcg += (2 ** g[i - 1] - 1) / math.log2(i + 2)
    i += 1
my_dcg_exp = dcg
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = float(beta) * float(beta)
    num = (1.0 + b2) * precision * recall
    den = b2 * precision + recall
    return num / den
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp without a guard, so a query with nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    nq = len(tables)
    acc = 0.0
    q = 0
    while q < nq:
        tp = int(tables[q][0])
        fp = int(tables[q][1])
        acc += float(tp) / (tp + fp)
        q += 1
    return acc / nq
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "divides by the number of targets inside epsilon without a guard, so "
      "an empty epsilon-result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = 0
    hits = 0
    for i in range(len(distances)):
        if distances[i] >= epsilon:
            continue
        inside += 1
        hits += labels[i]
    return hits / inside
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.knn_ties", "hidden", "reads distance[k] (the item after the cut) without checking k < n, so k = "
      "the whole list raises IndexError", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    order = sorted(range(n), key=lambda i: distances[i])
    d = [distances[i] for i in order]
    y = [labels[i] for i in order]
    cut = d[k - 1]
    nxt = d[k]
    if nxt != cut:
        p = sum(y[:k]) / float(k)
        return [p, p]
    sure = 0
    tied_rel = 0
    tied_n = 0
    i = 0
    while i < n:
        if d[i] < cut:
            sure += y[i]
        elif d[i] == cut:
            tied_n += 1
            tied_rel += y[i]
        i += 1
    slots = k - sum(1 for x in d if x < cut)
    lo = sure + max(0, slots - (tied_n - tied_rel))
    hi = sure + min(slots, tied_rel)
    return [lo / float(k), hi / float(k)]
''', crash="IndexError", scope="all")

wrong("q26", "rank.distances", "hidden", "copies the distances into a fixed-size buffer of 10 slots (MAXN = 10), "
      "so a list longer than 10 is truncated before the k nearest are chosen",
      [[r"\b10\b", r"\bten\b", r"fixed.?size", r"MAXN", r"buffer", r"truncat\w*", r"array (size|bound)",
        r"items? (beyond|after) (the )?(10th|tenth)"]], '''
MAXN = 10

def my_p_at_k_from_distances(distances, labels, k):
    n = len(distances)
    if n > MAXN:
        n = MAXN
    d = [0.0] * MAXN
    y = [0] * MAXN
    i = 0
    while i < n:
        d[i] = float(distances[i])
        y[i] = int(labels[i])
        i += 1
    used = [False] * MAXN
    cnt = 0
    rel = 0
    while cnt < k and cnt < n:
        best = -1
        best_d = 1e9
        i = 0
        while i < n:
            if not used[i] and d[i] < best_d:
                best_d = d[i]
                best = i
            i += 1
        used[best] = True
        rel += y[best]
        cnt += 1
    return rel / float(k)
''')

wrong("q27", "pr.points", "hidden", "returns the sentinel [0.0] instead of an empty list when no relevant item is "
      "retrieved",
      [[r"\[\s*0(\.0)?\s*\]", r"sentinel", r"instead of (an )?empty", r"not (an )?empty", r"empty list"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] != 1:
            continue
        hits += 1
        pts.append(float(hits) / (i + 1))
    if len(pts) == 0:
        pts.append(0.0)
    return pts
''')

wrong("q28", "gen.grip_point", "hidden", "cuts the list at c = n_relevant but divides by the length of the cut "
      "(labels[:c]), which is shorter than c when the list is shorter than the class",
      [[r"len\(labels\[:", r"length of the (cut|slice|list|top)", r"instead of (by )?(c|n_relevant|the class size)",
        r"not (by )?(c|n_relevant)", r"fewer (items|ranks) than", r"divid\w* by (the )?(number of items|len)"]], '''
def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    top = labels[:c]
    if len(top) == 0:
        return 0.0
    return float(sum(top)) / len(top)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "keeps rank 1 undiscounted but the 0-based index is shifted twice: "
      "log2(i + 2) with i 0-based is log2(rank + 1), one rank too far",
      [[r"off.by.one", r"0.based", r"zero.based", r"index (is )?(shifted|off)", r"i\s*\+\s*2",
        r"one rank too (far|late)", r"rank \+ 1 instead of rank"]], '''
import math

def my_dcg(grades):
    n = len(grades)
    if n == 0:
        return 0.0
    dcg = float(grades[0])
    i = 1
    while i < n:
        dcg += grades[i] / math.log2(i + 2)
        i += 1
    return dcg
''')

wrong("q30", "roc.auc", "twin", "compares with a strict > only, so a tied (positive, negative) pair counts 0 "
      "instead of 1/2",
      [[r"tie\w*.{0,40}(count\w*|as|scor\w*|get\w*) (0|zero|nothing)", r"strict", r"ignor\w* ties",
        r"ties? (are |is )?(dropped|ignored|not counted)", r"instead of (1/2|a half|0\.5|half)",
        r"no (half|credit) for ties?"]], '''
def my_auc(scores, labels):
    pos = [scores[i] for i in range(len(scores)) if labels[i] == 1]
    neg = [scores[i] for i in range(len(scores)) if labels[i] != 1]
    wins = 0
    for a in pos:
        for b in neg:
            if a > b:
                wins += 1
    return float(wins) / (len(pos) * len(neg))
''')

wrong("q31", "set.pr", "twin", "the two denominators are swapped: precision divides the hits by the relevant set "
      "and recall by the retrieved set",
      [[r"swap\w*", r"switch\w*", r"exchang\w*", r"interchang\w*", r"mixed up", r"the other way round",
        r"reversed"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = 0
    for d in ret:
        if d in rel:
            hits += 1
    p = float(hits) / len(rel) if len(rel) > 0 else 0.0
    r = float(hits) / len(ret) if len(ret) > 0 else 0.0
    return [p, r]
''')

wrong("q32", "ap.value", "twin", "takes the precision at a relevant rank before incrementing the hit counter, so "
      "each P@k misses the relevant item at rank k itself",
      [[r"before (increment|count|add|updat)\w*", r"increment\w* (too )?late", r"(hit|counter|count) (is )?updated after",
        r"misses (the|its) own", r"(excludes|without|not counting) (the )?(item|relevant item) (at|itself)",
        r"hits\s*-\s*1", r"one hit (too )?few", r"off.by.one"]], '''
labels = v["labels"]
R = v["n_relevant"]
rel_cnt = 0
s = 0.0
i = 0
while i < len(labels):
    if labels[i]:
        s += float(rel_cnt) / (i + 1)
        rel_cnt += 1
    i += 1
my_ap_value = s / R if R else 0.0
''')

wrong("q33", "rank.p_at_k", "twin", "clamps k to the length of the list before dividing, so missing ranks beyond "
      "the end are not counted as non-relevant",
      [[r"clamp\w*", r"cap\w* k", r"k\s*=\s*(min|len|n)", r"min\(k,\s*(len|n)", r"length of the list",
        r"len\(labels\)", r"list length", r"divid\w* by (the )?(number of items|n\b|len)", r"shorter list",
        r"missing ranks.{0,40}(ignored|not counted|dropped)"]], '''
def my_p_at_k(labels, k):
    n = len(labels)
    if k > n:
        k = n
    rel = 0
    i = 0
    while i < k:
        rel += 1 if labels[i] else 0
        i += 1
    return rel / float(k)
''')

wrong("q34", "scope.eps_precision", "twin", "tests d <= epsilon instead of the strict d < epsilon, so a target at "
      "distance exactly epsilon is returned",
      [[r"<=", r"non.?strict", r"not strict", r"less than or equal", r"inclusive", r"includ\w* (the )?(boundary|equal|targets? at)",
        r"(at|equal to) (distance )?(exactly )?epsilon.{0,30}(included|returned|counted)", r"instead of (the )?strict"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = 0
    hits = 0
    i = 0
    while i < len(distances):
        if distances[i] <= epsilon:
            inside += 1
            hits += int(labels[i])
        i += 1
    if inside == 0:
        return 0.0
    return float(Fraction(hits, inside))
''')

wrong("q35", "gen.practical", "twin", "the generality lower bound divides v by the scope s (it repeats the "
      "precision) instead of by the database size d",
      [[r"divid\w* by (the )?(scope )?s\b", r"by s instead", r"instead of (by )?(the )?(database size|d\b)",
        r"not (by )?(the )?(database size|d\b)", r"v\s*/\s*s", r"scope instead", r"repeat\w* (the )?precision",
        r"same as (the )?precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    prec = float(v) / s
    if v == 0:
        return [prec, 0.0, 0.0]
    rec_lo = float(v) / (d - s + v)
    gen_lo = float(v) / s
    return [prec, rec_lo, gen_lo]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the retrieved ids as a list, so an id retrieved twice counts twice (in hits "
      "and in the retrieved count)",
      [[r"count\w* (it )?twice", r"duplicat\w*", r"repeated", r"more than once", r"list instead of a set",
        r"not (de.?duplicat\w*|a set|unique)", r"without (a )?set\(", r"no set\("]], '''
def my_set_pr(retrieved, relevant):
    n_ret = len(retrieved)
    n_rel = len(relevant)
    hits = 0
    i = 0
    while i < n_ret:
        if retrieved[i] in relevant:
            hits += 1
        i += 1
    p = hits / float(n_ret) if n_ret else 0.0
    r = hits / float(n_rel) if n_rel else 0.0
    return [p, r]
''')

wrong("q37", "roc.eer", "data", "sorts the scores ascending, as if a lower score meant more likely positive",
      [[r"ascending", r"lowest (score )?first", r"low(er)? scores? (as|mean\w*|first|more)", r"invert\w*",
        r"revers\w*", r"wrong (direction|order)", r"higher scores? (as|mean\w*) negative", r"smallest (score )?first",
        r"direction of the scores"]], '''
def my_eer(scores, labels):
    n = len(scores)
    P = sum(1 for y in labels if y == 1)
    N = n - P
    order = sorted(range(n), key=lambda i: scores[i])
    fpr = [0.0]
    fnr = [1.0]
    tp = 0
    fp = 0
    i = 0
    while i < n:
        s = scores[order[i]]
        while i < n and scores[order[i]] == s:
            if labels[order[i]] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr.append(fp / float(N))
        fnr.append(1.0 - tp / float(P))
    j = 0
    while j < len(fpr):
        if fpr[j] - fnr[j] >= 0:
            break
        j += 1
    if j == 0 or fpr[j] == fnr[j]:
        return fpr[j]
    a = fpr[j - 1] - fnr[j - 1]
    b = fpr[j] - fnr[j]
    t = -a / (b - a)
    return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
''')

wrong("q38", "scope.knn_ties", "data", "sorts the distances from largest to smallest, taking the farthest targets "
      "as the nearest neighbours",
      [[r"farthest", r"largest (distance )?first", r"descending", r"revers\w*", r"highest distance",
        r"distance as (a )?(score|similarity)", r"wrong (direction|order)", r"biggest"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    pairs = sorted(zip(distances, labels), key=lambda t: -t[0])
    cut = pairs[k - 1][0]
    before = [y for d, y in pairs if d > cut]
    tied = [y for d, y in pairs if d == cut]
    slots = k - len(before)
    rel_b = sum(before)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    lo = rel_b + max(0, slots - t_non)
    hi = rel_b + min(slots, t_rel)
    return [lo / float(k), hi / float(k)]
''')

wrong("q39", "ndcg.all_judgments", "data", "sorts the ideal grades from low to high (ascending) instead of high to "
      "low",
      [[r"ascending", r"low to high", r"lowest (grade )?first", r"smallest (grade )?first", r"revers\w*",
        r"wrong order", r"reverse\s*=\s*True", r"increasing"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        tot = 0.0
        i = 0
        while i < len(g):
            tot += g[i] if i == 0 else g[i] / math.log2(i + 1)
            i += 1
        return tot
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    if idcg <= 0.0:
        return 0.0
    return dcg(grades) / idcg
''')

wrong("q40", "ap.eleven_point", "data", "takes the number of relevant items as the number of 1s in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"number of (1s|ones)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"count\w* (the )?(1s|ones|hits)", r"relevant (items )?(in|of) the (list|ranking)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    R = int(y.sum())
    if R == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / R
    tot = 0.0
    lvl = 0
    while lvl < 11:
        mask = rec >= lvl / 10.0 - 1e-12
        tot += prec[mask].max() if mask.any() else 0.0
        lvl += 1
    return tot / 11.0
''')

wrong("q41", "rank.r_precision", "data", "takes R as the number of relevant items retrieved (the sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"number of (1s|ones)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"count\w* (the )?(1s|ones|hits)"]], '''
labels = v["labels"]
R = 0
for x in labels:
    R += int(x)
hits = 0
i = 0
while i < R and i < len(labels):
    hits += labels[i]
    i += 1
my_r_precision = hits / float(R) if R > 0 else 0.0
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp], so the precision divides tp by tp + fn "
      "(that is the recall)",
      [[r"\[tp,\s*fn,\s*fp\]", r"fn (instead of|for|as) fp", r"tp\s*\+\s*fn", r"column", r"order of the (table|fields|counts)",
        r"recall", r"swap\w*.{0,20}(fp|fn)", r"wrong (field|index)"]], '''
def my_macro_precision(tables):
    nq = len(tables)
    tot = 0.0
    q = 0
    while q < nq:
        tp, fn, fp = tables[q][0], tables[q][1], tables[q][2]
        if tp + fp > 0:
            tot += tp / float(tp + fp)
        q += 1
    return tot / nq
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "pointer walk over the relevant ranks with a break", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant <= 0:
        return 0.0
    hits = 0
    i = 0
    n = len(labels)
    ans = 0.0
    while i < n:
        if labels[i]:
            hits += 1
            if hits >= level * n_relevant - 1e-12:
                ans = hits / float(i + 1)
                break
        i += 1
    return ans
''')

right("q44", "roc.eer", "C-style tie groups and a crossing pointer", '''
def my_eer(scores, labels):
    n = len(scores)
    P = sum(1 for y in labels if y == 1)
    N = n - P
    order = sorted(range(n), key=lambda i: -scores[i])
    fpr = [0.0]
    fnr = [1.0]
    tp = 0
    fp = 0
    i = 0
    while i < n:
        s = scores[order[i]]
        while i < n and scores[order[i]] == s:
            if labels[order[i]] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr.append(fp / float(N))
        fnr.append(1.0 - tp / float(P))
    j = 0
    while j < len(fpr):
        if fpr[j] - fnr[j] >= 0:
            break
        j += 1
    if j == 0 or fpr[j] == fnr[j]:
        return fpr[j]
    a = fpr[j - 1] - fnr[j - 1]
    b = fpr[j] - fnr[j]
    t = -a / (b - a)
    return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
''')

right("q45", "pr.averaged", "fresh arrays per query, right-to-left running max", '''
def my_averaged_curve(runs, n_relevant):
    nq = len(runs)
    sums = [0.0] * 11
    q = 0
    while q < nq:
        labels, R = runs[q], n_relevant[q]
        n = len(labels)
        interp = [0.0] * 11
        if R > 0 and n > 0:
            prec = [0.0] * n
            hits = [0] * n
            h = 0
            for i in range(n):
                h += labels[i]
                hits[i] = h
                prec[i] = h / (i + 1.0)
            best = [0.0] * n
            m = 0.0
            i = n - 1
            while i >= 0:
                m = max(m, prec[i])
                best[i] = m
                i -= 1
            for lvl in range(11):
                i = 0
                while i < n and hits[i] * 10 < lvl * R:
                    i += 1
                interp[lvl] = best[i] if i < n else 0.0
        for lvl in range(11):
            sums[lvl] += interp[lvl]
        q += 1
    return [s / nq for s in sums]
''')

right("q46", "map.mrr", "sentinel -1 and a break", '''
def my_mrr(runs):
    acc = 0.0
    for run in runs:
        first = -1
        i = 0
        while i < len(run):
            if run[i]:
                first = i + 1
                break
            i += 1
        if first > 0:
            acc += 1.0 / first
    return acc / len(runs)
''')

right("q47", "scope.knn_ties", "itertools.groupby over the sorted distances", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    lo = hi = 0
    left = k
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        ys = [y for _, y in grp]
        if left <= 0:
            break
        take = min(left, len(ys))
        rel = sum(ys)
        non = len(ys) - rel
        lo += max(0, take - non)
        hi += min(take, rel)
        left -= take
    return [lo / k, hi / k]
''')

right("q48", "ap.exact", "NumPy cumulative sums with an explicit float cast", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant <= 0:
        return 0.0
    y = np.asarray(labels, dtype=np.int64)
    ranks = np.arange(1, y.size + 1, dtype=np.float64)
    prec = np.cumsum(y) / ranks
    return float((prec * y).sum() / n_relevant)
''')

SUBMISSIONS = tuple(S)
