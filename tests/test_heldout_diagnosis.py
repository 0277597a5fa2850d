"""The checker's diagnosis measured on a held-out class (tests/heldout_submissions.py, batch 4, written blind).

Path: every submission goes through the public entry point a student's check cell calls,
``ireval_teach.exercises.check(task_id, answer_or_function, student_id=...)`` (in process: the
student's function runs in forked children, exactly as in a notebook), with the submission's own
student id. Value tasks: the code computes the number from ``variant(task_id, student_id)``, as in
the notebook. No checker internals are called (the label sanity test below uses only the task
registry's inputs and the library's right values, to make sure every "wrong" submission really is
wrong somewhere the checker looks, and every "correct" one really is right).

Classification rule (fixed before the checker was run on this class):

* a correct submission that does not pass -> ``FALSE ACCUSATION``; one that passes -> ``OK``;
* a wrong submission that passes -> ``MISS``;
* otherwise the *naming text* is the feedback message without its first (title) line, without the
  lines that report numbers or hidden checks -- lines starting with "On your input", "On input",
  "First difference", "Hidden checks", "(You are using", any indented lines right after them, and
  any line containing "right value is" / "right answer is" / "correct value is" -- plus the feedback's
  ``misconception_title``. For the few submissions whose only mistake is a crash on an edge case
  (``scope="all"``) the whole message but the title line is used instead: there the crash report
  and the edge case it names are the diagnosis;
* every concept group of the submission's ``keys`` matches the text (case-insensitive regular
  expressions, any alternative of the group) -> ``NAMED``;
* the naming text is empty -> ``GENERIC`` (only values, the first diverging step, hidden-check hints);
* otherwise -> ``WRONG-NAME`` (it says something about the mistake, but not the concepts of this one;
  read by hand in the report).

Asserted: 0 false accusations, 0 misses. Reported, not asserted: the share named
(``pytest tests/test_heldout_diagnosis.py -s`` prints the table; ``benchmarks/heldout_report.py`` too).
"""

from __future__ import annotations

import copy
import math
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from heldout_submissions import BATCH, SUBMISSIONS, Submission  # noqa: E402

from ireval_teach.exercises import TASKS, check, variant  # noqa: E402

GENERIC_STARTS = ("On your input", "On input", "First difference", "Hidden checks", "(You are using")
GENERIC_PARTS = ("right value is", "right answer is", "correct value is")
KINDS = ("NAMED", "GENERIC", "WRONG-NAME", "MISS", "FALSE ACCUSATION", "OK")


def naming_text(message: str, title: str | None, scope: str = "naming") -> str:
    """The part of a feedback message that may name a mistake (see the module docstring)."""
    lines = message.splitlines()[1:]
    if scope == "all":
        return "\n".join(lines + ([title] if title else []))
    keep, dropping = [], False
    for line in lines:
        s = line.strip()
        if not s:
            dropping = False
            continue
        if s.startswith(GENERIC_STARTS):
            dropping = True
            continue
        if dropping and line[:1].isspace():
            continue
        dropping = False
        if any(p in s for p in GENERIC_PARTS):
            continue
        keep.append(s)
    if title:
        keep.append(title)
    return "\n".join(keep)


def keys_match(text: str, keys) -> tuple[bool, list]:
    """(all groups match, the groups that did not)."""
    missing = [g for g in keys if not any(re.search(alt, text, re.IGNORECASE) for alt in g)]
    return not missing, missing


@dataclass
class Result:
    sub: Submission
    kind: str
    passed: bool
    message: str
    misconception: str | None
    title: str | None
    crash_reported: bool | None  # for submissions with ``crash``: is the exception named anywhere?


def answer_of(sub: Submission):
    """What the student's notebook would pass to check(): the function, or the computed number."""
    task = TASKS[sub.task]
    ns: dict = {"__name__": "__main__"}  # as the grader's agent runs a notebook's cells (a dataclass looks it up)
    if task.kind == "value":
        ns["v"] = variant(sub.task, sub.student_id)
    exec(compile(sub.code, f"<{sub.sid}>", "exec"), ns)
    return ns[task.answer_name]


def classify(sub: Submission, passed: bool, message: str, title: str | None) -> str:
    if sub.correct:
        return "OK" if passed else "FALSE ACCUSATION"
    if passed:
        return "MISS"
    text = naming_text(message, title, sub.scope)
    if keys_match(text, sub.keys)[0]:
        return "NAMED"
    return "GENERIC" if not text.strip() else "WRONG-NAME"


def run_one(sub: Submission) -> Result:
    fb = check(sub.task, answer_of(sub), student_id=sub.student_id)
    title = getattr(fb, "misconception_title", None)
    kind = classify(sub, fb.passed, fb.message, title)
    crash = (sub.crash in fb.message) if sub.crash else None
    return Result(sub, kind, fb.passed, fb.message, fb.misconception, title, crash)


def run_all(subs=SUBMISSIONS) -> list[Result]:
    return [run_one(s) for s in subs]


def table(results: list[Result], batch: str = BATCH) -> str:
    """The report: counts, the share named, the generic-only share, per task, and the unnamed ones (label only)."""
    wrong = [r for r in results if not r.sub.correct]
    right = [r for r in results if r.sub.correct]
    c = Counter(r.kind for r in results)
    n_named = c["NAMED"]
    # what the feedback asserts, for the ones not named: a recognised mistake that is not this one, or none
    c_wrongly = sum(1 for r in wrong if r.kind == "WRONG-NAME" and r.misconception)
    c_generic = sum(1 for r in wrong if r.kind in ("WRONG-NAME", "GENERIC") and not r.misconception)
    lines = [f"{batch}: {len(results)} submissions ({len(wrong)} wrong, {len(right)} correct), "
             f"{len({r.sub.task for r in results})} tasks",
             f"wrong: NAMED {c['NAMED']}, GENERIC {c['GENERIC']}, WRONG-NAME {c['WRONG-NAME']}, MISS {c['MISS']}"
             f"  -> share named {n_named}/{len(wrong)} = {100 * n_named / max(1, len(wrong)):.1f} %",
             f"  of the not named: a mistake named wrongly (with certainty) {c_wrongly}, generic only (no mistake "
             f"named) {c_generic} -> generic-only share {100 * c_generic / max(1, len(wrong)):.1f} %",
             f"correct: OK {c['OK']}, FALSE ACCUSATION {c['FALSE ACCUSATION']}"]
    fn = [r for r in wrong if TASKS[r.sub.task].kind == "function"]
    va = [r for r in wrong if TASKS[r.sub.task].kind == "value"]
    for name, group in (("function tasks", fn), ("value tasks", va)):
        k = Counter(r.kind for r in group)
        lines.append(f"  {name}: named {k['NAMED']}/{len(group)}, generic {k['GENERIC']}, "
                     f"wrong-name {k['WRONG-NAME']}, miss {k['MISS']}")
    crashes = [r for r in wrong if r.sub.crash]
    if crashes:
        lines.append(f"  with a crash on an edge case: named {sum(r.kind == 'NAMED' for r in crashes)}/{len(crashes)}, "
                     f"crash reported {sum(bool(r.crash_reported) for r in crashes)}/{len(crashes)}")
    lines.append("per task (named / wrong):")
    for task in dict.fromkeys(r.sub.task for r in results):
        g = [r for r in wrong if r.sub.task == task]
        if g:
            lines.append(f"  {task:24s} {sum(r.kind == 'NAMED' for r in g)}/{len(g)}")
    lines.append("not named (id, task, kind: the mistake):")
    for r in results:
        if r.kind not in ("NAMED", "OK"):
            how = f" [named as {r.misconception}]" if r.misconception else ""
            lines.append(f"  {r.sub.sid} {r.sub.task} {r.kind}{how}: {r.sub.label or '(correct: ' + r.sub.style + ')'}")
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------- tests
def _inputs(sub: Submission) -> list[dict]:
    task = TASKS[sub.task]
    return task.visible_inputs(sub.student_id) + [inp for _, inp in task.hidden_inputs(sub.student_id)]


def _close(a, b) -> bool:
    if isinstance(b, list):
        return isinstance(a, (list, tuple)) and len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b))
    try:
        return math.isclose(float(a), float(b), rel_tol=1e-6, abs_tol=1e-6)
    except (TypeError, ValueError):
        return False


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # a submission's own NumPy 0/0
@pytest.mark.parametrize("sub", SUBMISSIONS, ids=lambda s: s.sid)
def test_labels_are_honest(sub):
    """A 'correct' submission is right on all its inputs; a 'wrong' one is wrong (or mutates) on one."""
    task = TASKS[sub.task]
    ans = answer_of(sub)
    if task.kind == "value":
        right = task.expected(variant(sub.task, sub.student_id))
        assert _close(ans, right) == sub.correct or (not sub.correct and abs(ans - right) > 5e-5), (ans, right)
        if not sub.correct:
            assert abs(ans - right) > 5e-5
        return
    differs, crashed, mutated = [], [], []
    for inp in _inputs(sub):
        args = copy.deepcopy(task.family.args(inp))
        before = copy.deepcopy(args)
        try:
            got = ans(*args)
        except Exception as exc:  # noqa: BLE001 - a submission may crash, that is what we label
            crashed.append(type(exc).__name__)
            continue
        if args != before:
            mutated.append(inp)
        if not _close(got, task.expected(inp)):
            differs.append(inp)
    if sub.correct:
        assert not (differs or crashed or mutated), (differs, crashed, mutated)
    else:
        assert differs or crashed or mutated
        if sub.crash:
            assert sub.crash in crashed
        else:
            assert not crashed, crashed


@pytest.fixture(scope="module")
def results() -> list[Result]:
    return run_all()


def test_no_false_accusation_and_no_miss(results):
    import ireval_teach

    print(f"\nchecker: {os.path.dirname(ireval_teach.__file__)}\n" + table(results))
    bad = [(r.sub.sid, r.kind, r.message) for r in results if r.kind in ("FALSE ACCUSATION", "MISS")]
    assert not bad, bad


def test_the_class_covers_every_function_task():
    # the function tasks of the six assignments when the batch was written; the tasks added since (the PR curve's
    # points, step interpolation, AP@k, MRR, the averaged curve, EER, ...) are checked by tests/test_task_bank.py
    function_tasks = {t for t, task in TASKS.items() if task.kind == "function"} & {
        "set.f_beta", "rank.p_at_k", "rank.distances", "interp.curve", "ap.exact", "ap.eleven_point", "map.mean",
        "dcg.classic", "ndcg.all_judgments", "roc.auc", "avg.macro", "gen.recall_lower_bound", "gen.grip_point"}
    have = Counter(s.task for s in SUBMISSIONS if not s.correct)
    assert function_tasks <= set(have), function_tasks - set(have)
    assert sum(not s.correct for s in SUBMISSIONS) >= 70 and sum(s.correct for s in SUBMISSIONS) >= 20


def test_the_rule_reads_the_naming_part_only():
    msg = ("✘ not yet — Classic DCG [dcg.classic]\nRecognised mistake: DCG with the natural log.\n"
           "On your input 1 (grades=[3, 2]) your function returned 4.4; the right value is 5.\n"
           "First difference at rank 2: library trace: rank 2 adds 2/log2(2)\n    continued trace log2\n"
           "Hidden checks: 1 of 4 not right — think about: a long list.")
    text = naming_text(msg, None)
    assert text == "Recognised mistake: DCG with the natural log."
    sub = next(s for s in SUBMISSIONS if s.sid == "g02")
    assert classify(sub, False, msg, None) == "NAMED"
    assert classify(sub, False, msg.replace("the natural log", "the TREC discount"), None) == "WRONG-NAME"
    assert classify(sub, False, "\n".join(l for l in msg.splitlines() if "Recognised" not in l), None) == "GENERIC"
    assert classify(sub, True, msg, None) == "MISS"
