"""The grader on an ordinary TA machine: a venv made by Debian's ``/usr/bin/python3`` (whose own
site-packages have no NumPy), the package installed into it, the golden released class graded there.

Two properties are checked at once, the way a TA meets them:

* **the course's environment**: the sandbox runs the venv's interpreter and site-packages (its NumPy
  and SciPy), so a correct notebook whose functions use NumPy gets full marks;
* **released assignments are stable**: the golden class answers every value task with the literal
  numbers recorded in ``tests/golden/released_variants.json`` (what a class typed when the assignment was
  released), so a change of the inputs a released assignment draws fails here.

About a minute (a venv, a wheel of this repository and pip's cached NumPy/SciPy wheels); skipped with the
reason when ``/usr/bin/python3`` cannot make a venv or pip cannot install offline.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import pwd
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = json.loads((ROOT / "tests" / "golden" / "released_variants.json").read_text(encoding="utf-8"))
DEBIAN_PYTHON = "/usr/bin/python3"
GOLDEN_ID = "s1234567"

NUMPY_AP = '''import numpy as np
def my_ap(labels, n_relevant):
    rel = np.asarray(labels, dtype=float)
    if n_relevant == 0 or rel.size == 0:
        return 0.0
    precision = np.cumsum(rel) / np.arange(1, rel.size + 1)
    return float(np.sum(precision * rel) / n_relevant)
'''


def _bwrap_usable() -> tuple[bool, str]:
    from ireval_teach.exercises.isolation import isolation_status

    return isolation_status()


@pytest.fixture(scope="module")
def debian_venv():
    usable, why = _bwrap_usable()
    if not usable:
        pytest.skip(f"no sandbox: {why}")
    if not os.access(DEBIAN_PYTHON, os.X_OK):
        pytest.skip(f"{DEBIAN_PYTHON} is not here")
    probe = subprocess.run([DEBIAN_PYTHON, "-c", "import ensurepip, venv"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"{DEBIAN_PYTHON} cannot make a venv (apt-get install python3-venv): {probe.stderr[-200:]}")
    base_numpy = subprocess.run([DEBIAN_PYTHON, "-c", "import numpy"], capture_output=True).returncode == 0
    # in /tmp, readable by every user (pytest's own folders are root's alone), so a normal user can run it too
    work = Path(tempfile.mkdtemp(prefix="ireval_debian_venv_"))
    os.chmod(work, 0o755)
    venv = work / "venv"
    subprocess.run([DEBIAN_PYTHON, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=120)
    src = work / "src"  # a copy without the developer's .venv and caches (pip builds a wheel of it)
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(".venv", ".git", "__pycache__", "*.egg-info", "build",
                                                              "node_modules", ".pytest_cache", ".mypy_cache"))
    r = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(src)],
                       capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1"))
    if r.returncode != 0:
        shutil.rmtree(work, ignore_errors=True)
        pytest.skip(f"pip could not install the package into a Debian venv here: {r.stderr[-300:]}")
    shutil.rmtree(src, ignore_errors=True)
    yield dict(venv=venv, work=work, base_numpy=base_numpy)
    shutil.rmtree(work, ignore_errors=True)


def _typed_answer(task_id: str, recorded: dict, sid: str):
    """What the golden student types for a value task: the recorded literal of the release; a judgment
    question's key is not recorded (its ``expected`` is None: only the question it was posed is), so its
    answer is the key of the question this id is posed (the instructor's notebook answers the demo id's)."""
    expected = recorded["ids"][sid]["expected"][0]
    if expected is not None or not task_id.startswith("judge."):
        return expected
    from ireval_teach.exercises.tasks import TASKS

    posed = TASKS[task_id].judge.posed(task_id, sid)
    assert json.loads(json.dumps(posed.public)) == recorded["ids"][sid]["visible"][0], \
        f"{task_id}: the question posed to {sid} is not the released one"
    return posed.answer


def golden_notebook(name: str, sid: str = GOLDEN_ID, numpy_ap: bool = False) -> dict:
    """The instructor's solutions with the value answers typed as the recorded literals of the release."""
    nb = json.loads((ROOT / "exercises" / "source" / name).read_text(encoding="utf-8"))
    tasks = GOLDEN["notebooks"][name]["tasks"]
    cells = []
    for cell in nb["cells"]:
        src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if cell["cell_type"] == "code" and 'STUDENT_ID = "demo"' in src:
            src = src.replace('STUDENT_ID = "demo"', f"STUDENT_ID = {sid!r}")
        if numpy_ap and cell["cell_type"] == "code" and "def my_ap(" in src:
            src = NUMPY_AP
        cells.append(dict(cell, source=src))
    typed = [f"{t['answer_name']} = {_typed_answer(tid, t, sid)!r}" for tid, t in tasks.items() if t["kind"] == "value"]
    cells.append({"cell_type": "code", "source": "\n".join(typed), "metadata": {}, "outputs": [],
                  "execution_count": None})
    nb["cells"] = cells
    return nb


def test_golden_released_class_gets_full_marks_in_a_debian_venv(debian_venv):
    venv, work = debian_venv["venv"], debian_venv["work"]
    cli = venv / "bin" / "ireval-teach"
    for name in sorted(GOLDEN["notebooks"]):
        sub = work / f"sub_{name[:2]}"
        sub.mkdir()
        (sub / f"golden_{name}").write_text(json.dumps(golden_notebook(name)), encoding="utf-8")
        if name.startswith("03_"):
            (sub / "numpy_ap.ipynb").write_text(json.dumps(golden_notebook(name, "golden-b", numpy_ap=True)),
                                                encoding="utf-8")
        out = work / f"grades_{name[:2]}.csv"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env["IREVAL_EXERCISE_SECRET"] = GOLDEN["secret"]
        r = subprocess.run([str(cli), "grade", str(sub), "--assignment", str(ROOT / "exercises" / "student" / name),
                            "--out", str(out), "--workers", "2"], capture_output=True, text=True, env=env, timeout=600,
                           cwd=work)
        assert r.returncode == 0, r.stderr
        assert "course environment" in r.stdout + r.stderr and str(venv) in r.stdout + r.stderr, r.stdout + r.stderr
        rows = list(csv.DictReader(out.open(encoding="utf-8")))
        assert rows, name
        for row in rows:
            assert row["percent"] == "100.0", (name, row)


def test_the_debian_python_lacks_numpy_so_the_test_means_something(debian_venv):
    if debian_venv["base_numpy"]:
        pytest.skip(f"{DEBIAN_PYTHON} has NumPy of its own here: the venv test cannot tell the environments apart")
    assert not debian_venv["base_numpy"]


def _correct(sid: str, extra: list[str] = ()) -> dict:
    nb = golden_notebook("03_ap_map.ipynb", GOLDEN_ID)
    for cell in nb["cells"]:
        if cell["cell_type"] == "code" and f"STUDENT_ID = {GOLDEN_ID!r}" in cell["source"]:
            cell["source"] = cell["source"].replace(f"STUDENT_ID = {GOLDEN_ID!r}", f"STUDENT_ID = {sid!r}")
    nb["cells"] = nb["cells"][:-1]  # the typed literals are the golden id's
    nb["cells"] += [{"cell_type": "code", "source": c, "metadata": {}, "outputs": [], "execution_count": None}
                    for c in extra]
    return nb


def test_both_grader_modes(debian_venv):
    """The same class graded by root (a user id per sandbox) and by ``nobody`` (a user namespace), on the four
    tasks of assignment 03 its counts ("4") are of (the assignment has more now, graded elsewhere)."""
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        pytest.skip("needs root and setpriv to grade as root and as nobody")
    nobody = pwd.getpwnam("nobody")
    as_nobody = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups"]
    probe = subprocess.run(as_nobody + [shutil.which("bwrap"), "--unshare-all", "--unshare-user", "--ro-bind", "/",
                                        "/", "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"this kernel gives no user namespace to a normal user: {probe.stderr.strip()[:200]}")
    work = debian_venv["work"] / "both"
    sub = work / "sub"
    sub.mkdir(parents=True)
    os.chmod(work, 0o755)
    (sub / "ok.ipynb").write_text(json.dumps(_correct("both1")), encoding="utf-8")
    (sub / "exit_last.ipynb").write_text(json.dumps(_correct("both2", ["import os\nos._exit(0)"])), encoding="utf-8")
    (sub / "bomb.ipynb").write_text(json.dumps(_correct("both3", [
        "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"])), encoding="utf-8")
    for p in [sub, *sub.iterdir()]:
        os.chmod(p, 0o755 if p.is_dir() else 0o644)
    cmd = [str(debian_venv["venv"] / "bin" / "ireval-teach"), "grade", str(sub), "--tasks",
           "ap.value,ap.exact,ap.eleven_point,map.mean", "--cell-timeout", "3", "--workers", "2"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["IREVAL_EXERCISE_SECRET"] = "both-modes"
    results = {}
    for who, prefix in (("root", []), ("nobody", as_nobody)):
        out = work / who / "g.csv"
        out.parent.mkdir()
        os.chmod(out.parent, 0o777)
        r = subprocess.run(prefix + cmd + ["--out", str(out)], capture_output=True, text=True, env=env, timeout=300,
                           cwd=out.parent)
        assert r.returncode == 0, (who, r.stderr[-800:])
        results[who] = (r.stderr, {Path(x["file"]).name: x for x in csv.DictReader(out.open(encoding="utf-8"))})
    assert "each sandbox under an unprivileged user id of its own" in results["root"][0]
    assert "(not root): each sandbox in a user namespace" in results["nobody"][0]
    for who, (_, rows) in results.items():
        assert {n: r["passed"] for n, r in rows.items()} == {"ok.ipynb": "4", "exit_last.ipynb": "4",
                                                              "bomb.ipynb": "4"}, (who, rows)
