"""Command line: build, execute and store the lecture notebooks (see ``nbbuild.py`` for the rules).

    python3 notebooks/src/build_notebooks.py [--no-execute] [SELECTOR ...]
    python3 notebooks/src/build_notebooks.py --kernelspec-only   # only the metadata of every stored notebook

A SELECTOR is a notebook number ("05") or a stem prefix ("05_pr"). After building, the static
rules of ``tests/test_notebooks_static.py`` are checked on each notebook, and a notebook that takes
longer than 20 s to run is reported as an error. ``--jobs N`` builds N notebooks at once, each in its
own process and kernel (default 1); the start-here map is built last, alone, because it reads the others.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.util
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import nbbuild  # noqa: E402


def _static_rules():
    path = nbbuild.REPO_ROOT / "tests" / "test_notebooks_static.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("_notebook_rules", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("selectors", nargs="*", help='notebook numbers or stem prefixes, e.g. "05" (default: all)')
    ap.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    ap.add_argument("--jobs", "-j", type=int, default=1,
                    help="notebooks built at once, each in its own process and kernel (default %(default)s)")
    ap.add_argument("--kernelspec-only", action="store_true",
                    help="only set the course kernelspec in every stored notebook (lectures and exercises); no build")
    args = ap.parse_args(argv)
    if args.kernelspec_only:
        for path in nbbuild.stored_notebooks():
            if nbbuild.set_course_kernelspec(path):
                print(f"{path.relative_to(nbbuild.REPO_ROOT)}: kernelspec {nbbuild.course_kernelspec()['name']}")
        return 0
    if args.jobs < 1:
        ap.error(f"--jobs must be at least 1, got {args.jobs}")
    paths = nbbuild.sources(args.selectors)
    if not paths:
        print("no notebook source matches", args.selectors, file=sys.stderr)
        return 2
    # the start-here map reads the other notebooks: build it last, and whenever another one changes
    start = [p for p in nbbuild.sources(["00"])]
    paths = [p for p in paths if p not in start] + start
    rules = _static_rules()
    status = 0
    for out, seconds in _builds([p for p in paths if p not in start], not args.no_execute, args.jobs) + \
            _builds([p for p in paths if p in start], not args.no_execute, 1):
        took = "" if seconds is None else f" ({seconds:.1f} s)"
        print(f"{out.relative_to(nbbuild.REPO_ROOT)}{took}")
        if seconds is not None and seconds > nbbuild.TIME_LIMIT_S:
            print(f"  ERROR: took longer than {nbbuild.TIME_LIMIT_S:g} s", file=sys.stderr)
            status = 1
        if rules is not None:
            for problem in rules.notebook_problems(out):
                print(f"  ERROR: {problem}", file=sys.stderr)
                status = 1
    return status


def _builds(paths: list, run: bool, jobs: int) -> list:
    """``nbbuild.build`` of each path, ``jobs`` at a time (separate processes, started with spawn)."""
    if jobs == 1 or len(paths) < 2:
        return [nbbuild.build(p, run=run) for p in paths]
    ctx = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(max_workers=min(jobs, len(paths)), mp_context=ctx) as pool:
        return list(pool.map(nbbuild.build, paths, [run] * len(paths)))


if __name__ == "__main__":
    raise SystemExit(main())
