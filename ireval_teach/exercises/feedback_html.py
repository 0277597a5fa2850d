"""Feedback a TA can release: one self-contained HTML page per student (``--feedback-format html``).

The page holds the same text as the Markdown feedback file (every task's message, word for word),
with the first divergent step (the feedback's "First difference on ..." sentence) highlighted, and
the student's own code cells below it, the cell that defines each task's answer marked. Every text
(the messages, the code, the id, the file name) is HTML-escaped: a submission's text is shown, never
run or rendered. No script, no style sheet or font from elsewhere: the page works offline and can be
uploaded to an LMS as a file. File names are those of the Markdown files
(:func:`.grading.feedback_names`) with ``.html``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from . import points as _points

_CSS = """
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:18px;line-height:1.45;max-width:1100px;margin:0 auto;
padding:12px 24px;color:#111}
h1{font-size:28px}h2{font-size:22px;margin-top:26px}
.task{border-left:6px solid #d08a1e;background:#fdf6ea;padding:4px 14px;margin:12px 0}
.task.passed{border-color:#4a9a4a;background:#eef8ee}.task.na{border-color:#8a99b8;background:#f1f3f8}
.msg{white-space:pre-wrap;font-family:inherit;margin:6px 0}
mark{background:#ffe066;padding:1px 2px}
pre.code{background:#f6f6f6;border:1px solid #ccc;padding:8px;overflow-x:auto;font-size:15px}
.defines{border-color:#d08a1e;border-width:2px}
.label{font-size:14px;color:#444}
"""
_DEF_RE = r"^(?:def\s+{name}\s*\(|{name}\s*=)"


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _message_html(msg: str, divergence: str) -> str:
    """The message, escaped, with the line that states the first divergence in a ``<mark>``."""
    out = []
    for line in msg.split("\n"):
        hit = line.startswith("First difference") or (divergence and divergence[:40].lower() in line.lower())
        out.append(f"<mark>{_e(line)}</mark>" if hit and line.strip() else _e(line))
    return "\n".join(out)


def page(sub: Any, task_ids: Sequence[str], points: Mapping[str, float], cells: Sequence[str] | None) -> str:
    """One student's page (``sub`` is a :class:`.grading.Submission`; ``cells``: their code cells, or None)."""
    from .tasks import TASKS

    got, possible = _points.score(sub.results, points)
    passed = sum(1 for r in sub.results if isinstance(r, dict) and r.get("passed") is True)
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>Feedback for {_e(sub.student_id)}</title><style>{_CSS}</style></head><body>",
           f"<h1>Feedback for {_e(sub.student_id)}</h1>",
           f"<p>Submission: <code>{_e(Path(sub.file).name)}</code><br>Passed {passed} of {len(sub.results)} tasks: "
           f"{_e(_points.fmt(got))} of {_e(_points.fmt(possible))} points "
           f"({_points.weighted_percent(got, possible):g} %).</p>"]
    if sub.note:
        out.append(f"<p><b>Note:</b> {_e(sub.note)}</p>")
    defining: dict[int, list[str]] = {}
    for r in sub.results:
        if not isinstance(r, dict):
            continue
        status = str(r.get("status", ""))
        cls = "passed" if r.get("passed") is True else ("na" if status == "not attempted" else "")
        task = TASKS.get(str(r.get("task")))
        where = ""
        if task is not None and cells:
            rx = re.compile(_DEF_RE.format(name=re.escape(task.answer_name)), re.MULTILINE)
            idx = next((i for i, c in enumerate(cells) if rx.search(c)), None)
            if idx is not None:
                defining.setdefault(idx, []).append(str(r.get("task")))
                where = f' <a href="#cell-{idx + 1}">(your code: cell {idx + 1})</a>'
        out.append(f'<section class="task {cls}"><h2>{_e(r.get("task"))}: {_e(status)}{where}</h2>'
                   f'<pre class="msg">{_message_html(str(r.get("message", "")), str(r.get("first_divergence", "")))}'
                   "</pre></section>")
    if cells:
        out.append("<h2>Your code</h2>")
        for i, c in enumerate(cells):
            mark = " defines" if i in defining else ""
            label = f"cell {i + 1}" + (f" — defines the answer of {', '.join(defining[i])}" if i in defining else "")
            out.append(f'<p class="label" id="cell-{i + 1}">{_e(label)}</p><pre class="code{mark}"><code>{_e(c)}'
                       "</code></pre>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_feedback_html(results: Sequence[Any], feedback_dir: str | Path, task_ids: Sequence[str],
                        points: Mapping[str, float], avoid: Sequence[Path] = ()) -> list[Path]:
    """One page per submission, beside the Markdown files (same names, ``.html``); never over a file in ``avoid``."""
    from ..errors import IrevalError
    from .grading import feedback_names, read_cells

    feedback_dir = Path(feedback_dir)
    feedback_dir.mkdir(parents=True, exist_ok=True)
    avoid_set = set()
    for p in avoid:
        try:
            avoid_set.add(p.resolve())
        except OSError:
            pass
    written = []
    for s, name in zip(results, feedback_names(results)):
        try:
            cells: list[str] | None = read_cells(Path(s.file))
        except IrevalError:
            cells = None
        p = feedback_dir / (name[:-3] + ".html")
        if p.resolve() in avoid_set:
            p = feedback_dir / (name[:-3] + "__feedback.html")
        p.write_text(page(s, task_ids, points, cells), encoding="utf-8", errors="backslashreplace")
        written.append(p)
    return written
