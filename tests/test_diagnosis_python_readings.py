"""Principles of the diagnosis added after blind classes 204-219 left four mistakes generic (measured on each
round's first run, before any change):

- a dict keyed by a value that ties keeps one item per value: {distance: label} or {score: label} overwrites the
  tied items, the last one kept (a change of the input, tried by every measure that reads distances or scores);
- a mean's division placed inside the loop that accumulates it divides the earlier queries again at each pass
  (a way of combining the queries' values, so every mean over queries has it);
- an iterator read in every pass of a loop is empty after the first: a list result right at its first value and
  0 at every later one (a behaviour said with its causes);
- Python reads ``(2 ^ rel) - 1`` as the bitwise XOR of 2 and rel, minus 1, as it reads ``2 ^ rel - 1`` as
  2 XOR (rel - 1).

Each function below was written for this file, after the code, in other shapes than the classes' submissions.
"""

from __future__ import annotations

from ireval_teach.exercises import check, variant


def _fn(src: str):
    ns: dict = {"__name__": "__main__"}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_the_epsilon_query_over_a_dict_keyed_by_distance():
    # (P@k of a distance ranking draws distinct distances, where a dict loses nothing: there it is right)
    fn = _fn("""
def eps_precision(distances, labels, epsilon):
    label_at = {}
    for d, y in zip(distances, labels):
        label_at[d] = y
    inside = [y for d, y in label_at.items() if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
""")
    fb = check("scope.eps_precision", fn, student_id="pyread-1")
    assert not fb.passed
    assert "keyed by their distance" in fb.message, fb.message


def test_the_auc_over_a_dict_keyed_by_score():
    fn = _fn("""
def auc(scores, labels):
    label_of = {}
    for s, y in zip(scores, labels):
        label_of[s] = y
    pos = [s for s, y in label_of.items() if y == 1]
    neg = [s for s, y in label_of.items() if y == 0]
    if not pos or not neg:
        return 0.5
    wins = 0.0
    for p in pos:
        for n in neg:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(pos) * len(neg))
""")
    fb = check("roc.auc", fn, student_id="pyread-2")
    assert not fb.passed
    assert "keyed by their score" in fb.message, fb.message


def test_mrr_divided_inside_the_loop_over_the_queries():
    fn = _fn("""
def mrr(runs):
    score = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr = 1.0 / rank
                break
        score += rr
        score /= len(runs)
    return score
""")
    fb = check("map.mrr", fn, student_id="pyread-3")
    assert not fb.passed
    assert "at every pass" in fb.message, fb.message


def test_the_eleven_levels_read_from_a_zip_used_up_by_the_first():
    fn = _fn("""
def curve(labels, n_relevant):
    hits, precisions, recalls = 0, [], []
    for i, rel in enumerate(labels, 1):
        hits += rel
        precisions.append(hits / i)
        recalls.append(hits / n_relevant if n_relevant else 0.0)
    pairs = zip(recalls, precisions)
    out = []
    for j in range(11):
        out.append(max((p for r, p in pairs if r >= j / 10), default=0.0))
    return out
""")
    fb = check("interp.curve", fn, student_id="pyread-4")
    assert not fb.passed
    assert "used up" in fb.message, fb.message


def test_the_exponential_gain_with_a_caret_in_parentheses():
    sid = "pyread-5"
    grades = variant("dcg.exponential", sid)["grades"]
    import math

    typed = sum(((2 ^ int(g)) - 1) / math.log2(i + 1) for i, g in enumerate(grades, 1))
    fb = check("dcg.exponential", typed, student_id=sid)
    assert not fb.passed
    assert "XOR of 2 and rel" in fb.message, fb.message


# Principles added after blind classes 220-227 (first run on ba39c63), tested here in other shapes:
# - a formula's part carries to the formulas built on it: the step rule reads the PR points, so it has their
#   axes (precision and recall swapped);
# - a cut read from k may count k + 1 or k - 1 items with the division still by k (the kNN tie bounds);
# - a swap of two counts is everywhere: a formula that reads only one of them reads the other there;
# - the values an order is read from (scores) may be sorted on their own, apart from their labels;
# - a per-query maximum never reset carries the earlier queries' best into each later query.


def test_the_step_rule_over_points_stored_precision_first():
    fn = _fn("""
import numpy as np

def step(labels, n_relevant, level):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y) + 1
    hits = np.arange(1, len(ranks) + 1)
    table = np.column_stack([hits / ranks, hits / n_relevant])   # columns: precision, recall
    for recall, precision in table:
        if recall >= level:
            return float(precision)
    return 0.0
""")
    fb = check("interp.step", fn, student_id="pyread-6")
    assert not fb.passed
    assert "swaps precision and recall" in fb.message, fb.message


def test_tie_bounds_over_one_target_too_few():
    fn = _fn("""
def bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    low = sum(y for _, y in worst[:k - 1])
    high = sum(y for _, y in best[:k - 1])
    return [low / k, high / k]
""")
    fb = check("scope.knn_ties", fn, student_id="pyread-7")
    assert not fb.passed
    assert "k - 1 nearest" in fb.message, fb.message


def test_the_practical_study_with_the_database_and_the_scope_swapped():
    fn = _fn("""
def practical(labels, d):
    found = sum(labels)
    scope = len(labels)
    d, scope = scope, d
    return [found / scope, found / (d - scope + found), found / d]
""")
    fb = check("gen.practical", fn, student_id="pyread-8")
    assert not fb.passed
    assert "d and s swapped in every value" in fb.message, fb.message


def test_the_auc_with_the_scores_sorted_apart_from_the_labels():
    fn = _fn("""
def auc(scores, labels):
    ordered = sorted(scores)
    pos = [s for s, y in zip(ordered, labels) if y]
    neg = [s for s, y in zip(ordered, labels) if not y]
    total = 0.0
    for p in pos:
        for n in neg:
            total += (p > n) + 0.5 * (p == n)
    return total / (len(pos) * len(neg))
""")
    fb = check("roc.auc", fn, student_id="pyread-9")
    assert not fb.passed
    assert "sorted on their own (lowest first)" in fb.message, fb.message


def test_mrr_whose_best_reciprocal_rank_is_never_reset():
    fn = _fn("""
def mrr(runs):
    best = 0.0
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run):
            if rel:
                best = max(best, 1 / (i + 1))
                break
        total += best
    return total / len(runs)
""")
    fb = check("map.mrr", fn, student_id="pyread-10")
    assert not fb.passed
    assert "never reset from the earlier queries" in fb.message, fb.message


# Principles added after blind classes 228-235 (first run on e05ebc6), tested here in other shapes:
# - an input converted once (np.array(labels), list(labels)) is that input: a 0/1 copy used whole as an index
#   picks positions 0 and 1, as labels itself does;
# - `+` on two inputs converted to NumPy arrays adds them element by element, where lists would be joined;
# - each pair of different labels met once in input order may be scored with the earlier item as the positive;
# - MAP's counters not reset between queries may be the rank as well as the hits.


def test_ap_that_indexes_with_an_integer_copy_of_the_labels():
    fn = _fn("""
import numpy as np

def ap(labels, n_relevant):
    rel = np.array(labels, dtype=int)
    if n_relevant == 0 or rel.size == 0:
        return 0.0
    precision = np.cumsum(rel) / np.arange(1, rel.size + 1)
    return float(precision[rel].sum() / n_relevant)
""")
    fb = check("ap.exact", fn, student_id="pyread-11")
    assert not fb.passed
    assert "holds `labels` as whole numbers" in fb.message, fb.message


def test_ndcg_whose_ideal_adds_the_two_grade_arrays():
    fn = _fn("""
import numpy as np

def ndcg(grades, unretrieved):
    got = np.array(grades, dtype=float)
    missing = np.array(unretrieved, dtype=float)
    def dcg(x):
        return float(sum(g / (np.log2(i) if i > 1 else 1.0) for i, g in enumerate(x, 1)))
    pool = got + missing if missing.size else got
    best = dcg(sorted(pool, reverse=True))
    return dcg(got) / best if best else 0.0
""")
    fb = check("ndcg.all_judgments", fn, student_id="pyread-12")
    assert not fb.passed
    assert "element by element" in fb.message, fb.message


def test_the_auc_over_combinations_with_the_first_taken_as_positive():
    fn = _fn("""
def auc(scores, labels):
    from itertools import combinations

    P = sum(1 for y in labels if y)
    N = len(labels) - P
    if P == 0 or N == 0:
        return 0.5
    score = 0.0
    for (s1, y1), (s2, y2) in combinations(zip(scores, labels), 2):
        if y1 != y2:
            score += 1.0 if s1 > s2 else (0.5 if s1 == s2 else 0.0)
    return score / (P * N)
""")
    fb = check("roc.auc", fn, student_id="pyread-13")
    assert not fb.passed
    assert "the earlier item in the input taken as the positive" in fb.message, fb.message


def test_map_whose_rank_and_hits_run_on_across_queries():
    fn = _fn("""
def mean_ap(runs, n_relevant):
    total, rank, found = 0.0, 0, 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for rel in run:
            rank += 1
            if rel:
                found += 1
                s += found / rank
        total += s / R if R else 0.0
    return total / len(runs)
""")
    fb = check("map.mean", fn, student_id="pyread-14")
    assert not fb.passed
    assert "nor the rank" in fb.message, fb.message


# Principles added after blind classes 236-243 (first run on 7264757), tested here in other shapes:
# - a recall snapped to the levels' grid (one decimal) before it is compared with them;
# - a sign test's ties may be kept in n without being counted as wins or losses;
# - the values an order is read from may be cast to whole numbers (int(), dtype=int), so they tie;
# - a constant result is said with every computation that gives that constant on the visible inputs.


def test_the_eleven_point_average_over_recalls_rounded_to_the_grid():
    fn = _fn("""
import numpy as np

def eleven(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = np.round(hits / n_relevant, 1)
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 11)
""")
    fb = check("ap.eleven_point", fn, student_id="pyread-15")
    assert not fb.passed
    assert "rounds each recall to one decimal" in fb.message, fb.message


def test_the_epsilon_query_over_distances_stored_as_whole_numbers():
    fn = _fn("""
import numpy as np

def eps_precision(distances, labels, epsilon):
    d = np.zeros(len(distances), dtype=int)
    d[:] = distances
    inside = [y for x, y in zip(d, labels) if x < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
""")
    fb = check("scope.eps_precision", fn, student_id="pyread-16")
    assert not fb.passed
    assert "cast to whole numbers" in fb.message, fb.message


def test_a_typed_sign_test_with_the_ties_kept_in_n():
    from ireval_teach.exercises import variant
    from math import comb

    for sid in ("pyread-17", "pyread-18", "pyread-19", "pyread-20"):
        v = variant("sig.sign_test", sid)
        pairs = list(zip(v["a"], v["b"]))
        if all(x != y for x, y in pairs):
            continue  # (no tie in this draw: the slip does not show)
        n = len(pairs)
        k = min(sum(x > y for x, y in pairs), sum(x < y for x, y in pairs))
        typed = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
        fb = check("sig.sign_test", typed, student_id=sid)
        assert not fb.passed
        assert "kept in n" in fb.message, fb.message
        return
    raise AssertionError("no draw with a tie among the students tried")


# Principles added after blind classes 252-259 (first run on 627f821), tested here in other shapes:
# - a tie that straddles the k-th place may be dropped from both bounds (a loop over tied groups that breaks);
# - the step rule's point may be found by a truncated count, the int(r * n_relevant)-th relevant item;
# - (the unretrieved list read only for its length, each unretrieved item graded 1, is the NDCG formula's own
#   part already: a library transform written for it first was a second definition, and was removed).


def test_tie_bounds_that_drop_a_tie_too_big_for_the_places_left():
    fn = _fn("""
import numpy as np

def bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    edge = np.sort(d)[k - 1]
    if np.sum(d <= edge) > k:
        sure = y[d < edge].sum() / k
        return [float(sure), float(sure)]
    top = y[d <= edge].sum() / k
    return [float(top), float(top)]
""")
    fb = check("scope.knn_ties", fn, student_id="pyread-21")
    assert not fb.passed
    assert "straddling group dropped" in fb.message, fb.message


def test_the_step_rule_reading_its_point_by_a_floored_count():
    fn = _fn("""
import math

def step(labels, n_relevant, level):
    wanted = max(1, math.floor(level * n_relevant))
    seen = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            seen += 1
            if seen == wanted:
                return seen / rank
    return 0.0
""")
    fb = check("interp.step", fn, student_id="pyread-22")
    assert not fb.passed
    assert "int(r * n_relevant)-th relevant item" in fb.message, fb.message


def test_ndcg_whose_ideal_counts_the_unretrieved_items_as_grade_one():
    fn = _fn("""
import math

def ndcg(grades, unretrieved):
    def dcg(xs):
        return sum(x / (math.log2(i) if i > 1 else 1) for i, x in enumerate(xs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
""")
    fb = check("ndcg.all_judgments", fn, student_id="pyread-23")
    assert not fb.passed
    assert "grade 1 for each missed document" in fb.message, fb.message


# Principles added after blind classes 260-267 (first run on 55457da), tested here in other shapes:
# - a sum started at its first term and a loop that starts at that term again counts it twice (DCG's rel_1);
# - labels may be read the other way round (0 as relevant) by any measure of distances, as of scores;
# - `.index` has two surprises: the first of tied values, and a ValueError where the value is absent.


def test_classic_dcg_with_rank_one_added_twice():
    fn = _fn("""
import math

def dcg(grades):
    if len(grades) == 0:
        return 0.0
    return grades[0] + sum(g / max(1.0, math.log2(i)) for i, g in enumerate(grades, 1))
""")
    fb = check("dcg.classic", fn, student_id="pyread-24")
    assert not fb.passed
    assert "adds rank 1's term twice" in fb.message, fb.message


def test_tie_bounds_that_count_the_zeros():
    fn = _fn("""
import numpy as np

def bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    miss = 1 - np.asarray(labels)
    edge = np.sort(d)[k - 1]
    inside = miss[d < edge].sum()
    free = k - int((d < edge).sum())
    tied_hit = int(miss[d == edge].sum())
    tied_other = int((d == edge).sum()) - tied_hit
    return [(inside + max(0, free - tied_other)) / k, (inside + min(tied_hit, free)) / k]
""")
    fb = check("scope.knn_ties", fn, student_id="pyread-25")
    assert not fb.passed
    assert "labels read the other way round" in fb.message, fb.message


def test_mrr_that_looks_up_the_first_hit_with_index():
    fn = _fn("""
def mrr(runs):
    total = 0.0
    for run in runs:
        hits = [bool(x) for x in run]
        total += 1.0 / (hits.index(True) + 1)
    return total / len(runs)
""")
    fb = check("map.mrr", fn, student_id="pyread-26")
    assert not fb.passed
    assert "with no relevant item finds none" in fb.message, fb.message


# Principles added after blind classes 276-283 (first run on 46f9e9e), tested here in other shapes:
# - the 11-point AP's levels computed in floating point (np.arange, np.linspace, i * 0.1) are a sibling's option;
# - a list paired with another may be one place behind it (n_relevant[i - 1]);
# - a factor that is the reciprocal of a whole number is said as the division it is;
# - values compared with a threshold in their own units may have been min-max scaled first.


def test_exact_ap_answered_with_the_eleven_point_average_over_arange_levels():
    fn = _fn("""
def ap(labels, n_relevant):
    import numpy as np

    if not n_relevant:
        return 0.0
    hits, pts = 0, []
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for level in np.arange(0, 1.1, 0.1):
        total += max([p for r, p in pts if r >= level], default=0.0)
    return total / 11
""")
    fb = check("ap.exact", fn, student_id="pyread-27")
    assert not fb.passed
    assert "recall levels computed in floating point" in fb.message, fb.message


def test_map_with_the_counts_rotated_by_one():
    fn = _fn("""
def mean_ap(runs, n_relevant):
    counts = n_relevant[-1:] + n_relevant[:-1]
    aps = []
    for run, R in zip(runs, counts):
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
""")
    fb = check("map.mean", fn, student_id="pyread-28")
    assert not fb.passed
    assert "n_relevant[i - 1]" in fb.message, fb.message


def test_a_dcg_of_grades_divided_by_four():
    fn = _fn("""
import math

def dcg(grades):
    scaled = [g / 4 for g in grades]
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(scaled, 1))
""")
    fb = check("dcg.classic", fn, student_id="pyread-29")
    assert not fb.passed
    assert "divided by 4" in fb.message, fb.message


def test_the_epsilon_query_over_normalised_distances():
    fn = _fn("""
import numpy as np

def eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    d = (d - d.min()) / (d.max() - d.min()) if d.max() > d.min() else np.zeros_like(d)
    y = np.asarray(labels)[d < epsilon]
    return float(y.mean()) if y.size else 0.0
""")
    fb = check("scope.eps_precision", fn, student_id="pyread-30")
    assert not fb.passed
    assert "min-max scaled" in fb.message, fb.message
