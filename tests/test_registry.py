"""The measure registry, family by family and form by form, per query on randomised runs.

For every registered family and every parameter form its spec lists (``MeasureSpec.examples``), on random
collections with ties, graded and negative labels, documents not in the qrels, queries with no relevant
document, qrels queries the run does not answer (empty rankings) and run queries not in the qrels:

* the step-through (``spec.trace``) equals the vectorised kernel, query by query (1e-9);
* ``explain`` equals ``evaluate`` exactly (the value ``eval -q`` prints), and carries the family and
  parameter values as data;
* both equal trec_eval as pytrec-eval-terrier computes it (trec_eval 9.0.x, with trec_eval 9's
  interpolation cut-off) for the families and parameter syntax it has (1e-9);
* ``ireval-teach explain --json`` prints eval's value (``eval --json``) for the query.
"""

from __future__ import annotations

import json
import math
import random
import warnings

import pytest

from ireval_teach.cli import main
from ireval_teach.measures import REGISTRY, specs
from ireval_teach.trec import QuerySetWarning, evaluate, read_qrels, read_run
from ireval_teach.trec.explain import explain, query_input, trace_of
from ireval_teach.trec.measures import parse_measure

CASES = [(s.family, name) for s in specs() for name in s.examples]


def collection(seed: int):
    """Random qrels and run (dicts), every awkward case present at least once."""
    rng = random.Random(seed)
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, float]] = {}
    for i in range(10):
        qid = f"q{i}"
        pool = [f"d{rng.randint(0, 80)}" for _ in range(rng.randint(3, 40))]
        pool = list(dict.fromkeys(pool))
        if i != 9:                                                 # q9: a run query not in the qrels
            judged = rng.sample(pool, rng.randint(1, len(pool)))
            labels = [0, 0, -1] if i == 4 else [0, 0, 1, 2, 3, -1]   # q4: nothing relevant
            qrels[qid] = {d: rng.choice(labels) for d in judged}
            qrels[qid][f"never{i}"] = rng.choice([1, 3])
        if i != 3:                                                 # q3: the run does not answer it
            ret = rng.sample(pool, rng.randint(1, len(pool)))
            distinct = rng.choice([1, 3, 50])                      # few distinct scores: many ties
            run[qid] = {d: rng.randint(0, distinct) * 0.25 for d in ret}
    return qrels, run


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    qrels, run = collection(7)
    d = tmp_path_factory.mktemp("registry")
    qp, rp = d / "qrels", d / "run"
    qp.write_text("".join(f"{q} 0 {doc} {g}\n" for q, docs in qrels.items() for doc, g in docs.items()))
    rp.write_text("".join(f"{q} Q0 {doc} {r} {s} tag\n" for q, docs in run.items()
                          for r, (doc, s) in enumerate(docs.items(), 1)))
    return qrels, run, str(qp), str(rp), read_qrels(str(qp)), read_run(str(rp))


def _evaluate(q, r, names, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", QuerySetWarning)
        return evaluate(q, r, names, **kw)


def test_registry_is_data():
    """Every spec lists its names, parameters (type, default, bounds) and examples as plain data."""
    assert len(REGISTRY) == len(specs()) >= 38
    for s in specs():
        d = s.describe()
        json.dumps(d)                                     # plain data, nothing callable
        assert d["examples"] and d["explanation"] and d["citation"]
        assert callable(s.kernel)
        assert s.form == "plain" or s.params, s.family
        for name in s.examples:
            assert all(m.family == s.family for m in parse_measure(name)), name
    assert REGISTRY["set_F"].param_values((0.5,)) == {"beta": 0.5}
    assert REGISTRY["rbp"].param_values(None) == {"p": 0.9}


@pytest.mark.parametrize("level, interpolation, formulation",
                         [(1, "textbook", "trec"), (2, "trec_eval_10", "exponential")])
def test_step_through_equals_kernel_and_explain_equals_eval(files, level, interpolation, formulation):
    """One pass over every family and form: step-through == kernel (1e-9), explain == eval (exactly)."""
    _, _, _, _, q, r = files
    names = [name for _, name in CASES]
    opts = dict(relevance_level=level, interpolation=interpolation, ndcg_formulation=formulation)
    res = _evaluate(q, r, names, **opts)
    assert len(res.qids) == 9 and "q3" in res.qids       # q3 (unanswered) evaluated as an empty ranking
    stepped = set()
    for qid in res.qids:
        qi = query_input(q, r, qid, **opts)
        for m in res.measures:
            spec = REGISTRY[m.family]
            want = res.value(m.name, qid) if m.family != "runid" else res.runid
            t = trace_of(qi, m)
            assert t.value == want, (qid, m.name)
            assert t.family == m.family and dict(t.params) == spec.param_values(m.param)
            if spec.trace is not None and qi.retrieved:
                own = spec.trace(qi, m.param)
                if own is not None:
                    stepped.add(m.family)
                    if spec.text:
                        assert own.value == want, (qid, m.name)
                    else:
                        assert math.isclose(float(own.value), want, rel_tol=1e-9, abs_tol=1e-12), (qid, m.name)
    no_step = {s.family for s in specs() if s.trace is None}
    assert stepped == set(REGISTRY) - no_step


def _pytrec_request(m) -> str:
    spec = REGISTRY[m.family]
    if spec.form == "plain" or m.param is None:
        return m.family
    if spec.form in ("cutoff", "level"):
        return f"{m.family}.{m.param if spec.form == 'cutoff' else float(m.param)}"
    return m.family + "." + m.name[len(m.family) + 1:]


def test_kernels_equal_trec_eval_9(files):
    """Per query against pytrec-eval-terrier (trec_eval 9.0.x) for every family and form it can parse."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    qrels, run, _, _, q, r = files
    # pytrec_eval returns numbers only: its runid and relstring are not the strings trec_eval prints
    names = [name for fam, name in CASES if fam in pytrec_eval.supported_measures and not REGISTRY[fam].text]
    res = _evaluate(q, r, names, interpolation="trec_eval_9", missing="skip")
    checked: set[str] = set()
    for m in res.measures:
        if m.param is not None and REGISTRY[m.family].form in ("values", "pairs") and m.family != "set_F":
            # pytrec_eval passes utility's 4 coefficients to trec_eval as 1 ("improper number"), and stops
            # the interpreter (a failed C assertion) on gain parameters (ndcg.1=3): not comparable there
            continue
        try:
            ev = pytrec_eval.RelevanceEvaluator(qrels, {_pytrec_request(m)})
        except ValueError:                 # a parameter syntax pytrec_eval does not parse (11pt_avg..25,.5)
            continue
        got = ev.evaluate({qid: dict(docs) for qid, docs in run.items()})
        for qid in res.qids:
            vals = got[qid]
            key = m.trec_name if m.trec_name in vals else next(iter(vals)) if len(vals) == 1 else None
            assert key is not None, (m.name, sorted(vals))
            want = vals[key]
            mine = res.value(m.name, qid)
            assert math.isclose(mine, want, rel_tol=1e-9, abs_tol=1e-9), (qid, m.name, mine, want)
        checked.add(m.name)
    assert len(checked) >= 60
    assert {"set_F_0.5", "P_3", "P_7", "Rprec_mult_1.50", "iprec_at_recall_0.75"} <= checked


@pytest.mark.parametrize("qid", ["q0", "q3"])
def test_cli_explain_json_equals_eval_json(files, capsys, qid):
    """``ireval-teach explain --json`` prints eval --json's value for the query, for every form."""
    _, _, qp, rp, _, _ = files
    names = [name for _, name in CASES]
    assert main(["eval", qp, rp, "--json", "--no-progress"] + [a for n in names for a in ("-m", n)]) == 0
    evaluated = json.loads(capsys.readouterr().out)
    for fam, name in CASES:
        for m in parse_measure(name)[:1]:
            asked = name if len(parse_measure(name)) == 1 else m.name
            assert main(["explain", qp, rp, "--query", qid, "--measure", asked, "--json"]) == 0, asked
            got = json.loads(capsys.readouterr().out)
            assert set(got) >= {"measure", "params", "value", "steps"}
            want = evaluated[m.name].get(qid, evaluated[m.name].get("all"))
            assert got["value"] == want, (qid, m.name)
            assert got["family"] == fam and got["params"] == json.loads(json.dumps(
                REGISTRY[fam].param_values(m.param)))


def test_drifted_forms_explain_what_eval_computes(files):
    """set_F.0.5 traces trec_eval's b = 0.5 (not F1) and 11pt_avg..25,.5 the two levels asked for."""
    _, _, _, _, q, r = files
    res = _evaluate(q, r, ["set_F.0.5", "set_F", "11pt_avg..25,.5", "11pt_avg"])
    differ = {"set_F": 0, "11pt": 0}
    for qid in res.qids:
        f05 = explain(q, r, qid, "set_F.0.5")
        assert f05.value == res.value("set_F_0.5", qid) and f05.params == {"beta": 0.5}
        differ["set_F"] += f05.value != res.value("set_F", qid)
        t = explain(q, r, qid, "11pt_avg..25,.5")
        assert t.value == res.value("11pt_avg_.25,.5", qid)
        assert [s.level for s in t.steps] in ([0.25, 0.5], [])
        differ["11pt"] += t.value != res.value("11pt_avg", qid)
    assert differ["set_F"] > 0 and differ["11pt"] > 0         # the collection tells the forms apart


def test_explain_head_closes_the_pipe_quietly(tmp_path):
    """``ireval-teach explain ... | head``: when the reader has gone before the output is written, the
    command ends quietly -- no "Broken pipe" message, no traceback -- with SIGPIPE's status 141, not 2."""
    import subprocess
    import sys

    (tmp_path / "q").write_text("1 0 d1 1\n")
    (tmp_path / "r").write_text("".join(f"1 Q0 d{i} {i} {-i} t\n" for i in range(1, 301)))
    for fmt in (["--json"], ["--rows", "all"]):
        p = subprocess.Popen([sys.executable, "-m", "ireval_teach", "explain", "q", "r", "--query", "1",
                              "--measure", "P_100", *fmt], cwd=tmp_path, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        assert p.stdout is not None and p.stderr is not None
        p.stdout.close()                          # the reader is gone (head has printed its lines)
        err = p.stderr.read().decode()
        assert p.wait() == 141, err
        assert "Broken pipe" not in err and "Traceback" not in err and "Exception ignored" not in err, err
