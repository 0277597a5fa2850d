"""Command line: build, execute and store the lecture notebooks (see ``nbbuild.py`` for the rules).

    python3 notebooks/src/build_notebooks.py [--no-execute] [SELECTOR ...]

A SELECTOR is a notebook number ("05") or a stem prefix ("05_pr"). After building, the static
rules of ``tests/test_notebooks_static.py`` are checked on each notebook, and a notebook that takes
longer than 20 s to run is reported as an error.
"""

from __future__ import annotations

import argparse
import importlib.util
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
    args = ap.parse_args(argv)
    paths = nbbuild.sources(args.selectors)
    if not paths:
        print("no notebook source matches", args.selectors, file=sys.stderr)
        return 2
    # the start-here map reads the other notebooks: build it last, and whenever another one changes
    start = [p for p in nbbuild.sources(["00"])]
    paths = [p for p in paths if p not in start] + start
    rules = _static_rules()
    status = 0
    for path in paths:
        out, seconds = nbbuild.build(path, run=not args.no_execute)
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


if __name__ == "__main__":
    raise SystemExit(main())
