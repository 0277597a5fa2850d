"""A sandbox's total memory, bounded: a memory cgroup per sandbox where the machine allows it.

An rlimit (``RLIMIT_AS``, ``RLIMIT_DATA``) bounds one process, and not the files a process keeps in a
memory file system (``/tmp`` is a tmpfs). A memory cgroup bounds everything the sandbox's processes use
together, files in its tmpfs included (the kernel charges tmpfs pages to the cgroup that wrote them).
:func:`memory_limit_status` probes, once per grader, which of these is possible here, strictest first:

* ``"cgroup2"``: the unified hierarchy with its memory controller, a child cgroup of the grader's own
  with ``memory.max`` (and ``memory.swap.max`` 0, ``pids.max`` where present);
* ``"cgroup1"``: the version-1 memory controller (``memory.limit_in_bytes``), as some container
  hosts still mount it;
* ``"rlimit"``: neither is writable here; the strictest fallback is then the agent's per-process
  ``RLIMIT_AS`` and ``RLIMIT_DATA`` (:class:`.isolation.Limits`), a size-bounded ``/tmp`` and a
  read-only ``/dev`` (no other memory file system is writable).

The probe moves a short-lived ``/bin/sh`` into a fresh cgroup the way every sandbox is started (the shell
writes its own pid into ``cgroup.procs``, then ``exec``\\ s bubblewrap), and checks that the kernel put it
there. ``ireval-teach grade`` prints which limit is in force. Nothing here runs student code.
"""

from __future__ import annotations

import functools
import itertools
import os
import subprocess
import threading
import time
from pathlib import Path

MODES = ("cgroup2", "cgroup1", "rlimit")
_V2_ROOT = Path("/sys/fs/cgroup")
_V1_MEMORY = Path("/sys/fs/cgroup/memory")
_counter = itertools.count()
_lock = threading.Lock()
#: The shell line that puts itself into the cgroup whose ``cgroup.procs`` is $0, then becomes the sandbox.
ENTER = 'echo $$ > "$0" && exec "$@"'


def _own_v2_dir() -> Path | None:
    try:
        for line in Path("/proc/self/cgroup").read_text().splitlines():
            if line.startswith("0::"):
                return _V2_ROOT / line[3:].lstrip("/")
    except OSError:
        return None
    return None


def _candidates() -> list[tuple[str, Path]]:
    out = []
    controllers = _V2_ROOT / "cgroup.controllers"
    if controllers.exists():
        try:
            has_memory = "memory" in controllers.read_text().split()
        except OSError:
            has_memory = False
        own = _own_v2_dir()
        if has_memory and own is not None:
            out.append(("cgroup2", own))
    if (_V1_MEMORY / "memory.limit_in_bytes").exists():
        out.append(("cgroup1", _V1_MEMORY))
    return out


class MemoryCgroup:
    """One sandbox's cgroup: made by :meth:`create`, entered by the command of :meth:`wrap`, removed by
    :meth:`remove` once its processes are dead."""

    def __init__(self, mode: str, path: Path) -> None:
        self.mode, self.path = mode, path

    @classmethod
    def create(cls, mode: str, parent: Path, limit_bytes: int, max_pids: int | None = None) -> MemoryCgroup:
        with _lock:
            name = f"ireval_{os.getpid()}_{next(_counter)}"
        path = parent / name
        path.mkdir()
        cg = cls(mode, path)
        try:
            if mode == "cgroup2":
                (path / "memory.max").write_text(str(limit_bytes))
                for f, v in (("memory.swap.max", "0"), ("pids.max", str(max_pids) if max_pids else "")):
                    if v and (path / f).exists():
                        try:
                            (path / f).write_text(v)
                        except OSError:
                            pass
            else:
                (path / "memory.limit_in_bytes").write_text(str(limit_bytes))
                sw = path / "memory.memsw.limit_in_bytes"
                if sw.exists():
                    try:
                        sw.write_text(str(limit_bytes))
                    except OSError:
                        pass
        except OSError:
            cg.remove()
            raise
        return cg

    def wrap(self, cmd: list[str]) -> list[str]:
        return ["/bin/sh", "-c", ENTER, str(self.path / "cgroup.procs"), *cmd]

    def limit(self) -> int:
        f = "memory.max" if self.mode == "cgroup2" else "memory.limit_in_bytes"
        return int((self.path / f).read_text().split()[0])

    def remove(self, wait: float = 2.0) -> bool:
        """Remove the (empty) cgroup; False when a process still holds it after ``wait`` seconds."""
        end = time.monotonic() + wait
        while True:
            try:
                self.path.rmdir()
                return True
            except FileNotFoundError:
                return True
            except OSError:
                if time.monotonic() > end:
                    return False
                time.sleep(0.05)


@functools.lru_cache(maxsize=1)
def memory_limit_status() -> tuple[str, Path | None, str]:
    """``(mode, parent directory of the sandboxes' cgroups or None, why the stricter modes are not in force)``."""
    reasons = []
    for mode, parent in _candidates():
        try:
            cg = MemoryCgroup.create(mode, parent, 64 << 20)
        except OSError as exc:
            reasons.append(f"{mode}: cannot make a cgroup in {parent} ({exc.strerror or type(exc).__name__})")
            continue
        try:
            r = subprocess.run(cg.wrap(["/bin/cat", "/proc/self/cgroup"]), capture_output=True, text=True, timeout=10)
            inside = r.returncode == 0 and any(line.endswith("/" + cg.path.name) for line in r.stdout.splitlines())
            if inside and cg.limit() == 64 << 20:
                return mode, parent, "; ".join(reasons)
            reasons.append(f"{mode}: a process could not be moved into {cg.path} ({r.stderr.strip()[:120]})")
        except (OSError, ValueError, subprocess.SubprocessError) as exc:
            reasons.append(f"{mode}: {type(exc).__name__}")
        finally:
            cg.remove()
    if not reasons:
        reasons.append("no memory cgroup controller is mounted")
    return "rlimit", None, "; ".join(reasons)


def describe(limit_bytes: int, tmp_bytes: int, processes: int) -> str:
    """The sentence ``grade`` prints about the memory limit in force."""
    mode, parent, why = memory_limit_status()
    if mode != "rlimit":
        return (f"memory: {limit_bytes >> 20} MB per sandbox in total, files in its /tmp included (a {mode} memory "
                f"cgroup per sandbox under {parent})")
    return (f"memory: no memory cgroup is usable here ({why}); the fallback is in force: {limit_bytes >> 20} MB of "
            f"address space per process (RLIMIT_AS and RLIMIT_DATA, at most {processes} processes), a "
            f"{tmp_bytes >> 20} MB /tmp and a read-only /dev")
