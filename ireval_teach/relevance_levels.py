"""Named relevance levels, their grades, and the threshold that turns grades into binary relevance.

The image-retrieval slides (``000_*.txt``, "Summarizing a Ranking for Multiple Relevance levels")
judge images on three named levels, with key ideas per query (Van Gogh paintings: "painting &
good quality"; Bridge: "can see full bridge, visually pleasing"; Hugh Grant: "picture of head,
clear image, good quality"):

    Excellent > Relevant > Irrelevant

Graded measures (DCG, NDCG: :mod:`ireval_teach.graded`) use the levels as numbers, the *grades*:
:data:`SLIDES_LEVELS` maps Irrelevant -> 0, Relevant -> 1, Excellent -> 2 (the slides print no
numbers for the levels; the NDCG example uses a separate 0-3 scale, :data:`ZERO_TO_THREE`).
Binary measures (precision, recall, AP) need a yes/no: an item counts as relevant when its
grade is at least a *threshold*. The threshold is a choice with consequences:
"Relevant or better" (threshold 1) and "Excellent only" (threshold 2) give different P, R and AP
for the same judged list.

>>> levels = SLIDES_LEVELS
>>> levels.grades(["Excellent", "Irrelevant", "Relevant"])
[2, 0, 1]
>>> levels.to_binary(["Excellent", "Irrelevant", "Relevant"]).labels.tolist()
[1, 0, 1]
>>> levels.to_binary(["Excellent", "Irrelevant", "Relevant"], threshold="Excellent").labels.tolist()
[1, 0, 0]
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any
from collections.abc import Iterable, Mapping, Sequence

from .errors import InconsistentCountError, InvalidLabelError, UnknownOptionError, excerpt
from .ranking import Ranking, as_ranking


@dataclass(frozen=True, init=False)
class RelevanceLevels:
    """An ordered set of named relevance levels, each with an integer grade >= 0.

    Names are matched exactly (case matters) and grades must be distinct.

    >>> RelevanceLevels({"bad": 0, "good": 1}).grade("good")
    1
    >>> RelevanceLevels({"bad": 0, "good": 0})
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidLabelError: levels 'bad' and 'good' share the grade 0; grades must be distinct
    """

    levels: Mapping[str, int]

    def __init__(self, levels: Mapping[str, int]) -> None:
        if not isinstance(levels, Mapping) or not levels:
            raise InvalidLabelError(f"levels must be a non-empty mapping name -> grade, got {excerpt(levels)}")
        seen: dict[int, str] = {}
        clean: dict[str, int] = {}
        for name, grade in levels.items():
            if not isinstance(name, str) or not name:
                raise InvalidLabelError(f"level names must be non-empty strings, got {excerpt(name)}")
            if isinstance(grade, bool) or not isinstance(grade, numbers.Integral) or grade < 0:
                raise InvalidLabelError(f"grade of level {excerpt(name)} is {excerpt(grade)}; grades must be integers >= 0")
            if int(grade) in seen:
                raise InvalidLabelError(f"levels {seen[int(grade)]!r} and {excerpt(name)} share the grade {grade}; "
                                        "grades must be distinct")
            seen[int(grade)] = name
            clean[name] = int(grade)
        ordered = dict(sorted(clean.items(), key=lambda kv: -kv[1]))
        object.__setattr__(self, "levels", MappingProxyType(ordered))

    @property
    def names(self) -> tuple[str, ...]:
        """Level names from the highest grade to the lowest."""
        return tuple(self.levels)

    def grade(self, name: str) -> int:
        """The grade of one named level (:class:`UnknownOptionError` for an unknown name)."""
        if name not in self.levels:
            opts = ", ".join(repr(n) for n in self.levels)
            raise UnknownOptionError(f"unknown relevance level {excerpt(name)}; choose one of {opts}")
        return self.levels[name]

    def name(self, grade: int) -> str:
        """The name of the level with this grade."""
        for n, g in self.levels.items():
            if g == grade:
                return n
        raise InvalidLabelError(f"no level has grade {excerpt(grade)}; grades are {sorted(self.levels.values())}")

    def grades(self, names: Iterable[str]) -> list[int]:
        """The grades of a list of named judgments, in the same order."""
        if isinstance(names, str):
            raise InvalidLabelError(f"give a list of level names, not the single string {excerpt(names)}")
        return [self.grade(n) for n in names]

    def threshold_grade(self, threshold: str | int) -> int:
        """A threshold given as a level name or a grade, as a grade >= 1."""
        if isinstance(threshold, str):
            t = self.grade(threshold)
        elif isinstance(threshold, numbers.Integral) and not isinstance(threshold, bool):
            t = int(threshold)
        else:
            raise InvalidLabelError(f"threshold must be a level name or an integer grade, got {excerpt(threshold)}")
        if t < 1:
            raise InvalidLabelError(f"threshold {excerpt(threshold)} is grade {t}; it must be >= 1 "
                                    "(with threshold 0 every item, even 'Irrelevant', would count)")
        return t

    def ranking(self, names: Sequence[str], *, threshold: str | int = 1, **kwargs: Any) -> Ranking:
        """A graded :class:`Ranking` of named judgments (binary measures use ``threshold``).

        >>> r = SLIDES_LEVELS.ranking(["Relevant", "Excellent"], threshold="Excellent")
        >>> r.labels.tolist(), r.relevant.tolist()
        ([1, 2], [False, True])
        """
        return Ranking(self.grades(names), threshold=self.threshold_grade(threshold), **kwargs)

    def to_binary(self, names: Sequence[str], threshold: str | int = 1, **kwargs: Any) -> Ranking:
        """A binary (0/1) :class:`Ranking`: 1 where the level's grade >= ``threshold``."""
        return to_binary(self.grades(names), self.threshold_grade(threshold), **kwargs)

    def __repr__(self) -> str:
        inner = ", ".join(f"{excerpt(n)}: {g}" for n, g in self.levels.items())
        return f"RelevanceLevels({{{inner}}})"


#: The slides' three levels (the slides name them; the grades 2/1/0 are this library's choice).
SLIDES_LEVELS = RelevanceLevels({"Excellent": 2, "Relevant": 1, "Irrelevant": 0})

#: The 0-3 scale of the slides' DCG example ("10 ranked images judged on 0-3 relevance scale").
ZERO_TO_THREE = RelevanceLevels({"3": 3, "2": 2, "1": 1, "0": 0})


def to_binary(r: Ranking | Sequence[int], threshold: int = 1, **kwargs: Any) -> Ranking:
    """Turn graded labels into binary ones: label >= ``threshold`` becomes 1, anything else 0.

    For a :class:`Ranking`, relevant items never retrieved are kept when their grade is known
    (``unretrieved_grades``); items known only through ``n_relevant`` have no grade, so raising the
    threshold above the ranking's own one raises :class:`InconsistentCountError` rather than guess.

    >>> to_binary([3, 2, 3, 0, 0, 1, 2, 2, 3, 0], threshold=2).labels.tolist()
    [1, 1, 1, 0, 0, 0, 1, 1, 1, 0]
    >>> to_binary(Ranking([3, 1], unretrieved_grades=[2, 1]), threshold=2).n_relevant
    2
    """
    if isinstance(threshold, bool) or not isinstance(threshold, numbers.Integral) or threshold < 1:
        raise InvalidLabelError(f"threshold must be an integer grade >= 1, got {excerpt(threshold)}")
    t = int(threshold)
    given_ranking = isinstance(r, Ranking)
    r = as_ranking(r)
    labels = [1 if x >= t else 0 for x in r.labels.tolist()]
    n_rel = None
    if given_ranking:
        ungraded = r.n_relevant - r.n_relevant_retrieved - len(r.unretrieved_grades)
        if ungraded and t > r.threshold:
            raise InconsistentCountError(
                f"{ungraded} relevant item(s) of this ranking were never retrieved and have no grade "
                f"(only n_relevant={r.n_relevant} was given), so threshold {t} cannot tell whether they "
                "still count; give their grades as unretrieved_grades")
        unretrieved_kept = sum(1 for g in r.unretrieved_grades if g >= t)
        extra = ungraded if t <= r.threshold else 0
        n_rel = sum(labels) + unretrieved_kept + extra
        kwargs.setdefault("collection_size", r.collection_size)
        kwargs.setdefault("ids", r.ids)
    return Ranking(labels, n_rel, **kwargs)


__all__ = ["RelevanceLevels", "SLIDES_LEVELS", "ZERO_TO_THREE", "to_binary"]
