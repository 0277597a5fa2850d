"""Significance on subsets of real queries (issue 15): query_samples on the digits systems."""

from __future__ import annotations

import pytest

from ireval_teach import digits
from ireval_teach.errors import InvalidCutoffError, UnknownOptionError
from ireval_teach.query_samples import nested_p_values, rejection_rates
from ireval_teach.significance import paired_t_test, sign_test


@pytest.fixture(scope="module")
def ap():
    return {s: digits.average_precisions(s).tolist() for s in ("pixels_l2", "pixels_l1")}


def test_nested_p_values_are_the_tests_on_the_first_n_of_one_order(ap):
    a, b = ap["pixels_l2"], ap["pixels_l1"]
    grow = nested_p_values(a, b, (10, 1797), seed=3)
    assert grow.p["t"][-1] == pytest.approx(paired_t_test(a, b).p_value)
    assert grow.p["sign"][-1] == pytest.approx(sign_test(a, b).p_value)
    assert grow.rejecting_from("t") in (10, 1797)


def test_rises_and_explain_follow_the_values():
    a = [0.9, 0.8, 0.1, 0.9, 0.2, 0.8]
    b = [0.1, 0.2, 0.9, 0.1, 0.8, 0.2]
    grow = nested_p_values(a, b, (2, 3, 6), seed=0, tests=("t",))
    ps = grow.p["t"]
    assert [r[:2] for r in grow.rises("t")] == [(grow.sizes[i], grow.sizes[i + 1]) for i in range(2)
                                                 if ps[i + 1] > ps[i]]
    assert ("p never rose" in grow.explain()) == (not grow.rises("t"))


def test_identical_systems_are_never_rejected_and_real_difference_is_found(ap):
    same = rejection_rates(ap["pixels_l2"], ap["pixels_l2"], (5, 50), draws=5)
    assert all(r == 0 for t in same.tests for r in same.rate[t])
    real = rejection_rates(ap["pixels_l2"], ap["pixels_l1"], (500,), draws=5)
    assert real.rate["t"] == (1.0,)


def test_bad_input():
    with pytest.raises(InvalidCutoffError, match="sample size"):
        nested_p_values([0.1, 0.2, 0.3], [0.2, 0.1, 0.3], (4,))
    with pytest.raises(UnknownOptionError, match="'z'"):
        rejection_rates([0.1, 0.2, 0.3], [0.2, 0.1, 0.3], (2,), tests=("z",))
    with pytest.raises(InvalidCutoffError, match="draws"):
        rejection_rates([0.1, 0.2, 0.3], [0.2, 0.1, 0.3], (2,), draws=0)
