"""The judged ranking: the input of every measure.

A :class:`Ranking` is what a retrieval system returned for one query, judged:
the relevance *label* of each retrieved item in rank order (rank 1 first), plus
what the list cannot show by itself:

* ``n_relevant`` -- the total number of relevant items for the query, |e| in the
  MLRF lecture (``001_*.txt``) and c in Sebe et al. (``003_*.txt``). It defaults to
  the number of relevant labels in the list and may be larger when relevant items
  were never retrieved (the lecture's "Case 2: what if |e| = 4?").
* ``collection_size`` -- d, the number of items in the collection (needed for true
  negatives, accuracy and generality).
* ``unretrieved_grades`` -- the grades of relevant items that were not retrieved
  (needed only for NDCG's ideal ranking "from all judgments", as trec_eval builds it).

Convention: labels are integers >= 0; 0 means not relevant. Graded labels are
allowed (the image-retrieval slides' 0-3 scale). Binary measures count an item as
relevant when ``label >= threshold`` (default 1).

>>> r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
>>> r.length, r.n_relevant, r.relevant_ranks
(10, 3, (1, 3, 9))
>>> Ranking.from_positions([1, 2, 4, 15], length=20).relevant_ranks
(1, 2, 4, 15)
"""

from __future__ import annotations

import math
import numbers
from typing import Any, cast
from collections.abc import Hashable, Iterable, Mapping, Sequence

import numpy as np

from .errors import (
    EmptyRankingError,
    InconsistentCountError,
    InvalidCutoffError,
    InvalidIdError,
    InvalidLabelError,
    TooLargeError,
    check_number,
    check_option,
    excerpt,
)

#: Named rules for ordering items with equal scores (see :meth:`Ranking.from_scores`).
TIE_RULES = ("trec_eval", "input_order", "optimistic", "pessimistic")

#: The most items a Ranking holds (80 MB of labels): a bound on the memory a number like
#: ``from_positions(..., length=10**12)`` would otherwise ask for.
MAX_LENGTH = 10 ** 7

#: The largest relevance label: 2**53, the largest integer every label up to which a float holds exactly
#: (graded measures compute with labels as floats).
MAX_LABEL = 2 ** 53


def _check_label(x: Any, where: str) -> int:
    if isinstance(x, (bool, np.bool_)):  # True/False (also NumPy's, e.g. a boolean mask) mean 1/0
        return int(x)
    if isinstance(x, numbers.Integral):
        v = int(x)
    elif isinstance(x, numbers.Real) and math.isfinite(float(x)) and float(x).is_integer():
        v = int(math.trunc(x))
    else:
        raise InvalidLabelError(f"label {where} is {excerpt(x)}; relevance labels must be integers >= 0")
    if v < 0:
        raise InvalidLabelError(f"label {where} is {v}; relevance labels must be integers >= 0")
    if v > MAX_LABEL:
        raise InvalidLabelError(f"label {where} is {excerpt(v)}; relevance labels must be integers from 0 to "
                                f"2**53 = {MAX_LABEL}")
    return v


def _fast_labels(raw: Any) -> np.ndarray | None:
    """Labels as an int64 array when ``raw`` is (or converts to) a valid 1-D numeric array, checked
    vectorised; None when it holds anything else (then each label is checked one by one, which names
    the first bad one)."""
    if isinstance(raw, np.ndarray):
        arr = raw
    else:
        try:
            arr = np.asarray(raw)
        except (ValueError, TypeError, OverflowError):
            return None
    if arr.ndim != 1 or arr.dtype.kind not in "biuf":
        return None
    if arr.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            ok = np.isfinite(arr).all() and (arr >= 0).all() and (arr <= MAX_LABEL).all() \
                and (arr == np.floor(arr)).all()
    elif arr.dtype.kind == "b":
        ok = True
    else:
        ok = bool((arr >= 0).all()) and bool((arr <= MAX_LABEL).all())
    return arr.astype(np.int64) if ok else None


def check_ids(ids: Any, what: str = "document id") -> tuple:
    """``ids`` as a tuple, every one hashable and none twice; else :class:`InvalidIdError` /
    :class:`InconsistentCountError` naming the id."""
    if isinstance(ids, (str, bytes)) or not hasattr(ids, "__iter__"):
        raise InvalidIdError(f"ids must be a sequence of {what}s, got {excerpt(ids)}")
    ids = tuple(ids)
    seen: set = set()
    for i, x in enumerate(ids, start=1):
        try:
            new = x not in seen
        except TypeError:
            raise InvalidIdError(f"{what} #{i} is {excerpt(x)} ({type(x).__name__}); ids must be hashable, "
                                 "e.g. strings or numbers") from None
        if not new:
            raise InconsistentCountError(f"{what} {excerpt(x)} appears twice in the ranking")
        seen.add(x)
    return ids


class Ranking:
    """Relevance labels in rank order, with the query's total number of relevant items.

    Parameters
    ----------
    labels:
        Relevance label of the item at rank 1, 2, ... (integers >= 0; 0 = not relevant).
    n_relevant:
        Total number of relevant items for the query (|e|). Default: the number of
        relevant labels in ``labels`` plus ``len(unretrieved_grades)``. Must not be smaller
        than the number of relevant labels in the list.
    collection_size:
        Number of items in the collection (d). Optional; must be >= the list length.
    ids:
        Optional document ids, one per rank (used by the set view and the TREC tools).
    threshold:
        Smallest label that counts as relevant for binary measures (default 1).
    unretrieved_grades:
        Grades of relevant items that were not retrieved (for NDCG's ideal ranking built
        from all judgments). If ``n_relevant`` is also given they must agree.

    Raises
    ------
    EmptyRankingError, InvalidLabelError, InconsistentCountError
        With a message that names the bad value.
    """

    __slots__ = ("_labels", "_relevant", "_n_relevant", "_collection_size", "_ids", "_threshold",
                 "_unretrieved")
    _labels: np.ndarray
    _relevant: np.ndarray
    _n_relevant: int
    _collection_size: int | None
    _ids: tuple | None
    _threshold: int
    _unretrieved: tuple[int, ...]

    def __init__(
        self,
        labels: Iterable[Any],
        n_relevant: int | None = None,
        *,
        collection_size: int | None = None,
        ids: Sequence[Hashable] | None = None,
        threshold: int = 1,
        unretrieved_grades: Iterable[int] = (),
    ) -> None:
        if isinstance(labels, (str, bytes)):
            raise InvalidLabelError(f"labels must be a sequence of integers, got the string {excerpt(labels)}")
        if isinstance(labels, np.ndarray) and labels.ndim == 1:
            raw: Any = labels
        else:
            try:
                raw = list(labels)
            except TypeError:
                raise InvalidLabelError(f"labels must be a sequence of integers, got {excerpt(labels)}") from None
        if not len(raw):
            raise EmptyRankingError("the ranking is empty: give at least one relevance label")
        if len(raw) > MAX_LENGTH:
            raise TooLargeError(f"{len(raw):,} labels are more than a Ranking holds (MAX_LENGTH = {MAX_LENGTH:,})")
        arr = _fast_labels(raw)
        if arr is None:
            arr = np.asarray([_check_label(x, f"at rank {i}") for i, x in enumerate(raw, start=1)],
                             dtype=np.int64)
        if (isinstance(threshold, bool) or not isinstance(threshold, numbers.Integral) or not
                1 <= threshold <= MAX_LABEL):
            raise InvalidLabelError(f"threshold must be an integer from 1 to 2**53, got {excerpt(threshold)}")
        self._threshold = int(threshold)
        arr = arr.copy() if arr is raw else arr
        arr.setflags(write=False)
        self._labels = arr
        rel = arr >= self._threshold
        rel.setflags(write=False)
        self._relevant = rel
        unretrieved = tuple(_check_label(g, f"#{i} of unretrieved_grades") for i, g in
                            enumerate(unretrieved_grades, start=1))
        for g in unretrieved:
            if g < self._threshold:
                raise InvalidLabelError(
                    f"unretrieved grade {g} is below the relevance threshold {self._threshold}; "
                    "list only relevant items that were not retrieved")
        self._unretrieved = unretrieved
        in_list = int(rel.sum())
        if n_relevant is None:
            n = in_list + len(unretrieved)
        else:
            if isinstance(n_relevant, bool) or not isinstance(n_relevant, numbers.Integral) or n_relevant < 0:
                raise InconsistentCountError(f"n_relevant must be a whole number >= 0, got {excerpt(n_relevant)}")
            n = int(n_relevant)
            if n < in_list:
                raise InconsistentCountError(
                    f"n_relevant={n} is smaller than the {in_list} relevant items in the ranking")
            if unretrieved and n != in_list + len(unretrieved):
                raise InconsistentCountError(
                    f"n_relevant={n} disagrees with {in_list} relevant in the list + "
                    f"{len(unretrieved)} unretrieved grades")
        self._n_relevant = n
        if collection_size is not None:
            if (isinstance(collection_size, bool) or not isinstance(collection_size, numbers.Integral)
                    or collection_size < len(arr)):
                raise InconsistentCountError(
                    f"collection_size={excerpt(collection_size)} must be a whole number >= the "
                    f"{len(arr)} ranked items")
            if collection_size - len(arr) < n - in_list:
                raise InconsistentCountError(
                    f"collection_size={collection_size} leaves room for only {collection_size - len(arr)} "
                    f"unretrieved items, but {n - in_list} relevant items were not retrieved")
            collection_size = int(collection_size)
        self._collection_size = collection_size
        if ids is not None:
            ids = check_ids(ids)
            if len(ids) != len(arr):
                raise InconsistentCountError(f"{len(ids)} ids given for {len(arr)} labels")
        self._ids = ids

    # -- constructors --------------------------------------------------------------------------
    @classmethod
    def from_positions(cls, positions: Iterable[int], length: int, n_relevant: int | None = None,
                       **kwargs: Any) -> Ranking:
        """Build a binary ranking from the 1-based ranks of the relevant items.

        This is how the lecture notes (``004_*.txt``) state their 20-image example:
        "the similar images appear at positions 1, 2, 4 and 15".

        >>> Ranking.from_positions([1, 3], length=4).labels.tolist()
        [1, 0, 1, 0]
        >>> Ranking.from_positions([0], length=4)
        Traceback (most recent call last):
        ...
        ireval_teach.errors.InvalidCutoffError: position 0 is outside the ranks 1..4
        """
        if isinstance(length, bool) or not isinstance(length, numbers.Integral) or length < 1:
            raise InvalidCutoffError(f"length must be a whole number >= 1, got {excerpt(length)}")
        if length > MAX_LENGTH:
            raise TooLargeError(f"length={length} is more than a Ranking holds (MAX_LENGTH = {MAX_LENGTH:,} "
                                "items); give the ranks of a shorter list")
        if isinstance(positions, (str, bytes)) or not hasattr(positions, "__iter__"):
            raise InvalidCutoffError(f"positions must be a sequence of ranks, got {excerpt(positions)}")
        labels = np.zeros(int(length), dtype=np.int64)
        for p in positions:
            if isinstance(p, bool) or not isinstance(p, numbers.Integral) or not 1 <= p <= length:
                raise InvalidCutoffError(f"position {excerpt(p)} is outside the ranks 1..{length}")
            if labels[p - 1]:
                raise InconsistentCountError(f"position {p} is listed twice")
            labels[p - 1] = 1
        return cls(labels, n_relevant, **kwargs)

    @classmethod
    def from_ids(cls, retrieved: Sequence[Hashable], relevant: Iterable[Hashable] | Mapping[Hashable, int],
                 collection_size: int | None = None, **kwargs: Any) -> Ranking:
        """Build a ranking from retrieved ids (A, in rank order) and the relevant ids (B).

        ``relevant`` is a set of ids (binary) or a mapping id -> grade (graded; grade 0 means judged
        not relevant). n_relevant is |B|; relevant ids never retrieved become ``unretrieved_grades``.
        This is the set view of the lecture notes: precision = |A ∩ B| / |A|, recall = |A ∩ B| / |B|.

        >>> r = Ranking.from_ids(["a", "b", "c"], {"c", "x"})
        >>> r.labels.tolist(), r.n_relevant
        ([0, 0, 1], 2)
        """
        retrieved = list(check_ids(retrieved))
        if isinstance(relevant, Mapping):
            grades = {k: _check_label(v, f"of document {excerpt(k)}") for k, v in relevant.items()}
        else:
            if isinstance(relevant, (str, bytes)) or not hasattr(relevant, "__iter__"):
                raise InvalidIdError(f"relevant must be a set of document ids or a dict id -> grade, "
                                     f"got {excerpt(relevant)}")
            rel_ids = list(relevant)
            for i, x in enumerate(rel_ids, start=1):
                if not _hashable(x):
                    raise InvalidIdError(f"relevant document id #{i} is {excerpt(x)} ({type(x).__name__}); "
                                         "ids must be hashable, e.g. strings or numbers")
            grades = {k: 1 for k in rel_ids}
        labels = [grades.get(doc, 0) for doc in retrieved]
        threshold = kwargs.get("threshold", 1)
        got = set(retrieved)
        unretrieved = [g for doc, g in grades.items() if doc not in got and g >= threshold]
        return cls(labels, collection_size=collection_size, ids=retrieved,
                   unretrieved_grades=unretrieved, **kwargs)

    @classmethod
    def from_scores(cls, scores: Sequence[float], labels: Sequence[int], ids: Sequence[Hashable] | None = None,
                    ties: str = "trec_eval", n_relevant: int | None = None, **kwargs: Any) -> Ranking:
        """The ranking induced by sorting ``scores`` from high to low.

        Items with equal scores are ordered by a named rule (``ties``):

        * ``"trec_eval"`` (default): score descending, then document id descending, as trec_eval
          sorts a run (the rank column of the run file is ignored). Without ``ids`` the ids are the
          input positions 0, 1, 2, ..., so later items come first among equals.
        * ``"input_order"``: equal scores keep their input order (a stable sort).
        * ``"optimistic"``: among equal scores, relevant items first (an upper bound).
        * ``"pessimistic"``: among equal scores, relevant items last (a lower bound).

        >>> Ranking.from_scores([0.9, 0.5, 0.9], [0, 1, 1], ids=["d1", "d2", "d3"]).ids
        ('d3', 'd1', 'd2')
        >>> Ranking.from_scores([0.5, float("nan")], [0, 1])
        Traceback (most recent call last):
        ...
        ireval_teach.errors.InvalidScoreError: score at position 1 is nan; scores must be real numbers
        """
        check_option("tie rule", ties, TIE_RULES)
        for name, seq in (("scores", scores), ("labels", labels)):
            if isinstance(seq, (str, bytes)) or not hasattr(seq, "__iter__"):
                raise InconsistentCountError(f"{name} must be a sequence, got {excerpt(seq)}")
        scores = list(scores)
        labels = list(labels)
        if len(scores) != len(labels):
            raise InconsistentCountError(f"{len(scores)} scores but {len(labels)} labels")
        if not scores:
            raise EmptyRankingError("the ranking is empty: give at least one score")
        vals = [check_number(s, f"score at position {i}") for i, s in enumerate(scores)]
        checked = [_check_label(x, f"at position {i}") for i, x in enumerate(labels)]
        threshold = kwargs.get("threshold", 1)
        if ids is None:
            ids = list(range(len(scores)))
        ids = list(check_ids(ids))
        if len(ids) != len(scores):
            raise InconsistentCountError(f"{len(ids)} ids but {len(scores)} scores")
        idx = list(range(len(scores)))
        if ties == "trec_eval":
            # two stable sorts: id descending, then score descending
            try:
                # ids are any hashables; ids of types that cannot be compared raise TypeError, caught here
                idx.sort(key=lambda i: cast(Any, ids[i]), reverse=True)
            except TypeError:
                kinds = sorted({type(x).__name__ for x in ids})
                raise InconsistentCountError(
                    f"the 'trec_eval' tie rule orders documents by id, but the ids mix types that cannot be "
                    f"compared ({', '.join(kinds)}); give ids of one type (trec_eval's are strings)") from None
            idx.sort(key=lambda i: -vals[i])
        elif ties == "input_order":
            idx.sort(key=lambda i: -vals[i])
        elif ties == "optimistic":
            idx.sort(key=lambda i: (-vals[i], -(checked[i] >= threshold)))
        else:  # pessimistic
            idx.sort(key=lambda i: (-vals[i], checked[i] >= threshold))
        return cls([checked[i] for i in idx], n_relevant, ids=[ids[i] for i in idx], **kwargs)

    # -- data ----------------------------------------------------------------------------------
    @property
    def labels(self) -> np.ndarray:
        """Relevance labels in rank order (read-only int64 array)."""
        return self._labels

    @property
    def relevant(self) -> np.ndarray:
        """Boolean array: is the item at each rank relevant (label >= threshold)?"""
        return self._relevant

    @property
    def length(self) -> int:
        """Number of retrieved items (the list's length)."""
        return len(self._labels)

    def __len__(self) -> int:
        return len(self._labels)

    @property
    def n_relevant(self) -> int:
        """Total number of relevant items for the query (|e|), retrieved or not."""
        return self._n_relevant

    @property
    def n_relevant_retrieved(self) -> int:
        """Number of relevant items in the list."""
        return int(self._relevant.sum())

    @property
    def collection_size(self) -> int | None:
        """d, the number of items in the collection, if known."""
        return self._collection_size

    @property
    def ids(self) -> tuple | None:
        """Document ids in rank order, if known."""
        return self._ids

    @property
    def threshold(self) -> int:
        """Smallest label counted as relevant by binary measures."""
        return self._threshold

    @property
    def unretrieved_grades(self) -> tuple[int, ...]:
        """Grades of relevant items that were not retrieved (may be shorter than the count of them
        when only ``n_relevant`` was given)."""
        return self._unretrieved

    @property
    def relevant_ranks(self) -> tuple[int, ...]:
        """1-based ranks of the relevant items."""
        return tuple(int(i) + 1 for i in np.flatnonzero(self._relevant))

    @property
    def all_grades(self) -> np.ndarray:
        """Grades of every relevant item of the query: those in the list and those never retrieved.

        Where only ``n_relevant`` was given, each missing relevant item counts with grade ``threshold``.
        """
        in_list = self._labels[self._relevant]
        missing = self._n_relevant - len(in_list) - len(self._unretrieved)
        extra = list(self._unretrieved) + [self._threshold] * missing
        return np.concatenate([in_list, np.asarray(extra, dtype=np.int64)])

    def tp_at(self) -> np.ndarray:
        """Cumulative number of relevant items in the top 1, 2, ..., length (int array)."""
        return np.cumsum(self._relevant, dtype=np.int64)

    # -- variations (immutable) -----------------------------------------------------------------
    def _replace(self, **changes: Any) -> Ranking:
        args = dict(labels=self._labels.tolist(), n_relevant=self._n_relevant,
                    collection_size=self._collection_size, ids=self._ids, threshold=self._threshold,
                    unretrieved_grades=self._unretrieved)
        args.update(changes)
        labels = args.pop("labels")
        n_rel = args.pop("n_relevant")
        return Ranking(labels, n_rel, **args)

    def with_label(self, rank: int, label: int) -> Ranking:
        """A copy with the item at ``rank`` (1-based) given a new label.

        n_relevant grows with the list if the new label adds a relevant item beyond it, and keeps
        the unretrieved relevant count otherwise (what a student clicking a rank expects).

        >>> Ranking([1, 0, 0], n_relevant=2).with_label(2, 1).n_relevant
        3
        """
        if isinstance(rank, bool) or not isinstance(rank, numbers.Integral) or not 1 <= rank <= self.length:
            raise InvalidCutoffError(f"rank {excerpt(rank)} is outside the ranks 1..{self.length}")
        label = _check_label(label, f"for rank {rank}")
        labels = self._labels.tolist()
        labels[rank - 1] = label
        missing = self._n_relevant - self.n_relevant_retrieved
        now = sum(1 for x in labels if x >= self._threshold)
        return self._replace(labels=labels, n_relevant=now + missing,
                             unretrieved_grades=self._unretrieved)

    def with_n_relevant(self, n_relevant: int) -> Ranking:
        """A copy with a different total number of relevant items (|e|)."""
        return self._replace(n_relevant=n_relevant, unretrieved_grades=())

    def binary(self) -> Ranking:
        """A copy with labels 0/1 (label >= threshold becomes 1)."""
        return Ranking(self._relevant.astype(int).tolist(), self._n_relevant,
                       collection_size=self._collection_size, ids=self._ids)

    # -- dunder ----------------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Ranking):
            return NotImplemented
        return (np.array_equal(self._labels, other._labels) and self._n_relevant == other._n_relevant
                and self._collection_size == other._collection_size and self._ids == other._ids
                and self._threshold == other._threshold and self._unretrieved == other._unretrieved)

    def __hash__(self) -> int:
        return hash((tuple(self._labels.tolist()), self._n_relevant, self._collection_size, self._ids))

    def __repr__(self) -> str:
        labels = self._labels.tolist()
        shown = ", ".join(map(str, labels[:20])) + (", ..." if len(labels) > 20 else "")
        extra = f", n_relevant={self._n_relevant}"
        if self._collection_size is not None:
            extra += f", collection_size={self._collection_size}"
        return f"Ranking([{shown}]{extra})"

    def _repr_html_(self) -> str:
        cells = "".join(
            f'<td title="rank {i}" style="padding:2px 5px;text-align:center;'
            f'background:{"#8fd18f" if rel else "#eee"}">{lab}</td>'
            for i, (lab, rel) in enumerate(zip(self._labels.tolist(), self._relevant.tolist()), start=1))
        ranks = "".join(f'<td style="padding:2px 5px;text-align:center;color:#777">{i}</td>'
                        for i in range(1, self.length + 1))
        return (f"<table><tr><th>rank</th>{ranks}</tr><tr><th>label</th>{cells}</tr></table>"
                f"<p>{self.n_relevant_retrieved} of {self._n_relevant} relevant items retrieved</p>")


def _hashable(x: Any) -> bool:
    try:
        hash(x)
    except TypeError:
        return False
    return True


def as_ranking(r: Any) -> Ranking:
    """Accept a :class:`Ranking` or a plain sequence of labels (validated like ``Ranking(labels)``)."""
    if isinstance(r, Ranking):
        return r
    return Ranking(r)
