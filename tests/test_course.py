"""``ireval-teach course`` / ``lectures`` without a browser: the working copy, reset, the kernel metadata.

What a newcomer relies on: the copy holds every lecture and student notebook and no solution; a student's
edited file survives a second run; ``--reset NAME`` brings back one original and says that an open notebook
shows JupyterLab's "File Changed" dialog; a bad name is an error naming it; every stored notebook names the
course kernelspec, and the copy carries this interpreter's ``language_info`` (what the kernel writes on
opening), so nothing is marked modified. ``./course reset`` is the same command.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ireval_teach import cli
from ireval_teach.course import (KERNEL_DISPLAY_NAME, KERNEL_NAME, LAB_OVERRIDES, copy_course, course_files,
                                 for_this_kernel, kernel_language_info, lab_command, lab_overrides)
from ireval_teach.errors import CourseFilesError

REPO = Path(__file__).resolve().parents[1]


def test_course_files_are_the_lectures_and_the_student_versions():
    files = course_files(REPO)
    lectures = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
    assert [f for f in files if f.startswith("notebooks/")] == [f"notebooks/{n}" for n in lectures]
    assert "exercises/README.md" in files
    students = sorted(p.name for p in (REPO / "exercises" / "student").glob("*.ipynb"))
    assert students and [f for f in files if f.startswith("exercises/student/")] == \
        [f"exercises/student/{n}" for n in students]
    assert not [f for f in files if "source" in f], "the solutions are not part of a class's copy"


def test_every_stored_notebook_names_the_course_kernelspec():
    """Fix with: python notebooks/src/build_notebooks.py --kernelspec-only"""
    stored = [*REPO.glob("notebooks/*.ipynb"), *REPO.glob("exercises/*/*.ipynb")]
    wrong = [str(p.relative_to(REPO)) for p in stored
             if json.loads(p.read_text(encoding="utf-8"))["metadata"].get("kernelspec")
             != {"name": KERNEL_NAME, "display_name": KERNEL_DISPLAY_NAME, "language": "python"}]
    assert stored and not wrong, f"not naming the {KERNEL_NAME} kernelspec: {wrong}"


def test_copy_keeps_edits_and_reset_restores_one(tmp_path, capsys):
    assert cli.main(["course", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    n = len(course_files(REPO))
    assert f"{n} files copied, 0 kept" in out
    mine = tmp_path / "notebooks" / "05_pr_curve.ipynb"
    other = tmp_path / "notebooks" / "06_interpolation.ipynb"
    mine.write_text("my edits", encoding="utf-8")
    other.write_text("edits too", encoding="utf-8")
    assert cli.main(["course", str(tmp_path)]) == 0
    assert f"0 files copied, {n} kept" in capsys.readouterr().out
    assert mine.read_text(encoding="utf-8") == "my edits"
    assert cli.main(["course", str(tmp_path), "--reset", "05_pr_curve.ipynb"]) == 0
    out = capsys.readouterr().out
    assert f"{mine} is the original again" in out and "File Changed" in out and "Revert" in out
    assert json.loads(mine.read_text(encoding="utf-8"))["cells"]
    assert other.read_text(encoding="utf-8") == "edits too"


def test_reset_of_an_unknown_name_is_an_error_naming_it(tmp_path, capsys):
    assert cli.main(["course", str(tmp_path), "--reset", "05_pr_curv"]) == 2
    err = capsys.readouterr().err
    assert "'05_pr_curv'" in err and "05_pr_curve" in err
    with pytest.raises(CourseFilesError, match="not_there"):
        copy_course(tmp_path, replace=["not_there"])
    (tmp_path / "afile").write_text("x")
    with pytest.raises(CourseFilesError, match="is a file"):
        copy_course(tmp_path / "afile")


def test_copied_notebooks_carry_this_interpreters_kernel_metadata(tmp_path):
    copy_course(tmp_path)
    original = json.loads((REPO / "notebooks" / "05_pr_curve.ipynb").read_text(encoding="utf-8"))
    copied = json.loads((tmp_path / "notebooks" / "05_pr_curve.ipynb").read_text(encoding="utf-8"))
    assert copied["metadata"]["language_info"] == kernel_language_info()
    assert copied["metadata"]["language_info"]["version"] == sys.version.split()[0]
    assert copied["metadata"]["kernelspec"]["name"] == KERNEL_NAME
    assert copied["cells"] == original["cells"]
    assert {k: v for k, v in copied["metadata"].items() if k != "language_info"} == \
        {k: v for k, v in original["metadata"].items() if k != "language_info"}
    # another interpreter's version, the same notebook otherwise; nbformat's layout (indent 1, sorted keys)
    text = (REPO / "notebooks" / "05_pr_curve.ipynb").read_text(encoding="utf-8")
    same = for_this_kernel(text, original["metadata"]["language_info"])
    assert same == text


def test_lab_overrides_keep_a_lecturers_own_settings(tmp_path):
    path = tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"@jupyterlab/apputils-extension:notification": {"fetchNews": "true"},
                                "@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}))
    lab_overrides(str(tmp_path))
    got = json.loads(path.read_text())
    assert got["@jupyterlab/apputils-extension:notification"] == {"fetchNews": "true", "checkForUpdates": False}
    assert got["@jupyterlab/apputils-extension:themes"] == {"theme": "JupyterLab Dark"}
    assert got["@jupyterlab/notebook-extension:tracker"] == LAB_OVERRIDES["@jupyterlab/notebook-extension:tracker"]
    path.write_text("{not json")
    with pytest.raises(CourseFilesError, match="not JSON"):
        lab_overrides(str(tmp_path))


def test_lab_command_opens_the_start_page_and_passes_jupyterlab_options(tmp_path):
    cmd = lab_command(tmp_path, ["--no-browser", "--port=8899"])
    assert cmd[:3] == [sys.executable, "-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path}" in cmd
    assert "--LabApp.default_url=/lab/tree/notebooks/00_start_here.ipynb" in cmd
    assert cmd[-2:] == ["--no-browser", "--port=8899"]
    assert ("--allow-root" in cmd) == (os.geteuid() == 0)


def test_lectures_help_and_options_as_typed():
    """JupyterLab's options reach ``ireval-teach lectures`` untouched (not rejected by ireval-teach's parser)."""
    exe = Path(sys.executable).with_name("ireval-teach")
    if not exe.exists():
        pytest.skip("ireval-teach is not installed beside this Python")
    done = subprocess.run([str(exe), "lectures", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "--dir" in done.stdout and "JupyterLab" in done.stdout
    done = subprocess.run([str(exe), "course", "--reset"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "DIR" in done.stderr


def test_course_reset_script_says_what_it_did(tmp_path):
    env = dict(os.environ, IREVAL_LECTURES_DIR=str(tmp_path))
    if not (REPO / ".venv" / "bin" / "ireval-teach").exists() or os.environ.get("IREVAL_VENV"):
        pytest.skip("./course's .venv is not set up here")
    done = subprocess.run([str(REPO / "course"), "reset", "03_f_measure"], capture_output=True, text=True,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert f"{tmp_path}/notebooks/03_f_measure.ipynb is the original again" in done.stdout
    assert "File Changed" in done.stdout
    done = subprocess.run([str(REPO / "course"), "reset"], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2 and "usage" in done.stderr
