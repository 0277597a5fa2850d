"""Write ``tests/golden/released_variants.json``: the inputs and answers of the released assignments.

The released hand-outs (``exercises/student/*.ipynb``) carry variant scheme 1 (a pin in their metadata,
or no pin: hand-outs released before pinning keep scheme 1). For a fixed set of student ids this records,
per task of every released notebook, the visible inputs ``variant()`` draws, the expected value of each
one, and a digest of the hidden inputs under a fixed course secret. ``tests/test_released_variants.py``
checks that today's code still draws exactly these: a change of the drawing code must not change a
released assignment (it may only come with a new scheme, for new releases).

Run once, when a new scheme or a new released assignment is added (never to "fix" a failing test)::

    .venv/bin/python tests/golden/make_released_variants.py
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

IDS = ["s1234567", "golden-b", "4242", "Zoë"]
SECRET = "golden-released-secret"
OUT = Path(__file__).with_name("released_variants.json")


def canonical(x) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"))


def record() -> dict:
    import nbformat

    from ireval_teach.exercises.grading import tasks_in
    from ireval_teach.exercises.tasks import TASKS
    from ireval_teach.exercises.variants import SECRET_ENV, variant_scheme

    old = os.environ.get(SECRET_ENV)
    os.environ[SECRET_ENV] = SECRET
    try:
        out: dict = {"secret": SECRET, "ids": IDS, "notebooks": {}}
        for nb_path in sorted((ROOT / "exercises" / "student").glob("*.ipynb")):
            nb = nbformat.read(str(nb_path), as_version=4)
            entry: dict = {"scheme": variant_scheme(nb.metadata), "tasks": {}}
            for tid in tasks_in(nb):
                if tid in TASKS:
                    entry["tasks"][tid] = record_task(tid)
            out["notebooks"][nb_path.name] = entry
        return out
    finally:
        if old is None:
            os.environ.pop(SECRET_ENV, None)
        else:
            os.environ[SECRET_ENV] = old


def record_task(tid: str) -> dict:
    """One task's record for :data:`IDS` (under the course secret the caller has set). A task retired from
    the current hand-outs is still answered by the registry, as a class holding an older hand-out needs."""
    from ireval_teach.exercises.tasks import TASKS

    task = TASKS[tid]
    per_id = {}
    for sid in IDS:
        visible = task.visible_inputs(sid)
        hidden = [[h, i] for h, i in task.hidden_inputs(sid)]
        per_id[sid] = {"visible": json.loads(canonical(visible)),
                       "expected": [task.expected(i) for i in visible],
                       "hidden_sha256": hashlib.sha256(canonical(hidden).encode()).hexdigest()}
    return {"kind": task.kind, "answer_name": task.answer_name, "ids": per_id}


def record_released(golden: dict) -> dict:
    """Today's records of the tasks a golden file holds, looked up by id (the hand-outs may have moved on)."""
    from ireval_teach.exercises.variants import SECRET_ENV

    old = os.environ.get(SECRET_ENV)
    os.environ[SECRET_ENV] = golden.get("secret", SECRET)
    try:
        return {nb: {tid: record_task(tid) for tid in entry["tasks"]} for nb, entry in golden["notebooks"].items()}
    finally:
        if old is None:
            os.environ.pop(SECRET_ENV, None)
        else:
            os.environ[SECRET_ENV] = old


if __name__ == "__main__":
    OUT.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
