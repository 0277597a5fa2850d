"""Arguments of the wrong kind get a typed error at the boundary that names the value (the fuzz suite's
rule, checked here on chosen cases: tie bands, comparison formats, explain's pieces, digits variants)."""

from __future__ import annotations

import argparse

import pytest

from ireval_teach import digits_variants, ties
from ireval_teach.errors import (InconsistentCountError, InvalidCutoffError, InvalidIdError, InvalidScoreError,
                                 IrevalError, UnknownOptionError, WrongTypeError)
from ireval_teach.examples import claims
from ireval_teach.trec import compare, explain
from ireval_teach.trec.measures import parse_measure


def test_tie_band_names_the_bad_argument():
    with pytest.raises(InvalidCutoffError, match=r"relevance_level .* got \[inf\]"):
        ties.tie_band([1.0, 1.0], [1, 0], "P_1", relevance_level=[float("inf")])
    with pytest.raises(InconsistentCountError, match="n_relevant .* got nan"):
        ties.tie_band([1.0, 1.0], [1, 0], "P_1", n_relevant=float("nan"))
    with pytest.raises(InvalidScoreError, match="ideal_gains"):
        ties.tie_band([1.0, 1.0], [1, 0], "ndcg", ideal_gains=["a"])
    with pytest.raises(WrongTypeError, match=r"measure must be a str, got 3 \(int\)"):
        ties.tie_band([1.0], [1], 3)
    with pytest.raises(IrevalError, match="measures must be a sequence, got 921914"):
        ties.ties_report("q", "r", measures=921914)
    # still the value it was: two documents tied at the top, one relevant
    band = ties.tie_band([1.0, 1.0], [1, 0], "P_1")
    assert (band.worst, band.expected, band.best) == (0.0, 0.5, 1.0)


def test_a_long_unknown_measure_is_quoted_short():
    with pytest.raises(UnknownOptionError) as e:
        parse_measure("x" * 5000)
    assert len(str(e.value)) < 2000 and "xxx..." in str(e.value)


def test_formats_and_commands_name_what_they_got():
    for fmt in (compare.format_text, compare.format_csv, compare.format_json, compare.format_latex,
                compare.format_markdown):
        with pytest.raises(WrongTypeError, match=r"must be a Comparison, got None \(NoneType\)"):
            fmt(None)
    with pytest.raises(WrongTypeError, match="Comparison"):
        compare.format_comparison({"a": 1}, "text")
    with pytest.raises(WrongTypeError, match="must be a str"):
        compare.latex_escape(["a_b"])
    with pytest.raises(TypeError):      # also a TypeError, for callers that catch that
        compare.run_compare(None, print, None)
    with pytest.raises(WrongTypeError, match="progress"):
        compare.run_compare(argparse.Namespace(), print, object())
    with pytest.raises(WrongTypeError, match="parsed command line"):
        ties.run_ties_report({"qrels": "q"})


def test_explain_pieces_check_their_inputs():
    with pytest.raises(WrongTypeError, match="qrels"):
        explain.query_input(None, None, "1")
    with pytest.raises(WrongTypeError, match="QueryInput"):
        explain.trace_of("q1", parse_measure("P_5")[0])
    with pytest.raises(WrongTypeError, match="trace"):
        explain.trace_json({"value": 1})


def test_digits_variants_and_claims_check_queries():
    with pytest.raises(IrevalError, match="2601"):
        digits_variants.random_average_precisions(queries=[2601])
    with pytest.raises(InvalidIdError, match="queries"):
        digits_variants.truncated_average_precisions("pixels_l2", 5, queries=2)
    with pytest.raises(InvalidIdError, match="queries"):
        claims.precision_recall_trend("pixels_l2", queries=1e116)
    with pytest.raises(UnknownOptionError, match="systems must be a sequence, got None"):
        claims.roc_and_pr_with_distractors(systems=None)
