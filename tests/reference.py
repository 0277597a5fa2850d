"""A slow, literal reference implementation of the core measures, in exact rational arithmetic.

Written straight from the textbook formulas (IIR ch. 8; the MLRF lecture ``001_*.txt``; the
lecture notes ``004_*.txt``), one loop per definition, with :class:`fractions.Fraction` so every
value is exact. It shares no code with ``ireval_teach``: the tests compare the fast library with
it on many random rankings.

Inputs are raw: ``labels`` (ints in rank order), ``n_rel`` (R, all relevant items of the query)
and ``threshold`` (a label counts as relevant when ``label >= threshold``).

>>> ap_exact([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], 3)
Fraction(2, 3)
>>> ap_exact([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], 4)
Fraction(1, 2)
>>> precision_at([1, 1, 0, 1] + [0] * 10 + [1] + [0] * 5, 7, 4)
Fraction(3, 7)
"""

from __future__ import annotations

from fractions import Fraction as Fr

__all__ = ["is_rel", "tp_at", "precision_at", "recall_at", "f_at", "r_precision", "reciprocal_rank",
           "ap_exact", "ap_trapezoid", "ap_envelope", "interp_max", "interp_step", "interpolated",
           "eleven_point", "mean_ap", "ELEVEN"]

ELEVEN = [Fr(i, 10) for i in range(11)]


def is_rel(label: int, threshold: int = 1) -> bool:
    return label >= threshold


def tp_at(labels, k: int, threshold: int = 1) -> int:
    """Number of relevant items among the top k (ranks past the end hold nothing)."""
    count = 0
    for rank in range(1, k + 1):
        if rank <= len(labels) and is_rel(labels[rank - 1], threshold):
            count += 1
    return count


def precision_at(labels, k, n_rel, threshold=1, beyond_end="nonrelevant") -> Fr:
    """P@k = tp(k) / k; with beyond_end="retrieved", tp(k) / min(k, length)."""
    denom = k if beyond_end == "nonrelevant" else min(k, len(labels))
    return Fr(tp_at(labels, k, threshold), denom)


def recall_at(labels, k, n_rel, threshold=1) -> Fr:
    """R@k = tp(k) / R; 0 when R = 0."""
    if n_rel == 0:
        return Fr(0)
    return Fr(tp_at(labels, k, threshold), n_rel)


def f_at(labels, k, n_rel, threshold=1, beta=Fr(1)) -> Fr:
    """F_beta of P@k and R@k: (1 + b^2) P R / (b^2 P + R); 0 when the denominator is 0."""
    beta = Fr(beta)
    p = precision_at(labels, k, n_rel, threshold)
    r = recall_at(labels, k, n_rel, threshold)
    denom = beta * beta * p + r
    if denom == 0:
        return Fr(0)
    return (1 + beta * beta) * p * r / denom


def r_precision(labels, n_rel, threshold=1) -> Fr:
    """Precision at rank R (R = all relevant items); 0 when R = 0."""
    if n_rel == 0:
        return Fr(0)
    return precision_at(labels, n_rel, n_rel, threshold)


def reciprocal_rank(labels, n_rel=None, threshold=1) -> Fr:
    """1 / rank of the first relevant item; 0 if none is retrieved."""
    for rank, lab in enumerate(labels, start=1):
        if is_rel(lab, threshold):
            return Fr(1, rank)
    return Fr(0)


def _points(labels, n_rel, threshold, k=None):
    """(rank, relevant?, P@rank, R@rank) for rank = 1 .. min(k, length)."""
    n = len(labels) if k is None else min(k, len(labels))
    pts = []
    for rank in range(1, n + 1):
        pts.append((rank, is_rel(labels[rank - 1], threshold), precision_at(labels, rank, n_rel, threshold),
                    recall_at(labels, rank, n_rel, threshold)))
    return pts


def ap_exact(labels, n_rel, threshold=1, k=None, denominator="relevant") -> Fr:
    """(1 / D) * sum of P@rank over the relevant ranks in the top k.

    D: "relevant" = R; "retrieved_relevant" = relevant items in the top k;
    "min_k_relevant" = min(k, R) with k = the list length when no k is given. 0 when D = 0.
    """
    total = Fr(0)
    hits = 0
    for rank, rel, p, _ in _points(labels, n_rel, threshold, k):
        if rel:
            total += p
            hits += 1
    if denominator == "relevant":
        D = n_rel
    elif denominator == "retrieved_relevant":
        D = hits
    elif denominator == "min_k_relevant":
        D = min(len(labels) if k is None else k, n_rel)
    else:
        raise ValueError(denominator)
    return total / D if D else Fr(0)


def ap_trapezoid(labels, n_rel, threshold=1, k=None) -> Fr:
    """Area under straight lines through (0, 1) and every rank's (R@rank, P@rank); 0 when R = 0."""
    if n_rel == 0:
        return Fr(0)
    x0, y0 = Fr(0), Fr(1)
    area = Fr(0)
    for _, _, p, r in _points(labels, n_rel, threshold, k):
        area += (r - x0) * (y0 + p) / 2
        x0, y0 = r, p
    return area


def interp_max(labels, level, n_rel, threshold=1, k=None) -> Fr:
    """max { P@rank : R@rank >= level }, 0 if no rank reaches the level."""
    level = Fr(level)
    best = None
    for _, _, p, r in _points(labels, n_rel, threshold, k):
        if r >= level and (best is None or p > best):
            best = p
    return Fr(0) if best is None else best


def interp_step(labels, level, n_rel, threshold=1) -> Fr:
    """The lecture notes' p(r) = P_i for R_{i-1} < r <= R_i, R_0 = 0; P_1 at r = 0; 0 past the last R_i."""
    level = Fr(level)
    pts = [(r, p) for _, rel, p, r in _points(labels, n_rel, threshold) if rel]
    if not pts:
        return Fr(0)
    if level == 0:
        return pts[0][1]
    prev = Fr(0)
    for R_i, P_i in pts:
        if prev < level <= R_i:
            return P_i
        prev = R_i
    return Fr(0)


def interpolated(labels, level, n_rel, threshold=1, scheme="max") -> Fr:
    if scheme == "max":
        return interp_max(labels, level, n_rel, threshold)
    if scheme == "step":
        return interp_step(labels, level, n_rel, threshold)
    raise ValueError(scheme)


def ap_envelope(labels, n_rel, threshold=1, k=None) -> Fr:
    """Integral of p_interp(r) = max {P : R >= r} from 0 to the highest recall reached.

    p_interp is constant on each interval (r_{j-1}, r_j] between consecutive distinct recall values
    (r_0 = 0), where it equals p_interp(r_j).
    """
    if n_rel == 0:
        return Fr(0)
    recalls = sorted({r for _, _, _, r in _points(labels, n_rel, threshold, k)} - {Fr(0)})
    area = Fr(0)
    prev = Fr(0)
    for r in recalls:
        area += (r - prev) * interp_max(labels, r, n_rel, threshold, k)
        prev = r
    return area


def eleven_point(labels, n_rel, threshold=1, scheme="max") -> Fr:
    """(1/11) * sum of the interpolated precision at recall 0, 1/10, ..., 1."""
    return sum((interpolated(labels, lv, n_rel, threshold, scheme) for lv in ELEVEN), Fr(0)) / 11


def mean_ap(queries, k=None, denominator="relevant", method="exact", no_relevant="zero") -> Fr:
    """Macro average of AP over ``queries`` = [(labels, n_rel, threshold), ...]."""
    values = []
    for labels, n_rel, threshold in queries:
        if no_relevant == "skip" and n_rel == 0:
            continue
        if method == "exact":
            values.append(ap_exact(labels, n_rel, threshold, k, denominator))
        elif method == "trapezoid":
            values.append(ap_trapezoid(labels, n_rel, threshold, k))
        else:
            values.append(ap_envelope(labels, n_rel, threshold, k))
    return sum(values, Fr(0)) / len(values)
