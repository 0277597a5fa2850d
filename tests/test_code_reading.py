"""The task-independent readings of a wrong function: its compiled code, its values on the cut inputs, the
inputs it gets wrong, and a wrong denominator (ireval_teach/exercises/code_reading.py, step_profile.py,
contrast.py, ratios.py).

The functions below were written after those modules, as new cases: right functions in the idioms students
use (a rank counter, a total over all queries, an early return under a condition) must give no fact, and
each fact must come from the slip it names, in other tasks and other variable names than the modules'
examples."""

from __future__ import annotations

import pytest

from ireval_teach.exercises import check
from ireval_teach.exercises.code_reading import describe, edges_of, read
from ireval_teach.exercises.contrast import describe as contrast
from ireval_teach.exercises.ratios import describe as ratio
from ireval_teach.exercises.remote import clean_code_facts
from ireval_teach.exercises.step_profile import describe as profile


def _fn(src: str):
    ns: dict = {}
    exec(compile(src, "<student>", "exec"), ns)
    return next(v for k, v in ns.items() if callable(v) and not k.startswith("__") and k not in ("np", "math"))


def _kinds(src: str) -> list[str]:
    """The facts said whatever the numbers (an unpacking is said only against an input's order; a return under a
    condition inside a loop only beside a value seen to stop early)."""
    return [f[0] for f in read(_fn(src)) if f[0] not in ("unpack", "return_in_loop_if")]


RIGHT = {
    "a rank counter beside the if": """
def rr(labels):
    rank = 0
    for x in labels:
        rank += 1
        if x:
            return 1 / rank
    return 0.0
""",
    "a total over every query, read after the loops": """
def micro_recall(tables):
    got = rel = 0
    for t in tables:
        for j in range(1):
            got += t[0]
            rel += t[0] + t[2]
    return got / rel if rel else 0.0
""",
    "a per-query sum reset in the outer loop": """
def mean_rr(runs):
    out = 0.0
    for run in runs:
        best = 0.0
        for pos, hit in enumerate(run, start=1):
            if hit and not best:
                best = 1 / pos
        out += best
    return out / len(runs)
""",
    "a list rebuilt inside the loop but used only inside it": """
def p_at(labels, k):
    last = 0.0
    for cut in range(1, k + 1):
        window = []
        for x in labels[:cut]:
            window.append(x)
        last = sum(window) / cut
    return last
""",
}


@pytest.mark.parametrize("name", sorted(RIGHT))
def test_right_idioms_give_no_fact(name):
    assert _kinds(RIGHT[name]) == [], name
    assert describe(read(_fn(RIGHT[name])), ("labels", "runs", "tables")) == [], name


def test_a_return_under_a_condition_is_said_only_beside_a_value_that_stops_early():
    facts = read(_fn(RIGHT["a rank counter beside the if"]))
    assert [f[0] for f in facts] == ["return_in_loop_if"]
    assert describe(facts, ("labels",)) == []
    assert "the first time that condition holds" in describe(facts, ("labels",), observed=frozenset({"stops_early"}))[0]


def test_operators_that_read_as_mathematics():
    """``^`` (XOR), ``//`` between two values (not ``n // 2``) and a 0/1 labels list used whole as an index are
    said for a wrong function; a labels name rebuilt as booleans first, or ``len(x) // 2``, is not."""
    said = describe(read(_fn("""
def dcg(grades):
    g = [2 ^ x for x in grades]
    return sum(g) // len(grades)
""")))
    assert [t.split(" (line")[0] for t in said] == ["Your code divides with `//`", "Your code uses `^`"]
    assert "positions 0 and 1" in describe(read(_fn("""
def ap(labels):
    import numpy as np
    prec = np.cumsum(labels) / np.arange(1, len(labels) + 1)
    return prec[labels].mean()
""")))[0]
    assert describe(read(_fn("""
def ap(labels):
    import numpy as np
    labels = np.asarray(labels, dtype=bool)
    half = len(labels) // 2
    return (np.cumsum(labels) / np.arange(1, len(labels) + 1))[labels].mean() + 0 * half
"""))) == []


def test_np_resize_is_said_only_where_a_list_is_shorter_than_k():
    facts = read(_fn("""
def p_at_k(labels, k):
    import numpy as np
    return float(np.mean(np.resize(labels, k)))
"""))
    assert describe(facts, ("labels", "k"), edges_of([{"labels": [1, 0, 1], "k": 2}])) == []
    assert "repeating" in describe(facts, ("labels", "k"), edges_of([{"labels": [1, 0], "k": 5}]))[0]


def test_each_slip_gives_its_fact():
    assert _kinds("""
def avg_ndcg(runs):
    s = 0
    for r in runs:
        s += sum(r)
        return s / len(runs)
""") == ["return_in_loop"]
    assert _kinds("""
def tops(runs, k):
    for r in runs:
        out = []
        out.append(sum(r[:k]) / k)
    return out
""") == ["reset_in_loop"]
    assert _kinds("""
def map_(runs, n_relevant):
    found, acc, res = 0, 0.0, []
    for r, n in zip(runs, n_relevant):
        for i, x in enumerate(r, 1):
            if x:
                found += 1
                acc += found / i
        res.append(acc / n)
    return sum(res) / len(res)
""") == ["kept_across_outer", "kept_across_outer"]  # found and acc: neither is reset per query
    assert _kinds("""
def success_then_p(labels, k):
    seen = 0
    for i, x in enumerate(labels[:k]):
        seen += 1
        if x:
            break
    return seen / k
""") == ["counter_outside_if"]
    assert _kinds("""
def first_rel(labels):
    return 1 / (labels.index(1) + 1)
""") == ["call"]
    assert _kinds("""
def gains_later(labels):
    fs = []
    for i, lev in enumerate(labels):
        fs.append(lambda x: x * lev)
    return [f(1) for f in fs]
""") == ["late_binding"]  # an unpacked loop target is bound late as well
    assert _kinds("""
def nearest_other(scores):
    out = []
    for i, s in enumerate(scores):
        out.append(sorted(scores, key=lambda p: abs(p - s))[1])
    return out
""") == []  # a key function used at once, inside the pass


def test_an_unpacking_is_told_only_against_the_inputs_order():
    facts = read(_fn("""
def macro(tables):
    return sum(tp / (tp + fp) for fn, tp, fp in tables) / len(tables)
"""))
    assert facts == []  # a generator's own code: its unpacking is not this function's (no false order claim)
    facts = read(_fn("""
def macro(tables):
    s = 0.0
    for fn, fp, tp in tables:
        s += tp / (tp + fp) if tp + fp else 0.0
    return s / len(tables)
"""))
    said = describe(facts, ("tables",))
    assert len(said) == 1 and "(fn, fp, tp)" in said[0] and "(tp, fp, fn)" in said[0]
    assert describe(facts, ("runs",)) == []  # no documented order: nothing to say


def test_facts_from_the_agent_are_validated():
    assert clean_code_facts("x") == ()
    assert clean_code_facts([["return_in_loop", 3, 2, []], ["rm -rf", 1, 1, []], ["call", True, -5, ["argmax"]],
                             ["unpack", 10**9, 0, ["a" * 500, 3, "b"]], ["complement", 2, 0, ["1 - `x`\n# <b>", "x", ""]]]) == (
        ("return_in_loop", 3, 2, ()), ("call", 0, 0, ("argmax",)), ("unpack", 0, 0, ("a" * 120, "b")),
        ("complement", 2, 0, ("1 - x b", "x", "")))


def test_a_complement_is_told_with_the_students_own_expression():
    facts = read(_fn("""
def eer_like(scores, labels):
    pos = sum(labels)
    missed = sum(1 for s, y in zip(scores, labels) if y and s < 0.5)
    share = missed / pos
    return 1 - share
"""))
    said = describe(facts)
    assert any("`1 - share`" in t and "`share = missed / pos`" in t for t in said), said
    assert describe(read(_fn("def f(x):\n    return 1 - x\n"))) == []  # one minus a plain input: nothing to say


def test_the_step_profile_relations():
    steps = [f"query {j}" for j in range(1, 6)]
    right = [0.5, 0.25, 0.5, 0.625, 0.5]
    assert "2 times" in profile(steps, [1.0, 0.5, 1.0, 1.25, 1.0], right)
    assert profile(steps, right, right) == ""
    assert profile(steps, [0.5, 0.25, 0.5, 0.625, 0.9], right) == ""  # one step differs: too little to say more
    assert "one step late" in profile(steps, [0.5, 0.5, 0.25, 0.5, 0.625], right)


def test_the_contrast_needs_an_exact_split():
    rows = [({"runs": [[0, 0], [1, 0]]}, False, 0.75), ({"runs": [[0, 0, 0], [0, 1]]}, False, 0.75),
            ({"runs": [[1], [0, 1]]}, True, 0.75), ({"runs": [[0, 1, 1], [1, 0]]}, True, 0.75)]
    assert "a query with nothing relevant" in contrast(rows, ("runs",))
    assert contrast(rows[:3], ("runs",)) == ""  # one right input: no contrast
    rows[3] = ({"runs": [[0, 0], [1]]}, True, 0.5)  # a right input with the property: no exact split
    assert contrast(rows, ("runs",)) == ""  # and one input without it: too few to say it is right there
    rows.append(({"runs": [[1, 1], [1]]}, True, 1.0))
    said = contrast(rows, ("runs",))
    assert said.startswith("Your function goes wrong only on inputs with a query with nothing relevant") and \
        "(1 with it came out right too)" in said, said


def test_a_ratio_of_counts_and_its_limits():
    rows = [({"labels": [1, 0, 1, 1], "n_relevant": 5}, 0.3 * 3 / 4, 0.3),
            ({"labels": [1, 1], "n_relevant": 2}, 0.5, 0.5), ({"labels": [0, 1, 0], "n_relevant": 4}, 0.2 * 1 / 3, 0.2),
            ({"labels": [1, 0, 0, 0, 1], "n_relevant": 3}, 0.4 * 2 / 5, 0.4)]
    said = ratio(rows, ("labels", "n_relevant"))
    assert "the relevant items in the list / the list's length" in said
    assert ratio([(x, 2 * r, r) for x, _, r in rows], ("labels", "n_relevant")) == ""  # 2 is no ratio of counts


def test_check_names_a_per_query_value_kept_across_queries():
    """End to end, through check(): the code fact and the numbers agree (MAP with the hits never reset)."""
    fn = _fn("""
def my_map(runs, n_relevant):
    hits, total = 0, 0.0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / rank
        total += s / n if n else 0.0
    return total / len(runs)
""")
    msg = check("map.mean", fn, student_id="cr1").message
    assert "`hits` is set once, before the loop over the queries" in msg, msg


def test_the_grader_reads_the_code_inside_the_sandbox(tmp_path):
    """The grader's agent reads the compiled code with its companion file (the package is not in the sandbox):
    the gradebook's feedback has the same code sentence as the student's check()."""
    from notebook_grading import graded_feedback

    code = """def my_p_at_k(labels, k):
    hits = 0
    for x in labels[:k]:
        hits += x
        return hits / k"""
    text = graded_feedback(tmp_path, "cr2", "rank.p_at_k", code, "my_p_at_k")
    local = check("rank.p_at_k", _fn(code), student_id="cr2").message
    said = [line for line in local.splitlines() if line.startswith("Your code returns inside the loop")]
    assert said and said[0] in text, text


def test_a_point_list_of_another_length_is_a_wrong_value_not_a_shape():
    """pr.points has one value per relevant item found: a list of another length is compared as a value (the
    candidates are tried on it), never told to have "exactly None" values."""
    fn = _fn("""
def my_pr_points(labels, n_relevant):
    hits, out = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        out.append(hits / i)
    return out
""")
    msg = check("pr.points", fn, student_id="cr3").message
    assert "exactly None" not in msg and "the right value is [" in msg, msg
    assert "at every rank" in msg, msg  # the library's points before the selection of the relevant ranks


def test_the_mean_over_the_queries_with_a_relevant_item_is_a_named_convention():
    fn = _fn("""
def my_mrr(runs):
    rr = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rr.append(1 / i)
                break
    return sum(rr) / len(rr) if rr else 0.0
""")
    msg = check("map.mrr", fn, student_id="cr4").message
    assert "over the queries with a relevant item only" in msg, msg


def test_two_bounds_computed_one_way_are_told():
    fn = _fn("""
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    p = sum(labels[i] for i in order[:k]) / k
    return [p, p]
""")
    msg = check("scope.knn_ties", fn, student_id="cr5").message
    assert "one same value at every position" in msg, msg


def test_an_operator_fact_reaches_the_student_and_the_gradebook(tmp_path):
    """``^`` read as a power: the fact's name crosses the sandbox's protocol (plain words, no symbol) and the
    gradebook says the same sentence as the student's check()."""
    from notebook_grading import graded_feedback

    code = """def my_ndcg(grades, unretrieved):
    import math
    def dcg(gs):
        return sum(((2 ^ g) - 1) / math.log2(i + 1) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True)[:len(grades)])
    return dcg(grades) / ideal if ideal else 0.0"""
    local = check("ndcg.all_judgments", _fn(code), student_id="cr5").message
    said = [line for line in local.splitlines() if line.startswith("Your code uses `^`")]
    assert said, local
    assert said[0] in graded_feedback(tmp_path, "cr5", "ndcg.all_judgments", code, "my_ndcg")


def test_while_loops_are_loops_too():
    """A loop is any backward jump: a per-query count kept across a ``while`` over the queries is the same slip as
    across a ``for``, and a ``continue`` back to the first test of the condition makes no second loop."""
    kept = _fn("""
def mean_p(lists, cut):
    n = 0
    seen = 0
    out = 0.0
    while n < len(lists):
        j = 0
        while j < min(cut, len(lists[n])):
            if not lists[n][j]:
                j += 1
                continue
            seen += 1
            j += 1
        out += seen / cut
        n += 1
    return out / len(lists)
""")
    facts = read(kept)
    assert [f[3] for f in facts if f[0] == "kept_across_outer"] == [("seen",)]
    assert "loop of line 6" in describe(facts, ("runs", "k"))[0]
    reset = _fn("""
def mean_p(lists, cut):
    n = 0
    out = 0.0
    while n < len(lists):
        seen = 0
        j = 0
        while j < min(cut, len(lists[n])):
            seen += lists[n][j]
            j += 1
        out += seen / cut
        n += 1
    return out / len(lists)
""")
    assert not [f for f in read(reset) if f[0] == "kept_across_outer"]


def test_a_search_with_no_break_keeps_the_last_match():
    """A value unset before the loop (None), or a loop variable kept under a condition, with no break: the last
    match is what is left; the same search with a break, or a sum kept with ``=``, is not this fact."""
    no_break = _fn("""
def first_hit_score(hits):
    where = None
    for position, h in enumerate(hits):
        if h > 0:
            where = position
    return 0.0 if where is None else 1.0 / (where + 1)
""")
    facts = read(no_break)
    assert [f[:1] + f[3:] for f in facts if f[0] in ("last_match", "assigned_not_added")] == [("last_match", ("where",))]
    said = describe(facts, ("labels",))
    assert any("holds the LAST match" in t and "`break`" in t for t in said)
    with_break = _fn("""
def first_hit_score(hits):
    where = None
    for position, h in enumerate(hits):
        if h > 0:
            where = position
            break
    return 0.0 if where is None else 1.0 / (where + 1)
""")
    assert not [f for f in read(with_break) if f[0] in ("last_match", "assigned_not_added")]


def test_a_constant_numerator_floor_division_is_a_truncated_ratio():
    said = describe(read(_fn("""
def inv_first(marks):
    for idx, m in enumerate(marks, 1):
        if m:
            return 1 // idx
    return 0
""")))
    assert [t.split(" (line")[0] for t in said] == ["Your code divides with `//`"]


def test_the_students_own_helpers_and_methods_are_read_too():
    """The computation often lives in a helper, a method or a nested def: the code the function names that was
    written in the same cell is read as the function is; library code (another file) is not."""
    ns: dict = {}
    exec(compile('''
class Scorer:
    def __init__(self, marks):
        self.marks = marks

    def score(self):
        acc = 0.0
        for pos, m in enumerate(self.marks, 1):
            acc = 0.0
            if m:
                acc += 1 / pos
        return acc

def outer(marks):
    return Scorer(marks).score()

def nested(marks):
    def inner(ms):
        got = []
        for m in ms:
            got = []
            got.append(m)
        return len(got)
    return inner(marks)
''', "<cell>", "exec"), ns)
    assert [f[:1] + f[3:] for f in read(ns["outer"]) if f[0] == "reset_in_loop"] == [("reset_in_loop", ("acc",))]
    assert [f[3] for f in read(ns["nested"]) if f[0] == "reset_in_loop"] == [("got",)]
    import statistics

    ns2: dict = {"statistics": statistics}
    exec(compile("def lib(xs):\n    return statistics.mean(xs)\n", "<cell2>", "exec"), ns2)
    assert read(ns2["lib"]) == []


def test_a_count_in_an_else_branch_is_conditional():
    # (written after the mend: an `else:` counter was once read as counted at every pass, outside the if)
    assert "counter_outside_if" not in _kinds("""
def rates(scores, labels):
    tp = fp = 0
    out = []
    for s, y in sorted(zip(scores, labels), reverse=True):
        if y:
            tp += 1
        else:
            fp += 1
        out.append((tp, fp))
    return out
""")
    assert "counter_outside_if" not in _kinds("""
def misses(labels):
    hit = miss = 0
    for x in labels:
        try:
            hit += 1 / x
        except ZeroDivisionError:
            miss += 1
    return miss
""")
    assert _kinds("""
def after_the_else(labels):
    a = b = n = 0
    for x in labels:
        if x:
            a += 1
        else:
            b += 1
        n += 1
        if n > 3:
            break
    return a / n
""") == []
