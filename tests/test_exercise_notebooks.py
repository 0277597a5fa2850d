"""The assignment notebooks (issue 8): solutions pass every check, student versions run and say "not yet".

To keep CI fast, all six notebooks of a kind run in ONE kernel: their cells are concatenated into one
notebook (each notebook starts from a fresh namespace: ``%reset -f`` between them) and executed once
with nbclient.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from ireval_teach.exercises import TASKS  # noqa: E402
from ireval_teach.exercises.authoring import has_solution, is_up_to_date, student_text  # noqa: E402
from ireval_teach.exercises.grading import tasks_in  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "exercises" / "source"
STUDENT = ROOT / "exercises" / "student"
SOURCES = sorted(SOURCE.glob("*.ipynb"))
TOPICS = ("01_set_measures", "02_pr_interpolation", "03_ap_map", "04_dcg_ndcg", "05_roc_averaging_significance",
          "06_generality_scope", "07_trec_eval_output", "08_similarity_queries")


def _run_all(paths: list[Path]) -> list[tuple[str, int, object]]:
    """Execute the notebooks in one kernel; return (notebook name, cell index, executed cell) for code cells."""
    combined = nbformat.v4.new_notebook()
    combined.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    origin = []
    for p in paths:
        nb = nbformat.read(str(p), as_version=4)
        combined.cells.append(nbformat.v4.new_code_cell("%reset -f"))
        origin.append((p.name, -1))
        for i, cell in enumerate(nb.cells):
            combined.cells.append(cell)
            origin.append((p.name, i))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [x for x in env.get("PYTHONPATH", "").split(os.pathsep) if x])
    client = nbclient.NotebookClient(combined, timeout=120, kernel_name="python3", allow_errors=False,
                                     resources={"metadata": {"path": str(ROOT / "exercises")}})
    client.execute(env=env)
    return [(name, i, cell) for (name, i), cell in zip(origin, combined.cells)
            if cell.cell_type == "code" and i >= 0]


def _text(cell) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if "text" in out:
            parts.append(out["text"])
        parts.append(out.get("data", {}).get("text/plain", ""))
    return "".join(parts)


def _check_cells(cells):
    return [(name, i, c) for name, i, c in cells if c.source.lstrip().startswith("check(")]


def test_one_source_notebook_per_topic_with_solutions_and_checks():
    assert [p.stem for p in SOURCES] == list(TOPICS)
    seen = set()
    for p in SOURCES:
        nb = nbformat.read(str(p), as_version=4)
        ids = tasks_in(nb)
        assert ids, f"{p.name} has no check cells"
        assert set(ids) <= set(TASKS), f"{p.name} checks unknown tasks"
        assert any(has_solution(c.source) for c in nb.cells if c.cell_type == "code")
        seen |= set(ids)
    assert seen == set(TASKS), f"tasks without a notebook: {set(TASKS) - seen}"


def test_student_versions_are_up_to_date_and_have_no_solutions():
    assert sorted(p.name for p in STUDENT.glob("*.ipynb")) == [p.name for p in SOURCES]
    for src in SOURCES:
        dst = STUDENT / src.name
        assert is_up_to_date(src, dst), f"{dst} is stale: run `ireval-teach strip exercises/source`"
        assert "BEGIN SOLUTION" not in dst.read_text(encoding="utf-8")
    assert student_text(SOURCES[0]) == (STUDENT / SOURCES[0].name).read_text(encoding="utf-8")


def test_source_versions_pass_every_check():
    cells = _check_cells(_run_all(SOURCES))
    assert len(cells) == len(TASKS)
    for name, i, cell in cells:
        assert "✔ passed" in _text(cell), f"{name} cell {i}: {_text(cell)}"


def test_student_versions_run_top_to_bottom_and_report_not_yet():
    cells = _run_all(sorted(STUDENT.glob("*.ipynb")))  # allow_errors=False: any error fails here
    checks = _check_cells(cells)
    assert len(checks) == len(TASKS)
    for name, i, cell in checks:
        text = _text(cell)
        assert "not yet" in text and "passed" not in text.split("\n")[0], f"{name} cell {i}: {text}"
