"""Traces: value identical to the fast path for every measure and option, contributions, rendering."""

from __future__ import annotations

import dataclasses
import math
import re

import pytest

from conftest import MEASURE_CALLS, step_contributions
from ireval_teach import (Ranking, Trace, average_precision, eleven_point_average_precision,
                          mean_average_precision, pr_points, precision_at, reciprocal_rank)
from ireval_teach.trace import AreaStep, LevelStep, QueryStep, RankStep, format_number, fraction_text


@pytest.mark.parametrize("name, call, additive", MEASURE_CALLS, ids=[c[0] for c in MEASURE_CALLS])
def test_trace_value_is_fast_value(cases, name, call, additive):
    for c in cases[:60]:
        r = c.ranking
        fast = call(r)
        t = call(r, trace=True)
        assert isinstance(fast, float) and type(fast) is float
        assert isinstance(t, Trace)
        assert t.value == fast and type(t.value) is float
        if additive:
            assert math.fsum(step_contributions(t)) == pytest.approx(fast, abs=1e-12), (name, c)


def test_map_trace(cases):
    for i in range(0, 120, 6):
        group = [c.ranking for c in cases[i:i + 6]]
        for kw in ({}, {"k": 5}, {"denominator": "retrieved_relevant"}, {"method": "envelope"},
                   {"no_relevant": "skip"}):
            try:
                fast = mean_average_precision(group, **kw)
            except ValueError:
                continue
            t = mean_average_precision(group, trace=True, **kw)
            assert t.value == fast
            assert all(isinstance(s, QueryStep) for s in t.steps)
            assert math.fsum(s.contribution for s in t.steps) == pytest.approx(fast, abs=1e-12)
            assert [s.value for s in t.steps] == [
                average_precision(r, kw.get("method", "exact"), k=kw.get("k"),
                                  denominator=kw.get("denominator", "relevant")) for r in group]


def test_rank_steps_fields():
    t = average_precision(Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3), trace=True)
    assert all(isinstance(s, RankStep) for s in t.steps)
    assert [s.rank for s in t.steps] == list(range(1, 11))
    assert [s.tp for s in t.steps] == [1, 1, 2, 2, 2, 2, 2, 2, 3, 3]
    assert [s.recall_changed for s in t.steps] == [bool(x) for x in (1, 0, 1, 0, 0, 0, 0, 0, 1, 0)]
    assert t.steps[2].precision == 2 / 3 and t.steps[2].recall == 2 / 3
    assert t.steps[2].contribution == pytest.approx(2 / 9)
    assert "rank 3 is relevant" in t.steps[2].explanation
    assert all(s.explanation for s in t.steps)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.steps[0].rank = 5


def test_step_types_of_other_measures():
    r = Ranking([0, 1, 1], n_relevant=4)
    assert all(isinstance(s, LevelStep) for s in eleven_point_average_precision(r, trace=True).steps)
    assert all(isinstance(s, AreaStep) for s in average_precision(r, "trapezoid", trace=True).steps)
    p = precision_at(r, 5, trace=True)
    assert [s.rank for s in p.steps] == [1, 2, 3, 5]      # ranks 4..5 past the end: one summary step
    assert "ranks 4..5" in p.steps[3].explanation and "no item" in p.steps[3].explanation
    assert p.steps[-1].precision == p.value
    pts = pr_points(r, trace=True)
    assert pts.value == pts.steps == pr_points(r)


def test_to_text_header_and_rows():
    t = precision_at(Ranking([1, 0, 1]), 3, trace=True)
    text = t.to_text()
    lines = text.splitlines()
    assert lines[0] == f"P@3 = {format_number(t.value, 6)}" == "P@3 = 0.666667"
    assert "formula: P@k = tp(k) / k" in text
    header = next(l for l in lines if l.lstrip().startswith("rank"))
    # "recall_changed" stacks its words over two header lines, so the explanation has room beside the numbers
    assert lines[lines.index(header) - 1].split() == ["recall"]
    assert header.split() == ["rank", "label", "relevant", "tp", "precision", "recall", "contribution", "changed",
                              "explanation"]
    rows = lines[lines.index(header) + 2:]
    assert " ".join(" ".join(rows).split()).count("rank 1 is relevant") == 1
    assert str(t) == text
    short = t.to_text(explanations=False, max_rows=1)
    assert "explanation" not in short and short.splitlines()[-1].split()[0] == "..."
    assert repr(t) == "<Trace P@3 = 0.666667, 3 steps>"
    assert len(t) == 3 and list(t) == list(t.steps) and t[0] is t.steps[0] and float(t) == t.value


@pytest.mark.parametrize("highlight", [0, 2, 9])
def test_to_html_highlight_marks_the_right_row(highlight):
    t = average_precision(Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3), trace=True)
    page = t.to_html(highlight=highlight)
    rows = re.findall(r'<tr data-step="(\d+)"([^>]*)>', page)
    assert [int(i) for i, _ in rows] == list(range(len(t.steps)))
    marked = [int(i) for i, style in rows if "background" in style]
    assert marked == [highlight]
    assert "AP (exact) = 0.666667" in page
    assert "background" not in "".join(s for _, s in re.findall(r'<tr data-step="(\d+)"([^>]*)>', t.to_html()))
    assert t._repr_html_() == t.to_html()


def test_to_html_escapes():
    t = Trace("a<b", 1.0, (), formula="x < y & z")
    assert "a&lt;b" in t.to_html() and "x &lt; y &amp; z" in t.to_html()


def test_to_dicts_round_trip():
    r = Ranking([0, 1, 1, 0], n_relevant=3)
    for t in (average_precision(r, trace=True), average_precision(r, "envelope", trace=True),
              eleven_point_average_precision(r, trace=True), reciprocal_rank(r, trace=True),
              mean_average_precision([r, [1, 0]], trace=True)):
        dicts = t.to_dicts()
        assert len(dicts) == len(t.steps)
        assert [type(s)(**d) for s, d in zip(t.steps, dicts)] == list(t.steps)
        assert list(dicts[0]) == list(t.columns)
        assert t.column("explanation") == [d["explanation"] for d in dicts]


def test_format_helpers():
    assert fraction_text(3, 7) == "3/7 = 0.4286"
    assert fraction_text(1, 0) == "1/0 (taken as 0)"
    assert format_number(True) == "yes" and format_number(None) == "" and format_number(float("nan")) == "nan"
    assert format_number(-0.00001) == "-0.00001"  # small but real: shown, not rounded to 0
    assert format_number(-1e-17) == "0"  # float noise below 12 places: 0


def test_every_trace_renders(cases):
    from ireval_teach.interpolation import interpolation_trace

    for c in cases[:8]:
        traces = [call(c.ranking, trace=True) for _, call, _ in MEASURE_CALLS]
        traces += [pr_points(c.ranking, trace=True), interpolation_trace(c.ranking),
                   mean_average_precision([c.ranking, [1, 0]], trace=True)]
        for t in traces:
            text = t.to_text()
            assert text.splitlines()[0].startswith(f"{t.measure} = ")
            if isinstance(t.value, float):
                assert text.splitlines()[0] == f"{t.measure} = {format_number(t.value, 6)}"
            page = t.to_html(highlight=0)
            assert page.count('data-step="') == len(t.steps)
            assert len(t.to_dicts()) == len(t.steps)


def _words(text: str) -> list[str]:
    return text.split()


@pytest.mark.parametrize("width", [100, 80, 60])
def test_text_lines_fit_the_width_and_keep_every_word(width):
    """Printed traces never pass ``width`` characters and never break a word: every line of the
    unwrapped header and every explanation comes back word for word."""
    from ireval_teach import ndcg
    from ireval_teach.widgets.graded import slides_example

    for t in (ndcg(slides_example(), trace=True), average_precision([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], trace=True),
              precision_at([1, 0], 3, trace=True), mean_average_precision([[1, 0], [0, 1, 1]], trace=True)):
        text = t.to_text(width=width)
        too_long = [ln for ln in text.splitlines() if len(ln) > width]
        assert not too_long, too_long
        words = _words(text)
        for line in t.header():
            assert " ".join(_words(line)) in " ".join(words)
        for e in t.column("explanation"):
            assert " ".join(_words(e)) in " ".join(words)


def test_wide_text_table_stacks_column_names():
    from ireval_teach import ndcg
    from ireval_teach.widgets.graded import slides_example

    text = ndcg(slides_example(), trace=True).to_text()
    assert "ideal_discounted_gain" not in text and "discounted" in text   # the name's words stacked
    assert max(map(len, text.splitlines())) <= 100


def test_wrap_lines_never_splits_a_word():
    from ireval_teach.trace import wrap_lines

    long_word = "x" * 120
    out = wrap_lines(f"  a {long_word} b c", 100).splitlines()
    assert out == ["  a", f"      {long_word}", "      b c"]
    assert wrap_lines("short", 100) == "short"


def test_html_table_fits_with_the_explanation_under_wide_rows():
    """Many number columns: the explanation goes to a full-width row under each step (the table fits
    860 px); few columns: it is the last column. Numbers never wrap; column names wrap at words."""
    from ireval_teach import ndcg
    from ireval_teach.widgets.graded import slides_example

    wide = ndcg(slides_example(), trace=True).to_html(highlight=2)
    assert wide.count("data-step-explanation=") == 10 and ">ideal discounted gain</th>" in wide
    assert re.search(r'<tr data-step-explanation="2" style="[^"]*ffe08a', wide)  # the highlight covers both rows
    assert ">explanation</th>" not in wide
    narrow = reciprocal_rank(Ranking([0, 1]), trace=True).to_html()
    assert ">explanation</th>" in narrow and "data-step-explanation" not in narrow
    for page in (wide, narrow):
        assert "table-layout:auto" in page and "white-space:nowrap" in page


def test_long_html_trace_folds_later_steps_into_details():
    t = average_precision(Ranking([1, 0] * 40), trace=True)
    page = t.to_html()
    assert page.count("<details>") == 1 and "steps 26-80" in page
    assert page.count('data-step="') == 80                       # every step is still there
    assert "<details>" not in t.to_html(max_rows=None)
    assert "<details>" not in average_precision(Ranking([1, 0] * 14), trace=True).to_html()  # 28: not worth folding


def test_html_header_folds_on_demand():
    t = average_precision(Ranking([1, 0, 1]), trace=True)
    assert "<details>" not in t.to_html()
    folded = t.to_html(fold_header=True)
    assert folded.count("<details>") == 1 and "formula and conventions" in folded and "formula: AP" in folded


# -- cost follows what is shown (issue 18): lazy explanations, only shown rows formatted ---------------------
def _count_format_calls(monkeypatch):
    import ireval_teach.graded as graded_mod
    import ireval_teach.trace as trace_mod

    calls = []
    real = trace_mod.format_number

    def counting(x, digits=4):
        calls.append(x)
        return real(x, digits)

    monkeypatch.setattr(trace_mod, "format_number", counting)
    monkeypatch.setattr(graded_mod, "format_number", counting)
    return calls


def test_building_a_trace_formats_no_text_and_html_formats_only_the_rows_shown(monkeypatch):
    from ireval_teach import ndcg

    calls = _count_format_calls(monkeypatch)
    t = average_precision(Ranking([1, 0, 0, 0] * 500), trace=True)   # 2,000 steps
    g = ndcg([3, 0, 1, 2] * 250, trace=True)                         # 1,000 steps
    assert calls == []                                               # no explanation written yet
    page = t.to_html(highlight=1500)
    shown = [int(i) for i in re.findall(r'<tr data-step="(\d+)"', page)]
    assert shown == list(range(25)) + [1500]                         # the first 25 and the highlighted step
    assert "... steps 26-1,500 ..." in page and "steps 26-2,000 are not shown (step 1501 is shown above)" in page
    assert len(calls) < 400                                          # 26 rows, not 2,000
    assert g.to_html().count('data-step="') == 25 + 0                # 975 more: too many to fold, a line says so
    assert "steps 26-1,000 are not shown: 975 more steps" in g.to_html()


def test_lazy_explanations_read_as_the_strings_they_stand_for():
    import dataclasses
    import pickle

    from ireval_teach.trace import RankStep

    t = average_precision(Ranking([0, 1, 1]), trace=True)
    assert t.steps[1].explanation == ("rank 2 is relevant; P@2 = 1/2 = 0.5, R@2 = 1/2 = 0.5 (recall rises); "
                                      "adds P@2/2 = 0.25")
    assert dataclasses.asdict(t.steps[2])["explanation"].startswith("rank 3 is relevant")
    lazy = RankStep(1, 1, True, 1, 1.0, 1.0, 1.0, True, lambda step: "written later")
    eager = RankStep(1, 1, True, 1, 1.0, 1.0, 1.0, True, "written later")
    assert lazy == eager and hash(lazy) == hash(eager) and pickle.loads(pickle.dumps(lazy)) == eager
    assert RankStep._make(1, 1, True, 1, 1.0, 1.0, 1.0, True, "written later") == eager
    with pytest.raises(TypeError, match="explanation is a string or a function"):
        RankStep(1, 1, True, 1, 1.0, 1.0, 1.0, True, 3)


def test_html_folds_at_most_HTML_FOLD_ROWS_further_steps():
    from ireval_teach.trace import HTML_FOLD_ROWS

    small = average_precision(Ranking([1, 0] * 40), trace=True).to_html(highlight=60)
    assert small.count("<details>") == 1 and small.count('data-step="') == 80   # step 61 above, not in the fold
    big = average_precision(Ranking([1, 0] * (HTML_FOLD_ROWS + 20)), trace=True).to_html()
    assert "<details>" not in big and "are not shown" in big


@pytest.mark.parametrize("call, error, named", [
    (lambda: fraction_text(None, 3), "InconsistentCountError", "numerator None"),
    (lambda: fraction_text(1, 2.5), "InconsistentCountError", "denominator 2.5"),
    (lambda: format_number(0.5, digits="map"), "InvalidCutoffError", "'map'"),
    (lambda: format_number(0.5, digits=-1), "InvalidCutoffError", "-1"),
    (lambda: format_number(0.5, digits=True), "InvalidCutoffError", "True"),
    (lambda: __import__("ireval_teach.trace", fromlist=["wrap_lines"]).wrap_lines(None), "InvalidOptionError", "None"),
    (lambda: __import__("ireval_teach.trace", fromlist=["wrap_lines"]).wrap_lines("a b", 0), "InvalidCutoffError", "0"),
    (lambda: __import__("ireval_teach.trace", fromlist=["steps_table"]).steps_table(None), "IrevalError", "None"),
    (lambda: __import__("ireval_teach.trace", fromlist=["steps_table"]).steps_table([1, 2]), "IrevalError", "[1, 2]"),
    (lambda: __import__("ireval_teach.trace", fromlist=["lazy_explanation"]).lazy_explanation(int), "IrevalError", "int"),
])
def test_text_helpers_raise_typed_errors_naming_the_bad_value(call, error, named):
    import ireval_teach.errors as errors

    with pytest.raises(getattr(errors, error)) as info:
        call()
    assert named in str(info.value)


def test_text_helpers_still_accept_numpy_integers():
    import numpy as np

    assert fraction_text(np.int64(2), np.int64(4)) == "2/4 = 0.5" and format_number(2 / 3, np.int64(2)) == "0.67"
