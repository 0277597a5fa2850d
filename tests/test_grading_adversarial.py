"""The adversarial suite (issue 12): a class of hostile submissions graded at once, in bubblewrap sandboxes.

Every submission of ``tests/adversarial/cases.py`` (cheats, leaks, breaks, hostile records) and the
correct ones are graded in ONE run, two at a time, as a course would. Asserted: no cheat scores above
the submission's honest work (0 cheats), no feedback or gradebook row holds a hidden input or the
course secret (0 leaks), correct students get full marks whatever their classmates do, the gradebook
has one row and one feedback file per submission, nothing outside a sandbox was written, no
connection was made, no process outlived the grading.
"""

from __future__ import annotations

import csv
import hashlib
import importlib.util
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ireval_teach.exercises.isolation import isolation_status

USABLE, WHY = isolation_status()
pytestmark = pytest.mark.skipif(not USABLE, reason=f"no sandbox: {WHY}")

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "exercises" / "source" / "03_ap_map.ipynb"
from assignment03 import DEFINES, TASK_IDS, four_task_notebook  # noqa: E402


def _load_cases():
    spec = importlib.util.spec_from_file_location("adversarial_cases", ROOT / "tests" / "adversarial" / "cases.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


CASES_MOD = _load_cases()
CASES = CASES_MOD.CASES



def _fill(code: str, subs: dict) -> str:
    for k, v in subs.items():
        code = code.replace("{" + k + "}", str(v))
    return code


def build(case, index: int, subs: dict) -> bytes:
    """The submission file of one case (see cases.py)."""
    nb = four_task_notebook()
    sid = case.student_id if case.student_id is not None else f"adv{index:02d}"
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            cells.append(cell)
            continue
        src = "".join(cell["source"])
        if 'STUDENT_ID = "demo"' in src:
            if sid == CASES_MOD.RAISING_ID:
                src = src.split("STUDENT_ID")[0] + CASES_MOD.RAISING_ID_CODE
            else:
                src = src.replace('STUDENT_ID = "demo"', f"STUDENT_ID = {sid!r}")
            cells.append(dict(cell, source=src))
            cells.extend({"cell_type": "code", "source": _fill(c, subs), "metadata": {}, "outputs": [],
                          "execution_count": None} for c in case.before)
            continue
        task = next((t for t, d in DEFINES.items() if d in src), None)
        if task in case.replace:
            src = _fill(case.replace[task], subs)
        cells.append(dict(cell, source=src))
    cells.extend({"cell_type": "code", "source": _fill(c, subs), "metadata": {}, "outputs": [],
                  "execution_count": None} for c in case.extra)
    nb["cells"] = cells
    if case.raw is not None:
        got = case.raw(nb)
        if isinstance(got, bytes):
            return got
    return json.dumps(nb).encode("utf-8")


def _hidden_strings(student_id: str) -> set[str]:
    """Texts that would show a hidden input of this student: reprs of long lists and their digit strings."""
    from ireval_teach.exercises.probing import probes_for
    from ireval_teach.exercises.tasks import TASKS

    found: set[str] = set()
    # what the student may see anyway: every visible input and public example of the assignment (a hidden
    # input of one task can equal the visible input of another)
    shown = []
    # the lists a function was legitimately called on: the visible inputs, public examples and every cut of
    # them (the checker's "first difference" calls); a hidden input equal to one of those is no leak
    visible_lists: list = []
    from ireval_teach.exercises import discriminate, public_draws

    for tid in TASK_IDS:
        task = TASKS[tid]
        if task.kind == "function":
            vis = [p.inputs for p in probes_for(task, student_id) if p.kind != "hidden"]
            # the checker's own public draws (look-alikes of the hidden checks, confirming and discriminating
            # inputs) are visible calls too: a secret hidden input that happens to equal one was shown anyway
            drawn = public_draws.draw(task, student_id).inputs() + discriminate.draws(task)
            visible_lists += [a for i in drawn for a in task.family.args(i) if isinstance(a, list)]
            shown += [task.family.text(i) for i in vis]
            visible_lists += [a for i in vis for a in task.family.args(i) if isinstance(a, list)]
        else:
            shown += [task.family.text(i) for i in task.visible_inputs(student_id)]
    everything_shown = " ".join(shown)
    for tid in TASK_IDS:
        task = TASKS[tid]
        if task.kind != "function":
            continue
        fam = task.family
        visible_text = everything_shown
        for _, inp in task.hidden_inputs(student_id):
            for arg in fam.args(inp):
                if not isinstance(arg, list) or any(v[:len(arg)] == arg for v in visible_lists):
                    continue
                flat = [x for a in arg for x in (a if isinstance(a, list) else [a])]
                digits = "".join(map(str, flat))
                candidates = [repr(arg)] if len(repr(arg)) >= 14 else []
                if len(digits) >= 12 and len(set(digits)) > 1:  # not a run of zeros, which numbers contain
                    candidates.append(digits)
                for text in candidates:
                    if text not in visible_text and text.replace(", ", "") not in visible_text.replace(", ", ""):
                        found.add(text)
    return found


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from ireval_teach.exercises.grading import grade

    work = tmp_path_factory.mktemp("adversarial")
    subdir = work / "submissions"
    subdir.mkdir()
    marker = str(random.randrange(10**8, 10**9))
    secret = f"course-secret-{marker}"
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.settimeout(0.2)
    connections: list = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
                connections.append(conn.recv(100))
                conn.close()
            except OSError:
                pass

    t = threading.Thread(target=accept, daemon=True)
    t.start()
    subs = {"root": ROOT, "subdir": subdir, "port": listener.getsockname()[1], "marker": marker}
    paths, by_path = [], {}
    for i, case in enumerate(CASES):
        folder = subdir / case.folder if case.folder else subdir
        folder.mkdir(exist_ok=True)
        p = folder / f"{case.file_name or case.name}.ipynb"
        p.write_bytes(build(case, i, subs))
        paths.append(p)
        by_path[str(p)] = case
    sibling = subdir / "correct_a.ipynb"
    sibling_hash = hashlib.sha256(sibling.read_bytes()).hexdigest()
    out = work / "grades.csv"
    assignment = work / "assignment" / "03_ap_map.ipynb"
    assignment.parent.mkdir()
    assignment.write_text(json.dumps(four_task_notebook()), encoding="utf-8")
    old = os.environ.get("IREVAL_EXERCISE_SECRET")
    os.environ["IREVAL_EXERCISE_SECRET"] = secret
    try:
        start = time.monotonic()
        results = grade(paths, out, assignment=assignment, timeout=8, cell_timeout=2, workers=2)
        wall = time.monotonic() - start
        hidden = {r.student_id: _hidden_strings(r.student_id.lstrip("'")) for r in results}
    finally:
        if old is None:
            os.environ.pop("IREVAL_EXERCISE_SECRET", None)
        else:
            os.environ["IREVAL_EXERCISE_SECRET"] = old
        time.sleep(0.5)
        stop.set()
        listener.close()
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    leftover = subprocess.run(["pgrep", "-f", f"sleep {marker}"], capture_output=True, text=True).stdout.split()
    return dict(work=work, subdir=subdir, out=out, results=results, rows=rows, by_path=by_path, marker=marker,
                secret=secret, connections=connections, leftover=leftover, wall=wall, hidden=hidden,
                sibling_hash=sibling_hash, sibling=sibling)


def _row(graded, case):
    path = next(p for p, c in graded["by_path"].items() if c is case)
    return next(r for r in graded["rows"] if r["file"] == path), next(s for s in graded["results"] if s.file == path)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_no_cheat_and_no_leak(graded, case):
    row, sub = _row(graded, case)
    passed = int(row["passed"])
    assert passed <= case.honest, f"{case.name}: {passed} passed, honest work gets {case.honest}: {sub.results}"
    if case.exact:
        assert passed == case.honest, f"{case.name}: {passed} passed, expected {case.honest}; note {row['note']!r}; " \
                                      f"{[r['message'][:300] for r in sub.results if not r['passed']]}"
    text = json.dumps(sub.results) + json.dumps(row) + sub.note
    assert graded["secret"] not in text
    for leak in graded["hidden"][sub.student_id]:
        assert leak not in text, f"{case.name}: hidden input {leak} in the feedback: {text}"


def test_correct_students_get_full_marks_whatever_the_class_does(graded):
    correct = [c for c in CASES if c.name.startswith("correct_")]
    assert len(correct) >= 4
    for case in correct:
        row, _ = _row(graded, case)
        assert row["passed"] == "4" and row["percent"] == "100.0", row


def test_the_gradebook_is_whole(graded):
    rows = graded["rows"]
    assert len(rows) == len(CASES) >= 40
    header = next(csv.reader(graded["out"].open(encoding="utf-8")))
    expected = ["file", "student_id", "passed", "total", "percent", "points", "max_points", "weighted_percent", "note"]
    for t in TASK_IDS:
        expected += [t, f"{t} status", f"{t} mistake"]
    assert header == expected  # a `# check("bogus.task")` comment adds no column
    assert all(r["total"] == "4" for r in rows)
    fb = sorted((graded["out"].parent / "grades_feedback").glob("*.md"))
    assert len(fb) == len(CASES) and len({p.name.lower() for p in fb}) == len(CASES)
    for name in ("not_json", "json_list", "too_large", "cells_not_a_list"):
        row, _ = _row(graded, next(c for c in CASES if c.name == name))
        assert row["note"] and row["passed"] == "0"


def test_ids_are_escaped_and_feedback_names_unique(graded):
    formula, _ = _row(graded, next(c for c in CASES if c.name == "formula_id"))
    assert formula["student_id"].startswith("'=HYPERLINK")
    assert _row(graded, next(c for c in CASES if c.name == "correct_int_id"))[0]["student_id"] == "4242"
    control = _row(graded, next(c for c in CASES if c.name == "control_char_id"))[0]["student_id"]
    assert "\n" not in control and "\x1b" not in control and "\u202e" not in control
    names = {p.name for p in (graded["out"].parent / "grades_feedback").glob("*.md")}
    assert {"s_13.md", "dup.md"} <= names and any(n.startswith("s_13__") for n in names) \
        and any(n.startswith("dup__") for n in names)


def test_nothing_escapes_the_sandbox(graded):
    marker = graded["marker"]
    assert not list(graded["subdir"].rglob(f"pwned_{marker}*")) and not (ROOT / f"pwned_{marker}.txt").exists()
    assert not Path(f"/tmp/pwned_{marker}").exists()
    assert hashlib.sha256(graded["sibling"].read_bytes()).hexdigest() == graded["sibling_hash"]
    assert graded["connections"] == []
    assert graded["leftover"] == [], "a submission's process outlived the grading"


def test_breaks_are_reported_and_cost_the_class_nothing(graded):
    for name in ("os_exit", "close_channel"):  # the notebook's process ended: said so
        row, _ = _row(graded, next(c for c in CASES if c.name == name))
        assert row["note"], name
    # (kill_parent and kill_everything only reach the sandbox's own init, which ignores them)
    loop, _ = _row(graded, next(c for c in CASES if c.name == "ignore_alarm_loop"))
    assert "time limit" in loop["note"]
    # the whole class within its time: each submission at most its own limits (cells 8 s + checks)
    assert graded["wall"] < 150
