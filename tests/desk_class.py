"""A small class for the TA's-desk tests: the instructor's notebook of assignment 03 (correct), the same
notebook with functions of ``tests/class_submissions.py`` put in (one mistake each), the untouched student
release (not attempted), a hostile notebook (markup in its id and output, then it ends its own process) and
an unreadable file. Invented data: these are not real students' files.

``write_class(folder)`` writes them as notebooks and returns {file stem: path}; ``canvas_zip`` packs them
with Canvas' bulk-download names. The assignment notebook carries points in its metadata
(``ap.exact`` 2, ``map.mean`` 3, the others 1: 7 in all).
"""

from __future__ import annotations

import inspect
import json
import zipfile
from pathlib import Path

import class_submissions as cs

from assignment03 import ROOT, SOURCE, STUDENT, TASK_IDS, four_task_notebook  # noqa: F401 (re-exported)
POINTS = {"ap.exact": 2, "map.mean": 3}
ANSWER = {"ap.exact": "my_ap", "ap.eleven_point": "my_11pt", "map.mean": "my_map"}

#: stem -> (student id, {task: class_submissions function names, the one bound to the answer name last})
CLASS = {
    "ok_a": ("s100", {}),
    "ok_b": ("s101", {}),
    "all_ranks": ("s102", {"ap.exact": ["ap_all_ranks"]}),
    "zero_based": ("s103", {"ap.exact": ["ap_zero_based"], "map.mean": ["ap_ok", "m_skip_zero"]}),
    "retrieved": ("s104", {"ap.exact": ["ap_retrieved_crash"], "ap.eleven_point": ["_pr", "_curve", "e_no_zero"]}),
    "pooled": ("s105", {"map.mean": ["m_pooled"], "ap.eleven_point": ["_pr", "_curve", "e_no_zero"]}),
}
HOSTILE_ID = '<img src=x onerror="alert(1)">&amp;'


def _nb(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _set_id(nb: dict, sid: str) -> None:
    for c in nb["cells"]:
        src = "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        if c["cell_type"] == "code" and "STUDENT_ID = " in src:
            c["source"] = src.replace('STUDENT_ID = "demo"', f"STUDENT_ID = {sid!r}")
            return


def _with_helpers(name: str) -> list[str]:
    """The module-level functions of class_submissions that ``name`` calls (recursively), then ``name``."""
    out: list[str] = []

    def visit(n: str) -> None:
        fn = getattr(cs, n)
        for g in fn.__code__.co_names + tuple(c for k in fn.__code__.co_consts if inspect.iscode(k)
                                              for c in k.co_names):
            if g != n and g not in out and inspect.isfunction(getattr(cs, g, None)) and \
                    getattr(cs, g).__module__ == cs.__name__:
                visit(g)
        if n not in out:
            out.append(n)

    visit(name)
    return out


def _replace_function(nb: dict, answer: str, names: list[str]) -> None:
    def plain(n: str) -> str:  # the function's source without its decorator
        src = inspect.getsource(getattr(cs, n))
        return src[src.index("def "):]

    code = "\n\n".join(plain(n) for n in names)
    code = ("import math\nfrom fractions import Fraction\nimport numpy as np\n\n" + code
            + f"\n\n{answer} = {names[-1]}\n")
    for c in nb["cells"]:
        src = "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        if c["cell_type"] == "code" and src.startswith(f"def {answer}("):
            c["source"] = code
            return
    raise AssertionError(f"no cell defines {answer}")


def assignment(folder: Path) -> Path:
    """The released notebook of assignment 03 with points in its metadata, cut to the four tasks this class
    is about (:data:`TASK_IDS`): the check cells of the assignment's other tasks are left out, so the grader
    grades these four only."""
    nb = four_task_notebook(STUDENT)
    nb["metadata"]["ireval_teach"] = {"points": POINTS}
    p = folder / "03_ap_map.ipynb"
    p.write_text(json.dumps(nb), encoding="utf-8")
    return p


def diagnosis_edits(k: int) -> dict[str, list[str]]:
    """The k-th pick of the diagnosis class's wrong submissions, one per function task of assignment 03."""
    out = {}
    for task in ANSWER:
        wrong = [w for w in cs.WRONG if w.task == task]
        out[task] = _with_helpers(wrong[k % len(wrong)].fn.__name__)
    return out


def write_class(folder: Path, copy: int = 0) -> dict[str, Path]:
    """The class (see the module docstring); ``copy`` k > 0 gives other ids and, in place of the fixed
    mistakes, the k-th wrong submissions of tests/class_submissions.py (for a larger class)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for i, (stem, (sid, edits)) in enumerate(CLASS.items()):
        nb = _nb(SOURCE)
        if copy:
            sid = f"{sid}c{copy}"
            if edits:
                edits = {t: v for t, v in diagnosis_edits(copy * len(CLASS) + i).items()}
        _set_id(nb, sid)
        for task, names in edits.items():
            _replace_function(nb, ANSWER[task], names)
        out[stem] = folder / f"{stem}.ipynb"
        out[stem].write_text(json.dumps(nb), encoding="utf-8")
    stub = _nb(STUDENT)
    _set_id(stub, "s106")
    out["stub"] = folder / "stub.ipynb"
    out["stub"].write_text(json.dumps(stub), encoding="utf-8")
    hostile = _nb(SOURCE)
    _set_id(hostile, HOSTILE_ID)
    hostile["cells"].insert(2, {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                                "source": 'print("<script>alert(2)</script>")\nimport os\nos._exit(3)'})
    out["hostile"] = folder / "hostile.ipynb"
    out["hostile"].write_text(json.dumps(hostile), encoding="utf-8")
    out["broken"] = folder / "broken.ipynb"
    out["broken"].write_text("{ this is not a notebook", encoding="utf-8")
    return out


#: Canvas names: <lastfirst>_[LATE_]<user id>_<submission id>_<original name>
CANVAS_NAMES = {stem: f"{stem.replace('_', '')}{'_LATE' if i == 2 else ''}_{7000 + i}_{90000 + i}_03_ap_map.ipynb"
                for i, stem in enumerate([*CLASS, "stub", "hostile", "broken"])}


def canvas_zip(files: dict[str, Path], zip_path: Path) -> Path:
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as zf:
        for stem, p in files.items():
            zf.write(p, CANVAS_NAMES[stem])
        zf.writestr("__MACOSX/._x", b"junk")
    return zip_path
