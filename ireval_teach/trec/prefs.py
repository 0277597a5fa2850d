"""Preference judgments: trec_eval's ``-R prefs`` and ``-R qrels_prefs`` and its ``prefs_*`` measures.

Instead of "document d is relevant at level 2", a preference judgment says "a user prefers document
A to document B" for a query. trec_eval 10 reads them in two forms (get_prefs.c, get_qrels_prefs.c):

* ``-R prefs``: lines ``qid jg jsg docno rel_level`` -- a *judgment group* (JG: one user's view of
  one information need), a *judgment sub-group* (JSG) inside it, a document and a number. Inside a
  JSG every document is preferred to every document with a lower number (the numbers only rank;
  0.0 means "non-relevant" by convention, > 0 relevant). Several JSGs of one JG give a partial order,
  closed under transitivity (A > B in one JSG and B > C in another give A > C); a JG must be
  consistent, different JGs (users) may disagree.
* ``-R qrels_prefs``: an ordinary qrels file ``qid iter docno label`` read as preferences: the
  second field is the JG, every line of a JG is in one JSG, so a binary qrels file says "each
  relevant document is preferred to each judged non-relevant one".

Lines starting with ``#`` are comments; each line must have exactly 5 (``prefs``) or 4
(``qrels_prefs``) fields; the level is read with C's ``atof`` (text that is no number reads 0;
``inf``, hexadecimal and out-of-range numbers as strtod reads them), except that a level ``nan`` is
an error naming its line here (trec_eval compares NaN as it comes, which orders nothing).

**Counting** (form_prefs_counts.c). For one query, the ranking (score descending, ties by docno
ascending -- not trec_eval's usual descending --, cut to ``-M``) is reduced to the documents that
appear in the query's preferences: the *judged retrieved* ones (NJR of them) in rank order, then the
judged documents not retrieved (in docno order). Each preference A > B of each JG is then

=======================  ==========================================================
fulfilled, retrieved      A and B retrieved, A above B
possible, retrieved       A and B retrieved (fulfilled or not)
fulfilled, implied        A retrieved, B not
possible, implied         exactly one of A, B retrieved
not occurring             neither retrieved (never fulfilled)
=======================  ==========================================================

A JG with one JSG is counted per line (a document listed twice at one level counts twice); a JG
with several JSGs is counted per pair of documents of its transitive closure. A JG whose JSGs
conflict (A > B and B > A) is an error here (trec_eval aborts); so is a document with two levels in
a JG of one JSG, or with level 0 in one JSG and > 0 in another of the same JG (trec_eval: "Can't
calculate measure", exit 4, after printing the queries before). ``num_rel`` of a JG counts
its documents with level > 0, ``num_nonrel`` those with level 0 (a one-JSG JG counts every level
<= 0 as non-relevant, as trec_eval does).

**Measures** (m_prefs_*.c; per query, then averaged over queries -- the three counts are summed):

* ``prefs_num_prefs_poss`` = all preferences (possible retrieved + implied + not occurring);
  ``prefs_num_prefs_ful`` = fulfilled retrieved + fulfilled implied; ``prefs_num_prefs_ful_ret``
  = fulfilled retrieved.
* ``prefs_simp`` = fulfilled / possible, every preference of every JG counted once (a pair judged
  by two users counts twice; conflicting users cap the score below 1). Not-occurring preferences
  count as failures. ``prefs_simp_ret``: only pairs with both documents retrieved;
  ``prefs_simp_imp``: pairs with at least one retrieved.
* ``prefs_pair`` = mean over document pairs (A, B) with a preference in some JG of
  n(A > B, fulfilled) / n(A > B or B > A) -- each pair weighs the same however many users judged
  it; a pair with neither document retrieved scores 0. ``_ret`` and ``_imp`` as above.
* ``prefs_avgjg`` = mean over JGs of the JG's fulfilled / possible (each user weighs the same);
  ``_ret``, ``_imp`` as above. A JG with no possible preference adds 0 but counts in the mean.
* ``prefs_avgjg_Rnonrel`` = ``prefs_avgjg`` with the number of non-relevant documents of each JG
  set to its number of relevant documents R: with N <= R non-relevant, R * (R - N) preferences are
  added as possible, num_rel_ret * (R - N) of them fulfilled; with N > R only the first R
  non-relevant documents (in rank order) are kept and the preferences recounted. Like bpref, it
  stops a few hundred judged non-relevant documents from deciding a topic.
  ``prefs_avgjg_Rnonrel_ret`` does the same with retrieved documents only (R = relevant retrieved).

Conventions (trec_eval's): a value is 0 where its denominator is 0; the ``avgjg`` measures are 0
when the sum over JGs is not > 0 (so a JG whose ratio is 0/0 makes the query's
``prefs_avgjg_Rnonrel(_ret)`` 0, as trec_eval's NaN does); the ``_ret`` variants of Rnonrel use the
JG's num_rel (not num_rel_ret) where trec_eval does. Known difference: when more than R non-relevant
documents sit in several equivalence classes (levels 0 and negative) and the last class has fewer
than R, trec_eval's recount reads past that class into memory left from other groups or queries;
here it stops at the end of the class.

Computation: the file is split into fields by NumPy on the whole buffer (line by line when it
has comment lines, so that trec_eval's comment rule and the errors naming a line apply); then one
query at a time (queries are independent): only the run's judged documents are ranked; inside a JG
the counts are NumPy operations on the JG's matrix of preferences (a boolean array over its
documents in docid order, so that trec_eval's areas are blocks and triangles of it); the
transitive closure squares that matrix (a float32 product, exact here) until it stops growing.
``prefs_pair*`` add their shares in m_prefs_pair.c's order, one running sum, so that the values are
trec_eval's to the last bit. ``benchmarks/bench_trec_eval_cmd.py`` times the whole command against
trec_eval's C binary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..errors import TrecFormatError, check_sequence, excerpt
from .measures import PREFS_COUNTS, PREFS_FAMILIES, _atof_double

#: trec_eval 10's preference measures, in the order it computes and prints them (the first three,
#: :data:`PREFS_COUNTS`, are counts: whole numbers, summed over queries in the "all" line).
PREFS_MEASURES = PREFS_FAMILIES
__all__ = ["PREFS_MEASURES", "PREFS_COUNTS", "FORMATS", "MEASURES", "Prefs", "PrefsConflictError", "QueryPrefs",
           "JudgmentGroup", "read_prefs", "ranking_for_prefs", "count_query", "evaluate_prefs"]
#: The rel_info formats that hold preferences, and the number of fields of their lines.
FORMATS = {"prefs": 5, "qrels_prefs": 4}


class PrefsConflictError(TrecFormatError):
    """Preferences of one judgment group contradict each other (trec_eval: "Pref inconsistency").

    :func:`evaluate_prefs` sets ``partial`` to (qids, values) of the queries evaluated before the
    one in error (trec_eval has printed those when it stops)."""

    partial: tuple = ((), {})


@dataclass(frozen=True)
class Prefs:
    """Preference judgments read from a file: per query (:attr:`qids`, byte order as trec_eval
    sorts them) the arrays of its lines, in file order: judgment group, sub-group, docno (``bytes``
    arrays, dtype ``S``; ``object`` arrays of ``bytes`` for a file holding NUL bytes), level (float),
    file line (int)."""

    path: str
    qids: tuple[str, ...]
    lines: dict = field(repr=False)      # qid -> (jg, jsg, docno, level, line)

    def __len__(self) -> int:
        return sum(len(v[0]) for v in self.lines.values())


def read_prefs(path: str, rel_format: str = "prefs") -> Prefs:
    """Read a ``prefs`` file (``qid jg jsg docno level``) or a qrels file as ``qrels_prefs``
    (``qid jg docno level``, every line in sub-group ``"0"``), as trec_eval 10 reads them.

    Raises :class:`~ireval_teach.errors.TrecFormatError` naming the file and line for a line with
    the wrong number of fields, and for an empty or unreadable file.
    """
    if rel_format not in FORMATS:
        raise TrecFormatError(f"rel_info format {excerpt(rel_format)} holds no preferences; "
                              f"expected one of {', '.join(FORMATS)}")
    if not isinstance(path, str):
        raise TrecFormatError(f"a prefs file path must be a string, got {excerpt(path)}")
    nf = FORMATS[rel_format]
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as e:
        raise TrecFormatError(f"cannot read prefs file {path!r}: {e.strerror or e}") from None
    if not data:
        raise TrecFormatError(f"cannot read prefs file {path!r}: it is empty")
    columns = _columns(data, nf)
    if columns is None:                   # comment lines, NUL bytes or a malformed line: line by line
        columns = _columns_by_line(data, nf, path)
    qid, jg, jsg, docno, level, lineno = columns
    nan = np.flatnonzero(np.isnan(level))
    if len(nan):          # C's atof reads "nan" as NaN, which no preference order can use
        no = int(lineno[nan[0]])
        line = data.split(b"\n")[no - 1].decode("utf-8", "replace")
        raise TrecFormatError(f"{path}, line {no}: the level is not a number (NaN): {excerpt(line)}")
    names, inverse = np.unique(qid, return_inverse=True)        # byte order, as trec_eval sorts them
    order = np.argsort(inverse, kind="stable")                  # file order inside a query
    bounds = np.searchsorted(inverse[order], np.arange(len(names) + 1))
    jg, jsg, docno, level, lineno = (a[order] for a in (jg, jsg, docno, level, lineno))
    out = {}
    for k, name in enumerate(names.tolist()):
        a, b = int(bounds[k]), int(bounds[k + 1])
        out[name.decode("utf-8", "replace")] = (jg[a:b], jsg[a:b], docno[a:b], level[a:b], lineno[a:b])
    return Prefs(path, tuple(out), out)


#: The bytes ``bytes.split()`` splits on.
_SPACE = np.zeros(256, dtype=bool)
_SPACE[[9, 10, 11, 12, 13, 32]] = True


def _columns(data: bytes, nf: int):
    """The fields of a prefs file as arrays (qid, jg, jsg, docno, level, line number), by NumPy on
    the whole buffer; None if the file needs :func:`_columns_by_line` (a comment line, a NUL byte,
    a line without ``nf`` fields)."""
    if data.startswith(b"#") or b"\n#" in data or b"\x00" in data:
        return None
    buf = np.frombuffer(data, dtype=np.uint8)
    space = _SPACE[buf]
    edge = np.flatnonzero(np.diff(space.view(np.int8), prepend=np.int8(1), append=np.int8(1)))
    starts, ends = edge[0::2], edge[1::2]               # each token: space -> word at start, word -> space at end
    del space
    newlines = np.flatnonzero(buf == 10)
    n_lines = len(newlines) + (not data.endswith(b"\n"))
    if len(starts) != nf * n_lines:
        return None
    # token k must be field k % nf of line k // nf: its line (the newlines before it) must be k // nf
    first = starts[0::nf]
    if len(newlines) and not (np.searchsorted(newlines, first) == np.arange(n_lines)).all():
        return None
    last = ends[nf - 1::nf]
    if n_lines > 1 and not (np.searchsorted(newlines, last - 1) == np.arange(n_lines)).all():
        return None
    cols = [_field(buf, starts[c::nf], ends[c::nf]) for c in range(nf)]
    qid, jg, docno, lv = cols[0], cols[1], cols[-2], cols[-1]
    jsg = cols[2] if nf == 5 else np.full(n_lines, b"0", dtype="S1")
    return qid, jg, jsg, docno, _levels(lv), np.arange(1, n_lines + 1, dtype=np.int64)


def _field(buf: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """The tokens ``buf[starts[i]:ends[i]]`` as one ``S`` array (no NUL bytes in ``buf``)."""
    lengths = ends - starts
    width = max(int(lengths.max()), 1)
    out = np.zeros((len(starts), width), dtype=np.uint8)
    top = len(buf) - 1
    for k in range(width):
        live = lengths > k
        out[:, k] = np.where(live, buf[np.minimum(starts + k, top)], 0)
    return out.view(f"S{width}").ravel()


def _levels(tokens: np.ndarray) -> np.ndarray:
    """C's ``atof`` of each level token (each distinct text read once)."""
    uniq, inverse = np.unique(tokens, return_inverse=True)
    return np.array([_level(u) for u in uniq.tolist()], dtype=float)[inverse]


def _level(token: bytes) -> float:
    """C's ``atof`` of a level (``inf``, hexadecimal, beyond the double range: as strtod reads them)."""
    return _atof_double(token.decode("latin-1"))


def _columns_by_line(data: bytes, nf: int, path: str):
    """:func:`_columns` line by line, with trec_eval's comment rule and an error naming a bad line."""
    what = "qid jg jsg docno rel_level" if nf == 5 else "qid jg docno rel_level"
    rows: list = []
    after_comment = False
    pieces = data.split(b"\n")
    for no, raw in enumerate(pieces, start=1):
        if raw.startswith(b"#") and not after_comment:
            after_comment = True          # trec_eval skips one comment line, then parses the next
            continue
        after_comment = False
        if not raw and no == len(pieces):
            continue                      # the end of the file (spaces there are a malformed line, as in trec_eval)
        f = raw.split()
        if len(f) != nf:
            raise TrecFormatError(f"{path}, line {no}: malformed prefs line: expected {nf} fields ({what}), "
                                  f"got {len(f)}: {excerpt(raw.decode('utf-8', 'replace'))}")
        rows.append((f[0], f[1], f[2] if nf == 5 else b"0", f[-2], f[-1], no))
    if not rows:
        z = np.zeros(0, dtype="S1")
        return z, z, z, z, np.zeros(0), np.zeros(0, dtype=np.int64)
    qid, jg, jsg, docno, lv, lines = zip(*rows)
    kind = object if b"\x00" in data else None          # an S array would drop trailing NUL bytes
    cache: dict = {}
    level = np.array([cache[x] if x in cache else cache.setdefault(x, _level(x)) for x in lv], dtype=float)
    return (np.array(qid, dtype=kind), np.array(jg, dtype=kind), np.array(jsg, dtype=kind),
            np.array(docno, dtype=kind), level, np.array(lines, dtype=np.int64))


# --------------------------------------------------------------------------------------------
# counting one query
# --------------------------------------------------------------------------------------------
@dataclass
class JudgmentGroup:
    """The counts of one judgment group against one ranking (trec_eval's ``JG``).

    ``ecs`` (one sub-group): the equivalence classes, highest level first, each ``(level, docids)``
    with docids ascending (docid = position among the judged documents, retrieved ones first, in
    rank order); ``prefs`` and ``rel`` (several sub-groups): the closed preference matrix and each
    document's level (-1 where the JG does not judge it).
    """

    name: str
    ful_ret: int = 0
    poss_ret: int = 0
    ful_imp: int = 0
    poss_imp: int = 0
    notoccur: int = 0
    num_rel: int = 0
    num_rel_ret: int = 0
    num_nonrel: int = 0
    num_nonrel_ret: int = 0
    ecs: list = field(default_factory=list)
    prefs: np.ndarray | None = None
    rel: np.ndarray | None = None


@dataclass
class QueryPrefs:
    """One query's preferences against one ranking: ``num_judged`` documents appear in its
    preferences, ``num_judged_ret`` of them retrieved; ``groups`` (trec_eval's JGs, in name order);
    ``counts[i, j]`` = number of preferences "docid i > docid j" over all groups."""

    num_judged: int
    num_judged_ret: int
    groups: list
    counts: np.ndarray
    pair_sums: tuple | None = field(default=None, repr=False)     # _pair's sums, computed once


def _docnos(x, name: str) -> list:
    """Docnos as bytes (str are encoded as UTF-8), else a typed error naming the bad item."""
    items = check_sequence(x, name, TrecFormatError)
    out = []
    for i, d in enumerate(items, start=1):
        if isinstance(d, str):
            d = d.encode("utf-8", "surrogateescape")
        if not isinstance(d, (bytes, np.bytes_)) or not d or len(d.split()) != 1:
            raise TrecFormatError(f"item #{i} of {name} is {excerpt(d)}; a docno is one word (str or bytes)")
        out.append(bytes(d))
    return out


def _max_retrieved(m) -> int | None:
    if m is None:
        return None
    if isinstance(m, bool) or not isinstance(m, (int, np.integer)):
        raise TrecFormatError(f"max_retrieved must be a whole number or None, got {excerpt(m)}")
    return max(int(m), 0)


def ranking_for_prefs(docnos, scores, max_retrieved: int | None = None) -> list:
    """One query's retrieved docnos (bytes) in trec_eval's order for preferences: score descending,
    ties by docno ascending (form_prefs_counts.c), the top ``max_retrieved`` kept (``-M``).

    >>> ranking_for_prefs(["b", "a", "c"], [1.0, 1.0, 2.0])
    [b'c', b'a', b'b']
    """
    docs = _docnos(docnos, "docnos")
    sc = check_sequence(scores, "scores", TrecFormatError)
    if len(sc) != len(docs):
        raise TrecFormatError(f"{len(docs)} docnos but {len(sc)} scores")
    try:
        values = np.array(sc, dtype=float)
    except (TypeError, ValueError, OverflowError):
        raise TrecFormatError(f"scores must be numbers, got {excerpt(sc)}") from None
    if values.ndim != 1 or not np.isfinite(values).all():
        raise TrecFormatError(f"scores must be finite numbers, got {excerpt(sc)}")
    return _ranked(np.array(docs, dtype=object), values, _max_retrieved(max_retrieved)).tolist()


def _ranked(docnos: np.ndarray, scores: np.ndarray, keep: int | None) -> np.ndarray:
    """``docnos`` (an array of bytes) by score descending, ties by docno ascending, the first ``keep``."""
    order = np.lexsort((docnos, -scores)) if len(docnos) else np.zeros(0, dtype=np.int64)
    return docnos[order if keep is None else order[:keep]]


def _check_lines(lines, qid: str):
    """A query's arrays as :class:`Prefs` holds them, else a typed error."""
    ok = (isinstance(lines, tuple) and len(lines) == 5 and all(isinstance(a, np.ndarray) and a.ndim == 1
                                                                for a in lines)
          and len({len(a) for a in lines}) == 1 and len(lines[0]) > 0)
    if ok:
        jg, jsg, docno, level, lineno = lines
        ok = (level.dtype.kind == "f" and not bool(np.isnan(level).any()) and lineno.dtype.kind == "i"
              and all(a.dtype.kind == "S" or (a.dtype.kind == "O" and all(isinstance(x, bytes) for x in a.tolist()))
                      for a in (jg, jsg, docno)))
    if not ok:
        raise TrecFormatError(f"the preferences of query {excerpt(qid)} must be the 5 arrays read_prefs gives "
                              f"(jg, jsg, docno as bytes, level as floats, not NaN, line numbers), "
                              f"got {excerpt(lines)}")
    return lines


def count_query(lines, ranking, qid: str = "") -> QueryPrefs:
    """Count one query's preferences (``lines`` = its arrays from :class:`Prefs`) against ``ranking``
    (docnos in rank order, :func:`ranking_for_prefs`; each docno once)."""
    lines = _check_lines(lines, qid)
    ranked = np.array(_docnos(ranking, "ranking"), dtype=object)
    if len(set(ranked.tolist())) != len(ranked):
        raise TrecFormatError(f"query {excerpt(qid)}: the ranking holds a docno twice")
    return _count(lines, ranked, qid)


def _count(lines, ranking: np.ndarray, qid: str, scores: np.ndarray | None = None) -> QueryPrefs:
    """:func:`count_query` on checked arrays. ``ranking``: distinct docnos (an array of bytes) in rank
    order, or with ``scores`` (finite) a query's retrieved docnos in any order, ranked here."""
    jg, jsg, docno, level, lineno = lines
    judged, line_doc = np.unique(docno, return_inverse=True)        # docno order
    n = len(judged)
    # docids: the judged documents retrieved, in rank order, then the others in docno order
    if len(ranking):
        if judged.dtype.kind != ranking.dtype.kind:       # S and object: compare as bytes objects
            judged, ranking = judged.astype(object), ranking.astype(object)
        at = np.minimum(np.searchsorted(judged, ranking), n - 1)
        hit = judged[at] == ranking
        ret = at[hit]
        if scores is not None:        # only the judged ones need ranking: score descending, then docno
            ret = ret[np.lexsort((ranking[hit], -scores[hit]))]
    else:
        ret = np.zeros(0, dtype=np.int64)
    njr = len(ret)
    docid = np.empty(n, dtype=np.int64)
    unret = np.ones(n, dtype=bool)
    unret[ret] = False
    docid[ret] = np.arange(njr)
    docid[unret] = np.arange(njr, n)
    rank = docid[line_doc]
    counts = np.zeros((n, n), dtype=np.int64)
    # trec_eval's order: JG, then JSG, then level descending, then docid
    order = np.lexsort((rank, -level, jsg, jg))
    jg, jsg, level, rank, docno, lineno = (a[order] for a in (jg, jsg, level, rank, docno, lineno))
    cut = (np.flatnonzero(jg[1:] != jg[:-1]) + 1).tolist()
    groups = []
    for a, b in zip([0, *cut], [*cut, len(order)]):
        name = jg[a]
        g = JudgmentGroup(name.decode("utf-8", "replace") if isinstance(name, bytes) else str(name))
        js = jsg[a:b]
        if js[0] != js[-1]:           # sorted: several sub-groups
            _count_matrix(g, js, level[a:b], rank[a:b], docno[a:b], lineno[a:b], n, njr, counts, qid)
        else:
            _count_classes(g, level[a:b], rank[a:b], docno[a:b], lineno[a:b], n, njr, counts, qid)
        groups.append(g)
    return QueryPrefs(n, njr, groups, counts)


def _count_classes(g, lv, rk, dn, ln, n, njr, counts, qid) -> None:
    """One sub-group: equivalence classes by level; every line of a higher class is preferred to
    every line of a lower one (counted per line, as trec_eval's add_ec_pref_to_jg). The lines come
    sorted by level descending, then docid."""
    cut = (np.flatnonzero(lv[1:] != lv[:-1]) + 1).tolist()
    g.ecs = [(float(lv[a]), rk[a:b]) for a, b in zip([0, *cut], [*cut, len(lv)])]
    relmask, ret = lv > 0, rk < njr
    g.num_rel = int(np.count_nonzero(relmask))
    g.num_nonrel = len(lv) - g.num_rel
    g.num_rel_ret = int(np.count_nonzero(relmask & ret))
    g.num_nonrel_ret = int(np.count_nonzero(ret)) - g.num_rel_ret
    if np.bincount(rk, minlength=1).max() > 1:          # a document on several lines: pair by pair
        pair = lv[:, None] > lv[None, :]                # line i preferred to line j
        same = pair & (rk[:, None] == rk[None, :])
        if same.any():
            at = int(np.argwhere(same)[0][0])
            raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: document "
                                     f"{dn[at].decode('utf-8', 'replace')!r} has two levels in one sub-group "
                                     f"(line {int(ln[at])})")
        i, j = np.nonzero(pair)
        r1, r2 = rk[i], rk[j]
        np.add.at(counts, (r1, r2), 1)                  # a line given twice counts twice
        _tally(g, r1, r2, njr)
        return
    by_doc = np.argsort(rk)
    d, v = rk[by_doc], lv[by_doc]
    pair = v[:, None] > v[None, :]                      # document d[i] preferred to d[j], d ascending
    if len(d) == n:                                     # the group judges every document: d = 0..n-1
        counts += pair
    else:
        counts[np.ix_(d, d)] += pair
    _tally_matrix(g, pair, int(np.count_nonzero(ret)))


_UPPER: dict = {}


def _upper(rows: int, cols: int) -> np.ndarray:
    """The mask j > i of a rows x cols matrix (read-only; kept for sizes up to 256)."""
    m = max(rows, cols)
    u = _UPPER.get(m)
    if u is None:
        i = np.arange(m)
        u = i[:, None] < i[None, :]
        u.flags.writeable = False
        if m <= 256:
            _UPPER[m] = u
    return u[:rows, :cols]


def _tally_matrix(g, a, h) -> None:
    """trec_eval's five areas from a preference matrix over documents in docid order whose first
    ``h`` are retrieved (as :func:`_tally`: above = a lower docid)."""
    top = a[:h, :h]
    g.ful_ret = int(np.count_nonzero(top & _upper(h, h)))
    g.poss_ret = int(np.count_nonzero(top))
    g.ful_imp = int(np.count_nonzero(a[:h, h:]))
    g.poss_imp = g.ful_imp + int(np.count_nonzero(a[h:, :h]))
    g.notoccur = int(np.count_nonzero(a[h:, h:]))


def _tally(g, r1, r2, njr) -> None:
    """Sort preferences r1 > r2 (docids) into trec_eval's five areas."""
    above = r1 < r2
    ret1, ret2 = r1 < njr, r2 < njr
    g.ful_ret = int((above & ret2).sum())                       # both retrieved, r1 above r2 (r1 < r2 < njr)
    g.ful_imp = int((above & ~ret2 & ret1).sum())
    g.poss_ret = int((~above & ret1).sum()) + g.ful_ret         # both retrieved (r2 < r1 < njr)
    g.poss_imp = int((~above & ~ret1 & ret2).sum()) + g.ful_imp
    g.notoccur = int((~ret1 & ~ret2).sum())


def _count_matrix(g, js, lv, rk, dn, ln, n, njr, counts, qid) -> None:
    """Several sub-groups: a preference matrix over the query's judged documents, closed under
    transitivity (trec_eval's form_jg_pa and add_transitives). The lines come sorted by sub-group,
    level descending, docid."""
    # each document's level is its last line's; trec_eval stops at the first line that gives a
    # document level 0 after a level > 0, or > 0 after 0
    by_doc = np.argsort(rk, kind="stable")
    rk_d, lv_d = rk[by_doc], lv[by_doc]
    again = rk_d[1:] == rk_d[:-1]
    prev, cur = lv_d[:-1], lv_d[1:]
    bad = again & (((prev > 0) & (cur == 0)) | ((prev == 0) & (cur > 0)))
    if bad.any():
        at = int(by_doc[1:][bad].min())
        raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: document "
                                 f"{dn[at].decode('utf-8', 'replace')!r} has level 0 in one sub-group and "
                                 f"a level > 0 in another (line {int(ln[at])})")
    last = np.append(~again, True)
    rel = np.full(n, -1.0)
    docs = rk_d[last]                                   # the JG's documents, ascending
    rel[docs] = lv_d[last]
    # inside each sub-group (consecutive lines) every line is preferred to the lines of lower level
    sub = np.concatenate([[0], np.cumsum(js[1:] != js[:-1])])
    local = np.searchsorted(docs, rk)
    i, j = np.nonzero((sub[:, None] == sub[None, :]) & (lv[:, None] > lv[None, :]))
    m = len(docs)
    a = np.zeros((m, m), dtype=bool)
    a[local[i], local[j]] = True
    diag = np.arange(m)
    a[diag, diag] = True
    while True:                             # square the reachability matrix until it stops growing
        f = a.astype(np.float32)
        b = (f @ f) > 0                     # exact: the sums of products are at most m < 2 ** 24
        if (b == a).all():
            break
        a = b
    a[diag, diag] = False
    both = a & a.T
    if both.any():
        d1, d2 = (int(docs[x]) for x in np.argwhere(both)[0])
        raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: the preferences conflict "
                                 f"(documents {d1} and {d2} of the query's judged documents are each preferred "
                                 f"to the other); trec_eval aborts")
    if m == n:
        full = a
        counts += a
    else:
        full = np.zeros((n, n), dtype=bool)
        full[np.ix_(docs, docs)] = a
        counts[np.ix_(docs, docs)] += a
    g.prefs, g.rel = full, rel
    ret = rel[:njr]
    g.num_rel_ret, g.num_nonrel_ret = int(np.count_nonzero(ret > 0)), int(np.count_nonzero(ret == 0))
    g.num_rel, g.num_nonrel = int(np.count_nonzero(rel > 0)), int(np.count_nonzero(rel == 0))
    _tally_matrix(g, a, int(np.searchsorted(docs, njr)))


# --------------------------------------------------------------------------------------------
# the measures
# --------------------------------------------------------------------------------------------
def _div(a: float, b: float) -> float:
    """C's double division: x/0 is inf (nan for 0/0) -- what trec_eval's unguarded ratios give."""
    if b == 0:
        return float("nan") if a == 0 else float("inf") * (1 if a > 0 else -1)
    return a / b


def _ratio(ful: int, poss: int) -> float:
    return ful / poss if poss else 0.0


def _avgjg(q: QueryPrefs, ful, poss) -> float:
    s = 0.0
    for g in q.groups:
        p = poss(g)
        if p:
            s += ful(g) / p
    return s / len(q.groups) if s > 0.0 else 0.0


def _pair(q: QueryPrefs, part: str) -> float:
    """Mean over document pairs with a preference of the fulfilled share (prefs_pair*), summed in
    m_prefs_pair.c's order (pairs of retrieved documents row by row, then retrieved x not retrieved
    row by row; one running double sum), so that the value is trec_eval's to the last bit."""
    if q.pair_sums is None:
        c, njr = q.counts, q.num_judged_ret
        c_rr, c_rs = c[:njr, :njr], c[:njr, njr:]
        t_rr, t_rs = c_rr + c_rr.T, c_rs + c[njr:, :njr].T      # preferences either way
        upper = (t_rr > 0) & _upper(njr, njr)
        side = t_rs > 0
        n_ret, n_imp = int(np.count_nonzero(upper)), int(np.count_nonzero(side))
        if (not n_ret or t_rr.max() == 1) and (not n_imp or t_rs.max() == 1):
            # every share is 0 or 1 (one preference per pair): the sums are counts, exact in any order
            s_ret = float(np.count_nonzero((c_rr > 0) & upper))
            s_imp = s_ret + float(np.count_nonzero(c_rs))
        else:
            shares = np.concatenate([c_rr[upper] / t_rr[upper], c_rs[side] / t_rs[side]])
            running = np.cumsum(shares)                     # sequential, as C's sum += x
            s_ret = float(running[n_ret - 1]) if n_ret else 0.0
            s_imp = float(running[-1]) if len(running) else 0.0
        c_ss = c[njr:, njr:]
        n_none = int(np.count_nonzero((c_ss + c_ss.T > 0) & _upper(*c_ss.shape)))
        q.pair_sums = (s_ret, s_imp, n_ret, n_imp, n_none)
    s_ret, s_imp, n_ret, n_imp, n_none = q.pair_sums
    if part == "ret":
        return s_ret / n_ret if n_ret else 0.0
    pairs = n_ret + n_imp + (n_none if part == "all" else 0)
    return s_imp / pairs if pairs else 0.0


def _recount(g: JudgmentGroup, njr: int, keep: int, retrieved_only: bool, pool_next) -> tuple[int, int]:
    """prefs_avgjg_Rnonrel's recount of a JG keeping ``keep`` non-relevant documents (m_prefs_avgjg_Rnonrel.c)."""
    if g.ecs:
        ranks = [e[1][e[1] < njr] if retrieved_only else e[1] for e in g.ecs]
        last = np.concatenate([g.ecs[-1][1], pool_next])[:keep]       # the first `keep` of the last class
        if retrieved_only:
            last = last[:np.argmax(last >= njr)] if (last >= njr).any() else last
        k = len(ranks)
        r = np.concatenate(ranks)
        cls = np.repeat(np.arange(k), [len(x) for x in ranks])
        # classes e1 < e2 < the last one, line by line; then every class against `last`
        pairs = (cls[:, None] < cls[None, :]) & (cls < k - 1)[None, :]
        f = r[:, None] < r[None, :]
        f2 = r[:, None] < last[None, :]
        if not retrieved_only:
            f &= (r < njr)[:, None]
            f2 &= (r < njr)[:, None]
        ful = int(np.count_nonzero(pairs & f)) + int(np.count_nonzero(f2))
        return ful, int(np.count_nonzero(pairs)) + f2.size
    a, rel = g.prefs, g.rel
    assert a is not None and rel is not None, "a JG without equivalence classes has a preference matrix"
    n = len(rel)
    scan = rel[:njr] if retrieved_only else rel
    zeros = np.flatnonzero(scan == 0)
    first_discarded = int(zeros[g.num_rel]) if len(zeros) > g.num_rel else len(scan)
    drop = (np.arange(n) >= first_discarded) & (rel == 0)
    kept = a & ~drop[:, None] & ~drop[None, :]
    top = kept[:njr]
    if retrieved_only:          # areas A1 (fulfilled: i retrieved above j) and A2 (not) only
        both = top[:, :njr]
        up = _upper(njr, njr)
        ful = int(np.count_nonzero(both & up))
        poss = int(np.count_nonzero(both & up.T))
    else:                       # A1 and A3 fulfilled; A2, A4 and A5 not
        up = _upper(*top.shape)
        ful = int(np.count_nonzero(top & up))
        below = int(np.count_nonzero(top)) - ful        # the diagonal is empty
        poss = below + int(np.count_nonzero(kept[njr:]))
    return ful, poss + ful


def _rnonrel(q: QueryPrefs, retrieved_only: bool) -> float:
    s = 0.0
    pool = np.concatenate([e[1] for g in q.groups for e in g.ecs] or [np.zeros(0, dtype=np.int64)])
    used = 0
    for g in q.groups:
        size = sum(len(e[1]) for e in g.ecs)
        pool_next = pool[used + size:]
        used += size
        if retrieved_only:
            R, N = g.num_rel_ret, g.num_nonrel_ret
        else:
            R, N = g.num_rel, g.num_nonrel
        if R >= N:
            if retrieved_only:
                ful = g.ful_ret + g.num_rel_ret * (R - N)
                poss = g.poss_ret + g.num_rel * (R - N)
            else:
                ful = g.ful_ret + g.ful_imp + g.num_rel_ret * (R - N)
                poss = g.poss_ret + g.poss_imp + g.notoccur + g.num_rel * (R - N)
        else:
            ful, poss = _recount(g, q.num_judged_ret, g.num_rel_ret if retrieved_only else g.num_rel,
                                 retrieved_only, pool_next)
        s += _div(ful, poss)
    return s / len(q.groups) if s > 0.0 else 0.0


def _sum(q, *parts):
    return sum(getattr(g, p) for g in q.groups for p in parts)


#: Each measure as a function of one query's counts.
MEASURES = {
    "prefs_num_prefs_poss": lambda q: float(_sum(q, "poss_ret", "poss_imp", "notoccur")),
    "prefs_num_prefs_ful": lambda q: float(_sum(q, "ful_ret", "ful_imp")),
    "prefs_num_prefs_ful_ret": lambda q: float(_sum(q, "ful_ret")),
    "prefs_simp": lambda q: _ratio(_sum(q, "ful_ret", "ful_imp"), _sum(q, "poss_ret", "poss_imp", "notoccur")),
    "prefs_pair": lambda q: _pair(q, "all"),
    "prefs_avgjg": lambda q: _avgjg(q, lambda g: g.ful_ret + g.ful_imp,
                                    lambda g: g.poss_ret + g.poss_imp + g.notoccur),
    "prefs_avgjg_Rnonrel": lambda q: _rnonrel(q, False),
    "prefs_simp_ret": lambda q: _ratio(_sum(q, "ful_ret"), _sum(q, "poss_ret")),
    "prefs_pair_ret": lambda q: _pair(q, "ret"),
    "prefs_avgjg_ret": lambda q: _avgjg(q, lambda g: g.ful_ret, lambda g: g.poss_ret),
    "prefs_avgjg_Rnonrel_ret": lambda q: _rnonrel(q, True),
    "prefs_simp_imp": lambda q: _ratio(_sum(q, "ful_ret", "ful_imp"), _sum(q, "poss_ret", "poss_imp")),
    "prefs_pair_imp": lambda q: _pair(q, "imp"),
    "prefs_avgjg_imp": lambda q: _avgjg(q, lambda g: g.ful_ret + g.ful_imp, lambda g: g.poss_ret + g.poss_imp),
}


def evaluate_prefs(prefs: Prefs, run, names, *, max_retrieved: int | None = None, complete: bool = False,
                   only=None) -> tuple[list[str], dict[str, np.ndarray]]:
    """Every preference measure in ``names`` for each query of ``prefs`` that ``run`` (a
    :class:`~ireval_teach.trec.files.Run`) answers -- every query with ``complete`` (trec_eval
    ``-c``: an unanswered query is an empty ranking); ``only``: these queries only.
    Returns (qids, {name: per-query values})."""
    from .files import Run

    if not isinstance(prefs, Prefs):
        raise TrecFormatError(f"prefs must be what read_prefs returns, got {excerpt(prefs)}")
    if not isinstance(run, Run):
        raise TrecFormatError(f"run must be what read_run returns, got {excerpt(run)}")
    names = check_sequence(names, "measure names", TrecFormatError)
    max_retrieved = _max_retrieved(max_retrieved)
    if only is not None:
        only = check_sequence(only, "queries", TrecFormatError, hashable=True)
    unknown = [x for x in names if not isinstance(x, str) or x not in MEASURES]
    if unknown:
        raise TrecFormatError(f"not a preference measure: {excerpt(unknown[0])}; known: {', '.join(PREFS_MEASURES)}")
    answered = set(run.qids)
    keep = None if only is None else set(only)
    qids = [q for q in prefs.qids if (complete or q in answered) and (keep is None or q in keep)]
    cols = {x: np.zeros(len(qids)) for x in names}
    starts = run.starts.tolist()
    where = {q: k for k, q in enumerate(run.qids)}
    fast = run.docnos.dtype.kind == "S" and run.scores.dtype.kind == "f"
    for i, qid in enumerate(qids):
        k = where.get(qid)
        if k is None:
            ranking, ranked = np.zeros(0, dtype=run.docnos.dtype if fast else object), None
        else:
            docnos, scores = run.docnos[starts[k]:starts[k + 1]], run.scores[starts[k]:starts[k + 1]]
            ranked = None
            if not (fast and np.isfinite(scores).all()):      # ranking_for_prefs checks them (typed errors)
                ranking = np.array(ranking_for_prefs(docnos, scores, max_retrieved), dtype=object)
            elif max_retrieved is not None and max_retrieved < len(docnos):
                ranking = _ranked(docnos, scores, max_retrieved)
            else:                                              # _count ranks the judged ones only
                ranking, ranked = docnos, scores
        try:
            q = _count(_check_lines(prefs.lines[qid], qid), ranking, qid, ranked)
        except PrefsConflictError as e:
            e.partial = (qids[:i], {x: v[:i] for x, v in cols.items()})
            raise
        for x in names:
            cols[x][i] = MEASURES[x](q)
    return qids, cols
