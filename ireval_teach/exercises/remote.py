"""The grader's side of a submission: its sandbox session and the Callers the checker talks to.

:class:`Session` runs one notebook in a :class:`~.isolation.Sandbox`, answers its ``variant``
questions and asks it for plain data (the student id, an answer value, a function's facts, the
results of calls). Everything that comes back is **validated** here: numbers must be floats (or
lists of floats, at most 3 deep and 10,000 long), anything else becomes an
:class:`~.sandbox.Opaque` with a bounded type name and text; messages that are not what was asked
for count as "no answer". The checker (:mod:`.probing`) then compares in this trusted process.

Hidden inputs must never come back into feedback. The sandbox sees a hidden input when it is asked
to call the function on it, and from then on the submission could hide that input in anything it
returns. So a submission is checked in **two passes**:

* pass A (:class:`VisibleCaller`): :func:`~.probing.check_function` runs for every task; only the
  calls before ``reveal_output_until`` (the student's inputs and the public examples) and calls
  with no hidden part (the prefix calls of a divergence) are sent to the sandbox, and their answers
  are kept; the hidden part is only queued. Value tasks are answered here too;
* the queued hidden calls are sent last, for all tasks at once; their answers are reduced to what
  the checker needs without a channel back: the value (compared, never shown), a built-in exception
  type name (a class of the student's own is reported as ``Exception``), whether it timed out; no
  message, no line, no printed output (neither kept nor counted), no text;
* the sandbox is killed, and pass B (:class:`ReplayCaller`) runs the checker again, answering every
  call from what was kept; a call pass A did not make is reported as not run, never sent.
"""

from __future__ import annotations

import builtins
import json
import math
import re
import time
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable, Sequence

from .isolation import Sandbox
from .untrusted import WALL_FACTOR
from .sandbox import DEFAULT_MAX_OUTPUT, DEFAULT_TIMEOUT, Caller, CallOutcome, FunctionFacts, Opaque, SandboxResult

#: Extra seconds the grader waits for a request beyond its own time limit (fork, JSON, scheduling).
REPLY_MARGIN = 5.0
#: ``variant`` questions one notebook may ask.
MAX_ASKS = 2000
#: Seconds past a cell's limit after which the grader stops waiting for it (the agent gives up after 2).
STUCK_GRACE = 5.0
#: Extra seconds for the first cell: the sandbox's Python starts (IPython too, for a cell with magics).
STARTUP_GRACE = 10.0
_BUILTIN_ERRORS = frozenset(n for n, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException))
_NAME_RE = re.compile(r"[^A-Za-z0-9_.]")
_EXPR_RE = re.compile(r"[^A-Za-z0-9_. ,()\[\]+\-*/%=]")  # a name or a short arithmetic expression
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


# ----------------------------------------------------------------------------- validation
def clean_text(x: Any, limit: int) -> str:
    """A string from the sandbox: control characters removed, at most ``limit`` characters."""
    if not isinstance(x, str):
        return ""
    x = _CONTROL_RE.sub("", x)
    return x if len(x) <= limit else x[: max(0, limit - 3)] + "..."


def clean_name(x: Any, limit: int = 60) -> str:
    return _NAME_RE.sub("", x)[:limit] if isinstance(x, str) else ""


def to_plain(x: Any, depth: int = 0) -> Any:
    """A returned value as the checker expects it (float, list, :class:`Opaque`); malformed -> Opaque."""
    if isinstance(x, float):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        try:
            return float(x)
        except OverflowError:
            return Opaque("int", "a very large integer")
    if isinstance(x, list) and depth < 3 and len(x) <= 10_000:
        return [to_plain(v, depth + 1) for v in x]
    if isinstance(x, dict) and list(x) == ["o"] and isinstance(x["o"], list) and len(x["o"]) == 2:
        return Opaque(clean_name(x["o"][0]) or "object", clean_text(x["o"][1], 80))
    return Opaque("object", "")


#: The only things a hidden call's outcome may carry (see :func:`to_outcome`).
HIDDEN_VOCABULARY = ("passed", "wrong value", "wrong type", "raised <built-in exception class>", "timed out",
                     "process ended")


def _hidden_value(v: Any) -> Any:
    """A hidden call's value reduced to what is compared: a float (inf and nan both become nan), a list of
    them, else "wrong type" (an :class:`Opaque` with no name and no text)."""
    if isinstance(v, float):
        return v if v == v and v not in (float("inf"), float("-inf")) else float("nan")
    if isinstance(v, list) and all(isinstance(x, float) for x in v):
        return [_hidden_value(x) for x in v]
    return Opaque("object", "")


def to_outcome(d: Any, hidden: bool) -> CallOutcome:
    """One call's outcome from the sandbox; for a hidden call only the words of :data:`HIDDEN_VOCABULARY`:
    a value to compare (never shown), "wrong type" (no type name), "raised" with a built-in exception class
    (a class of the student's own is ``Exception``), nothing else -- no text, no changed-input flag."""
    if not isinstance(d, dict):
        return CallOutcome(False, error_type="Exception", error_message="" if hidden else "no valid answer")
    mutated = d.get("mutated")
    mutated = tuple(i for i in mutated if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 64) \
        if isinstance(mutated, list) else ()
    if d.get("ok") is True:
        value = to_plain(d.get("value"))
        if hidden:
            return CallOutcome(True, _hidden_value(value), type_name="", mutated=())
        return CallOutcome(True, value, type_name=clean_name(d.get("type")), mutated=mutated)
    etype = clean_name(d.get("error_type")) or "Exception"
    if hidden:
        return CallOutcome(False, error_type=etype if etype in _BUILTIN_ERRORS else "Exception", mutated=())
    return CallOutcome(False, error_type=etype, error_message=clean_text(d.get("error_message"), 300),
                       where=clean_text(d.get("where"), 200) or None, mutated=mutated)


#: Bounds of a validated trace (the agent's own bounds, ``untrusted.TRACE_MAX_*``, enforced again here).
TRACE_VARIABLES, TRACE_VALUES = 40, 2_000


def clean_trace(d: Any) -> dict | None:
    """A trace reply as plain, bounded data (variable names cleaned, values finite floats), else None."""
    if not isinstance(d, dict) or not isinstance(d.get("vars"), dict):
        return None
    out: dict[str, list[float]] = {}
    budget = TRACE_VALUES
    for k, vals in list(d["vars"].items())[:TRACE_VARIABLES]:
        name = clean_text(k, 60)
        if not name or not isinstance(vals, list):
            continue
        kept = [float(v) for v in vals[:budget] if isinstance(v, (int, float)) and not isinstance(v, bool)
                and math.isfinite(v)]
        budget -= len(kept)
        out[name] = kept
    events = d.get("events")
    return {"vars": out, "loops": d.get("loops") is True, "complete": d.get("complete") is True,
            "events": events if isinstance(events, int) and not isinstance(events, bool) else 0}


def clean_code_facts(d: Any) -> tuple[tuple[str, int, int, tuple[str, ...]], ...]:
    """A facts reply's ``code`` (:func:`.code_reading.read`) as bounded plain data: known kinds, int lines,
    clean names; anything else dropped."""
    from .code_reading import KINDS, MAX_FACTS

    out: list[tuple[str, int, int, tuple[str, ...]]] = []
    for f in d[:MAX_FACTS] if isinstance(d, list) else ():
        if not (isinstance(f, list) and len(f) == 4 and f[0] in KINDS and isinstance(f[3], list)):
            continue
        lines = [x if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 10**6 else 0 for x in f[1:3]]
        names = tuple(_EXPR_RE.sub("", n)[:120] for n in f[3][:6] if isinstance(n, str))
        out.append((str(f[0]), lines[0], lines[1], names))
    return tuple(out)


def _crash_text(crash: Any, hidden: bool = False) -> tuple[bool, str | None]:
    """(timed out, crash description) from the agent's note on how a child ended. For a hidden call: timed
    out, or the one sentence "the process ended" (no signal name, no exit status)."""
    if crash == "fork":
        return False, "the grader could not start a process for your code (your code keeps too many running)"
    if crash == "exit":
        return False, "your code ended the process (os._exit or a crash) before returning"
    if isinstance(crash, str) and crash.startswith("signal "):
        name = clean_name(crash[7:], 20)
        if name in ("SIGKILL", "SIGXCPU"):
            return True, None
        if hidden:
            return False, "your code ended the process (os._exit or a crash) before returning"
        return False, f"the process running your code was killed by signal {name}"
    return True, None


# ------------------------------------------------------------------------- tagged JSON values
def encode(x: Any) -> Any:
    """Inputs as JSON that :func:`.untrusted.decode` restores exactly (tuples and non-string keys kept)."""
    if x is None or isinstance(x, (bool, str)):
        return x
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float):
        return float(x)
    if isinstance(x, list):
        return [encode(v) for v in x]
    if isinstance(x, tuple):
        return {"__t": [encode(v) for v in x]}
    if isinstance(x, dict):
        if all(isinstance(k, str) for k in x) and "__t" not in x and "__d" not in x:
            return {k: encode(v) for k, v in x.items()}
        return {"__d": [[encode(k), encode(v)] for k, v in x.items()]}
    if hasattr(x, "tolist"):  # a NumPy value in an input
        return encode(x.tolist())
    raise TypeError(f"cannot send a {type(x).__name__} to the sandbox")


def _key(calls: Sequence[Sequence[Any]]) -> str:
    return json.dumps(encode([tuple(c) for c in calls]), sort_keys=True)


# ------------------------------------------------------------------------------- the session
@dataclass
class Session:
    """One submission in its sandbox (see the module docstring)."""

    sandbox: Sandbox
    answer_variant: Callable[[str, str], Any]
    cell_notes: list[str] = field(default_factory=list)
    hidden_sent: bool = False
    deadline: float | None = None  # the checks' time limit (monotonic clock)
    abandoned_at: int | None = None  # a cell that could not be interrupted (0-based index among the cells)
    started: bool = False  # the agent said it runs (before any student code)
    ended_at: int | None = None  # the cell (0-based) in which the process ended or the channel broke

    def run_notebook(self, cells: list[str], cell_timeout: float, budget: float) -> bool:
        """Run the cells; True when the agent got through them and waits for questions.

        Two watchdogs here, whatever the agent does: the notebook's ``budget`` (then the sandbox is
        killed: ``sandbox.dead`` says so), and each cell's -- a cell that has not reported
        ``cell_timeout`` + :data:`STUCK_GRACE` seconds after the previous one is abandoned
        (``abandoned_at``; the sandbox is killed and the caller may run the cells before it again).
        """
        sb = self.sandbox
        sb.send({"cells": cells, "cell_timeout": cell_timeout, "limits": sb.limits.as_message(),
                 "reap": sb.mode == "bwrap", "uid": sb.uid})
        deadline = time.monotonic() + budget
        asks, last_cell = 0, -1
        cell_deadline = time.monotonic() + cell_timeout + STUCK_GRACE + STARTUP_GRACE
        while True:
            msg = sb.recv(min(deadline, cell_deadline))
            if msg is None:
                if sb.dead and self.started and time.monotonic() < deadline:
                    # the process ended (os._exit, a crash, a kill) or the channel broke in this cell: the
                    # caller may run the cells before it again, so that the work done before counts
                    self.ended_at = min(last_cell + 1, len(cells))
                    where = f"code cell {last_cell + 2}" if last_cell + 1 < len(cells) else "after the last code cell"
                    self.cell_notes.append(f"{where}: {sb.dead}")
                elif sb.dead:
                    self.cell_notes.append(sb.dead)
                elif time.monotonic() >= deadline:
                    sb.dead = f"notebook time limit ({budget:g} s) reached; later cells not run"
                    self.cell_notes.append(sb.dead)
                    sb.kill()
                elif last_cell + 1 < len(cells):
                    self._abandon(last_cell + 1)
                else:
                    self.cell_notes.append("the notebook's Python process stopped answering after its last cell")
                    sb.dead = self.cell_notes[-1]
                    sb.kill()
                return False
            if not isinstance(msg, dict):
                continue
            if msg.get("started") is True:
                self.started = True
                continue
            if msg.get("ready") is True:
                return True
            if msg.get("ask") == "variant":
                asks += 1
                n = msg.get("n") if isinstance(msg.get("n"), int) and not isinstance(msg.get("n"), bool) else None
                if asks > MAX_ASKS:
                    sb.send({"error": "too many variant() calls", "n": n})
                    continue
                try:
                    sb.send({"variant": encode(self.answer_variant(str(msg.get("task"))[:100],
                                                                  str(msg.get("student_id"))[:1000])), "n": n})
                except Exception as exc:  # noqa: BLE001 - an unknown task id: the student's variant() raises
                    sb.send({"error": clean_text(str(exc), 300), "n": n})
                continue
            cell = msg.get("cell")
            if not (isinstance(cell, int) and not isinstance(cell, bool) and 0 <= cell < len(cells)):
                continue
            self.started = True
            if msg.get("status") == "abandoned":
                self._abandon(cell)
                return False
            if cell > last_cell:
                last_cell = cell
                cell_deadline = time.monotonic() + cell_timeout + STUCK_GRACE
            if msg.get("status") == "timeout":
                self.cell_notes.append(f"cell {cell + 1} ran over its time limit and was interrupted")

    def _abandon(self, cell: int) -> None:
        self.abandoned_at = cell
        self.cell_notes.append(f"cell {cell + 1} ran over its time limit and could not be interrupted; the "
                               "notebook was run again up to it, the cells after it were not run")
        self.sandbox.dead = self.cell_notes[-1]
        self.sandbox.kill()

    def request(self, req: dict, timeout: float) -> dict | None:
        """One request; the agent's reply ``{"messages": [...], "finished", "crash"}`` or ``{"defined": False}``."""
        sb = self.sandbox
        if self.deadline is not None and time.monotonic() >= self.deadline and not sb.dead:
            sb.dead = "the checks ran over their time limit"
            sb.kill()
        if sb.dead or not sb.send(dict(req, timeout=timeout)):
            return None
        wait = time.monotonic() + WALL_FACTOR * timeout + 1 + REPLY_MARGIN
        if self.deadline is not None:
            wait = min(wait, self.deadline)
        while True:
            msg = sb.recv(wait)
            if msg is None:
                if not sb.dead:
                    sb.dead = ("the checks ran over their time limit" if self.deadline is not None
                               and time.monotonic() >= self.deadline else
                               "the notebook's Python process stopped answering")
                    sb.kill()
                return None
            if isinstance(msg, dict) and ("messages" in msg or "defined" in msg or "error" in msg):
                return msg
            # anything else (a stray message written by the student's code) is skipped

    def student_id(self) -> str:
        reply = self.request({"op": "student_id"}, 2.0)
        msgs = reply.get("messages") if reply else None
        if isinstance(msgs, list) and msgs and isinstance(msgs[0], dict):
            sid = msgs[0].get("student_id")
            return sid.strip()[:1000] if isinstance(sid, str) else ""
        return ""

    def value(self, name: str) -> tuple[str, Any]:
        """``("undefined", None)``, ``("callable", None)``, ``("value", plain)`` or ``("error", why)``."""
        reply = self.request({"op": "value", "name": name}, 2.0)
        if reply is None:
            return "error", self.sandbox.dead or "no answer"
        if reply.get("defined") is False:
            return "undefined", None
        msgs = reply.get("messages")
        if not (isinstance(msgs, list) and msgs and isinstance(msgs[0], dict)):
            return "error", "reading your answer did not finish (its conversion to a number loops or exits)"
        if msgs[0].get("callable") is True:
            return "callable", None
        return "value", to_plain(msgs[0].get("value"))

    def facts(self, name: str, params: Sequence[str]) -> FunctionFacts | None | str:
        """The function's facts; ``"undefined"`` when the name is not defined; None without an answer."""
        reply = self.request({"op": "facts", "name": name, "params": list(params)}, 2.0)
        if reply is None:
            return None
        if reply.get("defined") is False:
            return "undefined"
        msgs = reply.get("messages")
        if not (isinstance(msgs, list) and msgs and isinstance(msgs[0], dict)):
            return FunctionFacts("your function", None, None)
        m = msgs[0]
        binds = m.get("binds") if m.get("binds") in (True, False) else None
        sig = clean_text(m.get("signature"), 300) if isinstance(m.get("signature"), str) else None
        return FunctionFacts(clean_text(m.get("name"), 80) or "your function", sig, binds,
                             code=clean_code_facts(m.get("code")))

    def trace(self, name: str, args: Sequence[Any], timeout: float) -> dict | None:
        """The function's own steps on one visible input (the agent's ``trace`` request), validated:
        ``{"vars": {name: [floats]}, "loops": bool, "events": int, "complete": bool}``; None without an
        answer. Never after a hidden input was sent (a visible answer could carry it)."""
        if self.hidden_sent:
            return None
        reply = self.request({"op": "trace", "name": name, "args": encode(list(args))}, timeout)
        msgs = reply.get("messages") if reply else None
        if not (isinstance(msgs, list) and msgs and isinstance(msgs[0], dict)):
            return None
        return clean_trace(msgs[0])

    def calls(self, name: str, calls: Sequence[Sequence[Any]], *, timeout: float, max_output: int,
              hidden: bool) -> SandboxResult:
        """Call the function on ``calls``; a hidden batch is reduced as the module docstring says."""
        if hidden:
            self.hidden_sent = True
        elif self.hidden_sent:  # never: visible answers after a hidden input was seen could carry it
            return SandboxResult(n_calls=len(calls), crashed="the grader did not run this call")
        result = SandboxResult(n_calls=len(calls))
        began = time.monotonic()
        reply = self.request({"op": "calls", "name": name, "calls": encode([list(c) for c in calls]),
                              "max_output": 0 if hidden else int(max_output), "reveal_until": None}, timeout)
        result.elapsed = time.monotonic() - began
        if reply is None:
            result.timed_out = True
            return result
        if reply.get("defined") is False:
            result.crashed = f"`{name}` is not defined"
            return result
        raw = reply.get("messages")
        msgs = raw if isinstance(raw, list) else []
        for m in msgs:
            if not isinstance(m, dict):
                continue
            if "outcome" in m and len(result.outcomes) < len(calls):
                result.outcomes.append(to_outcome(m["outcome"], hidden))
            elif "output" in m and not hidden:
                result.output = clean_text(m.get("output"), max(0, int(max_output)))
                printed = m.get("printed")
                result.printed_chars = printed if isinstance(printed, int) and printed >= 0 else 0
        if reply.get("finished") is not True:
            result.timed_out, result.crashed = _crash_text(reply.get("crash"), hidden)
        elif len(result.outcomes) < len(calls):
            result.crashed = "your code ended the calls before returning"
        return result


class VisibleCaller(Caller):
    """Pass A: run the visible part live, queue the hidden part (see the module docstring)."""

    def __init__(self, session: Session, name: str, facts: FunctionFacts, store: dict) -> None:
        self.session, self.name, self._facts, self.store = session, name, facts, store

    def facts(self, params: Sequence[str]) -> FunctionFacts:
        return self._facts

    def run_calls(self, calls: Sequence[Sequence[Any]], *, timeout: float = DEFAULT_TIMEOUT,
                  max_output: int = DEFAULT_MAX_OUTPUT, reveal_output_until: int | None = None) -> SandboxResult:
        calls = [tuple(c) for c in calls]
        k = len(calls) if reveal_output_until is None else max(0, min(int(reveal_output_until), len(calls)))
        visible, hidden = calls[:k], calls[k:]
        vkey = ("v", _key(visible), max_output)
        if vkey not in self.store:
            self.store[vkey] = self.session.calls(self.name, visible, timeout=timeout, max_output=max_output,
                                                  hidden=False) if visible else SandboxResult()
        got = self.store[vkey]
        if hidden:
            spent = got.elapsed
            self.store.setdefault("queue", []).append((("h", _key(hidden)), hidden, max(0.5, timeout - spent)))
        return SandboxResult(outcomes=list(got.outcomes), n_calls=len(calls), timed_out=got.timed_out,
                             crashed=got.crashed, output=got.output, printed_chars=got.printed_chars,
                             elapsed=got.elapsed)


    def trace(self, args: Sequence[Any], *, timeout: float = 2.0) -> dict | None:
        key = ("t", _key([tuple(args)]))
        if key not in self.store:
            self.store[key] = self.session.trace(self.name, args, timeout)
        return self.store[key]


def run_hidden(session: Session, name: str, store: dict) -> None:
    """Send the queued hidden batches of one task (after every visible call of the submission)."""
    for key, hidden, timeout in store.pop("queue", []):
        if key not in store:
            store[key] = session.calls(name, hidden, timeout=timeout, max_output=0, hidden=True)


class ReplayCaller(Caller):
    """Pass B: answer every call from what pass A and the hidden batches kept; never run anything."""

    def __init__(self, facts: FunctionFacts, store: dict) -> None:
        self._facts, self.store = facts, store

    def facts(self, params: Sequence[str]) -> FunctionFacts:
        return self._facts

    def run_calls(self, calls: Sequence[Sequence[Any]], *, timeout: float = DEFAULT_TIMEOUT,
                  max_output: int = DEFAULT_MAX_OUTPUT, reveal_output_until: int | None = None) -> SandboxResult:
        calls = [tuple(c) for c in calls]
        k = len(calls) if reveal_output_until is None else max(0, min(int(reveal_output_until), len(calls)))
        visible, hidden = calls[:k], calls[k:]
        got = self.store.get(("v", _key(visible), max_output)) if visible else SandboxResult()
        if got is None:
            return SandboxResult(n_calls=len(calls), crashed="the grader did not run this call")
        result = SandboxResult(outcomes=list(got.outcomes), n_calls=len(calls), timed_out=got.timed_out,
                               crashed=got.crashed, output=got.output, printed_chars=got.printed_chars,
                               elapsed=got.elapsed)
        if not hidden or not got.complete:
            return result
        h = self.store.get(("h", _key(hidden)))
        if h is None:
            result.crashed = "the grader did not run this call"
            return result
        result.outcomes += h.outcomes
        result.timed_out, result.crashed = h.timed_out, h.crashed
        return result  # the hidden calls' time is not added: it would be a side channel

    def trace(self, args: Sequence[Any], *, timeout: float = 2.0) -> dict | None:
        return self.store.get(("t", _key([tuple(args)])))


__all__ = ["Session", "VisibleCaller", "ReplayCaller", "run_hidden", "to_plain", "to_outcome", "encode",
           "clean_text"]
