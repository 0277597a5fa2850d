"""Wrong kinds of arguments to the TREC readers and the evaluator: typed errors naming the value."""

from __future__ import annotations

import pytest

from ireval_teach.errors import InvalidOptionError, TrecFormatError, UnknownOptionError
from ireval_teach.trec import evaluate, qrels_from_text, read_qrels, read_run, run_from_text
from ireval_teach.trec.explain import explain
from ireval_teach.trec.files import DuplicateDocumentError


@pytest.mark.parametrize("call, error, words", [
    (lambda: evaluate(None, None), InvalidOptionError, "qrels must be a Qrels"),
    (lambda: evaluate(qrels_from_text("1 0 d 1\n"), 7), InvalidOptionError, "got 7"),
    (lambda: evaluate(qrels_from_text("1 0 d 1\n"), run_from_text("1 Q0 d 1 1 t\n"), [["map"]]),
     InvalidOptionError, "['map']"),
    (lambda: evaluate(qrels_from_text("1 0 d 1\n"), run_from_text("1 Q0 d 1 1 t\n"), None),
     InvalidOptionError, "got None"),
    (lambda: read_qrels(None), InvalidOptionError, "got None"),
    (lambda: read_qrels(""), InvalidOptionError, "empty"),
    (lambda: read_qrels("a\0b"), TrecFormatError, "null"),
    # explain's own path check keeps its error class and wording (files._check_path's differ)
    (lambda: explain(None, "r", "1"), TrecFormatError,
     "the qrels must be a file path or an object read_qrels returns, got None"),
    (lambda: explain(qrels_from_text("1 0 d 1\n"), "", "1"), TrecFormatError,
     "the run must be a file path or an object read_run returns, got ''"),
    (lambda: read_qrels("/nonexistent/q", groups="yes"), InvalidOptionError, "'yes'"),
    (lambda: read_run(3.5), InvalidOptionError, "3.5"),
    (lambda: read_run("/nonexistent/r", progress=5), InvalidOptionError, "progress"),
    (lambda: read_run("/nonexistent/r", ties=[]), UnknownOptionError, "[]"),
    (lambda: qrels_from_text(None), InvalidOptionError, "None"),
    (lambda: run_from_text(b"1 Q0 d 1 1 t\n", name=3), InvalidOptionError, "3"),
    (lambda: run_from_text(["1 Q0 d 1 1 t"]), InvalidOptionError, "['1 Q0 d 1 1 t']"),
])
def test_wrong_arguments_raise_typed_errors(call, error, words):
    with pytest.raises(error) as info:
        call()
    assert words in str(info.value)


def test_text_readers_name_the_text_not_a_temporary_file():
    with pytest.raises(DuplicateDocumentError, match=r"^<run text>, line 2: document 'd' appears twice"):
        run_from_text("1 Q0 d 1 1 t\n1 Q0 d 2 1 t\n")
    with pytest.raises(TrecFormatError, match=r"^my qrels, line 1: expected 4 fields"):
        qrels_from_text("1 0 d\n", name="my qrels")
