"""Benchmark: what ``grade --report`` costs on top of grading (target: at most 10 % more time).

Not run in CI. Usage (from the repository root)::

    .venv/bin/python benchmarks/bench_desk.py [--copies 3] [--repeat 3] [--isolation bwrap|process]

The class is the one of ``tests/desk_class.py`` (9 notebooks of assignment 03: correct, with named
mistakes, not attempted, hostile, unreadable), written ``--copies`` times; each copy after the first puts
other wrong submissions of the diagnosis class (``tests/class_submissions.py``) in place of the fixed
mistakes (``--copies 7``: a class of 63). Two measurements:

1. the command as a TA types it, ``ireval-teach grade ... --out`` without and with
   ``--report r.html --report r.json``, alternated ``--repeat`` times (wall time, median);
2. in this process, the report alone: :func:`ireval_teach.exercises.report.write_report` for the HTML
   and the JSON on the graded class (its first run, which imports matplotlib, and the median of 5),
   in wall and CPU time, against the grading CPU time of step 1.

Wall times swing with the machine's load (other processes); CPU times (the command's and its
sandboxes', from ``getrusage(RUSAGE_CHILDREN)``) are the steadier measure of the cost. The graded
class's other exports are made and checked too: both LMS layouts, and every submission's Gradescope
``results.json`` validated against the documented format. Record the results in
``benchmarks/README_grading.md``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from desk_class import TASK_IDS, assignment, write_class  # noqa: E402

from ireval_teach.exercises.grading import grade  # noqa: E402
from ireval_teach.exercises.points import task_points  # noqa: E402
from ireval_teach.exercises.report import write_report  # noqa: E402


def check_exports(results, pts, folder: Path) -> None:
    """Every export of the graded class: both LMS layouts, and Gradescope's results.json of every submission
    validated against the documented format (the schema of tests/test_gradescope.py)."""
    import json

    import jsonschema
    from test_gradescope import SCHEMA

    from ireval_teach.exercises.gradescope import results_json
    from ireval_teach.exercises.lms import write_lms

    for kind in ("canvas", "moodle"):
        path, unmatched = write_lms(results, folder / f"g_{kind}.csv", kind, pts)
        print(f"{kind}: {path.name}, {len(path.read_text().splitlines())} lines, {unmatched} rows without an LMS id")
    for sub in results:
        jsonschema.validate(json.loads(json.dumps(results_json(sub, TASK_IDS, pts))), SCHEMA)
    print(f"gradescope: {len(results)} results.json valid against the documented format")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--isolation", default="bwrap")
    args = ap.parse_args()
    env = dict(os.environ, IREVAL_EXERCISE_SECRET="bench")
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        paths = []
        for k in range(args.copies):
            paths += sorted(write_class(tmp / f"class{k}", copy=k).values())
        a = assignment(tmp)
        base = [sys.executable, "-m", "ireval_teach", "grade", *map(str, paths), "--assignment", str(a),
                "--isolation", args.isolation, "-q"]
        plain, report = [], []
        for r in range(args.repeat):
            for with_report in ((False, True) if r % 2 == 0 else (True, False)):
                out = tmp / f"run{r}{int(with_report)}"
                cmd = base + ["--out", str(out / "grades.csv")]
                if with_report:
                    cmd += ["--report", str(out / "r.html"), "--report", str(out / "r.json")]
                t0 = time.perf_counter()
                ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
                subprocess.run(cmd, check=True, env=env, capture_output=True)
                ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
                (report if with_report else plain).append((time.perf_counter() - t0, cpu))
        mp, mr = statistics.median(t for t, _ in plain), statistics.median(t for t, _ in report)
        cp, cr = statistics.median(c for _, c in plain), statistics.median(c for _, c in report)
        print(f"{len(paths)} notebooks, {args.repeat} runs each, isolation {args.isolation}, load "
              f"{os.getloadavg()[0]:.1f}")
        for label, runs, m, c in (("without --report", plain, mp, cp), ("with --report html+json", report, mr, cr)):
            print(f"grade {label}: wall {', '.join(f'{t:.2f}' for t, _ in runs)} s (median {m:.2f}); "
                  f"CPU (the command and its sandboxes) {', '.join(f'{x:.2f}' for _, x in runs)} s (median {c:.2f})")
        print(f"ratio with/without: wall {mr / mp:.3f}, CPU {cr / cp:.3f}")
        os.environ.update(env)
        results = grade(paths, tmp / "inproc" / "grades.csv", assignment=a, isolation=args.isolation,
                        progress="none")
        pts = task_points(TASK_IDS, a)
        times = []
        for _ in range(5):
            t0, c0 = time.perf_counter(), time.process_time()
            write_report(results, tmp / "inproc" / "r.html", TASK_IDS, pts, "03_ap_map")
            write_report(results, tmp / "inproc" / "r.json", TASK_IDS, pts, "03_ap_map")
            times.append((time.perf_counter() - t0, time.process_time() - c0))
        (fw, fc), mw, mc = times[0], statistics.median(t for t, _ in times), statistics.median(c for _, c in times)
        check_exports(results, pts, tmp / "inproc")
        print(f"the report alone (HTML + JSON, in process): first run wall {fw:.3f} s, CPU {fc:.3f} s; later runs "
              f"median wall {mw:.3f} s, CPU {mc:.3f} s. First run's wall = {100 * fw / mp:.2f} % of the grading "
              "wall time without --report")
    return 0


if __name__ == "__main__":
    sys.exit(main())
