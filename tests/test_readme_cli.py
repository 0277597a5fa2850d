"""Every ``ireval-teach`` command in the README runs as written, from a fresh shell (issue 14).

Each command of the README's ```bash blocks that starts with ``ireval-teach`` runs in ``bash`` after
``source .venv/bin/activate`` (what the README tells a user to do), in the directory the README names:

* commands naming ``ireval_teach/data/...`` or ``exercises/...`` run from (a copy of) the repository root;
* the generic ``qrels.txt run.txt a.txt b.txt`` ones run in a directory prepared the way the README
  says (``python -m ireval_teach.digits DIR``);
* ``submissions/*.ipynb`` are copies of the student notebooks (what students hand in before working), and
  ``canvas_download.zip`` holds them as a Canvas bulk download names them.

A command passes when it exits with status 0 and prints something.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = re.compile(r"^```bash[^\n]*\n(.*?)^```\s*$", re.M | re.S)
ACTIVATE = Path(sys.executable).parent / "activate"


def readme_commands() -> list[str]:
    cmds = []
    for m in FENCE.finditer(README.read_text(encoding="utf-8")):
        for line in m.group(1).splitlines():
            cmd = re.sub(r"\s+#.*$", "", line).strip()
            if cmd.startswith("ireval-teach "):
                cmds.append(cmd)
    return cmds


COMMANDS = readme_commands()


def test_readme_says_how_to_reach_the_command():
    text = README.read_text(encoding="utf-8")
    assert "source .venv/bin/activate" in text and ".venv/bin/ireval-teach" in text
    assert len(COMMANDS) >= 6, COMMANDS


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """A copy of what the README's commands read: the package data, the exercises, the digits files."""
    d = tmp_path_factory.mktemp("readme")
    shutil.copytree(ROOT / "ireval_teach" / "data", d / "ireval_teach" / "data")
    shutil.copytree(ROOT / "exercises", d / "exercises", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (d / "submissions").mkdir()
    for nb in sorted((ROOT / "exercises" / "student").glob("*.ipynb"))[:1]:
        shutil.copy(nb, d / "submissions" / nb.name)
    import zipfile  # an LMS bulk download of the same notebooks, named as Canvas names them

    with zipfile.ZipFile(d / "canvas_download.zip", "w") as zf:
        for i, nb in enumerate(sorted((d / "submissions").glob("*.ipynb"))):
            zf.write(nb, f"student{i}_{1000 + i}_{2000 + i}_{nb.name}")
    subprocess.run([sys.executable, "-m", "ireval_teach.digits", str(d)], check=True, capture_output=True)
    return d


@pytest.mark.skipif(not ACTIVATE.exists(), reason="not running from a virtual environment with bin/activate")
@pytest.mark.parametrize("cmd", COMMANDS, ids=[c[:60] for c in COMMANDS])
def test_readme_command_runs_as_written(cmd, workdir):
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PATH"] = "/usr/local/bin:/usr/bin:/bin"  # a fresh shell: nothing of this test's environment
    # a command reading the run from standard input ("... qrels.txt -") gets run.txt there
    stdin = (workdir / "run.txt").read_text() if cmd.endswith(" -") else ""
    proc = subprocess.run(["bash", "-c", f"source {ACTIVATE} && {cmd}"], cwd=workdir, env=env, input=stdin,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{cmd}\nexit {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    assert proc.stdout.strip() or list(workdir.glob("*.csv")), f"{cmd} printed nothing"
