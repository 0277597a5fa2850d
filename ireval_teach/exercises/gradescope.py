"""Gradescope: the autograder zip, and ``results/results.json`` in Gradescope's documented format.

``ireval-teach gradescope build --assignment 03 --out autograder.zip`` writes the zip Gradescope asks for
(its "Autograder Specifications"): at its root ``setup.sh`` (installs bubblewrap and this package, which the
zip carries, into ``/autograder/venv``), ``run_autograder`` (an executable script) and ``assignment.json`` (the
task ids and points; the course secret when ``IREVAL_EXERCISE_SECRET`` is set at build time). On Gradescope,
``run_autograder`` runs ``python -m ireval_teach.exercises.gradescope run``, which grades the notebook found
in ``/autograder/submission`` exactly as ``ireval-teach grade`` does (:func:`.grading.grade_notebook`: its own
sandbox, the same feedback) and writes ``/autograder/results/results.json``. The root ``/autograder`` can be
moved with the environment variable ``IREVAL_GRADESCOPE_ROOT`` (tests use a temporary folder).

The results (Gradescope's format: a top-level ``score``, ``output``, ``visibility``, ``stdout_visibility`` and
``tests``, each test with ``name``, ``number``, ``score``, ``max_score``, ``output``, ``tags`` and ``visibility``):

* one visible test per task, worth the task's points (:mod:`.points`), its output the task's feedback
  without the lines that mention hidden checks;
* for a function task, one more test "hidden checks" with visibility ``after_published`` and
  max_score 0 (its result already counts in the task's score), its output only those lines. They never
  hold a hidden input or its answer (:mod:`.probing` gives hints only, and :mod:`.remote` lets no
  text back from a hidden call);
* stdout (the grader's log) stays ``hidden``: only the instructors see it.

Isolation: bubblewrap when the container allows it; where it does not (user namespaces off), the
notebook runs in a plain child process (``--isolation process``) and the log says so. In that mode the
notebook can read ``/autograder/source``, the course secret included: give each assignment its own
secret (``IREVAL_EXERCISE_SECRET`` when building).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
import sys
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from . import points as _points

ROOT_ENV = "IREVAL_GRADESCOPE_ROOT"
VISIBILITY = ("hidden", "after_due_date", "after_published", "visible")
#: A sentence of the feedback about hidden checks (their count, hints, an exception type): after_published.
_HIDDEN_LINE = re.compile(r"hidden check", re.IGNORECASE)
#: The package files the zip carries (sources and data; no caches).
_PACKAGE_SUFFIXES = (".py", ".typed", ".gz", ".txt", ".json", ".csv", ".tsv")

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder image.
set -euo pipefail
apt-get update
apt-get install -y python3 python3-venv python3-pip bubblewrap
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install --upgrade pip
/autograder/venv/bin/pip install /autograder/source/package
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for every submission: grade the notebook in submission/, write results/results.json.
set -u
ROOT="${IREVAL_GRADESCOPE_ROOT:-/autograder}"
PY="${IREVAL_GRADESCOPE_PYTHON:-$ROOT/venv/bin/python}"
if [ ! -x "$PY" ]; then PY=python3; fi
cd "$ROOT" || exit 1
exec "$PY" -m ireval_teach.exercises.gradescope run --root "$ROOT"
"""


# ----------------------------------------------------------------------------------- results
def _split(message: str) -> tuple[str, str]:
    """(the message without its hidden-check lines, those lines)."""
    keep: list[str] = []
    hidden: list[str] = []
    for line in message.split("\n"):
        (hidden if _HIDDEN_LINE.search(line) else keep).append(line)
    return "\n".join(keep), "\n".join(hidden)


def results_json(sub: Any, task_ids: Sequence[str], points: Mapping[str, float]) -> dict:
    """Gradescope's results of one graded notebook (``sub``: a :class:`.grading.Submission`)."""
    from .tasks import TASKS

    by = {r.get("task"): r for r in sub.results if isinstance(r, dict)}
    tests: list[dict] = []
    for i, t in enumerate(task_ids, 1):
        r = by.get(t, {"passed": False, "status": "not yet", "message": "not graded"})
        task = TASKS.get(t)
        title = task.title if task is not None else t
        pts = float(points.get(t, 1.0))
        visible, hidden = _split(str(r.get("message", "")))
        tests.append({"name": f"{title} [{t}]", "number": str(i), "score": pts if r.get("passed") is True else 0.0,
                      "max_score": pts, "output": visible, "tags": [t], "visibility": "visible"})
        if task is not None and task.kind == "function":
            if not hidden:
                hidden = ("Hidden checks: all right." if r.get("passed") is True
                          else "Hidden checks: not run (see the task's feedback).")
            tests.append({"name": f"{title} [{t}]: hidden checks", "number": f"{i}.1", "score": 0.0,
                          "max_score": 0.0, "output": hidden, "tags": [t, "hidden checks"],
                          "visibility": "after_published"})
    got, possible = _points.score(sub.results, points)
    passed = sum(1 for t in task_ids if by.get(t, {}).get("passed") is True)
    output = f"Student id {sub.student_id}: passed {passed} of {len(task_ids)} tasks, {_points.fmt(got)} of " \
             f"{_points.fmt(possible)} points." + (f"\nNote: {sub.note}" if sub.note else "")
    return {"score": got, "output": output, "visibility": "visible", "stdout_visibility": "hidden", "tests": tests}


def find_submission(folder: Path, preferred: str = "") -> tuple[Path | None, str]:
    """The notebook to grade in Gradescope's submission folder (regular files only), and a note."""
    found = []
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(("__MACOSX", ".")))
        for f in sorted(filenames):
            p = Path(dirpath) / f
            try:
                st = p.lstat()
            except OSError:
                continue
            if f.lower().endswith(".ipynb") and stat.S_ISREG(st.st_mode) and ".ipynb_checkpoints" not in p.parts:
                found.append(p)
    if not found:
        return None, "no notebook (.ipynb) was found in the submission"
    pick = next((p for p in found if preferred and p.stem == preferred), found[0])
    note = "" if len(found) == 1 else (f"{len(found)} notebooks were submitted; graded {pick.name}")
    return pick, note


def run(root: str | Path | None = None) -> dict:
    """Grade the submission under ``root`` (default ``$IREVAL_GRADESCOPE_ROOT`` or ``/autograder``)."""
    from .grading import Submission, _missing, grade_notebook
    from .isolation import isolation_status
    from .variants import SECRET_ENV

    root = Path(root or os.environ.get(ROOT_ENV) or "/autograder")
    config = json.loads((root / "source" / "assignment.json").read_text(encoding="utf-8"))
    task_ids = list(config["tasks"])
    points = {t: float(p) for t, p in config["points"].items()}
    if config.get("secret"):
        os.environ[SECRET_ENV] = str(config["secret"])
    usable, why = isolation_status()
    isolation = "bwrap" if usable else "process"
    if not usable:
        print(f"ireval-teach: bubblewrap cannot run here ({why}); the notebook runs in a plain child process",
              flush=True)
    path, note = find_submission(root / "submission", str(config.get("notebook", "")))
    if path is None:
        sub = Submission(file="(none)", student_id="", note=note)
        sub.results = [_missing(t, note) for t in task_ids]
    else:
        sub = grade_notebook(path, task_ids, timeout=float(config.get("timeout", 120.0)),
                             cell_timeout=float(config.get("cell_timeout", 30.0)), isolation=isolation)
        if note:
            sub.note = "; ".join(x for x in (sub.note, note) if x)
    results = results_json(sub, task_ids, points)
    out = root / "results" / "results.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name("results.json.part")
    tmp.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8",
                   errors="backslashreplace")
    tmp.replace(out)
    print(f"ireval-teach: {results['output']}", flush=True)
    return results


# ------------------------------------------------------------------------------------- build
def _package_root() -> Path:
    return Path(__file__).resolve().parents[1]


def build(out_zip: str | Path, assignment: str | Path | None = None, tasks: Sequence[str] | None = None,
          timeout: float = 120.0, cell_timeout: float = 30.0) -> Path:
    """Write the autograder zip (see the module docstring); the secret is read from ``IREVAL_EXERCISE_SECRET``."""
    from ..errors import InvalidOptionError
    from .grading import assignment_task_ids
    from .variants import SECRET_ENV

    task_ids = assignment_task_ids(assignment, tasks)
    points = _points.task_points(task_ids, assignment)
    out_zip = Path(out_zip)
    if out_zip.suffix.lower() != ".zip":
        raise InvalidOptionError(f"--out {out_zip}: the autograder must be a .zip file")
    config = {"tasks": task_ids, "points": points, "timeout": timeout, "cell_timeout": cell_timeout,
              "notebook": Path(str(assignment)).stem if assignment is not None and str(assignment).endswith(".ipynb")
              else ""}
    if os.environ.get(SECRET_ENV):
        config["secret"] = os.environ[SECRET_ENV]
    pkg = _package_root()
    project = pkg.parent
    out_zip.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_zip.with_name(out_zip.name + ".part")
    fixed = (1980, 1, 1, 0, 0, 0)  # the same bytes on every build

    def add(name: str, data: bytes, mode: int = 0o644) -> None:
        info = zipfile.ZipInfo(name, fixed)
        info.external_attr = (stat.S_IFREG | mode) << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        zf.writestr(info, data)

    with zipfile.ZipFile(tmp, "w") as zf:
        add("setup.sh", SETUP_SH.encode(), 0o755)
        add("run_autograder", RUN_AUTOGRADER.encode(), 0o755)
        add("assignment.json", (json.dumps(config, indent=1, sort_keys=True) + "\n").encode())
        add("package/pyproject.toml", _pyproject(project).encode())
        add("package/README.md", b"ireval-teach, as bundled by `ireval-teach gradescope build`.\n")
        for f in sorted(pkg.rglob("*")):
            if f.is_file() and "__pycache__" not in f.parts and f.name.endswith(_PACKAGE_SUFFIXES):
                add("package/" + f.relative_to(project).as_posix(), f.read_bytes())
    tmp.replace(out_zip)
    return out_zip


def _pyproject(project: Path) -> str:
    """The project's pyproject.toml, or (installed from a wheel) a minimal one with the same dependencies."""
    p = project / "pyproject.toml"
    if p.is_file() and 'name = "ireval-teach"' in p.read_text(encoding="utf-8"):
        return p.read_text(encoding="utf-8")
    return ('[build-system]\nrequires = ["setuptools>=77"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\n'
            'name = "ireval-teach"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n'
            'dependencies = ["numpy>=1.23", "scipy>=1.15", "tqdm>=4.60"]\n\n'
            '[tool.setuptools.packages.find]\ninclude = ["ireval_teach*"]\n\n'
            '[tool.setuptools.package-data]\nireval_teach = ["py.typed", "data/*"]\n')


# --------------------------------------------------------------------------------- commands
def _build_cmd(args: argparse.Namespace) -> int:
    from ..errors import IrevalError

    tasks = [t.strip() for t in args.tasks.split(",") if t.strip()] if args.tasks else None
    try:
        path = build(args.out, args.assignment, tasks, timeout=args.timeout, cell_timeout=args.cell_timeout)
    except IrevalError as exc:
        print(f"ireval-teach gradescope build: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {path}: upload it as the assignment's autograder (Configure Autograder > Zip file upload)")
    return 0


def _run_cmd(args: argparse.Namespace) -> int:
    try:
        run(args.root)
    except Exception as exc:  # noqa: BLE001 - a broken autograder: a valid results.json, the traceback in the log
        root = Path(args.root or os.environ.get(ROOT_ENV) or "/autograder")
        out = root / "results" / "results.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"score": 0.0, "output": f"The autograder could not run ({type(exc).__name__}); "
                                   "your instructors can see why.", "stdout_visibility": "hidden", "tests": []}) + "\n",
                       encoding="utf-8")
        raise
    return 0


def register(subparsers) -> None:
    """The ``gradescope`` command: ``gradescope build`` (the zip) and ``gradescope run`` (inside Gradescope)."""
    g = subparsers.add_parser("gradescope", help="build a Gradescope autograder for an assignment",
                              description="Gradescope autograder: `build` writes the zip to upload; `run` is what "
                                          "the zip's run_autograder calls inside Gradescope.")
    sub = g.add_subparsers(dest="gradescope_command", required=True)
    b = sub.add_parser("build", help="write the autograder zip (setup.sh, run_autograder, the package)")
    b.add_argument("--assignment", default=None, help="the assignment notebook or its name, e.g. 03_ap_map or 03")
    b.add_argument("--tasks", default=None, help="comma-separated task ids (instead of --assignment)")
    b.add_argument("--out", default="autograder.zip", help="the zip to write (default autograder.zip)")
    b.add_argument("--timeout", type=float, default=120.0, help="time limit for the notebook's cells (s)")
    b.add_argument("--cell-timeout", type=float, default=30.0, help="time limit per cell (s)")
    b.set_defaults(func=_build_cmd)
    r = sub.add_parser("run", help="grade /autograder/submission into /autograder/results/results.json")
    r.add_argument("--root", default=None, help=f"the autograder folder (default ${ROOT_ENV} or /autograder)")
    r.set_defaults(func=_run_cmd)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ireval_teach.exercises.gradescope")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["gradescope", *(sys.argv[1:] if argv is None else argv)])
    return int(args.func(args))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
