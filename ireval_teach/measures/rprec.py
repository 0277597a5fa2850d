"""R-precision and its multiples (trec_eval's m_Rprec.c, m_Rprec_mult.c).

Rprec = P@R = tp(R) / R; ``Rprec_mult_x`` = P@c with c = (long)(x * R + 0.9), trec_eval 9's and 10's
rounding of x * R (0 when c = 0).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from ..ranked import precision_at, r_precision
from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

#: trec_eval's default multiples of R for Rprec_mult.
RPREC_MULTS = tuple(Fraction(i, 5) for i in range(1, 11))
CITATION = "trec_eval's m_Rprec.c, m_Rprec_mult.c (Buckley and Voorhees 2000)"


def _rprec(ctx: Batch, param: Any) -> np.ndarray:
    return ctx._div(ctx._count_rel(ctx.rank_rel <= ctx.R[ctx.e_rel]), ctx.R)


def _rprec_mult(ctx: Batch, x: Fraction) -> np.ndarray:
    c = (float(x) * ctx.R.astype(float) + 0.9).astype(np.int64)   # (long)(x * R + 0.9)
    return ctx._div(ctx._tp_at(c), c)


def _trace_rprec_mult(q: QueryInput, x: Fraction) -> Trace:
    R = q.R
    c = int(float(x) * R + 0.9)
    name = f"Rprec_mult_{float(x):.2f}"
    head = f"{name} = P@c with c = (long)({float(x):g} * R + 0.9) = (long)({float(x):g} * {R} + 0.9) = {c}"
    if c == 0:
        return Trace(name, 0.0, (), formula=head + ": no cut-off, 0", ranking=q.ranking)
    t = precision_at(q.ranking, c, trace=True)
    return Trace(name, t.value, t.steps, formula=head + "; " + t.formula, conventions=dict(t.conventions),
                 ranking=q.ranking)


RPREC = MeasureSpec(
    "Rprec", "plain", "R-precision = relevant in the top R / R (P@R)", CITATION, kernel=_rprec,
    trace=lambda q, param: r_precision(q.ranking, trace=True), aliases=("R-prec", "RPrec"),
    examples=("Rprec", "R-prec"))

RPREC_MULT = MeasureSpec(
    "Rprec_mult", "level", "Rprec_mult_x = P@c with c = (long)(x * R + 0.9)", CITATION, kernel=_rprec_mult,
    trace=_trace_rprec_mult, defaults=RPREC_MULTS,
    params=(Param("x", Fraction, RPREC_MULTS, "multiples of R", minimum=0),),
    examples=("Rprec_mult_0.20", "Rprec_mult.1.5,0.5"))

SPECS = (RPREC, RPREC_MULT)
