"""environment.yml (conda-forge) lists the same packages, with the same minimum versions, as pyproject.toml.

pyproject.toml is parsed with tomllib (tomli on Python 3.10); environment.yml is simple YAML (a list
of "name>=version" strings and one "pip:" sub-list), parsed here by hand so PyYAML is not needed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = pytest.importorskip("tomli")

#: packages that conda-forge does not have: they must be under "pip:" in environment.yml
PIP_ONLY = {"pytrec-eval-terrier"}
#: pip name -> conda-forge name, where they differ
CONDA_NAMES: dict[str, str] = {}

REQ = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:>=\s*([0-9][0-9A-Za-z.]*))?\s*(?:;.*)?$")


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_requirement(text: str) -> tuple[str, str | None]:
    m = REQ.match(text)
    assert m, f"cannot read the requirement {text!r} (use 'name>=version')"
    return norm(m.group(1)), m.group(2)


def pyproject_requirements() -> dict[str, str | None]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = data["project"]
    reqs = list(project.get("dependencies", []))
    for extra in project.get("optional-dependencies", {}).values():
        reqs.extend(extra)
    out: dict[str, str | None] = {}
    for text in reqs:
        name, version = parse_requirement(text)
        if norm(name) == "ireval-teach":  # an extra that pulls in other extras
            continue
        assert out.get(name, version) == version, f"{name} has two minimum versions in pyproject.toml"
        out[name] = version
    py = re.match(r"\s*>=\s*([0-9.]+)\s*$", project["requires-python"])
    assert py, project["requires-python"]
    out["python"] = py.group(1)
    return out


def parse_environment(text: str) -> tuple[dict[str, str | None], dict[str, str | None], str | None]:
    """(conda dependencies, pip dependencies, channel list head) from environment.yml's text."""
    conda: dict[str, str | None] = {}
    pip: dict[str, str | None] = {}
    section = None
    pip_indent = None
    channels = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        body = line.strip()
        if indent == 0 and not body.startswith("- "):
            section = body.rstrip(":").split(":")[0]
            pip_indent = None
            continue
        if not body.startswith("- "):
            continue
        item = body[2:].strip().strip("'\"")
        if section == "channels":
            channels.append(item)
        elif section == "dependencies":
            if item == "pip:":
                pip_indent = indent
                continue
            if pip_indent is not None and indent > pip_indent:
                name, version = parse_requirement(item)
                pip[name] = version
            else:
                pip_indent = None
                name, version = parse_requirement(item.replace(" ", ""))
                conda[name] = version
    return conda, pip, channels[0] if channels else None


def test_parser_on_a_sample():
    sample = ("name: x\nchannels:\n  - conda-forge\ndependencies:\n  - python>=3.10\n  - pip  # tool\n"
              "  - numpy >=1.23\n  - pip:\n      - pytrec-eval-terrier>=0.5.6\n  - scipy\n")
    flush = "channels:\n- conda-forge\ndependencies:\n- numpy>=2\n- pip:\n  - a-b>=1\n- c\n"
    assert parse_environment(flush) == ({"numpy": "2", "c": None}, {"a-b": "1"}, "conda-forge")
    conda, pip, channel = parse_environment(sample)
    assert conda == {"python": "3.10", "pip": None, "numpy": "1.23", "scipy": None}
    assert pip == {"pytrec-eval-terrier": "0.5.6"}
    assert channel == "conda-forge"
    assert parse_requirement("Scikit_Learn>=1.3") == ("scikit-learn", "1.3")


def test_environment_matches_pyproject():
    want = pyproject_requirements()
    conda, pip, channel = parse_environment((ROOT / "environment.yml").read_text(encoding="utf-8"))
    assert channel == "conda-forge"
    assert "numpy" in want and "pytrec-eval-terrier" in want
    for name in PIP_ONLY & set(want):
        assert name in pip, f"{name} must be listed under 'pip:' in environment.yml"
        assert name not in conda
    expected_conda = {CONDA_NAMES.get(n, n): v for n, v in want.items() if n not in PIP_ONLY}
    expected_pip = {n: v for n, v in want.items() if n in PIP_ONLY}
    got_conda = {n: v for n, v in conda.items() if n != "pip"}
    missing = sorted(set(expected_conda) - set(got_conda)) + sorted(set(expected_pip) - set(pip))
    extra = sorted(set(got_conda) - set(expected_conda)) + sorted(set(pip) - set(expected_pip))
    assert not missing, f"in pyproject.toml but not in environment.yml: {missing}"
    assert not extra, f"in environment.yml but not in pyproject.toml: {extra}"
    for name, version in expected_conda.items():
        assert got_conda[name] == version, f"{name}: environment.yml >={got_conda[name]}, pyproject >={version}"
    for name, version in expected_pip.items():
        assert pip[name] == version, f"{name}: environment.yml >={pip[name]}, pyproject >={version}"
    if pip:
        assert "pip" in conda, "environment.yml has a pip: section, so it must list pip itself"


def test_package_metadata():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    import ireval_teach
    assert data["project"]["version"] == ireval_teach.__version__
    assert data["project"]["requires-python"].replace(" ", "") == ">=3.10"
    assert (ROOT / "ireval_teach" / "py.typed").is_file()
    public = ("Ranking", "precision_at", "recall_at", "f_measure_at", "r_precision", "reciprocal_rank",
              "pr_points", "interpolated_precision", "eleven_point_average_precision", "average_precision",
              "mean_average_precision")
    for name in public:
        assert name in ireval_teach.__all__ and callable(getattr(ireval_teach, name))
    assert callable(ireval_teach.Ranking.from_positions)


def test_ready_for_an_index():
    """What an index shows: licence file, classifiers, a changelog naming this version; the sdist and the
    wheel carry the course files that setup.py's build hook copies (MANIFEST.in names the same globs)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    classifiers = project["classifiers"]
    assert "Programming Language :: Python :: 3" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")], "the SPDX licence expression replaces these"
    versions = [c.rsplit(":: ", 1)[1] for c in classifiers if re.match(r"Programming Language :: Python :: 3\.\d+$", c)]
    assert versions and min(versions, key=lambda v: int(v.split(".")[1])) == project["requires-python"].lstrip(">=")
    assert f"## [{project['version']}]" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    setup_py = (ROOT / "setup.py").read_text(encoding="utf-8")
    globs = re.search(r"COURSE_GLOBS = \(([^)]*)\)", setup_py).group(1)
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    for pattern in re.findall(r'"([^"]+)"', globs):
        assert pattern in manifest, f"MANIFEST.in does not include {pattern} (the sdist would lack it)"
    assert "[notebooks]" in (ROOT / "README.md").read_text(encoding="utf-8")
