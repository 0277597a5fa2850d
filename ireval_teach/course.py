"""The course as files: the lecture notebooks and the student assignments, copied where a class works on them.

``ireval-teach course DIR`` copies them into DIR (``notebooks/``, ``exercises/README.md``,
``exercises/student/``); ``ireval-teach lectures [--dir DIR] [JupyterLab options...]`` makes (or reuses)
such a working copy, installs the course's Jupyter kernel and opens JupyterLab on ``00_start_here``.
A class session works on the copy, never on the installed package or the repository: files already in the
copy (a student's edits) are kept; ``--reset NAME`` puts one file back to the original.

The originals come from the installed package (a wheel carries them under ``ireval_teach/course_files/``,
put there by ``setup.py`` at build time) or, in a checkout, from the repository itself.

The kernel: every stored notebook names the kernelspec :data:`KERNEL_NAME` (display name
:data:`KERNEL_DISPLAY_NAME`), which ``lectures`` installs into the running environment
(``python -m ipykernel install --sys-prefix``). A notebook then opens with the environment's own
interpreter, already matching its metadata: it is not marked modified on opening, and JupyterLab never
asks which kernel to use.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from .errors import CourseFilesError

#: the kernelspec every stored notebook names, installed by ``lectures`` (and ``./course setup``)
KERNEL_NAME = "ireval-teach"
KERNEL_DISPLAY_NAME = "Python 3 (ireval-teach)"
#: the notebook JupyterLab opens first
START = "notebooks/00_start_here.ipynb"
#: where ``lectures`` works when neither --dir nor IREVAL_LECTURES_DIR says otherwise
DEFAULT_DIR = "~/ireval_teach_lectures"
#: the course files inside the installed package (a wheel) ...
PACKAGED = Path(__file__).resolve().parent / "course_files"
#: ... or in a checkout of the repository (an editable install)
CHECKOUT = Path(__file__).resolve().parents[1]
#: package and test files JupyterLab's file browser does not show
HIDDEN_GLOBS = ["__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~", "__init__.py", "conftest.py", "*.egg-info"]
#: JupyterLab's settings for a lecture (its settings overrides): no "get notified about Jupyter news?" pop-up
#: over a lecture; a notebook whose kernel is not installed starts the default kernel instead of asking
LAB_OVERRIDES: dict[str, dict[str, object]] = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
                 "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True}}


def course_files(root: Path) -> list[str]:
    """The course's files under ``root`` (relative POSIX paths, sorted): lecture notebooks, the
    assignments' README and the student versions of the assignments."""
    found = [*root.glob("notebooks/*.ipynb"), root / "exercises" / "README.md",
             *root.glob("exercises/student/*.ipynb")]
    return sorted(p.relative_to(root).as_posix() for p in found if p.is_file())


def originals() -> Path:
    """The directory holding the original course files (installed package first, then the checkout).

    Raises :class:`CourseFilesError` when neither has them (e.g. a wheel built without them).
    """
    for root in (PACKAGED, CHECKOUT):
        if (root / START).is_file():
            return root
    raise CourseFilesError(f"the course files are not installed: neither {PACKAGED / START} nor {CHECKOUT / START} "
                           "exists (reinstall ireval-teach from a wheel or sdist, or run from a checkout)")


def copy_course(dest: Path, *, replace: Sequence[str] = (), source: Path | None = None) -> tuple[list[str], list[str]]:
    """Copy the course into ``dest``; returns (files copied, files kept).

    A file already in ``dest`` is kept (a student's edits survive), unless its name (a file stem such as
    ``05_pr_curve``, or ``all``) is in ``replace``: then it is the original again. A name in ``replace``
    that matches no course file raises :class:`CourseFilesError`.
    """
    source = originals() if source is None else source
    files = course_files(source)
    if not files:
        raise CourseFilesError(f"{source} holds none of the course files")
    stems = {Path(f).name.removesuffix(".ipynb") for f in files}
    wanted = {Path(n).name.removesuffix(".ipynb") for n in replace}
    unknown = sorted(wanted - stems - {"all"})
    if unknown:
        raise CourseFilesError(f"no course file named {', '.join(map(repr, unknown))} "
                               f"(the names are the notebooks' file stems, e.g. 05_pr_curve, or 'all')")
    if dest.exists() and not dest.is_dir():
        raise CourseFilesError(f"{dest} is a file, not a directory")
    copied, kept = [], []
    info: dict | None = None        # the kernel's language_info: one child interpreter per copy, not per notebook
    for rel in files:
        target = dest / rel
        if target.exists() and not ("all" in wanted or Path(rel).name.removesuffix(".ipynb") in wanted):
            kept.append(rel)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if rel.endswith(".ipynb"):
            info = kernel_language_info() if info is None else info
            target.write_text(for_this_kernel((source / rel).read_text(encoding="utf-8"), info), encoding="utf-8")
        else:
            shutil.copyfile(source / rel, target)
        copied.append(rel)
    return copied, kept


def kernel_language_info() -> dict:
    """What this environment's kernel will report as ``language_info`` (ipykernel's own dict, whose
    ``version`` is this interpreter's); without ipykernel, the minimal ``{"name": "python", "version": ...}``.

    Asked in a child interpreter: importing ipykernel here would make this process look like a Jupyter
    kernel to whatever checks ``sys.modules`` later (tqdm.auto, ``grade``'s progress bar).
    """
    code = "import json; from ipykernel.ipkernel import IPythonKernel as K; print(json.dumps(K.language_info))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    try:
        info = json.loads(done.stdout) if done.returncode == 0 else None
    except ValueError:
        info = None
    return info if isinstance(info, dict) else {"name": "python", "version": sys.version.split()[0]}


def for_this_kernel(text: str, language_info: dict | None = None) -> str:
    """A notebook's JSON text with the metadata this environment's kernel will set on opening.

    JupyterLab writes the running kernel's ``kernelspec`` and ``language_info`` into a notebook's metadata
    when the kernel starts, and a change there marks the notebook modified. The stored notebooks name
    :data:`KERNEL_NAME`; ``language_info`` carries the Python version of the interpreter that executed them,
    which differs from a student's (Debian's 3.11.2, another 3.12...): the copy gets this interpreter's.
    Everything else is unchanged, written as nbformat writes it (indent 1, sorted keys).

    >>> import json
    >>> nb = {"cells": [], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}
    >>> out = json.loads(for_this_kernel(json.dumps(nb), {"name": "python", "version": "3.11.2"}))
    >>> out["metadata"]["kernelspec"]["name"], out["metadata"]["language_info"]["version"]
    ('ireval-teach', '3.11.2')
    """
    nb = json.loads(text)
    meta = nb.setdefault("metadata", {})
    meta["kernelspec"] = {"name": KERNEL_NAME, "display_name": KERNEL_DISPLAY_NAME, "language": "python"}
    meta["language_info"] = kernel_language_info() if language_info is None else language_info
    return json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def kernelspec_dir(prefix: str | None = None) -> Path:
    """Where ``ipykernel install --sys-prefix`` puts the course kernelspec of the environment ``prefix``."""
    return Path(sys.prefix if prefix is None else prefix) / "share" / "jupyter" / "kernels" / KERNEL_NAME


def install_kernelspec() -> Path:
    """Install the course kernelspec (this interpreter) into this environment, unless it is there already."""
    spec = kernelspec_dir() / "kernel.json"
    try:
        argv = json.loads(spec.read_text(encoding="utf-8")).get("argv", [])
    except (OSError, ValueError):
        argv = []
    if argv[:1] == [sys.executable]:
        return spec.parent
    done = subprocess.run([sys.executable, "-m", "ipykernel", "install", "--sys-prefix", "--name", KERNEL_NAME,
                           "--display-name", KERNEL_DISPLAY_NAME], capture_output=True, text=True)
    if done.returncode != 0:
        raise CourseFilesError("could not install the course's Jupyter kernel (is ipykernel installed? "
                               f"pip install 'ireval-teach[notebooks]'): {done.stderr.strip()[-500:]}")
    return spec.parent


def lab_overrides(prefix: str | None = None) -> Path:
    """Add :data:`LAB_OVERRIDES` to this environment's JupyterLab settings overrides; a setting the file
    has already (a lecturer's own choice) is kept. Returns the file's path."""
    path = Path(sys.prefix if prefix is None else prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    try:
        current = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        current = {}
    except ValueError as exc:
        raise CourseFilesError(f"{path} is not JSON ({exc}); fix or delete it") from None
    merged = {plugin: {**settings, **current.get(plugin, {})} for plugin, settings in LAB_OVERRIDES.items()}
    if {**current, **merged} != current:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**current, **merged}, indent=1) + "\n", encoding="utf-8")
    return path


def lectures_dir(given: str | None) -> Path:
    """The working copy: ``--dir``, else ``IREVAL_LECTURES_DIR``, else ``~/ireval_teach_lectures``."""
    return Path(given or os.environ.get("IREVAL_LECTURES_DIR") or DEFAULT_DIR).expanduser().resolve()


def lab_command(workdir: Path, lab_args: Sequence[str]) -> list[str]:
    """The JupyterLab command line: served from ``workdir``, opening (and printing) the start-here URL."""
    root = ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in lab_args else []
    return [sys.executable, "-m", "jupyterlab", *root, f"--ServerApp.root_dir={workdir}",
            f"--ServerApp.default_url=/lab/tree/{START}", f"--LabApp.default_url=/lab/tree/{START}",
            f"--ContentsManager.hide_globs={HIDDEN_GLOBS!r}", *lab_args]


RESET_NOTE = ("a notebook open in JupyterLab while it is reset shows JupyterLab's 'File Changed' dialog: "
              "choose 'Revert' to see the original (or close the notebook before resetting it)")


def _parser(prog: str, lectures: bool) -> argparse.ArgumentParser:
    if lectures:
        p = argparse.ArgumentParser(prog=prog, allow_abbrev=False,
                                    description="Copy the course into a working copy (files already there are kept) "
                                                "and open JupyterLab on 00_start_here. Any other option is "
                                                "JupyterLab's (e.g. --no-browser, --port=8888; see jupyter lab --help).")
        p.add_argument("--dir", default=None,
                       help=f"the working copy (default: $IREVAL_LECTURES_DIR, else {DEFAULT_DIR})")
    else:
        p = argparse.ArgumentParser(prog=prog, allow_abbrev=False,
                                    description="Copy the lecture notebooks and the student assignments into DIR "
                                                "(files already there are kept).")
        p.add_argument("dir", metavar="DIR", help="where the course goes")
    p.add_argument("--reset", nargs="+", metavar="NAME", default=[],
                   help="put these files back to the original (file stems such as 05_pr_curve, or 'all')")
    return p


def _copy(workdir: Path, reset: Sequence[str], out) -> None:
    copied, kept = copy_course(workdir, replace=reset)
    names = {Path(n).name.removesuffix(".ipynb") for n in reset}
    restored = [rel for rel in copied if "all" in names or Path(rel).name.removesuffix(".ipynb") in names]
    for rel in restored:
        print(f"ireval-teach: {workdir / rel} is the original again", file=out)
    if len(copied) > len(restored) or not reset:
        print(f"ireval-teach: course in {workdir}: {len(copied) - len(restored)} files copied, {len(kept)} kept as "
              "they were (--reset NAME restores one)", file=out)
    if restored:
        print(f"ireval-teach: note: {RESET_NOTE}", file=out)


def run_course(argv: Sequence[str]) -> int:
    """``ireval-teach course DIR [--reset NAME...]``: only copy the course."""
    args = _parser("ireval-teach course", lectures=False).parse_args(argv)
    _copy(Path(args.dir).expanduser().resolve(), args.reset, sys.stdout)
    return 0


def run_lectures(argv: Sequence[str]) -> int:
    """``ireval-teach lectures [--dir DIR] [--reset NAME...] [JupyterLab options...]``."""
    args, lab_args = _parser("ireval-teach lectures", lectures=True).parse_known_args(argv)
    import importlib.util

    if importlib.util.find_spec("jupyterlab") is None:
        raise CourseFilesError("JupyterLab is not installed: pip install 'ireval-teach[notebooks]'")
    workdir = lectures_dir(args.dir)
    _copy(workdir, args.reset, sys.stderr)
    install_kernelspec()
    lab_overrides()
    print(f"ireval-teach: lectures in {workdir} (the originals are not touched; --reset NAME restores one)",
          file=sys.stderr)
    sys.stderr.flush()
    cmd = lab_command(workdir, lab_args)
    if os.name == "posix":
        os.execv(cmd[0], cmd)  # JupyterLab takes over this process (Ctrl-C stops it as usual)
    return subprocess.call(cmd)  # pragma: no cover


def register(subparsers) -> None:
    """Add ``lectures`` and ``course`` to ``ireval-teach`` (their own options are read by run_*)."""
    for name, func, text in (("lectures", run_lectures, "open the lecture notebooks in JupyterLab"),
                             ("course", run_course, "copy the course notebooks into a directory")):
        # no option prefix: every argument (JupyterLab's options, -h) reaches run_* as it was typed
        p = subparsers.add_parser(name, help=text, add_help=False, prefix_chars="\x00")
        p.add_argument("args", nargs="*")
        p.set_defaults(func=lambda a, f=func: f(a.args))
