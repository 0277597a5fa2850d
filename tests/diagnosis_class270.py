"""Diagnosis class 270, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write nested functions and closures, default arguments and lambdas, with the scoping slips such code invites
(late-binding lambdas, mutable defaults, a helper reading an outer variable), in loops, NumPy, comprehensions,
itertools and fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c270-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 or more value tasks. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class270).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 270 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c270-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, ignoring beta",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)",
        r"beta of 1", r"without (the )?beta"]], '''
def my_f(precision, recall, beta):
    harmonic = lambda p, r: 2 * p * r / (p + r) if p + r else 0.0
    return harmonic(precision, recall)
''')

wrong("q02", "ap.exact", "sibling", "averages the precision at every rank of the list instead of only at the "
      "ranks of relevant items (and over the list length, not n_relevant)",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"non.?relevant ranks", r"not only (at )?(the )?relevant",
        r"mean (of )?P@k", r"average (of )?P@k over", r"irrelevant ranks"]], '''
def my_ap(labels, n_relevant):
    def prec_at(k):
        return sum(labels[:k]) / k
    if not labels or n_relevant == 0:
        return 0.0
    return sum(prec_at(k) for k in range(1, len(labels) + 1)) / len(labels)
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead "
      "of the trec_eval DCG rel_i / log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log_?2 ?i\b", r"first (grade|rank|item) (is )?(not|never|un)discounted",
        r"rel_?1 undiscounted", r"Järvelin", r"Jarvelin", r"original DCG", r"instead of log2\(i ?\+ ?1\)"]], '''
from math import log2

disc = lambda i: 1.0 if i < 2 else log2(i)
my_dcg_trec = sum(g / disc(i) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the "
      "uninterpolated precision there) instead of the maximum precision at any rank with R@k >= r",
      [[r"first rank", r"not (the )?max", r"no max", r"without (the )?max", r"uninterpolated", r"not interpolated",
        r"max\w* (to|on) the right", r"instead of the max", r"first (point|rank) reaching"]], '''
def my_interpolated(labels, n_relevant):
    def curve_at(r):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                return hits / k
        return 0.0
    return [curve_at(i / 10) for i in range(11)]
''')

wrong("q05", "ndcg.all_judgments", "sibling", "ideal ranking built from the retrieved grades only (the unretrieved "
      "relevant items are left out of the ideal DCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q06", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the "
      "macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts).{0,30}(first|before)", r"total tp",
        r"one (big|pooled) table", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "rank.distances", "sibling", "returns the recall of the top k (relevant hits over all relevant "
      "targets) instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant (targets|items)", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (dividing by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = order[:k]
    total = sum(labels)
    return sum(labels[i] for i in top) / total if total else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in F_beta's weights",
      [[r"beta (instead of|not|rather than) (beta)?\s*(\^|\*\*)?\s*2", r"not squared", r"squar\w*",
        r"beta²", r"beta itself"]], '''
def my_f(precision, recall, beta):
    combine = lambda p, r, b=beta: (1 + b) * p * r / (b * p + r)
    if precision == 0 and recall == 0:
        return 0.0
    return combine(precision, recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"wrong base", r"base 2",
        r"another base", r"log_?e"]], '''
import math

def my_dcg(grades):
    discount = lambda i: 1.0 if i == 1 else math.log(i)
    return sum(g / discount(i) for i, g in enumerate(grades, start=1))
''')

wrong("q10", "dcg.exponential", "shape", "gain 2^rel without the - 1 (2^rel instead of 2^rel - 1)",
      [[r"minus (one|1)", r"2\^rel\b(?! ?- ?1)", r"without subtract", r"forg\w* (to )?subtract",
        r"a grade of 0 (still )?(gains|counts|adds)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q11", "roc.auc", "shape", "tied (positive, negative) pairs count 0 instead of 1/2",
      [[r"ties? (count|counted|counting|as) (0|zero|nothing)", r"ignor\w* (the )?ties", r"tied pairs?.{0,40}(0|zero|ignored|not counted|dropped)",
        r"tied pairs? (are )?(not counted|left out)", r"no (credit|half) for (a )?ties?"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in product(pos, neg) if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "recall lower bound v / (d - s), the + v of the largest class d - s + v "
      "left out",
      [[r"\+ ?v", r"d - s\b(?! ?\+)", r"largest (possible )?class", r"c_?max", r"v / ?\(d - s\)",
        r"forg\w*.{0,20}v\b", r"relevant (items )?(in|inside) the scope.{0,30}(left out|missing|forgotten)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    bound = lambda num, den: num / den if den else 0.0
    return [bound(v, s), bound(v, d - s), bound(v, d)]
''')

wrong("q13", "ap.at_k", "shape", "precision at each relevant rank i computed as hits / k instead of hits / i",
      [[r"/ ?k\b", r"divid\w* by k\b", r"hits over k", r"k instead of i", r"P@k instead of P@i",
        r"cutoff instead of (the )?rank", r"same precision"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for x in top:
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q14", "ndcg.value", "shape", "divides the ideal DCG by the DCG (ratio upside down)",
      [[r"upside down", r"invert\w*", r"inverse", r"reciproc\w*", r"ideal (DCG )?(divided )?by (the )?DCG",
        r"swapp\w*", r"IDCG ?/ ?DCG", r"the other way round"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the per-query lambdas built in the loop all read the loop variables late, so "
      "every query's AP is the last query's AP",
      [[r"late.?binding", r"last query", r"(closure|lambda)s?.{0,60}(loop variable|last|same)",
        r"same (query|AP|run) (for|reused|every)", r"one query'?s? (AP|value) (reused|repeated|for every)",
        r"every query.{0,30}(the )?(last|same)"]], '''
def my_map(runs, n_relevant):
    def ap(run, n):
        hits, total = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / k
        return total / n if n else 0.0
    jobs = []
    for run, n in zip(runs, n_relevant):
        jobs.append(lambda: ap(run, n))
    return sum(job() for job in jobs) / len(jobs)
''')

wrong("q16", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a k beyond "
      "the end of the list is not counted as non-relevant",
      [[r"len\((top|labels\[:k\]|the slice)\)", r"length of the (slice|list|top)", r"instead of k\b",
        r"not (by|over) k\b", r"missing ranks?.{0,40}(not counted|ignored|dropped)", r"shorter than k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    prec = lambda xs: sum(xs) / len(xs) if xs else 0.0
    return prec(top)
''')

wrong("q17", "pr.averaged", "flow", "mutable default argument: the list of per-query curves is a default "
      "argument, so curves from earlier calls are kept and averaged in",
      [[r"mutable default", r"default (argument|list|parameter)", r"earlier calls?", r"previous calls?",
        r"kept between calls", r"accumulat\w* across calls", r"state (kept|carried)"]], '''
def my_averaged_curve(runs, n_relevant, curves=[]):
    def interp(labels, n):
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n:
                pts.append((hits / n, hits / k))
        return [max([p for r, p in pts if r >= lvl / 10], default=0.0) for lvl in range(11)]
    for labels, n in zip(runs, n_relevant):
        curves.append(interp(labels, n))
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q18", "ap.eleven_point", "flow", "the rank loop runs over range(1, len(labels)) and never looks at the "
      "last rank",
      [[r"last rank", r"off.by.one", r"range\(1, ?len", r"stops one (rank )?(early|short)", r"final rank",
        r"last (item|position)"]], '''
def my_11pt(labels, n_relevant):
    def points():
        for k in range(1, len(labels)):
            hits = sum(labels[:k])
            yield (hits / n_relevant if n_relevant else 0.0), hits / k
    pts = list(points())
    levels = [i / 10 for i in range(11)]
    return sum(max((p for r, p in pts if r >= lv), default=0.0) for lv in levels) / 11
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: the reciprocal ranks of every relevant "
      "item of a query are summed",
      [[r"\bbreak\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)", r"not (only )?the first",
        r"stop\w* at the first", r"sum\w* (of )?(the )?reciprocal ranks"]], '''
def my_mrr(runs):
    def rr(run):
        total = 0.0
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
        return total
    return sum(map(rr, runs)) / len(runs)
''')

wrong("q20", "gen.grip_point", "flow", "slices labels[:n_relevant - 1], one rank short of the scope s = c",
      [[r"off.by.one", r"one (rank )?short", r"n_relevant ?- ?1", r"c ?- ?1", r"last rank of the scope",
        r"one rank (too )?(few|early)", r"\[: ?n_relevant ?- ?1\]"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    scope = lambda s=c - 1: labels[:s]
    return sum(scope()) / c
''')

wrong("q21", "pr.points", "flow", "the hit counter is raised after the point's precision is taken, so each "
      "point uses one hit too few",
      [[r"one (hit )?too few", r"before (the )?(count|counter|hit)", r"after (taking|computing|appending)",
        r"off.by.one", r"hits? (count(er)?|counted) (one )?(late|too late)", r"increment\w* (too )?late",
        r"\(hits? ?- ?1\)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for rank, x in enumerate(labels, 1):
        if x:
            out.append(hits / rank)
            hits += 1
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "no guard for n_relevant = 0: a query with no relevant items raises "
      "ZeroDivisionError instead of giving 0",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    prec = lambda k: sum(labels[:k]) / k
    return sum(prec(k) for k, x in enumerate(labels, 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q23a", "set.pr", "hidden", "counts retrieved ids as a list, so an id retrieved twice is counted twice",
      [[r"duplicat\w*", r"not (a )?set", r"as a list", r"counted (two|2) times", r"repeated id",
        r"set\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    ratio = lambda a, b: a / b if b else 0.0
    return [ratio(hits, len(retrieved)), ratio(hits, len(rel))]
''')

wrong("q24l", "scope.eps_precision", "hidden", "uses d <= epsilon: a target exactly at distance epsilon is "
      "returned although the query's test is strict",
      [[r"<=", r"≤", r"non.?strict", r"not strict",
        r"at (distance )?(exactly )?epsilon", r"includ\w* (the )?(boundary|epsilon)"]], '''
def my_eps_precision(distances, labels, epsilon):
    within = lambda d, eps=epsilon: d <= eps
    picked = [y for d, y in zip(distances, labels) if within(d)]
    return sum(picked) / len(picked) if picked else 0.0
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c, so a list "
      "shorter than the class does not count its missing ranks as non-relevant",
      [[r"len\((top|labels\[:c\]|labels\[:n_relevant\]|the slice)\)", r"length of the (slice|list|top)",
        r"instead of (c|n_relevant)\b", r"divid\w* by (the )?(slice|list) length",
        r"(len|length) of (the )?(seen|top|slice)"]], """
def my_grip_point(labels, n_relevant):
    top = lambda c=n_relevant: labels[:c]
    seen = top()
    return sum(seen) / len(seen) if seen else 0.0
""")

wrong("q26", "interp.step", "hidden", "tests R_(i-1) < level < R_i strictly, so a level exactly at a reached "
      "recall R_i takes the next step's precision",
      [[r"strict\w*", r"level (equal|equals) (to )?R", r"open (on the right|interval)", r"boundary", r"closed (on the right|interval)", r"right end"]], '''
def my_step_interpolated(labels, n_relevant, level):
    steps = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            steps.append((hits / n_relevant, hits / k))
    prev = 0.0
    for r, p in steps:
        if prev < level < r:
            return p
        prev = r
    return 0.0
''')

wrong("q27", "ap.at_k", "hidden", "loops over range(k) indexing labels[i], which raises IndexError when k is "
      "longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q28", "pr.averaged", "hidden", "no guard for a query with no relevant items: hits / n raises "
      "ZeroDivisionError instead of that query counting 0 at every level",
      [ZERODIV], '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    def curve(run, n):
        hits = list(accumulate(run))
        pts = [(h / n, h / k) for k, h in enumerate(hits, 1)]
        return [max((p for r, p in pts if r >= lv / 10), default=0.0) for lv in range(11)]
    curves = [curve(r, n) for r, n in zip(runs, n_relevant)]
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "interp.curve", "twin", "builds the levels by adding 0.1 in a loop (r += 0.1), so the accumulated "
      "float 0.30000000000000004 is just above a recall of exactly 0.3 and that rank is skipped",
      [[r"accumulat\w*", r"\+= ?0\.1", r"adding 0\.1", r"floating.?point", r"float (error|rounding|drift)",
        r"0\.30000000000000004", r"rounding error", r"repeated addition"]], '''
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out, r = [], 0.0
    for _ in range(11):
        out.append(max((p for rec, p in pts if rec >= r), default=0.0))
        r += 0.1
    return out
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is reversed (counts pairs where the negative scores higher), "
      "giving 1 - AUC",
      [[r"revers\w*", r"negative scor\w* higher", r"< instead of >", r"comparison (is )?(flipped|the wrong way)",
        r"1 ?- ?AUC", r"wrong direction", r"the other way round"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    credit = lambda p, n: 1.0 if p < n else (0.5 if p == n else 0.0)
    return sum(credit(p, n) for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q31", "scope.knn_ties", "twin", "the two tie-break keys are swapped: the 'lowest' sort puts the tied "
      "relevant targets first and the 'highest' sort puts them last",
      [[r"keys? (are )?swapped", r"tie.?break\w* (keys? )?(swapped|reversed|the wrong way)",
        r"relevant (targets )?first.{0,40}(lowest|low)", r"(lowest|low).{0,40}relevant (targets )?first",
        r"sign of the label", r"-label", r"key.{0,30}(swapped|reversed|inverted)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    p_at_k = lambda key: sum(y for _, y in sorted(pairs, key=key)[:k]) / k
    low = p_at_k(lambda t: (t[0], -t[1]))
    high = p_at_k(lambda t: (t[0], t[1]))
    return [low, high]
''')

wrong("q32", "set.pr", "twin", "the two denominators are swapped: precision divides the hits by the number of "
      "relevant ids and recall by the number retrieved",
      [[r"denominators? (are )?swapped", r"precision.{0,40}(number|count|size) of relevant",
        r"divid\w* by (the )?(number|count|size) of relevant.{0,30}precision", r"recall.{0,40}(number|count|size) (of )?retrieved",
        r"swapp\w* (the )?denominators"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    safe = lambda n, d: n / d if d else 0.0
    precision = safe(hits, len(rel))
    recall = safe(hits, len(ret))
    return [precision, recall]
''')

wrong("q33", "sig.sign_test", "twin", "every query where a does not beat b (ties included) is counted as a win "
      "for b, so tied queries are not dropped",
      [[r"ties? (are |were )?(not dropped|kept|counted)", r"tie.{0,40}(win|loss) for b", r"not drop\w*.{0,20}ties?",
        r"ties? (as|count as) (a )?(loss|losses|wins)", r"else.{0,20}b wins", r"(ties|tied queries) (included|kept)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins_a = sum(1 for x, y in zip(a, b) if x > y)
wins_b = len(a) - wins_a
n = wins_a + wins_b
tail = lambda m: sum(comb(n, i) for i in range(m + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail(min(wins_a, wins_b)))
''')

wrong("q34", "ap.value", "twin", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum(labels)) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* n_relevant", r"found in the list"]], '''
labels = v["labels"]
prec = lambda k: sum(labels[:k]) / k
found = sum(labels)
my_ap_value = sum(prec(k) for k, x in enumerate(labels, 1) if x) / found
''')

wrong("q35", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the first ROC point with FPR >= FNR instead of "
      "interpolating the crossing between the two ROC points",
      [[r"not interpolat\w*", r"no interpolation", r"without interpolat\w*", r"first (ROC )?point",
        r"nearest (ROC )?point", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"mean of FPR and FNR", r"instead of interpolat\w*"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    def roc_points():
        tp = fp = 0
        yield 0.0, 1.0
        for t in sorted(set(scores), reverse=True):
            for s, y in zip(scores, labels):
                if s == t:
                    tp += y
                    fp += 1 - y
            yield fp / N, 1 - tp / P
    for fpr, fnr in roc_points():
        if fpr >= fnr:
            return (fpr + fnr) / 2
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "treats `unretrieved` as a list of items to count, each of grade 1, "
      "instead of the grades of the unretrieved relevant items",
      [[r"grade (of )?1", r"as (binary|1s?)\b", r"binary", r"count of (items|unretrieved)", r"len\(unretrieved\)",
        r"unretrieved.{0,40}(grades?|values?) (ignored|not used)", r"(each|every) unretrieved.{0,30}1\b"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp], so it divides tp by tp + fn (the query's "
      "recall) instead of tp + fp",
      [[r"\[tp, ?fn, ?fp\]", r"order of (the )?(table|columns|counts)", r"fn (instead of|for) fp",
        r"tp ?\+ ?fn", r"recall", r"columns? (swapped|mixed)", r"wrong column"]], '''
def my_macro_precision(tables):
    prec = lambda tp, fn, fp: tp / (tp + fp) if tp + fp else 0.0
    vals = [prec(*t) for t in tables]
    return sum(vals) / len(vals)
''')

wrong("q38", "gen.practical", "data", "takes d as the number of items outside the judged scope, so the database "
      "is d + s items",
      [[r"d ?\+ ?s", r"outside the scope", r"unjudged (items|part)", r"database (size )?(is|as) d\b",
        r"d (is|as) the (whole|total) database", r"d already (includes|counts)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    c_max = total - s + v
    return [v / s, v / c_max if c_max else 0.0, v / total]
''')

wrong("q39", "map.mean", "data", "ignores n_relevant and uses the number of relevant items retrieved "
      "(sum(run)) as each query's number of relevant items",
      [[r"sum\(run\)", r"ignor\w* n_relevant", r"relevant (items )?retrieved", r"retrieved relevant",
        r"instead of n_relevant", r"n_relevant (is )?(ignored|never used|unused)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    def ap(run):
        y = np.asarray(run, dtype=float)
        if y.sum() == 0:
            return 0.0
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        return float((prec * y).sum() / y.sum())
    return float(np.mean([ap(r) for r in runs]))
''')

wrong("q40a", "rank.r_precision", "data", "takes R as the length of the ranked list instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"instead of n_relevant",
        r"R ?= ?len", r"not (the )?n_relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q41", "rank.distances", "data", "reads np.argsort(distances) as each item's rank, so it keeps the items "
      "whose argsort entry is below k instead of the k nearest items",
      [[r"argsort", r"rank (vs|versus|and) order", r"order.{0,20}(as|for) (the |a )?rank", r"positions? (vs|versus|as) ranks?",
        r"indices (as|for) ranks", r"permutation"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    rank_of = np.argsort(distances)
    y = np.asarray(labels)
    keep = lambda kk=k: rank_of < kk
    return float(y[keep()].sum() / k)
''')

wrong("q42", "dcg.classic", "data", "binarises the graded relevance (any grade > 0 counts 1) instead of using "
      "the grades themselves",
      [[r"binar\w*", r"grade.{0,20}> ?0", r"(as|to) (0/1|1)\b", r"graded relevance.{0,30}(ignored|lost)",
        r"grades? (as|treated as) (labels|binary)", r"bool"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(rel, 1))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "generator of ROC points, interpolated crossing", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    def roc_points():
        tp = fp = 0
        yield 0.0, 1.0
        for t in sorted(set(scores), reverse=True):
            for s, y in zip(scores, labels):
                if s == t:
                    tp += y
                    fp += 1 - y
            yield fp / N, 1 - tp / P
    prev = None
    for fpr, fnr in roc_points():
        gap = fpr - fnr
        if gap >= 0:
            if gap == 0 or prev is None:
                return fpr
            pf, pg = prev
            t = -pg / (gap - pg)
            return pf + t * (fpr - pf)
        prev = (fpr, gap)
''')

right("q44", "ap.exact", "exact Fraction sum in a nested helper", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    def precisions():
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                yield Fraction(hits, k)
    if n_relevant == 0:
        return 0.0
    return float(sum(precisions(), Fraction(0)) / n_relevant)
''')

right("q45", "map.mrr", "next() with a default inside a lambda", '''
def my_mrr(runs):
    rr = lambda run: next((1 / r for r, x in enumerate(run, 1) if x), 0.0)
    return sum(map(rr, runs)) / len(runs)
''')

right("q46", "set.f_beta", "closure over beta squared", '''
def my_f(precision, recall, beta):
    def make_f(b2=beta ** 2):
        return lambda p, r: (1 + b2) * p * r / (b2 * p + r) if (b2 * p + r) else 0.0
    return make_f()(precision, recall)
''')

right("q47", "interp.step", "itertools.accumulate and a for-else", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    prev = 0.0
    for k, (x, h) in enumerate(zip(labels, hits), 1):
        if x:
            r = h / n_relevant
            if prev < level <= r + 1e-12:
                return h / k
            prev = r
    else:
        return 0.0
''')

right("q48", "scope.knn_ties", "sorted with two key lambdas", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    p_at_k = lambda key: sum(y for _, y in sorted(pairs, key=key)[:k]) / k
    return [p_at_k(lambda t: (t[0], t[1])), p_at_k(lambda t: (t[0], -t[1]))]
''')

SUBMISSIONS = tuple(S)
