"""Diagnosis class 137, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Left out of every total (added after its first run): its students call ireval_teach's own measures, which the
assignments forbid ("the ireval_teach library is not available ... compute every answer with your own code"), so its
"right" submissions fail by design, with feedback that says so. It tests the brief, not the diagnosis.

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
work from the library's own Python API (ireval_teach's public functions outside its exercises and grading
packages) and call it with the wrong option, the wrong argument, a convention keyword left at a default that is
not the task's, or another library function than the one the task means; their glue code varies in style (loops,
NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c137-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class137): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 137 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c137-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "calls average_precision with method='trapezoid' (the trapezoid area under the "
      "PR curve) instead of the exact AP",
      [[r"trapezoid", r"area under (the )?(pr|precision.recall) curve", r"trapezium",
        r"(linear|straight.line) interpolat\w* between (pr )?points"]], '''
from ireval_teach import Ranking, average_precision

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    r = Ranking(labels, n_relevant=n_relevant)
    return float(average_precision(r, method="trapezoid"))
''')

wrong("q02", "map.mrr", "sibling", "returns mean_average_precision of the runs (MAP) instead of the mean reciprocal "
      "rank of the first relevant item",
      [[r"\bMAP\b", r"mean average precision", r"average precision", r"\bAP\b"]], '''
from ireval_teach import mean_average_precision

def my_mrr(runs):
    return float(mean_average_precision([list(run) for run in runs]))
''')

wrong("q03", "dcg.classic", "sibling", "calls dcg with formulation='trec' (every rank discounted by log2(i + 1)) "
      "instead of the classic DCG",
      [[r"trec", r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log.{0,15}(rank|i) ?\+ ?1", r"discount\w* (the )?(first|rank 1|rank one)",
        r"rank 1 (is )?(also )?discounted", r"(burges|j.rvelin).{0,20}discount"]], '''
from ireval_teach import dcg

def my_dcg(grades):
    return float(dcg(list(grades), formulation="trec"))
''')

wrong("q04", "rank.distances", "sibling", "returns recall_at (R@k) of the distance ranking instead of P@k",
      [[r"recall", r"\bR@k\b", r"divid\w* by (the number of )?relevant", r"over (all )?(the )?relevant"]], '''
import numpy as np
from ireval_teach import Ranking, recall_at

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    ranked = [int(labels[i]) for i in order]
    if sum(ranked) == 0:
        return 0.0
    return float(recall_at(Ranking(ranked), k))
''')

wrong("q05", "avg.macro", "sibling", "calls micro_average (pooled tp over pooled retrieved) instead of "
      "macro_average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tp|tables)", r"total tp", r"aggregat\w* (the )?counts",
        r"large(r|st)? quer\w* (weigh|count|dominat)"]], '''
from ireval_teach import contingency_table, micro_average

def my_macro_precision(tables):
    cts = [contingency_table(tp=tp, fp=fp, fn=fn) for tp, fp, fn in tables]
    return float(micro_average(cts, "precision"))
''')

wrong("q06", "sig.sign_test", "sibling", "reports the p-value of wilcoxon_signed_rank instead of the sign test",
      [[r"wilcoxon", r"signed.rank", r"rank\w* (of )?(the )?(absolute )?differences", r"size of (the )?differences"]], '''
from ireval_teach import wilcoxon_signed_rank

my_sign_p = wilcoxon_signed_rank(v["a"], v["b"]).p_value
''')

wrong("q07", "roc.auc", "sibling", "uses roc.pr_average_precision (the average precision of the score ranking) "
      "instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"precision.recall", r"\bPR\b"]], '''
from ireval_teach.roc import pr_average_precision

def my_auc(scores, labels):
    return float(pr_average_precision(list(scores), list(labels)))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing it by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"without (normali[sz]\w*|dividing)", r"unnormali[sz]ed",
        r"(forgot|forget|missing|never|no) \w* ?(the )?(division|normali[sz]ation|ideal dcg|idcg)",
        r"dcg (itself|alone|only)", r"raw dcg", r"only (the )?dcg", r"dcg instead of (the )?ndcg"]], '''
from ireval_teach import Ranking, dcg, ndcg

def my_ndcg(grades, unretrieved):
    r = Ranking(list(grades), unretrieved_grades=list(unretrieved))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if dcg(ideal) == 0:
        return 0.0
    return float(dcg(r))
''')

wrong("q09", "set.f_beta", "shape", "passes beta squared as f_from_pr's beta, so beta is squared twice (beta^4)",
      [[r"squar\w* twice", r"beta\s*\^?\*{0,2}\s*4", r"beta.{0,6}4", r"squared (again|already)",
        r"beta\s*(\^|\*\*)\s*2.{0,30}(as|for|instead of) (the )?beta", r"fourth power"]], '''
from ireval_teach import f_from_pr

def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return f_from_pr(precision, recall, beta=beta ** 2)
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"11", r"eleven", r"levels", r"divi\w*", r"instead"]], '''
import numpy as np
from ireval_teach import Ranking, interpolated_curve

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    curve = interpolated_curve(Ranking(labels, n_relevant=n_relevant))
    return float(np.sum(curve) / 10)
''')

wrong("q11", "dcg.exponential", "shape", "feeds 2^rel as grades to the trec DCG, leaving out the - 1 of the "
      "exponential gain",
      [[r"minus (one|1)", r"without (the |subtracting )?(- ?1|one)", r"forg\w* .{0,20}(subtract|the one|- ?1)",
        r"missing (the )?- ?1", r"no - ?1", r"2\s*(\^|\*\*)\s*rel\w* (instead|rather|alone)", r"subtract\w*"]], '''
from ireval_teach import dcg

my_dcg_exp = dcg([2 ** g for g in v["grades"]], formulation="trec")
''')

wrong("q12", "gen.practical", "shape", "returns the recall and generality lower bounds of practical_bounds in "
      "swapped places",
      [[r"swap\w*", r"(order|places|positions) .{0,20}(exchanged|reversed|wrong|swapped)", r"reversed",
        r"(recall|generality).{0,40}(in place of|instead of|where).{0,20}(generality|recall)", r"wrong order"]], '''
from ireval_teach import practical_bounds

def my_practical(labels, d):
    b = practical_bounds(d=d, s=len(labels), v=sum(labels))
    return [b.precision, b.generality_lower, b.recall_lower]
''')

wrong("q13", "pr.averaged", "shape", "sums the queries' interpolated curves without dividing by the number of "
      "queries",
      [[r"sum\w*", r"total"], [r"not (divided|averaged)", r"without (dividing|averag\w*)", r"never divid\w*",
        r"instead of (the )?(mean|average)", r"number of queries", r"forg\w* .{0,20}(divi|average|mean)"]], '''
import numpy as np
from ireval_teach import Ranking, interpolated_curve

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        if n > 0:
            total += interpolated_curve(Ranking(run, n_relevant=n))
    return total.tolist()
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant targets found within epsilon by the number of all "
      "targets instead of by the number returned",
      [[r"all (the )?targets", r"whole (list|collection|database)", r"len\(\s*(labels|distances)\s*\)",
        r"number of targets", r"collection size", r"database size"]], '''
import numpy as np
from ireval_teach.similarity import epsilon_query

def my_eps_precision(distances, labels, epsilon):
    y = np.asarray(labels)
    idx = epsilon_query(distances, epsilon)
    if len(idx) == 0:
        return 0.0
    return float(y[idx].sum() / len(y))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices the list to labels[:k-1] before precision_at, dropping rank k",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item) (short|too few|less)", r"drops? (the )?(rank k|k.th|last)",
        r"(miss|skip|ignor|lose|loses|lost)\w* (the )?(k.th|rank k|last)"]], '''
from ireval_teach import precision_at

def my_p_at_k(labels, k):
    top = list(labels)[:k - 1]
    return float(precision_at(top, k))
''')

wrong("q16", "ap.exact", "flow", "loops over the ranks with range(1, len(labels)) and so never adds the last rank's "
      "P@k",
      [[r"off.by.one", r"last (rank|item|position)", r"range\(1, ?len", r"stops? one (rank )?(early|short)",
        r"final (rank|item)", r"(miss|skip|ignor|drop)\w* (the )?(last|final)"]], '''
from fractions import Fraction
from ireval_teach import precision_at

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = Fraction(0)
    for k in range(1, len(labels)):
        if labels[k - 1] == 1:
            total += Fraction(precision_at(labels, k)).limit_denominator(10 ** 6)
    return float(total / n_relevant)
''')

wrong("q17", "avg.macro", "flow", "overwrites the running total with each query's precision instead of adding it, "
      "so only the last query counts",
      [[r"overwrit\w*", r"last query", r"(=|assign\w*) instead of \+=", r"not accumulat\w*", r"never accumulat\w*",
        r"replac\w* (the )?(total|sum)", r"only (the )?(last|final)"]], '''
from ireval_teach import contingency_table, precision

def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        if tp + fp == 0:
            p = 0.0
        else:
            p = precision(contingency_table(tp=tp, fp=fp, fn=fn))
        total = p
    return total / len(tables)
''')

wrong("q18", "scope.knn_ties", "flow", "slices the tie-broken orders to their first k + 1 targets before counting "
      "the relevant ones",
      [[r"off.by.one", r"k ?\+ ?1", r"one (target|item|rank) too many", r"one extra", r"\[:k ?\+ ?1\]"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    low = Fraction(sum(l for _, l in worst[:k + 1]), k)
    high = Fraction(sum(l for _, l in best[:k + 1]), k)
    return [float(low), float(high)]
''')

wrong("q19", "pr.points", "flow", "appends the precision of every rank, not only at the ranks of relevant items "
      "(the append is outside the if)",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items)", r"outside (the )?if",
        r"not only (at )?(the )?relevant", r"one (point|value) per rank"]], '''
from ireval_teach import Ranking, pr_points

def my_pr_points(labels, n_relevant):
    out = []
    if sum(labels) == 0:
        return out
    for step in pr_points(Ranking(labels, n_relevant=max(n_relevant, sum(labels)))):
        if step.relevant:
            pass
        out.append(step.precision)
    return out
''')

wrong("q20", "rank.distances", "flow", "sorts the distances but never reorders the labels with them, so P@k is "
      "taken in the original target order",
      [[r"never (re)?(sort|order)\w*", r"not (re)?(sort|order)\w*", r"unsorted", r"original (target )?order",
        r"(input|given|list) order", r"labels? (are |were )?not (re)?(sorted|ordered)", r"without sorting"]], '''
from ireval_teach import precision_at

def my_p_at_k_from_distances(distances, labels, k):
    ranked_distances = sorted(distances)
    nearest = ranked_distances[:k]
    return float(precision_at(list(labels), len(nearest)))
''')

wrong("q21", "dcg.trec", "flow", "sorts the grades from high to low before the DCG, giving the ideal DCG instead of "
      "the DCG of the ranking",
      [[r"ideal", r"\bIDCG\b", r"sort\w*", r"best (possible )?order"]], '''
from ireval_teach import dcg

my_dcg_trec = dcg(sorted(v["grades"], reverse=True), formulation="trec")
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "pr.averaged", "hidden", "leaves queries without relevant items out of the mean "
      "(averaged_pr_curve with no_relevant='skip') instead of counting them as 0",
      [[r"skip\w*", r"le(ft|aves?) out", r"drop\w*", r"exclud\w*", r"ignor\w*", r"not counted"],
       [r"no relevant", r"without relevant", r"zero relevant", r"n_relevant ?= ?0", r"empty quer"]], '''
from ireval_teach import Ranking, averaged_pr_curve

def my_averaged_curve(runs, n_relevant):
    rankings = [Ranking(run, n_relevant=n) for run, n in zip(runs, n_relevant)]
    return [float(x) for x in averaged_pr_curve(rankings, no_relevant="skip")]
''')

wrong("q23", "interp.step", "hidden", "uses R_(i-1) <= r < R_i (strict on the right), so a level exactly at a "
      "reached recall R_i takes the next relevant item's precision",
      [[r"boundar\w*", r"strict\w*", r"<= ?r ?<", r"(right|upper) end", r"(inclusive|exclusive)",
        r"next relevant item", r"one (step|item) (too far|late)"]], '''
from ireval_teach import Ranking, pr_points

def my_step_interpolated(labels, n_relevant, level):
    pts = [s for s in pr_points(Ranking(labels, n_relevant=n_relevant)) if s.recall_changed]
    prev = 0.0
    for s in pts:
        if prev <= level < s.recall:
            return float(s.precision)
        prev = s.recall
    if pts and abs(pts[-1].recall - level) < 1e-12:
        return float(pts[-1].precision)
    return 0.0
''')

wrong("q24", "gen.grip_point", "hidden", "calls precision_at with beyond_end='retrieved', dividing by the list "
      "length instead of n_relevant when the list is shorter than the class",
      [[r"beyond_end", r"retrieved", r"list length", r"len\(labels\)", r"min\(", r"divid\w* by (the )?(list|length|number retrieved)"]], '''
from ireval_teach import precision_at

def my_grip_point(labels, n_relevant):
    return float(precision_at(list(labels), n_relevant, beyond_end="retrieved"))
''')

wrong("q25", "gen.grip_point", "hidden", "looks for the scope s = n_relevant inside the list only, so the "
      "function falls off the loop and returns None when the list is shorter than the class",
      [NONE, [r"shorter", r"beyond the end", r"past the end", r"list length", r"(class|n_relevant).{0,30}(larger|longer|more)"]], '''
from ireval_teach import precision_at

def my_grip_point(labels, n_relevant):
    for s in range(1, len(labels) + 1):
        if s == n_relevant:
            return float(precision_at(labels, s))
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of the labels of an empty epsilon-result, which is "
      "nan, instead of returning 0",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no target"]], '''
import numpy as np
from ireval_teach.similarity import epsilon_query

def my_eps_precision(distances, labels, epsilon):
    idx = epsilon_query(distances, epsilon)
    return float(np.mean(np.asarray(labels)[idx]))
''')

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard, raising ZeroDivisionError "
      "when there is no relevant item at all",
      [ZERODIV], '''
from ireval_teach import dcg

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(list(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.pr", "hidden", "computes precision as tp / (tp + fp) from sets_table without a guard, raising "
      "ZeroDivisionError when nothing is retrieved",
      [ZERODIV], '''
from ireval_teach import sets_table

def my_set_pr(retrieved, relevant):
    t = sets_table(retrieved, relevant)
    p = t.tp / (t.tp + t.fp)
    r = t.recall
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.at_k", "twin", "calls average_precision(..., k=k, denominator='retrieved_relevant'), dividing by "
      "the relevant items found in the top k instead of by min(k, n_relevant)",
      [[r"retrieved.relevant", r"relevant (items )?(found|retrieved)", r"found in the top"]], '''
from ireval_teach import Ranking, average_precision

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    r = Ranking(labels, n_relevant=n_relevant)
    return float(average_precision(r, k=k, denominator="retrieved_relevant"))
''')

wrong("q30", "ap.value", "twin", "builds the Ranking without n_relevant, so the library takes R as the relevant items "
      "in the list (unretrieved relevant items are not counted)",
      [[r"n_relevant", r"number of relevant", r"\bR\b"], [r"not (passed|given|set)", r"without", r"default\w*",
        r"left out", r"(forgot|missing|omit\w*)", r"in the list", r"retrieved"]], '''
from ireval_teach import average_precision

my_ap_value = average_precision(v["labels"])
''')

wrong("q31", "roc.eer", "twin", "calls equal_error_rate with method='nearest' (the nearest ROC point's mean of FPR "
      "and FNR) instead of intersecting the ROC segments",
      [[r"nearest", r"closest (roc )?point", r"not interpolat\w*", r"without interpolat\w*", r"no interpolation",
        r"(fpr ?\+ ?fnr) ?/ ?2", r"mean of (the )?(fpr|false)"]], '''
from ireval_teach import equal_error_rate

def my_eer(scores, labels):
    return float(equal_error_rate(list(scores), list(labels), method="nearest"))
''')

wrong("q32", "map.mean", "twin", "calls mean_average_precision on the runs without their n_relevant, so each AP "
      "divides by the relevant items retrieved only",
      [[r"n_relevant", r"number of relevant", r"\bR\b"], [r"not (passed|given|used)", r"without", r"ignor\w*",
        r"(forgot|missing|omit\w*)", r"default\w*"]], '''
from ireval_teach import mean_average_precision

def my_map(runs, n_relevant):
    return float(mean_average_precision([list(run) for run in runs]))
''')

wrong("q33", "sig.sign_test", "twin", "calls sign_test with alternative='greater' (a one-sided p-value) instead of "
      "the two-sided test",
      [[r"one.sided", r"one.tailed", r"greater", r"alternative", r"not doubled", r"single tail", r"half"]], '''
from ireval_teach import sign_test

res = sign_test(v["a"], v["b"], alternative="greater")
my_sign_p = res.p_value
''')

wrong("q34", "interp.curve", "twin", "calls interpolated_curve with scheme='step' (the precision at the next "
      "relevant item) instead of the maximum precision at recall >= r",
      [[r"step", r"not (the )?max\w*", r"without (the )?max\w*", r"next relevant", r"first rank (reaching|with)",
        r"scheme", r"instead of (the )?max\w*"]], '''
from ireval_teach import Ranking, interpolated_curve

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    curve = interpolated_curve(Ranking(labels, n_relevant=n_relevant), scheme="step")
    return [float(x) for x in curve]
''')

wrong("q35", "set.f_beta", "twin", "calls f_from_pr without passing beta, so the default beta = 1 (F1) is always "
      "returned",
      [[r"beta"], [r"not (passed|given|used)", r"ignor\w*", r"default", r"always (1|one)", r"fixed", r"\bF1\b",
        r"(forgot|missing|omit\w*)", r"harmonic mean"]], '''
from ireval_teach import f_from_pr

def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return f_from_pr(precision, recall)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list's length (duplicates included) as the number retrieved "
      "instead of the size of the retrieved set",
      [[r"duplicat\w*", r"repeated", r"len\(\s*retrieved\s*\)", r"not (as )?a set", r"list length",
        r"counted (each time|every time|more than once)"]], '''
from ireval_teach import sets_table

def my_set_pr(retrieved, relevant):
    t = sets_table(retrieved, relevant)
    p = t.tp / len(retrieved) if retrieved else 0.0
    r = t.tp / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "ranks the targets farthest first (treats the distances as similarity "
      "scores)",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"reversed?", r"similarit\w*",
        r"highest (distance )?first", r"wrong (direction|end)"]], '''
import numpy as np
from ireval_teach import precision_at

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(precision_at(np.asarray(labels)[order].tolist(), k))
''')

wrong("q38", "roc.auc", "data", "converts the scores to int before roc_auc, truncating every score in [0, 1) to 0 "
      "so they all tie",
      [[r"\bint\b", r"integer", r"truncat\w*", r"round\w*", r"cast\w*"]], '''
import numpy as np
from ireval_teach import roc_auc

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=int)
    return float(roc_auc(s, np.asarray(labels)))
''')

wrong("q39", "gen.practical", "data", "passes the judged list's length as the database size d to practical_bounds "
      "instead of the given d",
      [[r"database size", r"size of the database", r"collection size"], [r"list length",
        r"length of the (judged )?list", r"judged list", r"scope size", r"instead of", r"same as (the )?scope"]], '''
from ireval_teach import practical_bounds

def my_practical(labels, d):
    s = len(labels)
    b = practical_bounds(d=s, s=s, v=sum(labels))
    return [b.precision, b.recall_lower, b.generality_lower]
''')

wrong("q40", "dcg.classic", "data", "turns the graded labels into 0/1 with to_binary before the DCG, losing the "
      "grades",
      [[r"binar\w*", r"0/1", r"to_binary", r"grades? (are |is )?(lost|ignored|collapsed|flattened)", r"threshold\w*"]], '''
from ireval_teach import dcg, to_binary

def my_dcg(grades):
    return float(dcg(to_binary(list(grades))))
''')

wrong("q41", "scope.eps_precision", "data", "assumes the labels are already in distance order and counts the first "
      "len(result) labels instead of the labels of the returned targets",
      [[r"already (sorted|ordered|in (distance )?order)", r"first len", r"labels\[:", r"(wrong|other) (targets|items|labels)",
        r"not (the )?(labels|targets) (of|returned)", r"indices", r"order"]], '''
from ireval_teach.similarity import epsilon_query

def my_eps_precision(distances, labels, epsilon):
    found = epsilon_query(distances, epsilon)
    n = len(found)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp], so the precision divides by tp + fn (the "
      "recall) instead of tp + fp",
      [[r"recall", r"tp ?\+ ?fn", r"\bfn\b.{0,30}(instead of|for|as).{0,10}\bfp\b", r"swap\w*", r"column\w* (order|swapped)",
        r"misread"]], '''
from ireval_teach import contingency_table, macro_average

def my_macro_precision(tables):
    cts = []
    for row in tables:
        tp, fn, fp = row
        cts.append(contingency_table(tp=tp, fp=fp, fn=fn))
    return float(macro_average(cts, "precision"))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "roc_auc of the library, as the lecture's trapezoid with half credit for ties", '''
from ireval_teach import roc_auc

def my_auc(scores, labels):
    return float(roc_auc(list(scores), list(labels)))
''')

right("q44", "map.mrr", "reciprocal_rank per query, 0 for a query without a relevant item", '''
from ireval_teach import reciprocal_rank

def my_mrr(runs):
    values = [reciprocal_rank(list(run)) if any(run) else 0.0 for run in runs]
    return sum(values) / len(values)
''')

right("q45", "pr.points", "pr_points with a comprehension over recall_changed", '''
from ireval_teach import Ranking, pr_points

def my_pr_points(labels, n_relevant):
    if sum(labels) == 0:
        return []
    steps = pr_points(Ranking(labels, n_relevant=max(n_relevant, sum(labels))))
    return [s.precision for s in steps if s.recall_changed]
''')

right("q46", "scope.knn_ties", "two sorted orders and exact Fractions", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [float(Fraction(sum(l for _, l in worst[:k]), k)), float(Fraction(sum(l for _, l in best[:k]), k))]
''')

right("q47", "interp.step", "interpolated_precision with scheme='step'", '''
from ireval_teach import Ranking, interpolated_precision

def my_step_interpolated(labels, n_relevant, level):
    return float(interpolated_precision(Ranking(labels, n_relevant=n_relevant), level, scheme="step"))
''')

right("q48", "dcg.trec", "dcg with formulation='trec'", '''
from ireval_teach import dcg

my_dcg_trec = dcg(v["grades"], formulation="trec")
''')

SUBMISSIONS = tuple(S)
