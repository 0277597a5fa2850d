"""All-pairs families and their replication; the derived digits systems; the p-value picture."""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pytest

from ireval_teach import cli, digits
from ireval_teach.digits_variants import (near_identical_copies, perturbed_average_precisions,
                                          truncated_average_precisions)
from ireval_teach.errors import InvalidCutoffError
from ireval_teach.many_systems import all_pairs, replicate
from ireval_teach.multiple_testing import adjust


def _scores(seed=0, k=5, n=40):
    rng = np.random.default_rng(seed)
    base = rng.uniform(0, 1, n)
    return {f"s{i}": base + rng.normal(0, 0.05, n) for i in range(k)}


def test_all_pairs_equals_scipy_and_the_corrections():
    from scipy.stats import ttest_rel

    s = _scores()
    fam = all_pairs(s)
    names = list(s)
    ref = [ttest_rel(s[a], s[b]).pvalue for a, b in itertools.combinations(names, 2)]
    assert np.allclose(fam.p_values, ref, rtol=1e-12, atol=0)
    assert fam.counts()["holm"] == int((adjust(ref, "holm") < 0.05).sum())
    assert fam.counts()["none"] == int((np.array(ref) < 0.05).sum())


def test_replicate_vectorised_equals_one_family_per_draw():
    s = _scores(3, k=6, n=60)
    rep = replicate(s, sample_size=20, draws=30, seed=4)
    rng = np.random.default_rng(4)
    cols = [rng.choice(60, size=20, replace=False) for _ in range(30)]
    for d, c in enumerate(cols):
        fam = all_pairs({k: v[c] for k, v in s.items()})
        for corr, n in fam.counts().items():
            assert rep.significant[corr][d] == n


def test_a_pair_equal_everywhere_is_not_a_test():
    s = _scores(k=3)
    s["copy"] = s["s0"].copy()
    fam = all_pairs(s)
    assert fam.m == len(fam.pairs) - 1
    assert math.isnan(fam.p_values[fam.pairs.index(("s0", "copy"))])
    rep = replicate(s, sample_size=10, draws=5, seed=1)
    assert rep.m == 6 and len(rep.significant["bh"]) == 5


def test_truncated_ap_equals_the_shipped_runs():
    from ireval_teach.trec import evaluate

    files = digits.trec_files()
    ap = truncated_average_precisions("pixels_l1", 100, digits.trec_queries())
    ev = evaluate(files["qrels"], files["pixels_l1"], ["map"]).per_query("map")
    assert np.allclose(ap, list(ev.values()), rtol=0, atol=1e-12)


def test_copies_are_near_identical_and_seeded():
    q = digits.trec_queries()[:20]
    c = near_identical_copies("pca8_l2", copies=3, noise=0.05, seed=2, queries=q)
    a = perturbed_average_precisions("pca8_l2", 0.05, 3, q)
    assert np.array_equal(c["pca8_l2+noise#1"], a)
    assert np.array_equal(perturbed_average_precisions("pca8_l2", 0.0, 0, q), digits.average_precisions("pca8_l2", q))
    with pytest.raises(InvalidCutoffError):
        near_identical_copies(copies=1)


def test_plot_p_values_thresholds():
    from ireval_teach.display.significance import plot_p_values

    fig = plot_p_values([0.01, 0.04, 0.5, float("nan")])
    lines = {ln.get_gid(): ln for ln in fig.axes[0].lines}
    assert list(lines["p-value"].get_ydata()) == [0.01, 0.04, 0.5]
    assert list(lines["bh"].get_ydata()) == pytest.approx([0.05 / 3, 0.1 / 3, 0.05])


def test_eval_ties_report_json(capsys, tmp_path):
    (tmp_path / "q").write_text("1 0 a 1\n1 0 b 0\n1 0 c 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 5.0 t\n1 Q0 b 2 5.0 t\n1 Q0 c 3 1.0 t\n")
    assert cli.main(["eval", str(tmp_path / "q"), str(tmp_path / "r"), "-m", "P@1", "--ties-report", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows == [{"query": "1", "measure": "P@1", "worst": 0.0, "expected": 0.5, "best": 1.0, "method": "exact",
                     "tie_groups": 1, "tied_documents": 2}]
    assert cli.main(["eval", str(tmp_path / "q"), str(tmp_path / "r"), "-m", "P@1", "--ties-report"]) == 0
    assert "ties can move 1 of 1 queries" in capsys.readouterr().out
