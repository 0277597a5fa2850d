"""The document-item map (issue 15): every listed use is really in the notebook it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from ireval_teach import examples
from ireval_teach.examples.usage import EXAMPLE_NOTEBOOKS, ITEMS, items_for, used_in

SRC = Path(__file__).resolve().parents[1] / "notebooks" / "src"


def _source(nb: str) -> str:
    paths = sorted(SRC.glob(f"nb{nb}_*.py"))
    assert paths, f"no notebook source nb{nb}_*.py"
    return paths[0].read_text(encoding="utf-8")


@pytest.mark.parametrize("item", ITEMS, ids=lambda i: f"{i.document}:{i.marker[:20]}")
def test_every_item_is_where_the_map_says(item):
    for nb in item.notebooks:
        assert item.marker.lower() in _source(nb).lower(), f"{item.item!r} not found in notebook {nb}"


def test_every_document_has_items_and_uncovered_items_are_listed():
    for key in examples.DOCUMENTS:
        assert items_for(key), key
    uncovered = [i for i in ITEMS if not i.notebooks]
    for i in uncovered:   # honest: an uncovered item is really not in any of the notebooks
        assert all(i.marker.lower() not in p.read_text(encoding="utf-8").lower() for p in SRC.glob("nb*.py")), i.item


EXAMPLE_MARKERS = {"mlrf_three_of_ten": "mlrf_three_of_ten", "twenty_images": "twenty_images",
                   "slides_ndcg": "slides_ndcg", "slides_accuracy_trap": "slides_accuracy_trap",
                   "sebe_table1": "Table 1", "sebe_scope_lines": "Fig. 2", "sebe_figure3": "Fig. 3",
                   # slips of wording (examples.WORDING_ERRATA)
                   "notes_recall_formula": "always equals 1", "sebe_single_measures": "do take into account"}


def test_example_notebooks_and_errata_used_in():
    names = {ex.name for ex in examples.all_examples()}
    assert names <= set(EXAMPLE_NOTEBOOKS)
    for name, nbs in EXAMPLE_NOTEBOOKS.items():
        for nb in nbs:
            assert EXAMPLE_MARKERS[name] in _source(nb), (name, nb)
    rows = examples.errata()
    assert rows and all(r["used_in"] == used_in(r["example"]) and r["used_in"] for r in rows)


def test_sebe_table1_prints_no_values_only_derived_cells():
    ex = examples.sebe_table1()
    assert ex.printed == () and ex.errata() == []
    assert len(ex.extras["derived_cells"]) == 9
    assert all(a == b for _, _, a, b in ex.extras["derived_cells"])
    assert any("our choice" in n for n in ex.notes)


def test_sebe_scope_lines_prints_only_the_papers_text():
    ex = examples.sebe_scope_lines()
    assert [p.printed for p in ex.printed] == ["c/d", "p, r = 1.0, 1.0", "p = r/c", "p = dr/c"]
    # one printed number; three printed formulas, evaluated at a d the paper does not give
    assert [p.is_formula for p in ex.printed] == [True, False, True, True]
    assert all("d our choice" in p.evaluated_at for p in ex.printed if p.is_formula)
    assert [e["printed"] for e in examples.errata() if e["example"] == ex.name] == ["p = r/c", "p = dr/c"]


SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="course documents not beside the repository (../shared/seeds)")
def test_sebe_scope_lines_quote_the_papers_own_text():
    """The paper's own text, character for character."""
    ex = examples.sebe_scope_lines()
    paper = next(SEEDS.glob("003_*.txt")).read_text(encoding="utf-8")
    for p in ex.printed:
        assert p.printed in paper, p.printed
    assert "the complete upper-left half of the PR graph is out of reach" in paper
    assert "the complete upper-left half of the PR graph is out of reach" in ex.printed[2].explanation
