"""RMSE between predicted and true similarity values (the lecture notes, issue 3)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, strategies as st

import ireval_teach as it
from ireval_teach import rmse
from ireval_teach.errors import EmptyRankingError, InconsistentCountError, InvalidScoreError
from ireval_teach.rmse import RmseStep


def test_by_hand():
    # errors 0, 0, -2 -> mean square 4/3
    assert rmse([1.0, 2.0, 3.0], [1.0, 2.0, 5.0]) == math.sqrt(4 / 3)
    assert rmse([0.5], [0.5]) == 0.0
    assert rmse([3], [0]) == 3.0
    assert it.rmse is rmse


def test_trace():
    t = rmse([0.9, 0.2, 0.4], [1.0, 0.0, 0.4], trace=True)
    assert all(isinstance(s, RmseStep) for s in t.steps)
    assert [s.i for s in t.steps] == [0, 1, 2]
    assert t.steps[1].error == pytest.approx(0.2) and t.steps[1].squared_error == pytest.approx(0.04)
    assert math.sqrt(t.steps[-1].running_mse) == t.value
    assert "v'_1" in t.steps[1].explanation


floats = st.floats(-1e3, 1e3, allow_nan=False)


@given(st.lists(st.tuples(floats, floats), min_size=1, max_size=30))
def test_trace_equals_fast_and_sklearn(pairs):
    p = [a for a, _ in pairs]
    q = [b for _, b in pairs]
    v = rmse(p, q)
    t = rmse(p, q, trace=True)
    assert type(v) is float and t.value == v and v >= 0
    assert math.isclose(sum(s.mse_share for s in t.steps), v * v, rel_tol=1e-9, abs_tol=1e-9)
    ref = math.sqrt(np.mean((np.asarray(p) - np.asarray(q)) ** 2))
    assert math.isclose(v, ref, rel_tol=1e-9, abs_tol=1e-9)
    assert rmse(q, p) == pytest.approx(v, rel=1e-12, abs=1e-12)  # symmetric


def test_matches_sklearn():
    metrics = pytest.importorskip("sklearn.metrics")
    rng = np.random.default_rng(0)
    for _ in range(50):
        n = int(rng.integers(1, 50))
        a, b = rng.random(n), rng.random(n)
        assert abs(rmse(a.tolist(), b.tolist()) - math.sqrt(metrics.mean_squared_error(b, a))) <= 1e-9
    # numpy arrays are accepted as they are
    assert rmse(np.array([1.0, 2.0]), np.array([1.0, 4.0])) == math.sqrt(2)


def test_errors():
    with pytest.raises(InconsistentCountError, match="2 predicted values but 3 true"):
        rmse([1, 2], [1, 2, 3])
    with pytest.raises(EmptyRankingError):
        rmse([], [])
    with pytest.raises(InvalidScoreError, match="nan"):
        rmse([float("nan")], [1.0])
    with pytest.raises(InvalidScoreError, match="inf"):
        rmse([1.0], [float("inf")])
    with pytest.raises(InvalidScoreError, match="'a'"):
        rmse(["a"], [1.0])
    with pytest.raises(InvalidScoreError, match="string"):
        rmse("12", [1.0, 2.0])
