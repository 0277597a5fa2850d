"""The slides' worked examples (issue 3): every printed value checked, the errata found and explained."""

from __future__ import annotations

import math

import pytest

from ireval_teach import examples, ndcg
from ireval_teach.examples import slides
from ireval_teach.examples.slides import slides_accuracy_trap, slides_arithmetic, slides_ndcg


def test_every_printed_value_is_checked():
    ex = slides_ndcg()
    assert len(ex.printed) == 10 + 6 + 10 + 10 + 10 + 10  # gains, divisors, DCG, ideal, ideal DCG, NDCG
    assert ex.ranking.labels.tolist() == list(slides.LABELS)
    for p in ex.printed:
        assert p.printed_value is not None and math.isfinite(p.exact)


def test_the_errata_and_their_kinds():
    ex = slides_ndcg()
    wrong = {p.quantity: p for p in ex.errata()}
    assert set(wrong) == {"discount log2(3)", "discount log2(6)", "ideal DCG@6", "ideal DCG@10", "NDCG@4"}
    assert wrong["NDCG@4"].exact == pytest.approx(0.7751, abs=1e-4)
    assert wrong["ideal DCG@10"].exact == pytest.approx(10.8841, abs=1e-4)
    assert wrong["ideal DCG@6"].exact == pytest.approx(10.5278, abs=1e-4)
    assert wrong["NDCG@4"].explanation.startswith("Erratum")
    assert wrong["ideal DCG@10"].explanation.startswith("Erratum")
    assert wrong["ideal DCG@6"].explanation.startswith("Rounding artefact")
    assert wrong["discount log2(3)"].explanation.startswith("Rounding slip")
    assert round(math.log2(3), 2) == 1.58 and round(math.log2(6), 2) == 2.58


def test_errata_registry_picks_up_the_slides():
    rows = [e for e in examples.errata() if e["example"] == "slides_ndcg"]
    assert len(rows) == 5
    assert all(e["document"] == examples.DOCUMENTS["slides"] and e["explanation"] for e in rows)
    names = [ex.name for ex in examples.all_examples()]
    assert "slides_ndcg" in names and "slides_accuracy_trap" in names


def test_slides_arithmetic_reproduces_the_printed_rows():
    s = slides_arithmetic()
    assert s["discounted_gain"] == [float(x) for x in slides.PRINTED_DISCOUNTED_GAIN]
    assert s["dcg"] == [float(x) for x in slides.PRINTED_DCG]
    assert s["ideal_dcg"][:9] == [float(x) for x in slides.PRINTED_IDEAL_DCG[:9]]
    assert s["ideal_dcg"][9] == 10.88  # the printed "10" is not what the arithmetic gives
    ok = [a == float(b) for a, b in zip(s["ndcg"], slides.PRINTED_NDCG)]
    assert ok == [True, True, True, False, True, True, True, True, True, True]  # only 0.76 is off


def test_extras_are_exact():
    ex = slides_ndcg()
    assert ex.extras["ndcg"][-1] == ndcg(list(slides.LABELS))
    assert ex.extras["trace"].value == ndcg(list(slides.LABELS))
    assert ex.extras["discounted_gain"][2] == 3 / math.log2(3)
    assert "1.8868" in ex.notes[1] and "1.8928" in ex.notes[1]
    assert "[ERR] NDCG@4" in ex.report()


def test_accuracy_trap():
    ex = slides_accuracy_trap()
    assert ex.errata() == []
    assert ex.extras["accuracy"] == 999_999 / 1_000_000
    assert ex.extras["precision"] == 0.0 and ex.extras["recall"] == 0.0 and ex.extras["f1"] == 0.0
    # a useful engine (100 results, the relevant image among them) is *less* accurate than the empty one
    assert ex.extras["accuracy_of_100_results_with_the_hit"] < ex.extras["accuracy"]
    assert ex.extras["accuracy_of_perfect_engine"] == 1.0
    other = slides_accuracy_trap(collection_size=1000, n_relevant=10)
    assert other.extras["accuracy"] == 0.99 and len(other.errata()) == 1
