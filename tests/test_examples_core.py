"""The course documents' worked examples, reproduced through the public API.

The printed values are copied here from the documents (``shared/seeds/``), independently of
``ireval_teach.examples``, and every one is recomputed with the public functions.
"""

from __future__ import annotations

import re
from fractions import Fraction as Fr
from pathlib import Path

import pytest

import reference as ref
from ireval_teach import (Ranking, average_precision, eleven_point_average_precision, examples,
                          interpolated_curve, interpolated_precision, pr_points, precision_at, r_precision,
                          recall_at, reciprocal_rank)

SEEDS = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"

# -- MLRF lecture (001): relevant at ranks 1, 3, 9 of 10 -------------------------------------------
MLRF = [1, 0, 1, 0, 0, 0, 0, 0, 1, 0]
# rank: the precision the lecture prints (exact fraction)
MLRF_P = {1: Fr(1), 2: Fr(1, 2), 3: Fr(2, 3), 4: Fr(1, 2), 5: Fr(2, 5), 6: Fr(1, 3), 8: Fr(1, 4),
          9: Fr(1, 3), 10: Fr(3, 10)}
MLRF_R = {1: Fr(1, 3), 3: Fr(2, 3), 9: Fr(1), 10: Fr(1)}   # case 1, |e| = 3


def test_mlrf_case1_every_printed_value():
    r = Ranking(MLRF, n_relevant=3)
    for k, p in MLRF_P.items():
        assert precision_at(r, k) == float(p)
    assert str(precision_at(r, 7))[:5] == "0.285"                      # "2/7 = 0.285..."
    for k, rec in MLRF_R.items():
        assert recall_at(r, k) == float(rec)
    assert recall_at(r, 2) == recall_at(r, 1)                          # "R@2 is unchanged"
    assert [recall_at(r, k) for k in range(4, 9)] == [2 / 3] * 5       # "R@4..R@8 unchanged"
    pts = [(p.rank, p.recall) for p in pr_points(r) if p.recall_changed]
    assert pts == [(1, 1 / 3), (3, 2 / 3), (9, 1.0)]                   # "add a point"
    t = average_precision(r, trace=True)
    assert t.steps[9].contribution == 0                                # P@10 "does not change the AP"
    assert average_precision(r) == pytest.approx(2 / 3)
    assert average_precision(r, "envelope") >= average_precision(r)    # the "common approximation"


def test_mlrf_case2_four_relevant():
    r = Ranking(MLRF, n_relevant=4)
    r3 = Ranking(MLRF, n_relevant=3)
    for k in range(1, 11):
        assert precision_at(r, k) == precision_at(r3, k)               # "P values do not change"
        assert recall_at(r, k) == pytest.approx(recall_at(r3, k) * 3 / 4)  # "adjust R values"
    assert max(p.recall for p in pr_points(r)) == 0.75                 # "stop the curve before the 1"
    assert interpolated_precision(r, 0.8) == 0.0
    assert average_precision(r) == 0.5 == float(ref.ap_exact(MLRF, 4))
    assert average_precision(r) < average_precision(r3)


def test_mlrf_example_module():
    for n in (3, 4):
        ex = examples.mlrf_three_of_ten(n)
        assert ex.ranking == Ranking(MLRF, n_relevant=n)
        assert ex.errata() == []
        for m in ("exact", "trapezoid", "envelope"):
            assert ex.extras["ap"][m] == average_precision(ex.ranking, m)
        assert "001_" in ex.document
        _check_exact_values(ex)


# -- lecture notes (004): 20 images, similar at 1, 2, 4, 15 -----------------------------------------
TWENTY_P = {1: Fr(1), 2: Fr(1), 3: Fr(2, 3), 4: Fr(3, 4), 5: Fr(3, 5), 6: Fr(1, 2), 14: Fr(3, 14),
            15: Fr(4, 15), 16: Fr(1, 4), 20: Fr(1, 5)}
TWENTY_P_PRINTED = {1: 1, 2: 1, 3: 0.67, 4: 0.75, 5: 0.6, 6: 0.5, 7: 0, 14: 0.21, 15: 0.27, 16: 0.25, 20: 0.2}
TWENTY_R = {1: 0.25, 2: 0.5, 3: 0.5, 4: 0.75, 5: 0.75, 6: 0.75, 14: 0.75, 15: 1, 16: 1, 20: 1}
STEP_TABLE = [(1, 0.25, 1), (2, 0.5, 1), (3, 0.75, 0.75), (4, 1, 0.27)]   # i, R_i, P_i (printed)


def test_twenty_images_table():
    r = Ranking.from_positions([1, 2, 4, 15], length=20)
    for k, p in TWENTY_P.items():
        assert precision_at(r, k) == float(p)
        assert round(precision_at(r, k), 2) == TWENTY_P_PRINTED[k]
    for k, rec in TWENTY_R.items():
        assert recall_at(r, k) == rec
    # the erratum: the k = 7 row prints 0, but 3 of the top 7 are similar
    assert precision_at(r, 7) == 3 / 7 != TWENTY_P_PRINTED[7]
    assert [precision_at(r, k) for k in range(7, 14)] == [3 / k for k in range(7, 14)]


def test_twenty_images_step_interpolation():
    r = Ranking.from_positions([1, 2, 4, 15], length=20)
    pts = [p for p in pr_points(r) if p.recall_changed]
    for (i, R_i, P_i), p in zip(STEP_TABLE, pts):
        assert p.recall == R_i and round(p.precision, 2) == P_i
    # p(r) = P_i for R_{i-1} < r <= R_i
    prev = 0.0
    for i, R_i, _ in STEP_TABLE:
        exact_P_i = pts[i - 1].precision
        for lv in (prev + 1e-9, (prev + R_i) / 2, R_i):
            assert interpolated_precision(r, lv, scheme="step") == exact_P_i
        prev = R_i
    assert interpolated_precision(r, 0.0, scheme="step") == 1.0
    step11 = eleven_point_average_precision(r, "step")
    assert step11 == pytest.approx(float(ref.eleven_point([1, 1, 0, 1] + [0] * 10 + [1] + [0] * 5, 4,
                                                          scheme="step")), abs=1e-15)
    assert step11 == eleven_point_average_precision(r, "max")
    # "the same thing as area under the PR curve": close, not equal
    assert step11 == pytest.approx(83 / 110, abs=1e-15)              # (6 * 1 + 2 * 3/4 + 3 * 4/15) / 11
    assert average_precision(r) == pytest.approx(181 / 240, abs=1e-15)  # (1 + 1 + 3/4 + 4/15) / 4
    assert Fr(83, 110) != Fr(181, 240)
    assert r_precision(r) == 0.75 and reciprocal_rank(r) == 1.0
    assert interpolated_curve(r, [0.3, 0.6], "step").tolist() == [1.0, 0.75]


def test_twenty_images_example_module():
    ex = examples.twenty_images()
    assert ex.ranking.relevant_ranks == (1, 2, 4, 15) and "004_" in ex.document
    bad = ex.errata()
    assert [(e.quantity, e.printed) for e in bad] == [("P@7", "0")]
    assert bad[0].exact == 3 / 7 and "3/7" in bad[0].explanation
    # every other printed precision and recall is there and matches
    quantities = {p.quantity for p in ex.printed}
    assert {f"P@{k}" for k in TWENTY_P_PRINTED} <= quantities
    assert {f"R@{k}" for k in TWENTY_R} <= quantities
    assert sum(q.startswith("P_") for q in quantities) == 4
    _check_exact_values(ex)
    assert ex.extras["ap"] == average_precision(ex.ranking)
    assert ex.extras["eleven_point_step"] == eleven_point_average_precision(ex.ranking, "step")


def test_errata_lists_the_k7_row():
    rows = examples.errata()
    k7 = [e for e in rows if e["quantity"] == "P@7" and "k = 7" in e["place"]]
    assert len(k7) == 1
    e = k7[0]
    assert e["printed"] == "0" and e["exact"] == 3 / 7 and e["document"].startswith("004_")
    assert set(e) >= {"document", "example", "place", "quantity", "printed", "exact", "explanation"}


def test_all_examples_registered_and_reported():
    names = {ex.name for ex in examples.all_examples()}
    assert {"mlrf_three_of_ten", "twenty_images"} <= names
    for ex in examples.all_examples():
        text = ex.report()
        assert ex.title in text and ex.document in text
        for p in ex.errata():
            assert "ERR" in text and p.explanation, (ex.name, p.quantity)
        assert all(set(row) >= {"printed", "exact", "matches"} for row in ex.check_rows())


def test_printed_value_matching_rules():
    pv = examples.PrintedValue
    assert pv("x", "p", "2/3 = 0.67", 0.67, 2 / 3).matches
    assert not pv("x", "p", "2/3 = 0.66", 0.66, 2 / 3).matches
    assert pv("x", "p", "2/7 = 0.285...", 0.285, 2 / 7, rounding="truncate").matches
    assert not pv("x", "p", "0", 0.0, 3 / 7).matches
    assert not pv("x", "p", "none", None, 0.5).matches


def _check_exact_values(ex):
    """Each printed quantity's ``exact`` equals what the public API computes."""
    r = ex.ranking
    for p in ex.printed:
        m = re.fullmatch(r"([PR])@(\d+)", p.quantity)
        if m:
            fn = precision_at if m.group(1) == "P" else recall_at
            assert p.exact == fn(r, int(m.group(2))), p
            continue
        m = re.match(r"P_(\d+)", p.quantity)
        assert m, p.quantity
        rank = r.relevant_ranks[int(m.group(1)) - 1]
        assert p.exact == precision_at(r, rank)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="course documents not beside the repository (../shared/seeds)")
def test_printed_values_are_in_the_documents():
    notes = next(SEEDS.glob("004_*.txt")).read_text(encoding="utf-8")
    for text in ("$3/14 = 0.21$", "$4/15 = 0.27$", "$2/3 = 0.67$", "positions 1, 2, 4 and 15"):
        assert text in notes
    assert re.search(r"^7\s+0\s", notes, re.M)                         # the k = 7 row
    mlrf = next(SEEDS.glob("001_*.txt")).read_text(encoding="utf-8")
    for text in ("P@7 = 2/7 = 0.285...", "P@5 = 2/5 = 0.4", "P@10 = 3/10", "|e_i| = 4"):
        assert text in mlrf
    for ex in examples.all_examples():
        assert (SEEDS / ex.document).is_file()
