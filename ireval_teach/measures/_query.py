"""One query of a run with its judgments: what a step-through (``MeasureSpec.trace``) reads.

``labels`` are the qrels labels of the retrieved documents in rank order, :data:`~._batch.NOT_IN_POOL`
for a document not in the qrels (trec_eval's convention; a negative label is "in the pool, unjudged");
``judgments`` every qrels line of the query. :attr:`ranking` is the binary view of the core library
(negative labels as 0, the relevant documents never retrieved as ``unretrieved_grades``), :attr:`graded`
the same with every positive judgment never retrieved (trec_eval's ideal ranking for nDCG), and
:meth:`batch` the one-query :class:`~._batch.Batch` the vectorised kernels read -- so ``explain`` and
``eval`` compute the same value from the same arrays.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from ..ranking import Ranking
from ._batch import NOT_IN_POOL, Batch, _QrelsRows


@dataclass(frozen=True, eq=False)
class QueryInput:
    """One query: its ranked ``docnos`` and their qrels ``labels``, its ``judgments`` and the options."""

    qid: str
    docnos: tuple[str, ...]
    labels: tuple[int, ...]
    judgments: Mapping[str, int]
    relevance_level: int = 1
    interpolation: str = "textbook"
    ndcg_formulation: str = "trec"
    num_docs: int = 0
    answered: bool = True
    runid: str = ""
    _cache: dict = field(default_factory=dict, repr=False)

    @property
    def R(self) -> int:
        """Relevant documents of the query in the qrels (label >= the relevance level)."""
        return sum(1 for g in self.judgments.values() if g >= self.relevance_level)

    @property
    def retrieved(self) -> bool:
        return len(self.docnos) > 0

    @cached_property
    def ranking(self) -> Ranking:
        """The judged ranking (labels below 0 or not in the qrels as 0), with the relevant documents never
        retrieved as ``unretrieved_grades``; an empty query is one non-relevant rank (the core needs one)."""
        got = set(self.docnos)
        unretrieved = sorted((g for d, g in self.judgments.items() if d not in got and g >= self.relevance_level),
                             reverse=True)
        labels = [max(0, g) for g in self.labels]
        if not labels:
            return Ranking([0], self.R, ids=("-",), threshold=self.relevance_level)
        return Ranking(labels, ids=self.docnos, threshold=self.relevance_level, unretrieved_grades=unretrieved)

    @cached_property
    def graded(self) -> Ranking:
        """As :attr:`ranking`, with every positive judgment never retrieved (nDCG's ideal ranking)."""
        got = set(self.docnos)
        grades = sorted((g for d, g in self.judgments.items() if g > 0 and d not in got), reverse=True)
        labels = [max(0, g) for g in self.labels] or [0]
        return Ranking(labels, ids=self.docnos or ("-",), unretrieved_grades=grades)

    def batch(self) -> Batch:
        """The one-query :class:`Batch` of the vectorised kernels (the evaluator's arrays for this query)."""
        if "batch" not in self._cache:
            n = len(self.labels)
            qlab = np.array(list(self.judgments.values()), dtype=np.int64)
            qrows = _QrelsRows(np.zeros(len(qlab), dtype=np.int64), qlab)
            labels = np.array(self.labels, dtype=np.int64) if n else np.zeros(0, dtype=np.int64)
            self._cache["batch"] = Batch(np.zeros(n, dtype=np.int64), labels, np.array([self.R], dtype=np.int64), 1,
                                         self.relevance_level, qrows, self.interpolation, self.ndcg_formulation,
                                         num_docs=self.num_docs, answered=np.array([self.answered]))
        return self._cache["batch"]


def _judged_label(g: int) -> str:
    """What the qrels say of a retrieved document, in words (``labels`` entry ``g``)."""
    if g == NOT_IN_POOL:
        return "not in the qrels"
    if g < 0:
        return f"in the pool, unjudged ({g})"
    return str(g)
