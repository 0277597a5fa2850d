"""What the grader accepts from a class before any notebook runs: which paths it reads, which ids it believes.

Two properties of the grader (``exercises/README.md``, "Trust"), kept here so that every way a
submission reaches the grader (a folder, a list of files, an LMS export) shares them:

1. **Only regular files are read** (:func:`safe_submission_paths`, :func:`read_submission`). A path
   that is a symbolic link, a directory (even one named ``*.ipynb``), a FIFO, a socket or a device is
   never opened for reading: it gets a :class:`SubmissionPath` with a ``problem`` (a gradebook row that
   says why). The file is opened with ``O_NOFOLLOW | O_NONBLOCK`` and checked again on the open
   descriptor (a file swapped for a FIFO or a link after the listing is refused, never waited on), and
   at most ``limit`` bytes are read before anything is parsed. :func:`inside` says whether a name
   taken from an archive or a list stays inside its folder.
2. **Identity** (:func:`normalise_student_id`). An id is compared in Unicode NFC without surrounding
   white space; it is *flagged* (never silently changed) when it holds a control, format (invisible:
   zero-width, bidirectional overrides), surrogate, private-use or unassigned character, or a blank
   that is not a plain space; an id longer than :data:`MAX_ID_CHARS` is refused. The id shown in the
   gradebook is the id the inputs were drawn for: a flagged id is shown with its invisible characters
   escaped (``\\u200b``), never removed. :func:`duplicate_ids` finds ids claimed by more than one
   submission (compared by what they look like: :attr:`StudentId.key`), so that every one of them is
   flagged -- a look-alike of a classmate's id flags the classmate's row too.

>>> normalise_student_id(" s1234567 ").shown, normalise_student_id("s1\\u200b").problem
('s1234567', 'STUDENT_ID holds an invisible or control character (U+200B at position 3)')
>>> normalise_student_id("s1\\u200b").shown
's1\\\\u200b'
>>> [p.problem for p in safe_submission_paths(["/no/such/file.ipynb"])]
['no such file']
"""

from __future__ import annotations

import errno
import os
import stat
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: The longest student id accepted (characters, after normalisation).
MAX_ID_CHARS = 64
#: Unicode categories never allowed in an id: control, format (zero-width, bidi), surrogate, private use,
#: unassigned, line and paragraph separators.
_BAD_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Letters that draw nothing (Hangul fillers, braille blank, Mongolian vowel separator).
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


def escape_text(text: str) -> str:
    """Text that every writer can encode: lone surrogates (from undecodable file names or a student's
    output) become ``\\udcff``-style escapes; everything else is kept.

    >>> escape_text("a\\udcffb")
    'a\\\\udcffb'
    """
    if not isinstance(text, str):
        text = str(text)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _bad_char(ch: str) -> bool:
    if ch in _INVISIBLE:
        return True
    cat = unicodedata.category(ch)
    return cat in _BAD_CATEGORIES or (cat == "Zs" and ch != " ")


def _escaped(text: str) -> str:
    return "".join(f"\\u{ord(c):04x}" if _bad_char(c) and ord(c) <= 0xFFFF else
                   f"\\U{ord(c):08x}" if _bad_char(c) else c for c in text)


@dataclass(frozen=True)
class StudentId:
    """One submission's id as the grader uses it.

    ``typed``: as the notebook set it (stripped; the inputs were drawn for it: today's variant scheme
    strips and does nothing else); ``key``: for comparing ids (duplicates, a roster), by what they look
    like: invisible characters dropped, NFKC, case-folded (``victim7\u200b`` and ``ＶＩＣＴＩＭ7`` are
    ``victim7``); ``shown``: what the gradebook and the feedback show (NFC; invisible characters escaped);
    ``problem``: why the id is flagged (None: a clean id); ``refused``: too long to be an id at all.
    """

    typed: str
    key: str
    shown: str
    problem: str | None = None
    refused: bool = False


def normalise_student_id(raw: object) -> StudentId:
    """See the module docstring. ``raw`` is a text (or a whole number) from the notebook, a file name or a roster."""
    typed = str(raw if raw is not None else "").strip()
    nfc = unicodedata.normalize("NFC", typed) if typed else ""
    # compared by what it looks like: compatibility forms folded (NFKC), case-blind, invisible characters dropped
    key = unicodedata.normalize("NFKC", "".join(c for c in nfc if not _bad_char(c))).casefold()
    if not nfc:
        return StudentId(typed, key, "", "STUDENT_ID is empty")
    if len(nfc) > MAX_ID_CHARS:
        shown = escape_text(_escaped(nfc[:24])) + f"... ({len(nfc)} characters)"
        return StudentId(typed, key, shown, f"STUDENT_ID is {len(nfc)} characters long; an id has at most "
                                            f"{MAX_ID_CHARS}", refused=True)
    bad = next(((i, c) for i, c in enumerate(nfc) if _bad_char(c)), None)
    if bad is not None:
        return StudentId(typed, key, _escaped(nfc), f"STUDENT_ID holds an invisible or control character "
                                                    f"(U+{ord(bad[1]):04X} at position {bad[0] + 1})")
    if nfc != typed:
        return StudentId(typed, key, nfc, "STUDENT_ID was typed in a decomposed Unicode form (shown in NFC)")
    return StudentId(typed, key, nfc)


def duplicate_ids(keys: Sequence[str]) -> dict[str, list[int]]:
    """Each id key claimed by more than one submission -> the positions of all of them.

    >>> duplicate_ids(["a", "b", "a", ""])
    {'a': [0, 2]}
    """
    where: dict[str, list[int]] = {}
    for i, k in enumerate(keys):
        if k:
            where.setdefault(k, []).append(i)
    return {k: v for k, v in where.items() if len(v) > 1}


# ------------------------------------------------------------------------------------------- paths
@dataclass(frozen=True)
class SubmissionPath:
    """One path the grader was given: ``problem`` is None for a regular file it may read."""

    path: Path
    problem: str | None = None


def _kind(mode: int) -> str | None:
    """Why a file of this mode is not read (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "a symbolic link (links are not followed)"
    if stat.S_ISDIR(mode):
        return "a directory, not a notebook file"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a regular file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a regular file"
    return "not a regular file"


def check_path(path: str | os.PathLike) -> SubmissionPath:
    """The path as given, looked at without following it (``lstat``)."""
    p = Path(path)
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return SubmissionPath(p, "no such file")
    except OSError as exc:
        return SubmissionPath(p, f"cannot be looked at ({errno.errorcode.get(exc.errno or 0, type(exc).__name__)})")
    why = _kind(st.st_mode)
    return SubmissionPath(p, f"not read: {why}" if why else None)


def safe_submission_paths(args: Iterable[str | os.PathLike], pattern: str = "*.ipynb") -> list[SubmissionPath]:
    """The submissions named by ``args``: a directory (not a link to one) stands for the entries matching
    ``pattern`` directly inside it, in the order of their names; anything else is one submission. Every
    entry is checked with :func:`check_path`, so a link, a directory named ``*.ipynb``, a FIFO or a device
    is one entry with its problem, never expanded, never followed.
    """
    out: list[SubmissionPath] = []
    for a in args:
        p = Path(a)
        try:
            is_dir = stat.S_ISDIR(os.lstat(p).st_mode)
        except OSError:
            is_dir = False
        if is_dir:
            out.extend(check_path(q) for q in sorted(p.glob(pattern), key=lambda q: os.fsencode(q.name)))
        else:
            out.append(check_path(p))
    return out


def inside(folder: str | os.PathLike, name: str) -> Path | None:
    """``folder / name`` when ``name`` is a relative path that stays in ``folder`` (no ``..``, no absolute
    path, no NUL, no link on the way); else None. For names read from an archive or a list.

    >>> inside("/srv/sub", "a/b.ipynb") is not None, inside("/srv/sub", "../x.ipynb"), inside("/srv/sub", "/etc/x")
    (True, None, None)
    """
    if not isinstance(name, str) or not name or "\x00" in name or name.startswith(("/", "\\")):
        return None
    parts = Path(name).parts
    if any(part in ("..", "") for part in parts) or Path(name).is_absolute():
        return None
    root = Path(folder)
    cur = root
    for part in parts[:-1]:
        cur = cur / part
        if cur.is_symlink():
            return None
    return root / name


class UnreadableSubmission(OSError):
    """A submission that is not read (the message says why; it becomes the gradebook row's note)."""


def read_submission(path: str | os.PathLike, limit: int) -> bytes:
    """At most ``limit`` bytes of a regular file, opened without following links and without waiting on
    a FIFO; :class:`UnreadableSubmission` otherwise (a link, a FIFO, a device, a directory, too large)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnreadableSubmission("not read: a symbolic link (links are not followed)") from None
        if exc.errno == errno.ENOENT:
            raise UnreadableSubmission("no such file") from None
        why = check_path(path).problem
        raise UnreadableSubmission(why or f"cannot open the file ({errno.errorcode.get(exc.errno or 0, 'error')})") \
            from None
    try:
        st = os.fstat(fd)
        why = _kind(st.st_mode)
        if why:
            raise UnreadableSubmission(f"not read: {why}")
        if st.st_size > limit:
            raise UnreadableSubmission(f"the file is {st.st_size:,} bytes; a notebook may have at most {limit:,}")
        os.set_blocking(fd, True)
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise UnreadableSubmission(f"the file is over {limit:,} bytes; a notebook may have at most {limit:,}")
        return b"".join(chunks)
    except OSError as exc:
        if isinstance(exc, UnreadableSubmission):
            raise
        raise UnreadableSubmission(f"could not read the file ({type(exc).__name__})") from None
    finally:
        os.close(fd)


__all__ = ["MAX_ID_CHARS", "StudentId", "SubmissionPath", "UnreadableSubmission", "check_path", "duplicate_ids", "read_roster",
           "roster_keys", "ROSTER_ID_COLUMNS",
           "escape_text", "inside", "normalise_student_id", "read_submission", "safe_submission_paths"]


#: Header names of a roster's id column (case-insensitive); the column is read as ``student_id``.
ROSTER_ID_COLUMNS = ("student_id", "id", "sid", "student")


def read_roster(path: str | os.PathLike) -> list[dict[str, str]]:
    """The rows of a roster CSV (``grade --roster``, and the LMS exports' roster), each with a ``student_id``.

    The first row is a header when it names an id column (:data:`ROSTER_ID_COLUMNS`, any case); the other
    columns are kept as they are named (``canvas_id``, ``name``...). A file of one column with no such header
    is a plain list of ids. :class:`~ireval_teach.errors.InvalidOptionError`, naming the file and the line,
    for a roster that cannot be read, holds no id, has several columns but no id column, has a row without
    an id, or lists one id twice (ids compared as :attr:`StudentId.key`).

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "roster.csv"
    >>> _ = p.write_text("Student_ID,name\\ns1,Ada\\n")
    >>> read_roster(p)
    [{'student_id': 's1', 'name': 'Ada'}]
    """
    import csv

    from ..errors import InvalidOptionError

    where = f"--roster {os.fspath(path)!r}"
    try:
        data = read_submission(path, 16 << 20).decode("utf-8-sig")
    except (UnreadableSubmission, UnicodeDecodeError) as exc:
        raise InvalidOptionError(f"{where} cannot be read: {exc}") from None
    try:
        rows = [(i, r) for i, r in enumerate(csv.reader(data.splitlines()), 1) if r and any(c.strip() for c in r)]
    except csv.Error as exc:
        raise InvalidOptionError(f"{where} is not a CSV file: {exc}") from None
    if not rows:
        raise InvalidOptionError(f"{where} holds no id")
    names = [c.strip().lower() for c in rows[0][1]]
    col = next((names.index(n) for n in ROSTER_ID_COLUMNS if n in names), None)
    if col is None and len(names) > 1:
        raise InvalidOptionError(f"{where} has no student_id column (its columns: {', '.join(names)}; an id column "
                                 f"is named one of {', '.join(ROSTER_ID_COLUMNS)})")
    header = [c.strip() for c in rows[0][1]] if col is not None else ["student_id"]
    out: list[dict[str, str]] = []
    seen: dict[str, int] = {}
    for line, r in rows[1:] if col is not None else rows:
        row = {("student_id" if j == (col or 0) else h): (r[j].strip() if j < len(r) else "")
               for j, h in enumerate(header)}
        if not row["student_id"]:
            raise InvalidOptionError(f"{where}, line {line}: no student id")
        key = normalise_student_id(row["student_id"]).key
        if key in seen:
            raise InvalidOptionError(f"{where} lists the student id {row['student_id']!r} twice (lines {seen[key]} "
                                     f"and {line})")
        seen[key] = line
        out.append(row)
    if not out:
        raise InvalidOptionError(f"{where} holds no id")
    return out


def roster_keys(rows: Iterable[dict[str, str]]) -> frozenset[str]:
    """The id keys (:attr:`StudentId.key`) of roster rows (:func:`read_roster`)."""
    return frozenset(normalise_student_id(r["student_id"]).key for r in rows)
