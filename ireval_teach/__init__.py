"""ireval_teach: learn how retrieval systems are evaluated, one step at a time.

Every measure is a function of a judged :class:`Ranking` that returns a float; called with
``trace=True`` it returns a :class:`~ireval_teach.trace.Trace` with the same value and every
intermediate step, ready to print, render in Jupyter, plot or replay in a widget.

>>> from ireval_teach import Ranking, average_precision
>>> r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
>>> average_precision(r)
0.6666666666666666
"""

from .errors import IrevalError
from .ranking import Ranking
from .trace import Trace
from .sets import (ContingencyTable, accuracy, contingency_table, f_from_pr, f_measure, precision, recall,
                   sets_table)
from .ranked import f_measure_at, pr_points, precision_at, r_precision, recall_at, reciprocal_rank
from .interpolation import (ELEVEN_LEVELS, eleven_point_average_precision, interpolated_curve,
                            interpolated_precision, scheme_differences)
from .average_precision import average_precision, mean_average_precision
# [exports: graded relevance, ROC, RMSE -- issue 3]
# [exports: averaging and significance -- issue 4]
# [exports: generality, scope, hashing, similarity queries -- issue 5]

__version__ = "0.1.0"

__all__ = [
    "IrevalError", "Ranking", "Trace",
    "ContingencyTable", "contingency_table", "sets_table", "precision", "recall", "f_measure", "f_from_pr",
    "accuracy",
    "precision_at", "recall_at", "f_measure_at", "r_precision", "reciprocal_rank", "pr_points",
    "ELEVEN_LEVELS", "interpolated_precision", "interpolated_curve", "eleven_point_average_precision",
    "scheme_differences",
    "average_precision", "mean_average_precision",
]
