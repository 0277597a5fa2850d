"""Ranked measures (P@k, R@k, F@k, R-precision, RR, PR points) against the exact reference."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import reference as ref
from ireval_teach import (Ranking, f_measure_at, pr_points, precision_at, r_precision, recall_at,
                          reciprocal_rank)
from ireval_teach.errors import InvalidCutoffError, IrevalError, UnknownOptionError
from ireval_teach.ranked import pr_arrays

KS = (1, 2, 3, 5, 10, 20, 40)


def test_precision_recall_at_equal_reference_exactly(cases):
    # a single division: the fast float must be the correctly rounded exact value
    for c in cases:
        r = c.ranking
        for k in KS:
            assert precision_at(r, k) == float(ref.precision_at(*c.args[:1], k, c.n_relevant, c.threshold))
            assert precision_at(r, k, beyond_end="retrieved") == float(
                ref.precision_at(c.labels, k, c.n_relevant, c.threshold, beyond_end="retrieved"))
            assert recall_at(r, k) == float(ref.recall_at(c.labels, k, c.n_relevant, c.threshold))


def test_rprec_rr_equal_reference_exactly(cases):
    for c in cases:
        assert r_precision(c.ranking) == float(ref.r_precision(*c.args))
        assert reciprocal_rank(c.ranking) == float(ref.reciprocal_rank(*c.args))


@pytest.mark.parametrize("beta", [1, 2, 0.5, 0])
def test_f_at_reference(cases, beta):
    for c in cases[:150]:
        for k in (1, 3, 10, 35):
            exact = ref.f_at(c.labels, k, c.n_relevant, c.threshold, Fraction(beta))
            assert f_measure_at(c.ranking, k, beta) == pytest.approx(float(exact), abs=1e-12)


def test_pr_points_reference(cases):
    for c in cases[:100]:
        pts = pr_points(c.ranking)
        assert [p.rank for p in pts] == list(range(1, c.ranking.length + 1))
        for p in pts:
            assert p.precision == float(ref.precision_at(c.labels, p.rank, c.n_relevant, c.threshold))
            assert p.recall == float(ref.recall_at(c.labels, p.rank, c.n_relevant, c.threshold))
            assert p.tp == ref.tp_at(c.labels, p.rank, c.threshold)
            assert p.relevant == (c.labels[p.rank - 1] >= c.threshold)
            assert p.recall_changed == (p.relevant and c.n_relevant > 0)
        tp, prec, rec = pr_arrays(c.ranking, 5)
        assert len(tp) == min(5, c.ranking.length)
        assert prec.tolist() == [p.precision for p in pts[:5]] and rec.tolist() == [p.recall for p in pts[:5]]


def test_hand_values():
    r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
    assert precision_at(r, 3) == 2 / 3 and recall_at(r, 3) == 2 / 3
    assert precision_at(r, 20) == 3 / 20                     # trec_eval's P_20 on a 10-item list
    assert precision_at(r, 20, beyond_end="retrieved") == 3 / 10
    assert f_measure_at(r, 4) == pytest.approx(2 * 0.5 * (2 / 3) / (0.5 + 2 / 3))
    assert r_precision(r) == 2 / 3 and reciprocal_rank([0, 0, 0, 1]) == 0.25
    assert reciprocal_rank([0, 0]) == 0.0 and r_precision(Ranking([0, 0])) == 0.0
    assert recall_at(Ranking([0, 0]), 1) == 0.0
    assert r_precision(Ranking([1], n_relevant=3)) == 1 / 3  # R past the end of the list


def test_plain_lists_accepted():
    assert precision_at([1, 0, 1, 1], 4) == precision_at(Ranking([1, 0, 1, 1]), 4) == 0.75
    assert isinstance(precision_at([1, 0], 1), float)


@pytest.mark.parametrize("k", [0, -1, 2.5, 1.0, "3", True, None])
@pytest.mark.parametrize("fn", [precision_at, recall_at, f_measure_at])
def test_bad_cutoff(fn, k):
    with pytest.raises(InvalidCutoffError, match=repr(k).replace(".", r"\.")):
        fn(Ranking([1, 0]), k)


def test_bad_options():
    with pytest.raises(UnknownOptionError, match="'end'"):
        precision_at([1], 1, beyond_end="end")
    for beta in (-1, float("inf"), float("nan"), "2", None):
        with pytest.raises(IrevalError, match="beta") as info:
            f_measure_at([1], 1, beta=beta)
        assert repr(beta) in str(info.value)
    with pytest.raises(InvalidCutoffError, match="0"):
        pr_points([1, 0], k=0)


def test_numpy_integer_cutoff():
    assert precision_at([1, 0], np.int64(2)) == 0.5
