"""Run a student's function safely: every failure becomes data, never a crash of the checker.

The checker calls the student's function on many probing inputs. Student code may raise, return
the wrong type, print a million lines, or loop forever. :func:`run_calls` runs all the calls in a
**forked child process** (``os.fork``; Linux and macOS) and gets the results back through a pipe:

* the child replaces ``sys.stdout``/``sys.stderr`` by a capped buffer (the first ``max_output``
  characters are kept, the rest only counted) and points file descriptors 1 and 2 at
  ``/dev/null``, so a print storm never reaches the notebook;
* each call's outcome (value or exception) is sent as soon as it is known, so after a time-out
  the checker knows which input the function was stuck on;
* the parent waits at most ``timeout`` seconds in total, then kills the child (``SIGKILL``):
  an infinite loop costs ``timeout`` seconds and nothing else;
* the child ends with ``os._exit``: it never touches the kernel's sockets or flushes its streams,
  so the same code works inside a Jupyter kernel and headless.

Fork copies the student's function with the whole interpreter: nothing is pickled on the way
in, so functions defined in a notebook cell work. Where ``os.fork`` is missing (Windows) the
calls run in a daemon thread with the same time limit; a loop there can be abandoned but not
stopped (stated in :attr:`SandboxResult.note`).

Values come back as plain data (:func:`plain`): real numbers as ``float`` (with the original
type name kept), sequences as lists, anything else as an :class:`Opaque` description.

>>> r = run_calls(lambda x: 1 / x, [(2,), (0,)], timeout=5)
>>> r.outcomes[0].value, r.outcomes[1].error_type
(0.5, 'ZeroDivisionError')
"""

from __future__ import annotations

import dataclasses
import io
import math
import numbers
import os
import pickle
import select
import signal
import struct
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable, Sequence

#: Default total time for one check's calls (seconds).
DEFAULT_TIMEOUT = 3.0
#: Characters of printed output kept for feedback.
DEFAULT_MAX_OUTPUT = 1500


@dataclass(frozen=True)
class Opaque:
    """A returned value that is not a number or a sequence of numbers: its type and a short repr."""

    type_name: str
    text: str


@dataclass(frozen=True)
class CallOutcome:
    """What one call did: ``ok`` with a plain ``value`` (and its ``type_name``), or an exception."""

    ok: bool
    value: Any = None
    type_name: str = ""
    error_type: str | None = None
    error_message: str | None = None
    where: str | None = None  # "line 4 in my_ap: return total / hits"
    mutated: tuple[int, ...] = ()  # 0-based indices of the arguments the call changed


@dataclass
class SandboxResult:
    """All calls of one check. ``outcomes`` may be shorter than the inputs after a time-out or crash."""

    outcomes: list[CallOutcome] = field(default_factory=list)
    n_calls: int = 0
    timed_out: bool = False
    crashed: str | None = None  # the child died without reporting (e.g. killed, os._exit, segfault)
    output: str = ""
    printed_chars: int = 0
    elapsed: float = 0.0
    note: str = ""

    @property
    def complete(self) -> bool:
        return len(self.outcomes) == self.n_calls and not self.timed_out and self.crashed is None

    @property
    def stuck_at(self) -> int | None:
        """0-based index of the call that did not finish (time-out or crash), else ``None``."""
        return None if self.complete else len(self.outcomes)


class CappedWriter(io.TextIOBase):
    """A text stream that keeps the first ``limit`` characters and counts the rest."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.parts: list[str] = []
        self.kept = 0
        self.total = 0

    def writable(self) -> bool:
        return True

    def write(self, s: Any) -> int:
        s = str(s)
        self.total += len(s)
        room = self.limit - self.kept
        if room > 0:
            piece = s[:room]
            self.parts.append(piece)
            self.kept += len(piece)
        return len(s)

    def flush(self) -> None:
        pass

    def getvalue(self) -> str:
        return "".join(self.parts)


def plain(value: Any, depth: int = 0) -> Any:
    """Convert a returned value to plain data: float, list of plain values, or :class:`Opaque`.

    Booleans, strings, ``None`` and other objects become :class:`Opaque` (they are never a
    correct answer to a numeric task); NumPy scalars and arrays become floats and lists.

    >>> plain(3), plain([1, 0.5]), plain("0.5")
    (3.0, [1.0, 0.5], Opaque(type_name='str', text="'0.5'"))
    """
    if isinstance(value, Opaque):  # already plain (e.g. from the grader's sandbox)
        return value
    if isinstance(value, bool) or value is None or isinstance(value, (str, bytes)):
        return Opaque(type(value).__name__, _short_repr(value))
    if isinstance(value, numbers.Real):
        try:
            return float(value)
        except Exception:  # noqa: BLE001 - a strange Real subclass
            return Opaque(type(value).__name__, _short_repr(value))
    tolist = getattr(value, "tolist", None)
    if callable(tolist) and depth == 0 and type(value).__module__.startswith("numpy"):
        try:
            return plain(tolist(), depth)
        except Exception:  # noqa: BLE001
            pass
    if isinstance(value, (list, tuple)) and depth < 3 and len(value) <= 10_000:
        return [plain(v, depth + 1) for v in value]
    return Opaque(type(value).__name__, _short_repr(value))


def _short_repr(value: Any, limit: int = 80) -> str:
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a broken __repr__
        text = f"<{type(value).__name__} object>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _describe_exception(exc: BaseException) -> CallOutcome:
    where = None
    frames = traceback.extract_tb(exc.__traceback__)
    own = os.path.dirname(os.path.abspath(__file__))
    student = [f for f in frames if not os.path.abspath(f.filename).startswith(own)]
    if student:
        f = student[-1]
        where = f"line {f.lineno} in {f.name}" + (f": {f.line.strip()}" if f.line else "")
    msg = str(exc)
    if len(msg) > 300:
        msg = msg[:297] + "..."
    return CallOutcome(False, error_type=type(exc).__name__, error_message=msg, where=where)


def _snapshot(args: Sequence[Any]) -> list[bytes] | None:
    try:
        return [pickle.dumps(a) for a in args]
    except Exception:  # noqa: BLE001 - an argument that cannot be pickled: no mutation check
        return None


def _call(fn: Callable[..., Any], args: Sequence[Any]) -> CallOutcome:
    before = _snapshot(args)
    try:
        value = fn(*args)
        outcome = CallOutcome(True, plain(value), type_name=type(value).__name__)
    except BaseException as exc:  # noqa: BLE001 - student code may raise anything, even SystemExit; or __float__
        outcome = _describe_exception(exc)
    after = _snapshot(args) if before is not None else None
    if before is not None and after is not None:
        changed = tuple(i for i, (a, b) in enumerate(zip(before, after)) if a != b)
        if changed:
            outcome = dataclasses.replace(outcome, mutated=changed)
    return outcome


def _send(fd: int, obj: Any) -> None:
    try:
        data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - unpicklable: describe instead
        data = pickle.dumps(CallOutcome(False, error_type="UnpicklableResult",
                                        error_message="the returned value could not be copied"))
    msg = struct.pack("!I", len(data)) + data
    view = memoryview(msg)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _child(fd: int, fn: Callable[..., Any], calls: Sequence[Sequence[Any]], max_output: int,
           cpu_limit: float, reveal_until: int | None) -> None:  # pragma: no cover - runs in the forked child
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            import resource

            lim = int(math.ceil(cpu_limit)) + 1
            resource.setrlimit(resource.RLIMIT_CPU, (lim, lim + 1))
        except Exception:  # noqa: BLE001 - best effort backstop
            pass
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        out = CappedWriter(max_output)
        sys.stdout = out
        sys.stderr = out
        sys.stdin = io.StringIO("")
        for i, args in enumerate(calls):
            if i == reveal_until:
                out.limit = out.kept  # output of the hidden calls is counted, never kept
            outcome = _call(fn, args)
            _send(fd, ("call", outcome, out.getvalue() if out.total != out.kept or i % 16 == 0 else None,
                       out.total))
        _send(fd, ("done", out.getvalue(), out.total))
    except BaseException:  # noqa: BLE001
        pass
    finally:
        os._exit(0)


def _read_messages(fd: int, deadline: float, on_message: Callable[[Any], None]) -> bool:
    """Read length-prefixed pickles until EOF (True) or the deadline (False)."""
    buf = b""
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return False
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            return False
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return True
        buf += chunk
        while len(buf) >= 4:
            (n,) = struct.unpack("!I", buf[:4])
            if len(buf) < 4 + n:
                break
            try:
                on_message(pickle.loads(buf[4:4 + n]))
            except Exception:  # noqa: BLE001 - a corrupt message: ignore it
                pass
            buf = buf[4 + n:]


def run_calls(fn: Callable[..., Any], calls: Sequence[Sequence[Any]], timeout: float = DEFAULT_TIMEOUT,
              max_output: int = DEFAULT_MAX_OUTPUT, use_fork: bool | None = None,
              reveal_output_until: int | None = None) -> SandboxResult:
    """Call ``fn(*args)`` for each ``args`` in ``calls`` in a child process; never raises for student errors.

    ``timeout`` is the total time for all calls. Output printed from call index
    ``reveal_output_until`` on is counted but not kept (the hidden checks). See the module
    docstring for what is isolated.
    """
    calls = [tuple(a) for a in calls]
    from .untrusted import preload_imports  # stdlib-only, does nothing on import

    preload_imports(fn)  # a library imported inside the function, loaded once here, before the clock starts
    if use_fork is None:
        use_fork = hasattr(os, "fork")
    if not use_fork:
        return _run_in_thread(fn, calls, timeout, max_output, reveal_output_until)
    result = SandboxResult(n_calls=len(calls))
    start = time.monotonic()
    sys.stdout.flush() if hasattr(sys.stdout, "flush") else None
    r, w = os.pipe()
    try:
        pid = os.fork()
    except OSError as exc:  # e.g. out of processes
        os.close(r)
        os.close(w)
        res = _run_in_thread(fn, calls, timeout, max_output, reveal_output_until)
        res.note = f"could not fork ({exc}); ran in a thread"
        return res
    if pid == 0:  # pragma: no cover - child
        os.close(r)
        _child(w, fn, calls, max_output, timeout, reveal_output_until)
    os.close(w)
    got_done = [False]

    def on_message(msg: Any) -> None:
        kind = msg[0]
        if kind == "call":
            result.outcomes.append(msg[1])
            if msg[2] is not None:
                result.output = msg[2]
            result.printed_chars = msg[3]
        elif kind == "done":
            result.output, result.printed_chars = msg[1], msg[2]
            got_done[0] = True

    try:
        finished = _read_messages(r, start + timeout, on_message)
    except BaseException:  # e.g. KeyboardInterrupt (the notebook's stop button): never leave the child running
        _kill(pid)
        raise
    finally:
        os.close(r)
    if not finished:
        result.timed_out = True
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        status = 0
    if not result.timed_out and not got_done[0]:
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
            result.crashed = f"the process running your code was killed by signal {name}"
            if sig in (signal.SIGXCPU, signal.SIGKILL):
                result.timed_out = True
                result.crashed = None
        else:
            result.crashed = "your code ended the process (os._exit or a crash) before returning"
    result.elapsed = time.monotonic() - start
    return result


@dataclass(frozen=True)
class FunctionFacts:
    """What the checker learns about a student's function WITHOUT calling it, as plain data.

    ``binds`` is whether ``fn(*params)`` binds to its signature (``None`` when it has no
    signature, e.g. a builtin); ``ireval_names`` lists ``(name, module)`` for every name the
    function's code (nested code and closures included) refers to that is bound to an object
    of the ``ireval_teach`` package -- the checker decides which of them count as library use.
    """

    name: str
    signature: str | None
    binds: bool | None
    ireval_names: tuple[tuple[str, str], ...] = ()
    #: facts read from the function's compiled code (:func:`.code_reading.read`)
    code: tuple[tuple[str, int, int, tuple[str, ...]], ...] = ()


def function_facts(fn: Callable[..., Any], params: Sequence[str]) -> FunctionFacts:
    """The :class:`FunctionFacts` of ``fn`` for a task whose function takes ``params``."""
    import inspect
    import types

    name = str(getattr(fn, "__name__", "your function"))
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):  # builtins without a signature: let the call decide
        sig_text, binds = None, None
    else:
        sig_text = str(sig)
        try:
            sig.bind(*params)
            binds = True
        except TypeError:
            binds = False
    found: list[tuple[str, str]] = []
    code = getattr(fn, "__code__", None)
    glb = getattr(fn, "__globals__", None)
    if isinstance(code, types.CodeType) and isinstance(glb, dict):
        names: set[str] = set()
        stack = [code]
        while stack:
            c = stack.pop()
            names.update(c.co_names)
            stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))
        bound = dict(glb)
        for var, cell in zip(code.co_freevars, getattr(fn, "__closure__", None) or ()):
            try:
                bound[var] = cell.cell_contents
                names.add(var)
            except ValueError:  # an empty cell
                pass
        for n in sorted(names):
            obj = bound.get(n)
            mod = obj.__name__ if isinstance(obj, types.ModuleType) else getattr(obj, "__module__", "") or ""
            if isinstance(mod, str) and mod.split(".")[0] == "ireval_teach":
                found.append((n, mod))
    from .code_reading import read

    return FunctionFacts(name, sig_text, binds, tuple(found), tuple(read(fn)))


class Caller:
    """Where a student's function runs. The checker (:mod:`.probing`) only talks to a Caller.

    :class:`LocalCaller` runs the function in a forked child of this process (self-study in the
    student's own kernel). A grader can supply its own Caller that runs the calls in another,
    isolated process and returns the same plain :class:`SandboxResult` / :class:`FunctionFacts`.
    """

    def facts(self, params: Sequence[str]) -> FunctionFacts:  # pragma: no cover - interface
        raise NotImplementedError

    def run_calls(self, calls: Sequence[Sequence[Any]], *, timeout: float = DEFAULT_TIMEOUT,
                  max_output: int = DEFAULT_MAX_OUTPUT,
                  reveal_output_until: int | None = None) -> SandboxResult:  # pragma: no cover - interface
        raise NotImplementedError

    def trace(self, args: Sequence[Any], *, timeout: float = 2.0) -> dict | None:
        """The function's own steps on one input (:func:`.untrusted.trace_steps`), or None where the caller
        cannot trace (the checker then says so and compares results only)."""
        return None


@dataclass
class LocalCaller(Caller):
    """Run ``fn`` with :func:`run_calls` (a forked child of this process).

    >>> c = LocalCaller(lambda labels, k: k)
    >>> c.facts(["labels", "k"]).binds, c.run_calls([([1], 2)], timeout=5).outcomes[0].value
    (True, 2.0)
    """

    fn: Callable[..., Any]

    def facts(self, params: Sequence[str]) -> FunctionFacts:
        fallback = FunctionFacts("your function", None, None)
        return in_child(lambda: function_facts(self.fn, params), DEFAULT_TIMEOUT, fallback)

    def run_calls(self, calls: Sequence[Sequence[Any]], *, timeout: float = DEFAULT_TIMEOUT,
                  max_output: int = DEFAULT_MAX_OUTPUT, reveal_output_until: int | None = None) -> SandboxResult:
        return run_calls(self.fn, calls, timeout=timeout, max_output=max_output,
                         reveal_output_until=reveal_output_until)

    def trace(self, args: Sequence[Any], *, timeout: float = 2.0) -> dict | None:
        from .untrusted import trace_steps  # stdlib-only, does nothing on import

        return in_child(lambda: trace_steps(self.fn, list(args)), timeout, None)


def in_child(work: Callable[[], Any], timeout: float, default: Any) -> Any:
    """``work()`` in a forked child (its result pickled back), or ``default`` on a time-out, crash or error.

    For what must not run in the checker's process: a ``__signature__`` or ``__float__`` of the
    student's that loops, or raises ``SystemExit``, costs ``timeout`` seconds and gives ``default``.

    >>> in_child(lambda: 2 + 2, 5, None), in_child(lambda: exit(1), 5, "fallback")
    (4, 'fallback')
    """
    if not hasattr(os, "fork"):
        try:
            return work()
        except Exception:  # noqa: BLE001
            return default
    got: list[Any] = []
    r, w = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(r)
        os.close(w)
        return default
    if pid == 0:  # pragma: no cover - child
        try:
            os.close(r)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            sys.stdout = sys.stderr = CappedWriter(0)
            _send(w, ("ok", work()))
        except BaseException:  # noqa: BLE001
            pass
        finally:
            os._exit(0)
    os.close(w)
    try:
        _read_messages(r, time.monotonic() + timeout, lambda msg: got.append(msg))
    finally:
        os.close(r)
        _kill(pid)
    if got and isinstance(got[0], tuple) and got[0][0] == "ok":
        return got[0][1]
    return default


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except (ProcessLookupError, ChildProcessError):
        pass


def _run_in_thread(fn: Callable[..., Any], calls: Sequence[Sequence[Any]], timeout: float,
                   max_output: int, reveal_until: int | None = None) -> SandboxResult:
    """Fallback without fork: a daemon thread with a deadline (a loop is abandoned, not stopped)."""
    import contextlib

    result = SandboxResult(n_calls=len(calls), note="ran in a thread (no fork): a time-out leaves the "
                                                     "loop running in the background")
    out = CappedWriter(max_output)
    start = time.monotonic()

    def work() -> None:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            for i, args in enumerate(calls):
                if i == reveal_until:
                    out.limit = out.kept
                result.outcomes.append(_call(fn, args))

    t = threading.Thread(target=work, daemon=True)
    t.start()
    t.join(timeout)
    result.timed_out = t.is_alive()
    result.output, result.printed_chars = out.getvalue(), out.total
    result.elapsed = time.monotonic() - start
    return result
