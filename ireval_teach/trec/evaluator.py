"""The vectorised evaluator: every query of a run at once, with NumPy, as trec_eval computes it.

All queries' ranked documents sit in flat arrays, grouped by query and in rank order (see
:mod:`.files`). A measure is then a few whole-array operations -- cumulative sums for tp(k),
``np.bincount`` with weights for per-query sums, ``np.maximum.reduceat`` for interpolated
precision -- and no Python loop over queries on the hot path.

A run given as a file path is evaluated as it is read, chunk by chunk: each chunk holds whole
queries (a run written query by query), is ranked and evaluated on its own, and only the per-query
values are kept, so memory is bounded by the qrels and a chunk, not by the run (50 M run lines in
about 0.3 GiB). Every value is computed query by query (per-query sums, running sums restarting at
each query), so the chunks change no bit of any value. A malformed line is reported where it is
found (as reading the whole file would); a run whose queries' lines are interleaved (a query seen
again in a later chunk) and any other error fall back to reading the whole file, which gives the
same values, errors and warnings.

Per-query formulas (R = relevant documents of the query in the qrels, tp(k) = relevant among the
top k, n = documents retrieved; trec_eval's ``m_*.c`` files; every value is 0 where its
denominator is 0):

* ``map``      = (1/R) * sum of tp(k)/k over relevant ranks k       (``map_cut_k``: ranks k <= cut-off)
* ``gm_map``   per query log(max(AP, 1e-5)) (trec_eval's and pytrec_eval's per-query value); its
  "all" value is the geometric mean exp(mean of the logs). ``gm_bpref`` likewise from bpref.
* ``P_k``      = tp(k) / k  (missing ranks past the end count as not relevant)
* ``recall_k`` = tp(k) / R;  ``Rprec`` = tp(R) / R;  ``recip_rank`` = 1 / first relevant rank
* ``Rprec_mult_x`` = tp(c) / c with c = (long)(x * R + 0.9) (trec_eval 9 and 10 alike)
* ``relative_P_k`` = tp(k) / min(k, R); ``success_k`` = 1 if tp(k) > 0 else 0
* ``bpref`` = (1/R) * sum over retrieved relevant d of 1 - min(N_d, R) / min(N, R), where N_d is the
  number of judged non-relevant documents ranked above d and N the judged non-relevant documents
  of the query (unjudged documents are skipped: no assumption of non-relevance; term 1 if N_d = 0).
* ``infAP`` (Yilmaz and Aslam, trec_eval's m_infap.c) = (1/R) * sum over retrieved relevant d at
  rank k of: 1 if k = 1, else 1/k + ((k-1)/k) * (|pool above d| / (k-1)) * ((r + eps) / (r + nr + 2 eps)),
  where above d are r judged relevant, nr judged non-relevant and u in-pool unjudged documents
  (qrels label < 0), |pool above d| = r + nr + u, and eps = 1e-5.
* ``ndcg``     = DCG / ideal DCG with gain = label and discount log2(rank + 1); the ideal ranking
  holds every judged document with label > 0, best first (``ndcg_cut_k``: both cut at k).
  That is ``ndcg_formulation="trec"`` (default); ``"exponential"`` uses gain 2^label - 1 and
  ``"classic"`` the discount 1 at rank 1 and log2(rank) after (:mod:`ireval_teach.graded` names
  the same three), always with trec_eval's ideal ranking from all judgments. trec_eval's gain
  parameters (``ndcg.1=3,2=9``) set the gain of the named levels (others keep gain = label; the
  ideal ranking takes the positive gains, largest first).
* ``ndcg_rel`` = (1/L) * (sum over retrieved d with gain > 0 of DCG(rank d) / ideal DCG(rank d)
  + (L - those retrieved) * DCG / ideal DCG), L the documents with a positive gain;
  ``Rndcg`` = mean of DCG(p) / ideal DCG(p) at each rank p where the ideal gain changes (and at
  the end of the ranking if it is longer than L + 1); ``G`` = (1/sum of ideal gains) * sum over
  retrieved d of gain(d) / log2(2 + cost(d) - gain so far), cost(d) the sum of max(ideal gain, 1)
  up to d; ``binG`` = (1/R) * sum over relevant ranks k of 1 / log2(2 + k - tp(k)).
* ``iprec_at_recall_L`` = max { P@k : tp(k) >= c(L) }, 0 if fewer than c(L) relevant documents
  were retrieved, with ``c(L)`` by the named ``interpolation`` convention:
  ``"textbook"`` (default): c = max(1, ceil(L * R)) in exact arithmetic, i.e. R@k >= L exactly;
  ``"trec_eval_9"``: c = max(1, (long)(L * R + 0.9)) in double arithmetic, trec_eval 9's rounding,
  which pytrec_eval (pytrec-eval-terrier, built on trec_eval 9.0.x) uses; ``"trec_eval_10"``:
  c = max(1, lround(L * R)), trec_eval 10.0's ("Breaking fix: change uses of int truncation to
  round/floor"); ``"trec_eval"`` is kept as another name of ``"trec_eval_9"``. See
  :mod:`ireval_teach.interpolation` for where they differ. ``11pt_avg`` is their mean over
  L = 0.0, 0.1, ..., 1.0 (or over trec_eval's parameters, ``11pt_avg..25,.5``).
* ``set_P`` = tp(n)/n, ``set_recall`` = tp(n)/R, ``set_F`` = (b + 1) P R / (b P + R) with b = 1 or
  trec_eval's parameter (``set_F.0.5``; trec_eval's b weights P as written, it is not squared),
  ``set_relative_P`` = tp(n) / min(n, R), ``set_map`` = tp(n)^2 / (n R)
* ``utility`` = a tp(n) + b (n - tp(n)) + c (R - tp(n)) + d (N + tp(n) - n - R) with (a, b, c, d) =
  (1, -1, 0, 0) or trec_eval's parameters and N = ``num_docs`` (trec_eval's ``-N``, default 0);
  0 for a query the run does not answer (trec_eval ``-c``).
* ``rbp`` = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 or ``rbp.p=0.8``; gains as for ndcg,
  rescaled to [0, 1] as (g - min) / (max - min) over the query's gains (and 0) when some gain lies
  outside [0, 1]. ``rbp_resid`` = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1) (the
  most rbp could still grow), 0 if every retrieved document is judged.
* ``unj_k`` = unjudged documents (not in the qrels, or label < 0) among the top k, divided by k.
* ``relstring``: the first N labels (N = 10 or ``relstring.N``) as characters: the digit, ``>``
  above 9, ``-`` not in the qrels, ``.`` in the qrels with a negative label. No "all" value.
* ``num_q``, ``num_ret``, ``num_rel``, ``num_rel_ret``, ``num_nonrel_judged_ret``: counts; their
  "all" value is a **sum**. ``runid``: the run's tag (:attr:`EvalResult.runid`).

A label counts as relevant when ``label >= relevance_level`` (default 1, trec_eval's ``-l``);
negative labels are never relevant and have no gain (trec_eval: judged "unjudged"). The gains of
ndcg, ndcg_cut, G and rbp do not depend on the relevance level (as in trec_eval).

trec_eval's ranking options: ``max_retrieved`` (``-M``) keeps the top M documents of each query;
``judged_only`` (``-J``) then drops every document that is not judged (not in the qrels, or a
negative label) and ranks the rest 1, 2, ... in the same order.

Query-set policies (each named; warnings are :class:`QuerySetWarning` naming the queries):

* ``missing="zero"`` (default; trec_eval ``-c``): a query in the qrels that the run does not
  answer is evaluated as an empty ranking -- every measure 0, its relevant documents count in
  ``num_rel`` -- and counts in the mean; ``"skip"`` (trec_eval 9 without ``-c``) leaves it out;
  ``"error"`` refuses (trec_eval 10 without ``-c`` stops: "result qid not found").
* ``extra="ignore"`` (default; as trec_eval): run queries absent from the qrels are ignored;
  ``"error"`` refuses.
* ``no_relevant="zero"`` (default; as trec_eval): a query whose judgments are all non-relevant is
  evaluated (values 0 where R is a denominator) and counts in the mean; ``"skip"`` leaves it out.

When no query is left to evaluate the result would be an empty mean: that is an error
(:class:`~ireval_teach.errors.InsufficientDataError`), not 0.

Every value is finite: an exponential gain that overflows a double is an error naming the label
(:class:`~ireval_teach.errors.InvalidLabelError`), never ``inf`` or ``nan``.

>>> import os, tempfile
>>> d = tempfile.mkdtemp()
>>> _ = open(os.path.join(d, "qrels"), "w").write("1 0 a 1\\n1 0 b 0\\n1 0 c 2\\n")
>>> _ = open(os.path.join(d, "run"), "w").write("1 Q0 a 1 3 s\\n1 Q0 b 2 2 s\\n1 Q0 c 3 1 s\\n")
>>> res = evaluate(os.path.join(d, "qrels"), os.path.join(d, "run"), ["map", "P_2", "ndcg", "num_rel", "bpref"])
>>> res.mean("map"), res.value("P_2", "1"), res.mean("num_rel"), res.value("bpref", "1")
(0.8333333333333333, 0.5, 2.0, 0.5)
"""

from __future__ import annotations

import math
import os
import warnings
from dataclasses import dataclass, field
from collections.abc import Callable, Iterable, Mapping, Sequence

import numpy as np

from ..errors import (InsufficientDataError, InvalidOptionError, IrevalError, check_option,
                      excerpt)
from ..query_policy import NO_RELEVANT
from .files import (TIE_RULES, Progress, Qrels, Run, _check_path, _check_progress, _read_run, _ReadError,
                    _run_chunks, _source, read_qrels)
from ..measures import REGISTRY
from ..measures._batch import (INFAP_EPSILON, MIN_GEO_MEAN, NOT_IN_POOL, Batch, _at_count, _lround, _QrelsRows,
                               _seg_cumsum, _wsum)
from .measures import Measure, parse_measures

__all__ = ["evaluate", "EvalResult", "QuerySetWarning", "MISSING", "EXTRA", "INTERPOLATION", "NDCG_FORMULATIONS",
           "NOT_IN_POOL", "MIN_GEO_MEAN", "INFAP_EPSILON", "CHUNK_ROWS"]
# the batch arrays and their helpers live with the kernels (:mod:`ireval_teach.measures._batch`); these names
# are kept here for the code and tests that import them from the evaluator
_Context = Batch
_REEXPORTED = (_at_count, _lround, _seg_cumsum, _wsum)

MISSING = ("zero", "skip", "error")
EXTRA = ("ignore", "error")
INTERPOLATION = ("textbook", "trec_eval_9", "trec_eval_10", "trec_eval")
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
    aligned with them (for ``relstring`` and ``runid``, an array of strings); ``measures`` the
    parsed measures in request order; ``runid`` the run's tag. With ``missing="zero"`` the qrels
    queries the run does not answer are among ``qids``, evaluated as empty rankings; ``answered``
    are the ``qids`` that have at least one line in the run.
    """

    qids: tuple[str, ...]
    values: Mapping[str, np.ndarray]
    measures: tuple[Measure, ...]
    conventions: Mapping[str, str] = field(default_factory=dict)
    runid: str = ""
    answered: tuple[str, ...] = ()

    def mean(self, name: str) -> float:
        """The "all" value: the mean over queries, the sum for the num_* counts (trec_eval), the
        geometric mean for gm_map and gm_bpref (exp of the mean of their per-query logs)."""
        m = self._measure(name)
        v = self.values[m.name]
        if m.aggregate in ("none", "runid"):
            raise IrevalError(f"{m.name} has no numeric 'all' value (trec_eval prints it per query only)"
                              if m.aggregate == "none" else "runid is the run's tag, not a number")
        if m.summed:
            return float(v.sum())
        mean = math.fsum(v.tolist()) / len(v) if len(v) else 0.0
        return math.exp(mean) if m.aggregate == "geometric" and len(v) else mean

    def value(self, name: str, qid: str) -> float | str:
        """One query's value: a float, or the text of a text measure (``relstring``, ``runid``)."""
        try:
            i = self.qids.index(str(qid))
        except ValueError:
            raise IrevalError(f"query {qid!r} was not evaluated") from None
        v = self.values[self._measure(name).name][i]
        return v if isinstance(v, str) else float(v)

    def per_query(self, name: str) -> dict[str, float | str]:
        """``{qid: value}`` for one measure (text for a text measure, as :meth:`value`)."""
        return dict(zip(self.qids, self.values[self._measure(name).name].tolist()))

    def _measure(self, name: str) -> Measure:
        for m in self.measures:
            if m.name == name:
                return m
        raise IrevalError(f"measure {name!r} was not computed; computed: {', '.join(m.name for m in self.measures)}")

    def to_dict(self) -> dict[str, dict]:
        """``{"measure": {"qid": value, ..., "all": aggregate}}`` at full precision (the ``--json``
        output); ``relstring`` has no "all", ``runid`` only "all"."""
        out: dict[str, dict] = {}
        for m in self.measures:
            if m.aggregate == "runid":
                out[m.name] = {"all": self.runid}
                continue
            d = self.per_query(m.name)
            if m.aggregate != "none":
                d["all"] = self.mean(m.name)
            out[m.name] = d
        return out

    def to_trec(self, per_query: bool = False) -> str:
        """trec_eval's layout: ``measure<TAB>qid<TAB>value``, 4 decimals (counts as integers), "all" lines last.

        With ``per_query`` the per-query lines come first, grouped by query as ``trec_eval -q`` prints
        them; like trec_eval, num_q, runid, gm_map and gm_bpref have no per-query line and relstring
        only per-query lines.
        """
        lines: list[str] = []
        if per_query:  # as trec_eval -q: every measure of the first query, then of the next, ...
            shown = [m for m in self.measures if _per_query_line(m)]
            cols = [self.values[m.name].tolist() for m in shown]
            for i, q in enumerate(self.qids):
                lines.extend(f"{m.name:<22}\t{q}\t{_fmt(m, c[i])}" for m, c in zip(shown, cols))
        for m in self.measures:
            if m.aggregate == "runid":
                lines.append(f"{'runid':<22}\tall\t{self.runid}")
            elif m.aggregate != "none":
                lines.append(f"{m.name:<22}\tall\t{_fmt(m, self.mean(m.name))}")
        return "\n".join(lines) + ("\n" if lines else "")


def _per_query_line(m: Measure) -> bool:
    return m.aggregate not in ("runid", "geometric") and m.family != "num_q"


def _fmt(m: Measure, v) -> str:
    if m.family == "relstring":
        return f"'{v}'"
    if m.is_count:
        return str(int(round(v)))
    return f"{v:6.4f}"


# --------------------------------------------------------------------------------------------
def evaluate(qrels: Qrels | str, run: Run | str, measures: Iterable[str | Measure] = ("map",), *,
             relevance_level: int = 1, missing: str = "zero", extra: str = "ignore",
             no_relevant: str = "zero", interpolation: str = "textbook", ties: str = "trec_eval",
             ndcg_formulation: str = "trec", max_retrieved: int | None = None, judged_only: bool = False,
             num_docs: int = 0, progress: Callable[[str, float], None] | None = None,
             read_progress: Progress | None = None) -> EvalResult:
    """Evaluate a run against qrels (objects from :mod:`.files`, or file paths) for the named measures.

    See the module docstring for formulas and the named policies. Returns an :class:`EvalResult`.

    A run given as a path is read and evaluated chunk by chunk (whole queries at a time, only the
    per-query values kept), so its size is not bounded by memory; a run whose queries' lines are
    interleaved is read whole. Both give the same values. ``read_progress(done, total)`` is called
    as the run file is read (bytes).
    """
    check_option("missing-query policy", missing, MISSING)
    check_option("extra-query policy", extra, EXTRA)
    check_option("no-relevant policy", no_relevant, NO_RELEVANT)
    check_option("interpolation cut-off rule", interpolation, INTERPOLATION)
    check_option("NDCG formulation", ndcg_formulation, NDCG_FORMULATIONS)
    if isinstance(relevance_level, bool) or not isinstance(relevance_level, int) or relevance_level < 1:
        raise IrevalError(f"relevance_level must be a whole number >= 1, got {relevance_level!r}")
    if max_retrieved is not None and (isinstance(max_retrieved, bool) or not isinstance(max_retrieved, int)
                                      or max_retrieved < 0):
        raise IrevalError(f"max_retrieved must be a whole number >= 0, got {max_retrieved!r}")
    if isinstance(num_docs, bool) or not isinstance(num_docs, int):
        raise IrevalError(f"num_docs must be a whole number, got {num_docs!r}")
    if not isinstance(qrels, (Qrels, str, bytes, os.PathLike)):
        raise InvalidOptionError(f"qrels must be a Qrels (from read_qrels) or the path of a qrels file, "
                                 f"got {excerpt(qrels)}")
    if not isinstance(run, (Run, str, bytes, os.PathLike)):
        raise InvalidOptionError(f"run must be a Run (from read_run) or the path of a run file, got {excerpt(run)}")
    if progress is not None and not callable(progress):
        raise InvalidOptionError(f"progress must be None or a function progress(stage, fraction), "
                                 f"got {excerpt(progress)}")
    if isinstance(measures, (str, Measure)):
        measures = [measures]
    try:
        measures = list(measures)
    except TypeError:
        raise InvalidOptionError(f"measures must be a measure name or a list of them, got {excerpt(measures)}") \
            from None
    bad = [x for x in measures if not isinstance(x, (str, Measure))]
    if bad:
        raise InvalidOptionError(f"measures must be names (str) or Measure objects, got {excerpt(bad[0])} "
                                 f"in {excerpt(measures)}")
    ms = [m for m in measures if isinstance(m, Measure)]
    names = [m for m in measures if not isinstance(m, Measure)]
    ms = ms + parse_measures(names) if names else ms
    if not ms:
        raise IrevalError("no measure to compute")
    if not isinstance(qrels, Qrels):
        qrels = read_qrels(qrels)
    opts = dict(relevance_level=relevance_level, no_relevant=no_relevant, interpolation=interpolation,
                ndcg_formulation=ndcg_formulation, max_retrieved=max_retrieved, judged_only=judged_only,
                num_docs=num_docs)
    policy = dict(missing=missing, extra=extra, ties=ties if not isinstance(run, Run) else run.ties)
    shown: list[str] = []          # query-set warnings, shown when the evaluation ends (or fails)
    try:
        if isinstance(run, Run):
            return _evaluate_loaded(qrels, run, ms, opts, policy, progress, shown)
        path = _check_path(run, "the run file")
        check_option("tie rule", ties, TIE_RULES)
        _check_progress(read_progress)
        with _source(path) as (real, show):
            try:
                res, streamed = _evaluate_streaming(qrels, real, show, ms, opts, policy, progress, read_progress)
                shown.extend(streamed)
                return res
            except _ReadError as e:      # a malformed line: reading the whole file would stop there too
                raise e.error from None
            except _QuerySetError as e:  # every chunk evaluated, then the query set refused: so would it be
                shown.extend(e.shown)
                raise e.error from None
            except (_Interleaved, IrevalError):
                # a run whose queries are interleaved, or any error: the whole file in memory (which
                # also gives exactly the error and the warnings of the in-memory evaluation)
                pass
            return _evaluate_loaded(qrels, _read_run(real, show, ties, read_progress), ms, opts, policy, progress,
                                    shown)
    finally:
        for message in shown:
            warnings.warn(message, QuerySetWarning, stacklevel=2)


#: Rows of the run evaluated at a time when it is read from a file (at least; a chunk ends at a query's
#: last line). Memory grows with it: with 16k rows a 0.5 M-line run peaks at 38 MiB (42 with 32k rows
#: and 512 KiB blocks), in the same time (benchmarks/README.md).
CHUNK_ROWS = 1 << 14


class _Interleaved(Exception):
    """A query of the run comes back in a later chunk (its lines are not contiguous)."""


class _QuerySetError(Exception):
    """The query set of a streamed run is refused (``missing="error"``, ``extra="error"``, nothing left to
    evaluate) after every chunk was read: the in-memory evaluation would refuse it with the same
    ``error`` and the same warnings ``shown`` before it, so the run is not read again."""

    def __init__(self, error: IrevalError, shown: list[str]):
        super().__init__(str(error))
        self.error, self.shown = error, shown


def _evaluate_loaded(qrels: Qrels, run: Run, ms, opts, policy, progress, shown: list):
    """Every query of a run in memory at once; query-set warnings appended to ``shown``."""
    acc = _Accumulator(qrels, ms, **opts)
    keep = acc.query_set(run.qid_bytes, np.isin(qrels.qid_bytes, run.qid_bytes), policy, run.path, shown)
    if progress:
        progress("evaluating", 0.0)
    acc.add(run)
    res = acc.finish(keep, policy, run.runid)
    if progress:
        progress("evaluating", 1.0)
    return res


def _evaluate_streaming(qrels: Qrels, real: str, show: str, ms, opts, policy, progress, read_progress):
    """The run read and evaluated chunk by chunk (whole queries; see :func:`.files._run_chunks`), only
    the per-query values kept: memory bounded by the chunk and the qrels, not the run."""
    acc = _Accumulator(qrels, ms, **opts)
    runid = ""
    if progress:
        progress("evaluating", 0.0)
    for chunk in _run_chunks(real, show, policy["ties"], read_progress, min_rows=CHUNK_ROWS):
        if not acc.add(chunk):
            raise _Interleaved
        runid = chunk.runid
    extra = np.array(sorted(acc.extra), dtype=bytes) if acc.extra else np.zeros(0, dtype="S1")
    shown: list[str] = []
    try:
        keep = acc.query_set(extra, acc.seen, policy, show, shown, extra_only=True)
    except IrevalError as e:
        raise _QuerySetError(e, shown) from None
    res = acc.finish(keep, policy, runid)
    if progress:
        progress("evaluating", 1.0)
    return res, shown


class _Accumulator:
    """Per-query values of an evaluation, filled query set by query set (:meth:`add`, one call per
    chunk of whole queries), then assembled in trec_eval's query order (:meth:`finish`).

    Each chunk is evaluated on its own rows and the qrels rows of its queries only; every measure
    is computed query by query (sums per query, running sums restarting at each query), so a
    query's values are the same whatever chunk it is in.
    """

    def __init__(self, qrels: Qrels, ms, *, relevance_level, no_relevant, interpolation, ndcg_formulation,
                 max_retrieved, judged_only, num_docs):
        self.qrels, self.ms = qrels, ms
        self.level, self.no_relevant = relevance_level, no_relevant
        self.interpolation, self.ndcg_formulation = interpolation, ndcg_formulation
        self.max_retrieved, self.judged_only, self.num_docs = max_retrieved, judged_only, num_docs
        nq = len(qrels.qid_bytes)
        self.num_rel_all = qrels.num_rel(relevance_level)
        self.base_keep = self.num_rel_all > 0 if no_relevant == "skip" else np.ones(nq, dtype=bool)
        self.qstart = np.searchsorted(qrels.qcode, np.arange(nq + 1))
        self.seen = np.zeros(nq, dtype=bool)
        self.extra: dict[bytes, None] = {}
        self.need_pool = judged_only or any(_needs_pool(x) for x in ms)
        self.values = {m.name: (np.empty(nq, dtype=object) if REGISTRY[m.family].text else np.zeros(nq))
                       for m in ms}

    def query_set(self, run_qids, in_run, policy, run_path, shown, extra_only=False):
        """The evaluated qrels queries (a mask), by the named policies; warnings appended to ``shown``."""
        qset = self.qrels.qid_bytes
        extra_q = run_qids if extra_only else run_qids[~np.isin(run_qids, qset)]
        if len(extra_q):
            names_ = [x.decode("utf-8", "replace") for x in extra_q.tolist()]
            if policy["extra"] == "error":
                raise IrevalError(f"{len(names_)} run queries are not in the qrels: {_names(names_)}")
            shown.append(f"{len(names_)} run queries are not in the qrels and are ignored: {_names(names_)}")
        keep = np.ones(len(qset), dtype=bool)
        missing = policy["missing"]
        if (~in_run).any():
            names_ = [x.decode("utf-8", "replace") for x in qset[~in_run].tolist()]
            if missing == "error":
                raise IrevalError(f"{len(names_)} qrels queries have no results in the run: {_names(names_)}")
            what = "score 0 (trec_eval -c)" if missing == "zero" else "are skipped"
            shown.append(f"{len(names_)} qrels queries have no results in the run and {what}: {_names(names_)}")
            if missing == "skip":
                keep &= in_run
        keep &= self.base_keep
        if not keep.any():
            raise InsufficientDataError(
                f"no query to evaluate: the run {run_path} answers none of the {len(qset)} qrels queries of "
                f"{self.qrels.path}" + (" (missing='skip')" if missing == "skip" else "")
                + (" that have a relevant document (no_relevant='skip')" if self.no_relevant == "skip" else ""))
        return keep

    def add(self, run: Run) -> bool:
        """Evaluate the queries of ``run``; False (nothing done) if one of them was in an earlier chunk."""
        qset = self.qrels.qid_bytes
        nq = len(qset)
        pos = np.searchsorted(qset, run.qid_bytes)
        found = (pos < nq) & (qset[np.minimum(pos, nq - 1)] == run.qid_bytes)
        codes = pos[found]
        if self.seen[codes].any():
            return False
        extra = run.qid_bytes[~found].tolist()
        if any(x in self.extra for x in extra):
            return False
        self.extra.update(dict.fromkeys(extra))
        self.seen[codes] = True
        evaluated = self.base_keep[codes]
        evc = codes[evaluated]                       # qrels codes of the evaluated queries, ascending
        m = len(evc)
        if m == 0:
            return True
        run_to_eval = np.full(len(run.qid_bytes), -1, dtype=np.int64)
        run_to_eval[np.flatnonzero(found)[evaluated]] = np.arange(m)
        ei = run_to_eval[run.qcode] if len(run) else np.zeros(0, dtype=np.int64)
        sel = ei >= 0
        if self.max_retrieved is not None and len(ei):   # -M: the top M of each query
            starts = np.searchsorted(run.qcode, run.qcode)
            sel &= np.arange(len(ei)) - starts < self.max_retrieved
        if sel.all():
            docnos, dochash = run.docnos, run.dochash
        else:
            ei, docnos, dochash = ei[sel], run.docnos[sel], run.dochash[sel]
        labels = (self.qrels.lookup(evc[ei], docnos, dochash, missing=NOT_IN_POOL if self.need_pool else 0)
                  if len(ei) else np.zeros(0, dtype=np.int64))
        del docnos, dochash
        if self.judged_only and len(ei):     # -J: judged documents only, ranked 1, 2, ... in the same order
            judged = labels >= 0
            ei, labels = ei[judged], labels[judged]
        self._compute(evc, ei, labels, np.ones(m, dtype=bool))
        return True

    def _compute(self, evc, ei, labels, answered):
        m = len(evc)
        a, b = self.qstart[evc], self.qstart[evc + 1]
        lens = b - a
        if int(evc[-1]) - int(evc[0]) + 1 == m:      # a range of queries: a slice of the qrels rows
            rows = slice(int(a[0]), int(b[-1]))
        else:
            rows = np.arange(int(lens.sum())) + np.repeat(a - (np.cumsum(lens) - lens), lens)
        sub = _QrelsRows(np.repeat(np.arange(m), lens), self.qrels.labels[rows])
        ctx = Batch(ei, labels, self.num_rel_all[evc].astype(np.int64), m, self.level, sub,
                       self.interpolation, self.ndcg_formulation,
                       num_docs=self.num_docs, answered=answered)
        for meas in self.ms:
            if meas.family != "runid":
                self.values[meas.name][evc] = _kernel_values(ctx, meas)

    def finish(self, keep, policy, runid: str) -> EvalResult:
        """Queries evaluated as empty rankings (missing="zero"), then the result for the ``keep`` queries."""
        unanswered = np.flatnonzero(keep & ~self.seen)
        if len(unanswered):
            self._compute(unanswered, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64),
                          np.zeros(len(unanswered), dtype=bool))
        eval_q = self.qrels.qid_bytes[keep]
        m = len(eval_q)
        values: dict[str, np.ndarray] = {}
        for meas in self.ms:
            values[meas.name] = np.full(m, runid, dtype=object) if meas.family == "runid" \
                else self.values[meas.name][keep]
        qids = tuple(x.decode("utf-8", "replace") for x in eval_q.tolist())
        level = self.level
        conv = {"ties": policy["ties"], "missing queries": policy["missing"], "extra queries": policy["extra"],
                "queries without relevant documents": self.no_relevant, "relevance level": str(level),
                "interpolation cut-off": self.interpolation, "NDCG formulation": self.ndcg_formulation}
        if self.max_retrieved is not None:
            conv["max retrieved per query"] = str(self.max_retrieved)
        if self.judged_only:
            conv["judged documents only"] = "yes"
        answered = tuple(q for q, seen in zip(qids, self.seen[keep].tolist()) if seen)
        return EvalResult(qids, values, tuple(self.ms), conv, runid, answered)


def _needs_pool(m: Measure) -> bool:
    """Does the measure tell documents not in the qrels from judged non-relevant ones? (trec_eval's gain
    parameters make nDCG one of them.)"""
    spec = REGISTRY[m.family]
    return spec.needs_pool or (spec.form == "pairs" and m.param is not None)


def _kernel_values(batch: Batch, meas: Measure) -> np.ndarray:
    """The per-query values of one measure over a batch of queries: its registered kernel."""
    return REGISTRY[meas.family].kernel(batch, meas.param)
