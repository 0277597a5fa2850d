"""Graded relevance: discounted cumulative gain (DCG) and its normalised form (NDCG).

The image-retrieval slides (``000_*.txt``, "Summarizing a Ranking for Multiple Relevance levels")
judge 10 ranked images on a 0-3 scale, 3, 2, 3, 0, 0, 1, 2, 2, 3, 0, and make two assumptions:
highly relevant images are more useful than marginally relevant ones, and the lower a relevant
image is ranked, the less useful it is. DCG at rank p adds each item's *gain*, divided by a
*discount* that grows with the rank. Three formulations are named by ``formulation``:

``"classic"`` (the slides' default; Jarvelin & Kekalainen 2002)
    DCG_p = rel_1 + sum_{i=2..p} rel_i / log2(i). Rank 1 is not discounted (its discount is 1,
    since log2(1) = 0 cannot be divided by) and rank 2 has log2(2) = 1, so the first two gains count in full.
``"exponential"`` (our reading of the slides' "Alternative formulation", whose text on slide 24 gives no
formula, only "emphasis on retrieving highly relevant images"; the gain of Burges et al. 2005)
    DCG_p = sum_{i=1..p} (2^rel_i - 1) / log2(i + 1).
``"trec"`` (trec_eval's ``ndcg`` / ``ndcg_cut``, m_ndcg.c and m_ndcg_cut.c; ``sklearn.metrics.ndcg_score``)
    DCG_p = sum_{i=1..p} rel_i / log2(i + 1).

NDCG_p = DCG_p / IDCG_p, where IDCG_p is the DCG of the *ideal* ranking at the same rank. Which
items the ideal ranking holds is a convention, named by ``ideal``:

``"judged_list"`` (default; the slides' way)
    The retrieved list's own labels sorted from high to low ("perfect ranking: 3, 3, 3, 2, 2, 2, 1,
    0, 0, 0"). Relevant items that were never retrieved do not count.
``"all_judgments"`` (trec_eval's way)
    Every judged grade of the query: the list's labels plus ``Ranking.unretrieved_grades``; relevant
    items known only through ``n_relevant`` (no grade given) count with the ranking's ``threshold`` grade.

Conventions
-----------
* NDCG when the ideal DCG is 0 (no item with a positive grade): the value is 0, as in trec_eval
  and scikit-learn; likewise the per-rank NDCG where the ideal DCG at that rank is 0.
* ``k`` beyond the list: ranks after the end of the list add gain 0 (the list is not padded with
  guesses), while the ideal DCG keeps growing as long as the ideal ranking has items. With
  ``ideal="judged_list"`` the ideal list is as long as the retrieved list, so DCG@k = DCG@length
  and NDCG@k = NDCG@length; with ``ideal="all_judgments"`` NDCG@k can keep falling (trec_eval's ndcg_cut).
* ``k=None`` means no cut-off: DCG over the whole list; NDCG over the whole list *and* the whole
  ideal ranking (with ``ideal="all_judgments"`` relevant items never retrieved still count in the
  ideal DCG, as in trec_eval's ``ndcg`` measure; the trace then shows ranks beyond the list).
* Cost: time and memory grow with the list (and the judged grades), never with ``k``. Ranks past
  the end of both the list and the ideal ranking add nothing, so the sums stop there, and a trace
  shows them as ONE summary step (rank ``k``; "ranks 11..10000000 are past the end ...").
* The exponential gain 2^label - 1 is a float: a label above 1023 (or gains whose sum passes
  ~1.8e308) would give inf and NaN, so it is an :class:`~ireval_teach.errors.InvalidLabelError`
  naming the label instead.
* Why not ``sklearn.metrics.dcg_score`` / ``ndcg_score``: they know one gain and one discount (the
  "trec" formulation, no "classic" undiscounted rank 1 or exponential gain), pad nothing past the
  list, and give no steps; here each rank is a step with words. ``tests/test_graded.py`` and
  ``tests/test_crosscheck_core.py`` check the "trec" values against scikit-learn and trec_eval.
* Sums are taken rank by rank from rank 1 (the running DCG column of the trace); the value is the
  last running sum, so ``trace.value``, ``trace.steps[-1].dcg`` and the plain call agree exactly.

>>> labels = [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]
>>> round(dcg(labels), 2), round(dcg(labels, k=3), 2)
(9.61, 6.89)
>>> round(ndcg(labels, k=4), 4)
0.7751
>>> t = ndcg(labels, trace=True)
>>> [round(s.ideal_dcg, 2) for s in t.steps][-1], t.steps[3].ideal_label
(10.88, 2)
>>> ndcg([0, 0, 0])
0.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Any, Literal, overload
from collections.abc import Sequence

import numpy as np

from .errors import InvalidCutoffError, InvalidLabelError, TooLargeError, check_cutoff, check_option, excerpt
from .ranking import MAX_LENGTH, Ranking, as_ranking
from .trace import Trace, building_steps, format_number, lazy_explanation

FORMULATIONS = ("classic", "exponential", "trec")
IDEALS = ("judged_list", "all_judgments")

_FORMULAS = {
    "classic": "DCG_p = rel_1 + sum_{i=2..p} rel_i / log2(i)",
    "exponential": "DCG_p = sum_{i=1..p} (2^rel_i - 1) / log2(i + 1)",
    "trec": "DCG_p = sum_{i=1..p} rel_i / log2(i + 1)",
}


@lazy_explanation
@dataclass(frozen=True)
class DCGStep:
    """One rank of a DCG computation.

    ``gain`` is what the item is worth (its label, or 2^label - 1 for the exponential formulation),
    ``discount`` what the gain is divided by (1 at rank 1 in the classic formulation, log2(i) or
    log2(i + 1) otherwise), ``discounted_gain = gain / discount``, ``dcg`` the running sum up to this
    rank. ``contribution`` equals ``discounted_gain`` (the contributions sum to DCG). ``label`` is
    ``None`` beyond the end of the list.
    """

    rank: int
    label: int | None
    gain: float
    discount: float
    discounted_gain: float
    dcg: float
    contribution: float
    explanation: str


@lazy_explanation
@dataclass(frozen=True)
class NDCGStep:
    """One rank of an NDCG computation: the DCG columns, the ideal ranking's, and their ratio.

    ``ideal_label`` is the label at this rank of the ideal ranking (``None`` when the ideal ranking is
    shorter), ``ideal_dcg`` its running DCG, ``ndcg = dcg / ideal_dcg`` (0 when ideal_dcg is 0).
    ``contribution = discounted_gain / IDCG_k`` (the contributions sum to NDCG@k).
    """

    rank: int
    label: int | None
    gain: float
    discount: float
    discounted_gain: float
    dcg: float
    ideal_label: int | None
    ideal_gain: float
    ideal_discounted_gain: float
    ideal_dcg: float
    ndcg: float
    contribution: float
    explanation: str


# -- the arithmetic -----------------------------------------------------------------------------
def gains(labels: Sequence[int] | np.ndarray, formulation: str = "classic") -> np.ndarray:
    """The gain of each label: the label itself, or 2^label - 1 for ``"exponential"``.

    >>> gains([3, 0, 1], "exponential").tolist()
    [7.0, 0.0, 1.0]
    """
    check_option("formulation", formulation, FORMULATIONS)
    if isinstance(labels, np.ndarray) and labels.dtype.kind == "f" and labels.ndim == 1:
        lab = labels  # the measures' own zero-padded float labels
    else:
        lab = as_ranking(labels).labels.astype(np.float64)  # validated like a ranking's labels
    if formulation == "exponential":
        _check_exponential(lab)
        return np.exp2(lab) - 1.0
    return lab


#: The largest label whose exponential gain 2^label - 1 is a finite float.
MAX_EXPONENTIAL_LABEL = 1023


def _check_exponential(lab: np.ndarray, where: str = "") -> None:
    if len(lab) and lab.max() > MAX_EXPONENTIAL_LABEL:
        i = int(np.argmax(lab > MAX_EXPONENTIAL_LABEL))
        raise InvalidLabelError(
            f"label {int(lab[i])}{where or f' at position {i + 1}'}: its exponential gain 2^{int(lab[i])} - 1 is "
            f"beyond the range of floats (the exponential formulation allows labels up to "
            f"{MAX_EXPONENTIAL_LABEL}); use formulation='trec' or 'classic' for such labels")


def discounts(n: int, formulation: str = "classic") -> np.ndarray:
    """The divisors of ranks 1..n: classic 1, log2(2), log2(3), ...; otherwise log2(i + 1).

    >>> [round(x, 4) for x in discounts(4).tolist()]
    [1.0, 1.0, 1.585, 2.0]
    >>> [round(x, 4) for x in discounts(3, "trec").tolist()]
    [1.0, 1.585, 2.0]
    """
    check_option("formulation", formulation, FORMULATIONS)
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise InvalidCutoffError(f"n must be a whole number >= 0, got {excerpt(n)}")
    if n > MAX_LENGTH:
        raise TooLargeError(f"n={n} discounts are more than a ranking holds (MAX_LENGTH = {MAX_LENGTH:,})")
    ranks = np.arange(1, n + 1, dtype=np.float64)
    if formulation == "classic":
        d = np.log2(ranks)
        if n:
            d[0] = 1.0
        return d
    return np.log2(ranks + 1.0)


def _running(labels: np.ndarray, n: int, formulation: str,
             what: str = "the ranking") -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """gain, discount, discounted gain and running DCG of ranks 1..n (labels beyond the end count 0).

    ``n`` is at most the longer of the list and the ideal ranking (see :func:`_span`), so nothing
    here grows with the cut-off k.
    """
    lab = np.zeros(n, dtype=np.float64)
    m = min(n, len(labels))
    lab[:m] = labels[:m]
    if formulation == "exponential":
        _check_exponential(lab, f" in {what} at rank {int(np.argmax(lab > MAX_EXPONENTIAL_LABEL)) + 1}")
    g = gains(lab, formulation)
    d = discounts(n, formulation)
    dg = g / d
    with np.errstate(over="ignore"):  # an overflow is checked just below and named
        run = np.cumsum(dg)  # sequential left-to-right sums, like trec_eval's loop
    if len(run) and not np.isfinite(run[-1]):
        top = int(lab.max())
        raise InvalidLabelError(f"the DCG of {what} passes the range of floats (largest label {top}, gain "
                                f"{format_number(float(g.max()))}); use formulation='trec' or 'classic'")
    return g, d, dg, run


def _ideal_labels(r: Ranking, ideal: str, limit: int | None = None) -> np.ndarray:
    """The ideal ranking's labels, high to low, at most ``limit`` of them (all if None).

    With ``ideal="all_judgments"``, relevant items known only through ``n_relevant`` (grade
    ``threshold``) are listed only as far as ``limit`` reaches, so a huge ``n_relevant`` costs nothing
    unless a cut-off asks for that many ranks.
    """
    if ideal == "judged_list":
        out = np.sort(r.labels)[::-1]
        return out if limit is None else out[:limit]
    known = np.sort(np.concatenate([r.labels, np.asarray(r.unretrieved_grades, dtype=np.int64)]))[::-1]
    missing = r.n_relevant - r.n_relevant_retrieved - len(r.unretrieved_grades)
    total = len(known) + missing
    want = total if limit is None else min(limit, total)
    if want - len(known) > MAX_LENGTH:
        raise TooLargeError(
            f"the ideal ranking would list {want - len(known):,} relevant items known only by n_relevant="
            f"{r.n_relevant}, more than a ranking holds (MAX_LENGTH = {MAX_LENGTH:,}); give a cut-off k")
    high = int((known >= r.threshold).sum())
    fill = max(0, min(missing, want - high))
    out = np.concatenate([known[:high], np.full(fill, r.threshold, dtype=np.int64), known[high:]])
    return out[:want]


def _ideal_length(r: Ranking, ideal: str) -> int:
    if ideal == "judged_list":
        return r.length
    return r.length + len(r.unretrieved_grades) + (r.n_relevant - r.n_relevant_retrieved - len(r.unretrieved_grades))


def _cut(r: Ranking, k: Any) -> int:
    return r.length if k is None else check_cutoff(k)


def _value(run: np.ndarray) -> float:
    return float(run[-1]) if len(run) else 0.0


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else 0.0


# -- public measures -----------------------------------------------------------------------------
@overload
def dcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
        trace: Literal[False] = ...) -> float: ...


@overload
def dcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
        trace: Literal[True]) -> Trace: ...


@overload
def dcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
        trace: bool = ...) -> float | Trace: ...


def dcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
        trace: bool = False) -> float | Trace:
    """Discounted cumulative gain at rank ``k`` (default: the whole list).

    ``formulation`` is ``"classic"`` (default), ``"exponential"`` or ``"trec"`` (see the module
    docstring). Ranks beyond the end of the list add 0.

    >>> dcg([3, 2, 3], formulation="classic") == 3 + 2 + 3 / math.log2(3)
    True
    >>> round(dcg([3, 2, 3], formulation="exponential"), 4), round(dcg([3, 2, 3], formulation="trec"), 4)
    (12.3928, 5.7619)
    >>> print(dcg([2, 0, 1], k=3, trace=True).to_text(explanations=False))
    DCG@3 (classic) = 2.63093
      formula: DCG_p = rel_1 + sum_{i=2..p} rel_i / log2(i)
      gain: the label itself (linear gain)
      discount: rank 1 is not discounted; rank i >= 2 is divided by log2(i)
    rank  label  gain  discount  discounted_gain     dcg  contribution
    ----  -----  ----  --------  ---------------  ------  ------------
       1      2     2         1                2       2             2
       2      0     0         1                0       2             0
       3      1     1     1.585           0.6309  2.6309        0.6309
    """
    r = as_ranking(r)
    check_option("formulation", formulation, FORMULATIONS)
    n = _cut(r, k)
    m = min(n, r.length)  # ranks past the end of the list add 0: the sum stops there
    g, d, dg, run = _running(r.labels, m, formulation)
    value = _value(run)
    if not trace:
        return value
    steps = []
    labels = r.labels.tolist()
    words = partial(_explain_step, formulation=formulation)  # written from each step when first read
    make_dcg = DCGStep._make  # type: ignore[attr-defined]
    with building_steps():  # no cyclic GC passes while the steps are made
        for i in range(m):
            label = labels[i]
            steps.append(make_dcg(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]),
                                       float(dg[i]), words))
    if n > m:
        steps.append(DCGStep(n, None, 0.0, _discount_at(n, formulation), 0.0, value, 0.0,
                             _explain_past(m + 1, n, r.length, value)))
    return Trace(f"DCG{'' if k is None else f'@{n}'} ({formulation})", value, tuple(steps), formula=_FORMULAS[formulation],
                 conventions=_conventions(r, n, formulation), ranking=r, family="dcg",
                 params={"k": k, "formulation": formulation})


@overload
def ndcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
         ideal: str = "judged_list", trace: Literal[False] = ...) -> float: ...


@overload
def ndcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
         ideal: str = "judged_list", trace: Literal[True]) -> Trace: ...


@overload
def ndcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
         ideal: str = "judged_list", trace: bool = ...) -> float | Trace: ...


def ndcg(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
         ideal: str = "judged_list", trace: bool = False) -> float | Trace:
    """Normalised DCG at rank ``k``: DCG@k / IDCG@k, in [0, 1] (0 when IDCG@k = 0).

    ``ideal="judged_list"`` (default, the slides') sorts the list's own labels; ``"all_judgments"``
    (trec_eval's) also includes relevant items never retrieved (``Ranking.unretrieved_grades``;
    items counted only by ``n_relevant`` get the threshold grade).

    >>> ndcg([3, 3, 2, 0]), ndcg([0, 0, 0])
    (1.0, 0.0)

    The classic discount does not discount rank 2 (log2(2) = 1), so swapping ranks 1 and 2 costs nothing:

    >>> ndcg([0, 1]), round(ndcg([0, 1], formulation="trec"), 4)
    (1.0, 0.6309)
    >>> r = Ranking([3, 0], unretrieved_grades=[3])
    >>> ndcg(r, formulation="trec"), round(ndcg(r, formulation="trec", ideal="all_judgments"), 4)
    (1.0, 0.6131)
    """
    r = as_ranking(r)
    check_option("formulation", formulation, FORMULATIONS)
    check_option("ideal ranking", ideal, IDEALS)
    n = max(r.length, _ideal_length(r, ideal)) if k is None else check_cutoff(k)
    ideal_lab = _ideal_labels(r, ideal, limit=n)
    m = min(n, max(r.length, len(ideal_lab)))  # past the end of both rankings nothing is added
    g, d, dg, run = _running(r.labels, m, formulation, "the ranking")
    ig, _, idg, irun = _running(ideal_lab, m, formulation, "the ideal ranking")
    value = _ratio(_value(run), _value(irun))
    if not trace:
        return value
    idcg_k = _value(irun)
    steps = []
    labels = r.labels.tolist()
    ideal_list = ideal_lab.tolist()
    words = partial(_explain_ndcg, formulation=formulation)  # written from each step when first read
    make_ndcg = NDCGStep._make  # type: ignore[attr-defined]
    with building_steps():  # no cyclic GC passes while the steps are made
        for i in range(m):
            label = labels[i] if i < r.length else None
            il = ideal_list[i] if i < len(ideal_list) else None
            nd = _ratio(float(run[i]), float(irun[i]))
            steps.append(make_ndcg(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]), il,
                                        float(ig[i]), float(idg[i]), float(irun[i]), nd,
                                        _ratio(float(dg[i]), idcg_k), words))
    if n > m:
        dcg_v, idcg_v = _value(run), idcg_k
        expl = (_explain_past(m + 1, n, r.length, dcg_v) + f"; the ideal ranking ({len(ideal_list)} items) has "
                f"ended too: ideal DCG stays {format_number(idcg_v)}, NDCG = {format_number(value)}")
        steps.append(NDCGStep(n, None, 0.0, _discount_at(n, formulation), 0.0, dcg_v, None, 0.0, 0.0, idcg_v,
                              value, 0.0, expl))
    conv = _conventions(r, n, formulation)
    if ideal == "judged_list":
        conv["ideal ranking"] = "the list's own labels sorted high to low (the slides' way)"
        missing = r.n_relevant - r.n_relevant_retrieved
        if missing:
            conv["ideal ranking"] += (f"; {missing} relevant item(s) never retrieved are NOT included "
                                      "(ideal='all_judgments' includes them, as trec_eval does)")
    else:
        conv["ideal ranking"] = "every judged grade of the query, retrieved or not, sorted high to low (trec_eval)"
    conv["ideal DCG = 0"] = "NDCG is taken as 0 (trec_eval, scikit-learn)"
    return Trace(f"NDCG{'' if k is None else f'@{n}'} ({formulation})", value, tuple(steps),
                 formula=f"NDCG_p = DCG_p / IDCG_p, {_FORMULAS[formulation]}", conventions=conv, ranking=r,
                 family="ndcg" if k is None else "ndcg_cut", params={"k": k, "formulation": formulation})


def ideal_ranking(r: Ranking | Sequence[int], ideal: str = "judged_list") -> list[int]:
    """The labels of the ideal ranking NDCG divides by (see ``ideal`` in :func:`ndcg`).

    >>> ideal_ranking([3, 2, 3, 0, 0, 1, 2, 2, 3, 0])
    [3, 3, 3, 2, 2, 2, 1, 0, 0, 0]
    """
    r = as_ranking(r)
    check_option("ideal ranking", ideal, IDEALS)
    return [int(x) for x in _ideal_labels(r, ideal)]


def dcg_curve(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic") -> list[float]:
    """DCG at every rank 1..k (the slides' "DCG: 3, 5, 6.89, ..." row).

    >>> [round(x, 2) for x in dcg_curve([3, 2, 3, 0, 0, 1, 2, 2, 3, 0])]
    [3.0, 5.0, 6.89, 6.89, 6.89, 7.28, 7.99, 8.66, 9.61, 9.61]
    """
    r = as_ranking(r)
    check_option("formulation", formulation, FORMULATIONS)
    n = _cut(r, k)
    _check_curve(n, r.length)
    return [float(x) for x in _running(r.labels, n, formulation)[3]]


def ndcg_curve(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
               ideal: str = "judged_list") -> list[float]:
    """NDCG at every rank 1..k (the slides' "NDCG values" row); equal to ``ndcg(r, i)`` for each i.

    >>> [round(x, 2) for x in ndcg_curve([3, 2, 3, 0, 0, 1, 2, 2, 3, 0])][:4]
    [1.0, 0.83, 0.87, 0.78]
    """
    r = as_ranking(r)
    check_option("formulation", formulation, FORMULATIONS)
    check_option("ideal ranking", ideal, IDEALS)
    n = max(r.length, _ideal_length(r, ideal)) if k is None else check_cutoff(k)
    _check_curve(n, max(r.length, _ideal_length(r, ideal)))
    ideal_lab = _ideal_labels(r, ideal, limit=n)
    run = _running(r.labels, n, formulation, "the ranking")[3]
    irun = _running(ideal_lab, n, formulation, "the ideal ranking")[3]
    return [_ratio(float(a), float(b)) for a, b in zip(run, irun)]


def _check_curve(n: int, flat_after: int) -> None:
    if n > MAX_LENGTH and n > flat_after:
        raise TooLargeError(f"a curve of {n:,} points is more than a ranking holds (MAX_LENGTH = {MAX_LENGTH:,}); "
                            f"it is flat after rank {flat_after}, so ask for k <= {flat_after}")


# -- text ------------------------------------------------------------------------------------------
def _discount_at(rank: int, formulation: str) -> float:
    if formulation == "classic":
        return 1.0 if rank == 1 else math.log2(rank)
    return math.log2(rank + 1)


def _explain_past(first: int, last: int, length: int, run: float) -> str:
    where = f"rank {first} is" if first == last else f"ranks {first}..{last} are"
    return f"{where} past the end of the list ({length} items): gain 0; DCG stays {format_number(run)}"


def _explain_step(s: Any, formulation: str) -> str:
    """A DCG step's explanation, written from the step's own numbers (on first read)."""
    return _explain(s.rank, s.label, s.gain, s.discount, s.discounted_gain, s.dcg, formulation)


def _explain_ndcg(s: Any, formulation: str) -> str:
    """An NDCG step's explanation, written from the step's own numbers (on first read)."""
    il, irun = s.ideal_label, s.ideal_dcg
    return _explain_step(s, formulation) + (
        f"; ideal label {il if il is not None else '-'}, ideal DCG {format_number(irun)}, "
        f"NDCG = {format_number(s.dcg)}/{format_number(irun)} = {format_number(s.ndcg)}"
        if irun > 0 else "; ideal DCG is 0 so NDCG is taken as 0")


def _explain(rank: int, label: int | None, g: float, d: float, dg: float, run: float, formulation: str) -> str:
    if label is None:
        return f"rank {rank} is beyond the end of the list: gain 0; DCG stays {format_number(run)}"
    gain_txt = f"2^{label} - 1 = {format_number(g)}" if formulation == "exponential" else f"{format_number(g)}"
    if formulation == "classic" and rank == 1:
        disc_txt = "rank 1 is not discounted"
    elif formulation == "classic":
        disc_txt = f"discount log2({rank}) = {format_number(d)}"
    else:
        disc_txt = f"discount log2({rank + 1}) = {format_number(d)}"
    return (f"gain {gain_txt}, {disc_txt}: {format_number(g)}/{format_number(d)} = {format_number(dg)}; "
            f"DCG = {format_number(run)}")


def _conventions(r: Ranking, n: int, formulation: str) -> dict[str, str]:
    conv = {
        "gain": "2^label - 1 (exponential gain: emphasises highly relevant items)" if formulation == "exponential"
        else "the label itself (linear gain)",
        "discount": "rank 1 is not discounted; rank i >= 2 is divided by log2(i)" if formulation == "classic"
        else "rank i is divided by log2(i + 1)",
    }
    if n > r.length:
        where = f"rank {n} is" if n == r.length + 1 else f"ranks {r.length + 1}..{n} are"
        conv["k beyond the list"] = f"{where} past the end of the list (not retrieved): gain 0"
    return conv


__all__ = ["FORMULATIONS", "IDEALS", "DCGStep", "NDCGStep", "gains", "discounts", "dcg", "ndcg",
           "ideal_ranking", "dcg_curve", "ndcg_curve"]
