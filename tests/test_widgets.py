"""Explorers (issue 6), driven from Python: set widget values as a user would, then check that the
value line, the table's highlighted row and the plot show what the library computes."""

from __future__ import annotations

import os
import re

import pytest

os.environ.setdefault("MPLBACKEND", "Agg")
pytest.importorskip("ipywidgets")

from ireval_teach import (Ranking, average_precision, dcg, eleven_point_average_precision,  # noqa: E402
                          ndcg, pr_points, precision_at, r_precision, reciprocal_rank)
from ireval_teach.display.graded import bar_heights  # noqa: E402
from ireval_teach.examples import mlrf_three_of_ten, twenty_images  # noqa: E402
from ireval_teach.widgets import BinaryRankingExplorer, GradedRankingExplorer  # noqa: E402
from ireval_teach.widgets._base import value_text  # noqa: E402
from ireval_teach.widgets.binary import EXAMPLES  # noqa: E402
from ireval_teach.widgets.graded import slides_example  # noqa: E402

JPEG = b"\xff\xd8\xff"


def shown(explorer) -> str:
    """The text of the value line, without its HTML."""
    return re.sub(r"<[^>]+>", "", explorer.value_label.value)


def highlighted_rows(explorer) -> list[int]:
    return [int(i) for i in re.findall(r'<tr data-step="(\d+)" style="[^"]*background', explorer.table.value)]


def plotted_relevant_points(explorer):
    ax = explorer.renderer.ax
    line = [ln for ln in ax.lines if ln.get_gid() == "pr-points"][0]
    return list(zip(*[c.tolist() for c in line.get_data()]))


@pytest.fixture(scope="module")
def binary():
    return BinaryRankingExplorer()


@pytest.fixture(scope="module")
def graded():
    return GradedRankingExplorer()


# -- binary ---------------------------------------------------------------------------------------
def test_binary_starts_on_the_mlrf_example(binary):
    binary.reset()
    r = mlrf_three_of_ten().ranking
    assert binary.ranking.labels.tolist() == r.labels.tolist() and binary.ranking.n_relevant == 3
    assert shown(binary) == value_text(average_precision(r, trace=True)) == "AP (exact) = 0.6667"
    assert binary.value == average_precision(r)
    assert bytes(binary.image.value).startswith(JPEG)
    assert highlighted_rows(binary) == []
    assert [b.value for b in binary.rank_buttons] == [bool(x) for x in r.labels]


def test_binary_click_a_rank_then_move_e_and_k(binary):
    binary.reset()
    before = bytes(binary.image.value)
    binary.rank_buttons[1].value = True                      # a click on rank 2
    r = mlrf_three_of_ten().ranking.with_label(2, 1)
    assert binary.ranking == Ranking(r.labels.tolist(), 4, collection_size=binary.ranking.collection_size)
    assert shown(binary) == value_text(average_precision(r, trace=True))
    assert binary.rank_buttons[1].button_style == "success"
    assert binary.n_relevant.value == 4 and binary.n_relevant.min == 4
    assert bytes(binary.image.value) != before
    assert plotted_relevant_points(binary) == [(p.recall, p.precision) for p in pr_points(r) if p.recall_changed]
    binary.n_relevant.value = 6                              # two relevant items never retrieved
    r6 = r.with_n_relevant(6)
    assert shown(binary) == value_text(average_precision(r6, trace=True))
    binary.k.value = 5
    assert shown(binary) == value_text(average_precision(r6, k=5, trace=True))
    assert shown(binary).startswith("AP@5 (exact) = ")
    binary.toggle(2)                                         # unclick: |e| keeps its 2 missing items
    assert binary.ranking.n_relevant == 5
    assert shown(binary) == value_text(average_precision(Ranking(mlrf_three_of_ten().ranking.labels, 5), k=5,
                                                         trace=True))


@pytest.mark.parametrize("method", ["exact", "trapezoid", "envelope"])
def test_binary_ap_method_selector(binary, method):
    binary.reset()
    binary.method.value = method
    r = mlrf_three_of_ten().ranking
    assert shown(binary) == value_text(average_precision(r, method, trace=True))
    binary.view.value = "AP area"
    ax = binary.renderer.ax
    assert [c for c in ax.collections if c.get_gid() == "ap-area"]
    assert binary.renderer.figure.texts[0].get_text().startswith(f"AP ({method}) = ")


def test_binary_measures_and_interpolation_scheme(binary):
    binary.reset()
    binary.set_ranking(Ranking.from_positions([1, 5, 6], length=8))
    r = binary.ranking
    binary.measure.value = "11-point AP"
    binary.scheme.value = "step"
    assert shown(binary) == value_text(eleven_point_average_precision(r, "step", trace=True))
    binary.scheme.value = "max"
    assert shown(binary) == value_text(eleven_point_average_precision(r, "max", trace=True))
    assert eleven_point_average_precision(r, "max") != eleven_point_average_precision(r, "step")
    binary.measure.value = "P@k"
    binary.k.value = 3
    assert shown(binary) == value_text(precision_at(r, 3, trace=True))
    binary.measure.value = "R-precision"
    assert shown(binary) == value_text(r_precision(r, trace=True))
    binary.measure.value = "RR"
    assert shown(binary) == value_text(reciprocal_rank(r, trace=True))


def test_binary_collection_size_drives_the_set_view(binary):
    binary.reset()
    binary.collection_size.value = 1000
    assert "collection d = 1000" in binary.details.value and "tn = 990" in binary.details.value
    assert binary.ranking.collection_size == 1000


def test_binary_replay_highlights_rows_and_points(binary):
    binary.reset()
    t = binary.current_trace
    assert binary.step.max == len(t.steps) == 10
    seen = []
    for i in binary.replay():
        seen.append(highlighted_rows(binary))
        hl = [ln for ln in binary.renderer.ax.lines if ln.get_gid() == "highlight"]
        x, y = hl[0].get_data()
        assert (x[0], y[0]) == (t.steps[i - 1].recall, t.steps[i - 1].precision)
    assert seen == [[i] for i in range(10)]
    binary.prev_button.click()
    assert binary.highlighted_row == 8 and highlighted_rows(binary) == [8]
    binary.next_button.click()
    binary.next_button.click()                                # stays on the last step
    assert binary.highlighted_row == 9
    binary.step.value = 0
    assert highlighted_rows(binary) == [] and binary.highlighted_row is None


def test_binary_examples_and_reset(binary):
    binary.example.value = list(EXAMPLES)[2]
    r = twenty_images().ranking
    assert binary.ranking.relevant_ranks == r.relevant_ranks and len(binary.rank_buttons) == 20
    assert shown(binary) == value_text(average_precision(r, trace=True))
    binary.toggle(20)
    binary.method.value = "envelope"
    binary.reset()
    assert binary.ranking.relevant_ranks == (1, 2, 4, 15) and binary.method.value == "exact"
    binary.example.value = list(EXAMPLES)[1]                 # MLRF case 2: |e| = 4
    assert binary.ranking.n_relevant == 4
    assert shown(binary) == value_text(average_precision(mlrf_three_of_ten(4).ranking, trace=True))
    binary.example.value = list(EXAMPLES)[0]


def test_binary_large_ranking():
    labels = [1 if i % 7 in (0, 3) else 0 for i in range(100)]
    ex = BinaryRankingExplorer(labels)
    assert len(ex.rank_buttons) == 100 and ex.annotate.value is False
    assert shown(ex) == value_text(average_precision(labels, trace=True))
    ex.toggle(50)
    labels[49] = 1 - labels[49]
    assert shown(ex) == value_text(average_precision(Ranking(labels), trace=True))
    assert ex.renderer.full_draws <= 2   # the frame is drawn once and reused


# -- graded ---------------------------------------------------------------------------------------
def test_graded_starts_on_the_slides_example(graded):
    graded.reset()
    r = slides_example()
    assert [d.value for d in graded.grade_dropdowns] == r.labels.tolist() == [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]
    # the heading names the depth: the whole list of 10
    assert shown(graded) == value_text(ndcg(r, 10, trace=True)) == "NDCG@10 (classic) = 0.8825"
    assert bytes(graded.image.value).startswith(JPEG)


def test_graded_change_grade_formulation_k_and_measure(graded):
    graded.reset()
    graded.set_grade(4, 3)
    r = slides_example().with_label(4, 3)
    assert shown(graded) == value_text(ndcg(r, 10, trace=True))
    for f in ("exponential", "trec", "classic"):
        graded.formulation.value = f
        assert shown(graded) == value_text(ndcg(r, 10, formulation=f, trace=True))
    graded.k.value = 5
    assert shown(graded) == value_text(ndcg(r, 5, trace=True))
    graded.measure.value = "DCG"
    assert shown(graded) == value_text(dcg(r, 5, trace=True))
    bars = bar_heights([c for c in graded.renderer.ax.collections if c.get_gid() == "discounted-gain"][0])
    assert bars == [s.discounted_gain for s in dcg(r, 5, trace=True).steps]


def test_graded_ideal_ranking_with_unretrieved_items(graded):
    graded.reset()
    assert graded.unretrieved.disabled and "all_judgments" in graded.unretrieved_note.value
    graded.unretrieved.value = 2
    r = Ranking(slides_example().labels.tolist(), 9)
    assert shown(graded) == value_text(ndcg(r, 10, trace=True))      # judged list: unchanged
    graded.ideal.value = "all_judgments"
    assert not graded.unretrieved.disabled and graded.unretrieved_note.value == ""
    assert shown(graded) == value_text(ndcg(r, 10, ideal="all_judgments", trace=True))
    assert graded.value < ndcg(r)


def test_graded_replay_and_reset(graded):
    graded.reset()
    graded.step.value = 3
    assert highlighted_rows(graded) == [2]
    hl = [ln for ln in graded.renderer.ax.lines if ln.get_gid() == "highlight"]
    assert hl[0].get_data()[1][0] == graded.current_trace.steps[2].dcg
    graded.set_grade(1, 0)
    graded.reset()
    assert shown(graded) == "NDCG@10 (classic) = 0.8825" and graded.step.value == 0


# -- multi-query ----------------------------------------------------------------------------------
def test_multi_query_starts_on_the_documents_queries_and_follows_edits():
    from ireval_teach import mean_average_precision
    from ireval_teach.averaging import averaged_pr_curve, compare_curves
    from ireval_teach.widgets import MultiQueryExplorer
    from ireval_teach.widgets.multi import document_queries

    ex = MultiQueryExplorer()
    qs = document_queries()
    assert {q: r.relevant_ranks for q, r in ex.rankings.items()} == {q: r.relevant_ranks for q, r in qs.items()}

    def expected(rankings, m=10, scheme="max"):
        levels = [i / m for i in range(m + 1)]
        curve = averaged_pr_curve(rankings, levels, scheme)
        return compare_curves({"x": curve.tolist()}, levels).mean_precision[0]

    assert ex.value == expected(qs)
    ex.toggle(3)                                            # Q1, rank 3 becomes relevant
    edited = dict(qs, Q1=qs["Q1"].with_label(3, 1))
    assert ex.rankings["Q1"] == edited["Q1"]
    assert ex.value == expected(edited)
    ex.scheme.value = "step"
    ex.levels.value = 20
    assert ex.value == expected(edited, 20, "step")
    assert shown(ex).endswith(f"mean over 21 levels = {ex.value:.4f}".rstrip("0"))
    ex.measure.value = "MAP"
    assert shown(ex) == value_text(mean_average_precision(edited, trace=True))
    ex.plot.value = "radial / pbox / rbox"
    assert {ln.get_gid() for ln in ex.renderer.ax.lines} >= {"radial", "pbox", "rbox"}
    name = ex.add_query([0, 1, 0, 1])
    assert name == "Q3" and ex.query.value == "Q3" and len(ex.rank_buttons) == 4
    ex.remove_query("Q3")
    ex.reset()
    assert ex.value == expected(qs) and ex.measure.value == "averaged PR curve"


def test_multi_query_replay_highlights_rows():
    from ireval_teach.widgets import MultiQueryExplorer

    ex = MultiQueryExplorer()
    ex.step.value = 5
    assert highlighted_rows(ex) == [4]
    line = [ln for ln in ex.renderer.ax.lines if ln.get_gid() == "highlight"][0]
    assert line.get_xdata()[0] == ex.current_trace.steps[4].level


# -- generality -----------------------------------------------------------------------------------
def test_generality_explorer_follows_c_e_s_v():
    from ireval_teach.generality import sebe_table
    from ireval_teach.sets import precision, recall
    from ireval_teach.widgets import GeneralityExplorer

    ex = GeneralityExplorer()
    t = sebe_table(16, 21094, 16, 8)
    assert ex.table_1 == t
    assert shown(ex) == value_text(precision(t, trace=True)) == "precision = 0.5"
    ex.double_button.click()
    assert ex.table_1.e == 2 * 21078 and "generality g = c / d = <b>0.0004</b>" in ex.details.value
    ex.s.value = 32
    ex.v.value = 12
    t2 = sebe_table(16, 16 + 2 * 21078, 32, 12)
    assert ex.table_1 == t2 and shown(ex) == value_text(precision(t2, trace=True))
    x, y = [ln for ln in ex.renderer.ax.lines if ln.get_gid() == "current-point"][0].get_data()
    assert (x[0], y[0]) == (t2.recall, t2.precision)
    ex.measure.value = "recall"
    assert shown(ex) == value_text(recall(t2, trace=True))
    ex.v.value = 20                                          # clamped to min(c, s) = 16
    assert ex.v.value == 16
    ex.plot.value = "GRiP (simulated)"
    assert [ln for ln in ex.renderer.ax.lines if ln.get_gid() == "grip"]
    ex.example.value = list(ex.example.options)[1]
    assert ex.table_1 == sebe_table(4, 20, 4, 3) and ex.plot.value == "scope lines"


def test_explorer_repr_and_cached_frame_matches_a_full_draw():
    import io

    import numpy as np
    from PIL import Image

    ex = BinaryRankingExplorer()
    assert repr(ex) == "<BinaryRankingExplorer: AP (exact) = 0.6667>"
    ex.renderer.format = "png"
    ex.toggle(5)
    cached = np.asarray(Image.open(io.BytesIO(bytes(ex.renderer.render(
        lambda ax: ex._draw(ax, ex.current_trace, None), kind=ex._plot_kind())))).convert("RGB"), dtype=int)
    full = np.asarray(Image.open(io.BytesIO(ex.renderer.full_draw("png"))).convert("RGB"), dtype=int)
    differ = (np.abs(cached - full).sum(axis=2) > 60).mean()
    assert differ < 0.01, f"{differ:.2%} of the pixels differ between the cached and the full draw"


def test_table_shows_the_first_steps_and_the_current_one_all_on_demand():
    """A long ranking's table formats 25 rows and the highlighted one (fast updates); "all steps" shows all."""
    ex = BinaryRankingExplorer([1, 0, 0] * 40)                      # 120 ranks
    rows = lambda: [int(i) for i in re.findall(r'<tr data-step="(\d+)"', ex.table.value)]  # noqa: E731
    assert rows() == list(range(25)) and "steps 26-120 are not shown" in ex.table.value
    ex.step.value = 90
    assert rows() == list(range(25)) + [89] and highlighted_rows(ex) == [89]
    ex.all_steps.value = True
    assert rows() == list(range(120)) and highlighted_rows(ex) == [89]
    ex.all_steps.value = False
    assert rows() == list(range(25)) + [89]
