"""Interpolated precision (schemes "max" and "step") and the 11-point average, against the exact reference."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import reference as ref
from ireval_teach import (ELEVEN_LEVELS, Ranking, eleven_point_average_precision, interpolated_curve,
                          interpolated_precision, scheme_differences)
from ireval_teach.errors import InvalidCutoffError, UnknownOptionError
from ireval_teach.interpolation import interpolation_trace

# levels with small denominators, passed to the library as floats and to the reference exactly
LEVELS = sorted({Fraction(i, m) for m in (3, 4, 7, 10) for i in range(m + 1)})


def test_eleven_levels_are_i_over_10():
    assert ELEVEN_LEVELS == tuple(float(Fraction(i, 10)) for i in range(11))


@pytest.mark.parametrize("scheme", ["max", "step"])
def test_interpolated_precision_reference(cases, scheme):
    for c in cases[:150]:
        curve = interpolated_curve(c.ranking, [float(lv) for lv in LEVELS], scheme)
        for lv, got in zip(LEVELS, curve):
            exact = float(ref.interpolated(c.labels, lv, c.n_relevant, c.threshold, scheme))
            assert got == exact, (c, lv)
            assert interpolated_precision(c.ranking, float(lv), scheme) == exact


@pytest.mark.parametrize("scheme", ["max", "step"])
def test_eleven_point_reference(cases, scheme):
    for c in cases:
        exact = ref.eleven_point(*c.args, scheme=scheme)
        assert eleven_point_average_precision(c.ranking, scheme) == pytest.approx(float(exact), abs=1e-12)


def test_twenty_images_values():
    r = Ranking.from_positions([1, 2, 4, 15], length=20)
    assert interpolated_curve(r).tolist() == [1, 1, 1, 1, 1, 1, 0.75, 0.75, 4 / 15, 4 / 15, 4 / 15]
    assert interpolated_curve(r, scheme="step").tolist() == interpolated_curve(r).tolist()
    assert eleven_point_average_precision(r) == pytest.approx((6 + 1.5 + 3 * 4 / 15) / 11)
    assert scheme_differences(r) == []


def test_schemes_differ_where_precision_rises():
    r = Ranking.from_positions([1, 5, 6], length=6)      # P at the relevant ranks: 1, 2/5, 1/2
    diffs = scheme_differences(r)
    assert [d[0] for d in diffs] == [0.4, 0.5, 0.6]
    assert all(a == 0.5 and b == 0.4 for _, a, b in diffs)
    assert interpolated_precision(r, 0.0) == 1.0 and interpolated_precision(r, 0.0, "step") == 1.0


def test_level_zero_always_interpolated():
    r = Ranking([0, 0, 1, 1])
    assert interpolated_precision(r, 0.0) == 0.5           # best precision anywhere (max)
    assert interpolated_precision(r, 0.0, "step") == 1 / 3  # P_1
    assert interpolated_precision(Ranking([0, 0]), 0.0) == 0.0


def test_unreached_levels_are_zero():
    r = Ranking([1, 0], n_relevant=4)                        # recall stops at 1/4
    assert interpolated_precision(r, 0.25) == 1.0
    assert interpolated_precision(r, 0.3) == 0.0 and interpolated_precision(r, 0.3, "step") == 0.0


def test_interpolation_trace_levels():
    r = Ranking.from_positions([1, 5, 6], length=6)
    t = interpolation_trace(r)
    assert t.value == tuple(interpolated_curve(r).tolist())
    assert [s.level for s in t.steps] == list(ELEVEN_LEVELS)
    assert [s.from_rank for s in t.steps] == [1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6]
    assert interpolation_trace(Ranking([1, 0], n_relevant=2), [1.0]).steps[0].from_rank is None


@pytest.mark.parametrize("level", [-0.1, 1.01, float("nan"), "0.5", None, True, float("inf")])
def test_bad_level(level):
    with pytest.raises(InvalidCutoffError, match="recall level") as info:
        interpolated_precision([1, 0], level)
    assert repr(level) in str(info.value)
    with pytest.raises(InvalidCutoffError):
        interpolated_curve([1, 0], [0.5, level])


def test_bad_scheme():
    for call in (lambda: interpolated_precision([1], 0.5, scheme="linear"),
                 lambda: eleven_point_average_precision([1], scheme="linear"),
                 lambda: interpolated_curve([1], scheme="linear"),
                 lambda: interpolation_trace([1], scheme="linear")):
        with pytest.raises(UnknownOptionError, match="'linear'"):
            call()


def test_numpy_level_accepted():
    assert interpolated_precision([1, 0], np.float64(0.5)) == 1.0
