"""The tie band against brute-force enumeration of every order of the tied documents, and scikit-learn."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ireval_teach.errors import IrevalError
from ireval_teach.ties import tie_band, ties_report

MEASURES = ["AP", "AP@3", "P@1", "P@3", "R@2", "RR", "nDCG", "nDCG@3"]


def _reference(labels, name, R, ideal):
    """The measure of one fixed order, written out from the textbook definitions (not the library's)."""
    rel = [1 if x >= 1 else 0 for x in labels]
    gains = [max(x, 0) for x in labels]
    if name.startswith("nDCG"):
        k = int(name[5:]) if "@" in name else None       # trec_eval's ndcg: the ideal of every judgment
        dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains[:k]))
        ideal_sorted = sorted((max(x, 0) for x in ideal), reverse=True)[:k]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal_sorted))
        return dcg / idcg if idcg else 0.0
    if name.startswith("P@"):
        k = int(name[2:])
        return sum(rel[:k]) / k
    if name.startswith("R@"):
        return sum(rel[:int(name[2:])]) / R if R else 0.0
    if name == "RR":
        return next((1 / (i + 1) for i, r in enumerate(rel) if r), 0.0)
    k = int(name[3:]) if "@" in name else len(labels)
    total, seen = 0.0, 0
    for i, r in enumerate(rel[:k]):
        seen += r
        total += r * seen / (i + 1)
    return total / R if R else 0.0


def _all_orders(scores, labels):
    """Every order of the tied documents (equal adjacent scores), each order once per permutation."""
    groups = [list(g) for _, g in itertools.groupby(range(len(scores)), key=lambda i: scores[i])]
    for perm in itertools.product(*(itertools.permutations(g) for g in groups)):
        yield [labels[i] for grp in perm for i in grp]


@st.composite
def ranked(draw):
    n = draw(st.integers(0, 7))
    scores = sorted(draw(st.lists(st.integers(0, 3), min_size=n, max_size=n)), reverse=True)
    labels = draw(st.lists(st.integers(-1, 3), min_size=n, max_size=n))
    extra = draw(st.lists(st.integers(0, 3), max_size=3))        # judged documents the run missed
    return scores, labels, labels + extra


@settings(max_examples=150, deadline=None)
@given(ranked(), st.sampled_from(MEASURES))
def test_band_equals_enumeration(case, name):
    scores, labels, judged = case
    R = sum(x >= 1 for x in judged)
    values = [_reference(order, name, R, judged) for order in _all_orders(scores, labels)]
    b = tie_band(scores, labels, name, n_relevant=R, ideal_gains=judged)
    assert b.worst == pytest.approx(min(values), abs=1e-12)
    assert b.best == pytest.approx(max(values), abs=1e-12)
    assert b.expected == pytest.approx(sum(values) / len(values), abs=1e-12)
    assert b.orders == len(values)
    assert b.moves == (max(values) - min(values) > 1e-12)


def test_expected_ndcg_equals_sklearn_tie_averaging():
    ndcg_score = pytest.importorskip("sklearn.metrics").ndcg_score
    rng = np.random.default_rng(3)
    worst = 0.0
    for _ in range(200):
        n = int(rng.integers(2, 12))
        scores = np.sort(rng.integers(0, 4, n))[::-1].astype(float)
        labels = rng.integers(0, 4, n).astype(float)
        if labels.sum() == 0:
            continue
        for k in (None, 3):
            ours = tie_band(scores, labels, "nDCG" if k is None else f"nDCG@{k}").expected
            theirs = ndcg_score([labels], [scores], k=k, ignore_ties=False)
            worst = max(worst, abs(ours - theirs))
    assert worst < 1e-12, worst


def test_hand_example_and_report(tmp_path):
    b = tie_band([3, 2, 2, 1], [0, 1, 0, 1], "P@2")
    assert (b.worst, b.expected, b.best) == (0.0, 0.25, 0.5)
    qrels = tmp_path / "q"
    qrels.write_text("1 0 a 1\n1 0 b 0\n1 0 c 1\n2 0 x 1\n")
    run = tmp_path / "r"
    run.write_text("1 Q0 a 1 5.0 t\n1 Q0 b 2 5.0 t\n1 Q0 c 3 1.0 t\n2 Q0 x 1 2.0 t\n")
    rep = ties_report(str(qrels), str(run), ["P@1", "map"])
    recs = {(r["query"], r["measure"]): r for r in rep.records()}
    assert (recs["1", "P@1"]["worst"], recs["1", "P@1"]["expected"], recs["1", "P@1"]["best"]) == (0.0, 0.5, 1.0)
    assert rep.moved("P@1") == 1 and rep.moved("map") == 1
    assert recs["2", "map"]["worst"] == recs["2", "map"]["best"] == 1.0


def test_measure_without_band_is_refused():
    with pytest.raises(IrevalError, match="no tie band for bpref"):
        tie_band([1, 1], [1, 0], "bpref")


def test_the_evaluated_value_lies_in_the_band_on_the_digits_runs():
    """trec_eval's tie order is one of the orders: the evaluator's value is inside [worst, best]."""
    from ireval_teach import digits
    from ireval_teach.trec import evaluate

    files = digits.trec_files()
    measures = ["map", "P_10", "ndcg_cut_10", "recip_rank", "recall_20"]
    for name in ("pixels_l1", "pixels_l2"):
        rep = ties_report(files["qrels"], files[name], measures)
        ev = evaluate(files["qrels"], files[name], measures)
        for j, m in enumerate(measures):
            values = ev.per_query(m)
            for q, row in zip(rep.queries, rep.bands):
                assert row[j].worst - 1e-12 <= values[q] <= row[j].best + 1e-12, (name, m, q)
                assert row[j].worst - 1e-12 <= row[j].expected <= row[j].best + 1e-12
