"""The TA's desk: what ``ireval-teach grade`` does before and after grading, for the formats courses use.

* before: ``--from-zip`` (:mod:`.intake`: an LMS bulk download read safely, the student from its file
  names or ``--roster``) and the checks of the output options (a bad ``--report`` name costs no grading);
* after: ``--report`` (:mod:`.report`, HTML or JSON), ``--lms canvas|moodle`` (:mod:`.lms`, the gradebook
  in that LMS's import layout, written beside ``--out`` as ``<out>_canvas.csv`` / ``<out>_moodle.csv``)
  and ``--feedback-format html`` (:mod:`.feedback_html`, one page per student beside the Markdown files).

Every number comes from the same points (:mod:`.points`). The argparse options are added by
:func:`add_options`; the command calls :func:`prepare` and :func:`write_exports`.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import InvalidOptionError
from .lms import LMS, Identity


def add_options(g: argparse.ArgumentParser) -> None:
    """The desk's options of ``grade``."""
    g.add_argument("--report", action="append", default=[], metavar="FILE",
                   help="write the class report: FILE.html (a page for the projector) or FILE.json (the same data); "
                        "may be given twice")
    g.add_argument("--lms", action="append", default=[], choices=LMS,
                   help="also write the gradebook in this LMS's import layout (<out>_canvas.csv, <out>_moodle.csv)")
    g.add_argument("--lms-assignment", default="", metavar="NAME",
                   help="the assignment's name in the LMS gradebook (Canvas: 'Name (id)' matches its column)")
    g.add_argument("--from-zip", default=None, metavar="ZIP",
                   help="grade the notebooks of an LMS bulk download (Canvas or Moodle); the student comes from "
                        "each file's name (or --roster)")
    g.add_argument("--roster", default=None, metavar="CSV",
                   help="the class list: a CSV with a student_id column (and name, email, canvas_id, sis_user_id, "
                        "moodle_participant ...); a submission whose id is not on it is not graded, and it places "
                        "the students of a download")
    g.add_argument("--feedback-format", choices=("md", "html"), default="md",
                   help="md (default): a Markdown file per student; html: also one readable page per student")


#: The file that marks a folder as ``--from-zip``'s own (its notebooks are replaced on the next run).
MARKER = ".ireval-teach-from-zip"


def zip_folder(out: str | Path) -> Path:
    """Where ``--from-zip`` puts the notebooks: ``<out stem>_submissions`` beside the gradebook."""
    out = Path(out)
    return out.with_name(out.stem + "_submissions")


def check(args: argparse.Namespace, inputs: Sequence[Path]) -> None:
    """Refuse bad desk options before anything is graded (a message naming the value)."""
    targets = [Path(r) for r in args.report] + [lms_path(args.out, k) for k in args.lms]
    for r in args.report:
        if Path(r).suffix.lower() not in (".html", ".htm", ".json"):
            raise InvalidOptionError(f"--report {r}: the file name must end in .html or .json")
    for t in targets:
        for p in inputs:
            try:
                same = t.resolve() == p.resolve()
            except OSError:
                same = False
            if same:
                raise InvalidOptionError(f"{t} is one of the inputs ({p}); choose another file")
        if t.exists() and t.is_dir():
            raise InvalidOptionError(f"{t} is a directory; give a file name")
    if args.roster is not None and not Path(args.roster).is_file():
        raise InvalidOptionError(f"--roster {args.roster}: no such file")


def lms_path(out: str | Path, lms: str) -> Path:
    out = Path(out)
    return out.with_name(f"{out.stem}_{lms}.csv")


def prepare(args: argparse.Namespace) -> tuple[list[Path], dict[str, Identity], list[tuple[str, str]]]:
    """The notebooks of ``--from-zip`` (copied beside ``--out``), their identities, and the skipped members."""
    from .intake import read_zip
    from .intake_safety import read_roster

    if not args.from_zip:
        return [], {}, []
    roster = read_roster(args.roster) if args.roster else None
    folder = zip_folder(args.out)
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        raise InvalidOptionError(f"{folder} (where --from-zip copies the notebooks) is not a directory")
    marker = folder / MARKER
    if folder.exists() and any(folder.iterdir()) and not marker.is_file():
        raise InvalidOptionError(f"{folder} (where --from-zip copies the notebooks) already holds files this command "
                                 "did not write; move them, or give another --out")
    if folder.exists():
        for old in folder.glob("*.ipynb"):  # this command's own copies from a previous run
            if old.is_file() and not old.is_symlink():
                old.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    marker.write_text(f"notebooks copied by ireval-teach grade --from-zip {args.from_zip}\n", encoding="utf-8")
    got = read_zip(args.from_zip, folder, roster=roster)
    identities = {str(i.path): i.identity for i in got.accepted}
    return [i.path for i in got.accepted], identities, got.skipped


def write_exports(args: argparse.Namespace, results: Sequence[Any], identities: dict[str, Identity]) -> list[str]:
    """The report(s), the LMS layouts and the HTML feedback; returns what was written (for the summary line)."""
    from .feedback_html import write_feedback_html
    from .grading import assignment_task_ids
    from .intake_safety import read_roster
    from .lms import write_lms
    from .points import task_points
    from .report import write_report

    tasks = [t.strip() for t in args.tasks.split(",") if t.strip()] if args.tasks else None
    task_ids = assignment_task_ids(args.assignment, tasks)
    points = task_points(task_ids, args.assignment)
    name = Path(str(args.assignment)).stem if args.assignment else ",".join(task_ids)
    written = []
    for r in args.report:
        written.append(str(write_report(results, r, task_ids, points, assignment=name)))
    roster = read_roster(args.roster) if args.roster else None
    for kind in args.lms:
        path, unmatched = write_lms(results, lms_path(args.out, kind), kind, points, identities, roster,
                                    assignment_name=args.lms_assignment or name)
        written.append(str(path))
        if unmatched:
            import sys

            print(f"ireval-teach grade: warning: {unmatched} rows of {path} have no {kind} id the LMS can match "
                  "(give --from-zip a download of that LMS, or a --roster with its ids)", file=sys.stderr)
    if args.feedback_format == "html":
        fb_dir = args.feedback_dir or str(Path(args.out).with_name(Path(args.out).stem + "_feedback"))
        write_feedback_html(results, fb_dir, task_ids, points)
        written.append(f"{fb_dir}/*.html")
    return written
