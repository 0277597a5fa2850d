"""How far ties can move a score: the worst, expected and best value over the orders of tied documents.

A run gives two documents the same score: which one is ranked first is not the system's decision
but the evaluation tool's (trec_eval: the larger docno first). Every order of the tied documents is
an equally good reading of the run. :func:`tie_band` gives, for one query and measure:

* **worst** -- within every group of tied documents the least relevant first (lowest gain first);
* **best** -- the most relevant first;
* **expected** -- the mean over all orders of the tied documents, each order equally likely.

Every measure here only rewards gain moved earlier, so the worst and best orders above are the
extremes. The expected value is computed **exactly** by formula, no enumeration or sampling
(``method="exact"``): a group of g tied documents at ranks s+1..s+g holding r relevant ones, after T
relevant ones above it:

* P@k, recall@k: a rank i in the group is relevant with probability r/g, so E[tp(k)] is
  T + (k - s) r / g when k falls inside the group;
* DCG, nDCG (``ndcg``, ``ndcg_cut_k``): every rank of the group gets the group's mean gain (the
  ideal DCG does not depend on the order) -- the tie-averaged DCG of McSherry & Najork (ECIR 2008),
  which is also what ``sklearn.metrics.ndcg_score`` computes (``ignore_ties=False``);
* AP (``map``, ``map_cut_k``): by linearity, E[rel(i) tp(i)] = (r/g) (T + 1 + (i - s - 1)(r - 1)/(g - 1))
  for a rank i of the group (McSherry & Najork's expected AP);
* RR: the first relevant document of the first group holding any is at rank s + J with
  P(J = j) = C(g - j, r - 1) / C(g, r).

Conventions: ties are documents with equal scores **next to each other in the ranking** (trec_eval's
order, score descending, puts all equal scores together); relevance is ``label >= relevance_level``;
gains are the labels (trec_eval's NDCG: gain = label, discount log2(rank + 1), ideal from every
judged document of the query). The tests check the band against brute-force enumeration of all orders.

>>> b = tie_band([3, 2, 2, 1], [0, 1, 0, 1], "P@2")     # ranks 2 and 3 are tied, one relevant
>>> b.worst, b.expected, b.best
(0.0, 0.25, 0.5)
>>> round(tie_band([3, 2, 2, 1], [0, 1, 0, 1], "AP").expected, 6)   # (1/2) * ((1/2 + 1/3) / 2 + 2/4)
0.458333
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

import numpy as np

from .errors import (InconsistentCountError, InvalidCutoffError, InvalidScoreError, IrevalError, check_sequence,
                     check_type, excerpt)

#: The measure families with a tie band (trec_eval's names; ir_measures' names parse to them).
FAMILIES = ("map", "map_cut", "P", "recall", "recip_rank", "ndcg", "ndcg_cut")


@dataclass(frozen=True)
class TieBand:
    """One query and measure: the value under the worst, the expected and the best order of tied documents."""

    measure: str
    worst: float
    expected: float
    best: float
    tie_groups: int
    tied_documents: int
    orders: int
    method: str = "exact"

    @property
    def moves(self) -> bool:
        """True when the order of the tied documents can change the value."""
        return self.best - self.worst > 1e-12 * max(1.0, abs(self.best))


def _measure(measure: Any):
    from .trec.measures import Measure, parse_measure

    if isinstance(measure, Measure):
        m = measure
    else:
        check_type(measure, str, "measure")
        ms = parse_measure(measure)
        if len(ms) != 1:
            raise IrevalError(f"measure {excerpt(measure)} names {len(ms)} measures; give one")
        m = ms[0]
    if m.family not in FAMILIES:
        raise IrevalError(f"no tie band for {m.name}: the band is computed for AP (map, map_cut_k), P_k, "
                          "recall_k, recip_rank, ndcg and ndcg_cut_k")
    return m


def _check_level(level: Any) -> int:
    """relevance_level: a whole number >= 1 (labels at or above it count as relevant)."""
    if isinstance(level, (bool, np.bool_)) or not isinstance(level, (int, np.integer)) or level < 1:
        raise InvalidCutoffError(f"relevance_level must be a whole number >= 1, got {excerpt(level)}")
    return int(level)


def _check_count(n: Any) -> int:
    """n_relevant (R): a whole number >= 0."""
    if isinstance(n, (bool, np.bool_)) or not isinstance(n, (int, np.integer)) or n < 0:
        raise InconsistentCountError(f"n_relevant must be a whole number >= 0, got {excerpt(n)}")
    return int(n)


def _finite_labels(x: Any, name: str) -> np.ndarray:
    """A sequence of finite real numbers as a float array, else a typed error naming the value."""
    items = check_sequence(x, name, InvalidScoreError)
    try:
        arr = np.asarray(items, dtype=float)
    except (TypeError, ValueError, OverflowError):
        raise InvalidScoreError(f"{name} must be real numbers, got {excerpt(items)}") from None
    if arr.ndim != 1 or not np.all(np.isfinite(arr)):
        raise InvalidScoreError(f"{name} must be a flat sequence of finite real numbers, got {excerpt(items)}")
    return arr


def _groups(scores: np.ndarray) -> list[tuple[int, int]]:
    """(start, end) of the runs of equal adjacent scores (end exclusive)."""
    n = len(scores)
    if n == 0:
        return []
    cut = np.flatnonzero(scores[1:] != scores[:-1]) + 1
    bounds = np.concatenate(([0], cut, [n]))
    return [(int(a), int(b)) for a, b in zip(bounds[:-1], bounds[1:])]


def _gains(labels: np.ndarray) -> np.ndarray:
    return np.where(labels > 0, labels, 0).astype(float)


def value_of(labels: Any, measure: Any, *, n_relevant: int | None = None,
             ideal_gains: Any = None, relevance_level: int = 1) -> float:
    """The measure of one fixed ranking (labels in rank order), with trec_eval's conventions.

    ``n_relevant`` (R) defaults to the relevant labels in the ranking; ``ideal_gains`` (every judged
    gain of the query) to the ranking's own gains.
    """
    m = _measure(measure)
    relevance_level = _check_level(relevance_level)
    lab = _finite_labels(labels, "labels")
    rel = (lab >= relevance_level).astype(float)
    R = int(rel.sum()) if n_relevant is None else _check_count(n_relevant)
    k = m.param
    if m.family in ("ndcg", "ndcg_cut"):
        g = _gains(lab)
        ideal = np.sort(_gains(_finite_labels(ideal_gains, "ideal_gains") if ideal_gains is not None else lab))[::-1]
        if k is not None:
            g, ideal = g[:k], ideal[:k]
        idcg = float((ideal / np.log2(np.arange(2, len(ideal) + 2))).sum())
        dcg = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
        return dcg / idcg if idcg > 0 else 0.0
    if m.family in ("P", "recall"):
        tp = float(rel[:k].sum())
        return tp / k if m.family == "P" else (tp / R if R else 0.0)
    if m.family == "recip_rank":
        hit = np.flatnonzero(rel)
        return 1.0 / (hit[0] + 1) if len(hit) else 0.0
    r = rel if k is None else rel[:k]
    running = np.cumsum(r)
    return float((r * running / np.arange(1, len(r) + 1)).sum() / R) if R else 0.0


def _expected(lab: np.ndarray, groups: list[tuple[int, int]], m, R: int, ideal: np.ndarray,
              level: int) -> float:
    rel = (lab >= level).astype(float)
    n = len(lab)
    k = m.param
    if m.family in ("ndcg", "ndcg_cut"):
        g = _gains(lab)
        avg = np.empty(n)
        for a, b in groups:
            avg[a:b] = g[a:b].mean()
        disc = 1.0 / np.log2(np.arange(2, n + 2))
        idl = np.sort(ideal)[::-1]
        if k is not None:
            avg, disc, idl = avg[:k], disc[:k], idl[:k]
        idcg = float((idl / np.log2(np.arange(2, len(idl) + 2))).sum())
        return float((avg * disc).sum()) / idcg if idcg > 0 else 0.0
    # P(rank i relevant) and E[tp(i) | rank i relevant], rank by rank
    p_rel = np.empty(n)
    e_tp_if_rel = np.empty(n)
    before = 0.0
    first_rr: float | None = None
    for a, b in groups:
        size, r = b - a, float(rel[a:b].sum())
        p_rel[a:b] = r / size
        j = np.arange(size, dtype=float)     # i - s - 1
        e_tp_if_rel[a:b] = before + 1 + (j * (r - 1) / (size - 1) if size > 1 else 0.0)
        if first_rr is None and r > 0:
            ri = int(r)
            js = np.arange(1, size - ri + 2, dtype=np.int64)
            probs = np.array([math.comb(size - int(x), ri - 1) for x in js], dtype=float) / math.comb(size, ri)
            first_rr = float((probs / (a + js)).sum())
        before += r
    if m.family in ("P", "recall"):
        tp = float(p_rel[:k].sum())
        return tp / k if m.family == "P" else (tp / R if R else 0.0)
    if m.family == "recip_rank":
        return first_rr or 0.0
    upto = n if k is None else min(k, n)
    terms = p_rel[:upto] * e_tp_if_rel[:upto] / np.arange(1, upto + 1)
    return float(terms.sum() / R) if R else 0.0


def tie_band(scores: Any, labels: Any, measure: Any, *, n_relevant: int | None = None,
             ideal_gains: Any = None, relevance_level: int = 1) -> TieBand:
    """Worst, expected (exact) and best value of ``measure`` over the orders of the tied documents.

    ``scores`` and ``labels`` are the ranked documents of one query in rank order (labels from the
    qrels, 0 if unjudged). ``n_relevant`` is R, the query's relevant documents in the qrels (default:
    those in the ranking); ``ideal_gains`` every judged label of the query (for NDCG's ideal ranking;
    default: the ranking's labels).
    """
    m = _measure(measure)
    relevance_level = _check_level(relevance_level)
    s = _finite_labels(scores, "scores")
    lab = _finite_labels(labels, "labels")
    if len(s) != len(lab):
        raise InconsistentCountError(f"{len(s)} scores but {len(lab)} labels: give one label per ranked document")
    groups = _groups(s)
    R = int((lab >= relevance_level).sum()) if n_relevant is None else _check_count(n_relevant)
    ideal = _gains(_finite_labels(ideal_gains, "ideal_gains") if ideal_gains is not None else lab)
    worst_order = np.concatenate([np.sort(lab[a:b]) for a, b in groups]) if groups else lab
    best_order = np.concatenate([np.sort(lab[a:b])[::-1] for a, b in groups]) if groups else lab
    worst = value_of(worst_order, m, n_relevant=R, ideal_gains=ideal, relevance_level=relevance_level)
    best = value_of(best_order, m, n_relevant=R, ideal_gains=ideal, relevance_level=relevance_level)
    expected = _expected(lab, groups, m, R, ideal, relevance_level)
    sizes = [b - a for a, b in groups if b - a > 1]
    orders = math.prod(math.factorial(x) for x in sizes)
    return TieBand(m.name, worst, expected, best, len(sizes), sum(sizes), orders)


# ------------------------------------------------------------------------------------------------
# a whole run
# ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TiesReport:
    """Tie bands of every query and measure of a run, and how many queries ties can move."""

    queries: tuple[str, ...]
    measures: tuple[str, ...]
    bands: tuple[tuple[TieBand, ...], ...]      # bands[i][j]: query i, measure j

    def moved(self, measure: str) -> int:
        """Queries whose value the order of tied documents can change."""
        j = self.measures.index(measure)
        return sum(row[j].moves for row in self.bands)

    def means(self, measure: str) -> tuple[float, float, float]:
        """(worst, expected, best) of the mean over queries."""
        j = self.measures.index(measure)
        n = max(len(self.bands), 1)
        lo, mid, hi = (math.fsum(getattr(row[j], f) for row in self.bands) / n for f in ("worst", "expected", "best"))
        return lo, mid, hi

    def records(self) -> list[dict[str, Any]]:
        """One dict per query and measure: query, measure, worst, expected, best, method, tied_documents, orders."""
        return [{"query": q, "measure": b.measure, "worst": b.worst, "expected": b.expected, "best": b.best,
                 "method": b.method, "tie_groups": b.tie_groups, "tied_documents": b.tied_documents}
                for q, row in zip(self.queries, self.bands) for b in row]

    def to_text(self, per_query: bool = True) -> str:
        lines = []
        if per_query:
            lines.append(f"{'measure':<14}\t{'query':<8}\tworst\texpected\tbest")
            for q, row in zip(self.queries, self.bands):
                for b in row:
                    lines.append(f"{b.measure:<14}\t{q:<8}\t{b.worst:.4f}\t{b.expected:.4f}\t{b.best:.4f}")
        for name in self.measures:
            lo, mid, hi = self.means(name)
            lines.append(f"{name:<14}\tall     \t{lo:.4f}\t{mid:.4f}\t{hi:.4f}\tties can move {self.moved(name)} of "
                         f"{len(self.queries)} queries")
        lines.append("expected: the exact mean over all orders of the tied documents (equal scores); worst/best: "
                     "the least/most relevant tied documents first")
        return "\n".join(lines) + "\n"


def ties_report(qrels: Any, run: Any, measures: Sequence[Any] = ("map",), *, relevance_level: int = 1,
                ties: str = "trec_eval") -> TiesReport:
    """:func:`tie_band` for every query of the qrels (a query the run does not answer: an empty ranking)
    and every measure. ``qrels``, ``run``: objects from :mod:`ireval_teach.trec` or file paths."""
    from .trec.files import Qrels, Run, read_qrels, read_run

    ms = [_measure(x) for x in check_sequence(measures, "measures", IrevalError)]
    relevance_level = _check_level(relevance_level)
    if not ms:
        raise IrevalError("no measure for the tie report")
    q = qrels if isinstance(qrels, Qrels) else read_qrels(qrels)
    r = run if isinstance(run, Run) else read_run(run, ties=ties)
    run_qids = r.qids
    starts = r.starts
    # the run's query codes in the qrels (-1 when the qrels do not judge that query)
    qpos = {qid: i for i, qid in enumerate(q.qids)}
    codes = np.array([qpos.get(x, -1) for x in run_qids], dtype=np.int64)
    labels = q.lookup(codes[r.qcode], r.docnos, r.dochash) if len(r) else np.zeros(0, dtype=np.int64)
    run_index = {qid: i for i, qid in enumerate(run_qids)}
    qst = np.searchsorted(q.qcode, np.arange(len(q.qid_bytes) + 1))   # rows grouped by query
    qrels_labels = {i: q.labels[qst[i]:qst[i + 1]] for i in range(len(q.qid_bytes))}
    out_q, bands = [], []
    for qid, i in qpos.items():
        all_labels = qrels_labels[i].astype(float)
        R = int((all_labels >= relevance_level).sum())
        j = run_index.get(qid)
        if j is None:
            sc, lab = np.zeros(0), np.zeros(0)
        else:
            sc = r.scores[starts[j]:starts[j + 1]].astype(float)
            lab = labels[starts[j]:starts[j + 1]].astype(float)
        bands.append(tuple(tie_band(sc, lab, m, n_relevant=R, ideal_gains=all_labels,
                                    relevance_level=relevance_level) for m in ms))
        out_q.append(qid)
    return TiesReport(tuple(out_q), tuple(m.name for m in ms), tuple(bands))


def run_ties_report(args: Any) -> int:
    """``ireval-teach eval QRELS RUN --ties-report [-m ...] [--json]``: the bands, as text or JSON."""
    import argparse
    import json
    import sys

    check_type(args, argparse.Namespace, "args (the parsed command line)")
    if getattr(args, "ndcg_formulation", "trec") != "trec":
        raise IrevalError(f"--ties-report computes NDCG with trec_eval's gains (gain = label, discount "
                          f"log2(rank + 1)); --ndcg-formulation {args.ndcg_formulation} is not supported with it")
    report = ties_report(args.qrels, args.run, args.measure or ["map", "P_10", "ndcg_cut_10"],
                         relevance_level=args.relevance_level, ties=args.ties)
    if args.json:
        sys.stdout.write(json.dumps(report.records(), indent=1) + "\n")
    else:
        sys.stdout.write(report.to_text(per_query=True))
    return 0
