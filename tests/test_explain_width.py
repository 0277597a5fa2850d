"""Issue 14: every line ``ireval-teach explain`` prints is at most 100 characters, for every measure it
explains (the formula, the conventions, the table, long explanations and long docnos included)."""

from __future__ import annotations

import subprocess
import sys
import warnings

import pytest

from ireval_teach.trec.explain import explain, explain_text
from ireval_teach.trec.files import read_qrels, read_run
from ireval_teach.trec.measures import JG_FAMILIES, PREFS_FAMILIES, TREC_ORDER, expand_family

#: invented judgments and run: graded and negative labels, unjudged and unretrieved documents, long docnos
QRELS = "".join(f"q1 0 clueweb09-en0000-{i:02d}-{i * 7:05d} {lab}\n"
                for i, lab in enumerate([2, 0, 1, 3, -1, 0, 1, 0, 2, 1, 0, 0, 1]))
RUN = "".join(f"q1 Q0 clueweb09-en0000-{i:02d}-{i * 7:05d} {r + 1} {40 - r} longrunname\n"
              for r, i in enumerate([3, 1, 14, 0, 5, 4, 8, 20, 2, 6, 9, 7, 15, 16, 10, 11]))
#: every measure explain supports: trec_eval's families (default parameters), not text or other rel formats
FAMILIES = [f for f in TREC_ORDER if f not in ("runid", "relstring") + tuple(JG_FAMILIES) + PREFS_FAMILIES]
WIDTH = 100


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    d = tmp_path_factory.mktemp("explain_width")
    (d / "qrels").write_text(QRELS)
    (d / "run").write_text(RUN)
    return d, read_qrels(str(d / "qrels")), read_run(str(d / "run"))


def test_every_measure_fits_100_columns(data):
    _, qrels, run = data
    checked = 0
    for fam in FAMILIES:
        for m in expand_family(fam)[:3]:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                t = explain(qrels, run, "q1", m)
            for rows in ("all", "relevant", 3):
                text = explain_text(t, rows)
                long = [x for x in text.splitlines() if len(x) > WIDTH]
                assert long == [], (m.name, rows, long[:2])
            checked += 1
    assert checked >= 50


def test_command_line_fits_100_columns(data):
    d, _, _ = data
    for measure in ("AP", "nDCG@10", "bpref", "infAP", "P@5", "iprec_at_recall_0.30", "utility", "G"):
        proc = subprocess.run([sys.executable, "-m", "ireval_teach", "explain", "qrels", "run", "--query", "q1",
                               "--measure", measure, "--rows", "all"], cwd=d, capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 0, proc.stderr
        lines = proc.stdout.splitlines()
        assert len(lines) > 5 and max(len(x) for x in lines) <= WIDTH, measure


def test_width_is_checked(data):
    _, qrels, run = data
    t = explain(qrels, run, "q1", "AP")
    assert max(len(x) for x in explain_text(t, "all", width=60).splitlines()) <= 60
    from ireval_teach.errors import IrevalError

    with pytest.raises(IrevalError, match="width"):
        explain_text(t, width=10)


def test_command_line_fits_100_columns_with_a_long_path(data):
    d, _, _ = data
    deep = d / ("runs_of_the_" + "very_" * 30 + "long_experiment")
    deep.mkdir()
    (deep / "run").write_text(RUN)
    proc = subprocess.run([sys.executable, "-m", "ireval_teach", "explain", "qrels", str(deep / "run"), "--query",
                           "q1", "--measure", "AP"], cwd=d, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("query q1 of ") and lines[0].endswith("long_experiment/run"), lines[0]
    assert max(len(x) for x in lines) <= WIDTH
