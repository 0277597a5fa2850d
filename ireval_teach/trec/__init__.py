"""TREC test collections: qrels and run files, a vectorised evaluator, and per-query explanations.

* :mod:`.files` -- :func:`read_qrels`, :func:`read_run` (strict, fast, trec_eval's tie rule; ``#``
  comments, ``-`` for standard input), :func:`qrels_from_text`, :func:`run_from_text`;
* :mod:`.measures` -- measure names (trec_eval's ``P_10``, ``ndcg_cut_10`` and ir_measures' ``P@10``, ``nDCG@10``);
* :mod:`.evaluator` -- :func:`evaluate`: every query at once with NumPy, per-query values and means;
* :mod:`.explain` -- :func:`explain`: one query's value as a step-by-step :class:`~ireval_teach.Trace`.

The command line ``ireval-teach eval | explain | compare`` (:mod:`ireval_teach.cli`) is built on these,
and ``ireval-teach trec_eval`` (:mod:`.trec_eval`) takes trec_eval 10's own options and prints its output.
"""

from .files import Qrels, Run, TIE_RULES, qrels_from_text, read_qrels, read_run, run_from_text
from .measures import Measure, parse_measures
from .evaluator import EvalResult, QuerySetWarning, evaluate

__all__ = ["Qrels", "Run", "TIE_RULES", "read_qrels", "read_run", "qrels_from_text", "run_from_text", "Measure",
           "parse_measures", "EvalResult", "QuerySetWarning", "evaluate"]
