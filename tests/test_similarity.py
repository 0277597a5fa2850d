"""epsilon-queries, kNN queries, thresholds and the set view (issue 5, lecture notes 004)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ireval_teach import Ranking, precision_at, recall_at, sets_table
from ireval_teach.errors import EmptyRankingError, InconsistentCountError, InvalidCutoffError, InvalidLabelError, \
    InvalidScoreError
from ireval_teach.similarity import (distance_ranking, epsilon_query, epsilon_to_k, k_to_epsilon_range, knn_query,
                                     pairwise_distances, query_table, relevance_from_classes, separating_threshold,
                                     threshold_sweep)


def test_notes_twenty_images_through_distances():
    # the notes' example: 20 images, the similar ones at positions 1, 2, 4 and 15 of the ranking
    d = np.arange(1, 21) / 20.0
    classes = ["Cx"] * 20
    for pos in (1, 2, 4, 15):
        classes[pos - 1] = "C1"
    rel = relevance_from_classes("C1", classes)
    sweep = threshold_sweep(d, rel)
    by_k = {p.k: p for p in sweep}
    assert by_k[3].precision == pytest.approx(2 / 3) and by_k[4].recall == 0.75
    assert by_k[7].precision == pytest.approx(3 / 7)          # the notes print 0 in this row
    assert by_k[15].precision == pytest.approx(4 / 15) and by_k[15].recall == 1.0
    r = distance_ranking(d, rel)
    assert r.relevant_ranks == (1, 2, 4, 15)
    for p in sweep[1:]:
        assert p.precision == pytest.approx(precision_at(r, p.k))
        assert p.recall == pytest.approx(recall_at(r, p.k))


def test_epsilon_vs_knn_and_mapping():
    d = [0.1, 0.4, 0.2, 0.9, 0.4]
    assert epsilon_query(d, 0.4).tolist() == [0, 2]           # strictly below epsilon
    assert epsilon_query(d, 0.41).tolist() == [0, 2, 1, 4]
    assert knn_query(d, 3).tolist() == [0, 2, 1]              # tie 1 vs 4 broken by target order
    assert epsilon_to_k(d, 0.0) == 0 and epsilon_to_k(d, 10) == 5
    assert k_to_epsilon_range(d, 2) == (0.2, 0.4)
    assert k_to_epsilon_range(d, 3) is None                   # kNN cuts through the tie at 0.4
    assert k_to_epsilon_range(d, 4) == (0.4, 0.9)
    M = np.array([d, d[::-1]])
    assert [a.tolist() for a in epsilon_query(M, 0.3)] == [[0, 2], [4, 2]]
    assert epsilon_to_k(M, 0.3).tolist() == [2, 2]
    assert [a.tolist() for a in knn_query(M, 1)] == [[0], [4]]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6).map(lambda x: x / 4), min_size=1, max_size=15), st.data())
def test_property_epsilon_and_k_are_inverse(dist, data):
    n = len(dist)
    k = data.draw(st.integers(0, n))
    rng = k_to_epsilon_range(dist, k)
    if rng is None:
        s = sorted(dist)
        assert 0 < k < n and s[k - 1] == s[k]
    else:
        low, high = rng
        candidates = [high] + ([(low + high) / 2] if np.isfinite(low) and np.isfinite(high) else [])
        for eps in candidates:
            if not np.isfinite(eps):          # k = n: every epsilon above the largest distance
                eps = max(dist) + 1
            assert epsilon_to_k(dist, eps) == k
            if k:
                assert sorted(epsilon_query(dist, eps).tolist()) == sorted(knn_query(dist, k).tolist())
    eps = data.draw(st.floats(-1, 3))
    k2 = epsilon_to_k(dist, eps)
    got = epsilon_query(dist, eps)
    assert len(got) == k2
    if k2:
        assert set(got.tolist()) == set(knn_query(dist, k2).tolist())


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.booleans()), min_size=1, max_size=15))
def test_property_sweep_is_the_set_view(pairs):
    d = [x / 5 for x, _ in pairs]
    rel = [b for _, b in pairs]
    sweep = threshold_sweep(d, rel)
    assert sweep[-1].k == len(d) and np.isinf(sweep[-1].epsilon)
    ks = [p.k for p in sweep]
    assert ks == sorted(ks)
    recalls = [p.recall for p in sweep]
    assert recalls == sorted(recalls)
    for p in sweep:
        A = epsilon_query(d, p.epsilon).tolist()
        B = [i for i, b in enumerate(rel) if b]
        t = sets_table(A, B, collection_size=len(d))
        assert (t.tp, t.fp, t.fn) == (p.tp, p.fp, p.fn)
        assert p.precision == t.precision and p.recall == t.recall
        if np.isfinite(p.epsilon):
            qt = query_table(d, rel, epsilon=p.epsilon)
            assert (qt.tp, qt.fp, qt.fn, qt.tn) == (t.tp, t.fp, t.fn, t.tn)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 8), st.booleans()), min_size=1, max_size=12))
def test_property_separation(pairs):
    d = np.array([x / 8 for x, _ in pairs])
    rel = np.array([b for _, b in pairs])
    sep = separating_threshold(d, rel)
    # a separating epsilon exists iff some sweep point has precision 1 and recall 1 (or a class is empty)
    perfect = any(p.tp == rel.sum() and p.fp == 0 for p in threshold_sweep(d, rel))
    assert sep.exists == perfect
    assert (sep.overlap == 0) == sep.exists
    if sep.exists and rel.any() and (~rel).any():
        lo, hi = sep.epsilon_range
        t = query_table(d, rel, epsilon=hi)
        assert t.precision == 1.0 and t.recall == 1.0


def test_separation_by_hand():
    s = separating_threshold([0.1, 0.2, 0.5, 0.7], [1, 1, 0, 0])
    assert s.exists and s.epsilon_range == (0.2, 0.5) and s.overlap == 0
    s = separating_threshold([0.1, 0.6, 0.5, 0.7], [1, 1, 0, 0])
    assert not s.exists and s.epsilon_range is None and s.overlap == 1
    s = separating_threshold([0.3, 0.3], [1, 0])        # a tie: no threshold separates
    assert not s.exists and s.overlap == 1


def test_query_table_knn():
    t = query_table([0.1, 0.5, 0.2, 0.9], [1, 0, 0, 1], k=3)
    assert (t.tp, t.fp, t.fn, t.tn) == (1, 2, 1, 0)


def test_pairwise_distances_and_ranking():
    X = np.array([[0.0, 0.0], [1.0, 1.0]])
    Y = np.array([[3.0, 4.0], [1.0, 1.0], [0.0, 0.0]])
    D = pairwise_distances(X, Y)
    assert D[0].tolist() == [5.0, pytest.approx(2 ** 0.5), 0.0]
    from scipy.spatial.distance import cdist
    assert np.allclose(D, cdist(X, Y))
    r = distance_ranking(D[1], [0, 1, 0])
    assert isinstance(r, Ranking) and r.relevant_ranks == (1,)


def test_bad_inputs():
    with pytest.raises(InvalidScoreError, match=r"distances\[1\] is -0.5"):
        epsilon_query([0.1, -0.5], 1.0)
    with pytest.raises(InvalidScoreError, match="nan"):
        knn_query([0.1, float("nan")], 1)
    with pytest.raises(InvalidCutoffError, match="got 3"):
        knn_query([0.1, 0.2], 3)
    with pytest.raises(InvalidCutoffError, match="epsilon"):
        epsilon_query([0.1], "a")
    with pytest.raises(EmptyRankingError):
        knn_query([], 1)
    with pytest.raises(InconsistentCountError, match="3 judgements"):
        threshold_sweep([0.1, 0.2, 0.3], [1, 0])
    with pytest.raises(InvalidLabelError, match="is 2"):
        threshold_sweep([0.1, 0.2], [1, 2])
    with pytest.raises(InvalidCutoffError, match="exactly one"):
        query_table([0.1], [1])
    with pytest.raises(InconsistentCountError):
        pairwise_distances([[0, 0]], [[1, 2, 3]])
    with pytest.raises(EmptyRankingError):
        relevance_from_classes("a", [])
