"""What the registry holds for each measure family: :class:`MeasureSpec` and its :class:`Param`.

A spec is data: its names, its parameters (with types, trec_eval's defaults and the forms trec_eval and
ir_measures write them in), the formula in words and its citation, and three callables -- the
vectorised ``kernel`` (every query of an evaluation at once), the step-through ``trace`` (one query,
step by step) and the aggregation rule. The evaluator, ``explain`` and trec_eval's name parsing read
these records; nothing dispatches on a measure's name with an if-chain.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from ..trace import Trace
    from ._batch import Batch
    from ._query import QueryInput

#: The parameter forms trec_eval's name parser knows (``trec/measures.py``):
#: ``plain`` no parameter; ``cutoff`` whole-number cut-offs, one measure each (``P.5,10`` -> P_5, P_10);
#: ``level`` real cut-offs printed with two decimals (``iprec_at_recall_0.50``); ``values`` one
#: measure with a list of reals (``utility.2,-1,0,0``); ``pairs`` one measure with ``name=value`` pairs
#: (``ndcg.1=3,2=9``, ``rbp.p=0.8``).
FORMS = ("plain", "cutoff", "level", "values", "pairs")
#: How the "all" value is formed from the per-query values.
AGGREGATES = ("mean", "sum", "geometric", "none", "runid")
#: The evaluation options a kernel may read (``evaluate``'s keywords of the same names).
OPTIONS = ("relevance_level", "interpolation", "ndcg_formulation", "num_docs")


@dataclass(frozen=True)
class Param:
    """One parameter of a family: ``name``, its Python ``type``, trec_eval's ``default`` and, when the
    values are restricted, ``choices`` or bounds (``minimum``, ``maximum``, inclusive).

    ``default`` for a ``cutoff`` or ``level`` family is the tuple of values the bare family name expands
    to (``P`` -> P_5 ... P_1000); for ``values`` and ``pairs`` it is the value the measure uses when no
    parameter is written (``set_F``: beta 1).
    """

    name: str
    type: type
    default: Any
    description: str = ""
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[Any, ...] | None = None


Kernel = Callable[["Batch", Any], "np.ndarray"]
Stepper = Callable[["QueryInput", Any], "Trace | None"]


@dataclass(frozen=True, eq=False)
class MeasureSpec:
    """One measure family, as trec_eval's ``m_*.c`` file defines it.

    * ``family``: trec_eval's name without parameter (``P``, ``map_cut``, ``set_F``);
    * ``aliases``: other whole names (ir_measures': ``AP``, ``nDCG``, ``SetF``); ``at_names``: ir_measures'
      ``Name@k`` prefixes (``P`` for ``P@10``);
    * ``form`` (one of :data:`FORMS`) and ``params``: how parameters are written and what they are;
    * ``explanation`` (the formula in words) and ``citation``;
    * ``kernel(batch, param)``: the per-query values of every query of a :class:`~._batch.Batch`;
    * ``trace(query, param)``: one query's :class:`~ireval_teach.trace.Trace`, step by step (None: the
      family has no step-through; ``explain`` then shows the formula and the kernel's value);
    * ``aggregate`` (one of :data:`AGGREGATES`), ``is_count`` (printed as a whole number), ``text``
      (per-query values are strings), ``needs_pool`` (tells documents not in the qrels from judged
      non-relevant ones), ``options`` (the evaluation options the value depends on);
    * ``defaults``: trec_eval's default parameters -- the cut-offs or levels a bare ``cutoff``/``level``
      family name expands to (``P`` -> P_5 ... P_1000), the values a ``values`` family uses unwritten;
    * ``trec_eval``: False for a family only ir_measures' names reach (``RR@10``);
    * ``examples``: names covering each parameter form, as a user types them (the tests evaluate each).
    """

    family: str
    form: str
    explanation: str
    citation: str
    kernel: Kernel
    trace: Stepper | None = None
    params: tuple[Param, ...] = ()
    aliases: tuple[str, ...] = ()
    at_names: tuple[str, ...] = ()
    aggregate: str = "mean"
    is_count: bool = False
    text: bool = False
    needs_pool: bool = False
    options: tuple[str, ...] = ("relevance_level",)
    defaults: tuple[Any, ...] = ()
    trec_eval: bool = True
    examples: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.form not in FORMS:
            raise ValueError(f"{self.family}: form {self.form!r} is not one of {FORMS}")
        if self.aggregate not in AGGREGATES:
            raise ValueError(f"{self.family}: aggregate {self.aggregate!r} is not one of {AGGREGATES}")
        bad = [o for o in self.options if o not in OPTIONS]
        if bad:
            raise ValueError(f"{self.family}: unknown options {bad}")

    def param_values(self, param: Any) -> dict[str, Any]:
        """The parameter of a parsed measure (``Measure.param``) as ``{name: value}`` with the defaults
        filled in: plain data for a trace, a JSON document or a display.

        >>> from ireval_teach.measures import spec_of
        >>> spec_of("P").param_values(10), spec_of("set_F").param_values(None)
        ({'k': 10}, {'beta': 1.0})
        """
        if self.form == "plain" or not self.params:
            return {}
        p = self.params[0]
        if self.form in ("cutoff", "level"):
            return {p.name: _plain(param)}
        if self.form == "values":
            vals = self.defaults if param is None else param
            vals = vals if isinstance(vals, tuple) else (vals,)
            if len(self.params) == len(vals) and len(self.params) > 1:
                return {q.name: _plain(v) for q, v in zip(self.params, vals)}
            if p.type is tuple:
                return {p.name: [_plain(v) for v in vals]}
            return {p.name: _plain(vals[0])}
        pairs = dict(param or ())
        out: dict[str, Any] = {}
        for q in self.params:
            if q.name in pairs:
                out[q.name] = _plain(pairs.pop(q.name))
            elif q.default is not None:
                out[q.name] = _plain(q.default)
        if pairs:
            out["gains"] = {k: _plain(v) for k, v in pairs.items()}
        return out

    def describe(self) -> dict[str, Any]:
        """The spec as plain data (what ``ireval_teach.measures.specs()`` lists, without the callables)."""
        return {"family": self.family, "form": self.form, "aliases": list(self.aliases),
                "at_names": list(self.at_names), "aggregate": self.aggregate, "is_count": self.is_count,
                "step_through": self.trace is not None, "options": list(self.options),
                "defaults": _plain(self.defaults), "trec_eval": self.trec_eval,
                "params": [{"name": p.name, "type": p.type.__name__, "default": _plain(p.default),
                            "minimum": p.minimum, "maximum": p.maximum,
                            "choices": None if p.choices is None else [_plain(c) for c in p.choices],
                            "description": p.description} for p in self.params],
                "explanation": self.explanation, "citation": self.citation, "examples": list(self.examples)}


def _plain(v: Any) -> Any:
    """A parameter value as JSON-friendly data: Fractions as floats, tuples as lists."""
    if isinstance(v, Fraction):
        return float(v)
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v
