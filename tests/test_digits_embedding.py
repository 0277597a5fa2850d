"""Measured GRiP/GReP data on the real digits (issue 15): real distractors, nested embeddings."""

from __future__ import annotations

import numpy as np
import pytest

from ireval_teach import digits, precision_at, recall_at
from ireval_teach.digits_embedding import embedded_rankings, embedding_study, noise_images
from ireval_teach.errors import InvalidCutoffError, UnknownOptionError  # noqa: F401


def test_study_agrees_with_the_rankings_it_describes():
    st = embedding_study("pca8_l2", c=16, distractors="digits+noise", doublings=[0, 3, 7], queries_per_class=1)
    for ji, j in enumerate([0, 3, 7]):
        rs = embedded_rankings("pca8_l2", 16 * 2 ** j, c=16, distractors="digits+noise", queries_per_class=1)
        assert list(rs) == [digits.qid(q) for q in st.queries]
        for qi, r in enumerate(rs.values()):
            assert r.length == 16 + 16 * 2 ** j and r.n_relevant == 16
            for si, s in enumerate(st.scopes):
                assert st.v[qi, ji, si] == round(precision_at(r, int(s)) * s)
                assert st.recall_q[qi, ji, si] == pytest.approx(recall_at(r, int(s)))


def test_embeddings_are_nested_so_v_never_grows_with_j():
    st = embedding_study("pixels_l1", distractors="digits", doublings=range(0, 7), queries_per_class=1)
    assert np.all(np.diff(st.v, axis=1) <= 0)
    assert st.generality.tolist() == [16 / (16 + 16 * 2 ** j) for j in range(7)]


def test_relevant_items_are_the_query_class_and_distractors_are_not():
    rs = embedded_rankings("pixels_l2", 32, queries_per_class=1)
    assert all(r.n_relevant == 16 and int(r.relevant.sum()) == 16 for r in rs.values())


def test_noise_is_seeded_and_in_range():
    a = noise_images(100)
    assert a.shape == (100, 64) and a.min() >= 0 and a.max() <= 16
    assert np.array_equal(a, noise_images(100))


def test_bad_input():
    with pytest.raises(UnknownOptionError, match="'people'"):
        embedding_study("pixels_l2", distractors="people")
    with pytest.raises(InvalidCutoffError, match="other-class digits"):
        embedding_study("pixels_l2", distractors="digits", doublings=[8], queries_per_class=1)
    with pytest.raises(InvalidCutoffError, match="relevant scope"):
        embedding_study("pixels_l2", relevant_scopes=[0.01], doublings=[0], queries_per_class=1)


def test_integer_levels_give_integer_minus_log2_g():
    from ireval_teach.digits_embedding import integer_levels
    st = embedding_study("pixels_l2", c=16, embeddings=integer_levels(16, [1, 2, 3]), relevant_scopes=[1],
                         queries_per_class=1)
    assert st.neg_log2_g.tolist() == [1.0, 2.0, 3.0]


def test_box_claims_agree_with_the_simulated_figure3_on_its_rankings():
    from ireval_teach.digits_embedding import box_claims
    from ireval_teach.radial import figure3_setting

    sim = figure3_setting()
    mine = box_claims(*sim.rankings)
    assert set(mine.claims) == set(sim.claims)
    for name, (err, ok) in sim.claims.items():
        assert mine.claims[name][0] == pytest.approx(err, abs=1e-12) and mine.claims[name][1] == ok


def test_figure3_measured_counts_every_pair_of_real_queries():
    from ireval_teach.digits_embedding import figure3_measured

    f = figure3_measured("pixels_l2", c=16, d=2000, queries_per_class=1)
    assert f.n_pairs == 10 * 9 // 2 and 0 <= f.all_four <= f.n_pairs
    assert all(0 <= v <= f.n_pairs for v in f.held.values())
    lo, hi = f.extreme.names
    assert f.average_precision[lo] == min(f.average_precision.values())
    assert f.average_precision[hi] == max(f.average_precision.values())
