"""Average precision (exact with each denominator, trapezoid, envelope) and MAP, against the exact reference."""

from __future__ import annotations

import pytest

import reference as ref
from ireval_teach import Ranking, average_precision, mean_average_precision
from ireval_teach.errors import EmptyRankingError, InvalidCutoffError, IrevalError, UnknownOptionError

DENOMS = ("relevant", "retrieved_relevant", "min_k_relevant")


@pytest.mark.parametrize("denominator", DENOMS)
@pytest.mark.parametrize("k", [None, 1, 5, 12, 50])
def test_exact_ap_reference(cases, denominator, k):
    for c in cases:
        exact = ref.ap_exact(*c.args, k=k, denominator=denominator)
        got = average_precision(c.ranking, k=k, denominator=denominator)
        assert got == pytest.approx(float(exact), abs=1e-12), (c, k, denominator)


@pytest.mark.parametrize("method", ["trapezoid", "envelope"])
@pytest.mark.parametrize("k", [None, 4, 20])
def test_area_ap_reference(cases, method, k):
    fn = ref.ap_trapezoid if method == "trapezoid" else ref.ap_envelope
    for c in cases:
        got = average_precision(c.ranking, method=method, k=k)
        assert got == pytest.approx(float(fn(*c.args, k=k)), abs=1e-12), (c, k)


def test_exact_ap_rationals_print_exactly():
    # fsum: 1 + 2/3 + 1/3 = 2 exactly, so AP is exactly 1/2 (the MLRF case 2)
    assert average_precision(Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=4)) == 0.5


def test_denominator_conventions_hand():
    r = Ranking([1, 0, 0], n_relevant=100)
    assert average_precision(r) == 0.01
    assert average_precision(r, denominator="retrieved_relevant") == 1.0
    assert average_precision(r, k=2, denominator="min_k_relevant") == 0.5
    assert average_precision(Ranking([0, 0])) == 0.0
    assert average_precision(Ranking([0, 0], n_relevant=2), denominator="retrieved_relevant") == 0.0


@pytest.mark.parametrize("no_relevant", ["zero", "skip"])
@pytest.mark.parametrize("method", ["exact", "trapezoid", "envelope"])
def test_map_reference(cases, no_relevant, method):
    groups = [cases[i:i + 7] for i in range(0, 140, 7)]
    for k in (None, 10):
        for g in groups:
            if no_relevant == "skip" and all(c.n_relevant == 0 for c in g):
                continue
            exact = ref.mean_ap([c.args for c in g], k=k, method=method, no_relevant=no_relevant)
            got = mean_average_precision([c.ranking for c in g], k=k, method=method, no_relevant=no_relevant)
            assert got == pytest.approx(float(exact), abs=1e-12)


def test_map_denominators_and_dict_input(cases):
    g = {f"q{i}": c.ranking for i, c in enumerate(cases[:9])}
    for d in DENOMS:
        exact = ref.mean_ap([c.args for c in cases[:9]], k=5, denominator=d)
        assert mean_average_precision(g, k=5, denominator=d) == pytest.approx(float(exact), abs=1e-12)
    t = mean_average_precision(g, trace=True)
    assert [s.query for s in t.steps] == list(g)
    assert [s.value for s in t.steps] == [average_precision(r) for r in g.values()]


def test_map_accepts_plain_lists():
    assert mean_average_precision([[1, 0], [0, 1]]) == 0.75


def test_map_skip_policy():
    assert mean_average_precision([[1, 0], [0, 0]]) == 0.5
    assert mean_average_precision([[1, 0], [0, 0]], no_relevant="skip") == 1.0
    with pytest.raises(EmptyRankingError):
        mean_average_precision([[0, 0]], no_relevant="skip")


def test_bad_input():
    r = Ranking([1, 0, 1])
    with pytest.raises(UnknownOptionError, match="'area'"):
        average_precision(r, method="area")
    with pytest.raises(UnknownOptionError, match="'all'"):
        average_precision(r, denominator="all")
    with pytest.raises(UnknownOptionError, match="'drop'"):
        mean_average_precision([r], no_relevant="drop")
    with pytest.raises(UnknownOptionError, match="'n'"):
        mean_average_precision([r], denominator="n")
    with pytest.raises(UnknownOptionError, match="'area'"):
        mean_average_precision([r], method="area")
    for k in (0, -2, 1.5, "5"):
        with pytest.raises(InvalidCutoffError, match=repr(k).replace(".", r"\.")):
            average_precision(r, k=k)
        with pytest.raises(InvalidCutoffError):
            mean_average_precision([r], k=k)
    with pytest.raises(IrevalError, match="retrieved_relevant"):
        average_precision(r, method="trapezoid", denominator="retrieved_relevant")
    with pytest.raises(EmptyRankingError):
        mean_average_precision([])
    with pytest.raises(EmptyRankingError):
        mean_average_precision({})
    with pytest.raises(IrevalError, match="single Ranking"):
        mean_average_precision(r)
    with pytest.raises(EmptyRankingError):
        average_precision([])
