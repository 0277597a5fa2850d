"""A real image collection for query-by-example retrieval: scikit-learn's bundled 8x8 digits.

The lecture notes (``004_*.txt``) evaluate a distance d(Q, T_i) on a set of images grouped into
classes: "two images are similar if they have the same class label". This module makes that setting
real, with no download: the 1,797 handwritten digits (8x8 pixels, grey levels 0..16, 10 classes of
174 to 183 images) that scikit-learn ships inside its package (``sklearn.datasets.load_digits``).

* **Queries**: every image is a query (query by example) against the other 1,796 images; its
  relevant items are the other images of its class (c = class size - 1; complete ground truth: a
  *laboratory* study in Sebe et al.'s sense).
* **Systems** (:data:`SYSTEMS`), three real rankings of the same database for the same queries
  (the MLRF lecture's rule "same database and the same queries"):

  - ``"pixels_l2"``: Euclidean distance between the 64 raw grey levels;
  - ``"pca8_l2"``: Euclidean distance after projecting onto the first 8 principal components
    (fitted on all 1,797 images, unsupervised: the labels are never used);
  - ``"pixels_l1"``: city-block (L1) distance between the raw grey levels.

* **Ties**: raw grey levels are integers, so L1 distances are integers and squared Euclidean
  distances too: equal distances really occur. Every distance is rounded to 6 decimals (so the
  TREC files hold exactly the values ranked here) and ties are broken like trec_eval breaks equal
  scores: by docno descending, i.e. the image with the larger index first (:func:`order`).
* **TREC files**: ``ireval_teach/data/digits_qrels.txt.gz`` and ``digits_run_<system>.txt.gz``
  (:func:`trec_files`) hold a documented subset -- :func:`trec_queries`, the first 10 images of each
  class in dataset order (100 queries, qids 301 to 400: :func:`trec_topics`) -- with complete qrels
  and the top :data:`TREC_DEPTH` = 100 results per query, score = minus the distance.
  :func:`write_trec_files` regenerates them byte for byte; ``python -m ireval_teach.digits DIR``
  copies them under the README's names.

>>> col = load_collection()
>>> col.n_images, col.class_sizes.tolist()
(1797, [178, 182, 177, 183, 181, 182, 181, 179, 174, 180])
>>> r = ranking("pixels_l2", 0)                # image 0 (a "0") against the other 1,796
>>> r.length, r.n_relevant, r.labels[:5].tolist()
(1796, 177, [1, 1, 1, 1, 1])
"""

from __future__ import annotations

import functools
import gzip
import numbers
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from collections.abc import Sequence

import numpy as np

from .errors import (InconsistentCountError, InvalidCutoffError, InvalidIdError, InvalidOptionError,
                     InvalidScoreError, check_option, excerpt)
from .ranking import Ranking

__all__ = ["SYSTEMS", "TREC_PER_CLASS", "TREC_DEPTH", "DigitsCollection", "load_collection", "distances",
           "order", "neighbour_strip", "query_distances", "features", "pairwise", "ranking", "random_ranking", "rankings", "relevance_matrix", "average_precisions", "precisions_at", "mean_precisions_at",
           "docno", "qid", "trec_queries", "trec_topics", "trec_files", "write_trec_files",
           "README_FILES", "FIRST_TOPIC", "DATA_DIR"]

#: The retrieval systems: name -> one-line description.
SYSTEMS = {
    "pixels_l2": "Euclidean distance between the 64 raw grey levels",
    "pca8_l2": "Euclidean distance in the first 8 principal components (fitted on all images, no labels)",
    "pixels_l1": "city-block (L1) distance between the 64 raw grey levels",
}
#: Decimals kept in every distance (the TREC files print exactly these values).
DECIMALS = 6
#: Results per query in the shipped run files.
TREC_DEPTH = 100
#: Images per class used as queries in the shipped TREC files (the first ones in dataset order).
TREC_PER_CLASS = 10
DATA_DIR = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class DigitsCollection:
    """The images (n x 64 grey levels 0..16, int), their class labels (0..9) and derived counts."""

    images: np.ndarray
    labels: np.ndarray

    @property
    def n_images(self) -> int:
        return int(len(self.labels))

    @property
    def class_sizes(self) -> np.ndarray:
        return np.bincount(self.labels, minlength=10)

    def n_relevant(self, query: int) -> int:
        """c for a query: the other images of its class."""
        return int(self.class_sizes[self.labels[_query(query, self.n_images)]]) - 1


def _bundled_csv() -> Path | None:
    """scikit-learn's own copy of the digits (``sklearn/datasets/data/digits.csv.gz``), found without importing it."""
    import importlib.util

    spec = importlib.util.find_spec("sklearn")
    for root in (spec.submodule_search_locations or []) if spec else []:
        path = Path(root) / "datasets" / "data" / "digits.csv.gz"
        if path.is_file():
            return path
    return None


@functools.lru_cache(maxsize=1)
def load_collection() -> DigitsCollection:
    """The 1,797 digits shipped with scikit-learn (no download), pixels as integers 0..16.

    scikit-learn keeps them in its package as ``datasets/data/digits.csv.gz`` (64 grey levels and the
    class per line), which ``sklearn.datasets.load_digits`` reads; reading that file directly avoids
    importing scikit-learn (seconds). If the file is not where this version keeps it, ``load_digits``
    is used (``tests/test_digits.py`` checks that both give the same arrays).
    """
    path = _bundled_csv()
    if path is not None:
        raw = np.loadtxt(path, delimiter=",")
        data, target = raw[:, :-1], raw[:, -1]
    else:  # pragma: no cover - depends on the installed scikit-learn's layout
        try:
            from sklearn.datasets import load_digits
        except ImportError as exc:
            raise ImportError("the digits collection needs scikit-learn: pip install 'ireval-teach[notebooks]'") from exc
        bunch = load_digits()
        data, target = bunch.data, bunch.target
    images = np.rint(data).astype(np.int64)
    labels = np.rint(target).astype(np.int64)
    images.setflags(write=False)
    labels.setflags(write=False)
    return DigitsCollection(images, labels)


def _system(name: Any) -> str:
    return check_option("system", name if isinstance(name, str) else excerpt(name), tuple(SYSTEMS))


def _query(q: Any, n: int) -> int:
    if isinstance(q, bool) or not isinstance(q, numbers.Integral):
        raise InvalidIdError(f"a query is an image index (an integer 0..{n - 1}), got {excerpt(q)}")
    if not 0 <= int(q) < n:
        raise InvalidCutoffError(f"query image {excerpt(q)} is outside 0..{n - 1}")
    return int(q)


def _queries(queries: Any, n: int) -> np.ndarray:
    """Query image indices as an int array (every image when None)."""
    if queries is None:
        return np.arange(n)
    if isinstance(queries, (str, bytes)) or not hasattr(queries, "__iter__"):
        raise InvalidIdError(f"queries must be a sequence of image indices, got {excerpt(queries)}")
    out = np.asarray([_query(q, n) for q in queries], dtype=np.int64)
    if out.size == 0:
        raise InconsistentCountError("give at least one query")
    return out


def _images(x: Any, name: str) -> np.ndarray:
    try:
        a = np.asarray(x, dtype=float)
    except (TypeError, ValueError, OverflowError):
        raise InvalidScoreError(f"{name} must be rows of 64 numbers (8x8 grey levels), got {excerpt(x)}") from None
    if a.ndim != 2 or a.shape[1] != 64 or a.shape[0] == 0:
        raise InconsistentCountError(f"{name} must be a non-empty matrix of rows of 64 grey levels, got shape {a.shape}")
    if not np.all(np.isfinite(a)) or np.abs(a).max() > 1e6:
        raise InvalidScoreError(f"{name} must hold finite grey levels (|x| <= 1e6), got {excerpt(x)}")
    return a


@functools.lru_cache(maxsize=1)
def _pca_model(n_components: int = 8) -> tuple[np.ndarray, np.ndarray]:
    """(mean, components) of a PCA fitted on all 1,797 images (no labels), by SVD."""
    x = load_collection().images.astype(float)
    mean = x.mean(axis=0)
    _, _, vt = np.linalg.svd(x - mean, full_matrices=False)
    return mean, vt[:n_components]


def features(system: str, images: Any) -> np.ndarray:
    """What ``system`` compares: the raw grey levels, or their projection on 8 principal components."""
    x = _images(images, "images")
    if _system(system) == "pca8_l2":
        mean, comps = _pca_model()
        return (x - mean) @ comps.T
    return x


def pairwise(system: str, X: Any, Y: Any) -> np.ndarray:
    """Distances under ``system`` between the images in the rows of X and those of Y (rounded to 6 decimals).

    Works for any 64-pixel images, e.g. noise images used as distractors.

    >>> pairwise("pixels_l1", [[0] * 64], [[1] * 64, [16] + [0] * 63]).tolist()
    [[64.0, 16.0]]
    """
    x, y = features(system, X), features(system, Y)
    if len(x) * len(y) > 50_000_000:
        raise InvalidCutoffError(f"{len(x)} x {len(y)} distances are too many for one call; split the images")
    if system == "pixels_l1":
        levels = int(max(x.max(initial=0), y.max(initial=0)))
        if (np.array_equal(x, np.rint(x)) and np.array_equal(y, np.rint(y)) and min(x.min(initial=0), y.min(initial=0)) >= 0
                and levels <= 32):
            # grey levels 0..L: |a - b| = sum over thresholds t = 1..L of [a >= t] xor [b >= t], so with the
            # "thermometer" codes T(x) (64 L bits) L1 = |T(x)| + |T(y)| - 2 T(x).T(y): one exact matrix product
            t = np.arange(1, levels + 1)
            tx = (x[:, :, None] >= t).reshape(len(x), -1).astype(np.float32)
            ty = (y[:, :, None] >= t).reshape(len(y), -1).astype(np.float32)
            out = (tx.sum(1)[:, None] + ty.sum(1)[None, :] - 2.0 * (tx @ ty.T)).astype(float)
        else:
            out = np.empty((len(x), len(y)))
            for lo in range(0, len(x), 64):                    # blocks keep memory small
                out[lo:lo + 64] = np.abs(x[lo:lo + 64, None, :] - y[None, :, :]).sum(axis=2)
    else:
        d2 = np.maximum((x * x).sum(1)[:, None] + (y * y).sum(1)[None, :] - 2.0 * (x @ y.T), 0.0)
        if system == "pixels_l2":
            d2 = np.rint(d2)                                   # integer grey levels: exact squared distances
        out = np.sqrt(d2)
    return np.round(out, DECIMALS)


@functools.lru_cache(maxsize=len(SYSTEMS))
def _all_distances(system: str) -> np.ndarray:
    images = load_collection().images
    out = pairwise(system, images, images)
    np.fill_diagonal(out, 0.0)
    out.setflags(write=False)
    return out


def distances(system: str, query: int | None = None) -> np.ndarray:
    """Distances of ``system``: one query's row (length 1,797, itself at distance 0) or the whole matrix.

    >>> distances("pixels_l1", 0)[:4].tolist()
    [0.0, 335.0, 306.0, 251.0]
    """
    d = _all_distances(_system(system))
    return d if query is None else d[_query(query, len(d))]


def query_distances(system: str) -> tuple[np.ndarray, np.ndarray]:
    """Every query's distances to the other 1,796 images (collection order, the query left out) and
    their relevance (1 = same class): two 1,797 x 1,796 arrays, for the epsilon/kNN tools of
    :mod:`ireval_teach.similarity`. Row q, column j is image j if j < q, else image j + 1.
    """
    d = distances(system)
    col = load_collection()
    n = len(d)
    keep = ~np.eye(n, dtype=bool)
    rel = (col.labels[:, None] == col.labels[None, :])
    return d[keep].reshape(n, n - 1), rel[keep].reshape(n, n - 1).astype(np.int64)


@functools.lru_cache(maxsize=len(SYSTEMS))
def _full_order(system: str) -> np.ndarray:
    """Every query's ranking (int32, 1,797 x 1,796), computed once per system by one sort of integer keys.

    key = distance in millionths (exact: distances are rounded to 6 decimals) * 2048 + (2047 - index):
    nearest first, equal distances by index descending; the query itself gets the largest key.
    """
    d = distances(system)
    ranked = _rank_rows(d, np.arange(len(d)))
    ranked.setflags(write=False)
    return ranked


#: Systems whose full ranking matrix has been computed (then every order() reads it).
_ORDERED: set = set()


def _rank_rows(rows: np.ndarray, qs: np.ndarray) -> np.ndarray:
    n = rows.shape[1]
    keys = np.rint(rows * 10 ** DECIMALS).astype(np.int64) * 2048 + (2047 - np.arange(n, dtype=np.int64))
    keys[np.arange(len(qs)), qs] = np.iinfo(np.int64).max       # the query itself goes last ...
    return np.argsort(keys, axis=1)[:, :-1].astype(np.int32)    # ... and is dropped


def order(system: str, queries: Sequence[int] | np.ndarray | None = None) -> np.ndarray:
    """Ranked image indices (queries x 1,796): nearest first, ties by index descending, query left out.

    The tie rule is trec_eval's (equal scores: docno descending), so a run file read back ranks the
    same way.
    """
    system = _system(system)
    if queries is None or system in _ORDERED:
        full = _full_order(system)
        _ORDERED.add(system)
        return full if queries is None else full[_queries(queries, len(full))]
    d = distances(system)
    qs = _queries(queries, len(d))
    return _rank_rows(d[qs], qs)


def neighbour_strip(system: str, query: int, k: int = 8) -> tuple[np.ndarray, list[bool]]:
    """One image of a query and its k nearest images side by side (8 x 9(k+1) grey levels, a blank
    column between images; for one ``imshow``), and for each neighbour whether it has the query's class."""
    col = load_collection()
    q = _query(query, col.n_images)
    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or not 1 <= int(k) <= 100:
        raise InvalidCutoffError(f"k must be a whole number 1..100, got {excerpt(k)}")
    ranked = order(system, [q])[0, :k]
    tiles = [col.images[i].reshape(8, 8) for i in [q, *ranked.tolist()]]
    blank = np.zeros((8, 1), dtype=np.int64)
    strip = np.hstack([part for t in tiles for part in (t, blank)])[:, :-1]
    return strip, [bool(col.labels[i] == col.labels[q]) for i in ranked]


def relevance_matrix(system: str, queries: Sequence[int] | None = None) -> np.ndarray:
    """Binary relevance (same class) of each query's ranked list, queries x 1,796."""
    col = load_collection()
    qs = _queries(queries, col.n_images)
    ranked = order(system, qs)
    return (col.labels[ranked] == col.labels[qs][:, None]).astype(np.int64)


def ranking(system: str, query: int) -> Ranking:
    """One query's full ranking (1,796 images) as a :class:`~ireval_teach.ranking.Ranking` with docnos."""
    col = load_collection()
    q = _query(query, col.n_images)
    ranked = order(system, [q])[0]
    labels = (col.labels[ranked] == col.labels[q]).astype(np.int64)
    return Ranking(labels, n_relevant=col.n_relevant(q), collection_size=col.n_images - 1,
                   ids=_docnos(ranked))


def rankings(system: str, queries: Sequence[int]) -> dict[str, Ranking]:
    """Several queries' rankings, keyed by qid (``"q0000"``...), in the order given."""
    qs = _queries(queries, load_collection().n_images)
    return {qid(int(q)): ranking(system, int(q)) for q in qs}


def random_ranking(query: int, seed: int = 0) -> Ranking:
    """The other 1,796 images in a seeded random order, judged for ``query`` (a random "system").

    Its expected precision at every scope is the generality c/d (Sebe et al., Eq. 10); judging its
    top n estimates the generality without knowing c (:func:`ireval_teach.generality.estimate_generality`).
    """
    col = load_collection()
    q = _query(query, col.n_images)
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not 0 <= int(seed) < 2 ** 63:
        raise InvalidOptionError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    others = np.delete(np.arange(col.n_images), q)
    ranked = others[np.random.default_rng(seed).permutation(len(others))]
    labels = (col.labels[ranked] == col.labels[q]).astype(np.int64)
    return Ranking(labels, n_relevant=col.n_relevant(q), collection_size=len(others),
                   ids=_docnos(ranked))


def average_precisions(system: str, queries: Sequence[int] | None = None) -> np.ndarray:
    """Non-interpolated AP of every query's full ranking (vectorised; denominator c = all relevant).

    Equal to :func:`ireval_teach.average_precision` of :func:`ranking` (a test checks it).
    """
    rel = relevance_matrix(system, queries)
    ranks = np.arange(1, rel.shape[1] + 1)
    prec = np.cumsum(rel, axis=1) / ranks
    return (prec * rel).sum(axis=1) / rel.sum(axis=1)


def precisions_at(system: str, k: int, queries: Sequence[int] | None = None) -> np.ndarray:
    """P@k of every query (the fraction of the k nearest images that share the query's class)."""
    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or not 1 <= int(k) <= 1796:
        raise InvalidCutoffError(f"k must be an integer 1..1796, got {k!r}")
    return relevance_matrix(system, queries)[:, :k].mean(axis=1)


def mean_precisions_at(system: str, ks: Sequence[int], queries: Sequence[int] | None = None) -> list[float]:
    """Mean P@k over the queries (macro average; every query has the same k), for each k in ``ks``."""
    rel = relevance_matrix(system, queries)
    if isinstance(ks, (str, bytes)) or not hasattr(ks, "__iter__"):
        raise InvalidCutoffError(f"ks must be a sequence of cut-offs, got {excerpt(ks)}")
    out: list[float] = []
    for k in ks:
        if isinstance(k, bool) or not isinstance(k, numbers.Integral) or not 1 <= int(k) <= rel.shape[1]:
            raise InvalidCutoffError(f"k must be an integer 1..{rel.shape[1]}, got {k!r}")
        out.append(float(rel[:, :k].mean()))
    return out


def docno(i: int) -> str:
    """The TREC docno of image ``i``: ``"d0042"``."""
    return f"d{_index(i):04d}"


def qid(i: int) -> str:
    """The TREC qid of query image ``i``: ``"q0042"``."""
    return f"q{_index(i):04d}"


def _docnos(indices: np.ndarray) -> list[str]:
    """docno() of many internal image indices at once (no per-item checks: they come from the collection)."""
    return [f"d{i:04d}" for i in indices.tolist()]


def _index(i: Any) -> int:
    if isinstance(i, bool) or not isinstance(i, numbers.Integral) or not 0 <= int(i) < 10 ** 6:
        raise InvalidIdError(f"an image index is a whole number 0..999999, got {excerpt(i)}")
    return int(i)


def trec_queries(per_class: int = TREC_PER_CLASS) -> np.ndarray:
    """The query subset of the TREC files: the first ``per_class`` images of each class, by index."""
    labels = load_collection().labels
    smallest = int(np.bincount(labels).min())
    if isinstance(per_class, bool) or not isinstance(per_class, numbers.Integral) or not 1 <= int(per_class) <= smallest:
        raise InvalidCutoffError(f"per_class must be a whole number 1..{smallest}, got {excerpt(per_class)}")
    return np.sort(np.concatenate([np.flatnonzero(labels == k)[:per_class] for k in range(10)]))


#: The first TREC topic number of the shipped files (like TREC's ad hoc topics 301-400).
FIRST_TOPIC = 301


def trec_topics(per_class: int = TREC_PER_CLASS) -> dict[str, int]:
    """The qids of the TREC files and their query images: ``{"301": 0, "302": 10, ...}``.

    The i-th query image (in index order, :func:`trec_queries`) is topic 301 + i, so the README's
    ``--query 301`` names image 0.
    """
    return {str(FIRST_TOPIC + i): int(q) for i, q in enumerate(trec_queries(per_class))}


def _qrels_text(queries: np.ndarray) -> str:
    labels = load_collection().labels
    lines = []
    for i, q in enumerate(queries):
        for t in np.flatnonzero(labels == labels[q]):
            if t != q:
                lines.append(f"{FIRST_TOPIC + i} 0 {docno(int(t))} 1\n")
    return "".join(lines)


def _run_text(system: str, queries: np.ndarray, depth: int) -> str:
    d = distances(system)
    ranked = order(system, queries)[:, :depth]
    lines = []
    for i, (q, row) in enumerate(zip(queries, ranked)):
        for rank, t in enumerate(row, start=1):
            lines.append(f"{FIRST_TOPIC + i} Q0 {docno(int(t))} {rank} {-d[q, t]:.{DECIMALS}f} {system}\n")
    return "".join(lines).replace(" -0.000000 ", " 0.000000 ")


def _write_gz(path: Path, text: str) -> None:
    # mtime=0 and no file name in the header: the same text always gives the same bytes
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
        gz.write(text.encode("ascii"))


def write_trec_files(directory: str | os.PathLike, per_class: int = TREC_PER_CLASS,
                     depth: int = TREC_DEPTH) -> dict[str, Path]:
    """Write the qrels and one run per system (gzipped TREC files) into ``directory``; return the paths.

    Deterministic: the same collection gives the same bytes (``tests/test_digits.py`` regenerates
    the shipped files and compares).
    """
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    queries = trec_queries(per_class)
    paths = {"qrels": out / "digits_qrels.txt.gz"}
    _write_gz(paths["qrels"], _qrels_text(queries))
    for system in SYSTEMS:
        paths[system] = out / f"digits_run_{system}.txt.gz"
        _write_gz(paths[system], _run_text(system, queries, depth))
    return paths


def trec_files() -> dict[str, Path]:
    """The shipped files: ``{"qrels": ..., "pixels_l2": ..., "pca8_l2": ..., "pixels_l1": ...}``.

    >>> sorted(p.name for p in trec_files().values())      # doctest: +NORMALIZE_WHITESPACE
    ['digits_qrels.txt.gz', 'digits_run_pca8_l2.txt.gz', 'digits_run_pixels_l1.txt.gz',
     'digits_run_pixels_l2.txt.gz']
    """
    paths = {"qrels": DATA_DIR / "digits_qrels.txt.gz"}
    paths.update({s: DATA_DIR / f"digits_run_{s}.txt.gz" for s in SYSTEMS})
    return paths


#: The README's file names -> the shipped file they are copied from (``python -m ireval_teach.digits DIR``).
README_FILES = {"qrels.txt": "qrels", "run.txt": "pixels_l2", "a.txt": "pixels_l2", "b.txt": "pca8_l2"}


def _copy_for_readme(directory: str | os.PathLike) -> dict[str, Path]:
    """Write the shipped files, uncompressed, under the names the README's commands use.

    ``qrels.txt``, ``run.txt`` (pixels_l2), ``a.txt`` (pixels_l2) and ``b.txt`` (pca8_l2): from that
    directory ``ireval-teach eval qrels.txt run.txt``, ``explain ... --query 301`` and
    ``compare qrels.txt a.txt b.txt`` run as written. The command line: ``python -m ireval_teach.digits DIR``.
    """
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    files = trec_files()
    written = {}
    for name, key in README_FILES.items():
        with gzip.open(files[key], "rb") as src:
            (out / name).write_bytes(src.read())
        written[name] = out / name
    return written


def _main(argv: Sequence[str] | None = None) -> int:
    """``python -m ireval_teach.digits DIR``: copy the real qrels and runs into DIR for the README's commands."""
    import argparse

    ap = argparse.ArgumentParser(prog="python -m ireval_teach.digits",
                                 description="Copy the shipped digits qrels and runs (TREC files) into a directory "
                                             "as qrels.txt, run.txt, a.txt (pixels_l2) and b.txt (pca8_l2).")
    ap.add_argument("directory")
    ap.add_argument("--regenerate", action="store_true",
                    help="maintainers: rewrite the gzipped files in this directory from the collection instead")
    args = ap.parse_args(argv)
    paths = write_trec_files(args.directory) if args.regenerate else _copy_for_readme(args.directory)
    for name, path in paths.items():
        print(f"{name:10} {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(_main())
