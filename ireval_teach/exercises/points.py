"""Points per task: the one place where a task's weight in a grade is decided.

Every export of a graded class (the CSV gradebook, the class report, the Gradescope results, the
Canvas and Moodle layouts) takes its numbers from here, so they never disagree.

Convention (named, not hidden):

* A task is worth its ``points`` attribute in the task registry (default 1.0 where a task has none).
* The assignment notebook may override it in its metadata:
  ``metadata["ireval_teach"]["points"] = {"ap.exact": 2, "map.mean": 3}``; ids that are not tasks of the
  assignment, and points that are not finite numbers >= 0, are refused with an error naming them.
* A task scores all its points when it passed and 0 otherwise (no partial credit).
* ``weighted_percent`` = 100 x points scored / points possible, rounded to one decimal for display.

>>> pts = {"a": 1.0, "b": 3.0}
>>> score([{"task": "a", "passed": True}, {"task": "b", "passed": False}], pts)
(1.0, 4.0)
>>> weighted_percent(1.0, 4.0)
25.0
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import InvalidOptionError

#: The metadata key of an assignment notebook that holds its settings.
METADATA_KEY = "ireval_teach"


def _check_points(where: str, task_id: str, value: Any) -> float:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0
    if not ok:
        raise InvalidOptionError(f"{where}: the points of {task_id!r} are {value!r}; they must be a finite number >= 0")
    return float(value)


def settings(nb: Any) -> dict[str, Any]:
    """The ``ireval_teach`` block of a loaded notebook's metadata ({} when there is none)."""
    meta = nb.get("metadata", {}) if isinstance(nb, Mapping) else {}
    block = meta.get(METADATA_KEY, {}) if isinstance(meta, Mapping) else {}
    return dict(block) if isinstance(block, Mapping) else {}


def _notebook(assignment: str | Path | None) -> dict[str, Any]:
    if assignment is None:
        return {}
    path = Path(assignment)
    if path.suffix != ".ipynb" or not path.is_file():
        return {}
    try:
        nb = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError) as exc:
        raise InvalidOptionError(f"cannot read the assignment notebook {path}: {type(exc).__name__}") from None
    return nb if isinstance(nb, dict) else {}


def points_of(nb: Any, where: str = "the notebook") -> dict[str, Any]:
    """The raw ``points`` mapping of a loaded notebook's metadata ({} when there is none)."""
    raw = settings(nb).get("points", {})
    if not isinstance(raw, Mapping):
        raise InvalidOptionError(f"{where}: metadata {METADATA_KEY}.points is {raw!r}; it must map task ids to points")
    return dict(raw)


def notebook_points(assignment: str | Path | None) -> dict[str, Any]:
    """The raw ``points`` mapping of an assignment notebook's metadata ({} when there is none)."""
    return points_of(_notebook(assignment), str(assignment))


def partial_credit_of(nb: Any, where: str = "the notebook") -> bool:
    """The lecturer's choice ``ireval_teach.partial_credit`` of a loaded notebook (default False): a function
    right on every visible input that fails only some hidden checks earns the share of them it passed."""
    value = settings(nb).get("partial_credit", False)
    if not isinstance(value, bool):
        raise InvalidOptionError(f"{where}: metadata {METADATA_KEY}.partial_credit is {value!r}; it must be true or false")
    return value


def partial_credit(assignment: str | Path | None) -> bool:
    """:func:`partial_credit_of` the assignment notebook (False without one)."""
    return partial_credit_of(_notebook(assignment), str(assignment))


def task_points(task_ids: Sequence[str], assignment: str | Path | None = None,
                override: Mapping[str, Any] | None = None) -> dict[str, float]:
    """Points of each task, in the order of ``task_ids``: the registry's, then the notebook's metadata, then ``override``.

    >>> task_points(["ap.exact", "map.mean"], override={"map.mean": 2})
    {'ap.exact': 1.0, 'map.mean': 2.0}
    >>> task_points(["ap.exact"], override={"ap.exatc": 2})
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidOptionError: points given for 'ap.exatc', which is not a task of this assignment (ap.exact)
    """
    from .tasks import TASKS

    out: dict[str, float] = {}
    for t in task_ids:
        task = TASKS.get(t)
        out[t] = _check_points("the task registry", t, getattr(task, "points", 1.0) if task is not None else 1.0)
    for where, extra in ((f"the assignment notebook {assignment}", notebook_points(assignment)),
                         ("the points given", dict(override or {}))):
        for t, v in extra.items():
            if t not in out:
                raise InvalidOptionError(f"points given for {t!r}, which is not a task of this assignment "
                                         f"({', '.join(task_ids)})")
            out[t] = _check_points(where, t, v)
    if out and sum(out.values()) <= 0:
        raise InvalidOptionError("every task of the assignment is worth 0 points; at least one must be worth more")
    return out


def share(result: Mapping[str, Any] | None) -> float:
    """The share of a task's points one result earns: 1 passed; else its ``credit`` (partial credit, the
    lecturer's choice: :func:`.course_tasks.credit`), a number in [0, 1]; else 0."""
    if not isinstance(result, Mapping):
        return 0.0
    if result.get("passed") is True:
        return 1.0
    c = result.get("credit", 0.0)
    ok = isinstance(c, (int, float)) and not isinstance(c, bool) and math.isfinite(c)
    return min(1.0, max(0.0, float(c))) if ok else 0.0


def score(results: Sequence[Mapping[str, Any]], points: Mapping[str, float]) -> tuple[float, float]:
    """(points scored, points possible) of one submission's per-task results (dicts with ``task``, ``passed``
    and, under partial credit, ``credit``)."""
    by = {r.get("task"): r for r in results if isinstance(r, Mapping)}
    got = math.fsum(p * share(by.get(t)) for t, p in points.items())
    return got, math.fsum(points.values())


def weighted_percent(scored: float, possible: float) -> float:
    """100 x scored / possible, one decimal (0.0 when nothing is possible)."""
    return round(100 * scored / possible, 1) if possible > 0 else 0.0


def fmt(value: float) -> str:
    """Points as a spreadsheet reads them: ``2`` not ``2.0``, ``1.5`` as is.

    >>> fmt(2.0), fmt(1.5), fmt(0.25)
    ('2', '1.5', '0.25')
    """
    return f"{value:g}"
