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

__all__ = [
    "IrevalError", "Ranking", "Trace",
    "ContingencyTable", "contingency_table", "sets_table", "precision", "recall", "f_measure", "f_from_pr",
    "accuracy",
    "precision_at", "recall_at", "f_measure_at", "r_precision", "reciprocal_rank", "pr_points",
    "ELEVEN_LEVELS", "interpolated_precision", "interpolated_curve", "eleven_point_average_precision",
    "scheme_differences",
    "average_precision", "mean_average_precision",
]

# graded relevance, ROC, RMSE -- issue 3
from .graded import dcg, ndcg
from .relevance_levels import SLIDES_LEVELS, RelevanceLevels, to_binary
from .roc import equal_error_rate, imbalanced_demo, roc_auc, roc_curve
from .rmse import rmse
__all__ += ["dcg", "ndcg", "RelevanceLevels", "SLIDES_LEVELS", "to_binary", "roc_curve", "roc_auc",
            "equal_error_rate", "imbalanced_demo", "rmse"]
# averaging and significance -- issue 4
from .averaging import (averaged_pr_curve, compare_configurations, compare_curves, interpolated_matrix,
                        macro_average, micro_average)
from .significance import (bootstrap_ci, paired_t_test, power_curve, power_estimate, query_spread,
                           randomization_test, sign_test, variance_comparison, wilcoxon_signed_rank)
__all__ += ["macro_average", "micro_average", "averaged_pr_curve", "interpolated_matrix", "compare_curves",
            "compare_configurations", "query_spread", "variance_comparison", "paired_t_test",
            "wilcoxon_signed_rank", "sign_test", "randomization_test", "bootstrap_ci", "power_estimate",
            "power_curve"]
# generality, scope, hashing, similarity queries -- issue 5
from .generality import (estimate_generality, generality, practical_bounds, precision_scope_graph,
                         reachable_region, relevant_scope, scope_lines, tris_curve)
from .grep_graphs import grip_curves, grnp_curve, simulate_embeddings
from .radial import pbox_average, radial_average, rbox_average
from .hashing import hamming_distance, hamming_map, synthetic_crossmodal_dataset
from .similarity import epsilon_query, knn_query, threshold_sweep
__all__ += ["generality", "relevant_scope", "scope_lines", "reachable_region", "tris_curve", "practical_bounds",
            "precision_scope_graph", "estimate_generality", "simulate_embeddings", "grip_curves", "grnp_curve",
            "radial_average", "pbox_average", "rbox_average", "hamming_distance", "hamming_map",
            "synthetic_crossmodal_dataset", "epsilon_query", "knn_query", "threshold_sweep"]

__version__ = "0.1.0"

