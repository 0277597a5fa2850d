"""Why does query 301 have AP 0.31? One query of a run, explained step by step.

:func:`query_ranking` turns one query of a run and its qrels into the core library's
:class:`~ireval_teach.Ranking` (labels in rank order, docnos as ids, relevant documents never
retrieved as ``unretrieved_grades``); :func:`explain` computes the named measure on it with
``trace=True`` using the core step-through functions (:func:`~ireval_teach.average_precision`,
:func:`~ireval_teach.precision_at`, :func:`ireval_teach.graded.ndcg` with ``formulation="trec"``
and trec_eval's ideal ranking, ...). The value is the one the vectorised evaluator prints for that
query (the tests check it); negative qrels labels become 0 (not relevant), as in the evaluator.

>>> import os, tempfile
>>> d = tempfile.mkdtemp()
>>> _ = open(os.path.join(d, "qrels"), "w").write("301 0 a 1\\n301 0 c 1\\n301 0 z 1\\n")
>>> _ = open(os.path.join(d, "run"), "w").write("301 Q0 a 1 3 s\\n301 Q0 b 2 2 s\\n301 Q0 c 3 1 s\\n")
>>> t = explain(os.path.join(d, "qrels"), os.path.join(d, "run"), "301", "AP")
>>> round(t.value, 4), [s.contribution for s in t.steps if s.relevant]
(0.5556, [0.3333333333333333, 0.2222222222222222])
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction
from typing import Any

import numpy as np

from ..errors import IrevalError, TrecFormatError, check_option, check_type, excerpt
from ..ranking import Ranking
from ..trace import TEXT_WIDTH, Trace, _text_table, format_number, wrap_lines
from .files import TIE_RULES, Qrels, Run, _index_of, read_qrels, read_run
from ..measures import NOT_IN_POOL, REGISTRY, QueryInput, spec_of
from ..measures.judged import JudgedStep
from .evaluator import INTERPOLATION, NDCG_FORMULATIONS
from .measures import Measure, parse_measure

__all__ = ["explain", "explain_text", "query_ranking", "query_input", "trace_of", "trace_json", "JudgedStep"]


def _check_path(path, what: str) -> str:
    """A file path (str or os.PathLike), else a typed error naming the value."""
    import os

    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if not isinstance(path, str) or not path or "\0" in path:
        raise TrecFormatError(f"the {what} must be a file path or an object read_{what} returns, got {excerpt(path)}")
    return path


def _check_level(level) -> int:
    if isinstance(level, bool) or not isinstance(level, (int, np.integer)) or level < 1:
        raise IrevalError(f"relevance_level must be a whole number >= 1, got {excerpt(level)}")
    return int(level)


def _check_options(relevance_level, ndcg_formulation, interpolation, num_docs) -> None:
    """The evaluation options of one query, checked where they enter (a typed error naming a bad value)."""
    check_option("NDCG formulation", ndcg_formulation, NDCG_FORMULATIONS)
    check_option("interpolation cut-off rule", interpolation, INTERPOLATION)
    _check_level(relevance_level)
    if isinstance(num_docs, bool) or not isinstance(num_docs, int):
        raise IrevalError(f"num_docs must be a whole number, got {excerpt(num_docs)}")


def query_ranking(qrels: Qrels, run: Run, qid: str, *, relevance_level: int = 1) -> Ranking | None:
    """The judged ranking of one query (None if the run has no results for it).

    Raises :class:`~ireval_teach.errors.IrevalError` if the query is not in the qrels.
    """
    if not isinstance(qrels, Qrels):
        raise TrecFormatError(f"qrels must be what read_qrels returns, got {excerpt(qrels)}")
    if not isinstance(run, Run):
        raise TrecFormatError(f"run must be what read_run returns, got {excerpt(run)}")
    if not isinstance(qid, str):
        raise IrevalError(f"a query id must be a string, got {excerpt(qid)}")
    _check_level(relevance_level)
    qi = _index_of(qrels.qid_bytes, qid)
    if qi < 0:
        raise IrevalError(f"query {qid!r} is not in the qrels {qrels.path} (trec_eval ignores such queries)")
    rows = run.rows_of(qid)
    docnos = run.docnos[rows]
    judged = qrels.judgments(qid)
    if len(docnos) == 0:
        return None
    labels = qrels.lookup(np.full(len(docnos), qi), docnos)
    labels = np.maximum(labels, 0)
    ids = tuple(x.decode("utf-8", "replace") for x in docnos.tolist())
    got = set(ids)
    unretrieved = sorted((g for d, g in judged.items() if d not in got and g >= relevance_level), reverse=True)
    return Ranking(labels.tolist(), ids=ids, threshold=relevance_level, unretrieved_grades=unretrieved)


def query_input(qrels: Qrels, run: Run, qid: str, *, relevance_level: int = 1, interpolation: str = "textbook",
                ndcg_formulation: str = "trec", num_docs: int = 0) -> QueryInput:
    """One query of a run as the registry's step-throughs read it (:class:`~ireval_teach.measures.QueryInput`):
    its ranked docnos, their qrels labels (``NOT_IN_POOL`` when not in the qrels), its judgments and the options.
    """
    check_type(qrels, Qrels, "qrels (what read_qrels returns)")
    check_type(run, Run, "run (what read_run returns)")
    check_type(qid, str, "the query id")
    _check_options(relevance_level, ndcg_formulation, interpolation, num_docs)
    qi = _index_of(qrels.qid_bytes, qid)
    if qi < 0:
        raise IrevalError(f"query {qid!r} is not in the qrels {qrels.path} (trec_eval ignores such queries)")
    docnos = run.docnos[run.rows_of(qid)]
    labels = qrels.lookup(np.full(len(docnos), qi), docnos, missing=NOT_IN_POOL).tolist() if len(docnos) else []
    return QueryInput(qid, tuple(x.decode("utf-8", "replace") for x in docnos.tolist()), tuple(labels),
                      qrels.judgments(qid), relevance_level=relevance_level, interpolation=interpolation,
                      ndcg_formulation=ndcg_formulation, num_docs=num_docs, answered=len(docnos) > 0,
                      runid=run.runid)


def trace_of(q: QueryInput, m: Measure) -> Trace:
    """The trace of one parsed measure on one query, through the registry: the family's step-through when
    it has one for this parameter and the query retrieved something, else its formula with the kernel's
    value. Its value is always the vectorised kernel's, the number ``eval`` prints for the query (a
    step-through that disagrees beyond rounding is an error, never shown); it carries the family and the
    parameter values as data (:attr:`Trace.family`, :attr:`Trace.params`)."""
    check_type(q, QueryInput, "the query (a QueryInput, see query_input)")
    check_type(m, Measure, "the measure (a Measure, see parse_measure)")
    spec = spec_of(m.family)
    kernel_value = spec.kernel(q.batch(), m.param)[0]
    value: Any = str(kernel_value) if spec.text else float(kernel_value)
    if spec.family == "runid":
        value = q.runid
    t = spec.trace(q, m.param) if spec.trace is not None and q.retrieved else None
    if t is None:
        conv = {"step-through": "none for this measure; the value is the vectorised evaluator's"}
        if not q.retrieved:
            conv = {"query missing from the run": "evaluated as an empty ranking: every measure is 0 except the "
                    "counts (trec_eval -c; ireval-teach's default)", "relevant documents (R)": str(q.R)}
        t = Trace(m.name, value, (), formula=spec.explanation, conventions=conv,
                  ranking=q.ranking if q.retrieved else None)
    elif not spec.text and not math.isclose(float(t.value), value, rel_tol=1e-9, abs_tol=1e-12):
        raise IrevalError(f"internal error: the step-through of {m.name} gives {float(t.value)!r} for query "  # pragma: no cover
                          f"{q.qid!r}, the evaluator {value!r}")
    return dataclasses.replace(t, value=value, family=spec.family, params=spec.param_values(m.param))


def explain(qrels: Qrels | str, run: Run | str, qid: str, measure: str | Measure = "AP", *,
            relevance_level: int = 1, ties: str = "trec_eval", ndcg_formulation: str = "trec",
            interpolation: str = "textbook", num_docs: int = 0) -> Trace:
    """The trace of one measure on one query (see the module docstring).

    Every measure ``eval`` computes can be explained; the options mean what :func:`.evaluator.evaluate`'s
    keywords of the same names mean (``ndcg_formulation`` "trec", "exponential", "classic";
    ``interpolation`` "textbook", "trec_eval_9", "trec_eval_10"; ``num_docs`` trec_eval's ``-N``).
    """
    check_option("tie rule", ties, TIE_RULES)
    _check_options(relevance_level, ndcg_formulation, interpolation, num_docs)
    if not isinstance(qrels, Qrels):
        qrels = read_qrels(_check_path(qrels, "qrels"))
    if not isinstance(run, Run):
        run = read_run(_check_path(run, "run"), ties=ties)
    if isinstance(measure, Measure):
        m = measure
    else:
        ms = parse_measure(measure)
        if len(ms) != 1:
            raise IrevalError(f"measure {measure!r} names {len(ms)} measures; explain one, e.g. {ms[0].name!r}")
        m = ms[0]
    if m.family not in REGISTRY:
        raise IrevalError(f"{m.name} is computed by `ireval-teach trec_eval` only (preference or judgment-group "
                          "qrels); explain has no step-through for it")
    if not isinstance(qid, str):
        raise IrevalError(f"a query id must be a string, got {excerpt(qid)}")
    q = query_input(qrels, run, qid, relevance_level=relevance_level, interpolation=interpolation,
                    ndcg_formulation=ndcg_formulation, num_docs=num_docs)
    return trace_of(q, m)


def trace_json(trace: Trace, measure: str | None = None) -> dict[str, Any]:
    """The trace as JSON-ready data: ``{"measure", "params", "value", "steps", "formula", "conventions"}``
    (``measure`` the name asked for, default the trace's; steps as :meth:`Trace.to_dicts`, numbers at full
    precision; a count as a whole number, as ``eval --json`` prints it)."""
    check_type(trace, Trace, "the trace")
    if measure is not None:
        check_type(measure, str, "the measure name")
    spec = REGISTRY.get(trace.family)
    value = int(round(trace.value)) if spec is not None and spec.is_count else trace.value
    return {"measure": measure or trace.measure, "family": trace.family, "params": _jsonable(dict(trace.params)),
            "value": _jsonable(value), "steps": _jsonable(trace.to_dicts()), "formula": trace.formula,
            "conventions": dict(trace.conventions)}


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, Fraction):
        return float(x)
    if isinstance(x, np.generic):
        return x.item()
    return x


def explain_text(trace: Trace, rows: str | int = "auto", width: int = TEXT_WIDTH) -> str:
    """The trace as a table for a terminal, with each rank's docno when the ranking has ids.

    ``rows``: ``"all"``, ``"relevant"`` (ranks holding a relevant document or adding to the value),
    a number N (the first N rows), or ``"auto"`` (all up to 30 rows, else "relevant"). Lines are at
    most ``width`` characters (issue 14: 100), broken between words: the header's formula and
    conventions wrap, a long explanation continues under itself (:meth:`Trace.to_text`'s layout).
    """
    if not isinstance(trace, Trace):
        raise IrevalError(f"explain_text shows a Trace (what explain returns), got {excerpt(trace)}")
    if not (rows in ("all", "relevant", "auto") or (rows.isascii() and rows.isdigit()) if isinstance(rows, str)
            else isinstance(rows, (int, np.integer)) and not isinstance(rows, bool) and rows >= 0):
        raise IrevalError(f"rows must be 'all', 'relevant', 'auto' or a whole number >= 0, got {excerpt(rows)}")
    if isinstance(width, bool) or not isinstance(width, (int, np.integer)) or width < 40:
        raise IrevalError(f"width must be a whole number >= 40 (characters), got {excerpt(width)}")
    steps = list(trace.steps)
    lines = wrap_lines("\n".join(trace.header()), width).splitlines()
    if not steps:
        return "\n".join(lines)
    ids = getattr(trace.ranking, "ids", None) if isinstance(trace.ranking, Ranking) else None
    cols = list(trace.columns)
    has_rank = "rank" in cols
    if has_rank and ids:
        cols.insert(cols.index("rank") + 1, "docno")
    mode: Any = rows
    if rows == "auto":
        mode = "all" if len(steps) <= 30 else "relevant"
    idx = list(range(len(steps)))
    note = ""
    if mode == "relevant":
        idx = [i for i in idx if getattr(steps[i], "relevant", True) or getattr(steps[i], "contribution", 0)
               or (getattr(steps[i], "label", 0) or 0) > 0]
        if len(idx) < len(steps):
            note = (f"({len(steps) - len(idx)} of {len(steps)} rows not shown: only ranks with a relevant "
                    "document or a contribution; --rows all shows every rank)")
    elif mode != "all":
        n = int(mode)
        if n < len(steps):
            note = f"({len(steps) - n} more rows not shown; --rows all shows every rank)"
        idx = idx[:n]

    def cell(s, c):
        if c == "docno":
            rank = getattr(s, "rank", 0)
            return ids[rank - 1] if 1 <= rank <= len(ids) else "-"
        return format_number(getattr(s, c))

    table = [[cell(steps[i], c) for c in cols] for i in idx]
    if "explanation" in cols:          # the table wraps the explanation, which must be the last column
        j = cols.index("explanation")
        cols = cols[:j] + cols[j + 1:] + ["explanation"]
        table = [r[:j] + r[j + 1:] + [r[j]] for r in table]
    lines.extend(_text_table(cols, table, width))
    if note:
        lines.extend(wrap_lines(note, width).splitlines())
    return "\n".join(lines)
