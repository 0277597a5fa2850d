"""What the real-browser tests share: Debian's Chromium with the flags this machine needs, a free
localhost port, and stopping a server together with its kernels."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop(proc: subprocess.Popen) -> None:
    """Stop a server started with ``start_new_session=True`` and its kernels (its process group)."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def require_browser(*modules: str) -> None:
    """Skip (with the reason) unless Debian's chromium, python playwright and ``modules`` are there."""
    import pytest

    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); the browser test needs Debian's chromium")
    for name in ("playwright.sync_api", *modules):
        pytest.importorskip(name, reason=f"{name} is not installed")


def repo_env(repo, **extra: str) -> dict:
    """This environment with the repository importable (the served kernels import ireval_teach)."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(repo), *filter(None, [os.environ.get("PYTHONPATH")])]),
                **extra)


@contextlib.contextmanager
def serving(name: str, cmd: list, *, port: int, cwd, env: dict, log_path, timeout_s: float):
    """Start a server (its own process group), wait until it listens on ``port``, stop it at the end.

    Listening is enough: a GET of a notebook page would already start a kernel. If the server exits or
    does not listen within ``timeout_s`` the test fails with the end of its log.
    """
    import pytest

    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if proc.poll() is not None:
                pytest.fail(f"{name} exited with {proc.returncode}:\n{Path(log_path).read_text(errors='replace')[-3000:]}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=2):
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not answer within {timeout_s} s:\n"
                            f"{Path(log_path).read_text(errors='replace')[-3000:]}")
            time.sleep(0.3)
        yield proc
    finally:
        stop(proc)
