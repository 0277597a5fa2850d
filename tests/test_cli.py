"""The ``ireval-teach`` command line: output layouts, exit codes, messages for every kind of bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types

import numpy as np
import pytest

from ireval_teach import cli

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

QRELS = "1 0 a 1\n1 0 b 0\n1 0 c 2\n2 0 x 1\n3 0 y 0\n"
RUN_A = "1 Q0 a 1 3 s\n1 Q0 b 2 2 s\n1 Q0 c 3 1 s\n3 Q0 y 1 1 s\n2 Q0 x 1 1 s\n"
RUN_B = "1 Q0 b 1 3 s\n1 Q0 a 2 2 s\n1 Q0 c 3 1 s\n2 Q0 z 1 1 s\n9 Q0 y 1 1 s\n"


@pytest.fixture
def files(tmp_path):
    paths = {}
    for name, text in [("qrels", QRELS), ("a", RUN_A), ("b", RUN_B)]:
        p = tmp_path / name
        p.write_text(text)
        paths[name] = str(p)
    return paths


def run_cli(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_eval_trec_eval_layout(files, capsys):
    status, out, err = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "map", "-m", "P@2", "-m", "num_rel")
    assert status == 0 and err == ""
    assert out.splitlines() == ["map                   \tall\t0.6111",
                                "P@2                   \tall\t0.3333",
                                "num_rel               \tall\t3"]


def test_eval_per_query_and_default_measures(files, capsys):
    status, out, _ = run_cli(capsys, "eval", files["qrels"], files["a"], "-q", "-m", "AP")
    assert out.splitlines() == ["AP                    \t1\t0.8333", "AP                    \t2\t1.0000",
                                "AP                    \t3\t0.0000", "AP                    \tall\t0.6111"]
    status, out, _ = run_cli(capsys, "eval", files["qrels"], files["a"])
    names = [line.split("\t")[0].strip() for line in out.splitlines()]
    assert names[:7] == ["num_q", "num_ret", "num_rel", "num_rel_ret", "map", "Rprec", "recip_rank"]
    assert "iprec_at_recall_0.50" in names and "P_1000" in names


def test_eval_json_full_precision(files, capsys):
    status, out, _ = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "map", "-m", "num_ret", "--json")
    data = json.loads(out)
    ap1 = (1 + 2 / 3) / 2                               # summed rank by rank, then divided, as trec_eval
    assert data == {"map": {"1": ap1, "2": 1.0, "3": 0.0, "all": (ap1 + 1) / 3},
                    "num_ret": {"1": 3, "2": 1, "3": 1, "all": 5}}


def test_warnings_on_stderr(files, capsys):
    status, out, err = run_cli(capsys, "eval", files["qrels"], files["b"], "-m", "map")
    assert status == 0
    assert "ireval-teach: warning: 1 run queries are not in the qrels and are ignored: 9" in err
    assert out.startswith("map")


def test_policies_from_the_command_line(files, capsys, tmp_path):
    (tmp_path / "part").write_text("1 Q0 a 1 1 s\n")
    status, out, err = run_cli(capsys, "eval", files["qrels"], str(tmp_path / "part"), "-m", "num_q")
    assert out.split("\t")[-1].strip() == "3" and "score 0 (trec_eval -c): 2, 3" in err
    status, out, err = run_cli(capsys, "eval", files["qrels"], str(tmp_path / "part"), "-m", "num_q",
                               "--missing", "skip")
    assert out.split("\t")[-1].strip() == "1"
    status, out, err = run_cli(capsys, "eval", files["qrels"], str(tmp_path / "part"), "--missing", "error")
    assert status == 2 and "ireval-teach: error: 2 qrels queries have no results in the run: 2, 3" in err
    status, out, err = run_cli(capsys, "eval", files["qrels"], files["b"], "--extra", "error")
    assert status == 2 and "not in the qrels" in err
    status, out, err = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "map", "--no-relevant", "skip", "-q")
    assert "\t3\t" not in out                            # query 3 has no relevant document


@pytest.mark.parametrize("qrels, run, argv, match", [
    ("1 0 a\n", RUN_A, [], r"error: .*qrels, line 1: expected 4 fields"),
    (QRELS, "1 Q0 a 1 x s\n", [], r"error: .*run, line 1: score 'x' is not a number"),
    (QRELS, "1 Q0 a 1 1 s\n1 Q0 a 2 0 s\n", [], r"error: .*run, line 2: document 'a' appears twice"),
    ("1 0 a one\n", RUN_A, [], r"line 1: relevance label 'one' is not an integer"),
    (QRELS, RUN_A, ["-m", "bpref@3"], r"error: unknown measure 'bpref@3'"),
    (QRELS, RUN_A, ["-m", "P@0"], r"error: cut-off in measure 'P@0' must be a whole number >= 1"),
    (QRELS, RUN_A, ["-l", "0"], r"error: relevance_level must be a whole number >= 1, got 0"),
])
def test_eval_bad_input_exit_2(tmp_path, capsys, qrels, run, argv, match):
    (tmp_path / "qrels").write_text(qrels)
    (tmp_path / "run").write_text(run)
    status, out, err = run_cli(capsys, "eval", str(tmp_path / "qrels"), str(tmp_path / "run"), *argv)
    assert status == 2 and out == ""
    assert err.startswith("ireval-teach: error: ")
    import re
    assert re.search(match, err), err


def test_missing_file(files, capsys, tmp_path):
    status, out, err = run_cli(capsys, "eval", files["qrels"], str(tmp_path / "nope.txt"))
    assert status == 2 and "ireval-teach: error: cannot read" in err and "nope.txt" in err


@pytest.mark.parametrize("argv", [["eval"], ["eval", "q"], ["frobnicate"], [], ["eval", "q", "r", "--ties", "x"],
                                  ["explain", "q", "r"], ["compare", "q", "a"]])
def test_usage_errors_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    assert e.value.code == 2
    assert "error" in capsys.readouterr().err


@pytest.mark.parametrize("cmd", ["eval", "explain", "compare"])
def test_help_has_examples(cmd, capsys):
    with pytest.raises(SystemExit) as e:
        cli.main([cmd, "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out and f"ireval-teach {cmd} qrels.txt" in out


def test_explain(files, capsys):
    status, out, err = run_cli(capsys, "explain", files["qrels"], files["a"], "--query", "1", "--measure", "AP")
    assert status == 0
    assert "AP (exact) = 0.833333" in out and "adds P@3/2 = 0.3333" in out
    header = next(line for line in out.splitlines() if line.startswith("rank"))
    assert header.split()[:3] == ["rank", "docno", "label"]
    assert "ireval-teach eval gives AP = 0.8333 for query 1 (the same value)" in out


def test_explain_rows(files, capsys, tmp_path):
    (tmp_path / "long").write_text("".join(f"1 Q0 d{i} {i} {100 - i} s\n" for i in range(60)) + "1 Q0 c 61 -1 s\n")
    status, out, _ = run_cli(capsys, "explain", files["qrels"], str(tmp_path / "long"), "--query", "1",
                             "--measure", "P@40")
    assert "rows not shown" in out
    status, out, _ = run_cli(capsys, "explain", files["qrels"], str(tmp_path / "long"), "--query", "1",
                             "--measure", "AP", "--rows", "5")
    assert "56 more rows not shown" in out
    status, out, _ = run_cli(capsys, "explain", files["qrels"], str(tmp_path / "long"), "--query", "1",
                             "--measure", "AP", "--rows", "all")
    assert "not shown" not in out and "d59" in out


@pytest.mark.parametrize("argv, match", [
    (["--query", "7"], "query '7' is not in the qrels"),
    (["--query", "1", "--measure", "P"], "names 9 measures"),
    (["--query", "1", "--rows", "many"], "--rows must be auto, all, relevant or a whole number"),
    (["--query", "1", "--measure", "nope"], "unknown measure 'nope'"),
])
def test_explain_bad_input(files, capsys, argv, match):
    status, out, err = run_cli(capsys, "explain", files["qrels"], files["a"], *argv)
    assert status == 2 and match in err


def test_explain_query_missing_from_run(files, capsys, tmp_path):
    (tmp_path / "part").write_text("1 Q0 a 1 1 s\n")
    status, out, err = run_cli(capsys, "explain", files["qrels"], str(tmp_path / "part"), "--query", "2")
    assert status == 0 and "AP = 0" in out and "empty ranking" in out


def test_compare(files, capsys):
    status, out, err = run_cli(capsys, "compare", files["qrels"], files["a"], files["b"], "-m", "map", "-m", "P@1",
                               "--resamples", "500")
    assert status == 0
    assert "map over 3 queries: A 0.6111, B 0.1944, A - B = +0.4167" in out
    assert "per query: A better on 2, B better on 0, tied on 1" in out
    for name in ("paired t-test", "Wilcoxon signed-rank", "sign test", "randomization test", "bootstrap"):
        assert name in out
    status, out, err = run_cli(capsys, "compare", files["qrels"], files["a"], files["b"], "--json",
                               "--resamples", "500")
    data = json.loads(out)["measures"]["map"]
    assert (data["wins"], data["losses"], data["ties"]) == (2, 0, 1)
    assert 0 <= data["tests"]["sign test"]["p_value"] <= 1 and len(data["tests"]["bootstrap"]["ci"]) == 2
    again = json.loads(run_cli(capsys, "compare", files["qrels"], files["a"], files["b"], "--json",
                               "--resamples", "500")[1])["measures"]["map"]
    assert again == data                                  # seeded


def test_compare_warns_about_few_queries(files, tmp_path, capsys):
    status, out, _ = run_cli(capsys, "compare", files["qrels"], files["a"], files["b"], "--resamples", "200")
    assert status == 0 and "note: only 3 queries" in out
    # with enough queries the note goes away
    qrels = "".join(f"{q} 0 d{q} 1\n" for q in range(1, cli.FEW_QUERIES + 1))
    run_a = "".join(f"{q} Q0 d{q} 1 2 a\n{q} Q0 x{q} 2 1 a\n" for q in range(1, cli.FEW_QUERIES + 1))
    run_b = "".join(f"{q} Q0 x{q} 1 2 b\n{q} Q0 d{q} 2 1 b\n" for q in range(1, cli.FEW_QUERIES + 1))
    for name, text in (("q", qrels), ("ra", run_a), ("rb", run_b)):
        (tmp_path / name).write_text(text)
    status, out, _ = run_cli(capsys, "compare", str(tmp_path / "q"), str(tmp_path / "ra"), str(tmp_path / "rb"),
                             "--resamples", "200")
    assert status == 0 and f"over {cli.FEW_QUERIES} queries" in out and "note: only" not in out


def test_no_progress_bar_when_not_a_terminal(files, capsys):
    status, out, err = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "map")
    assert err == ""


def test_progress_bar_on_a_terminal(monkeypatch, capsys):
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    p = cli._Progress(True)
    p.bar("reading run")(50, 100)
    p.bar("reading run")(100, 100)
    p.done()
    err = capsys.readouterr().err
    assert "reading run" in err and "100%" in err       # a tqdm bar
    assert cli._Progress(False).enabled is False


def test_plugin_subcommands(monkeypatch, capsys):
    mod = types.ModuleType("fake_cmds")

    def register(sub):
        p = sub.add_parser("hello")
        p.set_defaults(func=lambda args: print("hi") or 0)

    mod.register = register
    monkeypatch.setitem(sys.modules, "fake_cmds", mod)
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("not_installed_module_xyz", "fake_cmds"))
    assert cli.main(["hello"]) == 0 and capsys.readouterr().out == "hi\n"
    broken = types.ModuleType("broken_cmds")
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("broken_cmds_that_imports_missing",))

    def fail(name, *a, **k):
        raise ModuleNotFoundError("No module named 'something_else'", name="something_else")

    monkeypatch.setattr(cli.importlib, "import_module", fail)
    with pytest.raises(ModuleNotFoundError):          # only the plug-in itself may be missing
        cli.build_parser()
    del broken


def test_python_dash_m_and_exit_codes(files):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    ok = subprocess.run([sys.executable, "-m", "ireval_teach", "eval", files["qrels"], files["a"], "-m", "map"],
                        capture_output=True, text=True, env=env, cwd=ROOT)
    assert ok.returncode == 0 and ok.stdout == "map                   \tall\t0.6111\n" and ok.stderr == ""
    bad = subprocess.run([sys.executable, "-m", "ireval_teach", "eval", files["qrels"], files["a"], "-m", "xx"],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert bad.returncode == 2 and bad.stderr.startswith("ireval-teach: error: unknown measure 'xx'")


def test_ndcg_formulation_option(files, capsys):
    _, trec, _ = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "nDCG", "--json")
    _, exp, _ = run_cli(capsys, "eval", files["qrels"], files["a"], "-m", "nDCG", "--json",
                        "--ndcg-formulation", "exponential")
    t, e = json.loads(trec)["nDCG"]["1"], json.loads(exp)["nDCG"]["1"]
    # query 1: labels 1, 0, 2 at ranks 1-3; ideal 2, 1
    assert t == pytest.approx((1 + 2 / np.log2(4)) / (2 + 1 / np.log2(3)))
    assert e == pytest.approx((1 + 3 / np.log2(4)) / (3 + 1 / np.log2(3)))
    status, out, _ = run_cli(capsys, "explain", files["qrels"], files["a"], "--query", "1", "--measure", "nDCG",
                             "--ndcg-formulation", "classic")
    assert status == 0 and "(the same value)" in out and "classic" in out
