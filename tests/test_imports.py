"""Import hygiene: ``import ireval_teach`` and ``ireval-teach eval`` load only what they need.

Each check runs in a fresh interpreter and looks at ``sys.modules`` afterwards (what was loaded, not
how long it took: timings live in ``benchmarks/``).
"""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: never needed to import the package or to evaluate a run
HEAVY = ("matplotlib", "ipywidgets", "IPython", "scipy", "pandas", "sklearn", "ipykernel", "nbformat",
         "ireval_teach.exercises", "ireval_teach.widgets", "ireval_teach.display", "ireval_teach.examples")


def last_line_after(code: str, *args: str, env: dict | None = None) -> str:
    """The last line ``code`` prints, run in a fresh interpreter (``env``: its environment, default
    this one's) with the repository on its path."""
    env = dict(os.environ if env is None else env)
    env["PYTHONPATH"] = ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()[-1]


def loaded_after(code: str, *args: str) -> set[str]:
    """The top-level and ``ireval_teach.*`` module names in ``sys.modules`` after running ``code``."""
    return set(json.loads(last_line_after(code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n",
                                          *args)))


def test_import_ireval_teach_loads_no_submodule_and_no_numpy():
    mods = loaded_after("import ireval_teach")
    assert [m for m in mods if m.startswith("ireval_teach.")] == []
    assert "numpy" not in mods
    assert not [h for h in HEAVY if h in mods]


def test_using_a_measure_loads_its_modules_only():
    mods = loaded_after("from ireval_teach import Ranking, average_precision\n"
                        "assert average_precision(Ranking([1, 0, 1], n_relevant=2)) == (1 + 2 / 3) / 2")
    assert {"numpy", "ireval_teach.ranking", "ireval_teach.average_precision"} <= mods
    assert not [h for h in HEAVY + ("ireval_teach.significance", "ireval_teach.trec") if h in mods]


def test_cli_eval_loads_neither_plotting_nor_widgets_nor_exercises(tmp_path):
    qrels, run = tmp_path / "qrels.txt", tmp_path / "run.txt"
    qrels.write_text("1 0 d1 1\n1 0 d2 0\n2 0 d3 2\n")
    run.write_text("1 Q0 d1 1 2.0 r\n1 Q0 d2 2 1.0 r\n2 Q0 d3 1 1.0 r\n")
    code = ("import sys\nfrom ireval_teach.cli import main\n"
            "assert main(['eval', sys.argv[1], sys.argv[2], '-m', 'map', '-m', 'ndcg_cut_10', '-m', 'P_10', "
            "'-m', 'recip_rank']) == 0")
    mods = loaded_after(code, str(qrels), str(run))
    assert "ireval_teach.trec.evaluator" in mods                  # it did evaluate
    assert not [h for h in HEAVY + ("ireval_teach.significance",) if h in mods]


def test_cli_help_still_lists_the_plugin_commands():
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-m", "ireval_teach", "--help"], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0
    for command in ("eval", "explain", "compare", "grade", "strip"):
        assert f"    {command} " in out.stdout


def test_lazy_public_names_behave_like_eager_imports():
    code = """
import ireval_teach.generality, ireval_teach.average_precision, ireval_teach.rmse   # submodules first
import ireval_teach as it
assert callable(it.generality) and callable(it.average_precision) and callable(it.rmse)
assert it.generality is it.generality.__globals__["generality"]
assert it.significance.paired_t_test is it.paired_t_test                # a submodule by attribute
ns = {}
exec("from ireval_teach import *", ns)
assert sorted(k for k in ns if not k.startswith("__")) == sorted(it.__all__)
assert all(ns[k] is getattr(it, k) for k in it.__all__)
assert set(it.__all__) <= set(dir(it))
try:
    it.no_such_name
except AttributeError as exc:
    assert "no_such_name" in str(exc)
else:
    raise AssertionError("no AttributeError")
"""
    loaded_after(code)


def test_every_public_name_is_the_object_its_module_defines():
    import importlib

    import ireval_teach
    for name in ireval_teach.__all__:
        module = importlib.import_module(f"ireval_teach.{ireval_teach._WHERE[name]}")
        assert getattr(ireval_teach, name) is getattr(module, name), name


def _blas_threads_after(code: str, **env_extra) -> str:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    env.update(env_extra)
    return last_line_after(code + "\nimport os\nprint(os.environ.get('OPENBLAS_NUM_THREADS'))\n", env=env)


def test_the_command_line_asks_openblas_for_one_thread_unless_told_otherwise():
    run = ("from ireval_teach.cli import main\ntry:\n    main(['eval', '--help'])\nexcept SystemExit:\n    pass")
    assert _blas_threads_after(run) == "1"                                  # set before numpy is loaded
    assert _blas_threads_after(run, OPENBLAS_NUM_THREADS="2") == "2"        # the user's value wins
    assert _blas_threads_after("import numpy\n" + run) == "None"           # numpy loaded first: left alone
