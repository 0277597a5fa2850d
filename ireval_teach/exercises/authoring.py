"""Instructor sources with solution markers -> student versions.

Instructors keep ONE notebook per assignment, with the solutions between markers::

    def my_ap(labels, n_relevant):
        ### BEGIN SOLUTION
        tp, total = 0, 0.0
        ...
        return total / n_relevant if n_relevant else 0.0
        ### END SOLUTION

    ### BEGIN SOLUTION
    my_ap_value = 0.4167
    ### END SOLUTION

:func:`strip_source` replaces each marked block:

* an **indented** block (inside a function) by ``raise NotImplementedError("your code here")`` at
  the marker's indentation, so the check reports "not attempted" until the student writes code;
* a **top-level** block by ``name = ...  # your answer here`` for the name(s) bound by the block's
  last assignment -- the answer; helper variables before it disappear (``...`` is what the
  checker reports as "not attempted"), so the student version runs top to bottom without an error.

Everything outside the markers is kept. Markers must pair up and not nest (an
:class:`~ireval_teach.errors.IrevalError` names the line otherwise). The student notebook has no
outputs or execution counts and keeps the source's cell ids, so regenerating it from an unchanged
source gives the same file (:func:`is_up_to_date`).

>>> src = '''def f(x):
...     ### BEGIN SOLUTION
...     return 2 * x
...     ### END SOLUTION
... ### BEGIN SOLUTION
... answer = f(2)
... ### END SOLUTION'''
>>> print(strip_source(src))
def f(x):
    raise NotImplementedError("your code here")
answer = ...  # your answer here
"""

from __future__ import annotations

import ast
import copy
import re
from pathlib import Path
from collections.abc import Iterable

from ..errors import IrevalError

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
_BEGIN_RE = re.compile(r"^(\s*)### BEGIN SOLUTION\s*$")
_END_RE = re.compile(r"^(\s*)### END SOLUTION\s*$")
STUB = 'raise NotImplementedError("your code here")'


def has_solution(code: str) -> bool:
    """Does the code contain a solution marker?"""
    return BEGIN in code or END in code


def _assigned_names(block: str) -> list[str]:
    """The names the block's LAST top-level assignment (or def) binds: the answer, not the helpers."""
    try:
        tree = ast.parse(block)
    except SyntaxError:
        return []
    names: list[str] = []
    for node in reversed(tree.body):
        if names:
            break
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.append(node.name)
        for t in targets:
            for n in ast.walk(t):
                if isinstance(n, ast.Name) and n.id not in names:
                    names.append(n.id)
    return names


def strip_source(code: str, where: str = "cell") -> str:
    """The student version of one code cell (see the module docstring)."""
    out: list[str] = []
    lines = code.split("\n")
    i = 0
    while i < len(lines):
        m = _BEGIN_RE.match(lines[i])
        if _END_RE.match(lines[i]):
            raise IrevalError(f"{where}, line {i + 1}: '{END}' without a '{BEGIN}' before it")
        if not m:
            out.append(lines[i])
            i += 1
            continue
        indent = m.group(1)
        j = i + 1
        while j < len(lines) and not _END_RE.match(lines[j]):
            if _BEGIN_RE.match(lines[j]):
                raise IrevalError(f"{where}, line {j + 1}: '{BEGIN}' inside another solution block "
                                  f"(opened at line {i + 1})")
            j += 1
        if j == len(lines):
            raise IrevalError(f"{where}, line {i + 1}: '{BEGIN}' is never closed by '{END}'")
        block = "\n".join(lines[i + 1:j])
        if indent:
            out.append(indent + STUB)
        else:
            import textwrap

            names = _assigned_names(textwrap.dedent(block))
            out.extend(f"{n} = ...  # your answer here" for n in names) if names else out.append("# your code here")
        i = j + 1
    return "\n".join(out)


def strip_notebook(nb):
    """A student copy of a notebook (an ``nbformat`` node): solutions stripped, outputs cleared."""
    student = copy.deepcopy(nb)
    for index, cell in enumerate(student.cells, start=1):
        if cell.cell_type == "code":
            cell.source = strip_source(cell.source, where=f"cell {index}")
            cell.outputs = []
            cell.execution_count = None
        elif has_solution(cell.source):
            raise IrevalError(f"cell {index} is a {cell.cell_type} cell with solution markers; "
                              "put solutions in code cells")
    student.metadata.pop("widgets", None)
    from .variants import CURRENT_SCHEME

    # the released notebook pins the variant scheme its inputs are drawn with (the grader honours it)
    student.metadata["ireval_exercise"] = {"version": "student", "generated_by": "ireval-teach strip",
                                           "variant_scheme": CURRENT_SCHEME}
    return student


def _read(path: Path):
    import nbformat

    try:
        return nbformat.read(str(path), as_version=4)
    except Exception as exc:  # noqa: BLE001 - json/schema errors: name the file
        raise IrevalError(f"cannot read notebook {path}: {exc}") from None


def student_text(source_path: str | Path) -> str:
    """The student version of a source notebook, as the text that :func:`strip_file` writes."""
    import nbformat

    return nbformat.writes(strip_notebook(_read(Path(source_path)))) + "\n"


def strip_file(source_path: str | Path, student_path: str | Path) -> Path:
    """Write the student version of ``source_path`` to ``student_path``."""
    student_path = Path(student_path)
    student_path.parent.mkdir(parents=True, exist_ok=True)
    student_path.write_text(student_text(source_path), encoding="utf-8")
    return student_path


def source_notebooks(paths: Iterable[str | Path]) -> list[Path]:
    """Expand files and directories into the source notebooks (``*.ipynb``, sorted)."""
    found: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found.extend(sorted(q for q in p.glob("*.ipynb") if not q.name.startswith(".")))
        elif p.suffix == ".ipynb" and p.exists():
            found.append(p)
        else:
            raise IrevalError(f"{p} is not a notebook or a directory of notebooks")
    return found


def strip_tree(sources: Iterable[str | Path], out_dir: str | Path) -> list[Path]:
    """Write the student version of every source notebook into ``out_dir`` (same file names); a course's own
    ``course_tasks.py`` beside the source notebooks is copied beside the student versions (their checks read it)."""
    from .course_tasks import copy_beside

    notebooks = source_notebooks(sources)
    written = [strip_file(src, Path(out_dir) / src.name) for src in notebooks]
    for folder in dict.fromkeys(src.parent for src in notebooks):
        copy_beside(folder, out_dir)
    return written


def is_up_to_date(source_path: str | Path, student_path: str | Path) -> bool:
    """Is ``student_path`` what stripping ``source_path`` gives now (compared as JSON, so formatting is ignored)?"""
    import json

    student_path = Path(student_path)
    if not student_path.exists():
        return False
    try:
        return json.loads(student_path.read_text(encoding="utf-8")) == json.loads(student_text(source_path))
    except ValueError:
        return False
