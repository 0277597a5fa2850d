"""Generality and relevant scope: Sebe, Huijsmans, Tian and Gevers' complete performance graphs.

Source: ``003_*.txt`` (Sebe et al., "Complete Performance Graphs in Probabilistic Information
Retrieval"). For one query:

* c = relevant class size, e = embedding size (irrelevant items), d = c + e = database size,
  s = scope (items retrieved from the top of the ranking), v = visible relevant items in scope.
* Table 1 (:func:`ireval_teach.contingency_table` with ``c=, e=, s=, v=``, reused here):
  TP = v, FN = c - v, FP = s - v, TN = d + v - c - s.
* recall r = v / c, precision p = v / s (Eqs. 8, 9), generality g = c / d (Eq. 10: the expected
  precision of a random ranking), relevant scope s_r = s / c = r / p (Eq. 11).
* Scope lines: at scope s every (r, p) lies on the line p = (c / s) r through the origin; only the
  points r = v / c, v = 0..min(c, s), on it can be reached.
* Reachable region (Sec. 2.1): r >= 1/c once anything relevant is found, p <= 1, and p >= r c / d
  (the scope line of s = d). The paper prints the two boundary lines as "p = r/c" and "p = dr/c";
  the scope lines of s = 1 and s = d are p = c r and p = (c/d) r, so the printed formulas have c
  and d inverted (Sec. 2.1 on Fig. 2(b), a class of 2 with one member the query, so c = 1: "the
  complete upper-left half of the PR graph is out of reach"; this agrees with p <= c r). The line
  p = r c/d is only touched at r = 1: the exact lower edge is the worst ranking (all e irrelevant
  items first), p = v / (v + e) = r c / (r c + e) (``lower="exact"``).
* TRIS, the Total Recall Ideal System: v = min(s, c), so p = 1 for s <= c and p = c / s after,
  falling to the random level g at s = d.
* Practical systems (Sec. 3): c unknown, only d, s and v known: precision v/s is exact, recall
  has the lower bound v / (d - s + v) (all unseen items relevant), generality the lower bound
  v / d. Generality can be estimated by judging a randomly ranked sample
  (:func:`estimate_generality`).
* Distractors (MLRF lecture ``001_*.txt``): items known to be irrelevant to every query, added
  to the collection instead of judging everything (:func:`add_distractors`, :func:`distractor_table`).

:func:`estimate_generality` writes out the Wilson score interval (with an optional finite-population
correction of z, which ``scipy.stats.binomtest(...).proportion_ci(method="wilson")`` has not) so
students see the formula; its normal quantile is the standard library's ``statistics.NormalDist``.

>>> t = sebe_table(c=4, d=20, s=8, v=3)
>>> (t.tp, t.fn, t.fp, t.tn), t.precision, t.recall, t.generality, t.relevant_scope
((3, 1, 5, 11), 0.375, 0.75, 0.2, 2.0)
>>> round(practical_bounds(d=1000, s=10, v=4).recall_lower, 6)   # 4 / (1000 - 10 + 4)
0.004024
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any, ClassVar
from collections.abc import Sequence

import numpy as np

from .errors import (InconsistentCountError, InvalidCutoffError, InvalidLabelError, IrevalError, TooLargeError,
                     check_cutoff, check_option, check_sequence, excerpt)
from .ranking import MAX_LENGTH, Ranking, as_ranking
from .sets import ContingencyTable, contingency_table

__all__ = [
    "generality", "relevant_scope", "sebe_table", "precision_recall", "ScopeLine", "scope_line",
    "scope_lines", "ReachableRegion", "reachable_region", "reachable_points", "random_level",
    "TrisCurve", "tris_curve", "PracticalBounds", "practical_bounds", "PrecisionScopeGraph",
    "precision_scope_graph", "GeneralityEstimate", "estimate_generality", "add_distractors",
    "DistractorRow", "distractor_table",
]


def _whole(name: str, x: Any, minimum: int = 0) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < minimum:
        raise InconsistentCountError(f"{name} must be a whole number >= {minimum}, got {excerpt(x)}")
    return int(x)


def generality(c: int, d: int) -> float:
    """g = c / d: the fraction of the database that is relevant = expected precision of a random ranking.

    >>> round(generality(16, 21094), 8)
    0.00075851
    >>> generality(5, 4)
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InconsistentCountError: class size c=5 cannot exceed the database size d=4
    """
    c, d = _whole("c", c), _whole("d", d, 1)
    if c > d:
        raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
    return c / d


def relevant_scope(s: int, c: int) -> float:
    """s_r = s / c (Sebe et al. Eq. 11); s_r = 1 is the GRiP diagonal p = r.

    >>> relevant_scope(32, 16)
    2.0
    """
    s, c = _whole("s", s), _whole("c", c, 1)
    return s / c


def sebe_table(c: int, d: int, s: int, v: int) -> ContingencyTable:
    """Table 1 from (c, d, s, v): :func:`ireval_teach.contingency_table` with e = d - c.

    >>> print(sebe_table(c=4, d=20, s=8, v=3))
                   Relevant  Nonrelevant  total
        Retrieved         3            5      8
    Not retrieved         1           11     12
            total         4           16     20
    """
    c, d = _whole("c", c), _whole("d", d, 1)
    if c > d:
        raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
    return contingency_table(c=c, e=d - c, s=s, v=v)


def precision_recall(c: int, d: int, s: int, v: int) -> tuple[float, float]:
    """(p, r) = (v / s, v / c) for the query described by (c, d, s, v), checked against Table 1.

    >>> precision_recall(c=16, d=21094, s=16, v=8)
    (0.5, 0.5)
    """
    t = sebe_table(c, d, s, v)
    return t.precision, t.recall


# -- scope lines -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScopeLine:
    """The line p = (c / s) r of one scope s, with its reachable points (v / c, v / s).

    ``r_line``/``p_line`` run from the origin to where the line leaves the unit square;
    ``r_points``/``p_points`` are the points v = 0..min(c, s) (and s - v <= e when d is known).
    """

    c: int
    s: int
    relevant_scope: float
    slope: float
    r_line: np.ndarray
    p_line: np.ndarray
    r_points: np.ndarray
    p_points: np.ndarray

    @property
    def label(self) -> str:
        return f"s = {self.s} (s_r = {self.relevant_scope:g})"


def scope_line(c: int, s: int, d: int | None = None) -> ScopeLine:
    """The scope line of scope ``s`` for class size ``c`` (Fig. 2(a) draws them for c = 4).

    >>> ln = scope_line(4, 2)
    >>> ln.slope, ln.r_points.tolist(), ln.p_points.tolist()
    (2.0, [0.0, 0.25, 0.5], [0.0, 0.5, 1.0])
    """
    c, s = _whole("c", c, 1), _whole("s", s, 1)
    vmin = 0
    if d is not None:
        d = _whole("d", d, 1)
        if c > d:
            raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
        if s > d:
            raise InvalidCutoffError(f"scope s={s} cannot exceed the database size d={d}")
        vmin = max(0, s - (d - c))  # s - v <= e
    slope = c / s
    r_end = min(1.0, s / c)
    if min(c, s) - vmin + 1 > MAX_LENGTH:
        raise TooLargeError(f"scope line c={c}, s={s} has {min(c, s) - vmin + 1:,} reachable points, more than "
                            f"MAX_LENGTH = {MAX_LENGTH:,}")
    v = np.arange(vmin, min(c, s) + 1)
    return ScopeLine(c, s, s / c, slope, np.array([0.0, r_end]), np.array([0.0, slope * r_end]),
                     v / c, v / s)


def scope_lines(c: int, scopes: Sequence[int] | None = None, d: int | None = None) -> list[ScopeLine]:
    """Several scope lines; default scopes are c/4, c/2, c, 2c, 4c (those that are whole numbers >= 1).

    >>> [ln.s for ln in scope_lines(4)]
    [1, 2, 4, 8, 16]
    """
    c = _whole("c", c, 1)
    if scopes is None:
        scopes = sorted({int(c * f) for f in (0.25, 0.5, 1, 2, 4) if c * f >= 1 and float(c * f).is_integer()})
    return [scope_line(c, s, d) for s in scopes]


# -- reachable region ------------------------------------------------------------------------------
@dataclass(frozen=True)
class ReachableRegion:
    """The part of the PR square a query with class size c in a database of size d can reach.

    ``r`` is a recall grid on [1/c, 1]; ``p_upper`` = 1; ``p_lower_paper`` = r c / d (the scope line
    of s = d, the paper's bound); ``p_lower_exact`` = r c / (r c + e) (the worst ranking). ``polygon``
    (with ``lower``) is a closed outline ready for ``matplotlib.patches.Polygon``.
    """

    c: int
    d: int
    r: np.ndarray
    p_upper: np.ndarray
    p_lower_paper: np.ndarray
    p_lower_exact: np.ndarray
    random_level: float
    lower: str

    @property
    def polygon(self) -> np.ndarray:
        low = self.p_lower_exact if self.lower == "exact" else self.p_lower_paper
        top = np.column_stack([self.r, self.p_upper])
        bottom = np.column_stack([self.r[::-1], low[::-1]])
        return np.vstack([top, bottom, top[:1]])

    def contains(self, r: float, p: float, lower: str | None = None) -> bool:
        """Is (r, p) inside the region (r = p = 0, nothing relevant found, is also reachable)?"""
        lower = self.lower if lower is None else check_option("lower bound", lower, ("paper", "exact"))
        if r == 0:
            return p == 0
        eps = 1e-12
        if r < 1 / self.c - eps or r > 1 + eps or p > 1 + eps:
            return False
        rc = r * self.c
        bound = rc / self.d if lower == "paper" else rc / (rc + self.d - self.c)
        return p >= bound - eps


def reachable_region(c: int, d: int, n: int = 200, lower: str = "exact") -> ReachableRegion:
    """The reachable region of the PR graph (Sebe et al. Sec. 2.1), as data for plotting.

    >>> reg = reachable_region(4, 20)
    >>> float(reg.r[0]), float(reg.p_lower_paper[-1]), float(reg.p_lower_exact[0])
    (0.25, 0.2, 0.058823529411764705)
    >>> reg.contains(0.2, 0.9), reg.contains(0.5, 0.5), reg.contains(0.5, 0.11, lower="paper")
    (False, True, True)
    """
    c, d = _whole("c", c, 1), _whole("d", d, 1)
    if c > d:
        raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
    check_option("lower bound", lower, ("paper", "exact"))
    n = _whole("n", n, 2)
    r = np.linspace(1 / c, 1.0, n)
    rc = r * c
    return ReachableRegion(c, d, r, np.ones(n), rc / d, rc / (rc + (d - c)), c / d, lower)


def reachable_points(c: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """Every reachable (r, p) lattice point: (v / c, v / s) for s = 1..d, max(0, s - e) <= v <= min(c, s).

    Meant for small databases (it lists about c * d points).

    >>> r, p = reachable_points(1, 3)
    >>> sorted(set(zip(r.tolist(), p.tolist())))[:3]
    [(0.0, 0.0), (1.0, 0.3333333333333333), (1.0, 0.5)]
    """
    c, d = _whole("c", c, 1), _whole("d", d, 1)
    if c > d:
        raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
    rs, ps = [], []
    for s in range(1, d + 1):
        v = np.arange(max(0, s - (d - c)), min(c, s) + 1)
        rs.append(v / c)
        ps.append(v / s)
    return np.concatenate(rs), np.concatenate(ps)


def random_level(c: int, d: int) -> float:
    """The random-retrieval precision level p = g = c / d (expected precision at every scope).

    >>> random_level(4, 20)
    0.2
    """
    return generality(c, d)


# -- TRIS ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TrisCurve:
    """The ideal system: v = min(s, c) at each scope s; p = 1 up to s = c (the TRIS point), then c / s."""

    c: int
    d: int
    scope: np.ndarray
    precision: np.ndarray
    recall: np.ndarray

    @property
    def tris_point(self) -> tuple[float, float]:
        return 1.0, 1.0


def tris_curve(c: int, d: int, scopes: Sequence[int] | None = None) -> TrisCurve:
    """Precision and recall of the Total Recall Ideal System at each scope (default 1..d).

    >>> t = tris_curve(4, 20)
    >>> t.precision[[0, 3, 7, 19]].tolist(), t.recall[[0, 3, 7, 19]].tolist()
    ([1.0, 1.0, 0.5, 0.2], [0.25, 1.0, 1.0, 1.0])
    """
    c, d = _whole("c", c, 1), _whole("d", d, 1)
    if c > d:
        raise InconsistentCountError(f"class size c={c} cannot exceed the database size d={d}")
    if scopes is None and d > MAX_LENGTH:
        raise TooLargeError(f"the default scopes 1..d are d={d:,} points, more than MAX_LENGTH = {MAX_LENGTH:,}; "
                            "pass the scopes to compute")
    s = np.arange(1, d + 1) if scopes is None else np.asarray([_whole("scope", x, 1) for x in scopes])
    if s.size and s.max() > d:
        raise InvalidCutoffError(f"scope {int(s.max())} cannot exceed the database size d={d}")
    v = np.minimum(s, c)
    return TrisCurve(c, d, s, v / s, v / c)


# -- practical systems -----------------------------------------------------------------------------
@dataclass(frozen=True)
class PracticalBounds:
    """What a practical study (c unknown) knows from d, s and v (Sebe et al. Sec. 3).

    ``FORMULAS`` gives each bound's formula in the paper's letters (the class size c lies between v and
    d - s + v: the s - v judged non-relevant items of the scope cannot be relevant).
    """

    FORMULAS: ClassVar[dict[str, str]] = {
        "precision": "v / s", "recall_lower": "v / (d - s + v)", "recall_upper": "v / v = 1 (c = v)",
        "generality_lower": "v / d", "generality_upper": "(d - s + v) / d"}

    d: int
    s: int
    v: int
    precision: float
    recall_lower: float
    recall_upper: float
    generality_lower: float
    generality_upper: float
    class_size_range: tuple[int, int]


def practical_bounds(d: int, s: int, v: int) -> PracticalBounds:
    """Bounds when c is unknown: v <= c <= d - s + v, hence r >= v/(d - s + v) and g >= v/d.

    Recall's upper bound is 1 (c = v: nothing relevant outside the scope) when v > 0; with v = 0
    recall is 0 whatever c is (and undefined if c = 0, taken as 0).

    >>> b = practical_bounds(d=21094, s=16, v=8)
    >>> b.precision, b.class_size_range, round(b.recall_lower, 8), round(b.generality_lower, 8)
    (0.5, (8, 21086), 0.0003794, 0.00037925)
    """
    d, s, v = _whole("d", d, 1), _whole("s", s, 1), _whole("v", v)
    if s > d:
        raise InvalidCutoffError(f"scope s={s} cannot exceed the database size d={d}")
    if v > s:
        raise InconsistentCountError(f"v={v} visible relevant items cannot exceed the scope s={s}")
    c_max = d - s + v
    return PracticalBounds(d, s, v, v / s, v / c_max if c_max else 0.0, 1.0 if v else 0.0, v / d, c_max / d,
                           (v, c_max))


@dataclass(frozen=True)
class PrecisionScopeGraph:
    """Precision (exact) and, when d is known, the recall lower bound at each scope of one ranking.

    ``recall`` and ``relevant_scope`` are filled only when the class size c is known (a laboratory
    system); ``recall_lower`` only when the database size d is known.
    """

    scope: np.ndarray
    precision: np.ndarray
    visible: np.ndarray
    recall_lower: np.ndarray | None
    recall: np.ndarray | None
    relevant_scope: np.ndarray | None


def precision_scope_graph(r: Ranking | Sequence[int], d: int | None = None,
                          c: int | None = None) -> PrecisionScopeGraph:
    """The practical system's precision-scope graph of a judged ranking (scopes 1..length).

    ``d`` defaults to the ranking's ``collection_size``; ``c`` to nothing (unknown), unless given.

    >>> g = precision_scope_graph(Ranking([1, 0, 1, 0]), d=10)
    >>> [round(x, 4) for x in g.precision.tolist()], [round(x, 4) for x in g.recall_lower.tolist()]
    ([1.0, 0.5, 0.6667, 0.5], [0.1, 0.1111, 0.2222, 0.25])
    """
    r = as_ranking(r)
    v = r.tp_at()
    s = np.arange(1, r.length + 1)
    d = r.collection_size if d is None else _whole("d", d, 1)
    low = None
    if d is not None:
        if d < r.length:
            raise InconsistentCountError(f"database size d={d} is smaller than the {r.length} ranked items")
        low = v / (d - s + v)
    rec = rs = None
    if c is not None:
        c = _whole("c", c, 1)
        if c < r.n_relevant_retrieved:
            raise InconsistentCountError(f"class size c={c} is smaller than the {r.n_relevant_retrieved} "
                                         "relevant items in the ranking")
        rec, rs = v / c, s / c
    return PrecisionScopeGraph(s, v / s, v, low, rec, rs)


# -- estimating generality -------------------------------------------------------------------------
@dataclass(frozen=True)
class GeneralityEstimate:
    """g estimated from n randomly ranked items, k of them judged relevant, with a Wilson interval.

    When ``d`` is known: the estimated class size c = g d with its interval, never below the k
    relevant items already found; and ``finite_population`` says whether the interval was narrowed by
    the finite-population correction sqrt((d - n) / (d - 1)) (sampling without replacement).
    """

    n_judged: int
    n_relevant: int
    g: float
    low: float
    high: float
    confidence: float
    d: int | None
    c: float | None
    c_low: float | None
    c_high: float | None
    finite_population: bool


def estimate_generality(judgements: Sequence[int], d: int | None = None, confidence: float = 0.95,
                        finite_population: bool = True) -> GeneralityEstimate:
    """Estimate g from the judgements (0/1) of the top of a *randomly* ranked list (Sebe et al. Sec. 3).

    A random ranking's expected precision equals g (Eq. 10), so g_hat = k / n. The interval is the
    Wilson score interval (z from ``confidence``); with ``d`` known and ``finite_population=True``
    z is multiplied by sqrt((d - n) / (d - 1)), so judging the whole database gives g exactly.

    >>> e = estimate_generality([1, 0, 0, 0] * 25, d=1000)
    >>> e.g, round(e.low, 4), round(e.high, 4), e.c
    (0.25, 0.1787, 0.338, 250.0)
    >>> e = estimate_generality([1, 0, 0, 0] * 25)   # no d: the plain Wilson interval
    >>> round(e.low, 4), round(e.high, 4)
    (0.1755, 0.343)
    >>> estimate_generality([0, 2])
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidLabelError: judgement #2 is 2; judgements must be 0 (not relevant) or 1 (relevant)
    """
    js = check_sequence(judgements, "judgements", InvalidLabelError)
    if not js:
        raise IrevalError("no judgements given: judge at least one randomly ranked item")
    for i, x in enumerate(js, start=1):
        if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x not in (0, 1):
            raise InvalidLabelError(f"judgement #{i} is {excerpt(x)}; judgements must be 0 (not relevant) or 1 (relevant)")
    if isinstance(confidence, bool) or not isinstance(confidence, numbers.Real) or not 0 < confidence < 1:
        raise IrevalError(f"confidence must be a number strictly between 0 and 1, got {excerpt(confidence)}")
    n, k = len(js), int(sum(js))
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    fpc = False
    if d is not None:
        d = _whole("d", d, 1)
        if d < n:
            raise InconsistentCountError(f"{n} judged items cannot come from a database of d={d} items")
        if finite_population:
            z *= math.sqrt((d - n) / (d - 1)) if d > 1 else 0.0
            fpc = True
    g = k / n
    denom = 1 + z * z / n
    centre = (g + z * z / (2 * n)) / denom
    half = z * math.sqrt(g * (1 - g) / n + z * z / (4 * n * n)) / denom
    low, high = max(0.0, centre - half), min(1.0, centre + half)
    if z == 0:
        low = high = g
    c = c_low = c_high = None
    if d is not None:
        c, c_low, c_high = g * d, max(float(k), low * d), min(float(d - (n - k)), high * d)
    return GeneralityEstimate(n, k, g, low, high, float(confidence), d, c, c_low, c_high, fpc)


# -- distractors -----------------------------------------------------------------------------------
PLACEMENTS = ("end", "top", "random")


def add_distractors(r: Ranking | Sequence[int], n: int, placement: str = "random",
                    seed: int | None = 0) -> Ranking:
    """The ranking after adding ``n`` known-irrelevant items (distractors) to the collection.

    Where the system ranks them is a named ``placement``:

    * ``"end"`` -- below every judged item (a perfect filter: no measure of the list changes);
    * ``"top"`` -- above every judged item (the worst case);
    * ``"random"`` -- at uniformly random ranks (each distractor scored like a random item; seeded).

    The collection size (default: the list's length) grows by n, so generality c / d falls.

    >>> add_distractors([1, 0, 1], 2, "top").labels.tolist()
    [0, 0, 1, 0, 1]
    >>> add_distractors(Ranking([1, 0], collection_size=4), 3, "end").collection_size
    7
    """
    r = as_ranking(r)
    n = _whole("number of distractors", n)
    check_option("placement", placement, PLACEMENTS)
    if r.length + n > MAX_LENGTH:
        raise TooLargeError(f"{n} distractors would make a ranking of {r.length + n:,} items, more than a Ranking "
                            f"holds (MAX_LENGTH = {MAX_LENGTH:,})")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0):
        raise InvalidCutoffError(f"seed must be a whole number >= 0 (or None), got {excerpt(seed)}")
    labels = r.labels.tolist()
    d = r.collection_size if r.collection_size is not None else r.length
    if placement == "end":
        new = labels + [0] * n
    elif placement == "top":
        new = [0] * n + labels
    else:
        rng = np.random.default_rng(seed)
        total = len(labels) + n
        slots = np.zeros(total, dtype=bool)
        slots[rng.choice(total, size=n, replace=False)] = True
        it = iter(labels)
        new = [0 if is_d else next(it) for is_d in slots.tolist()]
    return Ranking(new, r.n_relevant, collection_size=d + n, threshold=r.threshold)


@dataclass(frozen=True)
class DistractorRow:
    """The measures of one ranking after adding ``n_distractors`` distractors."""

    n_distractors: int
    d: int
    generality: float
    precision_at_k: float
    recall_at_k: float
    average_precision: float
    placement: str


def distractor_table(r: Ranking | Sequence[int], counts: Sequence[int] = (0, 10, 100, 1000),
                     placement: str = "random", k: int = 10, seed: int | None = 0) -> list[DistractorRow]:
    """How P@k, R@k, AP and generality change as distractors are added (MLRF lecture's distractors).

    >>> rows = distractor_table([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], counts=(0, 10), placement="top", k=10)
    >>> [(row.d, row.generality, row.precision_at_k, round(row.average_precision, 4)) for row in rows]
    [(10, 0.3, 0.3, 0.6667), (20, 0.15, 0.0, 0.1342)]
    """
    from .average_precision import average_precision
    from .ranked import precision_at, recall_at

    r = as_ranking(r)
    k = check_cutoff(k)
    rows = []
    for n in check_sequence(counts, "counts", InvalidCutoffError):
        rr = add_distractors(r, n, placement, seed)
        size = rr.collection_size
        assert size is not None, "add_distractors always sets the collection size"
        g = rr.n_relevant / size
        rows.append(DistractorRow(int(n), size, g, precision_at(rr, k), recall_at(rr, k),
                                  average_precision(rr), placement))
    return rows
