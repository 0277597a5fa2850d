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
(``qrels_prefs``) fields; the level is read with C's ``atof`` (text that is no number reads 0).

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

Computation: one query at a time (queries are independent); inside a JG the counts are NumPy
operations on the JG's matrix of preferences (an n x n boolean array, n its judged documents),
the transitive closure is Warshall's algorithm with one vectorised row update per document.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..errors import TrecFormatError, check_sequence, excerpt
from .measures import PREFS_COUNTS, PREFS_FAMILIES, _atof

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
    sorts them) the arrays of its lines: judgment group, sub-group, docno, level, file line."""

    path: str
    qids: tuple[str, ...]
    lines: dict = field(repr=False)      # qid -> (jg, jsg, docno: object arrays, level: float, line: int)

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
    what = "qid jg jsg docno rel_level" if nf == 5 else "qid jg docno rel_level"
    rows: dict[str, list] = {}
    after_comment = False
    for no, raw in enumerate(data.split(b"\n"), start=1):
        if raw.startswith(b"#") and not after_comment:
            after_comment = True          # trec_eval skips one comment line, then parses the next
            continue
        after_comment = False
        f = raw.split()
        if not f and no == data.count(b"\n") + 1:
            continue                      # the end of the file
        if len(f) != nf:
            raise TrecFormatError(f"{path}, line {no}: malformed prefs line: expected {nf} fields ({what}), "
                                  f"got {len(f)}: {excerpt(raw.decode('utf-8', 'replace'))}")
        qid, jg, docno, lv = (f[0], f[1], f[-2], f[-1])
        jsg = f[2] if nf == 5 else b"0"
        rows.setdefault(qid, []).append((jg, jsg, docno, float(_atof(lv.decode("latin-1"))), no))
    out = {}
    for qid in sorted(rows):
        jg, jsg, docno, lv, no = zip(*rows[qid])
        out[qid.decode("utf-8", "replace")] = (np.array(jg, dtype=object), np.array(jsg, dtype=object),
                                               np.array(docno, dtype=object), np.array(lv, dtype=float),
                                               np.array(no, dtype=np.int64))
    return Prefs(path, tuple(out), out)


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
    keep = _max_retrieved(max_retrieved)
    order = np.lexsort((np.array(docs, dtype=object), -values)) if docs else np.zeros(0, dtype=np.int64)
    if keep is not None:
        order = order[:min(keep, len(order))]
    return [docs[i] for i in order.tolist()]


def _check_lines(lines, qid: str):
    """A query's arrays as :class:`Prefs` holds them, else a typed error."""
    ok = (isinstance(lines, tuple) and len(lines) == 5 and all(isinstance(a, np.ndarray) and a.ndim == 1
                                                                for a in lines)
          and len({len(a) for a in lines}) == 1 and len(lines[0]) > 0)
    if ok:
        jg, jsg, docno, level, lineno = lines
        ok = (level.dtype.kind == "f" and bool(np.isfinite(level).all()) and lineno.dtype.kind == "i"
              and all(isinstance(x, bytes) for a in (jg, jsg, docno) for x in a.tolist()))
    if not ok:
        raise TrecFormatError(f"the preferences of query {excerpt(qid)} must be the 5 arrays read_prefs gives "
                              f"(jg, jsg, docno as bytes, level as finite floats, line numbers), got {excerpt(lines)}")
    return lines


def count_query(lines, ranking: list, qid: str = "") -> QueryPrefs:
    """Count one query's preferences (``lines`` = its arrays from :class:`Prefs`) against ``ranking``
    (docnos in rank order, :func:`ranking_for_prefs`)."""
    jg, jsg, docno, level, lineno = _check_lines(lines, qid)
    ranking = _docnos(ranking, "ranking")
    judged = sorted(set(docno.tolist()))
    in_prefs = set(judged)
    ret = [d for d in ranking if d in in_prefs]
    njr = len(ret)
    docid = {d: i for i, d in enumerate(ret)}
    retset = set(ret)
    for d in judged:
        if d not in retset:
            docid[d] = len(docid)
    n = len(judged)
    rank = np.array([docid[d] for d in docno.tolist()], dtype=np.int64)
    counts = np.zeros((n, n), dtype=np.int64)
    # trec_eval's order: JG, then JSG, then level descending, then docid
    order = sorted(range(len(rank)), key=lambda i: (jg[i], jsg[i], -level[i], rank[i]))
    groups = []
    start = 0
    while start < len(order):
        name = jg[order[start]]
        end = start
        while end < len(order) and jg[order[end]] == name:
            end += 1
        idx = np.array(order[start:end], dtype=np.int64)
        g = JudgmentGroup(name.decode("utf-8", "replace") if isinstance(name, bytes) else str(name))
        if len(set(jsg[idx].tolist())) > 1:
            _count_matrix(g, jsg[idx], level[idx], rank[idx], docno[idx], lineno[idx], n, njr, counts, qid)
        else:
            _count_classes(g, level[idx], rank[idx], docno[idx], lineno[idx], njr, counts, qid)
        groups.append(g)
        start = end
    return QueryPrefs(n, njr, groups, counts)


def _count_classes(g, lv, rk, dn, ln, njr, counts, qid) -> None:
    """One sub-group: equivalence classes by level; every line of a higher class is preferred to
    every line of a lower one (counted per line, as trec_eval's add_ec_pref_to_jg)."""
    for level in sorted(set(lv.tolist()), reverse=True):
        sel = lv == level
        g.ecs.append((level, np.sort(rk[sel])))
    relmask = lv > 0
    g.num_rel, g.num_nonrel = int(relmask.sum()), int((~relmask).sum())
    g.num_rel_ret = int((relmask & (rk < njr)).sum())
    g.num_nonrel_ret = int((~relmask & (rk < njr)).sum())
    pair = lv[:, None] > lv[None, :]                    # line i preferred to line j
    same = pair & (rk[:, None] == rk[None, :])
    if same.any():
        i = int(np.argwhere(same)[0][0])
        raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: document "
                                 f"{dn[i].decode('utf-8', 'replace')!r} has two levels in one sub-group "
                                 f"(line {int(ln[i])})")
    r1, r2 = np.broadcast_arrays(rk[:, None], rk[None, :])
    r1, r2 = r1[pair], r2[pair]
    np.add.at(counts, (r1, r2), 1)
    _tally(g, r1, r2, njr)


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
    transitivity (trec_eval's form_jg_pa and add_transitives)."""
    rel = np.full(n, -1.0)
    a = np.zeros((n, n), dtype=bool)
    for i in range(len(rk)):
        old, new = rel[rk[i]], lv[i]
        if (old > 0 and new == 0) or (old == 0 and new > 0):
            raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: document "
                                     f"{dn[i].decode('utf-8', 'replace')!r} has level 0 in one sub-group and "
                                     f"a level > 0 in another (line {int(ln[i])})")
        rel[rk[i]] = new
    for s in sorted(set(js.tolist())):
        sel = js == s
        l2, r2 = lv[sel], rk[sel]
        better = l2[:, None] > l2[None, :]
        ii, jj = np.nonzero(better)
        a[r2[ii], r2[jj]] = True
    np.fill_diagonal(a, True)
    for k in range(n):                       # Warshall: i > k and k > j give i > j
        a |= a[:, k:k + 1] & a[k:k + 1, :]
    np.fill_diagonal(a, False)
    both = a & a.T
    if both.any():
        i, j = (int(x) for x in np.argwhere(both)[0])
        raise PrefsConflictError(f"query {qid!r}, judgment group {g.name!r}: the preferences conflict "
                                 f"(documents {i} and {j} of the query's judged documents are each preferred "
                                 f"to the other); trec_eval aborts")
    g.prefs, g.rel = a, rel
    g.num_rel_ret, g.num_nonrel_ret = int((rel[:njr] > 0).sum()), int((rel[:njr] == 0).sum())
    g.num_rel, g.num_nonrel = int((rel > 0).sum()), int((rel == 0).sum())
    r1, r2 = np.nonzero(a)
    counts += a
    _tally(g, r1, r2, njr)


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
    """Mean over document pairs with a preference of the fulfilled share (prefs_pair*)."""
    c, njr = q.counts, q.num_judged_ret
    tot = c + c.T
    iu = np.triu(np.ones_like(c, dtype=bool), 1)
    ret = np.arange(q.num_judged) < njr
    any_ = (tot > 0) & iu
    both_ret = any_ & ret[:, None] & ret[None, :]
    one_ret = (tot > 0) & ret[:, None] & ~ret[None, :]          # i retrieved, j not (every such pair once)
    none_ret = any_ & ~ret[:, None] & ~ret[None, :]
    share = np.divide(c, tot, out=np.zeros(c.shape), where=tot > 0)
    total = float(share[both_ret].sum())
    pairs = int(both_ret.sum())
    if part != "ret":
        total += float(share[one_ret].sum())
        pairs += int(one_ret.sum())
    if part == "all":
        pairs += int(none_ret.sum())
    return total / pairs if pairs else 0.0


def _recount(g: JudgmentGroup, njr: int, keep: int, retrieved_only: bool, pool_next) -> tuple[int, int]:
    """prefs_avgjg_Rnonrel's recount of a JG keeping ``keep`` non-relevant documents (m_prefs_avgjg_Rnonrel.c)."""
    ful = poss = 0
    if g.ecs:
        ranks = [e[1][e[1] < njr] if retrieved_only else e[1] for e in g.ecs]
        last = np.concatenate([g.ecs[-1][1], pool_next])[:keep]       # the first `keep` of the last class
        if retrieved_only:
            last = last[:np.argmax(last >= njr)] if (last >= njr).any() else last
        for e1 in range(len(ranks)):
            for e2 in range(e1 + 1, len(ranks) - 1):
                r1, r2 = ranks[e1][:, None], ranks[e2][None, :]
                f = (r1 < r2) if retrieved_only else ((r1 < r2) & (r1 < njr))
                ful += int(f.sum())
                poss += int(f.size - f.sum())
        for e1 in range(len(ranks)):
            r1, r2 = ranks[e1][:, None], last[None, :]
            f = (r1 < r2) if retrieved_only else ((r1 < r2) & (r1 < njr))
            ful += int(f.sum())
            poss += int(f.size - f.sum())
        return ful, poss + ful
    a, rel = g.prefs, g.rel
    n = len(rel)
    scan = rel[:njr] if retrieved_only else rel
    zeros = np.flatnonzero(scan == 0)
    first_discarded = int(zeros[g.num_rel]) if len(zeros) > g.num_rel else len(scan)
    drop = (np.arange(n) >= first_discarded) & (rel == 0)
    k = a & ~drop[:, None] & ~drop[None, :]
    i, j = np.nonzero(k)
    ret_i, ret_j = i < njr, j < njr
    if retrieved_only:          # areas A1 (fulfilled) and A2 (not) only
        ful = int((ret_i & ret_j & (j > i)).sum())
        poss = int((ret_i & ret_j & (j < i)).sum())
    else:                       # A1 and A3 fulfilled; A2, A4 and A5 not
        ful = int((ret_i & (j > i)).sum())
        poss = int((ret_i & (j < i)).sum()) + int((~ret_i).sum())
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
    for i, qid in enumerate(qids):
        rows = run.rows_of(qid)
        ranking = ranking_for_prefs(run.docnos[rows], run.scores[rows], max_retrieved) if qid in answered else []
        try:
            q = count_query(prefs.lines[qid], ranking, qid)
        except PrefsConflictError as e:
            e.partial = (qids[:i], {x: v[:i] for x, v in cols.items()})
            raise
        for x in names:
            cols[x][i] = MEASURES[x](q)
    return qids, cols
