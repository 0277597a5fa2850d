"""Grade a class: run every submitted notebook headless and write a gradebook and feedback files.

``ireval-teach grade SUBMISSIONS... --out grades.csv`` (see :mod:`.commands`) calls :func:`grade`:

1. Each notebook runs in a fresh Jupyter kernel (``nbclient``), cell by cell, with ``allow_errors``
   (a crashing cell does not stop the run), a per-cell time limit and a per-notebook budget; a cell
   that runs over is interrupted and the next cells still run while budget remains.
2. Then the grader appends its own cell, which looks up each task's answer variable (``my_ap`` ...)
   in the kernel and checks it with :func:`ireval_teach.exercises.check` -- the student's own check
   cells are not trusted, and a task whose check cell was deleted is still graded. The tasks are
   those the check cells of all submissions of the same assignment name (``check("ap.exact", ...)``;
   a gradebook may mix assignments, each row scored on its own), or ``--tasks``.
3. Notebooks are graded in parallel (one worker process per core by default).
4. The CSV gradebook has one row per submission: file, student id, passed, total, percent, a note
   (time limit, unreadable notebook, dead kernel), then per task a 1/0 score column and a status
   column ("passed", "not yet", "not yet: <misconception>", "not attempted").
5. One feedback file per student (Markdown) holds each task's feedback message. Messages come from
   the checker, which never shows a hidden input or its expected value.

The student id is the notebook's ``STUDENT_ID`` (``--id-from notebook``, default) or the file name
(``--id-from filename``). The checker is feedback, not a security boundary: student code runs in
the same kernel as the grading cell.
"""

from __future__ import annotations

import csv
import json
import multiprocessing
import os
import re
import secrets
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

MIME = "application/x-ireval-grades+json"
_CHECK_RE = re.compile(r"""check\(\s*["']([A-Za-z0-9_.]+)["']""")


@dataclass
class Submission:
    """The grading result of one notebook."""

    file: str
    student_id: str = ""
    results: list[dict] = field(default_factory=list)  # Feedback.to_dict() per task
    note: str = ""
    elapsed: float = 0.0

    @property
    def passed(self) -> int:
        return sum(1 for r in self.results if r["passed"])


def tasks_in(nb) -> list[str]:
    """Task ids named by the notebook's check cells, in order of first appearance."""
    ids: list[str] = []
    for cell in nb.cells:
        if cell.cell_type == "code":
            for t in _CHECK_RE.findall(cell.source):
                if t not in ids:
                    ids.append(t)
    return ids


def emit_results(namespace: dict, task_ids: Sequence[str], nonce: str, fallback_id: str = "") -> None:
    """Run in the graded kernel: check each task's answer variable and publish the results."""
    from IPython.display import publish_display_data

    from . import TASKS, check
    from .probing import NOT_ATTEMPTED, Feedback

    sid = namespace.get("STUDENT_ID", "")
    sid = sid.strip() if isinstance(sid, str) and sid.strip() else fallback_id
    results = []
    for tid in task_ids:
        task = TASKS.get(tid)
        if task is None:
            results.append(Feedback(tid, False, NOT_ATTEMPTED, f"unknown task {tid!r}").to_dict())
            continue
        if task.answer_name not in namespace:
            fb = Feedback(tid, False, NOT_ATTEMPTED,
                          f"… not yet (not attempted) — {task.title} [{tid}]\n`{task.answer_name}` is not "
                          "defined: the cell that defines it did not run or was removed.")
        else:
            try:
                fb = check(tid, namespace[task.answer_name], student_id=sid)
            except Exception as exc:  # noqa: BLE001 - the gradebook must get a row regardless
                fb = Feedback(tid, False, "not yet", f"the checker failed on this answer: {type(exc).__name__}")
        results.append(fb.to_dict())
    publish_display_data({MIME: {"nonce": nonce, "student_id": sid, "results": results},
                          "text/plain": f"graded {len(results)} tasks"})


def _package_parent() -> str:
    import ireval_teach

    return str(Path(ireval_teach.__file__).resolve().parent.parent)


def grade_notebook(path: str | Path, *, timeout: float = 120.0, cell_timeout: float = 30.0,
                   tasks: Sequence[str] | None = None, id_from: str = "notebook",
                   kernel_name: str = "python3") -> Submission:
    """Execute one notebook and grade it (see the module docstring). Never raises for a bad submission."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import DeadKernelError

    start = time.monotonic()
    path = Path(path)
    sub = Submission(file=str(path), student_id=path.stem)
    try:
        nb = nbformat.read(str(path), as_version=4)
    except Exception as exc:  # noqa: BLE001 - not JSON, not a notebook
        sub.note = f"could not read the notebook ({type(exc).__name__})"
        sub.results = [_missing(t, sub.note) for t in (tasks or [])]
        return sub
    task_ids = list(tasks) if tasks else tasks_in(nb)
    nonce = secrets.token_hex(8)
    fallback = path.stem
    code = (f"import ireval_teach.exercises.grading as _ireval_grading\n"
            f"_ireval_grading.emit_results(globals(), {task_ids!r}, {nonce!r}, {fallback!r})")
    grading_cell = nbformat.v4.new_code_cell(code)
    nb.cells.append(grading_cell)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([_package_parent()] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.setdefault("MPLBACKEND", "Agg")
    client = NotebookClient(nb, timeout=cell_timeout, kernel_name=kernel_name, allow_errors=True,
                            interrupt_on_timeout=True, record_timing=False, shutdown_kernel="immediate",
                            error_on_timeout={"ename": "CellTimeoutError",
                                              "evalue": "the cell ran over its time limit and was interrupted"},
                            resources={"metadata": {"path": str(path.parent.resolve())}})
    deadline = start + timeout
    notes: list[str] = []
    payload = None
    try:
        with client.setup_kernel(env=env, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL):
            for index, cell in enumerate(nb.cells[:-1]):
                if cell.cell_type != "code" or not cell.source.strip():
                    continue
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    notes.append(f"notebook time limit ({timeout:g} s) reached at cell {index + 1}; later cells not run")
                    break
                client.timeout = max(1, int(min(cell_timeout, remaining)))
                began = time.monotonic()
                client.execute_cell(cell, index)
                if time.monotonic() - began >= client.timeout:
                    notes.append(f"cell {index + 1} ran over {client.timeout} s and was interrupted")
            client.timeout = int(max(30, 6 * len(task_ids) + 10))
            client.execute_cell(grading_cell, len(nb.cells) - 1)
            payload = _find_payload(grading_cell, nonce)
    except DeadKernelError:
        notes.append("the kernel died (the notebook crashed Python)")
    except Exception as exc:  # noqa: BLE001 - e.g. kernel failed to start
        notes.append(f"could not run the notebook ({type(exc).__name__}: {str(exc)[:200]})")
    if payload is None:
        reason = "; ".join(notes) or "the grading cell produced no result"
        sub.note = reason
        sub.results = [_missing(t, reason) for t in task_ids]
    else:
        sub.student_id = payload["student_id"] if id_from == "notebook" else path.stem
        sub.results = payload["results"]
        sub.note = "; ".join(notes)
    sub.elapsed = round(time.monotonic() - start, 2)
    return sub


def _find_payload(cell, nonce: str) -> dict | None:
    for out in cell.get("outputs", []):
        data = out.get("data", {}) if out.get("output_type") in ("display_data", "execute_result") else {}
        if MIME in data:
            value = data[MIME]
            if isinstance(value, str):
                value = json.loads(value)
            if value.get("nonce") == nonce:
                return value
    return None


def _missing(task_id: str, reason: str) -> dict:
    return {"task": task_id, "passed": False, "status": "not yet", "misconception": "",
            "message": f"not graded: {reason}", "first_divergence": ""}


def class_tasks(paths: Sequence[Path]) -> list[str]:
    """The union of the tasks the submissions' check cells name (so a deleted check cell still counts)."""
    import nbformat

    ids: list[str] = []
    for p in paths:
        try:
            nb = nbformat.read(str(p), as_version=4)
        except Exception:  # noqa: BLE001 - reported when the notebook is graded
            continue
        for t in tasks_in(nb):
            if t not in ids:
                ids.append(t)
    return ids


def assignment_tasks(paths: Sequence[Path]) -> list[list[str]]:
    """The tasks each submission is graded on, one list per path.

    Submissions that share a checked task, or a task of the same assignment (the task's topic, e.g.
    ``03_ap_map``), belong to one assignment and are all graded on the union of its tasks: a student who
    deleted a check cell is still graded on that task. Submissions of different assignments in one
    gradebook are graded each on their own tasks.
    """
    import nbformat

    from .tasks import TASKS

    own: list[list[str]] = []
    for p in paths:
        try:
            own.append(tasks_in(nbformat.read(str(p), as_version=4)))
        except Exception:  # noqa: BLE001 - an unreadable notebook is reported when it is graded
            own.append([])
    parent = list(range(len(paths)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first_with: dict[str, int] = {}
    for i, ids in enumerate(own):
        for key in [*ids, *(f"topic:{TASKS[t].topic}" for t in ids if t in TASKS)]:
            if key in first_with:
                parent[find(i)] = find(first_with[key])
            else:
                first_with[key] = i
    union: dict[int, list[str]] = {}
    for i, ids in enumerate(own):
        bucket = union.setdefault(find(i), [])
        bucket.extend(t for t in ids if t not in bucket)
    everything = class_tasks(paths)
    # a notebook that names no task at all (check cells deleted) is graded on everything the class checks
    return [union[find(i)] if own[i] else list(everything) for i in range(len(paths))]


def default_workers() -> int:
    """Two notebooks per core: a notebook spends about half its time waiting for its kernel."""
    return 2 * (os.cpu_count() or 1)


def _grade_star(args: tuple) -> Submission:
    path, kwargs = args
    return grade_notebook(path, **kwargs)


def grade(submissions: Iterable[str | Path], out_csv: str | Path, feedback_dir: str | Path | None = None, *,
          timeout: float = 120.0, cell_timeout: float = 30.0, workers: int | None = None,
          tasks: Sequence[str] | None = None, id_from: str = "notebook") -> list[Submission]:
    """Grade every notebook, write the CSV gradebook and one feedback file per student; return the results."""
    from ..errors import check_option

    check_option("id source", id_from, ("notebook", "filename"))
    paths = [Path(p) for p in submissions]
    workers = max(1, workers or default_workers())
    per_path = [list(tasks)] * len(paths) if tasks else assignment_tasks(paths)
    jobs = [(p, dict(timeout=timeout, cell_timeout=cell_timeout, id_from=id_from, tasks=ids))
            for p, ids in zip(paths, per_path)]
    if workers == 1 or len(paths) == 1:
        results = [_grade_star(job) for job in jobs]
    else:
        # "spawn", not fork: a forked copy of a process that already talks to Jupyter kernels (a test run,
        # a notebook) inherits ZeroMQ state and can hang on its first message to a new kernel
        with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(pool.map(_grade_star, jobs))
    out_csv = Path(out_csv)
    if feedback_dir is None:
        feedback_dir = out_csv.with_name(out_csv.stem + "_feedback")
    write_gradebook(results, out_csv)
    write_feedback(results, feedback_dir)
    return results


def write_gradebook(results: Sequence[Submission], out_csv: str | Path) -> Path:
    """The CSV gradebook (see the module docstring for the columns)."""
    task_ids: list[str] = []
    for s in results:
        for r in s.results:
            if r["task"] not in task_ids:
                task_ids.append(r["task"])
    header = ["file", "student_id", "passed", "total", "percent", "note"]
    for t in task_ids:
        header += [t, f"{t} status"]
    out_csv = Path(out_csv)
    out_csv.parent.mkdir(parents=True, exist_ok=True)
    with out_csv.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        for s in results:
            by = {r["task"]: r for r in s.results}
            total = len(s.results)  # the tasks of this submission's assignment
            row: list[Any] = [s.file, s.student_id, s.passed, total,
                              f"{100 * s.passed / total:.1f}" if total else "0.0", s.note]
            for t in task_ids:
                r = by.get(t)
                if r is None:  # a task of another assignment in the same gradebook
                    row += ["", "not in this assignment"]
                else:
                    status = r["status"] + (f": {r['misconception']}" if r.get("misconception") else "")
                    row += [1 if r["passed"] else 0, status]
            w.writerow(row)
    return out_csv


def _safe_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("._") or "student"


def write_feedback(results: Sequence[Submission], feedback_dir: str | Path) -> list[Path]:
    """One Markdown file per submission: ``<student id>.md`` (``<id>__<file stem>.md`` if ids repeat)."""
    feedback_dir = Path(feedback_dir)
    feedback_dir.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    for s in results:
        counts[s.student_id] = counts.get(s.student_id, 0) + 1
    written = []
    for s in results:
        name = _safe_name(s.student_id)
        if counts[s.student_id] > 1:
            name += "__" + _safe_name(Path(s.file).stem)
        lines = [f"# Feedback for {s.student_id}", "", f"Submission: `{Path(s.file).name}`  ",
                 f"Passed {s.passed} of {len(s.results)} tasks."]
        if s.note:
            lines += ["", f"Note: {s.note}"]
        for r in s.results:
            lines += ["", f"## {r['task']}: {r['status']}", "", "```text", r["message"], "```"]
        p = feedback_dir / f"{name}.md"
        p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        written.append(p)
    return written
