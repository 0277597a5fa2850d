"""Set-based measures: contingency table (both namings), precision, recall, F (beta and alpha forms), accuracy."""

from __future__ import annotations

import itertools
from fractions import Fraction as Fr

import numpy as np
import pytest

from ireval_teach import (ContingencyTable, Ranking, accuracy, contingency_table, f_from_pr, f_measure,
                          precision, recall, sets_table)
from ireval_teach.errors import InconsistentCountError, InvalidCutoffError, IrevalError


def ref_f(tp, fp, fn, beta=Fr(1)):
    p = Fr(tp, tp + fp) if tp + fp else Fr(0)
    r = Fr(tp, tp + fn) if tp + fn else Fr(0)
    b2 = Fr(beta) ** 2
    return (1 + b2) * p * r / (b2 * p + r) if b2 * p + r else Fr(0)


def test_counts_grid_against_formulas():
    for tp, fp, fn, tn in itertools.product(range(4), range(4), range(4), (0, 5)):
        t = contingency_table(tp=tp, fp=fp, fn=fn, tn=tn)
        assert t.precision == (tp / (tp + fp) if tp + fp else 0.0)
        assert t.recall == (tp / (tp + fn) if tp + fn else 0.0)
        d = tp + fp + fn + tn
        assert t.accuracy == ((tp + tn) / d if d else 0.0)
        assert (t.v, t.c, t.s, t.e, t.d) == (tp, tp + fn, tp + fp, fp + tn, d)
        for beta in (1, 2, Fr(1, 2)):
            assert f_measure(t, beta=float(beta)) == pytest.approx(float(ref_f(tp, fp, fn, beta)), abs=1e-12)
        # alpha form: beta^2 = (1 - alpha) / alpha
        for alpha in (Fr(1, 2), Fr(1, 5), Fr(4, 5)):
            beta = ((1 - alpha) / alpha) ** 0.5
            assert f_measure(t, alpha=float(alpha)) == pytest.approx(f_measure(t, beta=beta), abs=1e-12)


def test_sebe_naming_round_trip():
    t = contingency_table(c=16, e=21078, s=16, v=8)
    assert (t.tp, t.fp, t.fn, t.tn) == (8, 8, 8, 21070)
    assert contingency_table(tp=t.tp, fp=t.fp, fn=t.fn, tn=t.tn) == t
    assert t.generality == 16 / 21094 and t.relevant_scope == 1.0


def test_from_ranking_and_sets_view():
    r = Ranking([1, 0, 1, 0], n_relevant=3, collection_size=10)
    t = contingency_table(r)
    assert (t.tp, t.fp, t.fn, t.tn) == (2, 2, 1, 5)
    t2 = contingency_table(r, k=1)
    assert (t2.tp, t2.fp, t2.fn, t2.tn) == (1, 0, 2, 7)
    assert precision(r) == 0.5 and recall(r) == 2 / 3 and accuracy(r) == 0.7
    s = sets_table(["a", "b", "c", "d"], ["a", "c", "x"], collection_size=10)
    assert (s.tp, s.fp, s.fn, s.tn) == (2, 2, 1, 5)
    r2 = Ranking.from_ids(["a", "b", "c", "d"], {"a", "c", "x"}, collection_size=10)
    assert contingency_table(r2) == s


def test_f_extremes():
    assert f_from_pr(0.5, 1.0, alpha=1) == 0.5 and f_from_pr(0.5, 1.0, alpha=0) == 1.0
    assert f_from_pr(0.5, 1.0, beta=0) == 0.5
    assert f_from_pr(0.0, 0.0) == 0.0 and f_from_pr(0.0, 1.0, alpha=0.5) == 0.0
    # the harmonic mean stays near the smaller value
    assert f_from_pr(0.1, 0.9) < (0.1 + 0.9) / 2


def test_traces_equal_values():
    t = contingency_table(tp=3, fp=1, fn=2, tn=10)
    for fn, kw in ((precision, {}), (recall, {}), (accuracy, {}), (f_measure, {"beta": 2.0}),
                   (f_measure, {"alpha": 0.25})):
        tr = fn(t, trace=True, **kw)
        assert tr.value == fn(t, **kw)
        assert tr.steps[-1].value == tr.value


def test_the_accuracy_trap():
    assert accuracy(contingency_table(tp=0, fp=0, fn=1, tn=999_999)) == 0.999999


@pytest.mark.parametrize("kwargs, err, bad", [
    ({"tp": -1, "fp": 0, "fn": 0}, InconsistentCountError, "-1"),
    ({"tp": 1.5, "fp": 0, "fn": 0}, InconsistentCountError, "1.5"),
    ({"tp": 1, "fp": 0}, IrevalError, "fn"),
    ({"c": 4, "e": 10, "s": 3, "v": 4}, InconsistentCountError, "v=4"),
    ({"c": 4, "e": 10, "s": 20, "v": 1}, InvalidCutoffError, "s=20"),
    ({"c": 4, "e": 10, "s": 3}, IrevalError, "v"),
    ({"tp": 1, "fp": 0, "fn": 0, "c": 1}, IrevalError, "one way"),
])
def test_bad_tables(kwargs, err, bad):
    with pytest.raises(err, match=bad):
        contingency_table(**kwargs)


def test_bad_set_inputs():
    with pytest.raises(InconsistentCountError, match="tn"):
        contingency_table(tp=1, fp=0, fn=0).accuracy
    with pytest.raises(InconsistentCountError, match="collection_size=2"):
        sets_table(set("abc"), set("cd"), collection_size=2)
    with pytest.raises(InconsistentCountError, match="retrieved must be a sequence, got 'abc'"):
        sets_table("abc", "cd")   # a string is not a set of ids
    with pytest.raises(IrevalError, match="-1"):
        f_from_pr(0.5, 0.5, beta=-1)
    with pytest.raises(IrevalError, match="1.5"):
        f_from_pr(1.5, 0.5)
    with pytest.raises(IrevalError, match="2"):
        f_from_pr(0.5, 0.5, alpha=2)
    with pytest.raises(IrevalError, match="str"):
        precision("10")
    with pytest.raises(IrevalError, match="int"):
        recall(5)


def test_plain_label_lists_accepted():
    # every measure takes a Ranking or a plain list of labels
    assert precision([1, 0, 1, 1]) == 0.75 and recall([1, 0, 1, 1]) == 1.0
    assert f_measure((1, 0)) == f_measure(Ranking([1, 0]))
    assert precision(np.array([0, 1])) == 0.5
    assert isinstance(contingency_table(tp=1, fp=0, fn=0), ContingencyTable)
