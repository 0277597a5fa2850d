"""The fast paths of the TREC readers and the evaluator give exactly what the slow ones give:
fixed-format numbers parsed bit for bit as ``float()`` / ``int()``, and running sums per query equal
to ``np.cumsum`` of each query alone."""

from __future__ import annotations

import numpy as np
import pytest

from ireval_teach.errors import TrecFormatError
from ireval_teach.trec import qrels_from_text, run_from_text
from ireval_teach.trec.evaluator import _seg_cumsum
from ireval_teach.trec.files import _fixed_decimals


def _tokens(rng, n):
    out = []
    for _ in range(n):
        whole = str(rng.integers(0, 10 ** rng.integers(1, 8)))
        frac = "".join(rng.choice(list("0123456789"), size=rng.integers(0, 8)))
        t = whole + ("." + frac if frac or rng.random() < 0.2 else "")
        out.append(("-" if rng.random() < 0.3 else "") + t)
    return out


@pytest.mark.parametrize("seed", range(4))
def test_fixed_decimals_are_float_bit_for_bit(seed):
    rng = np.random.default_rng(seed)
    toks = np.array(_tokens(rng, 4_000) + ["-0", "-0.000", "0", "5.", "00012.50", "999999999999999",
                                            "0.00000000000001", "-99999999.9999999"], dtype=bytes)
    got = _fixed_decimals(toks, dot=True)
    want = np.array([float(t) for t in toks.tolist()])
    assert got is not None
    assert np.array_equal(got.view(np.uint64), want.view(np.uint64))      # the same bits, -0.0 included


@pytest.mark.parametrize("tokens", [[b"1e5"], [b"nan"], [b"inf"], [b"+1"], [b"1.2.3"], [b"-"], [b"."], [b"1-2"],
                                    [b"0x10"], [b"1234567890123456"], [b"1", b"2,5"]])
def test_other_forms_are_left_to_numpy(tokens):
    assert _fixed_decimals(np.array(tokens), dot=True) is None


def test_integers_without_a_dot():
    toks = np.array([b"3", b"-1", b"007", b"12"])
    assert _fixed_decimals(toks, dot=False).tolist() == [3, -1, 7, 12]
    assert _fixed_decimals(np.array([b"1.5"]), dot=False) is None


def test_labels_and_scores_through_the_readers():
    q = qrels_from_text("1 0 a 3\n1 0 b -1\n1 0 c 0\n2 0 a 70000\n")
    assert q.labels.dtype == np.int32 and q.judgments("2") == {"a": 70000}
    assert qrels_from_text("1 0 a 1\n1 0 b 0\n").labels.dtype == np.int8
    r = run_from_text("1 Q0 a 1 1e2 t\n1 Q0 b 2 -0.5 t\n1 Q0 c 3 7 t\n")
    assert r.scores.tolist() == [100.0, 7.0, -0.5]
    with pytest.raises(TrecFormatError, match="line 2: relevance label '1.5' is not an integer"):
        qrels_from_text("1 0 a 1\n1 0 b 1.5\n")


@pytest.mark.parametrize("long", [1024, 4, 1])
def test_segmented_cumsum_is_each_groups_own_cumsum(long):
    rng = np.random.default_rng(long)
    group = np.sort(rng.integers(0, 60, 5_000))
    v = rng.random(5_000) * 10.0 ** rng.integers(-3, 6, 5_000)
    got = _seg_cumsum(v, group, long=long)
    want = np.concatenate([np.cumsum(v[group == g]) for g in np.unique(group)])
    assert np.array_equal(got, want)
    assert len(_seg_cumsum(np.zeros(0), np.zeros(0, np.int64))) == 0
