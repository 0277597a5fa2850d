"""One submission, one sandbox: start :mod:`.untrusted` in an isolated process and talk plain JSON to it.

The grader never runs student code in its own process. :class:`Sandbox` starts a fresh Python
running ``untrusted.py`` (and nothing else of ireval_teach) inside Debian's **bubblewrap**
(``bwrap``) when it is usable:

* new user, PID, network, IPC, UTS and cgroup namespaces (``--unshare-all``, no nested user
  namespaces): no network at all, no view of other processes, ``--die-with-parent`` and
  ``--new-session``; after every cell and every request the agent kills every other process in the
  sandbox, so a fork bomb or a daemon lives at most one cell;
* a file system of read-only system and Python directories only (``/usr``, the Python installation,
  the virtual environment, the agent script) plus an empty private ``/tmp`` (the working directory):
  the submissions, the instructor's notebooks, the repository, the package's own source and the
  home directory are not there; the installed ``ireval_teach`` package, where it lies inside a
  mounted directory, is covered by an empty directory;
* an environment built from scratch (no ``IREVAL_EXERCISE_SECRET``, no tokens), resource limits set
  by the agent before any student code runs: CPU seconds, address space, processes (16, counted
  inside the sandbox's own user namespace; the kernel does not apply this limit when the grader runs
  as root, so the agent also counts the sandbox's processes every 0.1 s while a cell runs and kills
  them all beyond the limit), file size and open files, a 256 MB /tmp, a lower CPU
  priority (nice 5) than the grader and a lower one still (nice 15) for processes the student's code forks; a function's time limit is CPU time, so a busy machine does
  not fail a correct function (the wall-clock backstop is twice as long);
* at the end :meth:`Sandbox.close` kills the bwrap process; its PID namespace dies with it, so
  every process the submission started (forks, daemons, ``setsid`` escapes) is killed too.

Where bwrap is missing or cannot create namespaces (some containers), :func:`isolation_status`
says so and the grader refuses to run unless asked for ``isolation="process"`` (``--no-sandbox``):
then the agent still runs in its own process with the same limits and its own temporary directory
(so cheats that need the grader's memory -- frame walking, monkeypatching, reading the secret --
still fail), but it can read the file system and the network, and a process that starts its own
session can outlive the grading. That mode is for trusted code only.

Everything read back is validated here (:func:`recv` limits sizes; the grader checks types).
"""

from __future__ import annotations

import functools
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Where the agent script appears inside the sandbox.
AGENT_PATH = "/opt/ireval/agent.py"
#: The longest JSON line accepted from a sandbox (bytes).
MAX_LINE = 4 << 20
MODES = ("bwrap", "process")
#: Size of a sandbox's private /tmp (a tmpfs, i.e. memory).
TMP_BYTES = 256 << 20


@dataclass(frozen=True)
class Limits:
    """Resource limits of one sandbox (set with ``setrlimit`` before the student's first cell)."""

    cpu_seconds: int = 300
    memory_bytes: int = 3 << 30
    processes: int = 16
    file_bytes: int = 64 << 20
    open_files: int = 256

    def as_message(self) -> dict:
        return {"cpu": self.cpu_seconds, "memory": self.memory_bytes, "processes": self.processes,
                "file_size": self.file_bytes, "open_files": self.open_files}


def _agent_source() -> Path:
    return Path(__file__).with_name("untrusted.py")


def _environment(home: str) -> dict:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8",
           "MPLBACKEND": "Agg", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONIOENCODING": "utf-8",
           "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    return env


def _ro_dirs() -> list[str]:
    """Read-only directories a Python with the installed packages needs (deduplicated, outermost first)."""
    wanted = ["/usr", sys.base_prefix, sys.prefix, sys.exec_prefix, os.path.dirname(os.path.realpath(sys.executable))]
    for p in list(sys.path):
        if p and ("site-packages" in p or "dist-packages" in p):
            wanted.append(p)
    real = sorted({os.path.realpath(p) for p in wanted if p and os.path.isdir(p)}, key=len)
    out: list[str] = []
    for p in real:
        if not any(p == q or p.startswith(q.rstrip("/") + "/") for q in out):
            out.append(p)
    return out


def bwrap_command(tmp: str) -> list[str]:
    """The bwrap command line for one sandbox whose private /tmp is empty (``tmp`` is unused inside)."""
    bwrap = shutil.which("bwrap") or "/usr/bin/bwrap"
    cmd = [bwrap, "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
    for top in ("/bin", "/lib", "/lib64", "/lib32", "/sbin"):
        if os.path.islink(top):
            cmd += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            cmd += ["--ro-bind", top, top]
    ro = _ro_dirs()
    for d in ro:
        cmd += ["--ro-bind", d, d]
    for f in ("/etc/ld.so.cache", "/etc/localtime", "/etc/nsswitch.conf"):
        if os.path.exists(f):
            cmd += ["--ro-bind", f, f]
    # the installed package itself is never visible (an editable install points outside the mounts)
    pkg = os.path.realpath(str(Path(__file__).resolve().parents[1]))
    if any(pkg.startswith(d.rstrip("/") + "/") for d in ro):
        cmd += ["--tmpfs", pkg]
    cmd += ["--proc", "/proc", "--dev", "/dev", "--size", str(TMP_BYTES), "--tmpfs", "/tmp", "--dir", "/tmp/work",
            "--chdir", "/tmp/work",
            "--ro-bind", str(_agent_source()), AGENT_PATH]
    return cmd + [os.path.realpath(sys.executable), "-E", "-s", "-B", AGENT_PATH]


@functools.lru_cache(maxsize=1)
def isolation_status() -> tuple[bool, str]:
    """Is bubblewrap usable here? ``(True, "bwrap <version>")`` or ``(False, why not)``."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return False, ("bubblewrap (bwrap) is not installed (Debian/Ubuntu: apt-get install bubblewrap; "
                       "./course test installs it)")
    try:
        with tempfile.TemporaryDirectory(prefix="ireval_probe_") as tmp:
            cmd = bwrap_command(tmp)
            cmd = cmd[:cmd.index(AGENT_PATH) + 1] + [os.path.realpath(sys.executable), "-E", "-s", "-c", "print('ok')"]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=20, env=_environment("/tmp/work"))
    except (OSError, subprocess.SubprocessError) as exc:
        return False, f"bwrap could not start a sandbox ({type(exc).__name__}: {exc})"
    if r.returncode != 0 or r.stdout.strip() != "ok":
        return False, f"bwrap cannot create a sandbox here: {(r.stderr or r.stdout).strip()[:200]}"
    version = subprocess.run([bwrap, "--version"], capture_output=True, text=True).stdout.strip()
    return True, version or "bwrap"


class Sandbox:
    """One running agent (see the module docstring). Use as a context manager; never raises for the student."""

    def __init__(self, mode: str = "bwrap", limits: Limits = Limits()) -> None:
        if mode not in MODES:
            raise ValueError(mode)
        self.mode = mode
        self.tmp = tempfile.mkdtemp(prefix="ireval_sub_")
        self.buf = b""
        self.dead: str | None = None
        if mode == "bwrap":
            cmd = bwrap_command(self.tmp)
            env = _environment("/tmp/work")
            cwd = self.tmp
        else:
            agent = os.path.join(self.tmp, "agent.py")
            shutil.copyfile(_agent_source(), agent)
            work = os.path.join(self.tmp, "work")
            os.mkdir(work)
            cmd = [sys.executable, "-E", "-s", "-B", agent]
            env = _environment(work)
            cwd = work
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env=env, cwd=cwd, start_new_session=True, close_fds=True)
        self.limits = limits

    def __enter__(self) -> "Sandbox":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def send(self, obj: Any) -> bool:
        if self.dead:
            return False
        try:
            self.proc.stdin.write((json.dumps(obj, separators=(",", ":")) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
            return True
        except (OSError, ValueError):
            self.dead = "the sandbox stopped reading"
            return False

    def recv(self, deadline: float) -> Any:
        """The next JSON message, or ``None`` at the deadline or at the end (``self.dead`` then says why)."""
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            if self.dead:
                return None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                ready, _, _ = select.select([fd], [], [], remaining)
            except (OSError, ValueError):
                self.dead = "the channel to the sandbox broke"
                return None
            if not ready:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self.dead = self._exit_reason()
                return None
            self.buf += chunk
            if len(self.buf) > MAX_LINE:
                self.dead = "the sandbox sent an oversized message"
                self.kill()
                return None
        line, self.buf = self.buf.split(b"\n", 1)
        try:
            return json.loads(line)
        except ValueError:
            return {"garbage": True}

    def _exit_reason(self) -> str:
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return "the notebook's Python process closed its channel"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            return f"the notebook's Python process was killed ({name})"
        return "the notebook's Python process ended (exit, os._exit or a crash)"

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.kill()
        except OSError:
            pass

    def close(self) -> None:
        """Kill the sandbox and everything in it; remove its temporary directory."""
        if self.mode == "process":
            _kill_descendants(self.proc.pid)
        self.kill()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        shutil.rmtree(self.tmp, ignore_errors=True)


def _kill_descendants(pid: int) -> None:
    """Without a PID namespace: kill every process whose parent chain leads to ``pid`` (best effort)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as fh:
                    parents[int(entry)] = int(fh.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    found, frontier = set(), {pid}
    while frontier:
        frontier = {c for c, p in parents.items() if p in frontier and c not in found}
        found |= frontier
    for c in found:
        try:
            os.kill(c, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
