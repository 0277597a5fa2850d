"""Precision against generality, measured: real digit queries embedded among real distractors.

Sebe et al. (``003_*.txt``, Sec. 2, Fig. 1) graph p = r at scope s = c against -log2 g, "giving equal
space to each successive doubling of the embedding" (the GRiP graph), and more generally recall and
precision at relevant scope s_r = s/c (the GReP space). Their graphs come from experiments that are
not published with the paper; :mod:`ireval_teach.grep_graphs` simulates them. Here they are
**measured** on the real digits collection (:mod:`ireval_teach.digits`) with real rankings:

* a query is a real image; its relevant class is the ``c`` images of the same class that follow it
  in dataset order (the remaining images of its class are left out of the database, so the ground
  truth stays complete);
* the embedding is made of real distractors, ``e = c * 2^j`` of them for j = 0, 1, ... (nested: the
  embedding for j + 1 contains the one for j), of one of three kinds (``distractors=``):

  - ``"digits"``: images of the other nine classes, in a seeded random order per query (at most
    all of them: 1,797 minus the query's class size);
  - ``"noise"``: noise images, every pixel uniform on 0..16 (seeded), the MLRF lecture's
    "samples that you know, for sure, not to be relevant to any query";
  - ``"digits+noise"``: all other-class digits first (seeded order), then noise images;

* every system ranks the query's relevant class and embedding by its own distance; equal distances
  are broken by docno descending (trec_eval's rule; digits are ``dNNNN``, noise images ``nNNNNN``,
  so at equal distance a noise image comes first).

>>> study = embedding_study("pixels_l2", c=16, distractors="digits", doublings=range(0, 3), queries_per_class=1)
>>> study.n_queries, study.embedding.tolist(), [round(x, 3) for x in study.neg_log2_g.tolist()]
(10, [16, 32, 64], [1.0, 1.585, 2.322])
"""

from __future__ import annotations

import functools
import numbers
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

import numpy as np

from . import digits
from .errors import InconsistentCountError, InvalidCutoffError, InvalidOptionError, check_option, excerpt
from .grep_graphs import GrepSpace
from .ranking import Ranking

__all__ = ["DISTRACTORS", "EmbeddingStudy", "embedding_study", "embedded_rankings", "integer_levels", "best_by_level", "noise_images",
           "BOX_CLAIMS", "BoxClaims", "box_claims", "Figure3Measured", "figure3_measured"]

#: The kinds of distractors.
DISTRACTORS = ("digits", "noise", "digits+noise")
_NOISE_SEED = 2004        # the paper's year; any fixed seed would do


def noise_images(n: int = 16_384, seed: int = _NOISE_SEED) -> np.ndarray:
    """``n`` noise images (n x 64), each pixel drawn uniformly from the grey levels 0..16 (seeded)."""
    n = _whole("number of noise images n", n, 1)
    if n > 1_000_000:
        raise InvalidCutoffError(f"n = {n} noise images is more than this study needs (at most 1,000,000)")
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not 0 <= int(seed) < 2 ** 63:
        raise InvalidOptionError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    return _noise(n, int(seed))


@functools.lru_cache(maxsize=2)
def _noise(n: int, seed: int) -> np.ndarray:
    out = np.random.default_rng(seed).integers(0, 17, size=(n, 64))
    out.setflags(write=False)
    return out


def _whole(name: str, x: Any, minimum: int) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < minimum:
        raise InconsistentCountError(f"{name} must be a whole number >= {minimum}, got {excerpt(x)}")
    return int(x)


def _sequence(name: str, x: Any) -> list:
    if isinstance(x, (str, bytes)) or not hasattr(x, "__iter__"):
        raise InconsistentCountError(f"{name} must be a sequence, got {excerpt(x)}")
    return list(x)


@dataclass(frozen=True)
class _Query:
    image: int
    relevant: np.ndarray          # image indices of the c relevant items
    pool: np.ndarray              # distances of the distractor pool, in embedding order
    pool_keys: np.ndarray         # tie keys: docno order as numbers (digit i -> i, noise i -> 10^6 + i)
    rel_dist: np.ndarray


_NOISE_KEY = 1_000_000            # "nNNNNN" sorts after every "dNNNN"


def _queries(c: int, queries_per_class: int) -> list[tuple[int, np.ndarray]]:
    labels = digits.load_collection().labels
    out = []
    for k in range(10):
        members = np.flatnonzero(labels == k)
        if queries_per_class + c > len(members):
            raise InvalidCutoffError(f"class {k} has {len(members)} images: too few for {queries_per_class} "
                                     f"queries with c = {c} relevant items each")
        for i in range(queries_per_class):
            out.append((int(members[i]), members[i + 1:i + 1 + c]))
    return out


def _pool(system: str, q: int, distractors: str, size: int, rng: np.random.Generator,
          noise_dist: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    col = digits.load_collection()
    parts_d, parts_k = [], []
    if distractors in ("digits", "digits+noise"):
        others = np.flatnonzero(col.labels != col.labels[q])
        others = others[rng.permutation(len(others))]
        if distractors == "digits" and size > len(others):
            raise InvalidCutoffError(f"an embedding of {size} other-class digits is more than the {len(others)} "
                                     "there are; use fewer doublings or distractors='digits+noise'")
        others = others[:size]
        parts_d.append(digits.distances(system, q)[others])
        parts_k.append(others)
    rest = size - sum(len(p) for p in parts_d)
    if rest > 0:
        if noise_dist is None:
            raise InvalidCutoffError(f"{rest} noise distractors are needed but none were drawn; use distractors='digits+noise'")
        parts_d.append(noise_dist[:rest])
        parts_k.append(_NOISE_KEY + np.arange(rest))
    return np.concatenate(parts_d), np.concatenate(parts_k)


@dataclass(frozen=True)
class EmbeddingStudy(GrepSpace):
    """Measured GReP data (a :class:`~ireval_teach.grep_graphs.GrepSpace`) of one system and distractor kind."""

    system: str
    distractors: str
    seed: int
    queries: tuple[int, ...]

    @property
    def n_queries(self) -> int:
        return len(self.queries)

    def grip(self) -> np.ndarray:
        """Mean p = r at s = c for each doubling (the GRiP curve)."""
        return self.precision[:, self.scope_index(1.0)]

    def random_precision(self) -> np.ndarray:
        """The random level c/d at each doubling (expected precision of a random ranking)."""
        return self.generality


def _ordered(query: _Query) -> tuple[np.ndarray, np.ndarray]:
    """(is_relevant, pool position or -1) of every candidate, nearest first, ties by docno descending."""
    c = len(query.relevant)
    dist = np.concatenate([query.rel_dist, query.pool])
    keys = np.concatenate([query.relevant, query.pool_keys])
    order = np.lexsort((-keys, dist))
    is_rel = np.arange(len(dist)) < c
    pos = np.arange(len(dist)) - c
    return is_rel[order], pos[order]


def integer_levels(c: int, levels: Sequence[int] = range(1, 7)) -> list[int]:
    """Embedding sizes that put -log2 g exactly on the integers k: e = c (2^k - 1), so d = c 2^k.

    >>> integer_levels(16, [1, 2, 3])
    [16, 48, 112]
    """
    c = _whole("class size c", c, 1)
    ks = [_whole("level k", k, 1) for k in _sequence("levels", levels)]
    if any(k > 30 for k in ks):
        raise InvalidCutoffError(f"levels above 30 (d = c 2^30) are out of any study's reach, got {excerpt(levels)}")
    return [c * (2 ** k - 1) for k in ks]


def _prepare(system: str, c: int, distractors: str, doublings: Sequence[int], queries_per_class: int,
             seed: int, embeddings: Sequence[int] | None = None) -> tuple[list[_Query], np.ndarray]:
    digits._system(system)
    check_option("distractors", distractors if isinstance(distractors, str) else excerpt(distractors), DISTRACTORS)
    c = _whole("class size c", c, 1)
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not 0 <= int(seed) < 2 ** 63:
        raise InvalidOptionError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    js = np.asarray([_whole("doubling j", j, 0) for j in _sequence("doublings", doublings)], dtype=np.int64)
    if js.size == 0:
        raise InconsistentCountError("give at least one doubling j")
    if js.max() > 14:
        raise InvalidCutoffError(f"doubling j={int(js.max())} is too large: keep j <= 14")
    e = c * 2 ** js
    if embeddings is not None:
        e = np.asarray([_whole("embedding size e", x, 1) for x in _sequence("embeddings", embeddings)],
                       dtype=np.int64)
        if e.size == 0:
            raise InconsistentCountError("give at least one embedding size")
        if e.max() > 16_384 * 8:
            raise InvalidCutoffError(f"an embedding of {int(e.max())} items is more than this study supports (131,072)")
    rng = np.random.default_rng(seed)
    col = digits.load_collection()
    qs = _queries(c, _whole("queries_per_class", queries_per_class, 1))
    size = int(e.max())
    noise_dist = None
    if distractors != "digits":
        n_noise = size if distractors == "noise" else max(size - int(np.min([np.sum(col.labels != col.labels[q])
                                                                             for q, _ in qs])), 0)
        if n_noise:
            noise_dist = digits.pairwise(system, col.images[[q for q, _ in qs]], noise_images(max(n_noise, 16_384))[:n_noise])
    out = []
    for i, (q, rel) in enumerate(qs):
        pool, keys = _pool(system, q, distractors, size, rng, None if noise_dist is None else noise_dist[i])
        out.append(_Query(q, rel, pool, keys, digits.distances(system, q)[rel]))
    return out, e


def embedding_study(system: str, c: int = 16, distractors: str = "digits", doublings: Sequence[int] = range(0, 7),
                    relevant_scopes: Sequence[float] = (0.25, 0.5, 1.0, 2.0, 4.0), queries_per_class: int = 2,
                    seed: int = 0, embeddings: Sequence[int] | None = None) -> EmbeddingStudy:
    """Measure v at scopes s = s_r c for every query and embedding e = c 2^j (see the module doc).

    ``embeddings`` (optional) gives the embedding sizes e directly instead (e.g. :func:`integer_levels`);
    ``doublings`` is then only a label.
    """
    srs_in = _sequence("relevant_scopes", relevant_scopes)
    if any(isinstance(x, bool) or not isinstance(x, numbers.Real) or not np.isfinite(float(x)) or not 0 < float(x) < 1e6
           for x in srs_in):
        raise InvalidCutoffError(f"relevant scopes must be positive numbers, got {excerpt(relevant_scopes)}")
    srs = np.asarray([float(x) for x in srs_in], dtype=float)
    queries, e = _prepare(system, c, distractors, doublings, queries_per_class, seed, embeddings)
    scopes = srs * c
    if srs.size == 0 or np.any(scopes < 1) or not np.allclose(scopes, np.round(scopes)):
        raise InvalidCutoffError(f"every relevant scope must make s = s_r * c a whole number >= 1; got {scopes.tolist()}")
    scopes = np.round(scopes).astype(np.int64)
    v = np.empty((len(queries), len(e), len(scopes)), dtype=np.int64)
    for qi, query in enumerate(queries):
        is_rel, pos = _ordered(query)
        for ji, ej in enumerate(e):
            inside = is_rel | (pos < ej)
            rel_in = is_rel[inside]
            cum = np.cumsum(rel_in)
            v[qi, ji] = cum[np.minimum(scopes, len(cum)) - 1]
    return EmbeddingStudy.from_counts(c, np.log2(e / c), e, srs, scopes, v, system=system, distractors=distractors,
                                      seed=seed, queries=tuple(q.image for q in queries))


def embedded_rankings(system: str, e: int, c: int = 16, distractors: str = "digits",
                      queries_per_class: int = 2, seed: int = 0) -> dict[str, Ranking]:
    """Every query's full ranking of its relevant class and an embedding of e distractors, as Rankings.

    The same queries, classes and (nested) embeddings as :func:`embedding_study` with the same
    arguments, so PR graphs drawn from these at e = c (2^k - 1) (:func:`integer_levels`) are the
    paper's 2-D projection of the GReP space "at integer logarithmic generality levels".

    >>> rs = embedded_rankings("pixels_l2", 64, queries_per_class=1)
    >>> len(rs), rs["q0000"].length, rs["q0000"].n_relevant, rs["q0000"].collection_size
    (10, 80, 16, 80)
    """
    queries, sizes = _prepare(system, c, distractors, [0], queries_per_class, seed, [e])
    out = {}
    for query in queries:
        is_rel, pos = _ordered(query)
        inside = is_rel | (pos < sizes[0])
        out[digits.qid(query.image)] = Ranking(is_rel[inside].astype(np.int64), n_relevant=c,
                                               collection_size=int(c + sizes[0]))
    return out


def best_by_level(studies: Sequence[EmbeddingStudy], relevant_scope: float = 1.0) -> list[tuple[float, str, float]]:
    """For each generality level, the system whose mean precision at s_r = ``relevant_scope`` is highest.

    Returns ``(-log2 g, system, precision)`` per level; the studies must share their embeddings.
    """
    studies = _sequence("studies", studies)
    if not studies or not all(isinstance(st, EmbeddingStudy) for st in studies):
        raise InconsistentCountError(f"give one or more EmbeddingStudy results, got {excerpt(studies)}")
    first = studies[0]
    for st in studies[1:]:
        if not np.array_equal(st.embedding, first.embedding) or st.c != first.c:
            raise InconsistentCountError("the studies must share c and their embedding sizes")
    P = np.vstack([st.precision[:, st.scope_index(relevant_scope)] for st in studies])
    best = P.argmax(axis=0)
    return [(float(first.neg_log2_g[j]), studies[int(b)].system, float(P[b, j])) for j, b in enumerate(best)]


#: Sebe et al.'s four claims about box averaging (Sec. 2.2, Fig. 3), named as in :mod:`ireval_teach.radial`.
BOX_CLAIMS = (("pbox over-estimates at low recall", "pbox", True, 1),
              ("pbox under-estimates at high recall", "pbox", False, -1),
              ("rbox under-estimates at low recall", "rbox", True, -1),
              ("rbox over-estimates at high recall", "rbox", False, 1))


@dataclass(frozen=True)
class BoxClaims:
    """Radial, pbox and rbox averages of two real rankings and the four claims checked on them.

    ``claims`` maps each claim to (mean signed error of the box average against the radial one in
    that recall half, whether its sign is the claimed one); recall below ``split`` is "low".
    """

    names: tuple[str, str]
    rankings: tuple[Ranking, Ranking]
    radial: Any
    pbox: Any
    rbox: Any
    claims: dict
    split: float

    @property
    def all_claims_hold(self) -> bool:
        return all(ok for _, ok in self.claims.values())


def box_claims(low: Ranking, high: Ranking, names: tuple[str, str] = ("low", "high"), boxes: int = 10,
               split: float = 0.5) -> BoxClaims:
    """Average two rankings radially and in pbox / rbox boxes; check Sebe et al.'s four claims."""
    from .radial import compare_to_radial, pbox_average, radial_average, rbox_average

    if not isinstance(low, Ranking) or not isinstance(high, Ranking):
        raise InconsistentCountError(f"give two Rankings, got {excerpt(low)} and {excerpt(high)}")
    pair = tuple(names) if isinstance(names, (tuple, list)) else ()
    if len(pair) != 2 or not all(isinstance(n, str) for n in pair):
        raise InconsistentCountError(f"names must be two strings (low, high), got {excerpt(names)}")
    two = [low, high]
    rad = radial_average(two)
    avg = {"pbox": pbox_average(two, boxes), "rbox": rbox_average(two, boxes)}
    claims = {}
    for claim, which, low_half, sign in BOX_CLAIMS:
        err = compare_to_radial(avg[which], rad)
        rec = avg[which].recall
        m = ((rec < split) if low_half else (rec >= split)) & ~np.isnan(err)
        mean = float(err[m].mean()) if m.any() else float("nan")
        claims[claim] = (mean, bool(np.sign(mean) == sign))
    return BoxClaims((pair[0], pair[1]), (low, high), rad, avg["pbox"], avg["rbox"], claims, float(split))


@dataclass(frozen=True)
class Figure3Measured:
    """Fig. 3's setting with real queries: the extreme pair's claims and, over every (worse, better) pair
    of the queries, how often each claim holds (``held[claim]`` of ``n_pairs``)."""

    system: str
    c: int
    d: int
    average_precision: dict
    extreme: BoxClaims
    held: dict
    all_four: int
    n_pairs: int


def figure3_measured(system: str = "pixels_l2", c: int = 16, d: int = 21094, distractors: str = "digits+noise",
                     queries_per_class: int = 2, seed: int = 0) -> Figure3Measured:
    """Real queries with class size c embedded in d items (Fig. 3: 16 in 21,094): box versus radial averages.

    The extreme pair is the query with the lowest AP and the one with the highest ("a low- and a
    high-performing PR-curve"); every other pair (lower AP first) is counted too.
    """
    from .average_precision import average_precision

    c = _whole("class size c", c, 1)
    d = _whole("database size d", d, c + 1)
    rs = embedded_rankings(system, d - c, c=c, distractors=distractors, queries_per_class=queries_per_class,
                           seed=seed)
    aps = {q: average_precision(r) for q, r in rs.items()}
    by_ap = sorted(aps, key=lambda q: (aps[q], q))
    extreme = box_claims(rs[by_ap[0]], rs[by_ap[-1]], (by_ap[0], by_ap[-1]))
    held = {claim: 0 for claim, *_ in BOX_CLAIMS}
    all_four = n = 0
    for i, lo in enumerate(by_ap):
        for hi in by_ap[i + 1:]:
            res = box_claims(rs[lo], rs[hi], (lo, hi))
            n += 1
            all_four += res.all_claims_hold
            for claim, (_, ok) in res.claims.items():
                held[claim] += ok
    return Figure3Measured(system, c, d, aps, extreme, held, all_four, n)
