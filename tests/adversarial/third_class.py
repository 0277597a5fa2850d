"""A third hostile class of the 03_ap_map assignment, written from the categories of the trust work
(files that are not files, spoofed identities, channel abuse, unencodable text, side channels of the
hidden checks, resource exhaustion, a process that ends in the last cell, attempts to stop the class).

Written BEFORE the grader was changed for it; its first-run numbers on the unchanged grader are kept in
``tests/test_grading_third_class.py`` (``FIRST_RUN``).

Notebook cases are :class:`Case` records (the same fields as ``cases.py``: ``replace`` swaps a task's
solution cell, ``extra`` adds cells after the solutions, ``before`` in front of them). ``honest``: the
tasks the submission's own honest work gets right; ``exact``: the grader must give exactly that many
(work done before a crash counts). ``leak``: the case tries to carry its hidden inputs out through a side
channel while every hidden call has the same outcome in the allowed vocabulary, so its feedback must be
byte-for-byte the same whatever the course secret (the hidden inputs) is.

File cases are built by the test (``FILE_CASES``): what the path is, and what the grader must do.
Placeholders: ``{marker}`` (a unique number, also in every process name a case starts).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Case:
    name: str
    honest: int
    replace: dict = field(default_factory=dict)
    extra: list = field(default_factory=list)
    before: list = field(default_factory=list)
    student_id: object = None  # None: "t3_<name>"
    exact: bool = False
    leak: bool = False
    honest_student: bool = False  # a correct classmate: must get 4 of 4 whatever the class does
    #: regular expressions that show the side channel of a leak case reached the feedback (two secrets can
    #: give the same few bits by chance, so the difference of the two runs alone is a weak detector)
    marks: tuple = ()


# A leak case must behave on every visible call (the student's inputs, the public examples and the cut
# lists of them the checker tries), or the grader never sends the hidden batch: so it returns the wrong
# constant -1.0 on those, and uses its side channel only on other inputs -- the hidden ones. {visible} is
# replaced by the test with the labels of the case's visible and public inputs.
_SIDE = """import os, signal, time
_VISIBLE = {{visible}}
def _seen(labels):
    t = tuple(labels)
    return any(v[:len(t)] == t for v in _VISIBLE)
def my_ap(labels, n_relevant):
    if not _seen(labels):
        {body}
    return -1.0"""

SIGNAL_LEAK = _SIDE.format(body="os.kill(os.getpid(), [signal.SIGTERM, signal.SIGUSR1, signal.SIGUSR2, "
                                "signal.SIGHUP, signal.SIGINT, signal.SIGQUIT][(len(labels) + sum(labels)) % 6])")
MUTATE_LEAK = _SIDE.format(body="if len(labels) % 2 == 0:\n            labels.append(0)")
TYPE_LEAK = _SIDE.format(body="return [None, 'x', True, {}, set(), (), 7, b'y'][(len(labels) + 3 * sum(labels)) % 8]")
SIZE_LEAK = _SIDE.format(body="return [0.5] * (len(labels) + sum(labels))")
NONFINITE_LEAK = _SIDE.format(body="return [float('inf'), float('-inf'), float('nan')][len(labels) % 3]")
EXIT_CODE_LEAK = _SIDE.format(body="os._exit((len(labels) * 7 + sum(labels)) % 200 + 1)")
TIME_LEAK = _SIDE.format(body="time.sleep(0.05 * (len(labels) % 8))")
RAISE_TEXT_LEAK = _SIDE.format(body="""class Boom(ValueError):
            pass
        Boom.__name__ = "Boom_" + "".join(map(str, labels))[:40]
        raise Boom(repr(labels))""")

CORRECT = "correct"

SURROGATE_PRINT = '''def my_ap(labels, n_relevant):
    print("\\ud800 lone surrogate \\udfff" * 3)
    return 0.0'''
SURROGATE_RAISE = '''def my_11pt(labels, n_relevant):
    raise ValueError("bad \\udc80\\ud800 text")'''
SURROGATE_NAME = '''def my_11pt(labels, n_relevant):
    raise NotImplementedError("x")
my_11pt.__name__ = "\\ud800evil"
my_11pt.__qualname__ = "\\udfff"'''

VARIANT_FLOOD = '''import json, os
msg = (json.dumps({"ask": "variant", "task": "ap.exact", "student_id": "x" * 150}) + "\\n").encode()
n = 0
for fd in range(3, 12):
    try:
        os.set_blocking(fd, False)
        for _ in range(20000):
            n += os.write(fd, msg)
    except OSError:
        pass
import time
t = time.time()
while time.time() - t < 30:
    try:
        time.sleep(1)
    except BaseException:
        pass'''

FORGE_READY = '''import os, json
for fd in range(3, 12):
    try:
        os.write(fd, b'{"ready": true}\\n{"cell": 99, "status": "ok"}\\n')
    except OSError:
        pass'''

DEV_FILL = '''import os
written = 0
chunk = b"x" * (8 << 20)
for d in ("/dev/shm", "/dev", "/tmp", "/tmp/work", "/run", "/var/tmp"):
    for i in range(40):
        try:
            with open(os.path.join(d, f"fill_{i}"), "wb") as fh:
                for _ in range(7):
                    fh.write(chunk)
                    written += len(chunk)
        except OSError:
            break'''

THREADS = '''import threading, time
ts = []
for _ in range(3000):
    try:
        t = threading.Thread(target=time.sleep, args=(60,), daemon=True)
        t.start()
        ts.append(t)
    except BaseException:
        break'''

MEMORY = '''blocks = []
try:
    for _ in range(200):
        blocks.append(bytearray(256 << 20))
except MemoryError:
    pass
blocks = None'''

DAEMON_THEN_EXIT = '''import os, subprocess
subprocess.Popen(["sleep", "{marker}"], start_new_session=True)
os._exit(0)'''

SEGFAULT = '''import ctypes
ctypes.string_at(0)'''

KILL_SELF = '''import os, signal
os.kill(os.getpid(), signal.SIGKILL)'''

CLOSE_CHANNEL = '''import os
for fd in range(3, 64):
    try:
        os.close(fd)
    except OSError:
        pass'''

CASES = [
    # correct classmates (must get 4 of 4 whatever the class does)
    Case("honest_a", 4, exact=True, honest_student=True, student_id="h3a"),
    Case("honest_b", 4, exact=True, honest_student=True, student_id="h3b"),
    Case("honest_c", 4, exact=True, honest_student=True, student_id="s\u00e9bastien"),  # NFC, the victim of nfd_spoof
    Case("honest_d", 4, exact=True, honest_student=True, student_id="victim7"),  # the victim of zwsp_spoof
    # identity
    Case("zwsp_spoof", 4, student_id="victim7\u200b"),
    Case("nfd_spoof", 4, student_id="se\u0301bastien"),
    Case("control_id", 4, student_id="s9\x1b[2J\x07"),
    Case("bidi_id", 4, student_id="s\u202egnp.exe"),
    Case("overlong_id", 4, student_id="s" + "9" * 5000),
    Case("surrogate_id", 4, student_id="s\ud800x"),
    Case("path_id", 4, student_id="../../../t3_escape_{marker}"),
    Case("dup_one", 4, student_id="dup3"),
    Case("dup_two", 4, student_id="dup3"),
    Case("dup_space", 4, student_id=" dup3 "),
    # unencodable text in what comes back
    Case("surrogate_print", 3, exact=True, replace={"ap.exact": SURROGATE_PRINT}),
    Case("surrogate_raise", 3, exact=True, replace={"ap.eleven_point": SURROGATE_RAISE}),
    Case("surrogate_name", 3, exact=True, replace={"ap.eleven_point": SURROGATE_NAME}),
    # side channels of the hidden checks (constant allowed outcome, varying side channel)
    Case("signal_leak", 3, replace={"ap.exact": SIGNAL_LEAK}, leak=True, marks=(r"SIG[A-Z]",)),
    Case("mutate_leak", 3, replace={"ap.exact": MUTATE_LEAK}, leak=True, marks=(r"in place \(on a hidden",)),
    Case("type_leak", 3, replace={"ap.exact": TYPE_LEAK}, leak=True,
         marks=(r"NoneType|returned None|\bbytes\b|\bbool\b|\bdict\b|\btuple\b",)),
    Case("size_leak", 3, replace={"ap.exact": SIZE_LEAK}, leak=True),
    Case("exit_code_leak", 3, replace={"ap.exact": EXIT_CODE_LEAK}, leak=True, marks=(r"exit (status|code)",)),
    Case("time_leak", 3, replace={"ap.exact": TIME_LEAK}, leak=True),
    Case("nonfinite_leak", 3, replace={"ap.exact": NONFINITE_LEAK}, leak=True, marks=(r"\b-?inf\b",)),
    Case("raise_text_leak", 3, replace={"ap.exact": RAISE_TEXT_LEAK}, leak=True, marks=(r"Boom",)),
    # the channel
    Case("variant_flood", 4, extra=[VARIANT_FLOOD]),
    Case("forge_ready", 4, before=[FORGE_READY]),
    # resources
    Case("dev_fill", 4, extra=[DEV_FILL]),
    Case("threads", 4, extra=[THREADS]),
    Case("memory", 4, extra=[MEMORY]),
    # the process ends in a cell: the work before it counts
    Case("os_exit_last", 4, exact=True, extra=["import os\nos._exit(0)"], student_id="exit_last_id"),
    Case("segfault_last", 4, exact=True, extra=[SEGFAULT], student_id="segv_last_id"),
    Case("kill_self_last", 4, exact=True, extra=[KILL_SELF]),
    Case("close_channel_last", 4, exact=True, extra=[CLOSE_CHANNEL]),
    Case("daemon_then_exit", 4, exact=True, extra=[DAEMON_THEN_EXIT]),
]

#: Files that are not ordinary notebooks: name -> (kind, what the grader must do). Built by the test.
#: kind: fifo, dir (a directory named *.ipynb holding a correct notebook), link_sibling (a symbolic link
#: to an honest classmate's file), link_source (a link to the instructor's solutions), link_zero (a link
#: to /dev/zero), bad_bytes (a correct notebook whose file name is not UTF-8), formula_name (a correct
#: notebook whose file name starts like a formula and holds a newline), missing (a path given on the
#: command line that does not exist).
FILE_CASES = {
    "fifo.ipynb": ("fifo", 0),
    "folder.ipynb": ("dir", 0),
    "link_sibling.ipynb": ("link_sibling", 0),
    "link_source.ipynb": ("link_source", 0),
    "link_zero.ipynb": ("link_zero", 0),
    b"bad_\xff\xfe_name.ipynb": ("bad_bytes", 4),
    "=cmd|x\n.ipynb": ("formula_name", 4),
    "missing.ipynb": ("missing", 0),
}
