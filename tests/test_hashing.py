"""Hamming-ranking mAP (issue 5): against the core MAP, the note's code, and by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ireval_teach
from ireval_teach import Ranking, mean_average_precision
from ireval_teach.errors import EmptyRankingError, InconsistentCountError, InvalidCodeError, InvalidCutoffError, \
    InvalidLabelError, IrevalError, UnknownOptionError
from ireval_teach.hashing import (calc_map_fixed, calc_map_literal, denominator_question, hamming_ap,
                                  hamming_distance, hamming_map, hamming_ranking, relevance_matrix,
                                  synthetic_crossmodal_dataset)


def _core_rankings(qB, rB, qL, dL, top_k=None):
    """The same rankings built by the core: Ranking.from_scores on -distance, ties in input order."""
    qB, rB, qL, dL = map(np.asarray, (qB, rB, qL, dL))
    out = {}
    for i in range(len(qB)):
        dist = [int(np.sum(qB[i] != b)) for b in rB]  # Hamming distance by counting, not via <a, b>
        rel = [int(np.any(qL[i] & l)) for l in dL]
        r = Ranking.from_scores([-x for x in dist], rel, ties="input_order")
        if top_k is not None:
            r = Ranking(r.labels[:top_k].tolist(), n_relevant=r.n_relevant)
        out[f"q{i}"] = r
    return out


@pytest.fixture(scope="module")
def data():
    return synthetic_crossmodal_dataset(n_query=40, n_db=300, bits=16, n_labels=6, seed=3)


def test_public_name_and_small_example_by_hand():
    q = [[1, 1, -1, -1]]
    db = [[1, 1, -1, -1], [-1, -1, 1, 1], [1, -1, -1, -1], [1, 1, -1, 1]]
    # distances 0, 4, 1, 1 -> order 0, 2, 3, 1 (2 before 3: database order); relevant: 0 and 3
    assert hamming_distance(q, db).tolist() == [[0, 4, 1, 1]]
    assert hamming_ranking(q, db)[0].tolist() == [[0, 2, 3, 1]]
    value = ireval_teach.hamming_map(q, db, [[1, 0]], [[1, 0], [0, 1], [0, 1], [1, 1]])
    assert value == pytest.approx((1 / 1 + 2 / 3) / 2)


def test_hamming_from_inner_product_equals_counting(data):
    D = hamming_distance(data.query_image, data.db_text)
    counted = (data.query_image[:, None, :] != data.db_text[None, :, :]).sum(axis=2)
    assert np.array_equal(D, counted)


@pytest.mark.parametrize("top_k", [None, 1, 5, 50, 300, 1000])
@pytest.mark.parametrize("denominator", ["relevant", "retrieved_relevant"])
@pytest.mark.parametrize("no_relevant", ["zero", "skip"])
def test_matches_core_mean_average_precision(data, top_k, denominator, no_relevant):
    qB, rB, qL, dL = data.query_image, data.db_text, data.query_labels, data.db_labels
    ours = hamming_map(qB, rB, qL, dL, top_k=top_k, denominator=denominator, no_relevant=no_relevant)
    core = mean_average_precision(_core_rankings(qB, rB, qL, dL, top_k), denominator=denominator,
                                  no_relevant=no_relevant)
    assert ours == pytest.approx(core, rel=1e-12, abs=1e-15)


def test_per_query_ap_matches_core(data):
    qB, rB, qL, dL = data.query_text, data.db_image, data.query_labels, data.db_labels
    aps = hamming_ap(qB, rB, qL, dL, top_k=20)
    core = _core_rankings(qB, rB, qL, dL, 20)
    for a, r in zip(aps, core.values()):
        assert a == pytest.approx(ireval_teach.average_precision(r))


def test_fixed_loop_equals_vectorised(data):
    args = (data.query_image, data.db_text, data.query_labels, data.db_labels)
    assert calc_map_fixed(*args) == pytest.approx(hamming_map(*args), rel=1e-12)
    # top-k: the loop adds 0 for a query with nothing relevant in the top k and divides by all queries
    aps = hamming_ap(*args, top_k=25, denominator="retrieved_relevant")
    assert calc_map_fixed(*args, topk=25) == pytest.approx(aps.mean(), rel=1e-12)
    assert calc_map_fixed(*args, topk=25) == pytest.approx(
        hamming_map(*args, top_k=25, denominator="retrieved_relevant"), rel=1e-12)


def test_fixed_topk_counts_queries_without_relevant_in_top_k_as_zero():
    # query 0 has its relevant item at rank 2 only; with topk=1 it adds 0 and still counts (map / num_query)
    q = [[1, 1], [-1, -1]]
    db = [[1, 1], [-1, -1]]
    ql = [[0, 1], [0, 1]]
    dl = [[1, 0], [0, 1]]
    assert calc_map_fixed(q, db, ql, dl, topk=1) == 0.5
    assert hamming_map(q, db, ql, dl, top_k=1, denominator="retrieved_relevant") == 0.5


def test_literal_port_agrees_when_no_ties_and_every_query_has_a_relevant_item():
    # database codes at distinct distances 0..4 from each query: no ties, so quicksort order is irrelevant
    rng = np.random.default_rng(0)
    bits = 4
    base = np.array([[1, 1, 1, 1]])
    db = np.array([[1] * (bits - k) + [-1] * k for k in range(bits + 1)])
    qL = np.array([[1, 0]])
    for _ in range(20):
        dL = rng.integers(0, 2, size=(len(db), 2))
        dL[rng.integers(len(db)), 0] = 1
        assert calc_map_literal(base, db, qL, dL) == pytest.approx(hamming_map(base, db, qL, dL), rel=1e-6)


def test_literal_port_lies_between_tie_bounds(data):
    """np.argsort (quicksort) may order ties either way: its AP lies between the pessimistic and optimistic order."""
    qB, rB, qL, dL = data.query_image, data.db_text, data.query_labels, data.db_labels
    D = hamming_distance(qB, rB)
    rel = relevance_matrix(qL, dL)
    keep = rel.any(axis=1)
    lows, highs = [], []
    for i in np.flatnonzero(keep):
        scores = (-D[i]).tolist()
        labels = rel[i].astype(int).tolist()
        lows.append(ireval_teach.average_precision(Ranking.from_scores(scores, labels, ties="pessimistic")))
        highs.append(ireval_teach.average_precision(Ranking.from_scores(scores, labels, ties="optimistic")))
    n_all = len(qB)
    literal = calc_map_literal(qB, rB, qL, dL)  # divides by all queries
    assert sum(lows) / n_all - 1e-6 <= literal <= sum(highs) / n_all + 1e-6


def test_literal_fixed_and_default_all_divide_by_all_queries_skip_is_named():
    q = [[1, 1], [-1, -1]]
    db = [[1, 1], [1, -1]]
    ql = [[1, 0], [0, 1]]           # query 1 shares no label with the database
    dl = [[1, 0], [1, 0]]
    assert calc_map_literal(np.array(q), np.array(db), np.array(ql), np.array(dl)) == 0.5
    assert calc_map_fixed(q, db, ql, dl) == 0.5
    assert hamming_map(q, db, ql, dl) == 0.5
    assert hamming_map(q, db, ql, dl, no_relevant="skip") == 1.0
    t = hamming_map(q, db, ql, dl, trace=True)
    assert [s.included for s in t.steps] == [True, True]
    assert "zero" in t.conventions["queries without relevant items"]
    t = hamming_map(q, db, ql, dl, no_relevant="skip", trace=True)
    assert [s.included for s in t.steps] == [True, False]
    assert t.value == 1.0 and "skip" in t.conventions["queries without relevant items"]
    with pytest.raises(UnknownOptionError, match="'none'"):
        hamming_map(q, db, ql, dl, no_relevant="none")


def test_trace_value_is_the_plain_value_and_contributions_sum(data):
    args = (data.query_image, data.db_text, data.query_labels, data.db_labels)
    for k in (None, 10):
        t = hamming_map(*args, top_k=k, trace=True)
        assert t.value == hamming_map(*args, top_k=k)
        assert len(t.steps) == len(data.query_image)
        assert math.fsum(s.contribution for s in t.steps) == pytest.approx(t.value)
        assert "ties" in t.conventions


def test_top_k_by_hand_and_denominators():
    q = [[1, 1]]
    db = [[1, 1], [-1, -1], [-1, 1], [1, -1]]   # distances 0, 2, 1, 1 -> order 0, 2, 3, 1
    ql = [[1]]
    dl = [[1], [1], [0], [1]]                   # relevant: 0, 1, 3 -> ranks 1, 4, 3
    assert hamming_map(q, db, ql, dl) == pytest.approx((1 + 2 / 3 + 3 / 4) / 3)
    assert hamming_map(q, db, ql, dl, top_k=3) == pytest.approx((1 + 2 / 3) / 3)
    assert hamming_map(q, db, ql, dl, top_k=3, denominator="retrieved_relevant") == pytest.approx((1 + 2 / 3) / 2)
    ans = denominator_question(q, db, ql, dl, top_k=3)
    assert ans.map_relevant == pytest.approx((1 + 2 / 3) / 3)
    assert ans.map_retrieved_relevant == pytest.approx((1 + 2 / 3) / 2)


def test_denominator_question_on_synthetic_data():
    ds = synthetic_crossmodal_dataset(60, 1000, bits=32, n_labels=10, seed=0)
    full = denominator_question(ds.query_image, ds.db_text, ds.query_labels, ds.db_labels, top_k=None)
    assert full.map_relevant == pytest.approx(full.map_retrieved_relevant)
    a = denominator_question(ds.query_image, ds.db_text, ds.query_labels, ds.db_labels, top_k=50)
    assert np.all(a.ap_retrieved_relevant >= a.ap_relevant - 1e-12)
    assert a.map_retrieved_relevant > 3 * a.map_relevant   # many more relevant items than 50
    assert "mAP" in str(a)


def test_queries_without_relevant_items_count_as_zero_or_are_skipped_not_crashing():
    q = [[1, -1], [1, 1], [-1, -1]]
    db = [[1, -1], [1, 1]]
    ql = [[1, 0], [0, 1], [0, 0]]
    dl = [[1, 0], [1, 0]]
    # queries 1 and 2 have no relevant item
    assert hamming_map(q, db, ql, dl) == pytest.approx(1 / 3)
    assert hamming_map(q, db, ql, dl, no_relevant="skip") == 1.0
    assert hamming_map([[1, 1]], db, [[0, 1]], dl) == 0.0
    with pytest.raises(EmptyRankingError):
        hamming_map([[1, 1]], db, [[0, 1]], dl, no_relevant="skip")


def test_synthetic_dataset_is_seeded_and_correlated():
    a = synthetic_crossmodal_dataset(20, 200, 16, 5, seed=7)
    b = synthetic_crossmodal_dataset(20, 200, 16, 5, seed=7)
    assert np.array_equal(a.db_image, b.db_image) and np.array_equal(a.query_labels, b.query_labels)
    assert set(np.unique(a.db_text).tolist()) == {-1, 1}
    assert np.all(a.db_labels.sum(axis=1) >= 1)
    # cross-modal retrieval beats a random ranking (correlated through labels)
    ds = synthetic_crossmodal_dataset(40, 400, 32, 8, seed=1, noise=0.5)
    good = hamming_map(ds.query_image, ds.db_text, ds.query_labels, ds.db_labels)
    rng = np.random.default_rng(0)
    rand = hamming_map(rng.choice([-1, 1], size=ds.query_image.shape), ds.db_text, ds.query_labels, ds.db_labels)
    assert good > rand + 0.1


# -- bad input -----------------------------------------------------------------------------------
def test_codes_not_plus_minus_one_raise_naming_the_value():
    with pytest.raises(InvalidCodeError, match=r"query_codes\[0, 1\] is 0"):
        hamming_map([[1, 0]], [[1, 1]], [[1]], [[1]])
    with pytest.raises(InvalidCodeError, match=r"db_codes\[1, 0\] is 0.5"):
        hamming_map([[1, 1]], [[1, 1], [0.5, 1]], [[1]], [[1], [1]])
    with pytest.raises(InvalidCodeError):
        hamming_map([["a", "b"]], [[1, 1]], [[1]], [[1]])


def test_shape_mismatches_raise():
    with pytest.raises(InconsistentCountError, match="2 bits but database codes have 3"):
        hamming_map([[1, 1]], [[1, 1, 1]], [[1]], [[1]])
    with pytest.raises(InconsistentCountError, match="labels describe"):
        hamming_map([[1, 1]], [[1, 1], [1, -1]], [[1]], [[1]])
    with pytest.raises(InconsistentCountError, match="columns"):
        hamming_map([[1, 1]], [[1, 1]], [[1, 0]], [[1]])
    with pytest.raises(InconsistentCountError):
        hamming_map([[1, 1], [1]], [[1, 1]], [[1]], [[1]])


def test_bad_labels_options_and_cutoffs():
    with pytest.raises(InvalidLabelError, match=r"query_labels\[0, 0\] is 2"):
        hamming_map([[1, 1]], [[1, 1]], [[2]], [[1]])
    with pytest.raises(UnknownOptionError, match="'all'"):
        hamming_map([[1, 1]], [[1, 1]], [[1]], [[1]], denominator="all")
    with pytest.raises(InvalidCutoffError, match="0"):
        hamming_map([[1, 1]], [[1, 1]], [[1]], [[1]], top_k=0)
    with pytest.raises(IrevalError):
        synthetic_crossmodal_dataset(0, 10)


# -- properties ----------------------------------------------------------------------------------
@st.composite
def problems(draw):
    bits = draw(st.integers(1, 8))
    m = draw(st.integers(1, 4))
    n = draw(st.integers(1, 12))
    L = draw(st.integers(1, 3))
    codes = st.lists(st.sampled_from([-1, 1]), min_size=bits, max_size=bits)
    labels = st.lists(st.integers(0, 1), min_size=L, max_size=L)
    qB = draw(st.lists(codes, min_size=m, max_size=m))
    rB = draw(st.lists(codes, min_size=n, max_size=n))
    qL = draw(st.lists(labels, min_size=m, max_size=m))
    dL = draw(st.lists(labels, min_size=n, max_size=n))
    return np.array(qB), np.array(rB), np.array(qL), np.array(dL)


@settings(max_examples=150, deadline=None)
@given(problems(), st.one_of(st.none(), st.integers(1, 15)))
def test_property_matches_core_and_bounds(prob, top_k):
    qB, rB, qL, dL = prob
    if not (qL @ dL.T > 0).any():
        with pytest.raises(EmptyRankingError):
            hamming_map(qB, rB, qL, dL, top_k=top_k, no_relevant="skip")
        assert hamming_map(qB, rB, qL, dL, top_k=top_k) == 0.0
        return
    for den in ("relevant", "retrieved_relevant"):
        for policy in ("zero", "skip"):
            v = hamming_map(qB, rB, qL, dL, top_k=top_k, denominator=den, no_relevant=policy)
            assert 0.0 <= v <= 1.0
            core = mean_average_precision(_core_rankings(qB, rB, qL, dL, top_k), denominator=den,
                                          no_relevant=policy)
            assert v == pytest.approx(core, abs=1e-12)
    assert calc_map_fixed(qB, rB, qL, dL, topk=top_k) == pytest.approx(
        hamming_map(qB, rB, qL, dL, top_k=top_k, denominator="retrieved_relevant"), abs=1e-12)
    assert hamming_map(qB, rB, qL, dL, top_k=top_k, denominator="retrieved_relevant") >= \
        hamming_map(qB, rB, qL, dL, top_k=top_k) - 1e-12
    # flipping every bit of query and database keeps every distance, hence the value
    assert hamming_map(-qB, -rB, qL, dL, top_k=top_k) == hamming_map(qB, rB, qL, dL, top_k=top_k)


@settings(max_examples=100, deadline=None)
@given(problems())
def test_property_perfect_codes_give_map_one(prob):
    _, _, qL, dL = prob
    # code = the label vector itself (one bit per label): identical labels at distance 0 ...
    # ... is not always perfect for multi-label overlap, but single-label data is
    q_lab = np.eye(3, dtype=int)[np.arange(len(qL)) % 3]
    d_lab = np.eye(3, dtype=int)[np.arange(len(dL)) % 3]
    if not (q_lab @ d_lab.T > 0).any():
        return
    qB, rB = 2 * q_lab - 1, 2 * d_lab - 1
    assert hamming_map(qB, rB, q_lab, d_lab, no_relevant="skip") == pytest.approx(1.0)
