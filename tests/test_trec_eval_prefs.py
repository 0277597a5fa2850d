"""``ireval-teach trec_eval -R prefs`` / ``-R qrels_prefs``: preference judgments and the prefs_* measures
(:mod:`ireval_teach.trec.prefs`) against trec_eval 10.0's output, line for line, and its exit codes.

The expected outputs are trec_eval 10.0's (usnistgov/trec_eval, built from source outside this repository)
on the invented files below: a judgment group with one sub-group (equivalence classes, levels 0-6), one with
two sub-groups whose preferences chain (transitive preferences), one with more non-relevant than relevant
documents (prefs_avgjg_Rnonrel recounts), documents not retrieved, tied scores, a comment line, a query the
run does not answer (q3) and a run query with no preferences (q4).
"""

from __future__ import annotations

import io
import os
import subprocess

import pytest

from ireval_teach.errors import IrevalError, TrecFormatError
from ireval_teach.trec.prefs import (PREFS_MEASURES, PrefsConflictError, count_query, evaluate_prefs, read_prefs,
                                     ranking_for_prefs)
from ireval_teach.trec.trec_eval import run as trec_eval


PREFS = """\
# invented preference judgments (ireval-teach tests)
q1 alice s1 d1 3
q1 alice s1 d2 2
q1 alice s1 d3 0
q1 alice s1 d4 6
q1 alice s1 d5 0
q1 alice s1 d6 2
q1 bob s1 d1 1
q1 bob s1 d2 2
q1 bob s2 d2 5
q1 bob s2 d7 4
q1 bob s2 d3 0
q1 carol x d8 0
q1 carol x d9 0
q1 carol x d1 1
q1 carol y d1 1
q1 carol y d10 0
q1 carol y d11 0
q2 u1 s d1 1
q2 u1 s d2 0
q2 u1 s d3 0
q2 u1 s d4 0
q2 u2 a e1 2
q2 u2 a e2 1
q2 u2 b e2 1
q2 u2 b e3 0
q3 u1 s z1 1
q3 u1 s z2 0
"""

RUN = """\
q1 Q0 d4 1 9.0 sysP
q1 Q0 d9 2 8.0 sysP
q1 Q0 x1 3 8.0 sysP
q1 Q0 d2 4 7.0 sysP
q1 Q0 d1 5 7.0 sysP
q1 Q0 d3 6 5.0 sysP
q1 Q0 d10 7 4.0 sysP
q2 Q0 d3 1 3 sysP
q2 Q0 e3 2 2 sysP
q2 Q0 d1 3 1 sysP
q2 Q0 e1 4 0.5 sysP
q4 Q0 z1 1 1 sysP
"""

#: invented qrels, read as preferences (-R qrels_prefs: the iter field is the judgment group)
QRELS = """\
q1 0 d1 1
q1 0 d2 0
q1 0 d3 2
q1 0 d4 -1
q1 1 d1 0
q1 1 d9 1
q1 1 d10 1
q2 0 d1 1
q2 0 d3 0
q2 0 e1 0
q2 0 e3 0
q2 0 e4 0
"""


ARGS = {"A": "-q -c -m all_prefs -R prefs", "B": "-q -c -M3 -m all_prefs -R prefs", "C": "-q -c -m all_prefs -R qrels_prefs",
        "D": "-q -m prefs -R prefs"}


#: trec_eval 10.0 -q -c -m all_prefs -R prefs prefs run
EXPECTED_A = """\
prefs_num_prefs_poss  \tq1\t21
prefs_num_prefs_ful   \tq1\t16
prefs_num_prefs_ful_ret\tq1\t8
prefs_simp            \tq1\t0.7619
prefs_pair            \tq1\t0.7632
prefs_avgjg           \tq1\t0.6987
prefs_avgjg_Rnonrel   \tq1\t0.4698
prefs_simp_ret        \tq1\t0.8000
prefs_pair_ret        \tq1\t0.8125
prefs_avgjg_ret       \tq1\t0.6667
prefs_avgjg_Rnonrel_ret\tq1\t0.4857
prefs_simp_imp        \tq1\t0.8000
prefs_pair_imp        \tq1\t0.8056
prefs_avgjg_imp       \tq1\t0.7222
prefs_num_prefs_poss  \tq2\t6
prefs_num_prefs_ful   \tq2\t3
prefs_num_prefs_ful_ret\tq2\t0
prefs_simp            \tq2\t0.5000
prefs_pair            \tq2\t0.5000
prefs_avgjg           \tq2\t0.5000
prefs_avgjg_Rnonrel   \tq2\t0.2000
prefs_simp_ret        \tq2\t0.0000
prefs_pair_ret        \tq2\t0.0000
prefs_avgjg_ret       \tq2\t0.0000
prefs_avgjg_Rnonrel_ret\tq2\t0.0000
prefs_simp_imp        \tq2\t0.5000
prefs_pair_imp        \tq2\t0.5000
prefs_avgjg_imp       \tq2\t0.5000
prefs_num_prefs_poss  \tq3\t1
prefs_num_prefs_ful   \tq3\t0
prefs_num_prefs_ful_ret\tq3\t0
prefs_simp            \tq3\t0.0000
prefs_pair            \tq3\t0.0000
prefs_avgjg           \tq3\t0.0000
prefs_avgjg_Rnonrel   \tq3\t0.0000
prefs_simp_ret        \tq3\t0.0000
prefs_pair_ret        \tq3\t0.0000
prefs_avgjg_ret       \tq3\t0.0000
prefs_avgjg_Rnonrel_ret\tq3\t0.0000
prefs_simp_imp        \tq3\t0.0000
prefs_pair_imp        \tq3\t0.0000
prefs_avgjg_imp       \tq3\t0.0000
runid                 \tall\tsysP
num_q                 \tall\t3
prefs_num_prefs_poss  \tall\t28
prefs_num_prefs_ful   \tall\t19
prefs_num_prefs_ful_ret\tall\t8
prefs_simp            \tall\t0.4206
prefs_pair            \tall\t0.4211
prefs_avgjg           \tall\t0.3996
prefs_avgjg_Rnonrel   \tall\t0.2233
prefs_simp_ret        \tall\t0.2667
prefs_pair_ret        \tall\t0.2708
prefs_avgjg_ret       \tall\t0.2222
prefs_avgjg_Rnonrel_ret\tall\t0.1619
prefs_simp_imp        \tall\t0.4333
prefs_pair_imp        \tall\t0.4352
prefs_avgjg_imp       \tall\t0.4074
"""


#: trec_eval 10.0 -q -c -M3 -m all_prefs -R prefs prefs run
EXPECTED_B = """\
prefs_num_prefs_poss  \tq1\t21
prefs_num_prefs_ful   \tq1\t5
prefs_num_prefs_ful_ret\tq1\t0
prefs_simp            \tq1\t0.2381
prefs_pair            \tq1\t0.2632
prefs_avgjg           \tq1\t0.1282
prefs_avgjg_Rnonrel   \tq1\t0.1111
prefs_simp_ret        \tq1\t0.0000
prefs_pair_ret        \tq1\t0.0000
prefs_avgjg_ret       \tq1\t0.0000
prefs_avgjg_Rnonrel_ret\tq1\t0.0000
prefs_simp_imp        \tq1\t0.8333
prefs_pair_imp        \tq1\t0.8333
prefs_avgjg_imp       \tq1\t0.3333
prefs_num_prefs_poss  \tq2\t6
prefs_num_prefs_ful   \tq2\t2
prefs_num_prefs_ful_ret\tq2\t0
prefs_simp            \tq2\t0.3333
prefs_pair            \tq2\t0.3333
prefs_avgjg           \tq2\t0.3333
prefs_avgjg_Rnonrel   \tq2\t0.0000
prefs_simp_ret        \tq2\t0.0000
prefs_pair_ret        \tq2\t0.0000
prefs_avgjg_ret       \tq2\t0.0000
prefs_avgjg_Rnonrel_ret\tq2\t0.0000
prefs_simp_imp        \tq2\t0.4000
prefs_pair_imp        \tq2\t0.4000
prefs_avgjg_imp       \tq2\t0.3333
prefs_num_prefs_poss  \tq3\t1
prefs_num_prefs_ful   \tq3\t0
prefs_num_prefs_ful_ret\tq3\t0
prefs_simp            \tq3\t0.0000
prefs_pair            \tq3\t0.0000
prefs_avgjg           \tq3\t0.0000
prefs_avgjg_Rnonrel   \tq3\t0.0000
prefs_simp_ret        \tq3\t0.0000
prefs_pair_ret        \tq3\t0.0000
prefs_avgjg_ret       \tq3\t0.0000
prefs_avgjg_Rnonrel_ret\tq3\t0.0000
prefs_simp_imp        \tq3\t0.0000
prefs_pair_imp        \tq3\t0.0000
prefs_avgjg_imp       \tq3\t0.0000
runid                 \tall\tsysP
num_q                 \tall\t3
prefs_num_prefs_poss  \tall\t28
prefs_num_prefs_ful   \tall\t7
prefs_num_prefs_ful_ret\tall\t0
prefs_simp            \tall\t0.1905
prefs_pair            \tall\t0.1988
prefs_avgjg           \tall\t0.1538
prefs_avgjg_Rnonrel   \tall\t0.0370
prefs_simp_ret        \tall\t0.0000
prefs_pair_ret        \tall\t0.0000
prefs_avgjg_ret       \tall\t0.0000
prefs_avgjg_Rnonrel_ret\tall\t0.0000
prefs_simp_imp        \tall\t0.4111
prefs_pair_imp        \tall\t0.4111
prefs_avgjg_imp       \tall\t0.2222
"""


#: trec_eval 10.0 -q -c -m all_prefs -R qrels_prefs qrels run
EXPECTED_C = """\
prefs_num_prefs_poss  \tq1\t8
prefs_num_prefs_ful   \tq1\t2
prefs_num_prefs_ful_ret\tq1\t2
prefs_simp            \tq1\t0.2500
prefs_pair            \tq1\t0.2500
prefs_avgjg           \tq1\t0.3333
prefs_avgjg_Rnonrel   \tq1\t0.4583
prefs_simp_ret        \tq1\t0.2500
prefs_pair_ret        \tq1\t0.2500
prefs_avgjg_ret       \tq1\t0.3333
prefs_avgjg_Rnonrel_ret\tq1\t0.4583
prefs_simp_imp        \tq1\t0.2500
prefs_pair_imp        \tq1\t0.2500
prefs_avgjg_imp       \tq1\t0.3333
prefs_num_prefs_poss  \tq2\t4
prefs_num_prefs_ful   \tq2\t2
prefs_num_prefs_ful_ret\tq2\t1
prefs_simp            \tq2\t0.5000
prefs_pair            \tq2\t0.5000
prefs_avgjg           \tq2\t0.5000
prefs_avgjg_Rnonrel   \tq2\t0.0000
prefs_simp_ret        \tq2\t0.3333
prefs_pair_ret        \tq2\t0.3333
prefs_avgjg_ret       \tq2\t0.3333
prefs_avgjg_Rnonrel_ret\tq2\t0.0000
prefs_simp_imp        \tq2\t0.5000
prefs_pair_imp        \tq2\t0.5000
prefs_avgjg_imp       \tq2\t0.5000
runid                 \tall\tsysP
num_q                 \tall\t2
prefs_num_prefs_poss  \tall\t12
prefs_num_prefs_ful   \tall\t4
prefs_num_prefs_ful_ret\tall\t3
prefs_simp            \tall\t0.3750
prefs_pair            \tall\t0.3750
prefs_avgjg           \tall\t0.4167
prefs_avgjg_Rnonrel   \tall\t0.2292
prefs_simp_ret        \tall\t0.2917
prefs_pair_ret        \tall\t0.2917
prefs_avgjg_ret       \tall\t0.3333
prefs_avgjg_Rnonrel_ret\tall\t0.2292
prefs_simp_imp        \tall\t0.3750
prefs_pair_imp        \tall\t0.3750
prefs_avgjg_imp       \tall\t0.4167
"""


#: trec_eval 10.0 -q -m prefs -R prefs prefs run
EXPECTED_D = """\
prefs_num_prefs_poss  \tq1\t21
prefs_num_prefs_ful   \tq1\t16
prefs_num_prefs_ful_ret\tq1\t8
prefs_simp            \tq1\t0.7619
prefs_pair            \tq1\t0.7632
prefs_avgjg           \tq1\t0.6987
prefs_num_prefs_poss  \tq2\t6
prefs_num_prefs_ful   \tq2\t3
prefs_num_prefs_ful_ret\tq2\t0
prefs_simp            \tq2\t0.5000
prefs_pair            \tq2\t0.5000
prefs_avgjg           \tq2\t0.5000
"""


def files(tmp_path):
    paths = {}
    for name, text in (("prefs", PREFS), ("run", RUN), ("qrels", QRELS)):
        paths[name] = tmp_path / name
        paths[name].write_text(text)
    return {k: str(v) for k, v in paths.items()}


def call(argv):
    out, err = io.StringIO(), io.StringIO()
    status = trec_eval(argv, out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("key, expected, status", [("A", EXPECTED_A, 0), ("B", EXPECTED_B, 0), ("C", EXPECTED_C, 0),
                                                   ("D", EXPECTED_D, 4)])
def test_same_lines_as_trec_eval_10(tmp_path, key, expected, status):
    f = files(tmp_path)
    rel = f["qrels"] if "qrels_prefs" in ARGS[key] else f["prefs"]
    got, out, err = call(ARGS[key].split() + [rel, f["run"]])
    assert (got, out) == (status, expected) and len(expected.splitlines()) > 10
    if status == 4:                     # without -c trec_eval stops at q3, which the run does not answer
        assert err == "trec_eval: result qid 'q3' not found in qrels\n"


#: trec_eval's own test files and Makefile commands (usnistgov/trec_eval test/), where a source tree is at hand
TREC_EVAL_SRC = os.environ.get("TREC_EVAL_SRC", "/tmp/trec_eval")
MAKEFILE_TESTS = [("-m all_prefs -q -R prefs test/prefs.test test/prefs.results.test", "test/out.test.prefs"),
                  ("-m all_prefs -q -R prefs test/prefs.comment.test test/prefs.results.test", "test/out.test.prefs"),
                  ("-m all_prefs -q -R qrels_prefs test/qrels.test test/results.test", "test/out.test.qrels_prefs")]


@pytest.mark.skipif(not os.path.exists(os.path.join(TREC_EVAL_SRC, "test", "out.test.prefs")),
                    reason="trec_eval 10's source tree (its test/ folder) is not at $TREC_EVAL_SRC")
@pytest.mark.parametrize("argv, expected", MAKEFILE_TESTS)
def test_trec_eval_makefile_prefs_tests(argv, expected):
    args = [a if not a.startswith("test/") else os.path.join(TREC_EVAL_SRC, a) for a in argv.split()]
    status, out, err = call(args)
    with open(os.path.join(TREC_EVAL_SRC, expected)) as fh:
        want = fh.read()
    assert (status, err) == (0, "") and out == want and len(want.splitlines()) > 50


def test_counts_of_trec_eval_documented_examples(tmp_path):
    """The examples in get_prefs.c's comment: 6 documents ranked by one user give "a total of 13
    preferences"; two sub-groups 1>2>3 and 2>4 give 5 (1>2, 1>3, 2>3, 2>4, 1>4: 1>4 by transitivity)."""
    p = tmp_path / "p"
    p.write_text("qid1 ujg1 sub1 docno1 3.0\nqid1 ujg1 sub1 docno2 2.0\nqid1 ujg1 sub1 docno3 0.0\n"
                 "qid1 ujg1 sub1 docno4 6.0\nqid1 ujg1 sub1 docno5 0.0\nqid1 ujg1 sub1 docno6 2.0\n"
                 "qid2 ujg1 sub1 docno1 3.0\nqid2 ujg1 sub1 docno2 2.0\nqid2 ujg1 sub1 docno3 1.0\n"
                 "qid2 ujg1 sub2 docno2 5.0\nqid2 ujg1 sub2 docno4 4.0\n")
    prefs = read_prefs(str(p))
    q1 = count_query(prefs.lines["qid1"], [b"docno4", b"docno1", b"docno3"], "qid1")
    g = q1.groups[0]
    assert g.poss_ret + g.poss_imp + g.notoccur == 13 and q1.counts.sum() == 13
    # ranked docno4, docno1, docno3: the 3 preferences among them (4>1, 4>3, 1>3) are fulfilled
    assert (g.ful_ret, g.poss_ret) == (3, 3) and g.num_rel == 4 and g.num_nonrel_ret == 1
    q2 = count_query(prefs.lines["qid2"], [], "qid2")
    assert q2.groups[0].notoccur == 5 and q2.counts.sum() == 5
    assert {(int(i), int(j)) for i, j in zip(*q2.counts.nonzero())} == {(0, 1), (0, 2), (1, 2), (1, 3), (0, 3)}


def test_ranking_for_prefs_breaks_ties_by_docno_ascending():
    import numpy as np

    docnos = np.array([b"b", b"a", b"c", b"d"], dtype=object)
    assert ranking_for_prefs(docnos, np.array([1.0, 1.0, 2.0, 0.5])) == [b"c", b"a", b"b", b"d"]
    assert ranking_for_prefs(docnos, np.array([1.0, 1.0, 2.0, 0.5]), 2) == [b"c", b"a"]


@pytest.mark.parametrize("text, status, message", [
    ("q1 a s d1 1\nq1 a s d2\n", 2, "bad, line 2: malformed prefs line: expected 5 fields"),
    ("q1 a s d1 1\n\nq1 a s d2 0\n", 2, "bad, line 2: malformed prefs line"),
    ("q1 a s d1 1\nq1 a s d2 0\n  ", 2, "bad, line 3: malformed prefs line"),      # trec_eval 10: "Malformed line 3"
    ("", 2, "it is empty"),
    ("q1 a s d1 1\nq1 a s d1 2\n", 4, "document 'd1' has two levels in one sub-group (line 2)"),
    ("q1 a s1 d1 1\nq1 a s1 d2 0\nq1 a s2 d2 1\nq1 a s2 d1 0\n", 4, "has level 0 in one sub-group and a level > 0"),
    ("q1 a s1 d1 2\nq1 a s1 d2 1\nq1 a s2 d2 2\nq1 a s2 d1 1\n", 4, "the preferences conflict"),
])
def test_malformed_prefs_files(tmp_path, text, status, message):
    """trec_eval's exit codes: 2 for a file it cannot read (a line without 5 fields), 4 when the preferences
    of a judgment group contradict each other (trec_eval 10 aborts with SIGABRT on a cycle; here 4 and a message)."""
    f = files(tmp_path)
    bad = tmp_path / "bad"
    bad.write_text(text)
    got, out, err = call(["-c", "-m", "prefs_simp", "-R", "prefs", str(bad), f["run"]])
    assert got == status and message in err and out == ""
    if status == 2:
        assert err.endswith(f"trec_eval: Quit in file '{bad}'\n")
        with pytest.raises(TrecFormatError, match="line|empty"):
            read_prefs(str(bad))
    else:
        assert "trec_eval: Can't calculate measure 'prefs_simp'" in err
        with pytest.raises(PrefsConflictError):
            evaluate_prefs(read_prefs(str(bad)), _run(f["run"]), ["prefs_simp"], complete=True)


def _run(path):
    from ireval_teach.trec.files import read_run

    return read_run(path)


def test_error_after_earlier_queries_prints_them_as_trec_eval(tmp_path):
    """trec_eval 10.0 -q -c -m prefs_simp -m prefs_pair -R prefs: q0 is printed, then q1's two levels stop it."""
    f = files(tmp_path)
    bad = tmp_path / "bad"
    bad.write_text("q0 a s x 1\nq0 a s y 0\nq1 a s d1 1\nq1 a s d1 2\n")
    got, out, _ = call(["-q", "-c", "-m", "prefs_simp", "-m", "prefs_pair", "-R", "prefs", str(bad), f["run"]])
    assert got == 4 and out == "prefs_simp            \tq0\t0.0000\nprefs_pair            \tq0\t0.0000\n"


def test_measures_need_their_rel_format(tmp_path):
    f = files(tmp_path)
    status, _, err = call(["-c", "-m", "map", "-R", "prefs", f["prefs"], f["run"]])
    assert status == 4 and "Can't calculate measure 'map'" in err
    q = tmp_path / "binary_qrels"
    q.write_text("q1 0 d1 1\nq1 0 d2 0\n")
    status, _, err = call(["-c", "-m", "prefs_simp", str(q), f["run"]])
    assert status == 4 and "Can't calculate measure 'prefs_simp'" in err
    assert call(["-c", "-m", "prefs_simp.3", "-R", "prefs", f["prefs"], f["run"]])[0] == 2   # takes no parameters
    from ireval_teach.cli import main

    assert main(["eval", str(q), f["run"], "-m", "prefs_simp"]) == 2           # eval: not one of its measures


def test_library_api(tmp_path):
    f = files(tmp_path)
    prefs = read_prefs(f["prefs"])
    assert prefs.qids == ("q1", "q2", "q3") and len(prefs) == 27
    qids, cols = evaluate_prefs(prefs, _run(f["run"]), list(PREFS_MEASURES), complete=True)
    assert qids == ["q1", "q2", "q3"]
    first = {x.split("\t")[0].strip(): x.split("\t")[2] for x in EXPECTED_A.splitlines() if "\tq1\t" in x}
    for name in PREFS_MEASURES:
        want = first[name]
        got = cols[name][0]
        assert (str(int(got)) if "." not in want else f"{got:6.4f}") == want, name
    with pytest.raises(IrevalError):
        read_prefs(f["prefs"], "qrels")
    with pytest.raises(IrevalError):
        read_prefs(None)
    with pytest.raises(IrevalError):
        evaluate_prefs(prefs, _run(f["run"]), ["map"])


def _pair_as_m_prefs_pair_c(c, njr, part):
    """m_prefs_pair.c (and _ret, _imp) transcribed loop for loop: one running double sum."""
    n = len(c)
    total, pairs = 0.0, 0
    blocks = [((i, j) for i in range(njr) for j in range(i + 1, njr))]
    if part != "ret":
        blocks.append((i, j) for i in range(njr) for j in range(njr, n))
    for block in blocks:
        for i, j in block:
            if c[i][j] or c[j][i]:
                pairs += 1
                total += c[i][j] / (c[i][j] + c[j][i])
    if part == "all":
        pairs += sum(1 for i in range(njr, n) for j in range(i + 1, n) if c[i][j] or c[j][i])
    return total / pairs if pairs else 0.0


def test_prefs_pair_sums_in_trec_eval_order():
    """prefs_pair* add the pairs' shares in m_prefs_pair.c's order, one running sum: NumPy's pairwise
    sum can differ in the last bits, enough to print 0.4462 where trec_eval prints 0.4463 (found by
    benchmarks/bench_trec_eval_cmd.py on 5,000 invented queries). Random count matrices of several
    judgment groups; the values must be bit-identical to the C loop."""
    import numpy as np

    from ireval_teach.trec.prefs import MEASURES, QueryPrefs

    rng = np.random.default_rng(7)
    pairwise_differs = 0
    for _ in range(60):
        n = int(rng.integers(2, 70))
        njr = int(rng.integers(0, n + 1))
        c = rng.integers(0, 4, (n, n)) * (rng.random((n, n)) < 0.6)
        np.fill_diagonal(c, 0)
        for part, name in (("all", "prefs_pair"), ("ret", "prefs_pair_ret"), ("imp", "prefs_pair_imp")):
            want = _pair_as_m_prefs_pair_c(c.tolist(), njr, part)
            got = MEASURES[name](QueryPrefs(n, njr, [], c))
            assert got.hex() == want.hex(), (n, njr, part)
        tot = c + c.T
        mask = np.triu(tot[:njr, :njr] > 0, 1)
        shares = c[:njr, :njr][mask] / tot[:njr, :njr][mask]
        running = 0.0
        for x in shares.tolist():
            running += x
        pairwise_differs += float(shares.sum()) != running
    assert pairwise_differs > 0          # the order matters on these matrices: the test can fail


def test_reader_paths_agree(tmp_path):
    """read_prefs reads a file without comment lines with NumPy on the whole buffer, and line by line
    otherwise: the same arrays either way (here: the test file with and without its comment line)."""
    import numpy as np

    body = PREFS.split("\n", 1)[1]
    plain, commented = tmp_path / "plain", tmp_path / "commented"
    plain.write_text(body.replace(" d4 6", " d4\t6").replace("q2 u1 s d1 1", "q2 u1 s d1 1.0\r"))
    commented.write_text("# a comment\n" + plain.read_text())
    a, b = read_prefs(str(plain)), read_prefs(str(commented))
    assert a.qids == b.qids == ("q1", "q2", "q3") and len(a) == len(b) == 27
    for q in a.qids:
        for k, (x, y) in enumerate(zip(a.lines[q], b.lines[q])):
            assert x.tolist() == (y - 1 if k == 4 else y).tolist(), (q, k)     # the comment shifts line numbers
        assert a.lines[q][2].dtype.kind == "S" and a.lines[q][3].dtype == np.float64
    q = tmp_path / "q"
    q.write_text("q1 0 d1 1\nq1 0 d2 0x\nq2 1 d1 2.5e0\n")       # qrels_prefs: the level is read as C's atof
    r = read_prefs(str(q), "qrels_prefs")
    assert r.lines["q1"][3].tolist() == [1.0, 0.0] and r.lines["q2"][3].tolist() == [2.5]
    assert r.lines["q2"][0].tolist() == [b"1"] and r.lines["q2"][1].tolist() == [b"0"]      # jg, jsg
    assert r.lines["q1"][4].tolist() == [1, 2]


def test_level_beyond_double_range_reads_as_infinity(tmp_path):
    """C's atof gives +-HUGE_VAL (infinity) for 1e999 (it was a raw OverflowError here); the levels
    still rank: d1 > d2 > d3. trec_eval 10.0's output for these files."""
    p, r = tmp_path / "p", tmp_path / "r"
    p.write_text("q1 u s d1 1e999\nq1 u s d2 0\nq1 u s d3 -1e999\n")
    r.write_text("q1 Q0 d1 1 3 r\nq1 Q0 d2 2 1 r\nq1 Q0 d3 3 2 r\n")
    assert read_prefs(str(p)).lines["q1"][3].tolist() == [float("inf"), 0.0, float("-inf")]
    got = call(["-q", "-c", "-R", "prefs", "-m", "prefs_num_prefs_poss", "-m", "prefs_num_prefs_ful",
                "-m", "prefs_simp", str(p), str(r)])
    want = "".join(f"{m:<22}\t{q}\t{v}\n" for q in ("q1", "all")
                   for m, v in (("prefs_num_prefs_poss", 3), ("prefs_num_prefs_ful", 2), ("prefs_simp", "0.6667")))
    assert got == (0, want, "")


def test_levels_read_as_c_strtod_reads_them(tmp_path):
    p = tmp_path / "p"
    p.write_text("1 a 1 d1 inf\n1 a 1 d2 0x2\n1 a 1 d3 1e999999999\n1 a 1 d4 -Infinity\n1 a 1 d5 1e-999\n")
    levels = read_prefs(str(p)).lines["1"][3].tolist()
    assert levels == [float("inf"), 2.0, float("inf"), float("-inf"), 0.0]


def test_a_nan_level_is_an_error_naming_its_line(tmp_path):
    p = tmp_path / "p"
    p.write_text("1 a 1 d1 1\n1 a 1 d2 nan\n")
    with pytest.raises(TrecFormatError, match=r"line 2: the level is not a number \(NaN\): '1 a 1 d2 nan'"):
        read_prefs(str(p))
