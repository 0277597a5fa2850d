"""Principles of the diagnosis added after blind classes 180-187 (measured once on 4fd74da, before any change):

- every task's measure has one formula with named parts, shared by the tasks that ask it: R-precision is the GRiP
  point's P@c with c = n_relevant, so each has the other's slips; the kNN tie bounds, the epsilon-query's precision
  and the averaged curve's mean over the queries have their parts too;
- a cut-off read from the input is where an off-by-one lands: the library's cut-off measures are tried one rank
  off the task's k and off n_relevant, before trec_eval's constants;
- a rank offset moves every use of the rank, the classic DCG's undiscounted start too;
- the parts one line of code builds together pair together (the levels' float values and which levels are kept);
- a list made first at a size the input names keeps 0s where nothing was computed;
- the larger of the two error rates at its smallest is a sibling of the EER;
- a constant from a search that always stops at its first step.

Each function below was written for this file, after the code, in other shapes than the classes' submissions.
"""

from __future__ import annotations

from ireval_teach.exercises import check, variant


def _fn(src: str):
    ns: dict = {"__name__": "__main__"}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def test_r_precision_has_the_grip_points_off_by_one_cut():
    # a typed R-precision that counted the hits of the top R + 1 and divided by R (a `<=` loop bound)
    sid = "formula-1"
    v = variant("rank.r_precision", sid)
    labels, R = v["labels"], v["n_relevant"]
    typed = sum(labels[:R + 1]) / R
    assert abs(typed - sum(labels[:R]) / R) > 1e-9  # (this student's draw shows the slip: rank R + 1 is relevant)
    fb = check("rank.r_precision", typed, student_id=sid)
    assert not fb.passed
    assert "R + 1" in fb.message, fb.message


def test_the_grip_point_function_one_rank_short():
    fn = _fn("""
def grip(labels, n_relevant):
    seen = 0
    r = 1
    while r < n_relevant:
        seen += labels[r - 1] if r <= len(labels) else 0
        r += 1
    return seen / n_relevant if n_relevant else 0.0
""")
    fb = check("gen.grip_point", fn, student_id="formula-2")
    assert not fb.passed
    assert "c - 1" in fb.message and "one rank short" in fb.message, fb.message


def test_the_lowest_tie_bound_without_its_floor():
    fn = _fn("""
def bounds(distances, labels, k):
    ranked = sorted(zip(distances, labels))
    edge = ranked[k - 1][0]
    inside = [(d, y) for d, y in ranked if d < edge]
    at_edge = [y for d, y in ranked if d == edge]
    room = k - len(inside)
    sure = sum(y for _, y in inside)
    bad_at_edge = at_edge.count(0)
    good_at_edge = at_edge.count(1)
    return [(sure + room - bad_at_edge) / k, (sure + min(good_at_edge, room)) / k]
""")
    fb = check("scope.knn_ties", fn, student_id="formula-3")
    assert not fb.passed
    assert "max(0, ...)" in fb.message, fb.message


def test_the_averaged_curve_keeps_the_best_query_at_each_level():
    fn = _fn("""
def averaged(runs, n_relevant):
    table = []
    for labels, R in zip(runs, n_relevant):
        row = []
        for step in range(11):
            level = step / 10
            best = 0.0
            hits = 0
            for rank, lab in enumerate(labels, start=1):
                hits += lab
                if R and hits / R >= level:
                    best = max(best, hits / rank)
            row.append(best if R else 0.0)
        table.append(row)
    return [max(column) for column in zip(*table)]
""")
    fb = check("pr.averaged", fn, student_id="formula-4")
    assert not fb.passed
    assert "best query's precision" in fb.message, fb.message


def test_the_auc_over_pairs_matched_by_position():
    fn = _fn("""
def auc(scores, labels):
    ups = [s for s, y in zip(scores, labels) if y]
    downs = [s for s, y in zip(scores, labels) if not y]
    m = min(len(ups), len(downs))
    won = 0.0
    for i in range(m):
        if ups[i] > downs[i]:
            won += 1
        elif ups[i] == downs[i]:
            won += 0.5
    return won / m
""")
    fb = check("roc.auc", fn, student_id="formula-5")
    assert not fb.passed
    assert "at the same place" in fb.message, fb.message


def test_the_classic_dcg_on_the_index_with_its_guard():
    fn = _fn("""
import math

def dcg(grades):
    pos, acc = 0, 0.0
    while pos < len(grades):
        acc += grades[pos] / (1 if pos <= 1 else math.log2(pos))
        pos += 1
    return acc
""")
    fb = check("dcg.classic", fn, student_id="formula-6")
    assert not fb.passed
    assert "0-based index as the rank everywhere" in fb.message, fb.message


def test_the_points_of_a_list_made_as_long_as_the_ranking():
    fn = _fn("""
import numpy as np

def points(labels, n_relevant):
    out = np.zeros(len(labels))
    found = 0
    for i, lab in enumerate(labels):
        if lab:
            found += 1
            out[found - 1] = found / (i + 1)
    return out.tolist()
""")
    fb = check("pr.points", fn, student_id="formula-7")
    assert not fb.passed
    assert "padded with 0s" in fb.message and "len(labels)" in fb.message, fb.message


def test_the_eer_as_the_smallest_larger_rate():
    fn = _fn("""
def eer(scores, labels):
    pos = sum(labels)
    neg = len(labels) - pos
    best = None
    for t in sorted(set(scores)) + [float('inf')]:
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fn = sum(1 for s, y in zip(scores, labels) if s < t and y)
        worst = max(fp / neg, fn / pos)
        best = worst if best is None else min(best, worst)
    return best
""")
    fb = check("roc.eer", fn, student_id="formula-8")
    assert not fb.passed
    assert "smallest max(FPR, FNR)" in fb.message, fb.message


def test_the_eleven_point_average_over_float_levels_short_of_one():
    fn = _fn("""
def eleven(labels, n_relevant):
    levels, x = [], 0.0
    while x < 0.95:
        levels.append(x)
        x += 0.1
    rec, prec, hits = [], [], 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        rec.append(hits / n_relevant)
        prec.append(hits / rank)
    return sum(max([p for r, p in zip(rec, prec) if r >= lv], default=0.0) for lv in levels) / len(levels)
""")
    fb = check("ap.eleven_point", fn, student_id="formula-9")
    assert not fb.passed
    assert "adds 0.1 up" in fb.message and "level 1.0 left out" in fb.message, fb.message


# -- added after blind classes 196-203 (measured once on f91a3e8, before any change): a list result's order slips,
# -- a size hard-wired to an example's count, a curve's hit counter advanced late, a list cut at the slides' 10

def test_points_returned_sorted():
    fn = _fn("""
def points(labels, n_relevant):
    seen, out = 0, []
    for pos in range(len(labels)):
        if labels[pos] == 1:
            seen += 1
            out.append(seen / (pos + 1))
    out.sort()
    return out
""")
    fb = check("pr.points", fn, student_id="order-1")
    assert not fb.passed
    assert "sorted from low to high" in fb.message, fb.message


def test_a_mean_reciprocal_rank_over_a_fixed_number_of_queries():
    # (a fixed number that is also a size of every input, as 3 is each table's length in avg.macro, is that size:
    # the input's own size is said first)
    fn = _fn("""
def mrr(runs):
    acc = 0.0
    for run in runs:
        for at, hit in enumerate(run, start=1):
            if hit:
                acc += 1 / at
                break
    return acc / 5
""")
    fb = check("map.mrr", fn, student_id="fixed-1")
    assert not fb.passed
    assert "a fixed 5 instead of" in fb.message, fb.message


def test_the_curve_with_the_hit_counter_advanced_after_the_point():
    fn = _fn("""
def curve(labels, n_relevant):
    pts, got = [], 0
    for k in range(1, len(labels) + 1):
        pts.append((got / n_relevant, got / k))
        got += labels[k - 1]
    return [max([p for r, p in pts if r >= i / 10], default=0.0) for i in range(11)]
""")
    fb = check("interp.curve", fn, student_id="late-1")
    assert not fb.passed
    assert "lags one hit behind" in fb.message, fb.message


def test_a_dcg_that_stops_at_the_slides_ten_ranks():
    fn = _fn("""
import numpy as np

def dcg(grades):
    g = np.array(grades[:10], dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return float((g / disc).sum())
""")
    fb = check("dcg.classic", fn, student_id="ten-1")
    assert not fb.passed
    assert "cut at rank 10" in fb.message, fb.message


# -- added after blind classes 204-211 (measured once on 4b30598, before any change): a value kept from the last
# -- pass, ^ read as a power, a list sorted apart from the one it pairs with, a result sorted from high to low

def test_a_macro_average_whose_empty_query_keeps_the_last_value():
    fn = _fn("""
def macro(tables):
    vals, p = [], 0.0
    for row in tables:
        tp, fp = row[0], row[1]
        if tp + fp > 0:
            p = tp / (tp + fp)
        vals.append(p)
    return sum(vals) / len(vals)
""")
    fb = check("avg.macro", fn, student_id="kept-1")
    assert not fb.passed
    assert "previous query's value" in fb.message, fb.message


def test_the_exponential_gain_written_with_a_caret():
    sid = "caret-1"
    grades = variant("dcg.exponential", sid)["grades"]
    import math
    typed = sum((2 ^ g - 1) / math.log2(i + 1) for i, g in enumerate(grades, start=1))
    fb = check("dcg.exponential", typed, student_id=sid)
    assert not fb.passed
    assert "bitwise XOR" in fb.message, fb.message


def test_map_with_its_class_sizes_sorted_apart_from_the_runs():
    fn = _fn("""
def mean_ap(runs, n_relevant):
    sizes = list(n_relevant)
    sizes.sort()
    out = []
    for q in range(len(runs)):
        hits, s = 0, 0.0
        for r, lab in enumerate(runs[q], 1):
            if lab:
                hits += 1
                s += hits / r
        out.append(s / sizes[q] if sizes[q] else 0.0)
    return sum(out) / len(out)
""")
    fb = check("map.mean", fn, student_id="sorted-1")
    assert not fb.passed
    assert "sorts n_relevant on its own" in fb.message, fb.message


def test_points_returned_from_the_best_down():
    fn = _fn("""
import numpy as np

def points(labels, n_relevant):
    lab = np.asarray(labels)
    ranks = np.flatnonzero(lab) + 1
    prec = np.arange(1, len(ranks) + 1) / ranks
    return sorted(prec.tolist(), reverse=True)
""")
    fb = check("pr.points", fn, student_id="desc-1")
    assert not fb.passed
    assert "sorted from high to low" in fb.message, fb.message
