"""The course as a newcomer installs it: a built wheel, in a fresh venv made by Debian's ``/usr/bin/python3``.

One test, in the order a newcomer meets things (about 1-2 minutes on 2 cores; pip's cache is reused):

1. ``pip wheel`` of this checkout: the wheel carries the lecture notebooks, the student assignments and
   their README (``setup.py``'s build hook), the data and the licence;
2. ``/usr/bin/python3 -m venv`` (a Python with no NumPy of its own) and ``pip install "WHEEL[notebooks]"``;
3. ``ireval-teach course DIR`` copies the course; grading works from that install: a solution notebook of
   ``exercises/source`` gets full marks (the sandbox runs the venv's interpreter);
4. ``ireval-teach lectures --dir DIR --no-browser`` prints a URL; Chromium at 1366x768 opens it on the
   start page, on the course kernel, not marked modified (the stored notebooks were executed by another
   Python version), and Run All runs every cell without an error.

Nothing is imported from the checkout: the commands run from a temporary directory, without PYTHONPATH.
Screenshot: ``tests/artifacts/wheel/start_page.png``.
"""

from __future__ import annotations

import csv
import os
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, stop

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
DEBIAN_PYTHON = "/usr/bin/python3"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "wheel"
SOLUTION = REPO / "exercises" / "source" / "01_set_measures.ipynb"


def _run(cmd: list, cwd: Path, env: dict, timeout: float = 600) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done


def _clean_env(tmp_path: Path) -> dict:
    """This environment without the checkout on PYTHONPATH or an active venv; Jupyter's own dirs fresh."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter" / "config"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "jupyter" / "workspaces"),
               JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "jupyter" / "settings"),
               JUPYTER_DATA_DIR=str(tmp_path / "jupyter" / "data"), PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("MPLBACKEND", None)
    return env


@pytest.fixture(scope="module")
def wheel_venv(tmp_path_factory):
    """(the wheel, the venv's bin directory, a scratch directory, the environment for its commands)."""
    if not Path(DEBIAN_PYTHON).exists():
        pytest.skip(f"{DEBIAN_PYTHON} is missing: the test installs the wheel with Debian's Python")
    tmp = tmp_path_factory.mktemp("wheel")
    env = _clean_env(tmp)
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", tmp / "dist", REPO], tmp, env)
    wheel = next((tmp / "dist").glob("ireval_teach-*.whl"))
    venv = tmp / "venv"
    _run([DEBIAN_PYTHON, "-m", "venv", venv], tmp, env)
    _run([venv / "bin" / "python", "-m", "pip", "install", "-q", f"{wheel}[notebooks]"], tmp, env, timeout=900)
    return wheel, venv / "bin", tmp, env


def test_wheel_in_a_debian_venv_opens_the_lectures_and_grades(wheel_venv):
    wheel, bin_dir, tmp, env = wheel_venv
    t0 = time.monotonic()
    # 1. the wheel's contents
    from ireval_teach.course import course_files

    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in course_files(REPO) if f"ireval_teach/course_files/{f}" not in names]
    assert not missing, f"the wheel lacks the course files {missing}"
    assert any(n.startswith("ireval_teach/data/digits_") for n in names)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not [n for n in names if "/source/" in n or n.startswith(("tests/", "notebooks/"))]

    # 2. the installed package is the wheel's (not this checkout), on Debian's Python
    where = _run([bin_dir / "python", "-c", "import sys, ireval_teach; print(ireval_teach.__file__); "
                  "print(sys.version.split()[0])"], tmp, env).stdout.split()
    assert where[0].startswith(str(bin_dir.parent)), where
    python_version = where[1]

    # 3. only copy the course; grade a solution to full marks from this install
    copied = _run([bin_dir / "ireval-teach", "course", tmp / "class"], tmp, env)
    assert (tmp / "class" / "notebooks" / "00_start_here.ipynb").is_file(), copied.stdout
    assert (tmp / "class" / "exercises" / "student" / SOLUTION.name).is_file()
    isolation = [] if Path("/usr/bin/bwrap").exists() else ["--isolation", "process"]
    graded = _run([bin_dir / "ireval-teach", "grade", SOLUTION, "--assignment", SOLUTION.stem, "--out",
                   tmp / "grades.csv", "--workers", "1", *isolation], tmp, env)
    rows = list(csv.DictReader((tmp / "grades.csv").open(encoding="utf-8")))
    assert len(rows) == 1 and rows[0]["passed"] == rows[0]["total"] and rows[0]["percent"] == "100.0", \
        f"{rows}\n{graded.stderr[-2000:]}\nfeedback: {sorted((tmp / 'grades_feedback').glob('*'))}"

    # 4. the lectures, in Chromium
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium): the lecture half is not checked")
    pytest.importorskip("playwright.sync_api")
    port = free_port()
    log_path = tmp / "lab.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen([str(bin_dir / "ireval-teach"), "lectures", "--dir", str(tmp / "lectures"),
                                 "--no-browser", f"--port={port}", "--ServerApp.port_retries=0"], cwd=tmp, env=env,
                                stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        url = _printed_url(proc, log_path, port)
        _open_start_page(url, tmp)
    finally:
        stop(proc)
    spec = bin_dir.parent / "share" / "jupyter" / "kernels" / "ireval-teach" / "kernel.json"
    assert spec.is_file() and str(bin_dir / "python") in spec.read_text(encoding="utf-8")
    print(f"wheel install checked on Python {python_version} in {time.monotonic() - t0:.0f} s (after install)")


def _printed_url(proc, log_path: Path, port: int) -> str:
    deadline = time.monotonic() + 120
    while True:
        text = log_path.read_text(errors="replace")
        m = re.search(rf"http://(?:localhost|127\.0\.0\.1):{port}/lab\S+", text)
        if m:
            return m.group(0)
        if proc.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"ireval-teach lectures printed no URL (exit {proc.poll()}):\n{text[-3000:]}")
        time.sleep(0.3)


def _open_start_page(url: str, tmp: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    assert re.search(r"/lab/tree/notebooks/00_start_here\.ipynb\?token=\w+", url), url
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(str(tmp / "profile"), executable_path=CHROMIUM,
                                                       headless=True, args=CHROMIUM_ARGS,
                                                       viewport={"width": 1366, "height": 768})
        try:
            page = browser.new_page()
            page.set_default_timeout(90_000)
            expect.set_options(timeout=90_000)
            page.goto(url, timeout=90_000)
            nb = page.locator(".jp-NotebookPanel:visible")
            expect(nb.locator("h1").first).to_contain_text("Start here")
            # the course kernel, connected and idle (the stored notebook was executed by another Python)
            expect(page.locator("#jp-main-statusbar")).to_contain_text("Python 3 (ireval-teach) | Idle")
            page.wait_for_timeout(1000)  # metadata a starting kernel writes would mark the tab modified by now
            assert page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0, "the start page opens marked modified"
            page.screenshot(path=str(ARTIFACTS / "start_page.png"))
            # every cell runs in the wheel's environment
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
            prompts = ".jp-CodeCell .jp-InputArea-prompt"
            deadline = time.monotonic() + 90
            while not all(re.fullmatch(r"\[\d+\]:", t.strip()) for t in nb.locator(prompts).all_inner_texts()):
                assert time.monotonic() < deadline, nb.locator(prompts).all_inner_texts()
                page.wait_for_timeout(300)
            errors = nb.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']")
            assert errors.count() == 0, errors.first.inner_text()[:1000]
            page.screenshot(path=str(ARTIFACTS / "start_page_run.png"))
        finally:
            browser.close()
