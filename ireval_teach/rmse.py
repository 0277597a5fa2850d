"""Root-mean-square error between predicted and true similarity values.

The lecture notes (``004_*.txt``, "Evaluation") start here, before precision and recall: if for a
query image Q we knew the true similarity v_i of each of n evaluation images T_i, we could compare
the predicted values v'_i = d(Q, T_i) with them:

    error_RMSE = sqrt( (1/n) * sum_{i=0}^{n-1} (v'_i - v_i)^2 )

(indices from 0, as the notes write them). The notes then explain why retrieval evaluation moves
on: true similarity values are hard to obtain, they are needed for every query, and even perfect
values still leave the threshold v_+ that separates "similar" from "dissimilar" to be chosen.

Conventions: both sequences must have the same length n >= 1 and hold finite real numbers
(NaN and infinities raise :class:`~ireval_teach.errors.InvalidScoreError`). RMSE is not additive,
so the steps carry each term's share of the *mean squared error* (``mse_share`` = squared error / n,
summing to the MSE), and the running MSE; the value is sqrt(MSE) with the squares summed in order.

>>> rmse([1.0, 2.0, 3.0], [1.0, 2.0, 5.0])
1.1547005383792515
>>> rmse([0.5, 0.5], [0.5, 0.5])
0.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

from .errors import EmptyRankingError, InconsistentCountError, InvalidScoreError, check_number, check_sequence, excerpt
from .trace import Trace, format_number


@dataclass(frozen=True)
class RmseStep:
    """One evaluation image: predicted v'_i, true v_i, the error, its square and its share of the MSE."""

    i: int
    predicted: float
    true: float
    error: float
    squared_error: float
    mse_share: float
    running_mse: float
    explanation: str


def _values(name: str, xs: Any) -> list[float]:
    if isinstance(xs, (str, bytes)):
        raise InvalidScoreError(f"{name} must be a sequence of numbers, got the string {excerpt(xs)}")
    items = check_sequence(xs, name, InvalidScoreError)
    return [check_number(x, f"{name} value at index {i}", "values", finite=True) for i, x in enumerate(items)]


def rmse(predicted: Sequence[float], true: Sequence[float], *, trace: bool = False) -> float | Trace:
    """sqrt(mean((predicted_i - true_i)^2)): the lecture notes' first evaluation idea.

    >>> print(rmse([0.9, 0.2], [1.0, 0.0], trace=True).to_text(explanations=False))
    RMSE = 0.158114
      formula: RMSE = sqrt((1/n) sum_i (v'_i - v_i)^2)
      n: 2 evaluation images
    i  predicted  true  error  squared_error  mse_share  running_mse
    -  ---------  ----  -----  -------------  ---------  -----------
    0        0.9     1   -0.1           0.01      0.005        0.005
    1        0.2     0    0.2           0.04       0.02        0.025
    """
    if hasattr(predicted, "__len__") and hasattr(true, "__len__") and len(predicted) != len(true):
        raise InconsistentCountError(f"{len(predicted)} predicted values but {len(true)} true values")
    p = _values("predicted", predicted)
    t = _values("true", true)
    if len(p) != len(t):
        raise InconsistentCountError(f"{len(p)} predicted values but {len(t)} true values")
    if not p:
        raise EmptyRankingError("no values given: RMSE needs at least one predicted/true pair")
    n = len(p)
    errors = [a - b for a, b in zip(p, t)]
    squares = [e * e for e in errors]
    total = 0.0
    running = []
    for s in squares:  # summed in order, so the trace's running MSE ends at the value's MSE
        total += s
        running.append(total / n)
    value = math.sqrt(total / n)
    if not trace:
        return value
    steps = tuple(
        RmseStep(i, p[i], t[i], errors[i], squares[i], squares[i] / n, running[i],
                 f"v'_{i} - v_{i} = {format_number(p[i])} - {format_number(t[i])} = {format_number(errors[i])}; "
                 f"squared {format_number(squares[i])}; MSE so far {format_number(running[i])}")
        for i in range(n))
    return Trace("RMSE", value, steps, formula="RMSE = sqrt((1/n) sum_i (v'_i - v_i)^2)",
                 conventions={"n": f"{n} evaluation images"})


__all__ = ["RmseStep", "rmse"]
