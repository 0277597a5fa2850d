"""Property-based bad-input suite (issue 17): every public function, hostile arguments.

The public API is enumerated from the package itself (every module under ``ireval_teach`` except
the display layers, see ``SKIP_MODULES``), so a new function is covered the day it is added. Each
is called with arguments drawn from hostile values (huge and negative integers, NaN, infinities,
strings, unhashable ids, nested lists, NumPy uint64 arrays, empty things) mixed with valid ones, so
calls reach past the first check. Every call must either

* raise a typed error from :mod:`ireval_teach.errors` (an ``IrevalError``), or
* return a value with no NaN in it (a float, a Trace's value, the numbers of a tuple or list),

within a time bound (``signal.setitimer``) and a memory bound (``RLIMIT_AS``: current size plus
``MEMORY_HEADROOM``). A ``TypeError``, ``OverflowError``, NumPy ``ValueError``, ``MemoryError`` or
a timeout fails the test. The bounds are limits on resources, not assertions of speed.

Examples are few and derandomized (fixed seed) so the suite is deterministic and fast in CI.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import inspect
import math
import numbers
import pkgutil
import resource
import signal

import numpy as np
import pytest
import scipy.stats  # noqa: F401  -- imported once here, outside the time bound of the first call that uses it
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

import ireval_teach
from ireval_teach import Ranking, Trace
from ireval_teach.errors import IrevalError

#: Display layers (need matplotlib / ipywidgets and only draw what the measures computed), the
#: command line (fuzzed separately in test_bad_input_cli.py), the package entry points, the course
#: commands (they copy files where told, install a kernelspec and exec JupyterLab; tests/test_course.py),
#: the exercise grader (it runs student code in sandboxed subprocesses and has its own adversarial
#: suite, tests/test_grading_adversarial.py), and the private arrays of the measure registry
#: (``measures._batch``: the ``Batch`` the per-batch kernels read, built only by the evaluator and
#: ``QueryInput.batch`` from qrels and runs that ``trec.files`` already validated; not exported).
SKIP_MODULES = ("ireval_teach.display", "ireval_teach.widgets", "ireval_teach.cli", "ireval_teach.__main__",
                "ireval_teach.tour", "ireval_teach.course", "ireval_teach.exercises", "ireval_teach.measures._batch")

#: Seconds one call may take and bytes it may allocate beyond what the process already holds.
TIME_LIMIT = 10.0
MEMORY_HEADROOM = 1_500 * 2 ** 20

#: Functions that by design wait for a human or the network, or write files where they are told
#: (each with the reason). Everything else is fuzzed.
NOT_FUZZED: dict[str, str] = {
    "ireval_teach.digits.write_trec_files": "builds the whole digits collection (seconds) and writes files into "
                                            "the directory it is given; tests/test_digits.py checks it",
    "ireval_teach.digits_embedding.figure3_measured": "embeds real digits queries in 21,094 items: ~8 s per call "
                                                      "with the smallest settings, so 12 calls would pass the "
                                                      "suite's budget; its own tests cover its inputs",
}


#: Simulations whose default arguments run for seconds by design (the lecture's full settings): the
#: suite fixes these keywords to small values and fuzzes every other argument.
CHEAP_KWARGS: dict[str, dict] = {
    "ireval_teach.grep_graphs.simulate_embeddings": {"n_queries": 1},
    "ireval_teach.grep_graphs.grip_curves": {"n_queries": 1, "mus": (1.0,)},
    "ireval_teach.grep_graphs.grnp_curve": {"n_queries": 1},
    "ireval_teach.radial.figure3_sweep": {"seeds": (0,), "modes": ("curves",)},
}

def _public_modules():
    mods = [ireval_teach]
    for info in pkgutil.walk_packages(ireval_teach.__path__, "ireval_teach."):
        if info.name.startswith(SKIP_MODULES):
            continue
        mods.append(importlib.import_module(info.name))
    return mods


def _is_fuzzable(obj) -> bool:
    if isinstance(obj, type):
        return not (issubclass(obj, BaseException) or dataclasses.is_dataclass(obj))
    return inspect.isfunction(obj)


def public_callables() -> list[tuple[str, object]]:
    """(qualified name, callable) of every public function and class of the package, each once."""
    seen: dict[int, tuple[str, object]] = {}
    for mod in _public_modules():
        names = getattr(mod, "__all__", None)
        if names is None:
            names = [n for n, v in vars(mod).items()
                     if not n.startswith("_") and getattr(v, "__module__", None) == mod.__name__]
        for n in names:
            obj = getattr(mod, n, None)
            if obj is None or not _is_fuzzable(obj):
                continue
            if not getattr(obj, "__module__", "").startswith("ireval_teach"):
                continue
            qual = f"{obj.__module__}.{obj.__qualname__}"
            if qual in NOT_FUZZED:
                continue
            seen.setdefault(id(obj), (qual, obj))
    return sorted(seen.values(), key=lambda x: x[0])


CALLABLES = public_callables()

# -- hostile values ---------------------------------------------------------------------------------
NAN, INF = float("nan"), float("inf")
HOSTILE = [
    None, True, False, -1, 0, 1, 2, 3, 7, 2 ** 31, 2 ** 63, 2 ** 64, 2 ** 70, 10 ** 12, 10 ** 30, -(10 ** 12),
    0.5, -0.5, 1.5, 1e200, -1e200, 1e-300, NAN, INF, -INF, "", "x", "map", "x" * 5000, b"1", [], [[]],
    [1, [2]], [["a"], ["b"]], [NAN, 1.0], [INF], [2 ** 70], [-1, 0], [0.5, 1.5], {}, {"a": 1}, {"q": NAN},
    {1: None}, set(), object(), complex(1, 1), np.array([], dtype=float), np.array([2 ** 64 - 1], dtype=np.uint64),
    np.array([NAN]), np.array([[1, 0], [0, 1]]), np.float64(NAN), np.int64(-3), np.uint64(2 ** 63 + 5),
    (lambda *a, **k: NAN), range(10 ** 12),
]
VALID = [
    [1, 0, 1, 0, 0], [3, 2, 3, 0, 0, 1, 2, 2, 3, 0], [0, 0, 0], [1], Ranking([1, 0, 1, 0], n_relevant=3),
    [Ranking([1, 0]), Ranking([0, 1, 1])], [0.2, 0.5, 0.9], [0.1, 0.4, 0.3], {"q1": 0.3, "q2": 0.6, "q3": 0.2},
    0.5, 0.25, 1, 2, 5, 10, 100, 10 ** 7, 10 ** 9, "trec", "exponential", "two-sided", "max", [[0.1, 0.9], [0.8, 0.2]],
    np.array([1.0, -1.0, 1.0]), np.array([0.9, 0.1, 0.4]), [1, -1, 1, 1], "P@10",
]


def _values():
    small_floats = st.floats(allow_nan=True, allow_infinity=True, width=64)
    return st.one_of(
        st.sampled_from(HOSTILE),
        st.sampled_from(VALID),
        st.integers(min_value=-(2 ** 80), max_value=2 ** 80),
        small_floats,
        st.lists(st.one_of(st.integers(-3, 2 ** 70), small_floats), max_size=6),
        st.lists(st.integers(0, 3), min_size=1, max_size=12),
        st.dictionaries(st.text(max_size=3), small_floats, max_size=4),
        st.text(max_size=12),
    )


def _arguments(fn, fixed: dict | None = None):
    """A strategy of (args, kwargs) for ``fn``: every required parameter, and some optional ones
    (``fixed`` keywords are set as given and not fuzzed)."""
    fixed = fixed or {}
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return st.just(((), {}))
    required, optional = [], []
    for p in sig.parameters.values():
        if p.name in ("self", "cls") or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.name in fixed:
            continue
        (required if p.default is p.empty else optional).append(p)

    @st.composite
    def draw(data):
        args, kwargs = [], dict(fixed)
        for p in required:
            if p.kind == p.KEYWORD_ONLY:
                kwargs[p.name] = data(_values())
            else:
                args.append(data(_values()))
        for p in optional:
            if p.name in ("trace", "progress") or not data(st.booleans()):
                continue
            kwargs[p.name] = data(_values())
        return tuple(args), kwargs

    return draw()


# -- resource bounds -------------------------------------------------------------------------------
class CallTimeout(Exception):
    """The call passed TIME_LIMIT."""


def _vm_size() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


@contextlib.contextmanager
def bounded(seconds: float = TIME_LIMIT, headroom: int = MEMORY_HEADROOM):
    """Run the block with a wall-clock alarm and an address-space limit; both are lifted afterwards."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = _vm_size() + headroom
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)

    def alarm(signum, frame):
        raise CallTimeout(f"the call took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


# -- what counts as a good answer ------------------------------------------------------------------
def _has_nan(x, depth: int = 0) -> bool:
    if depth > 3:
        return False
    if isinstance(x, Trace):
        return _has_nan(x.value, depth + 1)
    if isinstance(x, (bool, np.bool_)):
        return False
    if isinstance(x, numbers.Real):
        return math.isnan(float(x))
    if isinstance(x, np.ndarray) and x.dtype.kind == "f":
        return bool(np.isnan(x).any())
    if isinstance(x, (list, tuple)):
        return any(_has_nan(v, depth + 1) for v in x[:50])
    if isinstance(x, dict):
        return any(_has_nan(v, depth + 1) for v in list(x.values())[:50])
    return False


def check_call(fn, args, kwargs) -> None:
    """Call fn; fail on anything but an IrevalError or a NaN-free result within the bounds."""
    try:
        with bounded():
            result = fn(*args, **kwargs)
    except IrevalError as exc:
        assert len(str(exc)) <= 2_000, f"error message of {len(str(exc))} characters: {str(exc)[:200]}..."
        return
    except (CallTimeout, MemoryError) as exc:
        pytest.fail(f"{fn.__qualname__}{_show(args, kwargs)}: {type(exc).__name__}: {exc}")
    except Exception as exc:  # the point of the suite: no raw exception escapes
        pytest.fail(f"{fn.__qualname__}{_show(args, kwargs)} raised {type(exc).__name__}: {str(exc)[:300]}")
    if _has_nan(result):
        pytest.fail(f"{fn.__qualname__}{_show(args, kwargs)} returned NaN: {result!r:.200}")


def _show(args, kwargs) -> str:
    from ireval_teach.errors import excerpt

    parts = [excerpt(a, 60) for a in args] + [f"{k}={excerpt(v, 60)}" for k, v in kwargs.items()]
    return "(" + ", ".join(parts) + ")"


# -- the tests -------------------------------------------------------------------------------------
@pytest.fixture(autouse=True, scope="module")
def _in_a_scratch_directory(tmp_path_factory):
    """A fuzzed path argument ("x", "map") must never land in the working tree."""
    import os

    old = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("fuzz"))
    yield
    os.chdir(old)


def test_the_public_api_is_found():
    names = {q for q, _ in CALLABLES}
    for expected in ("ireval_teach.ranking.Ranking", "ireval_teach.graded.ndcg", "ireval_teach.sets.f_from_pr",
                     "ireval_teach.significance.paired_t_test", "ireval_teach.ranked.precision_at"):
        assert expected in names
    assert len(CALLABLES) > 80


def _cases():
    for q, fn in CALLABLES:
        yield pytest.param(q, fn, id=q.removeprefix("ireval_teach."))


@pytest.mark.parametrize("name,fn", list(_cases()))
@settings(max_examples=12, deadline=None, derandomize=True, database=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_hostile_arguments(name, fn, data):
    args, kwargs = data.draw(_arguments(fn, CHEAP_KWARGS.get(name)), label="arguments")
    check_call(fn, args, kwargs)


def test_the_bounds_catch_what_they_should():
    """The harness itself: a MemoryError and a timeout are failures, an IrevalError is not."""
    with pytest.raises(pytest.fail.Exception, match="MemoryError"):
        check_call(np.zeros, (10 ** 11,), {})
    with pytest.raises(pytest.fail.Exception, match="TypeError"):
        check_call(math.log, ("x",), {})
    check_call(Ranking, ([1, -1],), {})
    with pytest.raises(pytest.fail.Exception, match="NaN"):
        check_call(float, ("nan",), {})
