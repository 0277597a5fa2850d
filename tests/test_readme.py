"""The README's examples are doctests: every ```python block runs and prints what the README shows."""

from __future__ import annotations

import doctest
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```\s*$", re.M | re.S)


def blocks(lang: str) -> list[tuple[int, str]]:
    """(line number, body) of every fenced block in the given language."""
    text = README.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 2, m.group(2)) for m in FENCE.finditer(text) if m.group(1) == lang]


PY_BLOCKS = blocks("python")


def test_readme_has_python_examples():
    assert PY_BLOCKS, "README.md has no ```python block"
    for line, body in PY_BLOCKS:
        assert ">>>" in body, f"README.md line {line}: a python block without >>> examples is not checked"


@pytest.mark.parametrize("line, body", PY_BLOCKS, ids=[f"line{ln}" for ln, _ in PY_BLOCKS])
def test_python_block_runs_as_doctest(line, body):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(body, {"__name__": "README"}, f"README.md:{line}", str(README), line - 1)
    assert test.examples
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    out: list[str] = []
    runner.run(test, out=out.append)
    failed, attempted = runner.summarize(verbose=False)
    assert failed == 0, "".join(out)
    assert attempted == len(test.examples)


def test_whole_readme_with_doctest_testfile():
    """doctest.testfile over the whole file: catches >>> examples outside python fences too."""
    result = doctest.testfile(str(README), module_relative=False, verbose=False, report=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted >= sum(b.count(">>>") for _, b in PY_BLOCKS)


def test_quick_start_commands_exist():
    """The quick start's commands name scripts that exist and are executable."""
    cmds = [ln.split("#")[0].strip() for _, body in blocks("bash") for ln in body.splitlines()]
    cmds = [c for c in cmds if c]
    assert cmds, "README.md has no quick-start commands"
    for c in cmds:
        prog = c.split()[0]
        if prog.startswith("./"):
            path = ROOT / prog[2:]
            assert path.is_file() and os.access(path, os.X_OK), f"README command {c!r}: {path} missing"
