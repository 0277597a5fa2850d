"""The trec_eval measures added for trec_eval 10 parity, per query against pytrec-eval-terrier.

pytrec-eval-terrier wraps trec_eval 9.0.x's C code; on random collections (ties, graded and
negative labels, unjudged documents, queries without relevant documents) every value must agree
to 1e-9. Its iprec_at_recall / 11pt_avg use trec_eval 9's cut-off (long)(L*R + 0.9), which the
evaluator names ``interpolation="trec_eval_9"``; trec_eval 10's lround(L*R) is checked against
trec_eval 10's own output in ``test_trec_eval_cli.py``.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytrec_eval = pytest.importorskip("pytrec_eval")

from ireval_teach.trec import QuerySetWarning, evaluate, read_qrels, read_run  # noqa: E402
from ireval_teach.trec.measures import parse_measures  # noqa: E402

from test_evaluator import make_collection, write  # noqa: E402

#: our name -> pytrec_eval's measure spec (its per-query keys are our trec names)
MEASURES = {
    "bpref": "bpref", "infAP": "infAP", "gm_map": "gm_map", "gm_bpref": "gm_bpref", "binG": "binG", "G": "G",
    "ndcg_rel": "ndcg_rel", "Rndcg": "Rndcg", "Rprec_mult": "Rprec_mult", "success": "success",
    "relative_P": "relative_P", "utility": "utility", "set_relative_P": "set_relative_P", "set_map": "set_map",
    "num_nonrel_judged_ret": "num_nonrel_judged_ret", "iprec_at_recall": "iprec_at_recall", "11pt_avg": "11pt_avg",
    "set_F": "set_F", "ndcg": "ndcg",
}


def pytrec(qrels, run, measures, level):
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures), relevance_level=level)
    return ev.evaluate({q: {d: float(s) for d, s in docs.items()} for q, docs in run.items()})


def compare(tmp_path, seed, level):
    qrels, run = make_collection(seed, n_queries=30)
    qp, rp = write(tmp_path, qrels, run, layout=["file", "sorted", "shuffled"][seed % 3])
    expected = pytrec(qrels, run, set(MEASURES.values()), level)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(read_qrels(qp), read_run(rp), parse_measures(list(MEASURES)), relevance_level=level,
                       interpolation="trec_eval_9", missing="skip")
    assert set(res.qids) == set(expected)
    worst: dict[str, float] = {}
    for m in res.measures:
        got = res.values[m.name]
        want = np.array([expected[q][m.trec_name] for q in res.qids])
        worst[m.family] = max(worst.get(m.family, 0.0), float(np.max(np.abs(got - want))))
    return worst, len(res.qids)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("level", [1, 2])
def test_new_measures_agree_with_pytrec_eval(tmp_path, seed, level):
    worst, n = compare(tmp_path, seed, level)
    assert n >= 15
    assert set(worst) >= {"bpref", "infAP", "gm_map", "gm_bpref", "Rprec_mult", "success", "utility", "G"}
    bad = {f: d for f, d in worst.items() if not d <= 1e-9}
    assert not bad, bad


def test_gm_map_all_is_the_geometric_mean(tmp_path):
    qrels, run = make_collection(3)
    qp, rp = write(tmp_path, qrels, run)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, ["map", "gm_map"], missing="skip")
    ap = np.maximum(res.values["map"], 1e-5)
    assert res.mean("gm_map") == pytest.approx(float(np.exp(np.mean(np.log(ap)))), rel=1e-12)
    assert res.mean("gm_map") <= res.mean("map")
    agg = pytrec_eval.compute_aggregated_measure("gm_map", list(res.values["gm_map"]))
    assert res.mean("gm_map") == pytest.approx(agg, rel=1e-12)
