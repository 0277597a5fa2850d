"""Typed errors of ireval_teach.

Every check on user input raises one of these, at the boundary, with a message
that names the offending value. They all derive from :class:`IrevalError`, a
:class:`ValueError`, so ``except ValueError`` still works for callers that do not
care about the details.

>>> from ireval_teach import Ranking
>>> Ranking([1, -1, 0])
Traceback (most recent call last):
...
ireval_teach.errors.InvalidLabelError: label at rank 2 is -1; relevance labels must be integers >= 0
"""

from __future__ import annotations


class IrevalError(ValueError):
    """Base class of every error ireval_teach raises for bad input."""


class InvalidLabelError(IrevalError):
    """A relevance label is negative, not an integer, or not a number."""


class EmptyRankingError(IrevalError):
    """A ranking (or a list of rankings) has no items where some are required."""


class InvalidCutoffError(IrevalError):
    """A cut-off k (or scope, or level) is outside its allowed range."""


class InconsistentCountError(IrevalError):
    """Counts that must agree do not (e.g. n_relevant smaller than the relevant items listed)."""


class UnknownOptionError(IrevalError):
    """A method, scheme, formulation or policy name is not one of the named choices."""


class InvalidScoreError(IrevalError):
    """A score is NaN or otherwise unusable for sorting."""


class InvalidCodeError(IrevalError):
    """A binary hash code holds a value other than -1 or +1 (issue 5, hashing)."""


class TrecFormatError(IrevalError):
    """A TREC qrels or run file has a malformed or duplicated line (the message names file and line)."""


class InsufficientDataError(IrevalError):
    """Too few (or too uniform) data for a statistic, e.g. a paired test with fewer than 2 queries."""


class InvalidIdError(IrevalError):
    """A document or query id cannot be used as an id (it is unhashable, e.g. a list)."""


class TooLargeError(IrevalError):
    """A size the caller asked for (resamples, simulations, an ideal ranking) exceeds what can be computed.

    Costs in ireval_teach grow with the input, not with a number typed in: where a count would make
    the work or the memory grow without bound, it is checked against a named limit first.
    """


class InvalidOptionError(IrevalError):
    """An option's value is outside what it can mean: a time limit that is not a positive finite number,
    a worker count below 1, an output path that would overwrite one of the inputs."""


class SandboxUnavailableError(IrevalError):
    """Grading needs a sandbox (bubblewrap) that is missing or cannot create namespaces on this machine."""


class WrongTypeError(IrevalError, TypeError):
    """An argument is not the kind of object the function reads (a Comparison, a Trace, parsed command-line
    arguments, text): named with its type. Also a :class:`TypeError`, for callers that catch that."""


class CourseFilesError(IrevalError):
    """The course's notebooks cannot be found or copied, or a file to reset is not one of them."""


_EXCERPT = None


def excerpt(x: object, limit: int = 80) -> str:
    """``repr(x)``, shortened to about ``limit`` characters (error messages quote at most this much).

    Uses :mod:`reprlib`, the standard library's bounded repr, so a 100 MB string or a list of
    a million items is quoted as a short head with ``...``.

    >>> excerpt([1, 2, 3])
    '[1, 2, 3]'
    >>> len(excerpt("x" * 10**6)) <= 80
    True
    """
    import reprlib

    if limit != 80:
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 10:
            raise InvalidCutoffError(f"limit must be a whole number >= 10, got {limit!r:.40}")
        r = reprlib.Repr()
        r.maxstring = r.maxother = r.maxlong = limit - 6
        try:
            text = r.repr(x)
        except Exception:
            text = f"<{type(x).__name__} object>"
        return text if len(text) <= limit else text[:limit - 3] + "..."
    global _EXCERPT
    if _EXCERPT is None:
        _EXCERPT = reprlib.Repr()
        _EXCERPT.maxstring = _EXCERPT.maxother = _EXCERPT.maxlong = limit - 6
        _EXCERPT.maxlist = _EXCERPT.maxtuple = _EXCERPT.maxdict = _EXCERPT.maxset = 6
    try:
        text = _EXCERPT.repr(x)
    except Exception:  # an object whose __repr__ fails is still named by its type
        text = f"<{type(x).__name__} object>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def check_option(name: str, value: object, choices) -> str:
    """Return ``value`` if it is one of ``choices``; raise :class:`UnknownOptionError` naming it otherwise.

    >>> check_option("scheme", "max", ("max", "step"))
    'max'
    >>> check_option("scheme", "mx", ("max", "step"))
    Traceback (most recent call last):
    ...
    ireval_teach.errors.UnknownOptionError: unknown scheme 'mx'; choose one of 'max', 'step'
    """
    try:
        known = bool(value in choices)
    except (TypeError, ValueError):  # an unhashable value, or an array whose truth is ambiguous
        known = False
    if not known:
        try:
            opts = ", ".join(repr(c) for c in choices)
        except TypeError:  # the caller's own bug, but still a typed error naming the value
            opts = excerpt(choices)
        raise UnknownOptionError(f"unknown {name} {excerpt(value)}; choose one of {opts}")
    return value  # type: ignore[return-value]


#: The most items :func:`check_sequence` turns into a list (a bound on memory, ~1 GB of Python objects).
MAX_SEQUENCE = 10 ** 8


def check_sequence(x: object, name: str, error: type | None = None, *, hashable: bool = False) -> list:
    """``x`` as a list if it is a sequence (any iterable but a string, bytes or a mapping), else a typed error.

    ``error`` is the :class:`IrevalError` subclass to raise (default :class:`InconsistentCountError`);
    with ``hashable=True`` every item must be hashable (ids), else :class:`InvalidIdError`.

    >>> check_sequence((1, 2), "levels")
    [1, 2]
    >>> check_sequence(None, "levels")
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InconsistentCountError: levels must be a sequence, got None
    """
    from collections.abc import Mapping

    if not (isinstance(error, type) and issubclass(error, IrevalError)):
        error = InconsistentCountError
    if isinstance(x, (str, bytes, Mapping)) or not hasattr(x, "__iter__"):
        raise error(f"{name} must be a sequence, got {excerpt(x)}")
    try:
        size = len(x)  # type: ignore[arg-type]
    except Exception:
        size = 0
    if size > MAX_SEQUENCE:
        raise TooLargeError(f"{name} has {size:,} items, more than MAX_SEQUENCE = {MAX_SEQUENCE:,}")
    try:
        items = list(x)
    except (TypeError, ValueError):
        raise error(f"{name} must be a sequence, got {excerpt(x)}") from None
    except MemoryError:
        raise TooLargeError(f"{name} is too long to hold in memory: {excerpt(x)}") from None
    if hashable:
        for i, v in enumerate(items, start=1):
            try:
                hash(v)
            except TypeError:
                raise InvalidIdError(f"item #{i} of {name} is {excerpt(v)} ({type(v).__name__}); ids must be "
                                     "hashable, e.g. strings or numbers") from None
    return items


def check_type(x: object, types: type | tuple[type, ...], name: str) -> None:
    """Raise :class:`WrongTypeError` naming ``x`` and its type unless it is an instance of ``types``.

    >>> check_type("P@10", str, "measure")
    >>> check_type(None, str, "measure")
    Traceback (most recent call last):
    ...
    ireval_teach.errors.WrongTypeError: measure must be a str, got None (NoneType)
    """
    wanted = types if isinstance(types, tuple) else (types,)
    if not wanted or not all(isinstance(t, type) for t in wanted):  # the caller's own bug, still a typed error
        raise WrongTypeError(f"types must be a class or a tuple of classes, got {excerpt(types)}")
    if not isinstance(x, wanted):
        want = " or ".join(t.__name__ for t in wanted)
        label = name[:200] if isinstance(name, str) else excerpt(name)
        raise WrongTypeError(f"{label} must be a {want}, got {excerpt(x)} ({type(x).__name__})")


def check_cutoff(k: object, name: str = "k") -> int:
    """Return ``k`` as an int if it is a whole number >= 1, else raise :class:`InvalidCutoffError`.

    >>> check_cutoff(3)
    3
    >>> check_cutoff(0)
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidCutoffError: k must be a whole number >= 1, got 0
    """
    import numbers

    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or k < 1:
        raise InvalidCutoffError(f"{name} must be a whole number >= 1, got {excerpt(k)}")
    return int(k)


def check_number(x: object, where: str, noun: str = "scores", *, finite: bool = False) -> float:
    """Return ``x`` as a float if it is a real number (not a bool, not NaN; not infinite if ``finite``).

    Otherwise raise :class:`InvalidScoreError` naming the value: ``"<where> is <x>; <noun> must be
    [finite ]real numbers"``.

    >>> check_number(0.5, "score at position 0")
    0.5
    >>> check_number(float("inf"), "value at index 2", "values", finite=True)
    Traceback (most recent call last):
    ...
    ireval_teach.errors.InvalidScoreError: value at index 2 is inf; values must be finite real numbers
    """
    import math
    import numbers

    import numpy as np

    rule = f"{noun} must be {'finite ' if finite else ''}real numbers"
    if isinstance(x, (bool, np.bool_)) or not isinstance(x, numbers.Real):
        raise InvalidScoreError(f"{where} is {excerpt(x)}; {rule}")
    try:
        f = float(x)
    except OverflowError:  # an integer beyond the float range, e.g. 10**400
        f = math.inf if int(x) > 0 else -math.inf  # type: ignore[call-overload]
        if finite:
            raise InvalidScoreError(f"{where} is {excerpt(x)}, beyond the range of floats; {rule}") from None
    if math.isnan(f) or (finite and math.isinf(f)):
        raise InvalidScoreError(f"{where} is {excerpt(x)}; {rule}")
    return f
