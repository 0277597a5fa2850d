"""Queries without relevant items: the one named policy every average over queries follows.

A query none of whose items is relevant has recall, AP, NDCG ... of 0 by convention (nothing can
be found). Whether it then counts in a mean over queries is a choice, named by ``no_relevant``:

* ``"zero"`` (default) -- the query counts with value 0, as trec_eval counts every query of the
  qrels it evaluates; the cross-modal note's ``calc_map`` (``002_*.txt``) tests ``if tsum == 0:``
  (the next line is lost) and divides by ``num_query``, so it too counts such queries as 0;
* ``"skip"`` -- the query is left out of the mean: neither trec_eval's choice nor the note's.

>>> policy_mean([0.5, 0.0, 1.0], [2, 0, 1], "zero")
(0.5, [True, True, True], 3)
>>> policy_mean([0.5, 0.0, 1.0], [2, 0, 1], "skip")
(0.75, [True, False, True], 2)
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Sequence

from .errors import EmptyRankingError, InconsistentCountError, check_number, check_option, check_sequence, excerpt

NO_RELEVANT = ("zero", "skip")


def included(n_relevant: Iterable[int], no_relevant: str) -> list[bool]:
    """Which queries count in the average under the policy; raises if none does."""
    check_option("no_relevant policy", no_relevant, NO_RELEVANT)
    counts = check_sequence(n_relevant, "n_relevant")
    for i, n in enumerate(counts, start=1):
        if isinstance(n, bool) or not isinstance(n, numbers.Integral) or n < 0:
            raise InconsistentCountError(f"n_relevant #{i} is {excerpt(n)}; counts must be whole numbers >= 0")
    keep = [no_relevant == "zero" or n > 0 for n in counts]
    if not any(keep):
        raise EmptyRankingError("no query has a relevant item, and no_relevant='skip' leaves nothing to average")
    return keep


def policy_mean(values: Sequence[float], n_relevant: Sequence[int], no_relevant: str
                ) -> tuple[float, list[bool], int]:
    """The mean of per-query ``values`` under the policy: ``(mean, included flags, number included)``.

    Summed with :func:`math.fsum`, so the mean is the correctly rounded sum divided by the count.
    """
    keep = included(n_relevant, no_relevant)
    vals = [check_number(v, f"value #{i}", "values", finite=True)
            for i, v in enumerate(check_sequence(values, "values"), start=1)]
    if len(vals) != len(keep):
        raise InconsistentCountError(f"{len(vals)} values but {len(keep)} relevant-item counts")
    n = sum(keep)
    return math.fsum(v for v, kp in zip(vals, keep) if kp) / n, keep, n
