"""The third hostile class (``tests/adversarial/third_class.py``), graded by the command as a TA types it.

One class of hostile notebooks, honest classmates and files that are not notebooks is graded with
``ireval-teach grade SUBMISSIONS/ --assignment ... --out grades.csv`` (two workers), then the leak cases
again under another course secret. Counted, and each asserted to be 0:

* cheats: a row with more passed tasks than the submission's honest work;
* leaks: a leak case whose feedback or row differs between the two secrets (its hidden inputs reached
  what the student sees), or the secret in any output;
* harms: the command failed or hung, the gradebook is not whole (one row and one feedback file per
  path given), a file was written outside the output folders, a sandbox's memory files grew the
  machine's shared memory past the bound, an invalid or duplicate id went unflagged, work done before
  a crash was lost (an ``exact`` case below its honest work);
* survivors: processes a submission started that outlived the grading;
* honest students harmed: a correct classmate not at 4 of 4, or without a feedback file.

``FIRST_RUN`` keeps the numbers of the first run against the grader before it was changed for this
class (commit f20830c); ``pytest tests/test_grading_third_class.py -s`` prints today's.

First run, f20830c, 2026-11-26 (written before any change; the counts as this file then measured them):

* as typed, with the missing path: ``grade`` stopped the class with exit 2 and no gradebook: 11 harms,
  4 honest students without a row;
* without the missing path (``THIRD_CLASS_WITHOUT_MISSING=1``): a FIFO held one worker until the run's
  time limit (320 s) and then the CSV writer crashed on a lone surrogate (an undecodable file name): no
  gradebook, 11 harms, 4 honest students without a row; 0 cheats, 0 leaks, 0 survivors could be seen
  (no row to count them in).
* the leak cases as first written misbehaved on the visible calls too, so the grader never sent them
  their hidden inputs; rewritten to behave on every visible call (``_SIDE``), they were run against
  f20830c afterwards: 2 leaks (a signal name, and the changed-input flag of a hidden check, in the
  feedback); 0 after the change.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import os
import random
import resource
import subprocess
import sys
import threading
import time
import unicodedata
from pathlib import Path

import pytest

from ireval_teach.exercises.isolation import isolation_status

USABLE, WHY = isolation_status()
pytestmark = pytest.mark.skipif(not USABLE, reason=f"no sandbox: {WHY}")

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "exercises" / "source" / "03_ap_map.ipynb"
# the tasks of assignment 03 this class was written for (it has more now): each case's honest count is of these
from assignment03 import DEFINES, four_task_notebook  # noqa: E402
#: The first run against the unchanged grader (f20830c), before any change made for this class.
FIRST_RUN = {"cheats": 0, "leaks": 2, "harms": 11, "survivors": 0, "honest_harmed": 4}
#: Shared memory (tmpfs) a class may hold at once: two sandboxes of 256 MB /tmp, plus slack (bytes).
SHMEM_BOUND = 768 << 20
#: THIRD_CLASS_WITHOUT_MISSING=1 leaves the missing path off the command line (the unchanged grader stops the
#: whole class with exit 2 for it: this shows what it does to the rest of the class).
WITH_MISSING = os.environ.get("THIRD_CLASS_WITHOUT_MISSING") != "1"


def _load():
    spec = importlib.util.spec_from_file_location("third_class", ROOT / "tests" / "adversarial" / "third_class.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


T3 = _load()



def build(case, subs: dict) -> bytes:
    nb = four_task_notebook()
    sid = case.student_id if case.student_id is not None else f"t3_{case.name}"
    if isinstance(sid, str):
        sid = sid.replace("{marker}", subs["marker"])
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            cells.append(cell)
            continue
        src = "".join(cell["source"])
        if 'STUDENT_ID = "demo"' in src:
            cells.append(dict(cell, source=src.replace('STUDENT_ID = "demo"', f"STUDENT_ID = {sid!r}")))
            cells += [{"cell_type": "code", "source": c.replace("{marker}", subs["marker"]), "metadata": {},
                       "outputs": [], "execution_count": None} for c in case.before]
            continue
        task = next((t for t, d in DEFINES.items() if d in src), None)
        if task in case.replace:
            src = case.replace[task].replace("{visible}", repr(_visible_labels(sid)))
        cells.append(dict(cell, source=src))
    cells += [{"cell_type": "code", "source": c.replace("{marker}", subs["marker"]), "metadata": {}, "outputs": [],
               "execution_count": None} for c in case.extra]
    nb["cells"] = cells
    return json.dumps(nb).encode("utf-8")  # ensure_ascii: lone surrogates are written as \\ud800 escapes


def _visible_labels(sid) -> list[tuple]:
    """The labels of the ap.exact inputs a student sees (own inputs and public examples), as tuples."""
    from ireval_teach.exercises.probing import probes_for
    from ireval_teach.exercises.tasks import TASKS

    return [tuple(p.inputs["labels"]) for p in probes_for(TASKS["ap.exact"], str(sid).strip()) if p.kind != "hidden"]


def _shmem() -> int:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("Shmem:"):
            return int(line.split()[1]) * 1024
    return 0


def _limit_memory() -> None:  # the grader itself: a read of /dev/zero must not take the machine
    resource.setrlimit(resource.RLIMIT_AS, (8 << 30, 8 << 30))


def run_grade(args: list, secret: str, timeout: float = 420) -> tuple[int | None, float, str]:
    env = dict(os.environ, IREVAL_EXERCISE_SECRET=secret)
    start = time.monotonic()
    try:
        r = subprocess.run([sys.executable, "-m", "ireval_teach.exercises.commands", "grade", *args],
                           capture_output=True, env=env, timeout=timeout, preexec_fn=_limit_memory)
        code, err = r.returncode, r.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        code, err = None, "timed out"
    return code, time.monotonic() - start, err


def _feedback_by_file(fb_dir: Path) -> dict[str, str]:
    out = {}
    for p in fb_dir.glob("*.md") if fb_dir.is_dir() else []:
        text = p.read_text(encoding="utf-8", errors="replace")
        for line in text.splitlines():
            if line.startswith("Submission: `"):
                out[line.split("`")[1]] = text
                break
    return out


def _rows(csv_path: Path) -> list[dict]:
    if not csv_path.exists():
        return []
    with csv_path.open(encoding="utf-8", errors="replace", newline="") as fh:
        return list(csv.DictReader(fh))


def _make_files(subdir: Path, honest_file: Path) -> None:
    for name, (kind, _) in T3.FILE_CASES.items():
        p = Path(os.fsdecode(name)) if isinstance(name, bytes) else Path(name)
        target = subdir / p
        if kind == "fifo":
            os.mkfifo(target)
        elif kind == "dir":
            target.mkdir()
            (target / "inner.ipynb").write_bytes(honest_file.read_bytes())
        elif kind == "link_sibling":
            target.symlink_to(honest_file)
        elif kind == "link_source":
            target.symlink_to(SOURCE)
        elif kind == "link_zero":
            target.symlink_to("/dev/zero")
        elif kind in ("bad_bytes", "formula_name"):
            nb = json.loads(honest_file.read_bytes())
            for cell in nb["cells"]:
                src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
                if "STUDENT_ID = " in src and cell["cell_type"] == "code":
                    cell["source"] = src.replace("STUDENT_ID = 'h3a'", f"STUDENT_ID = 'f3_{kind}'")
            target.write_bytes(json.dumps(nb).encode())


@pytest.fixture(scope="module")
def third(tmp_path_factory):
    work = tmp_path_factory.mktemp("third")
    marker = str(random.randrange(10**8, 10**9))
    subs = {"marker": marker}
    subdir = work / "submissions"
    leakdir = work / "leaks"
    subdir.mkdir()
    leakdir.mkdir()
    for case in T3.CASES:
        data = build(case, subs)
        (subdir / f"{case.name}.ipynb").write_bytes(data)
        if case.leak:
            (leakdir / f"{case.name}.ipynb").write_bytes(data)
    _make_files(subdir, subdir / "honest_a.ipynb")
    assignment = work / "assignment" / "03_ap_map.ipynb"
    assignment.parent.mkdir()
    assignment.write_text(json.dumps(four_task_notebook()), encoding="utf-8")
    base = ["--assignment", str(assignment), "--timeout", "12", "--cell-timeout", "4", "--workers", "2",
            "--run-timeout", "300", "--quiet"]
    peak = [0]
    stop = threading.Event()
    shm0 = _shmem()

    def watch() -> None:
        while not stop.is_set():
            peak[0] = max(peak[0], _shmem() - shm0)
            time.sleep(0.05)

    t = threading.Thread(target=watch, daemon=True)
    t.start()
    out = work / "out" / "grades.csv"
    given = [str(subdir)] + ([str(subdir / "missing.ipynb")] if WITH_MISSING else [])
    code, wall, err = run_grade([*given, *base, "--out", str(out)], "secret-A")
    stop.set()
    t.join()
    leak_a = work / "leak_a" / "grades.csv"
    leak_b = work / "leak_b" / "grades.csv"
    run_grade([str(leakdir), *base, "--out", str(leak_a)], "secret-A")
    run_grade([str(leakdir), *base, "--out", str(leak_b)], "secret-B")
    time.sleep(0.5)
    leftover = subprocess.run(["pgrep", "-f", f"sleep {marker}"], capture_output=True, text=True).stdout.split()
    return dict(work=work, subdir=subdir, out=out, code=code, wall=wall, err=err, peak_shmem=peak[0],
                marker=marker, leak_a=leak_a, leak_b=leak_b, leftover=leftover)


def _row_for(rows: list[dict], needle: str) -> dict | None:
    found = [r for r in rows if needle in os.path.basename(r.get("file", ""))]
    return found[0] if len(found) == 1 else None


def measure(third) -> dict:
    """Every count of the module docstring, with the reasons (a list per count)."""
    rows = _rows(third["out"])
    fb = _feedback_by_file(third["out"].with_name("grades_feedback"))
    found: dict[str, list[str]] = {k: [] for k in ("cheats", "leaks", "harms", "survivors", "honest_harmed")}
    if third["code"] != 0:
        found["harms"].append(f"the command ended with {third['code']}: {third['err'][-300:]}")
    n_given = len(T3.CASES) + len(T3.FILE_CASES) - (not WITH_MISSING)  # the folder's entries plus the missing path
    if len(rows) != n_given:
        found["harms"].append(f"the gradebook has {len(rows)} rows for {n_given} paths given")
    if len(fb) != len(rows) or len(fb) != n_given:
        found["harms"].append(f"{len(fb)} feedback files for {n_given} paths given")
    if third["wall"] > 240:
        found["harms"].append(f"the class took {third['wall']:.0f} s")
    if third["peak_shmem"] > SHMEM_BOUND:
        found["harms"].append(f"shared memory grew by {third['peak_shmem'] >> 20} MB during the class")
    escaped = [p for p in third["work"].rglob(f"*t3_escape_{third['marker']}*")
               if "grades_feedback" not in str(p.parent)]
    if escaped:
        found["harms"].append(f"a file outside the feedback folder: {escaped}")
    for case in T3.CASES:
        row = _row_for(rows, f"{case.name}.ipynb")
        if row is None:
            if case.honest_student:
                found["honest_harmed"].append(f"{case.name}: no row")
            continue
        passed = int(row["passed"] or 0)
        if passed > case.honest:
            found["cheats"].append(f"{case.name}: {passed} > {case.honest}")
        if case.exact and passed < case.honest and not case.honest_student:
            found["harms"].append(f"{case.name}: work lost ({passed} of {case.honest}; note {row['note'][:120]!r})")
        if case.honest_student and (passed != 4 or f"{case.name}.ipynb" not in fb):
            found["honest_harmed"].append(f"{case.name}: {passed} of 4, feedback {f'{case.name}.ipynb' in fb}, "
                                          f"note {row['note'][:120]!r}")
        sid = case.student_id.replace("{marker}", third["marker"]) if isinstance(case.student_id, str) else ""
        if sid:
            norm = unicodedata.normalize("NFC", sid.strip())
            bad = (any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") for ch in norm) or len(norm) > 64)
            dup = sum(1 for c in T3.CASES if isinstance(c.student_id, str)
                      and unicodedata.normalize("NFC", c.student_id.strip()) == norm) > 1
            if (bad or dup) and "id" not in row["note"].lower():
                found["harms"].append(f"{case.name}: the id {sid[:30]!r} is {'invalid' if bad else 'shared'} "
                                      f"and the row does not say so (id {row['student_id'][:30]!r})")
            if not bad and row["student_id"].lstrip("'") != norm:
                found["harms"].append(f"{case.name}: shown id {row['student_id'][:30]!r} is not {norm[:30]!r}")
    for name, (kind, honest) in T3.FILE_CASES.items():
        if kind == "missing" and not WITH_MISSING:
            continue
        needle = "bad_" if kind == "bad_bytes" else os.fsdecode(name) if isinstance(name, bytes) else name
        needle = "=cmd" if kind == "formula_name" else needle
        row = next((r for r in rows if needle in r.get("file", "")), None)
        if row is None:
            found["harms"].append(f"{kind}: no row")
            continue
        passed = int(row["passed"] or 0)
        if passed > honest:
            found["cheats"].append(f"{kind}: {passed} > {honest}")
        if honest == 0 and not row["note"]:
            found["harms"].append(f"{kind}: a row without a reason")
        if honest and passed < honest:
            found["harms"].append(f"{kind}: {passed} of {honest} ({row['note'][:100]!r})")
    dir_rows = [r for r in rows if "inner.ipynb" in r.get("file", "")]
    if dir_rows:
        found["harms"].append("a directory named *.ipynb was expanded into rows")
    # leaks: the leak cases' feedback and rows under two secrets
    fa, fb2 = _feedback_by_file(third["leak_a"].with_name("grades_feedback")), \
        _feedback_by_file(third["leak_b"].with_name("grades_feedback"))
    ra = {os.path.basename(r["file"]): r for r in _rows(third["leak_a"])}
    rb = {os.path.basename(r["file"]): r for r in _rows(third["leak_b"])}
    for case in T3.CASES:
        if not case.leak:
            continue
        f = f"{case.name}.ipynb"
        if f not in fa or f not in fb2 or f not in ra or f not in rb:
            found["harms"].append(f"{case.name}: missing in a leak run")
            continue
        strip = {k: v for k, v in ra[f].items() if k != "file"}, {k: v for k, v in rb[f].items() if k != "file"}
        import re

        # the sentences on the public look-alikes of the hidden checks (exercises/public_draws.py) are drawn
        # without the secret: they may name a type; whether they carry a hidden input out is what the
        # comparison of the two secrets' feedback below decides, not a type word
        marked = [m for m in case.marks for text in (fa[f], fb2[f]) if re.search(m, _without_look_alikes(text))]
        if marked:
            found["leaks"].append(f"{case.name}: its side channel shows in the feedback ({marked[0]!r})")
        elif fa[f] != fb2[f] or strip[0] != strip[1]:
            import difflib

            diff = [d for d in difflib.unified_diff(fa[f].splitlines(), fb2[f].splitlines(), lineterm="", n=0)
                    if d[:1] in "+-" and d[:3] not in ("+++", "---")]
            found["leaks"].append(f"{case.name}: {diff[:2]}")
    for p in list((third["work"] / "out").rglob("*")) + list(third["work"].glob("leak_*/**/*")):
        if p.is_file() and "secret-" in p.read_text(encoding="utf-8", errors="replace"):
            found["leaks"].append(f"the secret in {p.name}")
    if third["leftover"]:
        found["survivors"].append(f"{len(third['leftover'])} processes")
    return found


def test_print_counts(third):
    found = measure(third)
    print("\nthird hostile class:", {k: len(v) for k, v in found.items()}, f"wall {third['wall']:.1f} s,",
          f"peak shared memory +{third['peak_shmem'] >> 20} MB")
    for k, v in found.items():
        for line in v:
            print(f"  {k}: {line}")


@pytest.mark.parametrize("count", ["cheats", "leaks", "harms", "survivors", "honest_harmed"])
def test_none(third, count):
    found = measure(third)[count]
    assert found == [], f"{count}: {found}"


def _without_look_alikes(text: str) -> str:
    """The feedback without its sentences about inputs drawn like the hidden checks (public, secret-free)."""
    return "\n".join(line for line in text.splitlines()
                     if not line.startswith(("On inputs like the hidden check", "Recognised mistake: your function "
                                             "returns")))
