"""Average precision (AP) of one ranking and its mean over queries (MAP, mAP@k).

Three ways to compute AP are taught, each a ``method``:

``"exact"`` (default; trec_eval's ``map``, IIR sec. 8.4, "good libraries go for the full, exact computation")
    AP = (1 / D) * sum over relevant ranks k of P@k. With the default ``denominator="relevant"``,
    D = R, all relevant items of the query, so a relevant item never retrieved adds precision 0.

``"trapezoid"`` (the MLRF lecture's "trapezoid technique"; ``sklearn.metrics.auc(recall, precision)``)
    The area under the piecewise-linear curve through (0, 1) and every rank's (R@k, P@k).

``"envelope"`` (the MLRF lecture's "common approximation")
    The area under the interpolated upper envelope p_interp(r) = max {P@k : R@k >= r}, from 0 to
    the highest recall reached. Never smaller than the exact AP.

The denominator question (the cross-modal note ``002_*.txt``, 2.3:
"很多代码⾥⾯都没有⽤TP+FN,⽽是使⽤的是n或者count(rel(k)==1)替代,不知道能不能这样?";
our translation: many codes do not use TP+FN but n or count(rel(k)==1) instead -- is that
allowed?) is a keyword of the exact method:

* ``"relevant"`` -- D = R, all relevant items (trec_eval; the honest default);
* ``"retrieved_relevant"`` -- D = relevant items retrieved in the top k (the codes the note asks
  about; it prints none); a system that retrieves 1 relevant item at rank 1 and misses 99 others
  gets AP = 1;
* ``"min_k_relevant"`` -- D = min(k, R), the most a top-k list could hold.

A query whose denominator is 0 has AP = 0 (trec_eval). :func:`mean_average_precision` names what
to do with such queries: ``no_relevant="zero"`` keeps them as 0 (trec_eval, and the cross-modal note's
``calc_map``, which divides by ``num_query``), ``"skip"`` leaves them out of the mean.

>>> from ireval_teach import Ranking
>>> r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
>>> [round(average_precision(r, method=m), 4) for m in ("exact", "trapezoid", "envelope")]
[0.6667, 0.625, 0.6667]
>>> average_precision(r.with_n_relevant(4))
0.5
"""

from __future__ import annotations

import math
from typing import Any, Literal, overload
from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from .errors import EmptyRankingError, IrevalError, check_cutoff, check_option, check_sequence, excerpt
from .query_policy import NO_RELEVANT, policy_mean
from .ranking import Ranking, as_ranking
from .ranked import pr_arrays, rank_steps
from .trace import AreaStep, QueryStep, Trace, format_number

METHODS = ("exact", "trapezoid", "envelope")
DENOMINATORS = ("relevant", "retrieved_relevant", "min_k_relevant")


def ap_denominator(r: Ranking, k: int | None, denominator: str) -> int:
    """The number AP divides by, under the named ``denominator`` convention."""
    r = as_ranking(r)
    if k is not None:
        k = check_cutoff(k)
    check_option("AP denominator", denominator, DENOMINATORS)
    n = r.length if k is None else min(k, r.length)
    if denominator == "relevant":
        return r.n_relevant
    if denominator == "retrieved_relevant":
        return int(r.relevant[:n].sum())
    return min(k if k is not None else r.length, r.n_relevant)


def _exact(r: Ranking, k: int | None, denominator: str) -> tuple[float, np.ndarray, int]:
    tp, p, _ = pr_arrays(r, k)
    rel = r.relevant[: len(p)]
    D = ap_denominator(r, k, denominator)
    # math.fsum: the correctly rounded sum, so 1 + 2/3 + 1/3 is exactly 2 and AP prints as 0.5
    value = math.fsum(p[rel].tolist()) / D if D else 0.0
    return value, p, D


def _curve(r: Ranking, k: int | None) -> tuple[np.ndarray, np.ndarray]:
    _, p, rec = pr_arrays(r, k)
    return np.concatenate([[0.0], rec]), np.concatenate([[1.0], p])


def _trapezoid_areas(r: Ranking, k: int | None) -> np.ndarray:
    x, y = _curve(r, k)
    return np.diff(x) * (y[1:] + y[:-1]) / 2


def _envelope_areas(r: Ranking, k: int | None) -> np.ndarray:
    _, p, rec = pr_arrays(r, k)
    env = np.maximum.accumulate(p[::-1])[::-1] if len(p) else p
    prev = np.concatenate([[0.0], rec[:-1]])
    return (rec - prev) * env


@overload
def average_precision(r: Ranking | Sequence[int], method: str = "exact", *, k: int | None = None,
                      denominator: str = "relevant", trace: Literal[False] = ...) -> float: ...


@overload
def average_precision(r: Ranking | Sequence[int], method: str = "exact", *, k: int | None = None,
                      denominator: str = "relevant", trace: Literal[True]) -> Trace: ...


@overload
def average_precision(r: Ranking | Sequence[int], method: str = "exact", *, k: int | None = None,
                      denominator: str = "relevant", trace: bool = ...) -> float | Trace: ...


def average_precision(r: Ranking | Sequence[int], method: str = "exact", *, k: int | None = None,
                      denominator: str = "relevant", trace: bool = False) -> float | Trace:
    """Average precision of one ranking (see the module docstring for methods and denominators).

    ``k`` cuts the list to its top k first (AP@k). ``denominator`` applies to ``method="exact"``.

    >>> r = Ranking([1, 0, 0], n_relevant=100)
    >>> average_precision(r), average_precision(r, denominator="retrieved_relevant")
    (0.01, 1.0)
    """
    r = as_ranking(r)
    check_option("method", method, METHODS)
    check_option("denominator", denominator, DENOMINATORS)
    if k is not None:
        k = check_cutoff(k)
    if method != "exact" and denominator != "relevant":
        raise IrevalError(f"denominator={excerpt(denominator)} applies to method='exact' only; the {method} area "
                          "is measured on the recall axis, which always divides by all relevant items")
    R = r.n_relevant
    if method == "exact":
        value, p, D = _exact(r, k, denominator)
        if not trace:
            return value
        rel = r.relevant[: len(p)]
        contrib = np.where(rel, p / D if D else 0.0, 0.0).tolist()

        def note(rank: int, relevant: bool, c: float) -> str:
            return f"adds P@{rank}/{D} = {format_number(c)}" if relevant and D else ""

        steps = rank_steps(r, k, contributions=contrib, note=note)
        missing = R - int(rel.sum())
        conv = {"denominator": f"{denominator}: D = {D}",
                "relevant items (R)": f"{R} ({int(rel.sum())} in the list"
                                      + (f", {missing} never retrieved: each adds precision 0)" if missing else ")")}
        name = "AP" + (f"@{k}" if k is not None else "")
        return Trace(f"{name} (exact)", value, steps, formula="AP = (1/D) * sum of P@k over relevant ranks k",
                     conventions=conv, ranking=r, **_identity(k, method, denominator))
    areas = _trapezoid_areas(r, k) if method == "trapezoid" else _envelope_areas(r, k)
    value = math.fsum(areas.tolist()) if R else 0.0
    if not trace:
        return value
    _, p, rec = pr_arrays(r, k)
    areas_steps: list[AreaStep] = []
    if method == "trapezoid":
        x, y = _curve(r, k)
        for i, a in enumerate(areas):
            words = (f"from (R={format_number(x[i])}, P={format_number(y[i])}) to "
                     f"(R={format_number(x[i + 1])}, P={format_number(y[i + 1])}): "
                     + ("recall unchanged, no area" if x[i + 1] == x[i] else
                        f"width {format_number(x[i + 1] - x[i])} x mean height {format_number((y[i] + y[i + 1]) / 2)}"
                        f" = {format_number(a)}"))
            areas_steps.append(AreaStep(i + 1, float(x[i]), float(x[i + 1]), float(y[i]), float(y[i + 1]), float(a), words))
        formula = "area under straight lines through (0, 1) and every (R@k, P@k)"
    else:
        env = np.maximum.accumulate(p[::-1])[::-1]
        prev = np.concatenate([[0.0], rec[:-1]])
        for i, a in enumerate(areas):
            words = ("recall unchanged, no area" if rec[i] == prev[i] else
                     f"recall {format_number(prev[i])} -> {format_number(rec[i])} at envelope height "
                     f"{format_number(env[i])} (best precision at or after rank {i + 1}) = {format_number(a)}")
            areas_steps.append(AreaStep(i + 1, float(prev[i]), float(rec[i]), float(env[i]), float(env[i]), float(a), words))
        formula = "area under p_interp(r) = max {P@k : R@k >= r}"
    return Trace(f"AP{'@' + str(k) if k else ''} ({method})", value, tuple(areas_steps), formula=formula,
                 conventions={"relevant items (R)": str(R)}, ranking=r, **_identity(k, method, denominator))


def _identity(k: int | None, method: str, denominator: str) -> dict[str, Any]:
    """The trace's family and parameters as data (what displays read): ``map`` or ``map_cut`` with k."""
    params: dict[str, Any] = {"method": method, "denominator": denominator}
    if k is not None:
        params["k"] = k
    return {"family": "map" if k is None else "map_cut", "params": params}


def _as_queries(rankings: Iterable[Any] | Mapping[Any, Any]) -> list[tuple[str, Ranking]]:
    if isinstance(rankings, Ranking):
        raise IrevalError("mean_average_precision takes several rankings (a list or a dict qid -> Ranking), "
                          "got a single Ranking; use average_precision for one")
    items = (list(rankings.items()) if isinstance(rankings, Mapping)
             else list(enumerate(check_sequence(rankings, "rankings", EmptyRankingError), start=1)))
    if not items:
        raise EmptyRankingError("no rankings given: MAP needs at least one query")
    return [(str(q), as_ranking(r)) for q, r in items]


@overload
def mean_average_precision(rankings: Iterable[Any] | Mapping[Any, Any], k: int | None = None,
                           denominator: str = "relevant", *, method: str = "exact",
                           no_relevant: str = "zero", trace: Literal[False] = ...) -> float: ...


@overload
def mean_average_precision(rankings: Iterable[Any] | Mapping[Any, Any], k: int | None = None,
                           denominator: str = "relevant", *, method: str = "exact",
                           no_relevant: str = "zero", trace: Literal[True]) -> Trace: ...


@overload
def mean_average_precision(rankings: Iterable[Any] | Mapping[Any, Any], k: int | None = None,
                           denominator: str = "relevant", *, method: str = "exact",
                           no_relevant: str = "zero", trace: bool = ...) -> float | Trace: ...


def mean_average_precision(rankings: Iterable[Any] | Mapping[Any, Any], k: int | None = None,
                           denominator: str = "relevant", *, method: str = "exact",
                           no_relevant: str = "zero", trace: bool = False) -> float | Trace:
    """Macro average of AP over queries: each query counts equally (MAP; mAP@k with ``k``).

    ``rankings`` is a list of rankings (queries numbered 1, 2, ...) or a dict ``qid -> ranking``.
    ``no_relevant="zero"`` (trec_eval) counts queries without relevant items as AP 0;
    ``"skip"`` leaves them out (neither trec_eval's choice nor the cross-modal note's). The trace keeps each query's AP.

    >>> from ireval_teach import Ranking
    >>> mean_average_precision([Ranking([1, 0]), Ranking([0, 1])])
    0.75
    >>> t = mean_average_precision({"q1": [1, 0], "q2": [0, 0]}, no_relevant="skip", trace=True)
    >>> t.value, [s.included for s in t.steps]
    (1.0, [True, False])
    """
    check_option("no_relevant policy", no_relevant, NO_RELEVANT)
    check_option("denominator", denominator, DENOMINATORS)
    check_option("method", method, METHODS)
    if k is not None:
        k = check_cutoff(k)
    queries = _as_queries(rankings)
    aps = [average_precision(r, method, k=k, denominator=denominator) for _, r in queries]
    value, keep, n = policy_mean(aps, [r.n_relevant for _, r in queries], no_relevant)
    if not trace:
        return value
    steps = []
    for (q, r), a, kp in zip(queries, aps, keep):
        D = ap_denominator(r, k, denominator)
        if kp:
            words = f"query {q}: AP = {format_number(a)} (D = {D}), adds {format_number(a)}/{n}"
        else:
            words = f"query {q}: no relevant items, skipped"
        steps.append(QueryStep(q, a, r.n_relevant, a / n if kp else 0.0, kp, words))
    name = "MAP" if k is None else f"mAP@{k}"
    return Trace(name, value, tuple(steps), formula=f"(1/{n}) * sum of each query's AP ({method})",
                 conventions={"denominator": denominator, "queries without relevant items": no_relevant,
                              "average": f"macro: each of the {n} queries counts equally"},
                 ranking=tuple(r for _, r in queries))
