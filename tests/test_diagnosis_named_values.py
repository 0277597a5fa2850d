"""Principles of the diagnosis added after blind classes 140-147 (measured once on e956e01, before any change):

- a short list of named values (the two tie bounds, [precision, recall]) may have one value computed as another
  measure of the course, the others right: each value is tried as every measure of the course;
- a ranking built from distances is a list too: every positional slip of a list (rank 1 never counted, the list
  read from rank 2, the loop stopped one early) is tried on the ranking the distances build;
- the PR points' precisions are AP's terms, so every part of a term (a rank counted from 0, a hit counted late)
  is a part of the points' formula;
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


def test_a_points_hit_counted_after_its_precision_is_a_part_of_the_points_formula():
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
    assert fb.misconception == "pr_points:numerator=before", fb.misconception
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
