"""Named relevance levels, grades and the threshold to binary relevance (issue 3)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

import ireval_teach as it
from ireval_teach import Ranking, average_precision, precision_at
from ireval_teach.errors import InconsistentCountError, InvalidLabelError, UnknownOptionError
from ireval_teach.relevance_levels import SLIDES_LEVELS, ZERO_TO_THREE, RelevanceLevels, to_binary

JUDGED = ["Excellent", "Irrelevant", "Relevant", "Relevant", "Excellent", "Irrelevant"]


def test_slides_levels():
    assert SLIDES_LEVELS.names == ("Excellent", "Relevant", "Irrelevant")
    assert SLIDES_LEVELS.grades(JUDGED) == [2, 0, 1, 1, 2, 0]
    assert SLIDES_LEVELS.name(1) == "Relevant"
    assert it.SLIDES_LEVELS is SLIDES_LEVELS and it.RelevanceLevels is RelevanceLevels


def test_threshold_changes_binary_measures():
    loose = SLIDES_LEVELS.to_binary(JUDGED, threshold="Relevant")
    strict = SLIDES_LEVELS.to_binary(JUDGED, threshold="Excellent")
    assert loose.labels.tolist() == [1, 0, 1, 1, 1, 0] and strict.labels.tolist() == [1, 0, 0, 0, 1, 0]
    assert precision_at(loose, 6) == 4 / 6 and precision_at(strict, 6) == 2 / 6
    assert average_precision(strict) == pytest.approx((1 + 2 / 5) / 2)
    # the graded ranking with a threshold gives the same binary measures
    graded = SLIDES_LEVELS.ranking(JUDGED, threshold="Excellent")
    assert graded.labels.tolist() == [2, 0, 1, 1, 2, 0]
    assert average_precision(graded) == average_precision(strict)
    assert it.ndcg(graded) == it.ndcg(SLIDES_LEVELS.grades(JUDGED))  # NDCG uses the grades, not the threshold


def test_zero_to_three_scale_and_to_binary():
    labels = [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]
    assert ZERO_TO_THREE.grades([str(x) for x in labels]) == labels
    assert to_binary(labels, 3).labels.tolist() == [1, 0, 1, 0, 0, 0, 0, 0, 1, 0]
    r = Ranking([3, 1, 0], unretrieved_grades=[3, 1, 2])
    b = to_binary(r, 2)
    assert b.labels.tolist() == [1, 0, 0] and b.n_relevant == 3  # 3 in list; unretrieved 3 and 2
    assert to_binary(r, 1).n_relevant == 5


@given(st.lists(st.integers(0, 3), min_size=1, max_size=20), st.integers(1, 4))
def test_to_binary_agrees_with_ranking_threshold(labels, t):
    b = to_binary(labels, t)
    assert b.labels.tolist() == [int(x >= t) for x in labels]
    assert b.relevant.tolist() == Ranking(labels, threshold=t).relevant.tolist()
    assert b.n_relevant == sum(x >= t for x in labels)


def test_errors():
    with pytest.raises(UnknownOptionError, match="'excellent'"):
        SLIDES_LEVELS.grade("excellent")
    with pytest.raises(InvalidLabelError, match="share the grade 1"):
        RelevanceLevels({"a": 1, "b": 1})
    with pytest.raises(InvalidLabelError, match="-1"):
        RelevanceLevels({"a": -1})
    with pytest.raises(InvalidLabelError, match="grade 0"):
        SLIDES_LEVELS.to_binary(JUDGED, threshold="Irrelevant")
    with pytest.raises(InvalidLabelError, match="single string"):
        SLIDES_LEVELS.grades("Excellent")
    with pytest.raises(InvalidLabelError, match="0"):
        to_binary([1, 0], 0)
    with pytest.raises(InconsistentCountError, match="no grade"):
        to_binary(Ranking([2, 0], n_relevant=3), 2)
