"""A course's own tasks: a ``course_tasks.py`` beside the assignment notebooks, no package edit, no install.

The lecturer writes, in the folder of the assignment notebooks::

    from ireval_teach.exercises.course_tasks import course_task
    from ireval_teach.ranked import precision_at

    def success_at_k(labels, k):            # the reference: the lecturer's own function or a library call
        return 1.0 if any(labels[:k]) else 0.0

    course_task("week3.success", title="Success at k", reference=success_at_k,
                statement="Return 1 if a relevant item is in the top k, else 0.",
                generate=lambda rng: {"labels": rng.binary_labels(rng.integer(4, 8), rng.integer(0, 2)),
                                      "k": rng.integer(1, 4)},
                hidden=lambda rng: [("k larger than the list", {"labels": [0, 1], "k": 5})])

``check("week3.success", my_success, student_id=...)`` in a notebook of that folder finds the file (the
notebook's working directory), ``ireval-teach grade --assignment FOLDER/week3.ipynb`` finds it beside the
assignment notebook, and ``ireval-teach strip`` copies it beside the student versions. Diagnosis comes
from the generic engine (symptoms every task shares: a percentage, rounding, one rank off, the reciprocal,
...); the lecturer may add named mistakes with :func:`mistake`.

The file is the lecturer's code and runs in the grader's process (like the library): it is loaded from
the assignment's folder only, never from a submission.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / FILE_NAME).write_text(
...     "from ireval_teach.exercises.course_tasks import course_task\\n"
...     "course_task('doc.first', title='First label', statement='Return labels[0].', kind='function',\\n"
...     "            reference=lambda labels: float(labels[0]),\\n"
...     "            generate=lambda rng: {'labels': rng.binary_labels(4, 2)})\\n")
>>> load_beside(folder)
['doc.first']
>>> from ireval_teach.exercises import check
>>> check("doc.first", lambda labels: float(labels[0]), student_id="s1").passed
True
>>> unload_beside(folder)
['doc.first']
>>> "doc.first" in TASKS
False
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from collections.abc import Callable, Sequence

from ..errors import IrevalError
from .misconceptions import Misconception
from .tasks import FAMILIES, TASKS, Family, Task
from .variants import Draw

FILE_NAME = "course_tasks.py"
KINDS = ("function", "value")

#: course_tasks.py files loaded in this process: resolved path -> (modification time, task ids)
_LOADED: dict[Path, tuple[float, list[str]]] = {}
#: task ids registered by the file being loaded
_registering: list[str] | None = None
#: while grading, tasks come from the assignment's folder only (never from the working directory)
_from_cwd = True


@dataclass(frozen=True)
class CourseMistake:
    """A lecturer's named mistake (made by :func:`mistake`, turned into a catalogue entry by :func:`course_task`)."""

    name: str
    title: str
    wrong: Callable[..., Any]
    explain: str | Callable[..., str] = ""
    example: dict | None = None


def mistake(name: str, title: str, wrong: Callable[..., Any], explain: str | Callable[..., str] = "",
            example: dict | None = None) -> CourseMistake:
    """A lecturer's named mistake: ``wrong`` takes the task's arguments and returns the wrong value;
    ``explain`` is a sentence (or a function of (input, right value, wrong value) giving one); ``example``
    (optional) is a public input on which the mistake shows (it is shown in feedback)."""
    if not callable(wrong):
        raise IrevalError(f"mistake {name!r}: wrong must be a function taking the task's arguments")
    return CourseMistake(name, title, wrong, explain, example)


def _misconception(m: CourseMistake, family: str, names: tuple[str, ...]) -> Misconception:
    def call(inp: dict) -> Any:
        return m.wrong(*[inp[p] for p in names])

    def say(inp: dict, right: Any, value: Any) -> str:
        return m.explain(inp, right, value) if callable(m.explain) else (m.explain or m.title)

    return Misconception(m.name, m.title, family, call, say, dict(m.example or {}))


def course_task(id: str, *, title: str, statement: str, reference: Callable[..., Any],
                generate: Callable[[Draw], dict], hidden: Callable[[Draw], list[tuple[str, dict]]] | None = None,
                kind: str = "function", answer_name: str = "", signature: str = "", params: Sequence[str] = (),
                topic: str = "course", result: str = "float", result_len: int | None = None, points: float = 1.0,
                mistakes: Sequence[CourseMistake] = (), n_visible: int = 3) -> Task:
    """Register a course task (see the module docstring).

    ``reference(*args)`` gives the right value for the arguments named by ``params`` (default: the
    reference's own parameter names); ``generate(rng)`` draws one input dict from a :class:`~.variants.Draw`
    (``integer``, ``pick``, ``chance``, ``binary_labels``, ``random``) -- the visible inputs are drawn from
    the student id, the hidden ones from the id and the course secret; ``hidden(rng)`` gives the hidden
    checks as (hint shown to the student, input) pairs. ``kind="value"``: the student types the value for
    one personal input. ``result="list"`` for a list of numbers (``result_len`` fixed, or the reference's).
    """
    if not isinstance(id, str) or not id.strip() or any(ch.isspace() for ch in id):
        raise IrevalError(f"a course task id must be a non-empty word (like 'week3.err'), got {id!r}")
    if kind not in KINDS:
        raise IrevalError(f"course task {id!r}: kind must be one of {KINDS}, got {kind!r}")
    if not callable(reference) or not callable(generate) or (hidden is not None and not callable(hidden)):
        raise IrevalError(f"course task {id!r}: reference, generate and hidden must be functions")
    if dict.__contains__(TASKS, id) and id not in (_registering or []) and not _is_course(id):
        raise IrevalError(f"course task {id!r}: a built-in task has this id; choose another")
    names = tuple(params) or tuple(inspect.signature(reference).parameters)
    if not names:
        raise IrevalError(f"course task {id!r}: name the inputs (params=...) or give reference named parameters")
    if any(not isinstance(m, CourseMistake) for m in mistakes):
        raise IrevalError(f"course task {id!r}: make each mistake with course_tasks.mistake(...)")

    def ref(inp: dict) -> Any:
        return reference(*[inp[p] for p in names])

    fam = Family(f"course:{id}", names, reference=ref, generate=generate,
                 hidden=hidden if hidden is not None else (lambda rng: []), result=result, result_len=result_len,
                 mistakes=tuple(_misconception(m, f"course:{id}", names) for m in mistakes))
    answer = answer_name or "my_" + id.rsplit(".", 1)[-1].replace("-", "_")
    sig = signature or (f"{answer}({', '.join(names)})" if kind == "function" else "")
    t = Task(id, topic, title, statement, kind, fam, answer, n_visible, signature=sig, points=float(points))
    FAMILIES[fam.name] = fam
    TASKS[id] = t
    if _registering is not None:
        _registering.append(id)
    return t


def _is_course(task_id: str) -> bool:
    t = dict.get(TASKS, task_id)
    return t is not None and t.family.name.startswith("course:")


def load_file(path: str | Path) -> list[str]:
    """Run a ``course_tasks.py`` (again if it changed) and return the ids of the tasks it registers."""
    global _registering
    p = Path(path).resolve()
    mtime = p.stat().st_mtime
    if p in _LOADED and _LOADED[p][0] == mtime:
        return list(_LOADED[p][1])
    name = "ireval_course_tasks_" + hashlib.sha256(str(p).encode()).hexdigest()[:12]
    spec = importlib.util.spec_from_file_location(name, p)
    if spec is None or spec.loader is None:
        raise IrevalError(f"cannot load the course tasks in {p}")
    module = importlib.util.module_from_spec(spec)
    _registering = []
    try:
        sys.modules[name] = module
        spec.loader.exec_module(module)
    except IrevalError:
        raise
    except Exception as exc:  # the lecturer's file: say which file and what, without our internals
        raise IrevalError(f"the course tasks in {p} failed to load: {type(exc).__name__}: {exc}") from None
    finally:
        ids, _registering = _registering, None
    _LOADED[p] = (mtime, ids)
    return list(ids)


def load_beside(where: str | Path) -> list[str]:
    """Load the ``course_tasks.py`` of a folder, or of the folder holding a notebook; [] when there is none.

    ``"."`` (the working directory: a student's notebook calling :func:`~ireval_teach.exercises.check`) is
    skipped while grading: the grader loads the assignment's folder only.
    """
    p = Path(where)
    if str(where) == "." and not _from_cwd:
        return []
    folder = p if p.is_dir() else p.parent
    f = folder / FILE_NAME
    return load_file(f) if f.is_file() else []


def unload_beside(where: str | Path) -> list[str]:
    """Remove the tasks a folder's (or a notebook's folder's) ``course_tasks.py`` registered in this process,
    and return their ids: a test or a lecturer's session that loaded a course leaves the built-in tasks alone."""
    p = Path(where)
    f = ((p if p.is_dir() else p.parent) / FILE_NAME).resolve()
    _, ids = _LOADED.pop(f, (0.0, []))
    for tid in ids:
        t = TASKS.pop(tid, None)
        if t is not None:
            FAMILIES.pop(t.family.name, None)
    return list(ids)


def load_for_assignment(assignment: str | Path) -> list[str]:
    """The grader's entry: the course tasks beside the assignment notebook; tasks come from there only."""
    global _from_cwd
    _from_cwd = False
    return load_beside(assignment)


def copy_beside(source_dir: str | Path, out_dir: str | Path) -> Path | None:
    """``strip``: the course's ``course_tasks.py`` goes beside the student versions (their checks need it)."""
    src = Path(source_dir) / FILE_NAME
    if not src.is_file():
        return None
    dst = Path(out_dir) / FILE_NAME
    if dst.resolve() != src.resolve():
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    return dst


# ------------------------------------------------------------------------------------- points
def assignment_points(nb: Any, task_ids: Sequence[str]) -> dict[str, float]:
    """Each task's weight: the notebook metadata ``ireval_teach.points`` ({task id: weight}) over the
    task's own :attr:`~.tasks.Task.points` (default 1); read by :mod:`.points`, the one place weights are
    decided."""
    from .points import points_of, task_points

    return task_points(task_ids, override=points_of(nb))


def partial_credit(nb: Any) -> bool:
    """The lecturer's choice (notebook metadata ``ireval_teach.partial_credit``, default False): a function
    that passes every visible check but fails some hidden ones earns the share of hidden checks it passed."""
    from .points import partial_credit_of

    return partial_credit_of(nb)


def credit(feedback: Any, partial: bool = False) -> tuple[float, str]:
    """The share of a task's points a :class:`~.probing.Feedback` earns, and the sentence that says so.

    Passed: 1. With ``partial`` (the lecturer's choice, :func:`partial_credit`; off by default) a function
    that is right on every visible input and example and fails only some hidden checks earns the share of
    hidden checks it got right; anything else: 0. A check whose hidden calls did not all run (a time limit,
    the process ended) earns 0: a hidden check that did not run is not right.

    >>> from ireval_teach.exercises.probing import Feedback
    >>> fb = Feedback("x", False, "not yet", "", details={"kinds": ["ok", "ok"], "hidden": 4, "hidden_wrong": 1,
    ...                                                 "hidden_ran": 4})
    >>> credit(fb), credit(fb, partial=True)[0]
    ((0.0, ''), 0.75)
    """
    if getattr(feedback, "passed", False):
        return 1.0, ""
    d = getattr(feedback, "details", None) or {}
    if not partial or not d.get("hidden") or any(k != "ok" for k in d.get("kinds", ["?"])):
        return 0.0, ""
    n, ran, wrong = int(d["hidden"]), int(d.get("hidden_ran", 0)), int(d.get("hidden_wrong", 0))
    right = max(0, ran - wrong)
    share = right / n
    return share, (f"Partial credit (the lecturer's choice for this assignment): {right} of {n} hidden checks right, "
                   f"so {right}/{n} of this task's points.")
