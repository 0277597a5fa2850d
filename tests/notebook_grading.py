"""Grade one student's function the way a TA does: a notebook of three cells through `ireval-teach grade`'s
code path (a bubblewrap sandbox where available), and read the gradebook's feedback for it."""

from __future__ import annotations

from pathlib import Path


def graded_feedback(tmp_path: Path, student_id: str, task: str, code: str, answer_name: str) -> str:
    """The feedback markdown the grader writes for a notebook: id cell, ``code``, the task's check cell."""
    import nbformat

    from ireval_teach.exercises.grading import grade
    from ireval_teach.exercises.isolation import isolation_status

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(f'from ireval_teach.exercises import check\nSTUDENT_ID = "{student_id}"'),
                nbformat.v4.new_code_cell(code),
                nbformat.v4.new_code_cell(f'check("{task}", {answer_name}, student_id=STUDENT_ID)')]
    path = tmp_path / f"{student_id}.ipynb"
    nbformat.write(nb, str(path))
    grade([path], tmp_path / "grades.csv", tasks=[task], timeout=30, cell_timeout=5, workers=1,
          isolation="bwrap" if isolation_status()[0] else "process")
    return (tmp_path / "grades_feedback" / f"{student_id}.md").read_text(encoding="utf-8")
