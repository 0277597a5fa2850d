"""Principles of the diagnosis added after blind classes 96-99 (measured once on 848cbdf, before any change):

- a behaviour lists every code cause known to produce it (a value overwritten: `=` for `+=`, a running mean whose
  counter never advances, a total reset inside the loop);
- state never reset between queries is a reading of the input: each query computed on the running totals of all
  the queries so far;
- a value on a hidden check's public look-alike names the part of the result that differs, and what a bound
  returned for the other bound says;
- the step rule has a part for a level never reached;
- a changed reading of a count that leaves a query fewer relevant items than it found is computed by the formula
  as the course writes it, where the library refuses it;
- the course's per-rank quantities (P@k, R@k at every rank) are list candidates.

Each function below was written for this file, after the code, in other shapes than the classes' submissions.
"""

from __future__ import annotations

from ireval_teach.exercises import check


def _fn(src: str):
    ns: dict = {"__name__": "__main__"}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_counts_never_reset_between_queries_are_named_as_running_totals():
    fn = _fn("""
import numpy as np

def macro(tables):
    totals = np.cumsum(np.asarray(tables, dtype=float), axis=0)   # meant per query, summed down the queries
    prec = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, _ in totals]
    return float(np.mean(prec))
""")
    fb = check("avg.macro", fn, student_id="causes-1")
    assert not fb.passed
    assert "accumulated" in (fb.misconception or "")
    assert "never reset" in fb.message


def test_a_query_loop_that_never_resets_its_counters_is_named_for_map():
    fn = _fn("""
def mean_ap(runs, n_relevant):
    q = 0
    found = seen = 0
    acc = 0.0
    per_query = []
    relevant_so_far = 0
    while q < len(runs):
        relevant_so_far += n_relevant[q]
        for label in runs[q]:
            seen += 1
            if label:
                found += 1
                acc += found / seen
        per_query.append(acc / relevant_so_far if relevant_so_far else 0.0)
        q += 1
    return sum(per_query) / len(per_query)
""")
    fb = check("map.mean", fn, student_id="causes-2")
    assert not fb.passed
    assert "running totals of all the queries so far" in fb.message


def test_a_value_overwritten_at_every_query_lists_its_causes():
    fn = _fn("""
def mean_ap(runs, n_relevant):
    result = 0.0
    for run, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
        result = total / R if R else 0.0
    return result
""")
    fb = check("map.mean", fn, student_id="causes-3")
    assert not fb.passed
    assert "only_last" in (fb.misconception or "")
    assert "= where += is meant" in fb.message and "counter" in fb.message


def test_a_hidden_look_alike_names_the_part_that_differs():
    fn = _fn("""
def set_pr(retrieved, relevant):
    got, want = set(retrieved), set(relevant)
    p = len(got & want) / len(got) if got else 1.0      # nothing retrieved: no false positive
    r = len(got & want) / len(want) if want else 0.0
    return [p, r]
""")
    fb = check("set.pr", fn, student_id="causes-4")
    assert not fb.passed
    assert "your precision is 1 where it is 0" in fb.message
    assert "counted as perfect" in fb.message


def test_a_step_rule_that_falls_back_on_the_last_point_is_named():
    fn = _fn("""
def step(labels, n_relevant, level):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append((hits / n_relevant, hits / rank))
    if not pts:
        return 0.0
    i = 0
    while i < len(pts) - 1 and pts[i][0] < level:
        i += 1
    return pts[i][1]
""")
    fb = check("interp.step", fn, student_id="causes-5")
    assert not fb.passed
    assert fb.misconception == "interp_step:unreached=last_point"


def test_a_step_rule_that_takes_the_best_point_when_the_level_is_not_reached_is_named():
    fn = _fn("""
def step(labels, n_relevant, level):
    hits, P, R = 0, [], []
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            P.append(hits / rank)
            R.append(hits / n_relevant)
    for p, r in zip(P, R):
        if r >= level:
            return p
    return max(P, default=0.0)
""")
    fb = check("interp.step", fn, student_id="causes-6")
    assert not fb.passed
    assert fb.misconception == "interp_step:unreached=best"


def test_the_first_querys_count_for_every_query_is_judged_where_the_library_refuses_it():
    # with n_relevant[0] below another query's hits, the library has no such ranking; the formula still computes
    fn = _fn("""
def mean_ap(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
""")
    fb = check("map.mean", fn, student_id="causes-7")
    assert not fb.passed
    assert "first_count_repeated" in (fb.misconception or "")


def test_a_value_at_every_rank_is_named_where_points_belong_to_relevant_ranks():
    fn = _fn("""
def points(labels, n_relevant):
    found = 0
    out = []
    for k in range(len(labels)):
        found += labels[k]
        out.append(found / n_relevant)    # a recall at every rank
    return out
""")
    fb = check("pr.points", fn, student_id="causes-8")
    assert not fb.passed
    assert "every rank" in fb.message


def test_argmax_of_a_mask_with_no_true_reads_the_first_point():
    fn = _fn("""
import numpy as np

def step(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    if ranks.size == 0:
        return 0.0
    hits = np.arange(1, ranks.size + 1)
    recall, precision = hits / n_relevant, hits / ranks
    return float(precision[np.argmax(recall >= level)])
""")
    fb = check("interp.step", fn, student_id="causes-9")
    assert not fb.passed
    assert fb.misconception == "interp_step:unreached=first_point"


def test_a_maximum_over_the_ranks_that_skips_rank_one_is_a_part_of_the_curve():
    fn = _fn("""
def curve(labels, n_relevant):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / rank))
    out = []
    for j in range(11):
        best = 0.0
        for r, p in pts[1:]:          # the first point was meant to be the start value
            if r >= j / 10:
                best = max(best, p)
        out.append(best)
    return out
""")
    fb = check("interp.curve", fn, student_id="causes-10")
    assert not fb.passed
    assert fb.misconception == "interp_curve:ranks=without_first"


def test_tie_bounds_divided_by_the_tied_group_name_that_size():
    fn = _fn("""
import numpy as np

def bounds(distances, labels, k):
    d, y = np.asarray(distances, float), np.asarray(labels)
    cut = np.sort(d)[k - 1]
    inside, tied = y[d < cut], y[d == cut]
    room = k - inside.size
    group = inside.size + tied.size
    worst = inside.sum() + max(0, room - (tied.size - tied.sum()))
    best = inside.sum() + min(room, tied.sum())
    return [worst / group, best / group]
""")
    fb = check("scope.knn_ties", fn, student_id="causes-11")
    assert not fb.passed
    assert "tied group" in fb.message


def test_a_second_value_computed_by_the_firsts_copied_line_is_a_cause_of_equal_values():
    fn = _fn("""
def set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    n_ret, n_rel = len(set(retrieved)), len(set(relevant))
    precision = hits / n_ret if n_ret else 0.0
    recall = hits / n_ret if n_ret else 0.0
    return [precision, recall]
""")
    fb = check("set.pr", fn, student_id="causes-12")
    assert not fb.passed
    assert "recall computed by precision's formula" in fb.message


def test_rows_made_by_list_multiplication_are_a_cause_of_the_last_query_alone():
    fn = _fn("""
def macro(tables):
    cells = [[0.0]] * len(tables)          # one list object in every row
    for i, (tp, fp, fn) in enumerate(tables):
        cells[i][0] = tp / (tp + fp) if tp + fp else 0.0
    return sum(c[0] for c in cells) / len(cells)
""")
    fb = check("avg.macro", fn, student_id="causes-13")
    assert not fb.passed
    assert "only_last" in (fb.misconception or "")
    assert "list multiplication repeats one list object" in fb.message


def test_the_other_bound_on_every_look_alike_is_a_finding():
    fn = _fn("""
import math

def ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if ideal == 0:
        return 1.0          # nothing to find: nothing missed
    return dcg(grades) / ideal
""")
    fb = check("ndcg.all_judgments", fn, student_id="causes-14")
    assert not fb.passed
    assert fb.misconception == "returns:1_for_0"
    assert "returns 1 where the task's convention is 0" in fb.message and "counted as perfect" in fb.message


def test_the_other_bound_in_one_named_part_is_named_by_that_part():
    fn = _fn("""
def set_pr(retrieved, relevant):
    got, want = set(retrieved), set(relevant)
    both = got & want
    precision = len(both) / len(got) if got else 1.0   # nothing shown, nothing wrong
    recall = len(both) / len(want) if want else 0.0
    return [precision, recall]
""")
    fb = check("set.pr", fn, student_id="causes-15")
    assert not fb.passed
    assert fb.misconception == "returns:precision=1_for_0"


def test_grades_scaled_by_their_largest_grade_name_that_size():
    fn = _fn("""
import numpy as np

def dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size and g.max() > 0:
        g = g / g.max()                      # relevance in [0, 1]
    ranks = np.arange(1, g.size + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return float(np.sum(g / disc))
""")
    fb = check("dcg.classic", fn, student_id="causes-16")
    assert not fb.passed
    assert "the largest grade" in fb.message
