"""The class report: what did the class get wrong? (``ireval-teach grade ... --report report.html|report.json``)

:func:`class_summary` turns the graded submissions into plain data (a dict, the JSON file as is):

* per task: the pass rate, the named mistakes ranked by how many students made them (with the
  feedback's own sentence, "Recognised mistake: ..."), and the share of *generic* feedback: of the
  graded, attempted and wrong answers, those for which no mistake was named;
* the distribution of the weighted percent (points of :mod:`.points`);
* the lowest scores, and the notebooks that did not run (every task "not graded"), with the grader's note.

:func:`render_html` draws it as one self-contained page (two bar charts as inline SVG, written here;
no script, no link to anything outside the file), readable on a projector. Conventions, named:

* a *student* is a submission (a row of the gradebook); ties in every ranking are broken by name;
* the pass rate's denominator is every submission, those that did not run included;
* the report holds no date or time, so a rerun over the same class gives the same bytes.
"""

from __future__ import annotations

import html
import json
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from . import points as _points

#: Students shown in the "lowest scores" table.
LOWEST = 8
_MISTAKE_RE = re.compile(r"^Recognised mistake: (.+?)\.?$", re.MULTILINE)
#: Bins of the score histogram: 0-10, 10-20, ..., 90-100 (the last bin includes 100).
BINS = tuple(range(0, 101, 10))


def _title(task_id: str) -> str:
    from .tasks import TASKS

    t = TASKS.get(task_id)
    return t.title if t is not None else task_id


def not_graded(result: Mapping[str, Any]) -> bool:
    """A task the grader could not check (the notebook did not run, a time limit, an unreadable file)."""
    return str(result.get("message", "")).startswith("not graded")


def mistake_sentence(result: Mapping[str, Any]) -> str:
    """The feedback's own sentence naming the mistake ("AP divided by the relevant items retrieved")."""
    m = _MISTAKE_RE.search(str(result.get("message", "")))
    return m.group(1) if m else str(result.get("misconception", ""))


def class_summary(results: Sequence[Any], task_ids: Sequence[str], points: Mapping[str, float] | None = None,
                  assignment: str = "") -> dict:
    """The report's data (see the module docstring); ``results`` are :class:`.grading.Submission` records."""
    points = dict(points) if points is not None else {t: 1.0 for t in task_ids}
    n = len(results)
    students = []
    for s in results:
        by = {r.get("task"): r for r in s.results if isinstance(r, dict)}
        got, possible = _points.score(s.results, points)
        did_run = not all(not_graded(by.get(t, {"message": "not graded"})) for t in task_ids)
        students.append({"student_id": s.student_id, "file": Path(s.file).name, "points": got,
                         "max_points": possible, "percent": _points.weighted_percent(got, possible),
                         "passed": sum(1 for t in task_ids if by.get(t, {}).get("passed") is True),
                         "ran": did_run, "note": s.note, "_by": by})
    tasks = []
    for t in task_ids:
        rs = [st["_by"].get(t, {"message": "not graded"}) for st in students]
        passed = sum(1 for r in rs if r.get("passed") is True)
        na = sum(1 for r in rs if r.get("status") == "not attempted")
        ng = sum(1 for r in rs if not_graded(r))
        wrong = [(st, r) for st, r in zip(students, rs) if r.get("passed") is not True
                 and r.get("status") != "not attempted" and not not_graded(r)]
        named: Counter = Counter()
        sentence: dict[str, str] = {}
        who: dict[str, list[str]] = {}
        for st, r in wrong:
            name = str(r.get("misconception") or "")
            if name:
                named[name] += 1
                sentence.setdefault(name, mistake_sentence(r))
                who.setdefault(name, []).append(st["student_id"])
        generic = len(wrong) - sum(named.values())
        tasks.append({
            "task": t, "title": _title(t), "points": points.get(t, 1.0), "students": n, "passed": passed,
            "pass_rate": round(passed / n, 4) if n else 0.0, "not_attempted": na, "not_graded": ng,
            "wrong": len(wrong), "generic": generic,
            "generic_share": round(generic / len(wrong), 4) if wrong else 0.0,
            "mistakes": [{"name": name, "sentence": sentence[name], "count": c, "students": sorted(who[name])}
                         for name, c in sorted(named.items(), key=lambda kv: (-kv[1], kv[0]))],
        })
    ran = [st for st in students if st["ran"]]
    counts = [0] * (len(BINS) - 1)
    for st in students:
        counts[min(int(st["percent"] // 10), len(counts) - 1)] += 1
    pcts = sorted(st["percent"] for st in students)
    public = [{k: v for k, v in st.items() if k != "_by"} for st in students]
    lowest = sorted((p for p in public if p["ran"]), key=lambda p: (p["percent"], p["student_id"], p["file"]))
    return {
        "assignment": assignment,
        "students": n,
        "ran": len(ran),
        "points_possible": _points.score([], points)[1],
        "points": {t: points.get(t, 1.0) for t in task_ids},
        "median_percent": (pcts[n // 2] if n % 2 else (pcts[n // 2 - 1] + pcts[n // 2]) / 2) if n else 0.0,
        "mean_percent": round(sum(pcts) / n, 1) if n else 0.0,
        "full_marks": sum(1 for p in pcts if p >= 100.0),
        "histogram": {"bins": list(BINS), "counts": counts},
        "tasks": tasks,
        "lowest": lowest[:LOWEST],
        "did_not_run": sorted(({"student_id": p["student_id"], "file": p["file"], "note": p["note"]}
                               for p in public if not p["ran"]), key=lambda p: (p["student_id"], p["file"])),
        "notes": sorted(({"student_id": p["student_id"], "file": p["file"], "note": p["note"]}
                         for p in public if p["ran"] and p["note"]), key=lambda p: (p["student_id"], p["file"])),
        "students_table": sorted(public, key=lambda p: (p["student_id"], p["file"])),
    }


# ------------------------------------------------------------------------------------ plots
# Two bar charts, written as SVG directly. matplotlib would draw them as well, but its import alone costs
# about 0.9 s of CPU (6 s of wall time at a load of 13 on the 2-core machine of benchmarks/): more than the
# 10 % a report may add to grading a small class. Coordinates are in a 640 x H box, scaled to the page.
_FONT = 'font-family="DejaVu Sans, Arial, sans-serif"'


def _svg_open(height: int, label: str) -> list[str]:
    return [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 {height}" role="img" '
            f'aria-label="{_e(label)}" {_FONT} font-size="18">']


def plot_distribution(summary: Mapping[str, Any]) -> str:
    """The histogram of weighted percents (bins of 10; SVG text).

    >>> s = plot_distribution({"histogram": {"bins": list(range(0, 101, 10)), "counts": [1] + [0] * 8 + [3]}})
    >>> s.count("<rect"), "students" in s
    (2, True)
    """
    counts, bins = summary["histogram"]["counts"], summary["histogram"]["bins"]
    top = max(1, max(counts))
    x0, x1, y0, y1 = 64, 620, 280, 20  # the plot area: x from 0 to 100 %, y from 0 to `top` students
    out = _svg_open(340, "score distribution")
    step = max(1, math.ceil(top / 6))
    for k in range(0, top + 1, step):
        y = y0 - (y0 - y1) * k / top
        out.append(f'<line x1="{x0}" x2="{x1}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>'
                   f'<text x="{x0 - 8}" y="{y + 5:.1f}" text-anchor="end">{k}</text>')
    for b, c in zip(bins[:-1], counts):
        if c:
            left = x0 + (x1 - x0) * b / 100 + 2
            h = (y0 - y1) * c / top
            out.append(f'<rect x="{left:.1f}" y="{y0 - h:.1f}" width="{(x1 - x0) / 10 - 4:.1f}" height="{h:.1f}" '
                       f'fill="#3b6ea8"><title>{b}-{b + 10} %: {c}</title></rect>')
    for b in bins:
        x = x0 + (x1 - x0) * b / 100
        out.append(f'<text x="{x:.1f}" y="{y0 + 22}" text-anchor="middle">{b}</text>')
    out.append(f'<line x1="{x0}" x2="{x1}" y1="{y0}" y2="{y0}" stroke="#111"/>'
               f'<text x="{(x0 + x1) / 2}" y="{y0 + 50}" text-anchor="middle">weighted percent</text>'
               f'<text x="16" y="{(y0 + y1) / 2}" text-anchor="middle" transform="rotate(-90 16 {(y0 + y1) / 2})">'
               "students</text></svg>")
    return "".join(out)


def plot_pass_rates(summary: Mapping[str, Any]) -> str:
    """One horizontal bar per task: its pass rate, in percent of the students (SVG text)."""
    tasks = summary["tasks"]
    row = max(34, min(64, 270 // max(1, len(tasks))))  # a few tasks fill the histogram's height
    x0, x1, y1 = 200, 570, 10
    y0 = y1 + row * max(1, len(tasks))
    out = _svg_open(y0 + 56, "pass rate per task")
    for k in range(0, 101, 20):
        x = x0 + (x1 - x0) * k / 100
        out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y1}" y2="{y0}" stroke="#ddd"/>'
                   f'<text x="{x:.1f}" y="{y0 + 20}" text-anchor="middle">{k}</text>')
    for i, t in enumerate(tasks):
        y = y1 + row * i
        r = 100 * t["pass_rate"]
        name = t["task"] if len(t["task"]) <= 22 else t["task"][:21] + "…"
        out.append(f'<text x="{x0 - 8}" y="{y + row / 2 + 5:.1f}" text-anchor="end">{_e(name)}</text>'
                   f'<rect x="{x0}" y="{y + 6}" width="{(x1 - x0) * r / 100:.1f}" height="{row - 12}" fill="#4a9a4a">'
                   f'<title>{_e(t["task"])}: {r:.0f} %</title></rect>'
                   f'<text x="{x0 + (x1 - x0) * r / 100 + 6:.1f}" y="{y + row / 2 + 5:.1f}">{r:.0f} %</text>')
    out.append(f'<line x1="{x0}" x2="{x0}" y1="{y1}" y2="{y0}" stroke="#111"/>'
               f'<text x="{(x0 + x1) / 2}" y="{y0 + 48}" text-anchor="middle">passed (% of students)</text></svg>')
    return "".join(out)



# ------------------------------------------------------------------------------------- HTML
_CSS = """
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:20px;line-height:1.4;color:#111;background:#fff;
margin:0 auto;max-width:1300px;padding:12px 24px}
h1{font-size:32px;margin:8px 0}h2{font-size:26px;margin:28px 0 8px;border-bottom:3px solid #3b6ea8}
h3{font-size:22px;margin:18px 0 6px}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{background:#eef3fa;border-radius:8px;padding:8px 16px}
.card b{font-size:30px;display:block}
.plots{display:flex;flex-wrap:wrap;gap:16px}.plots figure{margin:0;flex:1 1 560px}
.plots svg{width:100%;height:auto}.plots figure{display:flex;flex-direction:column;justify-content:space-between}
table{border-collapse:collapse;margin:6px 0 14px;width:100%}
th,td{border:1px solid #bbb;padding:4px 10px;text-align:left;vertical-align:top}
th{background:#e6e6e6}td.n{text-align:right;white-space:nowrap}
.task{border-left:8px solid #3b6ea8;padding:2px 14px;margin:14px 0;background:#fafafa}
.rate{font-size:24px;font-weight:bold}.low{color:#a33}.name{font-family:monospace;font-size:16px;color:#444;overflow-wrap:anywhere;max-width:30em}
.muted{color:#555}
"""


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def render_html(summary: Mapping[str, Any], plots: bool = True) -> str:
    """The report page (every text escaped; plots inline; nothing loaded from elsewhere)."""
    n = summary["students"]
    title = "Class report" + (f": {summary['assignment']}" if summary["assignment"] else "")
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>", f"<h1>{_e(title)}</h1>"]
    out.append('<div class="cards">' + "".join(
        f'<div class="card"><b>{_e(v)}</b>{_e(k)}</div>' for k, v in (
            ("students", n), ("notebooks that ran", summary["ran"]),
            ("median score", f"{summary['median_percent']:g} %"), ("mean score", f"{summary['mean_percent']:g} %"),
            ("full marks", summary["full_marks"]), ("points possible", _points.fmt(summary["points_possible"])))
    ) + "</div>")
    if plots:
        out.append('<div class="plots"><figure>' + plot_distribution(summary) + "<figcaption>Score distribution "
                   "(weighted percent)</figcaption></figure><figure>" + plot_pass_rates(summary) +
                   "<figcaption>Pass rate per task</figcaption></figure></div>")
    hist = summary["histogram"]
    out.append("<table><tr><th>score (%)</th>" + "".join(
        f"<th>{lo}-{hi}</th>" for lo, hi in zip(hist["bins"][:-1], hist["bins"][1:])) + "</tr><tr><td>students</td>"
        + "".join(f'<td class="n">{c}</td>' for c in hist["counts"]) + "</tr></table>")
    out.append("<h2>Tasks</h2>")
    for t in summary["tasks"]:
        low = " low" if t["pass_rate"] < 0.5 else ""
        out.append(f'<section class="task" id="task-{_e(t["task"])}"><h3>{_e(t["title"])} '
                   f'<span class="name">{_e(t["task"])} · {_e(_points.fmt(t["points"]))} pt</span></h3>')
        out.append(f'<p><span class="rate{low}">{_pct(t["pass_rate"])} passed</span> ({t["passed"]} of {n}); '
                   f'{t["wrong"]} wrong, {t["not_attempted"]} not attempted, {t["not_graded"]} not graded. '
                   + (f'Generic feedback (no mistake named): {t["generic"]} of {t["wrong"]} wrong answers '
                      f'({_pct(t["generic_share"])}).' if t["wrong"] else "") + "</p>")
        if t["mistakes"]:
            out.append("<table><tr><th>students</th><th>mistake (as the feedback says it)</th><th>name</th></tr>")
            for m in t["mistakes"]:
                out.append(f'<tr><td class="n">{m["count"]}</td><td>{_e(m["sentence"])}</td>'
                           f'<td class="name">{_e(m["name"])}</td></tr>')
            out.append("</table>")
        out.append("</section>")
    out.append(f"<h2>Lowest scores (up to {LOWEST})</h2>")
    out.append(_table(summary["lowest"], (("student", "student_id"), ("notebook", "file"), ("points", "points"),
                                          ("%", "percent"), ("note", "note"))))
    out.append("<h2>Notebooks that did not run</h2>")
    out.append(_table(summary["did_not_run"], (("student", "student_id"), ("notebook", "file"), ("why", "note")))
               if summary["did_not_run"] else "<p>None: every notebook ran.</p>")
    if summary["notes"]:
        out.append("<h2>Notebooks that ran with a note</h2>")
        out.append(_table(summary["notes"], (("student", "student_id"), ("notebook", "file"), ("note", "note"))))
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def _table(rows: Sequence[Mapping[str, Any]], cols: Sequence[tuple[str, str]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h, _ in cols)
    body = []
    for r in rows:
        cells = []
        for _, k in cols:
            v = r.get(k, "")
            cls = ' class="n"' if isinstance(v, (int, float)) else ""
            cells.append(f"<td{cls}>{_e(_points.fmt(v) if isinstance(v, float) else v)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><tr>{head}</tr>" + "".join(body) + "</table>"


def write_report(results: Sequence[Any], path: str | Path, task_ids: Sequence[str],
                 points: Mapping[str, float] | None = None, assignment: str = "") -> Path:
    """Write the report as HTML (``.html``/``.htm``) or JSON (``.json``), chosen by the file's suffix."""
    from ..errors import InvalidOptionError

    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".html", ".htm", ".json"):
        raise InvalidOptionError(f"--report {path}: the file name must end in .html or .json")
    summary = class_summary(results, task_ids, points, assignment)
    text = (json.dumps(summary, indent=1, ensure_ascii=False, sort_keys=False) + "\n" if suffix == ".json"
            else render_html(summary))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(text, encoding="utf-8", errors="backslashreplace")
    tmp.replace(path)
    return path
