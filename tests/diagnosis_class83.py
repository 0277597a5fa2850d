"""Diagnosis class 83, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned evaluation from tools before the course (trec_eval's output and measure definitions, ir_measures / ranx /
pytrec_eval documentation, scikit-learn's metrics, Kaggle recommender notebooks) and bring those tools'
conventions, names and defaults (cut-offs, gains, tie-breaking by document id, judged-only variants, averaging,
queries without relevant documents) into the course's tasks, sometimes right, sometimes not what the task asks.
Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c83-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class83).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 83 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c83-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(scikit-learn's average_precision_score) instead of by n_relevant",
      [[r"retrieved relevant", r"relevant (items |documents )?(that were |actually )?retrieved",
        r"relevant (items )?in the (list|ranking)", r"sum\(labels\)", r"number of hits", r"found relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not (by |divided by )?n_relevant",
        r"scikit|sklearn", r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of trec_eval / ir_measures at every rank "
      "instead of the classic DCG (rank 1 undiscounted, log2(i) after)",
      [[r"log2? ?\(i ?\+ ?1\)", r"log\(rank ?\+ ?1\)", r"trec.?(style|eval)?.{0,20}(discount|dcg)",
        r"(discount|dcg).{0,30}trec", r"i ?\+ ?1", r"burges", r"instead of (the )?classic",
        r"rank 1.{0,40}discount", r"first (rank|item).{0,40}(discounted|divided)"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp, "
      "scikit-learn's average='micro') instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(med)? (of )?(all )?(the )?(tp|true positives).{0,40}(over|divided|/)",
        r"total tp", r"aggregat\w* (the )?counts", r"counts (added|summed) (up )?(over|across) (the )?queries"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "(the Kaggle roc_curve recipe) instead of intersecting the ROC segment with FPR = FNR",
      [[r"nearest", r"closest (roc )?point", r"smallest \|?fpr ?- ?fnr", r"argmin",
        r"no(t)? interpolat\w*", r"without interpolat\w*", r"instead of interpolat\w*",
        r"(fpr ?\+ ?fnr) ?\)? ?/ ?2", r"average of fpr and fnr", r"(an? |one )?roc point.{0,40}(instead|rather)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        pred = s >= t
        tpr.append((pred & (y == 1)).sum() / P)
        fpr.append((pred & (y == 0)).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q05", "rank.distances", "sibling", "returns recall at k of the distance ranking (relevant among the k "
      "nearest over all relevant targets) instead of precision at k",
      [[r"recall", r"r@k", r"over (all|every|the total) (the )?relevant", r"sum\(labels\)",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (dividing by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q06", "interp.step", "sibling", "uses trec_eval's interpolated precision (the maximum precision at any "
      "recall >= level) instead of the lecture notes' step rule P_i",
      [[r"max\w*.{0,40}(later|further|higher recall|any recall|recall >=)", r"trec.?eval.{0,30}interpol",
        r"(standard|usual|11.?point|trec) interpolat\w*", r"ceiling", r"not the step rule",
        r"instead of (the )?step", r"max \{?p@k"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits, best = 0, 0.0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q07", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only (scikit-learn's "
      "ndcg_score), leaving the unretrieved relevant grades out of the ideal",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"scikit|sklearn|ndcg_score",
        r"ideal.{0,40}(from|of|on) (the )?retrieved (list|grades) only", r"ideal.{0,30}sorted (retrieved )?grades"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

grades = list(v["grades"])
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "writes beta instead of beta squared in both places of the F formula",
      [[r"beta\b.{0,30}(not|never|instead of) (being )?squared", r"(not|never|without) squar\w*",
        r"squar\w*.{0,20}(missing|forgot|dropped|omitted)", r"forg[eo]t.{0,20}squar", r"beta instead of beta",
        r"beta\^?2.{0,20}(replaced|missing)", r"\(1 ?\+ ?beta\)", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "drops the + v from the recall bound's denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"d ?- ?s\)? ?(instead|rather|without|not)", r"v ?/ ?\(d ?- ?s\)", r"(missing|dropped|forgot|without) "
        r"(the )?\+ ?v", r"\+ ?v.{0,30}(missing|dropped|left out|forgotten)",
        r"(found|judged) relevant.{0,40}(left out|not added|missing|dropped).{0,30}denominator",
        r"denominator.{0,60}(missing|without|lacks|leaves out).{0,30}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError")

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1 (a grade-0 item still adds "
      "1 / log2(i + 1))",
      [[r"(without|missing|forgot|dropped|no) (the )?- ?1", r"- ?1.{0,30}(missing|dropped|forgotten|left out)",
        r"2\^?\*{0,2} ?rel\b(?! ?- ?1)", r"gain (of )?2\^", r"grade.?0.{0,40}(adds|contributes|counts|gain (of )?1)",
        r"non.?relevant.{0,40}(adds|contributes|gain (of )?1)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q11", "sig.sign_test", "shape", "returns the one-sided tail P(X >= wins) (binom.sf) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forgot|without) (doubl|multipl\w* by 2|times 2)",
        r"half (of )?the (two.?sided )?p", r"greater", r"upper tail only", r"alternative"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = float(binom.sf(k - 1, n, 0.5))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead|rather|not) (of )?11", r"by 10\b", r"/ ?10\b", r"ten instead of eleven",
        r"(11|eleven) levels.{0,40}(10|ten)", r"fence.?post", r"number of (intervals|gaps)"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        best, hits = 0.0, 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / k)
        total += best
    return total / 10
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|inverted) (the )?order", r"order.{0,20}(wrong|reversed|swapped)",
        r"swap\w*", r"\[highest, lowest\]", r"highest (first|before)", r"(optimistic|upper) (bound )?first",
        r"the other way (a|ro)und"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))[:k]
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))[:k]
    return [sum(l for _, l in best) / k, sum(l for _, l in worst) / k]
''')

wrong("q14", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"(never|not|without|forgot|no) (dividing|divided|normali[sz]\w*|division)", r"unnormali[sz]ed",
        r"(plain|raw|just|only) (the )?dcg", r"dcg (instead|rather) of (the )?ndcg",
        r"idcg.{0,30}(never|not) (used|applied|divided)", r"missing (the )?(ideal|idcg|normali)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(ideal, 1))
    if idcg == 0:
        return 0.0
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(grades, 1))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops over range(1, k): only the first k - 1 ranks are counted",
      [[r"off.?by.?one", r"range\(1, ?k\)", r"k ?- ?1 (ranks|items|positions)", r"(misses|skips|drops|leaves out) "
        r"(the )?(k.?th|last) (rank|item|position)", r"first k ?- ?1", r"one (rank|item) (short|too few)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, relevant or not (the append is outside "
      "the if)",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items).{0,40}(added|appended|points|too)",
        r"(append|point).{0,40}(outside|not inside|regardless)", r"indent\w*",
        r"(one|a) point (per|for every|for each) (rank|item)", r"not only (at )?(the )?relevant"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "map.mean", "flow", "the running sum of precisions is not reset between queries, so each query's AP "
      "carries the earlier queries' precisions",
      [[r"(not|never) reset", r"reset.{0,30}(missing|forgot)", r"forg[eo]t.{0,20}reset", r"carr(y|ies|ied) over",
        r"accumulat\w*.{0,40}(across|between|over) (the )?queries", r"(outside|before) the (query )?loop",
        r"leak\w*.{0,30}(next|later|following) quer", r"earlier quer\w*.{0,30}(precision|sum)"]], '''
def my_map(runs, n_relevant):
    total_ap = 0.0
    psum = 0.0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                psum += hits / k
        total_ap += psum / R if R else 0.0
    return total_ap / len(runs)
''')

wrong("q18", "interp.curve", "flow", "the running maximum is not reset between recall levels, so every level keeps "
      "the best precision of the lower levels",
      [[r"(not|never) reset", r"reset.{0,30}(missing|forgot)", r"forg[eo]t.{0,20}reset", r"carr(y|ies|ied) over",
        r"(max|maximum|best).{0,40}(outside|before) the (level )?loop", r"(kept|keeps|reused) (from|across|between) "
        r"(the )?(previous|lower|earlier)? ?levels?", r"previous level"]], '''
def my_interpolated(labels, n_relevant):
    curve = []
    best = 0.0
    for j in range(11):
        r = j / 10
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / k)
        curve.append(best)
    return curve
''')

wrong("q19", "pr.averaged", "flow", "averages with a running mean (avg = (avg + curve) / 2 per query), which "
      "halves the earlier queries' weight instead of dividing the sum by the number of queries",
      [[r"running (mean|average)", r"\(avg ?\+ ?\w+\) ?/ ?2", r"/ ?2 (per|each|every|in the) (query|loop|step)",
        r"halv\w*", r"pairwise averag\w*", r"(weight|weigh)\w*.{0,40}(later|last|recent) quer",
        r"not (divided|dividing) by the number of queries", r"average of (the )?averages"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    avg = None
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.sum() == 0:
            curve = np.zeros(11)
        else:
            ranks = np.arange(1, len(y) + 1)
            prec, rec = np.cumsum(y) / ranks, np.cumsum(y) / R
            curve = np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels])
        avg = curve if avg is None else (avg + curve) / 2
    return [float(x) for x in avg]
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"(no|missing|without|forg[eo]t\w*( the)?) break", r"break.{0,30}(missing|forgotten)",
        r"(every|each|all) relevant (item|rank|document)s?", r"(not|never) stop\w*",
        r"sum of (the )?reciprocal ranks", r"(beyond|after|past) the first relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel == 1:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q21", "ap.exact", "flow", "takes the precision at a relevant rank before counting that rank's hit "
      "(hits/k with the current item not yet added)",
      [[r"before (count\w*|increment\w*|adding)", r"(increment|count)\w* (the hits? )?(too )?late",
        r"(current|this) (item|rank|hit).{0,30}(not yet|not) (counted|added|included)", r"off.?by.?one",
        r"\(hits? ?- ?1\) ?/ ?k", r"one hit (short|too few)", r"order of (the )?(two )?(statements|lines)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by len(retrieved set) and len(relevant set) without a guard: raises "
      "ZeroDivisionError when nothing is retrieved or nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides NumPy floats without a guard: returns nan when the ideal DCG "
      "is 0 (no relevant item at all)",
      [NAN + [r"0 ?/ ?0", r"(no|without|missing) (a )?(zero )?(guard|check)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return np.float64(0.0)
        disc = np.ones(gs.size)
        disc[1:] = np.log2(np.arange(2, gs.size + 1))
        return np.sum(gs / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q24", "gen.grip_point", "hidden", "divides the hits in the top c by min(c, len(labels)) (the list's "
      "length when it is shorter than the class) instead of by c",
      [[r"min\(c, ?len", r"min\(n_relevant, ?len", r"(divid\w*|denominator).{0,40}(length of the list|len\(labels\)|"
        r"list'?s? length)", r"shorter (list|than).{0,60}(not|never) (counted|treated) as (non.?)?relevant",
        r"missing ranks.{0,40}(ignored|dropped|not counted)", r"ranks beyond the end.{0,40}(ignored|dropped)",
        r"(list|ranking) (is )?shorter.{0,40}(divid|denominator)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "pr.averaged", "hidden", "leaves queries with no relevant items out of the mean (trec_eval / "
      "ir_measures skip them) instead of averaging their zero curve in",
      [[r"(skip\w*|drop\w*|exclud\w*|leav\w* out|ignor\w*|left out).{0,50}(quer\w*).{0,40}(no|without|zero) "
        r"relevant", r"(quer\w*).{0,20}(with )?(no|without|zero) relevant.{0,50}(skip|drop|exclud|left out|ignor|"
        r"not (counted|averaged|included))", r"(divid\w*|mean|average).{0,40}only (over )?(the )?quer\w* with "
        r"relevant", r"trec.?eval.{0,40}(skip|drop|convention)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums, used = [0.0] * 11, 0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        used += 1
        for j in range(11):
            r = j / 10
            hits, best = 0, 0.0
            for k, rel in enumerate(labels, 1):
                hits += rel
                if hits / R >= r:
                    best = max(best, hits / k)
            sums[j] += best
    return [s / used for s in sums]
''')

wrong("q26", "avg.macro", "hidden", "computes tp / (tp + fp) per query without a guard: raises ZeroDivisionError "
      "for a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: raises ZeroDivisionError for "
      "a query with no relevant items",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: returns nan when "
      "nothing is within epsilon",
      [NAN + [r"mean of an? empty", r"empty (slice|array|result).{0,40}(nan|mean|guard)",
              r"nothing (is )?within epsilon.{0,40}(guard|check|nan|mean)"]], '''
import warnings
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.mean(y[d < epsilon]))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances with reverse=True (the higher-score-first habit of "
      "score-based tools), so the k farthest targets are measured",
      [[r"reverse", r"descending", r"(farthest|furthest|largest distances?|highest distances?) first",
        r"(treat\w*|read\w*|as if).{0,30}(distances? )?(as|were|are) (scores|similarit)",
        r"(wrong|reversed|opposite) (sort )?(order|direction)", r"higher.{0,20}(is )?better"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q30", "dcg.trec", "twin", "enumerates from 1 and still adds 2 in the discount: log2(i + 2) at 1-based rank "
      "i (the 0-based offset applied twice)",
      [[r"log2? ?\(i ?\+ ?2\)", r"(offset|shift\w*|\+ ?1).{0,30}twice", r"double (offset|shift|counted)",
        r"(both|start=1|enumerate\(\w+, ?1\)).{0,60}\+ ?2", r"0.?based.{0,40}1.?based",
        r"1.?based.{0,40}0.?based", r"one rank (too )?(far|late|down)", r"off.?by.?one"]], '''
import math

my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest(wins, len(a))) instead of dropping "
      "them",
      [[r"ties?.{0,40}(not|never) (dropped|removed|excluded|discarded)", r"(kept|keeps|includ\w*|count\w*).{0,20}"
        r"(the )?(tied|ties)", r"n ?= ?len\(a\)", r"(all|every) quer\w*.{0,30}(in|as) n\b",
        r"tied quer\w*.{0,40}(in n|counted|kept|losses)", r"forg[eo]t.{0,20}(drop|remove).{0,10}ties"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q32", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.30000000000000004, "
      "0.6000000000000001 and 0.7000000000000001 are just above a recall of exactly 0.3, 0.6 or 0.7",
      [[r"arange", r"float\w*.{0,30}(level|round|drift|error|precision|representation)",
        r"(rounding|round.?off|representation) error", r"0\.30000000000000004", r"0\.6000000000000001",
        r"0\.1 ?\* ?\w+|\w+ ?\* ?0\.1", r"levels?.{0,40}(not exact|inexact|slightly (above|more|larger))"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    vals = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q33", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 * recall + precision",
      [[r"swap\w*", r"(precision|p) and (recall|r) (are )?(swapped|exchanged|interchanged|confused|mixed)",
        r"beta.?\^?\*{0,2}2? ?\*? ?(r|recall)\b ?\+ ?(p|precision)", r"beta.{0,30}(on|multiplies|weights|applied to) "
        r"(the )?recall (instead|rather)", r"(wrong|other) (term|one).{0,30}(weighted|multiplied)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("q34", "interp.step", "twin", "tests R_i > level (strict) instead of R_i >= level: when the level equals a "
      "recall the ranking reaches, the next relevant item's precision is taken",
      [[r"strict\w*", r"(>|greater) instead of (>=|greater.or.equal)", r"(>=|≥).{0,30}(missing|needed|should)",
        r"r_?i ?> ?(level|r)\b", r"(level|r) (is )?exactly.{0,40}(next|following|skipp)",
        r"(equal|exact)\w*.{0,40}(excluded|not counted|skipped)", r"boundary"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q35", "roc.auc", "twin", "counts only pairs where the positive scores strictly higher: a tied pair counts "
      "0 instead of 1/2",
      [[r"ties?.{0,40}(count\w* )?(0|zero|nothing|ignored|not counted)", r"(tied pairs?|ties).{0,30}"
        r"(instead|rather) of (1/2|half|0\.5)", r"strict\w*", r"(no|missing|without|forg[eo]t\w*) (the )?(1/2|half|0\.5)",
        r"only (strictly )?(greater|higher|>)", r"half.?credit"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.knn_ties", "data", "breaks the ties of the upper bound by input position (a stable sort, "
      "trec_eval's tie-break by document id) instead of ranking the tied relevant targets first",
      [[r"input (order|position)", r"stable sort", r"(document|doc) ?id", r"(original|given|list) order",
        r"position in the (input|list)", r"(upper|highest|optimistic).{0,60}(not|never).{0,20}relevant first",
        r"sort\w* (by|on) (the )?distance only"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    low = sorted(idx, key=lambda i: (distances[i], labels[i]))
    high = sorted(idx, key=lambda i: distances[i])
    return [sum(labels[i] for i in low[:k]) / k, sum(labels[i] for i in high[:k]) / k]
''')

wrong("q37", "set.pr", "data", "divides the hits by len(retrieved) of the list, so an id retrieved twice counts "
      "twice in precision's denominator",
      [[r"duplicat\w*", r"(counted|counts) twice", r"len\(retrieved\)", r"(list|not a set).{0,40}"
        r"(denominator|length)", r"repeated ids?", r"(not|never) (de.?duplicat|a set)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low before discounting (reads them like an "
      "unordered qrels dict), so it returns the ideal DCG",
      [[r"sort\w*", r"ideal (dcg|ranking|order)", r"idcg", r"(best|optimal) (possible )?order",
        r"(ignor\w*|lost|loses|discard\w*) (the )?(rank(ing)?|given|system'?s?) order"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
''')

wrong("q39", "scope.eps_precision", "data", "reads the distances as similarity scores and returns the targets with "
      "d > epsilon",
      [[r"similarit", r"(as|like) (a )?scores?", r"d ?> ?eps\w*", r"(greater|larger|higher) than eps\w*",
        r"(outside|beyond) (the )?(ball|radius|epsilon)", r"(wrong|reversed|opposite) (side|direction|comparison)",
        r"(farthest|furthest|far) targets"]], '''
def my_eps_precision(distances, labels, epsilon):
    result = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(result) / len(result) if result else 0.0
''')

wrong("q40", "pr.points", "data", "returns fractions.Fraction objects instead of floats",
      [[r"fraction", r"not (a )?floats?", r"(type|types)\b", r"instead of floats?", r"float\(\)"]], '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    hits, out = 0, []
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            out.append(Fraction(hits, k))
    return out
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so they also "
      "count in the DCG of the run",
      [[r"unretrieved.{0,60}(appended|added|included|counted|part of).{0,40}(ranking|run|list|dcg)",
        r"(append|add|concatenat)\w*.{0,40}unretrieved.{0,40}(ranking|run|list|grades|dcg)",
        r"(dcg|ranking|run).{0,40}(includes|contains) (the )?unretrieved", r"(as if|treat\w*).{0,40}retrieved "
        r"(after|at the end|below)", r"never.?retrieved.{0,40}(ranked|counted) (at the end|in (the )?dcg)"]], '''
import math

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    idcg = dcg(ideal)
    return dcg(run) / idcg if idcg else 0.0
''')

wrong("q42", "gen.grip_point", "data", "takes the class size as the relevant items found in the list "
      "(sum(labels), the judged-only habit) instead of n_relevant",
      [[r"sum\(labels\)", r"(found|retrieved|judged) relevant.{0,40}(instead|rather|as (the )?class)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"(not|never) (use\w* )?n_relevant",
        r"class size.{0,40}(from|counted in|as) (the )?(list|labels|found)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    top = list(labels[:c]) + [0] * max(0, c - len(labels))
    return sum(top) / c
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fractions in a loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q45", "roc.auc", "pair comprehension with half credit", '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg) / (len(pos) * len(neg))
''')

right("q46", "ap.at_k", "explicit loop with the min(k, R) guard", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

right("q47", "rank.p_at_k", "NumPy with padding to k (trec_eval)", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.mean())
''')

right("q48", "scope.knn_ties", "sorted with tie keys on the label", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in worst[:k]) / k, sum(l for _, l in best[:k]) / k]
''')

SUBMISSIONS = tuple(S)
