"""Graded relevance: discounted cumulative gain (DCG) and its normalised form (NDCG).

The image-retrieval slides (``000_*.txt``, "Summarizing a Ranking for Multiple Relevance levels")
judge 10 ranked images on a 0-3 scale, 3, 2, 3, 0, 0, 1, 2, 2, 3, 0, and make two assumptions:
highly relevant images are more useful than marginally relevant ones, and the lower a relevant
image is ranked, the less useful it is. DCG at rank p adds each item's *gain*, divided by a
*discount* that grows with the rank. Three formulations are named by ``formulation``:

``"classic"`` (the slides' default; Jarvelin & Kekalainen 2002)
    DCG_p = rel_1 + sum_{i=2..p} rel_i / log2(i). Rank 1 is not discounted (its discount is 1,
    since log2(1) = 0 cannot be divided by) and rank 2 has log2(2) = 1, so the first two gains count in full.
``"exponential"`` (the slides' "alternative formulation", emphasising highly relevant items; Burges et al. 2005)
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
from typing import Any, Sequence

import numpy as np

from .errors import check_cutoff, check_option
from .ranking import Ranking, as_ranking
from .trace import Trace, format_number

FORMULATIONS = ("classic", "exponential", "trec")
IDEALS = ("judged_list", "all_judgments")

_FORMULAS = {
    "classic": "DCG_p = rel_1 + sum_{i=2..p} rel_i / log2(i)",
    "exponential": "DCG_p = sum_{i=1..p} (2^rel_i - 1) / log2(i + 1)",
    "trec": "DCG_p = sum_{i=1..p} rel_i / log2(i + 1)",
}


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
    lab = np.asarray(labels, dtype=np.float64)
    if formulation == "exponential":
        return np.exp2(lab) - 1.0
    return lab


def discounts(n: int, formulation: str = "classic") -> np.ndarray:
    """The divisors of ranks 1..n: classic 1, log2(2), log2(3), ...; otherwise log2(i + 1).

    >>> [round(x, 4) for x in discounts(4).tolist()]
    [1.0, 1.0, 1.585, 2.0]
    >>> [round(x, 4) for x in discounts(3, "trec").tolist()]
    [1.0, 1.585, 2.0]
    """
    check_option("formulation", formulation, FORMULATIONS)
    ranks = np.arange(1, n + 1, dtype=np.float64)
    if formulation == "classic":
        d = np.log2(ranks)
        if n:
            d[0] = 1.0
        return d
    return np.log2(ranks + 1.0)


def _running(labels: np.ndarray, n: int, formulation: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """gain, discount, discounted gain and running DCG of ranks 1..n (labels beyond the end count 0)."""
    lab = np.zeros(n, dtype=np.float64)
    m = min(n, len(labels))
    lab[:m] = labels[:m]
    g = gains(lab, formulation)
    d = discounts(n, formulation)
    dg = g / d
    run = np.cumsum(dg)  # sequential left-to-right sums, like trec_eval's loop
    return g, d, dg, run


def _ideal_labels(r: Ranking, ideal: str) -> np.ndarray:
    if ideal == "judged_list":
        grades = r.labels
    else:
        missing = r.n_relevant - r.n_relevant_retrieved - len(r.unretrieved_grades)
        grades = np.concatenate([r.labels, np.asarray(r.unretrieved_grades, dtype=np.int64),
                                 np.full(missing, r.threshold, dtype=np.int64)])
    return np.sort(grades)[::-1]


def _cut(r: Ranking, k: Any) -> int:
    return r.length if k is None else check_cutoff(k)


def _value(run: np.ndarray) -> float:
    return float(run[-1]) if len(run) else 0.0


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else 0.0


# -- public measures -----------------------------------------------------------------------------
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
    g, d, dg, run = _running(r.labels, n, formulation)
    value = _value(run)
    if not trace:
        return value
    steps = []
    for i in range(n):
        label = int(r.labels[i]) if i < r.length else None
        steps.append(DCGStep(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]), float(dg[i]),
                             _explain(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]),
                                      formulation)))
    return Trace(f"DCG{'' if k is None else f'@{n}'} ({formulation})", value, steps, formula=_FORMULAS[formulation],
                 conventions=_conventions(r, n, formulation), ranking=r)


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
    ideal_lab = _ideal_labels(r, ideal)
    n = max(r.length, len(ideal_lab)) if k is None else check_cutoff(k)
    g, d, dg, run = _running(r.labels, n, formulation)
    ig, _, idg, irun = _running(ideal_lab, n, formulation)
    value = _ratio(_value(run), _value(irun))
    if not trace:
        return value
    idcg_k = _value(irun)
    steps = []
    for i in range(n):
        label = int(r.labels[i]) if i < r.length else None
        il = int(ideal_lab[i]) if i < len(ideal_lab) else None
        nd = _ratio(float(run[i]), float(irun[i]))
        expl = _explain(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]), formulation)
        expl += (f"; ideal label {il if il is not None else '-'}, ideal DCG {format_number(float(irun[i]))}, "
                 f"NDCG = {format_number(float(run[i]))}/{format_number(float(irun[i]))} = {format_number(nd)}"
                 if irun[i] > 0 else "; ideal DCG is 0 so NDCG is taken as 0")
        steps.append(NDCGStep(i + 1, label, float(g[i]), float(d[i]), float(dg[i]), float(run[i]), il,
                              float(ig[i]), float(idg[i]), float(irun[i]), nd,
                              _ratio(float(dg[i]), idcg_k), expl))
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
    return Trace(f"NDCG{'' if k is None else f'@{n}'} ({formulation})", value, steps,
                 formula=f"NDCG_p = DCG_p / IDCG_p, {_FORMULAS[formulation]}", conventions=conv, ranking=r)


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
    return [float(x) for x in _running(r.labels, _cut(r, k), formulation)[3]]


def ndcg_curve(r: Ranking | Sequence[int], k: int | None = None, *, formulation: str = "classic",
               ideal: str = "judged_list") -> list[float]:
    """NDCG at every rank 1..k (the slides' "NDCG values" row); equal to ``ndcg(r, i)`` for each i.

    >>> [round(x, 2) for x in ndcg_curve([3, 2, 3, 0, 0, 1, 2, 2, 3, 0])][:4]
    [1.0, 0.83, 0.87, 0.78]
    """
    r = as_ranking(r)
    check_option("formulation", formulation, FORMULATIONS)
    check_option("ideal ranking", ideal, IDEALS)
    ideal_lab = _ideal_labels(r, ideal)
    n = max(r.length, len(ideal_lab)) if k is None else check_cutoff(k)
    run = _running(r.labels, n, formulation)[3]
    irun = _running(ideal_lab, n, formulation)[3]
    return [_ratio(float(a), float(b)) for a, b in zip(run, irun)]


# -- text ------------------------------------------------------------------------------------------
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
