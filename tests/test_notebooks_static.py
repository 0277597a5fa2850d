"""Static checks of the lecture notebooks in ``notebooks/`` (issue 7).

The notebooks themselves are executed by nbval (``notebooks/`` is in pytest's testpaths and
pyproject sets ``--nbval-lax``: cells marked ``# NBVAL_CHECK_OUTPUT`` are compared). Here we check,
without running a kernel, that every notebook

(a) is valid nbformat and is stored executed, with outputs and without error outputs;
(b) stays free of re-implemented measures (the rule below);
(c) opens with a markdown cell whose first line is a ``# Title``;
(d) is linked from ``00_start_here.ipynb``;
and that every checked cell has a deterministic-looking output and is not a widget cell.

The "no re-implemented measure" rule (strict, with a small allow-list)
---------------------------------------------------------------------
A notebook imports the library and calls it; every number comes from ``ireval_teach``. In a code
cell (after IPython's own translation of ``%magics``):

* no ``def``, ``async def`` or ``class``; a ``lambda`` is allowed only as glue whose body is a
  single call (e.g. ``interact(lambda k: precision_at(r, k, trace=True), k=(1, 20))``);
* imports only from ``ireval_teach``, ``ipywidgets``, ``IPython`` and ``matplotlib`` (no numpy,
  math, statistics, fractions, scikit-learn, scipy, pytrec_eval ...);
* no division, floor division, modulo, power or matrix product at all, and no augmented assignment
  (``x += ...``); ``+``, ``-`` and ``*`` only to build data: between two number literals
  (``1_000_000 - 1``) or with a list/tuple/string literal on one side (``[1, 0] + [0] * 8``);
* no call to an aggregating or sorting function, by name or as a method:
  ``sum, min, max, sorted, mean, average, cumsum, log, log2, sqrt, argsort, sort, diff, trapz,
  fsum, searchsorted, accumulate, auc, ...`` (see ``BANNED_CALLS``).

Comparisons (``t.value == average_precision(r)``), ``len``, ``round`` (for display), indexing,
attribute access, comprehensions over steps and f-strings are allowed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = REPO / "notebooks"
CHECK_MARK = "# NBVAL_CHECK_OUTPUT"

ALLOWED_IMPORT_ROOTS = {"ireval_teach", "ipywidgets", "IPython", "matplotlib"}
BANNED_CALLS = {
    "sum", "min", "max", "sorted", "mean", "average", "median", "cumsum", "cumprod", "prod", "log", "log2",
    "log10", "log1p", "exp", "sqrt", "pow", "argsort", "argmax", "argmin", "sort", "lexsort", "diff",
    "trapz", "trapezoid", "fsum", "searchsorted", "accumulate", "maximum", "minimum", "count_nonzero",
    "nonzero", "flatnonzero", "divide", "true_divide", "floor_divide", "auc", "average_precision_score",
    "precision_recall_curve", "roc_auc_score", "ndcg_score", "dcg_score", "harmonic_mean", "fmean", "hypot",
    "interp", "cummax", "reduce", "Fraction",
}
ALWAYS_BANNED_OPS = (ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.MatMult)
DATA_OPS = (ast.Add, ast.Sub, ast.Mult)
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
ADDRESS = re.compile(r"\bat 0x[0-9a-fA-F]{4,}")


# -- the rule -------------------------------------------------------------------------------------
def _is_number_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
        and not isinstance(node.value, bool)


def _is_sequence_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, (ast.List, ast.Tuple)):
        return True
    # [1, 0] * 3 + [0] * 4: a product/sum that is itself sequence building
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mult)):
        return _is_sequence_literal(node.left) or _is_sequence_literal(node.right)
    return False


def _call_name(func: ast.AST) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def to_python(source: str) -> str:
    """A cell's source as plain Python (IPython's translation of %magics and !shell lines)."""
    from IPython.core.inputtransformer2 import TransformerManager

    return TransformerManager().transform_cell(source)


def code_problems(source: str) -> list[str]:
    """Why this code cell breaks the "no re-implemented measure" rule (empty list: it does not)."""
    try:
        tree = ast.parse(to_python(source))
    except SyntaxError as exc:
        return [f"syntax error: {exc.msg} (line {exc.lineno})"]
    problems = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", "?")
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            problems.append(f"line {line}: defines function {node.name!r} (call the library instead)")
        elif isinstance(node, ast.ClassDef):
            problems.append(f"line {line}: defines class {node.name!r}")
        elif isinstance(node, ast.Lambda):
            if not isinstance(node.body, ast.Call):
                problems.append(f"line {line}: a lambda may only be glue around one call")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] not in ALLOWED_IMPORT_ROOTS:
                    problems.append(f"line {line}: imports {alias.name!r}")
        elif isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if node.level or mod.split(".")[0] not in ALLOWED_IMPORT_ROOTS:
                problems.append(f"line {line}: imports from {mod!r}")
        elif isinstance(node, ast.AugAssign):
            problems.append(f"line {line}: augmented assignment ({type(node.op).__name__}=) looks like a "
                            "running computation")
        elif isinstance(node, ast.BinOp):
            op = type(node.op).__name__
            if isinstance(node.op, ALWAYS_BANNED_OPS):
                problems.append(f"line {line}: arithmetic ({op}) in a notebook cell")
            elif isinstance(node.op, DATA_OPS):
                numbers = _is_number_literal(node.left) and _is_number_literal(node.right)
                sequence = isinstance(node.op, (ast.Add, ast.Mult)) and (
                    _is_sequence_literal(node.left) or _is_sequence_literal(node.right))
                if not (numbers or sequence):
                    problems.append(f"line {line}: arithmetic ({op}) on computed values")
            else:
                problems.append(f"line {line}: operator {op}")
        elif isinstance(node, ast.Call):
            name = _call_name(node.func)
            if name in BANNED_CALLS:
                problems.append(f"line {line}: calls {name}() -- aggregate with the library, not in the cell")
    return problems


# -- the notebooks --------------------------------------------------------------------------------
def notebook_paths() -> list[Path]:
    return sorted(p for p in NOTEBOOK_DIR.glob("*.ipynb"))


def _source(cell) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def _is_checked(cell) -> bool:
    return _source(cell).lstrip().startswith(CHECK_MARK)


def _output_text(output) -> str:
    if output.get("output_type") == "stream":
        text = output.get("text", "")
        return "".join(text) if isinstance(text, list) else text
    data = output.get("data", {})
    return "\n".join("".join(v) if isinstance(v, list) else str(v) for k, v in data.items()
                     if k.startswith("text/"))


def notebook_problems(path: Path) -> list[str]:
    """Every static problem of one notebook file (used by the tests and by the build script)."""
    name = path.name
    try:
        nb = nbformat.read(str(path), as_version=4)
        nbformat.validate(nb)
    except Exception as exc:  # noqa: BLE001 - report any reading/validation failure
        return [f"{name}: not valid nbformat: {exc}"]
    problems = []
    cells = nb.cells
    if not cells or cells[0].cell_type != "markdown" or not _source(cells[0]).lstrip().startswith("# "):
        problems.append(f"{name}: the first cell must be markdown starting with a '# Title' line")
    code_cells = [c for c in cells if c.cell_type == "code" and _source(c).strip()]
    n_outputs = 0
    for i, cell in enumerate(cells):
        if cell.cell_type != "code" or not _source(cell).strip():
            continue
        where = f"{name} cell {i}"
        if cell.get("execution_count") is None:
            problems.append(f"{where}: not executed (store the notebook with its outputs)")
        n_outputs += len(cell.get("outputs", []))
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                problems.append(f"{where}: stored an error ({out.get('ename')}: {out.get('evalue')})")
        problems.extend(f"{where}: {p}" for p in code_problems(_source(cell)))
        if _is_checked(cell):
            outs = cell.get("outputs", [])
            if not outs:
                problems.append(f"{where}: marked {CHECK_MARK} but has no output")
            for out in outs:
                if WIDGET_MIME in out.get("data", {}):
                    problems.append(f"{where}: a widget cell must not be checked")
                if ADDRESS.search(_output_text(out)):
                    problems.append(f"{where}: checked output shows an object address (not deterministic)")
    if code_cells and n_outputs == 0:
        problems.append(f"{name}: no outputs stored")
    return problems


NOTEBOOKS = notebook_paths()


@pytest.mark.skipif(not NOTEBOOKS, reason="no notebooks yet")
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_valid_executed_and_measure_free(path):
    problems = notebook_problems(path)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if re.match(r"(0[1-9]|[1-8]\d)_", p.name)],
                         ids=lambda p: p.name)
def test_lecture_notebook_has_try_this_and_checked_numbers(path):
    nb = nbformat.read(str(path), as_version=4)
    text = "\n".join(_source(c) for c in nb.cells if c.cell_type == "markdown")
    assert "Try this" in text, f"{path.name}: no 'Try this' prompt for the students"
    assert any(_is_checked(c) for c in nb.cells if c.cell_type == "code"), \
        f"{path.name}: no cell marked {CHECK_MARK} (the numbers the course relies on are not checked)"


def test_start_here_links_every_notebook():
    start = NOTEBOOK_DIR / "00_start_here.ipynb"
    if not start.exists():
        pytest.skip("00_start_here.ipynb not written yet")
    nb = nbformat.read(str(start), as_version=4)
    text = "\n".join(_source(c) for c in nb.cells if c.cell_type == "markdown")
    targets = set(re.findall(r"\]\((?:\./)?([^)\s#]+\.ipynb)", text))
    missing = [p.name for p in NOTEBOOKS if p.name != start.name and p.name not in targets]
    assert not missing, f"00_start_here.ipynb does not link to: {', '.join(missing)}"
    broken = [t for t in targets if not (NOTEBOOK_DIR / t).resolve().exists()]
    assert not broken, f"00_start_here.ipynb links to notebooks that do not exist: {', '.join(broken)}"


# -- the rule can fail: it flags re-implementations and lets natural cells through -----------------
FORBIDDEN = {
    "def": "def ap(labels):\n    return 1\n",
    "class": "class P:\n    pass\n",
    "division": "p = tp / k",
    "floor division": "x = a // b",
    "power": "b2 = beta ** 2",
    "running sum": "tp = 0\nfor x in labels:\n    tp += x",
    "arithmetic on names": "f = 2 * p * r",
    "sum over a comprehension": "ap = sum(s.precision for s in t.steps if s.relevant)",
    "numpy import": "import numpy as np",
    "numpy cumsum": "from numpy import cumsum",
    "math import": "import math",
    "sklearn import": "from sklearn.metrics import auc",
    "method mean": "m = values.mean()",
    "cumsum attribute": "x = labels.cumsum()",
    "log2": "d = irt.log2(3)",
    "sorted scores": "order = sorted(scores, reverse=True)",
    "argsort": "order = scores.argsort()",
    "max interpolation": "p = max(ps)",
    "lambda with arithmetic": "f = lambda p, r: 2 * p * r",
    "division inside an f-string": "print(f'{tp / k}')",
}
ALLOWED = {
    "imports and a call": "%matplotlib inline\nfrom ireval_teach import Ranking, average_precision\n"
                          "r = Ranking([1, 0, 1], n_relevant=3)\naverage_precision(r, trace=True)",
    "sequence building": "labels = [1, 0] + [0] * 8\nr = Ranking([1] + [0] * 99)",
    "number literals": "t = contingency_table(tp=0, fp=0, fn=1, tn=1_000_000 - 1)",
    "comparison": "print(t.value == average_precision(r))",
    "comprehension over steps": "[(s.rank, s.precision) for s in t.steps if s.recall_changed]",
    "glue lambda": "interact(lambda k: precision_at(r, k, trace=True), k=(1, 20))",
    "widgets": "import ipywidgets as w\nfrom IPython.display import display\ndisplay(w.IntSlider())",
    "negative literal": "x = Ranking([1, 0], n_relevant=2 * 2)",
}


@pytest.mark.parametrize("name", sorted(FORBIDDEN))
def test_rule_flags_reimplementations(name):
    assert code_problems(FORBIDDEN[name]), f"the rule lets through: {name}"


@pytest.mark.parametrize("name", sorted(ALLOWED))
def test_rule_allows_natural_cells(name):
    assert code_problems(ALLOWED[name]) == []
