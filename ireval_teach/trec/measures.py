"""Measure names: trec_eval's and ir_measures', parsed into :class:`Measure` records.

Every measure the evaluator computes has a *family* (trec_eval's name without its parameter) and
at most one parameter (a cut-off k or a recall level):

=====================  ===================================  ==============================================
family                 trec_eval names                      ir_measures-style names
=====================  ===================================  ==============================================
``map``                ``map``                              ``AP``, ``MAP``
``map_cut``            ``map_cut_10`` (``map_cut``: 5..1000) ``AP@10``
``P``                  ``P_10`` (``P``: 5, 10, ..., 1000)   ``P@10``
``recall``             ``recall_100``                       ``R@100``
``Rprec``              ``Rprec``                            ``Rprec``, ``R-prec``
``recip_rank``         ``recip_rank``                       ``RR``, ``MRR``; ``RR@10`` (cut at 10)
``ndcg``               ``ndcg``                             ``nDCG``
``ndcg_cut``           ``ndcg_cut_10``                      ``nDCG@10``
``iprec_at_recall``    ``iprec_at_recall_0.50``             ``IPrec@0.5``
``11pt_avg``           ``11pt_avg``                         ``11pt``
``set_P`` ...          ``set_P``, ``set_recall``, ``set_F`` ``SetP``, ``SetR``, ``SetF``
``num_*``              ``num_q``, ``num_ret``, ``num_rel``, ``num_rel_ret``
=====================  ===================================  ==============================================

trec_eval's parameter syntax works too: ``P.5,10`` is ``P_5`` and ``P_10``. A family name alone
(``P``, ``recall``, ``map_cut``, ``ndcg_cut``, ``iprec_at_recall``) expands to trec_eval's default
parameters. The printed name is the one the user typed (or trec_eval's for an expansion).
Names are matched exactly, then case-insensitively.

>>> [m.name for m in parse_measures(["map", "P@10", "P.5,20", "nDCG@10"])]
['map', 'P@10', 'P_5', 'P_20', 'nDCG@10']
>>> parse_measures(["P@10"])[0].trec_name
'P_10'
>>> parse_measures(["iprec_at_recall"])[3].name
'iprec_at_recall_0.30'
>>> parse_measures(["bpref"])
Traceback (most recent call last):
...
ireval_teach.errors.UnknownOptionError: unknown measure 'bpref'; known: map, map_cut_K, P_K, recall_K, Rprec, recip_rank, ndcg, ndcg_cut_K, iprec_at_recall_L, 11pt_avg, set_P, set_recall, set_F, num_q, num_ret, num_rel, num_rel_ret, AP, AP@K, P@K, R@K, RR, RR@K, nDCG, nDCG@K, IPrec@L, SetP, SetR, SetF
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from ..errors import InvalidCutoffError, UnknownOptionError

#: trec_eval's default cut-offs for P, recall, map_cut, ndcg_cut.
TREC_CUTOFFS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
#: trec_eval's default recall levels for iprec_at_recall.
TREC_LEVELS = tuple(Fraction(i, 10) for i in range(11))

CUT_FAMILIES = ("map_cut", "P", "recall", "ndcg_cut", "RR_cut")
PLAIN_FAMILIES = ("map", "Rprec", "recip_rank", "ndcg", "11pt_avg", "set_P", "set_recall", "set_F",
                  "num_q", "num_ret", "num_rel", "num_rel_ret")
#: Families whose "all" line is a sum over queries (trec_eval), not a mean.
SUMMED = ("num_q", "num_ret", "num_rel", "num_rel_ret")

_PLAIN_ALIASES = {
    "map": "map", "AP": "map", "MAP": "map",
    "Rprec": "Rprec", "R-prec": "Rprec", "RPrec": "Rprec",
    "recip_rank": "recip_rank", "RR": "recip_rank", "MRR": "recip_rank",
    "ndcg": "ndcg", "nDCG": "ndcg", "NDCG": "ndcg",
    "11pt_avg": "11pt_avg", "11pt": "11pt_avg", "11-pt_avg": "11pt_avg",
    "set_P": "set_P", "SetP": "set_P", "set_recall": "set_recall", "SetR": "set_recall",
    "set_F": "set_F", "SetF": "set_F",
    "num_q": "num_q", "NumQ": "num_q", "num_ret": "num_ret", "NumRet": "num_ret",
    "num_rel": "num_rel", "NumRel": "num_rel", "num_rel_ret": "num_rel_ret", "NumRelRet": "num_rel_ret",
}
_AT_ALIASES = {"P": "P", "R": "recall", "AP": "map_cut", "nDCG": "ndcg_cut", "NDCG": "ndcg_cut",
               "RR": "RR_cut", "IPrec": "iprec_at_recall"}
_TREC_FAMILIES = {"P": "P", "recall": "recall", "map_cut": "map_cut", "ndcg_cut": "ndcg_cut",
                  "iprec_at_recall": "iprec_at_recall"}

KNOWN = ("map, map_cut_K, P_K, recall_K, Rprec, recip_rank, ndcg, ndcg_cut_K, iprec_at_recall_L, 11pt_avg, "
         "set_P, set_recall, set_F, num_q, num_ret, num_rel, num_rel_ret, AP, AP@K, P@K, R@K, RR, RR@K, nDCG, "
         "nDCG@K, IPrec@L, SetP, SetR, SetF")


@dataclass(frozen=True)
class Measure:
    """One measure to compute: ``family`` (trec_eval's name), ``param`` (k or a recall level), and
    ``name`` (as printed)."""

    family: str
    param: int | Fraction | None
    name: str

    @property
    def trec_name(self) -> str:
        """trec_eval's (and pytrec_eval's) name of this measure, e.g. ``P_10``, ``iprec_at_recall_0.30``."""
        if self.family == "iprec_at_recall":
            return f"iprec_at_recall_{float(self.param):.2f}"
        if self.family == "RR_cut":
            return f"RR@{self.param}"
        if self.param is None:
            return self.family
        return f"{self.family}_{self.param}"

    @property
    def summed(self) -> bool:
        """Is the "all" value a sum over queries (the num_* counts) rather than a mean?"""
        return self.family in SUMMED


def _cutoff(text: str, name: str) -> int:
    if not re.fullmatch(r"[0-9]+", text) or int(text) < 1:
        raise InvalidCutoffError(f"cut-off in measure {name!r} must be a whole number >= 1, got {text!r}")
    return int(text)


def _level(text: str, name: str) -> Fraction:
    try:
        lv = Fraction(text)
    except (ValueError, ZeroDivisionError):
        lv = None
    if lv is None or not re.fullmatch(r"[0-9]*\.?[0-9]+|[0-9]+\.", text) or not 0 <= lv <= 1:
        raise InvalidCutoffError(f"recall level in measure {name!r} must be a number in [0, 1], got {text!r}")
    return lv


def _level_name(lv: Fraction) -> str:
    return f"iprec_at_recall_{float(lv):.2f}"


def _expand(family: str, params: Iterable, display) -> list[Measure]:
    return [Measure(family, p, display(p)) for p in params]


def parse_measure(name: str) -> list[Measure]:
    """The measure(s) a name stands for (a family name alone expands to several)."""
    if not isinstance(name, str) or not name.strip():
        raise UnknownOptionError(f"unknown measure {name!r}; known: {KNOWN}")
    raw = name.strip()
    for candidate in (raw, None):
        n = raw if candidate is not None else raw.lower()
        plain = _PLAIN_ALIASES if candidate is not None else {k.lower(): v for k, v in _PLAIN_ALIASES.items()}
        at = _AT_ALIASES if candidate is not None else {k.lower(): v for k, v in _AT_ALIASES.items()}
        fams = _TREC_FAMILIES if candidate is not None else {k.lower(): v for k, v in _TREC_FAMILIES.items()}
        if n in plain:
            return [Measure(plain[n], None, raw)]
        m = re.fullmatch(r"([A-Za-z]+)@(.+)", n)
        if m and m.group(1) in at:
            fam = at[m.group(1)]
            if fam == "iprec_at_recall":
                return [Measure(fam, _level(m.group(2), raw), raw)]
            return [Measure(fam, _cutoff(m.group(2), raw), raw)]
        if n in fams:  # a family alone: trec_eval's default parameters
            fam = fams[n]
            if fam == "iprec_at_recall":
                return _expand(fam, TREC_LEVELS, _level_name)
            return _expand(fam, TREC_CUTOFFS, lambda k, f=fam: f"{f}_{k}")
        m = re.fullmatch(r"(map_cut|p|recall|ndcg_cut|iprec_at_recall)([._])(.+)", n, flags=re.IGNORECASE)
        if m and m.group(1) in fams:
            fam, sep, rest = fams[m.group(1)], m.group(2), m.group(3)
            if fam == "iprec_at_recall":
                if sep == "_":
                    return [Measure(fam, _level(rest, raw), raw)]
                return _expand(fam, [_level(x, raw) for x in rest.split(",")], _level_name)
            if sep == "_":
                return [Measure(fam, _cutoff(rest, raw), raw)]
            return _expand(fam, [_cutoff(x, raw) for x in rest.split(",")], lambda k, f=fam: f"{f}_{k}")
    raise UnknownOptionError(f"unknown measure {raw!r}; known: {KNOWN}")


def parse_measures(names: Iterable[str]) -> list[Measure]:
    """Parse several names (each may expand); duplicates (same printed name) are kept once.

    >>> [m.trec_name for m in parse_measures(["AP@10", "R@100", "RR", "ndcg_cut.5,10"])]
    ['map_cut_10', 'recall_100', 'recip_rank', 'ndcg_cut_5', 'ndcg_cut_10']
    """
    if isinstance(names, str):
        names = [names]
    out: list[Measure] = []
    seen = set()
    for n in names:
        for m in parse_measure(n):
            if m.name not in seen:
                seen.add(m.name)
                out.append(m)
    return out


#: The measures ``ireval-teach eval`` prints when none is named (trec_eval's defaults that it knows).
DEFAULT_MEASURES = ("num_q", "num_ret", "num_rel", "num_rel_ret", "map", "Rprec", "recip_rank",
                    "iprec_at_recall", "P")
