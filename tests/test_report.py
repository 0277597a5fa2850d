"""The TA's desk, end to end through the command as a TA types it: a Canvas bulk download of a small class
(tests/desk_class.py) graded once with --report (HTML and JSON), --lms canvas and moodle, and HTML feedback;
graded a second time to check that the report is the same; the report opened in Chromium."""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desk_class import CANVAS_NAMES, HOSTILE_ID, TASK_IDS, assignment, canvas_zip, write_class
from ireval_teach.exercises.isolation import isolation_status

ISOLATION = "bwrap" if isolation_status()[0] else "process"
ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"


def _grade(tmp: Path, zip_path: Path, assignment_nb: Path, out: str, *extra: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "ireval_teach", "grade", "--from-zip", str(zip_path), "--assignment",
           str(assignment_nb), "--out", str(tmp / out / "grades.csv"), "--report", str(tmp / out / "report.html"),
           "--report", str(tmp / out / "report.json"), "--isolation", ISOLATION, "--timeout", "60",
           "--cell-timeout", "10", "--workers", "2", *extra]
    env = dict(os.environ, IREVAL_EXERCISE_SECRET="desk test secret")
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)


@pytest.fixture(scope="module")
def desk(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("desk")
    files = write_class(tmp / "class")
    zip_path = canvas_zip(files, tmp / "submissions.zip")
    a = assignment(tmp)
    first = _grade(tmp, zip_path, a, "run1", "--lms", "canvas", "--lms", "moodle", "--feedback-format", "html")
    assert first.returncode == 0, first.stderr
    second = _grade(tmp, zip_path, a, "run2")
    assert second.returncode == 0, second.stderr
    rows = {r["student_id"]: r for r in csv.DictReader((tmp / "run1" / "grades.csv").open(encoding="utf-8"))}
    report = json.loads((tmp / "run1" / "report.json").read_text(encoding="utf-8"))
    return {"tmp": tmp, "first": first, "rows": rows, "report": report, "files": files}


def _sid(stem: str) -> str:
    name = CANVAS_NAMES[stem]
    parts = name.split("_")
    return f"{parts[0]}_{next(p for p in parts[1:] if p.isdigit())}"


def test_students_come_from_the_canvas_file_names_and_junk_is_skipped(desk):
    assert set(desk["rows"]) == {_sid(s) for s in desk["files"]}
    assert "skipped '__MACOSX/._x'" in desk["first"].stderr


def test_the_gradebook_has_points_and_a_weighted_percent(desk):
    rows = desk["rows"]
    ok = rows[_sid("ok_a")]
    assert (ok["passed"], ok["points"], ok["max_points"], ok["weighted_percent"]) == ("4", "7", "7", "100.0")
    wrong_ap = rows[_sid("all_ranks")]  # ap.exact (2 points) wrong, the rest right: 5 of 7
    assert (wrong_ap["passed"], wrong_ap["percent"], wrong_ap["points"], wrong_ap["weighted_percent"]) == \
        ("3", "75.0", "5", "71.4")


def test_the_report_ranks_the_named_mistakes_per_task(desk):
    rep = desk["report"]
    assert [t["task"] for t in rep["tasks"]] == TASK_IDS
    assert rep["students"] == 9 and rep["points"] == {"ap.value": 1.0, "ap.exact": 2.0, "ap.eleven_point": 1.0,
                                                      "map.mean": 3.0}
    by = {t["task"]: t for t in rep["tasks"]}
    ap = by["ap.exact"]
    # not attempted: the stub, and the hostile notebook, whose process ends in code cell 2 (the cells before
    # it are graded, and they define no function)
    assert ap["passed"] == 3 and ap["pass_rate"] == round(3 / 9, 4) and ap["not_attempted"] == 2
    names = {m["name"] for m in ap["mistakes"]}
    assert {"ap_averaged_over_all_ranks", "ap_divides_by_retrieved_relevant"} <= names, ap["mistakes"]
    eleven = by["ap.eleven_point"]
    top = eleven["mistakes"][0]
    assert top["count"] == 2 and "eleven_point_without_zero" in top["name"], eleven["mistakes"]
    assert top["sentence"] and not top["sentence"].startswith("Recognised")
    assert all(0 <= t["generic_share"] <= 1 and t["generic"] + sum(m["count"] for m in t["mistakes"]) == t["wrong"]
               for t in rep["tasks"])
    assert sum(rep["histogram"]["counts"]) == 9


def test_the_report_names_the_notebooks_that_did_not_run_and_why(desk):
    rep = desk["report"]
    gone = {d["student_id"]: d["note"] for d in rep["did_not_run"]}
    assert _sid("broken") in gone and "could not read" in gone[_sid("broken")]
    hostile = gone.get(_sid("hostile")) or next(n["note"] for n in rep["notes"] if n["student_id"] == _sid("hostile"))
    assert hostile
    assert rep["lowest"][0]["percent"] <= rep["lowest"][-1]["percent"]


def test_the_report_is_the_same_on_a_rerun(desk):
    tmp = desk["tmp"]
    for name in ("report.html", "report.json"):
        assert (tmp / "run1" / name).read_bytes() == (tmp / "run2" / name).read_bytes(), name


def test_the_report_page_is_self_contained_and_escaped(desk):
    page = (desk["tmp"] / "run1" / "report.html").read_text(encoding="utf-8")
    for t in TASK_IDS:
        assert f'id="task-{t}"' in page
    assert "<script" not in page and "<link" not in page and "@import" not in page
    assert re.findall(r'(?:src|href)\s*=\s*"(?!#)[^"]*"', page) == []  # nothing loaded: only links inside the page
    assert re.findall(r"url\((?!#)", page) == []
    assert page.count("<svg") == 2
    assert "<img" not in page


def test_the_lms_layouts(desk):
    tmp = desk["tmp"] / "run1"
    canvas = list(csv.reader((tmp / "grades_canvas.csv").open(encoding="utf-8")))
    assert canvas[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "03_ap_map"]
    assert canvas[1][0].strip() == "Points Possible" and canvas[1][5] == "7"
    by_id = {r[1]: r for r in canvas[2:]}
    assert by_id["7000"][5] == "7" and by_id["7002"][5] == "5"  # ok_a; all_ranks (its LATE_ name)
    moodle = list(csv.reader((tmp / "grades_moodle.csv").open(encoding="utf-8")))
    assert moodle[0][:6] == ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum Grade"]
    assert all(r[0] == "" for r in moodle[1:])  # a Canvas download carries no Moodle participant ids ...
    assert "no moodle id the LMS can match" in desk["first"].stderr  # ... and the TA is told


def test_html_feedback_pages(desk):
    fb = desk["tmp"] / "run1" / "grades_feedback"
    pages = sorted(fb.glob("*.html"))
    assert len(pages) == 9 == len(sorted(fb.glob("*.md")))
    page = (fb / f"{_sid('all_ranks')}.html").read_text(encoding="utf-8")
    md = (fb / f"{_sid('all_ranks')}.md").read_text(encoding="utf-8")
    assert "<mark>First difference" in page
    assert "Recognised mistake:" in md and "Recognised mistake:" in page
    assert "def ap_all_ranks(labels, n_relevant):" in page and "defines the answer of ap.exact" in page
    hostile = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    assert "<script" not in hostile and "<img" not in hostile


@pytest.mark.browser
def test_the_report_in_chromium_shows_every_task(desk):
    from browser_support import CHROMIUM, CHROMIUM_ARGS, require_browser

    require_browser()
    from playwright.sync_api import sync_playwright

    page_path = desk["tmp"] / "run1" / "report.html"
    ARTIFACTS.mkdir(exist_ok=True)
    requests: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(str(desk["tmp"] / "chromium-profile"), executable_path=CHROMIUM,
                                                       headless=True, args=CHROMIUM_ARGS,
                                                       viewport={"width": 1366, "height": 768})
        try:
            page = browser.new_page()
            page.on("request", lambda r: requests.append(r.url))
            page.goto(page_path.as_uri())
            page.screenshot(path=str(ARTIFACTS / "desk_report.png"))
            page.screenshot(path=str(ARTIFACTS / "desk_report_full.png"), full_page=True)
            for t in TASK_IDS:
                box = page.locator(f"[id='task-{t}']").bounding_box()
                assert box is not None and box["width"] > 600 and box["height"] > 40, (t, box)
            assert page.evaluate("document.querySelectorAll('img, script, iframe, object').length") == 0
            assert page.evaluate("document.querySelectorAll('svg').length") == 2
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 1366  # no sideways scrolling on a projector
        finally:
            browser.close()
    assert all(u.startswith("file://") for u in requests), requests


def test_hostile_text_in_the_report_is_shown_as_text():
    from ireval_teach.exercises.grading import Submission
    from ireval_teach.exercises.report import class_summary, render_html

    s = Submission("x/<b>.ipynb", HOSTILE_ID, note="<script>alert(3)</script>")
    s.results = [{"task": "ap.exact", "passed": False, "status": "not yet", "misconception": "<i>m</i>",
                  "message": "Recognised mistake: <svg onload=alert(4)>."}]
    page = render_html(class_summary([s], ["ap.exact"]), plots=False)
    assert "<script" not in page and "<svg" not in page and "<img" not in page and "<i>" not in page
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;" in page
