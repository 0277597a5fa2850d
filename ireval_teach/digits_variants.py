"""Systems derived from the digits collection (ours), for the variance and significance lecture.

:mod:`ireval_teach.digits` ships three real systems. Teaching multiple testing and the variance of
systems needs a few more, made here and labelled as ours:

* :func:`perturbed_average_precisions` -- a *near-identical* copy of a real system: its distances
  plus Gaussian noise with standard deviation ``noise`` times the standard deviation of all its
  distances (``numpy.random.default_rng(seed)``). Copies with the same ``noise`` and different seeds
  are exchangeable: none is better by construction, so every "significant" difference between two
  of them is a false positive.
* :func:`random_average_precisions` -- a *genuinely different* system: every query's other 1,796
  images in a seeded random order (:func:`ireval_teach.digits.random_ranking`, vectorised).
* :func:`truncated_average_precisions` -- a real system's AP when its ranking is cut at ``depth``
  (the denominator stays c, all relevant images: trec_eval's ``map`` on a run of ``depth`` results,
  as in the shipped TREC files).

All return one AP per query (full rankings of the other 1,796 images, the query itself left out).

>>> import numpy as np
>>> from ireval_teach import digits
>>> q = digits.trec_queries()
>>> ap100 = truncated_average_precisions("pixels_l2", 100, q)
>>> bool(np.all(ap100 <= digits.average_precisions("pixels_l2", q) + 1e-12))
True
"""

from __future__ import annotations

import numbers
from typing import Any
from collections.abc import Sequence

import numpy as np

from . import digits
from .errors import InvalidCutoffError, InvalidOptionError, excerpt


def _ap_from_order(ranked: np.ndarray, qs: np.ndarray) -> np.ndarray:
    labels = digits.load_collection().labels
    rel = (labels[ranked] == labels[qs][:, None]).astype(float)
    prec = np.cumsum(rel, axis=1) / np.arange(1, rel.shape[1] + 1)
    return (prec * rel).sum(axis=1) / rel.sum(axis=1)


def _seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not 0 <= int(seed) < 2 ** 63:
        raise InvalidOptionError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    return int(seed)


def _qs(queries: Sequence[int] | None) -> np.ndarray:
    """Query image indices (every image when None), checked by :mod:`.digits` (a typed error naming a bad one)."""
    return digits._queries(queries, digits.load_collection().n_images)


def perturbed_average_precisions(system: str, noise: float, seed: int,
                                 queries: Sequence[int] | None = None) -> np.ndarray:
    """AP of every query for ``system`` with noisy distances (see the module): a near-identical copy."""
    if isinstance(noise, bool) or not isinstance(noise, numbers.Real) or not 0 <= noise < 10:
        raise InvalidCutoffError(f"noise must be a number in [0, 10), got {excerpt(noise)}")
    seed = _seed(seed)
    qs = _qs(queries)
    d = digits.distances(system)[qs].astype(float)
    rng = np.random.default_rng(seed)
    d = d + rng.normal(0.0, float(noise) * float(d.std()), d.shape)
    d[np.arange(len(qs)), qs] = np.inf                     # the query itself: last, then cut off
    ranked = np.argsort(d, axis=1, kind="stable")[:, :-1]
    return _ap_from_order(ranked, qs)


def random_average_precisions(seed: int = 0, queries: Sequence[int] | None = None) -> np.ndarray:
    """AP of every query for a random ordering of the other images (one permutation per query, seeded)."""
    seed = _seed(seed)
    qs = _qs(queries)
    n = digits.load_collection().n_images
    rng = np.random.default_rng(seed)
    keys = rng.random((len(qs), n))
    keys[np.arange(len(qs)), qs] = np.inf
    ranked = np.argsort(keys, axis=1)[:, :-1]
    return _ap_from_order(ranked, qs)


def truncated_average_precisions(system: str, depth: int, queries: Sequence[int] | None = None) -> np.ndarray:
    """AP of every query with the ranking cut at ``depth`` (denominator: all relevant images)."""
    if isinstance(depth, bool) or not isinstance(depth, numbers.Integral) or depth < 1:
        raise InvalidCutoffError(f"depth must be a whole number >= 1, got {excerpt(depth)}")
    qs = _qs(queries)
    rel = digits.relevance_matrix(system, qs).astype(float)
    c = rel.sum(axis=1)
    rel = rel[:, :int(depth)]
    prec = np.cumsum(rel, axis=1) / np.arange(1, rel.shape[1] + 1)
    return (prec * rel).sum(axis=1) / c


def near_identical_copies(system: str = "pixels_l2", copies: int = 10, noise: float = 0.05, seed: int = 0,
                          queries: Sequence[int] | None = None) -> dict[str, np.ndarray]:
    """``copies`` near-identical systems (ours): :func:`perturbed_average_precisions` with seeds
    ``seed``, ``seed + 1``, ...; named ``"<system>+noise#<i>"``. None is better than another by construction."""
    if isinstance(copies, bool) or not isinstance(copies, numbers.Integral) or not 2 <= copies <= 100:
        raise InvalidCutoffError(f"copies must be a whole number from 2 to 100, got {excerpt(copies)}")
    seed = _seed(seed)
    return {f"{system}+noise#{i}": perturbed_average_precisions(system, noise, seed + i, queries)
            for i in range(int(copies))}
