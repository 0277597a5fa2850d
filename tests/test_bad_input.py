"""The bad inputs issue 17 lists, one by one: each is a typed error naming the value, or a finite
correct value computed at a cost that follows the input (not k). The property-based sweep over the
whole API is in test_bad_input_fuzz.py; the command line's in test_bad_input_cli.py."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ireval_teach import Ranking, f_from_pr, f_measure_at, precision_at, r_precision, randomization_test
from ireval_teach.errors import (InvalidIdError, InvalidLabelError, InvalidScoreError, IrevalError, TooLargeError,
                                 excerpt)
from ireval_teach.graded import dcg, dcg_curve, ndcg
from ireval_teach.significance import MAX_RESAMPLES, bootstrap_ci, power_estimate, wilcoxon_signed_rank
from test_bad_input_fuzz import bounded


def test_labels_beyond_the_float_range_are_named():
    with pytest.raises(InvalidLabelError, match="1180591620717411303424"):
        Ranking([2 ** 70])
    with pytest.raises(InvalidLabelError, match="18446744073709551615"):
        Ranking(np.array([2 ** 64 - 1], dtype=np.uint64))
    assert Ranking(np.array([3, 0, 1], dtype=np.uint64)).labels.tolist() == [3, 0, 1]
    with pytest.raises(InvalidLabelError, match="nan"):
        Ranking(np.array([1.0, np.nan]))


def test_unhashable_ids_are_an_invalid_id_error():
    with pytest.raises(InvalidIdError, match=r"\['a'\]"):
        Ranking([1, 0], ids=[["a"], ["b"]])
    with pytest.raises(InvalidIdError):
        Ranking.from_ids([["a"]], {"a"})
    with pytest.raises(InvalidIdError):
        Ranking.from_scores([0.5, 0.4], [1, 0], ids=[{}, {}])


def test_f_with_a_huge_beta_is_its_limit_recall():
    assert f_from_pr(0.5, 0.25, beta=1e200) == 0.25
    assert f_from_pr(0.0, 0.25, beta=1e200) == 0.0
    assert f_measure_at([1, 0, 0, 0], 2, beta=1e300) == 1.0     # recall 1/1
    assert f_from_pr(0.5, 0.25, beta=1e150) == pytest.approx(0.25)


@pytest.mark.parametrize("k", [10 ** 8, 10 ** 12, 10 ** 30])
def test_dcg_cost_follows_the_list_not_k(k):
    with bounded(seconds=5, headroom=200 * 2 ** 20):
        assert dcg([1, 2], k=k) == dcg([1, 2])
        assert ndcg([1, 2], k=k) == ndcg([1, 2])
        t = ndcg([1, 2], k=k, trace=True)
    assert len(t.steps) == 3 and t.steps[-1].rank == k and t.steps[-1].ndcg == t.value
    assert f"ranks 3..{k}" in t.steps[-1].explanation


def test_ideal_ranking_of_a_huge_n_relevant_is_listed_only_as_far_as_k():
    r = Ranking([1], n_relevant=10 ** 12)
    with bounded(seconds=5, headroom=200 * 2 ** 20):
        v = ndcg(r, 10, ideal="all_judgments", formulation="trec")
    ideal = sum(1 / math.log2(i + 1) for i in range(1, 11))
    assert v == pytest.approx(1.0 / ideal)
    with pytest.raises(TooLargeError, match="give a cut-off k"):
        ndcg(r, ideal="all_judgments")
    with pytest.raises(TooLargeError, match="flat after rank 2"):
        dcg_curve([1, 2], 10 ** 9)


def test_traces_stop_at_the_end_of_the_list():
    with bounded(seconds=5, headroom=200 * 2 ** 20):
        t = precision_at([1, 0, 1, 0, 0], 10 ** 7, trace=True)
        f = f_measure_at([1, 0, 1, 0, 0], 10 ** 9, trace=True)
    assert [s.rank for s in t.steps] == [1, 2, 3, 4, 5, 10 ** 7]
    assert t.steps[-1].precision == t.value == 2 / 10 ** 7
    assert "ranks 6..10000000: past the end of the list (5 items)" in t.steps[-1].explanation
    assert len(f.steps) == 6 and math.fsum(s.contribution for s in f.steps) == pytest.approx(f.value)
    r = Ranking([1, 0], n_relevant=10 ** 6)
    assert len(r_precision(r, trace=True).steps) == 3


def test_exponential_gain_overflow_names_the_label():
    with pytest.raises(InvalidLabelError, match="label 2000 .*rank 1.*exponential"):
        dcg([2000, 1], formulation="exponential")
    with pytest.raises(InvalidLabelError, match="2000"):
        ndcg([1, 2000], formulation="exponential")
    assert math.isfinite(dcg([1023], formulation="exponential"))
    with pytest.raises(InvalidLabelError, match="passes the range of floats"):
        dcg([1023, 1023, 1023], formulation="exponential")   # each gain finite, the sum is not


def test_resampling_counts_are_bounded():
    with pytest.raises(TooLargeError, match="MAX_RESAMPLES"):
        randomization_test([0.1, 0.2, 0.3], [0.0, 0.1, 0.1], n_resamples=10 ** 12)
    with pytest.raises(TooLargeError):
        bootstrap_ci([0.1, 0.2, 0.3], [0.0, 0.1, 0.1], n_resamples=MAX_RESAMPLES + 1)
    with pytest.raises(TooLargeError, match="n_simulations"):
        power_estimate(0.1, 0.1, 20, n_simulations=10 ** 9)
    with pytest.raises(TooLargeError, match="2\\^30"):
        wilcoxon_signed_rank([0.1] * 30, [0.0] * 29 + [0.1], method="exact")   # ties: 2^n patterns


def test_messages_quote_a_bounded_excerpt():
    huge = "x" * 10 ** 6
    for call in (lambda: Ranking([huge]), lambda: precision_at([1], huge), lambda: dcg([1], formulation=huge)):
        with pytest.raises(IrevalError) as info:
            call()
        assert len(str(info.value)) < 300
    assert len(excerpt(list(range(10 ** 6)))) <= 80


def test_typed_errors_are_value_errors():
    with pytest.raises(ValueError):
        Ranking([2 ** 70])
    with pytest.raises(InvalidScoreError):
        from ireval_teach.errors import check_number
        check_number(10 ** 400, "x", finite=True)
