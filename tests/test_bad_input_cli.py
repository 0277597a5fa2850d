"""Property-based bad-input suite for the command line (issue 17): every subcommand, every option.

The subcommands and their options are read from ``cli.build_parser()`` (so a new option is fuzzed
the day it is added). Each option in turn gets hostile values (negative, huge, NaN, empty, a
10**9 cut-off, a 5,000-character string ...) on top of a valid invocation, and every file argument
gets hostile files (missing, a directory, empty, binary, a byte-order mark, one long line without a
newline). ``main`` must return an exit status (argparse's own usage error, ``SystemExit(2)``, counts)
within the time and memory bounds of ``test_bad_input_fuzz.bounded`` -- never raise -- and what it
prints on stderr is bounded (an error quotes an excerpt, not the input); ``--json`` output is valid
JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from ireval_teach import cli
from test_bad_input_fuzz import CallTimeout, bounded

QRELS = "q1 0 d1 1\nq1 0 d2 0\nq1 0 d3 2\nq2 0 d1 1\nq2 0 d4 1\n"
RUN_A = "q1 Q0 d1 1 3.0 a\nq1 Q0 d2 2 2.0 a\nq1 Q0 d3 3 1.0 a\nq2 Q0 d4 1 1.0 a\nq2 Q0 d5 2 0.5 a\n"
RUN_B = "q1 Q0 d3 1 3.0 b\nq1 Q0 d1 2 2.0 b\nq2 Q0 d5 1 1.0 b\nq2 Q0 d1 2 0.5 b\n"

HOSTILE_VALUES = ["-1", "0", "1", "1e400", "nan", "inf", "-inf", "1000000000000", "10**12", "", "x", " ",
                  "P@1000000000", "nDCG@10000000", "ndcg_cut_1000000000", "P_0", "P.0", "map,P@0", "AP@-3",
                  "a" * 5000, "\x00", "q1", "q9", "99999999999999999999999", "0.5", "%s", "--json"]

#: Subcommands whose arguments are notebooks or trec_eval's own command line, with a valid base call.
BASE = {
    "eval": lambda f: ["eval", f["qrels"], f["a"], "--no-progress"],
    "explain": lambda f: ["explain", f["qrels"], f["a"], "--query", "q1"],
    "compare": lambda f: ["compare", f["qrels"], f["a"], f["b"], "--resamples", "50", "--no-progress"],
    "trec_eval": lambda f: ["trec_eval", f["qrels"], f["a"]],
}


#: Subcommands that start a server and run until stopped (``lectures`` execs JupyterLab): not called in-process
#: here; tests/test_course.py checks their arguments, the browser tests run them.
SERVES = {"lectures"}


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    for a in cli.build_parser()._actions:
        if isinstance(a, argparse._SubParsersAction):
            return {name: sp for name, sp in a.choices.items() if name not in SERVES}
    return {}


SUBCOMMANDS = _subparsers()


def _options():
    """(subcommand, option string) for every option that takes a value."""
    out = []
    for name, sp in SUBCOMMANDS.items():
        for act in sp._actions:
            if act.option_strings and act.nargs != 0 and act.dest != "help":
                out.append((name, act.option_strings[-1]))
    return out


def _positionals():
    out = []
    for name, sp in SUBCOMMANDS.items():
        for i, act in enumerate(a for a in sp._actions if not a.option_strings):
            out.append((name, i, act.dest))
    return out


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli_fuzz")
    paths = {}
    contents = {"qrels": QRELS, "a": RUN_A, "b": RUN_B, "empty": "", "bom_qrels": "\ufeff" + QRELS,
                "bom_run": "\ufeff" + RUN_A, "binary": None, "long_line": "q1 0 " + "d" * 2_000_000,
                "bad_label": "q1 0 d1 3000\n", "nan_score": "q1 Q0 d1 1 nan a\n", "notebook": "{}"}
    for name, text in contents.items():
        p = d / name
        if text is None:
            p.write_bytes(bytes(range(256)) * 64)
        else:
            p.write_text(text, encoding="utf-8")
        paths[name] = str(p)
    paths["missing"] = str(d / "does_not_exist")
    paths["directory"] = str(d)
    old = os.getcwd()
    os.chdir(d)   # any output file an option names lands here
    yield paths
    os.chdir(old)


def run_main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), bounded():
            try:
                status = cli.main(argv)
            except SystemExit as exc:   # argparse's usage errors
                status = exc.code if isinstance(exc.code, int) else 2
    except (CallTimeout, MemoryError) as exc:
        pytest.fail(f"ireval-teach {' '.join(a[:40] for a in argv)}: {type(exc).__name__}: {exc}")
    except Exception as exc:
        pytest.fail(f"ireval-teach {' '.join(a[:40] for a in argv)} raised {type(exc).__name__}: {str(exc)[:300]}")
    return status, out.getvalue(), err.getvalue()


def check(argv: list[str]) -> None:
    status, out, err = run_main(argv)
    assert isinstance(status, int)
    assert len(err) <= 20_000, f"stderr of {len(err)} characters for {[a[:40] for a in argv]}: {err[:300]}"
    assert "Traceback" not in err
    if status == 0 and "--json" in argv and out.strip():
        json.loads(out)   # valid JSON: no bare NaN or Infinity


def test_every_subcommand_is_known():
    assert {"eval", "explain", "compare"} <= set(SUBCOMMANDS)
    assert ("compare", "--resamples") in _options() and ("explain", "--measure") in _options()


@pytest.mark.parametrize("command,option", _options(), ids=[f"{c} {o}" for c, o in _options()])
@settings(max_examples=8, deadline=None, derandomize=True, database=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(value=st.sampled_from(HOSTILE_VALUES))
def test_hostile_option_values(files, command, option, value):
    base = BASE[command](files) if command in BASE else [command, files["notebook"]]
    check(base + [option, value])


@pytest.mark.parametrize("command,index,dest", _positionals(), ids=[f"{c} {d}" for c, _, d in _positionals()])
@pytest.mark.parametrize("kind", ["missing", "directory", "empty", "binary", "bom_qrels", "bom_run", "long_line",
                                  "bad_label", "nan_score"])
def test_hostile_files(files, command, index, dest, kind):
    base = BASE[command](files) if command in BASE else [command, files["notebook"]]
    argv = list(base)
    if index + 1 < len(argv):
        argv[index + 1] = files[kind]
    else:
        argv.append(files[kind])
    check(argv)


def test_previously_escaping_cases(files):
    """The command-line escapes named in issue 17, each now a clear answer."""
    status, out, err = run_main(["compare", files["qrels"], files["a"], files["b"], "--resamples", "1000000000000"])
    assert status == 2 and "n_resamples=1000000000000" in err and "MAX_RESAMPLES" in err
    status, out, err = run_main(["explain", files["qrels"], files["a"], "--query", "q1", "--measure", "P@1000000000"])
    assert status == 0 and "ranks 4..1000000000" in out
    status, out, err = run_main(["explain", files["qrels"], files["a"], "--query", "q1", "--measure", "nDCG@10000000"])
    assert status == 0 and "past the end" in out
    status, out, err = run_main(["compare", files["qrels"], files["a"], files["b"], "--seed", "-1"])
    assert status == 2 and "seed" in err
