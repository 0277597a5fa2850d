"""Set-based measures: the contingency table, precision, recall, F-measure and accuracy.

The image-retrieval slides (``000_*.txt``) and the MLRF lecture (``001_*.txt``) draw the same
2 x 2 table::

                    Relevant   Nonrelevant
    Retrieved          tp          fp
    Not retrieved      fn          tn

* precision  P = tp / (tp + fp)                     (0 when nothing is retrieved)
* recall     R = tp / (tp + fn)                     (0 when nothing is relevant)
* F-measure  F = 1 / (alpha/P + (1 - alpha)/R) = (beta^2 + 1) P R / (beta^2 P + R),
  beta^2 = (1 - alpha) / alpha; F1 (beta = 1, alpha = 1/2) by default; 0 when P = R = 0.
  The harmonic mean is a conservative average: it stays near the smaller of P and R
  (van Rijsbergen, Information Retrieval, 1979, ch. 7, whose effectiveness measure is E = 1 - F).
* accuracy   A = (tp + tn) / (tp + fp + fn + tn)    (needs tn, hence the collection size)

Sebe et al. (``003_*.txt``, Table 1) name the same cells by v (visible relevant in scope),
c (relevant class size), s (scope), e (embedding) and d = c + e: tp = v, fn = c - v,
fp = s - v, tn = d + v - c - s. :func:`contingency_table` accepts either naming.

>>> t = contingency_table(tp=2, fp=1, fn=1, tn=96)
>>> t.precision, t.recall, t.accuracy
(0.6666666666666666, 0.6666666666666666, 0.98)
>>> round(f_measure(t, beta=2), 4)
0.6667
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any, Literal, overload
from collections.abc import Hashable, Iterable

from .errors import InconsistentCountError, InvalidCutoffError, IrevalError, check_cutoff, check_sequence, excerpt
from .ranking import Ranking, as_ranking
from .trace import Trace, fraction_text


def check_beta(beta: Any) -> float:
    """beta must be a finite real number >= 0 (beta = 0 gives F = P)."""
    if (isinstance(beta, bool) or not isinstance(beta, numbers.Real) or not math.isfinite(beta)
            or beta < 0):
        raise IrevalError(f"beta must be a finite real number >= 0, got {excerpt(beta)}")
    return float(beta)


def check_alpha(alpha: Any) -> float:
    """alpha must be a real number in [0, 1] (alpha = 1 gives F = P, alpha = 0 gives F = R)."""
    if isinstance(alpha, bool) or not isinstance(alpha, numbers.Real) or not 0 <= float(alpha) <= 1:
        raise IrevalError(f"alpha must be a real number in [0, 1], got {excerpt(alpha)}")
    return float(alpha)


def _count(name: str, x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < 0:
        raise InconsistentCountError(f"{name} must be a whole number >= 0, got {excerpt(x)}")
    return int(x)


@dataclass(frozen=True)
class FormulaStep:
    """One line of a set-based computation: a named quantity, how it is computed, and its value."""

    quantity: str
    expression: str
    value: float
    explanation: str


@dataclass(frozen=True)
class ContingencyTable:
    """The 2 x 2 retrieved/relevant table. ``tn`` is ``None`` when the collection size is unknown.

    Properties use both vocabularies: ``tp, fp, fn, tn`` and Sebe et al.'s ``v, c, s, e, d``.
    """

    tp: int
    fp: int
    fn: int
    tn: int | None = None

    # Sebe et al. names ---------------------------------------------------------------------
    @property
    def v(self) -> int:
        """Visible relevant items within scope (= tp)."""
        return self.tp

    @property
    def c(self) -> int:
        """Relevant class size (= tp + fn)."""
        return self.tp + self.fn

    @property
    def s(self) -> int:
        """Scope: number retrieved (= tp + fp)."""
        return self.tp + self.fp

    @property
    def d(self) -> int | None:
        """Database size (= tp + fp + fn + tn), if tn is known."""
        return None if self.tn is None else self.tp + self.fp + self.fn + self.tn

    @property
    def e(self) -> int | None:
        """Embedding size: irrelevant items in the database (= fp + tn), if tn is known."""
        return None if self.tn is None else self.fp + self.tn

    # measures -----------------------------------------------------------------------------
    @property
    def precision(self) -> float:
        return self.tp / self.s if self.s else 0.0

    @property
    def recall(self) -> float:
        return self.tp / self.c if self.c else 0.0

    @property
    def accuracy(self) -> float:
        if self.tn is None:
            raise InconsistentCountError("accuracy needs tn: give the collection size")
        return (self.tp + self.tn) / self.d if self.d else 0.0

    @property
    def generality(self) -> float:
        """g = c / d, the fraction of the database that is relevant (the random-retrieval precision)."""
        if self.tn is None:
            raise InconsistentCountError("generality needs the database size d: give the collection size")
        return self.c / self.d if self.d else 0.0

    @property
    def relevant_scope(self) -> float:
        """s_r = s / c (Sebe et al. Eq. 11); ``inf`` when c = 0."""
        return self.s / self.c if self.c else math.inf

    def f_measure(self, beta: float = 1.0, alpha: float | None = None) -> float:
        return f_measure(self, beta=beta, alpha=alpha)

    def as_rows(self) -> list[list[Any]]:
        """The table as the slides draw it (with margins)."""
        return [["", "Relevant", "Nonrelevant", "total"],
                ["Retrieved", self.tp, self.fp, self.s],
                ["Not retrieved", self.fn, self.tn, None if self.tn is None else self.fn + self.tn],
                ["total", self.c, self.e, self.d]]

    def __str__(self) -> str:
        rows = [["" if x is None else str(x) for x in row] for row in self.as_rows()]
        w = [max(len(r[i]) for r in rows) for i in range(4)]
        return "\n".join("  ".join(x.rjust(wi) for x, wi in zip(r, w)) for r in rows)

    def _repr_html_(self) -> str:
        cells = "".join("<tr>" + "".join(f"<td style='padding:2px 8px'>{'' if x is None else x}</td>"
                                         for x in row) + "</tr>" for row in self.as_rows())
        return f"<table>{cells}</table>"


def contingency_table(r: Ranking | None = None, *, k: int | None = None, tp: int | None = None,
                      fp: int | None = None, fn: int | None = None, tn: int | None = None,
                      c: int | None = None, e: int | None = None, s: int | None = None,
                      v: int | None = None) -> ContingencyTable:
    """Build a :class:`ContingencyTable` from one of three descriptions.

    * a :class:`Ranking` (the top ``k`` items, default all, are "retrieved"; tn needs
      ``collection_size``);
    * the four counts ``tp, fp, fn`` (and optionally ``tn``);
    * Sebe et al.'s ``c`` (relevant class size), ``e`` (embedding size), ``s`` (scope) and
      ``v`` (visible relevant items in scope), with d = c + e.

    >>> t = contingency_table(c=16, e=21078, s=16, v=8)
    >>> (t.tp, t.fn, t.fp, t.tn, t.d)
    (8, 8, 8, 21070, 21094)
    >>> contingency_table(c=4, e=10, s=3, v=4)
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InconsistentCountError: v=4 visible relevant items cannot exceed the scope s=3
    """
    sebe = [x is not None for x in (c, e, s, v)]
    counts = [x is not None for x in (tp, fp, fn)]
    modes = (r is not None) + any(sebe) + (any(counts) or tn is not None)
    if modes != 1:
        raise IrevalError("describe the table one way: a Ranking, or tp/fp/fn[/tn], or c/e/s/v")
    if r is not None:
        n = r.length if k is None else min(check_cutoff(k), r.length)
        hit = int(r.relevant[:n].sum())
        t_n = None
        if r.collection_size is not None:
            t_n = r.collection_size - n - (r.n_relevant - hit)
        return ContingencyTable(hit, n - hit, r.n_relevant - hit, t_n)
    if any(sebe):
        if not all(sebe):
            missing = [name for name, x in zip("cesv", (c, e, s, v)) if x is None]
            raise IrevalError(f"Sebe et al.'s table needs c, e, s and v; missing {', '.join(missing)}")
        c, e, s, v = (_count(nm, x) for nm, x in zip("cesv", (c, e, s, v)))
        d = c + e
        if s > d:
            raise InvalidCutoffError(f"scope s={s} cannot exceed the database size d = c + e = {d}")
        if v > s:
            raise InconsistentCountError(f"v={v} visible relevant items cannot exceed the scope s={s}")
        if v > c:
            raise InconsistentCountError(f"v={v} visible relevant items cannot exceed the class size c={c}")
        if s - v > e:
            raise InconsistentCountError(f"s - v = {s - v} irrelevant items in scope cannot exceed e={e}")
        return ContingencyTable(v, s - v, c - v, d + v - c - s)
    if not all(counts):
        raise IrevalError("give all of tp, fp and fn (tn is optional)")
    return ContingencyTable(_count("tp", tp), _count("fp", fp), _count("fn", fn),
                            None if tn is None else _count("tn", tn))


def _table(x: Ranking | ContingencyTable) -> ContingencyTable:
    if isinstance(x, ContingencyTable):
        return x
    if isinstance(x, Ranking):
        return contingency_table(x)
    if isinstance(x, (list, tuple)) or type(x).__name__ == "ndarray":  # plain labels, like every measure
        return contingency_table(as_ranking(x))
    raise IrevalError(f"expected a Ranking, a list of labels or a ContingencyTable, got {type(x).__name__}")


def sets_table(retrieved: Iterable[Hashable], relevant: Iterable[Hashable],
               collection_size: int | None = None) -> ContingencyTable:
    """The lecture notes' set view: A = retrieved, B = relevant; tp = |A ∩ B|, fp = |A - B|, fn = |B - A|.

    >>> t = sets_table({"a", "b", "c"}, {"b", "c", "d", "e"}, collection_size=10)
    >>> t.precision, t.recall, t.tn
    (0.6666666666666666, 0.5, 5)
    """
    A = set(check_sequence(retrieved, "retrieved", hashable=True))
    B = set(check_sequence(relevant, "relevant", hashable=True))
    tn = None
    if collection_size is not None:
        tn = _count("collection_size", collection_size) - len(A | B)
        if tn < 0:
            raise InconsistentCountError(
                f"collection_size={collection_size} is smaller than |A ∪ B| = {len(A | B)}")
    return ContingencyTable(len(A & B), len(A - B), len(B - A), tn)


@overload
def precision(x: Ranking | ContingencyTable, *, trace: Literal[False] = ...) -> float: ...


@overload
def precision(x: Ranking | ContingencyTable, *, trace: Literal[True]) -> Trace: ...


@overload
def precision(x: Ranking | ContingencyTable, *, trace: bool = ...) -> float | Trace: ...


def precision(x: Ranking | ContingencyTable, *, trace: bool = False) -> float | Trace:
    """tp / (tp + fp): the fraction of retrieved items that are relevant (0 if nothing retrieved)."""
    t = _table(x)
    if not trace:
        return t.precision
    return Trace("precision", t.precision, (FormulaStep("P", "tp / (tp + fp)", t.precision,
                 f"{t.tp} relevant among {t.s} retrieved: P = {fraction_text(t.tp, t.s)}"),),
                 formula="P = tp / (tp + fp)", ranking=x if isinstance(x, Ranking) else None)


@overload
def recall(x: Ranking | ContingencyTable, *, trace: Literal[False] = ...) -> float: ...


@overload
def recall(x: Ranking | ContingencyTable, *, trace: Literal[True]) -> Trace: ...


@overload
def recall(x: Ranking | ContingencyTable, *, trace: bool = ...) -> float | Trace: ...


def recall(x: Ranking | ContingencyTable, *, trace: bool = False) -> float | Trace:
    """tp / (tp + fn): the fraction of relevant items that were retrieved (0 if nothing is relevant)."""
    t = _table(x)
    if not trace:
        return t.recall
    return Trace("recall", t.recall, (FormulaStep("R", "tp / (tp + fn)", t.recall,
                 f"{t.tp} of {t.c} relevant items retrieved: R = {fraction_text(t.tp, t.c)}"),),
                 formula="R = tp / (tp + fn)", ranking=x if isinstance(x, Ranking) else None)


def f_from_pr(p: float, r: float, beta: float = 1.0, alpha: float | None = None) -> float:
    """F of a precision and a recall value, in the beta form or (if ``alpha`` is given) the alpha form.

    The two forms are the same measure with beta^2 = (1 - alpha) / alpha; alpha = 1 gives P,
    alpha = 0 gives R. F is 0 when P or R is 0 (the harmonic mean's limit).

    >>> f_from_pr(0.5, 1.0), f_from_pr(0.5, 1.0, alpha=0.5)
    (0.6666666666666666, 0.6666666666666666)
    >>> round(f_from_pr(0.5, 1.0, beta=2), 4), round(f_from_pr(0.5, 1.0, beta=0.5), 4)
    (0.8333, 0.5556)
    """
    for name, val in (("precision", p), ("recall", r)):
        if isinstance(val, bool) or not isinstance(val, numbers.Real) or not 0 <= val <= 1:
            raise IrevalError(f"{name} must be a number in [0, 1], got {excerpt(val)}")
    if alpha is not None:
        if beta != 1.0:
            raise IrevalError("give either beta or alpha, not both")
        a = check_alpha(alpha)
        if a == 1:
            return float(p)
        if a == 0:
            return float(r)
        if p == 0 or r == 0:
            return 0.0
        return 1 / (a / p + (1 - a) / r)
    b = check_beta(beta)
    b2 = b * b  # a float product: inf (not OverflowError) when beta > ~1.3e154
    if b2 == 0:  # beta = 0 is alpha = 1: F is precision, even when recall is 0
        return float(p)
    if math.isinf(b2):  # the limit beta -> inf is alpha = 0: F is recall (0 when precision is 0)
        return float(r) if p > 0 else 0.0
    denom = b2 * p + r
    return (b2 + 1) * p * r / denom if denom > 0 else 0.0


def effectiveness_from_pr(p: float, r: float, beta: float = 1.0, alpha: float | None = None) -> float:
    """van Rijsbergen's effectiveness measure E = 1 - F of a precision and a recall (Information Retrieval, 1979,
    ch. 7): the same weighting as :func:`f_from_pr`, read the other way (0 is best, 1 worst).

    >>> effectiveness_from_pr(0.5, 1.0)
    0.33333333333333337
    """
    return 1.0 - f_from_pr(p, r, beta=beta, alpha=alpha)


@overload
def f_measure(x: Ranking | ContingencyTable, beta: float = 1.0, alpha: float | None = None, *,
              trace: Literal[False] = ...) -> float: ...


@overload
def f_measure(x: Ranking | ContingencyTable, beta: float = 1.0, alpha: float | None = None, *,
              trace: Literal[True]) -> Trace: ...


@overload
def f_measure(x: Ranking | ContingencyTable, beta: float = 1.0, alpha: float | None = None, *,
              trace: bool = ...) -> float | Trace: ...


def f_measure(x: Ranking | ContingencyTable, beta: float = 1.0, alpha: float | None = None, *,
              trace: bool = False) -> float | Trace:
    """Weighted harmonic mean of precision and recall (F1 by default); see :func:`f_from_pr`.

    >>> f_measure(contingency_table(tp=1, fp=1, fn=0))
    0.6666666666666666
    """
    t = _table(x)
    value = f_from_pr(t.precision, t.recall, beta, alpha)
    if not trace:
        return value
    form = (f"F = 1 / (alpha/P + (1 - alpha)/R), alpha = {alpha:g}" if alpha is not None
            else f"F = (beta^2 + 1) P R / (beta^2 P + R), beta = {beta:g}")
    steps = (FormulaStep("P", "tp / (tp + fp)", t.precision, f"P = {fraction_text(t.tp, t.s)}"),
             FormulaStep("R", "tp / (tp + fn)", t.recall, f"R = {fraction_text(t.tp, t.c)}"),
             FormulaStep("F", form.split(",")[0], value,
                         f"harmonic mean weighted by {'alpha' if alpha is not None else 'beta'}: "
                         f"F = {value:.4f} (arithmetic mean would be {(t.precision + t.recall) / 2:.4f})"))
    return Trace("F" if alpha is not None else f"F{beta:g}", value, steps, formula=form,
                 ranking=x if isinstance(x, Ranking) else None)


@overload
def accuracy(x: Ranking | ContingencyTable, *, trace: Literal[False] = ...) -> float: ...


@overload
def accuracy(x: Ranking | ContingencyTable, *, trace: Literal[True]) -> Trace: ...


@overload
def accuracy(x: Ranking | ContingencyTable, *, trace: bool = ...) -> float | Trace: ...


def accuracy(x: Ranking | ContingencyTable, *, trace: bool = False) -> float | Trace:
    """(tp + tn) / (tp + fp + fn + tn). Needs tn, so a Ranking needs its ``collection_size``.

    Why it fails in retrieval (the slides' "99.9999% accurate search engine"): with 1 relevant image in
    a million, returning nothing is right about 999,999 of them.

    >>> accuracy(contingency_table(tp=0, fp=0, fn=1, tn=999_999))
    0.999999
    """
    t = _table(x)
    value = t.accuracy
    if not trace:
        return value
    step = FormulaStep("accuracy", "(tp + tn) / (tp + fp + fn + tn)", value,
                       f"({t.tp} + {t.tn}) correct of {t.d} decisions = {value:.6g}")
    return Trace("accuracy", value, (step,), formula="A = (tp + tn) / (tp + fp + fn + tn)",
                 ranking=x if isinstance(x, Ranking) else None)
