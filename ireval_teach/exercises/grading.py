"""Grade a class: run every submitted notebook in its own sandbox and write a gradebook and feedback files.

``ireval-teach grade SUBMISSIONS... --assignment exercises/student/03_ap_map.ipynb --out grades.csv``
(see :mod:`.commands`) calls :func:`grade`. Trust does not depend on the students' good will:

1. **The tasks come from the instructor**: ``--assignment`` (a source or released notebook of the
   assignment -- its check cells name the tasks -- or an assignment name such as ``03_ap_map``) or
   ``--tasks``; never from the submissions. The grader needs no solutions.
2. **Student code never shares a process with anything secret.** Each notebook runs in its own
   sandbox (:mod:`.isolation`: bubblewrap, no network, no file system but the course environment's
   read-only Python and packages, resource limits, everything killed at the end) by a small agent (:mod:`.untrusted`) that holds no expected value,
   no hidden answer, no secret and no grading code. The agent runs the code cells (each with
   ``cell_timeout``, all of them within ``timeout``), then the grader asks it for plain data only --
   the student id, each answer value, each function's signature, each function's results on inputs
   the grader sends -- and compares with the library in this process (:mod:`.probing`, through the
   callers of :mod:`.remote`: hidden inputs are sent last and their answers carry no text back).
3. Notebooks are graded in parallel (``workers`` sandboxes at once). Each submission has its own
   time limit (cells plus 6 s per task for the checks) enforced by killing its sandbox, and the whole
   run has a watchdog (``run_timeout``): a submission still running then is killed and gets a row
   saying so. Nothing a submission does can stop the others or the gradebook: the CSV and every
   feedback file are written as each notebook is graded (:class:`Gradebook`), one row per path given
   at every moment; a path that is not a regular file (:mod:`.intake_safety`) is a row saying why.
   A notebook whose process ends in code cell N is run again up to cell N and graded.
4. The CSV gradebook: file, student id, passed, total, percent, points, max_points and
   weighted_percent (each task's points: :mod:`.points`), a note (time limit, crash,
   unreadable file), then per task a 1/0 score column and a status column ("passed", "not yet",
   "not yet: <the mistake in plain words>", "not attempted") and a mistake column (the catalogue code of
   the named mistake, for sorting and counting). Text cells that a spreadsheet would read as a
   formula (starting with ``=``, ``+``, ``-``, ``@``, tab or carriage return) get a leading ``'``;
   text that cannot be encoded (lone surrogates) is escaped, never an error.
5. One Markdown feedback file per submission, with a unique file name (ids that differ only in
   characters a file name cannot hold, or in case, get the notebook's name and a number added).

6. Progress: :func:`grade` is also the Python API a teaching assistant calls in a Jupyter notebook;
   there it shows tqdm's notebook bar (``tqdm.auto``: a widget where ipywidgets is installed), on a
   terminal tqdm's text bar on stderr, and nothing when stderr is not a terminal (a pipe, a log,
   CI) or ``progress="none"`` (``ireval-teach grade --quiet``); see :func:`progress_kind`. The bar
   moves when a notebook is finished and shows its file name and score; grading itself never
   depends on it (the bar is drawn by the calling thread, from the workers' finished results).

The student id is the notebook's ``STUDENT_ID`` (a string or a whole number; ``--id-from notebook``,
default; the file name when it is not set), and the personal inputs follow it as in the student's own
notebook; or the file name (``--id-from filename``), and then the inputs are drawn for the file name's
id (the note says when the notebook's differs). Ids are checked by
:func:`.intake_safety.normalise_student_id`: flagged (never altered) for invisible characters, refused
when too long, every submission of an id claimed twice flagged, and with ``roster`` graded only when on
the roster. The variant scheme is the assignment notebook's pin (:func:`assignment_scheme`).
"""

from __future__ import annotations

import csv
import json
import math
import os
import queue
import re
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, overload
from collections.abc import Iterable, Sequence

from ..errors import InvalidOptionError, IrevalError, SandboxUnavailableError, check_option

_CHECK_RE = re.compile(r"""check\(\s*["']([A-Za-z0-9_.]+)["']""")
#: The largest notebook file the grader reads (bytes).
MAX_NOTEBOOK_BYTES = 20 << 20
#: Seconds of checking time per task (plus :data:`CHECK_BASE`) after the cells have run.
CHECK_PER_TASK = 6.0
CHECK_BASE = 10.0
ISOLATION = ("bwrap", "process")
#: Values of ``grade(progress=...)``: auto (the notebook bar in Jupyter, else a text bar on a terminal, else none).
PROGRESS = ("auto", "notebook", "terminal", "none")
#: Sandboxes started for one notebook when one fails before the agent reports (a transient start-up failure).
START_ATTEMPTS = 3


@dataclass
class Submission:
    """The grading result of one notebook."""

    file: str
    student_id: str = ""
    results: list[dict] = field(default_factory=list)  # Feedback.to_dict() per task
    note: str = ""
    elapsed: float = 0.0
    #: the id compared with other submissions' and a roster's (NFC, case-folded; "" when there is none)
    id_key: str = ""

    @property
    def passed(self) -> int:
        return sum(1 for r in self.results if r.get("passed") is True)


# ------------------------------------------------------------------------------- the tasks
def tasks_in(nb) -> list[str]:
    """Task ids named by a notebook's check cells, in order of first appearance (instructor notebooks only)."""
    ids: list[str] = []
    cells = nb.get("cells") if isinstance(nb, dict) else None  # a JSON dict or nbformat's NotebookNode
    for cell in cells if isinstance(cells, list) else []:
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            src = cell.get("source", "")
            src = "".join(x for x in src if isinstance(x, str)) if isinstance(src, list) else str(src)
            for t in _CHECK_RE.findall(src):
                if t not in ids:
                    ids.append(t)
    return ids


def assignment_task_ids(assignment: str | Path | None = None, tasks: Sequence[str] | None = None) -> list[str]:
    """The tasks to grade: ``tasks``, or those of the instructor's ``assignment`` (a notebook or a name).

    >>> assignment_task_ids("03_ap_map")[:4]
    ['ap.value', 'ap.exact', 'ap.eleven_point', 'map.mean']
    >>> assignment_task_ids(tasks=["ap.exact"])
    ['ap.exact']
    """
    from .tasks import TASKS

    if tasks:
        # a retired task (TASKS answers for it, not listed) still grades: hand-outs already released use it
        ids = [t if t in TASKS else check_option("exercise task", t, tuple(TASKS)) for t in dict.fromkeys(tasks)]
        return ids
    if assignment is None:
        raise InvalidOptionError("say which assignment to grade: --assignment exercises/student/03_ap_map.ipynb "
                                 "(the released or source notebook), --assignment 03_ap_map, or --tasks ID,ID; "
                                 "the tasks never come from the submissions")
    path = Path(assignment)
    if path.suffix == ".ipynb" or path.exists():
        from .course_tasks import load_for_assignment

        load_for_assignment(path)  # a course's own tasks: the course_tasks.py beside the assignment notebook
        # read as JSON: nbformat is an optional dependency, and a TA's fresh install has only the core ones
        try:
            nb = json.loads(path.read_bytes()[: 4 * MAX_NOTEBOOK_BYTES].decode("utf-8-sig"))
        except (OSError, ValueError, RecursionError) as exc:
            raise InvalidOptionError(f"cannot read the assignment notebook {path}: {type(exc).__name__}") from None
        ids = [t for t in tasks_in(nb) if t in TASKS]
        if not ids:
            raise InvalidOptionError(f"the assignment notebook {path} has no check cell of a known task")
        return ids
    topics = sorted({t.topic for t in TASKS.values()})
    name = str(assignment)
    match = [tp for tp in topics if tp == name] or [tp for tp in topics if tp.split("_")[0] == name]
    if len(match) != 1:
        check_option("assignment", name, tuple(topics))
    return [tid for tid, t in TASKS.items() if t.topic == match[0]]


# -------------------------------------------------------------------------- one submission
def read_cells(path: Path) -> list[str]:
    """The code cells' sources of a submitted notebook, read as untrusted JSON (``IrevalError`` if unreadable).

    Only a regular file is read, without following a link or waiting on a FIFO, and at most
    :data:`MAX_NOTEBOOK_BYTES` of it (:func:`.intake_safety.read_submission`).
    """
    from .intake_safety import UnreadableSubmission, read_submission

    try:
        data = read_submission(path, MAX_NOTEBOOK_BYTES)
    except UnreadableSubmission as exc:
        raise IrevalError(str(exc)) from None
    try:
        nb = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError, MemoryError) as exc:
        raise IrevalError(f"could not read the notebook ({type(exc).__name__})") from None
    cells = nb.get("cells") if isinstance(nb, dict) else None
    if not isinstance(cells, list):
        raise IrevalError("could not read the notebook (no list of cells)")
    out = []
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        if isinstance(src, list):
            src = "".join(s for s in src if isinstance(s, str))
        if isinstance(src, str) and src.strip():
            out.append(src)
    return out


def _feedback(task, passed: bool, status: str, text: str) -> dict:
    from .probing import Feedback, _header

    return Feedback(task.id, passed, status, _header(task, passed, status) + "\n" + text).to_dict()


def _missing(task_id: str, reason: str) -> dict:
    return {"task": task_id, "passed": False, "status": "not yet", "misconception": "",
            "message": f"not graded: {reason}", "first_divergence": ""}


def _plain_answer(v: Any) -> Any:
    """A value from the sandbox as the checker reads it (Ellipsis and None mean "not attempted")."""
    from .sandbox import Opaque

    if isinstance(v, Opaque) and v.type_name in ("ellipsis", "NoneType"):
        return ... if v.type_name == "ellipsis" else None
    return v


def _not_a_number(*_args: Any) -> None:
    """Stands for a student's answer that is a function where a number was asked."""


def check_in_sandbox(session, task_ids: Sequence[str], student_id: str, partial: bool = False) -> list[dict]:
    """Every task of one submission, in the two passes of :mod:`.remote`; kills the sandbox before pass B.

    With ``partial`` (the lecturer's choice), a function task right on every visible input that fails only
    some hidden checks gets a ``credit`` (the share of hidden checks right) and a sentence saying so."""
    from .course_tasks import credit
    from .probing import FAILED, NOT_ATTEMPTED, check_function, check_value
    from .remote import ReplayCaller, VisibleCaller, run_hidden
    from .tasks import TASKS

    results: dict[str, dict] = {}
    pending: list[tuple[Any, Any, dict]] = []
    for tid in task_ids:
        task = TASKS[tid]
        try:
            kind, v = session.value(task.answer_name)
            if kind == "undefined":
                results[tid] = _feedback(task, False, NOT_ATTEMPTED, f"`{task.answer_name}` is not defined: the cell "
                                         "that defines it did not run or was removed.")
            elif kind == "error":
                results[tid] = _feedback(task, False, FAILED, f"`{task.answer_name}` could not be read: {v}.")
            elif task.kind == "value":
                ans = _not_a_number if kind == "callable" else _plain_answer(v)
                results[tid] = check_value(task, ans, student_id).to_dict()
            elif kind != "callable":
                results[tid] = check_function(task, _plain_answer(v), student_id).to_dict()
            else:
                facts = session.facts(task.answer_name, task.family.params)
                if facts is None or facts == "undefined":
                    results[tid] = _missing(tid, session.sandbox.dead or "the function could not be inspected")
                    continue
                store: dict = {}
                check_function(task, VisibleCaller(session, task.answer_name, facts, store), student_id)
                pending.append((task, facts, store))
        except Exception as exc:  # noqa: BLE001 - a checker bug must cost one task, not the gradebook
            results[tid] = _missing(tid, f"the checker failed on this answer ({type(exc).__name__})")
    for task, _, store in pending:  # hidden inputs go out only after every visible answer is in
        run_hidden(session, task.answer_name, store)
    session.sandbox.close()
    for task, facts, store in pending:
        try:
            fb = check_function(task, ReplayCaller(facts, store), student_id)
            results[task.id] = fb.to_dict()
            share, sentence = credit(fb, partial)
            if sentence and not fb.passed:
                results[task.id]["credit"] = share
                results[task.id]["message"] += "\n\n" + sentence
        except Exception as exc:  # noqa: BLE001
            results[task.id] = _missing(task.id, f"the checker failed on this answer ({type(exc).__name__})")
    return [results[t] for t in task_ids]


def _answer_variant(task_id: str, student_id: str) -> Any:
    from . import variant

    return variant(task_id, student_id)


def grade_notebook(path: str | Path, task_ids: Sequence[str], *, timeout: float = 120.0, cell_timeout: float = 30.0,
                   id_from: str = "notebook", isolation: str = "bwrap", registry: _Registry | None = None,
                   roster: frozenset[str] | None = None, partial: bool = False) -> Submission:
    """Run one notebook in its sandbox and grade it (see the module docstring). Never raises for a submission.

    ``roster``: the id keys (:func:`.intake_safety.normalise_student_id`) a submission's id must be one of.
    ``partial``: partial credit, the lecturer's choice (:func:`.points.partial_credit`; off by default).
    """
    from .intake_safety import normalise_student_id

    start = time.monotonic()
    path = Path(path)
    file_id = normalise_student_id(path.stem)
    sub = Submission(file=str(path), student_id=file_id.shown, id_key=file_id.key)
    try:
        cells = read_cells(path)
    except IrevalError as exc:
        sub.note = str(exc)
        sub.results = [_missing(t, sub.note) for t in task_ids]
        return sub
    notes: list[str] = []
    cpu = int(timeout + CHECK_BASE + CHECK_PER_TASK * len(task_ids)) + 5
    # --id-from filename: the inputs are drawn for the file's id, also when the notebook asks variant()
    answer = _answer_variant if id_from == "notebook" else (lambda t, _sid: _answer_variant(t, file_id.typed))
    run = _run_cells(path, cells, answer, isolation=isolation, cpu=cpu, cell_timeout=cell_timeout,
                     budget=timeout, registry=registry, notes=notes)
    if run is None:
        sub.note = "; ".join(dict.fromkeys(notes))
        sub.results = [_missing(t, sub.note) for t in task_ids]
        return sub
    sandbox, session = run
    try:
        cut = session.abandoned_at if session.abandoned_at is not None else session.ended_at
        remaining = timeout - (time.monotonic() - start)
        if cut is not None and remaining > 1:
            # a cell escaped every interruption, or ended the process: the work done before it counts, so
            # the cells before it run again in a fresh sandbox and are graded
            _close(sandbox, registry)
            rerun = _run_cells(path, cells[:cut], answer, isolation=isolation, cpu=cpu, cell_timeout=cell_timeout,
                               budget=remaining, registry=registry, notes=notes)
            if rerun is None:
                sandbox = None
                raise _NoSandbox
            sandbox, session = rerun
            if session.ended_at is None and not sandbox.dead and session.abandoned_at is None:
                notes.append(f"the code cells before cell {cut + 1} were run again and graded" if cut else
                             "no code cell ran before it: nothing to grade but the id")
        if sandbox.dead:
            sub.results = [_missing(t, sandbox.dead) for t in task_ids]
        else:
            session.deadline = time.monotonic() + CHECK_BASE + CHECK_PER_TASK * len(task_ids)
            raw = session.student_id()
            if sandbox.dead:
                sub.results = [_missing(t, sandbox.dead) for t in task_ids]
            else:
                ident = file_id
                if id_from == "notebook":
                    if not raw:
                        notes.append("STUDENT_ID is not set: the file name was used as the id")
                    else:
                        ident = normalise_student_id(raw)
                elif raw and normalise_student_id(raw).key != file_id.key:
                    notes.append(f"the notebook's STUDENT_ID {normalise_student_id(raw).shown} is not the file's id: "
                                 f"graded (the inputs drawn) for {file_id.shown}")
                sub.student_id, sub.id_key = ident.shown, ident.key
                if ident.problem:
                    notes.append(ident.problem)
                if ident.refused:
                    sub.results = [_missing(t, ident.problem or "the id was refused") for t in task_ids]
                elif roster is not None and ident.key not in roster:
                    notes.append(f"the id {ident.shown} is not on the roster")
                    sub.results = [_missing(t, notes[-1]) for t in task_ids]
                else:
                    # the inputs follow the id exactly as the student's own variant() saw it (stripped; today's
                    # variant scheme does nothing else to it)
                    sub.results = check_in_sandbox(session, task_ids, ident.typed, partial=partial)
                    if sandbox.dead:
                        notes.append(sandbox.dead)
    except _NoSandbox:
        sub.results = [_missing(t, "; ".join(dict.fromkeys(notes)) or "no sandbox") for t in task_ids]
    except Exception as exc:  # noqa: BLE001 - a grader bug costs this row, never the gradebook
        notes.append(f"the grader failed on this notebook ({type(exc).__name__})")
        sub.results = [_missing(t, notes[-1]) for t in task_ids]
    finally:
        if sandbox is not None:
            _close(sandbox, registry)
    sub.note = "; ".join(dict.fromkeys(notes))
    sub.elapsed = round(time.monotonic() - start, 2)
    return sub


class _NoSandbox(Exception):
    """No sandbox could be started for a second run of the cells (the notes say why)."""


def _close(sandbox, registry: _Registry | None) -> None:
    sandbox.close()
    if registry is not None:
        registry.discard(sandbox)


def _run_cells(path: Path, cells: list[str], answer, *, isolation: str, cpu: int, cell_timeout: float, budget: float,
               registry: _Registry | None, notes: list[str]):
    """Run ``cells`` in a fresh sandbox (started again up to :data:`START_ATTEMPTS` times when it fails before
    any student code); ``(sandbox, session)``, or None when none could be started. The session's cell notes
    are added to ``notes``."""
    from .isolation import Limits, Sandbox
    from .remote import Session

    start = time.monotonic()
    sandbox = session = None
    failures: list[str] = []
    for attempt in range(START_ATTEMPTS):  # a sandbox that fails before running any student code is retried
        if sandbox is not None:
            _close(sandbox, registry)
            time.sleep(0.2 * attempt)
        try:
            sandbox = Sandbox(isolation, Limits(cpu_seconds=cpu))
        except OSError as exc:
            sandbox = None
            failures.append(f"could not start a sandbox ({type(exc).__name__})")
            continue
        if registry is not None:
            registry.add(sandbox)
        session = Session(sandbox, answer)
        try:
            session.run_notebook(cells, cell_timeout, budget - (time.monotonic() - start))
        except Exception:  # noqa: BLE001 - handled below as a dead sandbox
            sandbox.dead = sandbox.dead or "the grader lost the sandbox"
        if session.started or not sandbox.dead:
            break
    if sandbox is None or session is None:
        notes.extend(failures)
        return None
    notes.extend(n for n in session.cell_notes if n not in notes)
    return sandbox, session


def _clean_id(text: Any) -> str:
    from .remote import clean_text

    return " ".join(clean_text(str(text), 100).split())


# ----------------------------------------------------------------------------- the class
class _Registry:
    """The live sandboxes, so that the run's watchdog can kill them all."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.live: set = set()

    def add(self, sb) -> None:
        with self.lock:
            self.live.add(sb)

    def discard(self, sb) -> None:
        with self.lock:
            self.live.discard(sb)

    def kill_all(self) -> None:
        with self.lock:
            live = list(self.live)
        for sb in live:
            sb.kill()


def default_workers() -> int:
    """One sandbox per core: a notebook's Python is busy most of its time."""
    return max(1, os.cpu_count() or 1)


@overload
def _positive(name: str, value: Any, allow_none: Literal[False] = False) -> float: ...
@overload
def _positive(name: str, value: Any, allow_none: Literal[True]) -> float | None: ...
def _positive(name: str, value: Any, allow_none: bool = False) -> float | None:
    if value is None and allow_none:
        return None
    try:
        ok = not isinstance(value, bool) and math.isfinite(float(value)) and float(value) > 0
    except (TypeError, ValueError):
        ok = False
    if not ok:
        raise InvalidOptionError(f"{name} is {value!r}; it must be a positive finite number of seconds")
    return float(value)


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def validate_outputs(inputs: Sequence[Path], out_csv: Path, feedback_dir: Path) -> None:
    """No output may overwrite an input (a submission, the assignment notebook)."""
    for p in inputs:
        if _same(p, out_csv):
            raise InvalidOptionError(f"--out {out_csv} is one of the inputs ({p}); choose a new file for the gradebook")
        if _same(p, feedback_dir):
            raise InvalidOptionError(f"--feedback-dir {feedback_dir} is one of the inputs ({p})")
    if out_csv.exists() and out_csv.is_dir():
        raise InvalidOptionError(f"--out {out_csv} is a directory; give a .csv file")
    if feedback_dir.exists() and not feedback_dir.is_dir():
        raise InvalidOptionError(f"--feedback-dir {feedback_dir} is a file, not a directory")


def in_jupyter() -> bool:
    """Is this a Jupyter kernel (the test ``tqdm.auto`` makes)? IPython is never imported for it."""
    if "ipykernel.zmqshell" not in sys.modules or "IPython" not in sys.modules:
        return False
    try:
        return sys.modules["IPython"].get_ipython() is not None
    except Exception:  # noqa: BLE001 - a broken or fake IPython: no kernel
        return False


def progress_kind(progress: str | bool = "auto", stream: Any = None) -> str:
    """Which progress display ``grade`` draws: ``"notebook"``, ``"terminal"`` or ``"none"``.

    ``"auto"``: in a Jupyter kernel ``"notebook"`` (tqdm.auto's bar: a widget with ipywidgets, else
    text); else ``"terminal"`` when ``stream`` (default ``sys.stderr``) is a terminal; else ``"none"``.
    ``True`` means ``"auto"``, ``False`` ``"none"``.

    >>> import io
    >>> progress_kind("auto", io.StringIO()), progress_kind(False), progress_kind("terminal")
    ('none', 'none', 'terminal')
    """
    if progress is True:
        progress = "auto"
    elif progress is False or progress is None:
        progress = "none"
    check_option("progress", progress, PROGRESS)
    if progress != "auto":
        return progress
    if in_jupyter():
        return "notebook"
    stream = sys.stderr if stream is None else stream
    try:
        return "terminal" if stream.isatty() else "none"
    except (AttributeError, ValueError, OSError):
        return "none"


class _ProgressBar:
    """The bar of :func:`progress_kind` over a class's notebooks (a no-op for ``"none"``)."""

    def __init__(self, kind: str, total: int) -> None:
        self.bar = None
        try:
            if kind == "notebook":
                import warnings

                with warnings.catch_warnings():  # tqdm.auto says "experimental" / "no ipywidgets, using text"
                    warnings.simplefilter("ignore")
                    from tqdm.auto import tqdm
                self.bar = tqdm(total=total, desc="grading", unit="notebook", mininterval=0, miniters=1)
            elif kind == "terminal":
                from tqdm import tqdm

                # one redraw per graded notebook (they take a fraction of a second or more)
                self.bar = tqdm(total=total, desc="grading", unit="notebook", file=sys.stderr, leave=False,
                                dynamic_ncols=True, mininterval=0, miniters=1)
        except Exception:  # noqa: BLE001 - a broken widget library costs the bar, never the grading
            self.bar = None

    def done(self, sub: Submission) -> None:
        if self.bar is not None:
            try:
                self.bar.set_postfix_str(f"{Path(sub.file).name[:40]}: {sub.passed}/{len(sub.results)}",
                                         refresh=False)
                self.bar.update(1)
            except Exception:  # noqa: BLE001 - see __init__
                self.bar = None

    def close(self) -> None:
        if self.bar is not None:
            try:
                self.bar.close()
            except Exception:  # noqa: BLE001
                pass
            self.bar = None


def grade(submissions: Iterable[str | Path], out_csv: str | Path, feedback_dir: str | Path | None = None, *,
          assignment: str | Path | None = None, tasks: Sequence[str] | None = None, timeout: float = 120.0,
          cell_timeout: float = 30.0, workers: int | None = None, id_from: str = "notebook",
          isolation: str = "bwrap", run_timeout: float | None = None,
          progress: str | bool = "auto", roster: str | Path | None = None) -> list[Submission]:
    """Grade every notebook, write the CSV gradebook and one feedback file per submission; return the results.

    ``isolation="bwrap"`` (default) needs a usable bubblewrap (:func:`.isolation.isolation_status`;
    :class:`~ireval_teach.errors.SandboxUnavailableError` otherwise); ``"process"`` runs each
    notebook in a plain child process (trusted code only; see :mod:`.isolation`). ``progress``: see
    :func:`progress_kind` (in a Jupyter notebook the default draws tqdm's notebook bar). ``roster``: a
    CSV file of the class's ids (:func:`.intake_safety.read_roster`); a submission whose id is not on it
    is not graded (its row says so).

    Every path given gets one row, always: a path that is not a regular file (a link, a directory, a FIFO,
    missing) gets a row that says why. Each row and feedback file is written as soon as its notebook is
    graded (:class:`Gradebook`), so the gradebook on disk is whole at every moment of the run.

    In a notebook (a teaching assistant's)::

        from ireval_teach.exercises.grading import grade
        results = grade(sorted(Path("submissions").glob("*.ipynb")), "grades.csv", assignment="03_ap_map")
    """
    from .intake_safety import read_roster, roster_keys as keys_of
    from .isolation import isolation_status, process_limit_status

    check_option("id source", id_from, ("notebook", "filename"))
    check_option("isolation", isolation, ISOLATION)
    kind = progress_kind(progress)
    timeout = _positive("--timeout", timeout)
    cell_timeout = _positive("--cell-timeout", cell_timeout)
    run_timeout = _positive("--run-timeout", run_timeout, allow_none=True)
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise InvalidOptionError(f"--workers is {workers!r}; it must be a whole number of at least 1")
    task_ids = assignment_task_ids(assignment, tasks)
    assignment_scheme(assignment)  # an assignment pinned to a variant scheme this version cannot draw: refused
    roster_keys = keys_of(read_roster(roster)) if roster is not None else None
    from .points import partial_credit, task_points

    points = task_points(task_ids, assignment)
    partial = partial_credit(assignment)
    paths = [Path(p) for p in submissions]
    out_csv = Path(out_csv)
    feedback_dir = Path(feedback_dir) if feedback_dir is not None else out_csv.with_name(out_csv.stem + "_feedback")
    inputs = paths + ([Path(assignment)] if assignment is not None and Path(assignment).exists() else [])
    if roster is not None:
        inputs.append(Path(roster))
    validate_outputs(inputs, out_csv, feedback_dir)
    if isolation == "bwrap":
        usable, why = isolation_status()
        if not usable:
            raise SandboxUnavailableError(f"cannot isolate the submissions: {why}. Install bubblewrap, or pass "
                                          "--isolation process to grade trusted notebooks without a sandbox")
        process_limit_status()  # probed once here, before the workers start their sandboxes
    workers = min(workers or default_workers(), max(1, len(paths)))
    per_sub = timeout + CHECK_BASE + CHECK_PER_TASK * len(task_ids) + 15
    if run_timeout is None:
        run_timeout = per_sub * math.ceil(len(paths) / workers) + 60
    _answer_variant(task_ids[0], "warm-up")  # the registry loaded before any notebook asks (a cell's time runs)
    book = Gradebook(paths, out_csv, feedback_dir, task_ids, avoid=inputs, points=points)
    book.write_all()  # one row per path from the start ("not graded yet")
    registry = _Registry()
    lock = threading.Lock()
    todo = list(range(len(paths)))
    finished: queue.Queue = queue.Queue()  # the workers' finished submissions, for the progress bar
    run_deadline = time.monotonic() + run_timeout

    def work() -> None:
        while True:
            with lock:
                if not todo or time.monotonic() > run_deadline:
                    return
                i = todo.pop(0)
            try:
                sub = grade_notebook(paths[i], task_ids, timeout=timeout, cell_timeout=cell_timeout, id_from=id_from,
                                     isolation=isolation, registry=registry, roster=roster_keys, partial=partial)
            except BaseException as exc:  # noqa: BLE001 - never lose a row
                sub = book.placeholder(i, f"grader error ({type(exc).__name__})")
            try:
                book.done(i, sub)
            except Exception:  # noqa: BLE001 - a full disk costs this write; the final write tries again
                pass
            finished.put(sub)

    threads = [threading.Thread(target=work, daemon=True, name=f"grade-{k}") for k in range(workers)]
    bar = _ProgressBar(kind, len(paths))
    interrupted = False
    try:
        for t in threads:
            t.start()
        shown = 0
        while shown < len(paths) and time.monotonic() < run_deadline:  # this thread draws the bar
            try:
                bar.done(finished.get(timeout=max(0.01, min(0.5, run_deadline - time.monotonic()))))
                shown += 1
            except queue.Empty:
                if not any(t.is_alive() for t in threads) and finished.empty():
                    break
        for t in threads:
            t.join(max(0.0, run_deadline - time.monotonic()))
        if any(t.is_alive() for t in threads):
            registry.kill_all()
            for t in threads:
                t.join(10)
    except KeyboardInterrupt:  # the gradebook so far is still written; the sandboxes are killed
        interrupted = True
        with lock:
            todo.clear()
        registry.kill_all()
        raise
    finally:
        why = "grading was interrupted" if interrupted else f"the whole run's time limit ({run_timeout:g} s) was reached"
        bar.close()
        final = book.finish(f"not graded: {why}")
    return final


class Gradebook:
    """The CSV gradebook and the feedback files of one run, on disk at every moment.

    :meth:`write_all` writes one row per path (``not graded yet`` for those still waiting); :meth:`done`
    records a graded notebook and rewrites the CSV and writes its feedback file, each atomically (a
    temporary file renamed over the old one); :meth:`finish` fills the rows never graded, flags ids claimed
    by more than one submission, and writes everything once more with the final, deterministic feedback
    names (:func:`feedback_names`), removing names only used during the run.
    """

    def __init__(self, paths: Sequence[Path], out_csv: Path, feedback_dir: Path, task_ids: Sequence[str],
                 avoid: Sequence[Path] = (), points: dict[str, float] | None = None) -> None:
        self.paths, self.out_csv, self.feedback_dir, self.task_ids = list(paths), out_csv, feedback_dir, list(task_ids)
        self.points = points
        self.avoid = list(avoid)
        self.subs: list[Submission | None] = [None] * len(self.paths)
        self.names: dict[int, str] = {}
        self.lock = threading.Lock()

    def placeholder(self, i: int, note: str) -> Submission:
        from .intake_safety import normalise_student_id

        ident = normalise_student_id(self.paths[i].stem)
        sub = Submission(str(self.paths[i]), ident.shown, note=note, id_key=ident.key)
        sub.results = [_missing(t, note) for t in self.task_ids]
        return sub

    def _rows(self, pending: str) -> list[Submission]:
        rows = [s if s is not None else self.placeholder(i, pending) for i, s in enumerate(self.subs)]
        return flag_duplicates(rows)

    def write_all(self) -> None:
        with self.lock:
            write_gradebook(self._rows("not graded yet (grading in progress)"), self.out_csv, self.task_ids, self.points)

    def done(self, i: int, sub: Submission) -> None:
        with self.lock:
            self.subs[i] = sub
            rows = self._rows("not graded yet (grading in progress)")
            write_gradebook(rows, self.out_csv, self.task_ids, self.points)
            used = {n.lower() for k, n in self.names.items() if k != i}
            name = self.names.get(i) or _free_name(rows[i], used)
            self.names[i] = name
            _write_one_feedback(rows[i], self.feedback_dir / name, self.avoid)

    def finish(self, never_graded: str) -> list[Submission]:
        with self.lock:
            final = self._rows(never_graded)
            for i, sub in enumerate(final):
                self.subs[i] = sub
            write_gradebook(final, self.out_csv, self.task_ids, self.points)
            written = write_feedback(final, self.feedback_dir, avoid=self.avoid)
            keep = {p.name for p in written}
            for name in set(self.names.values()) - keep:
                try:
                    (self.feedback_dir / name).unlink()
                except OSError:
                    pass
            return final


def flag_duplicates(subs: list[Submission]) -> list[Submission]:
    """Copies of ``subs`` whose note says when their id is claimed by another submission too (every one of
    them is flagged; none is dropped). Ids are compared in NFC, case-blind (:attr:`Submission.id_key`)."""
    import dataclasses

    from .intake_safety import duplicate_ids

    dups = duplicate_ids([s.id_key for s in subs])
    out = list(subs)
    for positions in dups.values():
        for i in positions:
            others = ", ".join(Path(subs[j].file).name for j in positions if j != i)
            flag = f"duplicate id: {subs[i].student_id} is also the id of {others}"
            if flag not in subs[i].note:
                out[i] = dataclasses.replace(subs[i], note="; ".join(n for n in (subs[i].note, flag) if n))
    return out


def assignment_scheme(assignment: str | Path | None) -> int:
    """The variant scheme of the assignment's notebook (:func:`.variants.variant_scheme`: its pin, or the
    scheme of hand-outs released before pinning); an unknown pin is refused."""
    from .variants import UNPINNED_SCHEME, variant_scheme

    if assignment is None:
        return UNPINNED_SCHEME
    path = Path(assignment)
    if path.suffix != ".ipynb" or not path.is_file():
        return UNPINNED_SCHEME
    try:
        meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, ValueError, AttributeError):
        return UNPINNED_SCHEME
    return variant_scheme(meta)


# ----------------------------------------------------------------------------- the files
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠")


def spreadsheet_safe(value: Any) -> Any:
    """A CSV cell a spreadsheet will not run: text starting like a formula gets a leading ``'``.

    >>> spreadsheet_safe('=HYPERLINK("http://x", "y")'), spreadsheet_safe("s123"), spreadsheet_safe(3)
    ('\\'=HYPERLINK("http://x", "y")', 's123', 3)
    """
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def write_gradebook(results: Sequence[Submission], out_csv: str | Path, task_ids: Sequence[str] | None = None,
                    points: dict[str, float] | None = None) -> Path:
    """The CSV gradebook (see the module docstring for the columns); one row per submission.

    ``points``: each task's points (:func:`.points.task_points`; 1 each when not given). Written
    atomically (a temporary file renamed over the old one); every text cell is escaped
    (:func:`.intake_safety.escape_text`: a lone surrogate becomes ``\\udcff``) and made safe for
    spreadsheets (:func:`spreadsheet_safe`), so nothing a submission contains can stop the writer.
    """
    from . import points as _points
    from .intake_safety import escape_text

    if task_ids is None:
        task_ids = list(dict.fromkeys(r["task"] for s in results for r in s.results
                                      if isinstance(r, dict) and isinstance(r.get("task"), str)))
    points = dict(points) if points is not None else {t: 1.0 for t in task_ids}
    header = ["file", "student_id", "passed", "total", "percent", "points", "max_points", "weighted_percent", "note"]
    for t in task_ids:
        header += [t, f"{t} status", f"{t} mistake"]
    out_csv = Path(out_csv)
    out_csv.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_csv.with_name(out_csv.name + f".{os.getpid()}.{threading.get_ident()}.part")
    try:
        with tmp.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(header)
            for s in results:
                by = {r.get("task"): r for r in s.results if isinstance(r, dict)}
                total = len(task_ids)
                passed = sum(1 for t in task_ids if by.get(t, {}).get("passed") is True)
                got, possible = _points.score(s.results, points)
                row: list[Any] = [s.file, s.student_id, passed, total,
                                  f"{100 * passed / total:.1f}" if total else "0.0",
                                  _points.fmt(got), _points.fmt(possible),
                                  f"{_points.weighted_percent(got, possible):.1f}", s.note]
                for t in task_ids:
                    r = by.get(t)
                    if r is None:
                        row += [0, "not graded", ""]
                    else:  # the mistake in plain words in the status; its catalogue code in a column of its own
                        label = r.get("label") or r.get("misconception") or ""
                        status = str(r.get("status", "not yet")) + (f": {label}" if label else "")
                        row += [1 if r.get("passed") is True else 0, status, str(r.get("code") or r.get("misconception") or "")]
                w.writerow([spreadsheet_safe(escape_text(c) if isinstance(c, str) else c) for c in row])
        os.replace(tmp, out_csv)
    finally:
        if tmp.exists():
            tmp.unlink()
    return out_csv


def _safe_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("._-")[:80] or "student"


def _fence(text: str) -> str:
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def _candidates(s: Submission) -> list[str]:
    base = _safe_name(s.student_id)
    return [base, f"{base}__{_safe_name(Path(s.file).stem)}"]


def _free_name(s: Submission, used: set[str]) -> str:
    """The first of ``<id>``, ``<id>__<notebook>``, ``<id>__<notebook>__2``... not in ``used`` (lower case), + .md."""
    candidates = _candidates(s)
    name = next((c for c in candidates if c.lower() + ".md" not in used), None)
    k = 2
    while name is None:
        c = f"{candidates[1]}__{k}"
        if c.lower() + ".md" not in used:
            name = c
        k += 1
    return name + ".md"


def feedback_names(results: Sequence[Submission]) -> list[str]:
    """A unique file name per submission: ``<id>.md``, else ``<id>__<notebook>.md``, else with ``__2``...

    Names are compared without regard to case (two files ``S1.md`` and ``s1.md`` are one on some systems);
    only ``A-Za-z0-9_.-`` is kept of an id, so a name never leaves the feedback folder.

    >>> feedback_names([Submission("a/x.ipynb", "s/13"), Submission("b/x.ipynb", "s_13"), Submission("c.ipynb", "s2")])
    ['s_13.md', 's_13__x.md', 's2.md']
    """
    used: set[str] = set()
    names = []
    for s in results:
        name = _free_name(s, used)
        used.add(name.lower())
        names.append(name)
    return names


def _feedback_text(s: Submission) -> str:
    from .intake_safety import escape_text

    passed = sum(1 for r in s.results if isinstance(r, dict) and r.get("passed") is True)
    lines = [f"# Feedback for {s.student_id}", "", f"Submission: `{Path(s.file).name}`  ",
             f"Passed {passed} of {len(s.results)} tasks."]
    if s.note:
        lines += ["", f"Note: {s.note}"]
    for r in s.results:
        msg = str(r.get("message", ""))
        fence = _fence(msg)
        lines += ["", f"## {r.get('task')}: {r.get('status')}", "", fence + "text", msg, fence]
    return escape_text("\n".join(lines) + "\n")


def _write_one_feedback(s: Submission, p: Path, avoid: Sequence[Path] = ()) -> Path:
    avoid_set = set()
    for a in avoid:
        try:
            avoid_set.add(a.resolve())
        except OSError:
            pass
    if p.resolve() in avoid_set:
        p = p.with_name(p.name[:-3] + "__feedback.md")
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(p.name + f".{os.getpid()}.{threading.get_ident()}.part")
    try:
        tmp.write_text(_feedback_text(s), encoding="utf-8")
        os.replace(tmp, p)
    finally:
        if tmp.exists():
            tmp.unlink()
    return p


def write_feedback(results: Sequence[Submission], feedback_dir: str | Path, avoid: Sequence[Path] = ()) -> list[Path]:
    """One Markdown file per submission (names from :func:`feedback_names`), each written atomically, text
    escaped; never over a file in ``avoid``."""
    feedback_dir = Path(feedback_dir)
    feedback_dir.mkdir(parents=True, exist_ok=True)
    return [_write_one_feedback(s, feedback_dir / name, avoid) for s, name in zip(results, feedback_names(results))]
