"""Assignment 03 (AP and MAP) cut to the four tasks the hostile classes and the desk class were written for.

The released assignment has more tasks now; these classes' honest counts are of four (a typed AP value, AP,
11-point AP and MAP), so their notebooks keep only the check cells of those four."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "exercises" / "source" / "03_ap_map.ipynb"
STUDENT = ROOT / "exercises" / "student" / "03_ap_map.ipynb"
TASK_IDS = ["ap.value", "ap.exact", "ap.eleven_point", "map.mean"]
#: what the cell that answers each task starts with
DEFINES = {"ap.value": "my_ap_value =", "ap.exact": "def my_ap(", "ap.eleven_point": "def my_11pt(",
           "map.mean": "def my_map("}


def four_task_notebook(path: Path = SOURCE) -> dict:
    """The notebook at ``path`` (the instructor's by default) without the check cells of the other tasks."""
    from ireval_teach.exercises.grading import tasks_in

    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["cells"] = [c for c in nb["cells"] if set(tasks_in({"cells": [c]})) <= set(TASK_IDS)]
    if tasks_in(nb) != TASK_IDS:
        raise AssertionError(f"{path.name} no longer holds the four tasks {TASK_IDS}: {tasks_in(nb)}")
    return nb
