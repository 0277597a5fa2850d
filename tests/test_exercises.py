"""The exercise checker (issue 8): misconceptions named, correct solutions pass, sandbox, variants, secrecy."""

from __future__ import annotations

import math
import re
import time

import pytest

from ireval_teach.errors import IrevalError, UnknownOptionError
from ireval_teach.exercises import CATALOGUE, TASKS, check, variant
from ireval_teach.exercises.authoring import strip_source
from ireval_teach.exercises.probing import probes_for
from ireval_teach.exercises.sandbox import run_calls
from ireval_teach.exercises.tasks import FAMILIES, RETIRED, close
from ireval_teach.trace import format_number

IDS = ["s1", "alice", "20261122"]
#: the current tasks and the retired ones (still checked: released hand-outs use them)
ALL_TASKS = {**RETIRED, **TASKS}


# ------------------------------------------------------------------- hand-written student code
def _ap_parts(labels):
    tp, total = 0, 0.0
    for rank, label in enumerate(labels, start=1):
        if label:
            tp += 1
            total += tp / rank
    return tp, total


def _points(labels, n_relevant):
    out, tp = [], 0
    for rank, label in enumerate(labels, start=1):
        tp += label
        out.append((tp / n_relevant if n_relevant else 0.0, tp / rank))
    return out


def _dcg(grades, plus_one=False, exponential=False):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1 if exponential else g
        if plus_one:
            total += gain / math.log2(i + 1)
        else:
            total += gain if i == 1 else gain / math.log2(i)
    return total


def _auc(scores, labels, tie=0.5):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(1.0 if p > n else tie if p == n else 0.0 for p in pos for n in neg) / (len(pos) * len(neg))


def _ap(labels, n_relevant):
    tp, total = _ap_parts(labels)
    return total / n_relevant if n_relevant else 0.0


CORRECT = {
    "set.f_beta": lambda p, r, b: (1 + b * b) * p * r / (b * b * p + r) if b * b * p + r > 0 else 0.0,
    "rank.p_at_k": lambda labels, k: sum(labels[:k]) / k,
    "rank.distances": lambda d, labels, k: sum(labels[i] for i in sorted(range(len(d)), key=lambda i: d[i])[:k]) / k,
    "interp.curve": lambda labels, R: [max([p for r, p in _points(labels, R) if r >= i / 10], default=0.0)
                                       for i in range(11)],
    "ap.exact": _ap,
    "ap.eleven_point": lambda labels, R: sum(max([p for r, p in _points(labels, R) if r >= i / 10], default=0.0)
                                             for i in range(11)) / 11,
    "map.mean": lambda runs, nrel: sum(_ap(l, n) for l, n in zip(runs, nrel)) / len(runs),
    "dcg.classic": lambda g: _dcg(g),
    "ndcg.all_judgments": lambda g, u: (_dcg(g) / _dcg(sorted(list(g) + list(u), reverse=True))
                                        if _dcg(sorted(list(g) + list(u), reverse=True)) > 0 else 0.0),
    "roc.auc": _auc,
    "avg.macro": lambda tables: sum(tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables) / len(tables),
    "gen.recall_lower_bound": lambda d, s, v: v / (d - s + v) if v else 0.0,
    "gen.grip_point": lambda labels, c: sum(1 for x in list(labels)[:c] if x) / c if c else 0.0,
}

def _pr_points(labels, n_relevant):
    out, tp = [], 0
    for rank, x in enumerate(labels, start=1):
        if x:
            tp += 1
            out.append(tp / rank)
    return out


def _step(labels, n_relevant, level):
    tp, prev = 0, 0.0
    for rank, x in enumerate(labels, start=1):
        if x:
            tp += 1
            r = tp / n_relevant
            if prev < level <= r + 1e-12:
                return tp / rank
            prev = r
    return 0.0


def _ap_k(labels, n_relevant, k):
    d = min(k, n_relevant)
    tp, total = 0, 0.0
    for rank, x in enumerate(labels[:k], start=1):
        if x:
            tp += 1
            total += tp / rank
    return total / d if d else 0.0


def _interp11(labels, n_relevant):
    pts, tp = [], 0
    for rank, x in enumerate(labels, start=1):
        tp += x
        pts.append((tp / n_relevant if n_relevant else 0.0, tp / rank))
    return [max([p for r, p in pts if r >= i / 10 - 1e-12], default=0.0) if n_relevant else 0.0
            for i in range(11)]


def _eer(scores, labels):
    pos = sum(labels)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and not y)
        pts.append((fp / neg, tp / pos))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        a, b = f0 - (1 - t0), f1 - (1 - t1)
        if a == 0:
            return f0
        if a < 0 <= b:
            u = -a / (b - a)
            return f0 + u * (f1 - f0)
    return pts[-1][0]


def _knn_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    inside = [i for i in order if distances[i] < cut]
    tied = [i for i in order if distances[i] == cut]
    need = k - len(inside)
    hits = sum(labels[i] for i in inside)
    tied_rel = sum(labels[i] for i in tied)
    lo = hits + max(0, need - (len(tied) - tied_rel))
    hi = hits + min(need, tied_rel)
    return [lo / k, hi / k]


# the tasks that teach the whole course (PR points, step interpolation, AP@k, MRR, averaged curve, EER, ...)
CORRECT.update({
    "set.pr": lambda ret, rel: [len(set(ret) & set(rel)) / len(set(ret)) if ret else 0.0,
                                len(set(ret) & set(rel)) / len(set(rel)) if rel else 0.0],
    "pr.points": _pr_points,
    "interp.step": _step,
    "ap.at_k": _ap_k,
    "map.mrr": lambda runs: sum(next((1 / (i + 1) for i, x in enumerate(r) if x), 0.0) for r in runs) / len(runs),
    "pr.averaged": lambda runs, nrel: [sum(c) / len(runs) for c in zip(*[_interp11(r, n) for r, n in zip(runs, nrel)])],
    "roc.eer": _eer,
    "gen.practical": lambda labels, d: [sum(labels) / len(labels), sum(labels) / (d - len(labels) + sum(labels))
                                        if sum(labels) else 0.0, sum(labels) / d],
    "scope.eps_precision": lambda d, labels, eps: (sum(y for x, y in zip(d, labels) if x < eps)
                                                   / sum(1 for x in d if x < eps)) if any(x < eps for x in d) else 0.0,
    "scope.knn_ties": _knn_bounds,
})

# student-style wrong code, written independently of the catalogue: (task, misconception, function)
STUDENT_BUGS = [
    ("set.f_beta", "f_arithmetic_mean", lambda p, r, b: (p + b * b * r) / (1 + b * b)),
    ("rank.p_at_k", "p_at_k_divides_by_retrieved", lambda labels, k: sum(labels[:k]) / len(labels[:k])),
    ("rank.distances", "distances_sorted_wrong_way",
     lambda d, labels, k: sum(labels[i] for i in sorted(range(len(d)), key=lambda i: d[i], reverse=True)[:k]) / k),
    ("interp.curve", "interpolation_max_to_left",
     lambda labels, R: [max([p for r, p in _points(labels, R) if r <= i / 10], default=0.0) for i in range(11)]),
    ("interp.curve", "interpolation_missing",
     lambda labels, R: [next((p for r, p in _points(labels, R) if r >= i / 10), 0.0) for i in range(11)]),
    ("ap.exact", "ap_divides_by_retrieved_relevant",
     lambda labels, R: (lambda tp, t: t / tp if tp else 0.0)(*_ap_parts(labels))),
    ("ap.exact", "ap_averaged_over_all_ranks",
     lambda labels, R: sum(sum(labels[:i]) / i for i in range(1, len(labels) + 1)) / len(labels)),
    ("ap.exact", "ap_zero_based_ranks",
     lambda labels, R: sum(sum(labels[:i + 1]) / i for i, x in enumerate(labels) if x) / R if R else 0.0),
    ("ap.eleven_point", "eleven_point_without_zero",
     lambda labels, R: sum(max([p for r, p in _points(labels, R) if r >= i / 10], default=0.0)
                           for i in range(1, 11)) / 10),
    ("map.mean", "map_concatenated", lambda runs, nrel: _ap([x for run in runs for x in run], sum(nrel))),
    ("dcg.classic", "dcg_trec_where_classic", lambda g: _dcg(g, plus_one=True)),
    ("ndcg.all_judgments", "ndcg_ideal_from_retrieved",
     lambda g, u: _dcg(g) / _dcg(sorted(g, reverse=True)) if _dcg(sorted(g, reverse=True)) > 0 else 0.0),
    ("roc.auc", "auc_ties_ignored", lambda s, y: _auc(s, y, tie=0.0)),
]


def _function_task(family: str):
    return next((t for t in ALL_TASKS.values() if t.family.name == family and t.kind == "function"), None)


def _value_task(family: str):
    return next((t for t in ALL_TASKS.values() if t.family.name == family and t.kind == "value"), None)


def _as_student(m, params):
    return lambda *args: m.wrong(dict(zip(params, args)))


# ---------------------------------------------------------------------------------- catalogue
def test_catalogue_has_at_least_15_named_misconceptions_with_examples():
    assert len(CATALOGUE) >= 15
    for name, m in CATALOGUE.items():
        assert m.name == name and m.title
        if m.family not in FAMILIES:
            continue
        fam = FAMILIES[m.family]
        right, wrong = fam.reference(m.example), m.wrong(m.example)
        assert not close(right, wrong, 1e-3), f"{name}: its public example does not show the mistake"
        text = m.explain(m.example, right, wrong)
        assert isinstance(text, str) and len(text) > 30


def test_the_briefs_example_sentence():
    m = CATALOGUE["ap_divides_by_retrieved_relevant"]
    inp = {"labels": [1, 0, 1, 0, 0, 0, 0, 0, 1, 0], "n_relevant": 4}
    assert m.explain(inp, 0.5, m.wrong(inp)) == (
        "your AP divides by the 3 relevant items you retrieved; the query has 4 relevant items, "
        "so the 4th counts as precision 0")


@pytest.mark.parametrize("name", sorted(CATALOGUE))
def test_every_misconception_is_recognised_and_named(name):
    m = CATALOGUE[name]
    if m.family not in FAMILIES:
        pytest.skip(f"the library module of {m.family} is not there")
    ft, vt = _function_task(m.family), _value_task(m.family)
    assert ft or vt, f"no task exercises {name}"
    if ft is not None:
        fb = check(ft.id, _as_student(m, ft.family.params), student_id="s1")
        assert not fb.passed and fb.misconception == name, fb.message
        assert m.title in fb.message
    if vt is not None:
        for sid in IDS:
            inp = variant(vt.id, sid)
            if _raises(m, inp):  # e.g. 0-based ranks with a relevant item at rank 1: no number to type
                continue
            fb = check(vt.id, round(m.wrong(inp), 6), student_id=sid)
            # a typed 0 or 1 names nothing (many computations give it); the mistake is then listed among them
            assert not fb.passed and (fb.misconception == name or (
                fb.misconception is None and name in fb.details.get("possible", ()))), fb.message


@pytest.mark.parametrize("task_id,name,fn", STUDENT_BUGS, ids=[f"{t}-{n}" for t, n, _ in STUDENT_BUGS])
def test_hand_written_student_bugs_are_named(task_id, name, fn):
    if task_id not in TASKS:
        pytest.skip("task not registered")
    for sid in IDS[:2]:
        fb = check(task_id, fn, student_id=sid)
        assert not fb.passed
        assert fb.misconception == name, fb.message


@pytest.mark.parametrize("task_id", sorted(CORRECT))
def test_correct_solutions_pass(task_id):
    if task_id not in TASKS:
        pytest.skip("task not registered")
    for sid in IDS:
        fb = check(task_id, CORRECT[task_id], student_id=sid)
        assert fb.passed, fb.message
        assert fb.status == "passed" and fb.misconception is None


def test_every_function_task_has_a_correct_solution_here():
    assert {t.id for t in TASKS.values() if t.kind == "function"} <= set(CORRECT)


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if TASKS[t].kind == "value" and TASKS[t].judge is None))
def test_value_tasks_accept_the_right_number_rounded_to_4_decimals(task_id):
    t = TASKS[task_id]
    for sid in IDS:
        right = t.expected(variant(task_id, sid))
        assert check(task_id, round(right, 4), student_id=sid).passed
        fb = check(task_id, right + 0.01, student_id=sid)
        assert not fb.passed and fb.status == "not yet"


# ---------------------------------------------------------------------------- divergence
def test_first_divergence_is_the_first_relevant_rank_for_the_denominator_mistake():
    for sid in IDS:
        fb = check("ap.exact", STUDENT_BUGS[5][2], student_id=sid)
        inp = variant("ap.exact", sid)[0]
        first_rel = inp["labels"].index(1) + 1
        d = fb.first_divergence
        assert d is not None and d.where == "your input 1"
        assert d.step == f"rank {first_rel}" and d.index == first_rel
        assert f"rank {first_rel} is relevant" in d.explanation and "library trace" in str(d)


def test_first_divergence_of_an_interpolation_is_a_recall_level():
    fb = check("interp.curve", STUDENT_BUGS[3][2], student_id="alice")
    inp = variant("interp.curve", "alice")[0]
    right = FAMILIES["interp_curve"].reference(inp)
    wrong = CATALOGUE["interpolation_max_to_left"].wrong(inp)
    i = next(i for i in range(11) if not close(right[i], wrong[i], 1e-9))
    assert fb.first_divergence.step == f"recall level {i / 10:g}"


def test_value_answer_with_a_misconception_gets_a_divergence():
    inp = variant("ap.value", "s1")
    wrong = CATALOGUE["ap_divides_by_retrieved_relevant"].wrong(inp)
    fb = check("ap.value", wrong, student_id="s1")
    assert fb.misconception == "ap_divides_by_retrieved_relevant"
    assert fb.first_divergence is not None and fb.first_divergence.step.startswith("rank ")


# --------------------------------------------------------------------------------- sandbox
def test_exception_becomes_feedback_with_the_line():
    def my_ap(labels, n_relevant):
        return labels[100]

    fb = check("ap.exact", my_ap, student_id="s1")
    assert not fb.passed and "IndexError" in fb.message and "line" in fb.message


def test_not_implemented_is_not_attempted():
    def my_ap(labels, n_relevant):
        raise NotImplementedError("your code here")

    fb = check("ap.exact", my_ap, student_id="s1")
    assert fb.status == "not attempted" and "not yet" in fb.message
    assert check("ap.value", ..., student_id="s1").status == "not attempted"


@pytest.mark.parametrize("value,words", [("0.5", "text"), (None, "return"), ([0.5], "one number"),
                                         (True, "number")])
def test_wrong_return_type_is_feedback(value, words):
    fb = check("ap.exact", lambda labels, n: value, student_id="s1")
    assert not fb.passed and words in fb.message


def test_wrong_list_length_is_feedback():
    fb = check("interp.curve", lambda labels, n: [1.0] * 10, student_id="s1")
    assert not fb.passed and "returned 10 values" in fb.message


def test_value_task_given_text_or_function():
    assert "not a string" in check("gen.generality", "0.1", student_id="s1").message
    assert "is a function" in check("gen.generality", lambda: 1, student_id="s1").message


def test_print_storm_is_captured_and_truncated():
    def noisy(labels, n_relevant):
        for _ in range(2000):
            print("x" * 100)
        return _ap(labels, n_relevant)

    fb = check("ap.exact", noisy, student_id="s1")
    assert fb.passed
    assert "printed" in fb.message and len(fb.message) < 5000


def test_infinite_loop_times_out_with_feedback():
    def loop(labels, n_relevant):
        while True:
            pass

    t0 = time.monotonic()
    fb = check("ap.exact", loop, student_id="s1")
    assert time.monotonic() - t0 < TASKS["ap.exact"].timeout + 5
    assert not fb.passed and "did not finish" in fb.message


def test_sandbox_reports_each_call_and_survives_exit():
    r = run_calls(lambda x: 1 / x, [(2,), (0,)], timeout=5)
    assert r.complete and r.outcomes[0].value == 0.5 and r.outcomes[1].error_type == "ZeroDivisionError"
    r = run_calls(lambda x: exit(3), [(1,)], timeout=5)  # SystemExit is caught like any exception
    assert r.outcomes[0].error_type == "SystemExit"
    import os

    r = run_calls(lambda x: os._exit(1), [(1,)], timeout=5)
    assert r.crashed and not r.outcomes
    r = run_calls(lambda x: x, [(1,)], timeout=5, use_fork=False)
    assert r.outcomes[0].value == 1.0


def test_calling_the_library_is_not_an_implementation():
    from ireval_teach import average_precision

    def my_ap(labels, n_relevant):
        return average_precision(__import__("ireval_teach").Ranking(labels, n_relevant))

    fb = check("ap.exact", my_ap, student_id="s1")
    assert not fb.passed and "average_precision" in fb.message


def test_unknown_task_is_a_typed_error():
    with pytest.raises(UnknownOptionError, match="ap.exakt"):
        check("ap.exakt", 0.5)


# -------------------------------------------------------------------------------- variants
@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_variants_are_deterministic_per_id_and_differ_across_ids(task_id):
    a = [variant(task_id, sid) for sid in IDS]
    assert a == [variant(task_id, sid) for sid in IDS]
    assert variant(task_id, " s1 ") == variant(task_id, "s1")
    distinct = {repr(x) for x in a + [variant(task_id, f"x{i}") for i in range(5)]}
    assert len(distinct) >= 4


def test_first_visible_input_is_discriminating():
    for t in (t for t in ALL_TASKS.values() if t.judge is None):
        for sid in IDS:
            inp = t.visible_inputs(sid)[0]
            vals = [t.expected(inp)] + [m.wrong(inp) for m in t.family.misconceptions
                                        if not _raises(m, inp)]
            for i, a in enumerate(vals):
                for b in vals[i + 1:]:
                    assert not close(a, b, 1e-3), (t.id, sid, inp)


def _raises(m, inp) -> bool:
    try:
        m.wrong(inp)
    except Exception:  # noqa: BLE001
        return True
    return False


# ----------------------------------------------------------------------------------- secrecy
def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+\.\d+", text))


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if TASKS[t].kind == "function"))
def test_hidden_inputs_and_expected_values_never_appear_in_feedback(task_id):
    t = TASKS[task_id]
    fam = t.family
    probes = probes_for(t, "alice")
    shown = [p for p in probes if p.kind != "hidden"]
    hidden = [p for p in probes if p.kind == "hidden"]
    assert hidden, "every function task has hidden checks"
    allowed = set()
    for p in shown:
        allowed |= _numbers(repr(p.inputs)) | _numbers(format_number(0.0))
        v = fam.reference(p.inputs)
        for x in (v if isinstance(v, list) else [v]):
            allowed.add(format_number(x))

    def leaky(*args):  # wrong everywhere, and prints its inputs
        print("INPUT", args)
        return [0.123] * 11 if fam.result == "list" else 0.123

    students = [leaky] + [_as_student(m, fam.params) for m in fam.misconceptions]
    for student in students:
        msg = check(task_id, student, student_id="alice").message
        for p in hidden:
            assert repr(list(fam.args(p.inputs))) not in msg
            for name in fam.params:
                val = p.inputs[name]
                public = any(q.inputs.get(name) == val for q in shown)
                if isinstance(val, list) and len(val) >= 4 and not public:
                    assert repr(val) not in msg, (p.hint, name)
            v = fam.reference(p.inputs)
            for x in (v if isinstance(v, list) else [v]):
                s = format_number(x)
                if len(s) >= 5 and s not in allowed:
                    assert s not in msg, (p.hint, s)


def test_hidden_checks_depend_on_the_secret(monkeypatch):
    t = TASKS["ap.exact"]
    a = t.hidden_inputs("s1")
    monkeypatch.setenv("IREVAL_EXERCISE_SECRET", "another course")
    assert t.hidden_inputs("s1") != a


# --------------------------------------------------------------------------------- authoring
def test_strip_source_markers():
    src = "def f(x):\n    ### BEGIN SOLUTION\n    return x\n    ### END SOLUTION\n"
    assert strip_source(src) == 'def f(x):\n    raise NotImplementedError("your code here")\n'
    src = "### BEGIN SOLUTION\nhelper = 2\nmy_value = helper / 3\n### END SOLUTION"
    assert strip_source(src) == "my_value = ...  # your answer here"
    assert strip_source("x = 1") == "x = 1"


@pytest.mark.parametrize("src,words", [
    ("### BEGIN SOLUTION\nx = 1\n", "never closed"),
    ("x = 1\n### END SOLUTION", "without"),
    ("### BEGIN SOLUTION\n### BEGIN SOLUTION\n### END SOLUTION", "inside another"),
])
def test_strip_source_rejects_unbalanced_markers(src, words):
    with pytest.raises(IrevalError, match=words):
        strip_source(src)


def test_strip_command_writes_and_checks_student_versions(tmp_path):
    import nbformat

    from ireval_teach.exercises.commands import main

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("def f(x):\n    ### BEGIN SOLUTION\n    return x\n    ### END SOLUTION")]
    src = tmp_path / "src"
    src.mkdir()
    nbformat.write(nb, str(src / "a.ipynb"))
    out = tmp_path / "student"
    assert main(["strip", str(src), "--out", str(out), "--check"]) == 1
    assert main(["strip", str(src), "--out", str(out)]) == 0
    assert main(["strip", str(src), "--out", str(out), "--check"]) == 0
    assert "NotImplementedError" in (out / "a.ipynb").read_text(encoding="utf-8")
    nb.cells[0].source += "\n### END SOLUTION"
    nbformat.write(nb, str(src / "a.ipynb"))
    assert main(["strip", str(src), "--out", str(out)]) == 2


def test_readme_example_is_real_output():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "exercises" / "README.md").read_text(encoding="utf-8")
    example = text.split("```text\n", 1)[1].split("```", 1)[0].strip()
    fb = check("ap.exact", STUDENT_BUGS[5][2], student_id="alice")
    assert fb.message.strip() == example
    assert f"({len(CATALOGUE)} of\nthem)" in text or f"({len(CATALOGUE)} of them)" in text
