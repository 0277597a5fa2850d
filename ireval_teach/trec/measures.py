"""Measure names: trec_eval's and ir_measures', parsed into :class:`Measure` records.

Every measure the evaluator computes has a *family* (trec_eval's name without its parameter) and
at most one parameter (a cut-off k, a recall level or multiple of R, or a tuple of trec_eval
parameters such as the gains of ``ndcg.1=3,2=9``):

=========================  ==========================================  ==================================
family                     trec_eval names                             other names
=========================  ==========================================  ==================================
``map``, ``gm_map``        ``map``, ``gm_map``                         ``AP``, ``MAP``
``map_cut``                ``map_cut_10`` (``map_cut``: 5..1000)       ``AP@10``
``P``                      ``P_10`` (``P``: 5, 10, ..., 1000)          ``P@10``
``recall``                 ``recall_100``                              ``R@100``
``Rprec``                  ``Rprec``                                   ``R-prec``
``Rprec_mult``             ``Rprec_mult_0.20`` (0.2, 0.4, ..., 2.0)
``recip_rank``             ``recip_rank``                              ``RR``, ``MRR``; ``RR@10``
``bpref``, ``gm_bpref``    ``bpref``, ``gm_bpref``                     ``Bpref``
``infAP``                  ``infAP``
``success``                ``success_5`` (``success``: 1, 5, 10)       ``Success@5``
``relative_P``             ``relative_P_10`` (5..1000)
``ndcg``, ``ndcg_cut``     ``ndcg``, ``ndcg.1=3,2=9``, ``ndcg_cut_10``  ``nDCG``, ``nDCG@10``
``ndcg_rel``, ``Rndcg``    ``ndcg_rel``, ``Rndcg`` (gains as ndcg)
``G``, ``binG``            ``G`` (gains as ndcg), ``binG``
``iprec_at_recall``        ``iprec_at_recall_0.50``                    ``IPrec@0.5``
``11pt_avg``               ``11pt_avg``, ``11pt_avg..25,.5``           ``11pt``
``set_*``                  ``set_P``, ``set_recall``, ``set_F``,        ``SetP``, ``SetR``, ``SetF``
                           ``set_relative_P``, ``set_map``
``utility``                ``utility`` (1,-1,0,0), ``utility.2,-1,0,0``
``rbp``, ``rbp_resid``     ``rbp``, ``rbp.p=0.8``
``unj``                    ``unj_10`` (``unj``: 5, 10, 20)
``relstring``              ``relstring`` (10), ``relstring.20``
``num_*``                  ``num_q``, ``num_ret``, ``num_rel``, ``num_rel_ret``, ``num_nonrel_judged_ret``
``runid``                  ``runid`` (the run's tag)
=========================  ==========================================  ==================================

trec_eval's parameter syntax works too, read as trec_eval reads it: ``P.5,7,3`` is ``P_3``, ``P_5``,
``P_7`` (cut-offs sorted; a duplicate is an error), ``ndcg_cut.10,23.4`` is ``ndcg_cut_10`` and
``ndcg_cut_23`` (C's ``atol``), ``iprec_at_recall..10,.5`` sorted levels, ``11pt_avg..25,.5``
(printed ``11pt_avg_.25,.5``), gains ``ndcg.1=3,2=9,4=4.5``. A family name alone expands to
trec_eval's default parameters; the named sets ``official``, ``all_trec`` and ``set`` expand to
trec_eval 10's lists, in trec_eval's order (:data:`NAMED_SETS`). Names are matched exactly, then
case-insensitively.

Zero denominators: the evaluator (and ``ireval-teach eval``) gives 0 wherever a measure divides by 0.
trec_eval 10 guards every division but three, where its C code computes 0/0 and prints ``-nan``:
``iprec_at_recall_L`` at a level with lround(L * R) = 0 and ``11pt_avg`` with such a level, for a
query with no document retrieved (``-J``, ``-M0``); ``Rndcg`` for a query with relevant documents
but no judged level of positive gain (``Rndcg.1=0``). ``ireval-teach trec_eval`` reproduces those
(:mod:`ireval_teach.trec.trec_eval`), a drop-in printing what trec_eval prints.

>>> [m.name for m in parse_measures(["map", "P@10", "P.20,5", "nDCG@10"])]
['map', 'P@10', 'P_5', 'P_20', 'nDCG@10']
>>> parse_measures(["P@10"])[0].trec_name
'P_10'
>>> parse_measures(["iprec_at_recall"])[3].name
'iprec_at_recall_0.30'
>>> [m.name for m in parse_measures(["ndcg_cut.10,20,23.4", "success.2,5,20", "ndcg.1=3,2=9,4=4.5"])]
['ndcg_cut_10', 'ndcg_cut_20', 'ndcg_cut_23', 'success_2', 'success_5', 'success_20', 'ndcg_1=3,2=9,4=4.5']
>>> [m.name for m in parse_measures(["official"])][:6]
['runid', 'num_q', 'num_ret', 'num_rel', 'num_rel_ret', 'map']
>>> parse_measures(["bpref@3"])                       # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ireval_teach.errors.UnknownOptionError: unknown measure 'bpref@3'; known: map, map_cut_K, P_K, ...
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from collections.abc import Iterable

from ..errors import InvalidCutoffError, UnknownOptionError, check_sequence, excerpt
from ..measures import REGISTRY, MeasureSpec, spec_of, specs

#: trec_eval's default cut-offs for P, recall, map_cut, ndcg_cut, relative_P.
TREC_CUTOFFS = spec_of("P").defaults
#: trec_eval's default recall levels for iprec_at_recall and 11pt_avg.
TREC_LEVELS = spec_of("iprec_at_recall").defaults
#: trec_eval's default multiples of R for Rprec_mult.
RPREC_MULTS = spec_of("Rprec_mult").defaults

#: trec_eval 10's measures in the order trec_eval computes and prints them (``measures.c``).
TREC_ORDER = ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref",
              "recip_rank", "iprec_at_recall", "P", "relstring", "recall", "infAP", "gm_bpref", "Rprec_mult",
              "utility", "11pt_avg", "binG", "G", "ndcg", "ndcg_rel", "Rndcg", "ndcg_cut", "map_cut",
              "relative_P", "success", "set_P", "set_relative_P", "set_recall", "set_map", "set_F",
              "num_nonrel_judged_ret", "prefs_num_prefs_poss", "prefs_num_prefs_ful", "prefs_num_prefs_ful_ret",
              "prefs_simp", "prefs_pair", "prefs_avgjg", "prefs_avgjg_Rnonrel", "prefs_simp_ret", "prefs_pair_ret",
              "prefs_avgjg_ret", "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp", "prefs_pair_imp", "prefs_avgjg_imp",
              "map_avgjg", "P_avgjg", "Rprec_mult_avgjg", "rbp", "rbp_resid", "unj")

#: trec_eval 10's named sets of measures (``measures.c``: ``official`` is trec_eval's default).
NAMED_SETS = {
    "official": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref",
                 "recip_rank", "iprec_at_recall", "P"),
    "all_trec": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref",
                 "recip_rank", "iprec_at_recall", "P", "relstring", "recall", "unj", "rbp", "rbp_resid", "infAP",
                 "gm_bpref", "utility", "11pt_avg", "ndcg", "relative_P", "Rprec_mult", "success", "map_cut",
                 "ndcg_cut", "ndcg_rel", "Rndcg", "binG", "G", "set_P", "set_recall", "set_relative_P", "set_map",
                 "set_F", "num_nonrel_judged_ret"),
    "set": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P", "set_recall",
            "set_relative_P", "set_map", "set_F"),
    "qrels_jg": ("runid", "num_q", "map_avgjg", "P_avgjg", "Rprec_mult_avgjg"),
    "all_prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful", "prefs_num_prefs_ful_ret",
                  "prefs_simp", "prefs_pair", "prefs_avgjg", "prefs_avgjg_Rnonrel", "prefs_simp_ret",
                  "prefs_pair_ret", "prefs_avgjg_ret", "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp",
                  "prefs_pair_imp", "prefs_avgjg_imp"),
    "prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful", "prefs_num_prefs_ful_ret",
              "prefs_simp", "prefs_pair", "prefs_avgjg"),
}
#: Named sets only ``ireval-teach trec_eval`` computes (judgment groups, preferences: other -R formats).
TREC_EVAL_ONLY_SETS = ("qrels_jg", "all_prefs", "prefs")

#: Measures over preference judgments (trec_eval ``-R prefs`` / ``qrels_prefs``; :mod:`.prefs`).
PREFS_FAMILIES = tuple(f for f in TREC_ORDER if f.startswith("prefs_"))
#: The preference counts: whole numbers, summed over queries.
PREFS_COUNTS = ("prefs_num_prefs_poss", "prefs_num_prefs_ful", "prefs_num_prefs_ful_ret")

#: Measures over judgment groups (trec_eval ``-R qrels_jg``: each query judged by several groups; the
#: value is the mean over the groups of map, P_k or Rprec_mult_x): the family each one averages.
JG_FAMILIES = {"map_avgjg": "map", "P_avgjg": "P", "Rprec_mult_avgjg": "Rprec_mult"}

# The name tables below are read from the registry (:mod:`ireval_teach.measures`): each spec's form,
# defaults, aliases and aggregation rule.
_SPECS = specs()
#: Families with whole-number cut-offs (``P.5,10``), their trec_eval defaults.
CUT_LONG = {x.family: x.defaults for x in _SPECS if x.form == "cutoff" and x.trec_eval}
#: Families with real-valued cut-offs, printed with two decimals (``iprec_at_recall_0.50``).
CUT_DOUBLE = {x.family: x.defaults for x in _SPECS if x.form == "level"}
#: Families with one value and a list of real parameters (None = the default).
P_DOUBLE = {x.family: x.defaults for x in _SPECS if x.form == "values"}
#: Families with one value and ``name=value`` parameters (gains of relevance levels; rbp's ``p``).
P_PAIR = tuple(x.family for x in _SPECS if x.form == "pairs")
PLAIN = tuple(x.family for x in _SPECS if x.form == "plain")

CUT_FAMILIES = tuple(x.family for x in _SPECS if x.form == "cutoff")
#: Families whose "all" line is a sum over queries (trec_eval), not a mean.
SUMMED = tuple(x.family for x in _SPECS if x.aggregate == "sum") + PREFS_COUNTS
#: Families whose "all" line is a geometric mean (per-query values are log(max(value, 1e-5))).
GEOMETRIC = tuple(x.family for x in _SPECS if x.aggregate == "geometric")

_PLAIN_ALIASES = {f: f for f in PLAIN + P_PAIR + tuple(P_DOUBLE)}
_PLAIN_ALIASES.update({a: x.family for x in _SPECS for a in x.aliases})
_AT_ALIASES = {a: x.family for x in _SPECS for a in x.at_names}
_PARAM_FAMILIES = {f: f for f in tuple(CUT_LONG) + tuple(CUT_DOUBLE)}

KNOWN = ("map, map_cut_K, P_K, recall_K, Rprec, Rprec_mult_X, recip_rank, bpref, infAP, gm_map, gm_bpref, "
         "success_K, relative_P_K, ndcg, ndcg_cut_K, ndcg_rel, Rndcg, G, binG, iprec_at_recall_L, 11pt_avg, "
         "set_P, set_recall, set_F, set_relative_P, set_map, utility, rbp, rbp_resid, unj_K, relstring, runid, "
         "num_q, num_ret, num_rel, num_rel_ret, num_nonrel_judged_ret; sets official, all_trec, set; "
         "AP, AP@K, P@K, R@K, RR, RR@K, nDCG, nDCG@K, IPrec@L, Success@K, SetP, SetR, SetF")


@dataclass(frozen=True)
class Measure:
    """One measure to compute: ``family`` (trec_eval's name), ``param`` (a cut-off, a level, a tuple of
    trec_eval parameters, or None for the default) and ``name`` (as printed)."""

    family: str
    param: int | Fraction | tuple | None
    name: str

    @property
    def trec_name(self) -> str:
        """trec_eval's (and pytrec_eval's) name of this measure, e.g. ``P_10``, ``iprec_at_recall_0.30``."""
        if self.family in CUT_DOUBLE and isinstance(self.param, (int, Fraction)):
            return f"{self.family}_{float(self.param):.2f}"
        if self.family == "RR_cut":
            return f"RR@{self.param}"
        if self.param is None:
            return self.family
        if self.family in P_PAIR or self.family in P_DOUBLE:
            return self.name
        return f"{self.family}_{self.param}"

    @property
    def spec(self) -> MeasureSpec | None:
        """The registered spec of the family (:mod:`ireval_teach.measures`); None for the measures only
        ``ireval-teach trec_eval`` computes (preferences, judgment groups)."""
        return REGISTRY.get(self.family)

    @property
    def summed(self) -> bool:
        """Is the "all" value a sum over queries (the num_* counts) rather than a mean?"""
        return self.family in SUMMED

    @property
    def aggregate(self) -> str:
        """How the "all" value is formed: ``"mean"``, ``"sum"`` (counts), ``"geometric"`` (gm_map,
        gm_bpref: exp of the mean of the per-query logs), ``"none"`` (relstring) or ``"runid"``
        (the registry's aggregation rule)."""
        spec = self.spec
        if spec is not None:
            return spec.aggregate
        return "sum" if self.family in SUMMED else "mean"

    @property
    def is_count(self) -> bool:
        """Printed as a whole number (trec_eval's ``long`` measures)."""
        spec = self.spec
        return spec.is_count if spec is not None else self.family in PREFS_COUNTS

    @property
    def params(self) -> dict:
        """The parameter as named values with the defaults filled in (``{"k": 10}``, ``{"beta": 0.5}``)."""
        spec = self.spec
        return spec.param_values(self.param) if spec is not None else {}


# --------------------------------------------------------------------------------------------
# C's atol / atof, as trec_eval reads parameters
# --------------------------------------------------------------------------------------------
_NUM = re.compile(r"\s*([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)")


def _atol(text: str) -> int:
    m = re.match(r"\s*([+-]?[0-9]+)", text)
    return int(m.group(1)) if m else 0


def _atof(text: str) -> Fraction:
    """The number C's ``atof`` reads from the start of ``text`` (0 if none), exactly as a decimal
    (for cut-offs and levels, compared exactly; see :func:`_atof_double` for the double itself)."""
    m = _NUM.match(text)
    return Fraction(m.group(1)) if m else Fraction(0)


#: What C's ``strtod`` reads besides decimals: hexadecimal (``0x1.8p3``), ``inf``/``infinity``, ``nan``.
_NUM_C = re.compile(r"\s*([+-]?(?:inf(?:inity)?|nan|0x(?:[0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)(?:p[+-]?[0-9]+)?"
                    r"|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?))", re.IGNORECASE)


def _atof_double(text: str) -> float:
    """The double C's ``atof`` (``strtod``) reads from the start of ``text``, 0.0 if none: a decimal
    correctly rounded (beyond the double range: +-inf or 0.0, at once, whatever the exponent), a
    hexadecimal number, ``inf``, ``infinity`` or ``nan`` (any case, with a sign).

    >>> [_atof_double(t) for t in ("2.5x", "1e999", "-inf", "0x10", "abc", "1e-999")]
    [2.5, inf, -inf, 16.0, 0.0, 0.0]
    """
    m = _NUM_C.match(text)
    if not m:
        return 0.0
    s = m.group(1)
    body = s.lstrip("+-")
    if body[:2].lower() == "0x":
        value = float.fromhex(body)
        return -value if s.startswith("-") else value
    return float(s)


def _level_name(family: str, lv) -> str:
    return f"{family}_{float(lv):.2f}"


def expand_family(family: str, params: str | None = None, name: str | None = None) -> list[Measure]:
    """The measures trec_eval computes for ``-m family`` (``params`` None) or ``-m family.params``.

    Raises :class:`~ireval_teach.errors.InvalidCutoffError` for parameters trec_eval refuses (a cut-off
    <= 0, a duplicate, malformed ``name=value`` pairs, an empty list).
    """
    if not isinstance(family, str):
        raise UnknownOptionError(f"a measure family is a name such as 'P' or 'map', got {excerpt(family)}")
    if params is not None and not isinstance(params, str):
        raise InvalidCutoffError(f"trec_eval parameters are text such as '5,10', got {excerpt(params)}")
    if name is not None and not isinstance(name, str):
        raise UnknownOptionError(f"a measure's printed name must be a string, got {excerpt(name)}")
    shown = name or (family if params is None else f"{family}.{params}")
    if params is not None and params == "":
        raise InvalidCutoffError(f"measure {excerpt(shown)} has an empty parameter list")
    if family in JG_FAMILIES:       # computed as the averaged family, printed under trec_eval's name
        base = expand_family(JG_FAMILIES[family], params, shown)
        return [Measure(family, b.param, family + b.name[len(b.family):]) for b in base]
    if family in CUT_LONG:
        ks = list(CUT_LONG[family]) if params is None else sorted(_atol(x) for x in params.split(","))
        if ks[0] <= 0:
            raise InvalidCutoffError(f"cut-offs of {excerpt(shown)} must be >= 1 (trec_eval reads them with atol), "
                                     f"got {ks[0]}")
        if len(set(ks)) < len(ks):
            raise InvalidCutoffError(f"measure {excerpt(shown)} repeats a cut-off")
        return [Measure(family, k, f"{family}_{k}") for k in ks]
    if family in CUT_DOUBLE:
        lv = list(CUT_DOUBLE[family]) if params is None else sorted(_atof(x) for x in params.split(","))
        if len(set(lv)) < len(lv):
            raise InvalidCutoffError(f"measure {excerpt(shown)} repeats a cut-off")
        _check_bounds(spec_of(family), lv, shown)
        return [Measure(family, x, _level_name(family, x)) for x in lv]
    if family in P_DOUBLE:
        if params is None:
            return [Measure(family, None, family)]
        vals = tuple(_atof(x) for x in params.split(","))
        spec = spec_of(family)
        if len(spec.params) > 1 and len(vals) != len(spec.params):   # utility's a,b,c,d
            raise InvalidCutoffError(f"{family} takes {len(spec.params)} coefficients "
                                     f"({','.join(q.name for q in spec.params)}), got {len(vals)} in {excerpt(shown)}")
        _check_bounds(spec, vals, shown)
        return [Measure(family, vals, f"{family}_{params}")]
    if family in P_PAIR:
        if params is None:
            return [Measure(family, None, family)]
        return [Measure(family, _pairs(params, shown), f"{family}_{params}")]
    if family in PLAIN or family in PREFS_FAMILIES:
        if params is not None:
            raise InvalidCutoffError(f"measure {excerpt(family)} takes no parameters, got {excerpt(shown)}")
        return [Measure(family, None, family)]
    raise UnknownOptionError(f"unknown measure {excerpt(shown)}; known: {KNOWN}")


def _check_bounds(spec: MeasureSpec, values, shown: str) -> None:
    """The parameter values within the bounds the family's spec declares (recall levels in [0, 1],
    multiples of R >= 0), else an error naming the measure as written."""
    p = spec.params[0]
    lo, hi = p.minimum, p.maximum
    if any((lo is not None and x < lo) or (hi is not None and x > hi) for x in values):
        what = p.description or "parameters"
        bounds = f"in [{lo:g}, {hi:g}]" if lo is not None and hi is not None else f">= {lo:g}" if lo is not None \
            else f"<= {hi:g}"
        raise InvalidCutoffError(f"{what} of {excerpt(shown)} must be {bounds}")


def _pairs(params: str, shown: str) -> tuple:
    """``1=3,2=9`` as ``(("1", 3.0), ("2", 9.0))`` -- trec_eval's ``get_param_pairs`` rules."""
    out = []
    for item in params.split(","):
        k, sep, v = item.partition("=")
        if not sep or "=" in v or k == "":
            raise InvalidCutoffError(f"malformed name=value parameters in {excerpt(shown)}")
        value = _atof_double(v)
        if not math.isfinite(value):     # trec_eval would compute with it and print inf or nan
            raise InvalidCutoffError(f"the value {excerpt(v)} of {excerpt(k)} in {excerpt(shown)} is not a finite number")
        out.append((k, value))
    return tuple(out)


def parse_measure(name: str) -> list[Measure]:
    """The measure(s) a name stands for (a family name or a named set expands to several)."""
    if not isinstance(name, str) or not name.strip():
        raise UnknownOptionError(f"unknown measure {excerpt(name)}; known: {KNOWN}")
    raw = name.strip()
    for exact in (True, False):
        n = raw if exact else raw.lower()
        fold = (lambda d: d) if exact else (lambda d: {k.lower(): v for k, v in d.items()})
        plain, at, fams = fold(_PLAIN_ALIASES), fold(_AT_ALIASES), fold(_PARAM_FAMILIES)
        sets = fold({k: k for k in NAMED_SETS})
        if n in sets and sets[n] not in TREC_EVAL_ONLY_SETS:
            return [m for f in TREC_ORDER if f in NAMED_SETS[sets[n]] for m in expand_family(f)]
        if n in plain:
            fam = plain[n]
            ms = expand_family(fam)
            return [Measure(fam, None, raw)] if raw != fam and len(ms) == 1 else ms
        m = re.fullmatch(r"([A-Za-z]+)@(.+)", n)
        if m and m.group(1) in at:
            fam = at[m.group(1)]
            if fam == "iprec_at_recall":
                return [Measure(fam, _level(m.group(2), raw), raw)]
            return [Measure(fam, _cutoff(m.group(2), raw), raw)]
        if n in fams:  # a family alone: trec_eval's default parameters
            return expand_family(fams[n])
        m = re.fullmatch(r"([A-Za-z0-9_]+?)\.(.*)", n)          # trec_eval's family.params
        if m:
            fam = {**plain, **fams}.get(m.group(1))
            if fam is not None:
                return expand_family(fam, m.group(2), raw)
        m = re.fullmatch(r"([A-Za-z_]+?)_([0-9.]+)", n)          # P_10, iprec_at_recall_0.50, Rprec_mult_1.5
        if m and m.group(1) in fams:
            fam = fams[m.group(1)]
            if fam in CUT_DOUBLE:
                return [Measure(fam, _level(m.group(2), raw, 1 if fam == "iprec_at_recall" else None), raw)]
            return [Measure(fam, _cutoff(m.group(2), raw), raw)]
    raise UnknownOptionError(f"unknown measure {excerpt(raw)}; known: {KNOWN}")


def _cutoff(text: str, name: str) -> int:
    if not re.fullmatch(r"[0-9]+", text) or int(text) < 1:
        raise InvalidCutoffError(f"cut-off in measure {excerpt(name)} must be a whole number >= 1, got {excerpt(text)}")
    return int(text)


def _level(text: str, name: str, upper: int | None = 1) -> Fraction:
    lv = Fraction(text) if re.fullmatch(r"[0-9]*\.?[0-9]+|[0-9]+\.", text) else None
    if lv is None or lv < 0 or (upper is not None and lv > upper):
        rng = "[0, 1]" if upper is not None else ">= 0"
        raise InvalidCutoffError(f"level in measure {excerpt(name)} must be a number {rng}, got {excerpt(text)}")
    return lv


def parse_measures(names: Iterable[str]) -> list[Measure]:
    """Parse several names (each may expand); duplicates (same printed name) are kept once.

    >>> [m.trec_name for m in parse_measures(["AP@10", "R@100", "RR", "ndcg_cut.5,10"])]
    ['map_cut_10', 'recall_100', 'recip_rank', 'ndcg_cut_5', 'ndcg_cut_10']
    """
    if isinstance(names, str):
        names = [names]
    names = check_sequence(names, "measure names", UnknownOptionError)
    out: list[Measure] = []
    seen = set()
    for n in names:
        for m in parse_measure(n):
            if m.name not in seen:
                seen.add(m.name)
                out.append(m)
    return out


def trec_order(measures: Iterable[Measure]) -> list[Measure]:
    """The measures in the order trec_eval prints them (:data:`TREC_ORDER`, then by parameter)."""
    rank = {f: i for i, f in enumerate(TREC_ORDER)}
    ms = check_sequence(measures, "measures", UnknownOptionError)
    bad = [m for m in ms if not isinstance(m, Measure)]
    if bad:
        raise UnknownOptionError(f"trec_order sorts Measure records (parse_measures gives them), got {excerpt(bad[0])}")
    return sorted(ms, key=lambda m: (rank.get(m.family, len(rank)), ms.index(m)))


#: The measures ``ireval-teach eval`` prints when none is named (trec_eval's defaults that it knows).
DEFAULT_MEASURES = ("num_q", "num_ret", "num_rel", "num_rel_ret", "map", "Rprec", "recip_rank",
                    "iprec_at_recall", "P")
