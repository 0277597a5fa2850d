"""The sample TREC files in ``ireval_teach/data/examples_*.txt`` are the course documents' worked examples.

Query 301 is the MLRF lecture's list (relevant at ranks 1, 3, 9 of 10, |e| = 3); 302 is the same list with
|e| = 4 (one relevant image never retrieved); 303 is the lecture notes' 20 images (similar at 1, 2, 4, 15);
304 is the slides' graded list 3, 2, 3, 0, 0, 1, 2, 2, 3, 0. ``examples_run_a.txt`` ranks each list as the
document does; ``examples_run_b.txt`` is an INVENTED second system (each pair of neighbouring ranks swapped),
there only so that ``ireval-teach compare`` has two runs. Every shipped file must equal what this module
writes from :mod:`ireval_teach.examples` (``python tests/test_sample_data.py`` rewrites them).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "ireval_teach" / "data"


def example_lists() -> dict[str, tuple[str, list[int], list[int]]]:
    """qid -> (document prefix, labels in the document's rank order, labels of relevant items never retrieved)."""
    from ireval_teach import examples

    mlrf = examples.mlrf_three_of_ten().ranking.labels.tolist()
    mlrf4 = examples.mlrf_three_of_ten(4).ranking
    twenty = examples.twenty_images().ranking.labels.tolist()
    slides = examples.slides_ndcg().ranking.labels.tolist()
    missing4 = [1] * (mlrf4.n_relevant - mlrf4.n_relevant_retrieved)
    return {"301": ("mlrf", mlrf, []), "302": ("mlrf", mlrf, missing4), "303": ("notes", twenty, []),
            "304": ("slides", slides, [])}


def expected_files() -> dict[str, str]:
    qrels, run_a, run_b = [], [], []
    for qid, (prefix, labels, missing) in example_lists().items():
        docs = [f"{prefix}-{i:02d}" for i in range(1, len(labels) + 1)]
        qrels += [f"{qid} 0 {d} {lab}" for d, lab in zip(docs, labels)]
        # relevant documents the list never shows (numbered after its last rank)
        qrels += [f"{qid} 0 {prefix}-{len(labels) + j:02d} {lab}" for j, lab in enumerate(missing, start=1)]
        n = len(docs)
        run_a += [f"{qid} Q0 {d} {k} {n - k + 1} as_documented" for k, d in enumerate(docs, start=1)]
        swapped = [docs[i + 1 if i % 2 == 0 and i + 1 < n else i - 1 if i % 2 else i] for i in range(n)]
        run_b += [f"{qid} Q0 {d} {k} {n - k + 1} invented_pairs_swapped" for k, d in enumerate(swapped, start=1)]
    return {"examples_qrels.txt": "\n".join(qrels) + "\n", "examples_run_a.txt": "\n".join(run_a) + "\n",
            "examples_run_b.txt": "\n".join(run_b) + "\n"}


@pytest.mark.parametrize("name", sorted(expected_files()))
def test_shipped_sample_file_is_the_worked_examples(name):
    assert (DATA / name).read_text() == expected_files()[name], f"rewrite with: python {__file__}"


def test_sample_files_give_the_documents_values():
    """Evaluated by the TREC evaluator, the sample files give the documents' own numbers."""
    from ireval_teach import average_precision, examples, ndcg
    from ireval_teach.trec.evaluator import evaluate

    res = evaluate(str(DATA / "examples_qrels.txt"), str(DATA / "examples_run_a.txt"), ["map", "ndcg"])
    assert res.value("map", "301") == pytest.approx(average_precision(examples.mlrf_three_of_ten().ranking))
    assert res.value("map", "302") == pytest.approx(average_precision(examples.mlrf_three_of_ten(4).ranking)) == 0.5
    assert res.value("map", "303") == pytest.approx(average_precision(examples.twenty_images().ranking))
    assert res.value("ndcg", "304") == pytest.approx(ndcg(examples.slides_ndcg().ranking, formulation="trec"))

if __name__ == "__main__":
    for file_name, text in expected_files().items():
        (DATA / file_name).write_text(text)
        print(f"wrote {DATA / file_name}", file=sys.stderr)
