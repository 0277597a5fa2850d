"""Numbers as the diagnosis reads them: a finite number or nothing, and two numbers near within a tolerance.

One definition, read by every reading of a student's values (``ratios``, ``provenance``, ``step_profile``). The
tolerance is absolute below 1 and relative above, as :func:`ireval_teach.exercises.tasks.close` judges answers.

>>> finite(0.5), finite(True), finite(float("nan")), finite("1")
(0.5, None, None, None)
>>> near(1000.0, 1000.0000001, 1e-9), near(0.1, 0.1 + 1e-8, 1e-9)
(True, False)
"""

from __future__ import annotations

import math
from typing import Any


def finite(x: Any) -> float | None:
    """``x`` as a float when it is a finite int or float (never a bool), else None."""
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) else None


def near(a: float, b: float, tol: float) -> bool:
    """``|a - b| <= tol * max(1, |a|, |b|)``."""
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
