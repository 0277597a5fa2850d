"""Build the lecture notebooks from small Python sources, execute them and store them with outputs.

Each lecture notebook ``notebooks/NN_name.ipynb`` has a source ``notebooks/src/nbNN_name.py`` that
defines ``NAME`` (the notebook's file stem, e.g. ``"05_pr_curve"``), ``SUMMARY`` (one line for the
map in ``00_start_here``) and ``CELLS`` (a list of cells made with :func:`md` and :func:`code`).
Nothing else: the source is the notebook, written as text. Copy an existing source to start a new one.

Rules the sources follow (``tests/test_notebooks_static.py`` enforces them on the built notebooks):

* the first cell is markdown and starts with a ``# Title``;
* code cells only import ``ireval_teach`` (and ``ipywidgets`` / ``IPython.display``) and call it:
  no ``def``, no arithmetic on measures, no numpy; every number comes from the library;
* a code cell that prints a number the course relies on is made with ``code(..., check=True)``,
  which adds the first line ``# NBVAL_CHECK_OUTPUT`` (nbval then compares its output); its output
  must be deterministic (no object addresses, timings or unseeded randomness);
* widget cells are made with plain ``code(...)`` (never checked).

Build, execute and store every notebook (or only some, by stem or number)::

    python3 notebooks/src/build_notebooks.py            # all
    python3 notebooks/src/build_notebooks.py 05 06      # only 05_* and 06_*
    python3 notebooks/src/build_notebooks.py --no-execute 05   # write without running

Execution uses nbclient with the ``python3`` kernel, the working directory ``notebooks/`` and the
repository root on ``PYTHONPATH`` (so it works without installing the package); each notebook must
run in under 20 s.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import textwrap
import time
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

SRC_DIR = Path(__file__).resolve().parent
NOTEBOOK_DIR = SRC_DIR.parent
REPO_ROOT = NOTEBOOK_DIR.parent
CHECK_MARK = "# NBVAL_CHECK_OUTPUT"
TIME_LIMIT_S = 20.0

def md(*parts: str):
    """A markdown cell from indented triple-quoted strings (each part is dedented, then they are joined)."""
    return new_markdown_cell("".join(textwrap.dedent(p) for p in parts).strip("\n"))


def code(src: str, check: bool = False):
    """A code cell; ``check=True`` marks it for nbval output comparison (``# NBVAL_CHECK_OUTPUT``)."""
    src = textwrap.dedent(src).strip("\n")
    if check:
        src = f"{CHECK_MARK}\n{src}"
    return new_code_cell(src)


def course_kernelspec() -> dict:
    """The kernelspec every stored notebook names: the one ``ireval-teach lectures`` (and ``./course setup``)
    installs, so a notebook opens on its own kernel, not marked modified (``ireval_teach.course``)."""
    try:
        from ireval_teach.course import KERNEL_DISPLAY_NAME, KERNEL_NAME
    except ImportError:  # the build run by a python without the package installed
        sys.path.insert(0, str(REPO_ROOT))
        from ireval_teach.course import KERNEL_DISPLAY_NAME, KERNEL_NAME
    return {"name": KERNEL_NAME, "display_name": KERNEL_DISPLAY_NAME, "language": "python"}


def make_notebook(name: str, cells: list):
    """A notebook with deterministic cell ids (``<name>-00``, ...) naming the course's kernelspec.

    The build executes it with the ``python3`` kernel (see :func:`client`), the same interpreter.
    """
    nb = new_notebook(cells=list(cells))
    stem = name.replace("_", "-")[:40]
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{stem}-{i:02d}"
    nb.metadata["kernelspec"] = course_kernelspec()
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def stored_notebooks() -> list[Path]:
    """Every notebook the course stores: the lectures and both versions of the assignments."""
    return sorted([*NOTEBOOK_DIR.glob("*.ipynb"), *(REPO_ROOT / "exercises").glob("*/*.ipynb")])


def set_course_kernelspec(path: Path) -> bool:
    """Rewrite one stored notebook's ``kernelspec`` metadata to :func:`course_kernelspec` (nothing else
    changes, written as nbformat writes it); True when the file changed."""
    import json

    text = path.read_text(encoding="utf-8")
    nb = json.loads(text)
    nb.setdefault("metadata", {})["kernelspec"] = course_kernelspec()
    new = json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


def client(nb, timeout: int = 120, **options):
    """The nbclient ``NotebookClient`` the build runs ``nb`` with (``options`` override its settings).

    A fresh ``python3`` kernel in notebooks/, the repository root on ``PYTHONPATH``, widget state stored.
    The kernel is stopped at once when the last cell is done (``shutdown_kernel="immediate"``): a
    graceful shutdown request added about 1 s to every notebook, and there is nothing left to save.
    """
    from nbclient import NotebookClient

    env_path = os.environ.get("PYTHONPATH", "")
    if str(REPO_ROOT) not in env_path.split(os.pathsep):
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env_path) if p)
    # every figure output records how it looks on a projector (ireval_teach.display._audit; a test reads it)
    audit = "--IPKernelApp.exec_lines=import ireval_teach.display._audit as _a; _a.install(); del _a"
    settings = dict(timeout=timeout, kernel_name="python3", record_timing=False, store_widget_state=True,
                    shutdown_kernel="immediate", resources={"metadata": {"path": str(NOTEBOOK_DIR)}},
                    extra_arguments=[audit])
    settings.update(options)
    return NotebookClient(nb, **settings)


def execute(nb, timeout: int = 120):
    """Run every cell (working directory notebooks/), store outputs and widget state; return (nb, seconds)."""
    start = time.perf_counter()
    client(nb, timeout).execute()
    return nb, time.perf_counter() - start


def load_source(path: Path):
    """Import one ``nbNN_*.py`` source file and return the module (with NAME and CELLS)."""
    spec = importlib.util.spec_from_file_location(f"_nbsrc_{path.stem}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    for attr in ("NAME", "CELLS"):
        if not hasattr(mod, attr):
            raise SystemExit(f"{path}: a notebook source must define {attr}")
    return mod


def sources(selectors: list[str] | None = None) -> list[Path]:
    """The notebook sources, optionally only those whose stem or number matches a selector."""
    paths = sorted(SRC_DIR.glob("nb[0-9][0-9]_*.py"))
    if selectors:
        paths = [p for p in paths if any(p.stem[2:].startswith(s) or p.stem == s for s in selectors)]
    return paths


def build(path: Path, run: bool = True) -> tuple[Path, float | None]:
    """Build (and by default execute) one notebook from its source; write it to notebooks/."""
    mod = load_source(path)
    nb = make_notebook(mod.NAME, mod.CELLS)
    nbformat.validate(nb)
    seconds = None
    if run:
        nb, seconds = execute(nb)
    out = NOTEBOOK_DIR / f"{mod.NAME}.ipynb"
    nbformat.write(nb, str(out))
    return out, seconds
