"""The lecture notes' 20-image example (``004_*.txt``): 4 similar images, at positions 1, 2, 4 and 15.

The notes tabulate P and R for k = 1..20 (printing only some rows), the recall points R_i with
their precisions P_i, the step interpolation p(r) = P_i for R_{i-1} < r <= R_i, and claim that the
average over recall levels "is the same thing as area under the PR curve".
"""

from __future__ import annotations

from ..average_precision import average_precision
from ..interpolation import eleven_point_average_precision
from ..ranking import Ranking
from . import DOCUMENTS, PrintedValue, WorkedExample, register

POSITIONS = (1, 2, 4, 15)

# (k, printed precision, numeric reading, printed recall, numeric reading)
_TABLE = [
    (1, "1/1 = 1", 1.0, "1/4 = 0.25", 0.25),
    (2, "2/2 = 1", 1.0, "2/4 = 0.5", 0.5),
    (3, "2/3 = 0.67", 0.67, "2/4 = 0.5", 0.5),
    (4, "3/4 = 0.75", 0.75, "3/4 = 0.75", 0.75),
    (5, "3/5 = 0.6", 0.6, "3/4 = 0.75", 0.75),
    (6, "3/6 = 0.5", 0.5, "3/4 = 0.75", 0.75),
    (7, "0", 0.0, None, None),
    (14, "3/14 = 0.21", 0.21, "3/4 = 0.75", 0.75),
    (15, "4/15 = 0.27", 0.27, "4/4 = 1", 1.0),
    (16, "4/16 = 0.25", 0.25, "4/4 = 1", 1.0),
    (20, "4/20 = 0.2", 0.2, "4/4 = 1", 1.0),
]

# the R_i / P_i table before the interpolation rule
_POINTS = [(1, 0.25, 1.0, "1"), (2, 0.5, 1.0, "1"), (3, 0.75, 0.75, "0.75"), (4, 1.0, 0.27, "0.27")]


@register("twenty_images")
def twenty_images() -> WorkedExample:
    """The 20-image table, with its one erratum (the k = 7 row prints 0; the exact value is 3/7).

    >>> ex = twenty_images()
    >>> [(e.quantity, e.printed, round(e.exact, 4)) for e in ex.errata()]
    [('P@7', '0', 0.4286)]
    """
    r = Ranking.from_positions(POSITIONS, length=20)
    tp = r.tp_at()
    printed = []
    for k, ptext, pval, rtext, rval in _TABLE:
        exact_p = int(tp[k - 1]) / k
        expl = ""
        if k == 7:
            expl = ("The row for k = 7 prints 0 in the precision column, but 3 of the top 7 are similar "
                    "(positions 1, 2, 4), so P@7 = 3/7 = 0.4286; the 0 is most likely the start of the "
                    "elided rows (k = 7..13 are shown as dots), where precision falls 3/7, 3/8, ..., 3/13.")
        printed.append(PrintedValue(f"P@{k}", f"precision/recall table, row k = {k}", ptext, pval, exact_p,
                                    explanation=expl))
        if rtext is not None:
            printed.append(PrintedValue(f"R@{k}", f"precision/recall table, row k = {k}", rtext, rval,
                                        int(tp[k - 1]) / 4))
    for i, R_i, P_i, text in _POINTS:
        k = POSITIONS[i - 1]
        printed.append(PrintedValue(f"P_{i} (R_{i} = {R_i:g})", f"R_i / P_i table, i = {i}", text, P_i,
                                    int(tp[k - 1]) / k))
    ap = average_precision(r)
    ap11 = eleven_point_average_precision(r, scheme="step")
    notes = (
        "The notes' 'Average precision = 1/j sum p(Γ_i)' over 0, 0.1, ..., 1 (step interpolation) is "
        f"{ap11:.6f}; the exact AP (area under the PR curve's step function) is {ap:.6f}. They are close, "
        "not 'the same thing': the 11-point average samples the interpolated curve at 11 levels.",
        "With the max-to-the-right interpolation the 11-point value is the same here, because the "
        "precision at the relevant ranks (1, 1, 0.75, 0.27) never rises.",
    )
    return WorkedExample(name="twenty_images", document=DOCUMENTS["notes"],
                         title="Lecture notes: 20 images, 4 similar at positions 1, 2, 4, 15",
                         data=r, printed=tuple(printed), notes=notes,
                         extras={"ap": ap, "eleven_point_step": ap11})
