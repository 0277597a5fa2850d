"""The package's lint and type gates: ruff and mypy, with the configuration in pyproject.toml.

They run as tests so that the README's test command (``./course test``, which CI runs) enforces them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600, check=False)


def test_ruff_is_clean():
    r = _run("ruff", "check", "ireval_teach", "--output-format", "concise")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_is_clean():
    r = _run("mypy")
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-2000:]
