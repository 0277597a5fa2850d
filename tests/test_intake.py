"""Reading an LMS bulk download (ireval_teach.exercises.intake): hostile zips and member names, the limits,
the student from the file name or the roster. Written after the code, from its stated principle: a member's
name is data, never a path; limits hold whatever the zip's directory says."""

from __future__ import annotations

import json
import stat
import zipfile
from pathlib import Path

import pytest

from ireval_teach.errors import InvalidOptionError
from ireval_teach.exercises import intake
from ireval_teach.exercises.intake import read_zip, safe_id
from ireval_teach.exercises.lms import identify

NB = json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}).encode()


def _zip(path: Path, members: list[tuple[str, bytes] | zipfile.ZipInfo | tuple[zipfile.ZipInfo, bytes]]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for m in members:
            if isinstance(m, tuple) and isinstance(m[0], zipfile.ZipInfo):
                zf.writestr(m[0], m[1])
            else:
                zf.writestr(m[0], m[1])
    return path


def _link(name: str, target: str) -> tuple[zipfile.ZipInfo, bytes]:
    info = zipfile.ZipInfo(name)
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info, target.encode()


def test_hostile_members_are_skipped_with_a_reason_and_nothing_is_written_outside(tmp_path):
    dest = tmp_path / "dest"
    z = _zip(tmp_path / "h.zip", [
        ("smithbob_7001_9001_ok.ipynb", NB),
        ("../escape_7002_9002_x.ipynb", NB),
        ("/etc/abs_7003_9003_x.ipynb", NB),
        ("C:\\win_7004_9004_x.ipynb", NB),
        ("dir/..\\..\\back_7005_9005_x.ipynb", NB),
        _link("linky_7006_9006_x.ipynb", "/etc/passwd"),
        ("ctl\x01_7007_9007_x.ipynb", NB),
        ("notes_7008_9008_report.pdf", b"%PDF"),
    ])
    got = read_zip(z, dest)
    assert [a.member for a in got.accepted] == ["smithbob_7001_9001_ok.ipynb"]
    reasons = dict(got.skipped)
    assert reasons["../escape_7002_9002_x.ipynb"] == "a '..' in its path"
    assert reasons["/etc/abs_7003_9003_x.ipynb"] == "an absolute path"
    assert reasons["C:\\win_7004_9004_x.ipynb"] == "an absolute path"
    assert reasons["dir/..\\..\\back_7005_9005_x.ipynb"] == "a '..' in its path"
    assert reasons["linky_7006_9006_x.ipynb"] == "a symbolic link or special file"
    assert "control character" in next(v for k, v in reasons.items() if k.startswith("ctl"))
    assert reasons["notes_7008_9008_report.pdf"] == "not a notebook (.ipynb)"
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == ["h.zip", "smithbob_7001.ipynb"]
    assert not any(p.is_symlink() for p in dest.iterdir())


def test_a_huge_member_and_a_zip_bomb_are_refused(tmp_path, monkeypatch):
    zeros = b"\0" * (intake.MAX_MEMBER_BYTES + 1)
    got = read_zip(_zip(tmp_path / "big.zip", [("big_7001_1_x.ipynb", zeros), ("ok_7002_2_x.ipynb", NB)]),
                   tmp_path / "d1")
    assert [a.identity.lms_id for a in got.accepted] == ["7002"]
    assert "at most" in dict(got.skipped)["big_7001_1_x.ipynb"]
    # below the size limit but compressed far beyond what a notebook is: a bomb
    got = read_zip(_zip(tmp_path / "bomb.zip", [("bomb_7003_3_x.ipynb", b"\0" * (5 << 20))]), tmp_path / "d2")
    assert not got.accepted and "zip bomb" in got.skipped[0][1]
    # the header may lie: the size is counted while reading
    monkeypatch.setattr(intake, "MAX_RATIO", 10 ** 9)
    assert intake._bounded_read(zipfile.ZipFile(tmp_path / "bomb.zip"), zipfile.ZipFile(tmp_path / "bomb.zip")
                                .infolist()[0], 1 << 20) is None


def test_too_many_members_or_too_much_in_total_refuses_the_zip(tmp_path, monkeypatch):
    monkeypatch.setattr(intake, "MAX_MEMBERS", 50)
    z = _zip(tmp_path / "many.zip", [(f"s{i}_{i}_{i}_x.ipynb", NB) for i in range(51)])
    with pytest.raises(InvalidOptionError, match="51 members; at most 50"):
        read_zip(z, tmp_path / "d")
    monkeypatch.setattr(intake, "MAX_TOTAL_BYTES", 3 * len(NB))
    z = _zip(tmp_path / "total.zip", [(f"s{i}_{i}_{i}_x.ipynb", NB) for i in range(5)])
    with pytest.raises(InvalidOptionError, match="add up to more than"):
        read_zip(z, tmp_path / "d2")


def test_not_a_zip_is_a_clear_error(tmp_path):
    bad = tmp_path / "x.zip"
    bad.write_text("not a zip")
    with pytest.raises(InvalidOptionError, match="not a readable zip"):
        read_zip(bad, tmp_path / "d")
    with pytest.raises(InvalidOptionError, match="cannot open"):
        read_zip(tmp_path / "missing.zip", tmp_path / "d")


def test_students_from_canvas_and_moodle_names_and_from_the_roster(tmp_path):
    assert identify("doejane_LATE_12_34_hw.ipynb").lms_id == "12"
    m = identify("Jane Doe_556677_assignsubmission_file_/hw.ipynb")
    assert (m.lms, m.lms_id, m.name) == ("moodle", "556677", "Jane Doe")
    assert identify("Jane Doe_556677_assignsubmission_file_hw.ipynb").lms_id == "556677"
    roster = [{"student_id": "s1", "canvas_id": "12"}, {"student_id": "s2", "moodle_participant": "556677"},
              {"student_id": "s3"}]
    z = _zip(tmp_path / "r.zip", [("doejane_LATE_12_34_hw.ipynb", NB),
                                  ("Jane Doe_556677_assignsubmission_file_/hw.ipynb", NB),
                                  ("s3.ipynb", NB), ("stranger.ipynb", NB), ("s1.ipynb", NB)])
    got = read_zip(z, tmp_path / "d", roster=roster)
    ids = [a.identity.student_id for a in got.accepted]
    assert ids == ["s1", "s2", "s3", "s1"]
    assert [a.path.name for a in got.accepted] == ["s1.ipynb", "s2.ipynb", "s3.ipynb", "s1__2.ipynb"]
    assert dict(got.skipped)["stranger.ipynb"].startswith("its name follows no LMS pattern")


def test_safe_ids():
    assert safe_id("../../x") == "x"
    assert safe_id("a" * 500) == "a" * 60
    assert safe_id("\u202e\u200bcon") == "con"
    assert "/" not in safe_id("a/b\\c") and "\\" not in safe_id("a/b\\c")


def test_bad_desk_options_stop_the_command_before_grading(tmp_path):
    import subprocess
    import sys

    nb = tmp_path / "s.ipynb"
    nb.write_bytes(NB)
    (tmp_path / "dir.html").mkdir()
    base = [sys.executable, "-m", "ireval_teach", "grade", str(nb), "--tasks", "ap.exact", "--out",
            str(tmp_path / "g.csv"), "--isolation", "process"]
    for extra, msg in ((["--report", str(tmp_path / "r.txt")], "must end in .html or .json"),
                       (["--report", str(tmp_path / "dir.html")], "is a directory"),
                       (["--from-zip", str(tmp_path / "none.zip")], "cannot open"),
                       (["--roster", str(tmp_path / "none.csv")], "--roster")):
        done = subprocess.run(base + extra, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and msg in done.stderr, (extra, done.stderr)
        assert not (tmp_path / "g.csv").exists()
