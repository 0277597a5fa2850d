"""The task registry: every auto-checked exercise, its inputs and its expected value (from the library).

A :class:`Family` is one measure as the exercises pose it: the input names (the student's function
takes them in this order), the library call that gives the right value, the library trace used to
explain a divergence, and how to cut an input to its first j ranks/queries (to find the first
step where a student's function goes wrong). A :class:`Task` is one exercise on a family: either
``kind="value"`` (the student computes the number for their personal input) or
``kind="function"`` (the student implements the measure and the checker probes it).

Inputs are generated from the student id (:mod:`.variants`): ``visible_inputs`` are shown in the
notebook; ``hidden_inputs`` are extra checks, each with an author's hint such as "a list shorter
than k", never shown themselves. The first visible input of every task is *discriminating*: the
right value and the value of every misconception of the family are pairwise different, so a typed
answer that matches a misconception can be named.

>>> t = TASKS["ap.exact"]
>>> t.kind, t.family.params, t.answer_name
('function', ('labels', 'n_relevant'), 'my_ap')
>>> t.visible_inputs("s1") == t.visible_inputs("s1") != t.visible_inputs("s2")
True
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from typing import Any, TypedDict
from collections.abc import Callable

from ..average_precision import average_precision as _average_precision
from ..average_precision import mean_average_precision as _mean_average_precision
from .. import interpolation as _interp
from .. import ranked as _ranked
from ..ranking import Ranking
from ..sets import f_from_pr, precision, recall, sets_table
from ..trace import Trace, format_number
from . import misconceptions as _mis
from .variants import Draw, rng_for

#: Closeness for function results: the library's value to rounding error, float32 arithmetic included
#: (a NumPy float32 mean is right to about 1e-7; every named mistake differs far more on the probes).
FUNCTION_TOL = 1e-6
#: Closeness for typed-in values: answers rounded to 4 decimals are accepted.
VALUE_TOL = 5e-5
#: The right value and every misconception's value differ by more than this on a discriminating input.
SEPARATION = 2e-3


@dataclass(frozen=True)
class Family:
    """One measure as posed in the exercises (see the module docstring)."""

    name: str
    params: tuple[str, ...]
    reference: Callable[[dict], Any]
    generate: Callable[[Draw], dict]
    hidden: Callable[[Draw], list[tuple[str, dict]]]
    trace: Callable[[dict], Trace] | None = None
    #: how the first divergence is found: "rank" (the first j ranks), "query" (the first j queries), "item" (the
    #: first j items of the input), "k" (the same input at k = j), "beta" (F at beta = 1 first), "level" (the
    #: first differing element of a list result) or None
    step: str | None = None
    prefix: Callable[[dict, int], dict] | None = None
    prefix_len: Callable[[dict], int] | None = None
    result: str = "float"  # or "list"
    result_len: int | None = None
    #: what each position of a fixed-length list result is, in the task's words (feedback names a value by it)
    result_names: tuple[str, ...] = ()
    describe: Callable[[dict], str] | None = None
    explain_step: Callable[[dict, int], str] | None = None  # instead of the trace's step explanation
    #: named mistakes of this family beyond the catalogue's (a lecturer's own, see :mod:`.course_tasks`)
    mistakes: tuple = ()
    #: the library record a list result is read from (a record, or one record per element) and the field each
    #: element reads (one name per position, or one name for every element): its other numeric fields are
    #: candidates (:class:`.candidates.RecordField`)
    record: Callable[[dict], Any] | None = None
    record_fields: tuple[str, ...] = ()
    #: for a record per element: every element before the measure's selection (a PR point at every rank)
    record_unselected: Callable[[dict], Any] | None = None
    #: for one record chosen from a sequence (the step rule's PR point): the element before it, None before the
    #: first (a value saved one pass late reads it: :class:`.candidates.PreviousPoint`)
    record_previous: Callable[[dict], Any] | None = None
    #: the element after it, None after the last (a loop that advances once more reads it:
    #: :class:`.candidates.NextPoint`)
    record_next: Callable[[dict], Any] | None = None
    #: a closed formula of named counts per result position, as a Python expression (``v / (d - s + v)``), and the
    #: counts of an input (default: its parameters): its mistyped shapes are candidates (:mod:`.formula_shapes`)
    formulas: tuple[str, ...] = ()
    formula_names: Callable[[dict], dict] | None = None

    @property
    def misconceptions(self) -> list[_mis.Misconception]:
        return _mis.for_family(self.name) + list(self.mistakes)

    def args(self, inp: dict) -> tuple:
        return tuple(inp[p] for p in self.params)

    def text(self, inp: dict) -> str:
        """The input written out for feedback (only ever called for visible or public inputs)."""
        if self.describe is not None:
            return self.describe(inp)
        return ", ".join(f"{p}={inp[p]!r}" for p in self.params)


#: The personal inputs of the last students seen, per task (:meth:`Task.visible_inputs` is deterministic).
_VISIBLE: dict[tuple[str, str], list[dict]] = {}
_VISIBLE_KEPT = 4096


@dataclass(frozen=True)
class Task:
    """One exercise. ``answer_name`` is the variable the notebook binds the answer or function to."""

    id: str
    topic: str
    title: str
    statement: str
    kind: str  # "value" or "function"
    family: Family
    answer_name: str
    n_visible: int = 3
    timeout: float = 3.0
    signature: str = ""
    #: the task's weight in the gradebook (an assignment may set its own: notebook metadata
    #: ``ireval_teach.points``, see :func:`.course_tasks.assignment_points`)
    points: float = 1.0
    #: a judgment question (:class:`.judgment.Judgment`): a value task whose answer is a choice, an order, a
    #: point or a number read off, checked by the judgment's key instead of a library value
    judge: Any = None
    #: draws tried for a discriminating first input (a value task whose family has many named mistakes may need more)
    tries: int = 80

    @property
    def tolerance(self) -> float:
        return VALUE_TOL if self.kind == "value" else FUNCTION_TOL

    def visible_inputs(self, student_id: object) -> list[dict]:
        """The personal inputs (deterministic per id); the first one is discriminating."""
        if self.judge is not None:
            return [self.judge.public(self.id, student_id)]
        key = (self.id, repr(student_id))
        if key not in _VISIBLE:  # drawn once per student (a value task's draw tries many inputs), copied out
            rng = rng_for(self.id, student_id, "visible")
            n = 1 if self.kind == "value" else self.n_visible
            out = [_discriminating(self.family, rng, tries=self.tries, every_mistake=self.kind == "value")]
            out += [self.family.generate(rng) for _ in range(n - 1)]
            while len(_VISIBLE) >= _VISIBLE_KEPT:
                del _VISIBLE[next(iter(_VISIBLE))]
            _VISIBLE[key] = out
        return copy.deepcopy(_VISIBLE[key])

    def hidden_inputs(self, student_id: object) -> list[tuple[str, dict]]:
        """(hint, input) pairs of the hidden checks (function tasks only)."""
        if self.kind == "value":
            return []
        return self.family.hidden(rng_for(self.id, student_id, "hidden"))

    def expected(self, inp: dict) -> Any:
        return self.family.reference(inp)


def close(a: Any, b: Any, tol: float) -> bool:
    """Numbers (or equal-length lists of numbers) within ``tol`` (absolute, or relative for large values).

    Only finite numbers are ever close: ``inf`` and ``nan`` never match a right answer.

    >>> close(0.5, 0.5 + 1e-12, 1e-9), close(float("inf"), float("inf"), 1e-9), close(float("nan"), 0.5, 1)
    (True, False, False)
    """
    if isinstance(a, list) or isinstance(b, list):
        return (isinstance(a, list) and isinstance(b, list) and len(a) == len(b)
                and all(close(x, y, tol) for x, y in zip(a, b)))
    if not isinstance(a, (int, float)) or not isinstance(b, (int, float)) or isinstance(a, bool) \
            or isinstance(b, bool):
        return False
    if not (math.isfinite(a) and math.isfinite(b)):
        return False  # inf or nan is never close to anything (inf <= tol * inf would accept it)
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


def safe_wrong(m: _mis.Misconception, inp: dict, form: Callable[[dict], Any] | None = None) -> tuple[str, Any]:
    """``("value", v)`` or ``("raise", exception type name)`` of a misconception (or one of its forms)."""
    try:
        v = (form or m.wrong)(inp)
    except _mis.RaisesHere:
        return "raise", _mis.RAISES  # the mistake's code raises there: a student's crash there is consistent
    except _mis.Undefined:
        return "raise", _mis.UNDEFINED  # no evidence either way there
    except Exception as exc:  # noqa: BLE001 - a wrong version may raise, like the student's would
        return "raise", type(exc).__name__
    return "value", (list(map(float, v)) if isinstance(v, (list, tuple)) else float(v))


def _discriminating(fam: Family, rng: Draw, tries: int = 80, every_mistake: bool = False) -> dict:
    """Draw inputs until the right value and all misconception values are pairwise apart.

    ``every_mistake`` (the one input of a value task): also until every named mistake that can differ
    from the right value at all -- each misconception form and each single-part formula perturbation
    that differs on some input of the family's generator (:func:`_separable`) -- gives a value that is
    not the right one, so a typed number can tell each of them from the right answer (an R@k that
    ignores k is wrong only when k is shorter than the list). Without such an input in ``tries`` draws,
    the drawn input that tells the most of them apart.
    """
    mistakes = _separable(fam) if every_mistake else []
    apart_of = _released(fam, "misconceptions", [(m, m.name) for m in fam.misconceptions])
    inp = fam.generate(rng)
    best, best_score = inp, -1  # the first draw scores at least 0, so it is replaced on the first try
    for _ in range(tries):
        right = fam.reference(inp)
        vals = [("value", right)] + [safe_wrong(m, inp) for m in apart_of]
        nums = [v for kind, v in vals if kind == "value"]
        apart = all(not close(a, b, SEPARATION) for i, a in enumerate(nums) for b in nums[i + 1:])
        told = sum(1 for m, form in mistakes if _tells(m, form, inp, right))
        if apart and told == len(mistakes):
            return inp
        score = told + (len(mistakes) + 1 if apart else 0)
        if score > best_score:
            best, best_score = inp, score
        inp = fam.generate(rng)
    return best if every_mistake else inp


def _tells(m: Any, form: Callable, inp: dict, right: Any) -> bool:
    """Whether the mistake's value on ``inp`` is told apart from the right value (a crash tells too)."""
    kind, w = safe_wrong(m, inp, form)
    return kind != "value" or not close(w, right, 2 * VALUE_TOL)


_SEPARABLE: dict[str, list] = {}


def _released(fam: Family, key: str, named: list[tuple[Any, str]]) -> list:
    """Of ``(item, name)`` pairs, the items variant scheme 1 draws against (:mod:`.scheme1`), in their order: a
    mistake added to the checker later never changes a released input. A family scheme 1 does not list (a task
    added later) draws against all of them."""
    from .scheme1 import SCHEME_1

    kept = SCHEME_1.get(fam.name, {}).get(key)
    if kept is None:
        return [item for item, _ in named]
    names = set(kept)
    return [item for item, name in named if name in names]


def _separable(fam: Family, n: int = 200) -> list:
    """The (mistake, form) pairs of the family that one input can tell apart from the right value all at
    once: those told by the input that tells the most of them among ``n`` fixed draws of the family's
    generator. Left out: mistakes no drawn input tells (e.g. an empty query's rule when the generator
    never draws one) and mistakes that only an input failing others tells (a two-sided sign test p above
    1 needs as many wins as losses, where other mistakes give the right value)."""
    if fam.name not in _SEPARABLE:
        from . import perturbations

        named = ([((m, form), f"{m.name}#{i}") for m in fam.misconceptions for i, form in enumerate(m.forms)]
                 + [((x, x.wrong), x.name) for x in perturbations.variants_for(fam.name, pairs=False)])
        cands = _released(fam, "separated", named)
        rng = rng_for(fam.name, "separable", "visible")
        best: list = []
        for _ in range(n):
            x = fam.generate(rng)
            right = fam.reference(x)
            told = [(m, form) for m, form in cands if _tells(m, form, x, right)]
            if len(told) > len(best):
                best = told
                if len(best) == len(cands):
                    break
        _SEPARABLE[fam.name] = best
    return _SEPARABLE[fam.name]


# ------------------------------------------------------------------------------ generators
def _ids(n: int) -> list[str]:
    return [f"d{i}" for i in range(1, n + 1)]


def _gen_sets(rng: Draw) -> dict:
    pool = _ids(rng.integer(10, 16))
    order = rng.permutation(len(pool))
    n_ret = rng.integer(3, 7)
    retrieved = [pool[i] for i in order[:n_ret]]
    n_hit = rng.integer(1, n_ret - 1)
    n_miss = rng.integer(1, 4)
    relevant = sorted([pool[i] for i in order[:n_hit]] + [pool[i] for i in order[n_ret:n_ret + n_miss]],
                      key=lambda s: int(s[1:]))
    retrieved.sort(key=lambda s: int(s[1:]))
    return {"retrieved": retrieved, "relevant": relevant}


def _gen_f(rng: Draw) -> dict:
    return {"precision": rng.integer(1, 16) / 16, "recall": rng.integer(1, 20) / 20,
            "beta": rng.pick([0.5, 2.0, 3.0, 1.0])}


def _hidden_f(rng: Draw) -> list[tuple[str, dict]]:
    return [("precision and recall both 0 (F is 0)", {"precision": 0.0, "recall": 0.0, "beta": 1.0}),
            ("beta = 1", {"precision": rng.integer(1, 9) / 10, "recall": rng.integer(1, 9) / 10, "beta": 1.0}),
            ("a large beta", {"precision": rng.integer(1, 9) / 10, "recall": rng.integer(1, 9) / 10, "beta": 4.0}),
            ("a small beta", {"precision": rng.integer(1, 9) / 10, "recall": rng.integer(1, 9) / 10, "beta": 0.25})]


def _explain_f(inp: dict, index: int) -> str:
    p, r, b = inp["precision"], inp["recall"], (1.0 if index == 0 else inp["beta"])
    f = f_from_pr(p, r, beta=b)
    if index == 0:
        return (f"with beta = 1, F1 = 2 P R / (P + R) = 2 * {format_number(p)} * {format_number(r)} / "
                f"({format_number(p)} + {format_number(r)}) = {format_number(f)}: the harmonic mean of P and R")
    return (f"with beta = {format_number(b)}, b^2 = {format_number(b * b)}: (1 + b^2) P R / (b^2 P + R) = "
            f"{format_number(f)}")


def _binary(rng: Draw, lo: int = 5, hi: int = 10, rel_lo: int = 2, rel_hi: int = 4, extra: int = 2) -> dict:
    n = rng.integer(lo, hi)
    m = rng.integer(rel_lo, min(rel_hi, n - 1))
    labels = rng.binary_labels(n, m)
    return {"labels": labels, "n_relevant": m + rng.integer(0, extra)}


def _gen_p_at_k(rng: Draw) -> dict:
    d = _binary(rng, 4, 8)
    return {"labels": d["labels"], "k": rng.integer(2, len(d["labels"]) + 3)}


def _hidden_p_at_k(rng: Draw) -> list[tuple[str, dict]]:
    return [("k larger than the list", {"labels": rng.binary_labels(3, 2), "k": 7}),
            ("k = 1", {"labels": rng.binary_labels(6, 3), "k": 1}),
            ("no relevant item in the list", {"labels": [0] * rng.integer(3, 6), "k": 3}),
            ("every item relevant", {"labels": [1] * rng.integer(4, 7), "k": 3}),
            ("a long list", {"labels": rng.binary_labels(40, 11), "k": 25})]


def _gen_r_at_k(rng: Draw) -> dict:
    d = _binary(rng, 5, 9, extra=3)
    return {**d, "k": rng.integer(2, len(d["labels"]))}


def _hidden_ranked(rng: Draw, with_k: bool) -> list[tuple[str, dict]]:
    def add_k(d: dict, k: int) -> dict:
        return {**d, "k": k} if with_k else d

    longl = rng.binary_labels(30, 8)
    return [("relevant items never retrieved", add_k({"labels": rng.binary_labels(8, 3), "n_relevant": 6}, 5)),
            ("more relevant items than the list is long",
             add_k({"labels": rng.binary_labels(3, 2), "n_relevant": rng.integer(5, 7)}, 3)),
            ("a relevant item at rank 1", add_k({"labels": rng.binary_labels(7, 3, first_relevant=True),
                                                 "n_relevant": 3}, 4)),
            ("no relevant item retrieved", add_k({"labels": [0] * 6, "n_relevant": 2}, 3)),
            ("a query with no relevant items at all (the value is 0)", add_k({"labels": [0] * 5, "n_relevant": 0}, 3)),
            ("a long list", add_k({"labels": longl, "n_relevant": 10}, 20))]


def _ranking(inp: dict) -> Ranking:
    return Ranking(inp["labels"], inp["n_relevant"])


def _prefix_labels(inp: dict, j: int) -> dict:
    return {**inp, "labels": list(inp["labels"])[:j]}


def _prefix_at_k(inp: dict, j: int) -> dict:
    """The first j ranks measured at k = j (P@j, R@j: the intermediate values of P@k, R@k)."""
    return {**inp, "labels": list(inp["labels"])[:j], "k": min(j, inp["k"])}


def _gen_distances(rng: Draw) -> dict:
    n = rng.integer(6, 8)
    values = sorted({round(0.05 + 0.9 * rng.random(), 2) for _ in range(3 * n)})
    order = rng.permutation(len(values))[:n]
    d = [values[i] for i in order]
    labels = rng.binary_labels(n, rng.integer(2, 4))
    return {"distances": d, "labels": labels, "k": rng.integer(2, 4)}


def _hidden_distances(rng: Draw) -> list[tuple[str, dict]]:
    out = []
    for hint, n, k in (("k = 1", 6, 1), ("k = the whole list", 5, 5), ("a longer list", 20, 6)):
        vals = [round(0.01 + 0.98 * (i + rng.random()) / n, 4) for i in range(n)]
        perm = rng.permutation(n)
        out.append((hint, {"distances": [vals[i] for i in perm], "labels": rng.binary_labels(n, max(1, n // 3)),
                           "k": k}))
    return out


def _ref_distances(inp: dict) -> float:
    # the nearest item first: sort by -distance with the library's stable rule
    r = Ranking.from_scores([-float(x) for x in inp["distances"]], inp["labels"], ties="input_order")
    return _ranked.precision_at(r, inp["k"])


def _prefix_k(inp: dict, j: int) -> dict:
    """The same input measured at k = j (P@j of the nearest-first ranking: the steps of P@k)."""
    return {**inp, "k": j}


def _trace_distances(inp: dict) -> Trace:
    r = Ranking.from_scores([-float(x) for x in inp["distances"]], inp["labels"], ties="input_order")
    return _ranked.precision_at(r, inp["k"], trace=True)


def _gen_interp(rng: Draw) -> dict:
    return _binary(rng, 6, 10, 2, 4, extra=1)


def _hidden_interp(rng: Draw) -> list[tuple[str, dict]]:
    return [("precision rises after a dip", {"labels": [1, 0, 0, 0, 1, 1, 1], "n_relevant": 4}),
            ("relevant items never retrieved (high levels are 0)", {"labels": rng.binary_labels(8, 2), "n_relevant": 5}),
            ("no relevant item retrieved", {"labels": [0] * 5, "n_relevant": 2}),
            ("a relevant item at rank 1", {"labels": rng.binary_labels(9, 4, first_relevant=True), "n_relevant": 4}),
            ("recall exactly 0.3, 0.6 and 0.7 (levels computed exactly)",
             {"labels": [1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1, 0, 0], "n_relevant": 10}),
            ("a long list", {"labels": rng.binary_labels(30, 7), "n_relevant": 9})]


def _explain_eleven(inp: dict, index: int) -> str:
    """The 11 interpolated precisions of the ranking cut after rank index + 1, and their mean."""
    cut = _prefix_labels(inp, index + 1)
    curve = _interp.interpolated_curve(_ranking(cut), _interp.ELEVEN_LEVELS)
    hits = sum(1 for x in cut["labels"] if x)
    j = index + 1
    return (f"with the first {j} ranks, P@{j} = {hits}/{j} and R@{j} = {hits}/{inp['n_relevant']}; the 11 "
            f"interpolated precisions are [{', '.join(format_number(float(x)) for x in curve)}] and their mean "
            f"is {format_number(_interp.eleven_point_average_precision(_ranking(cut)))}")


def _gen_runs(rng: Draw, lo: int, hi: int, rel_lo: int, rel_hi: int) -> dict:
    """Two or three queries, each a :func:`_binary` ranking (one relevant item left unretrieved at most)."""
    runs, nrel = [], []
    for _ in range(rng.integer(2, 3)):
        d = _binary(rng, lo, hi, rel_lo, rel_hi, extra=1)
        runs.append(d["labels"])
        nrel.append(d["n_relevant"])
    return {"runs": runs, "n_relevant": nrel}


def _gen_map(rng: Draw) -> dict:
    return _gen_runs(rng, 4, 6, 1, 3)


def _hidden_map(rng: Draw) -> list[tuple[str, dict]]:
    a, b, c = (_binary(rng, 5, 8, 1, 3) for _ in range(3))
    return [("one query", {"runs": [a["labels"]], "n_relevant": [a["n_relevant"]]}),
            ("a query whose relevant items were never retrieved",
             {"runs": [a["labels"], [0, 0, 0, 0]], "n_relevant": [a["n_relevant"], 3]}),
            ("queries of different lengths",
             {"runs": [a["labels"], b["labels"][:3], c["labels"]],
              "n_relevant": [a["n_relevant"], max(1, sum(b["labels"][:3])), c["n_relevant"]]})]


def _ref_map(inp: dict) -> float:
    return _mean_average_precision([Ranking(lab, n) for lab, n in zip(inp["runs"], inp["n_relevant"])])


def _trace_map(inp: dict) -> Trace:
    return _mean_average_precision([Ranking(lab, n) for lab, n in zip(inp["runs"], inp["n_relevant"])], trace=True)


def _gen_grades(rng: Draw) -> dict:
    n = rng.integer(5, 8)
    return {"grades": [rng.pick([0, 0, 1, 2, 3]) for _ in range(n)]}


def _hidden_grades(rng: Draw) -> list[tuple[str, dict]]:
    return [("a single item", {"grades": [rng.integer(1, 3)]}),
            ("all grades 0", {"grades": [0, 0, 0]}),
            ("the slides' 10 images", {"grades": [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]}),
            ("a long list", {"grades": [rng.pick([0, 1, 2, 3]) for _ in range(25)]})]


def _gen_ndcg(rng: Draw) -> dict:
    n = rng.integer(4, 6)
    grades = [rng.pick([0, 0, 1, 2, 3]) for _ in range(n)]
    if not any(grades):
        grades[rng.integer(0, n - 1)] = 2
    return {"grades": grades, "unretrieved": [rng.integer(1, 3) for _ in range(rng.integer(1, 2))]}


def _hidden_ndcg(rng: Draw) -> list[tuple[str, dict]]:
    return [("every relevant item retrieved", {"grades": [2, 0, 3, 1], "unretrieved": []}),
            ("nothing relevant retrieved", {"grades": [0, 0, 0], "unretrieved": [rng.integer(1, 3)]}),
            ("no relevant item at all (NDCG is 0)", {"grades": [0] * rng.integer(2, 4), "unretrieved": []}),
            ("a long list", {"grades": [rng.pick([0, 1, 2, 3]) for _ in range(20)],
                             "unretrieved": [rng.integer(1, 3) for _ in range(4)]})]


def _ndcg_ranking(inp: dict) -> Ranking:
    return Ranking(list(inp["grades"]), unretrieved_grades=list(inp["unretrieved"]))


def _prefix_ndcg(inp: dict, j: int) -> dict:
    g = list(inp["grades"])
    return {"grades": g[:j], "unretrieved": list(inp["unretrieved"]) + [x for x in g[j:] if x > 0]}


def _gen_scores(rng: Draw) -> dict:
    n = rng.integer(6, 9)
    scores = [rng.integer(1, 6) / 10 for _ in range(n)]
    labels = rng.binary_labels(n, rng.integer(2, n - 2))
    return {"scores": scores, "labels": labels}


def _hidden_scores(rng: Draw) -> list[tuple[str, dict]]:
    return [("no tied scores", {"scores": [0.9, 0.7, 0.5, 0.3, 0.1, 0.2], "labels": [1, 0, 1, 0, 0, 1]}),
            ("every score tied", {"scores": [0.5] * 4, "labels": [1, 0, 1, 0]}),
            ("a perfect ranking", {"scores": [0.9, 0.8, 0.2, 0.1], "labels": [1, 1, 0, 0]}),
            ("a larger sample", {"scores": [rng.integer(0, 9) / 10 for _ in range(30)],
                                 "labels": rng.binary_labels(30, 12)})]


def _gen_generality(rng: Draw) -> dict:
    c = rng.integer(2, 30)
    return {"c": c, "d": c + rng.integer(10, 200)}


def _gen_scope(rng: Draw) -> dict:
    c = rng.integer(2, 20)
    s = rng.integer(1, 40)
    return {"s": s if s != c else s + 1, "c": c}


def _gen_sign(rng: Draw) -> dict:
    n = rng.integer(8, 12)
    a = [round(rng.random(), 2) for _ in range(n)]
    b = [min(1.0, max(0.0, round(x - 0.3 + 0.5 * rng.random(), 2))) if not rng.chance(0.2) else x for x in a]
    return {"a": a, "b": b}


def _none(rng: Draw) -> list:
    return []


# ---------------------------------------------------------------------------------- families
class _Steps(TypedDict):
    """The first-divergence fields several families share (see :attr:`Family.step`)."""

    step: str
    prefix: Callable[[dict, int], dict]
    prefix_len: Callable[[dict], int]


def _graded_families() -> list[Family]:
    from ..graded import dcg, ndcg

    def dcg_family(form: str) -> Family:
        return Family(
            f"dcg_{form}", ("grades",),
            reference=lambda inp: dcg(list(inp["grades"]), formulation=form),
            trace=lambda inp: dcg(list(inp["grades"]), formulation=form, trace=True),
            generate=_gen_grades, hidden=_hidden_grades, step="rank",
            prefix=lambda inp, j: {"grades": list(inp["grades"])[:j]}, prefix_len=lambda inp: len(inp["grades"]))

    out = [dcg_family(form) for form in ("classic", "trec", "exponential")]

    def explain_ndcg(inp: dict, index: int) -> str:
        from ..graded import ideal_ranking

        j = index + 1
        cut = _prefix_ndcg(inp, j)
        ideal = ideal_ranking(_ndcg_ranking(inp), "all_judgments")
        return (f"the top {j} grades {cut['grades']} give DCG = {format_number(dcg(cut['grades']))}; the ideal "
                f"ranking of all judgments {ideal} gives IDCG = {format_number(dcg(ideal))}, whatever was retrieved")

    out.append(Family(
        "ndcg_all", ("grades", "unretrieved"), explain_step=explain_ndcg,
        reference=lambda inp: ndcg(_ndcg_ranking(inp), formulation="classic", ideal="all_judgments"),
        trace=lambda inp: ndcg(_ndcg_ranking(inp), formulation="classic", ideal="all_judgments", trace=True),
        generate=_gen_ndcg, hidden=_hidden_ndcg, step="rank", prefix=_prefix_ndcg,
        prefix_len=lambda inp: len(inp["grades"])))
    return out


def _explain_auc(inp: dict, index: int) -> str:
    """The (positive, negative) pairs of the first index + 1 items and how they count."""
    from ..roc import roc_auc

    j = index + 1
    s, y = list(inp["scores"])[:j], list(inp["labels"])[:j]
    pos = [x for x, lab in zip(s, y) if lab]
    neg = [x for x, lab in zip(s, y) if not lab]
    wins = sum(1 for a in pos for b in neg if a > b)
    ties = sum(1 for a in pos for b in neg if a == b)
    return (f"the first {j} items hold {len(pos)} positive and {len(neg)} negative items, {len(pos) * len(neg)} "
            f"pairs: the positive scores higher in {wins}, {ties} tied (1/2 each): AUC = ({wins} + {ties}/2) / "
            f"{len(pos) * len(neg)} = {format_number(roc_auc(s, y))}")


def _roc_families() -> list[Family]:
    from ..roc import roc_auc
    from ..significance import sign_test

    return [Family("roc_auc", ("scores", "labels"),
                   reference=lambda inp: roc_auc(inp["scores"], inp["labels"]),
                   trace=lambda inp: roc_auc(inp["scores"], inp["labels"], trace=True),
                   generate=_gen_scores, hidden=_hidden_scores, step="item",
                   prefix=lambda inp, j: {"scores": list(inp["scores"])[:j], "labels": list(inp["labels"])[:j]},
                   prefix_len=lambda inp: len(inp["scores"]), explain_step=_explain_auc),
            Family("sign_test", ("a", "b"), reference=lambda inp: sign_test(inp["a"], inp["b"]).p_value,
                   generate=_gen_sign, hidden=_none)]


def _tables(inp: dict) -> list:
    from ..sets import ContingencyTable

    return [ContingencyTable(int(tp), int(fp), int(fn)) for tp, fp, fn in inp["tables"]]


def _gen_tables(rng: Draw) -> dict:
    tables = []
    for _ in range(rng.integer(3, 4)):
        tp = rng.integer(0, 6)
        tables.append([tp, rng.integer(0 if tp else 1, 8), rng.integer(0, 6)])
    return {"tables": tables}


def _hidden_tables(rng: Draw) -> list[tuple[str, dict]]:
    return [("a query with nothing retrieved (its precision is 0)",
             {"tables": [[rng.integer(1, 4), rng.integer(0, 3), 2], [0, 0, 3], [1, 4, 0]]}),
            ("one query", {"tables": [[rng.integer(1, 5), rng.integer(1, 5), rng.integer(0, 5)]]}),
            ("one big query among small ones", {"tables": [[90, 10, 5], [1, 3, 1], [0, 2, 2], [2, 2, 1]]})]


def _averaging_families() -> list[Family]:
    from ..averaging import macro_average, micro_average

    prefix = _Steps(step="query", prefix=lambda inp, j: {"tables": list(inp["tables"])[:j]},
                    prefix_len=lambda inp: len(inp["tables"]))
    return [Family("macro_precision", ("tables",), reference=lambda inp: macro_average(_tables(inp), "precision"),
                   trace=lambda inp: macro_average(_tables(inp), "precision", trace=True),
                   generate=_gen_tables, hidden=_hidden_tables, **prefix),
            Family("micro_recall", ("tables",), reference=lambda inp: micro_average(_tables(inp), "recall"),
                   trace=lambda inp: micro_average(_tables(inp), "recall", trace=True),
                   generate=_gen_tables, hidden=_hidden_tables, **prefix)]


def _generality_families() -> list[Family]:
    from ..generality import generality, relevant_scope

    return [Family("generality", ("c", "d"), reference=lambda inp: generality(inp["c"], inp["d"]),
                   generate=_gen_generality, hidden=_none),
            Family("relevant_scope", ("s", "c"), reference=lambda inp: relevant_scope(inp["s"], inp["c"]),
                   generate=_gen_scope, hidden=_none)]


#: set measures: the first j retrieved items (the retrieved set grown one item at a time)
_SET_PREFIX = _Steps(step="item", prefix=lambda inp, j: {**inp, "retrieved": list(inp["retrieved"])[:j]},
                     prefix_len=lambda inp: len(inp["retrieved"]))


def _core_families() -> list[Family]:
    interp = Family(
        "interp_curve", ("labels", "n_relevant"),
        reference=lambda inp: [float(x) for x in _interp.interpolated_curve(_ranking(inp), _interp.ELEVEN_LEVELS)],
        trace=lambda inp: _interp.interpolation_trace(_ranking(inp)),
        generate=_gen_interp, hidden=_hidden_interp, step="level", result="list", result_len=11)
    return [
        Family("set_precision", ("retrieved", "relevant"),
               reference=lambda inp: sets_table(inp["retrieved"], inp["relevant"]).precision,
               trace=lambda inp: precision(sets_table(inp["retrieved"], inp["relevant"]), trace=True),
               generate=_gen_sets, hidden=_none, **_SET_PREFIX),
        Family("set_recall", ("retrieved", "relevant"),
               reference=lambda inp: sets_table(inp["retrieved"], inp["relevant"]).recall,
               trace=lambda inp: recall(sets_table(inp["retrieved"], inp["relevant"]), trace=True),
               generate=_gen_sets, hidden=_none, **_SET_PREFIX),
        Family("f_beta", ("precision", "recall", "beta"),
               reference=lambda inp: f_from_pr(inp["precision"], inp["recall"], beta=inp["beta"]),
               generate=_gen_f, hidden=_hidden_f, step="beta", prefix=lambda inp, j: {**inp, "beta": 1.0},
               prefix_len=lambda inp: 2, explain_step=_explain_f,
               formulas=("(1 + beta ** 2) * precision * recall / (beta ** 2 * precision + recall)",)),
        Family("p_at_k", ("labels", "k"), reference=lambda inp: _ranked.precision_at(inp["labels"], inp["k"]),
               trace=lambda inp: _ranked.precision_at(inp["labels"], inp["k"], trace=True),
               generate=_gen_p_at_k, hidden=_hidden_p_at_k, step="rank", prefix=_prefix_at_k,
               prefix_len=lambda inp: min(len(inp["labels"]), inp["k"])),
        Family("r_at_k", ("labels", "n_relevant", "k"),
               reference=lambda inp: _ranked.recall_at(_ranking(inp), inp["k"]),
               trace=lambda inp: _ranked.recall_at(_ranking(inp), inp["k"], trace=True),
               generate=_gen_r_at_k, hidden=lambda rng: _hidden_ranked(rng, True), step="rank",
               prefix=_prefix_at_k, prefix_len=lambda inp: min(len(inp["labels"]), inp["k"])),
        Family("distance_p_at_k", ("distances", "labels", "k"), reference=_ref_distances, trace=_trace_distances,
               generate=_gen_distances, hidden=_hidden_distances, step="k", prefix=_prefix_k,
               prefix_len=lambda inp: inp["k"]),
        interp,
        Family("ap", ("labels", "n_relevant"), reference=lambda inp: _average_precision(_ranking(inp)),
               trace=lambda inp: _average_precision(_ranking(inp), trace=True),
               generate=lambda rng: _binary(rng, 6, 10), hidden=lambda rng: _hidden_ranked(rng, False),
               step="rank", prefix=_prefix_labels, prefix_len=lambda inp: len(inp["labels"])),
        Family("eleven_point", ("labels", "n_relevant"),
               reference=lambda inp: _interp.eleven_point_average_precision(_ranking(inp)),
               trace=lambda inp: _interp.eleven_point_average_precision(_ranking(inp), trace=True),
               generate=_gen_interp, hidden=_hidden_interp, step="rank", prefix=_prefix_labels,
               prefix_len=lambda inp: len(inp["labels"]), explain_step=_explain_eleven),
        Family("map", ("runs", "n_relevant"), reference=_ref_map, trace=_trace_map, generate=_gen_map,
               hidden=_hidden_map, step="query", prefix=lambda inp, j: {"runs": inp["runs"][:j],
                                                                        "n_relevant": inp["n_relevant"][:j]},
               prefix_len=lambda inp: len(inp["runs"])),
    ]


FAMILIES: dict[str, Family] = {}
for _maker in (_core_families, _graded_families, _roc_families, _averaging_families, _generality_families):
    try:
        for _f in _maker():
            FAMILIES[_f.name] = _f
    except (ImportError, AttributeError):  # a module of a later issue that is not there yet
        pass


# -------------------------------------------------------------------------------------- tasks
class Registry(dict):
    """The task registry: iterating, ``len`` and ``values`` list the current tasks; ``registry[id]``,
    ``id in registry`` and ``get`` also answer for a retired task (:data:`RETIRED`), so a hand-out already
    released keeps its checks, its inputs and its grading."""

    def __missing__(self, key: str) -> Task:
        return RETIRED[key]

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in RETIRED

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default


#: Tasks retired from the registry (see the end of this module).
RETIRED: dict[str, Task] = {}
TASKS: Registry = Registry()


def task(id: str, topic: str, family: str, kind: str, answer_name: str, title: str, statement: str,
         signature: str = "", n_visible: int = 3, tries: int = 80) -> None:
    """Register a task (skipped when its family's library module is missing)."""
    if family not in FAMILIES:
        return
    TASKS[id] = Task(id, topic, title, statement, kind, FAMILIES[family], answer_name, n_visible,
                     signature=signature, tries=tries)


task("set.precision", "01_set_measures", "set_precision", "value", "my_precision", "Precision of a result set",
     "Compute the precision of your retrieved set against your relevant set (to at least 4 decimals).")
task("set.recall", "01_set_measures", "set_recall", "value", "my_recall", "Recall of a result set",
     "Compute the recall of your retrieved set against your relevant set (to at least 4 decimals).")
task("set.f_beta", "01_set_measures", "f_beta", "function", "my_f",
     "F-measure", "Implement F_beta = (1 + beta^2) P R / (beta^2 P + R); return 0 when P = R = 0.",
     "my_f(precision, recall, beta) -> float")
task("rank.p_at_k", "02_pr_interpolation", "p_at_k", "function", "my_p_at_k", "Precision at k",
     "Implement P@k for a list of 0/1 labels. Missing ranks beyond the end of the list count as not "
     "relevant (trec_eval).", "my_p_at_k(labels, k) -> float")
task("rank.r_at_k", "02_pr_interpolation", "r_at_k", "value", "my_r_at_k", "Recall at k",
     "Compute R@k for your ranking (to at least 4 decimals).")
task("rank.distances", "02_pr_interpolation", "distance_p_at_k", "function", "my_p_at_k_from_distances",
     "P@k of a distance ranking", "Rank the items by their distance to the query (nearest first) and return "
     "P@k of that ranking.", "my_p_at_k_from_distances(distances, labels, k) -> float")
task("interp.curve", "02_pr_interpolation", "interp_curve", "function", "my_interpolated",
     "Interpolated precision at the 11 recall levels",
     "Return the 11 interpolated precisions p_interp(r) = max {P@k : R@k >= r} at r = 0.0, 0.1, ..., 1.0 "
     "(0 where no rank reaches r).", "my_interpolated(labels, n_relevant) -> list of 11 floats")
task("ap.value", "03_ap_map", "ap", "value", "my_ap_value", "Average precision by hand",
     "Compute AP of your ranking (to at least 4 decimals).")
task("ap.exact", "03_ap_map", "ap", "function", "my_ap", "Average precision",
     "Implement exact AP: the sum of P@k at the ranks of relevant items, divided by the query's number of "
     "relevant items n_relevant (0 if n_relevant is 0).", "my_ap(labels, n_relevant) -> float")
task("ap.eleven_point", "03_ap_map", "eleven_point", "function", "my_11pt",
     "11-point interpolated average precision",
     "Implement the mean of p_interp(r) over r = 0.0, 0.1, ..., 1.0.", "my_11pt(labels, n_relevant) -> float")
task("map.mean", "03_ap_map", "map", "function", "my_map", "Mean average precision",
     "Implement MAP over several queries: runs[i] is query i's 0/1 list, n_relevant[i] its number of "
     "relevant items.", "my_map(runs, n_relevant) -> float")
task("dcg.classic", "04_dcg_ndcg", "dcg_classic", "function", "my_dcg",
     "Classic DCG", "Implement DCG = rel_1 + sum_{i>=2} rel_i / log2(i).", "my_dcg(grades) -> float")
task("dcg.trec", "04_dcg_ndcg", "dcg_trec", "value", "my_dcg_trec", "DCG with the log2(i + 1) discount",
     "Compute DCG = sum_i rel_i / log2(i + 1) of your grades (to at least 4 decimals).")
task("dcg.exponential", "04_dcg_ndcg", "dcg_exponential", "value", "my_dcg_exp", "Exponential-gain DCG",
     "Compute DCG = sum_i (2^rel_i - 1) / log2(i + 1) of your grades (to at least 4 decimals).")
task("ndcg.all_judgments", "04_dcg_ndcg", "ndcg_all", "function", "my_ndcg", "NDCG with the ideal from all judgments",
     "Implement classic NDCG (DCG = rel_1 + sum_{i>=2} rel_i / log2(i)) whose ideal ranking holds every judged "
     "relevant item: the retrieved grades plus the grades of relevant items never retrieved (`unretrieved`), "
     "sorted from high to low, all of them (as trec_eval's ndcg). NDCG is 0 when the ideal DCG is 0.",
     "my_ndcg(grades, unretrieved) -> float")
task("roc.auc", "05_roc_averaging_significance", "roc_auc", "function", "my_auc", "ROC AUC",
     "Implement the area under the ROC curve: the fraction of (positive, negative) pairs where the positive "
     "scores higher, a tied pair counting 1/2.", "my_auc(scores, labels) -> float")
task("avg.macro", "05_roc_averaging_significance", "macro_precision", "function", "my_macro_precision",
     "Macro-averaged precision", "tables[i] = [tp, fp, fn] of query i. Return the macro average of the "
     "queries' precisions (a query with nothing retrieved has precision 0).", "my_macro_precision(tables) -> float")
task("avg.micro", "05_roc_averaging_significance", "micro_recall", "value", "my_micro_recall",
     "Micro-averaged recall", "Your `tables[i] = [tp, fp, fn]` of query i: compute the micro-averaged recall "
     "(to at least 4 decimals).")
task("sig.sign_test", "05_roc_averaging_significance", "sign_test", "value", "my_sign_p",
     "Sign test p-value", "Compute the two-sided sign test p-value comparing system a with system b per query "
     "(queries where they tie are dropped).")
task("gen.generality", "06_generality_scope", "generality", "value", "my_generality", "Generality",
     "Compute the generality g of your query (to at least 4 decimals).")
task("gen.relevant_scope", "06_generality_scope", "relevant_scope", "value", "my_relevant_scope",
     "Relevant scope", "Compute the relevant scope s_r of your query (to at least 4 decimals).")


# --- exercise 06 (issue 15) ----------------------------------------------------------------------
# Sebe et al.'s parameters at the level of the other assignments: a value from c, e, s, v, the random
# level, a practical study's recall bound (a function, with hidden edge cases) and the GRiP point of a
# ranking (a function). References are the library's; the named mistakes are in misconceptions.py's
# "exercise 06" section.
def _gen_counts(rng: Draw) -> dict:
    c = rng.integer(3, 12)
    e = rng.integer(20, 200)
    s = rng.integer(c + 2, c + 25)
    return {"c": c, "e": e, "s": s, "v": rng.integer(1, c - 1)}


def _gen_random(rng: Draw) -> dict:
    c = rng.integer(2, 15)
    return {"c": c, "e": rng.integer(20, 300), "s": rng.integer(c + 1, c + 30)}


def _gen_bound(rng: Draw) -> dict:
    s = rng.integer(10, 50)
    return {"d": rng.integer(60, 400), "s": s, "v": rng.integer(1, s - 1)}


def _hidden_bound(rng: Draw) -> list[tuple[str, dict]]:
    return [("nothing relevant found (v = 0)", {"d": rng.integer(100, 900), "s": 20, "v": 0}),
            ("the whole database judged (s = d)", {"d": 40, "s": 40, "v": rng.integer(1, 30)}),
            ("everything in scope is relevant", {"d": 1000, "s": 25, "v": 25}),
            ("a very large database", {"d": 10_000_000, "s": 100, "v": rng.integer(1, 99)})]


def _gen_grip(rng: Draw) -> dict:
    n = rng.integer(12, 20)
    c = rng.integer(3, 8)
    found = rng.integer(1, c)
    return {"labels": rng.binary_labels(n, found), "n_relevant": c}


def _hidden_grip(rng: Draw) -> list[tuple[str, dict]]:
    return [("a list shorter than the class (missing ranks are not relevant)",
             {"labels": [1, 0, 1], "n_relevant": rng.integer(5, 8)}),
            ("a perfect ranking", {"labels": [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], "n_relevant": 4}),
            ("a class of 1 (the paper's class of 2: one image finds its partner)",
             {"labels": [0, 1] + [0] * 10, "n_relevant": 1}),
            ("a class larger than 10", {"labels": rng.binary_labels(30, 14), "n_relevant": 15})]


def _generality06_families() -> list[Family]:
    from ..generality import PracticalBounds, practical_bounds, random_level
    from ..ranked import r_precision
    from ..sets import contingency_table

    return [
        Family("gen_recall", ("c", "e", "s", "v"),
               reference=lambda inp: contingency_table(c=inp["c"], e=inp["e"], s=inp["s"], v=inp["v"]).recall,
               generate=_gen_counts, hidden=_none),
        Family("random_precision", ("c", "e", "s"),
               reference=lambda inp: random_level(inp["c"], inp["c"] + inp["e"]),
               generate=_gen_random, hidden=_none, formulas=("c / (c + e)",)),
        Family("recall_lower_bound", ("d", "s", "v"),
               reference=lambda inp: practical_bounds(inp["d"], inp["s"], inp["v"]).recall_lower,
               generate=_gen_bound, hidden=_hidden_bound,
               formulas=(PracticalBounds.FORMULAS["recall_lower"],)),
        Family("grip_point", ("labels", "n_relevant"),
               reference=lambda inp: r_precision(Ranking(inp["labels"], inp["n_relevant"])),
               trace=lambda inp: r_precision(Ranking(inp["labels"], inp["n_relevant"]), trace=True),
               generate=_gen_grip, hidden=_hidden_grip, step="rank", prefix=_prefix_labels,
               prefix_len=lambda inp: len(inp["labels"])),
    ]


try:
    for _f in _generality06_families():
        FAMILIES[_f.name] = _f
except (ImportError, AttributeError):  # pragma: no cover - the generality module is part of the package
    pass

task("gen.recall", "06_generality_scope", "gen_recall", "value", "my_recall06", "Recall from c, e, s and v",
     "Your query has c relevant items among d = c + e, and v of them are within the first s results. "
     "Compute its recall (to at least 4 decimals).")
task("gen.random_precision", "06_generality_scope", "random_precision", "value", "my_random_precision",
     "What a random ranking scores", "A random ranking of your database (c relevant among d = c + e) is cut at "
     "scope s. Compute its expected precision (to at least 4 decimals).")
task("gen.recall_lower_bound", "06_generality_scope", "recall_lower_bound", "function", "my_recall_bound",
     "A practical study's recall bound", "Without complete ground truth only v (relevant within the scope s) "
     "and the database size d are known. Return the smallest recall the system can have (Sebe et al., Sec. 3); "
     "return 0 when v is 0.", "my_recall_bound(d, s, v) -> float")
task("gen.grip_point", "06_generality_scope", "grip_point", "function", "my_grip_point", "The GRiP point of a ranking",
     "Return the precision of the ranking at the scope equal to its class size, s = c = n_relevant (where "
     "precision equals recall: the point a GRiP graph plots). Ranks beyond the end of the list are not relevant.",
     "my_grip_point(labels, n_relevant) -> float")


# --- the whole course: new skills, judgment questions, and the one-line divisions retired ------------------------
# Every skill of the course documents has a task: the PR curve's points, the lecture notes' step interpolation
# at a chosen level, the averaged PR curve at reference levels, NDCG by hand, R-precision, reciprocal rank, the
# equal error rate, AP@k's denominator, choosing and reading a significance test, the generality graph, radial
# versus box averaging, epsilon-queries versus kNN and their ties, and reading trec_eval output. The references
# are the library's; the named mistakes come from the generic diagnosis (formula parts, symptoms) and, for the
# judgment questions, from each wrong option (.questions).
def _gen_set_pr(rng: Draw) -> dict:
    d = _gen_sets(rng)
    if rng.chance(0.4):  # an id retrieved twice: a set counts it once
        d = {**d, "retrieved": d["retrieved"] + [rng.pick(d["retrieved"])]}
    return d


def _hidden_set_pr(rng: Draw) -> list[tuple[str, dict]]:
    return [("nothing retrieved (precision is 0)", {"retrieved": [], "relevant": ["d1", "d4"]}),
            ("no relevant item at all (recall is 0)", {"retrieved": ["d2", "d3"], "relevant": []}),
            ("the same id retrieved twice (a set counts it once)",
             {"retrieved": ["d1", "d2", "d2", "d5"], "relevant": ["d2", "d7"]}),
            ("everything relevant retrieved", {"retrieved": [f"d{i}" for i in range(1, 9)],
                                               "relevant": [f"d{i}" for i in range(2, 2 + rng.integer(1, 6))]})]


def _ref_set_pr(inp: dict) -> list[float]:
    t = sets_table(inp["retrieved"], inp["relevant"])
    return [float(t.precision), float(t.recall)]


def _pr_point_steps(inp: dict) -> list:
    return [p for p in _ranked.pr_points(_ranking(inp)) if p.recall_changed]


def _ref_pr_points(inp: dict) -> list[float]:
    return [float(p.precision) for p in _pr_point_steps(inp)]


def _step_point_near(inp: dict, offset: int) -> Any:
    """The PR point ``offset`` places from the one the step rule reads (None past either end of the points); the
    level never reached has no point to read."""
    points = _pr_point_steps(inp)
    i = next((i for i, p in enumerate(points) if p.recall >= inp["level"]), None)
    if i is None:
        raise _mis.Undefined("the level is never reached: no point to read")
    return points[i + offset] if 0 <= i + offset < len(points) else None


def _step_point(inp: dict) -> Any:
    """The PR point (a :class:`~ireval_teach.trace.RankStep`) whose precision the step rule takes: the first
    relevant rank whose recall reaches the level (none when the level is never reached)."""
    return _step_point_near(inp, 0)


def _step_point_before(inp: dict) -> Any:
    """The PR point before the one the step rule reads (None when that one is the first)."""
    return _step_point_near(inp, -1)


def _step_point_after(inp: dict) -> Any:
    """The PR point after the one the step rule reads (None when that one is the last)."""
    return _step_point_near(inp, 1)


def _gen_step(rng: Draw) -> dict:
    d = _binary(rng, 8, 14, 3, 6, extra=1)  # longer lists: the precisions at the relevant ranks vary more
    return {**d, "level": rng.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9])}


def _hidden_step(rng: Draw) -> list[tuple[str, dict]]:
    return [("a level exactly at a recall the ranking reaches (R_i itself)",
             {"labels": [1, 0, 0, 1, 0, 1, 1], "n_relevant": 4, "level": 0.5}),
            ("precision rises after a dip (the step rule takes P_i, not the maximum to the right)",
             {"labels": [1, 0, 0, 0, 1, 1, 1], "n_relevant": 4, "level": 0.5}),
            ("a level never reached (precision 0)", {"labels": rng.binary_labels(8, 2), "n_relevant": 5,
                                                     "level": 0.9}),
            ("level 1.0 with every relevant item found", {"labels": [0, 1, 1, 0, 1], "n_relevant": 3, "level": 1.0}),
            ("a long list", {"labels": rng.binary_labels(30, 7), "n_relevant": 9, "level": 0.35})]


def _gen_rprec(rng: Draw) -> dict:
    return _binary(rng, 5, 10, 2, 5, extra=3)


def _gen_mrr(rng: Draw) -> dict:
    runs = []
    for _ in range(rng.integer(3, 4)):
        n = rng.integer(4, 7)
        runs.append(rng.binary_labels(n, rng.integer(0, 2)))
    if not any(any(r) for r in runs):
        runs[0][rng.integer(0, len(runs[0]) - 1)] = 1
    return {"runs": runs}


def _hidden_mrr(rng: Draw) -> list[tuple[str, dict]]:
    return [("one query", {"runs": [rng.binary_labels(6, 2)]}),
            ("a query with no relevant item retrieved (its RR is 0)", {"runs": [[0, 1, 0], [0, 0, 0, 0], [1, 0]]}),
            ("every query's first item relevant", {"runs": [[1, 0], [1, 1, 0], [1]]}),
            ("many queries", {"runs": [rng.binary_labels(10, rng.integer(1, 3)) for _ in range(12)]})]


def _ref_mrr(inp: dict) -> float:
    from ..averaging import macro_average

    def rr(r: Ranking) -> float:
        return float(_ranked.reciprocal_rank(r))

    return float(macro_average([Ranking(list(r), max(1, sum(r))) for r in inp["runs"]], rr))


def _gen_ap_k(rng: Draw) -> dict:
    d = _binary(rng, 6, 10, 2, 5, extra=6)
    return {**d, "k": rng.integer(3, len(d["labels"]))}


def _hidden_ap_k(rng: Draw) -> list[tuple[str, dict]]:
    return [("more relevant items than k, a perfect top k (AP@k is 1)",
             {"labels": [1, 1, 1, 1, 0, 0], "n_relevant": 9, "k": 4}),
            ("fewer relevant items than k", {"labels": rng.binary_labels(10, 2), "n_relevant": 2, "k": 8}),
            ("k longer than the list", {"labels": [0, 1, 1], "n_relevant": 4, "k": 6}),
            ("no relevant item in the top k", {"labels": [0, 0, 0, 1, 1], "n_relevant": 3, "k": 3}),
            ("a query with no relevant items at all (0)", {"labels": [0, 0, 0, 0], "n_relevant": 0, "k": 3}),
            ("a long list", {"labels": rng.binary_labels(40, 9), "n_relevant": 12, "k": 20})]


def _gen_avg_curve(rng: Draw) -> dict:
    return _gen_runs(rng, 5, 9, 1, 4)


def _hidden_avg_curve(rng: Draw) -> list[tuple[str, dict]]:
    a, b = (_binary(rng, 6, 9, 2, 4) for _ in range(2))
    return [("one query (its own 11-point curve)", {"runs": [a["labels"]], "n_relevant": [a["n_relevant"]]}),
            ("a query with no relevant items (0 at every level)",
             {"runs": [a["labels"], [0, 0, 0]], "n_relevant": [a["n_relevant"], 0]}),
            ("a query whose precision rises after a dip",
             {"runs": [[1, 0, 0, 0, 1, 1, 1], b["labels"]], "n_relevant": [4, b["n_relevant"]]}),
            ("queries of different lengths and class sizes",
             {"runs": [a["labels"], b["labels"][:3], rng.binary_labels(20, 6)],
              "n_relevant": [a["n_relevant"], max(1, sum(b["labels"][:3])), 8]})]


def _ref_avg_curve(inp: dict) -> list[float]:
    from ..averaging import averaged_pr_curve

    runs = [Ranking(list(labels), n) for labels, n in zip(inp["runs"], inp["n_relevant"])]
    return [float(x) for x in averaged_pr_curve(runs)]


def _gen_eer(rng: Draw) -> dict:
    n = rng.integer(6, 10)
    labels = rng.binary_labels(n, rng.integer(2, n - 2))
    scores = [round(rng.integer(1, 40) / 40 + (0.25 if y and rng.chance(0.6) else 0.0), 3) for y in labels]
    return {"scores": scores, "labels": labels}


def _hidden_eer(rng: Draw) -> list[tuple[str, dict]]:
    return [("a perfect separation (EER 0)", {"scores": [0.9, 0.8, 0.3, 0.2], "labels": [1, 1, 0, 0]}),
            ("every score tied", {"scores": [0.5] * 6, "labels": [1, 0, 1, 0, 0, 1]}),
            ("the crossing between two ROC points (interpolated)",
             {"scores": [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3], "labels": [1, 0, 1, 0, 1, 0, 0]}),
            ("a larger sample", {"scores": [rng.integer(0, 20) / 20 for _ in range(30)],
                                 "labels": rng.binary_labels(30, 11)})]


def _ref_eer(inp: dict) -> float:
    from ..roc import equal_error_rate

    return float(equal_error_rate(inp["scores"], inp["labels"]))


def _gen_practical(rng: Draw) -> dict:
    s = rng.integer(5, 12)
    return {"labels": rng.binary_labels(s, rng.integer(1, s - 1)), "d": rng.integer(50, 400)}


def _hidden_practical(rng: Draw) -> list[tuple[str, dict]]:
    return [("nothing relevant in the scope (v = 0)", {"labels": [0] * 6, "d": rng.integer(100, 900)}),
            ("the whole database judged (s = d)", {"labels": [1, 0, 1, 1, 0, 0, 1, 0], "d": 8}),
            ("everything in the scope relevant", {"labels": [1] * 5, "d": 1000}),
            ("a very large database", {"labels": rng.binary_labels(20, 7), "d": 10_000_000})]


def _practical_record(inp: dict) -> Any:
    from ..generality import practical_bounds

    return practical_bounds(inp["d"], len(inp["labels"]), sum(1 for x in inp["labels"] if x))


_PRACTICAL_FIELDS = ("precision", "recall_lower", "generality_lower")


def _ref_practical(inp: dict) -> list[float]:
    b = _practical_record(inp)
    return [float(getattr(b, f)) for f in _PRACTICAL_FIELDS]


def _gen_eps(rng: Draw) -> dict:
    d = _gen_distances(rng)
    s = sorted(d["distances"])
    j = rng.integer(1, len(s) - 2)
    eps = s[j] if rng.chance(0.5) else round((s[j] + s[j + 1]) / 2, 3)  # at a distance (strict <) or between
    return {"distances": d["distances"], "labels": d["labels"], "epsilon": eps}


def _hidden_eps(rng: Draw) -> list[tuple[str, dict]]:
    return [("epsilon equal to a distance (d < epsilon is strict)",
             {"distances": [0.4, 0.1, 0.3, 0.3, 0.8], "labels": [1, 0, 1, 0, 1], "epsilon": 0.3}),
            ("nothing within epsilon (precision 0)", {"distances": [0.5, 0.6, 0.7], "labels": [1, 0, 1],
                                                      "epsilon": 0.2}),
            ("every target within epsilon", {"distances": [0.1, 0.2, 0.3, 0.4], "labels": [0, 1, 1, 0],
                                             "epsilon": 0.9}),
            ("a longer list", {"distances": [round(0.01 + 0.98 * rng.random(), 3) for _ in range(25)],
                               "labels": rng.binary_labels(25, 8), "epsilon": 0.5})]


def _ref_eps(inp: dict) -> float:
    from ..similarity import query_table

    return float(query_table(inp["distances"], inp["labels"], epsilon=inp["epsilon"]).precision)


def _gen_knn_ties(rng: Draw) -> dict:
    n = rng.integer(7, 10)
    vals = [rng.integer(1, 6) / 10 for _ in range(n)]  # few distinct distances: ties are common
    labels = rng.binary_labels(n, rng.integer(2, n - 2))
    return {"distances": vals, "labels": labels, "k": rng.integer(2, n - 2)}


def _hidden_knn_ties(rng: Draw) -> list[tuple[str, dict]]:
    return [("no tied distances (both bounds equal P@k)",
             {"distances": [0.5, 0.1, 0.3, 0.2, 0.9], "labels": [1, 1, 0, 0, 1], "k": 3}),
            ("every distance tied", {"distances": [0.4] * 6, "labels": [1, 0, 0, 1, 0, 0], "k": 2}),
            ("a tie that straddles the k-th place with relevant and non-relevant targets",
             {"distances": [0.1, 0.3, 0.3, 0.3, 0.6], "labels": [0, 1, 0, 1, 1], "k": 2}),
            ("k = the whole list", {"distances": [0.2, 0.2, 0.1], "labels": [1, 0, 1], "k": 3}),
            ("a longer list", {"distances": [rng.integer(1, 8) / 10 for _ in range(20)],
                               "labels": rng.binary_labels(20, 7), "k": 9})]


def _ref_knn_ties(inp: dict) -> list[float]:
    neg = [-float(x) for x in inp["distances"]]
    return [float(_ranked.precision_at(Ranking.from_scores(neg, inp["labels"], ties=t), inp["k"]))
            for t in ("pessimistic", "optimistic")]


def _as_trace(t: Any) -> Trace:
    """A library call made with ``trace=True`` (typed ``float | Trace`` by the library)."""
    if not isinstance(t, Trace):
        raise TypeError(f"expected a Trace, got {type(t).__name__}")
    return t


def _course_families() -> list[Family]:
    from ..generality import PracticalBounds
    from ..interpolation import interpolated_precision
    from ..ranked import r_precision

    prefix_labels: dict[str, Any] = dict(step="rank", prefix=_prefix_labels,
                                         prefix_len=lambda inp: len(inp["labels"]))
    return [
        Family("set_pr", ("retrieved", "relevant"), reference=_ref_set_pr, generate=_gen_set_pr,
               hidden=_hidden_set_pr, result="list", result_len=2, result_names=("precision", "recall")),
        Family("pr_points", ("labels", "n_relevant"), reference=_ref_pr_points, generate=_gen_interp,
               hidden=_hidden_interp, result="list", **prefix_labels, record=_pr_point_steps, record_fields=("precision",),
               record_unselected=lambda inp: list(_ranked.pr_points(_ranking(inp)))),
        Family("interp_step", ("labels", "n_relevant", "level"), record=_step_point, record_fields=("precision",),
               record_previous=_step_point_before, record_next=_step_point_after,
               reference=lambda inp: float(interpolated_precision(_ranking(inp), inp["level"], scheme="step")),
               trace=lambda inp: _as_trace(interpolated_precision(_ranking(inp), inp["level"], scheme="step",
                                                                  trace=True)),
               generate=_gen_step, hidden=_hidden_step, **prefix_labels),
        Family("r_precision", ("labels", "n_relevant"), reference=lambda inp: float(r_precision(_ranking(inp))),
               trace=lambda inp: _as_trace(r_precision(_ranking(inp), trace=True)), generate=_gen_rprec,
               hidden=_none, **prefix_labels),
        Family("mrr", ("runs",), reference=_ref_mrr, generate=_gen_mrr, hidden=_hidden_mrr, step="query",
               prefix=lambda inp, j: {"runs": inp["runs"][:j]}, prefix_len=lambda inp: len(inp["runs"])),
        Family("ap_at_k", ("labels", "n_relevant", "k"),
               reference=lambda inp: float(_average_precision(_ranking(inp), k=inp["k"],
                                                              denominator="min_k_relevant")),
               trace=lambda inp: _as_trace(_average_precision(_ranking(inp), k=inp["k"],
                                                              denominator="min_k_relevant", trace=True)),
               generate=_gen_ap_k, hidden=_hidden_ap_k, **prefix_labels),
        Family("averaged_curve", ("runs", "n_relevant"), reference=_ref_avg_curve, generate=_gen_avg_curve,
               hidden=_hidden_avg_curve, result="list", result_len=11),
        Family("eer", ("scores", "labels"), reference=_ref_eer, generate=_gen_eer, hidden=_hidden_eer),
        Family("practical", ("labels", "d"), reference=_ref_practical, generate=_gen_practical,
               hidden=_hidden_practical, result="list", result_len=3, record=_practical_record,
               result_names=("the precision", "recall's lower bound", "generality's lower bound"),
               record_fields=_PRACTICAL_FIELDS,
               formulas=tuple(PracticalBounds.FORMULAS[f] for f in _PRACTICAL_FIELDS),
               formula_names=lambda inp: {"d": inp["d"], "s": len(inp["labels"]),
                                          "v": sum(1 for x in inp["labels"] if x)}),
        Family("eps_precision", ("distances", "labels", "epsilon"), reference=_ref_eps, generate=_gen_eps,
               hidden=_hidden_eps),
        Family("knn_tie_bounds", ("distances", "labels", "k"), reference=_ref_knn_ties, generate=_gen_knn_ties,
               hidden=_hidden_knn_ties, result="list", result_len=2,
               result_names=("the lowest P@k (pessimistic: the tied relevant targets ranked last)",
                             "the highest P@k (optimistic: the tied relevant targets ranked first)")),
    ]


for _f in _course_families():
    FAMILIES[_f.name] = _f

task("set.pr", "01_set_measures", "set_pr", "function", "my_set_pr", "Precision and recall of a result set",
     "Return [precision, recall] of the retrieved set against the relevant set. They are SETS of ids: an id "
     "retrieved twice counts once. Precision is 0 when nothing is retrieved, recall 0 when nothing is relevant.",
     "my_set_pr(retrieved, relevant) -> [precision, recall]")
task("pr.points", "02_pr_interpolation", "pr_points", "function", "my_pr_points", "The points of a PR curve",
     "Walk down the ranking; each relevant item raises recall by 1/n_relevant and adds one point of the PR "
     "curve. Return the precisions of these points, in rank order (one per relevant item retrieved; [] if none).",
     "my_pr_points(labels, n_relevant) -> list of floats")
task("interp.step", "02_pr_interpolation", "interp_step", "function", "my_step_interpolated",
     "Step interpolation at a chosen recall level",
     "The lecture notes' step rule: with R_i the recall at the i-th relevant item and P_i the precision there "
     "(R_0 = 0), p_interp(r) = P_i for R_(i-1) < r <= R_i; 0 if the ranking never reaches r. Return it for "
     "0 < level <= 1.", "my_step_interpolated(labels, n_relevant, level) -> float")
task("rank.r_precision", "02_pr_interpolation", "r_precision", "value", "my_r_precision", "R-precision by hand",
     "R = n_relevant. Compute the precision of your ranking at rank R (ranks beyond the end of the list are "
     "not relevant), to at least 4 decimals.")
task("ap.at_k", "03_ap_map", "ap_at_k", "function", "my_ap_at_k", "AP@k with the min(k, R) denominator",
     "AP of the top k only: the sum of P@i at the relevant ranks i <= k, divided by min(k, n_relevant), the "
     "most relevant items a top-k list can hold (0 if that is 0).", "my_ap_at_k(labels, n_relevant, k) -> float")
task("map.mrr", "03_ap_map", "mrr", "function", "my_mrr", "Mean reciprocal rank",
     "runs[i] is query i's 0/1 list. Return the mean over the queries of 1 / (rank of the first relevant item), "
     "a query with no relevant item retrieved counting 0.", "my_mrr(runs) -> float")
task("pr.averaged", "03_ap_map", "averaged_curve", "function", "my_averaged_curve",
     "The averaged PR curve at the 11 reference levels",
     "For each query the 11 interpolated precisions max {P@k : R@k >= r} at r = 0.0, 0.1, ..., 1.0 (0 where no "
     "rank reaches r; a query with no relevant items is 0 everywhere), then at each level the mean over the "
     "queries.", "my_averaged_curve(runs, n_relevant) -> list of 11 floats")
task("ndcg.value", "04_dcg_ndcg", "ndcg_all", "value", "my_ndcg_value", "NDCG by hand",
     "Compute classic NDCG of your grades (DCG = rel_1 + sum_{i>=2} rel_i / log2(i)) with the ideal ranking of "
     "ALL judged relevant items (retrieved grades and `unretrieved` grades together), to at least 4 decimals.",
     tries=1000)
task("roc.eer", "05_roc_averaging_significance", "eer", "function", "my_eer", "Equal error rate",
     "Return the error rate where the false positive rate equals the false negative rate (1 - TPR): walk the "
     "ROC curve (tied scores form one step) and intersect its straight pieces with FPR = 1 - TPR.",
     "my_eer(scores, labels) -> float")
task("gen.practical", "06_generality_scope", "practical", "function", "my_practical",
     "What a practical study knows",
     "Only the judged top s = len(labels) of a database of d items are known (c unknown). Return [precision, "
     "the smallest possible recall, the smallest possible generality] (Sebe et al., Sec. 3).",
     "my_practical(labels, d) -> [precision, recall_lower, generality_lower]")
task("scope.eps_precision", "08_similarity_queries", "eps_precision", "function", "my_eps_precision",
     "Precision of an epsilon-query", "The lecture's epsilon-query returns every target with d(Q, T_i) < "
     "epsilon. Return the precision of that result (0 if it is empty).",
     "my_eps_precision(distances, labels, epsilon) -> float")
task("scope.knn_ties", "08_similarity_queries", "knn_tie_bounds", "function", "my_knn_tie_bounds",
     "P@k of a kNN query when distances tie",
     "A kNN query that cuts through tied distances must break the tie. Return [P@k with the tied relevant "
     "targets ranked last, P@k with them ranked first]: the lowest and highest P@k any tie rule can give.",
     "my_knn_tie_bounds(distances, labels, k) -> [lowest, highest]")


def judgment_task(id: str, topic: str, answer_name: str, title: str, statement: str) -> None:
    """Register a judgment question of :mod:`.questions` as a value task (its answer is plain data)."""
    from .questions import QUESTIONS

    q = QUESTIONS[id]
    fam = Family(f"judgment:{id}", (), reference=lambda inp: None, generate=lambda rng: {}, hidden=_none)
    TASKS[id] = Task(id, topic, title, statement, "value", fam, answer_name, 1, judge=q)


judgment_task("judge.f_beta_choice", "01_set_measures", "my_f_choice", "Which F fits the user?",
              "Answer with one letter.")
judgment_task("judge.pr_better", "02_pr_interpolation", "my_pr_choice", "Which system on this PR plot?",
              "Answer with one letter.")
judgment_task("judge.pr_pick_point", "02_pr_interpolation", "my_pr_point", "Pick the point on the PR plot",
              "Answer with a point (recall, precision).")
judgment_task("judge.ap_at_k_denominator", "03_ap_map", "my_ap_k_choice", "What should AP@k divide by?",
              "Answer with one letter.")
judgment_task("judge.ap_order", "03_ap_map", "my_ap_order", "Order the rankings by AP",
              "Answer with the four letters in order, best first.")
judgment_task("judge.dcg_formulation", "04_dcg_ndcg", "my_dcg_formulation", "Which DCG did the tool compute?",
              "Answer with one letter.")
judgment_task("judge.sig_choose", "05_roc_averaging_significance", "my_test_choice", "Which significance test fits?",
              "Answer with one letter.")
judgment_task("judge.sig_read", "05_roc_averaging_significance", "my_test_reading", "Reading a test's result",
              "Answer with every true statement's letter.")
judgment_task("judge.radial_box", "05_roc_averaging_significance", "my_averaging_choice",
              "Radial versus box averaging", "Answer with one letter.")
judgment_task("judge.generality_move", "06_generality_scope", "my_generality_move",
              "A bigger database on the GRiP graph", "Answer with one letter.")
judgment_task("judge.grip_pick", "06_generality_scope", "my_grip_point_xy", "Your point on the GRiP graph",
              "Answer with a point (x, y).")
judgment_task("judge.trec_line", "07_trec_eval_output", "my_line_meaning", "What a trec_eval line says",
              "Answer with one letter.")
judgment_task("judge.trec_read", "07_trec_eval_output", "my_read_number", "A number off trec_eval's output",
              "Answer with one number.")
judgment_task("judge.eps_knn", "08_similarity_queries", "my_eps_knn", "Epsilon-queries, kNN and ties",
              "Answer with every true statement's letter.")

#: Tasks retired from the registry (one-line divisions, replaced by tasks that need the idea). ``check`` and
#: ``variant`` still answer for them with the same inputs, so hand-outs already released keep working.
RETIRED.update({tid: TASKS.pop(tid) for tid in (
    "set.precision", "set.recall", "rank.r_at_k", "avg.micro", "gen.generality", "gen.relevant_scope",
    "gen.recall", "gen.random_precision", "gen.recall_lower_bound") if dict.__contains__(TASKS, tid)})
