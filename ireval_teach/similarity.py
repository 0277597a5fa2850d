"""Similarity queries: epsilon-queries versus kNN queries, thresholds, and the set view of P/R.

The lecture notes (``004_*.txt``) start from a distance d(Q, T_i) between a query and each target:

* epsilon-query: return every T_i with d(Q, T_i) < epsilon (strictly less, as the notes write);
* kNN query: return the k targets nearest to Q (ties at equal distance broken by target order, a
  stable sort, so the answer is reproducible).

"There is a k corresponding to every setting of epsilon" -- k(epsilon) = #{i : d_i < epsilon} --
"and there is a (range of) epsilon corresponding to every value of k": with the distances sorted,
d_(1) <= ... <= d_(n), exactly k targets lie below epsilon iff d_(k) < epsilon <= d_(k+1). When
d_(k) = d_(k+1) that range is empty: a kNN answer that cuts through a tie is no epsilon-query.

Relevance comes from class labels (a target is similar when it has the query's class). For a
retrieved set A and the similar set B: precision = |A ∩ B| / |A|, recall = |A ∩ B| / |B|
(:func:`ireval_teach.sets_table`). A threshold v_t separating similar from dissimilar exists only
when every similar distance is below every dissimilar one (:func:`separating_threshold`).

>>> d = [0.1, 0.4, 0.2, 0.9, 0.4]
>>> epsilon_query(d, 0.4).tolist(), knn_query(d, 3).tolist(), epsilon_to_k(d, 0.4)
([0, 2], [0, 2, 1], 2)
>>> k_to_epsilon_range(d, 2), k_to_epsilon_range(d, 3)
((0.2, 0.4), None)
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Any
from collections.abc import Hashable, Sequence

import numpy as np

from .errors import (EmptyRankingError, InconsistentCountError, InvalidCutoffError, InvalidLabelError,
                     InvalidScoreError, TooLargeError, check_sequence, excerpt)
from .ranking import Ranking
from .sets import ContingencyTable, sets_table

__all__ = ["check_distances", "epsilon_query", "knn_query", "epsilon_to_k", "k_to_epsilon_range",
           "relevance_from_classes", "ThresholdPoint", "threshold_sweep", "Separation", "separating_threshold",
           "query_table", "distance_ranking", "pairwise_distances", "CutoffTies", "cutoff_ties"]


def check_distances(distances: Any, name: str = "distances") -> np.ndarray:
    """A 1-D (one query) or 2-D (queries x targets) float array of finite distances >= 0.

    >>> check_distances([0.5, -1])
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidScoreError: distances[1] is -1.0; distances must be finite numbers >= 0
    """
    a = _float_array(distances, name)
    if a.ndim not in (1, 2):
        raise InconsistentCountError(f"{name} must be a vector or a matrix (queries x targets), got {a.ndim} dimensions")
    if a.size == 0 or a.shape[-1] == 0:
        raise EmptyRankingError(f"{name} is empty: give at least one target")
    bad = ~np.isfinite(a) | (a < 0)
    if bad.any():
        idx = tuple(int(i) for i in np.argwhere(bad)[0])
        where = idx[0] if len(idx) == 1 else ", ".join(map(str, idx))
        raise InvalidScoreError(f"{name}[{where}] is {a[idx].item()!r}; distances must be finite numbers >= 0")
    return a


def _epsilon(eps: Any) -> float:
    if isinstance(eps, bool) or not isinstance(eps, numbers.Real) or np.isnan(float(eps)):
        raise InvalidCutoffError(f"epsilon must be a real number, got {excerpt(eps)}")
    return float(eps)


def _k(k: Any, n: int, minimum: int = 1) -> int:
    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or not minimum <= int(k) <= n:
        raise InvalidCutoffError(f"k must be a whole number in {minimum}..{n} (the number of targets), got {excerpt(k)}")
    return int(k)


def epsilon_query(distances: Any, epsilon: float) -> np.ndarray | list[np.ndarray]:
    """Indices of the targets with distance < epsilon, nearest first (a list of arrays for a matrix).

    >>> epsilon_query([[0.3, 0.1], [0.5, 0.6]], 0.4)
    [array([1, 0]), array([], dtype=int64)]
    """
    d = check_distances(distances)
    eps = _epsilon(epsilon)
    if d.ndim == 2:
        return [epsilon_query(row, eps) for row in d]  # type: ignore[misc]
    order = np.argsort(d, kind="stable")
    return order[d[order] < eps]


def knn_query(distances: Any, k: int) -> np.ndarray | list[np.ndarray]:
    """Indices of the k nearest targets (ties in target order); a list of arrays for a matrix.

    >>> knn_query([0.2, 0.1, 0.2], 2).tolist()
    [1, 0]
    """
    d = check_distances(distances)
    k = _k(k, d.shape[-1])
    if d.ndim == 2:
        return [knn_query(row, k) for row in d]  # type: ignore[misc]
    return np.argsort(d, kind="stable")[:k]


def epsilon_to_k(distances: Any, epsilon: float) -> int | np.ndarray:
    """The k an epsilon-query returns: #{i : d_i < epsilon} (an array for a matrix).

    >>> epsilon_to_k([0.1, 0.2, 0.2], 0.2), epsilon_to_k([0.1, 0.2, 0.2], 0.21)
    (1, 3)
    """
    d = check_distances(distances)
    eps = _epsilon(epsilon)
    k = (d < eps).sum(axis=-1)
    return int(k) if d.ndim == 1 else k


def k_to_epsilon_range(distances: Any, k: int) -> tuple[float, float] | None:
    """The epsilons whose query returns exactly the k nearest: the half-open range (d_(k), d_(k+1)].

    Returned as ``(low, high)`` meaning low < epsilon <= high (``low = -inf`` for k = 0,
    ``high = inf`` for k = n). ``None`` when d_(k) = d_(k+1): no epsilon returns exactly k targets.

    >>> k_to_epsilon_range([0.3, 0.1], 0), k_to_epsilon_range([0.3, 0.1], 2)
    ((-inf, 0.1), (0.3, inf))
    """
    d = check_distances(distances)
    if d.ndim != 1:
        raise InconsistentCountError("k_to_epsilon_range takes the distances of one query (a vector)")
    n = len(d)
    k = _k(k, n, 0)
    s = np.sort(d)
    low = -np.inf if k == 0 else float(s[k - 1])
    high = np.inf if k == n else float(s[k])
    if k not in (0, n) and low == high:
        return None
    return (float(low), float(high))


@dataclass(frozen=True)
class CutoffTies:
    """How often a kNN cut-off falls inside a tie, over the queries (rows) of a distance matrix.

    For each k in ``ks``: ``tied[i]`` queries have d_(k) = d_(k+1) (their k nearest cannot be
    returned by any epsilon-query, and a kNN answer must break the tie by a rule); ``mixed[i]``
    of them have similar and dissimilar targets at that boundary distance (so the tie rule changes
    P@k); ``first_tied[i]`` / ``first_mixed[i]`` name the first such query (row index) or None.
    """

    ks: tuple[int, ...]
    n_queries: int
    tied: tuple[int, ...]
    mixed: tuple[int, ...] | None
    first_tied: tuple[int | None, ...]
    first_mixed: tuple[int | None, ...] | None


def cutoff_ties(distances: Any, ks: Sequence[int], relevant: Any = None) -> CutoffTies:
    """Count the queries whose k-th and (k+1)-th smallest distances are equal, for each k in ``ks``.

    ``relevant`` (optional, same shape, 0/1) also counts the ties that mix similar and dissimilar
    targets at the boundary distance.

    >>> t = cutoff_ties([[0.1, 0.2, 0.2, 0.5], [0.1, 0.2, 0.3, 0.5]], [1, 2], relevant=[[1, 1, 0, 0], [1, 0, 0, 0]])
    >>> t.tied, t.mixed, t.first_tied, t.first_mixed
    ((0, 1), (0, 1), (None, 0), (None, 0))
    """
    d = check_distances(distances)
    if d.ndim == 1:
        d = d[None, :]
    n = d.shape[1]
    if n < 2:
        raise InconsistentCountError("cut-off ties need at least 2 targets per query")
    if isinstance(ks, (str, bytes)) or not hasattr(ks, "__iter__"):
        raise InvalidCutoffError(f"ks must be a sequence of cut-offs, got {ks!r:.80}")
    kk = tuple(_k(k, n - 1) for k in ks)
    need = sorted({i for k in kk for i in (k - 1, k)})
    srt = np.partition(d, need, axis=1) if need else d          # the k-th and (k+1)-th smallest are in place
    rel = None
    if relevant is not None:
        try:
            rel = np.asarray(relevant, dtype=float)
        except (TypeError, ValueError, OverflowError):
            raise InvalidLabelError(f"relevant must be a 0/1 matrix like the distances, got {relevant!r:.80}") from None
        if rel.ndim == 1:
            rel = rel[None, :]
        if rel.shape != d.shape:
            raise InconsistentCountError(f"relevant has shape {rel.shape}, the distances {d.shape}")
        if not np.all((rel == 0) | (rel == 1)):
            raise InvalidLabelError("relevant must hold only 0 and 1")
        rel = rel.astype(bool)
    tied, mixed, first_t, first_m = [], [], [], []
    for k in kk:
        t = srt[:, k - 1] == srt[:, k]
        tied.append(int(t.sum()))
        first_t.append(int(np.flatnonzero(t)[0]) if t.any() else None)
        if rel is not None:
            at = d == srt[:, [k - 1]]
            m = t & (at & rel).any(axis=1) & (at & ~rel).any(axis=1)
            mixed.append(int(m.sum()))
            first_m.append(int(np.flatnonzero(m)[0]) if m.any() else None)
    return CutoffTies(kk, int(d.shape[0]), tuple(tied), tuple(mixed) if rel is not None else None, tuple(first_t),
                      tuple(first_m) if rel is not None else None)


def relevance_from_classes(query_class: Hashable, target_classes: Sequence[Hashable]) -> np.ndarray:
    """Boolean array: which targets share the query's class label (the notes' class assumption).

    >>> relevance_from_classes("C1", ["C1", "Cx", "C1"]).tolist()
    [True, False, True]
    """
    classes = check_sequence(target_classes, "target_classes", EmptyRankingError)
    if not classes:
        raise EmptyRankingError("no target classes given")
    return np.array([c == query_class for c in classes], dtype=bool)


def _relevance(relevant: Any, n: int) -> np.ndarray:
    rel = np.asarray(relevant)
    if rel.ndim != 1 or len(rel) != n:
        raise InconsistentCountError(f"relevance must be a vector of {n} judgements (one per target), got shape {rel.shape}")
    if rel.dtype != bool:
        bad = [(i, x) for i, x in enumerate(rel.tolist()) if x not in (0, 1)]
        if bad:
            raise InvalidLabelError(f"relevance of target {bad[0][0]} is {bad[0][1]!r}; use True/False or 1/0")
    return rel.astype(bool)


def query_table(distances: Any, relevant: Any, *, epsilon: float | None = None,
                k: int | None = None) -> ContingencyTable:
    """The set view of one epsilon- or kNN query: A = retrieved, B = similar targets (tn known).

    >>> t = query_table([0.1, 0.5, 0.2, 0.9], [1, 0, 0, 1], epsilon=0.3)
    >>> t.tp, t.fp, t.fn, t.precision, t.recall
    (1, 1, 1, 0.5, 0.5)
    """
    d = check_distances(distances)
    if d.ndim != 1:
        raise InconsistentCountError("query_table takes the distances of one query (a vector)")
    rel = _relevance(relevant, len(d))
    if (epsilon is None) == (k is None):
        raise InvalidCutoffError("give exactly one of epsilon (an epsilon-query) or k (a kNN query)")
    A = np.asarray(epsilon_query(d, epsilon) if epsilon is not None else knn_query(d, k))  # type: ignore[arg-type]
    B = np.flatnonzero(rel)
    return sets_table(A.tolist(), B.tolist(), collection_size=len(d))


def distance_ranking(distances: Any, relevant: Any) -> Ranking:
    """The ranking of one query's targets by distance ascending, ties in target order (ids = target indices).

    >>> distance_ranking([0.3, 0.1, 0.3], [1, 0, 0]).labels.tolist()
    [0, 1, 0]
    """
    d = check_distances(distances)
    if d.ndim != 1:
        raise InconsistentCountError("distance_ranking takes the distances of one query (a vector)")
    rel = _relevance(relevant, len(d))
    return Ranking.from_scores((-d).tolist(), rel.astype(int).tolist(), ties="input_order")


@dataclass(frozen=True)
class ThresholdPoint:
    """One threshold of a sweep: the epsilon-query d < epsilon, its k, and the set view's counts."""

    epsilon: float
    k: int
    tp: int
    fp: int
    fn: int
    precision: float
    recall: float


def threshold_sweep(distances: Any, relevant: Any) -> list[ThresholdPoint]:
    """P and R of the epsilon-query at every distinct threshold (each distinct distance, then +inf).

    epsilon = t_j (the j-th distinct distance) retrieves the targets strictly nearer than t_j; the
    first point (nothing retrieved) has precision 0 by convention, the last (epsilon = inf) recall 1.
    Unlike kNN, tied targets enter together: there is no point in the middle of a tie.

    >>> [(p.epsilon, p.k, p.precision, p.recall) for p in threshold_sweep([0.1, 0.2, 0.2], [1, 0, 1])]
    [(0.1, 0, 0.0, 0.0), (0.2, 1, 1.0, 0.5), (inf, 3, 0.6666666666666666, 1.0)]
    """
    d = check_distances(distances)
    if d.ndim != 1:
        raise InconsistentCountError("threshold_sweep takes the distances of one query (a vector)")
    rel = _relevance(relevant, len(d))
    R = int(rel.sum())
    eps = np.concatenate([np.unique(d), [np.inf]])
    order = np.argsort(d, kind="stable")
    ds, rs = d[order], rel[order]
    cum = np.concatenate([[0], np.cumsum(rs)])
    ks = np.searchsorted(ds, eps, side="left")  # number strictly below each epsilon
    out = []
    for e, k in zip(eps.tolist(), ks.tolist()):
        tp = int(cum[k])
        out.append(ThresholdPoint(float(e), int(k), tp, int(k) - tp, R - tp, tp / k if k else 0.0,
                                  tp / R if R else 0.0))
    return out


@dataclass(frozen=True)
class Separation:
    """Whether some threshold v_t puts every similar target below it and every dissimilar one above.

    ``epsilon_range`` = (max similar distance, min dissimilar distance]: any epsilon in it separates
    (None when no threshold does); ``overlap`` counts the pairs (similar, dissimilar) ordered wrongly
    or tied (0 exactly when a separating threshold exists).
    """

    exists: bool
    epsilon_range: tuple[float, float] | None
    max_similar: float | None
    min_dissimilar: float | None
    overlap: int


def separating_threshold(distances: Any, relevant: Any) -> Separation:
    """Is there a v_t with d < v_t exactly for the similar targets? (the notes' "only possible if ...").

    >>> separating_threshold([0.1, 0.2, 0.5], [1, 1, 0]).epsilon_range
    (0.2, 0.5)
    >>> separating_threshold([0.1, 0.6, 0.5], [1, 1, 0]).exists
    False
    """
    d = check_distances(distances)
    if d.ndim != 1:
        raise InconsistentCountError("separating_threshold takes the distances of one query (a vector)")
    rel = _relevance(relevant, len(d))
    sim, dis = d[rel], d[~rel]
    max_s = float(sim.max()) if sim.size else None
    min_d = float(dis.min()) if dis.size else None
    overlap = int((sim[:, None] >= dis[None, :]).sum()) if sim.size and dis.size else 0
    if max_s is None or min_d is None:
        rng = (-np.inf if max_s is None else max_s, np.inf if min_d is None else min_d)
        return Separation(True, (float(rng[0]), float(rng[1])), max_s, min_d, 0)
    ok = max_s < min_d
    return Separation(ok, (max_s, min_d) if ok else None, max_s, min_d, overlap)


def _float_array(v: Any, name: str) -> np.ndarray:
    """``v`` as a float array, else a typed error naming ``name`` (no finiteness check)."""
    try:
        return np.asarray(v, dtype=float)
    except (ValueError, TypeError, OverflowError) as exc:
        raise InvalidScoreError(f"{name} must be numbers: {excerpt(str(exc), 200)}") from None
    except MemoryError:
        raise TooLargeError(f"{name} is too large to hold in memory: {excerpt(v)}") from None


def _finite_array(v: Any, name: str) -> np.ndarray:
    """``v`` as a float array of finite numbers (vectors to measure distances between), else a typed error."""
    a = _float_array(v, name)
    if not np.isfinite(a).all():
        raise InvalidScoreError(f"{name} holds a value that is not a finite number: {excerpt(v)}")
    return a


def pairwise_distances(X: Any, Y: Any) -> np.ndarray:
    """Euclidean distances between the rows of X (queries) and Y (targets), a (len X) x (len Y) matrix
    (``scipy.spatial.distance.cdist``).

    >>> pairwise_distances([[0, 0]], [[3, 4], [0, 1]]).tolist()
    [[5.0, 1.0]]
    """
    x = _finite_array(X, "X")
    y = _finite_array(Y, "Y")
    if x.ndim != 2 or y.ndim != 2 or x.shape[1] != y.shape[1]:
        raise InconsistentCountError(f"X and Y must be 2-D with the same number of columns, got {x.shape} and {y.shape}")
    # scipy.spatial.distance.cdist: no cancellation (the |x|^2 + |y|^2 - 2 x.y shortcut loses digits and
    # can give a small positive distance between identical vectors)
    from scipy.spatial.distance import cdist

    with np.errstate(over="ignore"):
        out = cdist(x, y, "euclidean")
    if not np.isfinite(out).all():
        raise InvalidScoreError("a distance passes the range of floats: scale the vectors down")
    return out
