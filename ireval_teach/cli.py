"""The ``ireval-teach`` command line: ``eval``, ``explain``, ``compare`` (and subcommands added by plug-ins).

``ireval-teach eval QRELS RUN -m map -m P_10 [-q] [--json]``
    trec_eval's layout, ``measure<TAB>qid<TAB>value`` with 4 decimals and ``all`` for the mean
    (the sum for the num_* counts); ``-q`` adds one line per query; ``--json`` prints
    ``{"measure": {"qid": value, ..., "all": mean}}`` at full precision.
``ireval-teach explain QRELS RUN --query QID --measure AP``
    one query's value, rank by rank, in words.
``ireval-teach compare QRELS RUN_A RUN_B [-m map ...]``
    means, per-query wins/losses/ties and paired significance tests (:mod:`ireval_teach.significance`).

Errors print ``ireval-teach: error: ...`` on stderr and exit with status 2; warnings (e.g. queries
missing from the run) print ``ireval-teach: warning: ...``. A progress bar is drawn on stderr
only when stderr is a terminal.

Adding subcommands: every module named in :data:`COMMAND_MODULES` that can be imported has a
``register(subparsers)`` function that adds its parsers and sets ``func`` (a function of the parsed
``argparse.Namespace`` returning the exit status) with ``set_defaults(func=...)``. A module that
is not installed is skipped (only a ``ModuleNotFoundError`` for that very module).
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from .errors import InsufficientDataError, InvalidScoreError, IrevalError

#: Modules that add subcommands through ``register(subparsers)`` (skipped when absent).
COMMAND_MODULES = ("ireval_teach.exercises.commands", "ireval_teach.exercises.gradescope", "ireval_teach.course")

#: The commands defined here; running one of them does not import the plug-in modules (start-up time).
BUILTIN_COMMANDS = ("eval", "explain", "compare", "trec_eval")

EPILOG_EVAL = """examples:
  ireval-teach eval qrels.txt run.txt                       trec_eval's default measures
  ireval-teach eval qrels.txt run.txt -m map -m P_10 -m ndcg_cut_10
  ireval-teach eval qrels.txt run.txt -m AP -m nDCG@10 -m RR -q    ir_measures names, per query
  ireval-teach eval qrels.txt run.txt -m P.5,10,20 --json > scores.json
  ireval-teach eval qrels.txt run.txt -m iprec_at_recall --interpolation trec_eval_10
  ireval-teach eval qrels.txt run.txt -m all_trec -q        every trec_eval measure, trec_eval's layout
  ireval-teach eval qrels.txt run.txt -m map -m P_10 --ties-report    how far equal scores move each query

measures: map, gm_map, map_cut_K, P_K, recall_K, Rprec, Rprec_mult_X, recip_rank, bpref, infAP,
  success_K, relative_P_K, ndcg, ndcg_cut_K, ndcg_rel, Rndcg, G, binG, iprec_at_recall_L, 11pt_avg,
  set_P, set_recall, set_F, set_relative_P, set_map, utility, rbp, rbp_resid, unj_K, relstring,
  runid, num_q, num_ret, num_rel, num_rel_ret, num_nonrel_judged_ret; the sets official, all_trec,
  set; AP, AP@K, P@K, R@K, RR, RR@K, nDCG, nDCG@K, IPrec@L, Success@K. A family alone (P, recall,
  success, ...) means trec_eval's default cut-offs; trec_eval's parameters work as in trec_eval:
  P.5,10 means P_5 and P_10, ndcg.1=3,2=9 sets gains. For trec_eval's own command line and output,
  use `ireval-teach trec_eval`.
"""

EPILOG_EXPLAIN = """examples:
  ireval-teach explain qrels.txt run.txt --query 301 --measure AP
  ireval-teach explain qrels.txt run.txt --query 301 --measure P@10
  ireval-teach explain qrels.txt run.txt --query 301 --measure nDCG@10 --rows all
  ireval-teach explain qrels.txt run.txt --query 301 --measure set_F.0.5 --json

Every measure eval computes can be explained; the value is always the one eval -q prints for the query.
"""

EPILOG_COMPARE = """examples:
  ireval-teach compare qrels.txt bm25.txt dense.txt
  ireval-teach compare qrels.txt a.txt b.txt -m map -m P_10 --resamples 20000 --seed 1
  ireval-teach compare qrels.txt a.txt b.txt -m nDCG@10 --json
  ireval-teach compare qrels.txt bm25.txt a.txt b.txt c.txt --baseline bm25.txt -m map -m P_10
  ireval-teach compare qrels.txt bm25.txt a.txt b.txt --correction bh --format latex > table.tex
  ireval-teach compare qrels.txt bm25.txt a.txt b.txt --test wilcoxon --explain --all-pairs

Wins/losses/ties count the queries where run A scores higher/lower/the same as run B. The tests
are paired over the same queries: t-test, Wilcoxon signed-rank, sign test, randomization test
(seeded) and a bootstrap confidence interval of mean(A - B) (seeded).

With a baseline (or more than two runs): one table per measure, each run against the baseline --
mean, wins/ties/losses, one paired test (--test), its p-value corrected over the runs other than the
baseline (--correction; the baseline is never in the family), Cohen's d of the differences and the
mean difference with a bootstrap interval (--resamples, --seed). --format json gives one object per
run and measure (run, measure, mean, p_value, p_corrected: null for the baseline, ...).
"""


# ------------------------------------------------------------------------------------------------
class _Progress:
    """Progress bars on stderr (tqdm), drawn only when stderr is a terminal and not ``--no-progress``.

    ``bar(label)`` returns the ``update(done, total)`` callback the file readers call; each bar is a
    ``tqdm`` bar (which handles terminal width, redraw rate and clean-up) opened on the first update
    and removed by :meth:`done`.
    """

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and hasattr(sys.stderr, "isatty") and sys.stderr.isatty()
        self.bars: list = []

    def bar(self, label: str):
        state: dict = {}

        def update(done: int, total: int) -> None:
            if not self.enabled or not total:
                return
            b = state.get("bar")
            if b is None:
                from tqdm import tqdm

                b = state["bar"] = tqdm(total=total, desc=label[:40], file=sys.stderr, leave=False,
                                        unit="B", unit_scale=True, mininterval=0.1)
                self.bars.append(b)
            b.update(min(done, total) - b.n)
            if done >= total:
                b.refresh()  # draw the finished bar even when the last update came within mininterval
        return update

    def done(self) -> None:
        for b in self.bars:
            b.close()
        self.bars.clear()


def _add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("-l", "--relevance-level", type=int, default=1, metavar="N",
                   help="smallest label that counts as relevant (default 1, trec_eval's -l)")
    p.add_argument("--ties", default="trec_eval", choices=("trec_eval", "input_order", "rank_column"),
                   help="order of equal scores: trec_eval (score desc, then docno desc; default), "
                        "input_order (file order), rank_column (use the rank column)")


def _add_policies(p: argparse.ArgumentParser) -> None:
    p.add_argument("--missing", default="zero", choices=("zero", "skip", "error"),
                   help="qrels queries without results in the run: score 0 and count in the mean "
                        "(default, trec_eval -c), skip (trec_eval without -c), or error")
    p.add_argument("--extra", default="ignore", choices=("ignore", "error"),
                   help="run queries not in the qrels: ignore with a warning (default, as trec_eval) or error")
    p.add_argument("--no-relevant", default="zero", choices=("zero", "skip"),
                   help="queries whose judgments are all non-relevant: evaluate them, values 0 "
                        "(default, as trec_eval), or skip them")
    p.add_argument("--interpolation", default="textbook",
                   choices=("textbook", "trec_eval_9", "trec_eval_10", "trec_eval"),
                   help="iprec_at_recall/11pt_avg level cut-offs: textbook R@k >= L exactly (default), "
                        "trec_eval_9's (long)(L*R + 0.9) (pytrec_eval's; 'trec_eval' is another name for it) "
                        "or trec_eval_10's lround(L*R)")
    p.add_argument("--ndcg-formulation", default="trec", choices=("trec", "exponential", "classic"),
                   help="NDCG gains and discounts: trec (label / log2(rank + 1); default, as trec_eval), "
                        "exponential ((2^label - 1) / log2(rank + 1)), classic (label, rank 1 undiscounted, "
                        "then / log2(rank))")
    p.add_argument("--no-progress", action="store_true", help="never draw the progress bar")


def build_parser(plugins: bool = True) -> argparse.ArgumentParser:
    """The parser of every command; ``plugins=False`` leaves out the :data:`COMMAND_MODULES` subcommands."""
    parser = argparse.ArgumentParser(
        prog="ireval-teach",
        description="Evaluate TREC runs like trec_eval (same numbers, faster), explain one query step by step, "
                    "and compare two runs with significance tests.",
        epilog="examples:\n  ireval-teach eval qrels.txt run.txt -m map -m P_10\n"
               "  ireval-teach explain qrels.txt run.txt --query 301 --measure AP\n"
               "  ireval-teach compare qrels.txt a.txt b.txt -m map\n\n"
               "`ireval-teach COMMAND --help` shows each command's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    from . import __version__
    parser.add_argument("--version", action="version", version=f"ireval-teach {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    e = sub.add_parser("eval", help="evaluate a run (trec_eval's output layout)", epilog=EPILOG_EVAL,
                       description="Evaluate RUN against QRELS for the given measures, in trec_eval's layout.",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    e.add_argument("qrels", help="qrels file: qid iter docno rel")
    e.add_argument("run", help="run file: qid Q0 docno rank score tag")
    e.add_argument("-m", "--measure", action="append", default=None, metavar="MEASURE",
                   help="a measure (repeatable; default: trec_eval's default set)")
    e.add_argument("-q", "--per-query", action="store_true", help="also print every query's value")
    e.add_argument("--json", action="store_true", help='print {"measure": {"qid": value, ..., "all": mean}}')
    e.add_argument("--ties-report", action="store_true",
                   help="per query and measure, the worst, expected (exact) and best value over the orders of "
                        "documents with equal scores, and how many queries ties can move (AP, P, recall, RR, "
                        "nDCG; default measures map, P_10, ndcg_cut_10)")
    _add_common(e)
    _add_policies(e)
    e.set_defaults(func=cmd_eval)

    x = sub.add_parser("explain", help="one query's value, step by step", epilog=EPILOG_EXPLAIN,
                       description="Show how one measure is computed for one query of a run.",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    x.add_argument("qrels")
    x.add_argument("run")
    x.add_argument("--query", required=True, metavar="QID", help="the query id")
    x.add_argument("--measure", default="AP", help="the measure (default AP), e.g. AP, P@10, nDCG@10, RR, Rprec")
    x.add_argument("--rows", default="auto",
                   help="rows to show: auto (default: all up to 30, else relevant), all, relevant, or a number")
    x.add_argument("--ndcg-formulation", default="trec", choices=("trec", "exponential", "classic"),
                   help="NDCG gains and discounts (default trec, as trec_eval)")
    x.add_argument("--interpolation", default="textbook", choices=("textbook", "trec_eval_9", "trec_eval_10", "trec_eval"),
                   help="iprec_at_recall/11pt_avg level cut-offs, as for eval (default textbook)")
    x.add_argument("--json", action="store_true",
                   help='print the trace as JSON: {"measure", "params", "value", "steps", ...}')
    _add_common(x)
    x.set_defaults(func=cmd_explain)

    c = sub.add_parser("compare", help="compare runs: means, wins/losses, significance", epilog=EPILOG_COMPARE,
                       description="Compare RUN_A with RUN_B (or several runs with a baseline) on the same queries.",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("qrels")
    c.add_argument("run_a")
    c.add_argument("runs", nargs="+", metavar="RUN", help="the other run(s)")
    c.add_argument("--baseline", default=None, metavar="RUN",
                   help="compare every run with this one (default: the first run); any of --baseline, --test, "
                        "--correction, --alpha, --format, --all-pairs, --explain or a third run gives the N-run table")
    c.add_argument("--test", default=None, choices=("t", "wilcoxon", "sign", "randomization"),
                   help="paired test against the baseline (default t: the two-sided paired t-test)")
    c.add_argument("--correction", default=None, choices=("none", "bonferroni", "holm", "bh"),
                   help="multiple-testing correction over the runs other than the baseline (default holm)")
    c.add_argument("--alpha", type=float, default=None, help="significance level of the markers (default 0.05)")
    c.add_argument("--all-pairs", action="store_true", help="add Tukey's HSD over all pairs of runs")
    c.add_argument("--explain", action="store_true", help="print how each corrected p-value was computed")
    c.add_argument("--format", default=None, choices=("text", "markdown", "latex", "csv", "json"),
                   help="output format of the N-run table (default text)")
    c.add_argument("-m", "--measure", action="append", default=None, metavar="MEASURE",
                   help="a measure (repeatable; default: map)")
    c.add_argument("--resamples", type=int, default=10_000, help="randomization/bootstrap resamples (default 10000)")
    c.add_argument("--seed", type=int, default=0, help="random seed of the randomization and bootstrap (default 0)")
    c.add_argument("--json", action="store_true", help="print the comparison as JSON")
    _add_common(c)
    _add_policies(c)
    c.set_defaults(func=cmd_compare)

    t = sub.add_parser("trec_eval", add_help=False,
                       help="trec_eval 10's own command line and output (ireval-teach trec_eval -h)",
                       description="trec_eval's options as trec_eval spells them: "
                                   "ireval-teach trec_eval [-q] [-c] [-m measure[.params]] ... qrels run")
    t.add_argument("args", nargs=argparse.REMAINDER)
    t.set_defaults(func=lambda a: _trec_eval(a.args))

    if plugins:
        _register_plugins(sub)
    return parser


def _trec_eval(argv: Sequence[str]) -> int:
    from .trec.trec_eval import run

    return run(argv)


def _register_plugins(subparsers) -> None:
    for name in COMMAND_MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        mod.register(subparsers)


# ------------------------------------------------------------------------------------------------
def _load(args, run_paths: Sequence[str], progress: _Progress):
    from .trec import read_qrels, read_run

    qrels = read_qrels(args.qrels, progress=progress.bar(f"reading {args.qrels}"))
    runs = [read_run(p, ties=args.ties, progress=progress.bar(f"reading {p}")) for p in run_paths]
    progress.done()
    return qrels, runs


def _evaluate(args, qrels, run, measures, **kw):
    """``evaluate`` with the command line's policies; ``run`` a Run, or a path (read with ``args.ties``)."""
    from .trec import evaluate

    return evaluate(qrels, run, measures, relevance_level=args.relevance_level, missing=args.missing,
                    extra=args.extra, no_relevant=args.no_relevant, interpolation=args.interpolation,
                    ndcg_formulation=args.ndcg_formulation, ties=args.ties, **kw)


def _json_value(m, v: float):
    return int(round(v)) if m.family.startswith("num_") else v


def cmd_eval(args) -> int:
    if args.ties_report:
        from .ties import run_ties_report

        return run_ties_report(args)
    from .trec.measures import DEFAULT_MEASURES, parse_measures

    measures = parse_measures(args.measure or list(DEFAULT_MEASURES))
    progress = _Progress(not args.no_progress)
    from .trec import read_qrels

    qrels = read_qrels(args.qrels, progress=progress.bar(f"reading {args.qrels}"))
    # the run as a path: evaluated query by query as it is read (memory bounded by the qrels)
    res = _evaluate(args, qrels, args.run, measures, read_progress=progress.bar(f"reading {args.run}"))
    progress.done()
    if args.json:
        kind = {m.name: m for m in res.measures}
        out = {name: {q: _json_value(kind[name], v) for q, v in d.items()} for name, d in res.to_dict().items()}
        import json
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
    else:
        sys.stdout.write(res.to_trec(per_query=args.per_query))
    return 0


def cmd_explain(args) -> int:
    import json

    from .trace import wrap_lines
    from .trec.evaluator import evaluate
    from .trec.explain import explain, explain_text, trace_json
    from .trec.measures import parse_measure

    rows = args.rows
    if rows not in ("auto", "all", "relevant"):
        if not rows.isdigit() or int(rows) < 1:
            raise IrevalError(f"--rows must be auto, all, relevant or a whole number >= 1, got {rows!r}")
    ms = parse_measure(args.measure)
    if len(ms) != 1:
        raise IrevalError(f"--measure {args.measure!r} names {len(ms)} measures; explain one, e.g. {ms[0].name!r}")
    m = ms[0]
    progress = _Progress(not args.json)
    qrels, (run,) = _load(args, [args.run], progress)
    opts = dict(relevance_level=args.relevance_level, ndcg_formulation=args.ndcg_formulation,
                interpolation=args.interpolation)
    t = explain(qrels, run, args.query, m, **opts)
    if args.json:
        out = {"qid": args.query, **trace_json(t, m.name)}
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
        return 0
    print(wrap_lines(f"query {args.query} of {_short_path(args.run)}"))
    print(explain_text(t, rows))
    # the same value from the vectorised evaluator (all queries at once), as a cross-check
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = evaluate(qrels, run, [m], **opts)
    v = res.value(m.name, args.query)
    if isinstance(v, str):
        same, shown = v == t.value, repr(v)
    else:
        same, shown = math.isclose(v, float(t.value), rel_tol=1e-12, abs_tol=1e-12), f"{v:.4f}"
    print("\n" + wrap_lines(f"ireval-teach eval gives {m.name} = {shown} for query {args.query}"
                             + (" (the same value)" if same else f" (differs from the trace's {t.value!r})")))
    return 0


def _short_path(path: str, width: int = 60) -> str:
    """``path`` whole, or its start and end around "..." when longer than ``width`` characters."""
    return path if len(path) <= width else f"{path[:20]}...{path[-(width - 23):]}"


def cmd_compare(args) -> int:
    n_run = (args.baseline is not None or args.test is not None or args.correction is not None
             or args.alpha is not None or args.format is not None or args.all_pairs or args.explain or len(args.runs) > 1)
    if n_run:
        from .trec.compare import run_compare

        return run_compare(args, _evaluate, _Progress(not args.no_progress))
    args.run_b = args.runs[0]
    from . import significance as sig
    from .trec.measures import parse_measures

    measures = parse_measures(args.measure or ["map"])
    sig.check_resamples(args.resamples)   # before reading anything: a bounded count, a clear error
    sig.check_seed(args.seed)
    progress = _Progress(not args.no_progress)
    qrels, (ra, rb) = _load(args, [args.run_a, args.run_b], progress)
    res_a = _evaluate(args, qrels, ra, measures)
    res_b = _evaluate(args, qrels, rb, measures)
    in_b = set(res_b.qids)
    common = [q for q in res_a.qids if q in in_b]
    if not common:
        raise InsufficientDataError(f"the runs share no evaluated query ({len(res_a.qids)} in {args.run_a}, "
                                    f"{len(res_b.qids)} in {args.run_b}): nothing to compare")
    if len(common) < len(res_a.qids) or len(common) < len(res_b.qids):
        warnings.warn(f"the runs were evaluated on different queries; comparing the {len(common)} they share",
                      stacklevel=2)
    report = {}
    for m in measures:
        a = res_a.per_query(m.name)
        b = res_b.per_query(m.name)
        da = {q: a[q] for q in common}
        db = {q: b[q] for q in common}
        for run, d in ((args.run_a, da), (args.run_b, db)):   # NaN vs NaN is not a tie: it is no value
            bad = next((q for q, v in d.items() if not math.isfinite(v)), None)
            if bad is not None:
                raise InvalidScoreError(f"{m.name} of query {bad!r} in {run} is {d[bad]!r}, not a finite number; "
                                        "nothing can be compared (see the measure's options, e.g. "
                                        "--ndcg-formulation)")
        wins = sum(da[q] > db[q] for q in common)
        losses = sum(da[q] < db[q] for q in common)
        entry = {"queries": len(common), "mean_a": _mean(da.values()), "mean_b": _mean(db.values()),
                 "wins": wins, "losses": losses, "ties": len(common) - wins - losses, "tests": {}}
        entry["difference"] = entry["mean_a"] - entry["mean_b"]
        tests: list[tuple[str, Callable[..., Any], dict[str, Any]]] = [("paired t-test", sig.paired_t_test, {}), ("Wilcoxon signed-rank", sig.wilcoxon_signed_rank, {}),
                 ("sign test", sig.sign_test, {}),
                 ("randomization test", sig.randomization_test, {"n_resamples": args.resamples, "seed": args.seed}),
                 ("bootstrap", sig.bootstrap_ci, {"n_resamples": args.resamples, "seed": args.seed})]
        for name, run_test, kw in tests:
            try:
                r = run_test(da, db, **kw)
            except IrevalError as exc:
                entry["tests"][name] = {"error": str(exc)}
                continue
            d = {"statistic": r.statistic, "p_value": r.p_value}
            if r.ci is not None:
                d["ci"] = list(r.ci)
                d["confidence"] = r.confidence
            entry["tests"][name] = d
        report[m.name] = entry
    if args.json:
        import json
        print(json.dumps(_json_safe({"run_a": args.run_a, "run_b": args.run_b, "measures": report}), indent=1,
                         allow_nan=False))
        return 0
    print(f"A = {args.run_a}\nB = {args.run_b}")
    for name, e in report.items():
        print(f"\n{name} over {e['queries']} queries: A {e['mean_a']:.4f}, B {e['mean_b']:.4f}, "
              f"A - B = {e['difference']:+.4f}")
        print(f"  per query: A better on {e['wins']}, B better on {e['losses']}, tied on {e['ties']}")
        for tname, t in e["tests"].items():
            if "error" in t:
                print(f"  {tname:<22} not computed: {t['error']}")
                continue
            line = f"  {tname:<22} statistic {t['statistic']:.4f}   p = {t['p_value']:.4g}"
            if "ci" in t:
                line += f"   {100 * t['confidence']:.0f}% CI of A - B: [{t['ci'][0]:+.4f}, {t['ci'][1]:+.4f}]"
            print(line)
        if e["queries"] < FEW_QUERIES:
            print(f"  note: only {e['queries']} queries. No test has much power here, and the bootstrap, which "
                  f"resamples these {e['queries']} differences, understates their spread; evaluate more queries "
                  "before trusting any p-value (the slides: more queries, more power).")
    return 0


#: below this many shared queries, ``compare`` warns that its tests have little power
FEW_QUERIES = 10


def _json_safe(x):
    """JSON has no NaN or infinity: such a float (an infinite t for constant differences) becomes null."""
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: _json_safe(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_json_safe(v) for v in x]
    return x


def _mean(values) -> float:
    v = list(values)
    return math.fsum(v) / len(v) if v else 0.0


# ------------------------------------------------------------------------------------------------
#: The exit status of a command whose reader went away (``| head``): a process killed by SIGPIPE, as the
#: shell reports it (128 + 13).
EXIT_BROKEN_PIPE = 128 + 13


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input, 141 output closed by its reader).

    When the reader of the output goes away (``ireval-teach explain ... | head``) the command stops
    quietly, as Unix tools do on SIGPIPE: no "Broken pipe" error, no traceback at exit.
    """
    try:
        return _main(argv)
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # pragma: no cover - stdout is not a real file
        pass


def _main(argv: Sequence[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    _one_blas_thread()
    if argv[:1] == ["trec_eval"]:        # trec_eval's own options, read as trec_eval reads them
        return _trec_eval(argv[1:])
    command = next((a for a in argv if not a.startswith("-")), None)   # top-level options take no value
    parser = build_parser(plugins=command not in BUILTIN_COMMANDS)
    args = parser.parse_args(argv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            status = args.func(args)
        except BrokenPipeError:
            raise
        except (IrevalError, OSError) as exc:
            _flush_warnings(caught)
            print(f"ireval-teach: error: {exc}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:  # pragma: no cover
            print("ireval-teach: interrupted", file=sys.stderr)
            return 130
    _flush_warnings(caught)
    return status


def _one_blas_thread() -> None:
    """Ask OpenBLAS (NumPy's linear algebra) for one thread, unless NumPy is loaded already or the user
    set ``OPENBLAS_NUM_THREADS``. Starting a thread per core when NumPy is imported costs about 0.06 s
    of CPU (half of ``import numpy``) on the 2-core machine of ``benchmarks/README.md``; the only matrix
    products (the transitive closure of ``trec_eval -R prefs``, one small matrix per judgment group) do
    not need more, and the values are the same either way. The setting is inherited by processes the
    command starts (``grade``'s sandboxes)."""
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def _flush_warnings(caught) -> None:
    for msg in dict.fromkeys(str(w.message) for w in caught):   # each message once, in order
        print(f"ireval-teach: warning: {msg}", file=sys.stderr)
    caught.clear()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
