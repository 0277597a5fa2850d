"""The documents' claims measured on real rankings, the wording errata, and the set view's picture."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from ireval_teach import contingency_table, digits, mean_average_precision
from ireval_teach.errors import InconsistentCountError, IrevalError
from ireval_teach.examples import DOCUMENTS, WORDING_ERRATA, errata
from ireval_teach.examples.claims import (precision_at_recall_levels, precision_recall_trend,
                                          roc_and_pr_with_distractors)

# the course documents sit beside the checkout (../shared/seeds), or beside its parent for a worktree
SEEDS = next((p / "shared" / "seeds" for p in Path(__file__).resolve().parents[2:4]
              if (p / "shared" / "seeds").is_dir()), Path("shared") / "seeds")


def test_precision_at_recall_levels_by_hand_and_not_interpolated():
    # relevant at ranks 2 and 3 of 3: P at recall 1/2 is 1/2 (rank 2), at recall 1 it is 2/3 (rank 3):
    # a rise, which interpolation would hide
    levels, p = precision_at_recall_levels(np.array([[0, 1, 1], [1, 0, 1]]), 2)
    assert levels.tolist() == [0.5, 1.0]
    assert p.tolist() == [[0.5, 2 / 3], [1.0, 2 / 3]]
    with pytest.raises(InconsistentCountError, match="row 1 has no relevant"):
        precision_at_recall_levels(np.array([[1, 0], [0, 0]]))
    with pytest.raises(InconsistentCountError):
        precision_at_recall_levels(np.array([[2, 0]]))


def test_trend_equals_precision_read_off_the_library_rankings():
    queries = [0, 1, 2]
    t = precision_recall_trend("pca8_l2", queries=queries, n_levels=5)
    assert t.n_queries == 3 and t.falls + t.rises + t.equal == 3 * 4
    by_hand = []
    for q in queries:
        r = digits.ranking("pca8_l2", q)
        ranks = r.relevant_ranks
        c = r.n_relevant
        by_hand.append([math.ceil(level * c - 1e-9) / ranks[math.ceil(level * c - 1e-9) - 1]
                        for level in (0.2, 0.4, 0.6, 0.8, 1.0)])
    assert t.mean_precision == pytest.approx(tuple(np.mean(by_hand, axis=0)), abs=1e-12)
    assert "precision fell in" in str(t)
    means = t.mean_precision
    assert t.mean_falls_at_every_level == all(b < a for a, b in zip(means, means[1:]))


def test_roc_auc_and_map_with_distractors_match_pair_counting_and_core_map():
    from ireval_teach.digits_embedding import embedded_rankings

    (row,) = roc_and_pr_with_distractors(("pixels_l2",), (48,))
    rs = embedded_rankings("pixels_l2", 48)
    assert row.map == pytest.approx(mean_average_precision(rs), abs=1e-12)
    aucs = []
    for r in rs.values():
        lab = r.labels
        above = np.cumsum(lab[::-1])[::-1]           # relevant at or below each rank
        pairs = above[lab == 0].sum()                 # misordered: a non-relevant item above a relevant one
        n_pos, n_neg = lab.sum(), len(lab) - lab.sum()
        aucs.append(1 - pairs / (n_pos * n_neg))
    assert row.roc_auc == pytest.approx(float(np.mean(aucs)), abs=1e-12)
    assert row.negatives_per_positive == 3 and row.n_queries == 20


def test_wording_errata_listed_and_quoted_in_the_documents_words():
    rows = [e for e in errata() if e["kind"] == "wording"]
    assert {e["example"] for e in rows} == {"notes_recall_formula", "sebe_single_measures"}
    assert all(e["exact"] is None and "our reading" in e["reading"] and e["used_in"] for e in rows)
    if not SEEDS.is_dir():
        pytest.skip("course documents not present")
    for w in WORDING_ERRATA:
        text = (SEEDS / DOCUMENTS[w.document]).read_text(encoding="utf-8")
        assert w.printed in text, w.name


def test_plot_sets_labels_every_region_and_refuses_mixed_input():
    from ireval_teach.display.sets import plot_sets

    fig = plot_sets({"a", "b", "c"}, {"b", "c", "d"}, collection_size=10)
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert {"fp = 1", "tp = 2", "fn = 1"} <= set(texts)
    assert any(t.startswith("tn = 6") for t in texts) and "b\nc" in texts
    assert fig.axes[0].get_title() == "precision = 2/3 = 0.6667,  recall = 2/3 = 0.6667"
    fig = plot_sets(contingency_table(tp=1, fp=9, fn=0, tn=999_990))
    assert any(t.startswith("tn = 999,990") for t in (x.get_text() for x in fig.axes[0].texts))
    with pytest.raises(IrevalError, match="either a ContingencyTable"):
        plot_sets(contingency_table(tp=1, fp=0, fn=0), {"a"})
    with pytest.raises(IrevalError, match="needs the relevant set"):
        plot_sets({"a"})

