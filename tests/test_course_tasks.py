"""A course's own tasks (course_tasks.py beside the assignment): strip, check and grade find them, no package edit."""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

from ireval_teach.exercises import check, variant  # noqa: E402
from ireval_teach.exercises.course_tasks import (  # noqa: E402
    assignment_points, load_beside, partial_credit, unload_beside)
from ireval_teach.exercises.isolation import isolation_status  # noqa: E402

SAMPLE = Path(__file__).resolve().parents[1] / "exercises" / "examples" / "sample_course"
ISOLATION = "bwrap" if isolation_status()[0] else "process"


@pytest.fixture(autouse=True)
def _sample_tasks_unloaded():
    """The sample course's tasks leave the process's task bank when a test ends (other tests list the bank)."""
    yield
    unload_beside(SAMPLE)


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "IREVAL_EXERCISE_SECRET": "the course secret", "HOME": str(cwd)}
    return subprocess.run([sys.executable, "-m", "ireval_teach", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=600)


def test_strip_and_grade_a_sample_course_with_its_own_tasks(tmp_path):
    course = tmp_path / "course"
    shutil.copytree(SAMPLE, course)
    r = _cli("strip", "week3.ipynb", "--out", "student", cwd=course)
    assert r.returncode == 0, r.stderr
    assert (course / "student" / "course_tasks.py").read_text() == (course / "course_tasks.py").read_text()
    assert "BEGIN SOLUTION" not in (course / "student" / "week3.ipynb").read_text()
    r = _cli("grade", *sorted(str(p.relative_to(course)) for p in (course / "submissions").glob("*.ipynb")),
             "--assignment", "student/week3.ipynb", "--out", "grades.csv", "--workers", "2",
             "--isolation", ISOLATION, cwd=course)
    assert r.returncode == 0, r.stderr
    rows = {row["student_id"]: row for row in csv.DictReader((course / "grades.csv").open(encoding="utf-8"))}
    assert rows["s100"]["passed"] == "2"
    # the lecturer's named mistake: its code in the mistake column, its title in plain words in the status
    assert rows["s200"]["week3.err mistake"] == "err_without_stopping"
    assert rows["s200"]["week3.err status"] == "not yet: ERR without the chance that the user stopped earlier"
    assert rows["s200"]["week3.success status"].startswith("not yet")  # a percentage: the generic diagnosis
    assert rows["s300"]["passed"] == "0"
    feedback = {p.stem: p.read_text(encoding="utf-8") for p in (course / "grades_feedback").glob("*.md")}
    assert "did not finish" in feedback["s300"] and "the course secret" not in feedback["s300"]
    assert "Recognised mistake" in feedback["s200"]


def test_check_in_the_course_folder_and_points():
    assert set(load_beside(SAMPLE)) == {"week3.err", "week3.success"}
    ns: dict = {}
    exec((SAMPLE / "course_tasks.py").read_text(), ns)
    assert check("week3.err", ns["err"], student_id="s1").passed
    fb = check("week3.err", ns["err_linear"], student_id="s1")
    assert fb.misconception == "err_linear_gain"
    v = variant("week3.success", "s1")
    assert check("week3.success", sum(1.0 if any(r[:v["k"]]) else 0.0 for r in v["runs"]) / len(v["runs"]),
                 student_id="s1").passed
    nb = nbformat.read(str(SAMPLE / "week3.ipynb"), as_version=4)
    assert assignment_points(nb, ["week3.err", "week3.success", "ap.exact"]) == {
        "week3.err": 2.0, "week3.success": 0.5, "ap.exact": 1.0}
    assert partial_credit(nb) is False


def test_partial_credit_is_the_share_of_hidden_checks_and_off_by_default():
    from ireval_teach.exercises.course_tasks import credit

    def p_at_k_first_20(labels, k):  # right on the short visible lists, wrong on the hidden long one
        return sum(labels[:min(k, 20)]) / k

    fb = check("rank.p_at_k", p_at_k_first_20, student_id="s1")
    n = fb.details["hidden"]
    assert not fb.passed and credit(fb) == (0.0, "")
    share, text = credit(fb, partial=True)
    assert 0 < share < 1 and f"of {n} hidden checks right" in text
    assert credit(check("rank.p_at_k", lambda labels, k: 0.5, student_id="s1"), partial=True)[0] == 0.0


def test_points_count_partial_credit_only_as_a_share_in_0_1():
    from ireval_teach.exercises.points import score, share

    results = [{"task": "a", "passed": False, "credit": 0.5}, {"task": "b", "passed": True},
               {"task": "c", "passed": False, "credit": "1"}, {"task": "d", "passed": False, "credit": 7.0}]
    assert score(results, {"a": 2.0, "b": 1.0, "c": 1.0, "d": 1.0}) == (3.0, 5.0)  # 2 x 0.5 + 1 + 0 + 1
    assert share(None) == 0.0 and share({"passed": False, "credit": float("nan")}) == 0.0
