"""Reading TREC qrels and run files, fast and strictly.

Formats (trec_eval's ``get_qrels.c`` and ``get_trec_results.c``):

* **qrels**: ``qid iter docno rel`` -- one judgment per line. ``iter`` is ignored. ``rel`` is an
  integer; ``rel >= 1`` is relevant (graded labels 2, 3, ... are kept for NDCG); ``0`` is judged
  not relevant; a **negative** label is "in the pool but not judged" in trec_eval
  (``form_res_rels.c``): never relevant, no gain, not counted in ``num_rel``.
* **run**: ``qid Q0 docno rank score tag`` -- one retrieved document per line. ``Q0`` and ``tag``
  are ignored. ``score`` is a real number (not NaN).

Fields are separated by runs of spaces or tabs (any byte <= 32 counts as a separator); blank lines
are allowed, and so are comment lines, whose first field starts with ``#`` (trec_eval 10). A run
line may have more than six fields: the first six are read and the rest ignored (as trec_eval);
a qrels line has exactly four. A UTF-8 byte-order mark at the start of a file is dropped (it is
not part of the first query id); a UTF-16 file is refused. The path ``-`` reads standard input.
A line with the wrong number of fields, a label that is not an integer, a score that is not a
number, or the same docno twice within one query is an error
(:class:`~ireval_teach.errors.TrecFormatError`) whose message names the file and line number and
quotes at most :data:`QUOTE_LIMIT` characters of the line.

The run's tag (``runid``) is the tag of its last line, as trec_eval reports it (:attr:`Run.runid`).

Ranks are induced from the scores, never read from the rank column. Ties (equal scores) are
broken by a named rule, ``ties=``:

* ``"trec_eval"`` (default): score descending, then docno descending (byte order, ``strcmp``),
  exactly as trec_eval's ``comp_sim_docno`` sorts a run; the rank column is ignored;
* ``"input_order"``: score descending, equal scores keep their order in the file;
* ``"rank_column"``: order by the rank column (ascending integers), ignoring the scores -- what a
  reader of the file sees; the ranks must then be integers.

Queries are kept in trec_eval's order: qid byte order (``strcmp``), so ``"10" < "9"``.

The reader is vectorised: the file is read in blocks (256 KiB; 1 MiB for a file held whole), split with NumPy
(no Python loop over lines), and docnos are kept as fixed-width byte strings (their 64-bit hashes
do not depend on the array's width, so files with docnos of different lengths match). Scores and
labels written as plain decimals (``-12.345``, ``3``; up to 15 digits) are parsed by a vectorised
fast path that gives exactly ``float()``'s value; other forms (``1e5``) by NumPy.

>>> import os, tempfile
>>> d = tempfile.mkdtemp()
>>> p = os.path.join(d, "run.txt")
>>> _ = open(p, "w").write("q1 Q0 d1 1 0.5 sys\\nq1 Q0 d2 2 0.5 sys\\n\\nq1 Q0 d3 3 0.9 sys\\n")
>>> run = read_run(p)
>>> run.qids, run.ranking_docnos("q1")
(('q1',), ('d3', 'd2', 'd1'))
>>> read_run(p, ties="input_order").ranking_docnos("q1")
('d3', 'd1', 'd2')
>>> _ = open(p, "w").write("q1 Q0 d1 1 0.5\\n")
>>> read_run(p)                                         # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ireval_teach.errors.TrecFormatError: ...run.txt, line 1: expected at least 6 fields (qid Q0 docno rank score tag), found 5: 'q1 Q0 d1 1 0.5'
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from collections.abc import Callable

import numpy as np

from ..errors import InvalidOptionError, TrecFormatError, check_option, excerpt

#: Named rules for ordering documents with equal scores in a run file.
TIE_RULES = ("trec_eval", "input_order", "rank_column")

#: Bytes read per block when a run is evaluated as it is read (memory: a few blocks' columns). A file
#: read whole (qrels, an interleaved run) is held in memory anyway and is read in blocks 4 times as
#: large, which have fewer fixed costs per line (benchmarks/README.md).
_BLOCK = 1 << 18
_PAD = 512            # longest field accepted (a longer one is an error naming its line)

Progress = Callable[[int, int], None]


class DuplicateDocumentError(TrecFormatError):
    """The same docno twice for one query (trec_eval stops with "duplicate docs", exit status 4)."""


# --------------------------------------------------------------------------------------------
# low level: split a file into fields, vectorised
# --------------------------------------------------------------------------------------------
#: Error messages quote at most this many characters of a bad line (a 100 MB line is not echoed).
QUOTE_LIMIT = 100

_BOM = b"\xef\xbb\xbf"


def _open(path: str):
    path = os.fspath(path)
    try:
        if path.endswith(".gz"):
            import gzip                          # here, not at the top: start-up time of plain files
            return gzip.open(path, "rb"), None
        return open(path, "rb"), os.path.getsize(path)
    except ValueError as e:                      # e.g. an embedded NUL byte in the name
        raise TrecFormatError(f"cannot read {excerpt(path)}: {e}") from None


def _check_path(path, what: str) -> str:
    """``path`` as a ``str`` (given a ``str``, ``bytes`` or ``os.PathLike``); otherwise
    :class:`~ireval_teach.errors.InvalidOptionError` naming the value."""
    try:
        p = os.fspath(path)
    except TypeError:
        raise InvalidOptionError(f"{what} must be a file path (str or os.PathLike), got {excerpt(path)}") from None
    if isinstance(p, bytes):
        p = os.fsdecode(p)
    if not p:
        raise InvalidOptionError(f"{what} must be a file path, got an empty string")
    return p


def _check_progress(progress) -> None:
    if progress is not None and not callable(progress):
        raise InvalidOptionError(f"progress must be None or a function progress(done, total), got {excerpt(progress)}")


@contextmanager
def _source(path):
    """``(path to read, name to show)``; ``-`` (standard input) is first copied to a temporary file,
    so that error messages can quote its lines and the run's last tag can be found."""
    path = os.fspath(path)
    if path != "-":
        yield path, path
        return
    import shutil
    import tempfile
    fd, tmp = tempfile.mkstemp(prefix="ireval-stdin-")
    try:
        with os.fdopen(fd, "wb") as out:
            shutil.copyfileobj(sys.stdin.buffer, out, 1 << 20)
        yield tmp, "-"
    finally:
        os.unlink(tmp)


def _line_text(raw: bytes) -> str:
    """The line as text, cut to :data:`QUOTE_LIMIT` characters (with its full length named)."""
    text = raw[:4 * QUOTE_LIMIT].decode("utf-8", "replace").strip()
    if len(text) > QUOTE_LIMIT or len(raw) > 4 * QUOTE_LIMIT:
        return f"{text[:QUOTE_LIMIT]}... ({len(raw):,} bytes)"
    return text


def _bad_line(path: str, lineno: int, what: str, raw: bytes) -> TrecFormatError:
    text = _line_text(raw)
    return TrecFormatError(f"{path}, line {lineno}: {what}: " + (repr(text) if "... (" not in text else text))


def _gather(bp: np.ndarray, st: np.ndarray, ln: np.ndarray) -> np.ndarray:
    """The fields starting at ``st`` (offsets into ``bp[1:]``) with lengths ``ln``, as an ``S{W}`` array."""
    W = max(int(ln.max()) if len(ln) else 1, 1)
    n = len(bp) - 1 - W
    windows = np.ndarray(shape=(n,), dtype=f"S{W}", buffer=bp, offset=1, strides=(1,))
    out = windows[st]
    if len(ln) and int(ln.min()) < W:
        u = out.view(np.uint8).reshape(len(st), W)
        u *= np.arange(W, dtype=np.int32) < ln[:, None].astype(np.int32)
    return out


def _split_block(bp: np.ndarray, n: int, ncols: int, cols: tuple[int, ...], path: str, first_line: int,
                 header: str, extra_ok: bool = False):
    """Split the whole lines ``bp[1:n+1]`` (``bp[0]`` is a newline; at least ``_PAD`` readable bytes
    follow) into ``ncols`` fields (with ``extra_ok``, fields after the first ``ncols`` are dropped;
    comment lines, first field starting with ``#``, are skipped); return the wanted columns, the
    line numbers, the lines seen."""
    body = bp[1:n + 1]
    ws = bp[:n + 1] <= 32
    tr = np.flatnonzero(ws[1:] != ws[:-1])       # alternating token starts and ends (data coords)
    starts, ends = tr[0::2], tr[1::2]
    nl = np.flatnonzero(body == 10)
    k = len(nl)
    # fast check: exactly ncols tokens on every line, no blank line, no comment line
    simple = (len(starts) == ncols * k and k > 0 and bool(np.all(nl >= ends[ncols - 1::ncols]))
              and bool(np.all(nl[:-1] < starts[ncols::ncols])) and not bool(np.any(body[starts[0::ncols]] == 35)))
    if simple:
        lines = np.arange(first_line, first_line + k, dtype=np.int32 if first_line + k < 2**31 else np.int64)
    else:
        ntok = np.searchsorted(starts, nl)            # tokens before each newline
        first = np.concatenate([[0], ntok[:-1]]).astype(np.int64)
        counts = ntok - first
        comment = np.zeros(k, dtype=bool)
        if len(starts):
            comment = (counts > 0) & (body[starts[np.minimum(first, len(starts) - 1)]] == 35)
        wrong = (counts < ncols) if extra_ok else (counts != ncols)
        bad = np.flatnonzero(wrong & (counts != 0) & ~comment)
        if len(bad):
            i = int(bad[0])
            lo = int(nl[i - 1]) + 1 if i else 0
            raw = body[lo:int(nl[i])].tobytes()
            expect = f"at least {ncols}" if extra_ok else f"{ncols}"
            raise _bad_line(path, first_line + i, f"expected {expect} fields ({header}), found {int(counts[i])}",
                            raw)
        data = (counts > 0) & ~comment
        if len(starts) != ncols * int(data.sum()):   # drop comment lines' and extra fields' tokens
            line_of = np.repeat(np.arange(k), counts)
            keep = data[line_of] & (np.arange(len(starts)) - first[line_of] < ncols)
            starts, ends = starts[keep], ends[keep]
        lines = (np.flatnonzero(data) + first_line).astype(np.int64)
    s = starts.reshape(-1, ncols)
    ln = ends.reshape(-1, ncols) - s
    if len(ln) and ln.max() > _PAD:
        i = int(np.flatnonzero(ln.max(axis=1) > _PAD)[0])
        j = int(np.argmax(ln[i]))
        lo = int(s[i, j]) + 1
        head = bp[lo:lo + min(int(ln[i, j]), QUOTE_LIMIT)].tobytes().decode("utf-8", "replace")
        raise TrecFormatError(f"{path}, line {int(lines[i])}: a field is longer than {_PAD} bytes "
                              f"({int(ln[i, j]):,} bytes, starting {head!r})")
    out = [_gather(bp, s[:, c], ln[:, c]) for c in cols]
    return out, lines, k


def _read_fields(path, ncols: int, cols: tuple[int, ...], header: str, progress: Progress | None = None,
                 numeric: dict | None = None, extra_ok: bool = False, show: str | None = None):
    """Read a whitespace-separated file of ``ncols`` fields; return the ``cols`` as byte-string arrays
    (numeric columns parsed, see :func:`_blocks`) and the line numbers."""
    parts: list[list[np.ndarray]] = [[] for _ in cols]
    line_parts = []
    for got, lines in _blocks(path, ncols, cols, header, progress, numeric, extra_ok, show, block=4 * _BLOCK):
        for p, g in zip(parts, got):
            p.append(g)
        line_parts.append(lines)
    if not line_parts:
        numeric = numeric or {}
        return [np.zeros(0, dtype=numeric[j][0] if j in numeric else "S1") for j in range(len(cols))], \
            np.zeros(0, dtype=np.int64)
    out = [_concat(p) for p in parts]
    return out, _concat(line_parts)


def _blocks(path, ncols: int, cols: tuple[int, ...], header: str, progress: Progress | None = None,
            numeric: dict | None = None, extra_ok: bool = False, show: str | None = None, block: int | None = None):
    """Yield ``(columns, line numbers)`` of each block of whole lines of the file, in file order.

    ``numeric`` maps a position in ``cols`` to ``(dtype, what)``: that column is parsed block by block.
    The file is read block by block into one reused buffer (``readinto``), whose byte 0 is a newline.
    ``show`` is the name used in messages (default ``path``); ``block`` the bytes read at a time
    (default :data:`_BLOCK`).
    """
    block = _BLOCK if block is None else block
    numeric = numeric or {}
    path = os.fspath(path)
    show = path if show is None else show
    try:
        fh, total = _open(path)
    except OSError as e:
        raise TrecFormatError(f"cannot read {show}: {e.strerror or e}") from None
    next_line = 1
    done = 0
    buf = bytearray(2 * block + _PAD + 16)
    buf[0] = 10
    filled = 1                                   # buf[1:filled] holds the unfinished last line
    with fh:
        while True:
            if len(buf) - filled < block + _PAD + 16:
                buf.extend(bytes(block + _PAD + 16))       # a very long line: grow the buffer
            try:
                nread = fh.readinto(memoryview(buf)[filled:filled + block])
            except (OSError, EOFError) as e:
                raise TrecFormatError(f"cannot read {show}: {e}") from None
            end = filled + nread
            if done == 0 and nread:
                if bytes(buf[1:3]) in (b"\xff\xfe", b"\xfe\xff"):
                    raise TrecFormatError(f"{show}: the file is UTF-16 (it starts with a UTF-16 byte-order mark); "
                                          "TREC files are ASCII or UTF-8")
                while end - 1 < 3 and nread:            # make sure a UTF-8 mark is read whole
                    more = fh.readinto(memoryview(buf)[end:1 + 3])
                    if not more:
                        break
                    end += more
                    nread += more
                if bytes(buf[1:4]) == _BOM:              # a UTF-8 byte-order mark is not part of the first qid
                    buf[1:end - 3] = buf[4:end]
                    end -= 3
            done += nread
            if nread == 0 and end > 1 and buf[end - 1] != 10:
                buf[end] = 10                            # the last line has no newline
                end += 1
            cut = buf.rfind(b"\n", 1, end) + 1 if nread else end
            got = None
            if cut > 1:
                bp = np.frombuffer(buf, np.uint8)
                got, lines, nlines = _split_block(bp, cut - 1, ncols, cols, show, next_line, header, extra_ok)
                del bp
                for j, (dtype, what) in numeric.items():
                    got[j] = _parse_numbers(got[j], dtype, path, lines, what, show)
                next_line += nlines
                buf[1:1 + end - cut] = buf[cut:end]
                filled = 1 + end - cut
            else:
                filled = end
            if progress is not None and total:
                progress(done, total)
            if got is not None and len(lines):
                yield got, lines
            if nread == 0:
                break


def _concat(parts: list[np.ndarray]) -> np.ndarray:
    if parts[0].dtype.kind == "S":
        W = max(p.dtype.itemsize for p in parts)
        parts = [p if p.dtype.itemsize == W else p.astype(f"S{W}") for p in parts]
    return np.concatenate(parts)


def _raw_line(path: str, lineno: int) -> bytes:
    fh, _ = _open(path)
    with fh:
        for i, raw in enumerate(fh, start=1):
            if i == lineno:
                return raw
    return b""


_P10 = 10.0 ** np.arange(23)


def _fixed_decimals(tokens: np.ndarray, dot: bool) -> np.ndarray | None:
    """The values of tokens of the form ``[-]digits[.digits]`` (``dot``) or ``[-]digits`` with 1 to 15
    digits, as float64, bit for bit what ``float()`` gives; None if any token has another form (then
    the caller parses with NumPy).

    Exact: the digits form an integer below 10**15 (exact in a double, so is each Horner step), and
    one division by an exact power of ten rounds correctly, as ``float()`` does. About twice as fast
    as ``astype(float64)`` on short tokens.
    """
    n, W = len(tokens), tokens.dtype.itemsize
    if n == 0 or W > 17:
        return None
    u = tokens.view(np.uint8).reshape(n, W)
    v = np.zeros(n)
    ndig = np.zeros(n, dtype=np.int8)
    frac = np.zeros(n, dtype=np.int8) if dot else None
    seen_dot = np.zeros(n, dtype=bool)
    bad = np.zeros(n, dtype=bool)
    for j in range(W):
        c = np.ascontiguousarray(u[:, j])
        d = c - np.uint8(48)
        dig = d < 10
        ok = dig | (c == 45) if j == 0 else dig | (c == 0)     # '-' first; NUL pads the end
        if dot:
            isdot = c == 46
            bad |= isdot & seen_dot
            seen_dot |= isdot
            ok |= isdot
            frac += dig & seen_dot
        bad |= ~ok
        if j:
            bad |= dig & (u[:, j - 1] == 0)                        # a digit after the padding
        v = np.where(dig, v * 10.0 + d, v)
        ndig += dig
    if bad.any() or not ((ndig > 0) & (ndig <= 15)).all():
        return None
    if dot:
        v = v / _P10[frac]
    np.negative(v, out=v, where=u[:, 0] == 45)
    return v


def _parse_numbers(tokens: np.ndarray, dtype, path: str, lines: np.ndarray, what: str,
                   show: str | None = None) -> np.ndarray:
    show = path if show is None else show
    fast = _fixed_decimals(tokens, dot=dtype is np.float64)
    if fast is not None:
        if dtype is np.float64:
            return fast
        lo, hi = (float(fast.min()), float(fast.max())) if len(fast) else (0.0, 0.0)
        small = next(t for t in (np.int8, np.int16, np.int32, np.int64)
                     if np.iinfo(t).min <= lo and hi <= np.iinfo(t).max)
        return fast.astype(small)
    try:
        vals = tokens.astype(dtype)       # numpy parses each token as float() / int() would
    except (ValueError, OverflowError):
        for i, t in enumerate(tokens.tolist()):
            try:
                np.array([t]).astype(dtype)
            except (ValueError, OverflowError):
                raise _bad_line(show, int(lines[i]), f"{what} {_line_text(t)!r} is not "
                                + ("an integer" if dtype is np.int64 else "a number"),
                                _raw_line(path, int(lines[i]))) from None
        raise  # pragma: no cover
    if dtype is np.float64:
        nan = np.flatnonzero(np.isnan(vals))
        if len(nan):
            i = int(nan[0])
            raise _bad_line(show, int(lines[i]), f"{what} is NaN; scores must be real numbers",
                            _raw_line(path, int(lines[i])))
    return vals


# --------------------------------------------------------------------------------------------
# keys: query codes and exact (qid, docno) matching through 64-bit hashes
# --------------------------------------------------------------------------------------------
def _words(a: np.ndarray, ordered: bool = False) -> np.ndarray:
    """Byte strings as uint64 words (n, w). With ``ordered`` the words are big-endian values, so
    comparing rows as tuples compares the bytes (strcmp order); otherwise any fixed view (for
    equality and hashing) without copying where possible."""
    n, W = len(a), a.dtype.itemsize
    if not ordered and W in (1, 2, 4):
        return a.view(f"<u{W}").astype(np.uint64).reshape(n, 1)
    W8 = -(-W // 8) * 8
    if W8 != W:
        a = a.astype(f"S{W8}")
    if ordered:
        return a.view(">u8").reshape(n, W8 // 8).astype(np.uint64)
    return a.view("<u8").reshape(n, W8 // 8)


def _query_codes(q: np.ndarray) -> tuple[np.ndarray, np.ndarray, bool]:
    """(sorted unique qids, code of each row, rows of each query contiguous?)"""
    if len(q) == 0:
        return np.zeros(0, dtype="S1"), np.zeros(0, dtype=np.int32), True
    W = q.dtype.itemsize
    if W in (1, 2, 4, 8):                          # compare the bytes as one unsigned integer per row
        v = q.view(f"<u{W}")
        diff = v[1:] != v[:-1]
    else:
        w = _words(q)
        diff = w[1:, 0] != w[:-1, 0]
        for j in range(1, w.shape[1]):
            diff |= w[1:, j] != w[:-1, j]
    heads = np.concatenate([[0], np.flatnonzero(diff) + 1])
    if W in (1, 2, 4, 8) and len(heads) > 1000:
        # many query changes (an interleaved file): unique over big-endian integers, whose order is
        # the byte order of the qids, then back to byte strings
        ints = q[heads].view(f">u{W}").astype(f"u{W}")
        ui, inv = np.unique(ints, return_inverse=True)
        uq = ui.astype(f">u{W}").view(f"S{W}")
    else:
        uq, inv = np.unique(q[heads], return_inverse=True)
    lengths = np.diff(np.concatenate([heads, [len(q)]]))
    codes = np.repeat(inv.astype(np.int32 if len(uq) < 2 ** 31 else np.int64), lengths)
    return uq, codes, len(uq) == len(heads)


_M1 = np.uint64(0x9E3779B97F4A7C15)
_M2 = np.uint64(0xBF58476D1CE4E5B9)
_SHIFT = np.uint64(40)


def _doc_hash(docnos: np.ndarray) -> np.ndarray:
    """A 64-bit mix of each docno's bytes (equal docnos, equal hashes; always checked exactly).

    The hash does not depend on the width of the array: a docno stored as ``S2`` and as ``S9``
    (padded with zero bytes) hashes the same, because a word of zero bytes adds nothing (each word
    ``j >= 1`` is mixed on its own, ``f_j(0) = 0``, and XOR-ed in). Arrays of different widths -- a
    qrels file with one long docno, a run block -- therefore find each other's rows.
    """
    if len(docnos) == 0:
        return np.zeros(0, dtype=np.uint64)
    w = _words(docnos)
    with np.errstate(over="ignore"):
        h = w[:, 0] * _M1
        for j in range(1, w.shape[1]):
            x = w[:, j] * _M2
            x ^= x >> np.uint64(29)
            x *= np.uint64((0x94D049BB133111EB + 2 * j) & 0xFFFFFFFFFFFFFFFF)
            h ^= x
        h ^= h >> np.uint64(32)
    return h


def _keys(codes: np.ndarray, dochash: np.ndarray, n_queries: int) -> np.ndarray:
    """(query, docno) keys ordered by query first: query code in the high 24 bits when every code of
    the ``n_queries`` fits (the layout depends on the query set, never on the rows at hand)."""
    codes = codes.astype(np.uint64, copy=False) if codes.dtype != np.int64 else codes.view(np.uint64)
    if n_queries > 1 << 24:
        with np.errstate(over="ignore"):
            return (dochash ^ (codes * _M1)) * _M2
    k = dochash >> np.uint64(24)
    k |= codes << _SHIFT
    return k


def _check_duplicates(path: str, qids: np.ndarray, codes: np.ndarray, docnos: np.ndarray, h: np.ndarray,
                      lines: np.ndarray, hs: np.ndarray | None = None) -> None:
    """Raise :class:`DuplicateDocumentError` for the first row (in row order) whose (query, docno) came
    before; ``h`` are the rows' keys, ``hs`` the same sorted (if already at hand).

    Equal keys only make rows suspects, compared exactly below; so without ``hs`` the keys of up to
    2**20 rows (a streamed run's chunks) are folded to 32 bits first, which sorts in half the time:
    n rows give about n**2 / 2**33 pairs of equal folds that are not duplicates (0.03 at 16k rows,
    128 at 2**20); larger arrays keep their 64-bit keys."""
    if hs is None:
        if len(h) <= 1 << 20:
            h = (h ^ (h >> np.uint64(32))).astype(np.uint32)
        hs = np.sort(h)
    same = hs[1:] == hs[:-1]
    if not same.any():
        return
    suspects = np.flatnonzero(np.isin(h, hs[1:][same]))
    seen: dict = {}
    for i in suspects.tolist():
        key = (int(codes[i]), bytes(docnos[i]))
        if key in seen:
            j = seen[key]
            raise DuplicateDocumentError(
                f"{path}, line {int(lines[i])}: document {docnos[i].decode('utf-8', 'replace')!r} appears twice "
                f"for query {qids[codes[i]].decode('utf-8', 'replace')!r} (first at line {int(lines[j])})")
        seen[key] = i


def _decode(a: np.ndarray) -> tuple[str, ...]:
    return tuple(x.decode("utf-8", "replace") for x in a.tolist())


# --------------------------------------------------------------------------------------------
# public data types
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Qrels:
    """Relevance judgments: one row per judged (query, document), rows grouped by query.

    ``qid_bytes`` are the queries in byte order; row arrays, sorted by query (file order within a
    query): ``qcode`` (index into the queries), ``docnos`` (byte strings), ``labels`` (ints, may be
    negative; the narrowest integer type that holds them), ``lines`` (line numbers).
    """

    path: str
    qid_bytes: np.ndarray
    qcode: np.ndarray
    docnos: np.ndarray
    labels: np.ndarray
    lines: np.ndarray
    keys: np.ndarray = field(repr=False)       # sorted 64-bit (qid, docno) keys
    key_rows: np.ndarray = field(repr=False)   # row of each sorted key
    _filter: np.ndarray | None = field(default=None, repr=False)

    @property
    def qids(self) -> tuple[str, ...]:
        """Query ids in trec_eval's order (byte order)."""
        return _decode(self.qid_bytes)

    def __len__(self) -> int:
        return len(self.labels)

    def num_rel(self, level: int = 1) -> np.ndarray:
        """Relevant documents (label >= level) of each query, aligned with :attr:`qids`."""
        return np.bincount(self.qcode[self.labels >= level], minlength=len(self.qid_bytes))

    def judgments(self, qid: str) -> dict[str, int]:
        """``{docno: label}`` of one query."""
        i = _index_of(self.qid_bytes, qid)
        if i < 0:
            return {}
        m = self.qcode == i
        return dict(zip(_decode(self.docnos[m]), self.labels[m].tolist()))

    def lookup(self, qcodes_in_self: np.ndarray, docnos: np.ndarray, dochash: np.ndarray | None = None,
               missing: int = 0) -> np.ndarray:
        """Label of each (query, docno) pair (query as an index into :attr:`qids`); ``missing`` (default 0)
        if the pair is not in the qrels.

        Vectorised and exact: 64-bit keys find the candidate judgment, the docnos are then compared.
        """
        n = len(docnos)
        out = np.zeros(n, dtype=np.int64) if missing == 0 else np.full(n, missing, dtype=np.int64)
        if n == 0 or len(self.keys) == 0:
            return out
        if dochash is None:
            dochash = _doc_hash(docnos)
        # a filter first: a table indexed by 24 bits of the key says which rows may be judged
        filt = self._filter
        if filt is None:   # about 16 slots per judgment (2**16 to 2**24): few false candidates
            bits = min(24, max(16, (16 * len(self.keys)).bit_length()))
            mask = np.uint64((1 << bits) - 1)
            filt = np.zeros(1 << bits, dtype=bool)
            filt[(self.keys & mask).view(np.int64)] = True
            object.__setattr__(self, "_filter", filt)
        mask = np.uint64(len(filt) - 1)
        valid = qcodes_in_self >= 0
        h = _keys(np.where(valid, qcodes_in_self, 0), dochash, len(self.qid_bytes))
        ok = filt[(h & mask).view(np.int64)]   # as intp, numpy indexes without a converted copy
        ok &= valid
        cand = np.flatnonzero(ok)
        h = h[cand]
        pos = np.searchsorted(self.keys, h)
        pos[pos >= len(self.keys)] = 0
        found = self.keys[pos] == h
        hit = cand[found]
        rows = self.key_rows[pos[found]]
        exact = (self.qcode[rows] == qcodes_in_self[hit]) & (self.docnos[rows] == docnos[hit])
        if not exact.all():  # a hash collision: resolve those pairs exactly (practically never happens)
            judged = {(int(c), bytes(d)): int(lab) for c, d, lab in zip(self.qcode, self.docnos, self.labels)}
            idx = np.flatnonzero(qcodes_in_self >= 0)
            out[idx] = [judged.get((int(qcodes_in_self[i]), bytes(docnos[i])), missing) for i in idx]
            return out
        out[hit] = self.labels[rows]
        return out


@dataclass(frozen=True, eq=False)
class Run:
    """A ranked run: rows grouped by query (qid byte order), within a query in rank order.

    Row arrays: ``qcode`` (index into :attr:`qids`), ``docnos``, ``scores``, ``lines``.
    ``starts[i]:starts[i+1]`` are the rows of query i. ``runid`` is the tag of the file's last line
    (trec_eval's ``runid``).
    """

    path: str
    qid_bytes: np.ndarray
    qcode: np.ndarray
    docnos: np.ndarray
    scores: np.ndarray
    lines: np.ndarray
    ties: str
    dochash: np.ndarray = field(repr=False)
    runid: str = ""

    @property
    def qids(self) -> tuple[str, ...]:
        return _decode(self.qid_bytes)

    def __len__(self) -> int:
        return len(self.scores)

    @property
    def starts(self) -> np.ndarray:
        return np.searchsorted(self.qcode, np.arange(len(self.qid_bytes) + 1))

    def rows_of(self, qid: str) -> slice:
        i = _index_of(self.qid_bytes, qid)
        if i < 0:
            return slice(0, 0)
        st = self.starts
        return slice(int(st[i]), int(st[i + 1]))

    def ranking_docnos(self, qid: str) -> tuple[str, ...]:
        """The docnos of one query in rank order."""
        return _decode(self.docnos[self.rows_of(qid)])


def _index_of(qid_bytes: np.ndarray, qid: str) -> int:
    key = qid.encode("utf-8") if isinstance(qid, str) else bytes(qid)
    i = int(np.searchsorted(qid_bytes, key))
    if i < len(qid_bytes) and qid_bytes[i] == key:
        return i
    return -1


# --------------------------------------------------------------------------------------------
# readers
# --------------------------------------------------------------------------------------------
#: Joins a qid and a judgment group in :func:`read_qrels` ``(groups=True)``: below every byte a qid
#: can hold (separators are <= 32), so "qid, then group" keeps the qids' byte order.
GROUP_SEP = b"\x01"


def read_qrels(path, *, progress: Progress | None = None, groups: bool = False) -> Qrels:
    """Read a qrels file (``qid iter docno rel``); see the module docstring for the rules.

    With ``groups`` the second field names a judgment group (trec_eval's ``qrels_jg`` format: the same
    query judged by several groups): each (qid, group) becomes a query of its own, named
    ``qid + GROUP_SEP + group``.
    """
    path = _check_path(path, "the qrels file")
    _check_progress(progress)
    if not isinstance(groups, bool):
        raise InvalidOptionError(f"groups must be True or False, got {excerpt(groups)}")
    with _source(path) as (real, path):
        got, lines = _read_fields(real, 4, (0, 1, 2, 3) if groups else (0, 2, 3), "qid iter docno rel", progress,
                                  numeric={(3 if groups else 2): (np.int64, "relevance label")}, show=path)
    if groups:
        q = np.char.add(np.char.add(got[0], GROUP_SEP), got[1])
        d, labels = got[2], got[3]
    else:
        q, d, labels = got
    del got
    if len(lines) == 0:
        raise TrecFormatError(f"{path}: the qrels file has no judgments")
    uq, codes, contiguous = _query_codes(q)
    del q
    if not (contiguous and bool(np.all(codes[1:] >= codes[:-1]))):
        order = np.argsort(codes, kind="stable")
        codes, d, labels, lines = codes[order], d[order], labels[order], lines[order]
        del order
    h = _keys(codes, _doc_hash(d), len(uq))
    key_rows = np.argsort(h)
    if len(key_rows) < 2 ** 31:
        key_rows = key_rows.astype(np.int32)
    keys = h[key_rows]
    _check_duplicates(path, uq, codes, d, h, lines, keys)
    return Qrels(path, uq, codes, d, labels, lines, keys, key_rows)


def read_run(path, *, ties: str = "trec_eval", progress: Progress | None = None) -> Run:
    """Read a run file (``qid Q0 docno rank score tag``) and order each query's documents.

    ``ties`` names the order of equal scores (see the module docstring).
    """
    path = _check_path(path, "the run file")
    check_option("tie rule", ties, TIE_RULES)
    _check_progress(progress)
    with _source(path) as (real, path):
        return _read_run(real, path, ties, progress)


_RUN_HEADER = "qid Q0 docno rank score tag"


def _run_columns(ties: str):
    cols = (0, 2, 3, 4) if ties == "rank_column" else (0, 2, 4)
    numeric: dict[int, tuple[type[np.generic], str]] = {len(cols) - 1: (np.float64, "score")}
    if ties == "rank_column":
        numeric[2] = (np.int64, "rank")
    return cols, numeric


def _read_run(real: str, show: str, ties: str, progress: Progress | None) -> Run:
    cols, numeric = _run_columns(ties)
    got, lines = _read_fields(real, 6, cols, _RUN_HEADER, progress, numeric, extra_ok=True, show=show)
    runid = _last_tag(real) if len(lines) else ""
    return _make_run(show, got, lines, ties, runid)


def _make_run(show: str, got: list, lines: np.ndarray, ties: str, runid: str) -> Run:
    """A :class:`Run` of the parsed columns: query codes, duplicate check, rank order."""
    q, d, scores = got[0], got[1], got[-1]
    uq, codes, contiguous = _query_codes(q)
    del q
    dh = _doc_hash(d)
    _check_duplicates(show, uq, codes, d, _keys(codes, dh, len(uq)), lines)
    order: tuple[np.ndarray, np.ndarray] | None
    if ties == "rank_column":
        order = _moves(np.lexsort((got[2], codes)))
    else:
        order = _rank_order(codes, scores, d, contiguous, ties)
    if order is not None:
        moved, src = order
        for a in (codes, d, scores, lines, dh):
            a[moved] = a[src]          # the right side is a copy, so this permutes in place
    return Run(show, uq, codes, d, scores, lines, ties, dh, runid)


class _ReadError(Exception):
    """Wraps a :class:`TrecFormatError` met while reading the blocks of a file: reading the whole file
    would stop at the same line with the same message (the blocks are read in the same order), so a
    caller may raise ``error`` as it is instead of reading the file again."""

    def __init__(self, error: TrecFormatError):
        super().__init__(str(error))
        self.error = error


def _read_errors_final(blocks):
    try:
        yield from blocks
    except TrecFormatError as e:
        raise _ReadError(e) from None


def _run_chunks(real: str, show: str, ties: str, progress: Progress | None = None, min_rows: int = 1 << 19):
    """Yield the run as :class:`Run` objects of about ``min_rows`` rows or more, each holding whole
    queries *if the file is written query by query*: a block's rows are held back until a line of
    another query follows them. A query whose lines are interleaved with other queries' comes back
    in several chunks (the caller checks: :func:`evaluate` then reads the file whole).

    Each chunk is ordered, checked for duplicates and coded on its own; its ``runid`` is the file's.
    """
    cols, numeric = _run_columns(ties)
    runid = None
    pend: list[list[np.ndarray]] = [[] for _ in cols]
    pend_lines: list[np.ndarray] = []
    rows = 0
    for got, lines in _read_errors_final(_blocks(real, 6, cols, _RUN_HEADER, progress, numeric, True, show)):
        if runid is None:
            runid = _last_tag(real)
        for p, g in zip(pend, got):
            p.append(g)
        pend_lines.append(lines)
        rows += len(lines)
        if rows < min_rows:
            continue
        q = got[0]
        other = np.flatnonzero(q != q[-1])
        if len(other) == 0:
            continue                       # the whole block is one query, maybe not its end yet
        cut = int(other[-1]) + 1
        chunk = [_concat(p[:-1] + [p[-1][:cut]]) for p in pend]
        chunk_lines = _concat(pend_lines[:-1] + [pend_lines[-1][:cut]])
        pend = [[p[-1][cut:]] for p in pend]
        pend_lines = [pend_lines[-1][cut:]]
        rows = len(pend_lines[0])
        yield _make_run(show, chunk, chunk_lines, ties, runid)
        del chunk, chunk_lines
    if rows:
        yield _make_run(show, [_concat(p) for p in pend], _concat(pend_lines), ties, runid or "")


@contextmanager
def _text_file(text: str | bytes, what: str, name):
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidOptionError(f"the {what} must be text (str or bytes), got {excerpt(text)}")
    if not isinstance(name, str):
        raise InvalidOptionError(f"name must be a str (it names the {what} in messages), got {excerpt(name)}")
    import tempfile
    fd, tmp = tempfile.mkstemp(prefix="ireval-text-")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else bytes(text))
        try:
            yield tmp
        except TrecFormatError as e:             # messages name the text, not the temporary file
            raise type(e)(str(e).replace(tmp, name)) from None
    finally:
        os.unlink(tmp)


def qrels_from_text(text: str | bytes, *, name: str = "<qrels text>") -> Qrels:
    """:func:`read_qrels` of qrels given as text (small examples, notebooks); messages name ``name``.

    >>> qrels_from_text("q 0 d1 1\\nq 0 d2 0\\n").judgments("q")
    {'d1': 1, 'd2': 0}
    """
    with _text_file(text, "qrels text", name) as tmp:
        q = read_qrels(tmp)
    return _renamed(q, name)


def run_from_text(text: str | bytes, *, ties: str = "trec_eval", name: str = "<run text>") -> Run:
    """:func:`read_run` of a run given as text (small examples, notebooks); messages name ``name``."""
    check_option("tie rule", ties, TIE_RULES)
    with _text_file(text, "run text", name) as tmp:
        r = read_run(tmp, ties=ties)
    return _renamed(r, name)


def _renamed(obj, name: str):
    import dataclasses
    return dataclasses.replace(obj, path=name)


def _last_tag(path: str) -> str:
    """The sixth field of the last line that is neither blank nor a comment (trec_eval's runid)."""
    fh, size = _open(path)
    tail = b""
    with fh:
        if size is not None:             # a plain file: read backwards until a content line is whole
            step = 1 << 16
            pos = size
            while pos > 0:
                pos = max(0, pos - step)
                fh.seek(pos)
                tail = fh.read(size - pos)
                lines = tail.split(b"\n")
                if _tag_of(lines[1:] if pos else lines) is not None:
                    break
        else:                            # gzip: keep the last block of each read
            while True:
                chunk = fh.read(1 << 20)
                if not chunk:
                    break
                tail = tail[-(1 << 16):] + chunk
    tag = _tag_of(tail.split(b"\n"))
    return "" if tag is None else tag.decode("utf-8", "replace")


def _tag_of(lines: list[bytes]) -> bytes | None:
    for line in reversed(lines):
        f = line.split()
        if len(f) >= 6 and not f[0].startswith(b"#"):
            return f[5]
    return None


def _rank_order(codes: np.ndarray, scores: np.ndarray, docnos: np.ndarray, contiguous: bool,
                ties: str) -> tuple[np.ndarray, np.ndarray] | None:
    """Where rows must move to be in (query, score desc, tie rule) order: ``(dst, src)`` such that
    ``a[dst] = a[src]`` orders an array ``a``; None if the rows are in order already (the usual case
    for a run written by a system, except inside groups of equal scores)."""
    n = len(scores)
    if n == 0:
        return None
    same_q = codes[1:] == codes[:-1]
    in_order = contiguous and bool(np.all(codes[1:] >= codes[:-1])) and \
        not bool(np.any(same_q & (scores[1:] > scores[:-1])))
    order = None
    if not in_order:
        order = _sort_by_query_and_score(codes, scores, stable=ties == "input_order")
        codes_s, scores_s = codes[order], scores[order]
        same_q = codes_s[1:] == codes_s[:-1]
    else:
        codes_s, scores_s = codes, scores
    tie = same_q & (scores_s[1:] == scores_s[:-1]) if ties == "trec_eval" else None
    if tie is None or not tie.any():
        return None if order is None else _moves(order)
    # rows in a tie group: sort each group by docno descending (trec_eval's comp_sim_docno)
    member = np.zeros(n, dtype=bool)
    member[1:] |= tie
    member[:-1] |= tie
    rows = np.flatnonzero(member)
    first = np.ones(len(rows), dtype=bool)      # a row that is not tied with the row before starts a group
    inner = rows > 0
    first[inner] = ~tie[rows[inner] - 1]
    group = np.cumsum(first)
    src_rows = rows if order is None else order[rows]
    w = _words(docnos[src_rows], ordered=True)
    keys = tuple(~w[:, j] for j in range(w.shape[1] - 1, -1, -1)) + (group,)
    sub = np.lexsort(keys)
    if order is None:
        return rows, rows[sub]
    order[rows] = src_rows[sub]
    return _moves(order)


def _sort_by_query_and_score(codes: np.ndarray, scores: np.ndarray, stable: bool) -> np.ndarray:
    """Row order by query, then score descending (equal scores in file order when ``stable``).

    Two passes, as ``np.lexsort`` but faster: scores first, then a stable sort by query code (a radix
    sort when there are fewer than 65,536 queries)."""
    by_score = np.argsort(-scores, kind="stable" if stable else "quicksort")
    c = codes[by_score]
    if len(c) and int(c.max()) < 1 << 16:
        c = c.astype(np.uint16)
    return by_score[np.argsort(c, kind="stable")]


def _moves(order: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    moved = np.flatnonzero(order != np.arange(len(order)))
    return moved, order[moved]
