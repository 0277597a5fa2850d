"""The exercise subcommands of ``ireval-teach``: ``grade`` and ``strip``.

``ireval_teach.cli`` calls :func:`register` with its subparsers. The same commands run without
it as ``python -m ireval_teach.exercises.commands grade ...``.

* ``ireval-teach grade SUBMISSIONS... --assignment NOTEBOOK|NAME (or --tasks ID,ID) --out grades.csv
  [--feedback-dir DIR] [--timeout 120] [--cell-timeout 30] [--run-timeout S] [--workers N]
  [--id-from notebook|filename] [--roster students.csv] [--isolation bwrap|process] [--quiet]
  [--report FILE.html|FILE.json] [--lms canvas|moodle] [--from-zip ZIP] [--feedback-format md|html]``
  (the last four: :mod:`.desk`): it prints the sandbox mode, the memory limit in force and the course
  environment first (not with ``--quiet``); a tqdm progress bar on stderr when it is a terminal (none when
  it is not, or with ``--quiet``, which also drops the closing summary line). Every path given is one
  gradebook row, a missing one or one that is not a regular file included (its note says why).
* ``ireval-teach strip SOURCES... [--out exercises/student] [--check]``: write the student versions
  (``--check``: write nothing, exit 1 if any student version is out of date); an ``--out`` that would
  overwrite a source notebook is refused.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def _grade(args: argparse.Namespace) -> int:
    from ..errors import IrevalError
    from .grading import grade
    from .intake_safety import safe_submission_paths
    from .variants import SECRET_ENV

    # a folder stands for the *.ipynb entries directly in it; every entry is one row, also a link, a FIFO,
    # a directory named *.ipynb or a missing path (its row says why: grade() never reads such a path)
    paths = [e.path for e in safe_submission_paths(args.submissions)]
    from . import desk  # the TA's desk: --from-zip, --report, --lms, --feedback-format

    try:
        desk.check(args, paths)
        from_zip, identities, skipped = desk.prepare(args)
    except IrevalError as exc:
        print(f"ireval-teach grade: {exc}", file=sys.stderr)
        return 2
    for member, why in skipped:
        print(f"ireval-teach grade: skipped {member!r} of {args.from_zip}: {why}", file=sys.stderr)
    paths.extend(from_zip)
    id_from = args.id_from or ("filename" if args.from_zip else "notebook")
    if not paths:
        print(f"ireval-teach grade: no notebook in {', '.join(args.submissions) or '(none given)'}", file=sys.stderr)
        return 2
    tasks = [t.strip() for t in args.tasks.split(",") if t.strip()] if args.tasks else None
    if not os.environ.get(SECRET_ENV):
        print(f"ireval-teach grade: warning: {SECRET_ENV} is not set, so the hidden checks are the public default "
              "ones a student could regenerate; set it to a course secret", file=sys.stderr)
    if args.isolation == "process":
        print("ireval-teach grade: warning: --isolation process runs the notebooks WITHOUT a sandbox (they can read "
              "files and use the network); use it for trusted notebooks only", file=sys.stderr)
    for line in run_conditions(args.isolation):
        if not args.quiet or line.startswith("warning:"):  # a weaker limit is said even with --quiet
            print(f"ireval-teach grade: {line}", file=sys.stderr)
    start = time.monotonic()
    try:
        results = grade(paths, args.out, args.feedback_dir, assignment=args.assignment, tasks=tasks,
                        timeout=args.timeout, cell_timeout=args.cell_timeout, workers=args.workers,
                        id_from=id_from, isolation=args.isolation, run_timeout=args.run_timeout,
                        progress="none" if args.quiet else "auto", roster=args.roster)
        exported = desk.write_exports(args, results, identities)
    except IrevalError as exc:
        print(f"ireval-teach grade: {exc}", file=sys.stderr)
        return 2
    if args.quiet:
        return 0
    fb_dir = args.feedback_dir or str(Path(args.out).with_name(Path(args.out).stem + "_feedback"))
    print(f"graded {len(results)} notebooks in {time.monotonic() - start:.1f} s: {args.out}, feedback in {fb_dir}/"
          + "".join(f", {w}" for w in exported))
    return 0


def run_conditions(isolation: str) -> list[str]:
    """What ``grade`` prints before it starts: the sandbox mode, the memory limit in force, the environment."""
    from .isolation import Limits, SHM_BYTES, TMP_BYTES, course_environment, isolation_status, process_limit_status
    from .memory_limit import describe

    lines = []
    if isolation == "bwrap":
        usable, why = isolation_status()
        if usable:
            if os.geteuid() == 0:
                mode = ("root: each sandbox under an unprivileged user id of its own, without a user namespace"
                        if process_limit_status()[0] == "uid" else
                        "root, but a sandbox under a user id of its own failed here")
            else:
                mode = f"user {os.geteuid()} (not root): each sandbox in a user namespace"
            lines.append(f"sandbox: bubblewrap, {mode}")
            limit = process_limit_status()
            lines.append(("warning: " if limit[0] == "agent" else "") + f"process limit: {limit[1]}")
    else:
        lines.append("sandbox: none (--isolation process): a plain child process per notebook")
    lim = Limits()
    lines.append(describe(lim.memory_bytes + TMP_BYTES + SHM_BYTES, TMP_BYTES, lim.processes))
    lines.append(course_environment())
    return lines


def _strip(args: argparse.Namespace) -> int:
    from ..errors import InvalidOptionError, IrevalError
    from .authoring import is_up_to_date, source_notebooks, strip_file

    try:
        sources = source_notebooks(args.sources)
        stale = []
        for src in sources:
            dst = Path(args.out) / src.name
            if dst.resolve() == src.resolve() or (dst.exists() and dst.samefile(src)):
                raise InvalidOptionError(f"--out {args.out} would overwrite the source {src} with its student "
                                         "version; give another directory (e.g. exercises/student)")
        for src in sources:
            dst = Path(args.out) / src.name
            if args.check:
                if not is_up_to_date(src, dst):
                    stale.append(str(dst))
            else:
                strip_file(src, dst)
                print(f"{src} -> {dst}")
        if not args.check:  # a course's own tasks go beside the student versions (their checks read them)
            from .course_tasks import copy_beside

            for folder in dict.fromkeys(src.parent for src in sources):
                copied = copy_beside(folder, args.out)
                if copied is not None:
                    print(f"{folder / copied.name} -> {copied}")
    except IrevalError as exc:
        print(f"ireval-teach strip: {exc}", file=sys.stderr)
        return 2
    if stale:
        print("out of date (run `ireval-teach strip`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


def register(subparsers) -> None:
    """Add the ``grade`` and ``strip`` subcommands to an argparse subparsers object."""
    g = subparsers.add_parser("grade", help="run submitted exercise notebooks and write a gradebook",
                              description="Run each submitted notebook headless, check every task, write the CSV "
                                          "gradebook and one feedback file per student.")
    g.add_argument("submissions", nargs="*", help="submitted .ipynb files (or directories of them)")
    g.add_argument("--out", required=True, help="CSV gradebook to write")
    g.add_argument("--feedback-dir", default=None, help="directory for the feedback files (default: <out>_feedback)")
    g.add_argument("--assignment", default=None,
                   help="the assignment: its released or source notebook (its check cells name the tasks) or its "
                        "name, e.g. 03_ap_map; the tasks never come from the submissions")
    g.add_argument("--tasks", default=None, help="comma-separated task ids (instead of --assignment)")
    g.add_argument("--timeout", type=float, default=120.0, help="time limit for a notebook's cells in seconds (default 120)")
    g.add_argument("--cell-timeout", type=float, default=30.0, help="time limit per cell in seconds (default 30)")
    g.add_argument("--run-timeout", type=float, default=None,
                   help="time limit for the whole run in seconds (default: enough for every notebook at its limits)")
    g.add_argument("--workers", type=int, default=None, help="notebooks graded in parallel (default: one per CPU core)")
    g.add_argument("--isolation", choices=("bwrap", "process"), default="bwrap",
                   help="bwrap (default): each notebook in a bubblewrap sandbox; process: a plain child process, "
                        "for trusted notebooks only")
    g.add_argument("--id-from", choices=("notebook", "filename"), default=None,
                   help="student id from the notebook's STUDENT_ID (default) or the file name (default with "
                        "--from-zip: the LMS's file name)")
    g.add_argument("-q", "--quiet", action="store_true",
                   help="no progress bar (drawn on stderr only when it is a terminal) and no summary line")
    from .desk import add_options

    add_options(g)
    g.set_defaults(func=_grade)
    s = subparsers.add_parser("strip", help="produce student versions of exercise notebooks",
                              description="Replace the solution blocks of instructor notebooks by stubs.")
    s.add_argument("sources", nargs="+", help="source notebooks or directories")
    s.add_argument("--out", default="exercises/student", help="output directory (default exercises/student)")
    s.add_argument("--check", action="store_true", help="only check that the student versions are up to date")
    s.set_defaults(func=_strip)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ireval-teach")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
