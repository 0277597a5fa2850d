"""Gradescope: the zip built by the command as typed, then its own run_autograder run in Gradescope's directory
layout (a temporary root standing for /autograder), and results.json checked against the documented format."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from desk_class import TASK_IDS, assignment, write_class
from ireval_teach.exercises.isolation import isolation_status
from ireval_teach.exercises.tasks import TASKS

jsonschema = pytest.importorskip("jsonschema")

VIS = ["hidden", "after_due_date", "after_published", "visible"]
#: Gradescope's results.json, as its "Autograder Specifications" document it (our transcription).
SCHEMA = {
    "type": "object",
    "properties": {
        "score": {"type": "number"},
        "execution_time": {"type": "number"},
        "output": {"type": "string"},
        "visibility": {"enum": VIS},
        "stdout_visibility": {"enum": VIS},
        "extra_data": {"type": "object"},
        "tests": {"type": "array", "items": {
            "type": "object",
            "properties": {"score": {"type": "number"}, "max_score": {"type": "number"}, "name": {"type": "string"},
                           "number": {"type": "string"}, "output": {"type": "string"},
                           "tags": {"type": "array", "items": {"type": "string"}}, "visibility": {"enum": VIS},
                           "extra_data": {"type": "object"}},
            "additionalProperties": False}},
        "leaderboard": {"type": "array"},
    },
    "additionalProperties": False,
    "anyOf": [{"required": ["score"]}, {"required": ["tests"]}],
}


@pytest.fixture(scope="module")
def autograder(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("gradescope")
    a = assignment(tmp)
    out = tmp / "autograder.zip"
    env = dict(os.environ, IREVAL_EXERCISE_SECRET="gradescope test secret")
    done = subprocess.run([sys.executable, "-m", "ireval_teach", "gradescope", "build", "--assignment", str(a),
                           "--out", str(out), "--timeout", "60", "--cell-timeout", "10"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return tmp, out, write_class(tmp / "class")


def _run(tmp: Path, zip_path: Path, notebook: Path, name: str) -> tuple[dict, subprocess.CompletedProcess]:
    root = tmp / name  # stands for /autograder
    (root / "source").mkdir(parents=True)
    with zipfile.ZipFile(zip_path) as zf:
        for info in zf.infolist():  # our own zip; extracted as Gradescope does (to source/)
            target = root / "source" / info.filename
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zf.read(info))
            target.chmod((info.external_attr >> 16) & 0o777)
    shutil.copy2(root / "source" / "run_autograder", root / "run_autograder")
    (root / "submission").mkdir()
    shutil.copy(notebook, root / "submission" / notebook.name)
    env = dict(os.environ, IREVAL_GRADESCOPE_ROOT=str(root), IREVAL_GRADESCOPE_PYTHON=sys.executable)
    env.pop("IREVAL_EXERCISE_SECRET", None)  # the zip carries the secret
    done = subprocess.run([str(root / "run_autograder")], capture_output=True, text=True, env=env, timeout=300)
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8")), done


def test_the_zip_holds_what_gradescope_asks_for(autograder):
    _, out, _ = autograder
    with zipfile.ZipFile(out) as zf:
        names = set(zf.namelist())
        modes = {i.filename: (i.external_attr >> 16) for i in zf.infolist()}
        config = json.loads(zf.read("assignment.json"))
    assert {"setup.sh", "run_autograder", "package/pyproject.toml", "package/ireval_teach/__init__.py",
            "package/ireval_teach/exercises/gradescope.py"} <= names
    assert modes["run_autograder"] & stat.S_IXUSR and modes["setup.sh"] & stat.S_IXUSR
    assert config["tasks"] == TASK_IDS and config["points"]["map.mean"] == 3 and config["secret"]
    assert not any("__pycache__" in n for n in names)


def test_run_autograder_grades_a_submission_in_gradescope_layout(autograder):
    tmp, out, files = autograder
    res, done = _run(tmp, out, files["retrieved"], "root_retrieved")
    assert done.returncode == 0, done.stdout + done.stderr
    jsonschema.validate(res, SCHEMA)
    tests = {t["name"]: t for t in res["tests"]}
    assert len(res["tests"]) == len(TASK_IDS) + sum(TASKS[t].kind == "function" for t in TASK_IDS)
    assert sum(t["max_score"] for t in res["tests"]) == 7
    assert res["score"] == sum(t["score"] for t in res["tests"]) == 4  # ap.exact (2) and 11-point (1) wrong
    ap = next(t for t in res["tests"] if t["tags"] == ["ap.exact"])
    assert ap["score"] == 0 and ap["max_score"] == 2 and ap["visibility"] == "visible"
    assert "Recognised mistake" in ap["output"]
    assert not any("hidden check" in t["output"].lower() for t in res["tests"] if t["visibility"] == "visible")
    hidden = [t for t in tests.values() if "hidden checks" in t["tags"]]
    assert hidden and all(t["visibility"] == "after_published" and t["max_score"] == 0 for t in hidden)
    assert res["stdout_visibility"] == "hidden"


def test_hidden_checks_say_nothing_about_their_inputs(autograder):
    tmp, out, files = autograder
    res, _ = _run(tmp, out, files["zero_based"], "root_zero")
    jsonschema.validate(res, SCHEMA)
    for t in res["tests"]:
        if "hidden checks" not in t["tags"]:
            continue
        for line in t["output"].splitlines():
            assert "hidden check" in line.lower(), line
        task = TASKS[t["tags"][0]]
        for _, inp in task.hidden_inputs("s103"):
            for v in inp.values():
                if isinstance(v, list) and len(v) > 3:
                    assert str(v)[1:-1] not in t["output"]


def test_a_hostile_or_missing_submission_still_gets_valid_results(autograder):
    tmp, out, files = autograder
    res, done = _run(tmp, out, files["hostile"], "root_hostile")
    jsonschema.validate(res, SCHEMA)
    assert res["score"] == 0 and "<script>" not in json.dumps(res)
    if not isolation_status()[0]:
        assert "plain child process" in done.stdout
    res, _ = _run(tmp, out, files["broken"], "root_broken")
    jsonschema.validate(res, SCHEMA)
    assert res["score"] == 0 and "could not read" in res["output"]


def test_a_broken_autograder_still_writes_valid_results(tmp_path):
    env = dict(os.environ, IREVAL_GRADESCOPE_ROOT=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "ireval_teach.exercises.gradescope", "run"], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode != 0 and "FileNotFoundError" in done.stderr  # no assignment.json: the log says why
    res = json.loads((tmp_path / "results" / "results.json").read_text(encoding="utf-8"))
    jsonschema.validate(res, SCHEMA)
    assert res["score"] == 0 and "FileNotFoundError" in res["output"]
