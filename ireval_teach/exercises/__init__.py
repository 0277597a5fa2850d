"""Auto-checked exercises whose feedback names the mistake.

In a notebook::

    from ireval_teach.exercises import check, variant
    STUDENT_ID = "s1234567"
    variant("ap.value", STUDENT_ID)          # your personal input
    my_ap_value = ...                        # your answer
    check("ap.value", my_ap_value, student_id=STUDENT_ID)

    def my_ap(labels, n_relevant): ...       # or implement the measure
    check("ap.exact", my_ap, student_id=STUDENT_ID)

:func:`check` never raises for anything the student wrote: an exception, a wrong return type, a
print storm or an infinite loop becomes feedback (see :mod:`.sandbox`). It returns a
:class:`~.probing.Feedback` with ``.passed``, ``.status`` ("passed", "not yet", "not attempted"),
``.message``, ``.misconception`` (the catalogue name of a recognised mistake, see
:mod:`.misconceptions`) and ``.first_divergence`` (where the values first differ).

Modules: :mod:`.tasks` (registry), :mod:`.variants` (personal inputs), :mod:`.misconceptions`,
:mod:`.probing`, :mod:`.sandbox`, :mod:`.authoring` (strip solutions), :mod:`.grading` (grade a class),
:mod:`.commands` (the ``ireval-teach grade`` and ``strip`` subcommands).

>>> fb = check("set.f_beta", lambda precision, recall, beta: (precision + recall) / 2, student_id="s1")
>>> fb.passed, fb.misconception
(False, 'f_arithmetic_mean')
>>> check("set.f_beta", lambda p, r, b: (1 + b * b) * p * r / (b * b * p + r) if p + r else 0.0,
...       student_id="s1").passed
True
"""

from __future__ import annotations

from typing import Any

from ..errors import check_option
from .misconceptions import CATALOGUE, Misconception
from .probing import Divergence, Feedback, check_function, check_value
from .sandbox import DEFAULT_TIMEOUT, Caller, LocalCaller, Opaque, in_child, plain
from .tasks import TASKS, Task
from .variants import normalise_id

#: Ids that mean "the student has not set STUDENT_ID yet".
DEMO_IDS = ("", "demo")

__all__ = ["check", "variant", "summary", "Feedback", "Divergence", "TASKS", "Task", "CATALOGUE", "Misconception"]

#: The latest feedback per task in this session (for :func:`summary`).
RESULTS: dict[str, Feedback] = {}


def get_task(task_id: str) -> Task:
    """The registered task (a retired one too: released hand-outs keep working; a course's own task from the
    ``course_tasks.py`` beside the notebook, see :mod:`.course_tasks`), or
    :class:`~ireval_teach.errors.UnknownOptionError` naming the bad id."""
    if isinstance(task_id, str) and task_id in TASKS:
        return TASKS[task_id]
    if isinstance(task_id, str):
        from .course_tasks import load_beside

        load_beside(".")
    check_option("exercise task", task_id, tuple(TASKS))
    return TASKS[task_id]


def check(task_id: str, answer_or_function: Any, student_id: object = "") -> Feedback:
    """Check an answer (value tasks) or a function (function tasks) for ``task_id``; never raises for it."""
    task = get_task(task_id)
    answer = _safe_answer(answer_or_function, task.kind == "function")
    if task.kind == "function":
        fb = check_function(task, answer, student_id)
    else:
        fb = check_value(task, answer, student_id)
    if normalise_id(student_id) in DEMO_IDS:
        fb.message += ("\n(You are using the demo id: set STUDENT_ID to your own id to get your personal numbers; "
                       "the grade uses your own.)")
    RESULTS[task_id] = fb
    return fb


def _safe_answer(answer: Any, function_task: bool) -> Any:
    """What the checker may touch in this process: a function wrapped in a :class:`~.sandbox.LocalCaller`
    (its facts and calls run in forked children), anything else converted to plain data in a forked
    child, so a ``__float__``, ``__index__`` or ``__repr__`` that loops or raises ``SystemExit`` costs one
    check (reported as what the value is), never the session.
    """
    if answer is Ellipsis or answer is None or issubclass(type(answer), Caller):
        return answer
    if callable(answer):
        return LocalCaller(answer) if function_task else answer
    if type(answer) in (int, float):
        return answer
    return in_child(lambda: plain(answer), DEFAULT_TIMEOUT,
                    Opaque(type(answer).__name__, "(a value that could not be read as a number in time)"))


def variant(task_id: str, student_id: object = "") -> Any:
    """The personal inputs of a task: a dict for a value task, a list of dicts for a function task.

    The same id always gives the same numbers; hidden checks are not part of it.

    >>> variant("gen.generality", "s1") == variant("gen.generality", "s1")
    True
    """
    task = get_task(task_id)
    inputs = task.visible_inputs(student_id)
    return inputs[0] if task.kind == "value" else inputs


def summary() -> str:
    """One line per task checked in this session."""
    lines = [f"{tid:22s} {fb.status}" + (f"  ({fb.label})" if fb.label else "")
             for tid, fb in RESULTS.items()]
    return "\n".join(lines) if lines else "no checks run yet"
