"""ireval-teach compare with N runs and a baseline: the command as typed, every format, the oracles."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from unittest import mock

import numpy as np
import pytest

from ireval_teach import cli
from ireval_teach import significance as sig
from ireval_teach.trec import evaluate
from ireval_teach.trec.compare import compare_runs, format_comparison, latex_escape

N_QUERIES = 30


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """A qrels and five runs (ours, invented): the baseline, three perturbations of it, and a copy."""
    d = tmp_path_factory.mktemp("many")
    rng = np.random.default_rng(11)
    qrels = []
    base_scores = {}
    for q in range(1, N_QUERIES + 1):
        labels = rng.integers(0, 3, 40)
        qrels += [f"{q} 0 d{i} {labels[i]}" for i in range(40)]
        base_scores[q] = rng.normal(size=40) + 0.4 * labels
    (d / "qrels").write_text("\n".join(qrels) + "\n")
    paths = {}
    for name, noise in (("base", 0.0), ("run_a", 0.6), ("run_b", 1.0), ("run_c", 2.0), ("same", 0.0)):
        lines = []
        r = np.random.default_rng(len(name) * 7 + int(noise * 10))
        for q, s in base_scores.items():
            sc = s + noise * r.normal(size=40)
            for i in np.argsort(-sc, kind="stable"):
                lines.append(f"{q} Q0 d{i} 0 {sc[i]:.6f} {name}")
        p = d / f"{name}.txt"
        p.write_text("\n".join(lines) + "\n")
        paths[name] = str(p)
    paths["qrels"] = str(d / "qrels")
    return paths


def run_cli(capsys, *argv):
    status = cli.main(list(argv) + ["--no-progress"])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_one_object_per_run_and_measure_and_holm_equals_statsmodels(files, capsys):
    multitest = pytest.importorskip("statsmodels.stats.multitest")
    runs = [files[n] for n in ("base", "run_a", "run_b", "run_c")]
    status, out, err = run_cli(capsys, "compare", files["qrels"], *runs, "--baseline", files["base"], "-m", "map",
                               "-m", "P_10", "--format", "json", "--resamples", "500")
    assert status == 0, err
    rows = json.loads(out)
    assert len(rows) == 4 * 2
    for measure in ("map", "P_10"):
        mine = [r for r in rows if r["measure"] == measure]
        assert [r["run"] for r in mine] == runs
        assert mine[0]["p_value"] is None and mine[0]["p_corrected"] is None and mine[0]["baseline"]
        p = np.array([r["p_value"] for r in mine[1:]])
        with mock.patch("gc.collect", lambda *a: 0):
            ref = multitest.multipletests(p, method="holm")[1]
        assert np.allclose([r["p_corrected"] for r in mine[1:]], ref, rtol=0, atol=1e-12)
        # each p-value is the two-run paired t-test's, on the evaluator's per-query values
        base = evaluate(files["qrels"], files["base"], [measure]).per_query(measure)
        for r in mine[1:]:
            other = evaluate(files["qrels"], r["run"], [measure]).per_query(measure)
            assert r["p_value"] == pytest.approx(sig.paired_t_test(other, base).p_value, rel=1e-12)
            assert r["wins"] + r["ties"] + r["losses"] == N_QUERIES
            assert r["mean"] == pytest.approx(sum(other.values()) / N_QUERIES, rel=1e-12)


@pytest.mark.parametrize("correction,method", [("bonferroni", "bonferroni"), ("bh", "fdr_bh")])
def test_other_corrections_leave_the_baseline_out(files, capsys, correction, method):
    multitest = pytest.importorskip("statsmodels.stats.multitest")
    runs = [files[n] for n in ("run_a", "base", "run_b")]
    status, out, _ = run_cli(capsys, "compare", files["qrels"], *runs, "--baseline", files["base"],
                             "--correction", correction, "--format", "json", "--resamples", "200")
    rows = json.loads(out)
    assert rows[0]["run"] == files["base"] and rows[0]["p_corrected"] is None
    p = [r["p_value"] for r in rows[1:]]
    assert np.allclose([r["p_corrected"] for r in rows[1:]], multitest.multipletests(p, method=method)[1],
                       rtol=0, atol=1e-12)


def test_a_run_equal_to_the_baseline_has_no_p_value_and_is_not_counted(files, capsys):
    status, out, _ = run_cli(capsys, "compare", files["qrels"], files["base"], files["same"], files["run_a"],
                             "--correction", "bonferroni", "--format", "json", "--resamples", "200")
    rows = {r["run"]: r for r in json.loads(out)}
    same, a = rows[files["same"]], rows[files["run_a"]]
    assert same["p_value"] is None and same["p_corrected"] is None and same["ties"] == N_QUERIES
    assert a["p_corrected"] == pytest.approx(a["p_value"])           # m = 1: the equal run is no test


@pytest.mark.parametrize("test", ["wilcoxon", "sign", "randomization"])
def test_other_tests_equal_the_two_run_functions(files, test):
    base = evaluate(files["qrels"], files["base"], ["map"]).per_query("map")
    a = evaluate(files["qrels"], files["run_b"], ["map"]).per_query("map")
    c = compare_runs({"base": {"map": base}, "a": {"map": a}}, test=test, n_resamples=300, seed=3)
    fn = {"wilcoxon": lambda: sig.wilcoxon_signed_rank(a, base), "sign": lambda: sig.sign_test(a, base),
          "randomization": lambda: sig.randomization_test(a, base, n_resamples=300, seed=3)}[test]
    assert c.tables[0].rows[1].p_value == fn().p_value


def test_effect_sizes_and_tukey(files):
    from scipy.stats import tukey_hsd

    scores = {n: {"map": evaluate(files["qrels"], files[n], ["map"]).per_query("map")}
              for n in ("base", "run_a", "run_c")}
    c = compare_runs(scores, all_pairs=True, n_resamples=2000, seed=5)
    X = [np.array(list(scores[n]["map"].values())) for n in ("base", "run_a", "run_c")]
    d = X[1] - X[0]
    row = c.tables[0].rows[1]
    assert row.cohens_d == pytest.approx(d.mean() / d.std(ddof=1), rel=1e-12)
    assert row.ci_low <= row.mean_difference <= row.ci_high
    again = compare_runs(scores, all_pairs=True, n_resamples=2000, seed=5)
    assert again.tables[0].rows[1].ci_low == row.ci_low          # the seed fixes the interval
    ref = tukey_hsd(*X)
    pairs = {(t.run_a, t.run_b): t for t in c.tables[0].tukey}
    assert pairs["base", "run_c"].p_value == pytest.approx(ref.pvalue[0, 2], rel=1e-12)
    assert pairs["base", "run_c"].difference == pytest.approx(ref.statistic[0, 2], rel=1e-12)


def test_explain_prints_the_steps(files, capsys):
    status, out, _ = run_cli(capsys, "compare", files["qrels"], files["base"], files["run_a"], files["run_b"],
                             "--explain", "--resamples", "200")
    assert status == 0
    assert "Holm (step-down): m = 2 tests" in out
    assert "is the 1st smallest of 2; times 2 =" in out and "running maximum" in out


def test_explain_keeps_json_and_latex_parseable(files, capsys):
    argv = ["compare", files["qrels"], files["base"], files["run_a"], files["run_b"], "--explain", "--resamples", "200"]
    _, out, _ = run_cli(capsys, *argv, "--format", "json")
    rows = json.loads(out)
    assert rows[0]["correction_step"] is None and rows[1]["correction_m"] == 2
    assert "smallest of 2" in rows[1]["correction_step"]
    _, out, _ = run_cli(capsys, *argv, "--format", "latex")
    after = out.split("\\end{tabular}")[1]
    assert all(line.startswith("%") for line in after.splitlines() if line.strip())


def test_text_markdown_csv_formats(files, capsys):
    argv = ["compare", files["qrels"], files["base"], files["run_a"], files["run_c"], "--resamples", "200"]
    status, text, _ = run_cli(capsys, *argv)
    assert status == 0 and "map over 30 queries" in text and "baseline" in text
    _, md, _ = run_cli(capsys, *argv, "--format", "markdown")
    table = [line for line in md.splitlines() if line.startswith("|")]
    assert len(table) == 2 + 3 and all(line.count("|") == table[0].count("|") for line in table)
    _, out, _ = run_cli(capsys, *argv, "--format", "csv", "-m", "map", "-m", "P_5")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 6 and rows[0]["p_corrected"] == "" and float(rows[1]["p_corrected"]) >= float(rows[1]["p_value"])


def test_two_run_form_is_unchanged(files, capsys):
    status, out, _ = run_cli(capsys, "compare", files["qrels"], files["base"], files["run_a"], "--resamples", "200")
    assert status == 0 and out.startswith(f"A = {files['base']}\nB = {files['run_a']}")
    assert "Wilcoxon signed-rank" in out


def test_latex_escapes_and_compiles(files, capsys, tmp_path):
    status, out, _ = run_cli(capsys, "compare", files["qrels"], files["base"], files["run_a"], files["run_c"],
                             "-m", "map", "-m", "P_10", "--format", "latex", "--resamples", "200")
    assert status == 0
    assert r"\begin{tabular}{lrr}" in out and r"\end{tabular}" in out and r"P\_10" in out
    assert r"\textbf{" in out
    assert latex_escape("a_b&c%d#e$f") == r"a\_b\&c\%d\#e\$f"
    if shutil.which("pdflatex") is None:
        pytest.skip("pdflatex is not installed (Debian: texlive-latex-base)")
    doc = tmp_path / "t.tex"
    doc.write_text("\\documentclass{article}\n\\begin{document}\n" + out + "\\end{document}\n")
    done = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.name], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:]
    assert (tmp_path / "t.pdf").stat().st_size > 0


def test_bad_input_is_a_clear_error(files, capsys):
    status, _, err = run_cli(capsys, "compare", files["qrels"], files["base"], files["base"], "--format", "json")
    assert status == 2 and "given more than once" in err
    status, _, err = run_cli(capsys, "compare", files["qrels"], files["base"], files["run_a"], "--alpha", "2")
    assert status == 2 and "alpha" in err
    with pytest.raises(SystemExit):
        cli.main(["compare", files["qrels"], files["base"], files["run_a"], "--correction", "sidak"])


def test_format_comparison_rejects_unknown_format(files):
    base = evaluate(files["qrels"], files["base"], ["map"]).per_query("map")
    c = compare_runs({"b": {"map": base}, "a": {"map": {q: v + 0.01 * (hash(q) % 3) for q, v in base.items()}}},
                     n_resamples=100)
    from ireval_teach.errors import UnknownOptionError

    with pytest.raises(UnknownOptionError):
        format_comparison(c, "html")
