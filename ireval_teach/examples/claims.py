"""Two of the documents' claims measured on real rankings (the digits collection), not on toy lists.

* The slides (``000_*.txt``, slide 5) on precision and recall: *"not a theorem, but a result with
  strong empirical confirmation"* that precision falls as recall rises.
  :func:`precision_recall_trend` measures it on every query of a digits system: the precision at the
  rank where recall first reaches each level (raw, not interpolated: interpolation would force the
  fall), and how often it falls, rises or stays from one level to the next.
* The cross-modal note (``002_*.txt``, 2.2): when *negative examples are abundant ... PR-curve is
  typically more appropriate* than ROC. :func:`roc_and_pr_with_distractors` embeds real queries in a
  growing number of real distractors (:mod:`ireval_teach.digits_embedding`: other classes' digits and
  noise images) and reports the mean ROC AUC and the MAP at each imbalance.

Both compute from the library's measures and return frozen records; the notebooks print them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import InconsistentCountError, InvalidCutoffError, UnknownOptionError, check_sequence, excerpt

__all__ = ["PrecisionRecallTrend", "precision_recall_trend", "ImbalanceRow", "roc_and_pr_with_distractors"]


@dataclass(frozen=True)
class PrecisionRecallTrend:
    """Precision at recall levels 1/L, 2/L, ..., 1 over the queries of one system, and its direction.

    ``mean_precision[j]`` is the mean over queries of the precision at the first rank where recall
    reaches ``levels[j]``; ``falls`` / ``rises`` / ``equal`` count the (query, level to next level)
    steps where that precision fell, rose or stayed the same.
    """

    system: str
    levels: tuple[float, ...]
    mean_precision: tuple[float, ...]
    falls: int
    rises: int
    equal: int
    n_queries: int

    @property
    def mean_falls_at_every_level(self) -> bool:
        """Does the mean precision over queries fall from each level to the next?"""
        return all(b < a for a, b in zip(self.mean_precision, self.mean_precision[1:]))

    @property
    def fraction_falling(self) -> float:
        """The share of level-to-level steps where precision fell."""
        return self.falls / (self.falls + self.rises + self.equal)

    def __str__(self) -> str:
        steps = self.falls + self.rises + self.equal
        return (f"{self.system}: over {self.n_queries} queries, precision fell in {self.falls} of {steps} "
                f"level-to-level steps ({self.fraction_falling:.1%}), rose in {self.rises}, stayed in {self.equal}; "
                f"mean precision at recall {self.levels[0]:g} = {self.mean_precision[0]:.3f}, at recall "
                f"{self.levels[-1]:g} = {self.mean_precision[-1]:.3f}, falling at every level: "
                f"{self.mean_falls_at_every_level}")


def precision_at_recall_levels(relevance: np.ndarray, n_levels: int = 10) -> tuple[np.ndarray, np.ndarray]:
    """(levels, precision): for each row of a 0/1 matrix (a ranked list holding every relevant item),
    the raw precision at the first rank where recall reaches j / n_levels, j = 1..n_levels.

    >>> lv, p = precision_at_recall_levels(np.array([[1, 0, 1, 0, 0, 1]]), 3)
    >>> lv.tolist(), p.round(4).tolist()
    ([0.3333, 0.6667, 1.0], [[1.0, 0.6667, 0.5]])
    """
    rel = np.asarray(relevance)
    if rel.ndim != 2 or not np.isin(rel, (0, 1)).all():
        raise InconsistentCountError("relevance must be a 2-D matrix of 0/1 labels (queries x ranks)")
    c = rel.sum(axis=1)
    if (c == 0).any():
        raise InconsistentCountError(f"query row {int(np.argmax(c == 0))} has no relevant item: no recall level")
    levels = np.arange(1, n_levels + 1) / n_levels
    cum = np.cumsum(rel, axis=1)
    need = np.ceil(levels[None, :] * c[:, None] - 1e-9).astype(np.int64)       # relevant items to reach each level
    # the first rank (1-based) whose cumulative count reaches `need`
    rank = np.stack([np.searchsorted(cum[i], need[i], side="left") + 1 for i in range(len(rel))])
    precision = need / rank
    return np.round(levels, 4), precision


def precision_recall_trend(system: str, queries: Sequence[int] | None = None, n_levels: int = 10
                           ) -> PrecisionRecallTrend:
    """Does precision fall as recall rises? Measured on one digits system's full rankings.

    ``queries``: image indices (default: the 100 queries of the shipped TREC runs,
    :func:`ireval_teach.digits.trec_queries`). Every ranking holds the whole collection, so every
    level is reached.

    >>> t = precision_recall_trend("pixels_l2", queries=[0, 1], n_levels=4)
    >>> t.n_queries, t.falls + t.rises + t.equal, t.mean_precision[0] >= t.mean_precision[-1]
    (2, 6, True)
    """
    from .. import digits

    if isinstance(n_levels, bool) or not isinstance(n_levels, int) or n_levels < 2:
        raise InconsistentCountError(f"n_levels must be a whole number >= 2, got {excerpt(n_levels)}")
    n = digits.load_collection().n_images
    qs = (digits.trec_queries() if queries is None else digits._queries(queries, n)).tolist()
    levels, p = precision_at_recall_levels(digits.relevance_matrix(system, qs), n_levels)
    d = np.diff(p, axis=1)
    tol = 1e-12
    return PrecisionRecallTrend(system, tuple(levels.tolist()), tuple(p.mean(axis=0).tolist()),
                                int((d < -tol).sum()), int((d > tol).sum()), int((abs(d) <= tol).sum()), len(p))


@dataclass(frozen=True)
class ImbalanceRow:
    """One system at one imbalance: c relevant images per query among e real distractors."""

    system: str
    distractors: str
    c: int
    e: int
    roc_auc: float
    map: float
    n_queries: int

    @property
    def negatives_per_positive(self) -> float:
        return self.e / self.c

    def __str__(self) -> str:
        return (f"{self.system:9} e = {self.e:6,} ({self.negatives_per_positive:7,.0f} negatives per positive): "
                f"mean ROC AUC = {self.roc_auc:.4f}   MAP = {self.map:.4f}")


def roc_and_pr_with_distractors(systems: Sequence[str] = ("pixels_l2", "pca8_l2"),
                                embeddings: Sequence[int] = (16, 160, 1600),
                                distractors: str = "digits", c: int = 16) -> list[ImbalanceRow]:
    """Mean ROC AUC and MAP of real queries as real distractors pile up (one row per system and e).

    Each query's c relevant images are ranked among e distractors by
    :func:`ireval_teach.digits_embedding.embedded_rankings` (its default queries and seed); ROC AUC
    scores the ranking by rank (ties impossible) and MAP is AP over all c relevant images. The
    default distractors are the other classes' digits (about 1,600 per query, so e up to 1,600):
    one nature of distractor throughout, so only the imbalance changes.

    >>> rows = roc_and_pr_with_distractors(("pixels_l2",), (16, 160))
    >>> [(r.e, r.n_queries, r.roc_auc > 0.9, r.map > 0.7) for r in rows]
    [(16, 20, True, True), (160, 20, True, True)]
    """
    from ..average_precision import average_precision
    from ..digits_embedding import embedded_rankings
    from ..roc import roc_auc

    systems = check_sequence(systems, "systems", UnknownOptionError)
    embeddings = check_sequence(embeddings, "embeddings", InvalidCutoffError)
    rows = []
    for system in systems:
        for e in embeddings:
            rs = embedded_rankings(system, e, c=c, distractors=distractors)
            aucs, aps = [], []
            for r in rs.values():
                labels = r.labels.tolist()
                aucs.append(roc_auc(list(range(len(labels), 0, -1)), labels))
                aps.append(average_precision(r))
            rows.append(ImbalanceRow(system, distractors, c, int(e), math.fsum(aucs) / len(aucs),
                                     math.fsum(aps) / len(aps), len(aps)))
    return rows
