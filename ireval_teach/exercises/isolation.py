"""One submission, one sandbox: start :mod:`.untrusted` in an isolated process and talk plain JSON to it.

The grader never runs student code in its own process. :class:`Sandbox` starts a fresh Python
running ``untrusted.py`` (and nothing else of ireval_teach) inside Debian's **bubblewrap**
(``bwrap``) when it is usable:

* new PID, network, IPC, UTS and cgroup namespaces, and a user namespace (``--unshare-all``, no
  nested user namespaces) unless the sandbox runs under a uid of its own (a root grader, below: a user
  namespace made by root would map the sandbox's user to root again; user namespaces the student
  creates there give no way out of the mount, PID and network namespaces, nor past the process limit,
  which the kernel checks in every parent namespace): no network at all, no view of other
  processes, ``--die-with-parent`` and ``--new-session``; after every cell and every request the agent kills every other process in the
  sandbox, so a fork bomb or a daemon lives at most one cell;
* a file system of read-only system and Python directories only (``/usr``, the Python installation,
  the virtual environment, the agent script) plus an empty private ``/tmp`` (the working directory):
  the submissions, the instructor's notebooks, the repository, the package's own source and the
  home directory are not there; the installed ``ireval_teach`` package, where it lies inside a
  mounted directory, is covered by an empty directory;
* the interpreter is the course environment's (:func:`sandbox_python`: the venv ``ireval-teach`` runs
  in, with its NumPy and SciPy, read-only), never the base Python a venv links to;
* ``/dev`` is read-only (bubblewrap's own ``/dev`` is an unbounded tmpfs) with a 16 MB ``/dev/shm``;
  where the machine allows it each sandbox has a memory cgroup of its own (:mod:`.memory_limit`), which
  bounds its processes' memory and the files of its ``/tmp`` together;
* an environment built from scratch (no ``IREVAL_EXERCISE_SECRET``, no tokens), resource limits set
  by the agent before any student code runs: CPU seconds, address space, processes (16), file size
  and open files, a 256 MB /tmp, a lower CPU priority (nice 5) than the grader and a lower one still
  (nice 15) for processes the student's code forks; a function's time limit is CPU time, so a busy
  machine does not fail a correct function (the wall-clock backstop is twice as long);
* the process limit is the kernel's (``RLIMIT_NPROC``: a fork beyond it fails), see
  :func:`process_limit_status`. The kernel does not apply it to root, so when the grader runs as
  root each sandbox runs under an **unprivileged user id of its own** (:data:`SANDBOX_UIDS`, an id
  no account has): bwrap then starts without a user namespace (as root it would map the sandbox's
  user to root again), keeps only ``CAP_SETUID``/``CAP_SETGID``, and the agent gives up root
  (``setgroups([])``, ``setresgid``, ``setresuid``) before anything of the student's runs; with
  ``no_new_privs`` set by bwrap nothing can gain privileges back. Where that is not possible the
  limit is only the agent's count: it counts the sandbox's processes every 0.1 s while a cell runs
  and kills them all beyond the limit (a fork bomb briefly reaches a few dozen processes); the
  agent counts in every mode, as a backstop;
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
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .memory_limit import MemoryCgroup, memory_limit_status

#: Where the agent script appears inside the sandbox.
AGENT_PATH = "/opt/ireval/agent.py"
#: The longest JSON line accepted from a sandbox (bytes).
MAX_LINE = 4 << 20
MODES = ("bwrap", "process")
#: Size of a sandbox's private /tmp (a tmpfs, i.e. memory).
TMP_BYTES = 256 << 20
#: Size of a sandbox's /dev/shm (a tmpfs); the rest of /dev is read-only.
SHM_BYTES = 16 << 20
#: Seconds the grader waits to hand one message to a sandbox that does not read its channel.
SEND_TIMEOUT = 10.0
#: User ids a root grader runs sandboxes under (one per sandbox, drawn at random; no account has them),
#: so that the kernel's per-user process limit counts each sandbox's processes on their own.
SANDBOX_UIDS = range(2_000_000_000, 2_000_000_000 + (1 << 24))
#: How the process limit is enforced (see :func:`process_limit_status`).
PROCESS_LIMIT_MODES = ("uid", "rlimit", "agent")


@dataclass(frozen=True)
class Limits:
    """Resource limits of one sandbox (set with ``setrlimit`` before the student's first cell)."""

    cpu_seconds: int = 300
    memory_bytes: int = 3 << 30
    processes: int = 16
    file_bytes: int = 64 << 20
    open_files: int = 256

    def as_message(self) -> dict:
        return {"cpu": self.cpu_seconds, "memory": self.memory_bytes, "data": self.memory_bytes, "processes": self.processes,
                "file_size": self.file_bytes, "open_files": self.open_files}


def _agent_source() -> Path:
    return Path(__file__).with_name("untrusted.py")


def _code_reader_source() -> Path:
    """The agent's one companion: reads a function's compiled code (stdlib only, see :mod:`.code_reading`)."""
    return Path(__file__).with_name("code_reading.py")


def _environment(home: str) -> dict:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8",
           "MPLBACKEND": "Agg", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONIOENCODING": "utf-8",
           "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    return env


def _ro_dirs() -> list[str]:
    """Read-only directories a Python with the installed packages needs (deduplicated, outermost first)."""
    wanted = ["/usr", sys.base_prefix, sys.prefix, sys.exec_prefix, os.path.dirname(os.path.realpath(sys.executable)),
              os.path.dirname(sandbox_python())]
    for p in list(sys.path):
        if p and ("site-packages" in p or "dist-packages" in p):
            wanted.append(p)
    real = sorted({os.path.realpath(p) for p in wanted if p and os.path.isdir(p)}, key=len)
    out: list[str] = []
    for p in real:
        if not any(p == q or p.startswith(q.rstrip("/") + "/") for q in out):
            out.append(p)
    return out


def sandbox_python() -> str:
    """The interpreter of the course's environment: the one ``ireval-teach`` runs in, as invoked.

    Not ``realpath(sys.executable)``: a venv's ``bin/python`` is a link to the base interpreter, and
    only when it is started through the venv's own path does Python find the venv's ``pyvenv.cfg`` and
    its site-packages (the venv's NumPy and SciPy). ``-E`` (no ``PYTHON*`` variables) and ``-s`` (no
    user site-packages) keep everything else of the grader's environment out.
    """
    return os.path.abspath(sys.executable)


def course_environment() -> str:
    """The sentence ``grade`` prints about the environment the notebooks run in."""
    venv = sys.prefix != sys.base_prefix
    sites = [p for p in sys.path if p.endswith(("site-packages", "dist-packages")) and os.path.isdir(p)]
    return (f"course environment: {sandbox_python()} (Python {sys.version.split()[0]}, "
            f"{'the virtual environment ' + sys.prefix if venv else 'no virtual environment: ' + sys.prefix}; "
            f"packages from {', '.join(sites) or 'the standard library only'}, read-only)")


def bwrap_command(tmp: str, uid: int | None = None) -> list[str]:
    """The command line of one sandbox running the agent: :func:`bwrap_prefix` + the agent."""
    return bwrap_prefix(tmp, uid) + [sandbox_python(), "-E", "-s", "-B", AGENT_PATH]


def bwrap_prefix(tmp: str, uid: int | None = None) -> list[str]:
    """The bwrap command line for one sandbox whose private /tmp is empty (``tmp`` is unused inside);
    the command to run inside follows it.

    ``uid``: the grader is root and the agent switches to this user id before the student's code
    (no user namespace then: see the module docstring); None: a user namespace of the grader's user.
    """
    bwrap = shutil.which("bwrap") or "/usr/bin/bwrap"
    if uid is None:
        cmd = [bwrap, "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
               "--cap-drop", "ALL"]
    else:
        cmd = [bwrap, "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
               "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--cap-add", "CAP_SETUID",
               "--cap-add", "CAP_SETGID"]
    binds = []
    for top in ("/bin", "/lib", "/lib64", "/lib32", "/sbin"):
        if os.path.islink(top):
            cmd += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            binds.append((top, top))
    ro = _ro_dirs()
    binds += [(d, d) for d in ro]
    binds += [(f, f) for f in ("/etc/ld.so.cache", "/etc/localtime", "/etc/nsswitch.conf") if os.path.exists(f)]
    binds.append((str(_agent_source()), AGENT_PATH))
    binds.append((str(_code_reader_source()), str(Path(AGENT_PATH).with_name("code_reading.py"))))
    # the private /tmp first, so that a mount below it (a course venv in /tmp) is not hidden by it
    cmd += ["--size", str(TMP_BYTES), "--perms", "1777", "--tmpfs", "/tmp"]
    # the directories above the mounts can be traversed by any user (bwrap run by root makes them 0700)
    above = {str(a) for _, dest in binds for a in Path(dest).parents if str(a) not in ("/", "/tmp")}
    for d in sorted(above, key=lambda a: (a.count("/"), a)):
        cmd += ["--perms", "0755", "--dir", d]
    for src, dest in binds:
        cmd += ["--ro-bind", src, dest]
    # the installed package itself is never visible (an editable install points outside the mounts)
    pkg = os.path.realpath(str(Path(__file__).resolve().parents[1]))
    if any(pkg.startswith(d.rstrip("/") + "/") for d in ro):
        cmd += ["--tmpfs", pkg]
    # /tmp and the working directory are writable by the sandbox's user whichever it is
    # /dev is bubblewrap's own tmpfs, unbounded and writable by a user-namespace sandbox: read-only, with a
    # small /dev/shm (the only memory file systems a sandbox can write are this one and its /tmp)
    cmd += ["--proc", "/proc", "--dev", "/dev", "--size", str(SHM_BYTES), "--perms", "1777", "--tmpfs", "/dev/shm",
            "--remount-ro", "/dev", "--perms", "0777", "--dir", "/tmp/work", "--chdir", "/tmp/work"]
    return cmd


def _probe(code: str, *args: str, uid: int | None = None) -> subprocess.CompletedProcess:
    """Run ``python -c code args`` in a fresh bwrap sandbox (under ``uid`` when given); OSError or
    SubprocessError when it cannot start or takes over 20 s."""
    with tempfile.TemporaryDirectory(prefix="ireval_probe_") as tmp:
        cmd = bwrap_prefix(tmp, uid=uid) + [sandbox_python(), "-E", "-s", "-c", code, *args]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=20, env=_environment("/tmp/work"))


@functools.lru_cache(maxsize=1)
def isolation_status() -> tuple[bool, str]:
    """Is bubblewrap usable here? ``(True, "bwrap <version>")`` or ``(False, why not)``."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return False, ("bubblewrap (bwrap) is not installed (Debian/Ubuntu: apt-get install bubblewrap; "
                       "./course test installs it)")
    try:
        r = _probe("print('ok')")
    except (OSError, subprocess.SubprocessError) as exc:
        return False, f"bwrap could not start a sandbox ({type(exc).__name__}: {exc})"
    if r.returncode != 0 or r.stdout.strip() != "ok":
        return False, f"bwrap cannot create a sandbox here: {(r.stderr or r.stdout).strip()[:200]}"
    version = subprocess.run([bwrap, "--version"], capture_output=True, text=True).stdout.strip()
    return True, version or "bwrap"


#: Run in a probe sandbox: give up root for the uid in argv[1] with the agent's own
#: :func:`.untrusted.drop_privileges` (the agent script is argv[2], as mounted in every sandbox), allow 2
#: processes, try 4; "limited" when refused.
_UID_PROBE = """import os, resource, runpy, signal, sys
u = int(sys.argv[1])
try:
    runpy.run_path(sys.argv[2])["drop_privileges"](u)
except (OSError, ValueError) as exc:
    print(f"could not switch to an unprivileged user ({exc})"); sys.exit()
resource.setrlimit(resource.RLIMIT_NPROC, (2, 2))
kids, refused = [], False
for _ in range(4):
    try:
        pid = os.fork()
    except OSError:
        refused = True
        break
    if pid == 0:
        signal.pause()
    kids.append(pid)
for pid in kids:
    os.kill(pid, signal.SIGKILL)
print("limited" if refused else "not limited")
"""


@functools.lru_cache(maxsize=1)
def process_limit_status() -> tuple[str, str]:
    """How a bwrap sandbox's process limit is enforced here: ``(mode, sentence)``.

    ``"rlimit"``: the grader is not root, the kernel's ``RLIMIT_NPROC`` holds as it is; ``"uid"``: the
    grader is root and each sandbox runs under an unprivileged user id of its own (probed: the kernel
    refused a fork beyond the limit there); ``"agent"``: root without that possibility (or no
    bubblewrap), so only the agent's count every 0.1 s stands, and the sentence says why.
    """
    n = Limits().processes
    if os.geteuid() != 0:
        return "rlimit", f"the kernel's per-user process limit (RLIMIT_NPROC, {n} per sandbox)"
    usable, why = isolation_status()
    if not usable:
        return "agent", f"the agent's count only ({n} processes; no bubblewrap sandbox: {why})"
    uid = SANDBOX_UIDS[0]
    try:
        r = _probe(_UID_PROBE, str(uid), AGENT_PATH, uid=uid)
        answer = r.stdout.strip()
        reason = answer or (r.stderr.strip()[:200] or f"exit status {r.returncode}")
    except (OSError, subprocess.SubprocessError) as exc:
        answer, reason = "", f"{type(exc).__name__}: {exc}"
    if answer == "limited":
        return "uid", (f"the kernel's per-user process limit (RLIMIT_NPROC, {n} per sandbox), each sandbox under an "
                       "unprivileged user id of its own (the grader runs as root, which the kernel exempts)")
    return "agent", (f"the sandbox's agent only: it counts the processes every 0.1 s and kills them all beyond {n}, "
                     "so a fork bomb briefly exceeds the limit (the grader runs as root, which the kernel exempts, "
                     f"and a sandbox under another user id failed here: {reason})")


_uid_lock = threading.Lock()
_uids_in_use: set[int] = set()


def _take_uid() -> int:
    """An id of :data:`SANDBOX_UIDS` no other sandbox of this grader uses (random: other graders rarely collide)."""
    with _uid_lock:
        while True:
            uid = random.choice(SANDBOX_UIDS)
            if uid not in _uids_in_use:
                _uids_in_use.add(uid)
                return uid


def _release_uid(uid: int | None) -> None:
    with _uid_lock:
        _uids_in_use.discard(uid)


class Sandbox:
    """One running agent (see the module docstring). Use as a context manager; never raises for the student."""

    def __init__(self, mode: str = "bwrap", limits: Limits = Limits()) -> None:
        if mode not in MODES:
            raise ValueError(mode)
        self.mode = mode
        self.tmp = tempfile.mkdtemp(prefix="ireval_sub_")
        self.buf = b""
        self.dead: str | None = None
        #: the user id the agent switches to before the student's code (a root grader: see the module docstring)
        self.uid: int | None = None
        if mode == "bwrap" and process_limit_status()[0] == "uid":
            self.uid = _take_uid()
        self._held_uid = self.uid
        self.cgroup = None
        if mode == "bwrap":
            cmd = bwrap_command(self.tmp, uid=self.uid)
            env = _environment("/tmp/work")
            cwd = self.tmp
        else:
            agent = os.path.join(self.tmp, "agent.py")
            shutil.copyfile(_agent_source(), agent)
            shutil.copyfile(_code_reader_source(), os.path.join(self.tmp, "code_reading.py"))
            work = os.path.join(self.tmp, "work")
            os.mkdir(work)
            cmd = [sys.executable, "-E", "-s", "-B", agent]
            env = _environment(work)
            cwd = work
        cg_mode, cg_parent, _ = memory_limit_status()
        if cg_parent is not None:
            try:  # the sandbox's total memory, files in its /tmp included (see memory_limit)
                self.cgroup = MemoryCgroup.create(cg_mode, cg_parent, limits.memory_bytes + TMP_BYTES + SHM_BYTES,
                                                  max_pids=limits.processes + 4)
                cmd = self.cgroup.wrap(cmd)
            except OSError:
                self.cgroup = None
        try:
            self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                         env=env, cwd=cwd, start_new_session=True, close_fds=True)
        except OSError:
            _release_uid(self._held_uid)
            shutil.rmtree(self.tmp, ignore_errors=True)
            if self.cgroup is not None:
                self.cgroup.remove()
            raise
        stdin = self.proc.stdin
        if stdin is None:  # never: stdin is a pipe
            raise OSError("no channel to the sandbox")
        self.stdin_fd = stdin.fileno()
        os.set_blocking(self.stdin_fd, False)  # every write has a deadline (see send)
        self.limits = limits

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def send(self, obj: Any, timeout: float = SEND_TIMEOUT) -> bool:
        """Hand one message to the agent within ``timeout`` seconds; a sandbox that does not read its channel
        by then is killed (``dead`` says so): a notebook that floods its channel and stops reading costs only
        itself, never the grader's thread."""
        if self.dead:
            return False
        view = memoryview((json.dumps(obj, separators=(",", ":")) + "\n").encode("utf-8", "backslashreplace"))
        fd = self.stdin_fd
        deadline = time.monotonic() + timeout
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self.dead = "the notebook stopped reading its channel to the grader"
                self.kill()
                return False
            try:
                _, writable, _ = select.select([], [fd], [], remaining)
                if writable:
                    view = view[os.write(fd, view):]
            except BlockingIOError:
                continue
            except (OSError, ValueError):
                self.dead = "the sandbox stopped reading"
                return False
        return True

    def recv(self, deadline: float) -> Any:
        """The next JSON message, or ``None`` at the deadline or at the end (``self.dead`` then says why)."""
        stdout = self.proc.stdout
        if stdout is None:  # never: stdout is a pipe
            raise OSError("no channel from the sandbox")
        fd = stdout.fileno()
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
        if self.mode == "bwrap" and 128 < code < 128 + 65:
            code = 128 - code  # bubblewrap reports its child's death by a signal as 128 + the signal
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            return f"the notebook's Python process was killed ({name}; the process ended)"
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
            if stream is None:  # never: both are pipes
                continue
            try:
                stream.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
            _release_uid(self._held_uid)  # its processes died with the sandbox's PID namespace
            self._held_uid = None
        except subprocess.TimeoutExpired:
            pass
        shutil.rmtree(self.tmp, ignore_errors=True)
        if self.cgroup is not None:
            self.cgroup.remove()


def descendants(pid: int) -> dict[int, tuple[bytes, bytes]]:
    """Every process whose parent chain leads to ``pid``, read from ``/proc/PID/stat``: its pid -> (command
    name, state letter: ``b"Z"`` for a zombie). Empty where there is no /proc; a process that ends while
    /proc is read may be left out. (Also used by ``benchmarks/bench_grading.py`` to count a sandbox's
    processes.)"""
    parent: dict[int, int] = {}
    stat: dict[int, tuple[bytes, bytes]] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as fh:
                    head, tail = fh.read().rsplit(b")", 1)
                fields = tail.split()
                ppid, name, state = int(fields[1]), head.split(b"(", 1)[1], fields[0]
            except (OSError, ValueError, IndexError):
                continue
            parent[int(entry)], stat[int(entry)] = ppid, (name, state)
    found, frontier = set(), {pid}
    while frontier:
        frontier = {c for c, p in parent.items() if p in frontier and c not in found}
        found |= frontier
    return {c: stat[c] for c in found}


def _kill_descendants(pid: int) -> None:
    """Without a PID namespace: kill every process whose parent chain leads to ``pid`` (best effort)."""
    for c in descendants(pid):
        try:
            os.kill(c, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
