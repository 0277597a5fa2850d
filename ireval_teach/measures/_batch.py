"""The shared arrays of one evaluation: every query's ranked documents at once, in flat NumPy arrays.

A :class:`Batch` holds the ranked documents of ``m`` queries grouped by query in rank order (``ei``
the query of each row, ``labels`` its qrels label, :data:`NOT_IN_POOL` when the document is not in
the qrels), each query's relevant count ``R`` and its qrels rows; it computes once what many measures
share (relevant ranks, tp(k), the pool rows, the ideal rankings, trec_eval's gain tables). The
measure kernels (one family per module of this package) read it; the evaluator
(:mod:`ireval_teach.trec.evaluator`) builds one per chunk of queries, ``explain`` one for a single query.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import InvalidLabelError

#: Label of a retrieved document that is not in the qrels (trec_eval's RELVALUE_NONPOOL).
NOT_IN_POOL = -(2 ** 62)
#: The floor of gm_map and gm_bpref before the logarithm (trec_eval's MIN_GEO_MEAN).
MIN_GEO_MEAN = 1e-5
#: infAP's smoothing constant (trec_eval's INFAP_EPSILON).
INFAP_EPSILON = 1e-5


@dataclass(frozen=True)
class _QrelsRows:
    """The qrels rows of some queries, as :class:`Batch` reads them: query (0..m-1) and label."""

    qcode: np.ndarray
    labels: np.ndarray


def _wsum(index: np.ndarray, weights: np.ndarray, m: int) -> np.ndarray:
    """Per-query sums of ``weights`` as floats (``np.bincount`` returns integers for empty input)."""
    return np.bincount(index, weights, m).astype(np.float64, copy=False)


def _seg_cumsum(v: np.ndarray, group: np.ndarray, long: int = 1024) -> np.ndarray:
    """Running sums of ``v`` that restart where the sorted ``group`` changes, each group summed on its
    own: the same bits as ``np.cumsum`` of that group alone (a global cumsum minus the sum before
    the group would carry rounding from the groups before it).

    Vectorised over groups: one step per position within a group (``out[r] += out[r - 1]`` for the
    rows at that position), and ``np.cumsum`` for each group longer than ``long`` rows.
    """
    out = np.asarray(v, dtype=np.float64).copy()
    n = len(out)
    if n < 2:
        return out
    heads = np.flatnonzero(np.concatenate([[True], group[1:] != group[:-1]]))
    if len(heads) == 1:  # one query (explain, a student's ranking): its own cumsum
        return np.cumsum(out)
    ends = np.append(heads[1:], n)
    glen = ends - heads
    is_long = glen > long
    for a, b in zip(heads[is_long].tolist(), ends[is_long].tolist()):
        out[a:b] = np.cumsum(out[a:b])
    if is_long.all():
        return out
    short_len = np.repeat(np.where(is_long, 0, glen), glen)
    pos = np.arange(n) - np.repeat(heads, glen)
    rows = np.flatnonzero((short_len > 1) & (pos > 0))
    if len(rows) == 0:
        return out
    p = pos[rows].astype(np.uint16)
    order = np.argsort(p, kind="stable")            # rows by position (a radix sort)
    rows, p = rows[order], p[order]
    bounds = np.searchsorted(p, np.arange(1, int(p[-1]) + 2))
    for i in range(len(bounds) - 1):
        r = rows[bounds[i]:bounds[i + 1]]
        out[r] += out[r - 1]
    return out


def _at_count(cum: np.ndarray, start: np.ndarray, q: np.ndarray, upto: np.ndarray) -> np.ndarray:
    """``cum`` (running sums of rows grouped by query, query ``i``'s rows from ``start[i]``) after
    ``upto`` rows of query ``q``; 0 where ``upto`` is 0."""
    upto = np.asarray(upto)
    idx = start[q] + upto - 1
    return np.where(upto > 0, cum[np.maximum(idx, 0)] if len(cum) else 0.0, 0.0)


def _lround(x: np.ndarray) -> np.ndarray:
    """C's lround for x >= 0: halves round away from zero (numpy's round would go to even)."""
    f = np.floor(x)
    return (f + (x - f >= 0.5)).astype(np.int64)


def _valid_int(text: str) -> bool:
    t = text[1:] if text[:1] in "+-" else text
    return t.isdigit() and t.isascii()


class Batch:
    """Shared arrays of one evaluation, computed once and reused by every measure.

    Only the rows holding a document with a positive label matter for most measures (the others
    add nothing but their place in the ranking), so after the per-query counts everything works
    on those rows: ``pe`` (query), ``prank`` (rank), ``plabel``; and the relevant ones: ``e_rel``,
    ``rank_rel``, ``tp_rel`` (how many relevant documents up to that rank). Measures that look at
    judged non-relevant or unjudged documents (bpref, infAP, unj, ...) use the rows in the pool,
    computed on first use (:meth:`_pool`).
    """

    def __init__(self, ei, labels, R, m, level, qrels: _QrelsRows, interpolation, ndcg_formulation="trec",
                 num_docs=0, answered=None):
        self.R, self.m, self.level = R, m, level
        self.ndcg_formulation = ndcg_formulation
        self.interpolation = interpolation
        self.qrels = qrels
        self.ei, self.labels = ei, labels
        self.num_docs = num_docs
        self.answered = answered if answered is not None else np.ones(m, dtype=bool)
        # rows are grouped by query in order, so the query boundaries are a binary search away
        start = np.searchsorted(ei, np.arange(m + 1)).astype(np.int64)
        self.start = start
        self.count = np.diff(start)
        prow = np.flatnonzero(labels > 0)
        self.pe = ei[prow]
        self.prank = prow - start[self.pe] + 1
        self.plabel = labels[prow]
        rel = self.plabel >= level
        self.e_rel = self.pe[rel]
        self.rank_rel = self.prank[rel]
        self.nrr = np.bincount(self.e_rel, minlength=m).astype(np.int64)
        self.rstart = np.concatenate([[0], np.cumsum(self.nrr)]).astype(np.int64)
        self.tp_rel = np.arange(1, len(self.e_rel) + 1, dtype=np.int64) - self.rstart[self.e_rel]
        self._cache: dict = {}

    # helpers -------------------------------------------------------------------------------------
    def _count_rel(self, mask) -> np.ndarray:
        return np.bincount(self.e_rel[mask], minlength=self.m).astype(float)

    def _div(self, num, den) -> np.ndarray:
        num = np.asarray(num, dtype=float)
        den = np.asarray(den, dtype=float)
        out = np.zeros(self.m)
        ok = den > 0
        out[ok] = num[ok] / den[ok]
        return out

    def _tp_at(self, k: np.ndarray) -> np.ndarray:
        """tp(k_q) for a per-query cut-off array ``k``."""
        return self._count_rel(self.rank_rel <= k[self.e_rel])

    def _rel_prec(self) -> np.ndarray:
        """Precision at each relevant rank, tp / rank, grouped by query in rank order."""
        if "rp" not in self._cache:
            self._cache["rp"] = self.tp_rel / self.rank_rel
        return self._cache["rp"]

    def _qrels_count(self, mask: np.ndarray) -> np.ndarray:
        """Per evaluated query, how many of its qrels rows satisfy ``mask`` (a mask over qrels rows)."""
        q = self.qrels
        return np.bincount(q.qcode[mask], minlength=self.m)

    def _pool(self):
        """Rows whose document is in the qrels (judged, or a negative label): query, rank, label."""
        if "pool" not in self._cache:
            rows = np.flatnonzero(self.labels != NOT_IN_POOL)
            e = self.ei[rows]
            self._cache["pool"] = (e, rows - self.start[e] + 1, self.labels[rows])
        return self._cache["pool"]

    @staticmethod
    def _before(e: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """For rows grouped by query ``e``: how many earlier rows of the same query have ``flag``."""
        if len(e) == 0:
            return np.zeros(0, dtype=np.int64)
        f = flag.astype(np.int64)
        cs = np.cumsum(f) - f
        first = np.searchsorted(e, e)
        return cs - cs[first]

    def _last_at_or_before(self, e_rows, rank_rows, cum_rows, e_q, r_q) -> np.ndarray:
        """For queries ``e_q`` and ranks ``r_q``: the value of ``cum_rows`` at the query's last row
        with rank <= r (rows sorted by query, then rank); 0 where there is none."""
        if len(e_rows) == 0 or len(e_q) == 0:
            return np.zeros(len(e_q))
        big = np.int64(max(int(rank_rows.max()), int(np.max(r_q))) + 2)
        key = e_rows.astype(np.int64) * big + rank_rows
        i = np.searchsorted(key, e_q.astype(np.int64) * big + r_q, side="right") - 1
        ok = (i >= 0) & (e_rows[np.maximum(i, 0)] == e_q)
        return np.where(ok, cum_rows[np.maximum(i, 0)], 0.0)

    def _gain(self, labels: np.ndarray) -> np.ndarray:
        lab = labels.astype(np.float64)
        if self.ndcg_formulation != "exponential":
            return lab
        if len(lab) and lab.max() >= 1024:       # 2**1024 overflows a double
            bad = int(labels[np.argmax(lab)])
            raise InvalidLabelError(f"the exponential gain 2**{bad} - 1 of label {bad} overflows a double "
                                    "(labels must be below 1024 with ndcg_formulation='exponential')")
        return np.exp2(lab) - 1.0

    def _discount(self, rank: np.ndarray) -> np.ndarray:
        if self.ndcg_formulation == "classic":
            return np.where(rank == 1, 1.0, np.log2(np.maximum(rank, 1).astype(np.float64)))
        return np.log2(rank + 1.0)

    def _ideal(self):
        """Per judged positive document of evaluated queries: eval index and position in the ideal ranking."""
        if "ideal" not in self._cache:
            q = self.qrels
            pos = q.labels > 0
            e = q.qcode[pos]
            g = q.labels[pos].astype(float)
            order = np.lexsort((-g, e))
            e, g = e[order], g[order]
            cnt = np.bincount(e, minlength=self.m)
            st = np.concatenate([[0], np.cumsum(cnt)])
            pos = np.arange(1, len(e) + 1) - st[e] if len(e) else np.zeros(0, np.int64)
            self._cache["ideal"] = (e, g, pos)
        return self._cache["ideal"]


    def _trec_values(self, labels: np.ndarray) -> np.ndarray:
        """trec_eval's relevance value of ranked documents: the label, -1 not in the qrels, -2 negative label."""
        return np.where(labels == NOT_IN_POOL, -1, np.where(labels < 0, -2, labels))

    def _gains(self, pairs):
        """(gain of each pool row, the per-query ideal gains as (query, gain, position)) with trec_eval's
        ``setup_gains``: level i has gain i unless a ``i=g`` pair says g; the ideal ranking takes every
        judged document's positive gain, largest first."""
        key = ("gains", pairs)
        if key in self._cache:
            return self._cache[key]
        table = {}
        for name, g in pairs or ():
            if _valid_int(name) and int(name) not in table:
                table[int(name)] = float(g)
        pe, prank, plab = self._pool()
        tv = self._trec_values(plab)
        row_gain = np.where(tv >= 0, tv, 0).astype(float)
        q = self.qrels
        qrow = q.labels >= 0
        qe, qg = q.qcode[qrow], q.labels[qrow].astype(float)
        for lvl, g in table.items():
            row_gain[tv == lvl] = g
            qg[q.labels[qrow] == lvl] = g
        pos_g = qg > 0
        qe, qg = qe[pos_g], qg[pos_g]
        order = np.lexsort((-qg, qe))
        qe, qg = qe[order], qg[order]
        cnt = np.bincount(qe, minlength=self.m)
        st = np.concatenate([[0], np.cumsum(cnt)])
        ipos = np.arange(1, len(qe) + 1) - st[qe] if len(qe) else np.zeros(0, np.int64)
        self._cache[key] = (row_gain, (qe, qg, ipos, st, cnt), table)
        return self._cache[key]

