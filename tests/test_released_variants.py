"""Released assignments are stable: the inputs and answers of every released task never change.

``tests/golden/released_variants.json`` was written by ``tests/golden/make_released_variants.py`` from the
released hand-outs (variant scheme 1). A change of the drawing code, the seeding, the id handling or a
measure that changes any of it fails here: such a change needs a new variant scheme, for new releases
only. (Tasks added later are not in the golden file and are not checked here.)
"""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest

from ireval_teach.errors import InvalidOptionError
from ireval_teach.exercises.variants import SCHEMES, UNPINNED_SCHEME, variant_scheme

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = json.loads((ROOT / "tests" / "golden" / "released_variants.json").read_text(encoding="utf-8"))


def _maker():
    spec = importlib.util.spec_from_file_location("make_released", ROOT / "tests" / "golden" /
                                                  "make_released_variants.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _close(a, b) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-12)
    return type(a) is type(b) and a == b  # a judgment question's answer: a letter, a list of letters


def test_every_released_task_draws_what_it_drew_when_released():
    maker = _maker()
    assert GOLDEN["ids"] == maker.IDS
    # by task id, not through today's hand-outs: a task retired from them is still drawn for a class that
    # holds an older hand-out (the registry answers retired ids)
    now = maker.record_released(GOLDEN)
    checked = 0
    for nb, entry in GOLDEN["notebooks"].items():
        assert entry["scheme"] in SCHEMES
        for tid, task in entry["tasks"].items():
            got = now[nb][tid]
            for sid, want in task["ids"].items():
                have = got["ids"][sid]
                assert have["visible"] == want["visible"], f"{tid} for {sid!r}: the visible inputs changed"
                assert _close(have["expected"], want["expected"]), f"{tid} for {sid!r}: the answers changed"
                assert have["hidden_sha256"] == want["hidden_sha256"], f"{tid} for {sid!r}: the hidden inputs changed"
                checked += 1
    assert checked >= 6 * 4


def test_todays_hand_outs_are_pinned_and_their_new_tasks_draw_under_the_pin():
    today = _maker().record()
    assert all(entry["scheme"] in SCHEMES for entry in today["notebooks"].values())
    assert set(GOLDEN["notebooks"]) <= set(today["notebooks"])  # no released notebook name disappears


def test_the_pin_is_read_and_an_unknown_scheme_refused(tmp_path):
    from ireval_teach.exercises.grading import assignment_scheme, grade

    assert variant_scheme({}) == UNPINNED_SCHEME == 1 and 1 in SCHEMES
    assert variant_scheme({"ireval_exercise": {"variant_scheme": 1}}) == 1
    for bad in (99, "1", True, None):
        with pytest.raises(InvalidOptionError, match="variant scheme"):
            variant_scheme({"ireval_exercise": {"variant_scheme": bad}})
    released = ROOT / "exercises" / "student" / "03_ap_map.ipynb"
    assert assignment_scheme(released) == 1 and assignment_scheme("03_ap_map") == 1
    nb = json.loads(released.read_text(encoding="utf-8"))
    nb["metadata"].setdefault("ireval_exercise", {})["variant_scheme"] = 99
    future = tmp_path / "03_ap_map.ipynb"
    future.write_text(json.dumps(nb), encoding="utf-8")
    with pytest.raises(InvalidOptionError, match="variant scheme 99"):
        grade([released], tmp_path / "g.csv", assignment=future)
    assert not (tmp_path / "g.csv").exists()  # refused before anything ran


def test_a_mistake_added_to_the_checker_changes_no_released_input(monkeypatch):
    """Mistakes added to the checker after scheme 1 (an NDCG ideal that reads the unretrieved documents as grade 1
    each, added 2026-11-27) are named in feedback but never move a student's input: scheme 1 draws against the
    mistakes it was released with (:mod:`ireval_teach.exercises.scheme1`). Drawn against every mistake the
    checker knows today, this student's NDCG input would move."""
    from ireval_teach.exercises import TASKS, scheme1, tasks

    def draw() -> list:
        tasks._SEPARABLE.clear()
        tasks._VISIBLE.clear()
        return TASKS["ndcg.value"].visible_inputs("4242")

    pinned = draw()
    monkeypatch.setattr(scheme1, "SCHEME_1", {})
    try:
        assert draw() != pinned
    finally:
        monkeypatch.undo()
    assert draw() == pinned
