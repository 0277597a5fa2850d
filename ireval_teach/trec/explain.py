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

import math
import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import IrevalError, TrecFormatError, check_option, excerpt
from ..ranking import Ranking
from ..trace import TEXT_WIDTH, Trace, _text_table, format_number, wrap_lines
from .files import TIE_RULES, Qrels, Run, _index_of, read_qrels, read_run
from .evaluator import NDCG_FORMULATIONS
from .measures import Measure, parse_measure


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


@dataclass(frozen=True)
class JudgedStep:
    """One retrieved document for the measures built for incomplete judgments (bpref, infAP).

    ``judgment`` says what the qrels say of the document; ``rel_above``, ``nonrel_above`` and
    ``unjudged_above`` count the judged relevant, judged non-relevant and in-pool unjudged
    documents ranked above it; ``contribution`` is what the document adds to the value.
    """

    rank: int
    judgment: str
    relevant: bool
    rel_above: int
    nonrel_above: int
    unjudged_above: int
    contribution: float
    explanation: str


#: Formulas of the measures shown without a step-through (their value is the evaluator's).
FORMULAS = {
    "relative_P": "relative_P@k = relevant in the top k / min(k, R)",
    "set_relative_P": "set_relative_P = relevant retrieved / min(retrieved, R)",
    "set_map": "set_map = (relevant retrieved)^2 / (retrieved * R)",
    "utility": "utility = a * relevant retrieved + b * non-relevant retrieved + c * relevant missed + "
               "d * non-relevant not retrieved (default a, b, c, d = 1, -1, 0, 0)",
    "binG": "binG = (1/R) * sum over relevant ranks k of 1 / log2(2 + k - relevant up to k)",
    "G": "G = (1 / sum of ideal gains) * sum over retrieved d of gain(d) / log2(2 + cost up to d - gain up to d)",
    "ndcg_rel": "ndcg_rel = mean over the L documents with a positive gain of nDCG at their rank "
                "(nDCG of the whole ranking for those not retrieved)",
    "Rndcg": "Rndcg = mean of DCG(p) / ideal DCG(p) at the ranks p where the ideal gain changes",
    "rbp": "rbp = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 unless given (rbp.p=0.8)",
    "rbp_resid": "rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1): how much rbp could grow",
    "unj": "unj@k = unjudged documents (not in the qrels, or a negative label) in the top k / k",
    "num_nonrel_judged_ret": "num_nonrel_judged_ret = retrieved documents judged non-relevant",
}


def _judged_trace(qrels: Qrels, run: Run, qid: str, m: Measure, level: int) -> Trace:
    """bpref, gm_bpref or infAP of one query, document by document."""
    from .evaluator import INFAP_EPSILON, MIN_GEO_MEAN, NOT_IN_POOL

    qi = _index_of(qrels.qid_bytes, qid)
    docnos = run.docnos[run.rows_of(qid)]
    lab = qrels.lookup(np.full(len(docnos), qi), docnos, missing=NOT_IN_POOL).tolist() if len(docnos) else []
    judged = qrels.judgments(qid)
    R = sum(1 for g in judged.values() if g >= level)
    N = sum(1 for g in judged.values() if 0 <= g < level)
    bpref = m.family in ("bpref", "gm_bpref")
    r_above = n_above = u_above = 0
    total = 0.0
    steps = []
    for i, g in enumerate(lab):
        rank = i + 1
        if g == NOT_IN_POOL:
            what, expl, term = "not in the qrels", "not judged: skipped (no assumption of non-relevance)", 0.0
            if not bpref:
                expl = "not in the pool: skipped, but it still takes a rank"
        elif g < 0:
            what, term = f"in the pool, unjudged ({g})", 0.0
            expl = ("unjudged: skipped" if bpref
                    else "in the pool but unjudged: counts in the pool above later documents")
        elif g < level:
            what, term = f"non-relevant ({g})", 0.0
            expl = "judged non-relevant: counts against every relevant document below"
        else:
            what = f"relevant ({g})"
            if bpref:
                if n_above:
                    term = 1.0 - min(n_above, R) / min(N, R)
                    expl = f"1 - min({n_above}, R={R}) / min(N={N}, R={R}) = {term:.4f}"
                else:
                    term = 1.0
                    expl = "no judged non-relevant above: 1"
            elif i == 0:
                term, expl = 1.0, "rank 1: 1"
            else:
                j = float(i)
                pool = r_above + n_above + u_above
                term = (1.0 / (j + 1.0) + (j / (j + 1.0)) * (pool / j)
                        * ((r_above + INFAP_EPSILON) / (r_above + n_above + 2 * INFAP_EPSILON)))
                expl = (f"1/{rank} + ({i}/{rank}) * ({pool}/{i} in the pool above) * "
                        f"({r_above} relevant / {r_above + n_above} judged, smoothed) = {term:.4f}")
        rel = g != NOT_IN_POOL and g >= level
        steps.append(JudgedStep(rank, what, rel, r_above, n_above, u_above, term / R if R else 0.0,
                                expl + (f"; / R = {term / R:.4f}" if rel and R else "")))
        total += term
        if g != NOT_IN_POOL:
            if g < 0:
                u_above += 1
            elif g < level:
                n_above += 1
            else:
                r_above += 1
    value = total / R if R else 0.0
    conv = {"relevant documents (R)": str(R), "documents not in the qrels": "skipped; they only take ranks"}
    if bpref:
        conv["judged non-relevant (N)"] = str(N)
        formula = ("bpref = (1/R) * sum over retrieved relevant d of (1 - min(n_d, R) / min(N, R)), n_d the judged "
                   "non-relevant documents ranked above d (a term 1 when n_d = 0); unjudged documents are skipped")
    else:
        formula = ("infAP = (1/R) * sum over retrieved relevant d at rank k of: 1 if k = 1, else 1/k + ((k-1)/k) * "
                   "(p/(k-1)) * ((r + e)/(r + n + 2e)), with r, n, u the judged relevant, judged non-relevant and "
                   "in-pool unjudged documents above d, p = r + n + u, e = 0.00001 (the precision above d is "
                   "estimated from the judged sample)")
    if m.family == "gm_bpref":
        formula = f"gm_bpref per query = log(max(bpref, 0.00001)) = log(max({value:.4f}, 0.00001)); " + formula
        value = math.log(max(value, MIN_GEO_MEAN))
    return Trace(m.name, value, steps, formula=formula, conventions=conv,
                 ranking=Ranking([max(0, g) if g != NOT_IN_POOL else 0 for g in lab] or [0],
                                 ids=tuple(x.decode("utf-8", "replace") for x in docnos.tolist()) or ("-",),
                                 threshold=level) if len(lab) else None)


def _evaluator_trace(qrels: Qrels, run: Run, qid: str, m: Measure, level: int, ndcg_formulation: str) -> Trace:
    """A measure without a step-through: its formula and the evaluator's value for the query."""
    from .evaluator import evaluate

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = evaluate(qrels, run, [m], relevance_level=level, ndcg_formulation=ndcg_formulation)
    return Trace(m.name, res.value(m.name, qid), (), formula=FORMULAS.get(m.family, m.family),
                 conventions={"step-through": "none for this measure; the value is the vectorised evaluator's"})


def _trace(r: Ranking, m: Measure, all_grades_ranking: Ranking, ndcg_formulation: str = "trec") -> Trace:
    from .. import (average_precision, eleven_point_average_precision, f_measure_at, interpolated_precision,
                    precision_at, r_precision, recall_at, reciprocal_rank)

    f, k = m.family, m.param
    if f == "map":
        return average_precision(r, trace=True)
    if f == "gm_map":
        t = average_precision(r, trace=True)
        v = math.log(max(float(t.value), 1e-5))
        return Trace(m.name, v, t.steps, formula=f"gm_map per query = log(max(AP, 0.00001)) = log(max("
                     f"{float(t.value):.4f}, 0.00001)) = {v:.4f}; over queries exp(mean of these logs), the geometric "
                     f"mean of AP, which a query with AP near 0 pulls down far more than the mean does. AP: "
                     + t.formula, conventions=dict(t.conventions), ranking=r)
    if f == "success":
        t = precision_at(r, k, trace=True)
        v = 1.0 if float(t.value) > 0 else 0.0
        return Trace(m.name, v, t.steps, formula=f"success@{k} = 1 if a relevant document is in the top {k}, "
                     f"else 0 (here P@{k} = {float(t.value):.4f})", conventions=dict(t.conventions), ranking=r)
    if f == "Rprec_mult":
        R = r.n_relevant
        c = int(float(k) * R + 0.9)
        head = f"{m.name} = P@c with c = (long)({float(k):g} * R + 0.9) = (long)({float(k):g} * {R} + 0.9) = {c}"
        if c == 0:
            return Trace(m.name, 0.0, (), formula=head + ": no cut-off, 0", ranking=r)
        t = precision_at(r, c, trace=True)
        return Trace(m.name, t.value, t.steps, formula=head + "; " + t.formula, conventions=dict(t.conventions),
                     ranking=r)
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
    if f == "set_F" and k is not None:
        raise IrevalError("explain shows set_F with beta = 1 only")
    counts = {"num_q": 1, "num_ret": r.length, "num_rel": r.n_relevant, "num_rel_ret": r.n_relevant_retrieved}
    return Trace(m.name, float(counts[f]), (), formula=f"{f}: a count for this query", ranking=r)


def explain(qrels: Qrels | str, run: Run | str, qid: str, measure: str | Measure = "AP", *,
            relevance_level: int = 1, ties: str = "trec_eval", ndcg_formulation: str = "trec") -> Trace:
    """The trace of one measure on one query (see the module docstring).

    ``ndcg_formulation`` ("trec", "exponential", "classic") is passed to :func:`ireval_teach.graded.ndcg`.
    """
    check_option("tie rule", ties, TIE_RULES)
    check_option("NDCG formulation", ndcg_formulation, NDCG_FORMULATIONS)
    _check_level(relevance_level)
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
    if m.family in ("runid", "relstring"):
        raise IrevalError(f"{m.name} is text, not a number to explain; `ireval-teach eval -q -m {m.name}` prints it")
    qid = str(qid)
    r = query_ranking(qrels, run, qid, relevance_level=relevance_level)
    if m.family in FORMULAS or (m.family == "ndcg" and m.param is not None):
        return _evaluator_trace(qrels, run, qid, m, relevance_level, ndcg_formulation)
    if r is None:
        R = int(qrels.num_rel(relevance_level)[_index_of(qrels.qid_bytes, qid)])
        value = float(R) if m.family == "num_rel" else (1.0 if m.family == "num_q" else 0.0)
        if m.family in ("gm_map", "gm_bpref"):
            value = math.log(1e-5)
        return Trace(m.name, value, (), formula="the run retrieved nothing for this query",
                     conventions={"query missing from the run": "evaluated as an empty ranking: every measure is 0 "
                                  "(trec_eval -c; ireval-teach's default)", "relevant documents (R)": str(R)})
    if m.family in ("bpref", "gm_bpref", "infAP"):
        return _judged_trace(qrels, run, qid, m, relevance_level)
    if m.family in ("ndcg", "ndcg_cut"):
        grades = [g for d, g in qrels.judgments(qid).items() if g > 0 and d not in set(r.ids)]
        graded = Ranking(r.labels.tolist(), ids=r.ids, unretrieved_grades=sorted(grades, reverse=True))
    else:
        graded = r
    return _trace(r, m, graded, ndcg_formulation)


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
