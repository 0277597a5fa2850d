"""The MLRF lecture's AP walk-through (``001_*.txt``): relevant results at ranks 1, 3 and 9 of 10.

Case 1 assumes |e| = 3 relevant items in the database; case 2 assumes |e| = 4, so recall stops
at 3/4 and "we stop the curve before the 1". The lecture prints P@k and R@k at every rank; it
describes the upper-envelope "common approximation" and the "full, exact computation".
"""

from __future__ import annotations

from fractions import Fraction as F

from ..average_precision import average_precision
from ..ranking import Ranking
from . import DOCUMENTS, PrintedValue, WorkedExample, register

LABELS = (1, 0, 1, 0, 0, 0, 0, 0, 1, 0)

# (k, printed precision text, its value, how the printed digits were cut: "round" or "truncate";
#  a printed fraction such as "1/3" claims the exact value)
_PRINTED_P = [
    (1, "1 relevant / 1 retrieved = 1", 1.0, "round"),
    (2, "1 relevant / 2 retrieved = 1/2", 0.5, "round"),
    (3, "2 relevant / 3 retrieved = 2/3", float(F(2, 3)), "round"),
    (4, "2/4 = 1/2", 0.5, "round"),
    (5, "2/5 = 0.4", 0.4, "round"),
    (6, "2/6 = 1/3", float(F(1, 3)), "round"),
    (7, "2/7 = 0.285...", 0.285, "truncate"),
    (8, "2/8 = 1/4", 0.25, "round"),
    (9, "3/9 = 1/3", float(F(1, 3)), "round"),
    (10, "3/10", 0.3, "round"),
]


@register("mlrf_three_of_ten")
def mlrf_three_of_ten(n_relevant: int = 3) -> WorkedExample:
    """The 3-relevant-in-10 example; ``n_relevant`` is |e| (3 for case 1, 4 for case 2).

    >>> ex = mlrf_three_of_ten()
    >>> ex.ranking.relevant_ranks, ex.errata()
    ((1, 3, 9), [])
    >>> round(ex.extras["ap"]["exact"], 4), round(mlrf_three_of_ten(4).extras["ap"]["exact"], 4)
    (0.6667, 0.5)
    """
    r = Ranking(LABELS, n_relevant=n_relevant)
    printed = []
    tp = 0
    for k, text, val, rounding in _PRINTED_P:
        tp += LABELS[k - 1]
        exact = tp / k
        printed.append(PrintedValue(f"P@{k}", f"case 1, rank {k}", text, val, exact,
                                    rounding))
    if n_relevant == 3:
        printed.append(PrintedValue("R@1", "case 1, rank 1", "1 relev. / 3 expected = 1/3", float(F(1, 3)),
                                    1 / 3))
        printed.append(PrintedValue("R@3", "case 1, rank 3", "next recall value (2/3)", float(F(2, 3)), 2 / 3))
        printed.append(PrintedValue("R@9", "case 1, rank 9", "3/3 = 1", 1.0, 1.0))
        printed.append(PrintedValue("R@10", "case 1, rank 10", "3/3 = 1", 1.0, 1.0))
    aps = {m: average_precision(r, method=m) for m in ("exact", "trapezoid", "envelope")}
    notes = (
        f"AP (exact, divide by |e| = {n_relevant}) = {aps['exact']:.6f}; the trapezoid area = "
        f"{aps['trapezoid']:.6f}; the upper-envelope area = {aps['envelope']:.6f}. "
        "The lecture shows the curve but prints no AP value.",
        "The lecture says P@10 'does not change the AP here': true, rank 10 is not relevant.",
    ) + (("Case 2 (|e| = 4): P values are unchanged, every R is multiplied by 3/4, and the curve stops at "
          "recall 3/4: the missing relevant item adds precision 0 to the exact AP.",) if n_relevant != 3 else ())
    return WorkedExample(
        name="mlrf_three_of_ten" if n_relevant == 3 else f"mlrf_three_of_ten_e{n_relevant}",
        document=DOCUMENTS["mlrf"],
        title=f"MLRF lecture 04: AP of a 10-result list, relevant at ranks 1, 3, 9, |e| = {n_relevant}",
        data=r, printed=tuple(printed), notes=notes, extras={"ap": aps})
