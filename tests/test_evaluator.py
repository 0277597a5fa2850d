"""The vectorised evaluator against trec_eval (pytrec-eval-terrier) on random runs, and its own rules.

Random collections cover: ties in scores (few distinct values), graded labels 0-3 and negative
labels, queries only in the qrels, queries only in the run, queries whose judgments are all
non-relevant, docnos of different lengths (beyond 8 bytes too), cut-offs past the end of lists.

Where conventions differ from trec_eval the test checks the documented difference instead:
``iprec_at_recall`` / ``11pt_avg`` match trec_eval with ``interpolation="trec_eval"`` and match the
textbook definition (``ireval_teach.interpolation``) by default.
"""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pytrec_eval = pytest.importorskip("pytrec_eval")

from ireval_teach import Ranking, interpolated_curve  # noqa: E402
from ireval_teach.errors import IrevalError, UnknownOptionError  # noqa: E402
from ireval_teach.trec import QuerySetWarning, evaluate, parse_measures, read_qrels, read_run  # noqa: E402

TREC_MEASURES = ["map", "map_cut_5", "map_cut_10", "P_1", "P_5", "P_10", "P_200", "recall_5", "recall_100",
                 "Rprec", "recip_rank", "ndcg", "ndcg_cut_3", "ndcg_cut_10", "ndcg_cut_1000", "set_P",
                 "set_recall", "set_F", "num_q", "num_ret", "num_rel", "num_rel_ret"]
INTERP = ["iprec_at_recall", "11pt_avg"]


def make_collection(seed: int, n_queries: int = 25):
    """Random qrels and run as dicts (qid -> docno -> label / score string)."""
    rng = random.Random(seed)
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, str]] = {}
    for i in range(n_queries):
        qid = str(rng.choice([i, 100 + i, 1000 + i]))
        pool = [rng.choice(["d", "doc", "LA0101-", "clueweb09-en0000-"]) + str(rng.randint(0, 300))
                for _ in range(rng.randint(1, 60))]
        pool = list(dict.fromkeys(pool))
        kind = i % 6
        if kind != 5:                                   # kind 5: run-only query
            judged = rng.sample(pool, rng.randint(1, len(pool)))
            if kind == 4:                               # all non-relevant (or negative)
                qrels[qid] = {d: rng.choice([0, 0, -1]) for d in judged}
            else:
                qrels[qid] = {d: rng.choice([0, 0, 1, 2, 3, -1]) for d in judged}
                qrels[qid][f"unretrieved{i}"] = rng.choice([1, 3])
        if kind != 3:                                   # kind 3: qrels-only query
            ret = rng.sample(pool, rng.randint(1, len(pool)))
            n_values = rng.choice([1, 2, 3, 50])        # few distinct scores: many ties
            run[qid] = {d: repr(round(rng.randint(0, n_values) * 0.25 - 1, 2)) for d in ret}
    return qrels, run


def write(tmp_path, qrels, run, blank_lines=False, layout="file"):
    """Write the files; run ``layout``: "file" (dict order), "sorted" (score descending, as systems
    write runs; exercises the already-in-order path) or "shuffled" (queries interleaved)."""
    qp, rp = tmp_path / "qrels.txt", tmp_path / "run.txt"
    lines = []
    for q, docs in qrels.items():
        lines += [f"{q} 0 {d} {lab}" for d, lab in docs.items()]
    random.Random(1).shuffle(lines)                     # qrels in any order
    qp.write_text("\n".join(lines) + "\n")
    lines = []
    for q, docs in run.items():
        items = list(docs.items())
        if layout == "sorted":
            items.sort(key=lambda x: -float(x[1]))
        lines += [f"{q}\tQ0  {d} {r} {s} tag" for r, (d, s) in enumerate(items, start=1)]
        if blank_lines:
            lines.append("")
    if layout == "shuffled":
        random.Random(2).shuffle(lines)
    rp.write_text("\n".join(lines))                      # no newline at the end
    return qp, rp


def pytrec(qrels, run, measures, level=1):
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures), relevance_level=level)
    return ev.evaluate({q: {d: float(s) for d, s in docs.items()} for q, docs in run.items()})


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("level", [1, 2])
def test_agrees_with_trec_eval(tmp_path, seed, level):
    qrels, run = make_collection(seed)
    qp, rp = write(tmp_path, qrels, run, blank_lines=seed % 2 == 0, layout=["file", "sorted", "shuffled"][seed % 3])
    expected = pytrec(qrels, run, ["map", "map_cut.5,10", "P.1,5,10,200", "recall.5,100", "Rprec", "recip_rank", "ndcg", "ndcg_cut.3,10,1000",
                                   "set_P", "set_recall", "set_F", "num_q", "num_ret", "num_rel", "num_rel_ret",
                                   "iprec_at_recall", "11pt_avg"], level)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, TREC_MEASURES + INTERP, relevance_level=level, interpolation="trec_eval",
                       missing="skip")
    assert set(res.qids) == set(expected)
    compared = 0
    for m in res.measures:
        for q, v in res.per_query(m.name).items():
            want = expected[q][m.trec_name]
            assert v == pytest.approx(want, abs=1e-9), (m.name, q, v, want)
            compared += 1
        mean = res.mean(m.name)
        agg = pytrec_eval.compute_aggregated_measure(m.trec_name, [expected[q][m.trec_name] for q in res.qids])
        assert mean == pytest.approx(agg, abs=1e-9)
    assert compared > 500


def test_queries_without_relevant_documents_count(tmp_path):
    qrels, run = make_collection(3)
    qp, rp = write(tmp_path, qrels, run)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, ["map", "num_rel"], missing="skip")
        skipped = evaluate(qp, rp, ["map"], missing="skip", no_relevant="skip")
    zero_rel = [q for q, v in res.per_query("num_rel").items() if v == 0]
    assert zero_rel and all(res.value("map", q) == 0 for q in zero_rel)
    assert set(skipped.qids) == set(res.qids) - set(zero_rel)
    assert skipped.mean("map") == pytest.approx(sum(skipped.values["map"]) / len(skipped.qids))


def test_textbook_interpolation_matches_core_library(tmp_path):
    """By default iprec_at_recall is the textbook max { P@k : R@k >= L } of ireval_teach.interpolation."""
    qrels, run = make_collection(11)
    qp, rp = write(tmp_path, qrels, run)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, ["iprec_at_recall", "11pt_avg"])
    q_obj, r_obj = read_qrels(qp), read_run(rp)
    from ireval_teach.trec.explain import query_ranking

    for qid in res.qids:
        r = query_ranking(q_obj, r_obj, qid)
        if r is None:
            assert res.value("11pt_avg", qid) == 0
            continue
        curve = interpolated_curve(r)
        got = [res.value(f"iprec_at_recall_{i / 10:.2f}", qid) for i in range(11)]
        assert got == pytest.approx(curve.tolist(), abs=1e-12)
        assert res.value("11pt_avg", qid) == pytest.approx(float(np.mean(curve)), abs=1e-12)


def test_interpolation_conventions_differ_exactly_where_documented(tmp_path):
    """R = 3 relevant at ranks 1, 3, 6 (P = 1, 2/3, 1/2): level 0.7 needs 3 relevant (0.7 * 3 = 2.1),
    trec_eval 9 computes (long)(0.7 * 3 + 0.9) = (long) 2.9999999999999996 = 2."""
    (tmp_path / "q").write_text("1 0 a 1\n1 0 c 1\n1 0 f 1\n")
    (tmp_path / "r").write_text("".join(f"1 Q0 {d} {i} {10 - i} x\n" for i, d in enumerate("abcdef", start=1)))
    text = evaluate(tmp_path / "q", tmp_path / "r", ["iprec_at_recall_0.70"])
    trec = evaluate(tmp_path / "q", tmp_path / "r", ["iprec_at_recall_0.70"], interpolation="trec_eval")
    assert text.mean("iprec_at_recall_0.70") == 0.5
    assert trec.mean("iprec_at_recall_0.70") == pytest.approx(2 / 3)
    expected = pytrec({"1": {"a": 1, "c": 1, "f": 1}}, {"1": {d: 10 - i for i, d in enumerate("abcdef", 1)}},
                      ["iprec_at_recall"])
    assert expected["1"]["iprec_at_recall_0.70"] == pytest.approx(2 / 3)


@pytest.mark.filterwarnings("ignore::ireval_teach.trec.QuerySetWarning")
def test_missing_queries_policy(tmp_path):
    (tmp_path / "q").write_text("1 0 a 1\n2 0 b 1\n2 0 c 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 1 x\n7 Q0 a 1 1 x\n")
    with pytest.warns(QuerySetWarning, match=r"no results in the run and score 0 \(trec_eval -c\): 2"):
        res = evaluate(tmp_path / "q", tmp_path / "r", ["map", "num_rel", "num_q", "num_ret"])
    assert res.qids == ("1", "2")
    assert res.per_query("map") == {"1": 1.0, "2": 0.0}
    assert res.mean("map") == 0.5 and res.mean("num_rel") == 3 and res.mean("num_q") == 2
    assert res.mean("num_ret") == 1
    with pytest.warns(QuerySetWarning, match="are skipped: 2"):
        res = evaluate(tmp_path / "q", tmp_path / "r", ["map"], missing="skip")
    assert res.qids == ("1",) and res.mean("map") == 1.0
    with pytest.raises(IrevalError, match="no results in the run: 2"):
        evaluate(tmp_path / "q", tmp_path / "r", ["map"], missing="error")
    with pytest.warns(QuerySetWarning, match="not in the qrels and are ignored: 7"):
        evaluate(tmp_path / "q", tmp_path / "r", ["map"])
    with pytest.raises(IrevalError, match="1 run queries are not in the qrels: 7$"):
        evaluate(tmp_path / "q", tmp_path / "r", ["map"], extra="error", missing="skip")


def test_warning_lists_are_shortened(tmp_path):
    (tmp_path / "q").write_text("".join(f"{i} 0 a 1\n" for i in range(30)))
    (tmp_path / "r").write_text("0 Q0 a 1 1 x\n")
    with pytest.warns(QuerySetWarning, match="29 qrels queries .* and 19 more"):
        evaluate(tmp_path / "q", tmp_path / "r", ["map"])


def test_names_ir_measures_and_trec_eval_agree(tmp_path):
    qrels, run = make_collection(5)
    qp, rp = write(tmp_path, qrels, run)
    pairs = [("AP", "map"), ("P@10", "P_10"), ("nDCG@10", "ndcg_cut_10"), ("nDCG", "ndcg"), ("RR", "recip_rank"),
             ("R@100", "recall_100"), ("AP@5", "map_cut_5"), ("IPrec@0.3", "iprec_at_recall_0.30"),
             ("SetF", "set_F")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, [a for a, _ in pairs] + [b for _, b in pairs])
    for a, b in pairs:
        assert np.array_equal(res.values[a], res.values[b]), (a, b)


def test_rr_cut(tmp_path):
    (tmp_path / "q").write_text("1 0 c 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 3 x\n1 Q0 b 2 2 x\n1 Q0 c 3 1 x\n")
    res = evaluate(tmp_path / "q", tmp_path / "r", ["RR@2", "RR@3", "RR"])
    assert (res.mean("RR@2"), res.mean("RR@3"), res.mean("RR")) == (0.0, 1 / 3, 1 / 3)


def test_output_layouts(tmp_path):
    (tmp_path / "q").write_text("1 0 a 1\n2 0 b 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 1 x\n2 Q0 a 1 2 x\n2 Q0 b 2 1 x\n")
    res = evaluate(tmp_path / "q", tmp_path / "r", ["map", "num_ret"])
    assert res.to_trec() == "map                   \tall\t0.7500\nnum_ret               \tall\t3\n"
    assert res.to_trec(per_query=True).splitlines() == [
        "map                   \t1\t1.0000", "num_ret               \t1\t1",
        "map                   \t2\t0.5000", "num_ret               \t2\t2",
        "map                   \tall\t0.7500", "num_ret               \tall\t3"]
    assert res.to_dict() == {"map": {"1": 1.0, "2": 0.5, "all": 0.75}, "num_ret": {"1": 1.0, "2": 2.0, "all": 3.0}}


@pytest.mark.parametrize("kwargs, match", [
    ({"missing": "drop"}, "missing-query policy 'drop'"),
    ({"extra": "warn"}, "extra-query policy 'warn'"),
    ({"no_relevant": "none"}, "no-relevant policy 'none'"),
    ({"interpolation": "linear"}, "interpolation cut-off rule 'linear'"),
    ({"relevance_level": 0}, "relevance_level must be a whole number >= 1, got 0"),
])
def test_bad_options(tmp_path, kwargs, match):
    (tmp_path / "q").write_text("1 0 a 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 1 x\n")
    with pytest.raises(IrevalError, match=match):
        evaluate(tmp_path / "q", tmp_path / "r", ["map"], **kwargs)


@pytest.mark.parametrize("name", ["bpref@3", "P@0", "P_x", "IPrec@1.5", "ndcg_cut_-1", "", "P@", "P.0,5", "P.5,5",
                                  "utility.1,2"])
def test_bad_measure_names(name):
    with pytest.raises(IrevalError):
        parse_measures([name])


def test_measure_expansions():
    assert [m.name for m in parse_measures(["P"])] == [f"P_{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)]
    assert [m.name for m in parse_measures(["ndcg_cut.5,10"])] == ["ndcg_cut_5", "ndcg_cut_10"]
    assert len(parse_measures(["iprec_at_recall"])) == 11
    assert [m.trec_name for m in parse_measures(["ndcg@10", "p@5", "MAP", "rprec"])] == \
        ["ndcg_cut_10", "P_5", "map", "Rprec"]
    assert parse_measures(["map", "map"])[0].name == "map" and len(parse_measures(["map", "map"])) == 1
    with pytest.raises(UnknownOptionError):
        parse_measures(["nope"])


def test_no_python_loop_over_queries(tmp_path, monkeypatch):
    """The hot path never builds a Ranking per query (the evaluator is array code)."""
    qrels, run = make_collection(2)
    qp, rp = write(tmp_path, qrels, run)
    calls = []
    monkeypatch.setattr(Ranking, "__init__", lambda *a, **k: calls.append(1))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        evaluate(qp, rp, TREC_MEASURES + INTERP)
    assert calls == []


@pytest.mark.parametrize("seed", [0, 1])
def test_explain_traces_give_the_evaluator_values(tmp_path, seed):
    """explain() (core step-through functions on one query) == evaluate() (vectorised) for every query."""
    from ireval_teach.trec.explain import explain

    qrels, run = make_collection(seed, n_queries=12)
    qp, rp = write(tmp_path, qrels, run)
    names = ["AP", "AP@5", "P@3", "R@5", "Rprec", "RR", "RR@2", "nDCG", "nDCG@3", "IPrec@0.3", "11pt_avg", "set_P",
             "set_recall", "set_F", "num_rel", "num_ret", "num_rel_ret"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, names)
    q_obj, r_obj = read_qrels(qp), read_run(rp)
    for qid in res.qids:
        for name in names:
            t = explain(q_obj, r_obj, qid, name)
            assert float(t.value) == pytest.approx(res.value(name, qid), abs=1e-12), (qid, name)


@pytest.mark.parametrize("seed, level", [(0, 1), (1, 2)])
def test_explain_trec_eval_measures(tmp_path, seed, level):
    """The step-throughs of bpref, infAP, gm_map, gm_bpref, success and Rprec_mult give the evaluator's value."""
    from ireval_teach.trec.explain import JudgedStep, explain

    qrels, run = make_collection(seed, n_queries=12)
    qp, rp = write(tmp_path, qrels, run)
    names = ["bpref", "infAP", "gm_map", "gm_bpref", "success_1", "success_5", "Rprec_mult_0.60", "Rprec_mult_2.00",
             "utility", "relative_P_3"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, names, relevance_level=level)
    q_obj, r_obj = read_qrels(qp), read_run(rp)
    judged_steps = 0
    for qid in res.qids:
        for name in names:
            t = explain(q_obj, r_obj, qid, name, relevance_level=level)
            assert float(t.value) == pytest.approx(res.value(name, qid), abs=1e-12), (qid, name)
            if name in ("bpref", "infAP") and t.steps:
                assert all(isinstance(s, JudgedStep) for s in t.steps)
                assert sum(s.contribution for s in t.steps) == pytest.approx(float(t.value), abs=1e-12)
                judged_steps += len(t.steps)
    assert judged_steps > 50
    # relstring is text: explained too, its value the string eval -q prints for the query
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        rs = evaluate(qp, rp, ["relstring"], relevance_level=level)
    assert explain(q_obj, r_obj, res.qids[0], "relstring").value == rs.value("relstring", res.qids[0])


@pytest.mark.parametrize("formulation", ["exponential", "classic", "trec"])
def test_ndcg_formulations_match_the_graded_module(tmp_path, formulation):
    """Other NDCG formulations by name: the vectorised values equal ireval_teach.graded.ndcg's."""
    from ireval_teach.trec.explain import explain

    qrels, run = make_collection(4, n_queries=12)
    qp, rp = write(tmp_path, qrels, run)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        res = evaluate(qp, rp, ["nDCG", "nDCG@3", "ndcg_cut_10"], ndcg_formulation=formulation)
        trec = evaluate(qp, rp, ["nDCG"])
    q_obj, r_obj = read_qrels(qp), read_run(rp)
    for qid in res.qids:
        for name in ("nDCG", "nDCG@3", "ndcg_cut_10"):
            t = explain(q_obj, r_obj, qid, name, ndcg_formulation=formulation)
            assert float(t.value) == pytest.approx(res.value(name, qid), abs=1e-12), (qid, name)
    differs = not np.allclose(res.values["nDCG"], trec.values["nDCG"])
    assert differs == (formulation != "trec")
    with pytest.raises(UnknownOptionError, match="unknown NDCG formulation 'log'"):
        evaluate(qp, rp, ["nDCG"], ndcg_formulation="log")


def test_exponential_gain_overflow_names_the_label(tmp_path):
    """A label whose 2**label - 1 overflows is an error naming it (never inf or nan with success)."""
    from ireval_teach.errors import InvalidLabelError

    (tmp_path / "q").write_text("1 0 a 3000\n1 0 b 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 2 x\n1 Q0 b 2 1 x\n")
    with pytest.raises(InvalidLabelError, match="label 3000"):
        evaluate(tmp_path / "q", tmp_path / "r", ["ndcg"], ndcg_formulation="exponential")
    assert evaluate(tmp_path / "q", tmp_path / "r", ["ndcg"]).mean("ndcg") == pytest.approx(1.0)


def test_nothing_evaluated_is_an_error(tmp_path):
    from ireval_teach.errors import InsufficientDataError

    (tmp_path / "q").write_text("1 0 a 1\n")
    (tmp_path / "r").write_text("2 Q0 a 1 2 x\n")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        with pytest.raises(InsufficientDataError, match="no query to evaluate"):
            evaluate(tmp_path / "q", tmp_path / "r", ["map"], missing="skip")
        assert evaluate(tmp_path / "q", tmp_path / "r", ["map"]).qids == ("1",)   # -c: scores 0


def test_max_retrieved_and_judged_only(tmp_path):
    """-M keeps the top M; -J drops unjudged documents and ranks the rest 1, 2, ... (trec_eval)."""
    (tmp_path / "q").write_text("1 0 a 1\n1 0 b 0\n1 0 c 1\n")
    (tmp_path / "r").write_text("1 Q0 x 1 5 s\n1 Q0 a 2 4 s\n1 Q0 y 3 3 s\n1 Q0 c 4 2 s\n1 Q0 b 5 1 s\n")
    q, r = tmp_path / "q", tmp_path / "r"
    assert evaluate(q, r, ["P_2"]).mean("P_2") == 0.5
    assert evaluate(q, r, ["P_2"], judged_only=True).mean("P_2") == 1.0
    assert evaluate(q, r, ["num_ret", "map"], max_retrieved=2).to_dict()["num_ret"]["all"] == 2
    assert evaluate(q, r, ["map"], max_retrieved=2).mean("map") == pytest.approx(0.25)
    assert evaluate(q, r, ["num_ret"], max_retrieved=3, judged_only=True).mean("num_ret") == 1


def test_explain_errors(tmp_path):
    from ireval_teach.trec.explain import explain

    (tmp_path / "q").write_text("1 0 a 1\n2 0 b 1\n")
    (tmp_path / "r").write_text("1 Q0 a 1 1 x\n")
    with pytest.raises(IrevalError, match="query '7' is not in the qrels"):
        explain(tmp_path / "q", tmp_path / "r", "7", "AP")
    with pytest.raises(IrevalError, match="names 9 measures"):
        explain(tmp_path / "q", tmp_path / "r", "1", "P")
    t = explain(tmp_path / "q", tmp_path / "r", "2", "AP")
    assert t.value == 0.0 and "empty ranking" in t.to_text()


def test_every_measure_finite_on_empty_rankings(tmp_path):
    """-M 0 or -J can leave a query with no document: every measure is a finite number (0 where undefined)."""
    from ireval_teach.trec.measures import NAMED_SETS, expand_family

    qrels, run = make_collection(5, n_queries=12)
    qp, rp = write(tmp_path, qrels, run)
    names = [m for f in NAMED_SETS["all_trec"] if f not in ("runid", "relstring") for m in expand_family(f)]
    names += expand_family("ndcg", "0=-1,1=0,2=-3") + expand_family("Rndcg", "3=0,2=0,1=0") + \
        expand_family("G", "1=-2") + expand_family("ndcg_rel", "2=0,1=5")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        for kw in ({"max_retrieved": 0}, {"judged_only": True, "relevance_level": 3}, {}):
            res = evaluate(qp, rp, names, **kw)
            for m in res.measures:
                assert np.all(np.isfinite(res.values[m.name])), (kw, m.name)
            if kw.get("max_retrieved") == 0:
                assert res.mean("num_ret") == 0 and res.mean("map") == 0
