"""Real-browser walk of the lecture room (issues 7 and 14): what ``./course lectures`` prints, opened at 1366x768.

Starts ``./course lectures --no-browser --port=P`` as the README says (its working copy in a temporary
``IREVAL_LECTURES_DIR``), reads the URL the command prints, opens exactly that URL in headless Chromium
(Debian's ``/usr/bin/chromium``) at 1366x768 and checks that it lands on the start-here notebook. Then it
walks every lecture notebook: clears the outputs, runs all cells in a real kernel and checks

* no error or stderr output;
* no output wider than its output area (no horizontal scroll bar, nothing cut off);
* every figure shown at its own size (not shrunk: the projector font sizes of ``test_display`` hold on screen);
* the file browser shows no package/test files (``__init__.py``, ``conftest.py``, ``src``, egg-info);
* the repository's ``git status --porcelain`` is the same afterwards (lectures never write into it);
* every notebook opens on the course kernel ("Python 3 (ireval-teach)") and is not marked modified by
  opening it (JupyterLab rewrites metadata that differs from the running kernel's).

Before the walk, a newcomer's first move: open a notebook and choose Run > Run All Cells as soon as it
shows, before its kernel is ready: no "Select Kernel" dialog, every cell runs, no NameError, the explorer
renders as a widget (not as its text repr ``<BinaryRankingExplorer: ...>``). A click that comes before
the notebook's session exists runs nothing in JupyterLab 4.6 (no cell queued, nothing said): the test
then clicks once more, as the newcomer would, and says so.

Screenshots of every notebook (the top after running; with ``IREVAL_SCREENSHOTS=all`` also each table,
figure and explorer output) go to ``tests/artifacts/lectures/``; ``tests/artifacts/lectures/measurements_1of2.json`` and ``_2of2.json`` (the walk's two parts) hold the widest output and
the smallest HTML font per notebook. Run alone with ``pytest -m browser tests/test_browser_lectures.py``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, require_browser, stop

from ireval_teach.course import KERNEL_DISPLAY_NAME

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "lectures"
VIEWPORT = {"width": 1366, "height": 768}
SERVE_TIMEOUT_S = 90
PAGE_TIMEOUT_MS = 60_000
RUN_TIMEOUT_MS = 60_000
#: IREVAL_SCREENSHOTS=all also saves each table and figure output (for review; the top of each notebook always)
EVERY_OUTPUT = os.environ.get("IREVAL_SCREENSHOTS") == "all"
# IREVAL_WALK="05 09" walks only those notebooks (after 00, which the printed URL opens); default: all
NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("[0-9][0-9]_*.ipynb")
                   if not os.environ.get("IREVAL_WALK") or p.name[:2] in ("00", *os.environ["IREVAL_WALK"].split()))
ERROR_OUTPUTS = (".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
                 " .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']")
MIN_FONT_PX = 12
# JupyterLab at 768 px: menu, tab bar, notebook toolbar and status bar leave about 640 px for a notebook
CONTROLS_AND_VALUE_PX = 600
# ... and an explorer's plot ends within those 640 px, so controls, value and plot show together
CONTROLS_VALUE_AND_PLOT_PX = 640
HIDDEN = ("__init__.py", "conftest.py", "src", ".egg-info")

# measured in the page: for every output, its width, the right edge of its widest descendant, elements that
# scroll or clip sideways, images drawn smaller than their pixels, and the smallest font of any visible text
MEASURE_JS = """
(panel) => {
  const res = [];
  for (const out of panel.querySelectorAll('.jp-OutputArea-output')) {
    const box = out.getBoundingClientRect();
    if (box.width === 0) continue;
    let right = box.right, minFont = 1e9, scrolls = [], shrunk = [];
    for (const el of [out, ...out.querySelectorAll('*')]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      right = Math.max(right, r.right);
      if (el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible' && el.clientWidth > 0)
        scrolls.push(`${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
      if (el.tagName === 'IMG' && el.naturalWidth && r.width < el.naturalWidth - 1)
        shrunk.push(`img ${el.naturalWidth}px drawn ${Math.round(r.width)}px`);
      const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
      if (own) minFont = Math.min(minFont, parseFloat(cs.fontSize));
    }
    const ex = out.querySelector('.ireval-explorer'), val = ex && ex.querySelector('.ireval-value');
    const valueBottom = val ? Math.round(val.getBoundingClientRect().bottom - ex.getBoundingClientRect().top) : null;
    const plot = ex && ex.querySelector('.ireval-plot');
    const plotBottom = plot ? Math.round(plot.getBoundingClientRect().bottom - ex.getBoundingClientRect().top) : null;
    res.push({width: Math.round(box.width), used: Math.round(right - box.left), scrolls, shrunk, valueBottom, plotBottom,
              minFont: minFont === 1e9 ? null : minFont, height: Math.round(box.height),
              explorer: !!out.querySelector('.ireval-explorer'),
              kind: out.querySelector('.ireval-explorer') ? 'explorer' : out.querySelector('img') ? 'figure'
                    : out.querySelector('table') ? 'table' : 'text'});
  }
  return res;
}
"""


def _git_status() -> str | None:
    try:
        return subprocess.run(["git", "status", "--porcelain"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None


@pytest.fixture(scope="module")
def printed_url(tmp_path_factory):
    """Start ``./course lectures`` as the README says; yield (the URL it printed, the working copy, the log)."""
    require_browser("jupyterlab")
    port = free_port()
    home = tmp_path_factory.mktemp("home")  # fresh Jupyter config, workspace and settings: no saved layout
    (home / "settings" / "@jupyterlab" / "notebook-extension").mkdir(parents=True)
    # every cell laid out (not only those in view), so every output can be measured
    (home / "settings" / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}))
    lectures = tmp_path_factory.mktemp("lectures")
    env = dict(os.environ, IREVAL_LECTURES_DIR=str(lectures), JUPYTER_CONFIG_DIR=str(home / "config"),
               JUPYTERLAB_WORKSPACES_DIR=str(home / "ws"), JUPYTERLAB_SETTINGS_DIR=str(home / "settings"))
    env.pop("MPLBACKEND", None)  # the notebooks plot as a student's session does
    log_path = tmp_path_factory.mktemp("lab") / "lab.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen([str(REPO / "course"), "lectures", "--no-browser", f"--port={port}",
                                 "--ServerApp.port_retries=0"], cwd=REPO, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + SERVE_TIMEOUT_S
        url = None
        while url is None:
            text = log_path.read_text(errors="replace")
            m = re.search(rf"http://(?:localhost|127\.0\.0\.1):{port}/\S+", text)
            if m:
                url = m.group(0)
            elif proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"./course lectures printed no URL (exit {proc.poll()}):\n{text[-3000:]}")
            else:
                time.sleep(0.3)
        yield url, lectures, log_path
    finally:
        stop(proc)


def _menu(page, menu: str, item: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click()
    page.locator(".lm-Menu-itemLabel", has_text=item).first.click()


def _shutdown_kernels(base: str, token: str) -> None:
    """Stop every kernel of the server (one notebook at a time keeps the 2-core CI machine responsive)."""
    req = urllib.request.Request(f"{base}/api/kernels?token={token}")
    for k in json.loads(urllib.request.urlopen(req, timeout=10).read()):
        urllib.request.urlopen(urllib.request.Request(f"{base}/api/kernels/{k['id']}?token={token}",
                                                      method="DELETE"), timeout=20)


def _run_notebook(page, name: str) -> tuple[list, int]:
    """Clear, run all cells, wait until every code cell has run; returns (outputs measured, seconds)."""
    from playwright.sync_api import expect

    nb = page.locator(".jp-NotebookPanel:visible")
    expect(nb.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1)
    _menu(page, "Edit", "Clear Outputs of All Cells")
    t0 = time.monotonic()
    _menu(page, "Run", "Run All Cells")
    # every code cell numbered ("[12]:"), none waiting ("[*]:") or not run (empty)
    deadline = time.monotonic() + RUN_TIMEOUT_MS / 1000
    retried = False
    while True:
        prompts = nb.evaluate("p => [...p.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]"
                              ".map(e => e.textContent.trim())")
        if prompts and all(re.fullmatch(r"\[\d+\]:", t) for t in prompts):
            break
        if not retried and time.monotonic() - t0 > 20 and all(t == "[ ]:" for t in prompts):
            _menu(page, "Run", "Run All Cells")  # the first click came before the kernel took requests
            retried = True
        errors = nb.locator(ERROR_OUTPUTS)
        if "[*]:" not in prompts and errors.count():  # JupyterLab stops running cells after an error
            pytest.fail(f"{name}: a cell failed: {errors.first.inner_text()[:1500]}")
        if time.monotonic() > deadline:
            pytest.fail(f"{name}: not every cell ran within {RUN_TIMEOUT_MS / 1000} s: prompts {prompts}")
        page.wait_for_timeout(300)
    expect(nb.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1)
    page.wait_for_timeout(800)  # widget views and images arrive just after the kernel is idle
    seconds = round(time.monotonic() - t0, 1)
    return nb.evaluate(MEASURE_JS), seconds


def _opened_ready(page) -> list[str]:
    """Once the opened notebook's kernel is idle: is it the course kernel, and the notebook unmodified?"""
    from playwright.sync_api import expect

    nb = page.locator(".jp-NotebookPanel:visible")
    # the kernel connected and idle (the status bar says so; the execution indicator is idle while connecting)
    expect(page.locator("#jp-main-statusbar")).to_contain_text(f"{KERNEL_DISPLAY_NAME} | Idle")
    page.wait_for_timeout(500)  # the metadata a starting kernel writes would have marked the tab by now
    problems = []
    kernel = nb.locator(".jp-Toolbar-kernelName").first.inner_text().strip()
    if kernel != KERNEL_DISPLAY_NAME:
        problems.append(f"opened on the kernel {kernel!r}, not {KERNEL_DISPLAY_NAME!r}")
    if page.locator(".lm-TabBar-tab.jp-mod-current.jp-mod-dirty").count():
        problems.append("marked modified on opening, before anything ran")
    return problems


def test_run_all_at_once_after_opening(printed_url):
    """Run All as soon as the notebook shows, before its kernel is ready (what a newcomer does first)."""
    from playwright.sync_api import expect, sync_playwright

    url, lectures, _ = printed_url
    base, token = url.split("/lab/")[0], url.rsplit("token=", 1)[1]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    dialogs: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(str(lectures.parent / "profile-run-all"),
                                                       executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                                                       viewport=VIEWPORT)
        try:
            page = browser.new_page()
            page.set_default_timeout(PAGE_TIMEOUT_MS)
            expect.set_options(timeout=PAGE_TIMEOUT_MS)
            page.goto(f"{base}/lab/tree/notebooks/05_pr_curve.ipynb?reset&token={token}", timeout=PAGE_TIMEOUT_MS)
            nb = page.locator(".jp-NotebookPanel:visible")
            nb.locator(".jp-Cell").first.wait_for()
            idle_at_click = nb.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").count() == 1
            _menu(page, "Run", "Run All Cells")
            t0 = time.monotonic()
            deadline = t0 + RUN_TIMEOUT_MS / 1000
            clicks = 1
            while True:
                dialog = page.locator(".jp-Dialog")
                if dialog.count():
                    dialogs.append(dialog.first.inner_text()[:200])
                    page.screenshot(path=str(ARTIFACTS / f"run_all_dialog{len(dialogs)}.png"))
                    page.keyboard.press("Escape")
                    if len(dialogs) > 3:
                        break
                prompts = nb.evaluate("p => [...p.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]"
                                      ".map(e => e.textContent.trim())")
                if prompts and all(re.fullmatch(r"\[\d+\]:", t) for t in prompts):
                    break
                if clicks == 1 and time.monotonic() - t0 > 20 and "[*]:" not in prompts \
                        and any(t == "[ ]:" for t in prompts):
                    # JupyterLab 4 drops a Run All that comes before the notebook's session exists: no cell
                    # runs (or only the first, when the session came up during the click), none is queued,
                    # nothing is said; the newcomer, seeing nothing running, clicks again (what is checked here
                    # is that this never turns into a dialog per cell, a NameError or text-only widgets)
                    _menu(page, "Run", "Run All Cells")
                    clicks = 2
                if time.monotonic() > deadline:
                    pytest.fail(f"not every cell ran within {RUN_TIMEOUT_MS / 1000} s of Run All: {prompts}")
                page.wait_for_timeout(200)
            expect(nb.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1)
            page.wait_for_timeout(800)
            page.screenshot(path=str(ARTIFACTS / "run_all_at_once.png"))
            assert not dialogs, f"Run All at once showed {len(dialogs)} dialog(s): {dialogs}"
            errors = nb.locator(ERROR_OUTPUTS).all_inner_texts()
            assert not errors, f"Run All at once: {errors[0][:500]}"
            reprs = [t for t in nb.locator(".jp-OutputArea-output").all_inner_texts() if t.strip().startswith("<")]
            assert not reprs, f"widgets shown as text: {reprs[:3]}"
            explorer = nb.locator(".jp-OutputArea-output .ireval-explorer")
            expect(explorer.first).to_be_visible()
            explorer.first.screenshot(path=str(ARTIFACTS / "run_all_at_once_explorer.png"))
            kernel = nb.locator(".jp-Toolbar-kernelName").first.inner_text().strip()
            assert kernel == KERNEL_DISPLAY_NAME, kernel
            print(f"Run All clicked {'after' if idle_at_click else 'before'} the kernel was idle; "
                  f"{'the first click ran nothing, the second ran every cell' if clicks == 2 else 'it ran every cell'}")
        finally:
            browser.close()
        _shutdown_kernels(base, token)


@pytest.mark.parametrize("part", ["1of2", "2of2"])
def test_lectures_walk_every_notebook_at_1366x768(printed_url, part):
    """Every lecture notebook, in two parts (alternate notebooks): with two workers each part has its own
    ``./course lectures`` and browser, and the walk takes half the time; one worker walks both, one after the
    other."""
    from playwright.sync_api import expect, sync_playwright

    from ireval_teach import precision_at
    from ireval_teach.examples import twenty_images

    url, lectures, log_path = printed_url
    before = _git_status()
    assert re.search(r"/lab/tree/notebooks/00_start_here\.ipynb\?token=\w+", url), \
        f"./course lectures printed {url!r}, not the start-here notebook"
    base = url.split("/lab/")[0]
    token = url.rsplit("token=", 1)[1]
    p7 = f"precision 3/7 = {precision_at(twenty_images().ranking, 7):.2f}"  # what notebook 05 prints for k = 7
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"measurements_{part}.json").unlink(missing_ok=True)
    walked = NOTEBOOKS[int(part[0]) - 1::2]  # the first part walks 00 too (the printed URL opens it for both)
    report: dict = {}
    problems: list[str] = []
    t_start = time.monotonic()
    with sync_playwright() as p:
        # a fresh profile (--user-data-dir) for this run
        browser = p.chromium.launch_persistent_context(str(lectures.parent / f"profile-{part}"), executable_path=CHROMIUM,
                                                       headless=True, args=CHROMIUM_ARGS, viewport=VIEWPORT)
        try:
            page = browser.new_page()
            page.set_default_timeout(PAGE_TIMEOUT_MS)
            expect.set_options(timeout=PAGE_TIMEOUT_MS)
            # the printed URL itself lands on the start-here notebook (not the Launcher)
            page.goto(url, timeout=PAGE_TIMEOUT_MS)
            expect(page.locator(".jp-NotebookPanel:visible h1").first).to_contain_text("Start here")
            page.screenshot(path=str(ARTIFACTS / "printed_url.png"))
            # the file browser lists the lectures and none of the package's own files
            page.locator(".jp-DirListing-item[title*='notebooks']").first.dblclick()
            expect(page.locator(".jp-DirListing-item[title*='05_pr_curve']")).to_have_count(1)
            names = page.locator(".jp-DirListing-itemName").all_inner_texts()
            assert not [n for n in names if n.endswith(HIDDEN)], f"file browser shows {names}"
            for name in walked:
                stem = name[:-len(".ipynb")]
                t_open = time.monotonic()
                if name != "00_start_here.ipynb":
                    _shutdown_kernels(base, token)
                    t_shut = time.monotonic()
                    page.goto(f"{base}/lab/tree/notebooks/{name}?reset", timeout=PAGE_TIMEOUT_MS)
                    t_goto = time.monotonic()
                else:
                    t_shut = t_goto = t_open
                problems.extend(f"{stem}: {p}" for p in _opened_ready(page))
                t_ready = time.monotonic()
                outputs, seconds = _run_notebook(page, name)
                nb = page.locator(".jp-NotebookPanel:visible")
                if stem == "05_pr_curve":
                    expect(nb.get_by_text(p7)).to_be_visible()
                errors = nb.locator(ERROR_OUTPUTS)
                if errors.count():
                    problems.append(f"{stem}: error/stderr output: {errors.first.inner_text()[:300]!r}")
                nb.locator(".jp-WindowedPanel-outer, .jp-Notebook").first.evaluate("e => e.scrollTo(0, 0)")
                page.screenshot(path=str(ARTIFACTS / f"{stem}.png"))
                if EVERY_OUTPUT:  # a screenshot of each table and figure, for reading by hand (not asserted)
                    shots = nb.locator(".jp-OutputArea-output:has(img), .jp-OutputArea-output:has(table)")
                    for i in range(shots.count()):
                        shots.nth(i).screenshot(path=str(ARTIFACTS / f"{stem}_out{i:02d}.png"))
                for o in outputs:
                    if o["used"] > o["width"] + 1 or o["scrolls"]:
                        problems.append(f"{stem}: {o['kind']} output {o['used']}px in {o['width']}px {o['scrolls']}")
                    if o["shrunk"]:
                        problems.append(f"{stem}: figure shrunk to fit: {o['shrunk']}")
                    if o["minFont"] is not None and o["minFont"] < MIN_FONT_PX:
                        problems.append(f"{stem}: {o['kind']} output has {o['minFont']} px text")
                    if o["explorer"] and (o["plotBottom"] or 0) > CONTROLS_VALUE_AND_PLOT_PX:
                        problems.append(f"{stem}: explorer's plot ends {o['plotBottom']} px below its top, more "
                                        f"than {CONTROLS_VALUE_AND_PLOT_PX} px: the plot falls below the fold")
                    if o["explorer"] and o["valueBottom"] > CONTROLS_AND_VALUE_PX:
                        problems.append(f"{stem}: explorer's controls and value take {o['valueBottom']} px, more "
                                        f"than a 1366x768 screen shows under JupyterLab's bars")
                fonts = [o["minFont"] for o in outputs if o["minFont"]]
                report[stem] = {"seconds": seconds, "outputs": len(outputs),
                                "open_seconds": {"shutdown": round(t_shut - t_open, 1), "load": round(t_goto - t_shut, 1),
                                                 "kernel_ready": round(t_ready - t_goto, 1),
                                                 "after_run": round(time.monotonic() - t_ready - seconds, 1)},
                                "output_area_px": max((o["width"] for o in outputs), default=0),
                                "widest_output_px": max((o["used"] for o in outputs), default=0),
                                "smallest_html_font_px": min(fonts, default=None),
                                "explorer_heights_px": [o["height"] for o in outputs if o["explorer"]],
                                "explorer_controls_and_value_px": [o["valueBottom"] for o in outputs if o["explorer"]],
                                "explorer_plot_bottom_px": [o["plotBottom"] for o in outputs if o["explorer"]]}
                (ARTIFACTS / f"measurements_{part}.json").write_text(json.dumps(report, indent=1))
        finally:
            browser.close()
        _shutdown_kernels(base, token)
    report["_total_seconds"] = round(time.monotonic() - t_start, 1)
    (ARTIFACTS / f"measurements_{part}.json").write_text(json.dumps(report, indent=1))
    assert not problems, "\n".join(problems)
    after = _git_status()
    assert after == before, f"the lecture session changed the repository:\nbefore:\n{before}\nafter:\n{after}"
