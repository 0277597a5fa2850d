"""The LMS gradebook layouts and the points (ireval_teach.exercises.lms, .points), on invented rows."""

from __future__ import annotations

import csv
import json

import pytest

from ireval_teach.errors import InvalidOptionError, UnknownOptionError
from ireval_teach.exercises.grading import Submission
from ireval_teach.exercises.intake_safety import read_roster
from ireval_teach.exercises.lms import Identity, write_lms
from ireval_teach.exercises.points import task_points

POINTS = {"ap.exact": 2.0, "map.mean": 3.0}


def _sub(file: str, sid: str, passed: dict[str, bool], note: str = "") -> Submission:
    s = Submission(file, sid, note=note)
    s.results = [{"task": t, "passed": ok, "status": "passed" if ok else "not yet", "message": ""}
                 for t, ok in passed.items()]
    return s


CLASS = [_sub("a.ipynb", "s1", {"ap.exact": True, "map.mean": True}),
         _sub("b.ipynb", "s2", {"ap.exact": True, "map.mean": False}),
         _sub("c.ipynb", "=cmd|' /C calc'!A0", {"ap.exact": False, "map.mean": False}, note="not graded: x")]


def test_canvas_layout_from_a_roster(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text("student_id,name,canvas_id,sis_user_id,section\ns1,Ada,11,S-1,A\ns2,Bob,12,S-2,B\n")
    path, unmatched = write_lms(CLASS, tmp_path / "c.csv", "canvas", POINTS, roster=read_roster(roster),
                                assignment_name="AP and MAP", assignment_id="4242")
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "AP and MAP (4242)"]
    assert rows[1] == ["    Points Possible", "", "", "", "", "5"]
    assert rows[2] == ["Ada", "11", "S-1", "", "A", "5"]
    assert rows[3] == ["Bob", "12", "S-2", "", "B", "2"]
    assert rows[4][0].startswith("'=") and rows[4][2].startswith("'=")  # never a formula in a spreadsheet
    assert unmatched == 0  # the third matches by its SIS User ID (the student id)


def test_moodle_worksheet_from_download_identities(tmp_path):
    ids = {"a.ipynb": Identity(student_id="x", name="Ada L", lms="moodle", lms_id="556677"),
           "b.ipynb": Identity(student_id="y", name="Bob", lms="canvas", lms_id="12")}
    path, unmatched = write_lms(CLASS, tmp_path / "m.csv", "moodle", POINTS, identities=ids)
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0] == ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum Grade",
                       "Grade can be changed", "Last modified (submission)", "Last modified (grade)",
                       "Feedback comments"]
    assert rows[1][:6] == ["Participant 556677", "Ada L", "", "Submitted for grading", "5", "5"]
    assert rows[2][0] == ""  # a Canvas id is not a Moodle participant
    assert rows[3][3] == "No submission"
    assert unmatched == 2


def test_bad_rosters_and_lms_names(tmp_path):
    r = tmp_path / "r.csv"
    r.write_text("name,email\nAda,a@x\n")
    with pytest.raises(InvalidOptionError, match="no student_id column"):
        read_roster(r)
    r.write_text("student_id\ns1\ns1\n")
    with pytest.raises(InvalidOptionError, match="twice"):
        read_roster(r)
    with pytest.raises(UnknownOptionError, match="blackboard"):
        write_lms(CLASS, tmp_path / "x.csv", "blackboard", POINTS)


def test_points_from_the_registry_the_notebook_and_errors(tmp_path):
    nb = tmp_path / "a.ipynb"
    nb.write_text(json.dumps({"cells": [], "metadata": {"ireval_teach": {"points": {"map.mean": 4}}}}))
    assert task_points(["ap.exact", "map.mean"], nb) == {"ap.exact": 1.0, "map.mean": 4.0}
    for bad in ({"map.mean": -1}, {"map.mean": float("nan")}, {"map.mean": True}, {"map.mean": "3"}):
        nb.write_text(json.dumps({"cells": [], "metadata": {"ireval_teach": {"points": bad}}}))
        with pytest.raises(InvalidOptionError, match="map.mean"):
            task_points(["ap.exact", "map.mean"], nb)
    nb.write_text(json.dumps({"cells": [], "metadata": {"ireval_teach": {"points": {"ndcg.x": 1}}}}))
    with pytest.raises(InvalidOptionError, match="'ndcg.x', which is not a task of this assignment"):
        task_points(["ap.exact"], nb)
    with pytest.raises(InvalidOptionError, match="worth 0 points"):
        task_points(["ap.exact"], override={"ap.exact": 0})
