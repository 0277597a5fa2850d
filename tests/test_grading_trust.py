"""The grader's trust properties, each on its own (exercises/README.md, "Trust"); the hostile classes
(tests/test_grading_adversarial.py, tests/test_grading_third_class.py) try them all at once."""

from __future__ import annotations

import csv
import json
import os
import threading
import time
from pathlib import Path

import pytest

from ireval_teach.exercises.grading import Submission, write_feedback, write_gradebook
from ireval_teach.exercises.intake_safety import (
    MAX_ID_CHARS, UnreadableSubmission, duplicate_ids, escape_text, inside, normalise_student_id, read_roster, roster_keys,
    read_submission, safe_submission_paths)
from ireval_teach.exercises.isolation import isolation_status
from ireval_teach.exercises.remote import _crash_text, to_outcome

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "exercises" / "source" / "03_ap_map.ipynb"
USABLE, WHY = isolation_status()
ISOLATION = "bwrap" if USABLE else "process"
#: The tasks of assignment 03 these tests grade: the four it had when they were written (it has more now,
#: graded elsewhere); their counts ("4") mean "every task right".
TASK_IDS = ["ap.value", "ap.exact", "ap.eleven_point", "map.mean"]


def _correct(sid: str, extra: list[str] = ()) -> bytes:
    nb = json.loads(SOURCE.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] == "code" and 'STUDENT_ID = "demo"' in src:
            cell["source"] = src.replace('STUDENT_ID = "demo"', f"STUDENT_ID = {sid!r}")
    nb["cells"] += [{"cell_type": "code", "source": c, "metadata": {}, "outputs": [], "execution_count": None}
                    for c in extra]
    return json.dumps(nb).encode()


# ------------------------------------------------------------------------ 1. only regular files
def test_only_regular_files_are_read(tmp_path):
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "ok.ipynb").write_bytes(b"{}")
    os.mkfifo(sub / "fifo.ipynb")
    (sub / "folder.ipynb").mkdir()
    (sub / "folder.ipynb" / "inner.ipynb").write_bytes(b"{}")
    (sub / "link.ipynb").symlink_to(sub / "ok.ipynb")
    (sub / "zero.ipynb").symlink_to("/dev/zero")
    (tmp_path / "outside.ipynb").write_bytes(b"{}")
    (sub / "out.ipynb").symlink_to(tmp_path / "outside.ipynb")
    entries = {e.path.name: e.problem for e in safe_submission_paths([sub, tmp_path / "missing.ipynb"])}
    assert entries == {"fifo.ipynb": "not read: a FIFO (named pipe), not a regular file",
                       "folder.ipynb": "not read: a directory, not a notebook file",
                       "link.ipynb": "not read: a symbolic link (links are not followed)",
                       "ok.ipynb": None,
                       "out.ipynb": "not read: a symbolic link (links are not followed)",
                       "zero.ipynb": "not read: a symbolic link (links are not followed)",
                       "missing.ipynb": "no such file"}
    start = time.monotonic()
    for name in ("fifo.ipynb", "folder.ipynb", "link.ipynb", "zero.ipynb"):
        with pytest.raises(UnreadableSubmission):
            read_submission(sub / name, 1000)
    assert time.monotonic() - start < 2  # a FIFO is never waited on
    big = sub / "big.ipynb"
    with big.open("wb") as fh:
        fh.truncate(10 << 30)  # sparse: 10 GB by its size, nothing read
    with pytest.raises(UnreadableSubmission, match="at most 1,000"):
        read_submission(big, 1000)
    assert read_submission(sub / "ok.ipynb", 1000) == b"{}"
    assert inside(sub, "a/b.ipynb") == sub / "a/b.ipynb"
    for bad in ("../x.ipynb", "/etc/passwd", "a/../../x", "", "a\x00b"):
        assert inside(sub, bad) is None, bad


# ----------------------------------------------------------------------------------- 2. identity
def test_identity_is_normalised_validated_and_shown_as_drawn():
    clean = normalise_student_id("  s1234567 ")
    assert (clean.typed, clean.shown, clean.problem, clean.refused) == ("s1234567", "s1234567", None, False)
    assert normalise_student_id(4242).shown == "4242"
    nfd, nfc = normalise_student_id("se\u0301bastien"), normalise_student_id("s\u00e9bastien")
    assert nfd.key == nfc.key and nfd.shown == nfc.shown == "s\u00e9bastien" and "decomposed" in nfd.problem
    assert nfd.typed == "se\u0301bastien"  # the inputs are drawn for the id as typed (scheme 1)
    for raw, code in (("victim7\u200b", "U+200B"), ("s9\x1b[2J", "U+001B"), ("s\u202egnp", "U+202E"),
                      ("a\u00a0b", "U+00A0"), ("s\ud800x", "U+D800"), ("x\u3164", "U+3164")):
        ident = normalise_student_id(raw)
        assert ident.problem and code in ident.problem and not ident.refused, raw
        assert ident.shown.isprintable() and "\\u" in ident.shown, ident.shown  # escaped, never removed
    spoof, victim = normalise_student_id("victim7\u200b"), normalise_student_id("victim7")
    assert spoof.key == victim.key == normalise_student_id("\uff36ICTIM7").key and spoof.shown != victim.shown
    long = normalise_student_id("s" + "9" * MAX_ID_CHARS)
    assert long.refused and str(MAX_ID_CHARS) in long.problem and len(long.shown) < 60
    assert normalise_student_id("").problem == "STUDENT_ID is empty"
    keys = [normalise_student_id(x).key for x in ("dup3", " dup3 ", "DUP3", "other", "se\u0301b", "s\u00e9b")]
    assert duplicate_ids(keys) == {"dup3": [0, 1, 2], "s\u00e9b": [4, 5]}


def test_roster(tmp_path):
    r = tmp_path / "students.csv"
    r.write_text("name,Student_ID\nAnn, s1 \nBob,S\u00e9b\n", encoding="utf-8")
    assert roster_keys(read_roster(r)) == {"s1", "s\u00e9b"}
    assert read_roster(r)[0] == {"name": "Ann", "student_id": "s1"}
    r.write_text("s1\ns2\n", encoding="utf-8")
    assert roster_keys(read_roster(r)) == {"s1", "s2"}
    from ireval_teach.errors import InvalidOptionError

    r.write_text("\n", encoding="utf-8")
    with pytest.raises(InvalidOptionError, match="holds no id"):
        read_roster(r)
    # one reading for grading and the LMS exports: every bad roster is named, never half read
    for text, says in (("name,email\nAda,a@x\n", "no student_id column"), ("id\ns1\nS1\n", "twice"),
                       ("sid,name\n,Ada\n", "line 2: no student id")):
        r.write_text(text, encoding="utf-8")
        with pytest.raises(InvalidOptionError, match=says):
            read_roster(r)


# ------------------------------------------------------------------------------- 3. the writers
def test_writers_escape_what_they_cannot_encode(tmp_path):
    bad = "s\ud800x"
    sub = Submission(f"/x/bad_{bad}.ipynb", bad, note=f"note {bad}")
    sub.results = [{"task": "ap.exact", "passed": False, "status": "not yet", "misconception": "",
                    "message": f"printed {bad}\udfff"}]
    write_gradebook([sub], tmp_path / "g.csv")
    [p] = write_feedback([sub], tmp_path / "fb")
    row = next(csv.DictReader((tmp_path / "g.csv").open(encoding="utf-8")))
    assert row["student_id"] == "s\\ud800x" and "\\udfff" in p.read_text(encoding="utf-8")
    assert escape_text("plain é") == "plain é"


# ------------------------------------------------------------------------ 4. hidden vocabulary
def test_hidden_outcomes_have_a_fixed_vocabulary():
    from ireval_teach.exercises.sandbox import Opaque

    hostile = [{"ok": True, "value": {"o": ["Boom_1011", "[1, 0, 1, 1]"]}, "type": "Boom", "mutated": [0, 1]},
               {"ok": True, "value": [0.5] * 7, "mutated": [0]},
               {"ok": True, "value": float("inf")}, {"ok": True, "value": 0.25, "type": "float64"},
               {"ok": False, "error_type": "Boom_1011", "error_message": "[1, 0, 1]", "where": "line 3: x"},
               {"ok": False, "error_type": "KeyError", "error_message": "labels=[1, 0]", "where": "line 2"},
               "garbage"]
    for d in hostile:
        o = to_outcome(d, hidden=True)
        assert o.mutated == () and o.where is None and not o.error_message and not o.type_name
        if o.ok:
            v = o.value
            assert (isinstance(v, float) or (isinstance(v, list) and all(isinstance(x, float) for x in v))
                    or v == Opaque("object", "")), v
            if isinstance(v, float) and v != v:
                assert d["value"] == float("inf")  # inf, -inf and nan all become nan
        else:
            assert o.error_type in ("Exception", "KeyError")
    seen = {_crash_text(c, hidden=True) for c in ("signal SIGUSR1", "signal SIGTERM", "signal 42", "exit")}
    assert len(seen) == 1  # no signal name, no exit status
    assert _crash_text("signal SIGKILL", hidden=True) == (True, None)  # timed out


# ------------------------------------------------- 3, 8: the gradebook as it goes, a crash at the end
@pytest.mark.skipif(not USABLE, reason=f"no sandbox: {WHY}")
def test_the_gradebook_is_whole_at_every_moment_and_work_before_a_crash_counts(tmp_path):
    from ireval_teach.exercises.grading import grade

    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "a_fast.ipynb").write_bytes(_correct("fast1"))
    (sub / "b_exit_last.ipynb").write_bytes(_correct("exit1", ["import os\nos._exit(0)"]))
    (sub / "c_segv_last.ipynb").write_bytes(_correct("segv1", ["import ctypes\nctypes.string_at(0)"]))
    (sub / "d_slow.ipynb").write_bytes(_correct("slow1", ["import time\ntime.sleep(6)"]))
    paths = sorted(sub.glob("*.ipynb")) + [sub / "gone.ipynb"]
    out = tmp_path / "g.csv"
    seen: list[int] = []
    stop = threading.Event()

    def watch() -> None:
        while not stop.is_set():
            if out.exists():
                seen.append(len(list(csv.DictReader(out.open(encoding="utf-8")))))
            time.sleep(0.05)

    t = threading.Thread(target=watch, daemon=True)
    t.start()
    results = grade(paths, out, tasks=TASK_IDS, timeout=20, cell_timeout=10, workers=2, progress="none")
    stop.set()
    t.join()
    assert seen and set(seen) == {5}  # every look at the file during the run: one row per path
    rows = {Path(r["file"]).name: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    assert rows["gone.ipynb"]["note"] == "no such file"
    for name, sid in (("b_exit_last.ipynb", "exit1"), ("c_segv_last.ipynb", "segv1")):
        assert rows[name]["passed"] == "4" and rows[name]["student_id"] == sid, rows[name]
        assert "code cell" in rows[name]["note"] and "run again and graded" in rows[name]["note"]
    assert "SIGSEGV" in rows["c_segv_last.ipynb"]["note"]
    assert rows["a_fast.ipynb"]["passed"] == rows["d_slow.ipynb"]["passed"] == "4"
    assert len(list((tmp_path / "g_feedback").glob("*.md"))) == 5 == len(results)


# -------------------------------------------------------------------- 5. memory limit in force
@pytest.mark.skipif(not USABLE, reason=f"no sandbox: {WHY}")
def test_memory_limit_in_force_and_dev_is_read_only():
    from ireval_teach.exercises.isolation import Limits, Sandbox
    from ireval_teach.exercises.memory_limit import memory_limit_status
    from ireval_teach.exercises.remote import Session

    mode, parent, why = memory_limit_status()
    assert mode in ("cgroup2", "cgroup1", "rlimit") and (parent is not None) == (mode != "rlimit")
    code = ['import os\nfor d in ("/dev", "/dev/shm", "/tmp"):\n    try:\n        with open(d + "/f", "wb") as fh:\n'
            '            fh.write(b"x" * (40 << 20))\n        ok = True\n    except OSError:\n        ok = False\n'
            '    globals()["w_" + d.replace("/", "_")] = float(ok)']
    with Sandbox("bwrap", Limits()) as sb:
        s = Session(sb, lambda t, i: None)
        assert s.run_notebook(code, 10, 20)
        if mode != "rlimit":  # the sandbox (bubblewrap and the agent under it) is in its own memory cgroup
            assert sb.cgroup is not None and sb.cgroup.limit() >= Limits().memory_bytes
            procs = (sb.cgroup.path / "cgroup.procs").read_text().split()
            assert str(sb.proc.pid) in procs and len(procs) >= 2
        got = {n: s.value(n)[1] for n in ("w__dev", "w__dev_shm", "w__tmp")}
    assert got == {"w__dev": 0.0, "w__dev_shm": 0.0, "w__tmp": 1.0}  # /dev read-only, /dev/shm 16 MB, /tmp 256 MB


# 9. both grader modes (root, a normal user): tests/test_grading_course_env.py, in the Debian venv that a
# normal user can run (this machine's own venv links to a Python under /root, which no other user may enter)


def test_id_from_filename_draws_for_the_file_id_and_a_roster_decides(tmp_path):
    """``--id-from filename``: the inputs (the notebook's own variant() calls too) follow the file's id, and
    the note says when STUDENT_ID differs; ``roster``: an id not on it is not graded; duplicates flagged."""
    from ireval_teach.exercises.grading import grade

    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "s777.ipynb").write_bytes(_correct("someone_else"))
    (sub / "s778.ipynb").write_bytes(_correct("s778"))
    results = grade(sorted(sub.glob("*.ipynb")), tmp_path / "g.csv", tasks=TASK_IDS, id_from="filename",
                    workers=2, progress="none", isolation=ISOLATION)
    by = {Path(r.file).name: r for r in results}
    assert by["s777.ipynb"].student_id == "s777" and by["s777.ipynb"].passed == 4
    assert "is not the file's id: graded (the inputs drawn) for s777" in by["s777.ipynb"].note
    assert by["s778.ipynb"].passed == 4 and by["s778.ipynb"].note == ""
    roster = tmp_path / "students.csv"
    roster.write_text("student_id\ns777\n", encoding="utf-8")
    (sub / "copy.ipynb").write_bytes(_correct("S777"))
    results = grade(sorted(sub.glob("*.ipynb")), tmp_path / "r.csv", tasks=TASK_IDS, roster=roster,
                    workers=2, progress="none", isolation=ISOLATION)
    by = {Path(r.file).name: r for r in results}
    assert by["s778.ipynb"].passed == 0 and "not on the roster" in by["s778.ipynb"].note
    # "someone_else" (in s777.ipynb) is not on the roster either; "S777" is, as s777 (case-blind)
    assert "not on the roster" in by["s777.ipynb"].note
    assert by["copy.ipynb"].passed == 4 and by["copy.ipynb"].student_id == "S777"


def test_a_library_imported_inside_the_function_is_loaded_before_the_clock(tmp_path, monkeypatch):
    """The time limit is for the student's computation: an installed library the function imports in its body is
    loaded once, untimed; a module file of the student's is never imported outside the timed children."""
    import sys

    from ireval_teach.exercises.untrusted import preload_imports

    (tmp_path / "student_helper_mod.py").write_text("LOADED = True\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    ns: dict = {}
    exec("def f(x):\n    import colorsys\n    import student_helper_mod\n    return x\n", ns)
    sys.modules.pop("colorsys", None)
    preload_imports(ns["f"])
    assert "colorsys" in sys.modules
    assert "student_helper_mod" not in sys.modules
