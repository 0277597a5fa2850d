"""Diagnosis class 17, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
who vectorise everything with NumPy, students who write long explicit loops, students who copy a formula from
another convention, students who misread the input format and students who handle edge cases badly. Only the
task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class9.py (the category is kept in ``style``). Student ids are ``"c17-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class17): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 wrong submissions each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in
the formula's shape), ``flow`` (loop control, accumulation, slicing, sorting, off-by-one), ``hidden`` (wrong
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only) and ``data`` (mistakes about the input data). The labels say each
mistake in a TA's words.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 17 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c17-")

NONE = [r"\bNone\b", r"forg[eo]t .?return", r"no return", r"without (a )?return", r"nothing (is )?returned"]
NAN = [r"\bnan\b", r"not a number"]
ZERODIV = [r"ZeroDivision", r"divi(de|des|ded|sion) by zero", r"division by zero"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "ap.exact", "sibling", "computes the 11-point interpolated average precision instead of exact AP",
      [[r"11.?point", r"eleven", r"interpolat", r"recall levels", r"reference levels", r"0\.0, 0\.1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q >= r]
        total += max(cands) if cands else 0.0
    return total / 11
''')

wrong("k02", "map.mean", "sibling", "the mean reciprocal rank (1 / rank of the first relevant item) instead of "
      "the mean of the APs", [[r"reciprocal", r"\bMRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        for rank, x in enumerate(labels, 1):
            if x:
                total += 1 / rank
                break
    return total / len(runs)
''')

wrong("k03", "gen.grip_point", "sibling", "the precision of the whole judged list (scope = its length) instead of "
      "the precision at scope c", [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)",
                                     r"full (list|ranking|length)", r"list length", r"length of the (list|ranking)",
                                     r"set precision", r"s ?= ?len", r"instead of (the )?class size",
                                     r"ignor\w* n_relevant", r"all (the )?(ranks|items|results)"]], '''
def my_grip_point(labels, n_relevant):
    # the GRiP point: how precise the system's answer is
    return sum(labels) / len(labels)
''')

wrong("k04", "interp.curve", "sibling", "the lecture notes' step rule (P at the first relevant item reaching the "
      "level) instead of the maximum over every rank with R@k >= r",
      [[r"step", r"\bP_i\b", r"next relevant", r"first (relevant|rank|point)", r"not the max", r"instead of the max",
        r"max\w*.{0,30}(right|later|after|beyond|further|following)", r"no max"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((prec for rec, prec in pts if rec >= r), 0.0))
    return out
''')

wrong("k05", "roc.eer", "sibling", "the half total error (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR, "
      "no interpolation between points",
      [[r"nearest", r"closest", r"smallest \|?FPR ?- ?FNR", r"half.?total", r"HTER",
        r"average of (the )?(FPR|FNR|two rates|error rates)", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"mean of (FPR|the two)",
        r"no interpolat", r"not interpolat", r"without interpolat", r"at a ROC point", r"on a (ROC )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P = (y == 1).sum()
    N = len(y) - P
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((y[sel] == 0).sum() / N)
        fnr.append(1 - (y[sel] == 1).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = np.argmin(np.abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("k06", "avg.macro", "sibling", "micro-averaged precision (the counts pooled over the queries) instead of "
      "the macro average", [[r"micro", r"pool", r"sum(s|med)? (of|over) (the )?(tp|counts|tables|queries)",
                             r"total tp", r"aggregat", r"big (query|queries).{0,30}(weigh|dominat)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("k07", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value instead of the sign test's",
      [[r"Wilcoxon", r"signed.rank", r"rank(s|ed)? (of|the) (the )?(differences|magnitudes)", r"magnitude"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("k08", "set.f_beta", "shape", "beta^2 weights recall in the denominator (P + b^2 R) instead of precision",
      [[r"swap", r"wrong (term|side)", r"beta.{0,20}(on|times|multiplies|weights) (the )?recall",
        r"b(eta)?\^?2 ?\*? ?R\b", r"recall.{0,20}(weighted|multiplied)", r"1 ?/ ?beta", r"reciprocal of beta",
        r"invers", r"favou?rs? precision", r"P ?\+ ?b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("k09", "ndcg.all_judgments", "shape", "the discount of ranks i >= 2 is log2(i + 1) (shifted by one rank) in "
      "both DCG and ideal DCG, rank 1 undiscounted",
      [[r"log_?2 ?\(i ?\+ ?1\)", r"log_?2 ?\(rank ?\+ ?1\)", r"i ?\+ ?1", r"off.by.one", r"shift",
        r"one rank (too )?(late|far|down)", r"discount.{0,30}(wrong|next|rank \+ 1)", r"mix\w* (the )?formulation"]],
      '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i + 1) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("k10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"by k instead", r"k rather than", r"denominator.{0,30}\bk\b(?! ?,)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("k11", "roc.auc", "shape", "a tied pair counts 1 (>=) instead of 1/2",
      [[r">=", r"greater (than )?or equal", r"tie[sd]?.{0,40}\b(1|one|a win|full|whole)\b(?! ?/)",
        r"not (1/2|half)", r"instead of (1/2|half)", r"full credit"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("k12", "gen.practical", "shape", "the recall lower bound divides by the database size d instead of the "
      "largest possible class d - s + v", [[r"v ?/ ?d\b", r"database size", r"divid\w* by d\b", r"d rather than",
                                           r"instead of (the )?(largest|maximum|max) (possible )?(class|c)",
                                           r"c_?max", r"d ?- ?s ?\+ ?v", r"largest possible class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / d
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("k13", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions is divided by 10",
      [[r"/ ?10\b", r"divid\w* by 10", r"\bten\b", r"10 (levels|values|points)", r"instead of 11", r"not 11",
        r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    vals = []
    for j in range(11):
        r = j / 10
        ok = [p for p, q in zip(prec, rec) if q >= r and n_relevant]
        vals.append(max(ok) if ok else 0.0)
    return sum(vals) / 10
''')

wrong("k14", "scope.eps_precision", "shape", "divides the relevant targets within epsilon by the number of all "
      "targets instead of by the size of the result",
      [[r"len\(labels\)", r"all (the )?targets", r"whole (list|database|collection)", r"database size",
        r"number of targets", r"not (the )?(result|returned|retrieved)", r"instead of (the )?(result|returned|retrieved)",
        r"denominator", r"generality"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = sum(1 for dist, y in zip(distances, labels) if dist < epsilon and y)
    return hits / len(labels)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("k15", "rank.p_at_k", "flow", "the loop breaks one rank late: k + 1 ranks are counted (i > k with a "
      "0-based i)", [[r"off.by.one", r"k ?\+ ?1", r"one (rank|item) too many", r"extra (rank|item)", r"i > k",
                       r"> ?k\b", r"<= ?k\b", r"0.based", r"zero.based"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i, lab in enumerate(labels):
        if i > k:
            break
        hits += lab
    return hits / k
''')

wrong("k16", "interp.curve", "flow", "the running maximum is taken from the left (over earlier ranks) instead of "
      "from the right (over later ranks)",
      [[r"from the left", r"left.to.right", r"earlier (ranks|rank)", r"prefix",
        r"running max\w*.{0,40}(wrong|forward|left|start|top)", r"accumulate.{0,40}(wrong|forward|left|start)",
        r"wrong direction", r"revers", r"backwards?", r"from the (right|end|bottom)", r"later ranks"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)  # interpolation = running max
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("k17", "pr.points", "flow", "the precisions are sorted from high to low before returning (rank order lost)",
      [[r"sort(ed|s|ing)?\b", r"descending", r"largest first", r"highest first", r"(re)?ordered",
        r"order (is )?(lost|changed|wrong)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append(hits / k)
    return sorted(pts, reverse=True)
''')

wrong("k18", "interp.step", "flow", "the recall at a relevant item is taken before its hit is counted, so the "
      "precision returned is one relevant item late",
      [[r"before (the )?hit", r"before (it is |being )?count", r"hit.{0,30}(after|late)", r"one relevant item (too )?late",
        r"next relevant item", r"off.by.one", r"increment", r"R_?\(?i ?- ?1\)? ?>="]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            recall = hits / n_relevant
            hits += 1
            if recall >= level:
                return hits / rank
    return 0.0
''')

wrong("k19b", "scope.knn_ties", "flow", "sorting with reverse=True for the optimistic bound reverses the distances "
      "too; taking the last k of it gives the pessimistic order again (both bounds the lowest)",
      [[r"revers", r"both (bounds|values) (are )?(the )?(same|lowest)", r"same sort", r"tie key", r"only the label",
        r"pessimistic twice", r"highest.{0,30}(wrong|equal|same)", r"upper bound.{0,30}(wrong|equal|same)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low_order = sorted(zip(distances, labels))                 # ties: non-relevant (0) first
    high_order = sorted(zip(distances, labels), reverse=True)  # ties: relevant (1) first
    low = sum(y for _, y in low_order[:k]) / k
    high = sum(y for _, y in high_order[-k:]) / k
    return [low, high]
''')

wrong("k20", "rank.distances", "flow", "argsort applied twice: each item's rank is used as if it were the sorting "
      "order", [[r"argsort", r"ranks? (of each|per) item", r"permutation", r"invers",
                 r"(order|ranks?) (and|vs\.?|versus|instead of) (ranks?|order)", r"position"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    ranks = np.argsort(np.argsort(distances))
    y = np.asarray(labels)[ranks]
    return float(y[:k].sum() / k)
''')

wrong("k21", "rank.r_precision", "flow", "the slice labels[1:R+1] skips rank 1 (ranks taken as 1-based indices)",
      [[r"off.by.one", r"rank 1", r"first (rank|item)", r"1.based", r"0.based", r"skip", r"\[1:", r"shift",
        r"index"]], '''
R = v["n_relevant"]
ranked = list(v["labels"]) + [0] * R   # ranks past the end are not relevant
my_r_precision = sum(ranked[1:R + 1]) / R
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("k22", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: ZeroDivisionError when the "
      "query has no relevant items", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, y in enumerate(list(labels)[:k], 1):
        if y:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("k23", "scope.eps_precision", "hidden", "returns the string 'undefined' when nothing is within epsilon",
      [[r"\bstr\b", r"string", r"\btext", r"undefined", r"wrong type", r"not a (number|float)"]], '''
def my_eps_precision(distances, labels, epsilon):
    res = [y for dist, y in zip(distances, labels) if dist < epsilon]
    if not res:
        return "undefined"
    return sum(res) / len(res)
''')

wrong("k24", "set.pr", "hidden", "the precision is None when nothing is retrieved", [NONE], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else None
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("k25", "avg.macro", "hidden", "a query with nothing retrieved divides by tp + fp = 0: ZeroDivisionError",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("k26", "pr.averaged", "hidden", "a query with no relevant items divides the hits by n_relevant = 0: "
      "ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        prec, rec = [], []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += 1 if lab else 0
            prec.append(hits / k)
            rec.append(hits / R)
        for j in range(11):
            ok = [p for p, q in zip(prec, rec) if q >= j / 10 and hits]
            sums[j] += max(ok) if ok else 0.0
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("k27", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant: IndexError when the list is "
      "shorter than the class", [[r"IndexError", r"index (is )?out of range", r"out of range",
                                   r"past the end", r"\bpad"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("k28", "ndcg.all_judgments", "hidden", "NumPy 0/0 gives nan when the ideal DCG is 0 (no guard)",
      [NAN + [r"0 ?/ ?0"]], '''
import numpy as np

def _dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(_dcg(grades) / _dcg(ideal))
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("k29", "dcg.classic", "twin", "0-based enumerate with log2(i + 2) for the later ranks: an index off by one "
      "(same numbers as the log2(rank + 1) formulation)",
      [[r"off.by.one", r"0.based", r"zero.based", r"\bindex", r"i ?\+ ?2", r"enumerate"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades):
        if i == 0:
            total += g
        else:
            total += g / math.log2(i + 2)
    return total
''')

wrong("k30", "rank.p_at_k", "twin", "np.mean over labels[:k]: when k is past the end it divides by the list's "
      "length, not k (missing ranks not padded)",
      [[r"np\.mean", r"mean (of|over) the (slice|top|first)", r"slice", r"shorter than k", r"fewer than k",
        r"not padded", r"pad(ded|ding)?\b", r"len\(labels\[:k\]\)",
        r"divid\w* by (the )?(len|length|number of items)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("k31", "ap.value", "twin", "the mean of the precisions at the retrieved relevant items (divides by the "
      "relevant items found, not n_relevant)",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"\bfound\b", r"len\(precs\)",
        r"number of hits", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"missed",
        r"never retrieved", r"unretrieved"]], '''
hits, precs = 0, []
for k, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / len(precs)
''')

wrong("k32", "map.mrr", "twin", "queries with no relevant item are left out of the mean (not counted as 0)",
      [[r"skip", r"dropp?", r"left out", r"leaves? out", r"exclud", r"ignor", r"only (the )?queries (with|that)",
        r"fewer queries", r"len\(rr\)", r"counts? as zero"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        if 1 in run:
            rr.append(1 / (run.index(1) + 1))
    return sum(rr) / len(rr)
''')

wrong("k33", "scope.knn_ties", "twin", "both bounds right but returned in the wrong order [highest, lowest]",
      [[r"swap", r"wrong order", r"order of the (two|bounds|values)", r"reversed", r"highest first",
        r"upper.{0,20}first", r"\[highest, lowest\]", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [y for dist, y in zip(distances, labels) if dist < kth]
    tied = [y for dist, y in zip(distances, labels) if dist == kth]
    room = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    base = sum(closer)
    best = (base + min(room, rel_t)) / k
    worst = (base + max(0, room - non_t)) / k
    return [best, worst]
''')

wrong("k34", "ap.at_k", "twin", "n_relevant replaced by the relevant items counted in the list (sum(labels))",
      [[r"sum\(labels\)", r"in the (list|ranking)", r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"counted from the labels"]], '''
def my_ap_at_k(labels, n_relevant, k):
    R = sum(labels)          # relevant items of this query
    hits, total = 0, 0.0
    for i, y in enumerate(labels[:k], 1):
        if y:
            hits += 1
            total += hits / i
    d = min(k, R)
    return total / d if d else 0.0
''')

wrong("k35", "pr.averaged", "twin", "at each level the mean is taken only over the queries that reach it (the "
      "others left out instead of counting 0)",
      [[r"only (the )?queries", r"exclud", r"skip", r"ignor", r"left out", r"leaves? out", r"fewer queries",
        r"number of queries (that|which)", r"count\w* only", r"instead of (counting )?(0|zero)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    counts = [0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        prec, rec = [], []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            prec.append(hits / k)
            rec.append(hits / R)
        for j in range(11):
            ok = [p for p, q in zip(prec, rec) if q >= j / 10 and hits]
            if ok:
                sums[j] += max(ok)
                counts[j] += 1
    return [s / c if c else 0.0 for s, c in zip(sums, counts)]
''')

# ------------------------------------------------------------------------------------------------- data
wrong("k36", "set.pr", "data", "recall counts a relevant id retrieved twice twice (a list, not a set, of hits)",
      [[r"duplicat", r"more than once", r"repeated", r"set\(", r"as a set", r"unique", r"distinct"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    p = len(ret & set(relevant)) / len(ret) if ret else 0.0
    found = [d for d in retrieved if d in relevant]
    r = len(found) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("k37", "ndcg.all_judgments", "data", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved judgments ignored)",
      [[r"ignor\w* (the )?(`?unretrieved`?|missed|unseen)", r"left out", r"leaves? out",
        r"without (the )?(`?unretrieved`?|missed)", r"only (the )?retrieved", r"retrieved (grades|items|list) only",
        r"ideal (of|from) the retrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("k38", "rank.distances", "data", "distances read as similarity scores: ranked largest first",
      [[r"descending", r"farthest", r"largest (distance|first)", r"revers", r"similarit",
        r"scores?\b.{0,20}(higher|larger)", r"wrong direction", r"most distant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), reverse=True)   # best first
    return sum(y for _, y in pairs[:k]) / k
''')

wrong("k39", "dcg.exponential", "data", "the grades are read from the end (the last item taken as rank 1)",
      [[r"revers", r"backwards?", r"from the end", r"bottom", r"wrong end", r"\border\b", r"last (item|grade)"]], '''
import math

g = list(reversed(v["grades"]))
my_dcg_exp = sum((2 ** x - 1) / math.log2(i + 1) for i, x in enumerate(g, 1))
''')

wrong("k40", "roc.auc", "data", "a lower score taken as more likely positive (scores read like distances): "
      "gives 1 - AUC", [[r"revers", r"lower (score|is better)", r"1 ?- ?(the )?AUC", r"complement",
                         r"direction", r"distance", r"smaller scores?", r"flipped", r"inverted", r"negated"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("k41", "gen.practical", "data", "d read as the number of items outside the scope (database taken as d + s)",
      [[r"d ?\+ ?s", r"outside the scope", r"beyond the scope", r"unjudged", r"not judged", r"rest of the database",
        r"remaining", r"misread", r"\bd as\b", r"(database|collection) size.{0,30}(includ|plus|without|excluding)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s            # d items below the judged top s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("k42", "sig.sign_test", "data", "tied queries are kept and counted against a (n = all queries)",
      [[r"tie[sd]? (were |are )?(kept|counted|included|not dropped|as (a )?loss)", r"counted as (a )?loss",
        r"(equal|tied) (queries|pairs|values) (kept|counted|included)", r"n ?= ?len", r"all (the )?queries",
        r"every query", r"not dropped", r"ties? (kept|count)"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
n = len(v["a"])
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

# ------------------------------------------------------------------------------------------------ right
right("k43", "ap.exact", "itertools.accumulate for the hits, one generator expression", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = list(accumulate(1 if x else 0 for x in labels))
    return sum(h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant
''')

right("k44", "roc.eer", "explicit loop over the ROC segments, solving each straight piece for FPR = FNR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]  # (FPR, FNR) before any threshold
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, 1 - tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        d0, d1 = x0 - y0, x1 - y1
        if d0 == 0:
            return x0
        if d0 < 0 <= d1:
            t = -d0 / (d1 - d0)
            return x0 + t * (x1 - x0)
    return pts[-1][0]
''')

right("k45", "interp.step", "bisect on the recalls at the relevant items", '''
from bisect import bisect_left

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / k)
    i = bisect_left(recalls, level)
    return precs[i] if i < len(precs) else 0.0
''')

right("k46", "pr.averaged", "NumPy: reversed maximum.accumulate and searchsorted per query", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.sum() == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        best = np.maximum.accumulate(prec[::-1])[::-1]
        idx = np.searchsorted(rec, levels, side="left")
        rows.append(np.where(idx < len(y), best[np.minimum(idx, len(y) - 1)], 0.0))
    return np.mean(rows, axis=0).tolist()
''')

right("k47", "gen.practical", "fractions for exact bounds", '''
from fractions import Fraction as Fr

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fr(v, s)), float(Fr(v, c_max)) if c_max else 0.0, float(Fr(v, d))]
''')

right("k48", "scope.knn_ties", "counting inside the tie group at the k-th distance, no sort of the pairs", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [y for dist, y in zip(distances, labels) if dist < kth]
    tied = [y for dist, y in zip(distances, labels) if dist == kth]
    room = k - len(closer)
    rel_t = sum(1 for y in tied if y)
    non_t = len(tied) - rel_t
    base = sum(1 for y in closer if y)
    return [(base + max(0, room - non_t)) / k, (base + min(room, rel_t)) / k]
''')

SUBMISSIONS = tuple(S)
