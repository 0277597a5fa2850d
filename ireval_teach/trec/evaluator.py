"""The vectorised evaluator: every query of a run at once, with NumPy, as trec_eval computes it.

All queries' ranked documents sit in flat arrays, grouped by query and in rank order (see
:mod:`.files`). A measure is then a few whole-array operations -- cumulative sums for tp(k),
``np.bincount`` with weights for per-query sums, ``np.maximum.reduceat`` for interpolated
precision -- and no Python loop over queries on the hot path.

Per-query formulas (R = relevant documents of the query in the qrels, tp(k) = relevant among the
top k; trec_eval's ``m_*.c`` files):

* ``map``      = (1/R) * sum of tp(k)/k over relevant ranks k       (``map_cut_k``: ranks k <= cut-off)
* ``P_k``      = tp(k) / k  (missing ranks past the end count as not relevant)
* ``recall_k`` = tp(k) / R;  ``Rprec`` = tp(R) / R;  ``recip_rank`` = 1 / first relevant rank
* ``ndcg``     = DCG / ideal DCG with gain = label and discount log2(rank + 1); the ideal ranking
  holds every judged document with label > 0, best first (``ndcg_cut_k``: both cut at k).
  That is ``ndcg_formulation="trec"`` (default); ``"exponential"`` uses gain 2^label - 1 and
  ``"classic"`` the discount 1 at rank 1 and log2(rank) after (:mod:`ireval_teach.graded` names
  the same three), always with trec_eval's ideal ranking from all judgments.
* ``iprec_at_recall_L`` = max { P@k : tp(k) >= c(L) }, 0 if fewer than c(L) relevant documents
  were retrieved, with ``c(L)`` by the named ``interpolation`` convention:
  ``"textbook"`` (default): c = max(1, ceil(L * R)) in exact arithmetic, i.e. R@k >= L exactly;
  ``"trec_eval"``: c = max(1, (long)(L * R + 0.9)) in double arithmetic, trec_eval 9's rounding
  (see :mod:`ireval_teach.interpolation` for where the two differ). ``11pt_avg`` is their mean over
  L = 0.0, 0.1, ..., 1.0.
* ``set_P`` = tp(n)/n, ``set_recall`` = tp(n)/R, ``set_F`` = 2PR/(P + R) over all n retrieved
* ``num_q``, ``num_ret``, ``num_rel``, ``num_rel_ret``: counts; their "all" value is a **sum**.

Every value is 0 where its denominator is 0 (a query with no relevant documents, as trec_eval).
A label counts as relevant when ``label >= relevance_level`` (default 1, trec_eval's ``-l``);
negative labels are never relevant and have no gain (trec_eval: judged "unjudged").

Query-set policies (each named; warnings are :class:`QuerySetWarning` naming the queries):

* ``missing="zero"`` (default; trec_eval ``-c``): a query in the qrels that the run does not
  answer is evaluated as an empty ranking -- every measure 0, its relevant documents count in
  ``num_rel`` -- and counts in the mean; ``"skip"`` (trec_eval without ``-c``) leaves it out;
  ``"error"`` refuses.
* ``extra="ignore"`` (default; as trec_eval): run queries absent from the qrels are ignored;
  ``"error"`` refuses.
* ``no_relevant="zero"`` (default; as trec_eval): a query whose judgments are all non-relevant is
  evaluated (values 0 where R is a denominator) and counts in the mean; ``"skip"`` leaves it out.

>>> import os, tempfile
>>> d = tempfile.mkdtemp()
>>> _ = open(os.path.join(d, "qrels"), "w").write("1 0 a 1\\n1 0 b 0\\n1 0 c 2\\n")
>>> _ = open(os.path.join(d, "run"), "w").write("1 Q0 a 1 3 s\\n1 Q0 b 2 2 s\\n1 Q0 c 3 1 s\\n")
>>> res = evaluate(os.path.join(d, "qrels"), os.path.join(d, "run"), ["map", "P_2", "ndcg", "num_rel"])
>>> res.mean("map"), res.value("P_2", "1"), res.mean("num_rel")
(0.8333333333333333, 0.5, 2.0)
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np

from ..errors import IrevalError, check_option
from ..query_policy import NO_RELEVANT
from .files import Qrels, Run, read_qrels, read_run
from .measures import Measure, parse_measures

MISSING = ("zero", "skip", "error")
EXTRA = ("ignore", "error")
INTERPOLATION = ("textbook", "trec_eval")
NDCG_FORMULATIONS = ("trec", "exponential", "classic")


class QuerySetWarning(UserWarning):
    """The qrels and the run do not cover the same queries (the message names them)."""


def _names(qids: Sequence[str], limit: int = 10) -> str:
    shown = ", ".join(qids[:limit])
    return shown + (f" and {len(qids) - limit} more" if len(qids) > limit else "")


@dataclass(frozen=True, eq=False)
class EvalResult:
    """Per-query values and their aggregate ("all") for each measure.

    ``qids`` are the evaluated queries (trec_eval's order); ``values[name]`` is a float array
    aligned with them; ``measures`` the parsed measures in request order.
    """

    qids: tuple[str, ...]
    values: Mapping[str, np.ndarray]
    measures: tuple[Measure, ...]
    conventions: Mapping[str, str] = field(default_factory=dict)

    def mean(self, name: str) -> float:
        """The "all" value: the mean over queries, or the sum for the num_* counts (trec_eval)."""
        m = self._measure(name)
        v = self.values[m.name]
        if m.summed:
            return float(v.sum())
        return math.fsum(v.tolist()) / len(v) if len(v) else 0.0

    def value(self, name: str, qid: str) -> float:
        """One query's value."""
        try:
            i = self.qids.index(str(qid))
        except ValueError:
            raise IrevalError(f"query {qid!r} was not evaluated") from None
        return float(self.values[self._measure(name).name][i])

    def per_query(self, name: str) -> dict[str, float]:
        """``{qid: value}`` for one measure."""
        return dict(zip(self.qids, self.values[self._measure(name).name].tolist()))

    def _measure(self, name: str) -> Measure:
        for m in self.measures:
            if m.name == name:
                return m
        raise IrevalError(f"measure {name!r} was not computed; computed: {', '.join(m.name for m in self.measures)}")

    def to_dict(self) -> dict[str, dict[str, float]]:
        """``{"measure": {"qid": value, ..., "all": aggregate}}`` at full precision (the ``--json`` output)."""
        out = {}
        for m in self.measures:
            d = self.per_query(m.name)
            d["all"] = self.mean(m.name)
            out[m.name] = d
        return out

    def to_trec(self, per_query: bool = False) -> str:
        """trec_eval's layout: ``measure<TAB>qid<TAB>value``, 4 decimals (counts as integers), "all" lines last.

        With ``per_query`` the per-query lines come first, grouped by query as ``trec_eval -q`` prints them.
        """
        lines = []
        fmts = [_fmt_count if m.family.startswith("num_") else _fmt for m in self.measures]
        if per_query:  # as trec_eval -q: every measure of the first query, then of the next, ...
            cols = [self.values[m.name].tolist() for m in self.measures]
            for i, q in enumerate(self.qids):
                lines.extend(f"{m.name:<22}\t{q}\t{f(c[i])}" for m, f, c in zip(self.measures, fmts, cols))
        lines.extend(f"{m.name:<22}\tall\t{f(self.mean(m.name))}" for m, f in zip(self.measures, fmts))
        return "\n".join(lines) + ("\n" if lines else "")


def _fmt(v: float) -> str:
    return f"{v:.4f}"


def _fmt_count(v: float) -> str:
    return str(int(round(v)))


# --------------------------------------------------------------------------------------------
def evaluate(qrels: Qrels | str, run: Run | str, measures: Iterable[str | Measure] = ("map",), *,
             relevance_level: int = 1, missing: str = "zero", extra: str = "ignore",
             no_relevant: str = "zero", interpolation: str = "textbook", ties: str = "trec_eval",
             ndcg_formulation: str = "trec", progress: Callable[[str, float], None] | None = None) -> EvalResult:
    """Evaluate a run against qrels (objects from :mod:`.files`, or file paths) for the named measures.

    See the module docstring for formulas and the named policies. Returns an :class:`EvalResult`.
    """
    check_option("missing-query policy", missing, MISSING)
    check_option("extra-query policy", extra, EXTRA)
    check_option("no-relevant policy", no_relevant, NO_RELEVANT)
    check_option("interpolation cut-off rule", interpolation, INTERPOLATION)
    check_option("NDCG formulation", ndcg_formulation, NDCG_FORMULATIONS)
    if isinstance(relevance_level, bool) or not isinstance(relevance_level, int) or relevance_level < 1:
        raise IrevalError(f"relevance_level must be a whole number >= 1, got {relevance_level!r}")
    if isinstance(measures, (str, Measure)):
        measures = [measures]
    measures = list(measures)
    ms = [m for m in measures if isinstance(m, Measure)]
    names = [m for m in measures if not isinstance(m, Measure)]
    ms = ms + parse_measures(names) if names else ms
    if not ms:
        raise IrevalError("no measure to compute")
    if not isinstance(qrels, Qrels):
        qrels = read_qrels(qrels)
    if not isinstance(run, Run):
        run = read_run(run, ties=ties)
    if progress:
        progress("evaluating", 0.0)

    # ---- the query set ------------------------------------------------------------------------
    qset = qrels.qid_bytes
    num_rel_all = qrels.num_rel(relevance_level)
    in_run = np.isin(qset, run.qid_bytes)
    extra_q = run.qid_bytes[~np.isin(run.qid_bytes, qset)]
    if len(extra_q):
        names_ = [x.decode("utf-8", "replace") for x in extra_q.tolist()]
        if extra == "error":
            raise IrevalError(f"{len(names_)} run queries are not in the qrels: {_names(names_)}")
        warnings.warn(f"{len(names_)} run queries are not in the qrels and are ignored: {_names(names_)}",
                      QuerySetWarning, stacklevel=2)
    keep = np.ones(len(qset), dtype=bool)
    if (~in_run).any():
        names_ = [x.decode("utf-8", "replace") for x in qset[~in_run].tolist()]
        if missing == "error":
            raise IrevalError(f"{len(names_)} qrels queries have no results in the run: {_names(names_)}")
        what = "score 0 (trec_eval -c)" if missing == "zero" else "are skipped"
        warnings.warn(f"{len(names_)} qrels queries have no results in the run and {what}: {_names(names_)}",
                      QuerySetWarning, stacklevel=2)
        if missing == "skip":
            keep &= in_run
    if no_relevant == "skip":
        keep &= num_rel_all > 0
    eval_q = qset[keep]
    m = len(eval_q)
    R = num_rel_all[keep].astype(np.int64)

    # ---- the run rows of evaluated queries, labels from the qrels ---------------------------
    run_to_eval = np.full(len(run.qid_bytes), -1, dtype=np.int64)
    pos = np.searchsorted(eval_q, run.qid_bytes)
    pos_c = np.minimum(pos, max(m - 1, 0))
    found = (pos < m) & (eval_q[pos_c] == run.qid_bytes) if m else np.zeros(len(run.qid_bytes), dtype=bool)
    run_to_eval[found] = pos[found]
    ei_all = run_to_eval[run.qcode] if len(run) else np.zeros(0, dtype=np.int64)
    sel = ei_all >= 0
    if sel.all():
        ei, docnos, dochash = ei_all, run.docnos, run.dochash
    else:
        ei, docnos, dochash = ei_all[sel], run.docnos[sel], run.dochash[sel]
    eval_to_qrels = np.flatnonzero(keep)   # qrels query code of each evaluated query
    labels = qrels.lookup(eval_to_qrels[ei], docnos, dochash) if len(ei) else np.zeros(0, dtype=np.int64)

    ctx = _Context(ei, labels, R, m, relevance_level, qrels, keep, interpolation, ndcg_formulation)
    values: dict[str, np.ndarray] = {}
    for meas in ms:
        values[meas.name] = ctx.compute(meas)
    qids = tuple(x.decode("utf-8", "replace") for x in eval_q.tolist())
    conv = {"ties": run.ties, "missing queries": missing, "extra queries": extra,
            "queries without relevant documents": no_relevant, "relevance level": str(relevance_level),
            "interpolation cut-off": interpolation, "NDCG formulation": ndcg_formulation}
    if progress:
        progress("evaluating", 1.0)
    return EvalResult(qids, values, tuple(ms), conv)


class _Context:
    """Shared arrays of one evaluation, computed once and reused by every measure.

    Only the rows holding a document with a positive label matter for every measure here (the
    others add nothing but their place in the ranking), so after the per-query counts everything
    works on those rows: ``pe`` (query), ``prank`` (rank), ``plabel``; and the relevant ones:
    ``e_rel``, ``rank_rel``, ``tp_rel`` (how many relevant documents up to that rank).
    """

    def __init__(self, ei, labels, R, m, level, qrels: Qrels, keep, interpolation, ndcg_formulation="trec"):
        self.R, self.m, self.level = R, m, level
        self.ndcg_formulation = ndcg_formulation
        self.interpolation = interpolation
        self.qrels, self.keep = qrels, keep
        # rows are grouped by query in order, so the query boundaries are a binary search away
        start = np.searchsorted(ei, np.arange(m + 1)).astype(np.int64)
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

    def _rel_prec(self) -> np.ndarray:
        """Precision at each relevant rank, tp / rank, grouped by query in rank order."""
        if "rp" not in self._cache:
            self._cache["rp"] = self.tp_rel / self.rank_rel
        return self._cache["rp"]

    def _ideal(self):
        """Per judged positive document of evaluated queries: eval index and position in the ideal ranking."""
        if "ideal" not in self._cache:
            q = self.qrels
            keep_rows = self.keep[q.qcode] & (q.labels > 0)
            code = np.cumsum(self.keep) - 1
            e = code[q.qcode[keep_rows]]
            g = q.labels[keep_rows].astype(float)
            order = np.lexsort((-g, e))
            e, g = e[order], g[order]
            cnt = np.bincount(e, minlength=self.m)
            st = np.concatenate([[0], np.cumsum(cnt)])
            pos = np.arange(1, len(e) + 1) - st[e] if len(e) else np.zeros(0, np.int64)
            self._cache["ideal"] = (e, g, pos)
        return self._cache["ideal"]

    def _dcg(self, k=None) -> np.ndarray:
        e, rank, gain = self.pe, self.prank, self.plabel
        if k is not None:
            sel = rank <= k
            e, rank, gain = e[sel], rank[sel], gain[sel]
        dcg = np.bincount(e, self._gain(gain) / self._discount(rank), self.m)
        ie, g, pos = self._ideal()
        ic = self._gain(g) / self._discount(pos)
        if k is not None:
            sel = pos <= k
            ie, ic = ie[sel], ic[sel]
        idcg = np.bincount(ie, ic, self.m)
        return self._div(dcg, idcg)

    def _gain(self, labels: np.ndarray) -> np.ndarray:
        lab = labels.astype(np.float64)
        return np.exp2(lab) - 1.0 if self.ndcg_formulation == "exponential" else lab

    def _discount(self, rank: np.ndarray) -> np.ndarray:
        if self.ndcg_formulation == "classic":
            return np.where(rank == 1, 1.0, np.log2(np.maximum(rank, 1).astype(np.float64)))
        return np.log2(rank + 1.0)

    def _iprec(self, level: Fraction) -> np.ndarray:
        R = self.R
        if self.interpolation == "textbook":
            c = -((-level.numerator * R) // level.denominator)        # ceil(L * R), exact
        else:
            c = (float(level) * R.astype(float) + 0.9).astype(np.int64)  # trec_eval 9: (long)(L*R + 0.9)
        c = np.maximum(c, 1)
        ok = (R > 0) & (c <= self.nrr)
        prec = self._rel_prec()
        out = np.zeros(self.m)
        if not ok.any():
            return out
        # best precision from the c-th relevant rank to the query's last: one reduceat over [a, b)
        a = (self.rstart[:-1] + c - 1)[ok]
        b = self.rstart[1:][ok]
        padded = np.concatenate([prec, [0.0]])
        idx = np.empty(2 * len(a), dtype=np.int64)
        idx[0::2], idx[1::2] = a, b
        out[ok] = np.maximum.reduceat(padded, idx)[0::2]
        return out

    # measures ------------------------------------------------------------------------------------
    def compute(self, meas: Measure) -> np.ndarray:
        f, k = meas.family, meas.param
        m = self.m
        if f == "num_q":
            return np.ones(m)
        if f == "num_ret":
            return self.count.astype(float)
        if f == "num_rel":
            return self.R.astype(float)
        if f == "num_rel_ret":
            return self.nrr.astype(float)
        if f == "P":
            return self._count_rel(self.rank_rel <= k) / k
        if f == "recall":
            return self._div(self._count_rel(self.rank_rel <= k), self.R)
        if f in ("map", "map_cut"):
            prec, e = self._rel_prec(), self.e_rel
            if f == "map_cut":
                sel = self.rank_rel <= k
                e, prec = e[sel], prec[sel]
            return self._div(np.bincount(e, prec, m), self.R)
        if f == "Rprec":
            return self._div(self._count_rel(self.rank_rel <= self.R[self.e_rel]), self.R)
        if f in ("recip_rank", "RR_cut"):
            first = self.rstart[:-1][self.nrr > 0]          # first relevant row of each query
            out = np.zeros(m)
            r = self.rank_rel[first]
            v = 1.0 / r
            if f == "RR_cut":
                v = np.where(r <= k, v, 0.0)
            out[self.e_rel[first]] = v
            return out
        if f == "ndcg":
            return self._dcg()
        if f == "ndcg_cut":
            return self._dcg(k)
        if f == "iprec_at_recall":
            return self._iprec(k)
        if f == "11pt_avg":
            total = np.zeros(m)
            for i in range(11):
                total += self._iprec(Fraction(i, 10))
            return total / 11
        if f in ("set_P", "set_recall", "set_F"):
            P = self._div(self.nrr, self.count)
            Rc = self._div(self.nrr, self.R)
            if f == "set_P":
                return P
            if f == "set_recall":
                return Rc
            return self._div(2 * P * Rc, P + Rc)
        raise IrevalError(f"measure family {f!r} is not implemented")  # pragma: no cover
