"""The progress display of `grade` (issue 17): tqdm's notebook bar in Jupyter, its text bar on a terminal,
nothing otherwise (a pipe, a log, CI, --quiet). The choice is tested without a browser: with a stand-in for a
kernel, and in a real Jupyter kernel run by nbclient (the bar's widget and its final state are in the notebook)."""

from __future__ import annotations

import csv
import importlib
import io
import json
import sys
import types
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

from ireval_teach.errors import UnknownOptionError  # noqa: E402
from ireval_teach.exercises import variant  # noqa: E402
from ireval_teach.exercises.grading import grade, in_jupyter, progress_kind  # noqa: E402
from ireval_teach.exercises.isolation import isolation_status  # noqa: E402

ISOLATION = "bwrap" if isolation_status()[0] else "process"


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def _notebook(sid: str) -> "nbformat.NotebookNode":
    v = variant("gen.generality", sid)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(f'STUDENT_ID = "{sid}"'),
                nbformat.v4.new_code_cell(f"my_generality = {v['c'] / v['d']!r}")]
    return nb


def _write(tmp_path: Path, n: int) -> list[Path]:
    paths = []
    for i in range(n):
        p = tmp_path / f"p{i}.ipynb"
        nbformat.write(_notebook(f"p{i}"), str(p))
        paths.append(p)
    return paths


def test_the_choice_outside_jupyter():
    assert progress_kind("auto", io.StringIO()) == "none"  # a pipe, a log file, CI
    assert progress_kind("auto", _Tty()) == "terminal"
    assert progress_kind(True, _Tty()) == "terminal"
    assert progress_kind(False, _Tty()) == progress_kind("none", _Tty()) == "none"
    assert progress_kind("notebook") == "notebook" and progress_kind("terminal", io.StringIO()) == "terminal"
    assert progress_kind("auto", object()) == "none"  # a stream without isatty
    assert not in_jupyter()
    with pytest.raises(UnknownOptionError, match="progress 'bar'"):
        progress_kind("bar")


def test_the_choice_in_a_kernel_is_the_one_tqdm_auto_makes(monkeypatch):
    """With a (stand-in) Jupyter kernel, grade picks the notebook bar, and tqdm.auto picks tqdm.notebook."""
    pytest.importorskip("ipywidgets")
    IPython = pytest.importorskip("IPython")
    import tqdm.autonotebook

    class ZMQInteractiveShell:  # the class name tqdm.auto looks at
        pass

    monkeypatch.setitem(sys.modules, "ipykernel.zmqshell", types.ModuleType("ipykernel.zmqshell"))
    monkeypatch.setattr(IPython, "get_ipython", lambda: ZMQInteractiveShell())
    try:
        assert in_jupyter()
        assert progress_kind("auto", io.StringIO()) == "notebook"  # even though stderr is no terminal
        assert progress_kind("none") == "none"
        with pytest.warns(Warning):
            importlib.reload(tqdm.autonotebook)
        assert tqdm.autonotebook.tqdm.__module__ == "tqdm.notebook"
    finally:
        monkeypatch.undo()
        importlib.reload(tqdm.autonotebook)
    assert tqdm.autonotebook.tqdm.__module__ == "tqdm.std" and not in_jupyter()


def test_terminal_bar_and_silence(tmp_path, capsys):
    paths = _write(tmp_path, 2)
    grade(paths, tmp_path / "a.csv", tasks=["gen.generality"], workers=1, isolation=ISOLATION, progress="terminal")
    err = capsys.readouterr().err
    assert "grading" in err and "2/2" in err and "notebook" in err  # tqdm's bar: "grading: 100%|...| 2/2 ..."
    grade(paths, tmp_path / "b.csv", tasks=["gen.generality"], workers=1, isolation=ISOLATION)  # auto, no terminal
    assert capsys.readouterr().err == ""
    assert [r["passed"] for r in csv.DictReader((tmp_path / "b.csv").open(encoding="utf-8"))] == ["1", "1"]


def test_the_command_is_quiet_when_asked(tmp_path, capsys):
    cli = pytest.importorskip("ireval_teach.cli")
    paths = _write(tmp_path, 1)
    args = ["grade", str(paths[0]), "--out", str(tmp_path / "g.csv"), "--tasks", "gen.generality",
            "--isolation", ISOLATION]
    assert cli.main(args) == 0
    out, err = capsys.readouterr()
    assert "graded 1 notebooks" in out and "grading" not in err  # stderr is not a terminal here: no bar
    assert cli.main(args + ["--quiet"]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "grading" not in err


def test_in_a_jupyter_kernel_the_notebook_bar_is_drawn(tmp_path):
    """A teaching assistant's notebook calls grade(): its output is tqdm's widget bar, which ends at n/n."""
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    pytest.importorskip("ipywidgets")
    paths = _write(tmp_path, 2)
    ta = nbformat.v4.new_notebook()
    ta.cells = [nbformat.v4.new_code_cell(
        "from ireval_teach.exercises.grading import grade, progress_kind\n"
        f"results = grade({[str(p) for p in paths]!r}, {str(tmp_path / 'g.csv')!r}, tasks=['gen.generality'], "
        f"workers=2, isolation={ISOLATION!r})\n"
        "print(progress_kind(), [r.passed for r in results])")]
    nbclient.NotebookClient(ta, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}},
                            store_widget_state=True).execute()
    outputs = ta.cells[0].outputs
    assert any(o.get("text", "").strip() == "notebook [1, 1]" for o in outputs), outputs
    views = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(views) == 1, outputs  # one bar, a widget
    state = ta.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    bars = [w["state"] for w in state.values() if w.get("model_name") == "FloatProgressModel"]
    assert len(bars) == 1 and bars[0]["max"] == 2 and bars[0]["value"] == 2, json.dumps(state)[:2000]
    labels = " ".join(str(w["state"].get("value", "")) for w in state.values() if w.get("model_name") == "HTMLModel")
    assert "grading" in labels and "2/2" in labels
