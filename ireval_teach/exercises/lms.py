"""What a learning management system hands out and takes back: bulk-download names and gradebook import layouts.

**Bulk-download file names** (our reading of what each LMS writes; :func:`identify` reads them):

* Canvas ("Download Submissions"): ``<lastfirst>_<user id>_<submission id>_<original name>``, with ``LATE_``
  before the user id for a late submission, e.g. ``smithbob_LATE_340934_208490284_ap_map.ipynb``. The user id
  is Canvas' numeric user id (the ``ID`` column of its gradebook).
* Moodle (assignment, "Download all submissions"): ``<Full Name>_<participant id>_assignsubmission_file_<original
  name>``, or with "download submissions in folders" the folder ``<Full Name>_<participant id>_assignsubmission_file``
  (with or without a trailing ``_``) holding the original file. The participant id is the ``Identifier`` of
  Moodle's grading worksheet ("Participant 123456").

**Gradebook layouts** (:func:`write_lms`), one row per submission, the score in points (:mod:`.points`):

* ``canvas``: the columns of Canvas' gradebook CSV import: ``Student``, ``ID``, ``SIS User ID``, ``SIS Login ID``,
  ``Section``, then one column for the assignment (its name; ``Name (assignment id)`` when the id is given, which
  is how Canvas' own export names it), preceded by a ``Points Possible`` row as in Canvas' export. Canvas matches
  a row by ``ID``, ``SIS User ID`` or ``SIS Login ID``: ``ID`` comes from the download's file name or the
  roster's ``canvas_id``; ``SIS User ID`` from the roster's ``sis_user_id``, else (a submission not from a download) the student id.
* ``moodle``: the columns of Moodle's assignment grading worksheet ("Download grading worksheet" / "Upload grading
  worksheet"): ``Identifier``, ``Full name``, ``Email address``, ``Status``, ``Grade``, ``Maximum Grade``, ``Grade can
  be changed``, ``Last modified (submission)``, ``Last modified (grade)``, ``Feedback comments``. Moodle matches a
  row by ``Identifier`` (``Participant <id>``), from the download's file name or the roster's
  ``moodle_participant``; a row without one is written with an empty identifier and counted in the warning.

Text cells are made safe for spreadsheets (:func:`.grading.spreadsheet_safe`).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import check_option
from . import points as _points

LMS = ("canvas", "moodle")

_CANVAS_RE = re.compile(r"^(?P<name>[^_/]+)_(?:LATE_)?(?P<lms_id>\d+)_(?P<sub>\d+)_(?P<orig>[^/]+)$")
_MOODLE_RE = re.compile(r"^(?P<name>[^/]+?)_(?P<lms_id>\d+)_assignsubmission_[a-z]+(?:_?/|_)(?P<orig>[^/]+)$")

#: Roster columns (a CSV with a header row; ``student_id`` is required).
ROSTER_COLUMNS = ("student_id", "name", "email", "canvas_id", "sis_user_id", "sis_login_id", "section",
                  "moodle_participant")


@dataclass(frozen=True)
class Identity:
    """Who a submission belongs to, as the LMS knows them (every field may be empty)."""

    student_id: str = ""
    name: str = ""
    email: str = ""
    lms: str = ""  # "canvas", "moodle" or "" (not from a download)
    lms_id: str = ""  # Canvas user id or Moodle participant id
    sis_user_id: str = ""
    sis_login_id: str = ""
    section: str = ""


def identify(member: str, lms: str = "auto") -> Identity | None:
    """The identity in a bulk-download member name, or None when it follows no known pattern.

    >>> identify("smithbob_LATE_340934_208490284_03_ap_map.ipynb")
    Identity(student_id='', name='smithbob', email='', lms='canvas', lms_id='340934', sis_user_id='', sis_login_id='', section='')
    >>> identify("Ada Lovelace_123456_assignsubmission_file_/ap.ipynb").lms_id
    '123456'
    >>> identify("s1234567.ipynb") is None
    True
    """
    if lms != "auto":
        check_option("LMS", lms, LMS)
    for kind, rx in (("moodle", _MOODLE_RE), ("canvas", _CANVAS_RE)):
        if lms in ("auto", kind):
            m = rx.match(member)
            if m:
                return Identity(name=m.group("name"), lms=kind, lms_id=m.group("lms_id"))
    return None


def with_roster(ident: Identity, roster: Sequence[Mapping[str, str]] | None) -> Identity:
    """The identity completed from the roster row that matches its LMS id, else its student id."""
    if not roster:
        return ident
    key = {"canvas": "canvas_id", "moodle": "moodle_participant"}.get(ident.lms)
    row = next((r for r in roster if key and ident.lms_id and r.get(key) == ident.lms_id), None)
    if row is None and ident.student_id:
        row = next((r for r in roster if r.get("student_id") == ident.student_id), None)
    if row is None:
        return ident
    return replace(ident, student_id=row["student_id"], name=row.get("name") or ident.name,
                   email=row.get("email", ""), sis_user_id=row.get("sis_user_id", ""),
                   sis_login_id=row.get("sis_login_id", ""), section=row.get("section", ""),
                   lms_id=ident.lms_id or row.get("canvas_id", "") or row.get("moodle_participant", ""))


def _lms_id_for(ident: Identity, lms: str) -> str:
    return ident.lms_id if ident.lms in ("", lms) else ""


def write_lms(results: Sequence[Any], path: str | Path, lms: str, points: Mapping[str, float],
              identities: Mapping[str, Identity] | None = None, roster: Sequence[Mapping[str, str]] | None = None,
              assignment_name: str = "ireval-teach", assignment_id: str = "") -> tuple[Path, int]:
    """Write the gradebook of ``lms``; returns the path and the number of rows the LMS cannot match.

    ``identities`` maps a submission's file (``Submission.file``) to its identity (from :mod:`.intake`);
    other submissions are matched with the roster by their student id.
    """
    from .grading import spreadsheet_safe

    check_option("LMS", lms, LMS)
    identities = identities or {}
    path = Path(path)
    possible = _points.score([], points)[1]
    rows: list[list[Any]] = []
    unmatched = 0
    for s in results:
        ident = identities.get(s.file) or Identity(student_id=s.student_id)
        ident = with_roster(replace(ident, student_id=ident.student_id or s.student_id), roster)
        got = _points.score(s.results, points)[0]
        lms_id = _lms_id_for(ident, lms)
        if lms == "canvas":
            sis = ident.sis_user_id or (ident.student_id if not ident.lms else "")
            unmatched += not (lms_id or sis or ident.sis_login_id)
            rows.append([ident.name or ident.student_id, lms_id, sis, ident.sis_login_id, ident.section,
                         _points.fmt(got)])
        else:
            unmatched += not lms_id
            status = "Submitted for grading" if not s.note.startswith("not graded") else "No submission"
            comment = f"{_points.fmt(got)} of {_points.fmt(possible)} points (ireval-teach)" + (
                f"; {s.note}" if s.note else "")
            rows.append([f"Participant {lms_id}" if lms_id else "", ident.name or ident.student_id, ident.email,
                         status, _points.fmt(got), _points.fmt(possible), "Yes", "", "", comment])
    if lms == "canvas":
        column = f"{assignment_name} ({assignment_id})" if assignment_id else assignment_name
        header = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", column]
        lead = [["    Points Possible", "", "", "", "", _points.fmt(possible)]]
    else:
        header = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum Grade",
                  "Grade can be changed", "Last modified (submission)", "Last modified (grade)", "Feedback comments"]
        lead = []
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    with tmp.open("w", newline="", encoding="utf-8", errors="backslashreplace") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        for r in lead + rows:
            w.writerow([spreadsheet_safe(c) for c in r])
    tmp.replace(path)
    return path, unmatched
