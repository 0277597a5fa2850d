"""Readings of a wrong function that name no code cause of their own: where its values stop or go on (named by
the input's counts), where a list gains its points, a number that is one of the input's values, a list of
running values for one number; and the library computations they rely on: the paired tests, the ways of
combining the queries, the readings of n_relevant, a typed 0 or 1 (ireval_teach/exercises/step_profile.py,
provenance.py, candidates.py, probing.py).

The functions below were written after those readings, in other shapes than the classes the readings were
measured on."""

from __future__ import annotations

from ireval_teach.exercises import check
from ireval_teach.exercises.provenance import describe as provenance
from ireval_teach.exercises.step_profile import describe as profile


def _fn(src: str):
    ns: dict = {}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_a_stop_at_an_inputs_count_is_named_by_it():
    steps = [f"rank {j}" for j in range(1, 6)]
    right = [0.0, 0.5, 0.5, 0.5, 0.5]  # the measure looks no further than rank 3 (= k)
    yours = [0.0, 0.5, 0.5, 0.8, 1.1]
    text = profile(steps, yours, right, {"k": 3, "n_relevant": 7})
    assert "rank 3 (= k" in text and "past rank k" in text
    # no count equals the step: no count is named
    assert "= k" not in profile(steps, yours, right, {"k": 9})
    # a list that stops growing at rank n_relevant
    lists_right = [[1.0], [1.0, 0.5], [1.0, 0.5, 0.6], [1.0, 0.5, 0.6, 0.5], [1.0, 0.5, 0.6, 0.5, 0.6]]
    lists_yours = lists_right[:2] + [lists_right[1]] * 3
    assert "rank 2 (= n_relevant)" in profile(steps, lists_yours, lists_right, {"n_relevant": 2})


def test_where_a_list_gains_its_points_by_the_kind_of_rank():
    steps = [f"rank {j}" for j in range(1, 5)]
    kinds = ["relevant", "not relevant", "relevant", "not relevant"]
    right = [[1.0], [1.0], [1.0, 2 / 3], [1.0, 2 / 3]]
    yours = [[1.0], [1.0, 0.5], [1.0, 0.5, 2 / 3], [1.0, 0.5, 2 / 3, 0.5]]
    text = profile(steps, yours, right, None, 1e-9, kinds)
    assert "ranks 2, 4 (not relevant: every not relevant rank of the input)" in text and "extra points" in text
    # the same lists with no growth difference: nothing
    assert profile(steps, right, right, None, 1e-9, kinds) == ""


def test_a_value_read_from_the_input_is_told_only_where_the_right_ones_are_not_read_from_it():
    rows = [({"distances": [0.3, 0.8, 0.5], "labels": [1, 0, 1]}, 0.5, 1.0),
            ({"distances": [0.1, 0.2, 0.9, 0.4], "labels": [0, 1, 1, 0]}, 0.4, 0.5),
            ({"distances": [0.6, 0.7], "labels": [1, 1]}, 0.7, 1.0)]
    assert "one of the input's distances itself" in provenance(rows, ("distances", "labels"))
    # right values that are input values too: the observation says nothing
    same = [(x, y, y) for x, y, _ in rows[:2]] + [rows[2]]
    assert provenance(same, ("distances", "labels")) == ""
    # labels (0 and 1) never count as the input's values
    labels_only = [({"labels": [1, 0, 1]}, 1.0, 0.5), ({"labels": [0, 0, 1]}, 0.0, 1 / 3),
                   ({"labels": [1, 1, 0]}, 1.0, 0.75)]
    assert provenance(labels_only, ("labels",)) == ""


def test_ap_at_k_that_sums_the_whole_list_goes_on_past_k():
    fn = _fn("""
def apk(labels, n_relevant, k):
    found = 0
    acc = 0.0
    for pos in range(len(labels)):
        if labels[pos]:
            found += 1
            acc += found / (pos + 1)
    d = min(k, n_relevant)
    return acc / d if d else 0.0
""")
    fb = check("ap.at_k", fn, student_id="readings-1")
    assert not fb.passed
    assert "past rank k" in fb.message or "not cut at k" in fb.message, fb.message


def test_a_list_of_running_values_for_one_number_is_told():
    fn = _fn("""
import math
def dcg(grades):
    out, total = [], 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log2(i)
        out.append(total)
    return out
""")
    fb = check("dcg.classic", fn, student_id="readings-2")
    assert "running values" in fb.message and "return only the last" in fb.message, fb.message


def test_another_paired_test_is_named():
    fn = _fn("""
from scipy import stats
def sign_p(a, b):
    return float(stats.ttest_rel(a, b).pvalue)
""")
    from ireval_teach.exercises import TASKS

    inp = TASKS["sig.sign_test"].visible_inputs("readings-3")[0]
    fb = check("sig.sign_test", fn(inp["a"], inp["b"]), student_id="readings-3")
    assert fb.misconception and "paired t-test" in fb.message, fb.message


def test_the_queries_combined_another_way_are_named():
    fn = _fn("""
def macro_p(tables):
    ps = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables]
    return sum(ps)
""")
    fb = check("avg.macro", fn, student_id="readings-4")
    assert fb.misconception and "summed, not divided by the number of queries" in fb.message, fb.message


def test_n_relevant_read_as_the_relevant_items_found():
    fn = _fn("""
def step_at(labels, n_relevant, level):
    R = sum(labels)
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / R, hits / i))
    prev = 0.0
    for r, p in pts:
        if prev < level <= r:
            return p
        prev = r
    return 0.0
""")
    fb = check("interp.step", fn, student_id="readings-5")
    assert not fb.passed
    assert "relevant items in the list" in fb.message, fb.message


def test_a_typed_one_names_no_broad_computation():
    fb = check("ap.value", 1.0, student_id="readings-6")
    assert not fb.passed
    if fb.misconception:  # only the task's own catalogue may name a typed 1
        assert "registry:" not in fb.misconception and "@" not in fb.misconception, fb.misconception
    else:
        assert "Your answer 1 is the most a share can be" in fb.message, fb.message


def test_a_value_assigned_where_it_should_be_added_is_read_from_the_code():
    from ireval_teach.exercises.code_reading import read

    slip = _fn("""
def rp(labels, n_relevant):
    total = 0
    seen = 0
    for pos, lab in enumerate(labels, 1):
        if lab:
            seen = seen + 1
            total = seen / pos
    return total / n_relevant
""")
    assert [f[3] for f in read(slip) if f[0] == "assigned_not_added"] == [("total",)]
    right = _fn("""
def rp(labels, n_relevant):
    total = 0
    seen = 0
    for pos, lab in enumerate(labels, 1):
        if lab:
            seen = seen + 1
            total = total + seen / pos
    return total / n_relevant
""")
    assert not [f for f in read(right) if f[0] == "assigned_not_added"]
    # a search that keeps the value it found and leaves the loop: no fact
    search = _fn("""
def first_rank(labels):
    found = 0
    for pos, lab in enumerate(labels, 1):
        if lab:
            found = pos
            break
    return 1 / found if found else 0.0
""")
    assert not [f for f in read(search) if f[0] == "assigned_not_added"]


def test_a_closed_formula_typed_in_another_shape_is_named_with_the_typed_formula():
    from ireval_teach.exercises.formula_shapes import shapes

    typed = dict(shapes("c / (c + e)"))
    assert "c / c + e" in typed and "parenthesis" in typed["c / c + e"]
    assert "e / (c + e)" in typed  # e written where the formula has c
    fn = _fn("""
def bounds(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - v + s), v / d]
""")
    fb = check("gen.practical", fn, student_id="readings-7")
    assert fb.misconception and "v / (d - v + s)" in fb.message, fb.message


def test_a_list_where_the_right_one_is_empty_is_told_from_inputs_like_the_hidden_check():
    # a PR-point list that always holds a point, even for a query whose relevant items were all missed
    fn = _fn("""
def points(labels, n_relevant):
    out, hits = [], 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            out.append(hits / rank)
    return out or [0.0]
""")
    fb = check("pr.points", fn, student_id="readings-8")
    assert not fb.passed and "instead of an empty list" in fb.message, fb.message


def test_a_slip_made_in_every_querys_list_is_named():
    # MRR whose loop over ranks never looks at a query's last rank
    fn = _fn("""
def mrr(runs):
    total = 0.0
    for run in runs:
        for i in range(len(run) - 1):
            if run[i]:
                total += 1 / (i + 1)
                break
    return total / len(runs)
""")
    fb = check("map.mrr", fn, student_id="readings-9")
    assert not fb.passed and "every query's list without its last rank" in fb.message, fb.message


def test_a_table_read_in_another_column_order_is_listed_beside_the_measure_it_gives():
    # [tp, fp, fn] unpacked as tp, fn, fp: precision becomes recall; both causes are listed, neither asserted
    fn = _fn("""
def macro(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
""")
    fb = check("avg.macro", fn, student_id="readings-10")
    assert "each table read as [tp, fn, fp]" in fb.message and "recall" in fb.message, fb.message
    assert "look for any of them" in fb.message


def test_a_running_maximum_never_reset_for_each_query_is_read_from_the_code():
    from ireval_teach.exercises.code_reading import read

    kept = _fn("""
def best_first(runs):
    out = []
    top = 0.0
    for run in runs:
        for i, lab in enumerate(run, 1):
            if lab and 1 / i > top:
                top = 1 / i
        out.append(top)
    return out
""")
    assert [f for f in read(kept) if f[0] == "kept_across_outer"]
    reset = _fn("""
def best_first(runs):
    out = []
    for run in runs:
        top = 0.0
        for i, lab in enumerate(run, 1):
            if lab and 1 / i > top:
                top = 1 / i
        out.append(top)
    return out
""")
    assert not [f for f in read(reset) if f[0] == "kept_across_outer"]


def test_a_typed_shape_is_also_shown_simplified():
    from ireval_teach.exercises.formula_shapes import shapes

    typed = dict(shapes("a / (b + c)", ("a", "b", "c")))
    assert typed["a / (b - c + c)"].endswith("(that is, a / b)")  # b read as b - c: the c cancels
    assert typed["a / (b + (c - b))"].endswith("(that is, a / c)")
    assert "that is" not in typed["c / (b + c)"]  # nothing cancels, nothing reordered: one form


def test_the_asked_measure_on_a_change_of_a_number_input():
    # P@k that divides by the list's length when k is past the end: k capped at the list's length
    fn = _fn("""
def p_at(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
""")
    fb = check("rank.p_at_k", fn, student_id="readings-11")
    assert not fb.passed and ("k capped at the list's length" in fb.message
                              or "divided by the items retrieved" in fb.message), fb.message


def test_a_list_one_value_short_is_aligned_with_the_right_one():
    # the 11-point curve over levels 0.1..1.0 only (the loop starts one late): level 0.0 is the one left out
    fn = _fn("""
def curve(labels, n_relevant):
    hits, pts = 0, []
    for rank, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / rank))
    return [max([p for r, p in pts if r >= j / 10 - 1e-12] or [0.0]) for j in range(1, 11)]
""")
    fb = check("interp.curve", fn, student_id="readings-12")
    assert not fb.passed and ("one level left out" in fb.message or "the first of the right 11 values" in fb.message), \
        fb.message
    assert "a loop from level 0.1 leaves out level 0.0" in fb.message or "the first of the right 11 values" in \
        fb.message, fb.message


def test_the_classes_swapped_are_listed_for_an_auc_of_one_minus():
    fn = _fn("""
def auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    if not pos or not neg:
        return 0.5
    won = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return won / (len(pos) * len(neg))
""")
    fb = check("roc.auc", fn, student_id="readings-13")
    assert not fb.passed and "the classes swapped" in fb.message, fb.message


def test_one_over_the_mean_first_rank_with_a_query_never_hit():
    fn = _fn("""
def mrr(runs):
    ranks = []
    for run in runs:
        ranks.append(next((i + 1 for i, x in enumerate(run) if x), float("inf")))
    return 1 / (sum(ranks) / len(ranks))
""")
    fb = check("map.mrr", fn, student_id="readings-14")
    assert not fb.passed and "harmonic mean" in fb.message, fb.message


def test_the_first_querys_count_for_every_query_is_named_though_it_is_below_some_hits():
    # MAP dividing every query's AP by the first query's n_relevant: where another query holds more hits than
    # that count, no ranking exists (undefined there), which neither supports nor contradicts the reading
    fn = _fn("""
def mean_ap(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, total = 0, 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
""")
    fb = check("map.mean", fn, student_id="readings-15")
    assert not fb.passed and "n_relevant[0]" in fb.message, fb.message


def test_distances_sorted_without_their_labels():
    fn = _fn("""
def eps_p(distances, labels, epsilon):
    import bisect
    d = sorted(distances)
    m = bisect.bisect_left(d, epsilon)
    return sum(labels[:m]) / m if m else 0.0
""")
    fb = check("scope.eps_precision", fn, student_id="readings-16")
    assert not fb.passed and "sorted on their own" in fb.message, fb.message


def test_a_value_set_only_under_a_condition_and_never_reset_per_query_is_read():
    from ireval_teach.exercises.code_reading import read

    kept = _fn("""
def first_hits(runs):
    out = []
    pos = 0
    for run in runs:
        for i in range(len(run)):
            if run[i]:
                pos = i + 1
                break
        out.append(pos)
    return out
""")
    assert [f for f in read(kept) if f[0] == "kept_across_outer"]
    # set at every pass of the outer loop before the inner one: no fact
    reset = _fn("""
def first_hits(runs):
    out = []
    for run in runs:
        pos = 0
        for i in range(len(run)):
            if run[i]:
                pos = i + 1
                break
        out.append(pos)
    return out
""")
    assert not [f for f in read(reset) if f[0] == "kept_across_outer"]


def test_scores_walked_in_the_order_given_are_named():
    # AUC by the trapezoid rule over the items as listed, never sorted by score
    fn = _fn("""
def auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    if P == 0 or N == 0:
        return 0.5
    tp = fp = 0
    area, prev_fpr, prev_tpr = 0.0, 0.0, 0.0
    for y in labels:
        if y:
            tp += 1
        else:
            fp += 1
        fpr, tpr = fp / N, tp / P
        area += (fpr - prev_fpr) * (tpr + prev_tpr) / 2
        prev_fpr, prev_tpr = fpr, tpr
    return area
""")
    fb = check("roc.auc", fn, student_id="readings-17")
    assert not fb.passed and "in the order given" in fb.message, fb.message


def test_the_first_rank_reaching_each_level_is_a_named_interpolation_of_an_averaged_curve():
    # each query's 11 levels read vectorised at the first rank whose recall reaches them, then averaged
    fn = _fn("""
import numpy as np

def averaged(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R if R else np.zeros(len(y))
        at = np.searchsorted(rec, levels - 1e-12)
        curves.append(np.where(at < len(y), prec[np.minimum(at, len(y) - 1)], 0.0))
    return [float(v) for v in np.mean(curves, axis=0)]
""")
    fb = check("pr.averaged", fn, student_id="readings-18")
    # the library's scheme "first" and the formula's "no interpolation" are one computation, said either way
    assert not fb.passed and ("first rank whose recall reaches" in fb.message
                              or "the precision at the first rank reaching r (no interpolation)" in fb.message), fb.message


def test_the_nearest_point_eer_on_scikit_learns_default_points_is_told_from_every_point():
    # the nearest-point EER on the ROC points scikit-learn keeps by default, written without NumPy's argmin
    fn = _fn("""
def eer(scores, labels):
    from sklearn.metrics import roc_curve

    fpr, tpr, _ = roc_curve(labels, scores)
    best, value = 2.0, None
    for f, t in zip(fpr, tpr):
        gap = abs(f - (1 - t))
        if gap < best:
            best, value = gap, (f + 1 - t) / 2
    return float(value)
""")
    fb = check("roc.eer", fn, student_id="readings-19")
    assert not fb.passed and "drop_intermediate" in fb.message and "closest" in fb.message, fb.message
    # the same rule on every distinct score's point: the nearest point named, scikit-learn's points not
    every = _fn("""
def eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for s in sorted(set(scores), reverse=True):
        tp = sum(1 for x, y in zip(scores, labels) if x >= s and y)
        fp = sum(1 for x, y in zip(scores, labels) if x >= s and not y)
        pts.append((fp / N, tp / P))
    f, t = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return (f + 1 - t) / 2
""")
    fb = check("roc.eer", every, student_id="readings-19")
    named = next(line for line in fb.message.splitlines() if line.startswith("Recognised mistake"))
    assert not fb.passed and "closest" in named and "drop_intermediate" not in named, fb.message


def test_another_field_of_the_point_a_step_reads_is_named():
    # the step rule's point found, but its rank returned
    fn = _fn("""
def step(labels, n_relevant, level):
    found = 0
    for k, rel in enumerate(labels, start=1):
        found += rel
        if rel and found / n_relevant >= level:
            return float(k)
    return 0.0
""")
    fb = check("interp.step", fn, student_id="readings-20")
    assert not fb.passed and "the rank instead of the precision of the point" in fb.message, fb.message


def test_a_loop_that_stops_one_rank_early_is_named_for_a_cut_off_measure():
    # AP@k summed over range(1, k) on 1-based ranks: rank k is never looked at
    fn = _fn("""
def ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for rank in range(1, min(k, len(labels))):
        if labels[rank - 1]:
            hits += 1
            total += hits / rank
    return total / min(k, n_relevant)
""")
    fb = check("ap.at_k", fn, student_id="readings-21")
    assert not fb.passed and "rank k is never counted" in fb.message, fb.message


def test_a_running_total_started_at_the_first_query_is_named():
    # MAP whose total starts at the first query's AP, then adds every query's (the first again)
    fn = _fn("""
def map_(runs, n_relevant):
    def ap(labels, R):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        return s / R if R else 0.0
    aps = [ap(l, r) for l, r in zip(runs, n_relevant)]
    total = aps[0]
    for a in aps:
        total += a
    return total / len(aps)
""")
    fb = check("map.mean", fn, student_id="readings-22")
    assert not fb.passed and "first query counted twice" in fb.message, fb.message


def test_the_eleven_levels_loop_cut_at_its_last_level_is_named():
    # the levels 0.0 .. 0.9 only (range(10)), averaged over the 10 levels kept
    fn = _fn("""
def ap11(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    vals = []
    for j in range(10):
        cands = [p for p, r in zip(prec, rec) if r >= j / 10]
        vals.append(max(cands) if cands else 0.0)
    return sum(vals) / len(vals)
""")
    fb = check("ap.eleven_point", fn, student_id="readings-23")
    assert not fb.passed and "range(10)" in fb.message, fb.message


def test_a_typed_r_precision_with_the_hits_as_r_lists_that_reading():
    # R taken as the relevant items found: among the computations listed for the typed number
    from ireval_teach.exercises import TASKS, variant

    sid = "readings-24"
    v = variant("rank.r_precision", sid)
    labels = v["labels"]
    hits = sum(1 for x in labels if x)
    if hits == v["n_relevant"] or hits == 0:
        return  # this student's input cannot show the reading (found = given)
    typed = sum(labels[:hits]) / hits
    if abs(typed - TASKS["rank.r_precision"].expected(v)) < 1e-9 or typed in (0.0, 1.0):
        return
    fb = check("rank.r_precision", typed, student_id=sid)
    assert not fb.passed and "those found, sum(labels)" in fb.message, fb.message


def test_a_plain_geometric_mean_of_the_queries_is_named():
    # the mean reciprocal rank taken as a geometric mean, with no floor for a query never hit
    fn = _fn("""
import math

def mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return 0.0 if 0.0 in rr else math.prod(rr) ** (1 / len(rr))
""")
    fb = check("map.mrr", fn, student_id="readings-25")
    assert not fb.passed and "geometric mean" in fb.message, fb.message


def test_a_strict_comparison_with_the_level_is_named():
    # the 11-point rule at one level with recall > level: a recall equal to the level does not reach it
    fn = _fn("""
def step(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant > level:
            return hits / k
    return 0.0
""")
    fb = check("interp.step", fn, student_id="readings-26")
    assert not fb.passed and "strict comparison" in fb.message, fb.message


def test_a_point_read_before_its_own_hit_is_named():
    # the PR points' precisions, each point's hit added only after its precision is taken
    fn = _fn("""
def points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x == 1:
            out.append(hits / rank)
            hits = hits + 1
    return out
""")
    fb = check("pr.points", fn, student_id="readings-27")
    assert not fb.passed and "before counting its own hit" in fb.message, fb.message


def test_a_trec_eval_family_that_only_coincides_here_is_listed_beside_the_course_measure():
    """On 0/1 runs with no n_relevant the mean recall of each whole list is the share of queries with a hit:
    trec_eval's success is another quantity (it differs once relevant items go unretrieved), so it is listed."""
    fn = _fn("""
def my_mrr(runs):
    import numpy as np
    return float(np.mean([1.0 if np.max(r) > 0 else 0.0 for r in runs]))
""")
    fb = check("map.mrr", fn, student_id="readings-hit")
    assert not fb.passed and "success@k" in fb.message


def test_a_hidden_check_is_shown_on_its_public_look_alikes():
    """Right on every visible input, wrong on a hidden check: the values on the inputs drawn like it (public,
    never the hidden one) are what the feedback shows."""
    fn = _fn("""
def my_pr(retrieved, relevant):
    got = len(set(retrieved) & set(relevant))
    p = got / len(set(retrieved)) if len(retrieved) else 1.0
    r = got / len(set(relevant)) if len(relevant) else 0.0
    return [p, r]
""")
    fb = check("set.pr", fn, student_id="readings-like")
    assert not fb.passed
    line = next(t for t in fb.message.splitlines() if t.startswith("On ") and "like the hidden check" in t
                and "your function return" in t)
    assert "not the hidden" in line and "retrieved=[]" in line and "[1, 0]" in line


def test_nan_on_a_hidden_check_is_named_with_where_it_shows():
    fn = _fn("""
def my_ndcg(grades, unretrieved):
    import numpy as np
    def dcg(x):
        x = np.asarray(x, dtype=float)
        return x[:1].sum() + (x[1:] / np.log2(np.arange(2, len(x) + 1))).sum()
    ideal = np.sort(np.concatenate([np.asarray(grades, dtype=float), np.asarray(unretrieved, dtype=float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
""")
    fb = check("ndcg.all_judgments", fn, student_id="readings-nan")
    assert not fb.passed
    first = next(t for t in fb.message.splitlines() if t.startswith("Recognised mistake"))
    assert "nan" in first and "like the hidden check" in first


def test_a_zero_based_rank_in_numpy_is_named_though_it_gives_inf_at_rank_1():
    """MRR has its formula's parts like every measure: a 0-based rank divides by 0 at rank 1, where NumPy gives
    inf; inf there is the same slip as the formula's ZeroDivisionError (no evidence against it), on the
    checker's inputs and on the inputs built to tell the candidates apart."""
    fn = _fn("""
def my_mrr(runs):
    import numpy as np
    total = np.float64(0.0)
    for run in runs:
        if 1 in run:
            with np.errstate(divide="ignore"):
                total += np.float64(1.0) / np.float64(run.index(1))
    return float(total / len(runs))
""")
    fb = check("map.mrr", fn, student_id="readings-zero-based")
    assert not fb.passed and fb.misconception == "mrr:rank_offset=0"
    assert "0-based index" in fb.message


def test_inf_from_numpy_does_not_contradict_a_division_by_zero():
    import math

    from ireval_teach.exercises import sandbox
    from ireval_teach.exercises.discriminate import _student_agrees

    inf = sandbox.CallOutcome(True, math.inf, "float")
    assert _student_agrees(inf, ("raise", "ZeroDivisionError"), 1e-9) is None
    assert _student_agrees(inf, ("raise", "IndexError"), 1e-9) is False


def test_a_count_only_measure_says_its_length_read_as_its_relevant_count():
    """A measure that reads the list only through counts (the practical study's bounds) has no ranks to move up:
    the non-relevant items left out is said as the length read as the number of relevant items."""
    fn = _fn("""
def bounds(labels, d):
    rel = [x for x in labels if x == 1]
    judged = len(rel)
    v = len(rel)
    return [v / judged if judged else 0.0, v / (d - judged + v), v / d]
""")
    fb = check("gen.practical", fn, student_id="readings-counts")
    assert not fb.passed and "length read as its number of relevant items" in fb.message
    assert "moved up" not in fb.message


def test_another_measure_with_a_slips_numbers_is_listed_beside_it():
    """MRR with 1 // rank is P@1 averaged over the queries: a slip of the asked formula and another measure give
    the same numbers, so both are listed (the student may have written either)."""
    fn = _fn("""
def my_mrr(runs):
    out = 0
    for run in runs:
        for pos, hit in enumerate(run, start=1):
            if hit:
                out += 1 // pos
                break
    return out / len(runs)
""")
    fb = check("map.mrr", fn, student_id="readings-p1")
    assert not fb.passed and "integer division" in fb.message and "at k = 1" in fb.message


def test_a_table_averaged_along_the_other_axis_is_named():
    """The averaged curve is a queries x levels table averaged over the queries; averaged over the levels instead it
    gives one value per query, and that is named as such."""
    fn = _fn("""
def avg_curve(runs, n_relevant):
    rows = []
    for run, rel in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for i, x in enumerate(run, 1):
            hits += x
            prec.append(hits / i)
            rec.append(hits / rel if rel else 0.0)
        row = []
        for j in range(11):
            ok = [p for p, r in zip(prec, rec) if rel and r >= j / 10 - 1e-12]
            row.append(max(ok) if ok else 0.0)
        rows.append(row)
    return [sum(row) / len(row) for row in rows]
""")
    fb = check("pr.averaged", fn, student_id="readings-axis")
    assert not fb.passed and "one value per query instead of one per level" in fb.message
