"""The built-in judgment questions (see :mod:`.judgment`): each drawn from the student id, its key from the library.

Every wrong option names the misconception it reveals. The scenarios and their data are ours (invented
for the exercises); where a question rests on a course document, the document is named.

>>> from ireval_teach.exercises.variants import Draw
>>> q = QUESTIONS["judge.trec_line"].make(Draw(3))
>>> q.kind, q.answer in q.choices
('one', True)
"""

from __future__ import annotations

import math

from ..average_precision import average_precision
from ..generality import generality
from ..interpolation import ELEVEN_LEVELS, interpolated_curve
from ..ranked import pr_points, precision_at, r_precision, recall_at
from ..ranking import Ranking
from ..sets import f_from_pr
from ..similarity import epsilon_to_k, k_to_epsilon_range
from ..trace import format_number
from .judgment import QUESTIONS, Choice, Judgment, Mistake, Posed, one, several
from .variants import Draw

F = format_number


def _register(task_id: str, kind: str):
    def deco(make):
        QUESTIONS[task_id] = Judgment(kind, make)
        return make

    return deco


# ------------------------------------------------------------------------------ 01 set measures
@_register("judge.f_beta_choice", "one")
def _f_beta_choice(rng: Draw) -> Posed:
    p, r = rng.integer(3, 9) / 10, rng.integer(2, 8) / 10
    recall_task = rng.chance(0.5)
    need = ("a patent examiner who must not miss any prior art (a missed relevant document is far costlier "
            "than reading an extra one)" if recall_task else
            "a phone assistant that reads out the results (every non-relevant result read out wastes the "
            "user's time; missing some relevant ones is acceptable)")
    f = {b: f_from_pr(p, r, beta=b) for b in (0.5, 1.0, 2.0)}
    big, small = f"F_2 = {F(f[2.0])}", f"F_0.5 = {F(f[0.5])}"
    harmonic = Mistake("f_beta_equal_weight", "F_1 weighs precision and recall equally",
                       "The user's need says which error costs more; F_1 ignores that.")
    arith = Mistake("f_arithmetic_mean", "the arithmetic mean of P and R is not an F-measure",
                    "(P + R) / 2 lets a high value hide a very low one (P = 1, R = 0.01 gives 0.5); F is a "
                    "weighted harmonic mean.")
    wrong_beta = Mistake("f_beta_direction", "beta > 1 favours recall, beta < 1 precision (the other way round)",
                         "F_beta = (1 + b^2) P R / (b^2 P + R): a large beta makes recall count more.")
    choices = [Choice(big, True) if recall_task else Choice(big, False, wrong_beta),
               Choice(small, True) if not recall_task else Choice(small, False, wrong_beta),
               Choice(f"F_1 = {F(f[1.0])}", False, harmonic),
               Choice(f"(P + R) / 2 = {F((p + r) / 2)}", False, arith)]
    return one(rng, f"Your system has precision P = {F(p)} and recall R = {F(r)}. The user is {need}. "
               "Which single number summarises it best for this user?", choices, precision=p, recall=r)


# ------------------------------------------------------------------------------ 02 PR curves
def _curve(labels: list[int], n_rel: int) -> list[float]:
    return [float(x) for x in interpolated_curve(Ranking(labels, n_rel), ELEVEN_LEVELS)]


@_register("judge.pr_better", "one")
def _pr_better(rng: Draw) -> Posed:
    levels = [float(x) for x in ELEVEN_LEVELS]
    for _ in range(200):
        n_rel = rng.integer(4, 6)
        a = rng.binary_labels(14, n_rel - 1, first_relevant=True)  # early hits, misses one item entirely
        b = rng.binary_labels(14, n_rel, first_relevant=False)
        ca, cb = _curve(a, n_rel), _curve(b, n_rel)
        low = sum(ca[:3]) - sum(cb[:3])
        high = sum(ca[8:]) - sum(cb[8:])
        if low > 0.3 and high < -0.3:
            break
    names = ("A", "B") if rng.chance(0.5) else ("B", "A")
    curves = {names[0]: [levels, ca], names[1]: [levels, cb]}
    early, late = names  # `early` is higher at low recall, `late` at high recall
    recall_user = rng.chance(0.5)
    user = ("a lawyer who must find every relevant document of a case" if recall_user else
            "a web user who looks at the first few results only")
    ap_early, ap_late = float(average_precision(Ranking(a, n_rel))), float(average_precision(Ranking(b, n_rel)))
    bigger = early if ap_early > ap_late else late
    high_end = Mistake("pr_high_end_for_precision_user",
                       "judging a precision-oriented user by the high-recall end of the curve",
                       "The first results are the low-recall end (left) of the PR curve; that is where this "
                       "user stops.")
    low_end = Mistake("pr_low_end_for_recall_user", "judging a recall-oriented user by the first results",
                      "To find everything, the user goes down to recall 1.0: the right end of the curve decides.")
    area = Mistake("pr_area_for_every_user", "one summary (the area, AP) decides for every user",
                   "AP averages over every recall level; when curves cross, the user's region of the curve decides.")
    cannot = Mistake("crossing_curves_incomparable", "crossing PR curves cannot be compared at all",
                     "They cannot be ranked for every user at once, but for one user the relevant part of the "
                     "curve is clear.")
    right, wrong = (late, early) if recall_user else (early, late)
    choices = [Choice(f"{right}: its precision is higher where this user's need lies "
                      f"({'the right end, recall near 1' if recall_user else 'the left end, low recall'})", True),
               Choice(f"{wrong}: its precision is higher at the "
                      f"{'left end (the first results)' if recall_user else 'right end (recall near 1)'}", False,
                      low_end if recall_user else high_end),
               Choice(f"{bigger}: its curve has the larger area (AP {F(max(ap_early, ap_late))} against "
                      f"{F(min(ap_early, ap_late))})", bigger == right and False, area),
               Choice("Neither: the curves cross, so no conclusion is possible", False, cannot)]
    return one(rng, f"The 11-point interpolated PR curves of systems A and B on one query are plotted. The user is "
               f"{user}. Which system serves this user better, and why?", choices, curves=curves,
               drawstyle="default")


@_register("judge.pr_pick_point", "point")
def _pr_pick_point(rng: Draw) -> Posed:
    n = rng.integer(8, 12)
    n_rel = rng.integer(3, 6)
    labels = rng.binary_labels(n, n_rel - rng.integer(0, 1))
    k = rng.integer(3, n - 2)
    pts = pr_points(Ranking(labels, n_rel))
    xs, ys = [float(p.recall) for p in pts], [float(p.precision) for p in pts]
    r = Ranking(labels, n_rel)
    right = (float(recall_at(r, k)), float(precision_at(r, k)))
    named = [((right[1], right[0]), Mistake("pr_axes_swapped", "recall and precision swapped",
                                            "On a PR plot recall is the x axis and precision the y axis.")),
             ((float(recall_at(r, k - 1)), float(precision_at(r, k - 1))),
              Mistake("rank_off_by_one", "the point of rank k - 1 (ranks counted from 0)",
                      f"The top {k} results end at rank {k} (ranks start at 1).")),
             ((float(recall_at(r, k + 1)), float(precision_at(r, k + 1))),
              Mistake("rank_off_by_one_after", "the point of rank k + 1",
                      f"The top {k} results end at rank {k}."))]
    named = [(p, m) for p, m in named if abs(p[0] - right[0]) > 0.02 or abs(p[1] - right[1]) > 0.02]
    return Posed("point", {"kind": "point", "question":
                           f"The plot shows one (recall, precision) point per rank of your ranking "
                           f"(labels {labels}, {n_rel} relevant items). Pick the point a user reaches who reads "
                           f"the top {k} results: answer (recall, precision), read to 2 decimals.",
                           "curves": {"PR points (one per rank)": [xs, ys]}},
                 right, named=tuple(named), tolerance=(0.02, 0.02))


# ------------------------------------------------------------------------------ 03 AP@k
@_register("judge.ap_at_k_denominator", "one")
def _ap_at_k(rng: Draw) -> Posed:
    k = rng.integer(5, 8)
    n_rel = k + rng.integer(3, 20)
    labels = [1] * k
    r = Ranking(labels, n_rel)
    vals = {d: float(average_precision(r, k=k, denominator=d)) for d in ("relevant", "retrieved_relevant",
                                                                  "min_k_relevant")}
    one_hit = float(average_precision(Ranking([1] + [0] * (k - 1), n_rel), k=k, denominator="retrieved_relevant"))
    choices = [Choice(f"min(k, R) = {k}: your perfect list gets AP@{k} = {F(vals['min_k_relevant'])}", True),
               Choice(f"R = {n_rel}: your perfect list gets AP@{k} = {F(vals['relevant'])}", False,
                      Mistake("ap_at_k_divides_by_R", "AP@k divided by R when R > k",
                              f"With R = {n_rel} > k = {k} no top-{k} list can reach 1, not even a perfect one.")),
               Choice(f"the relevant items retrieved in the top {k}: your perfect list gets "
                      f"{F(vals['retrieved_relevant'])}", False,
                      Mistake("ap_at_k_divides_by_retrieved_relevant",
                              "AP@k divided by the relevant items retrieved",
                              f"It also gives {F(one_hit)} to a list with one relevant item at rank 1 and "
                              f"{k - 1} misses: it rewards retrieving less.")),
               Choice(f"k = {k}, the length of the list", False,
                      Mistake("ap_at_k_divides_by_k", "AP@k divided by k",
                              "AP averages precision over relevant items; dividing by k counts ranks, and "
                              "penalises a query with fewer than k relevant items even when its list is perfect."))]
    return one(rng, f"A system returns its top k = {k} results and all {k} are relevant; the query has R = {n_rel} "
               "relevant items (the cross-modal note computes AP over the top k and asks what to divide by). "
               f"AP@{k} should be 1 exactly when the top {k} is as good as any top-{k} list can be. "
               "Which denominator does that?", choices, k=k, R=n_rel)


# ------------------------------------------------------------------------------ 05 significance
@_register("judge.sig_choose", "one")
def _sig_choose(rng: Draw) -> Posed:
    n = rng.integer(12, 25)
    prefs = rng.chance(0.5)
    unpaired = Mistake("unpaired_test_for_paired_scores", "an unpaired (two-sample) test for per-query pairs",
                       "Both systems ran the same queries; the unpaired test lets the large differences between "
                       "queries hide the difference between systems.")
    means = Mistake("means_without_test", "comparing the two means without a test",
                    "A difference of means on a sample of queries can arise by chance; a test says how likely.")
    if prefs:
        wins = sum(1 for _ in range(n) if rng.chance(0.6))
        text = (f"For each of {n} queries a user saw both result lists and said which was better: A was "
                f"preferred on {wins} queries, B on {n - wins} (no ties). Which test fits?")
        choices = [Choice("the sign test on the per-query preferences", True),
                   Choice("the paired t-test", False, Mistake(
                       "t_test_on_preferences", "a t-test on data that has a direction only",
                       "A preference says which system won, not by how much: there are no differences to average.")),
                   Choice("an unpaired two-sample t-test", False, unpaired),
                   Choice("no test: A won more queries, so A is better", False, means)]
        return one(rng, text, choices, n=n, preferred_a=wins)
    a = [round(0.1 + 0.8 * rng.random(), 2) for _ in range(n)]
    b = [min(1.0, max(0.0, round(x + 0.15 * (rng.random() - 0.3), 2))) for x in a]
    text = (f"Systems A and B were run on the same {n} queries; their per-query AP is given (a, b). The "
            "differences b - a are small compared with the spread between queries. Which test fits?")
    choices = [Choice("a paired test on the per-query differences (the paired t-test)", True),
               Choice("an unpaired two-sample t-test on the two lists", False, unpaired),
               Choice("a chi-square test of the two lists", False, Mistake(
                   "count_test_for_scores", "a test for counts on real-valued scores",
                   "The chi-square test compares counts in categories; AP values are numbers per query.")),
               Choice("no test: compare the two MAPs", False, means)]
    return one(rng, text, choices, a=a, b=b)


@_register("judge.sig_read", "several")
def _sig_read(rng: Draw) -> Posed:
    from ..significance import paired_t_test

    n = rng.integer(15, 30)
    shift = rng.pick([0.0, 0.01, 0.03, 0.05])
    a = [round(0.1 + 0.8 * rng.random(), 3) for _ in range(n)]
    b = [min(1.0, max(0.0, round(x + shift + 0.12 * (rng.random() - 0.5), 3))) for x in a]
    t = paired_t_test(b, a)
    sig = t.p_value < 0.05
    diff = t.mean_difference
    prob = Mistake("p_value_as_probability_of_hypothesis", "the p-value as the probability that a hypothesis is true",
                   "p is the probability of a difference at least this large IF the systems were equal; it is not "
                   "the probability that they are equal or different.")
    important = Mistake("significant_means_important", "significant read as large or important",
                        "Significance says the difference is unlikely to be chance, not that it matters to users; "
                        "with many queries a tiny difference is significant.")
    equal = Mistake("not_significant_means_equal", "not significant read as 'the systems are equal'",
                    "Failing to find a difference is not evidence of no difference (more queries could show one).")
    missed = Mistake("significance_misread", "the test's verdict at alpha = 0.05 misread",
                     f"p = {F(t.p_value)} is {'below' if sig else 'not below'} 0.05.")
    choices = [Choice(f"B's mean AP is {'higher' if diff > 0 else 'lower'} than A's by {F(abs(diff))} on these "
                      "queries", True, Mistake("mean_difference_misread", "the mean difference misread",
                                               "The test reports the mean of b - a over the queries.")),
               Choice(f"At alpha = 0.05 the difference is {'significant' if sig else 'not significant'}", True,
                      missed),
               Choice(f"At alpha = 0.05 the difference is {'not significant' if sig else 'significant'}", False,
                      missed),
               Choice(f"The probability that B is better than A is {F(1 - t.p_value)}", False, prob),
               Choice("B is better by an amount that matters to users" if sig else "A and B are equally good",
                      False, important if sig else equal)]
    return several(rng, f"A paired t-test of B against A over {n} queries reports: mean difference (b - a) = "
                   f"{F(diff)}, t = {F(t.statistic)}, p = {F(t.p_value)} (two-sided). Which statements are true? "
                   "Choose every true one.", choices, n=n)


# ------------------------------------------------------------------------------ 05 averaging
@_register("judge.radial_box", "one")
def _radial_box(rng: Draw) -> Posed:
    c = rng.integer(8, 20)
    s = c * rng.integer(1, 3)
    v1, v2 = rng.integer(1, c // 2), rng.integer(c // 2 + 1, c)
    r1, p1, r2, p2 = v1 / c, v1 / s, v2 / c, v2 / s
    rad = ((r1 + r2) / 2, (p1 + p2) / 2)
    choices = [Choice(f"average the two queries' (r, p) at the same scope s = {s}: ({F(rad[0])}, {F(rad[1])}), "
                      f"on the line p = r / {F(s / c)}", True),
               Choice("average the precisions of all points whose recall falls in one recall box (rbox)", False,
                      Mistake("rbox_averaging", "averaging precision in constant-recall boxes",
                              "Points in one recall box come from different scopes; Sebe et al. (Sec. 2.2) average "
                              "along constant relevant scope lines instead.")),
               Choice("average the recalls of all points whose precision falls in one precision box (pbox)", False,
                      Mistake("pbox_averaging", "averaging recall in constant-precision boxes",
                              "Points in one precision box come from different scopes; their average leaves the "
                              "scope lines."))]
    return one(rng, f"Two queries, each with class size c = {c} in the same database, reach at scope s = {s} the "
               f"points (r, p) = ({F(r1)}, {F(p1)}) and ({F(r2)}, {F(p2)}). Which way of averaging keeps the average "
               "on the constant relevant-scope line s_r = s / c (radial averaging, Sebe et al. Sec. 2.2)?",
               choices, c=c, s=s, query_points=[[r1, p1], [r2, p2]])


# ------------------------------------------------------------------------------ 06 generality
@_register("judge.generality_move", "one")
def _generality_move(rng: Draw) -> Posed:
    c = rng.integer(5, 40)
    d = c * rng.integer(20, 200)
    factor = rng.pick([2, 4, 8, 16])
    x0, x1 = -math.log2(generality(c, d)), -math.log2(generality(c, d * factor))
    step = x1 - x0
    choices = [Choice(f"right, from -log2 g = {F(x0)} to {F(x1)}, and not up: {factor}x more irrelevant items "
                      "compete for the same top c places", True),
               Choice(f"left, to -log2 g = {F(x0 - step)}: a bigger database has a higher generality", False,
                      Mistake("generality_grows_with_database", "generality grows with the database",
                              "g = c / d: more items with the same class size means a smaller g, so -log2 g grows.")),
               Choice("straight up: precision at s = c rises with more data", False,
                      Mistake("more_data_more_precision", "more (irrelevant) data raises precision",
                              "The added items are irrelevant; they can only take places from relevant ones.")),
               Choice("nowhere: a system's precision and recall at s = c do not depend on the database size", False,
                      Mistake("pr_independent_of_embedding", "precision and recall ignore the embedding",
                              "Sebe et al.: PR graphs obscure \"the influence of the irrelevant items\"; the "
                              "GRiP graph plots p = r against generality to show it."))]
    return one(rng, f"A query has c = {c} relevant items in a database of d = {d}. The GRiP graph plots P = R at "
               f"scope s = c against -log2 g. The database grows {factor}-fold with irrelevant items (c stays). Where "
               "does the system's point move?", choices, c=c, d=d, factor=factor)


@_register("judge.grip_pick", "point")
def _grip_pick(rng: Draw) -> Posed:
    c = rng.integer(4, 9)
    d = c * rng.integer(10, 300)
    labels = rng.binary_labels(c + rng.integer(4, 10), rng.integer(1, c))
    y = float(r_precision(Ranking(labels, c)))
    x = -math.log2(generality(c, d))
    hits = sum(labels[:c])
    named = [((math.log2(generality(c, d)), y), Mistake("generality_axis_sign", "log2 g instead of -log2 g",
                                                        "g < 1, so log2 g is negative; the GRiP axis is -log2 g.")),
             ((generality(c, d), y), Mistake("generality_axis_not_log", "g itself on the x axis",
                                             "The GRiP graph's x axis is -log2 g (each doubling of d/c one unit).")),
             ((x, sum(labels) / len(labels)), Mistake("grip_scope_whole_list", "precision over the whole list",
                                                     f"The GRiP point is at scope s = c = {c}: {hits} of the top {c}.")),
             ((x, sum(labels) / c), Mistake("grip_all_found", "every relevant item found anywhere counted",
                                            f"Only the top c = {c} count at scope s = c."))]
    named = [(p, m) for p, m in named if abs(p[0] - x) > 0.05 or abs(p[1] - y) > 0.02]
    return Posed("point", {"kind": "point", "question":
                           f"Your query has c = {c} relevant items in a database of d = {d} items; your system's "
                           f"ranking starts with the labels {labels}. Where is its point on the GRiP graph? Answer "
                           "(x, y) with x = -log2 g and y = P = R at scope s = c, to 2 decimals.",
                           "c": c, "d": d, "labels": labels},
                 (x, y), named=tuple(named), tolerance=(0.05, 0.02))


# ------------------------------------------------------------------------------ 07 trec_eval output
_LINE_MEANINGS = {
    "P_10": ("precision of the top 10 documents of this query's run", "P_10_is_ten_percent",
             "the suffix as a percentage", "The suffix is the cut-off: P_10 is P@10, the share of the top 10 "
                                           "that is relevant."),
    "recall_100": ("the share of this query's relevant documents found in the top 100",
                   "recall_100_is_precision", "recall@100 read as precision@100",
                   "recall_100 divides by the query's number of relevant documents, not by 100."),
    "map": ("the average precision of this query (the mean over queries is the 'all' line)", "map_line_is_mean",
            "a per-query 'map' line read as a mean over queries",
            "With -q, each query's line holds its own AP under the name map; only 'all' is the mean."),
    "num_rel_ret": ("the number of relevant documents this query's run retrieved", "num_rel_ret_is_ratio",
                    "a count read as a ratio", "num_rel_ret is a count (an integer), not a fraction."),
    "recip_rank": ("1 / the rank of this query's first relevant document", "recip_rank_is_rank",
                   "the reciprocal rank read as the rank", "recip_rank = 1 / rank of the first relevant document."),
    "Rprec": ("the precision at rank R, R being this query's number of relevant documents", "rprec_is_recall",
              "R-precision read as recall", "Rprec is precision at rank R (where it equals recall at R)."),
}


@_register("judge.trec_line", "one")
def _trec_line(rng: Draw) -> Posed:
    measure = rng.pick(sorted(_LINE_MEANINGS))
    qid = str(rng.integer(301, 450))
    value = (f"{rng.integer(1, 60)}" if measure == "num_rel_ret" else
             f"{1 / rng.integer(1, 9):.4f}" if measure == "recip_rank" else f"{rng.integer(0, 10) / 10:.4f}")
    meaning, name, title, why = _LINE_MEANINGS[measure]
    other = rng.pick([m for m in sorted(_LINE_MEANINGS) if m != measure])
    choices = [Choice(meaning, True),
               Choice(f"the mean of {measure} over the first {qid} queries", False, Mistake(
                   "qid_column_as_count", "the query-id column read as a number of queries",
                   "The second column is the query id; the mean over queries has the id 'all'.")),
               Choice({"P_10": "10% of the documents retrieved are relevant",
                       "recall_100": "the precision of the top 100 documents",
                       "map": "the mean average precision over all queries",
                       "num_rel_ret": "the share of retrieved documents that are relevant",
                       "recip_rank": f"the first relevant document is at rank {value}",
                       "Rprec": "the recall of the whole run"}[measure], False, Mistake(name, title, why)),
               Choice(f"{_LINE_MEANINGS[other][0]} (it is the {other} line's meaning)", False, Mistake(
                   "measure_name_ignored", "the measure name in the first column ignored",
                   f"The first column names the measure: this line is {measure}, not {other}."))]
    return one(rng, "What does this line of `trec_eval -q` output say?", choices,
               output=f"{measure:<22s}\t{qid}\t{value}")


@_register("judge.trec_read", "number")
def _trec_read(rng: Draw) -> Posed:
    qids = sorted({str(rng.integer(301, 350)) for _ in range(3)})
    per: dict[str, tuple[int, int, int, float, float]] = {}
    for q in qids:
        n_ret = rng.integer(20, 60)
        n_rel = rng.integer(5, 40)
        labels = rng.binary_labels(n_ret, rng.integer(1, min(n_rel, n_ret) - 1))
        r = Ranking(labels, n_rel)
        per[q] = (n_ret, n_rel, sum(labels), float(average_precision(r)), float(precision_at(r, 10)))
    lines = []
    for name, i, fmt in (("num_ret", 0, "{}"), ("num_rel", 1, "{}"), ("num_rel_ret", 2, "{}"),
                         ("map", 3, "{:.4f}"), ("P_10", 4, "{:.4f}")):
        for q in qids:
            lines.append(f"{name:<22s}\t{q}\t{fmt.format(per[q][i])}")
        column = [float(per[q][i]) for q in qids]
        total: float = sum(column) if i < 3 else sum(column) / len(qids)
        total = int(total) if i < 3 else total
        lines.append(f"{name:<22s}\tall\t{fmt.format(total)}")
    q = rng.pick(qids)
    n_ret, n_rel, n_rr, _, _ = per[q]
    ask = rng.pick(["missed", "nonrel"])
    if ask == "missed":
        question = f"How many relevant documents of query {q} did the run NOT retrieve?"
        right = n_rel - n_rr
    else:
        question = f"How many non-relevant documents did the run retrieve for query {q}?"
        right = n_ret - n_rr
    sums = {name: sum(per[x][i] for x in qids) for name, i in (("num_ret", 0), ("num_rel", 1), ("num_rel_ret", 2))}
    named = [(float(n_rel), Mistake("num_rel_is_missed", "num_rel read as the relevant documents missed",
                                    "num_rel counts every relevant document of the query (found or not).")),
             (float(n_rr), Mistake("num_rel_ret_is_missed", "num_rel_ret read as the answer",
                                   "num_rel_ret counts the relevant documents retrieved, not the others.")),
             (float(n_ret), Mistake("num_ret_is_nonrelevant", "num_ret read as the non-relevant retrieved",
                                    "num_ret counts every retrieved document, relevant or not.")),
             (float(sums["num_rel"] - sums["num_rel_ret"]) if ask == "missed" else
              float(sums["num_ret"] - sums["num_rel_ret"]),
              Mistake("all_line_for_one_query", "the 'all' lines read for one query",
                      "The lines with id 'all' sum (counts) or average (measures) over every query."))]
    return Posed("number", {"kind": "number", "question": question + " Read it off this `trec_eval -q` output.",
                            "output": "\n".join(lines)},
                 float(right), named=tuple(named), tolerance=(1e-9,))


# ------------------------------------------------------------------------------ 08 similarity queries
@_register("judge.eps_knn", "several")
def _eps_knn(rng: Draw) -> Posed:
    n = rng.integer(7, 9)
    base = sorted({rng.integer(1, 30) / 20 for _ in range(3 * n)})[:n]
    while len(base) < n:
        base.append(base[-1] + 0.05)
    k = rng.integer(2, n - 3)
    tie = rng.chance(0.6)
    dist = base[:k] + [base[k - 1]] + base[k:n - 1] if tie else base[:n]  # with a tie: k-th = (k+1)-th
    perm = rng.permutation(n)
    d = [round(dist[i], 2) for i in perm]
    s = sorted(d)
    eps = s[k - 1]
    n_eps = int(epsilon_to_k(d, eps))
    rng_k = k_to_epsilon_range(d, k)
    k2 = k + 1
    rng_k2 = k_to_epsilon_range(d, k2)
    strict = Mistake("epsilon_query_inclusive", "the epsilon-query read as d <= epsilon",
                     "The lecture's epsilon-query returns the targets with d(Q, T_i) < epsilon (strictly less).")
    if rng_k is None:
        exact = Mistake("knn_equals_some_epsilon", "every kNN answer is some epsilon-query",
                        f"The {k}th and {k + 1}th nearest distances are equal ({F(s[k - 1])}): an epsilon-query "
                        f"returns both or neither, so no epsilon returns exactly the {k} nearest.")
        ties = Mistake("knn_ignores_ties", "a kNN answer is unique even when distances tie",
                       f"Two targets share the {k}th distance; the kNN answer keeps one of them by a rule.")
    else:
        exact = Mistake("knn_not_an_epsilon_query", "a kNN answer that no epsilon-query gives",
                        f"Every epsilon in ({F(rng_k[0])}, {F(rng_k[1])}] returns exactly the {k} nearest: the "
                        f"{k}th and {k + 1}th distances differ.")
        ties = Mistake("knn_ties_where_none", "a tie at the k-th place where there is none",
                       f"The {k}th and {k + 1}th distances differ ({F(s[k - 1])} and {F(s[k])}): the {k} nearest "
                       "are unique.")
    choices = [Choice(f"An epsilon-query with epsilon = {F(eps)} returns {n_eps} targets", True, strict),
               Choice(f"An epsilon-query with epsilon = {F(eps)} returns {k} targets", n_eps == k, strict),
               Choice(f"Some epsilon returns exactly the {k} nearest targets", rng_k is not None, exact),
               Choice(f"Some epsilon returns exactly the {k2} nearest targets", rng_k2 is not None, Mistake(
                   "tie_blocks_both_sides", "a tie at k blocks k + 1 as well",
                   f"Every epsilon in ({F(s[k2 - 1])}, {F(s[k2]) if k2 < n else 'inf'}] returns the {k2} nearest.")),
               Choice(f"A {k}NN query returns a set that depends on how ties are broken", rng_k is None, ties)]
    return several(rng, f"Your query's distances to {n} targets are {d}. Which statements are true? Choose every "
                   "true one.", choices, distances=d, k=k)


# ------------------------------------------------------------------------------ 03 ordering by AP
@_register("judge.ap_order", "order")
def _ap_order(rng: Draw) -> Posed:
    """Four rankings of one query, ordered by AP; wrong orders by P@3 or by the relevant items retrieved."""
    n_rel = rng.integer(4, 6)
    for _ in range(300):
        runs = [rng.binary_labels(8, rng.integer(2, n_rel)) for _ in range(4)]
        ap = [float(average_precision(Ranking(r, n_rel))) for r in runs]
        p3 = [float(precision_at(r, 3)) for r in runs]
        found = [sum(r) for r in runs]

        def order(key: list) -> list[int]:
            return sorted(range(4), key=lambda i: -key[i])

        # ties in P@3 or in the number found are broken by AP (a student ordering by them would break them somehow)
        by_ap, by_p3 = order(ap), order([p + 1e-3 * a for p, a in zip(p3, ap)])
        by_found = order([f + 1e-3 * a for f, a in zip(found, ap)])
        distinct = len({round(x, 6) for x in ap}) == 4
        if distinct and by_p3 != by_ap and by_found != by_ap and by_found != by_p3:
            break
    else:  # no such draw (not seen in 1,000 ids): a fixed set where the three orders differ
        runs = [[1, 1, 1, 0, 0, 0, 0, 0], [1, 0, 1, 1, 1, 0, 0, 0], [0, 1, 0, 0, 1, 0, 1, 1], [0, 0, 0, 1, 1, 0, 1, 1]]
        ap = [float(average_precision(Ranking(r, n_rel))) for r in runs]
        p3 = [float(precision_at(r, 3)) for r in runs]
        found = [sum(r) for r in runs]
        by_ap, by_p3 = order(ap), order([p + 1e-3 * a for p, a in zip(p3, ap)])
        by_found = order([f + 1e-3 * a for f, a in zip(found, ap)])
    letters = "abcd"
    shown = {letters[i]: runs[i] for i in range(4)}

    def word(o: list[int]) -> tuple[str, ...]:
        return tuple(letters[i] for i in o)

    named = [(word(by_p3), Mistake("order_by_top_results", "ordered by the first results only (P@3)",
                                   "AP rewards every relevant item by the precision at its rank, all the way down "
                                   "the list, not only the top 3.")),
             (word(by_found), Mistake("order_by_relevant_found", "ordered by how many relevant items were found",
                                      "AP also depends on WHERE the relevant items are: early ones count more.")),
             (word(list(reversed(by_ap))), Mistake("order_reversed", "the order reversed (worst first)",
                                                   "The question asks for the best ranking first."))]
    return Posed("order", {"kind": "order", "question":
                           f"Four systems ranked the same query, which has {n_rel} relevant items (1 = relevant, rank 1 "
                           "first). Order the rankings by average precision, best first: answer with the four "
                           "letters, e.g. [\"c\", \"a\", \"d\", \"b\"].", "rankings": shown, "n_relevant": n_rel},
                 list(word(by_ap)), choices={k: Choice(str(v), True) for k, v in shown.items()},
                 named=tuple((w, m) for w, m in named if w != word(by_ap)))


# ------------------------------------------------------------------------------ 04 DCG formulations
@_register("judge.dcg_formulation", "one")
def _dcg_formulation(rng: Draw) -> Posed:
    """A tool reports a DCG; which formulation gave it? Each wrong option gives another number for the grades."""
    from ..graded import dcg, ndcg

    forms = {"classic": "rel_1 + sum_{i>=2} rel_i / log2(i) (the classic DCG)",
             "trec": "sum_i rel_i / log2(i + 1)",
             "exponential": "sum_i (2^rel_i - 1) / log2(i + 1) (exponential gain)"}
    for _ in range(100):
        grades = [rng.pick([0, 1, 2, 3]) for _ in range(rng.integer(4, 6))]
        vals = {f: float(dcg(grades, formulation=f)) for f in forms}
        norm = float(ndcg(Ranking(grades), formulation="trec"))
        every = list(vals.values()) + [norm]
        if all(abs(a - b) > 1e-3 for i, a in enumerate(every) for b in every[i + 1:]):
            break
    names = {"classic": "the classic DCG", "trec": "the log2(i + 1) DCG", "exponential": "the exponential-gain DCG"}
    used = rng.pick(sorted(forms))
    reported = vals[used]
    choices = [Choice(text, f == used, None if f == used else Mistake(
        f"dcg_{f}_assumed", f"{names[f]} assumed without computing it",
        f"That formulation gives {F(vals[f])} for these grades, not {F(reported)}; DCG's formulations differ, and a "
        "tool's number must be matched to its formulation before two numbers are compared."))
        for f, text in forms.items()]
    choices.append(Choice("NDCG: the DCG divided by the DCG of the ideal order", False, Mistake(
        "ndcg_for_dcg", "a DCG read as an NDCG",
        f"NDCG of these grades (log2(i + 1) discount) is {F(norm)}; an unnormalised DCG can exceed 1.")))
    return one(rng, f"A tool reports DCG = {F(reported)} for a ranking whose relevance grades are {grades} (rank 1 "
               "first). Which formula did it compute?", choices, grades=grades, reported=reported)
