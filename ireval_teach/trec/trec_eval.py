"""``ireval-teach trec_eval``: a drop-in for trec_eval 10's command line, on the vectorised evaluator.

It takes trec_eval's own options, spelled as trec_eval spells them, and prints what trec_eval 10.0
prints -- the same lines in the same order with the same defaults -- so a course script switches
by changing one word::

    trec_eval      -q -c -M100 -m all_trec qrels run
    ireval-teach trec_eval -q -c -M100 -m all_trec qrels run

Options (trec_eval's ``getopt_long`` string ``hvqm:cl:nD:JN:M:R:T:oZ:`` and its long names):

* ``-q`` per-query values too (every measure of each query, qrels order), then the summary;
  like trec_eval, ``num_q``, ``runid``, ``gm_map`` and ``gm_bpref`` print no per-query line and
  ``relstring`` only per-query lines.
* ``-m name[.params]`` (repeatable): a measure, a named set (``official`` -- the default --,
  ``all_trec``, ``set``) or a measure with trec_eval's parameters (``P.5,10``, ``ndcg.1=3,2=9``,
  ``11pt_avg..25,.5``); the first parameters given for a measure are used, as in trec_eval.
  Measures print in trec_eval's order (:data:`~ireval_teach.trec.measures.TREC_ORDER`), not the
  order of the options.
* ``-c`` average over every qrels query (a query without results scores 0). Without ``-c``
  trec_eval 10 stops at the first qrels query that has no results ("result qid ... not found",
  exit 4) after printing the queries before it; so does this command.
* ``-l N`` relevance level (default 1; ``N >= 1``), ``-M N`` keep the top N per query, ``-J`` judged
  documents only, ``-N N`` documents in the collection (``utility``), ``-n`` no summary,
  ``-D N[.qid]`` debug level (ignored) and optionally one query only, ``-o`` (obsolete in trec_eval
  too; accepted and ignored), ``-R qrels`` and ``-T trec_results`` (the only formats read here),
  ``-Z file`` z-scores (each per-query value becomes (value - mean) / stddev with the mean and
  standard deviation the file gives for that query and measure, -1000000 where it gives none; the
  "all" lines average those), ``-R qrels_jg`` judgment groups (the second qrels field names the
  group; ``map_avgjg``, ``P_avgjg``, ``Rprec_mult_avgjg`` and the set ``qrels_jg`` average map, P and
  Rprec_mult over a query's groups), ``-R prefs`` and ``-R qrels_prefs`` preference judgments with
  the ``prefs_*`` measures and the sets ``all_prefs`` and ``prefs`` (:mod:`.prefs`; ``-M`` and
  ``-c`` apply, ``-l`` and ``-J`` do not, as in trec_eval), ``-h`` help, ``-v`` version.
* Files: ``#`` comment lines, run lines with more than six fields, ``-`` for standard input.

Exit codes are trec_eval's: 0 success, 1 bad command line or unknown measure, 2 an input file
cannot be read or is malformed (or a measure's parameters are refused), 4 a qrels query without
results (without ``-c``), a document twice in one query's run, a measure of another rel_info
format, or preferences that contradict each other, 7 no query evaluated, 255 a malformed ``-Z``
file. One exception: where a judgment group's preferences form a cycle trec_eval 10 calls
``abort()`` (status 134, its buffered output lost); this command prints the queries before it and
exits 4 with the documents named.

Numbers: per-query values are the evaluator's (cross-checked with pytrec_eval and trec_eval 10);
the "all" line is trec_eval's running double sum divided by the number of queries (geometric
mean for gm_map and gm_bpref, sums for the counts), printed with C's ``%6.4f``.

``-nan``: where trec_eval 10 divides 0 by 0 it prints ``-nan`` (x86-64's default NaN has its sign
bit set; C's printf shows the sign), and so does this command -- in this command only: the
evaluator and ``ireval-teach eval`` keep their named convention "0 where the denominator is 0".
The cases, read from trec_eval 10's C code (every other division there is guarded):

* ``iprec_at_recall_L`` and ``11pt_avg``, a query with no document retrieved (n = 0: ``-J`` left
  none, ``-M0``, or ``-c -J`` for a query the run does not answer): m_iprec_at_recall.c and
  m_11pt_avg.c start from precision num_rel_ret / num_ret = 0/0 and give that value to every
  recall level whose cut-off lround(L * R) is 0 (L * R < 0.5; every level when R = 0), so those
  ``iprec_at_recall_L`` are ``-nan`` (the others 0), and ``11pt_avg`` is ``-nan`` when one of its
  levels is.
* ``Rndcg``, a query with relevant documents (R > 0) but no judged level of positive gain (gain
  parameters such as ``Rndcg.1=0``): m_Rndcg.c divides its sum by the number of changes of the
  ideal gain, 0/0.
* The "all" line of such a measure: trec_eval adds the per-query values, so one ``-nan`` query
  makes the mean ``-nan`` (and a ``-Z`` z-score of ``-nan`` stays ``-nan``).
"""

from __future__ import annotations

import math
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

import numpy as np

from ..errors import (InsufficientDataError, InvalidOptionError, IrevalError, TrecFormatError, check_sequence,
                      excerpt)
from .measures import (JG_FAMILIES, NAMED_SETS, PREFS_FAMILIES, TREC_LEVELS, TREC_ORDER, Measure,
                       expand_family)

VERSION = "10.0"
#: trec_eval's value for a z-score with no mean and standard deviation in the -Z file.
MISSING_ZSCORE = -1000000.0
#: What trec_eval's 0.0 / 0.0 gives on x86-64: a NaN with the sign bit set, printed ``-nan``.
C_NAN = -math.nan

USAGE = """Usage: trec_eval [-h] [-q] {-m measure}* trec_rel_file trec_top_file
   -h: Give full help information, including other options
   -q: In addition to summary evaluation, give evaluation for each query
   -m: calculate and print measures indicated by 'measure'
       ('-m all_qrels' prints all qrels measures, '-m official' is default)
"""

HELP = f"""ireval-teach trec_eval: trec_eval {VERSION}'s command line on ireval-teach's vectorised evaluator.

trec_eval [-h] [-q] [-m measure[.params]] [-c] [-n] [-l <num>] [-D debug_level[.qid]] [-N <num>]
          [-M <num>] [-J] [-R qrels] [-T trec_results] [-o] rel_info_file results_file

 -q  per-query values, then the summary          -m  measure, measure.params or a set:
 -c  average over every qrels query                  official (default), all_trec, set,
                                                     qrels_jg, all_prefs, prefs
 -l  smallest relevant label (default 1)         -n  no summary
 -M  documents kept per query                    -J  judged documents only
 -N  documents in the collection (utility)       -D  debug level (ignored); N.qid: one query only
 -R  rel_info format: qrels, qrels_jg, prefs,    -T  results format (trec_results only)
     qrels_prefs
 -o  obsolete (ignored)                          -v  version
 -Z  file of "qid measure mean stddev": print z-scores
 results_file '-' reads standard input.

Measures: {", ".join(TREC_ORDER)}.
"""

_SHORT = {"h": False, "v": False, "q": False, "m": True, "c": False, "l": True, "n": False, "D": True,
          "J": False, "N": True, "M": True, "R": True, "T": True, "o": False, "Z": True}
_LONG = {"help": "h", "version": "v", "query_eval_wanted": "q", "measure": "m", "complete_rel_info_wanted": "c",
         "level_for_rel": "l", "nosummary": "n", "Debug_level": "D", "Judged_docs_only": "J",
         "Number_docs_in_coll": "N", "Max_retrieved_per_topic": "M", "Rel_info_format": "R",
         "Results_format": "T", "Output_old_results_format": "o", "Zscore": "Z"}
PREFS_FORMATS = ("prefs", "qrels_prefs")
SEP = "\x01"     # files.GROUP_SEP as text: "qid<SEP>group" names a judgment group's query


class _Exit(Exception):
    def __init__(self, status: int, message: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _atol(text: str) -> int:
    import re
    m = re.match(r"\s*([+-]?[0-9]+)", text)
    return int(m.group(1)) if m else 0


def _getopt(argv: Sequence[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """GNU getopt_long as trec_eval calls it: options may follow the files; ``--`` ends them."""
    opts: list[tuple[str, str]] = []
    args: list[str] = []
    i = 0
    argv = list(argv)
    while i < len(argv):
        a = argv[i]
        if a == "--":
            args.extend(argv[i + 1:])
            break
        if a.startswith("--"):
            name, eq, val = a[2:].partition("=")
            hits = [n for n in _LONG if n == name] or [n for n in _LONG if n.startswith(name)]
            if len(hits) != 1:
                raise _Exit(1, f"trec_eval: unrecognized option '{a}'\n" + USAGE)
            c = _LONG[hits[0]]
            if _SHORT[c]:
                if not eq:
                    i += 1
                    if i >= len(argv):
                        raise _Exit(1, f"trec_eval: option '--{hits[0]}' requires an argument\n" + USAGE)
                    val = argv[i]
                opts.append((c, val))
            else:
                opts.append((c, ""))
        elif a.startswith("-") and a != "-":
            j = 1
            while j < len(a):
                c = a[j]
                if c not in _SHORT:
                    raise _Exit(1, f"trec_eval: invalid option -- '{c}'\n" + USAGE)
                if _SHORT[c]:
                    val = a[j + 1:]
                    if not val:
                        i += 1
                        if i >= len(argv):
                            raise _Exit(1, f"trec_eval: option requires an argument -- '{c}'\n" + USAGE)
                        val = argv[i]
                    opts.append((c, val))
                    break
                opts.append((c, ""))
                j += 1
        else:
            args.append(a)
        i += 1
    return opts, args


def _mark(spec: str, marked: set[str], params: dict[str, str]) -> None:
    """trec_eval's ``mark_measure``: a named set, a measure, or ``measure.params``."""
    name, dot, par = spec.partition(".")
    if dot:
        if par == "":
            raise _Exit(1, f"trec_eval: improper measure in parameter '{name}'\ntrec_eval: illegal measure '{name}'")
        params.setdefault(name, par)
    if name in NAMED_SETS:
        marked.update(NAMED_SETS[name])
    elif name in TREC_ORDER:
        marked.add(name)
    else:
        raise _Exit(1, f"trec_eval: illegal measure '{name}'")


def run(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``trec_eval`` with the arguments ``argv`` (without the program name); returns the exit status."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    for stream, what in ((out, "out"), (err, "err")):
        if not callable(getattr(stream, "write", None)):
            raise IrevalError(f"{what} must be a text stream (with .write), got {excerpt(stream)}")
    argv = _check_argv(argv)
    try:
        return _run(argv, out, err)
    except _Exit as e:
        if e.message:
            err.write(e.message if e.message.endswith("\n") else e.message + "\n")
        return e.status


@dataclass
class _Options:
    """trec_eval's command-line options, as :func:`_parse_options` reads them."""

    marked: set[str] = field(default_factory=set)
    params: dict[str, str] = field(default_factory=dict)
    per_query: bool = False
    complete: bool = False
    judged_only: bool = False
    summary: bool = True
    level: int = 1
    num_docs: int = 0
    max_ret: int | None = None
    debug_qid: str | None = None
    rel_format: str = "qrels"
    res_format: str = "trec_results"
    zfile: str | None = None


def _debug_qid(v: str) -> str | None:
    _, dot, qid = v.partition(".")
    return qid if dot else None


#: What each option with a value sets (``-l 2``: level = atol("2")), and each flag.
_VALUED: dict[str, tuple[str, Callable[[str], Any]]] = {
    "l": ("level", _atol), "D": ("debug_qid", _debug_qid), "N": ("num_docs", _atol),
    "M": ("max_ret", lambda v: max(_atol(v), 0)), "R": ("rel_format", str), "T": ("res_format", str),
    "Z": ("zfile", str)}
_FLAGS = {"q": ("per_query", True), "c": ("complete", True), "n": ("summary", False), "J": ("judged_only", True)}


def _parse_options(opts: list[tuple[str, str]], out: TextIO, err: TextIO) -> _Options:
    """The options in order, as trec_eval reads them; ``-h`` and ``-v`` answer at once (status 0)."""
    o = _Options()
    for c, v in opts:
        if c == "h":
            out.write(HELP)
            raise _Exit(0, "")
        if c == "v":
            err.write(f"trec_eval version {VERSION} (ireval-teach trec_eval)\n")
            raise _Exit(0, "")
        if c == "m":
            _mark(v, o.marked, o.params)
        elif c in _FLAGS:
            setattr(o, *_FLAGS[c])
        elif c in _VALUED:
            name, read = _VALUED[c]
            setattr(o, name, read(v))
    return o


def _run(argv: list[str], out: TextIO, err: TextIO) -> int:
    from .evaluator import evaluate
    from .files import DuplicateDocumentError, read_qrels

    opts, args = _getopt(argv)
    o = _parse_options(opts, out, err)
    marked, params, per_query, complete, judged_only = o.marked, o.params, o.per_query, o.complete, o.judged_only
    summary, level, num_docs, max_ret, debug_qid = o.summary, o.level, o.num_docs, o.max_ret, o.debug_qid
    rel_format, res_format, zfile = o.rel_format, o.res_format, o.zfile
    if len(args) != 2:
        raise _Exit(1, USAGE)
    if level < 1:
        raise _Exit(1, f"ireval-teach trec_eval: -l {level}: the relevance level must be >= 1 here")
    qrels_path, run_path = args
    if rel_format not in ("qrels", "qrels_jg") + PREFS_FORMATS:
        raise _Exit(2, f"trec_eval: Illegal rel_format '{rel_format}'")
    if rel_format in PREFS_FORMATS:
        return _run_prefs(rel_format, qrels_path, run_path, res_format, marked, params, per_query, complete,
                          summary, max_ret, debug_qid, zfile, out)
    groups = rel_format == "qrels_jg"
    try:
        qrels = read_qrels(qrels_path, groups=groups)
    except DuplicateDocumentError as e:
        raise _Exit(4, f"trec_eval: {e}") from None
    except (TrecFormatError, InvalidOptionError, OSError) as e:      # (an empty path: InvalidOptionError)
        raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Quit in file '{qrels_path}'") from None
    # -R qrels: the run is read as it is evaluated (only per-query values kept, as `eval` does); its
    # errors still come before those of -Z and -m, which are checked first only to keep that order
    run_ = _read_results(run_path, res_format) if groups else None
    if run_ is None and res_format == "trec_results":
        _check_run_path(run_path)
    try:
        if res_format != "trec_results":
            raise _Exit(2, f"trec_eval: Illegal retrieval results format '{res_format}'")
        zscores = _read_zscores(zfile) if zfile is not None else None
        measures = _marked_measures(marked, params)
        wrong = [m.family for m in measures if ((m.family in JG_FAMILIES) != groups or m.family in PREFS_FAMILIES)
                 and m.family not in ("runid", "num_q")]
        if wrong:        # trec_eval: the measure's rel_info format is not the one read
            need = "prefs" if wrong[0] in PREFS_FAMILIES else "qrels" if groups else "qrels_jg"
            raise _Exit(4, f"trec_eval: measure '{wrong[0]}' needs -R {need}\n"
                           f"trec_eval: Can't calculate measure '{wrong[0]}'")
    except _Exit:
        if run_ is None and res_format == "trec_results":
            _read_results(run_path, res_format)     # a bad run file is reported first, as trec_eval does
        raise
    all_qids = list(dict.fromkeys(q.split(SEP)[0] for q in qrels.qids)) if groups else list(qrels.qids)

    def first_unanswered(answered: set) -> str | None:
        """trec_eval 10 walks the qrels queries and stops at one without results (without -c)."""
        if complete:
            return None
        return next((q for q in all_qids if (debug_qid is None or q == debug_qid) and q not in answered), None)
    options: dict[str, Any] = dict(relevance_level=level, missing="zero" if complete else "skip",
                                   interpolation="trec_eval_10", max_retrieved=max_ret, judged_only=judged_only,
                                   num_docs=num_docs)
    answered: set = set(run_.qids) if run_ is not None else set()      # run_ is read for -R qrels_jg only
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if run_ is not None:
                qids, cols = _evaluate_groups(qrels, run_, measures, options)
                runid = run_.runid
            else:
                nan_fams = any(m.family in _NAN_FAMILIES for m in measures)
                hidden = [Measure("num_ret", None, _HIDDEN_NUM_RET)] if nan_fams else []
                res = evaluate(qrels, os.fspath(run_path), measures + hidden, **options)
                answered, runid = set(res.answered), res.runid
                qids, cols = list(res.qids), {m.name: res.values[m.name] for m in measures}
                if nan_fams:
                    _c_nans(measures, cols, qids, res.values[_HIDDEN_NUM_RET], qrels, level,
                            answered, judged_only, max_ret)
    except DuplicateDocumentError as e:
        raise _Exit(4, f"trec_eval: {e}") from None
    except TrecFormatError as e:                    # the run file (the qrels were read above)
        raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Quit in file '{run_path}'") from None
    except InsufficientDataError:                   # not one qrels query answered
        stop_at = first_unanswered(answered)
        if stop_at is not None:
            raise _Exit(4, f"trec_eval: result qid '{stop_at}' not found in qrels") from None
        raise _Exit(7, "trec_eval: No queries with both results and relevance info") from None
    except IrevalError as e:
        raise _Exit(4, f"trec_eval: {e}") from None
    stop_at = first_unanswered(answered)
    rows = list(range(len(qids)))
    if debug_qid is not None:
        rows = [i for i in rows if qids[i] == debug_qid]
    if stop_at is not None:
        rows = [i for i in rows if qids[i] < stop_at]   # qids in byte order; str order agrees on ASCII
    if complete and not groups:
        _bogus_quirks(measures, cols, qids, answered, dict(zip(qrels.qids, qrels.num_rel(level).tolist())),
                      num_docs)
    return _print(measures, qids, cols, rows, all_qids, stop_at, per_query, summary, complete,
                  zscores, runid, out, num_rel_all=(float(np.count_nonzero(qrels.labels > 0))
                                                         if complete and not groups else None))


def _print(measures, qids, cols, rows, all_qids, stop_at, per_query, summary, complete, zscores, runid, out,
           num_rel_all=None) -> int:
    """trec_eval's output: per-query lines (``-q``), then the "all" lines; the exits of a query
    without results (status 4, without ``-c``) and of no query evaluated (status 7)."""
    z = ""
    if zscores is not None:        # -Z: every per-query value becomes (value - mean) / stddev
        z = "Z"
        cols = _to_zscores(measures, cols, qids, zscores)
    lines: list[str] = []
    if per_query:
        shown = [m for m in measures if m.family not in ("runid", "num_q", "gm_map", "gm_bpref")]
        for i in rows:
            for m in shown:
                prefix = "" if m.family == "relstring" else z
                lines.append(_line(m.name, qids[i], _value(m, cols[m.name][i], bool(z)), prefix))
    if stop_at is not None:
        out.write("".join(lines))
        raise _Exit(4, f"trec_eval: result qid '{stop_at}' not found in qrels")
    if not rows:
        out.write("".join(lines))
        raise _Exit(7, "trec_eval: No queries with both results and relevance info")
    if summary:
        # trec_eval divides by the queries evaluated, or with -c by every qrels query (even under -D N.qid)
        n = len(all_qids) if complete else len(rows)
        for m in measures:
            if m.family == "relstring":
                continue
            if m.family == "runid":
                lines.append(_line("runid", "all", runid))
                continue
            v = cols[m.name]
            if m.family == "num_q":
                total = float(n)
            elif m.family == "num_rel" and num_rel_all is not None:
                total = num_rel_all
            else:
                sel = v if len(rows) == len(v) else v[np.asarray(rows, dtype=np.int64)]
                total = float(np.cumsum(sel.astype(float))[-1])   # trec_eval's running sum, in query order
                if not m.is_count:
                    if m.aggregate == "geometric":   # queries not evaluated count as log(0.00001)
                        total = math.exp((total + (n - len(rows)) * math.log(1e-5)) / n)
                    else:
                        total /= n
            text = _c_float(total) if z or not m.is_count else str(int(total))
            lines.append(_line(m.name, "all", text, z))
    out.write("".join(lines))
    return 0


def _check_run_path(run_path) -> None:
    """An unusable run path (an empty name) or an empty run file (0 bytes) is trec_eval's "Cannot read
    results file" (exit 2)."""
    from .files import _check_path

    try:
        _check_path(run_path, "the run file")
    except InvalidOptionError as e:
        raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Quit in file '{run_path}'") from None
    if run_path != "-" and os.path.isfile(run_path) and os.path.getsize(run_path) == 0:
        raise _Exit(2, f"trec_eval: the run file {run_path} is empty (0 bytes)\ntrec_eval: Quit in file '{run_path}'")


def _read_results(run_path, res_format):
    """The run (``-f trec_results`` only), with trec_eval's exit codes for a bad file."""
    from .files import DuplicateDocumentError, read_run

    if res_format != "trec_results":
        raise _Exit(2, f"trec_eval: Illegal retrieval results format '{res_format}'")
    _check_run_path(run_path)
    try:
        return read_run(run_path)
    except DuplicateDocumentError as e:
        raise _Exit(4, f"trec_eval: {e}") from None
    except (TrecFormatError, InvalidOptionError, OSError) as e:
        raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Quit in file '{run_path}'") from None


def _marked_measures(marked, params) -> list[Measure]:
    """The measures of the families marked with -m (trec_eval's "official" set when none), in trec_eval's order."""
    if not marked:
        marked.update(NAMED_SETS["official"])
    measures: list[Measure] = []
    for fam in TREC_ORDER:
        if fam in marked:
            try:
                measures.extend(expand_family(fam, params.get(fam)))
            except IrevalError as e:
                raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Cannot initialize measure '{fam}'") from None
    return measures


def _run_prefs(rel_format, prefs_path, run_path, res_format, marked, params, per_query, complete, summary,
               max_ret, debug_qid, zfile, out) -> int:
    """``-R prefs`` / ``-R qrels_prefs``: preference judgments and the prefs_* measures (:mod:`.prefs`)."""
    from .prefs import PrefsConflictError, evaluate_prefs, read_prefs

    try:
        prefs = read_prefs(prefs_path, rel_format)
    except TrecFormatError as e:
        raise _Exit(2, f"trec_eval: {e}\ntrec_eval: Quit in file '{prefs_path}'") from None
    run_ = _read_results(run_path, res_format)
    zscores = _read_zscores(zfile) if zfile is not None else None
    measures = _marked_measures(marked, params)
    wrong = [m.family for m in measures if m.family not in PREFS_FAMILIES + ("runid", "num_q")]
    if wrong:            # trec_eval: form_res_rels refuses preference judgments
        raise _Exit(4, f"trec_eval: measure '{wrong[0]}' needs -R qrels, not -R {rel_format}\n"
                       f"trec_eval: Can't calculate measure '{wrong[0]}'")
    all_qids = list(prefs.qids)
    answered = set(run_.qids)
    stop_at = None
    if not complete:
        stop_at = next((q for q in all_qids if (debug_qid is None or q == debug_qid) and q not in answered), None)
    names = [m.name for m in measures if m.family in PREFS_FAMILIES]
    wanted = [q for q in all_qids if (debug_qid is None or q == debug_qid)
              and (stop_at is None or q < stop_at) and (complete or q in answered)]
    error = None
    try:
        qids, cols = evaluate_prefs(prefs, run_, names, max_retrieved=max_ret, complete=complete, only=wanted)
    except PrefsConflictError as e:    # trec_eval prints the queries before this one, then stops
        error = e
        qids, cols = list(e.partial[0]), dict(e.partial[1])
    for m in measures:
        if m.family == "num_q":
            cols[m.name] = np.ones(len(qids))
        elif m.family == "runid":
            cols[m.name] = np.full(len(qids), run_.runid, dtype=object)
    rows = list(range(len(qids)))
    if error is not None:
        if per_query and qids:
            _print(measures, qids, cols, rows, all_qids, None, per_query, False, complete, zscores, run_.runid, out)
        first = names[0] if names else "num_q"
        raise _Exit(4, f"trec_eval: {error}\ntrec_eval: Can't calculate measure '{first}'")
    return _print(measures, qids, cols, rows, all_qids, stop_at, per_query, summary, complete, zscores,
                  run_.runid, out)


def _evaluate_groups(qrels, run_, measures, options):
    """``-R qrels_jg``: each (query, judgment group) evaluated as a query of its own (the run's ranking
    of the query against that group's judgments), then each measure averaged over the query's groups
    (trec_eval's map_avgjg, P_avgjg, Rprec_mult_avgjg: the groups' sum, divided by their number)."""
    from .evaluator import evaluate
    from .files import GROUP_SEP, Run

    comp = qrels.qid_bytes
    base = np.array([c.split(GROUP_SEP)[0] for c in comp.tolist()], dtype=comp.dtype)
    n_run = len(run_.qid_bytes)
    pos = np.searchsorted(run_.qid_bytes, base)
    posc = np.minimum(pos, max(n_run - 1, 0))
    found = (pos < n_run) & (run_.qid_bytes[posc] == base) if n_run else np.zeros(len(base), dtype=bool)
    st = run_.starts
    parts = [np.arange(st[p], st[p + 1]) for p in posc[found].tolist()]
    idx = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    qcode = np.repeat(np.arange(len(parts), dtype=np.int64), [len(x) for x in parts])
    run_c = Run(run_.path, comp[found], qcode, run_.docnos[idx], run_.scores[idx], run_.lines[idx], run_.ties,
                run_.dochash[idx], run_.runid)
    inner = [Measure(JG_FAMILIES[m.family], m.param, m.name) for m in measures if m.family in JG_FAMILIES]
    res = evaluate(qrels, run_c, inner or ["num_q"], **options)
    bases = [q.split(SEP)[0] for q in res.qids]
    qids = list(dict.fromkeys(bases))
    where = {q: i for i, q in enumerate(qids)}
    b = np.array([where[x] for x in bases], dtype=np.int64)
    cnt = np.bincount(b, minlength=len(qids))
    cols = {}
    for m in measures:
        if m.family == "num_q":
            cols[m.name] = np.ones(len(qids))
        elif m.family == "runid":
            cols[m.name] = np.full(len(qids), run_.runid, dtype=object)
        else:
            total = np.bincount(b, res.values[m.name], minlength=len(qids))    # the groups' sum, in order
            cols[m.name] = np.where(cnt > 1, total / np.maximum(cnt, 1), total)
    return qids, cols


def _read_zscores(path: str) -> dict[tuple[str, str], tuple[float, float]]:
    """trec_eval's Z-score file: lines ``qid measure mean stddev``."""
    from .measures import _atof_double

    table: dict[tuple[str, str], tuple[float, float]] = {}
    try:
        with open(path, "rb") as fh:
            for no, raw in enumerate(fh, start=1):
                f = raw.decode("utf-8", "replace").split()
                if not f:
                    continue
                if len(f) != 4:
                    raise _Exit(255, f"trec_eval.get_zscores: Malformed line {no}")
                table.setdefault((f[0], f[1]), (_atof_double(f[2]), _atof_double(f[3])))
    except OSError as e:
        raise _Exit(255, f"trec_eval.get_zscores: Cannot read zscores file '{path}': {e.strerror or e}") from None
    return table


def _to_zscores(measures, cols, qids, table):
    """trec_eval's te_convert_to_zscore: a value with no (qid, measure) entry becomes -1000000; with
    stddev 0 the value is 0 if it equals the mean, else -1000000."""
    known_q = {q for q, _ in table}
    out = {}
    for m in measures:
        if m.family == "runid":
            out[m.name] = cols[m.name]
            continue
        v = cols[m.name]
        zs = np.empty(len(qids), dtype=object if m.family == "relstring" else float)
        for i, q in enumerate(qids):
            if m.family == "relstring":
                zs[i] = v[i]
                continue
            x = float(v[i])
            ms = table.get((q, m.name)) if q in known_q else None
            if ms is None:
                zs[i] = MISSING_ZSCORE
            elif ms[1]:
                zs[i] = (x - ms[0]) / ms[1]
            else:
                zs[i] = 0.0 if x == ms[0] else MISSING_ZSCORE
        out[m.name] = zs
    return out


#: Families whose trec_eval value can be 0/0 (see the module docstring).
_NAN_FAMILIES = ("iprec_at_recall", "11pt_avg", "Rndcg")
_HIDDEN_NUM_RET = "\x00num_ret"        # the evaluator's num_ret, asked for the -nan rules only


def _c_nans(measures, cols, qids, num_ret, qrels, level, answered, judged_only, max_ret) -> None:
    """Put trec_eval's ``-nan`` where its C code divides 0 by 0 (module docstring; in place).

    ``num_ret`` is the evaluator's count after ``-M`` and ``-J``; trec_eval evaluates a query the
    run does not answer (``-c``) as a one-document ranking of an unjudged docno, so there it is 1
    unless ``-J`` drops that document or ``-M0`` keeps none.
    """
    from ..measures._batch import _lround
    from .measures import _atol

    n = np.asarray(num_ret, dtype=np.int64).copy()
    bogus = np.array([q not in answered for q in qids], dtype=bool)
    n[bogus] = 0 if judged_only or max_ret == 0 else 1
    empty = n == 0
    r_of = dict(zip(qrels.qids, qrels.num_rel(level).tolist()))
    R = np.array([r_of.get(q, 0) for q in qids], dtype=np.int64)
    for m in measures:
        if m.family == "iprec_at_recall" and empty.any():
            zero_cut = _lround(float(m.param) * R) == 0
            cols[m.name] = np.where(empty & zero_cut, C_NAN, cols[m.name])
        elif m.family == "11pt_avg" and empty.any():
            levels = [float(x) for x in (m.param if m.param is not None else TREC_LEVELS)]
            zero_cut = np.zeros(len(qids), dtype=bool)
            for lv in levels:
                zero_cut |= _lround(lv * R) == 0
            cols[m.name] = np.where(empty & zero_cut, C_NAN, cols[m.name])
        elif m.family == "Rndcg":
            gains: dict[int, float] = {}
            for name, g in (m.param or ()):
                t = name[1:] if name[:1] in "+-" else name
                if t.isdigit() and t.isascii():
                    gains.setdefault(_atol(name), float(g))      # trec_eval: the first pair for a level wins
            best = _max_level_gain(qrels, qids, gains)
            cols[m.name] = np.where((R > 0) & (best <= 0), C_NAN, cols[m.name])


def _max_level_gain(qrels, qids, gains: dict[int, float]) -> np.ndarray:
    """For each query, the largest gain of a label level (>= 0) judged in the qrels: gain = the level,
    or the ``level=gain`` parameter for it; -inf for a query with no judged level."""
    labels = np.asarray(qrels.labels, dtype=np.int64)
    judged = labels >= 0
    g = labels.astype(float)
    for lv, gain in gains.items():
        g[labels == lv] = gain
    code = np.asarray(qrels.qcode, dtype=np.int64)
    best = np.full(len(qrels.qids), -np.inf)
    np.maximum.at(best, code[judged], g[judged])
    where = dict(zip(qrels.qids, range(len(qrels.qids))))
    return np.array([best[where[q]] if q in where else -np.inf for q in qids])


def _bogus_quirks(measures, cols, qids, answered, num_rel, num_docs) -> None:
    """trec_eval -c evaluates a query without results as a one-document ranking (a docno in no qrels),
    then resets num_ret, ``utility``, ``relstring``, ``unj*`` and ``rbp_resid`` to 0 -- by exact name,
    so the parameterised ``utility_a,b,c,d``, ``relstring_N`` and ``rbp_resid_p=x`` keep their value
    on that one-document ranking. Reproduce those values (every other measure is 0 either way)."""
    missing = np.array([q not in answered for q in qids], dtype=bool)
    if not missing.any():
        return
    for m in measures:
        if m.param is None or m.family not in ("utility", "relstring", "rbp_resid"):
            continue
        v = cols[m.name].copy()
        if m.family == "utility":
            a, b, c, d = (float(x) for x in m.param)
            for i in np.flatnonzero(missing):
                r = float(num_rel[qids[i]])
                v[i] = a * 0 + b * (1 - 0) + c * (r - 0) + d * (num_docs + 0 - 1 - r)
        elif m.family == "relstring":
            v[missing] = "-" if int(m.param[0]) >= 1 else ""
        else:
            p = next((float(x) for n, x in m.param if n == "p"), 0.9)
            v[missing] = p + (1.0 - p) * 1.0
        cols[m.name] = v


def _line(name: str, qid: str, value: str, prefix: str = "") -> str:
    return f"{prefix}{name:<22}\t{qid}\t{value}\n"


def _value(m: Measure, v, z: bool = False) -> str:
    if m.family == "relstring":
        return f"'{v}'"
    if m.is_count and not z:
        return str(int(v))
    return _c_float(float(v))


def _c_float(x: float) -> str:
    """C's ``printf("%6.4f", x)``, NaN included (``-nan`` when its sign bit is set, as glibc prints)."""
    if math.isnan(x):
        return f"{'-nan' if math.copysign(1.0, x) < 0 else 'nan':>6}"
    return f"{x:6.4f}"


def _check_argv(argv) -> list[str]:
    """The arguments as a list of strings, else a typed error naming the bad one."""
    if isinstance(argv, (str, bytes)):
        raise IrevalError(f"argv must be a list of strings (the words of the command line), got {excerpt(argv)}")
    items = check_sequence(argv, "argv", IrevalError)
    bad = [a for a in items if not isinstance(a, str)]
    if bad:
        raise IrevalError(f"argv must be a list of strings, got the item {excerpt(bad[0])}")
    return items


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: ``ireval-teach trec_eval ARGS`` (``argv`` without the program name)."""
    return run(sys.argv[1:] if argv is None else argv)
