"""Diagnosis class 188, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write each formula straight from a textbook's math notation: sigma sums over index ranges, Greek-letter variable
names (pi for precision, rho for recall, beta, delta for distances, sigma for a running sum, nu for a hit count),
and the 1-based indices of the math translated (sometimes wrongly) into 0-based code; styles vary (explicit loops,
NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, generators, hidden-check hints, references), the measure library
and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c188-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class188): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 188 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c188-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the trec formulation at every rank "
      "instead of the classic rel_1 + sum_{i>=2} rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"\btrec\b", r"i ?\+ ?1 discount", r"discount\w*.{0,40}(rank 1|first (rank|item|grade))",
        r"(rank 1|first (rank|item|grade)).{0,40}discount\w*", r"(burges|j.rvelin).{0,20}(variant|formula)"]], '''
import math

def my_dcg(grades):
    # DCG = sum_{i=1}^{n} rel_i / log2(i + 1)
    n = len(grades)
    return sum(grades[i - 1] / math.log2(i + 1) for i in range(1, n + 1))
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (total tp over total retrieved, the "
      "counts pooled over the queries) instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"(sum|total)\w* (of )?(the )?(counts|tp|true positives)",
        r"counts? (are |were )?(added|summed|pooled)", r"ratio of (the )?(sums|totals)"]], '''
def my_macro_precision(tables):
    # P = sum_q tp_q / sum_q (tp_q + fp_q)
    Σtp = sum(t[0] for t in tables)
    Σret = sum(t[0] + t[1] for t in tables)
    return Σtp / Σret if Σret else 0.0
''')

wrong("q03", "rank.distances", "sibling", "returns R@k of the distance ranking (relevant in the top k over all "
      "relevant labels) instead of P@k",
      [[r"recall", r"R@k", r"divid\w* by (the )?(total |whole )?(number|count) of relevant",
        r"over all (the )?relevant", r"(sum|total) of (the )?labels"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    δ = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    π = np.argsort(δ, kind="stable")          # the permutation, nearest first
    return float(y[π[:k]].sum() / y.sum())
''')

wrong("q04", "ap.at_k", "sibling", "divides the sum of P@i by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by (n_relevant|R\b|the (total |full )?number of relevant)", r"(n_relevant|\bR\b) (alone|only)",
        r"instead of min", r"not (by |the )?min", r"denominator.{0,40}(n_relevant|number of relevant|\bR\b)",
        r"(without|ignor\w*|forg[eo]t\w*) (the )?min", r"k (is )?(ignored|left out) in the denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # AP@k = (1 / R) * sum_{i=1}^{k} P@i * rel_i
    R = n_relevant
    if R == 0:
        return 0.0
    σ, ν = 0.0, 0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1]:
            ν += 1
            σ += ν / i
    return σ / R
''')

wrong("q05", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1 "
      "(the trec-discount DCG, not the exponential one)",
      [[r"linear", r"(gain|grades?) (used )?(as is|directly|itself|raw)", r"without (the )?2 ?\^",
        r"not 2 ?\^", r"instead of (the )?(2 ?\^|exponential)", r"rel_i instead", r"no exponential",
        r"(forg[eo]t|missing|left out|skipp?\w*) (the )?(exponential|2 ?\^|power)"]], '''
import math

# DCG = sum_{i=1}^{n} rel_i / log2(i + 1)
my_dcg_exp = sum(rel / math.log2(i + 1) for i, rel in enumerate(v["grades"], start=1))
''')

wrong("q06", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision (hits / rank)",
      [[r"recall (values|coordinates|instead|levels|of (each|the|every) point)", r"returns? (the )?recalls?",
        r"(x|horizontal)[- ]coordinates?", r"instead of (the )?precision",
        r"divid\w* by n_relevant (instead|rather)", r"not (by )?(the )?rank"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    ν = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            ν += 1
            pts.append(ν / n_relevant)      # R_k
    return pts
''')

wrong("q07", "interp.step", "sibling", "returns the usual max-interpolated precision (max of P_j over every "
      "point with R_j >= level) instead of the step rule's P_i",
      [[r"max\w* (of|over) (the )?(precisions?|P_j|later|all|every)", r"max ?\{", r"standard interpolat",
        r"11.?point (rule|interpolation)", r"max(imum)?.interpolat", r"interpolated precision.{0,30}max",
        r"highest precision (at|of) (any|every|all)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    P, R = [], []
    ν = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            ν += 1
            P.append(ν / k)
            R.append(ν / n_relevant)
    cands = [P[i] for i in range(len(P)) if R[i] >= level]
    return max(cands) if cands else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta^2 (1 + beta and beta P in the "
      "denominator)",
      [[r"not squared", r"without (squaring|the square)", r"forg[eo]t\w*.{0,20}squar", r"squar\w* (is )?missing",
        r"beta instead of beta", r"(un|never )squared", r"linear (in )?beta", r"beta rather than beta"]], '''
def my_f(precision, recall, beta):
    π, ρ, β = precision, recall, beta
    if π == 0 and ρ == 0:
        return 0.0
    return (1 + β) * π * ρ / (β * π + ρ)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm (np.log) instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b(?!2)", r"wrong (log(arithm)?|base)",
        r"(another|other|different) base", r"instead of log2", r"not log2", r"log(arithm)? base"]], '''
import numpy as np

ρ = np.asarray(v["grades"], dtype=float)
i = np.arange(1, len(ρ) + 1)
my_dcg_trec = float(np.sum(ρ / np.log(i + 1)))
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"10 instead of 11", r"divid\w* by 10", r"ten (levels|points)", r"/ ?10\b", r"11 levels.{0,40}\b10\b",
        r"one level (short|too few)", r"(wrong|bad) (count|number) of levels"]], '''
def my_11pt(labels, n_relevant):
    # (1/11) sum_{j=0}^{10} p_interp(r_j), r_j = j/10
    P, R = [], []
    ν = 0
    for k in range(1, len(labels) + 1):
        ν += labels[k - 1]
        P.append(ν / k)
        R.append(ν / n_relevant if n_relevant else 0.0)
    σ = 0.0
    for j in range(11):
        r = j / 10
        σ += max((p for p, rr in zip(P, R) if rr >= r), default=0.0)
    return σ / 10
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"\btie", r"equal scores?", r">=", r"greater (than )?or equal"],
       [r"(counts?|counted|as|worth) (a )?(full|whole|1\b(?!/)|one\b)", r"full (win|point|credit)",
        r"instead of (1/2|a half|half)", r">=", r"greater (than )?or equal", r"not (halved|1/2|a half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    # AUC = (1 / (n1 n0)) sum_i sum_j 1[s_i >= s_j]
    σ = sum(1 for a in pos for b in neg if a >= b)
    return σ / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound divides by d - s - v instead of d - s + v (the minus "
      "of d - (s - v) carried onto v)",
      [[r"\bsign", r"d ?- ?s ?- ?v", r"subtract\w* v", r"minus v", r"- ?v instead of \+ ?v",
        r"d ?- ?\(s ?- ?v\)", r"v (subtracted|taken away) instead"]], '''
def my_practical(labels, d):
    s = len(labels)
    ν = sum(labels)
    # c_max = d - (s - v)
    return [ν / s, ν / (d - s - ν), ν / d]
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided binomial tail P(X <= min(wins, losses)) without "
      "doubling it for the two-sided test",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"forg[eo]t\w*.{0,20}(doubl|2\b|two|factor)",
        r"without (the )?(doubling|factor (of )?2|2 ?\*)", r"half (of )?the (two.?sided|p)", r"(missing|no) (factor|2 ?\*)"]], '''
from math import comb

a, b = v["a"], v["b"]
δ = [x - y for x, y in zip(a, b) if x != y]
n = len(δ)
w = sum(1 for d in δ if d > 0)
k = min(w, n - w)
# p = sum_{i=0}^{k} C(n, i) / 2^n
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "ndcg.all_judgments", "shape", "drops the rel_1 term: both DCG and the ideal DCG are only "
      "sum_{i>=2} rel_i / log2(i)",
      [[r"rel_1", r"first (rank|item|grade|term|position)", r"rank 1", r"top (item|grade)"],
       [r"left out", r"dropped", r"missing", r"forg[eo]t", r"omit", r"skip", r"not (added|counted|included)",
        r"without", r"ignor"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(ρ):
        # sum_{i=2}^{n} rel_i / log2(i)
        return sum(ρ[i - 1] / math.log2(i) for i in range(2, len(ρ) + 1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "takes the precision at a relevant rank before counting that relevant item "
      "(the hit counter is incremented after the append)",
      [[r"before (the )?(count|hit|counter|it is|incr|updat|add)", r"(count|counter|hits?)\w*.{0,40}(after|too late|not yet)",
        r"one (hit|relevant( item)?) (short|too few|fewer)", r"(excluding|without) (the )?(current|item itself)",
        r"off.by.one", r"(ν|hits?|i) ?- ?1"]], '''
def my_pr_points(labels, n_relevant):
    P = []
    ν = 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            P.append(ν / k)      # P_k = nu / k
            ν += 1
    return P
''')

wrong("q16", "interp.step", "flow", "never breaks out of the loop once R_i >= level, so the precision of the "
      "last relevant item overwrites that of the first one reaching the level",
      [[r"\bbreak", r"(last|final) (relevant|point|item|one)", r"keeps? (overwrit|updat|going)", r"overwrit",
        r"(does not|doesn't|never) stop", r"not the first (point|one|relevant)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    ν = 0
    p = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            ν += 1
            R_i = ν / n_relevant
            if R_i >= level:
                p = ν / k
    return p
''')

wrong("q17", "map.mean", "flow", "the running sum of precisions is set to 0 once, outside the query loop, so each "
      "query's AP also holds the previous queries' sums",
      [[r"reset", r"(accumulat|carr|sum)\w*.{0,40}(across|over|between|from (the )?previous|earlier|other) quer",
        r"previous quer\w*", r"outside (the )?(query |outer )?loop", r"(never|not) (re-?)?initiali[sz]ed"]], '''
def my_map(runs, n_relevant):
    Q = len(runs)
    σ = 0.0
    APs = []
    for q in range(Q):
        ν = 0
        for k, rel in enumerate(runs[q], 1):
            if rel:
                ν += 1
                σ += ν / k
        APs.append(σ / n_relevant[q] if n_relevant[q] else 0.0)
    return sum(APs) / Q
''')

wrong("q18", "ap.exact", "flow", "the return statement is indented inside the loop, so AP is returned after the "
      "first rank only",
      [[r"return\w*.{0,40}(inside|in|within) (the )?(for )?loop", r"return.{0,40}(indent|first (iteration|rank|pass))",
        r"(only|just) (the )?first rank", r"after (the )?first (rank|item|iteration)", r"indent"]], '''
def my_ap(labels, n_relevant):
    # AP = (1/R) sum_{k=1}^{n} P@k * rel_k
    if n_relevant == 0:
        return 0.0
    σ, ν = 0.0, 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            ν += 1
            σ += ν / k
        return σ / n_relevant
''')

wrong("q19", "pr.averaged", "flow", "the list of interpolated precisions is created once, outside the query "
      "loop, so each query's max also takes the earlier queries' values",
      [[r"reset", r"previous quer", r"earlier quer", r"carr\w*.{0,30}(over|across)",
        r"(shared|reused|same) (list|curve|array)", r"outside (the )?(query |outer )?loop",
        r"(max|maximum).{0,40}(earlier|previous|other) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    Q = len(runs)
    p_interp = [0.0] * 11
    Σ = [0.0] * 11
    for q in range(Q):
        y, R = runs[q], n_relevant[q]
        P, Rec = [], []
        ν = 0
        for k in range(1, len(y) + 1):
            ν += y[k - 1]
            P.append(ν / k)
            Rec.append(ν / R if R else 0.0)
        for j in range(11):
            r = j / 10
            for k in range(len(y)):
                if R and Rec[k] >= r:
                    p_interp[j] = max(p_interp[j], P[k])
            Σ[j] += p_interp[j]
    return [x / Q for x in Σ]
''')

wrong("q20a", "rank.r_precision", "flow", "slices the top R as labels[:R - 1] (the 1-based i <= R taken as a "
      "0-based bound), so rank R is left out",
      [[r"R ?- ?1", r"off.by.one", r"one rank (short|too few|fewer|early)", r"(misses|drops|leaves out|skips|without) "
        r"(the )?(R-th|rank R|last rank)", r"stops? (one|a) rank"]], '''
y, R = v["labels"], v["n_relevant"]
# R-prec = (1/R) sum_{i=1}^{R} rel_i
my_r_precision = sum(y[:R - 1]) / R
''')

wrong("q21", "ndcg.all_judgments", "flow", "calls sorted() on the ideal list but never keeps the result, so the "
      "ideal DCG is taken in the unsorted order",
      [[r"(never|not|un) ?sort", r"sort\w*.{0,40}(discard|not (assigned|kept|stored|saved|used)|thrown away|lost|ignored)",
        r"result of sorted", r"in (the )?(given|input|retrieved|original) order", r"return value of sorted"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def DCG(ρ):
        return ρ[0] + sum(ρ[i] / log2(i + 1) for i in range(1, len(ρ))) if ρ else 0.0
    ideal = [g for g in grades if g > 0] + list(unretrieved)
    sorted(ideal, reverse=True)
    idcg = DCG(ideal)
    return DCG(grades) / idcg if idcg else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 (ZeroDivisionError)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    π, ρ, β2 = precision, recall, beta ** 2
    return (1 + β2) * π * ρ / (β2 * π + ρ)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "gives a query with nothing retrieved precision 1 instead of 0",
      [[r"\b1(\.0)?\b.{0,40}(nothing retrieved|empty|no (item|document)s? retrieved)",
        r"(nothing retrieved|empty (result|set|query|retrieval)|tp ?\+ ?fp ?= ?0).{0,40}(precision|value|counts?|gets?|given|as) "
        r"(of )?(1(\.0)?\b|one\b|perfect|full)",
        r"precision (of )?1 (for|when|to)"]], '''
def my_macro_precision(tables):
    π = []
    for tp, fp, fn in tables:
        π.append(tp / (tp + fp) if tp + fp > 0 else 1.0)
    return sum(π) / len(π)
''')

wrong("q24", "gen.grip_point", "hidden", "takes the mean of the slice labels[:c], which divides by the list's "
      "length when the list is shorter than c",
      [[r"(divid\w*|mean) .{0,30}(list|slice)('s)? length", r"len\(", r"(shorter|short) list",
        r"missing ranks.{0,40}(not|never) (counted|treated)", r"divid\w* by (the )?(number of )?(retrieved|available|listed) "
        r"(items|ranks)", r"instead of (c|n_relevant|R)\b", r"mean of (the )?(slice|top)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = np.asarray(labels[:c])
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q25", "scope.eps_precision", "hidden", "the NumPy mean of an empty selection is nan when nothing is within "
      "epsilon (should be 0)",
      [NAN, [r"empty", r"nothing (within|inside|returned|selected)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    δ = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[δ < epsilon]))
''')

wrong("q26", "ap.at_k", "hidden", "caps k at the list's length before min(k, n_relevant), so a list shorter than "
      "k divides by too little",
      [[r"len\(labels\)", r"list('s)? length", r"length of the list", r"(capp|clipp|cut|truncat)\w* k",
        r"k (capped|clipped|cut) (to|at)", r"shorter (than k|list)", r"min\(k, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    K = min(k, len(labels))
    denom = min(K, n_relevant)
    if denom == 0:
        return 0.0
    σ, ν = 0.0, 0
    for i in range(1, K + 1):
        if labels[i - 1]:
            ν += 1
            σ += ν / i
    return σ / denom
''')

wrong("q27", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by len(relevant) = 0",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    Ret, Rel = set(retrieved), set(relevant)
    τ = len(Ret & Rel)
    π = τ / len(Ret) if Ret else 0.0
    ρ = τ / len(Rel)
    return [π, ρ]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "rank.distances", "hidden", "np.argpartition(delta, k) needs k < n: with k the whole list it raises "
      "ValueError",
      [[r"ValueError", r"out of bounds", r"argpartition", r"\bkth\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    δ = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    top = np.argpartition(δ, k)[:k]
    return float(y[top].sum() / k)
''', crash="ValueError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 multiplies R "
      "instead of P)",
      [[r"swap", r"(precision|recall|\bP\b|\bR\b) and (recall|precision|\bP\b|\bR\b) (are |were )?(exchanged|swapped|"
        r"confused|mixed|interchanged)", r"beta.{0,15}(multipl\w*|on|times|weights?) (the )?(recall|\bR\b)",
        r"(recall|\bR\b) (where|instead of) (the )?(precision|\bP\b)"]], '''
def my_f(precision, recall, beta):
    π, ρ = precision, recall
    β2 = beta ** 2
    if π + ρ == 0:
        return 0.0
    return (1 + β2) * π * ρ / (β2 * ρ + π)
''')

wrong("q30", "ap.eleven_point", "twin", "takes P at the first rank whose recall reaches r instead of the max of "
      "P@k over every rank with R@k >= r",
      [[r"first (rank|point|k)\b.{0,40}(reach|where|with)", r"(no|without|instead of the|not the|missing) max",
        r"max\w*.{0,30}(missing|forg|not taken|skipped|never)", r"(does not|doesn't|never) take the max"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant
    vals = []
    for j in range(11):
        r = j / 10
        idx = np.flatnonzero(R >= r)
        vals.append(P[idx[0]] if idx.size else 0.0)
    return float(np.mean(vals))
''')

wrong("q31", "roc.auc", "twin", "counts only strict wins (pos > neg): a tied pair counts 0 instead of 1/2",
      [[r"\btie", r"equal scores?"],
       [r"(count\w*|as|worth|score\w*|given) (as )?(0|zero|nothing)\b", r"ignor", r"(not|never) counted", r"dropped",
        r"instead of (1/2|a half|half)", r"strict", r"left out"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] > neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-breaking sort keys are reversed: (d, -y) puts the tied relevant "
      "targets first in the list meant to be pessimistic, and (d, y) last in the optimistic one",
      [[r"tie.?break\w*", r"ties? (broken|ordered|sorted)", r"sort(ing)? key", r"secondary key", r"among (the )?ties?"],
       [r"revers", r"wrong (way|direction|sign)", r"backwards", r"opposite", r"invert", r"relevant (ones )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    pess = sorted(items, key=lambda t: (t[0], -t[1]))   # relevant last among ties
    opt = sorted(items, key=lambda t: (t[0], t[1]))     # relevant first among ties
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q33", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), so the farthest "
      "items come first",
      [[r"revers", r"descending", r"farthest", r"(largest|highest|biggest|longest) (distances? )?first",
        r"wrong (direction|order|end)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q34", "map.mrr", "twin", "np.argmax of a run with no relevant item returns 0, so that query gets "
      "reciprocal rank 1 instead of 0",
      [[r"arg ?max"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(run) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q35", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the ROC point with the smallest |FPR - FNR| instead "
      "of interpolating the crossing between two points",
      [[r"nearest", r"closest", r"smallest (gap|difference|\|)", r"argmin", r"minimi[sz]\w*"],
       [r"(no|not|without|never) interpolat", r"instead of interpolat", r"(one|a single) (roc )?point",
        r"(reads?|reports?|takes?) .{0,25}point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    θs = np.concatenate(([np.inf], np.unique(s)[::-1]))
    fpr = np.array([((s >= θ) & (y == 0)).sum() / N for θ in θs])
    fnr = np.array([((s < θ) & (y == 1)).sum() / P for θ in θs])
    j = np.argmin(np.abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "divides by min(k, len(labels)): the missing ranks beyond the end of the list "
      "are dropped instead of counted as not relevant",
      [[r"len\(labels\)", r"list('s)? length", r"length of the list", r"min\(k", r"(shorter|short) list",
        r"missing ranks.{0,40}(ignored|dropped|left out)", r"divid\w* by (the )?(number of )?(retrieved|listed|available) "
        r"(items|ranks)", r"instead of k\b"]], '''
def my_p_at_k(labels, k):
    # P@k = (1/k) sum_{i=1}^{k} rel_i
    n = min(k, len(labels))
    return sum(labels[i] for i in range(n)) / n
''')

wrong("q37", "set.pr", "data", "counts a duplicated retrieved id twice (lists, never made into sets)",
      [[r"duplicat", r"lists? (instead of|not|rather than) (a )?sets?", r"not (converted to |made into |turned into )?"
        r"(a )?sets?", r"counted (twice|more than once|again)", r"counts? (it|them|the id) twice", r"set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    τ = sum(1 for d in retrieved if d in relevant)
    π = τ / len(retrieved) if retrieved else 0.0
    ρ = τ / len(relevant) if relevant else 0.0
    return [π, ρ]
''')

wrong("q38", "ndcg.all_judgments", "data", "builds the ideal ranking from the unretrieved grades only (as if "
      "unretrieved held every judgment), leaving the retrieved grades out",
      [[r"(only|just) (the )?unretrieved", r"unretrieved (grades )?(only|alone)",
        r"(retrieved|own) grades.{0,40}(left out|missing|ignored|not (included|added|used))",
        r"without (the )?retrieved", r"ignor\w* (the )?retrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(ρ):
        ρ = np.asarray(ρ, dtype=float)
        if ρ.size == 0:
            return 0.0
        i = np.arange(1, ρ.size + 1)
        disc = np.where(i == 1, 1.0, np.log2(np.maximum(i, 2)))
        return float(np.sum(ρ / disc))
    ideal = sorted(unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q39", "map.mean", "data", "ignores n_relevant and divides each query's sum by the number of relevant items "
      "in its run (sum(y)), leaving out the relevant items never retrieved",
      [[r"n_relevant.{0,30}(ignored|unused|never used|not used)", r"ignor\w* n_relevant",
        r"(number|count) of relevant (items )?(retrieved|in the (list|run|ranking))", r"sum\((y|run|labels)\)",
        r"(never|un)retrieved relevant.{0,30}(ignored|left out|missing)", r"retrieved relevant"]], '''
def my_map(runs, n_relevant):
    APs = []
    for y in runs:
        R = sum(y)
        ν, σ = 0, 0.0
        for k, rel in enumerate(y, 1):
            if rel:
                ν += 1
                σ += ν / k
        APs.append(σ / R if R else 0.0)
    return sum(APs) / len(APs)
''')

wrong("q40", "interp.curve", "data", "computes recall over sum(labels) (relevant items in the list) instead of "
      "n_relevant",
      [[r"n_relevant.{0,30}(ignored|unused|never used|not used)", r"ignor\w* n_relevant",
        r"(number|count) of relevant (items )?(retrieved|in the (list|run|ranking))", r"sum\((y|labels)\)",
        r"(never|un)retrieved relevant.{0,30}(ignored|left out|missing)", r"retrieved relevant"]], '''
def my_interpolated(labels, n_relevant):
    R_tot = sum(labels)
    if R_tot == 0:
        return [0.0] * 11
    P, R = [], []
    ν = 0
    for k in range(1, len(labels) + 1):
        ν += labels[k - 1]
        P.append(ν / k)
        R.append(ν / R_tot)
    return [max((P[k] for k in range(len(P)) if R[k] >= j / 10), default=0.0) for j in range(11)]
''')

wrong("q41", "avg.macro", "data", "unpacks each table as [tp, fn, fp], so the precision uses fn where fp belongs",
      [[r"(fp|fn|false positives?|false negatives?).{0,40}(swap|confus|mix|order|exchang|wrong (column|position|place))",
        r"column", r"unpack\w*.{0,30}(order|wrong)", r"order of (the )?(fields|columns|entries|counts)",
        r"\[tp, ?fn, ?fp\]", r"fn (instead of|in place of|where) (the )?fp"]], '''
def my_macro_precision(tables):
    π = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(π) / len(π)
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels are "
      "read in the input order",
      [[r"labels.{0,40}(not|never) (re)?(ordered|sorted|permuted|moved)", r"sort\w* (only )?the distances",
        r"(original|input|given) order", r"labels? (no longer|don't|do not) (match|line up|align|correspond)",
        r"misalign", r"first n labels"]], '''
def my_eps_precision(distances, labels, epsilon):
    δ = sorted(distances)
    n = sum(1 for d in δ if d < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[i] for i in range(n)) / n
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "dcg.classic", "one sum with max(1, log2 i): rank 1 and rank 2 both have discount 1", '''
from math import log2

def my_dcg(grades):
    return sum(rel / max(1.0, log2(i)) for i, rel in enumerate(grades, start=1))
''')

right("q44", "roc.eer", "explicit loop over the thresholds, interpolating the crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    θs = sorted(set(scores), reverse=True)
    pts = [(0.0, 1.0)]                      # (FPR, FNR) before any threshold
    for θ in θs:
        fp = sum(1 for s, y in zip(scores, labels) if s >= θ and y == 0)
        tp = sum(1 for s, y in zip(scores, labels) if s >= θ and y == 1)
        pts.append((fp / N, 1 - tp / P))
    for j, (α, β) in enumerate(pts):
        if α - β >= 0:
            if j == 0 or α == β:
                return α
            α0, β0 = pts[j - 1]
            a, b = α0 - β0, α - β
            t = -a / (b - a)
            return α0 + t * (α - α0)
    return pts[-1][0]
''')

right("q45", "scope.knn_ties", "counts: strictly nearer targets plus the best and worst share of the tie", '''
def my_knn_tie_bounds(distances, labels, k):
    δk = sorted(distances)[k - 1]
    inside = [y for d, y in zip(distances, labels) if d < δk]
    tied = [y for d, y in zip(distances, labels) if d == δk]
    m = k - len(inside)
    a = sum(inside)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    lo = a + max(0, m - t_non)
    hi = a + min(m, t_rel)
    return [lo / k, hi / k]
''')

right("q46", "gen.practical", "exact fractions in the paper's letters", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    ν = sum(labels)
    c_max = d - s + ν
    return [float(Fraction(ν, s)), float(Fraction(ν, c_max)) if c_max else 0.0, float(Fraction(ν, d))]
''')

right("q47", "map.mrr", "itertools: the first relevant rank from compress over a 1-based count", '''
from itertools import compress, count

def my_mrr(runs):
    Q = len(runs)
    σ = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        σ += 1 / first if first else 0.0
    return σ / Q
''')

right("q48", "interp.curve", "NumPy: p_interp(r) = max over k with R_k >= r", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    P = np.cumsum(y) / k
    R = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    return [float(P[R >= j / 10].max()) if n_relevant and (R >= j / 10).any() else 0.0 for j in range(11)]
''')

SUBMISSIONS = tuple(S)
