"""Comparing N runs with a baseline: paired tests, corrected p-values, effect sizes, report tables.

``ireval-teach compare QRELS RUN... --baseline RUN -m MEASURE...`` is built on :func:`compare_runs`
(per-query scores in, a frozen :class:`Comparison` out) and the formatters :func:`format_comparison`
(``text``, ``markdown``, ``latex``, ``csv``, ``json``).

For every measure and every run other than the baseline, on the queries both were evaluated on
(d_q = run_q - baseline_q):

* **mean**, and **wins / ties / losses**: the queries where the run scores higher / the same / lower
  than the baseline (exact float comparison);
* a **paired test** of "no difference" (``test``): ``"t"`` the two-sided paired t-test (default,
  ``scipy.stats.ttest_rel``, all runs at once), ``"wilcoxon"``, ``"sign"`` or ``"randomization"``
  (:mod:`ireval_teach.significance`, the same functions as the two-run compare);
  a run equal to the baseline on every query has no difference to test: its p-value is NaN;
* the **corrected p-value** (``correction``: none, bonferroni, holm (default) or bh, by
  :mod:`ireval_teach.multiple_testing`): one family per measure, the m = N - 1 runs against the
  baseline. **The baseline's own row is never part of the family** (its p-values are None), and a
  NaN p-value is not counted in m;
* **effect sizes**: Cohen's d_z = mean(d) / sd(d) (sample sd, n - 1) of the paired differences, and
  the mean difference with a percentile bootstrap interval (``n_resamples`` resamples of the queries
  with replacement, ``numpy.random.default_rng(seed)``, the same resamples for every run);
* optionally **Tukey's HSD** over all pairs of runs (``scipy.stats.tukey_hsd``). Convention: SciPy's
  test is the one-way test: it treats each run's per-query scores as independent samples and ignores
  the pairing by query, so it is more conservative than the paired tests above.

>>> scores = {"base": {"map": {"1": 0.2, "2": 0.4, "3": 0.3}},
...           "new": {"map": {"1": 0.3, "2": 0.5, "3": 0.35}}}
>>> c = compare_runs(scores, baseline="base", n_resamples=200)
>>> [(r.run, round(r.mean, 4), r.wins, r.ties, r.losses) for r in c.tables[0].rows]
[('base', 0.3, None, None, None), ('new', 0.3833, 3, 0, 0)]
>>> c.tables[0].rows[0].p_corrected is None
True
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import warnings
from dataclasses import asdict, dataclass
from typing import Any
from collections.abc import Mapping, Sequence

import numpy as np

from ..errors import (InconsistentCountError, InsufficientDataError, IrevalError, check_option, check_type,
                      WrongTypeError, excerpt)
from ..multiple_testing import CORRECTION_NAMES, CORRECTIONS, Correction, check_alpha, correct

#: The paired tests of :func:`compare_runs`.
TESTS = ("t", "wilcoxon", "sign", "randomization")
TEST_NAMES = {"t": "paired t-test", "wilcoxon": "Wilcoxon signed-rank test", "sign": "sign test",
              "randomization": "randomization test"}
#: The output formats of :func:`format_comparison`.
FORMATS = ("text", "markdown", "latex", "csv", "json")
#: The bootstrap draws at most this many resampled query indices at a time (memory bound).
_BOOTSTRAP_BATCH_VALUES = 2_000_000


@dataclass(frozen=True)
class RunRow:
    """One run on one measure, against the baseline (the baseline's own row has None in the test fields)."""

    run: str
    measure: str
    baseline: bool
    queries: int
    mean: float
    wins: int | None = None
    ties: int | None = None
    losses: int | None = None
    statistic: float | None = None
    p_value: float | None = None
    p_corrected: float | None = None
    significant: bool | None = None
    mean_difference: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    cohens_d: float | None = None
    best: bool = False


@dataclass(frozen=True)
class TukeyPair:
    """Tukey's HSD for one pair of runs: mean difference run_a - run_b, its p-value and interval."""

    run_a: str
    run_b: str
    difference: float
    p_value: float
    ci_low: float
    ci_high: float


@dataclass(frozen=True)
class MeasureTable:
    """The comparison on one measure: one row per run (baseline first), the correction and its steps."""

    measure: str
    baseline: str
    queries: int
    rows: tuple[RunRow, ...]
    correction: Correction
    tukey: tuple[TukeyPair, ...] = ()


@dataclass(frozen=True)
class Comparison:
    """N runs against a baseline on several measures (see the module for every convention)."""

    runs: tuple[str, ...]
    baseline: str
    test: str
    correction: str
    alpha: float
    n_resamples: int
    seed: int | None
    confidence: float
    tables: tuple[MeasureTable, ...]

    def rows(self) -> list[RunRow]:
        """Every row, measure by measure."""
        return [r for t in self.tables for r in t.rows]

    def explain(self) -> str:
        """How each corrected p-value was computed, step by step, measure by measure."""
        out = []
        for t in self.tables:
            out.append(f"{t.measure}: {TEST_NAMES[self.test]} (two-sided) of each run against the baseline "
                       f"{t.baseline} over {t.queries} queries; the baseline is not one of the tests.")
            out.append(t.correction.explain(self.alpha))
        return "\n\n".join(out)


# ------------------------------------------------------------------------------------------------
def _check_scores(scores: Any) -> dict[str, dict[str, dict[str, float]]]:
    if not isinstance(scores, Mapping) or not scores:
        raise InconsistentCountError(f"scores must be a non-empty dict run -> measure -> qid -> value, "
                                     f"got {excerpt(scores)}")
    out = {}
    for run, per_measure in scores.items():
        if not isinstance(per_measure, Mapping):
            raise InconsistentCountError(f"scores[{run!r}] must be a dict measure -> qid -> value, "
                                         f"got {excerpt(per_measure)}")
        out[str(run)] = {str(m): v for m, v in per_measure.items()}
    return out


def _paired_test(test: str, x: np.ndarray, b: np.ndarray, n_resamples: int, seed: int | None) -> tuple[float, float]:
    """(statistic, p) of one run against the baseline; NaN, NaN when the test has nothing to test."""
    from .. import significance as sig

    fn = {"wilcoxon": lambda: sig.wilcoxon_signed_rank(x, b),
          "sign": lambda: sig.sign_test(x, b),
          "randomization": lambda: sig.randomization_test(x, b, n_resamples=n_resamples, seed=seed)}[test]
    try:
        r = fn()
    except InsufficientDataError:
        return math.nan, math.nan
    return float(r.statistic), float(r.p_value)


def _t_tests(X: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Two-sided paired t statistics and p-values of every row of X against b, at once (as
    :func:`~ireval_teach.significance.paired_t_test`: all differences 0 gives NaN, all equal and not 0
    an infinite t and p = 0)."""
    from scipy import stats

    D = X - b[None, :]
    n = D.shape[1]
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        res = stats.ttest_rel(X, np.broadcast_to(b, X.shape), axis=1)
    t = np.asarray(res.statistic, dtype=float).copy()
    p = np.asarray(res.pvalue, dtype=float).copy()
    zero = ~np.any(D != 0, axis=1)
    const = ~zero & (np.ptp(D, axis=1) == 0) if n > 1 else ~zero
    t[zero], p[zero] = np.nan, np.nan
    t[const] = np.copysign(np.inf, D[const, 0])
    p[const] = 0.0
    return t, p


def _bootstrap(D: np.ndarray, n_resamples: int, seed: int | None, confidence: float) -> tuple[np.ndarray, np.ndarray]:
    """Percentile bootstrap interval of mean(d) for every row of D; the same query resamples for every row."""
    k, n = D.shape
    rng = np.random.default_rng(seed)
    means = np.empty((n_resamples, k))
    batch = max(1, _BOOTSTRAP_BATCH_VALUES // max(n, 1))
    done = 0
    while done < n_resamples:
        size = min(batch, n_resamples - done)
        idx = rng.integers(0, n, size=(size, n))
        counts = np.bincount((idx + n * np.arange(size)[:, None]).ravel(), minlength=size * n).reshape(size, n)
        means[done:done + size] = counts @ D.T / n
        done += size
    lo = (1 - confidence) / 2
    q = np.quantile(means, [lo, 1 - lo], axis=0)
    return q[0], q[1]


def compare_runs(scores: Mapping[str, Mapping[str, Mapping[str, float]]], *, baseline: str | None = None,
                 measures: Sequence[str] | None = None, test: str = "t", correction: str = "holm",
                 alpha: float = 0.05, n_resamples: int = 10_000, seed: int | None = 0, confidence: float = 0.95,
                 all_pairs: bool = False) -> Comparison:
    """Compare every run with ``baseline`` (default: the first run) on each measure (see the module).

    ``scores[run][measure][qid]`` are per-query values (``EvalResult.per_query``); each measure is
    compared on the queries every run was evaluated on (a run missing queries narrows that set).
    """
    from .. import significance as sig

    check_option("test", test, TESTS)
    check_option("correction", correction, CORRECTIONS)
    alpha = check_alpha(alpha)
    confidence = check_alpha(confidence)
    n_resamples = sig.check_resamples(n_resamples)
    seed = sig.check_seed(seed)
    data = _check_scores(scores)
    runs = tuple(data)
    if len(runs) < 2:
        raise InsufficientDataError(f"{len(runs)} run given; a comparison needs at least two")
    base = runs[0] if baseline is None else str(baseline)
    if base not in data:
        raise InconsistentCountError(f"the baseline {base!r} is not one of the runs: {', '.join(runs)}")
    order = (base,) + tuple(r for r in runs if r != base)
    names = list(measures) if measures is not None else list(data[base])
    tables = []
    for m in names:
        missing = [r for r in order if m not in data[r]]
        if missing:
            raise IrevalError(f"measure {m!r} was not computed for {', '.join(missing)}")
        qsets = [data[r][m] for r in order]
        common = [q for q in qsets[0] if all(q in s for s in qsets[1:])]
        if len(common) < 2:
            raise InsufficientDataError(f"{m}: the runs share {len(common)} evaluated queries; a paired test "
                                        "needs at least 2")
        X = np.array([[s[q] for q in common] for s in qsets], dtype=float)
        bad = np.argwhere(~np.isfinite(X))
        if len(bad):
            i, j = bad[0]
            raise IrevalError(f"{m} of query {common[j]!r} in {order[i]} is {X[i, j]!r}, not a finite number; "
                              "nothing can be compared (see the measure's options, e.g. --ndcg-formulation)")
        tables.append(_table(m, order, common, X, test, correction, alpha, n_resamples, seed, confidence, all_pairs))
    return Comparison(order, base, test, correction, alpha, n_resamples, seed, confidence, tuple(tables))


def _table(m, order, common, X, test, correction, alpha, n_resamples, seed, confidence, all_pairs) -> MeasureTable:
    n = len(common)
    b = X[0]
    others = X[1:]
    D = others - b[None, :]
    means = np.array([math.fsum(row.tolist()) / n for row in X])
    if test == "t":
        stat, p = _t_tests(others, b)
    else:
        pairs = [_paired_test(test, x, b, n_resamples, seed) for x in others]
        stat = np.array([s for s, _ in pairs])
        p = np.array([q for _, q in pairs])
    corr = correct(p, correction, labels=list(order[1:]))
    sd = D.std(axis=1, ddof=1) if n > 1 else np.zeros(len(D))
    mean_d = means[1:] - means[0]
    with np.errstate(all="ignore"):
        d_z = np.where(sd > 0, D.mean(axis=1) / np.where(sd > 0, sd, 1), np.nan)
    lo, hi = _bootstrap(D, n_resamples, seed, confidence)
    best = float(means.max())
    rows = [RunRow(order[0], m, True, n, float(means[0]), best=bool(means[0] == best))]
    for i in range(len(D)):
        pc = corr.p_corrected[i]
        rows.append(RunRow(order[i + 1], m, False, n, float(means[i + 1]),
                           wins=int((D[i] > 0).sum()), ties=int((D[i] == 0).sum()), losses=int((D[i] < 0).sum()),
                           statistic=float(stat[i]), p_value=float(p[i]), p_corrected=pc,
                           significant=bool(pc < alpha) if not math.isnan(pc) else False,
                           mean_difference=float(mean_d[i]), ci_low=float(lo[i]), ci_high=float(hi[i]),
                           cohens_d=float(d_z[i]), best=bool(means[i + 1] == best)))
    tukey: tuple[TukeyPair, ...] = ()
    if all_pairs:
        tukey = _tukey(order, X, confidence)
    return MeasureTable(m, order[0], n, tuple(rows), corr, tukey)


def _tukey(order, X, confidence) -> tuple[TukeyPair, ...]:
    from scipy import stats

    if not np.any(X.std(axis=1) > 0):
        raise InsufficientDataError("Tukey's HSD needs per-query scores that vary within some run")
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        res = stats.tukey_hsd(*X)
        ci = res.confidence_interval(confidence)
    out = []
    for i in range(len(order)):
        for j in range(i + 1, len(order)):
            out.append(TukeyPair(order[i], order[j], float(res.statistic[i, j]), float(res.pvalue[i, j]),
                                 float(ci.low[i, j]), float(ci.high[i, j])))
    return tuple(out)


# ------------------------------------------------------------------------------------------------
# formatting
# ------------------------------------------------------------------------------------------------

def _f(x: float | None, digits: int = 4, sign: bool = False) -> str:
    if x is None:
        return ""
    if isinstance(x, float) and math.isnan(x):
        return "n/a"
    if isinstance(x, float) and math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return f"{x:+.{digits}f}" if sign else f"{x:.{digits}f}"


def _p(x: float | None) -> str:
    if x is None:
        return ""
    if math.isnan(x):
        return "n/a"
    return "<0.0001" if 0 < x < 1e-4 else f"{x:.4f}"


def _header_note(c: Comparison) -> str:
    return (f"baseline {c.baseline}; {TEST_NAMES[c.test]} (two-sided) against the baseline; "
            f"{CORRECTION_NAMES[c.correction]} over the {len(c.runs) - 1} other runs per measure; "
            f"* = corrected p < {c.alpha:g}; d_z = Cohen's d of the paired differences; "
            f"{c.confidence:.0%} percentile bootstrap interval of the mean difference ({c.n_resamples} "
            f"resamples of the queries, seed {c.seed})")


def _cells(r: RunRow, c: Comparison) -> list[str]:
    if r.baseline:
        return [r.run, _f(r.mean), "baseline", "", "", "", "", ""]
    mark = "*" if r.significant else ""
    return [r.run, _f(r.mean) + mark, f"{r.wins}/{r.ties}/{r.losses}", _f(r.statistic), _p(r.p_value),
            _p(r.p_corrected), _f(r.cohens_d, 2), f"{_f(r.mean_difference, sign=True)} "
                                                 f"[{_f(r.ci_low, sign=True)}, {_f(r.ci_high, sign=True)}]"]


def _head(c: Comparison) -> list[str]:
    stat = {"t": "t", "wilcoxon": "W", "sign": "wins", "randomization": "mean d"}[c.test]
    corr = {"none": "p", "bonferroni": "p (Bonf.)", "holm": "p (Holm)", "bh": "p (BH)"}[c.correction]
    return ["run", "mean", "W/T/L", stat, "p", corr, "d_z", f"mean diff [{c.confidence:.0%} CI]"]


def format_text(c: Comparison) -> str:
    check_type(c, Comparison, "the comparison")
    out = [_header_note(c)]
    for t in c.tables:
        head = _head(c)
        body = [_cells(r, c) for r in t.rows]
        widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]
        out.append("")
        out.append(f"{t.measure} over {t.queries} queries")
        for line in [head] + body:
            out.append("  ".join(s.ljust(w) if i == 0 else s.rjust(w) for i, (s, w) in enumerate(zip(line, widths)))
                       .rstrip())
        if t.tukey:
            out.append(f"Tukey HSD, all pairs (one-way: ignores the pairing by query), {c.confidence:.0%} intervals:")
            for tp in t.tukey:
                out.append(f"  {tp.run_a} - {tp.run_b}: {_f(tp.difference, sign=True)} "
                           f"[{_f(tp.ci_low, sign=True)}, {_f(tp.ci_high, sign=True)}]  p = {_p(tp.p_value)}")
    return "\n".join(out) + "\n"


def _md_escape(s: str) -> str:
    return s.replace("|", "\\|")


def format_markdown(c: Comparison) -> str:
    check_type(c, Comparison, "the comparison")
    out = []
    for t in c.tables:
        head = _head(c)
        out.append(f"**{t.measure}** over {t.queries} queries\n")
        out.append("| " + " | ".join(head) + " |")
        out.append("|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|")
        for r in t.rows:
            cells = _cells(r, c)
            cells[0] = _md_escape(cells[0])
            if r.best:
                cells[1] = f"**{cells[1]}**"
            out.append("| " + " | ".join(cells) + " |")
        if t.tukey:
            out.append("\nTukey HSD (one-way, ignores the pairing by query):\n")
            out.append("| pair | difference | CI | p |")
            out.append("|---|---:|---:|---:|")
            for tp in t.tukey:
                out.append(f"| {_md_escape(tp.run_a)} - {_md_escape(tp.run_b)} | {_f(tp.difference, sign=True)} | "
                           f"[{_f(tp.ci_low, sign=True)}, {_f(tp.ci_high, sign=True)}] | {_p(tp.p_value)} |")
        out.append("")
    out.append(_header_note(c) + "\n")
    return "\n".join(out)


_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                  "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def latex_escape(s: str) -> str:
    r"""Text safe inside a LaTeX table cell (underscores, &, %, ... escaped).

    >>> latex_escape("bm25_k1=0.9 & more")
    'bm25\\_k1=0.9 \\& more'
    """
    check_type(s, str, "the text to escape")
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in s)


def format_latex(c: Comparison) -> str:
    """One plain ``tabular`` (no package needed): a row per run, a column per measure; the best mean
    of each measure in bold, a superscript dagger where the corrected p-value is below alpha."""
    check_type(c, Comparison, "the comparison")
    cols = "l" + "r" * len(c.tables)
    by_run: dict[str, dict[str, RunRow]] = {r: {} for r in c.runs}
    for t in c.tables:
        for r in t.rows:
            by_run[r.run][t.measure] = r
    lines = [f"% ireval-teach compare: {_header_note(c)}",
             r"\begin{tabular}{" + cols + "}", r"\hline",
             "Run & " + " & ".join(latex_escape(t.measure) for t in c.tables) + r" \\", r"\hline"]
    for run in c.runs:
        cells = [latex_escape(run) + (" (baseline)" if run == c.baseline else "")]
        for t in c.tables:
            r = by_run[run][t.measure]
            v = _f(r.mean)
            if r.best:
                v = r"\textbf{" + v + "}"
            if r.significant:
                v += r"$^{\dagger}$"
            cells.append(v)
        lines.append(" & ".join(cells) + r" \\")
    lines += [r"\hline", r"\end{tabular}",
              f"% \\dagger: {CORRECTION_NAMES[c.correction]}-corrected p < {c.alpha:g}, "
              f"{TEST_NAMES[c.test]} against {latex_escape(c.baseline)}; bold: best mean"]
    return "\n".join(lines) + "\n"


def _record(r: RunRow, c: Comparison, t: MeasureTable) -> dict[str, Any]:
    d = asdict(r)
    d.update(test=c.test, correction=c.correction, alpha=c.alpha, baseline_run=c.baseline,
             n_resamples=c.n_resamples, seed=c.seed, confidence=c.confidence, correction_m=t.correction.m)
    step = next((s for s in t.correction.steps if s.label == r.run), None)
    d["correction_step"] = None if r.baseline or step is None else step.explanation
    if t.tukey:
        d["tukey"] = {(tp.run_b if tp.run_a == r.run else tp.run_a):
                      {"difference": tp.difference if tp.run_a == r.run else -tp.difference,
                       "p_value": tp.p_value,
                       "ci": [tp.ci_low, tp.ci_high] if tp.run_a == r.run else [-tp.ci_high, -tp.ci_low]}
                      for tp in t.tukey if r.run in (tp.run_a, tp.run_b)}
    return d


def _json_safe(x: Any) -> Any:
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: _json_safe(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_json_safe(v) for v in x]
    return x


def format_json(c: Comparison) -> str:
    """A JSON list: one object per run and measure (``run``, ``measure``, ``mean``, ``p_value``,
    ``p_corrected`` -- null for the baseline --, wins/ties/losses, the effect sizes, the settings,
    ``correction_m`` and ``correction_step``: how the corrected p-value was computed, in words).
    A value that is not a finite number (no test possible, an infinite t) is null."""
    check_type(c, Comparison, "the comparison")
    rows = [_record(r, c, t) for t in c.tables for r in t.rows]
    return json.dumps(_json_safe(rows), indent=1, allow_nan=False) + "\n"


CSV_FIELDS = ("run", "measure", "baseline", "queries", "mean", "wins", "ties", "losses", "statistic", "p_value",
              "p_corrected", "significant", "cohens_d", "mean_difference", "ci_low", "ci_high", "best")


def format_csv(c: Comparison) -> str:
    """One line per run and measure (:data:`CSV_FIELDS`); empty cells for the baseline's test fields."""
    check_type(c, Comparison, "the comparison")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_FIELDS)
    for r in c.rows():
        d = asdict(r)
        w.writerow(["" if d[k] is None else repr(d[k]) if isinstance(d[k], float) else d[k] for k in CSV_FIELDS])
    return buf.getvalue()


def format_comparison(c: Comparison, fmt: str = "text") -> str:
    """The comparison in one of :data:`FORMATS`."""
    check_type(c, Comparison, "the comparison")
    check_option("format", fmt, FORMATS)
    return {"text": format_text, "markdown": format_markdown, "latex": format_latex, "csv": format_csv,
            "json": format_json}[fmt](c)


# ------------------------------------------------------------------------------------------------
# the command line (ireval-teach compare with a baseline or more than two runs)
# ------------------------------------------------------------------------------------------------

def run_compare(args: Any, evaluate: Any, progress: Any) -> int:
    """``ireval-teach compare QRELS RUN... [--baseline RUN]``: evaluate each run once (the command line's
    ``evaluate`` with its policies, the run streamed from its file), compare, print in ``--format``."""
    import sys

    from .. import significance as sig
    from .files import read_qrels
    from .measures import parse_measures

    check_type(args, argparse.Namespace, "args (the parsed command line)")
    if not callable(evaluate):
        raise WrongTypeError(f"evaluate must be the command line's evaluate function, got {excerpt(evaluate)}")
    if not (callable(getattr(progress, "bar", None)) and callable(getattr(progress, "done", None))):
        raise WrongTypeError(f"progress must be a progress reporter (bar, done), got {excerpt(progress)}")
    runs = [args.run_a, *args.runs]
    if args.baseline is not None and args.baseline not in runs:
        runs.insert(0, args.baseline)
    dup = sorted({r for r in runs if runs.count(r) > 1})
    if dup:
        raise IrevalError(f"run {dup[0]!r} is given more than once")
    fmt = args.format or ("json" if args.json else "text")
    test = args.test or "t"
    correction = args.correction or "holm"
    alpha = check_alpha(0.05 if args.alpha is None else args.alpha)
    sig.check_resamples(args.resamples)
    sig.check_seed(args.seed)
    measures = parse_measures(args.measure or ["map"])
    qrels = read_qrels(args.qrels, progress=progress.bar(f"reading {args.qrels}"))
    scores = {}
    qid_sets = set()
    for path in runs:
        res = evaluate(args, qrels, path, measures, read_progress=progress.bar(f"reading {path}"))
        scores[path] = {m.name: res.per_query(m.name) for m in measures}
        qid_sets.add(frozenset(res.qids))
    progress.done()
    if len(qid_sets) > 1:
        warnings.warn("the runs were evaluated on different queries; each measure is compared on the queries "
                      "they share", stacklevel=2)
    c = compare_runs(scores, baseline=args.baseline or runs[0], measures=[m.name for m in measures], test=test,
                     correction=correction, alpha=alpha, n_resamples=args.resamples, seed=args.seed,
                     all_pairs=args.all_pairs)
    sys.stdout.write(format_comparison(c, fmt))
    if args.explain:    # machine formats stay parseable: JSON holds each step; CSV's go to stderr
        if fmt in ("text", "markdown"):
            sys.stdout.write("\n" + c.explain() + "\n")
        elif fmt == "latex":
            sys.stdout.write("".join(f"% {line}\n" for line in c.explain().splitlines()))
        elif fmt == "csv":
            sys.stderr.write(c.explain() + "\n")
    return 0
