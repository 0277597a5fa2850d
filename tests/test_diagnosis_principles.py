"""Principles of the diagnosis added after the two blind classes of 2026-11-27 (tests/diagnosis_class38.py and
diagnosis_class39.py, measured once before any change): a tie rule of the library is a convention and so a
candidate; a code note is said only on the input it is about; a count after an `if ...: break` is not counted at
every pass; one ratio for a whole curve; a value read before its hit at a single point; a value cut to a whole
number; a table read by rows; the ideal sorted the wrong way; a typed number checked again gets the same feedback.
Added later the same day, before classes 42-44 were read: a group of computations that agree on the drawn inputs
is judged member by member on the hidden checks (one member that still fits keeps the group).

Each function below was written for this file, in other shapes than the classes' submissions.
"""

from __future__ import annotations

import itertools

from ireval_teach.exercises import TASKS, check
from ireval_teach.exercises.code_reading import describe, edges_of, read
from ireval_teach.roc import EER_METHODS, equal_error_rate


def _fn(src: str):
    ns: dict = {"__name__": "__main__"}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_the_two_nearest_eer_rules_differ_only_on_a_tie():
    assert "nearest_low_threshold" in EER_METHODS
    for n in range(2, 7):
        for labels in itertools.product([0, 1], repeat=n):
            if not 0 < sum(labels) < n:
                continue
            scores = list(range(n, 0, -1))
            a = equal_error_rate(scores, list(labels), method="nearest", trace=True)
            b = equal_error_rate(scores, list(labels), method="nearest_low_threshold")
            if a.value != b:  # only where two points are equally near: the trace says which one it took
                assert "highest threshold" in a.conventions["EER method"]


def test_equally_near_points_tie_in_whole_counts_not_in_rounding():
    # FPR 1/3, FNR 1/2 and FPR 2/3, FNR 1/2 are equally near (1/6); in floats the second looked nearer
    scores, labels = [5, 4, 3, 2, 1], [0, 1, 0, 0, 1]
    assert abs(equal_error_rate(scores, labels, method="nearest") - 5 / 12) < 1e-12
    assert abs(equal_error_rate(scores, labels, method="nearest_low_threshold") - 7 / 12) < 1e-12


def test_a_nearest_point_eer_scanning_up_from_the_lowest_score_is_named():
    fn = _fn("""
def eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    best_gap, best = 2.0, None
    for t in sorted(set(scores)) + [float("inf")]:
        far = sum(s >= t for s in neg) / len(neg)
        frr = sum(s < t for s in pos) / len(pos)
        if abs(far - frr) < best_gap:
            best_gap, best = abs(far - frr), (far + frr) / 2
    return best
""")
    fb = check("roc.eer", fn, student_id="principles-1")
    assert not fb.passed and "nearest ROC point" in fb.message and "lowest threshold" in fb.message, fb.message


def test_a_count_after_a_break_guard_is_not_told_as_counting_every_pass():
    def guarded(distances, labels, epsilon):
        inside = hits = 0
        for j, d in enumerate(sorted(distances)):
            if d > epsilon:
                break
            inside += 1
            hits += labels[j]
        return hits / inside if inside else 0.0

    def unguarded(labels, k):
        n = hits = 0
        for j, x in enumerate(labels[:k]):  # noqa: B007 - the shape read: an index and an item
            if x:
                hits += 1
            n += 1
        return hits / n

    def skip_then_return(labels):
        for j, x in enumerate(labels):
            if not x:
                continue
            return 1 / (j + 1)
        return 0.0

    assert not [f for f in read(guarded) if f[0] == "counter_outside_if"]
    assert [f for f in read(unguarded) if f[0] == "counter_outside_if"]
    assert not [f for f in read(skip_then_return) if f[0] == "return_in_loop"]


def test_a_call_note_is_said_only_when_a_wrong_input_has_its_edge():
    facts = [("call", 4, 0, ("argmax",)), ("call", 5, 0, ("argsort",))]
    assert describe(facts, ("scores", "labels"), set()) == []
    assert len(describe(facts, ("labels",), edges_of([{"labels": [0, 0, 0]}]))) == 1
    assert len(describe(facts, ("scores",), edges_of([{"scores": [0.2, 0.2, 0.9], "labels": [1, 0, 1]}]))) == 1
    assert len(describe(facts, ("scores",))) == 2  # no outcomes known: every note (as before)


def test_a_whole_curve_scaled_by_one_ratio_is_named_by_the_counts():
    # the averaged curve, each level's sum divided by the number of levels instead of the number of queries
    fn = _fn("""
def averaged(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, r in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            if x:
                pts.append((hits / r, hits / k))
        for i, lv in enumerate(levels):
            sums[i] += max([p for rc, p in pts if rc >= lv], default=0.0)
    return [s / len(levels) for s in sums]
""")
    fb = check("pr.averaged", fn, student_id="principles-2")
    assert not fb.passed and "11 (the number of recall levels" in fb.message, fb.message


def test_a_step_point_read_before_its_hit_is_named():
    fn = _fn("""
def step(labels, n_relevant, level):
    found = 0
    for pos in range(len(labels)):
        if labels[pos] == 1:
            prec = found / (pos + 1)
            found = found + 1
            if found >= level * n_relevant:
                return prec
    return 0.0
""")
    fb = check("interp.step", fn, student_id="principles-3")
    assert not fb.passed and "before counting its own hit" in fb.message, fb.message


def test_each_query_value_cut_to_a_whole_number_is_named():
    fn = _fn("""
import math

def mean_ap(runs, n_relevant):
    total = 0
    for labels, r in zip(runs, n_relevant):
        s, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        total += math.floor(s / r)
    return total / len(runs)
""")
    fb = check("map.mean", fn, student_id="principles-4")
    assert not fb.passed and "whole number" in fb.message, fb.message


def test_a_table_read_by_rows_is_named():
    fn = _fn("""
def macro(tables):
    tp, fp, fn = tables
    return sum(t / (t + f) if t + f else 0.0 for t, f in zip(tp, fp)) / len(tp)
""")
    fb = check("avg.macro", fn, student_id="principles-5")
    assert not fb.passed and "transposed" in fb.message, fb.message


def test_the_ideal_sorted_low_to_high_of_the_relevant_grades_is_named():
    fn = _fn("""
import math

def ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(gs))
    ideal = sorted(g for g in list(grades) + list(unretrieved) if g)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
""")
    fb = check("ndcg.all_judgments", fn, student_id="principles-6")
    assert not fb.passed and "low to high" in fb.message, fb.message


def test_a_typed_number_checked_twice_gets_the_same_feedback_and_inputs_stay_unchanged():
    task = TASKS["ndcg.value"]
    inp = task.visible_inputs("principles-7")
    inp[0]["grades"].append(99)  # a caller's change never reaches the next caller
    assert 99 not in task.visible_inputs("principles-7")[0]["grades"]
    right = task.expected(task.visible_inputs("principles-7")[0])
    first = check("ndcg.value", round(right * 0.9, 4), student_id="principles-7")
    again = check("ndcg.value", round(right * 0.9, 4), student_id="principles-7")
    assert not first.passed and first.message == again.message


def test_a_computation_group_keeps_the_member_that_fits_the_hidden_checks():
    """Two float roundings of the nearest-point EER (FNR as 1 - TPR, or as FN / P) agree on every drawn input and
    so form one group; on a larger input they decide a tie differently. The group is judged member by member: the
    one that still fits is named (before, only its first member was judged, and the name was withdrawn)."""
    fn = _fn("""
import numpy as np

def my_eer(scores, labels):
    y = np.array(labels) == 1
    order = np.argsort(-np.array(scores, dtype=float), kind="stable")
    s, y = np.array(scores, dtype=float)[order], y[order]
    cuts = np.r_[np.flatnonzero(np.diff(s)), len(s) - 1]
    tp, fp = np.cumsum(y)[cuts], np.cumsum(~y)[cuts]
    P, N = y.sum(), (~y).sum()
    fpr = np.r_[0.0, fp / N]
    fnr = np.r_[1.0, (P - tp) / P]
    i = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
""")
    msg = check("roc.eer", fn, student_id="c41-a03").message  # an id whose larger input holds such a tie
    assert "FN / P" in msg and "Recognised mistake" in msg, msg


def test_ap_at_k_with_the_cutoff_for_the_rank_is_named():
    """The cut-off k and the running rank i confused (hits / k at every relevant rank), vectorised."""
    fn = _fn("""
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    d = min(k, n_relevant)
    return float((np.cumsum(top) / k * top).sum() / d) if d else 0.0
""")
    msg = check("ap.at_k", fn, student_id="principle-apk").message
    assert "Recognised mistake" in msg and "hits / k" in msg and "P@i" in msg, msg


def test_the_previous_points_precision_is_named_with_its_start():
    """P_(i-1) for P_i, in a while loop that saves the precision after its test (0 before the first point)."""
    fn = _fn("""
def my_step_interpolated(labels, n_relevant, level):
    i, hits, saved = 0, 0, 0.0
    while i < len(labels):
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level:
                return saved
            saved = hits / (i + 1)
        i += 1
    return 0.0
""")
    msg = check("interp.step", fn, student_id="principle-prev").message
    assert "P_(i-1) instead of P_i" in msg and "0 before the first point" in msg, msg


def test_parameters_named_in_another_order_are_named_from_the_signature():
    fn = _fn("""
def my_auc(labels, scores):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
""")
    fb = check("roc.auc", fn, student_id="principle-order")
    assert fb.misconception == "parameters:order", fb.message
    assert "`labels` receives the scores" in fb.message and "def my_auc(scores, labels)" in fb.message, fb.message


def test_an_roc_walk_that_never_groups_ties_is_a_named_convention():
    """The nearest-point EER on one point per item (ties kept apart in input order), in plain Python lists."""
    fn = _fn("""
def my_eer(scores, labels):
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    best = (abs(0 - 1.0), 0.5)
    for s, y in items:
        if y:
            tp += 1
        else:
            fp += 1
        fpr, fnr = fp / N, 1 - tp / P
        if abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), (fpr + fnr) / 2)
    return best[1]
""")
    # the tie (0.8, 0.8) kept apart reaches FPR = FNR = 0.5; grouped, two points are equally near (0.25)
    assert equal_error_rate([0.9, 0.8, 0.8, 0.1], [1, 0, 1, 0], method="nearest", points="every_item") == 0.5
    assert equal_error_rate([0.9, 0.8, 0.8, 0.1], [1, 0, 1, 0], method="nearest") == 0.25
    msg = check("roc.eer", fn, student_id="principle-items").message
    assert "tied scores not grouped" in msg, msg


def test_a_changed_mutable_default_is_said():
    facts = read(_fn("""
def my_map(runs, n_relevant, aps=[]):
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
"""))
    said = describe(facts, ("runs", "n_relevant"))
    assert any("mutable default argument" in t and "`aps=None`" in t for t in said), said
    assert describe(read(_fn("def f(runs, opts={}):\n    return opts.get('k', 0)\n")), ("runs",)) == []


def test_another_answer_to_the_same_input_is_state_kept_between_calls(tmp_path):
    """A function that remembers earlier calls (here a total kept on a module-level dict, no default argument)
    answers the same input twice differently: that is the named mistake, locally and in the grader's sandbox."""
    from notebook_grading import graded_feedback

    code = """SEEN = {"hits": 0, "n": 0}

def my_p_at_k(labels, k):
    SEEN["hits"] += sum(1 for x in labels[:k] if x)
    SEEN["n"] += k
    return SEEN["hits"] / SEEN["n"]
"""
    fb = check("rank.p_at_k", _fn(code), student_id="principle-state")
    assert fb.misconception == "state_between_calls", fb.message
    assert "depends on the earlier calls" in fb.message, fb.message
    assert "depends on the earlier calls" in graded_feedback(tmp_path, "principle-state", "rank.p_at_k", code,
                                                             "my_p_at_k")


def test_a_right_but_slow_memo_is_not_state():
    """A cache that returns the same answer for the same input is no state: a right function passes."""
    fn = _fn("""
_CACHE = {}

def my_p_at_k(labels, k):
    key = (tuple(labels), k)
    if key not in _CACHE:
        _CACHE[key] = sum(1 for x in labels[:k] if x) / k
    return _CACHE[key]
""")
    assert check("rank.p_at_k", fn, student_id="principle-memo").passed


def test_functions_made_in_a_loop_and_kept_read_the_last_value():
    """Late binding: functions kept in a dict, made in a loop over k, each read k when called (no lambda)."""
    said = describe(read(_fn("""
def my_macro(tables):
    rules = {}
    for k in range(3):
        def pick(row):
            return row[k]
        rules[k] = pick
    return sum(rules[0](t) / max(1, rules[0](t) + rules[1](t)) for t in tables) / len(tables)
""")), ("tables",))
    assert any("late binding" in t and "`k`" in t for t in said), said
    # a key function used at once, inside the pass, is no slip
    assert describe(read(_fn("""
def f(runs):
    out = []
    for j in range(3):
        out.append(sorted(runs, key=lambda r: r[j] if j < len(r) else 0))
    return out
""")), ("runs",)) == []


def test_an_iterator_read_twice_is_said():
    said = describe(read(_fn("""
def my_mrr(runs):
    firsts = (next((i for i, x in enumerate(r, 1) if x), 0) for r in runs)
    rr = [1 / i if i else 0.0 for i in firsts]
    n = len(list(firsts)) or 1
    return sum(rr) / n
""")), ("runs",))
    assert any("exhausts it" in t and "`firsts`" in t for t in said), said


def test_a_known_library_error_is_explained_where_a_visible_input_raised():
    fn = _fn("""
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    ragged = np.array([row[:i + 1] for i, row in enumerate(t.tolist())], dtype=float)
    return float((t[:, 0] / (t[:, 0] + t[:, 1])).mean() + 0 * ragged.size)
""")
    msg = check("avg.macro", fn, student_id="principle-ragged").message
    assert "ragged lists" in msg, msg


def test_ap_at_k_stopping_one_rank_early_and_a_flipped_rank_sum_correction_are_named():
    apk = _fn("""
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    i = 1
    while i < k and i <= len(labels):
        if labels[i - 1]:
            hits += 1
            s += hits / i
        i += 1
    d = min(k, n_relevant)
    return s / d if d else 0.0
""")
    assert "rank k itself is never looked at" in check("ap.at_k", apk, student_id="principle-k1").message
    auc = _fn("""
def my_auc(scores, labels):
    from scipy.stats import rankdata
    r = rankdata(scores)
    n1 = sum(1 for y in labels if y)
    n0 = len(labels) - n1
    r1 = sum(x for x, y in zip(r, labels) if y)
    return (r1 - n1 * (n1 - 1) / 2) / (n1 * n0)
""")
    assert "P(P - 1)/2" in check("roc.auc", auc, student_id="principle-u").message


def test_a_loop_variable_named_as_a_parameter_is_said():
    said = describe(read(_fn("""
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for n_relevant, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(hits / n_relevant)
    return out
""")), ("labels", "n_relevant"))
    assert any("shadowed variable" in t and "`n_relevant`" in t for t in said), said


def test_won_pairs_halved_with_the_ties_is_named():
    fn = _fn("""
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    won = tie = 0
    for p in pos:
        for q in neg:
            won += p > q
            tie += p == q
    return ((won + tie) / 2) / (len(pos) * len(neg))
""")
    assert "(wins + ties) / 2" in check("roc.auc", fn, student_id="principle-half").message


def test_unretrieved_read_without_their_grades_and_the_lowest_hter_are_named():
    ndcg = _fn("""
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
""")
    assert "grade 1 for each missed document" in check("ndcg.all_judgments", ndcg, student_id="principle-ones").message
    hter = _fn("""
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    best = 1.0
    for t in sorted(set(scores)) + [float("inf")]:
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fn = sum(1 for s, y in zip(scores, labels) if s < t and y)
        best = min(best, (fp / N + fn / P) / 2)
    return best
""")
    assert "half total error rate" in check("roc.eer", hter, student_id="principle-hter").message


def test_a_geometric_mean_shifted_by_its_floor_is_named_apart_from_trec_evals():
    fn = _fn("""
import numpy as np

def my_map(runs, n_relevant):
    aps = np.zeros(len(runs))
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        run = np.array(run, dtype=float)
        p = np.cumsum(run) / np.arange(1, run.size + 1)
        aps[q] = (p * run).sum() / n if n else 0.0
    return float(np.exp(np.log(aps + 1e-5).mean()))
""")
    fb = check("map.mean", fn, student_id="principle-gmap")
    assert not fb.passed and "gmean(aps + 1e-5)" in fb.message, fb.message


def test_a_list_of_running_values_for_one_number_is_a_named_mistake():
    mrr = _fn("""
def my_mrr(runs):
    total, out = 0.0, []
    for q, run in enumerate(runs, start=1):
        rr = next((1 / r for r, x in enumerate(run, start=1) if x), 0.0)
        total += rr
        out.append(total / q)
    return out
""")
    fb = check("map.mrr", mrr, student_id="principle-run")
    assert fb.misconception == "returns:running_values", fb.message
    assert "after each query" in fb.message, fb.message
    ap = _fn("""
def my_ap(labels, n_relevant):
    hits, terms = 0, []
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            terms.append(hits / i)
    return terms + [sum(terms) / n_relevant]
""")
    fb = check("ap.exact", ap, student_id="principle-run")
    assert fb.misconception == "returns:list_ending_right", fb.message


# Written after the changes made before classes 54-59 were read (d304a7a and the next commit), in other shapes.

def test_the_reciprocal_of_the_mean_rank_scaled_by_the_share_found_is_named():
    fn = _fn("""
def my_mrr(runs):
    ranks = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                ranks.append(i)
                break
    if not ranks:
        return 0.0
    return (len(ranks) / len(runs)) * (1 / (sum(ranks) / len(ranks)))
""")
    fb = check("map.mrr", fn, student_id="principle-hshare")
    assert "harmonic_share" in (fb.misconception or ""), fb.message


def test_a_complement_the_library_names_is_named_by_its_name():
    fn = _fn("""
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 1.0
    alpha = 1 / (1 + beta ** 2)
    return 1 - 1 / (alpha / precision + (1 - alpha) / recall)
""")
    assert "effectiveness" in check("set.f_beta", fn, student_id="principle-e").message


def test_a_value_rescaled_to_minus_one_one_is_named():
    fn = _fn("""
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    won = sum(1.0 if p > q else 0.5 if p == q else 0.0 for p in pos for q in neg)
    return 2 * won / (len(pos) * len(neg)) - 1
""")
    assert "2x - 1" in check("roc.auc", fn, student_id="principle-gini").message


def test_a_previous_point_clamped_at_the_first_is_named():
    fn = _fn("""
def my_step_interpolated(labels, n_relevant, level):
    P, R, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            P.append(hits / k)
            R.append(hits / n_relevant)
    idx = next((i for i, r in enumerate(R) if r >= level), None)
    if idx is None:
        return 0.0
    return P[idx - 1] if idx > 0 else P[0]
""")
    fb = check("interp.step", fn, student_id="principle-clamp")
    assert fb.misconception == "record:previous_point[start=first]", fb.message


def test_the_lists_length_counted_for_its_relevant_items_is_named():
    fn = _fn("""
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for _ in labels:
        v += 1
    return [v / s, v / (d - s + v), v / d]
""")
    assert "len(labels) instead of sum(labels)" in check("gen.practical", fn, student_id="principle-len").message


def test_a_typed_bound_lists_the_asked_measures_own_changes_first():
    from ireval_teach.exercises import variant
    for sid in (f"principle-rp{i}" for i in range(40)):
        inp = variant("rank.r_precision", sid)
        found = sum(1 for x in inp["labels"] if x)
        rprec_found = sum(inp["labels"][:found]) / found if found else None
        right = sum(inp["labels"][:inp["n_relevant"]]) / inp["n_relevant"]
        if rprec_found == 0.0 and found != inp["n_relevant"] and right != 0.0:
            msg = check("rank.r_precision", 0.0, student_id=sid).message
            assert "R-precision (the precision at rank n_relevant) of the list" in msg, msg
            return
    raise AssertionError("no student id with such an input among the 40 tried")


def test_a_hits_over_relevant_denominator_is_said_to_be_a_recalls():
    fn = _fn("""
def my_p_at_k(labels, k):
    top = labels[:k]
    total = sum(labels)
    return sum(top) / total if total else 0.0
""")
    assert "a recall's denominator" in check("rank.p_at_k", fn, student_id="principle-rden").message


def test_ten_levels_name_the_range_that_stops_before_the_last():
    fn = _fn("""
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    out = []
    for i in range(10):
        ps = [p for r, p in pts if r >= i / 10]
        out.append(max(ps) if ps else 0.0)
    return out
""")
    msg = check("interp.curve", fn, student_id="principle-ten").message
    assert "range(10) stops before level 1.0" in msg, msg


def test_the_averaged_curve_has_the_interpolation_rules_parts():
    fn = _fn("""
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits, pts = 0, []
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / k))
        for j in range(11):
            total[j] += max([p for r, p in pts if r > j / 10], default=0.0)
    return [t / len(runs) for t in total]
""")
    fb = check("pr.averaged", fn, student_id="principle-avgstrict")
    assert "strictly above r (recall > r)" in fb.message, fb.message


# Written after the changes made once classes 60-62 had been measured (59e3a4d), in other shapes.

def test_the_rate_a_nearest_roc_point_reports_is_a_library_convention():
    import pytest

    from ireval_teach import IrevalError

    with pytest.raises(IrevalError, match="report='fnr'"):
        equal_error_rate([3, 2, 1], [0, 1, 0], report="fnr")
    fn = _fn("""
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    best = None
    for t in [float("inf")] + sorted(set(scores), reverse=True):  # the ROC's origin, then each score
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fpr, fnr = fp / N, 1 - tp / P
        if best is None or abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), fnr)
    return best[1]
""")
    msg = check("roc.eer", fn, student_id="principle-eerfnr").message
    assert "FNR alone" in msg, msg


def test_a_typed_zero_on_a_list_that_starts_with_a_miss_says_where_a_break_stops():
    from ireval_teach.exercises import variant
    for sid in (f"principle-brk{i}" for i in range(60)):
        inp = variant("ap.value", sid)
        if inp["labels"][0] == 0 and any(inp["labels"]):
            msg = check("ap.value", 0.0, student_id=sid).message
            assert "stops at rank 1 and sums nothing" in msg, msg
            assert "stops at rank 1" not in check("ap.value", 0.0, student_id=next(
                s for s in (f"principle-brk-r{i}" for i in range(60)) if variant("ap.value", s)["labels"][0])).message
            return
    raise AssertionError("no student id with such an input among the 60 tried")


# Written after the changes made once classes 63-65 had been measured (b5a9032), in other shapes.

def test_a_list_position_is_named_by_its_name():
    fn = _fn("""
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s - v), v / d]
""")
    msg = check("gen.practical", fn, student_id="principle-posname").message
    assert "value 2 of the list (recall's lower bound)" in msg, msg


def test_two_lists_sorted_apart_lose_their_pairing():
    from ireval_teach.exercises import variant
    from ireval_teach.significance import sign_test

    for sid in (f"principle-apart{i}" for i in range(40)):
        inp = variant("sig.sign_test", sid)
        right = sign_test(inp["a"], inp["b"])
        apart = sign_test(sorted(inp["a"]), sorted(inp["b"]))
        p_right = getattr(right, "p_value", right)
        p_apart = getattr(apart, "p_value", apart)
        if abs(p_right - p_apart) > 1e-3 and p_apart not in (0.0, 1.0):
            msg = check("sig.sign_test", p_apart, student_id=sid).message
            assert "pairing lost" in msg, msg
            return
    raise AssertionError("no student id with such an input among the 40 tried")


def test_an_index_one_rank_too_small_into_per_rank_values_is_named():
    fn = _fn("""
def my_pr_points(labels, n_relevant):
    p_at, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        p_at.append(hits / k)
    return [p_at[k - 2] for k, x in enumerate(labels, 1) if x]
""")
    fb = check("pr.points", fn, student_id="principle-rankbefore")
    assert fb.misconception == "record:all/rank_before", fb.message


def test_an_ideal_sorted_only_in_its_retrieved_part_is_named():
    fn = _fn("""
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
        return float((g / disc).sum())
    ideal = np.concatenate([np.sort(grades)[::-1], np.asarray(unretrieved, dtype=float)])
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
""")
    msg = check("ndcg.all_judgments", fn, student_id="principle-idealpart").message
    assert "sorted(grades) + unretrieved" in msg, msg


def test_a_strict_level_says_the_search_that_makes_it():
    fn = _fn("""
import bisect

def my_step_interpolated(labels, n_relevant, level):
    R, P, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / k)
    i = bisect.bisect_right(R, level)
    return P[i] if i < len(P) else 0.0
""")
    msg = check("interp.step", fn, student_id="principle-bisect").message
    assert "side='right'" in msg, msg


# Written after the changes made once classes 66-68 had been measured (7453a51), in another shape.

def test_n_relevant_read_as_the_lists_length_is_a_reading_of_the_count():
    fn = _fn("""
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, y.size + 1)
    recall = hits / y.size
    keep = y > 0
    return [float(p) for p in (hits / ranks)[keep]] if recall[-1] <= 1 else []
""")
    # the precisions are right: the recall read over the list's length changes nothing here, so nothing is wrong
    assert check("pr.points", fn, student_id="principle-len-ok").passed
    fn = _fn("""
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / len(labels) >= level:
                return hits / k
    return 0.0
""")
    msg = check("interp.step", fn, student_id="principle-len").message
    assert "n_relevant taken as the list's length" in msg, msg
