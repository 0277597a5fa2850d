"""The grader's agent INSIDE a submission's sandbox: run the notebook, then answer plain questions.

This file is the only ireval_teach code a graded submission ever shares a process with, with its one
companion ``code_reading.py`` (stdlib only: it reads a function's compiled code for the ``facts`` answer). The grader
(:mod:`.isolation`) starts it as a script in a fresh, resource-limited sandbox; it imports nothing of
``ireval_teach`` (the library, the task registry, the expected values, the course secret and the
grading code are not even on the sandbox's file system). It talks to the grader over its standard
input and output, one JSON object per line (student output goes to ``/dev/null``):

1. the grader sends ``{"cells": [...], "cell_timeout": s, "limits": {...}, "uid": n | null}``; the
   agent gives up root for user id ``n`` when asked (a root grader: see :mod:`.isolation`; it ends
   at once if that fails), sets the resource limits, then runs the code cells one by one (IPython for cells with magics),
   each interrupted after ``cell_timeout`` seconds, errors allowed, and reports each cell's outcome;
   during the cells, ``variant(task, id)`` of the student's notebook is a question to the grader
   (``{"ask": "variant", ...}``); ``check(...)`` only says that the grader checks the tasks itself;
   any other ``ireval_teach`` import fails with a message saying the library is not available;
2. after ``{"ready": ...}`` it answers requests: ``student_id``, ``value`` (an answer variable as plain
   data), ``facts`` (a function's signature, without calling it) and ``calls`` (call the function on
   the given inputs). Every value, fact and call is computed in a **forked child** with a deadline, so
   a ``__float__`` that loops or raises ``SystemExit`` costs that one answer, never the others.

Nothing here is trusted by the grader: it validates every answer (types, sizes, finite numbers) and
compares with the expected values itself. This module is stdlib-only and does nothing on import.
"""

from __future__ import annotations

import json
import math
import numbers
import os
import pickle
import select
import signal
import sys
import time
import types
from functools import partial

#: Characters of one JSON message the agent reads at most (the grader's messages are small).
MAX_MESSAGE = 8 << 20
#: A request's ``timeout`` is CPU seconds of its child (``RLIMIT_CPU``), so that a busy machine (another
#: submission's fork bomb) does not fail a correct function; the wall-clock backstop is this many times longer.
WALL_FACTOR = 2


class CellTimeoutError(Exception):
    """A cell ran over its time limit and was interrupted."""


# --------------------------------------------------------------------------------- the channel
class Channel:
    """Newline-delimited JSON over two file descriptors."""

    def __init__(self, fd_in: int, fd_out: int) -> None:
        self.fd_in, self.fd_out, self.buf = fd_in, fd_out, b""

    def send(self, obj) -> None:
        data = (json.dumps(obj, separators=(",", ":")) + "\n").encode("utf-8")
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd_out, view):]

    def recv(self):
        while b"\n" not in self.buf:
            chunk = os.read(self.fd_in, 1 << 16)
            if not chunk:
                raise EOFError("the grader closed the channel")
            self.buf += chunk
            if len(self.buf) > MAX_MESSAGE:
                raise EOFError("message too long")
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)


# ------------------------------------------------------------------------- tagged JSON values
def decode(x):
    """The grader's tagged JSON back to Python: ``{"__t": [...]}`` is a tuple, ``{"__d": [[k, v]...]}`` a dict."""
    if isinstance(x, list):
        return [decode(v) for v in x]
    if isinstance(x, dict):
        if "__t" in x:
            return tuple(decode(v) for v in x["__t"])
        if "__d" in x:
            return {decode(k): decode(v) for k, v in x["__d"]}
        return {k: decode(v) for k, v in x.items()}
    return x


def short_repr(value, limit: int = 80) -> str:
    try:
        text = repr(value)
    except BaseException:  # noqa: BLE001 - a broken __repr__
        text = "<object>"
    if not isinstance(text, str):
        text = "<object>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def type_name(value) -> str:
    try:
        name = type(value).__name__
    except BaseException:  # noqa: BLE001
        name = "object"
    return name if isinstance(name, str) else "object"


def plain(value, depth: int = 0):
    """A returned value as JSON: a float, a list of plain values, or ``{"o": [type name, repr]}``.

    Same rules as :func:`ireval_teach.exercises.sandbox.plain` (booleans, strings and None are never
    numbers; NumPy scalars and arrays become floats and lists).
    """
    if isinstance(value, bool) or value is None or isinstance(value, (str, bytes)):
        return {"o": [type_name(value), short_repr(value)]}
    if isinstance(value, numbers.Real):
        try:
            f = float(value)
        except BaseException:  # noqa: BLE001 - a strange Real subclass, even SystemExit
            return {"o": [type_name(value), short_repr(value)]}
        return f if isinstance(f, float) else {"o": [type_name(value), short_repr(value)]}
    tolist = getattr(value, "tolist", None)
    if callable(tolist) and depth == 0 and str(getattr(type(value), "__module__", "")).startswith("numpy"):
        try:
            return plain(tolist(), depth)
        except BaseException:  # noqa: BLE001
            pass
    if isinstance(value, (list, tuple)) and depth < 3 and len(value) <= 10_000:
        return [plain(v, depth + 1) for v in value]
    return {"o": [type_name(value), short_repr(value)]}


# ---------------------------------------------------------------------- work in a forked child
def in_child(work, deadline: float, channel_fds=(), cpu_seconds: int = 0):
    """Run ``work(emit)`` in a forked child; return (messages, finished, crash) by ``deadline``.

    ``emit(obj)`` sends one JSON message to this process. ``finished`` is False after a time-out;
    ``crash`` names how the child ended when it ended without finishing (``"signal SIGXCPU"`` when it
    used up ``cpu_seconds``).
    """
    r, w = os.pipe()
    _AGENT_FORKING[0] = True
    try:
        pid = os.fork()
    except OSError:  # out of processes: the caller reports it as a crash
        os.close(r)
        os.close(w)
        return [], False, "fork"
    finally:
        _AGENT_FORKING[0] = False
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(r)
            for fd in channel_fds:
                try:
                    os.close(fd)
                except OSError:
                    pass
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            signal.setitimer(signal.ITIMER_REAL, 0)
            if cpu_seconds > 0:
                import resource

                resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
            out = Channel(-1, w)
            work(out.send)
            out.send({"end": True})
        except BaseException:  # noqa: BLE001
            pass
        finally:
            os._exit(0)
    os.close(w)
    messages, buf, finished, eof = [], b"", False, False
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            ready, _, _ = select.select([r], [], [], remaining)
            if not ready:
                break
            chunk = os.read(r, 1 << 16)
            if not chunk:
                eof = True
                break
            buf += chunk
            if len(buf) > MAX_MESSAGE:
                break
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                try:
                    msg = json.loads(line)
                except ValueError:
                    continue
                if isinstance(msg, dict) and msg.get("end") is True:
                    finished = True
                else:
                    messages.append(msg)
    finally:
        os.close(r)
        if not finished:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            status = 0
    crash = None
    if not finished and eof:
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            try:
                name = signal.Signals(sig).name
            except ValueError:
                name = str(sig)
            crash = "signal " + name
        else:
            crash = "exit"
    return messages, finished, crash


# --------------------------------------------------------------------------- the shim package
class _Blocker:
    """Import hook: ``ireval_teach`` submodules other than ``exercises`` are not available while grading."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.split(".")[0] == "ireval_teach" and name not in ("ireval_teach", "ireval_teach.exercises"):
            raise ModuleNotFoundError(f"{name} is not available while grading: your answers must compute the "
                                      "measures themselves (the library is not there)", name=name)
        return None


#: The number of the latest variant() question (see :func:`install_shim`).
_ASKED = [0]


def install_shim(channel: Channel) -> None:
    """``ireval_teach.exercises`` with ``variant`` (asks the grader), ``check`` and ``summary`` (no-ops)."""

    def variant(task_id, student_id=""):
        # numbered: an answer that comes after its variant() was interrupted (a cell's time limit) is dropped
        # here or by serve(), never taken for the answer to a later question
        _ASKED[0] += 1
        channel.send({"ask": "variant", "n": _ASKED[0], "task": str(task_id)[:100],
                      "student_id": str(student_id)[:1000]})
        while True:
            answer = channel.recv()
            if not isinstance(answer, dict) or answer.get("n") in (None, _ASKED[0]):
                break
        if not isinstance(answer, dict) or "error" in answer:
            raise ValueError(str(answer.get("error") if isinstance(answer, dict) else "no answer"))
        return decode(answer.get("variant"))

    def check(task_id, answer_or_function=None, student_id=""):
        return f"(graded by the grader: {task_id})"

    def summary():
        return "(the grader checks every task itself)"

    pkg = types.ModuleType("ireval_teach")
    pkg.__path__ = []
    pkg.__doc__ = "Only ireval_teach.exercises (check, variant, summary) exists while grading."
    ex = types.ModuleType("ireval_teach.exercises")
    vars(ex).update(check=check, variant=variant, summary=summary)
    ex.__path__ = []
    vars(pkg).update(exercises=ex)
    sys.modules["ireval_teach"] = pkg
    sys.modules["ireval_teach.exercises"] = ex
    sys.meta_path.insert(0, _Blocker)


# --------------------------------------------------------------------------------- the cells
def drop_privileges(uid) -> None:
    """Become user ``uid`` (group ``uid``, no supplementary groups) for good; raise if anything is left of root."""
    if isinstance(uid, bool) or not isinstance(uid, int) or uid <= 0:
        raise ValueError(f"not an unprivileged user id: {uid!r}")
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    if os.getresuid() != (uid, uid, uid) or os.getresgid() != (uid, uid, uid) or os.getgroups():
        raise OSError("the user id did not change")
    try:
        os.setresuid(0, 0, 0)
    except OSError:
        return
    raise OSError("root could be regained")


def set_limits(limits: dict) -> None:
    import resource

    table = {"cpu": resource.RLIMIT_CPU, "memory": resource.RLIMIT_AS, "data": resource.RLIMIT_DATA,
             "processes": resource.RLIMIT_NPROC,
             "file_size": resource.RLIMIT_FSIZE, "open_files": resource.RLIMIT_NOFILE}
    for key, res in table.items():
        value = limits.get(key)
        if isinstance(value, int) and value > 0:
            try:
                resource.setrlimit(res, (value, value))
            except (ValueError, OSError):
                soft, hard = resource.getrlimit(res)
                try:
                    resource.setrlimit(res, (min(value, hard) if hard > 0 else value, hard))
                except (ValueError, OSError):
                    pass
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a too-large file is an OSError for the cell, not a crash
    try:
        os.nice(5)  # the grader's own process keeps priority over every submission
    except OSError:
        pass
    os.register_at_fork(after_in_child=_lower_priority)


#: True while the agent itself forks (its children run requests at the agent's priority).
_AGENT_FORKING = [False]


def _lower_priority() -> None:
    """Processes the student's code forks run at a lower priority than the agent (a fork bomb starves itself)."""
    if not _AGENT_FORKING[0]:
        try:
            os.nice(10)
        except OSError:
            pass


def reap(enabled: bool) -> None:
    """Kill every other process of the sandbox (only inside a PID namespace, where that is the submission's),
    and collect the agent's own dead children (zombies count against the process limit)."""
    if enabled:
        try:
            os.kill(-1, signal.SIGKILL)
        except OSError:
            pass
    while True:  # every child was just sent SIGKILL: wait for all of them (without a kill: only the dead ones)
        try:
            pid, _ = os.waitpid(-1, 0 if enabled else os.WNOHANG)
        except ChildProcessError:
            return
        except InterruptedError:
            continue
        if pid == 0:
            return


#: Seconds past a cell's limit after which a cell that keeps escaping its interruption is abandoned.
ABANDON_AFTER = 2.0
#: Seconds between two looks at the sandbox's process count while a cell runs.
POLL = 0.1


def count_processes() -> int:
    """The sandbox's processes of the agent's user (its own /proc shows only its PID namespace; bubblewrap's
    own process belongs to root when the agent gave up root, and the kernel's limit counts this user's)."""
    me, n = os.geteuid(), 0
    try:
        entries = os.listdir("/proc")
    except OSError:
        return 0
    for e in entries:
        if e.isdigit():
            try:
                n += os.stat("/proc/" + e).st_uid == me
            except OSError:
                pass
    return n
#: The cell being run (for :func:`_alarm`).
_RUNNING: dict = {}


def _alarm(signum, frame):
    """A cell's time is up: interrupt it; keep interrupting; if it still runs, abandon it and serve the grader.

    The timer repeats every 0.5 s, because an interruption raised where Python ignores exceptions (an
    at-fork hook of a fork loop) or caught by the cell would otherwise be lost. Every firing kills the
    processes the cell started. A cell still running ``ABANDON_AFTER`` seconds past its limit is
    abandoned: the agent says so and ends, and the grader runs the cells before it again in a fresh
    sandbox (serving the grader from inside this handler is not safe: it may run inside an at-fork hook).
    """
    signal.setitimer(signal.ITIMER_REAL, 0)  # first: no alarm may interrupt this handler
    st = dict(_RUNNING)
    if not st:
        return
    now = time.monotonic()
    if now < st["deadline"]:  # a routine look at the process count (see run_cells)
        if st["reaping"] and count_processes() > st["max_processes"]:
            reap(True)
        signal.setitimer(signal.ITIMER_REAL, max(0.01, min(POLL, st["deadline"] - now)))
        return
    reap(st["reaping"])
    if time.monotonic() - st["deadline"] > ABANDON_AFTER:
        # the grader runs the notebook again in a fresh sandbox, without this cell and the ones after it
        st["channel"].send({"cell": st["index"], "status": "abandoned"})
        os._exit(0)
    signal.setitimer(signal.ITIMER_REAL, 0.5, 0.5)
    raise CellTimeoutError("the cell ran over its time limit and was interrupted")


def _ipython(namespace: dict):
    """An IPython shell on ``namespace`` (for cells with magics), or None where IPython is missing."""
    try:
        from IPython.core.interactiveshell import InteractiveShell
        from traitlets.config import Config

        cfg = Config()
        cfg.HistoryManager.enabled = False
        shell = InteractiveShell.instance(config=cfg, user_ns=namespace)
        for hook in ("showtraceback", "showsyntaxerror"):  # silence the shell's own error printing
            setattr(shell, hook, lambda *a, **k: None)
        return shell
    except Exception:  # noqa: BLE001
        return None


def run_cells(cells, cell_timeout: float, channel: Channel, reaping: bool = False, max_processes: int = 16) -> dict:
    """Run each code cell; report ``{"cell": i, "status": "ok" | "error" | "timeout"}`` after each.

    Plain Python cells run with ``exec`` in one namespace (``display`` is a no-op there); IPython is
    started only for a cell that is not plain Python (a ``%magic``, a ``!command``) or uses
    ``get_ipython`` -- starting it costs about half a second.
    """
    namespace: dict = {"__name__": "__main__", "__builtins__": __builtins__, "display": lambda *a, **k: None}
    shell = None
    user_ns = namespace
    for index, source in enumerate(cells):
        status = "ok"
        _RUNNING.update(index=index, deadline=time.monotonic() + cell_timeout, channel=channel, reaping=reaping,
                        max_processes=max_processes)
        signal.signal(signal.SIGALRM, _alarm)
        # every POLL seconds the handler counts the processes (the kernel does not limit them for a root
        # grader: root is exempt from RLIMIT_NPROC) and kills them all beyond the limit; after the cell's
        # limit it interrupts the cell, again every 0.5 s (an interruption raised where Python ignores it,
        # in an at-fork hook, comes again)
        signal.setitimer(signal.ITIMER_REAL, min(POLL, cell_timeout))
        began = time.monotonic()
        try:
            try:
                code = None if "get_ipython" in source else compile(source, f"<cell {index + 1}>", "exec")
            except (SyntaxError, ValueError):
                code = None
            if code is None and shell is None:
                shell = _ipython(namespace)
            if code is not None or shell is None:
                exec(code if code is not None else compile(source, f"<cell {index + 1}>", "exec"),  # noqa: S102
                     namespace)
            else:
                res = shell.run_cell(source, store_history=False)
                err = res.error_in_exec or res.error_before_exec
                if err is not None:
                    status = "timeout" if isinstance(err, CellTimeoutError) else "error"
        except CellTimeoutError:
            status = "timeout"
        except BaseException:  # noqa: BLE001 - the student's cell; SystemExit included
            status = "error"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            _RUNNING.clear()
        reap(reaping)  # processes a cell started do not outlive it
        if time.monotonic() - began >= cell_timeout and status != "ok":
            status = "timeout"
        channel.send({"cell": index, "status": status})
    return user_ns


# ------------------------------------------------------------------------------ the requests
def function_facts(fn, params) -> dict:
    import inspect

    name = getattr(fn, "__name__", "your function")
    name = name if isinstance(name, str) else "your function"
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return {"name": name, "signature": None, "binds": None}
    try:
        sig.bind(*params)
        binds = True
    except TypeError:
        binds = False
    try:  # the companion file beside this one (never the ireval_teach package: it is not in the sandbox)
        import importlib.util

        spec = importlib.util.spec_from_file_location(
            "_ireval_code_reading", os.path.join(os.path.dirname(os.path.abspath(__file__)), "code_reading.py"))
        if spec is None or spec.loader is None:
            raise ImportError("code_reading.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod  # a dataclass looks its module up there
        spec.loader.exec_module(mod)
        code = [list(f[:3]) + [list(f[3])] for f in mod.read(fn)]
    except Exception:  # noqa: BLE001 - facts of the code are a bonus
        code = []
    return {"name": name, "signature": str(sig), "binds": binds, "code": code}


def call_all(fn, calls, max_output: int, reveal_until, emit) -> None:
    """Call ``fn`` on each input, emit one outcome per call, then the output (see the module docstring)."""
    import traceback

    class Capped:
        def __init__(self):
            self.parts, self.kept, self.total, self.limit = [], 0, 0, max_output

        def write(self, s):
            s = s if isinstance(s, str) else str(s)
            self.total += len(s)
            room = self.limit - self.kept
            if room > 0:
                self.parts.append(s[:room])
                self.kept += len(s[:room])
            return len(s)

        def flush(self):
            pass

    out = Capped()
    sys.stdout = sys.stderr = out
    printed_visible = 0
    for i, args in enumerate(calls):
        if i == reveal_until:
            out.limit = out.kept
            printed_visible = out.total
        args = decode(args)
        try:
            before = [pickle.dumps(a) for a in args]
        except Exception:  # noqa: BLE001
            before = None
        try:
            value = fn(*args)
            outcome = {"ok": True, "value": plain(value), "type": type_name(value)}
        except BaseException as exc:  # noqa: BLE001 - even SystemExit
            where = None
            try:
                mine = os.path.abspath(__file__)
                frames = [f for f in traceback.extract_tb(exc.__traceback__) if os.path.abspath(f.filename) != mine]
                if frames:
                    f = frames[-1]
                    where = f"line {f.lineno} in {f.name}" + (f": {f.line.strip()}" if f.line else "")
            except BaseException:  # noqa: BLE001
                pass
            try:
                message = str(exc)
            except BaseException:  # noqa: BLE001
                message = ""
            outcome = {"ok": False, "error_type": type_name(exc), "error_message": message[:300], "where": where}
        try:
            after = [pickle.dumps(a) for a in args]
            outcome["mutated"] = [j for j, (a, b) in enumerate(zip(before, after)) if a != b] if before else []
        except BaseException:  # noqa: BLE001
            outcome["mutated"] = []
        emit({"outcome": outcome})
    if reveal_until is None or reveal_until >= len(calls):
        printed_visible = out.total
    emit({"output": "".join(out.parts), "printed": printed_visible})


# ------------------------------------------------------------ the student's own steps (one request type)
# Self-contained: the "trace" request calls the function once under sys.settrace and records how the
# numbers in its local variables change, so the checker can align them with the library's steps. Bounded
# in line events and in recorded changes (and, like every request, in CPU and wall time by its child).
#: The most line events one traced call may take, and the most value changes it records.
TRACE_MAX_EVENTS = 20_000
TRACE_MAX_CHANGES = 2_000
TRACE_MAX_VARIABLES = 40


class _TraceLimit(BaseException):
    """The traced call went past TRACE_MAX_EVENTS or TRACE_MAX_CHANGES (it is stopped there)."""


def trace_steps(fn, args, max_events: int = TRACE_MAX_EVENTS, max_changes: int = TRACE_MAX_CHANGES) -> dict:
    """Call ``fn(*args)`` under ``sys.settrace``; return how its numeric locals changed, as plain data.

    Only frames of code from ``fn``'s own file (the student's cell, its helpers included) are traced. The
    result: ``{"vars": {name: [values in the order they were taken]}, "loops": whether a line ran twice,
    "events": line events seen, "complete": whether the call ended before a limit}``. A helper's variable
    is named ``helper.name``.
    """
    code = getattr(fn, "__code__", None)
    if code is None:
        return {"vars": {}, "loops": False, "events": 0, "complete": False}
    filename = code.co_filename
    history: dict = {}
    last: dict = {}
    seen: set = set()
    state = {"events": 0, "changes": 0, "loops": False}

    def record(frame) -> None:
        for k, v in list(frame.f_locals.items()):
            if isinstance(v, bool) or not isinstance(v, numbers.Real) or k.startswith("."):
                continue
            try:
                x = float(v)
            except Exception:  # noqa: BLE001 - a strange number of the student's
                continue
            if not math.isfinite(x):
                continue
            key = k if frame.f_code is code else f"{frame.f_code.co_name}.{k}"
            if last.get(key) != x and (key in history or len(history) < TRACE_MAX_VARIABLES):
                last[key] = x
                history.setdefault(key[:60], []).append(x)
                state["changes"] += 1

    def local(frame, event, arg):
        state["events"] += 1
        if state["events"] > max_events or state["changes"] > max_changes:
            raise _TraceLimit
        if event in ("line", "return"):
            record(frame)
            if event == "line":
                where = (id(frame.f_code), frame.f_lineno)
                if where in seen:
                    state["loops"] = True
                seen.add(where)
        return local

    def start(frame, event, arg):
        return local if frame.f_code.co_filename == filename else None

    complete = True
    old = sys.gettrace()
    sys.settrace(start)
    try:
        fn(*args)
    except _TraceLimit:
        complete = False
    except Exception:  # noqa: BLE001 - the student's error is reported by the calls, not here
        pass
    finally:
        sys.settrace(old)
    return {"vars": history, "loops": state["loops"], "events": state["events"], "complete": complete}
# ------------------------------------------------------------------------ end of the student's steps


# the work of each request of serve(): the bound values first, ``emit`` (the child's channel) last
def _emit_student_id(namespace, emit):
    sid = namespace.get("STUDENT_ID", "")
    if isinstance(sid, (str, int)) and not isinstance(sid, bool):
        emit({"student_id": str(sid).strip()[:1000]})
    else:
        emit({"student_id": ""})


def _emit_value(v, emit):
    emit({"callable": callable(v), "value": plain(v)})


def _emit_facts(fn, req, emit):
    emit(function_facts(fn, list(req.get("params", []))))


def preload_imports(fn, limit: int = 8) -> None:
    """Import, before the timed calls, the installed libraries the function imports inside itself.

    A function that says ``from sklearn.metrics import roc_curve`` in its body loads the library in every forked
    child, and a cold load (no cached bytecode) takes seconds: the time limit is for the student's computation,
    not for loading a library. Only modules installed with Python (the standard library and site-packages) are
    imported here, never a file of the student's (their code runs only in the timed children); any error is
    ignored (the call then meets it, timed, as it would)."""
    import dis
    import importlib
    import importlib.util
    import sysconfig

    code = getattr(fn, "__code__", None)
    if code is None:
        return
    names: list = []
    stack, seen = [code], 0
    while stack and seen < 50:
        c = stack.pop()
        seen += 1
        try:
            names += [i.argval for i in dis.get_instructions(c) if i.opname == "IMPORT_NAME" and isinstance(i.argval, str)]
        except Exception:  # noqa: BLE001 - odd bytecode: nothing preloaded
            return
        stack += [k for k in c.co_consts if hasattr(k, "co_code")]
    missing = [n for n in list(dict.fromkeys(names))[:limit] if n not in sys.modules]
    if not missing:
        return  # (the common case: every library it names is loaded already)
    roots = tuple(os.path.realpath(p) for p in {sysconfig.get_paths().get(k) for k in ("stdlib", "platstdlib",
                                                                                        "purelib", "platlib")} if p)
    for name in missing:
        try:
            spec = importlib.util.find_spec(name.split(".")[0])
            origin = getattr(spec, "origin", None)
            if not origin or not os.path.realpath(origin).startswith(roots):
                continue  # built in, frozen, or not an installed library
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the timed call meets the same error
            continue


def _emit_calls(fn, req, emit):
    call_all(fn, req.get("calls", []), int(req.get("max_output", 1500)), req.get("reveal_until"), emit)


def _emit_trace(fn, args, emit):
    emit(trace_steps(fn, args))


def serve(namespace: dict, channel: Channel, reaping: bool = False) -> None:
    """Answer the grader's requests until it closes the channel."""
    fds = (channel.fd_in, channel.fd_out)
    while True:
        try:
            req = channel.recv()
        except (EOFError, ValueError):
            return
        if not isinstance(req, dict) or "op" not in req:
            continue  # not a request: a late answer to a variant() the cells' time limit interrupted
        op = req.get("op")
        timeout = float(req.get("timeout", 3.0)) if isinstance(req, dict) else 3.0
        deadline = time.monotonic() + WALL_FACTOR * timeout + 1
        name = req.get("name") if isinstance(req, dict) else None
        # each request's work(emit) runs in a forked child, its values bound here (partial) in this process
        if op == "student_id":
            work = partial(_emit_student_id, namespace)
        elif name not in namespace:
            channel.send({"defined": False})
            continue
        elif op == "value":
            work = partial(_emit_value, namespace[name])
        elif op == "facts":
            work = partial(_emit_facts, namespace[name], req)
        elif op == "calls":
            preload_imports(namespace[name])  # a library imported inside the function, loaded once, untimed
            work = partial(_emit_calls, namespace[name], req)
        elif op == "trace":  # the student's own steps on one (visible) input: see trace_steps
            work = partial(_emit_trace, namespace[name], list(decode(req.get("args", []))))
        else:
            channel.send({"error": "unknown request"})
            continue
        try:
            messages, finished, crash = in_child(work, deadline, fds, cpu_seconds=max(1, math.ceil(timeout)))
        except Exception:  # noqa: BLE001 - the agent keeps answering whatever happened
            messages, finished, crash = [], False, "exit"
        reap(reaping)
        channel.send({"messages": messages, "finished": finished, "crash": crash})


def main() -> None:  # pragma: no cover - runs in the sandbox
    fd_in, fd_out = os.dup(0), os.dup(1)
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    sys.stdin = open(os.devnull)  # noqa: SIM115
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    channel = Channel(fd_in, fd_out)
    hello = channel.recv()
    if hello.get("uid") is not None:
        try:
            drop_privileges(hello["uid"])
        except (OSError, ValueError) as exc:  # never run the student's code as root
            channel.send({"fatal": f"could not switch to an unprivileged user ({exc})"})
            os._exit(3)
    set_limits(hello.get("limits", {}))
    install_shim(channel)
    channel.send({"started": True})  # before any student code: a sandbox that fails before this is retried
    reaping = hello.get("reap") is True
    limit = hello.get("limits", {}).get("processes")
    namespace = run_cells([str(c) for c in hello.get("cells", [])], float(hello.get("cell_timeout", 30)), channel,
                          reaping, limit if isinstance(limit, int) and limit > 0 else 16)
    channel.send({"ready": True})
    serve(namespace, channel, reaping)


if __name__ == "__main__":  # pragma: no cover
    main()
