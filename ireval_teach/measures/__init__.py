"""The measure registry: one :class:`MeasureSpec` per measure family, one family (or a few close
relatives) per module, as trec_eval has one ``m_*.c`` file per measure.

Each spec holds the family's names (trec_eval's and ir_measures'), its typed parameters with trec_eval's
defaults, the formula in words and its citation, the vectorised kernel (every query at once), the
step-through (one query, a :class:`~ireval_teach.trace.Trace`) and the aggregation rule. The evaluator
(:mod:`ireval_teach.trec.evaluator`), ``explain`` and trec_eval's name parsing read :data:`REGISTRY`; a
new measure is one module here plus its tests.

>>> spec_of("P").params[0].name, spec_of("P").defaults[:3], spec_of("gm_map").aggregate
('k', (5, 10, 15), 'geometric')
>>> [s.family for s in specs()][:6]
['runid', 'num_q', 'num_ret', 'num_rel', 'num_rel_ret', 'map']
>>> spec_of("set_F").describe()["params"][0]["default"]
1.0
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..errors import UnknownOptionError
from . import (ap, counts, cutoffs, gain, interpolation, judged, ndcg, rbp, relstring, rprec, rr, sets, unjudged,
               utility)
from ._batch import INFAP_EPSILON, MIN_GEO_MEAN, NOT_IN_POOL
from ._query import QueryInput
from ._spec import AGGREGATES, FORMS, OPTIONS, MeasureSpec, Param

__all__ = ["REGISTRY", "MeasureSpec", "Param", "QueryInput", "specs", "spec_of", "FORMS", "AGGREGATES",
           "OPTIONS", "NOT_IN_POOL", "MIN_GEO_MEAN", "INFAP_EPSILON"]

_MODULES = (counts, ap, rprec, judged, rr, interpolation, cutoffs, relstring, unjudged, rbp, utility, ndcg, gain,
            sets)
#: trec_eval 10's order of the families (``measures.c``); ir_measures-only families (RR@k) last.
_ORDER = ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref", "recip_rank",
          "iprec_at_recall", "P", "relstring", "recall", "infAP", "gm_bpref", "Rprec_mult", "utility", "11pt_avg",
          "binG", "G", "ndcg", "ndcg_rel", "Rndcg", "ndcg_cut", "map_cut", "relative_P", "success", "set_P",
          "set_relative_P", "set_recall", "set_map", "set_F", "num_nonrel_judged_ret", "rbp", "rbp_resid", "unj",
          "RR_cut")


def _build() -> Mapping[str, MeasureSpec]:
    found = {s.family: s for mod in _MODULES for s in mod.SPECS}
    missing = set(found) ^ set(_ORDER)
    if missing:  # pragma: no cover - a module added without its place in trec_eval's order
        raise RuntimeError(f"measure families without an order or a spec: {sorted(missing)}")
    return MappingProxyType({f: found[f] for f in _ORDER})


#: Every registered family, ``{family: MeasureSpec}``, in trec_eval's order.
REGISTRY: Mapping[str, MeasureSpec] = _build()


def specs() -> tuple[MeasureSpec, ...]:
    """Every registered spec, in trec_eval's order (each one's :meth:`MeasureSpec.describe` is plain data)."""
    return tuple(REGISTRY.values())


def spec_of(family: str) -> MeasureSpec:
    """The spec of a family (trec_eval's name without parameter: ``"P"``, ``"map_cut"``, ``"set_F"``)."""
    try:
        return REGISTRY[family]
    except (KeyError, TypeError):
        raise UnknownOptionError(f"no measure family {family!r}; registered: {', '.join(REGISTRY)}") from None
