"""Reading qrels and run files: formats, tie rules, and every malformed-input case (file and line named)."""

from __future__ import annotations

import gzip

import numpy as np
import pytest

from ireval_teach.errors import TrecFormatError, UnknownOptionError
from ireval_teach.trec import files, read_qrels, read_run


def put(tmp_path, name, text):
    p = tmp_path / name
    p.write_bytes(text.encode() if isinstance(text, str) else text)
    return p


# ---- well-formed files ------------------------------------------------------------------------
def test_qrels_graded_negative_and_grouping(tmp_path):
    p = put(tmp_path, "qrels", "2 0 b 3\n10 0 a -1\n2 0 a 0\n\n   \n10 x c 1\r\n")
    q = read_qrels(p)
    assert q.qids == ("10", "2")                       # byte order, as trec_eval ("10" < "2")
    assert q.judgments("10") == {"a": -1, "c": 1} and q.judgments("2") == {"b": 3, "a": 0}
    assert q.num_rel().tolist() == [1, 1] and q.num_rel(2).tolist() == [0, 1]
    assert sorted(q.lines.tolist()) == [1, 2, 3, 6]     # blank lines skipped, numbering kept
    assert q.judgments("nope") == {}


def test_run_separators_and_no_final_newline(tmp_path):
    p = put(tmp_path, "run", "q1\tQ0\td1\t1\t2.5\tsys\n\nq1  Q0 d2 2 -1e-3 sys\r\nq2 Q0 d1 1 inf sys")
    r = read_run(p)
    assert r.qids == ("q1", "q2")
    assert r.ranking_docnos("q1") == ("d1", "d2") and r.ranking_docnos("q2") == ("d1",)
    assert r.scores.tolist() == [2.5, -0.001, float("inf")]
    assert r.ranking_docnos("missing") == ()


def test_ties_trec_eval_docno_descending_rank_column_ignored(tmp_path):
    p = put(tmp_path, "run", "q Q0 a 1 1.0 s\nq Q0 c 2 1.0 s\nq Q0 b 3 1.0 s\nq Q0 z 4 0.5 s\nq Q0 y 5 2 s\n")
    assert read_run(p).ranking_docnos("q") == ("y", "c", "b", "a", "z")
    assert read_run(p, ties="input_order").ranking_docnos("q") == ("y", "a", "c", "b", "z")
    assert read_run(p, ties="rank_column").ranking_docnos("q") == ("a", "c", "b", "z", "y")


def test_ties_compare_bytes_like_strcmp(tmp_path):
    # "d10" > "d1" > "D9" in byte order; longer docnos than 8 bytes compare on every byte
    p = put(tmp_path, "run", "".join(f"q Q0 {d} 1 0 s\n" for d in
                                     ["d1", "D9", "d10", "clueweb09-en0000-00-00001", "clueweb09-en0000-00-00010"]))
    assert read_run(p).ranking_docnos("q") == ("d10", "d1", "clueweb09-en0000-00-00010",
                                               "clueweb09-en0000-00-00001", "D9")


def test_unsorted_and_interleaved_queries(tmp_path):
    p = put(tmp_path, "run", "2 Q0 a 1 1 s\n1 Q0 b 1 3 s\n2 Q0 c 1 5 s\n1 Q0 d 1 4 s\n")
    r = read_run(p)
    assert r.qids == ("1", "2")
    assert r.ranking_docnos("1") == ("d", "b") and r.ranking_docnos("2") == ("c", "a")
    assert r.lines.tolist() == [4, 2, 3, 1]


def test_gzip(tmp_path):
    p = tmp_path / "run.gz"
    with gzip.open(p, "wt") as f:
        f.write("q Q0 a 1 1 s\nq Q0 b 2 2 s\n")
    assert read_run(p).ranking_docnos("q") == ("b", "a")


def test_block_boundaries(tmp_path, monkeypatch):
    """Reading in tiny blocks (lines cut anywhere) gives the same result."""
    rng = np.random.default_rng(0)
    text = "".join(f"{q} Q0 doc{d} 1 {s:.2f} run\n" for q in range(20)
                   for d, s in zip(rng.choice(1000, 30, replace=False), rng.integers(0, 5, 30)))
    p = put(tmp_path, "run", text)
    whole = read_run(p)
    monkeypatch.setattr(files, "_BLOCK", 7)
    small = read_run(p)
    assert whole.qids == small.qids
    for q in whole.qids:
        assert whole.ranking_docnos(q) == small.ranking_docnos(q)


def test_hash_collisions_are_resolved_exactly(tmp_path, monkeypatch):
    """Even if every docno had the same 64-bit key, matching and duplicate checks stay exact."""
    monkeypatch.setattr(files, "_doc_hash", lambda d: np.zeros(len(d), dtype=np.uint64))
    q = read_qrels(put(tmp_path, "qrels", "1 0 a 1\n1 0 b 2\n1 0 c 0\n"))
    r = read_run(put(tmp_path, "run", "1 Q0 b 1 3 s\n1 Q0 x 2 2 s\n1 Q0 a 3 1 s\n"))
    assert q.lookup(np.zeros(3, dtype=np.int64), r.docnos).tolist() == [2, 0, 1]
    with pytest.raises(TrecFormatError, match="line 3: document 'a' appears twice"):
        read_run(put(tmp_path, "dup", "1 Q0 a 1 3 s\n1 Q0 x 2 2 s\n1 Q0 a 3 1 s\n"))


def test_same_docno_in_two_queries_is_fine(tmp_path):
    r = read_run(put(tmp_path, "run", "1 Q0 a 1 1 s\n2 Q0 a 1 1 s\n"))
    assert len(r) == 2


# ---- malformed input: each names the file and the line ---------------------------------------
@pytest.mark.parametrize("text, match", [
    ("1 0 a 1\n1 0 b\n", r"qrels, line 2: expected 4 fields \(qid iter docno rel\), found 3: '1 0 b'"),
    ("1 0 a 1\n\n1 0 b 1 9\n", "qrels, line 3: expected 4 fields .* found 5"),
    ("1 0 a 1.5\n", "qrels, line 1: relevance label '1.5' is not an integer"),
    ("1 0 a 1\n1 0 b high\n", "qrels, line 2: relevance label 'high' is not an integer"),
    ("1 0 a 1\n2 0 a 1\n1 0 a 0\n", "qrels, line 3: document 'a' appears twice for query '1' \\(first at line 1\\)"),
    ("", "qrels: the qrels file has no judgments"),
    ("\n\n", "the qrels file has no judgments"),
])
def test_bad_qrels(tmp_path, text, match):
    with pytest.raises(TrecFormatError, match=match):
        read_qrels(put(tmp_path, "qrels", text))


@pytest.mark.parametrize("text, match", [
    ("q Q0 a 1 1.0 s\nq Q0 b 2 0.5\n", r"run, line 2: expected at least 6 fields \(qid Q0 docno rank score tag\), found 5"),
    ("q Q0 a 1 1.0 s\nq Q0 b 2 high s\n", "run, line 2: score 'high' is not a number"),
    ("q Q0 a 1 nan s\n", "run, line 1: score is NaN"),
    ("q Q0 a 1 1 s\n\nq Q0 b 2 1 s\nq Q0 a 3 0 s\n", "run, line 4: document 'a' appears twice for query 'q' "
                                                      r"\(first at line 1\)"),
    ("q Q0 " + "d" * 600 + " 1 1 s\n", "run, line 1: a field is longer than 512 bytes"),
])
def test_bad_run(tmp_path, text, match):
    with pytest.raises(TrecFormatError, match=match):
        read_run(put(tmp_path, "run", text))


def test_rank_column_must_be_integer_when_used(tmp_path):
    p = put(tmp_path, "run", "q Q0 a first 1 s\n")
    assert read_run(p).ranking_docnos("q") == ("a",)    # ignored by default
    with pytest.raises(TrecFormatError, match="line 1: rank 'first' is not an integer"):
        read_run(p, ties="rank_column")


def test_missing_file_and_bad_tie_rule(tmp_path):
    with pytest.raises(TrecFormatError, match="cannot read .*nope"):
        read_run(tmp_path / "nope")
    with pytest.raises(TrecFormatError, match="cannot read .*nope"):
        read_qrels(tmp_path / "nope")
    with pytest.raises(UnknownOptionError, match="unknown tie rule 'random'"):
        read_run(put(tmp_path, "run", "q Q0 a 1 1 s\n"), ties="random")


def test_empty_run_is_allowed(tmp_path):
    r = read_run(put(tmp_path, "run", "\n"))
    assert len(r) == 0 and r.qids == ()


def test_fast_decimal_parsing_is_exact():
    """The vectorised decimal parser gives bit-for-bit the doubles float() gives; others fall back."""
    rng = np.random.default_rng(7)
    texts = [f"{'-' if rng.random() < 0.3 else ''}{rng.integers(0, 10 ** rng.integers(1, 8))}"
             f"{'.' + str(rng.integers(0, 10 ** 7)).zfill(rng.integers(1, 8)) if rng.random() < 0.8 else ''}"
             for _ in range(3000)]
    texts += ["0", "-0", ".5", "5.", "123456789012345", "1234567890123456", "1e-3", "+2", "inf", "-1.5E+2",
              "0.1", "0.3", "2.675", "9007199254740993"]
    toks = np.array([t.encode() for t in texts])
    vals = files._parse_numbers(toks, np.float64, "x", np.arange(len(toks)), "score")
    want = np.array([float(t) for t in texts])
    assert vals.tobytes() == want.tobytes()


def test_many_interleaved_queries_keep_byte_order(tmp_path):
    """An interleaved file with many query changes takes the integer path; the order stays strcmp's."""
    rng = np.random.default_rng(3)
    qids = ["1", "10", "2", "9", "99", "100", "a", "ab", "B"] + [str(i) for i in range(200, 1400)]
    rows = [(q, f"d{j}") for q in qids for j in range(2)]
    rng.shuffle(rows)
    r = read_run(put(tmp_path, "run", "".join(f"{q} Q0 {d} 1 {i} s\n" for i, (q, d) in enumerate(rows))))
    assert list(r.qids) == sorted(qids, key=lambda x: x.encode())
    for q in ("1", "10", "ab", "B", "1399"):
        assert sorted(r.ranking_docnos(q)) == ["d0", "d1"]


# ---- trec_eval 10's input forms (issue 16) and bounded, BOM-safe reading (issue 17) -------------
def test_comment_lines_and_extra_run_fields(tmp_path):
    """'#' comment lines are skipped (trec_eval 10); a run line's fields after the sixth are ignored."""
    q = read_qrels(put(tmp_path, "qrels", "# judged by: nobody\n1 0 a 1\n#1 0 b 1\n1 0 c 0\n"))
    assert q.judgments("1") == {"a": 1, "c": 0} and q.lines.tolist() == [2, 4]
    r = read_run(put(tmp_path, "run", "# a b c d e f\n1 Q0 a 1 2 tagA extra stuff\n  # x\n1 Q0 c 2 1 tagB\n"))
    assert r.ranking_docnos("1") == ("a", "c") and r.lines.tolist() == [2, 4] and r.runid == "tagB"


def test_runid_is_last_lines_tag_and_qrels_keep_four_fields(tmp_path):
    r = read_run(put(tmp_path, "run", "1 Q0 a 1 2 first\n2 Q0 b 1 2 last\n\n# trailing comment\n"))
    assert r.runid == "last"
    with pytest.raises(TrecFormatError, match="expected 4 fields"):
        read_qrels(put(tmp_path, "qrels", "1 0 a 1 extra\n"))


def test_utf8_bom_is_dropped_utf16_refused(tmp_path):
    q = read_qrels(put(tmp_path, "qrels", b"\xef\xbb\xbf301 0 a 1\n"))
    assert q.qids == ("301",)
    r = read_run(put(tmp_path, "run", b"\xef\xbb\xbf301 Q0 a 1 2 s\n"))
    assert r.qids == ("301",)
    with pytest.raises(TrecFormatError, match="UTF-16"):
        read_run(put(tmp_path, "run16", "301 Q0 a 1 2 s\n".encode("utf-16")))


def test_stdin_dash(tmp_path, monkeypatch):
    import io
    import sys
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"1 Q0 a 1 2 s\n1 Q0 b 2 3 s\n1 Q0 c 3 x s\n")))
    with pytest.raises(TrecFormatError, match=r"^-, line 3: score 'x' is not a number"):
        read_run("-")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"1 Q0 a 1 2 s\n1 Q0 b 2 3 s\n")))
    r = read_run("-")
    assert r.path == "-" and r.ranking_docnos("1") == ("b", "a") and r.runid == "s"


def test_error_quotes_a_bounded_excerpt(tmp_path):
    long_line = b"1 " + b"x" * 2_000_000          # one field too few, and 2 MB long, no newline
    with pytest.raises(TrecFormatError) as e:
        read_qrels(put(tmp_path, "qrels", b"1 0 a 1\n" + long_line))
    msg = str(e.value)
    assert "line 2: expected 4 fields" in msg and "2,000,002 bytes" in msg and len(msg) < 400
    with pytest.raises(TrecFormatError) as e:
        read_run(put(tmp_path, "run", b"1 Q0 " + b"d" * 5000 + b" 1 2 s\n"))
    assert "longer than 512 bytes (5,000 bytes" in str(e.value) and len(str(e.value)) < 400
