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

from typing import Any

import numpy as np

from ..errors import IrevalError
from ..ranking import Ranking
from ..trace import Trace, format_number
from .files import Qrels, Run, _index_of, read_qrels, read_run
from .measures import Measure, parse_measure


def query_ranking(qrels: Qrels, run: Run, qid: str, *, relevance_level: int = 1) -> Ranking | None:
    """The judged ranking of one query (None if the run has no results for it).

    Raises :class:`~ireval_teach.errors.IrevalError` if the query is not in the qrels.
    """
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


def _trace(r: Ranking, m: Measure, all_grades_ranking: Ranking, ndcg_formulation: str = "trec") -> Trace:
    from .. import (average_precision, eleven_point_average_precision, f_measure_at, interpolated_precision,
                    precision_at, r_precision, recall_at, reciprocal_rank)

    f, k = m.family, m.param
    if f == "map":
        return average_precision(r, trace=True)
    if f == "map_cut":
        return average_precision(r, k=k, trace=True)
    if f == "P":
        return precision_at(r, k, trace=True)
    if f == "recall":
        return recall_at(r, k, trace=True)
    if f == "Rprec":
        return r_precision(r, trace=True)
    if f == "recip_rank":
        return reciprocal_rank(r, trace=True)
    if f == "RR_cut":
        cut = Ranking(r.labels[:k].tolist(), r.n_relevant, ids=r.ids[:k], threshold=r.threshold)
        t = reciprocal_rank(cut, trace=True)
        return Trace(f"RR@{k}", t.value, t.steps, formula=t.formula + f" (0 if it is below rank {k})",
                     conventions=dict(t.conventions), ranking=r)
    if f in ("ndcg", "ndcg_cut"):
        from ..graded import ndcg
        return ndcg(all_grades_ranking, k if f == "ndcg_cut" else None, formulation=ndcg_formulation,
                    ideal="all_judgments", trace=True)
    if f == "iprec_at_recall":
        return interpolated_precision(r, float(k), trace=True)
    if f == "11pt_avg":
        return eleven_point_average_precision(r, trace=True)
    if f == "set_P":
        t = precision_at(r, r.length, trace=True)
        return Trace("set P", t.value, t.steps, "set P = relevant retrieved / retrieved", dict(t.conventions), r)
    if f == "set_recall":
        t = recall_at(r, r.length, trace=True)
        return Trace("set recall", t.value, t.steps, "set recall = relevant retrieved / R", dict(t.conventions), r)
    if f == "set_F":
        t = f_measure_at(r, r.length, trace=True)
        return Trace("set F", t.value, t.steps, t.formula + " over the whole retrieved set", dict(t.conventions), r)
    counts = {"num_q": 1, "num_ret": r.length, "num_rel": r.n_relevant, "num_rel_ret": r.n_relevant_retrieved}
    return Trace(m.name, float(counts[f]), (), formula=f"{f}: a count for this query", ranking=r)


def explain(qrels: Qrels | str, run: Run | str, qid: str, measure: str | Measure = "AP", *,
            relevance_level: int = 1, ties: str = "trec_eval", ndcg_formulation: str = "trec") -> Trace:
    """The trace of one measure on one query (see the module docstring).

    ``ndcg_formulation`` ("trec", "exponential", "classic") is passed to :func:`ireval_teach.graded.ndcg`.
    """
    if not isinstance(qrels, Qrels):
        qrels = read_qrels(qrels)
    if not isinstance(run, Run):
        run = read_run(run, ties=ties)
    if isinstance(measure, Measure):
        m = measure
    else:
        ms = parse_measure(measure)
        if len(ms) != 1:
            raise IrevalError(f"measure {measure!r} names {len(ms)} measures; explain one, e.g. {ms[0].name!r}")
        m = ms[0]
    qid = str(qid)
    r = query_ranking(qrels, run, qid, relevance_level=relevance_level)
    if r is None:
        R = int(qrels.num_rel(relevance_level)[_index_of(qrels.qid_bytes, qid)])
        value = float(R) if m.family == "num_rel" else (1.0 if m.family == "num_q" else 0.0)
        return Trace(m.name, value, (), formula="the run retrieved nothing for this query",
                     conventions={"query missing from the run": "evaluated as an empty ranking: every measure is 0 "
                                  "(trec_eval -c; ireval-teach's default)", "relevant documents (R)": str(R)})
    if m.family in ("ndcg", "ndcg_cut"):
        grades = [g for d, g in qrels.judgments(qid).items() if g > 0 and d not in set(r.ids)]
        graded = Ranking(r.labels.tolist(), ids=r.ids, unretrieved_grades=sorted(grades, reverse=True))
    else:
        graded = r
    return _trace(r, m, graded, ndcg_formulation)


def explain_text(trace: Trace, rows: str | int = "auto") -> str:
    """The trace as a table for a terminal, with each rank's docno when the ranking has ids.

    ``rows``: ``"all"``, ``"relevant"`` (ranks holding a relevant document or adding to the value),
    a number N (the first N rows), or ``"auto"`` (all up to 30 rows, else "relevant").
    """
    steps = list(trace.steps)
    lines = trace.header()
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
    widths = [max(len(c), *(len(r[j]) for r in table)) if table else len(c) for j, c in enumerate(cols)]

    def fmt(r):
        return "  ".join(v.ljust(w) if c in ("explanation", "docno") else v.rjust(w)
                         for v, w, c in zip(r, widths, cols)).rstrip()

    lines.append(fmt(cols))
    lines.append(fmt(["-" * w for w in widths]))
    lines.extend(fmt(r) for r in table)
    if note:
        lines.append(note)
    return "\n".join(lines)
