"""GRiP, GRnP and GReP data: watch precision and recall fall as generality halves (Sebe et al.).

Sebe et al. (``003_*.txt``, Sec. 2, Fig. 1) restrict the scope to a fixed multiple of the class size,
s = s_r c, so that precision and recall depend on the generality g = c / d alone, and graph them
against -log2 g ("equal space to each successive doubling of the embedding"):

* GRiP graph -- s = c (s_r = 1): p = r = v / c against -log2 g;
* GRnP graph -- s = n c (s_r = n): r = n p against -log2 g;
* GReP graph -- the 3-D space (-log2 g, r, p) holding every s_r, with the random level p = g.

The paper graphs measured CBIR results; here a simulation stands in, so that the data can be made
in a notebook. One query = a fixed relevant class of c items with scores N(mu, 1) embedded in e
irrelevant items with scores N(0, 1); the ranking sorts scores high to low. ``mu`` is the ranking
method's quality (mu = 0 is a random ranking, whose expected precision is g at every scope). The
embedding grows by doubling, e = c 2^j (so -log2 g = log2(1 + 2^j), close to j for large j), and it
is *nested*: the embedding for j + 1 contains the one for j, and the relevant scores stay fixed, so
for each query v at a fixed scope can only fall as j grows -- what is seen is the effect of the
embedding alone. Each of ``n_queries`` queries draws its own class and embedding from one seeded
generator; the records hold the per-query values and their means.

>>> sim = simulate_embeddings(c=16, mu=3.0, doublings=range(0, 6), n_queries=20, seed=0)
>>> [round(x, 2) for x in sim.neg_log2_g.tolist()]
[1.0, 1.58, 2.32, 3.17, 4.09, 5.04]
>>> bool(all(sim.grip().precision[:-1] >= sim.grip().precision[1:]))   # falls as g halves
True
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

import numpy as np

from .errors import (InconsistentCountError, InvalidCutoffError, InvalidScoreError, IrevalError, check_number,
                     check_sequence, excerpt)

__all__ = ["simulate_query_ranks", "GrepSpace", "GrepSimulation", "GripCurve", "simulate_embeddings", "grip_curves",
           "grnp_curve"]


def _whole(name: str, x: Any, minimum: int = 0) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < minimum:
        raise InconsistentCountError(f"{name} must be a whole number >= {minimum}, got {excerpt(x)}")
    return int(x)


def _real(name: str, x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, numbers.Real) or not np.isfinite(float(x)):
        raise IrevalError(f"{name} must be a finite real number, got {excerpt(x)}")
    return float(x)


def _scores(x: Any, name: str) -> np.ndarray:
    values = check_sequence(x.tolist() if isinstance(x, np.ndarray) else x, name, InvalidScoreError)
    if values and isinstance(values[0], list):
        raise InvalidScoreError(f"{name} must be a flat sequence of numbers, got {excerpt(x)}")
    return np.asarray([check_number(v, f"{name}[{i}]", name, finite=True) for i, v in enumerate(values)], dtype=float)


def simulate_query_ranks(relevant_scores: np.ndarray, irrelevant_scores: np.ndarray,
                         embeddings: Sequence[int]) -> np.ndarray:
    """1-based ranks of the c relevant items (best first) when embedded in the first e irrelevant items.

    Returns an int array (len(embeddings), c): rank of the i-th best relevant item = i + 1 + the
    number of the first e irrelevant scores above it.

    >>> simulate_query_ranks(np.array([2.0, 0.5]), np.array([1.0, 0.0, 3.0]), [1, 3]).tolist()
    [[1, 3], [2, 4]]
    """
    rel = np.sort(_scores(relevant_scores, "relevant_scores"))[::-1]
    irr = _scores(irrelevant_scores, "irrelevant_scores")
    embeddings = [_whole("embedding e", e) for e in check_sequence(embeddings, "embeddings", InvalidCutoffError)]
    out = np.empty((len(embeddings), len(rel)), dtype=np.int64)
    base = np.arange(1, len(rel) + 1)
    for j, e in enumerate(embeddings):
        if e > len(irr):
            raise InconsistentCountError(f"embedding e={e} is larger than the {len(irr)} irrelevant scores")
        pool = np.sort(irr[:e])
        above = e - np.searchsorted(pool, rel, side="right")
        out[j] = base + above
    return out


@dataclass(frozen=True)
class GripCurve:
    """One GRnP curve (GRiP when ``relevant_scope`` = 1): precision (and recall = s_r p) against -log2 g."""

    c: int
    mu: float
    relevant_scope: float
    neg_log2_g: np.ndarray
    generality: np.ndarray
    precision: np.ndarray
    recall: np.ndarray
    precision_std: np.ndarray
    random_precision: np.ndarray

    @property
    def name(self) -> str:
        n = self.relevant_scope
        return "GRiP" if n == 1 else f"GR{n:g}P"


@dataclass(frozen=True)
class GrepSpace:
    """Measured or simulated points of the GReP space: per query, per embedding, per relevant scope.

    Arrays indexed [query, j, scope] (``v``, ``precision_q``, ``recall_q``) and their means over
    queries [j, scope] (``precision``, ``recall``, ``precision_std``). ``scopes`` = s_r c; the
    embedding of doubling j is e = ``embedding[j]``, the database d = c + e, the generality g = c / d.
    """

    c: int
    doublings: np.ndarray
    embedding: np.ndarray
    database: np.ndarray
    generality: np.ndarray
    neg_log2_g: np.ndarray
    relevant_scopes: np.ndarray
    scopes: np.ndarray
    v: np.ndarray
    precision_q: np.ndarray
    recall_q: np.ndarray
    precision: np.ndarray
    recall: np.ndarray
    precision_std: np.ndarray

    @classmethod
    def from_counts(cls, c: int, doublings: np.ndarray, embedding: np.ndarray, relevant_scopes: np.ndarray,
                    scopes: np.ndarray, v: np.ndarray, **extra: Any):
        """The record from the relevant counts v [query, j, scope]: p = v / s, r = v / c, g = c / (c + e);
        ``extra`` holds a subclass's own fields."""
        p_q = v / scopes[None, None, :]
        r_q = v / c
        d = c + embedding
        g = c / d
        return cls(c=c, doublings=doublings, embedding=embedding, database=d, generality=g, neg_log2_g=-np.log2(g),
                   relevant_scopes=relevant_scopes, scopes=scopes, v=v, precision_q=p_q, recall_q=r_q,
                   precision=p_q.mean(axis=0), recall=r_q.mean(axis=0), precision_std=p_q.std(axis=0), **extra)

    def scope_index(self, relevant_scope: float) -> int:
        """The index of ``relevant_scope`` in ``relevant_scopes`` (a typed error if it was not computed)."""
        hits = np.flatnonzero(np.isclose(self.relevant_scopes, relevant_scope))
        if not hits.size:
            raise InvalidCutoffError(f"relevant scope {excerpt(relevant_scope)} was not computed; choose one of "
                                     f"{', '.join(f'{x:g}' for x in self.relevant_scopes)}")
        return int(hits[0])

    def surface(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(X, R, P) meshes for a 3-D GReP plot: X = -log2 g, R = mean recall, P = mean precision."""
        X = np.repeat(self.neg_log2_g[:, None], len(self.relevant_scopes), axis=1)
        return X, self.recall, self.precision


@dataclass(frozen=True)
class GrepSimulation(GrepSpace):
    """The simulation's data (a :class:`GrepSpace`), with the ranking quality ``mu`` and the seed."""

    mu: float
    n_queries: int
    seed: int | None

    def curve(self, relevant_scope: float) -> GripCurve:
        """The GRnP curve at s_r = ``relevant_scope`` (one of ``relevant_scopes``)."""
        i = self.scope_index(relevant_scope)
        return GripCurve(self.c, self.mu, float(self.relevant_scopes[i]), self.neg_log2_g, self.generality,
                         self.precision[:, i], self.recall[:, i], self.precision_std[:, i], self.generality)

    def grip(self) -> GripCurve:
        """The GRiP curve: p = r at s = c."""
        return self.curve(1.0)


def simulate_embeddings(c: int = 16, mu: float = 2.0, doublings: Sequence[int] = range(0, 11),
                        relevant_scopes: Sequence[float] = (0.25, 0.5, 1.0, 2.0, 4.0), n_queries: int = 20,
                        seed: int | None = 0) -> GrepSimulation:
    """Simulate the GReP space: class of c items, embeddings e = c 2^j, scopes s = s_r c (see module doc).

    >>> sim = simulate_embeddings(c=8, mu=0.0, doublings=[3], relevant_scopes=[1, 2], n_queries=200, seed=1)
    >>> round(float(sim.generality[0]), 4), round(float(sim.precision[0, 0]), 3)   # random: p near g = 1/9
    (0.1111, 0.103)
    """
    c = _whole("class size c", c, 1)
    mu = _real("mu", mu)
    n_queries = _whole("n_queries", n_queries, 1)
    js = np.asarray([_whole("doubling j", j) for j in check_sequence(doublings, "doublings", InvalidCutoffError)],
                    dtype=np.int64)
    if js.size == 0:
        raise InconsistentCountError("give at least one doubling j")
    if js.max() > 24:
        raise InvalidCutoffError(f"doubling j={int(js.max())} would embed c * 2^j = {c * 2 ** int(js.max())} items; "
                                 "keep j <= 24")
    srs = np.asarray([_real("relevant scope", x) for x in
                      check_sequence(relevant_scopes, "relevant_scopes", InvalidCutoffError)], dtype=float)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0):
        raise InvalidCutoffError(f"seed must be a whole number >= 0 (or None), got {excerpt(seed)}")
    scopes = srs * c
    if srs.size == 0 or np.any(scopes < 1) or not np.allclose(scopes, np.round(scopes)):
        raise InvalidCutoffError(f"every relevant scope s_r must make s = s_r * c a whole number >= 1; "
                                 f"with c={c} got s = {scopes.tolist()}")
    scopes = np.round(scopes).astype(np.int64)
    e = c * 2 ** js
    rng = np.random.default_rng(seed)
    v = np.empty((n_queries, len(js), len(scopes)), dtype=np.int64)
    for q in range(n_queries):
        rel = rng.normal(mu, 1.0, c)
        irr = rng.normal(0.0, 1.0, int(e.max()))
        ranks = simulate_query_ranks(rel, irr, e.tolist())  # (J, c)
        v[q] = (ranks[:, :, None] <= scopes[None, None, :]).sum(axis=1)
    return GrepSimulation.from_counts(c, js, e, srs, scopes, v, mu=mu, n_queries=n_queries, seed=seed)


def grip_curves(c: int = 16, mus: Sequence[float] = (1.0, 2.0, 3.0), doublings: Sequence[int] = range(0, 11),
                n_queries: int = 20, seed: int | None = 0, relevant_scope: float = 1.0) -> list[GripCurve]:
    """GRiP (or GRnP) curves of several ranking qualities, each from its own seeded simulation.

    >>> [round(float(cv.precision[0]), 2) > round(float(cv.precision[-1]), 2)
    ...  for cv in grip_curves(mus=(2, 4), doublings=(0, 8), n_queries=10)]
    [True, True]
    """
    mus = check_sequence(mus, "mus", InvalidScoreError)
    return [simulate_embeddings(c, mu, doublings, (relevant_scope,), n_queries, seed).curve(relevant_scope)
            for mu in mus]


def grnp_curve(n: float, c: int = 16, mu: float = 2.0, doublings: Sequence[int] = range(0, 11),
               n_queries: int = 20, seed: int | None = 0) -> GripCurve:
    """The GRnP curve: scope s = n c, so recall = n * precision at every generality.

    >>> cv = grnp_curve(2, c=8, mu=2.0, doublings=(0, 4), n_queries=5)
    >>> cv.name, bool(np.allclose(cv.recall, 2 * cv.precision))
    ('GR2P', True)
    """
    return simulate_embeddings(c, mu, doublings, (n,), n_queries, seed).curve(n)
