"""GRiP / GRnP / GReP simulation data (issue 5)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ireval_teach import Ranking, precision_at
from ireval_teach.errors import InconsistentCountError, InvalidCutoffError, IrevalError
from ireval_teach.grep_graphs import grip_curves, grnp_curve, simulate_embeddings, simulate_query_ranks


def test_ranks_by_hand_and_against_a_full_sort():
    assert simulate_query_ranks(np.array([2.0, 0.5]), np.array([1.0, 0.0, 3.0]), [0, 1, 3]).tolist() == \
        [[1, 2], [1, 3], [2, 4]]
    rng = np.random.default_rng(5)
    rel, irr = rng.normal(1, 1, 8), rng.normal(0, 1, 100)
    ranks = simulate_query_ranks(rel, irr, [100])[0]
    scores = np.concatenate([rel, irr])
    labels = [1] * 8 + [0] * 100
    r = Ranking.from_scores(scores.tolist(), labels)
    assert ranks.tolist() == list(r.relevant_ranks)


def test_generality_axis():
    sim = simulate_embeddings(c=16, mu=2.0, doublings=range(0, 5), n_queries=3, seed=0)
    assert sim.embedding.tolist() == [16, 32, 64, 128, 256]
    assert sim.database.tolist() == [32, 48, 80, 144, 272]
    assert np.allclose(sim.neg_log2_g, np.log2(1 + 2.0 ** np.arange(5)))
    assert sim.scopes.tolist() == [4, 8, 16, 32, 64]


def test_values_match_precision_at_of_the_simulated_rankings():
    sim = simulate_embeddings(c=4, mu=1.0, doublings=[0, 2], relevant_scopes=[1, 2], n_queries=3, seed=11)
    rng = np.random.default_rng(11)          # replay the generator: same draws, same order
    for q in range(3):
        rel = rng.normal(1.0, 1.0, 4)
        irr = rng.normal(0.0, 1.0, 16)
        for j, e in enumerate([4, 16]):
            scores = np.concatenate([rel, irr[:e]]).tolist()
            r = Ranking.from_scores(scores, [1] * 4 + [0] * e)
            for i, s in enumerate([4, 8]):
                assert sim.precision_q[q, j, i] == precision_at(r, s)
                assert sim.recall_q[q, j, i] == precision_at(r, s) * s / 4


def test_grip_is_p_equals_r_and_falls_with_generality():
    sim = simulate_embeddings(c=16, mu=2.5, doublings=range(0, 9), n_queries=10, seed=2)
    g = sim.grip()
    assert g.name == "GRiP"
    assert np.array_equal(g.precision, g.recall)
    # nested embeddings with fixed relevant scores: each query's v can only fall as e doubles
    assert np.all(np.diff(sim.v, axis=1) <= 0)
    assert g.precision[0] > g.precision[-1]
    assert np.all(g.precision >= g.random_precision)


def test_grnp_recall_is_n_times_precision():
    cv = grnp_curve(4, c=8, mu=2.0, doublings=(0, 3, 6), n_queries=5, seed=1)
    assert cv.name == "GR4P"
    assert np.allclose(cv.recall, 4 * cv.precision)


def test_quality_orders_the_curves_and_random_sits_at_generality():
    curves = grip_curves(c=16, mus=(0.0, 2.0, 5.0), doublings=(2, 6), n_queries=100, seed=0)
    p = np.array([cv.precision for cv in curves])
    assert np.all(p[0] < p[1]) and np.all(p[1] < p[2])
    # mu = 0 is a random ranking: expected p = g (within a few standard errors)
    g = curves[0].generality
    se = np.sqrt(g * (1 - g) / (16 * 100))
    assert np.all(np.abs(p[0] - g) < 4 * se + 1e-3)


def test_surface_for_grep_plot():
    sim = simulate_embeddings(c=8, mu=2.0, doublings=range(4), n_queries=4, seed=0)
    X, R, P = sim.surface()
    assert X.shape == R.shape == P.shape == (4, 5)
    assert np.allclose(R, P * sim.relevant_scopes[None, :])
    assert np.all(X[:, 0] == sim.neg_log2_g)


def test_seeded_and_bad_inputs():
    a = simulate_embeddings(c=8, mu=1.0, doublings=(1, 2), n_queries=4, seed=9)
    b = simulate_embeddings(c=8, mu=1.0, doublings=(1, 2), n_queries=4, seed=9)
    assert np.array_equal(a.v, b.v)
    with pytest.raises(InvalidCutoffError, match=r"s = \[1.5\]"):
        simulate_embeddings(c=6, relevant_scopes=[0.25])
    with pytest.raises(InconsistentCountError, match="-1"):
        simulate_embeddings(doublings=[-1])
    with pytest.raises(InvalidCutoffError, match="j=30"):
        simulate_embeddings(doublings=[30])
    with pytest.raises(IrevalError, match="nan"):
        simulate_embeddings(mu=float("nan"))
    with pytest.raises(InvalidCutoffError, match="was not computed"):
        a.curve(3.0)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 12), st.floats(-1, 4), st.integers(0, 5), st.integers(0, 2 ** 16))
def test_property_bounds(c, mu, jmax, seed):
    sim = simulate_embeddings(c=c, mu=mu, doublings=range(jmax + 1), relevant_scopes=(1, 2), n_queries=2, seed=seed)
    assert np.all((sim.precision_q >= 0) & (sim.precision_q <= 1))
    assert np.all(sim.v[..., 0] <= c) and np.all(sim.v[..., 1] >= sim.v[..., 0])
    # at s = c precision equals recall
    assert np.allclose(sim.precision_q[..., 0], sim.recall_q[..., 0])
