"""Diagnosis class 140, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learnt Java or C first: while loops with explicit index variables, small classes with methods, early returns,
manual counters and integer arithmetic, with a few NumPy, comprehension, itertools and Fraction solutions mixed
in. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c140-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class140): every right
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

BATCH = "diagnosis class 140 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c140-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|unused|never used|not used)",
        r"beta (fixed|set) (at|to) 1", r"as if beta (were|was|is|=) ?1", r"balanced F"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return 2.0 * precision * recall / (precision + recall)
''')

wrong("q02", "map.mean", "sibling", "averages the reciprocal rank of the first relevant item per query (MRR) "
      "instead of each query's average precision",
      [[r"\bMRR\b", r"reciprocal rank", r"first relevant (item|rank|hit)", r"1 ?/ ?(the )?rank of the first"]], '''
class Query:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant

    def score(self):
        i = 0
        while i < len(self.labels):
            if self.labels[i] == 1:
                return 1.0 / (i + 1)
            i += 1
        return 0.0


def my_map(runs, n_relevant):
    total = 0.0
    q = 0
    while q < len(runs):
        total += Query(runs[q], n_relevant[q]).score()
        q += 1
    return total / len(runs)
''')

wrong("q03", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank (rank 1 divided by 1) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i ?\+ ?1", r"log(arithm)?.{0,20}(rank|i) ?\+ ?1", r"trec.{0,20}(discount|formulation|dcg)",
        r"(discount|log).{0,30}(shifted|one rank (late|off))"]], '''
import math

def my_dcg(grades):
    total = 0.0
    i = 1
    while i <= len(grades):
        total += grades[i - 1] / math.log2(i + 1)
        i += 1
    return total
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over all queries before dividing, "
      "instead of averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives).{0,40}(all|every) quer",
        r"(total|summed|overall) (tp|true positives)", r"one (big|single|pooled) (table|contingency)"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    i = 0
    while i < len(tables):
        tp_sum += tables[i][0]
        ret_sum += tables[i][0] + tables[i][1]
        i += 1
    if ret_sum == 0:
        return 0.0
    return tp_sum / ret_sum
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value (the binomial tail on one side only), not "
      "the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not (doubled|multiplied by 2|times 2)",
        r"(forgot|missing|without).{0,20}(doubl|factor (of )?2|times 2)", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

wins = 0
losses = 0
i = 0
while i < len(v["a"]):
    if v["a"][i] > v["b"][i]:
        wins += 1
    elif v["a"][i] < v["b"][i]:
        losses += 1
    i += 1
n = wins + losses
k = min(wins, losses)
tail = 0
j = 0
while j <= k:
    tail += comb(n, j)
    j += 1
my_sign_p = min(1.0, tail / 2 ** n)
''')

wrong("q06", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query: hits within epsilon over "
      "all relevant targets instead of over the targets returned",
      [[r"recall", r"(all|every) (the )?relevant (targets|items)", r"divid\w* by (the )?(number|count) of relevant",
        r"relevant (targets|items) in (the )?(whole )?(list|collection|database)"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = 0
    relevant = 0
    i = 0
    while i < len(distances):
        if labels[i] == 1:
            relevant += 1
            if distances[i] < epsilon:
                hits += 1
        i += 1
    if relevant == 0:
        return 0.0
    return hits / relevant
''')

wrong("q07", "ap.value", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of the query's n_relevant (all relevant items)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"relevant items (found|in the (list|ranking))",
        r"(instead of|not|rather than) (by )?n_relevant", r"number of (hits|1s|ones)", r"sum\(labels\)",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|n_relevant)"]], '''
labels = v["labels"]
hits = 0
total = 0.0
rank = 1
while rank <= len(labels):
    if labels[rank - 1] == 1:
        hits += 1
        total += hits / rank
    rank += 1
my_ap_value = total / hits if hits > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta(\s|\*|\^)*(not|never|isn.t) squared", r"(without|forgot\w*|missing|instead of) (the )?(squar|beta ?\^ ?2|beta ?\*\* ?2|beta2)",
        r"beta instead of beta", r"linear in beta", r"(not|never) squar\w* beta", r"square of beta.{0,20}(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"greater of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = k if k > n_relevant else n_relevant
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / denom
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(without|forgot\w*|missing|no|never) (the )?(-|minus|subtract\w*) ?1", r"2 ?\^ ?rel(_i)? instead of",
        r"2 ?\*\* ?(rel|g)\w* instead", r"gain.{0,30}(2\^rel|2 ?\*\* ?rel)\b(?! ?-)", r"not subtract\w* (the )?1",
        r"(minus|-) ?1 (is )?(missing|dropped|forgotten)"]], '''
import math

grades = v["grades"]
total = 0.0
i = 1
while i <= len(grades):
    total += (2 ** grades[i - 1]) / math.log2(i + 1)
    i += 1
my_dcg_exp = total
''')

wrong("q11", "dcg.trec", "shape", "writes the discount as log2(i) + 1 (the 1 outside the logarithm) instead of "
      "log2(i + 1)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"(1|one) (added )?outside (the )?(log|parenthes)",
        r"(plus|\+) ?1 (outside|after) (the )?log", r"log\w* (of i|\(i\)) plus (1|one)",
        r"(misplaced|wrong) parenthes"]], '''
import math

grades = v["grades"]
total = 0.0
i = 1
while i <= len(grades):
    total += grades[i - 1] / (math.log2(i) + 1)
    i += 1
my_dcg_trec = total
''')

wrong("q12", "gen.practical", "shape", "writes recall's lower bound as v / (d - (s + v)), subtracting v instead of "
      "adding it back, instead of v / (d - s + v)",
      [[r"d ?- ?\(?s ?\+ ?v\)?", r"d ?- ?s ?- ?v", r"subtract\w* v", r"minus v", r"sign of v",
        r"v (subtracted|taken away)", r"-\s*v instead of \+\s*v"]], '''
class Study:
    def __init__(self, labels, d):
        self.s = len(labels)
        self.v = 0
        for x in labels:
            if x == 1:
                self.v += 1
        self.d = d

    def precision(self):
        return self.v / self.s

    def recall_lower(self):
        if self.v == 0:
            return 0.0
        return self.v / (self.d - (self.s + self.v))

    def generality_lower(self):
        return self.v / self.d


def my_practical(labels, d):
    st = Study(labels, d)
    return [st.precision(), st.recall_lower(), st.generality_lower()]
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti\w*.{0,40}(as|count\w*|=) ?(a )?(full|whole|one\b|win|1(?![/.\d]))", r"(>=|≥|greater or equal)",
        r"instead of (1/2|a half|0\.5|half)", r"ti\w* (are |were )?not halved"]], '''
def my_auc(scores, labels):
    good = 0
    pairs = 0
    i = 0
    while i < len(scores):
        if labels[i] == 1:
            j = 0
            while j < len(scores):
                if labels[j] == 0:
                    pairs += 1
                    if scores[i] >= scores[j]:
                        good += 1
                j += 1
        i += 1
    return good / pairs
''')

wrong("q14", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"(not|never|without|forgot\w*|missing) (the )?(normali[sz]|divid\w* by (the )?(ideal|IDCG))",
        r"unnormali[sz]ed", r"raw DCG", r"DCG instead of (the )?NDCG", r"only (the )?DCG", r"no (IDCG|ideal DCG)"]], '''
import math

class Dcg:
    def __init__(self, grades):
        self.grades = grades

    def value(self):
        total = 0.0
        i = 0
        while i < len(self.grades):
            if i == 0:
                total += self.grades[0]
            else:
                total += self.grades[i] / math.log2(i + 1)
            i += 1
        return total


def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if Dcg(ideal).value() == 0:
        return 0.0
    return Dcg(grades).value()
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.curve", "flow", "breaks out of the rank loop at the first rank whose recall reaches r and "
      "takes its precision, instead of the maximum precision over all later ranks",
      [[r"\bbreak", r"first rank (whose|where|that|reaching)", r"stops? at the first", r"(no|not the|without the) max",
        r"instead of the max\w*", r"(later|following|deeper) ranks.{0,30}(ignored|skipped|never)"]], '''
def my_interpolated(labels, n_relevant):
    result = []
    lvl = 0
    while lvl <= 10:
        r = lvl / 10
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            hits += labels[i]
            if n_relevant > 0 and hits / n_relevant >= r:
                best = hits / (i + 1)
                break
            i += 1
        result.append(best)
        lvl += 1
    return result
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the query loop and never reset, so each "
      "query's precisions count the earlier queries' hits",
      [[r"(not|never) reset", r"reset\w*.{0,30}(missing|forgotten)", r"carr(y|ies|ied) over",
        r"(counter|hits|count).{0,40}(across|between|from (the )?(earlier|previous)) quer",
        r"outside (the )?(query |outer )?loop", r"accumulat\w* across quer"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    q = 0
    while q < len(runs):
        s = 0.0
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                hits += 1
                s += hits / (i + 1)
            i += 1
        if n_relevant[q] > 0:
            total += s / n_relevant[q]
        q += 1
    return total / len(runs)
''')

wrong("q17", "ap.eleven_point", "flow", "the level loop stops before r = 1.0 (while lvl < 10) but still divides "
      "by 11: the last level is never added",
      [[r"1\.0.{0,30}(missing|skipped|never|left out|dropped)", r"(misses|skips|omits|drops|leaves out) (the )?(last|final) (level|point)",
        r"only 10 levels", r"off.by.one", r"lvl ?< ?10", r"(level|r) (=|of) 1(\.0)? (is )?(missing|never)",
        r"ten levels"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    lvl = 0
    while lvl < 10:
        r = lvl / 10
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            hits += labels[i]
            if n_relevant > 0 and hits / n_relevant >= r:
                p = hits / (i + 1)
                if p > best:
                    best = p
            i += 1
        total += best
        lvl += 1
    return total / 11
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank for every relevant item of "
      "the query",
      [[r"\bbreak", r"(every|each|all) relevant (items?|ranks?|hits?)", r"not (only|just) the first",
        r"sum\w* (of )?(the )?reciprocal ranks? of (all|every)", r"(keeps|continues) (going|looping|counting)",
        r"after the first (relevant|hit)"]], '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                total += 1.0 / (i + 1)
            i += 1
        q += 1
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the 11-level array of the per-query maxima is created once before the query "
      "loop, so each query's interpolated precision is the maximum over it and all earlier queries",
      [[r"(not|never) reset", r"reset\w*.{0,30}(missing|forgotten)", r"(created|initiali[sz]ed|allocated) once",
        r"outside (the )?(query )?loop", r"carr(y|ies|ied) over", r"(earlier|previous) quer\w*.{0,40}(max|kept|leak)",
        r"shared (between|across) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    best = [0.0] * 11
    q = 0
    while q < len(runs):
        labels = runs[q]
        nrel = n_relevant[q]
        hits = 0
        i = 0
        while i < len(labels):
            hits += labels[i]
            if nrel > 0:
                p = hits / (i + 1)
                rec = hits / nrel
                lvl = 0
                while lvl <= 10:
                    if rec >= lvl / 10 and p > best[lvl]:
                        best[lvl] = p
                    lvl += 1
            i += 1
        lvl = 0
        while lvl <= 10:
            sums[lvl] += best[lvl]
            lvl += 1
        q += 1
    return [s / len(runs) for s in sums]
''')

wrong("q20", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"(all|every) items?", r"not (only|just) (at )?(the )?relevant",
        r"non.?relevant (ranks|items).{0,30}(point|added|appended)", r"append\w* (outside|regardless)",
        r"one (point )?per rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
        points.append(hits / (i + 1))
        i += 1
    if hits == 0:
        return []
    return points
''')

wrong("q21", "rank.p_at_k", "flow", "starts the loop at index 1 (a 1-based habit), so the item at rank 1 is never "
      "counted",
      [[r"index 1", r"(rank|item|position|element) 1.{0,30}(never|not|skipped|missed|ignored)",
        r"(skips|misses|ignores|drops) the (first|top)", r"first (item|rank|element).{0,30}(skipped|missed|never|ignored)",
        r"off.by.one", r"1.based", r"labels\[0\]"]], '''
def my_p_at_k(labels, k):
    count = 0
    i = 1
    while i < k and i < len(labels):
        if labels[i] == 1:
            count += 1
        i += 1
    return count / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV, [r"P ?= ?R ?= ?0", r"(both|precision and recall) (are )?(0|zero)", r"zero precision and (zero )?recall",
                 r"\b0 and 0\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp without a guard: a query with nothing retrieved raises "
      "ZeroDivisionError instead of counting precision 0",
      [ZERODIV, [r"nothing (is )?retrieved", r"tp ?\+ ?fp ?(=|is) ?0", r"empty (result|retrieved)",
                 r"no (items|documents) retrieved", r"retrieved nothing"]], '''
def my_macro_precision(tables):
    total = 0.0
    i = 0
    while i < len(tables):
        tp = tables[i][0]
        fp = tables[i][1]
        total += tp / (tp + fp)
        i += 1
    return total / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "cuts the scope at min(n_relevant, len(labels)) and divides by it, so a "
      "list shorter than the class divides by the list length instead of c (missing ranks not counted as non-relevant)",
      [[r"\bmin\b", r"(list|ranking)('s)? length", r"len\(labels\)",
        r"missing ranks.{0,40}(not|never) (counted|treated)", r"(instead of|not) (by )?(c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    s = n_relevant
    if len(labels) < s:
        s = len(labels)
    if s == 0:
        return 0.0
    hits = 0
    i = 0
    while i < s:
        hits += labels[i]
        i += 1
    return hits / s
''')

wrong("q25", "set.pr", "hidden", "no guard for an empty retrieved list: precision divides by zero when nothing "
      "is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set|list)", r"no (items|ids|documents) retrieved",
                 r"retrieved (set |list )?(is )?empty", r"retrieved nothing"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = 0
    for x in ret:
        if x in rel:
            hit += 1
    precision = hit / len(ret)
    if len(rel) == 0:
        return [precision, 0.0]
    return [precision, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.step", "hidden", "keeps the precision and recall of each rank in fixed arrays of 20 slots "
      "(a C habit), so a ranking longer than 20 overflows them",
      [INDEX, [r"fixed.?(size|length)", r"\b20\b", r"long(er)? (list|ranking)", r"(array|list) (is )?too (short|small)",
               r"preallocat\w*", r"more than 20"]], '''
def my_step_interpolated(labels, n_relevant, level):
    prec = [0.0] * 20
    rec = [0.0] * 20
    hits = 0
    i = 0
    while i < len(labels):
        hits += labels[i]
        prec[i] = hits / (i + 1)
        rec[i] = hits / n_relevant
        i += 1
    j = 0
    while j < len(labels):
        if labels[j] == 1 and rec[j] >= level:
            return prec[j]
        j += 1
    return 0.0
''', crash="IndexError", scope="all")

wrong("q27", "scope.knn_ties", "hidden", "peeks at sorted distance [k] to see whether the tie goes past the k-th "
      "place: with k = the whole list that index is out of range",
      [INDEX, [r"k ?= ?(the )?(whole|full|entire) list", r"k ?(=|equals?) ?len", r"k equal to the (list|number)",
               r"(beyond|past|after) the (end|last)", r"index k\b", r"\[k\]"]], '''
class Target:
    def __init__(self, dist, label):
        self.dist = dist
        self.label = label


def my_knn_tie_bounds(distances, labels, k):
    items = [Target(distances[i], labels[i]) for i in range(len(distances))]
    items.sort(key=lambda t: t.dist)
    kth = items[k - 1].dist
    if items[k].dist != kth and (k < 2 or items[k - 2].dist != kth):
        hits = 0
        i = 0
        while i < k:
            hits += items[i].label
            i += 1
        return [hits / k, hits / k]
    closer_rel = 0
    closer = 0
    tied = 0
    tied_rel = 0
    for t in items:
        if t.dist < kth:
            closer += 1
            closer_rel += t.label
        elif t.dist == kth:
            tied += 1
            tied_rel += t.label
    need = k - closer
    low = closer_rel + max(0, need - (tied - tied_rel))
    high = closer_rel + min(need, tied_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the levels by adding 0.1 in floating point (0.30000000000000004), so "
      "a recall of exactly 0.3 misses its level",
      [[r"float\w*.{0,40}(0\.1|level|accumulat|round)", r"(adding|add|accumulat\w*|summ\w*) 0\.1",
        r"0\.3000000000000000\d", r"rounding (error|drift)", r"(levels?|r) (not|never) exact",
        r"repeated addition", r"\+= ?0\.1"]], '''
def my_interpolated(labels, n_relevant):
    result = []
    r = 0.0
    count = 0
    while count < 11:
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            hits += labels[i]
            if n_relevant > 0 and hits / n_relevant >= r:
                p = hits / (i + 1)
                if p > best:
                    best = p
            i += 1
        result.append(best)
        r += 0.1
        count += 1
    return result
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.at_k", "twin", "divides the summed precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"(denominator|divisor) (is |of )?k\b", r"/ ?k\b", r"instead of min\(k", r"always k\b",
        r"(by|over) k (instead|rather|not)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / k
''')

wrong("q30", "scope.knn_ties", "twin", "puts the tied relevant targets first for the first element and last for "
      "the second: returns [highest, lowest] instead of [lowest, highest]",
      [[r"swap\w*", r"reversed?", r"(wrong|opposite) order", r"\[highest, lowest\]", r"(optimistic|highest) first",
        r"(lowest and highest|low and high|bounds).{0,30}(exchanged|switched|the other way)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    kth = distances[order[k - 1]]
    closer = 0
    closer_rel = 0
    tied = 0
    tied_rel = 0
    i = 0
    while i < len(distances):
        if distances[i] < kth:
            closer += 1
            closer_rel += labels[i]
        elif distances[i] == kth:
            tied += 1
            tied_rel += labels[i]
        i += 1
    need = k - closer
    best = closer_rel + min(need, tied_rel)
    worst = closer_rel + max(0, need - (tied - tied_rel))
    return [best / k, worst / k]
''')

wrong("q31", "roc.auc", "twin", "ranks the scores with plain ordinal ranks (argsort of argsort) in the rank-sum "
      "formula, so tied scores get different ranks by input order instead of their mid-rank",
      [[r"mid.?rank", r"average rank", r"ordinal rank", r"argsort", r"ti\w*.{0,40}(input|array|list) order",
        r"ti\w* (are |were )?(broken|not averaged)", r"(different|distinct) ranks? (to|for) ti"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    ranks = np.argsort(np.argsort(s, kind="stable"), kind="stable") + 1
    n_pos = int(y.sum())
    n_neg = len(y) - n_pos
    rank_sum = int(ranks[y == 1].sum())
    return (rank_sum - n_pos * (n_pos + 1) // 2) / (n_pos * n_neg)
''')

wrong("q32", "map.mrr", "twin", "skips the queries with no relevant item retrieved and divides by the number of "
      "queries that had one, instead of counting them 0 over all queries",
      [[r"skip\w*", r"(left|leaves|leaving) out", r"exclud\w*", r"(only|just) (the )?quer\w* (with|that had|having) a",
        r"divid\w* by (the )?(number|count) of quer\w* (with|that|having)", r"instead of (counting|as) (them )?0",
        r"(not|never) count\w* (as )?(0|zero)"]], '''
def my_mrr(runs):
    total = 0.0
    counted = 0
    q = 0
    while q < len(runs):
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                total += 1.0 / (i + 1)
                counted += 1
                break
            i += 1
        q += 1
    if counted == 0:
        return 0.0
    return total / counted
''')

wrong("q33", "set.f_beta", "twin", "swaps P and R in the denominator: beta^2 R + P instead of beta^2 P + R",
      [[r"swap\w*", r"(exchang|switch|confus|revers|interchang)\w*", r"beta.{0,8}R ?\+ ?P",
        r"beta.{0,20}(on|times|multipl\w*) (the )?recall", r"P and R.{0,30}(the other way|wrong place)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q34", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight ROC pieces (no interpolation)",
      [[r"(no|not|without|never) interpolat\w*", r"nearest (ROC )?point", r"closest (ROC )?point",
        r"smallest \|?FPR ?- ?FNR", r"(FPR ?\+ ?FNR) ?\) ?/ ?2", r"(average|mean) of FPR and FNR",
        r"instead of intersect\w*", r"(straight|linear) (pieces|segments).{0,30}(not|never|ignored)"]], '''
class Roc:
    def __init__(self, scores, labels):
        self.scores = scores
        self.labels = labels
        self.P = 0
        for y in labels:
            if y == 1:
                self.P += 1
        self.N = len(labels) - self.P

    def points(self):
        thresholds = sorted(set(self.scores), reverse=True)
        pts = [(0.0, 1.0)]
        for t in thresholds:
            tp = 0
            fp = 0
            i = 0
            while i < len(self.scores):
                if self.scores[i] >= t:
                    if self.labels[i] == 1:
                        tp += 1
                    else:
                        fp += 1
                i += 1
            pts.append((fp / self.N, 1.0 - tp / self.P))
        return pts


def my_eer(scores, labels):
    best = None
    best_gap = 2.0
    for fpr, fnr in Roc(scores, labels).points():
        gap = abs(fpr - fnr)
        if gap < best_gap:
            best_gap = gap
            best = (fpr + fnr) / 2
    return best
''')

wrong("q35", "ndcg.all_judgments", "twin", "builds the ideal by sorting the retrieved grades and appending the "
      "unretrieved grades after them unsorted, instead of sorting all judged grades together",
      [[r"append\w*.{0,40}(after|at the end|unsorted|without sort)", r"(not|never) sort\w* (together|all|the whole)",
        r"unretrieved.{0,40}(end|after|last|unsorted|not sorted)", r"sort\w* (only )?the retrieved",
        r"(separately|apart) sorted", r"concatenat\w*.{0,30}after sort"]], '''
import math

def dcg(g):
    total = 0.0
    i = 0
    while i < len(g):
        total += g[i] if i == 0 else g[i] / math.log2(i + 1)
        i += 1
    return total


def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True) + list(unretrieved)
    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(list(grades)) / idcg
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest (as if they were similarity "
      "scores), so the farthest items come first",
      [[r"farthest", r"(largest|biggest|highest) (distance )?first", r"descending", r"reverse=True",
        r"(as|like) (a )?similarit", r"(as|like) (a )?scores?", r"wrong (sort )?direction", r"reversed order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    hits = 0
    i = 0
    while i < k:
        hits += labels[order[i]]
        i += 1
    return hits / k
''')

wrong("q37", "set.pr", "data", "counts over the lists as given: an id retrieved twice counts twice (in the hits "
      "and in the number retrieved), instead of once as a set",
      [[r"count\w* (it )?twice", r"duplicat\w*", r"(never|not) (made|turned|converted) (in)?to (a )?sets?",
        r"without (a )?set\(", r"(lists?|list length) instead of (a )?sets?",
        r"repeated (id|item)", r"len\(retrieved\)", r"counted (more than once|again)"]], '''
def my_set_pr(retrieved, relevant):
    hit = 0
    i = 0
    while i < len(retrieved):
        if retrieved[i] in relevant:
            hit += 1
        i += 1
    precision = hit / len(retrieved) if len(retrieved) > 0 else 0.0
    recall = hit / len(relevant) if len(relevant) > 0 else 0.0
    return [precision, recall]
''')

wrong("q38", "gen.practical", "data", "reads d as the unjudged rest of the database and uses d + s as its size",
      [[r"d ?\+ ?s", r"s ?\+ ?d", r"(unjudged|remaining|rest of the|other) (items|database|part)",
        r"d (is|as|already is) (the )?(whole|total|database)", r"(database|collection) size.{0,30}(misread|wrong|d ?\+)",
        r"adds? (the )?scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        v += x
    size = d + s
    precision = v / s
    recall_low = v / (size - s + v) if v > 0 else 0.0
    gen_low = v / size
    return [precision, recall_low, gen_low]
''')

wrong("q39", "pr.averaged", "data", "takes each query's number of relevant items as the count of 1s in its list "
      "instead of its n_relevant (the unretrieved relevant items are left out of recall)",
      [[r"sum\(labels\)", r"(count|number) of (1s|ones|hits|relevant (items )?(retrieved|in the (list|run)))",
        r"ignor\w*.{0,20}n_relevant", r"(instead of|not) (the given )?n_relevant", r"unretrieved.{0,40}(left out|ignored|missing)",
        r"relevant items retrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    q = 0
    while q < len(runs):
        labels = runs[q]
        nrel = 0
        for x in labels:
            nrel += x
        lvl = 0
        while lvl <= 10:
            best = 0.0
            hits = 0
            i = 0
            while i < len(labels):
                hits += labels[i]
                if nrel > 0 and hits * 10 >= lvl * nrel:
                    p = hits / (i + 1)
                    if p > best:
                        best = p
                i += 1
            sums[lvl] += best
            lvl += 1
        q += 1
    return [s / len(runs) for s in sums]
''')

wrong("q40", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal ranking's DCG) "
      "instead of keeping the ranking's order",
      [[r"sort\w*", r"ideal", r"IDCG", r"(ranking|given|rank) order.{0,30}(lost|ignored|not kept|changed)",
        r"reorder\w*", r"high to low", r"descending"]], '''
import math

grades = sorted(v["grades"], reverse=True)
total = 0.0
i = 1
while i <= len(grades):
    total += grades[i - 1] / math.log2(i + 1)
    i += 1
my_dcg_trec = total
''')

wrong("q41", "ap.exact", "data", "divides the integer counts with // (integer division, as ints in Java or C), so "
      "every precision below 1 becomes 0",
      [[r"//", r"integer division", r"floor division", r"int(eger)? (arithmetic|divide|truncat)",
        r"truncat\w*", r"rounds? down", r"(ints?|integers?) instead of floats?"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits // (i + 1)
        i += 1
    return total / n_relevant
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances on their own and keeps the labels in the input "
      "order, so the labels no longer belong to their distances",
      [[r"(labels?|pairing).{0,40}(no longer|not|never|lost|mismatch|misalign)", r"sort\w* (only )?the distances",
        r"(without|not) (the )?labels", r"misalign\w*", r"(pairs?|pairing) (broken|lost)", r"separately"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    inside = 0
    hits = 0
    i = 0
    while i < len(d) and d[i] < epsilon:
        inside += 1
        hits += labels[i]
        i += 1
    if inside == 0:
        return 0.0
    return hits / inside
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "dcg.classic", "while loop with an explicit 1-based rank and an early return for an empty list", '''
import math

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = float(grades[0])
    rank = 2
    while rank <= len(grades):
        total += grades[rank - 1] / math.log2(rank)
        rank += 1
    return total
''')

right("q44", "pr.points", "exact Fractions in a list comprehension over itertools.accumulate", '''
from fractions import Fraction
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [float(Fraction(hits[i], i + 1)) for i in range(len(labels)) if labels[i] == 1]
''')

right("q45", "roc.eer", "a small class holding the ROC points, then a linear interpolation of the crossing", '''
class RocCurve:
    def __init__(self, scores, labels):
        self.P = sum(1 for y in labels if y == 1)
        self.N = len(labels) - self.P
        self.pts = [(0.0, 0.0)]
        for t in sorted(set(scores), reverse=True):
            tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
            fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
            self.pts.append((fp / self.N, tp / self.P))

    def eer(self):
        prev = None
        for fpr, tpr in self.pts:
            diff = fpr - (1.0 - tpr)
            if diff >= 0:
                if diff == 0 or prev is None:
                    return fpr
                pf, pdiff = prev
                t = -pdiff / (diff - pdiff)
                return pf + t * (fpr - pf)
            prev = (fpr, diff)
        return 1.0


def my_eer(scores, labels):
    return RocCurve(scores, labels).eer()
''')

right("q46", "scope.knn_ties", "counters for closer and tied targets, integer arithmetic until the last division", '''
def my_knn_tie_bounds(distances, labels, k):
    sd = sorted(distances)
    kth = sd[k - 1]
    closer = closer_rel = tied = tied_rel = 0
    i = 0
    while i < len(distances):
        if distances[i] < kth:
            closer += 1
            closer_rel += labels[i]
        elif distances[i] == kth:
            tied += 1
            tied_rel += labels[i]
        i += 1
    need = k - closer
    low = closer_rel + max(0, need - (tied - tied_rel))
    high = closer_rel + min(need, tied_rel)
    return [low / k, high / k]
''')

right("q47", "gen.practical", "NumPy counts and the three bounds in one list", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s = len(y)
    v = int(y.sum())
    recall_low = v / (d - s + v) if v > 0 else 0.0
    return [v / s, recall_low, v / d]
''')

right("q48", "rank.p_at_k", "while loop bounded by both k and the list length, divided by k", '''
def my_p_at_k(labels, k):
    count = 0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            count += 1
        i += 1
    return count / k
''')

SUBMISSIONS = tuple(S)
