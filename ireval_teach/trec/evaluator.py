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
from fractions import Fraction
from collections.abc import Callable, Iterable, Mapping, Sequence

import numpy as np

from ..errors import (InsufficientDataError, InvalidLabelError, InvalidOptionError, IrevalError, check_option,
                      excerpt)
from ..query_policy import NO_RELEVANT
from .files import (TIE_RULES, Progress, Qrels, Run, _check_path, _check_progress, _read_run, _ReadError,
                    _run_chunks, _source, read_qrels)
from .measures import P_DOUBLE, Measure, parse_measures

MISSING = ("zero", "skip", "error")
EXTRA = ("ignore", "error")
INTERPOLATION = ("textbook", "trec_eval_9", "trec_eval_10", "trec_eval")
NDCG_FORMULATIONS = ("trec", "exponential", "classic")

#: Label of a retrieved document that is not in the qrels (trec_eval's RELVALUE_NONPOOL).
NOT_IN_POOL = -(2 ** 62)
#: The floor of gm_map and gm_bpref before the logarithm (trec_eval's MIN_GEO_MEAN).
MIN_GEO_MEAN = 1e-5
#: infAP's smoothing constant (trec_eval's INFAP_EPSILON).
INFAP_EPSILON = 1e-5

#: Measures that tell documents not in the qrels from judged non-relevant ones (the others read 0 for both).
_POOL_FAMILIES = ("bpref", "gm_bpref", "infAP", "unj", "rbp_resid", "relstring", "num_nonrel_judged_ret",
                  "rbp", "G", "ndcg_rel", "Rndcg")


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

    def value(self, name: str, qid: str) -> float:
        """One query's value."""
        try:
            i = self.qids.index(str(qid))
        except ValueError:
            raise IrevalError(f"query {qid!r} was not evaluated") from None
        v = self.values[self._measure(name).name][i]
        return v if isinstance(v, str) else float(v)

    def per_query(self, name: str) -> dict[str, float]:
        """``{qid: value}`` for one measure."""
        return dict(zip(self.qids, self.values[self._measure(name).name].tolist()))

    def _measure(self, name: str) -> Measure:
        for m in self.measures:
            if m.name == name:
                return m
        raise IrevalError(f"measure {name!r} was not computed; computed: {', '.join(m.name for m in self.measures)}")

    def to_dict(self) -> dict[str, dict]:
        """``{"measure": {"qid": value, ..., "all": aggregate}}`` at full precision (the ``--json``
        output); ``relstring`` has no "all", ``runid`` only "all"."""
        out = {}
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
        lines = []
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
        self.need_pool = judged_only or any(x.family in _POOL_FAMILIES or (x.family == "ndcg" and x.param is not None)
                                            for x in ms)
        self.values = {m.name: (np.empty(nq, dtype=object) if m.family in ("relstring", "runid") else np.zeros(nq))
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
        ctx = _Context(ei, labels, self.num_rel_all[evc].astype(np.int64), m, self.level, sub,
                       self.interpolation, self.ndcg_formulation,
                       num_docs=self.num_docs, answered=answered)
        for meas in self.ms:
            if meas.family != "runid":
                self.values[meas.name][evc] = ctx.compute(meas)

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


@dataclass(frozen=True)
class _QrelsRows:
    """The qrels rows of some queries, as :class:`_Context` reads them: query (0..m-1) and label."""

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


class _Context:
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

    def _dcg(self, k=None) -> np.ndarray:
        e, rank, gain = self.pe, self.prank, self.plabel
        if k is not None:
            sel = rank <= k
            e, rank, gain = e[sel], rank[sel], gain[sel]
        dcg = _wsum(e, self._gain(gain) / self._discount(rank), self.m)
        ie, g, pos = self._ideal()
        ic = self._gain(g) / self._discount(pos)
        if k is not None:
            sel = pos <= k
            ie, ic = ie[sel], ic[sel]
        idcg = _wsum(ie, ic, self.m)
        return self._div(dcg, idcg)

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

    def _iprec(self, level: Fraction) -> np.ndarray:
        R = self.R
        if self.interpolation == "textbook":
            c = -((-level.numerator * R) // level.denominator)        # ceil(L * R), exact
        elif self.interpolation == "trec_eval_10":
            c = _lround(float(level) * R.astype(float))               # trec_eval 10: lround(L*R)
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

    # graded measures with trec_eval's gain parameters -----------------------------------------
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

    def _graded(self, f: str, pairs) -> np.ndarray:
        m = self.m
        pe, prank, _ = self._pool()
        row_gain, (qe, qg, ipos, st, cnt), _ = self._gains(pairs)
        nz = row_gain != 0
        e, rank, g = pe[nz], prank[nz], row_gain[nz]
        disc = g / np.log2(rank + 1.0)
        # running sums restart at each query and are summed query by query (_seg_cumsum), so a
        # query's values do not depend on the queries evaluated with it
        icum = _seg_cumsum(qg / np.log2(ipos + 1.0), qe)
        itotal = _at_count(icum, st, np.arange(m), cnt)          # ideal DCG of each query
        dcg_total = _wsum(e, disc, m)
        if f == "ndcg":
            return self._div(dcg_total, itotal)
        run_cum = _seg_cumsum(disc, e)                           # DCG up to and including each row

        def ideal_at(eq, p):   # ideal DCG over ideal positions 1..min(p, L)
            return _at_count(icum, st, eq, np.minimum(p, cnt[eq]))

        if f == "ndcg_rel":
            posg = g > 0
            ratio = run_cum[posg] / np.where(ideal_at(e[posg], rank[posg]) > 0, ideal_at(e[posg], rank[posg]), 1)
            total = _wsum(e[posg], ratio, m)
            L = cnt.astype(float)
            nrr = np.bincount(e[posg], minlength=m)
            total += (L - nrr) * self._div(dcg_total, itotal)
            return np.where(total > 0, self._div(total, L), 0.0)
        if f == "Rndcg":
            # change points p (1..L) of the ideal gain sequence, ideal gain 0 after position L
            nxt = np.concatenate([qg[1:], [0.0]])
            same_q = np.concatenate([qe[1:] == qe[:-1], [False]])
            nxt = np.where(same_q, nxt, 0.0)
            change = nxt != qg
            ce, cp = qe[change], ipos[change]                       # ranks p where the gain changes after p
            dcg_p = self._last_at_or_before(e, rank, run_cum, ce, cp)
            terms = _wsum(ce, dcg_p / ideal_at(ce, cp), m)
            count = np.bincount(ce, minlength=m).astype(float)
            tail = (self.count > cnt + 1) & (itotal > 0)
            terms[tail] += dcg_total[tail] / itotal[tail]
            count[tail] += 1
            out = self._div(terms, count)
            out[self.R == 0] = 0.0
            return out
        if f == "G":
            icost = _seg_cumsum(np.maximum(qg, 1.0), qe)
            L = cnt[e]
            upto = np.minimum(rank, L)
            cost = _at_count(icost, st, e, upto) + (rank - upto)
            gsum = _seg_cumsum(g, e)
            total = _wsum(e, g / np.log2(2.0 + cost - gsum), m)
            isum = _wsum(qe, qg, m)
            return self._div(total, isum)
        raise IrevalError(f"measure family {f!r} is not implemented")  # pragma: no cover

    def _rbp(self, f: str, pairs) -> np.ndarray:
        m = self.m
        p = 0.9
        for name, v in pairs or ():
            if name == "p":
                p = float(v)
        pe, prank, plab = self._pool()
        if f == "rbp":
            row_gain, _, table = self._gains(pairs)
            # trec_eval rescales every gain of the query to [0, 1] when one lies outside it: the gains
            # are the pairs' and those of the levels 0..max label not named by a pair (gain = level)
            q = self.qrels
            rows = q.labels >= 0
            top = np.full(m, -1, dtype=np.int64)
            np.maximum.at(top, q.qcode[rows], q.labels[rows])
            while table and np.isin(top, list(table)).any():     # the largest level without a pair
                top[np.isin(top, list(table))] -= 1
            lo = np.zeros(m)
            hi = np.maximum(top, 0).astype(float)
            for g in table.values():
                lo = np.minimum(lo, g)
                hi = np.maximum(hi, g)
            scale = (lo < 0) | (hi > 1)
            tv = self._trec_values(plab)
            g = row_gain.copy()
            judged_level = tv >= 0
            paired = np.isin(tv, list(table)) if table else np.zeros(len(tv), bool)
            resc = scale[pe] & (judged_level | paired)
            g[resc] = (g[resc] - lo[pe][resc]) / (hi[pe][resc] - lo[pe][resc])
            nz = g != 0
            return (1.0 - p) * _wsum(pe[nz], g[nz] * np.power(p, prank[nz] - 1.0), m)
        # rbp_resid: p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1), 0 when all are judged
        n = self.count
        unj_rows = np.flatnonzero(self.labels < 0)
        ue = self.ei[unj_rows]
        ur = unj_rows - self.start[ue]
        s = _wsum(ue, np.power(p, ur.astype(float)), m)
        has = np.bincount(ue, minlength=m) > 0
        return np.where(has, np.power(p, n.astype(float)) + (1.0 - p) * s, 0.0)

    # measures ------------------------------------------------------------------------------------
    def compute(self, meas: Measure) -> np.ndarray:
        f, k = meas.family, meas.param
        m = self.m
        if f in ("num_q", "runid"):
            return np.ones(m)
        if f == "num_ret":
            return self.count.astype(float)
        if f == "num_rel":
            return self.R.astype(float)
        if f == "num_rel_ret":
            return self.nrr.astype(float)
        if f == "num_nonrel_judged_ret":
            lab = self.labels
            return np.bincount(self.ei[(lab >= 0) & (lab < self.level)], minlength=m).astype(float)
        if f == "P":
            return self._count_rel(self.rank_rel <= k) / k
        if f == "relative_P":
            return self._div(self._count_rel(self.rank_rel <= k), np.minimum(self.R, k))
        if f == "success":
            return (self._count_rel(self.rank_rel <= k) > 0).astype(float)
        if f == "recall":
            return self._div(self._count_rel(self.rank_rel <= k), self.R)
        if f in ("map", "map_cut", "gm_map"):
            prec, e = self._rel_prec(), self.e_rel
            if f == "map_cut":
                sel = self.rank_rel <= k
                e, prec = e[sel], prec[sel]
            ap = self._div(_wsum(e, prec, m), self.R)
            return np.log(np.maximum(ap, MIN_GEO_MEAN)) if f == "gm_map" else ap
        if f == "Rprec":
            return self._div(self._count_rel(self.rank_rel <= self.R[self.e_rel]), self.R)
        if f == "Rprec_mult":
            c = (float(k) * self.R.astype(float) + 0.9).astype(np.int64)   # (long)(x * R + 0.9)
            return self._div(self._tp_at(c), c)
        if f in ("recip_rank", "RR_cut"):
            first = self.rstart[:-1][self.nrr > 0]          # first relevant row of each query
            out = np.zeros(m)
            r = self.rank_rel[first]
            v = 1.0 / r
            if f == "RR_cut":
                v = np.where(r <= k, v, 0.0)
            out[self.e_rel[first]] = v
            return out
        if f == "binG":
            v = 1.0 / np.log2((2 + self.rank_rel - self.tp_rel).astype(float))
            return self._div(_wsum(self.e_rel, v, m), self.R)
        if f in ("bpref", "gm_bpref"):
            e, _, lab = self._pool()
            judged = lab >= 0
            e, lab = e[judged], lab[judged]
            rel = lab >= self.level
            nonrel_above = self._before(e, ~rel)[rel]
            er = e[rel]
            ql = self.qrels.labels
            n_nonrel = self._qrels_count((ql >= 0) & (ql < self.level))
            Rq = self.R[er]
            den = np.minimum(n_nonrel, self.R)[er].astype(float)
            term = np.where(nonrel_above > 0,
                            1.0 - np.minimum(nonrel_above, Rq) / np.where(den > 0, den, 1.0), 1.0)
            b = self._div(_wsum(er, term, m), self.R)
            return np.log(np.maximum(b, MIN_GEO_MEAN)) if f == "gm_bpref" else b
        if f == "infAP":
            e, rank, lab = self._pool()
            rel = lab >= self.level
            nonrel = (lab >= 0) & ~rel
            r_above = self._before(e, rel)[rel]
            n_above = self._before(e, nonrel)[rel]
            u_above = self._before(e, lab < 0)[rel]
            j = (rank[rel] - 1).astype(float)
            jj = np.where(j > 0, j, 1.0)
            eps = INFAP_EPSILON
            term = np.where(j == 0, 1.0, 1.0 / (j + 1.0) + (j / (j + 1.0)) * ((r_above + n_above + u_above) / jj)
                            * ((r_above + eps) / (r_above + n_above + 2 * eps)))
            return self._div(_wsum(e[rel], term, m), self.R)
        if f == "unj":
            lab = self.labels
            rows = np.flatnonzero(lab < 0)
            ue = self.ei[rows]
            top = rows - self.start[ue] < k
            return np.bincount(ue[top], minlength=m) / k
        if f in ("ndcg", "ndcg_rel", "Rndcg", "G"):
            if f == "ndcg" and k is None:
                return self._dcg()
            return self._graded(f, k)
        if f == "ndcg_cut":
            return self._dcg(k)
        if f in ("rbp", "rbp_resid"):
            return self._rbp(f, k)
        if f == "iprec_at_recall":
            return self._iprec(k)
        if f == "11pt_avg":
            levels = P_DOUBLE["11pt_avg"] if k is None else k
            total = np.zeros(m)
            for lv in levels:
                total += self._iprec(Fraction(lv))
            return total / len(levels)
        if f in ("set_P", "set_recall", "set_F", "set_relative_P", "set_map"):
            P = self._div(self.nrr, self.count)
            Rc = self._div(self.nrr, self.R)
            if f == "set_P":
                return P
            if f == "set_recall":
                return Rc
            if f == "set_relative_P":
                return self._div(self.nrr, np.minimum(self.count, self.R))
            if f == "set_map":
                n = self.nrr.astype(float)
                return self._div(n * n, self.count.astype(float) * self.R.astype(float))
            b = 1.0 if k is None else float(k[0])
            return np.where(self.nrr > 0, self._div((b + 1.0) * P * Rc, b * P + Rc), 0.0)
        if f == "utility":
            a, b, c, d = (1.0, -1.0, 0.0, 0.0) if k is None else (float(x) for x in k)
            rr, n, R = self.nrr, self.count, self.R
            u = a * rr + b * (n - rr) + c * (R - rr) + d * (self.num_docs + rr - n - R)
            return np.where(self.answered, u, 0.0)
        if f == "relstring":
            return self._relstring(10 if k is None else int(k[0]))
        raise IrevalError(f"measure family {f!r} is not implemented")  # pragma: no cover

    def _relstring(self, n: int) -> np.ndarray:
        lab = self.labels
        rows = np.flatnonzero(np.arange(len(lab)) - self.start[self.ei] < max(n, 0)) if len(lab) else \
            np.zeros(0, np.int64)
        v = lab[rows]
        chars = np.where(v > 9, ord(">"), np.where(v >= 0, ord("0") + np.clip(v, 0, 9),
                                                   np.where(v == NOT_IN_POOL, ord("-"), ord("."))))
        text = chars.astype(np.uint8).tobytes().decode("ascii")
        cnt = np.bincount(self.ei[rows], minlength=self.m)
        bounds = np.concatenate([[0], np.cumsum(cnt)])
        out = np.empty(self.m, dtype=object)
        for i in range(self.m):
            out[i] = text[bounds[i]:bounds[i + 1]]
        return out
