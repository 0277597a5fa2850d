"""ROC curve, ROC AUC (ties: half credit), equal error rate, the imbalanced demo (issue 3)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, strategies as st

import ireval_teach as it
from ireval_teach import equal_error_rate, roc_auc, roc_curve
from ireval_teach.errors import (EmptyRankingError, InconsistentCountError, InvalidLabelError, InvalidScoreError,
                                 UnknownOptionError)
from ireval_teach.roc import RocStep, imbalanced_demo, pr_average_precision, pr_curve


def ref_auc(scores, labels):
    """Mann-Whitney by brute force over all positive/negative pairs, exact rational."""
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = Fraction(0)
    for p in pos:
        for n in neg:
            total += 1 if p > n else Fraction(1, 2) if p == n else 0
    return total / (len(pos) * len(neg))


def ref_eer(scores, labels):
    """Walk the ROC points one item at a time (tied items together) and intersect with FPR = FNR."""
    P = sum(labels)
    N = len(labels) - P
    pts = [(Fraction(0), Fraction(0))]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and not y)
        pts.append((Fraction(fp, N), Fraction(tp, P)))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 == 0:
            return float(f0)
        if g0 < 0 <= g1:
            return float(f0 + (-g0 / (g1 - g0)) * (f1 - f0))
    raise AssertionError("no crossing")


def test_small_cases_by_hand():
    assert roc_auc([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0]) == 0.75
    assert roc_auc([1, 1, 1], [1, 0, 0]) == 0.5  # everything tied: half credit for every pair
    assert roc_auc([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0]) == 0.875
    c = roc_curve([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0])
    assert c.fpr.tolist() == [0, 0, 0.5, 1] and c.tpr.tolist() == [0, 0.5, 1, 1]
    assert c.thresholds[0] == math.inf and c.thresholds.tolist()[1:] == [0.9, 0.8, 0.1]


def test_trace_steps_and_half_credit():
    t = roc_auc([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0], trace=True)
    assert all(isinstance(s, RocStep) for s in t.steps)
    assert [s.tied for s in t.steps] == [False, True, False]
    assert [s.area for s in t.steps] == [0.0, 0.375, 0.5]
    assert "half credit" in t.steps[1].explanation and "half credit" in t.conventions["ties"]
    assert t.value == sum(s.contribution for s in t.steps)
    ct = roc_curve([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0], trace=True)
    assert ct.value.fpr.tolist() == [0, 0, 0.5, 1]


@given(st.lists(st.tuples(st.integers(0, 6), st.booleans()), min_size=2, max_size=40))
def test_auc_is_mann_whitney_and_trace_equals_fast(pairs):
    scores = [s / 2 for s, _ in pairs]  # many ties
    labels = [int(y) for _, y in pairs]
    if 0 < sum(labels) < len(labels):
        v = roc_auc(scores, labels)
        assert type(v) is float and v == float(ref_auc(scores, labels))
        t = roc_auc(scores, labels, trace=True)
        assert t.value == v and math.isclose(sum(s.area for s in t.steps), v, abs_tol=1e-12)
        assert 0.0 <= v <= 1.0
        # flipping the scores gives 1 - AUC
        assert math.isclose(roc_auc([-s for s in scores], labels), 1 - v, abs_tol=1e-12)
        e = equal_error_rate(scores, labels)
        assert 0.0 <= e <= 1.0 and equal_error_rate(scores, labels, trace=True).value == e


def test_auc_matches_sklearn_with_ties():
    metrics = pytest.importorskip("sklearn.metrics")
    rng = np.random.default_rng(11)
    for _ in range(300):
        n = int(rng.integers(2, 60))
        labels = rng.integers(0, 2, n)
        if labels.min() == labels.max():
            labels[0] = 1 - labels[0]
        scores = rng.integers(0, 5, n) / 4.0  # heavy ties
        assert abs(roc_auc(scores.tolist(), labels.tolist()) - metrics.roc_auc_score(labels, scores)) <= 1e-9
        fpr, tpr, _ = metrics.roc_curve(labels, scores, drop_intermediate=False)
        c = roc_curve(scores.tolist(), labels.tolist())
        assert np.allclose(c.fpr, fpr, atol=1e-12) and np.allclose(c.tpr, tpr, atol=1e-12)
        ap = metrics.average_precision_score(labels, scores)
        assert abs(pr_average_precision(scores.tolist(), labels.tolist()) - ap) <= 1e-9


def test_pr_ap_equals_library_ap_without_ties():
    rng = np.random.default_rng(5)
    for _ in range(50):
        n = int(rng.integers(2, 40))
        labels = rng.integers(0, 2, n)
        labels[0] = 1
        scores = rng.permutation(n).astype(float)
        r = it.Ranking.from_scores(scores.tolist(), labels.tolist())
        assert abs(pr_average_precision(scores.tolist(), labels.tolist()) - it.average_precision(r)) <= 1e-12


def test_equal_error_rate():
    # perfect separation: EER 0; perfectly inverted: EER 1
    assert equal_error_rate([4, 3, 2, 1], [1, 1, 0, 0]) == 0.0
    assert equal_error_rate([1, 2, 3, 4], [1, 1, 0, 0]) == 1.0
    # all tied: the ROC is the diagonal, EER = 0.5
    assert equal_error_rate([1, 1, 1, 1], [1, 0, 1, 0]) == 0.5
    # an asymmetric case by hand: P = 1, N = 3; ROC (0,0) (0,1)? no -- scores 4:neg, 3:pos, 2:neg, 1:neg
    # points: (0,0) (1/3,0) (1/3,1) (2/3,1) (1,1); FNR = 1 - TPR crosses FPR on the vertical segment at FPR 1/3
    assert equal_error_rate([4, 3, 2, 1], [0, 1, 0, 0]) == pytest.approx(1 / 3, abs=1e-15)
    # interpolation on a sloped (tied) segment: P = N = 1 tied -> diagonal from (0,0) to (1,1): EER 0.5
    assert equal_error_rate([2, 2], [1, 0]) == 0.5
    # nearest: P = 2, N = 2, scores 4 pos, 3 neg, 2 pos, 1 neg -> points FPR/FNR (0,1) (0,.5) (.5,.5) (.5,0) (1,0)
    t = equal_error_rate([4, 3, 2, 1], [1, 0, 1, 0], method="nearest", trace=True)
    assert t.value == 0.5 and "nearest" in t.conventions["crossing"]
    rng = np.random.default_rng(2)
    for _ in range(100):
        n = int(rng.integers(4, 50))
        labels = rng.integers(0, 2, n)
        labels[:2] = [0, 1]
        scores = rng.normal(size=n) + labels
        e = equal_error_rate(scores.tolist(), labels.tolist())
        assert abs(e - ref_eer(scores.tolist(), labels.tolist())) < 1e-12
        en = equal_error_rate(scores.tolist(), labels.tolist(), method="nearest")
        assert abs(en - e) <= 0.5 * max(1 / labels.sum(), 1 / (n - labels.sum())) + 1e-12


def test_errors():
    with pytest.raises(InconsistentCountError, match="0 negative"):
        roc_auc([1, 2], [1, 1])
    with pytest.raises(InconsistentCountError, match="2 scores but 3 labels"):
        roc_auc([1, 2], [1, 0, 1])
    with pytest.raises(InvalidScoreError, match="nan"):
        roc_auc([1.0, float("nan")], [1, 0])
    with pytest.raises(InvalidLabelError, match="-1"):
        roc_auc([1.0, 2.0], [1, -1])
    with pytest.raises(EmptyRankingError):
        roc_curve([], [])
    with pytest.raises(UnknownOptionError, match="'middle'"):
        equal_error_rate([1, 2], [1, 0], method="middle")


def test_graded_labels_with_threshold():
    scores, labels = [0.9, 0.8, 0.7, 0.6], [1, 3, 0, 2]
    assert roc_auc(scores, labels) == float(ref_auc(scores, [1, 1, 0, 1]))
    assert roc_auc(scores, labels, threshold=2) == float(ref_auc(scores, [0, 1, 0, 1]))


def test_imbalanced_demo():
    demo = imbalanced_demo(seed=0)
    a, b, bal = demo.cases["A"], demo.cases["B"], demo.cases["A balanced"]
    assert (demo.n_negative, demo.n_positive) == (10_000, 100)
    assert int(a.labels.sum()) == 100 and len(a.labels) == 10_100 and len(bal.labels) == 200
    assert a.roc_auc == roc_auc(a.scores, a.labels)
    assert np.array_equal(a.scores, imbalanced_demo(seed=0).cases["A"].scores)  # seeded
    assert not np.array_equal(a.scores, imbalanced_demo(seed=1).cases["A"].scores)
    rec, prec, _ = pr_curve(a.scores, a.labels)
    assert np.array_equal(rec, a.recall) and np.array_equal(prec, a.precision)
    for p in a.operating_points:
        assert p["precision"] == p["tp"] / (p["tp"] + p["fp"]) and p["fpr"] == p["fp"] / 10_000
    # the lesson, on several seeds: ROC AUCs close, APs far apart; the class ratio moves AP, not AUC
    for seed in range(4):
        d = imbalanced_demo(seed=seed)
        a, b, bal = d.cases["A"], d.cases["B"], d.cases["A balanced"]
        assert abs(a.roc_auc - b.roc_auc) < 0.05
        assert b.average_precision - a.average_precision > 0.1
        assert abs(bal.roc_auc - a.roc_auc) < 0.06 and bal.average_precision - a.average_precision > 0.4
        p = a.operating_points[0]
        assert p["fpr"] < 0.1 and p["precision"] < 0.5
    assert len(demo.notes) == 3
    with pytest.raises(InconsistentCountError):
        imbalanced_demo(n_negative=0)
