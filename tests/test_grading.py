"""Grading a class (issue 8): generated submissions -- correct, with misconceptions, crashing, looping,
killing the kernel, unreadable -- graded headless in parallel; the CSV and the feedback files."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbclient")

from ireval_teach.exercises import TASKS, variant  # noqa: E402
from ireval_teach.exercises.probing import probes_for  # noqa: E402
from ireval_teach.trace import format_number  # noqa: E402

CORRECT_AP = """def my_ap(labels, n_relevant):
    tp, total = 0, 0.0
    for rank, label in enumerate(labels, start=1):
        if label:
            tp += 1
            total += tp / rank
    return total / n_relevant if n_relevant else 0.0"""

RETRIEVED_AP = """def my_ap(labels, n_relevant):
    tp, total = 0, 0.0
    for rank, label in enumerate(labels, start=1):
        if label:
            tp += 1
            total += tp / rank
    return total / tp if tp else 0.0"""

CRASHING_AP = """def my_ap(labels, n_relevant):
    return labels[99]"""

NOISY_AP = CORRECT_AP.replace("    tp, total = 0, 0.0", "    tp, total = 0, 0.0\n    for i in range(20000):\n        print('debug', i)")

LOOPING_AP = """def my_ap(labels, n_relevant):
    while True:
        pass"""


def _notebook(student_id: str, ap_code: str, generality: str, extra_first: str | None = None,
              drop_ap_check: bool = False):
    cells = [nbformat.v4.new_code_cell(f'from ireval_teach.exercises import check, variant\nSTUDENT_ID = "{student_id}"')]
    if extra_first:
        cells.append(nbformat.v4.new_code_cell(extra_first))
    cells.append(nbformat.v4.new_code_cell(ap_code))
    if not drop_ap_check:
        cells.append(nbformat.v4.new_code_cell('check("ap.exact", my_ap, student_id=STUDENT_ID)'))
    cells.append(nbformat.v4.new_code_cell(f"my_generality = {generality}"))
    cells.append(nbformat.v4.new_code_cell('check("gen.generality", my_generality, student_id=STUDENT_ID)'))
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = cells
    return nb


def _g(sid: str) -> str:
    v = variant("gen.generality", sid)
    return repr(v["c"] / v["d"])


def _g_wrong(sid: str) -> str:
    v = variant("gen.generality", sid)
    return repr(v["c"] / (v["d"] - v["c"]))


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from ireval_teach.exercises.grading import grade

    d = tmp_path_factory.mktemp("submissions")
    subs = {
        "ok1": _notebook("ok1", CORRECT_AP, _g("ok1")),
        "ok2": _notebook("ok2", CORRECT_AP, _g("ok2"), drop_ap_check=True),  # deleted a check cell
        "mis1": _notebook("mis1", RETRIEVED_AP, _g_wrong("mis1")),
        "crash1": _notebook("crash1", CRASHING_AP, "'about 0.1'", extra_first='raise RuntimeError("boom")'),
        "loop1": _notebook("loop1", CORRECT_AP, _g("loop1"), extra_first="while True:\n    pass"),
        "dead1": _notebook("dead1", CORRECT_AP, _g("dead1"), extra_first="import os\nos._exit(1)"),
        "storm1": _notebook("storm1", NOISY_AP, _g("storm1")),
        "fnloop1": _notebook("fnloop1", LOOPING_AP, _g("fnloop1")),
    }
    paths = []
    for name, nb in subs.items():
        p = d / f"{name}.ipynb"
        nbformat.write(nb, str(p))
        paths.append(p)
    bad = d / "broken.ipynb"
    bad.write_text("{ this is not a notebook", encoding="utf-8")
    paths.append(bad)
    out = d / "grades.csv"
    results = grade(paths, out, timeout=60, cell_timeout=4, workers=4)
    rows = {Path(r["file"]).stem: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    return d, out, results, rows


def test_gradebook_rows_and_columns(graded):
    d, out, results, rows = graded
    assert set(rows) == {"ok1", "ok2", "mis1", "crash1", "loop1", "dead1", "broken", "storm1", "fnloop1"}
    header = next(csv.reader(out.open(encoding="utf-8")))
    assert header[:6] == ["file", "student_id", "passed", "total", "percent", "note"]
    assert {"ap.exact", "ap.exact status", "gen.generality", "gen.generality status"} <= set(header)
    for r in rows.values():
        assert r["total"] == "2"


def test_correct_submissions_pass(graded):
    rows = graded[3]
    for sid in ("ok1", "ok2"):
        assert rows[sid]["student_id"] == sid
        assert rows[sid]["passed"] == "2" and rows[sid]["ap.exact"] == "1" and rows[sid]["gen.generality"] == "1"


def test_misconceptions_are_named_in_the_gradebook(graded):
    r = graded[3]["mis1"]
    assert r["passed"] == "0"
    assert r["ap.exact status"] == "not yet: ap_divides_by_retrieved_relevant"
    assert r["gen.generality status"] == "not yet: generality_over_irrelevant"


def test_crashing_and_looping_notebooks_are_still_graded(graded):
    rows = graded[3]
    crash = rows["crash1"]
    assert crash["passed"] == "0" and crash["ap.exact status"] == "not yet"
    loop = rows["loop1"]
    assert "interrupted" in loop["note"]
    assert loop["passed"] == "2"  # the cells after the loop still ran


def test_print_storm_and_looping_function_inside_the_kernel(graded):
    d, out, results, rows = graded
    assert rows["storm1"]["passed"] == "2"
    storm = (out.with_name("grades_feedback") / "storm1.md").read_text(encoding="utf-8")
    assert "printed" in storm and len(storm) < 10_000
    assert rows["fnloop1"]["ap.exact status"] == "not yet" and rows["fnloop1"]["gen.generality"] == "1"
    assert "did not finish" in (out.with_name("grades_feedback") / "fnloop1.md").read_text(encoding="utf-8")


def test_dead_kernel_and_unreadable_notebook_get_a_row_and_a_note(graded):
    rows = graded[3]
    assert "kernel died" in rows["dead1"]["note"] and rows["dead1"]["passed"] == "0"
    assert "could not read" in rows["broken"]["note"] and rows["broken"]["passed"] == "0"


def test_one_feedback_file_per_student_without_hidden_answers(graded):
    d, out, results, rows = graded
    fb_dir = out.with_name("grades_feedback")
    files = {p.stem: p.read_text(encoding="utf-8") for p in fb_dir.glob("*.md")}
    assert set(files) == {"ok1", "ok2", "mis1", "crash1", "loop1", "dead1", "broken", "storm1", "fnloop1"}
    mis = files["mis1"]
    assert "your AP divides by the" in mis and "Recognised mistake" in mis
    assert "IndexError" in files["crash1"]
    t = TASKS["ap.exact"]
    for sid in ("mis1", "crash1"):
        shown = {format_number(t.expected(p.inputs)) for p in probes_for(t, sid) if p.kind != "hidden"}
        for hint, inp in t.hidden_inputs(sid):
            s = format_number(t.expected(inp))
            if len(s) >= 5 and s not in shown:
                assert s not in files[sid], (sid, hint)
            assert repr(inp["labels"]) not in files[sid] or len(inp["labels"]) < 4


def test_grade_command_through_the_cli(tmp_path):
    cli = pytest.importorskip("ireval_teach.cli")
    p = tmp_path / "ok9.ipynb"
    nbformat.write(_notebook("ok9", CORRECT_AP, _g("ok9")), str(p))
    out = tmp_path / "g.csv"
    assert cli.main(["grade", str(p), "--out", str(out), "--workers", "1"]) == 0
    row = next(csv.DictReader(out.open(encoding="utf-8")))
    assert row["passed"] == "2"
    assert (tmp_path / "g_feedback" / "ok9.md").exists()
    assert cli.main(["grade", str(tmp_path / "missing.ipynb"), "--out", str(out)]) == 2


def test_a_gradebook_mixing_assignments_scores_each_on_its_own_tasks(tmp_path):
    """Two assignments in one call: each row is scored on its own assignment's tasks, not on the union."""
    from ireval_teach.exercises.grading import grade

    repo = Path(__file__).resolve().parents[1]
    a = tmp_path / "alice_01.ipynb"
    b = tmp_path / "bob_06.ipynb"
    a.write_bytes((repo / "exercises" / "source" / "01_set_measures.ipynb").read_bytes())
    b.write_bytes((repo / "exercises" / "source" / "06_generality_scope.ipynb").read_bytes())
    results = grade([a, b], tmp_path / "grades.csv", workers=1, id_from="filename")
    assert [sorted(r["task"] for r in s.results) for s in results] == [
        ["set.f_beta", "set.precision", "set.recall"], ["gen.generality", "gen.relevant_scope"]]
    rows = {r["file"]: r for r in csv.DictReader((tmp_path / "grades.csv").open())}
    assert (rows[str(a)]["passed"], rows[str(a)]["total"], rows[str(a)]["percent"]) == ("3", "3", "100.0")
    assert (rows[str(b)]["passed"], rows[str(b)]["total"], rows[str(b)]["percent"]) == ("2", "2", "100.0")
    assert rows[str(a)]["gen.generality status"] == "not in this assignment"
