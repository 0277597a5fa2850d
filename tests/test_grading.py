"""Grading a class (issues 8 and 12): generated submissions -- correct, with misconceptions, crashing, looping,
ending their process, unreadable -- graded in parallel, each in its own sandbox; the CSV and the feedback
files; the options and the outputs checked. Hostile submissions: tests/test_grading_adversarial.py."""

from __future__ import annotations

import csv
import os
import time
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

from ireval_teach.exercises import TASKS, variant  # noqa: E402
from ireval_teach.exercises.misconceptions import CATALOGUE  # noqa: E402
from ireval_teach.exercises.probing import probes_for  # noqa: E402
from ireval_teach.errors import InvalidOptionError, UnknownOptionError  # noqa: E402
from ireval_teach.exercises.isolation import isolation_status  # noqa: E402
from ireval_teach.trace import format_number  # noqa: E402

#: bubblewrap where it works; elsewhere these (non-hostile) notebooks run in plain child processes
ISOLATION = "bwrap" if isolation_status()[0] else "process"
TASKS_AG = ["ap.exact", "gen.generality"]

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
    results = grade(paths, out, tasks=TASKS_AG, timeout=30, cell_timeout=3, workers=2, isolation=ISOLATION)
    rows = {Path(r["file"]).stem: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    return d, out, results, rows


def test_gradebook_rows_and_columns(graded):
    d, out, results, rows = graded
    assert set(rows) == {"ok1", "ok2", "mis1", "crash1", "loop1", "dead1", "broken", "storm1", "fnloop1"}
    header = next(csv.reader(out.open(encoding="utf-8")))
    assert header == ["file", "student_id", "passed", "total", "percent", "points", "max_points", "weighted_percent",
                      "note", "ap.exact", "ap.exact status", "ap.exact mistake",
                      "gen.generality", "gen.generality status", "gen.generality mistake"]
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
    titles = {name: m.title for name, m in CATALOGUE.items()}
    assert r["ap.exact mistake"] == "ap_divides_by_retrieved_relevant"
    assert r["gen.generality mistake"] == "generality_over_irrelevant"
    # the status names the mistake in plain words, never by its code
    assert r["ap.exact status"] == "not yet: " + titles["ap_divides_by_retrieved_relevant"]
    assert r["gen.generality status"] == "not yet: " + titles["generality_over_irrelevant"]


def test_crashing_and_looping_notebooks_are_still_graded(graded):
    rows = graded[3]
    crash = rows["crash1"]
    assert crash["passed"] == "0" and crash["ap.exact status"] == "not yet"
    loop = rows["loop1"]
    assert "interrupted" in loop["note"]
    assert loop["passed"] == "2"  # the cells after the loop still ran


def test_print_storm_and_looping_function(graded):
    d, out, results, rows = graded
    assert rows["storm1"]["passed"] == "2"
    storm = (out.with_name("grades_feedback") / "storm1.md").read_text(encoding="utf-8")
    assert "printed" in storm and len(storm) < 10_000
    assert rows["fnloop1"]["ap.exact status"] == "not yet" and rows["fnloop1"]["gen.generality"] == "1"
    assert "did not finish" in (out.with_name("grades_feedback") / "fnloop1.md").read_text(encoding="utf-8")


def test_ended_process_and_unreadable_notebook_get_a_row_and_a_note(graded):
    rows = graded[3]
    assert "process ended" in rows["dead1"]["note"] and rows["dead1"]["passed"] == "0"
    assert "could not read" in rows["broken"]["note"] and rows["broken"]["passed"] == "0"


def test_one_feedback_file_per_student_without_hidden_answers(graded):
    d, out, results, rows = graded
    fb_dir = out.with_name("grades_feedback")
    files = {p.stem: p.read_text(encoding="utf-8") for p in fb_dir.glob("*.md")}
    assert set(files) == {"ok1", "ok2", "mis1", "crash1", "loop1", "dead1", "broken", "storm1", "fnloop1"}
    mis = files["mis1"]
    assert "Your AP divides by the" in mis and "Recognised mistake" in mis
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
    assert cli.main(["grade", str(p), "--out", str(out), "--workers", "1", "--tasks", "ap.exact,gen.generality",
                     "--isolation", ISOLATION]) == 0
    row = next(csv.DictReader(out.open(encoding="utf-8")))
    assert row["passed"] == "2"
    assert (tmp_path / "g_feedback" / "ok9.md").exists()
    # a path error is that submission's row, not the end of the class
    assert cli.main(["grade", str(p), str(tmp_path / "missing.ipynb"), "--out", str(out), "--tasks", "ap.exact",
                     "--isolation", ISOLATION]) == 0
    rows = {Path(r["file"]).name: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    assert rows["missing.ipynb"]["note"] == "no such file" and rows["ok9.ipynb"]["passed"] == "1"
    # bad options: a clear message and exit 2, never a traceback or a gradebook of zeros
    for bad in (["--timeout", "-1"], ["--cell-timeout", "nan"], ["--workers", "0"], ["--tasks", "bogus.task"], [],
                ["--out", str(p)]):
        args = ["grade", str(p), "--out", str(tmp_path / "x.csv"), "--tasks", "ap.exact", *bad]
        if bad == []:
            args = ["grade", str(p), "--out", str(tmp_path / "x.csv")]
        assert cli.main(args) == 2, bad
    assert nbformat.read(str(p), as_version=4).cells  # --out over the submission was refused
    assert not (tmp_path / "x.csv").exists()


def test_the_tasks_come_from_the_instructor(tmp_path):
    """The assignment's notebook (or name) says which tasks count; a submission's check cells add none."""
    from ireval_teach.exercises.grading import assignment_task_ids, grade

    repo = Path(__file__).resolve().parents[1]
    assert assignment_task_ids(repo / "exercises" / "student" / "01_set_measures.ipynb") == \
        ["set.f_beta", "set.pr", "judge.f_beta_choice"]
    assert assignment_task_ids("06") == assignment_task_ids("06_generality_scope") == \
        [tid for tid, t in TASKS.items() if t.topic == "06_generality_scope"]
    with pytest.raises(InvalidOptionError, match="say which assignment"):
        assignment_task_ids()
    with pytest.raises(UnknownOptionError, match="'99_nothing'"):
        assignment_task_ids("99_nothing")
    nb = nbformat.read(str(repo / "exercises" / "source" / "06_generality_scope.ipynb"), as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell('# check("ap.exact", 1)\ncheck("set.f_beta", 1, student_id=STUDENT_ID)'))
    p = tmp_path / "bob.ipynb"
    nbformat.write(nb, str(p))
    source = repo / "exercises" / "source" / "06_generality_scope.ipynb"
    results = grade([p], tmp_path / "grades.csv", assignment=source, workers=1, isolation=ISOLATION)
    own = assignment_task_ids(source)
    assert [r["task"] for r in results[0].results] == own and "ap.exact" not in own and "set.f_beta" not in own
    assert results[0].passed == len(own)


def test_outputs_never_overwrite_inputs_and_strip_keeps_the_sources(tmp_path):
    from ireval_teach.exercises.commands import main
    from ireval_teach.exercises.grading import grade

    p = tmp_path / "a.ipynb"
    nbformat.write(_notebook("a1", CORRECT_AP, _g("a1")), str(p))
    before = p.read_bytes()
    with pytest.raises(InvalidOptionError, match="one of the inputs"):
        grade([p], p, tasks=["ap.exact"], isolation=ISOLATION)
    (tmp_path / "file").write_text("x")
    with pytest.raises(InvalidOptionError, match="is a file"):
        grade([p], tmp_path / "g.csv", tmp_path / "file", tasks=["ap.exact"], isolation=ISOLATION)
    with pytest.raises(InvalidOptionError, match="positive finite"):
        grade([p], tmp_path / "g.csv", tasks=["ap.exact"], timeout=float("inf"), isolation=ISOLATION)
    assert p.read_bytes() == before
    src = tmp_path / "src"
    src.mkdir()
    s = src / "01.ipynb"
    repo = Path(__file__).resolve().parents[1]
    s.write_bytes((repo / "exercises" / "source" / "01_set_measures.ipynb").read_bytes())
    assert main(["strip", str(src), "--out", str(src)]) == 2
    assert "BEGIN SOLUTION" in s.read_text(encoding="utf-8")


def test_the_run_watchdog_writes_every_row(tmp_path):
    from ireval_teach.exercises.grading import grade

    paths = []
    for name, first in (("slow", "while True:\n    pass"), ("ok", None), ("ok_b", None)):
        p = tmp_path / f"{name}.ipynb"
        nbformat.write(_notebook(name, CORRECT_AP, _g(name), extra_first=first), str(p))
        paths.append(p)
    start = time.monotonic()
    results = grade(paths, tmp_path / "g.csv", tasks=["ap.exact"], timeout=30, cell_timeout=20, workers=1,
                    run_timeout=3, isolation=ISOLATION)
    assert time.monotonic() - start < 20
    rows = list(csv.DictReader((tmp_path / "g.csv").open(encoding="utf-8")))
    assert len(rows) == 3 and len(list((tmp_path / "g_feedback").glob("*.md"))) == 3
    notes = {Path(r.file).stem: r.note for r in results}
    assert notes["slow"] and all(r["passed"] == "0" for r in rows)
    assert "whole run's time limit (3 s)" in notes["ok"] and "whole run's time limit" in notes["ok_b"]


def test_records_are_safe_for_spreadsheets_and_file_names():
    from ireval_teach.exercises.grading import Submission, feedback_names, spreadsheet_safe

    for bad in ("=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"):
        assert spreadsheet_safe(bad).startswith("'")
    assert spreadsheet_safe("s1234") == "s1234"
    names = feedback_names([Submission("x/a.ipynb", "S1"), Submission("y/a.ipynb", "s1"), Submission("z/a.ipynb", "s1"),
                            Submission("b.ipynb", "../../etc/passwd")])
    assert len({n.lower() for n in names}) == 4 and all("/" not in n for n in names)


def test_check_survives_answers_that_attack_it():
    """check() in the student's own kernel: a looping __float__ / __signature__ or a SystemExit costs one check."""
    from ireval_teach.exercises import check

    class Exits(float):
        def __float__(self):
            raise SystemExit(1)

        def __repr__(self):
            raise SystemExit(2)

    class Loops(float):
        def __float__(self):
            while True:
                pass

    fb = check("gen.generality", Exits(0.1), student_id="s1")
    assert fb.status == "not yet"
    fb = check("gen.generality", Loops(0.1), student_id="s1")
    assert fb.status == "not yet"

    class Sig:
        @property
        def __signature__(self):
            while True:
                pass

        def __call__(self, labels, n_relevant):
            return 0.0

    fb = check("ap.exact", Sig(), student_id="s1")
    assert fb.status == "not yet" and not fb.passed
    assert check("gen.generality", float("inf"), student_id="s1").passed is False


def test_sandbox_answers_are_validated():
    from ireval_teach.exercises.remote import to_outcome, to_plain
    from ireval_teach.exercises.sandbox import Opaque

    assert to_plain(0.5) == 0.5 and to_plain([1, 0.5]) == [1.0, 0.5]
    assert isinstance(to_plain({"passed": True}), Opaque) and isinstance(to_plain(True), Opaque)
    assert to_plain([[[[1.0]]]]) == [[[Opaque("object", "")]]]  # at most 3 deep
    hidden = to_outcome({"ok": False, "error_type": "L1010101_4", "error_message": "[1, 0, 1]", "where": "line 1 in f_1010"},
                        hidden=True)
    assert (hidden.error_type, hidden.error_message, hidden.where) == ("Exception", None, None)
    assert to_outcome({"ok": False, "error_type": "ZeroDivisionError"}, hidden=True).error_type == "ZeroDivisionError"
    shown = to_outcome({"ok": True, "value": {"o": ["My\x1bType", "'x'"]}, "type": "My\nType"}, hidden=True)
    assert shown.value == Opaque("object", "")


def test_a_sandbox_that_fails_to_start_is_retried(tmp_path, monkeypatch):
    """A start-up failure before any student code runs (issue 12: "kernel start-up retried") costs nothing."""
    from ireval_teach.exercises import isolation
    from ireval_teach.exercises.grading import grade

    real = isolation.Sandbox
    started = []

    class Flaky(real):
        def __init__(self, *a, **k):
            started.append(1)
            if len(started) == 1:
                raise OSError("simulated: could not start")
            super().__init__(*a, **k)
            if len(started) == 2:
                self.kill()  # dies before its agent reports

    monkeypatch.setattr(isolation, "Sandbox", Flaky)
    p = tmp_path / "ok7.ipynb"
    nbformat.write(_notebook("ok7", CORRECT_AP, _g("ok7")), str(p))
    results = grade([p], tmp_path / "g.csv", tasks=TASKS_AG, workers=1, isolation=ISOLATION)
    assert len(started) == 3 and results[0].passed == 2 and results[0].note == ""


def test_without_bubblewrap_the_process_mode_grades_the_same(tmp_path):
    """--isolation process: the same agent and protocol in a plain child process (trusted notebooks only)."""
    from ireval_teach.exercises.grading import grade

    p = tmp_path / "ok8.ipynb"
    nbformat.write(_notebook("ok8", CORRECT_AP, _g("ok8")), str(p))
    q = tmp_path / "mis8.ipynb"
    nbformat.write(_notebook("mis8", RETRIEVED_AP, _g_wrong("mis8")), str(q))
    results = grade([p, q], tmp_path / "g.csv", tasks=TASKS_AG, workers=2, isolation="process")
    assert [r.passed for r in results] == [2, 0]
    assert results[1].results[0]["misconception"] == "ap_divides_by_retrieved_relevant"


def test_a_process_sandbox_kills_the_processes_started_under_it():
    """isolation.descendants (also the fork-bomb benchmark's process count) finds a grandchild and its child
    with their names; the process mode's close() (_kill_descendants) kills both, not the process itself."""
    import subprocess
    import sys

    from ireval_teach.exercises.isolation import _kill_descendants, descendants

    def state(pid):
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                return fh.read().rsplit(b")", 1)[1].split()[0]
        except OSError:
            return b"gone"

    spawn = "import subprocess, sys, time\nsubprocess.Popen({});time.sleep(30)"
    inner = spawn.format("['sleep', '30']")
    child = subprocess.Popen([sys.executable, "-c", spawn.format(repr([sys.executable, "-c", inner]))])
    try:
        deadline = time.monotonic() + 10
        # (a forked child keeps its parent's name until it execs: wait for the exec too, not only the fork)
        while (len(found := descendants(child.pid)) < 2 or b"sleep" not in [n for n, _ in found.values()]) \
                and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(found) == 2 and b"sleep" in [name for name, _ in found.values()], found
        _kill_descendants(child.pid)
        deadline = time.monotonic() + 10
        while any(state(p) not in (b"Z", b"gone") for p in found) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert all(state(p) in (b"Z", b"gone") for p in found), {p: state(p) for p in found}
        assert child.poll() is None
    finally:
        child.kill()
        child.wait()


FORKS = """import os, signal
{prelude}
kids, refused = [], ""
for _ in range(100):
    try:
        pid = os.fork()
    except OSError as exc:
        refused = type(exc).__name__
        break
    if pid == 0:
        signal.pause()
    kids.append(pid)
n_forked, uid = len(kids), os.getuid()
try:
    os.setresuid(0, 0, 0)
    regained = 1
except OSError:
    regained = 0
"""
NEW_USER_NAMESPACE = "import ctypes\nunshared = ctypes.CDLL(None, use_errno=True).unshare(0x10000000)  # CLONE_NEWUSER"


@pytest.mark.parametrize("prelude", ["", NEW_USER_NAMESPACE], ids=["plain", "in_a_new_user_namespace"])
def test_the_kernel_holds_the_process_limit_for_a_root_grader_too(prelude):
    """The 16-process limit is the kernel's (a fork beyond it fails at once), not only the agent's count every
    0.1 s: a root grader runs each sandbox under an unprivileged user id of its own (root is exempt from
    RLIMIT_NPROC). A user namespace the student creates inside does not lift it."""
    from ireval_teach.exercises.isolation import SANDBOX_UIDS, Limits, Sandbox, process_limit_status
    from ireval_teach.exercises.remote import Session

    if ISOLATION != "bwrap":
        pytest.skip(f"no bubblewrap sandbox here: {isolation_status()[1]}")
    mode, why = process_limit_status()
    if mode == "agent":
        pytest.skip(f"the kernel's process limit cannot be used here: {why}")
    with Sandbox("bwrap", Limits()) as sb:
        session = Session(sb, lambda task, sid: None)
        assert session.run_notebook([FORKS.replace("{prelude}", prelude)], 10, 30), session.cell_notes
        got = {k: session.value(k) for k in ("n_forked", "refused", "uid", "regained")}
    assert got["refused"][1].text == "'BlockingIOError'", got  # the kernel said no (EAGAIN) ...
    assert 1 <= got["n_forked"][1] <= Limits().processes - 1, got  # ... at the limit (the agent is one)
    assert got["regained"] == ("value", 0.0)
    if mode == "uid" and not prelude:  # (in a new user namespace the id is unmapped: 65534)
        assert int(got["uid"][1]) in SANDBOX_UIDS and sb.uid == int(got["uid"][1])


def test_each_sandbox_of_a_root_grader_has_its_own_user_id():
    from ireval_teach.exercises.isolation import Sandbox, process_limit_status

    if ISOLATION != "bwrap" or process_limit_status()[0] != "uid":
        pytest.skip(f"sandboxes are not run under their own user id here: {process_limit_status()[1]}")
    boxes = [Sandbox("bwrap") for _ in range(3)]
    try:
        assert len({b.uid for b in boxes}) == 3 and all(b.uid for b in boxes)
    finally:
        for b in boxes:
            b.close()


def test_the_process_limit_probe_gives_up_root_as_the_agent_does():
    """The probe behind process_limit_status() switches user with the agent's own drop_privileges (the
    checks grading relies on), not a copy of it: its refusal of user id 0 is the agent's."""
    from ireval_teach.exercises.isolation import _UID_PROBE, AGENT_PATH, SANDBOX_UIDS, _probe

    if ISOLATION != "bwrap" or os.geteuid() != 0:
        pytest.skip("the probe runs only for a root grader with bubblewrap")
    uid = SANDBOX_UIDS[1]
    assert _probe(_UID_PROBE, "0", AGENT_PATH, uid=uid).stdout.strip() == (
        "could not switch to an unprivileged user (not an unprivileged user id: 0)")
    assert _probe(_UID_PROBE, str(uid), AGENT_PATH, uid=uid).stdout.strip() == "limited"


def test_the_process_limit_mode_is_stated():
    from ireval_teach.exercises.isolation import PROCESS_LIMIT_MODES, process_limit_status

    mode, why = process_limit_status()
    assert mode in PROCESS_LIMIT_MODES and "16" in why
    if os.geteuid() != 0:
        assert mode == "rlimit"
