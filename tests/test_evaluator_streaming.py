"""A run evaluated from its file chunk by chunk (whole queries at a time) gives exactly the values of
the run evaluated in memory at once: every measure of ``all_trec`` and more, bit for bit, on random
runs written query by query, interleaved, unsorted, with ties, negative labels, missing and extra
queries, under every query-set policy."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

from ireval_teach.errors import IrevalError, TrecFormatError
from ireval_teach.trec import evaluate, evaluator, files, read_qrels, read_run
from ireval_teach.trec.files import DuplicateDocumentError

MEASURES = ["all_trec", "ndcg.1=3,2=9", "ndcg_rel", "Rndcg", "G", "rbp.p=0.8", "unj_5", "relstring.5",
            "P.1,2,5", "iprec_at_recall", "11pt_avg", "map_cut.3,10", "RR@3", "utility.2,-1,0,0"]


def _collection(seed, n_queries=40):
    rng = random.Random(seed)
    qrels, run = {}, {}
    for i in range(n_queries):
        qid = str(rng.choice([i, 100 + i, 1000 + i, 12345678 + i]))
        pool = list(dict.fromkeys(rng.choice(["d", "doc", "LA0101-", "clueweb09-en0000-"]) + str(rng.randint(0, 90))
                                  for _ in range(rng.randint(1, 50))))
        kind = i % 7
        if kind != 5:                                    # 5: run-only query
            judged = rng.sample(pool, rng.randint(1, len(pool)))
            qrels[qid] = {d: rng.choice([0, 0, 1, 2, 3, -1] if kind != 4 else [0, -1]) for d in judged}
            if rng.random() < 0.5:
                qrels[qid][f"unretrieved-and-long-docno-{i}"] = rng.choice([1, 3])
        if kind != 3:                                    # 3: qrels-only query
            ret = rng.sample(pool, rng.randint(1, len(pool)))
            nv = rng.choice([1, 2, 3, 50])               # few distinct scores: ties
            run[qid] = [(d, f"{rng.randint(0, nv) * 0.25 - 1:.2f}") for d in ret]
    return qrels, run


def _write(tmp_path, qrels, run, layout, seed):
    qp, rp = tmp_path / "qrels", tmp_path / "run"
    qlines = [f"{q} 0 {d} {lab}\n" for q, ds in qrels.items() for d, lab in ds.items()]
    random.Random(seed).shuffle(qlines)
    qp.write_text("".join(qlines))
    lines = []
    for q, docs in run.items():
        if layout == "sorted":
            docs = sorted(docs, key=lambda x: -float(x[1]))
        lines.append([f"{q} Q0 {d} {k} {s} tag{q}\n" for k, (d, s) in enumerate(docs, 1)])
    if layout == "interleaved":
        flat = [x for ls in lines for x in ls]
        random.Random(seed).shuffle(flat)
        lines = [flat]
    rp.write_text("".join(x for ls in lines for x in ls))
    return qp, rp


def _both(qp, rp, monkeypatch, chunk_rows, **kw):
    qrels = read_qrels(qp)
    with warnings.catch_warnings(record=True) as w_mem:
        warnings.simplefilter("always")
        mem = evaluate(qrels, read_run(rp, ties=kw.get("ties", "trec_eval")), MEASURES, **kw)
    monkeypatch.setattr(files, "_BLOCK", 97)              # blocks of a few lines, chunks of a few queries
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", chunk_rows)
    with warnings.catch_warnings(record=True) as w_str:
        warnings.simplefilter("always")
        streamed = evaluate(qrels, str(rp), MEASURES, **kw)
    monkeypatch.undo()
    assert [str(x.message) for x in w_mem] == [str(x.message) for x in w_str]
    return mem, streamed


def _same(a, b):
    assert a.qids == b.qids and a.runid == b.runid and a.conventions == b.conventions
    assert [m.name for m in a.measures] == [m.name for m in b.measures]
    for name, v in a.values.items():
        w = b.values[name]
        assert v.dtype == w.dtype, name
        if v.dtype == object:
            assert v.tolist() == w.tolist(), name
        else:
            assert np.array_equal(v, w), (name, np.max(np.abs(v - w)))    # bit for bit, not approximately
    assert a.to_trec(per_query=True) == b.to_trec(per_query=True)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("layout", ["file", "sorted", "interleaved"])
def test_streamed_equals_in_memory(tmp_path, monkeypatch, seed, layout):
    qrels, run = _collection(seed)
    qp, rp = _write(tmp_path, qrels, run, layout, seed)
    kw = [{}, {"relevance_level": 2}, {"missing": "skip"}, {"no_relevant": "skip"},
          {"max_retrieved": 7, "judged_only": True}, {"ties": "input_order", "ndcg_formulation": "exponential"}][seed]
    mem, streamed = _both(qp, rp, monkeypatch, chunk_rows=[1, 5, 30][seed % 3], **kw)
    _same(mem, streamed)
    assert len(mem.qids) >= 20


def test_contiguous_run_is_streamed_not_read_whole(tmp_path, monkeypatch):
    qrels, run = _collection(1)
    qp, rp = _write(tmp_path, qrels, run, "sorted", 1)
    chunks = []
    real = files._run_chunks

    def spy(*a, **k):
        for c in real(*a, **k):
            chunks.append(len(c.qid_bytes))
            yield c
    monkeypatch.setattr(evaluator, "_run_chunks", spy)
    monkeypatch.setattr(evaluator, "_read_run", lambda *a: pytest.fail("read whole"))
    monkeypatch.setattr(files, "_BLOCK", 200)
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", 20)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        evaluate(read_qrels(qp), str(rp), ["map"])
    assert len(chunks) > 5 and sum(chunks) == len(run)


def test_interleaved_run_falls_back_to_the_whole_file(tmp_path, monkeypatch):
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("1 0 a 1\n2 0 b 1\n")
    rp.write_text("".join(f"{q} Q0 {d} 1 {s} t\n" for q, d, s in
                          [(1, "x", 3), (2, "b", 2), (1, "a", 2), (2, "y", 3)] * 1))
    monkeypatch.setattr(files, "_BLOCK", 16)
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", 1)
    res = evaluate(read_qrels(qp), str(rp), ["map", "num_ret"])
    assert res.per_query("map") == {"1": 0.5, "2": 0.5} and res.mean("num_ret") == 4


@pytest.mark.parametrize("text, error, words", [
    ("1 Q0 a 1 1 t\n2 Q0 a 1 1 t\n2 Q0 a 2 1 t\n3 Q0 a 1 x t\n", TrecFormatError, "line 4: score 'x'"),
    ("1 Q0 a 1 1 t\n2 Q0 a 1 1 t\n2 Q0 a 2 1 t\n3 Q0 a 1 1 t\n", DuplicateDocumentError, "line 3: document 'a'"),
    ("1 Q0 a 1 1 t\n5 Q0 a 1 1 t\n", IrevalError, "1 run queries are not in the qrels: 5"),
])
def test_errors_are_those_of_the_in_memory_path(tmp_path, monkeypatch, text, error, words):
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("1 0 a 1\n2 0 a 1\n3 0 a 1\n")
    rp.write_text(text)
    monkeypatch.setattr(files, "_BLOCK", 16)
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", 1)
    with pytest.raises(error) as streamed:
        evaluate(read_qrels(qp), str(rp), ["map"], extra="error")
    with pytest.raises(error) as mem:
        evaluate(read_qrels(qp), read_run(rp), ["map"], extra="error")
    assert str(streamed.value) == str(mem.value) and words in str(mem.value)


def test_a_malformed_line_is_reported_without_reading_the_file_again(tmp_path, monkeypatch):
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("1 0 a 1\n2 0 a 1\n")
    rp.write_text("".join(f"{q} Q0 d{k} {k} 1 t\n" for q in (1, 2) for k in range(50)) + "3 Q0 a 1 x t\n")
    with pytest.raises(TrecFormatError) as mem:
        evaluate(read_qrels(qp), read_run(rp), ["map"])
    monkeypatch.setattr(files, "_BLOCK", 64)
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", 10)
    monkeypatch.setattr(evaluator, "_read_run", lambda *a: pytest.fail("read whole"))
    with pytest.raises(TrecFormatError) as streamed:
        evaluate(read_qrels(qp), str(rp), ["map"])
    assert str(streamed.value) == str(mem.value) and "line 101: score 'x'" in str(mem.value)


@pytest.mark.parametrize("kw, words", [
    ({"missing": "error"}, "1 qrels queries have no results in the run: 3"),
    ({"extra": "error"}, "1 run queries are not in the qrels: 5"),
    ({"missing": "skip", "no_relevant": "skip"}, "no query to evaluate"),
])
def test_a_refused_query_set_is_reported_without_reading_the_file_again(tmp_path, monkeypatch, kw, words):
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("1 0 a 0\n2 0 a 0\n3 0 a 1\n")
    rp.write_text("".join(f"{q} Q0 d{k} {k} 1 t\n" for q in (1, 2, 5) for k in range(20)))
    qrels = read_qrels(qp)

    def outcome(run):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(IrevalError) as e:
                evaluate(qrels, run, ["map"], **kw)
        return type(e.value), str(e.value), [str(w.message) for w in caught]
    mem = outcome(read_run(rp))
    monkeypatch.setattr(files, "_BLOCK", 64)
    monkeypatch.setattr(evaluator, "CHUNK_ROWS", 10)
    monkeypatch.setattr(evaluator, "_read_run", lambda *a: pytest.fail("read whole"))
    assert outcome(str(rp)) == mem and words in mem[1]


@pytest.mark.parametrize("missing", ["zero", "skip"])
def test_answered_names_the_queries_with_results_in_both_paths(tmp_path, missing):
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("1 0 a 1\n2 0 a 1\n3 0 a 0\n")
    rp.write_text("1 Q0 a 1 1 t\n3 Q0 b 1 1 t\n9 Q0 a 1 1 t\n")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        streamed = evaluate(read_qrels(qp), str(rp), ["map"], missing=missing)
        mem = evaluate(read_qrels(qp), read_run(rp), ["map"], missing=missing)
    assert streamed.answered == mem.answered == ("1", "3")
    assert streamed.qids == (("1", "2", "3") if missing == "zero" else ("1", "3"))
