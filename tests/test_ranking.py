"""Ranking: construction, the four constructors, tie rules, immutable variations, bad input."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ireval_teach import IrevalError, Ranking
from ireval_teach.errors import (EmptyRankingError, InconsistentCountError, InvalidCutoffError,
                                 InvalidLabelError, InvalidScoreError, UnknownOptionError)
from ireval_teach.ranking import as_ranking


def test_labels_and_counts():
    r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
    assert r.labels.tolist() == [1, 0, 1, 0, 0, 0, 0, 0, 1, 0]
    assert r.relevant.tolist() == [bool(x) for x in r.labels]
    assert (r.length, len(r), r.n_relevant, r.n_relevant_retrieved) == (10, 10, 3, 3)
    assert r.relevant_ranks == (1, 3, 9)
    assert r.tp_at().tolist() == [1, 1, 2, 2, 2, 2, 2, 2, 3, 3]


def test_n_relevant_default_and_larger():
    assert Ranking([0, 2, 1]).n_relevant == 2
    r = Ranking([0, 2, 1], n_relevant=5)
    assert (r.n_relevant, r.n_relevant_retrieved) == (5, 2)
    assert Ranking([0, 0]).n_relevant == 0


def test_graded_threshold():
    r = Ranking([3, 1, 0, 2], threshold=2)
    assert r.relevant.tolist() == [True, False, False, True]
    assert r.n_relevant == 2 and r.threshold == 2
    assert r.binary().labels.tolist() == [1, 0, 0, 1]
    assert r.binary().n_relevant == 2


def test_labels_are_read_only():
    r = Ranking([1, 0])
    with pytest.raises(ValueError):
        r.labels[0] = 0


def test_from_positions_twenty_images():
    r = Ranking.from_positions([1, 2, 4, 15], length=20)
    assert r.length == 20 and r.relevant_ranks == (1, 2, 4, 15) and r.n_relevant == 4
    assert Ranking.from_positions([2], length=3, n_relevant=4).n_relevant == 4


@pytest.mark.parametrize("positions, length, err, bad", [
    ([0], 4, InvalidCutoffError, "0"),
    ([5], 4, InvalidCutoffError, "5"),
    ([1.5], 4, InvalidCutoffError, "1.5"),
    ([2, 2], 4, InconsistentCountError, "2"),
    ([1], 0, InvalidCutoffError, "0"),
    ([1], 2.0, InvalidCutoffError, "2.0"),
])
def test_from_positions_bad(positions, length, err, bad):
    with pytest.raises(err, match=bad):
        Ranking.from_positions(positions, length=length)


def test_from_ids_set_and_grades():
    r = Ranking.from_ids(["a", "b", "c", "d"], {"b", "d", "x", "y"})
    assert r.labels.tolist() == [0, 1, 0, 1] and r.n_relevant == 4 and r.ids == ("a", "b", "c", "d")
    g = Ranking.from_ids(["a", "b", "c"], {"a": 2, "b": 0, "z": 3, "w": 0})
    assert g.labels.tolist() == [2, 0, 0] and g.n_relevant == 2
    assert sorted(g.all_grades.tolist()) == [2, 3]
    t = Ranking.from_ids(["a", "b"], {"a": 1, "b": 2, "z": 1}, threshold=2)
    assert t.n_relevant == 1 and t.relevant.tolist() == [False, True]


def test_from_scores_tie_rules():
    scores = [0.5, 0.9, 0.5, 0.5, 0.1]
    labels = [1, 0, 0, 1, 1]
    ids = ["d1", "d2", "d10", "d9", "d3"]
    # trec_eval: score descending, then docno descending (string comparison: "d9" > "d10" > "d1")
    assert Ranking.from_scores(scores, labels, ids=ids).ids == ("d2", "d9", "d10", "d1", "d3")
    assert Ranking.from_scores(scores, labels, ids=ids, ties="input_order").ids == ("d2", "d1", "d10", "d9", "d3")
    assert Ranking.from_scores(scores, labels, ties="optimistic").labels.tolist() == [0, 1, 1, 0, 1]
    assert Ranking.from_scores(scores, labels, ties="pessimistic").labels.tolist() == [0, 0, 1, 1, 1]
    # without ids, the ids are the input positions: later items first among equal scores
    assert Ranking.from_scores(scores, labels).ids == (1, 3, 2, 0, 4)


def test_from_scores_optimistic_pessimistic_bound_ap():
    from ireval_teach import average_precision
    rng = np.random.default_rng(3)
    for _ in range(50):
        n = int(rng.integers(1, 12))
        scores = rng.integers(0, 3, n).astype(float).tolist()
        labels = rng.integers(0, 2, n).tolist()
        lo = average_precision(Ranking.from_scores(scores, labels, ties="pessimistic"))
        hi = average_precision(Ranking.from_scores(scores, labels, ties="optimistic"))
        mid = average_precision(Ranking.from_scores(scores, labels, ties="input_order"))
        assert lo <= mid <= hi


def test_with_label_and_with_n_relevant_are_copies():
    r = Ranking([1, 0, 0], n_relevant=2)
    r2 = r.with_label(2, 1)
    assert r.labels.tolist() == [1, 0, 0] and r2.labels.tolist() == [1, 1, 0]
    assert r2.n_relevant == 3  # the unretrieved relevant item is still missing
    assert r.with_label(1, 0).n_relevant == 1
    assert r.with_n_relevant(5).n_relevant == 5 and r.n_relevant == 2
    with pytest.raises(InvalidCutoffError, match="4"):
        r.with_label(4, 1)
    with pytest.raises(InvalidLabelError, match="-2"):
        r.with_label(1, -2)
    with pytest.raises(InconsistentCountError, match="0"):
        r.with_n_relevant(0)


def test_equality_hash_repr():
    a, b = Ranking([1, 0], n_relevant=2), Ranking([1, 0], n_relevant=2)
    assert a == b and hash(a) == hash(b)
    assert a != Ranking([1, 0])
    assert "n_relevant=2" in repr(a) and "[1, 0]" in repr(a)
    assert "1 of 2 relevant" in a._repr_html_()


def test_as_ranking_accepts_lists_and_arrays():
    assert as_ranking([1, 0]).labels.tolist() == [1, 0]
    assert as_ranking(np.array([0, 2])).labels.tolist() == [0, 2]
    r = Ranking([1])
    assert as_ranking(r) is r


def test_collection_size():
    r = Ranking([1, 0], n_relevant=3, collection_size=10)
    assert r.collection_size == 10
    with pytest.raises(InconsistentCountError, match="collection_size=1"):
        Ranking([1, 0], collection_size=1)
    with pytest.raises(InconsistentCountError, match="collection_size=3"):
        Ranking([1, 0], n_relevant=5, collection_size=3)


# -- bad input: each raises the documented IrevalError subclass, naming the value -------------------
@pytest.mark.parametrize("labels, err, bad", [
    ([], EmptyRankingError, "empty"),
    ((), EmptyRankingError, "empty"),
    ([1, -1, 0], InvalidLabelError, "-1"),
    ([1, 0.5], InvalidLabelError, "0.5"),
    ([1, float("nan")], InvalidLabelError, "nan"),
    ([1, "1"], InvalidLabelError, "'1'"),
    ([None], InvalidLabelError, "None"),
    ("101", InvalidLabelError, "'101'"),
    (5, InvalidLabelError, "5"),
])
def test_bad_labels(labels, err, bad):
    with pytest.raises(err, match=bad) as info:
        Ranking(labels)
    assert isinstance(info.value, IrevalError) and isinstance(info.value, ValueError)


def test_bad_label_message_names_rank():
    with pytest.raises(InvalidLabelError, match="rank 3"):
        Ranking([0, 1, -4])


@pytest.mark.parametrize("n, err, bad", [
    (1, InconsistentCountError, "n_relevant=1"),
    (-1, InconsistentCountError, "-1"),
    (2.5, InconsistentCountError, "2.5"),
])
def test_bad_n_relevant(n, err, bad):
    with pytest.raises(err, match=bad):
        Ranking([1, 1, 0], n_relevant=n)


@pytest.mark.parametrize("threshold", [0, -1, 1.5, True])
def test_bad_threshold(threshold):
    with pytest.raises(InvalidLabelError, match="threshold"):
        Ranking([1], threshold=threshold)


@pytest.mark.parametrize("score", [float("nan"), None, "0.5", True])
def test_bad_scores(score):
    with pytest.raises(InvalidScoreError, match="position 1") as info:
        Ranking.from_scores([0.3, score], [1, 0])
    assert repr(score) in str(info.value)


def test_from_scores_other_bad_input():
    with pytest.raises(EmptyRankingError):
        Ranking.from_scores([], [])
    with pytest.raises(InconsistentCountError, match="2 scores but 1 labels"):
        Ranking.from_scores([0.1, 0.2], [1])
    with pytest.raises(UnknownOptionError, match="'random'"):
        Ranking.from_scores([0.1], [1], ties="random")
    with pytest.raises(InvalidLabelError, match="-3"):
        Ranking.from_scores([0.1], [-3])
    with pytest.raises(InconsistentCountError, match="'a'"):
        Ranking([1, 0], ids=["a", "a"])
    assert math.isclose(Ranking.from_scores([math.inf, -math.inf], [0, 1]).labels[1], 1)


def test_numpy_boolean_mask_labels():
    mask = np.array([0.9, 0.1, 0.7]) > 0.5
    assert Ranking(mask).labels.tolist() == [1, 0, 1]
    r = Ranking([2, 0, 1], threshold=2)
    assert Ranking(r.relevant).labels.tolist() == [1, 0, 0]


def test_trec_eval_ties_with_uncomparable_ids():
    with pytest.raises(InconsistentCountError, match="int, str"):
        Ranking.from_scores([1.0, 1.0], [1, 0], ids=[1, "a"])
    # the other tie rules never compare ids
    assert Ranking.from_scores([1.0, 1.0], [1, 0], ids=[1, "a"], ties="input_order").ids == (1, "a")
