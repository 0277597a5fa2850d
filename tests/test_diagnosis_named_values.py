"""Principles of the diagnosis added after blind classes 140-147 (measured once on e956e01, before any change):

- a short list of named values (the two tie bounds, [precision, recall]) may have one value computed as another
  measure of the course, the others right: each value is tried as every measure of the course;
- a ranking built from distances is a list too: every positional slip of a list (rank 1 never counted, the list
  read from rank 2, the loop stopped one early) is tried on the ranking the distances build;
- the PR points' precisions are AP's terms, so every part of a term (a rank counted from 0 or from 1 twice) is a
  part of the points' formula (a hit counted after its point's precision stays the record's reading: one
  definition);
- a reading of the input is also said in the task's own names for the counts it changes ("s taken as the number
  of relevant items");
- a cut-off measure at a number is named as that instance ("P@1").

Each function below was written for this file, after the code, in other shapes than the classes' submissions.
"""

from __future__ import annotations

from ireval_teach.exercises import check


def _fn(src: str):
    ns: dict = {"__name__": "__main__"}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_one_value_of_a_pair_computed_as_another_measure_is_named_with_its_position():
    # recall's place holds the F1 score (a student who read "precision and F" in a neighbouring exercise)
    fn = _fn("""
def pr(retrieved, relevant):
    got, want = set(retrieved), set(relevant)
    both = len(got & want)
    p = both / len(got) if got else 0.0
    r = both / len(want) if want else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return [p, f]
""")
    fb = check("set.pr", fn, student_id="named-1")
    assert not fb.passed
    assert (fb.misconception or "").endswith("#1"), fb.misconception
    assert "value 2 of the list" in fb.message and "F" in fb.message, fb.message


def test_the_upper_tie_bound_from_a_stable_sort_is_named_as_that_value():
    # the optimistic bound taken from a plain stable sort by distance: ties stay in the order given
    fn = _fn("""
def bounds(distances, labels, k):
    idx = sorted(range(len(distances)), key=lambda i: distances[i])
    worst = sorted(range(len(distances)), key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in worst[:k]) / k
    high = sum(labels[i] for i in idx[:k]) / k
    return [low, high]
""")
    fb = check("scope.knn_ties", fn, student_id="named-2")
    assert not fb.passed
    assert (fb.misconception or "").endswith("#1"), fb.misconception
    assert "input order" in fb.message, fb.message


def test_the_ranking_a_distance_sort_builds_carries_a_list_slip():
    # the count stops at the first non-relevant neighbour: a loop that breaks on a miss
    fn = _fn("""
def p_at_k(distances, labels, k):
    hits = 0
    for dist, rel in sorted(zip(distances, labels))[:k]:
        if not rel:
            break
        hits += 1
    return hits / k
""")
    fb = check("rank.distances", fn, student_id="named-3")
    assert not fb.passed
    assert "by_distance[before_first_miss]" in (fb.misconception or ""), fb.misconception
    assert "ordered by distance" in fb.message


def test_a_points_hit_counted_after_its_precision_is_named_once():
    fn = _fn("""
def points(labels, n_relevant):
    out, found = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            out.append(found / rank)
            found += 1
    return out
""")
    fb = check("pr.points", fn, student_id="named-4")
    assert not fb.passed
    assert fb.misconception == "record:all/count_before_hit", fb.misconception
    assert "too late" in fb.message


def test_a_reading_of_the_list_is_said_in_the_tasks_names_for_its_counts():
    fn = _fn("""
def practical(labels, d):
    judged = [x for x in labels if x == 1]
    s, v = len(judged), sum(judged)
    return [v / s if s else 0.0, v / (d - s + v) if d - s + v else 0.0, v / d]
""")
    fb = check("gen.practical", fn, student_id="named-5")
    assert not fb.passed
    assert fb.misconception == "zeros_dropped", fb.misconception
    assert "s taken as the number of relevant items" in fb.message, fb.message


def test_a_cut_off_measure_at_a_number_is_named_as_its_instance():
    from ireval_teach.exercises.candidates import registry_measures

    p = next(m for m in registry_measures() if m.name == "registry:P")
    assert p.describe({"at": "1"}).startswith("P@1 ("), p.describe({"at": "1"})
    assert p.describe({"at": "task_k"}).startswith("P@k ("), p.describe({"at": "task_k"})


# -- after blind classes 148-155 (measured once on ed5e229, before any change) --------------------------------------
def test_a_point_read_one_too_late_is_the_next_point():
    # the loop notices the level on one point and returns on the following pass
    fn = _fn("""
def step(labels, n_relevant, level):
    hits, reached = 0, False
    for rank, rel in enumerate(labels, start=1):
        if not rel:
            continue
        hits += 1
        if reached:
            return hits / rank
        reached = hits / n_relevant >= level
    return 0.0
""")
    fb = check("interp.step", fn, student_id="named-6")
    assert not fb.passed
    assert (fb.misconception or "").startswith("record:next_point"), fb.misconception
    assert "the point after" in fb.message


def test_the_eer_read_at_the_first_point_past_the_crossing():
    fn = _fn("""
def eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.5
""")
    fb = check("roc.eer", fn, student_id="named-7")
    assert not fb.passed
    assert "first_crossing" in (fb.misconception or ""), fb.misconception


def test_the_reciprocal_of_the_mean_rank_is_a_part_of_mrr():
    fn = _fn("""
import statistics

def mrr(runs):
    firsts = [run.index(1) + 1 for run in runs if 1 in run]
    return 1 / statistics.mean(firsts) if firsts else 0.0
""")
    fb = check("map.mrr", fn, student_id="named-8")
    assert not fb.passed
    assert "combine=harmonic]" in (fb.misconception or ""), fb.misconception  # the library's harmonic mean of RR
    # the queries with no hit kept in the mean's count (rank 0 for them): a part of MRR's formula
    fn = _fn("""
def mrr(runs):
    total_rank = 0
    for run in runs:
        if 1 in run:
            total_rank += run.index(1) + 1
    return len(runs) / total_rank if total_rank else 0.0
""")
    fb = check("map.mrr", fn, student_id="named-8")
    assert not fb.passed
    assert fb.misconception == "mrr:averaging=reciprocal_of_mean_all", fb.misconception


def test_a_case_answered_by_a_constant_is_the_finding_and_varying_values_are_not():
    # rel_1 added only when the list has a second item: a single item gives 0, whatever its grade
    const = _fn("""
import math

def dcg(grades):
    total = 0.0
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log2(i)
    return total + grades[0] if len(grades) > 1 else total
""")
    fb = check("dcg.classic", const, student_id="named-9")
    assert not fb.passed
    assert (fb.misconception or "").startswith("returns:0_for_case"), fb.misconception
    assert "\u201ca single item\u201d your function returns 0" in fb.message
    # a single item halved: wrong there too, but by a value that varies with the grade (no constant to report)
    varying = _fn("""
import math

def dcg(grades):
    if len(grades) == 1:
        return grades[0] / 2
    return grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=2))
""")
    fb = check("dcg.classic", varying, student_id="named-9")
    assert not fb.passed
    assert not (fb.misconception or "").endswith("_for_case"), fb.misconception


def test_an_ideal_of_the_relevant_grades_never_sorted():
    fn = _fn("""
import numpy as np

def ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    everything = np.concatenate([g, np.asarray(unretrieved, dtype=float)])
    ideal = everything[everything > 0]
    disc = lambda x: np.sum(x / np.log2(np.arange(2, len(x) + 2)))
    best = disc(ideal)
    return float(disc(g) / best) if best else 0.0
""")
    fb = check("ndcg.all_judgments", fn, student_id="named-10")
    assert not fb.passed
    assert "unsorted_relevant" in (fb.misconception or ""), fb.misconception


def test_a_list_read_up_to_its_last_relevant_item():
    fn = _fn("""
def points(labels, n_relevant):
    where = [i for i, x in enumerate(labels) if x]
    if not where:
        return []
    return [sum(labels[:i + 1]) / n_relevant for i in range(where[-1] + 1)]
""")
    fb = check("pr.points", fn, student_id="named-11")
    assert not fb.passed
    assert "to_last_relevant" in (fb.misconception or ""), fb.misconception


# -- after blind classes 156-163 (measured once on f2e4a9f, before any change) --------------------------------------
def test_queries_made_rectangular_by_cutting_to_the_shortest():
    fn = _fn("""
def map_(runs, n_relevant):
    width = min(len(r) for r in runs)
    aps = []
    for run, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(run[:width], start=1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
""")
    fb = check("map.mean", fn, student_id="named-12")
    assert not fb.passed
    assert "each_cut_to_shortest" in (fb.misconception or ""), fb.misconception


def test_the_asked_measure_on_a_changed_input_where_no_library_measure_is_it():
    # AP@k (min(k, R)) is no library measure: the list read bottom-up is the asked measure on a change
    fn = _fn("""
def ap_at_k(labels, n_relevant, k):
    ranked = list(reversed(labels))
    hits, total = 0, 0.0
    for rank, rel in enumerate(ranked[:k], start=1):
        if rel:
            hits += 1
            total += hits / rank
    d = min(k, n_relevant)
    return total / d if d else 0.0
""")
    fb = check("ap.at_k", fn, student_id="named-13")
    assert not fb.passed
    assert (fb.misconception or "") == "own@reversed", fb.misconception


def test_the_step_rules_point_with_a_rank_counted_from_one_twice():
    fn = _fn("""
def step(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if n_relevant and hits / n_relevant >= level:
                return hits / (rank + 1)
    return 0.0
""")
    fb = check("interp.step", fn, student_id="named-14")
    assert not fb.passed
    assert fb.misconception == "interp_step:rank_offset=+1", fb.misconception


# -- after blind classes 164-171 (measured once on 33e1a72, before any change) --------------------------------------
def test_queries_chained_into_one_ranking():
    fn = _fn("""
def mrr(runs):
    flat = [x for run in runs for x in run]
    return 1 / (flat.index(1) + 1) if 1 in flat else 0.0
""")
    fb = check("map.mrr", fn, student_id="named-15")
    assert not fb.passed
    assert "@joined" in (fb.misconception or ""), fb.misconception


def test_the_eleven_point_average_with_an_anchor_point():
    fn = _fn("""
def eleven(labels, n_relevant):
    pts = [(0.0, 1.0)]
    hits = 0
    for rank, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / rank))
    levels = [i / 10 for i in range(11)]
    return sum(max([p for r, p in pts if r >= lv] or [0.0]) for lv in levels) / 11
""")
    fb = check("ap.eleven_point", fn, student_id="named-17")
    assert not fb.passed
    assert "anchor=zero_one" in (fb.misconception or ""), fb.misconception


def test_a_mean_folded_from_the_last_query_back():
    fn = _fn("""
def map_(runs, n_relevant):
    from functools import reduce

    def ap(run, R):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        return s / R if R else 0.0

    aps = [ap(r, n) for r, n in zip(runs, n_relevant)]
    return reduce(lambda acc, v: (v + acc) / 2, reversed(aps))
""")
    fb = check("map.mean", fn, student_id="named-18")
    assert not fb.passed
    assert "running_pairs_back" in (fb.misconception or ""), fb.misconception


def test_a_query_skipped_but_still_counted():
    fn = _fn("""
def mrr(runs):
    total = 0.0
    for run in runs[1:]:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
                break
    return total / len(runs)
""")
    fb = check("map.mrr", fn, student_id="named-19")
    assert not fb.passed
    assert "first_query_skipped" in (fb.misconception or ""), fb.misconception


def test_nothing_ever_counted_says_the_test_that_is_never_true():
    fn = _fn("""
def p_at_k(labels, k):
    return sum(1 for x in labels[:k] if x is True) / k
""")
    fb = check("rank.p_at_k", fn, student_id="named-20")
    assert not fb.passed
    assert fb.misconception == "constant_result", fb.misconception
    assert "never true" in fb.message or "`is`" in fb.message, fb.message
