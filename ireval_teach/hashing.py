"""Cross-modal hashing retrieval: binary codes, Hamming ranking and the note's mAP (``002_*.txt``).

The cross-modal note ranks a database by the Hamming distance between binary codes and scores the
ranking with mAP. Conventions, each stated and each checkable:

* Codes are rows of a matrix with entries in {-1, +1} (never 0/1: the inner-product formula needs
  +-1). For two codes of ``bits`` bits, ``<a, b> = agreements - disagreements``, so
  d_H(a, b) = (bits - <a, b>) / 2, and all query-database distances are one matrix product.
* Labels are multi-hot rows in {0, 1}; a database item is relevant to a query when they share at
  least one label (``query_labels @ db_labels.T > 0``).
* Ranking: Hamming distance ascending, ties kept in database order (a stable sort), so every result
  is reproducible. This equals :meth:`Ranking.from_scores` with ``ties="input_order"`` on the
  negative distances.
* AP of one query = (1 / D) * sum of P@k over the relevant ranks k in the (top-k) list, with
  ``denominator="relevant"``: D = all relevant items in the database (R), or
  ``"retrieved_relevant"``: D = relevant items in the top k (the usual top-k code; the note
  announces top-50 code, "如下代码就是top-50 map:", but prints none).
  Without ``top_k`` both are the same number.
* Queries with no relevant item in the database, named by ``no_relevant=`` (the same keyword and
  values as :func:`~ireval_teach.averaging.mean_average_precision`): ``"zero"`` (default) counts
  them with AP 0, the note's rule (its code skips them in the loop, ``if tsum == 0:`` followed by a
  lost line, presumably ``continue``, then divides by all queries, ``map / num_query``) and
  trec_eval's; ``"skip"`` leaves them out of the mean (our option, neither the note's nor trec_eval's).

The note's code (:func:`calc_map_literal`) cannot run as printed: ``xrange`` is Python 2, the body of
``if tsum == 0:`` was lost (presumably ``continue``), ``anspo()`` is a garbled
``retrieval_L.transpose()``, and ``np.linspace(1, tsum, tsum)`` needs an integer count in current
NumPy. It also sorts with quicksort, so tied distances come out in no guaranteed order.
:func:`calc_map_fixed` is the loop version with all of that fixed and the note's rule kept.

>>> q = [[1, 1, -1, -1]]
>>> db = [[1, 1, -1, -1], [-1, -1, 1, 1], [1, -1, -1, -1], [1, 1, -1, 1]]
>>> hamming_distance(q, db).tolist()
[[0, 4, 1, 1]]
>>> hamming_map(q, db, [[1, 0]], [[1, 0], [0, 1], [0, 1], [1, 1]])   # relevant at ranks 1 and 3
0.8333333333333333
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any

import numpy as np

from .errors import (EmptyRankingError, InconsistentCountError, InvalidCodeError, InvalidLabelError,
                     check_cutoff, check_option, excerpt)
from .query_policy import NO_RELEVANT
from .trace import QueryStep, Trace, format_number

__all__ = ["check_codes", "check_label_matrix", "hamming_distance", "relevance_matrix", "hamming_ranking",
           "hamming_ap", "hamming_map", "calc_map_fixed", "calc_map_literal", "calc_hammingDist",
           "DenominatorAnswer", "denominator_question", "CrossModalDataset", "synthetic_crossmodal_dataset"]

DENOMINATORS = ("relevant", "retrieved_relevant")


def check_codes(codes: Any, name: str = "codes") -> np.ndarray:
    """``codes`` as a 2-D int array with entries in {-1, +1}; a 1-D code becomes one row.

    >>> check_codes([1, -1, 1]).tolist()
    [[1, -1, 1]]
    >>> check_codes([[1, 0], [1, 1]], "query_codes")
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidCodeError: query_codes[0, 1] is 0; codes must be -1 or +1 (use 2*b - 1 for 0/1 bits)
    """
    try:
        a = np.asarray(codes)
    except (ValueError, TypeError) as exc:  # ragged rows
        raise InconsistentCountError(f"{name} must be a rectangular array of codes: {exc}") from None
    if a.dtype == object:
        raise InconsistentCountError(f"{name} must be a rectangular array of numbers, got ragged or mixed rows")
    if a.ndim == 1:
        a = a[None, :]
    if a.ndim != 2:
        raise InconsistentCountError(f"{name} must be a 2-D array (items x bits), got {a.ndim} dimensions")
    if a.shape[0] == 0 or a.shape[1] == 0:
        raise EmptyRankingError(f"{name} is empty (shape {a.shape}): give at least one code of >= 1 bit")
    if a.dtype.kind not in "biuf":
        raise InvalidCodeError(f"{name} has dtype {a.dtype}; codes must be numbers -1 or +1")
    bad = (a != 1) & (a != -1)
    if bad.any():
        i, j = np.argwhere(bad)[0]
        val = a[i, j].item()
        raise InvalidCodeError(f"{name}[{i}, {j}] is {excerpt(val)}; codes must be -1 or +1 (use 2*b - 1 for 0/1 bits)")
    return a.astype(np.int64)


def check_label_matrix(labels: Any, name: str = "labels") -> np.ndarray:
    """Multi-hot labels as a 2-D int array of 0/1 (one row per item).

    >>> check_label_matrix([[0, 2]], "db_labels")
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidLabelError: db_labels[0, 1] is 2; multi-hot labels must be 0 or 1
    """
    try:
        a = np.asarray(labels)
    except (ValueError, TypeError) as exc:
        raise InconsistentCountError(f"{name} must be a rectangular 0/1 array: {exc}") from None
    if a.dtype == object:
        raise InconsistentCountError(f"{name} must be a rectangular array of numbers, got ragged or mixed rows")
    if a.ndim == 1:
        a = a[None, :]
    if a.ndim != 2 or a.shape[0] == 0 or a.shape[1] == 0:
        raise InconsistentCountError(f"{name} must be a non-empty 2-D array (items x labels), got shape {a.shape}")
    if a.dtype.kind not in "biuf":
        raise InvalidLabelError(f"{name} has dtype {a.dtype}; multi-hot labels must be 0 or 1")
    bad = (a != 0) & (a != 1)
    if bad.any():
        i, j = np.argwhere(bad)[0]
        raise InvalidLabelError(f"{name}[{i}, {j}] is {a[i, j].item()!r}; multi-hot labels must be 0 or 1")
    return a.astype(np.int64)


def hamming_distance(query_codes: Any, db_codes: Any) -> np.ndarray:
    """All Hamming distances (queries x database) from one inner product: d_H = (bits - Q DB^T) / 2.

    >>> hamming_distance([1, -1, 1], [[1, -1, 1], [-1, 1, -1]]).tolist()
    [[0, 3]]
    """
    q = check_codes(query_codes, "query_codes")
    db = check_codes(db_codes, "db_codes")
    if q.shape[1] != db.shape[1]:
        raise InconsistentCountError(f"query codes have {q.shape[1]} bits but database codes have {db.shape[1]}")
    bits = q.shape[1]
    # a float64 product goes through BLAS and is exact for integer sums below 2**53
    inner = (q.astype(np.float64) @ db.astype(np.float64).T).astype(np.int64)
    return (bits - inner) // 2


def relevance_matrix(query_labels: Any, db_labels: Any) -> np.ndarray:
    """Boolean (queries x database): does the item share at least one label with the query?

    >>> relevance_matrix([[1, 0, 1]], [[0, 0, 1], [0, 1, 0]]).tolist()
    [[True, False]]
    """
    ql = check_label_matrix(query_labels, "query_labels")
    dl = check_label_matrix(db_labels, "db_labels")
    if ql.shape[1] != dl.shape[1]:
        raise InconsistentCountError(f"query labels have {ql.shape[1]} columns but database labels have {dl.shape[1]}")
    return (ql.astype(np.float64) @ dl.astype(np.float64).T) > 0


def hamming_ranking(query_codes: Any, db_codes: Any) -> tuple[np.ndarray, np.ndarray]:
    """(order, distances): database indices sorted by Hamming distance, ties in database order.

    >>> order, dist = hamming_ranking([1, 1], [[-1, -1], [1, -1], [-1, 1], [1, 1]])
    >>> order.tolist(), dist.tolist()
    ([[3, 1, 2, 0]], [[0, 1, 1, 2]])
    """
    dist = hamming_distance(query_codes, db_codes)
    order = _stable_order(dist)
    return order, np.take_along_axis(dist, order, axis=1)


def _stable_order(dist: np.ndarray) -> np.ndarray:
    """Stable argsort of each row (small integer distances: int16 lets NumPy use a radix sort)."""
    small = dist.astype(np.int16) if dist.size and dist.max() < 2 ** 15 else dist
    return np.argsort(small, axis=1, kind="stable")


def _inputs(query_codes: Any, db_codes: Any, query_labels: Any, db_labels: Any) -> tuple[np.ndarray, np.ndarray]:
    dist = hamming_distance(query_codes, db_codes)
    rel = relevance_matrix(query_labels, db_labels)
    if rel.shape != dist.shape:
        raise InconsistentCountError(
            f"codes describe {dist.shape[0]} queries x {dist.shape[1]} database items, but labels describe "
            f"{rel.shape[0]} queries x {rel.shape[1]} database items")
    return dist, rel


def _per_query_ap(dist: np.ndarray, rel: np.ndarray, top_k: int | None,
                  denominator: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(AP, R, D) per query, vectorised over queries."""
    order = _stable_order(dist)
    if top_k is not None:
        order = order[:, :top_k]
    hits = np.take_along_axis(rel, order, axis=1)
    n_rel = rel.sum(axis=1)
    cum = np.cumsum(hits, axis=1, dtype=np.int32)
    rows, cols = np.nonzero(hits)                      # only the relevant ranks add precision
    psum = np.bincount(rows, weights=cum[rows, cols] / (cols + 1.0), minlength=len(hits))
    D = n_rel if denominator == "relevant" else hits.sum(axis=1)
    ap = np.divide(psum, D, out=np.zeros(len(D)), where=D > 0)
    return ap, n_rel, D


def hamming_ap(query_codes: Any, db_codes: Any, query_labels: Any, db_labels: Any, top_k: int | None = None,
               denominator: str = "relevant") -> np.ndarray:
    """AP of every query (an array; 0 where the query has no relevant item), same conventions as mAP.

    Its plain mean is ``hamming_map(..., no_relevant="zero")``.
    """
    check_option("denominator", denominator, DENOMINATORS)
    if top_k is not None:
        top_k = check_cutoff(top_k, "top_k")
    dist, rel = _inputs(query_codes, db_codes, query_labels, db_labels)
    return _per_query_ap(dist, rel, top_k, denominator)[0]


def hamming_map(query_codes: Any, db_codes: Any, query_labels: Any, db_labels: Any, top_k: int | None = None,
                denominator: str = "relevant", *, no_relevant: str = "zero", trace: bool = False) -> float | Trace:
    """mAP of Hamming ranking (see the module docstring for every convention).

    ``top_k`` evaluates only the top k of each ranking (mAP@k); ``denominator`` names what AP divides
    by: ``"relevant"`` (all relevant database items; default, as trec_eval) or ``"retrieved_relevant"``
    (relevant items in the top k, the usual top-k code; the note prints none). ``no_relevant`` names
    what a query sharing no label with the database does: ``"zero"`` (default, the note's
    ``map / num_query`` and trec_eval: it counts with AP 0) or ``"skip"`` (left out of the mean).
    ``trace=True`` returns a :class:`Trace` with one :class:`QueryStep` per query.

    >>> q, db, dl = [[1, 1], [-1, -1]], [[1, 1], [1, -1]], [[1, 0], [1, 0]]
    >>> ql = [[1, 0], [0, 1]]           # query 2 shares no label with the database
    >>> hamming_map(q, db, ql, dl), hamming_map(q, db, ql, dl, no_relevant="skip")
    (0.5, 1.0)

    >>> q, db = [[1, 1], [-1, -1]], [[1, 1], [1, -1], [-1, -1]]
    >>> ql, dl = [[1, 0], [0, 1]], [[0, 1], [1, 0], [1, 0]]
    >>> round(hamming_map(q, db, ql, dl), 6), 11 / 24     # AP (1/2 + 2/3)/2 and 1/3
    (0.458333, 0.4583333333333333)
    >>> hamming_map(q, db, ql, dl, top_k=1)
    0.0
    >>> print(hamming_map(q, db, ql, dl, top_k=2, denominator="retrieved_relevant", trace=True).to_text())
    mAP@2 (Hamming ranking) = 0.25
      formula: (1/2) * sum of each query's AP over all queries
      denominator: retrieved_relevant: D = relevant items in the top 2
      ties: equal Hamming distances keep database order (stable sort)
      queries without relevant items: zero: counted with AP 0 (0 of 2 have none)
    query  value  n_relevant  contribution  included  explanation
    -----  -----  ----------  ------------  --------  --------------------------------------------------
        0    0.5           2          0.25       yes  query 0: relevant at ranks 2 of top 2; AP = 0.5 (D
                                                      = 1), adds 0.5/2
        1      0           1             0       yes  query 1: relevant at ranks none of top 2; AP = 0
                                                      (D = 0), adds 0/2
    """
    check_option("denominator", denominator, DENOMINATORS)
    check_option("no_relevant policy", no_relevant, NO_RELEVANT)
    if top_k is not None:
        top_k = check_cutoff(top_k, "top_k")
    dist, rel = _inputs(query_codes, db_codes, query_labels, db_labels)
    ap, n_rel, D = _per_query_ap(dist, rel, top_k, denominator)
    keep = n_rel > 0 if no_relevant == "skip" else np.ones(len(ap), dtype=bool)
    n = int(keep.sum())
    if n == 0:
        raise EmptyRankingError("no query shares a label with any database item, and no_relevant='skip' leaves "
                                "nothing to average")
    value = math.fsum(ap[keep].tolist()) / n
    if not trace:
        return value
    order = _stable_order(dist)
    hits = np.take_along_axis(rel, order, axis=1)
    cut = hits.shape[1] if top_k is None else min(top_k, hits.shape[1])
    steps = []
    for i in range(len(ap)):
        ranks = (np.flatnonzero(hits[i, :cut]) + 1).tolist()
        shown = ", ".join(map(str, ranks[:10])) + (", ..." if len(ranks) > 10 else "")
        where = f"relevant at ranks {shown or 'none'} of top {cut}"
        if n_rel[i] == 0:
            words = (f"query {i}: no database item shares a label: AP 0, counted (adds 0/{n})" if keep[i] else
                     f"query {i}: no database item shares a label, skipped")
        else:
            words = (f"query {i}: {where}; AP = {format_number(float(ap[i]))} (D = {int(D[i])}), "
                     f"adds {format_number(float(ap[i]))}/{n}")
        steps.append(QueryStep(str(i), float(ap[i]), int(n_rel[i]), float(ap[i]) / n if keep[i] else 0.0,
                               bool(keep[i]), words))
    name = "mAP" if top_k is None else f"mAP@{top_k}"
    dtext = ("relevant: D = all relevant database items" if denominator == "relevant" else
             f"retrieved_relevant: D = relevant items in the top {cut}")
    empty = int((n_rel == 0).sum())
    policy = (f"zero: counted with AP 0 ({empty} of {len(ap)} have none)" if no_relevant == "zero" else
              f"skip: left out of the mean ({empty} of {len(ap)} skipped)")
    over = "over all queries" if no_relevant == "zero" else "over the queries with a relevant item"
    return Trace(f"{name} (Hamming ranking)", value, tuple(steps),
                 formula=f"(1/{n}) * sum of each query's AP {over}",
                 conventions={"denominator": dtext,
                              "ties": "equal Hamming distances keep database order (stable sort)",
                              "queries without relevant items": policy})


# -- the note's code -------------------------------------------------------------------------------
def calc_hammingDist(B1: np.ndarray, B2: np.ndarray) -> np.ndarray:
    """Hamming distances of +/-1 codes: 0.5 * (q - B1 B2^T), q = bits (the helper ``calc_map`` calls).

    Not printed in the cross-modal note, which only calls it: this is the usual helper of the DCMH code
    the note's ``calc_map`` comes from. The inputs are checked first (+/-1 codes of equal length), so a
    bad argument is a typed error rather than NumPy's.

    >>> calc_hammingDist(np.array([1, -1, 1]), np.array([[1, -1, 1], [-1, 1, 1]])).tolist()
    [0.0, 2.0]
    """
    c2 = check_codes(B2, "B2")
    c1 = check_codes(np.atleast_2d(np.asarray(B1)) if isinstance(B1, np.ndarray) else B1, "B1")
    if c1.shape[1] != c2.shape[1]:
        raise InconsistentCountError(f"B1 has {c1.shape[1]} bits but B2 has {c2.shape[1]}")
    B1, B2 = np.asarray(B1), np.asarray(B2)
    q = B2.shape[1]
    return 0.5 * (q - np.dot(B1, B2.transpose()))


def calc_map_literal(qB: np.ndarray, rB: np.ndarray, query_L: np.ndarray, retrieval_L: np.ndarray) -> float:
    """The note's ``calc_map`` ported to Python 3 with the fewest changes that make it run.

    Changes: ``range`` for ``xrange``; ``retrieval_L.transpose()`` for the garbled ``anspo()``;
    ``continue`` as the lost body of ``if tsum == 0:`` (our guess); ``int(tsum)`` as linspace's count. Kept as
    printed: ``np.argsort`` (quicksort: ties in no guaranteed order) and ``map / num_query`` (queries
    without relevant items count as 0 in the mean). The inputs are checked as in :func:`hamming_map`
    (so a bad argument is a typed error); the computation is the note's, for comparison only.
    """
    _inputs(qB, rB, query_L, retrieval_L)  # every check of hamming_map, shapes included; values as given
    qB, rB, query_L, retrieval_L = (np.asarray(x) for x in (qB, rB, query_L, retrieval_L))
    num_query = query_L.shape[0]
    map_ = 0
    for iter_ in range(num_query):
        gnd = (np.dot(query_L[iter_, :], retrieval_L.transpose()) > 0).astype(np.float32)
        tsum = np.sum(gnd)
        if tsum == 0:
            continue
        hamm = calc_hammingDist(qB[iter_, :], rB)
        ind = np.argsort(hamm)
        gnd = gnd[ind]
        count = np.linspace(1, tsum, int(tsum))
        tindex = np.asarray(np.where(gnd == 1)) + 1.0
        map_ = map_ + np.mean(count / (tindex))
    map_ = map_ / num_query
    return float(map_)


def calc_map_fixed(qB: Any, rB: Any, query_L: Any, retrieval_L: Any, topk: int | None = None) -> float:
    """The note's loop, corrected: checked inputs and a stable sort; its rule kept (divide by all queries).

    A query with no relevant item adds nothing and still counts in ``map / num_query`` (AP 0), as the
    note's code does, so this equals ``hamming_map(..., no_relevant="zero")``. With ``topk`` it is the
    usual top-k variant of the same code: AP over the top k, divided by the relevant items found there
    (a query with none there adds 0), the same as ``denominator="retrieved_relevant"``.

    >>> calc_map_fixed([[1, 1]], [[1, 1], [-1, -1]], [[1]], [[1], [1]])
    1.0
    """
    qB = check_codes(qB, "qB")
    rB = check_codes(rB, "rB")
    query_L = check_label_matrix(query_L, "query_L")
    retrieval_L = check_label_matrix(retrieval_L, "retrieval_L")
    if topk is not None:
        topk = check_cutoff(topk, "topk")
    if qB.shape[1] != rB.shape[1] or qB.shape[0] != query_L.shape[0] or rB.shape[0] != retrieval_L.shape[0]:
        raise InconsistentCountError(f"shapes disagree: qB {qB.shape}, rB {rB.shape}, query_L {query_L.shape}, "
                                     f"retrieval_L {retrieval_L.shape}")
    total = 0.0
    num_query = query_L.shape[0]
    for i in range(num_query):
        gnd = (query_L[i] @ retrieval_L.T > 0).astype(np.float64)
        hamm = calc_hammingDist(qB[i][None, :], rB)[0]
        gnd = gnd[np.argsort(hamm, kind="stable")]
        if topk is not None:
            gnd = gnd[:topk]
        tsum = int(gnd.sum())
        if tsum == 0:
            continue
        count = np.arange(1, tsum + 1)
        tindex = np.flatnonzero(gnd == 1) + 1.0
        total += float(np.mean(count / tindex))
    return total / num_query


# -- the denominator question ----------------------------------------------------------------------
@dataclass(frozen=True)
class DenominatorAnswer:
    """The note's question, answered with numbers: mAP@k dividing by R versus by the relevant retrieved.

    ``ap_relevant`` and ``ap_retrieved_relevant`` are per-query arrays (queries with a relevant item);
    ``n_relevant`` (R) and ``n_in_top_k`` their denominators.
    """

    top_k: int | None
    map_relevant: float
    map_retrieved_relevant: float
    ap_relevant: np.ndarray
    ap_retrieved_relevant: np.ndarray
    n_relevant: np.ndarray
    n_in_top_k: np.ndarray

    @property
    def ratio(self) -> float:
        """map_retrieved_relevant / map_relevant (how much the retrieved-relevant denominator the note asks about inflates mAP@k)."""
        return self.map_retrieved_relevant / self.map_relevant if self.map_relevant else math.inf

    def __str__(self) -> str:
        k = "all" if self.top_k is None else self.top_k
        return (f"top {k}: mAP dividing by all relevant items (TP + FN) = {self.map_relevant:.4f}; "
                f"dividing by the relevant items retrieved = {self.map_retrieved_relevant:.4f} "
                f"(x{self.ratio:.2f}); mean R = {self.n_relevant.mean():.1f}, "
                f"mean relevant in the top k = {self.n_in_top_k.mean():.1f}")


def denominator_question(query_codes: Any, db_codes: Any, query_labels: Any, db_labels: Any,
                         top_k: int | None = 50) -> DenominatorAnswer:
    """Both denominators of the note's question on the same rankings (``top_k=50`` as the note's example).

    Averaged over the queries with a relevant item (``no_relevant="skip"``: the question is about
    those queries; on data where every query has one, as the synthetic dataset, the two rules agree).

    Dividing by the relevant items retrieved (n, ``count(rel(k)==1)``) instead of all relevant items
    (TP + FN) is never smaller, and equal when the top k holds every relevant item; with top_k=None
    they are the same number.

    >>> a = denominator_question([[1, 1]], [[1, 1], [-1, -1], [-1, 1]], [[1]], [[1], [1], [1]], top_k=1)
    >>> a.map_relevant, a.map_retrieved_relevant
    (0.3333333333333333, 1.0)
    """
    if top_k is not None:
        top_k = check_cutoff(top_k, "top_k")
    dist, rel = _inputs(query_codes, db_codes, query_labels, db_labels)
    a_rel, n_rel, _ = _per_query_ap(dist, rel, top_k, "relevant")
    a_ret, _, n_in = _per_query_ap(dist, rel, top_k, "retrieved_relevant")
    keep = n_rel > 0
    if not keep.any():
        raise EmptyRankingError("no query has a relevant item: nothing to average")
    n = int(keep.sum())
    return DenominatorAnswer(top_k, math.fsum(a_rel[keep].tolist()) / n,
                             math.fsum(a_ret[keep].tolist()) / n, a_rel[keep], a_ret[keep],
                             n_rel[keep], n_in[keep])


# -- synthetic data --------------------------------------------------------------------------------
@dataclass(frozen=True)
class CrossModalDataset:
    """Image and text codes of queries and database items, correlated through shared multi-hot labels.

    Image -> text retrieval: ``hamming_map(query_image, db_text, query_labels, db_labels)``;
    text -> image: ``hamming_map(query_text, db_image, query_labels, db_labels)``.
    """

    query_image: np.ndarray
    query_text: np.ndarray
    db_image: np.ndarray
    db_text: np.ndarray
    query_labels: np.ndarray
    db_labels: np.ndarray
    seed: int | None


def _whole(name: str, x: Any, minimum: int = 1) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < minimum:
        raise InconsistentCountError(f"{name} must be a whole number >= {minimum}, got {excerpt(x)}")
    return int(x)


def synthetic_crossmodal_dataset(n_query: int = 100, n_db: int = 2000, bits: int = 32, n_labels: int = 10,
                                 seed: int | None = 0, noise: float = 1.0,
                                 max_labels: int = 3) -> CrossModalDataset:
    """A small synthetic cross-modal dataset made with NumPy (no downloads).

    Each item gets 1..``max_labels`` labels (uniformly). Each label has a Gaussian prototype in
    R^bits; an item's image code is sign(sum of its labels' prototypes + noise_image) and its text code
    sign(... + noise_text) with independent N(0, noise^2) noise per modality, so the two modalities are
    correlated only through the labels. ``noise`` controls how hard retrieval is. sign(0) is +1.

    >>> ds = synthetic_crossmodal_dataset(5, 50, bits=16, n_labels=4, seed=1)
    >>> ds.query_image.shape, ds.db_text.shape, ds.db_labels.shape, sorted(set(ds.db_image.ravel().tolist()))
    ((5, 16), (50, 16), (50, 4), [-1, 1])
    """
    n_query, n_db, bits = _whole("n_query", n_query), _whole("n_db", n_db), _whole("bits", bits)
    n_labels, max_labels = _whole("n_labels", n_labels), _whole("max_labels", max_labels)
    if isinstance(noise, bool) or not isinstance(noise, numbers.Real) or not noise >= 0:
        raise InconsistentCountError(f"noise must be a real number >= 0, got {excerpt(noise)}")
    max_labels = min(max_labels, n_labels)
    rng = np.random.default_rng(seed)
    proto = rng.standard_normal((n_labels, bits))

    def labels(n: int) -> np.ndarray:
        L = np.zeros((n, n_labels), dtype=np.int64)
        counts = rng.integers(1, max_labels + 1, size=n)
        for i, m in enumerate(counts):
            L[i, rng.choice(n_labels, size=m, replace=False)] = 1
        return L

    def codes(L: np.ndarray) -> np.ndarray:
        x = L @ proto + noise * rng.standard_normal((L.shape[0], bits))
        return np.where(x >= 0, 1, -1).astype(np.int64)

    ql, dl = labels(n_query), labels(n_db)
    return CrossModalDataset(codes(ql), codes(ql), codes(dl), codes(dl), ql, dl, seed)
