"""Docnos and qids of different lengths in the qrels and the run (fixed-width byte arrays of
different widths must still find each other), against pytrec-eval-terrier."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

from ireval_teach.trec import QuerySetWarning, evaluate, qrels_from_text, read_qrels, read_run, run_from_text

pytrec_eval = pytest.importorskip("pytrec_eval")


def test_qrels_docno_longer_than_every_run_docno():
    # the bug: 'abcdefghi' (9 bytes, two 8-byte words) made every hash of the qrels differ from the run's
    qrels = qrels_from_text("1 0 d1 1\n1 0 d2 0\n1 0 abcdefghi 1\n")
    run = run_from_text("1 Q0 d1 1 10 x\n1 Q0 d2 2 9 x\n")
    assert evaluate(qrels, run, ["map"]).mean("map") == 0.5


def test_run_docno_longer_than_every_qrels_docno():
    qrels = qrels_from_text("1 0 d1 1\n1 0 d2 1\n")
    run = run_from_text("1 Q0 d1 1 10 x\n1 Q0 a-much-longer-docno-than-any-judged-one 2 9 x\n1 Q0 d2 3 8 x\n")
    res = evaluate(qrels, run, ["map", "num_rel_ret"])
    assert res.mean("num_rel_ret") == 2
    assert res.mean("map") == pytest.approx((1 + 2 / 3) / 2)


@pytest.mark.parametrize("long_in", ["qrels", "run"])
def test_qids_of_different_lengths(long_in):
    q = "7 0 d1 1\n"
    r = "7 Q0 d1 1 1 x\n"
    long_q = "a-long-query-identifier-0123456789"
    if long_in == "qrels":
        q += f"{long_q} 0 d1 1\n"
    else:
        r += f"{long_q} Q0 d1 1 1 x\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qrels_from_text(q), run_from_text(r), ["map"])
    assert res.value("map", "7") == 1.0


def _collection(seed):
    rng = random.Random(seed)
    qrels, run = {}, {}
    for i in range(20):
        qid = rng.choice(["", "q", "query-number-"]) + str(i) * rng.randint(1, 12)
        width = rng.choice([1, 3, 8, 9, 16, 17, 30])
        pool = list(dict.fromkeys(rng.choice("abcdefgh") + "x" * rng.randint(0, width) + str(rng.randint(0, 40))
                                  for _ in range(rng.randint(2, 40))))
        judged = rng.sample(pool, rng.randint(1, len(pool)))
        qrels[qid] = {d: rng.choice([0, 1, 2, -1]) for d in judged}
        if seed % 2:       # a judged docno longer than anything in the run
            qrels[qid]["never-retrieved-" + "z" * rng.randint(1, 40)] = 1
        ret = rng.sample(pool, rng.randint(1, len(pool)))
        if seed % 3 == 0:  # a retrieved docno longer than anything in the qrels
            ret.append("unjudged-" + "y" * rng.randint(1, 60))
        run[qid] = {d: f"{rng.randint(0, 6) * 0.5:.1f}" for d in ret}
    return qrels, run


@pytest.mark.parametrize("seed", range(6))
def test_mixed_widths_agree_with_pytrec_eval(tmp_path, seed):
    qrels, run = _collection(seed)
    qp, rp = tmp_path / "q", tmp_path / "r"
    qp.write_text("".join(f"{q} 0 {d} {lab}\n" for q, ds in qrels.items() for d, lab in ds.items()))
    lines = [f"{q} Q0 {d} {k} {s} t\n" for q, ds in run.items() for k, (d, s) in enumerate(ds.items(), 1)]
    random.Random(seed).shuffle(lines)
    rp.write_text("".join(lines))
    names = ["map", "ndcg", "P_5", "recip_rank", "bpref", "num_rel_ret", "num_ret"]
    ev = pytrec_eval.RelevanceEvaluator(qrels, {"map", "ndcg", "P", "recip_rank", "bpref", "num_rel_ret",
                                                "num_ret"})
    want = ev.evaluate({q: {d: float(s) for d, s in ds.items()} for q, ds in run.items()})
    res = evaluate(read_qrels(qp), read_run(rp), names)
    assert set(res.qids) == set(want)
    for name in names:
        got = res.values[name]
        exp = np.array([want[q][name] for q in res.qids])
        assert np.max(np.abs(got - exp)) <= 1e-9, name
    assert res.mean("num_rel_ret") > 0
