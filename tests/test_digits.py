"""The real digits collection, its three systems and the shipped TREC files (issue 15)."""

from __future__ import annotations

import numpy as np
import pytest

from ireval_teach import average_precision, digits, precision_at
from ireval_teach.errors import InvalidCutoffError, InvalidIdError, UnknownOptionError
from ireval_teach.trec import evaluate, read_qrels, read_run


def test_collection_is_the_bundled_digits():
    col = digits.load_collection()
    assert col.images.shape == (1797, 64)
    assert col.images.min() == 0 and col.images.max() == 16
    assert col.class_sizes.sum() == 1797 and len(col.class_sizes) == 10
    assert col.n_relevant(0) == col.class_sizes[col.labels[0]] - 1


@pytest.mark.parametrize("system", list(digits.SYSTEMS))
def test_vectorised_ap_and_p_at_k_equal_the_library_on_single_rankings(system):
    queries = [0, 1, 500, 1796]
    aps = digits.average_precisions(system, queries)
    p10 = digits.precisions_at(system, 10, queries)
    for q, ap, p in zip(queries, aps, p10):
        r = digits.ranking(system, q)
        assert r.length == 1796 and r.n_relevant == digits.load_collection().n_relevant(q)
        assert ap == pytest.approx(average_precision(r), abs=1e-12)
        assert p == pytest.approx(precision_at(r, 10), abs=1e-12)


def test_ranking_order_nearest_first_ties_by_index_descending():
    d = digits.distances("pixels_l1", 7)
    ranked = digits.order("pixels_l1", [7])[0]
    assert 7 not in ranked and len(ranked) == 1796
    dd = d[ranked]
    assert np.all(np.diff(dd) >= 0)
    tied = np.flatnonzero(np.diff(dd) == 0)
    assert len(tied) > 0, "integer L1 distances do tie"
    assert np.all(ranked[tied] > ranked[tied + 1])


def test_pca_system_differs_from_pixels_and_distances_are_symmetric():
    for s in digits.SYSTEMS:
        d = digits.distances(s)
        assert np.array_equal(d, d.T) and np.all(np.diag(d) == 0)
    assert not np.array_equal(digits.order("pca8_l2", [3]), digits.order("pixels_l2", [3]))


def test_regenerating_gives_identical_files(tmp_path):
    written = digits.write_trec_files(tmp_path)
    shipped = digits.trec_files()
    assert set(written) == set(shipped)
    for name, path in written.items():
        assert path.read_bytes() == shipped[name].read_bytes(), name


def test_shipped_files_read_back_as_the_in_memory_rankings():
    files = digits.trec_files()
    qrels = read_qrels(files["qrels"])
    queries = digits.trec_queries()
    topics = digits.trec_topics()
    assert len(queries) == 100 and qrels.qids == tuple(sorted(topics)) and list(topics.values()) == queries.tolist()
    assert list(topics)[0] == "301" and list(topics)[-1] == "400"
    for system in digits.SYSTEMS:
        run = read_run(files[system])          # trec_eval's tie rule: docno descending
        for topic in ("301", "302", "355", "400"):
            row = digits.order(system, [topics[topic]])[0, :digits.TREC_DEPTH]
            assert run.ranking_docnos(topic) == tuple(digits.docno(int(i)) for i in row)
    # AP from the files (top 100, denominator = all relevant) is AP@100 of the full ranking
    res = evaluate(files["qrels"], files["pixels_l2"], ["map"])
    expect = np.mean([average_precision(digits.ranking("pixels_l2", int(q)), k=100) for q in queries])
    assert res.mean("map") == pytest.approx(expect, abs=1e-9)


def test_bad_input_is_named():
    with pytest.raises(UnknownOptionError, match="'cosine'"):
        digits.distances("cosine")
    with pytest.raises(InvalidCutoffError, match="1797"):
        digits.ranking("pixels_l2", 1797)
    with pytest.raises(InvalidIdError, match="'q1'"):
        digits.ranking("pixels_l2", "q1")
    with pytest.raises(InvalidCutoffError, match="k must be"):
        digits.precisions_at("pixels_l2", 0)


def test_random_ranking_is_seeded_and_complete():
    r = digits.random_ranking(5, seed=1)
    assert r.length == 1796 and r.n_relevant == digits.load_collection().n_relevant(5)
    assert int(r.relevant.sum()) == r.n_relevant
    assert r.labels.tolist() == digits.random_ranking(5, seed=1).labels.tolist()
    assert r.labels.tolist() != digits.random_ranking(5, seed=2).labels.tolist()


def test_query_distances_leave_the_query_out_and_ties_are_counted():
    from ireval_teach.similarity import cutoff_ties, k_to_epsilon_range

    D, rel = digits.query_distances("pixels_l1")
    assert D.shape == rel.shape == (1797, 1796)
    full = digits.distances("pixels_l1", 3)
    assert np.array_equal(D[3], np.delete(full, 3))
    assert rel[3].sum() == digits.load_collection().n_relevant(3)
    t = cutoff_ties(D, [10], rel)
    q = t.first_tied[0]
    assert t.tied[0] > 0 and k_to_epsilon_range(D[q], 10) is None
    assert cutoff_ties(digits.query_distances("pca8_l2")[0], [10]).tied == (0,)


def test_readme_commands_run_as_written_on_the_copied_files(tmp_path, monkeypatch, capsys):
    from ireval_teach.cli import main

    written = digits._main([str(tmp_path)])
    assert written == 0 and {p.name for p in tmp_path.iterdir()} == set(digits.README_FILES)
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["eval", "qrels.txt", "run.txt", "-m", "map", "-m", "P_10", "-m", "ndcg_cut_10"]) == 0
    out = capsys.readouterr().out
    expect = evaluate(digits.trec_files()["qrels"], digits.trec_files()["pixels_l2"], ["map"]).mean("map")
    assert f"{expect:.4f}" in out and "P_10" in out
    assert main(["explain", "qrels.txt", "run.txt", "--query", "301", "--measure", "AP"]) == 0
    assert "301" in capsys.readouterr().out
    assert main(["compare", "qrels.txt", "a.txt", "b.txt", "-m", "map"]) == 0
    assert "100 queries" in capsys.readouterr().out


def test_bundled_csv_equals_sklearn_load_digits():
    from sklearn.datasets import load_digits

    raw = load_digits()
    col = digits.load_collection()
    assert np.array_equal(col.images, raw.data) and np.array_equal(col.labels, raw.target)


def test_order_of_a_few_queries_equals_the_full_matrix_and_the_strip():
    rows = digits.order("pixels_l1", [5, 9])          # computed row by row, or read from the full matrix
    full = digits._full_order("pixels_l1")
    assert np.array_equal(rows, full[[5, 9]])
    strip, same = digits.neighbour_strip("pixels_l1", 5, k=3)
    assert strip.shape == (8, 4 * 9 - 1) and len(same) == 3
    col = digits.load_collection()
    assert same == [bool(col.labels[i] == col.labels[5]) for i in full[5, :3]]
