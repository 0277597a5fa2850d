"""ireval_teach: learn how retrieval systems are evaluated, one step at a time.

Every measure is a function of a judged :class:`Ranking` that returns a float; called with
``trace=True`` it returns a :class:`~ireval_teach.trace.Trace` with the same value and every
intermediate step, ready to print, render in Jupyter, plot or replay in a widget.

>>> from ireval_teach import Ranking, average_precision
>>> r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
>>> average_precision(r)
0.6666666666666666
"""

import importlib as _importlib
import sys as _sys
import types as _types

# Every public name and the module that defines it, in the order of ``__all__``. Nothing is imported
# here: ``import ireval_teach`` costs a few milliseconds, and the first use of a name imports its module
# (PEP 562 ``__getattr__``), so the command line and each notebook load only what they use.
_EXPORTS = {
    "errors": ("IrevalError",),
    "ranking": ("Ranking",),
    "trace": ("Trace",),
    "sets": ("ContingencyTable", "contingency_table", "sets_table", "precision", "recall", "f_measure",
             "f_from_pr", "effectiveness_from_pr", "accuracy"),
    "ranked": ("precision_at", "recall_at", "f_measure_at", "r_precision", "reciprocal_rank", "pr_points"),
    "interpolation": ("ELEVEN_LEVELS", "interpolated_precision", "interpolated_curve",
                      "eleven_point_average_precision", "scheme_differences"),
    "average_precision": ("average_precision", "mean_average_precision"),
    # graded relevance, ROC, RMSE -- issue 3
    "graded": ("dcg", "ndcg"),
    "relevance_levels": ("RelevanceLevels", "SLIDES_LEVELS", "to_binary"),
    "roc": ("roc_curve", "roc_auc", "equal_error_rate", "imbalanced_demo"),
    "rmse": ("rmse",),
    # averaging and significance -- issue 4
    "averaging": ("macro_average", "micro_average", "averaged_pr_curve", "interpolated_matrix", "compare_curves",
                  "compare_configurations"),
    "significance": ("query_spread", "variance_comparison", "paired_t_test", "wilcoxon_signed_rank", "sign_test",
                     "randomization_test", "bootstrap_ci", "power_estimate", "power_curve"),
    # generality, scope, hashing, similarity queries -- issue 5
    "generality": ("generality", "relevant_scope", "scope_lines", "reachable_region", "tris_curve",
                   "practical_bounds", "precision_scope_graph", "estimate_generality"),
    "grep_graphs": ("simulate_embeddings", "grip_curves", "grnp_curve"),
    "radial": ("radial_average", "pbox_average", "rbox_average"),
    "hashing": ("hamming_distance", "hamming_map", "synthetic_crossmodal_dataset"),
    "similarity": ("epsilon_query", "knn_query", "threshold_sweep"),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = list(_WHERE)

__version__ = "0.1.0"


def __getattr__(name: str):
    """Import a public name's module on first use (PEP 562); a submodule name imports that submodule."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if name in _WHERE:
        value = getattr(_importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
        globals()[name] = value
        return value
    try:
        return _importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))


class _Package(_types.ModuleType):
    """Keeps ``ireval_teach.generality`` (and ``average_precision``, ``rmse``) the function, as before.

    Three functions share their module's name. Importing such a submodule makes Python set the
    package attribute to the module object; this puts the function of that name there instead, so the
    attribute does not depend on what was imported first.
    """

    def __setattr__(self, name: str, value) -> None:
        if name in _WHERE and isinstance(value, _types.ModuleType) and _WHERE[name] == name:
            value = getattr(value, name)
        super().__setattr__(name, value)


_sys.modules[__name__].__class__ = _Package

