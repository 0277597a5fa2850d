"""Diagnosis class 54, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
paste code from Q&A sites, tutorials and chat assistants and adapt it lightly to the task's signature: generic
snippets written for another setting (another measure's name, another library's conventions, scores instead of
labels, a 1-based or 0-based habit of the snippet), variable names left over from the snippet, an extra feature the
snippet had, plus the usual misremembered formulas. Read for it: the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references;
``variants.py`` was not opened), the measure library (``ireval_teach/generality.py``'s formulas), the
first 80 lines of tests/heldout_submissions.py (``class_writer``, ``Submission``, the shared key lists), the first 60
and last 30 lines of tests/diagnosis_class19.py (format only), and tests/validate_class.py's docstring plus its
imports and ``run`` helper (lines 13-40, read by accident). Same format as tests/diagnosis_class19.py (the category
is kept in ``style``). Student ids are ``"c54-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class54).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 54 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c54-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "always returns F1, the plain harmonic mean of P and R: beta is never used",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used",
        r"beta (has|makes) no (effect|difference)", r"as if beta\s*(=|were|was) ?1"]], '''
def my_f(precision, recall, beta):
    # from a StackOverflow answer on "f1 score from precision and recall"
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "ap.at_k", "sibling", "divides by n_relevant (full AP's denominator) instead of min(k, n_relevant)",
      [[r"divid\w* by (the )?(n_relevant|R\b|number of relevant|all (the )?relevant|total)",
        r"(full|whole|total|all) (number of )?relevant (items|documents)",
        r"AP'?s (own )?denominator", r"(plain|full|untruncated|ordinary) AP", r"not min\(", r"instead of min\(",
        r"without (the )?min\("]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("a03", "roc.eer", "sibling", "returns 1 - AUC (the fraction of mis-ordered pairs) instead of the equal error rate",
      [[r"\bAUC\b", r"area under", r"mis-?ordered pairs", r"(pairs|pairwise) (error|comparison)",
        r"Mann.?Whitney"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    wrong_pairs = (pos[:, None] < neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(wrong_pairs / (len(pos) * len(neg)))
''')

wrong("a04", "interp.curve", "sibling", "takes the plain precision at the first rank whose recall reaches r, "
      "not the maximum over all ranks at or after it (uninterpolated)",
      [[r"not (the )?max", r"no max", r"without (taking )?(the )?max", r"first rank (where|that|whose|at which)",
        r"uninterpolated", r"not interpolated", r"instead of the max", r"(never|not) (look|take)\w* .{0,20}later ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        hits, val = 0, 0.0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r:
                val = hits / rank
                break
        out.append(val)
    return out
''')

wrong("a05", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tps?|tables)", r"total tp", r"aggregat\w* (the )?counts",
        r"(before|then) divid"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a06", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount", [[r"classic", r"log2\(i\)", r"log2 i\b", r"log_2\(i\)", r"J.rvelin",
                                r"(rank|item|grade) 1.{0,30}(undiscounted|not discounted|no discount)"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / math.log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("a07", "scope.knn_ties", "sibling", "returns the bounds of recall at k (hits over all relevant targets) "
      "instead of precision at k",
      [[r"recall", r"divid\w* by (the )?(number|count|total) of relevant", r"all (the )?relevant (targets|items)",
        r"instead of (dividing by )?k\b"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    n_rel = sum(labels)
    return [sum(y for _, y in worst[:k]) / n_rel, sum(y for _, y in best[:k]) / n_rel]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squar", r"forg\w* (to )?square", r"squar\w* (is |was )?missing", r"without (the )?squar",
        r"unsquared", r"beta instead of beta.?(\^|\*\*|squared)", r"beta rather than beta"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("b02", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b(?!2)", r"np\.log\b(?!2)",
        r"wrong base", r"another base", r"not (in )?base 2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + np.sum(g[1:] / np.log(np.arange(2, g.size + 1))))
''')

wrong("b03", "gen.practical", "shape", "recall's lower bound v / (d - s): the + v of the class size is left out",
      [[r"/ ?\(d ?- ?s\)", r"forg\w* .{0,15}\+ ?v", r"without (the )?\+ ?v", r"(missing|drop\w*|omit\w*) (the )?\+ ?v",
        r"unjudged (items|part) only", r"v (is )?(not added|left out)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("b04", "roc.auc", "shape", "tied (positive, negative) pairs count 0 instead of 1/2 (a strict > only)",
      [[r"tie\w*.{0,40}(\b0\b|zero|nothing|ignored|not counted|dropped|left out)", r"(ignor|drop|skip)\w* (the )?tie",
        r"strict\w*", r"half.{0,30}(missing|forgot|left out)", r"without (the )?(1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("b05", "pr.averaged", "shape", "interpolates with a strict R@k > r, leaving out the rank whose recall equals "
      "the level", [[r"strict", r">\s*r\b", r"greater than (r|the level)\b(?! or)", r"instead of >=",
                     r"(exclud|skip|miss|drop)\w*.{0,40}(exactly|equal)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        ranks = np.arange(1, len(lab) + 1)
        prec = np.cumsum(lab) / ranks
        rec = np.cumsum(lab) / n if n else np.zeros(len(lab))
        row = []
        for i in range(11):
            r = i / 10
            sel = prec[rec > r] if n else []
            row.append(float(sel.max()) if len(sel) else 0.0)
        curves.append(row)
    return list(np.mean(curves, axis=0))
''')

wrong("b06", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"(forg\w*|without|missing|drop\w*|omit\w*).{0,20}- ?1", r"2\^rel(?!\w* ?- ?1)",
        r"2 ?\*\* ?rel\w*(?! ?- ?1)", r"minus (one|1)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("b07", "sig.sign_test", "shape", "returns one tail of the binomial (the p-value is not doubled)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"forg\w* (to )?double",
        r"without (the )?(doubling|factor (of )?2)", r"(times|multipl\w* by) (2|two)", r"half (of )?the"]], '''
from scipy.stats import binom

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "range(1, k) stops one rank short: only the first k - 1 ranks are counted",
      [[r"off.by.one", r"range\(1, ?k\)", r"(skip|miss|drop|los)\w* (the )?(last|k-th|kth) (rank|item)",
        r"first k ?- ?1", r"k ?- ?1 (ranks|items)", r"one (rank|item) short"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("c02", "ap.exact", "flow", "the precision at a relevant rank is taken before its hit is counted "
      "((hits - 1) / rank)",
      [[r"before (the |it |its )?(count|hits?|counter|increment)", r"(count|hits?|counter)\w* .{0,30}(after|too late|late)",
        r"off.by.one", r"not (yet )?(counted|included)", r"(exclud|without)\w* (the )?(item|document) (itself|at (that|this) rank)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    num_hits = 0
    score = 0.0
    for i, p in enumerate(labels):
        if p:
            score += num_hits / (i + 1.0)
            num_hits += 1
    return score / n_relevant
''')

wrong("c03", "map.mean", "flow", "the running total is reset inside the loop: returns the last query's AP over the "
      "number of queries",
      [[r"reset", r"re-?initiali[sz]", r"inside the (outer )?loop", r"(only|just) the last query",
        r"last query'?s? AP", r"overwrit"]], '''
def my_map(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        total = 0.0
        hits = 0
        ap = 0.0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                ap += hits / rank
        total += ap / R if R else 0.0
    return total / len(runs)
''')

wrong("c04", "pr.points", "flow", "the append is at the loop's level: a point is added at every rank, not only at "
      "relevant ones",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items).{0,30}(too|also|as well)",
        r"(not only|also) (at )?(the )?(non)?relevant", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("c05", "map.mrr", "flow", "no break after the first relevant item: sums 1/rank over every relevant item",
      [[r"(no|without|missing|forg\w*) (a |the )?break", r"every relevant (item|rank|hit)", r"all (the )?relevant (items|ranks)",
        r"(not|never|doesn.t) stop", r"sum\w* .{0,30}(all|every)", r"(more|other) than the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run):
            if rel:
                rr += 1.0 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("c06", "rank.distances", "flow", "never sorts: takes the first k labels in input order",
      [[r"(never|not|without|forg\w* to) sort", r"unsorted", r"input order", r"original order", r"order (given|as given)",
        r"(ignor|not us)\w* (the )?distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    ranked_labels = [y for _, y in ranked]
    return sum(ranked_labels[:k]) / k
''')

wrong("c07", "interp.step", "flow", "reads the precision of the relevant item before the one whose recall reaches "
      "the level (one point too early)",
      [[r"previous", r"one (point|step|relevant item) (too )?(early|before)", r"off.by.one", r"P_\(?i ?- ?1",
        r"(point|item) before"]], '''
def my_step_interpolated(labels, n_relevant, level):
    recalls, precisions = [], []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            recalls.append(hits / n_relevant)
            precisions.append(hits / rank)
    for i, r in enumerate(recalls):
        if r >= level - 1e-12:
            return precisions[max(i - 1, 0)]
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes when "
      "nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "set.pr", "hidden", "recall divides by the number of relevant ids without a guard: crashes when "
      "nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    precision = tp / len(ret) if ret else 0.0
    recall = tp / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "gen.grip_point", "hidden", "the mean of the first c labels: a list shorter than the class divides by "
      "its own length instead of c",
      [[r"\bmean\b", r"average", r"divid\w* by (the )?(length|len|size|number of (ranks|items) (present|there|in))",
        r"len\(", r"instead of (dividing by )?(c|n_relevant|the class size)\b"],
       [r"shorter", r"short list", r"missing ranks", r"fewer (ranks|items)", r"(past|beyond) the end", r"truncat"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.asarray(labels[:n_relevant], dtype=float).mean())
''')

wrong("d04", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 gives nan",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return np.sum(g / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("d05", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard: crashes for a query with no "
      "relevant items", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "scope.knn_ties", "hidden", "reads the distance just after the k-th place, which does not exist when "
      "k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    kth = distances[order[k - 1]]
    nxt = distances[order[k]]
    sure = [labels[i] for i in order if distances[i] < kth]
    tied = [labels[i] for i in order if distances[i] == kth]
    slots = k - len(sure)
    if nxt != kth:
        return [sum(sure + tied) / k] * 2
    rel_tied = sum(tied)
    lo = sum(sure) + max(0, slots - (len(tied) - rel_tied))
    hi = sum(sure) + min(slots, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("d07", "pr.averaged", "hidden", "recall divides by n_relevant with no guard: crashes for a query with no "
      "relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / rank, hits / n))
        for j, r in enumerate(levels):
            sums[j] += max([p for p, rc in pts if rc >= r], default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "map.mean", "twin", "each AP divides by the relevant items retrieved (sum of the labels) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items |documents )?(retrieved|found)", r"sum\(labels\)", r"sum of (the )?labels",
        r"\bhits\b", r"(items|ones) (it |the run )?found"],
       [r"divid", r"denominator", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / y.sum()))
    return float(np.mean(aps))
''')

wrong("e02", "pr.points", "twin", "enumerates from 1 and adds 1 again: the precision is read one rank too far "
      "(hits / (rank + 1))",
      [[r"(1-based|one-based).{0,40}(\+ ?1|again|twice)", r"\+ ?1 (twice|again)", r"enumerate\(.{0,20}1\).{0,40}\+ ?1",
        r"(rank|index) (is )?(shifted|incremented) twice", r"start=1"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    tp = 0
    for idx, label in enumerate(labels, start=1):
        if label == 1:
            tp += 1
            pts.append(tp / (idx + 1))
    return pts
''')

wrong("e03", "rank.distances", "twin", "sorts the distances in descending order (a similarity snippet: higher "
      "first), so the farthest items come first",
      [[r"farthest", r"descending", r"revers\w*", r"largest (distance )?first", r"similarit\w* (score|convention|snippet)",
        r"higher (is|=|means) better", r"highest first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("e04", "roc.auc", "twin", "treats label 0 as the positive class (the labels are flipped): returns 1 - AUC",
      [[r"(swap|flip|invert|revers)\w*.{0,30}(label|class|positive)", r"label 0 as (the )?positive",
        r"negative class as (the )?positive", r"pos_label", r"(positive|negative)s? (and|&) (negative|positive)s? "
        r"(swapped|exchanged|confused)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    gt = (pos[:, None] > neg[None, :]).sum()
    eq = (pos[:, None] == neg[None, :]).sum()
    return float((gt + 0.5 * eq) / (len(pos) * len(neg)))
''')

wrong("e05", "map.mrr", "twin", "averages over the queries that retrieved a relevant item only (queries with no hit "
      "are skipped, not counted as 0)",
      [[r"skip\w*", r"(drop|exclud|left out|leav\w* out|ignor)\w*.{0,40}(quer|no (relevant|hit))",
        r"only (the )?quer\w+ (that|with|which)", r"(not|never) count\w* (as )?(0|zero)",
        r"divid\w* by (the )?(number|count) of (answered|successful|queries with)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("e06", "ap.eleven_point", "twin", "averages over the 10 levels 0.1 ... 1.0: the level r = 0.0 is left out",
      [[r"(skip|omit|miss|drop|leav|left)\w*.{0,30}(0\.0|level 0\b|r ?= ?0\b|zero level|level zero)",
        r"\b10 levels", r"ten levels", r"start\w* at 0\.1", r"without (the )?(level )?0\.0", r"(r|level) = 0 (is )?missing"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    levels = [i / 10 for i in range(1, 11)]
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("e07", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (a confusion-matrix snippet's column order), "
      "so fn is used as fp",
      [[r"column", r"order of (the )?(counts|columns|entries|fields|table)", r"unpack\w*",
        r"(fp|fn) and (fp|fn) (are )?(swapped|exchanged|confused|mixed)", r"swap\w*.{0,20}(fp|fn)",
        r"\[tp, ?fn, ?fp\]", r"fn (as|for|instead of) (the )?fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if (tp + fp) else 0.0)
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "works on the lists, not sets: a duplicated retrieved id is counted again",
      [[r"duplicat", r"(list|lists) (instead of|not|rather than) (a )?sets?", r"not (a |as )?sets?\b", r"set\(\)",
        r"repeated (id|item)", r"(count|counted) (again|more than once|two times)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself (as if retrieved "
      "at the end) as well as to the ideal",
      [[r"(append|add|concat|put)\w*.{0,40}unretrieved.{0,40}(ranking|run|retrieved list|DCG|end)",
        r"unretrieved.{0,40}(as if|treated as|counted as) retrieved", r"(counted|included) in the (run'?s |ranking'?s )?DCG",
        r"DCG of the (ranking|run) (also|too)"]], '''
import math

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
    ideal = dcg(sorted(run, reverse=True))
    return dcg(run) / ideal if ideal > 0 else 0.0
''')

wrong("f03", "gen.practical", "data", "reads d as the number of unjudged items (the database as d + s)",
      [[r"d ?\+ ?s", r"(read|took|take|treat|understood)\w* d as", r"d (is|as) (the )?(number of )?unjudged",
        r"size of the database", r"database (size )?(is|as) d ?\+"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    n = d + s
    return [v / s, v / (n - s + v), v / n]
''')

wrong("f04", "ap.value", "data", "takes the number of relevant items as the length of the ranking (len(labels)) "
      "instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking|run)", r"number of (ranks|items retrieved|retrieved items)",
        r"(every|all) (retrieved )?items? (as|are) relevant", r"list length"]], '''
labels = v["labels"]
hits, acc = 0, 0.0
for i, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        acc += hits / i
my_ap_value = acc / len(labels)
''')

wrong("f05", "sig.sign_test", "data", "ties are kept and counted as wins for a (a >= b), n is every query",
      [[r"tie\w*.{0,40}(kept|counted|not dropped|included|as (a )?wins?)", r"(not|never|forg\w* to) drop",
        r">=", r"greater (than )?or equal"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
k = sum(x >= y for x, y in zip(a, b))
my_sign_p = binomtest(k, len(a), 0.5).pvalue
''')

wrong("f06", "dcg.exponential", "data", "sorts the grades from high to low first (computes the ideal DCG, not the "
      "ranking's)", [[r"sort\w*", r"ideal", r"order\w* (the )?grades", r"best.first", r"high to low"]], '''
import math

g = sorted(v["grades"], reverse=True)
my_dcg_exp = sum((2 ** rel - 1) / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("f07", "roc.eer", "data", "treats label 0 as the positive class (sklearn-style pos_label on a flipped "
      "encoding)", [[r"(swap|flip|invert|revers)\w*.{0,30}(label|class|positive)", r"label 0 as (the )?positive",
                     r"negative class as (the )?positive", r"pos_label"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, pos_label=0)
    fnr = 1 - tpr
    d = fpr - fnr
    for i in range(1, len(d)):
        if d[i - 1] <= 0 <= d[i] or d[i - 1] >= 0 >= d[i]:
            if d[i] == d[i - 1]:
                return float(fpr[i])
            t = d[i - 1] / (d[i - 1] - d[i])
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[np.argmin(np.abs(d))])
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "rank.p_at_k", "NumPy slice over k (short lists pad with zeros)", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels[:k], dtype=float)) / k)
''')

right("g02", "ap.exact", "loop with enumerate(start=1)", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            s += hits / rank
    return s / n_relevant
''')

right("g03", "dcg.classic", "comprehension with max(1, log2(i))", '''
import math

def my_dcg(grades):
    return float(sum(g / max(1.0, math.log2(i)) for i, g in enumerate(grades, 1)))
''')

right("g04", "gen.grip_point", "sum of the top c over c", '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / n_relevant
''')

right("g05", "avg.macro", "list comprehension with a guard", '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''')

right("g06", "set.pr", "set operations", '''
def my_set_pr(retrieved, relevant):
    a, b = set(retrieved), set(relevant)
    hit = len(a & b)
    return [hit / len(a) if a else 0.0, hit / len(b) if b else 0.0]
''')

SUBMISSIONS = tuple(S)
