"""Read an LMS bulk download (``ireval-teach grade --from-zip submissions.zip``) without trusting it.

Principle: a member's name is *data*, never a path. Nothing is extracted with ``extractall``; each
accepted notebook is copied, by a bounded read, to a file whose name this module makes
(``<safe id>.ipynb`` in a fresh folder, ``__2`` added for a second notebook of one id). So a hostile name cannot write anywhere, and the
limits hold whatever the zip's directory claims. What is refused, and why:

* the zip itself: larger than :data:`MAX_ZIP_BYTES`, not a zip, more than :data:`MAX_MEMBERS` members,
  or notebooks adding up to more than :data:`MAX_TOTAL_BYTES` (a refusal of the whole file: exit 2);
* one member (skipped, listed with its reason, the others still graded): a symbolic link (or any
  entry that is not a regular file), an absolute path, a drive letter, a ``..`` component, a NUL or
  control character in its name, an encrypted member, a notebook larger than
  :data:`MAX_MEMBER_BYTES` once decompressed (counted while reading, not taken from the header), or
  one compressed more than :data:`MAX_RATIO` to 1 (a zip bomb), a name that follows no LMS pattern
  when the roster cannot place it;
* members that are not ``.ipynb`` files (a PDF, a ``__MACOSX`` entry) are skipped and listed too.

The student comes from the LMS's file-name pattern (:func:`.lms.identify`), completed by the roster
(``--roster``) when there is one; a name that follows no pattern is looked up in the roster by its
stem. :func:`safe_id` makes the file-name part (this module's own: the grader's identity rules may
have their own function).
"""

from __future__ import annotations

import re
import stat
import unicodedata
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

from ..errors import InvalidOptionError
from .lms import Identity, identify, with_roster

#: The largest zip read (bytes).
MAX_ZIP_BYTES = 1 << 30
#: The most members a zip may list (files and folders).
MAX_MEMBERS = 5000
#: The largest notebook read from a zip (bytes, decompressed); the grader reads no larger notebook.
MAX_MEMBER_BYTES = 20 << 20
#: All accepted notebooks together (bytes, decompressed).
MAX_TOTAL_BYTES = 512 << 20
#: The largest compression ratio of a member above 1 MiB (a zip bomb is far above it; notebooks are ~5-10).
MAX_RATIO = 100


@dataclass(frozen=True)
class Intake:
    """One notebook taken from the zip: where it was copied, the member it came from, who it belongs to."""

    path: Path
    member: str
    identity: Identity


@dataclass
class IntakeResult:
    accepted: list[Intake] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (member name, why)


def safe_id(text: str, limit: int = 60) -> str:
    """A file-name part made from any text: NFC, letters, digits, ``.-_`` only, at most ``limit`` characters.

    >>> safe_id("../../etc/passwd"), safe_id("Zoë Ånström"), safe_id("\\u202eevil"), safe_id("")
    ('etc_passwd', 'Zoë_Ånström', 'evil', 'student')
    """
    text = unicodedata.normalize("NFC", text)
    text = "".join(ch if (ch.isalnum() or ch in "-_.") and unicodedata.category(ch)[0] != "C" else "_" for ch in text)
    text = re.sub(r"_+", "_", text).strip("._-")
    return text[:limit] or "student"


def _bad_name(name: str) -> str:
    """Why a member name is refused, or ""."""
    if any(ord(c) < 32 or ord(c) == 127 for c in name):
        return "a control character in its name"
    if name.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", name):
        return "an absolute path"
    parts = re.split(r"[\\/]", name)
    if ".." in parts:
        return "a '..' in its path"
    return ""


def _is_link_or_special(info: zipfile.ZipInfo) -> bool:
    """A link, device, FIFO or socket by its Unix mode (no file type at all, as many zip tools write, is a file)."""
    return stat.S_IFMT(info.external_attr >> 16) not in (0, stat.S_IFREG, stat.S_IFDIR)


def read_zip(zip_path: str | Path, dest: str | Path, lms: str = "auto",
             roster: Sequence[Mapping[str, str]] | None = None) -> IntakeResult:
    """Copy the notebooks of an LMS bulk download into ``dest`` (see the module docstring)."""
    zip_path, dest = Path(zip_path), Path(dest)
    try:
        size = zip_path.stat().st_size
    except OSError as exc:
        raise InvalidOptionError(f"--from-zip {zip_path}: cannot open it ({type(exc).__name__})") from None
    if not zip_path.is_file():
        raise InvalidOptionError(f"--from-zip {zip_path} is not a regular file")
    if size > MAX_ZIP_BYTES:
        raise InvalidOptionError(f"--from-zip {zip_path} is {size:,} bytes; at most {MAX_ZIP_BYTES:,} are read")
    try:
        zf = zipfile.ZipFile(zip_path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise InvalidOptionError(f"--from-zip {zip_path} is not a readable zip file ({type(exc).__name__})") from None
    out = IntakeResult()
    with zf:
        infos = zf.infolist()
        if len(infos) > MAX_MEMBERS:
            raise InvalidOptionError(f"--from-zip {zip_path} has {len(infos):,} members; at most {MAX_MEMBERS:,} "
                                     "are read")
        dest.mkdir(parents=True, exist_ok=True)
        total = 0
        used: set[str] = set()
        for info in infos:
            name = info.filename
            if info.is_dir():
                continue
            why = _bad_name(name)
            if not why and _is_link_or_special(info):
                why = "a symbolic link or special file"
            if not why and PurePosixPath(name.replace("\\", "/")).suffix.lower() != ".ipynb":
                why = "not a notebook (.ipynb)"
            if not why and info.flag_bits & 0x1:
                why = "encrypted"
            if not why and info.file_size > MAX_MEMBER_BYTES:
                why = f"{info.file_size:,} bytes decompressed; a notebook may have at most {MAX_MEMBER_BYTES:,}"
            if not why and info.file_size > (1 << 20) and info.file_size > MAX_RATIO * max(1, info.compress_size):
                why = f"compressed {info.file_size / max(1, info.compress_size):,.0f} to 1 (a zip bomb?)"
            ident = None
            if not why:
                ident = identify(name.replace("\\", "/"), lms)
                stem = PurePosixPath(name.replace("\\", "/")).stem
                if ident is None:
                    ident = Identity(student_id=stem) if roster is None else None
                    if roster is not None:
                        cand = with_roster(Identity(student_id=stem), roster)
                        ident = cand if any(r.get("student_id") == stem for r in roster) else None
                    if ident is None:
                        why = "its name follows no LMS pattern and is not a student id of the roster"
                else:
                    ident = with_roster(ident, roster)
            if why or ident is None:
                out.skipped.append((name, why))
                continue
            try:
                data = _bounded_read(zf, info, MAX_MEMBER_BYTES)
            except (zipfile.BadZipFile, OSError, RuntimeError, ValueError, EOFError) as exc:
                out.skipped.append((name, f"could not be read ({type(exc).__name__})"))
                continue
            if data is None:
                out.skipped.append((name, f"more than {MAX_MEMBER_BYTES:,} bytes decompressed"))
                continue
            total += len(data)
            if total > MAX_TOTAL_BYTES:
                raise InvalidOptionError(f"--from-zip {zip_path}: the notebooks add up to more than "
                                         f"{MAX_TOTAL_BYTES:,} bytes")
            key = ident.student_id or (f"{ident.name}_{ident.lms_id}" if ident.lms_id else "student")
            ident = replace(ident, student_id=key)
            base = safe_id(key)
            fname = base
            k = 2
            while fname.lower() in used:
                fname = f"{base}__{k}"
                k += 1
            used.add(fname.lower())
            target = dest / f"{fname}.ipynb"
            target.write_bytes(data)
            out.accepted.append(Intake(target, name, ident))
    return out


def _bounded_read(zf: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> bytes | None:
    """The member's bytes, or None past ``limit`` (counted while decompressing, whatever the header says)."""
    chunks = []
    n = 0
    with zf.open(info) as fh:
        while True:
            chunk = fh.read(1 << 16)
            if not chunk:
                break
            n += len(chunk)
            if n > limit:
                return None
            chunks.append(chunk)
    return b"".join(chunks)
