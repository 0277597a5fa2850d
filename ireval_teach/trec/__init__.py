"""TREC test collections: qrels and run files, a vectorised evaluator, and per-query explanations.

* :mod:`.files` -- :func:`read_qrels`, :func:`read_run` (strict, fast, trec_eval's tie rule);
* :mod:`.measures` -- measure names (trec_eval's ``P_10``, ``ndcg_cut_10`` and ir_measures' ``P@10``, ``nDCG@10``);
* :mod:`.evaluator` -- :func:`evaluate`: every query at once with NumPy, per-query values and means;
* :mod:`.explain` -- :func:`explain`: one query's value as a step-by-step :class:`~ireval_teach.Trace`.

The command line ``ireval-teach eval | explain | compare`` (:mod:`ireval_teach.cli`) is built on these.
"""

from .files import Qrels, Run, TIE_RULES, read_qrels, read_run
from .measures import Measure, parse_measures
from .evaluator import EvalResult, QuerySetWarning, evaluate

__all__ = ["Qrels", "Run", "TIE_RULES", "read_qrels", "read_run", "Measure", "parse_measures",
           "EvalResult", "QuerySetWarning", "evaluate"]
