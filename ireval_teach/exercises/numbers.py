"""Numbers as the diagnosis reads them: a finite number or nothing, two numbers near within a tolerance, and a
value as the feedback prints it.

One definition, read by every reading of a student's values (``ratios``, ``provenance``, ``step_profile``,
``candidates``, ``symptoms``). The tolerance is absolute below 1 and relative above, as
:func:`ireval_teach.exercises.tasks.close` judges answers.

>>> finite(0.5), finite(True), finite(float("nan")), finite("1")
(0.5, None, None, None)
>>> near(1000.0, 1000.0000001, 1e-9), near(0.1, 0.1 + 1e-8, 1e-9)
(True, False)
>>> shown([0.5, 2 / 3, 3]), shown(float("nan")), shown(None)
('[0.5, 0.6667, 3]', 'nan', 'None')
"""

from __future__ import annotations

import math
from typing import Any

from ..trace import format_number


def finite(x: Any) -> float | None:
    """``x`` as a float when it is a finite int or float (never a bool), else None."""
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) else None


def near(a: float, b: float, tol: float) -> bool:
    """``|a - b| <= tol * max(1, |a|, |b|)``."""
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


def shown(v: Any) -> str:
    """A value as the feedback prints it: a number by :func:`~ireval_teach.trace.format_number` (nan and inf as
    such), a list or tuple as ``[a, b, ...]`` of them, anything else by its ``repr``."""
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(shown(x) for x in v) + "]"
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return format_number(float(v))
    return repr(v)
