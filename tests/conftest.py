"""Shared fixtures and generators for the core test suite (issue 2).

* ``random_cases(n, seed)`` -- reproducible random judged rankings covering the corners the
  measures must handle: graded labels with a threshold, relevant items never retrieved
  (n_relevant > relevant listed), no relevant item at all, one-item lists.
* ``ranking_cases()`` -- the same as a hypothesis strategy.
* a hypothesis profile with modest example counts, so the whole suite stays fast.
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass

import pytest

sys.path.insert(0, os.path.dirname(__file__))  # `import reference` from any test module

from hypothesis import HealthCheck, settings, strategies as st  # noqa: E402

from ireval_teach import Ranking  # noqa: E402

#: Seconds each slow file took in one run of the whole suite (2026-11-27, 2 workers, summed ``--durations=0``
#: per file). ``./course test`` runs whole files on each worker (``--dist loadfile``) in the order collected, so
#: the slowest go first: a long file started last would run alone at the end (it did: about 3 minutes). Files not
#: listed keep their order after these; the tests inside a file keep theirs (a notebook's cells run in order).
SLOW_FILES = {
    "tests/test_diagnosis.py": 200, "tests/test_diagnosis_batches.py": 176, "tests/test_diagnosis_classes.py": 148,
    "tests/test_wheel_install.py": 72, "tests/test_exercises.py": 49, "tests/test_grading_adversarial.py": 42,
    "tests/test_grading_third_class.py": 41, "tests/test_grading_course_env.py": 31, "tests/test_display.py": 25,
    "tests/test_heldout_diagnosis.py": 24, "tests/test_bad_input_fuzz.py": 22, "tests/test_grading.py": 20,
    "tests/test_exercise_notebooks.py": 14, "tests/test_significance.py": 13,
    "notebooks/12_variance_significance.ipynb": 12, "tests/test_readme_cli.py": 12,
    "tests/test_properties_core.py": 11, "tests/test_widgets.py": 10,
    # the browser tests (their own run, one test per worker at a time): the lecture walk's two parts first, so
    # that they start side by side (about 200 s for the whole walk alone)
    "tests/test_browser_lectures.py::test_lectures_walk_every_notebook_at_1366x768": 100}


def _seconds(nodeid: str) -> int:
    return SLOW_FILES.get(nodeid.split("[", 1)[0], SLOW_FILES.get(nodeid.split("::", 1)[0], 0))


def pytest_collection_modifyitems(session, config, items):
    """The slowest files first (longest first balances two workers best); a stable sort keeps each file's order."""
    items.sort(key=lambda item: -_seconds(item.nodeid))


settings.register_profile("ireval", max_examples=120, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ireval"))


@dataclass(frozen=True)
class Case:
    """A random judged ranking in both forms: the library's Ranking and the raw inputs of the reference."""

    labels: tuple[int, ...]
    n_relevant: int
    threshold: int

    @property
    def ranking(self) -> Ranking:
        return Ranking(list(self.labels), n_relevant=self.n_relevant, threshold=self.threshold)

    @property
    def args(self) -> tuple:
        return (self.labels, self.n_relevant, self.threshold)


def make_case(labels, extra_missing: int, threshold: int) -> Case:
    listed = sum(1 for x in labels if x >= threshold)
    return Case(tuple(int(x) for x in labels), listed + extra_missing, threshold)


def random_cases(n: int, seed: int = 0, max_len: int = 30) -> list[Case]:
    """``n`` reproducible random cases; about 1 in 8 has no relevant item at all."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        length = rng.randint(1, max_len)
        kind = i % 8
        threshold = 2 if kind in (3, 6) else 1
        if kind == 0:  # nothing relevant anywhere
            labels = [rng.choice([0, 0, 0, threshold - 1]) for _ in range(length)]
            extra = 0
        else:
            density = rng.random()
            labels = [rng.choice([1, 2, 3]) if rng.random() < density else 0 for _ in range(length)]
            extra = rng.choice([0, 0, 1, 2, 5]) if kind != 1 else rng.randint(1, 40)
        out.append(make_case(labels, extra, threshold))
    return out


def ranking_cases(max_len: int = 25):
    """Hypothesis strategy of :class:`Case`."""
    return st.builds(make_case,
                     st.lists(st.integers(0, 3), min_size=1, max_size=max_len),
                     st.integers(0, 6),
                     st.sampled_from([1, 1, 2]))


@pytest.fixture(scope="session")
def cases() -> list[Case]:
    return random_cases(300, seed=20261122)


def _measure_calls():
    """(id, function(ranking, trace=...) -> value or Trace, additive?) for every measure and option.

    "additive" means the steps' contributions must sum to the value.
    """
    import ireval_teach as it

    calls = []
    for k in (1, 3, 10, 30):
        calls.append((f"P@{k}", lambda r, k=k, **t: it.precision_at(r, k, **t), True))
        calls.append((f"P@{k}-retrieved", lambda r, k=k, **t: it.precision_at(r, k, beyond_end="retrieved", **t),
                      True))
        calls.append((f"R@{k}", lambda r, k=k, **t: it.recall_at(r, k, **t), True))
        for beta in (1, 2, 0.5):
            calls.append((f"F{beta}@{k}", lambda r, k=k, b=beta, **t: it.f_measure_at(r, k, b, **t), True))
    calls.append(("Rprec", lambda r, **t: it.r_precision(r, **t), True))
    calls.append(("RR", lambda r, **t: it.reciprocal_rank(r, **t), True))
    for scheme in ("max", "step"):
        calls.append((f"11pt-{scheme}", lambda r, s=scheme, **t: it.eleven_point_average_precision(r, s, **t), True))
        for lv in (0.0, 0.1, 0.25, 1 / 3, 0.5, 0.7, 1.0):
            calls.append((f"interp-{scheme}-{lv:.3f}",
                          lambda r, s=scheme, lv=lv, **t: it.interpolated_precision(r, lv, s, **t), True))
    for k in (None, 2, 5, 40):
        for d in ("relevant", "retrieved_relevant", "min_k_relevant"):
            calls.append((f"AP-exact-{d}-k{k}",
                          lambda r, k=k, d=d, **t: it.average_precision(r, k=k, denominator=d, **t), True))
        for m in ("trapezoid", "envelope"):
            calls.append((f"AP-{m}-k{k}", lambda r, k=k, m=m, **t: it.average_precision(r, m, k=k, **t), True))
    calls.append(("precision", lambda r, **t: it.precision(r, **t), False))
    calls.append(("recall", lambda r, **t: it.recall(r, **t), False))
    calls.append(("F1", lambda r, **t: it.f_measure(r, **t), False))
    calls.append(("F-alpha", lambda r, **t: it.f_measure(r, alpha=0.3, **t), False))
    return calls


MEASURE_CALLS = _measure_calls()


def step_contributions(trace) -> list[float]:
    """What each step adds: ``contribution`` where the steps have one, ``area`` for area steps."""
    out = []
    for s in trace.steps:
        out.append(s.contribution if hasattr(s, "contribution") else s.area)
    return out
