"""Averaging several queries' PR points: radial (constant relevant scope) versus pbox and rbox.

Sebe et al. (``003_*.txt``, Sec. 2.2, Fig. 3): a query's (r, p) at scope s lies on the line
p = r / s_r with s_r = s / c. Averaging queries of one generality should therefore be *radial*:

* radial -- at each relevant scope s_r, average every query's (r, p) at s = s_r c. The average
  lies on the same line p = r / s_r. (A scope s_r c that is not a whole number uses v linearly
  interpolated between the neighbouring whole scopes.)
* pbox -- "averaging recall values in constant precision boxes";
* rbox -- "averaging precision values in constant recall boxes".

The paper does not spell the boxes out, so two readings are offered (``mode``), both with boxes of
equal width on [0, 1] (default 10):

* ``mode="curves"`` (default; Fig. 3 averages two PR *curves*): each query's curve is the polyline
  through its (r, p) at every scope 1..``max_scope``. rbox reads every curve at the box's centre
  recall x (the precision where the curve first reaches x, linear between neighbouring points) and
  averages the precisions; pbox reads, at the box's centre precision y, the largest recall at which
  the query still has precision >= y (0 if it never has) and averages the recalls.
* ``mode="points"`` (the paper's "averaging discrete precision, recall values"): every (r, p) point
  falls in one box (a box is (lo, hi], the first [lo, hi]); per box each query's points are averaged
  first, then the queries present in the box (a query with no point there is absent -- at high
  precision only the good query has points).

A box point (r_b, p_b) is compared (:func:`compare_to_radial`) with the radial curve's precision at
recall r_b (where the radial curve first reaches r_b): p_b - p_radial(r_b) > 0 is an over-estimate.
"Low recall" is r_b < 0.5 and "high recall" r_b >= 0.5 (``split``); a claim holds when the mean
error over its half has the claimed sign.

:func:`figure3_setting` builds the paper's Fig. 3 setting -- 2 queries, class size 16 embedded in
21,094 images (d = 21,094), one low- and one high-performing ranking -- from the seeded simulation
of :mod:`ireval_teach.grep_graphs` (relevant scores N(mu, 1), irrelevant N(0, 1); the paper's own
two rankings are not published). The paper claims pbox over-estimates precision at low recall and
under-estimates it at high recall, and rbox the reverse. Checked over 50 seeds (0..49), 10 boxes,
all scopes up to d (:data:`FIGURE3_FINDINGS`; ``figure3_sweep``), the claims do **not** hold in
general; they depend on how good each ranking is (pairs mu_low, mu_high = (1, 3), (2, 4), (3, 5)):

* rbox over-estimates at high recall: 50/50 seeds for every pair of qualities tried (curves mode);
* pbox over-estimates at low recall: 50/50 with mu_low = 1, 49/50 with mu_low = 2, but only 26/50
  with mu_low = 3 (it needs a poor query that never reaches high precision);
* pbox under-estimates at high recall: 41/50 (mu 2 and 4), 49/50 (3 and 5), 2/50 (1 and 3): it needs
  a high-performing query good enough to reach high recall at moderate precision;
* rbox under-estimates at low recall: 42/50 (3 and 5), 13/50 (2 and 4), 0/50 (1 and 3). A poor
  ranking's precision is 0 until its first relevant item, so the radial average at the smallest
  scopes is low and the rbox reading is then *above* it;
* all four at once: 20/50 seeds (mu 3 and 5), 11/50 (2 and 4), 0/50 (1 and 3); in points mode
  5/50, 0/50, 0/50. Restricting the scopes to s <= 4c = 64 changes the counts (e.g. 26/50 all four
  in points mode for mu 3 and 5, while in curves mode "rbox over-estimates at high recall" drops to
  30/50 for mu 2 and 4 and to 0/50 for mu 1 and 3).

The defaults (mu 3 and 5, seed 0, curves) are a setting where all four claims hold; the numbers
above say how typical that is.

>>> from ireval_teach import Ranking
>>> a = Ranking([1, 1, 0, 0], n_relevant=2)
>>> b = Ranking([0, 1, 0, 1], n_relevant=2)
>>> rad = radial_average([a, b])
>>> rad.relevant_scope.tolist(), rad.recall.tolist(), rad.precision.tolist()
([0.5, 1.0, 1.5, 2.0], [0.25, 0.75, 0.75, 1.0], [0.5, 0.75, 0.5, 0.5])
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

import numpy as np

from .errors import (EmptyRankingError, InconsistentCountError, InvalidCutoffError, IrevalError, TooLargeError,
                     check_number, check_option, check_sequence, excerpt)
from .ranked import pr_arrays
from .ranking import MAX_LENGTH, Ranking, as_ranking
from .trace import format_number, steps_table

#: The sweep behind the module docstring: ``figure3_sweep(seeds=range(50), mus=((1, 3), (2, 4), (3, 5)),
#: max_scopes=(None, 64))``, 10 boxes, split 0.5 -- number of seeds (of 50) where each claim holds.
FIGURE3_FINDINGS = {
    # (mu_low, mu_high, max_scope, mode): (pbox over low, pbox under high, rbox under low, rbox over high, all four)
    (1.0, 3.0, None, "curves"): (50, 2, 0, 50, 0),
    (1.0, 3.0, None, "points"): (50, 1, 1, 50, 0),
    (1.0, 3.0, 64, "curves"): (50, 0, 0, 0, 0),
    (1.0, 3.0, 64, "points"): (48, 0, 2, 0, 0),
    (2.0, 4.0, None, "curves"): (49, 41, 13, 50, 11),
    (2.0, 4.0, None, "points"): (49, 0, 20, 50, 0),
    (2.0, 4.0, 64, "curves"): (49, 41, 0, 30, 0),
    (2.0, 4.0, 64, "points"): (19, 5, 3, 30, 0),
    (3.0, 5.0, None, "curves"): (26, 49, 42, 50, 20),
    (3.0, 5.0, None, "points"): (40, 16, 47, 37, 5),
    (3.0, 5.0, 64, "curves"): (26, 50, 37, 50, 16),
    (3.0, 5.0, 64, "points"): (28, 44, 44, 48, 26),
}

__all__ = ["FIGURE3_FINDINGS", "Contribution", "AveragedCurve", "radial_average", "box_average", "pbox_average", "rbox_average",
           "compare_to_radial", "Figure3Result", "figure3_setting", "figure3_sweep"]


@dataclass(frozen=True)
class Contribution:
    """One query's part of one averaged point: ``where`` is the s_r (radial) or box (pbox/rbox)."""

    method: str
    where: str
    query: str
    n_points: int
    precision: float
    recall: float
    weight: float
    explanation: str


@dataclass(frozen=True)
class AveragedCurve:
    """An averaged PR curve: points (recall[i], precision[i]) and how each query contributed."""

    method: str
    recall: np.ndarray
    precision: np.ndarray
    relevant_scope: np.ndarray | None
    box_edges: np.ndarray | None
    n_queries_present: np.ndarray
    contributions: tuple[Contribution, ...]

    def to_text(self, max_rows: int | None = 40) -> str:
        """The averaged points, and each query's contributions when computed with ``trace=True``."""
        head = f"{self.method} average: {len(self.recall)} points"
        if not self.contributions:
            points = "\n".join(f"  recall {format_number(r)}  precision {format_number(p)}"
                               for r, p in zip(self.recall, self.precision))
            return f"{head}\n{points}\n(each query's contributions: compute with trace=True)"
        rows = self.contributions if max_rows is None else self.contributions[:max_rows]
        more = "" if len(rows) == len(self.contributions) else f"\n... ({len(self.contributions)} rows)"
        return f"{head}\n" + steps_table(rows) + more


def _queries(rankings: Any) -> list[tuple[str, Ranking]]:
    if isinstance(rankings, Ranking):
        raise IrevalError("give several rankings (a list or a dict qid -> Ranking), got a single Ranking")
    items = (list(rankings.items()) if isinstance(rankings, dict)
             else list(enumerate(check_sequence(rankings, "rankings", EmptyRankingError), start=1)))
    if not items:
        raise EmptyRankingError("no rankings given: averaging needs at least one query")
    out = [(str(q), as_ranking(r)) for q, r in items]
    for q, r in out:
        if r.n_relevant == 0:
            raise InconsistentCountError(f"query {q} has no relevant items: its recall (and s_r = s / c) is undefined")
    return out


def _points(r: Ranking, max_scope: int | None) -> tuple[np.ndarray, np.ndarray]:
    _, p, rec = pr_arrays(r, max_scope)
    return rec, p


def radial_average(rankings: Any, relevant_scopes: Sequence[float] | None = None,
                   max_scope: int | None = None, *, trace: bool = False) -> AveragedCurve:
    """Average (r, p) over queries at each relevant scope s_r (Sebe et al.'s recipe).

    Default s_r grid: s / c for s = 1..(shortest list, or ``max_scope``) when all queries share c;
    otherwise give ``relevant_scopes``. Queries should share one generality (the paper's condition);
    this is not enforced (the database size is often unknown) but is stated in the docstring.
    ``trace=True`` fills ``contributions`` (one record per query per s_r).
    """
    qs = _queries(rankings)
    cs = np.array([r.n_relevant for _, r in qs])
    lengths = np.array([r.length for _, r in qs])
    S = int(lengths.min()) if max_scope is None else min(int(lengths.min()), _scope(max_scope))
    if relevant_scopes is None:
        if len(set(cs.tolist())) != 1:
            raise InconsistentCountError(f"queries have class sizes {sorted(set(cs.tolist()))}; give relevant_scopes "
                                         "(radial averaging compares queries at the same s / c)")
        srs = np.arange(1, S + 1) / cs[0]
    else:
        srs = np.asarray([check_number(x, "relevant scope", "relevant scopes", finite=True)
                          for x in check_sequence(relevant_scopes, "relevant_scopes", InvalidCutoffError)])
        if srs.size == 0 or np.any(srs <= 0):
            raise InvalidCutoffError(f"relevant scopes must be > 0, got {list(relevant_scopes)!r}")
    P = np.zeros((len(qs), len(srs)))
    Rm = np.zeros((len(qs), len(srs)))
    contrib = []
    for qi, (q, r) in enumerate(qs):
        c = r.n_relevant
        v_all = np.concatenate([[0], r.tp_at()]).astype(float)
        s = srs * c
        if np.any(s > r.length + 1e-9) or np.any(s < 1 - 1e-9):
            raise InvalidCutoffError(f"query {q}: scopes s_r * c = {s.min():g}..{s.max():g} fall outside 1..{r.length}")
        v = np.interp(s, np.arange(r.length + 1), v_all)
        P[qi] = v / s
        Rm[qi] = v / c
    w = 1 / len(qs)
    for j, sr in enumerate(srs.tolist() if trace else []):
        for qi, (q, r) in enumerate(qs):
            contrib.append(Contribution("radial", f"s_r={format_number(sr)}", q, 1, float(P[qi, j]), float(Rm[qi, j]),
                                        w, f"query {q} at s = {format_number(sr * r.n_relevant)}: "
                                           f"r = {format_number(float(Rm[qi, j]))}, p = {format_number(float(P[qi, j]))}"))
    return AveragedCurve("radial", Rm.mean(axis=0), P.mean(axis=0), srs, None,
                         np.full(len(srs), len(qs)), tuple(contrib))


def _scope(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < 1:
        raise InvalidCutoffError(f"max_scope must be a whole number >= 1, got {excerpt(x)}")
    return int(x)


def _first_reach(rr: np.ndarray, pp: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Precision of the polyline (rr[i], pp[i]) where it first reaches each recall x (NaN beyond its end)."""
    x = np.atleast_1d(np.asarray(x, dtype=float))
    i = np.searchsorted(rr, x, side="left")  # first index with rr >= x (rr is non-decreasing)
    out = np.full(len(x), np.nan)
    for n, (xi, ii) in enumerate(zip(x.tolist(), i.tolist())):
        if ii >= len(rr):
            continue
        if ii == 0 or rr[ii] == xi:
            out[n] = pp[ii]
        else:
            r0, r1, p0, p1 = rr[ii - 1], rr[ii], pp[ii - 1], pp[ii]
            out[n] = p0 + (p1 - p0) * (xi - r0) / (r1 - r0)
    return out


def _last_recall_at_precision(rr: np.ndarray, pp: np.ndarray, y: float) -> float:
    """The largest recall at which the query's precision is still >= y (0 if it never is)."""
    m = pp >= y - 1e-12
    return float(rr[m].max()) if m.any() else 0.0


MODES = ("curves", "points")


def box_average(rankings: Any, by: str = "precision", boxes: int | Sequence[float] = 10,
                max_scope: int | None = None, mode: str = "curves", *, trace: bool = False) -> AveragedCurve:
    """pbox (``by="precision"``) or rbox (``by="recall"``) averaging; see the module docstring for ``mode``.

    ``trace=True`` fills ``contributions`` (one record per query per box).
    """
    check_option("box axis", by, ("precision", "recall"))
    check_option("mode", mode, MODES)
    qs = _queries(rankings)
    if isinstance(boxes, numbers.Integral) and not isinstance(boxes, bool):
        if boxes < 1:
            raise InvalidCutoffError(f"boxes must be >= 1, got {excerpt(boxes)}")
        edges = np.linspace(0.0, 1.0, int(boxes) + 1)
    else:
        edges = np.asarray([check_number(x, "box edge", "box edges", finite=True)
                            for x in check_sequence(boxes, "boxes", InvalidCutoffError)])
        if len(edges) < 2 or np.any(np.diff(edges) <= 0):
            raise InvalidCutoffError(f"box edges must be increasing, got {list(boxes)!r}")  # type: ignore[arg-type]
    if max_scope is not None:
        max_scope = _scope(max_scope)
    nb = len(edges) - 1
    centres = (edges[:-1] + edges[1:]) / 2
    sums_p = np.zeros(nb)
    sums_r = np.zeros(nb)
    present = np.zeros(nb, dtype=int)
    per: list[list[tuple[str, int, float, float]]] = [[] for _ in range(nb)]
    for q, r in qs:
        rec, p = _points(r, max_scope)
        if mode == "curves":
            if by == "precision":
                vals = [(b, _last_recall_at_precision(rec, p, y), float(y)) for b, y in enumerate(centres.tolist())]
            else:
                pr = _first_reach(rec, p, centres)
                vals = [(b, float(x), float(pr[b])) for b, x in enumerate(centres.tolist()) if not np.isnan(pr[b])]
            for b, mr, mp in vals:
                sums_p[b] += mp
                sums_r[b] += mr
                present[b] += 1
                per[b].append((q, 1, mp, mr))
            continue
        key = p if by == "precision" else rec
        idx = np.searchsorted(edges, key, side="left") - 1  # box (lo, hi], the first one closed at lo
        idx[key == edges[0]] = 0
        ok = (idx >= 0) & (idx < nb)
        for b in np.unique(idx[ok]).tolist():
            m = idx == b
            mp, mr = float(p[m].mean()), float(rec[m].mean())
            sums_p[b] += mp
            sums_r[b] += mr
            present[b] += 1
            per[b].append((q, int(m.sum()), mp, mr))
    keep = present > 0
    name = "pbox" if by == "precision" else "rbox"
    contrib = []
    for b in range(nb if trace else 0):
        box = f"({format_number(edges[b])}, {format_number(edges[b + 1])}]"
        for q, n, mp, mr in per[b]:
            how = (f"{n} points in the box" if mode == "points" else
                   f"its curve read at {by} {format_number(float(centres[b]))}")
            contrib.append(Contribution(name, f"{by} box {box}", q, n, mp, mr, 1 / present[b],
                                        f"query {q}: {how}: r = {format_number(mr)}, p = {format_number(mp)}; "
                                        f"1 of {present[b]} queries here"))
    P = sums_p[keep] / present[keep]
    R = sums_r[keep] / present[keep]
    order = np.argsort(R, kind="stable")
    return AveragedCurve(f"{name} ({mode})", R[order], P[order], None, edges, present[keep][order], tuple(contrib))


def pbox_average(rankings: Any, boxes: int | Sequence[float] = 10, max_scope: int | None = None,
                 mode: str = "curves", *, trace: bool = False) -> AveragedCurve:
    """Average recall values in constant-precision boxes (see :func:`box_average`)."""
    return box_average(rankings, "precision", boxes, max_scope, mode, trace=trace)


def rbox_average(rankings: Any, boxes: int | Sequence[float] = 10, max_scope: int | None = None,
                 mode: str = "curves", *, trace: bool = False) -> AveragedCurve:
    """Average precision values in constant-recall boxes (see :func:`box_average`)."""
    return box_average(rankings, "recall", boxes, max_scope, mode, trace=trace)


def radial_precision_at(radial: AveragedCurve, recall: Any) -> np.ndarray:
    """The radial curve's precision where it first reaches each recall value (NaN beyond its end)."""
    return _first_reach(radial.recall, radial.precision, recall)


def compare_to_radial(box: AveragedCurve, radial: AveragedCurve) -> np.ndarray:
    """p_box - p_radial(r_box) for every box point: > 0 over-estimates, < 0 under-estimates."""
    for name, x in (("box", box), ("radial", radial)):
        if not isinstance(x, AveragedCurve):
            raise IrevalError(f"{name} must be an AveragedCurve (from pbox_average/rbox_average/radial_average), "
                              f"got {excerpt(x)}")
    return box.precision - radial_precision_at(radial, box.recall)


@dataclass(frozen=True)
class Figure3Result:
    """Fig. 3's setting reproduced: the two rankings, the three averages and the four claims checked.

    ``claims`` maps each claim to the mean signed error in its recall half (low: r < ``split``;
    high: r >= split) and whether the sign is the claimed one.
    """

    rankings: tuple[Ranking, Ranking]
    mode: str
    mu_low: float
    mu_high: float
    seed: int | None
    radial: AveragedCurve
    pbox: AveragedCurve
    rbox: AveragedCurve
    pbox_error: np.ndarray
    rbox_error: np.ndarray
    claims: dict
    split: float

    @property
    def all_claims_hold(self) -> bool:
        return all(ok for _, ok in self.claims.values())

    def to_text(self) -> str:
        """The four claims, one line each: held or not, with the mean signed error (box minus radial).

        A recall half with no averaged point has no error to sign: it says so (and the claim does not hold).

        >>> print(figure3_setting().to_text().splitlines()[0])
        mu_low = 3, mu_high = 5, seed = 0: 4 of 4 claims hold
        """
        held = sum(ok for _, ok in self.claims.values())
        lines = [f"mu_low = {self.mu_low:g}, mu_high = {self.mu_high:g}, seed = {self.seed}: "
                 f"{held} of {len(self.claims)} claims hold"]
        for name, (m, ok) in self.claims.items():
            if math.isnan(m):
                lines.append(f"  no   {name}: no averaged point in this recall half, nothing to check")
            else:
                lines.append(f"  {'yes' if ok else 'no ':3}  {name}: mean error {m:+.3g}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()


def _half(err: np.ndarray, rec: np.ndarray, low: bool, split: float) -> float:
    m = (rec < split) if low else (rec >= split)
    m &= ~np.isnan(err)
    return float(err[m].mean()) if m.any() else float("nan")


def figure3_setting(c: int = 16, d: int = 21094, mu_low: float = 3.0, mu_high: float = 5.0, seed: int | None = 0,
                    boxes: int = 10, max_scope: int | None = None, split: float = 0.5,
                    mode: str = "curves") -> Figure3Result:
    """The paper's Fig. 3 setting: 2 queries, class size c = 16 in d = 21,094 items, low and high quality.

    Each query's ranking: c relevant scores N(mu, 1) among d - c irrelevant N(0, 1) (seeded);
    ``max_scope`` limits the scopes whose points enter the boxes and the radial grid (default d).

    >>> f = figure3_setting()
    >>> f.rankings[0].n_relevant, f.rankings[0].length
    (16, 21094)
    >>> sorted(f.claims)
    ['pbox over-estimates at low recall', 'pbox under-estimates at high recall', 'rbox over-estimates at high recall', 'rbox under-estimates at low recall']
    """
    from .grep_graphs import simulate_query_ranks

    if (isinstance(c, bool) or not isinstance(c, numbers.Integral) or c < 1 or isinstance(d, bool)
            or not isinstance(d, numbers.Integral) or d <= c):
        raise InconsistentCountError(f"need whole numbers 1 <= c < d, got c={excerpt(c)}, d={excerpt(d)}")
    if d > MAX_LENGTH:
        raise TooLargeError(f"d={d} items is more than a ranking holds (MAX_LENGTH = {MAX_LENGTH:,})")
    mu_low = check_number(mu_low, "mu_low", "qualities", finite=True)
    mu_high = check_number(mu_high, "mu_high", "qualities", finite=True)
    split = check_number(split, "split", "recall splits", finite=True)
    check_option("mode", mode, MODES)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0):
        raise InvalidCutoffError(f"seed must be a whole number >= 0 (or None), got {excerpt(seed)}")
    rng = np.random.default_rng(seed)
    rks = []
    for mu in (mu_low, mu_high):
        rel = rng.normal(float(mu), 1.0, c)
        irr = rng.normal(0.0, 1.0, d - c)
        ranks = simulate_query_ranks(rel, irr, [d - c])[0]
        rks.append(Ranking.from_positions(ranks.tolist(), length=d))
    S = d if max_scope is None else min(_scope(max_scope), d)
    rad = radial_average(rks, max_scope=S)
    pb = pbox_average(rks, boxes, S, mode)
    rb = rbox_average(rks, boxes, S, mode)
    pe, re_ = compare_to_radial(pb, rad), compare_to_radial(rb, rad)
    claims = {}
    for name, err, rec, low, sign in (
            ("pbox over-estimates at low recall", pe, pb.recall, True, 1),
            ("pbox under-estimates at high recall", pe, pb.recall, False, -1),
            ("rbox under-estimates at low recall", re_, rb.recall, True, -1),
            ("rbox over-estimates at high recall", re_, rb.recall, False, 1)):
        m = _half(err, rec, low, split)
        claims[name] = (m, bool(np.sign(m) == sign))
    return Figure3Result((rks[0], rks[1]), mode, float(mu_low), float(mu_high), seed, rad, pb, rb, pe, re_, claims, split)


def figure3_sweep(seeds: Sequence[int] = range(10), mus: Sequence[tuple[float, float]] = ((2.0, 4.0),),
                  max_scopes: Sequence[int | None] = (None,), boxes: Sequence[int] = (10,),
                  modes: Sequence[str] = MODES) -> list[dict]:
    """How often each claim holds across seeds, qualities, scope ranges and box counts (a list of rows)."""
    import itertools

    rows = []
    seeds = check_sequence(seeds, "seeds", InvalidCutoffError)
    mus = check_sequence(mus, "mus", InvalidCutoffError)
    for pair in mus:
        if isinstance(pair, (str, bytes)) or not hasattr(pair, "__len__") or len(pair) != 2:
            raise InvalidCutoffError(f"mus must hold pairs (mu_low, mu_high), got {excerpt(pair)}")
    grid = [check_sequence(x, name, InvalidCutoffError) for x, name in
            ((max_scopes, "max_scopes"), (boxes, "boxes"), (modes, "modes"))]
    for (lo, hi), ms, nb, mode in itertools.product(mus, *grid):
        held: dict[str, int] = {"all four": 0}
        for sd in seeds:
            f = figure3_setting(mu_low=lo, mu_high=hi, seed=sd, boxes=nb, max_scope=ms, mode=mode)
            for k, (_, ok) in f.claims.items():
                held[k] = held.get(k, 0) + int(ok)
            held["all four"] += int(f.all_claims_hold)
        rows.append({"mu_low": lo, "mu_high": hi, "max_scope": ms, "boxes": nb, "mode": mode,
                     "n_seeds": len(seeds), **held})
    return rows
