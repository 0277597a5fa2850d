"""Displays (issue 6): every plot function returns a Figure with labelled axes, and what it draws is
the library's numbers (read back from the matplotlib artists, found by their gid)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

os.environ.setdefault("MPLBACKEND", "Agg")

from matplotlib.figure import Figure  # noqa: E402

from ireval_teach import (Ranking, average_precision, dcg, eleven_point_average_precision,  # noqa: E402
                          interpolated_curve, mean_average_precision, ndcg, pr_points, precision_at)
from ireval_teach.display import plot_trace  # noqa: E402
from ireval_teach.display.graded import bar_heights, nice_top, plot_dcg  # noqa: E402
from ireval_teach.display.pr import envelope_xy, plot_ap_area, plot_pr, plot_schemes  # noqa: E402
from ireval_teach.display.queries import plot_queries  # noqa: E402
from ireval_teach.errors import IrevalError  # noqa: E402
from ireval_teach.trace import format_number  # noqa: E402
from ireval_teach.examples import mlrf_three_of_ten, twenty_images  # noqa: E402
from ireval_teach.interpolation import ELEVEN_LEVELS, interpolation_trace, scheme_differences  # noqa: E402

from conftest import random_cases  # noqa: E402

MLRF = mlrf_three_of_ten().ranking
TWENTY = twenty_images().ranking
SLIDES = [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]


def by_gid(ax, gid):
    return [a for a in ax.get_children() if a.get_gid() == gid]


def one_line(ax, gid):
    found = [ln for ln in ax.lines if ln.get_gid() == gid]
    assert len(found) == 1, f"expected one line {gid!r}, got {len(found)}"
    x, y = found[0].get_data()
    return np.asarray(x, dtype=float), np.asarray(y, dtype=float)


def one_collection(ax, gid):
    found = [c for c in ax.collections if c.get_gid() == gid]
    assert len(found) == 1, f"expected one collection {gid!r}, got {len(found)}"
    return found[0]


def area_of(ax):
    return math.fsum(polygon_area(p.vertices) for p in one_collection(ax, "ap-area").get_paths())


def polygon_area(xy):
    x, y = np.asarray(xy, dtype=float).T
    return 0.5 * abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1)))


def assert_labelled(fig):
    assert isinstance(fig, Figure)
    for ax in fig.axes:
        assert ax.get_xlabel() and ax.get_ylabel(), "every axes needs both labels"
        assert ax.get_title(), "every axes needs a title"


# -- PR graph -------------------------------------------------------------------------------------
@pytest.mark.parametrize("r", [MLRF, MLRF.with_n_relevant(4), TWENTY, Ranking([0, 0, 1, 1, 0, 1])])
@pytest.mark.parametrize("scheme", ["max", "step"])
def test_plot_pr_draws_the_library_points_envelope_and_levels(r, scheme):
    fig = plot_pr(r, scheme=scheme)
    assert_labelled(fig)
    ax = fig.axes[0]
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("Recall", "Precision")
    pts = pr_points(r)
    x, y = one_line(ax, "raw-curve")
    assert x.tolist() == [p.recall for p in pts] and y.tolist() == [p.precision for p in pts]
    x, y = one_line(ax, "pr-points")
    assert list(zip(x, y)) == [(p.recall, p.precision) for p in pts if p.recall_changed]
    x, y = one_line(ax, "levels")
    assert x.tolist() == list(ELEVEN_LEVELS)
    assert y.tolist() == [s.precision for s in interpolation_trace(r, ELEVEN_LEVELS, scheme).steps]
    x, y = one_line(ax, "envelope")
    assert y.tolist() == interpolated_curve(r, x.tolist(), scheme).tolist()
    assert x[-1] == max(p.recall for p in pts)
    # the document's numbers are annotated: AP and the 11-point value in the title
    title = ax.get_title()
    assert f"{average_precision(r):.4f}".rstrip("0") in title
    assert f"{eleven_point_average_precision(r, scheme):.4f}".rstrip("0").rstrip(".") in title


def test_envelope_corners_are_the_interpolated_values_at_the_reached_recalls():
    x, y = envelope_xy(Ranking.from_positions([1, 5, 6], length=6), "step")
    assert x.tolist() == [0.0, 1 / 3, 2 / 3, 1.0]
    assert y.tolist() == interpolated_curve(Ranking.from_positions([1, 5, 6], length=6), x.tolist(), "step").tolist()


def test_plot_pr_of_a_level_trace_draws_that_trace_and_highlights_a_level():
    t = eleven_point_average_precision(TWENTY, "step", trace=True)
    fig = plot_pr(t, highlight=6)
    ax = fig.axes[0]
    x, y = one_line(ax, "levels")
    assert y.tolist() == [s.precision for s in t.steps]
    hx, hy = one_line(ax, "highlight")
    assert (hx[0], hy[0]) == (t.steps[6].level, t.steps[6].precision)
    assert "11-point" in ax.get_title()


def test_plot_pr_highlights_the_current_rank_and_rejects_a_bad_step():
    t = average_precision(MLRF, trace=True)
    fig = plot_pr(t, highlight=2)
    hx, hy = one_line(fig.axes[0], "highlight")
    assert (hx[0], hy[0]) == (t.steps[2].recall, t.steps[2].precision)
    with pytest.raises(IrevalError, match="highlight 10"):
        plot_pr(t, highlight=10)


def test_plot_pr_cut_at_k_draws_only_the_top_k():
    fig = plot_pr(TWENTY, k=5)
    x, _ = one_line(fig.axes[0], "raw-curve")
    assert len(x) == 5
    assert "top 5" in fig.axes[0].get_title()


def test_plot_pr_draws_into_given_axes():
    fig0, ax0 = Figure(), None
    ax0 = fig0.add_subplot()
    assert plot_pr(MLRF, ax0) is fig0
    assert ax0.get_xlabel() == "Recall"


def test_plot_schemes_circles_exactly_the_levels_where_the_schemes_differ():
    r = Ranking.from_positions([1, 5, 6], length=8)
    fig = plot_schemes(r)
    assert_labelled(fig)
    assert len(fig.axes) == 2
    diffs = scheme_differences(r)
    assert diffs
    for ax, scheme in zip(fig.axes, ["max", "step"]):
        _, y = one_line(ax, "levels")
        assert y.tolist() == interpolated_curve(r, ELEVEN_LEVELS, scheme).tolist()
        circles = [ln for ln in ax.lines if ln.get_gid() == "scheme-difference"]
        assert len(circles) == len(diffs)
        assert f"{eleven_point_average_precision(r, scheme):.4f}".rstrip("0") in ax.get_title()
    with pytest.raises(IrevalError, match="two panels"):
        plot_schemes(r, ax=[fig.axes[0]])


# -- AP as an area --------------------------------------------------------------------------------
def _area_of(fig):
    return area_of(fig.axes[0])


@pytest.mark.parametrize("method", ["exact", "trapezoid", "envelope"])
def test_shaded_area_equals_the_ap_value(method, cases):
    for case in cases[:30]:
        r = case.ranking
        t = average_precision(r, method, trace=True)
        fig = plot_ap_area(t)
        assert _area_of(fig) == pytest.approx(t.value, abs=1e-12)
        assert f"{t.measure} = " in fig.axes[0].get_title()


@pytest.mark.parametrize("denominator", ["retrieved_relevant", "min_k_relevant"])
def test_shaded_area_follows_the_denominator_convention(denominator):
    r = MLRF.with_n_relevant(6)
    t = average_precision(r, k=5, denominator=denominator, trace=True)
    fig = plot_ap_area(t)
    assert _area_of(fig) == pytest.approx(t.value, abs=1e-12)
    assert fig.axes[0].get_xlabel() == "relevant item j / D"


def test_ap_area_of_the_mlrf_example_all_three_methods():
    fig = plot_ap_area(MLRF, method="all")
    assert_labelled(fig)
    assert [ax.get_title().split(" = ")[0] for ax in fig.axes] == ["AP (exact)", "AP (trapezoid)", "AP (envelope)"]
    for ax, m in zip(fig.axes, ["exact", "trapezoid", "envelope"]):
        area = area_of(ax)
        assert area == pytest.approx(average_precision(MLRF, m), abs=1e-12)


def test_ap_area_highlight_marks_one_piece():
    t = average_precision(MLRF, trace=True)
    fig = plot_ap_area(t, highlight=2)
    hl = [p for p in fig.axes[0].patches if p.get_gid() == "ap-area-highlight"]
    assert len(hl) == 1
    assert polygon_area(hl[0].get_xy()) == pytest.approx(t.steps[2].contribution)


# -- DCG / NDCG -----------------------------------------------------------------------------------
@pytest.mark.parametrize("formulation", ["classic", "exponential", "trec"])
def test_plot_dcg_bars_are_the_trace_columns(formulation):
    t = ndcg(SLIDES, formulation=formulation, trace=True)
    fig = plot_dcg(t)
    assert_labelled(fig)
    ax = fig.axes[0]
    heights = lambda gid: bar_heights(one_collection(ax, gid))  # noqa: E731
    assert heights("discounted-gain") == [s.discounted_gain for s in t.steps]
    assert heights("gain") == [s.gain for s in t.steps]
    assert heights("ideal-discounted-gain") == [s.ideal_discounted_gain for s in t.steps]
    assert one_line(ax, "dcg")[1].tolist() == [s.dcg for s in t.steps]
    assert one_line(ax, "ideal-dcg")[1].tolist() == [s.ideal_dcg for s in t.steps]
    assert f"{t.value:.4f}".rstrip("0") in ax.get_title()


def test_nice_top_is_a_round_upper_bound():
    for v in [0.01, 0.7, 1, 3.3, 9.61, 10.9, 123, 999.9]:
        top = nice_top(v)
        assert top >= v and top <= 1.25 * v + 1e-12
    assert nice_top(0) == 1.0


def test_plot_dcg_of_a_dcg_trace_has_no_ideal_bars_and_of_a_ranking_computes_ndcg():
    t = dcg(SLIDES, k=5, trace=True)
    ax = plot_dcg(t).axes[0]
    assert not [c for c in ax.collections if c.get_gid() == "ideal-discounted-gain"]
    assert ax.get_title().startswith("DCG@5 (classic) = ")
    ax2 = plot_dcg(SLIDES, formulation="trec").axes[0]
    assert ax2.get_title().startswith(f"NDCG (trec) = {ndcg(SLIDES, formulation='trec'):.4f}"[:22])
    with pytest.raises(IrevalError):
        plot_dcg(average_precision(MLRF, trace=True))


# -- per-query values -----------------------------------------------------------------------------
def test_plot_queries_bars_and_mean():
    t = mean_average_precision({"q1": MLRF, "q2": TWENTY, "q3": [0, 0]}, no_relevant="skip", trace=True)
    fig = plot_queries(t)
    assert_labelled(fig)
    ax = fig.axes[0]
    assert [p.get_height() for p in ax.patches if p.get_gid() == "query-value"] == [s.value for s in t.steps]
    _, y = one_line(ax, "mean")
    assert y[0] == t.value


# -- dispatch -------------------------------------------------------------------------------------
def test_trace_plot_picks_the_display_for_the_trace():
    ap = average_precision(MLRF, trace=True)
    assert area_of(ap.plot().axes[0]) == pytest.approx(ap.value)
    trap = average_precision(MLRF, "trapezoid", trace=True)
    assert area_of(trap.plot().axes[0]) == pytest.approx(trap.value)
    p5 = precision_at(MLRF, 5, trace=True)
    assert one_line(p5.plot().axes[0], "raw-curve")[0].tolist() == [s.recall for s in p5.steps]
    nd = ndcg(SLIDES, trace=True)
    assert bar_heights(one_collection(nd.plot().axes[0], "discounted-gain")) == [s.discounted_gain
                                                                                for s in nd.steps]
    m = mean_average_precision([MLRF, TWENTY], trace=True)
    assert [p for p in m.plot().axes[0].patches if p.get_gid() == "query-value"]
    with pytest.raises(IrevalError, match="no display"):
        plot_trace(type(ap)("mystery", 1.0, (object(),)))
    with pytest.raises(IrevalError, match="draws a Trace"):
        plot_trace(MLRF)


def test_importing_displays_and_widgets_does_not_import_matplotlib():
    code = ("import sys, ireval_teach, ireval_teach.display, ireval_teach.widgets; "
            "print('matplotlib' in sys.modules, 'ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=os.path.dirname(os.path.dirname(__file__)))
    assert out.stdout.split() == ["False", "False"], out.stderr


def test_random_rankings_draw_without_error():
    for i, case in enumerate(random_cases(12, seed=6)):
        r = case.ranking
        plot_pr(r, scheme=("max", "step")[i % 2])
        plot_ap_area(r, method=("exact", "trapezoid", "envelope")[i % 3])
        plot_dcg(r)


# -- ROC ------------------------------------------------------------------------------------------
def test_plot_roc_draws_the_curve_auc_pieces_and_eer():
    from ireval_teach import equal_error_rate, roc_auc, roc_curve
    from ireval_teach.display.roc import plot_roc

    scores, labels = [0.9, 0.5, 0.5, 0.1, 0.3, 0.7], [1, 1, 0, 0, 1, 0]
    fig = plot_roc(scores, labels=labels)
    assert_labelled(fig)
    ax = fig.axes[0]
    c = roc_curve(scores, labels)
    x, y = one_line(ax, "roc")
    assert x.tolist() == c.fpr.tolist() and y.tolist() == c.tpr.tolist()
    auc = roc_auc(scores, labels)
    assert math.fsum(polygon_area(p.vertices) for p in one_collection(ax, "auc-area").get_paths()) \
        == pytest.approx(auc, abs=1e-12)
    eer = equal_error_rate(scores, labels)
    ex, ey = one_line(ax, "eer")
    assert (ex[0], ey[0]) == (eer, 1 - eer)
    assert ax.get_title() == f"ROC AUC = {format_number(auc)}, EER = {format_number(eer)}"
    # a trace of the EER marks its value; a roc_curve trace has no AUC in the title
    t = equal_error_rate(scores, labels, method="nearest", trace=True)
    ax2 = t.plot().axes[0]
    assert one_line(ax2, "eer")[0][0] == t.value
    assert roc_curve(scores, labels, trace=True).plot().axes[0].get_title() == "ROC curve"
    with pytest.raises(IrevalError, match="labels"):
        plot_roc(scores)


def test_plot_roc_vs_pr_shows_both_systems():
    from ireval_teach.display.roc import plot_roc_vs_pr
    from ireval_teach.roc import imbalanced_demo

    demo = imbalanced_demo(n_negative=2000, n_positive=40)
    fig = plot_roc_vs_pr(demo)
    assert_labelled(fig)
    roc_ax, pr_ax = fig.axes
    for name in ("A", "B"):
        c = demo.cases[name]
        assert one_line(roc_ax, f"roc-{name}")[1].tolist() == c.roc.tpr.tolist()
        assert one_line(pr_ax, f"pr-{name}")[1].tolist() == c.precision.tolist()
        assert f"AP = {c.average_precision:.3f}".rstrip("0") in " ".join(t.get_text() for t in pr_ax.get_legend().texts)


# -- scope lines, GRiP, GReP ----------------------------------------------------------------------
def test_plot_scope_lines_region_and_current_point():
    from ireval_teach.display.scope import plot_scope
    from ireval_teach.generality import reachable_region, scope_lines, sebe_table

    t = sebe_table(4, 20, 8, 3)
    fig = plot_scope((4, 20), current=t)
    assert_labelled(fig)
    ax = fig.axes[0]
    lines = [ln for ln in ax.lines if ln.get_gid() == "scope-line"]
    expected = scope_lines(4, d=20)
    assert [ln.get_ydata().tolist() for ln in lines] == [e.p_line.tolist() for e in expected]
    region = [p for p in ax.patches if p.get_gid() == "reachable-region"][0]
    assert np.allclose(region.get_xy(), reachable_region(4, 20).polygon)
    x, y = one_line(ax, "current-point")
    assert (x[0], y[0]) == (t.recall, t.precision) == (0.75, 0.375)
    _, g = one_line(ax, "random-level")
    assert g[0] == 0.2
    # a ranking with its collection size: c and d from it, its points drawn
    r = Ranking.from_positions([1, 2, 4, 15], length=20, collection_size=40)
    ax2 = plot_scope(r, highlight=3).axes[0]
    assert one_line(ax2, "ranking")[1].tolist() == [p.precision for p in pr_points(r)]
    with pytest.raises(IrevalError, match="database size"):
        plot_scope(Ranking([1, 0]))


def test_plot_grip_and_grep():
    from ireval_teach.display.scope import plot_grep, plot_grip
    from ireval_teach.grep_graphs import grip_curves, simulate_embeddings

    curves = grip_curves(mus=(1.0, 3.0), doublings=range(0, 5), n_queries=5)
    fig = plot_grip(curves, mark=2.0)
    assert_labelled(fig)
    ax = fig.axes[0]
    drawn = [ln for ln in ax.lines if ln.get_gid() == "grip"]
    assert [ln.get_ydata().tolist() for ln in drawn] == [cv.precision.tolist() for cv in curves]
    assert one_line(ax, "random-level")[1].tolist() == curves[0].random_precision.tolist()
    sim = simulate_embeddings(c=8, mu=2.0, doublings=range(0, 4), relevant_scopes=(0.5, 1, 2), n_queries=4)
    fig3 = plot_grep(sim)
    ax3 = fig3.axes[0]
    assert ax3.name == "3d" and ax3.get_zlabel() == "precision" and ax3.get_title()
    with pytest.raises(IrevalError):
        plot_grep(curves)


# -- averaged curves and significance -------------------------------------------------------------
QUERIES = {"q1": TWENTY, "q2": Ranking.from_positions([2, 5], length=20), "q3": MLRF}


@pytest.mark.parametrize("scheme", ["max", "step"])
def test_plot_averaged_pr_draws_each_query_and_the_average(scheme):
    from ireval_teach.averaging import averaged_pr_curve, interpolated_matrix
    from ireval_teach.display.averaging import plot_averaged_pr

    t = averaged_pr_curve(QUERIES, scheme=scheme, trace=True)
    for data in (t, QUERIES):
        fig = plot_averaged_pr(data, scheme=scheme)
        assert_labelled(fig)
        ax = fig.axes[0]
        assert one_line(ax, "average")[1].tolist() == list(t.value)
        _, _, M = interpolated_matrix(QUERIES, scheme=scheme)
        assert [ln.get_ydata().tolist() for ln in ax.lines if ln.get_gid() == "query-curve"] == M.tolist()


def test_plot_radial_box_draws_the_library_averages():
    from ireval_teach.display.averaging import plot_radial_box
    from ireval_teach.radial import pbox_average, radial_average, rbox_average

    a, b = Ranking([1, 1, 0, 0, 1, 0, 0, 0], n_relevant=3), Ranking([0, 1, 0, 1, 0, 0, 1, 0], n_relevant=3)
    curves = {"radial": radial_average([a, b]), "pbox": pbox_average([a, b]), "rbox": rbox_average([a, b])}
    fig = plot_radial_box(curves, rankings=[a, b])
    assert_labelled(fig)
    ax = fig.axes[0]
    for name, cv in curves.items():
        ok = ~(np.isnan(cv.recall) | np.isnan(cv.precision))
        x, y = one_line(ax, name)
        assert x.tolist() == cv.recall[ok].tolist() and y.tolist() == cv.precision[ok].tolist()
    assert len([ln for ln in ax.lines if ln.get_gid() == "query-curve"]) == 2


def test_plot_differences_bars_mean_and_ci():
    from ireval_teach.display.significance import plot_differences
    from ireval_teach.significance import paired_t_test, wilcoxon_signed_rank

    a = [0.42, 0.31, 0.58, 0.20, 0.66, 0.47, 0.39, 0.51]
    b = [0.35, 0.30, 0.49, 0.22, 0.55, 0.41, 0.33, 0.50]
    res = paired_t_test(a, b)
    fig = plot_differences(res)
    assert_labelled(fig)
    ax = fig.axes[0]
    assert [p.get_height() for p in ax.patches if p.get_gid() == "difference"] == [s.difference for s in res.steps]
    assert one_line(ax, "mean-difference")[1][0] == res.mean_difference
    assert f"p = {res.p_value:.4f}".rstrip("0") in ax.get_title()
    w = wilcoxon_signed_rank(a, b)
    assert w.trace().plot().axes[0].get_title().startswith(w.test)
    with pytest.raises(IrevalError):
        plot_differences(MLRF)


def test_plot_spread_of_one_system():
    from ireval_teach.display.significance import plot_spread
    from ireval_teach.significance import query_spread

    sp = query_spread({"q1": 0.1, "q2": 0.7, "q3": 0.4, "q4": 0.65})
    for data in (sp, sp.trace()):
        fig = plot_spread(data)
        assert_labelled(fig)
        ax = fig.axes[0]
        assert [p.get_height() for p in ax.patches if p.get_gid() == "query-score"] == [0.1, 0.7, 0.4, 0.65]
        assert one_line(ax, "mean")[1][0] == pytest.approx(sp.mean)


def test_plot_pr_of_a_cut_off_trace_draws_the_envelope_of_the_top_k():
    t = average_precision(TWENTY, k=5, trace=True)
    ax = plot_pr(t).axes[0]
    x, y = one_line(ax, "envelope")
    top5 = Ranking(TWENTY.labels[:5].tolist(), TWENTY.n_relevant)
    assert x.tolist() == envelope_xy(top5)[0].tolist() and y.tolist() == envelope_xy(top5)[1].tolist()
    assert "top 5" in ax.get_title()


# -- projector style (issue 14): sizes, fonts and labels as they appear on screen ------------------------
from ireval_teach.display._audit import METADATA_KEY, problems, screen_audit  # noqa: E402

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def figure_outputs(path):
    """(cell index, audit record or None) of every figure a built notebook shows (its image/png outputs)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for i, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []):
            if "image/png" in out.get("data", {}):
                yield i, out.get("metadata", {}).get("image/png", {}).get(METADATA_KEY)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_figure_of_every_notebook_is_projector_readable(path):
    """Every figure a lecture notebook shows -- library display or plain matplotlib -- as the build's kernel
    measured it (notebooks/src/nbbuild.py records ireval_teach.display._audit.screen_audit in each figure
    output): at most MAX_WIDTH_PX wide, no text under 12 px on screen, no overlapping labels."""
    bad = []
    for i, audit in figure_outputs(path):
        if audit is None:
            bad.append(f"cell {i}: no projector audit stored (rebuild: notebooks/src/build_notebooks.py {path.stem[:2]})")
        elif "error" in audit:
            bad.append(f"cell {i}: the audit failed: {audit['error']}")
        else:
            bad += [f"cell {i}: {p}" for p in problems(audit)]
    assert not bad, f"{path.name}: " + "; ".join(bad)


def test_the_figure_audit_flags_small_text_clashes_and_width():
    """The audit the notebook test relies on can fail: 7 pt text, two labels on one spot, a 12-inch figure."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(5, 3), dpi=100)
    ax = fig.add_subplot()
    ax.text(0.5, 0.5, "small", fontsize=7)
    ax.text(0.5, 0.5, "same spot", fontsize=12)
    found = problems(screen_audit(fig))
    assert any("'small' is 9.7 px" in p for p in found) and any("overlapping" in p for p in found)
    wide = Figure(figsize=(12, 2), dpi=100)
    wide.add_subplot().plot([0, 1])
    assert any("px wide" in p for p in problems(screen_audit(wide)))


def test_the_audit_and_place_label_see_the_same_markers():
    """A text on a marker is flagged, one far from every marker is not, also when the line has a point that
    is not drawn (NaN); place_label (the same marker boxes, with the marker's edge) refuses the marker's spot."""
    from ireval_teach.display._style import place_label

    fig = Figure(figsize=(5, 4), dpi=100)
    ax = fig.add_subplot()
    ax.plot([0.1, 0.5, np.nan, 0.9], [0.1, 0.5, 0.7, 0.9], marker="o", markersize=12)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    assert place_label(ax, (0.5, 0.5), "on", 12, offsets=((0, 0), (0, 25))) == (0, 25)
    ax.text(0.5, 0.5, "on", ha="center", va="center", fontsize=12)
    ax.text(0.2, 0.8, "far", ha="center", va="center", fontsize=12)
    assert screen_audit(fig)["covered"] == ["on"]


def test_the_audit_hook_records_figures_shown_by_a_shell():
    """install() puts the audit into the image/png metadata of a figure a shell formats (as in the build)."""
    from IPython.core.interactiveshell import InteractiveShell
    from matplotlib.figure import Figure

    shell = InteractiveShell.instance()
    from ireval_teach.display._audit import install

    install(shell)
    from IPython.core.pylabtools import select_figure_formats

    select_figure_formats(shell, {"png"})  # what %matplotlib inline does after the hook is installed
    fig = Figure(figsize=(4, 3), dpi=100)
    fig.add_subplot().set_title("t", fontsize=7)
    data, md = shell.display_formatter.format(fig)
    audit = md["image/png"][METADATA_KEY]
    assert "image/png" in data and audit["smallest_text"] == "t" and audit["smallest_px"] == pytest.approx(9.72)


def _projector_cases():
    from ireval_teach import Ranking, mean_average_precision, roc_auc
    from ireval_teach.display.roc import plot_roc

    return {
        "pr MLRF": lambda: plot_pr(MLRF),
        "pr 20 images (05)": lambda: plot_pr(TWENTY),
        "pr 20 images step": lambda: plot_pr(TWENTY, scheme="step"),
        "pr points only (04)": lambda: plot_pr(MLRF, levels=False, envelope=False, title="MLRF list: (R@k, P@k)"),
        "pr highlight": lambda: plot_pr(pr_points(TWENTY, trace=True), highlight=3),
        "schemes (06)": lambda: plot_schemes(Ranking.from_positions([1, 5, 6], length=6)),
        "schemes 20 images": lambda: plot_schemes(TWENTY),
        "ap area": lambda: plot_ap_area(MLRF),
        "ap three methods (07)": lambda: plot_ap_area(MLRF, method="all"),
        "ap three methods |e| = 4 (07)": lambda: plot_ap_area(MLRF.with_n_relevant(4), method="all"),
        "dcg slides (09)": lambda: plot_dcg(SLIDES),
        "dcg highlight": lambda: plot_dcg(SLIDES, highlight=4),
        "dcg 20 ranks": lambda: plot_dcg([3, 2, 3, 0, 0, 1, 2, 2, 3, 0] * 2),
        "dcg without ideal": lambda: plot_dcg(dcg(SLIDES, trace=True)),
        "queries (08)": lambda: plot_queries(mean_average_precision([MLRF, TWENTY, [0, 1, 1]], trace=True)),
        "roc": lambda: plot_roc(roc_auc([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [1, 0, 1, 1, 0, 0], trace=True)),
        "roc with ties": lambda: plot_roc(roc_auc([0.9, 0.8, 0.8, 0.6, 0.6, 0.4], [1, 0, 1, 1, 0, 0], trace=True)),
        "roc vs pr (10)": lambda: _roc_vs_pr(),
        "scope (13)": lambda: _scope(),
        "scope of a ranking": lambda: _scope_ranking(),
        "averaged pr (11)": lambda: _averaged(),
        "averaged pr, two documents (11)": lambda: _averaged({"notes": TWENTY, "mlrf": MLRF}),
        "radial and boxes (13)": lambda: _radial(),
        "differences (12)": lambda: _differences(),
    }


def _roc_vs_pr():
    from ireval_teach.display.roc import plot_roc_vs_pr
    from ireval_teach.roc import imbalanced_demo

    return plot_roc_vs_pr(imbalanced_demo(n_negative=2000, n_positive=40), cases=("A", "B", "A balanced"))


def _scope():
    from ireval_teach.display.scope import plot_scope
    from ireval_teach.generality import sebe_table

    return plot_scope((4, 20), current=sebe_table(4, 20, 8, 3))


def _scope_ranking():
    from ireval_teach.display.scope import plot_scope

    return plot_scope(Ranking.from_positions([1, 2, 4, 15], length=20, collection_size=40), highlight=3)


def _averaged(queries=None):
    from ireval_teach.display.averaging import plot_averaged_pr

    return plot_averaged_pr(queries or {"q1": TWENTY, "q2": Ranking.from_positions([2, 5], length=20), "q3": MLRF})


def _radial():
    from ireval_teach.display.averaging import plot_radial_box
    from ireval_teach.radial import pbox_average, radial_average, rbox_average

    a, b = Ranking([1, 1, 0, 0, 1, 0, 0, 0], n_relevant=3), Ranking([0, 1, 0, 1, 0, 0, 1, 0], n_relevant=3)
    curves = {"radial": radial_average([a, b]), "pbox": pbox_average([a, b]), "rbox": rbox_average([a, b])}
    return plot_radial_box(curves, rankings=[a, b])


def _differences():
    from ireval_teach.display.significance import plot_differences
    from ireval_teach.significance import paired_t_test

    return plot_differences(paired_t_test([0.42, 0.31, 0.58, 0.20, 0.66, 0.47, 0.39, 0.51],
                                          [0.35, 0.30, 0.49, 0.22, 0.55, 0.41, 0.33, 0.50]))


@pytest.mark.parametrize("name", list(_projector_cases()))
def test_displays_are_projector_readable(name):
    """Shown inline, every display fits the output area unscaled, its smallest text is >= 12 px on screen,
    no two labels overlap and no label hides a marker."""
    from ireval_teach.display._style import MAX_WIDTH_PX

    seen = screen_audit(_projector_cases()[name]())
    assert seen["width"] <= MAX_WIDTH_PX, f"{name}: {seen['width']} px wide"
    assert seen["smallest_px"] >= 12, f"{name}: smallest text {seen['smallest_px']:.1f} px"
    assert not seen["clashes"], f"{name}: overlapping labels {seen['clashes']}"
    assert not seen["covered"], f"{name}: labels over markers {seen['covered']}"
